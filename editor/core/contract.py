"""What a game's references (`registry.GameSpec`) must name, as typed protocols, and a
check that each one resolves to something of that shape.

The registry imports a game's modules only when one is used, so that finding the game
of a file costs nothing; `problems` imports them all, and is run by the conformance
tests over every game (as pluggy checks a plugin's hook implementations when it is
registered), so that a reference that names nothing, or a function that takes other
arguments, fails a test rather than a user's command.
"""

from __future__ import annotations

import functools
import importlib
import inspect
from collections.abc import Callable, Sequence
from typing import Any, Protocol, runtime_checkable

from .diagnostics import Diagnostic
from .generating import GameGenerator
from .registry import GameSpec


class Load(Protocol):
    def __call__(self, data: Any, file: str = "", /) -> tuple[Any, list[Diagnostic]]: ...


class Lenient(Protocol):
    def __call__(self, data: Any, /) -> Any: ...


class Check(Protocol):
    def __call__(self, model: Any, data: Any = None, /) -> list[Diagnostic]: ...


class SolveForValidation(Protocol):
    def __call__(self, model: Any, /) -> tuple[list[Diagnostic], Any]: ...


class SolveCommand(Protocol):
    def __call__(self, loaded: Any, args: Any, /) -> int: ...


class Dump(Protocol):
    def __call__(self, model: Any, /) -> str: ...


class Export(Protocol):
    def __call__(self, sources: Any, request: Any, progress: Any, cancel: Any, /) -> Any: ...


@runtime_checkable
class Happened(Protocol):
    """One thing an action did (`editor.core.events.Event`, or a game's richer event)."""

    kind: str
    text: str


@runtime_checkable
class Session(Protocol):
    """One game played action by action, by the rules (`GameSpec.play.session`)."""

    players: int
    history: list

    @property
    def is_over(self) -> bool: ...

    def legal_actions(self) -> Sequence: ...

    def why_refused(self, action: Any) -> str | None: ...

    def describe(self, action: Any) -> str: ...

    def apply(self, action: Any) -> list[Happened]: ...

    def undo(self) -> Any: ...


class NewSession(Protocol):
    def __call__(self, model: Any, players: int, seed: int = 0, /) -> Session: ...


class Setups(Protocol):
    def __call__(self, model: Any, run: Any = None, /) -> Any: ...


class CardSize(Protocol):
    def __call__(self, paper: str, /) -> float: ...


class Bench(Protocol):
    def __call__(self, files: Any, options: Any, /) -> Any: ...


class Replay(Protocol):
    def __call__(self, model: Any, /) -> list[str]: ...


class Agree(Protocol):
    def __call__(self, model: Any, max_states: int, /) -> list[str] | None: ...


class AddCommand(Protocol):
    def __call__(self, parser: Any, /) -> None: ...


#: Per reference of `GameSpec` that names a function (its part and field), the protocol
#: it follows.
CALLS: dict[str, type] = {
    "files.load": Load,
    "files.lenient": Lenient,
    "files.check": Check,
    "files.dump": Dump,
    "solving.validate": SolveForValidation,
    "solving.command": SolveCommand,
    "solving.setups": Setups,
    "solving.bench": Bench,
    "solving.replay": Replay,
    "solving.agree": Agree,
    "play.session": NewSession,
    "export.write": Export,
    "export.card_mm": CardSize,
}


def reference(game: GameSpec, field: str) -> Any:
    """The value of ``field`` of ``game``, a field of one of its parts (``"files.load"``)
    or of the spec itself (``"generator"``)."""
    return functools.reduce(getattr, field.split("."), game)


def arguments(protocol: type) -> int:
    """How many arguments the studio passes to a function of ``protocol`` (those of its
    ``__call__`` but ``self``)."""
    return len(inspect.signature(protocol.__call__).parameters) - 1


def problems(game: GameSpec, qt_kind: type | None = None) -> list[str]:
    """What is wrong with ``game``'s references, in words ([] when each resolves to
    what it must be): functions that take the arguments the studio passes, a ``CODES``
    table in each of ``codes``, a `GameGenerator`, and with ``qt_kind`` (the GUI's
    `editor.qt.game.QtGame`, which the core may not import) a Qt part of that kind."""
    out = []
    for field, protocol in CALLS.items():
        ref = reference(game, field)
        if ref is not None:
            out += _callable(game, field, ref, arguments(protocol))
    for _name, _help, ref in game.commands:
        out += _callable(game, "commands", ref, arguments(AddCommand))
    for module in game.files.codes:
        codes = getattr(importlib.import_module(f".{module}", game.package), "CODES", None)
        if not isinstance(codes, dict) or not all(
            isinstance(v, tuple) and len(v) == 2 for v in codes.values()
        ):
            out.append(f"{game.name}: codes: {module} has no CODES table of (severity, title)")
    if qt_kind is not None:
        out += _instance(game, "studio.qt", qt_kind)
    out += _instance(game, "generator", GameGenerator)
    return out


def _resolved(game: GameSpec, field: str, ref: str) -> tuple[Any, str | None]:
    try:
        return game.resolve(ref), None
    except (ImportError, AttributeError, ValueError) as exc:
        return None, f"{game.name}: {field} = {ref!r} names nothing: {exc}"


def _callable(game: GameSpec, field: str, ref: str, count: int) -> list[str]:
    found, why = _resolved(game, field, ref)
    if why is not None:
        return [why]
    if not callable(found):
        return [f"{game.name}: {field} = {ref!r} is not callable"]
    if not _takes(found, count):
        return [
            f"{game.name}: {field} = {ref!r} does not take {count} positional argument"
            f"{'s' if count != 1 else ''}: {inspect.signature(found)}"
        ]
    return []


def _takes(fn: Callable, count: int) -> bool:
    """Whether ``fn`` can be called with ``count`` positional arguments."""
    try:
        inspect.signature(fn).bind(*([None] * count))
    except TypeError:
        return False
    return True


def _instance(game: GameSpec, field: str, kind: type) -> list[str]:
    ref = reference(game, field)
    if ref is None:
        return []
    found, why = _resolved(game, field, ref)
    if why is not None:
        return [why]
    if not isinstance(found, kind):
        return [
            f"{game.name}: {field} = {ref!r} is a {type(found).__name__}, not a {kind.__name__}"
        ]
    return []
