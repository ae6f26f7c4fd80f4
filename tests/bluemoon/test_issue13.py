"""Issue 13 (Blue Moon City): the table's real questions the trials found without an answer.

Figures by hand from the Czech rulebook: p.1 (9 / 12 / 15 scales for 2 / 3 / 4 players), p.3 (the scale
scoring happens only when the supply runs out), p.4 (the obelisk costs 7,7,7,7,8,8,9,9,10,10,11,11,12;
6 / 5 / 4 offerings win with 2 / 3 / 4 players); trial notes new-user-trial-bluemoon-carcassonne.md B2 and
"Does this offering win?".
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from helpers import run_cli

from scorer.core.prompts import Draft, ScriptedPrompter
from scorer.games.bluemoon import run_entry, score_record

# B2: 2 players, 9 scales (p.1): Ann 5 + Bob 1 held leave 3 in the supply; Ann earns 1, Bob 1 of the 3: 1 is
# left, so the supply does not run out and there is no scale scoring (p.3): each keeps what they hold + earned.
NOT_OUT = {
    "game": "bluemoon",
    "event": "scales",
    "players": [{"name": "Ann", "scales": 5, "gained": 1}, {"name": "Bob", "scales": 1, "gained": 1}],
    "supply": 3,
}


def test_a_scale_action_that_does_not_empty_the_supply_is_answered() -> None:
    res = score_record(NOT_OUT)
    data = res.to_json()
    assert data["scoring"] is False and data["supply_after"] == 1 and data["overflow"] == 0
    assert data["players"] == [
        {"name": "Ann", "scales_counted": 6, "crystals": 0, "scales_kept": 6, "unit": "crystals"},
        {"name": "Bob", "scales_counted": 2, "crystals": 0, "scales_kept": 2, "unit": "crystals"},
    ]
    assert "No scale scoring: Ann takes 1, Bob takes 1, 1 left in the supply." in res.render()


def test_the_scoring_answer_says_it_scored() -> None:
    # 2 players: Ann 6 + Bob 2 held, 1 left; Ann earns it: supply out, Ann's sole most 7 win 6 (p.4)
    rec = {**NOT_OUT, "players": [{"name": "Ann", "scales": 6, "gained": 1}, {"name": "Bob", "scales": 2}]}
    rec["supply"] = 1
    assert score_record(rec).to_json()["scoring"] is True


def test_no_scoring_on_the_command_line_exit_0_with_json(tmp_path: Path) -> None:
    path = tmp_path / "scales.json"
    path.write_text(json.dumps(NOT_OUT), encoding="utf-8")
    code, out, err = run_cli("score", path)
    assert code == 0 and "No scale scoring: Ann takes 1, Bob takes 1, 1 left in the supply." in out, err
    code, out, err = run_cli("score", path, "--json")
    assert code == 0 and json.loads(out)["supply_after"] == 1, err


def test_the_entry_takes_a_supply_that_does_not_run_out(tmp_path: Path) -> None:
    # Ann 5 held, 1 earned; Bob 1 held, 0 earned: 3 in the supply (9 - 6), 1 earned, 2 left (p.1, p.3)
    answers = ["Ann, Bob", "", "5", "1", "1", "", ""]
    full = run_entry(Draft({"game": "bluemoon", "event": "scales"}, tmp_path / "d.json"), ScriptedPrompter(answers))
    assert full["supply"] == 3
    res = score_record(full)
    assert res.to_json()["supply_after"] == 2
    assert "No scale scoring: Ann takes 1, 2 left in the supply." in res.render()


def test_offer_before_on_the_quick_form_says_you_win() -> None:
    # trial notes ("Does this offering win?"): 3 players, 4 spaces filled, the next cost 8, 8, 9 (p.4); 30
    # crystals with Pillar 2, Pillar 1, Pillar 1: 8, then 8 + 1 and 9 + 1 = 27; 2 before + 3 = the 5 that win
    # a 3-player game (p.4)
    args = ["bluemoon", "offer", "-p", "3", "-f", "4", "-c", "30", "--before", "2", "Pillar 2", "Pillar 1", "Pillar 1"]
    code, out, err = run_cli(*args)
    assert code == 0 and "That makes 5 of the 5 offerings needed: you win!" in out, err
    code, out, err = run_cli(*args, "--json")
    assert code == 0 and json.loads(out)["wins"] is True and json.loads(out)["payments"] == [8, 9, 10], err
    # 1 before: 3 more make 4 of 5, no win
    code, out, err = run_cli(*args[:9], "1", *args[10:], "--json")
    assert code == 0 and json.loads(out)["wins"] is False, err


def test_offer_before_stops_at_the_winning_offering() -> None:
    # 4 players, 3 spaces filled (next 7, 8, 8), 30 crystals, Pillar 1: 3 before need 1 more of the 4 (p.4):
    # one offering, 7 crystals, and the Pillar is kept
    code, out, err = run_cli("bluemoon", "offer", "-p", "4", "-f", "3", "-c", "30", "-b", "3", "Pillar 1", "--json")
    data = json.loads(out)
    assert code == 0 and data["payments"] == [7] and data["wins"] is True and data["pillars_used"] == [], err


@pytest.mark.parametrize(
    "before, message",
    [
        ("4", "--before: 4 offerings already win a 4-player game (Czech rulebook p.4: 4): the game is over"),
        ("3", "--before: 3 offerings but only 2 obelisk spaces filled"),
        ("-1", "--before must be 0 or more, got -1"),
        ("two", "--before 'two' is not a whole number"),
    ],
)
def test_offer_before_bad_values_exit_2_one_line(before: str, message: str) -> None:
    code, out, err = run_cli("bluemoon", "offer", "-p", "4", "-f", "2", "-c", "30", "--before", before)
    assert code == 2 and out == "" and err.count("\n") == 1 and message in err, err
    assert err.count("--before") == 1, err  # the option named once


DOCS = Path(__file__).resolve().parents[2] / "docs" / "bluemoon.md"


def short_forms() -> list[tuple[str, str]]:
    """The rows ``| `v3` | Vulca 3 |`` of the docs' table of short card forms."""
    import re

    text = DOCS.read_text(encoding="utf-8")
    table = text[text.index("| short | card |") :].split("\n\n")[0]
    return re.findall(r"^\| `([^`]+)` \| ([A-Za-z]+ \d) \|", table, re.M)


def test_the_short_card_forms_are_documented_and_read_as_documented() -> None:
    # trial notes: "The short card forms (v3, k, mi1, vulca3) work but are not documented"
    from scorer.games.bluemoon.cards import parse_card

    rows = short_forms()
    assert {"v3", "k", "mi1", "vulca3"} <= {short for short, _ in rows}
    for short, card in rows:
        assert parse_card(short).name == card, short
    code, out, err = run_cli("bluemoon", "pay", "black", "5", "v3", "k", "mi1", "mi2", "--json")
    assert code == 0 and json.loads(out)["cards_used"] == ["Vulca 3", "Mimix 1", "Mimix 2"], err


def test_the_pillar_surcharge_reads_as_a_cost() -> None:
    # trial notes, 7: "(+1 crystal for Pillar 1, +2 for Pillar 2)" reads like a bonus; it is a surcharge
    # (Czech rulebook p.7): say "costs 1 crystal more"
    text = DOCS.read_text(encoding="utf-8")
    assert "+1 crystal" not in text and "+2 for" not in text
    assert "costs 1 crystal more" in text and "2 more with a Pillar 2" in text
