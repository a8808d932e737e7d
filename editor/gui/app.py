"""Starting the editor: the application object, the window, and --screenshot."""

from __future__ import annotations

import os
import sys


def make_app():
    """The QApplication (created once)."""
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if app is None:
        app = QApplication(sys.argv[:1])
        app.setApplicationName("Mazewright")
        app.setOrganizationName("mazewright")
        app.setApplicationDisplayName("Mazewright")
        from editor.games.tower.qt.icons import icon

        app.setWindowIcon(icon("mazewright"))
    return app


def read_for_studio(path: str | None):
    """The file at ``path``, read once, when its game opens in the studio window (its
    ``GameSpec.qt`` is set); None for the tower's own window, a new file or an unreadable one."""
    if path is None:
        return None
    from editor.validate import load_file

    loaded = load_file(path, checks=False, lenient=True)
    return loaded if loaded.game is not None and loaded.game.qt is not None else None


def run_editor(path: str | None = None, screenshot: str | None = None) -> int:
    """Open the editor on ``path`` (or a new quest). With ``screenshot``, save a
    picture of the window once the file is loaded and checked, then exit.

    A file of a game with a Qt part (``GameSpec.qt``) opens in the studio window;
    tower quests open in the tower editor."""
    if screenshot and not os.environ.get("QT_QPA_PLATFORM"):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    app = make_app()
    loaded = read_for_studio(path)
    if loaded is not None:
        return run_studio(app, loaded, path, screenshot)
    from .mainwindow import MainWindow

    window = MainWindow()
    if path is not None and not window.open_path(path) and screenshot:
        return cannot_open(window, path)
    if screenshot:
        return take_screenshot(app, window, screenshot)
    window.show()
    window.offer_recovery()
    return app.exec()


def run_studio(app, loaded, path: str, screenshot: str | None) -> int:
    from .studio import StudioWindow

    window = StudioWindow(loaded.game)
    if not window.open_loaded(loaded, path) and screenshot:
        return cannot_open(window, path)
    if screenshot:
        window.resize(1400, 860)
        window.show()
        for _ in range(3):
            app.processEvents()
        window.run_checks_now()
        return finish_screenshot(app, window, screenshot, raise_dock=window.numbers_dock)
    window.show()
    return app.exec()


def cannot_open(window, path: str) -> int:
    """Say on stderr why the window could not open its file (it showed it); exit status 1."""
    from editor.safetext import printable

    for d in window.open_problems:
        print(d.to_text(), file=sys.stderr)
    print(printable(f"mazewright edit: cannot open {path}: {window.open_problem}"), file=sys.stderr)
    return 1


def take_screenshot(app, window, out: str, size=(1400, 860)) -> int:
    window.resize(*size)
    window.props_dock.raise_()
    window.show()
    for _ in range(3):
        app.processEvents()
    window.checks.run_now()
    return finish_screenshot(app, window, out)


def finish_screenshot(app, window, out: str, raise_dock=None) -> int:
    """Fit the board, save the picture of the shown window, close it; the exit status.

    ``raise_dock``: a dock to bring to the front of its tab group first.
    """
    if raise_dock is not None:
        for _ in range(3):
            app.processEvents()
        raise_dock.raise_()
    window.view.fit()
    app.processEvents()
    ok = window.screenshot(out)
    window.stack.setClean()  # a screenshot never asks about unsaved work
    window.close()
    if not ok:
        print(f"mazewright edit: cannot write {out}", file=sys.stderr)
        return 1
    print(out)
    return 0


def screenshot_showing(
    path: str | None, out: str, *, solve: bool = False, play: bool = False, step: int = 2
) -> int:
    """`mazewright edit FILE --screenshot OUT --solve/--play`: the window with the solver's
    results (and a solution being played back at action ``step``) or in play mode."""
    import os

    if not os.environ.get("QT_QPA_PLATFORM"):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    if not os.environ.get("MAZEWRIGHT_DATA_DIR"):
        # the default dock layout, not the one saved by the user's last session
        import tempfile

        os.environ["MAZEWRIGHT_DATA_DIR"] = tempfile.mkdtemp(prefix="mazewright-shot-")
    from editor.games.tower.qt.solver_dock import solve_deal
    from editor.qt.background import OpContext

    from .mainwindow import MainWindow

    app = make_app()
    window = MainWindow()
    if path is not None and not window.open_path(path):
        return cannot_open(window, path)
    window.resize(1400, 860)
    window.solver.show()
    window.solver.raise_()
    window.show()
    app.processEvents()
    if solve:
        panel = window.solver.panel
        window.solver.solve()
        while panel.solving:
            app.processEvents()
            panel.op.wait(50)
        app.processEvents()
        if not play:
            deal = (2, 0) if panel.outcome and panel.outcome.result else None
            item = panel.deal_item(*deal) if deal else None
            if item is not None:
                panel.table.setCurrentItem(item)
                if panel.watch():
                    film = panel.playback.frames
                    # show the board just after a card turned or slid, when there is one
                    moved = [
                        f.index for f in film if type(f.action).__name__ in ("Rotate", "Slide")
                    ]
                    at = moved[0] if moved else step
                    panel.playback.go(min(at, len(film) - 1), animate=False)
    if play:
        mode = window.play
        mode.set_active(True)
        game = mode.game
        if game is not None:
            game = mode.game
            # a game under way: the first actions of an optimal solution, then the next
            # action's hero selected with its targets lit
            from editor.qt.background import OpContext

            best = solve_deal(game.rules.quest, game.hands, OpContext(lambda _v: None, 1.0))
            plan = best.solution or []
            for action in plan[:step]:
                game.act(action)
                game.overlay.stop_animation()
            if len(plan) > step and hasattr(plan[step], "hero"):
                nxt = plan[step]
                game.select("barbarian" if type(nxt).__name__ == "Toss" else nxt.hero)
    dock = window.play.dock if play else window.solver
    return finish_screenshot(app, window, out, raise_dock=dock)
