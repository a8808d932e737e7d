"""Bad files of every kind, derived mechanically from the shipped library files.

Each kind's library file is parsed into a JSON tree; at every path of it a bad value
(wrong types, numbers too large or not finite, lone surrogates, control and bidi
characters, deep nesting, references to nothing) replaces the value, a key is
deleted, an unknown key is added or a key is written twice. Values that `json.dumps`
cannot write (a 4,000-digit integer, `NaN`, a lone surrogate escape) go in as raw text
in place of a placeholder. Special files (empty, a folder, a symlink to /dev/null,
binary, not UTF-8, a FIFO, a file over the size limit) complete the set. The order is
deterministic; `sample` picks a seeded, stratified share of each kind's cases.
"""

from __future__ import annotations

import functools
import json
import os
import random
import shutil
from dataclasses import dataclass
from pathlib import Path

from editor.core.fileio import MAX_FILE_BYTES

LIBRARY = Path(__file__).resolve().parent.parent / "library"

#: kind -> (library file, the folders it refers to, copied beside the bad file)
KINDS: dict[str, tuple[str, tuple[str, ...]]] = {
    "quest": ("tower/tutorials/05-mage.quest.json", ()),
    "adventure": ("tower/adventure-1.adventure.json", ("adventure-1",)),
    "labyrinth": ("labyrinth/01-first-steps.labyrinth.json", ()),
    "mall": ("mall/00-lone-thief.mall.json", ()),
    "daedalus": ("daedalus/04-small-wheel.daedalus.json", ()),
    "wandering": ("wandering/04-hag.setup.json", ()),
}

_PLACEHOLDER = "@@raw@@"
_DEPTH = 10_000

#: name -> raw JSON text of a value json.dumps would not write, or writes in another way
RAW_VALUES: dict[str, str] = {
    "huge-int": "1" + "0" * 4000,
    "huge-negative-int": "-" + "9" * 4000,
    "int64-overflow": str(2**63),
    "float-overflow": "1e999",
    "huge-float": "1.7e308",
    "nan": "NaN",
    "infinity": "Infinity",
    "negative-infinity": "-Infinity",
    "lone-surrogate": '"\\ud800"',
    "low-surrogate-first": '"\\udc00\\ud800x"',
    "escape-chars": '"a\\u001b[2J\\u001b]0;owned\\u0007b"',
    "nul-char": '"x\\u0000y"',
    "bidi-override": '"\\u202egnp.exe\\u202c"',
    "bidi-isolate": '"\\u2067abc\\u2069"',
    "deep-list": "[" * _DEPTH + "]" * _DEPTH,
    "deep-object": '{"a":' * _DEPTH + "1" + "}" * _DEPTH,
}

#: name -> a JSON value of a wrong type (or an absurd one of the right type)
WRONG_VALUES: dict[str, object] = {
    "null": None,
    "true": True,
    "zero": 0,
    "minus-one": -1,
    "fraction": 1.5,
    "big-int": 10**9,
    "empty-string": "",
    "string": "zz-no-such-id",
    "long-string": "x" * 100_000,
    "empty-list": [],
    "list-of-null": [None],
    "empty-object": {},
    "object": {"zz": None},
}


@dataclass(frozen=True)
class BadCase:
    kind: str
    name: str  # the category first: "raw:nan@/cards/0/at", "special:fifo"
    path: tuple = ()  # where in the JSON tree
    arg: str = ""  # the name of the raw or wrong value

    @property
    def category(self) -> str:
        return self.name.split("@", 1)[0]

    @property
    def suffix(self) -> str:
        return KINDS[self.kind][0].split("/")[-1].split(".", 1)[1]

    def text(self) -> str:
        """The bad file's text (not for a special file)."""
        tree = json.loads(source_text(self.kind))
        path, node = self.path, _at(tree, self.path)
        op = self.category.split(":", 1)[0]
        if op == "raw":
            return _with_raw(tree, path, RAW_VALUES[self.arg])
        if op == "wrong":
            return json.dumps(_replaced(tree, path, WRONG_VALUES[self.arg]), indent=1)
        if op == "missing":
            parent = _at(tree, path[:-1])
            del parent[path[-1]]
            return json.dumps(tree, indent=1)
        if op == "unknown-key":
            return json.dumps(_replaced(tree, path, {**node, "zz_unknown": [1]}), indent=1)
        if op == "duplicate-key":
            return _duplicated_key(tree, path)
        if op == "repeated-item":
            return json.dumps(_replaced(tree, path, [*node, node[0]]), indent=1)
        raise ValueError(self.name)


@functools.cache
def source_text(kind: str) -> str:
    return (LIBRARY / KINDS[kind][0]).read_text(encoding="utf-8")


def _paths(node, prefix=()):
    yield prefix
    if isinstance(node, dict):
        for key, value in node.items():
            yield from _paths(value, (*prefix, key))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from _paths(value, (*prefix, index))


def _pointer(path) -> str:
    return "/" + "/".join(str(p) for p in path)


def _at(tree, path):
    for p in path:
        tree = tree[p]
    return tree


def _replaced(tree, path, value):
    if not path:
        return value
    _at(tree, path[:-1])[path[-1]] = value
    return tree


def _with_raw(tree, path, raw: str) -> str:
    return json.dumps(_replaced(tree, path, _PLACEHOLDER), indent=1).replace(
        json.dumps(_PLACEHOLDER), raw
    )


def _duplicated_key(tree, path) -> str:
    """The text with the first key of the object at ``path`` given twice, the first
    time with a value of another type."""
    node = _at(tree, path)
    key = next(iter(node))
    other = "zz" if not isinstance(node[key], str) else 7
    body = ", ".join(
        [f"{json.dumps(key)}: {json.dumps(other)}"]
        + [f"{json.dumps(k)}: {json.dumps(v)}" for k, v in node.items()]
    )
    return _with_raw(tree, path, "{" + body + "}")


@functools.cache
def derived_cases(kind: str) -> tuple[BadCase, ...]:
    """Every mutation of the kind's library file, in a fixed order."""
    tree = json.loads(source_text(kind))
    cases: list[BadCase] = []
    for path in _paths(tree):
        where = _pointer(path)
        node = _at(tree, path)
        for name in RAW_VALUES:
            cases.append(BadCase(kind, f"raw:{name}@{where}", path, name))
        for name, value in WRONG_VALUES.items():
            if value != node or type(value) is not type(node):
                cases.append(BadCase(kind, f"wrong:{name}@{where}", path, name))
        if path:
            cases.append(BadCase(kind, f"missing@{where}", path))
        if isinstance(node, dict):
            cases.append(BadCase(kind, f"unknown-key@{where}", path))
            if node:
                cases.append(BadCase(kind, f"duplicate-key@{where}", path))
        if isinstance(node, list) and node:
            cases.append(BadCase(kind, f"repeated-item@{where}", path))
    return tuple(cases)


SPECIAL_FILES = (
    "empty",
    "whitespace",
    "folder",
    "dev-null",
    "binary",
    "latin-1",
    "bom",
    "fifo",
    "too-large",
    "truncated",
    "missing",
)


def special_cases(kind: str) -> list[BadCase]:
    return [BadCase(kind, f"special:{name}") for name in SPECIAL_FILES]


def sample(kind: str, per_category: int, seed: int = 21) -> list[BadCase]:
    """``per_category`` cases of each category of the kind's mutations, drawn with a
    fixed seed, then every special file."""
    by_category: dict[str, list[BadCase]] = {}
    for case in derived_cases(kind):
        by_category.setdefault(case.category, []).append(case)
    rng = random.Random(f"{seed}:{kind}")
    picked = []
    for cases in by_category.values():
        picked += rng.sample(cases, min(per_category, len(cases)))
    return picked + special_cases(kind)


def write_case(case: BadCase, folder: Path) -> Path:
    """Write the bad file (and the files it refers to) into ``folder``; its path."""
    source, refers_to = KINDS[case.kind]
    for sub in refers_to:
        if not (folder / sub).exists():
            shutil.copytree((LIBRARY / source).parent / sub, folder / sub)
    path = folder / f"bad-{case.kind}.{case.suffix}"
    if not case.category.startswith("special:"):
        path.write_text(case.text(), encoding="utf-8")
        return path
    special = case.name.split(":", 1)[1]
    good = source_text(case.kind)
    if special == "empty":
        path.write_bytes(b"")
    elif special == "whitespace":
        path.write_text(" \n\t\n", encoding="utf-8")
    elif special == "folder":
        path.mkdir()
    elif special == "dev-null":
        path.symlink_to(os.devnull)
    elif special == "binary":
        path.write_bytes(bytes(range(256)) * 8)
    elif special == "latin-1":
        path.write_bytes(good.replace('"format"', '"caf\u00e9", "format"', 1).encode("latin-1"))
    elif special == "bom":
        path.write_bytes(b"\xef\xbb\xbf" + good.encode("utf-8"))
    elif special == "fifo":
        os.mkfifo(path)
    elif special == "too-large":
        path.write_text(good[:-2] + " " * (MAX_FILE_BYTES + 1) + good[-2:], encoding="utf-8")
    elif special == "truncated":
        path.write_text(good[: len(good) // 2], encoding="utf-8")
    elif special != "missing":
        raise ValueError(special)
    return path
