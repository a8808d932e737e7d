"""Magic Maze Tower: model, file format, checks, rules engine, solver and drawing.

Everything of the tower game lives in this package (its rules: RULES.md beside
this file). It declares two kinds of file to the studio (`GAMES`): quests (`GAME`)
and adventures (`ADVENTURE`, the manifests of `adventure/`: trial quests whose card
backs form an epic).
"""

from editor.core.registry import GameSpec

#: The ``format`` value of quest files (here, not in `model`, so that finding the game
#: of a file does not import the tower's model).
FORMAT = "tower-quest/1"
ADVENTURE_FORMAT = "tower-adventure/1"

GAME = GameSpec(
    name="tower",
    label="Magic Maze Tower quest",
    format=FORMAT,
    suffix=".quest.json",
    load="load:quest_from_data",
    lenient="fileformat:quest_from_dict",
    check="checks:check_quest",
    codes=("schema", "checks"),
    dump="fileformat:dumps",
    players=(1, 2, 3, 4),
    solve_for_validation="solving:solve_for_validation",
    solve_command="command:solve_command",
    session="play:Session",
    setups="setups:setup_table",
    setups_on_demand=True,
    export="qt.export:export",
    export_formats=("pdf", "svg", "png", "gif"),
    qt="qt.game:QT",
    bench="bench:run",
    replay="crosscheck:replay",
    agree="crosscheck:agree",
    generator="generate:GENERATOR",
)

ADVENTURE = GameSpec(
    name="tower-adventure",
    label="Magic Maze Tower adventure",
    format=ADVENTURE_FORMAT,
    suffix=".adventure.json",
    load="adventure.load:adventure_from_data",
    lenient="adventure.fileformat:adventure_from_dict_lenient",
    check="adventure.checks:check_adventure",
    codes=("adventure.schema", "adventure.checks"),
    dump="adventure.fileformat:dumps",
    players=(1, 2, 3, 4),
    solve_for_validation="adventure.solving:solve_for_validation",
    solve_command="adventure.command:solve_command",
    setups="adventure.setups:setup_table",
    setups_on_demand=True,
    qt="adventure.qt.game:QT",
    export="adventure.qt.export:export",
    export_formats=("pdf", "svg", "png"),
    replay="adventure.crosscheck:replay",
)

GAMES = (GAME, ADVENTURE)

__all__ = ["ADVENTURE", "ADVENTURE_FORMAT", "FORMAT", "GAME", "GAMES"]
