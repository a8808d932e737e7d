"""The `wandering-setup/1` file format: set-up <-> JSON, canonical and loss-free.

`setup_from_dict` expects data that passed the schema
(`schemas/wandering-setup-1.schema.json`). `setup_from_dict_lenient` takes any JSON
value and never raises: it keeps what it understands, so that an editor can open a
broken file (the checks, given the same data, say what was wrong).

Saving is canonical: keys in the order of the spec's example, 2-space indent, the
spells and custom spells one a line, every other value on its key's line, and a
trailing newline; lists keep their order. An empty ``spells`` or ``custom_spells``
is left out (it says what leaving it out says).
"""

from __future__ import annotations

import json

from editor.core.jsontext import as_int, canonical_text

from .model import (
    DEFAULT_PLAYERS,
    FORMAT,
    FOUNTAINS,
    MAX_LANDSCAPE_TILES,
    MAX_PLAYERS,
    MAX_SPACES_PER_TILE,
    MIN_PLAYERS,
    MODULES,
    Course,
    CustomSpell,
    SetUp,
    StartPositions,
)

_TEXT_KEYS = ("title", "author", "notes")
#: The longest lists the schema allows (`schemas/wandering-setup-1.schema.json`).
MAX_MODULES = 10
MAX_WEBS = 4
MAX_SPELLS = 64
MAX_NEEDS = 10
MAX_TOWERS = 64


def setup_from_dict(data: dict) -> SetUp:
    """Build a set-up from schema-valid data."""
    setup = SetUp(
        players=data["players"],
        modules=tuple(data["modules"]),
        course=Course(data["course"]["landscape_tiles"], data["course"]["spaces_per_tile"]),
        webs=tuple(data["webs"]) if "webs" in data else None,
        spells=tuple(data.get("spells", ())),
        custom_spells=tuple(
            CustomSpell(entry["id"], tuple(entry["needs"]))
            for entry in data.get("custom_spells", ())
        ),
    )
    if "start" in data:
        start = data["start"]
        setup.start = StartPositions(tuple(start["towers"]), start.get("magic_tower"))
    for key in _TEXT_KEYS:
        setattr(setup, key, data.get(key))
    return setup


# -- tolerant reading (lenient loader and checks) ---------------------------------------


def _clamped(value, low: int, high: int, default: int) -> int:
    number = as_int(value)
    return default if number is None else min(high, max(low, number))


def _words(value, allowed=None, limit: int = MAX_SPELLS) -> tuple[str, ...]:
    """The non-empty texts of a JSON list (those in ``allowed``, if given), at most ``limit``."""
    if not isinstance(value, list):
        return ()
    words = [v for v in value if isinstance(v, str) and v and (allowed is None or v in allowed)]
    return tuple(words[:limit])


def setup_from_dict_lenient(data) -> SetUp:
    """Whatever JSON value ``data`` is, a usable set-up: never raises.

    Numbers out of range are brought into range (players 2..6, a course of 1..64
    tiles of 1..16 spaces); modules and webs that are not known, spells that are
    not texts and custom spells without an id are left out, as are towers that are
    not whole numbers of at least 0. A start without towers is no start.
    """
    setup = SetUp()
    if not isinstance(data, dict):
        return setup
    setup.players = _clamped(data.get("players"), MIN_PLAYERS, MAX_PLAYERS, DEFAULT_PLAYERS)
    setup.modules = _words(data.get("modules"), MODULES, MAX_MODULES)
    if isinstance(data.get("webs"), list):
        setup.webs = _words(data["webs"], FOUNTAINS, MAX_WEBS)
    setup.spells = _words(data.get("spells"))
    customs = data.get("custom_spells")
    if isinstance(customs, list):
        setup.custom_spells = tuple(
            CustomSpell(e["id"], _words(e.get("needs"), MODULES, MAX_NEEDS))
            for e in customs
            if isinstance(e, dict) and isinstance(e.get("id"), str) and e["id"]
        )[:MAX_SPELLS]
    course = data.get("course")
    if isinstance(course, dict):
        setup.course = Course(
            _clamped(course.get("landscape_tiles"), 1, MAX_LANDSCAPE_TILES, Course.landscape_tiles),
            _clamped(course.get("spaces_per_tile"), 1, MAX_SPACES_PER_TILE, Course.spaces_per_tile),
        )
    start = data.get("start")
    if isinstance(start, dict) and isinstance(start.get("towers"), list):
        towers = [as_int(t) for t in start["towers"]]
        magic = as_int(start.get("magic_tower"))
        setup.start = StartPositions(
            tuple(t for t in towers if t is not None and t >= 0)[:MAX_TOWERS],
            magic if magic is not None and magic >= 0 else None,
        )
    for key in _TEXT_KEYS:
        value = data.get(key)
        if isinstance(value, str):
            setattr(setup, key, value)
    return setup


# -- saving --------------------------------------------------------------------------


def setup_to_dict(setup: SetUp) -> dict:
    out: dict = {"format": FORMAT}
    for key in _TEXT_KEYS:
        value = getattr(setup, key)
        if value is not None:
            out[key] = value
    out["players"] = setup.players
    out["modules"] = list(setup.modules)
    if setup.webs is not None:
        out["webs"] = list(setup.webs)
    if setup.spells:
        out["spells"] = list(setup.spells)
    if setup.custom_spells:
        out["custom_spells"] = [{"id": c.id, "needs": list(c.needs)} for c in setup.custom_spells]
    out["course"] = {
        "landscape_tiles": setup.course.landscape_tiles,
        "spaces_per_tile": setup.course.spaces_per_tile,
    }
    if setup.start is not None:
        out["start"] = {"towers": list(setup.start.towers)}
        if setup.start.magic_tower is not None:
            out["start"]["magic_tower"] = setup.start.magic_tower
    return out


#: The keys whose lists are written one element a line.
_ONE_A_LINE = ("spells", "custom_spells")


def dumps(setup: SetUp) -> str:
    """The canonical text of a set-up file."""
    return canonical_text(setup_to_dict(setup), _ONE_A_LINE)


def loads(text: str) -> SetUp:
    """A set-up from the text of a schema-valid file (for tests and tools)."""
    return setup_from_dict(json.loads(text))
