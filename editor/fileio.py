"""Reading files safely: size limits, decoding (writing: `editor.writing`)."""

from __future__ import annotations

import json
import os
from pathlib import Path

from .diagnostics import ERROR, Diagnostic

#: Quest files are small; anything larger is refused before parsing.
MAX_FILE_BYTES = 2 * 1024 * 1024
#: Deeper JSON than this is refused (Python's parser would overflow its stack).
MAX_JSON_DEPTH = 64


class FileProblem(Exception):
    """A file could not be read as JSON; carries one diagnostic."""

    def __init__(self, diagnostic: Diagnostic):
        super().__init__(diagnostic.message)
        self.diagnostic = diagnostic


def _problem(code: str, message: str, file: str) -> FileProblem:
    return FileProblem(Diagnostic(code, ERROR, message, file=file))


def json_depth_exceeds(text: str, limit: int = MAX_JSON_DEPTH) -> bool:
    """Cheap pre-scan: does bracket nesting (outside strings) go deeper than ``limit``?"""
    depth = 0
    in_string = False
    escape = False
    for ch in text:
        if in_string:
            if escape:
                escape = False
            elif ch == "\\":
                escape = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            if depth > limit:
                return True
        elif ch in "]}":
            depth -= 1
    return False


def read_json(path: str | os.PathLike, display: str | None = None):
    """Read a JSON file, or raise `FileProblem` with a clear message (codes F0xx)."""
    name = display if display is not None else str(path)
    p = Path(path)
    try:
        size = p.stat().st_size
        if p.is_dir():
            raise _problem("F001", "is a folder, not a quest file", name)
        if size > MAX_FILE_BYTES:
            raise _problem(
                "F002",
                f"file is too large ({size} bytes; quest files are at most {MAX_FILE_BYTES} bytes)",
                name,
            )
        raw = p.read_bytes()
    except FileProblem:
        raise
    except FileNotFoundError:
        raise _problem("F001", "file not found", name) from None
    except PermissionError:
        raise _problem("F001", "permission denied: the file cannot be read", name) from None
    except OSError as exc:
        raise _problem("F001", f"cannot read the file: {exc.strerror or exc}", name) from None
    return parse_json_bytes(raw, name)


def parse_json_bytes(raw: bytes, name: str):
    """Decode UTF-8 and parse JSON, or raise `FileProblem`."""
    if not raw.strip():
        raise _problem("F003", "file is empty", name)
    if b"\x00" in raw[:8192]:
        raise _problem("F004", "file is binary, not a JSON text", name)
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise _problem(
            "F004", f"file is not UTF-8 text (bad byte at offset {exc.start})", name
        ) from None
    if json_depth_exceeds(text):
        raise _problem("F005", f"JSON is nested more than {MAX_JSON_DEPTH} levels deep", name)
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise _problem(
            "F005", f"invalid JSON at line {exc.lineno}, column {exc.colno}: {exc.msg}", name
        ) from None
    except (RecursionError, ValueError) as exc:
        raise _problem("F005", f"invalid JSON: {exc}", name) from None
