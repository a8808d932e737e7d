"""The edits a designer makes to a scenario, as plain changes of the model.

Each function changes a `Scenario` in place, or raises ValueError with a sentence
naming what is refused and why; the editor's undo commands (``qt/commands.py``)
wrap them. They keep the file canonical (a tile's entries in the order it is
saved) and keep what depends on an edit in step with it, so that one edit never
leaves the mall impossible to lay out:

- a space that stops being an explore space takes down the tiles hung on it;
- taking a tile down takes down the tiles hung on it too, and all go back on
  top of the deck, in the order they were placed;
- a new start tile leaves the deck and the placed tiles; the old start tile and
  every placed tile go back on top of the deck.
"""

from __future__ import annotations

from .geometry import Placement, placement_from, start_pieces
from .model import (
    ENTRY,
    HEROES,
    PASSAGES,
    SIDE_WORDS,
    SIZE,
    SPACE_TYPES,
    Edge,
    Placed,
    Point,
    Scenario,
    Space,
    Tile,
    canonical_edge,
    inside,
)

#: The largest sand-timer budget (as the schema allows).
MAX_TIMER = 100000
#: The most tiles a scenario holds (as the schema allows).
MAX_TILES = 64
#: Space types that name their hero; an exit may; the others never do.
COLOURED = ("vortex", "item", "explore")
UNCOLOURED = ("floor", "timer")
TEXT_KEYS = ("title", "author", "notes")


def _xy(p: Point) -> str:
    return f"{p[0]},{p[1]}"


def tile_of(s: Scenario, tile_id: str) -> Tile:
    tile = s.tile(tile_id)
    if tile is None:
        raise ValueError(f"there is no tile {tile_id!r}")
    return tile


def _local(p: Point) -> None:
    if not inside(p):
        raise ValueError(f"space {_xy(p)} is off the tile (0 to {SIZE - 1} each way)")


# -- spaces ---------------------------------------------------------------------------


def space_problem(tile: Tile, at: Point, kind: str, hero: str | None) -> str | None:
    """Why ``kind`` (of ``hero``) cannot be painted at ``at`` of ``tile``; None when it can."""
    if not inside(at):
        return f"space {_xy(at)} is off the tile"
    if kind not in SPACE_TYPES:
        return f"the space types are {', '.join(SPACE_TYPES)}, not {kind!r}"
    if hero is not None and hero not in HEROES:
        return f"the heroes are {', '.join(HEROES)}, not {hero!r}"
    if kind in COLOURED and hero is None:
        return f"a {kind} space belongs to a hero: choose one"
    if kind in UNCOLOURED and hero is not None:
        return f"a {kind} space has no hero"
    if kind == "explore":
        if at not in PASSAGES:
            return (
                f"an explore space stands on an exploration position (2,0, 3,2, 1,3 or 0,1), "
                f"not on {_xy(at)}"
            )
        if at == ENTRY and not tile.start:
            return (
                f"space {_xy(at)} of tile {tile.id} is its entry (the white arrow); only the "
                "start tile explores from there"
            )
    return None


def paint_space(s: Scenario, tile_id: str, at: Point, kind: str, hero: str | None = None) -> None:
    """Make the space at ``at`` of a tile a ``kind`` space (of ``hero``); floor clears it.

    An explore space opens its passage (a wall given on its outer side goes); a space
    that stops being one takes down the tiles hung on it.
    """
    tile = tile_of(s, tile_id)
    problem = space_problem(tile, at, kind, hero)
    if problem is not None:
        raise ValueError(problem)
    was_explore = tile.space(at).type == "explore"
    tile.spaces = [sp for sp in tile.spaces if sp.at != at]
    if kind != "floor":
        tile.spaces.append(Space(at, kind, hero))
    if kind == "explore":
        outer = (*at, PASSAGES[at])
        tile.walls = [w for w in tile.walls if w != outer]
    elif was_explore:
        for p in list(s.placed):
            if p.parent == tile.id and p.at == at and p in s.placed:
                take_down(s, p.tile)
    tile.normalise()


# -- walls ----------------------------------------------------------------------------


def inner_edge(x: int, y: int, side: str) -> Edge:
    """The canonical edge on ``side`` of local (x, y), refused unless two spaces of the tile
    share it (the tile's border is a wall already)."""
    _local((x, y))
    edge = canonical_edge(x, y, side)
    ex, ey, eside = edge
    if (eside == "E" and ex == SIZE - 1) or (eside == "S" and ey == SIZE - 1) or eside in "NW":
        raise ValueError(
            f"the {SIDE_WORDS[side]} side of space {_xy((x, y))} is the tile's border, a wall "
            "already (passages open where tiles meet)"
        )
    return edge


def set_walls(s: Scenario, tile_id: str, edges: list[Edge], on: bool) -> None:
    """Put up (``on``) or take down walls on edges ``(x, y, side)`` of a tile.

    Walls go up only between two spaces of the tile; taking down removes every entry
    of a wall (one given twice too), also one a file gave on the border.
    """
    tile = tile_of(s, tile_id)
    if on:
        wanted = {inner_edge(*e) for e in edges}
        tile.walls += sorted(wanted - set(tile.walls))
    else:
        gone = {canonical_edge(*e) for e in edges}
        tile.walls = [w for w in tile.walls if w not in gone]
    tile.normalise()


# -- escalators -----------------------------------------------------------------------


def add_escalator(s: Scenario, tile_id: str, a: Point, b: Point) -> None:
    """An escalator between spaces ``a`` and ``b`` of a tile."""
    tile = tile_of(s, tile_id)
    _local(a)
    _local(b)
    if a == b:
        raise ValueError("an escalator links two different spaces: drag from one end to the other")
    if any({a, b} == {p, q} for p, q in tile.escalators):
        raise ValueError(f"tile {tile_id} has an escalator from {_xy(a)} to {_xy(b)} already")
    tile.escalators.append((a, b))
    tile.normalise()


def remove_escalators(s: Scenario, tile_id: str, at: Point) -> None:
    """Take away the escalators with an end at ``at`` of a tile."""
    tile = tile_of(s, tile_id)
    tile.escalators = [e for e in tile.escalators if at not in e]


# -- tiles ----------------------------------------------------------------------------


def fresh_id(s: Scenario) -> str:
    """The smallest whole number not yet a tile's id, as text."""
    taken = {t.id for t in s.tiles}
    n = 1
    while str(n) in taken:
        n += 1
    return str(n)


def add_tile(s: Scenario, tile_id: str | None = None) -> str:
    """A new, empty tile at the bottom of the deck (the start tile, if there is none); its id."""
    if len(s.tiles) >= MAX_TILES:
        raise ValueError(f"a scenario has at most {MAX_TILES} tiles")
    tile_id = fresh_id(s) if tile_id is None else tile_id
    _check_new_id(s, tile_id, None)
    if s.tile(s.start_tile) is None and not any(t.start for t in s.tiles):
        s.tiles.append(Tile(tile_id, start=True))
        s.start_tile = tile_id
    else:
        s.tiles.append(Tile(tile_id))
        s.deck.append(tile_id)
    return tile_id


def _check_new_id(s: Scenario, tile_id: str, index: int | None) -> None:
    if not tile_id.strip():
        raise ValueError("a tile needs an id")
    if any(t.id == tile_id for i, t in enumerate(s.tiles) if i != index):
        raise ValueError(f"there is a tile {tile_id!r} already")


def remove_tile(s: Scenario, index: int) -> None:
    """Take the ``index``-th tile out of the scenario (out of the deck, and down from the
    mall with the tiles hung on it, which go back on top of the deck)."""
    tile = s.tiles[index]
    unique = sum(t.id == tile.id for t in s.tiles) == 1
    if tile.start or (unique and tile.id == s.start_tile):
        raise ValueError(f"tile {tile.id} is the start tile: make another tile the start first")
    if unique:
        if any(p.tile == tile.id for p in s.placed):
            take_down(s, tile.id)
        s.deck = [t for t in s.deck if t != tile.id]
    del s.tiles[index]


def rename_tile(s: Scenario, index: int, new_id: str) -> None:
    """A tile's new id; where the scenario names it (start, deck, placed) it is renamed too,
    unless another tile has the same old id."""
    tile = s.tiles[index]
    new_id = new_id.strip()
    _check_new_id(s, new_id, index)
    old = tile.id
    tile.id = new_id
    if any(t.id == old for t in s.tiles):
        return

    def renamed(tid: str) -> str:
        return new_id if tid == old else tid

    s.start_tile = renamed(s.start_tile)
    s.deck = [renamed(t) for t in s.deck]
    s.placed = [Placed(renamed(p.tile), renamed(p.parent), p.at) for p in s.placed]


def set_start(s: Scenario, tile_id: str) -> None:
    """Make a tile the start tile (turned as the start was); the old start tile and the
    placed tiles go on top of the deck."""
    tile = tile_of(s, tile_id)
    if tile.start and s.start_tile == tile_id:
        return
    back = [p.tile for p in s.placed if p.tile != tile_id]
    old = s.start_tile if s.tile(s.start_tile) is not None and s.start_tile != tile_id else None
    s.placed = []
    for t in s.tiles:
        t.start = t is tile
    s.start_tile = tile_id
    top = ([old] if old is not None else []) + back
    s.deck = _unique(top + [t for t in s.deck if t not in top and t != tile_id])


def set_rotation(s: Scenario, rotation: int) -> None:
    """The start tile's turn, 0 to 3 quarter turns clockwise (the placed tiles turn with it)."""
    if rotation not in (0, 1, 2, 3):
        raise ValueError(f"the start tile turns 0 to 3 quarter turns, not {rotation}")
    s.rotation = rotation


# -- the deck and the mall ----------------------------------------------------------------


def _unique(ids: list[str]) -> list[str]:
    return list(dict.fromkeys(ids))


def set_deck(s: Scenario, order: list[str]) -> None:
    """The deck, top first: tiles of the scenario, neither the start nor placed, each once;
    a tile left out is set aside (it never comes into play)."""
    placed = {p.tile for p in s.placed}
    for tid in order:
        if s.tile(tid) is None:
            raise ValueError(f"there is no tile {tid!r}")
        if tid == s.start_tile:
            raise ValueError(f"tile {tid} is the start tile, not a tile of the deck")
        if tid in placed:
            raise ValueError(f"tile {tid} is in the mall already: take it down first")
    if len(set(order)) != len(order):
        raise ValueError("a tile is in the deck once")
    s.deck = list(order)


def open_places(s: Scenario) -> list[tuple[str, Point, Placement]]:
    """Where a tile can be hung now: (tile id, local explore space, placement) for each
    explore space of the laid-out mall whose place holds no tile; none when the mall
    cannot be laid out."""
    pieces = start_pieces(s)
    if pieces is None:
        return []
    origins = {origin for _, origin, _, _ in pieces}
    out = []
    for tile, origin, rotation, _ in pieces:
        for sp in tile.spaces:
            if sp.type != "explore" or sp.at not in PASSAGES:
                continue
            if sp.at == ENTRY and not tile.start:
                continue
            place = placement_from(origin, rotation, sp.at)
            if place.origin not in origins:
                out.append((tile.id, sp.at, place))
    return out


def hang(s: Scenario, tile_id: str, parent: str, at: Point) -> None:
    """Place a tile in the mall from the explore space ``at`` of tile ``parent`` (the start
    tile or a placed one) as exploring would; it leaves the deck."""
    tile = tile_of(s, tile_id)
    if tile.start or tile_id == s.start_tile:
        raise ValueError(f"tile {tile_id} is the start tile")
    if any(p.tile == tile_id for p in s.placed):
        raise ValueError(f"tile {tile_id} is in the mall already")
    if start_pieces(s) is None:
        raise ValueError("the placed tiles cannot be laid out: mend them first (see the checks)")
    if not any(pid == parent and pat == at for pid, pat, _ in open_places(s)):
        raise ValueError(
            f"space {_xy(at)} of tile {parent} is not an explore space of the mall with room "
            "beyond it"
        )
    s.placed.append(Placed(tile_id, parent, at))
    s.deck = [t for t in s.deck if t != tile_id]


def hung_on(s: Scenario, tile_id: str) -> list[str]:
    """The placed tile ``tile_id`` and every placed tile hung on it, in placing order."""
    gone = {tile_id}
    for p in s.placed:
        if p.parent in gone:
            gone.add(p.tile)
    return [p.tile for p in s.placed if p.tile in gone]


def take_down(s: Scenario, tile_id: str) -> None:
    """Take a placed tile out of the mall with the tiles hung on it; they go on top of the
    deck in placing order."""
    if not any(p.tile == tile_id for p in s.placed):
        raise ValueError(f"tile {tile_id} is not in the mall")
    down = hung_on(s, tile_id)
    s.placed = [p for p in s.placed if p.tile not in down]
    s.deck = _unique(down + [t for t in s.deck if t not in down])


# -- heroes, the timer, texts ------------------------------------------------------------------


def set_hero(s: Scenario, hero: str, at: Point | None) -> None:
    """Put a hero in play starting on ``at`` of the start tile, or (None) out of play."""
    if hero not in HEROES:
        raise ValueError(f"the heroes are {', '.join(HEROES)}, not {hero!r}")
    heroes = dict(s.heroes)
    if at is None:
        if set(heroes) <= {hero}:
            raise ValueError("a scenario has at least one hero")
        heroes.pop(hero, None)
    else:
        _local(at)
        other = next((h for h, p in heroes.items() if p == at and h != hero), None)
        if other is not None:
            raise ValueError(f"the {other} starts on {_xy(at)} already")
        heroes[hero] = at
    s.heroes = {h: heroes[h] for h in HEROES if h in heroes}


def set_timer(s: Scenario, timer: int | None) -> None:
    """The sand timer's capacity in actions; None: time is not counted."""
    if timer is not None and not 1 <= timer <= MAX_TIMER:
        raise ValueError(f"the sand timer holds 1 to {MAX_TIMER} actions, not {timer}")
    s.timer = timer


def set_text(s: Scenario, key: str, value: str) -> None:
    """The title, author or notes (an empty text removes it)."""
    if key not in TEXT_KEYS:
        raise ValueError(f"the text keys are {', '.join(TEXT_KEYS)}, not {key!r}")
    setattr(s, key, value or None)
