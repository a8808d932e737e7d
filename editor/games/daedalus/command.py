"""`mazewright solve` for Daedalus mazes: the numbers of RULES.md, as a table or JSON."""

from __future__ import annotations

import json
import sys

from editor.core.safetext import printable

from .results import DaedalusNumbers, solve


def solve_command(loaded, args) -> int:
    """Print the numbers of the maze read into ``loaded`` (`editor.core.validate.Loaded`);
    ``args.still`` keeps the walls still from the round the treasure is picked up.

    A maze with errors prints ``{"legal": false, "diagnostics": [...]}`` with
    ``--json`` (its diagnostics on stderr otherwise) and exits 1.
    """
    maze = loaded.model if loaded.ok else None
    if maze is None:
        numbers = DaedalusNumbers(legal=False, diagnostics=list(loaded.diagnostics))
    else:
        numbers = solve(maze, file=loaded.file, still=bool(getattr(args, "still", False)))
    players = set(args.players)
    if args.json:
        print(json.dumps(numbers.to_json(players), indent=2))
    elif numbers.legal:
        title = f" — {maze.title}" if maze.title else ""
        print(printable(f"{loaded.file}{title}"))
        print(printable(numbers.summary()))
        for line in numbers.table_lines(players):
            print(printable(line))
    else:
        for d in numbers.diagnostics:
            print(d.to_text(), file=sys.stderr)
        print(printable(f"{loaded.file}: not solved: the maze has errors"), file=sys.stderr)
    return 0 if numbers.legal else 1
