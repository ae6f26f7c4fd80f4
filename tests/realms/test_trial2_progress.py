"""The second Czech trial of Mystical Realms (issue 12, weak point): a search that runs for seconds showed
nothing (2.4 s for five declaring cards, Collector and World Tree). Now one line on standard error, only
on a terminal, once it runs over half a second, erased when the result comes."""

from __future__ import annotations

import io
import threading

import pytest
from helpers import run_cli, spawn

from scorer.core.i18n import using
from scorer.games.realms.advise import slow_notice

NOTICE = "Looking for the best declarations…"


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def _work_until(event: threading.Event) -> None:
    assert event.wait(10), "the notice never came"


def test_a_long_search_says_so_on_a_terminal_and_erases_the_line(monkeypatch):
    err = _Terminal()
    monkeypatch.setattr("sys.stderr", err)
    shown = threading.Event()
    write = err.write
    monkeypatch.setattr(err, "write", lambda s: (write(s), shown.set())[0])
    with slow_notice(after=0.01):
        _work_until(shown)  # the work lasts until the line is on the screen
    assert err.getvalue() == NOTICE + "\r\x1b[K"


def test_the_notice_is_in_czech(monkeypatch):
    err = _Terminal()
    monkeypatch.setattr("sys.stderr", err)
    shown = threading.Event()
    write = err.write
    monkeypatch.setattr(err, "write", lambda s: (write(s), shown.set())[0])
    with using("cs"), slow_notice(after=0.01):
        _work_until(shown)
    assert err.getvalue().startswith("Hledám nejlepší prohlášení…")


def test_a_quick_search_and_a_file_show_nothing(monkeypatch):
    err = _Terminal()
    monkeypatch.setattr("sys.stderr", err)
    with slow_notice(after=30):
        pass
    assert err.getvalue() == ""
    piped = io.StringIO()  # not a terminal: nothing, however long
    monkeypatch.setattr("sys.stderr", piped)
    with slow_notice(after=0):
        threading.Event().wait(0.05)
    assert piped.getvalue() == ""


def test_scoring_through_a_pipe_has_a_clean_stderr():
    code, out, err = run_cli(
        "realms",
        "score",
        "Doppelgänger",
        "Mirage",
        "Shapeshifter",
        "Book of Changes",
        "Island",
        "Collector",
        "World Tree",
    )
    assert code == 0 and err == "" and "Player 1:" in out


@pytest.mark.terminal
def test_a_slow_advice_in_a_terminal_shows_the_line(tmp_path):
    """The advisor over a hand of five declaring cards, Collector and World Tree runs for seconds (each of the
    unseen cards' hands is searched): the line is on the terminal before the table."""
    child = spawn(
        tmp_path,
        "realms",
        "advise",
        *["Doppelgänger", "Mirage", "Shapeshifter", "Book of Changes", "Island", "Collector", "World Tree"],
        "--area",
        "Mountain, Dwarvish Infantry, Necromancer",
        timeout=60,
    )
    child.expect_exact(NOTICE)
    child.expect_exact("\r\x1b[K")
    child.expect_exact("Recommended:")
    child.expect_exact(pytest.importorskip("pexpect").EOF)
