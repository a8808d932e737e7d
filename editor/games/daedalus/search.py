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
between two places from either side), so the states one round before a set of
states are found from the steps out of them.

The search goes set by set: the states of one phase and treasure are a set of
places, kept as the bits of an integer (bit ``ring * sectors + sector`` for a
field, the next bit for the chamber), and a step of every place at once is a few
shifts and masks (`_Walls`). `rules.steps` is the readable form of the same
steps, and the tests hold the two together.
"""

from __future__ import annotations

from .model import CHAMBER, EXIT, Maze
from .rules import round_phase

#: States first reached at one depth: (carrying, phase) -> places as bits.
Layer = dict[tuple[bool, int], int]


def _places(bits: int):
    """The places (bit numbers) of a set, lowest first."""
    while bits:
        low = bits & -bits
        yield low.bit_length() - 1
        bits ^= low


class _Walls:
    """A maze's steps as sets of places, per phase."""

    def __init__(self, maze: Maze):
        rings, sectors = maze.rings, maze.sectors
        self.sectors = sectors
        places = rings * sectors
        self.fields = (1 << places) - 1
        self.chamber = 1 << places
        self.first = sum(1 << (r * sectors) for r in range(rings))  # sector 0 of each ring
        self.last = self.first << (sectors - 1)
        #: fields whose clockwise neighbour is open (no radial wall after them)
        self.clockwise = sum(
            1 << (r * sectors + s)
            for r in range(rings)
            for s in range(sectors)
            if not maze.radial_wall(r, s)
        )
        #: per phase: fields whose inward neighbour (a field) is open; the last ring's
        #: fields whose way into the chamber is open; ring 0's fields whose way out is open
        self.inward, self.door, self.out = [], [], []
        for phase in range(sectors):
            self.inward.append(
                sum(
                    1 << (r * sectors + s)
                    for r in range(rings - 1)
                    for s in range(sectors)
                    if not maze.arc_over(r + 1, s, phase)
                )
            )
            self.door.append(
                sum(
                    1 << ((rings - 1) * sectors + s)
                    for s in range(sectors)
                    if not maze.arc_over(rings, s, phase)
                )
            )
            self.out.append(sum(1 << s for s in range(sectors) if not maze.arc_over(0, s, phase)))
        sideways = self.clockwise | self._turn_clockwise(self.clockwise)
        #: per phase: the fields with a step (a soldier without the treasure lives there)
        self.alive = [
            sideways | i | (i << sectors) | d for i, d in zip(self.inward, self.door, strict=True)
        ]

    def _turn_clockwise(self, bits: int) -> int:
        """Each field to its clockwise neighbour: (r, s) -> (r, s + 1)."""
        return ((bits & ~self.last) << 1) | ((bits & self.last) >> (self.sectors - 1))

    def _turn_anticlockwise(self, bits: int) -> int:
        return ((bits & ~self.first) >> 1) | ((bits & self.first) << (self.sectors - 1))

    def near(self, bits: int, phase: int) -> int:
        """The places one open step from any place of ``bits`` at ``phase`` (the exit zone,
        which is no place, aside)."""
        fields = bits & self.fields
        inward = self.inward[phase]
        out = (
            self._turn_clockwise(fields & self.clockwise)
            | (self._turn_anticlockwise(fields) & self.clockwise)
            | ((fields & inward) << self.sectors)
            | ((fields >> self.sectors) & inward)
        )
        door = self.door[phase]
        if fields & door:
            out |= self.chamber
        if bits & self.chamber:
            out |= door
        return out

    def alive_carrying(self, phase: int) -> int:
        """The places where a soldier with the treasure lives: a step, the way out, the chamber."""
        return self.alive[phase] | self.out[phase] | self.chamber


class Search:
    """The fewest rounds from every state of a lone soldier on ``maze``."""

    def __init__(self, maze: Maze, still: bool = False):
        self.maze = maze
        self.still = still
        self.sectors = maze.sectors
        self.chamber = maze.rings * maze.sectors
        self.walls = _Walls(maze)
        self.states = (2 * self.chamber + 1) * self.sectors
        phases = range(self.sectors)
        self._win = self._backwards({(True, t): self.walls.out[t] for t in phases})
        self._dry = self._backwards({(False, t): self.walls.door[t] for t in phases})

    def _backwards(self, starts: Layer) -> list[Layer]:
        """Breadth-first from ``starts`` (1 round each) to the states one round before, and
        so on: the states first reached at each depth (1, 2, ...). States without the
        treasure come only before states without it, so a search from such states stays
        among them."""
        walls, still, sectors = self.walls, self.still, self.sectors
        seen = dict(starts)
        layers = [starts]
        while layers[-1]:
            found: Layer = {}
            for (carrying, phase), bits in layers[-1].items():
                earlier = phase if (still and carrying) else (phase - 1) % sectors
                near = walls.near(bits, earlier)
                if carrying:
                    stayed = bits & walls.alive_carrying(earlier)
                    found[True, earlier] = found.get((True, earlier), 0) | near | stayed
                    if bits & walls.chamber:  # picked up in this round
                        door = walls.door[earlier]
                        found[False, earlier] = found.get((False, earlier), 0) | door
                else:
                    before = (near & walls.fields) | (bits & walls.alive[earlier])
                    found[False, earlier] = found.get((False, earlier), 0) | before
            layer = {}
            for key, bits in found.items():
                new = bits & ~seen.get(key, 0)
                if new:
                    seen[key] = seen.get(key, 0) | new
                    layer[key] = new
            layers.append(layer)
        return layers[:-1]

    @staticmethod
    def _rounds(layers: list[Layer], place: int, phase: int, carrying: bool) -> int | None:
        for depth, layer in enumerate(layers, 1):
            if layer.get((carrying, phase), 0) >> place & 1:
                return depth
        return None

    # -- answers -------------------------------------------------------------------------

    def _start(self) -> int:
        return round_phase(self.maze, 1)

    def trip(self, sector: int) -> int | None:
        """Fewest rounds from entrance ``sector`` out into the exit zone with the treasure."""
        return self._rounds(self._win, sector, self._start(), False)

    def to_chamber(self, sector: int) -> int | None:
        """Fewest rounds from entrance ``sector`` into the chamber."""
        return self._rounds(self._dry, sector, self._start(), False)

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
        phases: dict[int, list[int]] = {}
        for t in range(self.sectors):
            for place in _places(self.walls.fields & ~self.walls.alive[t]):
                phases.setdefault(place, []).append(t)
        return {self._place(p): phases[p] for p in sorted(phases)}

    def _place(self, index: int):
        return CHAMBER if index == self.chamber else divmod(index, self.sectors)

    def _path(self, sector: int, layers: list[Layer], last) -> list | None:
        place, phase, carrying = sector, self._start(), False
        rounds = self._rounds(layers, place, phase, carrying)
        if rounds is None:
            return None
        path: list = [(0, sector)]
        for left in range(rounds - 1, 0, -1):
            near = self.walls.near(1 << place, phase)
            for step in [*_places(near), place]:
                now = carrying or step == self.chamber
                after = phase if (self.still and now) else (phase + 1) % self.sectors
                if self._rounds(layers, step, after, now) == left:
                    place, phase, carrying = step, after, now
                    break
            path.append(self._place(place))
        path.append(last)
        return path
