"""Magic Labyrinth: layouts of hidden walls and rooms, their checks, numbers and play.

Headless (no Qt, no numba); the rules are in RULES.md beside this file. Submodules
are imported where needed so that loading one layout stays cheap; the game
declares itself to the studio with `GAME`.
"""

from editor.core.registry import GameSpec

GAME = GameSpec(
    name="labyrinth",
    label="Magic Labyrinth layout",
    format="labyrinth/1",
    suffix=".labyrinth.json",
    load="load:layout_from_data",
    lenient="fileformat:layout_from_dict_lenient",
    check="checks:check_layout",
    codes=("schema", "checks"),
    dump="fileformat:dumps",
    players=(2, 3, 4),
    solve_command="command:solve_command",
    session="play:Session",
    setups="setups:setup_table",
    export="qt.printing:export",
    export_formats=("pdf", "svg", "png"),
    qt="qt.game:QT",
    bench="bench:run",
    replay="crosscheck:replay",
    generator="generate:GENERATOR",
)

__all__ = ["GAME"]
