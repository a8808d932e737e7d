"""The commands on set-ups: `solve --json`, `setup draw` and `setup resolve`, and the
command line's hook that lets a game add subcommands of its own."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from editor.cli.main import SUBCOMMANDS, main
from editor.core import registry
from editor.core.validate import examine
from editor.games.wandering.fileformat import loads

ROOT = Path(__file__).resolve().parents[1]
LIBRARY = ROOT / "library" / "wandering"
ALL = LIBRARY / "06-all-modules.setup.json"
GUST = LIBRARY / "07-one-web-and-a-gust.setup.json"


def run(capsys, *argv):
    status = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return status, out, err


def bad_copy(tmp_path, source: Path, **changes) -> Path:
    data = json.loads(source.read_text(encoding="utf-8"))
    data.update(changes)
    path = tmp_path / "bad.setup.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


# -- solve --------------------------------------------------------------------------------


def test_solve_json_has_the_contracts_shape(capsys):
    status, out, _ = run(capsys, "solve", GUST, "--json")
    assert status == 0
    data = json.loads(out)
    assert list(data) == ["legal", "viable", "draws"]
    assert data["legal"] is True
    # fountain, spiderweb and magic tower: the five plain spells and three of theirs;
    # "gust" needs the raven, which is not in play
    assert len(data["viable"]) == 8 and "gust" not in data["viable"]
    assert data["draws"] == 56  # C(8, 5), though the set-up names its five


def test_solve_in_words(capsys):
    status, out, _ = run(capsys, "solve", ALL)
    assert status == 0
    assert "different draws of five: 252" in out
    assert "spells named: none (drawn at the table)" in out


def test_solve_an_illegal_set_up(tmp_path, capsys):
    bad = bad_copy(tmp_path, GUST, modules=["spiderweb", "magic-tower"])
    status, out, _ = run(capsys, "solve", bad, "--json")
    data = json.loads(out)
    assert status == 1 and data["legal"] is False
    assert "W101" in [d["code"] for d in data["diagnostics"]]
    status, _, err = run(capsys, "solve", bad)
    assert status == 1 and "W101" in err and "not solved: the set-up has errors" in err
    broken = bad_copy(tmp_path, GUST, players="three")
    status, out, _ = run(capsys, "solve", broken, "--json")
    data = json.loads(out)
    assert status == 1 and (data["viable"], data["draws"]) == ([], 0)


# -- setup draw ---------------------------------------------------------------------------


def test_draw_is_reproducible_and_legal(capsys):
    status, out, err = run(capsys, "setup", "draw", ALL, "--seed", "5")
    assert status == 0
    again = run(capsys, "setup", "draw", ALL, "--seed", "5")
    assert again == (0, out, err)
    drawn = examine(json.loads(out), "drawn")
    assert drawn.ok and len(drawn.model.spells) == 5
    assert err.startswith("seed 5: ")
    others = {run(capsys, "setup", "draw", ALL, "--seed", str(s))[1] for s in range(12)}
    assert len(others) > 6


def test_draw_without_a_seed_says_the_seed(capsys):
    status, out, err = run(capsys, "setup", "draw", ALL)
    seed = err.split(":")[0].removeprefix("seed ")
    assert status == 0 and run(capsys, "setup", "draw", ALL, "--seed", seed)[1] == out


def test_draw_replaces_spells_that_break_the_rules(tmp_path, capsys):
    four = bad_copy(tmp_path, GUST, spells=["move-wizard-6", "move-the-hag"])
    status, out, _ = run(capsys, "setup", "draw", four, "--seed", "1")
    assert status == 0 and examine(json.loads(out), "drawn").ok
    assert loads(out).custom_spells == loads(GUST.read_text(encoding="utf-8")).custom_spells


@pytest.mark.parametrize(
    ("spells", "code"),
    [(["gust-of-nothing", "free-a-wizard"], "W107"), (["free-a-wizard"] * 5, "W108")],
)
def test_draw_refuses_an_unknown_spell_or_one_named_twice(tmp_path, capsys, spells, code):
    bad = bad_copy(tmp_path, GUST, spells=spells)
    status, out, err = run(capsys, "setup", "draw", bad, "--seed", "1")
    assert status == 1 and out == ""
    assert f"{bad}:/spells/" in err and code in err and "not drawn" in err


def test_draw_refuses_a_set_up_with_other_errors(tmp_path, capsys):
    bad = bad_copy(tmp_path, GUST, modules=["spiderweb", "magic-tower"])
    status, out, err = run(capsys, "setup", "draw", bad, "--seed", "1")
    assert status == 1 and out == ""
    assert f"{bad}:/modules/0: W101 error" in err and "not drawn" in err


# -- setup resolve ------------------------------------------------------------------------


def test_resolve_json_has_the_contracts_shape(capsys):
    # the example: a web on A (5) only; 3 + 2 reaches it and continues 2 more
    status, out, _ = run(capsys, "setup", "resolve", GUST, "wizard:3", "2", "--json")
    assert status == 0
    assert json.loads(out) == {
        "landing": 7,
        "allowed": True,
        "effects": [{"effect": "web", "space": 5, "continues": 2}],
    }


def test_resolve_a_movement_that_is_not_allowed(capsys):
    # the tower on 10 goes back 5 to the web on 5, and 5 more to the raven castle
    status, out, err = run(capsys, "setup", "resolve", GUST, "tower:10", "-5", "--json")
    assert status == 0
    assert json.loads(out) == {"landing": None, "allowed": False, "effects": []}
    assert "raven castle" in err
    status, out, _ = run(capsys, "setup", "resolve", GUST, "tower:10", "-5")
    assert status == 0 and out.splitlines()[-1].startswith("not allowed: the web on space 5")


def test_resolve_the_hag_in_words(capsys):
    status, out, _ = run(capsys, "setup", "resolve", ALL, "hag", "7")
    assert status == 0
    assert out.splitlines() == [
        "the hag moves 7 steps clockwise",
        "  it may not land on space 0 (the raven castle): one space further",
        "lands on space 1 (landscape tile 1)",
    ]


@pytest.mark.parametrize(
    ("figure", "steps", "words"),
    [
        ("wizard:3", "0", "a movement of 0 steps is refused"),
        ("wizard:3", "two", "expected a whole number of steps"),
        ("dragon", "1", '"dragon" is no figure'),
        ("tower:12", "1", "no tower stands on space 12"),
        ("hag", "1", "the hag is not in play"),
        ("wizard:40", "1", "space 40 is not on the course"),
    ],
)
def test_resolve_usage_errors(capsys, figure, steps, words):
    try:
        status = main(["setup", "resolve", str(GUST), figure, steps])
    except SystemExit as stop:  # argparse's own usage errors
        status = stop.code
    assert status == 2
    assert words in capsys.readouterr().err


def test_resolve_a_file_that_cannot_be_used(tmp_path, capsys):
    missing = tmp_path / "missing.setup.json"
    status, out, err = run(capsys, "setup", "resolve", missing, "wizard:1", "1")
    assert status == 1 and out == "" and f"{missing}: F001" in err
    illegal = bad_copy(tmp_path, GUST, webs=["A", "A"])
    status, out, err = run(capsys, "setup", "resolve", illegal, "wizard:1", "1")
    assert status == 1 and "W104" in err and "not resolved: the set-up has errors" in err


def test_setup_without_a_subcommand_is_a_usage_error(capsys):
    with pytest.raises(SystemExit) as stop:
        main(["setup"])
    assert stop.value.code == 2
    assert "the following arguments are required: {draw,resolve}" in capsys.readouterr().err


# -- the command line's hook ------------------------------------------------------------------


def test_game_commands_are_listed_and_clash_with_nothing(capsys):
    names = [name for g in registry.games() for name, _, _ in g.commands]
    assert len(names) == len(set(names)) and not set(names) & set(SUBCOMMANDS)
    assert "setup" in registry.commands()
    with pytest.raises(SystemExit):
        main(["--help"])
    assert "setup" in capsys.readouterr().out


def test_another_subcommand_does_not_import_a_games_commands():
    code = (
        "import sys\n"
        "from editor.cli.main import build_parser\n"
        "build_parser('validate')\n"
        "sys.exit(1 if 'editor.games.wandering.command' in sys.modules else 0)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


def test_the_installed_entry_point_runs_game_commands():
    done = subprocess.run(
        [sys.executable, "-m", "editor", "setup", "resolve", str(GUST), "wizard:15", "9", "--json"],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr
    # 15 + 9 = 24 = 5 (web), + 9 = 14: fountain B, no web on it here
    assert json.loads(done.stdout)["effects"] == [
        {"effect": "web", "space": 5, "continues": 9},
        {"effect": "fountain", "space": 14},
    ]
