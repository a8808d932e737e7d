"""Autosave of unsaved work, and recovery after a crash.

Each editor window writes its unsaved file (of any game) every minute to
``<data dir>/autosave/<pid>-<n>.json`` (atomically), and removes the file
when the work is saved or deliberately discarded. A file whose process is no
longer running was left by a crash: the next editor offers to recover it, and
removes the temporary files of autosaves that a crash interrupted.

The data folder is the user data folder of the system (platformdirs), or
``$MAZEWRIGHT_DATA_DIR`` when set (tests use a temporary folder).
"""

from __future__ import annotations

import contextlib
import itertools
import json
import os
import time
from dataclasses import dataclass
from pathlib import Path

from editor.core.fileio import FileProblem, read_json
from editor.core.validate import Loaded, examine
from editor.core.writing import atomic_write_text, pid_alive, sweep
from editor.qt.language import translate

FORMAT = "mazewright-autosave/1"
_numbers = itertools.count(1)


def data_dir() -> Path:
    """The folder for autosaves and settings."""
    override = os.environ.get("MAZEWRIGHT_DATA_DIR")
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_data_dir("mazewright", appauthor=False))


def autosave_dir() -> Path:
    return data_dir() / "autosave"


class Autosaver:
    """Writes one window's unsaved file to its own autosave file."""

    def __init__(self, folder: Path | None = None):
        self.folder = folder if folder is not None else autosave_dir()
        self.path = self.folder / f"{os.getpid()}-{next(_numbers)}.json"

    def save(self, text: str, original: str | None) -> Path:
        """Keep ``text`` (the file as saving would write it) of the file at ``original``."""
        self.folder.mkdir(parents=True, exist_ok=True)
        record = {
            "format": FORMAT,
            "pid": os.getpid(),
            "saved": time.time(),
            "file": original,
            "document": json.loads(text),
        }
        atomic_write_text(self.path, json.dumps(record, ensure_ascii=False, indent=1) + "\n")
        return self.path

    def discard(self) -> None:
        with contextlib.suppress(FileNotFoundError):
            self.path.unlink()


@dataclass(frozen=True)
class Recovery:
    """An autosave left behind by an editor that did not close normally."""

    path: Path
    file: str | None
    saved: float
    title: str | None

    def describe(self) -> str:
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(self.saved))
        name = self.file or translate("Recovery", "an unsaved new file")
        if self.title:
            return translate("Recovery", "{file} “{title}”, autosaved {when}").format(
                file=name, title=self.title, when=when
            )
        return translate("Recovery", "{file}, autosaved {when}").format(file=name, when=when)

    def load(self) -> Loaded:
        """The recovered file: work in progress, so schema errors do not refuse it."""
        try:
            record = read_json(self.path)
        except FileProblem as problem:
            return Loaded(str(self.path), None, None, [problem.diagnostic])
        return examine(_document(record), str(self.path), checks=False, lenient=True)

    def discard(self) -> None:
        with contextlib.suppress(FileNotFoundError):
            self.path.unlink()


def pending_recoveries(folder: Path | None = None) -> list[Recovery]:
    """Autosaves whose editor is gone, newest first (unreadable files are skipped).

    Temporary files of autosaves cut short by a crash are removed on the way.
    """
    folder = folder if folder is not None else autosave_dir()
    if not folder.is_dir():
        return []
    sweep(folder)
    out = []
    for path in folder.glob("*.json"):
        try:
            record = read_json(path)
            if record.get("format") != FORMAT:
                continue
            pid = int(record.get("pid", 0))
        except (FileProblem, ValueError, AttributeError, TypeError):
            continue
        if pid == os.getpid() or pid_alive(pid):
            continue
        document = _document(record)
        title = document.get("title") if isinstance(document, dict) else None
        out.append(Recovery(path, record.get("file"), float(record.get("saved", 0)), title))
    out.sort(key=lambda r: r.saved, reverse=True)
    return out


def _document(record):
    """The autosaved file in a record (``quest`` in the records of editors older than the studio window)."""
    if not isinstance(record, dict):
        return None
    return record.get("document", record.get("quest"))
