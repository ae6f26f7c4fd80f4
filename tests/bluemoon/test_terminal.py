"""One interactive event in a real terminal (pexpect): questionary prompts, the answer, the saved record."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from helpers import DOWN, ENTER, answer, finish, saved_after_stop, spawn

pytestmark = pytest.mark.terminal


def test_pay_in_a_terminal(tmp_path: Path) -> None:
    child = spawn(tmp_path, "bluemoon", "pay")
    child.expect("Box colour")
    child.send("modra")  # Czech colour, no accents
    child.send(ENTER)
    # case pay-03's hand plus a card that cannot help
    answer(child, ("Box value", "5" + ENTER), ("Cards in hand", "Aqua 2, Mimix 1, Mimix 2, Vulca 3" + ENTER))
    finish(child, "Yes: pay the blue box of value 5 with Aqua 2, Mimix 1, Mimix 2")
    [saved] = list(tmp_path.glob("scorer-bluemoon-*.json"))
    record = json.loads(saved.read_text(encoding="utf-8"))
    assert record["box"] == {"colour": "blue", "value": 5} and "draft" not in record


def test_choose_event_then_interrupt_and_resume(tmp_path: Path) -> None:
    child = spawn(tmp_path, "bluemoon")
    child.expect("Which event")
    child.send(DOWN * 3)  # down to "offering"
    child.send(ENTER)
    answer(child, ("Number of players", ENTER), ("spaces already filled", "3" + ENTER))  # default 4 players
    child.expect("Your crystals")
    child.send("\x03")  # Ctrl-C: the draft is saved
    draft = saved_after_stop(child)
    [saved] = list(tmp_path.glob("scorer-bluemoon-*.json"))
    assert draft == str(saved) and json.loads(saved.read_text(encoding="utf-8"))["spaces_filled"] == 3
    child = spawn(tmp_path, "score", draft)
    answer(child, ("Your crystals", "16" + ENTER), ("Pillar cards", "Pillar 1" + ENTER),
           ("Offerings you have made", ENTER))
    finish(child, "2 offerings this turn, paying 7 + 9 = 16 crystals")  # obelisk-09


def test_resumed_draft_with_stdout_redirected_prints_json(tmp_path: Path) -> None:
    """``scorer score DRAFT --json > file``: the questions stay on the terminal, the file holds only the answer."""
    draft = tmp_path / "scorer-bluemoon-draft.json"
    draft.write_text(json.dumps({"game": "bluemoon", "event": "offering", "player_count": 4, "spaces_filled": 3,
                                 "draft": True}), encoding="utf-8")
    out = tmp_path / "answer.json"
    child = spawn(tmp_path, "score", draft, "--json", stdout=out)
    answer(child, ("Your crystals", "16" + ENTER), ("Pillar cards", "Pillar 1" + ENTER),
           ("Offerings you have made", "0" + ENTER))
    finish(child)
    result = json.loads(out.read_text(encoding="utf-8"))  # obelisk-09: 7, then 8 + 1 for the Pillar
    assert result["event"] == "offering" and result["payments"] == [7, 9] and result["wins"] is False
