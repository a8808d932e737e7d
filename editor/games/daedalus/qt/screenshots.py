"""Daedalus' pictures for ``mazewright edit FILE --screenshot OUT --solve/--play``."""

from __future__ import annotations

from PySide6.QtWidgets import QDockWidget

from ..play import Placement, Step
from ..search import Search

#: The round of the best trip a picture of the solver shows.
WATCH_ROUND = 4
#: Rounds a picture of play shows played.
PLAY_ROUNDS = 3


def prepare(editor, kind: str) -> QDockWidget | None:
    """Bring the standard editor to what the picture shows; the dock to bring to the front."""
    if kind == "solve":
        return _solved(editor)
    if kind == "play":
        return _playing(editor)
    raise ValueError(f"no {kind} picture of a Daedalus maze")


def _solved(editor) -> QDockWidget:
    """The numbers, and the favoured 2-player seat's best trip a few rounds in."""
    panel = editor.solver
    panel.solve_for_picture()
    table = panel.table
    key = next(
        (
            s.key
            for c in (table.counts if table else ())
            if c.players == 2
            for s in c.setups
            if s.best
        ),
        None,
    )
    if key is not None:
        panel.tree.setCurrentItem(panel.item_for(key))
        if panel.watch_setup(key):
            panel.watch.go(WATCH_ROUND)
    return panel.dock


def _playing(editor) -> QDockWidget | None:
    """A 2-player game under way: the draft played by the trips, then a few rounds in which
    every soldier steps the way its own best trip goes when it can."""
    dock = editor.play_dock
    dock.start()
    play = dock.play
    if play is None:
        return dock.dock
    s = play.session
    search = Search(s.maze)
    while s.placing:
        free = [a.sector for a in s.legal_actions() if isinstance(a, Placement)]
        play.click((0, min(free, key=lambda x: (search.trip(x) is None, search.trip(x) or 0, x))))
    paths = {x: search.trip_path(place[1]) or [place] for x, place in s.positions.items()}
    while s.round <= PLAY_ROUNDS and not s.is_over:
        for soldier in s.soldiers_of(s.current):
            way = paths[soldier]
            if s.round < len(way) and s.why_refused(Step(soldier, way[s.round])) is None:
                play.step(soldier, way[s.round])
        if not s.is_over:
            play.end_turn()
    return dock.dock
