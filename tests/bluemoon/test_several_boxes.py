"""Issue 13 (Blue Moon City): several boxes of one building paid at once, and the other ways to pay one box.

The rules, from the Czech rulebook (translated by Prokop Opletal): p.2-3, a contribution discards cards of
the box's colour whose values reach at least the box's value; "Můžete provést více rekonstrukcí za kolo, ale
každá musí být prováděna zvlášť se samostatnými kartami" (several contributions a turn, each with its own
cards); p.3, a Royal Palace box takes one colour, each box its own; p.6, every Khind is a wild worth 1, any two
Mimix 1/2 are a wild worth 3, a Hoax 1 recolours up to four cards of one colour "a poté udělat jednu
rekonstrukci" (for one contribution). Every expected plan below was worked out by hand from those rules.
"""

from __future__ import annotations

import itertools
import json
import re
from pathlib import Path

import pytest
from helpers import run_cli

from scorer.core.errors import InputError
from scorer.games.bluemoon import score_record
from scorer.games.bluemoon.cards import parse_cards
from scorer.games.bluemoon.payment import best_payment, pay_boxes, ways_to_pay


def plan(boxes: list[tuple[str, int]], hand: str):
    return pay_boxes(boxes, parse_cards(hand))


def used(result) -> list[list[str] | None]:
    return [None if p is None else p.cards_used for p in result.payments]


# --- several boxes ------------------------------------------------------------------


def test_the_issue_example_pays_all_three_boxes() -> None:
    # blue 3, blue 2, blue 2 need 7; the hand holds exactly 7 (Aqua 3 + 2 + 1, Khind a wild 1, p.6): every card
    # is spent. Aqua 3 alone pays the 3; Aqua 2 one 2; Aqua 1 + Khind the other 2 (no other split reaches all three)
    res = plan([("blue", 3), ("blue", 2), ("blue", 2)], "Aqua 3, Aqua 2, Aqua 1, Khind")
    assert res.boxes_paid == 3
    assert used(res) == [["Aqua 3"], ["Aqua 2"], ["Aqua 1", "Khind 1"]]
    assert res.cards_left == []


def test_the_most_boxes_not_the_cheapest_first_box() -> None:
    # blue 2 then blue 3 with Aqua 3, Khind, Khind: paying the 2 with Aqua 3 (one card, the cheapest for that box
    # alone) leaves 2 for the 3; Khind + Khind (2) on the 2 and Aqua 3 on the 3 pays both
    res = plan([("blue", 2), ("blue", 3)], "Aqua 3, Khind, Khind")
    assert res.boxes_paid == 2 and used(res) == [["Khind 1", "Khind 1"], ["Aqua 3"]] and res.cards_left == []


def test_then_the_most_value_stays_in_hand() -> None:
    # one blue 2 box, Aqua 3 + Khind + Khind: Aqua 3 pays it (keeps 2 in hand), Khind + Khind pays it too and
    # keeps Aqua 3 (3 in hand): the several-box answer keeps the most value
    res = plan([("blue", 2)], "Aqua 3, Khind, Khind")
    assert res.boxes_paid == 1 and used(res) == [["Khind 1", "Khind 1"]] and res.cards_left == ["Aqua 3"]


def test_a_hoax_serves_one_contribution_only() -> None:
    # grey 3, grey 3 with Hoax 1, Aqua 3, Aqua 3: the Hoax 1 makes the Aquas grey for ONE contribution (p.6), so
    # only one box is paid; the other Aqua 3 stays in hand
    res = plan([("grey", 3), ("grey", 3)], "Hoax 1, Aqua 3, Aqua 3")
    assert res.boxes_paid == 1
    assert used(res) == [["Hoax 1", "Aqua 3"], None] and res.cards_left == ["Aqua 3"]


def test_a_mimix_pair_stays_in_one_box() -> None:
    # brown 3, brown 3 with Mimix 1, Mimix 2: together one wild worth 3 (p.6); apart, Mimix 1 and Mimix 2 are
    # brown 1 and brown 2, neither reaching 3: one box
    res = plan([("brown", 3), ("brown", 3)], "Mimix 1, Mimix 2")
    assert res.boxes_paid == 1 and used(res) == [["Mimix 1", "Mimix 2"], None]


def test_palace_boxes_each_take_their_own_colour() -> None:
    # Royal Palace boxes any 5 and any 4 (p.3: one colour per box): Vulca 3 + Vulca 2 in black, Terrah 3 + Khind
    # in red; nothing is left
    res = plan([("any", 5), ("any", 4)], "Vulca 3, Terrah 3, Vulca 2, Khind")
    assert res.boxes_paid == 2
    assert used(res) == [["Vulca 3", "Vulca 2"], ["Terrah 3", "Khind 1"]]
    assert [p.colour for p in res.payments if p] == ["black", "red"]


def test_no_box_can_be_paid() -> None:
    res = plan([("black", 5), ("black", 3)], "Aqua 3, Vulca 2")
    assert res.boxes_paid == 0 and used(res) == [None, None] and res.cards_left == ["Aqua 3", "Vulca 2"]


def test_the_search_is_exact_against_every_assignment() -> None:
    # brute force over every way to give each card to a box or keep it: the most boxes, then the most printed
    # value kept, as pay_boxes finds it
    boxes = [("blue", 3), ("blue", 2), ("any", 4)]
    hand = parse_cards("Aqua 2, Aqua 1, Khind, Mimix 1, Mimix 2, Hoax 2, Vulca 3, Aqua 3")
    best = (-1, -1)
    pays: dict[tuple[int, tuple[int, ...]], bool] = {}
    for places in itertools.product(range(len(boxes) + 1), repeat=len(hand)):
        paid, kept = 0, 0
        for b, (colour, value) in enumerate(boxes):
            given = tuple(i for i, p in enumerate(places) if p == b)
            if (b, given) not in pays:
                pays[b, given] = bool(given) and best_payment(colour, value, [hand[i] for i in given]).can_pay
            paid += pays[b, given]
        kept = sum(c.value for c, p in zip(hand, places, strict=True) if p == len(boxes))
        best = max(best, (paid, kept))
    res = pay_boxes(boxes, hand)
    assert (res.boxes_paid, sum(c.value for c in res.left)) == best


def test_a_several_box_record_answers_in_the_issue_shape() -> None:
    record = {
        "game": "bluemoon",
        "event": "payment",
        "boxes": [{"colour": "blue", "value": 3}, {"colour": "blue", "value": 2}, {"colour": "modrá", "value": 2}],
        "hand": ["Aqua 3", "Aqua 2", "Aqua 1", "Khind"],
    }
    data = score_record(record).to_json()
    assert data["boxes_paid"] == 3 and data["cards_left"] == []
    assert [p["box"] for p in data["payments"]] == [
        {"colour": "blue", "value": 3},
        {"colour": "blue", "value": 2},
        {"colour": "blue", "value": 2},
    ]
    assert [p["cards_used"] for p in data["payments"]] == [["Aqua 3"], ["Aqua 2"], ["Aqua 1", "Khind 1"]]
    assert isinstance(data["assumptions"], list) and data["assumptions"]


@pytest.mark.parametrize(
    "fields, message",
    [
        ({"box": {"colour": "blue", "value": 3}, "boxes": [{"colour": "blue", "value": 3}]}, "not both"),
        ({}, "box"),
        ({"boxes": []}, "at least one box"),
        ({"boxes": [{"colour": "blue", "value": 9}]}, "$.boxes[0].value"),
        ({"boxes": [{"colour": "any", "value": 3}] * 5}, "5 boxes, but a building has at most 4"),
        ({"boxes": [{"colour": "blue", "value": 3}] * 4}, "4 boxes, but a blue building has at most 3"),
        ({"boxes": [{"colour": "blue", "value": 3}, {"colour": "black", "value": 3}]}, "share its colour"),
    ],
)
def test_bad_several_box_records(fields: dict, message: str) -> None:
    # a tile has 1-3 boxes, the Royal Palace 4 (Czech rulebook p.2), of the tile's one colour (the Palace's any)
    with pytest.raises(InputError, match=re.escape(message)):
        score_record({"game": "bluemoon", "event": "payment", "hand": ["Aqua 3"], **fields})


def test_pay_with_several_box_options_on_the_command_line() -> None:
    args = ["bluemoon", "pay", "--box", "blue", "3", "--box", "blue", "2", "--box", "blue", "2", "a3", "a2", "a1", "k"]
    code, out, err = run_cli(*args)
    assert code == 0, err
    assert "All 3 boxes paid" in out
    assert "blue 3: Aqua 3" in out and "blue 2: Aqua 2" in out and "blue 2: Aqua 1, Khind 1" in out
    code, out, err = run_cli(*args, "--json")
    data = json.loads(out)
    assert code == 0 and data["boxes_paid"] == 3 and data["cards_left"] == [], err


@pytest.mark.parametrize(
    "args, message",
    [
        (["--box", "blue"], "--box needs a colour and a value"),
        (["--box", "blue", "x", "a3"], "--box value 'x' is not a whole number"),
        (["--box", "purple", "3", "a3"], "--box: unknown colour 'purple'"),
        (["blue", "3", "--box", "blue", "2", "a3"], "give every box with --box"),
    ],
)
def test_bad_box_options_exit_2_one_line(args: list[str], message: str) -> None:
    code, out, err = run_cli("bluemoon", "pay", *args)
    assert code == 2 and out == "" and err.count("\n") == 1 and message in err, err


# --- one box: the other ways to pay it -------------------------------------------------


def test_ways_to_pay_are_every_way_with_no_card_to_spare() -> None:
    # black 5 with Vulca 2, Khind, Mimix 1, Mimix 2, Hoax 1, Aqua 3 (the trial's hand but Aqua 1): Vulca 2 + the
    # Mimix pair (2 + 3); Vulca 2 + Aqua 3 made black by the Hoax 1 (2 + 3); Vulca 2 + Khind + Mimix pair is one
    # card too many (Vulca 2 + pair already pays), Aqua 3 + Khind + Hoax 1 reaches only 4
    ways = ways_to_pay("black", 5, parse_cards("Vulca 2, Khind, Mimix 1, Mimix 2, Hoax 1, Aqua 3"))
    found = {tuple(sorted(w.cards_used)) for w in ways}
    assert ("Mimix 1", "Mimix 2", "Vulca 2") in found
    assert ("Aqua 3", "Hoax 1", "Vulca 2") in found
    assert ("Khind 1", "Mimix 1", "Mimix 2", "Vulca 2") not in found
    for w in ways:  # no card to spare: without any one of them the box is not paid
        assert w.can_pay
        for i in range(len(w.uses)):
            rest = [u.card for j, u in enumerate(w.uses) if j != i]
            assert not best_payment("black", 5, rest).can_pay


def test_a_one_box_answer_lists_other_ways_and_what_each_keeps() -> None:
    # the trial: "It happily spends the Mimix pair (a wild worth 3) where Aqua 3 + Hoax 1 pays the same 5"
    record = {
        "game": "bluemoon",
        "event": "payment",
        "box": {"colour": "black", "value": 5},
        "hand": ["Vulca 2", "Khind", "Mimix 1", "Mimix 2", "Hoax 1", "Aqua 3", "Aqua 1"],
    }
    res = score_record(record)
    data = res.to_json()
    assert data["cards_used"] == ["Vulca 2", "Mimix 1", "Mimix 2"]  # the cheapest, as before
    assert data["cards_left"] == ["Khind 1", "Hoax 1", "Aqua 3", "Aqua 1"]
    others = data["other_ways"]
    assert 1 <= len(others) <= 3
    hoax_way = {
        "cards_used": ["Vulca 2", "Hoax 1", "Aqua 3"],
        "cards_left": ["Khind 1", "Mimix 1", "Mimix 2", "Aqua 1"],
    }
    assert any({k: w[k] for k in ("cards_used", "cards_left")} == hoax_way for w in others)
    assert all(w["cards_used"] != data["cards_used"] for w in others)
    text = res.render()
    assert "Keeps Khind 1, Hoax 1, Aqua 3, Aqua 1." in text
    assert "Other ways to pay it:" in text
    assert "Vulca 2, Hoax 1, Aqua 3 (reaches 5, exact), keeps Khind 1, Mimix 1, Mimix 2, Aqua 1" in text


def test_a_single_way_lists_no_other() -> None:
    data = score_record(
        {"game": "bluemoon", "event": "payment", "box": {"colour": "black", "value": 3}, "hand": ["Vulca 3"]}
    ).to_json()
    assert data["other_ways"] == [] and data["cards_left"] == []


def test_a_hand_beyond_the_plan_search_gets_the_cheapest_payment_only() -> None:
    # 16 cards: the cheapest payment as before, and a line that other ways are searched up to 15 cards
    hand = ["Vulca 1", "Terrah 2", "Aqua 1", "Flit 2", "Khind", "Mimix 1", "Hoax 2", "Pillar 1"] * 2
    res = score_record({"game": "bluemoon", "event": "payment", "box": {"colour": "any", "value": 5}, "hand": hand})
    assert res.to_json()["can_pay"] and res.to_json()["other_ways"] == []
    assert "(other ways to pay it are searched for hands of up to 15 cards)" in res.render()
    with pytest.raises(InputError, match="too many to plan several boxes: list at most 15"):
        score_record({"game": "bluemoon", "event": "payment", "boxes": [{"colour": "any", "value": 5}], "hand": hand})


def test_most_value_agrees_with_the_payment_search() -> None:
    # the fast count behind ways_to_pay against best_payment's search, on 400 hands of 1-5 cards drawn at random
    import random

    from scorer.games.bluemoon.cards import card_names
    from scorer.games.bluemoon.payment import most_value

    names = card_names()
    draw = random.Random(13)
    for _ in range(400):
        hand = parse_cards(draw.choices(names, k=draw.randint(1, 5)))
        for colour in ("black", "brown", "white", "grey"):
            for value in (2, 4, 6):
                assert (most_value(colour, hand) >= value) == best_payment(colour, value, hand).can_pay, (hand, colour)


def test_several_boxes_keep_the_one_box_form_unchanged() -> None:
    # 'pay black 5 …' answers as before: can_pay, cards_used, value (test_cli pins the rest)
    code, out, err = run_cli("bluemoon", "pay", "black", "5", "v3", "k", "mi1", "mi2", "--json")
    data = json.loads(out)
    assert code == 0 and data["can_pay"] is True and data["cards_used"] == ["Vulca 3", "Mimix 1", "Mimix 2"], err
    assert "boxes_paid" not in data


def test_docs_name_the_several_box_form() -> None:
    text = (Path(__file__).resolve().parents[2] / "docs" / "bluemoon.md").read_text(encoding="utf-8")
    assert "--box black 5 --box black 3" in text and '"boxes"' in text and "other_ways" in text


# --- sources cited themselves (issue 13: docs cited shared/reference/*.json, which is not in the repository) ---

ROOT = Path(__file__).resolve().parents[2]


def test_the_docs_data_and_code_cite_the_sources_themselves() -> None:
    import re

    files = [ROOT / "docs" / "bluemoon.md", *(ROOT / "cards_data" / "bluemoon").glob("*.json")]
    files += [*(ROOT / "scorer" / "games" / "bluemoon").glob("*.py"), *(ROOT / "examples").glob("bluemoon-*.json")]
    for path in files:
        text = path.read_text(encoding="utf-8")
        for outside in ("shared/reference", "reference/", "000_7d5d67c3a83db1b1", "seed p."):
            assert outside not in text, (path.name, outside)
    data = json.loads((ROOT / "cards_data" / "bluemoon" / "buildings.json").read_text(encoding="utf-8"))
    docs = (ROOT / "docs" / "bluemoon.md").read_text(encoding="utf-8")
    used = {code for b in data["buildings"] for code in re.findall(r"\bS\d+\b", b["source"])}
    assert used <= set(data["sources"])  # every code a tile cites is named in the file
    for code, source in data["sources"].items():  # and in the docs, with its address
        address = re.search(r"[a-z0-9.-]+\.(?:com|net|info|de)\b", source)
        assert f"| {code} |" in docs and (address is None or address.group(0) in docs), code
