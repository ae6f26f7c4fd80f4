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


def brute_force_best(hand):
    """The best total over EVERY legal declaration, without the search's pruning:
    every card name or suit a Mirage/Shapeshifter may take, every suit for Book of
    Changes, every target for Doppelgänger and Island."""
    import itertools

    from scorer.games.realms.effects import WILD_SUITS
    from scorer.games.realms.resolve import Declarations, _island_ok, _total

    d = deck()
    suits = [s for s in d.suits if s != "wild"]
    opts = {}
    if "doppelganger" in hand:
        opts["doppelganger"] = [None] + [c for c in hand if d[c].suit != "wild"]
    for wild in ("mirage", "shapeshifter"):
        if wild in hand:
            allowed = WILD_SUITS[wild]
            opts[wild] = (
                [None] + [(None, s) for s in allowed] + [(c.id, c.suit) for c in d.cards.values() if c.suit in allowed]
            )
    if "book_of_changes" in hand:
        opts["book_of_changes"] = [None] + [(c, s) for c in hand if c != "book_of_changes" for s in suits]
    if "island" in hand:
        opts["island"] = [None] + [c for c in hand if c != "island"]
    totals = []
    for combo in itertools.product(*opts.values()):
        dec = Declarations(**dict(zip(opts, combo)))
        if dec.island and not _island_ok(dec, dec.island, True, d):
            continue  # Island on a card that is no Flood or Flame
        totals.append(_total(hand, dec, d)[0])
    return max(totals)


DECLARERS = ["doppelganger", "mirage", "shapeshifter", "book_of_changes", "island"]
OTHERS = [c for c in IDS if c not in DECLARERS]


@settings(max_examples=60, deadline=None)
@given(
    st.lists(st.sampled_from(DECLARERS), min_size=1, max_size=2, unique=True),
    st.lists(st.sampled_from(OTHERS), min_size=3, max_size=5, unique=True),
)
def test_search_finds_what_brute_force_finds(declarers, others):
    # The pruned search must reach the best total over all legal declarations.
    hand = declarers + others
    assert best(hand).total == brute_force_best(hand)


@settings(max_examples=100, deadline=None)
@given(
    st.lists(
        st.sampled_from([c for c in OTHERS if c != "warship"] + ["book_of_changes", "island"]),
        min_size=1,
        max_size=5,
        unique=True,
    ),
    st.data(),
)
def test_a_doppelganger_copying_warship_never_changes_a_total(others, data):
    # docs/realms.md: the Warship itself is in the hand and clears the same cards, so the reading that a
    # Doppelgänger copies Warship's CLEARS line is never printed.
    hand = ["doppelganger", "warship", *others]
    opts = {k: v for k, v in options(hand).items() if k != "doppelganger"}
    chosen = {k: data.draw(st.sampled_from(v)) for k, v in opts.items()}
    try:
        result = resolve(hand, Declarations(doppelganger="warship", **chosen))
    except ValueError:  # Island on a card that is no Flood or Flame
        return
    assert "warship_copy" not in result.readings
