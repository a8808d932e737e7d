"""New quests: the board shapes File > New offers, an empty quest of one, and the quest
File > New opens (a hero and its exit, so that it can be played and solved at once)."""

from __future__ import annotations

from editor.core.languages import QT_TRANSLATE_NOOP

from .model import HEROES, Cell, Quest, new_quest

#: name -> (label, slots, number of cards, side)
SHAPES: dict[str, tuple[str, tuple[int, int], int, str]] = {
    "single": (
        QT_TRANSLATE_NOOP("NewFileDialog", "One card (tutorial or trial)"),
        (1, 1),
        1,
        "trial",
    ),
    "rotation": (
        QT_TRANSLATE_NOOP("NewFileDialog", "Rotation epic: 4 cards on 2×2 slots"),
        (2, 2),
        4,
        "epic",
    ),
    "sliding": (
        QT_TRANSLATE_NOOP("NewFileDialog", "Sliding epic: 8 cards on 3×3 slots, one hole"),
        (3, 3),
        8,
        "epic",
    ),
}


def make_quest(size: int, shape: str) -> Quest:
    """An empty quest of the given card size and board shape."""
    _, slots, count, side = SHAPES[shape]
    quest = new_quest(size, slots, [chr(ord("A") + i) for i in range(count)])
    quest.side = side
    return quest


def starter_quest(size: int, shape: str) -> Quest:
    """A quest of the given shape to start from: the first hero in the first card's
    north-west corner and its exit in the opposite corner, on open floor."""
    quest = make_quest(size, shape)
    card = quest.cards[0]
    hero = HEROES[0]
    quest.move_hero(hero, card.id, (0, 0))
    card.set_cell(size - 1, size - 1, Cell("exit", hero=hero))
    return quest
