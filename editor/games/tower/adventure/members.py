"""The quests an adventure names, read: each trial and the epic, or why one cannot be used.

`read_members` reads every quest the manifest lists once, with the same reading
as ``mazewright validate`` (`editor.core.validate.load_file`) and the tower's rules
checks, and turns what it finds into the adventure's own diagnostics
(`checks.CODES`): a problem of a trial is reported under the adventure, naming the
trial and its file. The checks, the solve command and the export all start here.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath, PureWindowsPath

from editor.core.diagnostics import ERROR, WARNING, Diagnostic, json_pointer

from .. import FORMAT
from ..model import Quest
from .model import Adventure

#: code -> (severity, title): the adventure's checks (RULES.md section 8).
CODES: dict[str, tuple[str, str]] = {
    "A101": (ERROR, "a trial or the epic cannot be read (missing, not a file, not JSON...)"),
    "A102": (ERROR, "a trial or the epic is not a tower quest"),
    "A103": (ERROR, "a trial or the epic has an error of its own (its code follows)"),
    "A104": (WARNING, "a trial or the epic has a warning of its own (its code follows)"),
    "A105": (ERROR, "a quest is listed twice (two trials, or a trial and the epic)"),
    "A106": (ERROR, "a trial is not one card in one slot"),
    "A107": (ERROR, "the epic does not have one card per trial"),
    "A108": (ERROR, "a trial's cards and the epic's are of different sizes"),
    "A109": (ERROR, "a path that is not relative to the adventure file (absolute, or with \\)"),
    "A110": (WARNING, 'a trial or the epic whose "side" says it is something else'),
}


def diag(code: str, message: str, pointer: list) -> Diagnostic:
    return Diagnostic(code, CODES[code][0], message, path=json_pointer(pointer))


@dataclass
class Member:
    """One quest of the adventure: a trial (``index`` from 0) or the epic (``index`` None)."""

    relative: str
    """The path as the manifest writes it."""
    path: Path
    index: int | None
    quest: Quest | None = None
    """The quest when it could be read and built (it may still break the rules)."""
    diagnostics: list[Diagnostic] = field(default_factory=list)
    """What the adventure says about this member (A1xx codes)."""

    @property
    def pointer(self) -> list:
        return ["epic"] if self.index is None else ["trials", self.index]

    @property
    def name(self) -> str:
        """``trial 2`` or ``the epic``."""
        return "the epic" if self.index is None else f"trial {self.index + 1}"

    @property
    def usable(self) -> bool:
        """The quest was read and has no error of its own."""
        return self.quest is not None and not any(d.is_error for d in self.diagnostics)

    def say(self, code: str, message: str) -> None:
        self.diagnostics.append(
            diag(code, f"{self.name} ({self.relative}): {message}", self.pointer)
        )


@dataclass
class Members:
    trials: list[Member]
    epic: Member

    @property
    def all(self) -> list[Member]:
        return [*self.trials, self.epic]

    @property
    def diagnostics(self) -> list[Diagnostic]:
        return [d for m in self.all for d in m.diagnostics]


def not_relative(relative: str) -> str | None:
    """Why a manifest's path is not a portable path relative to it, or None when it is."""
    if "\\" in relative:
        return 'it has a "\\": write paths with "/" between folders'
    if PurePosixPath(relative).is_absolute() or PureWindowsPath(relative).drive:
        return "it is absolute: write it relative to the folder of the adventure file"
    return None


def read_members(adventure: Adventure) -> Members:
    """Every trial and the epic, read and checked (see the module's docstring)."""
    members = Members(
        [Member(r, adventure.resolve(r), i) for i, r in enumerate(adventure.trials)],
        Member(adventure.epic, adventure.resolve(adventure.epic), None),
    )
    seen: dict[str, Member] = {}
    for member in members.all:
        why = not_relative(member.relative)
        if why is not None:
            member.say("A109", why)
            continue
        try:
            key = os.path.realpath(member.path)
        except ValueError:  # a NUL or a lone surrogate: no file system takes such a name
            member.say("A101", "cannot be used: the path holds a character no file name can")
            continue
        first = seen.setdefault(key, member)
        if first is not member:
            member.say("A105", f"the same file as {first.name}")
            continue
        _read(member)
    return members


def _read(member: Member) -> None:
    from editor.core.validate import load_file

    from ..checks import check_quest

    loaded = load_file(member.path, member.relative, checks=False)
    if loaded.game is None:
        problem = loaded.diagnostics[0] if loaded.diagnostics else None
        if problem is not None and problem.code.startswith("F"):
            member.say("A101", f"cannot be used: {problem.code} {problem.message}")
        else:
            what = problem.message if problem is not None else "not a file of any game"
            member.say("A102", what)
        return
    if loaded.game.format != FORMAT:
        member.say("A102", f"a {loaded.game.label}, not a tower quest")
        return
    found = list(loaded.diagnostics)
    if loaded.model is not None:
        found += [d.with_file(member.relative) for d in check_quest(loaded.model, loaded.data)]
    member.quest = loaded.model
    for d in found:
        code = "A103" if d.is_error else "A104"
        member.diagnostics.append(diag(code, f"{member.name}: {d.to_text()}", member.pointer))
