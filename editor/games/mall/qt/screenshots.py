"""The mall's pictures for ``mazewright edit FILE --screenshot OUT --solve/--play``."""

from __future__ import annotations

from PySide6.QtWidgets import QDockWidget

from editor.qt.solver_dock import PICTURE_TIMEOUT

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
    """The numbers, and the 3-player plan watched to its longest slide in the middle third,
    the hero caught halfway."""
    panel = editor.solver
    panel.solve_for_picture()
    if panel.table is not None and panel.table.counts:
        panel.tree.setCurrentItem(panel.item_for(PLAYERS))
        if panel.watch_setup(PLAYERS):
            watch = panel.watch
            third = len(watch.steps) // 3
            middle = watch.steps[third : 2 * third] or watch.steps
            heroes = watch.rules.heroes

            def length(step) -> int:
                """How far the step's hero goes (0: an explore)."""
                if step.action.kind == "explore":
                    return 0
                x, y = step.before.positions[heroes.index(step.action.hero)]
                return abs(step.action.to[0] - x) + abs(step.action.to[1] - y)

            watch.go(max(middle, key=length).number - 1)
            watch.forward_one()
            animation = watch.picture.animation
            animation.setCurrentTime(animation.duration() // 2)
            animation.pause()  # the picture catches the hero mid-slide
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
    result = solve(play.session.scenario, (PLAYERS,), timeout=PICTURE_TIMEOUT)
    plan = result.plans[PLAYERS].solution or []
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
