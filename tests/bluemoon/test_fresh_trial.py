"""The third new-user trial of Blue Moon City (on the core that keys answers by seat and replays them by key).

D1 a stale default refused where Enter takes it; D2 a review change of the building keeps the cube owners and
the neighbours; the recap and the review show what was read; the supply's default is what the counts leave;
the out-of-cubes draw is no tie-break; a payment counts no crystals; short messages with their source; the
prompt's bounds in records too, and the box's bounds on rewards; 'any' only on the Royal Palace.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from helpers import EXAMPLES, run_cli

from scorer.core.errors import InputError
from scorer.core.prompts import BACK, Draft, ScriptedPrompter
from scorer.games.bluemoon import run_entry, score_record
from scorer.games.bluemoon.data import limits
from scorer.games.bluemoon.events import EVENTS


class AtTheTable(ScriptedPrompter):
    """Like the terminal: a refused answer shows its reason and the question is asked again (the next answer).

    The reasons shown are in :attr:`refusals`; the defaults offered, per question, in :attr:`defaults`.
    """

    def __init__(self, answers: list, review: bool = False):
        super().__init__(answers, review=review)
        self.refusals: list[str] = []
        self.defaults: list[tuple[str, str]] = []

    def text(self, message, default="", validate=None, choices=()):
        while True:
            self.defaults.append((message, default))
            try:
                return super().text(message, default, validate, choices)
            except AssertionError as e:
                if "rejected: " not in str(e):
                    raise
                self.refusals.append(str(e).split("rejected: ", 1)[1])


def enter(tmp_path: Path, event: str | None, answers: list, review: bool = False) -> tuple[dict, AtTheTable]:
    prompter = AtTheTable(list(answers), review=review)
    record = {"game": "bluemoon"} if event is None else {"game": "bluemoon", "event": event}
    full = run_entry(Draft(record, tmp_path / "entry.json"), prompter)
    assert prompter.answers == [], "every scripted answer is used"
    return full, prompter


def refusal(tmp_path: Path, event: str, answers: list) -> str:
    """The reason the last of ``answers`` is refused with, at its prompt."""
    prompter = AtTheTable(list(answers))
    with pytest.raises(AssertionError, match="no scripted answer left"):
        run_entry(Draft({"game": "bluemoon", "event": event}, tmp_path / "entry.json"), prompter)
    assert prompter.refusals, "the last answer was refused"
    return prompter.refusals[-1]


# --- D1: Enter on the supply's default -------------------------------------------------------------

# 2 players, 9 scales (Czech rulebook p.1): Ann holds 5, Bob 3, so 1 is in the supply; nobody earns it, so the
# supply does not run out: Enter takes the offered 1 and the answer is "no scale scoring" (issue 13; it was
# refused). Back to Bob, who earns it: the supply runs out (Czech rulebook p.4): Ann's 5 are the sole most,
# 6 crystals; Bob's 4 are 3 or more, 3 crystals.
D1 = ["Ann, Bob", "", "5", "", "3", "", ""]


def test_d1_enter_on_the_supply_default_is_taken_and_back_to_a_count_scores(tmp_path: Path) -> None:
    full, prompter = enter(tmp_path, "scales", D1)
    assert prompter.defaults[-1] == ("Scales left in the supply before the action (of 9):", "1")
    assert prompter.refusals == [] and full["supply"] == 1
    assert score_record(full).to_json()["scoring"] is False
    (tmp_path / "again").mkdir()
    full, prompter = enter(tmp_path / "again", "scales", [*D1[:-1], BACK, "1", ""])
    assert full["players"][1] == {"name": "Bob", "scales": 3, "gained": 1} and full["supply"] == 1
    assert [p["crystals"] for p in score_record(full).to_json()["players"]] == [6, 3]


# --- D2: a review change of the building keeps the answers after it ---------------------------------


def test_d2_changing_the_building_in_the_review_keeps_cubes_and_neighbours(tmp_path: Path) -> None:
    """Fire Temple (rewards not in our data: 2 0 and 1 0 2 typed) → Market Hall (3 boxes too, rewards known):
    the reward answers go, the cube owners and the neighbour stay, nothing more is asked."""
    answers = ["Fire Temple", "2 0", "1 0 2", "Ann, Bob, Bob", "Royal Palace"]
    change = ["Change the table", "Completed building: Fire Temple", "Market Hall", "Score it"]
    full, prompter = enter(tmp_path, "building", [*answers, *change], review=True)
    assert full == {
        "game": "bluemoon",
        "event": "building",
        "building": "Market Hall",
        "cubes": ["Ann", "Bob", "Bob"],
        "adjacent_completed": ["Royal Palace"],
    }
    assert [m for m in prompter.asked if m.startswith(("Cube owners", "Completed buildings next"))] == [
        "Cube owners, left to right (3, comma-separated):",
        "Completed buildings next to it (comma-separated, Enter for none):",
    ]  # each asked once, before the review


# --- the recap and the review show what was read ---------------------------------------------------


def test_the_review_lists_the_answers_as_read(tmp_path: Path) -> None:
    # one name, then two; full-width digits and a plus sign read as numbers: Ann 7 + 1, Bob 2 + 0, Cid 0 + 2:
    # 12 scales with 3 players (Czech rulebook p.1), 9 held, 3 in the supply, 3 earned: the supply runs out
    answers = ["Ann", "Bob, Cid", "", "７", "1", "2", "", "0", "+2", ""]
    _, prompter = enter(tmp_path, None, [EVENTS["scales"].label, *answers, "Score it"], review=True)
    assert "  Table: event scales, players Ann, Bob, Cid, supply 3" in prompter.output
    assert "  Ann: held 7, earned 1" in prompter.output and "  Cid: held 0, earned 2" in prompter.output


def test_the_recap_shows_names_and_numbers_as_read(tmp_path: Path) -> None:
    # 'lázně' and 'chrám ohně' are the Czech names of the Thermae and the Fire Temple (cards_data/bluemoon)
    _, prompter = enter(tmp_path, "building", ["lázně", "Ann, Bob, Ann", "chrám ohně", "Score it"], review=True)
    assert "  Table: building Thermae, cubes Ann, Bob, Ann, neighbours Fire Temple" in prompter.output
    _, prompter = enter(tmp_path, "payment", ["černá", "５", "vulca 3, khind, hn 1", "Score it"], review=True)
    assert "  Table: box black, value 5, hand Vulca 3, Khind 1, Mimix 1" in prompter.output


def test_typed_rewards_and_boxes_are_listed_in_words(tmp_path: Path) -> None:
    # one colour per tile (a mixed pair is refused since the second Czech trial)
    answers = ["other (type its boxes and rewards)", "Hospital", "red 3, červená 2", "2 0", "0 1 1", "A, B", ""]
    _, prompter = enter(tmp_path, "building", [*answers, "Score it"], review=True)
    line = next(x for x in prompter.output if x.startswith("  Table:"))
    assert line == (
        "  Table: building other, name Hospital, boxes red 3, red 2, majority 2 crystals, "
        "participation 1 scale, 1 card, cubes A, B"
    )


# --- the supply's default is what the counts leave, also when asked again -----------------------------


def test_the_supply_asked_again_after_a_change_offers_what_the_counts_leave(tmp_path: Path) -> None:
    # Ann 6 + Bob 2 of 9: 1 in the supply; Ann changed to 5 in the review: 2 are left, and 2 is offered
    answers = ["Ann, Bob", "", "6", "0", "2", "2", ""]
    change = ["Change Ann's answers", "Ann: scales held before the action: 6", "5", "", "Score it"]
    full, prompter = enter(tmp_path, "scales", [*answers, *change], review=True)
    asked = [d for m, d in prompter.defaults if m.startswith("Scales left in the supply")]
    assert asked == ["1", "2"] and full["supply"] == 2
    # Ann 5, Bob 2 + 2 = 4: Ann 6 crystals, Bob 3 (Czech rulebook p.4)
    assert [p["crystals"] for p in score_record(full).to_json()["players"]] == [6, 3]


# --- the out-of-cubes draw is no tie-break --------------------------------------------------------


def test_out_of_cubes_draw_has_no_tie_break(tmp_path: Path) -> None:
    record = {
        "game": "bluemoon",
        "event": "end",
        "city_complete": False,
        "out_of_cubes": True,
        "players": [{"name": "A", "offerings": 3, "crystals": 5}, {"name": "B", "offerings": 2, "crystals": 9}],
    }
    result = score_record(record)
    out = result.to_json()
    assert out["tie_break"] is None and out["outcome"]["tie_break"] is None
    assert out["outcome"]["reason"] == "every player is out of cubes: the game is a draw (Czech rulebook p.4)"
    text = result.render()
    assert "Tie-break" not in text
    assert "Shared win: A, B" in text.splitlines()
    assert "A draw: every player is out of cubes (Czech rulebook p.4)." in text.splitlines()


# --- a payment counts card values, not crystals -------------------------------------------------


def test_payment_answer_has_no_crystals_unit() -> None:
    out = score_record(
        {"game": "bluemoon", "event": "payment", "box": {"colour": "black", "value": 5}, "hand": ["Vulca 3"]}
    ).to_json()
    assert "unit" not in out and out["value"] == 3 and out["can_pay"] is False
    code, text, _ = run_cli("bluemoon", "pay", "black", "5", "Vulca 3", "Vulca 2", "--json")
    assert code == 0 and "unit" not in json.loads(text)
    # the events that count crystals keep saying so
    offer = score_record(
        {"game": "bluemoon", "event": "offering", "player_count": 4, "spaces_filled": 0, "crystals": 7}
    ).to_json()
    assert offer["unit"] == "crystals"


# --- messages ------------------------------------------------------------------------------------


def test_a_one_box_tile_asks_for_one_cube_owner(tmp_path: Path) -> None:
    # the Aqueduct has one blue 5 box (cards_data/bluemoon/buildings.json)
    full, prompter = enter(tmp_path, "building", ["Aqueduct", "Ann", ""])
    assert "Cube owner (1 box):" in prompter.asked and full["cubes"] == ["Ann"]


def test_a_card_without_its_value_at_the_prompt_speaks_of_the_prompt(tmp_path: Path) -> None:
    reason = refusal(tmp_path, "payment", ["black", "5", "hn"])
    assert reason == "card 'hn' has no value: write it like 'Mimix 2'"
    code, _, err = run_cli("bluemoon", "pay", "black", "5", "hn")
    assert code == 2 and "on the command line" in err and "Mimix2" in err


@pytest.mark.parametrize("typed", ["gren", "grean"])
def test_a_misspelt_colour_is_never_told_green(tmp_path: Path, typed: str) -> None:
    reason = refusal(tmp_path, "payment", [typed])
    assert "green" not in reason and "'grey'" in reason, reason


def test_green_itself_says_why(tmp_path: Path) -> None:
    assert refusal(tmp_path, "payment", ["green"]).startswith("no building has green boxes (English rules pp.6-7")


def test_an_english_typo_gets_english_colours(tmp_path: Path) -> None:
    # the core picks the language of the closest spelling: 'purple' is nearest to English names
    assert refusal(tmp_path, "payment", ["purple"]) == "unknown colour 'purple': did you mean 'blue', 'white'?"


def test_full_width_digits_in_card_values(tmp_path: Path) -> None:
    full, _ = enter(tmp_path, "payment", ["black", "5", "Vulca ３, Vulca２"])
    assert full["hand"] == ["Vulca 3", "Vulca 2"]
    code, out, err = run_cli("bluemoon", "pay", "black", "５", "Vulca ３", "Vulca 2", "--json")
    assert code == 0 and json.loads(out)["cards_used"] == ["Vulca 3", "Vulca 2"], err


def test_a_record_given_to_pay_says_how_to_score_it() -> None:
    path = EXAMPLES / "dominion-empires.json"
    code, _, err = run_cli("bluemoon", "pay", str(path))
    assert code == 2 and f"to score a record, run: scorer score {path}" in err, err


#: Refusals typed at the prompt: (event, answers, where the limit comes from). The bottom line of a
#: 120-column terminal shows 119 characters: the message must fit, with its source.
REFUSALS = [
    ("payment", ["green"], "English rules pp.6-7"),
    ("payment", ["black", "9"], "English rules pp.2-4"),
    ("payment", ["black", "5", ", ".join(["Vulca 3"] * 11)], "English rules pp.4-5"),
    (
        "scales",
        ["Annabelle Dupont", "Bartholomew Smith", "Cid Campeador", "Dagmar", "5", "0", "5", "0", "4", "0", "5"],
        "Czech rulebook p.1",
    ),
    ("scales", ["Annabelle Dupont, Bartholomew Smith", "", "5", "0", "3", "0", "2"], "Czech rulebook p.1"),
    ("end", ["Annabelle Dupont, Bartholomew Smith", "", "6", "0", "6"], "Czech rulebook p.4"),
    ("end", ["A, B, C, D", "3", "0", "3", "0", "3", "0", "5"], "Czech rulebook p.4"),
    ("offering", ["3", "12", "40", "", "5"], "Czech rulebook p.4"),
    ("offering", ["4", "3", "16", ", ".join(["Pillar 1"] * 11)], "English rules pp.4-5"),
    ("building", ["University", "Ann, Bob", "Mill, Library, Citadel, Aqueduct, Hospice"], "Czech rulebook p.3"),
    ("building", ["other (type its boxes and rewards)", "X", "red 3, red 3, red 2, red 2"], "Czech rulebook p.2"),
    ("building", ["other (type its boxes and rewards)", "X", "red 3", "0 16"], "Czech rulebook p.1"),
    ("building", ["other (type its boxes and rewards)", "X", "red 3", "0 0 81"], "English rules pp.4-5"),
]


@pytest.mark.parametrize("event, answers, source", REFUSALS)
def test_refusals_at_the_prompt_fit_the_line_with_their_source(tmp_path, event, answers, source) -> None:
    reason = refusal(tmp_path, event, answers)
    assert len(reason) <= 110, (len(reason), reason)
    assert source in reason, reason


# --- the prompt's bounds in records, and the box's on rewards --------------------------------------


def end_record(crystals: int) -> dict:
    return {
        "game": "bluemoon",
        "event": "end",
        "city_complete": False,
        "players": [{"name": "A", "offerings": 3, "crystals": crystals}, {"name": "B", "offerings": 2, "crystals": 9}],
    }


def test_a_record_count_has_the_prompts_bound() -> None:
    with pytest.raises(
        InputError, match=r"^\$\.players\[0\]\.crystals: A\'s number of crystals is far too large \(at most 999999999\)"
    ):
        score_record(end_record(99999999999999999999))
    with pytest.raises(InputError, match=r"^\$\.crystals: the number of crystals is far too large"):
        score_record(
            {"game": "bluemoon", "event": "offering", "player_count": 4, "spaces_filled": 0, "crystals": 10**9}
        )
    assert score_record(end_record(999_999_999)).to_json()["players"][0]["crystals"] == 999_999_999


def test_reward_limits_have_their_sources() -> None:
    lim = limits()
    assert lim.reward_scales.maximum == 15 and "Czech rulebook p.1" in lim.reward_scales.source
    assert lim.reward_cards.maximum == 80 and "English rules pp.4-5" in lim.reward_cards.source


@pytest.mark.parametrize(
    "typed, message",
    [
        ("100 100 100", "at most 15 scales"),
        ("0 16", "at most 15 scales"),
        ("0 0 81", "at most 80 cards"),
        ("1000000000", "far too large"),
    ],
)
def test_typed_rewards_are_bounded_by_the_box(tmp_path, typed, message) -> None:
    reason = refusal(tmp_path, "building", ["other (type its boxes and rewards)", "X", "red 3", typed])
    assert message in reason, reason


def test_typed_rewards_within_the_box_are_taken(tmp_path) -> None:
    full, _ = enter(
        tmp_path, "building", ["other (type its boxes and rewards)", "X", "red 3", "99 15 80", "0", "A", ""]
    )
    assert full["building"]["majority"] == {"crystals": 99, "scales": 15, "cards": 80}  # crystals: no limit (p.4)


@pytest.mark.parametrize(
    "reward, message",
    [
        ({"scales": 100}, r"\$\.building\.majority\.scales: .*at most 15 scales"),
        ({"cards": 81}, r"\$\.building\.majority\.cards: .*at most 80 cards"),
        ({"crystals": 10**20}, r"\$\.building\.majority\.crystals: the number of crystals is far too large"),
    ],
)
def test_record_rewards_are_bounded_by_the_box(reward, message) -> None:
    record = {
        "game": "bluemoon",
        "event": "building",
        "building": {"name": "Earth Temple", "majority": reward, "participation": {"crystals": 1}},
        "cubes": ["A", "B", "B"],
    }
    with pytest.raises(InputError, match=message):
        score_record(record)


# --- 'any' is the Royal Palace's only ------------------------------------------------------------


def test_any_is_refused_on_a_typed_tile(tmp_path) -> None:
    # the Iron Foundry's boxes are not in our data: they are typed from the tile
    reason = refusal(tmp_path, "building", ["Iron Foundry", "any 5"])
    assert reason.startswith("only the Royal Palace has boxes of any colour"), reason
    record = {
        "game": "bluemoon",
        "event": "building",
        "building": {
            "name": "Iron Foundry",
            "boxes": [{"colour": "any", "value": 5}],
            "majority": {},
            "participation": {},
        },
        "cubes": ["A"],
    }
    with pytest.raises(InputError, match=r"^\$\.building\.boxes\[0\]\.colour: only the Royal Palace"):
        score_record(record)
