"""Magic Maze Tower: model, file format, checks, rules engine, solver and drawing.

Everything of the tower game lives in this package; shared pieces (file
reading, diagnostics, the command line) sit beside it in `editor`.
"""

from .model import FORMAT

__all__ = ["FORMAT"]
