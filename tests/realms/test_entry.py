"""Interactive entry through the library (scripted answers), including interruption and resume."""

import json

import pytest

from scorer.core.errors import EntryInterrupted
from scorer.core.prompts import INTERRUPT, Draft, ScriptedPrompter, guard
from scorer.games.realms import run_entry, score_record

ANN = ["Mountain", "great fl", "Kouř", "Tornado", "Air Elemental", "Wildfire", "Mirage"]  # rulebook example 1: 260
BOB = ["Blizzard", "Cavern", "Knights", "King", "Queen", "Princess", "Hydra"]


def test_enter_two_hands_with_undo(tmp_path):
    answers = ["2", "Ann", "Bob",
               *ANN[:2], "Forge", "-", *ANN[2:], "done",
               *BOB, "take back the last card", "Unicorn", "done"]
    draft = Draft({"game": "realms"}, tmp_path / "game.json")
    prompter = ScriptedPrompter(answers)
    record = run_entry(draft, prompter)
    assert "took back Forge" in prompter.output
    assert "took back Hydra" in prompter.output
    assert record["players"][0]["hand"] == ["Mountain", "Great Flood", "Smoke", "Whirlwind", "Air Elemental",
                                           "Wildfire", "Mirage"]
    assert record["players"][1]["hand"][-1] == "Unicorn"
    assert "draft" not in record
    assert json.loads((tmp_path / "game.json").read_text()) == record
    result = score_record(record)
    assert result.players[0].total == 260


def test_taken_card_is_refused(tmp_path):
    draft = Draft({"game": "realms", "players": [{"name": "Ann", "hand": ANN}, {"name": "Bob", "hand": []}]},
                  tmp_path / "g.json")
    with pytest.raises(AssertionError, match="already taken"):
        run_entry(draft, ScriptedPrompter(["done", "Mountain"]))


def test_interrupt_saves_and_resume_continues(tmp_path):
    path = tmp_path / "game.json"
    draft = Draft({"game": "realms"}, path)
    with pytest.raises(EntryInterrupted) as stop:
        with guard(draft):
            run_entry(draft, ScriptedPrompter(["2", "Ann", "Bob", *ANN[:3], INTERRUPT]))
    assert stop.value.path == str(path)
    saved = json.loads(path.read_text())
    assert saved["draft"] is True
    assert saved["players"][0]["hand"] == ["Mountain", "Great Flood", "Smoke"]
    # resume: only the missing cards are asked for
    prompter = ScriptedPrompter([*ANN[3:], "done", *BOB, "done"])
    record = run_entry(Draft(saved, path), prompter)
    assert prompter.asked[0].startswith("Ann, card 4 of 7")
    assert score_record(record).players[0].total == 260


def test_necromancer_eighth_card(tmp_path):
    hand = ["Necromancer", "Knights", "King", "Queen", "Rangers", "Forge", "Candle"]
    bob = ["Blizzard", "Cavern", "Swamp", "Island", "Dragon", "Princess", "Hydra"]
    answers = ["2", "Ann", "Bob", *hand, "add an eighth card (Necromancer)", "Light Cavalry", "done", *bob, "done"]
    record = run_entry(Draft({"game": "realms"}, tmp_path / "g.json"), ScriptedPrompter(answers))
    assert len(record["players"][0]["hand"]) == 8


def test_eighth_card_must_suit_necromancer(tmp_path):
    # Necromancer's eighth card is an Army, Leader, Wizard or Beast; with none in the
    # hand, a Weather is refused at the prompt (card text; rulebook p.2 hand size).
    hand = ["Necromancer", "Mountain", "Cavern", "Forest", "Swamp", "Island", "Rainstorm"]
    draft = Draft({"game": "realms", "players": [{"name": "Ann", "hand": hand}, {"name": "Bob", "hand": []}]},
                  tmp_path / "g.json")
    with pytest.raises(AssertionError, match="eighth card must be an Army, Leader, Wizard or Beast"):
        run_entry(draft, ScriptedPrompter(["add an eighth card (Necromancer)", "Smoke"]))
