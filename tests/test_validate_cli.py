"""`mazewright validate`: finding files, output formats and exit codes (the manual's table of
codes is checked in `test_docs`)."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from editor.cli.main import main
from editor.core.reports import file_uri, pointer_lines
from editor.core.validate import FILE_CODES, all_codes, collect

ROOT = Path(__file__).resolve().parents[1]
DATA = Path(__file__).parent / "data"
SPEC_EXAMPLE = DATA / "spec_example.quest.json"
CHECKS = DATA / "checks"


def run(capsys, *args) -> tuple[int, str, str]:
    code = main(["validate", *map(str, args)])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def tree(tmp_path, monkeypatch):
    """A folder with a good quest, a bad one two levels down, and files that are not quests."""
    monkeypatch.chdir(tmp_path)
    quests = tmp_path / "quests"
    (quests / "deep" / "er").mkdir(parents=True)
    (quests / "good.quest.json").write_text(SPEC_EXAMPLE.read_text(encoding="utf-8"))
    (quests / "deep" / "er" / "bad.quest.json").write_text(
        (CHECKS / "T114.quest.json").read_text(encoding="utf-8").replace('"door": 3', '"door": 9')
    )
    (quests / "notes.json").write_text("not json at all")
    (quests / "readme.txt").write_text("hello")
    return quests


def test_text_output_one_line_per_diagnostic(tree, capsys):
    code, out, err = run(capsys, "quests")
    assert code == 1
    lines = out.splitlines()
    assert lines == [
        "quests/deep/er/bad.quest.json:A:2,2: S005 error: cell 2,2 on card A: "
        '"door" must be a whole number from 1 to 5, not 9',
        "quests/good.quest.json: T115 warning: the elf has an armory but the dwarf has none",
    ]
    assert err.strip() == "2 files checked: 1 error, 1 warning (1 file with errors)"


def test_text_line_shape_matches_the_linter_convention(capsys):
    code, out, _ = run(capsys, CHECKS / "T114.quest.json")
    assert code == 0  # a warning only
    (line,) = out.splitlines()
    file, card, xy, rest = line.split(":", 3)
    assert (file, card, xy) == (str(CHECKS / "T114.quest.json"), "A", "2,2")
    assert rest.startswith(" T114 warning: ")


def test_exit_codes(tree, capsys):
    good = tree / "good.quest.json"
    assert run(capsys, good)[0] == 0
    assert run(capsys, "--strict", good)[0] == 1  # its T115 warning now fails
    assert run(capsys, CHECKS / "T101.quest.json")[0] == 1
    with pytest.raises(SystemExit) as exc:
        main(["validate"])
    assert exc.value.code == 2
    with pytest.raises(SystemExit) as exc:
        main(["validate", "--format", "xml", str(good)])
    assert exc.value.code == 2
    assert run(capsys, "--json", "--format", "sarif", good)[0] == 2


def test_missing_path_is_a_diagnostic_and_the_rest_is_checked(tree, capsys):
    code, out, err = run(capsys, "nowhere.quest.json", tree / "good.quest.json")
    assert code == 1
    assert "nowhere.quest.json: F001 error: no such file or folder" in out
    assert "T115" in out
    assert err.startswith("1 file checked: 1 error")


def test_json_output_follows_the_spec(tree, capsys):
    code, out, _ = run(capsys, "--json", "quests")
    assert code == 1
    items = json.loads(out)
    assert [d["code"] for d in items] == ["S005", "T115"]
    for item in items:
        assert set(item) == {"file", "code", "severity", "message", "card", "at", "path"}
        assert item["severity"] in ("error", "warning")
    bad = items[0]
    assert bad["card"] == "A" and bad["at"] == [2, 2]
    assert bad["path"] == "/cards/0/cells/1/door"
    assert run(capsys, "--format", "json", "quests")[1] == out


def test_sarif_output(tree, capsys):
    code, out, _ = run(capsys, "--format", "sarif", "quests")
    assert code == 1
    log = json.loads(out)
    assert log["version"] == "2.1.0" and "sarif" in log["$schema"]
    (run_,) = log["runs"]
    driver = run_["tool"]["driver"]
    assert driver["name"] == "mazewright"
    rules = driver["rules"]
    assert [r["id"] for r in rules] == sorted(all_codes())
    assert all(r["defaultConfiguration"]["level"] in ("error", "warning") for r in rules)
    results = run_["results"]
    assert [r["ruleId"] for r in results] == ["S005", "T115"]
    bad = results[0]
    assert rules[bad["ruleIndex"]]["id"] == "S005"
    assert bad["level"] == "error"
    loc = bad["locations"][0]["physicalLocation"]
    assert loc["artifactLocation"]["uri"] == "quests/deep/er/bad.quest.json"
    # the line of the offending "door" in the file
    text = (tree / "deep" / "er" / "bad.quest.json").read_text().splitlines()
    line = loc["region"]["startLine"]
    assert '"door": 9' in text[line - 1]
    assert bad["properties"] == {"card": "A", "at": [2, 2], "path": "/cards/0/cells/1/door"}


def test_sarif_region_of_a_json_syntax_error(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    Path("broken.quest.json").write_text('{\n  "format": "tower-quest/1",\n  "size": ,\n}\n')
    _, out, _ = run(capsys, "--format", "sarif", "broken.quest.json")
    (result,) = json.loads(out)["runs"][0]["results"]
    assert result["ruleId"] == "F005"
    assert result["locations"][0]["physicalLocation"]["region"]["startLine"] == 3


def test_pointer_lines_finds_values():
    text = SPEC_EXAMPLE.read_text(encoding="utf-8")
    lines = pointer_lines(text)
    rows = text.splitlines()
    assert '"heroes"' in rows[lines["/heroes"] - 1]
    assert '"elf"' in rows[lines["/heroes/elf"] - 1]
    assert "[3, 2]" in rows[lines["/cards/0/cells/2"] - 1]
    assert '"narrow"' in rows[lines["/cards/0/edges/3/type"] - 1]
    assert lines[""] == 1


def test_file_uri_is_relative_under_the_working_folder(tmp_path):
    assert file_uri(str(tmp_path / "a b" / "q.quest.json"), str(tmp_path)) == "a%20b/q.quest.json"
    outside = file_uri("/elsewhere/q.quest.json", str(tmp_path))
    assert outside == "file:///elsewhere/q.quest.json"


def test_folders_are_searched_recursively_and_once(tree):
    files, diags = collect(["quests", "quests/good.quest.json", "quests/deep"])
    assert [f for f, _ in files] == ["quests/deep/er/bad.quest.json", "quests/good.quest.json"]
    assert diags == []


def test_explicit_files_are_checked_whatever_their_name(tree, capsys):
    code, out, _ = run(capsys, "quests/notes.json")
    assert code == 1 and "F005" in out


def test_empty_folder_is_a_warning(tmp_path, capsys):
    code, out, err = run(capsys, tmp_path)
    assert code == 0
    assert "V002 warning" in out
    assert err.startswith("0 files checked")
    assert run(capsys, "--strict", tmp_path)[0] == 1


def test_unknown_format(tmp_path, capsys):
    other = tmp_path / "other.quest.json"
    other.write_text('{"format": "chess/1", "size": 5}')
    plain = tmp_path / "plain.quest.json"
    plain.write_text('{"size": 5}')
    listed = tmp_path / "list.quest.json"
    listed.write_text("[1, 2]")
    code, out, _ = run(capsys, other, plain, listed)
    assert code == 1
    lines = out.splitlines()
    assert len(lines) == 3 and all(" V001 error: " in line for line in lines)
    assert 'unknown format "chess/1"; this version of mazewright reads' in out
    assert 'no "format" key' in out


def test_solve_reports_the_counts(capsys):
    code, out, err = run(capsys, "--solve", CHECKS / "T113.quest.json", SPEC_EXAMPLE)
    assert code == 0
    assert "T113" in out
    # the spec example by hand: solo, the elf to its armory, the dwarf out, the elf out
    # (3 actions); fewest steps: dwarf 4 to (2,2), elf 3 to the key, jumps over the dwarf
    # to its armory and back (2), dwarf 2 through door 1, elf 3 to the shared exit = 14
    line = next(x for x in out.splitlines() if x.startswith(f"{SPEC_EXAMPLE}: solved: "))
    assert "actions 1p 3," in line and "min steps 14" in line


def test_solve_finds_an_unsolvable_quest(capsys):
    path = CHECKS / "T201.quest.json"
    assert run(capsys, path)[0] == 0
    code, out, _ = run(capsys, "--solve", path)
    assert code == 1 and "T201 error" in out


def test_real_command_never_prints_a_traceback(tmp_path):
    garbage = tmp_path / "garbage.quest.json"
    garbage.write_bytes(b"\xff\xfe\x00garbage" * 100)
    proc = subprocess.run(
        [sys.executable, "-m", "editor", "validate", str(garbage), str(SPEC_EXAMPLE)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 1
    assert "Traceback" not in proc.stdout + proc.stderr
    assert "F004 error" in proc.stdout and "T115 warning" in proc.stdout


def test_file_codes_match_fileio():
    source = (ROOT / "editor" / "core" / "fileio.py").read_text(encoding="utf-8")
    used = set(re.findall(r'"(F\d{3})"', source))
    assert used == {c for c in FILE_CODES if c.startswith("F")}


def test_every_code_has_a_severity_and_title():
    for code, (severity, title) in all_codes().items():
        assert re.fullmatch(r"[A-Z]\d{3}", code)
        assert severity in ("error", "warning") and title


@pytest.mark.skipif(os.name != "posix", reason="POSIX permissions")
def test_unreadable_folder(tmp_path, capsys):
    locked = tmp_path / "locked"
    (locked / "inner").mkdir(parents=True)
    (locked / "inner" / "q.quest.json").write_text(SPEC_EXAMPLE.read_text(encoding="utf-8"))
    (locked / "inner").chmod(0)
    try:
        code, out, err = run(capsys, locked)
    finally:
        (locked / "inner").chmod(0o755)
    assert "Traceback" not in out + err
    if os.geteuid() != 0:  # root reads through chmod 000
        assert code == 1
        assert "V003 error: cannot read this folder" in out
