"""The command line: answers, --json, and every bad input of issue 5 as exit 2 with one line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from helpers import EXAMPLES, run_cli


def record(tmp_path: Path, **fields) -> str:
    path = tmp_path / "record.json"
    path.write_text(json.dumps({"game": "bluemoon", **fields}), encoding="utf-8")
    return str(path)


PAY = {"event": "payment", "box": {"colour": "black", "value": 5}, "hand": ["Vulca 3", "Vulca 2"]}
BUILD = {"event": "building", "building": "Thermae", "cubes": ["A", "B", "C"]}
SCALES = {"event": "scales", "players": [{"name": "A", "scales": 6, "gained": 1}, {"name": "B", "scales": 2}], "supply": 1}
OFFER = {"event": "offering", "player_count": 4, "spaces_filled": 0, "crystals": 20, "pillars": []}
END = {"event": "end", "city_complete": True, "players": [{"name": "A", "offerings": 2, "crystals": 1},
                                                          {"name": "B", "offerings": 1, "crystals": 7}]}

BAD = {
    "unknown card": ({**PAY, "hand": ["Vulca 3", "Dragon 2"]}, "$.hand[1]: unknown card 'Dragon'"),
    "unknown card value": ({**PAY, "hand": ["Khind 3"]}, "$.hand[0]: there is no Khind 3"),
    "unknown building": ({**BUILD, "building": "Cathedral"}, "$.building: unknown building 'Cathedral'"),
    "unknown neighbour": ({**BUILD, "adjacent_completed": ["Tower of Babel"]}, "$.adjacent_completed[0]: unknown building"),
    "unknown colour": ({**PAY, "box": {"colour": "purple", "value": 3}}, "$.box.colour: unknown colour 'purple'"),
    "unknown box colour": ({**BUILD, "building": {"name": "X", "boxes": [{"colour": "pink", "value": 2}],
                                                  "majority": {}, "participation": {}}, "cubes": ["A"]},
                           "$.building.boxes[0].colour: unknown colour 'pink'"),
    "too many cubes": ({**BUILD, "cubes": ["A", "B", "C", "D"]}, "4 cubes but Thermae has only 3 boxes"),
    "negative crystals": ({**OFFER, "crystals": -3}, "$.crystals"),
    "negative scales": ({**SCALES, "players": [{"name": "A", "scales": -1, "gained": 1}, {"name": "B", "scales": 2}]},
                        "$.players[0].scales"),
    "negative reward": ({**BUILD, "building": {"name": "Thermae", "majority": {"crystals": -1}}}, "crystals"),
    "negative card value": ({**PAY, "hand": ["Vulca -3"]}, "$.hand[0]: there is no Vulca -3 card"),
    "negative pillar value": ({**OFFER, "pillars": ["Pillar -1"]}, "$.pillars[0]: there is no Pillar -1 card"),
    "already won": ({**OFFER, "spaces_filled": 6, "offerings_before": 4},
                    "$.offerings_before: 4 offerings already win a 4-player game"),
    "more offerings than filled spaces": ({**OFFER, "spaces_filled": 1, "offerings_before": 2},
                                          "$.offerings_before: 2 offerings but only 1 obelisk space filled"),
    "negative box value": ({**PAY, "box": {"colour": "black", "value": -2}}, "at least 1"),
    "negative offerings": ({**END, "players": [{"name": "A", "offerings": -1, "crystals": 0},
                                               {"name": "B", "offerings": 0, "crystals": 0}]}, "$.players[0].offerings"),
    "more scales than the supply": ({**SCALES, "players": [{"name": "A", "scales": 7, "gained": 1},
                                                           {"name": "B", "scales": 2}]}, "more than the 9"),
    "offering player count": ({**OFFER, "player_count": 5}, "$.player_count: Blue Moon City is for 2-4 players"),
    "end player count": ({**END, "players": END["players"] * 1 + [{"name": n, "offerings": 0, "crystals": 0}
                                                                  for n in "CDE"]}, "$.players: Blue Moon City takes at most 4 players"),
    "scales player count": ({**SCALES, "players": [{"name": "A", "scales": 2, "gained": 1}], "supply": 1},
                            "$.players: Blue Moon City needs at least 2 players"),
    "unknown event": ({"event": "auction"}, "unknown event 'auction'"),
    "missing field": ({"event": "payment", "hand": []}, "box"),
    "unknown field": ({**PAY, "hands": []}, "hands"),
    "unknown expansion tile": ({**BUILD, "building": {"name": "Hospital"}}, "$.building.name: 'Hospital'"),
    "pillar 3 has no power": ({**OFFER, "pillars": ["Pillar 3"]}, "$.pillars[0]: Pillar 3 has no power"),
    "wrong type": ({**OFFER, "crystals": "lots"}, "$.crystals"),
    "not a pillar": ({**OFFER, "pillars": ["Aqua 1"]}, "$.pillars[0]: Aqua 1 is not a Pillar"),
}


@pytest.mark.parametrize("name", list(BAD))
def test_bad_input_exit_2_one_line(tmp_path: Path, name: str) -> None:
    fields, message = BAD[name]
    code, out, err = run_cli("score", record(tmp_path, **fields))
    assert code == 2
    assert out == ""
    assert err.count("\n") == 1 and err.startswith("scorer: "), err
    assert message in err
    assert "Traceback" not in err


@pytest.mark.parametrize("fields, expect", [
    (PAY, "Yes: pay the black box of value 5 with Vulca 3, Vulca 2"),
    (BUILD, "Majority: A (1 of 3 cubes)"),
    (SCALES, "The scale supply ran out"),
    (OFFER, "1 offering this turn, paying 7"),
    (END, "Winner: A"),
    ({**END, "players": [{"name": "A", "offerings": 2, "crystals": 1}, {"name": "B", "offerings": 1, "crystals": 8}]},
     "No winner yet: the city is complete, but B can still pay the next obelisk space (8 crystals)"),
])
def test_score_text(tmp_path: Path, fields, expect) -> None:
    code, out, _ = run_cli("score", record(tmp_path, **fields))
    assert code == 0 and expect in out and "Rules applied:" in out


def test_score_json_contract(tmp_path: Path) -> None:
    code, out, _ = run_cli("score", record(tmp_path, **PAY), "--json")
    data = json.loads(out)
    assert code == 0
    assert {k: data[k] for k in ("game", "event", "can_pay", "cards_used", "value")} == {
        "game": "bluemoon", "event": "payment", "can_pay": True, "cards_used": ["Vulca 3", "Vulca 2"], "value": 5}
    assert data["assumptions"]


def test_json_shapes_of_every_event(tmp_path: Path) -> None:
    keys = {"building": {"majority", "players"}, "scales": {"players", "supply_after"},
            "offering": {"offerings", "payments", "crystals_left"}, "end": {"winners", "players", "tie_break"}}
    for fields in (BUILD, SCALES, OFFER, END):
        code, out, _ = run_cli("score", record(tmp_path, **fields), "--json")
        assert code == 0 and keys[fields["event"]] <= set(json.loads(out))
    _, out, _ = run_cli("score", record(tmp_path, **BUILD), "--json")
    assert json.loads(out)["players"][0] == {"name": "A", "crystals": 1, "scales": 0, "cards": 2}  # majority: 2 cards
    _, out, _ = run_cli("score", record(tmp_path, **SCALES), "--json")
    assert json.loads(out)["players"][1] == {"name": "B", "scales_counted": 2, "crystals": 0, "scales_kept": 2}
    _, out, _ = run_cli("score", record(tmp_path, **END), "--json")
    assert json.loads(out)["players"][0] == {"name": "A", "offerings": 2, "crystals": 1, "rank": 1}


def test_pay_and_offer_take_arguments() -> None:
    code, out, _ = run_cli("bluemoon", "pay", "černá", "5", "Vulca 3", "Khind", "hnědá 1", "Mimix 2", "--json")
    assert code == 0 and json.loads(out)["cards_used"] == ["Vulca 3", "Mimix 1", "Mimix 2"]
    code, out, _ = run_cli("bluemoon", "offer", "-p", "4", "-f", "3", "-c", "16", "Pillar 1", "--json")
    assert code == 0 and json.loads(out)["payments"] == [7, 9]
    code, _, err = run_cli("bluemoon", "offer", "-p", "4", "Pillar 1")
    assert code == 2 and "--crystals" in err


def test_interactive_needs_a_terminal() -> None:
    code, _, err = run_cli("bluemoon", "scales", process=True)
    assert code == 2 and err.count("\n") == 1 and "terminal" in err


@pytest.mark.parametrize("example", sorted(EXAMPLES.glob("bluemoon-*.json")), ids=lambda p: p.name)
def test_examples_score(example: Path) -> None:
    code, out, err = run_cli("score", example, process=True)
    assert code == 0 and "Blue Moon City" in out and err == ""


@pytest.mark.parametrize("args, message", [
    (["pay", "black", "-1", "Vulca 3"], "$.box.value: a box value is at least 1"),
    (["pay", "black", "3", "Vulca 9"], "$.hand[0]: there is no Vulca 9"),
    (["pay", "violet", "3"], "$.box.colour: unknown colour 'violet'"),
    (["offer", "-p", "4", "-c", "-3"], "$.crystals"),
    (["offer", "-p", "1", "-c", "9"], "$.player_count"),
    (["offer", "-p", "4", "-c", "9", "-f", "14"], "13 spaces"),
    (["pay", "black", "five", "Vulca 3"], "box value 'five' is not a whole number"),
    (["offer", "-p", "four", "-c", "9"], "--players 'four' is not a whole number"),
    (["offer", "-p", "4", "-c", "9.5"], "--crystals '9.5' is not a whole number"),
])
def test_bad_arguments_exit_2_one_line(args: list[str], message: str) -> None:
    code, out, err = run_cli("bluemoon", *args)
    assert code == 2 and out == "" and err.count("\n") == 1 and message in err, err
