"""The fast solver's numba kernel: the rules of `rules.py` on packed states (`compile`).

`expand` lists a state's successors (packed; -1 for a complete heist) and the kind
of each action (an index into `model.ACTIONS`). `layer` expands one breadth-first
layer into the next, with an open-addressing hash table (linear probing, load at
most one half, each key beside its index) to find states already stored, and records the actions into the
next layer (as the reference solver does). `mark` keeps, going back from the last
layer, the states on some plan of the fewest actions; `fewest_changes` runs the
layer-by-layer pass of the reference solver on them for one player count.
"""

from __future__ import annotations

import numpy as np
from numba import njit

from editor.core.kernels import prefetch

EMPTY = -2
GOAL = -1
#: What `_arrive` and `_timed` give for an action after which the sand has run out.
NONE = -3
MAX_SUCCESSORS = 4096
BIG = 1 << 30
#: How many states ahead `rehash` starts loading a slot.
REHASH_AHEAD = 16


@njit(cache=True, inline="always")
def expand(code, t, out, kinds, pos, taken):
    """The successors of ``code`` into ``out`` and ``kinds``; returns their number.

    ``t`` is the tuple of `fast.tables` (heroes, pos_bits, layout_shift, used_bits,
    timer, slots, ways, exits, items, timers, vortexes, escalators, explore_to,
    explore_hero, pieces, then what `layer` and `estimate` read), the layout of ``code``
    built; ``pos`` is room for the heroes'
    slots, ``taken`` zeros for every slot and one more (for the heroes gone), left as
    they came. The helpers it calls take no arrays: numba counts the references of an
    array handed to an inlined function, which cost more than the rest of the
    expansion."""
    (H, PB, LS, UB, timer, P, ways, exits, items, timers, vortexes, escalators, ex_to, ex_h) = t[
        :14
    ]
    pieces = t[14]
    shape = (H, PB, LS, UB, timer, P)
    mask = (1 << PB) - 1
    for h in range(H):
        pos[h] = (code >> (h * PB)) & mask
    c = code >> LS
    theft = (code >> (H * PB)) & 1
    everyone = (1 << H) - 1
    for h in range(H):
        taken[pos[h]] = 1
    gone, on_item = 0, 0
    for h in range(H):
        if pos[h] == P:
            gone |= 1 << h
        elif items[pos[h]] == h:
            on_item |= 1 << h
    n = 0
    for h in range(H):
        p = pos[h]
        if p == P:
            continue
        last = gone | (1 << h) == everyone
        # arriving on its item completes the theft when the others stand on theirs
        steals = theft == 0 and on_item | (1 << h) == everyone
        # moves: every stop of a slide
        for d in range(4):
            q = p
            while True:
                q = ways[c, q, d]
                if q < 0 or taken[q] == 1:
                    break
                new, leaves = _arrive(
                    code, shape, h, p, q, exits[q], items[q], timers[q], last, steals
                )
                if new != NONE:
                    out[n], kinds[n], n = new, d, n + 1
                if leaves:
                    break
        if theft == 0:
            k_tiles = pieces[c]
            for k in range(vortexes.shape[2]):
                q = vortexes[k_tiles, h, k]
                if q < 0:
                    break
                if taken[q] == 0:
                    # no one leaves before the theft
                    new, _ = _arrive(
                        code, shape, h, p, q, exits[q], items[q], timers[q], last, steals
                    )
                    if new != NONE:
                        out[n], kinds[n], n = new, 4, n + 1
        for k in range(escalators.shape[1]):
            q = escalators[p, k]
            if q < 0:
                break
            if taken[q] == 0:
                new, _ = _arrive(code, shape, h, p, q, exits[q], items[q], timers[q], last, steals)
                if new != NONE:
                    out[n], kinds[n], n = new, 5, n + 1
        if ex_h[p] == h and ex_to[c, p] >= 0:
            layout = (code >> LS) << LS
            new = _timed(code - layout + (np.int64(ex_to[c, p]) << LS), shape, -1)
            if new != NONE:
                out[n], kinds[n], n = new, 6, n + 1
    for h in range(H):
        taken[pos[h]] = 0
    return n


@njit(cache=True, inline="always")
def _arrive(code, shape, h, p, q, owner, item, bit, last, steals):
    """Hero ``h`` of ``code`` goes from ``p`` to ``q``, a slot of that exit owner (4 for
    every hero), item owner and timer bit: the state after (`GOAL` when that completes the
    heist, `NONE` when the sand runs out) and whether the hero left. ``last``: every other
    hero has left; ``steals``: arriving on its item completes the theft."""
    H, PB, LS, UB, timer, P = shape
    theft_shift = H * PB
    if (code >> theft_shift) & 1 == 1 and (owner == 4 or owner == h):
        if last:
            return GOAL, True
        return _timed(code + ((P - p) << (h * PB)), shape, -1), True
    new = code + ((q - p) << (h * PB))
    if steals and item == h:
        new |= 1 << theft_shift
    return _timed(new, shape, bit), False


@njit(cache=True, inline="always")
def _timed(new, shape, bit):
    """``new`` with one action's sand gone (turned over on timer bit ``bit`` not used yet,
    -1 for none), or `NONE` when the sand has run out."""
    H, PB, LS, UB, timer, P = shape
    if timer == 0:
        return new
    used_shift = H * PB + 1
    remaining_shift = used_shift + UB
    field = ((1 << (LS - remaining_shift)) - 1) << remaining_shift
    left = ((new & field) >> remaining_shift) - 1
    if bit >= 0 and (new >> (used_shift + bit)) & 1 == 0:
        left = timer - left
        new |= 1 << (used_shift + bit)
    if left <= 0:
        return NONE
    return (new & ~field) | (left << remaining_shift)


#: What `estimate` gives a state from which some hero never leaves.
HOPELESS = 1 << 20


@njit(cache=True, inline="always")
def estimate(code, t):
    """Actions a state still needs at least: the explores before every tile it needs is in
    the mall (the items not yet stolen, an exit per hero; tiles come in deck order), and
    per hero still in the mall its distance (`compile.distances`). An explore moves no
    hero and a move moves one, so no action counts twice. `HOPELESS` when some hero never
    leaves; a layout not measured yet counts its distances as 0."""
    H, PB, LS, P = t[0], t[1], t[2], t[5]
    pieces, item_tile, exit_tile, dist, measured = t[14], t[16], t[17], t[18], t[19]
    mask = (1 << PB) - 1
    theft = (code >> (H * PB)) & 1
    c = code >> LS
    needed, moves = 0, 0
    for h in range(H):
        p = (code >> (h * PB)) & mask
        if p == P:
            continue
        needed = max(needed, exit_tile[h] + 1)
        if theft == 0:
            needed = max(needed, item_tile[h] + 1)
        d = np.int64(dist[c, theft, h, p]) if measured[c] == 1 else 1
        if d == 255:
            return HOPELESS
        moves += d
    return max(0, needed - pieces[c]) + moves


@njit(cache=True)
def frontier_bound(codes, lo, hi, depth, t):
    """The least ``depth`` + `estimate` over ``codes[lo:hi]``, a layer of that depth
    stored whole: every plan passes through one of its states (`HOPELESS` + ``depth``
    when none can end)."""
    best = HOPELESS
    for i in range(lo, hi):
        best = min(best, estimate(codes[i], t))
    return depth + best


@njit(cache=True, inline="always")
def _home(code, m):
    """The first slot ``code`` is looked for in, in a table of ``m + 1`` slots."""
    return ((code * 0x9E3779B97F4A7C1) >> 17) & m


@njit(cache=True, nogil=True)
def layer(codes, n, lo, hi, next_lo, table, edges, t):
    """Expand ``codes[lo:hi]``, storing new states from ``codes[n]`` on and, per expanded
    state, the actions into the next layer (from ``next_lo`` on; -1 for one that completes
    the heist) in ``edges`` (first, count, targets, kinds, used), while the arrays have
    room for a state's successors and the layouts met are built; returns (new n, whether
    some action completes the heist, the first state not expanded, the layout to build
    before it can be, or -1)."""
    first, count, targets, tkinds, used = edges
    ready, shift = t[15], t[2]
    # two buffers: the next state is expanded, and its slots start loading, before the
    # successors of this one are looked up, so the loads have the time of a state to land
    outs = np.empty((2, MAX_SUCCESSORS), np.int64)
    kinds = np.empty((2, MAX_SUCCESSORS), np.int8)
    sizes = np.zeros(2, np.int64)
    pos = np.empty(t[0], np.int64)
    taken = np.zeros(t[5] + 1, np.uint8)
    done = False
    room = min(codes.shape[0], table.shape[0] // 4)
    e = used[0]
    m = (table.shape[0] >> 1) - 1
    if lo < hi:
        c = codes[lo] >> shift
        if ready[c] == 0:
            return n, done, lo, c
        sizes[lo & 1] = expand(codes[lo], t, outs[lo & 1], kinds[lo & 1], pos, taken)
    for i in range(lo, hi):
        if n + MAX_SUCCESSORS > room or e + MAX_SUCCESSORS > targets.shape[0]:
            used[0] = e
            return n, done, i, -1
        b = i & 1
        need = -1
        if i + 1 < hi:
            need = codes[i + 1] >> shift
            if ready[need] == 1:
                need = -1
                k = expand(codes[i + 1], t, outs[1 - b], kinds[1 - b], pos, taken)
                sizes[1 - b] = k
                for j in range(k):
                    if outs[1 - b, j] != GOAL:
                        prefetch(table, 2 * _home(outs[1 - b, j], m))
        first[i] = e
        for j in range(sizes[b]):
            s = outs[b, j]
            if s == GOAL:
                done = True
                x = -1
            else:
                slot = _home(s, m)
                while table[2 * slot] != EMPTY and table[2 * slot] != s:
                    slot = (slot + 1) & m
                if table[2 * slot] == EMPTY:
                    table[2 * slot] = s
                    table[2 * slot + 1] = n
                    codes[n] = s
                    x = n
                    n += 1
                else:
                    x = table[2 * slot + 1]
                    if x < next_lo:
                        continue
            targets[e] = x
            tkinds[e] = kinds[b, j]
            e += 1
        count[i] = e - first[i]
        if need >= 0:
            used[0] = e
            return n, done, i + 1, need
    used[0] = e
    return n, done, hi, -1


@njit(cache=True)
def rehash(codes, n, table):
    """Store ``codes[:n]`` in an empty table."""
    m = (table.shape[0] >> 1) - 1
    for i in range(n):
        if i + REHASH_AHEAD < n:
            prefetch(table, 2 * _home(codes[i + REHASH_AHEAD], m))
        slot = _home(codes[i], m)
        while table[2 * slot] != EMPTY:
            slot = (slot + 1) & m
        table[2 * slot] = codes[i]
        table[2 * slot + 1] = i


@njit(cache=True)
def mark(starts, depth, edges):
    """The states on some plan of ``depth`` actions (``starts[d]`` is where layer d
    begins), found going back over the recorded actions: their indices in order, and each
    state's row among them (-1 for one off the plans), with one more row for the goal at
    ``starts[depth]``."""
    first, count, targets, tkinds, used = edges
    n = starts[depth]
    good = np.zeros(n, np.uint8)
    for d in range(depth - 1, -1, -1):
        for i in range(starts[d], starts[d + 1]):
            for e in range(first[i], first[i] + count[i]):
                x = targets[e]
                if (x < 0 and d == depth - 1) or (x >= 0 and d < depth - 1 and good[x] == 1):
                    good[i] = 1
                    break
    states = np.flatnonzero(good)
    row = np.full(n + 1, -1, np.int64)
    row[states] = np.arange(states.shape[0])
    row[n] = states.shape[0]
    return states, row


@njit(cache=True)
def fewest_changes(starts, depth, states, row, edges, holds):
    """The fewest changes over the plans' graph (``states`` and ``row`` as `mark` gives
    them) for crediting groups ``holds[kind, g]``, and the witness as (state index, group,
    kind) per action."""
    first, count, targets, tkinds, used = edges
    groups = holds.shape[1]
    n = starts[depth]
    rows = states.shape[0]
    best = np.full((rows + 1, groups), BIG, np.int32)
    parent = np.full((rows + 1, groups), -1, np.int64)
    parent_group = np.full((rows + 1, groups), -1, np.int8)
    parent_kind = np.full((rows + 1, groups), -1, np.int8)
    best[row[0], :] = 0
    d = 0
    for r in range(rows):
        i = states[r]
        while i >= starts[d + 1]:
            d += 1
        low, low_g = BIG, 0
        for g in range(groups):
            if best[r, g] < low:
                low, low_g = best[r, g], g
        for e in range(first[i], first[i] + count[i]):
            x = targets[e]
            if x < 0:
                if d != depth - 1:
                    continue
                x = n
            elif d == depth - 1 or row[x] < 0:
                continue
            kind = tkinds[e]
            rx = row[x]
            for g in range(groups):
                if not holds[kind, g]:
                    continue
                if best[r, g] <= low + 1:
                    cost, from_g = best[r, g], g
                else:
                    cost, from_g = low + 1, low_g
                if cost < best[rx, g]:
                    best[rx, g] = cost
                    parent[rx, g] = i
                    parent_group[rx, g] = from_g
                    parent_kind[rx, g] = kind
    goal = row[n]
    g = 0
    for q in range(groups):
        if best[goal, q] < best[goal, g]:
            g = q
    total = best[goal, g]
    steps = np.empty((depth, 3), np.int64)
    x = goal
    for step in range(depth - 1, -1, -1):
        steps[step, 0] = parent[x, g]
        steps[step, 1] = g
        steps[step, 2] = parent_kind[x, g]
        x, g = row[parent[x, g]], parent_group[x, g]
    return total, steps
