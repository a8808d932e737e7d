"""The set-up schema (`schemas/wandering-setup-1.schema.json`) and its places in words.

The schema layer of the core (`editor.core.schema`) turns schema errors into
diagnostics; this module names the places a JSON pointer is about ("spell number
3", "custom spell "gust"", "the start"). Set-ups have no cards or squares, so
``card`` and ``at`` are always None.
"""

from __future__ import annotations

from editor.core.diagnostics import Diagnostic
from editor.core.schema import CODES, Places, Schema, get

__all__ = ["CODES", "SCHEMA", "SetUpPlaces", "schema_diagnostics"]

_NAMES = {"course": "the course", "start": "the start"}


class SetUpPlaces(Places):
    noun = "set-up"
    title = "Wandering Towers set-up"
    entries = {"custom_spells": "this custom spell"}

    def describe(self, data, parts):
        """Where ``parts`` points: 'the set-up', 'the course', 'custom spell "gust"', ..."""
        parts = list(parts)
        if not parts:
            return self.whole
        if len(parts) == 1 and parts[0] in _NAMES:
            return _NAMES[parts[0]]
        if parts[0] == "custom_spells" and len(parts) >= 2 and isinstance(parts[1], int):
            spell_id = get(data, parts[:2] + ["id"])
            name = (
                f'custom spell "{spell_id}"'
                if isinstance(spell_id, str) and spell_id
                else f"custom spell number {parts[1] + 1}"
            )
            if len(parts) == 2:
                return name
            return f'"{parts[2]}" of {name}'
        return super().describe(data, parts)


SCHEMA = Schema("wandering-setup-1.schema.json", SetUpPlaces())


def schema_diagnostics(data) -> list[Diagnostic]:
    """Every way ``data`` (parsed JSON) breaks the set-up schema; [] when it conforms."""
    return SCHEMA.diagnostics(data)
