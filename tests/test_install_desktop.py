"""`mazewright install-desktop`: a desktop entry desktop-file-validate accepts, the icon
in its sizes, MIME types that xdg-mime names for each kind of file, and --remove."""

from __future__ import annotations

import shutil
import subprocess
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
    assert len(ours) == 10
    capsys.readouterr()
    assert main(["install-desktop", "--remove"]) == 0
    assert [p for p in home.rglob("mazewright*") if p.is_file()] == []
    assert "removed 10 files" in capsys.readouterr().out
