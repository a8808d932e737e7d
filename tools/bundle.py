"""Build the standalone studio: a folder, and an archive of it, that runs with no Python.

    python tools/bundle.py [--dist DIR]

The same command builds on Linux, Windows and macOS (PyInstaller makes a bundle for
the system it runs on; it cannot cross-build). It needs the package installed with its
``bundle`` extra (``pip install -e ".[bundle]"``) and a C compiler, once, for the tower
kernel it compiles in, so that the bundle's users need none.

It writes ``DIR/mazewright/`` (run ``DIR/mazewright/mazewright``, or ``mazewright.exe``)
and ``DIR/mazewright-VERSION-SYSTEM-MACHINE.tar.gz`` (``.zip`` on Windows); DIR is
``dist`` by default, and PyInstaller's work files go to ``build/bundle`` (``--work``).
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
NAME = "mazewright"
#: What the studio never imports but PyInstaller would follow into the bundle from the
#: environment it builds in (test and manual tools, optional extras of our dependencies).
EXCLUDED = [
    "pytest",
    "hypothesis",
    "mkdocs",
    "IPython",
    "tkinter",
    "matplotlib",
    "pandas",
    "pyarrow",
    "scipy",
    "bokeh",
    "PyInstaller",
]


def data_folders() -> list[tuple[Path, str]]:
    """The folders an install puts under ``share/mazewright`` (pyproject.toml's
    data-files), as (source, folder in the bundle), and the library of levels: in the
    bundle they sit beside the `editor` package, where a checkout has them."""
    with open(ROOT / "pyproject.toml", "rb") as f:
        data_files = tomllib.load(f)["tool"]["setuptools"]["data-files"]
    pairs = []
    for target, patterns in data_files.items():
        folder = target.removeprefix("share/mazewright/")
        for pattern in patterns:
            pairs += [(path, folder) for path in sorted(ROOT.glob(pattern))]
    return [*pairs, (ROOT / "library", "library")]


def build_kernel(work: Path) -> Path:
    """The tower kernel compiled for any CPU of this kind, to ship in the bundle."""
    sys.path.insert(0, str(ROOT))
    from editor.games.tower import aot

    print("compiling the tower kernel (about half a minute)", flush=True)
    shutil.rmtree(work / "shipped", ignore_errors=True)
    return aot.build_portable(work / "shipped")


def entry_script(work: Path) -> Path:
    """The bundle's main script: the console command, with the start-up that a frozen
    program needs for the worker processes of ``validate --jobs``."""
    script = work / f"{NAME}.py"
    script.write_text(
        "import multiprocessing\n"
        "import sys\n\n"
        "from editor.cli.main import main\n\n"
        'if __name__ == "__main__":\n'
        "    multiprocessing.freeze_support()\n"
        "    sys.exit(main())\n",
        encoding="utf-8",
    )
    return script


def run_pyinstaller(dist: Path, work: Path, kernel: Path) -> Path:
    import PyInstaller.__main__

    from editor.games.tower import aot

    shipped = aot.SHIPPED.relative_to(ROOT).as_posix()
    args = [
        str(entry_script(work)),
        f"--name={NAME}",
        "--noconfirm",
        f"--distpath={dist}",
        f"--workpath={work}",
        f"--specpath={work}",
        f"--paths={ROOT}",
        f"--additional-hooks-dir={ROOT / 'tools' / 'pyinstaller'}",
        f"--add-binary={kernel}{os.pathsep}{shipped}",
        "--log-level=WARN",
    ]
    if platform.system() != "Linux":  # a Windows or macOS program carries its icon
        from editor.cli.install_desktop import write_icon_png

        write_icon_png(256, work / f"{NAME}.png")
        args.append(f"--icon={work / NAME}.png")
    args += [f"--add-data={source}{os.pathsep}{folder}" for source, folder in data_folders()]
    args += [f"--exclude-module={name}" for name in EXCLUDED]
    PyInstaller.__main__.run(args)
    return dist / NAME


def archive(folder: Path) -> Path:
    from editor import __version__

    system = platform.system().lower()
    base = folder.parent / f"{NAME}-{__version__}-{system}-{platform.machine().lower()}"
    kind = "zip" if system == "windows" else "gztar"
    return Path(shutil.make_archive(str(base), kind, folder.parent, folder.name))


def check(folder: Path) -> None:
    """Run the bundle once, so that a broken build fails here and not at a user's."""
    program = folder / (NAME + (".exe" if platform.system() == "Windows" else ""))
    subprocess.run([str(program), "--version"], check=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="where to write it")
    parser.add_argument(
        "--work",
        type=Path,
        default=ROOT / "build" / "bundle",
        help="PyInstaller's work files (kept: a second build is faster)",
    )
    parser.add_argument("--no-archive", action="store_true", help="write the folder only")
    args = parser.parse_args()
    dist = args.dist.resolve()
    work = args.work.resolve()
    work.mkdir(parents=True, exist_ok=True)
    kernel = build_kernel(work)
    folder = run_pyinstaller(dist, work, kernel)
    check(folder)
    print(f"bundle: {folder}")
    if not args.no_archive:
        print(f"archive: {archive(folder)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
