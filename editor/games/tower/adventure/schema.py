"""The adventure schema (`schemas/tower-adventure-1.schema.json`) and its places in words."""

from __future__ import annotations

from editor.core.diagnostics import Diagnostic
from editor.core.schema import CODES as ALL_SCHEMA_CODES
from editor.core.schema import Places, Schema

#: The schema codes an adventure can get: its schema has no number (S005) and no `not`
#: rule (S007), and a wrong "format" (S004) makes it no adventure at all (V001).
CODES = {code: ALL_SCHEMA_CODES[code] for code in ("S001", "S002", "S003", "S006", "S010")}


class AdventurePlaces(Places):
    noun = "adventure"
    title = "tower adventure"

    def describe(self, data, parts):
        """'the adventure', 'trial 2', '"epic"'."""
        if len(parts) >= 2 and parts[0] == "trials" and isinstance(parts[1], int):
            return f"trial {parts[1] + 1}"
        return super().describe(data, parts)


SCHEMA = Schema("tower-adventure-1.schema.json", AdventurePlaces())


def schema_diagnostics(data) -> list[Diagnostic]:
    """Every way ``data`` (parsed JSON) breaks the adventure schema; [] when it conforms."""
    return SCHEMA.diagnostics(data)
