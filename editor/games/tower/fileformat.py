"""The `tower-quest/1` file format: quest <-> JSON, canonical and loss-free.

`quest_from_dict` builds the model from any parsed JSON, exactly for data that
passed the schema (see `schema.py`) and leniently for the rest; the full checked
pipeline is `load.load_quest`. Saving is canonical: a fixed key
order, 2-space indent, small objects and coordinates on one line, cells and
edges sorted, and a trailing newline, so that loading and saving a canonical
file gives it back byte for byte.
"""

from __future__ import annotations

import json
import os
from itertools import count

from editor.core.writing import atomic_write_text

from . import FORMAT
from .model import (
    DOOR_NUMBERS,
    EDGE_TYPES,
    HEROES,
    LISTED_CELL_TYPES,
    MAX_SIZE,
    MAX_SLOTS,
    MIN_SIZE,
    QUEST_SIDES,
    SIDES,
    Card,
    Cell,
    Edge,
    HeroStart,
    Quest,
)

#: Card size of a quest whose ``size`` is missing or not a number (as in the New quest dialog).
DEFAULT_SIZE = 6


def _is_int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _number(value, allowed) -> int | None:
    """``value`` when it is a whole number in ``allowed`` (not true or false), else None."""
    return value if _is_int(value) and value in allowed else None


def _point(value, hi: int = MAX_SIZE - 1) -> tuple[int, int] | None:
    """Two whole numbers from 0 to ``hi``, or None."""
    if not isinstance(value, (list, tuple)) or len(value) != 2:
        return None
    if not all(_is_int(v) and 0 <= v <= hi for v in value):
        return None
    return (value[0], value[1])


def _text(value) -> str | None:
    return value if isinstance(value, str) else None


def _choice(value, allowed):
    return value if isinstance(value, str) and value in allowed else None


def _entries(data: dict, key: str) -> list:
    value = data.get(key)
    return value if isinstance(value, list) else []


def card_from_dict(data: dict, card_id: str) -> Card:
    """Build a card; the first of any duplicated cell or edge wins (checks report the rest).

    Entries the model cannot hold (not an object, an unknown type or side, no
    usable ``at``) are left out; a ``hero`` or ``door`` where the type takes
    none is dropped, and a key or door without a usable number gets number 1.
    """
    slot = _point(data.get("slot"), MAX_SLOTS - 1)
    rotation = data.get("rotation", 0)
    card = Card(
        id=card_id,
        slot=slot if slot is not None else (0, 0),
        rotation=rotation % 4 if _is_int(rotation) else 0,
    )
    for value in _entries(data, "void"):
        at = _point(value)
        if at is not None:
            card.cells.setdefault(at, Cell("void"))
    for entry in _entries(data, "cells"):
        if not isinstance(entry, dict):
            continue
        at, kind = _point(entry.get("at")), _choice(entry.get("type"), LISTED_CELL_TYPES)
        if at is None or kind is None:
            continue
        hero = _choice(entry.get("hero"), HEROES) if kind in ("exit", "armory") else None
        door = _number(entry.get("door"), DOOR_NUMBERS) or 1 if kind == "key" else None
        card.cells.setdefault(at, Cell(kind, hero, door))
    for entry in _entries(data, "edges"):
        if not isinstance(entry, dict):
            continue
        at, side = _point(entry.get("at")), _choice(entry.get("side"), SIDES)
        kind = _choice(entry.get("type"), EDGE_TYPES)
        if at is None or side is None or kind is None:
            continue
        if card.edge_key(*at, side) is None:
            door = _number(entry.get("door"), DOOR_NUMBERS) or 1 if kind == "door" else None
            card.edges[(*at, side)] = Edge(kind, door)
    return card


def _card_ids(cards: list) -> list[str]:
    """Each card's id; a card without a usable one gets a fresh letter (A, B, ..., A2, ...)."""
    given = [c.get("id") if isinstance(c, dict) else None for c in cards]
    used = {i for i in given if isinstance(i, str) and i}
    fresh = (f"{chr(ord('A') + n % 26)}{n // 26 + 1 if n >= 26 else ''}" for n in count())
    ids = []
    for cid in given:
        if not (isinstance(cid, str) and cid):
            cid = next(f for f in fresh if f not in used)
            used.add(cid)
        ids.append(cid)
    return ids


def quest_from_dict(data) -> Quest:
    """Build a quest from parsed JSON. Never raises, whatever ``data`` holds.

    For a file that passed the schema this is exact. For one that did not
    (the editor opens those, to let work in progress be finished), every value
    of the wrong type falls back to its default (no title, card size
    `DEFAULT_SIZE`, ...), numbers are brought into range and what the model
    cannot hold is left out; the schema diagnostics say what was wrong.
    """
    if not isinstance(data, dict):
        data = {}
    heroes = {}
    starts = data.get("heroes")
    for hero, start in (starts if isinstance(starts, dict) else {}).items():
        at = _point(start.get("at")) if isinstance(start, dict) and hero in HEROES else None
        if at is not None:
            heroes[hero] = HeroStart(at=at, card=_text(start.get("card")))
    cards = _entries(data, "cards")
    ids = _card_ids(cards)
    slots = _point(data.get("slots"), MAX_SLOTS)
    size = data.get("size")
    return Quest(
        size=min(max(size, MIN_SIZE), MAX_SIZE) if _is_int(size) else DEFAULT_SIZE,
        cards=[
            card_from_dict(c if isinstance(c, dict) else {}, i)
            for c, i in zip(cards, ids, strict=True)
        ],
        heroes=heroes,
        slots=slots if slots is not None and min(slots) >= 1 else (1, 1),
        title=_text(data.get("title")),
        author=_text(data.get("author")),
        difficulty=_number(data.get("difficulty"), range(1, 5)),
        side=_choice(data.get("side"), QUEST_SIDES),
        notes=_text(data.get("notes")),
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
    """Save atomically (see `editor.core.writing`); a read-only file is replaced only if ``force``."""
    atomic_write_text(path, dumps(quest), force=force)
