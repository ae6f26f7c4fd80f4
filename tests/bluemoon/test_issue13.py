"""Issue 13 (Blue Moon City): the table's real questions the trials found without an answer.

Figures by hand from the Czech rulebook: p.1 (9 / 12 / 15 scales for 2 / 3 / 4 players), p.3 (the scale
scoring happens only when the supply runs out), p.4 (the obelisk costs 7,7,7,7,8,8,9,9,10,10,11,11,12;
6 / 5 / 4 offerings win with 2 / 3 / 4 players); trial notes new-user-trial-bluemoon-carcassonne.md B2 and
"Does this offering win?".
"""

from __future__ import annotations

import json
from pathlib import Path

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
