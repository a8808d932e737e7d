"""One import style: inside a unit (the core, the shared Qt pieces, the window, the
commands, one game) modules import each other relatively; anything outside their unit
they import absolutely (`from editor.core.limits import Limits`), so an import says at a
glance whether it crosses a layer."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

EDITOR = Path(__file__).resolve().parents[1] / "editor"
FILES = sorted(p for p in EDITOR.rglob("*.py") if "__pycache__" not in p.parts)


def module_name(path: Path) -> str:
    parts = list(path.relative_to(EDITOR.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def unit(module: str) -> str:
    """The unit a module belongs to: ``editor.games.<game>``, ``editor.core``, ``editor.qt``,
    ``editor.gui``, ``editor.cli``, or ``editor`` itself."""
    parts = module.split(".")
    if parts[1:2] == ["games"] and len(parts) > 2:
        return ".".join(parts[:3])
    if parts[1:2] in (["core"], ["qt"], ["gui"], ["cli"]):
        return ".".join(parts[:2])
    return "editor"


def wrong_imports(source: str, me: str, is_package: bool = False) -> list[str]:
    """What breaks the style in the source of module ``me``."""
    package = me if is_package else me.rsplit(".", 1)[0]
    out = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.ImportFrom):
            continue
        if node.level:
            base = package.split(".")[: len(package.split(".")) - (node.level - 1)]
            target = ".".join(base + ([node.module] if node.module else []))
            if unit(target) != unit(me) or unit(me) == "editor":
                out.append(f"line {node.lineno}: relative import of {target} from another unit")
        elif (
            node.module
            and node.module.split(".")[0] == "editor"
            and unit(node.module) == unit(me) != "editor"
        ):
            out.append(f"line {node.lineno}: absolute import of {node.module} inside its unit")
    return out


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(EDITOR)))
def test_imports_follow_the_style(path):
    source = path.read_text(encoding="utf-8")
    assert wrong_imports(source, module_name(path), path.name == "__init__.py") == []


def test_the_style_check_finds_both_ways_of_crossing():
    wrong = "from ...core.limits import Limits\nfrom editor.games.tower.model import Quest\n"
    right = "from editor.core.limits import Limits\nfrom .model import Quest\n"
    assert len(wrong_imports(wrong, "editor.games.tower.checks")) == 2
    assert wrong_imports(right, "editor.games.tower.checks") == []
