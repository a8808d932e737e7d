"""Resolving one movement on the running course: where a figure lands and what fires.

`resolve` follows the rulebook (RULES.md section 3). A figure moves its steps
clockwise (anticlockwise when negative). The hag and the raven never land on the
raven castle: they go one space further. A movement that ends on a spiderweb
continues, the same way, by as many steps as reached the web, and again from the
next web. A tower may not end on the raven castle, a fountain or the magic tower:
then the movement is not allowed. Where the figure lands, the effects fire in the
rulebook's order: hag, elixir fountain, raven, magic tower.

The board knows the pieces of the start only (towers, magic tower, hag, raven) and
the one figure that moves: other wizards, flasks and feathers are the players'.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .course import Track, start_of, track_of
from .model import SetUp

WIZARD = "wizard"
TOWER = "tower"
MAGIC_TOWER = "magic-tower"
HAG = "hag"
RAVEN = "raven"

#: The effects on the way, listed before the landing; the others fire where the figure lands.
ON_THE_WAY = ("web", "castle-skip")


class FigureError(ValueError):
    """The figure named is not on the board (no tower there, the hag not in play, ...)."""


@dataclass(frozen=True)
class Figure:
    kind: str
    space: int | None = None
    """Where a wizard or a tower stands; None for the figures there is one of."""

    @property
    def is_tower(self) -> bool:
        return self.kind in (TOWER, MAGIC_TOWER)

    @property
    def flies(self) -> bool:
        """The hag and the raven: they never land on the raven castle."""
        return self.kind in (HAG, RAVEN)

    def words(self) -> str:
        if self.kind in (WIZARD, TOWER):
            return f"the {self.kind} on space {self.space}"
        return "the magic tower" if self.kind == MAGIC_TOWER else f"the {self.kind}"


def parse_figure(text: str) -> Figure:
    """``wizard:S``, ``tower:S``, ``hag``, ``raven`` or ``magic-tower``; ValueError otherwise."""
    kind, colon, where = text.partition(":")
    if kind in (WIZARD, TOWER):
        if colon and where.strip().isdigit():
            return Figure(kind, int(where))
        raise ValueError(f'"{text}": a {kind} is named by its space, like {kind}:3')
    if kind in (MAGIC_TOWER, HAG, RAVEN) and not colon:
        return Figure(kind)
    raise ValueError(f'"{text}" is no figure: wizard:S, tower:S, hag, raven or magic-tower')


@dataclass(frozen=True)
class Board:
    """The course and the pieces on it (a tower's space is where its stack stands)."""

    track: Track
    towers: frozenset[int] = frozenset()
    magic_tower: int | None = None
    hag: int | None = None
    raven: int | None = None

    @staticmethod
    def of(setup: SetUp) -> Board | None:
        """The board at the set-up's start; None when the course has no room for it."""
        track = track_of(setup)
        start = start_of(setup, track)
        if start is None:
            return None
        return Board(track, frozenset(start.towers), start.magic_tower, start.hag, start.raven)

    def where(self, figure: Figure) -> tuple[Figure, int]:
        """The figure as it stands (a tower on the magic tower's space is the magic tower)
        and its space; FigureError when it is not on the board."""
        if figure.kind == WIZARD:
            return figure, self._wizard_space(figure.space)
        if figure.kind == TOWER:
            if figure.space is not None and figure.space == self.magic_tower:
                return Figure(MAGIC_TOWER), figure.space
            if figure.space not in self.towers:
                spaces = ", ".join(map(str, sorted(self.towers)))
                raise FigureError(f"no tower stands on space {figure.space} (towers: {spaces})")
            return figure, figure.space
        space = {MAGIC_TOWER: self.magic_tower, HAG: self.hag, RAVEN: self.raven}[figure.kind]
        if space is None:
            raise FigureError(f"{figure.words()} is not in play in this set-up")
        return figure, space

    def _wizard_space(self, space: int | None) -> int:
        last = len(self.track) - 1
        if space is None or not 0 <= space <= last:
            raise FigureError(f"space {space} is not on the course (spaces 0 to {last})")
        if self.track[space].is_castle:
            raise FigureError("a wizard in the raven castle has arrived and moves no more")
        if self.track[space].web:
            raise FigureError(
                f"no wizard stands on {self.track[space].words()}: a web is never occupied"
            )
        return space


@dataclass(frozen=True)
class Effect:
    effect: str
    space: int
    continues: int | None = None
    """For a web: the steps it adds."""

    def to_json(self) -> dict:
        out: dict = {"effect": self.effect, "space": self.space}
        if self.continues is not None:
            out["continues"] = self.continues
        return out

    def words(self, track: Track) -> str:
        where = track[self.space].words()
        return {
            "web": f"the web on {where} continues the movement by {self.continues} steps",
            "castle-skip": f"it may not land on {where}: one space further",
            "hag": f"the hag on {where}: the wizard's player empties a full flask",
            "fountain": f"the fountain on {where}: the wizard's player fills an empty flask",
            "raven": f"the raven on {where}: the wizard's player gets a raven feather",
            "magic-tower": f"the magic tower on {where}: a magic spell for free",
            "hag-locked-up": f"the tower locks up the hag on {where}",
            "raven-onto-tower": f"the raven on {where} flies up onto the tower",
        }[self.effect]


@dataclass(frozen=True)
class Leg:
    """One stretch of a movement, for showing it: the steps it took and why."""

    start: int
    steps: int
    end: int
    cause: str
    """``move`` (the movement asked), ``web`` (a web's continuation) or ``castle-skip``."""


@dataclass(frozen=True)
class Movement:
    figure: Figure
    steps: int
    start: int | None
    allowed: bool
    landing: int | None
    """Where the figure ends; None when the movement is not allowed."""
    effects: tuple[Effect, ...] = ()
    """What fires, in order; none when the movement is not allowed."""
    legs: tuple[Leg, ...] = ()
    """How it went, also up to where a refused movement would have ended."""
    reason: str | None = None
    """Why the movement is not allowed."""
    track: Track | None = field(default=None, compare=False)

    def to_json(self) -> dict:
        """The shape of ``mazewright setup resolve --json``."""
        return {
            "landing": self.landing,
            "allowed": self.allowed,
            "effects": [e.to_json() for e in self.effects],
        }

    def lines(self) -> list[str]:
        """The movement in words, a line each: the move, its effects or why it is refused."""
        way = "clockwise" if self.steps > 0 else "anticlockwise"
        lines = [f"{self.figure.words()} moves {abs(self.steps)} steps {way}"]
        if not self.allowed:
            return [*lines, f"not allowed: {self.reason}"]
        assert self.track is not None and self.landing is not None
        lines += [f"  {e.words(self.track)}" for e in self.effects if e.effect in ON_THE_WAY]
        lines.append(f"lands on {self.track[self.landing].words()}")
        lines += [f"  {e.words(self.track)}" for e in self.effects if e.effect not in ON_THE_WAY]
        return lines


def resolve(board: Board, figure: Figure, steps: int) -> Movement:
    """Move ``figure`` ``steps`` spaces from where it stands on ``board``.

    FigureError when the figure is not on the board; a movement the rules do not allow
    comes back with ``allowed`` false and the reason.
    """
    figure, start = board.where(figure)

    def refused(reason: str, legs: tuple[Leg, ...] = ()) -> Movement:
        return Movement(figure, steps, start, False, None, (), legs, reason, board.track)

    if steps == 0:
        return refused("a movement of 0 steps is none")
    there, legs, effects = _along_the_course(board.track, figure, start, steps)
    if there is None:
        return refused("the webs would carry it round and round for ever", legs)
    if figure.is_tower:
        refusal = _tower_may_not_end(board, figure, there)
        if refusal is not None:
            webs = [e for e in effects if e.effect == "web"]
            if webs:
                web = webs[-1]
                carried = f"the web on space {web.space} carries it {web.continues} steps further"
                refusal = f"{carried}: {refusal}"
            return refused(refusal, legs)
        effects += _effects_of_a_tower(board, there)
    elif figure.kind == WIZARD:
        effects += _effects_of_a_wizard(board, there)
    return Movement(figure, steps, start, True, there, tuple(effects), legs, None, board.track)


def _along_the_course(
    track: Track, figure: Figure, start: int, steps: int
) -> tuple[int | None, tuple[Leg, ...], list[Effect]]:
    """Where the movement ends, its legs and the effects on the way (castle skips and
    webs); None for the end when webs would pass it on for ever."""
    direction = 1 if steps > 0 else -1
    effects: list[Effect] = []
    legs: list[Leg] = []
    here, leg, cause = start, abs(steps), "move"
    webs_passed: set[tuple[int, int]] = set()
    while True:
        there = track.advance(here, direction * leg)
        legs.append(Leg(here, direction * leg, there, cause))
        reached = leg
        # The hag and the raven can land anywhere except on the raven castle: they move
        # one space further the same way.
        if figure.flies and track[there].is_castle:
            effects.append(Effect("castle-skip", there))
            beyond = track.advance(there, direction)
            legs.append(Leg(there, direction, beyond, "castle-skip"))
            there, reached = beyond, reached + 1
        # A movement that ends on a spiderweb is extended by the steps that reached it.
        if not track[there].web:
            return there, tuple(legs), effects
        if (there, reached) in webs_passed:
            return None, tuple(legs), effects
        webs_passed.add((there, reached))
        effects.append(Effect("web", there, continues=reached))
        here, leg, cause = there, reached, "web"


def _tower_may_not_end(board: Board, figure: Figure, space: int) -> str | None:
    """Why a tower may not end its movement on ``space``, or None when it may."""
    where = board.track[space]
    if where.is_castle:
        return f"a tower may not end on {where.words()}"
    if where.is_fountain:
        return f"a tower may not end on {where.words()}: no tower stands on a fountain"
    if space == board.magic_tower and figure.kind != MAGIC_TOWER:
        return f"a tower may not end on the magic tower ({where.words()})"
    return None


def _effects_of_a_tower(board: Board, space: int) -> list[Effect]:
    """A tower ending where the hag stands locks her up; the raven flies up onto it."""
    effects = []
    if space == board.hag:
        effects.append(Effect("hag-locked-up", space))
    if space == board.raven:
        effects.append(Effect("raven-onto-tower", space))
    return effects


def _effects_of_a_wizard(board: Board, space: int) -> list[Effect]:
    """In the rulebook's order of effects: 1 hag, 2 elixir fountain, 3 raven, 4 magic tower."""
    effects = []
    if space == board.hag:
        effects.append(Effect("hag", space))
    if board.track[space].is_fountain:
        effects.append(Effect("fountain", space))
    if space == board.raven:
        effects.append(Effect("raven", space))
    if space == board.magic_tower:
        effects.append(Effect("magic-tower", space))
    return effects
