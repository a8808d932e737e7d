"""Running many independent tasks at once: in this process, on a local process pool, or on
a Dask cluster, with results streamed back as they finish.

A task is a key (unique in the run) and the arguments of one function, the same for
every task: a top-level function taking and returning plain data (it is pickled to
other processes and machines, and its results are kept in a `Journal` as JSON). The
function must never raise for anything its arguments hold; when it does anyway,
the task is reported as failed with the exception in words.

Every finished task is kept in the journal (when there is one) before it is
reported, so what was reported survives a crash, and a later run with the same
journal skips it. A worker that dies takes only its running tasks with it: on the
local pool they are run again, alone, and a task that kills its worker
`WORKER_DEATHS` times on its own is reported as failed; a Dask cluster does the
same by itself (``distributed.scheduler.allowed-failures``).
"""

from __future__ import annotations

import asyncio
import collections
import concurrent.futures as cf
import contextlib
import os
import signal
import threading
import uuid
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field
from typing import Any

from . import limits
from .journal import Journal

#: Times a task may kill its local worker process, running alone, before it is given up.
WORKER_DEATHS = 2
#: How long (seconds) to try to reach a Dask scheduler.
CONNECT_SECONDS = 10
#: How often (seconds) a wait for results looks at the cancel flag.
POLL_SECONDS = 0.1


class BatchError(Exception):
    """The run cannot start (no Dask, a scheduler that cannot be reached): the message says why."""


@dataclass(frozen=True)
class Task:
    key: str
    """Names the task in the run and in the journal."""
    args: tuple
    """The function's arguments: plain, picklable data."""


@dataclass(frozen=True)
class Failed:
    """A task that gave no result, and why, in words."""

    reason: str


@dataclass
class BatchRun:
    """What a run gave: every task's result (from the journal too), the failures, the rest."""

    results: dict[str, Any] = field(default_factory=dict)
    failed: dict[str, str] = field(default_factory=dict)
    """Key -> why the task gave no result."""
    resumed: int = 0
    """Tasks whose result was read back from the journal instead of run."""
    ran: int = 0
    """Tasks run to a result in this run."""
    cancelled: bool = False
    """Stopped by ``cancel``: tasks neither in ``results`` nor ``failed`` were not finished."""


#: Called with each task's key and result (or `Failed`) as it is reported, and how many
#: tasks this run has reported and will report in all (those resumed are not among them).
Report = Callable[[str, Any, int, int], None]


def default_jobs() -> int:
    """Worker processes of the local pool when none are asked for: one per core."""
    return os.cpu_count() or 1


def run_batch(
    fn: Callable[..., Any],
    tasks: Sequence[Task],
    *,
    jobs: int | None = None,
    scheduler: str | None = None,
    journal: Journal | None = None,
    report: Report | None = None,
    cancel: threading.Event | None = None,
) -> BatchRun:
    """Run ``fn(*task.args)`` for every task and report each result as it finishes.

    Where: with ``scheduler`` (a Dask scheduler's address, ``tcp://host:8786``) on that
    cluster; otherwise on a pool of ``jobs`` local processes (default: one per core),
    or in this process when one job or one task is all there is. Tasks whose key is in
    ``journal`` are not run: their kept result counts. ``cancel`` (Ctrl-C) stops the
    run: no new task starts, running ones are abandoned and never reported.
    """
    run = BatchRun()
    cancel = cancel or threading.Event()
    if journal is not None:
        run.results = {t.key: journal.done[t.key] for t in tasks if t.key in journal.done}
        run.resumed = len(run.results)
    total = len(tasks) - run.resumed
    stream = stream_batch(fn, tasks, jobs=jobs, scheduler=scheduler, journal=journal, cancel=cancel)
    with contextlib.closing(stream):
        for key, outcome in stream:
            if isinstance(outcome, Failed):
                run.failed[key] = outcome.reason
            else:
                run.results[key] = outcome
                run.ran += 1
            if report is not None:
                report(key, outcome, run.ran + len(run.failed), total)
    run.cancelled = cancel.is_set()
    return run


def stream_batch(
    fn: Callable[..., Any],
    tasks: Sequence[Task],
    *,
    jobs: int | None = None,
    scheduler: str | None = None,
    journal: Journal | None = None,
    cancel: threading.Event | None = None,
) -> Iterator[tuple[str, Any]]:
    """`run_batch` as each task's key and result (or `Failed`), in the order they finish:
    those of ``journal`` are left out, the others kept in it before they are yielded.
    Closing the iterator stops the run as ``cancel`` does."""
    cancel = cancel or threading.Event()
    if journal is not None:
        tasks = [t for t in tasks if t.key not in journal.done]
    jobs = jobs or default_jobs()
    if scheduler is not None:
        stream = _on_dask(fn, tasks, scheduler, cancel)
    elif jobs == 1 or len(tasks) <= 1:
        stream = _in_process(fn, tasks, cancel)
    else:
        stream = _on_pool(fn, tasks, jobs, cancel)
    with contextlib.closing(stream):
        for key, outcome in stream:
            if journal is not None and not isinstance(outcome, Failed):
                journal.add(key, outcome)
            yield key, outcome


Stream = Iterator[tuple[str, Any]]


def _in_process(fn, tasks: Sequence[Task], cancel: threading.Event) -> Stream:
    for task in tasks:
        if cancel.is_set():
            return
        try:
            outcome = fn(*task.args)
        except Exception as exc:
            outcome = _failure(exc)
        if cancel.is_set():  # stopped half-way: its result is void
            return
        yield task.key, outcome


def _failure(exc: BaseException) -> Failed:
    return Failed(f"the task failed: {type(exc).__name__}: {exc}")


# -- the local process pool --------------------------------------------------------------


def _pool_worker_start(jobs: int) -> None:
    """Start of each pool process: its own session (Ctrl-C at the terminal is the
    parent's to handle) and its share of the default memory budget."""
    if hasattr(os, "setsid"):
        os.setsid()
    else:
        signal.signal(signal.SIGINT, signal.SIG_IGN)
    limits.share_memory_budget(jobs)


def _new_pool(jobs: int) -> cf.ProcessPoolExecutor:
    import multiprocessing

    # spawn, not fork: a forked copy of a process with threads (Qt, numba) may hang
    return cf.ProcessPoolExecutor(
        jobs,
        mp_context=multiprocessing.get_context("spawn"),
        initializer=_pool_worker_start,
        initargs=(jobs,),
    )


def _stop_pool(pool: cf.ProcessPoolExecutor) -> None:
    """Stop the pool's processes now, with whatever they are running."""
    # no public way to stop running tasks before Python 3.14's terminate_workers()
    processes = list((pool._processes or {}).values())
    queue = pool._call_queue
    for process in processes:
        process.kill()
    pool.shutdown(wait=True, cancel_futures=True)
    # Python 3.11's executor thread can die of a race with submit() while a worker dies
    # ("dictionary changed size during iteration") before it closes the queue that feeds
    # the workers; that queue's feeder thread would then wait for work forever.
    queue._reader.close()  # every worker is gone: nothing reads it any more
    queue.close()
    queue.join_thread()
    for process in processes:
        process.join()


def _on_pool(fn, tasks: Sequence[Task], jobs: int, cancel: threading.Event) -> Stream:
    """At most ``jobs`` tasks are handed to the pool at once, so each handed-over task is
    running: when a worker dies, the ones lost are known. They are then run one at a
    time (``alone``) so that the task that kills its worker is the one charged."""
    waiting = collections.deque(tasks)
    alone: collections.deque[Task] = collections.deque()
    deaths: collections.Counter[str] = collections.Counter()
    pool = _new_pool(jobs)
    running: dict[cf.Future, Task] = {}
    try:
        while waiting or alone or running:
            if cancel.is_set():
                return
            broken = False
            try:
                if alone and not running:
                    _hand_over(pool, fn, alone, running)
                while not alone and waiting and len(running) < jobs:
                    _hand_over(pool, fn, waiting, running)
            except BrokenProcessPool:  # a worker died since the last results came in
                broken = True
            if not broken:
                done, _ = cf.wait(running, timeout=POLL_SECONDS, return_when=cf.FIRST_COMPLETED)
                if not done or cancel.is_set():
                    continue
                broken = any(isinstance(f.exception(), BrokenProcessPool) for f in done)
                if not broken:
                    for f in done:
                        task = running.pop(f)
                        yield task.key, _outcome(f)
                    continue
            # a worker died: every running task fails now; keep those that finished first
            cf.wait(running)
            lost = []
            for f, task in running.items():
                if isinstance(f.exception(), BrokenProcessPool):
                    lost.append(task)
                else:
                    yield task.key, _outcome(f)
            culprit = len(running) == 1  # it ran alone: nothing else could have killed it
            running.clear()
            _stop_pool(pool)
            pool = _new_pool(jobs)
            for task in lost:
                if culprit:
                    deaths[task.key] += 1
                if deaths[task.key] >= WORKER_DEATHS:
                    yield task.key, Failed(_deaths_text(deaths[task.key]))
                else:
                    alone.append(task)
    finally:
        _stop_pool(pool)


def _hand_over(pool, fn, queue: collections.deque[Task], running: dict) -> None:
    """Submit the first task of ``queue`` to ``pool``; it stays there if the pool is broken."""
    task = queue[0]
    running[pool.submit(fn, *task.args)] = task
    queue.popleft()


def _deaths_text(times: int) -> str:
    return f"its worker process died {times} times while running it (out of memory, or killed)"


def _outcome(f: cf.Future) -> Any:
    exc = f.exception()
    return _failure(exc) if exc is not None else f.result()


# -- a Dask cluster ----------------------------------------------------------------------


def _on_dask_worker(fn, args: tuple) -> Any:
    """A task on a Dask worker, whose default memory budget is its share of the worker's."""
    from distributed import get_worker

    worker = get_worker()
    limit = worker.memory_manager.memory_limit
    limits.share_memory_budget(worker.state.nthreads, total=limit // 2 if limit else None)
    return fn(*args)


async def _knock(address: str) -> None:
    """Connect to the scheduler at ``address`` and hang up: OSError when nobody answers."""
    from distributed.comm import connect

    comm = await connect(address, timeout=CONNECT_SECONDS)
    await comm.close()


def _on_dask(fn, tasks: Sequence[Task], address: str, cancel: threading.Event) -> Stream:
    try:
        from distributed import Client, as_completed
        from distributed.scheduler import KilledWorker
    except ImportError as exc:
        raise BatchError(
            f"--scheduler needs Dask's distributed package (pip install distributed): {exc}"
        ) from exc
    try:
        # A Client that cannot connect leaves its event-loop thread running for good: the
        # scheduler is asked first, on a loop that ends with the question.
        asyncio.run(_knock(address))
        client = Client(address, set_as_default=False, timeout=CONNECT_SECONDS)
    except (OSError, TimeoutError, ValueError) as exc:
        raise BatchError(f"cannot reach the Dask scheduler at {address}: {exc}") from None
    run = uuid.uuid4().hex[:12]  # keys of its own: another run on the cluster shares none
    with client:
        futures = {
            client.submit(
                _on_dask_worker, fn, task.args, key=f"mazewright-{run}-{i}", pure=False
            ): task
            for i, task in enumerate(tasks)
        }
        pending = as_completed(futures, loop=client.loop)
        try:
            while not pending.is_empty():
                if cancel.is_set():
                    return
                if not pending.has_ready():
                    cancel.wait(POLL_SECONDS)
                    continue
                for f in pending.next_batch(block=False):
                    task = futures.pop(f)
                    try:
                        outcome = f.result()
                    except KilledWorker:
                        outcome = Failed(
                            "its worker died each time it ran it (out of memory, or killed)"
                        )
                    except Exception as exc:
                        outcome = _failure(exc)
                    f.release()
                    yield task.key, outcome
        finally:
            if futures:
                client.cancel(list(futures))
