"""The shortcut of the reading "a card counts itself when it fits" (issue 10: the search's speed).

:func:`~scorer.games.realms.resolve._readings` works out the hand again without that reading for every
hand it scores; :func:`~scorer.games.realms.resolve.may_count_itself` tells which cards it can change,
from what each card's text reads (``suit_groups``, ``mentions``). A card it calls safe must score the same
with the reading left out: checked here over random hands of the base game and of the expansions, with
the best declarations (Book of Changes and the wild cards move suits and names) and with Book of Changes
forced onto random suits.
"""

from __future__ import annotations

import random

import pytest

from scorer.core.errors import RuleError
from scorer.games.realms.cards import deck, deck_for
from scorer.games.realms.resolve import Declarations, _effects, _seen, best, may_count_itself, resolve


def _hands(d, rnd: random.Random, n: int):
    ids = [c for c in d.cards if not c.endswith("_deluxe")]
    for _ in range(n):
        hand = rnd.sample(ids, 7)
        if "necromancer" in hand:
            hand.remove("necromancer")
            hand.append(rnd.choice([c for c in ids if c not in hand]))
        yield hand


def _check(result, d) -> int:
    blanked = {i for i, c in enumerate(result.cards) if c.blanked}
    active = _seen([c.slot for c in result.cards], blanked)
    safe = 0
    for c in result.cards:
        if c.blanked or may_count_itself(c.slot, d):
            continue
        safe += 1
        with_self = sum(p for effects in _effects(c.slot, active) for p, _ in effects)
        without = sum(p for effects in _effects(c.slot, active, frozenset(["self"])) for p, _ in effects)
        assert with_self == without, (c.slot, [s.card_id for s in active])
    return safe


@pytest.mark.parametrize("expansions", [(), ("cursed_hoard", "promo")])
def test_a_card_called_safe_scores_the_same_without_the_reading(expansions):
    d = deck_for(expansions) if expansions else deck()
    rnd = random.Random(f"self-{expansions}")
    safe = 0
    for hand in _hands(d, rnd, 300):
        try:
            safe += _check(best(hand, d=d), d)
        except RuleError:
            continue  # a hand the table could not hold (a card of the wrong size, a replaced pair)
        if "book_of_changes" in hand:
            target = rnd.choice([c for c in hand if c != "book_of_changes"])
            suit = rnd.choice([s for s in d.suits if s != "wild"])
            try:
                safe += _check(resolve(hand, Declarations(book_of_changes=(target, suit)), d), d)
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
