"""The fast solver's kernel compiled ahead of time, so that a solve need not load numba.

Loading numba and the JIT-compiled kernel from numba's disk cache takes about 0.9 s of
CPU, most of a trial quest's `mazewright solve`. numba's ahead-of-time compiler
(`numba.pycc`) compiles the same functions of `kernel`, with the same compiler, into
an extension module that needs only numpy and loads in milliseconds.

The module is built the first time the fast solver is needed (about half a minute,
once) and kept beside numba's own cache of the kernel: in ``__pycache__`` next to
`kernel`, or in the user's cache folder when that is not writable. Its name carries a
hash of everything its code depends on (the kernel's sources, the entry points'
signatures below, the Python, numba and numpy versions, the CPU), so a changed kernel
or another machine builds its own. When it cannot be built (no C compiler, say), the
reason is kept beside it, said once, and the JIT kernel is used from then on.

A standalone bundle (``tools/bundle.py``) carries a module built for any CPU of the
machine's kind (`build_portable`, in `SHIPPED`), so that its users need no C compiler;
one built for this very machine, where there is one, is preferred to it.

The module's functions hold the GIL while they run (pycc's wrappers do not release
it); the front keeps its chunks near 40 ms, so a GUI thread still runs between them.
"""

from __future__ import annotations

import functools
import hashlib
import importlib.machinery
import importlib.util
import os
import platform
import shutil
import sys
import sysconfig
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from types import ModuleType

#: The kernel's entry points and the types the front calls them with (numba's
#: notation: ``int64[::1]`` is a C-contiguous array, ``[:, :, ::1]`` one of three
#: dimensions). The tables, layout cache, store and meta arrays, in `fast`'s order.
_TABLES = ", ".join(
    ["int64[::1]"] * 2 + ["int8[:, :, ::1]"] * 2 + ["int8[:, :, :, ::1]"] * 2 + ["int64[::1]"] * 4
)
_CACHE = "uint64[::1], uint8[::1], uint64[:, :, ::1], int32[:, ::1], int32[:, ::1], int64[::1]"
ENTRY_POINTS = {
    "search_chunk": f"int64({_TABLES}, int64, int64[::1], int64[::1], int64, {_CACHE},"
    " uint64[::1], uint64[::1], int32[::1], int32[::1], uint64[::1], int64, int64[::1], int64,"
    " uint8[:, ::1])",
    "rehash": "void(uint64[::1], uint64[::1], int64, int64, uint64[::1], int64)",
    "move_path": f"int64[::1]({_TABLES}, {_CACHE}, uint64, uint64, int64, int64, int64, int64)",
}

_HERE = Path(__file__).resolve().parent
#: The sources the compiled code is made of: any change builds the module again.
#: (`editor.core.kernels` found without importing it: that would load numba.)
_SOURCES = tuple(_HERE / name for name in ("kernel.py", "kernelcodes.py", "compile.py")) + (
    Path(importlib.util.find_spec("editor.core.kernels").origin),
)
#: The CPU the code is compiled for (numba's name; "host": this machine's, "": LLVM's
#: generic CPU of this kind of machine, for a module that travels).
_TARGET_CPU = "host"
_PORTABLE_CPU = ""
#: Where a bundle keeps the module it ships.
SHIPPED = _HERE / "shipped"


class BuildError(Exception):
    """The module could not be built; the message says why."""


def _cpu() -> str:
    """What identifies this machine's CPU for code compiled for it (its model and
    instruction set extensions where the system tells them)."""
    try:
        with open("/proc/cpuinfo", encoding="utf-8", errors="replace") as f:
            lines = [line for line in f if line.startswith(("model name", "flags"))]
        return "".join(sorted(set(lines)))
    except OSError:
        return platform.processor()


def _numba_version() -> bytes:
    """numba's version file, read without importing numba (which takes half a second)."""
    spec = importlib.util.find_spec("numba")
    if spec is None or spec.origin is None:
        return b""
    try:
        return (Path(spec.origin).parent / "_version.py").read_bytes()
    except OSError:
        return b""


@functools.cache
def module_name(portable: bool = False) -> str:
    """The extension module's name for this kernel, toolchain and machine; with
    ``portable``, for this kernel and Python on any CPU of this kind. (A bundle carries
    its numba in no readable form, so the portable name leaves numba's version out:
    the module, once built, does not use numba.)"""
    import numpy

    h = hashlib.sha256()
    for source in _SOURCES:
        h.update(source.read_bytes())
    parts = [repr(ENTRY_POINTS), sys.version, sysconfig.get_config_var("EXT_SUFFIX") or ""]
    parts += [numpy.__version__, platform.machine()]
    if portable:
        parts.append(_PORTABLE_CPU)
    else:
        h.update(_numba_version())
        parts += [_TARGET_CPU, _cpu()]
    for part in parts:
        h.update(part.encode())
    return f"tower_kernel_{h.hexdigest()[:16]}"


def folders() -> list[Path]:
    """Where the module may be, in the order it is looked for (and built in the first
    that can be written)."""
    import platformdirs

    return [_HERE / "__pycache__", Path(platformdirs.user_cache_dir("mazewright", appauthor=False))]


def _file_name(name: str) -> str:
    return name + (sysconfig.get_config_var("EXT_SUFFIX") or ".so")


def _import(path: Path, name: str) -> ModuleType:
    loader = importlib.machinery.ExtensionFileLoader(name, str(path))
    spec = importlib.util.spec_from_file_location(name, path, loader=loader)
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


def load() -> ModuleType | None:
    """The built module for this machine, else the one a bundle ships, or None when
    there is none yet."""
    places = [(folder, module_name()) for folder in folders()]
    places.append((SHIPPED, module_name(portable=True)))
    for folder, name in places:
        path = folder / _file_name(name)
        if path.is_file():
            try:
                return _import(path, name)
            except ImportError:
                continue  # a broken or foreign file: build another
    return None


def failure() -> str | None:
    """Why the module could not be built here before, or None."""
    name = module_name()
    for folder in folders():
        note = folder / (name + ".failed")
        if note.is_file():
            return note.read_text(encoding="utf-8", errors="replace").strip() or "unknown"
    return None


def _writable(folder: Path) -> bool:
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return False
    return os.access(folder, os.W_OK)


def build() -> ModuleType:
    """Compile the kernel's entry points into the extension module and load it.

    It is compiled into a temporary folder and moved into place, so a process that
    looks meanwhile sees either no module or a whole one. Raises `BuildError`."""
    name = module_name()
    target = next((f for f in folders() if _writable(f)), None)
    if target is None:
        raise BuildError("no writable folder for it: " + ", ".join(map(str, folders())))
    try:
        with _building(target / (name + ".lock")):
            final = target / _file_name(name)
            if final.is_file():  # built by another process while this one waited
                return _import(final, name)
            return _build(name, target, final, _TARGET_CPU)
    except Exception as exc:  # the compiler, the linker, the toolchain's setup, the disk
        raise BuildError(f"{type(exc).__name__}: {exc}".strip()) from exc


def build_portable(folder: Path) -> Path:
    """Compile the module for any CPU of this kind into ``folder`` (a bundle's copy of
    `SHIPPED`) and return its file. Raises `BuildError`."""
    name = module_name(portable=True)
    folder.mkdir(parents=True, exist_ok=True)
    final = folder / _file_name(name)
    try:
        _build(name, folder, final, _PORTABLE_CPU)
    except Exception as exc:
        raise BuildError(f"{type(exc).__name__}: {exc}".strip()) from exc
    return final


@contextmanager
def _building(lock: Path) -> Iterator[None]:
    """Hold ``lock`` while building, so that processes started together (a pool's
    workers) wait for one build instead of each making its own. Where the system has
    no `fcntl` they build side by side, each putting an identical file in place."""
    try:
        import fcntl
    except ImportError:
        yield
        return
    with open(lock, "w") as f:
        fcntl.flock(f, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(f, fcntl.LOCK_UN)


def _build(name: str, target: Path, final: Path, cpu: str) -> ModuleType:
    import warnings

    from . import kernel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # numba.pycc says it is pending deprecation
        from numba.pycc import CC

    work = Path(tempfile.mkdtemp(prefix=name + "-", dir=target))
    try:
        cc = CC(name, kernel)
        cc.output_dir = str(work)
        cc.target_cpu = cpu
        for symbol, signature in ENTRY_POINTS.items():
            cc.export(symbol, signature)(getattr(kernel, symbol).py_func)
        cc.compile()
        try:
            os.replace(work / cc.output_file, final)
        except OSError:  # another process built it and has it loaded (Windows)
            if not final.is_file():
                raise
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return _import(final, name)


def remember_failure(reason: str) -> None:
    """Keep ``reason`` beside where the module would be, so that later runs do not try
    again; a new kernel or toolchain (another `module_name`) tries once more."""
    name = module_name()
    for folder in folders():
        if _writable(folder):
            (folder / (name + ".failed")).write_text(reason + "\n", encoding="utf-8")
            return
