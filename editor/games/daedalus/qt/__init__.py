"""Daedalus' Maze in the studio: its polar renderer, editor, play mode and print export.

Loaded only by the GUI and by exports (``GameSpec.studio.qt`` is ``qt.game:QT``); the
headless game (``editor.games.daedalus``) never imports this package.
"""
