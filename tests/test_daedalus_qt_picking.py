"""Picking on the maze's scene: fields, wall slots of either kind, walls, at any phase."""

import pytest
from PySide6.QtCore import QPointF

from editor.games.daedalus.model import CHAMBER, Maze
from editor.games.daedalus.qt.document import MazeDocument
from editor.games.daedalus.qt.scene import MazeScene


def scene_of(maze: Maze) -> MazeScene:
    return MazeScene(MazeDocument(maze))


def mid(line) -> QPointF:
    p = line.interpolate(0.5, normalized=True)
    return QPointF(p.x, p.y)


@pytest.mark.parametrize(("rings", "sectors"), [(6, 24), (3, 8), (10, 48)])
def test_every_field_centre_picks_its_field_and_the_middle_the_chamber(qapp, rings, sectors):
    scene = scene_of(Maze(rings=rings, sectors=sectors))
    r = scene.renderer
    for field in scene.doc.model.fields():
        assert scene.place_under(r.centre(field)) == field
    assert scene.place_under(QPointF(0, 0)) == CHAMBER
    assert scene.place_under(QPointF(r.radius * 2, 0)) is None


def test_a_point_on_a_slot_picks_it_by_kind(qapp):
    scene = scene_of(Maze())
    board = scene.renderer.board
    for phase in (0, 5, 23):
        scene.set_phase(phase)
        for ring, sector in [(0, 0), (3, 11), (5, 23)]:
            at = mid(board.radial_segment(ring, sector))
            assert scene.slot_under(at, "radial") == ("radial", ring, sector)
            assert scene.slot_under(at) == ("radial", ring, sector)
        for boundary, film in [(0, 0), (3, 7), (6, 23)]:
            at = mid(board.arc_segment(boundary, film, phase))
            # the film sector, not the board sector it lies over at this phase
            assert scene.slot_under(at, "arc") == ("arc", boundary, film)
            assert scene.slot_under(at) == ("arc", boundary, film)


def test_a_kind_picks_its_own_slot_even_nearer_the_other_kind(qapp):
    scene = scene_of(Maze())
    board = scene.renderer.board
    line = board.radial_segment(2, 4)  # from boundary 2 to boundary 3
    end = line.coords[0]  # on boundary 2, where radial and arc slots meet
    near = QPointF(end[0] * 0.999, end[1] * 0.999)
    assert scene.slot_under(near, "radial") == ("radial", 2, 4)
    assert scene.slot_under(near, "arc")[:2] == ("arc", 2)


def test_nothing_is_picked_far_from_every_slot(qapp):
    scene = scene_of(Maze())
    far = QPointF(scene.renderer.radius * 3, 0)
    assert scene.slot_under(far, "radial") is None and scene.slot_under(far) is None


def test_the_wall_under_the_pointer_follows_the_film(qapp):
    scene = scene_of(Maze(arcs={(2, 0)}, radial={(1, 1)}))
    board = scene.renderer.board
    over_sector_0 = mid(board.arc_segment(2, 0, 0))
    assert scene.wall_under(over_sector_0) == ("arc", 2, 0)
    scene.set_phase(6)
    assert scene.wall_under(over_sector_0) is None
    assert scene.wall_under(mid(board.arc_segment(2, 0, 6))) == ("arc", 2, 0)
    assert scene.wall_under(mid(board.radial_segment(1, 1))) == ("radial", 1, 1)


def test_the_status_words_name_the_field_its_trip_and_the_phase(qapp):
    scene = scene_of(Maze())
    words = scene.place_at(scene.renderer.centre((0, 5)))
    assert words.startswith("ring 0, sector 5, trip 13 rounds") and "phase 0" in words
    assert scene.place_at(QPointF(scene.renderer.radius * 3, 0)) == ""
