"""`validate --solve` on a pool of processes: the same report as in one process, in the files'
order whatever order they finish in, and resumed from a journal."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from editor import __version__
from editor.cli.main import main
from editor.cli.validate import JOURNAL_NAME
from editor.core.journal import Journal

ROOT = Path(__file__).resolve().parents[1]
DATA = Path(__file__).parent / "data"


@pytest.fixture
def quests(tmp_path, monkeypatch):
    """Tutorial quests, one that cannot be completed, one broken file, in a folder."""
    monkeypatch.chdir(tmp_path)
    folder = tmp_path / "quests"
    shutil.copytree(ROOT / "library" / "tower" / "tutorials", folder)
    shutil.copy(DATA / "checks" / "T201.quest.json", folder / "unsolvable.quest.json")
    (folder / "broken.quest.json").write_text('{"format": ')
    return folder


def validate(capsys, *args) -> tuple[int, str, str]:
    code = main(["validate", "--solve", *map(str, args)])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("fmt", ["text", "json"])
def test_the_pool_reports_what_one_process_reports(quests, capsys, fmt):
    alone = validate(capsys, "quests", "--format", fmt, "--jobs", "1")
    pooled = validate(capsys, "quests", "--format", fmt, "--jobs", "2")
    assert pooled == alone
    assert alone[0] == 1  # the unsolvable and the broken file are errors
    if fmt == "text":
        assert "quests/unsolvable.quest.json: T201 error" in alone[1]
        assert alone[1].count(": solved: min steps") == 6


def test_a_journal_keeps_each_file_and_a_second_run_reuses_it(quests, capsys, tmp_path):
    first = validate(capsys, "quests", "--journal", "kept", "--jobs", "2")
    assert (
        len(Journal(f"kept/{JOURNAL_NAME}", f"mazewright {__version__} validate --solve").done) == 8
    )
    lines = (tmp_path / "kept" / JOURNAL_NAME).read_text().splitlines()
    assert validate(capsys, "quests", "--journal", "kept", "--jobs", "2") == first
    assert (tmp_path / "kept" / JOURNAL_NAME).read_text().splitlines() == lines  # nothing re-run

    (quests / "broken.quest.json").write_text((quests / "01-doors-and-keys.quest.json").read_text())
    code, out, _ = validate(capsys, "quests", "--journal", "kept", "--jobs", "2")
    assert code == 1  # only the unsolvable quest now
    assert "broken.quest.json: solved: min steps" in out
    assert len((tmp_path / "kept" / JOURNAL_NAME).read_text().splitlines()) == len(lines) + 1


def test_batch_options_need_solve(quests, capsys):
    code = main(["validate", "quests", "--jobs", "2"])
    assert code == 2
    assert "go with --solve" in capsys.readouterr().err


def test_a_journal_of_another_command_is_refused(quests, capsys, tmp_path):
    with Journal(tmp_path / "other" / JOURNAL_NAME, "something else") as journal:
        journal.add("a", 1)
    code, out, err = validate(capsys, "quests", "--journal", "other")
    assert code == 1 and out == ""
    assert "not a journal of mazewright" in err and "choose another folder" in err
