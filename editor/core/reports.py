"""Writing diagnostics out: linter-style text, a JSON list, and SARIF 2.1.0.

SARIF is what code-scanning services read (GitHub turns it into annotations on
pull requests): one run, the tool's rules taken from the code table, and one
result per diagnostic with the file's URI relative to the working folder and,
when it can be found cheaply, the line of the offending entry.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterable
from pathlib import Path

from .diagnostics import Diagnostic, json_pointer
from .fileio import FileProblem, read_bytes
from .safetext import UNSAFE

SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"


def text_lines(diagnostics: Iterable[Diagnostic]) -> list[str]:
    """One line per diagnostic, control characters spelled out (see `Diagnostic.to_text`)."""
    return [d.to_text() for d in diagnostics]


def json_text(value) -> str:
    """Indented JSON, non-ASCII text kept as it is except what `printable` escapes.

    JSON escapes the C0 controls itself but not DEL, the C1 controls, the
    bidirectional overrides or a lone surrogate (a file name that is not UTF-8
    arrives with one, and could not even be printed): they become ``\\u`` escapes
    too, which is the same JSON.
    """
    text = json.dumps(value, indent=2, ensure_ascii=False)
    return UNSAFE.sub(_json_escape, text)


def _json_escape(match: re.Match) -> str:
    char = match.group()
    return char if char < " " else f"\\u{ord(char):04x}"  # C0: JSON's own line breaks


def json_report(diagnostics: Iterable[Diagnostic]) -> str:
    return json_text([d.to_json() for d in diagnostics])


def summary(files: int, diagnostics: list[Diagnostic]) -> str:
    errors = sum(1 for d in diagnostics if d.is_error)
    warnings = len(diagnostics) - errors
    bad = len({d.file for d in diagnostics if d.is_error})

    def n(count: int, word: str) -> str:
        return f"{count} {word}{'' if count == 1 else 's'}"

    text = f"{n(files, 'file')} checked: {n(errors, 'error')}, {n(warnings, 'warning')}"
    if errors:
        text += f" ({n(bad, 'file')} with errors)"
    return text


# -- finding lines -----------------------------------------------------------------

_TOKEN = re.compile(r'"(?:[^"\\\n]|\\.)*"|[{}\[\],:]|-?[0-9][0-9.eE+\-]*|true|false|null|\n')


def pointer_lines(text: str) -> dict[str, int]:
    """Map each JSON pointer in ``text`` to the line (1-based) where its value starts.

    A small scanner, not a parser: it assumes the text is valid JSON (it was
    parsed before) and simply stops where it is not.
    """
    lines: dict[str, int] = {}
    line = 1
    stack: list[list] = []  # [kind, key or index, expecting a key]
    try:
        for match in _TOKEN.finditer(text):
            tok = match.group()
            if tok == "\n":
                line += 1
                continue
            top = stack[-1] if stack else None
            if top is not None and top[0] == "obj" and top[2] and tok.startswith('"'):
                top[1] = json.loads(tok)
                top[2] = False
                continue
            if tok == ":":
                continue
            if tok == ",":
                if top is None:
                    break
                if top[0] == "obj":
                    top[2] = True
                else:
                    top[1] += 1
                continue
            if tok in "}]":
                if not stack:
                    break
                stack.pop()
                continue
            lines.setdefault(json_pointer(f[1] for f in stack), line)
            if tok == "{":
                stack.append(["obj", None, True])
            elif tok == "[":
                stack.append(["arr", 0, False])
    except (ValueError, TypeError):
        pass
    return lines


_LINE_IN_MESSAGE = re.compile(r"\bline (\d+), column (\d+)")


def _region(d: Diagnostic, cache: dict[str, dict[str, int] | None]) -> dict:
    m = _LINE_IN_MESSAGE.search(d.message)
    if m and d.code.startswith("F"):
        return {"startLine": int(m.group(1)), "startColumn": int(m.group(2))}
    if d.path is None or not d.file:
        return {"startLine": 1}
    if d.file not in cache:
        try:  # read again as every file is read: a file swapped for a pipe cannot hang this
            cache[d.file] = pointer_lines(read_bytes(d.file).decode("utf-8-sig"))
        except (FileProblem, UnicodeDecodeError):
            cache[d.file] = None
    lines = cache[d.file]
    if not lines:
        return {"startLine": 1}
    pointer = d.path
    while True:
        if pointer in lines:
            return {"startLine": lines[pointer]}
        if not pointer:
            return {"startLine": 1}
        pointer = pointer.rsplit("/", 1)[0]


def file_uri(file: str, cwd: str | None = None) -> str:
    """The file's URI: relative (POSIX, percent-encoded) under the working folder, else absolute."""
    from urllib.parse import quote

    base = os.path.abspath(cwd or os.getcwd())
    full = os.path.abspath(file)
    try:
        rel = os.path.relpath(full, base)
    except ValueError:  # another drive on Windows
        rel = None
    if rel is not None and rel != ".." and not rel.startswith(".." + os.sep):
        return quote(Path(rel).as_posix())
    return Path(full).as_uri()


def sarif_report(
    diagnostics: Iterable[Diagnostic],
    codes: dict[str, tuple[str, str]],
    *,
    version: str = "",
    cwd: str | None = None,
) -> dict:
    """A SARIF 2.1.0 log with one run; ``codes`` (code -> (severity, title)) gives the rules."""
    rule_ids = sorted(codes)
    index = {code: i for i, code in enumerate(rule_ids)}
    rules = [
        {
            "id": code,
            "shortDescription": {"text": codes[code][1]},
            "defaultConfiguration": {"level": codes[code][0]},
        }
        for code in rule_ids
    ]
    cache: dict[str, dict[str, int] | None] = {}
    results = []
    for d in diagnostics:
        result: dict = {
            "ruleId": d.code,
            "level": "error" if d.is_error else "warning",
            "message": {"text": d.message},
        }
        if d.code in index:
            result["ruleIndex"] = index[d.code]
        if d.file:
            result["locations"] = [
                {
                    "physicalLocation": {
                        "artifactLocation": {"uri": file_uri(d.file, cwd)},
                        "region": _region(d, cache),
                    }
                }
            ]
        props: dict = {}
        if d.card is not None:
            props["card"] = d.card
        if d.at is not None:
            props["at"] = list(d.at)
        if d.path:
            props["path"] = d.path
        if props:
            result["properties"] = props
        results.append(result)
    driver: dict = {"name": "mazewright", "rules": rules}
    if version:
        driver["version"] = version
    return {
        "$schema": SARIF_SCHEMA,
        "version": "2.1.0",
        "runs": [{"tool": {"driver": driver}, "results": results}],
    }


# -- results ------------------------------------------------------------------------

_POINT = re.compile(r"\[\s*(-?\d+),\s*(-?\d+)\s*\]")
_POINT_ONE = re.compile(r"\[-?\d+, -?\d+\]")
_POINTS = re.compile(r"\[\s*\[-?\d+, -?\d+\](?:,\s*\[-?\d+, -?\d+\])*\s*\]")


def compact_json(data) -> str:
    """Indented JSON with coordinates and hands kept on one line."""
    text = json.dumps(data, indent=2)
    text = _POINT.sub(r"[\1, \2]", text)
    text = _POINTS.sub(lambda m: "[" + ", ".join(_POINT_ONE.findall(m.group(0))) + "]", text)
    return re.sub(
        r'\[\s*((?:"[NESW]+",?\s*)+)\]',
        lambda m: "[" + ", ".join(m.group(1).split()).replace(",,", ",") + "]",
        text,
    )
