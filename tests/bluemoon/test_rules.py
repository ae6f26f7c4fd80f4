"""Building completion, scale scoring, offerings and the winner, with hand-checked values.

Sources: seed 000_7d5d67c3a83db1b1.txt (p.1 supply, p.3 completion, pp.3-4 scales and
worked example, p.4 obelisk and end, p.7 Pillar); shared/reference/blue_moon_city.json.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorer.core.errors import RuleError, UnknownNameError
from scorer.games.bluemoon import score_record
from scorer.games.bluemoon.building import complete, majority_owner
from scorer.games.bluemoon.cards import parse_card
from scorer.games.bluemoon.data import Box, Reward
from scorer.games.bluemoon.obelisk import best_offerings, decide_winner
from scorer.games.bluemoon.scales import Holding, scale_crystals, score_scales


def building(**fields):
    return score_record({"game": "bluemoon", "event": "building", **fields}).to_json()


def rewards(out) -> dict[str, tuple[int, int, int]]:
    return {p["name"]: (p["crystals"], p["scales"], p["cards"]) for p in out["players"]}


# --- building completion (seed p.3) ---


def test_university_completion() -> None:
    """Rulebook S1 p.4 example: the University (white 5, white 2; majority 1 scale, participation 1 crystal)
    completed next to the Fire Temple (3 crystals) and the Market Hall (2 cards); reference buildings.
    The example's cube owners are not in our sources: Ann and Bob have one cube each here."""
    out = building(building="University", cubes=["Ann", "Bob"], adjacent_completed=["Fire Temple", "Market Hall"])
    assert out["majority"] == "Ann"  # tie 1-1: the leftmost cube
    assert rewards(out) == {"Ann": (4, 1, 2), "Bob": (4, 0, 2)}


@pytest.mark.parametrize(
    "cubes, leader",
    [
        (["A", "B", "B"], "B"),  # most cubes
        (["B", "A", "A", "B"], "B"),  # 2-2 tie: B's cube is furthest left
        (["C", "A", "B"], "C"),  # 1-1-1 tie: leftmost
        (["A"], "A"),
    ],
)
def test_majority(cubes: list[str], leader: str) -> None:
    assert majority_owner(cubes) == leader


def test_participation_once_however_many_cubes() -> None:
    # Royal Palace: majority 2 crystals, participation 1/1/1 (reference, S1 p.2, p.4)
    out = building(building="Royal Palace", cubes=["A", "A", "A", "B"])
    assert rewards(out) == {"A": (3, 1, 1), "B": (1, 1, 1)}


def test_typed_building_and_neighbour() -> None:
    out = building(
        building={
            "name": "Citadel",
            "boxes": [{"colour": "black", "value": 4}],
            "majority": {"crystals": 2},
            "participation": {"scales": 1},
        },
        cubes=["Ann"],
        adjacent_completed=[{"neighbourhood": {"cards": 1}}, "Aqueduct"],
    )
    assert out["building"] == "Citadel"
    assert rewards(out) == {"Ann": (3, 1, 1)}


def test_known_building_missing_rewards_can_be_typed() -> None:
    # Fire Temple's boxes are known (black 5-4-3), its rewards are not: typing them is enough
    out = building(
        building={"name": "Fire Temple", "majority": {"cards": 2}, "participation": {"crystals": 1}},
        cubes=["A", "b", "a"],
    )
    assert out["majority"] == "A"  # 'a' and 'A' are the same player
    assert rewards(out) == {"A": (1, 0, 2), "b": (1, 0, 0)}


def test_building_errors() -> None:
    with pytest.raises(RuleError, match="only 2 boxes"):
        building(building="University", cubes=["A", "B", "C"])
    with pytest.raises(RuleError, match="not complete"):
        building(building="Thermae", cubes=["A", "B"])
    with pytest.raises(RuleError, match="majority reward of Fire Temple"):
        building(building="Fire Temple", cubes=["A", "B", "C"])
    with pytest.raises(RuleError, match="boxes of Library"):
        building(building="Library", cubes=["A"])
    with pytest.raises(UnknownNameError, match="Thermae"):
        building(building="Therme", cubes=["A"])
    with pytest.raises(UnknownNameError):
        building(building="Thermae", cubes=["A", "B", "C"], adjacent_completed=["Nowhere"])
    with pytest.raises(RuleError, match="listed twice"):
        building(building="Thermae", cubes=["A", "B", "C"], adjacent_completed=["Mill", "Mill"])
    with pytest.raises(RuleError, match="Courtyard"):
        building(building="Courtyard", cubes=["A"])
    # five boxes (and so five owners) cannot be typed: a tile has 1-3 boxes (Czech rulebook p.2), the Palace 4
    with pytest.raises(RuleError, match="5 boxes, but a building has 1 to 3"):
        building(
            building={"name": "X", "boxes": [{"colour": "red", "value": 2}] * 5, "majority": {}, "participation": {}},
            cubes=["A", "B", "C", "D", "E"],
        )
    with pytest.raises(RuleError, match="at most 4 players"):  # the registry's 2-4, in the library too
        complete([Box("red", 2)] * 5, Reward(), Reward(), ["A", "B", "C", "D", "E"], [])


# --- scale scoring (seed pp.3-4) ---


def test_rulebook_scale_example() -> None:
    """Seed p.4: you hold 5, opponents 4 and 2; you earn 2 with one scale left: 7 counted -> 6 crystals,
    the 4 -> 3 crystals, the 2 gets nothing and keeps them; the others return theirs."""
    out, supply_after = score_scales([Holding("you", 5, 2), Holding("opp4", 4), Holding("opp2", 2)], supply=1)
    assert [(s.scales_counted, s.crystals, s.scales_kept) for s in out] == [(7, 6, 0), (4, 3, 0), (2, 0, 2)]
    assert supply_after == 12 - 2  # 3 players: 12 scales (seed p.1)


@pytest.mark.parametrize(
    "counted, crystals",
    [
        ([7, 4, 2], [6, 3, 0]),  # seed p.4 example
        ([6, 6, 3, 1], [3, 3, 3, 0]),  # tied leaders 3 each; another with 3 gets 3
        ([9, 3], [6, 3]),  # sole leader 6, not 6 + 3
        ([2, 2, 1, 1], [0, 0, 0, 0]),  # fewer than 3: nothing, even when leading (seed p.4)
    ],
)
def test_scale_crystals(counted: list[int], crystals: list[int]) -> None:
    assert scale_crystals(counted) == crystals


def test_overflow_goes_to_players_in_order() -> None:
    # 2 players (9 scales): A 1, B 1, supply 7; a completion earns A 6 and B 2 -> only 7 are handed out:
    # A gets 6, B 1 of its 2. Counted A 7, B 3: A 6 crystals, B 3; both return everything.
    out, after = score_scales([Holding("A", 1, 6), Holding("B", 1, 2)], supply=7)
    assert [(s.scales_counted, s.crystals, s.scales_kept) for s in out] == [(7, 6, 0), (3, 3, 0)]
    assert after == 9
    # same, but B held 0: counted 2 -> nothing, keeps the 1 scale actually handed out
    out, after = score_scales([Holding("A", 2, 6), Holding("B", 0, 2)], supply=7)
    assert [(s.scales_counted, s.crystals, s.scales_kept) for s in out] == [(8, 6, 0), (2, 0, 1)]
    assert after == 8


def test_scale_errors() -> None:
    with pytest.raises(RuleError, match="more than the 9"):
        score_scales([Holding("A", 6), Holding("B", 3, 1)], supply=1)
    with pytest.raises(RuleError, match="does not run out"):
        score_scales([Holding("A", 3, 1), Holding("B", 3)], supply=3)
    with pytest.raises(RuleError, match="2-4 players"):
        score_scales([Holding("A", 2, 1)], supply=1)
    with pytest.raises(RuleError, match="2-4 players"):
        score_scales([Holding(n, 0, 1) for n in "ABCDE"], supply=1)


def test_scales_held_plus_supply_is_the_whole_supply() -> None:
    """Seed p.1: 15/12/9 scales for 4/3/2 players, each either in the supply or held (seed p.4: the scales are
    limited). The rulebook example with Bob's 4 mistyped as 1 (5 + 1 + 2 + 1 = 9 of 12) would give Bob 0
    crystals instead of 3: it is refused. An empty supply never starts an action: the scoring that emptied it
    gave the leader crystals, who returned their scales."""
    with pytest.raises(RuleError, match="fewer than the 12"):
        score_scales([Holding("you", 5, 2), Holding("Bob", 1), Holding("Cid", 2)], supply=1)
    with pytest.raises(RuleError, match="supply is never empty"):
        score_scales([Holding("A", 6, 1), Holding("B", 3)], supply=0)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 6), st.integers(0, 6)), min_size=2, max_size=4))
def test_scale_properties(players: list[tuple[int, int]]) -> None:
    holdings = [Holding(f"P{i}", s, g) for i, (s, g) in enumerate(players)]
    full = {2: 9, 3: 12, 4: 15}[len(players)]
    supply = full - sum(s for s, _ in players)  # every scale is held or in the supply (seed p.1)
    with pytest.raises(RuleError):  # one scale more or less than the game has
        score_scales(holdings, supply + 1)
    if supply < 1 or sum(g for _, g in players) < supply:
        with pytest.raises(RuleError):
            score_scales(holdings, supply)
        return
    out, after = score_scales(holdings, supply)
    crystals = [s.crystals for s in out]
    assert set(crystals) <= {0, 3, 6} and crystals.count(6) <= 1
    assert max(crystals) > 0  # the leader always has 3+ scales when the whole supply is counted
    assert all(s.scales_kept == 0 for s in out if s.crystals)
    assert after + sum(s.scales_kept for s in out) == full
    assert 1 <= after <= full


# --- offerings (seed p.4, p.7; reference obelisk) ---


@pytest.mark.parametrize(
    "players, filled, crystals, pillars, payments",
    [
        (4, 0, 7, [], [7]),
        (4, 0, 6, [], []),  # cannot afford the first 7
        (4, 0, 30, [], [7]),  # one offering per turn without Pillars
        (4, 3, 16, ["Pillar 1"], [7, 9]),  # rulebook: the extra offering on an 8 costs 9 (seed p.7)
        (4, 4, 30, ["Pillar 2", "Pillar 1"], [8, 9, 11]),  # Pillar 1 first: 8, 8+1, 9+2
        (3, 12, 20, ["Pillar 1"], [12]),  # the top space; the obelisk is then full
        (2, 0, 40, ["Pillar 1", "Pillar 1", "Pillar 1"], [7, 8, 9, 9]),  # 2 players: spaces 7, 7, 8, 8 (+1 each extra)
        (2, 2, 8, [], [8]),  # 2 players: the third space already costs 8
        (4, 2, 8, [], [7]),  # 4 players: the third space still costs 7
    ],
)
def test_offerings(players: int, filled: int, crystals: int, pillars: list[str], payments: list[int]) -> None:
    res = best_offerings(players, filled, crystals, [parse_card(p) for p in pillars])
    assert res.payments == payments
    assert res.crystals_left == crystals - sum(payments)


def test_offering_wins_the_game() -> None:
    out = score_record(
        {
            "game": "bluemoon",
            "event": "offering",
            "player_count": 3,
            "spaces_filled": 5,
            "crystals": 40,
            "pillars": ["Pillar 1", "Pillar 2"],
            "offerings_before": 4,
        }
    ).to_json()
    assert (out["offerings"], out["payments"], out["wins"]) == (1, [8], True)  # 5 win with 3 players: stop at 1


def test_offering_errors() -> None:
    with pytest.raises(RuleError, match="2-4 players"):
        best_offerings(5, 0, 10)
    with pytest.raises(RuleError, match="11 spaces"):
        best_offerings(2, 12, 10)
    with pytest.raises(RuleError, match="not a Pillar"):
        best_offerings(4, 0, 20, [parse_card("Vulca 1")])
    with pytest.raises(RuleError, match="no power"):
        best_offerings(4, 0, 20, [parse_card("Pillar 3")])


# --- the end (seed p.4) ---


@pytest.mark.parametrize(
    "players, city, winners, tie",
    [
        ([("A", 6, 0), ("B", 3, 30)], False, ["A"], None),  # 2 players: 6 offerings win at once
        ([("A", 4, 0), ("B", 3, 9), ("C", 2, 30), ("D", 1, 0)], False, ["A"], None),  # 4 players: 4 win
        # a complete city once nobody can afford the next space (2 players: 5 filled, the next costs 9)
        ([("A", 3, 5), ("B", 2, 8)], True, ["A"], None),  # complete city: most offerings
        ([("A", 3, 5), ("B", 3, 6), ("C", 1, 0)], True, ["B"], "crystals"),  # then most crystals (3p: next costs 9)
        ([("A", 3, 5), ("B", 3, 5)], True, ["A", "B"], "share"),  # else a shared win (next costs 10)
        # B can still pay the next space (9): B plays on, 9 + 10 + 10 for 5 offerings, would win 5-3 (case winner-07)
        ([("A", 3, 5), ("B", 2, 30)], True, [], None),
        ([("A", 3, 5), ("B", 2, 5)], False, [], None),  # not over yet
    ],
)
def test_winner(players, city, winners, tie) -> None:
    out = decide_winner(players, city)
    assert out.winners == winners
    assert (out.tie_break is None) if tie is None else tie in out.tie_break


def test_complete_city_plays_on_while_someone_can_pay() -> None:
    """Case winner-07: with the city complete, players keep making offerings until nobody can afford the
    next space; the spaces filled are the offerings made. Its starting state (3 players, 3 + 3 + 2 = 8 filled,
    the next costs 10) is not an end yet: A (10), B (11) and C (21) can all pay 10."""
    out = decide_winner([("A", 3, 10), ("B", 3, 11), ("C", 2, 21)], city_complete=True)
    assert out.winners == [] and "A, B and C" in out.how and "10" in out.how


def test_out_of_cubes_is_a_draw() -> None:
    out = decide_winner([("A", 3, 5), ("B", 2, 9)], city_complete=False, out_of_cubes=True)
    assert out.winners == ["A", "B"] and {s.rank for s in out.standings} == {1}


def test_end_errors() -> None:
    with pytest.raises(RuleError, match="both have"):
        decide_winner([("A", 5, 0), ("B", 5, 0), ("C", 0, 0)], True)
    with pytest.raises(RuleError, match="2-4 players"):
        decide_winner([("A", 5, 0)], True)
    with pytest.raises(RuleError, match="obelisk has 11 spaces"):
        decide_winner([("A", 5, 0), ("B", 7, 0)], True)
