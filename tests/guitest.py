"""Helpers for tests that drive the real main window."""

import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def open_window(qtbot, path):
    """A shown main window with ``path`` open (in its game's editor); unsaved work is
    discarded on close."""
    from editor.core.validate import load_file
    from editor.gui.mainwindow import MainWindow

    w = MainWindow(load_file(path, checks=False, lenient=True).game)
    qtbot.addWidget(w)
    w.ask_unsaved = lambda: "discard"
    w.resize(1200, 800)
    w.show()
    qtbot.waitExposed(w)
    assert w.open_path(str(path)), w.open_problem
    qtbot.wait(20)  # the deferred fit-to-window
    return w


def run_child(script: str, *args: str, data_dir: Path) -> subprocess.CompletedProcess:
    """Run a test module as its own offscreen GUI process (a crash fails the test instead
    of killing the run), its autosaves and settings in ``data_dir``."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", MAZEWRIGHT_DATA_DIR=str(data_dir))
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), str(ROOT / "tests"), env.get("PYTHONPATH", "")])
    return subprocess.run(
        [sys.executable, "-X", "faulthandler", script, *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )


def plain(label) -> str:
    """A rich-text label's words."""
    return re.sub(r"<[^>]+>", "", label.text())
