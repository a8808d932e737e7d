"""The board styles the games draw in, and picking a game's style by its name."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TypeVar

#: The styles, in the order menus list them.
STYLE_NAMES: tuple[str, ...] = ("screen-light", "screen-dark", "print")

T = TypeVar("T")


def pick_style(styles: Mapping[str, T], style: str | T) -> T:
    """The style named ``style`` in a game's ``styles`` (a style itself is returned as it
    is); `ValueError` naming the styles there are for an unknown name."""
    if not isinstance(style, str):
        return style
    try:
        return styles[style]
    except KeyError:
        raise ValueError(f"unknown style {style!r}; choose one of {', '.join(styles)}") from None
