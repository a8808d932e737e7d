"""Loading a layout: schema, then the model (the checks run after, on the model and the data)."""

from __future__ import annotations

import re

from editor.core.diagnostics import Diagnostic, has_errors

from .fileformat import layout_from_dict, layout_from_dict_lenient
from .model import Layout

#: Range errors the legality checks say better, naming the square: a size outside 3 to 12
#: (L101) and a room number outside 1 to 5 (L106).
_CHECKED_LATER = re.compile(r"/size|/rooms/\d+/number")


def _checked_later(d: Diagnostic) -> bool:
    return d.code == "S005" and d.path is not None and _CHECKED_LATER.fullmatch(d.path) is not None


def layout_from_data(data, file: str = "") -> tuple[Layout | None, list[Diagnostic]]:
    """Schema-check parsed JSON and build the layout (no legality checks).

    The layout is None when the schema found errors. When its only errors are a
    size or room numbers out of range, those are left to the checks (L101, L106):
    the layout is then built leniently (size capped to 3..12, such rooms left
    out), and the checks read the numbers from the data.
    """
    from .schema import schema_diagnostics

    diags = [d.with_file(file) for d in schema_diagnostics(data)]
    later = [d for d in diags if _checked_later(d)]
    rest = [d for d in diags if not _checked_later(d)]
    if has_errors(rest):
        return None, diags
    if later:
        return layout_from_dict_lenient(data), rest
    return layout_from_dict(data), rest
