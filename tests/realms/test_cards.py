"""One hand-checked value per card effect (base game).

Each row: a small hand, the card under test, its points, and the arithmetic.
Card facts: cards_data/realms/cards.json (from shared/reference/mystical_realms_cards.json);
rules: rulebook seed 001 (scoring terms p.3, FAQ p.7). Hands are scored with the
best declarations, as the tool does; sizes other than 7 are fine for the library.
"""

import pytest

from scorer.games.realms.resolve import Declarations, best, resolve

CARD_CASES = [
    # hand, card, points, why
    (["mountain", "smoke", "wildfire"], "mountain", 59, "9 + 50 with Smoke and Wildfire"),
    (["mountain", "smoke"], "mountain", 9, "no Wildfire: no bonus"),
    (
        ["mountain", "great_flood", "knights"],
        "knights",
        12,
        "Mountain clears Great Flood, so Knights score 20 - 8 (no Leader)",
    ),
    (["cavern", "dragon"], "cavern", 31, "6 + 25 with Dragon"),
    (["cavern", "blizzard", "swamp"], "swamp", 18, "Cavern clears Blizzard, so Swamp is not blanked; no Army/Flame"),
    (["bell_tower", "collector", "necromancer"], "bell_tower", 23, "8 + 15 once, though two Wizards"),
    (["forest", "unicorn", "hydra", "elven_archers"], "forest", 43, "7 + 12 x (Unicorn, Hydra, Elven Archers)"),
    (["earth_elemental", "mountain", "cavern"], "earth_elemental", 34, "4 + 15 x 2 other Lands"),
    (
        ["fountain_of_life", "lightning", "forge"],
        "fountain_of_life",
        12,
        "1 + Lightning's base 11 (the highest eligible)",
    ),
    (["fountain_of_life", "king"], "fountain_of_life", 2, "1 + its own base 1 (nothing else eligible)"),
    (["swamp", "knights", "forge"], "swamp", 12, "18 - 3 x (Knights, Forge)"),
    (["swamp", "rangers", "forge"], "swamp", 15, "Rangers clear the word Army: 18 - 3 x Forge"),
    (
        ["great_flood", "knights", "cavern", "lightning", "forge"],
        None,
        43,
        "Great Flood blanks Knights, Cavern, Forge but not Lightning: 32 + 11",
    ),
    (["island", "swamp", "forge"], "swamp", 18, "Island clears Swamp's penalty: 18"),
    (["water_elemental", "swamp", "island"], "water_elemental", 34, "4 + 15 x 2 other Floods"),
    (
        ["rainstorm", "swamp", "forge", "lightning"],
        None,
        8 + 10 + 15 + 41,
        "Rainstorm 8 + 10 (Swamp); Forge blanked; Swamp 18 - 3 (Lightning); Lightning 11 + 30",
    ),
    (["blizzard", "swamp", "knights", "king"], "blizzard", 20, "30 - 5 x (Knights, King); Swamp blanked, not counted"),
    (["smoke", "forge"], "smoke", 27, "a Flame scores: not blanked"),
    (["smoke", "knights"], "smoke", 0, "no Flame: blanked"),
    (["whirlwind", "rainstorm", "blizzard"], "whirlwind", 53, "13 + 40 (Rainstorm and Blizzard)"),
    (["whirlwind", "rainstorm"], "whirlwind", 13, "Rainstorm alone is not enough"),
    (["air_elemental", "rainstorm", "whirlwind"], "air_elemental", 34, "4 + 15 x 2 other Weather"),
    (
        ["wildfire", "knights", "unicorn", "forest", "magic_wand"],
        None,
        50,
        "Wildfire blanks Knights and Forest, spares Unicorn and Magic Wand: 40 + 9 + 1",
    ),
    (["candle", "book_of_changes", "bell_tower", "collector"], "candle", 102, "2 + 100 (Book, Bell Tower, a Wizard)"),
    (["forge", "magic_wand", "shield_of_keth"], "forge", 27, "9 + 9 x (Weapon, Artifact)"),
    (["lightning", "rainstorm"], "lightning", 41, "11 + 30 with Rainstorm"),
    (["fire_elemental", "forge", "candle"], "fire_elemental", 34, "4 + 15 x 2 other Flames"),
    (["knights"], "knights", 12, "20 - 8 without a Leader"),
    (["knights", "king"], "knights", 20, "a Leader: no penalty"),
    (["elven_archers"], "elven_archers", 15, "10 + 5, no Weather"),
    (["elven_archers", "rainstorm"], "elven_archers", 10, "a Weather: no bonus"),
    (["light_cavalry", "mountain", "cavern"], "light_cavalry", 13, "17 - 2 x 2 Lands"),
    (["dwarvish_infantry", "knights", "light_cavalry"], "dwarvish_infantry", 11, "15 - 2 x 2 other Armies"),
    (["dwarvish_infantry", "knights", "rangers"], "dwarvish_infantry", 15, "Rangers clear the word Army: no penalty"),
    (["rangers", "mountain", "forest"], "rangers", 25, "5 + 10 x 2 Lands"),
    (["collector", "mountain", "cavern", "forest"], "collector", 17, "7 + 10 for 3 different Lands"),
    (["collector", "mountain", "cavern", "forest", "bell_tower"], "collector", 47, "7 + 40 for 4 different Lands"),
    (["beastmaster", "dragon", "unicorn"], "beastmaster", 27, "9 + 9 x 2 Beasts"),
    (["beastmaster", "basilisk", "king"], "king", 8, "Beastmaster clears Basilisk: King not blanked"),
    (["necromancer"], "necromancer", 3, "no bonus of its own"),
    (["warlock_lord", "king", "collector"], "warlock_lord", 5, "25 - 10 x (King, Collector)"),
    (
        ["enchantress", "mountain", "rainstorm", "swamp", "forge"],
        "enchantress",
        20,
        "5 + 5 x (Mountain, Rainstorm, Swamp); Forge is blanked by Rainstorm",
    ),
    (["king", "knights", "rangers"], "king", 18, "8 + 5 x 2 Armies"),
    (["king", "queen", "knights"], "king", 28, "8 + 20 x 1 Army with Queen"),
    (["queen", "king", "knights"], "queen", 26, "6 + 20 x 1 Army with King"),
    (["queen", "knights"], "queen", 11, "6 + 5 x 1 Army"),
    (["princess", "king", "knights", "collector"], "princess", 26, "2 + 8 x (King, Knights, Collector)"),
    (["warlord", "knights", "rangers"], "warlord", 29, "4 + 20 + 5 (Armies' base strengths)"),
    (["empress", "knights", "king"], "empress", 20, "15 + 10 x 1 Army - 5 x 1 other Leader"),
    (["unicorn", "princess"], "unicorn", 39, "9 + 30 with Princess"),
    (["unicorn", "queen", "enchantress"], "unicorn", 24, "9 + 15 (Queen or Enchantress), once"),
    (
        ["basilisk", "knights", "king", "unicorn", "magic_wand"],
        None,
        36,
        "Basilisk blanks Knights, King, Unicorn: 35 + Magic Wand 1",
    ),
    (["warhorse", "king"], "warhorse", 20, "6 + 14 with a Leader"),
    (["dragon"], "dragon", -10, "30 - 40 without a Wizard"),
    (["dragon", "collector"], "dragon", 30, "a Wizard: no penalty"),
    (["hydra", "swamp"], "hydra", 40, "12 + 28 with Swamp"),
    (["warship", "swamp"], "warship", 23, "a Flood scores: not blanked"),
    (["warship"], "warship", 0, "no Flood: blanked"),
    (["warship", "great_flood", "knights"], "knights", 12, "Warship clears Army from Great Flood: Knights 20 - 8"),
    (["magic_wand", "collector"], "magic_wand", 26, "1 + 25 with a Wizard"),
    (["sword_of_keth", "king"], "sword_of_keth", 17, "7 + 10 with a Leader"),
    (["sword_of_keth", "king", "shield_of_keth"], "sword_of_keth", 47, "7 + 40 with a Leader and Shield"),
    (["elven_longbow", "warlord"], "elven_longbow", 33, "3 + 30 with Warlord"),
    (["war_dirigible", "knights"], "war_dirigible", 35, "an Army, no Weather"),
    (["war_dirigible"], "war_dirigible", 0, "no Army: blanked"),
    (["war_dirigible", "knights", "rainstorm"], "war_dirigible", 0, "a Weather: blanked"),
    (
        ["war_dirigible", "knights", "smoke"],
        "war_dirigible",
        35,
        "Smoke is blanked (no Flame), so no Weather counts (issue #13)",
    ),
    (["shield_of_keth", "king"], "shield_of_keth", 19, "4 + 15 with a Leader"),
    (
        ["gem_of_order", "magic_wand", "world_tree", "book_of_changes", "shield_of_keth"],
        "gem_of_order",
        65,
        "5 + 60 for the run 1-2-3-4-5",
    ),
    (["world_tree", "mountain", "swamp", "rainstorm"], "world_tree", 52, "2 + 50: Artifact, Land, Flood, Weather"),
    (["world_tree", "mountain", "cavern"], "world_tree", 2, "two Lands: no bonus"),
    (["book_of_changes"], "book_of_changes", 3, "no bonus of its own"),
    (["protection_rune", "dragon", "smoke"], None, 1 + 30 + 27, "Rune clears Dragon's -40 and Smoke's condition"),
    (["shapeshifter", "magic_wand"], None, 26, "Shapeshifter becomes a Wizard: Magic Wand 1 + 25"),
    (["mirage", "hydra"], None, 40, "Mirage becomes Swamp: Hydra 12 + 28"),
    (["doppelganger", "knights", "king"], None, 58, "Doppelgänger copies Knights: 20 + 20, King 8 + 5 x 2 Armies"),
]


@pytest.mark.parametrize(
    "hand,card,points,why", CARD_CASES, ids=[f"{c[1] or 'total'}:{'+'.join(c[0])}" for c in CARD_CASES]
)
def test_card_effect(hand, card, points, why):
    result = best(hand)
    if card is None:
        assert result.total == points, why
    else:
        got = next(c for c in result.cards if c.slot.card_id == card)
        assert got.points == points, why


def test_every_card_has_a_case():
    from scorer.games.realms.cards import deck

    covered = {c for hand, *_ in CARD_CASES for c in hand}
    assert covered == set(deck().cards)


def test_blanked_card_has_no_suit_for_others():
    # Blizzard blanks Swamp; Water Elemental counts only scoring Floods: 4 + 0.
    result = best(["water_elemental", "blizzard", "swamp", "lightning"])
    we = next(c for c in result.cards if c.slot.card_id == "water_elemental")
    assert next(c for c in result.cards if c.slot.card_id == "swamp").blanked
    assert we.blanked  # Water Elemental is a Flood too: Blizzard blanks it as well
    assert result.total == 30 - 5 + 11  # Blizzard 30 - 5 x Lightning; Lightning 11 (no Rainstorm)


def test_book_of_changes_keeps_the_name():
    # FAQ: a card whose suit was changed keeps its name for bonuses that name it.
    # Lightning made a Weather still gets +30 from Rainstorm being present... and
    # Rainstorm no longer blanks it (it is not a Flame). Forced to show the mechanism.
    r = resolve(
        ["book_of_changes", "rainstorm", "fire_elemental"], Declarations(book_of_changes=("fire_elemental", "weather"))
    )
    fe = next(c for c in r.cards if c.slot.card_id == "fire_elemental")
    assert not fe.blanked and fe.points == 4  # 4, no other Flame
    assert r.total == 3 + 8 + 4


def test_doppelganger_copies_penalty_not_bonus():
    # Doppelgänger as Empress: base 15, suit Leader, penalty -5 per other Leader, no +10 per Army.
    r = resolve(["doppelganger", "empress", "knights"], Declarations(doppelganger="empress"))
    dop = next(c for c in r.cards if c.slot.card_id == "doppelganger")
    assert (dop.slot.base, dop.slot.suit, dop.bonus_points, dop.penalty_points) == (15, "leader", 0, -5)
    emp = next(c for c in r.cards if c.slot.card_id == "empress")
    assert emp.points == 15 + 10 - 5
