"""Qt pieces shared by the games' Qt parts and the editor shell (no game, no GUI window).

The core (`editor/*.py`) imports no Qt; what draws with a QPainter for more than
one game lives here.
"""
