"""The solver front door: fast when it can, reference otherwise, the reference first on a
one-card quest until the fast solver is loaded; the validate hook."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from builders import make_card, make_quest

from editor.games.tower import fast
from editor.games.tower.compile import most_cells
from editor.games.tower.crosscheck import counts, replay_problems
from editor.games.tower.load import read_quest
from editor.games.tower.model import HEROES, Card, Cell, HeroStart, Quest
from editor.games.tower.solving import Choice, solve, solve_for_validation

ROOT = Path(__file__).resolve().parents[1]
MAGE = ROOT / "library" / "tower" / "tutorials" / "05-mage.quest.json"  # ~100 states per search
LADDERS = (
    ROOT / "library" / "tower" / "tutorials" / "02-ladders.quest.json"
)  # ~380 states per search


def _child(code: str) -> str:
    """Run ``code`` in a new interpreter (nothing loaded yet); its stdout."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=300
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


def _numbers(data: dict) -> dict:
    """The counts of a `solve --json` object, by player count."""
    return {p["players"]: [d["min_actions"] for d in p["distributions"]] for p in data["players"]}


def test_a_quest_of_several_cards_uses_the_fast_solver():
    cards = [make_card("A", cells={(4, 0): "exit"}), make_card("B", slot=(1, 0))]
    quest = Quest(size=5, cards=cards, heroes={"dwarf": HeroStart((0, 4), "A")}, slots=(2, 1))
    result = solve(quest, players=(1, 2))
    assert result.solver == "fast"
    assert result.players[2][0].min_actions == 2
    assert result.summary() == "min steps 8; actions 1p 1, 2p 1-2"


def test_a_small_quest_is_solved_without_loading_numba():
    # `mazewright solve` and one deal's optimum (play mode, solution sheets) in a fresh
    # process: the reference solver answers, numba (and numpy) are never imported
    out = _child(
        "import sys\n"
        "from editor.cli.main import main\n"
        "from editor.games.tower.load import read_quest\n"
        "from editor.games.tower.solving import solve_deal\n"
        f"main(['solve', {str(MAGE)!r}, '--json'])\n"
        f"d = solve_deal(read_quest({str(MAGE)!r}), ('NS', 'EW'))\n"
        "print(d.min_actions)\n"
        "print(sorted(m for m in ('numba', 'numpy') if m in sys.modules))\n"
    )
    text, deal, loaded = out.rsplit("\n", 3)[:3]
    data = json.loads(text)
    assert loaded == "[]"
    assert data["solver"] == "reference" and data["compile_seconds"] == 0
    fastest = fast.solve(read_quest(MAGE))
    assert _numbers(data) == counts(fastest)
    assert data["min_steps"] == fastest.min_steps and data["solvable"] is True
    assert int(deal) == fastest.players[2][0].min_actions


def test_a_larger_quest_is_handed_to_the_fast_solver():
    out = _child(
        "import sys\n"
        "from editor.cli.main import main\n"
        f"main(['solve', {str(LADDERS)!r}, '--json'])\n"
        "print(sys.modules['editor.games.tower.fast'].loaded())\n"
    )
    text, loaded = out.rsplit("\n", 2)[:2]
    data = json.loads(text)
    assert loaded == "True" and data["solver"] == "fast"
    assert _numbers(data) == counts(fast.solve(read_quest(LADDERS)))


def test_the_reference_solver_answers_within_its_states_else_the_fast_one_starts_again():
    quest = read_quest(LADDERS)
    fastest = fast.solve(quest)
    first = solve(quest, choice=Choice("fast", reference_first=1_000))
    assert first.solver == "reference" and first.solver_note == ""
    assert counts(first) == counts(fastest) and first.min_steps == fastest.min_steps
    assert replay_problems(quest, first) == []
    handed = solve(quest, choice=Choice("fast", reference_first=100))
    assert handed.solver == "fast" and handed.states == fastest.states
    assert counts(handed) == counts(fastest) and handed.min_steps == fastest.min_steps


def test_a_state_limit_below_the_reference_share_is_the_fast_solvers():
    # the reference solver stops at the state limit: the fast solver takes over and the
    # limit stops it, as if it had answered from the start
    quest = read_quest(LADDERS)
    result = solve(quest, choice=Choice("fast", reference_first=1_000), max_states=50)
    assert result.solver == "fast" and result.solvable is None
    assert result.stopped_by == "max_states"
    assert result.stop_reason == "stopped: the state limit of 50 states per search was reached"


def test_a_fast_solver_that_cannot_load_when_it_should_take_over_is_said():
    # numba is installed but numpy cannot be imported: the reference solver goes on
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    code = (
        "import sys\n"
        "sys.modules['numpy'] = None\n"
        "from editor.cli.main import main\n"
        f"sys.exit(main(['solve', {str(LADDERS)!r}, '--json']))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=300
    )
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert data["solver"] == "reference"
    assert _numbers(data) == counts(fast.solve(read_quest(LADDERS)))
    assert "used the reference solver: the fast solver is not available" in done.stderr


def test_after_enough_reference_states_the_fast_solver_is_loaded():
    out = _child(
        "import sys\n"
        "from editor.games.tower import solving\n"
        "from editor.games.tower.load import read_quest\n"
        f"quest = read_quest({str(MAGE)!r})\n"
        "solving.REFERENCE_FIRST_RUN_STATES = 500\n"
        "print(solving.solve(quest).solver)\n"
        "print(solving.solve(quest).solver)\n"
    )
    assert out.split() == ["reference", "fast"]


def largest_board(heroes: list[str]) -> Quest:
    """The largest board the format allows (8x8 cards of 12x12), void but for one corridor
    per hero, across the last two cards' edge (cells numbered past 8,192), to its exit."""
    cards = [Card(f"C{i}", slot=(i % 8, i // 8)) for i in range(64)]
    for card in cards:
        for y in range(12):
            for x in range(12):
                card.set_cell(x, y, Cell("void"))
    starts = {}
    for i, hero in enumerate(heroes):
        for x in range(9, 12):
            cards[62].set_cell(x, 2 * i + 1, Cell("floor"))
        cards[63].set_cell(0, 2 * i + 1, Cell("floor"))
        cards[63].set_cell(1, 2 * i + 1, Cell("exit"))
        starts[hero] = HeroStart((9, 2 * i + 1), card="C62")
    return Quest(size=12, cards=cards, heroes=starts, slots=(8, 8), side="epic")


def test_the_fast_solver_takes_the_largest_board_with_four_heroes():
    quest = largest_board(["dwarf", "elf", "barbarian", "mage"])
    fastest = solve(quest, players=(1, 2))
    reference = solve(quest, players=(1, 2), reference=True)
    assert fastest.solver == "fast" and reference.solver == "reference"
    assert counts(fastest) == counts(reference) == {1: [4], 2: [4, 4, 4]}
    assert fastest.min_steps == reference.min_steps == 4 * 4
    assert replay_problems(quest, fastest) == []


@pytest.mark.slow
def test_five_heroes_on_a_board_too_big_for_their_places_fall_back_to_the_reference():
    quest = largest_board(list(HEROES))
    assert 96 * 96 > most_cells(5)
    result = solve(quest, players=(1,))
    assert result.solver == "reference"
    assert result.solvable is True and result.players[1][0].min_actions >= 5  # one each


def test_validation_hook_reports_unsolvable_quests():
    quest = make_quest(3, {"dwarf": (0, 0)}, {(1, 0): "trap", (2, 0): "exit"}, void_rest=True)
    diags, result = solve_for_validation(quest)
    assert result.solvable is False
    assert [d.code for d in diags] == ["T201"] and diags[0].is_error
    assert result.summary() == "cannot be completed"
