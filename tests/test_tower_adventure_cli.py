"""`mazewright validate`, `solve`, `export` and `edit` on tower adventures, through the registry.

The solve table and JSON are compared with `mazewright solve` on each quest of the
adventure; the PDF is read back (its page tree and the coloured frames its pages
fill) to see that each back lies behind its front.
"""

from __future__ import annotations

import json
import math
import re
import shutil
import zlib
from pathlib import Path

import pytest

from editor.cli.main import main
from editor.core.exporting import sheet_layout

ROOT = Path(__file__).resolve().parents[1]
LIBRARY = ROOT / "library" / "tower"
ADVENTURE_1 = LIBRARY / "adventure-1.adventure.json"
QUESTS = Path(__file__).parent / "data" / "tower-adventure" / "quests"
PT_PER_MM = 72 / 25.4
#: The frame colours of trial and epic cards (printing.SIDE_COLOURS: an epic of more than
#: four cards is red), as the PDF sets them.
TRIAL_BLUE, EPIC = (31, 95, 168), {(106, 44, 145), (179, 38, 30)}


def run(capsys, *args) -> tuple[int, str, str]:
    code = main([str(a) for a in args])
    out, err = capsys.readouterr()
    return code, out, err


def write_adventure(folder: Path, trials: int, order=None) -> Path:
    """``trials`` one-card trials titled "Trial 1"... and an epic of as many cards, with a
    manifest listing the trials in ``order`` (default: 1, 2, ...)."""
    folder.mkdir(parents=True, exist_ok=True)
    trial = json.loads((QUESTS / "t1.quest.json").read_text(encoding="utf-8"))
    for i in range(1, trials + 1):
        trial["title"] = f"Trial {i}"
        (folder / f"{i:02}.quest.json").write_text(json.dumps(trial), encoding="utf-8")
    epic = json.loads((QUESTS / "epic.quest.json").read_text(encoding="utf-8"))
    epic["slots"] = [trials, 1]
    last = epic["cards"][-1]
    epic["cards"] = [{"id": chr(ord("A") + i), "slot": [i, 0]} for i in range(trials - 1)] + [
        {**last, "id": chr(ord("A") + trials - 1), "slot": [trials - 1, 0]}
    ]
    (folder / "epic.quest.json").write_text(json.dumps(epic), encoding="utf-8")
    names = [f"{i:02}.quest.json" for i in (order or range(1, trials + 1))]
    path = folder / "adv.adventure.json"
    data = {
        "format": "tower-adventure/1",
        "title": "Test",
        "trials": names,
        "epic": "epic.quest.json",
    }
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


# -- validate --------------------------------------------------------------------------


def test_validate_passes_the_library_adventures(capsys):
    code, out, err = run(capsys, "validate", ADVENTURE_1, LIBRARY / "adventure-2.adventure.json")
    assert (code, out) == (0, "")
    assert err.strip() == "2 files checked: 0 errors, 0 warnings"


def test_validate_reports_a_broken_trial_under_the_adventure(tmp_path, capsys):
    path = write_adventure(tmp_path / "adv", 2)
    (tmp_path / "adv" / "02.quest.json").write_text('{"format": "tower-quest/1", "size": 99}')
    code, out, _ = run(capsys, "validate", "--json", path)
    assert code == 1
    found = json.loads(out)
    assert {d["file"] for d in found} == {str(path)}
    assert {(d["code"], d["path"]) for d in found} == {("A103", "/trials/1")}
    assert all(d["message"].startswith("trial 2: 02.quest.json") for d in found)
    assert any(" S005 error: " in d["message"] for d in found)


@pytest.mark.parametrize(
    ("text", "code"),
    [(b"", "F003"), (b"\xff\xfe", "F004"), (b'{"format": "tower-adventure/1",', "F005")],
)
def test_validate_names_an_unreadable_adventure_without_a_traceback(tmp_path, capsys, text, code):
    path = tmp_path / "bad.adventure.json"
    path.write_bytes(text)
    status, out, err = run(capsys, "validate", path)
    assert status == 1 and out.startswith(f"{path}") and f" {code} error: " in out
    assert "Traceback" not in out + err


def test_validate_solve_solves_every_quest_of_the_adventure(capsys):
    code, out, _ = run(capsys, "validate", "--solve", ADVENTURE_1)
    assert code == 0
    manifest = json.loads(ADVENTURE_1.read_text(encoding="utf-8"))
    names = ["trial 1", "trial 2", "trial 3", "trial 4", "the epic"]
    each = []
    for name, file in zip(names, [*manifest["trials"], manifest["epic"]], strict=True):
        quest = LIBRARY / file
        _, line, _ = run(capsys, "validate", "--solve", quest)
        each.append(f"{name}: {line.strip().removeprefix(f'{quest}: solved: ')}")
    assert out.strip() == f"{ADVENTURE_1}: solved: " + " | ".join(each)


def test_validate_solve_reports_a_trial_that_cannot_be_completed(tmp_path, capsys):
    shutil.copy(Path(__file__).parent / "data" / "checks" / "T201.quest.json", tmp_path)
    epic = {
        "format": "tower-quest/1",
        "side": "epic",
        "size": 4,
        "heroes": {"elf": {"at": [0, 0]}},
        "cards": [{"id": "A", "slot": [0, 0], "cells": [{"at": [3, 3], "type": "exit"}]}],
    }
    (tmp_path / "epic.quest.json").write_text(json.dumps(epic), encoding="utf-8")
    path = tmp_path / "adv.adventure.json"
    data = {"format": "tower-adventure/1", "trials": ["T201.quest.json"], "epic": "epic.quest.json"}
    path.write_text(json.dumps(data), encoding="utf-8")
    assert run(capsys, "validate", path)[0] == 0
    code, out, _ = run(capsys, "validate", "--solve", path)
    assert code == 1
    assert out.splitlines()[0] == (
        f"{path}:/trials/0: A103 error: trial 1: T201.quest.json: T201 error: "
        "the quest cannot be completed: no sequence of actions gets every hero out"
    )


# -- solve -----------------------------------------------------------------------------


def quest_json(capsys, path: Path) -> dict:
    code, out, _ = run(capsys, "solve", path, "--json")
    assert code == 0
    return json.loads(out)


def _counts(result: dict) -> tuple:
    return (
        result["solvable"],
        result["min_steps"],
        [(p["players"], p["min_actions"], p["max_actions"]) for p in result["players"]],
    )


def test_solve_json_holds_each_quest_as_solve_gives_it(capsys):
    code, out, _ = run(capsys, "solve", ADVENTURE_1, "--json")
    assert code == 0
    whole = json.loads(out)
    manifest = json.loads(ADVENTURE_1.read_text(encoding="utf-8"))
    assert whole["adventure"] == manifest["title"] and whole["solvable"] is True
    quests = whole["quests"]
    assert [q["file"] for q in quests] == [*manifest["trials"], manifest["epic"]]
    assert [q["role"] for q in quests] == ["trial"] * 4 + ["epic"]
    assert [q.get("trial") for q in quests] == [1, 2, 3, 4, None]
    for entry in quests:
        alone = quest_json(capsys, LIBRARY / entry["file"])
        assert _counts(entry["result"]) == _counts(alone), entry["file"]
        assert entry["title"] == json.loads((LIBRARY / entry["file"]).read_text())["title"]


def test_solve_prints_one_table_line_per_quest(capsys):
    code, out, _ = run(capsys, "solve", ADVENTURE_1, "--players", "1,4")
    assert code == 0
    whole = json.loads(run(capsys, "solve", ADVENTURE_1, "--json", "--players", "1,4")[1])
    lines = out.splitlines()
    assert lines[0] == f"{ADVENTURE_1} — Heroes at work"
    header = lines[2].split()
    assert header == ["quest", "steps", "1p", "4p"]
    rows = lines[3:8]
    for row, entry, number in zip(rows, whole["quests"], ["1", "2", "3", "4", "epic"], strict=True):
        result = entry["result"]
        cells = [
            str(p["min_actions"])
            if p["min_actions"] == p["max_actions"]
            else f"{p['min_actions']}-{p['max_actions']}"
            for p in result["players"]
        ]
        assert row.split() == [number, *entry["title"].split(), str(result["min_steps"]), *cells]
    # the solvers that answered: the reference one takes a small quest while the fast one's
    # kernel is not loaded yet, so which answered depends on what the process did before
    assert re.fullmatch(
        r"(fast|fast, reference|reference) solver: [\d,]+ states in [\d.]+ s", lines[-1]
    )


def test_solve_stopped_by_a_limit_says_so_per_quest(capsys):
    code, out, err = run(capsys, "solve", ADVENTURE_1, "--json", "--max-states", "1")
    assert code == 3
    whole = json.loads(out)
    assert whole["solvable"] is None
    assert [q["result"]["solvable"] for q in whole["quests"]] == [None] * 5
    assert [q["result"]["stopped_by"] for q in whole["quests"]] == ["max_states"] * 5
    said = [line.split(": ")[1] for line in err.splitlines()]
    assert said == ["trial 1", "trial 2", "trial 3", "trial 4", "the epic"]
    code, out, _ = run(capsys, "solve", ADVENTURE_1, "--max-states", "1", "--players", "2")
    assert code == 3 and out.splitlines()[3].split()[-2:] == ["-", "stopped"]


def test_solve_refuses_an_adventure_with_errors(tmp_path, capsys):
    path = write_adventure(tmp_path / "adv", 2)
    (tmp_path / "adv" / "01.quest.json").unlink()
    code, out, err = run(capsys, "solve", path)
    assert (code, out) == (1, "")
    assert f"{path}:/trials/0: A101 error: trial 1 (01.quest.json)" in err
    assert err.rstrip().endswith(f"{path}: not solved: the adventure has errors")


#: manifests the schema refuses: the key set and its value
BAD_MANIFESTS = {
    "unknown-key": ("bogus", 1),
    "title-integer": ("title", 7),
    "title-nan": ("title", math.nan),
    "trials-string": ("trials", "01.quest.json"),
    "trials-empty": ("trials", []),
    "trials-65": ("trials", ["01.quest.json"] * 65),
    "trial-integer": ("trials", [1]),
    "trial-empty-string": ("trials", [""]),
    "epic-list": ("epic", ["epic.quest.json"]),
}


@pytest.mark.parametrize("json_flag", [[], ["--json"]], ids=["text", "json"])
@pytest.mark.parametrize("bad", BAD_MANIFESTS)
def test_solve_refuses_a_manifest_the_schema_refuses_naming_the_file(
    bad, json_flag, tmp_path, capsys
):
    path = write_adventure(tmp_path / "adv", 1)
    data = json.loads(path.read_text(encoding="utf-8"))
    key, value = BAD_MANIFESTS[bad]
    data[key] = value
    path.write_text(json.dumps(data), encoding="utf-8")
    code, out, err = run(capsys, "solve", path, *json_flag)
    assert (code, out) == (1, "")
    first, *_, last = err.splitlines()
    assert first.startswith(f"{path}:") and " error: " in first
    assert last.startswith(f"{path}: not solved: ")  # NaN: "the file cannot be read"


def test_solve_explain_is_for_one_quest(capsys):
    code, out, err = run(capsys, "solve", ADVENTURE_1, "--explain")
    assert (code, out) == (2, "")
    assert "--explain shows one quest's solution" in err


# -- export ----------------------------------------------------------------------------


def pdf_page_frames(path: Path) -> tuple[float, list[list[tuple[tuple, tuple]]]]:
    """(page width in mm, per page in order: (colour, (x, y, w, h) in mm) of every filled
    rectangle). The page tree and each page's content stream are read from the file."""
    raw = path.read_bytes()
    objects = {int(m[1]): m[2] for m in re.finditer(rb"(?s)(\d+) 0 obj\s*(.*?)endobj", raw)}
    kids = re.search(rb"(?s)/Type\s*/Pages.*?/Kids\s*\[(.*?)\]", raw)[1]
    pages = []
    width = None
    for number in re.findall(rb"(\d+) 0 R", kids):
        page = objects[int(number)]
        box = re.search(rb"/MediaBox\s*\[\s*([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)", page or raw)
        width = float(box[3]) / PT_PER_MM
        content = int(re.search(rb"/Contents\s+(\d+) 0 R", page)[1])
        stream = re.search(rb"(?s)stream\r?\n(.*)\r?\nendstream", objects[content])[1]
        text = zlib.decompress(stream).decode("latin-1")
        frames = []
        # a fill colour, then a rectangle drawn in tenths of a millimetre (printing.U)
        for m in re.finditer(
            r"([\d.]+) ([\d.]+) ([\d.]+) scn\n/GSa gs\nq\n[\d.]+ 0 0 [\d.]+ 0 0 cm\n"
            r"([-\d.]+) ([-\d.]+) ([\d.]+) ([\d.]+) re\nf",
            text,
        ):
            colour = tuple(round(float(v) * 255) for v in m.groups()[:3])
            frames.append((colour, tuple(float(v) / 10 for v in m.groups()[3:])))
        pages.append(frames)
    return width, pages


def test_export_pdf_puts_each_epic_card_behind_its_trial(tmp_path, capsys):
    path = write_adventure(tmp_path / "adv", 7)
    out = tmp_path / "adv.pdf"
    code, stdout, err = run(capsys, "export", path, "-o", out, "-q")
    assert code == 0, err
    layout = sheet_layout("a4", 80)
    sheets = math.ceil(7 / layout.per_page)
    assert stdout.strip() == (
        f"wrote {out}: 7 cards on {2 * sheets} pages, {sheets} of them backs for duplex"
    )
    width, pages = pdf_page_frames(out)
    assert len(pages) == 2 * sheets
    assert width == pytest.approx(layout.page_w, abs=0.5)  # A4 in whole points
    width = layout.page_w
    for sheet in range(sheets):
        fronts = [box for colour, box in pages[2 * sheet] if colour == TRIAL_BLUE]
        backs = [box for colour, box in pages[2 * sheet + 1] if colour in EPIC]
        assert len(fronts) == len(backs) == min(layout.per_page, 7 - sheet * layout.per_page)
        assert all(w == h == 80 for _, _, w, h in fronts + backs)
        # turned over on the long edge, a box at x lies at page width - x - w
        mirrored = sorted((round(width - x - w, 1), round(y, 1)) for x, y, w, _ in fronts)
        assert mirrored == sorted((round(x, 1), round(y, 1)) for x, y, _, _ in backs)
    # an odd row: the last front's back is not on its own column but the mirrored one
    assert {x for x, _, _, _ in fronts} != {x for x, _, _, _ in backs}


def test_export_pairs_trials_and_backs_in_the_order_of_the_manifest(qapp, tmp_path):
    from editor.games.tower.adventure.fileformat import adventure_from_dict
    from editor.games.tower.adventure.qt.export import adventure_cards

    path = write_adventure(tmp_path / "adv", 3, order=[3, 1, 2])
    data = json.loads(path.read_text(encoding="utf-8"))
    cards = adventure_cards(adventure_from_dict(data, path.parent), str(path))
    assert [(c.front.title, c.back.card_id) for c in cards] == [
        ("Trial 3", "A"),
        ("Trial 1", "B"),
        ("Trial 2", "C"),
    ]
    assert {c.back.title for c in cards} == {"The epic"}


def test_export_images_write_every_front_and_back(tmp_path, capsys):
    path = write_adventure(tmp_path / "adv", 2)
    out = tmp_path / "png"
    code, stdout, _ = run(capsys, "export", path, "--format", "png", "--dpi", "30", "-o", out, "-q")
    assert code == 0
    assert sorted(p.name for p in out.iterdir()) == [
        "01.png",
        "02.png",
        "epic-A.png",
        "epic-B.png",
    ]


def test_export_refuses_an_adventure_with_errors_and_names_it(tmp_path, capsys):
    path = write_adventure(tmp_path / "adv", 2)
    epic = tmp_path / "adv" / "epic.quest.json"
    data = json.loads(epic.read_text(encoding="utf-8"))
    data["cards"] = data["cards"][:1]
    epic.write_text(json.dumps(data))
    out = tmp_path / "adv.pdf"
    code, _, err = run(capsys, "export", path, "-o", out, "-q")
    assert code == 1 and not out.exists()
    assert f"{path}:/epic: A107 error: the epic (epic.quest.json): 1 card for 2 trials" in err
    # forced, the trial without a card prints without a back
    code, stdout, _ = run(capsys, "export", path, "-o", out, "-q", "--force")
    assert code == 0 and "2 cards on 2 pages, 1 of them backs" in stdout


def test_export_cannot_force_a_missing_trial(tmp_path, capsys):
    path = write_adventure(tmp_path / "adv", 2)
    shutil.move(tmp_path / "adv" / "02.quest.json", tmp_path / "elsewhere.quest.json")
    out = tmp_path / "adv.pdf"
    code, _, err = run(capsys, "export", path, "-o", out, "-q", "--force")
    assert code == 1 and not out.exists()
    assert f"{path}: cannot print the adventure without trial 2" in err
    assert "Traceback" not in err


@pytest.mark.parametrize(
    ("options", "words"),
    [
        (["--solution"], "a solution is one quest's"),
        (["--format", "gif"], "a solution is one quest's"),
    ],
)
def test_export_of_a_solution_is_a_usage_error(tmp_path, capsys, options, words):
    out = tmp_path / ("x.gif" if "gif" in options else "x.pdf")
    code, _, err = run(capsys, "export", ADVENTURE_1, "-o", out, *options)
    assert code == 2 and words in err and not out.exists()


# -- edit ------------------------------------------------------------------------------


def test_edit_pictures_an_adventure_with_its_numbers(tmp_path):
    """`edit --screenshot` opens an adventure in its editor; `--solve` shows its numbers."""
    import os
    import subprocess
    import sys

    out = tmp_path / "adventure.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(
        [sys.executable, "-m", "editor", "edit", str(ADVENTURE_1), "--screenshot", str(out)]
        + ["--solve"],
        capture_output=True,
        text=True,
        env=env,
        cwd=tmp_path,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    assert out.stat().st_size > 10_000
