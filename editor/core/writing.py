"""Writing files safely: whole or not at all, through symbolic links, never over a
read-only file unless asked, and no temporary files left behind by a crash.

Every file is first written to a temporary file in the target's folder, flushed to
disk and then renamed over the target in one step, so a crash leaves either the old
or the new file. Temporary names are short and independent of the target's name (any
legal file name can be saved): ``.mzw-<host>-<pid>-<random>.tmp``. A killed writer
leaves its temporary file behind; the next write into the same folder removes the
temporaries whose writer is gone (`sweep`).
"""

from __future__ import annotations

import contextlib
import errno
import hashlib
import os
import re
import socket
import stat
import tempfile
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

#: This machine, in temporary names: a writer's pid means something only on its own host.
HOST = hashlib.sha1(socket.gethostname().encode("utf-8", "replace")).hexdigest()[:4]
TEMP_PREFIX = ".mzw-"
TEMP_SUFFIX = ".tmp"
_TEMP_NAME = re.compile(r"\.mzw-([0-9a-f]{4})-([0-9]{1,10})-[a-z0-9_]{8}\.tmp")
#: Temporaries named after their target by earlier versions (no pid in the name).
_OLD_TEMP_NAME = re.compile(
    r"\..+\.(?:json\.[a-z0-9_]{8}\.tmp|(?i:pdf|png|svg|gif)\.[a-z0-9_]{8}\.part)"
)
#: A temporary whose writer cannot be asked (another host, an earlier version, a pid
#: that may have been reused) is removed once it is this old.
STALE_SECONDS = 24 * 3600

# mkstemp makes private files; new files get the usual permissions
_UMASK = os.umask(0o022)
os.umask(_UMASK)


class ReadOnlyFile(PermissionError):
    """The target exists and is read-only; it is replaced only when forced."""

    def __init__(self, path: str | os.PathLike):
        super().__init__(errno.EACCES, "the file is read-only", str(path))


def pid_alive(pid: int) -> bool:
    """Whether a process with this id is running on this machine."""
    if pid <= 0:
        return False
    if os.name == "nt":  # os.kill(pid, 0) would signal the process on Windows
        import ctypes

        kernel32 = ctypes.windll.kernel32
        handle = kernel32.OpenProcess(0x00100000, False, pid)  # SYNCHRONIZE
        if not handle:
            return False
        try:
            return kernel32.WaitForSingleObject(handle, 0) == 0x102  # WAIT_TIMEOUT
        finally:
            kernel32.CloseHandle(handle)
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    except OSError:
        return False
    return True


def is_temporary(name: str) -> bool:
    """Whether a file name is one of our temporary files (this version's or an earlier one's)."""
    return bool(_TEMP_NAME.fullmatch(name) or _OLD_TEMP_NAME.fullmatch(name))


def _stale(name: str, mtime: float, now: float) -> bool:
    old = now - mtime > STALE_SECONDS
    m = _TEMP_NAME.fullmatch(name)
    if m is None:
        return old and _OLD_TEMP_NAME.fullmatch(name) is not None
    host, pid = m[1], int(m[2])
    if host != HOST:
        return old
    return not pid_alive(pid) or (old and pid != os.getpid())


def sweep(folder: str | os.PathLike) -> int:
    """Remove the temporary files in ``folder`` left by writers that died; how many.

    Only regular files named like our temporaries are considered, and only those
    whose writer is no longer running (or, when that cannot be known, that are
    older than `STALE_SECONDS`). Errors are ignored: sweeping never fails a save.
    """
    removed = 0
    now = time.time()
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return 0
    for entry in entries:
        if not entry.name.startswith(".") or not is_temporary(entry.name):
            continue
        try:
            st = entry.stat(follow_symlinks=False)
            if stat.S_ISREG(st.st_mode) and _stale(entry.name, st.st_mtime, now):
                os.unlink(entry.path)
                removed += 1
        except OSError:
            continue
    return removed


def is_read_only(path: str | os.PathLike) -> bool:
    """Whether ``path`` (through links) is an existing file that may not be written.

    The mode bits decide, not only `os.access`: root may write anything, yet a file
    without any write bit was made read-only on purpose.
    """
    real = os.path.realpath(path)
    try:
        st = os.stat(real)
    except OSError:
        return False
    if not stat.S_ISREG(st.st_mode):
        return False
    return not st.st_mode & 0o222 or not os.access(real, os.W_OK)


def resolve(path: str | os.PathLike) -> Path:
    """Where writing ``path`` really goes: symbolic links are followed, so a link stays a link."""
    return Path(os.path.realpath(path))


@dataclass
class _Pending:
    target: Path
    temp: Path


def _begin(target: str | os.PathLike, force: bool, swept: set[Path]) -> _Pending:
    real = resolve(target)
    if real.is_dir():
        raise IsADirectoryError(errno.EISDIR, "it is a folder", str(target))
    if not force and is_read_only(real):
        raise ReadOnlyFile(target)
    folder = real.parent
    if folder not in swept:
        sweep(folder)
        swept.add(folder)
    prefix = f"{TEMP_PREFIX}{HOST}-{os.getpid()}-"
    fd, tmp = tempfile.mkstemp(prefix=prefix, suffix=TEMP_SUFFIX, dir=folder)
    os.close(fd)
    return _Pending(real, Path(tmp))


def _finish(p: _Pending) -> None:
    fd = os.open(p.temp, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
    try:
        mode = os.stat(p.target).st_mode & 0o7777
    except FileNotFoundError:
        mode = 0o666 & ~_UMASK
    os.chmod(p.temp, mode)
    os.replace(p.temp, p.target)


@contextlib.contextmanager
def replacing_all(
    targets: Sequence[str | os.PathLike], *, force: bool = False
) -> Iterator[list[Path]]:
    """Temporary paths to write ``targets`` to; each is renamed over its target at the end.

    If the block raises, every temporary file is removed and no target is touched.
    A read-only target raises `ReadOnlyFile` before anything is written, unless
    ``force``. A target that is a symbolic link is written through: the file it
    points to is replaced, the link stays.
    """
    pending: list[_Pending] = []
    swept: set[Path] = set()
    try:
        for target in targets:
            pending.append(_begin(target, force, swept))
        yield [p.temp for p in pending]
        for p in pending:
            _finish(p)
    finally:
        for p in pending:
            with contextlib.suppress(OSError):
                p.temp.unlink()


@contextlib.contextmanager
def replacing(target: str | os.PathLike, *, force: bool = False) -> Iterator[Path]:
    """A temporary path to write ``target`` to; renamed over it when the block succeeds."""
    with replacing_all([target], force=force) as temps:
        yield temps[0]


def atomic_write_bytes(path: str | os.PathLike, data: bytes, *, force: bool = False) -> None:
    """Write ``data`` to ``path`` so that a crash leaves either the old or the new file."""
    with replacing(path, force=force) as tmp, open(tmp, "wb") as fh:
        fh.write(data)


def atomic_write_text(path: str | os.PathLike, text: str, *, force: bool = False) -> None:
    """Write ``text`` (UTF-8, ``\\n`` line ends) to ``path``; see `atomic_write_bytes`."""
    atomic_write_bytes(path, text.encode("utf-8"), force=force)
