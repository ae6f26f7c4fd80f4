"""The rest of what the Cursed Hoard new-user trial found (issue 11; /tmp/reports/trial-hoard.md, not kept):
D5, D6 and the weak messages W1-W6, each as the trial typed it, with the answer the rules give.

Card facts: ``../shared/reference/mystical_realms_cards.json`` (Demon CH10: every non-Outsider card that is
the only card of its suit is BLANKED, before any other blanking; Angel CH08: protects one other card, 16;
King FR31: 8, +5 per Army; Knights FR21: 20, -8 without a Leader; Rangers CH19: 5, +10 per Land and Building;
Elven Archers: an Army, 10, +5 with no Weather; Warlock Lord: a Wizard, 25, -10 per Leader and other Wizard;
Genie: -50, +10 per other player; Portal: -20; Jester: 3, +3 per other odd card, +50 if all are odd).
"""

from __future__ import annotations

import json

import pytest
from helpers import run_cli

from scorer.core.errors import InputError, RecordError
from scorer.games.realms.advise import runner_ups
from scorer.games.realms.cards import deck_for
from scorer.games.realms.game import score_hand, score_record
from scorer.games.realms.resolve import Declarations, best

HOARD = ("--expansion", "cursed-hoard")

# Demon, Angel (Outsiders); King the only Leader, Mountain the only Land: Demon blanks both but the one Angel
# protects; Forge and Lightning are two Flames, Knights and Rangers two Armies.
ANGEL_HAND = ["Demon", "Angel", "King", "Forge", "Knights", "Rangers", "Mountain", "Lightning"]
# King, Forge, Magic Wand and Warlock Lord are each the only card of their suit (Leader, Flame, Weapon,
# Wizard); Rangers and Elven Archers are the two Armies.
CHOSEN_HAND = ["Angel", "King", "Forge", "Demon", "Rangers", "Elven Archers", "Magic Wand", "Warlock Lord"]


# ------------------------------------------------------------------ D6: the "why" lines with the expansion


def test_angel_gets_its_next_best_line():
    # Angel=King: Demon 45 + Angel 16 + King 8+5x2 + Forge 9 + Knights 20 (a Leader) + Rangers 5 (Mountain
    # blanked) + Lightning 11 = 124. Angel=Mountain: King blanked, Knights 20-8, Mountain 9, Rangers 5+10:
    # 45+16+9+12+15+9+11 = 117. Angel on a card Demon does not blank: both blanked, 98.
    p = run_cli("realms", "score", *HOARD, *ANGEL_HAND)
    assert p.code == 0, p.err
    assert "Declared: Angel=King" in p.out
    assert "Angel=King 124; next best Angel=Mountain 117" in p.out


def test_chosen_line_with_items():
    # Angel=King: 16 + King 18 + Demon 45 + Rangers 5 + Elven Archers 15 = 99 (Forge, Wand, Warlock blanked);
    # Angel=Warlock Lord: King blanked, Warlock Lord 25 (no Leader left): 16+45+5+15+25 = 106; Portal -20 each
    p = run_cli("realms", "score", *HOARD, "--choose", "Angel=King", "--items", "Portal", *CHOSEN_HAND)
    assert p.code == 0, p.err
    assert "Chosen: 79, 7 below the best 86 (Angel=Warlock Lord)" in p.out


def test_chosen_line_with_genie_and_the_players():
    # Genie in place of Magic Wand, 3 players: Genie -50+10x2 = -30; Angel=King 99-30 = 69 (no Wand's 0
    # anyway), Angel=Warlock Lord 106-30 = 76
    hand = [c if c != "Magic Wand" else "Genie" for c in CHOSEN_HAND]
    p = run_cli("realms", "score", *HOARD, "--players", "3", "--choose", "Angel=King", *hand)
    assert p.code == 0, p.err
    assert "Chosen: 69, 7 below the best 76 (Angel=Warlock Lord)" in p.out


def test_chosen_line_from_a_records_choose(tmp_path):
    # the trial's record (Jirka): 3 players, Genie, Portal, Angel=King: 16+18+45+5+15-30-20 = 49; the best,
    # Angel=Warlock Lord: 16+45+5+15+25-30-20 = 56
    hand = ["Genie", "Angel", "King", "Forge", "Demon", "Rangers", "Elven Archers", "Magic Wand", "Warlock Lord"]
    rec = {
        "game": "realms",
        "expansions": ["cursed_hoard", "promo"],
        "printing": "deluxe",
        "player_count": 3,
        "hand_size": 8,
        "players": [{"name": "Jirka", "hand": hand, "items": ["Portal"], "choose": ["Angel=King"]}],
    }
    path = tmp_path / "r.json"
    path.write_text(json.dumps(rec))
    p = run_cli("score", path)
    assert p.code == 0, p.err
    assert "Chosen: 49, 7 below the best 56 (Angel=Warlock Lord)" in p.out


def test_chosen_line_in_an_undead_hand():
    # the trial's hand (Ghoul and Dark Queen read the discard area): Angel=Princess 148, the best 157 with
    # Angel=Garden (the trial's figures, checked there by hand)
    hand = ["Ghoul", "Lich", "Angel", "Garden", "Princess", "Crypt", "Dungeon", "Dark Queen"]
    p = run_cli("realms", "score", *HOARD, "--choose", "Angel=Princess", *hand)
    assert p.code == 0, p.err
    assert "Chosen: 148, 9 below the best 157 (Angel=Garden)" in p.out


def test_runner_ups_read_the_table():
    # the same Portal hand through the library: the runner-up's total has the item's -20 in it
    from scorer.games.realms.table import Table

    d = deck_for(("cursed_hoard",))
    ids = ["angel", "king", "forge", "demon", "rangers_ch", "elven_archers", "magic_wand", "warlock_lord"]
    table = Table(items=("portal",))
    result = best(ids, None, d, table)
    assert result.total == 86 and result.declarations.angel == "warlock_lord"
    assert runner_ups(ids, result, None, d, table, budget=None) == ["Angel=Warlock Lord 86; next best Angel=King 79"]


def test_runner_ups_left_out_past_the_budget_say_so():
    # a budget of 0 s: the first search is not begun; the line names every declaration left out
    d = deck_for(("cursed_hoard",))
    ids = ["demon", "angel", "king", "forge", "knights", "rangers_ch", "mountain", "lightning"]
    result = best(ids, None, d)
    assert runner_ups(ids, result, None, d, budget=0.0) == [
        "Angel=King: the next best choice is left out (comparing it would take long)"
    ]


def test_forced_declarations_get_no_runner_up():
    d = deck_for(("cursed_hoard",))
    ids = ["demon", "angel", "king", "forge", "knights", "rangers_ch", "mountain", "lightning"]
    forced = Declarations(angel="king")
    assert runner_ups(ids, best(ids, forced, d), forced, d, budget=None) == []


# ------------------------------------------------------------------ D5: the Jester reading


JESTER = ["Jester", "Mountain", "Unicorn", "Great Flood", "Smoke", "Whirlwind", "Magic Wand"]
READING = "A blanked card has no base strength, so it is not odd for Jester"


def test_jester_reading_is_printed_with_great_flood_in_the_hand():
    # Smoke (27, odd) is blanked; Jester +3 x 4 (Mountain 9, Unicorn 9, Whirlwind 13, Magic Wand 1; Great
    # Flood 32 is even): 15. Were blanked cards odd, +3 x 5: the ruling (BGG 1841490) decided the total.
    p = run_cli("realms", "score", "--expansion", "promo", *JESTER)
    assert p.code == 0, p.err
    assert "+3 × 4 (other card of odd base strength)" in p.out
    assert READING in p.out
    p = run_cli(
        "realms", "score", "--expansion", "promo", "--partial", "Jester", "Mountain", "Unicorn", "Great Flood", "Smoke"
    )
    assert p.code == 0 and READING in p.out


def test_jester_reading_not_printed_when_no_blanked_card_is_odd():
    # Jester, Mountain, Unicorn, Great Flood: nothing is blanked (Mountain clears the Floods' penalty), so
    # the ruling decides nothing
    p = run_cli("realms", "score", "--expansion", "promo", "--partial", "Jester", "Mountain", "Unicorn", "Great Flood")
    assert p.code == 0, p.err
    assert READING not in p.out


# ------------------------------------------------------------------ W1, W2: what a name the table lacks is


@pytest.mark.parametrize(
    ("args", "card", "option"),
    [
        (("Castle", "King"), "Castle", "cursed-hoard"),
        (("Angel", "King"), "Angel", "cursed-hoard"),
        (("--expansion", "promo", "Demon", "King"), "Demon", "cursed-hoard"),
        (("Jester", "King"), "Jester", "promo"),
    ],
)
def test_a_card_of_an_expansion_not_in_play_is_named_with_its_fix(args, card, option):
    p = run_cli("realms", "score", "--partial", *args)
    assert p.code == 2
    assert f"{card} is a card of " in p.err and f"--expansion {option}" in p.err and "expansions" in p.err
    assert "did you mean" not in p.err


def test_a_card_of_an_expansion_not_in_play_in_czech():
    p = run_cli("--lang", "cs", "realms", "score", "--partial", "Castle", "King")
    assert p.code == 2 and "Zámek" in p.err and "--expansion cursed-hoard" in p.err
    assert "did you mean" not in p.err


def test_a_records_card_of_an_expansion_not_in_play_names_its_field():
    rec = {"game": "realms", "players": [{"name": "Eva", "hand": ["Castle", "King"]}]}
    with pytest.raises(RecordError, match=r"^\$\.players\[0\]\.hand\[0\]: Castle is a card of The Cursed Hoard"):
        score_record(rec)


def test_advise_and_best_say_they_play_the_base_game_only(tmp_path):
    hand = ["King", "Queen", "Forest", "Mountain", "Rangers", "Knights", "Lich"]
    p = run_cli("realms", "advise", *hand)
    assert p.code == 2 and "Lich is a card of The Cursed Hoard: advise and best play the base game only" in p.err
    p = run_cli("realms", "best", "Castle", *hand[:-1], "Forge")
    assert p.code == 2 and "Castle is a card of The Cursed Hoard: advise and best play the base game only" in p.err
    rec = {"game": "realms", "expansions": ["cursed_hoard"], "advise": {"hand": [*hand[:-1], "Forge"]}}
    path = tmp_path / "a.json"
    path.write_text(json.dumps(rec))
    p = run_cli("score", path)
    assert p.code == 2 and "$.expansions" in p.err and "base game only" in p.err


def test_a_cursed_item_given_as_a_card_and_a_card_as_an_item():
    # W2: --items Castle, --area Spyglass
    p = run_cli("realms", "score", *HOARD, "--items", "Castle", "--partial", "King")
    assert p.code == 2 and "--items: Castle is a card, not a Cursed Item" in p.err
    p = run_cli("realms", "score", *HOARD, "--area", "Spyglass", "--partial", "Ghoul")
    assert p.code == 2 and "--area: Spyglass is a Cursed Item, not a card" in p.err and "--items" in p.err
    with pytest.raises(InputError, match="Spyglass is a Cursed Item, not a card"):
        score_hand(["Spyglass", "King"], partial=True, setup=_setup())


def test_a_typo_still_gets_suggestions():
    p = run_cli("realms", "score", "--partial", "Kinq", "Queen")
    assert p.code == 2 and "did you mean" in p.err and "King" in p.err


def _setup():
    from scorer.games.realms.game import Setup

    return Setup(expansions=("cursed_hoard",))


# ------------------------------------------------------------------ W3-W6: the interactive entry

HOARD_MENU = "The Cursed Hoard (its new suits, replacement cards and Cursed Items)"
ANN = ["Blizzard", "Cavern", "Knights", "King", "Queen", "Princess", "Hydra", "Forge"]
BOB = ["Ghoul", "Unicorn", "Mountain", "Forest", "Candle", "Lightning", "Swamp", "Bell Tower"]


def _enter(tmp_path, answers, review=False):
    from scorer.core.prompts import Draft, ScriptedPrompter, guard
    from scorer.games.realms import run_entry

    tmp_path.mkdir(exist_ok=True)
    draft = Draft({"game": "realms"}, tmp_path / "game.json")
    ask = ScriptedPrompter(list(answers), review=review)
    with guard(draft):
        rec = run_entry(draft, ask)
    assert ask.answers == [], "every scripted answer is used"
    return rec, ask


def test_an_item_already_used_says_whose(tmp_path):
    # W3: cards say "(Ann's hand)"; an item said only "already taken"
    with pytest.raises(AssertionError, match="Spyglass is already Ann's: each Cursed Item exists once"):
        _enter(tmp_path, ["Ann, Bob", "", HOARD_MENU, "Spyglass", ", ".join(ANN), "spyglass"])


def test_portal_alone_and_with_a_card_that_draws(tmp_path):
    # W4: Portal (CH46) "Skip your discard phase this turn. (You will have one extra card in your hand from
    # now on.)": an item in front of the player, no card drawn at the end; Leprechaun draws at the end
    _rec, ask = _enter(
        tmp_path, ["Ann, Bob", "", HOARD_MENU, "Portal", ", ".join(ANN), True, "Smoke", "", ", ".join(BOB), ""]
    )
    assert (
        "Ann used Portal: add a ninth card? (Portal skipped a discard, so the hand keeps one card more; "
        "9 cards at most)"
    ) in ask.asked
    assert not any("drawn at the end" in a for a in ask.asked)
    lep = ["Leprechaun", *ANN[1:]]
    _rec, ask = _enter(
        tmp_path, ["Ann, Bob", "", HOARD_MENU, "Portal", ", ".join(lep), True, "Smoke", "", ", ".join(BOB), ""]
    )
    assert (
        "Ann holds Leprechaun and used Portal: add a ninth card? (drawn at the end of the game, or kept by "
        "Portal's skipped discard; 9 cards at most)"
    ) in ask.asked


def test_the_review_keeps_items_apart_from_cards_and_the_area_with_the_table(tmp_path):
    # W5: "Ann: items Spyglass, Sarcophagus, Blizzard, …" ran items and cards together; the review offered
    # "Change Discard area's answers"
    answers = ["Ann, Bob", "", HOARD_MENU, "Spyglass, Sarcophagus", ", ".join(ANN), "", ", ".join(BOB), "Smoke", ""]
    rec, ask = _enter(tmp_path, [*answers, "Score it"], review=True)
    assert f"  Ann: items Spyglass, Sarcophagus, hand {', '.join(ANN)}" in ask.output
    assert f"  Table: players Ann, Bob, cards {HOARD_MENU}, discard area Smoke" in ask.output
    assert rec["discard_area"] == ["Smoke"]
    with pytest.raises(AssertionError, match=r"\"Change Discard area's answers\" is not one of .*'Change the table'"):
        _enter(tmp_path / "again", [*answers, "Change Discard area's answers"], review=True)
    change = [
        "Change the table",
        "Discard area at the end, card 1 (or several, comma-separated; Enter when done): Smoke",
    ]
    rec, _ask = _enter(tmp_path / "change", [*answers, *change, "Rainstorm", "Score it"], review=True)
    assert rec["discard_area"] == ["Rainstorm"]


def test_a_hand_changed_to_a_card_of_the_discard_area_is_refused_where_typed(tmp_path):
    # W6: the area's answer was thrown out and asked again; for hands the card is refused where typed
    answers = ["Ann, Bob", "", HOARD_MENU, "", ", ".join(ANN), "", ", ".join(BOB), "Smoke", ""]
    change = [
        "Change Ann's answers",
        f"Ann, card 1 of 8 (or several, comma-separated): {', '.join(ANN)}",
        ", ".join([*ANN[:7], "Smoke"]),
    ]
    with pytest.raises(AssertionError, match="Smoke is in the discard area: change that answer first"):
        _enter(tmp_path, [*answers, *change], review=True)
    rec, _ask = _enter(tmp_path, [*answers, *change[:2], ", ".join([*ANN[:7], "Dragon"]), "Score it"], review=True)
    assert rec["players"][0]["hand"] == [*ANN[:7], "Dragon"] and rec["discard_area"] == ["Smoke"]


@pytest.mark.terminal
def test_in_a_terminal_the_review_refuses_a_card_of_the_discard_area_and_says_whose_an_item_is(tmp_path):
    # W3, W5, W6 in a real terminal: the refusals are shown where typed and the answer is asked again
    from helpers import DOWN, ENTER, answer, finish, spawn

    child = spawn(tmp_path, "realms")
    answer(
        child,
        ("Player 1 name", "Ann, Bob" + ENTER),
        ("Player 3 name", ENTER),
        ("Which cards does the table play?", DOWN + ENTER),
        ("Ann's used Cursed Items", "Spyglass" + ENTER),
        ("Ann, card 1 of 8", ", ".join(ANN) + ENTER),
        ("Bob's used Cursed Items", "spyglass" + ENTER),
        ("Spyglass is already Ann's", "\x15" + ENTER),  # Ctrl-U clears the refused answer: no items
        ("Bob, card 1 of 8", ", ".join(BOB) + ENTER),
        ("Discard area at the end, card 1", "Smoke" + ENTER),
        ("Discard area at the end, card 2", ENTER),
        ("Review before scoring:", ""),
        ("Table: players Ann, Bob, cards The Cursed Hoard", ""),
        ("discard area Smoke", ""),
        ("Ann: items Spyglass, hand Blizzard", ""),
        ("Everything right?", DOWN + DOWN + ENTER),  # Score it, Change the table, Change Ann's answers
        ("Which answer?", DOWN + ENTER),  # her items, then her hand
        ("Ann, card 1 of 8", "\x15" + ", ".join([*ANN[:7], "Smoke"]) + ENTER),
        ("Smoke is in the discard area: change that answer first", "\x15" + ", ".join([*ANN[:7], "Dragon"]) + ENTER),
        ("Review before scoring:", ""),
        ("Everything right?", ENTER),
    )
    out = finish(child)
    assert "Discard area: Smoke" in out and "Dragon" in out
