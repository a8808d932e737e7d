"""The scenario schema (`schemas/mall-1.schema.json`) and its places in words.

The core's schema layer (`editor.core.schema`) turns schema errors into diagnostics;
this module says which tile and space a JSON pointer is about ("space 2,1 on tile
B", "the start of the elf") and the sentences only a scenario has.
"""

from __future__ import annotations

from editor.core.diagnostics import Diagnostic
from editor.core.schema import CODES, Places, Schema, an, get, json_point, suggest

from .model import HEROES

__all__ = ["CODES", "SCHEMA", "MallPlaces", "schema_diagnostics"]

_KINDS = {"spaces": "space", "walls": "wall", "escalators": "escalator"}


def _tile_name(data, index) -> str:
    tid = get(data, ["tiles", index, "id"])
    if isinstance(tid, str) and tid:
        return f"tile {tid}"
    return f"tile number {index + 1} in the list"


class MallPlaces(Places):
    noun = "scenario"
    title = "Magic Maze mall scenario"
    entries = {"spaces": "this entry", "walls": "this entry", "escalators": "this entry"}

    def place(self, data, parts):
        """Tile id and local space for a pointer inside a tile or a hero's start."""
        if len(parts) >= 2 and parts[0] == "tiles" and isinstance(parts[1], int):
            tid = get(data, ["tiles", parts[1], "id"])
            tile = tid if isinstance(tid, str) and tid else None
            at = None
            if len(parts) >= 4 and parts[2] in ("spaces", "walls"):
                at = json_point(get(data, parts[:4] + ["at"]))
            elif len(parts) >= 4 and parts[2] == "escalators":
                at = json_point(get(data, parts[:4] + ["from"]))
            return tile, at
        if len(parts) >= 2 and parts[0] == "heroes" and isinstance(parts[1], str):
            start = get(data, ["start", "tile"])
            return (start if isinstance(start, str) else None), json_point(get(data, parts[:2]))
        return None, None

    def describe(self, data, parts):
        """Where ``parts`` points: 'the scenario', 'tile B', 'space 2,1 on tile B', ..."""
        parts = list(parts)
        if not parts:
            return self.whole
        if parts[0] == "heroes" and len(parts) >= 2:
            return f"the start of the {parts[1]}"
        if parts[0] == "placed" and len(parts) >= 2 and isinstance(parts[1], int):
            tile = get(data, ["placed", parts[1], "tile"])
            name = f"tile {tile}" if isinstance(tile, str) else f"entry number {parts[1] + 1}"
            return f'{name} in "placed"'
        if parts[0] != "tiles" or len(parts) == 1 or not isinstance(parts[1], int):
            return f'"{parts[0]}"'
        tile = _tile_name(data, parts[1])
        if len(parts) == 2:
            return tile
        kind = parts[2]
        if len(parts) == 3 or not isinstance(parts[3], int) or kind not in _KINDS:
            return f'"{kind}" of {tile}'
        entry = get(data, parts[:4])
        key = "from" if kind == "escalators" else "at"
        at = json_point(entry.get(key)) if isinstance(entry, dict) else None
        if at is None:
            return f'entry number {parts[3] + 1} of "{kind}" on {tile}'
        side = entry.get("side") if kind == "walls" else None
        side_text = f" side {side}" if side in ("N", "E", "S", "W") else ""
        return f"{_KINDS[kind]} {at[0]},{at[1]}{side_text} on {tile}"

    def sentence(self, kind, data, parts, instance, key):
        if parts == ["heroes"] and kind == "additionalProperties":
            heroes = ", ".join(f'"{h}"' for h in HEROES)
            return f'unknown hero "{key}"{suggest(str(key), HEROES)}; heroes are {heroes}'
        if parts == ["heroes"] and kind == "minProperties":
            return '"heroes" must name at least one hero and where it starts'
        if len(parts) != 4 or parts[2] != "spaces" or kind not in ("required", "not"):
            return None
        place = self.describe(data, parts)
        stype = instance.get("type") if isinstance(instance, dict) else None
        if kind == "required" and key == "hero":
            return f'{place}: {an(stype)} space needs a "hero" (whose colour it is)'
        if kind == "not":
            return f'{place}: {an(stype)} space has no colour, so it takes no "hero"'
        return None


SCHEMA = Schema("mall-1.schema.json", MallPlaces())


def schema_diagnostics(data) -> list[Diagnostic]:
    """Every way ``data`` (parsed JSON) breaks the scenario schema; [] when it conforms."""
    return SCHEMA.diagnostics(data)
