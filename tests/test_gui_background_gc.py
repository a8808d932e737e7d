"""Garbage is collected on the GUI thread only, while background work runs.

Python's cyclic garbage collector runs in whichever thread allocates when a
generation fills up. Run by a worker thread, it would destroy there the Qt objects
of unreachable reference cycles (a closed window, a replaced editor): their timers
cannot be stopped from that thread, stay registered with the GUI thread's event
loop, and the next timer event crashes the process. The tower's export of a
solution GIF in a fresh process (its solver kernel still to load, much to
allocate) did so. Each case runs in a child Python (this file, run as a script),
with collections made frequent, and reports in which thread each dropped window
was destroyed.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from guitest import run_child

ROOT = Path(__file__).resolve().parent.parent
LAYOUT = ROOT / "library" / "labyrinth" / "03-fair-shares.labyrinth.json"
ROUNDS = 3  # exports per child; each drops a window just as its export starts


@pytest.mark.parametrize("case", ["tower-solution-gif", "studio-export"])
def test_windows_dropped_during_an_export_die_on_the_gui_thread(case, tmp_path):
    child = run_child(__file__, case, str(tmp_path), data_dir=tmp_path)
    report = f"exit {child.returncode}\nstdout:\n{child.stdout}\nstderr:\n{child.stderr}"
    assert child.returncode == 0, report
    assert "Traceback" not in child.stderr, report
    assert "from a different thread" not in child.stderr, report
    assert f"exported {ROUNDS} files" in child.stdout, report
    assert f"destroyed on MainThread: {ROUNDS}" in child.stdout, report


# -- the child ---------------------------------------------------------------------


class Sentinel:
    """Rides in a dropped window's reference cycle to tell where the cycle died."""


def drop_a_window(deaths: list[str]) -> None:
    """A window with a running timer, unreachable but for its own reference cycle: only
    the cyclic garbage collector frees it."""
    import threading
    import weakref

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QWidget

    window = QWidget()
    timer = QTimer(window)
    timer.start(5)
    window.itself = window
    window.sentinel = Sentinel()
    weakref.finalize(window.sentinel, lambda: deaths.append(threading.current_thread().name))


def wait_while(busy, seconds: float = 60) -> None:
    import time

    from PySide6.QtCore import QCoreApplication, QThread

    end = time.monotonic() + seconds
    while busy() and time.monotonic() < end:
        QCoreApplication.processEvents()
        QThread.msleep(2)


def tower_export(out: Path, quest: Path):
    """The tower's File > Export of a solution GIF (its preview solves too)."""
    from editor.games.tower.load import read_quest
    from editor.games.tower.qt.export_dialog import ExportDialog

    dialog = ExportDialog(read_quest(quest), str(quest))
    dialog.set_kind("solution-gif")
    dialog.players.setValue(4)
    dialog.output.setText(str(out))
    dialog.start_export()
    return dialog, dialog.is_running


def studio_export(out: Path, _quest: Path):
    """The studio's File > Export (the labyrinth's sheet)."""
    from editor.core import registry
    from editor.games.labyrinth.fileformat import loads
    from editor.gui.export_dialog import ExportDialog

    layout = loads(LAYOUT.read_text(encoding="utf-8"))
    dialog = ExportDialog(registry.by_name("labyrinth"), layout, str(LAYOUT))
    dialog.set_format("pdf")
    dialog.output.setText(str(out))
    dialog.start_export()
    return dialog, dialog.is_running


def child(case: str, tmp: Path) -> None:
    import gc

    from PySide6.QtWidgets import QApplication
    from test_tower_export import corner_quest

    from editor.games.tower.fileformat import save_quest

    app = QApplication([])
    quest = tmp / "corner.quest.json"
    save_quest(quest, corner_quest())
    start, ext = {
        "tower-solution-gif": (tower_export, "gif"),
        "studio-export": (studio_export, "pdf"),
    }[case]
    gc.set_threshold(20, 2, 2)  # collections at every turn, in whichever thread allocates
    deaths: list[str] = []
    for n in range(ROUNDS):
        dialog, running = start(tmp / f"out-{n}.{ext}", quest)
        drop_a_window(deaths)
        wait_while(running)
        print(dialog.status.text(), flush=True)
        dialog.done(0)
    wait_while(lambda: len(deaths) < ROUNDS, 10)
    wait_while(lambda: True, 0.3)  # timers of windows destroyed in a worker would fire now
    written = len(list(tmp.glob(f"out-*.{ext}")))
    print(f"exported {written} files")
    print(f"destroyed on MainThread: {deaths.count('MainThread')} (all: {deaths})")
    app.quit()


if __name__ == "__main__":
    child(sys.argv[1], Path(sys.argv[2]))
