"""What every game the studio hosts must do, checked for each registered game."""

from __future__ import annotations

import pkgutil
import re
import subprocess
import sys
from pathlib import Path

import pytest

from editor.core import contract, registry
from editor.core.setups import SolveRun
from editor.core.validate import load_file

ROOT = Path(__file__).resolve().parents[1]
GAMES = registry.games()
#: A cap on each search of a game whose numbers take one: the table is whole even so.
SETUPS_STATES = 20_000


def test_the_registry_finds_every_game_package():
    packages = {
        f"editor.games.{m.name}"
        for m in pkgutil.iter_modules([str(ROOT / "editor" / "games")])
        if m.ispkg
    }
    assert {g.package for g in GAMES} == packages
    assert len({g.format for g in GAMES}) == len(GAMES)
    assert len({g.suffix for g in GAMES}) == len(GAMES)


def test_a_package_may_declare_several_kinds_of_file(tmp_path, monkeypatch):
    """``GAMES`` lists a package's kinds of file, ``GAME`` one kind; each kind is a game of
    its own to the registry, from the package that declared it."""
    root = tmp_path / "fakegames"
    for name, body in (
        ("solo", "GAME = spec('solo', 's/1')\n"),
        ("pair", "GAMES = (spec('pair', 'p/1'), spec('pair-extra', 'p-extra/1'), 'not a spec')\n"),
        ("none", "X = 1\n"),
    ):
        (root / name).mkdir(parents=True)
        (root / name / "__init__.py").write_text(
            "from editor.core.registry import Files, GameSpec\n"
            "def spec(name, fmt):\n"
            "    return GameSpec(name, name, fmt, '.' + name + '.json', Files('a:b', 'a:b', 'a:b', ()))\n"
            + body
        )
    (root / "__init__.py").write_text("")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setattr(registry, "GAMES_PACKAGE", "fakegames")
    registry.games.cache_clear()
    try:
        found = [(g.name, g.format, g.package) for g in registry.games()]
    finally:
        registry.games.cache_clear()
    assert found == [
        ("pair", "p/1", "fakegames.pair"),
        ("pair-extra", "p-extra/1", "fakegames.pair"),
        ("solo", "s/1", "fakegames.solo"),
    ]


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.name)
def test_a_game_names_what_it_does(game):
    for ref in (
        game.files.load,
        game.files.lenient,
        game.files.check,
        game.solving.command,
        game.files.dump,
    ):
        assert ref is not None and callable(game.resolve(ref))
    for ref in (game.solving.validate, game.solving.bench, game.solving.replay, game.solving.agree):
        assert ref is None or callable(game.resolve(ref))
    assert game.play.players and all(n >= 1 for n in game.play.players)
    assert game.codes_table()


def test_no_two_games_share_a_check_code():
    """Schema codes (S) are the core's and every game's; any other code is one game's."""
    seen: dict[str, str] = {}
    for game in GAMES:
        for code in game.codes_table():
            if code.startswith("S"):
                continue
            assert code not in seen, f"{code} is both {seen[code]}'s and {game.name}'s"
            seen[code] = game.name


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.name)
def test_the_library_of_each_game_validates(game):
    files = sorted((ROOT / "library").rglob(f"*{game.suffix}"))
    assert files, f"no {game.suffix} files in library/"
    for path in files:
        loaded = load_file(path)
        assert loaded.game == game
        assert loaded.ok, [d.to_text() for d in loaded.diagnostics]


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.name)
def test_a_game_outside_its_qt_part_loads_no_qt(game):
    """Validating and solving run headless: no module of a game but its qt part pulls in Qt."""
    folder = ROOT / Path(*game.package.split("."))
    modules = [
        m.name
        for m in pkgutil.walk_packages([str(folder)], prefix=f"{game.package}.")
        if not m.ispkg and ".qt." not in f"{m.name}."
    ]
    assert modules
    code = (
        "import importlib, sys\n"
        f"for name in {modules!r}:\n"
        "    importlib.import_module(name)\n"
        "bad = sorted(m for m in sys.modules if m.startswith(('PySide6', 'editor.gui')))\n"
        "print(bad)\n"
        "sys.exit(1 if bad else 0)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.parametrize("game", [g for g in GAMES if g.solving.setups], ids=lambda g: g.name)
def test_a_games_setups_cover_its_player_counts(game):
    """The solver dock's table of a library file has a line for every player count the
    game is played with, each with set-ups whose numbers fill the table's columns (also
    when a search on demand stops at its limit)."""
    setups = game.resolve(game.solving.setups)
    run = SolveRun(max_states=SETUPS_STATES if game.solving.on_demand else None)
    for path in sorted((ROOT / "library").rglob(f"*{game.suffix}")):
        table = setups(load_file(path).model, run)
        assert tuple(c.players for c in table.counts) == game.play.players, path
        for count in table.counts:
            assert count.setups and len(count.values) == len(table.columns)
            assert all(len(s.values) == len(table.columns) for s in count.setups)


@pytest.mark.parametrize("game", [g for g in GAMES if g.play.session], ids=lambda g: g.name)
def test_a_games_play_session_follows_its_own_rules(game):
    """Random games through `GameSpec.play.session`: every legal action is allowed and said in
    words, an action refused says why and changes nothing, an action played tells what it
    did (a list of events, each of a kind and in words), undo takes an action back."""
    import random

    start = game.resolve(game.play.session)
    for path in sorted((ROOT / "library").rglob(f"*{game.suffix}"))[:4]:
        model = load_file(path).model
        for players in game.play.players:
            rng = random.Random(players)
            session = start(model, players, 7)
            assert isinstance(session, contract.Session)  # every member the studio uses
            assert session.players == players
            stale = []  # actions that were legal a while ago: some are refused now
            for _ in range(30):
                if session.is_over:
                    break
                actions = session.legal_actions()
                if not actions:
                    break
                for action in actions:
                    assert session.why_refused(action) is None
                    assert session.describe(action)
                for action in stale:
                    reason = session.why_refused(action)
                    if reason is not None:
                        before = [session.describe(a) for a in actions]
                        with pytest.raises(ValueError, match=re.escape(reason)):
                            session.apply(action)
                        assert [session.describe(a) for a in session.legal_actions()] == before
                action = rng.choice(actions)
                events = session.apply(action)
                assert session.history[-1] == action
                assert isinstance(events, list) and events  # what it did, in order
                assert all(isinstance(e, contract.Happened) for e in events)
                assert all(isinstance(e.kind, str) and e.text for e in events)
                if "won" in [e.kind for e in events]:
                    assert session.is_over
                if rng.random() < 0.2:  # take it back and play it again
                    assert session.undo() == action
                    assert [session.describe(a) for a in session.legal_actions()] == [
                        session.describe(a) for a in actions
                    ]
                    session.apply(action)
                stale = actions
