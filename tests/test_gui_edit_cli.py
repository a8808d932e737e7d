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
EPIC = ROOT / "library/epics/01-turning-tower.quest.json"


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
