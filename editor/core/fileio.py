"""Reading files safely: size limits, decoding (writing: `editor.core.writing`)."""

from __future__ import annotations

import json
import math
import os
import re
import stat

from .diagnostics import ERROR, Diagnostic, json_pointer

#: Quest files are small; anything larger is refused before parsing.
MAX_FILE_BYTES = 2 * 1024 * 1024
#: Deeper JSON than this is refused (Python's parser would overflow its stack).
MAX_JSON_DEPTH = 64
#: Larger integers are refused: JSON's interoperable range (RFC 8259, section 6);
#: beyond it a number cannot be drawn, turned into a float or exported.
MAX_JSON_INT = 2**53 - 1


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


def read_bytes(path: str | os.PathLike, display: str | None = None) -> bytes:
    """The bytes of a regular file (symlinks followed), at most `MAX_FILE_BYTES` of them.

    Anything else is refused with a `FileProblem`, unopened: folders, devices
    (``/dev/zero``), pipes (a FIFO would block) and sockets. The file is checked,
    opened without blocking, checked again (it may have been swapped), then read
    up to one byte past the limit, so neither a special file nor a size that
    changes (or lies, as in ``/proc``) can make reading hang or fill the memory.
    """
    name = display if display is not None else str(path)
    try:
        _check_regular(os.stat(path).st_mode, name)
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except FileProblem:
        raise
    except FileNotFoundError:
        raise _problem("F001", "file not found", name) from None
    except IsADirectoryError:
        raise _problem("F001", "is a folder, not a file", name) from None
    except PermissionError:
        if os.path.isdir(path):
            raise _problem("F001", "is a folder, not a file", name) from None
        raise _problem("F001", "permission denied: the file cannot be read", name) from None
    except OSError as exc:
        raise _problem("F001", f"cannot read the file: {exc.strerror or exc}", name) from None
    try:
        _check_regular(os.fstat(fd).st_mode, name)
        chunks: list[bytes] = []
        left = MAX_FILE_BYTES + 1
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
    except FileProblem:
        raise
    except OSError as exc:
        raise _problem("F001", f"cannot read the file: {exc.strerror or exc}", name) from None
    finally:
        os.close(fd)
    if left <= 0:
        raise _problem(
            "F002", f"file is too large (a game's files are at most {MAX_FILE_BYTES} bytes)", name
        )
    return b"".join(chunks)


def _check_regular(mode: int, name: str) -> None:
    if stat.S_ISDIR(mode):
        raise _problem("F001", "is a folder, not a file", name)
    if not stat.S_ISREG(mode):
        raise _problem(
            "F001", f"is {_special_kind(mode)}, not a regular file: it is not read", name
        )


def _special_kind(mode: int) -> str:
    if stat.S_ISFIFO(mode):
        return "a pipe (FIFO)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "a special file"


def read_json(path: str | os.PathLike, display: str | None = None):
    """Read a JSON file, or raise `FileProblem` with a clear message (codes F0xx)."""
    name = display if display is not None else str(path)
    return parse_json_bytes(read_bytes(path, name), name)


def parse_json_bytes(raw: bytes, name: str):
    """Decode UTF-8 and parse JSON, or raise `FileProblem`.

    Beyond what `json.loads` checks, a key given twice in one object (JSON
    would silently keep the last), a lone UTF-16 surrogate escape such as
    ``"\\ud83d"`` (not a character: no UTF-8 text can hold it) and a number
    no file needs (NaN, Infinity, 1e400, an integer beyond `MAX_JSON_INT`) are
    refused.
    """
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
    odd: list[bool] = []  # gets an entry for each key twice or number refused
    try:
        data = json.loads(
            text,
            object_pairs_hook=lambda pairs: _object(pairs, odd),
            parse_int=lambda literal: _int(literal, odd),
            parse_float=lambda literal: _float(literal, odd),
            parse_constant=lambda literal: _BadNumber(literal, odd),
        )
    except json.JSONDecodeError as exc:
        raise _problem(
            "F005", f"invalid JSON at line {exc.lineno}, column {exc.colno}: {exc.msg}", name
        ) from None
    except (RecursionError, ValueError) as exc:
        raise _problem("F005", f"invalid JSON: {exc}", name) from None
    if odd or _SURROGATE_ESCAPE.search(text):
        problem = _first_problem(data, [])
        if problem is not None:
            code, message, pointer = problem
            raise FileProblem(Diagnostic(code, ERROR, message, file=name, path=pointer))
    return data


class _BadNumber(str):
    """Stands in for a number no file may hold (found by `_first_problem`)."""

    def __new__(cls, literal: str, found: list[bool]):
        found.append(True)
        return super().__new__(cls, literal)


def _int(literal: str, found: list[bool]) -> int | _BadNumber:
    # the length test first: int() of thousands of digits is slow, or refused
    if len(literal) > 17 or abs(int(literal)) > MAX_JSON_INT:
        return _BadNumber(literal, found)
    return int(literal)


def _float(literal: str, found: list[bool]) -> float | _BadNumber:
    value = float(literal)
    return value if math.isfinite(value) else _BadNumber(literal, found)


def _number_problem(literal: str) -> str:
    if literal in ("NaN", "Infinity", "-Infinity"):
        return f"{literal} is not a number a JSON file may hold"
    if "." in literal or "e" in literal.lower():
        return f"the number {_shortened(literal)} is too large to hold (it would be infinite)"
    return (
        f"the integer {_shortened(literal)} is too large "
        f"(a game's numbers are at most {MAX_JSON_INT} either way)"
    )


def _shortened(literal: str) -> str:
    if len(literal) <= 24:
        return literal
    return f"{literal[:12]}...{literal[-4:]} ({len(literal.lstrip('-'))} digits)"


class _Twice(dict):
    """An object in which some key was given more than once (``keys`` lists them)."""

    keys_twice: list[str]


def _object(pairs: list[tuple[str, object]], twice: list[bool]) -> dict:
    out = dict(pairs)
    if len(out) == len(pairs):
        return out
    marked = _Twice(out)
    seen: set[str] = set()
    marked.keys_twice = [k for k, _ in pairs if k in seen or seen.add(k)]
    twice.append(True)
    return marked


_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")
_SURROGATE = re.compile("[\ud800-\udfff]")


def _shown(text: str) -> str:
    """A key or value quoted as JSON would write it with escapes (surrogates stay visible)."""
    return json.dumps(text if len(text) <= 40 else text[:37] + "...")


def _first_problem(node, parts: list) -> tuple[str, str, str] | None:
    """(code, message, JSON pointer) of the first duplicate key, lone surrogate or
    number no file may hold, if any."""
    if isinstance(node, _BadNumber):
        return ("F007", _number_problem(node), json_pointer(parts))
    if isinstance(node, str):
        if _SURROGATE.search(node):
            return ("F004", f"the text {_shown(node)} holds {_lone(node)}", json_pointer(parts))
        return None
    if isinstance(node, list):
        for i, item in enumerate(node):
            found = _first_problem(item, [*parts, i])
            if found is not None:
                return found
        return None
    if not isinstance(node, dict):
        return None
    where = json_pointer(parts) or "the top level"
    for key in getattr(node, "keys_twice", ()):
        if not _SURROGATE.search(key):
            return (
                "F006",
                f"the key {_shown(key)} is given twice in the object at {where} "
                "(JSON would silently keep only the last one)",
                json_pointer([*parts, key]),
            )
    for key, value in node.items():
        if _SURROGATE.search(key):
            return (
                "F004",
                f"the key {_shown(key)} in the object at {where} holds {_lone(key)}",
                json_pointer(parts),
            )
        found = _first_problem(value, [*parts, key])
        if found is not None:
            return found
    return None


def _lone(text: str) -> str:
    escape = json.dumps(_SURROGATE.search(text).group())
    return (
        f"the escape {escape[1:-1]}: half of a UTF-16 surrogate pair without its other half, "
        "which is no character (UTF-8 text cannot hold it)"
    )
