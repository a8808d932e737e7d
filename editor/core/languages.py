"""The languages the studio speaks, and which one a user asked for.

The words themselves are in Qt's translation files, one per language
(``resources/i18n/mazewright_<code>.ts``, compiled to ``.qm`` for the window); this
module knows no Qt, so that the command line can choose a language without loading it.
"""

from __future__ import annotations

import os
from collections.abc import Mapping

#: code -> the language's name in itself, as a menu of languages shows it.
LANGUAGES = {"en": "English", "de": "Deutsch", "fr": "Français", "fa": "فارسی"}
#: The languages written from right to left: the window is laid out mirrored for them.
RIGHT_TO_LEFT = frozenset({"fa"})
#: The language the strings in the code are written in.
SOURCE = "en"
#: Set by ``mazewright --lang CODE``: the language of this process and its children.
ENVIRONMENT = "MAZEWRIGHT_LANG"


def known(name: str | None) -> str | None:
    """The code of one of `LANGUAGES` that a locale name means ("fr_CA.UTF-8" -> "fr",
    "de" -> "de", "C" -> None)."""
    if not name:
        return None
    code = name.replace("-", "_").split(".")[0].split("@")[0].split("_")[0].lower()
    return code if code in LANGUAGES else None


def from_locale(environ: Mapping[str, str] = os.environ) -> str:
    """The language the system's locale asks for, as the C library reads it: the first
    known one of ``LANGUAGE`` (a list), then ``LC_ALL``, ``LC_MESSAGES``, ``LANG``;
    English when none is known."""
    for name in environ.get("LANGUAGE", "").split(":"):
        if known(name):
            return known(name)
    for variable in ("LC_ALL", "LC_MESSAGES", "LANG"):
        if environ.get(variable):
            return known(environ[variable]) or SOURCE
    return SOURCE


def asked(environ: Mapping[str, str] = os.environ) -> str | None:
    """The language ``--lang`` set for this process, if any."""
    return known(environ.get(ENVIRONMENT))


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # the name pyside6-lupdate looks for
    """``text`` unchanged, marked for the catalogues in ``context``: words that code
    without Qt declares (a game's label) and the window translates where it shows them."""
    return text
