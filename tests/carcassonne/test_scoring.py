"""Whole records: majorities with large meeples, the fairy, the farm rules, goods, a whole game.

Values are hand-checked from ../shared/reference/carcassonne_scoring.json
(source ids given) and seed 003 (Princezna a drak, section Víla).
"""

import json
import re

import pytest

from scorer.core.errors import RuleError
from scorer.games.carcassonne import score_record

from .conftest import ROOT, completed_cities, table, totals


def city(name=None, tiles=4, pennants=0, complete=True, **more):
    f = {"type": "city", "complete": complete, "tiles": tiles, "pennants": pennants, **more}
    if name:
        f["name"] = name
    return f


def field(cities=None, completed=None, **more):
    f = {"type": "field", **more}
    if cities is not None:
        f["cities"] = cities
    if completed is not None:
        f["completed_cities"] = completed
    return f


def rows(result, player):
    return {r.item: r.points for r in next(p for p in result.players if p.name == player).rows}


# --- majorities and the large meeple (JCZ-BIGF, JCZ-125) -------------------------------------------


def test_large_meeple_beats_one_small_and_pays_no_more():
    # city 4 tiles + 1 pennant complete = 2*4 + 2*1 = 10; large (2) beats small (1); no doubling
    r = score_record(table(city(tiles=4, pennants=1, meeples={"A": {"large": 1}, "B": {"small": 1}})))
    assert totals(r) == {"A": 10, "B": 0}


def test_large_meeple_ties_two_small_both_score_in_full():
    # ic-large-vs-two-small-tie on a road: 2 vs 2, 5 tiles = 5 each
    r = score_record(
        table({"type": "road", "complete": True, "tiles": 5, "meeples": {"A": {"large": 1}, "B": {"small": 2}}})
    )
    assert totals(r) == {"A": 5, "B": 5}


def test_three_way_field_tie_pays_everyone():
    # field with 2 completed cities, three tied farmers: 6 each (WICA-FARMERS: all tied score)
    r = score_record(
        table(
            field(completed=2, meeples={"A": {"small": 1}, "B": {"small": 1}, "C": {"large": 0, "small": 1}}),
            *completed_cities(2),
            players=("A", "B", "C"),
        )
    )
    assert totals(r) == {"A": 6, "B": 6, "C": 6}


def test_pig_tie_example_8_8_6():
    # traders_and_builders.pig example (WICA-TB-PIG): 3 tied farmers, 2 cities, two pigs -> 8, 8, 6
    r = score_record(
        table(
            field(completed=2, meeples={"A": {"small": 1, "pig": 1}, "B": {"small": 1, "pig": 1}, "C": {"small": 1}}),
            *completed_cities(2),
            players=("A", "B", "C"),
        )
    )
    assert totals(r) == {"A": 8, "B": 8, "C": 6}


# --- the fairy (seed 003; princess_and_dragon.fairy) -------------------------------------------------


def test_fairy_owner_losing_the_majority_still_gets_3():
    # city 3 tiles complete = 6 to B (large); A's small has the fairy: A 3 (JCZ-158, CC-5324)
    r = score_record(table(city(tiles=3, meeples={"A": {"small": 1}, "B": {"large": 1}}, fairy="A")))
    assert totals(r) == {"A": 3, "B": 6}
    assert rows(r, "A") == {"City #1": 0, "Fairy: City #1": 3}


def test_fairy_on_a_zero_point_feature_pays_3():
    # incomplete inn road with a LARGE meeple and the fairy: 0 + 3 = 3 (JCZT-FAIRY-INN)
    r = score_record(
        table(
            {"type": "road", "complete": False, "tiles": 4, "inn": True, "meeples": {"A": {"large": 1}}, "fairy": "A"}
        )
    )
    assert totals(r) == {"A": 3, "B": 0}


def test_fairy_on_a_field_at_game_end_with_no_completed_city():
    # farmer with fairy on a field worth 0: 3 (JCZT-FAIRY-FIELD0)
    r = score_record(table(field(completed=0, meeples={"A": {"small": 1}}, fairy="A")))
    assert totals(r) == {"A": 3, "B": 0}


def test_fairy_next_to_a_large_meeple_is_3_not_6():
    # JCZT-FAIRY-INN / reference fairy.feature_scored.large_meeple: still 3
    r = score_record(table(city(tiles=2, meeples={"A": {"large": 1}}, fairy="A")))
    assert totals(r) == {"A": 4 + 3, "B": 0}


def test_fairy_on_an_unfinished_road_at_game_end():
    # JCZT-FAIRY-ROAD: 3-tile incomplete road 3 + fairy 3 = 6
    r = score_record(
        table({"type": "road", "complete": False, "tiles": 3, "meeples": {"A": {"small": 1}}, "fairy": "A"})
    )
    assert totals(r) == {"A": 6, "B": 0}


def test_fairy_turn_points_one_each():
    # seed 003: 1 point at the start of the owner's turn; 5 such turns = 5
    r = score_record(table(fairy_turn_points={"A": 5}))
    assert totals(r) == {"A": 5, "B": 0}


def test_fairy_paid_for_each_feature_scored_during_the_game():
    # the fairy moves during the game: two completed cities, each with A's fairy: 2 * 3 extra
    r = score_record(
        table(
            city("X", tiles=2, meeples={"A": {"small": 1}}, fairy="A"),
            city("Y", tiles=3, meeples={"A": {"small": 1}, "B": {"small": 1}}, fairy="A"),
        )
    )
    assert totals(r) == {"A": 4 + 3 + 6 + 3, "B": 6}


def test_on_tile_fairy_pays_one_follower_per_feature():
    # issue 13: under on_tile JCloisterZone pays the fairy's 3 to the first follower on its tile only
    # (FairyCapability.appendFiguresBonusPoints returns after the first match), and the Czech rulebook
    # (Princezna a drak, Víla) names one player: "hráč, jehož figurka stojí na políčku s vílou, dostane tři body".
    # This test used to pin 3 each for A and B (our old reading): two players are now refused, one is paid once.
    record = table(
        city(tiles=3, meeples={"A": {"small": 1}, "B": {"small": 1}}, fairy=["A", "B"]),
        options={"fairy_placement": "on_tile"},
    )
    with pytest.raises(RuleError, match="the fairy's 3 points go to one follower on its tile per feature"):
        score_record(record)
    record["features"][0]["fairy"] = ["A"]
    r = score_record(record)
    # city 3 tiles, tie 2*3 = 6 each; the fairy's 3 to A only
    assert totals(r) == {"A": 9, "B": 6}
    assert any("JCloisterZone pays the first follower it finds there" in a for a in r.assumptions)


# --- the three farm rules on one board (GRACEFULBOOT, JEFFTK, WICA-FARMERS) ------------------------------

BOARD = [
    city("C1", tiles=2),
    city("C2", tiles=3),
    city("C3", tiles=4),
    field(["C1", "C2"], name="F1", meeples={"A": {"small": 1}}),
    field(["C1", "C3"], name="F2", meeples={"A": {"small": 1}, "B": {"small": 2}}),
    field(["C2"], name="F3", meeples={"A": {"small": 1}}),
]


@pytest.mark.parametrize(
    "farm_rule, expected",
    [
        # per field: F1 A 2 cities = 6; F2 B (2 vs 1) 6; F3 A 3 -> A 9, B 6
        ("per_field_3", {"A": 9, "B": 6}),
        # once per city: A collects C1, C2 from F1 and nothing new from F3 -> 6; B collects C1, C3 -> 6
        ("once_per_city_3", {"A": 6, "B": 6}),
        # per city 4: C1 touched by F1 (A1) and F2 (A1, B2): A 2 = B 2, both 4; C2 (F1, F3): A 4; C3 (F2): B 4
        ("per_city_4", {"A": 8, "B": 8}),
    ],
)
def test_three_farm_rules_on_one_board(farm_rule, expected):
    r = score_record(table(*BOARD, options={"farm_rule": farm_rule}))
    assert totals(r) == expected
    assert any(a.startswith(f"farm rule {farm_rule}") for a in r.assumptions)


def test_once_per_city_pig_field_collects_first():
    # A wins F1 (C1) without a pig and F2 (C1) with a pig: C1 counts once, from the pig field: 3 + 1
    r = score_record(
        table(
            city("C1"),
            field(["C1"], name="F1", meeples={"A": {"small": 1}}),
            field(["C1"], name="F2", meeples={"A": {"small": 1, "pig": 1}}),
            options={"farm_rule": "once_per_city_3"},
        )
    )
    assert rows(r, "A") == {"Field F1": 0, "Field F2": 4}


def test_per_city_4_pig_adds_one_per_city():
    # one field, 2 completed cities, A farmer + pig: 2 * (4 + 1) = 10
    r = score_record(
        table(
            city("C1"),
            city("C2"),
            field(["C1", "C2"], meeples={"A": {"small": 1, "pig": 1}}),
            options={"farm_rule": "per_city_4"},
        )
    )
    assert totals(r) == {"A": 10, "B": 0}


def test_incomplete_city_named_by_a_field_counts_zero():
    # DIZED-FIELD: incomplete cities give the farmers nothing
    r = score_record(table(city("X", complete=False), city("Y"), field(["X", "Y"], meeples={"A": {"small": 1}})))
    assert totals(r) == {"A": 3, "B": 0}


def test_field_may_say_it_is_not_complete():
    # issue 6: irrelevant keys may be left out, so a field may also carry "complete": false (it is true:
    # fields are never completed). 2 completed cities: 3 * 2 = 6 (WICA-FARMERS)
    r = score_record(table(field(completed=2, complete=False, meeples={"A": {"small": 1}}), *completed_cities(2)))
    assert totals(r) == {"A": 6, "B": 0}


def test_city_named_only_for_the_farmers_needs_no_tiles():
    r = score_record(table({"type": "city", "name": "Q", "complete": True}, field(["Q"], meeples={"A": {"small": 1}})))
    assert totals(r) == {"A": 3, "B": 0}


# --- abbot, garden, goods, outside points -------------------------------------------------------------


def test_abbot_on_garden_scored_like_a_monastery():
    # base_game.garden: 9 complete / 1 + neighbours (JCZT-GARDEN: 9 / 4)
    r = score_record(
        table(
            {"type": "garden", "neighbours": 8, "meeples": {"A": {"abbot": 1}}},
            {"type": "garden", "neighbours": 3, "meeples": {"B": {"abbot": 1}}},
        )
    )
    assert totals(r) == {"A": 9, "B": 4}


def test_goods_tie_and_nobody_holding_a_type():
    # JCZ-TRADETEST: cloth 1-1 tie, Bob wine 2 -> Alice 10, Bob 20; nobody has grain -> nothing
    r = score_record(table(players=("Alice", "Bob"), goods={"Alice": {"cloth": 1}, "Bob": {"cloth": 1, "wine": 2}}))
    assert totals(r) == {"Alice": 10, "Bob": 20}


def test_every_goods_token_of_the_box_can_be_held():
    # the box's 9 wine, 6 grain, 5 cloth (token_counts_in_box) all held: A 9 wine -> 10;
    # grain 3-3 tie -> 10 each; B 5 cloth -> 10. A 20, B 20
    r = score_record(table(goods={"A": {"wine": 9, "grain": 3}, "B": {"grain": 3, "cloth": 5}}))
    assert totals(r) == {"A": 20, "B": 20}


def test_points_from_outside_the_record_are_added():
    r = score_record(table(city(tiles=2, meeples={"B": {"small": 1}}), points={"A": 17, "B": 2}))
    assert totals(r) == {"A": 17, "B": 6}


def test_czech_feature_and_figure_names_are_accepted():
    r = score_record(
        table(
            {"type": "město", "complete": True, "tiles": 3, "meeples": {"a": {"small": 1}}},
            {"type": "Klášter", "neighbours": 2, "meeples": {"B": {"abbot": 1}}},
        )
    )
    assert totals(r) == {"A": 6, "B": 3}


# --- a whole game, the result's contract -----------------------------------------------------------------


def test_whole_game_example(example):
    # examples/carcassonne-princess-dragon.json, by hand:
    # Anna  4 turns + fairy 3 (Castle Hill, lost to Bob's large) + Market 3*6+3*1=21 (tie) + North Meadow 3*2+2 pig +
    # wine 10 = 46
    # Bob   2 turns + Castle Hill 2*5+2*2=14 + Rose Garden 9 + Old Road 3 + fairy 3 + North Meadow 6 (tie) + grain 10
    # (tie) = 47
    # Cyril Mill Road 2*4 (inn) = 8 + Twin Towers 4 + Keep 0 (cathedral, unfinished) + South Meadow 0 + grain 10
    # (tie) = 22
    # Dana  St Martin 9 + Market 21 + Chapel 1+5=6 + South Meadow 6 (large) + cloth 10 = 52
    r = score_record(example)
    assert totals(r) == {"Anna": 46, "Bob": 47, "Cyril": 22, "Dana": 52}
    assert r.winners == ["Dana"]
    assert [p.rank for p in r.players] == [3, 2, 4, 1]


def test_whole_game_example_under_the_original_farm_rule(example):
    # per_city_4: Castle Hill: North (Anna 1, Bob 1) + South (Dana 2, Cyril 1) -> Dana 4;
    # Twin Towers (North): Anna 4 + 1 pig, Bob 4; Market (South): Dana 4. Keep is unfinished.
    # Anna 46 - 8 + 5 = 43, Bob 47 - 6 + 4 = 45, Cyril 22, Dana 52 - 6 + 8 = 54
    example["options"]["farm_rule"] = "per_city_4"
    assert totals(score_record(example)) == {"Anna": 43, "Bob": 45, "Cyril": 22, "Dana": 54}


def test_first_edition_example():
    # examples/carcassonne-first-edition-rules.json is case game-base-3p-current under its
    # expected_under_other_rules "C1_original (tiny city + 4 per city)": A 35, B 16, C 21
    record = json.loads((ROOT / "examples" / "carcassonne-first-edition-rules.json").read_text(encoding="utf-8"))
    result = score_record(record)
    assert totals(result) == {"Alice": 35, "Boris": 16, "Clara": 21}
    assert any("farm rule per_city_4" in a for a in result.assumptions)
    assert any("tiny_city_2 on" in a for a in result.assumptions)


def test_json_contract(example):
    data = score_record(example).to_json()
    assert data["game"] == "carcassonne"
    assert data["winners"] == ["Dana"]
    anna = data["players"][0]
    assert set(anna) == {"name", "total", "rank", "breakdown"}
    # issue 9: every row carries its points and their unit next to the historical "vp"
    assert all(set(row) == {"item", "vp", "points", "unit", "reason"} for row in anna["breakdown"])
    assert all(row["unit"] == "points" and row["points"] == row["vp"] for row in anna["breakdown"])
    assert sum(row["vp"] for row in anna["breakdown"]) == anna["total"]
    assert data["unit"] == "points"
    assert data["outcome"] == {
        "winners": ["Dana"],
        "shared": False,
        "reason": "highest total (52 points)",
        "tie_break": None,
    }
    items = [row["item"] for row in anna["breakdown"]]
    assert "Fairy: City Castle Hill" in items and "Wine" in items and "Fairy turn points" in items
    assert any("fairy placement next_to_meeple" in a for a in data["assumptions"])
    assert any("tiny_city_2 off" in a for a in data["assumptions"])


def test_tied_totals_share_the_win():
    r = score_record(
        table({"type": "road", "complete": True, "tiles": 2, "meeples": {"A": {"small": 1}, "B": {"small": 1}}})
    )
    assert r.winners == ["A", "B"]
    assert r.tie_break and "share" in r.tie_break


def test_draft_record_is_shown_as_standings_so_far():
    record = table(city(tiles=2, meeples={"A": {"small": 1}}))
    record["draft"] = True
    r = score_record(record)
    assert "in progress" in r.title
    assert totals(r) == {"A": 4, "B": 0}


def test_the_record_shown_in_the_user_doc_scores():
    # docs/carcassonne.md: Anna 4 turns + fairy 3 + monastery 1+5 + field 3+1 pig + wine 10 + cloth 10 = 37;
    # Bob: Castle Hill 2*5 + 2*2 = 14, the unfinished inn road pays 0
    text = (ROOT / "docs" / "carcassonne.md").read_text(encoding="utf-8")
    record = json.loads(re.search(r"```json\n(.*?)```", text, re.DOTALL).group(1))
    assert totals(score_record(record)) == {"Anna": 37, "Bob": 14}


def test_rules_applied_lists_only_the_readings_the_result_used():
    # issue 9: a lone completed road depends on no farm rule, tiny-city rule, fairy reading, tie or large meeple
    r = score_record(table({"type": "road", "complete": True, "tiles": 3, "meeples": {"A": {"small": 1}}}))
    assert r.assumptions == []
    # a tied 2-tile city with a large meeple: the tiny-city rule (4, not 2), the tie and the large meeple mattered
    r = score_record(table(city(tiles=2, meeples={"A": {"large": 1}, "B": {"small": 2}})))
    assert totals(r) == {"A": 4, "B": 4}
    assert r.assumptions == [
        "tiny_city_2 off: a completed 2-tile city pays 2 per tile and pennant like any city",
        "players tied for the most strength all score in full",
        "a large meeple counts 2 for the majority and adds no points",
    ]
    # a fairy turn point: only the fairy's reading
    r = score_record(table(fairy_turn_points={"A": 1}))
    assert len(r.assumptions) == 1 and r.assumptions[0].startswith("the fairy pays 3")


def test_a_game_in_progress_has_a_leader_not_a_winner():
    # the trial: the standings of a game in progress said "Winner: ..."; the final score says Winner
    from scorer.core.render import render_text

    record = table(city(tiles=2, meeples={"A": {"small": 1}}))
    record["draft"] = True
    text = render_text(score_record(record))
    assert "Leading: A" in text and "Winner" not in text
    record["features"].append({"type": "road", "complete": True, "tiles": 4, "meeples": {"B": {"small": 1}}})
    assert "Leading together: A, B" in render_text(score_record(record))  # 4 each
    del record["draft"]
    assert "Shared win: A, B" in render_text(score_record(record))
