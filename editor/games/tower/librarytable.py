"""The quest library's README table: every quest with what it uses and its solver counts.

`library_rows` solves each quest (the fast solver when it is there) and
`markdown_table` turns the rows into the table that `library/tower/README.md` shows
between two marker comments; `python -m editor.games.tower.librarytable library/tower`
rewrites that section. A test solves the quests again and checks the README
still says what the solver says.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

from .actions import Move, Rotate, Slide, Teleport, Toss
from .load import read_quest
from .model import Quest
from .results import SolveResult
from .rules import Rules

START = "<!-- quest-table:start -->"
END = "<!-- quest-table:end -->"
PLAYERS = (1, 2, 3, 4)

#: board elements, in the order the table lists them
_ELEMENTS = (
    ("door", "doors and keys"),
    ("double-wall", "double walls"),
    ("armory", "armories"),
    ("ladder", "ladders"),
    ("air", "air currents"),
    ("narrow", "narrow passages"),
    ("trap", "traps"),
    ("invocation", "invocation"),
    ("rotation", "rotation"),
    ("sliding", "sliding"),
)
#: abilities an optimal solution may use, in table order
ABILITIES = ("climb", "jump", "toss", "swap", "teleport", "rotate", "slide")


@dataclass
class Row:
    """One quest of the table."""

    file: str
    title: str
    side: str
    difficulty: int | None
    heroes: tuple[str, ...]
    elements: tuple[str, ...]
    abilities: tuple[str, ...]
    solvable: bool | None
    min_steps: int | None
    actions: dict[int, tuple[int | None, int | None]]

    def cells(self) -> list[str]:
        uses = ", ".join(self.elements) or "-"
        solution = ", ".join(self.abilities) or "walking only"
        counts = [_range(*self.actions.get(n, (None, None))) for n in PLAYERS]
        solvable = {True: "yes", False: "no", None: "?"}[self.solvable]
        return [
            f"[{self.file}]({self.file})",
            self.title,
            self.side,
            "-" if self.difficulty is None else str(self.difficulty),
            ", ".join(self.heroes),
            uses,
            solution,
            solvable,
            "-" if self.min_steps is None else str(self.min_steps),
            *counts,
        ]


HEADER = [
    "file",
    "title",
    "side",
    "difficulty",
    "heroes",
    "board uses",
    "solo solution uses",
    "solvable",
    "min steps",
    "1 player",
    "2 players",
    "3 players",
    "4 players",
]


def _range(lo: int | None, hi: int | None) -> str:
    if lo is None or hi is None:
        return "-"
    return str(lo) if lo == hi else f"{lo}-{hi}"


def board_elements(quest: Quest) -> tuple[str, ...]:
    """The rule elements drawn on the quest's cards."""
    present = set()
    for card in quest.cards:
        present.update(cell.type for cell in card.cells.values())
        present.update(edge.type for edge in card.edges.values())
    if "key" in present:
        present.add("door")
    return tuple(label for kind, label in _ELEMENTS if kind in present)


def solution_abilities(quest: Quest, result: SolveResult) -> tuple[str, ...]:
    """What the solo solution does beyond walking: ladder climbs, jumps, tosses, swaps, ..."""
    solo = result.players.get(1)
    if not solo or solo[0].solution is None:
        return ()
    rules = Rules(quest)
    state = rules.initial_state()
    hands = solo[0].hands
    used = set()
    for action in solo[0].solution:
        if isinstance(action, Toss):
            used.add("toss")
        elif isinstance(action, Teleport):
            used.add("teleport")
        elif isinstance(action, Rotate):
            used.add("rotate")
        elif isinstance(action, Slide):
            used.add("slide")
        elif isinstance(action, Move):
            if action.swap:
                used.add("swap")
            board = rules.board(state)
            for a, b in zip(action.path, action.path[1:], strict=False):
                if abs(a[0] - b[0]) + abs(a[1] - b[1]) < 2:
                    continue
                here, there = board.cell(*a), board.cell(*b)
                ladders = here is not None and there is not None
                ladders = ladders and here.type == there.type == "ladder"
                used.add("climb" if ladders else "jump")
        state = rules.apply(state, action, hands)
    return tuple(a for a in ABILITIES if a in used)


def make_row(file: str, quest: Quest, result: SolveResult) -> Row:
    return Row(
        file=file,
        title=quest.title or "",
        side=quest.side or "",
        difficulty=quest.difficulty,
        heroes=tuple(quest.heroes),
        elements=board_elements(quest),
        abilities=solution_abilities(quest, result),
        solvable=result.solvable,
        min_steps=result.min_steps,
        actions={n: result.player_range(n) for n in PLAYERS if n in result.players},
    )


_FOLDER_ORDER = ("tutorials", "adventure", "epics")


def _order(root: Path, path: Path) -> tuple[int, str]:
    rel = path.relative_to(root).as_posix()
    for rank, prefix in enumerate(_FOLDER_ORDER):
        if rel.startswith(prefix):
            return (rank, rel)
    return (len(_FOLDER_ORDER), rel)


def quest_files(root: str | Path) -> list[Path]:
    """Every quest file under ``root``: tutorials, adventures, epics, then anything else."""
    root = Path(root)
    return sorted(root.rglob("*.quest.json"), key=lambda p: _order(root, p))


Solver = Callable[[Quest], SolveResult]


def default_solver(quest: Quest) -> SolveResult:
    """Counts from the fast solver (when available), the solo solution from the reference one.

    The reference solver's breadth-first order is fixed, so the "solo solution
    uses" column does not depend on which solver found the counts.
    """
    from . import reference
    from .results import DISTRIBUTIONS
    from .solving import solve

    result = solve(quest, PLAYERS)
    if result.solvable:
        solo = reference.solve_distribution(quest, DISTRIBUTIONS[1][0])
        if solo.min_actions != result.players[1][0].min_actions:
            raise RuntimeError(f"the solvers disagree on {quest.title!r}")
        result.players[1] = [solo]
    return result


#: called before each quest is solved with (its number from 1, how many, its file)
Announce = Callable[[int, int, str], None]


def library_rows(
    root: str | Path, solver: Solver = default_solver, announce: Announce | None = None
) -> list[Row]:
    root = Path(root)
    rows = []
    files = quest_files(root)
    for i, path in enumerate(files, 1):
        file = path.relative_to(root).as_posix()
        if announce is not None:
            announce(i, len(files), file)
        quest = read_quest(path)
        rows.append(make_row(file, quest, solver(quest)))
    return rows


def announce_on_terminal(i: int, total: int, file: str) -> None:
    """A line per quest on stderr when it is a terminal (the run takes half a minute)."""
    if sys.stderr.isatty():
        print(f"[{i}/{total}] {file}", file=sys.stderr, flush=True)


def markdown_table(rows: Iterable[Row]) -> str:
    lines = ["| " + " | ".join(HEADER) + " |", "|" + "---|" * len(HEADER)]
    for row in rows:
        lines.append("| " + " | ".join(row.cells()) + " |")
    return "\n".join(lines) + "\n"


def table_lines(text: str) -> dict[str, str]:
    """The table rows found between the markers of a README, by quest file."""
    start, end = text.find(START), text.find(END)
    if start < 0 or end < start:
        return {}
    rows = {}
    for line in text[start + len(START) : end].splitlines():
        if line.startswith("| [") and "](" in line:
            file = line[3 : line.index("]")]
            rows[file] = line
    return rows


def row_line(row: Row) -> str:
    return "| " + " | ".join(row.cells()) + " |"


def replace_table(text: str, table: str) -> str:
    """README text with the section between the markers replaced by ``table``."""
    start, end = text.find(START), text.find(END)
    if start < 0 or end < start:
        return text.rstrip("\n") + f"\n\n{START}\n{table}{END}\n"
    return text[: start + len(START)] + "\n" + table + text[end:]


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    root = Path(args[0] if args else "library/tower")
    readme = root / "README.md"
    table = markdown_table(library_rows(root, announce=announce_on_terminal))
    text = readme.read_text(encoding="utf-8") if readme.exists() else ""
    from editor.core.writing import atomic_write_text

    atomic_write_text(readme, replace_table(text, table))
    print(table, end="")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
