"""The board repaints after every card operation, its undo and redo, and after Open and New.

A stale scene index once made Qt crash (a segmentation fault) in the first
repaint after a card moved, and a stale renderer raised ``KeyError`` from
inside Qt after a card went away. A crash kills the process, so each scenario
runs in a child Python (this file, run as a script): a crash then shows as a
failed test, not as a dead test run. The child grabs the view after every step,
checks that the card items match the quest's cards and slots, and fails when
any Python exception was raised inside Qt (PySide prints those and carries on).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
EPIC_1 = ROOT / "library/tower/epics/01-turning-tower.quest.json"
EPIC_2 = ROOT / "library/tower/epics/02-sliding-walls.quest.json"
TUTORIAL = ROOT / "library/tower/tutorials/01-doors-and-keys.quest.json"
SCENARIOS = ("epic-1", "epic-2", "two-cards-after-fit", "two-cards-with-a-hero", "open-and-new")


def run_child(scenario: str, tmp_path: Path) -> subprocess.CompletedProcess:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), env.get("PYTHONPATH", "")])
    env["QT_QPA_PLATFORM"] = "offscreen"
    env["MAZEWRIGHT_DATA_DIR"] = str(tmp_path / "data")
    return subprocess.run(
        [sys.executable, __file__, scenario],
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )


@pytest.mark.slow
@pytest.mark.parametrize("scenario", SCENARIOS)
def test_every_card_operation_repaints(scenario, tmp_path):
    child = run_child(scenario, tmp_path)
    report = f"exit {child.returncode}\nstdout:\n{child.stdout}\nstderr:\n{child.stderr}"
    assert child.returncode == 0, report
    assert "Traceback" not in child.stderr, report
    assert f"{scenario}: ok" in child.stdout, report


def test_pytest_qt_fails_a_test_on_an_exception_inside_qt(request):
    """The in-process GUI tests rely on it: PySide only prints exceptions from paint."""
    assert not request.config.getini("qt_no_exception_capture")


# -- the child ---------------------------------------------------------------------


class Board:
    """Drives one window and repaints it after every step."""

    def __init__(self, app, window):
        self.app = app
        self.w = window
        self.steps = 0

    def repaint(self, what: str) -> None:
        from editor.games.tower.qt.scene import CardItem

        self.app.processEvents()
        assert not self.w.view.grab().isNull(), what
        assert not self.w.grab().isNull(), what
        self.app.processEvents()
        quest, scene, r = self.w.editor.doc.quest, self.w.editor.scene, self.w.editor.renderer
        ids = sorted(c.id for c in quest.cards)
        assert sorted(scene.cards) == ids, what
        in_scene = sorted(i.card_id for i in scene.items() if isinstance(i, CardItem))
        assert in_scene == ids, f"{what}: card items in the scene {in_scene}, cards {ids}"
        for card in quest.cards:
            rect = r.slot_rect(tuple(card.slot))
            assert r.card_rect(card.id) == rect, what
            assert scene.cards[card.id].sceneBoundingRect().contains(rect), what
        self.steps += 1

    def step(self, what: str, act, keep: bool = False) -> bool:
        """Do ``act``; when it made an undo step, undo, redo and (unless ``keep``) undo it."""
        stack = self.w.stack
        before = stack.index()
        act()
        self.repaint(what)
        if stack.index() == before:
            return False
        stack.undo()
        self.repaint(f"undo {what}")
        stack.redo()
        self.repaint(f"redo {what}")
        if not keep:
            stack.undo()
            self.repaint(f"undo {what} again")
        return True

    def every_card_operation(self) -> None:
        panel = self.w.editor.cards_panel
        moved = dict.fromkeys("NESW", False)
        for cid in [c.id for c in self.w.editor.doc.quest.cards]:
            panel.select(cid)
            self.step(f"turn {cid} clockwise", lambda: panel.turn(1))
            self.step(f"turn {cid} anticlockwise", lambda: panel.turn(3))
            for d in "NESW":
                moved[d] |= self.step(f"move {cid} {d}", lambda d=d: panel.move(d))
        cols, rows = self.w.editor.doc.quest.slots
        possible = {"E": cols > 1, "W": cols > 1, "N": rows > 1, "S": rows > 1}
        assert all(moved[d] for d in moved if possible[d]), f"directions that moved: {moved}"
        assert self.step("add a column", lambda: panel.cols.setValue(cols + 1), keep=True)
        assert self.step("add a card", panel.add_card)
        assert self.step("add a card", panel.add_card, keep=True)
        panel.select(self.w.editor.doc.quest.cards[-1].id)
        assert self.step("remove the new card", panel.remove_card)
        self.w.stack.undo()  # the added card
        self.repaint("undo add card")
        self.w.stack.undo()  # the column
        self.repaint("undo add column")
        assert self.step("add a row", lambda: panel.rows.setValue(rows + 1))
        panel.select(self.w.editor.doc.quest.cards[0].id)
        assert self.step("remove a card", panel.remove_card)


def child(scenario: str) -> int:
    from PySide6.QtWidgets import QApplication

    app = QApplication([])
    raised: list[str] = []

    def hook(kind, value, tb):  # exceptions PySide catches inside paint, boundingRect...
        import traceback

        raised.append("".join(traceback.format_exception(kind, value, tb)))
        sys.__excepthook__(kind, value, tb)

    sys.excepthook = hook
    from editor.core import registry
    from editor.games.tower.qt.commands import MoveHeroCommand
    from editor.gui.mainwindow import MainWindow

    w = MainWindow(registry.by_name("tower"))
    w.ask_unsaved = lambda: "discard"
    w.resize(1200, 800)
    w.show()
    board = Board(app, w)
    board.repaint("the new window")

    def open_file(path: Path) -> None:
        assert w.open_path(str(path)), path
        board.repaint(f"open {path.name}")
        w.view.fit()
        board.repaint(f"fit {path.name}")

    def new_quest() -> None:
        w.new_file(registry.by_name("tower"), "single", 6)  # what File > New makes by default
        board.repaint("new quest")

    if scenario == "epic-1":
        open_file(EPIC_1)
        board.every_card_operation()
    elif scenario == "epic-2":
        open_file(EPIC_2)
        board.every_card_operation()
    elif scenario.startswith("two-cards"):
        new_quest()
        w.editor.cards_panel.cols.setValue(2)
        w.editor.cards_panel.add_card()
        board.repaint("the second card")
        assert len(w.editor.doc.quest.cards) == 2
        w.view.fit()
        board.repaint("fit")
        if scenario == "two-cards-with-a-hero":
            w.stack.push(MoveHeroCommand(w.editor.doc, "elf", "B", (1, 1)))
            board.repaint("place the elf")
        board.every_card_operation()
    elif scenario == "open-and-new":
        open_file(EPIC_2)
        open_file(EPIC_1)
        open_file(TUTORIAL)
        open_file(EPIC_2)
        new_quest()
        open_file(EPIC_1)
        w.editor.cards_panel.select("B")
        w.editor.cards_panel.remove_card()
        board.repaint("remove B")
        new_quest()
    else:
        raise SystemExit(f"unknown scenario {scenario}")
    w.stack.setClean()
    w.close()
    app.processEvents()
    if raised:
        print(f"{len(raised)} exception(s) inside Qt", file=sys.stderr)
        return 1
    print(f"{scenario}: ok after {board.steps} repaints")
    return 0


if __name__ == "__main__":
    sys.exit(child(sys.argv[1]))
