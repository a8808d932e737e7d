"""Autosave of unsaved work and its recovery after a real crash (a killed editor process)."""

import os
import subprocess
import sys
import textwrap
from pathlib import Path

from editor.games.tower.model import Cell

EXAMPLE = Path(__file__).parent / "data" / "spec_example.quest.json"

CRASHING_EDITOR = textwrap.dedent(
    """
    import os, sys
    from PySide6.QtWidgets import QApplication
    from editor.core import registry
    from editor.gui.mainwindow import MainWindow
    from editor.games.tower.qt.commands import PaintCommand
    from editor.games.tower.model import Cell

    app = QApplication([])
    w = MainWindow(registry.by_name("tower"))
    assert w.open_path(sys.argv[1])
    w.stack.push(PaintCommand(w.editor.doc, {("A", 3, 3): Cell("ladder")}))
    w.autosave_timer.setInterval(50)  # the minute, shortened
    w.autosave_timer.start()
    def crash():
        if w.autosaver.path.exists():
            os._exit(3)  # no cleanup, no close event: a crash
    from PySide6.QtCore import QTimer
    t = QTimer(); t.timeout.connect(crash); t.start(20)
    QTimer.singleShot(20000, lambda: os._exit(4))
    app.exec()
    """
)


def test_work_of_a_crashed_editor_is_offered_and_recovered(qtbot, data_dir, tmp_path):
    from editor.core import registry
    from editor.gui.autosave import pending_recoveries
    from editor.gui.mainwindow import MainWindow

    quest_file = tmp_path / "mine.quest.json"
    quest_file.write_bytes(EXAMPLE.read_bytes())
    env = dict(os.environ, MAZEWRIGHT_DATA_DIR=str(data_dir), QT_QPA_PLATFORM="offscreen")
    proc = subprocess.run(
        [sys.executable, "-c", CRASHING_EDITOR, str(quest_file)],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 3, proc.stderr
    pending = pending_recoveries()
    assert len(pending) == 1 and pending[0].file == str(quest_file)

    w = MainWindow(registry.by_name("tower"))
    qtbot.addWidget(w)
    w.ask_unsaved = lambda: "discard"
    offered = []
    w.ask_recovery = lambda r: offered.append(r) or "recover"
    assert w.offer_recovery()
    assert offered[0].title == "Doors and keys"
    assert w.editor.doc.quest.cards[0].cell(3, 3) == Cell("ladder")
    assert w.editor.doc.path == str(quest_file)
    assert w.isWindowModified()  # recovered work is unsaved work
    # the crashed editor's file is gone; this window keeps its own copy safe
    assert pending_recoveries() == []
    assert w.autosaver.path.exists()
    assert w.save()
    assert not w.autosaver.path.exists()
    assert "ladder" in quest_file.read_text(encoding="utf-8")


def test_autosave_only_unsaved_work_and_discard(qtbot, data_dir):
    from editor.core import registry
    from editor.games.tower.qt.commands import PaintCommand
    from editor.gui.autosave import Recovery, pending_recoveries
    from editor.gui.mainwindow import MainWindow

    w = MainWindow(registry.by_name("tower"))
    qtbot.addWidget(w)
    w.ask_unsaved = lambda: "discard"
    assert w.autosave() is None  # nothing unsaved
    w.stack.push(PaintCommand(w.editor.doc, {("A", 0, 0): Cell("trap")}))
    path = w.autosave()
    assert path is not None and path.parent == data_dir / "autosave"
    # a live editor's autosave (this process) is not offered for recovery
    assert pending_recoveries() == []
    recovered = Recovery(path, None, 0.0, None).load()
    assert recovered.model.cards[0].cell(0, 0) == Cell("trap")
    w.stack.undo()  # back to the clean state: the autosave is dropped
    assert not path.exists()


def test_declined_recovery_is_discarded(qtbot, data_dir):
    from editor.core import registry
    from editor.gui.autosave import FORMAT, pending_recoveries
    from editor.gui.mainwindow import MainWindow

    folder = data_dir / "autosave"
    folder.mkdir(parents=True)
    # a process id that cannot be running
    (folder / "0-1.json").write_text(
        '{"format": "' + FORMAT + '", "pid": 0, "saved": 0, "file": null, "quest": {}}',
        encoding="utf-8",
    )
    (folder / "junk.json").write_text("not json", encoding="utf-8")
    assert len(pending_recoveries()) == 1
    w = MainWindow(registry.by_name("tower"))
    qtbot.addWidget(w)
    w.ask_unsaved = lambda: "discard"
    w.ask_recovery = lambda r: "discard"
    assert not w.offer_recovery()
    assert pending_recoveries() == []
