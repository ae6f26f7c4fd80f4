"""Results: the end's outcome as data, crystals as the unit, and only the rule readings an answer depended on.

Figures by hand from the Czech rulebook p.4 (6/5/4 offerings win; a complete city goes to most offerings, then
most crystals, else a shared win; the obelisk costs 7,7,7,7,8,8,9,9,10,10,11,11,12, without the two grey 7s
for 2 players). New-user trial 2: "Rules applied" clutter (the Hoax rules without a Hoax, the majority tie
without a tie, the 2-player grey 7s in a 3-player game).
"""

from __future__ import annotations

import pytest

from scorer.games.bluemoon import score_record


def end(players: list[tuple[str, int, int]], city: bool = True, out_of_cubes: bool = False) -> dict:
    return score_record(
        {
            "game": "bluemoon",
            "event": "end",
            "city_complete": city,
            "out_of_cubes": out_of_cubes,
            "players": [{"name": n, "offerings": o, "crystals": c} for n, o, c in players],
        }
    ).to_json()


def test_tie_on_offerings_settled_by_crystals_is_tie_break_data() -> None:
    # 3 players, 4 + 4 + 3 = 11 spaces filled: the next costs 11; Cid's 10 cannot pay, so the game is decided.
    # Ann and Bob tie on 4 offerings; Bob has more crystals (1 > 0): Bob wins.
    out = end([("Ann", 4, 0), ("Bob", 4, 1), ("Cid", 3, 10)])
    assert out["winners"] == ["Bob"] and out["unit"] == "crystals"
    assert out["tie_break"] == "tied on 4 offerings (Ann/Bob): most crystals left wins"  # kept as it was
    outcome = out["outcome"]
    assert outcome["winners"] == ["Bob"] and outcome["shared"] is False
    assert outcome["tie_break"]["tied"] == [["Ann", "Bob"]] and outcome["tie_break"]["decided"] is True
    assert "most crystals left" in outcome["tie_break"]["rule"] and "rulebook p.4" in outcome["tie_break"]["rule"]


def test_still_tied_is_a_shared_win() -> None:
    # 2 players, 3 + 3 = 6 filled: the next costs 10 (7,7,8,8,9,9,10...); neither 5 pays: a shared win
    out = end([("A", 3, 5), ("B", 3, 5)])
    assert out["outcome"]["winners"] == ["A", "B"] and out["outcome"]["shared"] is True
    assert out["outcome"]["tie_break"]["decided"] is False


def test_immediate_win_and_no_winner_yet() -> None:
    out = end([("A", 6, 0), ("B", 3, 30)], city=False)  # 2 players: 6 offerings win at once
    assert out["outcome"] == {
        "winners": ["A"],
        "shared": False,
        "tie_break": None,
        "reason": "A made 6 offerings (2 players) and wins at once",
    }
    out = end([("A", 3, 5), ("B", 2, 5)], city=False)
    assert out["outcome"]["winners"] == [] and out["winners"] == []


def test_the_draw_is_a_shared_outcome() -> None:
    out = end([("A", 3, 5), ("B", 2, 9)], city=False, out_of_cubes=True)
    assert out["outcome"]["shared"] is True and out["outcome"]["winners"] == ["A", "B"]
    assert "out of cubes" in out["outcome"]["reason"]


@pytest.mark.parametrize(
    "players, headline",
    [
        ([("Ann", 4, 0), ("Bob", 4, 1), ("Cid", 3, 10)], "Winner: Bob"),
        ([("A", 3, 5), ("B", 3, 5)], "Shared win: A, B"),
    ],
)
def test_text_headline_agrees_with_the_outcome(players, headline) -> None:
    record = {
        "game": "bluemoon",
        "event": "end",
        "city_complete": True,
        "players": [{"name": n, "offerings": o, "crystals": c} for n, o, c in players],
    }
    result = score_record(record)
    assert result.outcome is not None and result.outcome.headline() == headline
    assert headline in result.render().splitlines()


def test_rows_carry_their_unit() -> None:
    out = score_record(
        {
            "game": "bluemoon",
            "event": "scales",
            "supply": 1,
            "players": [{"name": "A", "scales": 6, "gained": 1}, {"name": "B", "scales": 2}],
        }
    ).to_json()
    assert out["players"][0] == {"name": "A", "scales_counted": 7, "crystals": 6, "scales_kept": 0, "unit": "crystals"}
    out = score_record(
        {"game": "bluemoon", "event": "building", "building": "Thermae", "cubes": ["A", "B", "A"]}
    ).to_json()
    assert out["players"][0]["unit"] == "crystals" and out["unit"] == "crystals"


# --- only the readings that mattered -----------------------------------------------


def rules(record: dict) -> str:
    return " | ".join(score_record({"game": "bluemoon", **record}).assumptions)


def test_payment_without_a_hoax_has_no_hoax_rules() -> None:
    text = rules({"event": "payment", "box": {"colour": "black", "value": 5}, "hand": ["Vulca 3", "Vulca 2"]})
    assert "Hoax" not in text and "wild" not in text and "cheapest payment" in text


def test_payment_with_a_hoax_power_used_has_the_hoax_rule() -> None:
    # blue 5: Aqua 3 + Vulca 2 recoloured by the Hoax 1 (3 cards); no two cards reach 5 in one colour
    text = rules({"event": "payment", "box": {"colour": "blue", "value": 5}, "hand": ["Hoax 1", "Aqua 3", "Vulca 2"]})
    assert "a Hoax 1 discarded for its power" in text and "several Hoax" not in text


def test_unpayable_box_names_the_powers_in_the_hand() -> None:
    # Hoax 2 recolours one card: Aqua 1 + Vulca 1 = 2 < 5; the verdict depends on what a Hoax can do
    text = rules({"event": "payment", "box": {"colour": "blue", "value": 5}, "hand": ["Hoax 2", "Aqua 1", "Vulca 1"]})
    assert "a Hoax 1 discarded for its power" in text and "cards_used are the fewest" in text


def test_building_majority_tie_only_when_tied() -> None:
    assert "majority tie" not in rules({"event": "building", "building": "Thermae", "cubes": ["A", "A", "B"]})
    assert "majority tie" in rules({"event": "building", "building": "Thermae", "cubes": ["A", "B", "C"]})
    assert "same player" not in rules({"event": "building", "building": "Thermae", "cubes": ["A", "A", "B"]})
    assert "same player" in rules({"event": "building", "building": "Thermae", "cubes": ["Ann", "ann", "B"]})


def test_grey_sevens_only_with_two_players() -> None:
    three = {
        "event": "offering",
        "player_count": 3,
        "spaces_filled": 4,
        "crystals": 30,
        "pillars": ["Pillar 2", "Pillar 1", "Pillar 1"],
    }
    assert "grey 7s" not in rules(three)
    assert "grey 7s" in rules({**three, "player_count": 2})


def test_offering_pillar_order_only_when_there_was_a_choice() -> None:
    base = {"event": "offering", "player_count": 4, "spaces_filled": 3, "crystals": 16}
    assert "cheapest Pillars first" not in rules({**base, "pillars": ["Pillar 1"]})
    assert "cheapest Pillars first" in rules({**base, "pillars": ["Pillar 2", "Pillar 1"]})


def test_scale_overflow_rule_only_with_overflow() -> None:
    # seed p.4 example: 5 + 2 earned with 1 left: 1 scale counted but not handed out
    with_overflow = {
        "event": "scales",
        "supply": 1,
        "players": [{"name": "you", "scales": 5, "gained": 2}, {"name": "b", "scales": 4}, {"name": "c", "scales": 2}],
    }
    assert "could not be handed out" in rules(with_overflow)
    exact = {
        "event": "scales",
        "supply": 1,
        "players": [{"name": "A", "scales": 6, "gained": 1}, {"name": "B", "scales": 2}],
    }
    assert "could not be handed out" not in rules(exact)


def test_end_readings_only_for_a_complete_city() -> None:
    assert (
        rules(
            {
                "event": "end",
                "city_complete": False,
                "players": [{"name": "A", "offerings": 6, "crystals": 0}, {"name": "B", "offerings": 0, "crystals": 0}],
            }
        )
        == ""
    )
    assert "nobody can pay" in rules(
        {
            "event": "end",
            "city_complete": True,
            "players": [{"name": "A", "offerings": 2, "crystals": 1}, {"name": "B", "offerings": 1, "crystals": 7}],
        }
    )
