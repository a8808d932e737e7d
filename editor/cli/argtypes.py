"""Argument types shared by the subcommands: numbers within bounds."""

from __future__ import annotations

import argparse
from collections.abc import Callable


def number(
    kind: type = float,
    *,
    above: float | None = None,
    at_least: float | None = None,
    at_most: float | None = None,
):
    """A parser for ``type=`` reading ``kind`` (int or float) with a lower and an upper bound."""
    word = "a whole number" if kind is int else "a number"

    def parse(text: str):
        try:
            value = kind(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected {word}, got {text!r}") from None
        if above is not None and not value > above:
            raise argparse.ArgumentTypeError(f"must be more than {above:g}: {text}")
        if at_least is not None and not value >= at_least:
            raise argparse.ArgumentTypeError(f"must be at least {at_least:g}: {text}")
        if at_most is not None and not value <= at_most:
            raise argparse.ArgumentTypeError(f"must be at most {at_most:g}: {text}")
        return value

    return parse


positive_int: Callable[[str], int] = number(int, at_least=1)
positive: Callable[[str], float] = number(float, above=0)
not_negative: Callable[[str], float] = number(float, at_least=0)
