"""The one Qt application object every drawing needs."""

from __future__ import annotations

import os

from PySide6.QtGui import QGuiApplication


def ensure_gui_app() -> QGuiApplication:
    """A QGuiApplication must exist to paint text and SVG; make a headless one if needed.

    It is a full QApplication, so that widgets made later in the same process
    (the editor, pytest-qt tests) still work: Qt allows one application object. It
    speaks the command line's language (``--lang``, else the locale's), so that an
    export prints its cards in it.
    """
    app = QGuiApplication.instance()
    if app is None:
        from PySide6.QtWidgets import QApplication

        from editor.core.languages import asked, from_locale

        from .language import install

        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        app = QApplication([])
        install(app, asked() or from_locale())
    return app
