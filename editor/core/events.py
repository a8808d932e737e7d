"""What an action did, as every game's play session tells it (`contract.Session.apply`)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Event:
    """One thing an action did: ``kind`` names it for a program ("moved", "won"...),
    ``text`` tells it to the players. A game whose events carry more (who, where) has
    its own event class with these two fields."""

    kind: str
    text: str
