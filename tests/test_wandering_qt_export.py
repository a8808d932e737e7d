"""`mazewright export` of Wandering Towers set-ups: one set-up card each, as a PDF (read back
for its pages and text), SVG files (parsed) and PNG files (their size); what does not apply
to a set-up is a usage error."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from pdfpages import PT_PER_MM, pdf_pages

from editor.cli.main import main
from editor.core.exporting import PAPERS
from editor.games.wandering.fileformat import loads
from editor.games.wandering.qt.printing import SETUP_ASPECT, card_blocks, card_width
from editor.qt.printing import pixels

ROOT = Path(__file__).resolve().parents[1]
LIBRARY = ROOT / "library" / "wandering"
GUST = LIBRARY / "07-one-web-and-a-gust.setup.json"
ALL = LIBRARY / "06-all-modules.setup.json"


def test_pdf_has_one_page_per_set_up(tmp_path, capsys):
    out = tmp_path / "setups.pdf"
    assert main(["export", str(LIBRARY), "-o", str(out), "-q"]) == 0
    files = sorted(LIBRARY.glob("*.setup.json"))
    pages = pdf_pages(out)
    assert len(pages) == len(files) >= 5
    w, h = PAPERS["a4"]
    for pw, ph in pages:
        assert pw == pytest.approx(w * PT_PER_MM, abs=1) and ph == pytest.approx(
            h * PT_PER_MM, abs=1
        )
    assert b"/FontFile2" in out.read_bytes()
    assert f"{len(files)} set-up cards" in capsys.readouterr().out


def test_svg_card_says_the_spells_and_their_effects(tmp_path):
    out = tmp_path / "svg"
    assert main(["export", str(GUST), "--format", "svg", "-o", str(out), "-q"]) == 0
    files = sorted(out.iterdir())
    assert [f.name for f in files] == ["07-one-web-and-a-gust-setup.svg"]
    text = ET.tostring(ET.parse(files[0]).getroot(), encoding="unicode")
    assert "One web and a gust" in text
    assert "Move any one tower 6 spaces forward." in text  # move-tower-6's effect
    assert "1 Hag" in text and "4 Magic tower" in text  # the order of effects


def test_png_card_has_its_size(tmp_path):
    out = tmp_path / "png"
    args = ["export", str(ALL), "--format", "png", "-o", str(out), "--dpi", "100", "-q"]
    assert main(args) == 0
    from PySide6.QtGui import QImage

    image = QImage(str(out / "06-all-modules-setup.png"))
    w = card_width("a4", 80.0, 0.0)
    assert (image.width(), image.height()) == (pixels(w, 100), pixels(w * SETUP_ASPECT, 100))


def test_the_card_text(tmp_path):
    blocks = card_blocks(loads(ALL.read_text(encoding="utf-8")))
    lines = [text for _, text in blocks]
    assert "Fountains: A on space 5, B on space 14; webs on A." in lines
    assert (
        "Towers on spaces 1, 2, 3, 4, 6, 7, 8, 9, 10; the magic tower on 11; "
        "the hag and the raven on 12." in lines
    )
    assert any(t.startswith("Drawn at the table: shuffle the 10 viable spells") for t in lines)
    heads = [text for kind, text in blocks if kind == "head"]
    assert heads == ["Modules", "Start", "Magic spells", "Order of effects where a figure lands"]


@pytest.mark.parametrize(
    "extra", [["--format", "gif"], ["--solution"], ["--format", "png", "--dpi", "2400"]]
)
def test_what_a_set_up_cannot_be_exported_as_is_a_usage_error(tmp_path, capsys, extra):
    out = tmp_path / ("x.gif" if "gif" in extra else "x")
    assert main(["export", str(GUST), "-o", str(out), *extra]) == 2
    assert "error" in capsys.readouterr().err
    assert not out.exists()


def test_a_broken_set_up_is_refused_with_its_reason(tmp_path, capsys):
    bad = tmp_path / "bad.setup.json"
    data = json.loads(GUST.read_text(encoding="utf-8"))
    data["players"] = 9
    bad.write_text(json.dumps(data), encoding="utf-8")
    assert main(["export", str(bad), "-o", str(tmp_path / "bad.pdf")]) == 1
    assert "bad.setup.json" in capsys.readouterr().err
