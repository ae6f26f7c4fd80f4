"""The Cursed Hoard and the promo cards at the table (issue 11): what a record and the command line
say the table plays, the hand sizes, the table-wide facts (players, discard area, Cursed Items),
their refusals, and the JSON added with the expansion.

Sources: the spec ``docs/realms-cursed-hoard-notes.md`` ("What a table plays", "Hand size and the
end-of-game draws", "Table-wide facts", "Cursed Items"); the card and item facts in
``cards_data/realms/cursed_hoard.json``. Hands here hold base cards that no expansion changes
wherever a total is asserted, unless the test says which card rule it rests on.
"""

import json

import pytest
from helpers import run_cli

from scorer.core.errors import InputError, RecordError, RuleError
from scorer.games.realms import score_record

# Rulebook example 2's table partner in tests/realms/test_entry.py: base cards only, none replaced by
# The Cursed Hoard (Deck.replaced), none an end-of-game draw.
BOB = ["Blizzard", "Cavern", "Knights", "King", "Queen", "Princess", "Hydra"]
EIGHT = [*BOB, "Forge"]
# Another table's hand of 8, no card in common with EIGHT (Bell Tower is bell_tower_ch there).
SECOND = ["Dragon", "Unicorn", "Mountain", "Forest", "Candle", "Lightning", "Swamp", "Bell Tower"]
THIRD = ["Rangers", "Elven Archers", "Warship", "Light Cavalry", "Dwarvish Infantry", "Collector", "Warlord"]


def record(players, **top):
    return {"game": "realms", "players": players, **top}


def hoard(players, **top):
    return record(players, **{"expansions": ["cursed_hoard"], **top})


def total(result, i=0):
    return result.players[i].total


# ------------------------------------------------------------------ what the table plays


def test_a_record_without_the_new_fields_scores_as_before():
    base = score_record(record([{"name": "Bob", "hand": BOB}]))
    assert base.to_json().keys() == {"game", "unit", "players", "winners", "outcome", "assumptions"}
    assert "items" not in base.to_json()["players"][0]


def test_the_expansion_with_a_hand_of_seven_plays_the_cursed_hoard_size_and_says_how_to_change_it():
    # Spec, hand size: 8 with the new suits (both public scorers); the record option sets another.
    with pytest.raises(RuleError) as e:
        score_record(hoard([{"name": "Bob", "hand": BOB}]))
    msg = str(e.value)
    assert "Bob's hand has 7 cards: a hand has 8 cards" in msg
    assert '"hand_size"' in msg


def test_hand_size_seven_plays_base_cards_as_the_base_game():
    # BOB holds no card the expansion changes: the same total in the base game and with hand_size 7.
    base = total(score_record(record([{"name": "Bob", "hand": BOB}])))
    assert total(score_record(hoard([{"name": "Bob", "hand": BOB}], hand_size=7))) == base


def test_eight_cards_with_the_expansion_and_the_reading_printed():
    result = score_record(hoard([{"name": "Bob", "hand": EIGHT}]))
    assert len(result.players[0].extra["cards"]) == 8
    assert any("8 cards" in a for a in result.assumptions)  # the check against 8 decided it


def test_the_hand_size_reading_is_not_printed_when_the_size_is_set():
    result = score_record(hoard([{"name": "Bob", "hand": BOB}], hand_size=7))
    assert not any("8 cards" in a for a in result.assumptions)


@pytest.mark.parametrize(
    ("field", "value", "where", "words"),
    [
        ("expansions", ["cursed hord"], "$.expansions", "did you mean"),
        ("expansions", "cursed_hoard", "$.expansions", "list"),
        ("printing", "dulexe", "$.printing", "did you mean"),
        ("hand_size", 10, "$.hand_size", "7, 8 or 9"),
        ("player_count", 1, "$.player_count", "2 to 6"),
        ("player_count", "4", "$.player_count", "whole number"),
    ],
)
def test_bad_table_fields_are_named(field, value, where, words):
    with pytest.raises(RecordError) as e:
        score_record(hoard([{"name": "Bob", "hand": EIGHT}], **{field: value}))
    assert str(e.value).startswith(where) and words in str(e.value)


def test_an_unknown_expansion_is_suggested_in_czech_too():
    from scorer.core.i18n import using

    with using("cs"), pytest.raises(RecordError) as e:
        score_record(record([{"name": "Bob", "hand": BOB}], expansions=["prmo"]))
    assert "promo" in str(e.value) and "nemysleli" in str(e.value)


def test_player_count_below_the_hands_entered_is_refused():
    with pytest.raises(RecordError, match=r"\$\.player_count: 2 players, but 3 hands are entered"):
        score_record(
            hoard(
                [
                    {"name": "Ann", "hand": EIGHT},
                    {"name": "Bob", "hand": SECOND},
                    {"name": "Cid", "hand": [*THIRD, "Beastmaster"]},
                ],
                player_count=2,
            )
        )


# ------------------------------------------------------------------ hand sizes with the expansion


def test_nine_cards_need_leprechaun_genie_or_necromancer():
    # Spec: 8, +1 per Leprechaun, Genie or Necromancer in the hand, at most 9.
    with pytest.raises(RuleError, match=r"9 cards: .*Leprechaun, Genie, Necromancer or Portal"):
        score_record(hoard([{"name": "Bob", "hand": [*EIGHT, "Candle"]}]))
    result = score_record(hoard([{"name": "Bob", "hand": [*EIGHT, "Leprechaun"]}]))
    assert len(result.players[0].extra["cards"]) == 9


def test_never_ten_cards():
    # Spec: two of them still give 9 (JPRAET issue #57, the maintainer's rulebook screenshot).
    with pytest.raises(RuleError, match="10 cards"):
        score_record(hoard([{"name": "Bob", "hand": [*EIGHT[:7], "Leprechaun", "Genie", "Candle"]}], player_count=3))


def test_necromancers_ninth_card_must_leave_one_of_its_suits():
    # Necromancer (Cursed Hoard): Army, Leader, Wizard, Beast or Undead besides it (spec, hand size).
    no_suit = ["Mountain", "Forest", "Cavern", "Forge", "Candle", "Lightning", "Swamp", "Fountain of Life"]
    with pytest.raises(RuleError, match="Army, Leader, Wizard, Beast or Undead"):
        score_record(hoard([{"name": "Bob", "hand": [*no_suit, "Necromancer"]}]))
    # Candle is a Flame; Dragon (a Beast) is a card Necromancer may have taken
    score_record(hoard([{"name": "Bob", "hand": [*no_suit[:7], "Dragon", "Necromancer"]}]))


def test_base_and_replacement_names_are_one_card():
    # With Cursed Hoard "Great Flood" is great_flood_ch (Deck.replaced): it is in the JSON by that id.
    hand = ["Great Flood", *EIGHT[1:]]
    data = score_record(hoard([{"name": "Bob", "hand": hand}])).to_json()
    assert data["players"][0]["cards"][0]["id"] == "great_flood_ch"
    assert data["expansions"] == ["cursed_hoard"] and data["printing"] == "original"
    assert data["players"][0]["items"] == []


# ------------------------------------------------------------------ table facts


def test_genie_needs_the_number_of_players_when_one_hand_is_given():
    hand = [*EIGHT[:8], "Genie"]
    with pytest.raises(RuleError, match="player_count"):
        score_record(hoard([{"name": "Bob", "hand": hand}]))


def test_the_discard_area_is_checked():
    with pytest.raises(RecordError, match=r"\$\.discard_area: .*Forge is both in Bob's hand and in the discard area"):
        score_record(hoard([{"name": "Bob", "hand": EIGHT}], discard_area=["Forge"]))
    with pytest.raises(RecordError, match=r"\$\.discard_area: .*did you mean 'Unicorn'"):
        score_record(hoard([{"name": "Bob", "hand": EIGHT}], discard_area=["Unicron"]))
    with pytest.raises(RecordError, match=r"\$\.discard_area: Unicorn is named twice"):
        score_record(hoard([{"name": "Bob", "hand": EIGHT}], discard_area=["Unicorn", "unicorn"]))


def test_items_need_the_cursed_hoard():
    with pytest.raises(RecordError, match=r"\$\.players\[0\]\.items: .*Cursed Hoard"):
        score_record(record([{"name": "Bob", "hand": BOB, "items": ["Spyglass"]}]))


def test_an_item_is_at_one_player_only_and_unknown_ones_are_suggested():
    second = SECOND
    with pytest.raises(RecordError, match=r"\$\.players\[1\]\.items: Spyglass is already Ann's"):
        score_record(
            hoard(
                [
                    {"name": "Ann", "hand": EIGHT, "items": ["Spyglass"]},
                    {"name": "Bob", "hand": second, "items": ["spyglass"]},
                ]
            )
        )
    with pytest.raises(RecordError, match=r"\$\.players\[0\]\.items: .*did you mean 'Spyglass'"):
        score_record(hoard([{"name": "Bob", "hand": EIGHT, "items": ["Spyglss"]}]))


def test_items_are_scored_and_listed():
    # Spec, Cursed Items: Spyglass -10 at 2 players, Treasure Chest -5 + 25 (three other used items),
    # Portal -20, Sarcophagus +5: -5 in all. Portal adds a card to the hand: 9 cards here.
    items = ["Spyglass", "Treasure Chest", "Portal", "Sarcophagus"]
    second = SECOND
    without = score_record(hoard([{"name": "Ann", "hand": EIGHT}, {"name": "Bob", "hand": second}]))
    result = score_record(hoard([{"name": "Ann", "hand": EIGHT, "items": items}, {"name": "Bob", "hand": second}]))
    assert total(result) == total(without) - 5
    data = result.to_json()["players"][0]["items"]
    assert data == [
        {"id": "spyglass", "name": "Spyglass", "points": -10},
        {"id": "treasure_chest", "name": "Treasure Chest", "points": 20},
        {"id": "portal", "name": "Portal", "points": -20},
        {"id": "sarcophagus", "name": "Sarcophagus", "points": 5},
    ]
    rows = [r.item for r in result.players[0].rows]
    assert "Spyglass (Cursed Item)" in rows


def test_portal_adds_a_card():
    # Portal: "one extra card in your hand from now on" (spec, hand size; JPRAET counts it in the cap).
    result = score_record(hoard([{"name": "Bob", "hand": [*EIGHT, "Candle"], "items": ["Portal"]}], player_count=2))
    assert len(result.players[0].extra["cards"]) == 9


# ------------------------------------------------------------------ the command line


def test_command_line_expansion_items_and_players():
    code, out, err = run_cli(
        "realms",
        "score",
        "--json",
        "--expansion",
        "cursed-hoard",
        "--players",
        "2",
        "--items",
        "Spyglass, Sarcophagus",
        *EIGHT,
    )
    assert code == 0, err
    data = json.loads(out)
    assert data["expansions"] == ["cursed_hoard"]
    assert [(i["id"], i["points"]) for i in data["players"][0]["items"]] == [("spyglass", -10), ("sarcophagus", 5)]
    code, out2, err = run_cli(
        "realms",
        "score",
        "--json",
        "--expansion",
        "cursed_hoard",
        "--players",
        "3",
        *EIGHT,
        "--items",
        "Spyglass",
        "--items",
        "Sarcophagus",
    )
    assert code == 0, err
    assert json.loads(out2)["players"][0]["total"] == data["players"][0]["total"] + 9  # Spyglass -1 at 3 players


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--expansion", "cursed-hord"], "--expansion: unknown expansion 'cursed-hord': did you mean 'cursed-hoard'?"),
        (["--printing", "dulexe"], "--printing: unknown printing 'dulexe': did you mean 'deluxe'?"),
        (["--players", "7"], "--players: "),
        (["--items", "Spyglass"], "--items: "),
        (["--area", "King"], "--area: King is both in Player 1's hand and in the discard area"),
        (["--hand-size", "6"], "--hand-size: "),
    ],
)
def test_command_line_refusals(args, words):
    code, _out, err = run_cli("realms", "score", *args, *BOB)
    assert code == 2
    assert err.startswith(f"scorer: {words}") and len(err.strip().splitlines()) == 1  # the option named once


def test_command_line_genie_needs_players():
    code, _out, err = run_cli("realms", "score", "--expansion", "cursed-hoard", *EIGHT[:8], "Genie")
    assert code == 2 and err.startswith(
        "scorer: Genie counts the players at the table: give their number (--players N)"
    )


def test_command_line_angel_choice_is_read():
    # --choose Angel=CARD names a card of the hand (parse_choices); Angel is not in play without the expansion.
    code, _out, err = run_cli("realms", "score", "--choose", "Angel=King", *BOB)
    assert code == 2 and "Angel" in err
    from scorer.games.realms.cards import deck_for
    from scorer.games.realms.game import parse_choices

    d = deck_for(["cursed_hoard"])
    hand = [d.matcher.match(n) for n in [*BOB, "Angel"]]
    assert parse_choices(["Angel=King"], hand, d).angel == "king"
    with pytest.raises(InputError):
        parse_choices(["Angel=Dragon"], hand, d)  # not in the hand


def test_the_cursed_hoard_example():
    # examples/realms-cursed-hoard.json, each card's points checked by hand from the card texts (cards.json,
    # cursed_hoard.json): Ann 157 + Spyglass -1 (4 players) + Sarcophagus 5 = 161; Bob 78 (Dragon -10 with no
    # Wizard, Forest +24 for Dragon and Unicorn); Cid 120 (Ghoul 8 + 4 for Enchantress in the area, Collector
    # +40 for four Armies, Rangers clearing Dwarvish Infantry's penalty, Warship blanked); Dee 140 (Genie -50
    # + 10 x 3 other players, Sword and Shield of Keth +40 each, Gem of Order +10 for the run 3-5).
    from helpers import EXAMPLES

    data = json.loads(run_cli("score", "--json", EXAMPLES / "realms-cursed-hoard.json").out)
    assert [(p["name"], p["total"]) for p in data["players"]] == [("Ann", 161), ("Bob", 78), ("Cid", 120), ("Dee", 140)]
    assert data["winners"] == ["Ann"] and data["expansions"] == ["cursed_hoard"]
    cards = {c["id"]: c["points"] for p in data["players"] for c in p["cards"]}
    assert (cards["ghoul"], cards["genie"], cards["bell_tower_ch"], cards["rangers_ch"]) == (12, -20, 8, 5)


def test_the_printing_picks_the_phoenix_text():
    # Spec, "What a table plays": promo Phoenix is phoenix_promo in the original printing, phoenix_deluxe
    # in the Deluxe one (web scorer issue #33); both are named Phoenix.
    hand = ["Phoenix", *BOB[:6]]
    code, out, err = run_cli("realms", "score", "--json", "--expansion", "promo", "--printing", "deluxe", *hand)
    assert code == 0, err
    data = json.loads(out)
    assert data["printing"] == "deluxe" and data["players"][0]["cards"][0]["id"] == "phoenix_deluxe"
    assert "items" not in data["players"][0]  # no Cursed Items without The Cursed Hoard
    rec = score_record(record([{"name": "Bob", "hand": hand}], expansions=["promo"])).to_json()
    assert rec["printing"] == "original" and rec["players"][0]["cards"][0]["id"] == "phoenix_promo"


def test_the_deluxe_printing_alone_says_so():
    data = score_record(record([{"name": "Bob", "hand": BOB}], printing="deluxe")).to_json()
    assert data["expansions"] == [] and data["printing"] == "deluxe"


def test_phoenix_without_the_promo_cards_is_unknown():
    with pytest.raises(InputError, match="Phoenix"):
        score_record(record([{"name": "Bob", "hand": ["Phoenix", *BOB[:6]]}]))


def test_an_items_row_says_why_its_points_differ_from_its_value():
    # Spyglass -10 in a 2-player game; Treasure Chest -5, +25 with 3 other used items (cursed_hoard.json).
    items = ["Spyglass", "Treasure Chest", "Portal", "Sarcophagus"]
    result = score_record(hoard([{"name": "Ann", "hand": EIGHT, "items": items}, {"name": "Bob", "hand": SECOND}]))
    rows = {r.item: (r.points, r.reason) for r in result.players[0].rows}
    assert rows["Spyglass (Cursed Item)"] == (-10, "-10 in a 2-player game")
    assert rows["Treasure Chest (Cursed Item)"] == (20, "value -5; +25 with 3 other used items")
    assert rows["Portal (Cursed Item)"] == (-20, "value -20")


def test_a_partial_hand_with_the_expansion():
    # --partial: 1 to 8 cards with The Cursed Hoard (9 with a card that draws); the note names the size of 8.
    code, out, err = run_cli("realms", "score", "--partial", "--expansion", "cursed-hoard", "Castle", "Rangers")
    assert code == 0, err
    assert "Partial hand: 2 cards scored as given, not a full hand of 8" in out
    code, _out, err = run_cli(
        "realms", "score", "--partial", "--expansion", "cursed-hoard", *EIGHT, "Smoke", "Mountain"
    )
    assert code == 2 and "10 cards: a partial hand has 1 to 8 cards" in err and "remove 2 cards" in err
