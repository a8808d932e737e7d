"""A lenient-opened file with absurd board numbers is refused with a reason, never drawn."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from editor.gui.files import load_for_editing
from editor.tower.drawing import QuestRenderer, ensure_gui_app

ROOT = Path(__file__).resolve().parent.parent
TUTORIAL = ROOT / "library/tutorials/01-doors-and-keys.quest.json"


def write_quest(tmp_path: Path, **changes) -> Path:
    data = json.loads(TUTORIAL.read_text(encoding="utf-8"))
    data.update(changes)
    path = tmp_path / "absurd.quest.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_a_screenshot_of_a_huge_card_ends_quickly_with_the_reason(tmp_path):
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
    assert child.returncode == 1, child.stderr
    assert "absurd.quest.json" in child.stderr
    assert "10000×10000 cells" in child.stderr
    assert "Traceback" not in child.stderr
    assert not out.exists()


@pytest.mark.parametrize(
    ("changes", "words"),
    [
        ({"size": 10000}, "10000×10000 cells"),
        ({"size": 0}, "0×0 cells"),
        ({"slots": [10000, 10000]}, "10000×10000 slots"),
    ],
)
def test_the_editor_refuses_to_open_a_board_it_cannot_draw(qtbot, tmp_path, changes, words):
    from guitest import open_window

    w = open_window(qtbot, TUTORIAL)
    path = write_quest(tmp_path, **changes)
    assert load_for_editing(str(path)).quest is not None  # the lenient reader builds it
    assert not w.open_path(str(path))
    assert words in w.open_problem
    assert words in w.statusBar().currentMessage()
    assert w.doc.path == str(TUTORIAL)  # the quest that was open stays open
    assert not w.view.grab().isNull()


def test_the_renderer_draws_no_board_beyond_the_limits(tmp_path):
    ensure_gui_app()
    quest = load_for_editing(str(write_quest(tmp_path, size=10000))).quest
    renderer = QuestRenderer(quest)
    assert "10000×10000 cells" in renderer.problem
    with pytest.raises(ValueError, match="cannot draw the quest"):
        renderer.render_image()
