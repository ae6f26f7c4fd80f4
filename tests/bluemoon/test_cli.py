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
SCALES = {
    "event": "scales",
    "players": [{"name": "A", "scales": 6, "gained": 1}, {"name": "B", "scales": 2}],
    "supply": 1,
}
OFFER = {"event": "offering", "player_count": 4, "spaces_filled": 0, "crystals": 20, "pillars": []}
END = {
    "event": "end",
    "city_complete": True,
    "players": [{"name": "A", "offerings": 2, "crystals": 1}, {"name": "B", "offerings": 1, "crystals": 7}],
}

BAD = {
    "unknown card": ({**PAY, "hand": ["Vulca 3", "Dragon 2"]}, "$.hand[1]: unknown card 'Dragon'"),
    "unknown card value": ({**PAY, "hand": ["Khind 3"]}, "$.hand[0]: there is no Khind 3"),
    "unknown building": ({**BUILD, "building": "Cathedral"}, "$.building: unknown building 'Cathedral'"),
    "unknown neighbour": (
        {**BUILD, "adjacent_completed": ["Tower of Babel"]},
        "$.adjacent_completed[0]: unknown building",
    ),
    "unknown colour": ({**PAY, "box": {"colour": "purple", "value": 3}}, "$.box.colour: unknown colour 'purple'"),
    "unknown box colour": (
        {
            **BUILD,
            "building": {"name": "X", "boxes": [{"colour": "pink", "value": 2}], "majority": {}, "participation": {}},
            "cubes": ["A"],
        },
        "$.building.boxes[0].colour: unknown colour 'pink'",
    ),
    "too many cubes": ({**BUILD, "cubes": ["A", "B", "C", "D"]}, "4 cubes but Thermae has only 3 boxes"),
    "negative crystals": ({**OFFER, "crystals": -3}, "$.crystals"),
    "negative scales": (
        {**SCALES, "players": [{"name": "A", "scales": -1, "gained": 1}, {"name": "B", "scales": 2}]},
        "$.players[0].scales",
    ),
    "negative reward": ({**BUILD, "building": {"name": "Thermae", "majority": {"crystals": -1}}}, "crystals"),
    "negative card value": ({**PAY, "hand": ["Vulca -3"]}, "$.hand[0]: there is no Vulca -3 card"),
    "negative pillar value": ({**OFFER, "pillars": ["Pillar -1"]}, "$.pillars[0]: there is no Pillar -1 card"),
    "already won": (
        {**OFFER, "spaces_filled": 6, "offerings_before": 4},
        "$.offerings_before: 4 offerings already win a 4-player game",
    ),
    "more offerings than filled spaces": (
        {**OFFER, "spaces_filled": 1, "offerings_before": 2},
        "$.offerings_before: 2 offerings but only 1 obelisk space filled",
    ),
    "negative box value": ({**PAY, "box": {"colour": "black", "value": -2}}, "$.box.value: a box is worth 2 to 5"),
    "negative offerings": (
        {
            **END,
            "players": [{"name": "A", "offerings": -1, "crystals": 0}, {"name": "B", "offerings": 0, "crystals": 0}],
        },
        "$.players[0].offerings",
    ),
    "more scales than the supply": (
        {**SCALES, "players": [{"name": "A", "scales": 7, "gained": 1}, {"name": "B", "scales": 2}]},
        "more than the 9",
    ),
    "offering player count": ({**OFFER, "player_count": 5}, "$.player_count: Blue Moon City is for 2-4 players"),
    "end player count": (
        {**END, "players": END["players"] * 1 + [{"name": n, "offerings": 0, "crystals": 0} for n in "CDE"]},
        "$.players: Blue Moon City takes at most 4 players",
    ),
    "scales player count": (
        {**SCALES, "players": [{"name": "A", "scales": 2, "gained": 1}], "supply": 1},
        "$.players: Blue Moon City needs at least 2 players",
    ),
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


@pytest.mark.parametrize(
    "fields, expect, readings",
    [
        (PAY, "Yes: pay the black box of value 5 with Vulca 3, Vulca 2", True),  # the cheapest payment
        (BUILD, "Majority: A (1 of 3 cubes)", True),  # a 1-1-1 tie: the leftmost cube
        (SCALES, "The scale supply ran out", True),
        (OFFER, "1 offering this turn, paying 7", False),  # 4 players, no Pillar: no reading was needed
        (END, "Winner: A", True),  # a complete city decided once nobody can pay
        (
            {
                **END,
                "players": [{"name": "A", "offerings": 2, "crystals": 1}, {"name": "B", "offerings": 1, "crystals": 8}],
            },
            "No winner yet: the city is complete, but B can still pay the next obelisk space (8 crystals)",
            True,
        ),
    ],
)
def test_score_text(tmp_path: Path, fields, expect, readings) -> None:
    code, out, _ = run_cli("score", record(tmp_path, **fields))
    assert code == 0 and expect in out and ("Rules applied:" in out) == readings


def test_score_json_contract(tmp_path: Path) -> None:
    code, out, _ = run_cli("score", record(tmp_path, **PAY), "--json")
    data = json.loads(out)
    assert code == 0
    assert {k: data[k] for k in ("game", "event", "can_pay", "cards_used", "value")} == {
        "game": "bluemoon",
        "event": "payment",
        "can_pay": True,
        "cards_used": ["Vulca 3", "Vulca 2"],
        "value": 5,
    }
    assert data["assumptions"]


def test_json_shapes_of_every_event(tmp_path: Path) -> None:
    keys = {
        "building": {"majority", "players"},
        "scales": {"players", "supply_after"},
        "offering": {"offerings", "payments", "crystals_left"},
        "end": {"winners", "players", "tie_break"},
    }
    for fields in (BUILD, SCALES, OFFER, END):
        code, out, _ = run_cli("score", record(tmp_path, **fields), "--json")
        assert code == 0 and keys[fields["event"]] <= set(json.loads(out))
    # every field kept; rows now say their unit (issue 9)
    _, out, _ = run_cli("score", record(tmp_path, **BUILD), "--json")
    assert json.loads(out)["players"][0] == {
        "name": "A",
        "crystals": 1,
        "scales": 0,
        "cards": 2,  # majority: 2 cards
        "unit": "crystals",
    }
    _, out, _ = run_cli("score", record(tmp_path, **SCALES), "--json")
    assert json.loads(out)["players"][1] == {
        "name": "B",
        "scales_counted": 2,
        "crystals": 0,
        "scales_kept": 2,
        "unit": "crystals",
    }
    _, out, _ = run_cli("score", record(tmp_path, **END), "--json")
    data = json.loads(out)
    assert data["players"][0] == {"name": "A", "offerings": 2, "crystals": 1, "rank": 1, "unit": "crystals"}
    assert data["outcome"]["winners"] == ["A"] and data["winners"] == ["A"] and data["tie_break"] is None


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


# on the command line a message names the argument or the option, never a record's JSON path (trial 2, B8)
@pytest.mark.parametrize(
    "args, message",
    [
        (["pay", "black", "-1", "Vulca 3"], "a box is worth 2 to 5"),
        (["pay", "black", "3", "Vulca 9"], "there is no Vulca 9"),
        (["pay", "violet", "3"], "unknown colour 'violet'"),
        (["offer", "-p", "4", "-c", "-3"], "--crystals must be 0 or more, got -3"),
        (["offer", "-p", "1", "-c", "9"], "--players: Blue Moon City is for 2-4 players, got 1"),
        (["offer", "-p", "4", "-c", "9", "-f", "14"], "--filled: the obelisk has 13 spaces"),
        (["offer", "-p", "4", "-c", "9", "-f", "-1"], "--filled must be 0 or more, got -1"),
        (["pay", "black", "5", "Vulka 3"], "unknown card 'Vulka': did you mean 'Vulca'?"),
        (["pay", "black", "5", "--jsn", "Vulca 3"], "unknown option '--jsn': see 'scorer bluemoon pay --help'"),  # B7
        (["pay", "black", "5", "Vulca 3", "-x"], "unknown option '-x'"),  # B7
        (["pay", "black", "5", "3", "Vulca"], "'3' is a value without a people: write each card as one argument"),  # B6
        (["pay", "black", "5", "Vulca"], "write it like 'Vulca 2' (in quotes on the command line, or Vulca2)"),  # B6
        # B4: what no box holds
        (["pay", "black", "1000000000000000000000000000000", "Vulca 3"], "box value 100000000000… is far too large"),
        (["pay", "black", "30", *["Vulca 3"] * 11], "a box is worth 2 to 5"),
        (["pay", "black", "5", *["Vulca 3"] * 11], "11 Vulca cards, but the deck has 10 (English rules pp.4-5"),
        (["pay", "any", "12", "Vulca 3"], "a box is worth 2 to 5 (English rules pp.2-4 pictures"),
        (["pay", "green", "2", "Khind", "Khind"], "no building has green boxes"),
        (["offer", "-p", "4", "-c", "30", *["Pillar 1"] * 12], "12 Pillar cards, but the deck has 10"),
        (["pay", "black", "five", "Vulca 3"], "box value 'five' is not a whole number"),
        (["offer", "-p", "four", "-c", "9"], "--players 'four' is not a whole number"),
        (["offer", "-p", "4", "-c", "9.5"], "--crystals '9.5' is not a whole number"),
    ],
)
def test_bad_arguments_exit_2_one_line(args: list[str], message: str) -> None:
    code, out, err = run_cli("bluemoon", *args)
    assert code == 2 and out == "" and err.count("\n") == 1 and message in err, err
    assert "$." not in err, err


def test_json_before_the_command() -> None:
    """B3: ``scorer bluemoon --json pay …`` and ``--json offer …`` print JSON (they printed text)."""
    code, out, err = run_cli("bluemoon", "--json", "pay", "black", "5", "Vulca 3", "Khind", "Mimix 1", "Mimix 2")
    assert code == 0 and json.loads(out)["cards_used"] == ["Vulca 3", "Mimix 1", "Mimix 2"], err
    code, out, err = run_cli("bluemoon", "--json", "offer", "-p", "4", "-f", "3", "-c", "16")
    assert code == 0 and json.loads(out)["payments"] == [7], err  # the 4th space costs 7
    code, out, err = run_cli("--explain", "bluemoon", "--json", "offer", "-p", "4", "-f", "3", "-c", "16")
    assert code == 0 and json.loads(out)["explanation"], err


def test_a_value_typed_apart_from_its_people_is_joined() -> None:
    """B6: ``pay black 5 Vulca 3 Khind`` unquoted is Vulca 3 and Khind: 3 + 1 = 4 of 5, one short."""
    code, out, err = run_cli("bluemoon", "pay", "black", "5", "Vulca", "3", "Khind", "--json")
    assert code == 0 and json.loads(out)["value"] == 4 and json.loads(out)["can_pay"] is False, err
    code, out, err = run_cli("bluemoon", "offer", "-p", "4", "-f", "3", "-c", "16", "Pillar", "1", "--json")
    assert code == 0 and json.loads(out)["payments"] == [7, 9], err  # case obelisk-09


def test_pillars_say_after_which_offering_and_what_each_costs() -> None:
    """B9: 3 players, 4 spaces filled (next 8, 8, 9), 30 crystals: 8, then 8 + 1 and 9 + 1 for two Pillar 1s."""
    code, out, err = run_cli("bluemoon", "offer", "-p", "3", "-f", "4", "-c", "30", "Pillar 2", "Pillar 1", "Pillar 1")
    assert code == 0, err
    assert "3 offerings this turn, paying 8 + 9 + 10 = 27 crystals; 3 left." in out
    assert (
        "Discard Pillar 1 after the 1st offering (the 2nd then costs 8 + 1); Pillar 1 after the 2nd offering "
        "(the 3rd then costs 9 + 1)."
    ) in out
    assert "grey 7s" not in out  # a 3-player game: the 2-player rule is not printed
