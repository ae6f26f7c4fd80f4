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


# the players, then Enter: the base game (issue 11 added the question)
TABLE = [("Player 1 name", "Ann, Bob" + ENTER), ("Player 3 name", ENTER), ("Which cards does the table play?", ENTER)]


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


# --- scorer realms advise (issue 10) ---------------------------------------------------------------

#: The hand of tests/realms/test_advise.py: 164 points; with Mountain and Dwarvish Infantry in the discard
#: area, taking Dwarvish Infantry and discarding Candle gives 225 (worked out there).
ADV_HAND = "Knights, King, Queen, Princess, Rangers, Forge, Candle"


def test_advise_asked_in_the_terminal_with_back_and_resume(tmp_path):
    child = spawn(tmp_path, "realms", "advise")
    answer(
        child,
        ("Your hand, card 1 of 7", ADV_HAND + ENTER),
        ("Your hand: Knights, King", ""),
        ("Discard area, card 1", "Candle" + ENTER),  # in the hand: refused where it is typed
        ("Candle is already in your hand", "\x15" + "Mount\t" + ENTER),  # Ctrl-U clears the refused answer
    )
    answer(
        child,
        ("Discard area: Mountain", ""),
        ("Discard area, card 2", "<"),  # back at once to the area's first card
        ("back to: Discard area, card 1", ""),
        ("Discard area, card 1", ENTER),  # Enter keeps Mountain
        ("Discard area, card 2", "dwarv" + ENTER),
        ("Discard area, card 3", ENTER),
    )
    child.expect_exact("Cards known to be out of the deck")
    child.sendcontrol("c")
    path = saved_after_stop(child)
    assert json.loads(Path(path).read_text())["advise"] is True

    child = spawn(tmp_path, "score", path)
    answer(
        child,
        ("Entered so far:", ""),
        ("Discard area: Mountain, Dwarvish Infantry", ""),
        ("Cards known to be out of the deck", ENTER),
        ("Review before scoring:", ""),
        ("Everything right?", ENTER),
    )
    out = finish(child, "Recommended: take Dwarvish Infantry from the discard area and discard Candle: 225 points")
    record = json.loads(Path(path).read_text())
    assert "draft" not in record and record["advise"] == {
        "hand": ["Knights", "King", "Queen", "Princess", "Rangers", "Forge", "Candle"],
        "area": ["Mountain", "Dwarvish Infantry"],
        "seen": [],
    }
    assert "Drawing blind" in out


def test_advise_on_the_command_line_in_a_terminal(tmp_path):
    child = spawn(tmp_path, "realms", "advise", ADV_HAND, "--area", "Mountain, Dwarvish Infantry")
    out = finish(child, "Hand now: 164 points", "Recommended: take Dwarvish Infantry")
    assert "2 of 44 unseen cards (5%) beat taking Dwarvish Infantry (225 points)" in out
    assert not list(tmp_path.glob("scorer-realms-*.json"))  # nothing asked, no draft
