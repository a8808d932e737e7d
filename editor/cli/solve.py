"""`mazewright solve FILE`: fewest actions for every player count and deal, and fewest steps.

Exit status: 0 when the quest is decided (solvable or not, by the search or by
checks that prove it cannot be completed), 1 when the file is not a valid quest,
2 on a usage error, 3 when a limit or Ctrl-C stopped the search before it decided.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time

from .argtypes import positive, positive_int

#: exit status when Ctrl-C stops the command (see main.py)
INTERRUPTED_STATUS = 3


def _players(text: str) -> tuple[int, ...]:
    try:
        values = tuple(sorted({int(p) for p in text.split(",") if p.strip()}))
    except ValueError:
        raise argparse.ArgumentTypeError("expected player counts like 1,4") from None
    if not values or any(p not in (1, 2, 3, 4) for p in values):
        raise argparse.ArgumentTypeError("player counts are 1, 2, 3 or 4 (like 1,4)")
    return values


def _memory_size(text: str) -> int:
    """Bytes from a size like 500M or 2G (for ``--max-memory``)."""
    from ..games.tower.limits import parse_size

    try:
        return parse_size(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def add_parser(p: argparse.ArgumentParser) -> None:
    p.add_argument("file", help="a .quest.json file")
    p.add_argument(
        "--json", action="store_true", help="print the JSON object of RULES.md section 7"
    )
    p.add_argument(
        "--players",
        type=_players,
        default=(1, 2, 3, 4),
        metavar="1,4",
        help="only these player counts (default: all)",
    )
    p.add_argument(
        "--explain", action="store_true", help="print one optimal solution step by step in words"
    )
    p.add_argument(
        "--jobs",
        type=positive_int,
        default=1,
        metavar="N",
        help="search deals in N processes; the N searches at once share --max-states and "
        "--max-memory (each gets 1/N)",
    )
    p.add_argument(
        "--max-states",
        type=positive_int,
        default=None,
        metavar="N",
        help="stop a search after N stored states (47-70 bytes each in the fast solver)",
    )
    p.add_argument(
        "--max-memory",
        type=_memory_size,
        default=None,
        metavar="SIZE",
        help="memory budget of the run, like 500M or 2G (default: half of the machine's memory)",
    )
    p.add_argument(
        "--timeout", type=positive, default=None, metavar="S", help="stop after S seconds"
    )
    p.add_argument("--reference", action="store_true", help="use the slow reference solver instead")


_POINT = re.compile(r"\[\s*(-?\d+),\s*(-?\d+)\s*\]")
_POINT_ONE = re.compile(r"\[-?\d+, -?\d+\]")
_POINTS = re.compile(r"\[\s*\[-?\d+, -?\d+\](?:,\s*\[-?\d+, -?\d+\])*\s*\]")


def compact_json(data) -> str:
    """Indented JSON with coordinates and hands kept on one line."""
    text = json.dumps(data, indent=2)
    text = _POINT.sub(r"[\1, \2]", text)
    text = _POINTS.sub(lambda m: "[" + ", ".join(_POINT_ONE.findall(m.group(0))) + "]", text)
    return re.sub(
        r'\[\s*((?:"[NESW]+",?\s*)+)\]',
        lambda m: "[" + ", ".join(m.group(1).split()).replace(",,", ",") + "]",
        text,
    )


def _hands_text(hands) -> str:
    return " ".join(hands) if len(hands) > 1 else hands[0]


def _deal_text(d, result) -> str:
    if d.min_actions is not None:
        return str(d.min_actions)
    if d.stopped_by is not None:
        return "stopped"
    if not d.complete:
        return "not searched"
    return "impossible" if result.solvable is False else "?"


def table_lines(result) -> list[str]:
    """The readable table: per player count best/worst actions, then each deal.

    An undecided result says which limit stopped it and lists what was decided
    before (the deals solved, marked as such), clearly as incomplete.
    """
    lines = []
    if result.solvable is None:
        lines.append(f"undecided: {result.stop_reason or 'the search stopped early'}")
        decided = [d for ds in result.players.values() for d in ds if d.min_actions is not None]
        if not decided:
            return lines
        lines.append("")
        lines.append("incomplete: only the deals marked with a count were decided")
        lines.append("players  actions per deal")
        for n in sorted(result.players):
            deals = "   ".join(
                f"{_hands_text(d.hands)}: {_deal_text(d, result)}" for d in result.players[n]
            )
            lines.append(f"{n:>7}  {deals}")
        return lines
    if result.solvable is False:
        lines.append("the quest cannot be completed")
        return lines
    lines.append(f"solvable; fewest steps: {result.min_steps}")
    lines.append("")
    lines.append("players  best  worst  actions per deal")
    for n in sorted(result.players):
        lo, hi = result.player_range(n)
        deals = "   ".join(f"{_hands_text(d.hands)}: {d.min_actions}" for d in result.players[n])
        lines.append(f"{n:>7}  {lo:>4}  {hi:>5}  {deals}")
    return lines


def explain_lines(result) -> list[str]:
    """One optimal solution in words: the best deal of the first player count asked for."""
    from ..games.tower.actions import describe

    if not result.solvable or not result.players:
        return []
    n = min(result.players)
    best = min(
        (d for d in result.players[n] if d.min_actions is not None),
        key=lambda d: d.min_actions,
        default=None,
    )
    if best is None or best.solution is None:
        return []
    hands = "; ".join(f"player {i + 1} {','.join(h)}" for i, h in enumerate(best.hands))
    lines = [
        f"one way in {best.min_actions} action{'s' if best.min_actions != 1 else ''} "
        f"with {n} player{'s' if n != 1 else ''} ({hands}):"
    ]
    for i, action in enumerate(best.solution, 1):
        lines.append(f"{i:>3}. {describe(action, best.hands)}")
    return lines


class _Ticker:
    """Progress on stderr when it is a terminal (at most a few times a second)."""

    def __init__(self):
        self.on = sys.stderr.isatty()
        self.last = 0.0

    def __call__(self, states: int, depth: int, elapsed: float) -> None:
        if not self.on or time.monotonic() - self.last < 0.25:
            return
        self.last = time.monotonic()
        sys.stderr.write(f"\r  {states:,} states, depth {depth}, {elapsed:.1f} s ")
        sys.stderr.flush()

    def done(self) -> None:
        if self.on and self.last:
            sys.stderr.write("\r" + " " * 60 + "\r")
            sys.stderr.flush()


def run(args) -> int:
    from ..games.tower.limits import ctrl_c_stops

    with ctrl_c_stops():
        return _run(args)


def _run(args) -> int:
    from ..games.tower import solving
    from ..safetext import printable
    from ..validate import load_file

    loaded = load_file(args.file)
    proofs = solving.proofs(loaded.diagnostics)
    if not loaded.ok and proofs is None:
        for d in loaded.diagnostics:
            print(d.to_text(), file=sys.stderr)
        print(printable(f"{args.file}: not solved: the file has errors"), file=sys.stderr)
        return 1
    quest = loaded.model

    if proofs is not None:  # decided by the checks: no search needed
        result = solving.proven_unsolvable(args.players)
        reasons = [printable(f"{d.code}: {d.message}") for d in proofs]
        if args.json:  # why, beside the object
            for d in proofs:
                print(d.to_text(), file=sys.stderr)
    else:
        choice = solving.choose(quest, args.reference)
        if choice.note and not args.reference:  # said before the search, which may be long
            print(printable(f"{args.file}: {choice.message()}"), file=sys.stderr, flush=True)
        ticker = _Ticker()
        try:
            result = solving.solve(
                quest,
                args.players,
                choice=choice,
                jobs=args.jobs,
                max_states=args.max_states,
                max_memory=args.max_memory,
                timeout=args.timeout,
                progress=ticker,
            )
        finally:
            ticker.done()
        reasons = []

    if args.json:
        print(compact_json(result.to_json()))
    else:
        title = f" — {quest.title}" if quest.title else ""
        print(printable(f"{args.file}{title}"))
        for line in table_lines(result):
            print(line)
        for reason in reasons:
            print(f"  {reason}")
        if proofs is None:
            print(
                f"\n{result.solver} solver: {result.states:,} states in {result.seconds:.3f} s"
                + (
                    f" (+ {result.compile_seconds:.3f} s to compile)"
                    if result.compile_seconds
                    else ""
                )
            )
    if result.solvable is None:
        print(printable(f"{args.file}: {result.stop_reason}"), file=sys.stderr)
    if args.explain:
        lines = explain_lines(result)
        out = sys.stderr if args.json else sys.stdout
        if lines:
            print("", file=out)
            for line in lines:
                print(printable(line), file=out)
    return 3 if result.solvable is None else 0
