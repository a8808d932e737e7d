"""The studio's window in the user's language: the translators of the chosen language
(ours and Qt's own, for its standard dialogs), the window's layout direction, and a
font that has the glyphs of the language's script.

Every user-visible string of the window goes through `translate` (or a QObject's
``tr``) with a context, which ``tools/translations.py`` collects into
``resources/i18n/mazewright_<code>.ts`` and compiles to the ``.qm`` files read here.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, Qt, QTranslator
from PySide6.QtGui import QFont, QFontDatabase, QGuiApplication

from editor.core.languages import RIGHT_TO_LEFT, SOURCE, asked, known
from editor.core.paths import data_dir
from editor.core.registry import GameSpec

#: The font shipped for the scripts the system's fonts may lack (Persian), with its
#: licence beside it in resources/fonts.
FONTS = {"fa": ("Vazirmatn", ("Vazirmatn-Regular.ttf", "Vazirmatn-Bold.ttf"))}

_installed: list[QTranslator] = []
_current = [SOURCE]  # the language last installed
# the application's font and the default locale before a language changed them
_fonts: dict[str, QFont] = {}
_locales: dict[str, QLocale] = {}


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
    return _current[0]


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
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    if code != SOURCE:
        for name, folder in (
            (f"mazewright_{code}", str(data_dir("resources") / "i18n")),
            (f"qtbase_{code}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)),
        ):
            translator = QTranslator(app)
            if translator.load(name, folder):
                app.installTranslator(translator)
                _installed.append(translator)
    # explicitly: Qt's own Persian catalogue would otherwise turn the whole application
    app.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
    system = _locales.setdefault("system", QLocale())
    QLocale.setDefault(system if code == SOURCE else QLocale(code))
    _current[0] = code
    base = _fonts.setdefault("base", app.font())
    app.setFont(language_font(code, base) if code in FONTS else base)


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
    if code not in FONTS:
        return []
    family, files = FONTS[code]
    if family not in QFontDatabase.families():
        folder = data_dir("resources") / "fonts"
        for name in files:
            QFontDatabase.addApplicationFont(str(folder / name))
    return [family]
