"""`mazewright export` and the Export dialog check a request before any work: bad options
are usage errors (exit 2), outputs that cannot be written and quests that `validate`
rejects are refused (exit 1) unless ``--force``; card ids cannot break file names."""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path

import pytest

from editor.cli.main import main
from editor.games.tower.fileformat import save_quest
from editor.games.tower.load import read_quest

DATA = Path(__file__).parent / "data"
LIBRARY = Path(__file__).parent.parent / "library"
SPEC = DATA / "spec_example.quest.json"
WAIT = 20_000  # ms


def invalid_quest(tmp_path: Path, name: str = "bad.quest.json") -> Path:
    """A quest `mazewright validate` rejects: a hero starts on a card that does not exist."""
    data = json.loads(SPEC.read_text(encoding="utf-8"))
    data["heroes"]["elf"]["card"] = "Z"
    path = tmp_path / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def export(*args) -> int:
    """The exit status (argparse's usage errors exit through SystemExit)."""
    try:
        return main(["export", *map(str, args), "-q"])
    except SystemExit as exc:
        return exc.code


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["-o", ""], "is empty"),
        (["--format", "png", "-o", ""], "is empty"),
        (["--format", "gif", "-o", "anim.pdf"], "saved as a .gif file"),
        (["--format", "pdf", "-o", "cards.gif"], "saved as a .pdf file"),
        (["--format", "png", "-o", "cards.pdf"], "looks like a file name"),
        (["--format", "png", "--dpi", "100000", "-o", "png"], "at most 2400"),
        (["--format", "png", "--dpi", "0", "-o", "png"], "at least 10"),
        (["--format", "png", "--dpi", "2400", "--card-mm", "200", "-o", "png"], "pixels wide"),
        (["--card-mm", "1e308", "-o", "x.pdf"], "at most 500"),
        (["--card-mm", "nan", "-o", "x.pdf"], "at least 10"),
        (["--bleed-mm", "100", "-o", "x.pdf"], "at most 20"),
        (["--coordinates", "-o", "x.pdf"], "add --solution"),
    ],
)
def test_usage_errors_exit_2_before_any_work(tmp_path, capsys, monkeypatch, args, message):
    monkeypatch.chdir(tmp_path)
    assert export(SPEC, *args) == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err
    assert list(tmp_path.iterdir()) == []  # nothing written, not even into the current folder


def test_a_too_long_output_name_is_refused_with_a_message(tmp_path, capsys):
    for args in (
        ["-o", tmp_path / ("a" * 300 + ".pdf")],
        ["--format", "png", "-o", tmp_path / ("a" * 300)],
    ):
        assert export(SPEC, *args) == 1
        err = capsys.readouterr().err
        assert "too long" in err and "Traceback" not in err
    assert list(tmp_path.iterdir()) == []


def test_a_long_but_legal_output_name_works(qapp, tmp_path):
    out = tmp_path / ("a" * 246 + ".pdf")
    assert export(SPEC, "-o", out) == 0
    assert out.read_bytes().startswith(b"%PDF-")
    assert [p.name for p in tmp_path.iterdir()] == [out.name]


def test_card_ids_cannot_break_or_escape_the_output_folder(qapp, tmp_path):
    from builders import make_card, multi_quest

    ids = ["../../up", "a/b", "tab\there\x01", "x" * 300]
    cards = [make_card(card_id, slot=(i, 0)) for i, card_id in enumerate(ids)]
    quest = multi_quest(5, [len(ids), 1], cards, {"elf": (ids[0], (0, 0))})
    long_stem = "q" * (255 - len(".quest.json"))
    path = tmp_path / f"{long_stem}.quest.json"
    save_quest(path, quest)
    out = tmp_path / "png"
    assert export(path, "--format", "png", "--dpi", "20", "-o", out, "--force") == 0
    names = sorted(p.name for p in out.iterdir())
    assert len(names) == len(ids)
    for name in names:
        assert name.endswith(".png") and len(name.encode()) <= 255
        assert "/" not in name and not any(ord(c) < 32 for c in name)
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([path.name, "png"])


def test_quests_validate_rejects_are_not_exported_unless_forced(qapp, tmp_path, capsys):
    bad = invalid_quest(tmp_path)
    out = tmp_path / "cards.pdf"
    assert export(bad, "-o", out) == 1
    err = capsys.readouterr().err
    assert "T107" in err and "card 'Z'" in err and "--force" in err
    assert not out.exists()
    assert export(bad, "-o", out, "--force") == 0
    err = capsys.readouterr().err
    assert "T107" in err and "warning" in err
    assert out.read_bytes().startswith(b"%PDF-")


def test_read_only_outputs_are_refused_unless_forced(qapp, tmp_path, capsys):
    out = tmp_path / "cards.pdf"
    out.write_bytes(b"old")
    out.chmod(0o444)
    assert export(SPEC, "-o", out) == 1
    err = capsys.readouterr().err
    assert "read-only" in err and "--force" in err
    assert out.read_bytes() == b"old"
    assert export(SPEC, "-o", out, "--force") == 0
    assert out.read_bytes().startswith(b"%PDF-")
    assert stat.S_IMODE(out.stat().st_mode) == 0o444

    folder = tmp_path / "png"
    folder.mkdir()
    card = folder / "spec_example.png"
    card.write_bytes(b"old")
    card.chmod(0o444)
    assert export(SPEC, "--format", "png", "--dpi", "20", "-o", folder) == 1
    assert "read-only" in capsys.readouterr().err
    assert card.read_bytes() == b"old"
    assert export(SPEC, "--format", "png", "--dpi", "20", "-o", folder, "--force") == 0
    assert card.read_bytes().startswith(b"\x89PNG")


def test_force_is_documented():
    from editor.cli.main import build_parser

    parser = build_parser()
    sub = parser._subparsers._group_actions[0].choices["export"]
    assert "--force" in sub.format_help()
    page = Path(__file__).parents[1] / "docs" / "commands" / "export.md"
    assert "--force" in page.read_text(encoding="utf-8")


# -- the Export dialog shares the checks ---------------------------------------------------------


@pytest.fixture
def open_dialog(qtbot):
    from editor.games.tower.qt.export_dialog import ExportDialog

    made = []

    def make(path: Path):
        d = ExportDialog(read_quest(path), str(path))
        qtbot.addWidget(d)
        made.append(d)
        return d

    yield make
    for d in made:
        d.done(0)


def test_dialog_refuses_bad_options_before_any_work(open_dialog, tmp_path):
    d = open_dialog(SPEC)
    d.set_kind("solution-gif")
    d.output.setText(str(tmp_path / "anim.pdf"))
    d.start_export()
    assert not d.is_running()
    assert "saved as a .gif file" in d.status.text()
    d.output.setText(str(tmp_path / ("a" * 300 + ".gif")))
    d.start_export()
    assert not d.is_running() and "too long" in d.status.text()
    assert list(tmp_path.iterdir()) == []


def test_dialog_asks_before_exporting_a_quest_with_errors(qtbot, open_dialog, tmp_path):
    d = open_dialog(invalid_quest(tmp_path))
    out = tmp_path / "cards.pdf"
    d.output.setText(str(out))
    asked = []
    d.ask_export_with_errors = lambda errors: asked.append(errors) or False
    d.start_export()
    assert not d.is_running() and "has errors" in d.status.text()
    assert asked and asked[0][0].code == "T107"
    assert not out.exists()
    d.ask_export_with_errors = lambda errors: True
    d.start_export()
    qtbot.waitSignal(d.exported, timeout=WAIT).wait()
    assert out.read_bytes().startswith(b"%PDF-")


def test_dialog_asks_before_overwriting_a_read_only_file(qtbot, open_dialog, tmp_path):
    d = open_dialog(SPEC)
    out = tmp_path / "cards.pdf"
    out.write_bytes(b"old")
    out.chmod(0o444)
    d.output.setText(str(out))
    d.ask_overwrite_read_only = lambda path: False
    d.start_export()
    assert not d.is_running() and "read-only" in d.status.text()
    assert out.read_bytes() == b"old"
    d.ask_overwrite_read_only = lambda path: True
    d.start_export()
    qtbot.waitSignal(d.exported, timeout=WAIT).wait()
    assert out.read_bytes().startswith(b"%PDF-")
    assert stat.S_IMODE(out.stat().st_mode) == 0o444
    assert os.listdir(tmp_path) == ["cards.pdf"]


def test_a_solution_sheet_can_number_the_board(qapp):
    """--coordinates: each diagram carries the column and row numbers the actions use."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor, QImage, QPainter

    from editor.games.tower.qt import printing

    solution = printing.make_solution(printing.QuestSource(read_quest(SPEC), SPEC), 1, 1)

    def diagram(coordinates: bool) -> QImage:
        solution.coordinates = coordinates
        image = QImage(400, 400, QImage.Format.Format_RGB32)
        image.fill(QColor("white"))
        painter = QPainter(image)
        printing.paint_diagram(painter, solution, 1, QRectF(0, 0, 400, 400))
        painter.end()
        return image

    assert diagram(False) == diagram(False)  # drawing is repeatable
    assert diagram(True) != diagram(False)


def sheet_texts(solution, tmp_path) -> tuple[list[str], int]:
    """The words and numbers the first page of a solution sheet prints (read back from
    its SVG, where each text is an element of its own), and how many diagrams it has."""
    import re

    from editor.games.tower.qt import printing
    from editor.qt.printing import write_svg

    page = printing.solution_layout("a4", len(solution.actions))[0]
    out = tmp_path / "sheet.svg"

    def paint(painter) -> None:
        printing.paint_solution_page(painter, solution, "a4", page, 1, 1)

    write_svg(out, 210, 297, "sheet", "", paint)
    return re.findall(r"<text[^>]*>([^<]*)</text>", out.read_text("utf-8")), len(page)


def test_a_solution_sheet_numbers_the_cells_its_actions_name(qapp, tmp_path):
    """The sheet the export dialog and `export --solution` print by default: every diagram
    numbers the board's columns and rows, so "to [4, 3]" can be found on it."""
    import re

    from editor.games.tower.qt import printing

    path = LIBRARY / "tower" / "tutorials" / "01-doors-and-keys.quest.json"
    solution = printing.make_solution(printing.QuestSource(read_quest(path), path), 1, 1)
    size = solution.quest.size
    labels = [str(n) for n in range(size)]

    def numbered(texts: list[str]) -> int:
        return sum(texts[i : i + size] == labels for i in range(len(texts)))

    texts, diagrams = sheet_texts(solution, tmp_path)
    assert numbered(texts) == 2 * diagrams  # the columns and the rows of every diagram
    named = re.findall(r"\[(\d+), (\d+)\]", " ".join(texts))
    assert named and all(int(x) < size and int(y) < size for x, y in named)
    solution.coordinates = False  # --no-coordinates
    assert numbered(sheet_texts(solution, tmp_path)[0]) == 0
