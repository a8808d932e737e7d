"""Loading a set-up: schema, then the model (the checks run after, on the model)."""

from __future__ import annotations

from editor.core.diagnostics import Diagnostic, has_errors

from .fileformat import setup_from_dict
from .model import SetUp


def setup_from_data(data, file: str = "") -> tuple[SetUp | None, list[Diagnostic]]:
    """Schema-check parsed JSON and build the set-up (no legality checks); the set-up is
    None when the schema found errors."""
    from .schema import schema_diagnostics

    diags = [d.with_file(file) for d in schema_diagnostics(data)]
    if has_errors(diags):
        return None, diags
    return setup_from_dict(data), diags
