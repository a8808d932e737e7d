"""Magic Labyrinth: layouts of hidden walls and rooms, their checks, numbers and play.

Headless (no Qt, no numba); the rules are in RULES.md beside this file. Submodules
are imported where needed so that loading one layout stays cheap.
"""
