"""The interactive entry in a real terminal (pexpect): both entry paths, Ctrl-C and resume."""

import json

import pytest
from helpers import DOWN, answer, finish, saved_after_stop, spawn

pytestmark = pytest.mark.terminal

TABLE = [("Player 1 name", "Ann\r"), ("Player 2 name", "Bob\r"), ("Player 3 name", "\r"),
         ("Landmark in this game", "\r"), ("Ally in this game", "\r"), ("Miserable State", "\r")]
ANN_FULL = [("How do you enter Ann", "\r"), ("Ann's cards", "Province 4, Zahrady 3\r"),
            ("Ann's cards", "Copper 7, Estate 3, Village 20\r"), ("Ann's cards", "\r"),
            ("VP tokens", "\r"), ("turns taken", "18\r")]
BOB_QUICK = [("How do you enter Bob", DOWN + "\r"), ("Bob's VP cards", "Province 5, Gardens 1, Estate 3\r"),
             ("Bob's VP cards", "\r"), ("How many cards do you have in total", "5\r"),
             ("at least 9", "\x15" + "40\r"),  # 9 cards listed: fewer is refused; Ctrl-U clears
             ("VP tokens", "2\r"), ("turns taken", "17\r")]


def test_both_paths_in_a_terminal(tmp_path):
    """Ann full deck: 24 + 3 Gardens × 3 (37 cards) + 3 = 36. Bob quick: 30 + 1 Gardens × 4 (40 cards) + 3 + 2 tokens = 39."""
    child = spawn(tmp_path, "dominion")
    answer(child, *TABLE, *ANN_FULL, *BOB_QUICK)
    finish(child, "Ann: 36 VP", "Bob: 39 VP", "40 cards → 4 VP each", "Winner: Bob")
    [saved] = list(tmp_path.glob("scorer-dominion-*.json"))
    record = json.loads(saved.read_text(encoding="utf-8"))
    assert "draft" not in record and record["players"][1]["counts"] == {"total_cards": 40}


def test_ctrl_c_saves_and_score_resumes(tmp_path):
    child = spawn(tmp_path, "dominion")
    answer(child, *TABLE, *ANN_FULL[:2])
    child.expect("Ann's cards")
    child.sendcontrol("c")
    child.expect("entry interrupted")
    path = saved_after_stop(child)
    [saved] = list(tmp_path.glob("scorer-dominion-*.json"))
    assert path == str(saved) and json.loads(saved.read_text(encoding="utf-8"))["draft"] is True
    child = spawn(tmp_path, "score", str(saved))
    answer(child, ("Ann's cards", "Copper 7, Estate 3, Village 20\r"), ("Ann's cards", "\r"),
           ("VP tokens", "\r"), ("turns taken", "18\r"), *BOB_QUICK)
    finish(child, "Winner: Bob")
    assert "draft" not in json.loads(saved.read_text(encoding="utf-8"))


def test_unknown_card_is_shown_and_can_be_fixed(tmp_path):
    child = spawn(tmp_path, "dominion")
    answer(child, *TABLE[:1], ("Player 2 name", "\r"), *TABLE[3:], ("How do you enter Ann", "\r"),
           ("Ann's cards", "Provnce 4\r"))
    child.expect("did you mean 'Province'")
    child.send("\x15" + "Province 4\r")  # Ctrl-U clears the line
    answer(child, ("Ann's cards", "\r"), ("VP tokens", "\r"), ("turns taken", "\r"))
    finish(child, "Ann: 24 VP")
