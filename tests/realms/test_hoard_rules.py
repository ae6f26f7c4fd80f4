"""The Cursed Hoard and promo cards as the engine computes them (issue 11).

Every value is worked out by hand from the card texts as the spec gives them,
``docs/realms-cursed-hoard-notes.md`` ("Each new card as the engine computes it", "Rule order with the
expansion", "Open readings"), whose facts come from the card data (``cards_data/realms/cursed_hoard.json``,
``promo.json``: REF, JPRAET, KLAMEREK). Printed base strengths used: Dungeon 7, Castle 10, Crypt 21,
Chapel 2, Garden 11, Genie -50, Judge 11, Angel 16, Leprechaun 20, Demon 45, Dark Queen 10, Ghoul 8,
Lich 13, Bell Tower (Cursed Hoard) 8, Fountain of Life 1, Great Flood 32, Rangers 5, Necromancer 3,
World Tree 2, Jester 3, Phoenix 14; base cards as in cards.json.
"""

from __future__ import annotations

import pytest

from scorer.core.errors import RuleError
from scorer.games.realms.cards import deck_for
from scorer.games.realms.resolve import Declarations, best, options, resolve
from scorer.games.realms.table import HOARD_READINGS, Table, items_points

from .hoard_helpers import BOTH, BOTH_DELUXE, HOARD, declarations

# --- the spec's "Worked examples the peers do not test", one test each (declarations forced as shown)

WORKED = [
    # Rangers 5 + 10 x 2 Buildings; Bell Tower 8 (no Wizard or Undead); Castle 10 + 10 (Army) + 10 (Building)
    (["rangers_ch", "bell_tower_ch", "castle"], [], Table(), {"rangers_ch": 25, "bell_tower_ch": 8, "castle": 30}),
    # Castle 30; Rangers 5 + 10 x 2 Buildings (Mirage as a Building); Mirage 0
    (
        ["castle", "rangers_ch", "mirage_ch"],
        ["mirage_ch=building"],
        Table(),
        {"castle": 30, "rangers_ch": 25, "mirage_ch": 0},
    ),
    # Lich 13 + 10 (another Undead: Shapeshifter may take Undead in its Cursed Hoard text)
    (["lich", "shapeshifter_ch"], ["shapeshifter_ch=undead"], Table(), {"lich": 23, "shapeshifter_ch": 0}),
    # Wildfire cannot blank Ghoul: an Undead with the Cursed Hoard Necromancer
    (["necromancer_ch", "ghoul", "wildfire"], [], Table(), {"necromancer_ch": 3, "ghoul": 8, "wildfire": 40}),
    # Demon blanks Forge (the only Flame), not King (Angel protects it)
    (["demon", "angel", "king", "forge"], ["angel=king"], Table(), {"demon": 45, "angel": 16, "king": 8, "forge": 0}),
    # Protection Rune clears Demon's penalty: nothing is blanked
    (["demon", "protection_rune", "king"], [], Table(), {"demon": 45, "protection_rune": 1, "king": 8}),
    # Crypt would blank King; Angel protects it
    (["crypt", "king", "angel"], ["angel=king"], Table(), {"crypt": 21, "king": 8, "angel": 16}),
    # Great Flood blanks Dungeon (a Building) and Cavern (a Land)
    (["great_flood_ch", "dungeon", "cavern"], [], Table(), {"great_flood_ch": 32, "dungeon": 0, "cavern": 0}),
    # Fountain of Life 1 + 21 (Crypt, a Building)
    (["fountain_of_life_ch", "crypt"], [], Table(), {"fountain_of_life_ch": 22, "crypt": 21}),
    # Swamp blanks Phoenix; World Tree 2 + 70 (the cards not blanked are of three suits); Swamp 18 - 3
    # (the blanked Phoenix is still a Flame); Unicorn 9; Phoenix 0
    (
        ["world_tree_ch", "phoenix_promo", "unicorn", "swamp"],
        [],
        Table(),
        {"world_tree_ch": 72, "phoenix_promo": 0, "unicorn": 9, "swamp": 15},
    ),
    # Genie -50 + 10 (one other player)
    (["genie"], [], Table(players=2), {"genie": -40}),
    # reading 6: Rangers clear all of Dwarvish Infantry's penalty, so Judge has nothing to count
    (
        ["judge", "rangers_ch", "dwarvish_infantry"],
        [],
        Table(),
        {"judge": 11, "rangers_ch": 5, "dwarvish_infantry": 15},
    ),
    # reading 4: Phoenix is the only Flame, so Demon blanks it (base 0, it keeps its suits); Air Elemental
    # 4 + 15 (Phoenix, a Weather)
    (
        ["phoenix_promo", "demon", "unicorn", "air_elemental"],
        [],
        Table(),
        {"phoenix_promo": 0, "demon": 45, "unicorn": 9, "air_elemental": 19},
    ),
]


@pytest.mark.parametrize("hand, choose, table, points", WORKED, ids=["+".join(w[0]) for w in WORKED])
def test_worked_example(hand, choose, table, points):
    result = resolve(hand, declarations(choose, BOTH), BOTH, table)
    assert {c.slot.card_id: c.points for c in result.cards} == points
    assert result.total == sum(points.values())


def test_worked_examples_print_the_readings_that_decided_them():
    judge = resolve(["judge", "rangers_ch", "dwarvish_infantry"], Declarations(), BOTH)
    assert "judge_cleared" in judge.readings  # the web scorer would give Judge +10: 41
    demon = resolve(["phoenix_promo", "demon", "unicorn", "air_elemental"], Declarations(), BOTH)
    assert "demon_phoenix" in demon.readings  # the web scorer looks at the Beast only: 87


def test_cursed_items_of_the_worked_example():
    # Spyglass -10 (2 players), Treasure Chest -5 + 25 (three other used items), Portal -20, Sarcophagus +5
    items = ("spyglass", "treasure_chest", "portal", "sarcophagus")
    assert items_points(items, Table(players=2), HOARD) == [
        ("spyglass", -10),
        ("treasure_chest", 20),
        ("portal", -20),
        ("sarcophagus", 5),
    ]
    assert sum(p for _, p in items_points(items, Table(players=3), HOARD)) == 4  # Spyglass -1
    assert items_points(("treasure_chest", "portal", "spyglass"), Table(), HOARD)[0] == ("treasure_chest", -5)


def test_items_count_in_the_total_not_in_the_base_strength():
    # King 8 (no Army, no Queen) and the items above at 2 players, -5
    table = Table(players=2, items=("spyglass", "treasure_chest", "portal", "sarcophagus"))
    result = best(["king"], None, HOARD, table)
    assert result.total == 3
    assert result.base_strength_total == 8
    assert result.items[0] == ("spyglass", -10)
    assert "Cursed Item Spyglass: -10" in result.steps


# --- per-card rules the peer cases do not cover


def _points(hand, choose=(), d=BOTH, table=None):
    result = resolve(hand, declarations(choose, d), d, table)
    return {c.slot.card_id: c.points for c in result.cards}


def test_dungeon_counts_further_cards_and_the_named_cards():
    # 7 + 10 (first Undead) + 5 (second Undead) + 10 (first Beast) + 5 (Necromancer)
    assert _points(["dungeon", "ghoul", "dark_queen", "unicorn", "necromancer_ch"])["dungeon"] == 37


def test_castle_counts_further_buildings():
    # 10 + 10 (another Building) + 5 x 2 (the Buildings beyond that one)
    assert _points(["castle", "dungeon", "chapel", "bell_tower_ch"]) == {
        "castle": 30,
        "dungeon": 7,
        "chapel": 2,
        "bell_tower_ch": 8,
    }


def test_crypt_adds_the_undead_and_blanks_leaders():
    # Crypt 21 + 13 (Lich); King blanked; Lich 13 (no Necromancer, no other Undead)
    assert _points(["crypt", "lich", "king"]) == {"crypt": 34, "lich": 13, "king": 0}


def test_chapel_counts_outsiders_and_undead_with_leaders_and_wizards():
    # exactly two: Ghoul (Undead) and Leprechaun (Outsider): +40
    assert _points(["chapel", "ghoul", "leprechaun", "unicorn"])["chapel"] == 42


def test_garden_is_blanked_by_a_necromancer_or_an_undead_that_lich_protects():
    assert _points(["garden", "necromancer_ch", "king"]) == {"garden": 0, "necromancer_ch": 3, "king": 8}
    assert _points(["garden", "lich", "king"]) == {"garden": 0, "lich": 13, "king": 8}


def test_genie_without_the_number_of_players_has_no_bonus():
    assert _points(["genie"], table=Table()) == {"genie": -50}
    assert _points(["genie"], table=Table(players=5)) == {"genie": -10}


def test_judge_counts_demon_and_a_partly_cleared_penalty():
    # Demon's penalty is not cleared: Judge 11 + 10; Demon blanks nothing (Judge is an Outsider)
    assert _points(["judge", "demon"]) == {"judge": 21, "demon": 45}
    # Rangers clear the word Army from Great Flood, which still blanks Buildings, Lands and Flames: it counts
    assert _points(["judge", "rangers_ch", "great_flood_ch"]) == {"judge": 21, "rangers_ch": 5, "great_flood_ch": 32}


def test_leprechaun_scores_its_base():
    assert _points(["leprechaun", "king"]) == {"leprechaun": 20, "king": 8}


def test_dark_queen_counts_unicorn_in_the_area_once():
    # 10 + 5 (Swamp, a Flood) + 5 (Unicorn there)
    assert _points(["dark_queen"], table=Table(discard_area=("unicorn", "swamp")))["dark_queen"] == 20


def test_a_phoenix_in_the_area_is_a_beast_only_and_the_reading_says_so():
    result = resolve(["dark_queen"], Declarations(), BOTH, Table(discard_area=("phoenix_promo",)))
    assert result.total == 10
    assert "phoenix_area" in result.readings


def test_lich_counts_a_card_named_necromancer():
    # Shapeshifter (Cursed Hoard) takes the name and suit of Necromancer (a Wizard): Lich 13 + 10
    assert _points(["lich", "shapeshifter_ch"], ["shapeshifter_ch=necromancer_ch"])["lich"] == 23


def test_undead_stay_unblankable_when_the_necromancer_is_blanked():
    # reading 5: Demon blanks the lone Necromancer (a Wizard); Ghoul, the lone Undead, is protected still
    result = resolve(["demon", "necromancer_ch", "ghoul"], Declarations(), BOTH)
    assert {c.slot.card_id: c.points for c in result.cards} == {"demon": 45, "necromancer_ch": 0, "ghoul": 8}
    assert "undead_protected" in result.readings


def test_bell_tower_counts_an_undead():
    assert _points(["bell_tower_ch", "ghoul"]) == {"bell_tower_ch": 23, "ghoul": 8}


def test_great_flood_spares_lightning_and_blanks_buildings():
    assert _points(["great_flood_ch", "lightning", "castle"]) == {"great_flood_ch": 32, "lightning": 11, "castle": 0}


def test_whirlwind_and_candle_name_the_replacement_cards():
    # Whirlwind +40 with Rainstorm and Great Flood (the Cursed Hoard card); Rainstorm blanks no Flame here
    assert _points(["whirlwind", "rainstorm", "great_flood_ch"])["whirlwind"] == 53
    # Candle +100 with Book of Changes, Bell Tower (the Cursed Hoard card) and a Wizard (Candle is a Flame)
    assert _points(["candle", "book_of_changes", "bell_tower_ch", "collector"])["candle"] == 102


def test_book_of_changes_gives_the_new_suits():
    # the best: a card made an Undead for Lich's +10 (King or Unicorn, neither loses anything)
    result = best(["lich", "book_of_changes", "king", "unicorn"], None, HOARD)
    assert result.total == 23 + 3 + 8 + 9
    assert result.declarations.book_of_changes[1] == "undead"


def test_book_of_changes_never_changes_the_deluxe_phoenix():
    assert all(
        v is None or v[0] != "phoenix_deluxe"
        for v in options(["book_of_changes", "phoenix_deluxe", "king"], BOTH_DELUXE)["book_of_changes"]
    )
    with pytest.raises(RuleError, match="Deluxe"):
        resolve(
            ["book_of_changes", "phoenix_deluxe"],
            Declarations(book_of_changes=("phoenix_deluxe", "flood")),
            BOTH_DELUXE,
        )


def test_island_clears_the_penalty_of_phoenix_a_flame():
    # with Island on Phoenix: Phoenix 14, Island 14, Swamp 18 - 3 (Phoenix, a Flame); without, Island (a Flood)
    # blanks Phoenix and Swamp still pays for it: 29
    result = best(["phoenix_promo", "island", "swamp"], None, BOTH)
    assert result.declarations.island == "phoenix_promo"
    assert result.total == 43


def test_jester_gets_fifty_when_every_card_is_odd():
    # Forge 9, Unicorn 9, Jester 3: +50
    assert _points(["jester", "forge", "unicorn"]) == {"jester": 53, "forge": 9, "unicorn": 9}


def test_jester_an_unused_wild_card_has_an_even_base():
    # Mirage left unused: base 0, even; Jester 3 + 3 (Forge)
    assert _points(["jester", "forge", "mirage_ch"], ["mirage_ch=none"])["jester"] == 6


def test_deluxe_wildfire_spares_outsiders_only_in_the_deluxe_printing():
    # Judge 11 + 10 (Wildfire's penalty is not cleared)
    assert _points(["wildfire", "judge"], d=deck_for(("cursed_hoard",), "deluxe"))["judge"] == 21
    assert _points(["wildfire", "judge"], d=HOARD)["judge"] == 0


def test_angel_is_chosen_by_the_search():
    # Angel protects the card worth most: Basilisk would blank King (8) and Unicorn (9): Unicorn, 9
    result = best(["angel", "basilisk", "king", "unicorn"], None, HOARD)
    assert result.declarations.angel == "unicorn"
    assert result.total == 16 + 35 + 9


def test_angel_chooses_nothing_when_nothing_is_blanked():
    result = best(["angel", "king", "queen"], None, HOARD)
    assert result.declarations.angel is None


def test_explain_shows_the_new_steps():
    steps = resolve(["demon", "angel", "king", "forge"], Declarations(angel="king"), HOARD).steps
    assert "King cannot be blanked: Angel protects it" in steps
    assert "Angel cannot be blanked (its text)" in steps
    assert "Forge is blanked by Demon: the only card of its suit" in steps
    steps = resolve(["phoenix_promo", "water_elemental"], Declarations(), BOTH).steps
    assert "Phoenix keeps its suits Beast, Flame, Weather for the other cards (base 0)" in steps
    assert "Phoenix also counts as Flame, Weather" in steps


def test_a_base_id_of_a_replaced_card_scores_the_replacement():
    # great_flood with The Cursed Hoard is great_flood_ch: it blanks Dungeon, a Building
    result = resolve(["great_flood", "dungeon"], Declarations(), HOARD)
    assert [(c.slot.card_id, c.points) for c in result.cards] == [("great_flood_ch", 32), ("dungeon", 0)]
    assert "replaced" in result.readings


def test_every_card_in_play_has_a_rule():
    from scorer.games.realms.effects import RULES
    from scorer.games.realms.resolve import rule_id

    for printing in ("original", "deluxe"):
        d = deck_for(("cursed_hoard", "promo"), printing)
        assert all(rule_id(c) in RULES for c in d.cards.values())
    assert rule_id(BOTH_DELUXE["wildfire"]) == "wildfire_deluxe"


def test_every_reading_key_has_a_text():
    keys = {"phoenix_once", "phoenix_deluxe_flood", "jester_blanked", "demon_phoenix"}
    keys |= {"undead_protected", "judge_cleared", "phoenix_area", "replaced"}
    assert set(HOARD_READINGS) == keys


# --- refusals


@pytest.mark.parametrize(
    "hand, dec, d, message",
    [
        (["great_flood", "great_flood_ch"], Declarations(), HOARD, "base card and as The Cursed Hoard's replacement"),
        (["demon", "king"], Declarations(), deck_for(), "expansion cursed_hoard, not in play"),
        (["jester", "king"], Declarations(), HOARD, "expansion promo, not in play"),
        (["phoenix_deluxe"], Declarations(), BOTH, "deluxe printing"),
        (["angel", "king"], Declarations(angel="angel"), HOARD, "protects one other card"),
        (["angel", "king"], Declarations(angel="queen"), HOARD, "protects one other card"),
        (["king"], Declarations(angel="king"), HOARD, "Angel is not in the hand"),
        (["mirage_ch", "king"], Declarations(mirage=(None, "leader")), HOARD, "may only become"),
        (["king", "queen"], Declarations(angel="king"), deck_for(), "Angel is not in the hand"),
    ],
)
def test_refused(hand, dec, d, message):
    with pytest.raises(RuleError, match=message):
        resolve(hand, dec, d)
    with pytest.raises(RuleError, match=message):
        best(hand, dec, d)


def test_refused_items_and_area():
    with pytest.raises(RuleError, match="unknown Cursed Item"):
        resolve(["king"], Declarations(), HOARD, Table(items=("spyglas",)))
    with pytest.raises(RuleError, match="given twice"):
        resolve(["king"], Declarations(), HOARD, Table(items=("portal", "portal")))
    with pytest.raises(RuleError, match="not in play"):
        resolve(["king"], Declarations(), deck_for(), Table(items=("portal",)))
    with pytest.raises(RuleError, match="in one place only"):
        resolve(["king", "ghoul"], Declarations(), HOARD, Table(discard_area=("king",)))
