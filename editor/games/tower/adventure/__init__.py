"""Tower adventures: a manifest naming trial quests, in order, and the epic on their backs.

The tower package declares this kind of file to the studio as `ADVENTURE`
(``tower-adventure/1``, ``*.adventure.json``); RULES.md section 8 is its contract.
Headless: the printing is in the tower's ``qt`` part.
"""
