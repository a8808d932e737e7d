"""The checks of a scenario (RULES.md section 6): everything the schema cannot say.

Every finding is a `Diagnostic` with a stable code from `CODES` (``M1xx``) naming
the tile (``card``) and the local space (``at``) it is about, where it has them.
"""

from __future__ import annotations

from collections import Counter

from editor.core.diagnostics import ERROR, WARNING, Diagnostic, json_pointer

from .geometry import placement_from
from .model import (
    ENTRY,
    PASSAGES,
    SIDE_WORDS,
    Edge,
    Point,
    Scenario,
    Tile,
    inside,
)

#: code -> (severity, title): the single list of scenario checks.
CODES: dict[str, tuple[str, str]] = {
    "M101": (ERROR, "an explore space off the exploration positions (or on a tile's entry)"),
    "M102": (ERROR, "a space is given twice"),
    "M103": (ERROR, "a wall is given twice (also as the neighbour's opposite side)"),
    "M104": (ERROR, "a wall on a passage (the outer side of an explore space or an entry)"),
    "M105": (ERROR, "an escalator from a space to itself, or the same escalator twice"),
    "M106": (ERROR, "two tiles have the same id"),
    "M107": (ERROR, "not exactly one start tile, or the start names another tile"),
    "M108": (ERROR, "the deck or the placed tiles name a tile that does not exist"),
    "M109": (ERROR, "a tile twice in the deck and the placed tiles, or the start tile there"),
    "M110": (ERROR, "a placed tile hangs from no explore space of a tile placed before it"),
    "M111": (ERROR, "two tiles on one place of the mall"),
    "M112": (ERROR, "a hero starts outside the start tile"),
    "M113": (ERROR, "two heroes start on the same space"),
    "M114": (ERROR, "a hero in play has no item of its colour anywhere in the scenario"),
    "M115": (ERROR, "a hero in play has no exit it may use anywhere in the scenario"),
    "M116": (WARNING, "an explore space of a hero not in play"),
    "M117": (WARNING, "every hero starts on its item"),
    "M118": (WARNING, "a tile that is neither the start, placed nor in the deck"),
    "M201": (ERROR, "the solver proved the heist cannot succeed (--solve)"),
    "M202": (
        WARNING,
        "the solver did not decide the heist within validate's limits (--solve): "
        "5,000,000 states and 60 s",
    ),
}


def _diag(code: str, message: str, tile: str | None = None, at=None, path=None) -> Diagnostic:
    pointer = json_pointer(path) if path is not None else None
    return Diagnostic(code, CODES[code][0], message, card=tile, at=at, path=pointer)


def _xy(p: Point) -> str:
    return f"{p[0]},{p[1]}"


def check_scenario(scenario: Scenario, data=None) -> list[Diagnostic]:
    """Every finding of ``scenario`` (``data``, the JSON it came from, is not needed: the
    model keeps every entry of the file)."""
    out: list[Diagnostic] = []
    for index, tile in enumerate(scenario.tiles):
        out += _tile_checks(tile, index, scenario)
    out += _tile_list_checks(scenario)
    out += _hero_checks(scenario)
    return out


# -- one tile -----------------------------------------------------------------------------


def _tile_checks(tile: Tile, index: int, scenario: Scenario) -> list[Diagnostic]:
    out = []
    path = ["tiles", index]
    is_start = tile.start
    seen: set[Point] = set()
    for space in tile.spaces:
        where = f"tile {tile.id}, space {_xy(space.at)}"
        if space.at in seen:
            out.append(_diag("M102", f"{where} is given twice", tile.id, space.at, path))
            continue
        seen.add(space.at)
        if space.type == "explore":
            if space.at not in PASSAGES:
                out.append(
                    _diag(
                        "M101",
                        f"{where}: an explore space must be on an exploration position "
                        "(2,0, 3,2, 1,3 or 0,1)",
                        tile.id,
                        space.at,
                        path,
                    )
                )
            elif space.at == ENTRY and not is_start:
                out.append(
                    _diag(
                        "M101",
                        f"{where} is the tile's entry (its white arrow); only the start tile "
                        "may explore from there",
                        tile.id,
                        space.at,
                        path,
                    )
                )
            elif space.hero not in scenario.heroes:
                out.append(
                    _diag(
                        "M116",
                        f"{where}: an explore space of the {space.hero}, who is not in play",
                        tile.id,
                        space.at,
                        path,
                    )
                )
    walls: set[Edge] = set()
    for edge in tile.walls:
        x, y, side = edge
        where = f"tile {tile.id}, space {_xy((x, y))}"
        if edge in walls:
            out.append(
                _diag(
                    "M103",
                    f"{where}: the {SIDE_WORDS[side]} wall is given twice",
                    tile.id,
                    (x, y),
                    path,
                )
            )
            continue
        walls.add(edge)
        if (x, y) in PASSAGES and PASSAGES[(x, y)] == side and _is_passage(tile, (x, y)):
            out.append(
                _diag(
                    "M104",
                    f"{where}: a wall on its {SIDE_WORDS[side]} side closes the passage "
                    "where tiles meet",
                    tile.id,
                    (x, y),
                    path,
                )
            )
    pairs: set[tuple[Point, Point]] = set()
    for a, b in tile.escalators:
        where = f"tile {tile.id}, escalator {_xy(a)} to {_xy(b)}"
        if a == b:
            out.append(_diag("M105", f"{where} leads from a space to itself", tile.id, a, path))
        elif (a, b) in pairs:
            out.append(_diag("M105", f"{where} is given twice", tile.id, a, path))
        pairs.add((a, b))
    return out


def _is_passage(tile: Tile, at: Point) -> bool:
    """An exploration position where tiles meet: an explore space, or a non-start tile's entry."""
    return tile.space(at).type == "explore" or (at == ENTRY and not tile.start)


# -- the tiles together ---------------------------------------------------------------------


def _tile_list_checks(s: Scenario) -> list[Diagnostic]:
    out = []
    counts = Counter(t.id for t in s.tiles)
    for tid, n in counts.items():
        if n > 1:
            out.append(_diag("M106", f"{n} tiles have the id {tid!r}; ids must differ", tid))
    starts = [t.id for t in s.tiles if t.start]
    start = s.tile(s.start_tile)
    if len(starts) != 1:
        which = ", ".join(starts) if starts else "none"
        out.append(
            _diag(
                "M107",
                f"exactly one tile must be marked as the start tile; marked: {which}",
                path=["tiles"],
            )
        )
    elif start is None:
        out.append(
            _diag(
                "M107", f'"start" names tile {s.start_tile!r}, which does not exist', path=["start"]
            )
        )
    elif not start.start:
        out.append(
            _diag(
                "M107",
                f'"start" names tile {s.start_tile}, but tile {starts[0]} is marked as the start',
                start.id,
                path=["start"],
            )
        )
    used: Counter[str] = Counter()
    for i, tid in enumerate(s.deck):
        out += _listed(s, tid, "the deck", ["deck", i], used)
    for i, p in enumerate(s.placed):
        out += _listed(s, p.tile, '"placed"', ["placed", i], used)
    out += _placed_checks(s)
    listed = {s.start_tile, *s.deck, *(p.tile for p in s.placed)}
    for index, t in enumerate(s.tiles):
        if t.id not in listed and not t.start:
            out.append(
                _diag(
                    "M118",
                    f"tile {t.id} is neither the start tile, placed, nor in the deck: it never "
                    "comes into play",
                    t.id,
                    path=["tiles", index],
                )
            )
    return out


def _listed(s: Scenario, tid: str, where: str, path, used: Counter) -> list[Diagnostic]:
    if s.tile(tid) is None:
        return [_diag("M108", f"{where} names tile {tid!r}, which does not exist", path=path)]
    used[tid] += 1
    if tid == s.start_tile:
        return [_diag("M109", f"{where} names the start tile {tid}", tid, path=path)]
    if used[tid] == 2:
        return [
            _diag(
                "M109",
                f"{where} names tile {tid}, which is already in the deck or placed",
                tid,
                path=path,
            )
        ]
    return []


def _placed_checks(s: Scenario) -> list[Diagnostic]:
    out = []
    start = s.tile(s.start_tile)
    if start is None:
        return out
    where: dict[str, tuple[Point, int]] = {start.id: ((0, 0), s.rotation)}
    origins = {(0, 0): start.id}
    for i, p in enumerate(s.placed):
        path = ["placed", i]
        parent = s.tile(p.parent)
        if p.parent not in where or parent is None:
            out.append(
                _diag(
                    "M110",
                    f"tile {p.tile} is placed from tile {p.parent!r}, which is neither the start "
                    "tile nor placed before it",
                    p.tile,
                    path=path,
                )
            )
            continue
        if p.at not in PASSAGES or parent.space(p.at).type != "explore":
            out.append(
                _diag(
                    "M110",
                    f"tile {p.tile} is placed from space {_xy(p.at)} of tile {p.parent}, which is "
                    "not an explore space",
                    p.parent,
                    p.at,
                    path,
                )
            )
            continue
        place = placement_from(*where[p.parent], p.at)
        if place.origin in origins:
            out.append(
                _diag(
                    "M111",
                    f"tile {p.tile} would lie where tile {origins[place.origin]} lies "
                    f"(placed from space {_xy(p.at)} of tile {p.parent})",
                    p.tile,
                    path=path,
                )
            )
            continue
        if s.tile(p.tile) is not None and p.tile not in where:
            origins[place.origin] = p.tile
            where[p.tile] = (place.origin, place.rotation)
    return out


# -- the heroes -----------------------------------------------------------------------------


def _hero_checks(s: Scenario) -> list[Diagnostic]:
    out = []
    start = s.start_tile if s.tile(s.start_tile) is not None else None
    on: dict[Point, str] = {}
    for hero, at in s.heroes.items():
        path = ["heroes", hero]
        if not inside(at):
            out.append(
                _diag(
                    "M112",
                    f"the {hero} starts on {_xy(at)}, outside the start tile (0 to 3 each way)",
                    start,
                    at,
                    path,
                )
            )
            continue
        if at in on:
            out.append(
                _diag(
                    "M113", f"the {on[at]} and the {hero} both start on {_xy(at)}", start, at, path
                )
            )
            continue
        on[at] = hero
    tiles = s.used_tiles()
    for hero in s.in_play:
        spaces = [sp for t in tiles for sp in t.spaces]
        if not any(sp.type == "item" and sp.hero == hero for sp in spaces):
            out.append(
                _diag(
                    "M114",
                    f"the {hero} has no item of its colour on the start tile, the placed tiles "
                    "or the deck: the theft can never happen",
                    path=["heroes", hero],
                )
            )
        if not any(sp.type == "exit" and sp.hero in (None, hero) for sp in spaces):
            out.append(
                _diag(
                    "M115",
                    f"the {hero} has no exit it may use (of its colour or for every hero) on the "
                    "start tile, the placed tiles or the deck",
                    path=["heroes", hero],
                )
            )
    start_tile = s.tile(s.start_tile)
    if (
        start_tile is not None
        and s.heroes
        and all(
            start_tile.space(p).type == "item" and start_tile.space(p).hero == h
            for h, p in s.heroes.items()
        )
    ):
        out.append(
            _diag(
                "M117",
                "every hero starts on its item; the theft happens only after an action, so "
                "one hero must step off and back",
                start_tile.id,
                path=["heroes"],
            )
        )
    return out
