"""MkDocs hook: the parts of the manual the code already holds, filled in at build time.

A page asks for them with a marker on a line of its own:

- ``<!-- rules: NAME -->``: the rules document (``RULES.md``) of the game ``NAME``, its
  title left out and its headings one level down;
- ``<!-- codes: NAME -->``: the check codes of ``NAME`` (its ``CODES`` tables) as a table;
  ``all``: every code `mazewright validate` gives, of the files and of every game.

``NAME`` is a game's name as the command line knows it (``mazewright validate --help``).
"""

from __future__ import annotations

import re

from editor import registry
from editor.validate import all_codes

MARKER = re.compile(r"^<!-- (rules|codes): ([\w-]+) -->$", re.M)


def on_page_markdown(markdown: str, page, config, files) -> str:
    return MARKER.sub(lambda m: _fill(m.group(1), m.group(2), page.file.src_uri), markdown)


def _fill(what: str, name: str, where: str) -> str:
    if (what, name) == ("codes", "all"):
        return _codes(all_codes())
    game = registry.by_name(name)
    if game is None:
        raise ValueError(f"{where}: no game is called {name!r}")
    if what == "codes":
        return _codes(game.codes_table())
    text = game.rules_text()
    if text is None:
        raise ValueError(f"{where}: the game {name!r} has no RULES.md")
    body = text.split("\n", 1)[1] if text.startswith("# ") else text
    return re.sub(r"^(#+) ", r"#\1 ", body, flags=re.M)


def _codes(table: dict[str, tuple[str, str]]) -> str:
    rows = [
        f"| `{code}` | {severity} | {title} |" for code, (severity, title) in sorted(table.items())
    ]
    return "\n".join(["| code | severity | what it means |", "|---|---|---|", *rows])
