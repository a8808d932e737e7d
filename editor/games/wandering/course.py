"""The running course as a ring of spaces, and where the pieces start on it.

Spaces are numbered clockwise from 0, the raven castle: then landscape tile 1's
spaces, fountain A (with the elixir fountain module), tiles 2 and 3, fountain B,
then tiles 4 to n. A fountain may carry a spiderweb. `Track` is the ring; the
resolver (`rules.py`) knows only a track and the pieces on it, so a test can
hand-build a ring the course never makes.
"""

from __future__ import annotations

from dataclasses import dataclass

from .model import HAG, MAGIC_TOWER, RAVEN, TOWERS, SetUp

CASTLE = "raven-castle"
LANDSCAPE = "landscape"
FOUNTAIN = "fountain"


@dataclass(frozen=True)
class Space:
    number: int
    kind: str
    """`CASTLE`, `LANDSCAPE` or `FOUNTAIN`."""
    web: bool = False
    label: str = ""
    """``tile 2`` for a landscape space, ``A`` or ``B`` for a fountain."""

    @property
    def is_castle(self) -> bool:
        return self.kind == CASTLE

    @property
    def is_fountain(self) -> bool:
        return self.kind == FOUNTAIN

    @property
    def is_landscape(self) -> bool:
        return self.kind == LANDSCAPE

    def words(self) -> str:
        """The space as a sentence names it: ``space 5 (fountain A with a web)``."""
        if self.is_castle:
            what = "the raven castle"
        elif self.is_fountain:
            what = f"fountain {self.label}" + (" with a web" if self.web else "")
        else:
            what = f"landscape {self.label}" if self.label else "landscape"
        return f"space {self.number} ({what})"


@dataclass(frozen=True)
class Track:
    spaces: tuple[Space, ...]

    def __len__(self) -> int:
        return len(self.spaces)

    def __getitem__(self, number: int) -> Space:
        return self.spaces[number]

    def advance(self, number: int, steps: int) -> int:
        """The space ``steps`` spaces on from ``number``: clockwise, anticlockwise if negative."""
        return (number + steps) % len(self.spaces)

    def landscape(self) -> list[int]:
        return [s.number for s in self.spaces if s.is_landscape]

    def fountain(self, position: str) -> int | None:
        return next((s.number for s in self.spaces if s.is_fountain and s.label == position), None)

    @staticmethod
    def of(kinds: str) -> Track:
        """A hand-built ring, one letter a space: ``C`` castle, ``L`` landscape, ``F`` a
        fountain, ``W`` a fountain with a web (for tests and examples)."""
        kind = {"C": CASTLE, "L": LANDSCAPE, "F": FOUNTAIN, "W": FOUNTAIN}
        return Track(tuple(Space(i, kind[k], web=k == "W") for i, k in enumerate(kinds)))


def track_of(setup: SetUp) -> Track:
    """The running course of a set-up (whatever its course says: the checks judge it)."""
    tiles = max(1, setup.course.landscape_tiles)
    per_tile = max(1, setup.course.spaces_per_tile)
    webs = setup.web_positions()
    spaces = [Space(0, CASTLE)]

    def add(kind: str, label: str, web: bool = False) -> None:
        spaces.append(Space(len(spaces), kind, web, label))

    for tile in range(1, tiles + 1):
        for _ in range(per_tile):
            add(LANDSCAPE, f"tile {tile}")
        if setup.fountains and tile in (1, 3) and tiles >= 4:
            position = "A" if tile == 1 else "B"
            add(FOUNTAIN, position, position in webs)
    return Track(tuple(spaces))


def default_towers(track: Track) -> tuple[int, ...] | None:
    """The base game's start, as the fountains' ghost lights guide it: the first nine
    landscape spaces clockwise from the castle; None when the course has fewer."""
    landscape = track.landscape()
    return tuple(landscape[:TOWERS]) if len(landscape) >= TOWERS else None


def magic_tower_space(track: Track, towers: tuple[int, ...]) -> int | None:
    """The magic tower's start: the first landscape space clockwise behind the last tower
    (the one furthest from the castle) that holds no tower; None when there is none."""
    taken = set(towers)
    for number in _behind(track, max(towers)):
        space = track[number]
        if space.is_landscape and number not in taken:
            return number
    return None


def hag_and_raven_space(track: Track, towers: tuple[int, ...], magic: int | None) -> int | None:
    """Where the hag and the raven start: the first space behind the magic tower (or the
    last tower) that holds no tower, is not a web and not the raven castle (where they
    never stand); None when there is none."""
    taken = set(towers) | ({magic} if magic is not None else set())
    last = magic if magic is not None else max(towers)
    for number in _behind(track, last):
        space = track[number]
        if number not in taken and not space.web and not space.is_castle:
            return number
    return None


def _behind(track: Track, number: int):
    """The spaces clockwise after ``number``, once round the ring."""
    for steps in range(1, len(track)):
        yield track.advance(number, steps)


@dataclass(frozen=True)
class Start:
    """Where every piece of a set-up starts (the hag's and the raven's only when in play)."""

    towers: tuple[int, ...]
    magic_tower: int | None
    hag: int | None
    raven: int | None


def start_of(setup: SetUp, track: Track | None = None) -> Start | None:
    """The start positions as played: the file's towers (or the default), the magic tower
    behind them, the hag and the raven behind that. None when the course has no room."""
    track = track or track_of(setup)
    towers = setup.start.towers if setup.start is not None else default_towers(track)
    if not towers or any(not 0 <= t < len(track) for t in towers):
        return None
    magic = None
    if setup.has(MAGIC_TOWER):
        magic = magic_tower_space(track, towers)
        if magic is None:
            return None
    flying = setup.has(HAG) or setup.has(RAVEN)
    behind = hag_and_raven_space(track, towers, magic) if flying else None
    if flying and behind is None:
        return None
    return Start(
        towers=towers,
        magic_tower=magic,
        hag=behind if setup.has(HAG) else None,
        raven=behind if setup.has(RAVEN) else None,
    )
