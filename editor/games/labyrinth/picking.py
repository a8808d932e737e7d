"""What lies under a point of a labyrinth board: a square, an inner edge, a stroke's edges.

Headless plain geometry, tested without Qt. Points are in *board units*: one unit
is one square, ``(0, 0)`` the north-west corner of the board, x to the east and y to
the south, so square ``(x, y)`` covers ``[x, x + 1) x [y, y + 1)``. Edges are
canonical (`model.canonical_edge`): the E or S side of a square. The rim is never
an inner edge, so nothing here returns it.

A click picks with `pick`: the square under the point, and the nearest of its inner
sides when that side is within the tolerance. A drag paints walls with
`stroke_edges`: the edges the pointer moved along between two mouse events, so a
fast drag leaves no gaps. Near a grid corner a stroke paints nothing (see
`stroke_edges`), so a slightly wobbly stroke along a grid line paints that line only.
`crossed_edges` gives the edges a segment crosses from square to square instead.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from .model import SIDES, Edge, Square, canonical_edge, edge_between, edge_sort_key, edge_squares

#: How near (in squares) a point must be to an edge to pick it.
EDGE_TOLERANCE = 0.2

Point = tuple[float, float]


@dataclass(frozen=True)
class Pick:
    """The square under a point, and the inner edge picked there (None: not near one)."""

    square: Square
    edge: Edge | None = None


def is_inner(size: int, edge: Edge) -> bool:
    """True when both squares of ``edge`` lie on a ``size`` x ``size`` board."""
    return all(0 <= x < size and 0 <= y < size for x, y in edge_squares(edge))


def square_at(size: int, x: float, y: float) -> Square | None:
    """The square under board point (x, y), or None off the board."""
    sx, sy = math.floor(x), math.floor(y)
    if 0 <= sx < size and 0 <= sy < size:
        return (sx, sy)
    return None


def pick(size: int, x: float, y: float, tolerance: float = EDGE_TOLERANCE) -> Pick | None:
    """The square under (x, y) and its nearest inner side within ``tolerance``; None off the board.

    Only the square's inner sides compete: near the rim the nearest inner side is
    picked even when the rim is nearer. Of two sides at the same distance the first
    in the order N, E, S, W wins.
    """
    square = square_at(size, x, y)
    if square is None:
        return None
    u, v = x - square[0], y - square[1]
    distance = {"N": v, "E": 1.0 - u, "S": 1.0 - v, "W": u}
    best: tuple[float, Edge] | None = None
    for side in SIDES:
        edge = canonical_edge(square[0], square[1], side)
        near = distance[side] <= tolerance and (best is None or distance[side] < best[0])
        if near and is_inner(size, edge):
            best = (distance[side], edge)
    return Pick(square, None if best is None else best[1])


def _clip(p: Point, q: Point, box: tuple[float, float, float, float]) -> float | None:
    """The first parameter s in [0, 1] where p + s (q - p) lies in the closed box, or None."""
    lo, hi = 0.0, 1.0
    for start, delta, low, high in (
        (p[0], q[0] - p[0], box[0], box[1]),
        (p[1], q[1] - p[1], box[2], box[3]),
    ):
        if delta == 0:
            if not low <= start <= high:
                return None
            continue
        a, b = (low - start) / delta, (high - start) / delta
        lo, hi = max(lo, min(a, b)), min(hi, max(a, b))
        if lo > hi:
            return None
    return lo


def stroke_edges(size: int, p: Point, q: Point, tolerance: float = EDGE_TOLERANCE) -> list[Edge]:
    """The inner edges a stroke from p to q paints, in the order it reaches them.

    The stroke paints an edge where it passes within ``tolerance`` of it, away from
    its ends: each edge owns the box ``tolerance`` either side of its line, between
    ``tolerance`` from either end. The square of side ``2 * tolerance`` around each
    grid corner belongs to no edge, so a stroke that turns a corner paints the two
    edges it follows and never the ones across. ``tolerance`` must be under 0.5.
    """
    if not 0 <= tolerance < 0.5:
        raise ValueError(f"the stroke tolerance must be at least 0 and under 0.5, not {tolerance}")
    t = tolerance
    x0, x1 = sorted((p[0], q[0]))
    y0, y1 = sorted((p[1], q[1]))
    found: list[tuple[float, tuple[int, int, int], Edge]] = []

    def consider(edge: Edge, box: tuple[float, float, float, float]) -> None:
        if is_inner(size, edge):
            s = _clip(p, q, box)
            if s is not None:
                found.append((s, edge_sort_key(edge), edge))

    columns = range(max(0, math.floor(x0)), min(size, math.floor(x1) + 1))
    rows = range(max(0, math.floor(y0)), min(size, math.floor(y1) + 1))
    # a horizontal grid line Y runs between rows Y - 1 and Y; a vertical one X between columns
    for line in range(max(1, math.ceil(y0 - t)), min(size - 1, math.floor(y1 + t)) + 1):
        for x in columns:
            consider((x, line - 1, "S"), (x + t, x + 1 - t, line - t, line + t))
    for line in range(max(1, math.ceil(x0 - t)), min(size - 1, math.floor(x1 + t)) + 1):
        for y in rows:
            consider((line - 1, y, "E"), (line - t, line + t, y + t, y + 1 - t))
    found.sort()
    return [edge for _, _, edge in found]


def crossed_edges(size: int, p: Point, q: Point) -> list[Edge]:
    """The inner edges a segment from p to q crosses going from square to square, in order.

    The squares passed form a walk of orthogonal steps; where the segment passes
    exactly through a grid corner it steps east or west first. Crossings of the rim
    and between squares off the board are left out.
    """
    x, y = math.floor(p[0]), math.floor(p[1])
    ex, ey = math.floor(q[0]), math.floor(q[1])
    dx, dy = q[0] - p[0], q[1] - p[1]
    step_x, step_y = (1 if dx > 0 else -1), (1 if dy > 0 else -1)
    # the parameter along p->q at which the next vertical / horizontal grid line is met
    next_x = ((x + 1 - p[0]) / dx if dx > 0 else (p[0] - x) / -dx) if dx else math.inf
    next_y = ((y + 1 - p[1]) / dy if dy > 0 else (p[1] - y) / -dy) if dy else math.inf
    left_x, left_y = abs(ex - x), abs(ey - y)
    out = []
    while left_x or left_y:
        here = (x, y)
        if left_x and (not left_y or next_x <= next_y):
            x += step_x
            next_x += 1 / abs(dx)
            left_x -= 1
        else:
            y += step_y
            next_y += 1 / abs(dy)
            left_y -= 1
        edge = edge_between(here, (x, y))
        if edge is not None and is_inner(size, edge):
            out.append(edge)
    return out
