"""`mazewright install-desktop [--remove]`: the studio in a Linux desktop, for this user.

Following the freedesktop.org specifications, it writes under ``$XDG_DATA_HOME``
(``~/.local/share``): a desktop entry (`applications/mazewright.desktop`, which starts
this installation's studio on a file), the icon in the usual sizes
(`icons/hicolor/*/apps/mazewright.*`) and a MIME type for each kind of file the games
read (`mime/packages/mazewright.xml`: ``application/x-mazewright-<game>``, known by its
name's ending), so that a file manager shows level files as ours and a double-click
opens them in the studio, and a thumbnailer (`thumbnailers/mazewright.thumbnailer`,
which runs `mazewright thumbnail`) so that it shows each file's picture. The desktop's
caches are then brought up to date where their tools are installed. ``--remove`` takes
all of it away again.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
from pathlib import Path
from xml.sax.saxutils import escape, quoteattr

from editor.core import registry
from editor.core.paths import data_dir, studio_command
from editor.core.writing import atomic_write_text

#: The icon's sizes in pixels, as desktops look for them.
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256)
NAME = "mazewright"
ICON = data_dir("resources") / "art" / f"{NAME}.svg"


def add_parser(p: argparse.ArgumentParser) -> None:
    p.add_argument("--remove", action="store_true", help="remove what install-desktop wrote")


def run(args: argparse.Namespace) -> int:
    home = data_home()
    files = _files(home)
    if args.remove:
        gone = [path for path in files if path.exists()]
        for path in gone:
            path.unlink()
        _refresh(home)
        print(f"removed {len(gone)} files from {home}")
        return 0
    entry, mime, thumbnailer, *icons = files
    for path, text in (
        (entry, desktop_entry()),
        (mime, mime_types()),
        (thumbnailer, thumbnailer_entry()),
    ):
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write_text(path, text)
    _write_icons(icons)
    _refresh(home)
    print(f"installed the desktop entry, {len(ICON_SIZES) + 1} icons, and the MIME types and")
    print(f"the thumbnailer of {len(registry.games())} kinds of file into {home}:")
    for path in files:
        print(f"  {path.relative_to(home)}")
    return 0


def data_home() -> Path:
    """``$XDG_DATA_HOME``, or ``~/.local/share`` where it is not set."""
    return Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")


def mime_type(game: registry.GameSpec) -> str:
    return f"application/x-{NAME}-{game.name}"


def _command() -> str:
    """This studio's command line in an Exec key: the quoting of each argument, then the
    escapes of any string value."""
    return " ".join(_quoted(part) for part in studio_command()).replace("\\", "\\\\")


def _types() -> str:
    return "".join(f"{mime_type(g)};" for g in registry.games())


def desktop_entry() -> str:
    """The desktop entry: this studio, on the file the desktop gives it."""
    return (
        "[Desktop Entry]\n"
        "Type=Application\n"
        "Name=Mazewright\n"
        "GenericName=Maze level studio\n"
        "Comment=Design, check, solve, play and print levels of cooperative maze board games\n"
        f"Exec={_command()} edit %f\n"
        f"Icon={NAME}\n"
        "Terminal=false\n"
        "Categories=Game;BoardGame;\n"
        "Keywords=maze;board game;level editor;solver;\n"
        f"MimeType={_types()}\n"
    )


def thumbnailer_entry() -> str:
    """The thumbnailer: `mazewright thumbnail` on the file (``%i``), writing the picture
    (``%o``) of the size (``%s``) the file manager asks for."""
    return (
        "[Thumbnailer Entry]\n"
        f"TryExec={studio_command()[0].replace(chr(92), chr(92) * 2)}\n"  # a path, unquoted
        f"Exec={_command()} thumbnail %i %o --size %s\n"
        f"MimeType={_types()}\n"
    )


def _quoted(argument: str) -> str:
    """An argument of a desktop entry's Exec key, quoted where the specification asks
    (and a per cent sign doubled, so that it is not taken for a field code)."""
    argument = argument.replace("%", "%%")
    if argument and not any(c in argument for c in " \t\n\"'\\><~|&;$*?#()`"):
        return argument
    escaped = "".join("\\" + c if c in '"`$\\' else c for c in argument)
    return f'"{escaped}"'


def mime_types() -> str:
    """The shared-mime-info package of every kind of file: a JSON file known by the
    ending of its name."""
    out = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<mime-info xmlns="http://www.freedesktop.org/standards/shared-mime-info">',
    ]
    for game in registry.games():
        out += [
            f"  <mime-type type={quoteattr(mime_type(game))}>",
            f"    <comment>{escape(game.label)}</comment>",
            '    <sub-class-of type="application/json"/>',
            f'    <glob pattern={quoteattr("*" + game.suffix)} weight="80"/>',
            f'    <icon name="{NAME}"/>',
            "  </mime-type>",
        ]
    return "\n".join([*out, "</mime-info>", ""])


def _files(home: Path) -> list[Path]:
    """What install-desktop writes: the entry, the MIME types, the thumbnailer, then the
    icons."""
    icons = home / "icons" / "hicolor"
    return [
        home / "applications" / f"{NAME}.desktop",
        home / "mime" / "packages" / f"{NAME}.xml",
        home / "thumbnailers" / f"{NAME}.thumbnailer",
        icons / "scalable" / "apps" / f"{NAME}.svg",
        *(icons / f"{n}x{n}" / "apps" / f"{NAME}.png" for n in ICON_SIZES),
    ]


def _write_icons(paths: list[Path]) -> None:
    scalable, *pngs = paths
    scalable.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(ICON, scalable)
    for size, path in zip(ICON_SIZES, pngs, strict=True):
        write_icon_png(size, path)


def write_icon_png(size: int, path: Path) -> None:
    """The studio's icon drawn at ``size`` pixels square, as a PNG file."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    QSvgRenderer(str(ICON)).render(painter)
    painter.end()
    path.parent.mkdir(parents=True, exist_ok=True)
    image.save(str(path), "PNG")


def _refresh(home: Path) -> None:
    """Bring the desktop's caches up to date, with the tools that are installed."""
    for tool, folder in (
        ("update-mime-database", home / "mime"),
        ("update-desktop-database", home / "applications"),
        ("gtk-update-icon-cache", home / "icons" / "hicolor"),
    ):
        if shutil.which(tool) and folder.is_dir():
            extra = ["-f", "-t"] if tool == "gtk-update-icon-cache" else []
            subprocess.run([tool, *extra, str(folder)], capture_output=True)
