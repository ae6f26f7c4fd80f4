"""Payment for one box (seed p.2-3 contribution rule, pp.5-6 card powers; reference card_peoples, S1 pp.2, 4-5).

Every expected value below was worked out by hand from those rules.
"""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorer.core.errors import RuleError, UnknownNameError
from scorer.games.bluemoon.cards import Card, parse_card, parse_cards, parse_colour
from scorer.games.bluemoon.payment import best_payment


def pay(colour: str, value: int, hand: str):
    return best_payment(colour, value, parse_cards(hand))


# --- card and colour names (issue 5: people, English colour, Czech colour from the seed) ---


@pytest.mark.parametrize(
    "text, card",
    [
        ("Vulca 3", Card("vulca", 3)),
        ("black 3", Card("vulca", 3)),
        ("černá 3", Card("vulca", 3)),
        ("cerna 3", Card("vulca", 3)),
        ("červená 2", Card("terrah", 2)),
        ("modrá 1", Card("aqua", 1)),
        ("šedá 2", Card("flit", 2)),
        ("zelená 1", Card("khind", 1)),
        ("Khind", Card("khind", 1)),
        ("hnědá 2", Card("mimix", 2)),
        ("bílá 1", Card("hoax", 1)),
        ("žlutá 2", Card("pillar", 2)),
        ("VULCA3", Card("vulca", 3)),
        ("yellow 1", Card("pillar", 1)),
    ],
)
def test_card_names(text: str, card: Card) -> None:
    assert parse_card(text) == card


def test_card_errors() -> None:
    with pytest.raises(UnknownNameError, match="Vulca"):
        parse_card("Vulka 3")
    with pytest.raises(RuleError, match="no Khind 2"):  # every Khind is a 1 (reference card_peoples)
        parse_card("Khind 2")
    with pytest.raises(RuleError, match="no value"):
        parse_card("Vulca")


@pytest.mark.parametrize("text", ["Vulca -3", "Khind -1", "Pillar -2", "černá -2", "Vulca " + "9" * 5000])
def test_negative_card_value_is_refused(text: str) -> None:
    # issue 5: negative numbers are bad input; a minus sign must not be read as a separator ("Vulca -3" is not
    # Vulca 3); a value too long for int() is a one-line error, not a traceback
    with pytest.raises(RuleError, match="there is no"):
        parse_card(text)
    with pytest.raises(UnknownNameError):
        parse_colour("purple")
    assert parse_colour("Palác") == "any" and parse_colour("Aqua") == "blue"


# --- plain payment (seed p.2: values add up to at least the box value) ---


def test_exact_payment_uses_one_card() -> None:
    p = pay("black", 3, "Vulca 1, Vulca 3, Vulca 2")
    assert (p.can_pay, p.cards_used, p.value) == (True, ["Vulca 3"], 3)


def test_overpay_is_allowed_with_no_change() -> None:
    p = pay("red", 4, "Terrah 3, Terrah 3")
    assert (p.can_pay, p.cards_used, p.value) == (True, ["Terrah 3", "Terrah 3"], 6)


def test_fewest_cards_beat_less_overpay() -> None:
    # 5 with Aqua 3 + Aqua 3 (2 cards, 6) beats Aqua 3 + Aqua 1 + Aqua 1 (3 cards, exact 5)
    p = pay("blue", 5, "Aqua 1, Aqua 3, Aqua 1, Aqua 3")
    assert (p.cards_used, p.value) == (["Aqua 3", "Aqua 3"], 6)


def test_same_count_prefers_less_overpay() -> None:
    # two cards either way: Vulca 3 + Vulca 2 = 5 (exact) rather than Vulca 3 + Vulca 3 = 6
    p = pay("black", 5, "Vulca 3, Vulca 3, Vulca 2")
    assert (p.cards_used, p.value) == (["Vulca 3", "Vulca 2"], 5)


def test_other_colours_cannot_pay() -> None:
    p = pay("red", 3, "Vulca 3, Aqua 3")
    assert (p.can_pay, p.cards_used, p.value) == (False, [], 0)


def test_cannot_pay_reports_best_reachable() -> None:
    # black 5 with Vulca 2, Vulca 1, Khind 1, Aqua 3: best is 2 + 1 + 1 = 4, one short
    p = pay("black", 5, "Vulca 2, Vulca 1, Khind 1, Aqua 3")
    assert (p.can_pay, p.value, sorted(p.cards_used)) == (False, 4, ["Khind 1", "Vulca 1", "Vulca 2"])


# --- wilds: Khind 1 (seed p.6), Mimix pair = wild 3 (seed p.6) ---


def test_khind_adds_one_to_any_colour() -> None:
    p = pay("grey", 4, "Flit 3, Khind 1")
    assert (p.can_pay, p.cards_used, p.value) == (True, ["Flit 3", "Khind 1"], 4)


def test_khinds_alone_pay() -> None:
    p = pay("yellow", 2, "Khind, Khind, Aqua 3")
    assert (p.can_pay, p.cards_used, p.value) == (True, ["Khind 1", "Khind 1"], 2)


@pytest.mark.parametrize("pair", ["Mimix 1, Mimix 1", "Mimix 2, Mimix 2", "Mimix 1, Mimix 2"])
def test_any_mimix_pair_is_a_wild_three(pair: str) -> None:
    p = pay("black", 3, pair)
    assert (p.can_pay, p.value, len(p.cards_used)) == (True, 3, 2)


def test_mimix_pair_plus_colour() -> None:
    # the example: black 5 with Vulca 3 + (Mimix 1 + Mimix 2 = 3) = 6; the Khind alone would reach only 4
    p = pay("black", 5, "Vulca 3, Khind 1, Mimix 1, Mimix 2")
    assert (p.can_pay, p.cards_used, p.value) == (True, ["Vulca 3", "Mimix 1", "Mimix 2"], 6)


def test_single_mimix_is_not_wild() -> None:
    p = pay("black", 2, "Mimix 2")
    assert (p.can_pay, p.value) == (False, 0)


def test_mimix_pays_brown_at_face_value() -> None:
    # brown 4: Mimix 2 + Mimix 2 used for value = 4 (as a pair they would make only 3)
    p = pay("brown", 4, "Mimix 2, Mimix 2")
    assert (p.can_pay, p.value) == (True, 4)
    assert all(u.role == "value" for u in p.uses)


def test_mimix_3_has_no_pair_power() -> None:
    p = pay("black", 3, "Mimix 3, Mimix 1")
    assert (p.can_pay, p.value) == (False, 0)


# --- Hoax: value 1 recolours up to 4 cards of one colour, value 2 one card (seed p.6; reference S1 p.5) ---


def test_hoax_2_recolours_one_card_and_adds_nothing() -> None:
    p = pay("yellow", 4, "Pillar 2, Aqua 3, Hoax 2")
    assert (p.can_pay, p.value) == (True, 5)
    assert [u.role for u in p.uses] == ["value", "value", "power"]


def test_hoax_2_cannot_recolour_two_cards() -> None:
    p = pay("black", 4, "Aqua 2, Aqua 2, Hoax 2")
    assert (p.can_pay, p.value) == (False, 2)


def test_hoax_1_recolours_four_cards_of_one_colour() -> None:
    p = pay("black", 8, "Aqua 2, Aqua 2, Aqua 2, Aqua 2, Hoax 1")
    assert (p.can_pay, p.value, len(p.cards_used)) == (True, 8, 5)


def test_hoax_1_recolours_at_most_four() -> None:
    p = pay("black", 10, "Aqua 2, Aqua 2, Aqua 2, Aqua 2, Aqua 2, Hoax 1")
    assert (p.can_pay, p.value) == (False, 8)


def test_hoax_1_recolours_one_colour_only() -> None:
    # Aqua 3 and Terrah 3 are two colours: one Hoax 1 covers only one of them
    p = pay("black", 6, "Aqua 3, Terrah 3, Hoax 1")
    assert (p.can_pay, p.value) == (False, 3)


def test_two_hoaxes_cover_two_colours() -> None:
    p = pay("black", 6, "Aqua 3, Terrah 3, Hoax 1, Hoax 2")
    assert (p.can_pay, p.value, len(p.cards_used)) == (True, 6, 4)


def test_hoax_used_for_value_pays_white() -> None:
    # case pay-12 and: a white box may take Hoax cards for their values
    p = pay("white", 5, "Hoax 3, Hoax 2")
    assert (p.can_pay, p.value, [u.role for u in p.uses]) == (True, 5, ["value", "value"])


def test_a_card_is_used_for_value_or_power_never_both() -> None:
    # a lone Hoax 2 cannot both recolour and count: white box 4 with Hoax 2 + Aqua 2 needs the Hoax as power
    p = pay("white", 4, "Hoax 2, Aqua 2")
    assert (p.can_pay, p.value) == (False, 2)


# --- Royal Palace box: one colour per box, plus wilds (seed p.3) ---


def test_palace_box_takes_the_best_single_colour() -> None:
    # only blue reaches 5 (Aqua 3 + Aqua 2); Vulca 3 and Terrah 2 are single cards of other colours
    p = pay("any", 5, "Vulca 3, Aqua 3, Terrah 2, Aqua 2")
    assert (p.can_pay, p.cards_used, p.value, p.colour) == (True, ["Aqua 3", "Aqua 2"], 5, "blue")


def test_palace_box_does_not_mix_colours() -> None:
    p = pay("any", 5, "Aqua 3, Vulca 2")
    assert (p.can_pay, p.value) == (False, 3)


def test_palace_box_with_wild() -> None:
    p = pay("any", 4, "Aqua 3, Khind 1, Vulca 2")
    assert (p.can_pay, p.cards_used, p.value, p.colour) == (True, ["Aqua 3", "Khind 1"], 4, "blue")


def test_box_value_below_one_is_refused() -> None:
    with pytest.raises(RuleError):
        best_payment("black", 0, [])


# --- properties ---

SIMPLE = st.lists(
    st.sampled_from(["Vulca 1", "Vulca 2", "Vulca 3", "Aqua 2", "Khind 1", "Mimix 1", "Mimix 2"]), max_size=8
)
ANY_CARD = st.lists(
    st.sampled_from(
        [f"{p} {v}" for p in ("Vulca", "Aqua", "Terrah", "Hoax", "Mimix", "Pillar") for v in (1, 2, 3)] + ["Khind 1"]
    ),
    max_size=7,
)


def oracle(hand: list[Card], target: int) -> tuple[int, int] | None:
    """Brute force for black boxes without Hoax: fewest cards, then lowest value, over subsets whose
    every card counts (Vulca at face value, Khind 1, Mimix 1/2 in pairs worth 3)."""
    best = None
    for r in range(1, len(hand) + 1):
        for sub in itertools.combinations(hand, r):
            if any(c.people not in {"vulca", "khind", "mimix"} for c in sub):
                continue
            mimix = sum(c.people == "mimix" for c in sub)
            if mimix % 2:
                continue
            value = (
                sum(c.value for c in sub if c.people == "vulca")
                + sum(c.people == "khind" for c in sub)
                + 3 * mimix // 2
            )
            if value >= target and (best is None or (r, value) < best):
                best = (r, value)
    return best


@settings(max_examples=150, deadline=None)
@given(SIMPLE, st.integers(1, 8))
def test_matches_brute_force_without_hoax(names: list[str], target: int) -> None:
    hand = parse_cards(names)
    p = best_payment("black", target, hand)
    expected = oracle(hand, target)
    assert p.can_pay == (expected is not None)
    if expected:
        assert (len(p.cards_used), p.value) == expected


@settings(max_examples=150, deadline=None)
@given(
    ANY_CARD,
    st.sampled_from(["black", "blue", "white", "brown", "any"]),
    st.integers(1, 8),
    st.sampled_from(["Vulca 3", "Hoax 1", "Khind 1", "Mimix 2"]),
)
def test_more_cards_never_hurt(names: list[str], colour: str, target: int, extra: str) -> None:
    hand = parse_cards(names)
    before = best_payment(colour, target, hand)
    after = best_payment(colour, target, [*hand, parse_card(extra)])
    bigger = [*hand, parse_card(extra)]
    if before.can_pay:  # still payable, never with more cards
        assert after.can_pay and len(after.cards_used) <= len(before.cards_used)
    else:  # the best reachable value never drops
        assert after.can_pay or after.value >= before.value
    # the cards used come from the hand, each once, and the verdict matches the value
    assert all(bigger[u.index] == u.card for u in after.uses)
    assert len({u.index for u in after.uses}) == len(after.uses)
    assert after.can_pay == (after.value >= target)


def test_large_palace_hand_is_answered() -> None:
    """A 15-card hand of every kind against a Palace box (8 colours to try); its speed is measured in
    benchmarks/bluemoon_bench.py (palace), not here."""
    hand = parse_cards(
        "Vulca 1, Vulca 3, Terrah 2, Aqua 1, Aqua 3, Flit 2, Khind, Mimix 1, Mimix 2, Hoax 1, "
        "Hoax 2, Pillar 1, Pillar 3, Terrah 3, Flit 1"
    )
    assert not best_payment("any", 40, hand).can_pay  # no colour and its wilds reach 40
    # by hand: four cards reach at most 8 (no colour has three cards; Terrah 3 + Terrah 2 + a Mimix pair (3),
    # or Hoax 1 recolouring Vulca 3 into red with Terrah 3 + 2); five reach 9 exactly, e.g. Terrah 2 + Terrah 3 +
    # Khind 1 + Mimix pair (3)
    p = best_payment("any", 9, hand)
    assert (p.can_pay, p.value) == (True, 9) and len(p.cards_used) == 5
