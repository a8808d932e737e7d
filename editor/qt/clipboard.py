"""Putting data of our own on the system clipboard.

Data set from Python must leave the clipboard before the interpreter ends:
PySide destroys the application afterwards, and a clipboard still holding such
data then crashes the process on its way out. An exit hook takes it away.
"""

from __future__ import annotations

import atexit
import functools

from PySide6.QtCore import QMimeData
from PySide6.QtGui import QGuiApplication


def put(mime: str, data: bytes, text: str) -> None:
    """Put ``data`` in format ``mime`` on the clipboard, with ``text`` for other programs."""
    content = QMimeData()
    content.setData(mime, data)
    content.setText(text)
    QGuiApplication.clipboard().setMimeData(content)
    _clear_at_exit()


@functools.cache
def _clear_at_exit() -> None:
    atexit.register(_clear)


def _clear() -> None:
    app = QGuiApplication.instance()
    if app is not None:
        app.clipboard().clear()
