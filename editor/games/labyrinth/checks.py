"""Legality checks of a layout (RULES.md section 6): everything the schema cannot say.

`check_layout` looks at the model and, when given the raw JSON it was loaded from,
at the file's entries too: only they show a wall or a room number given twice
(the model keeps the first) and they give each finding its JSON pointer. Every
finding is a `Diagnostic` with a stable code from `CODES` (``L1xx``) and, where it
has one, the square it is about.
"""

from __future__ import annotations

from editor.core.diagnostics import ERROR, WARNING, Diagnostic, json_pointer

from .fileformat import as_int, room_entries, wall_entries
from .model import (
    BOXED_SIZE,
    BOXED_WALLS,
    CORNERS,
    MAX_SIZE,
    MIN_SIZE,
    ROOMS,
    SIDE_WORDS,
    Edge,
    Layout,
    Square,
    edge_sort_key,
    edge_squares,
)
from .search import regions

#: code -> (severity, title): the single list of layout checks (RULES.md and tests enumerate it).
CODES: dict[str, tuple[str, str]] = {
    "L101": (ERROR, "the board size is outside 3 to 12"),
    "L102": (ERROR, "a wall on the rim of the board or outside it"),
    "L103": (ERROR, "a wall is given twice (also as the neighbour's opposite side)"),
    "L104": (ERROR, "a room number is missing"),
    "L105": (ERROR, "a room number is given twice"),
    "L106": (ERROR, "a room number outside 1 to 5"),
    "L107": (ERROR, "a room outside the board"),
    "L108": (ERROR, "two rooms on one square"),
    "L109": (ERROR, "a room on a corner"),
    "L110": (ERROR, "squares that some corner cannot reach"),
    "L111": (WARNING, "more walls than the boxed game's 24 wall pieces"),
    "L112": (WARNING, "a board size other than the boxed 6 x 6"),
}


def _diag(code: str, message: str, at: Square | None = None, path=None) -> Diagnostic:
    pointer = json_pointer(path) if path is not None else None
    return Diagnostic(code, CODES[code][0], message, at=at, path=pointer)


def _sq(square: Square) -> str:
    return f"{square[0]},{square[1]}"


def _and(words: list[str]) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def check_layout(layout: Layout, data=None) -> list[Diagnostic]:
    """Every legality finding of ``layout``; ``data`` is the JSON it was loaded from, if any."""
    size = layout.size
    size_in_file = as_int(data.get("size")) if isinstance(data, dict) else None
    if size_in_file is not None and not MIN_SIZE <= size_in_file <= MAX_SIZE:
        size = size_in_file
    out: list[Diagnostic] = []
    size_ok = MIN_SIZE <= size <= MAX_SIZE
    if not size_ok:
        out.append(
            _diag(
                "L101",
                f"the board is {size} x {size} squares; a board has 3 to 12 squares a side",
                path=["size"],
            )
        )
    out += _wall_checks(layout, data)
    out += _room_checks(layout, data)
    if size_ok:
        out += _reachability(layout)
        walls = len(layout.inner_walls())
        if walls > BOXED_WALLS:
            out.append(
                _diag(
                    "L111",
                    f"the layout has {walls} walls; the boxed game has only {BOXED_WALLS} wall pieces",
                    path=["walls"],
                )
            )
        if size != BOXED_SIZE:
            out.append(
                _diag(
                    "L112",
                    f"the board is {size} x {size} squares; the boxed board is 6 x 6, "
                    "so this layout cannot be built in the box",
                    path=["size"],
                )
            )
    return out


def _wall_words(layout: Layout, edge: Edge) -> tuple[Square, str]:
    """The square to name for a wall, and the wall in words."""
    a, b = edge_squares(edge)
    side = edge[2]
    if layout.inside(a) and layout.inside(b):
        return a, f"the wall between squares {_sq(a)} and {_sq(b)}"
    if layout.inside(b):
        return (
            b,
            f"the wall on the {SIDE_WORDS['N' if side == 'S' else 'W']} side of square {_sq(b)}",
        )
    return a, f"the wall on the {SIDE_WORDS[side]} side of square {_sq(a)}"


def _wall_checks(layout: Layout, data) -> list[Diagnostic]:
    if data is not None:
        entries: list[tuple[int | None, Edge]] = list(wall_entries(data))
    else:
        entries = [(None, e) for e in sorted(layout.walls, key=edge_sort_key)]
    out = []
    first: dict[Edge, int | None] = {}
    for index, edge in entries:
        path = ["walls", index] if index is not None else None
        square, words = _wall_words(layout, edge)
        if edge in first:
            earlier = first[edge]
            where = (
                f' (entries {earlier + 1} and {index + 1} of "walls")'
                if earlier is not None
                else ""
            )
            out.append(
                _diag("L103", f"square {_sq(square)}: {words} is given twice{where}", square, path)
            )
            continue
        first[edge] = index
        if layout.is_inner_edge(edge):
            continue
        a, b = edge_squares(edge)
        if layout.inside(a) or layout.inside(b):
            reason = "is on the rim of the board, which is always closed; remove it"
        else:
            reason = f"is outside the {layout.size} x {layout.size} board"
        out.append(_diag("L102", f"square {_sq(square)}: {words} {reason}", square, path))
    return out


def _room_checks(layout: Layout, data) -> list[Diagnostic]:
    if data is not None:
        entries: list[tuple[int | None, int, Square]] = list(room_entries(data))
    else:
        entries = [(None, k, layout.rooms[k]) for k in sorted(layout.rooms)]
    out = []
    placed: dict[int, Square] = {}
    on_square: dict[Square, int] = {}
    corners = {sq: name for name, sq in layout.corners.items()}
    for index, number, at in entries:
        path = ["rooms", index] if index is not None else None
        where = f"square {_sq(at)}"
        if number not in ROOMS:
            out.append(
                _diag("L106", f"{where}: room number {number} is not one of 1 to 5", at, path)
            )
            continue
        if number in placed:
            out.append(
                _diag(
                    "L105",
                    f"{where}: room {number} is given twice (first at square "
                    f"{_sq(placed[number])}); only the first counts",
                    at,
                    path,
                )
            )
            continue
        placed[number] = at
        if not layout.inside(at):
            out.append(
                _diag(
                    "L107",
                    f"{where}: room {number} is outside the {layout.size} x {layout.size} board",
                    at,
                    path,
                )
            )
            continue
        if at in on_square:
            out.append(
                _diag(
                    "L108",
                    f"{where}: rooms {on_square[at]} and {number} are on the same square",
                    at,
                    path,
                )
            )
        else:
            on_square[at] = number
        if at in corners:
            out.append(
                _diag(
                    "L109",
                    f"{where}: room {number} is on the {corners[at]} corner, where a wizard starts",
                    at,
                    path,
                )
            )
    missing = [str(k) for k in ROOMS if k not in placed]
    if missing:
        noun = "room" if len(missing) == 1 else "rooms"
        verb = "is" if len(missing) == 1 else "are"
        out.append(
            _diag(
                "L104",
                f"{noun} {_and(missing)} {verb} missing; a layout has rooms 1 to 5, once each",
                path=["rooms"],
            )
        )
    return out


def _reachability(layout: Layout) -> list[Diagnostic]:
    parts = regions(layout)
    if len(parts) == 1:
        return []
    corners = layout.corners
    out = []
    for region in parts:
        inside = set(region)
        cut_off = [name for name in CORNERS if corners[name] not in inside]
        if not cut_off:
            continue
        square = region[0]
        names = _and(cut_off)
        text = f"square {_sq(square)}: the {names} corner{'s' if len(cut_off) > 1 else ''} cannot reach"
        others = len(region) - 1
        text += f" this square and {others} more walled off with it" if others else " this square"
        rooms = [str(k) for k in sorted(layout.rooms) if layout.rooms[k] in inside]
        if rooms:
            text += f" (holding room{'s' if len(rooms) > 1 else ''} {_and(rooms)})"
        out.append(_diag("L110", text, square, ["walls"]))
    return out
