"""The solver dock: solve the quest being edited in the background and list the results.

The dock solves a *copy* of the current quest (the designer may keep editing);
an edit afterwards marks the results out of date. The table (the studio's
`editor.qt.setups_panel.SetupsTree`) lists, per player count, the best and worst
number of actions over its deals and, under it, every deal (the players' hands)
with its fewest actions. Picking a deal plays its optimal solution on the board
(`playback.PlaybackPanel`).
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDockWidget,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from editor.qt.background import BackgroundOp, OpContext
from editor.qt.setups_panel import SetupsTree
from editor.setups import PlayerCount, Setup, SetupTable

from ..model import Quest
from ..results import DISTRIBUTIONS, DistributionResult, SolveResult
from .playback import PlaybackPanel

DEFAULT_MAX_STATES = 5_000_000
DEFAULT_TIMEOUT = 120
PLAYERS = (1, 2, 3, 4)
COLUMNS = ("Actions", "States", "Time")


def hands_text(hands) -> str:
    """'NS · EW' for a deal."""
    return " · ".join(hands)


def solve_quest(quest: Quest, ctx: OpContext, *, max_states=None, timeout=None, reference=False):
    """Solve every deal of every player count (runs in the worker thread).

    Through `solving.solve`, which picks the solver (``result.solver`` names it, and
    says why when the fast one could not be used); the memory budget's default applies. An
    undecided result names the limit that stopped it (``result.stop_reason``).
    """
    from .. import solving

    choice = solving.choose(quest, reference)
    if choice.note and not reference:  # said before the search, which may be long
        ctx.progress(0, 0, choice.message())
    result = solving.solve(quest, PLAYERS, choice=choice, **_options(ctx, max_states, timeout))
    if result.solver_note:
        result.solver = f"reference solver: {result.solver_note}"
    return result


def solve_deal(quest: Quest, hands, ctx: OpContext, *, max_states=None, timeout=None):
    """Fewest actions for one deal (play mode's optimum), through `solving.solve_deal`."""
    from .. import solving

    return solving.solve_deal(quest, tuple(hands), **_options(ctx, max_states, timeout))


def _options(ctx: OpContext, max_states, timeout) -> dict:
    return dict(
        max_states=max_states,
        timeout=timeout,
        progress=lambda states, depth, _elapsed: ctx.progress(states, depth),
        cancel=ctx.cancel_event,
    )


@dataclass
class Outcome:
    """One finished solve, with the quest it was run on."""

    quest: Quest
    result: SolveResult | None
    cancelled: bool = False
    error: str | None = None


class SolverPanel(QWidget):
    """Limits, Solve/Cancel, progress, the results table and the playback controls."""

    solveStarted = Signal()
    solveFinished = Signal(object)  # Outcome

    def __init__(self, window, parent=None):
        super().__init__(parent)
        self.main = window
        self.op: BackgroundOp | None = None
        self.outcome: Outcome | None = None
        self.stale = False
        self._edited_while_solving = False
        self._discard = False
        #: why the last Solve was refused (the quest has errors), shown over the results
        self.refused: str | None = None
        #: use the reference solver (slow, obviously right); the fast one otherwise
        self.reference = False
        #: why the solver at work is the reference one, said while it searches
        self._solver_note = ""

        form = QFormLayout()
        self.max_states = QSpinBox()
        self.max_states.setRange(0, 2_000_000_000)
        self.max_states.setSingleStep(1_000_000)
        self.max_states.setGroupSeparatorShown(True)
        self.max_states.setSpecialValueText("no limit")
        self.max_states.setValue(DEFAULT_MAX_STATES)
        self.max_states.setToolTip("stop each search after this many states (0: no limit)")
        self.timeout = QSpinBox()
        self.timeout.setRange(0, 24 * 3600)
        self.timeout.setSuffix(" s")
        self.timeout.setSpecialValueText("no limit")
        self.timeout.setValue(DEFAULT_TIMEOUT)
        self.timeout.setToolTip("stop the whole solve after this many seconds (0: no limit)")
        form.addRow("State limit", self.max_states)
        form.addRow("Time limit", self.timeout)

        self.solve_button = QPushButton("Solve")
        self.solve_button.setToolTip("solve every deal of the quest as it is now (F5)")
        self.cancel_button = QPushButton("Cancel")
        self.cancel_button.setToolTip("stop the solver (Shift+F5)")
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
        self.summary = QLabel("Not solved yet: press Solve (F5).")
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.RichText)

        self.table = SetupsTree()
        self.table.setToolTip("double-click a deal to watch its optimal solution")
        self.table.currentItemChanged.connect(lambda *_: self._update_watch())
        self.table.picked.connect(lambda _key: self.watch())

        self.watch_button = QPushButton("Watch solution")
        self.watch_button.setToolTip("play the chosen deal's optimal solution on the board")
        self.watch_button.setEnabled(False)
        self.watch_button.clicked.connect(lambda: self.watch())
        self.playback = PlaybackPanel(window)
        self.playback.hide()
        self.playback.closed.connect(self._playback_closed)

        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addLayout(buttons)
        layout.addWidget(self.progress_bar)
        layout.addWidget(self.progress_label)
        layout.addWidget(self.summary)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.watch_button)
        layout.addWidget(self.playback)

    # -- solving -----------------------------------------------------------------
    @property
    def solving(self) -> bool:
        return self.op is not None and self.op.running

    def solve(self) -> None:
        """Solve a copy of the current quest in the background (refused when it has errors)."""
        if self.solving:
            return
        self.playback.stop()
        self.refused = self.main.refuse_with_errors("solve")
        if self.refused is not None:
            self._fill()
            return
        quest = self.main.doc.quest.copy()
        max_states = self.max_states.value() or None
        timeout = self.timeout.value() or None
        reference = self.reference

        def run(ctx: OpContext) -> SolveResult:
            return solve_quest(
                quest, ctx, max_states=max_states, timeout=timeout, reference=reference
            )

        def done(result: SolveResult) -> None:
            cancelled = op.cancelled and result.solvable is None
            self._finish(Outcome(quest, result, cancelled))

        def failed(message: str) -> None:
            self._finish(Outcome(quest, None, False, message))

        op = BackgroundOp(
            run, on_success=done, on_failure=failed, on_progress=self._progress, parent=self
        )
        self.op = op
        self.solve_button.setEnabled(False)
        self.cancel_button.setEnabled(True)
        self.progress_bar.show()
        self._solver_note = ""
        self.progress_label.setText("starting the solver…")
        self.main.statusBar().showMessage("solving…", 3000)
        op.start()
        self.solveStarted.emit()

    def cancel(self) -> None:
        if self.solving:
            self.op.cancel()
            self.progress_label.setText("cancelling…")

    def shutdown(self) -> None:
        """Stop a running solve and wait for its thread (the window is closing)."""
        self.playback.stop()
        if self.op is not None and self.op.running:
            self.op.shutdown()

    def _progress(self, states: int, depth: int, note: str | None = None) -> None:
        if note is not None:
            self._solver_note = note
        elapsed = self.op.elapsed() if self.op is not None else 0.0
        text = f"{states:,} states · depth {depth} · {elapsed:.1f} s"
        self.progress_label.setText(f"{self._solver_note}<br>{text}" if self._solver_note else text)

    def _finish(self, outcome: Outcome) -> None:
        elapsed = self.op.elapsed() if self.op is not None else 0.0
        self.solve_button.setEnabled(True)
        self.cancel_button.setEnabled(False)
        self.progress_bar.hide()
        if self._discard:  # solved a quest that is no longer open
            self._discard = False
            self.progress_label.setText("")
            self.solveFinished.emit(outcome)
            return
        self.outcome = outcome
        self.stale = self._edited_while_solving  # the quest changed after it was copied
        self._edited_while_solving = False
        if outcome.error is not None:
            self.progress_label.setText(f"failed after {elapsed:.1f} s")
            self.main.statusBar().showMessage(f"the solver failed: {outcome.error}", 8000)
        elif outcome.cancelled:
            self.progress_label.setText(f"cancelled after {elapsed:.1f} s")
            self.main.statusBar().showMessage("solve cancelled", 5000)
        else:
            r = outcome.result
            self.progress_label.setText(f"{r.states:,} states in {r.seconds:.1f} s ({r.solver})")
            self.main.statusBar().showMessage("solved", 5000)
        self._fill()
        self.solveFinished.emit(outcome)

    # -- results -----------------------------------------------------------------
    def summary_text(self) -> str:
        if self.refused is not None:
            return f"<b style='color:#D92D20'>Not solved</b>: {escape(self.refused, quote=False)}"
        o = self.outcome
        if o is None:
            return "Not solved yet: press Solve (F5)."
        if o.error is not None:
            return f"<b>The solver failed:</b> {o.error}"
        r = o.result
        if o.cancelled:
            text = "<b>Cancelled</b>: no answer."
        elif r.solvable is None:
            reason = (r.stop_reason or "the search stopped early").removeprefix("stopped: ")
            reason = escape(reason, quote=False)
            text = f"<b>Not decided</b>: {reason}. Raise the limit and solve again."
        elif r.solvable is False:
            text = (
                "<b style='color:#D92D20'>Cannot be completed</b>: no sequence of actions "
                f"gets every hero out ({r.states:,} states searched)."
            )
        else:
            text = f"<b>Solvable</b> · fewest steps <b>{r.min_steps}</b>"
        if self.stale:
            text = (
                "<b style='color:#B54708'>Out of date</b>: the quest changed since this solve "
                "(press F5 to solve again).<br>" + text
            )
        return text

    def _fill(self) -> None:
        self.summary.setText(self.summary_text())
        o = self.outcome
        self.table.show_table(self.setup_table() if o and o.result else None, self.stale)
        self._update_watch()

    def setup_table(self) -> SetupTable:
        """The last solve's answer as the studio's table: deals per player count."""
        r = self.outcome.result
        counts = []
        for n in PLAYERS:
            dists = r.players.get(n, [])
            lo, hi = r.player_range(n)
            states = f"{sum(d.states for d in dists):,}" if dists else ""
            deals = tuple(
                Setup(
                    hands_text(d.hands),
                    (self._count_text(d.min_actions, d), f"{d.states:,}", f"{d.seconds:.2f} s"),
                    key=(n, i),
                )
                for i, d in enumerate(dists)
            )
            actions = self._count_text(lo) if lo == hi else f"{lo} – {hi}"
            counts.append(PlayerCount(n, (actions, states, ""), deals))
        return SetupTable(r.summary(), "Deal", COLUMNS, tuple(counts))

    def _count_text(self, count, d: DistributionResult | None = None) -> str:
        if count is not None:
            return str(count)
        o = self.outcome
        if o.cancelled:
            return "cancelled"
        if o.result.solvable is False:
            return "impossible"
        if d is not None and not d.complete:
            return "limit"
        return "?"

    def deal_item(self, players: int, index: int):
        return self.table.item_for((players, index))

    def row_texts(self) -> dict[tuple[int, int] | int, tuple[str, str]]:
        """What the table shows: {players: (deal, actions), (players, i): (hands, actions)}."""
        out = {}
        for item in self.table.items():
            key = item.data(0, Qt.ItemDataRole.UserRole)
            if item.parent() is None:
                key = int(item.text(0).split()[0])
            out[tuple(key) if isinstance(key, list) else key] = (item.text(0), item.text(1))
        return out

    def mark_stale(self) -> None:
        if self.refused is not None:  # the errors may be gone: Solve checks again
            self.refused = None
            self._fill()
        if self.solving:
            self._edited_while_solving = True
        if self.outcome is not None and not self.stale:
            self.stale = True
            self._fill()

    def clear(self) -> None:
        self.refused = None
        self.outcome = None
        self.stale = False
        self.progress_label.setText("")
        self._fill()

    # -- playback ----------------------------------------------------------------
    def chosen_deal(self) -> tuple[int, int] | None:
        key = self.table.current_key()
        return tuple(key) if key is not None else None

    def _update_watch(self) -> None:
        deal = self.chosen_deal()
        ok = deal is not None and not self.stale and self._solution(*deal) is not None
        self.watch_button.setEnabled(ok)

    def _solution(self, players: int, index: int):
        o = self.outcome
        if o is None or o.result is None:
            return None
        dists = o.result.players.get(players, [])
        return dists[index].solution if 0 <= index < len(dists) else None

    def watch(self, players: int | None = None, index: int | None = None) -> bool:
        """Play a deal's optimal solution on the board (the chosen row by default)."""
        if players is None:
            deal = self.chosen_deal()
            if deal is None:
                return False
            players, index = deal
        if self.stale:
            self.main.statusBar().showMessage(
                "the results are out of date: solve again to watch a solution", 5000
            )
            return False
        solution = self._solution(players, index)
        if solution is None:
            return False
        hands = DISTRIBUTIONS[players][index]
        try:
            self.playback.start(self.outcome.quest, hands, solution)
        except Exception as exc:  # an engine disagreement: say so, do not crash
            self.main.statusBar().showMessage(f"cannot play this solution: {exc}", 8000)
            return False
        self.playback.show()
        self.watch_button.hide()
        return True

    def _playback_closed(self) -> None:
        self.playback.hide()
        self.watch_button.show()


class SolverDock(QDockWidget):
    """The dock, its Solve menu entries, and its link to the document."""

    def __init__(self, window):
        super().__init__("Solver", window.host.window_widget())
        self.setObjectName("dock-solver")
        self.panel = SolverPanel(window)
        self.setWidget(self.panel)
        self.main = window

    @classmethod
    def install(cls, window) -> SolverDock:
        """The solver for the tower's editor ``window``: its dock and its Solve menu."""
        host = window.host
        dock = cls(window)
        host.install_dock(dock, Qt.DockWidgetArea.RightDockWidgetArea, window.props_dock)
        panel = dock.panel
        menu = host.add_menu("&Solve")
        window.act_solve = QAction("&Solve", window)
        window.act_solve.setShortcut(QKeySequence("F5"))
        window.act_solve.setStatusTip("solve every deal of the quest in the background")
        window.act_solve.triggered.connect(dock.solve)
        window.act_cancel_solve = QAction("&Cancel solving", window)
        window.act_cancel_solve.setShortcut(QKeySequence("Shift+F5"))
        window.act_cancel_solve.setStatusTip("stop the solver")
        window.act_cancel_solve.triggered.connect(panel.cancel)
        window.act_cancel_solve.setEnabled(False)
        for action in (window.act_solve, window.act_cancel_solve):
            host.add_action(action)
            menu.addAction(action)
        menu.addSeparator()
        menu.addAction(dock.toggleViewAction())
        panel.solveStarted.connect(lambda: window.act_cancel_solve.setEnabled(True))
        panel.solveFinished.connect(lambda _o: window.act_cancel_solve.setEnabled(False))
        window.doc.changed.connect(dock._doc_changed)
        return dock

    def solve(self) -> None:
        self.show()
        self.raise_()
        self.panel.solve()

    def _doc_changed(self, kind: str, _cards) -> None:
        panel = self.panel
        if kind == "quest":  # another quest: the answer being worked out is of no use
            panel.playback.stop()
            if panel.solving:
                panel._discard = True
                panel.cancel()
            panel.clear()
        elif kind != "properties":
            panel.mark_stale()

    def shutdown(self) -> None:
        self.panel.shutdown()
