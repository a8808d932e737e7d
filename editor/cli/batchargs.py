"""The options of commands that run their work on a local process pool or a Dask cluster."""

from __future__ import annotations

import argparse

from .argtypes import positive_int


def add_batch_options(p: argparse.ArgumentParser, what: str) -> None:
    p.add_argument(
        "--jobs",
        type=positive_int,
        metavar="N",
        help=f"{what} at once in N local processes (default: one per core)",
    )
    p.add_argument(
        "--scheduler",
        metavar="ADDRESS",
        help=f"{what} on the Dask cluster of this scheduler (tcp://host:8786) instead",
    )
