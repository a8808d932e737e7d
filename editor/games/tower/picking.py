"""What lies under a point of the board: a cell, or an edge near a cell border.

Headless plain geometry, shared by the editor's tools and tested without Qt.
Board points are in cell units times ``cell`` (the renderer's board
coordinates): global cell ``(X, Y)`` covers ``[X*cell, (X+1)*cell)`` across.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from .geometry import Board, unrotate_side
from .model import DELTA, Point


@dataclass(frozen=True)
class Pick:
    """A cell of a card, and the side of it picked when the point was near a border.

    ``X, Y`` and ``gside`` are global; ``x, y`` and ``side`` are the card's
    local coordinates and side, as the model stores them.
    """

    card: str
    x: int
    y: int
    X: int
    Y: int
    side: str | None = None
    gside: str | None = None

    @property
    def cell(self) -> tuple[str, int, int]:
        return (self.card, self.x, self.y)

    @property
    def edge(self) -> tuple[str, int, int, str] | None:
        return None if self.side is None else (self.card, self.x, self.y, self.side)


def border_distances(u: float, v: float) -> dict[str, float]:
    """Distances from a point at (u, v) inside a unit cell to its four sides."""
    return {"N": v, "E": 1.0 - u, "S": 1.0 - v, "W": u}


def pick(board: Board, px: float, py: float, cell: float, tolerance: float) -> Pick | None:
    """The card cell under board point (px, py), with the nearest side if it lies
    within ``tolerance`` (board units) of that side; None off the cards."""
    fx, fy = px / cell, py / cell
    X, Y = math.floor(fx), math.floor(fy)
    place = board.place(X, Y)
    if place is None:
        return None
    dist = border_distances(fx - X, fy - Y)
    gside = min(dist, key=dist.get)
    if dist[gside] * cell > tolerance:
        return Pick(place.card.id, place.x, place.y, X, Y)
    _, rot = board.placement(place.card.id)
    return Pick(place.card.id, place.x, place.y, X, Y, unrotate_side(gside, rot), gside)


def pick_cell(board: Board, px: float, py: float, cell: float) -> Pick | None:
    return pick(board, px, py, cell, -1.0)


def crossing(board: Board, a: Point, b: Point) -> Pick | None:
    """The edge crossed going from global cell ``a`` to its neighbour ``b``, seen from ``a``.

    Used for air currents: the drag direction gives the direction the air blows.
    Returns None unless ``a`` lies on a card and ``b`` is orthogonally adjacent.
    """
    d = (b[0] - a[0], b[1] - a[1])
    gside = next((s for s, delta in DELTA.items() if delta == d), None)
    place = board.place(*a)
    if gside is None or place is None:
        return None
    _, rot = board.placement(place.card.id)
    return Pick(place.card.id, place.x, place.y, a[0], a[1], unrotate_side(gside, rot), gside)


def cells_in_rect(board: Board, a: Point, b: Point) -> list[Pick]:
    """Every card cell in the global rectangle with corners ``a`` and ``b`` (inclusive)."""
    x0, x1 = sorted((a[0], b[0]))
    y0, y1 = sorted((a[1], b[1]))
    out = []
    for Y in range(y0, y1 + 1):
        for X in range(x0, x1 + 1):
            place = board.place(X, Y)
            if place is not None:
                out.append(Pick(place.card.id, place.x, place.y, X, Y))
    return out
