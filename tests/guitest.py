"""Helpers for tests that drive the real main window."""

import re


def open_window(qtbot, path):
    """A shown main window with ``path`` open; unsaved work is discarded on close."""
    from editor import registry
    from editor.gui.mainwindow import MainWindow

    w = MainWindow(registry.by_name("tower"))
    qtbot.addWidget(w)
    w.ask_unsaved = lambda: "discard"
    w.resize(1200, 800)
    w.show()
    qtbot.waitExposed(w)
    assert w.open_path(str(path))
    qtbot.wait(20)  # the deferred fit-to-window
    return w


def plain(label) -> str:
    """A rich-text label's words."""
    return re.sub(r"<[^>]+>", "", label.text())
