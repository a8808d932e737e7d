"""Magic Labyrinth: layouts of hidden walls and rooms, their checks, numbers and play.

Headless (no Qt, no numba); the rules are in RULES.md beside this file. Submodules
are imported where needed so that loading one layout stays cheap; the game
declares itself to the studio with `GAME`.
"""

from editor.core.languages import QT_TRANSLATE_NOOP
from editor.core.registry import Export, Files, GameSpec, Play, Solving, Studio

GAME = GameSpec(
    name="labyrinth",
    #: the game is published as Das magische Labyrinth (German) and Le Labyrinthe magique (French)
    label=QT_TRANSLATE_NOOP("Games", "Magic Labyrinth layout"),
    plural=QT_TRANSLATE_NOOP("Games", "Magic Labyrinth layouts"),
    format="labyrinth/1",
    suffix=".labyrinth.json",
    files=Files(
        load="load:layout_from_data",
        lenient="fileformat:layout_from_dict_lenient",
        check="checks:check_layout",
        codes=("schema", "checks"),
        dump="fileformat:dumps",
    ),
    solving=Solving(
        command="command:solve_command",
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
    ),
    studio=Studio(
        qt="qt.game:QT",
    ),
    generator="generate:GENERATOR",
)

__all__ = ["GAME"]
