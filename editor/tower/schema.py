"""JSON Schema validation of tower quest files (placeholder until the schema lands)."""

from __future__ import annotations

from ..diagnostics import Diagnostic


def schema_diagnostics(data) -> list[Diagnostic]:
    return []
