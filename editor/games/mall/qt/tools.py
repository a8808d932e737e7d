"""The scenario editor's tools: the tile painter (spaces, walls, escalators), the heroes'
starts and placing tiles in the mall.

Every tool works on the tiles where the board shows them, in the mall or in the tray
beside it, in the tile's own (unturned) terms. What a tool does goes through the
document's commands: a drag of the space or wall painter is one undo step, and what
the rules refuse is not done, with the reason in the status bar. A tool's aim is
drawn over the board as one of the scene's overlays (named by the tool).
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QLineF, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPen
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QLabel,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from editor.qt.edits import new_stroke
from editor.qt.game import Tool
from editor.qt.language import translate

from ..editing import open_places, space_problem
from ..geometry import Placement
from ..model import HEROES, PASSAGES, SIDE_WORDS, Point, Space, Tile
from .board import Piece
from .commands import sentence
from .document import MallDocument
from .icons import ICON, hero_icon, paint_icon, space_icon
from .renderer import ESCALATOR_COLOUR, MallRenderer
from .scene import MallScene

REFUSED = "#d0342c"
#: Pixels of a choice's picture in a tool's panel.
PANEL_ICON = 36
#: The pointer's way is sampled every this share of a space, so a fast drag misses none.
SAMPLE = 0.25

#: The painter's kinds of space, with their keys (each kind's name is also the word the
#: panel shows, translated there).
KINDS: tuple[tuple[str, str, str], ...] = (
    (
        QT_TRANSLATE_NOOP("MallTools", "floor"),
        "F",
        QT_TRANSLATE_NOOP("MallTools", "Floor (clears a space)"),
    ),
    (QT_TRANSLATE_NOOP("MallTools", "vortex"), "V", QT_TRANSLATE_NOOP("MallTools", "Vortex")),
    (QT_TRANSLATE_NOOP("MallTools", "item"), "I", QT_TRANSLATE_NOOP("MallTools", "Item")),
    (QT_TRANSLATE_NOOP("MallTools", "exit"), "X", QT_TRANSLATE_NOOP("MallTools", "Exit")),
    (
        QT_TRANSLATE_NOOP("MallTools", "timer"),
        "T",
        QT_TRANSLATE_NOOP("MallTools", "Sand-timer space"),
    ),
    (
        QT_TRANSLATE_NOOP("MallTools", "explore"),
        "E",
        QT_TRANSLATE_NOOP("MallTools", "Explore space (exploration positions only)"),
    ),
)
#: The heroes with their keys; 0: an exit for every hero.
HERO_KEYS = {str(n): hero for n, hero in enumerate(HEROES, start=1)}
EVERY_HERO = QT_TRANSLATE_NOOP("MallTools", "every hero")

Cell = tuple[str, Point]


def _xy(p: Point) -> str:
    return f"{p[0]},{p[1]}"


class MallTool(Tool):
    """A tool of the scenario editor: its aim drawn as the scene overlay of its name."""

    document: MallDocument
    scene: MallScene

    context = "MallTools"

    def tile(self, tile_id: str) -> Tile | None:
        return self.document.model.tile(tile_id)

    def cell_rect(self, cell: Cell) -> QRectF | None:
        return self.scene.renderer.cell_rect(*cell)

    def overlay(self, paint: Callable[[QPainter, MallRenderer], None] | None) -> None:
        self.scene.set_overlay(self.name, paint)

    def deactivate(self) -> None:
        self.scene.set_hover(None)
        self.overlay(None)

    def try_edit(self, action: Callable[[], None]) -> bool:
        """Run one edit; a refusal goes to the status bar. True when it was made."""
        try:
            action()
        except ValueError as refusal:
            self.message.emit(sentence(refusal))
            return False
        return True

    def sampled(self, last: QPointF, pos: QPointF) -> list[QPointF]:
        """Points along the pointer's way from ``last`` to ``pos`` (``pos`` last)."""
        step = self.scene.renderer.cell * SAMPLE
        n = max(1, math.ceil(math.dist((last.x(), last.y()), (pos.x(), pos.y())) / step))
        return [last + (pos - last) * (i / n) for i in range(1, n + 1)]


# -- the tile painter: spaces ---------------------------------------------------------------


class SpacePanel(QWidget):
    """The space painter's choice: the kind of space and whose (per hero); the kinds are
    shown as they would be painted, in the chosen hero's colour and sign."""

    def __init__(self, tool: SpaceTool):
        super().__init__()
        self.tool = tool
        outer = QVBoxLayout(self)
        outer.addWidget(QLabel(translate("MallTools", "Space")))
        grid = QGridLayout()
        self.kinds = QButtonGroup(self)
        for n, (kind, key, words) in enumerate(KINDS):
            button = QToolButton()
            button.setCheckable(True)
            button.setIconSize(QSize(PANEL_ICON, PANEL_ICON))
            button.setText(translate("MallTools", kind))
            button.setToolTip(
                translate("MallTools", "{words} (key {key})").format(
                    words=translate("MallTools", words), key=key
                )
            )
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextUnderIcon)
            button.setObjectName(f"kind-{kind}")
            self.kinds.addButton(button, n)
            grid.addWidget(button, n // 3, n % 3)
        self.kinds.idClicked.connect(lambda n: tool.set_kind(KINDS[n][0]))
        outer.addLayout(grid)
        outer.addWidget(QLabel(translate("MallTools", "Hero")))
        heroes = QGridLayout()
        self.heroes = QButtonGroup(self)
        for n, hero in enumerate((*HEROES, EVERY_HERO)):
            button = QToolButton()
            button.setCheckable(True)
            button.setText(hero if hero in HEROES else translate("MallTools", hero))
            button.setIconSize(QSize(PANEL_ICON, PANEL_ICON))
            button.setObjectName(f"hero-{hero.replace(' ', '-')}")
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextUnderIcon)
            if hero in HEROES:
                button.setIcon(hero_icon(hero))
                button.setToolTip(
                    translate("MallTools", "the {hero}'s colour and sign (key {key})").format(
                        hero=hero, key=n + 1
                    )
                )
            else:
                button.setIcon(space_icon("exit", None))
                button.setToolTip(translate("MallTools", "an exit for every hero (key 0)"))
            self.heroes.addButton(button, n)
            heroes.addWidget(button, 0, n)
        self.heroes.idClicked.connect(
            lambda n: tool.set_hero(None if n == len(HEROES) else HEROES[n])
        )
        outer.addLayout(heroes)
        self.words = QLabel()
        self.words.setWordWrap(True)
        outer.addWidget(self.words)
        outer.addStretch(1)
        self.show_choice()

    def show_choice(self) -> None:
        tool = self.tool
        self.kinds.button([k for k, _, _ in KINDS].index(tool.kind)).setChecked(True)
        index = len(HEROES) if tool.hero is None else HEROES.index(tool.hero)
        self.heroes.button(index).setChecked(True)
        for n, button in enumerate(self.heroes.buttons()):
            button.setEnabled(
                tool.kind not in ("floor", "timer") and (n < len(HEROES) or tool.kind == "exit")
            )
        self.words.setText(
            translate("MallTools", "Painting: {choice}").format(choice=tool.choice_words())
        )
        hero = tool.painted()[1] if tool.kind == "exit" else tool.hero or HEROES[0]
        for (kind, _, _), button in zip(KINDS, self.kinds.buttons(), strict=True):
            shown = None if kind in ("floor", "timer") else hero
            if kind == "exit":
                shown = tool.hero
            button.setIcon(space_icon(kind, shown))


class SpaceTool(MallTool):
    """Paint spaces of a kind (and of a hero) on tiles; right-drag paints floor."""

    name, key, group = "spaces", "P", "tiles"
    label = QT_TRANSLATE_NOOP("MallTools", "Spaces")
    tip = QT_TRANSLATE_NOOP(
        "MallTools",
        "Drag over spaces to paint the chosen kind for the chosen hero (keys F V I X T E, "
        "heroes 1-4, 0 every hero); right-drag clears to floor",
    )

    def __init__(self, document: MallDocument, scene: MallScene):
        super().__init__(document, scene)
        self.kind = "vortex"
        self.hero: str | None = HEROES[0]
        self.panel: SpacePanel | None = None
        self._stroke: int | None = None
        self._floor = False
        self._last: QPointF | None = None
        self._done: set[Cell] = set()

    def icon(self) -> QIcon:
        return space_icon("item", "mage")

    def options(self) -> QWidget:
        if self.panel is None:
            self.panel = SpacePanel(self)
        return self.panel

    # -- the choice -----------------------------------------------------------------
    def painted(self) -> tuple[str, str | None]:
        """What a left drag paints: the kind and its hero as the rules want them."""
        if self.kind in ("floor", "timer"):
            return self.kind, None
        if self.kind != "exit" and self.hero is None:
            return self.kind, HEROES[0]
        return self.kind, self.hero

    def choice_words(self) -> str:
        kind, hero = self.painted()
        if kind == "exit" and hero is None:
            return translate("MallTools", "exit for every hero")
        if hero:
            return translate("MallTools", "{hero} {kind}").format(
                hero=hero, kind=translate("MallTools", kind)
            )
        return translate("MallTools", kind)

    def set_kind(self, kind: str) -> None:
        self.kind = kind
        if kind != "exit" and self.hero is None:
            self.hero = HEROES[0]
        self._chosen()

    def set_hero(self, hero: str | None) -> None:
        self.hero = hero
        if hero is None and self.kind != "exit":
            self.kind = "exit"
        self._chosen()

    def _chosen(self) -> None:
        if self.panel is not None:
            self.panel.show_choice()
        self._show_aim(None)
        self.message.emit(
            translate("MallTools", "painting: {choice}").format(choice=self.choice_words())
        )

    def key_press(self, text: str) -> bool:
        key = text.upper()
        kind = next((k for k, letter, _ in KINDS if letter == key), None)
        if kind is not None:
            self.set_kind(kind)
            return True
        if text in HERO_KEYS:
            self.set_hero(HERO_KEYS[text])
            return True
        if text == "0":
            self.set_hero(None)
            return True
        return False

    # -- the mouse ------------------------------------------------------------------
    def press(self, pos: QPointF, button, modifiers) -> None:
        if button not in (Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton):
            return
        self._stroke = new_stroke()
        self._floor = button == Qt.MouseButton.RightButton
        self._done = set()
        self._last = pos
        self._visit([pos])

    def move(self, pos: QPointF) -> None:
        if self._stroke is not None:
            self._visit(self.sampled(self._last, pos))
            self._last = pos
        self.hover(pos)

    def release(self, pos: QPointF, button) -> None:
        if self._stroke is not None:
            self._visit(self.sampled(self._last, pos))
        self._stroke = self._last = None
        self._done = set()

    def _visit(self, points: list[QPointF]) -> None:
        kind, hero = ("floor", None) if self._floor else self.painted()
        for p in points:
            cell = self.scene.cell_at(p)
            if cell is None or cell in self._done:
                continue
            self._done.add(cell)
            tile = self.tile(cell[0])
            if tile is None:
                continue
            problem = space_problem(tile, cell[1], kind, hero)
            if problem is not None:
                self.message.emit(sentence(problem))
                continue
            self.try_edit(
                lambda cell=cell: self.document.paint_spaces(
                    cell[0], [cell[1]], kind, hero, self._stroke
                )
            )

    def hover(self, pos: QPointF | None) -> None:
        cell = None if pos is None else self.scene.cell_at(pos)
        tile = None if cell is None else self.tile(cell[0])
        problem = None
        if tile is not None and self._stroke is None:
            problem = space_problem(tile, cell[1], *self.painted())
        self.scene.set_hover(cell if problem is None else None)
        self._show_aim(None if problem is None else self.cell_rect(cell))
        if problem is not None:
            self.message.emit(sentence(problem))

    def _show_aim(self, refused: QRectF | None) -> None:
        """Over the board: where an explore space may go (while explore spaces are painted)
        and the space under the pointer, if it is refused."""
        if self.kind != "explore" and refused is None:
            self.overlay(None)
            return

        def paint(painter: QPainter, r: MallRenderer) -> None:
            for rect in self.explore_spots() if self.kind == "explore" else []:
                r.paint_highlight(painter, rect, r.palette.ghost)
            if refused is not None:
                r.paint_highlight(painter, refused, REFUSED)

        self.overlay(paint)

    def explore_spots(self) -> list[QRectF]:
        """The spaces of every tile shown where an explore space may be painted."""
        out = []
        for piece in self.scene.renderer.board().pieces:
            for at in PASSAGES:
                if space_problem(piece.tile, at, "explore", HEROES[0]) is None:
                    rect = self.cell_rect((piece.tile.id, at))
                    if rect is not None:
                        out.append(rect)
        return out

    def activate(self) -> None:
        self._show_aim(None)


# -- the tile painter: walls -----------------------------------------------------------------


class WallTool(MallTool):
    """Drag along the lines between spaces to put up walls; right-drag takes them down."""

    name, key, group = "walls", "W", "tiles"
    label = QT_TRANSLATE_NOOP("MallTools", "Walls")
    tip = QT_TRANSLATE_NOOP(
        "MallTools",
        "Drag along the lines between spaces to put up walls; right-drag takes them down",
    )

    def __init__(self, document: MallDocument, scene: MallScene):
        super().__init__(document, scene)
        self._stroke: int | None = None
        self._on = True
        self._last: QPointF | None = None
        self._done: set[tuple[str, Point, str]] = set()

    def icon(self) -> QIcon:
        def paint(painter: QPainter, r: MallRenderer, rect: QRectF) -> None:
            painter.setBrush(QColor(r.palette.tile))
            painter.setPen(QPen(QColor(r.palette.grid), 2))
            painter.drawRect(rect.adjusted(4, 4, -4, -4))
            painter.drawLine(QLineF(rect.center().x(), 4, rect.center().x(), ICON - 4))
            pen = QPen(QColor(r.palette.wall), ICON * 0.11)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            painter.setPen(pen)
            painter.drawLine(QLineF(rect.center().x(), 10, rect.center().x(), ICON - 10))

        return QIcon(paint_icon(paint))

    def press(self, pos: QPointF, button, modifiers) -> None:
        if button not in (Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton):
            return
        self._stroke = new_stroke()
        self._on = button == Qt.MouseButton.LeftButton
        self._done = set()
        self._last = pos
        self._visit([pos])

    def move(self, pos: QPointF) -> None:
        if self._stroke is not None:
            self._visit(self.sampled(self._last, pos), pos - self._last)
            self._last = pos
        self.hover(pos)

    def release(self, pos: QPointF, button) -> None:
        if self._stroke is not None:
            self._visit(self.sampled(self._last, pos), pos - self._last)
        self._stroke = self._last = None
        self._done = set()

    def _visit(self, points: list[QPointF], way: QPointF | None = None) -> None:
        """Change the edges near ``points``; on a drag going ``way``, only edges along it
        (where lines cross, the pointer is near edges of both kinds)."""
        for p in points:
            edge = self.scene.edge_at(p)
            if edge is None or edge in self._done or not self._along(edge, way):
                continue
            self._done.add(edge)
            if self._on and self._on_border(edge[1], edge[2]):
                continue
            self.try_edit(
                lambda e=edge: self.document.set_walls(
                    e[0], [(*e[1], e[2])], self._on, self._stroke
                )
            )

    def _along(self, edge: tuple[str, Point, str], way: QPointF | None) -> bool:
        if way is None or way.manhattanLength() == 0:
            return True
        line = self.scene.renderer.edge_line(*edge)
        if line is None:
            return False
        upright = abs(line.dx()) < abs(line.dy())
        return upright == (abs(way.x()) < abs(way.y()))

    @staticmethod
    def _on_border(at: Point, side: str) -> bool:
        x, y = at
        return (side, x, y) in {("N", x, 0), ("S", x, 3), ("W", 0, y), ("E", 3, y)}

    def hover(self, pos: QPointF | None) -> None:
        edge = None if pos is None else self.scene.edge_at(pos)
        if edge is not None and self._on_border(edge[1], edge[2]):
            self.scene.set_hover(None, None)
            if self._stroke is None:
                self.message.emit(
                    translate(
                        "MallTools",
                        "The tile's border is a wall already (passages open where tiles meet)",
                    )
                )
            return
        self.scene.set_hover(None, edge)
        if edge is not None and self._stroke is None:
            tile_id, at, side = edge
            self.message.emit(
                translate("MallTools", "tile {tile}: the {side} side of {space}").format(
                    tile=tile_id, side=SIDE_WORDS[side], space=_xy(at)
                )
            )


# -- the tile painter: escalators ------------------------------------------------------------


class EscalatorTool(MallTool):
    """Drag from one end of an escalator to the other; right-click an end to remove it."""

    name, key, group = "escalators", "L", "tiles"
    label = QT_TRANSLATE_NOOP("MallTools", "Escalators")
    tip = QT_TRANSLATE_NOOP(
        "MallTools",
        "Drag from one space to another of the same tile to put an escalator between them; "
        "right-click a space to remove its escalators",
    )

    def __init__(self, document: MallDocument, scene: MallScene):
        super().__init__(document, scene)
        self.start: Cell | None = None
        self.end: Cell | None = None

    def icon(self) -> QIcon:
        def paint(painter: QPainter, r: MallRenderer, rect: QRectF) -> None:
            pen = QPen(QColor(ESCALATOR_COLOUR), ICON * 0.2)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            painter.setPen(pen)
            painter.drawLine(QLineF(12, ICON - 12, ICON - 12, 12))
            painter.setPen(QPen(QColor(r.palette.outline), 2))
            painter.setBrush(QColor(ESCALATOR_COLOUR))
            for p in (QPointF(12, ICON - 12), QPointF(ICON - 12, 12)):
                painter.drawEllipse(p, 7, 7)

        return QIcon(paint_icon(paint))

    def press(self, pos: QPointF, button, modifiers) -> None:
        cell = self.scene.cell_at(pos)
        if cell is None:
            return
        if button == Qt.MouseButton.RightButton:
            tile = self.tile(cell[0])
            if tile is not None and any(cell[1] in e for e in tile.escalators):
                self.try_edit(lambda: self.document.remove_escalators(*cell))
            else:
                self.message.emit(
                    translate("MallTools", "No escalator ends on {space} of tile {tile}").format(
                        space=_xy(cell[1]), tile=cell[0]
                    )
                )
        elif button == Qt.MouseButton.LeftButton:
            self.start = self.end = cell
            self._show()

    def move(self, pos: QPointF) -> None:
        if self.start is None:
            self.hover(pos)
            return
        self.end = self.scene.cell_at(pos)
        self._show()

    def release(self, pos: QPointF, button) -> None:
        if self.start is None:
            return
        start, end = self.start, self.scene.cell_at(pos)
        self.start = self.end = None
        self.overlay(None)
        if end is None or end == start:
            self.message.emit(
                translate("MallTools", "Drag from one end of the escalator to the other")
            )
        elif end[0] != start[0]:
            self.message.emit(translate("MallTools", "An escalator links two spaces of one tile"))
        else:
            self.try_edit(lambda: self.document.add_escalator(start[0], start[1], end[1]))

    def _show(self) -> None:
        start, end = self.start, self.end
        a = self.cell_rect(start)
        b = self.cell_rect(end) if end is not None else None
        good = end is not None and end[0] == start[0] and end != start
        colour = ESCALATOR_COLOUR if good else REFUSED

        def paint(painter: QPainter, r: MallRenderer) -> None:
            if a is None:
                return
            r.paint_highlight(painter, a, colour)
            if b is not None:
                r.paint_highlight(painter, b, colour)
                pen = QPen(QColor(colour), r.cell * 0.12, Qt.PenStyle.DashLine)
                pen.setCapStyle(Qt.PenCapStyle.RoundCap)
                painter.save()
                painter.setPen(pen)
                painter.drawLine(QLineF(a.center(), b.center()))
                painter.restore()

        self.overlay(paint)
        if end is not None and good:
            self.message.emit(
                translate("MallTools", "escalator {a} to {b} on tile {tile}").format(
                    a=_xy(start[1]), b=_xy(end[1]), tile=start[0]
                )
            )

    def hover(self, pos: QPointF | None) -> None:
        self.scene.set_hover(None if pos is None else self.scene.cell_at(pos))

    def deactivate(self) -> None:
        self.start = self.end = None
        super().deactivate()


# -- heroes ---------------------------------------------------------------------------------


class HeroPanel(QWidget):
    def __init__(self, tool: HeroTool):
        super().__init__()
        outer = QVBoxLayout(self)
        outer.addWidget(
            QLabel(
                translate(
                    "MallTools", "Click a space of the start tile to start the chosen hero there"
                )
            )
        )
        row = QGridLayout()
        self.group = QButtonGroup(self)
        for n, hero in enumerate(HEROES):
            button = QToolButton()
            button.setCheckable(True)
            button.setIcon(hero_icon(hero))
            button.setText(hero)
            button.setObjectName(f"hero-{hero}")
            button.setToolTip(
                translate("MallTools", "the {hero} (key {key})").format(hero=hero, key=n + 1)
            )
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextUnderIcon)
            self.group.addButton(button, n)
            row.addWidget(button, 0, n)
        self.group.idClicked.connect(lambda n: tool.set_hero(HEROES[n]))
        outer.addLayout(row)
        hint = QLabel(
            translate("MallTools", "Drag a hero to move it; right-click it to take it out of play.")
        )
        hint.setWordWrap(True)
        outer.addWidget(hint)
        outer.addStretch(1)
        self.tool = tool
        self.show_choice()

    def show_choice(self) -> None:
        self.group.button(HEROES.index(self.tool.hero)).setChecked(True)


class HeroTool(MallTool):
    """Where the heroes start: click a space of the start tile, drag a hero, right-click one
    to take it out of play."""

    name, key, group = "heroes", "H", "scenario"
    label = QT_TRANSLATE_NOOP("MallTools", "Heroes")
    tip = QT_TRANSLATE_NOOP(
        "MallTools",
        "Click a space of the start tile to start the chosen hero there (keys 1-4); drag a "
        "hero to move it; right-click a hero to take it out of play",
    )
    cursor = Qt.CursorShape.PointingHandCursor

    def __init__(self, document: MallDocument, scene: MallScene):
        super().__init__(document, scene)
        self.hero = HEROES[0]
        self.panel: HeroPanel | None = None
        self.dragged: str | None = None

    def icon(self) -> QIcon:
        return hero_icon("elf")

    def options(self) -> QWidget:
        if self.panel is None:
            self.panel = HeroPanel(self)
        return self.panel

    def set_hero(self, hero: str) -> None:
        self.hero = hero
        if self.panel is not None:
            self.panel.show_choice()
        self.message.emit(
            translate(
                "MallTools", "click a space of the start tile to start the {hero} there"
            ).format(hero=hero)
        )

    def key_press(self, text: str) -> bool:
        if text in HERO_KEYS:
            self.set_hero(HERO_KEYS[text])
            return True
        return False

    def start_space(self, pos: QPointF) -> Point | None:
        """The space of the start tile under ``pos``, if any."""
        cell = self.scene.cell_at(pos)
        if cell is None or cell[0] != self.document.model.start_tile:
            return None
        return cell[1]

    def hero_on(self, at: Point) -> str | None:
        return next((h for h, p in self.document.model.heroes.items() if p == at), None)

    def press(self, pos: QPointF, button, modifiers) -> None:
        at = self.start_space(pos)
        if at is None:
            self.message.emit(translate("MallTools", "Heroes start on the start tile"))
            return
        hero = self.hero_on(at)
        if button == Qt.MouseButton.RightButton:
            if hero is None:
                self.message.emit(
                    translate("MallTools", "No hero starts on {space}").format(space=_xy(at))
                )
            else:
                self.try_edit(lambda: self.document.set_hero(hero, None))
        elif button == Qt.MouseButton.LeftButton:
            if hero is not None:
                self.dragged = hero
                self.set_hero(hero)
            else:
                self.try_edit(lambda: self.document.set_hero(self.hero, at))

    def move(self, pos: QPointF) -> None:
        self.hover(pos)

    def release(self, pos: QPointF, button) -> None:
        hero, self.dragged = self.dragged, None
        self.overlay(None)
        at = self.start_space(pos)
        if hero is not None and at is not None and self.document.model.heroes.get(hero) != at:
            self.try_edit(lambda: self.document.set_hero(hero, at))

    def hover(self, pos: QPointF | None) -> None:
        at = None if pos is None else self.start_space(pos)
        cell = None if at is None else (self.document.model.start_tile, at)
        self.scene.set_hover(cell)
        hero = self.dragged
        if hero is None or cell is None:
            self.overlay(None)
            return
        rect = self.cell_rect(cell)

        def paint(painter: QPainter, r: MallRenderer) -> None:
            if rect is not None:
                painter.save()
                painter.setOpacity(0.55)
                r.paint_hero(painter, hero, rect)
                painter.restore()

        self.overlay(paint)


# -- placing tiles in the mall --------------------------------------------------------------


class PlacePanel(QWidget):
    def __init__(self, tool: PlaceTool):
        super().__init__()
        self.tool = tool
        form = QFormLayout(self)
        self.tiles = QComboBox()
        self.tiles.setObjectName("place-tile")
        self.tiles.setToolTip(
            translate("MallTools", "the tile hung in the mall (the deck's top first)")
        )
        self.tiles.activated.connect(lambda i: tool.set_tile(self.tiles.itemData(i)))
        form.addRow(translate("MallTools", "Tile"), self.tiles)
        hint = QLabel(
            translate(
                "MallTools",
                "Click an explore space (or the faint place it leads to) to hang the tile there "
                "as exploring would; right-click a tile in the mall to take it down (back on top "
                "of the deck).",
            )
        )
        hint.setWordWrap(True)
        form.addRow(hint)
        tool.document.changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        self.tiles.clear()
        for tile_id, words in self.tool.candidates():
            self.tiles.addItem(words, tile_id)
        chosen = self.tool.chosen()
        index = self.tiles.findData(chosen) if chosen is not None else -1
        self.tiles.setCurrentIndex(index)


class PlaceTool(MallTool):
    """Hang a tile on an explore space of the mall, as exploring would place it."""

    name, key, group = "place", "M", "scenario"
    label = QT_TRANSLATE_NOOP("MallTools", "Place tiles")
    tip = QT_TRANSLATE_NOOP(
        "MallTools",
        "Click an explore space of the mall (or the place it leads to) to hang the chosen "
        "tile there (the deck's top by default); right-click a tile in the mall to take it down",
    )
    cursor = Qt.CursorShape.PointingHandCursor

    def __init__(self, document: MallDocument, scene: MallScene):
        super().__init__(document, scene)
        self.tile_id: str | None = None
        """The tile chosen to hang; None: the deck's top."""
        self.panel: PlacePanel | None = None

    def icon(self) -> QIcon:
        def paint(painter: QPainter, r: MallRenderer, rect: QRectF) -> None:
            ghost = QColor(r.palette.ghost)
            painter.setPen(QPen(ghost, 3, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(22, 4, 38, 38), 5, 5)
            painter.setPen(QPen(QColor(r.palette.outline), 2))
            painter.setBrush(QColor(r.palette.tile))
            painter.drawRect(QRectF(4, 26, 34, 34))
            r.paint_space(painter, Space((2, 0), "explore", "elf"), QRectF(14, 26, 18, 18), "N")

        return QIcon(paint_icon(paint))

    def options(self) -> QWidget:
        if self.panel is None:
            self.panel = PlacePanel(self)
        return self.panel

    def candidates(self) -> list[tuple[str, str]]:
        """(tile id, words) of the tiles that can be hung: the deck, then the tiles not used."""
        s = self.document.model
        placed = {p.tile for p in s.placed}
        in_deck = translate("MallTools", "tile {tile} (deck {n})")
        out = [(t, in_deck.format(tile=t, n=n)) for n, t in enumerate(s.deck, start=1)]
        seen = set(s.deck) | placed | {s.start_tile}
        for tile in s.tiles:
            if tile.id not in seen and not tile.start:
                seen.add(tile.id)
                out.append(
                    (tile.id, translate("MallTools", "tile {tile} (not used)").format(tile=tile.id))
                )
        return out

    def chosen(self) -> str | None:
        """The tile a click hangs: the one chosen while it can be hung, else the deck's top."""
        ids = [t for t, _ in self.candidates()]
        if self.tile_id in ids:
            return self.tile_id
        return ids[0] if ids else None

    def set_tile(self, tile_id: str | None) -> None:
        self.tile_id = tile_id
        if self.panel is not None:
            self.panel.refresh()

    def target(self, pos: QPointF) -> tuple[str, Point, Placement] | None:
        """The open place a click at ``pos`` hangs a tile on: the explore space under it, or
        the faint place under it (from the explore space nearest the pointer)."""
        s = self.document.model
        places = open_places(s)
        cell = self.scene.cell_at(pos)
        if cell is not None:
            return next((p for p in places if (p[0], p[1]) == cell), None)
        c = self.scene.renderer.cell
        bx, by = pos.x() / c, pos.y() / c
        near = [
            p
            for p in places
            if p[2].origin[0] <= bx < p[2].origin[0] + 4
            and p[2].origin[1] <= by < p[2].origin[1] + 4
        ]
        if not near:
            return None
        return min(
            near, key=lambda p: math.dist((bx, by), (p[2].space[0] + 0.5, p[2].space[1] + 0.5))
        )

    def press(self, pos: QPointF, button, modifiers) -> None:
        if button == Qt.MouseButton.RightButton:
            cell = self.scene.cell_at(pos)
            if cell is None or not any(p.tile == cell[0] for p in self.document.model.placed):
                self.message.emit(
                    translate("MallTools", "Right-click a tile placed in the mall to take it down")
                )
                return
            self.try_edit(lambda: self.document.take_down(cell[0]))
            return
        if button != Qt.MouseButton.LeftButton:
            return
        target = self.target(pos)
        tile_id = self.chosen()
        if target is None:
            self.message.emit(
                translate(
                    "MallTools",
                    "Click an explore space of the mall that leads to an empty place, "
                    "or that place",
                )
            )
        elif tile_id is None:
            self.message.emit(
                translate(
                    "MallTools", "No tile to place: every tile is in the mall (add one in Tiles)"
                )
            )
        else:
            self.try_edit(lambda: self.document.hang(tile_id, target[0], target[1]))
        self.hover(pos)

    def hover(self, pos: QPointF | None) -> None:
        target = None if pos is None else self.target(pos)
        tile = self.tile(self.chosen()) if self.chosen() is not None else None
        if target is None or tile is None:
            self.scene.set_hover(None if pos is None else self.scene.cell_at(pos))
            self.overlay(None)
            return
        parent, at, place = target
        self.scene.set_hover((parent, at))
        piece = Piece(
            tile, (float(place.origin[0]), float(place.origin[1])), place.rotation, "placed"
        )

        def paint(painter: QPainter, r: MallRenderer) -> None:
            painter.save()
            painter.fillRect(r.piece_rect(piece), QColor(r.palette.background))
            painter.setOpacity(0.6)
            r.paint_piece(painter, piece, r.board())
            painter.restore()
            r.paint_highlight(painter, r.piece_rect(piece))

        self.overlay(paint)
        facing = SIDE_WORDS[place.side]
        self.message.emit(
            translate(
                "MallTools",
                "place tile {tile} {side} of space {space} of tile {parent}, turned {degrees}°",
            ).format(
                tile=tile.id,
                side=facing,
                space=_xy(at),
                parent=parent,
                degrees=place.rotation * 90,
            )
        )


def make_tools(document: MallDocument, scene: MallScene) -> list[Tool]:
    return [
        SpaceTool(document, scene),
        WallTool(document, scene),
        EscalatorTool(document, scene),
        HeroTool(document, scene),
        PlaceTool(document, scene),
    ]
