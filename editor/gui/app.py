"""Starting the editor: the application object, the window, and --screenshot."""

from __future__ import annotations

import os
import sys
import tempfile


def make_app():
    """The QApplication (created once)."""
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from editor.core.paths import data_dir

    app = QApplication.instance()
    if app is None:
        app = QApplication(sys.argv[:1])
        app.setApplicationName("Mazewright")
        app.setOrganizationName("mazewright")
        app.setApplicationDisplayName("Mazewright")
        app.setWindowIcon(QIcon(str(data_dir("resources") / "art" / "mazewright.svg")))
        from editor.qt.language import chosen, install

        from .mainwindow import settings

        install(app, chosen(settings().value("language")))
    return app


def run_editor(
    path: str | None = None, screenshot: str | None = None, showing: str | None = None
) -> int:
    """Open the editor on ``path`` (or a new file). With ``screenshot``, save a picture of
    the window once the file is loaded and checked (and, with ``showing``, once the
    game's editor shows that: ``solve``, ``play``), then exit."""
    if not screenshot:
        return edit(path)
    if not os.environ.get("QT_QPA_PLATFORM"):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    if os.environ.get("MAZEWRIGHT_DATA_DIR"):
        return screenshot_of(path, screenshot, showing)
    # the default dock layout, not the one saved by the user's last session; the folder
    # goes when the picture is taken, or not
    with tempfile.TemporaryDirectory(prefix="mazewright-shot-", ignore_cleanup_errors=True) as d:
        os.environ["MAZEWRIGHT_DATA_DIR"] = d
        try:
            return screenshot_of(path, screenshot, showing)
        finally:
            del os.environ["MAZEWRIGHT_DATA_DIR"]


def open_window(path: str | None):
    """The application and a window on ``path`` (or a new file); whether it opened it."""
    app = make_app()
    from editor.core.validate import load_file

    from .mainwindow import MainWindow

    loaded = load_file(path, checks=False, lenient=True) if path is not None else None
    game = loaded.game if loaded is not None and loaded.model is not None else None
    window = MainWindow(game if game is not None and game.studio.qt is not None else None)
    opened = loaded is None or window.open_loaded(loaded, path)
    return app, window, opened


def edit(path: str | None) -> int:
    """Show the editor on ``path`` (or a new file) until the user quits."""
    app, window, _ = open_window(path)
    window.show()
    window.offer_recovery()
    return app.exec()


def screenshot_of(path: str | None, out: str, showing: str | None) -> int:
    """Save the picture of a window on ``path`` to ``out``; the exit status. The window is
    closed whatever happens (its settings written), so nothing writes to the data folder
    after this returns."""
    app, window, opened = open_window(path)
    try:
        if not opened:
            return cannot_open(window, path)
        if showing and showing not in window.part.screenshots:
            print(
                f"mazewright edit: error: --{showing} does not work with {window.game.plural}",
                file=sys.stderr,
            )
            return 2
        return take_screenshot(app, window, out, showing)
    finally:
        window.stack.setClean()  # a screenshot never asks about unsaved work
        window.close()


def cannot_open(window, path: str) -> int:
    """Say on stderr why the window could not open its file (it showed it); exit status 1."""
    from editor.core.safetext import printable

    for d in window.open_problems:
        print(d.to_text(), file=sys.stderr)
    print(printable(f"mazewright edit: cannot open {path}: {window.open_problem}"), file=sys.stderr)
    return 1


def take_screenshot(app, window, out: str, showing: str | None = None, size=(1400, 860)) -> int:
    """Show the window, let the editor get to ``showing``, save the picture."""
    window.resize(*size)
    window.show()
    for _ in range(3):
        app.processEvents()
    window.run_checks_now()
    dock = window.editor.prepare_screenshot(showing) if showing else None
    return finish_screenshot(app, window, out, raise_dock=dock)


def finish_screenshot(app, window, out: str, raise_dock=None) -> int:
    """Fit the board, save the picture of the shown window; the exit status.

    ``raise_dock``: a dock to bring to the front of its tab group first.
    """
    if raise_dock is not None:
        for _ in range(3):
            app.processEvents()
        raise_dock.raise_()
    window.editor.fit()
    app.processEvents()
    if not window.screenshot(out):
        print(f"mazewright edit: cannot write {out}", file=sys.stderr)
        return 1
    print(out)
    return 0
