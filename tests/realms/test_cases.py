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
    assert best(["candle", "book_of_changes", "bell_tower", "shield_of_keth", "gem_of_order", "sword_of_keth",
                 "queen"]).total == 380
    assert best(["blizzard", "great_flood", "wildfire"]).total == 65
    assert best(["blizzard", "great_flood", "wildfire", "cavern"]).total == 62
