"""Interactive entry through the library (ScriptedPrompter): every answer checked where it is typed, going
back, interruption and resume.

The checks at the prompt are new-user trial 2's B1 (a building as its own neighbour, the same neighbour twice,
five neighbours), B1b (scales held against 15/12/9), B1c (offerings against the obelisk), B1d (a 40-card
hand) and B4 (box values, cards per people): each used to be accepted and end the whole event with exit 2.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from scorer.core.errors import EntryInterrupted
from scorer.core.prompts import BACK, INTERRUPT, Draft, ScriptedPrompter, guard
from scorer.games.bluemoon import run_entry, score_record
from scorer.games.bluemoon.entry import HAND
from scorer.games.bluemoon.events import EVENTS, find_event


def label(event: str) -> str:
    return EVENTS[event].label


def enter(
    tmp_path: Path, answers: list, record: dict | None = None, review: bool = False
) -> tuple[dict, ScriptedPrompter]:
    prompter = ScriptedPrompter(list(answers), review=review)
    draft = Draft(record or {"game": "bluemoon"}, tmp_path / "entry.json")
    full = run_entry(draft, prompter)
    assert prompter.answers == []  # every scripted answer was asked for
    assert json.loads((tmp_path / "entry.json").read_text(encoding="utf-8")) == full  # saved, no longer a draft
    return full, prompter


def refused(tmp_path: Path, answers: list, message: str, record: dict | None = None) -> None:
    """The last answer is refused at its prompt with ``message``."""
    with pytest.raises(AssertionError, match=message):
        enter(tmp_path, answers, record)


def building(tmp_path: Path, answers: list, **kw) -> tuple[dict, ScriptedPrompter]:
    return enter(tmp_path, answers, {"game": "bluemoon", "event": "building"}, **kw)


# --- payment ---------------------------------------------------------------------------


def test_payment_entry_forgiving_names(tmp_path: Path) -> None:
    full, _ = enter(tmp_path, [label("payment"), "černá", "5", "vulca 3, khind, hnědá 1, Mimix 2"])
    assert full == {
        "game": "bluemoon",
        "event": "payment",
        "box": {"colour": "black", "value": 5},
        "hand": ["Vulca 3", "Khind 1", "Mimix 1", "Mimix 2"],
    }
    assert score_record(full).to_json()["cards_used"] == ["Vulca 3", "Mimix 1", "Mimix 2"]


def test_palace_box_entry(tmp_path: Path) -> None:
    full, _ = enter(tmp_path, ["any (Royal Palace box)", "4", "Aqua 3, Khind"], {"game": "bluemoon", "event": "pay"})
    assert full["box"] == {"colour": "any", "value": 4} and full["event"] == "payment"
    assert score_record(full).to_json()["can_pay"] is True


def test_bad_card_is_refused_at_the_prompt(tmp_path: Path) -> None:
    refused(tmp_path, ["black", "5", "Vulka 3"], "unknown card 'Vulka'", {"game": "bluemoon", "event": "payment"})


@pytest.mark.parametrize(
    "answers, message",
    [
        (["black", "99"], r"a box is worth 2 to 5 \(.*poeppelkiste.*\), got 99"),  # B4: box values are 2-5
        (["black", "1"], "a box is worth 2 to 5"),
        (["green"], "no building has green boxes"),  # B4: no Khind building
        (["black", "5", ", ".join(["Vulca 3"] * 11)], "11 Vulca cards, but the deck has 10"),
        (
            ["black", "5", ", ".join(["Aqua 1", "Terrah 2", "Flit 3", "Hoax 3"] * 10)],  # B1d: 40 cards
            "a hand of 40 cards is too many to search: list at most 30",
        ),
        (["black", "5", ""], "type the cards in the hand"),
    ],
)
def test_payment_answers_checked_at_the_prompt(tmp_path: Path, answers: list, message: str) -> None:
    refused(tmp_path, answers, message, {"game": "bluemoon", "event": "payment"})


# --- building --------------------------------------------------------------------------


def test_known_building_entry(tmp_path: Path) -> None:
    # case build-08's table, entered by hand
    full, prompter = enter(tmp_path, [label("building"), "therm", "B, C, A", "Royal Palace, monastery"])
    assert full["building"] == "Thermae" and full["adjacent_completed"] == ["Royal Palace", "Monastery Tower"]
    assert {p["name"]: p["cards"] for p in score_record(full).to_json()["players"]} == {"B": 3, "C": 1, "A": 1}
    assert len(prompter.asked) == 4


def test_building_with_unknown_rewards_asks_for_them(tmp_path: Path) -> None:
    full, prompter = building(tmp_path, ["Earth Temple", "0 0 2", "1", "A, B, B", ""])
    assert full["building"] == {
        "name": "Earth Temple",
        "majority": {"crystals": 0, "scales": 0, "cards": 2},
        "participation": {"crystals": 1, "scales": 0, "cards": 0},
    }
    assert "Its boxes" not in " ".join(prompter.asked)  # the temple's boxes are known (red 5-4-3)
    assert {p["name"]: p["cards"] for p in score_record(full).to_json()["players"]} == {"A": 0, "B": 2}


def test_cube_count_checked_at_the_prompt(tmp_path: Path) -> None:
    refused(tmp_path, ["University", "A, B, C"], "2 boxes", {"game": "bluemoon", "event": "building"})


@pytest.mark.parametrize(
    "neighbours, message",
    [
        ("University", "University cannot neighbour itself: list the buildings around it"),  # B1
        ("Fire Temple, fire temple", "Fire Temple is listed twice: each tile is in the city once"),  # B1
        (
            "Mill, Library, Citadel, Aqueduct, Hospice",
            r"5 neighbours, but a tile touches at most 4 \(Czech rulebook p.3",
        ),
        ("Tower of Babel", "unknown building"),
    ],
)
def test_neighbours_checked_at_the_prompt(tmp_path: Path, neighbours: str, message: str) -> None:
    refused(tmp_path, ["University", "Ann, Bob", neighbours], message, {"game": "bluemoon", "event": "building"})


def test_neighbours_prompt_completes_building_names(tmp_path: Path) -> None:
    seen: dict[str, list[str]] = {}

    class Recording(ScriptedPrompter):
        def text(self, message, default="", validate=None, choices=()):
            seen[message] = list(choices)
            return super().text(message, default, validate, choices)

    prompter = Recording(["University", "Ann, Bob", "Fire Temple"])
    run_entry(Draft({"game": "bluemoon", "event": "building"}, tmp_path / "d.json"), prompter)
    [offered] = [c for m, c in seen.items() if m.startswith("Completed buildings next to it")]
    assert "Fire Temple" in offered and "Chrám ohně" in offered  # B10: completion, in both languages
    assert "University" not in offered  # not its own neighbour


def test_a_refused_neighbour_can_be_fixed_and_no_event_ends_in_an_error(tmp_path: Path) -> None:
    # the terminal shows the message and asks again: here the fixed answer follows
    full, _ = building(tmp_path, ["University", "Ann, Bob", "Fire Temple, Market Hall"])
    out = score_record(full).to_json()  # the English rules' p.4 example: 1 + 3 + 0 crystals, 2 cards each
    assert {p["name"]: (p["crystals"], p["scales"], p["cards"]) for p in out["players"]} == {
        "Ann": (4, 1, 2),
        "Bob": (4, 0, 2),
    }


@pytest.mark.parametrize(
    "boxes, message",
    [
        ("red 9", "a box is worth 2 to 5"),
        ("green 3", "no building has green boxes"),
        ("red 3, red 3, red 2, red 2", "4 boxes, but a building has 1 to 3"),
    ],
)
def test_typed_boxes_checked_at_the_prompt(tmp_path: Path, boxes: str, message: str) -> None:
    refused(
        tmp_path,
        ["other (type its boxes and rewards)", "Hospital", boxes],
        message,
        {"game": "bluemoon", "event": "building"},
    )


def test_more_cube_owners_than_the_game_has_players(tmp_path: Path) -> None:
    # the Royal Palace has 4 boxes: 4 owners fit; a 5th player cannot be (2-4 players, registry)
    full, _ = building(tmp_path, ["Royal Palace", "A, B, C, D", ""])
    assert len(score_record(full).to_json()["players"]) == 4


def test_go_back_to_change_the_building_after_the_cubes(tmp_path: Path) -> None:
    # Thermae typed, then its 3 cubes; "it was the University": back twice, change the building; the 3 cubes
    # no longer fit its 2 boxes, so they are asked again (the old answer offered as the default)
    full, prompter = building(tmp_path, ["Thermae", "A, B, A", BACK, BACK, "University", "A, B", ""])
    assert full["building"] == "University" and full["cubes"] == ["A", "B"]
    assert any("no longer fits" in line for line in prompter.output)


def test_go_back_keeps_later_answers_that_still_fit(tmp_path: Path) -> None:
    # Thermae → Market Hall (both 3 boxes): the cubes are replayed, only the neighbours are asked
    full, prompter = building(tmp_path, ["Thermae", "A, B, A", BACK, BACK, "Market Hall", "Mill"])
    assert full == {
        "game": "bluemoon",
        "event": "building",
        "building": "Market Hall",
        "cubes": ["A", "B", "A"],
        "adjacent_completed": ["Mill"],
    }


def test_other_building_typed_from_the_tile(tmp_path: Path) -> None:
    full, _ = building(
        tmp_path, ["other (type its boxes and rewards)", "Hospital", "hnědá 3, brown 2", "1", "0 1", "A, B", "Library"]
    )  # a tile's boxes share one colour (events.ONE_COLOUR): a mixed pair is refused since the second trial
    assert full["building"]["boxes"] == [{"colour": "brown", "value": 3}, {"colour": "brown", "value": 2}]
    # A: majority 1 crystal + participation 1 scale + Library 3 crystals; B: 1 scale + 3 crystals
    assert {p["name"]: (p["crystals"], p["scales"]) for p in score_record(full).to_json()["players"]} == {
        "A": (4, 1),
        "B": (3, 1),
    }


def test_courtyard_cannot_be_completed(tmp_path: Path) -> None:
    refused(tmp_path, ["Courtyard"], "complete from the start", {"game": "bluemoon", "event": "building"})


def test_review_lists_the_answers_and_changes_one(tmp_path: Path) -> None:
    full, prompter = building(
        tmp_path,
        [
            "Thermae",
            "A, B, A",
            "",
            "Change the table",
            "Cube owners, left to right (3, comma-separated): A, B, A",
            "B, B, A",
            "Score it",
        ],
        review=True,
    )
    assert full["cubes"] == ["B", "B", "A"]
    assert "  Table: building Thermae, cubes A, B, A" in prompter.output


# --- scales --------------------------------------------------------------------------


def test_scales_entry_rulebook_example(tmp_path: Path) -> None:
    # Czech rulebook p.4: you 5 + 2 earned (1 left), opponents 4 and 2 -> 6, 3, 0 crystals; 12 - 2 kept = 10
    full, prompter = enter(tmp_path, [label("scales"), "You, Ann, Bob", "", "5", "2", "4", "", "2", "", "1"])
    out = score_record(full).to_json()
    assert [p["crystals"] for p in out["players"]] == [6, 3, 0] and out["supply_after"] == 10
    assert prompter.asked[1:3] == ["Player 1 name (or all names, comma-separated):", "Player 4 name (Enter when done):"]


def test_scales_entry_offers_the_rest_of_the_supply(tmp_path: Path) -> None:
    # 2 players hold 6 + 2 of the 9 scales (Czech rulebook p.1): Enter takes the 1 left in the supply
    full, _ = enter(tmp_path, [label("scales"), "Ann, Bob", "", "6", "1", "2", "", ""])
    assert full["supply"] == 1
    assert [p["crystals"] for p in score_record(full).to_json()["players"]] == [6, 0]


@pytest.mark.parametrize(
    "answers, message",
    [
        (["Ann, Bob", "", "10"], r"at most 8: a 2-player game has 9 scales.*Czech rulebook p.1"),  # B1b
        (
            ["Ann, Bob", "", "6", "0", "3"],
            r"at most 2: a 2-player game has 9 scales \(Czech rulebook p.1\), 6 held",
        ),  # B1b
        (["A, B, C, D", "15"], "at most 14: a 4-player game has 15 scales"),
        (["Ann, Bob", "", "6", "99"], r"at most 9: a 2-player game has 9 scales"),
        (
            ["Ann, Bob", "", "6", "1", "2", "0", "2"],
            r"8 of the 9 scales held, so 1 in the supply \(Czech rulebook p.1\): type 1",
        ),  # B1b: supply
        (["Ann, Bob, Cid, Dan, Eva"], "Blue Moon City takes at most 4 players"),  # the registry's range
        (["Ann", ""], "Blue Moon City needs at least 2 players"),
    ],
)
def test_scale_counts_checked_at_the_prompt(tmp_path: Path, answers: list, message: str) -> None:
    refused(tmp_path, answers, message, {"game": "bluemoon", "event": "scales"})


# --- offering and end ----------------------------------------------------------------


def test_offering_and_end_entry(tmp_path: Path) -> None:
    # 2 players: spaces 7, 7, 8, 8, 9, 9, ... (grey 7s dropped); 4 filled (all 4 offerings are the player's own)
    full, _ = enter(tmp_path, [label("offering"), "2", "4", "20", "Pillar 2", "4"])
    out = score_record(full).to_json()
    assert (out["payments"], out["wins"]) == ([9, 11], True)  # 9, then 9 + 2 = 20; 4 + 2 = 6 offerings win with 2
    refused(tmp_path, [label("offering"), "4", "1", "20", "", "2"], "at most 1")  # 1 space filled: 1 offering
    full, _ = enter(tmp_path, [label("end"), "Ann, Bob", "", "5", "3", "5", "2", True])
    assert score_record(full).to_json()["winners"] == ["Ann"]


@pytest.mark.parametrize(
    "answers, message",
    [
        (["5"], "at most 4"),
        # 11 spaces with 2 players, but the 6th offering wins at once (Czech rulebook p.4): 5 + 5 = 10 at most
        (["2", "11"], r"at most 10: with 2 players at most 10 are filled while the game goes on"),
        (["4", "3", "16", ", ".join(["Pillar 1"] * 11)], "11 Pillar cards, but the deck has 10"),
        (["4", "3", "16", "Pillar 3"], "Pillar 3 has no power"),
        (["4", "6", "30", "", "4"], r"at most 3: 4 offerings win a 4-player game"),
    ],
)
def test_offering_answers_checked_at_the_prompt(tmp_path: Path, answers: list, message: str) -> None:
    refused(tmp_path, answers, message, {"game": "bluemoon", "event": "offering"})


@pytest.mark.parametrize(
    "answers, message",
    [
        (["Ann, Bob", "", "7"], r"at most 6: 6 offerings win a 2-player game at once \(Czech rulebook p.4\)"),  # B1c
        (
            ["Ann, Bob", "", "6", "0", "6"],
            r"at most 5: the first to 6 offerings ends the game \(Czech rulebook p.4\), and Ann has 6",
        ),  # B1c
        (["A, B, C", "", "5", "0", "5"], r"at most 4: the first to 5 offerings ends the game .*, and A has 5"),
        (["Ann, Bob", "", "5", "0", "7"], r"at most 6"),
        (["A, B, C, D", "4", "0", "4"], "at most 3"),
    ],
)
def test_end_offerings_checked_at_the_prompt(tmp_path: Path, answers: list, message: str) -> None:
    refused(tmp_path, answers, message, {"game": "bluemoon", "event": "end"})


def test_no_winner_yet_entry(tmp_path: Path) -> None:
    # 2 players: 5 + 5 offerings, nobody has 6, the city is not complete: play on
    full, _ = enter(tmp_path, ["Ann, Bob", "", "5", "0", "5", "20", False, False], {"game": "bluemoon", "event": "end"})
    assert score_record(full).to_json()["winners"] == []


def test_a_winning_count_ends_the_questions(tmp_path: Path) -> None:
    # 6 offerings win a 2-player game at once (Czech rulebook p.4): the city questions are not asked
    full, prompter = enter(tmp_path, ["Ann, Bob", "", "6", "0", "3", "20"], {"game": "bluemoon", "event": "end"})
    assert score_record(full).to_json()["winners"] == ["Ann"]
    assert not any("city" in m for m in prompter.asked)


# --- interrupt and resume ------------------------------------------------------------


def test_interrupt_saves_and_resume_recaps_then_continues(tmp_path: Path) -> None:
    path = tmp_path / "draft.json"
    draft = Draft({"game": "bluemoon"}, path)
    with pytest.raises(EntryInterrupted) as info, guard(draft):
        run_entry(draft, ScriptedPrompter([label("scales"), "Ann, Bob", "", "6", "1", INTERRUPT]))
    assert str(path) in str(info.value)
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["draft"] is True and [a["answer"] for a in saved["_entry"]["answers"]][-2:] == ["6", "1"]
    # resume: only Bob's numbers and the supply are asked, after a recap (B12)
    prompter = ScriptedPrompter(["2", "0", "1"])
    full = run_entry(Draft(saved, path), prompter)
    assert prompter.asked == [
        "Bob: scales held before the action:",
        "Bob: scales earned in the action:",
        "Scales left in the supply before the action (of 9):",
    ]
    assert prompter.output[:3] == [
        "Entered so far:",
        "  Table: event scales, players Ann, Bob",
        "  Ann: held 6, earned 1",
    ]
    assert "draft" not in full
    assert [p["crystals"] for p in score_record(full).to_json()["players"]] == [6, 0]


def test_resumed_building_recaps_the_building(tmp_path: Path) -> None:
    path = tmp_path / "draft.json"
    draft = Draft({"game": "bluemoon", "event": "building"}, path)
    with pytest.raises(EntryInterrupted), guard(draft):
        run_entry(draft, ScriptedPrompter(["Earth Temple", "0 0 2", "1", INTERRUPT]))
    prompter = ScriptedPrompter(["A, B, B", ""])
    run_entry(Draft(json.loads(path.read_text(encoding="utf-8")), path), prompter)
    assert prompter.output[1] == "  Table: building Earth Temple, majority 2 cards, participation 1 crystal"


# --- a draft of the previous version (the record's fields, no answer log) -------------


@pytest.mark.parametrize(
    "old, rest, asked_first, recap",
    [
        (
            {"event": "offering", "player_count": 4, "spaces_filled": 3},
            ["16", "Pillar 1", ""],
            "Your crystals:",
            "  Table: players 4, filled 3",
        ),
        (
            {"event": "scales", "players": [{"name": "Ann", "scales": 6, "gained": 1}, {"name": "Bob"}]},
            ["2", "0", ""],
            "Bob: scales held before the action:",
            "  Ann: held 6, earned 1",
        ),
        (
            {"event": "payment", "box": {"colour": "any", "value": 4}},
            ["Aqua 3, Khind"],
            HAND,
            "  Table: box any (Royal Palace), value 4",
        ),
        (
            {
                "event": "building",
                "building": {"name": "Earth Temple", "majority": {"cards": 2}},
                "cubes": ["A", "B", "B"],
            },
            ["1", "A, B, B", ""],
            "Participation reward: crystals scales cards (e.g. '2 0 1'):",
            "  Table: building Earth Temple, majority 2 cards",
        ),
        (
            {"event": "end", "players": [{"name": "A", "offerings": 2}, {"name": "B"}]},
            ["1", "1", "5", True],
            "A: crystals left:",
            "  A: offerings 2",
        ),
    ],
)
def test_a_previous_versions_draft_continues(
    tmp_path: Path, old: dict, rest: list, asked_first: str, recap: str
) -> None:
    """Drafts written before the answer log kept the record's fields: they continue where they stopped."""
    path = tmp_path / "old.json"
    prompter = ScriptedPrompter(rest)
    full = run_entry(Draft({"game": "bluemoon", "draft": True, **old}, path), prompter)
    assert prompter.asked[0] == asked_first and prompter.answers == []
    assert recap in prompter.output, prompter.output
    assert score_record(full).to_json()["event"] == find_event(old["event"]).id
    assert json.loads(path.read_text(encoding="utf-8")) == full


def test_a_previous_versions_draft_with_a_bad_field_asks_again_from_there(tmp_path: Path) -> None:
    # 10 scales held in a 2-player game (9 scales): the old entry accepted it; now it is asked again
    old = {
        "game": "bluemoon",
        "draft": True,
        "event": "scales",
        "players": [{"name": "Ann", "scales": 10}, {"name": "B"}],
    }
    prompter = ScriptedPrompter(["6", "1", "2", "0", ""])
    run_entry(Draft(old, tmp_path / "old.json"), prompter)
    assert prompter.asked[0] == "Ann: scales held before the action:"
