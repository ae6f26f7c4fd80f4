"""Interactive entry through the library (scripted answers): the players step, comma lists,
going back, taken cards, Necromancer's eighth card, interruption, resume and the review.

Totals come from the rulebook's worked examples (seed 001 p.4-5: example 1 is 260).
"""

import json

import pytest

from scorer.core.errors import EntryInterrupted, RecordError
from scorer.core.prompts import (
    BACK,
    INTERRUPT,
    Draft,
    FoldingCompleter,
    ScriptedPrompter,
    guard,
)
from scorer.games.realms import run_entry, score_record

ANN = ["Mountain", "great fl", "Kouř", "Tornado", "Air Elemental", "Wildfire", "Mirage"]  # rulebook example 1: 260
BOB = ["Blizzard", "Cavern", "Knights", "King", "Queen", "Princess", "Hydra"]
TABLE = ["Ann, Bob", "", ""]  # the players step: both names at once, Enter to end the list; Enter: the base game
ANN_HAND = ["Mountain", "Great Flood", "Smoke", "Whirlwind", "Air Elemental", "Wildfire", "Mirage"]


class Recording(ScriptedPrompter):
    """A scripted prompter that also keeps the completion list of every text prompt."""

    def __init__(self, answers, **kw):
        super().__init__(answers, **kw)
        self.choices = {}

    def text(self, message, default="", validate=None, choices=()):
        self.choices[message] = list(choices)
        return super().text(message, default, validate, choices)


def enter(tmp_path, answers, record=None, review=False, prompter=None):
    draft = Draft(record or {"game": "realms"}, tmp_path / "game.json")
    ask = prompter or Recording(list(answers), review=review)
    with guard(draft):
        rec = run_entry(draft, ask)
    assert ask.answers == [], "every scripted answer is used"
    return rec, ask


def refused(tmp_path, answers, record=None):
    """The message under the prompt for the last answer of ``answers``."""
    with pytest.raises(AssertionError, match="rejected") as e:
        enter(tmp_path, answers, record)
    return str(e.value)


def test_a_table_card_by_card_and_as_a_comma_list(tmp_path):
    rec, ask = enter(tmp_path, [*TABLE, *ANN, ", ".join(BOB)])
    assert rec == {"game": "realms", "players": [{"name": "Ann", "hand": ANN_HAND}, {"name": "Bob", "hand": BOB}]}
    assert json.loads((tmp_path / "game.json").read_text()) == rec  # no draft mark, no answer log left
    assert ask.asked[:4] == [
        "Player 1 name (or all names, comma-separated):",
        "Player 3 name (Enter when done):",
        "Which cards does the table play?",  # issue 11: Enter keeps the base game
        "Ann, card 1 of 7 (or several, comma-separated):",
    ]
    assert ask.asked[-1] == "Bob, card 1 of 7 (or several, comma-separated):"  # one prompt for Bob's 7 cards
    assert score_record(rec).players[0].total == 260


def test_a_list_continues_the_count(tmp_path):
    rec, ask = enter(
        tmp_path,
        [*TABLE, "Smoke, Wildfire", "Mountain; great fl", "Tornado", "Air Elemental", "Mirage", ", ".join(BOB)],
    )
    assert "Ann, card 3 of 7:" in ask.asked and "Ann, card 5 of 7:" in ask.asked
    assert rec["players"][0]["hand"] == [
        "Smoke",
        "Wildfire",
        "Mountain",
        "Great Flood",
        "Whirlwind",
        "Air Elemental",
        "Mirage",
    ]


def test_back_from_the_next_hand_changes_the_last_card(tmp_path):
    # "That was the Mirage, not the Island": Island typed as Ann's 7th card, noticed at Bob's first.
    rec, ask = enter(tmp_path, [*TABLE, *ANN[:6], "Island", BACK, "Mirage", ", ".join(BOB)])
    assert "(back to: Ann, card 7 of 7; it was Island)" in ask.output
    assert rec["players"][0]["hand"] == ANN_HAND
    assert score_record(rec).players[0].total == 260


def test_dash_still_takes_back_the_last_card(tmp_path):
    rec, ask = enter(tmp_path, [*TABLE, *ANN[:2], "Forge", "-", *ANN[2:], ", ".join(BOB)])
    assert "(back to: Ann, card 3 of 7; it was Forge)" in ask.output
    assert rec["players"][0]["hand"] == ANN_HAND
    assert "no card to take back yet" in refused(tmp_path, [*TABLE, "-"])


def test_empty_line_asks_for_a_card_name(tmp_path):
    assert refused(tmp_path, [*TABLE, ""]).endswith("rejected: type a card name")


def test_taken_cards_are_refused_and_never_offered(tmp_path):
    assert "Mountain is already taken (Ann's hand): choose another card" in refused(tmp_path, [*TABLE, *ANN, "hora"])
    assert "Smoke is named twice in this answer" in refused(tmp_path, [*TABLE, "Kouř, Wildfire, smoke"])  # 2nd trial
    # a Czech typo after King is taken: the suggestion is Czech and King is left out
    message = refused(tmp_path, [*TABLE, "kral", "kralovan"])
    assert "'Královna'" in message and "Král'" not in message and "'King'" not in message
    ask = Recording([*TABLE, *ANN])
    with pytest.raises(AssertionError, match="no scripted answer left"):
        enter(tmp_path, [], prompter=ask)
    offered = ask.choices["Bob, card 1 of 7 (or several, comma-separated):"]
    assert "Mountain" not in offered and "Hora" not in offered and "Kouř" not in offered
    assert {"Blizzard", "Sněhová vánice", "Queen", "Královna"} <= set(offered)


def test_completion_folds_accents_as_the_matcher_does(tmp_path):
    # Trial R1: 'elfi', 'kour', 'tez', 'hranic', 'kral' completed only when typed with accents.
    ask = Recording([*TABLE])
    with pytest.raises(AssertionError, match="no scripted answer left"):
        enter(tmp_path, [], prompter=ask)
    completer = FoldingCompleter(ask.choices["Ann, card 1 of 7 (or several, comma-separated):"])
    assert completer.matches("kour") == ["Kouř"]
    assert "Těžká jízda" in completer.matches("tez")
    assert completer.matches("hranic") == ["Hraničáři"]
    assert {"Elfí lučištníci", "Elfský luk"} <= set(completer.matches("elf"))
    assert completer.matches("elfi") == ["Elfí lučištníci"]
    assert {"Král", "Královna"} <= set(completer.matches("kral"))


def test_too_many_cards_in_one_answer(tmp_path):
    assert "8 cards given, but Ann's hand has room for 7 more (7 cards, 8 with Necromancer): remove 1" in refused(
        tmp_path, [*TABLE, ", ".join([*ANN_HAND, "Forge"])]
    )
    assert "2 cards given, but Ann's hand has room for 1 more" in refused(tmp_path, [*TABLE, *ANN[:6], "Island, Forge"])


def test_players_step_takes_its_range_from_the_registry(tmp_path):
    # registry: Mystical Realms is 2-6 players (scorer/games/__init__.py)
    assert "Mystical Realms needs at least 2 players: type a name" in refused(tmp_path, ["Ann", ""])
    assert "Mystical Realms takes at most 6 players" in refused(tmp_path, ["A, B, C, D, E, F, G"])
    ask = Recording(["A, B, C, D, E, F", "", ", ".join(ANN), ", ".join(BOB)])
    with pytest.raises(AssertionError, match="no scripted answer left for 'C, card 1"):
        enter(tmp_path, [], prompter=ask)
    assert "Mystical Realms is for at most 6 players: the table is full, on to the next question." in ask.output


HAND8 = ["Necromancer", "Knights", "King", "Queen", "Rangers", "Forge", "Candle"]


def test_necromancer_eighth_card(tmp_path):
    rec, ask = enter(tmp_path, [*TABLE, ", ".join(HAND8), True, "Light Cavalry", ", ".join(ANN)])
    assert (
        "Ann holds Necromancer: add an eighth card? "
        "(the hand must then hold an Army, Leader, Wizard or Beast besides Necromancer)"
    ) in ask.asked
    assert "Ann, card 8 of 8:" in ask.asked
    assert rec["players"][0]["hand"] == [*HAND8, "Light Cavalry"]
    # eight at once: no question
    rec, ask = enter(tmp_path, [*TABLE, ", ".join([*HAND8, "Light Cavalry"]), ", ".join(ANN)])
    assert len(rec["players"][0]["hand"]) == 8 and not any("eighth" in a for a in ask.asked)
    # no eighth card: seven it is
    rec, _ = enter(tmp_path, [*TABLE, ", ".join(HAND8), False, ", ".join(ANN)])
    assert rec["players"][0]["hand"] == HAND8


def test_eighth_card_must_suit_necromancer(tmp_path):
    # Necromancer's eighth card is an Army, Leader, Wizard or Beast; with none in the
    # hand, a Weather is refused at the prompt (card text; rulebook p.2 hand size).
    hand = "Necromancer, Mountain, Cavern, Forest, Swamp, Island, Rainstorm"
    assert "eighth card must be an Army, Leader, Wizard or Beast" in refused(tmp_path, [*TABLE, hand, True, "Smoke"])


def test_interrupt_saves_every_answer_and_resume_recaps(tmp_path):
    path = tmp_path / "game.json"
    draft = Draft({"game": "realms"}, path)
    with pytest.raises(EntryInterrupted) as stop, guard(draft):
        run_entry(draft, ScriptedPrompter([*TABLE, *ANN[:3], INTERRUPT]))
    assert stop.value.path == str(path)
    saved = json.loads(path.read_text())
    assert saved["draft"] is True
    assert [a["answer"] for a in saved["_entry"]["answers"]] == [*TABLE[:2], "base", *ANN[:3]]
    ask = ScriptedPrompter([*ANN[3:], INTERRUPT])
    resumed = Draft(saved, path)
    with pytest.raises(EntryInterrupted), guard(resumed):
        run_entry(resumed, ask)
    assert ask.asked[0] == "Ann, card 4 of 7:"  # the first missing answer
    # the base game is named in the recap too (its stored value 'base' showed in the review, re-check of issue 11)
    assert ask.output[:3] == [
        "Entered so far:",
        "  Table: players Ann, Bob, cards of the base game only",
        "  Ann: Mountain, Great Flood, Smoke",
    ]
    # the recap's line says it; the hand line is not shown again (second Czech trial, issue 12)
    assert "Ann's hand: Mountain, Great Flood, Smoke" not in ask.output
    assert "Ann's hand: Mountain, Great Flood, Smoke, Whirlwind" in ask.output
    # Ann's hand is finished: resuming asks Bob's first card, no "hand is complete?" question
    ask = ScriptedPrompter([", ".join(BOB)])
    rec = run_entry(Draft(json.loads(path.read_text()), path), ask)
    assert ask.asked == ["Bob, card 1 of 7 (or several, comma-separated):"]
    assert score_record(rec).players[0].total == 260


def test_review_changes_a_card(tmp_path):
    rec, ask = enter(
        tmp_path,
        [
            *TABLE,
            *ANN[:6],
            "Island",
            ", ".join(BOB),
            "Change Ann's answers",
            "Ann, card 7 of 7: Island",
            "Mirage",
            "Score it",
        ],
        review=True,
    )
    assert rec["players"][0]["hand"] == ANN_HAND and rec["players"][1]["hand"] == BOB
    assert "  Ann: Mountain, Great Flood, Smoke, Whirlwind, Air Elemental, Wildfire, Island" in ask.output


def test_players_reordered_or_added_in_the_review_keep_their_hands(tmp_path):
    # new-user trial (Realms D2, D3): "Bob, Ann" in the review scored Ann's hand as Bob's and named the
    # wrong winner; adding Cyril between them lost every hand. Ann holds rulebook example 1 (260); Bob 148
    # by hand: Blizzard 30 (its penalty cleared by Cavern), Cavern 6, Knights 20 (a Leader present),
    # King 8+20, Queen 6+20 (1 Army, with each other), Princess 2+3x8, Hydra 12 (no Swamp).
    start = [
        *TABLE,
        ", ".join(ANN),
        ", ".join(BOB),
        "Change the table",
        "Player 1 name (or all names, comma-separated): Ann, Bob",
    ]
    rec, _ = enter(tmp_path, [*start, "Bob, Ann", "", "Score it"], review=True)
    assert [(p["name"], p["hand"]) for p in rec["players"]] == [("Bob", BOB), ("Ann", ANN_HAND)]
    assert score_record(rec).outcome.winners == ("Ann",)
    rec, _ = enter(
        tmp_path,
        [*start, "Ann, Cyril, Bob", "", "Candle, Dragon, Forest, Forge, Rangers, Unicorn, Swamp", "Score it"],
        review=True,
    )
    assert [p["name"] for p in rec["players"]] == ["Ann", "Cyril", "Bob"]
    assert rec["players"][0]["hand"] == ANN_HAND and rec["players"][2]["hand"] == BOB


def test_a_draft_of_the_old_format_resumes(tmp_path):
    # Drafts written before the answer log ({"players": [{"name", "hand"}]}) continue where they stopped.
    old = {
        "game": "realms",
        "draft": True,
        "players": [{"name": "Ann", "hand": ANN_HAND[:6]}, {"name": "Bob", "hand": []}],
    }
    rec, ask = enter(tmp_path, ["Mirage", ", ".join(BOB)], record=old)
    assert ask.asked[0] == "Ann, card 7 of 7:"
    assert rec["players"][0]["hand"] == ANN_HAND
    old = {"game": "realms", "draft": True, "player_count": 2, "players": [{"name": "Ann", "hand": []}]}
    rec, ask = enter(tmp_path, ["Bob", "", "", ", ".join(ANN_HAND), ", ".join(BOB)], record=old)
    assert ask.asked[0].startswith("Player 2 name") and rec["players"][1]["name"] == "Bob"
    # Ann's seven cards with Necromancer were followed by Bob's: she had answered "done" then
    old = {
        "game": "realms",
        "draft": True,
        "players": [{"name": "Ann", "hand": HAND8}, {"name": "Bob", "hand": ANN_HAND[:2]}],
    }
    rec, ask = enter(tmp_path, [", ".join(ANN_HAND[2:])], record=old)
    assert ask.asked == ["Bob, card 3 of 7:"] and rec["players"][0]["hand"] == HAND8


@pytest.mark.parametrize(
    "record,where",
    [
        ({"game": "realms", "draft": True, "players": "Ann"}, "$.players"),  # trial R10: was a TypeError traceback
        ({"game": "realms", "draft": True, "players": [{"name": "Ann", "hand": "Mountain"}]}, "$.players[0].hand"),
    ],
)
def test_a_hand_edited_draft_is_refused_with_the_field(tmp_path, record, where):
    with pytest.raises(RecordError) as e:
        enter(tmp_path, [], record=record)
    assert where in str(e.value)


def test_a_bad_card_in_an_old_draft_is_asked_again(tmp_path):
    # Trial, interactive #25: a hand-edited draft with the card 'Xyzzy' ended the entry with exit 2.
    old = {
        "game": "realms",
        "draft": True,
        "players": [{"name": "Ann", "hand": ["Xyzzy"]}, {"name": "Bob", "hand": []}],
    }
    rec, ask = enter(tmp_path, [", ".join(ANN_HAND), ", ".join(BOB)], record=old)
    assert any("the saved answer 'Xyzzy' no longer fits: unknown card 'Xyzzy'" in line for line in ask.output)
    assert ask.asked[0] == "Ann, card 1 of 7 (or several, comma-separated):" and rec["players"][0]["hand"] == ANN_HAND


# --- scorer realms advise, asked (issue 10) ---------------------------------------------------------

#: The hand of tests/realms/test_advise.py (164 points); with Mountain and Dwarvish Infantry in the discard
#: area the best move is to take Dwarvish Infantry and discard Candle, 225 (worked out there).
ADV_HAND = ["Knights", "King", "Queen", "Princess", "Rangers", "Forge", "Candle"]
ADVISE = {"game": "realms", "advise": True}


def test_advise_asks_the_hand_the_area_and_the_seen_cards(tmp_path):
    rec, ask = enter(tmp_path, [", ".join(ADV_HAND), "Mountain", "dwarv", "", "Smoke"], record=dict(ADVISE))
    assert rec == {
        "game": "realms",
        "advise": {"hand": ADV_HAND, "area": ["Mountain", "Dwarvish Infantry"], "seen": ["Smoke"]},
    }
    assert ask.asked == [
        "Your hand, card 1 of 7 (or several, comma-separated):",
        "Discard area, card 1 (or several, comma-separated; Enter when done):",
        "Discard area, card 2 (Enter when done):",
        "Discard area, card 3 (Enter when done):",
        "Cards known to be out of the deck, e.g. seen in another hand (comma-separated; Enter for none):",
    ]
    assert "Discard area: Mountain, Dwarvish Infantry" in ask.output
    advice = score_record(rec)
    assert (advice.moves[0].take, advice.moves[0].discard, advice.moves[0].total) == (
        "dwarvish_infantry",
        "candle",
        225,
    )
    assert "Mountain" not in ask.choices[ask.asked[-1]] and "Candle" not in ask.choices[ask.asked[1]]  # not offered


def test_advise_refuses_a_card_already_named(tmp_path):
    assert "Candle is already in your hand" in refused(tmp_path, [", ".join(ADV_HAND), "Candle"], dict(ADVISE))
    assert "Smoke is already in the discard area" in refused(
        tmp_path, [", ".join(ADV_HAND), "Smoke", "", "Smoke"], dict(ADVISE)
    )
    assert "Knights is already taken (your hand)" in refused(tmp_path, ["Knights", "Knights"], dict(ADVISE))
    eleven = "Mountain, Cavern, Forest, Swamp, Island, Smoke, Blizzard, Lightning, Hydra, Dragon, Warship"
    assert "11 cards given, but the discard area has room for 10 more" in refused(
        tmp_path, [", ".join(ADV_HAND), eleven], dict(ADVISE)
    )


def test_advise_ends_the_area_at_ten_cards_and_takes_an_empty_one(tmp_path):
    ten = "Mountain, Cavern, Forest, Swamp, Island, Smoke, Blizzard, Lightning, Hydra, Dragon"
    rec, ask = enter(tmp_path, [", ".join(ADV_HAND), ten, ""], record=dict(ADVISE))
    assert len(rec["advise"]["area"]) == 10 and ask.asked[-1].startswith("Cards known to be out of the deck")
    rec, _ = enter(tmp_path, [", ".join(ADV_HAND), "", ""], record=dict(ADVISE))
    assert rec["advise"] == {"hand": ADV_HAND, "area": [], "seen": []}


def test_advise_back_from_the_area_changes_the_hand(tmp_path):
    rec, ask = enter(
        tmp_path,
        [", ".join(ADV_HAND), BACK, ", ".join([*ADV_HAND[:6], "Mountain"]), "Candle", "", ""],
        record=dict(ADVISE),
    )
    assert ask.asked[2] == "Your hand, card 1 of 7 (or several, comma-separated):"  # asked again
    assert rec["advise"]["hand"][-1] == "Mountain" and rec["advise"]["area"] == ["Candle"]


def test_advise_interrupted_resumes_with_a_recap(tmp_path):
    path = tmp_path / "advise.json"
    draft = Draft(dict(ADVISE), path)
    with pytest.raises(EntryInterrupted), guard(draft):
        run_entry(draft, ScriptedPrompter([", ".join(ADV_HAND), "Mountain", INTERRUPT]))
    saved = json.loads(path.read_text())
    assert saved["advise"] is True and saved["draft"] is True
    ask = ScriptedPrompter(["Dwarvish Infantry", "", ""])
    rec = run_entry(Draft(saved, path), ask)
    assert ask.asked[0] == "Discard area, card 2 (Enter when done):"
    assert ask.output[:3] == ["Entered so far:", "  Hand: " + ", ".join(ADV_HAND), "  Discard area: Mountain"]
    assert rec["advise"]["area"] == ["Mountain", "Dwarvish Infantry"]
    assert json.loads(path.read_text()) == rec  # the finished record, no draft mark


def test_advise_review_changes_the_area(tmp_path):
    rec, ask = enter(
        tmp_path,
        [
            ", ".join(ADV_HAND),
            "Smoke",
            "",
            "",
            "Change Discard area's answers",
            "Discard area, card 1 (or several, comma-separated; Enter when done): Smoke",
            "Mountain",
            "Score it",
        ],
        record=dict(ADVISE),
        review=True,
    )
    assert rec["advise"]["area"] == ["Mountain"]
    assert "  Discard area: Smoke" in ask.output


def test_an_advice_record_with_a_bad_field_names_it():
    with pytest.raises(RecordError, match=r"^\$\.advise\.hand: the hand has 6 cards"):
        score_record({"game": "realms", "advise": {"hand": ADV_HAND[:6]}})
    with pytest.raises(RecordError, match=r"^\$\.advise\.area: Candle is both in the hand and in the discard area"):
        score_record({"game": "realms", "advise": {"hand": ADV_HAND, "area": ["Candle"]}})


#: Ann's first answer as the review lists it (HAND8 at once), and the table the two tests below change.
ANN8_FIRST = "Ann, card 1 of 7 (or several, comma-separated): " + ", ".join(HAND8)
NECRO_TABLE = [*TABLE, ", ".join(HAND8), True, "Dragon", ", ".join(ANN), "Change Ann's answers", ANN8_FIRST]


def test_review_refuses_a_card_a_later_hand_holds(tmp_path):
    # Czech trial (issue 12, DEFECT 1): a card of Bob's typed into Ann's changed answer was accepted and Bob's
    # whole answer asked again; now it is refused where it is typed, with whose hand holds it (a card exists
    # once: rulebook p.2).
    answer = "Mountain, Knights, King, Queen, Rangers, Forge, Candle"
    with pytest.raises(AssertionError, match="rejected") as e:
        enter(tmp_path, [*NECRO_TABLE, answer], review=True)
    assert "Mountain is already taken (Bob's hand)" in str(e.value)


def test_review_says_why_the_eighth_card_goes(tmp_path):
    # Czech trial (issue 12, DEFECT 1): Ann's changed answer no longer holds Necromancer, so her eighth card
    # (Dragon) cannot stay (Necromancer's text: the eighth card is Necromancer's); it was dropped without a
    # word, now the line after the answer says so. Bob's hand is kept as it was.
    answer = "Hydra, Knights, King, Queen, Rangers, Forge, Candle"
    rec, ask = enter(tmp_path, [*NECRO_TABLE, answer, "Score it"], review=True)
    assert "(Ann's eighth card, Dragon, is dropped: the hand holds no Necromancer now)" in ask.output
    assert rec["players"][0]["hand"] == ["Hydra", *HAND8[1:]]
    assert rec["players"][1]["hand"] == ANN_HAND
