"""The layout schema (`schemas/labyrinth-1.schema.json`) and its places in words.

The schema layer of the core (`editor.core.schema`) turns schema errors into
diagnostics; this module tells it which square a JSON pointer is about and how
to name it ("wall at 2,3 side E", "room 4 at 1,2"). Layouts have no cards, so
``card`` is always None.
"""

from __future__ import annotations

from editor.core.diagnostics import Diagnostic
from editor.core.schema import CODES, Places, Schema, get, json_point

__all__ = ["CODES", "SCHEMA", "LabyrinthPlaces", "schema_diagnostics"]


def _whole_number(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


class LabyrinthPlaces(Places):
    noun = "layout"
    title = "Magic Labyrinth layout"
    entries = {"walls": "this entry", "rooms": "this entry"}

    def place(self, data, parts):
        if len(parts) >= 2 and parts[0] in ("walls", "rooms") and isinstance(parts[1], int):
            return None, json_point(get(data, parts[:2] + ["at"]))
        return None, None

    def describe(self, data, parts):
        """Where ``parts`` points: 'the layout', '"size"', 'wall at 2,3 side E', 'room 4 at 1,2'."""
        parts = list(parts)
        if len(parts) < 2 or parts[0] not in ("walls", "rooms") or not isinstance(parts[1], int):
            return super().describe(data, parts)
        entry = get(data, parts[:2])
        at = json_point(entry.get("at")) if isinstance(entry, dict) else None
        square = f" at {at[0]},{at[1]}" if at is not None else ""
        if parts[0] == "walls":
            side = entry.get("side") if isinstance(entry, dict) else None
            side_text = f" side {side}" if side in ("N", "E", "S", "W") else ""
            name = f"wall{square}{side_text}" if at is not None else ""
        else:
            number = entry.get("number") if isinstance(entry, dict) else None
            if _whole_number(number):
                name = f"room {number}{square}"
            else:
                name = f"room{square}" if at is not None else ""
        if not name:
            name = f'entry number {parts[1] + 1} of "{parts[0]}"'
        if len(parts) == 2:
            return name
        return f'"{parts[2]}" of {name}'


SCHEMA = Schema("labyrinth-1.schema.json", LabyrinthPlaces())


def schema_diagnostics(data) -> list[Diagnostic]:
    """Every way ``data`` (parsed JSON) breaks the layout schema; [] when it conforms."""
    return SCHEMA.diagnostics(data)
