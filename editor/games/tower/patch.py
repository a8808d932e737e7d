"""A rectangle of the board as a patch: copied, flipped, turned and pasted elsewhere.

A `Patch` holds the cells of a rectangle of global board cells and the marks on
their four sides, in board orientation (north is up, as the board is drawn),
relative to the rectangle's top-left cell. So a patch pastes the same onto any
card, turned or not, in this quest or another. Hero starts are not part of it:
each hero starts once.

An edge mark is kept for each side of each cell, as that cell's card has it; an
air current keeps the way it blows (``out``: out of the cell through that side).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from .geometry import Board, unrotate_side
from .model import DELTA, OPPOSITE, SIDES, Cell, Edge, Point

#: (dx, dy, global side)
SideKey = tuple[int, int, str]
#: what `changes` gives `commands.PaintCommand`: cells and edges by (card, x, y[, side])
CellChanges = dict[tuple[str, int, int], Cell]
EdgeChanges = dict[tuple[str, int, int, str], Edge | None]

MIME = "application/x-mazewright-tower-patch"
"""The clipboard format of a patch (its JSON)."""

_TURN = {"N": "E", "E": "S", "S": "W", "W": "N"}
_MIRROR = {True: {"E": "W", "W": "E"}, False: {"N": "S", "S": "N"}}


@dataclass(frozen=True)
class Patch:
    width: int
    height: int
    cells: dict[Point, Cell] = field(default_factory=dict)
    """Non-floor cells by (dx, dy); the other cells of the rectangle are floor."""
    edges: dict[SideKey, tuple[Edge, bool]] = field(default_factory=dict)
    """(mark, blows out of this cell) by (dx, dy, global side)."""

    # -- transforms ------------------------------------------------------------------
    def _mapped(self, width: int, height: int, point, side) -> Patch:
        cells = {point(dx, dy): c for (dx, dy), c in self.cells.items()}
        edges = {(*point(dx, dy), side(s)): v for (dx, dy, s), v in self.edges.items()}
        return Patch(width, height, cells, edges)

    def flipped(self, horizontally: bool) -> Patch:
        """Mirrored left to right (or top to bottom)."""
        w, h = self.width, self.height
        swap = _MIRROR[horizontally]
        if horizontally:
            return self._mapped(w, h, lambda x, y: (w - 1 - x, y), lambda s: swap.get(s, s))
        return self._mapped(w, h, lambda x, y: (x, h - 1 - y), lambda s: swap.get(s, s))

    def turned(self) -> Patch:
        """Turned a quarter clockwise (a w x h patch becomes h x w)."""
        h = self.height
        return self._mapped(h, self.width, lambda x, y: (h - 1 - y, x), _TURN.__getitem__)

    # -- the clipboard ---------------------------------------------------------------
    def to_json(self) -> str:
        return json.dumps(
            {
                "size": [self.width, self.height],
                "cells": [[x, y, c.type, c.hero, c.door] for (x, y), c in self.cells.items()],
                "edges": [
                    [x, y, s, e.type, e.door, out] for (x, y, s), (e, out) in self.edges.items()
                ],
            }
        )

    @classmethod
    def from_json(cls, text: str) -> Patch:
        """The patch in ``text``; ValueError when it is not one."""
        try:
            data = json.loads(text)
            width, height = (int(v) for v in data["size"])
            cells = {(int(x), int(y)): Cell(t, hero=h, door=d) for x, y, t, h, d in data["cells"]}
            edges = {
                (int(x), int(y), str(s)): (Edge(t, d), bool(out))
                for x, y, s, t, d, out in data["edges"]
            }
        except (TypeError, KeyError, ValueError) as exc:
            raise ValueError(f"not a piece of a tower board: {exc}") from None
        inside = all(0 <= x < width and 0 <= y < height for x, y in cells)
        if not inside or not all(s in SIDES for _, _, s in edges):
            raise ValueError("not a piece of a tower board: a cell lies outside it")
        return cls(width, height, cells, edges)


def rectangle(a: Point, b: Point) -> tuple[Point, int, int]:
    """(top-left, width, height) of the rectangle with corners ``a`` and ``b``."""
    x0, x1 = sorted((a[0], b[0]))
    y0, y1 = sorted((a[1], b[1]))
    return (x0, y0), x1 - x0 + 1, y1 - y0 + 1


def copy(board: Board, a: Point, b: Point) -> Patch:
    """The rectangle of global cells with corners ``a`` and ``b`` (off-card cells: floor)."""
    (x0, y0), width, height = rectangle(a, b)
    cells: dict[Point, Cell] = {}
    edges: dict[SideKey, tuple[Edge, bool]] = {}
    for dy in range(height):
        for dx in range(width):
            place = board.place(x0 + dx, y0 + dy)
            if place is None:
                continue
            card, x, y = place.card, place.x, place.y
            if card.cell(x, y).type != "floor":
                cells[(dx, dy)] = card.cell(x, y)
            _, rotation = board.placement(card.id)
            for gside in SIDES:
                side = unrotate_side(gside, rotation)
                edge = card.edge(x, y, side)
                if edge is not None:
                    edges[(dx, dy, gside)] = (edge, card.air_points_out(x, y, side))
    return Patch(width, height, cells, edges)


def changes(board: Board, patch: Patch, at: Point) -> tuple[CellChanges, EdgeChanges]:
    """The cells and edges to set so the rectangle at ``at`` (its top-left) holds ``patch``:
    every cell of it on a card, and every side of those cells (cleared where the patch
    has no mark on either side of an edge). Cells off the cards are left out."""
    cells: CellChanges = {}
    marks: EdgeChanges = {}
    bare: list[tuple[str, int, int, str]] = []
    for dy in range(patch.height):
        for dx in range(patch.width):
            X, Y = at[0] + dx, at[1] + dy
            place = board.place(X, Y)
            if place is None:
                continue
            card = place.card
            cells[(card.id, place.x, place.y)] = patch.cells.get((dx, dy), Cell("floor"))
            _, rotation = board.placement(card.id)
            for gside in SIDES:
                key = (card.id, place.x, place.y, unrotate_side(gside, rotation))
                mark = patch.edges.get((dx, dy, gside))
                if mark is None:
                    bare.append(key)
                    continue
                edge, out = mark
                if out or edge.type != "air":
                    marks[key] = edge
                    continue
                # the air blows into this cell: it is the neighbour's side that holds it
                ddx, ddy = DELTA[gside]
                there = board.place(X + ddx, Y + ddy)
                if there is not None:
                    _, rot = board.placement(there.card.id)
                    side = unrotate_side(OPPOSITE[gside], rot)
                    marks[(there.card.id, there.x, there.y, side)] = edge
    edges: EdgeChanges = dict(marks)
    for cid, x, y, side in bare:  # no mark from this side: clear it, unless the other has one
        dx, dy = DELTA[side]
        if (cid, x + dx, y + dy, OPPOSITE[side]) not in marks:
            edges.setdefault((cid, x, y, side), None)
    return cells, edges


def clearing(board: Board, a: Point, width: int, height: int) -> tuple[CellChanges, EdgeChanges]:
    """The changes that empty a rectangle (floor, no marks)."""
    return changes(board, Patch(width, height), a)


__all__ = ["MIME", "Patch", "changes", "clearing", "copy", "rectangle"]
