"""The studio window: one shell for every game, hosting the editor of the open file.

It names no game. A file's game comes from `editor.core.registry` (by its ``format``)
and everything the game draws or edits comes from the game's editor
(`editor.qt.game.GameEditor`, made from the game's ``GameSpec.studio.qt``), which
installs its tools, panels and menus through the window (`editor.qt.game.Host`).
The window gives the board view, files (new, open, recent, save, drag and drop),
undo and redo, the history, the issues the checks find, autosave and recovery,
the status bar and the window's layout. Opening a file of another game replaces
the editor and everything it installed.
"""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import QPointF, QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QKeySequence, QUndoGroup
from PySide6.QtWidgets import (
    QDialog,
    QDockWidget,
    QFileDialog,
    QGraphicsScene,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QStyle,
    QTextBrowser,
    QToolBar,
    QUndoView,
    QVBoxLayout,
    QWidget,
)

from editor import __version__
from editor.core import registry
from editor.core.diagnostics import Diagnostic
from editor.core.languages import LANGUAGES, known
from editor.core.paths import library_dir
from editor.core.validate import Loaded, load_file
from editor.core.writing import atomic_write_text, is_read_only
from editor.qt.game import GameEditor, QtGame
from editor.qt.language import current, direction, game_label, translate
from editor.qt.questions import overwrite_read_only, save_before_closing
from editor.qt.standard import standard_editor
from editor.qt.view import BoardView

from .autosave import Autosaver, Recovery, data_dir, pending_recoveries
from .checks import LiveChecks, refusal
from .docks import Dock
from .export_dialog import ExportDialog
from .generate_dialog import GenerateDialog
from .glyphs import undo_icon
from .issues import IssuesPanel
from .manual_dialog import ManualDialog
from .newfile import NewFileDialog
from .shortcuts_dialog import ShortcutsDialog

AUTOSAVE_MS = 60_000
MAX_RECENT = 10


def settings() -> QSettings:
    """The editor's settings (recent files, window layout), kept beside the autosaves."""
    return QSettings(str(data_dir() / "settings.ini"), QSettings.Format.IniFormat)


def editable_games() -> tuple[registry.GameSpec, ...]:
    """The games with an editor part."""
    return tuple(g for g in registry.games() if g.studio.qt is not None)


def qt_part(game: registry.GameSpec) -> QtGame:
    """The game's Qt part (the game must have one: ``game.studio.qt`` set)."""
    if game.studio.qt is None:
        raise ValueError(f"{game.plural} have no editor part")
    return game.resolve(game.studio.qt)


class MainWindow(QMainWindow):
    """One file per window, of any game. ``ask_unsaved``, ``ask_recovery`` and
    ``ask_overwrite_read_only`` are the questions the window asks; tests replace them."""

    def __init__(self, game: registry.GameSpec | None = None, parent=None):
        super().__init__(parent)
        self.setLayoutDirection(direction())  # mirrored in a right-to-left language
        self.setAcceptDrops(True)
        self.settings = settings()
        # why the last `open_path` failed (None when it opened the file)
        self.open_problem: str | None = None
        # what the last `open_path` found: why it failed, when it did
        self.open_problems: list[Diagnostic] = []
        # what reading the file on disk found (schema errors the model may have dropped),
        # listed with the live checks until the file is saved or replaced
        self.file_problems: list[Diagnostic] = []
        self.game: registry.GameSpec | None = None
        self.part: QtGame | None = None
        self.editor: GameEditor | None = None
        self._installed: list = []  # what the editor installed, taken away with it
        self._pending_tabs: list[tuple[QDockWidget, QDockWidget]] = []
        self._resting: list[QDockWidget] = []  # docks put aside while a game is played
        self._stack = None
        self._editing = True
        self.undo_group = QUndoGroup(self)
        self.view = BoardView(QGraphicsScene(self))
        self.view.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCentralWidget(self.view)
        self.checks = LiveChecks(self._file_data, self._check_name, self)
        self.autosaver = Autosaver()
        self.autosave_timer = QTimer(self, interval=AUTOSAVE_MS)
        self.autosave_timer.timeout.connect(self.autosave)
        self.autosave_timer.start()
        self._build_actions()
        self._build_menus()
        self._build_toolbar()
        self._build_docks()
        self._build_status()
        self.checks.updated.connect(self._show_diagnostics)
        self.view.hovered.connect(self._hovered)
        self.view.zoomChanged.connect(lambda z: self.zoom_label.setText(f"{round(z * 100)} %"))
        if game is None:
            game = self._last_game()
        self.set_game(game)
        self.resize(1280, 820)
        geometry = self.settings.value("window/geometry")
        # the size was the one saved last time (made for another screen, perhaps)
        self._restored = geometry is not None and self.restoreGeometry(geometry)
        shape, _ = self.part.shapes[0]
        self.editor.new_file(shape, self.part.sizes[2] if self.part.sizes else None)
        self._file_replaced()

    # -- questions (replaced in tests) ---------------------------------------------
    def ask_unsaved(self) -> str:
        """'save', 'discard' or 'cancel' for unsaved work."""
        return save_before_closing(self, self._display_name())

    def ask_recovery(self, recovery: Recovery) -> str:
        """'recover', 'discard' or 'later' for an autosave left by a crash."""
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(translate("MainWindow", "Recover unsaved work"))
        box.setText(translate("MainWindow", "The editor did not close normally last time."))
        box.setInformativeText(
            translate("MainWindow", "Recover the unsaved work on {file}?").format(
                file=recovery.describe()
            )
        )
        recover = box.addButton(
            translate("MainWindow", "Recover"), QMessageBox.ButtonRole.AcceptRole
        )
        discard = box.addButton(
            translate("MainWindow", "Discard"), QMessageBox.ButtonRole.DestructiveRole
        )
        box.addButton(translate("MainWindow", "Later"), QMessageBox.ButtonRole.RejectRole)
        box.exec()
        clicked = box.clickedButton()
        return "recover" if clicked is recover else "discard" if clicked is discard else "later"

    def ask_overwrite_read_only(self, path: str) -> bool:
        """Whether to save over a read-only file."""
        return overwrite_read_only(self, Path(path).name)

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
    def _action(self, text: str, slot, shortcut=None, tip: str = "") -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        tip = tip or text.replace("&", "").rstrip("…")
        action.setToolTip(f"{tip} ({keys})" if keys else tip)
        action.setStatusTip(tip)
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    def _build_actions(self) -> None:
        Std = QKeySequence.StandardKey
        self.act_new = self._action(
            translate("MainWindow", "&New…"),
            self.new_dialog,
            Std.New,
            translate("MainWindow", "a new file of any game"),
        )
        self.act_open = self._action(
            translate("MainWindow", "&Open…"),
            self.open_dialog,
            Std.Open,
            translate("MainWindow", "open a file"),
        )
        self.act_example = self._action(
            translate("MainWindow", "Open &Example…"),
            self.open_example_dialog,
            tip=translate("MainWindow", "open a level that ships with the studio"),
        )
        self.act_save = self._action(
            translate("MainWindow", "&Save"),
            self.save,
            Std.Save,
            translate("MainWindow", "save the file"),
        )
        self.act_save_as = self._action(
            translate("MainWindow", "Save &As…"),
            self.save_as,
            Std.SaveAs,
            translate("MainWindow", "save under a new name"),
        )
        self.act_export = self._action(
            translate("MainWindow", "&Export…"),
            self.open_export_dialog,
            "Ctrl+E",
            translate("MainWindow", "print the file or save its pictures"),
        )
        self.export_tip = self.act_export.toolTip()
        self.act_generate = self._action(
            translate("MainWindow", "&Generate…"),
            self.open_generate_dialog,
            None,
            translate("MainWindow", "design files to order"),
        )
        self.act_quit = self._action(
            translate("MainWindow", "&Quit"),
            self.close,
            Std.Quit,
            translate("MainWindow", "close the editor"),
        )
        self.act_undo = self.undo_group.createUndoAction(self, translate("MainWindow", "&Undo"))
        self.act_undo.setShortcut(QKeySequence(Std.Undo))
        self.act_redo = self.undo_group.createRedoAction(self, translate("MainWindow", "&Redo"))
        self.act_redo.setShortcuts([QKeySequence(Std.Redo), QKeySequence("Ctrl+Y")])
        self.act_zoom_in = self._action(
            translate("MainWindow", "Zoom &in"), lambda: self.view.zoom_by(1.25), Std.ZoomIn
        )
        self.act_zoom_out = self._action(
            translate("MainWindow", "Zoom &out"), lambda: self.view.zoom_by(0.8), Std.ZoomOut
        )
        self.act_fit = self._action(
            translate("MainWindow", "&Fit to window"), self.view.fit, "Ctrl+0"
        )
        self.act_actual = self._action(
            translate("MainWindow", "&Actual size (100 %)"),
            lambda: self.view.set_zoom(1.0),
            "Ctrl+1",
        )
        for action, short in (
            (self.act_zoom_in, "+"),
            (self.act_zoom_out, "−"),
            (self.act_fit, translate("MainWindow", "Fit")),
            (self.act_actual, "1:1"),
        ):
            action.setIconText(short)

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.file_menu = m = bar.addMenu(translate("MainWindow", "&File"))
        m.addActions([self.act_new, self.act_open, self.act_example])
        self.recent_menu = m.addMenu(translate("MainWindow", "Open &Recent"))
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        m.addSeparator()
        m.addActions([self.act_save, self.act_save_as])
        m.addSeparator()
        m.addActions([self.act_export, self.act_generate])
        m.addSeparator()
        m.addAction(self.act_quit)
        self.edit_menu = m = bar.addMenu(translate("MainWindow", "&Edit"))
        m.addActions([self.act_undo, self.act_redo])
        self.view_menu = bar.addMenu(translate("MainWindow", "&View"))
        self.view_menu.addActions(
            [self.act_zoom_in, self.act_zoom_out, self.act_fit, self.act_actual]
        )
        self.view_menu.addSeparator()
        self._build_language_menu(self.view_menu.addMenu(translate("MainWindow", "&Language")))
        self.view_menu.addSeparator()
        self.help_menu = bar.addMenu(translate("MainWindow", "&Help"))
        self.help_menu.addAction(
            self._action(
                translate("MainWindow", "&Keyboard shortcuts"),
                self.show_shortcuts,
                "F1",
                translate("MainWindow", "every shortcut"),
            )
        )
        self.act_manual = self._action(
            translate("MainWindow", "&Manual"),
            self.show_manual,
            tip=translate("MainWindow", "the studio's manual"),
        )
        self.help_menu.addAction(self.act_manual)
        self.act_rules = self._action(
            translate("MainWindow", "&Rules"),
            self.show_rules,
            tip=translate("MainWindow", "the open game's rules"),
        )
        self.help_menu.addAction(self.act_rules)
        self.help_menu.addAction(
            self._action(translate("MainWindow", "&About Mazewright"), self._about)
        )

    def _build_language_menu(self, menu: QMenu) -> None:
        """View > Language: the system's language or one the studio speaks, each named in
        itself; the choice is kept for the next start."""
        current = known(str(self.settings.value("language", "") or "")) or ""
        self.language_group = QActionGroup(self)
        system = translate("MainWindow", "System language")
        for code, name in [("", system), *LANGUAGES.items()]:
            action = menu.addAction(name)
            action.setCheckable(True)
            action.setChecked(code == current)
            action.setData(code)
            self.language_group.addAction(action)
            action.triggered.connect(lambda _checked=False, code=code: self.choose_language(code))

    def choose_language(self, code: str) -> None:
        """Keep ``code`` ("" for the system's) as the studio's language from its next start."""
        self.settings.setValue("language", code)
        self.settings.sync()
        name = LANGUAGES.get(code) or translate("MainWindow", "the system's language")
        said = translate("MainWindow", "Mazewright speaks {language} from its next start")
        self.statusBar().showMessage(said.format(language=name), 10_000)

    def _build_toolbar(self) -> None:
        main = QToolBar(translate("MainWindow", "File and view"), self)
        main.setObjectName("toolbar-main")
        st = self.style()
        self.act_new.setIcon(st.standardIcon(QStyle.StandardPixmap.SP_FileIcon))
        self.act_open.setIcon(st.standardIcon(QStyle.StandardPixmap.SP_DialogOpenButton))
        self.act_save.setIcon(st.standardIcon(QStyle.StandardPixmap.SP_DialogSaveButton))
        self.act_undo.setIcon(undo_icon())
        self.act_redo.setIcon(undo_icon(redo=True))
        main.addActions([self.act_new, self.act_open, self.act_save])
        main.addSeparator()
        main.addActions([self.act_undo, self.act_redo])
        main.addSeparator()
        main.addActions([self.act_zoom_out, self.act_zoom_in, self.act_fit, self.act_actual])
        main.addSeparator()
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, main)
        self.main_toolbar = main

    def _build_docks(self) -> None:
        right = Qt.DockWidgetArea.RightDockWidgetArea
        self.issues_panel = IssuesPanel()
        self.issues_panel.diagnosticActivated.connect(self.show_diagnostic)
        self.history = QUndoView(self.undo_group)
        self.history.setEmptyLabel(translate("MainWindow", "<opened>"))
        self.issues_dock = self._dock(
            translate("MainWindow", "Issues"), "dock-issues", self.issues_panel, right
        )
        self.history_dock = self._dock(
            translate("MainWindow", "History"), "dock-history", self.history, right
        )
        self._tabify(self.issues_dock, self.history_dock)

    def _tabify(self, first: QDockWidget, dock: QDockWidget) -> None:
        """Put ``dock`` in a tab behind ``first``. Before the window is first shown this
        waits for the show: docks tabbed earlier leave a stray tab bar on screen."""
        if not self.isVisible():
            self._pending_tabs.append((first, dock))
            return
        hidden = dock.isHidden()
        self.tabifyDockWidget(first, dock)
        if hidden:
            dock.hide()

    def _dock(self, title: str, name: str, widget: QWidget, area) -> QDockWidget:
        dock = Dock(title, self)
        dock.setObjectName(name)
        dock.setWidget(widget)
        self.addDockWidget(area, dock)
        self.view_menu.addAction(dock.toggleViewAction())
        return dock

    def _build_status(self) -> None:
        self.place_label = QLabel()
        self.statusBar().addWidget(self.place_label, 1)
        self.issue_label = QLabel()
        self.statusBar().addPermanentWidget(self.issue_label)
        self.zoom_label = QLabel("100 %")
        self.statusBar().addPermanentWidget(self.zoom_label)

    # -- the host of a game's editor -------------------------------------------------
    def window_widget(self) -> QWidget:
        return self

    def add_dock(
        self, title: str, name: str, widget: QWidget, area: Qt.DockWidgetArea, tab_with=None
    ) -> QDockWidget:
        dock = Dock(title, self)
        dock.setObjectName(name)
        dock.setWidget(widget)
        return self.install_dock(dock, area, tab_with)

    def install_dock(
        self, dock: QDockWidget, area: Qt.DockWidgetArea, tab_with=None
    ) -> QDockWidget:
        self.addDockWidget(area, dock)
        self.view_menu.addAction(dock.toggleViewAction())
        if tab_with is not None:
            self._tabify(tab_with, dock)
        self._installed.append(dock)
        self._installed.append(dock.toggleViewAction())
        return dock

    def add_menu(self, title: str) -> QMenu:
        menu = QMenu(title, self)
        self.menuBar().insertMenu(self.help_menu.menuAction(), menu)
        self._installed.append(menu)
        return menu

    def add_toolbar(self, bar: QToolBar, area: Qt.ToolBarArea) -> None:
        self.addToolBar(area, bar)
        self._installed.append(bar)

    def add_action(self, action: QAction, main_toolbar: bool = False) -> None:
        self.addAction(action)
        if main_toolbar:
            self.main_toolbar.addAction(action)
        self._installed.append(action)

    def add_edit_action(self, action: QAction) -> None:
        if not any(a.isSeparator() for a in self.edit_menu.actions()):
            self._installed.append(self.edit_menu.addSeparator())
        self.edit_menu.addAction(action)
        self.addAction(action)
        self._installed.append(action)

    def add_view_action(self, action: QAction) -> None:
        self.view_menu.addAction(action)
        self._installed.append(action)

    def refuse_with_errors(self, doing: str) -> str | None:
        """Check the file now; when it has errors, say why ``doing`` is refused (status bar,
        Issues dock brought to the front) and return the reason."""
        reason = refusal(self.checks.run_now(), doing)
        if reason is not None:
            self.issues_dock.show()
            self.issues_dock.raise_()
            self.statusBar().showMessage(reason, 10_000)
        return reason

    def set_editing(self, on: bool) -> None:
        """Besides undo and redo: the docks the editor disabled while a game is played
        step aside (the others get their room) and come back after."""
        self._editing = on
        self.undo_group.setActiveStack(self._stack if on else None)
        if on:
            for dock in self._resting:
                dock.show()
            self._resting = []
            return
        docks = [t for t in self._installed if isinstance(t, QDockWidget)]
        resting = [d for d in docks if not d.isHidden() and not d.widget().isEnabled()]
        for dock in resting:
            dock.hide()
        self._resting += resting

    def show_place(self, text: str) -> None:
        self.place_label.setText(text)

    def set_game(self, game: registry.GameSpec) -> None:
        """Make the editor of ``game`` the window's (the old one and its panels go)."""
        if self.game is not None and game.name == self.game.name:
            return
        old = self.editor
        if old is not None:
            old.shutdown()
            self._save_layout()
            gone = set(self._installed)
            self._pending_tabs = [t for t in self._pending_tabs if not gone & set(t)]
            for thing in reversed(self._installed):
                self._uninstall(thing)
            self._installed = []
            self._resting = []
            self.undo_group.setActiveStack(None)
            self._stack = None
            old.deleteLater()
            self.statusBar().clearMessage()  # what the old editor said is of its game
            self.place_label.clear()
        self.game = game
        self.part = qt_part(game)
        make = self.part.make_editor or standard_editor(self.part, game)
        self.editor = make(self)
        self.act_rules.setText(
            translate("MainWindow", "&Rules of {games}").format(games=game_label(game, plural=True))
        )
        self._update_export_action()
        state = self.settings.value(f"window/state/{game.name}")
        # the docks are where the user left them last time
        self._laid_out = state is not None
        if state is not None:
            self._pending_tabs.clear()  # the saved layout has the tabs the user left
            self.restoreState(state)
        elif self.isVisible():
            QTimer.singleShot(0, self._size_docks)  # once the new docks are laid out

    def _size_docks(self) -> None:
        """The layout a game starts with: each side's docks as wide as their panels ask
        (the board gets the rest), each tall enough to show its panel whole where the
        column has room, the issues a few lines tall."""
        for area in (Qt.DockWidgetArea.LeftDockWidgetArea, Qt.DockWidgetArea.RightDockWidgetArea):
            docks = [
                d
                for d in self.findChildren(QDockWidget)
                if self.dockWidgetArea(d) == area and not d.isHidden() and not d.isFloating()
            ]
            if docks:
                width = max(d.sizeHint().width() for d in docks)
                self.resizeDocks(docks, [width] * len(docks), Qt.Orientation.Horizontal)
                heights = [
                    d.needed_height() if isinstance(d, Dock) else d.sizeHint().height()
                    for d in docks
                ]
                self.resizeDocks(docks, heights, Qt.Orientation.Vertical)
        height = self.issues_dock.sizeHint().height()
        self.resizeDocks([self.issues_dock], [height], Qt.Orientation.Vertical)

    def _fit_screen(self) -> None:
        """Keep the window on its screen: a size saved on a larger one shrinks to fit."""
        screen = self.screen().availableGeometry()
        frame = self.frameGeometry()
        if frame.width() <= screen.width() and frame.height() <= screen.height():
            return
        extra = frame.size() - self.size()
        self.resize(
            min(self.width(), screen.width() - extra.width()),
            min(self.height(), screen.height() - extra.height()),
        )
        frame = self.frameGeometry()
        self.move(
            max(screen.left(), min(frame.left(), screen.right() - frame.width() + 1)),
            max(screen.top(), min(frame.top(), screen.bottom() - frame.height() + 1)),
        )

    def _save_layout(self) -> None:
        """Keep where the docks and tool bars are, per game (each game has its own)."""
        self.settings.setValue(f"window/state/{self.game.name}", self.saveState())

    def _uninstall(self, thing) -> None:
        """Take away one thing an editor installed (it leaves the window at once, so a
        restored layout cannot show it again)."""
        if isinstance(thing, QDockWidget):
            self.removeDockWidget(thing)
        elif isinstance(thing, QToolBar):
            self.removeToolBar(thing)
        elif isinstance(thing, QMenu):
            self.menuBar().removeAction(thing.menuAction())
        elif isinstance(thing, QAction):
            for widget in thing.associatedObjects():
                if isinstance(widget, QWidget):
                    widget.removeAction(thing)
            return
        thing.hide()
        thing.setParent(None)
        thing.deleteLater()

    def _last_game(self) -> registry.GameSpec:
        games = editable_games()
        name = self.settings.value("game")
        return next((g for g in games if g.name == name), games[0])

    # -- the open file -------------------------------------------------------------
    @property
    def stack(self):
        return self.editor.stack

    @property
    def path(self) -> str | None:
        return self.editor.path

    def _file_data(self):
        """The file as it would be saved, parsed (what the checks read)."""
        return json.loads(self.game.resolve(self.game.files.dump)(self.editor.model))

    def _file_replaced(self, dirty: bool = False) -> None:
        """The editor shows another file (new, opened or recovered): follow its undo stack."""
        stack = self.editor.stack
        if stack is not self._stack:
            self._stack = stack
            self.undo_group.addStack(stack)
            stack.cleanChanged.connect(self._update_title)
            stack.indexChanged.connect(self.checks.schedule)
        self.undo_group.setActiveStack(stack if self._editing else None)
        if dirty:
            stack.resetClean()
        else:
            stack.setClean()
        self.settings.setValue("game", self.game.name)
        self._update_title()
        self.checks.run_now()
        QTimer.singleShot(0, self.editor.fit)

    def is_dirty(self) -> bool:
        return not self.editor.stack.isClean()

    def _display_name(self) -> str:
        path = self.editor.path if self.editor is not None else None
        return Path(path).name if path else f"untitled{self.game.suffix}"

    def _check_name(self) -> str:
        """The file the checks name: where it lives, or the name of a new file."""
        return self.path or self._display_name()

    def _update_title(self, *_) -> None:
        self.setWindowTitle(f"{self._display_name()}[*] — {game_label(self.game)} — Mazewright")
        self.setWindowModified(self.is_dirty())
        if not self.is_dirty():
            self.autosaver.discard()

    def _show_diagnostics(self, diags: list[Diagnostic]) -> None:
        live = {(d.code, d.path, d.message) for d in diags}
        diags = diags + [d for d in self.file_problems if (d.code, d.path, d.message) not in live]
        self.diagnostics = diags
        self.issues_panel.set_diagnostics(diags, self.game.studio.part)
        self.editor.show_issues(diags)
        self.issue_label.setText(
            self.issues_panel.summary_text() if diags else translate("MainWindow", "no issues")
        )
        self.issues_dock.setWindowTitle(
            translate("MainWindow", "Issues ({count})").format(count=len(diags))
            if diags
            else translate("MainWindow", "Issues")
        )

    def run_checks_now(self) -> list[Diagnostic]:
        return self.checks.run_now()

    def show_diagnostic(self, d: Diagnostic) -> None:
        """Select and centre the place a diagnostic is about."""
        if self.editor.show_diagnostic(d):
            self.statusBar().showMessage(f"{d.code}: {d.message}", 8000)

    def _hovered(self, pos: QPointF) -> None:
        self.place_label.setText(self.editor.hover_text(pos))

    def keyPressEvent(self, event) -> None:
        if event.text() and self.editor.key_press(event.text()):
            event.accept()
            return
        super().keyPressEvent(event)

    # -- files ---------------------------------------------------------------------
    def maybe_save(self) -> bool:
        """True when it is fine to drop the open file (saved, discarded or clean)."""
        if not self.is_dirty():
            return True
        answer = self.ask_unsaved()
        if answer == "save":
            return self.save()
        if answer == "discard":
            self.autosaver.discard()
            return True
        return False

    def new_dialog(self) -> None:
        dialog = NewFileDialog(editable_games(), self.game, self)
        if dialog.exec():
            self.new_file(dialog.game(), dialog.shape(), dialog.size())

    def new_file(self, game: registry.GameSpec, shape: str, size: int | None = None) -> bool:
        """A new, empty file of ``game`` once unsaved work is saved or dropped."""
        if not self.maybe_save():
            return False
        self.file_problems = []
        self.set_game(game)
        self.editor.new_file(shape, size)
        self._file_replaced()
        return True

    def _file_filter(self) -> str:
        games = editable_games()
        every = " ".join(f"*{g.suffix}" for g in games)
        each = ";;".join(f"{game_label(g, plural=True)} (*{g.suffix})" for g in games)
        return translate(
            "MainWindow", "Mazewright files ({patterns});;{each};;All files (*)"
        ).format(patterns=every, each=each)

    def open_dialog(self) -> None:
        self._ask_and_open(
            translate("MainWindow", "Open"), str(Path(self.path).parent) if self.path else ""
        )

    def open_example_dialog(self) -> None:
        """File > Open Example: the Open dialog in the library of levels that ship (see
        also `mazewright examples`, which copies them to a folder of the user's)."""
        self._ask_and_open(translate("MainWindow", "Open Example"), str(library_dir()))

    def _ask_and_open(self, title: str, start: str) -> None:
        """The Open dialog titled ``title`` in the folder ``start``, once unsaved work is
        saved or dropped; the file chosen is opened."""
        if not self.maybe_save():
            return
        path, _ = QFileDialog.getOpenFileName(self, title, start, self._file_filter())
        if path:
            self.open_path(path)

    def open_file(self, path: str) -> bool:
        """`open_path` once unsaved work is saved or dropped (`Host.open_file`)."""
        return self.maybe_save() and self.open_path(path)

    def open_path(self, path: str) -> bool:
        """Load a file of any game (the caller asked about unsaved work).

        When it cannot, ``open_problem`` says why in one sentence and ``open_problems``
        lists what reading the file found.
        """
        return self.open_loaded(load_file(path, checks=False, lenient=True), str(path))

    def open_loaded(self, loaded: Loaded, path: str) -> bool:
        """`open_path` for a file already read (`editor.core.validate.load_file`, lenient)."""
        self.open_problems = loaded.diagnostics
        problem = self._open_problem(loaded)
        if problem is not None:
            self.open_problem = problem
            details = "\n".join(d.to_text() for d in loaded.diagnostics)
            self._warn(
                translate("MainWindow", "Cannot open the file"),
                f"{Path(path).name}: {problem}",
                details,
            )
            return False
        self.open_problem = None
        self.edit(loaded.game, loaded.model, path, problems=loaded.diagnostics)
        self.add_recent(path)
        self.statusBar().showMessage(
            translate("MainWindow", "opened {file}").format(file=path), 5000
        )
        return True

    def edit(
        self,
        game: registry.GameSpec,
        model,
        path: str | None,
        dirty: bool = False,
        problems: list[Diagnostic] = (),
    ) -> None:
        """Edit ``model``, a file of ``game`` read from ``path``; ``problems``: what reading
        it found (listed with the checks until it is saved)."""
        self.file_problems = list(problems)
        self.set_game(game)
        self.editor.open_file(model, path)
        self._file_replaced(dirty)

    def _open_problem(self, loaded: Loaded) -> str | None:
        if loaded.model is None:
            return loaded.diagnostics[0].message if loaded.diagnostics else "unreadable"
        if loaded.game.studio.qt is None:
            return translate("MainWindow", "{files} cannot be edited in the studio yet").format(
                files=game_label(loaded.game, plural=True)
            )
        part = qt_part(loaded.game)
        return part.open_problem(loaded.model) if part.open_problem is not None else None

    def save(self) -> bool:
        return self.save_to(self.path) if self.path else self.save_as()

    def save_as(self) -> bool:
        suffix = self.game.suffix
        start = self.path or str(Path.cwd() / f"untitled{suffix}")
        filters = translate("MainWindow", "{files} (*{suffix});;All files (*)").format(
            files=game_label(self.game, plural=True), suffix=suffix
        )
        path, _ = QFileDialog.getSaveFileName(
            self, translate("MainWindow", "Save as"), start, filters
        )
        if not path:
            return False
        if not path.endswith(".json"):
            path += suffix
        return self.save_to(path)

    def save_to(self, path: str) -> bool:
        """Save atomically; on failure the file on disk is left as it was.

        A read-only file is replaced (keeping its mode) only if the user says so.
        """
        force = is_read_only(path)
        if force and not self.ask_overwrite_read_only(str(path)):
            return False
        try:
            text = self.game.resolve(self.game.files.dump)(self.editor.model_to_save(str(path)))
            atomic_write_text(path, text, force=force)
        except OSError as exc:
            self._warn(
                translate("MainWindow", "Cannot save the file"), f"{path}: {exc.strerror or exc}"
            )
            return False
        self.editor.path = str(path)
        self.editor.stack.setClean()
        self.autosaver.discard()
        if self.file_problems:
            self.file_problems = []
            self.checks.run_now()
        self.add_recent(str(path))
        self._update_title()
        self.statusBar().showMessage(
            translate("MainWindow", "saved {file}").format(file=path), 5000
        )
        return True

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
            self.recent_menu.addAction(translate("MainWindow", "(none)")).setEnabled(False)
        for i, f in enumerate(files):
            a = self.recent_menu.addAction(f"&{i + 1}  {Path(f).name}")
            a.setToolTip(f)
            a.setStatusTip(f)
            a.triggered.connect(lambda _c=False, f=f: self.open_file(f))

    # -- export --------------------------------------------------------------------
    def _update_export_action(self) -> None:
        """File > Export works for a game with an export; otherwise its tip says why not."""
        can = self.game.export.write is not None
        self.act_export.setEnabled(can)
        cannot = translate("MainWindow", "{files} cannot be exported")
        tip = self.export_tip if can else cannot.format(files=game_label(self.game, plural=True))
        self.act_export.setToolTip(tip)
        self.act_export.setStatusTip(tip)

    def open_export_dialog(self) -> QDialog | None:
        """File > Export: the game's own dialog if it has one, else the studio's, on the
        file as it is now; it does not block the window. None for a game with no export."""
        if self.game.export.write is None:
            return None
        if self.part.export_dialog is not None:
            dialog = self.part.export_dialog(self.editor, self)
        else:
            errors = [d for d in self.run_checks_now() if d.is_error]
            dialog = ExportDialog(self.game, self.editor.model, self.path, errors, self)
            dialog.exported.connect(lambda summary: self.statusBar().showMessage(summary, 10_000))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        dialog.open()
        return dialog

    def open_generate_dialog(self) -> QDialog:
        """File > Generate: design files to order (the open file's game first, when it has
        a generator), into a folder beside the open file (a new file: in the user data
        folder); it does not block the window."""
        beside = Path(self.path).parent if self.path else data_dir()
        folder = str(beside / "generated")
        game = self.game if self.game.generator else None
        dialog = GenerateDialog(self.open_file, game, folder, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        dialog.show()
        return dialog

    # -- autosave and recovery -----------------------------------------------------
    def autosave(self) -> Path | None:
        """Write unsaved work to the autosave folder (nothing when all is saved)."""
        if not self.is_dirty():
            return None
        try:
            text = self.game.resolve(self.game.files.dump)(self.editor.model)
            return self.autosaver.save(text, self.path)
        except OSError as exc:
            self.statusBar().showMessage(
                translate("MainWindow", "autosave failed: {reason}").format(reason=exc), 8000
            )
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
            loaded = recovery.load()
            if self._open_problem(loaded) is not None:
                self._warn(
                    translate("MainWindow", "Cannot recover"),
                    translate("MainWindow", "the autosaved file is damaged"),
                )
                continue
            self.edit(loaded.game, loaded.model, recovery.file, True, loaded.diagnostics)
            recovery.discard()
            self.autosave()  # the recovered work is ours now: keep it safe
            self.statusBar().showMessage(
                translate("MainWindow", "recovered unsaved work: save it to keep it"), 8000
            )
            return True
        return False

    # -- window events -------------------------------------------------------------
    def closeEvent(self, event) -> None:
        if not self.maybe_save():
            event.ignore()
            return
        self.autosaver.discard()
        self.autosave_timer.stop()
        for dialog in self.findChildren(ExportDialog):
            dialog.shutdown()
        for dialog in self.findChildren(GenerateDialog):
            dialog.shutdown()
        self.editor.shutdown()
        self.settings.setValue("window/geometry", self.saveGeometry())
        self._save_layout()
        self.settings.sync()  # now, not whenever the settings object is collected
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
        pending, self._pending_tabs = self._pending_tabs, []
        for first, dock in pending:
            self._tabify(first, dock)
        behind = {dock for _, dock in pending}
        for first in dict.fromkeys(first for first, _ in pending if first not in behind):
            first.raise_()  # each group shows its first dock
        if not getattr(self, "_fitted", False):
            self._fitted = True
            self.layout().activate()  # the minimum size with the docks tabbed
            if self._restored:
                self._fit_screen()
            if not self._laid_out:
                self._size_docks()
            QTimer.singleShot(0, self.editor.fit)
            self.view.setFocus()

    def shortcuts(self) -> list[tuple[str, str, str]]:
        """(menu or tool bar, action, keys) of every action with a shortcut, the open
        game's too."""
        seen: set[int] = set()
        rows = []

        def visit(menu: QMenu, where: str) -> None:
            for action in menu.actions():
                if action.menu() is not None:
                    visit(action.menu(), f"{where} > {action.menu().title().replace('&', '')}")
                elif not action.shortcut().isEmpty() and id(action) not in seen:
                    seen.add(id(action))
                    keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
                    rows.append((where, action.text().replace("&", ""), keys))

        for action in self.menuBar().actions():
            visit(action.menu(), action.text().replace("&", ""))
        others = [(bar.windowTitle(), bar.actions()) for bar in self.findChildren(QToolBar)]
        others.append(("", self.actions()))  # in no menu or tool bar (play, playback keys)
        for where, actions in others:
            for action in actions:
                if not action.shortcut().isEmpty() and id(action) not in seen and action.text():
                    seen.add(id(action))
                    keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
                    rows.append((where, action.text().replace("&", ""), keys))
        return rows

    def show_shortcuts(self) -> ShortcutsDialog:
        """Every shortcut in a table that scrolls (a window of its own)."""
        dialog = ShortcutsDialog(self.shortcuts(), self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog

    def show_manual(self) -> ManualDialog:
        """The manual, its pages listed beside the one shown (a window of its own)."""
        dialog = ManualDialog(self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog

    def show_rules(self) -> QDialog:
        """The open game's rules document, as the studio plays it (a window of its own)."""
        dialog = QDialog(self)
        dialog.setWindowTitle(
            translate("MainWindow", "Rules: {games}").format(
                games=game_label(self.game, plural=True)
            )
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        browser = QTextBrowser(dialog)
        browser.setOpenExternalLinks(True)
        browser.setMarkdown(
            self.game.rules_text(current())
            or translate("MainWindow", "This game has no rules document.")
        )
        QVBoxLayout(dialog).addWidget(browser)
        dialog.resize(760, 820)
        dialog.show()
        return dialog

    def _about(self) -> None:
        games = "".join(f"<li>{game_label(g, plural=True)}</li>" for g in registry.games())
        QMessageBox.about(
            self,
            translate("MainWindow", "About Mazewright"),
            f"<b>Mazewright {__version__}</b><br>"
            + translate("MainWindow", "Editor, validator and solver for maze board games:")
            + f"<ul>{games}</ul>",
        )

    # -- pictures ------------------------------------------------------------------
    def screenshot(self, path: str) -> bool:
        """Save a picture of the whole window."""
        return self.grab().save(str(path))
