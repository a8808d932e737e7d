"""Diagnostics: what validation says about a file, shared by every game.

A diagnostic names the file, a stable code, a severity, a sentence for a
person, and where known the card and cell (``card``/``at``) and a JSON pointer
(``path``). The same objects feed the command line (text, JSON, SARIF) and the
editor's issues dock.
"""

from __future__ import annotations

from dataclasses import dataclass

from .safetext import printable

ERROR = "error"
WARNING = "warning"


@dataclass(frozen=True)
class Diagnostic:
    code: str
    severity: str
    message: str
    file: str = ""
    card: str | None = None
    at: tuple[int, int] | None = None
    path: str | None = None

    @property
    def is_error(self) -> bool:
        return self.severity == ERROR

    def with_file(self, file: str) -> Diagnostic:
        return Diagnostic(
            self.code, self.severity, self.message, file, self.card, self.at, self.path
        )

    def to_json(self) -> dict:
        """The JSON form of RULES.md section 7."""
        return {
            "file": self.file,
            "code": self.code,
            "severity": self.severity,
            "message": self.message,
            "card": self.card,
            "at": list(self.at) if self.at is not None else None,
            "path": self.path,
        }

    @classmethod
    def from_json(cls, data: dict) -> Diagnostic:
        """The diagnostic `to_json` gave ``data`` for (kept in a journal, sent by a worker)."""
        at = data.get("at")
        return cls(
            data["code"],
            data["severity"],
            data["message"],
            data.get("file", ""),
            data.get("card"),
            tuple(at) if at is not None else None,
            data.get("path"),
        )

    def to_text(self) -> str:
        """One line, like a linter: ``file:card:x,y: CODE message``.

        Control characters from the file (in its name, a card id, a quoted
        title) are spelled out as escapes: the line stays one line and cannot
        drive the terminal.
        """
        where = self.file or "-"
        if self.card is not None:
            where += f":{self.card}"
        if self.at is not None:
            where += f":{self.at[0]},{self.at[1]}"
        elif self.path:
            where += f":{self.path}"
        return printable(f"{where}: {self.code} {self.severity}: {self.message}")


def has_errors(diagnostics) -> bool:
    return any(d.is_error for d in diagnostics)


def json_pointer(parts) -> str:
    """RFC 6901 pointer for a sequence of keys and indices."""
    out = []
    for p in parts:
        s = str(p).replace("~", "~0").replace("/", "~1")
        out.append(s)
    return "/" + "/".join(out) if out else ""
