"""Small mall scenarios written in a few lines, for the mall tests."""

from __future__ import annotations

from editor.games.mall.fileformat import scenario_from_dict
from editor.games.mall.model import Scenario


def space(x, y, kind, hero=None) -> dict:
    out = {"at": [x, y], "type": kind}
    if hero:
        out["hero"] = hero
    return out


def wall(x, y, side) -> dict:
    return {"at": [x, y], "side": side}


def tile(tile_id, spaces=(), walls=(), escalators=(), start=False) -> dict:
    out: dict = {"id": tile_id, "spaces": list(spaces), "walls": list(walls)}
    if start:
        out["start"] = True
    out["escalators"] = [{"from": list(a), "to": list(b)} for a, b in escalators]
    return out


def data(tiles, heroes, deck=(), placed=(), timer=None, rotation=0) -> dict:
    out = {
        "format": "mall/1",
        "tiles": list(tiles),
        "start": {"tile": tiles[0]["id"], "rotation": rotation},
        "heroes": {h: list(p) for h, p in heroes.items()},
        "deck": list(deck),
        "placed": [{"tile": t, "from": f, "at": list(a)} for t, f, a in placed],
    }
    if timer is not None:
        out["timer"] = timer
    return out


def scenario(*args, **kwargs) -> Scenario:
    return scenario_from_dict(data(*args, **kwargs))


def long_deck(size: int) -> dict:
    """A scenario of four heroes whose deck holds ``size`` tiles, each with three ways on
    (the items and the exit on the last): too many layouts to search in seconds."""
    heroes = ("mage", "dwarf", "elf", "barbarian")
    ways = ((2, 0), (3, 2), (0, 1))
    start = tile(
        "S",
        [space(*at, "explore", h) for at, h in zip(ways + ((1, 3),), heroes, strict=True)],
        start=True,
    )
    tiles = [start]
    for n in range(size - 1):
        tiles.append(
            tile(f"T{n}", [space(*at, "explore", heroes[(n + i) % 4]) for i, at in enumerate(ways)])
        )
    last = [
        space(x, y, "item", h)
        for (x, y), h in zip(((0, 0), (3, 0), (0, 3), (3, 3)), heroes, strict=True)
    ]
    tiles.append(tile(f"T{size - 1}", last + [space(1, 1, "exit")]))
    positions = {"mage": (1, 1), "dwarf": (2, 1), "elf": (1, 2), "barbarian": (2, 2)}
    return data(tiles, positions, deck=[t["id"] for t in tiles[1:]])
