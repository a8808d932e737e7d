"""Conformance: what every game the studio hosts must do, run for each registered game.

Every test is parametrized over `registry.games()`, so a new game gets them all by
declaring its `GameSpec`: its library files round-trip and survive mutation, each
of its check codes has a file that triggers it (tests/data/checks/ or
tests/data/<game>/checks/, named ``<code><suffix>``), and the answers of its
solver are checked through its hooks: `GameSpec.solving.replay` (every way through the
solver gives plays in the game's rules) and, for a game with a fast solver beside
its reference one, `GameSpec.solving.agree`.
"""

from __future__ import annotations

import copy
import dataclasses
import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from editor.core import contract, registry
from editor.core.diagnostics import Diagnostic
from editor.core.validate import examine, load_file

ROOT = Path(__file__).resolve().parents[1]
DATA = Path(__file__).parent / "data"
GAMES = registry.games()

#: Check codes no file can trigger, by game, and why.
UNTRIGGERABLE: dict[str, dict[str, str]] = {
    "daedalus": {
        "S004": "the maze schema's only rule of allowed values is its format, and a file of "
        "another format is no maze (V001)",
        "S007": "the maze schema has no `not` rule, the only source of S007",
    },
    "labyrinth": {"S007": "the layout schema has no `not` rule, the only source of S007"},
    "mall": {
        "M202": "the solver's limit: `validate --solve` allows 5,000,000 states and 60 s, far "
        "beyond a test file (tests/test_mall_reference.py triggers it with a one-state limit)"
    },
    "tower": {
        "T202": "the solver's limit: `validate --solve` allows 5,000,000 states and 60 s, far "
        "beyond a test file (tests/test_tower_checks.py triggers it with a one-state limit)"
    },
    "wandering": {"S007": "the set-up schema has no `not` rule, the only source of S007"},
}
#: `GameSpec.solving.agree`'s cap on the reference solver: enough for the small library files.
AGREE_STATES = 300

FUZZ = settings(
    max_examples=40,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)


def library(game: registry.GameSpec) -> list[Path]:
    return sorted((ROOT / "library").rglob(f"*{game.suffix}"))


def per_game(test):
    return pytest.mark.parametrize("game", GAMES, ids=lambda g: g.name)(test)


def assert_diagnostics(diags) -> None:
    assert isinstance(diags, list)
    for d in diags:
        assert isinstance(d, Diagnostic)
        assert d.code and d.severity in ("error", "warning") and d.message
        json.dumps(d.to_json())
        d.to_text()


# -- the game's description --------------------------------------------------------------


@per_game
def test_every_reference_resolves_to_what_it_must_be(game):
    """Each `GameSpec` reference names a function taking the arguments the studio passes
    (`editor.core.contract`), its codes modules a CODES table, its Qt part a QtGame."""
    from editor.qt.game import QtGame

    assert contract.problems(game, QtGame) == []


def test_a_reference_that_names_nothing_or_takes_other_arguments_is_reported():
    game = registry.by_name("labyrinth")
    files = dataclasses.replace(
        game.files, load="fileformat:dumps", check="checks:no_such_check", codes=("fileformat",)
    )
    wrong = dataclasses.replace(game, files=files)
    found = contract.problems(wrong)
    assert len(found) == 3
    assert "files.load = 'fileformat:dumps' does not take 2 positional arguments" in found[0]
    assert "files.check = 'checks:no_such_check' names nothing" in found[1]
    assert "codes: fileformat has no CODES table" in found[2]


# -- files round-trip -------------------------------------------------------------------


@per_game
def test_library_files_round_trip(game):
    """Library files are canonical, so saving one gives its text back: dump(load(x)) == x."""
    dump = game.resolve(game.files.dump)
    for path in library(game):
        loaded = load_file(path)
        assert dump(loaded.model) == path.read_text(encoding="utf-8"), path.name


# -- fuzzed and mutated files -------------------------------------------------------------

scalars = (
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**6), max_value=10**6)
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.text(max_size=8)
)
json_values = st.recursive(
    scalars,
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4)
    ),
    max_leaves=12,
)


def _places(node, prefix=()):
    """Every (container, key) inside parsed JSON."""
    if isinstance(node, dict):
        items = list(node.items())
    elif isinstance(node, list):
        items = list(enumerate(node))
    else:
        return
    for key, value in items:
        yield node, key
        yield from _places(value, (*prefix, key))


def _known_keys(node) -> set[str]:
    keys = set()
    for parent, key in _places(node):
        if isinstance(parent, dict):
            keys.add(key)
    return keys


@st.composite
def mutated(draw, game: registry.GameSpec):
    """A library file of ``game`` with one to four changes: a value replaced, nudged or
    given another type, a key deleted or added, an entry duplicated."""
    data = json.loads(draw(st.sampled_from(library(game))).read_text(encoding="utf-8"))
    keys = sorted(_known_keys(data))
    for _ in range(draw(st.integers(1, 4))):
        places = list(_places(data))
        if not places:
            break
        parent, key = draw(st.sampled_from(places))
        op = draw(st.sampled_from(["replace", "nudge", "retype", "delete", "add", "duplicate"]))
        value = parent[key]
        if op == "replace":
            parent[key] = draw(json_values)
        elif op == "nudge" and isinstance(value, int) and not isinstance(value, bool):
            parent[key] = value + draw(st.integers(-8, 8))
        elif op == "retype":
            parent[key] = draw(st.sampled_from([[value], str(value), {"value": value}, None]))
        elif op == "delete":
            del parent[key]
        elif op == "add" and isinstance(parent, dict):
            parent[draw(st.sampled_from(keys) | st.text(max_size=6))] = draw(json_values)
        elif op == "duplicate" and isinstance(parent, list):
            parent.append(copy.deepcopy(value))
    return data


@per_game
@FUZZ
@given(data=st.data())
def test_mutated_library_files_give_diagnostics(game, data):
    """Whatever a mutated file holds, reading it, its checks, the editor's lenient model
    and saving that model give diagnostics, never an exception.

    `examine` is called directly, without `load_file`'s last-resort guard, so a bug
    fails here.
    """
    value = data.draw(mutated(game))
    loaded = examine(copy.deepcopy(value), f"fuzz{game.suffix}")
    assert_diagnostics(loaded.diagnostics)
    assert loaded.game == game or any(d.code == "V001" for d in loaded.diagnostics)
    if loaded.model is not None:
        assert_diagnostics(game.resolve(game.files.check)(loaded.model, value))
    # the editor opens any file leniently, then saves and checks what it shows
    model = game.resolve(game.files.lenient)(copy.deepcopy(value))
    text = game.resolve(game.files.dump)(model)
    assert_diagnostics(examine(json.loads(text), f"lenient{game.suffix}").diagnostics)
    if loaded.ok:
        # what passes the checks survives a canonical save and reload
        again = examine(json.loads(game.resolve(game.files.dump)(loaded.model)), "again")
        assert again.ok and again.model == loaded.model


@per_game
@FUZZ
@given(data=st.data())
def test_truncated_or_garbled_text_gives_diagnostics(game, tmp_path, data):
    """A library file cut short or with bytes changed: diagnostics, not the internal-error one."""
    raw = data.draw(st.sampled_from(library(game))).read_bytes()
    cut = data.draw(st.integers(0, len(raw)))
    if data.draw(st.booleans()):
        raw = raw[:cut]
    else:
        raw = raw[:cut] + data.draw(st.binary(min_size=1, max_size=4)) + raw[cut + 1 :]
    path = tmp_path / f"x{game.suffix}"
    path.write_bytes(raw)
    diags = load_file(path).diagnostics
    assert_diagnostics(diags)
    assert not any(d.code == "V005" for d in diags), [d.to_text() for d in diags]


# -- every check code has a file that triggers it --------------------------------------


def check_file(game: registry.GameSpec, code: str) -> Path | None:
    for folder in (DATA / "checks", DATA / game.name / "checks"):
        path = folder / f"{code}{game.suffix}"
        if path.is_file():
            return path
    return None


CODES = [
    pytest.param(game, code, id=f"{game.name}-{code}")
    for game in GAMES
    for code in sorted(game.codes_table())
    if code not in UNTRIGGERABLE.get(game.name, {})
]


@pytest.mark.parametrize(("game", "code"), CODES)
def test_each_check_code_has_a_file_that_triggers_it(game, code):
    """The file triggers its code (through `validate`, with ``--solve`` for a solver's code)
    and no other error: S010, "too many schema problems", comes with those problems."""
    path = check_file(game, code)
    assert path is not None, f"no {code}{game.suffix} in tests/data/checks or {game.name}/checks"
    diags = load_file(path).diagnostics
    if code not in {d.code for d in diags}:
        diags = load_file(path, solve=True).diagnostics
    hits = [d for d in diags if d.code == code]
    assert hits, [d.to_text() for d in diags]
    assert all(d.severity == game.codes_table()[code][0] for d in hits)
    if code != "S010":
        assert not [d.to_text() for d in diags if d.is_error and d.code != code]


@per_game
def test_untriggerable_codes_are_codes_of_the_game(game):
    for code in UNTRIGGERABLE.get(game.name, {}):
        assert code in game.codes_table()


@per_game
def test_every_check_file_names_a_code_of_its_game(game):
    codes = game.codes_table()
    for folder in (DATA / "checks", DATA / game.name / "checks"):
        for path in folder.glob(f"*{game.suffix}"):
            assert path.name.removesuffix(game.suffix) in codes, path


# -- the solver's answers -------------------------------------------------------------


@per_game
def test_every_answer_of_the_solver_replays_in_the_rules(game):
    assert game.solving.replay, f"{game.name} names no replay hook (GameSpec.solving.replay)"
    replay = game.resolve(game.solving.replay)
    for path in library(game):
        assert replay(load_file(path).model) == [], path.name


@per_game
def test_the_fast_solver_agrees_with_the_reference_one(game):
    """On the library files the reference solver decides within `AGREE_STATES` states per
    search. Small random levels are compared deal by deal by each game's own differential
    tests (the tower's: tests/test_tower_differential.py)."""
    if game.solving.agree is None:
        pytest.skip(f"{game.name} has one solver")
    agree = game.resolve(game.solving.agree)
    decided = 0
    for path in library(game):
        found = agree(load_file(path).model, AGREE_STATES)
        if found is not None:
            decided += 1
            assert found == [], path.name
    assert decided, f"the reference solver decided no library file within {AGREE_STATES} states"


# -- the hooks catch wrong answers ------------------------------------------------------


def test_a_tower_solution_cut_short_does_not_replay():
    from editor.games.tower.crosscheck import replay_problems
    from editor.games.tower.solving import solve

    quest = load_file(ROOT / "library" / "tower" / "tutorials" / "04-barbarian.quest.json").model
    result = solve(quest, players=(1,))
    assert replay_problems(quest, result) == []
    (solo,) = result.players[1]
    solo.solution = solo.solution[:-1]
    assert replay_problems(quest, result) == [
        f"1 player, deal NESW: a solution of {solo.min_actions - 1} actions for a count of "
        f"{solo.min_actions}",
        "1 player, deal NESW: the solution ends before every hero is out",
    ]


def test_tower_results_that_differ_disagree():
    from editor.games.tower.crosscheck import disagreements
    from editor.games.tower.solving import solve

    quest = load_file(ROOT / "library" / "tower" / "tutorials" / "04-barbarian.quest.json").model
    fast, ref = solve(quest), solve(quest)
    assert disagreements(fast, ref) == []
    ref.players[2][1].min_actions += 1
    ref.min_steps += 1
    hands = "/".join(ref.players[2][1].hands)
    assert disagreements(fast, ref) == [
        f"min steps: fast {fast.min_steps}, reference {ref.min_steps}",
        f"deal {hands}: fast {fast.players[2][1].min_actions} actions, "
        f"reference {ref.players[2][1].min_actions}",
    ]


def test_a_labyrinth_walk_through_a_wall_knocks():
    from editor.games.labyrinth.crosscheck import walk_problems

    layout = load_file(ROOT / "library" / "labyrinth" / "01-first-steps.labyrinth.json").model
    assert layout.rooms[2] == (1, 0) and (0, 0, "E") not in layout.walls
    assert walk_problems(layout, "NW", [(0, 0), (1, 0)], 2) == []
    # the wall south of the corner moves to its east side, across the walk
    layout.walls.remove((0, 0, "S"))
    layout.walls.add((0, 0, "E"))
    (problem,) = walk_problems(layout, "NW", [(0, 0), (1, 0)], 2)
    assert problem.startswith("the walk from NW to room 2: step 1 knocks")


@per_game
def test_a_file_from_a_later_version_says_so(game, tmp_path):
    """A file whose format is a later version of the game's (written by a later
    mazewright) is refused with words that say so, not as an unknown format."""
    kind, _, version = game.format.rpartition("/")
    later = f"{kind}/{int(version) + 1}"
    path = tmp_path / f"later{game.suffix}"
    data = json.loads(library(game)[0].read_text(encoding="utf-8"))
    path.write_text(json.dumps({**data, "format": later}), encoding="utf-8")
    (diagnostic,) = load_file(path).diagnostics
    assert diagnostic.code == "V001" and diagnostic.is_error
    assert f'"{later}" is a later version of the {game.label} format' in diagnostic.message
    assert (
        f'reads, "{game.format}"' in diagnostic.message
        and "update mazewright" in diagnostic.message
    )
