"""`mazewright install-desktop`: a desktop entry desktop-file-validate accepts, the icon
in its sizes, MIME types that xdg-mime names for each kind of file, and --remove."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from editor.cli.main import main
from editor.core import registry

ROOT = Path(__file__).resolve().parents[1]
TOOLS = ("desktop-file-validate", "xdg-mime", "update-mime-database")
missing = [t for t in TOOLS if shutil.which(t) is None]
needs_tools = pytest.mark.skipif(
    bool(missing), reason=f"needs {', '.join(missing)} (desktop-file-utils, xdg-utils)"
)


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    return tmp_path / "share"


@needs_tools
def test_the_entry_validates_and_every_kind_of_file_is_ours(home, capsys):
    assert main(["install-desktop"]) == 0
    entry = home / "applications" / "mazewright.desktop"
    checked = subprocess.run(["desktop-file-validate", str(entry)], capture_output=True, text=True)
    assert checked.returncode == 0 and checked.stdout == "", checked.stdout
    for game in registry.games():
        (example,) = sorted((ROOT / "library").rglob(f"*{game.suffix}"))[:1]
        kind = subprocess.run(
            ["xdg-mime", "query", "filetype", str(example)], capture_output=True, text=True
        ).stdout.strip()
        assert kind == f"application/x-mazewright-{game.name}", example
        assert f"application/x-mazewright-{game.name};" in entry.read_text(encoding="utf-8")


def test_icons_in_every_size_and_remove_takes_everything_away(home, capsys):
    assert main(["install-desktop"]) == 0
    assert main(["install-desktop"]) == 0  # again: the files are replaced
    icons = home / "icons" / "hicolor"
    for n in (16, 32, 48, 256):
        image = QImage(str(icons / f"{n}x{n}" / "apps" / "mazewright.png"))
        assert (image.width(), image.height()) == (n, n)
        assert image.pixelColor(n // 2, n // 2).alpha() > 0  # the icon is drawn
    assert (icons / "scalable" / "apps" / "mazewright.svg").read_bytes().startswith(b"<")
    ours = [p for p in home.rglob("mazewright*") if p.is_file()]
    assert len(ours) == 11
    capsys.readouterr()
    assert main(["install-desktop", "--remove"]) == 0
    assert [p for p in home.rglob("mazewright*") if p.is_file()] == []
    assert "removed 11 files" in capsys.readouterr().out


def exec_arguments(entry: Path, codes: dict[str, str] | None = None) -> list[str]:
    """The command line of an entry's Exec key, read as the specification says: the
    string escapes, then the quoting (in double quotes, a backslash escapes the next
    character), then the field codes (``codes``: "%f" -> a value; ``%%`` is ``%``)."""
    (line,) = [x for x in entry.read_text(encoding="utf-8").splitlines() if x.startswith("Exec=")]
    value = line.removeprefix("Exec=").replace("\\\\", "\\")
    args: list[str] = []
    word, quoted, escaped = None, False, False
    for c in value:
        if escaped:
            word, escaped = word + c, False
        elif quoted and c == "\\":
            escaped = True
        elif c == '"':
            word, quoted = word or "", not quoted
        elif c == " " and not quoted:
            if word is not None:
                args.append(word)
            word = None
        else:
            word = (word or "") + c
    args.append(word)
    codes = {"%%": "%", **(codes or {})}
    return [re.sub("%.", lambda m: codes.get(m.group(), m.group()), a) for a in args]


@needs_tools
@pytest.mark.parametrize("program", ["/opt/mazewright/mazewright", '/home/a b/50% "off"/$x\\y/m'])
def test_a_bundles_entry_starts_the_bundles_program(home, monkeypatch, capsys, program):
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", program)
    assert main(["install-desktop"]) == 0
    entry = home / "applications" / "mazewright.desktop"
    checked = subprocess.run(["desktop-file-validate", str(entry)], capture_output=True, text=True)
    assert checked.returncode == 0 and checked.stdout == "", checked.stdout
    assert exec_arguments(entry) == [program, "edit", "%f"]


def test_an_installed_studios_entry_starts_this_python(home, capsys):
    assert main(["install-desktop"]) == 0
    entry = home / "applications" / "mazewright.desktop"
    assert exec_arguments(entry) == [sys.executable, "-m", "editor", "edit", "%f"]


@needs_tools
def test_the_thumbnailer_draws_a_file_as_a_file_manager_runs_it(home, tmp_path, capsys):
    assert main(["install-desktop"]) == 0
    thumbnailer = home / "thumbnailers" / "mazewright.thumbnailer"
    lines = thumbnailer.read_text(encoding="utf-8").splitlines()
    assert lines[0] == "[Thumbnailer Entry]"
    assert f"TryExec={sys.executable}" in lines
    types = {t for line in lines if line.startswith("MimeType=") for t in line[9:].split(";") if t}
    assert types == {f"application/x-mazewright-{g.name}" for g in registry.games()}
    level = ROOT / "library" / "labyrinth" / "01-first-steps.labyrinth.json"
    out = tmp_path / "thumbnail-0001.png"
    command = exec_arguments(thumbnailer, {"%i": str(level), "%o": str(out), "%s": "128"})
    done = subprocess.run(command, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    image = QImage(str(out), "PNG")
    assert (image.width(), image.height()) == (128, 128)
