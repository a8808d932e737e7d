"""New quests: the board shapes File > New offers, and an empty quest of one."""

from __future__ import annotations

from .model import Quest, new_quest

#: name -> (label, slots, number of cards, side)
SHAPES: dict[str, tuple[str, tuple[int, int], int, str]] = {
    "single": ("One card (tutorial or trial)", (1, 1), 1, "trial"),
    "rotation": ("Rotation epic: 4 cards on 2×2 slots", (2, 2), 4, "epic"),
    "sliding": ("Sliding epic: 8 cards on 3×3 slots, one hole", (3, 3), 8, "epic"),
}


def make_quest(size: int, shape: str) -> Quest:
    """An empty quest of the given card size and board shape."""
    _, slots, count, side = SHAPES[shape]
    quest = new_quest(size, slots, [chr(ord("A") + i) for i in range(count)])
    quest.side = side
    return quest
