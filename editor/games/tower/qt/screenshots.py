"""The tower's pictures for ``mazewright edit FILE --screenshot OUT --solve/--play``."""

from __future__ import annotations

from PySide6.QtWidgets import QDockWidget

from editor.qt.background import OpContext

from .play import solve_deal

#: the action a picture of a solution or a game shows the board after
STEP = 2


def prepare(editor, kind: str) -> QDockWidget:
    """Bring the editor to what the picture shows; the dock to bring to the front."""
    if kind == "solve":
        return _solved(editor)
    if kind == "play":
        return _playing(editor)
    raise ValueError(f"no {kind} picture of a tower quest")


def _solved(editor) -> QDockWidget:
    """The solver's results, and a solution played back to its first turn or slide."""
    panel = editor.solver
    panel.solve_for_picture()
    item = panel.item_for((2, 0))
    if item is not None:
        panel.tree.setCurrentItem(item)
        if panel.watch_setup():
            film = panel.watch.frames
            # show the board just after a card turned or slid, when there is one
            moved = [f.index for f in film if type(f.action).__name__ in ("Rotate", "Slide")]
            at = moved[0] if moved else STEP
            panel.watch.go(min(at, len(film) - 1), animate=False)
    return panel.dock


def _playing(editor) -> QDockWidget:
    """A game under way: the first actions of an optimal solution, then the next action's
    hero selected with its targets lit."""
    dock = editor.play_dock
    dock.start()
    play = dock.play
    if play is not None:
        game = play.game
        best = solve_deal(game.rules.quest, game.hands, OpContext(lambda _v: None, 1.0))
        plan = best.solution or []
        for action in plan[:STEP]:
            game.act(action)
            game.overlay.stop_animation()
        if len(plan) > STEP and hasattr(plan[STEP], "hero"):
            nxt = plan[STEP]
            game.select("barbarian" if type(nxt).__name__ == "Toss" else nxt.hero)
    return dock.dock
