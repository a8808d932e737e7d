"""The main window fits a small screen and stays tidy as files of every game are opened
in turn in it: its size, its docks' sizes, the board's share and the status bar."""

from pathlib import Path

from PySide6.QtWidgets import QApplication, QDockWidget

ROOT = Path(__file__).resolve().parent.parent
LIBRARY = ROOT / "library"
#: one shipped file of each file kind, opened in turn in one window
FILES = [
    LIBRARY / "tower" / "tutorials" / "01-doors-and-keys.quest.json",
    LIBRARY / "tower" / "adventure-1.adventure.json",
    LIBRARY / "labyrinth" / "01-first-steps.labyrinth.json",
    LIBRARY / "mall" / "01-first-heist.mall.json",
    LIBRARY / "daedalus" / "01-first-steps.daedalus.json",
    LIBRARY / "wandering" / "01-first-magic-tower-game.setup.json",
]
#: a laptop screen less a taskbar
SCREEN = (1366, 700)


def fits(size) -> bool:
    return size.width() <= SCREEN[0] and size.height() <= SCREEN[1]


def window(qtbot, game=None):
    from editor.gui.mainwindow import MainWindow

    w = MainWindow(game)
    qtbot.addWidget(w)
    w.ask_unsaved = lambda: "discard"
    return w


def shown(qtbot, w, size=SCREEN):
    w.resize(*size)
    w.show()
    qtbot.waitExposed(w)
    settle(qtbot)
    return w


def settle(qtbot) -> None:
    """Let the deferred layout work (tabs, dock sizes, fit) run."""
    for _ in range(3):
        qtbot.wait(20)
        QApplication.processEvents()


def visible_docks(w) -> list[QDockWidget]:
    return [
        d
        for d in w.findChildren(QDockWidget)
        if d.isVisible() and not d.isFloating() and not d.visibleRegion().isEmpty()
    ]


def check_tidy(w, what: str) -> None:
    """The window fits the screen; each dock shown has room for its contents, the issues
    are not much taller than what they show when their column has others; the board is
    wider than any dock and has a good share of the window."""
    assert fits(w.minimumSizeHint()), (what, w.minimumSizeHint())
    assert fits(w.minimumSize()), (what, w.minimumSize())
    assert fits(w.size()), (what, w.size())
    for dock in visible_docks(w):
        name = f"{what}: {dock.objectName()}"
        inner = dock.widget()
        assert dock.width() >= inner.minimumSizeHint().width(), (name, dock.width())
        assert dock.width() <= max(1.5 * dock.sizeHint().width(), 0.3 * w.width()), (
            name,
            dock.width(),
            dock.sizeHint().width(),
        )
    issues = w.issues_dock
    area = w.dockWidgetArea(issues)
    beside = [d for d in visible_docks(w) if w.dockWidgetArea(d) == area and d.x() == issues.x()]
    if len(w.diagnostics) <= 3 and issues in beside and len(beside) > 1:
        assert issues.height() <= 2 * issues.sizeHint().height(), (what, issues.height())
    widest = max((d.width() for d in visible_docks(w)), default=0)
    assert w.view.width() >= max(0.4 * w.width(), widest), (what, w.view.width(), widest)


def test_the_window_opens_at_the_size_asked_for(qtbot):
    from editor.core import registry

    w = shown(qtbot, window(qtbot, registry.by_name("tower")))
    assert (w.width(), w.height()) == SCREEN
    check_tidy(w, "new tower")


def test_a_saved_geometry_larger_than_the_screen_is_clamped(qtbot):
    from editor.core import registry

    tower = registry.by_name("tower")  # its narrowest window fits the test screen
    big = window(qtbot, tower)
    big.resize(3000, 2000)
    big.settings.setValue("window/geometry", big.saveGeometry())
    big.settings.sync()
    w = window(qtbot, tower)
    w.show()
    qtbot.waitExposed(w)
    settle(qtbot)
    screen = w.screen().availableGeometry()
    assert w.frameGeometry().width() <= screen.width()
    assert w.frameGeometry().height() <= screen.height()


def test_files_of_every_game_in_turn_in_one_window(qtbot):
    w = shown(qtbot, window(qtbot))
    for path in [*FILES, FILES[0]]:  # the first game again: its layout kept from before
        assert w.open_path(str(path)), w.open_problem
        settle(qtbot)
        check_tidy(w, path.name)
        assert w.statusBar().currentMessage() in ("", f"opened {path}")
        play = getattr(w.editor, "play_dock", None)
        if play is None:
            continue
        editing = {d for d in visible_docks(w)}
        assert play.set_active(True), path.name
        settle(qtbot)
        check_tidy(w, f"{path.name} in play")
        for dock in visible_docks(w):
            assert dock.widget().isEnabled(), f"{path.name}: {dock.objectName()} idle in play"
        play.set_active(False)
        settle(qtbot)
        assert "Playing" not in w.statusBar().currentMessage(), path.name
        assert {d for d in visible_docks(w)} == editing, path.name
        check_tidy(w, f"{path.name} after play")


def test_a_tool_s_help_goes_with_its_game(qtbot):
    from editor.core import registry

    w = shown(qtbot, window(qtbot, registry.by_name("mall")))
    assert w.statusBar().currentMessage()  # the chosen tool says what it does
    mall_help = w.statusBar().currentMessage()
    assert w.new_file(registry.by_name("tower"), "single")
    settle(qtbot)
    assert w.statusBar().currentMessage() != mall_help
    assert w.place_label.text() == ""
