"""Magic Maze Tower: model, file format, checks, rules engine, solver and drawing.

Everything of the tower game lives in this package (its rules: RULES.md beside
this file); it declares itself to the studio with `GAME`.
"""

from editor.registry import GameSpec

#: The ``format`` value of quest files (here, not in `model`, so that finding the game
#: of a file does not import the tower's model).
FORMAT = "tower-quest/1"

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
    session="session:Session",
    setups="setups:setup_table",
    setups_on_demand=True,
    export="qt.export:export",
    export_formats=("pdf", "svg", "png", "gif"),
    qt="qt.game:QT",
    bench="bench:run",
    replay="crosscheck:replay",
    agree="crosscheck:agree",
)

__all__ = ["FORMAT", "GAME"]
