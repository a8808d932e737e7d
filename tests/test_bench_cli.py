"""`mazewright bench` on the files it is given: folders are searched as `validate` does,
missing or invalid files are reported (exit 1, nothing run), each game's files get that
game's table, rows say what they measured."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from builders import make_quest

from editor.cli.main import main
from editor.core import registry
from editor.core.benching import BenchOptions, measure_files
from editor.games.labyrinth.bench import COLUMNS
from editor.games.tower.bench import columns
from editor.games.tower.fileformat import save_quest

SPEC = Path(__file__).parent / "data" / "spec_example.quest.json"
LAYOUT = Path(__file__).parents[1] / "library" / "labyrinth" / "01-first-steps.labyrinth.json"


def bench(*args) -> int:
    return main(["bench", "--quick", "--no-reference", *map(str, args)])


def test_a_missing_file_is_reported_and_nothing_is_run(tmp_path, capsys):
    assert bench(tmp_path / "missing.quest.json") == 1
    out, err = capsys.readouterr()
    assert "missing.quest.json: F001 error: no such file or folder" in err
    assert out == ""


def test_an_invalid_quest_is_reported_and_nothing_is_run(tmp_path, capsys):
    data = json.loads(SPEC.read_text(encoding="utf-8"))
    data["heroes"]["elf"]["card"] = "Z"
    (tmp_path / "bad.quest.json").write_text(json.dumps(data), encoding="utf-8")
    shutil.copy(SPEC, tmp_path / "good.quest.json")
    assert bench(tmp_path) == 1
    out, err = capsys.readouterr()
    assert "bad.quest.json" in err and "T107" in err
    assert out == ""


def test_an_empty_folder_is_reported(tmp_path, capsys):
    assert bench(tmp_path) == 1
    err = capsys.readouterr().err
    kinds = ", ".join(f"*{suffix}" for suffix in registry.suffixes())
    assert f"no files of a known game ({kinds})" in err


def test_a_folder_is_searched_for_quests(tmp_path, capsys):
    (tmp_path / "sub").mkdir()
    shutil.copy(SPEC, tmp_path / "sub" / "doors.quest.json")
    (tmp_path / "notes.txt").write_text("not a quest")
    assert bench(tmp_path) == 0
    (head, _rule, *rows) = tables_of(capsys.readouterr().out)["tower"]
    assert len(rows) == 1 and rows[0].startswith("| doors ")
    assert rows[0].count("|") == head.count("|")  # a whole row
    assert "undecided" not in rows[0] and "unsolvable" not in rows[0]


def test_a_quest_row_times_its_solve_command(tmp_path, capsys):
    # the whole command in a new process, and which solver answered: a small one-card
    # quest is answered by the reference solver, without loading the fast one
    save_quest(tmp_path / "walk.quest.json", make_quest(4, {"dwarf": (0, 0)}, {(3, 3): "exit"}))
    assert bench(tmp_path) == 0
    out = capsys.readouterr().out
    (head, _rule, row) = tables_of(out)["tower"]
    titles = [c.strip() for c in head.split("|")[1:-1]]
    cells = dict(zip(titles, (c.strip() for c in row.split("|")[1:-1]), strict=True))
    assert float(cells["solve --json s"]) > 0
    assert cells["answered by"] == "reference"
    assert "slowest solve --json command on a one-card quest: walk" in out
    assert "the reference solver answered 1 of 1" in out


def test_rows_say_what_they_measured():
    common = {"fast_states": 10, "fast_seconds": 0.1, "compile_seconds": 0.0, "fast_rate": 100.0}
    rows = [
        {"quest": "capped", "large": True, "solved": None, "problems": [], **common},
        {"quest": "open", "large": False, "solved": None, "problems": [], **common},
        {"quest": "stuck", "large": False, "solved": False, "problems": [], **common},
        {"quest": "fine", "large": False, "solved": True, "problems": [], **common},
        {"quest": "gone", "error": "cannot read"},
    ]
    by_name = {row["quest"]: row for row in rows}
    files = [(Path(f"{row['quest']}.quest.json"), None) for row in rows]
    out, measured = measure_files(
        "tower",
        files,
        BenchOptions(),
        lambda path, _, __: by_name[path.name.removesuffix(".quest.json")],
        "quest",
        columns(reference=False),
    )
    assert (out.measured, out.skipped) == (4, 1) and len(measured) == 4
    head, body = out.lines[0], out.lines[2:]
    assert [line.split("|")[1].strip() for line in body] == [
        "capped (capped, undecided)",
        "open (undecided)",
        "stuck (unsolvable)",
        "fine",
        "gone (cannot read)",
    ]
    assert all(line.count("|") == head.count("|") for line in body)


def tables_of(out: str) -> dict[str, list[str]]:
    """The printed tables by the game named in their title, each as its Markdown lines."""
    tables: dict[str, list[str]] = {}
    title = None
    for line in out.splitlines():
        if line and not line.startswith("|") and line.split(":")[0] in ("tower", "labyrinth"):
            title = line.split(":")[0]
            tables[title] = []
        elif line.startswith("|") and title:
            tables[title].append(line)
    return tables


def test_a_layout_gets_the_labyrinth_table(tmp_path, capsys):
    shutil.copy(LAYOUT, tmp_path / "maze.labyrinth.json")
    assert bench(tmp_path) == 0
    out = capsys.readouterr().out
    (head, _rule, row) = tables_of(out)["labyrinth"]
    assert [c.strip() for c in head.split("|")[1:-1]] == [c.title for c in COLUMNS]
    cells = [c.strip() for c in row.split("|")[1:-1]]
    assert cells[:3] == ["maze", "4", "4"]  # its name, board size and walls
    assert all(float(c) > 0 for c in cells[3:])
    assert "slowest solve --json command: maze" in out


def test_files_of_two_games_get_one_table_each(tmp_path, capsys):
    shutil.copy(LAYOUT, tmp_path / "maze.labyrinth.json")
    shutil.copy(SPEC, tmp_path / "doors.quest.json")
    assert bench(tmp_path / "doors.quest.json", tmp_path / "maze.labyrinth.json") == 0
    tables = tables_of(capsys.readouterr().out)
    assert sorted(tables) == ["labyrinth", "tower"]
    assert [line.split("|")[1].strip() for line in tables["tower"][2:]] == ["doors"]
    assert [line.split("|")[1].strip() for line in tables["labyrinth"][2:]] == ["maze"]


def test_an_invalid_layout_is_reported_and_nothing_is_run(tmp_path, capsys):
    data = json.loads(LAYOUT.read_text(encoding="utf-8"))
    data["rooms"].pop()
    (tmp_path / "bad.labyrinth.json").write_text(json.dumps(data), encoding="utf-8")
    shutil.copy(SPEC, tmp_path / "good.quest.json")
    assert bench(tmp_path) == 1
    out, err = capsys.readouterr()
    assert "bad.labyrinth.json" in err and "L104" in err
    assert out == ""


def test_files_without_a_benchmark_are_skipped_among_others(tmp_path, capsys):
    """The library holds adventures, which have no benchmark: one given among other files
    is skipped with a word, and the rest measured; alone, it is an error."""
    shutil.copy(LAYOUT, tmp_path / "maze.labyrinth.json")
    adventure = Path(__file__).parents[1] / "library" / "tower" / "adventure-1.adventure.json"
    assert bench(tmp_path / "maze.labyrinth.json", adventure) == 0
    captured = capsys.readouterr()
    assert "labyrinth" in tables_of(captured.out)
    assert "1 tower-adventure file skipped" in captured.err
    assert bench(adventure) == 1
    assert "no benchmark for tower-adventure files" in capsys.readouterr().err


def test_reach_solves_each_file_as_a_whole_command(capsys):
    library = Path(__file__).parents[1] / "library"
    mall = library / "mall" / "01-first-heist.mall.json"
    quest = library / "tower" / "tutorials" / "01-doors-and-keys.quest.json"
    assert main(["bench", "--reach", "--quick", str(mall), str(quest)]) == 0
    out = capsys.readouterr().out
    rows = [line for line in out.splitlines() if line.startswith("| 01-")]
    # each file by the solver `solve` picks and by the reference one
    assert len(rows) == 4
    for row in rows:
        cells = [c.strip() for c in row.strip("|").split("|")]
        assert cells[2].startswith("decided: ") and int(cells[4].replace(",", "")) > 0
    assert {row.split("|")[2].strip() for row in rows} >= {"reference"}


def test_reach_tells_the_bounds_of_an_undecided_solve():
    from editor.core.benching import reach_answer

    mall = {"solvable": None, "bounds": {"lower": 20, "upper": 48}, "players": []}
    assert reach_answer(mall) == "between 20 and 48"
    deals = [{"min_actions": 7}, {"min_actions": None, "bounds": {"lower": 9, "upper": None}}]
    tower = {"solvable": None, "players": [{"distributions": deals}]}
    assert reach_answer(tower) == "at least 9"
    solved = {
        "solvable": True,
        "players": [{"distributions": [{"min_actions": 6}]}, {"min_actions": 8}],
    }
    assert reach_answer(solved) == "decided: 6–8 actions"
    assert reach_answer({"solvable": False}) == "cannot be completed"


def test_write_puts_each_table_in_its_place_in_a_page(tmp_path, capsys):
    shutil.copy(LAYOUT, tmp_path / "maze.labyrinth.json")
    page = tmp_path / "bench.md"
    page.write_text(
        "# Bench\n\nOur words.\n\n<!-- bench: labyrinth-quick -->\nold table\n"
        "<!-- /bench: labyrinth-quick -->\n\nMore of our words.\n",
        encoding="utf-8",
    )
    assert bench("--write", page, tmp_path / "maze.labyrinth.json") == 0
    out = capsys.readouterr().out
    text = page.read_text(encoding="utf-8")
    assert "old table" not in text
    assert text.startswith("# Bench\n\nOur words.\n") and text.endswith("More of our words.\n")
    block = text.split("<!-- bench: labyrinth-quick -->")[1].split("<!-- /bench")[0]
    printed = out.split("\n\n", 1)[1].rstrip("\n")  # what the run printed under its title
    assert block.strip().startswith(printed)
    assert "with `mazewright bench --quick --no-reference" in block


def test_write_says_which_tables_have_no_place_in_the_page(tmp_path, capsys):
    shutil.copy(LAYOUT, tmp_path / "maze.labyrinth.json")
    page = tmp_path / "bench.md"
    page.write_text("# Bench\n\n<!-- bench: tower-quick -->\n<!-- /bench: tower-quick -->\n")
    assert bench("--write", page, tmp_path / "maze.labyrinth.json") == 1
    err = capsys.readouterr().err
    assert "has no place for the labyrinth-quick table" in err
    assert (
        page.read_text() == "# Bench\n\n<!-- bench: tower-quick -->\n<!-- /bench: tower-quick -->\n"
    )
