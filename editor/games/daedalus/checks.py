"""Legality checks of a maze (RULES.md section 6): everything the schema cannot say.

`check_maze` looks at the model and, when given the raw JSON it was loaded from,
at the file's entries too: only they show a wall given twice (the model keeps one)
and they give each finding its JSON pointer. Every finding is a `Diagnostic` with
a stable code from `CODES` (``D1xx``), a sentence naming the ring and sector, and
where it has one the field ``(ring, sector)`` in ``at``.
"""

from __future__ import annotations

from editor.core.diagnostics import ERROR, WARNING, Diagnostic, json_pointer

from .fileformat import board_numbers, wall_entries
from .model import (
    DEFAULT_RINGS,
    DEFAULT_SECTORS,
    MAX_RINGS,
    MAX_SECTORS,
    MIN_RINGS,
    MIN_SECTORS,
    Maze,
)
from .search import Search

#: code -> (severity, title): the single list of maze checks (RULES.md and tests enumerate it).
CODES: dict[str, tuple[str, str]] = {
    "D101": (ERROR, "the number of rings is outside 3 to 10"),
    "D102": (ERROR, "the number of sectors is odd or outside 8 to 48"),
    "D103": (ERROR, "the phase is outside 0 to sectors - 1"),
    "D104": (ERROR, "a radial wall's ring or sector is outside the board"),
    "D105": (ERROR, "an arc's boundary or sector is outside the board"),
    "D106": (ERROR, "a radial wall is given twice"),
    "D107": (ERROR, "an arc is given twice"),
    "D108": (ERROR, "no entrance field lets a lone soldier reach the chamber and get back out"),
    "D109": (WARNING, "a field is a death trap at some phase"),
    "D110": (WARNING, "an entrance field from which the full trip is impossible"),
    "D111": (WARNING, "not the boxed board of 6 rings and 24 sectors"),
}


def _diag(code: str, message: str, at=None, path=None) -> Diagnostic:
    pointer = json_pointer(path) if path is not None else None
    return Diagnostic(code, CODES[code][0], message, at=at, path=pointer)


def phases_words(phases: list[int]) -> str:
    """Sorted phases in words, runs joined: "phase 3", "phases 3-5 and 9"."""
    runs: list[list[int]] = []
    for t in phases:
        if runs and t == runs[-1][1] + 1:
            runs[-1][1] = t
        else:
            runs.append([t, t])
    parts = [f"{a}" if a == b else f"{a}-{b}" for a, b in runs]
    noun = "phase" if len(phases) == 1 else "phases"
    text = parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]
    return f"{noun} {text}"


def arc_field(maze: Maze, arc: tuple[int, int]) -> tuple[int, int]:
    """The field a diagnostic about an arc points at: the one just inside it (the last ring
    for the chamber's boundary), at the sector it lies over at the file's phase."""
    boundary, film = arc
    return min(boundary, maze.rings - 1), maze.board_sector(film, maze.phase)


def check_maze(maze: Maze, data=None, found: Search | None = None) -> list[Diagnostic]:
    """Every legality finding of ``maze``; ``data`` is the JSON it was loaded from, if any;
    ``found`` is the maze's `Search` when the caller has one already."""
    rings, sectors, phase = maze.rings, maze.sectors, maze.phase
    if data is not None:
        read = board_numbers(data)
        rings, sectors, phase = (
            v if v is not None else d for v, d in zip(read, (rings, sectors, phase), strict=True)
        )
    out: list[Diagnostic] = []
    if not MIN_RINGS <= rings <= MAX_RINGS:
        out.append(
            _diag("D101", f"the board has {rings} rings; a maze has 3 to 10 rings", path=["rings"])
        )
    if not MIN_SECTORS <= sectors <= MAX_SECTORS or sectors % 2:
        out.append(
            _diag(
                "D102",
                f"the board has {sectors} sectors; a maze has an even number of sectors "
                "from 8 to 48",
                path=["sectors"],
            )
        )
    elif not 0 <= phase < sectors:
        out.append(
            _diag(
                "D103",
                f"the phase is {phase}; on a board of {sectors} sectors it is 0 to {sectors - 1}",
                path=["phase"],
            )
        )
    board_ok = not out
    out += _radial_checks(maze, data, board_ok)
    out += _arc_checks(maze, data, board_ok)
    if out:
        return out
    return _play_checks(maze, found or Search(maze))


def _entries(maze: Maze, data, key: str) -> list[tuple[int | None, tuple[int, int]]]:
    if data is not None:
        return list(wall_entries(data, key))
    walls = maze.radial if key == "radial" else maze.arcs
    return [(None, w) for w in sorted(walls)]


def _twice(first: dict, wall, index: int | None, key: str) -> str:
    earlier = first[wall]
    if earlier is None or index is None:
        return ""
    return f' (entries {earlier + 1} and {index + 1} of "{key}")'


def _radial_checks(maze: Maze, data, board_ok: bool) -> list[Diagnostic]:
    out = []
    first: dict[tuple[int, int], int | None] = {}
    for index, wall in _entries(maze, data, "radial"):
        path = ["radial", index] if index is not None else None
        ring, sector = wall
        name = f"radial wall at ring {ring}, sector {sector}"
        inside = maze.in_range_radial(wall)
        at = wall if inside else None
        if wall in first:
            where = _twice(first, wall, index, "radial")
            out.append(_diag("D106", f"{name}: given twice{where}", at, path))
            continue
        first[wall] = index
        if board_ok and not inside:
            if not 0 <= ring < maze.rings:
                why = f"ring {ring} is not one of this board's rings 0 to {maze.rings - 1}"
            else:
                why = f"sector {sector} is not one of this board's sectors 0 to {maze.sectors - 1}"
            out.append(_diag("D104", f"{name}: {why}", None, path))
    return out


def _arc_checks(maze: Maze, data, board_ok: bool) -> list[Diagnostic]:
    out = []
    first: dict[tuple[int, int], int | None] = {}
    for index, arc in _entries(maze, data, "arcs"):
        path = ["arcs", index] if index is not None else None
        boundary, sector = arc
        name = f"arc on boundary {boundary} over film sector {sector}"
        inside = maze.in_range_arc(arc)
        at = arc_field(maze, arc) if inside and board_ok else None
        if arc in first:
            where = _twice(first, arc, index, "arcs")
            out.append(_diag("D107", f"{name}: given twice{where}", at, path))
            continue
        first[arc] = index
        if board_ok and not inside:
            if not 0 <= boundary <= maze.rings:
                why = f"boundary {boundary} is not one of this board's boundaries 0 to {maze.rings}"
            else:
                why = f"sector {sector} is not one of this board's sectors 0 to {maze.sectors - 1}"
            out.append(_diag("D105", f"{name}: {why}", None, path))
    return out


def _play_checks(maze: Maze, found: Search) -> list[Diagnostic]:
    out = []
    trips = [found.trip(s) for s in range(maze.sectors)]
    if all(t is None for t in trips):
        inside = [s for s in range(maze.sectors) if found.to_chamber(s) is not None]
        if inside:
            why = (
                f"a soldier from sector {inside[0]} reaches the chamber but none gets back "
                "out with the treasure"
            )
        else:
            why = "no soldier ever reaches the chamber"
        out.append(
            _diag(
                "D108",
                f"no entrance field lets a lone soldier reach the chamber and get back out: {why}",
            )
        )
    else:
        for s, trip in enumerate(trips):
            if trip is not None:
                continue
            rounds = found.to_chamber(s)
            if rounds is None:
                why = "a soldier placed here never reaches the chamber alive"
            else:
                why = (
                    f"a soldier placed here reaches the chamber in {rounds} rounds but never "
                    "gets back out alive"
                )
            out.append(
                _diag(
                    "D110",
                    f"ring 0, sector {s}: the full trip is impossible from this entrance field: "
                    f"{why}",
                    (0, s),
                )
            )
    for (ring, sector), phases in found.death_traps().items():
        out.append(
            _diag(
                "D109",
                f"ring {ring}, sector {sector}: a death trap at {phases_words(phases)} (a "
                "soldier without the treasure has no step there and dies)",
                (ring, sector),
            )
        )
    if (maze.rings, maze.sectors) != (DEFAULT_RINGS, DEFAULT_SECTORS):
        out.append(
            _diag(
                "D111",
                f"the board has {maze.rings} rings and {maze.sectors} sectors; the boxed board "
                f"has {DEFAULT_RINGS} rings and {DEFAULT_SECTORS} sectors, so this maze cannot "
                "be built in the box",
            )
        )
    return out
