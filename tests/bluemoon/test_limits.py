"""Plausible values only: what the box holds bounds every count, in records (with the field) and in the library.

Limits and their sources are in cards_data/bluemoon/limits.json: box values 2-5 (every box in the tile data;
a 2006 German review, poeppelkiste.de), 1-3 boxes a tile (Czech rulebook p.2; the Royal Palace has 4), no
green (Khind) building (the tiles by people, English rules pp.6-7), 10 cards of each people (English rules
pp.4-5), 4 neighbours a tile (Czech rulebook p.3). New-user trial 2, B4.
"""

from __future__ import annotations

import pytest

from scorer.core.errors import InputError
from scorer.games.bluemoon import score_record
from scorer.games.bluemoon.cards import parse_card, parse_cards
from scorer.games.bluemoon.data import limits
from scorer.games.bluemoon.events import check_box_colour, check_box_value, check_hand, check_pillars


def pay(colour: str, value: int, hand: list[str]) -> dict:
    return {"game": "bluemoon", "event": "payment", "box": {"colour": colour, "value": value}, "hand": hand}


def test_limits_have_their_sources() -> None:
    lim = limits()
    assert (lim.box_value.minimum, lim.box_value.maximum) == (2, 5)
    assert lim.cards_per_people.maximum == 10 and lim.boxes_per_building.maximum == 3
    assert lim.neighbours.maximum == 4
    for bound in (lim.box_value, lim.cards_per_people, lim.boxes_per_building, lim.neighbours):
        assert "rule" in bound.source or "review" in bound.source, bound


@pytest.mark.parametrize(
    "record, where, message",
    [
        (pay("black", 10**30, ["Vulca 3"]), "$.box.value", "a box is worth 2 to 5"),
        (pay("black", 99, ["Vulca 3"]), "$.box.value", "got 99"),
        (pay("black", 1, ["Vulca 3"]), "$.box.value", "got 1"),
        (pay("any", 12, ["Vulca 3", "Terrah 3"]), "$.box.value", "got 12"),
        (pay("green", 2, ["Khind", "Khind"]), "$.box.colour", "no building has green boxes"),
        (pay("Khind", 2, ["Khind"]), "$.box.colour", "no building has green boxes"),
        (pay("black", 5, ["Vulca 3"] * 11), "$.hand", "11 Vulca cards, but the deck has 10"),
        (pay("black", 5, ["Vulca 1"] * 6 + ["Vulca 2"] * 5), "$.hand", "11 Vulca cards"),  # values together
        (pay("black", 5, ["Khind"] * 11), "$.hand", "11 Khind cards"),
    ],
)
def test_payment_records_refuse_what_no_box_holds(record: dict, where: str, message: str) -> None:
    with pytest.raises(InputError) as err:
        score_record(record)
    assert str(err.value).startswith(where + ":") and message in str(err.value), err.value


def test_limit_messages_name_the_limit_and_its_source() -> None:
    with pytest.raises(InputError, match=r"a box is worth 2 to 5 \(.*poeppelkiste.*\), got 9"):
        check_box_value(9)
    with pytest.raises(InputError, match=r"the deck has 10 \(English rules pp.4-5: 10 of each people, all values\)"):
        check_hand(parse_cards(["Aqua 2"] * 11))
    with pytest.raises(InputError, match=r"no building has green boxes.*English rules pp.6-7"):
        check_box_colour("zelená")


def test_what_the_box_holds_is_accepted() -> None:
    # every Vulca: 10 cards (values together); the Royal Palace's 5; the lowest box, 2 (University, Thermae)
    assert len(check_hand(parse_cards(["Vulca 1"] * 4 + ["Vulca 2"] * 3 + ["Vulca 3"] * 3))) == 10
    assert check_box_value(5) == 5 and check_box_value(2) == 2
    assert check_box_colour("any") == "any" and check_box_colour("cerna") == "black"
    out = score_record(pay("black", 5, ["Vulca 3"] * 10)).to_json()
    assert out["cards_used"] == ["Vulca 3", "Vulca 3"]  # 3 + 3 = 6 >= 5: two cards (fewest)


def test_a_hand_larger_than_the_search_takes_is_refused_in_domain_terms() -> None:
    hand = parse_cards([f"{p} {v}" for p in ("Vulca", "Terrah", "Aqua", "Flit") for v in (1, 2, 3)] * 3)  # 36
    with pytest.raises(InputError, match="a hand of 36 cards is too many to search: list at most 30"):
        check_hand(hand)


@pytest.mark.parametrize(
    "pillars, message",
    [
        (["Pillar 1"] * 11, "11 Pillar cards, but the deck has 10"),
        (["Pillar 1"] * 6 + ["Pillar 2"] * 5, "11 Pillar cards"),
    ],
)
def test_pillars_are_bounded_by_the_deck(pillars: list[str], message: str) -> None:
    record = {
        "game": "bluemoon",
        "event": "offering",
        "player_count": 4,
        "spaces_filled": 2,
        "crystals": 30,
        "pillars": pillars,
    }
    with pytest.raises(InputError, match=r"^\$\.pillars: " + message):
        score_record(record)
    with pytest.raises(InputError, match="^" + message):
        check_pillars([parse_card(p) for p in pillars])


@pytest.mark.parametrize(
    "boxes, where, message",
    [
        ([{"colour": "red", "value": 9}], "$.building.boxes[0].value", "got 9"),
        ([{"colour": "green", "value": 3}], "$.building.boxes[0].colour", "no building has green boxes"),
        ([{"colour": "red", "value": 3}] * 4, "$.building.boxes", "4 boxes, but a building has 1 to 3"),
    ],
)
def test_typed_tiles_are_bounded_too(boxes: list[dict], where: str, message: str) -> None:
    record = {
        "game": "bluemoon",
        "event": "building",
        "cubes": ["A"] * len(boxes),
        "building": {"name": "X", "boxes": boxes, "majority": {}, "participation": {}},
    }
    with pytest.raises(InputError) as err:
        score_record(record)
    assert str(err.value).startswith(where + ":") and message in str(err.value), err.value


def test_five_neighbours_name_the_source() -> None:
    record = {
        "game": "bluemoon",
        "event": "building",
        "building": "Thermae",
        "cubes": ["A", "B", "C"],
        "adjacent_completed": ["Mill", "Library", "Citadel", "Aqueduct", "Hospice"],
    }
    with pytest.raises(InputError, match=r"\$\.adjacent_completed: 5 neighbours, but a tile touches at most 4"):
        score_record(record)


@pytest.mark.parametrize(
    "record, message",
    [
        # trial 2, §7 records: "expected `int` >= 0" was jargon
        (
            {
                "event": "end",
                "city_complete": True,
                "players": [
                    {"name": "A", "offerings": -1, "crystals": 0},
                    {"name": "B", "offerings": 0, "crystals": 0},
                ],
            },
            "$.players[0].offerings: A's number of offerings must be 0 or more, got -1: fix it",
        ),
        (
            {
                "event": "building",
                "building": {"name": "Thermae", "majority": {"crystals": -1}},
                "cubes": ["A", "B", "C"],
            },
            "$.building.majority.crystals: the number of crystals must be 0 or more, got -1: fix it",
        ),
        # a misspelt event is suggested by its record name
        ({"event": "paymnet"}, "unknown event 'paymnet': did you mean 'payment'?"),
    ],
)
def test_record_messages_in_plain_words(record: dict, message: str) -> None:
    with pytest.raises(InputError) as err:
        score_record({"game": "bluemoon", **record})
    assert str(err.value) == message or str(err.value).startswith(message), err.value
