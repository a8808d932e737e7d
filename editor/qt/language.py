"""The studio's window in the user's language: the translators of the chosen language
(ours and Qt's own, for its standard dialogs), the window's layout direction, and a
font that has the glyphs of the language's script.

Every user-visible string of the window goes through `translate` (or a QObject's
``tr``) with a context, which ``tools/translations.py`` collects into
``resources/i18n/mazewright_<code>.ts`` and compiles to the ``.qm`` files read here.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, Qt, QTranslator
from PySide6.QtGui import QFont, QFontDatabase, QGuiApplication

from editor.core.languages import RIGHT_TO_LEFT, SOURCE, asked, known
from editor.core.paths import data_dir
from editor.core.registry import GameSpec

#: The font shipped for the scripts the system's fonts may lack (Persian), with its
#: licence beside it in resources/fonts.
FONTS = {"fa": ("Vazirmatn", ("Vazirmatn-Regular.ttf", "Vazirmatn-Bold.ttf"))}


@dataclass
class _Installed:
    """What `install` put in place, and what was there before it first did."""

    code: str = SOURCE
    translators: list[QTranslator] = field(default_factory=list)
    font: QFont | None = None
    """The application's font before a language's font was put first."""
    locale: QLocale | None = None
    """The default locale before a language's was set."""


_installed = _Installed()


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``text`` in the window's language (`QCoreApplication.translate`); the name is the
    one ``pyside6-lupdate`` looks for."""
    return QCoreApplication.translate(context, text, disambiguation, n)


def game_label(game: GameSpec, plural: bool = False) -> str:
    """What one file of ``game`` is (or several, with ``plural``), in the window's
    language."""
    return translate("Games", game.plural if plural else game.label)


def system_language() -> str:
    """The first of the system's languages the studio speaks; English when none is."""
    for name in QLocale.system().uiLanguages():
        if known(name):
            return known(name)
    return SOURCE


def chosen(setting: object) -> str:
    """The window's language: ``--lang`` when given, else the one chosen in View >
    Language (``setting``, "" for the system's), else the system's."""
    return asked() or known(str(setting or "")) or system_language()


def current() -> str:
    """The language `install` installed last (English before)."""
    return _installed.code


def direction(code: str | None = None) -> Qt.LayoutDirection:
    """How a window in ``code`` (the current language) is laid out."""
    rtl = (code or current()) in RIGHT_TO_LEFT
    return Qt.LayoutDirection.RightToLeft if rtl else Qt.LayoutDirection.LeftToRight


def install(app: QGuiApplication, code: str) -> None:
    """Speak ``code`` in ``app`` from now on: its translators and, where the language
    needs one, its font. Windows made before keep their words.

    The application itself stays left to right, so that every picture, page and board
    is painted as on the table; a window in a right-to-left language is mirrored by
    setting `direction` on it (its dialogs follow)."""
    for translator in _installed.translators:
        app.removeTranslator(translator)
    _installed.translators.clear()
    if code != SOURCE:
        for name, folder in (
            (f"mazewright_{code}", str(data_dir("resources") / "i18n")),
            (f"qtbase_{code}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)),
        ):
            translator = QTranslator(app)
            if translator.load(name, folder):
                app.installTranslator(translator)
                _installed.translators.append(translator)
    # explicitly: Qt's own Persian catalogue would otherwise turn the whole application
    app.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
    if _installed.locale is None:
        _installed.locale, _installed.font = QLocale(), app.font()
    QLocale.setDefault(_installed.locale if code == SOURCE else QLocale(code))
    app.setFont(language_font(code, _installed.font) if code in FONTS else _installed.font)
    _installed.code = code


def language_font(code: str, base: QFont) -> QFont:
    """``base`` with the font shipped for ``code`` first in its families, so that its
    script is drawn with real glyphs."""
    font = QFont(base)
    font.setFamilies([*script_families(code), *base.families()])
    return font


def script_families(code: str | None = None) -> list[str]:
    """The font families to put first for text in ``code`` (the current language): the
    font shipped for its script, registered with Qt on first use; none for a language
    the usual fonts draw."""
    code = code or current()
    return [_registered(code)] if code in FONTS else []


@functools.cache
def _registered(code: str) -> str:
    """The family of the font shipped for ``code``, registered with Qt once (every
    printed text asks for it, so the font database is not searched each time)."""
    family, files = FONTS[code]
    if family not in QFontDatabase.families():
        folder = data_dir("resources") / "fonts"
        for name in files:
            QFontDatabase.addApplicationFont(str(folder / name))
    return family
