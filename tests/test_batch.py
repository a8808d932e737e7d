"""editor.core.batch on the local process pool and in this process: the same results either way,
streamed as they finish, kept in a journal and resumed from it, and a worker that dies."""

from __future__ import annotations

import threading

import batchtasks
import psutil
import pytest

from editor.core.batch import Task, run_batch
from editor.core.journal import Journal, JournalError


def workers_left() -> list[psutil.Process]:
    """This process's children but multiprocessing's resource tracker (one for good)."""
    return [
        p
        for p in psutil.Process().children(recursive=True)
        if "resource_tracker" not in " ".join(p.cmdline())
    ]


@pytest.fixture(autouse=True)
def no_process_left():
    yield
    assert workers_left() == []


@pytest.fixture
def runs(tmp_path):
    folder = tmp_path / "runs"
    folder.mkdir()
    return str(folder)


def tasks(*args, count=6):
    return [Task(f"task {n}", (*args, n)) for n in range(count)]


def test_the_pool_gives_what_one_process_gives(runs):
    pool = run_batch(batchtasks.square, tasks(runs), jobs=2)
    alone = run_batch(batchtasks.square, tasks(runs), jobs=1)
    assert pool.results == alone.results
    assert pool.results["task 5"] == {"n": 5, "square": 25}
    assert (pool.ran, pool.failed, pool.cancelled) == (6, {}, False)
    assert batchtasks.ran(runs) == 12


def test_each_result_is_reported_as_it_finishes(runs, tmp_path):
    go = tmp_path / "go"
    seen = []

    def report(key, outcome, done, total):
        seen.append((key, done, total))
        go.touch()  # lets task 0 finish: it waits for a result reported before its own

    run = run_batch(batchtasks.waits_for, tasks(str(go), runs), jobs=2, report=report)
    assert run.results["task 0"]["waited"] is True
    assert sorted(key for key, _, _ in seen) == sorted(run.results)
    assert [(done, total) for _, done, total in seen] == [(i, 6) for i in range(1, 7)]


@pytest.mark.parametrize("jobs", [1, 2])
def test_a_run_resumes_from_its_journal(runs, tmp_path, jobs):
    with Journal(tmp_path / "out", "squares") as journal:
        first = run_batch(batchtasks.square, tasks(runs)[:4], jobs=jobs, journal=journal)
    assert batchtasks.ran(runs) == 4
    with Journal(tmp_path / "out", "squares") as journal:
        assert sorted(journal.done) == sorted(first.results)
        second = run_batch(batchtasks.square, tasks(runs), jobs=jobs, journal=journal)
    assert (second.resumed, second.ran) == (4, 2)
    assert batchtasks.ran(runs) == 6
    assert second.results == run_batch(batchtasks.square, tasks(runs), jobs=1).results


def test_a_cancelled_run_reports_only_what_finished_and_resumes(runs, tmp_path):
    cancel = threading.Event()
    reported = []

    def report(key, outcome, done, total):
        reported.append(key)
        if done == 2:
            cancel.set()

    with Journal(tmp_path / "out", "squares") as journal:
        run = run_batch(
            batchtasks.square, tasks(runs), jobs=2, journal=journal, report=report, cancel=cancel
        )
    assert run.cancelled
    assert sorted(run.results) == sorted(reported)
    assert 2 <= len(reported) < 6
    with Journal(tmp_path / "out", "squares") as journal:
        assert sorted(journal.done) == sorted(reported)
        rest = run_batch(batchtasks.square, tasks(runs), jobs=2, journal=journal)
    assert (rest.resumed, rest.ran, rest.cancelled) == (len(reported), 6 - len(reported), False)


def test_a_worker_that_dies_loses_no_reported_result(runs, tmp_path):
    marker = tmp_path / "died"
    reported = {}
    with Journal(tmp_path / "out", "squares") as journal:
        run = run_batch(
            batchtasks.dies_once,
            tasks(str(marker), runs, count=8),
            jobs=2,
            journal=journal,
            report=lambda key, outcome, done, total: reported.setdefault(key, outcome),
        )
    assert marker.exists()  # task 3 did kill its worker once
    assert run.failed == {}
    assert sorted(run.results) == sorted(reported) == sorted(f"task {n}" for n in range(8))
    assert Journal(tmp_path / "out", "squares").done == reported


# A pool whose worker dies is broken; Python 3.11's executor thread may then count the
# processes while they are being removed ("dictionary changed size during iteration"),
# in the standard library; the run goes on with a new pool and its answer holds.
@pytest.mark.filterwarnings("ignore::pytest.PytestUnhandledThreadExceptionWarning")
@pytest.mark.parametrize("deaths", [1, 2])
def test_a_task_that_always_kills_its_worker_is_reported_failed(runs, monkeypatch, deaths):
    """Only the task that kills its worker is charged, not the one running beside it."""
    monkeypatch.setattr("editor.core.batch.WORKER_DEATHS", deaths)
    run = run_batch(batchtasks.always_dies, tasks(runs), jobs=2)
    assert list(run.failed) == ["task 3"]
    assert f"worker process died {deaths} times" in run.failed["task 3"]
    assert sorted(run.results) == [f"task {n}" for n in (0, 1, 2, 4, 5)]


@pytest.mark.filterwarnings("ignore::pytest.PytestUnhandledThreadExceptionWarning")
def test_a_pool_whose_executor_thread_died_leaves_no_thread(runs, monkeypatch):
    """The executor thread of Python 3.11 can die of a race (see above) before it closes
    the queue to the workers: the run must still end that queue's feeder thread."""

    def dies(self):
        raise RuntimeError("dictionary changed size during iteration")

    monkeypatch.setattr(
        "concurrent.futures.process._ExecutorManagerThread.join_executor_internals", dies
    )
    before = set(threading.enumerate())
    run = run_batch(batchtasks.square, tasks(runs), jobs=2)
    assert sorted(run.results) == [f"task {n}" for n in range(6)]
    left = [t.name for t in set(threading.enumerate()) - before if t.is_alive()]
    assert left == []


@pytest.mark.parametrize("jobs", [1, 2])
def test_a_task_that_raises_is_reported_failed(runs, jobs):
    run = run_batch(batchtasks.fails, tasks(runs, count=4), jobs=jobs)
    assert run.failed == {"task 2": "the task failed: ValueError: two is not allowed"}
    assert sorted(run.results) == ["task 0", "task 1", "task 3"]


def test_a_torn_last_line_of_the_journal_is_dropped(tmp_path):
    path = tmp_path / "journal.jsonl"
    with Journal(path, "squares") as journal:
        journal.add("a", 1)
        journal.add("b", 2)
    path.write_bytes(path.read_bytes()[:-5])  # a crash in the middle of writing "b"
    with Journal(path, "squares") as journal:
        assert journal.done == {"a": 1}
        journal.add("c", 3)
    assert Journal(path, "squares").done == {"a": 1, "c": 3}


def test_a_journal_torn_in_its_first_line_starts_again(tmp_path):
    path = tmp_path / "journal.jsonl"
    path.write_bytes(b'{"journal": "squ')
    with Journal(path, "squares") as journal:
        assert journal.done == {}
        journal.add("a", 1)
    assert Journal(path, "squares").done == {"a": 1}


def test_a_journal_of_another_kind_is_refused(tmp_path):
    with Journal(tmp_path / "journal.jsonl", "squares") as journal:
        journal.add("a", 1)
    with pytest.raises(JournalError, match="not a journal of cubes"):
        Journal(tmp_path / "journal.jsonl", "cubes")
