"""Text from a file made safe to show: on a terminal, in a one-line message, in XML.

A quest's title, a card id or a file name may hold control characters: a bell,
an ANSI escape sequence that recolours or rewrites the terminal, a NUL or a
newline that breaks a one-line diagnostic (and makes XML invalid), a right-to-left
override that reorders what is shown, or a lone surrogate that cannot be
encoded at all. `printable` spells each of them out as an escape (``\\x07``,
``\\x1b``, ``\\u202e``), leaving all other text as it is.
"""

from __future__ import annotations

import re

#: The characters `printable` escapes.
UNSAFE = re.compile(
    "[\x00-\x1f\x7f-\x9f"  # C0 and C1 controls, DEL
    "\u2028\u2029"  # line and paragraph separators
    "\u202a-\u202e\u2066-\u2069"  # bidirectional embeddings, overrides and isolates
    "\ud800-\udfff"  # lone surrogates
    "\ufffe\uffff]"  # not characters (and not allowed in XML)
)


def _escape(match: re.Match) -> str:
    code = ord(match.group())
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def printable(text: str) -> str:
    """``text`` with every control character (and the like) written as an escape."""
    return UNSAFE.sub(_escape, text)


def _json_escape(match: re.Match) -> str:
    return f"\\u{ord(match.group()):04x}"


def printable_json(text: str) -> str:
    """JSON ``text`` with every such character inside its strings written as a JSON escape
    (``\\u202e``): the same JSON, safe on a terminal. Its line breaks stay."""
    return "\n".join(UNSAFE.sub(_json_escape, line) for line in text.split("\n"))
