"""The fast solver's numba kernel: breadth-first search over packed states.

States are two uint64 words (see `compile`). They are stored in the order they
are found, in plain numpy arrays (``K0``, ``K1``, ``PAR`` parent index, ``ACT``
action code), so the breadth-first queue is the store itself and a layer is a
range of it; an open-addressing hash table (``table``: the two words of each
stored state, or one word when the state packs into 62 bits (see `rehash`), linear
probing, load factor <= 0.7, slots prefetched) finds duplicates. The search runs in
chunks of a bounded number of expansions (`search_chunk`, which releases the GIL when
run through the JIT) and can be resumed, so the front can report progress, honour a
cancel flag, and grow the arrays while a GUI thread keeps running.

Per layout (word 1 of a state) the kernel builds, and keeps in a direct-mapped
cache, bitsets over the global board (bit ``g = Y * width + X``): passability
per direction for the dwarf and for the other heroes, the cells whose edge in a
direction carries each door number, the sister's adjacency per direction,
occupiable cells, exits per hero, ladders, traps, invocation cells, keys and
armories. The cells a hero can reach in one move action are then found by a
bit-parallel flood fill: the frontier is shifted by one row or column per
direction of the hand, masked by passability and free cells. On boards of at most
256 cells (`flood4`) the fill keeps its bitsets in four scalar words, which the
compiler holds in registers; larger boards use the array version (`flood`). A
hero's passable edges are kept from one expanded state to the next while the
layout and the closed doors stay the same, and a successor that moves one hero
gets its armory check from a per-state mask (`_push1`). With a bound (`M_BOUND`), a
successor whose depth plus its heroes' distances (`estimate`) exceeds it is not stored
(`_cut`).

Action codes (int32): kind (bits 0-2), player (3-4), hero (5-7), aux (8-11),
target (12-30); see `A_*`.
"""

from __future__ import annotations

import atexit
import gc

import numpy as np
from numba import njit
from numba.cpython.unsafe.numbers import trailing_zeros

from editor.core.kernels import prefetch

from .compile import (
    EDGE_AIR_IN,
    EDGE_AIR_OUT,
    EDGE_DOOR,
    EDGE_DWALL,
    EDGE_NARROW,
    EDGE_NONE,
    EDGE_WALL,
    P_COLS,
    P_DOORS,
    P_H,
    P_NBITS,
    P_NC,
    P_NH,
    P_NSLOTS,
    P_NW,
    P_PB,
    P_ROWS,
    P_S,
    P_SLOTBITS,
    P_W,
)
from .kernelcodes import (
    A_MOVE,
    A_PENDING,
    A_ROTATE,
    A_SLIDE,
    A_SWAP,
    A_TELEPORT,
    A_TOSS,
    B_ADJ,
    B_ANYEXIT,
    B_ARMORY,
    B_DOOR,
    B_EXIT,
    B_INVOC,
    B_KEY,
    B_LADDER,
    B_OCC,
    B_P,
    B_SHARED,
    B_TRAP,
    BARBARIAN,
    C_ARMORY,
    C_EXIT,
    C_INVOC,
    C_KEY,
    C_LADDER,
    C_ROT,
    C_SLIDE,
    C_TRAP,
    C_VOID,
    DWARF,
    ELF,
    EMPTY,
    EXITS_OPEN,
    M_BOUND,
    M_COUNT,
    M_CURSOR,
    M_DEPTH,
    M_EXPANDED,
    M_GENERATED,
    M_GOAL,
    M_HMODE,
    M_LAYER_END,
    M_NEXT,
    M_PRUNED,
    MAGE,
    MODE_STEPS,
    PENDING,
    SISTER,
    ST_EXHAUSTED,
    ST_FOUND,
    ST_FULL,
    ST_RUNNING,
)

# With numba loaded, the interpreter's last garbage collections at exit take 0.4 s,
# a quarter of a small quest's whole `mazewright solve`; what they would free goes
# with the process anyway. Freezing every object when the process ends skips them.
atexit.register(gc.freeze)

U0 = np.uint64(0)
U1 = np.uint64(1)
U3 = np.uint64(3)

DX = np.array([0, 1, 0, -1], np.int64)
DY = np.array([-1, 0, 1, 0], np.int64)


@njit(cache=True, inline="always")
def _ladder_dir(la, lb, W):
    """Direction index (N=0, E=1, S=2, W=3) from ladder cell ``la`` to ``lb``, or -1
    when they are the same cell or share no row or column."""
    if lb == la:
        return -1
    xa = la % W
    ya = la // W
    xb = lb % W
    yb = lb // W
    if ya == yb:
        return 1 if xb > xa else 3
    if xa == xb:
        return 2 if yb > ya else 0
    return -1


@njit(cache=True, inline="always")
def _ctz(w):
    return np.int64(trailing_zeros(w))


@njit(cache=True, inline="always")
def _test(bs, g):
    return (bs[g >> 6] >> np.uint64(g & 63)) & U1 != U0


@njit(cache=True, inline="always")
def _set(bs, g):
    bs[g >> 6] |= U1 << np.uint64(g & 63)


@njit(cache=True, inline="always")
def _clear(bs, g):
    bs[g >> 6] &= ~(U1 << np.uint64(g & 63))


@njit(cache=True, inline="always")
def _shift_or(src, k, dst, nw):
    """dst |= src moved by k bits towards higher indices (k < 0: towards lower)."""
    if k >= 0:
        q = k >> 6
        r = np.uint64(k & 63)
        for i in range(nw - 1, q - 1, -1):
            j = i - q
            v = src[j] << r
            if r != U0 and j > 0:
                v |= src[j - 1] >> (np.uint64(64) - r)
            dst[i] |= v
    else:
        k = -k
        q = k >> 6
        r = np.uint64(k & 63)
        for i in range(nw - q):
            j = i + q
            v = src[j] >> r
            if r != U0 and j + 1 < nw:
                v |= src[j + 1] << (np.uint64(64) - r)
            dst[i] |= v


@njit(cache=True, inline="always")
def _shift_and_or(src, mask, k, dst, nw):
    """dst |= (src & mask) moved by k bits (k < 0: towards lower indices)."""
    if 0 < k < 64:
        r = np.uint64(k)
        rr = np.uint64(64 - k)
        carry = U0
        for i in range(nw):
            v = src[i] & mask[i]
            dst[i] |= (v << r) | carry
            carry = v >> rr
    elif -64 < k < 0:
        r = np.uint64(-k)
        rr = np.uint64(64 + k)
        carry = U0
        for i in range(nw - 1, -1, -1):
            v = src[i] & mask[i]
            dst[i] |= (v >> r) | carry
            carry = v << rr
    else:
        tmp = np.empty(nw, np.uint64)
        for i in range(nw):
            tmp[i] = src[i] & mask[i]
        _shift_or(tmp, k, dst, nw)


@njit(cache=True, inline="always")
def _unrot(x, y, r, S):
    """The local cell shown at (x, y) on a card turned r quarter turns clockwise."""
    r = r & 3
    if r == 0:
        return x, y
    if r == 1:
        return y, S - 1 - x
    if r == 2:
        return S - 1 - x, S - 1 - y
    return S - 1 - y, x


@njit(cache=True, inline="always")
def _rot(x, y, r, S):
    r = r & 3
    if r == 0:
        return x, y
    if r == 1:
        return S - 1 - y, x
    if r == 2:
        return S - 1 - x, S - 1 - y
    return y, S - 1 - x


@njit(cache=True)
def decode_layout(k1, P, base_slot, base_rot, rot_off, slot_off, slot_of, rot_of):
    nc = P[P_NC]
    smask = (U1 << np.uint64(P[P_SLOTBITS])) - U1
    for c in range(nc):
        r = base_rot[c]
        if rot_off[c] >= 0:
            r = np.int64((k1 >> np.uint64(rot_off[c])) & U3)
        s = base_slot[c]
        if slot_off[c] >= 0:
            s = np.int64((k1 >> np.uint64(slot_off[c])) & smask)
        slot_of[c] = s
        rot_of[c] = r


@njit(cache=True)
def build_layout(
    k1, e, P, cell_type, cell_arg, edge_type, edge_door, base_slot, base_rot, rot_off, slot_off,
    cbits, cgcell, clad, cnlad,
):  # fmt: skip
    """Fill cache entry ``e`` with the global tables of layout ``k1``."""
    S = P[P_S]
    cols = P[P_COLS]
    W = P[P_W]
    H = P[P_H]
    nbits = P[P_NBITS]
    nc = P[P_NC]
    SS = S * S
    slot_of = np.empty(nc, np.int64)
    rot_of = np.empty(nc, np.int64)
    decode_layout(k1, P, base_slot, base_rot, rot_off, slot_off, slot_of, rot_of)
    card_at = np.full(P[P_NSLOTS], -1, np.int64)
    for c in range(nc):
        if 0 <= slot_of[c] < card_at.size and card_at[slot_of[c]] < 0:
            card_at[slot_of[c]] = c
    bits = cbits[e]
    bits[:, :] = U0
    gc = cgcell[e]
    gc[:] = -1
    for Y in range(H):
        for X in range(W):
            c = card_at[(Y // S) * cols + X // S]
            if c < 0:
                continue
            lx, ly = _unrot(X % S, Y % S, rot_of[c], S)
            gc[Y * W + X] = c * SS + ly * S + lx
    nl = 0
    for g in range(nbits):
        cid = gc[g]
        if cid < 0:
            continue
        c = cid // SS
        ly = (cid % SS) // S
        lx = cid % S
        t = cell_type[c, ly, lx]
        a = np.int64(cell_arg[c, ly, lx])
        w = g >> 6
        b = U1 << np.uint64(g & 63)
        if t == C_VOID:
            pass
        elif t == C_TRAP:
            bits[B_TRAP, w] |= b
        elif t == C_EXIT:
            bits[B_ANYEXIT, w] |= b
            if a == -1:
                bits[B_SHARED, w] |= b
            elif a >= 0:
                bits[B_EXIT + a, w] |= b
        else:
            bits[B_OCC, w] |= b
            if t == C_LADDER:
                bits[B_LADDER, w] |= b
                clad[e, nl] = g
                nl += 1
            elif t == C_INVOC:
                bits[B_INVOC, w] |= b
            elif t == C_KEY:
                if 1 <= a <= 5:
                    bits[B_KEY + a - 1, w] |= b
            elif t == C_ARMORY and a >= 0:
                bits[B_ARMORY + a, w] |= b
        X = g % W
        Y = g // W
        r = rot_of[c]
        for d in range(4):
            nX = X + DX[d]
            nY = Y + DY[d]
            if nX < 0 or nY < 0 or nX >= W or nY >= H:
                continue
            cid2 = gc[nY * W + nX]
            if cid2 < 0:
                continue
            ls = (d - r) & 3
            m1 = edge_type[c, ly, lx, ls]
            d1 = np.int64(edge_door[c, ly, lx, ls])
            m2 = EDGE_NONE
            d2 = 0
            c2 = cid2 // SS
            if c2 != c:
                ly2 = (cid2 % SS) // S
                lx2 = cid2 % S
                ls2 = (d + 2 - rot_of[c2]) & 3
                m2 = edge_type[c2, ly2, lx2, ls2]
                d2 = np.int64(edge_door[c2, ly2, lx2, ls2])
            wall1 = m1 == EDGE_WALL or m1 == EDGE_DWALL  # noqa: SIM109
            wall2 = m2 == EDGE_WALL or m2 == EDGE_DWALL  # noqa: SIM109
            if not (m1 == EDGE_DWALL or m2 == EDGE_DWALL or (wall1 and wall2)):
                bits[B_ADJ + d, w] |= b
            if wall1 or wall2:
                continue
            if m1 == EDGE_AIR_IN or m2 == EDGE_AIR_OUT:
                continue
            bits[B_P + d, w] |= b
            if not (m1 == EDGE_NARROW or m2 == EDGE_NARROW):
                bits[B_P + 4 + d, w] |= b
            if m1 == EDGE_DOOR and 1 <= d1 <= 5:
                bits[B_DOOR + (d1 - 1) * 4 + d, w] |= b
            if m2 == EDGE_DOOR and 1 <= d2 <= 5:
                bits[B_DOOR + (d2 - 1) * 4 + d, w] |= b
    cnlad[e] = nl


@njit(cache=True, inline="always")
def _hash(a, b):
    h = a * np.uint64(0x9E3779B97F4A7C15) ^ (b + np.uint64(0x632BE59BD9B4E019)) * np.uint64(
        0xBF58476D1CE4E5B9
    )
    h ^= h >> np.uint64(31)
    h *= np.uint64(0x94D049BB133111EB)
    h ^= h >> np.uint64(29)
    return h


@njit(cache=True)
def layout_entry(k1, P, cell_type, cell_arg, edge_type, edge_door, base_slot, base_rot, rot_off,
                 slot_off, ckey, cok, cbits, cgcell, clad, cnlad):  # fmt: skip
    """Cache index holding layout ``k1`` (built on a miss).

    Open addressing over a few slots; when they are all taken the first is
    rebuilt, so a quest with more layouts than the cache holds still works.
    """
    mask = ckey.size - 1
    e0 = np.int64(_hash(k1, U0) & np.uint64(mask))
    e = e0
    for _ in range(8):
        if cok[e] == 0:
            break
        if ckey[e] == k1:
            return e
        e = (e + 1) & mask
    if cok[e] != 0:
        e = e0
    build_layout(
        k1, e, P, cell_type, cell_arg, edge_type, edge_door, base_slot, base_rot, rot_off,
        slot_off, cbits, cgcell, clad, cnlad,
    )  # fmt: skip
    ckey[e] = k1
    cok[e] = 1
    return e


@njit(cache=True, inline="always")
def _key1(k0, k1, ksh):
    """One word for a state whose word 0 has no bit between its heroes and bit 62
    and whose layout fits there (``ksh`` = bits of the heroes)."""
    return k0 | (k1 << np.uint64(ksh))


@njit(cache=True, nogil=True)
def rehash(K0, K1, start, stop, table, ksh):
    """Put states ``start`` to ``stop - 1`` into the hash table (``EMPTY`` = free).

    ``ksh >= 0``: one word per slot, the state packed as ``K0 | K1 << ksh``
    (used when it fits in 62 bits, see `_key1`); else pairs of words. The caller
    empties the table first and may rebuild it in several calls, checking its
    limits between them.
    """
    if ksh >= 0:
        mask = table.size - 1
        for n in range(start, stop):
            key = _key1(K0[n], K1[n], ksh)
            h = np.int64(_hash(key, U0) & np.uint64(mask))
            while table[h] != EMPTY:
                h = (h + 1) & mask
            table[h] = key
        return
    mask = (table.size >> 1) - 1
    for n in range(start, stop):
        h = np.int64(_hash(K0[n], K1[n]) & np.uint64(mask))
        while table[2 * h] != EMPTY:
            h = (h + 1) & mask
        table[2 * h] = K0[n]
        table[2 * h + 1] = K1[n]


@njit(cache=True, inline="always")
def _cut(k0, hdist, pb, meta):
    """Whether the bound (`M_BOUND`) cuts the successor ``k0``: its depth plus its heroes'
    distances (`estimate`, the rows for the exits open or closed; added as `M_HMODE`
    says) exceeds it, or a hero can never leave.
    Cuts within reach of a larger bound are counted (`M_PRUNED`, `M_NEXT`)."""
    hmode = meta[M_HMODE]
    if hmode == 0:
        return False
    pmask = (U1 << np.uint64(pb)) - U1
    nh = hdist.shape[0] // 2
    closed = 0 if (k0 & EXITS_OPEN) != U0 else nh  # the rows of the exits closed
    total = 0
    most = 0
    for i in range(nh):
        d = np.int64(hdist[closed + i, np.int64((k0 >> np.uint64(i * pb)) & pmask)])
        if d == 255:
            return True
        total += d
        most = max(most, d)
    h = total if hmode == 1 else max(most, (total + 1) // 2)
    f = meta[M_DEPTH] + 1 + h
    if f <= meta[M_BOUND]:
        return False
    meta[M_PRUNED] += 1
    meta[M_NEXT] = min(meta[M_NEXT], f)
    return True


@njit(cache=True)
def _flush1(BK0, BK1, BC, BH, n, K0, K1, PAR, ACT, table, meta, goalmask, goalval, ksh, hdist, pb):
    """`_flush` for a table of one word per state (see `rehash`)."""
    mask = table.size - 1
    for b in range(n):
        h = np.int64(_hash(_key1(BK0[b], BK1[b], ksh), U0) & np.uint64(mask))
        BH[b] = h
        prefetch(table, h)
    cap = K0.size
    parent = meta[M_CURSOR]
    for b in range(n):
        k0 = BK0[b]
        if _cut(k0, hdist, pb, meta):
            continue
        key = _key1(k0, BK1[b], ksh)
        h = BH[b]
        dup = False
        while True:
            t = table[h]
            if t == EMPTY:
                break
            if t == key:
                dup = True
                break
            h = (h + 1) & mask
        if dup:
            continue
        c = meta[M_COUNT]
        if c >= cap:
            return -1
        table[h] = key
        K0[c] = k0
        K1[c] = BK1[b]
        PAR[c] = parent
        ACT[c] = BC[b]
        meta[M_COUNT] = c + 1
        if (k0 & goalmask) == goalval:
            meta[M_GOAL] = c
            return 1
    return 0


@njit(cache=True)
def _flush(
    BK0, BK1, BC, BH, nbuf, K0, K1, PAR, ACT, table, meta, goalmask, goalval, ksh, hdist, pb
):
    """Insert the buffered successors of the state at the cursor.

    Returns 1 when a goal was stored, 0 otherwise, -1 when the store is full.
    The table slots of all successors are prefetched first, in a tight loop, so
    that their cache misses overlap.
    """
    n = nbuf[0]
    nbuf[0] = 0
    meta[M_GENERATED] += n
    if ksh >= 0:
        return _flush1(
            BK0, BK1, BC, BH, n, K0, K1, PAR, ACT, table, meta, goalmask, goalval, ksh, hdist, pb
        )
    mask = (table.size >> 1) - 1
    for b in range(n):
        h = np.int64(_hash(BK0[b], BK1[b]) & np.uint64(mask))
        BH[b] = h
        prefetch(table, 2 * h)
    cap = K0.size
    parent = meta[M_CURSOR]
    for b in range(n):
        k0 = BK0[b]
        if _cut(k0, hdist, pb, meta):
            continue
        k1 = BK1[b]
        h = BH[b]
        dup = False
        while True:
            t = table[2 * h]
            if t == EMPTY:
                break
            if t == k0 and table[2 * h + 1] == k1:
                dup = True
                break
            h = (h + 1) & mask
        if dup:
            continue
        c = meta[M_COUNT]
        if c >= cap:
            return -1
        table[2 * h] = k0
        table[2 * h + 1] = k1
        K0[c] = k0
        K1[c] = k1
        PAR[c] = parent
        ACT[c] = BC[b]
        meta[M_COUNT] = c + 1
        if (k0 & goalmask) == goalval:
            meta[M_GOAL] = c
            return 1
    return 0


@njit(cache=True, inline="always")
def _code(kind, player, hero, aux, target):
    return np.int32(kind | (player << 3) | (hero << 5) | (aux << 8) | (target << 12))


@njit(cache=True)
def prepare_hero(i, kind, pos, nh, EX, onkey, opened, bits, nw, doors_used, occ, others, free,
                 allowed, last):  # fmt: skip
    """Masks for moving hero i: other heroes, free cells, passable edges per direction.

    ``last`` remembers (kind row, closed doors) of the edges in ``allowed``, which
    are only recomputed when those change; ``last[0] = -1`` forces it. The sister
    never walks: her ``allowed`` is left alone.
    """
    g = pos[i]
    for w in range(nw):
        others[w] = occ[w]
    _clear(others, g)
    row = 0 if kind == DWARF else 1
    openmask = 0
    for j in range(nh):
        if j != i and pos[j] != EX and onkey[j] > 0:
            openmask |= 1 << onkey[j]
    closed = doors_used & ~openmask
    if kind != SISTER and (last[0] != row or last[1] != closed):
        last[0] = row
        last[1] = closed
        for d in range(4):
            for w in range(nw):
                allowed[d, w] = bits[B_P + row * 4 + d, w]
            if closed != 0:
                for n in range(1, 6):
                    if (closed >> n) & 1:
                        for w in range(nw):
                            allowed[d, w] &= ~bits[B_DOOR + (n - 1) * 4 + d, w]
    for w in range(nw):
        f = bits[B_OCC, w]
        if opened:
            f |= bits[B_SHARED, w] | bits[B_EXIT + i, w]
        free[w] = f & ~others[w]


@njit(cache=True, inline="always")
def _sh4(v0, v1, v2, v3, k):
    """The four words v0..v3 (bits 0..255) moved by k bits, 0 < |k| < 64."""
    if k > 0:
        r = np.uint64(k)
        rr = np.uint64(64 - k)
        return v0 << r, (v1 << r) | (v0 >> rr), (v2 << r) | (v1 >> rr), (v3 << r) | (v2 >> rr)
    r = np.uint64(-k)
    rr = np.uint64(64 + k)
    return (v0 >> r) | (v1 << rr), (v1 >> r) | (v2 << rr), (v2 >> r) | (v3 << rr), v3 >> r


@njit(cache=True, inline="always")
def _word(a, nw, w):
    return a[w] if w < nw else U0


@njit(cache=True)
def flood4(start, hand, maxit, is_elf, nw, W, allowed, free, others, anyexit, ladmask, lad, nlad,
           R):  # fmt: skip
    """`flood` for boards of at most 256 cells (nw <= 4, W < 64), in registers."""
    r0 = U0
    r1 = U0
    r2 = U0
    r3 = U0
    f0 = U0
    f1 = U0
    f2 = U0
    f3 = U0
    sb = U1 << np.uint64(start & 63)
    sw = start >> 6
    if sw == 0:
        f0 = sb
    elif sw == 1:
        f1 = sb
    elif sw == 2:
        f2 = sb
    else:
        f3 = sb
    fr0 = _word(free, nw, 0)
    fr1 = _word(free, nw, 1)
    fr2 = _word(free, nw, 2)
    fr3 = _word(free, nw, 3)
    ae0 = _word(anyexit, nw, 0)
    ae1 = _word(anyexit, nw, 1)
    ae2 = _word(anyexit, nw, 2)
    ae3 = _word(anyexit, nw, 3)
    lm0 = _word(ladmask, nw, 0)
    lm1 = _word(ladmask, nw, 1)
    lm2 = _word(ladmask, nw, 2)
    lm3 = _word(ladmask, nw, 3)
    it = 0
    while it < maxit:
        n0 = U0
        n1 = U0
        n2 = U0
        n3 = U0
        for d in range(4):
            if not (hand >> d) & 1:
                continue
            ad = allowed[d]
            a0 = _word(ad, nw, 0)
            a1 = _word(ad, nw, 1)
            a2 = _word(ad, nw, 2)
            a3 = _word(ad, nw, 3)
            delta = DY[d] * W + DX[d]
            t0, t1, t2, t3 = _sh4(f0 & a0, f1 & a1, f2 & a2, f3 & a3, delta)
            n0 |= t0
            n1 |= t1
            n2 |= t2
            n3 |= t3
            if is_elf:
                o0 = _word(others, nw, 0)
                o1 = _word(others, nw, 1)
                o2 = _word(others, nw, 2)
                o3 = _word(others, nw, 3)
                u0, u1, u2, u3 = _sh4(t0 & o0 & a0, t1 & o1 & a1, t2 & o2 & a2, t3 & o3 & a3, delta)
                n0 |= u0
                n1 |= u1
                n2 |= u2
                n3 |= u3
        if (f0 & lm0) | (f1 & lm1) | (f2 & lm2) | (f3 & lm3) != U0:
            for a in range(nlad):
                la = lad[a]
                lw = la >> 6
                lb_ = U1 << np.uint64(la & 63)
                fw = f0 if lw == 0 else (f1 if lw == 1 else (f2 if lw == 2 else f3))
                if fw & lb_ == U0:
                    continue
                for b in range(nlad):
                    lb = lad[b]
                    d = _ladder_dir(la, lb, W)
                    if d >= 0 and (hand >> d) & 1:
                        bw = lb >> 6
                        bb = U1 << np.uint64(lb & 63)
                        if bw == 0:
                            n0 |= bb
                        elif bw == 1:
                            n1 |= bb
                        elif bw == 2:
                            n2 |= bb
                        else:
                            n3 |= bb
        v0 = n0 & fr0 & ~r0
        v1 = n1 & fr1 & ~r1
        v2 = n2 & fr2 & ~r2
        v3 = n3 & fr3 & ~r3
        r0 |= v0
        r1 |= v1
        r2 |= v2
        r3 |= v3
        f0 = v0 & ~ae0
        f1 = v1 & ~ae1
        f2 = v2 & ~ae2
        f3 = v3 & ~ae3
        if (f0 | f1 | f2 | f3) == U0:
            break
        it += 1
    R[0] = r0
    if nw > 1:
        R[1] = r1
    if nw > 2:
        R[2] = r2
    if nw > 3:
        R[3] = r3


@njit(cache=True)
def flood(start, hand, maxit, is_elf, nw, W, allowed, free, others, anyexit, ladmask, lad, nlad, R,
          F, N, T, T2):  # fmt: skip
    """R = cells reachable from ``start`` in 1..maxit steps with the hand's directions.

    Exits in R end the move (they are not expanded further). ``start`` itself is
    in R only when a path leaves and comes back.
    """
    for w in range(nw):
        R[w] = U0
        F[w] = U0
    _set(F, start)
    it = 0
    while it < maxit:
        for w in range(nw):
            N[w] = U0
        for d in range(4):
            if not (hand >> d) & 1:
                continue
            delta = DY[d] * W + DX[d]
            if not is_elf:
                _shift_and_or(F, allowed[d], delta, N, nw)
                continue
            for w in range(nw):
                T[w] = F[w] & allowed[d, w]
            _shift_or(T, delta, N, nw)
            for w in range(nw):
                T2[w] = U0
            _shift_or(T, delta, T2, nw)
            for w in range(nw):
                T2[w] &= others[w] & allowed[d, w]
            _shift_or(T2, delta, N, nw)
        onlad = False
        for w in range(nw):
            if F[w] & ladmask[w] != U0:
                onlad = True
        for a in range(nlad if onlad else 0):
            la = lad[a]
            if not _test(F, la):
                continue
            for b in range(nlad):
                lb = lad[b]
                d = _ladder_dir(la, lb, W)
                if d >= 0 and (hand >> d) & 1:
                    _set(N, lb)
        more = False
        for w in range(nw):
            v = N[w] & free[w] & ~R[w]
            R[w] |= v
            f = v & ~anyexit[w]
            F[w] = f
            if f != U0:
                more = True
        if not more:
            break
        it += 1


@njit(cache=True, inline="always")
def _setpos(k0, i, v, pb):
    sh = np.uint64(i * pb)
    m = ((U1 << np.uint64(pb)) - U1) << sh
    return (k0 & ~m) | (np.uint64(v) << sh)


@njit(cache=True, inline="always")
def _push(nk0, k1, code, npos, nh, EX, armreq, bits, BK0, BK1, BC, nbuf, goalmask, goalval, check):
    """Armory check, then buffer the successor (inserted by `_flush`)."""
    if check and (nk0 & EXITS_OPEN) == U0:
        ok = True
        for i in range(nh):
            if (armreq >> i) & 1 and (npos[i] == EX or not _test(bits[B_ARMORY + i], npos[i])):
                ok = False
                break
        if ok:
            nk0 |= EXITS_OPEN
    b = nbuf[0]
    BK0[b] = nk0
    BK1[b] = k1
    BC[b] = code
    nbuf[0] = b + 1
    return 0


@njit(cache=True, inline="always")
def _push1(nk0, k1, code, i, v, EX, onarm, armreq, bits, BK0, BK1, BC, nbuf):
    """`_push` for a successor in which only hero i moved (to ``v``).

    ``onarm``: the heroes on their own armory in the state being expanded.
    """
    if (nk0 & EXITS_OPEN) == U0:
        m = onarm & ~(1 << i)
        if v != EX and _test(bits[B_ARMORY + i], v):
            m |= 1 << i
        if armreq & ~m == 0:
            nk0 |= EXITS_OPEN
    b = nbuf[0]
    BK0[b] = nk0
    BK1[b] = k1
    BC[b] = code
    nbuf[0] = b + 1
    return 0


@njit(cache=True, nogil=True)
def search_chunk(
    P, kinds, cell_type, cell_arg, edge_type, edge_door, base_slot, base_rot, rot_off, slot_off,
    armreq, hands, owner, mode, ckey, cok, cbits, cgcell, clad, cnlad,
    K0, K1, PAR, ACT, table, ksh, meta, budget, hdist,
):  # fmt: skip
    """Expand up to ``budget`` states; returns an ST_* status (resumable).

    ``ksh``: the table's layout, see `rehash`; ``hdist``: the heroes' distances of
    `estimate`, used as ``meta[M_HMODE]`` says (0: a plain breadth-first search).
    """
    nh = P[P_NH]
    nw = P[P_NW]
    W = P[P_W]
    H = P[P_H]
    S = P[P_S]
    pb = P[P_PB]
    nc = P[P_NC]
    cols = P[P_COLS]
    rows = P[P_ROWS]
    SS = S * S
    doors_used = P[P_DOORS]
    EX = (1 << pb) - 1
    pmask = np.uint64(EX)
    goalmask = U0
    for i in range(nh):
        goalmask |= pmask << np.uint64(i * pb)
    goalval = goalmask
    nhands = hands.size
    maxit = 1 if mode == MODE_STEPS else P[P_NBITS] + 1

    pos = np.empty(nh, np.int64)
    npos = np.empty(nh, np.int64)
    onkey = np.zeros(nh, np.int64)
    occ = np.zeros(nw, np.uint64)
    others = np.zeros(nw, np.uint64)
    free = np.zeros(nw, np.uint64)
    allowed = np.zeros((4, nw), np.uint64)
    R = np.zeros(nw, np.uint64)
    F = np.zeros(nw, np.uint64)
    N = np.zeros(nw, np.uint64)
    T = np.zeros(nw, np.uint64)
    T2 = np.zeros(nw, np.uint64)
    emitted = np.zeros(nw, np.uint64)
    near = np.zeros(nw, np.uint64)
    slot_of = np.empty(nc, np.int64)
    rot_of = np.empty(nc, np.int64)
    card_at = np.empty(P[P_NSLOTS], np.int64)
    smask = (1 << P[P_SLOTBITS]) - 1
    # successors of one state: every hero to every cell, swaps, cards
    bufsize = nh * (P[P_NBITS] + 1) * (nh + 1) + 4 * nc + 64
    BK0 = np.empty(bufsize, np.uint64)
    BK1 = np.empty(bufsize, np.uint64)
    BC = np.empty(bufsize, np.int32)
    BH = np.empty(bufsize, np.int64)
    nbuf = np.zeros(1, np.int64)
    last = np.full(2, -1, np.int64)
    last_k1 = U0
    have_k1 = False
    small = nw <= 4 and W < 64

    while budget > 0:
        cursor = meta[M_CURSOR]
        if cursor == meta[M_LAYER_END]:
            if meta[M_COUNT] == cursor:
                return ST_EXHAUSTED
            meta[M_DEPTH] += 1
            meta[M_LAYER_END] = meta[M_COUNT]
        budget -= 1
        k0 = K0[cursor]
        k1 = K1[cursor]
        e = layout_entry(
            k1, P, cell_type, cell_arg, edge_type, edge_door, base_slot, base_rot, rot_off,
            slot_off, ckey, cok, cbits, cgcell, clad, cnlad,
        )  # fmt: skip
        bits = cbits[e]
        gc = cgcell[e]
        lad = clad[e]
        nlad = cnlad[e]
        opened = (k0 & EXITS_OPEN) != U0
        for w in range(nw):
            occ[w] = U0
        for i in range(nh):
            g = np.int64((k0 >> np.uint64(i * pb)) & pmask)
            pos[i] = g
            onkey[i] = 0
            if g != EX:
                _set(occ, g)
                cid = gc[g]
                c = cid // SS
                if cell_type[c, (cid % SS) // S, cid % S] == C_KEY:
                    onkey[i] = cell_arg[c, (cid % SS) // S, cid % S]
        onarm = 0
        for i in range(nh):
            if pos[i] != EX and _test(bits[B_ARMORY + i], pos[i]):
                onarm |= 1 << i
        status = 0
        base = k0 & ~PENDING
        if not have_k1 or k1 != last_k1:
            last[0] = -1  # the layout differs from the previous state's
            last_k1 = k1
            have_k1 = True

        if (k0 & PENDING) != U0:
            # min-steps search: the mage has just arrived on an invocation cell
            m = 0
            for i in range(nh):
                if kinds[i] == MAGE:
                    m = i
            for j in range(nh):
                if j == m or pos[j] == EX:
                    continue
                for q in range(nh):
                    npos[q] = pos[q]
                npos[m] = pos[j]
                npos[j] = pos[m]
                nk0 = _setpos(_setpos(base, m, pos[j], pb), j, pos[m], pb)
                status = _push(
                    nk0, k1, _code(A_SWAP, 0, m, j, pos[m]), npos, nh, EX, armreq, bits,
                    BK0, BK1, BC, nbuf, goalmask, goalval, True,
                )  # fmt: skip
            status = _flush(
                BK0, BK1, BC, BH, nbuf, K0, K1, PAR, ACT, table, meta, goalmask, goalval, ksh,
                hdist, pb,
            )  # fmt: skip
            if status == 1:
                return ST_FOUND
            if status < 0:
                return ST_FULL
            meta[M_CURSOR] = cursor + 1
            meta[M_EXPANDED] += 1
            continue

        for i in range(nh):
            if status != 0:
                break
            g0 = pos[i]
            if g0 == EX:
                continue
            kind = kinds[i]
            prepare_hero(
                i, kind, pos, nh, EX, onkey, opened, bits, nw, doors_used, occ, others, free,
                allowed, last,
            )  # fmt: skip
            if kind == SISTER:
                # cells next to another hero across anything but a double wall
                for w in range(nw):
                    near[w] = U0
                for d in range(4):
                    for w in range(nw):
                        T[w] = U0
                    _shift_or(others, -(DY[d] * W + DX[d]), T, nw)
                    for w in range(nw):
                        near[w] |= T[w] & bits[B_ADJ + d, w]
                X0 = g0 % W
                Y0 = g0 // W
                for d in range(4):
                    if status != 0:
                        break
                    X = X0 + DX[d]
                    Y = Y0 + DY[d]
                    while 0 <= X < W and 0 <= Y < H:
                        t = Y * W + X
                        if _test(free, t) and _test(near, t):
                            v = EX if _test(bits[B_ANYEXIT], t) else t
                            status = _push1(
                                _setpos(base, i, v, pb), k1, _code(A_TELEPORT, owner[d], i, 0, t),
                                i, v, EX, onarm, armreq, bits, BK0, BK1, BC, nbuf,
                            )  # fmt: skip
                            if status != 0:
                                break
                        X += DX[d]
                        Y += DY[d]
                continue

            for w in range(nw):
                emitted[w] = U0
            is_elf = kind == ELF
            is_mage = kind == MAGE
            for p in range(nhands):
                if status != 0:
                    break
                if small:
                    flood4(
                        g0, hands[p], maxit, is_elf, nw, W, allowed, free, others,
                        bits[B_ANYEXIT], bits[B_LADDER], lad, nlad, R,
                    )  # fmt: skip
                else:
                    flood(
                        g0, hands[p], maxit, is_elf, nw, W, allowed, free, others,
                        bits[B_ANYEXIT], bits[B_LADDER], lad, nlad, R, F, N, T, T2,
                    )  # fmt: skip
                for w in range(nw):
                    nv = R[w] & ~emitted[w]
                    while nv != U0 and status == 0:
                        t = (w << 6) + _ctz(nv)
                        nv &= nv - U1
                        if t == g0:
                            continue
                        v = EX if _test(bits[B_ANYEXIT], t) else t
                        status = _push1(
                            _setpos(base, i, v, pb), k1, _code(A_MOVE, p, i, 0, t), i, v, EX,
                            onarm, armreq, bits, BK0, BK1, BC, nbuf,
                        )  # fmt: skip
                    if status != 0:
                        break
                if is_mage and status == 0:
                    for w in range(nw):
                        nv = R[w] & bits[B_INVOC, w] & ~(emitted[w] & bits[B_INVOC, w])
                        while nv != U0 and status == 0:
                            c = (w << 6) + _ctz(nv)
                            nv &= nv - U1
                            if mode == MODE_STEPS:
                                status = _push1(
                                    _setpos(base, i, c, pb) | PENDING, k1,
                                    _code(A_PENDING, p, i, 0, c), i, c, EX, onarm, armreq, bits,
                                    BK0, BK1, BC, nbuf,
                                )  # fmt: skip
                                continue
                            for j in range(nh):
                                if j == i or pos[j] == EX:
                                    continue
                                for q in range(nh):
                                    npos[q] = pos[q]
                                npos[i] = pos[j]
                                npos[j] = c
                                nk0 = _setpos(_setpos(base, i, pos[j], pb), j, c, pb)
                                status = _push(
                                    nk0, k1, _code(A_SWAP, p, i, j, c), npos, nh, EX, armreq,
                                    bits, BK0, BK1, BC, nbuf, goalmask, goalval, True,
                                )  # fmt: skip
                                if status != 0:
                                    break
                        if status != 0:
                            break
                for w in range(nw):
                    emitted[w] |= R[w]

            if kind == BARBARIAN and status == 0:
                X0 = g0 % W
                Y0 = g0 // W
                for d in range(4):
                    X3 = X0 + 3 * DX[d]
                    Y3 = Y0 + 3 * DY[d]
                    if X3 < 0 or Y3 < 0 or X3 >= W or Y3 >= H:
                        continue
                    delta = DY[d] * W + DX[d]
                    gh = g0 + delta
                    j = -1
                    for q in range(nh):
                        if q != i and pos[q] == gh:
                            j = q
                    if j < 0:
                        continue
                    gt = gh + delta
                    gl = gt + delta
                    if not _test(bits[B_TRAP], gt):
                        continue
                    # edges passable for the tossed hero j, doors held by others than j
                    row = 0 if kinds[j] == DWARF else 1
                    openmask = 0
                    for q in range(nh):
                        if q != j and pos[q] != EX and onkey[q] > 0:
                            openmask |= 1 << onkey[q]
                    closed = doors_used & ~openmask
                    ok = True
                    for gg in (g0, gh, gt):
                        if not _test(bits[B_P + row * 4 + d], gg):
                            ok = False
                        elif closed != 0:
                            for n in range(1, 6):
                                if (closed >> n) & 1 and _test(bits[B_DOOR + (n - 1) * 4 + d], gg):
                                    ok = False
                    if not ok:
                        continue
                    if _test(occ, gl):
                        continue
                    landable = _test(bits[B_OCC], gl)
                    if not landable and opened:
                        landable = _test(bits[B_SHARED], gl) or _test(bits[B_EXIT + j], gl)
                    if not landable:
                        continue
                    for q in range(nh):
                        npos[q] = pos[q]
                    v = EX if _test(bits[B_ANYEXIT], gl) else gl
                    npos[j] = v
                    status = _push(
                        _setpos(base, j, v, pb), k1, _code(A_TOSS, owner[d], j, 0, gl), npos, nh,
                        EX, armreq, bits, BK0, BK1, BC, nbuf, goalmask, goalval, True,
                    )  # fmt: skip
                    if status != 0:
                        break

        if status == 0:
            # rotate and slide: any player; heroes on the card ride along
            done_rot = 0
            done_slide = 0
            have_layout = False
            for i in range(nh):
                if status != 0:
                    break
                g = pos[i]
                if g == EX:
                    continue
                cid = gc[g]
                c = cid // SS
                ct = cell_type[c, (cid % SS) // S, cid % S]
                if ct == C_ROT and not (done_rot >> c) & 1 and rot_off[c] >= 0:
                    done_rot |= 1 << c
                elif ct == C_SLIDE and not (done_slide >> c) & 1 and slot_off[c] >= 0:
                    done_slide |= 1 << c
                else:
                    continue
                if not have_layout:
                    decode_layout(k1, P, base_slot, base_rot, rot_off, slot_off, slot_of, rot_of)
                    card_at[:] = -1
                    for cc in range(nc):
                        card_at[slot_of[cc]] = cc
                    have_layout = True
                sx = slot_of[c] % cols
                sy = slot_of[c] // cols
                if ct == C_ROT:
                    off = np.uint64(rot_off[c])
                    for turns in range(1, 4):
                        nk1 = (k1 & ~(U3 << off)) | (np.uint64((rot_of[c] + turns) & 3) << off)
                        nk0 = base
                        for q in range(nh):
                            npos[q] = pos[q]
                            gq = pos[q]
                            if gq == EX:
                                continue
                            qx = gq % W - sx * S
                            qy = gq // W - sy * S
                            if 0 <= qx < S and 0 <= qy < S:
                                rx, ry = _rot(qx, qy, turns, S)
                                npos[q] = (sy * S + ry) * W + sx * S + rx
                                nk0 = _setpos(nk0, q, npos[q], pb)
                        status = _push(
                            nk0, nk1, _code(A_ROTATE, 0, 0, c, turns), npos, nh, EX, armreq,
                            bits, BK0, BK1, BC, nbuf, goalmask, goalval, False,
                        )  # fmt: skip
                        if status != 0:
                            break
                else:
                    off = np.uint64(slot_off[c])
                    for d in range(4):
                        tx = sx + DX[d]
                        ty = sy + DY[d]
                        if tx < 0 or ty < 0 or tx >= cols or ty >= rows:
                            continue
                        s2 = ty * cols + tx
                        if card_at[s2] >= 0:
                            continue
                        nk1 = (k1 & ~(np.uint64(smask) << off)) | (np.uint64(s2) << off)
                        nk0 = base
                        for q in range(nh):
                            npos[q] = pos[q]
                            gq = pos[q]
                            if gq == EX:
                                continue
                            qx = gq % W - sx * S
                            qy = gq // W - sy * S
                            if 0 <= qx < S and 0 <= qy < S:
                                npos[q] = gq + DY[d] * S * W + DX[d] * S
                                nk0 = _setpos(nk0, q, npos[q], pb)
                        status = _push(
                            nk0, nk1, _code(A_SLIDE, 0, 0, c, s2), npos, nh, EX, armreq, bits,
                            BK0, BK1, BC, nbuf, goalmask, goalval, False,
                        )  # fmt: skip
                        if status != 0:
                            break

        status = _flush(
            BK0, BK1, BC, BH, nbuf, K0, K1, PAR, ACT, table, meta, goalmask, goalval, ksh,
            hdist, pb,
        )  # fmt: skip
        if status == 1:
            return ST_FOUND
        if status < 0:
            return ST_FULL
        meta[M_CURSOR] = cursor + 1
        meta[M_EXPANDED] += 1
    return ST_RUNNING


@njit(cache=True, nogil=True)
def move_path(
    P, kinds, cell_type, cell_arg, edge_type, edge_door, base_slot, base_rot, rot_off, slot_off,
    ckey, cok, cbits, cgcell, clad, cnlad, k0, k1, i, hand, target, maxit,
):  # fmt: skip
    """One shortest path (global cells, start first) of hero i's move to ``target``.

    Empty when there is none. ``target`` may be the start (a mage that leaves and
    comes back to swap).
    """
    nh = P[P_NH]
    nw = P[P_NW]
    W = P[P_W]
    S = P[P_S]
    SS = S * S
    pb = P[P_PB]
    EX = (1 << pb) - 1
    pmask = np.uint64(EX)
    e = layout_entry(
        k1, P, cell_type, cell_arg, edge_type, edge_door, base_slot, base_rot, rot_off,
        slot_off, ckey, cok, cbits, cgcell, clad, cnlad,
    )  # fmt: skip
    bits = cbits[e]
    gc = cgcell[e]
    pos = np.empty(nh, np.int64)
    onkey = np.zeros(nh, np.int64)
    occ = np.zeros(nw, np.uint64)
    for q in range(nh):
        g = np.int64((k0 >> np.uint64(q * pb)) & pmask)
        pos[q] = g
        if g != EX:
            _set(occ, g)
            cid = gc[g]
            c = cid // SS
            if cell_type[c, (cid % SS) // S, cid % S] == C_KEY:
                onkey[q] = cell_arg[c, (cid % SS) // S, cid % S]
    others = np.zeros(nw, np.uint64)
    free = np.zeros(nw, np.uint64)
    allowed = np.zeros((4, nw), np.uint64)
    prepare_hero(
        i, kinds[i], pos, nh, EX, onkey, (k0 & EXITS_OPEN) != U0, bits, nw, P[P_DOORS], occ,
        others, free, allowed, np.full(2, -1, np.int64),
    )  # fmt: skip
    is_elf = kinds[i] == ELF
    R = np.zeros(nw, np.uint64)
    F = np.zeros(nw, np.uint64)
    N = np.zeros(nw, np.uint64)
    T = np.zeros(nw, np.uint64)
    T2 = np.zeros(nw, np.uint64)
    # first-reached iteration per cell
    first = np.full(P[P_NBITS], -1, np.int64)
    start = pos[i]
    frontier = np.zeros(nw, np.uint64)
    _set(frontier, start)
    reached = np.zeros(nw, np.uint64)
    layer = 0
    found = False
    while layer < maxit and not found:
        # one step from every frontier cell
        newc = np.zeros(nw, np.uint64)
        for w in range(nw):
            fv = frontier[w]
            while fv != U0:
                u = (w << 6) + _ctz(fv)
                fv &= fv - U1
                flood(u, hand, 1, is_elf, nw, W, allowed, free, others, bits[B_ANYEXIT],
                      bits[B_LADDER], clad[e], cnlad[e], R, F, N, T, T2)  # fmt: skip
                for w2 in range(nw):
                    newc[w2] |= R[w2] & ~reached[w2]
        anyn = False
        for w in range(nw):
            v = newc[w]
            reached[w] |= v
            while v != U0:
                t = (w << 6) + _ctz(v)
                v &= v - U1
                first[t] = layer
                if t == target:
                    found = True
            f = newc[w] & ~bits[B_ANYEXIT, w]
            frontier[w] = f
            if f != U0:
                anyn = True
        if not anyn:
            break
        layer += 1
    if not found:
        return np.empty(0, np.int64)
    path = np.empty(first[target] + 2, np.int64)
    path[first[target] + 1] = target
    cur = target
    for k in range(first[target] - 1, -2, -1):
        # a cell first reached at iteration k (or the start) with one step to cur
        best = -1
        if k == -1:
            best = start
        else:
            for u in range(P[P_NBITS]):
                if first[u] != k or _test(bits[B_ANYEXIT], u):
                    continue
                flood(u, hand, 1, is_elf, nw, W, allowed, free, others, bits[B_ANYEXIT],
                      bits[B_LADDER], clad[e], cnlad[e], R, F, N, T, T2)  # fmt: skip
                if _test(R, cur):
                    best = u
                    break
        path[k + 1] = best
        cur = best
    return path
