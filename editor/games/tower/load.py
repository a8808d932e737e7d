"""Loading a tower quest with every check: JSON, schema, then the model."""

from __future__ import annotations

import os
from dataclasses import dataclass, field

from editor.core.diagnostics import Diagnostic, has_errors

from .fileformat import quest_from_dict
from .model import Quest


@dataclass
class LoadResult:
    """A quest (None when the file could not be understood) and what was found on the way."""

    quest: Quest | None
    diagnostics: list[Diagnostic] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return self.quest is not None and not has_errors(self.diagnostics)


class QuestError(Exception):
    """Raised by `read_quest` when a file is not a usable quest."""

    def __init__(self, diagnostics: list[Diagnostic]):
        self.diagnostics = diagnostics
        super().__init__("; ".join(d.to_text() for d in diagnostics if d.is_error))


def quest_from_data(data, file: str = "") -> tuple[Quest | None, list[Diagnostic]]:
    """Schema-check parsed JSON and build the quest (no rules checks): the quest, or None
    when the schema found errors, and the schema's diagnostics."""
    from .schema import schema_diagnostics

    diags = [d.with_file(file) for d in schema_diagnostics(data)]
    if has_errors(diags):
        return None, diags
    return quest_from_dict(data), diags


def load_quest(path: str | os.PathLike, display: str | None = None) -> LoadResult:
    """Read, parse and schema-check a quest file (no rules checks). Never raises for bad content.

    The file is read by `editor.core.validate.load_file`, as every command reads it.
    """
    from editor.core.validate import load_file

    loaded = load_file(path, display, checks=False)
    return LoadResult(loaded.model, loaded.diagnostics)


def read_quest(path: str | os.PathLike) -> Quest:
    """Load a quest or raise `QuestError` (for code that needs a quest or nothing)."""
    result = load_quest(path)
    if result.quest is None:
        raise QuestError(result.diagnostics)
    return result.quest
