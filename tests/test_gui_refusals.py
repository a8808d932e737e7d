"""Solve and play mode refuse a quest with errors, as `mazewright solve` does; warnings do not."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from guitest import open_window, plain

ROOT = Path(__file__).resolve().parent.parent
TUTORIAL = ROOT / "library/tower/tutorials/01-doors-and-keys.quest.json"
WARNING_ONLY = ROOT / "tests/data/checks/T113.quest.json"  # a door with no key: a warning


@pytest.fixture
def elf_on_void(tmp_path) -> Path:
    """The tutorial with the elf starting on a void cell: a rules error (T110)."""
    data = json.loads(TUTORIAL.read_text(encoding="utf-8"))
    data["heroes"]["elf"]["at"] = [2, 0]
    path = tmp_path / "elf-on-void.quest.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_solve_refuses_a_quest_with_errors_and_says_why(qtbot, elf_on_void):
    w = open_window(qtbot, elf_on_void)
    panel = w.editor.solver
    w.history_dock.raise_()  # the Issues dock's tab is behind it
    w.editor.solver.act_solve.trigger()
    assert not panel.solving and panel.op is None and panel.table is None
    summary = plain(panel.summary)
    assert summary.startswith("Not solved")
    assert "T110" in summary and "void" in summary and "an error" in summary
    assert "Issues dock" in summary
    assert "T110" in w.statusBar().currentMessage()
    assert not w.issues_dock.visibleRegion().isEmpty()  # brought to the front
    assert panel.solve_button.isEnabled()


def test_the_refusal_counts_the_errors(qtbot, elf_on_void):
    data = json.loads(elf_on_void.read_text(encoding="utf-8"))
    data["heroes"]["dwarf"]["at"] = [1, 2]  # void too
    elf_on_void.write_text(json.dumps(data), encoding="utf-8")
    w = open_window(qtbot, elf_on_void)
    w.editor.solver.act_solve.trigger()
    assert "2 errors" in plain(w.editor.solver.summary)


def test_play_mode_refuses_a_quest_with_errors(qtbot, elf_on_void):
    w = open_window(qtbot, elf_on_void)
    w.editor.play_dock.act_play.trigger()
    assert not w.editor.play_dock.active and not w.editor.play_dock.act_play.isChecked()
    assert getattr(w, "board_overlay", None) is None
    message = w.statusBar().currentMessage()
    assert "cannot play this file" in message and "T110" in message
    assert "Issues dock" in message


def test_fixing_the_error_lets_solve_and_play_run(qtbot, elf_on_void):
    from editor.games.tower.qt.commands import MoveHeroCommand

    w = open_window(qtbot, elf_on_void)
    w.editor.solver.act_solve.trigger()
    assert "T110" in plain(w.editor.solver.summary)
    w.stack.push(MoveHeroCommand(w.editor.doc, "elf", "A", (0, 0)))
    assert "T110" not in plain(w.editor.solver.summary)
    w.editor.solver.act_solve.trigger()
    assert w.editor.solver.solving
    qtbot.waitUntil(lambda: not w.editor.solver.solving, timeout=120_000)
    assert "Solvable" in plain(w.editor.solver.summary)
    w.editor.play_dock.act_play.trigger()
    assert w.editor.play_dock.active


def test_warnings_do_not_refuse(qtbot):
    w = open_window(qtbot, WARNING_ONLY)
    diags = w.checks.run_now()
    assert diags and not any(d.is_error for d in diags)
    w.editor.solver.act_solve.trigger()
    panel = w.editor.solver
    assert panel.solving
    qtbot.waitUntil(lambda: not panel.solving, timeout=120_000)
    assert panel.table is not None and not plain(panel.summary).startswith("Not solved")
    w.editor.play_dock.act_play.trigger()
    assert w.editor.play_dock.active
