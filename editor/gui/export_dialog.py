"""File > Export for any game: print sheets or card pictures of the open file, in the background.

The dialog exports a copy of the file's model taken when it opens, through the
game's ``GameSpec.export.write`` with one `editor.core.exporting.ExportRequest`, exactly as
``mazewright export`` does with the saved file, so it names no game. It offers
every format the command line offers; a game refuses one it cannot write with a
`UsageError`, shown in the dialog like every other reason an export cannot be
done. The options are checked before any work (`check_options`, `check_output`);
a read-only output is replaced only when the user says so, and a file with
errors is exported only when the user says so (the command line's ``--force``).
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QLabel,
    QProgressBar,
    QVBoxLayout,
    QWidget,
)

from editor.core import registry
from editor.core.diagnostics import Diagnostic
from editor.core.exporting import (
    FILE_FORMATS,
    FOLDER_FORMATS,
    Exported,
    ExportError,
    ExportRequest,
    ExportSource,
    ReadOnlyOutput,
    check_options,
    check_output,
)
from editor.core.safetext import printable
from editor.qt.background import BackgroundOp, OpContext
from editor.qt.language import game_label, translate
from editor.qt.print_options import PrintOptions
from editor.qt.questions import export_with_errors, overwrite_read_only

# What each format writes, in the order the dialog lists them (first of all, those of
# `editor.core.exporting`; one it adds is listed after them by its name); a PDF's words are
# the game's (`GameSpec.export.pdf`).
DESCRIPTIONS: dict[str, str] = {
    "pdf": QT_TRANSLATE_NOOP("ExportDialog", "PDF: {pdf}"),
    "svg": QT_TRANSLATE_NOOP("ExportDialog", "SVG: one drawing per card, into a folder"),
    "png": QT_TRANSLATE_NOOP("ExportDialog", "PNG: one image per card, into a folder"),
    "gif": QT_TRANSLATE_NOOP(
        "ExportDialog", "GIF: an animated solution, for games that have solutions"
    ),
}
# How many of an export error's diagnostics the dialog lists.
SHOWN_DIAGNOSTICS = 5


def formats(game: registry.GameSpec) -> list[tuple[str, str]]:
    """(format, what it writes) of the formats of ``mazewright export --format`` that
    the game's export writes."""
    known = [f for f in FILE_FORMATS + FOLDER_FORMATS if f in game.export.formats]
    order = [f for f in DESCRIPTIONS if f in known] + [f for f in known if f not in DESCRIPTIONS]
    return [(f, _description(f).format(pdf=game.export.pdf)) for f in order]


def _description(fmt: str) -> str:
    """What ``fmt`` writes, in the window's language (its name for a format not described)."""
    text = DESCRIPTIONS.get(fmt)
    return translate("ExportDialog", text) if text is not None else fmt.upper()


def file_stem(game: registry.GameSpec, path: str | None) -> str:
    """The open file's name without the game's suffix (``untitled`` for a new file)."""
    if not path:
        return "untitled"
    name = Path(path).name
    if name.endswith(game.suffix) and len(name) > len(game.suffix):
        return name[: -len(game.suffix)]
    return Path(name).stem


class ExportDialog(QDialog):
    """Choose the format, the output and the card options; export without blocking.

    ``exported`` carries what was written (`Exported.summary`). ``ask_overwrite_read_only``
    and ``ask_export_with_errors`` are the questions it asks; tests replace them.
    """

    exported = Signal(str)

    def __init__(
        self,
        game: registry.GameSpec,
        model: Any,
        path: str | None,
        errors: Sequence[Diagnostic] = (),
        parent: QWidget | None = None,
    ):
        """``errors``: what the checks find in ``model`` now (an export then asks first)."""
        super().__init__(parent)
        if game.export.write is None:
            raise ValueError(f"{game.plural} cannot be exported")
        self.game = game
        self.model = copy.deepcopy(model)
        self.path = path
        self.errors = [d for d in errors if d.is_error]
        self.export_function = game.resolve(game.export.write)
        self.op: BackgroundOp | None = None
        self.result: Exported | None = None
        self._output_edited = False
        self.setObjectName("ExportDialog")
        name = Path(path).name if path else f"{file_stem(game, path)}{game.suffix}"
        self.setWindowTitle(translate("ExportDialog", "Export {file}").format(file=name))
        self._build(name)
        self._format_changed()

    # -- building ----------------------------------------------------------------------
    def _build(self, name: str) -> None:
        self.format = QComboBox()
        for fmt, label in formats(self.game):
            self.format.addItem(label, fmt)
        options = PrintOptions(self.browse, self.game.export.size)
        self.paper, self.card_mm = options.paper, options.card_mm
        self.bleed_mm, self.dpi, self.output = options.bleed_mm, options.dpi, options.output
        self.output.textEdited.connect(self._output_typed)
        self._size_default = self.game.default_card_mm(self.paper.currentData())
        self.card_mm.setValue(self._size_default)
        self.paper.currentIndexChanged.connect(self._paper_changed)

        self.form = QFormLayout()
        self.form.addRow(translate("ExportDialog", "Format"), self.format)
        options.add_rows(self.form)
        self.form.addRow(translate("ExportDialog", "Save to"), options.output_row)

        what = QLabel(printable(f"{game_label(self.game)}: {name}"))
        what.setTextFormat(Qt.TextFormat.PlainText)
        self.progress = QProgressBar()
        self.progress.setVisible(False)
        self.status = QLabel("")
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.status.setWordWrap(True)
        self.status.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        self.buttons = QDialogButtonBox()
        self.export_button = self.buttons.addButton(
            translate("ExportDialog", "Export"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.export_button.setDefault(True)
        self.close_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.export_button.clicked.connect(lambda: self.start_export())
        self.close_button.clicked.connect(self._close_or_cancel)

        root = QVBoxLayout(self)
        root.addWidget(what)
        root.addLayout(self.form)
        root.addWidget(self.progress)
        root.addWidget(self.status, 1)
        root.addWidget(self.buttons)
        self.format.currentIndexChanged.connect(self._format_changed)
        self.resize(560, 330)

    # -- options -----------------------------------------------------------------------
    def format_name(self) -> str:
        return self.format.currentData()

    def set_format(self, fmt: str) -> None:
        self.format.setCurrentIndex(self.format.findData(fmt))

    def _format_changed(self, *_) -> None:
        fmt = self.format_name()
        cards = fmt != "gif"
        self.form.setRowVisible(self.paper, fmt == "pdf")
        self.form.setRowVisible(self.card_mm, cards)
        self.form.setRowVisible(self.bleed_mm, cards)
        self.form.setRowVisible(self.dpi, fmt == "png")
        if not self._output_edited:
            self.output.setText(self.default_output())

    def _paper_changed(self, *_) -> None:
        """A size left at the game's own follows the paper (a board as large as fits it)."""
        default = self.game.default_card_mm(self.paper.currentData())
        if abs(self.card_mm.value() - self._size_default) < 0.05:
            self.card_mm.setValue(default)
        self._size_default = default

    def _output_typed(self, _text: str) -> None:
        self._output_edited = True

    def default_output(self) -> str:
        """Beside the file (in the home folder for a new one): a file or a folder named for it."""
        fmt = self.format_name()
        folder = Path(self.path).resolve().parent if self.path else Path.home()
        stem = file_stem(self.game, self.path)
        name = f"{stem}.{fmt}" if fmt in FILE_FORMATS else f"{stem}-{fmt}"
        return str(folder / name)

    def browse(self) -> None:
        fmt = self.format_name()
        current = self.output.text().strip() or self.default_output()
        if fmt in FOLDER_FORMATS:
            chosen = QFileDialog.getExistingDirectory(
                self, translate("ExportDialog", "Export into the folder"), current
            )
        else:
            chosen, _ = QFileDialog.getSaveFileName(
                self,
                translate("ExportDialog", "Export to"),
                current,
                translate("ExportDialog", "{format} files (*.{suffix})").format(
                    format=fmt.upper(), suffix=fmt
                ),
            )
            if chosen and Path(chosen).suffix.lower() != f".{fmt}":
                chosen += f".{fmt}"
        if chosen:
            self.output.setText(chosen)
            self._output_edited = True

    def request(self, force: bool = False) -> ExportRequest:
        """What the dialog says, as ``mazewright export`` would ask it."""
        return ExportRequest(
            self.format_name(),
            self.output.text().strip(),
            self.paper.currentData(),
            self.card_mm.value(),
            self.bleed_mm.value(),
            float(self.dpi.value()),
            force,
        )

    # -- questions (replaced in tests) -------------------------------------------------
    def ask_overwrite_read_only(self, path: str) -> bool:
        """Whether to export over a read-only file."""
        return overwrite_read_only(self, Path(path).name)

    def ask_export_with_errors(self, errors: list[Diagnostic]) -> bool:
        """Whether to export a file that ``mazewright validate`` rejects."""
        return export_with_errors(self, errors, translate("ExportDialog", "the file"))

    # -- export ------------------------------------------------------------------------
    def is_running(self) -> bool:
        return self.op is not None

    def refusal(self, request: ExportRequest) -> tuple[str | None, bool]:
        """Checked before any work, as ``mazewright export`` does: (why the export cannot
        start, or None; whether a read-only output may be replaced)."""
        try:
            check_options(
                request.format,
                request.output,
                card_mm=request.card_mm,
                bleed_mm=request.bleed_mm,
                dpi=request.dpi,
            )
            check_output(request.format, request.output)
        except ReadOnlyOutput as exc:
            if not self.ask_overwrite_read_only(str(exc.path)):
                left = translate("ExportDialog", "{reason}; it was left as it is")
                return left.format(reason=exc), False
            return None, True
        except ExportError as exc:
            return str(exc), False
        if self.errors and not self.ask_export_with_errors(self.errors):
            text = translate("ExportDialog", "the file has errors (the first: {message})")
            return text.format(message=self.errors[0].message), False
        return None, False

    def start_export(self, force: bool = False) -> bool:
        """Check the options and start the export in the background; False if refused."""
        if self.is_running():
            return False
        request = self.request()
        if not force:
            problem, force = self.refusal(request)
            if problem is not None:
                self._say(
                    translate("ExportDialog", "Not exported: {reason}").format(reason=problem)
                )
                return False
        request = self.request(force)
        sources = [ExportSource(self.model, Path(self.path) if self.path else None)]
        export = self.export_function

        def work(ctx: OpContext) -> Exported | ExportError:
            try:
                return export(sources, request, ctx.progress, ctx.cancel_event)
            except ExportError as exc:  # a reason for the user, not a bug
                return exc

        self.result = None
        self.op = BackgroundOp(
            work,
            on_success=self._ended,
            on_failure=self._failed,
            on_progress=self._progressed,
            parent=self,
        )
        self._set_running(True)
        self._say(translate("ExportDialog", "exporting…"))
        self.op.start()
        return True

    def cancel_export(self) -> None:
        if self.op is not None:
            self.op.cancel()
            self._say(translate("ExportDialog", "cancelling…"))

    def _set_running(self, on: bool) -> None:
        self.export_button.setEnabled(not on)
        self.close_button.setText(
            translate("ExportDialog", "Cancel") if on else translate("ExportDialog", "Close")
        )
        for row in (self.format, self.paper, self.card_mm, self.bleed_mm, self.dpi, self.output):
            row.setEnabled(not on)
        self.progress.setRange(0, 0)  # busy until the first progress report
        self.progress.setVisible(on)

    def _progressed(self, done: int = 0, total: int = 0, text: str = "") -> None:
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(done)
        if text:
            self._say(translate("ExportDialog", "exporting: {step}").format(step=text))

    def _ended(self, outcome: Exported | ExportError) -> None:
        cancelled = self.op is not None and self.op.cancelled
        self.op = None
        self._set_running(False)
        if isinstance(outcome, Exported):
            self.result = outcome
            self._say(outcome.summary)
            self.exported.emit(printable(outcome.summary))
        elif cancelled:
            self._say(translate("ExportDialog", "Export cancelled: nothing was written."))
        elif isinstance(outcome, ReadOnlyOutput):
            if self.ask_overwrite_read_only(str(outcome.path)):
                self.start_export(force=True)
            else:
                self._say(
                    translate(
                        "ExportDialog", "Not exported: {reason}; it was left as it is"
                    ).format(reason=outcome)
                )
        else:
            lines = [translate("ExportDialog", "Not exported: {reason}").format(reason=outcome)]
            lines += [d.to_text() for d in outcome.diagnostics[:SHOWN_DIAGNOSTICS]]
            if len(outcome.diagnostics) > SHOWN_DIAGNOSTICS:
                more = len(outcome.diagnostics) - SHOWN_DIAGNOSTICS
                lines.append(translate("ExportDialog", "… and {count} more").format(count=more))
            self._say("\n".join(lines))

    def _failed(self, message: str) -> None:
        self.op = None
        self._set_running(False)
        self._say(
            translate(
                "ExportDialog", "Not exported: something went wrong in the export ({message})."
            ).format(message=message)
        )

    def _say(self, text: str) -> None:
        self.status.setText("\n".join(printable(line) for line in text.split("\n")))

    def _close_or_cancel(self) -> None:
        if self.is_running():
            self.cancel_export()
        else:
            self.reject()

    def shutdown(self) -> None:
        """Stop a running export (its files are not written) before the dialog goes."""
        if self.op is not None:
            self.op.shutdown()
            self.op = None

    def done(self, result: int) -> None:
        self.shutdown()
        super().done(result)
