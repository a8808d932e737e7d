"""The shipped quest library: complete, canonical, solvable, cooperative, and its README true."""

from __future__ import annotations

from pathlib import Path

import pytest

from editor.core import registry
from editor.games.tower import reference
from editor.games.tower.fileformat import dumps
from editor.games.tower.librarytable import (
    PLAYERS,
    make_row,
    quest_files,
    row_line,
    solution_abilities,
    table_lines,
)
from editor.games.tower.load import load_quest, read_quest
from editor.games.tower.model import Cell
from editor.games.tower.results import DISTRIBUTIONS, SolveResult

LIBRARY = Path(__file__).resolve().parent.parent / "library" / "tower"
FILES = [p.relative_to(LIBRARY).as_posix() for p in quest_files(LIBRARY)]
EPICS = [f for f in FILES if f.startswith("epics/")]
#: the epics on the backs of the adventures' trials (each adventure's folder holds its own)
BACKS = ["adventure-1/epic-turning-cellar.quest.json", "adventure-2/epic-family-vault.quest.json"]
#: quests whose nine reference searches take more than a few seconds: for these the README's
#: 2-4 player counts are checked against the fast solver (itself tested against the reference)
HEAVY = [*EPICS, *BACKS, "adventure-2/03-three-armories.quest.json"]
SMALL = [f for f in FILES if f not in HEAVY]
#: every quest, the heavy ones marked slow
ALL = [pytest.param(f, marks=pytest.mark.slow) if f in HEAVY else f for f in FILES]
#: generous: the largest quest needs under 40,000 states for one distribution
MAX_STATES = 200_000

#: Who cannot be spared (by design): without this hero the others are stuck.
#: Every quest also needs its keys (see test_keys_are_needed).
NEEDED_HEROES = {
    "tutorials/01-doors-and-keys.quest.json": ["dwarf", "elf"],
    "tutorials/02-ladders.quest.json": ["dwarf", "elf"],
    "tutorials/03-air-dwarf-elf.quest.json": ["dwarf", "elf"],
    "tutorials/04-barbarian.quest.json": ["dwarf", "barbarian"],
    "tutorials/05-mage.quest.json": ["dwarf", "mage"],
    "tutorials/06-little-sister.quest.json": ["elf", "sister"],
    "adventure-1/01-ladder-duty.quest.json": ["dwarf", "barbarian"],
    "adventure-1/02-stepping-stone.quest.json": ["elf", "sister"],
    "adventure-1/03-over-the-pit.quest.json": ["dwarf", "barbarian"],
    "adventure-1/04-borrowed-place.quest.json": ["dwarf", "mage"],
    "adventure-2/01-airmail.quest.json": ["dwarf", "barbarian", "sister"],
    "adventure-2/02-changing-places.quest.json": ["dwarf", "elf", "mage"],
    "adventure-2/03-three-armories.quest.json": ["dwarf", "barbarian"],
    "adventure-2/04-family-reunion.quest.json": ["dwarf", "barbarian", "mage", "sister"],
    "adventure-1/epic-turning-cellar.quest.json": ["dwarf", "elf"],
    "adventure-2/epic-family-vault.quest.json": ["dwarf", "barbarian"],
    "epics/01-turning-tower.quest.json": ["dwarf", "elf", "barbarian"],
    "epics/02-sliding-walls.quest.json": ["dwarf", "elf"],
}

#: What each tutorial teaches must be in its optimal solo solution.
TUTORIAL_USES = {
    "tutorials/02-ladders.quest.json": "climb",
    "tutorials/03-air-dwarf-elf.quest.json": "jump",
    "tutorials/04-barbarian.quest.json": "toss",
    "tutorials/05-mage.quest.json": "swap",
    "tutorials/06-little-sister.quest.json": "teleport",
}

_solo_cache: dict[str, object] = {}


def quest(file: str):
    return read_quest(LIBRARY / file)


def solo(file: str):
    """The reference solver's solo result for a library quest (cached: several tests use it)."""
    if file not in _solo_cache:
        _solo_cache[file] = reference.solve_distribution(
            quest(file), DISTRIBUTIONS[1][0], max_states=MAX_STATES
        )
    return _solo_cache[file]


def solo_solvable(q) -> bool | None:
    d = reference.solve_distribution(q, DISTRIBUTIONS[1][0], max_states=MAX_STATES)
    return None if not d.complete else d.min_actions is not None


# -- what is in the library ------------------------------------------------------------


def test_library_holds_the_quests_the_issue_asks_for():
    quests = {f: quest(f) for f in FILES}
    tutorials = sorted(f for f in FILES if f.startswith("tutorials/"))
    assert len(tutorials) == 6
    assert tutorials[0] == "tutorials/01-doors-and-keys.quest.json"  # the README quick start
    assert [f.split("/")[1][:2] for f in tutorials] == ["01", "02", "03", "04", "05", "06"]
    assert all(quests[f].side == "tutorial" and len(quests[f].cards) == 1 for f in tutorials)
    for adventure, difficulties in (("adventure-1/", {1, 2}), ("adventure-2/", {2, 3})):
        trials = [f for f in FILES if f.startswith(adventure) and f not in BACKS]
        assert len(trials) == 4
        for f in trials:
            q = quests[f]
            assert q.side == "trial" and len(q.cards) == 1 and q.slots == (1, 1)
            assert q.difficulty in difficulties
        (back,) = [f for f in BACKS if f.startswith(adventure)]
        epic = quests[back]
        assert epic.side == "epic" and len(epic.cards) == 4 and epic.slots == (2, 2)
        assert {quests[f].size for f in trials} == {epic.size}
    assert len(EPICS) == 2
    by_slots = {quests[f].slots: quests[f] for f in EPICS}
    assert set(by_slots) == {(2, 2), (3, 3)}
    four, eight = by_slots[(2, 2)], by_slots[(3, 3)]
    for q, cards, kind in ((four, 4, "rotation"), (eight, 8, "sliding")):
        assert q.side == "epic" and len(q.cards) == cards
        assert any(c.type == kind for card in q.cards for c in card.cells.values())
    slots = {card.slot for card in eight.cards}
    assert len(slots) == 8  # one card per slot, so exactly one of the nine slots is the hole
    assert len(FILES) == 18


@pytest.mark.parametrize("file", FILES)
def test_quest_loads_cleanly_and_is_canonical(file):
    path = LIBRARY / file
    result = load_quest(path)
    assert result.ok, [d.to_text() for d in result.diagnostics]
    q = result.quest
    assert dumps(q) == path.read_text(encoding="utf-8")
    assert q.title and q.notes and q.author == "Mazewright team"
    assert q.difficulty in (1, 2, 3, 4) and q.side in ("tutorial", "trial", "epic")
    assert len(q.heroes) >= 2


def test_library_validates_without_errors_or_warnings():
    from editor.core import validate

    report = validate.validate_paths([str(LIBRARY)])
    others = [p for s in registry.suffixes() if s != ".quest.json" for p in LIBRARY.rglob(f"*{s}")]
    assert len(list(LIBRARY.rglob("*.adventure.json"))) == 2
    assert report.files == len(FILES) + len(others)
    # the layouts' and mazes' warnings (boards other than the box's, death traps) are by
    # design: test_labyrinth_validate.py and test_daedalus_library.py say which
    by_design = (".labyrinth.json", ".daedalus.json")
    quests = [d.to_text() for d in report.diagnostics if not d.file.endswith(by_design)]
    assert quests == [] and report.errors == 0


# -- solvable, and the heroes need each other --------------------------------------------


@pytest.mark.slow
@pytest.mark.parametrize("file", ALL)
def test_reference_solver_completes_the_quest(file):
    d = solo(file)
    assert d.complete and d.min_actions is not None
    # the solution really completes the quest in the engine
    from editor.games.tower.rules import Rules

    q = quest(file)
    rules = Rules(q)
    state = rules.initial_state()
    for action in d.solution:
        state = rules.apply(state, action, d.hands)
    assert rules.is_goal(state) and len(d.solution) == d.min_actions


@pytest.mark.parametrize("file", FILES)
def test_heroes_cannot_be_spared(file):
    q = quest(file)
    for hero in NEEDED_HEROES[file]:
        alone = q.copy()
        alone.heroes.pop(hero)
        assert solo_solvable(alone) is False, f"{file} works without the {hero}"


@pytest.mark.parametrize("file", FILES)
def test_keys_are_needed(file):
    q = quest(file).copy()
    keys = 0
    for card in q.cards:
        for at, cell in list(card.cells.items()):
            if cell.type == "key":
                card.set_cell(*at, Cell("floor"))
                keys += 1
    assert keys > 0
    assert solo_solvable(q) is False


@pytest.mark.parametrize("file", EPICS + BACKS)
def test_epic_cards_must_move(file):
    q = quest(file).copy()
    for card in q.cards:
        for at, cell in list(card.cells.items()):
            if cell.type in ("rotation", "sliding"):
                card.set_cell(*at, Cell("floor"))
    assert solo_solvable(q) is False


@pytest.mark.parametrize("file", sorted(TUTORIAL_USES))
def test_tutorial_solution_uses_what_it_teaches(file):
    q = quest(file)
    result = SolveResult(solvable=True, min_steps=None, players={1: [solo(file)]})
    assert TUTORIAL_USES[file] in solution_abilities(q, result)


def test_epic_solutions_move_cards():
    for file in EPICS + BACKS:
        q = quest(file)
        result = SolveResult(solvable=True, min_steps=None, players={1: [solo(file)]})
        kind = "rotate" if q.slots == (2, 2) else "slide"
        assert kind in solution_abilities(q, result)


# -- the README table ------------------------------------------------------------------


def readme_rows() -> dict[str, str]:
    return table_lines((LIBRARY / "README.md").read_text(encoding="utf-8"))


def test_readme_lists_every_quest():
    assert sorted(readme_rows()) == sorted(FILES)


@pytest.mark.slow
@pytest.mark.parametrize("file", SMALL)
def test_readme_row_matches_the_reference_solver(file):
    q = quest(file)
    result = reference.solve(q, PLAYERS, max_states=MAX_STATES)
    assert result.solvable is True
    # the solo solution is the reference solver's, found again by the same search
    result.players[1] = [solo(file)]
    assert readme_rows()[file] == row_line(make_row(file, q, result))


def _cells(line: str) -> list[str]:
    return [c.strip() for c in line.strip().strip("|").split("|")]


@pytest.mark.slow
@pytest.mark.parametrize("file", HEAVY)
def test_readme_heavy_row_matches_the_solvers(file):
    """Solo actions and min steps from the reference solver, 2-4 players from the fast one."""
    q = quest(file)
    steps, complete, _ = reference.min_steps(q, max_states=MAX_STATES)
    assert complete
    result = SolveResult(solvable=True, min_steps=steps, players={1: [solo(file)]})
    from editor.games.tower import fast

    full = fast.solve(q, (2, 3, 4))
    assert full.solvable is True
    for n in (2, 3, 4):
        result.players[n] = full.players[n]
    expected = _cells(row_line(make_row(file, q, result)))
    assert _cells(readme_rows()[file]) == expected


# -- the table builder itself ------------------------------------------------------------


def test_table_section_is_replaced_between_the_markers_only():
    from editor.games.tower.librarytable import END, START, replace_table

    text = f"# Title\n\nprose before\n\n{START}\nold table\n{END}\n\nprose after\n"
    table = "| file | x |\n|---|---|\n| [a.quest.json](a.quest.json) | 1 |\n"
    new = replace_table(text, table)
    assert new.startswith("# Title\n\nprose before\n\n") and new.endswith("\n\nprose after\n")
    assert "old table" not in new
    assert table_lines(new) == {"a.quest.json": "| [a.quest.json](a.quest.json) | 1 |"}
    # a README without markers gets the section appended
    assert table_lines(replace_table("# Title\n", table)) == table_lines(new)


def test_board_elements_name_what_the_cards_hold():
    from builders import make_quest

    from editor.games.tower.librarytable import board_elements

    q = make_quest(
        5,
        heroes={"dwarf": (0, 0), "barbarian": (4, 4)},
        cells={(2, 2): "trap", (1, 1): "key1", (3, 3): "exit"},
        edges=[(0, 0, "E", "door", 1), (4, 4, "N", "narrow")],
    )
    assert board_elements(q) == ("doors and keys", "narrow passages", "traps")
