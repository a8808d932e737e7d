"""File > New of every game the studio edits: a file that is valid and solved at once."""

import pytest

from editor.core.setups import SolveRun
from editor.core.validate import examine
from editor.gui.mainwindow import MainWindow, editable_games

#: games whose file names other files, and the keys a new one leaves to fill in
MANIFESTS = {"tower-adventure": {"/trials", "/epic"}}
NEW = [
    (game, shape) for game in editable_games() for shape, _ in game.resolve(game.studio.qt).shapes
]


@pytest.fixture(scope="module")
def window():
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    w = MainWindow()
    w.ask_unsaved = lambda: "discard"
    yield w
    w.close()
    w.deleteLater()
    app.processEvents()


@pytest.mark.slow
@pytest.mark.parametrize(("game", "shape"), NEW, ids=[f"{g.name}-{s}" for g, s in NEW])
def test_a_new_file_validates_and_is_solved(window, game, shape):
    part = game.resolve(game.studio.qt)
    assert window.new_file(game, shape, part.sizes[2] if part.sizes else None)
    loaded = examine(window._file_data(), "new", solve=True)
    found = [f"{d.code} {d.message}" for d in loaded.diagnostics]
    if game.name in MANIFESTS:
        # a list of other files: a new one lists none yet, and its issues say what it needs
        assert {d.path for d in loaded.diagnostics} == MANIFESTS[game.name], found
        return
    if shape == part.shapes[0][0]:  # the boxed game's board: nothing to warn about
        assert found == []
    assert not [d for d in loaded.diagnostics if d.is_error], found
    if game.solving.setups is not None:
        table = game.resolve(game.solving.setups)(loaded.model, SolveRun(timeout=60))
        assert table.counts, table.summary
        assert all(count.setups for count in table.counts), table.summary
