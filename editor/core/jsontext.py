"""The canonical JSON text the games save their files in, and reading numbers leniently.

A file is saved canonically so that saving an unchanged file changes no byte and a
diff shows only what changed: the game gives its keys in a fixed order; the text
has a 2-space indent, each entry of the top-level lists on a line of its own (so a
wall or a trial added is one line), everything else on one line, and a final newline.
"""

from __future__ import annotations

import json
import math
from collections.abc import Collection


def _inline(value) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(", ", ": "))


def canonical_text(data: dict, one_a_line: Collection[str] | None = None) -> str:
    """``data`` as canonical text; only the lists under ``one_a_line`` (default: every
    top-level list) have an entry per line."""
    lines = []
    for key, value in data.items():
        name = json.dumps(key, ensure_ascii=False)
        split = one_a_line is None or key in one_a_line
        if split and isinstance(value, list) and value:
            items = ",\n".join("    " + _inline(v) for v in value)
            lines.append(f"  {name}: [\n{items}\n  ]")
        else:
            lines.append(f"  {name}: {_inline(value)}")
    return "{\n" + ",\n".join(lines) + "\n}\n"


def as_int(value) -> int | None:
    """An integer JSON value (also a float with no fraction), else None; never a bool."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, float) and math.isfinite(value) and value.is_integer():
        return int(value)
    return None
