"""Legality checks of a set-up (RULES.md sections 1 and 2): everything the schema cannot say.

Every finding is a `Diagnostic` with a stable code from `CODES` (``W1xx``: W101-W112
about modules and spells, W120-W127 about the course and the start) and the JSON
pointer of what it is about. The set-up keeps its lists as the file gives them,
duplicates included, so the model alone is enough to name each place.
"""

from __future__ import annotations

from collections.abc import Iterable

from editor.core.diagnostics import ERROR, WARNING, Diagnostic, json_pointer
from editor.core.schema import suggest

from .course import (
    Track,
    default_towers,
    hag_and_raven_space,
    magic_tower_space,
    track_of,
)
from .model import (
    ELIXIR_FOUNTAIN,
    HAG,
    MAGIC_TOWER,
    RAVEN,
    SPELLS_IN_PLAY,
    SPIDERWEB,
    TOWERS,
    SetUp,
)
from .spells import BY_ID, is_viable, pool

#: code -> (severity, title): the single list of set-up checks (RULES.md and tests enumerate it).
CODES: dict[str, tuple[str, str]] = {
    "W101": (ERROR, "the spiderweb without the elixir fountain"),
    "W102": (ERROR, "a module is named twice (in the modules or a custom spell's needs)"),
    "W103": (ERROR, "webs without the spiderweb module"),
    "W104": (ERROR, "a web is named twice"),
    "W105": (ERROR, "the spiderweb module with no web"),
    "W106": (WARNING, "one web, on fountain B (the rulebook recommends A)"),
    "W107": (ERROR, "a spell that is neither the catalogue's nor a custom spell"),
    "W108": (ERROR, "a spell is named twice"),
    "W109": (ERROR, "a spell that is not viable: a module it needs is not in play"),
    "W110": (ERROR, "with the magic tower, the spells named are not five (nor none)"),
    "W111": (ERROR, "a custom spell has the id of a catalogue spell"),
    "W112": (ERROR, "two custom spells have one id"),
    "W120": (ERROR, "the elixir fountains with fewer than 4 landscape tiles"),
    "W121": (ERROR, "the course has no room for the start positions"),
    "W122": (ERROR, "the start does not place nine towers"),
    "W123": (ERROR, "a tower starts off the course"),
    "W124": (ERROR, "a tower starts on the raven castle or a fountain"),
    "W125": (ERROR, "two towers start on one space"),
    "W126": (ERROR, "a magic tower start without the magic tower module"),
    "W127": (ERROR, "the magic tower does not start behind the last tower"),
}

_MODULE_WORDS = {
    ELIXIR_FOUNTAIN: "the elixir fountain",
    SPIDERWEB: "the spiderweb",
    HAG: "the hag",
    RAVEN: "the raven",
    MAGIC_TOWER: "the magic tower",
}


def _diag(code: str, message: str, *path) -> Diagnostic:
    return Diagnostic(code, CODES[code][0], message, path=json_pointer(path) if path else None)


def _twice(values: Iterable) -> list[tuple[int, object]]:
    """(index, value) of every value that an earlier one repeats."""
    seen = set()
    out = []
    for i, value in enumerate(values):
        if value in seen:
            out.append((i, value))
        seen.add(value)
    return out


def _and(words: list[str]) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def check_setup(setup: SetUp, data=None) -> list[Diagnostic]:
    """Every legality finding of ``setup`` (``data``, the JSON it was read from, is not
    needed: the model keeps the file's lists as they are)."""
    return [*_modules(setup), *_webs(setup), *_spells(setup), *_course(setup)]


# -- section 1: modules and spells --------------------------------------------------------


def _modules(setup: SetUp) -> list[Diagnostic]:
    out = [
        _diag("W102", f'"{module}" is named twice in the modules', "modules", i)
        for i, module in _twice(setup.modules)
    ]
    if setup.has(SPIDERWEB) and not setup.has(ELIXIR_FOUNTAIN):
        out.append(
            _diag(
                "W101",
                "the spiderweb needs the elixir fountain: the webs lie on the fountains",
                "modules",
                setup.modules.index(SPIDERWEB),
            )
        )
    return out


def _webs(setup: SetUp) -> list[Diagnostic]:
    if setup.webs is None:
        return []
    if not setup.has(SPIDERWEB):
        if not setup.webs:
            return []
        return [_diag("W103", "webs are listed, but the spiderweb module is not in play", "webs")]
    out = [
        _diag("W104", f"the web on fountain {web} is named twice", "webs", i)
        for i, web in _twice(setup.webs)
    ]
    if not setup.webs:
        out.append(
            _diag(
                "W105",
                'the spiderweb is in play but "webs" lists no fountain; '
                'name A, B or both (or leave "webs" out for both)',
                "webs",
            )
        )
    elif set(setup.webs) == {"B"}:
        out.append(
            _diag(
                "W106",
                "the only web lies on fountain B; the rulebook recommends the web on A "
                "and the fountain without a web on B",
                "webs",
            )
        )
    return out


def _spells(setup: SetUp) -> list[Diagnostic]:
    out = []
    ids = [c.id for c in setup.custom_spells]
    for i, spell_id in _twice(ids):
        out.append(
            _diag("W112", f'two custom spells have the id "{spell_id}"', "custom_spells", i, "id")
        )
    for i, custom in enumerate(setup.custom_spells):
        if custom.id in BY_ID:
            out.append(
                _diag(
                    "W111",
                    f'the custom spell "{custom.id}" has the id of a spell of the catalogue; '
                    "give it a name of its own",
                    "custom_spells",
                    i,
                    "id",
                )
            )
        for j, module in _twice(custom.needs):
            out.append(
                _diag(
                    "W102",
                    f'the custom spell "{custom.id}" needs "{module}" twice',
                    "custom_spells",
                    i,
                    "needs",
                    j,
                )
            )
    known = pool(setup)
    for i, spell_id in _twice(setup.spells):
        out.append(_diag("W108", f'the spell "{spell_id}" is named twice', "spells", i))
    for i, spell_id in enumerate(setup.spells):
        if spell_id not in known:
            out.append(
                _diag(
                    "W107",
                    f'"{spell_id}" is no spell of the catalogue and no custom spell'
                    + suggest(spell_id, known),
                    "spells",
                    i,
                )
            )
        elif not is_viable(setup, known[spell_id]):
            missing = [_MODULE_WORDS[m] for m in known[spell_id] if not setup.has(m)]
            out.append(
                _diag(
                    "W109",
                    f'the spell "{spell_id}" needs {_and(missing)}, which '
                    f"{'is' if len(missing) == 1 else 'are'} not in play",
                    "spells",
                    i,
                )
            )
    named = len(setup.spells)
    if setup.has(MAGIC_TOWER) and named not in (0, SPELLS_IN_PLAY):
        out.append(
            _diag(
                "W110",
                f"the magic tower plays with exactly five magic spells, and the set-up names "
                f"{named}; name five, or none to draw them at the table",
                "spells",
            )
        )
    return out


# -- section 2: the running course and the start ------------------------------------------


def _course(setup: SetUp) -> list[Diagnostic]:
    tiles = setup.course.landscape_tiles
    if setup.fountains and tiles < 4:
        return [
            _diag(
                "W120",
                f"the elixir fountains lie between landscape tiles 1 and 2 and between 3 and 4, "
                f"so the course needs at least 4 landscape tiles, not {tiles}",
                "course",
                "landscape_tiles",
            )
        ]
    track = track_of(setup)
    if setup.start is None:
        towers = default_towers(track)
        if towers is None:
            count = len(track.landscape())
            return [
                _diag(
                    "W121",
                    f"the course has {count} landscape spaces, too few for the nine towers",
                    "course",
                )
            ]
        return _room_behind(setup, track, towers)
    out = _towers(setup, track)
    if out:
        return out
    return _room_behind(setup, track, setup.start.towers)


def _towers(setup: SetUp, track: Track) -> list[Diagnostic]:
    """The start's towers: nine, each on its own landscape space of the course."""
    assert setup.start is not None
    towers = setup.start.towers
    out = []
    if len(towers) != TOWERS:
        out.append(
            _diag(
                "W122",
                f"the start places {len(towers)} towers; the game has nine",
                "start",
                "towers",
            )
        )
    last = len(track) - 1
    for i, space in enumerate(towers):
        if space > last:
            out.append(
                _diag(
                    "W123",
                    f"a tower starts on space {space}, off the course (spaces 0 to {last})",
                    "start",
                    "towers",
                    i,
                )
            )
        elif not track[space].is_landscape:
            out.append(
                _diag(
                    "W124",
                    f"a tower starts on {track[space].words()}; towers start on landscape spaces",
                    "start",
                    "towers",
                    i,
                )
            )
    for i, space in _twice(towers):
        out.append(_diag("W125", f"two towers start on space {space}", "start", "towers", i))
    magic = setup.start.magic_tower
    if magic is not None and not setup.has(MAGIC_TOWER):
        out.append(
            _diag(
                "W126",
                "the start places the magic tower, but the magic tower module is not in play",
                "start",
                "magic_tower",
            )
        )
    return out


def _room_behind(setup: SetUp, track: Track, towers: tuple[int, ...]) -> list[Diagnostic]:
    """The magic tower behind the last tower, the hag and the raven behind that."""
    magic = None
    if setup.has(MAGIC_TOWER):
        magic = magic_tower_space(track, towers)
        if magic is None:
            return [
                _diag(
                    "W121",
                    "no landscape space is free for the magic tower behind the last tower",
                    "course",
                )
            ]
        given = setup.start.magic_tower if setup.start is not None else None
        if given is not None and given != magic:
            return [
                _diag(
                    "W127",
                    f"the magic tower starts on space {given}; it starts on the first free "
                    f"landscape space behind the last tower (space {max(towers)}): space {magic}",
                    "start",
                    "magic_tower",
                )
            ]
    if (setup.has(HAG) or setup.has(RAVEN)) and hag_and_raven_space(track, towers, magic) is None:
        who = _and([_MODULE_WORDS[m] for m in (HAG, RAVEN) if setup.has(m)])
        return [_diag("W121", f"no space is free for {who} behind the towers", "course")]
    return []
