"""The levels that ship: `mazewright examples`, File > Open Example, and a studio
installed from the built wheel, with no checkout on the path, that finds them."""

from __future__ import annotations

import json
import os
import site
import subprocess
import sys
import venv
from pathlib import Path

import pytest
from guitest import open_window

from editor.cli.main import main
from editor.core import registry
from editor.core.paths import library_dir

ROOT = Path(__file__).resolve().parents[1]
FIRST = ROOT / "library" / "mall" / "01-first-heist.mall.json"
GAMES = ("labyrinth", "mall", "daedalus", "wandering")


def test_examples_lists_every_games_levels_with_their_titles(capsys):
    assert main(["examples"]) == 0
    out = capsys.readouterr().out
    shipped = [p for s in registry.suffixes() for p in (ROOT / "library").rglob(f"*{s}")]
    assert shipped and all(p.relative_to(ROOT / "library").as_posix() in out for p in shipped)
    assert "mall/01-first-heist.mall.json  — First heist" in out


def test_examples_copies_a_game_and_never_overwrites(tmp_path, capsys):
    assert main(["examples", "tower", "--copy", str(tmp_path)]) == 0
    copied = sorted(p.relative_to(tmp_path) for p in tmp_path.rglob("*.json"))
    assert copied == sorted(
        p.relative_to(ROOT / "library") for p in (ROOT / "library" / "tower").rglob("*.json")
    )
    assert main(["validate", str(tmp_path)]) == 0  # the adventures find their trials
    mine = tmp_path / copied[0]
    mine.write_text("my own work", encoding="utf-8")
    capsys.readouterr()
    assert main(["examples", "tower", "--copy", str(tmp_path)]) == 1
    assert "nothing was copied" in capsys.readouterr().err
    assert mine.read_text(encoding="utf-8") == "my own work"


def test_examples_of_an_unknown_game_lists_the_games(capsys):
    assert main(["examples", "chess"]) == 2
    assert "the library has daedalus, labyrinth, mall, tower, wandering" in capsys.readouterr().err


def test_file_open_example_starts_in_the_library(qtbot, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    w = open_window(qtbot, FIRST)
    asked = []

    def choose(parent, title, start, filters):
        asked.append((title, start))
        return str(ROOT / "library" / "labyrinth" / "01-first-steps.labyrinth.json"), ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", choose)
    assert w.act_example in w.menuBar().actions()[0].menu().actions()
    w.act_example.trigger()
    assert asked == [("Open Example", str(library_dir()))]
    assert w.game.name == "labyrinth" and w.path.endswith("01-first-steps.labyrinth.json")


@pytest.mark.slow
def test_a_studio_installed_from_the_wheel_finds_and_uses_its_examples(tmp_path):
    """The built wheel in a new virtual environment (its dependencies this one's):
    `examples` finds the library inside the installed package, and `validate`, `solve`
    and `edit --screenshot` work on a copy, run from a folder with no checkout."""
    wheels = tmp_path / "wheels"
    built = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", str(ROOT), "-w", str(wheels)],
        capture_output=True,
        text=True,
    )
    assert built.returncode == 0, built.stderr
    env_dir = tmp_path / "env"
    venv.create(env_dir, with_pip=False)
    python = env_dir / "bin" / "python"
    # the dependencies are this environment's: its site folders go on the new one's path
    # as plain folders, so that their .pth files (an editable install's) are not read
    (new_site,) = (env_dir / "lib").glob("python*/site-packages")
    (new_site / "dependencies.pth").write_text("\n".join(site.getsitepackages()) + "\n")
    (wheel,) = wheels.glob("*.whl")
    install = [sys.executable, "-m", "pip", "--python", str(python), "install", "-q"]
    done = subprocess.run([*install, "--no-deps", str(wheel)], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    work = tmp_path / "work"
    work.mkdir()
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env["QT_QPA_PLATFORM"] = "offscreen"

    def mazewright(*args: str) -> subprocess.CompletedProcess:
        return subprocess.run(
            [str(python), "-m", "editor", *args], capture_output=True, text=True, cwd=work, env=env
        )

    where = subprocess.run(
        [
            str(python),
            "-c",
            "import editor, editor.core.paths as p; print(editor.__file__); print(p.library_dir())",
        ],
        capture_output=True,
        text=True,
        cwd=work,
        env=env,
    ).stdout.split()
    assert all(Path(w).is_relative_to(env_dir) for w in where), where  # not the checkout
    listed = mazewright("examples")
    assert listed.returncode == 0 and f"the library: {where[1]}" in listed.stdout
    assert mazewright("examples", "--copy", "mine").returncode == 0
    checked = mazewright("validate", "mine")
    shipped = sum(1 for s in registry.suffixes() for _ in (ROOT / "library").rglob(f"*{s}"))
    assert checked.returncode == 0, checked.stdout
    assert f"{shipped} files checked: 0 errors" in checked.stdout + checked.stderr
    firsts = {
        "tower": "tower/tutorials/02-ladders.quest.json",
        **{g: sorted(p.name for p in (work / "mine" / g).glob("01-*"))[0] for g in GAMES},
    }
    for game, name in firsts.items():
        path = f"mine/{game}/{name}" if game in GAMES else f"mine/{name}"
        solved = mazewright("solve", path, "--json")
        assert solved.returncode == 0 and json.loads(solved.stdout), (path, solved.stderr)
        printed = mazewright("export", path, "-o", f"{game}.pdf")
        assert printed.returncode == 0 and (work / f"{game}.pdf").stat().st_size > 1000, path
    shot = mazewright("edit", "mine/mall/01-first-heist.mall.json", "--screenshot", "heist.png")
    assert shot.returncode == 0, shot.stderr
    assert (work / "heist.png").stat().st_size > 10_000
