"""The solver dock of any game: its numbers per player count and set-up, worked out in
the background, and a set-up's solution to watch.

The game says how it gets its numbers (`GameSpec.solving.setups`, a `SolveRun` away from a
`SetupTable`). Quick numbers follow the file: they are worked out again a moment
after each edit. Numbers that take a search (``GameSpec.solving.on_demand``) are
worked out when asked (Solve, F5) within the state and time limits set here, with
progress and Cancel (Shift+F5); an edit afterwards marks them out of date. The
dock always works on a copy of the file, so the designer may go on editing.

A game that can show a set-up's solution on the board gives a watch panel
(`QtGame.make_watch`): the dock's Watch button, or a double-click on a set-up,
starts it with the game's answer (`SetupTable.answer`) and the set-up's key.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from html import escape
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QFontDatabase, QKeySequence
from PySide6.QtWidgets import (
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from editor.core import registry
from editor.core.setups import Setup, SetupTable, SolveRun

from .background import BackgroundOp, OpContext
from .game import Host
from .language import translate
from .setups_panel import SetupsTree

DEFAULT_MAX_STATES = 5_000_000
DEFAULT_TIMEOUT = 120
#: A picture's solve (``edit --screenshot --solve``) stops after this many seconds at most,
#: so that the command ends on a level too large to decide; the picture shows what was found.
PICTURE_TIMEOUT = 30
#: Quiet time after the last edit before quick numbers are worked out again.
FOLLOW_DELAY_MS = 200
ALARM = "#D92D20"
OUT_OF_DATE = "#B54708"


class WatchPanel(Protocol):
    """A game's way to show a set-up's solution on the board (a QWidget)."""

    closed: Signal
    """The watching ended (the board shows the file again)."""

    def start_setup(self, answer: Any, key: Any) -> None:
        """Show the solution of the set-up ``key`` in ``answer`` (raises if it cannot)."""

    def stop(self) -> None: ...


class SolverPanel(QWidget):
    """Limits, Solve/Cancel and progress (for numbers on demand), the summary, the table of
    set-ups, the details, and the game's watch panel."""

    solveStarted = Signal()
    solveFinished = Signal()

    def __init__(
        self,
        host: Host,
        game: registry.GameSpec,
        model: Callable[[], Any],
        watch: QWidget | None = None,
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        self.host = host
        self.game = game
        self._model = model
        self.on_demand = game.solving.on_demand
        self.op: BackgroundOp | None = None
        #: the last answer, None before the first one (or after a failure)
        self.table: SetupTable | None = None
        self.cancelled = False
        self.error: str | None = None
        #: the file changed since the numbers shown were worked out (numbers on demand)
        self.stale = False
        #: why the last Solve was refused (the file has errors)
        self.refused: str | None = None
        #: use the game's reference solver even where a fast one could answer
        self.reference = False
        self._setups: dict[Any, Setup] = {}
        self._edited_while_solving = False
        self._discard = False
        self._note = ""
        self._follow = QTimer(self, singleShot=True, interval=FOLLOW_DELAY_MS)
        self._follow.timeout.connect(self.solve)

        form = QFormLayout()
        self.max_states = QSpinBox()
        self.max_states.setRange(0, 2_000_000_000)
        self.max_states.setSingleStep(1_000_000)
        self.max_states.setGroupSeparatorShown(True)
        self.max_states.setSpecialValueText(translate("SolverPanel", "no limit"))
        self.max_states.setValue(DEFAULT_MAX_STATES)
        self.max_states.setToolTip(
            translate("SolverPanel", "stop each search after this many states (0: no limit)")
        )
        self.timeout = QSpinBox()
        self.timeout.setRange(0, 24 * 3600)
        self.timeout.setSuffix(translate("SolverPanel", " s"))
        self.timeout.setSpecialValueText(translate("SolverPanel", "no limit"))
        self.timeout.setValue(DEFAULT_TIMEOUT)
        self.timeout.setToolTip(
            translate("SolverPanel", "stop the whole solve after this many seconds (0: no limit)")
        )
        form.addRow(translate("SolverPanel", "State limit"), self.max_states)
        form.addRow(translate("SolverPanel", "Time limit"), self.timeout)
        self.solve_button = QPushButton(translate("SolverPanel", "Solve"))
        self.solve_button.setToolTip(
            translate("SolverPanel", "work out the numbers of the file as it is now (F5)")
        )
        self.cancel_button = QPushButton(translate("SolverPanel", "Cancel"))
        self.cancel_button.setToolTip(translate("SolverPanel", "stop the solver (Shift+F5)"))
        self.cancel_button.setEnabled(False)
        self.solve_button.clicked.connect(self.solve)
        self.cancel_button.clicked.connect(self.cancel)
        buttons = QHBoxLayout()
        buttons.addWidget(self.solve_button)
        buttons.addWidget(self.cancel_button)
        self.progress_bar = QProgressBar()
        self.progress_bar.setRange(0, 0)
        self.progress_bar.setTextVisible(False)
        self.progress_bar.setMaximumHeight(10)
        self.progress_bar.hide()
        self.progress_label = QLabel("")
        self.summary = QLabel(self._waiting_text())
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        self.tree = SetupsTree()
        self.tree.currentItemChanged.connect(lambda *_: self._update_watch())
        self.tree.picked.connect(self.watch_setup)
        self.details = QPlainTextEdit()
        self.details.setReadOnly(True)
        self.details.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.details.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.watch_button = QPushButton(translate("SolverPanel", "Watch solution"))
        self.watch_button.setToolTip(
            translate("SolverPanel", "play the chosen set-up's solution on the board")
        )
        self.watch_button.setEnabled(False)
        self.watch_button.clicked.connect(lambda: self.watch_setup())
        self.watch = watch
        if watch is not None:
            self.tree.setToolTip(
                translate("SolverPanel", "double-click a set-up to watch its solution")
            )
            watch.hide()
            watch.closed.connect(self._watch_closed)

        self.controls = QWidget()
        controls = QVBoxLayout(self.controls)
        controls.setContentsMargins(0, 0, 0, 0)
        controls.addLayout(form)
        controls.addLayout(buttons)
        controls.addWidget(self.progress_bar)
        controls.addWidget(self.progress_label)
        self.controls.setVisible(self.on_demand)
        column = QVBoxLayout(self)
        column.setContentsMargins(4, 4, 4, 4)
        column.addWidget(self.controls)
        column.addWidget(self.summary)
        column.addWidget(self.tree, 2)
        column.addWidget(self.details, 1)
        if watch is not None:
            column.addWidget(self.watch_button)
            column.addWidget(watch)
        else:
            self.watch_button.hide()
        column.addStretch(0)  # takes the room when there is no table (a file that breaks rules)
        self._fill()

    # -- what the editor tells the panel ------------------------------------------
    def edited(self) -> None:
        """The file changed: quick numbers follow it; numbers on demand go out of date."""
        if not self.on_demand:
            self._follow.start()
            return
        if self.refused is not None:  # the errors may be gone: Solve checks again
            self.refused = None
            self._fill()
        if self.solving:
            self._edited_while_solving = True
        if self.table is not None and not self.stale:
            self.stale = True
            self._fill()

    def replaced(self) -> None:
        """Another file is open: what is shown or worked out was the old one's."""
        self.stop_watching()
        if self.solving and self.on_demand:
            self._discard = True
            self.cancel()
        self.table = None
        self.cancelled = False
        self.error = None
        self.refused = None
        self.stale = False
        self.progress_label.setText("")
        self._fill()
        if not self.on_demand:
            self.solve()

    # -- solving ------------------------------------------------------------------
    @property
    def solving(self) -> bool:
        return (self.op is not None and self.op.running) or self._follow.isActive()

    def wait(self) -> None:
        """Wait for the solving under way to end, the GUI's events running meanwhile (for
        pictures of the window, and tests)."""
        app = QCoreApplication.instance()
        while self.solving:
            app.processEvents()
            if self.op is not None:
                self.op.wait(50)
        app.processEvents()

    def solve_for_picture(self) -> None:
        """Solve, shown in the dock, and wait for the answer, within `PICTURE_TIMEOUT`."""
        limit = self.timeout.value()
        if not limit or limit > PICTURE_TIMEOUT:
            self.timeout.setValue(PICTURE_TIMEOUT)
        self.act_solve.trigger()
        self.wait()

    def solve(self) -> None:
        """Work out the numbers of a copy of the file in the background (on demand: refused
        when the file has errors; quick numbers: the newest edit wins)."""
        self._follow.stop()
        if self.op is not None and self.op.running:
            if self.on_demand:
                return
            self.op.cancel()  # quick numbers: the answer for the old file is of no use
        self.stop_watching()
        if self.on_demand:
            self.refused = self.host.refuse_with_errors("solve")
            if self.refused is not None:
                self._fill()
                return
        setups = self.game.resolve(self.game.solving.setups)
        model = copy.deepcopy(self._model())
        limits = dict(
            max_states=self.max_states.value() or None,
            timeout=self.timeout.value() or None,
            reference=self.reference,
        )

        def run(ctx: OpContext) -> SetupTable:
            return setups(model, SolveRun(progress=ctx.progress, cancel=ctx.cancel_event, **limits))

        op = BackgroundOp(
            run,
            on_success=lambda table: self._finish(op, table),
            on_failure=lambda message: self._finish(op, None, message),
            on_progress=self._progress,
            parent=self,
        )
        self.op = op
        if self.on_demand:
            self.solve_button.setEnabled(False)
            self.cancel_button.setEnabled(True)
            self.progress_bar.show()
            self.progress_label.setText(translate("SolverPanel", "starting the solver…"))
            self.host.statusBar().showMessage(translate("SolverPanel", "solving…"), 3000)
        elif self.table is not None:
            again = translate("SolverPanel", "{summary} (working out the numbers again…)")
            self.summary.setText(again.format(summary=self._summary_text()))
        self._note = ""
        op.start()
        self.solveStarted.emit()

    def cancel(self) -> None:
        if self.op is not None and self.op.running:
            self.op.cancel()
            self.progress_label.setText(translate("SolverPanel", "cancelling…"))

    def shutdown(self) -> None:
        """Stop a running solve and wait for its thread (the window is closing)."""
        self.stop_watching()
        self._follow.stop()
        if self.op is not None and self.op.running:
            self.op.shutdown()

    def _progress(self, states: int, depth: int, note: str | None = None) -> None:
        if note is not None:
            self._note = note
        elapsed = self.op.elapsed() if self.op is not None else 0.0
        text = translate("SolverPanel", "{states} states · depth {depth} · {seconds} s").format(
            states=f"{states:,}", depth=depth, seconds=f"{elapsed:.1f}"
        )
        self.progress_label.setText(
            f"{escape(self._note, quote=False)}<br>{text}" if self._note else text
        )

    def _finish(self, op: BackgroundOp, table: SetupTable | None, failure: str = "") -> None:
        if op is not self.op:
            return  # quick numbers: an edit came after, a newer answer is on its way
        elapsed = op.elapsed()
        self.solve_button.setEnabled(True)
        self.cancel_button.setEnabled(False)
        self.progress_bar.hide()
        if self._discard:  # worked out for a file that is no longer open
            self._discard = False
            self.progress_label.setText("")
            self.solveFinished.emit()
            return
        self.table = table
        self.error = None if table is not None else failure
        self.cancelled = op.cancelled and self.on_demand
        self.stale = self._edited_while_solving  # the file changed after it was copied
        self._edited_while_solving = False
        if self.on_demand:
            if table is None:
                self.progress_label.setText(
                    translate("SolverPanel", "failed after {seconds} s").format(
                        seconds=f"{elapsed:.1f}"
                    )
                )
                self.host.statusBar().showMessage(
                    translate("SolverPanel", "the solver failed: {reason}").format(reason=failure),
                    8000,
                )
            elif self.cancelled:
                self.progress_label.setText(
                    translate("SolverPanel", "cancelled after {seconds} s").format(
                        seconds=f"{elapsed:.1f}"
                    )
                )
                self.host.statusBar().showMessage(translate("SolverPanel", "solve cancelled"), 5000)
            else:
                self.progress_label.setText(escape(table.note, quote=False))
                self.host.statusBar().showMessage(table.summary, 5000)  # or what stopped it
        self._fill()
        self.solveFinished.emit()

    # -- what the panel shows -------------------------------------------------------
    def _waiting_text(self) -> str:
        if self.on_demand:
            return translate("SolverPanel", "Not solved yet: press Solve (F5).")
        return translate("SolverPanel", "Working out the numbers…")

    def _summary_text(self) -> str:
        if self.refused is not None:
            return translate(
                "SolverPanel", "<b style='color:{color}'>Not solved</b>: {reason}"
            ).format(color=ALARM, reason=escape(self.refused, quote=False))
        if self.error is not None:
            return translate(
                "SolverPanel", "<b>The numbers could not be worked out:</b> {reason}"
            ).format(reason=escape(self.error, quote=False))
        if self.table is None:
            return self._waiting_text()
        text = escape(self.table.summary, quote=False)
        if self.stale:
            stale = translate(
                "SolverPanel",
                "<b style='color:{color}'>Out of date</b>: the file changed since "
                "this solve (press F5 to solve again).",
            )
            text = stale.format(color=OUT_OF_DATE) + "<br>" + text
        return text

    def _fill(self) -> None:
        table = self.table
        self.summary.setText(self._summary_text())
        self.tree.show_table(table, self.stale)
        self.details.setPlainText(table.details if table is not None else "")
        if table is not None:  # a file that breaks the rules has no numbers to list
            self.tree.setVisible(bool(table.counts))
            self.details.setVisible(bool(table.details))
        else:  # quick numbers are on their way: keep the room they will fill
            self.tree.show()
            self.details.setVisible(not self.on_demand)
        self._setups = {s.key: s for count in (table.counts if table else ()) for s in count.setups}
        self._update_watch()

    def rows(self) -> list[list[str]]:
        """What the table shows, line by line."""
        return self.tree.rows()

    def item_for(self, key):
        return self.tree.item_for(key)

    # -- watching -----------------------------------------------------------------
    def _watchable(self, key) -> bool:
        setup = self._setups.get(key)
        return setup is not None and setup.watch and not self.stale

    def _update_watch(self) -> None:
        self.watch_button.setEnabled(self._watchable(self.tree.current_key()))

    def watch_setup(self, key=None) -> bool:
        """Show a set-up's solution on the board (the chosen line's by default)."""
        if self.watch is None:
            return False
        key = self.tree.current_key() if key is None else key
        if self.stale:
            self.host.statusBar().showMessage(
                translate(
                    "SolverPanel", "the results are out of date: solve again to watch a solution"
                ),
                5000,
            )
            return False
        if not self._watchable(key):
            return False
        try:
            self.watch.start_setup(self.table.answer, key)
        except Exception as exc:  # the game's engine refused its own solver's answer
            self.host.statusBar().showMessage(
                translate("SolverPanel", "cannot play this solution: {reason}").format(reason=exc),
                8000,
            )
            return False
        self.watch.show()
        self.watch_button.hide()
        return True

    def stop_watching(self) -> None:
        if self.watch is not None:
            self.watch.stop()

    def _watch_closed(self) -> None:
        self.watch.hide()
        self.watch_button.show()


def install_solver(
    host: Host,
    game: registry.GameSpec,
    model: Callable[[], Any],
    *,
    watch: QWidget | None = None,
    tab_with=None,
) -> SolverPanel:
    """The Solver dock (``panel.dock``) and its Solve menu: Solve (F5), Cancel (Shift+F5)."""
    window = host.window_widget()
    panel = SolverPanel(host, game, model, watch)
    panel.dock = host.add_dock(
        translate("SolverDock", "Solver"),
        "dock-solver",
        panel,
        Qt.DockWidgetArea.RightDockWidgetArea,
        tab_with,
    )
    menu = host.add_menu(translate("SolverDock", "&Solve"))
    panel.act_solve = QAction(translate("SolverDock", "&Solve"), window)
    panel.act_solve.setShortcut(QKeySequence("F5"))
    panel.act_solve.setStatusTip(
        translate("SolverDock", "work out the numbers of the file in the background")
    )
    panel.act_cancel = QAction(translate("SolverDock", "&Cancel solving"), window)
    panel.act_cancel.setShortcut(QKeySequence("Shift+F5"))
    panel.act_cancel.setStatusTip(translate("SolverDock", "stop the solver"))
    panel.act_cancel.setEnabled(False)

    def solve() -> None:
        panel.dock.show()
        panel.dock.raise_()
        panel.solve()

    panel.act_solve.triggered.connect(solve)
    panel.act_cancel.triggered.connect(panel.cancel)
    for action in (panel.act_solve, panel.act_cancel):
        host.add_action(action)
        menu.addAction(action)
    menu.addSeparator()
    menu.addAction(panel.dock.toggleViewAction())
    panel.solveStarted.connect(lambda: panel.act_cancel.setEnabled(panel.on_demand))
    panel.solveFinished.connect(lambda: panel.act_cancel.setEnabled(False))
    return panel
