"""Magic Maze malls in the studio: the renderer, the editor's scene and document, print export.

Loaded only by the GUI and by exports (``GameSpec.studio.qt`` is ``qt.game:QT``); the
headless game (``editor.games.mall``) never imports this package.
"""
