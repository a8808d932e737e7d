"""File > Generate: the studio's dialog designs files to order in the background, lists
them with thumbnails, and a double-click opens one in the studio window."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from editor.core import registry
from editor.core.validate import validate_paths

ROOT = Path(__file__).resolve().parent.parent
LAYOUT = ROOT / "library" / "labyrinth" / "03-fair-shares.labyrinth.json"
WAIT = 60_000  # ms; generous for a loaded machine (nothing here is timed)


@pytest.fixture
def studio(qtbot, tmp_path, monkeypatch):
    from editor.gui.mainwindow import MainWindow

    monkeypatch.setenv("MAZEWRIGHT_DATA_DIR", str(tmp_path / "data"))
    w = MainWindow(registry.by_name("labyrinth"))
    qtbot.addWidget(w)
    w.ask_unsaved = lambda: "discard"
    assert w.open_path(str(LAYOUT)), w.open_problem
    yield w
    w.close()


def generate_action(w):
    file_menu = w.menuBar().actions()[0].menu()
    return next(a for a in file_menu.actions() if a.text().startswith("&Generate"))


def test_generates_lists_with_thumbnails_and_double_click_opens(qtbot, studio, tmp_path):
    generate_action(studio).trigger()
    from editor.gui.generate_dialog import GenerateDialog

    (dialog,) = studio.findChildren(GenerateDialog)
    assert dialog.game.name == "labyrinth"  # the open file's game
    assert "size" in dialog.fields and "spread" in dialog.fields  # the game's own options
    dialog.fields["size"].setText("5")
    dialog.count.setValue(2)
    dialog.budget.setValue(50)
    dialog.folder.setText(str(tmp_path / "out"))
    op = dialog.start()
    assert op is not None
    qtbot.waitUntil(lambda: not op.running, timeout=WAIT)
    assert dialog.results.count() == 2
    files = sorted((tmp_path / "out").iterdir())
    assert len(files) == 2
    assert validate_paths([str(tmp_path / "out")]).errors == 0
    item = dialog.results.item(0)
    assert not item.icon().isNull()
    assert item.data(Qt.ItemDataRole.UserRole) in {str(f) for f in files}
    dialog.results.itemDoubleClicked.emit(item)
    assert studio.path == item.data(Qt.ItemDataRole.UserRole)
    assert studio.editor.model.size == 5


def test_constraints_that_cannot_be_met_are_said_and_nothing_runs(qtbot, studio, tmp_path):
    from editor.gui.generate_dialog import GenerateDialog

    out = tmp_path / "out"
    dialog = GenerateDialog(studio.open_file, registry.by_name("tower"), str(out), studio)
    dialog.fields["uses"].setText("swap")
    assert dialog.start() is None
    assert "--uses swap needs the mage in --heroes" in dialog.status.text()
    assert not out.exists()


def test_cancel_stops_the_search(qtbot, studio, tmp_path):
    from editor.gui.generate_dialog import GenerateDialog

    dialog = GenerateDialog(studio.open_file, registry.by_name("tower"), str(tmp_path), studio)
    dialog.fields["min_actions"].setText("1:40")  # out of reach: the search runs on
    dialog.count.setValue(5)
    op = dialog.start()
    assert op is not None and not dialog.generate_button.isEnabled()
    dialog.cancel()
    qtbot.waitUntil(lambda: not op.running, timeout=WAIT)
    assert dialog.generate_button.isEnabled()
    assert "cancelled" in dialog.status.text()
    assert dialog.results.count() == 0
