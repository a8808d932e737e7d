"""`mazewright solve` for tower quests: the table, the explanation and the JSON object."""

from __future__ import annotations

import sys

from editor.core.reports import compact_json
from editor.core.safetext import printable
from editor.core.terminal import Ticker

from . import solving
from .actions import describe
from .results import DISTRIBUTIONS


def _hands_text(hands) -> str:
    return " ".join(hands) if len(hands) > 1 else hands[0]


def _deal_text(d, result) -> str:
    if d.min_actions is not None:
        return str(d.min_actions)
    bounds = f", {d.bounds_text()}" if d.bounds_text() else ""
    if d.stopped_by is not None:
        return f"stopped{bounds}"
    if not d.complete:
        return f"not searched{bounds}"
    return "impossible" if result.solvable is False else "?"


def table_lines(result) -> list[str]:
    """The readable table: per player count best/worst actions, then each deal.

    An undecided result says which limit stopped it and lists what was decided
    before (the deals solved, marked as such), clearly as incomplete.
    """
    lines = []
    if result.solvable is None:
        lines.append(f"undecided: {result.stop_reason or 'the search stopped early'}")
        known = [
            d
            for ds in result.players.values()
            for d in ds
            if d.min_actions is not None or d.bounds_text()
        ]
        if not known:
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


DEAL_SYNTAX = (
    "a deal is written as its hands (NS,EW or 2:NS,EW), a player count (2: its best deal) "
    "or a player count and the deal's number in the table (2:3)"
)


def _deals_text(n: int) -> str:
    return "  ".join(f"{i}. {','.join(hands)}" for i, hands in enumerate(DISTRIBUTIONS[n], 1))


def parse_deal(text: str, players) -> tuple[int, tuple[str, ...] | None]:
    """`--explain DEAL`: (player count, hands), hands None for that count's best deal.

    DEAL is the hands (``NS,EW``, each hand's directions in any order, the hands in
    any order; or ``2:NS,EW``), a player count (``2``) or a player count and the
    deal's number in the table's order (``2:3``). Raises ValueError saying what is wrong.
    """
    text = text.strip().upper()
    count, _, number = text.partition(":")
    if count.isdigit() and number and not number.isdigit():  # 2:NS,EW
        n, hands = parse_deal(number, players)
        if n != int(count):
            raise ValueError(f"{number} is a deal of {n} players, not {count}")
        return n, hands
    if count.isdigit():
        n = int(count)
        if n not in DISTRIBUTIONS:
            raise ValueError(f"no deal for {n} players: the game is played by 1 to 4")
        if n not in players:
            raise ValueError(f"{n} players are not in --players")
        if not number:
            return n, None
        deals = DISTRIBUTIONS[n]
        if not number.isdigit() or not 1 <= int(number) <= len(deals):
            raise ValueError(
                f"no deal {number!r} for {n} players: they are numbered 1 to {len(deals)} "
                f"({_deals_text(n)})"
            )
        return n, deals[int(number) - 1]
    hands = [h for h in text.replace(" ", ",").split(",") if h]
    if not hands or any(set(h) - set("NESW") for h in hands):
        raise ValueError(DEAL_SYNTAX)
    wanted = sorted("".join(sorted(h, key="NESW".index)) for h in hands)
    n = len(hands)
    for deal in DISTRIBUTIONS.get(n, []):
        if sorted(deal) == wanted:
            if n not in players:
                raise ValueError(f"{n} players are not in --players")
            return n, deal
    if n not in DISTRIBUTIONS:
        raise ValueError(f"no deal of {n} hands: the game is played by 1 to 4 players")
    raise ValueError(f"no deal {','.join(hands)}: with {n} players the deals are {_deals_text(n)}")


def explain_lines(result, deal: tuple[int, tuple[str, ...] | None] | None = None) -> list[str]:
    """One optimal solution in words: of ``deal`` (from `parse_deal`), else the best
    deal of the first player count asked for."""
    if not result.solvable or not result.players:
        return []
    n, hands = deal if deal is not None else (min(result.players), None)
    solved = [d for d in result.players.get(n, []) if d.min_actions is not None]
    if hands is not None:
        solved = [d for d in solved if tuple(d.hands) == tuple(hands)]
    best = min(solved, key=lambda d: d.min_actions, default=None)
    if best is None or best.solution is None:
        return []
    return _actions_lines(f"one way in {_count(best.min_actions)}", n, best.hands, best.solution)


def plan_lines(result) -> list[str]:
    """The plans the beam searches found for the deals a limit stopped, in words (the
    deals not searched have theirs in the JSON)."""
    lines = []
    for n in sorted(result.players):
        for d in result.players[n]:
            if d.plan is not None and d.stopped_by is not None:
                what = f"a plan of {_count(d.upper)}, maybe not the shortest,"
                lines += ["", *_actions_lines(what, n, d.hands, d.plan)]
    return lines


def _count(actions: int) -> str:
    return f"{actions} action{'s' if actions != 1 else ''}"


def _actions_lines(what: str, n: int, hands, actions) -> list[str]:
    players = "; ".join(f"player {i + 1} {','.join(h)}" for i, h in enumerate(hands))
    lines = [f"{what} with {n} player{'s' if n != 1 else ''} ({players}):"]
    for i, action in enumerate(actions, 1):
        lines.append(f"{i:>3}. {describe(action, hands)}")
    return lines


def solve_command(loaded, args) -> int:
    """`mazewright solve` on a tower quest read into ``loaded`` (`editor.core.validate.Loaded`).

    Exit status: 0 decided (solvable or not, by the search or by checks that prove
    it cannot be completed), 1 a file with errors, 3 a limit or Ctrl-C stopped it.
    """
    proofs = solving.proofs(loaded.diagnostics)
    if not loaded.ok and proofs is None:
        for d in loaded.diagnostics:
            print(d.to_text(), file=sys.stderr)
        print(printable(f"{args.file}: not solved: the file has errors"), file=sys.stderr)
        return 1
    quest = loaded.model
    deal = None
    if args.explain:
        try:
            deal = parse_deal(args.explain, args.players)
        except ValueError as exc:
            print(
                printable(f"mazewright solve: error: --explain {args.explain}: {exc}"),
                file=sys.stderr,
            )
            return 2

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
        ticker = Ticker()
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
                tell=ticker.note,
            )
        finally:
            ticker.done()
        if result.solver_note and not choice.note:  # found only when the fast one took over
            note = f"{args.file}: used the reference solver: {result.solver_note}"
            print(printable(note), file=sys.stderr)
        reasons = []

    if args.json:
        print(compact_json(result.to_json()))
    else:
        title = f" — {quest.title}" if quest.title else ""
        print(printable(f"{args.file}{title}"))
        for line in table_lines(result):
            print(line)
        for line in plan_lines(result):
            print(printable(line))
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
    if args.explain is not None:
        lines = explain_lines(result, deal)
        out = sys.stderr if args.json else sys.stdout
        if lines:
            print("", file=out)
            for line in lines:
                print(printable(line), file=out)
    return 3 if result.solvable is None else 0
