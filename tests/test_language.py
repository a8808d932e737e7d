"""The studio's languages: catalogues kept current and complete, the window's words in
each language, Persian laid out right to left with a font that has its glyphs, and the
choice remembered."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

import pytest
from guitest import open_window
from PySide6.QtCore import Qt
from PySide6.QtGui import QRawFont
from PySide6.QtWidgets import QTextBrowser

from editor.cli.main import main
from editor.core import registry
from editor.core.languages import LANGUAGES, from_locale, known
from editor.gui.mainwindow import MainWindow, editable_games, settings
from editor.gui.newfile import NewFileDialog
from editor.qt import language

ROOT = Path(__file__).resolve().parents[1]
FIRST = ROOT / "library" / "mall" / "01-first-heist.mall.json"
TRANSLATED = sorted(set(LANGUAGES) - {"en"})


def messages(code: str) -> list[tuple[str, str | None, str | None]]:
    """(source, translation, type) of every message of a language's catalogue."""
    tree = ET.parse(ROOT / "resources" / "i18n" / f"mazewright_{code}.ts")
    return [
        (m.findtext("source"), m.findtext("translation"), m.find("translation").get("type"))
        for m in tree.iter("message")
    ]


@pytest.fixture
def speaking(qapp):
    """Install a language for one test; English again after it."""
    yield lambda code: language.install(qapp, code)
    language.install(qapp, "en")


def test_the_catalogues_hold_every_string_of_the_code_compiled():
    done = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "translations.py"), "--check"],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_string_is_translated_with_its_placeholders(code):
    found = messages(code)
    assert found
    for source, translation, kind in found:
        assert kind is None and translation, (code, source)
        for name in ("{file}", "{count}", "{language}", "{games}", "{reason}", "{patterns}"):
            assert (name in source) == (name in translation), (code, source, translation)


def menu_texts(window: MainWindow) -> dict[str, str]:
    """path -> text of every menu and action of the window's own menus (not those a
    game's editor installed, nor the languages, named in themselves)."""
    theirs = {id(x) for x in window._installed} | {id(a) for a in window.language_group.actions()}
    found: dict[str, str] = {}

    def visit(menu, path: str) -> None:
        for i, action in enumerate(menu.actions()):
            if action.isSeparator() or id(action) in theirs or id(action.menu()) in theirs:
                continue
            found[f"{path}/{i}"] = action.text()
            if action.menu() is not None:
                visit(action.menu(), f"{path}/{i}")

    visit(window.menuBar(), "")
    found["toolbar"] = window.main_toolbar.windowTitle()
    found["issues"] = window.issues_dock.windowTitle()
    found["history"] = window.history_dock.windowTitle()
    return found


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_windows_menus_speak_the_language(code, qtbot, speaking):
    english = menu_texts(open_window(qtbot, FIRST))
    speaking(code)
    translated = menu_texts(open_window(qtbot, FIRST))
    assert translated.keys() == english.keys()
    same = [english[k] for k in english if translated[k] == english[k]]
    assert same == [], same
    assert all(translated.values())


#: One file of each kind, opened in the window.
FIRSTS = {
    "tower": ROOT / "library" / "tower" / "tutorials" / "02-ladders.quest.json",
    "adventure": ROOT / "library" / "tower" / "adventure-1.adventure.json",
    "labyrinth": ROOT / "library" / "labyrinth" / "01-first-steps.labyrinth.json",
    "mall": FIRST,
    "daedalus": ROOT / "library" / "daedalus" / "01-first-steps.daedalus.json",
    "wandering": ROOT / "library" / "wandering" / "01-first-magic-tower-game.setup.json",
}
#: Words that are the same in every language: names, and what has no words.
SAME_EVERYWHERE = {"Mazewright", "PDF", "PNG", "SVG", "GIF", "OK"}


def window_words(window: MainWindow) -> dict[str, str]:
    """Where -> text of everything the window names: its menus (the game's too), tool
    bars and their tools, docks, and the titles of its dialogs."""
    from PySide6.QtWidgets import QDockWidget, QToolBar

    skip = {id(a) for a in window.language_group.actions()}
    skip.add(id(window.recent_menu.menuAction()))
    found: dict[str, str] = {}

    def visit(menu, path: str) -> None:
        for i, action in enumerate(menu.actions()):
            if action.isSeparator() or id(action) in skip:
                continue
            found[f"{path}/{i}"] = action.text()
            if action.menu() is not None:
                visit(action.menu(), f"{path}/{i}")

    visit(window.menuBar(), "menu")
    for bar in window.findChildren(QToolBar):
        found[f"bar {bar.objectName()}"] = bar.windowTitle()
        for i, action in enumerate(bar.actions()):
            if not action.isSeparator() and action.text() and action.menu() is None:
                found[f"bar {bar.objectName()}/{i}"] = action.text()
                found[f"bar {bar.objectName()}/{i} tip"] = action.toolTip()
    for dock in window.findChildren(QDockWidget):
        found[f"dock {dock.objectName()}"] = dock.windowTitle()
    dialogs = [NewFileDialog(editable_games(), window.game, window)]
    dialogs += [window.show_shortcuts(), window.show_manual(), window.show_rules()]
    dialogs += [window.open_generate_dialog()]
    if window.game.export.write is not None:
        dialogs.append(window.open_export_dialog())
    for i, dialog in enumerate(dialogs):
        found[f"dialog {i}"] = dialog.windowTitle()
        dialog.close()
    return found


def untranslated(english: dict[str, str], translated: dict[str, str], code: str) -> list[str]:
    """The English texts that the translated window shows unchanged, but for words the
    language's catalogue says are the same in it ("Rotation" in French and German)."""
    same = {source for source, translation, _ in messages(code) if source == translation}
    return sorted(
        {
            text
            for where, text in english.items()
            if translated.get(where) == text
            and any(c.isalpha() for c in text)
            and text.replace("&", "") not in SAME_EVERYWHERE
            and text not in same
        }
    )


@pytest.mark.parametrize("code", TRANSLATED)
@pytest.mark.parametrize("kind", sorted(FIRSTS))
def test_every_menu_tool_dock_and_dialog_title_speaks_the_language(kind, code, qtbot, speaking):
    english = window_words(open_window(qtbot, FIRSTS[kind]))
    speaking(code)
    translated = window_words(open_window(qtbot, FIRSTS[kind]))
    assert translated.keys() == english.keys()
    assert untranslated(english, translated, code) == []


def test_persian_is_laid_out_right_to_left_in_a_font_with_its_glyphs(qtbot, speaking, qapp):
    speaking("fa")
    window = open_window(qtbot, FIRST)
    assert window.layoutDirection() == Qt.LayoutDirection.RightToLeft
    assert window.view.layoutDirection() == Qt.LayoutDirection.LeftToRight  # the board
    assert qapp.font().families()[0] == "Vazirmatn"
    raw = QRawFont.fromFont(qapp.font())
    # the Persian script (symbols such as ✔ may come from another font)
    letters = {c for _, text, _ in messages("fa") for c in text if "\u0600" <= c <= "\u06ff"}
    assert len(letters) > 30
    assert [c for c in sorted(letters) if not raw.supportsCharacter(ord(c))] == []
    speaking("de")
    assert open_window(qtbot, FIRST).layoutDirection() == Qt.LayoutDirection.LeftToRight


def test_the_choice_in_view_language_is_kept_for_the_next_start(qtbot, monkeypatch):
    monkeypatch.delenv("MAZEWRIGHT_LANG")
    window = open_window(qtbot, FIRST)
    (deutsch,) = [a for a in window.language_group.actions() if a.data() == "de"]
    deutsch.trigger()
    assert "Deutsch" in window.statusBar().currentMessage()
    assert language.chosen(settings().value("language")) == "de"
    again = open_window(qtbot, FIRST)
    assert [a.data() for a in again.language_group.actions() if a.isChecked()] == ["de"]
    monkeypatch.setenv("MAZEWRIGHT_LANG", "fr")  # --lang wins over the choice
    assert language.chosen(settings().value("language")) == "fr"


def test_the_systems_language_is_read_from_the_locale():
    assert from_locale({"LANG": "de_DE.UTF-8"}) == "de"
    assert from_locale({"LANGUAGE": "pt:fa_IR", "LANG": "en_US.UTF-8"}) == "fa"
    assert from_locale({"LC_ALL": "fr_CA.UTF-8", "LANG": "de_DE.UTF-8"}) == "fr"
    assert from_locale({"LANG": "ja_JP.UTF-8"}) == from_locale({}) == "en"
    assert known("C") is None and known("fa-IR") == "fa"


def test_lang_before_a_command_sets_the_language_and_refuses_an_unknown_one(monkeypatch, capsys):
    monkeypatch.delenv("MAZEWRIGHT_LANG")
    assert main(["--lang", "xx", "validate", str(FIRST)]) == 2
    assert "'xx' is not one of de, en, fa, fr" in capsys.readouterr().err
    assert main(["--lang=fa", "validate", str(FIRST)]) == 0
    assert language.chosen("de") == "fa"


#: A set-up card, labyrinth cards and a tower quest's sheet, as printed.
PRINTED = [
    FIRSTS["wandering"],
    FIRSTS["labyrinth"],
    FIRSTS["tower"],
]


def export(path: Path, out: Path, lang: str | None = None, *options: str) -> None:
    """``mazewright [--lang LANG] export PATH -o OUT [OPTIONS]``, as a user runs it."""
    env = {k: v for k, v in os.environ.items() if k != "MAZEWRIGHT_LANG"}
    env.update(LANG="C.UTF-8", QT_QPA_PLATFORM="offscreen")
    chosen = ["--lang", lang] if lang else []
    command = [sys.executable, "-m", "editor", *chosen, "export", str(path), "-o", str(out)]
    done = subprocess.run([*command, *options], capture_output=True, text=True, env=env)
    assert done.returncode == 0, done.stderr


@pytest.mark.slow
@pytest.mark.parametrize("path", PRINTED, ids=lambda p: p.name)
def test_printed_in_persian_with_the_shipped_font_and_its_words(path, tmp_path):
    """In Persian a PDF embeds Vazirmatn, which has every letter of the catalogue (see
    above), and English does not; in German (the same font as English) the pictures
    differ from the English ones: the words on the cards are translated."""

    def fonts(pdf: bytes) -> set[bytes]:
        return set(re.findall(rb"/BaseFont\s*/(?:[A-Z]{6}\+)?([A-Za-z-]+)", pdf))

    export(path, tmp_path / "fa.pdf", "fa")
    export(path, tmp_path / "en.pdf")
    persian = fonts((tmp_path / "fa.pdf").read_bytes())
    english = fonts((tmp_path / "en.pdf").read_bytes())
    assert b"Vazirmatn-Regular" in persian or b"Vazirmatn-Bold" in persian, persian
    assert not any(f.startswith(b"Vazirmatn") for f in english), english
    for code in ("de", "en"):
        (tmp_path / code).mkdir()
    export(path, tmp_path / "de", "de", "--format", "png")
    export(path, tmp_path / "en", None, "--format", "png")
    pictures = sorted(p.name for p in (tmp_path / "en").iterdir())
    assert pictures and pictures == sorted(p.name for p in (tmp_path / "de").iterdir())
    same = [
        n
        for n in pictures
        if (tmp_path / "de" / n).read_bytes() == (tmp_path / "en" / n).read_bytes()
    ]
    assert same == [], "these cards show the same words in German as in English"


def structure(markdown: str) -> tuple:
    """What a translation of a rules document keeps: its headings per level, its code
    blocks as they are, and its table rows."""
    headings = Counter(len(m) for m in re.findall(r"^(#+) ", markdown, re.M))
    blocks = re.findall(r"^[ \t]*```.*?^[ \t]*```", markdown, re.M | re.S)
    rows = len(re.findall(r"^\s*\|", markdown, re.M))
    return headings, blocks, rows


RULED = [g for g in registry.games() if g.rules_text() is not None]


@pytest.mark.parametrize("code", TRANSLATED)
@pytest.mark.parametrize("game", RULED, ids=lambda g: g.name)
def test_each_rules_document_is_translated_whole(game, code):
    english, translated = game.rules_text(), game.rules_text(code)
    assert translated != english, f"RULES.{code}.md of {game.name} is missing"
    assert structure(translated) == structure(english)
    assert not code_spans(english) - code_spans(translated)


def code_spans(markdown: str) -> Counter:
    """The `code` spans outside code blocks (one may run over two lines)."""
    prose = re.sub(r"^[ \t]*```.*?^[ \t]*```", "", markdown, flags=re.M | re.S)
    return Counter(" ".join(span.split()) for span in re.findall(r"`[^`]+`", prose))


def test_help_rules_shows_the_rules_in_the_windows_language(qtbot, speaking):
    speaking("fr")
    window = open_window(qtbot, FIRSTS["labyrinth"])
    dialog = window.show_rules()
    (browser,) = dialog.findChildren(QTextBrowser)
    heading = registry.by_name("labyrinth").rules_text("fr").splitlines()[0].lstrip("# ")
    assert browser.toPlainText().startswith(heading)
    dialog.close()
