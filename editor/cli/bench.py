"""`mazewright bench`: the fast and the reference solver on the same quests, side by side.

Quests: the library's (``library/**/*.quest.json``) and the large benchmark quests
in ``tests/bench/``. For each quest the fast solver solves all nine deals and the
min steps twice and the second (warm) run is reported; large quests are capped
at a number of states per search. The reference solver runs on the same quest
with a time limit: its rate (states per second) is what the ratio compares.
"States" are distinct states stored by the searches, counted the same way by
both solvers.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..games.tower.model import Quest

#: per-search state cap for the fast solver on the large benchmark quests
BENCH_CAP = {False: 2_000_000, True: 200_000}
#: reference solver time per quest (seconds)
REF_SECONDS = {False: 20.0, True: 2.0}
#: exit status when Ctrl-C stops the run (the table so far is printed)
INTERRUPTED_STATUS = 3


def add_parser(p: argparse.ArgumentParser) -> None:
    p.add_argument("--quick", action="store_true", help="small caps and short runs (a smoke test)")
    p.add_argument(
        "--no-reference", action="store_true", help="run only the fast solver (no ratio)"
    )
    p.add_argument(
        "quests",
        nargs="*",
        metavar="PATH",
        help="quest files and folders (searched recursively for *.quest.json; "
        "default: the library and tests/bench quests)",
    )


def _root() -> Path:
    here = Path(__file__).resolve()
    for parent in here.parents:
        if (parent / "library").is_dir() and (parent / "tests").is_dir():
            return parent
    return Path.cwd()


def default_quests() -> list[Path]:
    root = _root()
    return sorted((root / "library").rglob("*.quest.json")) + sorted(
        (root / "tests" / "bench").glob("*.quest.json")
    )


def _rate(states: int, seconds: float) -> float:
    return states / seconds if seconds > 0 else 0.0


def _fmt_rate(rate: float) -> str:
    if rate >= 1e6:
        return f"{rate / 1e6:.2f}M"
    if rate >= 1e3:
        return f"{rate / 1e3:.1f}k"
    return f"{rate:.0f}"


def bench_quest(path: Path, quest: Quest, quick: bool, reference: bool) -> dict:
    from ..games.tower import solving
    from ..safetext import printable

    choice = solving.choose(quest)
    if choice.note:
        print(
            printable(f"  {path}: {choice.message()}; not benchmarked"), file=sys.stderr, flush=True
        )
        return {"quest": str(path), "error": f"fast solver not used: {choice.note}"}
    large = "tests" in path.parts and "bench" in path.parts
    cap = BENCH_CAP[quick] if large else None
    row: dict = {"quest": path.name.removesuffix(".quest.json"), "large": large}
    if large:
        res = _capped_fast(choice, cap)
    else:
        solving.solve(quest, choice=choice)  # warm: kernel loaded, memory touched
        res = solving.solve(quest, choice=choice)
    row["fast_states"] = res.states
    row["fast_seconds"] = res.seconds
    row["compile_seconds"] = res.compile_seconds
    row["solved"] = res.solvable
    row["fast_rate"] = _rate(res.states, res.seconds)
    if reference:
        t = time.monotonic()
        r = solving.solve(quest, reference=True, timeout=REF_SECONDS[quick])
        secs = time.monotonic() - t
        row["ref_states"] = r.states
        row["ref_seconds"] = secs
        row["ref_done"] = r.solvable is not None
        row["ref_rate"] = _rate(r.states, secs)
        if row["ref_done"] and res.solvable is not None:
            row["agree"] = (r.solvable, r.min_steps, _counts(r)) == (
                res.solvable,
                res.min_steps,
                _counts(res),
            )
    return row


def _capped_fast(choice, cap: int):
    """All nine deals and the min steps, each search capped at ``cap`` states on its own."""
    from ..games.tower import fast
    from ..games.tower.results import DISTRIBUTIONS, SolveResult

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


def _counts(result) -> list:
    return [[d.min_actions for d in result.players[n]] for n in sorted(result.players)]


def _note(row: dict) -> str:
    """What the fast solver's row measured, when it is not a decided solvable quest."""
    if row["solved"] is None:
        return " (capped, undecided)" if row["large"] else " (undecided)"
    return "" if row["solved"] else " (unsolvable)"


def table(rows: list[dict], reference: bool) -> list[str]:
    head = "| quest | fast states | fast s | fast states/s | compile s |"
    rule = "|---|---:|---:|---:|---:|"
    if reference:
        head += " reference states | reference s | reference states/s | ratio |"
        rule += "---:|---:|---:|---:|"
    lines = [head, rule]
    columns = head.count("|") - 1
    for r in rows:
        if "error" in r:
            lines.append(f"| {r['quest']} ({r['error']}) |" + " – |" * (columns - 1))
            continue
        line = (
            f"| {r['quest']}{_note(r)} | {r['fast_states']:,} | {r['fast_seconds']:.3f} | "
            f"{_fmt_rate(r['fast_rate'])} | {r['compile_seconds']:.3f} |"
        )
        if reference:
            ratio = r["fast_rate"] / r["ref_rate"] if r.get("ref_rate") else 0.0
            done = "" if r["ref_done"] else " (time limit)"
            line += (
                f" {r['ref_states']:,}{done} | {r['ref_seconds']:.2f} | "
                f"{_fmt_rate(r['ref_rate'])} | {ratio:.0f}x |"
            )
        lines.append(line)
    return lines


def quests_to_bench(paths: list[str]) -> tuple[list[tuple[Path, Quest]], list]:
    """The quests named by ``paths`` (folders searched as `validate` does) as (path, quest),
    each read once, and the diagnostics of those that are missing, unreadable or invalid
    (none of them is run) and of folders without quests."""
    from ..validate import collect, load_file

    files, problems = collect(paths)
    quests = []
    for path, display in files:
        loaded = load_file(path, display)
        errors = [d for d in loaded.diagnostics if d.is_error]
        problems += errors
        if not errors:
            quests.append((Path(path), loaded.model))
    return quests, problems


def run(args) -> int:
    from ..limits import ctrl_c_stops
    from ..safetext import printable

    quests, problems = quests_to_bench([str(q) for q in args.quests or default_quests()])
    for d in problems:
        print(d.to_text(), file=sys.stderr)
    if any(d.is_error for d in problems):
        print("mazewright bench: error: some quests cannot be benchmarked", file=sys.stderr)
        return 1
    if not quests:
        print("mazewright bench: error: no quests to benchmark", file=sys.stderr)
        return 1
    reference = not args.no_reference
    rows = []
    with ctrl_c_stops() as interrupt:
        for path, quest in quests:
            print(printable(f"  {path} ..."), file=sys.stderr, flush=True)
            rows.append(bench_quest(path, quest, args.quick, reference))
            if interrupt.is_set():
                rows[-1] = {"quest": rows[-1]["quest"], "error": "interrupted"}
                break
        interrupted = interrupt.is_set()
    for line in table(rows, reference):
        print(printable(line))
    if interrupted:
        print(
            f"interrupted: {len(rows) - 1} of {len(quests)} quests benchmarked; "
            "the table is incomplete",
            file=sys.stderr,
        )
        return INTERRUPTED_STATUS
    disagree = [r["quest"] for r in rows if r.get("agree") is False]
    if disagree:
        print(printable("the solvers disagree on: " + ", ".join(disagree)), file=sys.stderr)
        return 1
    small = [r for r in rows if "error" not in r and not r["large"]]
    if small:
        worst = max(small, key=lambda r: r["fast_seconds"])
        print(
            f"\nslowest library quest (nine deals + min steps, warm): "
            f"{printable(worst['quest'])} {worst['fast_seconds']:.3f} s"
        )
    if any("error" in r for r in rows):
        print("some quests cannot be read (see above)", file=sys.stderr)
        return 1
    return 0
