"""A number no file needs (NaN, Infinity, 1e400, a 4,000-digit integer) is refused on reading.

Such a number used to get through to the drawing and the export of a mall
scenario (a hero starting on a 4,000-digit space): `float()` overflowed in the
middle of a paint and the editor died of SIGSEGV; `export --force` raised.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from editor.core.fileio import MAX_JSON_INT
from editor.core.validate import validate_file

ROOT = Path(__file__).resolve().parents[1]
HEIST = ROOT / "library" / "mall" / "01-first-heist.mall.json"
HUGE = "9" * 4000

#: one shipped file of each format, and a numeric place in it
SHIPPED = {
    "mall": (HEIST, ["heroes", "elf", 0]),
    "mall-timer": (ROOT / "library" / "mall" / "05-sand-timer.mall.json", ["timer"]),
    "tower": (ROOT / "library" / "tower" / "epics" / "01-turning-tower.quest.json", ["size"]),
    "labyrinth": (ROOT / "library" / "labyrinth" / "01-first-steps.labyrinth.json", ["size"]),
    "daedalus": (ROOT / "library" / "daedalus" / "01-first-steps.daedalus.json", ["rings"]),
    "wandering": (
        ROOT / "library" / "wandering" / "01-first-magic-tower-game.setup.json",
        ["start", "magic_tower"],
    ),
}
LITERALS = [HUGE, "-" + HUGE, str(MAX_JSON_INT + 1), "NaN", "Infinity", "-Infinity", "1e400"]


def with_literal(source: Path, place: list, literal: str, folder: Path) -> Path:
    """A copy of ``source`` with the JSON ``literal`` written at ``place``."""
    data = json.loads(source.read_text(encoding="utf-8"))
    node = data
    for part in place[:-1]:
        node = node[part]
    node[place[-1]] = "@NUMBER@"
    path = folder / source.name
    path.write_text(json.dumps(data).replace('"@NUMBER@"', literal), encoding="utf-8")
    return path


@pytest.mark.parametrize("literal", LITERALS)
@pytest.mark.parametrize("kind", SHIPPED)
def test_every_format_refuses_the_number_naming_file_and_place(kind, literal, tmp_path):
    source, place = SHIPPED[kind]
    path = with_literal(source, place, literal, tmp_path)
    (d,) = validate_file(str(path))
    assert (d.code, d.is_error, d.file) == ("F007", True, str(path))
    assert d.path == "/" + "/".join(map(str, place))
    assert len(d.message) < 200  # the 4,000 digits are not repeated


def test_the_largest_allowed_integer_still_reads(tmp_path):
    path = with_literal(HEIST, ["heroes", "elf", 0], str(MAX_JSON_INT), tmp_path)
    assert [d.code for d in validate_file(str(path))] == ["M112"]  # outside the start tile


COMMANDS = {
    "edit": ["edit", "{path}", "--screenshot", "{out}/shot.png"],
    "edit-solve": ["edit", "{path}", "--screenshot", "{out}/shot.png", "--solve"],
    "edit-play": ["edit", "{path}", "--screenshot", "{out}/shot.png", "--play"],
    "export": ["export", "{path}", "-o", "{out}/sheet.pdf", "--force"],
    "solve": ["solve", "{path}"],
}


@pytest.mark.parametrize("command", COMMANDS)
def test_no_command_crashes_on_a_huge_hero_start(command, tmp_path):
    path = with_literal(HEIST, ["heroes", "elf", 0], HUGE, tmp_path)
    out = tmp_path / "out"
    out.mkdir()
    args = [a.format(path=path, out=out) for a in COMMANDS[command]]
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    proc = subprocess.run(
        [sys.executable, "-m", "editor", *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        cwd=ROOT,
    )
    said = proc.stdout + proc.stderr
    assert proc.returncode == 1, said
    assert "Traceback" not in said and "F007" in said and str(path) in said
    assert list(out.iterdir()) == []
