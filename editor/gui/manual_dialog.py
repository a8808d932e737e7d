"""Help > Manual: the manual's pages (`editor.core.manual`) in the studio, a list of pages
beside the page shown, each game's rules and check codes filled in as on the site.
Links between pages open the page here; links out of the manual open in the browser."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QUrl
from PySide6.QtGui import QDesktopServices, QTextCursor
from PySide6.QtWidgets import QDialog, QHBoxLayout, QListWidget, QTextBrowser, QWidget

from editor.core import manual
from editor.qt.language import translate

#: How wide a page shows a picture (its screenshots are a window wide).
PICTURE_WIDTH = 640


class ManualDialog(QDialog):
    def __init__(self, parent: QWidget | None = None, root: Path | None = None):
        super().__init__(parent)
        self.setWindowTitle(translate("ManualDialog", "Mazewright manual"))
        self.pages = manual.pages(root)
        self.contents = QListWidget(self)
        self.contents.addItems([title for title, _ in self.pages])
        self.contents.setMaximumWidth(240)
        self.browser = QTextBrowser(self)
        self.browser.setOpenLinks(False)  # a page is Markdown filled in: see `show_page`
        self.browser.anchorClicked.connect(self._follow)
        layout = QHBoxLayout(self)
        layout.addWidget(self.contents)
        layout.addWidget(self.browser, 1)
        self.contents.currentRowChanged.connect(self._show_row)
        self.resize(1000, 800)
        if self.pages:
            self.contents.setCurrentRow(0)
        else:
            self.browser.setMarkdown(
                translate("ManualDialog", "The manual's pages are not installed with this copy.")
            )

    def show_page(self, page: Path) -> None:
        """Show ``page`` (a file of the manual) and select it in the list."""
        files = [p.resolve() for _, p in self.pages]
        row = files.index(page.resolve())
        if self.contents.currentRow() != row:
            self.contents.setCurrentRow(row)  # shows it
            return
        text = manual.fill(page.read_text(encoding="utf-8"), page.name)
        self.browser.document().setBaseUrl(QUrl.fromLocalFile(str(page)))
        self.browser.setMarkdown(text)
        self._fit_pictures()

    @property
    def current(self) -> Path | None:
        """The page shown (the one selected in the list)."""
        row = self.contents.currentRow()
        return self.pages[row][1] if 0 <= row < len(self.pages) else None

    def _fit_pictures(self) -> None:
        """Screenshots as wide as `PICTURE_WIDTH` (their height follows), not as wide as
        the screen they were taken on."""
        cursor = QTextCursor(self.browser.document())
        block = self.browser.document().begin()
        while block.isValid():
            it = block.begin()
            while not it.atEnd():
                fragment = it.fragment()
                if fragment.charFormat().isImageFormat():
                    picture = fragment.charFormat().toImageFormat()
                    picture.setWidth(PICTURE_WIDTH)
                    cursor.setPosition(fragment.position())
                    cursor.setPosition(
                        fragment.position() + fragment.length(), QTextCursor.KeepAnchor
                    )
                    cursor.setCharFormat(picture)
                it += 1
            block = block.next()

    def _show_row(self, row: int) -> None:
        if 0 <= row < len(self.pages):
            self.show_page(self.pages[row][1])

    def _follow(self, url: QUrl) -> None:
        if url.scheme() in ("http", "https", "mailto"):
            QDesktopServices.openUrl(url)
            return
        target = self.browser.document().baseUrl().resolved(url)
        path = Path(target.toLocalFile())
        if path.suffix == ".md" and path.exists():
            self.show_page(path)
        elif url.hasFragment() and not url.path():
            self.browser.scrollToAnchor(url.fragment())
