"""The worked Mystical Realms cases (tests/realms/cases.json, copied from
shared/cases/mystical_realms_public.json by make_cases.py; each case names its source)."""

import json
from pathlib import Path

import pytest

from scorer.games.realms import parse_choices
from scorer.games.realms.resolve import best, resolve

CASES = json.loads((Path(__file__).parent / "cases.json").read_text(encoding="utf-8"))["cases"]


def _points(result):
    return {c.slot.card_id: c.points for c in result.cards}


@pytest.mark.parametrize("case", CASES, ids=[c["id"] for c in CASES])
def test_best_total_and_card_points(case):
    result = best(case["hand"])
    assert result.total == case["expected_total"], case["source"]
    assert _points(result) == case["card_points"]


FORCED = [c for c in CASES if "choose" in c]


@pytest.mark.parametrize("case", FORCED, ids=[c["id"] for c in FORCED])
def test_source_choices(case):
    dec = parse_choices(case["choose"], case["hand"])
    result = resolve(case["hand"], dec)
    assert result.total == case["fixed_choice_total"], case["source"]
    if "fixed_card_points" in case:
        assert _points(result) == case["fixed_card_points"]
    # the forced total never beats the automatic best
    assert result.total <= best(case["hand"]).total


def test_rulebook_figures_from_the_issue():
    # Issue #2 / rulebook seed 001 p.4-5 and FAQ p.7.
    assert best(["mountain", "great_flood", "smoke", "whirlwind", "air_elemental", "wildfire", "mirage"]).total == 260
    assert (
        best(
            ["candle", "book_of_changes", "bell_tower", "shield_of_keth", "gem_of_order", "sword_of_keth", "queen"]
        ).total
        == 380
    )
    assert best(["blizzard", "great_flood", "wildfire"]).total == 65
    assert best(["blizzard", "great_flood", "wildfire", "cavern"]).total == 62


# Found in review (hand-checked; card facts from the shared card reference).
REVIEW = [
    # World Tree made a Flood by Book of Changes: all 7 suits differ.
    # 52 + Book 3 + Knights 20 (a Leader) + King 8 + 5 + Hydra 12 + Lightning 11 + Whirlwind 13
    (["world_tree", "book_of_changes", "knights", "king", "hydra", "lightning", "whirlwind"], 124),
    # Shapeshifter as a Weapon: Warhorse 6+14, Air Elemental 4, Warlock Lord 25-10, World Tree 52, Princess 2+8
    (["warhorse", "shapeshifter", "air_elemental", "doppelganger", "warlock_lord", "world_tree", "princess"], 101),
    # Mirage as a Land: Knights 12, Water Elemental 4, Warlock Lord 25, World Tree 52, Unicorn 9
    (["knights", "water_elemental", "warlock_lord", "doppelganger", "mirage", "world_tree", "unicorn"], 102),
    # Shapeshifter as a Leader or Wizard gives Princess +8:
    # Princess 2+8, Hydra 12, Lightning 11, Whirlwind 13, Fire Elemental 4+15, Water Elemental 4
    (["princess", "shapeshifter", "hydra", "lightning", "whirlwind", "fire_elemental", "water_elemental"], 69),
    # Book makes Princess an Army: she counts herself (Army) but not as "other Leader".
    # Fountain 1+14, Princess 2+8+8, Mountain 9, Island 14, Cavern 6, Enchantress 5+20, Book 3
    (["fountain_of_life", "princess", "mountain", "island", "cavern", "enchantress", "book_of_changes"], 90),
    # Forest counts Elven Archers once: Forest 7+12+12, Archers 15, Unicorn 9, Wand 1, Sword 7, Bell Tower 8
    (["forest", "elven_archers", "mirage", "unicorn", "magic_wand", "sword_of_keth", "bell_tower"], 71),
]


@pytest.mark.parametrize("hand,total", REVIEW, ids=[h[0] + "+" + h[1] for h, _ in REVIEW])
def test_review_findings(hand, total):
    assert best(hand).total == total


def test_choose_none_leaves_a_card_unused():
    # Rulebook example 1 without Rainstorm: Whirlwind 13, Air Elemental 4 + 30: 59+32+27+13+34+40+0 = 205
    hand = ["mountain", "great_flood", "smoke", "whirlwind", "air_elemental", "wildfire", "mirage"]
    assert best(hand, parse_choices(["Mirage=none"], hand)).total == 205
    # Example 2 with no Book: no Wizard, so no +100 and no +15: 380 - 115 = 265
    hand2 = ["candle", "book_of_changes", "bell_tower", "shield_of_keth", "gem_of_order", "sword_of_keth", "queen"]
    assert best(hand2, parse_choices(["Book of Changes=none"], hand2)).total == 265


def test_forced_island_is_searched_with_the_rest():
    # Island=Swamp forced; the search may not make Swamp an Army by Book of Changes.
    hand = ["island", "swamp", "book_of_changes", "hydra", "knights", "forge", "lightning"]
    assert best(hand, parse_choices(["Island=Swamp"], hand)).total == best(hand).total


def test_equal_totals_prefer_lower_base_strength():
    # Doppelgänger as Dwarvish Infantry or as Lightning both give 52; the lower base strength wins ties.
    r = best(["doppelganger", "dwarvish_infantry", "lightning", "magic_wand", "candle", "elven_longbow", "unicorn"])
    assert r.total == 52 and r.base_strength_total == 52
