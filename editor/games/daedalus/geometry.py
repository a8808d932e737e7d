"""The polar geometry of a board, with shapely: fields, walls at a phase, picking.

Coordinates are the screen's, as Qt and SVG use them: the board's centre at the
origin, x to the right, y **down**, so twelve o'clock is ``(0, -radius)`` and
angles (in sectors or degrees) run clockwise from there. The exit zone is the
outer band (``EXIT_BAND`` of the radius), the chamber a disc in the middle
(``CHAMBER_SHARE`` of the radius), and the rings share the rest equally, ring 0
outermost. Circular arcs are polygons and lines of ``segments`` straight pieces
per sector.

A wall *slot* is a place a wall may stand, existing or not: ``("radial", ring,
sector)`` on the board, ``("arc", boundary, film sector)`` on the film. Painting
picks the nearest slot; erasing the nearest wall. Arcs turn with the phase, so
slots on the film are looked up in the film's own frame (the point turned back
by the phase).
"""

from __future__ import annotations

import math

from shapely import LineString, Point, Polygon, STRtree
from shapely.affinity import rotate

from .model import CHAMBER, EXIT, Maze

#: The share of the radius outside boundary 0: the exit zone.
EXIT_BAND = 0.1
#: The chamber's radius as a share of the board's.
CHAMBER_SHARE = 0.18

Wall = tuple[str, int, int]
RADIAL, ARC = "radial", "arc"


class PolarBoard:
    """The shapes of a board of ``rings`` x ``sectors`` fields and ``radius``."""

    def __init__(self, rings: int, sectors: int, radius: float = 1.0, segments: int = 8):
        self.rings, self.sectors, self.radius, self.segments = rings, sectors, radius, segments
        self._places: list = [(r, s) for r in range(rings) for s in range(sectors)]
        self._places += [CHAMBER, EXIT]
        self._shapes = [self.field_polygon(r, s) for r, s in self._places[:-2]]
        self._shapes += [self.chamber_polygon(), self.exit_zone_polygon()]
        self._place_tree = STRtree(self._shapes)
        self._radial_slots: list[Wall] = [
            (RADIAL, r, s) for r in range(rings) for s in range(sectors)
        ]
        self._radial_tree = STRtree([self.radial_segment(r, s) for _, r, s in self._radial_slots])
        self._arc_slots: list[Wall] = [
            (ARC, b, s) for b in range(rings + 1) for s in range(sectors)
        ]
        self._arc_tree = STRtree([self.arc_segment(b, s, 0) for _, b, s in self._arc_slots])

    @classmethod
    def of(cls, maze: Maze, radius: float = 1.0, segments: int = 8) -> PolarBoard:
        return cls(maze.rings, maze.sectors, radius, segments)

    # -- measures ------------------------------------------------------------------------

    def boundary_radius(self, boundary: int) -> float:
        """The radius of circle ``boundary`` (0 the rim of ring 0, ``rings`` the chamber's)."""
        outer = self.radius * (1 - EXIT_BAND)
        inner = self.radius * CHAMBER_SHARE
        return outer - boundary * (outer - inner) / self.rings

    def degrees(self, sectors: float) -> float:
        """A number of sectors as degrees clockwise."""
        return sectors * 360.0 / self.sectors

    def point(self, radius: float, sectors: float) -> tuple[float, float]:
        """The point at ``radius`` and angle ``sectors`` (clockwise from twelve o'clock)."""
        a = math.radians(self.degrees(sectors))
        return radius * math.sin(a), -radius * math.cos(a)

    def _arc(self, radius: float, start: float, end: float) -> list[tuple[float, float]]:
        pieces = max(1, round(self.segments * abs(end - start)))
        return [self.point(radius, start + (end - start) * i / pieces) for i in range(pieces + 1)]

    # -- shapes --------------------------------------------------------------------------

    def field_polygon(self, ring: int, sector: int) -> Polygon:
        """Field (ring, sector): an annular sector between boundaries ring and ring + 1."""
        outer = self._arc(self.boundary_radius(ring), sector, sector + 1)
        inner = self._arc(self.boundary_radius(ring + 1), sector + 1, sector)
        return Polygon(outer + inner)

    def chamber_polygon(self) -> Polygon:
        return Polygon(self._arc(self.boundary_radius(self.rings), 0, self.sectors)[:-1])

    def exit_zone_polygon(self) -> Polygon:
        """The band outside boundary 0, up to the board's radius."""
        rim = self._arc(self.radius, 0, self.sectors)[:-1]
        hole = self._arc(self.boundary_radius(0), 0, self.sectors)[:-1]
        return Polygon(rim, [hole])

    def radial_segment(self, ring: int, sector: int) -> LineString:
        """Where radial wall (ring, sector) stands: between sectors ``sector`` and ``sector + 1``."""
        edge = sector + 1
        return LineString(
            [
                self.point(self.boundary_radius(ring), edge),
                self.point(self.boundary_radius(ring + 1), edge),
            ]
        )

    def arc_segment(self, boundary: int, film_sector: int, phase: int) -> LineString:
        """Where the arc of ``boundary`` over ``film_sector`` lies at ``phase``."""
        start = film_sector + phase
        return LineString(self._arc(self.boundary_radius(boundary), start, start + 1))

    def segment(self, wall: Wall, phase: int) -> LineString:
        kind, a, b = wall
        return self.radial_segment(a, b) if kind == RADIAL else self.arc_segment(a, b, phase)

    def walls(self, maze: Maze, phase: int) -> list[tuple[Wall, LineString]]:
        """Every wall of ``maze`` in range, radial walls first, with its line at ``phase``."""
        out = [((RADIAL, r, s), self.radial_segment(r, s)) for r, s in sorted(maze.radial)]
        out += [((ARC, b, s), self.arc_segment(b, s, phase)) for b, s in sorted(maze.arcs)]
        return [(w, line) for w, line in out if self._in_range(w)]

    def _in_range(self, wall: Wall) -> bool:
        kind, a, b = wall
        top = self.rings if kind == ARC else self.rings - 1
        return 0 <= a <= top and 0 <= b < self.sectors

    # -- picking -------------------------------------------------------------------------

    def place_at(self, x: float, y: float):
        """The field (ring, sector), the chamber or the exit zone under a point, or None
        outside the board. A point on a border goes to the field of the lower ring, then of
        the lower sector; the chamber and the exit zone come after every field."""
        hits = self._place_tree.query(Point(x, y), predicate="intersects")
        return self._places[min(hits)] if len(hits) else None

    def _film_point(self, x: float, y: float, phase: int) -> Point:
        """The point in the film's frame at ``phase`` (turned back by the phase)."""
        return rotate(Point(x, y), -self.degrees(phase), origin=(0, 0))

    def nearest_slot(
        self, x: float, y: float, phase: int, max_distance: float | None = None
    ) -> tuple[Wall, float] | None:
        """The wall slot nearest a point at ``phase`` and its distance (radial slots win
        ties), or None when none is within ``max_distance``."""
        found = []
        for tree, slots, point in (
            (self._radial_tree, self._radial_slots, Point(x, y)),
            (self._arc_tree, self._arc_slots, self._film_point(x, y, phase)),
        ):
            index, distance = tree.query_nearest(
                point, max_distance=max_distance, return_distance=True, all_matches=False
            )
            if len(index):
                found.append((float(distance[0]), slots[int(index[0])]))
        if not found:
            return None
        distance, wall = min(found, key=lambda f: f[0])
        return wall, distance

    def nearest_wall(
        self, maze: Maze, x: float, y: float, phase: int, max_distance: float | None = None
    ) -> tuple[Wall, float] | None:
        """The wall of ``maze`` nearest a point at ``phase`` and its distance, or None when
        the maze has no wall within ``max_distance``. With ``max_distance`` only the slots
        that near are looked at (quick enough for every move of the pointer)."""
        best = None
        here = Point(x, y)
        if max_distance is None:
            candidates = self.walls(maze, phase)
        else:
            film = self._film_point(x, y, phase)
            near = [
                self._radial_slots[i]
                for i in self._radial_tree.query(here, "dwithin", distance=max_distance)
            ]
            near += [
                self._arc_slots[i]
                for i in self._arc_tree.query(film, "dwithin", distance=max_distance)
            ]
            candidates = [
                (w, self.segment(w, phase))
                for w in near
                if (w[1], w[2]) in (maze.radial if w[0] == RADIAL else maze.arcs)
            ]
        for wall, line in candidates:
            d = line.distance(here)
            if (max_distance is None or d <= max_distance) and (best is None or d < best[1]):
                best = (wall, d)
        return best
