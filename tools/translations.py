"""Keep the translations of the window current.

    python tools/translations.py          # collect new strings, compile the catalogues
    python tools/translations.py --check  # fail when a catalogue is not current

``pyside6-lupdate`` reads every module of ``editor/`` for the strings passed to
``translate(context, text)`` (`editor.qt.language.translate`), a QObject's ``tr`` and
``QT_TRANSLATE_NOOP`` and merges them into ``resources/i18n/mazewright_<code>.ts``,
one per language other than English; translators fill those in (Qt Linguist, or any
editor: they are XML). ``pyside6-lrelease`` then compiles each into the ``.qm`` file
the studio loads. Both files are kept in the repository, so an install needs neither
tool.
"""

from __future__ import annotations

import argparse
import filecmp
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FOLDER = ROOT / "resources" / "i18n"
sys.path.insert(0, str(ROOT))

from editor.core.languages import LANGUAGES, SOURCE  # noqa: E402

TRANSLATED = [code for code in LANGUAGES if code != SOURCE]


def tool(name: str) -> str:
    """Qt's ``lupdate`` or ``lrelease`` as PySide6 ships it (what ``pyside6-NAME`` runs)."""
    import PySide6

    return str(Path(PySide6.__file__).parent / (name + (".exe" if sys.platform == "win32" else "")))


def catalogue(code: str, folder: Path = FOLDER) -> Path:
    return folder / f"mazewright_{code}.ts"


def sources() -> list[str]:
    return sorted(str(p.relative_to(ROOT)) for p in (ROOT / "editor").rglob("*.py"))


def update(folder: Path = FOLDER) -> None:
    """Merge the strings of the code into each catalogue in ``folder``."""
    for code in TRANSLATED:
        subprocess.run(
            [
                "pyside6-lupdate",
                *sources(),
                "-locations",
                "none",
                "-no-obsolete",
                "-source-language",
                SOURCE,
                "-target-language",
                code,
                "-ts",
                str(catalogue(code, folder)),
            ],
            cwd=ROOT,
            check=True,
            capture_output=True,
        )


def compile_all(folder: Path = FOLDER) -> None:
    for code in TRANSLATED:
        ts = catalogue(code, folder)
        subprocess.run(
            [tool("lrelease"), "-silent", str(ts), "-qm", str(ts.with_suffix(".qm"))],
            check=True,
        )


def stale() -> list[str]:
    """The files of `FOLDER` that `update` and `compile_all` would change."""
    with tempfile.TemporaryDirectory() as tmp:
        copy = Path(tmp)
        for path in FOLDER.iterdir():
            shutil.copy(path, copy / path.name)
        update(copy)
        compile_all(copy)
        return [
            path.name
            for path in sorted(copy.iterdir())
            if not (FOLDER / path.name).is_file()
            or not filecmp.cmp(path, FOLDER / path.name, shallow=False)
        ]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="only say what is not current")
    args = parser.parse_args()
    if args.check:
        behind = stale()
        for name in behind:
            print(f"{name} is not current: run python tools/translations.py")
        return 1 if behind else 0
    FOLDER.mkdir(parents=True, exist_ok=True)
    update()
    compile_all()
    return 0


if __name__ == "__main__":
    sys.exit(main())
