"""Write tests/realms/peer_hoard_cases.json: every assertion of the two peer
scorers' test suites that holds a Cursed Hoard or promo card, as a data case.

The peers:

- JPRAET: the web scorer, fantasy-realms/fantasy-realms.github.io js/tests.js
  at f35a7e9 (the assertions after ``deck.enableCursedHoardSuits()``, so the
  new suits and the replacement cards are in play; FR55 is the Deluxe Phoenix,
  FR55P the promo Phoenix).
- KLAMEREK: the Android OCR scorer's instrumented tests,
  app/src/androidTest/java/com/klamerek/fantasyrealms/game/ScoringTest.kt in
  lcha78/fantasy-realm-scoring at 6d162cd (a fork of benjamin-klamerek/fantasy-realm-scoring
  at f75b57f with the same tests plus the Deluxe Edition ones; ``Game(false,
  false)`` is the original printing).

Each case below was read off the peer's test and its total checked by hand
against the card texts (cards_data/realms/*.json and the shared card
reference); ``card_points`` are those hand-checked points. Where the peers, or
a peer and the rules, disagree, ``expected_total`` is our decision and
``decision`` says why, with the peer's value kept in ``sources``.

Run: python tests/realms/make_hoard_cases.py [--check TESTS_JS SCORING_TEST_KT]
(--check also reads the two peer files and fails if one of their Cursed Hoard
or promo assertions has no case here.)
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).parent
OUT = HERE / "peer_hoard_cases.json"

JPRAET = "fantasy-realms/fantasy-realms.github.io js/tests.js (commit f35a7e9)"
KLAMEREK = (
    "lcha78/fantasy-realm-scoring app/src/androidTest/java/com/klamerek/fantasyrealms/game/ScoringTest.kt "
    "(commit 6d162cd; the same tests upstream in benjamin-klamerek/fantasy-realm-scoring at f75b57f, "
    "except the Deluxe Edition ones)"
)

# The web scorer's ids: FR01-FR53 are the printed card numbers (cards_data/realms/cards.json
# "number"), CH01-CH23 its Cursed Hoard cards in this order (shared reference "source_id").
CH_IDS = [
    "dungeon", "castle", "crypt", "chapel", "garden", "genie", "judge", "angel", "leprechaun", "demon",
    "dark_queen", "ghoul", "specter", "lich", "death_knight", "bell_tower_ch", "fountain_of_life_ch",
    "great_flood_ch", "rangers_ch", "necromancer_ch", "world_tree_ch", "shapeshifter_ch", "mirage_ch",
]  # fmt: skip
JP_SPECIAL = {"FR54": "jester", "FR55": "phoenix_deluxe", "FR55P": "phoenix_promo"}

# The Android scorer's card names that are not our id in camelCase.
KL_SPECIAL = {
    "celestialKnights": "knights",
    "phoenix": "phoenix_promo",
    "phoenixDeluxeEdition": "phoenix_deluxe",
    "wildfireWithOutsiders": "wildfire",
}
# With Cursed Hoard in play a base card the test names is the replacement card (the rulebook:
# they replace the base cards; web scorer issue #20). The Android tests name the base card in
# two tests (Lich example, Warship case 1); the replacement changes nothing there.
REPLACED = {
    "bell_tower", "fountain_of_life", "great_flood", "rangers", "necromancer", "world_tree", "shapeshifter", "mirage",
}  # fmt: skip


def base_numbers() -> dict[int, str]:
    data = json.loads((HERE.parent.parent / "cards_data" / "realms" / "cards.json").read_text(encoding="utf-8"))
    return {c["number"]: c["id"] for c in data["cards"]}


def jp_id(code: str, numbers: dict[int, str]) -> str:
    """Our id of a web-scorer card code (FR08, CH18, FR55P)."""
    if code in JP_SPECIAL:
        return JP_SPECIAL[code]
    if code.startswith("CH"):
        return CH_IDS[int(code[2:]) - 1]
    base = numbers[int(code[2:])]
    assert base not in REPLACED, f"{code}: a replaced base card in a Cursed Hoard test"
    return base


def kl_id(name: str, hoard: bool) -> str:
    """Our id of an Android-scorer card name (celestialKnights, greatFloodV2)."""
    if name in KL_SPECIAL:
        return KL_SPECIAL[name]
    if name.endswith("V2"):
        return re.sub(r"(?<!^)(?=[A-Z])", "_", name[:-2]).lower() + "_ch"
    ident = re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()
    return ident + "_ch" if hoard and ident in REPLACED else ident


def jp_choice(code: str, numbers: dict[int, str]) -> str:
    """A web-scorer action (``CH08:FR16``, ``FR49:FR37:wizard``) in our --choose form with ids."""
    who, *what = code.split(":")
    target = jp_id(what[0], numbers)
    if len(what) == 2:
        return f"{jp_id(who, numbers)}={target}:{what[1].lower()}"
    return f"{jp_id(who, numbers)}={target}"


# ---------------------------------------------------------------- the web scorer's cases
# (code as in tests.js, asserted total, test message, hand-checked points per card, note, decision)
# All run with the Cursed Hoard suits in play (hand of 8). FR55 = Deluxe Phoenix, FR55P = promo.
PER_SUIT = (
    "Phoenix counts as a Flame card and as a Weather card, so a bonus or penalty per Flame and per "
    "Weather counts it once for each (the web scorer's 'double bonus/penalty' tests). The Android "
    "scorer counts it once for Enchantress (Deluxe test: 24) but twice for Blizzard (its Collector "
    "test: 102), so it is not consistent; the card text 'counts as a Flame and Weather card' decides."
)
JP_CASES = [
    ("CH10,FR41,FR10,FR07,FR22,FR23+", 114, "",
     {"demon": 45, "warship": 0, "water_elemental": 19, "swamp": 18, "elven_archers": 15, "light_cavalry": 17},
     "Warship clears Army from Swamp's penalty first; then Demon blanks Warship, the only Weapon.", ""),
    ("CH08,FR32,FR37+CH08:FR32", 57, "Angel", {"angel": 16, "queen": 6, "basilisk": 35},
     "Angel keeps Queen from Basilisk's blanking.", ""),
    ("FR55,FR37,FR16,FR11,CH08,FR49+CH08:FR16,FR49:FR37:wizard", 116,
     "Phoenix can not be blanked by any card except Floods",
     {"phoenix_deluxe": 14, "basilisk": 35, "wildfire": 40, "rainstorm": 8, "angel": 16, "book_of_changes": 3},
     "Rainstorm cannot blank the Deluxe Phoenix (a Flame) nor Wildfire (Angel); Basilisk made a Wizard is "
     "spared by Wildfire and blanks no Phoenix; Angel is never blanked.", ""),
    ("FR55,CH10+", 59, "Phoenix can not be blanked by Demon", {"phoenix_deluxe": 14, "demon": 45}, "", ""),
    ("FR55,CH10,FR18,FR15+", 87, "Phoenix prevents blanking by Demon because of its bonus",
     {"phoenix_deluxe": 14, "demon": 45, "forge": 9, "air_elemental": 19},
     "Phoenix is a Flame and a Weather, so Forge and Air Elemental are not alone in their suits.", ""),
    ("CH18,FR55,FR27+", 41, "Great Flood can still blank a Phoenix since it is a Flood",
     {"great_flood_ch": 32, "phoenix_deluxe": 14, "beastmaster": 18},
     "Beastmaster clears every Beast's penalty, Phoenix's 'blanked with any Flood' too.",
     "The web scorer asserts 41 (Phoenix blanked). The Deluxe text says Phoenix 'may not be BLANKED by any "
     "other card', and its own Flood condition is a penalty, which Beastmaster clears; so Great Flood does "
     "not blank it: 32 + 14 + (9 + 9) = 64. The web scorer's maintainer read it so in issue #62 (2024-10-11) "
     "and changed the base Great Flood accordingly (commit f35a7e9), but left the replacement Great Flood "
     "(CH18, which blanks Phoenix by name) and this test, written earlier (pull request #35), as they were."),
    ("FR55,FR45,FR22+", 59, "Phoenix can not blank any other card",
     {"phoenix_deluxe": 14, "war_dirigible": 35, "elven_archers": 10},
     "Phoenix, a Weather, does not blank War Dirigible, but it is still a Weather for Elven Archers (no +5).", ""),
    ("FR55,FR02,CH17,FR15,FR22,FR26,FR11+", 114, "Phoenix also counts as a Weather",
     {"phoenix_deluxe": 14, "cavern": 6, "fountain_of_life_ch": 15, "air_elemental": 34, "elven_archers": 10,
      "collector": 17, "rainstorm": 18},
     "Cavern clears every Weather's penalty, so Phoenix (a Weather) is not blanked by the Fountain, a Flood; "
     "Fountain adds Phoenix's 14; Collector scores Air Elemental, Rainstorm and Phoenix as three Weathers.", ""),
    ("FR55,FR13,FR20,FR17,FR26+", 94, "Phoenix also counts as a Flame",
     {"phoenix_deluxe": 14, "smoke": 27, "fire_elemental": 34, "candle": 2, "collector": 17}, "", ""),
    ("FR55,FR20,FR17,FR26,FR19,FR15,FR14,FR13+", 252, "Phoenix is a Flame and a Weather at the same time",
     {"phoenix_deluxe": 14, "fire_elemental": 49, "candle": 2, "collector": 87, "lightning": 11,
      "air_elemental": 49, "whirlwind": 13, "smoke": 27},
     "Collector: four Flames (+40) and four Weathers (+40), Phoenix in both.", ""),
    ("FR55,FR30+", 29, "Phoenix gives double bonus for Enchantress", {"phoenix_deluxe": 14, "enchantress": 15},
     "Enchantress 5 + 5 (Phoenix as a Weather) + 5 (as a Flame).",
     PER_SUIT + " The Android scorer's Deluxe test of this hand asserts 24; 29 it is."),
    ("FR55,FR12+", 34, "Phoenix gives double penalty for Blizzard", {"phoenix_deluxe": 14, "blizzard": 20},
     "Blizzard 30 - 5 (Phoenix as a Beast) - 5 (as a Flame). " + PER_SUIT, ""),
    ("FR55,CH21,FR15+", 35, "Bonus of Phoenix prevents bonus of World Tree",
     {"phoenix_deluxe": 14, "world_tree_ch": 2, "air_elemental": 19},
     "Phoenix and Air Elemental are both Weathers: no +70.", ""),
    ("FR55,FR20,FR15,CH22,FR53,FR26,FR27+CH22:FR55,FR53:FR55", 109, "Copy of a Phoenix only counts as a Beast",
     {"phoenix_deluxe": 14, "fire_elemental": 19, "air_elemental": 19, "shapeshifter_ch": 0, "doppelganger": 14,
      "collector": 7, "beastmaster": 36},
     "Shapeshifter takes the name and suit (Beast), Doppelgänger the name, base, suit and penalty, neither the "
     "bonus 'also counts as a Flame and Weather'; three Beasts all named Phoenix are one name for Collector.", ""),
    ("FR55P,FR02,CH17,FR15,FR22,FR26,FR11+", 114, "Phoenix (Promo) also counts as a Weather",
     {"phoenix_promo": 14, "cavern": 6, "fountain_of_life_ch": 15, "air_elemental": 34, "elven_archers": 10,
      "collector": 17, "rainstorm": 18},
     "As with the Deluxe Phoenix: Cavern clears its Flood penalty and Rainstorm's.", ""),
    ("FR55P,FR13,FR20,FR17,FR26+", 94, "Phoenix (Promo) also counts as a Flame",
     {"phoenix_promo": 14, "smoke": 27, "fire_elemental": 34, "candle": 2, "collector": 17}, "", ""),
    ("FR55P,FR20,FR17,FR26,FR19,FR15,FR14,FR13+", 252, "Phoenix (Promo) is a Flame and a Weather at the same time",
     {"phoenix_promo": 14, "fire_elemental": 49, "candle": 2, "collector": 87, "lightning": 11,
      "air_elemental": 49, "whirlwind": 13, "smoke": 27}, "", ""),
    ("FR55P,FR30+", 29, "Phoenix (Promo) gives double bonus for Enchantress", {"phoenix_promo": 14, "enchantress": 15},
     PER_SUIT, ""),
    ("FR55P,FR12+", 34, "Phoenix (Promo) gives double penalty for Blizzard", {"phoenix_promo": 14, "blizzard": 20},
     PER_SUIT, ""),
    ("FR55P,CH21,FR15+", 35, "Bonus of Phoenix (Promo) prevents bonus of World Tree",
     {"phoenix_promo": 14, "world_tree_ch": 2, "air_elemental": 19}, "", ""),
    ("FR55P,FR20,FR15,CH22,FR53,FR26,FR27+CH22:FR55,FR53:FR55P", 109,
     "Copy of a Phoenix (Promo) only counts as a Beast",
     {"phoenix_promo": 14, "fire_elemental": 19, "air_elemental": 19, "shapeshifter_ch": 0, "doppelganger": 14,
      "collector": 7, "beastmaster": 36},
     "The test has Shapeshifter copy FR55 (the Deluxe Phoenix), which a table of the original printing does not "
     "hold; it is the promo Phoenix here: the same name and suit, so the same points.", ""),
    ("FR55P,FR10,FR20,FR15,FR36,FR38,FR26,CH05+", 132, "Phoenix (Promo) retains suits when blanked",
     {"phoenix_promo": 0, "water_elemental": 4, "fire_elemental": 19, "air_elemental": 19, "unicorn": 9,
      "warhorse": 20, "collector": 17, "garden": 44},
     "Water Elemental (a Flood) blanks the promo Phoenix: base 0, but it stays a Beast, Flame and Weather for "
     "Fire and Air Elemental, Collector (three Beasts) and Garden (three Beasts).", ""),
]  # fmt: skip

# ---------------------------------------------------------------- the Android scorer's cases
# (test name, assertion message or "", index of the assertion in the test, hand as in the test,
#  choices as in the test (applySelection), discard area, players, printing, asserted total,
#  total we expect, hand-checked points, note, decision)
KL_CASES = [
    ("genie_with_4_players", "", 0, ["genie"], [], [], 4, "original", -20, -20, {"genie": -20},
     "-50 + 10 x 3 other players.", ""),
    ("judge_with_and_without_penalty", "", 0, ["judge", "celestialKnights", "lightCavalry"], [], [], None,
     "original", 60, 60, {"judge": 31, "knights": 12, "light_cavalry": 17},
     "Judge +10 for Knights and +10 for Light Cavalry: a penalty that is not cleared counts even when it costs "
     "nothing (no Land).", ""),
    ("judge_with_and_without_penalty", "", 1, ["judge", "celestialKnights", "lightCavalry", "protectionRune"], [], [],
     None, "original", 49, 49, {"judge": 11, "knights": 20, "light_cavalry": 17, "protection_rune": 1},
     "Protection Rune clears both penalties.", ""),
    ("angel_is_unblankable", "", 0, ["angel", "wildfire"], [], [], None, "original", 56, 56,
     {"angel": 16, "wildfire": 40}, "Wildfire (original printing) blanks Outsiders, but never Angel.", ""),
    ("angel_selection", "", 0, ["angel", "wildfire", "celestialKnights"], [("angel", "celestialKnights")], [], None,
     "original", 68, 68, {"angel": 16, "wildfire": 40, "knights": 12}, "", ""),
    ("demon_with_wildfire", "", 0, ["wildfire", "demon"], [], [], None, "original", 45, 45,
     {"wildfire": 0, "demon": 45},
     "Demon's blanking comes first: Wildfire, the only Flame, is blanked before it could blank Demon.", ""),
    ("demon_with_wild_cards", "", 0,
     ["demon", "garden", "earthElemental", "shapeshifterV2", "mirageV2", "doppelganger"],
     [("doppelganger", "garden")], [], None, "original", 49, 49,
     {"demon": 45, "garden": 0, "earth_elemental": 4, "shapeshifter_ch": 0, "mirage_ch": 0, "doppelganger": 0},
     "Unused Shapeshifter and Mirage are two Wild cards, so Demon blanks neither; Garden and the Doppelgänger "
     "copying it are blanked by their own penalty (Demon in the hand).", ""),
    ("some_specific_cases_with_Warship_and_book_of_changes", "Case 1", 0,
     ["demon", "warship", "greatFlood", "waterElemental", "elvenArchers", "lightCavalry"], [], [], None, "original",
     128, 128,
     {"demon": 45, "warship": 0, "great_flood_ch": 32, "water_elemental": 19, "elven_archers": 15, "light_cavalry": 17},
     "Warship clears Army from Great Flood's penalty before Demon blanks it (the only Weapon). The test names the "
     "base Great Flood; with the expansion the replacement card is in play (no Building here: the same points).",
     ""),
    ("dark_queen_example", "", 0, ["darkQueen"], [], ["candle", "cavern", "shieldOfKeth"], None, "original", 20, 20,
     {"dark_queen": 20}, "+5 for Cavern (Land) and Candle (Flame) in the discard area.", ""),
    ("ghoul_example", "", 0, ["ghoul"], [], ["celestialKnights", "cavern", "darkQueen", "king"], None, "original",
     20, 20, {"ghoul": 20}, "+4 for Knights, Dark Queen and King.", ""),
    ("specter_example", "", 0, ["specter"], [], ["protectionRune", "cavern", "darkQueen", "demon"], None, "original",
     24, 24, {"specter": 24}, "+6 for Protection Rune and Demon.", ""),
    ("lich_example", "", 0, ["lich", "necromancer", "darkQueen"], [], [], None, "original", 46, 46,
     {"lich": 33, "necromancer_ch": 3, "dark_queen": 10},
     "The test names the base Necromancer; with the expansion the replacement card is in play (Lich counts "
     "either: the same points).", ""),
    ("lich_unblankable", "", 0, ["lich", "wildfire", "darkQueen"], [], [], None, "original", 73, 73,
     {"lich": 23, "wildfire": 40, "dark_queen": 10}, "Wildfire cannot blank Undead while Lich is in the hand.", ""),
    ("death_knight_example", "", 0, ["deathKnight"], [], ["celestialKnights", "swordOfKeth", "darkQueen", "demon"],
     None, "original", 28, 28, {"death_knight": 28}, "+7 for Sword of Keth and Knights.", ""),
    ("dungeon_example", "", 0, ["dungeon", "darkQueen", "unicorn", "warlockLord"], [], [], None, "original", 76, 76,
     {"dungeon": 32, "dark_queen": 10, "unicorn": 9, "warlock_lord": 25},
     "Dungeon 7 + 10 (first Undead) + 10 (first Beast) + 5 (Warlock Lord).", ""),
    ("castle_example", "", 0, ["castle", "dungeon", "king", "queen"], [], [], None, "original", 51, 51,
     {"castle": 30, "dungeon": 7, "king": 8, "queen": 6}, "Castle 10 + 10 (a Leader) + 10 (another Building).", ""),
    ("crypt_example", "", 0, ["crypt", "darkQueen", "ghoul", "king", "queen"], [], [], None, "original", 57, 57,
     {"crypt": 39, "dark_queen": 10, "ghoul": 8, "king": 0, "queen": 0},
     "Crypt blanks King and Queen and adds the Undead's base strengths 10 + 8.", ""),
    ("chapel_not_activated_because_too_many_cards", "", 0, ["chapel", "king", "queen", "judge"], [], [], None,
     "original", 27, 27, {"chapel": 2, "king": 8, "queen": 6, "judge": 11},
     "Three cards among Leaders, Wizards, Outsiders and Undead: no +40.", ""),
    ("chapel_activated", "", 0, ["chapel", "king", "queen"], [], [], None, "original", 56, 56,
     {"chapel": 42, "king": 8, "queen": 6}, "", ""),
    ("garden_activated", "", 0, ["garden", "king", "queen", "unicorn"], [], [], None, "original", 82, 82,
     {"garden": 44, "king": 8, "queen": 6, "unicorn": 24}, "", ""),
    ("garden_blanked", "", 0, ["garden", "king", "queen", "unicorn", "darkQueen"], [], [], None, "original", 48, 48,
     {"garden": 0, "king": 8, "queen": 6, "unicorn": 24, "dark_queen": 10}, "An Undead blanks Garden.", ""),
    ("fountain_of_life_v2_example", "", 0, ["fountainOfLifeV2", "rainstorm", "whirlwind"], [], [], None, "original",
     45, 45, {"fountain_of_life_ch": 14, "rainstorm": 18, "whirlwind": 13}, "", ""),
    ("phoenix_counts_also_as_flame_and_weather_elemental_case", "", 0, ["phoenix", "airElemental", "fireElemental"],
     [], [], None, "original", 52, 52, {"phoenix_promo": 14, "air_elemental": 19, "fire_elemental": 19}, "", ""),
    ("phoenix_counts_also_as_flame_and_weather_collector_and_blank", "", 0,
     ["phoenix", "collector", "rainstorm", "blizzard", "smoke"], [], [], None, "original", 102, 102,
     {"phoenix_promo": 0, "collector": 47, "rainstorm": 8, "blizzard": 20, "smoke": 27},
     "Rainstorm blanks the promo Phoenix (a Flame); it keeps its suits: Collector's four Weathers, Blizzard's "
     "-5 for a Beast and -5 for a Flame, and Smoke has its Flame.", ""),
    ("phoenix_is_blanked_with_water_elemental", "", 0, ["phoenix", "waterElemental"], [], [], None, "original", 4, 4,
     {"phoenix_promo": 0, "water_elemental": 4}, "", ""),
    ("discard_game_effects_are_disabled", "", 0, ["deathKnight"], [],
     ["elvenLongbow", "swordOfKeth", "magicWand", "warDirigible", "demon"], None, "original", 42, 42,
     {"death_knight": 42},
     "Cards in the discard area have no effect (Demon there blanks nothing); +7 for each of the four Weapons.", ""),
    ("chapel_bonus_is_activated_with_one_leader_and_one_wizard", "", 0, ["chapel", "king", "collector"], [], [], None,
     "original", 57, 57, {"chapel": 42, "king": 8, "collector": 7}, "", ""),
    ("dark_queen_doubles_effect_with_phoenix", "", 0, ["darkQueen"], [], ["phoenix"], None, "original", 10, 10,
     {"dark_queen": 10},
     "In the discard area Phoenix is a Beast only: 'also counts as a Flame and Weather' is its bonus text, which "
     "works in a hand (the web scorer's discard area also counts printed suits only).", ""),
    ("deluxe_edition_wildfire", "Wildfire should blank Leprechaun (OUTSIDER) in the base game", 0,
     ["wildfire", "leprechaun"], [], [], None, "original", 40, 40, {"wildfire": 40, "leprechaun": 0}, "", ""),
    ("deluxe_edition_wildfire", "Wildfire should not blank Leprechaun (OUTSIDER) in the Deluxe Edition", 1,
     ["wildfireWithOutsiders", "leprechaun"], [], [], None, "deluxe", 60, 60, {"wildfire": 40, "leprechaun": 20},
     "", ""),
    ("phoenix_deluxe_edition_blanked_with_flood", "", 0, ["phoenixDeluxeEdition", "island"], [("island", None)], [],
     None, "deluxe", 14, 14, {"phoenix_deluxe": 0, "island": 14},
     "Island left unused (the test makes no choice); with Island on Phoenix it is the next case.", ""),
    ("phoenix_deluxe_edition_penalty_cleared", "", 0, ["phoenixDeluxeEdition", "island"],
     [("island", "phoenixDeluxeEdition")], [], None, "deluxe", 28, 28, {"phoenix_deluxe": 14, "island": 14},
     "Island clears the penalty of a Flame: Phoenix is one.", ""),
    ("phoenix_deluxe_edition_may_not_blank_any_other_card", "", 0,
     ["phoenixDeluxeEdition", "warDirigible", "celestialKnights"], [], [], None, "deluxe", 61, 61,
     {"phoenix_deluxe": 14, "war_dirigible": 35, "knights": 12}, "", ""),
    ("phoenix_deluxe_edition_does_not_count_as_flame_or_weather_in_discard", "", 0, ["darkQueen", "ghoul"], [],
     ["phoenixDeluxeEdition"], None, "deluxe", 22, 22, {"dark_queen": 10, "ghoul": 12},
     "In the discard area Phoenix is a Beast only (Ghoul +4, Dark Queen nothing).", ""),
    ("jester_with_all_cards_as_odd", "", 0, ["forge", "unicorn", "jester", "warship"], [], [], None, "original", 71,
     27, {"forge": 9, "unicorn": 9, "jester": 9, "warship": 0},
     "Warship has no Flood, so it is blanked.",
     "The Android scorer asserts 71 (Jester +50: it ignores the blanked Warship). The publisher and the designer "
     "ruled that a blanked card has no base strength, so it is not odd (BoardGameGeek thread 1841490, cited in "
     "the web scorer's issue #70, which scores it so): no +50, but +3 for each other odd card (Forge 9, "
     "Unicorn 9): 9 + 9 + 9 + 0 = 27."),
    ("jester_with_one_card_not_odd", "", 0, ["forge", "unicorn", "jester", "hydra", "warship"], [], [], None,
     "original", 39, 39, {"forge": 9, "unicorn": 9, "jester": 9, "hydra": 12, "warship": 0},
     "Jester +3 for Forge and Unicorn (Hydra 12 is even, Warship blanked).", ""),
]  # fmt: skip

# Android tests whose hand is a web-scorer case too: (test, index) -> the web scorer's code.
KL_SAME_AS_JP = {
    ("angel_selection_2", 0): ("CH08,FR32,FR37+CH08:FR32", 57),
    ("demon_applies_after_warship_clearing_penalties", 0): ("CH10,FR41,FR10,FR07,FR22,FR23+", 114),
    ("phoenix_deluxe_edition_may_not_be_blanked_by_another_card", 0): ("FR55,CH10+", 59),
    ("phoenix_deluxe_edition_counts_as_flame_and_weather", 0): ("FR55,FR30+", 24),
}

HOARD_NAMES = set(CH_IDS) | {"jester", "phoenix_promo", "phoenix_deluxe"}


def expansions_of(ids) -> list[str]:
    ids = set(ids)
    out = []
    if ids & (set(CH_IDS) | {c + "_ch" for c in REPLACED}):
        out.append("cursed_hoard")
    if ids & {"jester", "phoenix_promo", "phoenix_deluxe"}:
        out.append("promo")
    return out


def full_hand(ids, expansions) -> int:
    """A full hand's size for the case: 7, 8 with the new suits (both peers), +1 per end-of-game draw, at most 9."""
    size = 8 if "cursed_hoard" in expansions else 7
    size += len({"leprechaun", "genie", "necromancer", "necromancer_ch"} & set(ids))
    return min(size, 9) if "cursed_hoard" in expansions else size


def phoenix_of(choice: str, printing: str) -> str:
    """A choice naming a Phoenix, with the Phoenix of the case's printing (the only one on that table)."""
    other = "phoenix_deluxe" if printing == "original" else "phoenix_promo"
    return choice.replace(other, "phoenix_promo" if printing == "original" else "phoenix_deluxe")


def build() -> list[dict]:
    numbers = base_numbers()
    cases: dict[str, dict] = {}
    for code, asserted, message, points, note, decision in JP_CASES:
        cards, _, actions = code.partition("+")
        hand = [jp_id(c, numbers) for c in cards.split(",")]
        printing = "deluxe" if "phoenix_deluxe" in hand else "original"
        exps = expansions_of(hand) or ["cursed_hoard"]
        if "cursed_hoard" not in exps:
            exps.insert(0, "cursed_hoard")  # the test enables the Cursed Hoard suits
        case = {
            "id": "jpraet_" + re.sub(r"\W+", "_", (message or "demon_after_warship").lower()).strip("_"),
            "sources": [{"file": JPRAET, "test": message or f"assertScoreByCode('{code}', {asserted})",
                         "code": code, "asserted": asserted}],
            "expansions": exps,
            "printing": printing,
            "players": None,
            "discard_area": [],
            "items": [],
            "hand": hand,
            "choose": [phoenix_of(jp_choice(a, numbers), printing) for a in actions.split(",") if a],
            "expected_total": asserted if not decision else sum(points.values()),
            "card_points": points,
        }  # fmt: skip
        finish(case, note, decision)
        if case["id"] in cases:
            case["id"] += "_2"
        cases[case["id"]] = case
    by_code = {c["sources"][0]["code"]: c for c in cases.values()}
    for (
        test,
        message,
        index,
        hand,
        chosen,
        area,
        players,
        printing,
        asserted,
        total,
        points,
        note,
        decision,
    ) in KL_CASES:
        hoard_names = [kl_id(n, True) for n in hand + area]
        exps = expansions_of(hoard_names)
        hoard = "cursed_hoard" in exps
        ids = [kl_id(n, hoard) for n in hand]
        case = {
            "id": "klamerek_" + test.lower() + (f"_{index + 1}" if index else ""),
            "sources": [{"file": KLAMEREK, "test": test + (f" ({message})" if message else ""), "assertion": index + 1,
                         "asserted": asserted}],
            "expansions": exps,
            "printing": printing,
            "players": players,
            "discard_area": [kl_id(n, hoard) for n in area],
            "items": [],
            "hand": ids,
            "choose": [f"{kl_id(w, hoard)}={kl_id(t, hoard) if t else 'none'}" for w, t in chosen],
            "expected_total": total,
            "card_points": points,
        }  # fmt: skip
        assert total == asserted or decision, test
        finish(case, note, decision)
        cases[case["id"]] = case
    for (test, index), (code, asserted) in KL_SAME_AS_JP.items():
        case = by_code[code]
        case["sources"].append({"file": KLAMEREK, "test": test, "assertion": index + 1, "asserted": asserted})
    return list(cases.values())


CHOOSERS = (
    "angel",
    "book_of_changes",
    "doppelganger",
    "island",
    "mirage",
    "mirage_ch",
    "shapeshifter",
    "shapeshifter_ch",
)


def finish(case: dict, note: str, decision: str) -> None:
    """Check one case's arithmetic; add the peer's unused choices (X=none), its notes, size and agreement."""
    chosen = {c.split("=")[0] for c in case["choose"]}
    case["choose"] += [f"{c}=none" for c in CHOOSERS if c in case["hand"] and c not in chosen]
    assert sum(case["card_points"].values()) == case["expected_total"], case["id"]
    assert sorted(case["card_points"]) == sorted(case["hand"]), case["id"]
    size = full_hand(case["hand"], case["expansions"])
    case["partial"] = len(case["hand"]) < size
    if note:
        case["note"] = note
    if decision:
        case["decision"] = decision


def peer_assertions(tests_js: str, scoring_kt: str) -> set[tuple[str, str | int]]:
    """Every Cursed Hoard or promo assertion of the two peer files, as (peer, code or test#index)."""
    out: set[tuple[str, str | int]] = set()
    js = tests_js.split("deck.enableCursedHoardSuits();", 1)[1]
    for code in re.findall(r"assertScoreByCode\('([^']+)'", js):
        out.add(("jpraet", code))
    hoard_words = re.compile(
        r"\b(dungeon|castle|crypt|chapel|garden|genie|judge|angel|leprechaun|demon|darkQueen|ghoul|specter|lich|"
        r"deathKnight|\w+V2|jester|phoenix\w*|wildfireWithOutsiders)\b"
    )
    for block in re.split(r"\n\s*@DisplayName", scoring_kt)[1:]:
        test = re.search(r"fun (\w+)\(", block).group(1)
        if not hoard_words.search(re.sub(r"Game\([^)]*\)", "Game()", block)):  # not the printing flags
            continue
        parts = re.split(r"Assertions\.assertEquals", block)
        for i in range(len(parts) - 1):
            if test == "some_specific_cases_with_Warship_and_book_of_changes" and i > 0:
                continue  # cases 2-5 hold base cards only (after game.clear())
            out.add(("klamerek", f"{test}#{i}"))
    return out


def main(argv: list[str]) -> None:
    cases = build()
    if argv[:1] == ["--check"]:
        want = peer_assertions(Path(argv[1]).read_text(encoding="utf-8"), Path(argv[2]).read_text(encoding="utf-8"))
        have = set()
        for c in cases:
            for s in c["sources"]:
                if s["file"] == JPRAET:
                    have.add(("jpraet", s["code"]))
                else:
                    have.add(("klamerek", f"{s['test'].split(' ')[0]}#{s['assertion'] - 1}"))
        missing, extra = sorted(want - have, key=str), sorted(have - want, key=str)
        assert not missing and not extra, (missing, extra)
        print(len(want), "peer assertions, each with a case")
    data = {
        "_about": (
            "Every assertion of the two peer scorers' test suites that holds a Cursed Hoard or promo card "
            "(written by tests/realms/make_hoard_cases.py; see its docstring for the files). card_points and "
            "expected_total are checked by hand against the card texts; 'decision' explains a total that differs "
            "from what a peer asserts. choose is in --choose form with card ids; X=none leaves a card unused as "
            "the peer's test does. players is null where the number of players does not matter."
        ),
        "count": sum(len(c["sources"]) for c in cases),
        "cases": cases,
    }
    OUT.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(cases), "cases,", data["count"], "assertions")


if __name__ == "__main__":
    main(sys.argv[1:])
