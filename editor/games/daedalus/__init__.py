"""Daedalus' Maze: circular mazes of fixed radial walls and turning arc walls, their checks,
numbers and hot-seat play.

Headless (no Qt): the rules are in RULES.md beside this file, the polar geometry
a renderer needs in `geometry.py`. Submodules are imported where needed so that
loading one maze stays cheap; the game declares itself to the studio with `GAME`.
"""

from editor.core.languages import QT_TRANSLATE_NOOP
from editor.core.registry import Export, Files, GameSpec, Play, Solving, Studio

GAME = GameSpec(
    name="daedalus",
    #: the game's English title is Daedalus' Maze; no official translation of it is known to us
    label=QT_TRANSLATE_NOOP("Games", "Daedalus maze"),
    plural=QT_TRANSLATE_NOOP("Games", "Daedalus mazes"),
    format="daedalus/1",
    suffix=".daedalus.json",
    files=Files(
        load="load:maze_from_data",
        lenient="fileformat:maze_from_dict_lenient",
        check="checks:check_maze",
        codes=("schema", "checks"),
        dump="fileformat:dumps",
    ),
    solving=Solving(
        command="command:solve_command",
        flags=(
            (
                "--still",
                "the Medusa beast: the walls stop turning from the end of the round in which "
                "the treasure is picked up",
            ),
        ),
        setups="setups:setup_table",
        bench="bench:run",
        replay="crosscheck:replay",
    ),
    play=Play(
        players=(2, 3, 4),
        session="play:Session",
    ),
    export=Export(
        write="qt.printing:export",
        formats=("pdf", "svg", "png"),
        size=QT_TRANSLATE_NOOP("PrintOptions", "Board diameter"),
        card_mm="qt.printing:largest_diameter",
        pdf="the board and the film, a page each, with the cut line round each",
    ),
    studio=Studio(
        qt="qt.game:QT",
    ),
)

__all__ = ["GAME"]
