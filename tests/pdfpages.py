"""Reading back the PDFs the exports write: the size of every page, for every game's tests."""

from __future__ import annotations

import re
from pathlib import Path

#: PDF points per millimetre.
PT_PER_MM = 72 / 25.4


def pdf_pages(path: Path) -> list[tuple[float, float]]:
    """(width, height) in points of every page object of a PDF (its page tree is plain text)."""
    raw = path.read_bytes()
    assert raw.startswith(b"%PDF-")
    sizes = []
    # each page object: "<< /Type /Page ... /MediaBox [x0 y0 x1 y1] ... >>"
    for m in re.finditer(rb"/Type\s*/Page(?![a-zA-Z])(.*?)>>", raw, re.S):
        box = re.search(rb"/MediaBox\s*\[\s*([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)", m[0])
        if box is None:  # inherited from the page tree
            box = re.search(rb"/MediaBox\s*\[\s*([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)", raw)
        x0, y0, x1, y1 = (float(v) for v in box.groups())
        sizes.append((x1 - x0, y1 - y0))
    return sizes
