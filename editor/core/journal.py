"""The results of a batch run kept on disk as they arrive, so that a run can be resumed.

A journal is one file of JSON lines: a first line saying what kind of
run wrote it (``{"journal": KIND}``), then one line per finished task
(``{"key": KEY, "result": RESULT}``), each written in one piece, flushed and synced
before the task is reported. A crash can only tear the last line; reading ignores
a torn line and the next write starts after the last whole one.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any


class JournalError(Exception):
    """The folder holds a journal that cannot be used for this run (the message says why)."""


class Journal:
    """Finished tasks' results in the file ``path``: `done` holds those read back, `add`
    keeps one. ``kind`` says what run it is; a journal of another kind is refused."""

    def __init__(self, path: str | os.PathLike, kind: str):
        self.path = Path(path)
        self.kind = kind
        self.done: dict[str, Any] = {}
        self._fh = None
        self._whole = 0
        """Bytes of whole lines in the file: a write starts there."""
        self._read()

    def _read(self) -> None:
        try:
            raw = self.path.read_bytes()
        except FileNotFoundError:
            return
        except OSError as exc:
            raise JournalError(f"{self.path}: cannot read the journal: {exc.strerror}") from exc
        whole = raw[: raw.rfind(b"\n") + 1]  # a torn last line is dropped
        lines = whole.decode("utf-8", "replace").splitlines()
        if not lines:  # not even the first line was written whole
            return
        head = _parse(lines[0])
        if not isinstance(head, dict) or head.get("journal") != self.kind:
            raise JournalError(
                f"{self.path}: not a journal of {self.kind} (another run's, or damaged)"
            )
        for line in lines[1:]:
            entry = _parse(line)
            if isinstance(entry, dict) and isinstance(entry.get("key"), str):
                self.done[entry["key"]] = entry.get("result")
        self._whole = len(whole)

    def add(self, key: str, result: Any) -> None:
        """Keep one task's result (JSON data) on disk before anyone is told of it."""
        if self._fh is None:
            self._open()
        line = json.dumps({"key": key, "result": result}, ensure_ascii=False) + "\n"
        self._fh.write(line.encode("utf-8"))
        self._fh.flush()
        os.fsync(self._fh.fileno())
        self.done[key] = result

    def clear(self) -> None:
        """Forget every result: the next `add` starts the journal again."""
        self.close()
        self.done.clear()
        self._whole = 0
        self.path.unlink(missing_ok=True)

    def _open(self) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        if self._whole:
            self._fh = open(self.path, "r+b")  # noqa: SIM115 - kept open for the run
            self._fh.truncate(self._whole)
            self._fh.seek(self._whole)
        else:
            self._fh = open(self.path, "wb")  # noqa: SIM115 - kept open for the run
            self._fh.write(json.dumps({"journal": self.kind}).encode("utf-8") + b"\n")

    def close(self) -> None:
        if self._fh is not None:
            self._fh.close()
            self._fh = None

    def __enter__(self) -> Journal:
        return self

    def __exit__(self, *exc) -> None:
        self.close()


def _parse(line: str) -> Any:
    try:
        return json.loads(line)
    except ValueError:
        return None
