"""A quick yes or no to "does this parsed JSON conform to this JSON Schema?".

Importing jsonschema takes longer than reading and solving a small file, and a
file that conforms needs no schema messages. So `editor.core.schema` asks this check
first and calls on jsonschema only to word the problems of a file that fails it.

The check knows only the keywords our schemas use, each with the meaning that
jsonschema's Draft 2020-12 validator gives it, whole numbers strict as
`editor.core.schema.compiled` makes them (``1.0`` and ``true`` are not integers).
A schema with any other keyword, or with a ``$ref`` left in it, gets no check
(`checker` returns None), so an answer is never a guess.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

#: Tells whether one value conforms.
Check = Callable[[Any], bool]

#: Keywords that say nothing about the value (annotations).
_ANNOTATIONS = frozenset({"$schema", "$id", "$comment", "title", "description", "default"})

_TYPES: dict[str, Check] = {
    "integer": lambda v: isinstance(v, int) and not isinstance(v, bool),
    "number": lambda v: isinstance(v, (int, float)) and not isinstance(v, bool),
    "string": lambda v: isinstance(v, str),
    "array": lambda v: isinstance(v, list),
    "object": lambda v: isinstance(v, dict),
    "boolean": lambda v: isinstance(v, bool),
    "null": lambda v: v is None,
}

_is_number = _TYPES["number"]


class _Unknown(Exception):
    """The schema uses something this module does not check."""


def checker(schema) -> Check | None:
    """The check of ``schema`` (its local references already inlined), or None
    when it uses a keyword this module does not know."""
    try:
        return _compile(schema)
    except _Unknown:
        return None


def _always(_value) -> bool:
    return True


def _never(_value) -> bool:
    return False


def _compile(node) -> Check:
    if node is True:
        return _always
    if node is False:
        return _never
    if not isinstance(node, dict):
        raise _Unknown(node)
    tests: list[Check] = []
    for keyword, value in node.items():
        if keyword in _ANNOTATIONS or keyword in ("then", "else"):
            continue  # checked by "if" (and without an "if" they check nothing)
        build = _KEYWORDS.get(keyword)
        if build is None:
            raise _Unknown(keyword)
        tests.append(build(value, node))
    if not tests:
        return _always
    if len(tests) == 1:
        return tests[0]
    return lambda v: all(test(v) for test in tests)


# -- one builder per keyword: (the keyword's value, the whole schema) -> Check ---------------


def _type(names, _node) -> Check:
    names = names if isinstance(names, list) else [names]
    try:
        tests = [_TYPES[name] for name in names]
    except (KeyError, TypeError):
        raise _Unknown(names) from None
    return lambda v: any(test(v) for test in tests)


def _const(const, _node) -> Check:
    return lambda v: _equal(v, const)


def _enum(values, _node) -> Check:
    return lambda v: any(_equal(each, v) for each in values)


def _minimum(low, _node) -> Check:
    return lambda v: not _is_number(v) or not v < low


def _maximum(high, _node) -> Check:
    return lambda v: not _is_number(v) or not v > high


def _min_items(n, _node) -> Check:
    return lambda v: not isinstance(v, list) or len(v) >= n


def _max_items(n, _node) -> Check:
    return lambda v: not isinstance(v, list) or len(v) <= n


def _min_length(n, _node) -> Check:
    return lambda v: not isinstance(v, str) or len(v) >= n


def _min_properties(n, _node) -> Check:
    return lambda v: not isinstance(v, dict) or len(v) >= n


def _required(keys, _node) -> Check:
    return lambda v: not isinstance(v, dict) or all(key in v for key in keys)


def _properties(properties, _node) -> Check:
    checks = [(key, _compile(sub)) for key, sub in properties.items()]

    def check(v) -> bool:
        if isinstance(v, dict):
            for key, sub in checks:
                if key in v and not sub(v[key]):
                    return False
        return True

    return check


def _additional_properties(extra, node) -> Check:
    known = node.get("properties", {})
    if "patternProperties" in node:
        raise _Unknown("patternProperties")
    if extra is False:
        return lambda v: not isinstance(v, dict) or all(key in known for key in v)
    sub = _compile(extra)
    return lambda v: (
        not isinstance(v, dict) or all(key in known or sub(value) for key, value in v.items())
    )


def _prefix_items(subs, _node) -> Check:
    checks = [_compile(sub) for sub in subs]
    return lambda v: (
        not isinstance(v, list) or all(sub(item) for sub, item in zip(checks, v, strict=False))
    )


def _items(items, node) -> Check:
    start = len(node.get("prefixItems", []))
    if items is False:
        return lambda v: not isinstance(v, list) or len(v) <= start
    sub = _compile(items)
    return lambda v: not isinstance(v, list) or all(sub(item) for item in v[start:])


def _all_of(subs, _node) -> Check:
    checks = [_compile(sub) for sub in subs]
    return lambda v: all(sub(v) for sub in checks)


def _not(sub, _node) -> Check:
    check = _compile(sub)
    return lambda v: not check(v)


def _if(condition, node) -> Check:
    test = _compile(condition)
    then = _compile(node.get("then", True))
    otherwise = _compile(node.get("else", True))
    return lambda v: then(v) if test(v) else otherwise(v)


_KEYWORDS: dict[str, Callable[[Any, dict], Check]] = {
    "type": _type,
    "const": _const,
    "enum": _enum,
    "minimum": _minimum,
    "maximum": _maximum,
    "minItems": _min_items,
    "maxItems": _max_items,
    "minLength": _min_length,
    "minProperties": _min_properties,
    "required": _required,
    "properties": _properties,
    "additionalProperties": _additional_properties,
    "prefixItems": _prefix_items,
    "items": _items,
    "allOf": _all_of,
    "not": _not,
    "if": _if,
}


# -- equality as JSON Schema has it: true is not 1, false is not 0, 1 is 1.0 ------------------

_TRUE, _FALSE = object(), object()


def _unbool(value):
    if value is True:
        return _TRUE
    if value is False:
        return _FALSE
    return value


def _equal(one, two) -> bool:
    if one is two:
        return True
    if isinstance(one, str) or isinstance(two, str):
        return one == two
    if isinstance(one, list) and isinstance(two, list):
        return len(one) == len(two) and all(_equal(a, b) for a, b in zip(one, two, strict=True))
    if isinstance(one, dict) and isinstance(two, dict):
        return len(one) == len(two) and all(
            key in two and _equal(value, two[key]) for key, value in one.items()
        )
    return _unbool(one) == _unbool(two)
