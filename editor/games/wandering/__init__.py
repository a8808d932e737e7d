"""Wandering Towers with The Magic Tower: set-ups, their checks, random draws and movements.

Headless (no Qt); the rules are in RULES.md beside this file. Submodules are imported
where needed, so reading one set-up stays cheap; the game declares itself to the
studio with `GAME`.
"""

from editor.core.languages import QT_TRANSLATE_NOOP
from editor.core.registry import Export, Files, GameSpec, Play, Solving, Studio

GAME = GameSpec(
    name="wandering",
    #: Wandering Towers keeps its English name in German and French editions
    label=QT_TRANSLATE_NOOP("Games", "Wandering Towers set-up"),
    plural=QT_TRANSLATE_NOOP("Games", "Wandering Towers set-ups"),
    format="wandering-setup/1",
    suffix=".setup.json",
    files=Files(
        load="load:setup_from_data",
        lenient="fileformat:setup_from_dict_lenient",
        check="checks:check_setup",
        codes=("schema", "checks"),
        dump="fileformat:dumps",
    ),
    solving=Solving(
        command="command:solve_command",
        replay="crosscheck:replay",
        bench="bench:run",
    ),
    play=Play(
        players=(2, 3, 4, 5, 6),
    ),
    export=Export(
        write="qt.printing:export",
        formats=("pdf", "svg", "png"),
    ),
    studio=Studio(
        qt="qt.game:QT",
    ),
    commands=(("setup", "draw the spells of a set-up, resolve a movement", "command:add_setup"),),
)

__all__ = ["GAME"]
