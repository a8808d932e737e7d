"""The maze in the editor: the board and the film drawn by `MazeRenderer`, with overlays.

The film is shown at the scene's ``phase`` (the phase slider's), which is the
designer's view and never part of the file. Overlays come from the solver's
numbers (`numbers.solve`, worked out again a moment after each edit): the death
traps at the shown phase, the ring of each entrance field's trip, and the best
trip as a path with the soldier where it is at the shown phase. A watched trip
(`watch.TripWatch`) replaces the best trip's soldier with its own.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QImage, QPainter, QPen

from editor.core.diagnostics import Diagnostic
from editor.qt.game import GameScene
from editor.qt.language import translate

from ..checks import phases_words
from ..geometry import Wall
from ..model import CHAMBER, Maze, place_words
from ..results import DaedalusNumbers, solve
from .document import MazeDocument
from .picking import nearest_slot_of
from .renderer import PLAYER_COLOURS, MazeRenderer

ERROR_COLOUR = "#d0342c"
WARNING_COLOUR = "#e8a317"
#: The largest image of the still layers kept (pixels); a view zoomed in further paints them
#: directly.
MAX_CACHE_PIXELS = 4096 * 4096
#: Quiet time after an edit before the overlays' numbers are worked out again.
NUMBERS_DELAY_MS = 150


def wall_words(wall: Wall, maze: Maze) -> str:
    kind, a, b = wall
    if kind == "radial":
        return translate(
            "DaedalusEditor", "radial wall between ring {ring}, sectors {sector} and {next}"
        ).format(ring=a, sector=b, next=(b + 1) % maze.sectors)
    return translate(
        "DaedalusEditor", "arc wall on boundary {boundary}, film sector {sector}"
    ).format(boundary=a, sector=b)


class MazeScene(GameScene):
    """The board of one maze document."""

    phaseChanged = Signal(int)

    def __init__(self, doc: MazeDocument, style: str = "screen"):
        super().__init__()
        self.doc = doc
        self.renderer = MazeRenderer(doc.model, style)
        self.phase = doc.model.phase % doc.model.sectors
        self.show_traps = True
        self.show_trips = True
        self.show_best = True
        self.issues: list[tuple[object, bool]] = []
        self.selected = None
        self.hover_place = None
        self.hover_wall: Wall | None = None
        #: a trip being watched: its places (one per round) and the round shown
        self.watched: list | None = None
        self.watched_round = 0
        #: the still layers painted last (`_paint_layers`) and what they showed
        self._still: QImage | None = None
        self._still_key: tuple | None = None
        #: how many times the maze changed (the still layers show one version)
        self._edits = 0
        self._numbers: DaedalusNumbers | None = None
        self._numbers_board: tuple[int, int] | None = None
        self._follow = QTimer(self, singleShot=True, interval=NUMBERS_DELAY_MS)
        self._follow.timeout.connect(self.update_numbers)
        doc.changed.connect(self.refresh)
        self.refresh()
        self.update_numbers()

    def refresh(self) -> None:
        """The maze changed: keep the phase on the board, repaint, and work the numbers out
        again soon."""
        self._edits += 1
        self.setSceneRect(self.renderer.image_rect())
        if self.phase >= self.doc.model.sectors:
            self.set_phase(self.phase % self.doc.model.sectors)
        self._follow.start()
        self.update()

    # -- numbers ---------------------------------------------------------------------
    def update_numbers(self) -> None:
        """Work out the overlays' numbers for the maze as it is now."""
        self._follow.stop()
        maze = self.doc.model
        self._numbers = solve(maze.copy())
        self._numbers_board = (maze.rings, maze.sectors)
        self.update()

    @property
    def numbers(self) -> DaedalusNumbers | None:
        """The maze's numbers when they fit the board shown and the maze is legal."""
        maze = self.doc.model
        n = self._numbers
        if n is None or not n.legal or self._numbers_board != (maze.rings, maze.sectors):
            return None
        return n

    def traps_now(self) -> list:
        """The fields that are death traps at the shown phase."""
        n = self.numbers
        return [] if n is None else [f for f, ps in n.death_traps.items() if self.phase in ps]

    def best_rounds_now(self) -> list[int]:
        """The rounds of the best trip played at the shown phase (round k at phase p + k; 0:
        the placing, at the maze's phase)."""
        n = self.numbers
        if n is None or n.best_path is None:
            return []
        start, sectors = self.doc.model.phase, self.doc.model.sectors
        return [k for k in range(len(n.best_path)) if (start + k) % sectors == self.phase]

    # -- the phase -------------------------------------------------------------------
    def set_phase(self, phase: int) -> None:
        phase %= self.doc.model.sectors
        if phase != self.phase:
            self.phase = phase
            self.update()
            self.phaseChanged.emit(phase)

    def set_overlays(self, traps: bool, trips: bool, best: bool) -> None:
        self.show_traps, self.show_trips, self.show_best = traps, trips, best
        self.update()

    def watch(self, places: list | None, round_shown: int = 0) -> None:
        """Show a trip at one of its rounds (None: stop), the film at that round's phase."""
        self.watched, self.watched_round = places, round_shown
        if places is not None:
            self.set_phase(self.doc.model.phase + round_shown)
        self.update()

    # -- picking ---------------------------------------------------------------------
    def place_under(self, pos: QPointF):
        return self.renderer.board.place_at(pos.x(), pos.y())

    def slot_under(self, pos: QPointF, kind: str | None = None) -> Wall | None:
        """The wall slot nearest the pointer (of ``kind`` when given), within half a ring."""
        reach = self.renderer.ring_width * 0.5
        board = self.renderer.board
        if kind is None:
            found = board.nearest_slot(pos.x(), pos.y(), self.phase, reach)
            return None if found is None else found[0]
        return nearest_slot_of(board, pos.x(), pos.y(), self.phase, kind, reach)

    def wall_under(self, pos: QPointF) -> Wall | None:
        found = self.renderer.board.nearest_wall(
            self.doc.model, pos.x(), pos.y(), self.phase, self.renderer.ring_width * 0.5
        )
        return None if found is None else found[0]

    # -- what the shell asks -----------------------------------------------------------
    def place_at(self, pos: QPointF) -> str:
        place = self.place_under(pos)
        if place is None:
            return ""
        words = place_words(place)
        n = self.numbers
        if n is not None and isinstance(place, tuple):
            if place[0] == 0:
                trip = n.trip[place[1]]
                words = (
                    translate("DaedalusEditor", "{place}, no trip").format(place=words)
                    if trip is None
                    else translate("DaedalusEditor", "{place}, trip {rounds} rounds").format(
                        place=words, rounds=trip
                    )
                )
            phases = n.death_traps.get(place)
            if phases:
                words = translate("DaedalusEditor", "{place}, a death trap at {phases}").format(
                    place=words, phases=phases_words(phases)
                )
        wall = self.wall_under(pos)
        if wall is not None:
            words = translate("DaedalusEditor", "{place} · {wall}").format(
                place=words, wall=wall_words(wall, self.doc.model)
            )
        return translate("DaedalusEditor", "{place} · film at phase {phase}").format(
            place=words, phase=self.phase
        )

    def show_issues(self, diagnostics: Sequence[Diagnostic]) -> None:
        self.issues = [(d.at, d.is_error) for d in diagnostics if self._on_board(d.at)]
        self.update()

    def _on_board(self, at) -> bool:
        """Whether a diagnostic's place is on this board: the chamber or a field."""
        if at == CHAMBER:
            return True
        m = self.doc.model
        return isinstance(at, (tuple, list)) and 0 <= at[0] < m.rings and 0 <= at[1] < m.sectors

    def select_issue(self, diagnostic: Diagnostic) -> QPointF | None:
        at = diagnostic.at
        self.selected = (at if at == CHAMBER else tuple(at)) if self._on_board(at) else None
        self.update()
        return None if self.selected is None else self.renderer.centre(self.selected)

    def set_hover(self, place=None, wall: Wall | None = None) -> None:
        if (place, wall) != (self.hover_place, self.hover_wall):
            self.hover_place, self.hover_wall = place, wall
            self.update()

    # -- painting --------------------------------------------------------------------
    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        r = self.renderer
        painter.fillRect(rect, QColor(r.palette.background))
        self._paint_layers(painter)
        n = self.numbers
        self._paint_issues(painter)
        if self.watched is not None:
            r.paint_path(painter, self.watched, self.watched_round)
            k = min(self.watched_round, len(self.watched) - 1)
            carrying = CHAMBER in self.watched[: k + 1]
            at = r.path_points(self.watched)[k]
            r.paint_soldier(painter, at, PLAYER_COLOURS[0], str(k), carrying=carrying)
        elif n is not None and self.show_best and n.best_path is not None:
            rounds = self.best_rounds_now()
            r.paint_path(painter, n.best_path, rounds[0] if rounds else None)
            points = r.path_points(n.best_path)
            for k in rounds:
                r.paint_soldier(painter, points[k], PLAYER_COLOURS[2], str(k))
        if self.selected is not None:
            r.paint_highlight(painter, self.selected)
        if self.hover_place is not None or self.hover_wall is not None:
            r.paint_highlight(painter, self.hover_place, self.hover_wall, self.phase)

    def _paint_still(self, painter: QPainter) -> None:
        """What changes only with the maze, the phase and the overlays chosen: the board, the
        death traps, the film and the ring of trips."""
        r, n = self.renderer, self.numbers
        r.paint_board(painter)
        if n is not None and self.show_traps:
            r.paint_traps(painter, self.traps_now())
        r.paint_film(painter, self.phase)
        if n is not None and self.show_trips:
            r.paint_trips(painter, n.trip, n.best_trip)

    def _paint_layers(self, painter: QPainter) -> None:
        """`_paint_still` through an image at the painter's scale, made again only when what
        it shows changed: the pointer's outline and the soldiers repaint without redrawing
        every wall."""
        scale = painter.worldTransform().m11() * painter.device().devicePixelRatioF()
        area = self.renderer.image_rect()
        w, h = math.ceil(area.width() * scale), math.ceil(area.height() * scale)
        if painter.worldTransform().isRotating() or w * h > MAX_CACHE_PIXELS or w * h == 0:
            self._paint_still(painter)
            return
        n = self._numbers
        key = (self._edits, self.phase, self.show_traps, self.show_trips, id(n), w, h)
        if key != self._still_key:
            image = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
            image.fill(Qt.GlobalColor.transparent)
            p = QPainter(image)
            p.scale(w / area.width(), h / area.height())
            p.translate(-area.topLeft())
            self._paint_still(p)
            p.end()
            self._still, self._still_key = image, key
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        painter.drawImage(area, self._still)
        painter.restore()

    def _paint_issues(self, painter: QPainter) -> None:
        r = self.renderer
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for place, error in self.issues:
            colour = QColor(ERROR_COLOUR if error else WARNING_COLOUR)
            if error:  # an outline round the field; a warning is a dot, as death traps are many
                painter.setPen(QPen(colour, r.ring_width * 0.05, Qt.PenStyle.DashLine))
                painter.drawPath(r.place_path(place))
            else:
                painter.setPen(QPen(QColor("#FFFFFF"), r.ring_width * 0.02))
                painter.setBrush(colour)
                c = r.issue_spot(place)
                painter.drawEllipse(c, r.ring_width * 0.08, r.ring_width * 0.08)
                painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.restore()
