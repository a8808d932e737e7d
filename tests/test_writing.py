"""Saving and exporting leave nothing behind and overwrite nothing by surprise.

The kill tests are real: writers run in child processes that are killed with
SIGKILL at random moments, then one more save or start must leave no temporary
file, and every target must hold a whole old or new file.
"""

from __future__ import annotations

import os
import random
import signal
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest
from builders import make_quest

from editor.core.writing import (
    ReadOnlyFile,
    atomic_write_bytes,
    is_temporary,
    sweep,
)
from editor.games.tower.fileformat import dumps, save_quest
from editor.games.tower.load import read_quest

ROOT = Path(__file__).resolve().parents[1]
SPEC = Path(__file__).parent / "data" / "spec_example.quest.json"

pytestmark = pytest.mark.skipif(os.name == "nt", reason="SIGKILL and mode bits are POSIX")


def two_quests():
    """Two different quests, big enough that a save takes a moment."""
    a = make_quest(size=5, heroes={"elf": (0, 0)}, cells={(4, 4): "exit:elf"})
    b = make_quest(size=5, heroes={"elf": (1, 1)}, cells={(3, 4): "exit:elf"})
    a.title, b.title = "old " * 2000, "new " * 3000
    return a, b


def leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.startswith("."))


# -- killed writers ------------------------------------------------------------------------

SAVE_LOOP = """
import sys
from editor.games.tower.fileformat import save_quest
from editor.games.tower.load import read_quest
quests = [read_quest(p) for p in sys.argv[2:4]]
print("ready", flush=True)
i = 0
while True:
    save_quest(sys.argv[1], quests[i % 2])
    i += 1
"""

AUTOSAVE_LOOP = """
import sys
from pathlib import Path
from editor.gui.autosave import Autosaver
saver = Autosaver(Path(sys.argv[1]))
text = Path(sys.argv[2]).read_text(encoding="utf-8")
print("ready", flush=True)
while True:
    saver.save(text, None)
"""

EXPORT_LOOP = """
import sys
from editor.games.tower.qt import printing
from editor.games.tower.load import read_quest
printing.ensure_gui_app()
source = printing.QuestSource(read_quest(sys.argv[2]), None)
faces = printing.faces(source) * 6
print("ready", flush=True)
while True:
    printing.write_card_images(faces, sys.argv[1], fmt="png", dpi=40)
"""


def kill_round(script: str, args: list[str], kills: int, check) -> int:
    """Start ``script`` and SIGKILL it at a random moment, ``kills`` times; ``check()`` after
    each kill. Returns how many temporary files the killed writers left in total."""
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen")
    rng = random.Random(1234)
    left = 0
    for _ in range(kills):
        proc = subprocess.Popen(
            [sys.executable, "-c", script, *args], stdout=subprocess.PIPE, env=env, text=True
        )
        assert proc.stdout.readline().strip() == "ready"
        time.sleep(rng.uniform(0.0, 0.08))
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        proc.stdout.close()
        left += check()
    return left


@pytest.mark.slow
def test_killed_saves_leave_no_temporaries(tmp_path):
    a, b = two_quests()
    quests = tmp_path / "quests"
    quests.mkdir()
    for name, quest in (("a.quest.json", a), ("b.quest.json", b)):
        save_quest(tmp_path / name, quest)
    target = quests / "q.quest.json"
    save_quest(target, a)
    texts = {dumps(a), dumps(b)}

    def check() -> int:
        assert target.read_text(encoding="utf-8") in texts  # old or new, never half
        return len(leftovers(quests))

    kill_round(
        SAVE_LOOP,
        [str(target), str(tmp_path / "a.quest.json"), str(tmp_path / "b.quest.json")],
        30,
        check,
    )
    save_quest(target, b)
    assert leftovers(quests) == []
    assert [p.name for p in quests.iterdir()] == ["q.quest.json"]
    assert target.read_text(encoding="utf-8") == dumps(b)


def test_killed_autosaves_are_swept_at_the_next_start(tmp_path):
    from editor.gui.autosave import pending_recoveries

    a, _ = two_quests()
    save_quest(tmp_path / "a.quest.json", a)
    folder = tmp_path / "autosave"
    folder.mkdir()
    kill_round(AUTOSAVE_LOOP, [str(folder), str(tmp_path / "a.quest.json")], 20, lambda: 0)
    recoveries = pending_recoveries(folder)  # what an editor does when it starts
    assert leftovers(folder) == []
    for r in recoveries:  # every record left is whole
        assert r.load().model is not None


@pytest.mark.slow
def test_killed_exports_leave_no_temporaries(qapp, tmp_path):
    from editor.games.tower.qt import printing

    out = tmp_path / "png"

    def check() -> int:
        for png in out.glob("*.png"):
            data = png.read_bytes()
            assert data.startswith(b"\x89PNG") and data.endswith(b"IEND\xaeB`\x82")
        return len(leftovers(out)) if out.is_dir() else 0

    kill_round(EXPORT_LOOP, [str(out), str(SPEC)], 12, check)
    source = printing.QuestSource(read_quest(SPEC), None)
    printing.write_card_images(printing.faces(source) * 6, out, fmt="png", dpi=40)
    assert leftovers(out) == []


# -- sweeping only what is ours --------------------------------------------------------------


def dead_pid() -> int:
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    return proc.pid


def test_sweep_removes_only_stale_temporaries_of_ours(tmp_path):
    from editor.core.writing import HOST, STALE_SECONDS

    other_host = "0000" if HOST != "0000" else "ffff"
    names = {
        "dead": f".mzw-{HOST}-{dead_pid()}-abcdefgh.tmp",
        "alive": f".mzw-{HOST}-{os.getpid()}-abcdefgh.tmp",
        "other host, young": f".mzw-{other_host}-1-abcdefgh.tmp",
        "other host, old": f".mzw-{other_host}-2-abcdefgh.tmp",
        "earlier version, old": ".q.quest.json.k3j_x9zz.tmp",
        "earlier export, old": ".cards.pdf.ab12cd34.part",
        "earlier version, young": ".r.quest.json.k3j_x9zz.tmp",
        "user's, old": ".notes.tmp",
        "user's look-alike": ".mzw-notes.tmp",
        "user's json": "q.quest.json",
    }
    old = time.time() - STALE_SECONDS - 60
    for what, name in names.items():
        path = tmp_path / name
        path.write_text(what)
        if "old" in what:
            os.utime(path, (old, old))
    assert sweep(tmp_path) == 4
    kept = {p.name for p in tmp_path.iterdir()}
    gone = {"dead", "other host, old", "earlier version, old", "earlier export, old"}
    assert kept == {n for what, n in names.items() if what not in gone}
    assert not is_temporary(".notes.tmp") and not is_temporary("q.quest.json")


# -- names, links, read-only files -------------------------------------------------------


def test_a_250_character_file_name_can_be_saved(tmp_path):
    a, _ = two_quests()
    name = "q" * (250 - len(".quest.json")) + ".quest.json"
    save_quest(tmp_path / name, a)
    assert read_quest(tmp_path / name).title == a.title
    assert [p.name for p in tmp_path.iterdir()] == [name]


def test_saving_through_a_symbolic_link_keeps_the_link(tmp_path):
    a, b = two_quests()
    real = tmp_path / "real"
    real.mkdir()
    target = real / "q.quest.json"
    save_quest(target, a)
    target.chmod(0o640)
    link = tmp_path / "link.quest.json"
    link.symlink_to(Path("real") / "q.quest.json")
    save_quest(link, b)
    assert link.is_symlink() and os.readlink(link) == str(Path("real") / "q.quest.json")
    assert target.read_text(encoding="utf-8") == dumps(b)
    assert stat.S_IMODE(target.stat().st_mode) == 0o640
    assert sorted(p.name for p in tmp_path.iterdir()) == ["link.quest.json", "real"]
    assert [p.name for p in real.iterdir()] == ["q.quest.json"]


def test_a_read_only_quest_is_not_overwritten_unless_forced(tmp_path):
    a, b = two_quests()
    path = tmp_path / "q.quest.json"
    save_quest(path, a)
    path.chmod(0o444)
    with pytest.raises(ReadOnlyFile, match="read-only"):
        save_quest(path, b)
    assert path.read_text(encoding="utf-8") == dumps(a)
    assert stat.S_IMODE(path.stat().st_mode) == 0o444
    save_quest(path, b, force=True)
    assert path.read_text(encoding="utf-8") == dumps(b)
    assert stat.S_IMODE(path.stat().st_mode) == 0o444  # the mode is kept
    assert leftovers(tmp_path) == []


def test_bytes_and_text_share_the_writer_and_new_files_get_usual_permissions(tmp_path):
    umask = os.umask(0o022)
    os.umask(umask)
    atomic_write_bytes(tmp_path / "x.bin", b"\x00\x01")
    assert (tmp_path / "x.bin").read_bytes() == b"\x00\x01"
    assert stat.S_IMODE((tmp_path / "x.bin").stat().st_mode) == 0o666 & ~umask


# -- the editor's Save ------------------------------------------------------------------------


def test_editor_asks_before_saving_over_a_read_only_quest(qtbot, tmp_path):
    from guitest import open_window

    a, b = two_quests()
    path = tmp_path / "q.quest.json"
    save_quest(path, a)
    w = open_window(qtbot, path)
    w.editor.doc.quest.title = "changed"
    path.chmod(0o444)
    asked = []
    w.ask_overwrite_read_only = lambda p: asked.append(p) or False
    assert not w.save_to(str(path))
    assert asked == [str(path)]
    assert path.read_text(encoding="utf-8") == dumps(a)
    w.ask_overwrite_read_only = lambda p: True
    assert w.save_to(str(path))
    assert read_quest(path).title == "changed"
    assert stat.S_IMODE(path.stat().st_mode) == 0o444
