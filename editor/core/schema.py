"""JSON Schema validation of any game's files, with messages for people.

A game gives its schema file (under `schemas/`) and a `Places` object that puts
JSON pointers into its own words; `Schema.diagnostics` does the rest for every
game alike. Each schema is loaded and compiled once per process; a file that
conforms is told apart without jsonschema (`editor.core.quickschema`). Every schema
error becomes a `Diagnostic` with a code by kind (``S0xx``), the JSON pointer of
the offending value, the card and cell when the game knows them, and a sentence
a non-programmer can act on.
"""

from __future__ import annotations

import difflib
import functools
import json
from pathlib import Path

from .diagnostics import ERROR, Diagnostic, json_pointer
from .paths import data_dir
from .quickschema import Check, checker

SCHEMA_DIR = data_dir("schemas")

#: At most this many schema problems are listed per file (a broken file can have thousands).
MAX_SCHEMA_DIAGNOSTICS = 50

#: code -> (severity, title): every schema diagnostic code, the same for every game.
CODES: dict[str, tuple[str, str]] = {
    "S001": (ERROR, "a value has the wrong type"),
    "S002": (ERROR, "a required key is missing"),
    "S003": (ERROR, "an unknown key"),
    "S004": (ERROR, "a value is not one of the allowed values (or not allowed here)"),
    "S005": (ERROR, "a number is out of range"),
    "S006": (ERROR, "a list, text or object has the wrong length"),
    "S007": (ERROR, "a key that this kind of entry does not take"),
    "S010": (ERROR, "too many schema problems; only the first ones are listed"),
}

_KIND = {
    "type": "S001",
    "required": "S002",
    "additionalProperties": "S003",
    "enum": "S004",
    "const": "S004",
    "minimum": "S005",
    "maximum": "S005",
    "exclusiveMinimum": "S005",
    "exclusiveMaximum": "S005",
    "minItems": "S006",
    "maxItems": "S006",
    "minLength": "S006",
    "maxLength": "S006",
    "minProperties": "S006",
    "not": "S007",
}

_TYPE_WORDS = {
    "integer": "a whole number",
    "number": "a number",
    "string": 'a text in double quotes ("...")',
    "array": "a list [...]",
    "object": "an object {...}",
    "boolean": "true or false",
    "null": "null",
}


# -- small helpers a game's places use too ---------------------------------------------


def get(data, parts):
    """The value at ``parts`` inside ``data``, or None when the path does not exist."""
    for p in parts:
        try:
            data = data[p]
        except (KeyError, IndexError, TypeError):
            return None
    return data


def json_point(value) -> tuple[int, int] | None:
    """``(x, y)`` when ``value`` is a JSON pair of whole numbers, else None."""
    if (
        isinstance(value, list)
        and len(value) == 2
        and all(isinstance(v, int) and not isinstance(v, bool) for v in value)
    ):
        return (value[0], value[1])
    return None


def found(value) -> str:
    """A JSON value as a message shows what was found: short, quoted, never a whole list."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "null"
    if isinstance(value, str):
        text = value if len(value) <= 30 else value[:27] + "..."
        return json.dumps(text, ensure_ascii=False)
    if isinstance(value, (int, float)):
        text = repr(value)
        return text if len(text) <= 30 else text[:27] + "..."
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__


def an(word) -> str:
    """``a "key"`` / ``an "exit"``: a quoted word with its article."""
    text = json.dumps(word) if isinstance(word, str) else "this"
    return ("an " if isinstance(word, str) and word[:1] in "aeiou" else "a ") + text


def suggest(word: str, allowed) -> str:
    """`` (did you mean "x"?)`` for a close match among ``allowed``, else ``""``."""
    close = difflib.get_close_matches(word, list(allowed), n=1, cutoff=0.7)
    return f' (did you mean "{close[0]}"?)' if close else ""


# -- what a game says about its own places ---------------------------------------------


class Places:
    """How one game's files are put into words; a game subclasses it.

    ``pairs`` names the keys whose value is a pair of whole numbers and what each
    number is; ``entries`` names the lists whose elements a message calls by
    themselves ("this entry") rather than by their number.
    """

    #: What one file is, in a word ("quest", "layout").
    noun = "file"
    #: What one file is, naming its game: "this is not a <title> of this version" (a wrong "format").
    title = "file"
    pairs: dict[str, tuple[str, str]] = {"at": ("x", "y")}
    entries: dict[str, str] = {}

    @property
    def whole(self) -> str:
        return f"the {self.noun}"

    def describe(self, data, parts: list) -> str:
        """Where ``parts`` points, in words ("the layout", "card A", "wall at 2,3 side E")."""
        return f'"{parts[0]}"' if parts else self.whole

    def place(self, data, parts: list) -> tuple[str | None, tuple[int, int] | None]:
        """The card and cell (``card``, ``at``) a pointer lies in, where the game has them."""
        return None, None

    def pair_of(self, parts: list) -> tuple[str, str] | None:
        """The names of the two numbers when ``parts`` points at a pair, else None."""
        last = parts[-1] if parts else None
        return self.pairs.get(last) if isinstance(last, str) else None

    def sentence(self, kind: str, data, parts: list, instance, key: str | None) -> str | None:
        """The game's own sentence for an error of this ``kind`` (a JSON Schema keyword)
        at ``parts`` (for ``key`` of kinds that name keys), or None for the usual one."""
        return None


# -- the schema of one game --------------------------------------------------------------


def load_schema_file(name: str) -> dict:
    path = SCHEMA_DIR / name
    if not path.is_file():
        raise RuntimeError(
            f"the schema {name} is missing ({path}); "
            "install mazewright from its source folder (pip install -e .)"
        )
    with open(path, encoding="utf-8") as fh:
        return json.load(fh)


@functools.cache
def compiled(name: str):
    """The compiled validator of schema file ``name``, built once per process.

    Integers are strict: ``1.0`` and ``true`` are not whole numbers here (plain
    JSON Schema accepts ``1.0``), so a loaded file only ever holds ``int``.
    """
    return validator_for(_inline_refs(load_schema_file(name)))


def validator_for(schema: dict):
    """jsonschema's Draft 2020-12 validator of ``schema``, with strict integers."""
    from jsonschema import Draft202012Validator, validators

    types = Draft202012Validator.TYPE_CHECKER.redefine(
        "integer", lambda _checker, v: isinstance(v, int) and not isinstance(v, bool)
    )
    cls = validators.extend(Draft202012Validator, type_checker=types)
    return cls(schema)


@functools.cache
def quick_check(name: str) -> Check | None:
    """The quick yes/no check of schema file ``name`` (`editor.core.quickschema`), built
    once per process; None when the schema uses a keyword it does not know."""
    return checker(_inline_refs(load_schema_file(name)))


def _inline_refs(schema: dict) -> dict:
    """The schema with every local ``$ref`` replaced by its definition.

    Our schemas have no recursion, and resolving references on every value is
    most of jsonschema's time; the files keep their ``$defs`` for readers.
    """
    defs = schema.get("$defs", {})

    def walk(node):
        if isinstance(node, dict):
            ref = node.get("$ref")
            if isinstance(ref, str) and ref.startswith("#/$defs/") and len(node) == 1:
                return walk(defs[ref.removeprefix("#/$defs/")])
            return {k: walk(v) for k, v in node.items() if k != "$defs"}
        if isinstance(node, list):
            return [walk(v) for v in node]
        return node

    return walk(schema)


class Schema:
    """One game's schema file (a name under `schemas/`) and its `Places`."""

    def __init__(self, name: str, places: Places):
        self.name = name
        self.places = places

    @property
    def file(self) -> Path:
        return SCHEMA_DIR / self.name

    def load(self) -> dict:
        """The schema as written (with its ``$defs``)."""
        return load_schema_file(self.name)

    def validator(self):
        return compiled(self.name)

    def diagnostics(self, data) -> list[Diagnostic]:
        """Every way ``data`` (parsed JSON) breaks the schema; [] when it conforms.

        A file that passes the quick check is not given to jsonschema, whose
        import alone takes longer than reading most files.
        """
        check = quick_check(self.name)
        if check is not None and check(data):
            return []
        errors = []
        truncated = False
        for error in self.validator().iter_errors(data):
            if len(errors) >= MAX_SCHEMA_DIAGNOSTICS:
                truncated = True
                break
            errors.append(error)
        errors.sort(key=_sort_key)
        # a value of the wrong type also fails its range or length: say only the type
        typed = {tuple(e.absolute_path) for e in errors if e.validator == "type"}
        errors = [e for e in errors if e.validator == "type" or tuple(e.absolute_path) not in typed]
        diags: list[Diagnostic] = []
        seen = set()
        for error in errors:
            for d in _Wording(self.places, data).diagnostics(error):
                key = (d.code, d.path, d.message)
                if key not in seen:
                    seen.add(key)
                    diags.append(d)
        if truncated:
            diags.append(
                Diagnostic(
                    "S010",
                    ERROR,
                    f"more than {MAX_SCHEMA_DIAGNOSTICS} schema problems; "
                    "only the first are listed",
                )
            )
        return diags


def _sort_key(error):
    return [(0, p, "") if isinstance(p, int) else (1, 0, str(p)) for p in error.absolute_path]


def _type_words(expected) -> str:
    names = expected if isinstance(expected, list) else [expected]
    return " or ".join(_TYPE_WORDS.get(n, n) for n in names)


def _range_words(schema: dict) -> str:
    lo, hi = schema.get("minimum"), schema.get("maximum")
    noun = "a whole number" if schema.get("type") == "integer" else "a number"
    if lo is not None and hi is not None:
        return f"{noun} from {lo} to {hi}"
    if lo is not None:
        return f"{noun} of at least {lo}"
    if hi is not None:
        return f"{noun} of at most {hi}"
    return noun


def _choices(values) -> str:
    quoted = [json.dumps(v) for v in values]
    if len(quoted) == 1:
        return quoted[0]
    return ", ".join(quoted[:-1]) + " or " + quoted[-1]


class _Wording:
    """Schema errors of one file put into sentences with a game's places."""

    def __init__(self, places: Places, data):
        self.places = places
        self.data = data

    def describe(self, parts: list) -> str:
        return self.places.describe(self.data, parts)

    def subject(self, parts: list) -> tuple[str, str]:
        """(where, what): the container described in words and the key or element named."""
        places = self.places
        if not parts:
            return places.whole, "the file"
        last = parts[-1]
        if isinstance(last, int) and last in (0, 1):
            pair = places.pair_of(parts[:-1])
            if pair is not None:
                if len(parts) >= 2 and isinstance(parts[-2], str):
                    return self.describe(parts[:-2]), f'"{parts[-2]}" {pair[last]}'
                return self.describe(parts[:-1]), pair[last]
        if isinstance(last, int) and len(parts) >= 2 and isinstance(parts[-2], str):
            name = parts[-2]
            if name in places.entries:
                return self.describe(parts), places.entries[name]
            return self.describe(parts[:-2]), f'entry number {last + 1} of "{name}"'
        return self.describe(parts[:-1]), f'"{last}"'

    def diagnostics(self, error) -> list[Diagnostic]:
        """One schema error -> one or more diagnostics (one per key it names)."""
        places = self.places
        parts = list(error.absolute_path)
        kind = error.validator
        code = _KIND.get(kind, "S004")
        out: list[tuple[list, str]] = []  # (parts, message)
        if kind in ("required", "additionalProperties", "not"):
            for key, msg in self.keyed(error, parts):
                own = places.sentence(kind, self.data, parts, error.instance, key)
                out.append((parts + [key], own or msg))
        else:
            own = places.sentence(kind, self.data, parts, error.instance, None)
            out.append((parts, own or self.sentence(error, parts)))
        diags = []
        for p, msg in out:
            msg = msg.removeprefix(f"{places.whole}: ")
            card, at = places.place(self.data, p)
            diags.append(Diagnostic(code, ERROR, msg, card=card, at=at, path=json_pointer(p)))
        return diags

    def keyed(self, error, parts: list) -> list[tuple[str, str]]:
        """(key, sentence) for each key an error of a kind that names keys is about."""
        kind = error.validator
        instance = error.instance if isinstance(error.instance, dict) else {}
        noun = self.places.noun
        out = []
        if kind == "required":
            for key in error.validator_value:
                if key in instance:
                    continue
                if not parts:
                    msg = f'{self.places.whole} has no "{key}"; every {noun} needs "{key}"'
                else:
                    msg = f'{self.describe(parts)}: "{key}" is missing'
                out.append((key, msg))
        elif kind == "additionalProperties":
            allowed = list(error.schema.get("properties", {}))
            for key in instance:
                if key in allowed:
                    continue
                hint = suggest(str(key), allowed)
                if not hint:
                    hint = "; allowed keys are " + ", ".join(f'"{k}"' for k in allowed)
                out.append((key, f'unknown key "{key}" in {self.describe(parts)}{hint}'))
        else:  # "not": keys this entry must not have
            value = error.validator_value
            required = value.get("required", []) if isinstance(value, dict) else []
            for key in required:
                out.append((key, f'{self.describe(parts)}: "{key}" is not allowed here'))
        return out

    def sentence(self, error, parts: list) -> str:
        """The sentence for an error of a kind that is about one value."""
        kind = error.validator
        where, what = self.subject(parts)
        shown = found(error.instance)
        if kind == "type":
            if not parts:
                return (
                    f"the file must hold one JSON object {{...}} with the "
                    f"{self.places.noun}'s keys, not {shown}"
                )
            return f"{where}: {what} must be {_type_words(error.validator_value)}, not {shown}"
        if kind in ("enum", "const"):
            values = error.validator_value if kind == "enum" else [error.validator_value]
            if parts == ["format"]:
                return (
                    f"this is not a {self.places.title} of this version: "
                    f'"format" must be {_choices(values)}, not {shown}'
                )
            hint = suggest(error.instance, values) if isinstance(error.instance, str) else ""
            return f"{where}: {what} must be one of {_choices(values)}, not {shown}{hint}"
        if kind in ("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"):
            return f"{where}: {what} must be {_range_words(error.schema)}, not {shown}"
        if kind in ("minItems", "maxItems"):
            n = error.validator_value
            count = len(error.instance) if isinstance(error.instance, list) else 0
            pair = self.places.pair_of(parts)
            if pair is not None:
                values = f"{count} value{'' if count == 1 else 's'}"
                return f"{where}: {what} must be two whole numbers [{pair[0]}, {pair[1]}], not {values}"
            if kind == "minItems":
                return f"{where}: {what} must list at least {n} item{'s' if n != 1 else ''}"
            return f"{where}: {what} may list at most {n} items, not {count}"
        if kind in ("minLength", "minProperties"):
            return f"{where}: {what} must not be empty"
        if kind == "maxLength":
            return f"{where}: {what} is too long"
        return f"{where}: {what}: {error.message}"
