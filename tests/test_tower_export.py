"""Printable cards and solution sheets: the files themselves are read back and checked.

PDFs are parsed for their page tree (``/Type /Page`` objects and ``/MediaBox``);
pages are also drawn to images by the same code that draws them into the PDF,
to count the cards placed and see where the backs go. PNGs are compared with a
committed reference image; regenerate it (after a deliberate change of the
card design) with ``python tests/test_tower_export.py --regenerate`` and look at it.
"""

from __future__ import annotations

import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from builders import make_card, make_quest, multi_quest
from pdfpages import PT_PER_MM, pdf_pages

from editor.cli.main import main
from editor.core.exporting import (
    MARK_GAP,
    MARK_LENGTH,
    PAGE_MARGIN,
    ExportError,
    atomic_output,
    crop_marks,
    sheet_layout,
)
from editor.games.tower.fileformat import save_quest
from editor.games.tower.load import read_quest
from editor.games.tower.model import Edge
from editor.games.tower.qt import printing

DATA = Path(__file__).parent / "data"
SPEC = DATA / "spec_example.quest.json"
REFERENCE_PNG = DATA / "export_card_reference.png"
# -- helpers ----------------------------------------------------------------------------


def source(quest, path=None) -> printing.QuestSource:
    return printing.QuestSource(quest, Path(path) if path else None)


def simple_quest(title="Simple"):
    """3x3: the elf in the south-west corner, a shared exit north-east, one wall."""
    q = make_quest(
        size=3,
        heroes={"elf": (0, 2)},
        cells={(2, 0): "exit"},
        edges=[(1, 1, "E", "wall")],
    )
    q.title, q.difficulty, q.side = title, 2, "trial"
    return q


def corner_quest():
    """3x3 with only the L-shaped corridor (0,2) -> (2,2) -> (2,0) open; the elf at (0,2)
    and a shared exit at (2,0). Solo: one move (east 2, north 2). Four players, one
    direction each: the east player then the north player, two actions."""
    q = make_quest(
        size=3,
        heroes={"elf": (0, 2)},
        cells={(2, 0): "exit", (1, 2): "floor", (2, 1): "floor", (2, 2): "floor"},
        void_rest=True,
    )
    q.title = "Corner"
    return q


def write_adventure(folder: Path, trials: int, epic_cards: int, epic_folder=None) -> None:
    """``trials`` one-card trial quests in ``folder`` and one epic of ``epic_cards`` cards
    (in ``epic_folder``, by default the same folder)."""
    folder.mkdir(parents=True, exist_ok=True)
    epic_folder = epic_folder or folder
    epic_folder.mkdir(parents=True, exist_ok=True)
    for i in range(trials):
        save_quest(folder / f"{i + 1:02d}-trial.quest.json", simple_quest(f"Trial {i + 1}"))
    ids = "ABCDEFGH"[:epic_cards]
    cards = [
        make_card(cid, slot=(i, 0), cells={(1, 1): "exit", (2, 2): "void"})
        for i, cid in enumerate(ids)
    ]
    epic = multi_quest(3, (epic_cards, 1), cards, {"elf": ("A", (0, 0))})
    epic.title, epic.side = "The epic", "epic"
    save_quest(epic_folder / "epic.quest.json", epic)


def band_colour(image, slot, dpi) -> str:
    """The colour in the middle of the title band of the card in a layout slot."""
    k = dpi / 25.4
    x = (slot.x + slot.w * 0.5) * k
    y = (slot.y + slot.w * 0.005) * k  # just inside the top edge: band colour, no text
    return image.pixelColor(round(x), round(y)).name().upper()


# -- sheet layout (pure) ----------------------------------------------------------------


@pytest.mark.parametrize(
    "paper,bleed,cols,rows",
    [
        # A4 210 x 297 mm. Each card needs 80 mm; between cards a gutter of
        # 2 * (bleed + 1 mm gap + 3 mm mark) + 1 mm; outside the block the same overhang
        # plus a 6 mm printer margin. Width: 2*80 + 9 + 2*(4+6) = 189 <= 210 < 278.
        ("a4", 0, 2, 3),  # height: 3*80 + 2*9 + 20 = 278 <= 297
        ("letter", 0, 2, 3),  # 278 <= 279.4
        ("a4", 3, 2, 3),  # 3*80 + 2*15 + 2*(7+6) = 296 <= 297
        ("letter", 3, 2, 2),  # 296 > 279.4: only two rows
    ],
)
def test_sheet_layout_counts(paper, bleed, cols, rows):
    lay = sheet_layout(paper, 80, bleed=bleed)
    assert (lay.cols, lay.rows, lay.per_page) == (cols, rows, cols * rows)
    assert len(lay.slots) == cols * rows
    overhang = bleed + MARK_GAP + MARK_LENGTH
    for s in lay.slots:
        assert s.w == s.h == 80
        assert s.x - overhang >= PAGE_MARGIN - 1e-9 and s.y - overhang >= PAGE_MARGIN - 1e-9
        assert s.right + overhang <= lay.page_w - PAGE_MARGIN + 1e-9
        assert s.bottom + overhang <= lay.page_h - PAGE_MARGIN + 1e-9
    # centred: equal space left and right, so a mirrored back lands behind its front
    first, last = lay.slots[0], lay.slots[cols - 1]
    assert first.x == pytest.approx(lay.page_w - last.right)
    # no two cards (with their bleed) overlap, and crop marks of neighbours do not touch
    for a, b in zip(lay.slots, lay.slots[1:], strict=False):
        if a.y == b.y:
            assert b.x - a.right >= 2 * overhang


def test_sheet_layout_small_cards_and_refusal():
    lay = sheet_layout("a4", 40)
    # 40 mm cards, 9 mm gutter: 4 across (4*40+3*9 = 187 <= 190), 5 down (5*40+4*9 = 236 <= 277)
    assert (lay.cols, lay.rows) == (4, 5)
    with pytest.raises(ExportError, match="does not fit"):
        sheet_layout("a4", 250)
    with pytest.raises(ExportError):
        sheet_layout("a5", 80)


def test_mirrored_slots_swap_columns():
    lay = sheet_layout("a4", 50)  # 3 columns: 3*50 + 2*9 = 168 <= 190
    assert lay.cols == 3
    assert [lay.mirrored(i) for i in range(lay.cols)] == [2, 1, 0]
    assert lay.mirrored(lay.cols) == 2 * lay.cols - 1
    for i in range(lay.per_page):
        front, back = lay.slots[i], lay.slots[lay.mirrored(i)]
        assert back.y == front.y
        assert back.x == pytest.approx(lay.page_w - front.right)  # behind it after the flip


def test_crop_marks_sit_outside_the_bleed_on_the_trim_lines():
    lay = sheet_layout("a4", 80, bleed=2)
    trim = lay.slots[0]
    marks = crop_marks(trim, 2)
    assert len(marks) == 8
    bleed_box = trim.grown(2)
    for (x1, y1), (x2, y2) in marks:
        assert x1 == x2 or y1 == y2
        length = abs(x2 - x1) + abs(y2 - y1)
        assert length == pytest.approx(MARK_LENGTH)
        for x, y in ((x1, y1), (x2, y2)):
            outside = not (bleed_box.x < x < bleed_box.right and bleed_box.y < y < bleed_box.bottom)
            on_edge = x in (bleed_box.x, bleed_box.right) or y in (bleed_box.y, bleed_box.bottom)
            assert outside and not on_edge
        # on the extension of a trim line
        vertical = x1 == x2 and x1 in (trim.x, trim.right)
        horizontal = y1 == y2 and y1 in (trim.y, trim.bottom)
        assert vertical or horizontal


# -- which cards, which backs --------------------------------------------------------------


def test_adventure_folder_gives_backs(tmp_path):
    write_adventure(tmp_path / "adv", trials=3, epic_cards=3)
    paths = sorted((tmp_path / "adv").glob("*.quest.json"))
    sources = [source(read_quest(p), p) for p in reversed(paths)]  # order must not matter
    cards = printing.collect_cards(sources)
    assert [c.front.title for c in cards] == ["Trial 1", "Trial 2", "Trial 3"]
    assert [c.back.card_id for c in cards] == ["A", "B", "C"]
    assert all(c.back.title == "The epic" for c in cards)


def test_no_adventure_when_counts_differ(tmp_path):
    write_adventure(tmp_path / "adv", trials=2, epic_cards=3)
    paths = sorted((tmp_path / "adv").glob("*.quest.json"))
    cards = printing.collect_cards([source(read_quest(p), p) for p in paths])
    # 2 trials + the epic's 3 cards, each a card of its own, no backs
    assert len(cards) == 5 and all(c.back is None for c in cards)
    assert sorted(c.front.card_id for c in cards if not c.front.single) == ["A", "B", "C"]


def test_other_quests_in_an_adventure_folder_keep_their_own_cards(tmp_path):
    write_adventure(tmp_path / "adv", trials=2, epic_cards=2)
    tutorial = simple_quest("Extra")
    tutorial.side = "tutorial"
    save_quest(tmp_path / "adv" / "00-extra.quest.json", tutorial)
    paths = sorted((tmp_path / "adv").glob("*.quest.json"))
    cards = printing.collect_cards([source(read_quest(p), p) for p in paths])
    assert [(c.front.title, c.back and c.back.card_id) for c in cards] == [
        ("Extra", None),
        ("Trial 1", "A"),
        ("Trial 2", "B"),
    ]


def test_adventure_given_together_from_two_folders(tmp_path):
    write_adventure(tmp_path / "adv", trials=2, epic_cards=2, epic_folder=tmp_path / "epics")
    trials = sorted((tmp_path / "adv").glob("*.quest.json"))
    epic = tmp_path / "epics" / "epic.quest.json"
    # in the order given: the second trial first
    given = [source(read_quest(p), p) for p in (trials[1], epic, trials[0])]
    cards = printing.collect_cards(given)
    assert [(c.front.title, c.back.card_id) for c in cards] == [("Trial 2", "A"), ("Trial 1", "B")]
    # without the epic there is no back
    alone = printing.collect_cards([source(read_quest(p), p) for p in trials])
    assert [c.back for c in alone] == [None, None]


def test_plan_pages_puts_backs_behind_fronts(tmp_path):
    write_adventure(tmp_path / "adv", trials=3, epic_cards=3)
    paths = sorted((tmp_path / "adv").glob("*.quest.json"))
    cards = printing.collect_cards([source(read_quest(p), p) for p in paths])
    lay = sheet_layout("a4", 80)  # 2 x 3
    pages = printing.plan_pages(cards, lay)
    assert [p.kind for p in pages] == ["front", "back"]
    front, back = pages
    assert [f.title if f else None for f in front.faces] == [
        "Trial 1",
        "Trial 2",
        "Trial 3",
        None,
        None,
        None,
    ]
    # row 0: columns swap; row 1: Trial 3 sat in column 0, its back goes to column 1
    assert [f.card_id if f else None for f in back.faces] == ["B", "A", None, "C", None, None]


# -- PDF -----------------------------------------------------------------------------------


def test_cards_pdf_pages_and_sizes(qapp, tmp_path):
    quest = read_quest(SPEC)
    cards = printing.collect_cards([source(quest, SPEC)] * 7)
    out = tmp_path / "cards.pdf"
    pages = printing.write_cards_pdf(cards, out, paper="a4")
    # 6 cards on a sheet: 7 cards take 2 pages, no backs
    assert [p.count for p in pages] == [6, 1]
    sizes = pdf_pages(out)
    assert len(sizes) == 2
    for w, h in sizes:
        assert w == pytest.approx(210 * PT_PER_MM, abs=0.5)
        assert h == pytest.approx(297 * PT_PER_MM, abs=0.5)
    raw = out.read_bytes()
    assert b"/FontFile2" in raw  # the fonts' programs are embedded
    assert b"/Subtype /Image" not in raw  # vector: no bitmaps

    letter = tmp_path / "letter.pdf"
    printing.write_cards_pdf(cards[:1], letter, paper="letter")
    assert pdf_pages(letter) == [pytest.approx((612, 792), abs=0.5)]


def test_cards_are_drawn_in_their_slots(qapp):
    quest = read_quest(SPEC)
    cards = printing.collect_cards([source(quest, SPEC)] * 4)
    lay = sheet_layout("a4", 80)
    (page,) = printing.plan_pages(cards, lay)
    image = printing.render_sheet_page(lay, page, dpi=40)
    blue = printing.SIDE_COLOURS["trial"].upper()
    colours = [band_colour(image, s, 40) for s in lay.slots]
    assert colours == [blue] * 4 + ["#FFFFFF"] * 2


def test_adventure_pdf_has_a_mirrored_back_page(qapp, tmp_path):
    write_adventure(tmp_path / "adv", trials=3, epic_cards=3)
    out = tmp_path / "adv.pdf"
    assert main(["export", str(tmp_path / "adv"), "-o", str(out), "-q"]) == 0
    assert len(pdf_pages(out)) == 2
    paths = sorted((tmp_path / "adv").glob("*.quest.json"))
    cards = printing.collect_cards([source(read_quest(p), p) for p in paths])
    lay = sheet_layout("a4", 80)
    back = printing.plan_pages(cards, lay)[1]
    image = printing.render_sheet_page(lay, back, dpi=40)
    purple = printing.SIDE_COLOURS["epic"].upper()
    colours = [band_colour(image, s, 40) for s in lay.slots]
    assert colours == [purple, purple, "#FFFFFF", purple, "#FFFFFF", "#FFFFFF"]


def test_failed_export_leaves_nothing(qapp, tmp_path):
    quest = read_quest(SPEC)
    cards = printing.collect_cards([source(quest, SPEC)] * 13)  # 3 pages
    out = tmp_path / "cards.pdf"
    out.write_text("the old file")
    calls = []

    def cancel():
        calls.append(1)
        return len(calls) > 1  # stop while the second page is being written

    with pytest.raises(ExportError, match="cancelled"):
        printing.write_cards_pdf(cards, out, cancel=cancel)
    assert out.read_text() == "the old file"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["cards.pdf"]


def test_qt_calls_do_not_leak_references_to_none(qapp):
    """PySide6 6.12.0 on Python 3.11 took a reference from None at every void Qt call and
    aborted long exports; pyproject keeps it out. This fails if such a build comes back."""
    from PySide6.QtCore import QObject

    o = QObject()
    before = sys.getrefcount(None)
    for _ in range(5_000):
        o.setObjectName("x")
    assert abs(sys.getrefcount(None) - before) < 100


def test_atomic_output_refuses_bad_targets(tmp_path):
    with (
        pytest.raises(ExportError, match="does not exist"),
        atomic_output(tmp_path / "no" / "x.pdf"),
    ):
        pass
    with pytest.raises(ExportError, match="is a folder"), atomic_output(tmp_path):
        pass


# -- PNG and SVG ---------------------------------------------------------------------------


def ink_fraction(image) -> float:
    """Share of pixels that are not white (sampled on a grid)."""
    step = max(1, image.width() // 60)
    total = ink = 0
    for y in range(0, image.height(), step):
        for x in range(0, image.width(), step):
            total += 1
            ink += image.pixelColor(x, y).name() != "#ffffff"
    return ink / total


def test_png_size_and_content(qapp, tmp_path):
    from PySide6.QtGui import QImage

    quest = read_quest(SPEC)
    files = printing.write_card_images(
        printing.faces(source(quest, SPEC)), tmp_path / "png", fmt="png", dpi=300
    )
    assert [f.name for f in files] == ["spec_example.png"]
    image = QImage(str(files[0]))
    # 80 mm at 300 dpi: 80 / 25.4 * 300 = 944.9 -> 945 pixels
    assert (image.width(), image.height()) == (945, 945)
    assert round(image.dotsPerMeterX() * 0.0254) == 300
    assert 0.2 < ink_fraction(image) < 0.9

    # with 3 mm bleed at 100 dpi: 86 mm -> 338.6 -> 339 pixels
    files = printing.write_card_images(
        printing.faces(source(quest, SPEC)), tmp_path / "b", fmt="png", dpi=100, bleed_mm=3
    )
    image = QImage(str(files[0]))
    assert image.width() == image.height() == 339


def test_same_names_from_two_folders_do_not_overwrite(qapp, tmp_path):
    for folder in ("a", "b"):
        (tmp_path / folder).mkdir()
        save_quest(tmp_path / folder / "same.quest.json", simple_quest(folder))
    out = tmp_path / "png"
    assert main(["export", str(tmp_path / "a"), str(tmp_path / "b"), "--format", "png",
                 "--dpi", "30", "-o", str(out), "-q"]) == 0  # fmt: skip
    assert sorted(p.name for p in out.iterdir()) == ["same-2.png", "same.png"]


def reference_face():
    return printing.faces(source(simple_quest(), "simple.quest.json"))[0]


def test_png_matches_reference_image(qapp):
    from PySide6.QtGui import QImage

    image = printing.face_image(reference_face(), card_mm=30, dpi=100)
    ref = QImage(str(REFERENCE_PNG))
    assert not ref.isNull(), "missing reference: run python tests/test_tower_export.py --regenerate"
    assert (image.width(), image.height()) == (ref.width(), ref.height())
    image = image.convertToFormat(QImage.Format.Format_RGB32)
    ref = ref.convertToFormat(QImage.Format.Format_RGB32)
    total = far = 0
    for y in range(ref.height()):
        for x in range(ref.width()):
            a, b = image.pixelColor(x, y), ref.pixelColor(x, y)
            d = max(abs(a.red() - b.red()), abs(a.green() - b.green()), abs(a.blue() - b.blue()))
            total += d
            far += d > 64
    n = ref.width() * ref.height()
    # anti-aliasing and font hinting may move a few edge pixels, nothing more
    assert total / n < 3.0
    assert far / n < 0.01


def test_reference_differs_from_another_quest(qapp):
    """The comparison above can fail: a quest with its wall elsewhere is far from the reference."""
    from PySide6.QtGui import QImage

    q = simple_quest()
    q.cards[0].set_edge(1, 1, "E", None)
    q.cards[0].set_edge(0, 1, "N", Edge("wall"))
    q.heroes.clear()
    other = printing.face_image(printing.faces(source(q, "simple.quest.json"))[0], 30, dpi=100)
    ref = QImage(str(REFERENCE_PNG)).convertToFormat(QImage.Format.Format_RGB32)
    other = other.convertToFormat(QImage.Format.Format_RGB32)
    far = sum(
        max(
            abs(other.pixelColor(x, y).red() - ref.pixelColor(x, y).red()),
            abs(other.pixelColor(x, y).blue() - ref.pixelColor(x, y).blue()),
        )
        > 64
        for y in range(ref.height())
        for x in range(ref.width())
    )
    assert far / (ref.width() * ref.height()) > 0.01


def test_svg_per_card(qapp, tmp_path):
    write_adventure(tmp_path / "adv", trials=2, epic_cards=2)
    out = tmp_path / "svg"
    code = main(
        ["export", str(tmp_path / "adv"), "--format", "svg", "-o", str(out), "--card-mm", "63"]
    )
    assert code == 0
    names = sorted(p.name for p in out.iterdir())
    assert names == ["01-trial.svg", "02-trial.svg", "epic-A.svg", "epic-B.svg"]
    ns = {"s": "http://www.w3.org/2000/svg"}
    for name in names:
        root = ET.parse(out / name).getroot()
        assert root.tag == "{http://www.w3.org/2000/svg}svg"
        assert root.get("width") == "63mm" and root.get("height") == "63mm"
        texts = "".join("".join(t.itertext()) for t in root.iterfind(".//s:text", ns))
        if name.startswith("epic"):
            assert "The epic" in texts and "card" in texts
            # the void cell's hatching is drawn as shapes cut to its cell, not as lines under
            # a clip path, which some viewers ignore
            assert not root.findall(".//s:clipPath", ns)
        else:
            assert "Trial" in texts and "★★☆☆" in texts  # difficulty 2 of 4
        # the 3 x 3 grid: 2 inner lines each way, drawn as vectors
        assert len(root.findall(".//s:polyline", ns)) >= 4
        assert len(root.findall(".//s:rect", ns)) >= 2  # the coloured frame and the white inside
        assert not root.findall(".//s:image", ns)  # no bitmaps


# -- solutions -----------------------------------------------------------------------------


def test_solution_gif_one_frame_per_action(qapp, tmp_path):
    from PIL import Image

    path = tmp_path / "corner.quest.json"
    save_quest(path, corner_quest())
    out = tmp_path / "corner.gif"
    code = main(["export", str(path), "-o", str(out), "--players", "4", "-q"])
    assert code == 0
    with Image.open(out) as gif:
        # 2 actions (see corner_quest) + the finished board
        assert gif.n_frames == 3
        assert gif.info.get("loop") == 0


def test_solution_pdf(qapp, tmp_path):
    path = tmp_path / "corner.quest.json"
    save_quest(path, corner_quest())
    sol = printing.make_solution(source(read_quest(path), path), players=4, deal=1)
    assert [type(a).__name__ for a in sol.actions] == ["Move", "Move"]
    assert sol.actions[0].path[-1] == (2, 2) and sol.actions[0].player == 1  # east hand
    assert printing.caption(sol, 3).startswith("Done")
    out = tmp_path / "sol.pdf"
    code = main(["export", str(path), "--solution", "-o", str(out), "--paper", "letter", "-q"])
    assert code == 0
    assert pdf_pages(out) == [pytest.approx((612, 792), abs=0.5)]


def test_solution_layout_numbers_every_action():
    pages = printing.solution_layout("a4", 10, board_aspect=1.0)
    # 3 across; a diagram is 56.7 mm + 15 mm caption; 3 rows fit under the header
    assert [len(p) for p in pages] == [9, 1]
    assert [s.index for p in pages for s in p] == list(range(1, 11))
    for page in pages:
        for s in page:
            assert s.board.bottom() < s.caption.top()
            assert s.caption.bottom() <= 297 * printing.U


def test_solution_errors(qapp, tmp_path):
    with pytest.raises(ExportError, match="deal is 1 to 3"):
        printing.make_solution(source(corner_quest()), players=2, deal=4)
    stuck = make_quest(size=3, heroes={"elf": (0, 0)}, cells={(2, 2): "exit"})
    stuck.cards[0].set_edge(0, 0, "E", Edge("wall"))
    stuck.cards[0].set_edge(0, 0, "S", Edge("wall"))
    with pytest.raises(ExportError, match="cannot be completed"):
        printing.make_solution(source(stuck))


# -- command line --------------------------------------------------------------------------


def test_cli_errors_write_nothing(qapp, tmp_path, capsys):
    bad = tmp_path / "bad.quest.json"
    bad.write_text('{"format": "tower-quest/1", "size": 2}')
    save_quest(tmp_path / "ok.quest.json", simple_quest())
    out = tmp_path / "out.pdf"
    assert main(["export", str(bad), "-o", str(out)]) == 1
    err = capsys.readouterr().err
    assert "bad.quest.json" in err and "nothing was exported" in err
    assert not out.exists()

    assert main(["export", str(SPEC), "-o", str(tmp_path / "missing" / "x.pdf")]) == 1
    assert "does not exist" in capsys.readouterr().err
    assert main(["export", str(SPEC), "-o", str(tmp_path)]) == 2  # no format from a folder name
    assert main(["export", str(SPEC), "--format", "pdf", "-o", str(tmp_path)]) == 2
    assert "is a folder" in capsys.readouterr().err
    gif = str(tmp_path / "x.gif")
    assert main(["export", str(SPEC), str(bad.with_name("ok.quest.json")), "-o", gif]) == 1
    assert "one quest" in capsys.readouterr().err
    assert main(["export", str(SPEC), "--solution", "--format", "png", "-o", "x"]) == 2
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bad.quest.json", "ok.quest.json"]


def test_cli_many_files_one_pdf_with_progress(qapp, tmp_path, capsys):
    files = []
    for i in range(7):
        p = tmp_path / "q" / f"{i}.quest.json"
        p.parent.mkdir(exist_ok=True)
        save_quest(p, simple_quest(f"Q{i}"))
        files.append(p)
    out = tmp_path / "all.pdf"
    assert main(["export", str(tmp_path / "q"), "-o", str(out), "--card-mm", "60"]) == 0
    captured = capsys.readouterr()
    # 60 mm cards on A4: 2 across (3*60 + 2*9 = 198 > 190), 4 down (4*60 + 3*9 = 267 <= 277)
    assert "7 cards on 1 page" in captured.out
    assert len(pdf_pages(out)) == 1
    out2 = tmp_path / "all2.pdf"
    assert main(["export", *map(str, files), "-o", str(out2), "--card-mm", "90"]) == 0
    captured = capsys.readouterr()
    # 90 mm: 2 x 2 = 4 a page, so 2 pages, and progress says so on stderr
    assert len(pdf_pages(out2)) == 2
    assert "export: 1/2 page 1 of 2" in captured.err


if __name__ == "__main__" and "--regenerate" in sys.argv:
    from editor.games.tower.qt.renderer import ensure_gui_app

    ensure_gui_app()
    printing.face_image(reference_face(), card_mm=30, dpi=100).save(str(REFERENCE_PNG))
    print("wrote", REFERENCE_PNG)
