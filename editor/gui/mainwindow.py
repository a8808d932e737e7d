"""The editor's main window: the board in the middle, tools, docks, menus and files."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPointF, QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QGuiApplication, QKeySequence, QUndoStack
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDockWidget,
    QFileDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QSpinBox,
    QStyle,
    QToolBar,
    QUndoView,
    QWidget,
)

from editor import __version__
from editor.diagnostics import Diagnostic
from editor.games.tower.fileformat import save_quest
from editor.games.tower.model import HEROES, Quest
from editor.games.tower.picking import pick
from editor.games.tower.qt.commands import QuestDocument
from editor.games.tower.qt.drawing import QuestRenderer, board_problem
from editor.games.tower.qt.files import load_for_editing
from editor.games.tower.qt.icons import icon
from editor.games.tower.qt.newquest import NewQuestDialog, make_quest
from editor.games.tower.qt.panels import CardsPanel, PropertiesPanel
from editor.games.tower.qt.scene import BoardScene
from editor.games.tower.qt.tools import EDGE_TOLERANCE, TOOLS, ToolController
from editor.qt.questions import overwrite_read_only, save_before_closing
from editor.qt.theme import screen_style
from editor.qt.view import BoardView

from .autosave import Autosaver, Recovery, data_dir, pending_recoveries
from .checks import LiveChecks, refusal
from .issues import IssuesPanel

AUTOSAVE_MS = 60_000
MAX_RECENT = 10
FILE_FILTER = "Tower quests (*.quest.json *.json);;All files (*)"
STYLE_CHOICES = {
    "system": "Follow the system",
    "screen-light": "Light",
    "screen-dark": "Dark",
    "print": "Print (high contrast)",
}


def settings() -> QSettings:
    """The editor's settings (recent files, window layout), kept beside the autosaves."""
    return QSettings(str(data_dir() / "settings.ini"), QSettings.Format.IniFormat)


class MainWindow(QMainWindow):
    """One quest per window. ``ask_unsaved`` and ``ask_recovery`` are the two questions
    the window asks; tests replace them with answers."""

    def __init__(self, quest: Quest | None = None, path: str | None = None, parent=None):
        super().__init__(parent)
        self.setWindowIcon(icon("mazewright"))
        self.setAcceptDrops(True)
        self.settings = settings()
        self.stack = QUndoStack(self)
        #: why the last `open_path` failed (None when it opened the file)
        self.open_problem: str | None = None
        #: the game state drawn over the board (playback.BoardOverlay), if any
        self.board_overlay = None
        self.doc = QuestDocument(quest if quest is not None else make_quest(6, "single"), path)
        self.doc.setParent(self)
        self.style_choice = str(self.settings.value("view/style", "system"))
        if self.style_choice not in STYLE_CHOICES:
            self.style_choice = "system"
        self.renderer = QuestRenderer(self.doc.quest, style=self._style_name())
        self.scene = BoardScene(self.doc, self.renderer, self)
        self.scene.setBackgroundBrush(Qt.GlobalColor.transparent)
        self.view = BoardView(self.scene)
        self.view.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCentralWidget(self.view)
        self.tools = ToolController(self.doc, self.stack, self.scene)
        self.view.tool = self.tools
        self.checks = LiveChecks(lambda: self.doc.quest, lambda: self.doc.path or "", self)
        #: what reading the file on disk found (schema errors the model may have dropped),
        #: listed with the live checks until the quest is saved or replaced
        self.file_problems: list[Diagnostic] = []
        #: what the last `open_path` found: why it failed, when it did
        self.open_problems: list[Diagnostic] = []
        self.autosaver = Autosaver()
        self.autosave_timer = QTimer(self)
        self.autosave_timer.setInterval(AUTOSAVE_MS)
        self.autosave_timer.timeout.connect(self.autosave)
        self.autosave_timer.start()

        self._build_actions()
        self._build_menus()
        self._build_toolbars()
        self._build_docks()
        self._build_status()
        from editor.games.tower.qt.playmode import PlayMode
        from editor.games.tower.qt.solver_dock import SolverDock

        self.solver = SolverDock.install(self)
        self.play = PlayMode.install(self)

        self.stack.cleanChanged.connect(self._update_title)
        self.stack.indexChanged.connect(lambda _i: self.checks.schedule())
        self.doc.changed.connect(self._doc_changed)
        self.checks.updated.connect(self._show_diagnostics)
        self.tools.message.connect(lambda text: self.statusBar().showMessage(text, 5000))
        self.tools.cardPressed.connect(self.cards_panel.select)
        self.cards_panel.message.connect(lambda text: self.statusBar().showMessage(text, 5000))
        self.view.hovered.connect(self._hovered)
        self.view.zoomChanged.connect(lambda z: self.zoom_label.setText(f"{round(z * 100)} %"))
        QGuiApplication.styleHints().colorSchemeChanged.connect(lambda _s: self._apply_style())

        self.select_tool("floor")
        self._apply_style()
        self._update_title()
        self.resize(1280, 820)
        geometry = self.settings.value("window/geometry")
        if geometry is not None:
            self.restoreGeometry(geometry)
        state = self.settings.value("window/state")
        if state is not None:
            self.restoreState(state)
        self.checks.run_now()

    # -- questions (replaced in tests) ---------------------------------------------
    def ask_unsaved(self) -> str:
        """'save', 'discard' or 'cancel' for unsaved work."""
        return save_before_closing(self, self._display_name())

    def ask_recovery(self, recovery: Recovery) -> str:
        """'recover', 'discard' or 'later' for an autosave left by a crash."""
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle("Recover unsaved work")
        box.setText("The editor did not close normally last time.")
        box.setInformativeText(f"Recover the unsaved work on {recovery.describe()}?")
        recover = box.addButton("Recover", QMessageBox.ButtonRole.AcceptRole)
        discard = box.addButton("Discard", QMessageBox.ButtonRole.DestructiveRole)
        box.addButton("Later", QMessageBox.ButtonRole.RejectRole)
        box.exec()
        clicked = box.clickedButton()
        return "recover" if clicked is recover else "discard" if clicked is discard else "later"

    def _warn(self, title: str, text: str, details: str = "") -> None:
        """A message that does not block (so scripts and tests never hang on it)."""
        box = QMessageBox(
            QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self
        )
        if details:
            box.setDetailedText(details)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        self.statusBar().showMessage(text, 8000)

    # -- building ------------------------------------------------------------------
    def _action(self, text: str, slot, shortcut=None, tip: str = "", art: str | None = None):
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        if art:
            action.setIcon(icon(art))
        keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        tip = tip or text.replace("&", "")
        action.setToolTip(f"{tip} ({keys})" if keys else tip)
        action.setStatusTip(tip)
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    def _build_actions(self) -> None:
        Std = QKeySequence.StandardKey
        self.act_new = self._action("&New…", self.new_quest, Std.New, "new quest")
        self.act_open = self._action("&Open…", self.open_dialog, Std.Open, "open a quest file")
        self.act_save = self._action("&Save", self.save, Std.Save, "save the quest")
        self.act_save_as = self._action(
            "Save &As…", self.save_as, Std.SaveAs, "save under a new name"
        )
        self.act_quit = self._action("&Quit", self.close, Std.Quit, "close the editor")
        self.act_undo = self.stack.createUndoAction(self, "&Undo")
        self.act_undo.setShortcut(QKeySequence(Std.Undo))
        self.act_redo = self.stack.createRedoAction(self, "&Redo")
        self.act_redo.setShortcuts([QKeySequence(Std.Redo), QKeySequence("Ctrl+Y")])
        self.act_zoom_in = self._action("Zoom &in", lambda: self.view.zoom_by(1.25), Std.ZoomIn)
        self.act_zoom_out = self._action("Zoom &out", lambda: self.view.zoom_by(0.8), Std.ZoomOut)
        self.act_fit = self._action("&Fit to window", self.view.fit, "Ctrl+0")
        self.act_actual = self._action(
            "&Actual size (100 %)", lambda: self.view.set_zoom(1.0), "Ctrl+1"
        )
        for action, short in (
            (self.act_zoom_in, "+"),
            (self.act_zoom_out, "−"),
            (self.act_fit, "Fit"),
            (self.act_actual, "100 %"),
        ):
            action.setIconText(short)
        self.act_grid = self._action("Show &grid", self._toggle_grid, "G", "show the cell grid")
        self.act_grid.setCheckable(True)
        self.act_grid.setChecked(True)

        self.tool_group = QActionGroup(self)
        self.tool_actions: dict[str, QAction] = {}
        for tool in TOOLS:
            a = QAction(icon(tool.art), tool.label, self)
            a.setShortcut(QKeySequence(tool.shortcut))
            a.setToolTip(tool.tooltip)
            a.setStatusTip(f"{tool.label}: {tool.help}")
            a.setCheckable(True)
            a.setData(tool.name)
            a.triggered.connect(lambda _c=False, n=tool.name: self.select_tool(n))
            self.tool_group.addAction(a)
            self.addAction(a)
            self.tool_actions[tool.name] = a
        self.door_actions = []
        for n in range(1, 6):
            a = self._action(
                f"Door and key number {n}",
                lambda _c=False, n=n: self.door_spin.setValue(n),
                str(n),
                f"doors and keys painted from now on have number {n}",
            )
            self.door_actions.append(a)
        self.style_group = QActionGroup(self)
        self.style_actions = {}
        for name, label in STYLE_CHOICES.items():
            a = QAction(label, self)
            a.setCheckable(True)
            a.setChecked(name == self.style_choice)
            a.triggered.connect(lambda _c=False, n=name: self.set_style_choice(n))
            self.style_group.addAction(a)
            self.style_actions[name] = a

    def _build_menus(self) -> None:
        bar = self.menuBar()
        m = bar.addMenu("&File")
        m.addActions([self.act_new, self.act_open])
        self.recent_menu = m.addMenu("Open &Recent")
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        m.addSeparator()
        m.addActions([self.act_save, self.act_save_as])
        from editor.games.tower.qt.export_dialog import (
            open_export_dialog,  # File > Export (issue 5)
        )

        self.act_export = self._action(
            "&Export…", lambda: open_export_dialog(self), "Ctrl+E", "print cards and solutions"
        )
        m.addAction(self.act_export)
        m.addSeparator()
        m.addAction(self.act_quit)
        m = bar.addMenu("&Edit")
        m.addActions([self.act_undo, self.act_redo])
        self.view_menu = bar.addMenu("&View")
        self.view_menu.addActions(
            [self.act_zoom_in, self.act_zoom_out, self.act_fit, self.act_actual]
        )
        self.view_menu.addSeparator()
        self.view_menu.addAction(self.act_grid)
        styles = self.view_menu.addMenu("Board &colours")
        styles.addActions(list(self.style_actions.values()))
        self.view_menu.addSeparator()
        m = bar.addMenu("&Tools")
        for tool in TOOLS:
            if tool.name in ("hero", "wall", "eraser"):
                m.addSeparator()
            m.addAction(self.tool_actions[tool.name])
        m.addSeparator()
        m.addActions(self.door_actions)
        # The solver dock (solver_dock.py) fills this menu; play mode adds a Play menu.
        self.solve_menu = bar.addMenu("&Solve")
        m = bar.addMenu("&Help")
        m.addAction(self._action("&About Mazewright", self._about))

    def _build_toolbars(self) -> None:
        main = QToolBar("File and view")
        main.setObjectName("toolbar-main")
        st = self.style()
        self.act_new.setIcon(st.standardIcon(QStyle.StandardPixmap.SP_FileIcon))
        self.act_open.setIcon(st.standardIcon(QStyle.StandardPixmap.SP_DialogOpenButton))
        self.act_save.setIcon(st.standardIcon(QStyle.StandardPixmap.SP_DialogSaveButton))
        self.act_undo.setIcon(st.standardIcon(QStyle.StandardPixmap.SP_ArrowBack))
        self.act_redo.setIcon(st.standardIcon(QStyle.StandardPixmap.SP_ArrowForward))
        main.addActions([self.act_new, self.act_open, self.act_save])
        main.addSeparator()
        main.addActions([self.act_undo, self.act_redo])
        main.addSeparator()
        main.addActions([self.act_zoom_out, self.act_zoom_in, self.act_fit, self.act_actual])
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, main)

        palette = QToolBar("Tools")
        palette.setObjectName("toolbar-tools")
        palette.setOrientation(Qt.Orientation.Vertical)
        for tool in TOOLS:
            if tool.name in ("hero", "wall", "eraser"):
                palette.addSeparator()
            palette.addAction(self.tool_actions[tool.name])
        self.addToolBar(Qt.ToolBarArea.LeftToolBarArea, palette)
        self.tool_palette = palette

        opts = QToolBar("Tool options")
        opts.setObjectName("toolbar-options")
        self.tool_label = QLabel()
        self.tool_label.setMinimumWidth(120)
        opts.addWidget(self.tool_label)
        self.hero_combo = QComboBox()
        self.hero_combo.setToolTip("hero for armories and hero starts")
        self.exit_combo = QComboBox()
        self.exit_combo.setToolTip("whose exit: one hero's, or shared by all")
        self.exit_combo.addItem(icon("exit"), "shared exit", None)
        for h in HEROES:
            self.hero_combo.addItem(icon(f"hero-{h}"), h, h)
            self.exit_combo.addItem(icon(f"exit-{h}"), f"{h}'s exit", h)
        self.door_spin = QSpinBox()
        self.door_spin.setRange(1, 5)
        self.door_spin.setPrefix("number ")
        self.door_spin.setToolTip("door and key number (keys 1-5)")
        self.rect_check = QCheckBox("Rectangle")
        self.rect_check.setToolTip("drag a rectangle to fill it (or hold Shift while dragging)")
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
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, opts)
        self.options_bar = opts

    def _dock(self, title: str, name: str, widget: QWidget, area) -> QDockWidget:
        dock = QDockWidget(title, self)
        dock.setObjectName(name)
        dock.setWidget(widget)
        self.addDockWidget(area, dock)
        self.view_menu.addAction(dock.toggleViewAction())
        return dock

    def _build_docks(self) -> None:
        right = Qt.DockWidgetArea.RightDockWidgetArea
        self.props_panel = PropertiesPanel(self.doc, self.stack)
        self.cards_panel = CardsPanel(self.doc, self.stack)
        self.issues_panel = IssuesPanel()
        self.history = QUndoView(self.stack)
        self.history.setEmptyLabel("<opened>")
        self.props_dock = self._dock("Quest", "dock-properties", self.props_panel, right)
        self.cards_dock = self._dock("Cards", "dock-cards", self.cards_panel, right)
        self.issues_dock = self._dock("Issues", "dock-issues", self.issues_panel, right)
        self.history_dock = self._dock("History", "dock-history", self.history, right)
        self.tabifyDockWidget(self.props_dock, self.cards_dock)
        self.tabifyDockWidget(self.issues_dock, self.history_dock)
        self.props_dock.raise_()
        self.issues_dock.raise_()
        self.resizeDocks([self.props_dock], [330], Qt.Orientation.Horizontal)
        self.issues_panel.diagnosticActivated.connect(self.show_diagnostic)
        self.cards_panel.cardSelected.connect(self._card_selected)

    def _build_status(self) -> None:
        self.cell_label = QLabel()
        self.statusBar().addWidget(self.cell_label, 1)
        self.issue_label = QLabel()
        self.statusBar().addPermanentWidget(self.issue_label)
        self.zoom_label = QLabel("100 %")
        self.statusBar().addPermanentWidget(self.zoom_label)

    # -- tools ---------------------------------------------------------------------
    def select_tool(self, name: str) -> None:
        self.tools.set_tool(name)
        self.tool_actions[name].setChecked(True)
        tool = self.tools.tool
        self.tool_label.setText(f"  <b>{tool.label}</b>  ")
        self.view.set_tool_cursor(
            Qt.CursorShape.OpenHandCursor if tool.kind == "hero" else Qt.CursorShape.CrossCursor
        )
        self.opt_actions["hero"].setVisible(name in ("armory", "hero"))
        self.opt_actions["exit"].setVisible(name == "exit")
        self.opt_actions["door"].setVisible(name in ("key", "door"))
        self.opt_actions["rect"].setVisible(tool.kind == "cell")

    def _options_changed(self, *_):
        self.tools.hero = self.hero_combo.currentData()
        self.tools.exit_hero = self.exit_combo.currentData()
        self.tools.door = self.door_spin.value()
        self.tools.rect_mode = self.rect_check.isChecked()
        self.tool_actions["key"].setIcon(icon(f"key-{self.tools.door}"))
        self.tool_actions["door"].setIcon(icon(f"door-{self.tools.door}"))
        self.tool_actions["armory"].setIcon(icon(f"armory-{self.tools.hero}"))
        exit_art = f"exit-{self.tools.exit_hero}" if self.tools.exit_hero else "exit"
        self.tool_actions["exit"].setIcon(icon(exit_art))

    # -- view ----------------------------------------------------------------------
    def _style_name(self) -> str:
        return screen_style() if self.style_choice == "system" else self.style_choice

    def set_style_choice(self, choice: str) -> None:
        self.style_choice = choice
        self.style_actions[choice].setChecked(True)
        self.settings.setValue("view/style", choice)
        self._apply_style()

    def _apply_style(self) -> None:
        self.renderer.set_style(self._style_name())
        self.scene.restyle()

    def _toggle_grid(self) -> None:
        self.renderer.grid = self.act_grid.isChecked()
        self.scene.restyle()

    def _hovered(self, pos: QPointF) -> None:
        r = self.renderer
        p = pick(r.board, pos.x(), pos.y(), r.cell, r.cell * EDGE_TOLERANCE)
        if p is None:
            self.cell_label.setText("")
            return
        card = self.doc.quest.card(p.card)
        cell = card.cell(p.x, p.y)
        what = cell.type
        if cell.hero:
            what += f" ({cell.hero})"
        elif cell.type == "exit":
            what += " (shared)"
        if cell.door:
            what += f" {cell.door}"
        text = f"card {p.card} · cell ({p.x}, {p.y}) · board ({p.X}, {p.Y}) · {what}"
        hero = self.doc.quest.hero_at(p.card, (p.x, p.y))
        if hero:
            text += f" · {hero} starts here"
        if p.side is not None:
            edge = card.edge(p.x, p.y, p.side)
            mark = "open" if edge is None else edge.type + (f" {edge.door}" if edge.door else "")
            if edge is not None and edge.type == "air":
                mark += (
                    " (blowing out)" if card.air_points_out(p.x, p.y, p.side) else " (blowing in)"
                )
            text += f" · side {p.side}: {mark}"
        self.cell_label.setText(text)

    def _card_selected(self, card_id: str) -> None:
        if card_id in self.scene.cards:
            self.view.ensureVisible(self.renderer.card_rect(card_id), 10, 10)

    # -- document ------------------------------------------------------------------
    def _doc_changed(self, kind: str, _cards) -> None:
        self.checks.schedule()
        if kind == "quest":
            self._update_title()

    def _show_diagnostics(self, diags: list[Diagnostic]) -> None:
        live = {(d.code, d.path, d.message) for d in diags}
        diags = diags + [d for d in self.file_problems if (d.code, d.path, d.message) not in live]
        self.issues_panel.set_diagnostics(diags)
        self.scene.set_diagnostics(diags)
        self.issue_label.setText(self.issues_panel.summary_text() if diags else "no issues")

    def refuse_with_errors(self, doing: str) -> str | None:
        """Check the quest now; when it has errors, say why ``doing`` is refused (status bar,
        Issues dock brought to the front) and return the reason."""
        reason = refusal(self.checks.run_now(), doing)
        if reason is not None:
            self.issues_dock.show()
            self.issues_dock.raise_()
            self.statusBar().showMessage(reason, 10_000)
        return reason

    def show_diagnostic(self, d: Diagnostic) -> None:
        """Select and centre the cell a diagnostic is about."""
        cell = self.scene.select_cell(d.card, d.at)
        if cell is not None:
            self.view.centerOn(self.renderer.cell_rect(*cell).center())
            self.statusBar().showMessage(f"{d.code}: {d.message}", 8000)
        elif d.card is not None and d.card in self.scene.cards:
            self.cards_panel.select(d.card)
            self.view.centerOn(self.renderer.card_rect(d.card).center())

    def _display_name(self) -> str:
        return Path(self.doc.path).name if self.doc.path else "Untitled"

    def _update_title(self, *_):
        self.setWindowTitle(f"{self._display_name()}[*] — Mazewright")
        self.setWindowModified(not self.stack.isClean())
        if self.stack.isClean():
            self.autosaver.discard()

    def is_dirty(self) -> bool:
        return not self.stack.isClean()

    def _set_document(
        self, quest: Quest, path: str | None, dirty: bool = False, problems=()
    ) -> None:
        self.file_problems = list(problems)
        self.stack.clear()
        self.doc.replace(quest, path)
        if dirty:
            self.stack.resetClean()
        else:
            self.stack.setClean()
        self._update_title()
        self.checks.run_now()
        QTimer.singleShot(0, self.view.fit)

    # -- files ---------------------------------------------------------------------
    def maybe_save(self) -> bool:
        """True when it is fine to drop the current quest (saved, discarded or clean)."""
        if not self.is_dirty():
            return True
        answer = self.ask_unsaved()
        if answer == "save":
            return self.save()
        if answer == "discard":
            self.autosaver.discard()
            return True
        return False

    def new_quest(self) -> None:
        if not self.maybe_save():
            return
        dialog = NewQuestDialog(self)
        if dialog.exec():
            self._set_document(dialog.quest(), None)

    def open_dialog(self) -> None:
        if not self.maybe_save():
            return
        start = str(Path(self.doc.path).parent) if self.doc.path else ""
        path, _ = QFileDialog.getOpenFileName(self, "Open quest", start, FILE_FILTER)
        if path:
            self.open_path(path)

    def open_path(self, path: str) -> bool:
        """Load a quest file into this window (the caller asked about unsaved work).

        When it cannot, ``open_problem`` says why in one sentence and ``open_problems``
        lists what reading the file found.
        """
        result = load_for_editing(path)
        self.open_problems = result.diagnostics
        problem = board_problem(result.quest) if result.quest is not None else None
        if result.quest is None or problem is not None:
            details = "\n".join(d.to_text() for d in result.diagnostics)
            if problem is None:
                problem = result.diagnostics[0].message if result.diagnostics else "unreadable"
            self.open_problem = problem
            self._warn("Cannot open the quest", f"{Path(path).name}: {problem}", details)
            return False
        self.open_problem = None
        self._set_document(result.quest, str(path), problems=result.diagnostics)
        self.add_recent(str(path))
        self.statusBar().showMessage(f"opened {path}", 5000)
        return True

    def save(self) -> bool:
        if self.doc.path is None:
            return self.save_as()
        return self.save_to(self.doc.path)

    def save_as(self) -> bool:
        start = self.doc.path or str(Path.cwd() / "untitled.quest.json")
        path, _ = QFileDialog.getSaveFileName(self, "Save quest as", start, FILE_FILTER)
        if not path:
            return False
        if not path.endswith(".json"):
            path += ".quest.json"
        return self.save_to(path)

    def save_to(self, path: str) -> bool:
        """Save atomically; on failure the file on disk is left as it was.

        A read-only file is replaced (keeping its mode) only if the user says so.
        """
        from editor.writing import is_read_only

        force = is_read_only(path)
        if force and not self.ask_overwrite_read_only(str(path)):
            return False
        try:
            save_quest(path, self.doc.quest, force=force)
        except OSError as exc:
            self._warn("Cannot save the quest", f"{path}: {exc.strerror or exc}")
            return False
        self.doc.path = str(path)
        self.stack.setClean()
        self.autosaver.discard()
        if self.file_problems:
            self.file_problems = []
            self.checks.run_now()
        self.add_recent(str(path))
        self._update_title()
        self.statusBar().showMessage(f"saved {path}", 5000)
        return True

    def ask_overwrite_read_only(self, path: str) -> bool:
        """Whether to save over a read-only file (replaced in tests)."""
        return overwrite_read_only(self, Path(path).name)

    def recent_files(self) -> list[str]:
        value = self.settings.value("recent", [])
        if isinstance(value, str):
            value = [value]
        return [str(v) for v in (value or [])]

    def add_recent(self, path: str) -> None:
        path = str(Path(path).resolve())
        files = [p for p in self.recent_files() if p != path]
        self.settings.setValue("recent", [path, *files][:MAX_RECENT])
        self.settings.sync()

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        files = self.recent_files()
        if not files:
            self.recent_menu.addAction("(none)").setEnabled(False)
        for i, f in enumerate(files):
            a = self.recent_menu.addAction(f"&{i + 1}  {Path(f).name}")
            a.setToolTip(f)
            a.setStatusTip(f)
            a.triggered.connect(lambda _c=False, f=f: self.maybe_save() and self.open_path(f))

    # -- autosave and recovery -----------------------------------------------------
    def autosave(self) -> Path | None:
        """Write unsaved work to the autosave folder (nothing when all is saved)."""
        if not self.is_dirty():
            return None
        try:
            return self.autosaver.save(self.doc.quest, self.doc.path)
        except OSError as exc:
            self.statusBar().showMessage(f"autosave failed: {exc}", 8000)
            return None

    def offer_recovery(self) -> bool:
        """Offer to recover work autosaved by an editor that crashed; True if recovered."""
        for recovery in pending_recoveries(self.autosaver.folder):
            answer = self.ask_recovery(recovery)
            if answer == "later":
                continue
            if answer == "discard":
                recovery.discard()
                continue
            result = recovery.load()
            if result.quest is None or board_problem(result.quest) is not None:
                self._warn("Cannot recover", "the autosaved quest is damaged")
                continue
            self._set_document(result.quest, recovery.file, dirty=True, problems=result.diagnostics)
            recovery.discard()
            self.autosave()  # the recovered work is ours now: keep it safe
            self.statusBar().showMessage("recovered unsaved work: save it to keep it", 8000)
            return True
        return False

    # -- window events -------------------------------------------------------------
    def closeEvent(self, event) -> None:
        if not self.maybe_save():
            event.ignore()
            return
        self.autosaver.discard()
        self.autosave_timer.stop()
        self.play.set_active(False)
        self.solver.shutdown()
        self.play.shutdown()
        self.settings.setValue("window/geometry", self.saveGeometry())
        self.settings.setValue("window/state", self.saveState())
        event.accept()

    def dragEnterEvent(self, event) -> None:
        if any(u.isLocalFile() for u in event.mimeData().urls()):
            event.acceptProposedAction()

    def dropEvent(self, event) -> None:
        files = [u.toLocalFile() for u in event.mimeData().urls() if u.isLocalFile()]
        if files and self.maybe_save():
            event.acceptProposedAction()
            self.open_path(files[0])

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if not getattr(self, "_fitted", False):
            self._fitted = True
            QTimer.singleShot(0, self.view.fit)
            self.view.setFocus()

    def _about(self) -> None:
        QMessageBox.about(
            self,
            "About Mazewright",
            f"<b>Mazewright {__version__}</b><br>Quest editor, validator and solver "
            "for Magic Maze Tower.",
        )

    # -- pictures ------------------------------------------------------------------
    def screenshot(self, path: str) -> bool:
        """Save a picture of the whole window."""
        return self.grab().save(str(path))
