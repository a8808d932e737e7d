"""The maze schema (`schemas/daedalus-1.schema.json`) and its places in words.

The schema layer of the core (`editor.core.schema`) turns schema errors into
diagnostics; this module tells it which field a JSON pointer is about and how to
name it ("radial wall at ring 2, sector 5", "arc on boundary 3 over film sector
7"). A diagnostic's ``at`` is ``(ring, sector)`` of a field; mazes have no cards,
so ``card`` is always None.
"""

from __future__ import annotations

from editor.core.diagnostics import Diagnostic
from editor.core.schema import CODES, Places, Schema, get

__all__ = ["CODES", "SCHEMA", "DaedalusPlaces", "schema_diagnostics"]


def _whole(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _numbers(entry, first: str) -> tuple[int, int] | None:
    if isinstance(entry, dict) and _whole(entry.get(first)) and _whole(entry.get("sector")):
        return entry[first], entry["sector"]
    return None


class DaedalusPlaces(Places):
    noun = "maze"
    title = "Daedalus maze"
    entries = {"radial": "this entry", "arcs": "this entry"}

    def place(self, data, parts):
        if len(parts) >= 2 and parts[0] == "radial" and isinstance(parts[1], int):
            return None, _numbers(get(data, parts[:2]), "ring")
        return None, None

    def describe(self, data, parts):
        """Where ``parts`` points: 'the maze', '"rings"', 'radial wall at ring 2, sector 5'."""
        parts = list(parts)
        if len(parts) < 2 or parts[0] not in ("radial", "arcs") or not isinstance(parts[1], int):
            return super().describe(data, parts)
        entry = get(data, parts[:2])
        if parts[0] == "radial":
            numbers = _numbers(entry, "ring")
            name = f"radial wall at ring {numbers[0]}, sector {numbers[1]}" if numbers else ""
        else:
            numbers = _numbers(entry, "boundary")
            name = f"arc on boundary {numbers[0]} over film sector {numbers[1]}" if numbers else ""
        if not name:
            name = f'entry number {parts[1] + 1} of "{parts[0]}"'
        if len(parts) == 2:
            return name
        return f'"{parts[2]}" of {name}'


SCHEMA = Schema("daedalus-1.schema.json", DaedalusPlaces())


def schema_diagnostics(data) -> list[Diagnostic]:
    """Every way ``data`` (parsed JSON) breaks the maze schema; [] when it conforms."""
    return SCHEMA.diagnostics(data)
