"""The tower's editor in the studio window: tools, quest and cards panels, solver, play.

One `TowerEditor` lives as long as the window shows tower quests; a new or opened
quest replaces the quest in its one `QuestDocument` (the scene, the panels and
the solver follow the document's ``changed`` signal). The Solver dock is the
studio's, with the tower's solution playback to watch a deal. The editor is the
``window`` its parts (playback, play mode) know: it hands them the document, the
renderer, the board view and the status bar of the shell. File > Export is the
shell's; it opens the tower's export dialog (``QtGame.export_dialog``, in `.game`).
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QPointF, Qt
from PySide6.QtGui import QAction, QActionGroup, QGuiApplication, QKeySequence, QUndoStack
from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QSpinBox, QToolBar

from editor.core import registry
from editor.core.diagnostics import Diagnostic
from editor.qt import clipboard
from editor.qt.game import GameEditor, Host
from editor.qt.language import translate
from editor.qt.play_dock import PlayDock
from editor.qt.solver_dock import install_solver
from editor.qt.theme import screen_style
from editor.qt.toolbox import Toolbox

from .. import patch
from ..model import HEROES, Point, Quest
from ..newquest import starter_quest
from ..patch import Patch
from ..picking import pick
from .cards import CardsPanel
from .commands import PaintCommand, QuestDocument
from .icons import icon
from .play import Optima, TowerPlay, deals
from .playback import PlaybackPanel
from .properties import PropertiesPanel
from .renderer import QuestRenderer
from .scene import BoardScene
from .tools import EDGE_TOLERANCE, SelectTool, ToolOptions, TowerTool, make_tools

STYLE_CHOICES = {
    "system": QT_TRANSLATE_NOOP("TowerEditor", "Follow the system"),
    "screen-light": QT_TRANSLATE_NOOP("TowerEditor", "Light"),
    "screen-dark": QT_TRANSLATE_NOOP("TowerEditor", "Dark"),
    "print": QT_TRANSLATE_NOOP("TowerEditor", "Print (high contrast)"),
}
RIGHT = Qt.DockWidgetArea.RightDockWidgetArea


class TowerEditor(GameEditor):
    def __init__(self, host: Host):
        super().__init__(host)
        self.settings = host.settings
        self._stack = QUndoStack(self)
        #: the game state drawn over the board (playback.BoardOverlay), if any
        self.board_overlay = None
        self.doc = QuestDocument(starter_quest(6, "single"))
        self.doc.setParent(self)
        choice = str(self.settings.value("view/style", "system"))
        self.style_choice = choice if choice in STYLE_CHOICES else "system"
        self.renderer = QuestRenderer(self.doc.quest, style=self._style_name())
        self.scene = BoardScene(self.doc, self.renderer, self)
        self.scene.setBackgroundBrush(Qt.GlobalColor.transparent)
        host.view.setScene(self.scene)
        self.options = ToolOptions()
        self.tools: list[TowerTool] = make_tools(self.doc, self._stack, self.scene, self.options)
        self.tool: TowerTool = self.tools[0]
        self._build_actions()
        self._build_selection_actions()
        self._build_toolbars()
        self._build_docks()
        self.solver = install_solver(
            host,
            registry.by_name("tower"),
            lambda: self.doc.quest,
            watch=PlaybackPanel(self),
            tab_with=self.props_dock,
        )
        self.doc.changed.connect(self._solver_follows)
        self._build_play()
        for tool in self.tools:
            tool.message.connect(lambda text: self.statusBar().showMessage(text, 5000))
            tool.cardPressed.connect(self.cards_panel.select)
        self.cards_panel.message.connect(lambda text: self.statusBar().showMessage(text, 5000))
        QGuiApplication.styleHints().colorSchemeChanged.connect(self._scheme_changed)
        self.select_tool("floor")
        self._apply_style()

    # -- what the tower's parts ask of their window ----------------------------------
    @property
    def view(self):
        return self.host.view

    def statusBar(self):
        return self.host.statusBar()

    def refuse_with_errors(self, doing: str) -> str | None:
        return self.host.refuse_with_errors(doing)

    def addAction(self, action: QAction) -> None:
        self.host.add_action(action)

    def set_editing(self, on: bool) -> None:
        """Tools, panels, undo and redo work only while no game state covers the board."""
        for widget in (self.toolbox, self.options_bar, self.props_panel, self.cards_panel):
            widget.setEnabled(on)
        self.host.set_editing(on)

    # -- building ------------------------------------------------------------------
    def _build_actions(self) -> None:
        host = self.host
        self.act_grid = QAction(
            translate("TowerEditor", "Show &grid"), self, checkable=True, checked=True
        )
        self.act_grid.setShortcut(QKeySequence("G"))
        self.act_grid.setStatusTip(translate("TowerEditor", "show the cell grid"))
        self.act_grid.triggered.connect(self._toggle_grid)
        host.add_action(self.act_grid)
        host.add_view_action(self.act_grid)
        self.style_group = QActionGroup(self)
        self.style_actions = {}
        styles = host.add_menu(translate("TowerEditor", "Board &colours"))
        for name, label in STYLE_CHOICES.items():
            a = QAction(translate("TowerEditor", label), self, checkable=True)
            a.setChecked(name == self.style_choice)
            a.triggered.connect(lambda _c=False, n=name: self.set_style_choice(n))
            self.style_group.addAction(a)
            self.style_actions[name] = a
            styles.addAction(a)
        host.add_view_action(styles.menuAction())
        self.host.window_widget().menuBar().removeAction(styles.menuAction())

        self.toolbox = Toolbox("toolbar-tools", host.window_widget())
        self.toolbox.set_tools(self.tools)
        self.toolbox.chosen.connect(self.select_tool)
        self.tool_actions: dict[str, QAction] = self.toolbox.actions_by_name
        tools_menu = host.add_menu(translate("TowerEditor", "&Tools"))
        group = None
        for tool in self.tools:
            if group is not None and tool.group != group:
                tools_menu.addSeparator()
            group = tool.group
            host.add_action(self.tool_actions[tool.name])
            tools_menu.addAction(self.tool_actions[tool.name])
        tools_menu.addSeparator()
        self.door_actions = []
        for n in range(1, 6):
            a = QAction(translate("TowerEditor", "Door and key number {n}").format(n=n), self)
            a.setShortcut(QKeySequence(str(n)))
            a.setStatusTip(
                translate(
                    "TowerEditor", "doors and keys painted from now on have number {n}"
                ).format(n=n)
            )
            a.triggered.connect(lambda _c=False, n=n: self.door_spin.setValue(n))
            host.add_action(a)
            tools_menu.addAction(a)
            self.door_actions.append(a)

    def _build_selection_actions(self) -> None:
        """Copy, cut and paste a rectangle of the board (also between quests), flip, turn."""
        self.selection_actions: dict[str, QAction] = {}
        for name, text, keys, tip, slot in (
            (
                "copy",
                translate("TowerEditor", "&Copy"),
                QKeySequence.StandardKey.Copy,
                translate("TowerEditor", "copy the selected cells"),
                self.copy,
            ),
            (
                "cut",
                translate("TowerEditor", "Cu&t"),
                QKeySequence.StandardKey.Cut,
                translate("TowerEditor", "copy, then clear, the selection"),
                self.cut,
            ),
            (
                "paste",
                translate("TowerEditor", "&Paste"),
                QKeySequence.StandardKey.Paste,
                translate("TowerEditor", "paste at the selection"),
                self.paste,
            ),
            (
                "flip-h",
                translate("TowerEditor", "Flip &horizontally"),
                "Alt+H",
                translate("TowerEditor", "mirror the selection left to right"),
                lambda: self.transform(
                    translate("TowerCommands", "Flip selection"), lambda p: p.flipped(True)
                ),
            ),
            (
                "flip-v",
                translate("TowerEditor", "Flip &vertically"),
                "Alt+V",
                translate("TowerEditor", "mirror the selection top to bottom"),
                lambda: self.transform(
                    translate("TowerCommands", "Flip selection"), lambda p: p.flipped(False)
                ),
            ),
            (
                "turn",
                translate("TowerEditor", "T&urn clockwise"),
                "Alt+R",
                translate("TowerEditor", "turn the selection a quarter clockwise"),
                lambda: self.transform(translate("TowerCommands", "Turn selection"), Patch.turned),
            ),
        ):
            action = QAction(text, self)
            action.setShortcut(QKeySequence(keys))
            action.setStatusTip(tip)
            action.triggered.connect(slot)
            self.host.add_edit_action(action)
            self.selection_actions[name] = action

    # -- the selection -----------------------------------------------------------------
    @property
    def selector(self) -> SelectTool:
        return next(t for t in self.tools if isinstance(t, SelectTool))

    def _selected(self) -> tuple[Point, int, int] | None:
        """(top-left, width, height) of the selection; None (said why) when there is none."""
        corners = self.selector.selection
        if corners is None:
            self.statusBar().showMessage(
                translate("TowerEditor", "select cells first: the Select tool (R)"), 5000
            )
            return None
        return patch.rectangle(*corners)

    def copy(self) -> Patch | None:
        selected = self._selected()
        if selected is None:
            return None
        (x, y), w, h = selected
        piece = patch.copy(self.renderer.board, (x, y), (x + w - 1, y + h - 1))
        clipboard.put(patch.MIME, piece.to_json().encode(), piece.to_json())
        self.statusBar().showMessage(
            translate("TowerEditor", "copied {width}×{height} cells").format(width=w, height=h),
            5000,
        )
        return piece

    def cut(self) -> None:
        if self.copy() is not None:
            at, w, h = self._selected()
            self._paint(
                patch.clearing(self.renderer.board, at, w, h), translate("TowerCommands", "Cut")
            )

    def paste(self) -> None:
        data = QGuiApplication.clipboard().mimeData()
        if data is None or not data.hasFormat(patch.MIME):
            self.statusBar().showMessage(
                translate("TowerEditor", "nothing to paste: copy cells of a quest first"), 5000
            )
            return
        try:
            piece = Patch.from_json(bytes(data.data(patch.MIME)).decode())
        except ValueError as exc:
            self.statusBar().showMessage(
                translate("TowerEditor", "cannot paste: {reason}").format(reason=exc), 8000
            )
            return
        selected = self._selected()
        if selected is None:
            return
        at, _, _ = selected
        self._paint(
            patch.changes(self.renderer.board, piece, at), translate("TowerCommands", "Paste")
        )
        self._reselect(at, piece)

    def transform(self, text: str, change) -> None:
        """Replace the selection by ``change(its patch)``, kept at its top-left cell."""
        selected = self._selected()
        if selected is None:
            return
        at, w, h = selected
        board = self.renderer.board
        piece = change(patch.copy(board, at, (at[0] + w - 1, at[1] + h - 1)))
        cells, edges = patch.clearing(board, at, w, h)
        new_cells, new_edges = patch.changes(board, piece, at)
        cells.update(new_cells)
        edges.update(new_edges)
        self._paint((cells, edges), text)
        self._reselect(at, piece)

    def _paint(self, changes, text: str) -> None:
        cells, edges = changes
        command = PaintCommand(self.doc, cells, edges, text=text)
        if not command.is_noop():
            self._stack.push(command)

    def _reselect(self, at: Point, piece: Patch) -> None:
        self.selector.select((at, (at[0] + piece.width - 1, at[1] + piece.height - 1)))

    def _build_toolbars(self) -> None:
        window = self.host.window_widget()
        self.host.add_toolbar(self.toolbox, Qt.ToolBarArea.LeftToolBarArea)

        opts = QToolBar(translate("TowerEditor", "Tool options"), window)
        opts.setObjectName("toolbar-options")
        self.tool_label = QLabel()
        self.tool_label.setMinimumWidth(120)
        opts.addWidget(self.tool_label)
        self.hero_combo = QComboBox()
        self.hero_combo.setToolTip(translate("TowerEditor", "hero for armories and hero starts"))
        self.exit_combo = QComboBox()
        self.exit_combo.setToolTip(
            translate("TowerEditor", "whose exit: one hero's, or shared by all")
        )
        self.exit_combo.addItem(icon("exit"), translate("TowerEditor", "shared exit"), None)
        for h in HEROES:
            self.hero_combo.addItem(icon(f"hero-{h}"), h, h)
            self.exit_combo.addItem(
                icon(f"exit-{h}"), translate("TowerEditor", "{hero}'s exit").format(hero=h), h
            )
        self.door_spin = QSpinBox()
        self.door_spin.setRange(1, 5)
        self.door_spin.setPrefix(translate("TowerEditor", "number "))
        self.door_spin.setToolTip(translate("TowerEditor", "door and key number (keys 1-5)"))
        self.rect_check = QCheckBox(translate("TowerEditor", "Rectangle"))
        self.rect_check.setToolTip(
            translate("TowerEditor", "drag a rectangle to fill it (or hold Shift while dragging)")
        )
        self.opt_actions = {
            "hero": opts.addWidget(self.hero_combo),
            "exit": opts.addWidget(self.exit_combo),
            "door": opts.addWidget(self.door_spin),
            "rect": opts.addWidget(self.rect_check),
        }
        self.hero_combo.currentIndexChanged.connect(self._options_changed)
        self.exit_combo.currentIndexChanged.connect(self._options_changed)
        self.door_spin.valueChanged.connect(self._options_changed)
        self.rect_check.toggled.connect(self._options_changed)
        self.host.add_toolbar(opts, Qt.ToolBarArea.TopToolBarArea)
        self.options_bar = opts

    def _build_docks(self) -> None:
        host = self.host
        self.props_panel = PropertiesPanel(self.doc, self._stack)
        self.cards_panel = CardsPanel(self.doc, self._stack)
        self.props_dock = host.add_dock(
            translate("TowerEditor", "Quest"), "dock-properties", self.props_panel, RIGHT
        )
        self.cards_dock = host.add_dock(
            translate("TowerEditor", "Cards"),
            "dock-cards",
            self.cards_panel,
            RIGHT,
            tab_with=self.props_dock,
        )
        self.cards_panel.cardSelected.connect(self._card_selected)

    # -- tools ---------------------------------------------------------------------
    def select_tool(self, name: str) -> None:
        tool = next(t for t in self.tools if t.name == name)
        if tool is not self.tool:
            self.tool.deactivate()
        self.tool = tool
        if self.board_overlay is None:  # a game on the board keeps the mouse meanwhile
            self.view.tool = tool
        self.toolbox.check(name)
        self.tool_label.setText(f"  <b>{tool.label}</b>  ")
        self.view.set_tool_cursor(tool.cursor)
        tool.activate()
        self.opt_actions["hero"].setVisible(name in ("armory", "hero"))
        self.opt_actions["exit"].setVisible(name == "exit")
        self.opt_actions["door"].setVisible(name in ("key", "door"))
        self.opt_actions["rect"].setVisible(tool.kind == "cell")

    def _options_changed(self, *_) -> None:
        o = self.options
        o.hero = self.hero_combo.currentData()
        o.exit_hero = self.exit_combo.currentData()
        o.door = self.door_spin.value()
        o.rect_mode = self.rect_check.isChecked()
        self.tool_actions["key"].setIcon(icon(f"key-{o.door}"))
        self.tool_actions["door"].setIcon(icon(f"door-{o.door}"))
        self.tool_actions["armory"].setIcon(icon(f"armory-{o.hero}"))
        exit_art = f"exit-{o.exit_hero}" if o.exit_hero else "exit"
        self.tool_actions["exit"].setIcon(icon(exit_art))

    # -- view ----------------------------------------------------------------------
    def _style_name(self) -> str:
        return screen_style() if self.style_choice == "system" else self.style_choice

    def set_style_choice(self, choice: str) -> None:
        self.style_choice = choice
        self.style_actions[choice].setChecked(True)
        self.settings.setValue("view/style", choice)
        self._apply_style()

    def _scheme_changed(self, _scheme) -> None:
        self._apply_style()

    def _apply_style(self) -> None:
        self.renderer.set_style(self._style_name())
        self.scene.restyle()

    def _toggle_grid(self) -> None:
        self.renderer.grid = self.act_grid.isChecked()
        self.scene.restyle()

    def hover_text(self, pos: QPointF) -> str:
        overlay = self.board_overlay
        if overlay is not None and overlay.is_open:
            return overlay.hover_text(pos)
        r = self.renderer
        p = pick(r.board, pos.x(), pos.y(), r.cell, r.cell * EDGE_TOLERANCE)
        if p is None:
            return ""
        card = self.doc.quest.card(p.card)
        cell = card.cell(p.x, p.y)
        what = cell.type
        if cell.hero:
            what += f" ({cell.hero})"
        elif cell.type == "exit":
            what = translate("TowerEditor", "{cell} (shared)").format(cell=what)
        if cell.door:
            what += f" {cell.door}"
        text = translate(
            "TowerEditor", "card {card} · cell ({x}, {y}) · board ({X}, {Y}) · {what}"
        ).format(card=p.card, x=p.x, y=p.y, X=p.X, Y=p.Y, what=what)
        hero = self.doc.quest.hero_at(p.card, (p.x, p.y))
        if hero:
            text += " · " + translate("TowerEditor", "{hero} starts here").format(hero=hero)
        if p.side is not None:
            edge = card.edge(p.x, p.y, p.side)
            if edge is None:
                mark = translate("TowerEditor", "open")
            else:
                mark = edge.type + (f" {edge.door}" if edge.door else "")
            if edge is not None and edge.type == "air":
                if card.air_points_out(p.x, p.y, p.side):
                    mark = translate("TowerEditor", "{edge} (blowing out)").format(edge=mark)
                else:
                    mark = translate("TowerEditor", "{edge} (blowing in)").format(edge=mark)
            text += " · " + translate("TowerEditor", "side {side}: {edge}").format(
                side=p.side, edge=mark
            )
        return text

    def _card_selected(self, card_id: str) -> None:
        if card_id in self.scene.cards:
            self.view.ensureVisible(self.renderer.card_rect(card_id), 10, 10)

    # -- the file --------------------------------------------------------------------
    @property
    def stack(self) -> QUndoStack:
        return self._stack

    @property
    def model(self) -> Quest:
        return self.doc.quest

    @property
    def path(self) -> str | None:
        return self.doc.path

    @path.setter
    def path(self, value: str | None) -> None:
        self.doc.path = value

    def new_file(self, shape: str, size: int | None) -> None:
        self.open_file(starter_quest(size or 6, shape), None)

    def open_file(self, model: Quest, path: str | None) -> None:
        self._stack.clear()
        self.doc.replace(model, path)

    def show_issues(self, diagnostics: list[Diagnostic]) -> None:
        self.scene.set_diagnostics(diagnostics)

    def show_diagnostic(self, d: Diagnostic) -> bool:
        """Select and centre the cell a diagnostic is about (or its card)."""
        cell = self.scene.select_cell(d.card, d.at)
        if cell is not None:
            self.view.centerOn(self.renderer.cell_rect(*cell).center())
            return True
        if d.card is not None and d.card in self.scene.cards:
            self.cards_panel.select(d.card)
            self.view.centerOn(self.renderer.card_rect(d.card).center())
        return False

    # -- play ----------------------------------------------------------------------
    def _build_play(self) -> None:
        """The studio's Play dock with the tower's deals, and Alt+1..4 for the active player."""
        self.optima = Optima(self)
        self.play_dock = PlayDock(
            self.host,
            self,
            (1, 2, 3, 4),
            lambda players, deal: TowerPlay(self, players, deal),
            setups=deals,
            setup_label=QT_TRANSLATE_NOOP("PlayPanel", "Deal"),
            tab_with=self.solver.dock,
            area=RIGHT,
        )
        self.play_dock.menu.addSeparator()
        self.player_actions = []
        for i in range(4):
            a = QAction(translate("TowerPlay", "Active player {n}").format(n=i + 1), self)
            a.setShortcut(QKeySequence(f"Alt+{i + 1}"))
            a.setEnabled(False)
            a.triggered.connect(lambda _c=False, i=i: self.play and self.play.set_player(i))
            self.host.add_action(a)
            self.play_dock.menu.addAction(a)
            self.player_actions.append(a)
        self.play_dock.activeChanged.connect(
            lambda on: [a.setEnabled(on) for a in self.player_actions]
        )

    @property
    def play(self) -> TowerPlay | None:
        """The game under way, if any."""
        return self.play_dock.play

    def solver_optimum(self, deal) -> int | None:
        """The solver dock's fewest actions for a deal, when it is for the quest as it is."""
        table = self.solver.table
        if table is None or self.solver.stale or table.answer is None:
            return None
        return table.answer.min_actions(deal)

    def editing_resumed(self) -> None:
        self.select_tool(self.tool.name)

    def _solver_follows(self, kind: str, _cards) -> None:
        """Another quest: the solver's answer is of no use; an edit: it is out of date."""
        if kind == "quest":
            self.solver.replaced()
        elif kind != "properties":
            self.solver.edited()

    def shutdown(self) -> None:
        self.play_dock.shutdown()
        self.solver.shutdown()
        self.optima.shutdown()
        QGuiApplication.styleHints().colorSchemeChanged.disconnect(self._scheme_changed)

    def prepare_screenshot(self, kind: str):
        from .screenshots import prepare

        return prepare(self, kind)
