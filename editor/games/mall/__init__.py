"""Magic Maze malls: scenarios of mall tiles, their checks, the rules, the solver and play.

Headless (no Qt; numba only in `kernel`); the rules are in RULES.md beside this file. Submodules are
imported where needed so that loading one scenario stays cheap; the game
declares itself to the studio with `GAME`.
"""

from editor.core.registry import GameSpec

GAME = GameSpec(
    name="mall",
    label="Magic Maze mall scenario",
    format="mall/1",
    suffix=".mall.json",
    load="load:scenario_from_data",
    lenient="fileformat:scenario_from_dict_lenient",
    check="checks:check_scenario",
    codes=("schema", "checks"),
    dump="fileformat:dumps",
    players=(1, 2, 3, 4, 5, 6, 7, 8),
    solve_for_validation="solving:solve_for_validation",
    solve_command="command:solve_command",
    session="play:Session",
    setups="setups:setup_table",
    setups_on_demand=True,
    bench="bench:run",
    replay="crosscheck:replay",
    qt="qt.game:QT",
    export="qt.printing:export",
    export_formats=("pdf", "svg", "png"),
    export_size="Tile size",
    part="tile",
    agree="crosscheck:agree",
)

__all__ = ["GAME"]
