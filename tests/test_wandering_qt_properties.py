"""The set-up panel: each widget makes one undo step, a draw is the seed's, the sections
show their checks with codes, and an issue picked brings its field into view."""

from pathlib import Path

from editor.core.diagnostics import Diagnostic
from editor.games.wandering.checks import check_setup
from editor.games.wandering.fileformat import loads
from editor.games.wandering.qt.document import SetupDocument
from editor.games.wandering.qt.properties import SetupPanel
from editor.games.wandering.qt.scene import WanderingScene
from editor.games.wandering.spells import draw_spells, viable

LIBRARY = Path(__file__).resolve().parent.parent / "library" / "wandering"


def panel_of(qtbot, name="07-one-web-and-a-gust.setup.json"):
    doc = SetupDocument(loads((LIBRARY / name).read_text(encoding="utf-8")))
    panel = SetupPanel(doc)
    qtbot.addWidget(panel)
    panel.resize(420, 900)
    panel.show()
    qtbot.waitExposed(panel)
    return doc, panel


def test_the_panel_shows_the_set_up(qtbot):
    doc, panel = panel_of(qtbot)
    assert panel.title.text() == "One web and a gust" and panel.players.value() == 3
    assert [m for m, box in panel.modules.items() if box.isChecked()] == [
        "elixir-fountain",
        "spiderweb",
        "magic-tower",
    ]
    assert panel.webs["A"].isChecked() and not panel.webs["B"].isChecked()
    assert {s for s, box in panel.spells.items() if box.isChecked()} == set(doc.model.spells)
    # gust needs the raven, which is not in play: it cannot be named
    assert not panel.spells["gust"].isEnabled() and "needs the raven" in panel.spells["gust"].text()
    assert (
        panel.custom_rows[0].id.text() == "gust" and panel.custom_rows[0].needs["raven"].isChecked()
    )


def test_each_checkbox_is_one_undo_step(qtbot):
    doc, panel = panel_of(qtbot)
    panel.modules["raven"].click()
    assert doc.model.has("raven") and doc.stack.count() == 1
    assert panel.spells["gust"].isEnabled()  # now viable
    panel.webs["B"].click()
    assert doc.model.webs == ("A", "B") and doc.stack.count() == 2
    panel.modules["spiderweb"].click()
    assert doc.stack.count() == 3 and not panel.webs["A"].isEnabled()
    doc.stack.undo()
    assert panel.modules["spiderweb"].isChecked() and panel.webs["B"].isChecked()


def test_spells_chosen_drawn_and_cleared(qtbot):
    doc, panel = panel_of(qtbot)
    panel.spells["move-tower-6"].click()
    assert len(doc.model.spells) == 4
    assert "W110" in panel.issue_labels["spells"].text()
    assert not panel.issue_labels["spells"].isHidden()
    panel.spells["move-wizard-6"].click()
    assert panel.issue_labels["spells"].isHidden()
    panel.seed.setValue(42)
    panel.draw.click()
    assert doc.model.spells == draw_spells(doc.model, 42)
    assert set(doc.model.spells) <= set(viable(doc.model))
    assert {s for s, box in panel.spells.items() if box.isChecked()} == set(doc.model.spells)
    panel.clear.click()
    assert doc.model.spells == () and "drawn at the table" in panel.spell_count.text()
    assert doc.stack.count() == 4


def test_course_and_players(qtbot):
    doc, panel = panel_of(qtbot)
    panel.tiles.setValue(3)
    assert doc.model.course.landscape_tiles == 3
    assert "W120" in panel.issue_labels["course"].text()
    panel.players.setValue(6)
    assert doc.model.players == 6 and doc.stack.count() == 2
    assert panel.default_start.isEnabled()
    panel.default_start.click()
    assert doc.model.start is None and not panel.default_start.isEnabled()


def test_custom_spells_added_renamed_and_removed(qtbot):
    doc, panel = panel_of(qtbot)
    panel.add_custom.click()
    assert [c.id for c in doc.model.custom_spells] == ["gust", "spell-1"]
    row = panel.custom_rows[1]
    row.needs["hag"].click()
    assert doc.model.custom_spells[1].needs == ("hag",)
    row.id.setText("gust")
    row.id.editingFinished.emit()
    assert "W112" in panel.issue_labels["custom"].text()
    row.remove.click()
    assert [c.id for c in doc.model.custom_spells] == ["gust"]
    assert len(panel.custom_rows) == 1 and doc.stack.count() == 4


def test_texts(qtbot):
    doc, panel = panel_of(qtbot)
    panel.title.setText("Gale")
    panel.title.editingFinished.emit()
    assert doc.model.title == "Gale" and doc.stack.count() == 1
    panel.notes.setPlainText("")
    assert doc.model.notes is None


def test_an_issue_picked_brings_its_field_into_focus(qtbot):
    doc, panel = panel_of(qtbot)
    scene = WanderingScene(doc)
    # a spell named twice: the panel cannot do it, a file can
    doc.model.spells = (*doc.model.spells, "free-a-wizard")
    found = [d for d in check_setup(doc.model) if d.code == "W108"]
    assert found and found[0].path == "/spells/5"
    assert scene.select_issue(found[0]) is not None
    assert panel.focusWidget() is panel.spells["free-a-wizard"]


def test_an_issue_about_a_tower_selects_its_space(qtbot):
    doc, _panel = panel_of(qtbot)
    scene = WanderingScene(doc)
    doc.model.start = type(doc.model.start)((1, 2, 3, 4, 5, 6, 7, 8, 9), None)
    found = [d for d in check_setup(doc.model) if d.code == "W124"]
    assert found[0].path == "/start/towers/4"
    centre = scene.select_issue(found[0])
    assert scene.selected == 5 and centre == scene.renderer.space_centre(5)
    scene.show_issues(found)
    assert scene.issues == [(5, True)]
    assert scene.select_issue(Diagnostic("S001", "error", "x")) is None
