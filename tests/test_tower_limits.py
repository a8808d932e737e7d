"""The solvers' limits: time and cancel on huge boards, the memory budget, shared caps with
jobs, naming what stopped a search, Ctrl-C, and quests the checks prove unsolvable."""

from __future__ import annotations

import json
import os
import pty
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from builders import make_quest

from editor.cli.main import main
from editor.core.limits import (
    CANCELLED,
    INTERRUPTED,
    MAX_STATES,
    MEMORY,
    TIMEOUT,
    ctrl_c_stops,
    default_memory_budget,
    parse_size,
    physical_memory,
)
from editor.games.tower import solving
from editor.games.tower.command import table_lines
from editor.games.tower.compile import most_cells
from editor.games.tower.fileformat import save_quest
from editor.games.tower.load import load_quest
from editor.games.tower.model import HEROES, Card, Cell, HeroStart, Quest

ROOT = Path(__file__).resolve().parents[1]
EPIC = ROOT / "tests" / "bench" / "epic-2x2-rotation.quest.json"
TURNING = ROOT / "library" / "tower" / "epics" / "01-turning-tower.quest.json"
#: a hang, not a slow machine: every stop below is asked for within a second or two
HANG = 30.0


def huge_quest() -> Quest:
    """36 open 12x12 cards (a 72x72 board, too big for the fast solver with five heroes), one exit.

    Expanding one state of this board takes about a second in the reference solver.
    """
    cards = [
        Card(chr(ord("A") + i) if i < 26 else f"Z{i}", slot=(i % 6, i // 6)) for i in range(36)
    ]
    cards[-1].set_cell(11, 11, Cell("exit"))
    heroes = {h: HeroStart((i, 0), card="A") for i, h in enumerate(HEROES)}
    return Quest(size=12, cards=cards, heroes=heroes, slots=(6, 6), side="epic")


@pytest.fixture(scope="module")
def huge_file(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("huge") / "huge.quest.json"
    save_quest(path, huge_quest())
    return path


def _cli(*args, timeout=120) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.run(
        [sys.executable, "-m", "editor", *map(str, args)],
        capture_output=True,
        text=True,
        env=env,
        timeout=timeout,
    )


# -- 1. time and cancel, checked by the clock, on a huge board --------------------------


def test_a_time_limit_stops_the_reference_solver_on_a_huge_board():
    quest = huge_quest()
    assert 72 * 72 > most_cells(5)
    t = time.monotonic()
    result = solving.solve(quest, timeout=1.0)
    assert time.monotonic() - t < HANG
    assert result.solver == "reference" and result.solvable is None
    assert result.stopped_by == TIMEOUT
    assert result.stop_reason == "stopped: the time limit of 1 s was reached"
    assert result.to_json()["min_steps"] is None


def test_cancel_stops_the_reference_solver_inside_one_long_expansion():
    cancel = threading.Event()
    timer = threading.Timer(0.5, cancel.set)
    timer.start()
    t = time.monotonic()
    try:
        d = solving.solve_deal(huge_quest(), ("NESW",), cancel=cancel)
    finally:
        timer.cancel()
    assert time.monotonic() - t < HANG
    assert not d.complete and d.stopped_by == CANCELLED


def test_cli_timeout_on_a_huge_board_says_why_the_reference_solver_runs(huge_file):
    t = time.monotonic()
    run = _cli("solve", huge_file, "--timeout", "1", "--json")
    assert time.monotonic() - t < HANG + 30  # interpreter start and imports included
    assert run.returncode == 3
    data = json.loads(run.stdout)
    assert data["solvable"] is None and data["stopped_by"] == "timeout"
    assert data["solver"] == "reference"
    assert all(d["min_actions"] is None for p in data["players"] for d in p["distributions"])
    lines = run.stderr.splitlines()
    # the fallback and its reason come first (before the search), the stop after
    assert "using the reference solver" in lines[0] and "5184 cells" in lines[0]
    assert "with 5 heroes" in lines[0] and str(most_cells(5)) in lines[0]
    assert "the time limit of 1 s was reached" in lines[-1]


def test_validate_hook_honours_its_time_limit_and_names_it():
    t = time.monotonic()
    diags, result = solving.solve_for_validation(huge_quest(), timeout=1.0)
    assert time.monotonic() - t < HANG
    assert [d.code for d in diags] == ["T202"]
    assert "the time limit of 1 s was reached" in diags[0].message
    summary = result.summary()
    assert "time limit" in summary and "reference solver" in summary and "cells" in summary


def test_the_solver_docks_table_names_the_fallback_and_the_limit():
    from editor.core.setups import SolveRun
    from editor.games.tower.setups import setup_table

    reports = []
    run = SolveRun(
        max_states=5_000_000,
        timeout=1,
        progress=lambda *r, note=None: reports.append((*r, note)),
    )
    table = setup_table(huge_quest(), run)
    result = table.answer.result
    assert result.solvable is None and result.stopped_by == TIMEOUT
    assert "time limit of 1 s" in result.stop_reason
    assert table.summary.startswith("Not decided: ") and "time limit of 1 s" in table.summary
    assert "(reference solver: " in table.note and "cells" in table.note
    # the dock hears why before the search starts: the first report carries the reason
    assert reports[0][:2] == (0, 0) and "cells" in reports[0][2]


def test_the_solver_dock_names_the_limit_that_stopped_it(qtbot):
    from guitest import open_window, plain

    window = open_window(qtbot, TURNING)
    panel = window.editor.solver
    panel.timeout.setValue(0)
    panel.max_states.setValue(1000)
    panel.solve()
    qtbot.waitUntil(lambda: not panel.solving, timeout=60_000)
    text = plain(panel.summary)
    assert "Not decided: the state limit of 1,000 states" in text, text


# -- 2. which solver, and why -------------------------------------------------------------


def test_choose_says_why_the_reference_solver_answers():
    small = make_quest(4, heroes={"dwarf": (0, 0)}, cells={(3, 3): "exit"})
    fast = solving.choose(small)
    assert fast.solver == "fast" and fast.note == "" and fast.message() == ""
    asked = solving.choose(small, reference=True)
    assert asked.solver == "reference" and "asked" in asked.note
    huge = solving.choose(huge_quest())
    assert huge.solver == "reference"
    assert huge.note == (
        "the fast solver cannot take this quest: the board has 5184 cells; "
        f"with 5 heroes the fast solver handles at most {most_cells(5)}"
    )


# -- 3. the memory budget -----------------------------------------------------------------


def test_sizes_parse_like_the_readme_says():
    assert parse_size("500M") == 500 << 20
    assert parse_size("2G") == 2 << 30
    assert parse_size("1.5GB") == 3 << 29
    assert parse_size("4096") == 4096
    for bad in ("", "lots", "-1G", "0", "2X"):
        with pytest.raises(ValueError):
            parse_size(bad)


def test_the_default_budget_is_half_of_the_machine():
    total = physical_memory()
    assert total and default_memory_budget() == total // 2
    fast = solving.choose(load_quest(TURNING).quest)
    cap, which = solving.state_cap(fast, None, None)
    assert which == MEMORY
    assert cap * 70 <= total // 2  # fast.BYTES_PER_STATE


def test_the_budget_becomes_a_state_cap_for_each_solver():
    from editor.games.tower import fast, reference

    quest = load_quest(TURNING).quest
    budget = 100 << 20
    cap, which = solving.state_cap(solving.choose(quest), None, budget)
    assert which == MEMORY
    assert cap == (budget - fast.CACHE_BYTES) // fast.BYTES_PER_STATE
    cap, which = solving.state_cap(solving.choose(quest, True), None, budget)
    assert which == MEMORY and cap == budget // reference.BYTES_PER_STATE
    # a smaller --max-states wins, and is named as such
    assert solving.state_cap(solving.choose(quest), 1000, budget) == (1000, MAX_STATES)


def test_a_memory_stop_names_the_budget_not_a_state_or_time_limit():
    quest = load_quest(EPIC).quest
    result = solving.solve(quest, players=(1,), max_memory=parse_size("50M"))
    assert result.solvable is None and result.stopped_by == MEMORY
    assert result.stop_reason.startswith("stopped: the memory budget of 50 MB was reached after ")
    assert f"{result.states:,} states" in result.stop_reason
    assert "state limit" not in result.stop_reason and "time" not in result.stop_reason


def test_cli_max_memory_stops_cleanly_with_exit_3(capsys):
    assert main(["solve", str(EPIC), "--players", "1", "--max-memory", "50M", "--jobs", "1"]) == 3
    out, err = capsys.readouterr()
    assert "undecided: stopped: the memory budget of 50 MB was reached after" in out
    assert "memory budget of 50 MB" in err


def test_cli_rejects_a_bad_memory_size(capsys):
    with pytest.raises(SystemExit) as exc:
        main(["solve", str(EPIC), "--max-memory", "lots"])
    assert exc.value.code == 2
    assert "expected a size like 500M or 2G" in capsys.readouterr().err


# -- 4. with --jobs the limits hold for the run as a whole -----------------------------------


def test_concurrent_searches_share_the_caps():
    quest = load_quest(EPIC).quest
    choice = solving.choose(quest)
    for jobs in (1, 2, 3, 4):
        cap, _ = solving.state_cap(choice, 1_000_000, None, jobs)
        assert cap * jobs <= 1_000_000
        cap, _ = solving.state_cap(choice, None, 1 << 30, jobs)
        assert jobs * (cap * 70 + (48 << 20)) <= 1 << 30


def test_jobs_store_at_most_max_states_at_once():
    quest = load_quest(EPIC).quest
    result = solving.solve(quest, players=(1, 2), jobs=2, max_states=4000)
    assert result.solvable is None and result.stopped_by == MAX_STATES
    # two searches run at once: each stores at most half of the run's cap
    assert all(d.states <= 2000 for ds in result.players.values() for d in ds)
    assert "2,000 states per search (each of 2 searches at once)" in result.stop_reason


# -- 5. what stopped it, in the JSON and the table -------------------------------------------


def test_json_and_table_name_the_state_limit(tmp_path, capsys):
    assert main(["solve", str(TURNING), "--json", "--max-states", "1000", "--jobs", "1"]) == 3
    out, err = capsys.readouterr()
    data = json.loads(out)
    assert data["solvable"] is None and data["stopped_by"] == "max_states"
    assert "state limit of 1,000 states per search" in err
    assert main(["solve", str(TURNING), "--max-states", "1000", "--jobs", "1"]) == 3
    out = capsys.readouterr().out
    assert "undecided: stopped: the state limit of 1,000 states per search was reached" in out
    assert main(["solve", str(TURNING), "--players", "1", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["stopped_by"] is None


# -- 6. Ctrl-C ----------------------------------------------------------------------------


def test_ctrl_c_during_a_search_stops_it_like_a_limit():
    quest = load_quest(TURNING).quest

    def progress(states, depth, elapsed):
        os.kill(os.getpid(), signal.SIGINT)  # Ctrl-C at the first report

    # Ctrl-C as in a terminal: a process started in the background of a script inherits
    # SIGINT ignored, and Python then keeps it so
    inherited = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        result = solving.solve(quest, players=(1, 2), progress=progress)
        assert result.stopped_by == INTERRUPTED and result.solvable is None
        assert result.stop_reason == "stopped: interrupted (Ctrl-C)"
        data = result.to_json()
        assert data["solvable"] is None and data["min_steps"] is None
        assert table_lines(result)[0] == "undecided: stopped: interrupted (Ctrl-C)"
        # outside a search Ctrl-C raises again, as usual
        assert signal.getsignal(signal.SIGINT) is signal.default_int_handler
        with pytest.raises(KeyboardInterrupt):
            signal.raise_signal(signal.SIGINT)
    finally:
        signal.signal(signal.SIGINT, inherited)


def test_a_ctrl_c_between_two_searches_of_a_command_stops_the_second():
    """A command (validate --solve) around searches that heard Ctrl-C after one search
    ended: the next search, which enters its own `ctrl_c_stops`, still hears it."""
    quest = load_quest(TURNING).quest
    inherited = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        with ctrl_c_stops() as interrupt:
            first = solving.solve(quest, players=(1,))
            signal.raise_signal(signal.SIGINT)  # between the two
            assert interrupt.is_set()
            second = solving.solve(quest, players=(1,))
            assert interrupt.is_set()
        assert first.solvable is True
        assert second.stopped_by == INTERRUPTED and second.solvable is None
    finally:
        signal.signal(signal.SIGINT, inherited)


def test_an_ignored_ctrl_c_stays_ignored_during_a_search():
    """A process started with SIGINT ignored (a script's background job) keeps it so."""
    quest = load_quest(TURNING).quest

    def progress(states, depth, elapsed):
        os.kill(os.getpid(), signal.SIGINT)

    inherited = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        result = solving.solve(quest, players=(1,), progress=progress)
        assert result.solvable is True and result.stopped_by is None
        assert signal.getsignal(signal.SIGINT) == signal.SIG_IGN
    finally:
        signal.signal(signal.SIGINT, inherited)


def test_the_table_of_an_undecided_run_lists_the_deals_decided_before_the_stop():
    quest = load_quest(TURNING).quest
    full = solving.solve(quest, players=(1, 2))
    solo_states = full.players[1][0].states
    # a cap the solo deal fits under but the 2-player deals do not
    big = max(d.states for d in full.players[2])
    assert solo_states < big
    result = solving.solve(quest, players=(1, 2), max_states=solo_states + 1)
    assert result.solvable is None and result.players[1][0].min_actions == 13
    lines = table_lines(result)
    assert "incomplete: only the deals marked with a count were decided" in lines
    assert any(line.strip().startswith("1  NESW: 13") for line in lines)
    assert any("stopped" in line and line.strip().startswith("2") for line in lines)
    assert result.to_json()["players"][0]["distributions"][0]["min_actions"] is None


def at_a_terminal(*argv: str) -> list[str]:
    """``python -m editor ARGV`` with Ctrl-C as at a terminal: this process may have been
    started with SIGINT ignored (in a script's background), which a child inherits and
    mazewright keeps, as Python does."""
    run = (
        "import os, signal, sys; signal.signal(signal.SIGINT, signal.SIG_DFL); "
        "os.execv(sys.executable, [sys.executable, '-m', 'editor', *sys.argv[1:]])"
    )
    return [sys.executable, "-c", run, *argv]


def test_ctrl_c_exits_3_with_what_was_decided(huge_file):
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.Popen(
        at_a_terminal("solve", str(huge_file)),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    try:
        first = proc.stderr.readline()  # said before the search starts
        assert "using the reference solver" in first
        time.sleep(0.5)
        proc.send_signal(signal.SIGINT)
        out, err = proc.communicate(timeout=HANG)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 3
    assert "undecided: stopped: interrupted (Ctrl-C)" in out
    assert "interrupted" in err and "Traceback" not in err


# -- 7. quests the checks prove unsolvable ---------------------------------------------------


def _walled_in(tmp_path) -> Path:
    """The dwarf is walled off from the only exit (T118)."""
    walls = [(x, 1, "S", "wall") for x in range(4)]
    quest = make_quest(4, heroes={"dwarf": (0, 3)}, cells={(3, 0): "exit"}, edges=walls)
    path = tmp_path / "walled.quest.json"
    save_quest(path, quest)
    return path


def test_solve_json_of_a_quest_proved_unsolvable_by_the_checks(tmp_path, capsys):
    path = _walled_in(tmp_path)
    assert main(["validate", str(path)]) == 1
    capsys.readouterr()
    assert main(["solve", str(path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["solvable"] is False and data["min_steps"] is None
    assert [p["players"] for p in data["players"]] == [1, 2, 3, 4]
    for p in data["players"]:
        assert p["min_actions"] is None and p["max_actions"] is None
        assert all(d["min_actions"] is None and "solution" not in d for d in p["distributions"])
    assert main(["solve", str(path)]) == 0
    out = capsys.readouterr().out
    assert "the quest cannot be completed" in out and "can never reach an exit" in out


def test_solve_of_a_file_with_other_errors_still_exits_1(tmp_path, capsys):
    quest = make_quest(4, heroes={"dwarf": (0, 0)}, cells={(0, 0): "exit"})  # starts on exit
    path = tmp_path / "bad.quest.json"
    save_quest(path, quest)
    assert main(["solve", str(path), "--json"]) == 1
    out, err = capsys.readouterr()
    assert out == "" and "T110" in err


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_ctrl_c_stops_validate_solve_with_exit_3(huge_file, jobs):
    """Ctrl-C once the first file is done (its progress at a terminal says so), while the
    huge quest, which takes the solver its full 60 s, is being searched."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    terminal, stderr = pty.openpty()  # progress is shown at a terminal only
    tutorial = ROOT / "library" / "tower" / "tutorials" / "01-doors-and-keys.quest.json"
    proc = subprocess.Popen(
        at_a_terminal(
            "validate", "--solve", "--jobs", jobs, str(TURNING), str(huge_file), str(tutorial)
        ),
        stdout=subprocess.PIPE,
        stderr=stderr,
        text=True,
        env=env,
    )
    os.close(stderr)
    shown = bytearray()
    first_done = threading.Event()

    def read_the_terminal():  # all along: a full terminal would block the command
        while True:
            try:
                chunk = os.read(terminal, 4096)
            except OSError:  # the command has ended
                return
            if not chunk:
                return
            shown.extend(chunk)
            if b"1 of 3 files done" in shown:
                first_done.set()

    reader = threading.Thread(target=read_the_terminal, daemon=True)
    reader.start()
    try:
        assert first_done.wait(HANG)
        proc.send_signal(signal.SIGINT)
        out, _ = proc.communicate(timeout=HANG)
        reader.join(HANG)
    finally:
        if proc.poll() is None:
            proc.kill()
        os.close(terminal)
    err = bytes(shown).decode(errors="replace")
    assert proc.returncode == 3
    assert "interrupted" in err and "Traceback" not in err
    assert "01-turning-tower" in out  # done before the Ctrl-C
    assert huge_file.name not in out  # its search was stopped: it has no result
    if jobs == "1":
        assert tutorial.name not in out  # the run stopped: the next file was not checked
