"""Layouts designed to order (`mazewright generate labyrinth`): the labyrinth's
constraints, first candidates, mutations and score for the search of
`editor.core.generating` (RULES.md section 8 says what each constraint means).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from fractions import Fraction

from editor.core.generating import Evaluation, GameGenerator, Option

from .model import BOXED_SIZE, BOXED_WALLS, MAX_SIZE, MIN_SIZE, ROOMS, Edge, Layout
from .results import LabyrinthNumbers, solve

PLAYERS = (2, 3, 4)


def _size(text: str) -> int:
    if not text.isdigit() or not MIN_SIZE <= int(text) <= MAX_SIZE:
        raise ValueError(f"a board has {MIN_SIZE} to {MAX_SIZE} squares a side, not {text!r}")
    return int(text)


def _range(text: str) -> tuple[int, int]:
    lo, _, hi = text.partition("-")
    if not (lo.strip().isdigit() and hi.strip().isdigit()) or int(lo) > int(hi):
        raise ValueError(f"expected LOW-HIGH like 12-24, got {text!r}")
    return int(lo), int(hi)


def _number(text: str) -> Fraction:
    try:
        value = Fraction(text.strip())
    except (ValueError, ZeroDivisionError):
        raise ValueError(f"expected a number, got {text!r}") from None
    if value < 0:
        raise ValueError(f"expected a number of at least 0, got {text!r}")
    return value


def _per_count(kind: str):
    """'2:0-0.5,4:0-1' -> {2: (0, 1/2), 4: (0, 1)} (ranges) or '4:20' -> {4: 20}."""

    def parse(text: str) -> dict:
        out: dict = {}
        for part in filter(None, (p.strip() for p in text.split(","))):
            players, _, value = part.partition(":")
            if not players.isdigit() or int(players) not in PLAYERS:
                raise ValueError(f"{part!r}: a layout is played by 2, 3 or 4 players")
            if kind == "range":
                lo, sep, hi = value.partition("-")
                if not sep:
                    raise ValueError(f"expected PLAYERS:LOW-HIGH like 2:0-0.5, got {part!r}")
                bounds = (_number(lo), _number(hi))
                if bounds[0] > bounds[1]:
                    raise ValueError(f"{part!r}: the low end is above the high end")
                out[int(players)] = bounds
            else:
                out[int(players)] = _number(value)
        return out

    return parse


OPTIONS = (
    Option("--size", "squares a side of the board (3-12)", str(BOXED_SIZE), _size, metavar="N"),
    Option(
        "--walls",
        "how many walls, as a range",
        f"{BOXED_WALLS // 2}-{BOXED_WALLS}",
        _range,
        metavar="LO-HI",
    ),
    Option(
        "--spread",
        "fairness: the spread of the mean tours of a player count within a range "
        "(3 players: the fairest seating), like 2:0-0.5,4:0-1",
        "",
        _per_count("range"),
        metavar="P:LO-HI",
    ),
    Option(
        "--min-mean",
        "the shortest mean tour among a player count's seats at least this, like 4:20",
        "",
        _per_count("least"),
        metavar="P:N",
    ),
)


def _inner_edges(size: int) -> list[Edge]:
    return [(x, y, "E") for y in range(size) for x in range(size - 1)] + [
        (x, y, "S") for y in range(size - 1) for x in range(size)
    ]


def check(c: Mapping) -> list[str]:
    size = c["size"]
    problems = []
    # a board stays connected with at most (size - 1) ** 2 walls (a spanning tree's complement)
    if c["walls"][0] > (size - 1) ** 2:
        problems.append(f"--walls: a {size} x {size} board holds at most {(size - 1) ** 2} walls")
    if size * size - 4 < len(ROOMS):
        problems.append(f"--size: a {size} x {size} board has no room for five rooms")
    return problems


def tolerated(c: Mapping) -> frozenset[str]:
    codes = set()
    if c["size"] != BOXED_SIZE:
        codes.add("L112")
    if c["walls"][1] > BOXED_WALLS:
        codes.add("L111")
    return frozenset(codes)


def _connected(layout: Layout) -> bool:
    seen = {(0, 0)}
    todo = [(0, 0)]
    while todo:
        for other in layout.open_neighbours(todo.pop()):
            if other not in seen:
                seen.add(other)
                todo.append(other)
    return len(seen) == layout.size * layout.size


def _free_square(layout: Layout, rng: random.Random):
    used = set(layout.rooms.values()) | set(layout.corners.values())
    return rng.choice([s for s in layout.squares() if s not in used])


def start(c: Mapping, rng: random.Random) -> Layout:
    """Five rooms at random and walls at random, as many as the range's middle, each kept
    only when the board stays connected."""
    layout = Layout(size=c["size"])
    for room in ROOMS:
        layout.rooms[room] = _free_square(layout, rng)
    edges = _inner_edges(c["size"])
    rng.shuffle(edges)
    target = (c["walls"][0] + c["walls"][1]) // 2
    for edge in edges:
        if len(layout.walls) >= target:
            break
        layout.walls.add(edge)
        if not _connected(layout):
            layout.walls.discard(edge)
    return layout


def mutate(layout: Layout, c: Mapping, rng: random.Random) -> Layout:
    """One change: a wall put up, taken down or moved, or a room moved."""
    out = layout.copy()
    kind = rng.choice(("add", "remove", "move", "move", "room"))
    walls = sorted(out.walls)
    if kind in ("remove", "move") and walls:
        out.walls.discard(rng.choice(walls))
    if kind in ("add", "move"):
        out.walls.add(rng.choice(_inner_edges(out.size)))
    if kind == "room":
        out.rooms[rng.choice(ROOMS)] = _free_square(out, rng)
    return out


def spreads(numbers: LabyrinthNumbers) -> dict[int, Fraction]:
    return {
        2: numbers.spread_2(),
        3: numbers.spread_3(numbers.fairest_empty),
        4: numbers.spread_4(),
    }


def means(numbers: LabyrinthNumbers) -> dict[int, Fraction]:
    """The shortest mean tour among each player count's seats (3: the fairest seating's)."""
    empty = numbers.fairest_empty
    return {
        2: min(t.mean for t in numbers.pairs.values()),
        3: min(t.mean for corner, t in numbers.corners.items() if corner != empty),
        4: min(t.mean for t in numbers.corners.values()),
    }


def evaluate(layout: Layout, c: Mapping) -> Evaluation:
    numbers = solve(layout)
    spread, mean = spreads(numbers), means(numbers)
    lo, hi = c["walls"]
    count = len(layout.inner_walls())
    score = Fraction(max(0, lo - count, count - hi))
    for n, (low, high) in c["spread"].items():
        score += max(0, low - spread[n], spread[n] - high)
    for n, least in c["min_mean"].items():
        score += max(0, least - mean[n])
    merit = -sum(spread.values())
    return Evaluation(float(score), float(merit), f"{count} walls; {numbers.summary()}")


def finish(layout: Layout, title: str, notes: str) -> Layout:
    out = layout.copy()
    out.title, out.notes = title, notes
    return out


GENERATOR = GameGenerator(
    options=OPTIONS,
    start=start,
    mutate=mutate,
    evaluate=evaluate,
    finish=finish,
    check=check,
    tolerated=tolerated,
    standard={"spread": "2:0-0.5,3:0-0.5,4:0-0.5", "min_mean": "4:20"},
)
