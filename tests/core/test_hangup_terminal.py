"""A closed terminal (SIGHUP) stops an entry as Ctrl-C does, in every game (scorer/cli: _hangup_as_interrupt).

A new user's trial (Dominion): closing the terminal at the first question left {"game": "dominion", "draft": true}
behind, where the README says an entry stopped before its first answer leaves no file; after an answer, the
answers are kept (they are saved at once) and the entry resumes.
"""

from __future__ import annotations

import json
import signal
import time

import pytest
from helpers import ENTER, answer, finish, spawn

pytestmark = pytest.mark.terminal


@pytest.mark.parametrize("game, first", [("dominion", "Player 1 name"), ("realms", "Player 1 name")])
def test_a_hangup_at_the_first_question_leaves_no_file(tmp_path, game, first):
    child = spawn(tmp_path, game)
    child.expect_exact(first)
    child.kill(signal.SIGHUP)
    finish(child, "nothing to save", code=130)
    assert list(tmp_path.glob("*.json")) == []


def test_a_closed_terminal_at_the_first_question_leaves_no_file(tmp_path):
    child = spawn(tmp_path, "dominion")
    child.expect_exact("Player 1 name")
    child.close(force=False)  # the terminal goes away: the program gets SIGHUP
    for _ in range(50):  # it may take a moment to stop
        if not list(tmp_path.glob("*.json")):
            break
        time.sleep(0.1)
    assert list(tmp_path.glob("*.json")) == []


def test_a_hangup_after_an_answer_keeps_it(tmp_path):
    child = spawn(tmp_path, "dominion")
    answer(child, ("Player 1 name", "Ann" + ENTER))
    child.expect_exact("Player 2 name")
    child.kill(signal.SIGHUP)
    child.expect(r"saved to (\S+\.json)")
    finish(child, code=130)
    (path,) = tmp_path.glob("scorer-dominion-*.json")
    answers = json.loads(path.read_text(encoding="utf-8"))["_entry"]["answers"]
    assert [a["answer"] for a in answers] == ["Ann"]
