"""Picking one kind of wall slot: the radial slot or the arc slot nearest the pointer.

`geometry.PolarBoard.nearest_slot` picks the nearest slot of either kind; a tool
that paints only radial walls, or only arcs, needs the nearest of its own kind,
which is this (shapely, all slots of a kind measured at once).
"""

from __future__ import annotations

from functools import lru_cache

import numpy as np
import shapely
from shapely import Point
from shapely.affinity import rotate

from ..geometry import ARC, RADIAL, PolarBoard, Wall


@lru_cache(maxsize=16)
def _slots(board: PolarBoard, kind: str) -> tuple[list[Wall], np.ndarray]:
    if kind == RADIAL:
        slots = [(RADIAL, r, s) for r in range(board.rings) for s in range(board.sectors)]
    else:
        slots = [(ARC, b, s) for b in range(board.rings + 1) for s in range(board.sectors)]
    lines = np.array([board.segment(w, 0) for w in slots], dtype=object)
    return slots, lines


def nearest_slot_of(
    board: PolarBoard, x: float, y: float, phase: int, kind: str, reach: float
) -> Wall | None:
    """The slot of ``kind`` nearest (x, y) at ``phase``, or None when none is within ``reach``.

    Arc slots are measured in the film's frame (the point turned back by the phase).
    """
    point = Point(x, y)
    if kind == ARC:
        point = rotate(point, -board.degrees(phase), origin=(0, 0))
    slots, lines = _slots(board, kind)
    distances = shapely.distance(lines, point)
    i = int(np.argmin(distances))
    return slots[i] if distances[i] <= reach else None
