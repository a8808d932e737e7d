"""Control characters from a file never reach the terminal or an SVG raw.

A title, a card id or a file name may hold a bell, an ANSI escape sequence, a NUL,
a newline or a right-to-left override. Every line printed from a file goes
through `editor.core.safetext.printable`, which spells them out (``\\x1b``); SVG cards
get the same text, so they stay well-formed XML; JSON output escapes them itself.
"""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from editor.cli.main import main
from editor.core.diagnostics import Diagnostic
from editor.core.reports import json_report, json_text
from editor.core.safetext import printable, printable_json

DATA = Path(__file__).parent / "data"
SPEC_EXAMPLE = DATA / "spec_example.quest.json"
NASTY = "bell\x07 red\x1b[31m nul\x00 new\nline \u202eevil <&>"
RAW = ("\x07", "\x1b", "\x00", "\u202e")


def assert_no_raw_controls(text: str) -> None:
    assert not any(c in text for c in RAW), repr(text)


def quest_data(title: str = "Doors and keys", card: str = "A") -> dict:
    data = json.loads(SPEC_EXAMPLE.read_text(encoding="utf-8"))
    data["title"] = title
    data["cards"][0]["id"] = card
    for start in data["heroes"].values():
        start["card"] = card
    return data


def write(path: Path, data: dict) -> Path:
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_printable_spells_out_controls_and_keeps_the_rest():
    assert printable("a\x07b\x1b[31mc\x00d\ne\x7f\x9b") == "a\\x07b\\x1b[31mc\\x00d\\x0ae\\x7f\\x9b"
    assert printable("\u202eabc\u2066\u2028\ud83d\uffff") == (
        "\\u202eabc\\u2066\\u2028\\ud83d\\uffff"
    )
    kept = "Café 🙂 ★☆ — 塔 C:\\quests\\x.json <&>\"'"
    assert printable(kept) == kept


def test_printable_json_escapes_inside_strings_and_keeps_the_json():
    data = {"title": "A\u202eB\x85 Persian \u0641\u200c\u0627", "notes": "x\ny"}
    text = json.dumps(data, ensure_ascii=False, indent=2)
    safe = printable_json(text)
    assert_no_raw_controls(safe)
    assert "\u202e" not in safe and "\x85" not in safe
    assert json.loads(safe) == data
    assert safe.count("\n") == text.count("\n")
    assert "\u0641\u200c\u0627" in safe  # ordinary text, a joiner among it, stays as it is


def test_diagnostic_line_is_one_line_without_controls():
    d = Diagnostic("S005", "error", f"card {NASTY}", file=f"dir/{NASTY}.json", card=NASTY)
    line = d.to_text()
    assert "\n" not in line
    assert_no_raw_controls(line)
    assert "red\\x1b[31m" in line and "new\\x0aline" in line


def test_validate_escapes_a_card_id_in_text_and_keeps_it_in_json(tmp_path, capsys):
    data = quest_data(card="\x1b[31mA\x07")
    data["cards"][0]["cells"][2]["door"] = 9  # S005 on a cell: the line names the card
    path = write(tmp_path / "red.quest.json", data)
    assert main(["validate", str(path)]) == 1
    out = capsys.readouterr().out
    assert_no_raw_controls(out)
    assert f"{path}:\\x1b[31mA\\x07:3,2: S005 error:" in out
    assert main(["validate", "--json", str(path)]) == 1
    (entry,) = json.loads(capsys.readouterr().out)
    assert entry["card"] == "\x1b[31mA\x07"  # JSON escapes it and keeps it exact
    assert main(["validate", "--format", "sarif", str(path)]) == 1
    sarif = capsys.readouterr().out
    assert_no_raw_controls(sarif)
    assert json.loads(sarif)["runs"][0]["results"][0]["properties"]["card"] == "\x1b[31mA\x07"


def test_json_output_of_a_file_name_that_is_not_utf8():
    name = "quests/caf\udce9.quest.json"  # how Python names a Latin-1 file name
    d = Diagnostic("V001", "error", "not a quest", file=name)
    for text in (json_report([d]), json_text({"file": name})):
        text.encode("utf-8")  # printable on any UTF-8 terminal
        assert "caf\\udce9" in text
    assert json.loads(json_report([d]))[0]["file"] == name


def test_solve_escapes_the_title_and_the_explanation(tmp_path, capsys):
    path = write(tmp_path / "nasty.quest.json", quest_data(title=NASTY))
    code = main(["solve", str(path), "--reference", "--players", "1", "--explain"])
    out = capsys.readouterr().out
    assert code == 0
    assert_no_raw_controls(out)
    heading = out.splitlines()[0]
    assert heading == printable(f"{path} — {NASTY}")
    assert "one way in" in out


def test_bench_escapes_file_names(tmp_path, capsys):
    path = tmp_path / "bad\x1b[2J.quest.json"
    path.write_text("{", encoding="utf-8")
    assert main(["bench", "--quick", "--no-reference", str(path)]) == 1
    captured = capsys.readouterr()
    assert_no_raw_controls(captured.out + captured.err)
    assert "bad\\x1b[2J.quest.json: F005 error" in captured.err


@pytest.mark.parametrize("cards", [1, 2])
def test_svg_export_of_a_quest_named_with_controls_is_valid_xml(tmp_path, capsys, cards):
    data = quest_data(title=NASTY, card="A\x1b[31m\x00")
    data["author"] = "x\x0c\u202ey"
    if cards == 2:
        second = json.loads(json.dumps(data["cards"][0]))
        second["id"], second["slot"] = "B\x07<&", [1, 0]
        data["cards"].append(second)
        data["slots"] = [2, 1]
    path = write(tmp_path / "nasty\x1b[2J.quest.json", data)  # its name shows in the progress
    out = tmp_path / "svg"
    assert main(["export", str(path), "--format", "svg", "-o", str(out)]) == 0
    captured = capsys.readouterr()
    assert_no_raw_controls(captured.out + captured.err)
    if cards == 2:
        assert "export: 1/2 nasty\\x1b[2J" in captured.err
    files = sorted(out.glob("*.svg"))
    assert len(files) == cards
    ns = {"svg": "http://www.w3.org/2000/svg"}
    for file in files:
        root = ET.parse(file).getroot()  # raises on a control character
        assert root.find("svg:title", ns).text == printable(NASTY)
        desc = root.find("svg:desc", ns).text
        assert_no_raw_controls(desc)
        texts = "".join(t.text or "" for t in root.iter("{http://www.w3.org/2000/svg}text"))
        assert_no_raw_controls(texts)
        if cards == 2:
            assert "A\\x1b[31m\\x00" in desc or "B\\x07<&" in desc


def test_json_output_escapes_what_json_leaves_raw():
    value = {"title": "csi\x9b del\x7f \u202eevil bell\x07", "file": "caf\udce9"}
    text = json_text(value)
    assert json.loads(text) == value
    assert not any(c in text for c in ("\x9b", "\x7f", "\u202e", "\x07", "\udce9"))
    assert json_text({"t": "Café 🙂"}) == '{\n  "t": "Café 🙂"\n}'
