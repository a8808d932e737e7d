"""The manual (`docs/`, MkDocs): it builds with ``--strict`` (no broken link, no missing
page), and the parts it takes from the code are filled in: every game's rules and check
codes, and the table of every code."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from html import unescape
from pathlib import Path

import pytest

from editor import registry
from editor.validate import all_codes

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("site")
    run = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", str(out)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        env=dict(os.environ, NO_MKDOCS_2_WARNING="1"),
    )
    assert run.returncode == 0, run.stderr
    return out


def codes_in(page: Path) -> dict[str, str]:
    html = page.read_text(encoding="utf-8")
    rows = re.findall(r"<td><code>([A-Z]\d{3})</code></td>\s*<td>(error|warning)</td>", html)
    return dict(rows)


def test_the_code_table_lists_exactly_the_codes(site):
    table = codes_in(site / "check-codes" / "index.html")
    assert table == {code: severity for code, (severity, _) in all_codes().items()}


@pytest.mark.parametrize("name", ["tower", "labyrinth", "mall", "daedalus", "wandering"])
def test_each_game_has_a_page_with_its_rules_and_codes(site, name):
    game = registry.by_name(name)
    page = site / "games" / name / "index.html"
    html = page.read_text(encoding="utf-8")
    assert "<!-- rules:" not in html and "<!-- codes:" not in html
    table = codes_in(page)
    assert {c: s for c, (s, _) in game.codes_table().items()}.items() <= table.items()
    # the rules' sections, one level down
    sections = [s.replace("`", "") for s in re.findall(r"^## (.+)$", game.rules_text(), re.M)]
    shown = [
        unescape(re.sub(r"<[^>]+>", "", h)).rstrip("¶")
        for h in re.findall(r"<h3[^>]*>(.*?)</h3>", html, re.S)
    ]
    assert sections and sections == shown[: len(sections)]


def test_every_command_has_a_page():
    from editor.cli.main import build_parser

    parser = build_parser()
    commands = next(a for a in parser._actions if a.dest == "command").choices
    for command in commands:
        assert (DOCS / "commands" / f"{command}.md").exists(), command


def test_the_readme_stays_short_and_keeps_its_quick_start():
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    assert len(text.encode()) < 12_000
    assert (
        'python3 -m pip install -e ".[test]" && QT_QPA_PLATFORM=offscreen python3 -m pytest -q'
        in text
    )
