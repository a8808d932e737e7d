"""Long work off the GUI thread, in the style of Anki's QueryOp.

A `BackgroundOp` runs one function in a worker thread and reports back on the
GUI thread::

    op = BackgroundOp(
        lambda ctx: solve(quest, progress=ctx.progress, cancel=ctx.cancel_event),
        on_success=show_result,
        on_failure=show_error,         # gets a one-line message, never a traceback
        on_progress=show_progress,     # throttled: at most every ``throttle`` seconds
        parent=widget,
    )
    op.start()
    ...
    op.cancel()                        # sets the threading.Event the function polls

The function gets an `OpContext`: ``ctx.progress(*values)`` (safe to call as
often as you like from the worker; only the latest values reach the GUI, at most
every ``throttle`` seconds) and ``ctx.cancel_event`` (a `threading.Event`).
Callbacks run on the GUI thread through queued signals, so they may touch widgets.

Closing a window calls ``op.shutdown()``: it cancels and waits a bounded time.
A function that has not noticed the cancel flag by then (a solver compiling
its kernel, say) finishes *detached*: the op forgets it, and its thread is kept
here until it ends, so that Qt never destroys a thread that is still running
(that aborts the process). Before the process exits, `wait_for_detached` lets
those threads end.

While a worker thread runs, Python's cyclic garbage collector runs on the GUI
thread only (`collect_on_gui_thread`): left alone, it runs in whichever thread
allocates when a generation fills up, and a worker thread would then destroy the
Qt objects of unreachable reference cycles (a closed window, a replaced editor).
Their timers cannot be stopped from there ("QBasicTimer::stop: Failed"), stay
registered with the GUI thread's event loop, and the next timer event crashes
the process.
"""

from __future__ import annotations

import atexit
import gc
import logging
import threading
import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QThread, QTimer, Signal

log = logging.getLogger(__name__)

#: How long closing a window waits for a cancelled operation before leaving it detached.
SHUTDOWN_WAIT_MS = 3000


class OpContext:
    """What the worker function sees: a progress reporter and the cancel flag."""

    def __init__(self, emit: Callable[[tuple], None], throttle: float):
        self.cancel_event = threading.Event()
        self._emit = emit
        self._throttle = throttle
        self._last = 0.0

    def progress(self, *values: Any, note: Any = None) -> None:
        """Report ``values``, at most once a throttle period; a report with a ``note`` (a
        new solver, a bound proven) always, as it is not repeated."""
        now = time.monotonic()
        if note is not None:
            self._last = now
            self._emit((*values, note))
        elif now - self._last >= self._throttle:
            self._last = now
            self._emit(values)

    @property
    def cancelled(self) -> bool:
        return self.cancel_event.is_set()


#: How often the GUI thread looks whether a generation of garbage is due while workers run.
COLLECT_INTERVAL_MS = 100


class _GuiThreadCollector(QObject):
    """Keeps automatic garbage collection off while any registered thread runs, and
    collects on the GUI thread instead, generation by generation as Python would."""

    def __init__(self):
        super().__init__()
        self._threads: list[QThread] = []
        self._switched_off = False
        self._timer = QTimer(self)
        self._timer.setInterval(COLLECT_INTERVAL_MS)
        self._timer.timeout.connect(self.tick)

    def add(self, thread: QThread) -> None:
        self._threads.append(thread)
        if not self._switched_off and gc.isenabled():
            gc.disable()
            self._switched_off = True
        self._timer.start()

    def tick(self) -> None:
        """Collect what is due; once every thread has ended, hand collection back to Python."""
        self._threads = [t for t in self._threads if not t.isFinished()]
        if self._switched_off:
            _collect_due()
        if not self._threads:
            self._timer.stop()
            if self._switched_off:
                self._switched_off = False
                gc.enable()


def _collect_due() -> None:
    """The collection Python would have made by now (see `gc.set_threshold`)."""
    (t0, t1, t2), (c0, c1, c2) = gc.get_threshold(), gc.get_count()
    if t0 and c0 > t0:
        gc.collect(2 if t2 and c2 > t2 else 1 if t1 and c1 > t1 else 0)


_collector: _GuiThreadCollector | None = None


def collect_on_gui_thread(thread: QThread) -> None:
    """Until ``thread`` has ended, collect garbage on the GUI thread only (see the module
    docstring). Call it on the GUI thread, before the thread starts."""
    global _collector
    app = QCoreApplication.instance()
    if app is None:
        return  # no event loop, so no Qt timer to leave behind either
    if QThread.currentThread() is not app.thread():
        raise RuntimeError("collect_on_gui_thread must be called on the GUI thread")
    if _collector is None:
        _collector = _GuiThreadCollector()
    _collector.add(thread)


class _Worker(QThread):
    progressed = Signal(object)
    succeeded = Signal(object)
    failed = Signal(str)

    def __init__(self, fn: Callable[[OpContext], Any], throttle: float, parent=None):
        super().__init__(parent)
        self.fn = fn
        self.context = OpContext(self.progressed.emit, throttle)

    def run(self) -> None:
        try:
            result = self.fn(self.context)
        except Exception as exc:  # shown to the user as a message, logged for developers
            log.exception("background operation failed")
            self.failed.emit(error_message(exc))
            return
        self.succeeded.emit(result)


#: Threads of shut-down operations that were still running (see the module docstring).
_detached: list[_Worker] = []


def detached_workers() -> list[QThread]:
    """The detached threads kept so far (some may have ended since)."""
    return list(_detached)


def _detach(worker: _Worker) -> None:
    for done in [w for w in _detached if w.isFinished()]:
        done.wait()  # returns at once; the thread object may go now
        _detached.remove(done)
    _detached.append(worker)


@atexit.register
def wait_for_detached() -> None:
    """Let the detached threads end (they were told to stop) before the process does."""
    while _detached:
        _detached.pop().wait()


def error_message(exc: BaseException) -> str:
    """A one-line message for an unexpected error (the user never sees a traceback)."""
    text = str(exc).strip().splitlines()[0] if str(exc).strip() else ""
    kind = type(exc).__name__
    return f"{kind}: {text}" if text else kind


class BackgroundOp(QObject):
    """One run of ``fn`` in a worker thread; callbacks on the GUI thread.

    ``on_finished`` runs after success, failure or cancel (after the other callback).
    """

    finished = Signal()

    def __init__(
        self,
        fn: Callable[[OpContext], Any],
        *,
        on_success: Callable[[Any], None] | None = None,
        on_failure: Callable[[str], None] | None = None,
        on_progress: Callable[..., None] | None = None,
        on_finished: Callable[[], None] | None = None,
        throttle: float = 0.1,
        parent: QObject | None = None,
    ):
        super().__init__(parent)
        self._worker = _Worker(fn, throttle)
        self._on_success = on_success
        self._on_failure = on_failure
        self._on_progress = on_progress
        self._on_finished = on_finished
        self._done = False
        self._worker.progressed.connect(self._progress)
        self._worker.succeeded.connect(self._success)
        self._worker.failed.connect(self._failure)
        self.started_at: float | None = None

    # -- control -----------------------------------------------------------------
    def start(self) -> BackgroundOp:
        self.started_at = time.monotonic()
        collect_on_gui_thread(self._worker)
        self._worker.start()
        return self

    def cancel(self) -> None:
        """Ask the function to stop (it polls the event); the callbacks still come."""
        self._worker.context.cancel_event.set()

    @property
    def cancelled(self) -> bool:
        return self._worker.context.cancelled

    @property
    def running(self) -> bool:
        return not self._done

    def elapsed(self) -> float:
        return 0.0 if self.started_at is None else time.monotonic() - self.started_at

    def wait(self, ms: int = 10_000) -> bool:
        """Block until the worker thread ended (for closing the window); True if it did."""
        return self._worker.wait(ms)

    def shutdown(self, ms: int | None = None) -> bool:
        """Cancel, drop the callbacks (the receiver is going away) and wait for the thread
        at most ``ms`` (`SHUTDOWN_WAIT_MS`); True if it ended, else it goes on detached."""
        self._on_success = self._on_failure = self._on_progress = self._on_finished = None
        self.cancel()
        ended = self.wait(SHUTDOWN_WAIT_MS if ms is None else ms)
        self._done = True
        if ended:
            return True
        worker = self._worker
        for signal in (worker.progressed, worker.succeeded, worker.failed):
            signal.disconnect()
        _detach(worker)
        log.warning("a cancelled background operation is still running; it ends detached")
        return False

    # -- results (GUI thread) ----------------------------------------------------
    def _progress(self, values: tuple) -> None:
        if self._on_progress is not None and not self._done:
            self._on_progress(*values)

    def _success(self, result: Any) -> None:
        self._finish(lambda: self._on_success and self._on_success(result))

    def _failure(self, message: str) -> None:
        self._finish(lambda: self._on_failure and self._on_failure(message))

    def _finish(self, callback: Callable[[], Any]) -> None:
        self._done = True
        self._worker.wait()
        try:
            callback()
        finally:
            if self._on_finished is not None:
                self._on_finished()
            self.finished.emit()
