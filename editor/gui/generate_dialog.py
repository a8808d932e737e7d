"""File > Generate: design files to order, as ``mazewright generate`` does, in the background.

The dialog knows no game: the games with a generator (`GameSpec.generator`) are listed,
and the chosen game's constraint options (`editor.core.generating.Option`) become the form:
a check box for a switch, a list for a choice, a line of text for the rest, read by
the same `parse_constraints` as the command line. A worker thread
(`editor.qt.background`) runs the candidates on the local process pool, one process
per core, as the command does (`editor.core.generate_runs`); each file that meets the
constraints is written to the folder as it is taken and listed with a thumbnail (the
game's `QtGame.thumbnail`), best first. Cancel stops the pool's processes. Double-click a file to open
it in the studio window (`Host.open_file`).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QIcon, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from editor.core import registry
from editor.core.generate_runs import Lost, generate_batch
from editor.core.generating import (
    ConstraintError,
    Generated,
    generating_games,
    generator_of,
    parse_constraints,
    ranked,
)
from editor.core.safetext import printable
from editor.core.writing import atomic_write_text
from editor.qt.background import BackgroundOp, OpContext
from editor.qt.language import game_label, translate

#: Thumbnail size in the results list, in pixels.
THUMBNAIL = 128


class GenerateDialog(QDialog):
    """Constraints, Generate and Cancel, progress, and the files found (double-click opens).

    ``open_file(path) -> bool`` opens a file in the studio window; ``game`` is the one
    chosen first (the open file's, when it has a generator)."""

    def __init__(
        self,
        open_file: Callable[[str], bool],
        game: registry.GameSpec | None = None,
        folder: str = "",
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        self.setWindowTitle(translate("GenerateDialog", "Generate"))
        self.open_file = open_file
        self.games = generating_games()
        self.op: BackgroundOp | None = None
        self.found: list[Generated] = []
        self.paths: dict[str, str] = {}
        """Written file by design."""
        self.fields: dict[str, QWidget] = {}

        self.game_box = QComboBox()
        for g in self.games:
            self.game_box.addItem(game_label(g), g.name)
        if game is not None and game in self.games:
            self.game_box.setCurrentIndex(self.games.index(game))
        self.game_box.currentIndexChanged.connect(self._build_form)
        self.form_host = QWidget()
        self.count = _spin(1, 1000, 3)
        self.seed = _spin(0, 2**31 - 1, 0)
        self.budget = _spin(1, 1_000_000, 300)
        self.folder = QLineEdit(folder)
        browse = QPushButton(translate("GenerateDialog", "Browse…"))
        browse.clicked.connect(self._browse)
        folder_row = QHBoxLayout()
        folder_row.addWidget(self.folder, 1)
        folder_row.addWidget(browse)
        common = QFormLayout()
        common.addRow(translate("GenerateDialog", "Game"), self.game_box)
        common.addRow(translate("GenerateDialog", "Files"), self.count)
        common.addRow(translate("GenerateDialog", "Seed"), self.seed)
        common.addRow(translate("GenerateDialog", "Mutations per candidate"), self.budget)
        common.addRow(translate("GenerateDialog", "Folder"), folder_row)

        self.generate_button = QPushButton(translate("GenerateDialog", "Generate"))
        self.generate_button.setDefault(True)
        self.generate_button.clicked.connect(self.start)
        self.cancel_button = QPushButton(translate("GenerateDialog", "Cancel"))
        self.cancel_button.setEnabled(False)
        self.cancel_button.clicked.connect(self.cancel)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.generate_button)
        buttons.addWidget(self.cancel_button)
        self.progress = QProgressBar()
        self.status = QLabel("")
        self.status.setWordWrap(True)
        self.results = QListWidget()
        self.results.setIconSize(QSize(THUMBNAIL, THUMBNAIL))
        self.results.setWordWrap(True)
        self.results.itemDoubleClicked.connect(self._open)

        layout = QVBoxLayout(self)
        layout.addLayout(common)
        layout.addWidget(self.form_host)
        layout.addLayout(buttons)
        layout.addWidget(self.progress)
        layout.addWidget(self.status)
        layout.addWidget(self.results, 1)
        self.resize(640, 720)
        self._build_form()

    # -- the form ------------------------------------------------------------------
    @property
    def game(self) -> registry.GameSpec:
        return self.games[self.game_box.currentIndex()]

    def _build_form(self) -> None:
        """The chosen game's constraint options, each a field with its default."""
        old = self.form_host.layout()
        if old is not None:
            QWidget().setLayout(old)  # the old form goes with a throwaway widget
        form = QFormLayout(self.form_host)
        self.fields = {}
        for option in generator_of(self.game).options:
            if option.switch:
                field: QWidget = QCheckBox()
            elif option.choices:
                field = QComboBox()
                field.addItems(option.choices)
                field.setCurrentText(option.default)
            else:
                field = QLineEdit(option.default)
                field.setPlaceholderText(option.metavar or "")
            field.setToolTip(option.help)
            form.addRow(option.flag.lstrip("-").replace("-", " ").capitalize(), field)
            self.fields[option.dest] = field

    def values(self) -> dict[str, object]:
        """The form's values by option ``dest``, as `parse_constraints` reads them."""
        out: dict[str, object] = {}
        for dest, field in self.fields.items():
            if isinstance(field, QCheckBox):
                out[dest] = field.isChecked()
            elif isinstance(field, QComboBox):
                out[dest] = field.currentText()
            else:
                out[dest] = field.text()
        return out

    def _browse(self) -> None:
        folder = QFileDialog.getExistingDirectory(
            self, translate("GenerateDialog", "Folder for the files"), self.folder.text()
        )
        if folder:
            self.folder.setText(folder)

    # -- the run -------------------------------------------------------------------
    def start(self) -> BackgroundOp | None:
        """Check the constraints and the folder, then search in the background."""
        if self.op is not None and self.op.running:
            return None
        game = self.game
        try:
            constraints = parse_constraints(generator_of(game), self.values())
        except ConstraintError as exc:
            self._say(translate("GenerateDialog", "Cannot generate: {reason}").format(reason=exc))
            return None
        folder = Path(self.folder.text().strip() or ".")
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            self._say(
                translate("GenerateDialog", "Cannot make the folder {folder}: {reason}").format(
                    folder=folder, reason=exc.strerror
                )
            )
            return None
        count, seed, budget = self.count.value(), self.seed.value(), self.budget.value()
        attempts = 4 * count
        self.found, self.paths = [], {}
        self.results.clear()
        self.progress.setRange(0, attempts)
        self.progress.setValue(0)
        if count == 1:
            searching = translate("GenerateDialog", "Searching: {count} file asked for…")
        else:
            searching = translate("GenerateDialog", "Searching: {count} files asked for…")
        self._say(searching.format(count=count))

        def work(ctx: OpContext) -> tuple[list[Generated], dict[str, str]]:
            """Search on the local process pool, writing each new file as soon as it is
            taken (candidates are taken in their order, so the files are the command's)."""
            paths: dict[str, str] = {}
            kept: list[Generated] = []
            tried = 0

            def finished(key: str, outcome: object, done: int, total: int) -> None:
                nonlocal tried
                tried = done
                ctx.progress(tried, list(kept), dict(paths))

            for result in generate_batch(
                game.name,
                constraints,
                count,
                seed=seed,
                budget=budget,
                attempts=attempts,
                cancel=ctx.cancel_event,
                report=finished,
            ):
                if isinstance(result, Lost) or not result.met or result.design in paths:
                    continue
                path = folder / f"{result.name}{game.suffix}"
                atomic_write_text(path, result.text, force=True)
                paths[result.design] = str(path)
                kept.append(result)
                ctx.progress(tried, list(kept), dict(paths))
            return kept, paths

        self.generate_button.setEnabled(False)
        self.cancel_button.setEnabled(True)
        self.op = BackgroundOp(
            work,
            on_success=self._done,
            on_failure=lambda message: self._say(
                translate("GenerateDialog", "Generating failed: {message}").format(message=message)
            ),
            on_progress=self._progress,
            on_finished=self._finished,
            parent=self,
        )
        return self.op.start()

    def cancel(self) -> None:
        if self.op is not None:
            self.op.cancel()
            self._say(translate("GenerateDialog", "Cancelling…"))

    def _progress(self, tried: int, kept: list[Generated], paths: dict[str, str]) -> None:
        self.progress.setValue(tried)
        self._show(kept, paths)
        if tried == 1:
            text = translate("GenerateDialog", "{tried} candidate tried, {found} found…")
        else:
            text = translate("GenerateDialog", "{tried} candidates tried, {found} found…")
        self._say(text.format(tried=tried, found=len(kept)))

    def _done(self, outcome: tuple[list[Generated], dict[str, str]]) -> None:
        kept, paths = outcome
        self._show(kept, paths)
        self.progress.setValue(self.progress.maximum())
        asked = self.count.value()
        where = printable(self.folder.text().strip() or ".")
        if self.op is not None and self.op.cancelled:
            text = translate(
                "GenerateDialog", "{found} of {asked} found (cancelled), written to {folder}"
            )
        else:
            text = translate("GenerateDialog", "{found} of {asked} found, written to {folder}")
        self._say(text.format(found=len(kept), asked=asked, folder=where))

    def _finished(self) -> None:
        self.generate_button.setEnabled(True)
        self.cancel_button.setEnabled(False)

    def _show(self, kept: list[Generated], paths: dict[str, str]) -> None:
        """The files found, best first, each with its thumbnail and numbers."""
        if [r.design for r in kept] == [r.design for r in self.found]:
            return
        icons = {
            self.results.item(i).data(_DESIGN): self.results.item(i).icon()
            for i in range(self.results.count())
        }
        self.found, self.paths = list(kept), dict(paths)
        self.results.clear()
        for rank, result in enumerate(ranked(self.found), 1):
            item = QListWidgetItem(f"{rank}. {result.name}\n{result.numbers}")
            item.setData(_DESIGN, result.design)
            item.setData(Qt.ItemDataRole.UserRole, self.paths.get(result.design))
            item.setIcon(icons.get(result.design) or self._thumbnail(result))
            self.results.addItem(item)

    def _thumbnail(self, result: Generated) -> QIcon:
        game = registry.by_name(result.game)
        part = game.resolve(game.studio.qt) if game.studio.qt else None
        if part is None or part.thumbnail is None or result.text is None:
            return QIcon()
        model, _ = game.resolve(game.files.load)(json.loads(result.text), result.name)
        if model is None:
            return QIcon()
        return QIcon(QPixmap.fromImage(part.thumbnail(model, THUMBNAIL)))

    def _open(self, item: QListWidgetItem) -> None:
        path = item.data(Qt.ItemDataRole.UserRole)
        if path:
            self.open_file(path)

    def _say(self, text: str) -> None:
        self.status.setText(printable(text))

    # -- closing -------------------------------------------------------------------
    def shutdown(self) -> None:
        """Stop a search under way (the window is closing)."""
        if self.op is not None and self.op.running:
            self.op.shutdown()

    def done(self, result: int) -> None:
        self.shutdown()
        super().done(result)


_DESIGN = Qt.ItemDataRole.UserRole + 1


def _spin(low: int, high: int, value: int) -> QSpinBox:
    box = QSpinBox()
    box.setRange(low, high)
    box.setValue(value)
    return box
