"""`mazewright generate`: every file meets its constraints when solved again, and a seed
makes the same files byte for byte."""

from __future__ import annotations

import json

import pytest

from editor.cli.main import main
from editor.core import registry
from editor.core.generating import (
    ConstraintError,
    generate,
    generate_one,
    generator_of,
    parse_constraints,
)
from editor.core.validate import validate_paths
from editor.games.labyrinth.fileformat import layout_from_dict
from editor.games.labyrinth.results import solve as solve_layout
from editor.games.tower.fileformat import quest_from_dict
from editor.games.tower.model import Cell
from editor.games.tower.solving import solve

TOWER = {"heroes": "barbarian,sister", "uses": "toss", "min_actions": "2:7", "spread": "2:1-9"}
LABYRINTH = {"size": "5", "walls": "6-10", "spread": "2:0-0.5,4:0-0.5", "min_mean": "4:15"}


def _constraints(game: str, values: dict) -> dict:
    return parse_constraints(generator_of(registry.by_name(game)), values)


def _kept(game: str, values: dict, count: int, budget: int, seed: int = 11) -> list:
    results = list(generate(game, _constraints(game, values), count, seed=seed, budget=budget))
    kept = [r for r in results if r.met]
    assert kept, "nothing met the constraints"
    return kept


def _counts(result) -> dict:
    return {(n, d.hands): d.min_actions for n, ds in result.players.items() for d in ds}


@pytest.mark.slow
def test_every_tower_quest_meets_its_constraints_when_solved_again():
    for found in _kept("tower", TOWER, 2, 150):
        quest = quest_from_dict(json.loads(found.text))
        assert quest.size == 5 and len(quest.cards) == 1
        assert set(quest.heroes) == {"barbarian", "sister"}
        result = solve(quest, reference=True)
        result.solver_note = ""  # the notes hold the counts, not which solver gave them
        assert result.solvable
        best, worst = result.player_range(2)
        assert best >= 7 and 1 <= worst - best <= 9
        # the toss: with every trap turned to void (no toss is possible, nothing else
        # changes) each deal takes more actions, or the quest cannot be completed
        card = quest.cards[0]
        assert any(c.type == "trap" for c in card.cells.values())
        for at, cell in list(card.cells.items()):
            if cell.type == "trap":
                card.set_cell(*at, Cell("void"))
        without = solve(quest, reference=True)
        if without.solvable:
            mine, theirs = _counts(result), _counts(without)
            assert all(theirs[deal] > mine[deal] for deal in mine)
        assert result.summary() in quest.notes


def test_every_labyrinth_layout_meets_its_constraints_when_solved_again():
    for found in _kept("labyrinth", LABYRINTH, 3, 300):
        layout = layout_from_dict(json.loads(found.text))
        assert layout.size == 5 and 6 <= len(layout.inner_walls()) <= 10
        numbers = solve_layout(layout)
        assert numbers.legal
        assert numbers.spread_2() <= 0.5 and numbers.spread_4() <= 0.5
        assert min(t.mean for t in numbers.corners.values()) >= 15
        assert numbers.summary() in layout.notes


@pytest.mark.slow
@pytest.mark.parametrize(("game", "values"), [("tower", TOWER), ("labyrinth", LABYRINTH)])
def test_a_seed_makes_the_same_file_byte_for_byte(game, values):
    constraints = _constraints(game, values)
    first = generate_one(game, constraints, 4, 2, 20)
    again = generate_one(game, constraints, 4, 2, 20)
    other = generate_one(game, constraints, 5, 2, 20)
    assert first.text is not None
    assert first.text == again.text
    assert first.text != other.text


def test_the_command_writes_files_that_validate_and_again_the_same(tmp_path, capsys):
    args = ["generate", "labyrinth", "--count", "2", "--seed", "7", "--size", "5"]
    assert main([*args, "-o", str(tmp_path / "one")]) == 0
    assert main([*args, "-o", str(tmp_path / "two")]) == 0
    one = sorted((tmp_path / "one").glob("*.labyrinth.json"))
    assert len(one) == 2
    for path in one:
        assert path.read_bytes() == (tmp_path / "two" / path.name).read_bytes()
    report = validate_paths([str(tmp_path / "one")])
    assert not [d for d in report.diagnostics if d.is_error]
    ranked = capsys.readouterr().out.splitlines()
    assert [line.split(". ")[0].strip() for line in ranked] == ["1", "2", "1", "2"]


def test_the_tower_command_writes_quests_that_validate(tmp_path):
    out = tmp_path / "quests"
    argv = ["generate", "tower", "--heroes", "dwarf,elf", "--min-actions", "2:3"]
    assert main([*argv, "--count", "1", "--budget", "60", "-o", str(out)]) == 0
    (path,) = out.glob("*.quest.json")
    report = validate_paths([str(out)], solve=True)
    assert report.diagnostics == []


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["tower", "--uses", "toss"], "--uses toss needs the barbarian in --heroes"),
        (["tower", "--heroes", "dwarf,troll"], "'troll' is not a hero"),
        (["tower", "--min-actions", "5:3"], "expected PLAYERS:ACTIONS"),
        (["labyrinth", "--spread", "1:0-1"], "played by 2, 3 or 4 players"),
        (["labyrinth", "--size", "4", "--walls", "10-12"], "holds at most 9 walls"),
    ],
)
def test_constraints_that_cannot_be_met_are_a_usage_error(tmp_path, capsys, argv, words):
    assert main(["generate", *argv, "-o", str(tmp_path)]) == 2
    assert words in capsys.readouterr().err
    assert not list(tmp_path.iterdir())


def test_parse_constraints_names_the_option():
    with pytest.raises(ConstraintError, match="--size"):
        _constraints("tower", {"size": "13"})


def _to_goal(rules, start, hands) -> dict:
    """Every state reachable from ``start`` by the rules' own moves -> its fewest actions to
    the goal (breadth-first forward, then backward from the goal states)."""
    edges, todo, seen = {}, [start], {start}
    while todo:
        state = todo.pop()
        edges[state] = [after for _, after in rules.legal_actions(state, hands)]
        for after in edges[state]:
            if after not in seen:
                seen.add(after)
                todo.append(after)
    before: dict = {}
    for state, afters in edges.items():
        for after in afters:
            before.setdefault(after, []).append(state)
    frontier = [s for s in seen if rules.is_goal(s)]
    distance = dict.fromkeys(frontier, 0)
    while frontier:
        following = []
        for state in frontier:
            for earlier in before.get(state, []):
                if earlier not in distance:
                    distance[earlier] = distance[state] + 1
                    following.append(earlier)
        frontier = following
    return distance


def test_a_unique_opening_is_the_only_first_position_of_an_optimal_solution():
    from editor.games.tower.rules import Rules

    values = {"heroes": "dwarf,elf", "min_actions": "2:3", "unique_opening": True}
    (found, *_) = _kept("tower", values, 1, 100, seed=5)
    rules = Rules(quest_from_dict(json.loads(found.text)))
    solo = ("NESW",)
    start = rules.initial_state()
    distance = _to_goal(rules, start, solo)
    openings = {after for _, after in rules.legal_actions(start, solo)}
    optimal = [s for s in openings if distance.get(s) == distance[start] - 1]
    assert len(openings) > 1 and len(optimal) == 1


def test_bench_times_the_standard_constraint_set(capsys):
    from pathlib import Path

    layout = Path(__file__).parents[1] / "library" / "labyrinth" / "01-first-steps.labyrinth.json"
    assert main(["bench", "--quick", "--no-reference", "--generate", str(layout)]) == 0
    out = capsys.readouterr().out
    rows = [line for line in out.splitlines() if line.startswith("| labyrinth |")]
    assert len(rows) == 1
    cells = [c.strip() for c in rows[0].split("|")[1:-1]]
    assert cells[1] == "`--spread 2:0-0.5,3:0-0.5,4:0-0.5 --min-mean 4:20`"
    assert cells[2] == "1" and float(cells[5]) > 0


@pytest.mark.slow
def test_another_process_makes_the_same_file(tmp_path):
    """Candidates may run anywhere (a process pool): string hashing differs between
    processes, the files do not."""
    import os
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[1]
    env = dict(os.environ, PYTHONHASHSEED="12345", PYTHONPATH=str(root))
    argv = ["generate", "tower", "--seed", "3", "--heroes", "dwarf,elf", "--min-actions", "2:4"]
    argv += ["--budget", "60", "--attempts", "1", "-o", str(tmp_path)]
    subprocess.run([sys.executable, "-m", "editor", *argv], env=env, capture_output=True)
    values = {"heroes": "dwarf,elf", "min_actions": "2:4"}
    here = generate_one("tower", _constraints("tower", values), 3, 0, 60)
    assert here.met
    assert (tmp_path / f"{here.name}.quest.json").read_text(encoding="utf-8") == here.text


def test_too_few_found_is_said_and_what_was_found_stays(tmp_path, capsys):
    # RULES.md section 7 (parity): no even board has a 4-player spread below 0.2
    argv = ["generate", "labyrinth", "--spread", "4:0-0.1", "--budget", "5", "--count", "2"]
    assert main([*argv, "--attempts", "2", "-o", str(tmp_path)]) == 1
    assert "found 0 of 2 within the attempts" in capsys.readouterr().err
    assert not list(tmp_path.glob("*.labyrinth.json"))
