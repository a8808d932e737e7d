"""Loading an adventure manifest: schema, then the model (the checks read its quests after)."""

from __future__ import annotations

from pathlib import Path

from editor.core.diagnostics import Diagnostic, has_errors

from .fileformat import adventure_from_dict
from .model import Adventure


def adventure_from_data(data, file: str = "") -> tuple[Adventure | None, list[Diagnostic]]:
    """Schema-check parsed JSON read from ``file`` and build the adventure (None when the
    schema found errors); its paths are taken from the folder of ``file``."""
    from .schema import schema_diagnostics

    diags = [d.with_file(file) for d in schema_diagnostics(data)]
    if has_errors(diags):
        return None, diags
    return adventure_from_dict(data, Path(file).parent), diags
