"""The tower kernel compiled ahead of time (`aot`): the same answers as through numba's
JIT, loaded without numba, and the JIT kernel when it cannot be built."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, assume, given, settings
from test_tower_differential import quests

from editor.games.tower import aot, fast
from editor.games.tower.load import read_quest
from editor.games.tower.results import solve_all

LIBRARY = Path(__file__).resolve().parents[1] / "library" / "tower"
RANDOM_MAX_STATES = 50_000  # per search: a larger random quest is skipped


def full_solve(quest, kernel, max_states=None):
    solver = fast.Solver(quest, kernel=kernel)
    return solve_all(
        (1, 2, 3, 4),
        lambda hands: solver.distribution(hands, max_states=max_states),
        lambda: solver.steps(max_states=max_states),
        "fast",
    )


def outcome(result):
    return (
        result.solvable,
        result.min_steps,
        result.states,
        {
            n: [(d.hands, d.min_actions, d.states, d.solution) for d in ds]
            for n, ds in result.players.items()
        },
    )


@pytest.fixture(scope="module")
def kernels():
    built = fast.aot_kernel()
    assert built is not None, aot.failure()
    return built, fast.jit_kernel()


@pytest.mark.parametrize(
    "path",
    sorted(p.relative_to(LIBRARY).as_posix() for p in LIBRARY.rglob("*.quest.json")),
)
def test_the_built_kernel_solves_the_library_as_the_jit_kernel_does(path, kernels):
    built, jit = kernels
    quest = read_quest(LIBRARY / path)
    assert outcome(full_solve(quest, built)) == outcome(full_solve(quest, jit))


@pytest.mark.slow
@settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
@given(quests(max_heroes=5))
def test_the_built_kernel_solves_random_quests_as_the_jit_kernel_does(kernels, quest):
    built, jit = kernels
    result = full_solve(quest, built, RANDOM_MAX_STATES)
    assume(result.stopped_by is None)
    assert outcome(result) == outcome(full_solve(quest, jit))


def test_a_trial_is_solved_without_loading_numba(kernels):
    code = (
        "import sys\n"
        "from editor.cli.main import main\n"
        "main(['solve', sys.argv[1], '--json'])\n"
        "print('numba' in sys.modules, 'llvmlite' in sys.modules)\n"
    )
    trial = LIBRARY / "adventure-2" / "03-three-armories.quest.json"  # 66,000 states
    run = subprocess.run(
        [sys.executable, "-c", code, str(trial)], capture_output=True, text=True, check=True
    )
    answer, loaded = run.stdout.rsplit("}", 1)
    assert json.loads(answer + "}")["solver"] == "fast"
    assert loaded.split() == ["False", "False"]


def test_a_broken_module_file_is_not_loaded(tmp_path, monkeypatch):
    monkeypatch.setattr(aot, "folders", lambda: [tmp_path])
    name = aot.module_name()
    (tmp_path / aot._file_name(name)).write_bytes(b"not a shared library")
    assert aot.load() is None


def test_without_a_writable_folder_the_build_fails_with_the_reason(tmp_path, monkeypatch, capsys):
    blocker = tmp_path / "a file"
    blocker.write_text("")
    monkeypatch.setattr(aot, "folders", lambda: [blocker / "cache"])
    with pytest.raises(aot.BuildError, match="no writable folder"):
        aot.build()
    assert fast.aot_kernel() is None
    assert "could not be built ahead of time" in capsys.readouterr().err


def test_a_failed_build_is_not_tried_again_and_the_jit_kernel_answers(tmp_path, monkeypatch):
    monkeypatch.setattr(aot, "folders", lambda: [tmp_path])
    aot.remember_failure("the C compiler is missing")
    assert aot.failure() == "the C compiler is missing"
    assert fast.aot_kernel() is None  # at once: with no module and no failure it would build
    assert list(tmp_path.glob("*.so")) == list(tmp_path.glob("*.pyd")) == []
    monkeypatch.setattr(fast, "_functions", None)
    quest = read_quest(LIBRARY / "tutorials" / "02-ladders.quest.json")
    result = fast.solve(quest)
    assert fast._kernel() is fast.jit_kernel()
    assert result.solvable and outcome(result) == outcome(full_solve(quest, fast.jit_kernel()))


def test_the_shipped_module_is_named_for_its_kernel_not_for_the_cpu(monkeypatch):
    """A bundle's module is found on any CPU of its kind; the machine's own is not."""
    names = aot.module_name(), aot.module_name(portable=True)
    monkeypatch.setattr(aot, "_cpu", lambda: "another CPU")
    aot.module_name.cache_clear()
    try:
        assert aot.module_name(portable=True) == names[1]
        assert aot.module_name() not in names
    finally:
        aot.module_name.cache_clear()


@pytest.mark.slow
def test_a_shipped_module_is_used_where_the_machine_has_none(tmp_path, monkeypatch, kernels):
    shipped = aot.build_portable(tmp_path / "shipped")
    monkeypatch.setattr(aot, "folders", lambda: [tmp_path / "cache"])
    monkeypatch.setattr(aot, "SHIPPED", tmp_path / "shipped")
    module = fast.aot_kernel()
    assert module is not None and module.__file__ == str(shipped)
    assert not (tmp_path / "cache").exists()  # nothing built, no failure noted
    quest = read_quest(LIBRARY / "tutorials" / "02-ladders.quest.json")
    assert outcome(full_solve(quest, module)) == outcome(full_solve(quest, kernels[1]))
