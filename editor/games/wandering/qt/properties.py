"""The set-up panel (the editor's properties panel): everything a set-up says but its start.

Players, the course, the modules (checkboxes) and the webs, the five spells (chosen, or
drawn at random from the viable ones with a seed), the set-up's own spells with the
modules they need, and the title, author and notes. Every change is one undo step
through the document. Each section shows the checks about it with their codes, live;
an issue picked in the Issues dock brings its section into view (`SetupDocument.pointed`).
"""

from __future__ import annotations

import html
import random

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from editor.core.diagnostics import Diagnostic
from editor.qt.language import translate

from ..checks import check_setup
from ..model import (
    FOUNTAINS,
    MAX_LANDSCAPE_TILES,
    MAX_PLAYERS,
    MAX_SPACES_PER_TILE,
    MIN_PLAYERS,
    MODULES,
    SPELLS_IN_PLAY,
    SPIDERWEB,
)
from ..spells import BY_ID, draws, is_viable, pool, viable
from .document import MODULE_NAMES, MODULE_WORDS, SetupDocument

#: Each module's letter in a custom spell's row (the tooltips name them).
MODULE_LETTERS = {
    "elixir-fountain": QT_TRANSLATE_NOOP("WanderingEditor", "E"),
    "spiderweb": QT_TRANSLATE_NOOP("WanderingEditor", "S"),
    "hag": QT_TRANSLATE_NOOP("WanderingEditor", "H"),
    "raven": QT_TRANSLATE_NOOP("WanderingEditor", "R"),
    "magic-tower": QT_TRANSLATE_NOOP("WanderingEditor", "M"),
}
#: The sections and the JSON pointers whose issues each shows.
SECTIONS = {
    "game": ("/players", "/title", "/author", "/notes"),
    "course": ("/course", "/start"),
    "modules": ("/modules", "/webs"),
    "spells": ("/spells",),
    "custom": ("/custom_spells",),
}
MAX_SEED = 2**31 - 1


def section_of(pointer: str | None) -> str | None:
    if not pointer:
        return None
    for name, prefixes in SECTIONS.items():
        if any(pointer == p or pointer.startswith(p + "/") for p in prefixes):
            return name
    return None


def issues_html(diagnostics: list[Diagnostic]) -> str:
    lines = []
    for d in diagnostics:
        colour = "#D0342C" if d.is_error else "#B07800"
        lines.append(
            f"<span style='color:{colour}'><b>{d.code}</b> {d.severity}:</span> "
            f"{html.escape(d.message)}"
        )
    return "<br>".join(lines)


class CustomRow(QWidget):
    """One custom spell: its id, the modules it needs, and a button that removes it."""

    def __init__(self, panel: SetupPanel, index: int):
        super().__init__()
        self.panel = panel
        self.index = index
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.id = QLineEdit()
        self.id.setPlaceholderText(translate("WanderingEditor", "id"))
        self.id.editingFinished.connect(self._renamed)
        row.addWidget(self.id, 1)
        self.needs: dict[str, QCheckBox] = {}
        for module in MODULES:
            box = QCheckBox(translate("WanderingEditor", MODULE_LETTERS[module]))
            words = translate("WanderingEditor", MODULE_WORDS[module])
            box.setToolTip(translate("WanderingEditor", "needs the {module}").format(module=words))
            box.toggled.connect(lambda on, m=module: self._needs(m, on))
            row.addWidget(box)
            self.needs[module] = box
        self.remove = QPushButton("×")
        self.remove.setToolTip(
            translate("WanderingEditor", "remove this custom spell (also from the spells)")
        )
        self.remove.setFixedWidth(28)
        self.remove.clicked.connect(lambda: panel.doc.remove_custom_spell(self.index))
        row.addWidget(self.remove)

    def refresh(self) -> None:
        custom = self.panel.doc.model.custom_spells[self.index]
        if not self.id.hasFocus():
            self.id.setText(custom.id)
        for module, box in self.needs.items():
            box.blockSignals(True)
            box.setChecked(module in custom.needs)
            box.blockSignals(False)

    def _renamed(self) -> None:
        text = self.id.text().strip()
        customs = self.panel.doc.model.custom_spells
        if self.index >= len(customs):
            return
        if not text:
            self.id.setText(customs[self.index].id)
        elif text != customs[self.index].id:
            self.panel.doc.rename_custom_spell(self.index, text)

    def _needs(self, module: str, on: bool) -> None:
        self.panel.doc.set_custom_needs(self.index, module, on)


class SetupPanel(QScrollArea):
    """Each field edits the set-up through the document (one undo step per change)."""

    def __init__(self, doc: SetupDocument, parent: QWidget | None = None):
        super().__init__(parent)
        self.doc = doc
        self.setWidgetResizable(True)
        body = QWidget()
        self.setWidget(body)
        outer = QVBoxLayout(body)
        self.groups: dict[str, QGroupBox] = {}
        self.issue_labels: dict[str, QLabel] = {}

        game = self._group(outer, "game", translate("WanderingEditor", "Set-up"))
        form = QFormLayout()
        game.addLayout(form)
        self.title = QLineEdit()
        self.author = QLineEdit()
        for key, field in (("title", self.title), ("author", self.author)):
            field.editingFinished.connect(lambda k=key, f=field: self._text(k, f.text()))
        self.players = QSpinBox()
        self.players.setRange(MIN_PLAYERS, MAX_PLAYERS)
        self.players.setSuffix(translate("WanderingEditor", " players"))
        self.players.setKeyboardTracking(False)
        self.players.valueChanged.connect(self._players)
        form.addRow(translate("WanderingEditor", "Title"), self.title)
        form.addRow(translate("WanderingEditor", "Author"), self.author)
        form.addRow(translate("WanderingEditor", "Players"), self.players)

        course = self._group(outer, "course", translate("WanderingEditor", "Running course"))
        form = QFormLayout()
        course.addLayout(form)
        self.tiles = QSpinBox()
        self.tiles.setRange(1, MAX_LANDSCAPE_TILES)
        self.tiles.setSuffix(translate("WanderingEditor", " landscape tiles"))
        self.per_tile = QSpinBox()
        self.per_tile.setRange(1, MAX_SPACES_PER_TILE)
        self.per_tile.setSuffix(translate("WanderingEditor", " spaces each"))
        for spin in (self.tiles, self.per_tile):
            spin.setKeyboardTracking(False)
            spin.valueChanged.connect(self._course)
        self.start = QLabel()
        self.start.setWordWrap(True)
        self.default_start = QPushButton(translate("WanderingEditor", "Default start"))
        self.default_start.setToolTip(
            translate("WanderingEditor", "the towers on the first nine landscape spaces")
        )
        self.default_start.clicked.connect(doc.default_start)
        form.addRow(translate("WanderingEditor", "Tiles"), self.tiles)
        form.addRow(translate("WanderingEditor", "Spaces"), self.per_tile)
        form.addRow(translate("WanderingEditor", "Towers"), self.start)
        form.addRow("", self.default_start)

        modules = self._group(outer, "modules", translate("WanderingEditor", "Modules"))
        self.modules: dict[str, QCheckBox] = {}
        grid = QGridLayout()
        modules.addLayout(grid)
        for i, module in enumerate(MODULES):
            box = QCheckBox(translate("WanderingEditor", MODULE_NAMES[module]))
            box.toggled.connect(lambda on, m=module: doc.set_module(m, on))
            grid.addWidget(box, i // 2, i % 2)
            self.modules[module] = box
        webs = QHBoxLayout()
        webs.addWidget(QLabel(translate("WanderingEditor", "Webs on")))
        self.webs: dict[str, QCheckBox] = {}
        for position in FOUNTAINS:
            box = QCheckBox(
                translate("WanderingEditor", "fountain {fountain}").format(fountain=position)
            )
            box.toggled.connect(lambda on, p=position: doc.set_web(p, on))
            webs.addWidget(box)
            self.webs[position] = box
        webs.addStretch(1)
        modules.addLayout(webs)

        spells = self._group(outer, "spells", translate("WanderingEditor", "Magic spells"))
        self.spell_count = QLabel()
        self.spell_count.setWordWrap(True)
        spells.addWidget(self.spell_count)
        self.spell_grid = QVBoxLayout()
        spells.addLayout(self.spell_grid)
        self.spells: dict[str, QCheckBox] = {}
        draw = QHBoxLayout()
        self.seed = QSpinBox()
        self.seed.setRange(0, MAX_SEED)
        self.seed.setPrefix(translate("WanderingEditor", "seed "))
        self.seed.setValue(random.SystemRandom().randrange(1000))
        self.draw = QPushButton(translate("WanderingEditor", "Draw 5"))
        self.draw.setToolTip(
            translate(
                "WanderingEditor", "draw five spells at random from the viable ones, with the seed"
            )
        )
        self.draw.clicked.connect(lambda: doc.draw_spells(self.seed.value()))
        self.clear = QPushButton(translate("WanderingEditor", "None"))
        self.clear.setToolTip(
            translate("WanderingEditor", "name no spell: they are drawn at the table")
        )
        self.clear.clicked.connect(doc.clear_spells)
        draw.addWidget(self.seed, 1)
        draw.addWidget(self.draw)
        draw.addWidget(self.clear)
        spells.addLayout(draw)

        custom = self._group(outer, "custom", translate("WanderingEditor", "Custom spells"))
        self.custom_box = QVBoxLayout()
        custom.addLayout(self.custom_box)
        self.custom_rows: list[CustomRow] = []
        self.add_custom = QPushButton(translate("WanderingEditor", "Add custom spell"))
        self.add_custom.clicked.connect(lambda: doc.add_custom_spell())
        custom.addWidget(self.add_custom)

        notes = QGroupBox(translate("WanderingEditor", "Notes"))
        notes_layout = QVBoxLayout(notes)
        self.notes = QPlainTextEdit()
        self.notes.setMaximumHeight(90)
        self.notes.textChanged.connect(lambda: self._text("notes", self.notes.toPlainText()))
        notes_layout.addWidget(self.notes)
        outer.addWidget(notes)
        outer.addStretch(1)

        doc.changed.connect(self.refresh)
        doc.pointed.connect(self.show_pointer)
        self.refresh()
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        bar = self.verticalScrollBar().sizeHint().width()
        self.setMinimumWidth(body.minimumSizeHint().width() + bar + 2 * self.frameWidth())

    def _group(self, outer: QVBoxLayout, name: str, title: str) -> QVBoxLayout:
        group = QGroupBox(title)
        group.setObjectName(f"section-{name}")
        layout = QVBoxLayout(group)
        label = QLabel()
        label.setObjectName(f"issues-{name}")
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.RichText)
        label.hide()
        layout.addWidget(label)
        outer.addWidget(group)
        self.groups[name] = group
        self.issue_labels[name] = label
        return layout

    # -- showing the set-up ----------------------------------------------------------
    def refresh(self) -> None:
        setup = self.doc.model
        for field, value in ((self.title, setup.title), (self.author, setup.author)):
            if not field.hasFocus():
                field.setText(value or "")
        if not self.notes.hasFocus() and self.notes.toPlainText() != (setup.notes or ""):
            self.notes.blockSignals(True)
            self.notes.setPlainText(setup.notes or "")
            self.notes.blockSignals(False)
        self._set(self.players, setup.players)
        self._set(self.tiles, setup.course.landscape_tiles)
        self._set(self.per_tile, setup.course.spaces_per_tile)
        if setup.start is None:
            self.start.setText(
                translate("WanderingEditor", "the first nine landscape spaces (default)")
            )
        else:
            spaces = ", ".join(map(str, setup.start.towers))
            self.start.setText(
                translate("WanderingEditor", "spaces {spaces}").format(spaces=spaces)
            )
        self.default_start.setEnabled(setup.start is not None)
        for module, box in self.modules.items():
            self._set(box, setup.has(module))
        played = setup.web_positions()
        for position, box in self.webs.items():
            self._set(box, position in played or position in (setup.webs or ()))
            box.setEnabled(setup.has(SPIDERWEB))
        self._refresh_spells()
        self._refresh_custom()
        self._refresh_issues(check_setup(setup))

    @staticmethod
    def _set(widget, value) -> None:
        widget.blockSignals(True)
        if isinstance(widget, QCheckBox):
            widget.setChecked(bool(value))
        else:
            widget.setValue(value)
        widget.blockSignals(False)

    def _refresh_spells(self) -> None:
        setup = self.doc.model
        known = pool(setup)
        ids = list(known) + [s for s in dict.fromkeys(setup.spells) if s not in known]
        if list(self.spells) != ids:
            for box in self.spells.values():
                self.spell_grid.removeWidget(box)
                box.deleteLater()
            self.spells = {}
            for spell_id in ids:
                box = QCheckBox()
                box.toggled.connect(lambda on, s=spell_id: self.doc.set_spell(s, on))
                self.spell_grid.addWidget(box)
                self.spells[spell_id] = box
        for spell_id, box in self.spells.items():
            needs = known.get(spell_id)
            spell = BY_ID.get(spell_id)
            name = spell.name if spell is not None else spell_id
            chosen = spell_id in setup.spells
            ok = needs is not None and is_viable(setup, needs)
            if needs is None:
                box.setText(
                    translate("WanderingEditor", "{spell} (unknown spell)").format(spell=name)
                )
            elif not ok:
                missing = ", ".join(
                    translate("WanderingEditor", MODULE_WORDS[m]) for m in needs if not setup.has(m)
                )
                text = translate("WanderingEditor", "{spell} (needs the {modules})")
                box.setText(text.format(spell=name, modules=missing))
            else:
                box.setText(name)
            if spell is not None:
                tip = spell.effect
            else:
                tip = translate("WanderingEditor", "a spell of this set-up's own")
            if needs:
                modules = ", ".join(translate("WanderingEditor", MODULE_WORDS[m]) for m in needs)
                tip = translate("WanderingEditor", "{effect} Needs: {modules}.").format(
                    effect=tip, modules=modules
                )
            box.setToolTip(tip)
            self._set(box, chosen)
            box.setEnabled(ok or chosen)
        count = len(setup.spells)
        pool_size = len(viable(setup))
        if count:
            said = translate(
                "WanderingEditor",
                "{count} of {total} named · {viable} viable, {draws} different draws of five",
            )
        else:
            said = translate(
                "WanderingEditor",
                "none named: drawn at the table · {viable} viable, {draws} different draws of five",
            )
        self.spell_count.setText(
            said.format(count=count, total=SPELLS_IN_PLAY, viable=pool_size, draws=draws(setup))
        )

    def _refresh_custom(self) -> None:
        customs = self.doc.model.custom_spells
        while len(self.custom_rows) > len(customs):
            row = self.custom_rows.pop()
            self.custom_box.removeWidget(row)
            row.deleteLater()
        while len(self.custom_rows) < len(customs):
            row = CustomRow(self, len(self.custom_rows))
            self.custom_box.addWidget(row)
            self.custom_rows.append(row)
        for row in self.custom_rows:
            row.refresh()

    def _refresh_issues(self, diagnostics: list[Diagnostic]) -> None:
        for name, label in self.issue_labels.items():
            mine = [d for d in diagnostics if section_of(d.path) == name]
            label.setText(issues_html(mine))
            label.setVisible(bool(mine))

    def show_pointer(self, pointer: str) -> None:
        """Bring the section an issue is about into view, and its field into focus."""
        name = section_of(pointer)
        if name is None:
            return
        self.ensureWidgetVisible(self.groups[name])
        parts = pointer.strip("/").split("/")
        setup = self.doc.model
        target: QWidget | None = None
        if parts[0] == "spells" and len(parts) == 2 and parts[1].isdigit():
            index = int(parts[1])
            if index < len(setup.spells):
                target = self.spells.get(setup.spells[index])
        elif parts[0] == "modules" and len(parts) == 2 and parts[1].isdigit():
            index = int(parts[1])
            if index < len(setup.modules):
                target = self.modules.get(setup.modules[index])
        elif parts[0] == "custom_spells" and len(parts) >= 2 and parts[1].isdigit():
            index = int(parts[1])
            if index < len(self.custom_rows):
                target = self.custom_rows[index].id
        elif parts[0] == "webs":
            target = self.webs["A"]
        elif parts[0] == "course":
            target = self.tiles
        if target is not None:
            self.ensureWidgetVisible(target)
            target.setFocus(Qt.FocusReason.OtherFocusReason)

    # -- edits -----------------------------------------------------------------------
    def _players(self, players: int) -> None:
        if players != self.doc.model.players:
            self.doc.set_players(players)

    def _course(self) -> None:
        course = self.doc.model.course
        tiles, per_tile = self.tiles.value(), self.per_tile.value()
        if (tiles, per_tile) != (course.landscape_tiles, course.spaces_per_tile):
            self.doc.set_course(tiles, per_tile)

    def _text(self, key: str, value: str) -> None:
        if (getattr(self.doc.model, key) or "") != value:
            self.doc.set_text(key, value)
