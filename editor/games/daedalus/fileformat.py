"""The `daedalus/1` file format: maze <-> JSON, canonical and loss-free.

`maze_from_dict` expects data that passed the schema
(`schemas/daedalus-1.schema.json`). `maze_from_dict_lenient` takes any JSON
value and never raises: it keeps what it understands so that an editor can open
a broken file (the checks, given the same data, say what was wrong).

Saving is canonical: keys in a fixed order, 2-space indent, one wall per line,
radial walls sorted by ring then sector, arcs by boundary then sector, and a
trailing newline, so that a canonical file loads and saves back byte for byte.
"""

from __future__ import annotations

import json

from editor.core.jsontext import as_int, canonical_text

from .model import (
    DEFAULT_RINGS,
    DEFAULT_SECTORS,
    FORMAT,
    MAX_RINGS,
    MAX_SECTORS,
    MIN_RINGS,
    MIN_SECTORS,
    Maze,
)

_TEXT_KEYS = ("title", "author", "notes")
#: The two kinds of wall: the file's key and the names of an entry's two numbers.
WALL_KEYS = {"radial": ("ring", "sector"), "arcs": ("boundary", "sector")}


def maze_from_dict(data: dict) -> Maze:
    """Build a maze from schema-valid data (a wall given twice is kept once)."""
    maze = Maze(
        rings=int(data.get("rings", DEFAULT_RINGS)),
        sectors=int(data.get("sectors", DEFAULT_SECTORS)),
        phase=int(data.get("phase", 0)),
    )
    for key in _TEXT_KEYS:
        setattr(maze, key, data.get(key))
    maze.radial = {(e["ring"], e["sector"]) for e in data["radial"]}
    maze.arcs = {(e["boundary"], e["sector"]) for e in data["arcs"]}
    return maze


# -- tolerant reading (lenient loader and checks) ---------------------------------------


def wall_entries(data, key: str) -> list[tuple[int, tuple[int, int]]]:
    """(index in the list, the wall's two numbers) for every entry of ``key`` ("radial" or
    "arcs") that gives both numbers as whole numbers."""
    items = data.get(key) if isinstance(data, dict) else None
    if not isinstance(items, list):
        return []
    first, second = WALL_KEYS[key]
    out = []
    for i, entry in enumerate(items):
        if isinstance(entry, dict):
            a, b = as_int(entry.get(first)), as_int(entry.get(second))
            if a is not None and b is not None:
                out.append((i, (a, b)))
    return out


def board_numbers(data) -> tuple[int | None, int | None, int | None]:
    """The file's rings, sectors and phase as whole numbers (None where absent or not whole)."""
    if not isinstance(data, dict):
        return None, None, None
    return tuple(
        as_int(data[k]) if k in data else d
        for k, d in (("rings", DEFAULT_RINGS), ("sectors", DEFAULT_SECTORS), ("phase", 0))
    )


def maze_from_dict_lenient(data) -> Maze:
    """Whatever JSON value ``data`` is, a usable maze: never raises.

    Rings and sectors that are not whole numbers take their defaults, and are capped
    to 3..10 and 8..48; an odd number of sectors is lowered to the even one below. A
    phase that is not a whole number of this board takes 0. Only walls in range are
    kept; texts that are not strings are dropped.
    """
    maze = Maze()
    if not isinstance(data, dict):
        return maze
    rings, sectors, phase = board_numbers(data)
    if rings is not None:
        maze.rings = min(MAX_RINGS, max(MIN_RINGS, rings))
    if sectors is not None:
        maze.sectors = min(MAX_SECTORS, max(MIN_SECTORS, sectors)) // 2 * 2
    if phase is not None and 0 <= phase < maze.sectors:
        maze.phase = phase
    for key in _TEXT_KEYS:
        value = data.get(key)
        if isinstance(value, str):
            setattr(maze, key, value)
    maze.radial = {w for _, w in wall_entries(data, "radial") if maze.in_range_radial(w)}
    maze.arcs = {a for _, a in wall_entries(data, "arcs") if maze.in_range_arc(a)}
    return maze


# -- saving --------------------------------------------------------------------------


def maze_to_dict(maze: Maze) -> dict:
    out: dict = {"format": FORMAT}
    for key in _TEXT_KEYS:
        value = getattr(maze, key)
        if value is not None:
            out[key] = value
    out["rings"] = maze.rings
    out["sectors"] = maze.sectors
    out["phase"] = maze.phase
    out["radial"] = [{"ring": r, "sector": s} for r, s in sorted(maze.radial)]
    out["arcs"] = [{"boundary": b, "sector": s} for b, s in sorted(maze.arcs)]
    return out


def dumps(maze: Maze) -> str:
    """The canonical text of a maze file."""
    return canonical_text(maze_to_dict(maze))


def loads(text: str) -> Maze:
    """A maze from the text of a schema-valid file (for tests and tools)."""
    return maze_from_dict(json.loads(text))
