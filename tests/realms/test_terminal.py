"""Mystical Realms entry in a real terminal (pexpect on a pty)."""

import json

import pytest
from helpers import ENTER, answer, finish, saved_after_stop, spawn

pytestmark = pytest.mark.terminal

ANN = ["Mountain", "Great Flood", "Smoke", "Whirlwind", "Air Elemental", "Wildfire", "Mirage"]
BOB = ["Blizzard", "Cavern", "Knights", "King", "Queen", "Princess", "Hydra"]


def enter_cards(child, player, cards, start=1):
    answer(child, *((f"{player}, card {i} of 7", card + ENTER) for i, card in enumerate(cards, start)))


TABLE = [("how many players", ENTER), ("Name of player 1", "Ann" + ENTER), ("Name of player 2", "Bob" + ENTER)]


def test_enter_a_table_with_autocomplete_and_undo(tmp_path):
    child = spawn(tmp_path, "realms")
    answer(child, *TABLE)  # Enter takes the default of 2 players
    child.expect("Ann, card 1 of 7")
    child.send("Mount\t")  # Tab completes from the menu
    child.send("\r")
    child.expect("Ann, card 2 of 7")
    child.send("stoleta v\r")  # Czech, no accents, a unique start
    child.expect("Ann, card 3 of 7")
    child.send("Forge\r")
    child.expect("Ann, card 4 of 7")
    child.send("-\r")  # take back Forge
    child.expect("took back Forge")
    enter_cards(child, "Ann", ANN[2:], start=3)
    answer(child, ("Ann's hand is complete", ENTER))  # done
    enter_cards(child, "Bob", BOB)
    answer(child, ("Bob's hand is complete", ENTER))
    out = finish(child)
    assert "Ann: 260 points" in out
    assert "Winner: Ann" in out
    saved = list(tmp_path.glob("scorer-realms-*.json"))
    assert len(saved) == 1 and "draft" not in json.loads(saved[0].read_text())


def test_ctrl_c_saves_and_resume_finishes(tmp_path):
    child = spawn(tmp_path, "realms")
    answer(child, *TABLE)
    enter_cards(child, "Ann", ANN[:3])
    child.expect("Ann, card 4 of 7")
    child.sendcontrol("c")
    path = saved_after_stop(child)
    assert json.loads(open(path).read())["players"][0]["hand"] == ANN[:3]

    child = spawn(tmp_path, "score", path)
    enter_cards(child, "Ann", ANN[3:], start=4)
    answer(child, ("Ann's hand is complete", ENTER))
    enter_cards(child, "Bob", BOB)
    answer(child, ("Bob's hand is complete", ENTER))
    assert "Ann: 260 points" in finish(child)


def test_no_command_asks_for_the_game_then_ctrl_d_saves(tmp_path):
    child = spawn(tmp_path)
    answer(child, ("Which game", ENTER), *TABLE[:2])  # Mystical Realms is the first game listed
    child.expect("Name of player 2")
    child.sendcontrol("d")
    path = saved_after_stop(child)
    saved = json.loads(open(path).read())
    assert saved["game"] == "realms" and saved["players"] == [{"name": "Ann", "hand": []}] and saved["draft"]
