"""The shortcut of the reading "a card counts itself when it fits" (issue 10: the search's speed).

:func:`~scorer.games.realms.resolve._readings` works out the hand again without that reading for every
hand it scores; :func:`~scorer.games.realms.resolve.may_count_itself` tells which cards it can change,
from what each card's text reads (``suit_groups``, ``mentions``), and only those are worked out again.
Checked here over random hands of the base game and of the expansions, with the best declarations (Book
of Changes and the wild cards move suits and names) and with Book of Changes forced onto random suits:
the shortcut's outcome must be that of the whole hand worked out again without the reading (its BLANKED
conditions too).
"""

from __future__ import annotations

import random

import pytest

from scorer.core.errors import RuleError
from scorer.games.realms.cards import deck, deck_for
from scorer.games.realms.effects import points_only
from scorer.games.realms.resolve import (
    Declarations,
    _outcome_without,
    _per_card,
    best,
    context,
    may_count_itself,
    resolve,
)
from scorer.games.realms.table import Table


def _hands(d, rnd: random.Random, n: int):
    ids = [c for c in d.cards if not c.endswith("_deluxe")]
    for _ in range(n):
        hand = rnd.sample(ids, 7)
        if "necromancer" in hand:
            hand.remove("necromancer")
            hand.append(rnd.choice([c for c in ids if c not in hand]))
        yield hand


def _check(hand, result, d) -> int:
    """The shortcut's outcome without the reading equals the whole hand worked out again without it."""
    dec = result.declarations
    ctx = context(hand, Table(), d)
    with points_only():
        assert _outcome_without("self", hand, dec, d, result, ctx) == _per_card(
            hand, dec, d, frozenset(["self"]), ctx
        ), (hand, dec)
    return sum(1 for c in result.cards if not c.blanked and not may_count_itself(c.slot, d))


@pytest.mark.parametrize("expansions", [(), ("cursed_hoard", "promo")])
def test_a_card_called_safe_scores_the_same_without_the_reading(expansions):
    d = deck_for(expansions) if expansions else deck()
    rnd = random.Random(f"self-{expansions}")
    safe = 0
    for hand in _hands(d, rnd, 300):
        try:
            safe += _check(hand, best(hand, d=d), d)
        except RuleError:
            continue  # a hand the table could not hold (a card of the wrong size, a replaced pair)
        if "book_of_changes" in hand:
            target = rnd.choice([c for c in hand if c != "book_of_changes"])
            suit = rnd.choice([s for s in d.suits if s != "wild"])
            try:
                safe += _check(hand, resolve(hand, Declarations(book_of_changes=(target, suit)), d), d)
            except RuleError:
                continue
    assert safe > 500  # the shortcut is taken (most cards cannot count themselves)


def test_a_card_whose_text_names_its_own_suit_is_worked_out():
    # Bell Tower (a Land) reads Wizards ("+15 with any Wizard"): as a Wizard by Book of Changes it may
    # count itself (rulebook's second example: any card may become what a bonus needs), so it is worked
    # out again; as a Land it cannot. King (a Leader) reads Armies and Queen: it cannot count itself.
    d = deck()
    moved = resolve(["bell_tower", "book_of_changes"], Declarations(book_of_changes=("bell_tower", "wizard")), d)
    assert may_count_itself(moved.cards[0].slot, d)
    plain = resolve(["bell_tower", "king"], Declarations(), d)
    assert [may_count_itself(c.slot, d) for c in plain.cards] == [False, False]
    # Collector reads every suit: always worked out
    assert may_count_itself(resolve(["collector", "king"], Declarations(), d).cards[0].slot, d)
