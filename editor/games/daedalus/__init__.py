"""Daedalus' Maze: circular mazes of fixed radial walls and turning arc walls, their checks,
numbers and hot-seat play.

Headless (no Qt): the rules are in RULES.md beside this file, the polar geometry
a renderer needs in `geometry.py`. Submodules are imported where needed so that
loading one maze stays cheap; the game declares itself to the studio with `GAME`.
"""

from editor.core.registry import GameSpec

GAME = GameSpec(
    name="daedalus",
    label="Daedalus maze",
    format="daedalus/1",
    suffix=".daedalus.json",
    load="load:maze_from_data",
    lenient="fileformat:maze_from_dict_lenient",
    check="checks:check_maze",
    codes=("schema", "checks"),
    dump="fileformat:dumps",
    players=(2, 3, 4),
    solve_command="command:solve_command",
    solve_flags=(
        (
            "--still",
            "the Medusa beast: the walls stop turning from the end of the round in which "
            "the treasure is picked up",
        ),
    ),
    session="play:Session",
    setups="setups:setup_table",
    export="qt.printing:export",
    export_formats=("pdf", "svg", "png"),
    export_size="Board diameter",
    export_card_mm="qt.printing:largest_diameter",
    export_pdf="the board and the film, a page each, with the cut line round each",
    qt="qt.game:QT",
    bench="bench:run",
    replay="crosscheck:replay",
)

__all__ = ["GAME"]
