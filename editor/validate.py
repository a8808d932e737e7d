"""Validation front end shared by every game: find quest files, read them, dispatch on format.

A quest file says which game and version it is in its ``format`` key; the
`FORMATS` registry maps that to the game's loader (JSON -> model, schema
diagnostics) and its rules checks. Games are imported only when a file of
theirs is met, so validating stays quick to start.

Whatever a file holds, validation returns diagnostics and never raises.
"""

from __future__ import annotations

import importlib
import importlib.util
import os
import stat
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from .diagnostics import ERROR, WARNING, Diagnostic
from .fileio import FileProblem, read_json

QUEST_SUFFIX = ".quest.json"

#: Codes of the shared front end: F0xx from `editor.fileio` (reading a file),
#: V0xx from this module (finding files, formats, the solver hook, internal errors).
FILE_CODES: dict[str, tuple[str, str]] = {
    "F001": (
        ERROR,
        "the file cannot be read (missing, a folder, no permission, not a regular file)",
    ),
    "F002": (ERROR, "the file is too large to be a quest"),
    "F003": (ERROR, "the file is empty"),
    "F004": (ERROR, "the file is binary or not UTF-8 text (or escapes half a surrogate pair)"),
    "F005": (ERROR, "the file is not valid JSON (or is nested too deeply)"),
    "F006": (ERROR, "a key is given twice in one object"),
    "V001": (ERROR, "not a quest file of a known format"),
    "V002": (WARNING, "a folder holds no quest files"),
    "V003": (ERROR, "a folder cannot be read"),
    "V004": (ERROR, "the solver failed on this quest"),
    "V005": (ERROR, "internal error while checking the file (a bug: please report it)"),
}


@dataclass(frozen=True)
class Game:
    """How to check one file format. Values are ``module:function`` names, imported lazily."""

    label: str
    load: str  # (data, file) -> LoadResult(quest, diagnostics)
    lenient: str  # (data) -> the model despite schema errors; never raises (for the editor)
    check: str  # (quest, data) -> list[Diagnostic]
    codes: tuple[str, ...]  # modules with a CODES table
    solve: str | None = None  # (quest) -> (diagnostics, result with .summary()), for --solve


#: format -> game. Only the tower game exists so far.
FORMATS: dict[str, Game] = {
    "tower-quest/1": Game(
        label="Magic Maze Tower quest",
        load="editor.games.tower.load:quest_from_data",
        lenient="editor.games.tower.fileformat:quest_from_dict",
        check="editor.games.tower.checks:check_quest",
        codes=("editor.games.tower.schema", "editor.games.tower.checks"),
        solve="editor.games.tower.solving:solve_for_validation",
    ),
}


def _resolve(ref: str) -> Callable:
    module, _, name = ref.partition(":")
    return getattr(importlib.import_module(module), name)


def all_codes() -> dict[str, tuple[str, str]]:
    """Every diagnostic code validation can emit: code -> (severity, title), in code order."""
    codes = dict(FILE_CODES)
    for game in FORMATS.values():
        for module in game.codes:
            codes.update(importlib.import_module(module).CODES)
    return dict(sorted(codes.items()))


def _diag(code: str, message: str, file: str) -> Diagnostic:
    return Diagnostic(code, FILE_CODES[code][0], message, file=file)


# -- finding files -----------------------------------------------------------------


def collect(paths: Iterable[str]) -> tuple[list[tuple[str, str]], list[Diagnostic]]:
    """Files to check as (path, display name), and diagnostics about paths themselves.

    Folders are searched recursively for ``*.quest.json``; a file named
    explicitly is checked whatever its name. Each file is listed once.
    """
    files: list[tuple[str, str]] = []
    diags: list[Diagnostic] = []
    seen: set[str] = set()

    def add(path: str) -> None:
        key = os.path.realpath(path)
        if key not in seen:
            seen.add(key)
            files.append((path, path))

    for arg in paths:
        try:
            st = os.stat(arg)
        except FileNotFoundError:
            diags.append(_diag("F001", "no such file or folder", arg))
            continue
        except OSError as exc:
            diags.append(_diag("F001", f"cannot read: {exc.strerror or exc}", arg))
            continue
        if not stat.S_ISDIR(st.st_mode):
            add(arg)
            continue
        problems: list[OSError] = []
        inside = []
        for root, _dirs, names in os.walk(arg, onerror=problems.append):
            for name in names:
                full = os.path.join(root, name)
                if name.endswith(QUEST_SUFFIX) and os.path.isfile(full):
                    inside.append(full)
        found = len(inside)
        for full in sorted(inside):
            add(full)
        for exc in problems:
            where = getattr(exc, "filename", None) or arg
            reason = exc.strerror or str(exc)
            diags.append(_diag("V003", f"cannot read this folder: {reason}", str(where)))
        if not found and not problems:
            diags.append(_diag("V002", f"no {QUEST_SUFFIX} files in this folder", arg))
    return files, diags


# -- checking one file ----------------------------------------------------------------


@dataclass
class Loaded:
    """One file read once: its JSON, the model built from it, and what was found on the way."""

    file: str
    data: Any = None
    model: Any = None
    """The game's model (a tower `Quest`); None when the file could not be understood."""
    diagnostics: list[Diagnostic] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        """A model was built and nothing is wrong enough to refuse it."""
        return self.model is not None and not any(d.is_error for d in self.diagnostics)


def examine(
    data,
    file: str,
    *,
    checks: bool = True,
    lenient: bool = False,
    solve: bool = False,
    solved: list[tuple[str, str]] | None = None,
) -> Loaded:
    """Schema-check parsed JSON ``data`` read from ``file``, build the model, check its rules.

    ``lenient`` (for the editor) builds the model despite schema errors, which
    then skips the rules checks; ``checks=False`` skips them always. With
    ``solve``, quests without errors are solved too; ``solved`` then receives
    (file, the solver's counts in words).
    """
    fmt = data.get("format") if isinstance(data, dict) else None
    game = FORMATS.get(fmt) if isinstance(fmt, str) else None
    if game is None:
        known = ", ".join(f'"{f}"' for f in FORMATS)
        if not isinstance(data, dict):
            msg = "not a quest: the file must hold one JSON object {...}"
        elif "format" not in data:
            msg = f'not a quest: there is no "format" key (a tower quest starts with "format": {known})'
        else:
            shown = repr(fmt) if not isinstance(fmt, str) else f'"{fmt[:40]}"'
            msg = f"unknown format {shown}; this version of mazewright reads {known}"
        return Loaded(file, data, None, [_diag("V001", msg, file)])
    result = _resolve(game.load)(data, file)
    diags = [d.with_file(file) for d in result.diagnostics]
    loaded = Loaded(file, data, result.quest, diags)
    if result.quest is None:
        if lenient:
            loaded.model = _resolve(game.lenient)(data)
        return loaded
    if not checks:
        return loaded
    diags += [d.with_file(file) for d in _resolve(game.check)(result.quest, data)]
    if solve and game.solve and not any(d.is_error for d in diags):
        try:
            found, outcome = _resolve(game.solve)(result.quest)
        except Exception as exc:  # the solver must never crash validation
            diags.append(_diag("V004", f"the solver failed: {type(exc).__name__}: {exc}", file))
        else:
            diags += [d.with_file(file) for d in found]
            if solved is not None:
                solved.append((file, outcome.summary()))
    return loaded


def check_data(
    data, file: str, *, solve: bool = False, solved: list[tuple[str, str]] | None = None
) -> list[Diagnostic]:
    """Diagnostics for parsed JSON ``data`` read from ``file`` (see `examine`)."""
    return examine(data, file, solve=solve, solved=solved).diagnostics


def load_file(
    path: str | os.PathLike,
    display: str | None = None,
    *,
    checks: bool = True,
    lenient: bool = False,
    solve: bool = False,
    solved: list[tuple[str, str]] | None = None,
) -> Loaded:
    """Read one file and `examine` it: the one way every command reads a quest file.

    The file is read once, with every check of `editor.fileio.read_json`
    (regular files only, size limit, UTF-8, JSON, no duplicate keys or lone
    surrogates). Never raises for anything the file holds.
    """
    name = display if display is not None else str(path)
    try:
        data = read_json(path, name)
    except FileProblem as problem:
        return Loaded(name, diagnostics=[problem.diagnostic.with_file(name)])
    try:
        return examine(data, name, checks=checks, lenient=lenient, solve=solve, solved=solved)
    except RecursionError:
        msg = "internal error: the data is nested too deeply to check"
    except Exception as exc:  # last line of defence: a bug must not become a traceback
        msg = f"internal error: {type(exc).__name__}: {exc}"
    return Loaded(name, data, None, [_diag("V005", msg, name)])


def validate_file(
    path: str,
    display: str | None = None,
    *,
    solve: bool = False,
    solved: list[tuple[str, str]] | None = None,
) -> list[Diagnostic]:
    """Read and check one file. Never raises for anything the file holds."""
    return load_file(path, display, solve=solve, solved=solved).diagnostics


@dataclass
class Report:
    files: int
    diagnostics: list[Diagnostic]
    solved: list[tuple[str, str]] = field(default_factory=list)
    """With --solve: (file, the solver's counts in words) for each quest solved."""

    @property
    def errors(self) -> int:
        return sum(1 for d in self.diagnostics if d.is_error)

    @property
    def warnings(self) -> int:
        return sum(1 for d in self.diagnostics if d.severity == WARNING)


def validate_paths(paths: Iterable[str], *, solve: bool = False) -> Report:
    """Check every quest file named by ``paths`` (files and folders)."""
    files, diags = collect(paths)
    solved: list[tuple[str, str]] = []
    for path, display in files:
        diags += validate_file(path, display, solve=solve, solved=solved)
    return Report(len(files), diags, solved)
