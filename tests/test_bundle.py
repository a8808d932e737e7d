"""The standalone bundle (tools/bundle.py): built here, unpacked from its archive, and
run with an empty environment, no Python and no C compiler on the path, it checks,
solves and draws the shipped levels as the studio run from this checkout does."""

from __future__ import annotations

import json
import os
import platform
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest
from PIL import Image, ImageChops

from editor import __version__
from editor.core import registry

ROOT = Path(__file__).resolve().parents[1]
#: One file of each kind, as `solve` and `edit` are asked about it.
LEVELS = [
    "tower/tutorials/02-ladders.quest.json",
    "tower/adventure-1.adventure.json",
    "labyrinth/01-first-steps.labyrinth.json",
    "mall/01-first-heist.mall.json",
    "daedalus/01-first-steps.daedalus.json",
    "wandering/01-first-magic-tower-game.setup.json",
]


def without_timings(value):
    """A solve's JSON answer without what the clock measured."""
    if isinstance(value, dict):
        return {k: without_timings(v) for k, v in value.items() if not k.endswith("seconds")}
    if isinstance(value, list):
        return [without_timings(v) for v in value]
    return value


def test_the_files_asked_about_ship_one_of_each_kind():
    assert all((ROOT / "library" / level).is_file() for level in LEVELS)
    assert sorted(s for s in registry.suffixes() if any(f.endswith(s) for f in LEVELS)) == sorted(
        registry.suffixes()
    )


@pytest.mark.slow
@pytest.mark.skipif(platform.system() != "Linux", reason="the archive is a .tar.gz on Linux")
def test_the_bundle_runs_with_no_python_and_no_compiler(tmp_path):
    built = subprocess.run(
        [
            sys.executable,
            str(ROOT / "tools" / "bundle.py"),
            "--dist",
            str(tmp_path / "dist"),
            "--work",
            str(tmp_path / "work"),
        ],
        capture_output=True,
        text=True,
    )
    assert built.returncode == 0, built.stdout + built.stderr
    (archive,) = (tmp_path / "dist").glob(f"mazewright-{__version__}-linux-*.tar.gz")
    unpacked = tmp_path / "unpacked"
    with tarfile.open(archive) as tar:
        tar.extractall(unpacked, filter="tar")
    program = unpacked / "mazewright" / "mazewright"
    home, empty, work = tmp_path / "home", tmp_path / "bin", tmp_path / "here"
    for folder in (home, empty, work):
        folder.mkdir()
    clean = {
        "HOME": str(home),
        "PATH": str(empty),
        "LANG": "C.UTF-8",
        "QT_QPA_PLATFORM": "offscreen",
    }

    def bundled(*args: str) -> subprocess.CompletedProcess:
        return subprocess.run(
            [str(program), *args], capture_output=True, text=True, cwd=work, env=clean
        )

    def checkout(*args: str) -> subprocess.CompletedProcess:
        # (a screenshot's window starts from no saved settings, as the bundle's does)
        env = {k: v for k, v in os.environ.items() if k != "MAZEWRIGHT_DATA_DIR"}
        env["QT_QPA_PLATFORM"] = "offscreen"
        return subprocess.run(
            [sys.executable, "-m", "editor", *args],
            capture_output=True,
            text=True,
            cwd=work,
            env=env,
        )

    version = bundled("--version")
    assert version.stdout.strip() == f"mazewright {__version__}", version.stderr
    assert bundled("examples", "--copy", "mine").returncode == 0
    checked = bundled("validate", "mine")
    shipped = sum(1 for s in registry.suffixes() for _ in (ROOT / "library").rglob(f"*{s}"))
    assert checked.returncode == 0, checked.stdout + checked.stderr
    assert f"{shipped} files checked: 0 errors" in checked.stdout + checked.stderr
    # worker processes of a frozen program start as the program itself
    labyrinths = bundled("validate", "--solve", "--jobs", "2", "mine/labyrinth")
    assert labyrinths.returncode == 0, labyrinths.stdout + labyrinths.stderr
    for level in LEVELS:
        solved, here = (
            bundled("solve", f"mine/{level}", "--json"),
            checkout("solve", f"mine/{level}", "--json"),
        )
        assert solved.returncode == 0, (level, solved.stderr)
        assert without_timings(json.loads(solved.stdout)) == without_timings(
            json.loads(here.stdout)
        ), level
        drawn = bundled("edit", f"mine/{level}", "--screenshot", "bundle.png")
        assert drawn.returncode == 0, (level, drawn.stderr)
        assert checkout("edit", f"mine/{level}", "--screenshot", "checkout.png").returncode == 0
        with Image.open(work / "bundle.png") as a, Image.open(work / "checkout.png") as b:
            assert a.size == b.size, level
            differ = ImageChops.difference(a.convert("RGB"), b.convert("RGB")).convert("L")
            # the same window, but for a random seed that the spell draw shows
            assert differ.histogram()[0] > a.width * a.height - 1000, level
    # its languages came along: the window in German is another picture than in English
    internal = unpacked / "mazewright" / "_internal" / "resources"
    assert (internal / "i18n" / "mazewright_de.qm").is_file()
    assert (internal / "fonts" / "Vazirmatn-Regular.ttf").is_file()
    level = f"mine/{LEVELS[0]}"
    assert bundled("--lang", "de", "edit", level, "--screenshot", "de.png").returncode == 0
    assert bundled("edit", level, "--screenshot", "en.png").returncode == 0
    with Image.open(work / "de.png") as de, Image.open(work / "en.png") as en:
        differ = ImageChops.difference(de.convert("RGB"), en.convert("RGB")).convert("L")
        assert differ.histogram()[0] < de.width * de.height - 1000
    # the tower's kernel came compiled in: nothing was built for this machine
    built_here = [*home.rglob("tower_kernel_*"), *unpacked.rglob("__pycache__/tower_kernel_*")]
    assert built_here == []
