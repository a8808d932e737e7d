"""`mazewright edit` refuses --solve/--play without --screenshot, and both together.

Run as a child process: an `edit` that ignored the options would open the
editor and wait for a user, which the timeout turns into a failure.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
EPIC = ROOT / "library/tower/epics/01-turning-tower.quest.json"


@pytest.mark.parametrize(
    ("flags", "words"),
    [
        (["--solve"], "--solve only works with --screenshot"),
        (["--play"], "--play only works with --screenshot"),
        (["--solve", "--play"], "--solve and --play"),
        (["--screenshot", "OUT", "--solve", "--play"], "--solve and --play"),
    ],
)
def test_edit_says_which_options_do_not_go_together(flags, words, tmp_path):
    out = tmp_path / "out.png"
    argv = [str(out) if f == "OUT" else f for f in flags]
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", MAZEWRIGHT_DATA_DIR=str(tmp_path))
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), env.get("PYTHONPATH", "")])
    child = subprocess.run(
        [sys.executable, "-m", "editor", "edit", str(EPIC), *argv],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert child.returncode == 2, child.stderr
    assert "mazewright edit: error:" in child.stderr
    assert words in child.stderr
    assert not out.exists()


LABYRINTH = ROOT / "library/labyrinth/01-first-steps.labyrinth.json"


@pytest.mark.parametrize(
    ("case", "status"),
    [
        ("picture", 0),
        ("no such view", 2),  # a labyrinth has no solve to show
        ("not a game", 1),  # the window cannot open the file
        ("unwritable", 1),  # the picture cannot be written
    ],
)
def test_a_screenshot_leaves_nothing_in_the_temp_folder(case, status, tmp_path):
    temp = tmp_path / "temp"
    temp.mkdir()
    out = tmp_path / "out.png"
    args = [str(EPIC)]
    if case == "no such view":
        args = [str(LABYRINTH), "--solve"]
    elif case == "not a game":
        args = [str(tmp_path / "list.quest.json")]
        Path(args[0]).write_text("[1, 2]", encoding="utf-8")
    elif case == "unwritable":
        out = tmp_path / "missing" / "out.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", TMPDIR=str(temp))
    env.pop("MAZEWRIGHT_DATA_DIR", None)  # the screenshot makes its own data folder
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), env.get("PYTHONPATH", "")])
    child = subprocess.run(
        [sys.executable, "-m", "editor", "edit", *args, "--screenshot", str(out)],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert child.returncode == status, child.stderr
    assert "Traceback" not in child.stderr
    assert out.is_file() == (status == 0)
    assert [p.name for p in temp.iterdir()] == []


@pytest.mark.parametrize("word", ["install-tower", "valdiate", "tower"])
def test_a_word_that_is_neither_a_command_nor_a_file_is_refused(
    word, tmp_path, capsys, monkeypatch
):
    """Not taken for a file to open in the editor, which without a display waits for ever."""
    from editor.cli.main import main

    monkeypatch.chdir(tmp_path)
    assert main([word]) == 2
    err = capsys.readouterr().err
    assert f"'{word}' is neither a command nor a file" in err
    assert "validate" in err and "export" in err and "setup" in err
