"""`python -m editor.games.tower.librarytable`: a line per quest on a terminal, quiet when piped."""

import shutil
import sys
from pathlib import Path

from editor.games.tower import librarytable

LIBRARY = Path(__file__).resolve().parent.parent / "library" / "tower"


def _small_library(tmp_path: Path) -> Path:
    root = tmp_path / "library"
    (root / "tutorials").mkdir(parents=True)
    for name in ("01-doors-and-keys.quest.json", "03-air-dwarf-elf.quest.json"):
        shutil.copy(LIBRARY / "tutorials" / name, root / "tutorials" / name)
    return root


def test_a_line_per_quest_on_a_terminal(tmp_path, capsys, monkeypatch):
    root = _small_library(tmp_path)
    monkeypatch.setattr(sys.stderr, "isatty", lambda: True)
    assert librarytable.main([str(root)]) == 0
    err = capsys.readouterr().err.splitlines()
    assert err == [
        "[1/2] tutorials/01-doors-and-keys.quest.json",
        "[2/2] tutorials/03-air-dwarf-elf.quest.json",
    ]


def test_quiet_when_piped(tmp_path, capsys, monkeypatch):
    root = _small_library(tmp_path)
    monkeypatch.setattr(sys.stderr, "isatty", lambda: False)
    assert librarytable.main([str(root)]) == 0
    out = capsys.readouterr()
    assert out.err == ""
    assert "tutorials/01-doors-and-keys.quest.json" in out.out
