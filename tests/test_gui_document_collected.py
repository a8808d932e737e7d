"""A document collected with its edits takes nothing down with it (in a child Python,
`child_collect_document.py`, so that a crash fails this test instead of the run).

A document with no parent is Python's to delete, with its undo stack. Unreachable but
for a reference cycle (a panel's lambdas hold it), it goes in a collection, in which
the collector may clear an undo command's Python half before the document: Python then
deleted the command, and Qt deleted it again as the stack went, a segmentation fault
that killed the test suite now and then. A document's finalizer empties its stack
first, while both halves of every command stand.
"""

from __future__ import annotations

from pathlib import Path

from guitest import run_child

CHILD = Path(__file__).resolve().parent / "child_collect_document.py"


def test_a_document_collected_with_its_edits_crashes_nothing(tmp_path):
    child = run_child(str(CHILD), data_dir=tmp_path)
    report = f"exit {child.returncode}\nstdout:\n{child.stdout}\nstderr:\n{child.stderr}"
    assert child.returncode == 0, report
    assert "Traceback" not in child.stderr, report
    names = child.stdout.strip().removeprefix("collected the documents of ").split(", ")
    assert {"labyrinth", "mall", "daedalus", "wandering"} <= set(names), report
