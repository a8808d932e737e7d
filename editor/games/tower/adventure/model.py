"""An adventure: its trials (quest files, in order) and the epic whose cards are their backs."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

#: The most trials an adventure lists (an epic has at most 64 cards).
MAX_TRIALS = 64


@dataclass
class Adventure:
    """A manifest as written: paths relative to the folder of the manifest.

    ``folder`` is where the manifest was read from (None: not from a file; paths are
    then taken from the working folder). It is not part of the file, so two manifests
    with the same text are equal wherever they lie.
    """

    trials: list[str] = field(default_factory=list)
    epic: str = ""
    title: str | None = None
    author: str | None = None
    notes: str | None = None
    folder: Path | None = field(default=None, compare=False)

    def resolve(self, relative: str) -> Path:
        """The file a path of the manifest names."""
        return (self.folder or Path()) / relative

    def name(self, stem: str = "adventure") -> str:
        return self.title or stem
