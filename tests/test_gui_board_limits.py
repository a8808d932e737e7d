"""Absurd board numbers never reach the drawing: lenient opening bounds them, the renderer
refuses a board beyond the file format's limits."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from editor.core.validate import load_file
from editor.games.tower.model import MAX_SIZE, MAX_SLOTS, MIN_SIZE
from editor.games.tower.qt.renderer import QuestRenderer, ensure_gui_app

ROOT = Path(__file__).resolve().parent.parent
TUTORIAL = ROOT / "library/tower/tutorials/01-doors-and-keys.quest.json"


def write_quest(tmp_path: Path, **changes) -> Path:
    data = json.loads(TUTORIAL.read_text(encoding="utf-8"))
    data.update(changes)
    path = tmp_path / "absurd.quest.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_a_screenshot_of_a_huge_card_ends_quickly(tmp_path):
    path = write_quest(tmp_path, size=10000)
    out = tmp_path / "out.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", MAZEWRIGHT_DATA_DIR=str(tmp_path))
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), env.get("PYTHONPATH", "")])
    child = subprocess.run(
        [sys.executable, "-m", "editor", "edit", str(path), "--screenshot", str(out)],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,  # drawing the card cell by cell took many minutes
    )
    assert child.returncode == 0, child.stderr
    assert "Traceback" not in child.stderr
    assert out.exists()


@pytest.mark.parametrize(
    ("changes", "pointer"),
    [({"size": 10000}, "/size"), ({"size": 0}, "/size"), ({"slots": [10000, 10000]}, "/slots/0")],
)
def test_the_editor_opens_an_absurd_board_bounded_and_says_what_was_wrong(
    qtbot, tmp_path, changes, pointer
):
    from guitest import open_window

    w = open_window(qtbot, write_quest(tmp_path, **changes))
    quest = w.editor.doc.quest
    assert MIN_SIZE <= quest.size <= MAX_SIZE
    assert all(1 <= n <= MAX_SLOTS for n in quest.slots)
    w.checks.run_now()
    listed = w.issues_panel.diagnostics
    assert any(d.code == "S005" and d.path == pointer for d in listed), listed
    assert not w.view.grab().isNull()


def test_the_renderer_draws_no_board_beyond_the_limits(tmp_path):
    ensure_gui_app()
    quest = load_file(str(write_quest(tmp_path)), lenient=True).model
    quest.size = 10000
    renderer = QuestRenderer(quest)
    assert "10000×10000 cells" in renderer.problem
    with pytest.raises(ValueError, match="cannot draw the quest"):
        renderer.render_image()
