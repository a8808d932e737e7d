"""The solver front door: fast when it can, reference otherwise; the validate hook."""

from builders import make_quest

from editor.games.tower.compile import MAX_CELLS
from editor.games.tower.model import Card, Cell, HeroStart, Quest
from editor.games.tower.solving import solve, solve_for_validation


def test_small_quest_uses_the_fast_solver():
    quest = make_quest(5, heroes={"dwarf": (0, 4)}, cells={(4, 0): "exit"})
    result = solve(quest, players=(1, 2))
    assert result.solver != "reference"
    assert result.players[2][0].min_actions == 2
    assert result.summary() == "min steps 8; actions 1p 1, 2p 1-2"


def test_board_too_big_for_the_fast_solver_falls_back_to_the_reference():
    card = Card("A", (0, 0))
    card.set_cell(0, 1, Cell("exit"))
    quest = Quest(size=12, cards=[card], heroes={"dwarf": HeroStart((0, 0))}, slots=(8, 8))
    assert 12 * 12 * 8 * 8 > MAX_CELLS
    result = solve(quest, players=(1,))
    assert result.solver == "reference"
    assert result.solvable is True and result.players[1][0].min_actions == 1


def test_validation_hook_reports_unsolvable_quests():
    quest = make_quest(3, {"dwarf": (0, 0)}, {(1, 0): "trap", (2, 0): "exit"}, void_rest=True)
    diags, result = solve_for_validation(quest)
    assert result.solvable is False
    assert [d.code for d in diags] == ["T201"] and diags[0].is_error
    assert result.summary() == "cannot be completed"
