"""Property tests (hypothesis) over random legal Mystical Realms hands."""

from hypothesis import given, settings
from hypothesis import strategies as st

from scorer.games.realms.cards import deck
from scorer.games.realms.resolve import Declarations, best, options, resolve

IDS = sorted(deck().cards)
hands = st.lists(st.sampled_from(IDS), min_size=1, max_size=7, unique=True)


@settings(max_examples=150, deadline=None)
@given(hands, st.randoms(use_true_random=False))
def test_total_does_not_depend_on_card_order(hand, rnd):
    shuffled = list(hand)
    rnd.shuffle(shuffled)
    a, b = best(hand), best(shuffled)
    assert a.total == b.total
    assert {c.slot.card_id: c.points for c in a.cards} == {c.slot.card_id: c.points for c in b.cards}


@settings(max_examples=150, deadline=None)
@given(hands, st.data())
def test_forced_declarations_never_beat_the_best(hand, data):
    top = best(hand).total
    opts = options(hand)
    chosen = {k: data.draw(st.sampled_from(v)) for k, v in opts.items()}
    try:
        forced = resolve(hand, Declarations(**chosen))
    except ValueError:  # e.g. Island on a card that is no Flood or Flame: refused, fine
        return
    assert forced.total <= top


@settings(max_examples=300, deadline=None)
@given(hands)
def test_random_hands_resolve(hand):
    result = best(hand)
    assert len(result.cards) == len(hand)
    for c in result.cards:
        assert c.points == (0 if c.blanked else c.slot.base + c.bonus_points + c.penalty_points)
    assert result.total == sum(c.points for c in result.cards)
