"""The fast solver: compiled tables + numba kernel, same answers as `reference`.

The kernel (`kernel`) runs as compiled ahead of time for this machine (`aot`), which
loads in milliseconds, or else through numba's JIT, whose load takes about a second.

`solve` computes the fewest actions for every distribution of the requested
player counts and the fewest steps, sharing one compiled quest and one layout
cache. Each search is a breadth-first search run by the kernel in chunks (on a quest
whose cards never move, a deal's searches and those of the steps keep only the states
within a bound of depth plus `estimate`'s lower bound, the bound raised until a plan is
found); between
chunks the front reports progress, honours the cancel flag and the time limit,
and grows the state store.

Memory: every stored state costs 24 bytes in the store (two uint64 key words, an
int32 parent index, an int32 action code) plus its two words again in the hash
table (one word when they pack into one, `key_shift`), which is kept at most 70 % full and sized in powers of two: 47 bytes per
state when the store is full, at most `BYTES_PER_STATE` (70) in any case. The
store grows by doubling and never beyond ``max_states`` states, so a search
with a state limit uses at most ``max_states * BYTES_PER_STATE`` bytes, plus the
layout cache (`LayoutCache`, at most 48 MB) and a successor buffer.
"""

from __future__ import annotations

import functools
import sys
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager

import numpy as np

from editor.core.limits import CANCELLED, MAX_STATES, MEMORY, Limits, Progress

from . import estimate
from .actions import Action, Move, Rotate, Slide, Teleport, Toss
from .compile import (
    P_ARMREQ,
    P_COLS,
    P_MAXLAD,
    P_NBITS,
    P_NH,
    P_NW,
    P_PB,
    P_SLOTBITS,
    Compiled,
    CompileError,
    compile_quest,
)
from .kernelcodes import (
    A_MOVE,
    A_ROTATE,
    A_SLIDE,
    A_SWAP,
    A_TELEPORT,
    A_TOSS,
    EMPTY,
    M_BOUND,
    M_COUNT,
    M_CURSOR,
    M_DEPTH,
    M_GOAL,
    M_HMODE,
    M_LAYER_END,
    M_NEXT,
    M_PRUNED,
    MODE_ACTIONS,
    MODE_STEPS,
    N_META,
    NB,
    ST_EXHAUSTED,
    ST_FOUND,
    ST_FULL,
)
from .model import Quest
from .results import DISTRIBUTIONS, DistributionResult, SolveResult, deal_text, solve_all

__all__ = ["BYTES_PER_STATE", "CompileError", "solve", "solve_distribution", "min_steps"]

BYTES_PER_STATE = 70

DIR_BITS = {"N": 1, "E": 2, "S": 4, "W": 8}
INITIAL_CAPACITY = 11468  # 0.7 * 2**14
LOAD = 0.7  # the hash table is filled at most this much
CHUNK_SECONDS = 0.04  # aim for chunks this long: cancel and progress are seen within 0.2 s
CACHE_BYTES = 48 << 20
REHASH_STEP = 1 << 18  # states put back into a grown hash table between two limit checks (~40 ms)


@contextmanager
def _unused_hidden() -> Iterator[None]:
    """Hide scipy (or scipy.linalg, when scipy is imported already) and cffi from the
    imports made meanwhile, unless they are imported already.

    Loading the kernel, numba imports `numba.np.arraymath`, which imports
    scipy.linalg (0.6 s, a third of a trial quest's whole solve) only to learn
    whether ``np.dot`` may call BLAS, and `numba.core.typing.cffi_utils`, which
    imports cffi and parses its C declarations (0.06 s) to type cffi functions.
    The kernel calls neither BLAS nor cffi, and mazewright itself imports neither.
    """
    names = ["scipy.linalg" if "scipy" in sys.modules else "scipy", "cffi"]
    hidden = [name for name in names if name not in sys.modules]
    for name in hidden:
        sys.modules[name] = None  # type: ignore[assignment]  # makes importing it fail
    try:
        yield
    finally:
        for name in hidden:
            if name in sys.modules and sys.modules[name] is None:
                del sys.modules[name]


@functools.cache
def jit_kernel():
    """The kernel through numba's JIT, loaded from numba's disk cache (compiled into
    it the first time, about a minute)."""
    with _unused_hidden():
        from . import kernel

        _run_once(kernel)  # numba loads a function on its first call
    return kernel


def _say(text: str) -> None:
    if sys.stderr is not None and sys.stderr.isatty():
        sys.stderr.write(f"mazewright: {text}\n")
        sys.stderr.flush()


def aot_kernel():
    """The kernel's ahead-of-time build (`aot`), built now if this machine has none yet;
    None when it cannot be built here (the reason is said once, and kept)."""
    from . import aot

    module = aot.load()
    if module is not None or aot.failure() is not None:
        return module
    _say("building the fast solver for this machine (once, about half a minute)")
    try:
        return aot.build()
    except aot.BuildError as exc:
        aot.remember_failure(str(exc))
        if sys.stderr is not None:
            sys.stderr.write(
                f"mazewright: the fast solver could not be built ahead of time ({exc}); "
                "it is loaded through numba each time instead (about a second)\n"
            )
        return None


_functions = None  # the kernel this process uses, once loaded


def _kernel():
    """The kernel's entry points (`search_chunk`, `rehash`, `move_path`): the
    ahead-of-time build, else numba's JIT kernel."""
    global _functions
    if _functions is None:
        _functions = aot_kernel() or jit_kernel()
    return _functions


class LayoutCache:
    """The kernel's cache of per-layout tables (shared by all searches of a quest).

    Sized for four slots per possible layout, within `CACHE_BYTES`; the kernel
    probes a few slots and rebuilds an entry when they are all taken.
    """

    def __init__(self, comp: Compiled):
        nw = int(comp.params[P_NW])
        nbits = int(comp.params[P_NBITS])
        maxlad = int(comp.params[P_MAXLAD])
        entry = NB * nw * 8 + nbits * 4 + maxlad * 4 + 24
        want = max(1, 4 * comp.layouts_bound)
        size = 1
        while size < want and (size * 2) * entry <= CACHE_BYTES and size < (1 << 16):
            size *= 2
        self.size = size
        self.key = np.zeros(size, np.uint64)
        self.ok = np.zeros(size, np.uint8)
        self.bits = np.zeros((size, NB, nw), np.uint64)
        self.gcell = np.zeros((size, nbits), np.int32)
        self.lad = np.zeros((size, maxlad), np.int32)
        self.nlad = np.zeros(size, np.int64)

    def args(self):
        return (self.key, self.ok, self.bits, self.gcell, self.lad, self.nlad)


def _tables(comp: Compiled):
    return (
        comp.params,
        comp.kinds,
        comp.cell_type,
        comp.cell_arg,
        comp.edge_type,
        comp.edge_door,
        comp.base_slot,
        comp.base_rot,
        comp.rot_off,
        comp.slot_off,
    )


def _pow2(n: int) -> int:
    p = 1
    while p < n:
        p *= 2
    return p


def key_shift(comp: Compiled) -> int:
    """Where the layout goes when a state packs into one word of the hash table, or -1.

    Word 0 uses the heroes' ``nh * pb`` low bits and bits 62-63; the layout (word 1)
    fits in between when its bits do.
    """
    p = comp.params
    used = int(p[P_NH]) * int(p[P_PB])
    k1bits = 0
    for off in comp.rot_off:
        if off >= 0:
            k1bits = max(k1bits, int(off) + 2)
    for off in comp.slot_off:
        if off >= 0:
            k1bits = max(k1bits, int(off) + int(p[P_SLOTBITS]))
    return used if used + k1bits <= 62 else -1


def hand_masks(hands: Sequence[str]) -> np.ndarray:
    return np.array([sum(DIR_BITS[c] for c in h) for h in hands], np.int64)


def _owners(hands: Sequence[str]) -> np.ndarray:
    owner = np.zeros(4, np.int64)
    for d, c in enumerate("NESW"):
        for p, h in enumerate(hands):
            if c in h:
                owner[d] = p
                break
    return owner


#: No bound on depth + distance: every successor is kept.
UNBOUNDED = 1 << 40


class Search:
    """One breadth-first search (one distribution, or the min-steps search); with
    ``distances`` (`estimate.tables`) and a ``bound``, one that keeps only the successors
    whose depth plus distance is at most the bound."""

    def __init__(
        self,
        comp: Compiled,
        cache: LayoutCache,
        hands,
        mode: int,
        max_states=None,
        kernel=None,
        distances: tuple[np.ndarray, int] = estimate.NO_ESTIMATE,
        bound: int = UNBOUNDED,
        seeds: tuple[np.ndarray, np.ndarray] | None = None,
    ):
        k = kernel or _kernel()
        self.k = k
        self.comp = comp
        self.cache = cache
        self.mode = mode
        self.hands = tuple(hands)
        self.masks = hand_masks(self.hands)
        self.owner = _owners(self.hands) if mode == MODE_ACTIONS else np.zeros(4, np.int64)
        self.max_states = max_states
        self.ksh = key_shift(comp)
        if seeds is None:
            seeds = (np.array([comp.start[0]], np.uint64), np.array([comp.start[1]], np.uint64))
        n = len(seeds[0])
        cap = INITIAL_CAPACITY if max_states is None else max(1, min(INITIAL_CAPACITY, max_states))
        self._alloc(max(cap, n))
        self.K0[:n], self.K1[:n] = seeds
        self.PAR[:n] = -1
        self.ACT[:n] = 0
        self.meta = np.zeros(N_META, np.int64)
        self.meta[M_COUNT] = n
        self.meta[M_LAYER_END] = n
        self.meta[M_GOAL] = -1
        self.hdist, self.meta[M_HMODE] = distances
        self.meta[M_BOUND] = bound
        self.meta[M_NEXT] = UNBOUNDED
        k.rehash(self.K0, self.K1, 0, n, self.table, self.ksh)
        self.budget = 256
        self.stopped_by: str | None = None

    def _alloc(self, cap: int) -> None:
        self.K0 = np.empty(cap, np.uint64)
        self.K1 = np.empty(cap, np.uint64)
        self.PAR = np.empty(cap, np.int32)
        self.ACT = np.empty(cap, np.int32)
        tsize = 1
        while tsize * LOAD < cap:
            tsize *= 2
        # the two words of each stored state, or one when they pack into one (`key_shift`)
        self.table = np.full(tsize if self.ksh >= 0 else 2 * tsize, EMPTY, np.uint64)

    def _grow(self, limits: Limits) -> bool:
        """Double the store (within ``max_states`` and the machine's memory) and rebuild
        the hash table, in steps of `REHASH_STEP` states that check the limits: past ten
        million states the whole takes most of a second. False when the store
        cannot grow or a limit stopped it (`stopped_by` says which)."""
        cap = self.K0.size
        new = int(cap / LOAD) * 2
        new = int(_pow2(new) * LOAD)
        if self.max_states is not None:
            new = min(new, self.max_states)
        if new <= cap:
            return False
        n = int(self.meta[M_COUNT])
        old = (self.K0, self.K1, self.PAR, self.ACT, self.table)
        try:
            self._alloc(new)
        except MemoryError:  # the machine's memory, before any cap or budget
            self.K0, self.K1, self.PAR, self.ACT, self.table = old
            self.stopped_by = MEMORY
            return False
        for a, b in zip((self.K0, self.K1, self.PAR, self.ACT), old[:4], strict=True):
            a[:n] = b[:n]
        for start in range(0, n, REHASH_STEP):
            if limits.stop_now():
                self.stopped_by = limits.reason
                return False
            self.k.rehash(
                self.K0, self.K1, start, min(n, start + REHASH_STEP), self.table, self.ksh
            )
        return True

    @property
    def states(self) -> int:
        return int(self.meta[M_COUNT])

    @property
    def depth(self) -> int:
        return int(self.meta[M_DEPTH])

    @property
    def cut(self) -> int:
        """Successors the bound cut (a hero that can never leave is not counted)."""
        return int(self.meta[M_PRUNED])

    @property
    def next_bound(self) -> int:
        """The least depth plus distance of a successor cut: the next bound to try."""
        return int(self.meta[M_NEXT])

    def run(self, limits: Limits) -> str:
        """'found', 'exhausted' or 'stopped' (`stopped_by` says why)."""
        while True:
            if limits.stop_now():
                self.stopped_by = limits.reason
                return "stopped"
            st = self._chunk(self.budget)
            limits.report(self.states, self.depth)
            limits.tell(self.proven_text())
            if st == ST_FOUND:
                return "found"
            if st == ST_EXHAUSTED:
                return "exhausted"
            if st == ST_FULL and not self._grow(limits):
                self.stopped_by = self.stopped_by or MAX_STATES
                return "stopped"

    def proven(self) -> int:
        """The fewest actions (or steps) proven so far: every plan shorter than the layer
        being expanded has been searched, and a bounded search follows searches that
        found no plan within the bounds below its own."""
        bound = int(self.meta[M_BOUND])
        return self.goal_depth() if bound == UNBOUNDED else max(self.goal_depth(), bound)

    def proven_text(self) -> str:
        if self.mode == MODE_STEPS:
            return f"fewest steps: at least {self.proven()}"
        return f"{deal_text(self.hands)}: at least {self.proven()} actions"

    def expand_seeds(self, limits: Limits) -> str:
        """Expand the states the search started from, and no others (their successors
        follow them in the store): 'found', 'done' or 'stopped'."""
        end = int(self.meta[M_LAYER_END])
        while True:
            if limits.stop_now():
                self.stopped_by = limits.reason
                return "stopped"
            left = end - int(self.meta[M_CURSOR])
            if left == 0:
                return "done"
            st = self._chunk(min(left, self.budget))
            if st == ST_FOUND:
                return "found"
            if st == ST_FULL and not self._grow(limits):
                self.stopped_by = self.stopped_by or MAX_STATES
                return "stopped"

    def _chunk(self, budget: int) -> int:
        """One call of the kernel, expanding at most ``budget`` states (the next budget
        adapted to take about `CHUNK_SECONDS`); its ST_* status."""
        t = time.monotonic()
        st = self.k.search_chunk(
            *_tables(self.comp),
            int(self.comp.params[P_ARMREQ]),
            self.masks,
            self.owner,
            self.mode,
            *self.cache.args(),
            self.K0,
            self.K1,
            self.PAR,
            self.ACT,
            self.table,
            self.ksh,
            self.meta,
            budget,
            self.hdist,
        )
        dt = time.monotonic() - t
        if dt < CHUNK_SECONDS / 2:
            self.budget = min(self.budget * 2, 1 << 22)
        elif dt > CHUNK_SECONDS * 2:
            self.budget = max(16, self.budget // 2)
        return st

    # -- solution --------------------------------------------------------------------
    def goal_depth(self) -> int:
        return self.depth + 1

    def solution(self) -> list[Action]:
        """The actions from the start to the goal found, in global coordinates."""
        chain = []
        n = int(self.meta[M_GOAL])
        while n > 0:
            chain.append(n)
            n = int(self.PAR[n])
        chain.reverse()
        out: list[Action] = []
        prev = 0
        for n in chain:
            out.append(self.action(int(self.K0[prev]), int(self.K1[prev]), int(self.ACT[n])))
            prev = n
        return out

    def action(self, k0: int, k1: int, code: int) -> Action:
        """The action of kernel code ``code`` taken from the state (``k0``, ``k1``)."""
        k = self.k
        comp = self.comp
        W = comp.width
        cols = int(comp.params[P_COLS])
        kind = code & 7
        player = (code >> 3) & 3
        hero = (code >> 5) & 7
        aux = (code >> 8) & 15
        target = code >> 12
        pt = (target % W, target // W)
        if kind in (A_MOVE, A_SWAP):
            path = k.move_path(
                *_tables(comp),
                *self.cache.args(),
                np.uint64(k0),
                np.uint64(k1),
                hero,
                int(self.masks[player]),
                target,
                int(comp.params[P_NBITS]) + 1,
            )
            if path.size < 2:
                raise RuntimeError("fast solver: cannot rebuild a move's path")
            points = tuple((int(g) % W, int(g) // W) for g in path)
            swap = comp.heroes[aux] if kind == A_SWAP else None
            return Move(player, comp.heroes[hero], points, swap)
        if kind == A_TELEPORT:
            return Teleport(player, "sister", pt)
        if kind == A_TOSS:
            return Toss(player, comp.heroes[hero], pt)
        if kind == A_ROTATE:
            return Rotate(0, comp.card_ids[aux], target)
        if kind == A_SLIDE:
            return Slide(0, comp.card_ids[aux], (target % cols, target // cols))
        raise RuntimeError(f"fast solver: unknown action code {code}")


class Solver:
    """A compiled quest and its layout cache, ready for any number of searches.

    ``kernel`` picks a build of the kernel (`aot_kernel`, `jit_kernel`); by default
    the one this process uses (`_kernel`)."""

    def __init__(self, quest: Quest | Compiled, kernel=None):
        t = time.monotonic()
        self.comp = quest if isinstance(quest, Compiled) else compile_quest(quest)
        self.cache = LayoutCache(self.comp)
        self.kernel = kernel
        self._estimates: dict[tuple, tuple[np.ndarray, int]] = {}
        if kernel is None:
            warm_up()
        self.compile_seconds = time.monotonic() - t

    def distribution(self, hands, *, max_states=None, limits: Limits | None = None):
        """The fewest actions of one deal: breadth-first searches that keep only the
        states whose depth plus distance (`estimate`) is at most a bound, the bound
        starting at the start's distance and raised to the least value cut while a
        search ends without a plan; without an estimate, one plain breadth-first
        search. ``max_states`` holds for each search; ``states`` counts them all."""
        limits = limits or Limits()
        t = time.monotonic()
        hands = tuple(hands)
        search, states, outcome, lower = self._bounded(hands, MODE_ACTIONS, max_states, limits)
        seconds = time.monotonic() - t
        if outcome == "found":
            return DistributionResult(
                hands, search.goal_depth(), search.solution(), states, seconds
            )
        if outcome == "stopped":
            return DistributionResult(
                hands, None, None, states, seconds, False, search.stopped_by, lower
            )
        return DistributionResult(hands, None, None, states, seconds)

    def _bounded(self, hands: tuple[str, ...], mode: int, max_states, limits: Limits):
        """The searches of `distribution` (or of the steps, ``mode``): (the last search,
        the states of all, 'found', 'exhausted' or 'stopped', and for a stopped one the
        fewest actions or steps it proved)."""
        tables = self.estimate(hands, mode == MODE_STEPS)
        table, how = tables
        bound = (
            UNBOUNDED
            if how == estimate.NONE
            else estimate.state_bound(table, how, self.comp.start[0], self.comp.pb)
        )
        states = 0
        search = None
        while bound is not None:
            search = Search(
                self.comp, self.cache, hands, mode, max_states, self.kernel, tables, bound
            )
            outcome = search.run(limits)
            states += search.states
            if outcome == "stopped":
                # no plan is shorter than the bound, nor than the next layer (RULES.md 7)
                return search, states, outcome, search.proven()
            if outcome == "found":
                return search, states, outcome, None
            bound = search.next_bound if search.cut else None
        return search, states, "exhausted", None

    def estimate(self, hands: tuple[str, ...], steps: bool = False) -> tuple[np.ndarray, int]:
        """The distances of `estimate` for a deal, or for the steps (kept: every bound of
        a search shares them)."""
        key = (hands, steps)
        found = self._estimates.get(key)
        if found is None:
            found = estimate.tables(self.comp.quest, hands, self.comp.pb, steps)
            self._estimates[key] = found
        return found

    def steps(self, *, max_states=None, limits: Limits | None = None):
        """(steps or None, what stopped the search or None, states searched): bounded
        searches as for a deal, with the heroes' distances in steps."""
        limits = limits or Limits()
        search, states, outcome, _ = self._bounded(("NESW",), MODE_STEPS, max_states, limits)
        if outcome == "found":
            return search.goal_depth(), None, states
        return None, (search.stopped_by if outcome == "stopped" else None), states

    def min_steps(self, *, max_states=None, limits: Limits | None = None):
        """(steps or None, complete, states searched)."""
        steps, stopped_by, states = self.steps(max_states=max_states, limits=limits)
        return steps, stopped_by is None, states


def loaded() -> bool:
    """Whether this process has loaded the kernel."""
    return _functions is not None


def warm_up() -> None:
    """Load the kernel (building it, the first time on this machine)."""
    _kernel()


def _run_once(kernel) -> None:
    """A search on a tiny quest that calls each of the kernel's entry points."""
    from .model import Card, HeroStart

    quest = Quest(size=3, cards=[Card("A")], heroes={"dwarf": HeroStart((0, 0))})
    comp = compile_quest(quest)
    s = Search(comp, LayoutCache(comp), ("NESW",), MODE_ACTIONS, kernel=kernel)
    s.run(Limits())
    s.solution()


def solve_distribution(quest: Quest, hands, *, max_states=None, timeout=None, progress=None,
                       cancel=None) -> DistributionResult:  # fmt: skip
    solver = Solver(quest)
    return solver.distribution(
        hands, max_states=max_states, limits=Limits(timeout, progress, cancel)
    )


def min_steps(quest: Quest, *, max_states=None, timeout=None, progress=None, cancel=None):
    solver = Solver(quest)
    return solver.min_steps(max_states=max_states, limits=Limits(timeout, progress, cancel))


def solve(
    quest: Quest | Compiled,
    players: Sequence[int] = (1, 2, 3, 4),
    *,
    jobs: int = 1,
    max_states: int | None = None,
    timeout: float | None = None,
    progress: Progress | None = None,
    cancel=None,
    limits: Limits | None = None,
) -> SolveResult:
    """Every distribution of every requested player count, and the min steps.

    ``jobs > 1`` runs the searches in that many worker processes. A limit
    (``max_states`` per search, ``timeout`` for the whole call) or ``cancel``
    stops the search cleanly: the result is then ``solvable: None``.
    ``limits`` (shared with the caller) replaces timeout, progress and cancel.
    ``quest`` may be compiled already (`compile_quest`).
    Raises `CompileError` for a quest the fast solver cannot encode.
    """
    limits = limits or Limits(timeout, progress, cancel)
    players = tuple(players)
    if jobs and jobs > 1:
        return _solve_parallel(quest, players, jobs, max_states, limits)
    solver = Solver(quest)
    result = solve_all(
        players,
        lambda hands: solver.distribution(hands, max_states=max_states, limits=limits),
        lambda: solver.steps(max_states=max_states, limits=limits),
        "fast",
    )
    result.compile_seconds = solver.compile_seconds
    result.seconds = time.monotonic() - limits.t0 - result.compile_seconds
    return result


# -- parallel searches (jobs > 1) ----------------------------------------------------

_worker_state: dict = {}


def _init_worker(comp: Compiled, stop, counters) -> None:
    import signal

    # Ctrl-C reaches every process of the terminal's group: the parent alone decides
    # (it sets ``stop``), so that the workers return what they have
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _worker_state["stop"] = stop
    _worker_state["counters"] = counters
    _worker_state["comp"] = comp
    _worker_state["solver"] = None


def _worker(hands, index: int, max_states, deadline_left):
    """Run one search in a worker process; progress goes to the shared counters."""
    counters = _worker_state["counters"]

    def report(states, depth, _elapsed):
        counters[2 * index] = states
        counters[2 * index + 1] = depth

    if _worker_state["solver"] is None:  # one compiled quest and layout cache per worker
        _worker_state["solver"] = Solver(_worker_state["comp"])
    solver = _worker_state["solver"]
    limits = Limits(deadline_left, report, _worker_state["stop"])
    if hands is None:
        return solver.steps(max_states=max_states, limits=limits)
    return solver.distribution(hands, max_states=max_states, limits=limits)


def _solve_parallel(quest, players, jobs, max_states, limits: Limits):
    """`solve` with the searches spread over ``jobs`` worker processes."""
    import multiprocessing as mp
    from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait

    t = time.monotonic()
    # fail early, in the caller, on a quest we cannot encode
    comp = quest if isinstance(quest, Compiled) else compile_quest(quest)
    warm_up()  # forked workers inherit the loaded kernel
    compile_seconds = time.monotonic() - t
    tasks: list = [DISTRIBUTIONS[1][0]]
    for n in players:
        if n != 1:
            tasks += DISTRIBUTIONS[n]
    tasks.append(None)  # the min-steps search
    # fork where the system has it: the workers start at once with the kernel loaded
    # (spawn would re-import and, in a script without a main guard, re-run it)
    ctx = mp.get_context("fork" if "fork" in mp.get_all_start_methods() else "spawn")
    stop = ctx.Event()
    counters = ctx.Array("q", 2 * len(tasks), lock=False)
    results: dict = {}
    with ProcessPoolExecutor(
        max_workers=min(jobs, len(tasks)),
        mp_context=ctx,
        initializer=_init_worker,
        initargs=(comp, stop, counters),
    ) as pool:
        pending = set()
        index_of = {}
        for i, hands in enumerate(tasks):
            fut = pool.submit(_worker, hands, i, max_states, limits.remaining())
            index_of[fut] = i
            pending.add(fut)
        while pending:
            done, pending = wait(pending, timeout=0.05, return_when=FIRST_COMPLETED)
            for fut in done:
                results[index_of[fut]] = fut.result()
            if limits.progress is not None:
                states = sum(counters[2 * i] for i in range(len(tasks)))
                depth = max(counters[2 * i + 1] for i in range(len(tasks)))
                limits.report(states, depth)
            if limits.stop_now():
                stop.set()

    def stopped_by(reason):
        # a worker stopped by ``stop`` says "cancelled"; the parent knows why it set it
        return limits.reason if reason == CANCELLED and limits.reason else reason

    solo = results[0]
    solo.stopped_by = stopped_by(solo.stopped_by)
    result = SolveResult(solvable=None, min_steps=None, solver="fast")
    result.compile_seconds = compile_seconds
    result.stopped_by = solo.stopped_by
    if solo.complete:
        result.solvable = solo.min_actions is not None
    states = solo.states
    k = 1
    for n in players:
        dists = []
        for hands in DISTRIBUTIONS[n]:
            if n == 1:
                dists.append(solo)
                continue
            d = results[k]
            k += 1
            states += d.states
            d.stopped_by = stopped_by(d.stopped_by)
            if not d.complete and result.solvable is not False:
                result.solvable = None
                result.stopped_by = result.stopped_by or d.stopped_by
            if result.solvable is False:
                d = DistributionResult(hands, None, None, d.states, d.seconds)
            dists.append(d)
        result.players[n] = dists
    steps, steps_stop, n_states = results[len(tasks) - 1]
    states += n_states
    if result.solvable:
        result.min_steps = steps
        if steps_stop is not None:
            result.solvable = None
            result.stopped_by = stopped_by(steps_stop)
    result.states = states
    result.seconds = time.monotonic() - limits.t0 - compile_seconds
    return result
