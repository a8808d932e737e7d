"""JSON Schema validation of tower quest files, with messages for people.

The schema (`schemas/tower-quest-1.schema.json`) is loaded and compiled once.
Every schema error becomes a `Diagnostic` with a code by kind (``S0xx``), the
JSON pointer of the offending value, the card and cell when the pointer lies
inside a card entry, and a sentence a non-programmer can act on.
"""

from __future__ import annotations

import difflib
import functools
import json

from ...diagnostics import ERROR, Diagnostic, json_pointer
from ...paths import data_dir

SCHEMA_DIR = data_dir("schemas")
SCHEMA_FILE = SCHEMA_DIR / "tower-quest-1.schema.json"

#: At most this many schema problems are listed per file (a broken file can have thousands).
MAX_SCHEMA_DIAGNOSTICS = 50

#: code -> (severity, title): every schema diagnostic code.
CODES: dict[str, tuple[str, str]] = {
    "S001": (ERROR, "a value has the wrong type"),
    "S002": (ERROR, "a required key is missing"),
    "S003": (ERROR, "an unknown key"),
    "S004": (ERROR, "a value is not one of the allowed values (or not allowed here)"),
    "S005": (ERROR, "a number is out of range"),
    "S006": (ERROR, "a list, text or object has the wrong length"),
    "S007": (ERROR, "a key that this cell or edge type does not take"),
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


def load_schema() -> dict:
    if not SCHEMA_FILE.is_file():
        raise RuntimeError(
            f"the quest schema is missing ({SCHEMA_FILE}); "
            "install mazewright from its source folder (pip install -e .)"
        )
    with open(SCHEMA_FILE, encoding="utf-8") as fh:
        return json.load(fh)


@functools.cache
def validator():
    """The compiled validator, built once per process.

    Integers are strict: ``1.0`` and ``true`` are not whole numbers here (plain
    JSON Schema accepts ``1.0``), so a loaded quest only ever holds ``int``.
    """
    from jsonschema import Draft202012Validator, validators

    checker = Draft202012Validator.TYPE_CHECKER.redefine(
        "integer", lambda _checker, v: isinstance(v, int) and not isinstance(v, bool)
    )
    cls = validators.extend(Draft202012Validator, type_checker=checker)
    return cls(_inline_refs(load_schema()))


def _inline_refs(schema: dict) -> dict:
    """The schema with every local ``$ref`` replaced by its definition.

    Our schema has no recursion, and resolving references on every value is
    most of jsonschema's time; the file keeps its ``$defs`` for readers.
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


# -- describing places -------------------------------------------------------------


def _get(data, parts):
    """The value at ``parts`` inside ``data``, or None when the path does not exist."""
    for p in parts:
        try:
            data = data[p]
        except (KeyError, IndexError, TypeError):
            return None
    return data


def json_point(value) -> tuple[int, int] | None:
    if (
        isinstance(value, list)
        and len(value) == 2
        and all(isinstance(v, int) and not isinstance(v, bool) for v in value)
    ):
        return (value[0], value[1])
    return None


def _card_name(data, index) -> str:
    cid = _get(data, ["cards", index, "id"])
    if isinstance(cid, str) and cid:
        return f"card {cid}"
    return f"card number {index + 1} in the list"


def _place(data, parts) -> tuple[str | None, tuple[int, int] | None]:
    """Card id and local cell for a pointer inside a card entry or a hero start."""
    if len(parts) >= 2 and parts[0] == "cards" and isinstance(parts[1], int):
        cid = _get(data, ["cards", parts[1], "id"])
        card = cid if isinstance(cid, str) and cid else None
        at = None
        if len(parts) >= 4 and parts[2] in ("cells", "edges"):
            at = json_point(_get(data, parts[:4] + ["at"]))
        elif len(parts) >= 4 and parts[2] == "void":
            at = json_point(_get(data, parts[:4]))
        return card, at
    if len(parts) >= 2 and parts[0] == "heroes" and isinstance(parts[1], str):
        start = _get(data, parts[:2])
        if not isinstance(start, dict):
            return None, None
        cid = start.get("card")
        if not isinstance(cid, str):
            cards = data.get("cards") if isinstance(data, dict) else None
            one = cards[0] if isinstance(cards, list) and len(cards) == 1 else None
            cid = one.get("id") if isinstance(one, dict) else None
        return (cid if isinstance(cid, str) else None), json_point(start.get("at"))
    return None, None


def describe(data, parts) -> str:
    """Where ``parts`` points, in words: 'the quest', 'card A', 'cell 3,2 on card A', ..."""
    parts = list(parts)
    if not parts:
        return "the quest"
    if parts[0] == "heroes":
        if len(parts) == 1:
            return '"heroes"'
        return f"the start of the {parts[1]}"
    if parts[0] == "cards":
        if len(parts) == 1:
            return '"cards"'
        if not isinstance(parts[1], int):
            return '"cards"'
        card = _card_name(data, parts[1])
        if len(parts) == 2:
            return card
        kind = parts[2]
        if len(parts) == 3 or not isinstance(parts[3], int):
            return f'"{kind}" of {card}'
        index = parts[3]
        if kind == "void":
            at = json_point(_get(data, parts[:4]))
            if at is not None:
                return f"void cell {at[0]},{at[1]} on {card}"
            return f"void entry number {index + 1} on {card}"
        entry = _get(data, parts[:4])
        at = json_point(entry.get("at")) if isinstance(entry, dict) else None
        if kind == "cells":
            if at is not None:
                return f"cell {at[0]},{at[1]} on {card}"
            return f'entry number {index + 1} of "cells" on {card}'
        if kind == "edges":
            side = entry.get("side") if isinstance(entry, dict) else None
            if at is not None:
                side_text = f" side {side}" if isinstance(side, str) and len(side) == 1 else ""
                return f"edge at {at[0]},{at[1]}{side_text} on {card}"
            return f'entry number {index + 1} of "edges" on {card}'
        return f'"{kind}" of {card}'
    return f'"{parts[0]}"'


def _subject(data, parts) -> tuple[str, str]:
    """(where, what): the container described in words and the key or element named."""
    parts = list(parts)
    if not parts:
        return "the quest", "the file"
    last = parts[-1]
    if (
        isinstance(last, int)
        and last in (0, 1)
        and len(parts) >= 3
        and isinstance(parts[-2], int)
        and parts[-3] == "void"
    ):
        return describe(data, parts[:-1]), ("x", "y")[last]
    if isinstance(last, int) and len(parts) >= 2 and isinstance(parts[-2], str):
        name = parts[-2]
        if name in ("at", "slot", "slots") and last in (0, 1):
            coord = {"at": ("x", "y"), "slot": ("column", "row"), "slots": ("columns", "rows")}
            return describe(data, parts[:-2]), f'"{name}" {coord[name][last]}'
        if name == "void":
            return describe(data, parts), "this void cell"
        if name in ("cells", "edges"):
            return describe(data, parts), "this entry"
        return describe(data, parts[:-2]), f'entry number {last + 1} of "{name}"'
    return describe(data, parts[:-1]), f'"{last}"'


def _type_words(expected) -> str:
    names = expected if isinstance(expected, list) else [expected]
    return " or ".join(_TYPE_WORDS.get(n, n) for n in names)


def _found(value) -> str:
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


def _an(word) -> str:
    text = json.dumps(word) if isinstance(word, str) else "this"
    return ("an " if isinstance(word, str) and word[:1] in "aeiou" else "a ") + text


def _suggest(word: str, allowed) -> str:
    close = difflib.get_close_matches(word, list(allowed), n=1, cutoff=0.7)
    return f' (did you mean "{close[0]}"?)' if close else ""


def _error_diagnostics(error, data) -> list[Diagnostic]:
    """One schema error -> one or more diagnostics (one per unknown key)."""
    parts = list(error.absolute_path)
    kind = error.validator
    code = _KIND.get(kind, "S004")
    where, what = _subject(data, parts)
    out: list[tuple[str, list, str]] = []  # (code, parts, message)

    if kind == "type":
        if not parts:
            msg = (
                f"the file must hold one JSON object {{...}} with the quest's keys, "
                f"not {_found(error.instance)}"
            )
        else:
            msg = (
                f"{where}: {what} must be {_type_words(error.validator_value)}, "
                f"not {_found(error.instance)}"
            )
        out.append((code, parts, msg))
    elif kind == "required":
        instance = error.instance if isinstance(error.instance, dict) else {}
        for key in error.validator_value:
            if key in instance:
                continue
            if not parts:
                msg = f'the quest has no "{key}"; every quest needs "{key}"'
            else:
                place = describe(data, parts)
                ctype = instance.get("type")
                if key == "hero" and ctype == "armory":
                    msg = f'{place}: an armory needs a "hero" (whose armory it is)'
                elif key == "door" and ctype == "key":
                    msg = f'{place}: a key needs a "door" number from 1 to 5'
                elif key == "door" and ctype == "door":
                    msg = f'{place}: a door needs a "door" number from 1 to 5'
                else:
                    msg = f'{place}: "{key}" is missing'
            out.append((code, parts + [key], msg))
    elif kind == "additionalProperties":
        allowed = list(error.schema.get("properties", {}))
        instance = error.instance if isinstance(error.instance, dict) else {}
        for key in instance:
            if key in allowed:
                continue
            hint = _suggest(str(key), allowed)
            if parts == ["heroes"]:
                msg = f'unknown hero "{key}"{hint}; heroes are ' + ", ".join(
                    f'"{h}"' for h in allowed
                )
            else:
                place = describe(data, parts)
                if not hint:
                    hint = "; allowed keys are " + ", ".join(f'"{k}"' for k in allowed)
                msg = f'unknown key "{key}" in {place}{hint}'
            out.append((code, parts + [key], msg))
    elif kind in ("enum", "const"):
        values = error.validator_value if kind == "enum" else [error.validator_value]
        if parts == ["format"]:
            msg = (
                f'this is not a tower quest of this version: "format" must be '
                f'"tower-quest/1", not {_found(error.instance)}'
            )
        else:
            hint = _suggest(error.instance, values) if isinstance(error.instance, str) else ""
            msg = (
                f"{where}: {what} must be one of {_choices(values)}, "
                f"not {_found(error.instance)}{hint}"
            )
        out.append((code, parts, msg))
    elif kind in ("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"):
        msg = f"{where}: {what} must be {_range_words(error.schema)}, not {_found(error.instance)}"
        out.append((code, parts, msg))
    elif kind in ("minItems", "maxItems"):
        n = error.validator_value
        count = len(error.instance) if isinstance(error.instance, list) else 0
        name = parts[-1] if parts else None
        if name in ("at", "slot", "slots") or (
            len(parts) >= 2 and parts[-2] == "void" and isinstance(name, int)
        ):
            values = f"{count} value{'' if count == 1 else 's'}"
            msg = f"{where}: {what} must be two whole numbers [x, y], not {values}"
            if name == "slots":
                msg = f"{where}: {what} must be two whole numbers [columns, rows], not {values}"
            elif name == "slot":
                msg = f"{where}: {what} must be two whole numbers [column, row], not {values}"
        elif kind == "minItems":
            msg = f"{where}: {what} must list at least {n} item{'s' if n != 1 else ''}"
        else:
            msg = f"{where}: {what} may list at most {n} items, not {count}"
        out.append((code, parts, msg))
    elif kind == "minLength":
        out.append((code, parts, f"{where}: {what} must not be empty"))
    elif kind == "maxLength":
        out.append((code, parts, f"{where}: {what} is too long"))
    elif kind == "minProperties":
        if parts == ["heroes"]:
            msg = '"heroes" must name at least one hero and where it starts'
        else:
            msg = f"{where}: {what} must not be empty"
        out.append((code, parts, msg))
    elif kind == "not":
        required = error.validator_value.get("required", []) if error.validator_value else []
        instance = error.instance if isinstance(error.instance, dict) else {}
        place = describe(data, parts)
        etype = instance.get("type")
        is_edge = len(parts) >= 3 and parts[-2] == "edges"
        for key in required:
            if is_edge:
                msg = f'{place}: only a door takes a "{key}" number, not {_an(etype)} edge'
            elif key == "hero":
                msg = f'{place}: {_an(etype)} cell takes no "hero" (only exits and armories do)'
            else:
                msg = f'{place}: {_an(etype)} cell takes no "door" number (only keys do)'
            out.append((code, parts + [key], msg))
    else:
        out.append((code, parts, f"{where}: {what}: {error.message}"))

    diags = []
    for c, p, msg in out:
        msg = msg.removeprefix("the quest: ")
        card, at = _place(data, p)
        diags.append(Diagnostic(c, ERROR, msg, card=card, at=at, path=json_pointer(p)))
    return diags


def _sort_key(error):
    return [(0, p, "") if isinstance(p, int) else (1, 0, str(p)) for p in error.absolute_path]


def schema_diagnostics(data) -> list[Diagnostic]:
    """Every way ``data`` (parsed JSON) breaks the schema, as diagnostics; [] when it conforms."""
    v = validator()
    errors = []
    truncated = False
    for error in v.iter_errors(data):
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
        for d in _error_diagnostics(error, data):
            key = (d.code, d.path, d.message)
            if key not in seen:
                seen.add(key)
                diags.append(d)
    if truncated:
        diags.append(
            Diagnostic(
                "S010",
                ERROR,
                f"more than {MAX_SCHEMA_DIAGNOSTICS} schema problems; only the first are listed",
            )
        )
    return diags
