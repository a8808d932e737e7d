"""Closing the window while background work runs never aborts the process.

Qt aborts ("QThread: Destroyed while thread is still running") when a thread
object goes while its thread runs, so each case runs in a child Python (this
file, run as a script) and the test looks at how the child ended.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from guitest import run_child

ROOT = Path(__file__).resolve().parent.parent
LONG_SOLVE = ROOT / "tests/bench/epic-2x2-rotation.quest.json"  # long for the reference solver


@pytest.mark.parametrize("case", ["close-while-solving", "close-while-solving-detached"])
def test_closing_the_window_while_a_solve_runs(case, tmp_path):
    child = run_child(__file__, case, data_dir=tmp_path)
    report = f"exit {child.returncode}\nstdout:\n{child.stdout}\nstderr:\n{child.stderr}"
    assert child.returncode == 0, report
    assert "QThread: Destroyed" not in child.stderr, report
    assert "Traceback" not in child.stderr, report
    assert f"{case}: ok" in child.stdout, report


def test_work_that_ignores_cancel_finishes_detached(tmp_path):
    child = run_child(__file__, "ignores-cancel", data_dir=tmp_path)
    report = f"exit {child.returncode}\nstdout:\n{child.stdout}\nstderr:\n{child.stderr}"
    assert child.returncode == 0, report
    assert "QThread: Destroyed" not in child.stderr, report
    assert "ignores-cancel: ok" in child.stdout, report
    assert "finished after the cancel" in child.stdout, report  # it ran to its end


# -- the child ---------------------------------------------------------------------


def close_while_solving(app, detached: bool) -> None:
    import time

    from editor.core import registry
    from editor.gui.mainwindow import MainWindow
    from editor.qt import background

    if detached:  # do not wait at all: the solver's thread must go on detached
        background.SHUTDOWN_WAIT_MS = 0
    w = MainWindow(registry.by_name("tower"))
    w.ask_unsaved = lambda: "discard"
    w.show()
    assert w.open_path(str(LONG_SOLVE))
    panel = w.editor.solver
    panel.reference = True
    panel.max_states.setValue(3_000_000)
    panel.timeout.setValue(120)
    w.editor.solver.act_solve.trigger()
    assert panel.solving
    start = time.monotonic()
    while "states" not in panel.progress_label.text():
        assert time.monotonic() - start < 120, "no progress from the solver"
        app.processEvents()
        panel.op.wait(20)
    op = panel.op
    assert w.close()
    assert not op.running  # the window is done with it
    if detached:  # kept, so that it is not destroyed while it runs
        assert len(background.detached_workers()) == 1
    del w, panel, op
    app.processEvents()


def ignores_cancel(app) -> None:
    import threading

    from PySide6.QtWidgets import QWidget

    from editor.qt.background import BackgroundOp

    parent = QWidget()
    started, release = threading.Event(), threading.Event()

    def work(ctx):
        started.set()
        release.wait(30)  # busy with something that does not look at ctx.cancel_event
        print("finished after the cancel" if ctx.cancelled else "finished", flush=True)
        return 1

    op = BackgroundOp(work, on_success=lambda _r: None, parent=parent)
    op.start()
    assert started.wait(30)
    assert not op.shutdown(50)  # still running after the bounded wait
    parent.deleteLater()
    del parent, op
    app.processEvents()
    import gc

    gc.collect()
    release.set()  # the work ends on its own after the window has gone


def child(case: str) -> int:
    from PySide6.QtWidgets import QApplication

    app = QApplication([])
    if case == "close-while-solving":
        close_while_solving(app, detached=False)
    elif case == "close-while-solving-detached":
        close_while_solving(app, detached=True)
    elif case == "ignores-cancel":
        ignores_cancel(app)
    else:
        raise SystemExit(f"unknown case {case}")
    print(f"{case}: ok", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(child(sys.argv[1]))
