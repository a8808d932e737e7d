"""Shared test set-up."""

import gc
import os
import sys
import threading
import time

import pytest

# GUI tests run without a screen unless a platform is chosen explicitly
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# and in English, whatever the machine's language (tests/test_language.py chooses others)
os.environ["MAZEWRIGHT_LANG"] = "en"


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    """Every test gets its own user data folder (autosaves, recovery), never the real one."""
    folder = tmp_path / "data"
    monkeypatch.setenv("MAZEWRIGHT_DATA_DIR", str(folder))
    return folder


@pytest.fixture(autouse=True)
def collect_qt_garbage():
    """After each test, once Qt is running: delete what waits for deleteLater, then collect.

    A test's windows, scenes and painters often sit in reference cycles; left to a later
    collection they are destroyed in the middle of another test (on a tick of the GUI
    thread's collector, while that test's workers run), where a crash in Qt's destructors
    could not be told from a fault of that test. Collected here, each test's garbage goes
    while nothing else runs. What survives is frozen (`gc.freeze`), so the next test's
    collection looks only at what that test made, not again at every module loaded.
    """
    yield
    if "PySide6.QtCore" not in sys.modules:
        return
    from PySide6.QtCore import QCoreApplication, QEvent

    if QCoreApplication.instance() is not None:
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        gc.collect()
        gc.freeze()


#: Threads that last the whole process by design, idle between uses: Dask's pool for work
#: off its event loop, and the records Python keeps of threads Qt started (QThread).
LASTING_THREADS = ("Dask-Offload_", "Dummy-")


@pytest.fixture(autouse=True, scope="module")
def no_thread_outlives_its_module():
    """Every thread a test module starts (a cluster's event loop, a pool's feeder, a
    worker) has ended when the module is done: left running, it would go on working, and
    collecting garbage, beside the GUI tests of later modules."""
    before = set(threading.enumerate())
    yield
    deadline = time.monotonic() + 10  # a pool shutting down may take a moment
    while True:
        left = [
            t
            for t in set(threading.enumerate()) - before
            if t.is_alive() and not t.name.startswith(LASTING_THREADS)
        ]
        if not left or time.monotonic() > deadline:
            break
        time.sleep(0.05)
    assert not left, f"threads left running: {sorted(t.name for t in left)}"


def pytest_collection_modifyitems(items):
    """Tests that drive widgets (they use ``qtbot``) are marked ``gui``: ``-m "not gui"``
    leaves them out of a quick run."""
    for item in items:
        if "qtbot" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.gui)
