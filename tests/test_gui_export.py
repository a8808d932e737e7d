"""File > Export: the dialog's preview, its background export, cancelling, and the menu entry."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from pdfpages import pdf_pages
from test_tower_export import band_colour, corner_quest

from editor.core.exporting import sheet_layout
from editor.games.tower.load import read_quest
from editor.games.tower.qt import printing

DATA = Path(__file__).parent / "data"
EXAMPLE = DATA / "spec_example.quest.json"
WAIT = 20_000  # ms; generous for a loaded CI machine (nothing here is timed)


@pytest.fixture
def dialog(qtbot):
    from editor.games.tower.qt.export_dialog import ExportDialog

    d = ExportDialog(read_quest(EXAMPLE), str(EXAMPLE))
    qtbot.addWidget(d)
    d.show()
    yield d
    d.done(0)


def test_preview_shows_the_first_sheet(qtbot, dialog):
    assert dialog.kind_key() == "cards-pdf"
    assert dialog.output.text().endswith("spec_example-cards.pdf")
    qtbot.waitUntil(lambda: dialog.preview_image is not None, timeout=WAIT)
    from editor.games.tower.qt.export_dialog import PREVIEW_DPI

    lay = sheet_layout("a4", 80)
    image = dialog.preview_image
    assert image.width() == round(210 / 25.4 * PREVIEW_DPI)
    # one quest: one card in the first slot, the others empty
    assert band_colour(image, lay.slots[0], PREVIEW_DPI) == printing.SIDE_COLOURS["trial"].upper()
    assert band_colour(image, lay.slots[1], PREVIEW_DPI) == "#FFFFFF"
    assert "page 1 of 1: 1 card," in dialog.preview_note.text()
    assert not dialog.preview.pixmap().isNull()


def test_export_runs_in_the_background(qtbot, dialog, tmp_path):
    out = tmp_path / "sheet.pdf"
    dialog.paper.setCurrentIndex(dialog.paper.findData("letter"))
    dialog.output.setText(str(out))
    dialog.start_export()
    assert dialog.is_running() and not dialog.export_button.isEnabled()
    with qtbot.waitSignal(dialog.exported, timeout=WAIT) as blocker:
        pass
    assert blocker.args == [str(out)]
    assert not dialog.is_running() and dialog.export_button.isEnabled()
    assert dialog.status.text().startswith("wrote")
    assert pdf_pages(out) == [pytest.approx((612, 792), abs=0.5)]


def test_cancel_leaves_no_file(qtbot, dialog, tmp_path):
    out = tmp_path / "sheet.pdf"
    dialog.output.setText(str(out))
    dialog.preview_timer.stop()
    qtbot.waitUntil(lambda: not dialog.previewing(), timeout=WAIT)
    release = threading.Event()
    export_work = dialog._export_work

    def held_back(opts, force):  # the export waits until the Cancel below, deterministically
        work = export_work(opts, force)
        return lambda progress, cancel: release.wait(30) and work(progress, cancel)

    dialog._export_work = held_back
    dialog.start_export()
    assert dialog.close_button.text() == "Cancel"
    dialog.close_button.click()  # Cancel while running: cancels, does not close
    assert dialog.isVisible()
    release.set()
    qtbot.waitUntil(lambda: not dialog.is_running(), timeout=WAIT)
    assert dialog.status.text() == "Not exported: export cancelled"
    assert dialog.close_button.text() == "Close"
    assert not any(p.name.startswith(".") for p in tmp_path.iterdir())  # no temporary file
    assert not out.exists()


def test_a_new_preview_waits_for_the_one_it_cancels(qtbot, dialog):
    qtbot.waitUntil(lambda: dialog.preview_image is not None, timeout=WAIT)
    dialog.set_kind("cards-png")
    dialog.start_preview()
    first = dialog.preview_op
    dialog.set_kind("solution-pdf")
    dialog.start_preview()  # cancels the first and follows it
    assert dialog.preview_op is first and first.cancelled
    qtbot.waitUntil(lambda: dialog.preview_op is not first, timeout=WAIT)
    qtbot.waitUntil(lambda: not dialog.previewing(), timeout=WAIT)
    assert "actions, fewest possible" in dialog.preview_note.text()


def test_solution_gif_from_the_dialog(qtbot, tmp_path):
    from PIL import Image

    from editor.games.tower.fileformat import save_quest
    from editor.games.tower.qt.export_dialog import ExportDialog

    path = tmp_path / "corner.quest.json"
    save_quest(path, corner_quest())
    d = ExportDialog(read_quest(path), str(path))
    qtbot.addWidget(d)
    d.set_kind("solution-gif")
    d.players.setValue(4)
    assert d.deal.count() == 1  # four players: one way to deal the four tiles
    assert d.output.text() == str(tmp_path / "corner-solution.gif")
    d.start_export()
    qtbot.waitSignal(d.exported, timeout=WAIT).wait()
    with Image.open(tmp_path / "corner-solution.gif") as gif:
        assert gif.n_frames == 3  # two actions and the finished board
    d.done(0)


def test_file_menu_opens_the_export_dialog(qtbot):
    from editor.core import registry
    from editor.games.tower.qt.export_dialog import ExportDialog
    from editor.gui.mainwindow import MainWindow

    w = MainWindow(registry.by_name("tower"))
    qtbot.addWidget(w)
    w.ask_unsaved = lambda: "discard"
    assert w.open_path(str(EXAMPLE))
    file_menu = w.menuBar().actions()[0].menu()
    action = next(a for a in file_menu.actions() if a.text().startswith("&Export"))
    action.trigger()
    dialog = w.findChild(ExportDialog)
    assert dialog is not None and dialog.isVisible()
    assert dialog.quest.title == "Doors and keys"
    assert dialog.quest is not w.editor.doc.quest  # works on a copy while the user edits on
    dialog.done(0)
