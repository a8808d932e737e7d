"""Loading a maze: schema, then the model (the checks run after, on the model and the data)."""

from __future__ import annotations

import re

from editor.core.diagnostics import Diagnostic, has_errors

from .fileformat import maze_from_dict, maze_from_dict_lenient
from .model import Maze

#: Range errors the checks say better, with this board's own ranges: the board's rings,
#: sectors and phase (D101-D103).
_CHECKED_LATER = re.compile(r"/(rings|sectors|phase)")


def _checked_later(d: Diagnostic) -> bool:
    return d.code == "S005" and d.path is not None and _CHECKED_LATER.fullmatch(d.path) is not None


def maze_from_data(data, file: str = "") -> tuple[Maze | None, list[Diagnostic]]:
    """Schema-check parsed JSON and build the maze (no checks of the rules).

    The maze is None when the schema found errors. When its only errors are the
    board's rings, sectors or phase out of range, those are left to the checks: the
    maze is then built leniently (see `fileformat.maze_from_dict_lenient`) and the
    checks read the numbers from the data.
    """
    from .schema import schema_diagnostics

    diags = [d.with_file(file) for d in schema_diagnostics(data)]
    later = [d for d in diags if _checked_later(d)]
    rest = [d for d in diags if not _checked_later(d)]
    if has_errors(rest):
        return None, diags
    if later:
        return maze_from_dict_lenient(data), rest
    return maze_from_dict(data), rest
