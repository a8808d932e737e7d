"""The tower quest schema (`schemas/tower-quest-1.schema.json`) and its places in words.

The schema layer of the core (`editor.core.schema`) turns schema errors into
diagnostics; this module tells it where a JSON pointer lies in a quest (which
card and cell, "edge at 2,1 side N on card A") and the sentences only a tower
quest has (an armory needs a hero, the heroes' names).
"""

from __future__ import annotations

from editor.core.diagnostics import Diagnostic
from editor.core.schema import CODES, Places, Schema, an, get, json_point, suggest

from .model import HEROES

__all__ = ["CODES", "SCHEMA", "TowerPlaces", "json_point", "schema_diagnostics"]


def _card_name(data, index) -> str:
    cid = get(data, ["cards", index, "id"])
    if isinstance(cid, str) and cid:
        return f"card {cid}"
    return f"card number {index + 1} in the list"


class TowerPlaces(Places):
    noun = "quest"
    title = "tower quest"
    pairs = {"at": ("x", "y"), "slot": ("column", "row"), "slots": ("columns", "rows")}
    entries = {"cells": "this entry", "edges": "this entry", "void": "this void cell"}

    def pair_of(self, parts):
        if len(parts) >= 2 and parts[-2] == "void" and isinstance(parts[-1], int):
            return ("x", "y")
        return super().pair_of(parts)

    def place(self, data, parts):
        """Card id and local cell for a pointer inside a card entry or a hero start."""
        if len(parts) >= 2 and parts[0] == "cards" and isinstance(parts[1], int):
            cid = get(data, ["cards", parts[1], "id"])
            card = cid if isinstance(cid, str) and cid else None
            at = None
            if len(parts) >= 4 and parts[2] in ("cells", "edges"):
                at = json_point(get(data, parts[:4] + ["at"]))
            elif len(parts) >= 4 and parts[2] == "void":
                at = json_point(get(data, parts[:4]))
            return card, at
        if len(parts) >= 2 and parts[0] == "heroes" and isinstance(parts[1], str):
            start = get(data, parts[:2])
            if not isinstance(start, dict):
                return None, None
            cid = start.get("card")
            if not isinstance(cid, str):
                cards = data.get("cards") if isinstance(data, dict) else None
                one = cards[0] if isinstance(cards, list) and len(cards) == 1 else None
                cid = one.get("id") if isinstance(one, dict) else None
            return (cid if isinstance(cid, str) else None), json_point(start.get("at"))
        return None, None

    def describe(self, data, parts):
        """Where ``parts`` points: 'the quest', 'card A', 'cell 3,2 on card A', ..."""
        parts = list(parts)
        if not parts:
            return self.whole
        if parts[0] == "heroes":
            if len(parts) == 1:
                return '"heroes"'
            return f"the start of the {parts[1]}"
        if parts[0] != "cards":
            return f'"{parts[0]}"'
        if len(parts) == 1 or not isinstance(parts[1], int):
            return '"cards"'
        card = _card_name(data, parts[1])
        if len(parts) == 2:
            return card
        kind = parts[2]
        if len(parts) == 3 or not isinstance(parts[3], int):
            return f'"{kind}" of {card}'
        index = parts[3]
        if kind == "void":
            at = json_point(get(data, parts[:4]))
            if at is not None:
                return f"void cell {at[0]},{at[1]} on {card}"
            return f"void entry number {index + 1} on {card}"
        entry = get(data, parts[:4])
        at = json_point(entry.get("at")) if isinstance(entry, dict) else None
        if kind == "cells":
            if at is not None:
                return f"cell {at[0]},{at[1]} on {card}"
            return f'entry number {index + 1} of "cells" on {card}'
        if kind == "edges":
            side = entry.get("side") if isinstance(entry, dict) else None
            if at is not None:
                side_text = f" side {side}" if isinstance(side, str) and len(side) == 1 else ""
                return f"edge at {at[0]},{at[1]}{side_text} on {card}"
            return f'entry number {index + 1} of "edges" on {card}'
        return f'"{kind}" of {card}'

    def sentence(self, kind, data, parts, instance, key):
        if parts == ["heroes"] and kind == "additionalProperties":
            heroes = ", ".join(f'"{h}"' for h in HEROES)
            return f'unknown hero "{key}"{suggest(str(key), HEROES)}; heroes are {heroes}'
        if parts == ["heroes"] and kind == "minProperties":
            return '"heroes" must name at least one hero and where it starts'
        if not parts or kind not in ("required", "not"):
            return None
        place = self.describe(data, parts)
        ctype = instance.get("type") if isinstance(instance, dict) else None
        if kind == "required":
            if key == "hero" and ctype == "armory":
                return f'{place}: an armory needs a "hero" (whose armory it is)'
            if key == "door" and ctype in ("key", "door"):
                return f'{place}: a {ctype} needs a "door" number from 1 to 5'
            return None
        if parts[-2:-1] == ["edges"]:
            return f'{place}: only a door takes a "{key}" number, not {an(ctype)} edge'
        if key == "hero":
            return f'{place}: {an(ctype)} cell takes no "hero" (only exits and armories do)'
        return f'{place}: {an(ctype)} cell takes no "door" number (only keys do)'


SCHEMA = Schema("tower-quest-1.schema.json", TowerPlaces())


def schema_diagnostics(data) -> list[Diagnostic]:
    """Every way ``data`` (parsed JSON) breaks the quest schema; [] when it conforms."""
    return SCHEMA.diagnostics(data)
