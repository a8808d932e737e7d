"""`mazewright solve` for labyrinth layouts: the numbers of RULES.md, as a table or JSON."""

from __future__ import annotations

import json
import sys

from editor.core.safetext import printable

from .results import LabyrinthNumbers, solve


def solve_command(loaded, args) -> int:
    """Print the numbers of the layout read into ``loaded`` (`editor.core.validate.Loaded`).

    A layout with errors prints ``{"legal": false, "diagnostics": [...]}`` with
    ``--json`` (its diagnostics on stderr otherwise) and exits 1.
    """
    layout = loaded.model if loaded.ok else None
    if layout is None:
        numbers = LabyrinthNumbers(legal=False, diagnostics=list(loaded.diagnostics))
    else:
        numbers = solve(layout, file=loaded.file)
    players = set(args.players)
    if args.json:
        data = numbers.to_json()
        if numbers.legal:
            data["players"] = [p for p in data["players"] if p["players"] in players]
        print(json.dumps(data, indent=2))
    elif numbers.legal:
        title = f" — {layout.title}" if layout.title else ""
        print(printable(f"{loaded.file}{title}"))
        for line in numbers.table_lines(players=players):
            print(printable(line))
    else:
        for d in numbers.diagnostics:
            print(d.to_text(), file=sys.stderr)
        print(printable(f"{loaded.file}: not solved: the layout has errors"), file=sys.stderr)
    return 0 if numbers.legal else 1
