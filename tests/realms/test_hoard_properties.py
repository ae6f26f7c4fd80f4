"""The base game's property tests with The Cursed Hoard and the promo cards in play (issue 11):
random legal hands from ``deck_for(("cursed_hoard", "promo"), printing)``, at random tables.

- the result does not depend on the order the cards are entered in;
- forced choices never beat the best;
- random hands resolve, each card's points adding up;
- :func:`best` reaches the best total over EVERY legal declaration (every name and suit a wild card may
  take, every suit for Book of Changes, every target of Doppelgänger, Island and Angel), both for the
  hands the fast search scores and for those :func:`~.resolve.brute_force` scores;
- the search's bonus facts (``Rule.monotone`` / ``bound`` / ``points``) hold for the new cards.
"""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorer.games.realms.cards import deck_for
from scorer.games.realms.effects import RULES, Context, Slot
from scorer.games.realms.resolve import (
    ALL_DECLARERS,
    Declarations,
    _island_fits,
    _total,
    allowed_suits,
    best,
    context,
    exact_only,
    held_card,
    options,
    resolve,
)
from scorer.games.realms.table import Table

DECKS = {p: deck_for(("cursed_hoard", "promo"), p) for p in ("original", "deluxe")}
DECLARING = {"doppelganger", "mirage_ch", "shapeshifter_ch", "book_of_changes", "island", "angel"}


@st.composite
def tables(draw, max_size=8):
    """``(deck, hand, table)``: a random hand of the expansion deck of a random printing, and a table
    whose discard area holds other cards of that deck."""
    d = DECKS[draw(st.sampled_from(sorted(DECKS)))]
    ids = sorted(d.cards)
    hand = draw(st.lists(st.sampled_from(ids), min_size=1, max_size=max_size, unique=True))
    area = draw(st.lists(st.sampled_from([c for c in ids if c not in hand]), max_size=5, unique=True))
    players = draw(st.sampled_from([None, 2, 3, 4, 5, 6]))
    return d, hand, Table(players=players, discard_area=tuple(area))


@settings(max_examples=150, deadline=None)
@given(tables(), st.randoms(use_true_random=False))
def test_total_does_not_depend_on_card_order(t, rnd):
    d, hand, table = t
    shuffled = list(hand)
    rnd.shuffle(shuffled)
    a, b = best(hand, None, d, table), best(shuffled, None, d, table)
    assert a.total == b.total
    assert {c.slot.card_id: c.points for c in a.cards} == {c.slot.card_id: c.points for c in b.cards}


@settings(max_examples=150, deadline=None)
@given(tables(), st.data())
def test_forced_declarations_never_beat_the_best(t, data):
    d, hand, table = t
    top = best(hand, None, d, table).total
    chosen = {k: data.draw(st.sampled_from(v)) for k, v in options(hand, d).items()}
    try:
        forced = resolve(hand, Declarations(**chosen), d, table)
    except ValueError:  # e.g. Island on a card that is no Flood or Flame: refused, fine
        return
    assert forced.total <= top


@settings(max_examples=300, deadline=None)
@given(tables())
def test_random_hands_resolve(t):
    d, hand, table = t
    result = best(hand, None, d, table)
    assert len(result.cards) == len(hand)
    for c in result.cards:
        assert c.points == (0 if c.blanked else c.slot.base + c.bonus_points + c.penalty_points)
    assert result.total == sum(c.points for c in result.cards)


def every_declaration_best(hand, d, table):
    """The best total over EVERY legal declaration, without any pruning."""
    suits = [s for s in d.suits if s != "wild"]
    held = set(hand)
    opts: dict[str, list] = {}
    if "doppelganger" in held:
        opts["doppelganger"] = [None] + [c for c in hand if d[c].suit != "wild"]
    for wild in ("mirage", "shapeshifter"):
        card = held_card(wild, held)
        if card:
            allowed = allowed_suits(card, d)
            opts[wild] = (
                [None] + [(None, s) for s in allowed] + [(c.id, c.suit) for c in d.cards.values() if c.suit in allowed]
            )
    if "book_of_changes" in held:
        opts["book_of_changes"] = [None] + [
            (c, s) for c in hand if c not in ("book_of_changes", "phoenix_deluxe") for s in suits
        ]
    if "island" in held:
        opts["island"] = [None] + [c for c in hand if c != "island"]
    if "angel" in held:
        opts["angel"] = [None] + [c for c in hand if c != "angel"]
    assert set(opts) <= set(ALL_DECLARERS)
    ctx = context(hand, table, d)
    totals = []
    for combo in itertools.product(*opts.values()):
        dec = Declarations(**dict(zip(opts, combo, strict=True)))
        if dec.island and not _island_fits(hand, dec, True, d):
            continue  # Island on a card that is no Flood or Flame
        totals.append(_total(hand, dec, d, ctx)[0])
    return max(totals)


@settings(max_examples=80, deadline=None)
@given(
    st.sampled_from(sorted(DECKS)),
    st.lists(st.sampled_from(sorted(DECLARING)), min_size=1, max_size=2, unique=True),
    st.lists(st.sampled_from(sorted(set(DECKS["original"].cards) - DECLARING)), min_size=2, max_size=5, unique=True),
    st.sampled_from([None, 2, 4]),
)
def test_best_finds_what_every_declaration_finds(printing, declarers, others, players):
    d = DECKS[printing]
    hand = [c for c in declarers + others if c in d.cards]
    table = Table(players=players)
    assert best(hand, None, d, table).total == every_declaration_best(hand, d, table)


@pytest.mark.parametrize("seed", range(4))
def test_the_fast_search_scores_the_expansion_cards_it_gets(seed):
    # hands the fast search resolves (not exact_only) with a declaring card and the new cards
    rnd = random.Random(seed)
    d = DECKS["original"]
    plain = sorted(c for c in set(d.cards) - DECLARING if not exact_only([c], d))
    tried = 0
    while tried < 25:
        hand = rnd.sample(["doppelganger", "book_of_changes", "island"], rnd.randint(1, 2)) + rnd.sample(plain, 4)
        if not any(d[c].expansion != "base" for c in hand):
            continue
        tried += 1
        assert best(hand, None, d).total == every_declaration_best(hand, d, Table()), hand


# --- the bonus facts the search's bounds rest on, for the new cards (as test_search.test_bonus_bounds_hold)

D = DECKS["original"]
NEW = [c for c, r in RULES.items() if r.bonus and c in D.cards and D[c].expansion != "base"]
SUITS = [s for s in D.suits if s != "wild"]


def _random_slots(rnd, first, n, ctx):
    ids = sorted(c for c in D.cards if c != first)
    out = [Slot(0, first, first, D[first].suit, D[first].base, bonus=first, penalty=first, ctx=ctx)]
    for i, card in enumerate(rnd.sample(ids, n - 1), start=1):
        c = D[card]
        name, suit, base = card, c.suit, c.base
        if c.suit == "wild":
            name, suit = None, rnd.choice(SUITS)
        elif rnd.random() < 0.2:
            suit = rnd.choice(SUITS)
        s = Slot(i, card, name, suit, base, bonus=card, penalty=card, extra=c.extra_suits, ctx=ctx)
        s.cleared, s.army_cleared = rnd.random() < 0.2, rnd.random() < 0.2
        out.append(s)
    return out


def _points(rule, me, hand):
    return sum(p for p, _ in rule.bonus(me, hand))


@pytest.mark.parametrize("card", NEW)
def test_new_bonus_bounds_hold(card):
    rule = RULES[card]
    rnd = random.Random(card)
    ctx = Context(Table(players=4), 8, ("land", "army", "beast"), ("cavern", "knights", "unicorn"), D)
    for _ in range(300):
        hand = _random_slots(rnd, card, rnd.randint(2, 8), ctx)
        me = hand[0]
        if rule.points:
            assert rule.points(me, hand) == _points(rule, me, hand)
        if rule.monotone:
            smaller = [me] + [s for s in hand[1:] if rnd.random() < 0.6]
            assert _points(rule, me, smaller) <= _points(rule, me, hand), (card, smaller, hand)
        if rule.subadditive:  # at most the bonus alone plus what each other card adds to it alone
            # (the card as printed, and given another suit, as Book of Changes does)
            other = Slot(0, card, card, rnd.choice(SUITS), me.base, bonus=card, penalty=card, ctx=ctx)
            for mine in (me, other):
                here = [mine, *hand[1:]]
                alone = _points(rule, mine, [mine])
                adds = sum(_points(rule, mine, [mine, c]) - alone for c in hand[1:])
                assert _points(rule, mine, here) <= alone + adds, (card, here)
        if rule.bound or rule.monotone:
            drawn = [s for s in hand if s is me or rnd.random() < 0.7]
            bound = rule.bound(me, hand) if rule.bound else _points(rule, me, hand)
            assert bound >= _points(rule, me, drawn), (card, hand, drawn)
