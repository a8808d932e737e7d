"""The games the studio hosts, each found as a package under `editor.games`.

A game package declares itself in its ``__init__`` with ``GAME = GameSpec(...)``:
the ``format`` its files carry, their file name suffix, and in parts (`Files`,
`Solving`, `Play`, `Export`, `Studio`) which of its functions load, check, solve,
play and export them, named as ``"module:attribute"`` relative to the package. A
package whose game has more than one kind of file declares one spec per kind as
``GAMES = (GameSpec(...), ...)``; each kind is listed on its own. Those functions are
imported only when used, so finding the game of a file costs nothing. The core
(validation, reports, the command line) and the editor shell reach games only
through this module and name none of them: adding a game adds a package.
"""

from __future__ import annotations

import functools
import importlib
import importlib.resources
import pkgutil
from collections.abc import Callable
from dataclasses import dataclass, replace

GAMES_PACKAGE = "editor.games"


@dataclass(frozen=True)
class Files:
    """How a game's files are read, checked and written. References are
    ``"module:attribute"`` with the module relative to the game's package."""

    load: str
    """``(data, file) -> (model or None, diagnostics)``: schema, then the model."""
    lenient: str
    """``(data) -> model``: the model despite schema errors, for the editor; never raises."""
    check: str
    """``(model, data) -> diagnostics``: the rules checks."""
    codes: tuple[str, ...]
    """Modules with a ``CODES`` table: code -> (severity, title)."""
    dump: str | None = None
    """``(model) -> str``: the canonical text of a file, as saving writes it."""


@dataclass(frozen=True)
class Solving:
    """What the game's solvers answer, to the commands and the studio."""

    command: str | None = None
    """``(loaded, args) -> exit status``: ``mazewright solve`` once the file is read
    (`editor.core.validate.Loaded`, the command's arguments)."""
    flags: tuple[tuple[str, str], ...] = ()
    """Switches ``mazewright solve`` takes for files of this game only, as (flag, help):
    ``("--still", "...")``; the solve command reads them as ``args.still``."""
    validate: str | None = None
    """``(model) -> (diagnostics, result with .summary())`` for ``validate --solve``."""
    setups: str | None = None
    """``(model, run) -> SetupTable``: the numbers of every player count and set-up, as
    the studio's solver dock shows them (`editor.core.setups`); ``run`` (a `SolveRun`)
    gives the limits, progress and cancel of a search."""
    on_demand: bool = False
    """The numbers take a search: the solver dock works them out when asked (Solve, F5),
    with limits and progress, and marks them out of date after an edit. Otherwise they
    are quick, and worked out again a moment after each edit."""
    bench: str | None = None
    """``(files, options) -> BenchTable``: ``mazewright bench`` for valid files of this
    game (``(path, model)`` pairs); see `editor.core.benching`."""
    replay: str | None = None
    """``(model) -> list[str]``: solve the model and play every way through that the
    solver's answer holds (a deal's optimal solution, a shortest walk) in the game's own
    rules; what did not replay, in words (``[]`` when everything did). For games whose
    solver gives such ways."""
    agree: str | None = None
    """``(model, max_states) -> list[str] | None``: for a game with a fast solver beside
    its reference one, both solve the model; where they disagree, in words (``[]`` when
    they agree), or None when the reference did not finish within ``max_states`` states
    per search."""


@dataclass(frozen=True)
class Play:
    """How the game is played."""

    players: tuple[int, ...] = ()
    """The player counts the game is played with (what ``--players`` accepts)."""
    session: str | None = None
    """``(model, players, seed) -> session``: one game played action by action, by the
    rules (`editor.core.contract.Session` says what a session has); ``seed`` deals what
    the game deals at random."""


@dataclass(frozen=True)
class Export:
    """``mazewright export`` and File > Export for the game's files."""

    write: str | None = None
    """``(sources, request, progress, cancel) -> Exported``: the export (Qt, loaded only
    when exporting); see `editor.core.exporting`."""
    formats: tuple[str, ...] = ()
    """The formats it writes (``pdf``, ``png``...), as the export dialog offers them."""
    size: str = "Card size"
    """What ``--card-mm`` sets in this game's exports, as the export dialog names it."""
    card_mm: str | None = None
    """``(paper) -> mm``: what ``--card-mm`` is when it is not given, for this paper (a
    board as large as fits the page); None: `editor.core.exporting.DEFAULT_CARD_MM`."""
    pdf: str = "print sheets of the cards, with crop marks"
    """What a PDF export of this game's files holds, as the export dialog says it."""


@dataclass(frozen=True)
class Studio:
    """What the studio window needs of the game."""

    qt: str | None = None
    """The game's Qt part for the editor shell (an `editor.qt` description), loaded only
    by the GUI."""
    part: str = "card"
    """What a diagnostic's ``card`` is in this game's files (a card, a tile), as the
    Issues dock's "Where" column names it."""


@dataclass(frozen=True)
class GameSpec:
    """One kind of file of a game, as the game describes it, grouped into parts: how its
    files are read (`Files`), what its solvers answer (`Solving`), how it is played
    (`Play`), exported (`Export`) and edited (`Studio`), and designed to order
    (``generator``)."""

    name: str
    """Short name, as on the command line (``tower``)."""
    label: str
    """What one file is, in words (``Magic Maze Tower quest``)."""
    format: str
    """The value of the ``format`` key of its files."""
    suffix: str
    """The file name ending that folders are searched for (``.quest.json``)."""
    files: Files
    solving: Solving = Solving()
    play: Play = Play()
    export: Export = Export()
    studio: Studio = Studio()
    generator: str | None = None
    """A `editor.core.generating.GameGenerator`: how ``mazewright generate`` designs files
    of this game to order (its constraint options, first candidate, mutations and score)."""
    commands: tuple[tuple[str, str, str], ...] = ()
    """The game's own subcommands, ``mazewright NAME ...``: (NAME, one-line help,
    ``(parser) -> None``), the function giving the subcommand's parser its arguments and
    its ``_run`` default, ``(args) -> exit status`` (the command line adds every game's)."""
    package: str = ""
    """Filled in when the game is found: the package that declared it."""
    plural: str = ""
    """What several files are, in words (``Magic Maze Tower quests``); the label and an
    "s" when not given."""

    def __post_init__(self) -> None:
        if not self.plural:
            object.__setattr__(self, "plural", self.label + "s")

    def resolve(self, ref: str) -> Callable:
        """The function a reference names, imported now."""
        module, _, attribute = ref.partition(":")
        return getattr(importlib.import_module(f".{module}", self.package), attribute)

    def default_card_mm(self, paper: str) -> float:
        """What ``--card-mm`` is on ``paper`` when it is not given (see `Export.card_mm`)."""
        if self.export.card_mm is None:
            from .exporting import DEFAULT_CARD_MM  # not at start-up: only exports need it

            return DEFAULT_CARD_MM
        return self.resolve(self.export.card_mm)(paper)

    def rules_text(self, language: str | None = None) -> str | None:
        """The game's rules document (``RULES.md`` in its package, Markdown), if it has one;
        with ``language``, its translation (``RULES.<language>.md``) where there is one."""
        names = ([f"RULES.{language}.md"] if language else []) + ["RULES.md"]
        for name in names:
            try:
                return (importlib.resources.files(self.package) / name).read_text("utf-8")
            except (FileNotFoundError, NotADirectoryError):
                continue
        return None

    def codes_table(self) -> dict[str, tuple[str, str]]:
        table: dict[str, tuple[str, str]] = {}
        for module in self.files.codes:
            table.update(importlib.import_module(f".{module}", self.package).CODES)
        return table


@functools.cache
def games() -> tuple[GameSpec, ...]:
    """Every kind of file the game packages under `editor.games` declare (``GAMES``, or
    ``GAME`` alone), by name."""
    package = importlib.import_module(GAMES_PACKAGE)
    found = []
    for info in pkgutil.iter_modules(package.__path__):
        if not info.ispkg:
            continue
        name = f"{GAMES_PACKAGE}.{info.name}"
        module = importlib.import_module(name)
        declared = getattr(module, "GAMES", (getattr(module, "GAME", None),))
        found.extend(replace(s, package=name) for s in declared if isinstance(s, GameSpec))
    return tuple(sorted(found, key=lambda g: g.name))


def by_format(fmt: object) -> GameSpec | None:
    """The game whose files carry this ``format`` value, if any."""
    return next((g for g in games() if g.format == fmt), None)


def by_name(name: str) -> GameSpec | None:
    return next((g for g in games() if g.name == name), None)


def commands() -> dict[str, tuple[GameSpec, str, str]]:
    """Every game's own subcommands: name -> (game, one-line help, parser function)."""
    return {name: (g, text, ref) for g in games() for name, text, ref in g.commands}


def suffixes() -> tuple[str, ...]:
    """The file name endings of every game's files."""
    return tuple(g.suffix for g in games())
