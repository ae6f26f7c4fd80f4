"""Interactive entry through the library (ScriptedPrompter), interruption and resume."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from scorer.core.errors import EntryInterrupted
from scorer.core.prompts import INTERRUPT, Draft, ScriptedPrompter, guard
from scorer.games.bluemoon import run_entry, score_record
from scorer.games.bluemoon.events import EVENTS


def label(event: str) -> str:
    return EVENTS[event].label


def enter(tmp_path: Path, answers: list, record: dict | None = None) -> tuple[dict, ScriptedPrompter]:
    prompter = ScriptedPrompter(list(answers))
    draft = Draft(record or {"game": "bluemoon"}, tmp_path / "entry.json")
    full = run_entry(draft, prompter)
    assert prompter.answers == []  # every scripted answer was asked for
    assert json.loads((tmp_path / "entry.json").read_text(encoding="utf-8")) == full  # saved, no longer a draft
    return full, prompter


def test_payment_entry_forgiving_names(tmp_path: Path) -> None:
    full, _ = enter(tmp_path, [label("payment"), "černá", "5", "vulca 3, khind, hnědá 1, Mimix 2"])
    assert full == {"game": "bluemoon", "event": "payment", "box": {"colour": "black", "value": 5},
                    "hand": ["Vulca 3", "Khind 1", "Mimix 1", "Mimix 2"]}
    assert score_record(full).to_json()["cards_used"] == ["Vulca 3", "Mimix 1", "Mimix 2"]


def test_palace_box_entry(tmp_path: Path) -> None:
    full, _ = enter(tmp_path, ["any (Royal Palace box)", "4", "Aqua 3, Khind"], {"game": "bluemoon", "event": "pay"})
    assert full["box"] == {"colour": "any", "value": 4} and full["event"] == "payment"
    assert score_record(full).to_json()["can_pay"] is True


def test_bad_card_is_refused_at_the_prompt(tmp_path: Path) -> None:
    with pytest.raises(AssertionError, match="unknown card 'Vulka'"):
        enter(tmp_path, ["black", "5", "Vulka 3"], {"game": "bluemoon", "event": "payment"})


def test_known_building_entry(tmp_path: Path) -> None:
    # case build-08's table, entered by hand
    full, prompter = enter(tmp_path, [label("building"), "therm", "B, C, A", "Royal Palace, monastery"])
    assert full["building"] == "Thermae" and full["adjacent_completed"] == ["Royal Palace", "Monastery Tower"]
    assert {p["name"]: p["cards"] for p in score_record(full).to_json()["players"]} == {"B": 3, "C": 1, "A": 1}
    assert len(prompter.asked) == 4


def test_building_with_unknown_rewards_asks_for_them(tmp_path: Path) -> None:
    full, prompter = enter(tmp_path, ["Earth Temple", "0 0 2", "1", "A, B, B", ""], {"game": "bluemoon", "event": "building"})
    assert full["building"] == {"name": "Earth Temple", "majority": {"crystals": 0, "scales": 0, "cards": 2},
                                "participation": {"crystals": 1, "scales": 0, "cards": 0}}
    assert "Its boxes" not in " ".join(prompter.asked)  # the temple's boxes are known (red 5-4-3)
    assert {p["name"]: p["cards"] for p in score_record(full).to_json()["players"]} == {"A": 0, "B": 2}


def test_cube_count_checked_at_the_prompt(tmp_path: Path) -> None:
    with pytest.raises(AssertionError, match="2 boxes"):
        enter(tmp_path, ["University", "A, B, C"], {"game": "bluemoon", "event": "building"})


def test_scales_entry_rulebook_example(tmp_path: Path) -> None:
    full, _ = enter(tmp_path, [label("scales"), "You, Ann, Bob", "5", "2", "4", "", "2", "", "1"])
    out = score_record(full).to_json()
    assert [p["crystals"] for p in out["players"]] == [6, 3, 0] and out["supply_after"] == 10


def test_scales_entry_offers_the_rest_of_the_supply(tmp_path: Path) -> None:
    # 2 players hold 6 + 2 of the 9 scales (seed p.1): Enter takes the 1 left in the supply
    full, _ = enter(tmp_path, [label("scales"), "Ann, Bob", "6", "1", "2", "", ""])
    assert full["supply"] == 1
    assert [p["crystals"] for p in score_record(full).to_json()["players"]] == [6, 0]


def test_offering_and_end_entry(tmp_path: Path) -> None:
    # 2 players: spaces 7, 7, 8, 8, 9, 9, ... (grey 7s dropped); 4 filled (all 4 offerings are the player's own)
    full, _ = enter(tmp_path, [label("offering"), "2", "4", "20", "Pillar 2", "4"])
    out = score_record(full).to_json()
    assert (out["payments"], out["wins"]) == ([9, 11], True)  # 9, then 9 + 2 = 20; 4 + 2 = 6 offerings win with 2
    with pytest.raises(AssertionError, match="at most 1"):  # 1 space filled: at most 1 offering made
        enter(tmp_path, [label("offering"), "4", "1", "20", "", "2"])
    full, _ = enter(tmp_path, [label("end"), "Ann, Bob", "5", "3", "5", "2", True])
    assert score_record(full).to_json()["winners"] == ["Ann"]


def test_interrupt_saves_and_resume_continues(tmp_path: Path) -> None:
    path = tmp_path / "draft.json"
    draft = Draft({"game": "bluemoon"}, path)
    with pytest.raises(EntryInterrupted) as info:
        with guard(draft):
            run_entry(draft, ScriptedPrompter([label("scales"), "Ann, Bob", "6", "1", INTERRUPT]))
    assert str(path) in str(info.value)
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["draft"] is True and saved["players"][0] == {"name": "Ann", "scales": 6, "gained": 1}
    # resume: only Bob's numbers and the supply are asked
    prompter = ScriptedPrompter(["2", "0", "1"])
    full = run_entry(Draft(saved, path), prompter)
    assert prompter.asked == ["Bob: scales held before the action:", "Bob: scales earned in the action:",
                              "Scales left in the supply before the action (of 9):"]
    assert "draft" not in full
    assert [p["crystals"] for p in score_record(full).to_json()["players"]] == [6, 0]


def test_courtyard_cannot_be_completed(tmp_path: Path) -> None:
    with pytest.raises(AssertionError, match="complete from the start"):
        enter(tmp_path, ["Courtyard"], {"game": "bluemoon", "event": "building"})


def test_other_building_typed_from_the_tile(tmp_path: Path) -> None:
    full, _ = enter(tmp_path, ["other (type its boxes and rewards)", "Hospital", "red 3, hnědá 2", "1", "0 1", "A, B",
                               "Library"], {"game": "bluemoon", "event": "building"})
    assert full["building"]["boxes"] == [{"colour": "red", "value": 3}, {"colour": "brown", "value": 2}]
    # A: majority 1 crystal + participation 1 scale + Library 3 crystals; B: 1 scale + 3 crystals
    assert {p["name"]: (p["crystals"], p["scales"]) for p in score_record(full).to_json()["players"]} == {
        "A": (4, 1), "B": (3, 1)}
