"""The module map (docs/architecture.md): every game names the same concept the same way.

A game's `GameSpec` points each of its hooks into the module the map gives that concept,
every game has the map's headless and Qt modules, and no module of a game goes by a
name the map gives another concept.
"""

from __future__ import annotations

import importlib
import pkgutil
from dataclasses import replace
from pathlib import Path

import pytest

from editor.core import registry
from editor.core.contract import reference

GAMES = registry.games()


def _folder(game) -> Path:
    return Path(importlib.import_module(game.package).__file__).parent


PACKAGES = sorted({_folder(g) for g in GAMES})

#: GameSpec field -> the module of the map its reference must name.
HOME = {
    "files.load": ("load",),
    "files.lenient": ("fileformat",),
    "files.dump": ("fileformat",),
    "files.check": ("checks",),
    "solving.validate": ("solving",),
    "solving.command": ("command",),
    "solving.setups": ("setups",),
    "solving.bench": ("bench",),
    "solving.replay": ("crosscheck",),
    "solving.agree": ("crosscheck",),
    "play.session": ("play",),
    "generator": ("generate",),
    "studio.qt": ("qt.game",),
    # printing.py draws and writes; the tower, whose printing is larger, writes in export.py
    "export.write": ("qt.printing", "qt.export"),
    "export.card_mm": ("qt.printing", "qt.export"),
}

#: Every game package has these (the tower's adventure, a second kind of file in the
#: tower's package, uses the tower's rules and renderer).
EVERY_GAME = ("model", "fileformat", "schema", "load", "checks", "rules", "command")
EVERY_KIND = ("model", "fileformat", "schema", "load", "checks", "command", "qt.game")
EVERY_QT = ("qt.game", "qt.renderer", "qt.properties", "qt.printing")

#: Names the map gives another concept: a module by one of these names is misnamed.
ELSEWHERE = {
    "numbers": "results",
    "solver": "reference",
    "session": "play",
    "panel": "qt/properties",
    "panels": "qt/properties",
    "drawing": "qt/renderer",
    "validation": "solving",
    "movement": "rules",
    "distances": "search",
    "colours": "palette",
}


def _modules(folder: Path) -> set[str]:
    """The dotted names of the modules under ``folder``, relative to it."""
    package = f"editor.games.{folder.name}."
    return {i.name.removeprefix(package) for i in pkgutil.walk_packages([str(folder)], package)}


def _kind_prefix(game) -> str:
    """Where a kind of file's modules start inside its game's package ("" or "adventure.")."""
    module = game.files.load.split(":")[0]
    return module[: -len("load")]


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.name)
def test_each_hook_lives_in_the_module_of_its_concept(game):
    prefix = _kind_prefix(game)
    wrong = []
    for field, homes in HOME.items():
        ref = reference(game, field)
        if ref is None:
            continue
        module = ref.split(":")[0]
        if module not in {prefix + home for home in homes}:
            wrong.append(f"{field} = {ref!r}: the map puts it in {' or '.join(homes)}")
    for module in game.files.codes:
        if module not in (prefix + "checks", prefix + "schema"):
            wrong.append(f"codes: {module!r}: the map keeps codes in checks (and schema)")
    assert wrong == []


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.name)
def test_each_kind_of_file_has_the_modules_of_the_map(game):
    folder = _folder(game)
    prefix = _kind_prefix(game)
    have = _modules(folder)
    assert [m for m in EVERY_KIND if prefix + m not in have] == []


@pytest.mark.parametrize("folder", PACKAGES, ids=lambda p: p.name)
def test_each_game_has_the_modules_of_the_map(folder):
    have = _modules(folder)
    assert [m for m in EVERY_GAME + EVERY_QT if m not in have] == []
    if "fast" in have:  # a fast solver stands beside a reference one, with one kind of answer
        assert {"reference", "results", "solving", "kernel", "compile"} <= have


@pytest.mark.parametrize("folder", PACKAGES, ids=lambda p: p.name)
def test_no_module_goes_by_another_concepts_name(folder):
    misnamed = [
        f"{name}: the map calls this {ELSEWHERE[name.rsplit('.', 1)[-1]]}"
        for name in sorted(_modules(folder))
        if name.rsplit(".", 1)[-1] in ELSEWHERE
    ]
    misnamed += [
        f"{name}: the map keeps the colours in palette.py"
        for name in _modules(folder)
        if name.endswith(".palette")
    ]
    assert misnamed == []


def test_the_map_finds_a_misplaced_hook():
    """The checks above can fail: a session kept in session.py is caught."""
    game = next(g for g in GAMES if g.play.session is not None)
    moved = replace(game, play=replace(game.play, session="session:Session"))
    with pytest.raises(AssertionError):
        test_each_hook_lives_in_the_module_of_its_concept(moved)
