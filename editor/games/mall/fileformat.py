"""The `mall/1` file format: scenario <-> JSON, canonical and loss-free.

`scenario_from_dict` expects data that passed the schema
(`schemas/mall-1.schema.json`); `scenario_from_dict_lenient` takes any JSON value
and never raises, keeping what it understands so that the editor can open a broken
file. Both keep entries given twice (the checks report them).

Saving is canonical: keys in a fixed order, 2-space indent, one space, wall or
escalator per line, spaces by row then column, walls as the E or S side of a space
inside the tile (as given on its border), and a trailing newline, so that a
canonical file loads and saves back byte for byte.
"""

from __future__ import annotations

import json

from editor.core.jsontext import as_int

from .model import (
    FORMAT,
    HEROES,
    SIDES,
    SPACE_TYPES,
    Placed,
    Point,
    Scenario,
    Space,
    Tile,
    canonical_edge,
    inside,
)

_TEXT_KEYS = ("title", "author", "notes")


def _point(value) -> Point:
    return (int(value[0]), int(value[1]))


def _tile(entry: dict) -> Tile:
    tile = Tile(entry["id"], bool(entry.get("start", False)))
    for s in entry.get("spaces", []):
        tile.spaces.append(Space(_point(s["at"]), s["type"], s.get("hero")))
    for w in entry.get("walls", []):
        tile.walls.append(canonical_edge(*_point(w["at"]), w["side"]))
    for e in entry.get("escalators", []):
        tile.escalators.append((_point(e["from"]), _point(e["to"])))
    tile.normalise()
    return tile


def scenario_from_dict(data: dict) -> Scenario:
    """Build a scenario from schema-valid data."""
    s = Scenario()
    for key in _TEXT_KEYS:
        setattr(s, key, data.get(key))
    s.tiles = [_tile(t) for t in data["tiles"]]
    s.start_tile = data["start"]["tile"]
    s.rotation = int(data["start"].get("rotation", 0))
    s.heroes = {h: _point(data["heroes"][h]) for h in HEROES if h in data["heroes"]}
    s.deck = list(data["deck"])
    s.placed = [Placed(p["tile"], p["from"], _point(p["at"])) for p in data.get("placed", [])]
    s.timer = data.get("timer")
    return s


# -- tolerant reading --------------------------------------------------------------------


def as_point(value) -> Point | None:
    if isinstance(value, list) and len(value) == 2:
        x, y = as_int(value[0]), as_int(value[1])
        if x is not None and y is not None:
            return (x, y)
    return None


def _dicts(value) -> list[dict]:
    return [e for e in value if isinstance(e, dict)] if isinstance(value, list) else []


def _local(value) -> Point | None:
    p = as_point(value)
    return p if p is not None and inside(p) else None


def _tile_lenient(entry: dict, index: int) -> Tile:
    tid = entry.get("id")
    tile = Tile(tid if isinstance(tid, str) and tid else f"tile-{index + 1}")
    tile.start = entry.get("start") is True
    for s in _dicts(entry.get("spaces")):
        at, stype, hero = _local(s.get("at")), s.get("type"), s.get("hero")
        if at is None or stype not in SPACE_TYPES:
            continue
        if stype in ("floor", "timer") or hero not in HEROES:
            hero = None
        if stype in ("vortex", "item", "explore") and hero is None:
            continue
        tile.spaces.append(Space(at, stype, hero))
    for w in _dicts(entry.get("walls")):
        at, side = _local(w.get("at")), w.get("side")
        if at is not None and side in SIDES:
            tile.walls.append(canonical_edge(*at, side))
    for e in _dicts(entry.get("escalators")):
        a, b = _local(e.get("from")), _local(e.get("to"))
        if a is not None and b is not None:
            tile.escalators.append((a, b))
    tile.normalise()
    return tile


def scenario_from_dict_lenient(data) -> Scenario:
    """Whatever JSON value ``data`` is, a usable scenario: never raises.

    Entries that cannot be understood are left out (a space off the tile, of an
    unknown type or a coloured one without its hero; a wall without a side...);
    texts that are not strings are dropped, a rotation outside 0..3 becomes 0.
    """
    s = Scenario()
    if not isinstance(data, dict):
        return s
    for key in _TEXT_KEYS:
        if isinstance(data.get(key), str):
            setattr(s, key, data[key])
    s.tiles = [_tile_lenient(t, i) for i, t in enumerate(_dicts(data.get("tiles")))]
    start = data.get("start") if isinstance(data.get("start"), dict) else {}
    tile = start.get("tile")
    s.start_tile = tile if isinstance(tile, str) else ""
    rotation = as_int(start.get("rotation"))
    s.rotation = rotation if rotation in (0, 1, 2, 3) else 0
    heroes = data.get("heroes") if isinstance(data.get("heroes"), dict) else {}
    for h in HEROES:
        p = as_point(heroes.get(h))
        if p is not None:
            s.heroes[h] = p
    deck = data.get("deck")
    s.deck = [t for t in deck if isinstance(t, str)] if isinstance(deck, list) else []
    for p in _dicts(data.get("placed")):
        tile_id, parent, at = p.get("tile"), p.get("from"), _local(p.get("at"))
        if isinstance(tile_id, str) and isinstance(parent, str) and at is not None:
            s.placed.append(Placed(tile_id, parent, at))
    timer = as_int(data.get("timer"))
    s.timer = timer if timer is not None and 1 <= timer <= 100000 else None
    return s


# -- saving -------------------------------------------------------------------------------


def _wall_to_dict(edge) -> dict:
    x, y, side = edge
    return {"at": [x, y], "side": side}


def tile_to_dict(tile: Tile) -> dict:
    out: dict = {"id": tile.id}
    if tile.start:
        out["start"] = True
    if tile.spaces:
        out["spaces"] = [
            {"at": list(s.at), "type": s.type, **({"hero": s.hero} if s.hero else {})}
            for s in tile.spaces
        ]
    if tile.walls:
        out["walls"] = [_wall_to_dict(w) for w in tile.walls]
    if tile.escalators:
        out["escalators"] = [{"from": list(a), "to": list(b)} for a, b in tile.escalators]
    return out


def scenario_to_dict(s: Scenario) -> dict:
    out: dict = {"format": FORMAT}
    for key in _TEXT_KEYS:
        value = getattr(s, key)
        if value is not None:
            out[key] = value
    out["tiles"] = [tile_to_dict(t) for t in s.tiles]
    out["start"] = {"tile": s.start_tile, "rotation": s.rotation}
    out["heroes"] = {h: list(s.heroes[h]) for h in HEROES if h in s.heroes}
    out["deck"] = list(s.deck)
    out["placed"] = [{"tile": p.tile, "from": p.parent, "at": list(p.at)} for p in s.placed]
    if s.timer is not None:
        out["timer"] = s.timer
    return out


def _inline(value) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(", ", ": "))


def _flat(value) -> bool:
    """A value written on one line: no list of objects inside."""
    if isinstance(value, dict):
        return all(_flat(v) for v in value.values())
    if isinstance(value, list):
        return not any(isinstance(v, dict) for v in value)
    return True


def _write(value, indent: str) -> str:
    if _flat(value) or (isinstance(value, list) and not value):
        return _inline(value)
    inner = indent + "  "
    if isinstance(value, list):
        items = ",\n".join(inner + _write(v, inner) for v in value)
        return f"[\n{items}\n{indent}]"
    items = ",\n".join(f"{inner}{json.dumps(k)}: {_write(v, inner)}" for k, v in value.items())
    return f"{{\n{items}\n{indent}}}"


def dumps(scenario: Scenario) -> str:
    """The canonical text of a scenario file."""
    return _write(scenario_to_dict(scenario), "") + "\n"
