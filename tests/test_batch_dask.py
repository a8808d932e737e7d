"""editor.core.batch on a Dask cluster: a two-worker LocalCluster started in this process gives
what the local pool gives, streams its results, survives a worker that dies, and leaves
no process behind."""

from __future__ import annotations

import os
import threading

import batchtasks
import distributed
import pytest
from test_batch import tasks, workers_left
from test_batch_generate import generate
from test_batch_validate import quests, validate  # noqa: F401 - quests is a fixture used here

from editor.core.batch import BatchError, Task, run_batch
from editor.core.journal import Journal


@pytest.fixture(scope="module")
def scheduler():
    """A LocalCluster of two single-threaded worker processes (a task may kill its process),
    with no dashboard, on a free port."""
    with distributed.LocalCluster(
        n_workers=2,
        threads_per_worker=1,
        processes=True,
        dashboard_address=None,
        scheduler_port=0,
        silence_logs=50,  # CRITICAL: the lost worker is the test's doing
    ) as cluster:
        yield cluster.scheduler_address
    assert workers_left() == []


@pytest.fixture
def runs(tmp_path):
    folder = tmp_path / "runs"
    folder.mkdir()
    return str(folder)


def test_the_cluster_gives_what_the_local_pool_gives(scheduler, runs):
    on_cluster = run_batch(batchtasks.square, tasks(runs), scheduler=scheduler)
    on_pool = run_batch(batchtasks.square, tasks(runs), jobs=2)
    assert on_cluster.results == on_pool.results
    assert (on_cluster.ran, on_cluster.failed) == (6, {})


def test_each_result_is_reported_as_it_finishes(scheduler, runs, tmp_path):
    go = tmp_path / "go"
    seen = []

    def report(key, outcome, done, total):
        seen.append(key)
        go.touch()  # lets task 0 finish: it waits for a result reported before its own

    run = run_batch(batchtasks.waits_for, tasks(str(go), runs), scheduler=scheduler, report=report)
    assert run.results["task 0"]["waited"] is True
    assert sorted(seen) == sorted(run.results)


def test_a_worker_that_dies_loses_no_reported_result(scheduler, runs, tmp_path):
    marker = tmp_path / "died"
    reported = {}
    with Journal(tmp_path / "out", "squares") as journal:
        run = run_batch(
            batchtasks.dies_once,
            tasks(str(marker), runs, count=8),
            scheduler=scheduler,
            journal=journal,
            report=lambda key, outcome, done, total: reported.setdefault(key, outcome),
        )
    assert marker.exists()
    assert run.failed == {}
    assert sorted(run.results) == sorted(reported) == sorted(f"task {n}" for n in range(8))
    assert Journal(tmp_path / "out", "squares").done == reported


def test_a_task_that_raises_is_reported_failed(scheduler, runs):
    run = run_batch(batchtasks.fails, tasks(runs, count=4), scheduler=scheduler)
    assert run.failed == {"task 2": "the task failed: ValueError: two is not allowed"}


@pytest.mark.parametrize("address", ["tcp://127.0.0.1:9", "garbage"])
def test_a_scheduler_that_cannot_be_reached_is_said_so_and_leaves_no_thread(monkeypatch, address):
    monkeypatch.setattr("editor.core.batch.CONNECT_SECONDS", 0.5)
    before = set(threading.enumerate())
    with pytest.raises(BatchError, match=f"cannot reach the Dask scheduler at {address}"):
        run_batch(batchtasks.fails, [Task("a", (1,))], scheduler=address)
    assert [t.name for t in set(threading.enumerate()) - before] == []


@pytest.mark.usefixtures("quests")
def test_validate_solve_on_the_cluster_reports_what_one_process_reports(scheduler, capsys):
    alone = validate(capsys, "quests", "--jobs", "1")
    assert validate(capsys, "quests", "--scheduler", scheduler) == alone


def test_generate_on_the_cluster_makes_the_files_one_process_makes(scheduler, tmp_path, capsys):
    alone = generate(capsys, tmp_path / "one", "--count", "2", "--jobs", "1")
    assert generate(capsys, tmp_path / "two", "--count", "2", "--scheduler", scheduler) == alone


# the bench's own cluster beside the module's: its scheduler's HTTP server takes another port
@pytest.mark.slow
@pytest.mark.filterwarnings("ignore:Port 8787 is already in use:UserWarning")
def test_bench_generates_in_one_process_on_the_pool_and_on_a_local_cluster(monkeypatch):
    from editor.core import benching, registry
    from editor.core.benching import BenchOptions, generation_table

    monkeypatch.setitem(benching.GENERATED, False, 1)
    before = {p.pid for p in workers_left()}  # the module's cluster, when it runs
    table = generation_table([registry.by_name("labyrinth")], BenchOptions(quick=False))
    assert table.failures == [] and not table.interrupted
    rows = [[c.strip() for c in line.split("|")[1:-1]] for line in table.lines[2:]]
    jobs = os.cpu_count()
    assert [row[6] for row in rows] == [
        "one process",
        f"local pool, {jobs} processes",
        "Dask LocalCluster, 2 workers",
    ]
    assert all(row[2] == "1" and float(row[5]) > 0 for row in rows)
    assert {p.pid for p in workers_left()} <= before
