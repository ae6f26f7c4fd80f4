"""Interactive entry through the library (ScriptedPrompter): both paths, setup questions, resume."""

import json

import pytest

from scorer.core.errors import EntryInterrupted, RuleError, UnknownNameError
from scorer.core.prompts import BACK, INTERRUPT, Draft, ScriptedPrompter, guard
from scorer.games.dominion import run_entry, score_record
from scorer.games.dominion.data import card_db
from scorer.games.dominion.entry import FULL, QUICK, parse_cards

NO_TABLE_EXTRAS = ["", "", False]  # no Landmark, no Ally, no Miserable State


def enter(tmp_path, answers, record=None):
    draft = Draft(record or {"game": "dominion"}, tmp_path / "game.json")
    ask = ScriptedPrompter(list(answers))
    with guard(draft):
        rec = run_entry(draft, ask)
    assert ask.answers == [], "every scripted answer is used"
    return rec, ask


def test_parse_cards_forms():
    assert parse_cards("Province 4, Gardens 3") == [("Province", 4), ("Gardens", 3)]
    assert parse_cards("4 Provincie; Zahrady x3, estate") == [("Province", 4), ("Gardens", 3), ("Estate", 1)]
    assert parse_cards("King's Castle 2, Sextant") == [("King's Castle", 2), ("Sextant", 1)]
    assert parse_cards("Village 0") == [("Village", 0)]
    with pytest.raises(RuleError):
        parse_cards("Province -2")
    with pytest.raises(RuleError):
        parse_cards("Province 2.5")
    with pytest.raises(UnknownNameError):
        parse_cards("Provnce 2")


def test_full_deck_path(tmp_path):
    """Same table as test_cli.TWO: Ann 36 (37 cards → Gardens 3 each), Bob 3 × 6 + 6 × 3 + 3 = 39."""
    rec, ask = enter(
        tmp_path,
        [
            "Ann",
            "Bob",
            "",
            *NO_TABLE_EXTRAS,
            FULL,
            "Province 4, Zahrady 3",
            "Copper 7, Estate 3, Village 10, Smithy 10",
            "",
            "",
            "18",
            FULL,
            "Province 3, Duchy 6, Copper 7, Estate 3, Gold 4",
            "",
            "0",
            "17",
        ],
    )
    assert [p.total for p in score_record(rec).players] == [36, 39]
    assert rec["players"][0]["cards"]["Gardens"] == 3 and "_entry" not in rec and "draft" not in rec
    assert json.loads((tmp_path / "game.json").read_text(encoding="utf-8")) == rec
    assert not any("in total" in q for q in ask.asked)  # the full path derives every count


def test_quick_path_asks_only_what_the_cards_need(tmp_path):
    """Gardens → total cards only; Ann's 3 Gardens with 37 cards → 9, as on the full path."""
    rec, ask = enter(
        tmp_path, ["Ann", "", *NO_TABLE_EXTRAS, QUICK, "Province 4, Gardens 3, Estate 3, Village 2", "", "37", "", ""]
    )
    assert rec["players"][0]["cards"] == {"Province": 4, "Gardens": 3, "Estate": 3}  # Village has no VP: skipped
    assert rec["players"][0]["counts"] == {"total_cards": 37}
    assert score_record(rec).players[0].total == 36
    assert [q for q in ask.asked if q.startswith("Ann: How many")] == ["Ann: How many cards do you have in total?"]


def test_quick_path_fairgrounds_asks_names_only(tmp_path):
    """seed 002: Fairgrounds needs the number of differently named cards (10 → 4 each)."""
    rec, ask = enter(tmp_path, ["Ann", "", *NO_TABLE_EXTRAS, QUICK, "Tržiště 2", "", "10", "", ""])
    assert [q for q in ask.asked if "How many" in q] == ["Ann: How many differently named cards do you have?"]
    assert score_record(rec).players[0].total == 8


def test_table_setup_and_extras(tmp_path):
    """Landmarks with their setup, the Ally, States, Favors, Tavern mat — asked once per table or only when needed."""
    rec, _ = enter(
        tmp_path,
        [
            "Ann",
            "",
            "Obelisk",
            "Tower",
            "",
            "Plunder",
            "Curse",
            "",
            "Plateau Shepherds",
            True,
            QUICK,
            "Distant Lands 2, Estate 3, Curse 1",
            "",
            "4",  # Estates cost $2: at least 3 (listed) → 4 with a Pouch
            "2",  # Obelisk pile cards
            # non-Victory cards from empty piles: only the Curse pile is empty, and the Curse is listed: not asked
            "1",  # Distant Lands on the Tavern mat
            "0",
            "3",
            "Miserable",
            "",
        ],
    )
    assert rec["landmarks"] == ["Obelisk", "Tower"] and rec["allies"] == ["Plateau Shepherds"]
    assert rec["setup"] == {"obelisk_pile": "Encampment/Plunder", "empty_supply_piles": ["Curse"]}
    p = rec["players"][0]
    assert p["tavern_mat"] == {"Distant Lands": 1} and p["favors"] == 3 and p["states"] == ["Miserable"]
    # 4 (Distant Lands on mat) + 3 Estates - 1 Curse + Obelisk 4 + Tower 1 + Shepherds 2*min(3,4)=6 + Miserable -2
    assert score_record(rec).players[0].total == 4 + 3 - 1 + 4 + 1 + 6 - 2


def test_keep_quick_path_asks_for_treasures(tmp_path):
    rec, _ = enter(
        tmp_path, ["Ann", "", "Keep", "", "", False, QUICK, "Province 1", "", "Gold 2, Village 3", "", "", ""]
    )
    assert rec["players"][0]["cards"] == {"Province": 1, "Gold": 2}
    assert score_record(rec).players[0].total == 6 + 5


def test_interrupt_saves_and_resume_continues(tmp_path):
    """Every answer is in the draft's answer log at once; a resumed entry recaps it and asks the first missing one."""
    path = tmp_path / "game.json"
    draft = Draft({"game": "dominion"}, path)
    ask = ScriptedPrompter(["Ann", "Bob", "", *NO_TABLE_EXTRAS, FULL, "Province 4, Gardens 3", INTERRUPT])
    with pytest.raises(EntryInterrupted), guard(draft):
        run_entry(draft, ask)
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["draft"] is True
    assert [a["answer"] for a in saved["_entry"]["answers"]][-2:] == [FULL, "Province 4, Gardens 3"]
    # Resume: Ann's card list continues; nothing already answered is asked again.
    rec, ask = enter(
        tmp_path,
        [
            "Copper 7, Estate 3, Village 10, Smithy 10",
            "",
            "",
            "18",
            FULL,
            "Province 3, Duchy 6, Copper 7, Estate 3, Gold 4",
            "",
            "",
            "17",
        ],
        saved,
    )
    assert not any("name" in q for q in ask.asked)
    assert "  Ann: Full deck: every card with its count, Province 4, Gardens 3" in ask.output
    assert [p.total for p in score_record(rec).players] == [36, 39]


def test_duplicate_player_name_is_refused(tmp_path):
    draft = Draft({"game": "dominion"}, tmp_path / "g.json")
    with pytest.raises(AssertionError, match="already at the table"):
        run_entry(draft, ScriptedPrompter(["Ann", "ann"]))


def test_unknown_card_is_refused_at_the_prompt(tmp_path):
    draft = Draft({"game": "dominion"}, tmp_path / "g.json")
    with pytest.raises(AssertionError, match="did you mean 'Province'"):
        run_entry(draft, ScriptedPrompter(["Ann", "", *NO_TABLE_EXTRAS, FULL, "Provnce 4"]))


def test_quick_counts_cannot_exceed_the_total(tmp_path):
    """Vineyard + Gardens: 'total cards' is asked first and caps the Action count (a contradiction is refused)."""
    draft = Draft({"game": "dominion"}, tmp_path / "g.json")
    with pytest.raises(AssertionError, match="at most 12"):
        run_entry(
            draft, ScriptedPrompter(["Ann", "", *NO_TABLE_EXTRAS, QUICK, "Gardens 1, Vineyard 1", "", "12", "13"])
        )


def test_quick_counts_of_named_cards_share_the_total(tmp_path):
    """Gardens + Palace: 20 cards in total, 3 Estates listed; 12 Coppers leave at most 20 - 12 - 3 = 5 Silvers
    (the record would be refused at the end with Coppers + Silvers + Golds + Estates above the total)."""
    draft = Draft({"game": "dominion"}, tmp_path / "g.json")
    with pytest.raises(AssertionError, match="at most 5"):
        run_entry(
            draft,
            ScriptedPrompter(["Ann", "", "Palace", "", "", False, QUICK, "Gardens 1, Estate 3", "", "20", "12", "6"]),
        )


def test_tavern_mat_has_no_default(tmp_path):
    """Distant Lands is worth 4 only on the Tavern mat (ref distant_lands): Enter must not mean "all of them"."""
    draft = Draft({"game": "dominion"}, tmp_path / "g.json")
    with pytest.raises(AssertionError, match="Tavern mat"):
        run_entry(draft, ScriptedPrompter(["Ann", "", *NO_TABLE_EXTRAS, FULL, "Distant Lands 3", "", ""]))


def test_a_card_twice_on_one_line_adds_up(tmp_path):
    """ "Copper 5, Měďák 2" (deck and Tavern mat) is 7 Coppers, as in a record: 10 Coppers with Fountain → 15
    (ref fountain); it used to keep only the last count (2 + 3 = 5 Coppers → 0)."""
    rec, _ = enter(
        tmp_path,
        ["Ann", "", "Fountain", "", "", False, FULL, "Copper 5, Měďák 2", "Coppers 3, Copper 5, Copper 2", "", "", ""],
    )
    assert rec["players"][0]["cards"] == {"Copper": 10}
    assert score_record(rec).players[0].total == 15


def test_quick_path_takes_victory_counts_from_the_listed_cards(tmp_path):
    """Duke, Silk Road: every Victory card is listed on this path (each scores), so Duchies and Victory cards are
    not asked (an answer above the listed ones left Duchies unscored). 2 Dukes, 3 Duchies, a Silk Road, 3 Estates:
    Dukes 2 × 3 + Duchies 9 + Silk Road (2 + 3 + 1 + 3 = 9 Victory cards → 2) + Estates 3 = 20 (ref duke, silk_road)."""
    rec, ask = enter(
        tmp_path, ["Ann", "", *NO_TABLE_EXTRAS, QUICK, "Duke 2, Duchy 3, Silk Road 1, Estate 3", "", "", ""]
    )
    assert not [q for q in ask.asked if q.startswith("Ann: How many")]
    assert rec["players"][0]["counts"] == {}
    assert score_record(rec).players[0].total == 20


def test_quick_path_does_not_ask_the_duchies_it_was_told(tmp_path):
    """The user's table: Duke 2, Duchy 5 listed; "How many Duchies?" (at least 5) was asked after. 2 × 5 + 15 = 25."""
    rec, ask = enter(tmp_path, ["Ann", "", *NO_TABLE_EXTRAS, QUICK, "Duke 2, Duchy 5", "", "", ""])
    assert not [q for q in ask.asked if "How many" in q]
    assert score_record(rec).players[0].total == 25


def test_quick_path_with_keep_takes_treasure_counts_from_the_listed_treasures(tmp_path):
    """Keep lists every Treasure, so Palace's Coppers, Silvers and Golds are not asked again (they were, at least
    the listed number). 7/5/2 → Palace 2 sets → 6 (ref palace); Keep alone: Copper, Silver, Gold → 15; Province 6."""
    rec, ask = enter(
        tmp_path,
        ["Ann", "", "Keep", "Palace", "", "", False, QUICK, "Province 1", "", "Copper 7, Silver 5, Gold 2", "", "", ""],
    )
    assert not [q for q in ask.asked if "How many" in q]
    assert rec["players"][0]["counts"] == {}
    assert score_record(rec).players[0].total == 6 + 6 + 15


def test_quick_path_does_not_ask_piles_of_listed_cards(tmp_path):
    """Obelisk on Nobles (all Victory: listed) and Tower with only Curse and Province empty (its non-Victory cards
    are the listed Curses): neither count is asked. Nobles 3 × 2 = 6, Obelisk 3 × 2 = 6, Tower 2 Curses → 2,
    Curses -2, Province 6: 18."""
    rec, ask = enter(
        tmp_path,
        [
            "Ann",
            "",
            "Obelisk",
            "Tower",
            "",
            "Nobles",
            "Curse",
            "Province",
            "",
            "",
            False,
            QUICK,
            "Nobles 3, Curse 2, Province 1",
            "",
            "",
            "",
        ],
    )
    assert not [q for q in ask.asked if "How many" in q]
    assert score_record(rec).players[0].total == 18


def test_piles_by_czech_name_at_the_prompt(tmp_path):
    """The user's table: Obelisk 'Vesnice', Tower 'Trh' and 'Zahrady' were refused as "Village is not from a Supply
    pile". Czech names are offered and accepted: 3 Villages → Obelisk 6 (ref obelisk), 2 Markets from an empty
    pile → Tower 2 (Gardens, a Victory card, do not count: ref tower), Gardens 10 cards → 1. Total 9."""
    rec, _ = enter(
        tmp_path,
        [
            "Ann",
            "",
            "Obelisk",
            "Tower",
            "",
            "Vesnice",
            "Trh",
            "Zahrady",
            "",
            "",
            False,
            FULL,
            "Vesnice 3, Trh 2, Zahrady 1, Měďák 4",
            "",
            "",
            "",
        ],
    )
    assert rec["setup"] == {"obelisk_pile": "Village", "empty_supply_piles": ["Market", "Gardens"]}
    assert score_record(rec).players[0].total == 9
    db = card_db()
    assert {"Vesnice", "Trh", "Zahrady"} <= set(db.pile_choices(list(db.piles)))
    assert "Vesnice" in db.pile_choices(["Village"]) and "Trh" not in db.pile_choices(["Village"])


# --- issue 9: the core entry (every answer saved, back, resume, review), plausible counts, messages ----------------


def interrupted(tmp_path, answers):
    """Run the entry until INTERRUPT (Ctrl-C); return the saved draft."""
    path = tmp_path / "game.json"
    draft = Draft({"game": "dominion"}, path)
    with pytest.raises(EntryInterrupted), guard(draft):
        run_entry(draft, ScriptedPrompter([*answers, INTERRUPT]))
    return json.loads(path.read_text(encoding="utf-8"))


def refused(tmp_path, answers):
    """The message the last answer was refused with (the terminal shows it and asks again)."""
    draft = Draft({"game": "dominion"}, tmp_path / "g.json")
    with pytest.raises(AssertionError, match="rejected") as e:
        run_entry(draft, ScriptedPrompter(list(answers)))
    return str(e.value)


def test_ctrl_c_while_listing_landmarks_keeps_them(tmp_path):
    """D1: each Landmark is saved when typed; the resumed entry recaps them and asks the next one."""
    saved = interrupted(tmp_path, ["Ann", "", "Fountain", "Orchard"])
    assert [a["answer"] for a in saved["_entry"]["answers"]] == ["Ann", "", "Fountain", "Orchard"]
    rec, ask = enter(tmp_path, ["", "", False, FULL, "Copper 10, Village 3", "", "", ""], saved)
    assert (
        ask.asked[0].startswith("Landmark in this game")
        and "  Table: players Ann, Landmark Fountain, Landmark Orchard" in ask.output
    )
    assert rec["landmarks"] == ["Fountain", "Orchard"]
    assert score_record(rec).players[0].total == 15 + 4  # Fountain: 10 Coppers → 15; Orchard: 3 Villages → 4 (ref)


def test_tower_piles_are_saved_one_by_one(tmp_path):
    saved = interrupted(tmp_path, ["Ann", "", "Tower", "", "Curse", "Vesnice"])
    assert [a["answer"] for a in saved["_entry"]["answers"]][-2:] == ["Curse", "Vesnice"]
    rec, _ = enter(tmp_path, ["", "", False, FULL, "Village 2, Curse 1", "", "", ""], saved)
    assert rec["setup"]["empty_supply_piles"] == ["Curse", "Village"]
    assert score_record(rec).players[0].total == 3 - 1  # Tower: 2 Villages + 1 Curse from empty piles → 3; Curse -1


def test_a_seventh_player_is_told_six_is_the_most(tmp_path):
    """D7: the registry's range (1–6); after the 6th name the entry says so instead of feeding the 7th to the
    Landmark question."""
    draft = Draft({"game": "dominion"}, tmp_path / "g.json")
    ask = ScriptedPrompter(["A", "B", "C", "D", "E", "F", INTERRUPT])
    with pytest.raises(EntryInterrupted), guard(draft):
        run_entry(draft, ask)
    assert "Dominion is for at most 6 players: the table is full, on to the next question." in ask.output
    assert ask.asked[-1].startswith("Landmark in this game")
    assert "at most 6 players" in refused(tmp_path, ["A, B, C, D, E, F, Gus"])


def test_go_back_to_an_earlier_players_card_line(tmp_path):
    """'<' from Bob's first question back to Ann's second card line: 'Village 10' was 'Village 10, Smithy 10'.
    The answers after it are kept (VP tokens, turns). Ann 36, Bob 39 as in test_full_deck_path."""
    rec, ask = enter(
        tmp_path,
        [
            "Ann",
            "Bob",
            "",
            *NO_TABLE_EXTRAS,
            FULL,
            "Province 4, Zahrady 3",
            "Copper 7, Estate 3, Village 10",
            "",
            "",
            "18",
            BACK,
            BACK,
            BACK,
            BACK,
            "Copper 7, Estate 3, Village 10, Smithy 10",
            FULL,
            "Province 3, Duchy 6, Copper 7, Estate 3, Gold 4",
            "",
            "0",
            "17",
        ],
    )
    assert (
        "(back to: Ann's cards, e.g. Province 4, Copper 7 (empty to finish); it was Copper 7, Estate 3, "
        "Village 10)" in ask.output
    )
    assert [p.total for p in score_record(rec).players] == [36, 39]
    assert rec["players"][0]["turns"] == 18 and rec["players"][0]["cards"]["Smithy"] == 10


def test_review_changes_a_card_line(tmp_path):
    """Before scoring, the review lists the answers per player; changing one keeps the rest."""
    draft = Draft({"game": "dominion"}, tmp_path / "g.json")
    ask = ScriptedPrompter(
        [
            "Ann",
            "",
            *NO_TABLE_EXTRAS,
            FULL,
            "Province 4",
            "",
            "",
            "",
            "Change Ann's answers",
            "Ann's cards, e.g. Province 4, Copper 7 (empty to finish): Province 4",
            "Province 5",
            "Score it",
        ],
        review=True,
    )
    with guard(draft):
        rec = run_entry(draft, ask)
    assert "  Ann: Full deck: every card with its count, Province 4, VP tokens 0" in ask.output
    assert score_record(rec).players[0].total == 30


def test_a_garbage_answer_log_is_refused_with_the_field(tmp_path):
    """D4: a hand-edited draft with "_entry": "garbage" was an AttributeError traceback; now one line naming it."""
    from scorer.core.errors import RecordError

    draft = Draft({"game": "dominion", "draft": True, "_entry": "garbage"}, tmp_path / "g.json")
    with pytest.raises(RecordError, match=r"\$\._entry: an unfinished entry keeps its answers"):
        run_entry(draft, ScriptedPrompter([]))


@pytest.mark.parametrize(
    "answers,message",
    [
        # D2: a count beyond what the box holds is refused where it is typed, with the limit and its source
        (
            [FULL, "Copper 99999999999999999999"],
            "Coppers: more than a game holds (at most 60 with 1 player, the 60 "
            "Coppers of the base cards, the 7 each player starts with included",
        ),
        ([QUICK, "Gardens 1", "", "99999999999999999999999"], "that number is far too large"),
        ([QUICK, "Gardens 1", "", "5000"], "at most 687: with 1 player, every pile a game can hold"),  # test_limits
        ([FULL, "Province 4 Gardens 3"], "'Province 4 Gardens 3' holds more than one card: separate cards with commas"),
        ([FULL, "Province 1e3"], "'Province 1e3': the count '1e3' is not a whole number: give a count like 3"),
        # a new user's "Smithy six" was an unknown card with suggestions; a count in words is said so
        ([FULL, "Smithy six"], "'Smithy six': no card is called that; write a count in digits, e.g. Smithy 2"),
        # ... but not where the word may be a misspelt part of a longer name (Village Green)
        ([FULL, "Village Gren"], "unknown card 'Village Gren': did you mean 'Village Green'"),
    ],
)
def test_refused_at_the_card_prompts(tmp_path, answers, message):
    assert message in refused(tmp_path, ["Ann", "", *NO_TABLE_EXTRAS, *answers])


def test_province_limit_follows_the_player_count(tmp_path):
    """Dominion 2nd edition rulebook set-up: 8 Provinces with 2 players, 12 with 3–4 (p.9: 15 with 5, 18 with 6)."""
    two = refused(tmp_path, ["Ann", "Bob", "", *NO_TABLE_EXTRAS, FULL, "Province 9"])
    assert "9 Provinces: more than a game holds (at most 8 with 2 players, the Province pile" in two
    rec, _ = enter(
        tmp_path,
        ["Ann", "Bob", "Cy", "", *NO_TABLE_EXTRAS, FULL, "Province 12", "", "", "", FULL, "", "", "", FULL, "", "", ""],
    )
    assert score_record(rec).players[0].total == 72


def test_a_card_is_not_a_landmark(tmp_path):
    """'Gardens' at the Landmark prompt said "did you mean 'Arena'?"."""
    assert "Gardens is a card, not a Landmark: list it with the player's cards" in refused(
        tmp_path, ["Ann", "", "Gardens"]
    )


def test_keep_keeps_treasures_typed_with_the_vp_cards(tmp_path):
    """D3: with Keep, 'Copper 7, Silver 3, Gold 2' at the VP-card prompt was skipped ("no count needs it") and asked
    again. Kept now: Keep alone → Copper, Silver, Gold 15 (ref keep); Province 6. Total 21."""
    rec, ask = enter(
        tmp_path, ["Ann", "", "Keep", "", "", False, QUICK, "Province 1, Copper 7, Silver 3, Gold 2", "", "", "", ""]
    )
    assert rec["players"][0]["cards"] == {"Province": 1, "Copper": 7, "Silver": 3, "Gold": 2}
    assert not any("skipped" in line for line in ask.output)
    assert any("VP cards and Curses and Treasures (Keep compares them)" in q for q in ask.asked)
    assert score_record(rec).players[0].total == 21


def test_a_count_that_needs_a_treasure_keeps_it(tmp_path):
    """D3 for Fountain: 'Copper 10' typed with the VP cards is the Coppers count (not asked again): 15 (ref
    fountain). A Village still has no VP and no count takes it: skipped, and said so truly."""
    rec, ask = enter(
        tmp_path, ["Ann", "", "Fountain", "", "", False, QUICK, "Estate 3, Copper 10, Village 2", "", "", ""]
    )
    assert rec["players"][0]["cards"] == {"Estate": 3, "Copper": 10} and rec["players"][0]["counts"] == {}
    assert not any("How many Coppers" in q for q in ask.asked)
    assert "  (Village has no VP of its own: skipped; no count needs it)" in ask.output
    assert score_record(rec).players[0].total == 3 + 15


# --- the second new-user trial (a real terminal): lost answers D1–D3 (fixed in the core), pinned on Dominion's flow ---


def reviewed(tmp_path, answers):
    """Run the entry with the review (as the terminal always has it); return the record and the prompter."""
    draft = Draft({"game": "dominion"}, tmp_path / "game.json")
    ask = ScriptedPrompter(list(answers), review=True)
    with guard(draft):
        rec = run_entry(draft, ask)
    assert ask.answers == [], "every scripted answer is used"
    return rec, ask


def test_enter_at_a_player_name_gone_back_to_keeps_it(tmp_path):
    """Trial D1: '<' twice from the Landmark question back to 'Player 2 name', then Enter, dropped Bob (the table
    lost a player). Enter keeps the old answer now; '-' would give the empty one."""
    rec, ask = reviewed(
        tmp_path,
        [
            "Ann",
            "Bob",
            "",
            BACK,
            BACK,
            "",
            *NO_TABLE_EXTRAS,
            FULL,
            "Province 4",
            "",
            "",
            "",
            FULL,
            "Duchy 1",
            "",
            "",
            "",
            "Score it",
        ],
    )
    assert "Player 2 name (Enter when done): (- for none)" in ask.asked
    assert [p["name"] for p in rec["players"]] == ["Ann", "Bob"]
    assert [p.total for p in score_record(rec).players] == [24, 3]  # 4 Provinces × 6; 1 Duchy × 3 (rulebook p.4)


def test_enter_at_a_card_line_gone_back_to_keeps_it(tmp_path):
    """Trial D2: '<' twice from 'VP tokens?' back to Ann's first card line, then Enter, wiped 'Province 4'."""
    rec, ask = reviewed(
        tmp_path, ["Ann", "", *NO_TABLE_EXTRAS, FULL, "Province 4", "", BACK, BACK, "", "", "", "Score it"]
    )
    assert "Ann's cards, e.g. Province 4, Copper 7 (empty to finish): (- for none)" in ask.asked
    assert rec["players"][0]["cards"] == {"Province": 4}
    assert score_record(rec).players[0].total == 24  # 4 × 6 VP


def test_a_review_change_of_a_card_line_keeps_every_later_answer(tmp_path):
    """Trial D3: changing Ann's card line in the review dropped her VP tokens, her turns and all of Bob's answers.
    Now only the changed line is asked: Ann 4 × 6 + 2 × 3 + 3 tokens = 33; Bob 2 Duchies = 6 (rulebook p.4)."""
    rec, ask = reviewed(
        tmp_path,
        [
            "Ann",
            "Bob",
            "",
            *NO_TABLE_EXTRAS,
            FULL,
            "Province 4",
            "",
            "3",
            "18",
            FULL,
            "Duchy 2",
            "",
            "",
            "17",
            "Change Ann's answers",
            "Ann's cards, e.g. Province 4, Copper 7 (empty to finish): Province 4",
            "Province 4, Duchy 2",
            "Score it",
        ],
    )
    after_change = ask.asked[ask.asked.index("Which answer?") + 2 :]
    assert after_change == ["Everything right?"]  # nothing else asked again
    assert [(p["vp_tokens"], p.get("turns")) for p in rec["players"]] == [(3, 18), (0, 17)]
    assert [p.total for p in score_record(rec).players] == [33, 6]


# --- the second new-user trial: findings 1-6 at the prompts ------------------------------------------------------


def test_card_lines_are_shown_as_they_will_be_scored(tmp_path):
    """Trial finding 1: the review listed the raw lines ('Provincie 4, Province 5, Village 4, Province, Province 4')
    so it could not confirm what would be scored. Each line is shown as it counts: English names, a card a later
    line sets again with its old count, a card the quick path skipped marked so. Scored: Province 4 × 6 + Gardens
    2 × floor(40 / 10) = 24 + 8 = 32 (rulebook p.4, Gardens card text)."""
    rec, ask = reviewed(
        tmp_path,
        [
            "Ann",
            "",
            *NO_TABLE_EXTRAS,
            QUICK,
            "Provincie 4",
            "Province 5, Village 4",
            "Province",
            "Zahrady 2, Province 4, Měďák 0",
            "",
            "40",
            "",
            "",
            "Score it",
        ],
    )
    assert (
        "  Ann: Quick counts: only VP cards, then a few counts, Province 4, Province 5 (was 4), "
        "Village 4 skipped (no VP of its own), Province 1 (was 5), Gardens 2, Province 4 (was 1), "
        "Copper 0 skipped (no VP of its own), cards 40, VP tokens 0" in ask.output
    )
    assert rec["players"][0]["cards"] == {"Province": 4, "Gardens": 2}
    assert score_record(rec).players[0].total == 32


def test_full_deck_lines_are_shown_in_english_and_added_up(tmp_path):
    """'Měďák 5, Copper 2' is 7 Coppers (a card twice on a line adds up, and the line says so: 'Copper 7 (5 + 2)',
    Czech trial); 'Vesnice 0' removes the Villages."""
    rec, ask = reviewed(
        tmp_path,
        ["Ann", "", *NO_TABLE_EXTRAS, FULL, "Měďák 5, Copper 2, Vesnice 3", "Vesnice 0", "", "", "", "Score it"],
    )
    assert (
        "  Ann: Full deck: every card with its count, Copper 7 (5 + 2), Village 3, Village 0 (was 3), VP tokens 0"
        in (ask.output)
    )
    assert rec["players"][0]["cards"] == {"Copper": 7}


@pytest.mark.parametrize(
    "piles,message",
    [
        (["Curse", "kletba"], "Curse is already listed as an empty pile: name another pile, or Enter to finish"),
        (["Curse", "Smithy, Curse"], "Curse is already listed as an empty pile: leave it out"),
        (["Curse, kletba"], "Curse is named twice: leave one out"),
        (["Obelisk"], "Obelisk is a Landmark, not a Supply pile: name a pile by any of its cards, e.g. Village"),
    ],
)
def test_tower_piles_named_again_are_refused_with_the_reason(tmp_path, piles, message):
    """Trial findings 2 and 3: 'kletba' after 'Curse' was silently asked again; 'Smithy, Curse' silently dropped
    the second Curse; 'Obelisk' was "unknown Supply pile 'Obelisk': did you mean 'Biskup'"."""
    assert message in refused(tmp_path, ["Ann", "", "Tower", "", *piles])


def test_obelisk_named_as_its_own_pile_is_told_it_is_a_landmark(tmp_path):
    """Trial finding 3."""
    assert "Obelisk is a Landmark, not a Supply pile" in refused(tmp_path, ["Ann", "", "Obelisk", "", "Obelisk"])


@pytest.mark.parametrize(
    "landmarks,message",
    [
        (["Obelisk, obelisk"], "Obelisk is named twice: leave one out"),
        (
            ["Fountain", "fountain"],
            "Fountain is already listed: name another Landmark, or Enter when there are no more",
        ),
    ],
)
def test_a_landmark_named_again_says_so(tmp_path, landmarks, message):
    """Trial finding 4: 'Obelisk, obelisk' was "Obelisk is already taken"."""
    assert message in refused(tmp_path, ["Ann", "", *landmarks])


def test_a_landmark_list_changed_in_the_review_keeps_the_rest(tmp_path):
    """The Landmark answers are keyed by their place in the list: 'Fountain' changed to 'Fountain, Orchard' in the
    review asks nothing more. 10 Coppers → Fountain 15; 3 Villages → Orchard 4 (Empires rulebook, card texts)."""
    rec, ask = reviewed(
        tmp_path,
        [
            "Ann",
            "",
            "Fountain",
            "",
            "",
            False,
            FULL,
            "Copper 10, Village 3",
            "",
            "",
            "",
            "Change the table",
            "Landmark in this game (empty when none/no more): Landmark Fountain",
            "Fountain, Orchard",
            "Score it",
        ],
    )
    assert ask.asked[ask.asked.index("Which answer?") + 2 :] == ["Everything right?"]
    assert rec["landmarks"] == ["Fountain", "Orchard"]
    assert score_record(rec).players[0].total == 15 + 4


@pytest.mark.parametrize(
    "answers,message",
    [
        # Gardens 1 + Estate 3 + Province 6 = 10 cards listed
        (
            ["", *NO_TABLE_EXTRAS, QUICK, "Gardens 1, Estate 3, Province 6", "", "5"],
            "at least 10: the cards listed already make 10 cards",
        ),
        # Tower with the Curse and Village piles empty: the 2 Curses listed come from an empty pile
        (
            ["", "Tower", "", "Curse", "Village", "", "", False, QUICK, "Curse 2", "", "1"],
            "at least 2: the cards listed already make 2 non-Victory cards from empty Supply piles",
        ),
    ],
)
def test_a_count_below_the_listed_cards_says_why(tmp_path, answers, message):
    """Trial finding 5: 'at least 10' gave no reason."""
    assert message in refused(tmp_path, ["Ann", *answers])


def test_one_pile_is_shared_by_the_whole_table(tmp_path):
    """Trial finding 6: Ann 3 + Bob 8 Villages from the one 10-card Village pile (Dominion 2nd edition rulebook,
    set-up: 10 of each Kingdom card) was accepted, and so was Bob's Province 9 with Ann holding 4 at a 3-player
    table (12 Provinces). Refused where typed, against the players before."""
    start = ["Ann", "Bob", "Cyril", "", *NO_TABLE_EXTRAS, FULL]
    villages = refused(tmp_path, [*start, "Village 3, Province 4", "", "", "", FULL, "Village 8"])
    assert (
        "Ann 3 + Bob 8 = 11 Villages: more than a game holds (at most 10 with 3 players, a Kingdom pile: 10 cards"
        in villages
    )
    provinces = refused(tmp_path, [*start, "Village 3, Province 4", "", "", "", FULL, "Province 9"])
    assert "Ann 4 + Bob 9 = 13 Provinces: more than a game holds (at most 12 with 3 players, the Province pile" in (
        provinces
    )
    # Bob's 7 Villages fit (3 + 7 = 10); Cyril's 1 more does not.
    cyril = refused(tmp_path, [*start, "Village 3", "", "", "", FULL, "Village 7", "", "", "", FULL, "Village 1"])
    assert "Ann 3 + Bob 7 + Cyril 1 = 11 Villages" in cyril


def test_a_quick_count_of_a_base_card_is_shared_by_the_table(tmp_path):
    """Fountain asks for Coppers: with Ann holding 50 of the 60 Coppers (2 players, rulebook p.9), Bob has at most
    10."""
    message = refused(
        tmp_path,
        ["Ann", "Bob", "", "Fountain", "", "", False, FULL, "Copper 50", "", "", "", QUICK, "Estate 3", "", "11"],
    )
    assert "at most 10: a game with 2 players holds 60 Coppers" in message and "Ann has 50" in message


def test_a_replayed_card_line_is_shown_as_it_counts_now(tmp_path):
    """After the review changes Ann's first line to 'Province 2', her second line 'Province 5' is shown
    'Province 5 (was 2)', not the '(was 4)' of the first run. 5 × 6 = 30 VP."""
    rec, ask = reviewed(
        tmp_path,
        [
            "Ann",
            "",
            *NO_TABLE_EXTRAS,
            FULL,
            "Province 4",
            "Province 5",
            "",
            "",
            "",
            "Change Ann's answers",
            "Ann's cards, e.g. Province 4, Copper 7 (empty to finish): Province 4",
            "Province 2",
            "Score it",
        ],
    )
    assert score_record(rec).players[0].total == 30
    assert "  Ann: Full deck: every card with its count, Province 2, Province 5 (was 2), VP tokens 0" in ask.output


def test_turns_prompt_asks_for_own_turns_without_extra_turns(tmp_path):
    """Extra turns (Outpost, Mission, Possession, Fleet, Voyage, Seize the Day) do not count toward the tie-break
    (Dominion Strategy wiki, Extra turn): the prompt asks for the player's own turns and says so (issue 13)."""
    _, ask = enter(tmp_path, ["Ann", "", *NO_TABLE_EXTRAS, QUICK, "Province 4", "", "", "16"])
    (question,) = [q for q in ask.asked if "turns" in q]
    assert "own turns" in question and "extra turns do not count" in question
    for card in ("Outpost", "Mission", "Possession", "Fleet", "Voyage", "Seize the Day"):
        assert card in question


def test_tie_rule_says_extra_turns_do_not_count():
    """The printed tie reading names the Extra turn rule (Dominion Strategy wiki, Extra turn)."""
    from scorer.games.dominion.score import TIE_RULE

    assert "extra turns" in TIE_RULE and "Dominion Strategy wiki, Extra turn" in TIE_RULE


def test_farm_typed_shows_as_farm(tmp_path):
    """'Farm' typed at the prompt is kept and shown as Farm (the second-edition name of Harem), not Harem."""
    rec, ask = enter(tmp_path, ["Ann", "", *NO_TABLE_EXTRAS, QUICK, "Farm 2, Province 1", "", "", ""])
    assert rec["players"][0]["cards"] == {"Farm": 2, "Province": 1}
    assert [r.item for r in score_record(rec).players[0].rows] == ["Farm", "Province"]
    assert not any("Harem" in q for q in ask.asked)
    assert "  Farm 2, Province 1" in ask.output and not any("Harem" in line for line in ask.output)
