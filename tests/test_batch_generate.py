"""`mazewright generate` on a process pool: the files one process makes, a journal of every
candidate in the output folder, and a run resumed from it."""

from __future__ import annotations

import json
from pathlib import Path

from editor.cli.generate import JOURNAL_NAME
from editor.cli.main import main

ARGS = ["generate", "labyrinth", "--seed", "7", "--size", "5"]


def generate(capsys, out: Path, *args) -> tuple[int, str, dict[str, bytes]]:
    """Exit status, the ranking printed, and the files written by name."""
    code = main([*ARGS, "-o", str(out), *map(str, args)])
    ranking = capsys.readouterr().out
    files = {p.name: p.read_bytes() for p in out.glob("*.labyrinth.json")}
    return code, ranking, files


def journal_keys(out: Path) -> list[str]:
    lines = (out / JOURNAL_NAME).read_text().splitlines()[1:]
    return [json.loads(line)["key"] for line in lines]


def test_the_pool_makes_the_files_one_process_makes(tmp_path, capsys):
    alone = generate(capsys, tmp_path / "one", "--count", "2", "--jobs", "1")
    pooled = generate(capsys, tmp_path / "two", "--count", "2", "--jobs", "2")
    assert alone[0] == 0 and len(alone[2]) == 2
    assert pooled == alone


def test_a_run_resumes_from_its_output_folder(tmp_path, capsys):
    fresh = generate(capsys, tmp_path / "fresh", "--count", "3", "--jobs", "1")
    out = tmp_path / "out"
    generate(capsys, out, "--count", "1", "--jobs", "1")
    first = journal_keys(out)
    resumed = generate(capsys, out, "--count", "3", "--jobs", "1", "--resume")
    assert resumed == fresh
    run_again = journal_keys(out)[len(first) :]
    assert journal_keys(out)[: len(first)] == first
    assert not set(run_again) & set(first)  # the candidates of the first run were not run again
    assert sorted(journal_keys(out), key=int) == journal_keys(tmp_path / "fresh")


def test_without_resume_a_run_starts_again(tmp_path, capsys):
    out = tmp_path / "out"
    generate(capsys, out, "--count", "1", "--jobs", "1")
    first = journal_keys(out)
    generate(capsys, out, "--count", "1", "--jobs", "1")
    assert journal_keys(out) == first


def test_resume_with_other_settings_is_refused(tmp_path, capsys):
    out = tmp_path / "out"
    generate(capsys, out, "--count", "1", "--jobs", "1")
    code = main([*ARGS, "-o", str(out), "--resume", "--budget", "50"])
    assert code == 2
    err = capsys.readouterr().err
    assert "--resume continues a run with the same --seed, --budget and constraints" in err
