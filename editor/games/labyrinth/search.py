"""The solver's search: walking distances on a layout, by breadth-first search through edges
without walls."""

from __future__ import annotations

from collections import deque

from .model import Layout, Square


def distance_map(layout: Layout, source: Square) -> dict[Square, int]:
    """Steps from ``source`` to every square a wizard can walk to (unreachable ones are absent).

    Empty when ``source`` is off the board. The editor's heat map draws this.
    """
    if not layout.inside(source):
        return {}
    dist = {source: 0}
    queue = deque([source])
    while queue:
        square = queue.popleft()
        step = dist[square] + 1
        for n in layout.open_neighbours(square):
            if n not in dist:
                dist[n] = step
                queue.append(n)
    return dist


def shortest_path(layout: Layout, a: Square, b: Square) -> list[Square] | None:
    """A shortest walk from a to b, both included, or None when b cannot be reached.

    Among several shortest walks the one that tries N, E, S, W first at every step
    from a is returned, so the answer is always the same for one layout.
    """
    back = distance_map(layout, b)
    if a not in back:
        return None
    path = [a]
    while path[-1] != b:
        here = path[-1]
        path.append(next(n for n in layout.open_neighbours(here) if back.get(n) == back[here] - 1))
    return path


def regions(layout: Layout) -> list[list[Square]]:
    """The board split into walkable regions, each in reading order, ordered by its first square."""
    seen: set[Square] = set()
    out = []
    for square in layout.squares():
        if square not in seen:
            region = sorted(distance_map(layout, square), key=lambda s: (s[1], s[0]))
            seen.update(region)
            out.append(region)
    return out
