"""The mall in the studio: the renderer (every element by colour and sign, also in grey),
the scene's picking and heist states, the editor on good and bad files, screenshots."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from mallbuild import data, space, tile
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from editor.games.mall.fileformat import scenario_from_dict, scenario_from_dict_lenient
from editor.games.mall.geometry import placement_from
from editor.games.mall.model import HEROES, Space
from editor.games.mall.qt.board import board_of_scenario, board_of_state
from editor.games.mall.qt.document import SHAPES, new_document, open_document
from editor.games.mall.qt.game import MAX_TILES, open_problem
from editor.games.mall.qt.renderer import MallRenderer, ensure_gui_app
from editor.games.mall.qt.scene import MallScene
from editor.games.mall.rules import Rules

ROOT = Path(__file__).resolve().parent.parent
LIBRARY = sorted((ROOT / "library" / "mall").glob("*.mall.json"))
FULL = ROOT / "library" / "mall" / "08-full-mall.mall.json"


def load(path: Path):
    return scenario_from_dict(json.loads(path.read_text("utf-8")))


def space_image(space_: Space, style="screen-light", grey=False) -> QImage:
    """One space's symbol drawn alone, 64 pixels a side."""
    ensure_gui_app()
    renderer = MallRenderer(scenario_from_dict_lenient({}), style)
    image = QImage(64, 64, QImage.Format.Format_ARGB32)
    image.fill(QColor("#FFFFFF"))
    painter = QPainter(image)
    renderer.paint_space(painter, space_, QRectF(0, 0, 64, 64), "N")
    painter.end()
    return image.convertToFormat(QImage.Format.Format_Grayscale8) if grey else image


def hero_image(hero: str, grey=False) -> QImage:
    ensure_gui_app()
    renderer = MallRenderer(scenario_from_dict_lenient({}), "print")
    image = QImage(64, 64, QImage.Format.Format_ARGB32)
    image.fill(QColor("#FFFFFF"))
    painter = QPainter(image)
    renderer.paint_hero(painter, hero, QRectF(0, 0, 64, 64))
    painter.end()
    return image.convertToFormat(QImage.Format.Format_Grayscale8) if grey else image


def differing_pixels(a: QImage, b: QImage) -> int:
    return sum(
        1 for y in range(a.height()) for x in range(a.width()) if a.pixel(x, y) != b.pixel(x, y)
    )


@pytest.mark.parametrize("kind", ["vortex", "item", "exit", "explore"])
@pytest.mark.parametrize("grey", [False, True])
def test_each_heros_spaces_differ_in_colour_and_in_grey(kind, grey):
    """Every hero's vortex, item, exit and explore space is its own picture, also printed
    in black and white (the sign differs, not only the colour)."""
    images = {hero: space_image(Space((0, 0), kind, hero), "print", grey) for hero in HEROES}
    images["all"] = space_image(Space((0, 0), kind), "print", grey)
    names = list(images) if kind == "exit" else list(HEROES)
    for i, a in enumerate(names):
        for b in names[i + 1 :]:
            assert differing_pixels(images[a], images[b]) > 60, (kind, a, b)


def test_each_kind_of_space_is_its_own_picture():
    kinds = ["floor", "vortex", "item", "exit", "explore", "timer"]
    images = {
        k: space_image(Space((0, 0), k, None if k in ("floor", "timer") else "elf")) for k in kinds
    }
    for i, a in enumerate(kinds):
        for b in kinds[i + 1 :]:
            assert differing_pixels(images[a], images[b]) > 100, (a, b)


def test_heroes_differ_in_grey():
    images = {hero: hero_image(hero, grey=True) for hero in HEROES}
    for i, a in enumerate(HEROES):
        for b in HEROES[i + 1 :]:
            assert differing_pixels(images[a], images[b]) > 60, (a, b)


def test_a_used_timer_and_vortexes_after_the_theft_look_different():
    timer = Space((0, 0), "timer")
    vortex = Space((0, 0), "vortex", "mage")
    ensure_gui_app()
    renderer = MallRenderer(scenario_from_dict_lenient({}))

    def draw(space_, **kwargs) -> QImage:
        image = QImage(64, 64, QImage.Format.Format_ARGB32)
        image.fill(QColor("#FFFFFF"))
        painter = QPainter(image)
        renderer.paint_space(painter, space_, QRectF(0, 0, 64, 64), **kwargs)
        painter.end()
        return image

    assert differing_pixels(draw(timer), draw(timer, used=True)) > 100
    assert differing_pixels(draw(vortex), draw(vortex, off=True)) > 100


def test_every_space_of_every_tile_is_found_where_it_is_drawn():
    scenario = load(FULL)
    renderer = MallRenderer(scenario)
    board = renderer.board()
    assert {p.tile.id for p in board.pieces} == {t.id for t in scenario.tiles}
    turned = 0
    for piece in board.pieces:
        turned += piece.rotation != 0
        for y in range(4):
            for x in range(4):
                centre = renderer.cell_rect(piece.tile.id, (x, y)).center()
                assert renderer.cell_at(centre) == (piece.tile.id, (x, y))
                g = renderer.global_at(centre)
                assert g == (piece.at((x, y)) if piece.in_mall else None)
                for side in "NESW":
                    line = renderer.edge_line(piece.tile.id, (x, y), side)
                    near = line.center() + (centre - line.center()) * 0.2
                    assert renderer.edge_at(near) == (piece.tile.id, (x, y), side)
    assert turned  # the check covers turned tiles too
    assert renderer.cell_at(QPointF(-1000, -1000)) is None


def test_an_explore_space_leads_to_a_faint_place_until_the_tile_is_explored():
    scenario = scenario_from_dict(
        data(
            [
                tile("1", [space(3, 2, "explore", "elf"), space(0, 0, "item", "elf")], start=True),
                tile("2", [space(3, 3, "exit", "elf")]),
            ],
            {"elf": (3, 2)},
            deck=["2"],
        )
    )
    place = placement_from((0, 0), 0, (3, 2))
    start = board_of_scenario(scenario)
    assert start.ghosts == (place.origin,)
    assert [(p.tile.id, p.role) for p in start.pieces] == [("1", "start"), ("2", "deck")]
    assert start.passages == frozenset()
    rules = Rules(scenario)
    state = rules.initial()._replace(explored=((place.origin, place.rotation, place.space),))
    after = board_of_state(rules, state)
    assert after.ghosts == ()
    assert [(p.tile.id, p.role, p.origin) for p in after.pieces] == [
        ("1", "start", (0.0, 0.0)),
        ("2", "explored", (float(place.origin[0]), float(place.origin[1]))),
    ]
    assert frozenset((place.space, (4, 2))) in after.passages
    assert after.heroes == {"elf": (3, 2)}


def test_the_scene_shows_a_heist_state_and_goes_back(qtbot):
    scenario = load(LIBRARY[1])
    doc = open_document(scenario, None)
    scene = MallScene(doc)
    rules = Rules(scenario)
    state = rules.initial()
    hero = rules.heroes[0]
    moved = next(a for a in rules.actions(state) if a.kind in "NESW" and a.hero == hero)
    state = rules.play(state, moved)
    scene.show_state(rules, state)
    assert scene.renderer.board().heroes[hero] == moved.to
    centre = scene.renderer.global_rect(moved.to).center()
    assert f"the {hero}" in scene.place_at(centre)
    scene.show_board(None)
    assert scene.renderer.board().heroes[hero] != moved.to


def test_new_scenarios_draw(qtbot):
    for name, _ in SHAPES:
        doc = new_document(name)
        scene = MallScene(doc)
        assert scene.sceneRect().width() > 0
        image = scene.renderer.render_image(200)
        assert not image.isNull()
    with pytest.raises(ValueError):
        new_document("a hexagon")


def test_too_many_tiles_are_refused_with_a_reason():
    scenario = scenario_from_dict_lenient(
        {"tiles": [{"id": str(i)} for i in range(MAX_TILES + 1)], "start": {"tile": "0"}}
    )
    assert "too large to draw" in open_problem(scenario)
    assert open_problem(load(FULL)) is None


def run_edit(path: Path, out: Path, tmp_path: Path) -> subprocess.CompletedProcess:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", MAZEWRIGHT_DATA_DIR=str(tmp_path))
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), env.get("PYTHONPATH", "")])
    return subprocess.run(
        [sys.executable, "-m", "editor", "edit", str(path), "--screenshot", str(out)],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


@pytest.mark.parametrize("path", LIBRARY, ids=[p.name for p in LIBRARY])
def test_screenshot_of_every_library_scenario(tmp_path, path):
    out = tmp_path / "shot.png"
    done = run_edit(path, out, tmp_path)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    image = QImage(str(out))
    assert image.width() >= 1000 and image.height() >= 600


BAD = {
    "everything wrong": {
        "format": "mall/1",
        "tiles": [
            {
                "id": "1",
                "start": True,
                "spaces": [{"at": [1, 1], "type": "explore", "hero": "elf"}],
                "walls": [{"at": [7, 0], "side": "Q"}, {"at": [0, 0], "side": "N"}],
                "escalators": [{"from": [0, 0], "to": [0, 0]}, {"from": [0, 0], "to": [8, 8]}],
            },
            {"id": "1"},
            {"id": "2"},
        ],
        "start": {"tile": "1", "rotation": 7},
        "heroes": {"elf": [9, 9], "mage": [1, 1]},
        "deck": ["zz", "2", "2"],
        "placed": [
            {"tile": "2", "from": "nope", "at": [2, 0]},
            {"tile": "1", "from": "1", "at": [2, 0]},
        ],
        "timer": -3,
    },
    "nothing usable": {"format": "mall/1", "tiles": "nope", "start": 5, "heroes": [], "deck": {}},
    "no start flag, placed on placed": {
        "format": "mall/1",
        "tiles": [
            {"id": "1", "spaces": [{"at": [2, 0], "type": "explore", "hero": "elf"}]},
            {"id": "2", "spaces": [{"at": [3, 2], "type": "explore", "hero": "elf"}]},
            {"id": "3"},
        ],
        "start": {"tile": "1"},
        "heroes": {"elf": [0, 0]},
        "deck": ["3"],
        "placed": [
            {"tile": "2", "from": "1", "at": [2, 0]},
            {"tile": "3", "from": "2", "at": [3, 2]},
        ],
    },
}


@pytest.mark.parametrize("name", list(BAD))
def test_bad_files_open_without_a_traceback(tmp_path, name):
    path = tmp_path / "bad.mall.json"
    path.write_text(json.dumps(BAD[name]), encoding="utf-8")
    done = run_edit(path, tmp_path / "shot.png", tmp_path)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    assert (tmp_path / "shot.png").exists()
    # and the export draws what it can of them
    from editor.core.exporting import ExportRequest, ExportSource
    from editor.games.mall.qt.printing import export

    done = export(
        [ExportSource(scenario_from_dict_lenient(BAD[name]), path)],
        ExportRequest("pdf", str(tmp_path / "bad.pdf")),
    )
    assert (tmp_path / "bad.pdf").stat().st_size > 0, done.summary


def test_a_file_that_is_not_json_is_refused_with_its_reason(tmp_path):
    path = tmp_path / "bad.mall.json"
    path.write_text("[1, 2", encoding="utf-8")
    done = run_edit(path, tmp_path / "shot.png", tmp_path)
    assert done.returncode == 1
    assert "invalid JSON at line 1" in done.stderr and "Traceback" not in done.stderr


def test_the_studio_window_opens_a_scenario_and_makes_new_ones(qtbot):
    from guitest import open_window

    from editor.core import registry

    w = open_window(qtbot, FULL)
    scene = w.editor.scene
    assert isinstance(scene, MallScene)
    centre = scene.renderer.cell_rect("S", (1, 1)).center()
    assert w.editor.hover_text(centre).startswith("tile S, space 1,1 (mall ")
    w.new_file(registry.by_name("mall"), "start and 3 tiles", None)
    model = w.editor.model
    assert [t.id for t in model.tiles] == ["1", "2", "3", "4"] and model.deck == ["2", "3", "4"]
    assert len(w.editor.scene.renderer.board().ghosts) == 0
    w.close()


@pytest.mark.parametrize("style", ["screen-light", "screen-dark", "print"])
def test_every_style_draws_the_mall_on_its_own_background(style):
    from editor.games.mall.palette import PALETTES

    image = MallRenderer(load(FULL), style).render_image(400)
    assert QColor(image.pixel(1, 1)) == QColor(PALETTES[style].background)
    colours = {image.pixel(x, y) for y in range(0, image.height(), 3) for x in range(0, 400, 3)}
    assert len(colours) > 20  # tiles, walls, symbols, not just the background


def test_a_tile_id_with_control_characters_is_exported_as_valid_svg(tmp_path):
    from xml.etree import ElementTree

    from editor.core.exporting import ExportRequest, ExportSource
    from editor.games.mall.qt.printing import export

    scenario = scenario_from_dict(
        data(
            [
                tile("1\x01", [space(0, 0, "item", "elf")], start=True),
                tile("x/\x7f", [space(3, 3, "exit")]),
            ],
            {"elf": (1, 1)},
            deck=["x/\x7f"],
        )
    )
    out = tmp_path / "svg"
    done = export([ExportSource(scenario, None)], ExportRequest("svg", str(out)))
    assert len(done.files) == 3 + 20
    for path in done.files:
        ElementTree.parse(path)  # well-formed XML
    assert (out / "scenario-tile-x__.svg").exists()


@pytest.mark.parametrize("showing", ["solve", "play"])
def test_a_picture_of_a_mall_too_large_to_decide_ends_within_its_time_limit(
    qtbot, tmp_path, monkeypatch, showing
):
    """A 64-tile scenario (63 in the deck): the picture's solve stops at the picture's time limit (the solver
    dock shows that it stopped); unbounded, it ran for many minutes."""
    from guitest import open_window
    from mallbuild import long_deck

    import editor.games.mall.qt.screenshots as screenshots
    import editor.qt.solver_dock as solver_dock

    monkeypatch.setattr(solver_dock, "PICTURE_TIMEOUT", 1)
    monkeypatch.setattr(screenshots, "PICTURE_TIMEOUT", 1)
    path = tmp_path / "long.mall.json"
    path.write_text(json.dumps(long_deck(63)), encoding="utf-8")
    w = open_window(qtbot, path)
    panel = w.editor.solver
    w.editor.prepare_screenshot(showing)
    if showing == "solve":
        assert panel.timeout.value() == 1
        assert panel.table is not None and "its time limit" in panel.table.summary, (
            panel.table.summary
        )
        assert w.statusBar().currentMessage() == panel.table.summary
    else:
        play = w.editor.play_dock.play
        assert play is not None and play.session.history == []  # no plan found to play
