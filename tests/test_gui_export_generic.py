"""File > Export for every game (the studio's own dialog, `editor.gui.export_dialog`): the same
files as ``mazewright export``, written in the background; cancelling, read-only targets,
refusals and bugs shown in the dialog; the menu entry per game."""

from __future__ import annotations

import dataclasses
import os
import stat
import threading
from pathlib import Path

import pytest
from pdfpages import pdf_pages
from PySide6.QtGui import QImage

from editor.cli.main import main
from editor.core import registry

ROOT = Path(__file__).resolve().parent.parent
LAYOUT = ROOT / "library" / "labyrinth" / "03-fair-shares.labyrinth.json"
QUEST = ROOT / "library" / "tower" / "tutorials" / "01-doors-and-keys.quest.json"
WAIT = 30_000  # ms; generous for a loaded machine (nothing here is timed)


def window(qtbot, path: Path = LAYOUT):
    from editor.gui.mainwindow import MainWindow

    w = MainWindow(registry.by_name("labyrinth"))
    qtbot.addWidget(w)
    w.ask_unsaved = lambda: "discard"
    assert w.open_path(str(path)), w.open_problem
    return w


def export_action(w):
    file_menu = w.menuBar().actions()[0].menu()
    return next(a for a in file_menu.actions() if a.text().startswith("&Export"))


@pytest.fixture
def studio(qtbot):
    w = window(qtbot)
    yield w
    w.close()


@pytest.fixture
def dialog(qtbot, studio):
    from editor.gui.export_dialog import ExportDialog

    export_action(studio).trigger()
    d = studio.findChild(ExportDialog)
    assert d is not None and d.isVisible()
    yield d
    if d.is_running():
        d.shutdown()


def cli(capsys, *args: str) -> str:
    """``mazewright export`` in this process; the line it prints."""
    capsys.readouterr()
    assert main(["export", *args, "-q"]) == 0
    return capsys.readouterr().out.strip()


def run_export(qtbot, dialog) -> str:
    """Press Export and wait for the summary the dialog emits."""
    with qtbot.waitSignal(dialog.exported, timeout=WAIT) as blocker:
        dialog.export_button.click()
    qtbot.waitUntil(lambda: not dialog.is_running(), timeout=WAIT)
    return blocker.args[0]


def test_file_export_opens_the_studio_dialog_on_a_copy(qtbot, studio, dialog):
    assert export_action(studio).shortcut().toString() == "Ctrl+E"
    assert dialog.format_name() == "pdf"
    assert dialog.output.text() == str(LAYOUT.parent / "03-fair-shares.pdf")  # beside the file
    assert dialog.model == studio.editor.model and dialog.model is not studio.editor.model


def test_pdf_is_the_one_the_command_line_writes(qtbot, capsys, studio, dialog, tmp_path):
    out = tmp_path / "gui.pdf"
    dialog.output.setText(str(out))
    summary = run_export(qtbot, dialog)
    assert out.is_file()
    by_cli = tmp_path / "cli.pdf"
    said = cli(capsys, str(LAYOUT), "-o", str(by_cli))
    assert pdf_pages(out) == pdf_pages(by_cli) and len(pdf_pages(out)) > 1
    assert summary == said.replace(str(by_cli), str(out))
    assert dialog.status.text() == summary
    assert studio.statusBar().currentMessage() == summary
    assert dialog.export_button.isEnabled() and not dialog.progress.isVisible()


def test_png_cards_go_into_a_folder(qtbot, capsys, dialog, tmp_path):
    dialog.set_format("png")
    assert dialog.output.text() == str(LAYOUT.parent / "03-fair-shares-png")
    assert dialog.form.isRowVisible(dialog.dpi) and not dialog.form.isRowVisible(dialog.paper)
    dialog.dpi.setValue(40)
    out = tmp_path / "gui-png"
    dialog.output.setText(str(out))
    summary = run_export(qtbot, dialog)
    by_cli = tmp_path / "cli-png"
    said = cli(capsys, str(LAYOUT), "--format", "png", "--dpi", "40", "-o", str(by_cli))
    assert summary == said.replace(str(by_cli), str(out))
    names = sorted(p.name for p in out.iterdir())
    assert names == sorted(p.name for p in by_cli.iterdir()) and len(names) > 1
    for name in names:
        assert QImage(str(out / name)).size() == QImage(str(by_cli / name)).size()


def test_cancel_stops_and_leaves_no_file(qtbot, dialog, tmp_path):
    out_dir = tmp_path / "out"
    out_dir.mkdir()
    dialog.output.setText(str(out_dir / "cards.pdf"))
    entered, release = threading.Event(), threading.Event()
    real = dialog.export_function

    def held(sources, request, progress, cancel):
        """The game's own export, once the test let it start."""
        entered.set()
        release.wait(WAIT / 1000)
        return real(sources, request, progress, cancel)

    dialog.export_function = held
    emitted = []
    dialog.exported.connect(emitted.append)
    assert dialog.start_export()
    assert entered.wait(WAIT / 1000)
    assert dialog.close_button.text() == "Cancel" and not dialog.export_button.isEnabled()
    dialog.close_button.click()
    assert dialog.isVisible()  # Cancel stops the export, not the dialog
    release.set()
    qtbot.waitUntil(lambda: not dialog.is_running(), timeout=WAIT)
    assert "cancelled" in dialog.status.text()
    assert list(out_dir.iterdir()) == []  # neither the PDF nor a temporary file
    assert emitted == [] and dialog.result is None
    assert dialog.close_button.text() == "Close" and dialog.export_button.isEnabled()


def test_read_only_target_is_replaced_only_when_the_user_says_so(qtbot, dialog, tmp_path):
    out = tmp_path / "old.pdf"
    out.write_bytes(b"old")
    out.chmod(0o444)
    asked = []
    dialog.output.setText(str(out))
    dialog.ask_overwrite_read_only = lambda path: asked.append(path) or False
    assert not dialog.start_export()
    assert asked == [str(out)] and out.read_bytes() == b"old"
    assert dialog.status.text().startswith("Not exported:") and "read-only" in dialog.status.text()

    dialog.ask_overwrite_read_only = lambda path: asked.append(path) or True
    run_export(qtbot, dialog)
    assert len(asked) == 2
    assert out.read_bytes().startswith(b"%PDF-")
    assert not os.stat(out).st_mode & (stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH)


def test_what_cannot_be_exported_is_said_in_the_dialog(qtbot, dialog, tmp_path):
    dialog.output.setText(str(tmp_path / "cards.png"))  # a file name for a PDF export
    assert not dialog.start_export()
    text = dialog.status.text()
    assert text.startswith("Not exported:") and ".pdf" in text

    # a layout has no solution to animate: the dialog offers only what the game writes
    offered = [dialog.format.itemData(i) for i in range(dialog.format.count())]
    assert offered == ["pdf", "svg", "png"]


def test_a_bug_in_an_export_is_a_message(qtbot, dialog, tmp_path):
    def broken(sources, request, progress, cancel):
        raise KeyError("the room list")

    dialog.export_function = broken
    dialog.output.setText(str(tmp_path / "cards.pdf"))
    assert dialog.start_export()
    qtbot.waitUntil(lambda: not dialog.is_running(), timeout=WAIT)
    text = dialog.status.text()
    assert text.startswith("Not exported:") and "the room list" in text
    assert "Traceback" not in text and dialog.export_button.isEnabled()


def test_a_file_with_errors_is_exported_only_when_the_user_says_so(qtbot, dialog, tmp_path):
    from editor.core.diagnostics import ERROR, Diagnostic

    dialog.errors = [Diagnostic("L100", ERROR, "two rooms share a number", str(LAYOUT))]
    asked = []
    dialog.ask_export_with_errors = lambda errors: asked.append(errors) or False
    out = tmp_path / "cards.pdf"
    dialog.output.setText(str(out))
    assert not dialog.start_export()
    assert asked and "two rooms share a number" in dialog.status.text() and not out.exists()
    dialog.ask_export_with_errors = lambda errors: True
    run_export(qtbot, dialog)
    assert out.is_file()


def test_a_game_without_an_export_has_file_export_disabled(qtbot):
    from editor.gui.mainwindow import MainWindow

    game = dataclasses.replace(registry.by_name("labyrinth"), export=registry.Export())
    w = MainWindow(game)
    qtbot.addWidget(w)
    action = export_action(w)
    assert not action.isEnabled()
    assert action.toolTip() == f"{game.label}s cannot be exported"
    assert w.open_export_dialog() is None


def test_the_tower_keeps_its_own_dialog(qtbot):
    from editor.games.tower.qt.export_dialog import ExportDialog as TowerDialog
    from editor.gui.export_dialog import ExportDialog

    w = window(qtbot, QUEST)
    export_action(w).trigger()
    assert w.findChild(TowerDialog) is not None and w.findChild(ExportDialog) is None
    assert export_action(w).isEnabled()
    w.findChild(TowerDialog).done(0)
    assert w.open_path(str(LAYOUT))  # back to a layout: the studio's dialog again
    export_action(w).trigger()
    assert w.findChild(ExportDialog) is not None


def test_closing_the_window_during_an_export_leaves_no_partial_file(qtbot, tmp_path):
    from editor.gui.export_dialog import ExportDialog

    w = window(qtbot)
    out_dir = tmp_path / "out"
    out_dir.mkdir()
    dialog = w.open_export_dialog()
    assert isinstance(dialog, ExportDialog)
    dialog.output.setText(str(out_dir / "cards.pdf"))
    assert dialog.start_export()
    w.close()
    assert not dialog.is_running()
    assert [p.name for p in out_dir.iterdir()] in ([], ["cards.pdf"])  # never a temporary file


def test_the_size_is_named_as_the_game_means_it(qtbot):
    """--card-mm is a card's side for most games and the board's diameter for a Daedalus
    maze: the dialog names it so."""
    from PySide6.QtWidgets import QFormLayout

    from editor.gui.export_dialog import ExportDialog

    def size_label(path: Path) -> str:
        w = window(qtbot, path)
        export_action(w).trigger()
        d = w.findChild(ExportDialog)
        form = next(f for f in d.findChildren(QFormLayout) if f.labelForField(d.card_mm))
        text = form.labelForField(d.card_mm).text()
        d.close()
        w.close()
        return text

    assert size_label(LAYOUT) == "Card size"
    maze = ROOT / "library" / "daedalus" / "05-four-fold.daedalus.json"
    assert size_label(maze) == "Board diameter"
