"""The maze board games of the studio, one package per game (see each game's RULES.md)."""
