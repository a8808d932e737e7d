"""Magic Maze Tower: model, file format, checks, rules engine, solver and drawing.

Everything of the tower game lives in this package (its rules: RULES.md beside
this file). It declares two kinds of file to the studio (`GAMES`): quests (`GAME`)
and adventures (`ADVENTURE`, the manifests of `adventure/`: trial quests whose card
backs form an epic).
"""

from editor.core.languages import QT_TRANSLATE_NOOP
from editor.core.registry import Export, Files, GameSpec, Play, Solving, Studio

#: The ``format`` value of quest files (here, not in `model`, so that finding the game
#: of a file does not import the tower's model).
FORMAT = "tower-quest/1"
ADVENTURE_FORMAT = "tower-adventure/1"

GAME = GameSpec(
    name="tower",
    #: Magic Maze Tower keeps its English name in German and French editions
    label=QT_TRANSLATE_NOOP("Games", "Magic Maze Tower quest"),
    plural=QT_TRANSLATE_NOOP("Games", "Magic Maze Tower quests"),
    format=FORMAT,
    suffix=".quest.json",
    files=Files(
        load="load:quest_from_data",
        lenient="fileformat:quest_from_dict",
        check="checks:check_quest",
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
        players=(1, 2, 3, 4),
        session="play:Session",
    ),
    export=Export(
        write="qt.export:export",
        formats=("pdf", "svg", "png", "gif"),
    ),
    studio=Studio(
        qt="qt.game:QT",
    ),
    generator="generate:GENERATOR",
)

ADVENTURE = GameSpec(
    name="tower-adventure",
    label=QT_TRANSLATE_NOOP("Games", "Magic Maze Tower adventure"),
    plural=QT_TRANSLATE_NOOP("Games", "Magic Maze Tower adventures"),
    format=ADVENTURE_FORMAT,
    suffix=".adventure.json",
    files=Files(
        load="adventure.load:adventure_from_data",
        lenient="adventure.fileformat:adventure_from_dict_lenient",
        check="adventure.checks:check_adventure",
        codes=("adventure.schema", "adventure.checks"),
        dump="adventure.fileformat:dumps",
    ),
    solving=Solving(
        validate="adventure.solving:solve_for_validation",
        command="adventure.command:solve_command",
        setups="adventure.setups:setup_table",
        on_demand=True,
        replay="adventure.crosscheck:replay",
    ),
    play=Play(
        players=(1, 2, 3, 4),
    ),
    export=Export(
        write="adventure.qt.export:export",
        formats=("pdf", "svg", "png"),
    ),
    studio=Studio(
        qt="adventure.qt.game:QT",
    ),
)

GAMES = (GAME, ADVENTURE)

__all__ = ["ADVENTURE", "ADVENTURE_FORMAT", "FORMAT", "GAME", "GAMES"]
