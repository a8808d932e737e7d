"""The "Where does it land?" tool on hand-worked movements: the way it animates leg by leg,
the effects listed in the rulebook's order (numbered as on the board), and refusals in the
resolver's words."""

from pathlib import Path

from PySide6.QtCore import QPointF, Qt

from editor.games.wandering.fileformat import loads
from editor.games.wandering.qt.document import SetupDocument
from editor.games.wandering.qt.scene import WanderingScene
from editor.games.wandering.qt.tools import LandingTool

LIBRARY = Path(__file__).resolve().parent.parent / "library" / "wandering"
# 06: 19 spaces; castle 0, fountain A 5 (a web), B 14 (none); towers 1-4 and 6-10,
# the magic tower 11, the hag and the raven 12.
ALL = "06-all-modules.setup.json"
# 03: the same course with webs on A (5) and B (14); no magic tower, hag or raven.
WEBS = "03-spiderweb.setup.json"


def landing(qtbot, name: str):
    doc = SetupDocument(loads((LIBRARY / name).read_text(encoding="utf-8")))
    scene = WanderingScene(doc)
    tool = LandingTool(doc, scene)
    qtbot.addWidget(tool.options())
    tool.activate()
    return tool


def move(tool, space: int, steps: int, picks: int = 1):
    tool.steps = steps
    for _ in range(picks):
        tool.pick(space)
    tool.finish()
    return tool.movement


def effects(movement):
    return [(e.effect, e.space, e.continues) for e in movement.effects]


def test_a_web_doubles_a_wizards_movement_forwards(qtbot):
    tool = landing(qtbot, WEBS)
    m = move(tool, 3, 2)
    assert m.allowed and m.landing == 7
    assert effects(m) == [("web", 5, 2)]
    view = tool.scene.movement
    # 3 -> 4 -> 5 as asked, then 5 -> 6 -> 7 on the web's account
    assert view.steps == [(3, 1, "move"), (4, 1, "move"), (5, 1, "web"), (6, 1, "web")]
    assert view.shown == 4 and view.end == 7 and not view.refused
    assert view.marks == [(5, "1", False)]


def test_a_web_doubles_backwards_too(qtbot):
    tool = landing(qtbot, WEBS)
    m = move(tool, 8, -3)
    assert m.landing == 2 and effects(m) == [("web", 5, 3)]
    assert [s for s, _, _ in tool.scene.movement.steps] == [8, 7, 6, 5, 4, 3]
    assert {d for _, d, _ in tool.scene.movement.steps} == {-1}


def test_a_web_carries_a_wizard_into_the_castle(qtbot):
    """From 9 by 5: onto B (14), on by 5 to 0 (a wizard may end in the castle); a second
    click on a tower's space picks a wizard on it."""
    tool = landing(qtbot, WEBS)
    m = move(tool, 9, 5, picks=2)
    assert tool.figure.kind == "wizard"
    assert m.landing == 0 and effects(m) == [("web", 14, 5)]


def test_the_hag_skips_the_castle(qtbot):
    tool = landing(qtbot, ALL)
    m = move(tool, 12, 7)  # 12 + 7 = 19, the castle: one further, space 1
    assert tool.figure.kind == "hag"
    assert m.allowed and m.landing == 1 and effects(m) == [("castle-skip", 0, None)]
    causes = [c for _, _, c in tool.scene.movement.steps]
    assert causes == ["move"] * 7 + ["castle-skip"]


def test_a_second_click_on_a_shared_space_picks_the_raven(qtbot):
    tool = landing(qtbot, ALL)
    m = move(tool, 12, 7, picks=2)
    assert tool.figure.kind == "raven" and m.landing == 1


def test_a_wizard_over_a_web_onto_the_hag_and_the_raven_in_the_rulebooks_order(qtbot):
    tool = landing(qtbot, ALL)
    m = move(tool, 17, 7)  # 17 + 7 = 24 = 5, the web: 7 more, 12
    assert m.landing == 12
    assert effects(m) == [("web", 5, 7), ("hag", 12, None), ("raven", 12, None)]
    assert tool.scene.movement.marks == [(5, "1", False), (12, "2", False), (12, "3", False)]
    text = tool.panel.result.text()
    assert text.index("the web on space 5") < text.index("the hag on space 12")
    assert text.index("the hag on space 12") < text.index("the raven on space 12")


def test_a_wizard_on_the_fountain_and_on_the_magic_tower(qtbot):
    tool = landing(qtbot, ALL)
    assert effects(move(tool, 13, 1)) == [("fountain", 14, None)]
    assert effects(move(tool, 9, 2, picks=2)) == [("magic-tower", 11, None)]


def test_a_tower_carried_by_a_web_onto_the_castle_is_not_allowed(qtbot):
    tool = landing(qtbot, ALL)
    m = move(tool, 10, -5)  # 10 - 5 = 5, the web: 5 more, space 0
    assert tool.figure.kind == "tower" and not m.allowed and m.landing is None
    view = tool.scene.movement
    assert view.refused and view.end == 0 and view.marks[-1] == (0, "✕", True)
    assert m.reason.startswith("the web on space 5 carries it 5 steps further")
    assert "Not allowed" in tool.panel.result.text()
    assert m.reason.replace("'", "&#x27;") in tool.panel.result.text()


def test_a_tower_may_not_end_on_a_fountain(qtbot):
    tool = landing(qtbot, ALL)
    m = move(tool, 10, 4)
    assert not m.allowed and "no tower stands on a fountain" in m.reason


def test_no_wizard_stands_on_a_web(qtbot):
    tool = landing(qtbot, ALL)
    assert move(tool, 5, 2) is None
    assert "a web is never occupied" in tool.summary()


def test_a_set_up_with_errors_is_not_resolved(qtbot):
    tool = landing(qtbot, ALL)
    tool.document.set_module("elixir-fountain", False)
    assert move(tool, 3, 1) is None
    assert tool.summary().startswith("Not resolved: the set-up has 1 error (first: W101")


def test_an_edit_resolves_again_and_undo_brings_the_movement_back(qtbot):
    tool = landing(qtbot, WEBS)
    move(tool, 3, 2, picks=2)
    assert tool.movement.landing == 7
    tool.document.set_web("A", False)
    assert tool.movement.landing == 5 and effects(tool.movement) == [("fountain", 5, None)]
    tool.document.stack.undo()
    assert tool.movement.landing == 7


def test_the_steps_spin_box_and_the_keys_move_again(qtbot):
    tool = landing(qtbot, ALL)
    move(tool, 3, 1, picks=2)
    tool.panel.steps.setValue(2)
    tool.finish()
    assert tool.movement.steps == 2 and tool.movement.landing == 7
    assert tool.key_press("-") and tool.steps == 1
    assert tool.key_press("-") and tool.steps == -1  # no movement of 0 steps in between
    assert tool.panel.steps.value() == -1


def test_a_click_on_the_ring_picks_what_stands_there(qtbot):
    tool = landing(qtbot, ALL)
    centre = tool.scene.renderer.space_centre(12)
    tool.press(centre, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    assert tool.figure.kind == "hag"
    tool.press(QPointF(0, 0), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    assert tool.figure.kind == "hag"  # the middle of the ring is no space
    tool.press(tool.scene.renderer.space_centre(16), Qt.MouseButton.LeftButton, None)
    assert (tool.figure.kind, tool.figure.space) == ("wizard", 16)


def test_the_animation_goes_space_by_space(qtbot):
    tool = landing(qtbot, ALL)
    tool.steps = 2
    tool.pick(3)  # the tower on 3: 2 steps onto the web on 5, 2 more
    view = tool.scene.movement
    assert view.shown == 0.0 and tool.animation.state() == tool.animation.State.Running
    tool._animate(1.5)
    assert view.shown == 1.5
    tool.finish()
    assert view.shown == len(view.steps) == 4
