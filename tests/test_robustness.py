"""Bad files of all six kinds through `validate`, `solve`, `export` and `edit --screenshot`.

The cases come from `badfiles` (mutations of each kind's library file, then special
files). The bulk runs in this process through the CLI's `main`; a smaller share runs
as subprocesses, which alone can show a crash signal, a hang or a file left in the
temporary folder. Every run must end with exit status 0 or 1, no traceback, no raw
control or bidi character in the output, and, when it fails, a message naming the file.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from badfiles import BadCase, derived_cases, sample, write_case

from editor.cli.main import main
from editor.core.validate import load_file

ROOT = Path(__file__).resolve().parent.parent
KINDS = ("quest", "adventure", "labyrinth", "mall", "daedalus", "wandering")
RAW_CONTROLS = ("\x1b", "\x07", "\x00", "\u202e", "\u202c", "\u2067", "\u2069")


def _named(kind: str, name: str) -> BadCase:
    (case,) = [c for c in derived_cases(kind) if c.name == name]
    return case


#: the cases that crashed the editor's drawing and export, kept whatever the sample draws
MALL_HUGE_START = [
    _named("mall", "raw:huge-int@/heroes/elf/0"),
    _named("mall", "raw:huge-negative-int@/heroes/elf/1"),
]


def _params(cases):
    return [pytest.param(case, id=f"{case.kind}:{case.name}") for case in cases]


def run_in_process(argv: list[str], capsys) -> tuple[int, str]:
    try:
        code = main(argv)
    except SystemExit as exc:
        code = exc.code if isinstance(exc.code, int) else 1
    captured = capsys.readouterr()
    return code, captured.out + captured.err


def assert_clean(code: int, text: str, path: Path, command: str) -> None:
    assert code in (0, 1), f"{command}: exit status {code}\n{text}"
    assert "Traceback" not in text, text
    for char in RAW_CONTROLS:
        assert char not in text, f"{command} printed {char!r} raw:\n{text!r}"
    if code:
        assert path.name in text, f"{command} failed without naming {path.name}:\n{text}"


def _folder_listing(folder: Path) -> set[str]:
    return {str(p.relative_to(folder)) for p in folder.rglob("*")}


# -- in this process: every sampled case through validate, then solve and export ---------

IN_PROCESS = [case for kind in KINDS for case in sample(kind, per_category=3)]
IN_PROCESS += MALL_HUGE_START


#: what no file may hold (a folder is searched for files, a byte-order mark is allowed)
MUST_FAIL = {
    *(f"special:{name}" for name in ("empty", "whitespace", "dev-null", "binary", "latin-1")),
    *(f"special:{name}" for name in ("fifo", "too-large", "truncated", "missing")),
    *(f"raw:{name}" for name in ("deep-list", "deep-object", "nan", "infinity")),
    "raw:negative-infinity",
}


@pytest.mark.parametrize("case", _params(IN_PROCESS))
def test_validate(case, tmp_path, capsys):
    path = write_case(case, tmp_path)
    before = _folder_listing(tmp_path)
    code, text = run_in_process(["validate", str(path)], capsys)
    assert_clean(code, text, path, "validate")
    if case.category in MUST_FAIL:
        assert code == 1, f"validate passed {case.name}:\n{text}"
    assert _folder_listing(tmp_path) == before


def _validates(path: Path, capsys) -> bool:
    return run_in_process(["validate", str(path)], capsys)[0] == 0


@pytest.mark.parametrize("case", _params(IN_PROCESS))
def test_solve_refuses_what_validate_refuses(case, tmp_path, capsys):
    """A file with errors is not solved (exit 1, its diagnostics said); the mutations
    that leave a file valid are solved by the subprocess test, within its time limit."""
    path = write_case(case, tmp_path)
    if _validates(path, capsys):
        return
    before = _folder_listing(tmp_path)
    code, text = run_in_process(["solve", str(path)], capsys)
    assert_clean(code, text, path, "solve")
    assert code == 1 or "solvable" in text or "cannot be completed" in text, text
    assert _folder_listing(tmp_path) == before


@pytest.mark.parametrize("case", _params(IN_PROCESS))
def test_export(case, tmp_path, capsys):
    path = write_case(case, tmp_path)
    out = tmp_path / "out"
    out.mkdir()
    code, text = run_in_process(["export", str(path), "-o", str(out / "x.pdf"), "-q"], capsys)
    assert_clean(code, text, path, "export")
    if code:
        assert not any(out.iterdir()), "a failed export left files behind"
    else:
        assert _folder_listing(out) == {"x.pdf"}


# -- as subprocesses: crash signals, hangs, files left behind ----------------------------

TIMEOUT = 120


def _subprocess_cases() -> list[BadCase]:
    cases = []
    for kind in KINDS:
        picked = sample(kind, per_category=1, seed=5)
        derived = [c for c in picked if not c.category.startswith("special:")]
        special = [c for c in picked if c.category.startswith("special:")]
        cases += derived[::8] + [c for c in special if c.name.split(":")[1] in SUBPROCESS_SPECIAL]
    return cases + MALL_HUGE_START


SUBPROCESS_SPECIAL = ("fifo", "dev-null", "too-large", "binary", "folder")


def run_subprocess(argv: list[str], tmp_path: Path) -> tuple[int, str]:
    """``mazewright ARGV`` in a fresh interpreter, with a private TMPDIR and data folder
    that must be empty again afterwards."""
    temp, data = tmp_path / "tmpdir", tmp_path / "data-dir"
    temp.mkdir(exist_ok=True)
    env = dict(
        os.environ,
        TMPDIR=str(temp),
        MAZEWRIGHT_DATA_DIR=str(data),
        QT_QPA_PLATFORM="offscreen",
        PYTHONPATH=str(ROOT),
    )
    try:
        proc = subprocess.run(
            [sys.executable, "-m", "editor", *argv],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            errors="replace",
            timeout=TIMEOUT,
            stdin=subprocess.DEVNULL,
        )
    except subprocess.TimeoutExpired:
        pytest.fail(f"mazewright {' '.join(argv)} did not end within {TIMEOUT} s")
    assert proc.returncode >= 0, f"killed by signal {-proc.returncode}\n{proc.stderr}"
    assert not any(temp.iterdir()), f"left in TMPDIR: {sorted(_folder_listing(temp))}"
    return proc.returncode, proc.stdout + proc.stderr


SUBPROCESS = _subprocess_cases()


@pytest.mark.slow
@pytest.mark.parametrize("case", _params(SUBPROCESS))
def test_commands_in_a_subprocess(case, tmp_path):
    files = tmp_path / "files"
    files.mkdir()
    path = write_case(case, files)
    before = _folder_listing(files)
    shot, pdf = tmp_path / "shot.png", tmp_path / "out.pdf"
    for argv in (
        ["validate", str(path)],
        ["solve", str(path), "--timeout", "20"],
        ["export", str(path), "-o", str(pdf), "-q"],
        ["edit", str(path), "--screenshot", str(shot)],
    ):
        code, text = run_subprocess(argv, tmp_path)
        assert_clean(code, text, path, argv[0])
        assert _folder_listing(files) == before, f"{argv[0]} changed the files' folder"
    pdf.unlink(missing_ok=True)
    shot.unlink(missing_ok=True)


# -- the Wandering Towers' own command -------------------------------------------------


@pytest.mark.parametrize(
    "case",
    _params([c for c in sample("wandering", per_category=2) if not c.name.startswith("special:f")]),
)
def test_setup_draw(case, tmp_path, capsys):
    """A draw is made where validate passes, or where the only errors are in the choice of
    spells that the draw replaces (W109, W110); else refused."""
    path = write_case(case, tmp_path)
    loaded = load_file(path)
    errors = {d.code for d in loaded.diagnostics if d.is_error}
    drawable = loaded.model is not None and errors <= {"W109", "W110"}
    code, text = run_in_process(["setup", "draw", str(path)], capsys)
    assert_clean(code, text, path, "setup draw")
    assert code == (0 if drawable else 1), text
