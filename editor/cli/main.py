"""Entry point: `mazewright SUBCOMMAND ...`.

Each subcommand lives in its own module in this package with two functions,
``add_parser(subparsers)`` and ``run(args) -> int``; only the module of the
subcommand given is imported, and it imports what it runs lazily, so that
`mazewright validate` never pays for Qt or numba, nor `solve` for the export.
A module may set ``INTERRUPTED_STATUS``, its exit status when Ctrl-C stops it
(130 otherwise). A game may add subcommands of its own (`GameSpec.commands`): the
parser of each is built by the game's function, only when it is the one given.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys

from editor.core import registry
from editor.core.languages import ENVIRONMENT, LANGUAGES

#: subcommand -> (module, one-line help)
SUBCOMMANDS: dict[str, tuple[str, str]] = {
    "edit": ("editor.cli.edit", "open the editor (the default without a subcommand)"),
    "validate": ("editor.cli.validate", "check files and folders of every game"),
    "solve": ("editor.cli.solve", "solve a file: its numbers for every player count and set-up"),
    "bench": ("editor.cli.bench", "benchmark each game's solvers on its files"),
    "export": ("editor.cli.export", "export printable cards and sheets"),
    "generate": ("editor.cli.generate", "design files to order: constraints in, solved files out"),
    "examples": ("editor.cli.examples", "list the levels that ship with the studio, or copy them"),
    "thumbnail": ("editor.cli.thumbnail", "draw a small picture of a file, for file managers"),
    "install-desktop": (
        "editor.cli.install_desktop",
        "add the studio, its icon and its file types to this user's Linux desktop",
    ),
}


class _Parser(argparse.ArgumentParser):
    def error(self, message: str):  # usage errors exit 2, as the README says
        self.print_usage(sys.stderr)
        self.exit(2, f"{self.prog}: error: {message}\n")


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The parser of every subcommand (the games' own too), or with ``command`` of that
    one only (the others are listed with their help but take no arguments)."""
    parser = _Parser(
        prog="mazewright",
        description="A studio for maze board games: edit, check, solve and print their files.",
    )
    from editor import __version__

    parser.add_argument("--version", action="version", version=f"mazewright {__version__}")
    parser.add_argument(
        "--lang",
        choices=sorted(LANGUAGES),
        help="the language of the window (default: the one chosen in View > Language, else "
        "the system's); before the command",
    )
    subparsers = parser.add_subparsers(dest="command", parser_class=_Parser)
    game_commands = registry.commands()
    known = SUBCOMMANDS.keys() | game_commands.keys()
    for name, (module_name, help_text) in SUBCOMMANDS.items():
        if command in known and name != command:
            subparsers.add_parser(name, help=help_text, description=help_text)
            continue
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError as exc:
            if exc.name == module_name:
                continue  # subcommand not built yet
            raise
        sub = subparsers.add_parser(name, help=help_text, description=help_text)
        module.add_parser(sub)
        sub.set_defaults(_run=module.run, _interrupted=getattr(module, "INTERRUPTED_STATUS", 130))
    for name, (game, help_text, ref) in game_commands.items():
        sub = subparsers.add_parser(name, help=help_text, description=help_text)
        if command not in known or name == command:
            sub.set_defaults(_interrupted=130)
            game.resolve(ref)(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and (argv[0] == "--lang" or argv[0].startswith("--lang=")):
        code, argv = _language(argv)
        if code not in LANGUAGES:
            print(
                f"mazewright: error: --lang: {code!r} is not one of {', '.join(sorted(LANGUAGES))}",
                file=sys.stderr,
            )
            return 2
        os.environ[ENVIRONMENT] = code  # for the window, and for processes started from here
    known = SUBCOMMANDS.keys() | registry.commands().keys()
    if not argv or (argv[0] not in known and not argv[0].startswith("-")):
        if argv and not _names_a_file(argv[0]):
            return _unknown_command(argv[0], known)
        argv = ["edit", *argv]
    parser = build_parser(argv[0])
    args = parser.parse_args(argv)
    if not getattr(args, "_run", None):
        parser.print_help()
        return 2
    try:
        return int(args._run(args) or 0)
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return args._interrupted
    except BrokenPipeError:
        return 0


def _language(argv: list[str]) -> tuple[str, list[str]]:
    """The code of a leading ``--lang CODE`` (or ``--lang=CODE``) and the arguments after it."""
    if argv[0] == "--lang":
        return (argv[1] if len(argv) > 1 else ""), argv[2:]
    return argv[0].partition("=")[2], argv[1:]


def _names_a_file(word: str) -> bool:
    """Whether ``word`` is a file for ``mazewright FILE`` to open: one that exists, or a
    name of a file to be (a folder in it, or a .json ending)."""
    return os.path.exists(word) or os.sep in word or "/" in word or word.endswith(".json")


def _unknown_command(word: str, known) -> int:
    """Say that ``word`` is neither a command nor a file, with the commands; exit status 2
    (without a display, opening the editor on it would wait for ever)."""
    from editor.core.safetext import printable

    print(
        printable(f"mazewright: error: {word!r} is neither a command nor a file"),
        f"commands: {', '.join(sorted(known))} (mazewright FILE opens FILE in the editor)",
        sep="\n",
        file=sys.stderr,
    )
    return 2
