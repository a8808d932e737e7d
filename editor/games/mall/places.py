"""Where a check's finding is, for the editor to select: a tile and, if any, its space.

The checks name a tile (``card``) and a local space (``at``) where they have them;
the others name the part of the file they are about (``path``): a hero's start is
a space of the start tile, a deck or placed entry is its tile.
"""

from __future__ import annotations

from editor.core.diagnostics import Diagnostic

from .model import Point, Scenario, inside


def _parts(path: str | None) -> list[str]:
    if not path:
        return []
    return [p.replace("~1", "/").replace("~0", "~") for p in path.lstrip("/").split("/")]


def issue_place(s: Scenario, d: Diagnostic) -> tuple[str, Point | None] | None:
    """(tile id, local space or None for the whole tile) a finding is about; None when it
    names no tile of the scenario."""
    parts = _parts(d.path)
    tile_id = d.card
    at = d.at if d.at is not None and inside(d.at) else None
    if parts[:1] == ["heroes"] and len(parts) == 2 and parts[1] in s.heroes:
        tile_id, at = s.start_tile, s.heroes[parts[1]]
        at = at if inside(at) else None
    elif tile_id is None and len(parts) == 2 and parts[1].isdigit():
        index = int(parts[1])
        if parts[0] == "deck" and index < len(s.deck):
            tile_id = s.deck[index]
        elif parts[0] == "placed" and index < len(s.placed):
            tile_id = s.placed[index].tile
        elif parts[0] == "tiles" and index < len(s.tiles):
            tile_id = s.tiles[index].id
    if tile_id is None or s.tile(tile_id) is None:
        return None
    return tile_id, at
