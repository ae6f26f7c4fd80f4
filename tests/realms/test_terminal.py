"""Mystical Realms entry in a real terminal (pexpect on a pty)."""

import json
import os
import sys

import pytest

pexpect = pytest.importorskip("pexpect")

ANN = ["Mountain", "Great Flood", "Smoke", "Whirlwind", "Air Elemental", "Wildfire", "Mirage"]
BOB = ["Blizzard", "Cavern", "Knights", "King", "Queen", "Princess", "Hydra"]


def spawn(tmp_path, *args):
    env = dict(os.environ, SCORER_DRAFTS=str(tmp_path), TERM="xterm", COLUMNS="120", LINES="40",
               PROMPT_TOOLKIT_NO_CPR="1")  # pexpect never answers the cursor-position request
    child = pexpect.spawn(sys.executable, ["-m", "scorer", *args], env=env, dimensions=(40, 120),
                          encoding="utf-8", timeout=20)
    return child


def enter_cards(child, player, cards, start=1):
    for i, card in enumerate(cards, start):
        child.expect(f"{player}, card {i} of 7")
        child.send(card + "\r")


def answer(child, *steps):
    """Answer prompts in order: each step is (text expected, keys sent)."""
    for expected, keys in steps:
        child.expect(expected)
        child.send(keys)


TABLE = [("how many players", "\r"), ("Name of player 1", "Ann\r"), ("Name of player 2", "Bob\r")]


def saved_after_stop(child):
    """The record path printed after Ctrl-C/Ctrl-D; checks exit 130 and no traceback."""
    child.expect("saved to (\\S+\\.json)")
    path = child.match.group(1)
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 130 and "Traceback" not in child.before
    return path


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
    child.expect("Ann's hand is complete")
    child.send("\r")  # done
    enter_cards(child, "Bob", BOB)
    child.expect("Bob's hand is complete")
    child.send("\r")
    child.expect(pexpect.EOF)
    out = child.before
    child.close()
    assert child.exitstatus == 0, out
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
    child.expect("Ann's hand is complete")
    child.send("\r")
    enter_cards(child, "Bob", BOB)
    child.expect("Bob's hand is complete")
    child.send("\r")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    assert "Ann: 260 points" in child.before


def test_no_command_asks_for_the_game_then_ctrl_d_saves(tmp_path):
    child = spawn(tmp_path)
    answer(child, ("Which game", "\r"), *TABLE[:2])  # Mystical Realms is the first game listed
    child.expect("Name of player 2")
    child.sendcontrol("d")
    path = saved_after_stop(child)
    saved = json.loads(open(path).read())
    assert saved["game"] == "realms" and saved["players"] == [{"name": "Ann", "hand": []}] and saved["draft"]
