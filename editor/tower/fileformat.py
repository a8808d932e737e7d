"""The `tower-quest/1` file format: quest <-> JSON, canonical and loss-free.

`quest_from_dict` expects data that passed the schema (see `schema.py`); the
full checked pipeline is `load.load_quest`. Saving is canonical: a fixed key
order, 2-space indent, small objects and coordinates on one line, cells and
edges sorted, and a trailing newline, so that loading and saving a canonical
file gives it back byte for byte.
"""

from __future__ import annotations

import json
import os

from ..writing import atomic_write_text
from .model import FORMAT, HEROES, SIDES, Card, Cell, Edge, HeroStart, Quest


def _point(value) -> tuple[int, int]:
    return (int(value[0]), int(value[1]))


def card_from_dict(data: dict) -> Card:
    """Build a card; the first of any duplicated cell or edge wins (checks report the rest)."""
    card = Card(
        id=str(data["id"]),
        slot=_point(data["slot"]),
        rotation=int(data.get("rotation", 0)),
    )
    for at in data.get("void", []):
        card.cells.setdefault(_point(at), Cell("void"))
    for entry in data.get("cells", []):
        at = _point(entry["at"])
        card.cells.setdefault(at, Cell(entry["type"], entry.get("hero"), entry.get("door")))
    for entry in data.get("edges", []):
        x, y = _point(entry["at"])
        side = entry["side"]
        if card.edge_key(x, y, side) is None:
            card.edges[(x, y, side)] = Edge(entry["type"], entry.get("door"))
    return card


def quest_from_dict(data: dict) -> Quest:
    heroes = {}
    for hero, start in data["heroes"].items():
        heroes[hero] = HeroStart(at=_point(start["at"]), card=start.get("card"))
    return Quest(
        size=int(data["size"]),
        cards=[card_from_dict(c) for c in data["cards"]],
        heroes=heroes,
        slots=_point(data.get("slots", (1, 1))),
        title=data.get("title"),
        author=data.get("author"),
        difficulty=data.get("difficulty"),
        side=data.get("side"),
        notes=data.get("notes"),
    )


def _yx(point):
    return (point[1], point[0])


def card_to_dict(card: Card) -> dict:
    void = sorted((at for at, c in card.cells.items() if c.type == "void"), key=_yx)
    cells = []
    for at in sorted((at for at, c in card.cells.items() if c.type != "void"), key=_yx):
        cell = card.cells[at]
        entry: dict = {"at": list(at), "type": cell.type}
        if cell.hero is not None:
            entry["hero"] = cell.hero
        if cell.door is not None:
            entry["door"] = cell.door
        cells.append(entry)
    edges = []
    for x, y, side in sorted(card.edges, key=lambda k: (k[1], k[0], SIDES.index(k[2]))):
        edge = card.edges[(x, y, side)]
        entry = {"at": [x, y], "side": side, "type": edge.type}
        if edge.door is not None:
            entry["door"] = edge.door
        edges.append(entry)
    return {
        "id": card.id,
        "slot": list(card.slot),
        "rotation": card.rotation,
        "void": [list(at) for at in void],
        "cells": cells,
        "edges": edges,
    }


def quest_to_dict(quest: Quest) -> dict:
    out: dict = {"format": FORMAT}
    for key in ("title", "author", "difficulty", "side", "notes"):
        value = getattr(quest, key)
        if value is not None:
            out[key] = value
    out["size"] = quest.size
    out["slots"] = list(quest.slots)
    heroes = {}
    order = [h for h in HEROES if h in quest.heroes] + [h for h in quest.heroes if h not in HEROES]
    for hero in order:
        start = quest.heroes[hero]
        entry: dict = {}
        if start.card is not None:
            entry["card"] = start.card
        entry["at"] = list(start.at)
        heroes[hero] = entry
    out["heroes"] = heroes
    out["cards"] = [card_to_dict(c) for c in quest.cards]
    return out


_INLINE_WIDTH = 88


def _is_flat(value) -> bool:
    """Scalars, and lists/dicts of scalars or flat number lists, may go on one line."""
    if isinstance(value, dict):
        return all(_is_flat_leaf(v) for v in value.values())
    if isinstance(value, list):
        return all(_is_flat_leaf(v) for v in value)
    return True


def _is_flat_leaf(value) -> bool:
    if isinstance(value, list):
        return all(not isinstance(v, (list, dict)) for v in value)
    return not isinstance(value, dict)


def _inline(value) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(", ", ": "))


def _format(value, indent: int) -> str:
    pad = "  " * indent
    inner = "  " * (indent + 1)
    if isinstance(value, (dict, list)) and not value:
        return "{}" if isinstance(value, dict) else "[]"
    if isinstance(value, (dict, list)) and _is_flat(value):
        text = _inline(value)
        if len(text) + len(inner) <= _INLINE_WIDTH:
            return text
    if isinstance(value, dict):
        items = [
            f"{inner}{json.dumps(k, ensure_ascii=False)}: {_format(v, indent + 1)}"
            for k, v in value.items()
        ]
        return "{\n" + ",\n".join(items) + "\n" + pad + "}"
    if isinstance(value, list):
        items = [inner + _format(v, indent + 1) for v in value]
        return "[\n" + ",\n".join(items) + "\n" + pad + "]"
    return json.dumps(value, ensure_ascii=False)


def dumps(quest: Quest) -> str:
    """The canonical text of a quest file."""
    return _format(quest_to_dict(quest), 0) + "\n"


def save_quest(path: str | os.PathLike, quest: Quest, *, force: bool = False) -> None:
    """Save atomically (see `editor.writing`); a read-only file is replaced only if ``force``."""
    atomic_write_text(path, dumps(quest), force=force)
