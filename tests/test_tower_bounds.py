"""What a tower search stopped by a limit still proves: for its deal, the fewest actions
are at least the depth it had reached (every shorter plan was searched), in both
solvers, in the table and in the JSON."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from editor.cli.main import main
from editor.core.validate import load_file
from editor.games.tower import solving

ROOT = Path(__file__).resolve().parent.parent
QUESTS = [
    *sorted((ROOT / "library" / "tower" / "tutorials").glob("*.quest.json")),
    *sorted((ROOT / "library" / "tower" / "epics").glob("*.quest.json")),
]
SHARES = (0.2, 0.6, 0.95)


@pytest.mark.slow
@pytest.mark.parametrize("reference", [False, True], ids=["fast", "reference"])
@pytest.mark.parametrize("path", QUESTS, ids=[p.name for p in QUESTS])
def test_a_stopped_deal_proves_a_lower_bound_no_larger_than_its_fewest_actions(path, reference):
    quest = load_file(path).model
    choice = solving.choose(quest, reference)
    solo = solving.solve(quest, (1,), choice=choice).players[1][0]
    lowers = []
    for share in SHARES:
        cap = max(2, int(solo.states * share))
        deal = solving.solve(quest, (1,), choice=choice, max_states=cap).players[1][0]
        if deal.complete:
            assert deal.min_actions == solo.min_actions and deal.lower is None
            continue
        assert 1 <= deal.lower <= solo.min_actions
        lowers.append(deal.lower)
    assert lowers == sorted(lowers)


def test_the_table_and_the_json_say_the_bound(capsys):
    path = ROOT / "library" / "tower" / "epics" / "01-turning-tower.quest.json"
    quest = load_file(path).model
    stopped = solving.solve(quest, (1,), max_states=2000).players[1][0]
    assert stopped.stopped_by is not None and stopped.lower is not None
    argv = ["solve", str(path), "--players", "1", "--max-states", "2000", "--jobs", "1"]
    assert main(argv) == 3
    assert f"NESW: stopped, {stopped.bounds_text()}" in capsys.readouterr().out
    assert main([*argv, "--json"]) == 3
    data = json.loads(capsys.readouterr().out)
    [deal] = data["players"][0]["distributions"]
    assert deal["min_actions"] is None
    assert deal["bounds"] == {"lower": stopped.lower, "upper": stopped.upper}


def test_validate_solve_warns_with_the_bound():
    quest = load_file(ROOT / "library" / "tower" / "epics" / "01-turning-tower.quest.json").model
    [warning], result = solving.solve_for_validation(quest, max_states=2000)
    solo = result.players[1][0]
    assert warning.code == "T202" and solo.lower is not None
    said = f"; the deals undecided need: 1p NESW {solo.bounds_text()} actions"
    assert said in warning.message
