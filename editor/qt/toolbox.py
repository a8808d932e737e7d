"""The toolbox every editor shows: one checkable action per tool, grouped.

Each `editor.qt.game.Tool` gives its label, key, tip and, if it has one, its icon;
tools of one ``group`` stand together, with a separator between groups. Choosing
an action (click or key) emits ``chosen`` with the tool's name.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QToolBar, QWidget

from .game import Tool
from .language import translate


class Toolbox(QToolBar):
    chosen = Signal(str)

    def __init__(self, name: str, parent: QWidget, vertical: bool = True):
        super().__init__(translate("Toolbox", "Tools"), parent)
        self.setObjectName(name)
        if vertical:
            self.setOrientation(Qt.Orientation.Vertical)
        self.group = QActionGroup(self)
        self.actions_by_name: dict[str, QAction] = {}

    def set_tools(self, tools: Sequence[Tool]) -> None:
        """Show these tools (in order), replacing the ones shown."""
        for action in self.group.actions():
            self.group.removeAction(action)
        self.clear()
        self.actions_by_name = {}
        group = None
        for tool in tools:
            if group is not None and tool.group != group:
                self.addSeparator()
            group = tool.group
            icon = tool.icon()
            action = QAction(tool.label, self, checkable=True)
            if icon is not None:
                action.setIcon(icon)
            action.setShortcut(QKeySequence(tool.key))
            action.setToolTip(f"<b>{tool.label}</b> ({tool.key})<br>{tool.tip}")
            action.setStatusTip(f"{tool.label}: {tool.tip}")
            action.setData(tool.name)
            action.triggered.connect(lambda _=False, name=tool.name: self.chosen.emit(name))
            self.group.addAction(action)
            self.addAction(action)
            self.actions_by_name[tool.name] = action
        style = Qt.ToolButtonStyle
        with_icons = any(not a.icon().isNull() for a in self.group.actions())
        self.setToolButtonStyle(
            style.ToolButtonIconOnly if with_icons else style.ToolButtonTextOnly
        )

    def check(self, name: str) -> None:
        """Show ``name`` as the chosen tool."""
        for action in self.group.actions():
            action.setChecked(action.data() == name)
