"""The `labyrinth/1` file format: layout <-> JSON, canonical and loss-free.

`layout_from_dict` expects data that passed the schema
(`schemas/labyrinth-1.schema.json`). `layout_from_dict_lenient` takes any JSON
value and never raises: it keeps what it understands so that an editor can open a
broken file (the checks, given the same data, say what was wrong).

Saving is canonical: keys in a fixed order, 2-space indent, one wall or room per
line, walls as E/S sides sorted by row then column, rooms by number, and a
trailing newline, so that a canonical file loads and saves back byte for byte.
"""

from __future__ import annotations

import json

from editor.core.jsontext import as_int, canonical_text

from .model import (
    DEFAULT_SIZE,
    FORMAT,
    MAX_SIZE,
    MIN_SIZE,
    ROOMS,
    SIDES,
    Edge,
    Layout,
    Square,
    canonical_edge,
    edge_sort_key,
)

_TEXT_KEYS = ("title", "author", "notes")


def _point(value) -> Square:
    return (int(value[0]), int(value[1]))


def layout_from_dict(data: dict) -> Layout:
    """Build a layout from schema-valid data; of duplicated walls or room numbers the first wins."""
    layout = Layout(size=int(data.get("size", DEFAULT_SIZE)))
    for key in _TEXT_KEYS:
        setattr(layout, key, data.get(key))
    for entry in data["walls"]:
        x, y = _point(entry["at"])
        layout.walls.add(canonical_edge(x, y, entry["side"]))
    for entry in data["rooms"]:
        layout.rooms.setdefault(int(entry["number"]), _point(entry["at"]))
    return layout


# -- tolerant reading (lenient loader and checks) ---------------------------------------


def as_point(value) -> Square | None:
    if isinstance(value, list) and len(value) == 2:
        x, y = as_int(value[0]), as_int(value[1])
        if x is not None and y is not None:
            return (x, y)
    return None


def _entries(data, key: str) -> list[tuple[int, dict]]:
    items = data.get(key) if isinstance(data, dict) else None
    if not isinstance(items, list):
        return []
    return [(i, e) for i, e in enumerate(items) if isinstance(e, dict)]


def wall_entries(data) -> list[tuple[int, Edge]]:
    """(index in "walls", canonical edge) for every wall entry that names a square and a side."""
    out = []
    for i, entry in _entries(data, "walls"):
        at, side = as_point(entry.get("at")), entry.get("side")
        if at is not None and side in SIDES:
            out.append((i, canonical_edge(at[0], at[1], side)))
    return out


def room_entries(data) -> list[tuple[int, int, Square]]:
    """(index in "rooms", number, square) for every room entry with a whole number and a square."""
    out = []
    for i, entry in _entries(data, "rooms"):
        number, at = as_int(entry.get("number")), as_point(entry.get("at"))
        if number is not None and at is not None:
            out.append((i, number, at))
    return out


def layout_from_dict_lenient(data) -> Layout:
    """Whatever JSON value ``data`` is, a usable layout: never raises.

    A size that is not a whole number becomes 6 and one outside 3..12 is capped to
    that range. Only walls between two squares of the board and rooms numbered
    1..5 on the board are kept (the first entry of a number wins); texts that are
    not strings are dropped.
    """
    layout = Layout()
    if not isinstance(data, dict):
        return layout
    size = as_int(data.get("size"))
    if size is not None:
        layout.size = min(MAX_SIZE, max(MIN_SIZE, size))
    for key in _TEXT_KEYS:
        value = data.get(key)
        if isinstance(value, str):
            setattr(layout, key, value)
    for _, edge in wall_entries(data):
        if layout.is_inner_edge(edge):
            layout.walls.add(edge)
    for _, number, at in room_entries(data):
        if number in ROOMS and layout.inside(at):
            layout.rooms.setdefault(number, at)
    return layout


# -- saving --------------------------------------------------------------------------


def _wall_to_dict(edge: Edge) -> dict:
    """An edge as the file writes it: E/S of its square, or N/W of the neighbour off the grid."""
    x, y, side = edge
    if side == "S" and y < 0:
        return {"at": [x, y + 1], "side": "N"}
    if side == "E" and x < 0:
        return {"at": [x + 1, y], "side": "W"}
    return {"at": [x, y], "side": side}


def layout_to_dict(layout: Layout) -> dict:
    out: dict = {"format": FORMAT}
    for key in _TEXT_KEYS:
        value = getattr(layout, key)
        if value is not None:
            out[key] = value
    out["size"] = layout.size
    out["walls"] = [_wall_to_dict(e) for e in sorted(layout.walls, key=edge_sort_key)]
    out["rooms"] = [{"number": k, "at": list(layout.rooms[k])} for k in sorted(layout.rooms)]
    return out


def dumps(layout: Layout) -> str:
    """The canonical text of a layout file."""
    return canonical_text(layout_to_dict(layout))


def loads(text: str) -> Layout:
    """A layout from the text of a schema-valid file (for tests and tools)."""
    return layout_from_dict(json.loads(text))
