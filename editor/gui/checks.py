"""Live checks: schema and rules diagnostics of the file being edited, debounced."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QObject, QTimer, Signal

from editor.core.diagnostics import ERROR, Diagnostic
from editor.core.validate import examine
from editor.qt.language import translate

#: Quiet time after the last edit before the checks run (the issue asks for < 0.2 s).
DEBOUNCE_MS = 120

# Why doing something is refused, by (what is done, whether there is more than one error);
# ``None`` for what is done stands for any other doing (named by ``{doing}``).
REFUSALS = {
    ("solve", False): QT_TRANSLATE_NOOP(
        "Checks",
        "cannot solve this file: it has an error, the first: {code} {message} "
        "(the Issues dock lists them)",
    ),
    ("solve", True): QT_TRANSLATE_NOOP(
        "Checks",
        "cannot solve this file: it has {count} errors, the first: {code} {message} "
        "(the Issues dock lists them)",
    ),
    ("play", False): QT_TRANSLATE_NOOP(
        "Checks",
        "cannot play this file: it has an error, the first: {code} {message} "
        "(the Issues dock lists them)",
    ),
    ("play", True): QT_TRANSLATE_NOOP(
        "Checks",
        "cannot play this file: it has {count} errors, the first: {code} {message} "
        "(the Issues dock lists them)",
    ),
    (None, False): QT_TRANSLATE_NOOP(
        "Checks",
        "cannot {doing} this file: it has an error, the first: {code} {message} "
        "(the Issues dock lists them)",
    ),
    (None, True): QT_TRANSLATE_NOOP(
        "Checks",
        "cannot {doing} this file: it has {count} errors, the first: {code} {message} "
        "(the Issues dock lists them)",
    ),
}


def check_data(data_of, file: str = "") -> list[Diagnostic]:
    """What `mazewright validate` would say of a file as it would be saved
    (``data_of()`` gives its parsed JSON)."""
    try:
        return examine(data_of(), file).diagnostics
    except Exception as exc:  # a checker bug must not take the editor down
        return [Diagnostic("V005", ERROR, f"internal error in the checks: {exc!r}", file)]


def refusal(diags: list[Diagnostic], doing: str) -> str | None:
    """Why ``doing`` ("solve", "play") is refused: the file's errors; None when it has none.

    Warnings never refuse. ``mazewright solve`` refuses files with errors too.
    """
    errors = [d for d in diags if d.is_error]
    if not errors:
        return None
    first = errors[0]
    many = len(errors) > 1
    text = REFUSALS.get((doing, many)) or REFUSALS[None, many]
    return translate("Checks", text).format(
        doing=doing, count=len(errors), code=first.code, message=first.message
    )


class LiveChecks(QObject):
    """Runs `check_data` shortly after the last change (``schedule``)."""

    updated = Signal(list)

    def __init__(self, data_getter, file_getter=lambda: "", parent=None):
        super().__init__(parent)
        self._data = data_getter
        self._file = file_getter
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(DEBOUNCE_MS)
        self.timer.timeout.connect(self.run_now)
        self.diagnostics: list[Diagnostic] = []

    def schedule(self) -> None:
        self.timer.start()

    def run_now(self) -> list[Diagnostic]:
        self.timer.stop()
        self.diagnostics = check_data(self._data, self._file() or "")
        self.updated.emit(self.diagnostics)
        return self.diagnostics
