"""The pure rule functions, hand-checked against ../shared/reference/carcassonne_scoring.json
(source ids in each test) and seed 003 (Princezna a drak)."""

import pytest

from scorer.games.carcassonne.rules import (
    city_rates,
    cloister_value,
    field_per_city,
    goods_winners,
    majority,
    pig_bonus,
    road_rates,
    strength,
)


def test_strength_small_large_abbot_pig():
    # reference figures: small 1, large 2 (JCZ-BIGF), abbot 1, pig 0 (FANDOM-TB)
    assert strength({"small": 2}) == 2
    assert strength({"large": 1}) == 2
    assert strength({"small": 1, "large": 1}) == 3
    assert strength({"abbot": 1}) == 1
    assert strength({"pig": 1}) == 0


def test_majority_ties_all_score_and_nobody_without_strength():
    # conventions.majority: all tied for highest > 0 score (BTB-SCEN, JCZ-SCOREABLE)
    assert majority({"A": 2, "B": 2, "C": 1}) == ["A", "B"]
    assert majority({"A": 1, "B": 3}) == ["B"]
    assert majority({"A": 0}) == []
    assert majority({}) == []


@pytest.mark.parametrize(
    "complete, cathedral, tiny, tiles, rates",
    [
        (True, False, False, 5, (2, 2)),  # base_game.city complete
        (False, False, False, 5, (1, 1)),  # incomplete at game end
        (True, True, False, 5, (3, 3)),  # cathedral complete (WICA-IC, JCZT-CATH: 5 tiles = 15)
        (False, True, False, 5, (0, 0)),  # cathedral incomplete (PAPAGEEK-IC)
        (True, False, True, 2, (1, 1)),  # tiny-city rule, 2 tiles (JCZT-TINY, JCZT-TINYCOA)
        (True, False, True, 3, (2, 2)),  # tiny-city rule only for exactly 2 tiles (JCZT-TINY: 3 tiles = 6)
        (False, False, True, 2, (1, 1)),  # an incomplete 2-tile city pays 1 + 1 anyway
        (True, True, True, 2, (3, 3)),  # a cathedral city is never a tiny city
    ],
)
def test_city_rates(complete, cathedral, tiny, tiles, rates):
    assert city_rates(complete, cathedral, tiny, tiles) == rates


def test_cathedral_city_seven_tiles_five_pennants_is_36():
    # JCZT-CATH2: 7 tiles + 5 pennants with a cathedral = 36
    per_tile, per_pennant = city_rates(True, cathedral=True, tiles=7)
    assert per_tile * 7 + per_pennant * 5 == 36


def test_road_rates():
    # base_game.road: 1 either way; inns_and_cathedrals.road_with_inn: 2 complete, 0 incomplete (JCZT-INNS)
    assert road_rates(True) == 1
    assert road_rates(False) == 1
    assert road_rates(True, inn=True) == 2
    assert road_rates(False, inn=True) == 0


@pytest.mark.parametrize("neighbours, value", [(8, 9), (3, 4), (0, 1), (7, 8)])
def test_cloister_value(neighbours, value):
    # base_game.monastery: 9 surrounded, else 1 + neighbours (JCZT-MONASTERY: 9 and 4)
    assert cloister_value(neighbours) == value


def test_cloister_value_rejects_nine_neighbours():
    with pytest.raises(ValueError):
        cloister_value(9)


def test_field_per_city_by_farm_rule():
    # current 3 (WICA-FARMERS), once-per-city 3 and original 4 (GRACEFULBOOT, JEFFTK)
    assert field_per_city("per_field_3") == 3
    assert field_per_city("once_per_city_3") == 3
    assert field_per_city("per_city_4") == 4


def test_pig_bonus_one_per_city():
    # traders_and_builders.pig: +1 per completed city (WICA-TB-PIG: 8 vs 6 on a 2-city field)
    assert 3 * 2 + pig_bonus(2) == 8


def test_goods_winners_need_a_token():
    # trade_goods.game_end: most tokens, at least 1; ties all score (JCZT-CLOTHTIE)
    assert goods_winners({"A": 1, "B": 1}) == ["A", "B"]
    assert goods_winners({"A": 0, "B": 0}) == []
    assert goods_winners({"A": 3, "B": 2}) == ["A"]
