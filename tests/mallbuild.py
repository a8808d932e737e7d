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
