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

from editor.core import registry
from editor.core.validate import all_codes

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


# -- the walkthrough of adding a game ---------------------------------------------------

WALKTHROUGH = DOCS / "add-a-game.md"


def walkthrough_files() -> dict[str, str]:
    """Each file the page shows: the path on the line before a fenced block, its text."""
    text = WALKTHROUGH.read_text(encoding="utf-8")
    blocks = re.findall(r"^`([^`\n]+)`:\n\n```\w*\n(.*?)^```$", text, re.M | re.S)
    return dict(blocks)


@pytest.fixture
def stones(tmp_path, monkeypatch):
    """The page's game built in a folder of its own and registered, as if its package
    were under `editor/games/`; gone again after the test."""
    import editor.core.schema
    import editor.games

    files = walkthrough_files()
    games, schemas = tmp_path / "games", tmp_path / "schemas"
    for path, text in files.items():
        parts = Path(path).parts
        if parts[:2] == ("editor", "games"):
            target = games.joinpath(*parts[2:])
        elif parts[0] == "schemas":
            target = schemas / parts[1]
        else:
            target = tmp_path.joinpath(*parts)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")
    monkeypatch.setattr(editor.games, "__path__", [*editor.games.__path__, str(games)])
    monkeypatch.setattr(editor.core.schema, "SCHEMA_DIR", schemas)
    registry.games.cache_clear()
    yield tmp_path
    registry.games.cache_clear()
    for name in [m for m in sys.modules if m.startswith("editor.games.stones")]:
        del sys.modules[name]


def test_the_walkthrough_shows_every_file_of_its_game():
    files = walkthrough_files()
    assert "editor/games/stones/__init__.py" in files and "schemas/stones-1.schema.json" in files
    assert "library/stones/01-first-pond.stones.json" in files


def test_a_game_built_from_the_walkthrough_is_registered_and_answers(stones, capsys):
    from editor.cli.main import main

    game = registry.by_name("stones")
    assert game is not None and registry.by_format("stones/1") is game
    assert set(game.codes_table()) >= {"K101", "K102", "K103", "S001"}
    assert "## 2. Jumping" in game.rules_text()
    level = stones / "library" / "stones" / "01-first-pond.stones.json"
    assert main(["validate", str(level.parent)]) == 0
    capsys.readouterr()
    assert main(["solve", str(level)]) == 0
    assert capsys.readouterr().out.strip().endswith("fewest jumps 4")
    stuck = stones / "stuck.stones.json"
    stuck.write_text('{"format": "stones/1", "row": "X..X"}', encoding="utf-8")
    assert main(["validate", str(stuck)]) == 1
    assert "K102" in capsys.readouterr().out
    broken = stones / "broken.stones.json"
    broken.write_text('{"format": "stones/1", "row": "XY"}', encoding="utf-8")
    assert main(["validate", str(broken)]) == 1
    assert "S0" in capsys.readouterr().out


def test_the_walkthroughs_game_fits_the_contract(stones):
    from editor.core import contract

    assert contract.problems(registry.by_name("stones")) == []


def test_the_changelog_names_every_format_and_its_version():
    """The changelog's promise about versions covers every kind of file the studio reads."""
    text = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    section = text.split("## File formats and versions", 1)[1].split("\n## ", 1)[0]
    assert [g.format for g in registry.games() if f'`"{g.format}"`' not in section] == []
