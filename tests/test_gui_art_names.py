"""Art is looked up by known names only: a quest's strings never become file paths."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from guitest import open_window

from editor.games.tower.model import Cell
from editor.games.tower.qt.renderer import ART_DIR, ART_NAMES, art, art_path, cell_art_name

TUTORIAL = (
    Path(__file__).resolve().parent.parent / "library/tower/tutorials/01-doors-and-keys.quest.json"
)
HUGE = int("9" * 4000)


def test_the_known_art_names_are_exactly_the_art_files():
    assert ART_NAMES == {p.stem for p in ART_DIR.glob("*.svg")}


@pytest.mark.parametrize("door", [HUGE, "../../x", 9])
def test_unknown_names_find_no_art_and_no_path(door):
    name = cell_art_name(Cell("key", door=door))
    assert name not in ART_NAMES
    assert art_path(name) is None
    assert art(name) is None  # not an OSError (file name too long), not a file outside


def strange_doors(tmp_path: Path, door) -> Path:
    """The tutorial with every key and door of door number ``door``."""
    data = json.loads(TUTORIAL.read_text(encoding="utf-8"))
    card = data["cards"][0]
    keys = [c for c in card["cells"] if c["type"] == "key"]
    doors = [e for e in card["edges"] if e["type"] == "door"]
    for thing in keys + doors:
        thing["door"] = door
    path = tmp_path / "strange.quest.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.mark.parametrize("door", [2**53 - 1, "../../x"])
def test_a_lenient_file_with_a_strange_door_number_draws(qtbot, tmp_path, door):
    w = open_window(qtbot, strange_doors(tmp_path, door))  # opens despite its schema errors
    w.checks.run_now()
    assert any(d.is_error for d in w.issues_panel.diagnostics)
    image = w.view.grab().toImage()  # pytest-qt fails the test on an exception in paint
    assert not image.isNull()
    assert w.editor.renderer.render_image(0.5).width() > 0


def test_a_door_number_no_file_may_hold_is_refused_on_opening(qtbot, tmp_path):
    from editor.gui.mainwindow import MainWindow

    path = strange_doors(tmp_path, HUGE)
    w = MainWindow()
    qtbot.addWidget(w)
    assert not w.open_path(str(path))
    assert "too large" in w.open_problem, w.open_problem
    [problem] = w.open_problems
    assert problem.code == "F007" and "strange.quest.json" in problem.to_text()
