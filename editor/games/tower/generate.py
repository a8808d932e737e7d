"""Quests designed to order (`mazewright generate tower`): the tower's constraints,
first candidates, mutations and score for the search of `editor.core.generating`.

A candidate is solved for every deal of 1 to 4 players by the fast solver and scored
by how far its numbers lie from the constraints (RULES.md section 9 says what each
constraint means, "uses" and "unique opening" included).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import replace

from editor.core.generating import Evaluation, GameGenerator, Option

from .model import HEROES, MAX_SIZE, MIN_SIZE, Cell, Edge, HeroStart, Quest
from .newquest import SHAPES, make_quest
from .results import DISTRIBUTIONS, SolveResult

#: element -> (the cell that makes it, what that cell becomes when the element is taken
#: out, the hero it needs, the board shapes it works on)
ELEMENTS: dict[str, tuple[str, str, str | None, tuple[str, ...]]] = {
    "toss": ("trap", "void", "barbarian", ("single", "rotation", "sliding")),
    "swap": ("invocation", "floor", "mage", ("single", "rotation", "sliding")),
    "ladder": ("ladder", "floor", None, ("single", "rotation", "sliding")),
    "door": ("key", "floor", None, ("single", "rotation", "sliding")),
    "rotation": ("rotation", "floor", None, ("rotation", "sliding")),
    "slide": ("sliding", "floor", None, ("sliding",)),
}
#: The score of a candidate the solver finds impossible, or does not decide in its limit.
UNSOLVABLE = 1000.0
#: Added for each element asked for that the candidate lacks altogether.
MISSING_ELEMENT = 10.0
PLAYERS = (1, 2, 3, 4)


# -- options -----------------------------------------------------------------------
def _size(text: str) -> int:
    if not text.isdigit() or not MIN_SIZE <= int(text) <= MAX_SIZE:
        raise ValueError(f"a card has {MIN_SIZE} to {MAX_SIZE} cells a side, not {text!r}")
    return int(text)


def _names(allowed: tuple[str, ...], what: str, at_least: int):
    def parse(text: str) -> tuple[str, ...]:
        names = [n.strip() for n in text.split(",") if n.strip()]
        for n in names:
            if n not in allowed:
                raise ValueError(f"{n!r} is not a {what} (one of {', '.join(allowed)})")
        if len(set(names)) != len(names):
            raise ValueError(f"a {what} is named twice")
        if len(names) < at_least:
            raise ValueError(f"name at least {at_least} {what}")
        return tuple(sorted(names, key=allowed.index))

    return parse


def _per_count(text: str) -> dict[int, int]:
    """'2:14,3:12' -> {2: 14, 3: 12}."""
    out: dict[int, int] = {}
    for part in filter(None, (p.strip() for p in text.split(","))):
        players, _, value = part.partition(":")
        if not (players.isdigit() and value.isdigit()) or int(players) not in PLAYERS:
            raise ValueError(f"expected PLAYERS:ACTIONS like 2:14 (players 1 to 4), got {part!r}")
        out[int(players)] = int(value)
    return out


def _spreads(text: str) -> dict[int, tuple[int, int]]:
    """'2:0-2,3:1-3' -> {2: (0, 2), 3: (1, 3)}."""
    out: dict[int, tuple[int, int]] = {}
    for part in filter(None, (p.strip() for p in text.split(","))):
        players, _, span = part.partition(":")
        lo, _, hi = span.partition("-")
        if not all(s.isdigit() for s in (players, lo, hi)) or int(players) not in PLAYERS:
            raise ValueError(f"expected PLAYERS:LOW-HIGH like 2:0-2, got {part!r}")
        if int(lo) > int(hi):
            raise ValueError(f"{part!r}: the low end is above the high end")
        out[int(players)] = (int(lo), int(hi))
    return out


def _states(text: str) -> int:
    if not text.isdigit() or int(text) < 1:
        raise ValueError(f"expected a whole number of states, got {text!r}")
    return int(text)


OPTIONS = (
    Option("--size", "cells a side of each card (3-12)", "5", _size, metavar="N"),
    Option("--shape", "the board: one card or an epic", "single", str, tuple(SHAPES)),
    Option(
        "--heroes",
        "the heroes in play, like barbarian,sister",
        "dwarf,elf",
        _names(HEROES, "hero", 1),
        metavar="H,H",
    ),
    Option(
        "--uses",
        "elements every optimal solution of every deal must use: " + ", ".join(ELEMENTS),
        "",
        _names(tuple(ELEMENTS), "element", 0),
        metavar="E,E",
    ),
    Option(
        "--min-actions",
        "fewest actions of the best deal of a player count at least this, like 2:14",
        "",
        _per_count,
        metavar="P:N",
    ),
    Option(
        "--max-actions",
        "fewest actions of the worst deal of a player count at most this, like 2:20",
        "",
        _per_count,
        metavar="P:N",
    ),
    Option(
        "--spread",
        "worst minus best deal of a player count within a range, like 2:0-2",
        "",
        _spreads,
        metavar="P:LO-HI",
    ),
    Option(
        "--unique-opening",
        "exactly one first action starts an optimal solution (solo deal)",
        switch=True,
    ),
    Option(
        "--max-states",
        "states each search may store: a candidate whose search needs more is dropped",
        "200000",
        _states,
        metavar="N",
    ),
)


def check(c: Mapping) -> list[str]:
    problems = []
    for element in c["uses"]:
        _, _, hero, shapes = ELEMENTS[element]
        if hero is not None and hero not in c["heroes"]:
            problems.append(f"--uses {element} needs the {hero} in --heroes")
        if c["shape"] not in shapes:
            problems.append(f"--uses {element} needs the shape {' or '.join(shapes)}")
    free = c["size"] * c["size"] * len(make_quest(c["size"], c["shape"]).cards)
    if 2 * len(c["heroes"]) + 2 * len(c["uses"]) >= free:
        problems.append(f"a board of --size {c['size']} is too small for so many heroes")
    return problems


# -- candidates --------------------------------------------------------------------
Place = tuple[str, tuple[int, int]]  # (card id, local cell)


def _places(quest: Quest) -> list[Place]:
    return [
        (card.id, (x, y))
        for card in quest.cards
        for y in range(quest.size)
        for x in range(quest.size)
    ]


def _taken(quest: Quest) -> set[Place]:
    """The hero starts and the exits: cells a mutation keeps."""
    out = {(quest.card(s.card).id, tuple(s.at)) for s in quest.heroes.values()}
    for card in quest.cards:
        out |= {(card.id, at) for at, cell in card.cells.items() if cell.type == "exit"}
    return out


def _free(quest: Quest, rng: random.Random) -> Place:
    taken = _taken(quest)
    return rng.choice([p for p in _places(quest) if p not in taken])


def _start_hero(quest: Quest, hero: str, at: Place) -> None:
    quest.move_hero(hero, at[0], at[1])


def _element_cell(element: str) -> Cell:
    kind = ELEMENTS[element][0]
    return Cell(kind, door=1) if kind == "key" else Cell(kind)


def _put(quest: Quest, place: Place, cell: Cell) -> None:
    quest.card(place[0]).set_cell(*place[1], cell)


def start(c: Mapping, rng: random.Random) -> Quest:
    """Open floor: the heroes, an exit of each, and one of every element asked for."""
    quest = make_quest(c["size"], c["shape"])
    for hero in c["heroes"]:
        _start_hero(quest, hero, _free(quest, rng))
        _put(quest, _free(quest, rng), Cell("exit", hero=hero))
    for element in c["uses"]:
        if element == "toss" and _toss_line(quest, c, rng):
            continue
        _put(quest, _free(quest, rng), _element_cell(element))
        if element == "ladder":
            _put(quest, _free(quest, rng), _element_cell(element))
        if element == "door":
            _random_edge(quest, rng, Edge("door", door=1))
    return quest


def _toss_line(quest: Quest, c: Mapping, rng: random.Random) -> bool:
    """The barbarian, another hero, a trap and that hero's exit in a line on one card, as a
    toss needs them (False when the card is too small or the heroes too few)."""
    others = [h for h in c["heroes"] if h != "barbarian"]
    if quest.size < 4 or not others:
        return False
    hero = rng.choice(others)
    card = rng.choice(quest.cards)
    a, b = rng.randrange(quest.size - 3), rng.randrange(quest.size)
    line = [(a + i, b) for i in range(4)]
    if rng.random() < 0.5:
        line = [(y, x) for x, y in line]
    if rng.random() < 0.5:
        line.reverse()
    for h in ("barbarian", hero):
        for other in quest.cards:
            for at, cell in list(other.cells.items()):
                if cell.type == "exit" and cell.hero == h:
                    other.set_cell(*at, Cell("floor"))
    for at in line:
        card.set_cell(*at, Cell("floor"))
    _start_hero(quest, "barbarian", (card.id, line[0]))
    _start_hero(quest, hero, (card.id, line[1]))
    card.set_cell(*line[2], Cell("trap"))
    card.set_cell(*line[3], Cell("exit", hero=hero))
    _put(quest, _free(quest, rng), Cell("exit", hero="barbarian"))
    return True


def _random_edge(quest: Quest, rng: random.Random, edge: Edge | None) -> None:
    """Mark (or clear) a side between two cells of a card."""
    card = rng.choice(quest.cards)
    x, y = rng.randrange(quest.size), rng.randrange(quest.size - 1)
    if rng.random() < 0.5:
        card.set_edge(x, y, "S", edge)
    else:
        card.set_edge(y, x, "E", edge)


def _wall_run(quest: Quest, rng: random.Random) -> None:
    """Walls along two or more neighbouring sides on one line between two rows or columns,
    or along a card's rim (where it meets other cards in an epic)."""
    card = rng.choice(quest.cards)
    lines = quest.size + 1 if len(quest.cards) > 1 else quest.size - 1
    line = rng.randrange(lines) - (len(quest.cards) > 1)  # -1: the north or west rim
    first = rng.randrange(quest.size - 1)
    last = rng.randrange(first + 1, quest.size)
    across = rng.random() < 0.5
    for k in range(first, last + 1):
        if line < 0:
            x, y, side = (k, 0, "N") if across else (0, k, "W")
        else:
            x, y, side = (k, line, "S") if across else (line, k, "E")
        card.set_edge(x, y, side, Edge("wall"))


def _palette(c: Mapping) -> list[Cell]:
    cells = [Cell("floor")] * 4 + [Cell("void")] * 2
    return cells + [_element_cell(e) for e in c["uses"]]


def _edges(c: Mapping) -> list[Edge | None]:
    edges: list[Edge | None] = [None, None, Edge("wall"), Edge("wall"), Edge("air")]
    if "dwarf" in c["heroes"]:
        edges.append(Edge("narrow"))
    if "door" in c["uses"]:
        edges.append(Edge("door", door=1))
    return edges


def mutate(quest: Quest, c: Mapping, rng: random.Random) -> Quest:
    """One change: a cell, an edge, a wall across part of a card (a large step that can
    cut a way off at once), a hero's start or a hero's exit."""
    out = quest.copy()
    kind = rng.choice(("cell", "cell", "cell", "edge", "edge", "run", "hero", "exit"))
    if kind == "cell":
        _put(out, _free(out, rng), rng.choice(_palette(c)))
    elif kind == "run":
        _wall_run(out, rng)
    elif kind == "edge":
        _random_edge(out, rng, rng.choice(_edges(c)))
    elif kind == "hero":
        place = _free(out, rng)
        _put(out, place, Cell("floor"))
        _start_hero(out, rng.choice(c["heroes"]), place)
    else:
        hero = rng.choice(c["heroes"])
        for card in out.cards:
            for at, cell in list(card.cells.items()):
                if cell.type == "exit" and cell.hero == hero:
                    card.set_cell(*at, Cell("floor"))
        _put(out, _free(out, rng), Cell("exit", hero=hero))
    return out


# -- numbers -----------------------------------------------------------------------
def _solve(quest: Quest, max_states: int) -> SolveResult:
    from .solving import choose, solve

    return solve(quest, PLAYERS, choice=choose(quest, reference_first=False), max_states=max_states)


def _counts(result: SolveResult) -> dict[tuple[int, tuple[str, ...]], int | None]:
    return {(n, d.hands): d.min_actions for n, ds in result.players.items() for d in ds}


def without(quest: Quest, element: str) -> Quest:
    """The quest with ``element`` taken out: each of its cells becomes what leaves every
    other rule as it was (RULES.md section 9)."""
    kind, instead, _, _ = ELEMENTS[element]
    out = quest.copy()
    for card in out.cards:
        for at, cell in list(card.cells.items()):
            if cell.type == kind:
                card.set_cell(*at, Cell(instead))
    return out


def shortfall(quest: Quest, result: SolveResult, element: str, max_states: int) -> int | None:
    """How far ``element`` is from being used by every optimal solution of every deal: over
    the deals, the actions the quest without it would need to add to be worse (0: every
    deal is worse or impossible without it). None when the search without it was not
    decided within ``max_states``."""
    other = _solve(without(quest, element), max_states)
    if other.solvable is None:
        return None
    if other.solvable is False:
        return 0
    mine, theirs = _counts(result), _counts(other)
    return sum(max(0, mine[deal] - theirs[deal] + 1) for deal in mine)


def _quest_at(quest: Quest, rules, state) -> Quest:
    """The quest that starts where ``state`` stands: cards turned and moved, heroes out
    of play once they have left, armories gone once they have opened the exits."""
    out = quest.copy()
    for card, (slot, rotation) in zip(out.cards, state.layout, strict=True):
        card.slot, card.rotation = tuple(slot), rotation
    board = rules.board(state)
    out.heroes = {}
    for hero, at in zip(rules.heroes, state.positions, strict=True):
        if at is not None:
            place = board.place(*at)
            out.heroes[hero] = HeroStart(at=(place.x, place.y), card=place.card.id)
    if len(out.cards) == 1:
        out.heroes = {h: HeroStart(s.at) for h, s in out.heroes.items()}
    if state.exits_open:
        for card in out.cards:
            for at, cell in list(card.cells.items()):
                if cell.type == "armory":
                    card.set_cell(*at, Cell("floor"))
    return out


def optimal_openings(quest: Quest, best: int, max_states: int) -> int | None:
    """How many positions one first action of the solo player can reach from which the
    rest takes ``best`` - 1 actions; None when a search was not decided."""
    from .rules import Rules
    from .solving import solve_deal

    rules = Rules(quest)
    found = 0
    for _, state in rules.legal_actions(rules.initial_state(), DISTRIBUTIONS[1][0]):
        if rules.is_goal(state):
            found += best == 1
            continue
        d = solve_deal(_quest_at(quest, rules, state), DISTRIBUTIONS[1][0], max_states=max_states)
        if not d.complete:
            return None
        found += d.min_actions is not None and d.min_actions + 1 == best
    return found


def numbers_text(result: SolveResult) -> str:
    """The counts in words, whichever solver gave them (the same numbers either way)."""
    return replace(result, solver_note="").summary()


def evaluate(quest: Quest, c: Mapping) -> Evaluation:
    result = _solve(quest, c["max_states"])
    if not result.solvable:
        return Evaluation(UNSOLVABLE, numbers=numbers_text(result))
    score = 0.0
    ranges = {n: result.player_range(n) for n in PLAYERS}
    for n, least in c["min_actions"].items():
        score += max(0, least - ranges[n][0])
    for n, most in c["max_actions"].items():
        score += max(0, ranges[n][1] - most)
    for n, (lo, hi) in c["spread"].items():
        spread = ranges[n][1] - ranges[n][0]
        score += max(0, lo - spread, spread - hi)
    used = []
    for element in c["uses"]:
        kind = ELEMENTS[element][0]
        if not any(cell.type == kind for card in quest.cards for cell in card.cells.values()):
            score += MISSING_ELEMENT
            continue
        short = shortfall(quest, result, element, c["max_states"])
        if short is None:
            return Evaluation(UNSOLVABLE, numbers=numbers_text(result))
        score += short
        if not short:
            used.append(element)
    numbers = numbers_text(result)
    if used:
        numbers += "; every optimal solution uses: " + ", ".join(used)
    if c["unique_opening"] and score == 0:
        openings = optimal_openings(quest, ranges[1][0], c["max_states"])
        if openings is None:
            return Evaluation(UNSOLVABLE, numbers=numbers)
        score += abs(openings - 1)
        numbers += f"; {openings} optimal opening{'s' * (openings != 1)}"
    merit = sum(ranges[n][0] for n in PLAYERS) + result.min_steps / 100
    return Evaluation(score, merit, numbers)


def finish(quest: Quest, title: str, notes: str) -> Quest:
    out = quest.copy()
    out.title, out.notes = title, notes
    out.side = SHAPES[_shape(quest)][3]
    return out


def _shape(quest: Quest) -> str:
    return next(name for name, (_, slots, _, _) in SHAPES.items() if slots == quest.slots)


GENERATOR = GameGenerator(
    options=OPTIONS,
    start=start,
    mutate=mutate,
    evaluate=evaluate,
    finish=finish,
    check=check,
    standard={"heroes": "barbarian,sister", "uses": "toss", "min_actions": "2:8"},
)
