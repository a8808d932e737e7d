"""Small quests built in code for rules tests."""

from __future__ import annotations

from editor.games.tower.model import Card, Cell, Edge, HeroStart, Quest


def parse_cell(text: str) -> Cell:
    """'trap', 'key1', 'exit', 'exit:elf', 'armory:dwarf', ... -> Cell."""
    if text.startswith("key"):
        return Cell("key", door=int(text[3:]))
    if ":" in text:
        kind, hero = text.split(":")
        return Cell(kind, hero=hero)
    return Cell(text)


def make_card(card_id="A", slot=(0, 0), rotation=0, cells=None, edges=()) -> Card:
    card = Card(card_id, slot=slot, rotation=rotation)
    for at, text in (cells or {}).items():
        card.set_cell(*at, parse_cell(text))
    for edge in edges:
        x, y, side, kind, *door = edge
        card.set_edge(x, y, side, Edge(kind, door[0] if door else None))
    return card


def make_quest(size=5, heroes=None, cells=None, edges=(), void_rest=False) -> Quest:
    """A one-card quest. ``void_rest`` voids every cell not named in ``cells`` or a hero start."""
    cells = dict(cells or {})
    heroes = heroes or {}
    if void_rest:
        used = set(cells) | set(heroes.values())
        for y in range(size):
            for x in range(size):
                if (x, y) not in used:
                    cells[(x, y)] = "void"
    card = make_card(cells=cells, edges=edges)
    return Quest(size=size, cards=[card], heroes={h: HeroStart(at) for h, at in heroes.items()})


def multi_quest(size, slots, cards, heroes) -> Quest:
    """``cards``: list of Card; ``heroes``: hero -> (card id, (x, y))."""
    return Quest(
        size=size,
        cards=cards,
        heroes={h: HeroStart(at, card=c) for h, (c, at) in heroes.items()},
        slots=slots,
    )
