"""Where the app's data folders (`schemas/`, `resources/`, `docs/`, `library/`) are.

In a checkout (and an editable install), and in a standalone bundle (tools/bundle.py),
they sit beside the `editor` package;
a regular install puts the first three under ``<prefix>/share/mazewright`` (see
``[tool.setuptools.data-files]`` in pyproject.toml) and the library of levels into
the package itself, as `editor.library` (see setup.py).
"""

from __future__ import annotations

import importlib.resources
import sys
import sysconfig
from pathlib import Path

_CHECKOUT = Path(__file__).resolve().parents[2]


def data_dir(name: str) -> Path:
    """The folder ``name`` (e.g. "schemas"): the checkout's, else the installed copy."""
    candidates = [_CHECKOUT / name]
    for prefix in {sysconfig.get_paths()["data"], sys.prefix}:
        candidates.append(Path(prefix) / "share" / "mazewright" / name)
    for folder in candidates:
        if folder.is_dir():
            return folder
    return candidates[0]


def studio_command() -> list[str]:
    """The command that starts this studio again (for a desktop entry, a benchmark's
    runs): this Python with the package, or a standalone bundle's own program."""
    if getattr(sys, "frozen", False):
        return [sys.executable]
    return [sys.executable, "-m", "editor"]


def library_dir() -> Path:
    """The levels that ship, a folder per game: the checkout's `library/`, else the
    installed package's copy."""
    checkout = _CHECKOUT / "library"
    if checkout.is_dir():
        return checkout
    return Path(str(importlib.resources.files("editor.library")))
