"""The progress line of `solve` on a terminal: states, depth, time, and what the search
has proven so far."""

from __future__ import annotations

from editor.core.terminal import Ticker


def test_the_ticker_shows_what_the_search_has_proven_and_clears_its_line(capsys):
    ticker = Ticker()
    ticker.on = True  # as on a terminal
    ticker(1000, 3, 0.5)
    ticker.note("1p NESW: at least 7 actions")
    ticker.last = 0.0  # the next report is due
    ticker(20_000, 4, 1.0)
    ticker.done()
    err = capsys.readouterr().err
    first, second, cleared = err.split("\r")[1:4]
    assert first.strip() == "1,000 states, depth 3, 0.5 s"
    assert second.strip() == "20,000 states, depth 4, 1.0 s · 1p NESW: at least 7 actions"
    assert cleared == " " * len(cleared) and len(cleared) >= len(second.rstrip())


def test_off_a_terminal_the_ticker_writes_nothing(capsys):
    ticker = Ticker()
    ticker.on = False
    ticker.note("at least 3 actions")
    ticker(5, 1, 0.1)
    ticker.done()
    assert capsys.readouterr().err == ""
