"""File > Export: print sheets, card images and solutions, with a preview, in the background.

The dialog works on a copy of the quest taken when it opens. Previews and
exports run in the background as `editor.qt.background.BackgroundOp`s (one at a
time each way: a new preview waits for the one it cancels); the work reports
progress through ``progress(done, total, text)`` and stops at its next page or
frame when cancelled. It exports tower quests only: cards go through the tower's export
(`editor.games.tower.qt.export`, with the same `ExportRequest` as `mazewright
export`); previews and solutions are drawn by `editor.games.tower.qt.printing`.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt, QTimer, Signal
from PySide6.QtGui import QImage, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from editor.core.diagnostics import Diagnostic
from editor.core.exporting import (
    ExportError,
    ExportRequest,
    ExportSource,
    ReadOnlyOutput,
    check_options,
    check_output,
    sheet_layout,
)
from editor.qt.background import BackgroundOp, OpContext
from editor.qt.language import translate
from editor.qt.print_options import PrintOptions
from editor.qt.questions import export_with_errors, overwrite_read_only

from ..model import Quest
from ..results import DISTRIBUTIONS
from . import printing
from .export import export

#: (key, label) of what can be exported.
KINDS: tuple[tuple[str, str], ...] = (
    ("cards-pdf", QT_TRANSLATE_NOOP("TowerExport", "Print sheets of cards (PDF)")),
    ("cards-png", QT_TRANSLATE_NOOP("TowerExport", "One PNG image per card")),
    ("cards-svg", QT_TRANSLATE_NOOP("TowerExport", "One SVG drawing per card")),
    ("solution-pdf", QT_TRANSLATE_NOOP("TowerExport", "Solution sheet (PDF)")),
    ("solution-gif", QT_TRANSLATE_NOOP("TowerExport", "Solution animation (GIF)")),
)
#: The file format of each kind (as `mazewright export --format` says it).
FORMAT_OF = {
    "cards-pdf": "pdf",
    "cards-png": "png",
    "cards-svg": "svg",
    "solution-pdf": "pdf",
    "solution-gif": "gif",
}
PREVIEW_DPI = 60
PREVIEW_DELAY_MS = 250


def _cards_note(cards: int, backs: int) -> str:
    """The note under the preview of a print sheet, to fill with ``pages``, ``cards`` and
    ``backs``."""
    if not backs:
        if cards == 1:
            return translate("TowerExport", "page 1 of {pages}: {cards} card, no backs")
        return translate("TowerExport", "page 1 of {pages}: {cards} cards, no backs")
    if cards == 1 and backs == 1:
        return translate(
            "TowerExport", "page 1 of {pages}: {cards} card, {backs} back page for duplex"
        )
    if cards == 1:
        return translate(
            "TowerExport", "page 1 of {pages}: {cards} card, {backs} back pages for duplex"
        )
    if backs == 1:
        return translate(
            "TowerExport", "page 1 of {pages}: {cards} cards, {backs} back page for duplex"
        )
    return translate(
        "TowerExport", "page 1 of {pages}: {cards} cards, {backs} back pages for duplex"
    )


def _solution_summary(actions: int, pages: int) -> str:
    """What a solution sheet export wrote, to fill with ``file``, ``actions`` and ``pages``."""
    if actions == 1 and pages == 1:
        return translate("TowerExport", "wrote {file}: {actions} action on {pages} page")
    if actions == 1:
        return translate("TowerExport", "wrote {file}: {actions} action on {pages} pages")
    if pages == 1:
        return translate("TowerExport", "wrote {file}: {actions} actions on {pages} page")
    return translate("TowerExport", "wrote {file}: {actions} actions on {pages} pages")


def background(work: Callable, **callbacks) -> BackgroundOp:
    """``work(progress, cancel)`` as a background operation. An `ExportError` (a reason
    for the user, not a bug) comes back to ``on_success`` as the result."""

    def run(ctx: OpContext) -> Any:
        try:
            return work(ctx.progress, ctx.cancel_event)
        except ExportError as exc:
            return exc

    return BackgroundOp(run, **callbacks)


def folder_sources(quest: Quest, path: str | None) -> tuple[list[printing.QuestSource], int]:
    """The open quest (as edited) and every other quest in its folder; and how many were
    skipped because they cannot be read. Files of other games are left out."""
    from editor.core.validate import collect

    from ..load import load_quest

    here = Path(path).resolve()
    files, _ = collect([str(here.parent)])
    sources, skipped = [], 0
    for file, _display in files:
        if Path(file).resolve() == here:
            sources.append(printing.QuestSource(quest, Path(file)))
            continue
        result = load_quest(file)
        if not isinstance(result.quest, Quest):
            continue  # a file of another game
        if result.ok:
            sources.append(printing.QuestSource(result.quest, Path(file)))
        else:
            skipped += 1
    if not any(s.quest is quest for s in sources):
        sources.insert(0, printing.QuestSource(quest, here))
    return sources, skipped


class ExportDialog(QDialog):
    """Choose what to export and where; see the first page; export without blocking."""

    exported = Signal(str)

    def __init__(self, quest: Quest, path: str | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(translate("TowerExport", "Export"))
        self.setObjectName("ExportDialog")
        self.quest = quest.copy()
        self.path = path
        self.preview_op: BackgroundOp | None = None
        self._preview_again = False  # the running preview is out of date
        self.export_op: BackgroundOp | None = None
        self.solutions: dict[tuple[int, int], printing.Solution] = {}
        self.preview_image: QImage | None = None
        self._output_edited = False
        self._build()
        self._kind_changed()

    # -- building ----------------------------------------------------------------------
    def _build(self) -> None:
        self.kind = QComboBox()
        for key, label in KINDS:
            self.kind.addItem(translate("TowerExport", label), key)
        self.whole_folder = QCheckBox(translate("TowerExport", "All quests in this quest's folder"))
        self.whole_folder.setToolTip(
            translate(
                "TowerExport",
                "An adventure folder (one epic and its trials) prints the epic's cards on the backs of the trials, for duplex printing.",
            )
        )
        self.whole_folder.setEnabled(self.path is not None)
        options = PrintOptions(self._browse)
        self.paper, self.card_mm = options.paper, options.card_mm
        self.bleed_mm, self.dpi, self.output = options.bleed_mm, options.dpi, options.output
        self.players = QSpinBox()
        self.players.setRange(1, 4)
        self.deal = QComboBox()

        self.form = QFormLayout()
        self.form.addRow(translate("TowerExport", "Export"), self.kind)
        self.form.addRow("", self.whole_folder)
        options.add_rows(self.form)
        self.form.addRow(translate("TowerExport", "Players"), self.players)
        self.form.addRow(translate("TowerExport", "Deal"), self.deal)
        self.form.addRow(translate("TowerExport", "Save to"), options.output_row)

        self.preview = QLabel(translate("TowerExport", "preview…"))
        self.preview.setObjectName("preview")
        self.preview.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.preview.setMinimumSize(300, 400)
        self.preview.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.preview.setStyleSheet("background: #8a8f98;")
        self.preview_note = QLabel("")
        self.preview_note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.progress = QProgressBar()
        self.progress.setVisible(False)
        self.status = QLabel("")
        self.status.setWordWrap(True)

        self.buttons = QDialogButtonBox()
        self.export_button = self.buttons.addButton(
            translate("TowerExport", "Export"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.close_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.export_button.clicked.connect(self.start_export)
        self.close_button.clicked.connect(self._close_or_cancel)

        left = QVBoxLayout()
        left.addLayout(self.form)
        left.addStretch(1)
        left.addWidget(self.progress)
        left.addWidget(self.status)
        right = QVBoxLayout()
        right.addWidget(self.preview, 1)
        right.addWidget(self.preview_note)
        top = QHBoxLayout()
        top.addLayout(left, 0)
        top.addLayout(right, 1)
        root = QVBoxLayout(self)
        root.addLayout(top, 1)
        root.addWidget(self.buttons)
        self.resize(820, 560)

        self.preview_timer = QTimer(self)
        self.preview_timer.setSingleShot(True)
        self.preview_timer.setInterval(PREVIEW_DELAY_MS)
        self.preview_timer.timeout.connect(self.start_preview)
        self.kind.currentIndexChanged.connect(self._kind_changed)
        self.players.valueChanged.connect(self._players_changed)
        self.output.textEdited.connect(lambda _t: setattr(self, "_output_edited", True))
        for w in (self.whole_folder,):
            w.toggled.connect(self._options_changed)
        for w in (self.paper, self.deal):
            w.currentIndexChanged.connect(self._options_changed)
        for w in (self.card_mm, self.bleed_mm, self.dpi):
            w.valueChanged.connect(self._options_changed)
        self._players_changed()

    # -- options -----------------------------------------------------------------------
    def kind_key(self) -> str:
        return self.kind.currentData()

    def set_kind(self, key: str) -> None:
        self.kind.setCurrentIndex(self.kind.findData(key))

    def _show_row(self, field: QWidget, visible: bool) -> None:
        self.form.setRowVisible(field, visible)

    def _kind_changed(self, *_):
        key = self.kind_key()
        cards = key.startswith("cards")
        self._show_row(self.whole_folder, cards)
        self._show_row(self.paper, key in ("cards-pdf", "solution-pdf"))
        self._show_row(self.card_mm, cards)
        self._show_row(self.bleed_mm, cards)
        self._show_row(self.dpi, key == "cards-png")
        self._show_row(self.players, not cards)
        self._show_row(self.deal, not cards)
        if not self._output_edited:
            self.output.setText(self.default_output())
        self._options_changed()

    def _players_changed(self, *_):
        n = self.players.value()
        self.deal.blockSignals(True)
        self.deal.clear()
        for i, hands in enumerate(DISTRIBUTIONS[n], start=1):
            self.deal.addItem(f"{i}: {printing.deal_text(hands)}", i)
        self.deal.blockSignals(False)
        self._options_changed()

    def _options_changed(self, *_):
        self.preview_timer.start()

    def default_output(self) -> str:
        key = self.kind_key()
        if self.path:
            base = Path(self.path)
            folder = base.parent
            stem = printing.QuestSource(self.quest, base).stem
        else:
            folder = Path.home()
            stem = printing.QuestSource(self.quest).stem
        if key.startswith("cards") and self.whole_folder.isChecked() and self.path:
            stem = folder.name or stem
        names = {
            "cards-pdf": f"{stem}-cards.pdf",
            "cards-png": f"{stem}-cards-png",
            "cards-svg": f"{stem}-cards-svg",
            "solution-pdf": f"{stem}-solution.pdf",
            "solution-gif": f"{stem}-solution.gif",
        }
        return str(folder / names[key])

    def _browse(self) -> None:
        key = self.kind_key()
        current = self.output.text() or self.default_output()
        if key in ("cards-png", "cards-svg"):
            chosen = QFileDialog.getExistingDirectory(
                self, translate("TowerExport", "Export into folder"), current
            )
        else:
            ext = "gif" if key == "solution-gif" else "pdf"
            chosen, _ = QFileDialog.getSaveFileName(
                self,
                translate("TowerExport", "Export to"),
                current,
                translate("TowerExport", "{format} files (*.{suffix})").format(
                    format=ext.upper(), suffix=ext
                ),
            )
        if chosen:
            self.output.setText(chosen)
            self._output_edited = True

    def options(self) -> dict:
        """Everything the work needs, read on the GUI thread."""
        return {
            "kind": self.kind_key(),
            "whole_folder": self.whole_folder.isChecked() and self.path is not None,
            "paper": self.paper.currentData(),
            "card_mm": self.card_mm.value(),
            "bleed_mm": self.bleed_mm.value(),
            "dpi": self.dpi.value(),
            "players": self.players.value(),
            "deal": self.deal.currentData() or 1,
            "output": self.output.text().strip(),
        }

    # -- work done in the background ---------------------------------------------------
    def _sources(self, opts: dict) -> list[printing.QuestSource]:
        if opts["whole_folder"]:
            return folder_sources(self.quest, self.path)[0]
        return [printing.QuestSource(self.quest, Path(self.path) if self.path else None)]

    def _solution(self, opts: dict, cancel) -> printing.Solution:
        key = (opts["players"], opts["deal"])
        solution = self.solutions.get(key)
        if solution is None:
            source = self._sources({"whole_folder": False})[0]
            solution = printing.make_solution(source, *key, cancel=cancel)
        return solution

    def _preview_work(self, opts: dict):
        def work(progress, cancel):
            kind = opts["kind"]
            if kind == "cards-pdf":
                cards = printing.collect_cards(self._sources(opts))
                layout = sheet_layout(opts["paper"], opts["card_mm"], bleed=opts["bleed_mm"])
                pages = printing.plan_pages(cards, layout)
                image = printing.render_sheet_page(layout, pages[0], PREVIEW_DPI)
                backs = sum(p.kind == "back" for p in pages)
                note = _cards_note(len(cards), backs)
                return image, note.format(pages=len(pages), cards=len(cards), backs=backs), None
            if kind in ("cards-png", "cards-svg"):
                cards = printing.collect_cards(self._sources(opts))
                faces = printing.all_faces(cards)
                image = printing.face_image(faces[0], opts["card_mm"], opts["bleed_mm"], 96)
                note = translate("TowerExport", "card 1 of {count}").format(count=len(faces))
                return image, note, None
            solution = self._solution(opts, cancel)
            n = len(solution.actions)
            if kind == "solution-gif":
                image = printing.gif_frame(solution, 1, 420)
                note = translate("TowerExport", "frame 1 of {frames} ({actions} actions)")
                return image, note.format(frames=n + 1, actions=n), solution
            image = printing.render_solution_page(solution, opts["paper"], 0, PREVIEW_DPI)
            note = translate("TowerExport", "{actions} actions, fewest possible")
            return image, note.format(actions=n), solution

        return work

    def _export_work(self, opts: dict, force: bool):
        def work(progress, cancel):
            kind, out = opts["kind"], opts["output"]
            if kind.startswith("cards"):
                request = ExportRequest(
                    FORMAT_OF[kind],
                    out,
                    opts["paper"],
                    opts["card_mm"],
                    opts["bleed_mm"],
                    opts["dpi"],
                    force,
                )
                sources = [ExportSource(s.quest, s.path) for s in self._sources(opts)]
                return export(sources, request, progress, cancel).summary
            solution = self._solution(opts, cancel)
            if kind == "solution-gif":
                frames = printing.write_solution_gif(
                    solution, out, progress=progress, cancel=cancel, force=force
                )
                summary = translate("TowerExport", "wrote {file}: {frames} frames")
                return summary.format(file=out, frames=frames)
            pages = printing.write_solution_pdf(
                solution,
                out,
                paper=opts["paper"],
                progress=progress,
                cancel=cancel,
                force=force,
            )
            actions = len(solution.actions)
            summary = _solution_summary(actions, pages)
            return summary.format(file=out, actions=actions, pages=pages)

        return work

    # -- preview -----------------------------------------------------------------------
    def previewing(self) -> bool:
        return self.preview_op is not None and self.preview_op.running

    def start_preview(self) -> None:
        """Draw the preview of the current options; a running one is cancelled and,
        once it has stopped, followed by this one."""
        self.preview_note.setText(translate("TowerExport", "drawing the preview…"))
        if self.previewing():
            self.preview_op.cancel()
            self._preview_again = True
            return
        self._preview_again = False
        self.preview_op = background(
            self._preview_work(self.options()),
            on_success=self._preview_done,
            on_failure=self._preview_failed,
            on_finished=self._preview_finished,
        )
        self.preview_op.start()

    def _preview_finished(self) -> None:
        if self._preview_again:
            self.start_preview()

    def _preview_done(self, result) -> None:
        if self._preview_again:
            return  # out of date: the next preview follows
        if isinstance(result, ExportError):
            self._preview_failed(str(result))
            return
        image, note, solution = result
        if solution is not None:
            self.solutions[(solution.players, solution.deal)] = solution
        self.preview_image = image
        self._show_preview()
        self.preview_note.setText(note)

    def _preview_failed(self, message: str) -> None:
        if self._preview_again:
            return
        self.preview_image = None
        self.preview.setPixmap(QPixmap())
        self.preview.setText(translate("TowerExport", "no preview"))
        self.preview_note.setText(message)

    def _show_preview(self) -> None:
        if self.preview_image is None:
            return
        pix = QPixmap.fromImage(self.preview_image)
        size = self.preview.size()
        self.preview.setPixmap(
            pix.scaled(
                size, Qt.AspectRatioMode.KeepAspectRatio, Qt.TransformationMode.SmoothTransformation
            )
        )

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._show_preview()

    # -- questions (replaced in tests) -------------------------------------------------
    def ask_overwrite_read_only(self, path: str) -> bool:
        """Whether to export over a read-only file."""
        return overwrite_read_only(self, path)

    def ask_export_with_errors(self, errors: list[Diagnostic]) -> bool:
        """Whether to export quests that `mazewright validate` rejects."""
        return export_with_errors(self, errors, translate("TowerExport", "the quest"))

    # -- export ------------------------------------------------------------------------
    def is_running(self) -> bool:
        return self.export_op is not None

    def quest_errors(self, opts: dict) -> list[Diagnostic]:
        """The errors `mazewright validate` finds in the quests to export."""
        from ..checks import check_quest

        if opts["kind"].startswith("solution"):
            opts = {**opts, "whole_folder": False}
        errors = []
        for source in self._sources(opts):
            file = str(source.path) if source.path else translate("TowerExport", "(unsaved quest)")
            errors += [d.with_file(file) for d in check_quest(source.quest) if d.is_error]
        return errors

    def refusal(self, opts: dict) -> tuple[str | None, bool]:
        """Checked before any work, as `mazewright export` does: (why the export cannot
        start, or None; whether a read-only output may be overwritten)."""
        fmt = FORMAT_OF[opts["kind"]]
        try:
            check_options(
                fmt,
                opts["output"],
                card_mm=opts["card_mm"],
                bleed_mm=opts["bleed_mm"],
                dpi=opts["dpi"],
            )
            check_output(fmt, opts["output"])
        except ReadOnlyOutput as exc:
            if not self.ask_overwrite_read_only(str(exc.path)):
                return str(exc), False
            return None, True
        except ExportError as exc:
            return str(exc), False
        return None, False

    def start_export(self, force: bool = False) -> None:
        if self.is_running():
            return
        opts = self.options()
        if not force:
            problem, force = self.refusal(opts)
            if problem is not None:
                self.status.setText(
                    translate("TowerExport", "Not exported: {reason}").format(reason=problem)
                )
                return
            errors = self.quest_errors(opts)
            if errors and opts["kind"].startswith("solution"):
                self.status.setText(
                    translate(
                        "TowerExport",
                        "Not exported: the quest has errors ({message}), so it has no solution to show",
                    ).format(message=errors[0].message)
                )
                return
            if errors and not self.ask_export_with_errors(errors):
                self.status.setText(
                    translate(
                        "TowerExport", "Not exported: the quest has errors ({message})"
                    ).format(message=errors[0].message)
                )
                return
        self.export_op = background(
            self._export_work(opts, force),
            on_success=self._export_done,
            on_failure=self._export_bug,
            on_progress=self._export_progress,
        )
        self.export_button.setEnabled(False)
        self.close_button.setText(translate("TowerExport", "Cancel"))
        self.progress.setRange(0, 0)
        self.progress.setVisible(True)
        self.status.setText(translate("TowerExport", "exporting…"))
        self.export_op.start()

    def cancel_export(self) -> None:
        if self.export_op is not None:
            self.export_op.cancel()
            self.status.setText(translate("TowerExport", "cancelling…"))

    def _export_progress(self, done: int, total: int, text: str) -> None:
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(done)
        self.status.setText(text)

    def _export_finished(self, message: str) -> None:
        self.export_op = None
        self.export_button.setEnabled(True)
        self.close_button.setText(translate("TowerExport", "Close"))
        self.progress.setVisible(False)
        self.status.setText(message)

    def _export_done(self, outcome: str | ExportError) -> None:
        if isinstance(outcome, ExportError):
            self._export_finished(
                translate("TowerExport", "Not exported: {reason}").format(reason=outcome)
            )
            if isinstance(outcome, ReadOnlyOutput) and self.ask_overwrite_read_only(
                str(outcome.path)
            ):
                self.start_export(force=True)
            return
        self._export_finished(outcome)
        self.exported.emit(self.options()["output"])

    def _export_bug(self, message: str) -> None:
        self._export_finished(
            translate("TowerExport", "Not exported: unexpected error: {message}").format(
                message=message
            )
        )

    def _close_or_cancel(self) -> None:
        if self.is_running():
            self.cancel_export()
        else:
            self.reject()

    def done(self, result: int) -> None:
        # stop background work before the dialog goes away
        self.preview_timer.stop()
        self._preview_again = False
        for op in (self.preview_op, self.export_op):
            if op is not None and op.running:
                op.shutdown()
        self.export_op = None
        super().done(result)
