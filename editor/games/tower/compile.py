"""Compile a quest into the integer tables the fast solver's kernel searches on.

Encoding (all numpy arrays, see `Compiled`):

* **Cells** are numbered per card and local cell: ``id = card * size**2 + y * size + x``
  in the card's own (unrotated) coordinates, so a cell keeps its id whatever the
  card's rotation or slot. The kernel maps a *global* board index
  ``g = Y * width + X`` to a cell id through the layout (see below).
* ``cell_type[card, y, x]`` is the index of the cell's type in `model.CELL_TYPES`;
  ``cell_arg[card, y, x]`` is, for exits and armories, the index of the owning hero
  among the heroes in play (``-1`` shared exit, ``-2`` a hero not in play: such an
  exit admits nobody, such an armory is plain floor) and, for keys, the door number.
* ``edge_type[card, y, x, side]`` is the mark on local side ``side`` (N, E, S, W)
  of a cell *as seen from that cell* (``EDGE_*`` below; air is ``AIR_OUT`` when it
  blows out of the cell through that side, ``AIR_IN`` when it blows in). An edge
  inside a card is written on both of its cells; a border edge only on the card's
  own cell. ``edge_door`` holds the door number of doors.
* A **layout** (each card's slot and rotation) is packed in the second word of a
  state: 2 bits of rotation for each card with a rotation cell (``rot_off``), and
  ``slot_bits`` bits of slot index for each card with a sliding cell (``slot_off``);
  a card that can do neither keeps ``base_slot`` / ``base_rot`` and costs no bit.
  The kernel derives, and caches per layout, the global tables it searches on
  (neighbours, passability per hero kind and direction, doors, the sister's
  adjacency, exits, keys, ladders, traps, armories) from these per-card tables.
* A **state** is two uint64 words. Word 0: hero ``i`` (heroes in play, in
  `model.HEROES` order) at bits ``i*pb .. i*pb+pb-1`` holds its global board index,
  or ``2**pb - 1`` once it has left through an exit; bit 62 is "exits open";
  bit 63 marks the min-steps search's "mage has just arrived on an invocation
  cell, the swap may follow". Word 1: the layout.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from .geometry import rotate_point
from .model import CELL_TYPES, HEROES, SIDES, Quest

EDGE_NONE, EDGE_WALL, EDGE_DWALL, EDGE_DOOR, EDGE_NARROW, EDGE_AIR_OUT, EDGE_AIR_IN = range(7)
EDGE_CODES = {
    "wall": EDGE_WALL,
    "double-wall": EDGE_DWALL,
    "door": EDGE_DOOR,
    "narrow": EDGE_NARROW,
}
CELL_CODE = {name: i for i, name in enumerate(CELL_TYPES)}

#: indices into `Compiled.params`
(
    P_S,
    P_COLS,
    P_ROWS,
    P_W,
    P_H,
    P_NBITS,
    P_NW,
    P_NH,
    P_PB,
    P_NC,
    P_SLOTBITS,
    P_ARMREQ,
    P_DOORS,
    P_NSLOTS,
    P_MAXLAD,
) = range(15)
N_PARAMS = 15

EXITS_OPEN_BIT = 62
PENDING_BIT = 63
STATE_BITS = 62  # word 0's bits for the heroes' places (bits 62 and 63 are flags)


def most_cells(heroes: int) -> int:
    """The largest board whose cells ``heroes`` heroes' places can be packed in word 0:
    each place takes the bits of the cell count (all of them set: the hero has left)."""
    return (1 << (STATE_BITS // heroes)) - 1


class CompileError(ValueError):
    """The quest cannot be searched by the fast solver (too large, or inconsistent)."""


@dataclass
class Compiled:
    """A quest's integer tables; see the module docstring for the encoding."""

    quest: Quest
    heroes: tuple[str, ...]
    kinds: np.ndarray  # int64[nh]: index in HEROES
    params: np.ndarray  # int64[N_PARAMS]
    cell_type: np.ndarray  # int8[nc, S, S]  ([card, y, x])
    cell_arg: np.ndarray  # int8[nc, S, S]
    edge_type: np.ndarray  # int8[nc, S, S, 4]
    edge_door: np.ndarray  # int8[nc, S, S, 4]
    base_slot: np.ndarray  # int64[nc]: slot index col + row*cols
    base_rot: np.ndarray  # int64[nc]
    rot_off: np.ndarray  # int64[nc]: bit offset in word 1, -1 if the card never turns
    slot_off: np.ndarray  # int64[nc]: bit offset in word 1, -1 if the card never slides
    start: tuple[int, int]  # the initial state (word 0, word 1)
    card_ids: tuple[str, ...] = ()
    layouts_bound: int = 1  # how many layouts may occur (an upper bound, for the cache size)
    notes: list[str] = field(default_factory=list)

    @property
    def size(self) -> int:
        return int(self.params[P_S])

    @property
    def width(self) -> int:
        return int(self.params[P_W])

    @property
    def pb(self) -> int:
        return int(self.params[P_PB])

    @property
    def exited(self) -> int:
        return (1 << self.pb) - 1

    # -- decoding states (for the front) ------------------------------------------
    def positions(self, k0: int) -> list[tuple[int, int] | None]:
        """Global (X, Y) per hero of the state's word 0, None once exited."""
        out: list[tuple[int, int] | None] = []
        pb, w = self.pb, self.width
        for i in range(len(self.heroes)):
            g = (k0 >> (i * pb)) & self.exited
            out.append(None if g == self.exited else (g % w, g // w))
        return out

    def layout(self, k1: int) -> list[tuple[tuple[int, int], int]]:
        """Per card: ((col, row) slot, rotation) encoded in word 1."""
        cols = int(self.params[P_COLS])
        sb = int(self.params[P_SLOTBITS])
        out = []
        for c in range(len(self.card_ids)):
            slot = int(self.base_slot[c])
            rot = int(self.base_rot[c])
            if self.rot_off[c] >= 0:
                rot = (k1 >> int(self.rot_off[c])) & 3
            if self.slot_off[c] >= 0:
                slot = (k1 >> int(self.slot_off[c])) & ((1 << sb) - 1)
            out.append(((slot % cols, slot // cols), rot))
        return out


def _has(card, kind: str) -> bool:
    return any(c.type == kind for c in card.cells.values())


def compile_quest(quest: Quest) -> Compiled:
    """Build the tables for ``quest``. Raises `CompileError` when it cannot be encoded."""
    S = quest.size
    cols, rows = quest.slots
    nc = len(quest.cards)
    if nc == 0:
        raise CompileError("the quest has no card")
    W, H = cols * S, rows * S
    nbits = W * H
    heroes = tuple(h for h in HEROES if h in quest.heroes)
    if not heroes:
        raise CompileError("the quest has no hero")
    hero_index = {h: i for i, h in enumerate(heroes)}
    nh = len(heroes)
    if nbits > most_cells(nh):
        raise CompileError(
            f"the board has {nbits} cells; with {nh} heroes the fast solver handles "
            f"at most {most_cells(nh)}"
        )
    pb = max(1, nbits.bit_length())

    cell_type = np.zeros((nc, S, S), np.int8)
    cell_arg = np.zeros((nc, S, S), np.int8)
    edge_type = np.zeros((nc, S, S, 4), np.int8)
    edge_door = np.zeros((nc, S, S, 4), np.int8)
    doors_used = 0
    for c, card in enumerate(quest.cards):
        for (x, y), cell in card.cells.items():
            if not (0 <= x < S and 0 <= y < S):
                continue
            cell_type[c, y, x] = CELL_CODE.get(cell.type, 0)
            if cell.type in ("exit", "armory"):
                if cell.hero is None:
                    cell_arg[c, y, x] = -1
                else:
                    cell_arg[c, y, x] = hero_index.get(cell.hero, -2)
            elif cell.type == "key":
                cell_arg[c, y, x] = int(cell.door or 0)
        for (x, y, side), edge in card.edges.items():
            if not (0 <= x < S and 0 <= y < S):
                continue
            s = SIDES.index(side)
            dx, dy = ((0, -1), (1, 0), (0, 1), (-1, 0))[s]
            ox, oy, os_ = x + dx, y + dy, (s + 2) % 4
            inside = 0 <= ox < S and 0 <= oy < S
            if edge.type == "air":
                edge_type[c, y, x, s] = EDGE_AIR_OUT
                if inside:
                    edge_type[c, oy, ox, os_] = EDGE_AIR_IN
            else:
                code = EDGE_CODES[edge.type]
                door = int(edge.door or 0) if edge.type == "door" else 0
                if edge.type == "door":
                    doors_used |= 1 << door
                edge_type[c, y, x, s] = code
                edge_door[c, y, x, s] = door
                if inside:
                    edge_type[c, oy, ox, os_] = code
                    edge_door[c, oy, ox, os_] = door

    nslots = cols * rows
    slot_bits = max(1, (nslots - 1).bit_length())
    base_slot = np.array([c.slot[0] + c.slot[1] * cols for c in quest.cards], np.int64)
    base_rot = np.array([c.rotation % 4 for c in quest.cards], np.int64)
    rot_off = np.full(nc, -1, np.int64)
    slot_off = np.full(nc, -1, np.int64)
    bit = 0
    k1 = 0
    rotating = sliding = 0
    for c, card in enumerate(quest.cards):
        if _has(card, "rotation"):
            rot_off[c] = bit
            k1 |= int(base_rot[c]) << bit
            bit += 2
            rotating += 1
        if _has(card, "sliding"):
            slot_off[c] = bit
            k1 |= int(base_slot[c]) << bit
            bit += slot_bits
            sliding += 1
    if bit > 64:
        raise CompileError("too many turning or sliding cards to pack a layout")
    empty = nslots - nc
    bound = 4**rotating
    if sliding and empty > 0:
        # placements of the sliding cards on the slots the fixed cards leave free
        free_slots = nslots - (nc - sliding)
        perm = 1
        for k in range(sliding):
            perm *= free_slots - k
        bound *= perm
    armreq = 0
    for card in quest.cards:
        for cell in card.cells.values():
            if cell.type == "armory" and cell.hero in hero_index:
                armreq |= 1 << hero_index[cell.hero]

    k0 = 0
    on_armory = 0
    for i, h in enumerate(heroes):
        start = quest.heroes[h]
        card = quest.card(start.card)
        if card is None:
            raise CompileError(f"the {h} starts on an unknown card {start.card!r}")
        c = quest.cards.index(card)
        x, y = start.at
        gx, gy = rotate_point(x, y, int(base_rot[c]), S)
        sx, sy = card.slot
        g = (sy * S + gy) * W + sx * S + gx
        if not (0 <= x < S and 0 <= y < S and 0 <= g < nbits):
            raise CompileError(f"the {h} starts outside its card")
        k0 |= g << (i * pb)
        cell = card.cell(x, y)
        if cell.type == "armory" and cell.hero == h:
            on_armory |= 1 << i
    if armreq & on_armory == armreq:  # no armory in play, or all filled at the start
        k0 |= 1 << EXITS_OPEN_BIT

    max_lad = int((cell_type == CELL_CODE["ladder"]).sum())
    params = np.zeros(N_PARAMS, np.int64)
    params[P_S], params[P_COLS], params[P_ROWS] = S, cols, rows
    params[P_W], params[P_H], params[P_NBITS] = W, H, nbits
    params[P_NW] = (nbits + 63) // 64
    params[P_NH], params[P_PB], params[P_NC] = nh, pb, nc
    params[P_SLOTBITS], params[P_ARMREQ], params[P_DOORS] = slot_bits, armreq, doors_used
    params[P_NSLOTS], params[P_MAXLAD] = nslots, max(1, max_lad)

    comp = Compiled(
        quest=quest,
        heroes=heroes,
        kinds=np.array([HEROES.index(h) for h in heroes], np.int64),
        params=params,
        cell_type=cell_type,
        cell_arg=cell_arg,
        edge_type=edge_type,
        edge_door=edge_door,
        base_slot=base_slot,
        base_rot=base_rot,
        rot_off=rot_off,
        slot_off=slot_off,
        start=(k0, k1),
        card_ids=tuple(c.id for c in quest.cards),
        layouts_bound=bound,
    )
    return comp
