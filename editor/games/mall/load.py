"""Loading a scenario: schema, then the model (the checks run after, on the model)."""

from __future__ import annotations

from editor.core.diagnostics import Diagnostic, has_errors

from .fileformat import scenario_from_dict
from .model import Scenario


def scenario_from_data(data, file: str = "") -> tuple[Scenario | None, list[Diagnostic]]:
    """Schema-check parsed JSON and build the scenario (None when the schema found errors)."""
    from .schema import schema_diagnostics

    diags = [d.with_file(file) for d in schema_diagnostics(data)]
    if has_errors(diags):
        return None, diags
    return scenario_from_dict(data), diags
