"""The lone soldier's search (RULES.md section 7): rounds to the chamber and the full trip.

A state is where a soldier stands at the start of a round, the phase that round is
played at, and whether it carries the treasure. In a round it steps one field or
stays, unless it has no step at all, when it dies (a soldier in the chamber never
dies); entering the chamber picks up the treasure, and stepping into the exit
zone with it wins. The walls turn after each round; with ``still`` (the Medusa
beast) they stop from the end of the round in which the treasure is picked up.

The states form a finite graph. One breadth-first search backwards from the
winning states gives every state its fewest rounds to win, and so every
entrance's trip at once; another from the states that can step into the chamber
gives the rounds to the chamber. Exact, and linear in the number of states
(places x phases x 2). A step is open both ways at a phase (the same wall stands
between two places from either side), so the rounds before a state are found
from the steps out of it. Places are numbered ``ring * sectors + sector``, the
chamber last; `rules.steps` is the readable form of the steps built here, and
the tests hold the two together.
"""

from __future__ import annotations

from .model import CHAMBER, EXIT, Maze
from .rules import round_phase


class Search:
    """The fewest rounds from every state of a lone soldier on ``maze``."""

    def __init__(self, maze: Maze, still: bool = False):
        self.maze = maze
        self.still = still
        rings, sectors = maze.rings, maze.sectors
        self.sectors = sectors
        self.chamber = rings * sectors
        self.near, self.exits = _steps_by_phase(maze)
        self.states = (2 * self.chamber + 1) * sectors
        size = 2 * (self.chamber + 1) * sectors
        self._win = self._backwards(self._wins(), size)
        self._dry = self._backwards(self._entries(), size)

    # -- states --------------------------------------------------------------------------
    # A state's number is ``(phase * 2 + carrying) * (chamber + 1) + place``.

    def _id(self, place: int, phase: int, carrying: bool) -> int:
        return (phase * 2 + carrying) * (self.chamber + 1) + place

    def alive(self, place: int, phase: int, carrying: bool) -> bool:
        """False when a soldier there has no step at ``phase``: it dies."""
        if place == self.chamber or self.near[phase][place]:
            return True
        return carrying and place < self.sectors and self.exits[phase][place]

    def _wins(self) -> list[int]:
        return [
            self._id(s, phase, True)
            for phase in range(self.sectors)
            for s in range(self.sectors)
            if self.exits[phase][s]
        ]

    def _entries(self) -> list[int]:
        return [
            self._id(place, phase, False)
            for phase in range(self.sectors)
            for place in self.near[phase][self.chamber]
        ]

    def _backwards(self, starts: list[int], size: int) -> list[int]:
        """Breadth-first from ``starts`` (1 round each) to the states one round before, and
        so on: the fewest rounds from each state, 0 for never. States without the treasure
        come only before states without it, so a search from such states stays among them."""
        rounds = [0] * size
        for s in starts:
            rounds[s] = 1
        places, sectors, chamber = self.chamber + 1, self.sectors, self.chamber
        near, exits, still = self.near, self.exits, self.still
        frontier, nxt = starts, 1
        while frontier:
            nxt += 1
            found = []
            for state in frontier:
                rest, place = divmod(state, places)
                phase, carrying = divmod(rest, 2)
                earlier = phase if (still and carrying) else (phase - 1) % sectors
                base = earlier * 2 * places
                steps = near[earlier][place]
                if carrying:
                    with_it = base + places
                    before = [with_it + p for p in steps]
                    if steps or place == chamber or (place < sectors and exits[earlier][place]):
                        before.append(with_it + place)  # stayed
                    if place == chamber:  # picked up in this round
                        before += [base + p for p in steps]
                else:
                    before = [base + p for p in steps if p != chamber]
                    if steps:
                        before.append(base + place)  # stayed
                for b in before:
                    if not rounds[b]:
                        rounds[b] = nxt
                        found.append(b)
            frontier = found
        return rounds

    # -- answers -------------------------------------------------------------------------

    def _start(self, sector: int) -> int:
        return self._id(sector, round_phase(self.maze, 1), False)

    def trip(self, sector: int) -> int | None:
        """Fewest rounds from entrance ``sector`` out into the exit zone with the treasure."""
        return self._win[self._start(sector)] or None

    def to_chamber(self, sector: int) -> int | None:
        """Fewest rounds from entrance ``sector`` into the chamber."""
        return self._dry[self._start(sector)] or None

    def trip_path(self, sector: int) -> list | None:
        """The places after each round of a fewest-rounds trip from ``sector`` (the entrance
        field first, the exit zone last), or None when there is none."""
        return self._path(sector, self._win, EXIT)

    def chamber_path(self, sector: int) -> list | None:
        """The places after each round of a fewest-rounds walk into the chamber."""
        return self._path(sector, self._dry, CHAMBER)

    def death_traps(self) -> dict[tuple[int, int], list[int]]:
        """Every field where a soldier without the treasure has no step at some phase, with
        those phases (0..sectors-1), ring by ring from the outside, each ring by sector."""
        out = {}
        for place in range(self.chamber):
            phases = [t for t in range(self.sectors) if not self.near[t][place]]
            if phases:
                out[divmod(place, self.sectors)] = phases
        return out

    def _place(self, index: int):
        return CHAMBER if index == self.chamber else divmod(index, self.sectors)

    def _path(self, sector: int, table: list[int], last) -> list | None:
        state = self._start(sector)
        rounds = table[state]
        if not rounds:
            return None
        place, phase, carrying = sector, round_phase(self.maze, 1), False
        path: list = [(0, sector)]
        for left in range(rounds - 1, 0, -1):
            for step in [*self.near[phase][place], place]:
                now = carrying or step == self.chamber
                after = phase if (self.still and now) else (phase + 1) % self.sectors
                if table[self._id(step, after, now)] == left:
                    place, phase, carrying = step, after, now
                    break
            path.append(self._place(place))
        path.append(last)
        return path


def _steps_by_phase(maze: Maze) -> tuple[list[list[list[int]]], list[list[bool]]]:
    """Per phase: each place's open steps (places numbered as `Search` numbers them), and
    per entrance sector whether boundary 0 is open there (the way out for a carrier)."""
    rings, sectors = maze.rings, maze.sectors
    chamber = rings * sectors
    arc = [[(b, s) in maze.arcs for s in range(sectors)] for b in range(rings + 1)]
    side: list[list[int]] = []
    for r in range(rings):
        for s in range(sectors):
            out = []
            if not maze.radial_wall(r, s):
                out.append(r * sectors + (s + 1) % sectors)
            if not maze.radial_wall(r, s - 1):
                out.append(r * sectors + (s - 1) % sectors)
            side.append(out)
    near_by_phase, exits_by_phase = [], []
    for phase in range(sectors):
        near = [list(x) for x in side] + [[]]
        for s in range(sectors):
            film = (s - phase) % sectors
            for b in range(1, rings + 1):
                if arc[b][film]:
                    continue
                outer = (b - 1) * sectors + s
                inner = chamber if b == rings else b * sectors + s
                near[outer].append(inner)
                near[inner].append(outer)
        near_by_phase.append(near)
        exits_by_phase.append([not arc[0][(s - phase) % sectors] for s in range(sectors)])
    return near_by_phase, exits_by_phase
