"""The mall's pictures for ``mazewright edit FILE --screenshot OUT --solve/--play``."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QDockWidget

from ..solving import solve

#: The player count whose plan the pictures show.
PLAYERS = 3


def prepare(editor, kind: str) -> QDockWidget | None:
    """Bring the standard editor to what the picture shows; the dock to bring to the front."""
    if kind == "solve":
        return _solved(editor)
    if kind == "play":
        return _playing(editor)
    raise ValueError(f"no {kind} picture of a mall scenario")


def _solved(editor) -> QDockWidget:
    """The numbers, and the 3-player plan watched halfway, its last action's hero still
    sliding."""
    app = QApplication.instance()
    panel = editor.solver
    panel.solve()
    while panel.solving:
        app.processEvents()
        if panel.op is not None:
            panel.op.wait(50)
    app.processEvents()
    if panel.table is not None and panel.table.counts:
        panel.tree.setCurrentItem(panel.item_for(PLAYERS))
        if panel.watch_setup(PLAYERS):
            watch = panel.watch
            watch.go(len(watch.steps) // 2 - 1)
            watch.forward_one()
            animation = watch.picture.animation
            animation.setCurrentTime(animation.duration() // 2)
    return panel.dock


def _playing(editor) -> QDockWidget | None:
    """A 3-player game with the real-time sand timer, half the plan played, the next
    action's player and hero chosen (where it may go lit)."""
    dock = editor.play_dock
    dock.set_players(PLAYERS)
    combo = dock.panel.setup_combo
    combo.setCurrentIndex(combo.count() - 1)  # the sand timer
    dock.start()
    play = dock.play
    if play is None:
        return dock.dock
    plan = solve(play.session.scenario, (PLAYERS,)).plans[PLAYERS].solution or []
    half = len(plan) // 2
    for data in plan[:half]:
        play.set_player(data["player"])
        play.choose(data["hero"])
        if data["type"] == "explore":
            play.explore()
        else:
            play.go(tuple(data["to"]))
    if half < len(plan):
        play.set_player(plan[half]["player"])
        play.choose(plan[half]["hero"])
    play.scene.picture.finish()
    editor.fit()
    return dock.dock
