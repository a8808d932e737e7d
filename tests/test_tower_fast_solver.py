"""The fast solver on small quests whose answers are worked out by hand, its limits, and `solve`."""

from __future__ import annotations

import json
import threading

import pytest
from builders import make_card, make_quest, multi_quest

from editor.cli.main import main
from editor.games.tower import fast
from editor.games.tower.actions import Move, Rotate, Slide, Teleport, Toss
from editor.games.tower.fileformat import save_quest
from editor.games.tower.rules import Rules


def replay(quest, hands, solution):
    rules = Rules(quest)
    state = rules.initial_state()
    for action in solution:
        state = rules.apply(state, action, hands)
    return rules.is_goal(state)


def counts(result):
    return {n: [d.min_actions for d in ds] for n, ds in result.players.items()}


def assert_replays(quest, result):
    for ds in result.players.values():
        for d in ds:
            assert len(d.solution) == d.min_actions
            assert replay(quest, d.hands, d.solution)


def test_open_room_counts_follow_the_hands():
    # The dwarf must go 4 north and 4 east: one action when one hand holds N and E.
    quest = make_quest(5, heroes={"dwarf": (0, 4)}, cells={(4, 0): "exit"})
    result = fast.solve(quest)
    assert result.solvable is True and result.min_steps == 8
    assert counts(result) == {1: [1], 2: [2, 1, 2], 3: [1, 1, 2, 2], 4: [2]}
    assert_replays(quest, result)
    assert result.solver == "fast"


def test_key_under_the_crossing_hero_does_not_open_its_door():
    # corridor key1 | floor |door| exit: the dwarf stands on the key, alone.
    quest = make_quest(
        3,
        heroes={"dwarf": (0, 1)},
        cells={(0, 1): "key1", (1, 1): "floor", (2, 1): "exit"},
        edges=[(1, 1, "E", "door", 1)],
        void_rest=True,
    )
    assert fast.solve(quest, players=(1,)).solvable is False


def test_door_opens_while_another_hero_holds_the_key():
    # The elf on the key holds door 1 open while the dwarf walks out east; then the elf
    # steps south onto its own exit. If the elf left first, the dwarf would be stuck.
    quest = make_quest(
        3,
        heroes={"dwarf": (1, 1), "elf": (0, 0)},
        cells={(0, 0): "key1", (0, 1): "exit:elf", (1, 1): "floor", (2, 1): "exit:dwarf"},
        edges=[(1, 1, "E", "door", 1)],
        void_rest=True,
    )
    result = fast.solve(quest, players=(1, 4))
    assert counts(result) == {1: [2], 4: [2]} and result.min_steps == 2
    assert result.players[1][0].solution[0].hero == "dwarf"
    assert_replays(quest, result)


def test_sister_clings_across_a_single_wall_but_not_a_double_wall():
    cells = {(3, 3): "exit", (2, 2): "exit"}
    heroes = {"dwarf": (3, 2), "sister": (0, 3)}
    keep = {(0, 3), (3, 3), (3, 2), (2, 2)}
    voids = {(x, y): "void" for y in range(4) for x in range(4) if (x, y) not in keep}
    single = make_quest(4, heroes=heroes, cells=cells | voids, edges=[(3, 2, "S", "wall")])
    result = fast.solve(single, players=(1, 4))
    # the sister teleports east onto the exit next to the dwarf, the dwarf steps west out
    assert counts(result) == {1: [2], 4: [2]}
    assert result.min_steps == 2
    assert isinstance(result.players[1][0].solution[0], Teleport)
    assert_replays(single, result)
    double = make_quest(4, heroes=heroes, cells=cells | voids, edges=[(3, 2, "S", "double-wall")])
    assert fast.solve(double, players=(1,)).solvable is False


def test_walls_on_both_cards_count_as_a_double_wall():
    # Global row 1: sister (0,1) on A, shared exit (2,1) on A, dwarf (3,1) on B, the
    # dwarf's own exit (4,1) on B; everything else void. The sister's only exit is
    # (2,1), next to the dwarf across the card border.
    def quest(wall_on_b: bool):
        void = {(x, y): "void" for y in range(3) for x in range(3)}
        a = make_card(
            "A",
            slot=(0, 0),
            cells=void | {(0, 1): "floor", (2, 1): "exit"},
            edges=[(2, 1, "E", "wall")],
        )
        b = make_card(
            "B",
            slot=(1, 0),
            cells=void | {(0, 1): "floor", (1, 1): "exit:dwarf"},
            edges=[(0, 1, "W", "wall")] if wall_on_b else [],
        )
        return multi_quest(3, (2, 1), [a, b], {"sister": ("A", (0, 1)), "dwarf": ("B", (0, 1))})

    one = fast.solve(quest(False), players=(1,))
    # one wall: the sister teleports east onto the exit, then the dwarf walks east out
    assert counts(one) == {1: [2]}
    assert_replays(quest(False), one)
    assert fast.solve(quest(True), players=(1,)).solvable is False


def test_barbarian_tosses_over_exactly_one_trap():
    # Row 1: barbarian (0,1), elf (1,1), trap (2,1), floor (3,1), exit (4,1); the
    # barbarian's own exit (0,2).
    # The elf cannot walk anywhere; the barbarian tosses it east onto (3,1), the elf
    # walks out east, the barbarian walks out south: 3 actions, 3 steps.
    row = {
        (1, 1): "floor",
        (2, 1): "trap",
        (3, 1): "floor",
        (4, 1): "exit",
        (0, 2): "exit:barbarian",
    }
    heroes = {"barbarian": (0, 1), "elf": (1, 1)}
    quest = make_quest(5, heroes=heroes, cells=row, void_rest=True)
    result = fast.solve(quest, players=(1, 4))
    assert counts(result) == {1: [3], 4: [3]} and result.min_steps == 3
    solution = result.players[1][0].solution
    assert solution[0] == Toss(0, "elf", (3, 1))
    assert_replays(quest, result)
    # two traps in a row: no toss crosses them
    two = row | {(3, 1): "trap", (4, 1): "floor", (4, 0): "exit"}
    blocked = make_quest(5, heroes=heroes, cells=two, void_rest=True)
    assert fast.solve(blocked, players=(1,)).solvable is False


def test_mage_swaps_only_on_arrival():
    # Row 0: invocation (0,0) with the mage on it, floor (1,0), the dwarf's exit (2,0).
    # Row 2: the dwarf (0,2), the mage's exit (1,2). Row 1 is void: each hero is on
    # the other's side. The mage must step off the invocation cell and back (E then W)
    # and swap in that same action; then each walks east out.
    cells = {(0, 0): "invocation", (1, 0): "floor", (2, 0): "exit:dwarf", (1, 2): "exit:mage"}
    quest = make_quest(3, heroes={"mage": (0, 0), "dwarf": (0, 2)}, cells=cells, void_rest=True)
    result = fast.solve(quest)
    # E and W in one hand: 3 actions; otherwise the return west is a second action: 4.
    assert counts(result) == {1: [3], 2: [3, 4, 4], 3: [4, 3, 4, 3], 4: [4]}
    assert result.min_steps == 6  # east, west, swap, mage east, dwarf east twice
    swap = result.players[1][0].solution[0]
    assert swap == Move(0, "mage", ((0, 0), (1, 0), (0, 0)), swap="dwarf")
    assert_replays(quest, result)


def test_exits_closed_until_every_armory_is_filled():
    # Each hero must end an action on its armory before anyone may exit: at least two
    # actions to fill both armories, then one action each to walk out.
    cells = {(0, 1): "armory:dwarf", (2, 1): "armory:elf", (1, 0): "exit"}
    quest = make_quest(3, heroes={"dwarf": (0, 2), "elf": (2, 2)}, cells=cells)
    result = fast.solve(quest, players=(1,))
    assert counts(result) == {1: [4]}
    assert_replays(quest, result)
    open_quest = make_quest(3, heroes={"dwarf": (0, 2), "elf": (2, 2)}, cells={(1, 0): "exit"})
    assert counts(fast.solve(open_quest, players=(1,))) == {1: [2]}


def test_rotation_carries_heroes_and_opens_a_passage():
    # Two 3x3 cards side by side; the dwarf stands on A's rotation cell (the centre,
    # which stays put when A turns). A's whole east side is walled: any turn moves the
    # walls to another side, then the dwarf walks east to B's exit: 2 actions.
    walls = [(2, y, "E", "wall") for y in range(3)]
    a = make_card("A", slot=(0, 0), cells={(1, 1): "rotation"}, edges=walls)
    b = make_card("B", slot=(1, 0), cells={(1, 1): "exit"})
    quest = multi_quest(3, (2, 1), [a, b], {"dwarf": ("A", (1, 1))})
    result = fast.solve(quest, players=(1,))
    assert counts(result) == {1: [2]}
    sol = result.players[1][0].solution
    assert isinstance(sol[0], Rotate) and sol[0].card == "A"
    assert sol[1].path[0] == (1, 1) and sol[1].path[-1] == (4, 1)
    assert_replays(quest, result)


def test_sliding_carries_heroes_into_the_empty_slot():
    # Card A in slot (0,0) with the dwarf on its sliding cell, card B in slot (2,0),
    # slot (1,0) empty: A slides east, then the dwarf walks east to B's exit.
    a = make_card("A", slot=(0, 0), cells={(1, 1): "sliding"})
    b = make_card("B", slot=(2, 0), cells={(1, 1): "exit"})
    quest = multi_quest(3, (3, 1), [a, b], {"dwarf": ("A", (1, 1))})
    result = fast.solve(quest, players=(1,))
    assert counts(result) == {1: [2]}
    sol = result.players[1][0].solution
    assert sol[0] == Slide(0, "A", (1, 0))
    assert sol[1].path[0] == (4, 1) and sol[1].path[-1] == (7, 1)  # it rode along
    assert_replays(quest, result)


# -- limits, progress, cancel -------------------------------------------------------


def _big_quest():
    """A search of millions of states: the turning card leaves the solver no estimate."""
    return make_quest(
        8,
        heroes={"dwarf": (0, 0), "elf": (7, 7), "barbarian": (0, 7), "mage": (7, 0)},
        cells={(4, 4): "exit", (3, 3): "rotation"},
    )


def test_state_limit_stops_cleanly():
    result = fast.solve(_big_quest(), max_states=500)
    assert result.solvable is None and result.min_steps is None
    for ds in result.players.values():
        for d in ds:
            assert d.min_actions is None and d.solution is None
    assert result.to_json()["solvable"] is None


def test_progress_and_cancel():
    seen = []
    flag = threading.Event()

    def progress(states, depth, elapsed):
        seen.append((states, depth, elapsed))
        flag.set()  # cancel at the first report

    result = fast.solve(_big_quest(), progress=progress, cancel=flag)
    assert seen and seen[0][0] >= 1
    assert result.solvable is None
    calls = []
    result = fast.solve(_big_quest(), cancel=lambda: calls.append(1) or True)
    assert result.solvable is None and calls


def test_fast_limits_also_grow_the_store():
    # a search past the initial capacity must grow and still find the answer (the turning
    # card leaves it no estimate, so it is a plain breadth-first search)
    quest = make_quest(
        6,
        heroes={"dwarf": (0, 0), "elf": (5, 5), "mage": (0, 5)},
        cells={(3, 3): "exit", (2, 2): "rotation"},
    )
    solver = fast.Solver(quest)
    d = solver.distribution(("N", "E", "S", "W"))
    assert d.min_actions is not None and d.states > fast.INITIAL_CAPACITY
    assert replay(quest, d.hands, d.solution)


def test_parallel_jobs_give_the_same_answers():
    quest = make_quest(
        4, heroes={"dwarf": (0, 3), "elf": (3, 3)}, cells={(0, 0): "exit", (3, 0): "exit:elf"}
    )
    one = fast.solve(quest)
    two = fast.solve(quest, jobs=2)
    assert counts(one) == counts(two) and one.min_steps == two.min_steps


# -- mazewright solve -------------------------------------------------------------


def test_cli_solve_json_and_table(tmp_path, capsys):
    quest = make_quest(5, heroes={"dwarf": (0, 4)}, cells={(4, 0): "exit"})
    path = tmp_path / "q.quest.json"
    save_quest(path, quest)
    assert main(["solve", str(path), "--json", "--players", "1,4"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["solvable"] is True and data["min_steps"] == 8
    assert [p["players"] for p in data["players"]] == [1, 4]
    solo = data["players"][0]["distributions"][0]
    assert solo["hands"] == ["NESW"] and solo["min_actions"] == 1
    assert solo["solution"][0]["type"] == "move" and solo["solution"][0]["path"][0] == [0, 4]
    assert main(["solve", str(path), "--explain"]) == 0
    out = capsys.readouterr().out
    assert "players  best  worst" in out and "moves the dwarf" in out


def test_cli_solve_bad_file_is_diagnosed(tmp_path, capsys):
    bad = tmp_path / "bad.quest.json"
    bad.write_text("{ not json", encoding="utf-8")
    assert main(["solve", str(bad)]) == 1
    err = capsys.readouterr().err
    assert "F005" in err and "Traceback" not in err
    good = tmp_path / "good.quest.json"
    save_quest(good, make_quest(5, heroes={"dwarf": (0, 4)}, cells={(4, 0): "exit"}))
    assert main(["solve", str(good), "--players", "5"]) == 2  # the tower has 1 to 4 players
    assert "is played by 1, 2, 3, 4 players" in capsys.readouterr().err
    with pytest.raises(SystemExit) as exc:
        main(["solve", str(good), "--players", "two"])
    assert exc.value.code == 2


def test_cli_solve_limit_exit_code(tmp_path, capsys):
    path = tmp_path / "big.quest.json"
    save_quest(path, _big_quest())
    assert main(["solve", str(path), "--max-states", "100", "--json"]) == 3
    assert json.loads(capsys.readouterr().out)["solvable"] is None


def test_cli_bench_on_a_given_quest(tmp_path, capsys):
    quest = make_quest(5, heroes={"dwarf": (0, 4)}, cells={(4, 0): "exit"})
    path = tmp_path / "tiny.quest.json"
    save_quest(path, quest)
    assert main(["bench", "--quick", "--no-reference", str(path)]) == 0
    out = capsys.readouterr().out
    assert "| quest | fast states |" in out and "| tiny |" in out


@pytest.mark.parametrize(
    "first",
    [
        "",  # as `mazewright solve` loads it
        "import numba",  # numba imports scipy itself where it is installed, not scipy.linalg
    ],
)
def test_loading_the_kernel_leaves_scipy_linalg_unimported(first):
    # numba imports scipy.linalg on loading a first function only to learn whether
    # np.dot may call BLAS; the kernel calls none, and that import is a third of a
    # trial quest's whole solve where the kernel is loaded through numba. scipy is
    # no dependency of ours: where it is not installed there is nothing to import.
    import subprocess
    import sys

    code = (
        "import sys\n"
        "def scipy():\n"
        "    return {m for m in sys.modules if m.split('.')[:2] in (['scipy'], ['scipy', 'linalg'])}\n"
        f"{first}\n"
        "before = scipy()\n"
        "from editor.games.tower import fast\n"
        "fast.jit_kernel()\n"
        "print(sorted(before))\n"
        "print(sorted(scipy() - before))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout
    before, added = out.splitlines()
    assert "scipy.linalg" not in before
    assert added == "[]"


def test_loading_the_kernel_leaves_cffi_unimported():
    # numba types cffi functions with a cffi parser of C declarations it builds on
    # loading a first function; the kernel calls none
    import subprocess
    import sys

    code = (
        "import sys\n"
        "from editor.games.tower import fast\n"
        "fast.jit_kernel()\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('cffi', 'pycparser')))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout
    assert out.strip() == "[]"


def test_growing_the_store_stops_for_a_cancel():
    # past ~10M states, rebuilding the hash table of a grown store takes a few hundred
    # milliseconds: the rebuild checks the limits as it goes
    from editor.core.limits import CANCELLED, Limits
    from editor.games.tower.compile import compile_quest
    from editor.games.tower.kernelcodes import MODE_ACTIONS

    comp = compile_quest(make_quest(5, {"dwarf": (0, 0)}, {(4, 4): "exit"}))
    search = fast.Search(comp, fast.LayoutCache(comp), ("NESW",), MODE_ACTIONS)
    size = search.K0.size
    assert search._grow(Limits(cancel=lambda: True)) is False
    assert search.stopped_by == CANCELLED
    grown = fast.Search(comp, fast.LayoutCache(comp), ("NESW",), MODE_ACTIONS)
    assert grown._grow(Limits()) is True
    assert grown.K0.size > size and grown.stopped_by is None
