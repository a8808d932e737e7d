"""Levels designed to order: a seeded search for files that meet a game's constraints.

Per-candidate work, for a batch runner (a process pool, Dask), is one pure top-level
function of plain data, picklable both ways:

    generate_one(game: str, constraints: dict, seed: int, index: int, budget: int)
        -> Generated

``game`` is the `GameSpec.name`; ``constraints`` what `parse_constraints` made of the
game's options (plain values: ints, strings, tuples, dicts); ``seed`` the run's seed
and ``index`` the candidate's number in the run (each candidate has its own random
stream, so candidates can run in any order or place); ``budget`` the mutations it
may try. The same arguments give the same `Generated`, its ``text`` byte for byte.
`generate` runs candidates one after the other and yields each as it finishes.

A game that designs its files declares a `GameGenerator` (`GameSpec.generator`): its
constraint options, a first candidate, its mutations, and how a candidate scores
against the constraints once the game's solver has answered (0: every constraint
met). The search here knows no game. From a seeded `random.Random` it mutates the
current candidate and keeps the mutant when it validates clean (the schema and the
rules checks, as `validate` runs them; warnings the constraints make unavoidable
aside) and scores no worse; a search that finds nothing better for a while starts
again from a new first candidate. It stops at the first candidate that meets every
constraint or when its budget is spent. The file written holds the solver's
numbers in its ``notes``.
"""

from __future__ import annotations

import hashlib
import json
import random
import threading
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from . import registry

#: Mutations without a better score before a search starts again from a new candidate.
RESTART_AFTER = 60


class ConstraintError(ValueError):
    """A constraint that cannot be read or cannot be met; the message names the option."""


@dataclass(frozen=True)
class Option:
    """One constraint a game's generator takes, as a command-line option and a form field."""

    flag: str
    """``--min-actions``; the constraint is stored under `dest` (``min_actions``)."""
    help: str
    default: str = ""
    """The text form of the default ("" for not set), as typed on the command line."""
    parse: Callable[[str], Any] = str
    """Text -> the constraint's plain value; ValueError with the reason when it is wrong."""
    choices: tuple[str, ...] = ()
    switch: bool = False
    """On or off (no text); its value is a bool."""
    metavar: str | None = None

    @property
    def dest(self) -> str:
        return self.flag.lstrip("-").replace("-", "_")


@dataclass(frozen=True)
class Evaluation:
    """What the solver says of a candidate, measured against the constraints."""

    score: float
    """How far from the constraints: 0 when every one is met, larger the farther."""
    merit: float = 0.0
    """Among candidates that meet the constraints, higher ranks first."""
    numbers: str = ""
    """The solver's numbers in one line, for the file's notes."""


@dataclass(frozen=True)
class GameGenerator:
    """What a game gives the search (`GameSpec.generator` names one)."""

    options: tuple[Option, ...]
    start: Callable[[Mapping, random.Random], Any]
    """``(constraints, rng) -> model``: a first candidate."""
    mutate: Callable[[Any, Mapping, random.Random], Any]
    """``(model, constraints, rng) -> model``: a new model a small change away (the
    model given is left as it is)."""
    evaluate: Callable[[Any, Mapping], Evaluation]
    """``(model, constraints) -> Evaluation``: solve the model and score it."""
    finish: Callable[[Any, str, str], Any]
    """``(model, title, notes) -> model``: the model with this title and notes."""
    check: Callable[[Mapping], list[str]] = lambda constraints: []
    """``(constraints) -> problems``: constraints that contradict each other, in words."""
    tolerated: Callable[[Mapping], frozenset[str]] = lambda constraints: frozenset()
    """``(constraints) -> codes``: warnings the constraints make unavoidable (a board
    size the boxed game does not have), which do not disqualify a candidate."""
    standard: Mapping[str, str] = field(default_factory=dict)
    """The standard constraint set ``mazewright bench`` measures, as option values by
    ``dest`` (text as typed)."""


@dataclass(frozen=True)
class Generated:
    """One candidate's outcome (plain data: it crosses process boundaries)."""

    game: str
    seed: int
    index: int
    met: bool
    """Every constraint is met (``text`` is then a file to keep)."""
    score: float
    merit: float = 0.0
    text: str | None = None
    """The canonical file text of the best candidate found (None when none was valid)."""
    numbers: str = ""
    tried: int = 0
    """Mutations tried."""
    design: str = ""
    """A digest of the file without its title and notes: two candidates with the same
    design are the same level."""

    @property
    def name(self) -> str:
        """A file name stem that says how to make the file again."""
        return f"{self.game}-{self.seed}-{self.index:03d}"


def generator_of(game: registry.GameSpec) -> GameGenerator:
    if game.generator is None:
        raise ConstraintError(f"a {game.label} cannot be generated")
    return game.resolve(game.generator)


def generating_games() -> tuple[registry.GameSpec, ...]:
    """The games with a generator, by name."""
    return tuple(g for g in registry.games() if g.generator is not None)


def command_text(values: Mapping[str, str]) -> str:
    """Option values by ``dest`` as typed on the command line: ``--min-actions 2:8``."""
    return " ".join(f"--{dest.replace('_', '-')} {text}" for dest, text in values.items())


def parse_constraints(generator: GameGenerator, values: Mapping[str, Any]) -> dict:
    """The constraints from the options' values by ``dest`` (text as typed, a bool for a
    switch; a missing one takes its default). ConstraintError names the option."""
    out: dict[str, Any] = {}
    for option in generator.options:
        raw = values.get(option.dest)
        if option.switch:
            out[option.dest] = bool(raw)
            continue
        text = option.default if raw is None else str(raw).strip()
        if option.choices and text not in option.choices:
            raise ConstraintError(f"{option.flag}: expected one of {', '.join(option.choices)}")
        try:
            out[option.dest] = option.parse(text)
        except ValueError as exc:
            raise ConstraintError(f"{option.flag}: {exc}") from None
    problems = generator.check(out)
    if problems:
        raise ConstraintError("; ".join(problems))
    return out


def _rng(game: str, seed: int, index: int) -> random.Random:
    # a string seed is hashed the same way in every process and on every machine
    return random.Random(f"{game}:{seed}:{index}")


@dataclass
class _Judged:
    model: Any
    text: str
    evaluation: Evaluation


def _valid_text(game: registry.GameSpec, model, tolerated: frozenset[str]) -> str | None:
    """The model's file text when it validates clean (tolerated warnings aside)."""
    from .validate import examine

    text = game.resolve(game.files.dump)(model)
    loaded = examine(json.loads(text), f"candidate{game.suffix}")
    if loaded.model is None or any(
        d.is_error or d.code not in tolerated for d in loaded.diagnostics
    ):
        return None
    return text


def _judge(game, generator, model, constraints, tolerated) -> _Judged | None:
    text = _valid_text(game, model, tolerated)
    if text is None:
        return None
    return _Judged(model, text, generator.evaluate(model, constraints))


def search(
    game: registry.GameSpec,
    constraints: Mapping,
    seed: int,
    index: int,
    budget: int,
    stop: threading.Event | None = None,
) -> Generated:
    """Hill climbing from the game's first candidate (see the module's docstring)."""
    generator = generator_of(game)
    rng = _rng(game.name, seed, index)
    tolerated = generator.tolerated(constraints)
    current = _judge(game, generator, generator.start(constraints, rng), constraints, tolerated)
    best = current
    stale = 0
    tried = 0
    while tried < budget and not (best and best.evaluation.score == 0):
        if stop is not None and stop.is_set():
            break
        tried += 1
        stale += 1
        if current is not None and stale > RESTART_AFTER:
            model = generator.start(constraints, rng)
            current, stale = None, 0
        else:
            parent = current.model if current is not None else generator.start(constraints, rng)
            model = generator.mutate(parent, constraints, rng)
        judged = _judge(game, generator, model, constraints, tolerated)
        if judged is None:
            continue
        if current is None or judged.evaluation.score <= current.evaluation.score:
            if current is None or judged.evaluation.score < current.evaluation.score:
                stale = 0
            current = judged
        if best is None or judged.evaluation.score < best.evaluation.score:
            best = judged
    if best is None:
        return Generated(game.name, seed, index, False, float("inf"), tried=tried)
    ev = best.evaluation
    met = ev.score == 0
    text = best.text
    design = hashlib.sha256(text.encode()).hexdigest()
    if met:
        title = f"Generated {game.name} {seed}-{index}"
        notes = f"Generated by mazewright generate (seed {seed}, candidate {index}): {ev.numbers}"
        text = _valid_text(game, generator.finish(best.model, title, notes), tolerated)
        met = text is not None
    return Generated(
        game.name, seed, index, met, ev.score, ev.merit, text, ev.numbers, tried, design
    )


def generate_one(game: str, constraints: dict, seed: int, index: int, budget: int) -> Generated:
    """One candidate, from plain data (the unit of work of a batch runner)."""
    spec = registry.by_name(game)
    if spec is None:
        raise ConstraintError(f"no game called {game!r}")
    return search(spec, constraints, seed, index, budget)


def generate(
    game: str,
    constraints: dict,
    count: int,
    *,
    seed: int = 0,
    budget: int = 200,
    attempts: int | None = None,
    stop: threading.Event | None = None,
) -> Iterator[Generated]:
    """Candidates 0, 1, 2... of a run, each yielded as it finishes, until ``count``
    different files meet the constraints, ``attempts`` candidates (default: four per
    file asked) are spent, or ``stop`` is set."""
    spec = registry.by_name(game)
    if spec is None:
        raise ConstraintError(f"no game called {game!r}")
    seen: set[str] = set()
    for index in range(attempts if attempts is not None else 4 * count):
        if len(seen) >= count or (stop is not None and stop.is_set()):
            break
        result = search(spec, constraints, seed, index, budget, stop)
        if stop is not None and stop.is_set() and not result.met:
            break
        if result.met:
            seen.add(result.design)
        yield result


def ranked(results: list[Generated]) -> list[Generated]:
    """Best first: the highest merit, then the order of the run."""
    return sorted(results, key=lambda r: (-r.merit, r.seed, r.index))
