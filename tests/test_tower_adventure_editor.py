"""The adventure editor: its undo commands without widgets, and the editor in the window."""

import json
import shutil
from pathlib import Path

import pytest
from guitest import open_window

from editor.core.validate import load_file
from editor.games.tower.adventure.fileformat import dumps
from editor.games.tower.adventure.qt.document import AdventureDocument, rebased

ROOT = Path(__file__).resolve().parents[1]
LIBRARY = ROOT / "library" / "tower"


@pytest.fixture
def library_copy(tmp_path) -> Path:
    """The first library adventure and its quests, in a folder of their own."""
    shutil.copytree(LIBRARY / "adventure-1", tmp_path / "adventure-1")
    shutil.copy(LIBRARY / "adventure-1.adventure.json", tmp_path)
    return tmp_path / "adventure-1.adventure.json"


def document(path: Path) -> AdventureDocument:
    return AdventureDocument(load_file(path).model, str(path))


def test_each_edit_is_one_undo_step_and_undo_restores_the_manifest(qtbot, library_copy):
    doc = document(library_copy)
    start = dumps(doc.model)
    trials = list(doc.model.trials)
    doc.move_trial(0, 2)
    assert doc.model.trials == [trials[1], trials[2], trials[0], trials[3]]
    doc.remove_trial(3)
    doc.add_trials([str(library_copy.parent / "adventure-1" / trials[3].split("/")[-1])], at=0)
    assert doc.model.trials[0] == trials[3]  # written relative to the adventure's folder
    shutil.copy(LIBRARY / "epics" / "01-turning-tower.quest.json", library_copy.parent)
    doc.set_epic(str(library_copy.parent / "01-turning-tower.quest.json"))
    assert doc.model.epic == "01-turning-tower.quest.json"
    doc.set_text("title", "Another title")
    assert doc.stack.count() == 5
    edited = dumps(doc.model)
    while doc.stack.canUndo():
        doc.stack.undo()
    assert dumps(doc.model) == start
    while doc.stack.canRedo():
        doc.stack.redo()
    assert dumps(doc.model) == edited


def test_rebased_paths_name_the_same_files_from_another_folder(tmp_path, library_copy):
    adventure = load_file(library_copy).model
    elsewhere = tmp_path / "deep" / "er"
    elsewhere.mkdir(parents=True)
    moved = rebased(adventure, library_copy.parent, elsewhere)
    for before, after in zip(adventure.trials, moved.trials, strict=True):
        assert (elsewhere / after).resolve() == (library_copy.parent / before).resolve()
    assert (elsewhere / moved.epic).resolve() == (library_copy.parent / adventure.epic).resolve()
    assert moved.trials[0].startswith("../../") and "\\" not in moved.trials[0]


def test_the_window_shows_the_trials_and_their_backs_and_reorders_them(qtbot, library_copy):
    w = open_window(qtbot, library_copy)
    editor = w.editor
    assert w.game.name == "tower-adventure"
    trials = list(editor.model.trials)
    panel = editor.panel
    assert panel.trials.count() == 4 and panel.trials.item(0).text() == "1. Ladder duty"
    assert len(editor.scene.columns) == 4  # a column per trial: its card and its back
    panel.trials.setCurrentRow(1)
    panel.up_button.click()
    assert editor.model.trials[:2] == [trials[1], trials[0]]
    assert panel.trials.item(0).text() == "1. Stepping stone" and w.is_dirty()
    w.stack.undo()
    assert editor.model.trials == trials


def test_save_as_into_another_folder_keeps_the_quests(qtbot, tmp_path, library_copy):
    w = open_window(qtbot, library_copy)
    w.editor.panel.trials.setCurrentRow(3)
    w.editor.panel.up_button.click()
    other = tmp_path / "elsewhere"
    other.mkdir()
    target = other / "moved.adventure.json"
    assert w.save_to(str(target))
    saved = load_file(target)
    assert saved.ok and not [d for d in saved.diagnostics if d.is_error]
    data = json.loads(target.read_text())
    assert data["trials"][2] == "../adventure-1/04-borrowed-place.quest.json"
    assert w.editor.model.trials == data["trials"] and not w.is_dirty()


def test_open_a_trial_in_the_window(qtbot, library_copy):
    w = open_window(qtbot, library_copy)
    w.editor.panel.trials.setCurrentRow(2)
    w.editor.panel.open_button.click()
    assert w.game.name == "tower" and w.editor.doc.quest.title == "Over the pit"


def test_trials_are_added_only_to_a_saved_adventure(qtbot, library_copy):
    w = open_window(qtbot, library_copy)
    assert w.new_file(w.game, "Adventure") and w.editor.doc.folder is None
    trial = library_copy.parent / "adventure-1" / "01-ladder-duty.quest.json"
    w.editor.panel.add_trials([str(trial)])
    assert w.editor.model.trials == [] and "save the adventure first" in (
        w.statusBar().currentMessage()
    )


def test_undo_leaves_where_the_adventure_lies(qtbot, tmp_path):
    """An edit made before the first save is undone after it: the texts come back, the
    folder the adventure now lies in stays (its paths are relative to it)."""
    from editor.games.tower.adventure.model import Adventure

    doc = AdventureDocument(Adventure())
    doc.set_text("title", "Before saving")
    doc.model.folder = tmp_path  # saved: the editor sets where it lies
    doc.stack.undo()
    assert doc.model.title is None and doc.model.folder == tmp_path
