"""The Issues panel of the studio window."""

from editor.core.diagnostics import Diagnostic
from editor.gui.issues import IssuesPanel

LONG = "rooms 1, 2, 3, 4 and 5 are missing; a layout has rooms 1 to 5, once each"


def test_a_long_message_wraps_instead_of_being_cut(qtbot):
    panel = IssuesPanel()
    qtbot.addWidget(panel)
    panel.resize(380, 200)
    panel.show()
    qtbot.waitExposed(panel)
    panel.set_diagnostics(
        [Diagnostic("L104", "error", LONG, path="/rooms"), Diagnostic("S001", "error", "short")]
    )
    tree = panel.tree
    long_row, short_row = (tree.visualItemRect(tree.topLevelItem(i)) for i in (0, 1))
    assert long_row.height() > short_row.height() + 8  # a second line
    panel.resize(900, 200)  # wide enough: one line again
    qtbot.waitUntil(
        lambda: (
            tree.visualItemRect(tree.topLevelItem(0)).height()
            == tree.visualItemRect(tree.topLevelItem(1)).height()
        )
    )
