"""Validation front end shared by every game: find the games' files, read them, dispatch on format.

A file says which game and version it is in its ``format`` key; the game
registry (`editor.core.registry`) maps that to the game's loader (JSON -> model,
schema diagnostics) and its rules checks. A game's modules are imported only
when a file of theirs is met, so validating stays quick to start.

Whatever a file holds, validation returns diagnostics and never raises.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from editor import __version__

from . import registry
from .diagnostics import ERROR, WARNING, Diagnostic
from .fileio import FileProblem, read_json

#: Codes of the shared front end: F0xx from `editor.core.fileio` (reading a file),
#: V0xx from this module (finding files, formats, the solver hook, internal errors).
FILE_CODES: dict[str, tuple[str, str]] = {
    "F001": (
        ERROR,
        "the file cannot be read (missing, a folder, no permission, not a regular file)",
    ),
    "F002": (ERROR, "the file is too large to be a game's file"),
    "F003": (ERROR, "the file is empty"),
    "F004": (ERROR, "the file is binary or not UTF-8 text (or escapes half a surrogate pair)"),
    "F005": (ERROR, "the file is not valid JSON (or is nested too deeply)"),
    "F006": (ERROR, "a key is given twice in one object"),
    "F007": (ERROR, "a number no file may hold (NaN, Infinity, too large)"),
    "V001": (ERROR, "not a file of a known game (its format)"),
    "V002": (WARNING, "a folder holds no files of a known game"),
    "V003": (ERROR, "a folder cannot be read"),
    "V004": (ERROR, "the solver failed on this file"),
    "V005": (ERROR, "internal error while checking the file (a bug: please report it)"),
}


def all_codes() -> dict[str, tuple[str, str]]:
    """Every diagnostic code validation can emit: code -> (severity, title), in code order."""
    codes = dict(FILE_CODES)
    for game in registry.games():
        codes.update(game.codes_table())
    return dict(sorted(codes.items()))


def _diag(code: str, message: str, file: str) -> Diagnostic:
    return Diagnostic(code, FILE_CODES[code][0], message, file=file)


# -- finding files -----------------------------------------------------------------


def collect(paths: Iterable[str]) -> tuple[list[tuple[str, str]], list[Diagnostic]]:
    """Files to check as (path, display name), and diagnostics about paths themselves.

    Folders are searched recursively for the files of every game (by each game's
    file name ending, `registry.suffixes`); a file named explicitly is checked
    whatever its name. Each file is listed once.
    """
    suffixes = registry.suffixes()
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
                if name.endswith(suffixes) and os.path.isfile(full):
                    inside.append(full)
        found = len(inside)
        for full in sorted(inside):
            add(full)
        for exc in problems:
            where = getattr(exc, "filename", None) or arg
            reason = exc.strerror or str(exc)
            diags.append(_diag("V003", f"cannot read this folder: {reason}", str(where)))
        if not found and not problems:
            kinds = ", ".join(f"*{s}" for s in suffixes)
            diags.append(_diag("V002", f"no files of a known game ({kinds}) in this folder", arg))
    return files, diags


# -- checking one file ----------------------------------------------------------------


@dataclass
class Loaded:
    """One file read once: its JSON, the model built from it, and what was found on the way."""

    file: str
    data: Any = None
    model: Any = None
    """The game's model; None when the file could not be understood."""
    diagnostics: list[Diagnostic] = field(default_factory=list)
    game: registry.GameSpec | None = None
    """The game the file's ``format`` names; None when it names none."""

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
    game = registry.by_format(fmt) if isinstance(fmt, str) else None
    if game is None:
        return Loaded(file, data, None, [_diag("V001", _unknown_format(data, fmt), file)])
    model, found = game.resolve(game.files.load)(data, file)
    diags = [d.with_file(file) for d in found]
    loaded = Loaded(file, data, model, diags, game)
    if model is None:
        if lenient:
            loaded.model = game.resolve(game.files.lenient)(data)
        return loaded
    if not checks:
        return loaded
    diags += [d.with_file(file) for d in game.resolve(game.files.check)(model, data)]
    if solve and game.solving.validate and not any(d.is_error for d in diags):
        try:
            found, outcome = game.resolve(game.solving.validate)(model)
        except Exception as exc:  # the solver must never crash validation
            diags.append(_diag("V004", f"the solver failed: {type(exc).__name__}: {exc}", file))
        else:
            diags += [d.with_file(file) for d in found]
            if solved is not None:
                solved.append((file, outcome.summary()))
    return loaded


def _unknown_format(data, fmt) -> str:
    known = ", ".join(f'"{g.format}" ({g.label})' for g in registry.games())
    if not isinstance(data, dict):
        return "not a file of any game: the file must hold one JSON object {...}"
    if "format" not in data:
        return f'not a file of any game: there is no "format" key (one of {known})'
    shown = repr(fmt) if not isinstance(fmt, str) else f'"{fmt[:40]}"'
    newer = _newer_version(fmt)
    if newer is not None:
        return (
            f"format {shown} is a later version of the {newer.label} format than this "
            f'mazewright ({__version__}) reads, "{newer.format}": a later mazewright wrote '
            "it; update mazewright to open it"
        )
    return f"unknown format {shown}; this version of mazewright reads {known}"


def _newer_version(fmt) -> registry.GameSpec | None:
    """The game whose format ``fmt`` is a later version of (``"mall/2"`` when this
    mazewright reads ``"mall/1"``), if any."""
    if not isinstance(fmt, str):
        return None
    kind, _, version = fmt.rpartition("/")
    for game in registry.games():
        ours, _, known = game.format.rpartition("/")
        if ours == kind and version.isdigit() and known.isdigit() and int(version) > int(known):
            return game
    return None


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
    """Read one file and `examine` it: the one way every command reads a game's file.

    The file is read once, with every check of `editor.core.fileio.read_json`
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
    """Check every game's file named by ``paths`` (files and folders)."""
    files, diags = collect(paths)
    solved: list[tuple[str, str]] = []
    for path, display in files:
        diags += validate_file(path, display, solve=solve, solved=solved)
    return Report(len(files), diags, solved)


# -- checking and solving many files at once -----------------------------------------------


def check_file(path: str, display: str, solve: bool) -> dict:
    """`validate_file` as plain data, for a worker of `editor.core.batch`: ``{"diagnostics":
    [Diagnostic.to_json()...], "solved": the solver's counts in words or None}``."""
    solved: list[tuple[str, str]] = []
    diags = validate_file(path, display, solve=solve, solved=solved)
    return {
        "diagnostics": [d.to_json() for d in diags],
        "solved": solved[0][1] if solved else None,
    }


def file_key(path: str, display: str) -> str:
    """What names a file's result in a journal: its name, size and time of change, so a
    file changed since its result was kept is checked again."""
    try:
        st = os.stat(path)
    except OSError:
        return display
    return f"{display}\n{st.st_size}\n{st.st_mtime_ns}"


def solve_paths(
    paths: Iterable[str],
    *,
    jobs: int | None = None,
    scheduler: str | None = None,
    journal=None,
    report=None,
    cancel=None,
) -> tuple[Report, bool]:
    """`validate_paths` with the solver, the files checked at once (`editor.core.batch.run_batch`:
    ``jobs`` local processes, or the Dask ``scheduler``; ``journal``, ``report``,
    ``cancel`` as there). The report is in the files' order whatever order they finish
    in; a file whose check gave no result (its worker died) gets V004. Also returns
    whether ``cancel`` stopped the run, when only the files finished are reported."""
    from .batch import Task, run_batch

    files, diags = collect(paths)
    # a worker elsewhere reads the file by its absolute path (the same on a shared folder)
    tasks = [
        Task(file_key(path, display), (os.path.abspath(path), display, True))
        for path, display in files
    ]
    run = run_batch(
        check_file,
        tasks,
        jobs=jobs,
        scheduler=scheduler,
        journal=journal,
        report=report,
        cancel=cancel,
    )
    solved: list[tuple[str, str]] = []
    checked = 0
    for task, (_path, display) in zip(tasks, files, strict=True):
        if task.key in run.failed:
            diags.append(_diag("V004", f"the solver failed: {run.failed[task.key]}", display))
        elif task.key in run.results:
            result = run.results[task.key]
            diags += [Diagnostic.from_json(d) for d in result["diagnostics"]]
            if result["solved"] is not None:
                solved.append((display, result["solved"]))
        else:
            continue
        checked += 1
    return Report(checked, diags, solved), run.cancelled
