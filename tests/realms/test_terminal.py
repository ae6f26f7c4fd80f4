"""Mystical Realms entry in a real terminal (pexpect on a pty): completion, going back, resume, review."""

import json
from pathlib import Path

import pytest
from helpers import ENTER, answer, finish, saved_after_stop, spawn

pytestmark = pytest.mark.terminal

ANN = ["Mountain", "Great Flood", "Smoke", "Whirlwind", "Air Elemental", "Wildfire", "Mirage"]  # rulebook ex. 1: 260
BOB = ["Blizzard", "Cavern", "Knights", "King", "Queen", "Princess", "Hydra"]


def enter_cards(child, player, cards, start=1):
    answer(child, *((f"{player}, card {i} of 7", card + ENTER) for i, card in enumerate(cards, start)))


TABLE = [("Player 1 name", "Ann, Bob" + ENTER), ("Player 3 name", ENTER)]


def test_enter_go_back_to_the_last_hand_resume_and_review(tmp_path):
    child = spawn(tmp_path, "realms")
    answer(
        child,
        *TABLE,
        ("Ann, card 1 of 7", "Mount\t" + ENTER),  # Tab completes from the menu
        ("Ann, card 2 of 7", "stoleta v" + ENTER),  # Czech, no accents, a unique start
        ("Ann, card 3 of 7", "kour\t"),
        ("Kouř", ENTER),  # completion folds accents: kour -> Kouř
        ("Ann's hand: Mountain, Great Flood, Smoke", ""),
        ("Ann, card 4 of 7", "Forge" + ENTER),
        ("Ann, card 5 of 7", "-" + ENTER),  # the old key still takes back the last card
        ("back to: Ann, card 4 of 7; it was Forge", ""),
        ("Ann, card 4 of 7", "Whirlwind, Air Elemental" + ENTER),  # a comma-separated list
        ("Ann, card 6 of 7", "Wildfire" + ENTER),
        ("Ann, card 7 of 7", "Island" + ENTER),  # a slip: it was Mirage
        ("Bob, card 1 of 7", "<"),  # back at once, no Enter: to Ann's last card
        ("back to: Ann, card 7 of 7; it was Island", ""),
        ("Ann, card 7 of 7: [Island]", "Mirage" + ENTER),
    )
    enter_cards(child, "Bob", BOB[:3])
    child.expect_exact("Bob, card 4 of 7")
    child.sendcontrol("c")
    path = saved_after_stop(child)
    saved = json.loads(Path(path).read_text())
    assert saved["draft"] is True and saved["_entry"]["answers"][-1]["answer"] == "Knights"

    child = spawn(tmp_path, "score", path)
    answer(
        child,
        ("Entered so far:", ""),
        ("Table: players Ann, Bob", ""),
        ("Ann: Mount", ""),
        ("Bob: Blizzard, Cavern, Knights", ""),
    )
    enter_cards(child, "Bob", BOB[3:], start=4)
    answer(child, ("Review before scoring:", ""), ("Everything right?", ENTER))  # Enter: Score it
    out = finish(child)
    assert "Ann: 260 points" in out and "Winner: Ann" in out
    record = json.loads(Path(path).read_text())
    assert "draft" not in record and record["players"][0]["hand"] == ANN


def test_no_command_asks_for_the_game_then_ctrl_d_saves(tmp_path):
    child = spawn(tmp_path)
    answer(child, ("Which game", ENTER), ("Player 1 name", "Ann" + ENTER))  # Mystical Realms is listed first
    child.expect_exact("Player 2 name")
    child.sendcontrol("d")
    path = saved_after_stop(child)
    saved = json.loads(Path(path).read_text())
    assert saved["game"] == "realms" and saved["draft"]
    assert [a["answer"] for a in saved["_entry"]["answers"]] == ["Ann"]
