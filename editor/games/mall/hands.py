"""The action tiles of each player count (RULES.md section 3)."""

from __future__ import annotations

from .model import ACTIONS

PLAYERS = (1, 2, 3, 4, 5, 6, 7, 8)

_FOUR = (("explore", "S"), ("vortex", "W"), ("escalator", "E"), ("N",))
_EXTRA = (("W",), ("E",), ("S",), ("N",))

#: Player count -> each player's action tiles (solo: the one hand of all seven).
HANDS: dict[int, tuple[tuple[str, ...], ...]] = {
    1: (ACTIONS,),
    2: (("vortex", "N", "E"), ("escalator", "explore", "S", "W")),
    3: (("N", "E"), ("vortex", "W"), ("escalator", "explore", "S")),
    4: _FOUR,
    **{n: _FOUR + _EXTRA[: n - 4] for n in range(5, 9)},
}


def crediting(players: int) -> tuple[tuple[str, ...], ...]:
    """Who an action may be credited to when counting changes: the players' hands, or solo
    the seven single actions of the solo deck (a change of kind is a switch)."""
    if players == 1:
        return tuple((a,) for a in ACTIONS)
    return HANDS[players]


def holders(players: int) -> dict[str, tuple[int, ...]]:
    """Action kind -> the indices in `crediting` that hold it."""
    groups = crediting(players)
    return {a: tuple(i for i, g in enumerate(groups) if a in g) for a in ACTIONS}


def changes(players: int, kinds_and_players: list[tuple[str, int]]) -> int:
    """The hand-offs (solo: switches) of a plan given as (action kind, player index)."""
    if players == 1:
        keys: list[object] = [kind for kind, _ in kinds_and_players]
    else:
        keys = [player for _, player in kinds_and_players]
    return sum(1 for a, b in zip(keys, keys[1:], strict=False) if a != b)
