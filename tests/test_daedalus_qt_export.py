"""Printing a maze: the board and the film as separate pages at one scale (PDF, SVG, PNG),
and the renderer's two layers."""

from pathlib import Path

import pytest
from pdfpages import PT_PER_MM, pdf_pages
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from editor.cli.main import main
from editor.games.daedalus.model import Maze
from editor.games.daedalus.qt.renderer import PALETTES, MazeRenderer

ROOT = Path(__file__).resolve().parent.parent
LIBRARY = ROOT / "library" / "daedalus"
DEATH_ROW = LIBRARY / "03-death-row.daedalus.json"
SMALL = LIBRARY / "04-small-wheel.daedalus.json"


@pytest.mark.parametrize(("paper", "size"), [("a4", (210, 297)), ("letter", (215.9, 279.4))])
def test_pdf_has_a_board_page_and_a_film_page_per_maze(tmp_path, capsys, paper, size):
    out = tmp_path / "mazes.pdf"
    args = ["export", str(DEATH_ROW), str(SMALL), "-o", str(out), "--paper", paper]
    assert main([*args, "--card-mm", "150", "-q"]) == 0
    pages = pdf_pages(out)
    assert len(pages) == 4
    for w, h in pages:
        assert w == pytest.approx(size[0] * PT_PER_MM, abs=1)
        assert h == pytest.approx(size[1] * PT_PER_MM, abs=1)
    assert "on 4 pages" in capsys.readouterr().out


def ink_box(image: QImage) -> tuple[int, int, int, int]:
    """(left, top, right, bottom) of the pixels that are not white."""
    xs, ys = [], []
    for y in range(0, image.height()):
        for x in range(0, image.width()):
            if QColor(image.pixel(x, y)).lightness() < 200:
                xs.append(x)
                ys.append(y)
    return min(xs), min(ys), max(xs), max(ys)


def test_board_and_film_images_share_the_diameter_and_centre(tmp_path):
    out = tmp_path / "png"
    assert (
        main(
            [
                "export",
                str(SMALL),
                "-o",
                str(out),
                "--format",
                "png",
                "--card-mm",
                "60",
                "--dpi",
                "100",
                "-q",
            ]
        )
        == 0
    )
    board = QImage(str(out / "04-small-wheel-board.png"))
    film = QImage(str(out / "04-small-wheel-film.png"))
    side = round((60 + 8) / 25.4 * 100)
    assert (board.width(), board.height()) == (side, side) == (film.width(), film.height())
    bl, bt, br, bb = ink_box(board)
    fl, ft, fr, fb = ink_box(film)
    diameter = 60 / 25.4 * 100
    # the board's rim circle and the film's cut line are the same circle
    assert br - bl == pytest.approx(diameter, abs=3) and fr - fl == pytest.approx(diameter, abs=3)
    assert abs((bl + br) - (fl + fr)) <= 2 and abs((bt + bb) - (ft + fb)) <= 4


def test_svg_writes_the_board_and_the_film(tmp_path):
    out = tmp_path / "svg"
    assert main(["export", str(DEATH_ROW), "-o", str(out), "--format", "svg", "-q"]) == 0
    names = sorted(p.name for p in out.iterdir())
    assert names == ["03-death-row-board.svg", "03-death-row-film.svg"]
    text = (out / "03-death-row-film.svg").read_text(encoding="utf-8")
    assert 'width="206mm"' in text and "Death row" in text  # 198 mm across, 4 mm round it


@pytest.mark.parametrize(
    ("extra", "words"),
    [
        (["--card-mm", "250"], "at most 198"),
        (["--solution"], "no solution sheet"),
    ],
)
def test_what_a_maze_cannot_print_is_a_usage_error(tmp_path, capsys, extra, words):
    out = tmp_path / "x.pdf"
    assert main(["export", str(DEATH_ROW), "-o", str(out), *extra]) == 2
    assert words in capsys.readouterr().err and not out.exists()


def paint(maze: Maze, phase: int, layer: str) -> tuple[QImage, MazeRenderer]:
    r = MazeRenderer(maze, "screen", radius=200)
    image = QImage(440, 440, QImage.Format.Format_ARGB32)
    image.fill(QColor("#FFFFFF"))
    p = QPainter(image)
    p.translate(220, 220)
    if layer in ("board", "both"):
        r.paint_board(p, sector_numbers=None)
    if layer in ("film", "both"):
        r.paint_film(p, phase, tint=False)
    p.end()
    return image, r


def colour_at(image: QImage, r: MazeRenderer, line) -> QColor:
    mid = line.interpolate(0.5, normalized=True)
    return QColor(image.pixel(round(mid.x + 220), round(mid.y + 220)))


def test_the_film_turns_its_arcs_and_the_board_keeps_its_radial_walls(qapp):
    maze = Maze(radial={(2, 10)}, arcs={(3, 0)})
    arc, radial = QColor(PALETTES["screen"].arc), QColor(PALETTES["screen"].radial)
    for phase in (0, 6):
        image, r = paint(maze, phase, "both")
        board = r.board
        assert colour_at(image, r, board.arc_segment(3, 0, phase)) == arc
        assert colour_at(image, r, board.radial_segment(2, 10)) == radial
    image, r = paint(maze, 6, "both")
    assert colour_at(image, r, r.board.arc_segment(3, 0, 0)) != arc  # the arc has moved on
    film_only, r = paint(maze, 0, "film")
    assert colour_at(film_only, r, r.board.radial_segment(2, 10)) == QColor("#FFFFFF")
    board_only, r = paint(maze, 0, "board")
    assert colour_at(board_only, r, r.board.arc_segment(3, 0, 0)) != arc


def test_every_library_maze_draws_in_both_styles(qapp):
    from editor.core.validate import load_file

    for path in sorted(LIBRARY.glob("*.daedalus.json")):
        maze = load_file(path, str(path)).model
        for style in ("screen", "print"):
            r = MazeRenderer(maze, style, radius=100)
            image = QImage(220, 220, QImage.Format.Format_ARGB32)
            image.fill(QColor("#FFFFFF"))
            p = QPainter(image)
            p.translate(110, 110)
            r.paint(p, maze.phase)
            p.end()
            assert not image.isNull() and r.image_rect().contains(QRectF(-100, -100, 200, 200))


def test_the_scene_redraws_its_kept_layers_after_an_edit_and_a_turn(qapp):
    from editor.games.daedalus.qt.document import MazeDocument
    from editor.games.daedalus.qt.scene import MazeScene

    scene = MazeScene(MazeDocument(Maze()))
    image = QImage(900, 900, QImage.Format.Format_ARGB32_Premultiplied)
    area = scene.sceneRect()
    k = 900 / area.width()

    def shot() -> QImage:
        p = QPainter(image)
        scene.render(p, QRectF(0, 0, 900, 900), area)
        p.end()
        return image

    def colour(line) -> QColor:
        mid = line.interpolate(0.5, normalized=True)
        return QColor(image.pixel(round((mid.x - area.x()) * k), round((mid.y - area.y()) * k)))

    def near(a: QColor, b: QColor) -> bool:  # the film's faint tint lies over the board
        return all(abs(x - y) < 40 for x, y in zip(a.getRgb()[:3], b.getRgb()[:3], strict=True))

    board = scene.renderer.board
    radial, arc = QColor(PALETTES["screen"].radial), QColor(PALETTES["screen"].arc)
    shot()
    assert not near(colour(board.radial_segment(2, 3)), radial)
    scene.doc.paint_walls([("radial", 2, 3), ("arc", 4, 8)])
    shot()
    assert near(colour(board.radial_segment(2, 3)), radial)
    assert near(colour(board.arc_segment(4, 8, 0)), arc)
    scene.set_phase(5)
    shot()
    assert not near(colour(board.arc_segment(4, 8, 0)), arc)
    assert near(colour(board.arc_segment(4, 8, 5)), arc)


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_by_default_a_maze_prints_as_large_as_the_paper_holds(tmp_path, paper):
    """Without --card-mm the board is the largest that fits the page (a great wheel's
    fields were about 1 mm at the 80 mm of a card)."""
    from editor.games.daedalus.qt.printing import largest_diameter

    out = tmp_path / "png"
    args = ["export", str(SMALL), "-o", str(out), "--format", "png", "--dpi", "40"]
    assert main([*args, "--paper", paper, "-q"]) == 0
    left, _, right, _ = ink_box(QImage(str(out / "04-small-wheel-board.png")))
    assert right - left == pytest.approx(largest_diameter(paper) / 25.4 * 40, abs=3)


def test_the_export_dialog_fits_the_board_to_the_paper_and_says_what_it_prints(qtbot):
    """The studio's export dialog starts at the board that fits the paper, follows the
    paper while the size is left alone, and promises no crop marks (the discs have cut lines)."""
    from editor.core import registry
    from editor.games.daedalus.fileformat import loads
    from editor.games.daedalus.qt.printing import largest_diameter
    from editor.gui.export_dialog import ExportDialog

    dialog = ExportDialog(registry.by_name("daedalus"), loads(SMALL.read_text("utf-8")), str(SMALL))
    qtbot.addWidget(dialog)
    assert dialog.card_mm.value() == pytest.approx(largest_diameter("a4"), abs=0.05)
    assert "crop marks" not in dialog.format.itemText(dialog.format.findData("pdf"))
    dialog.paper.setCurrentIndex(dialog.paper.findData("letter"))
    assert dialog.card_mm.value() == pytest.approx(largest_diameter("letter"), abs=0.05)
    dialog.card_mm.setValue(150)
    dialog.paper.setCurrentIndex(dialog.paper.findData("a4"))
    assert dialog.card_mm.value() == 150
