"""Magic Maze malls: scenarios of mall tiles, their checks, the rules, the solver and play.

Headless (no Qt; numba only in `kernel`); the rules are in RULES.md beside this file. Submodules are
imported where needed so that loading one scenario stays cheap; the game
declares itself to the studio with `GAME`.
"""

from editor.core.languages import QT_TRANSLATE_NOOP
from editor.core.registry import Export, Files, GameSpec, Play, Solving, Studio

GAME = GameSpec(
    name="mall",
    #: Magic Maze keeps its English name in German and French editions
    label=QT_TRANSLATE_NOOP("Games", "Magic Maze mall scenario"),
    plural=QT_TRANSLATE_NOOP("Games", "Magic Maze mall scenarios"),
    format="mall/1",
    suffix=".mall.json",
    files=Files(
        load="load:scenario_from_data",
        lenient="fileformat:scenario_from_dict_lenient",
        check="checks:check_scenario",
        codes=("schema", "checks"),
        dump="fileformat:dumps",
    ),
    solving=Solving(
        validate="solving:solve_for_validation",
        command="command:solve_command",
        setups="setups:setup_table",
        on_demand=True,
        bench="bench:run",
        replay="crosscheck:replay",
        agree="crosscheck:agree",
    ),
    play=Play(
        players=(1, 2, 3, 4, 5, 6, 7, 8),
        session="play:Session",
    ),
    export=Export(
        write="qt.printing:export",
        formats=("pdf", "svg", "png"),
        size=QT_TRANSLATE_NOOP("PrintOptions", "Tile size"),
    ),
    studio=Studio(
        qt="qt.game:QT",
        part="tile",
    ),
)

__all__ = ["GAME"]
