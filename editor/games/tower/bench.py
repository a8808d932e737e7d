"""The tower's `mazewright bench`: the fast and the reference solver on the same quests.

For each quest the fast solver solves all nine deals and the min steps twice and
the second (warm) run is reported. The large benchmark quests (those under
``tests/bench/``) are capped at a number of states per search: they measure
speed, not answers. The reference solver runs on the same quest with a time
limit: its rate (states per second) is what the ratio compares. "States" are
distinct states stored by the searches, counted the same way by both solvers.
Answers are checked on the way: every solution the fast solver gives replays in
the rules, and when both solvers decide a quest they must agree.

Then, for a library quest (not a benchmark quest), ``mazewright solve FILE --json``
as a whole command in a new Python process (start-up, reading, checks, loading the
solver that answers, the searches, the JSON), the median of three runs (one with
``quick``), and which solver answered it: its numbers must be the fast solver's.
"""

from __future__ import annotations

import json
import time
from pathlib import Path

from editor.core.benching import (
    COMMAND_RUNS,
    BenchOptions,
    BenchTable,
    Column,
    measure_files,
    rate_text,
    timed_command,
)

from .crosscheck import counts, disagreements, replay_problems
from .model import Quest

#: per-search state cap for the fast solver on the large benchmark quests (by ``quick``)
BENCH_CAP = {False: 2_000_000, True: 200_000}
#: reference solver time per quest in seconds (by ``quick``)
REF_SECONDS = {False: 20.0, True: 2.0}
#: The target for ``solve --json`` on a one-card quest (a tutorial or trial) as a whole command.
COMMAND_TARGET = 0.8


def is_large(path: Path) -> bool:
    """A benchmark quest of ``tests/bench``: its searches are capped."""
    return "tests" in path.parts and "bench" in path.parts


def _rate(states: int, seconds: float) -> float:
    return states / seconds if seconds > 0 else 0.0


def bench_quest(path: Path, quest: Quest, options: BenchOptions) -> dict:
    """One row: the fast solver's states, time and rate, and the reference's with
    ``options.reference``."""
    from . import solving

    quick = options.quick
    choice = solving.choose(quest, reference_first=False)
    name = path.name.removesuffix(".quest.json")
    if choice.note:
        return {"quest": name, "error": f"fast solver not used: {choice.note}"}
    large = is_large(path)
    row: dict = {"quest": name, "large": large, "one_card": len(quest.cards) == 1, "problems": []}
    if large:
        res = _capped_fast(choice, BENCH_CAP[quick])
    else:
        solving.solve(quest, choice=choice)  # warm: kernel loaded, memory touched
        res = solving.solve(quest, choice=choice)
    row["fast_states"] = res.states
    row["fast_seconds"] = res.seconds
    row["compile_seconds"] = res.compile_seconds
    row["solved"] = res.solvable
    row["fast_rate"] = _rate(res.states, res.seconds)
    row["problems"] += replay_problems(quest, res)
    if options.reference:
        t = time.monotonic()
        r = solving.solve(quest, reference=True, timeout=REF_SECONDS[quick])
        secs = time.monotonic() - t
        row["ref_states"] = r.states
        row["ref_seconds"] = secs
        row["ref_done"] = r.solvable is not None
        row["ref_rate"] = _rate(r.states, secs)
        if row["ref_done"] and res.solvable is not None:
            row["problems"] += disagreements(res, r)
    if not large:
        row.update(_command(path, quick))
        row["problems"] += _command_problems(row.pop("output"), res)
    return row


def _command(path: Path, quick: bool) -> dict:
    """``mazewright solve PATH --json`` as a whole command: its median time, exit status,
    the solver that answered and its output."""
    seconds, status, output = timed_command(("solve", str(path), "--json"), COMMAND_RUNS[quick])
    try:
        data = json.loads(output) if status == 0 else None
    except ValueError:
        data = None
    return {
        "command": seconds,
        "command_solver": data["solver"] if isinstance(data, dict) else "?",
        "output": data if data is not None else status,
    }


def _command_problems(data, res) -> list[str]:
    """What ``solve --json`` printed against the fast solver's result worked out here."""
    if not isinstance(data, dict):
        return [f"solve --json exited with status {data} or printed no JSON object"]
    if res.solvable is None:  # nothing decided here to compare with
        return []
    got = {p["players"]: [d["min_actions"] for d in p["distributions"]] for p in data["players"]}
    if (data["solvable"], data["min_steps"], got) != (res.solvable, res.min_steps, counts(res)):
        return ["solve --json printed other numbers than the fast solver's worked out here"]
    return []


def _capped_fast(choice, cap: int):
    """All nine deals and the min steps, each search capped at ``cap`` states on its own."""
    from . import fast
    from .results import DISTRIBUTIONS, SolveResult

    solver = fast.Solver(choice.compiled)
    solver.distribution(("NESW",), max_states=min(cap, 10_000))  # warm
    t = time.monotonic()
    out = SolveResult(solvable=True, min_steps=None, solver="fast")
    out.compile_seconds = choice.compile_seconds + solver.compile_seconds
    for n, deals in DISTRIBUTIONS.items():
        out.players[n] = [solver.distribution(h, max_states=cap) for h in deals]
        out.states += sum(d.states for d in out.players[n])
        if any(not d.complete for d in out.players[n]):
            out.solvable = None
    steps, complete, states = solver.min_steps(max_states=cap)
    out.states += states
    out.min_steps = steps
    if not complete:
        out.solvable = None
    out.seconds = time.monotonic() - t
    return out


def _note(row: dict) -> str:
    """What the fast solver's row measured, when it is not a decided solvable quest."""
    if row["solved"] is None:
        return " (capped, undecided)" if row["large"] else " (undecided)"
    return "" if row["solved"] else " (unsolvable)"


def columns(reference: bool) -> list[Column]:
    """The table's columns; the reference solver's with ``reference``."""
    out = [
        Column("quest", lambda r: f"{r['quest']}{_note(r)}"),
        Column("fast states", lambda r: f"{r['fast_states']:,}"),
        Column.seconds("fast s", "fast_seconds", 3),
        Column("fast states/s", lambda r: rate_text(r["fast_rate"])),
        Column.seconds("compile s", "compile_seconds", 3),
    ]
    if reference:
        out += [
            Column(
                "reference states",
                lambda r: f"{r['ref_states']:,}{'' if r['ref_done'] else ' (time limit)'}",
            ),
            Column.seconds("reference s", "ref_seconds"),
            Column("reference states/s", lambda r: rate_text(r["ref_rate"])),
            Column(
                "ratio",
                lambda r: f"{r['fast_rate'] / r['ref_rate'] if r['ref_rate'] else 0.0:.0f}x",
            ),
        ]
    return out + [
        Column("solve --json s", lambda r: f"{r['command']:.2f}" if "command" in r else "–"),
        Column("answered by", lambda r: r.get("command_solver", "–")),
    ]


def run(files: list[tuple[Path, Quest]], options: BenchOptions) -> BenchTable:
    """`mazewright bench` for quests: one row per quest (see the module's docstring)."""
    title = "tower: the fast solver against the reference solver"
    out, rows = measure_files(
        title, files, options, bench_quest, "quest", columns(options.reference)
    )
    small = [r for r in rows if not r["large"]]
    if small:
        worst = max(small, key=lambda r: r["fast_seconds"])
        out.notes.append(
            f"slowest library quest (nine deals + min steps, warm): "
            f"{worst['quest']} {worst['fast_seconds']:.3f} s"
        )
    one_card = [r for r in small if r["one_card"]]
    if one_card:
        slow = max(one_card, key=lambda r: r["command"])
        verdict = "within" if slow["command"] < COMMAND_TARGET else "over"
        by_reference = sum(r["command_solver"] == "reference" for r in one_card)
        out.notes.append(
            f"slowest solve --json command on a one-card quest: {slow['quest']} "
            f"{slow['command']:.2f} s ({verdict} the {COMMAND_TARGET} s target); the "
            f"reference solver answered {by_reference} of {len(one_card)}"
        )
    return out
