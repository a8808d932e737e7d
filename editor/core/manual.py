"""The manual's pages (`docs/`, a MkDocs site) and the parts of them the code holds.

A page asks for those parts with a marker on a line of its own:

- ``<!-- rules: NAME -->``: the rules document (``RULES.md``) of the game ``NAME``, its
  title left out and its headings one level down;
- ``<!-- codes: NAME -->``: the check codes of ``NAME`` (its ``CODES`` tables) as a table;
  ``all``: every code `mazewright validate` gives, of the files and of every game.

``NAME`` is a game's name as the command line knows it. `fill` puts them in, for the
site's build (``docs/hooks/generated.py``) and for Help > Manual in the studio alike.
"""

from __future__ import annotations

import re
from pathlib import Path

from . import registry
from .paths import data_dir
from .validate import all_codes

MARKER = re.compile(r"^<!-- (rules|codes): ([\w-]+) -->$", re.M)
#: The sections of the manual, in the order the studio lists them (the rest follow).
FIRST = ("index.md", "getting-started.md", "games", "commands")


def folder() -> Path:
    """Where the manual's pages are: the checkout's ``docs/``, else the installed copy."""
    return data_dir("docs")


def pages(root: Path | None = None) -> list[tuple[str, Path]]:
    """(title, file) of every page, in the order of `FIRST`, each section's index first."""
    root = root or folder()
    found = [p for p in root.rglob("*.md") if "hooks" not in p.relative_to(root).parts]

    def order(p: Path) -> tuple:
        rel = p.relative_to(root)
        head = rel.parts[0]
        rank = FIRST.index(head) if head in FIRST else len(FIRST)
        return (rank, rel.name != "index.md", str(rel))

    return [(title(p), p) for p in sorted(found, key=order)]


def title(page: Path) -> str:
    """A page's title: its first heading, else its file name."""
    for line in page.read_text(encoding="utf-8").splitlines():
        if line.startswith("# "):
            return line[2:].strip()
    return page.stem


def fill(markdown: str, where: str = "the manual") -> str:
    """``markdown`` with its markers replaced (ValueError naming ``where`` for a marker
    that names no game, or a game with no rules)."""
    return MARKER.sub(lambda m: _part(m.group(1), m.group(2), where), markdown)


def _part(what: str, name: str, where: str) -> str:
    if (what, name) == ("codes", "all"):
        return codes_table(all_codes())
    game = registry.by_name(name)
    if game is None:
        raise ValueError(f"{where}: no game is called {name!r}")
    if what == "codes":
        return codes_table(game.codes_table())
    text = game.rules_text()
    if text is None:
        raise ValueError(f"{where}: the game {name!r} has no RULES.md")
    body = text.split("\n", 1)[1] if text.startswith("# ") else text
    return re.sub(r"^(#+) ", r"#\1 ", body, flags=re.M)


def codes_table(table: dict[str, tuple[str, str]]) -> str:
    rows = [
        f"| `{code}` | {severity} | {text} |" for code, (severity, text) in sorted(table.items())
    ]
    return "\n".join(["| code | severity | what it means |", "|---|---|---|", *rows])
