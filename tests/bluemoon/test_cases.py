"""The shared worked cases (copied into cases.json), each scored through a record.

Source: shared/cases/blue_moon_city_public.json; every test is named after its case id.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from scorer.games.bluemoon import score_record

CASES = {c["id"]: c for c in json.loads((Path(__file__).parent / "cases.json").read_text(encoding="utf-8"))["cases"]}


def by_kind(kind: str) -> list[str]:
    return [i for i, c in CASES.items() if c["kind"] == kind]


def test_every_case_is_used() -> None:
    used = {
        *by_kind("scale_scoring"),
        *by_kind("building_completion"),
        *by_kind("payment_check"),
        *by_kind("obelisk_offering"),
        *by_kind("winner"),
    }
    assert used == set(CASES)


@pytest.mark.parametrize("case_id", by_kind("scale_scoring"))
def test_scale_cases(case_id: str) -> None:
    case = CASES[case_id]
    inp, exp = case["input"], case["expected"]
    players = [
        {"name": n, "scales": s, "gained": inp["scales_gained_by_triggering_action"].get(n, 0)}
        for n, s in inp["scales_before"].items()
    ]
    assert len(players) == case["players"]
    out = score_record(
        {"game": "bluemoon", "event": "scales", "players": players, "supply": inp["supply_before"]}
    ).to_json()
    got = {p["name"]: p for p in out["players"]}
    assert {n: p["scales_counted"] for n, p in got.items()} == exp["scales_counted"]
    assert {n: p["crystals"] for n, p in got.items()} == exp["crystals_gained"]
    assert {n: p["scales_kept"] for n, p in got.items()} == exp["scales_kept_after"]
    assert out["supply_after"] == exp["supply_after"]
    assert out["overflow"] == exp["overflow_scales_counted_but_not_handed_out"]


@pytest.mark.parametrize("case_id", by_kind("building_completion"))
def test_building_cases(case_id: str) -> None:
    inp, exp = CASES[case_id]["input"], CASES[case_id]["expected"]
    out = score_record(
        {
            "game": "bluemoon",
            "event": "building",
            "building": inp["building"],
            "cubes": inp["cube_owner_per_segment_left_to_right"],
            "adjacent_completed": inp["adjacent_completed_buildings"],
        }
    ).to_json()
    assert out["majority"] == exp["majority_winner"]
    assert {p["name"]: {k: p[k] for k in ("crystals", "scales", "cards")} for p in out["players"]} == exp["rewards"]


@pytest.mark.parametrize("case_id", by_kind("building_completion"))
def test_building_cases_boxes_match_data(case_id: str) -> None:
    """The case's printed boxes are the ones our buildings.json holds."""
    from scorer.games.bluemoon.building import find_building

    inp = CASES[case_id]["input"]
    boxes = find_building(inp["building"]).boxes
    assert [f"{b.colour} {b.value}" for b in boxes] == inp["segments_left_to_right"]


@pytest.mark.parametrize("case_id", by_kind("payment_check"))
def test_payment_cases(case_id: str) -> None:
    inp, exp = CASES[case_id]["input"], CASES[case_id]["expected"]
    out = score_record({"game": "bluemoon", "event": "payment", "box": inp["segment"], "hand": inp["hand"]}).to_json()
    assert out["can_pay"] is exp["can_pay"]
    assert out["value"] == exp["best_total"]
    assert out["cards_used"] == USED[case_id], exp["with"]


#: The cards each payment case's "with" text uses (read by hand from the case).
USED = {
    "pay-01": ["Vulca 3", "Vulca 2"],
    "pay-03": ["Aqua 2", "Mimix 1", "Mimix 2"],
    "pay-06": ["Pillar 2", "Aqua 3", "Hoax 2"],
    "pay-12": ["Hoax 2"],
}


@pytest.mark.parametrize("case_id", by_kind("obelisk_offering"))
def test_offering_cases(case_id: str) -> None:
    case = CASES[case_id]
    inp, exp = case["input"], case["expected"]
    out = score_record(
        {
            "game": "bluemoon",
            "event": "offering",
            "player_count": case["players"],
            "spaces_filled": inp["spaces_already_filled"],
            "crystals": inp["crystals"],
            "pillars": [f"Pillar {v}" for v in inp["pillar_cards_in_hand"]],
        }
    ).to_json()
    assert (out["offerings"], out["payments"], out["crystals_left"]) == (
        exp["offerings_made"],
        exp["payments"],
        exp["crystals_left"],
    )


def test_case_winner_07_turns_then_end() -> None:
    """winner-07: the complete city is played out turn by turn (offering events), then the end event decides."""
    case = CASES["winner-07"]
    inp, exp = case["input"], case["expected"]
    offerings, crystals, filled = dict(inp["offerings"]), dict(inp["crystals"]), inp["spaces_filled"]
    progress = True
    while progress:  # keep taking turns until nobody can afford the next space
        progress = False
        for name in inp["turn_order"]:
            out = score_record(
                {
                    "game": "bluemoon",
                    "event": "offering",
                    "player_count": case["players"],
                    "spaces_filled": filled,
                    "crystals": crystals[name],
                }
            ).to_json()
            if out["offerings"]:
                progress = True
                offerings[name] += out["offerings"]
                crystals[name] = out["crystals_left"]
                filled += out["offerings"]
    assert offerings == exp["final_offerings"]
    assert crystals == exp["crystals_left"]
    end = score_record(
        {
            "game": "bluemoon",
            "event": "end",
            "city_complete": True,
            "players": [{"name": n, "offerings": offerings[n], "crystals": crystals[n]} for n in inp["turn_order"]],
        }
    ).to_json()
    assert end["winners"] == [exp["winner"]]
    assert "crystals" in end["tie_break"]
