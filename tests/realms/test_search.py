"""The fast search (scorer/games/realms/search.py) gives the brute force's answers (issue 10).

The brute force as it was is kept verbatim in ``reference_search.py``. Over seeded random legal hands
(7 cards, or 8 with Necromancer), weighted towards the declaring cards (Doppelgänger, Mirage,
Shapeshifter, Book of Changes, Island) and the cards that compare suits or make blanking and
clearing matter (Collector, World Tree, Wildfire, Great Flood, Gem of Order...), both must give the
same total, the same points and blanking per card, the same declarations (the tie rule included:
the first best combination in the order of ``options``, lower scoring base strength, then fewer
declarations) and the same "search" reading. Some hands also force one declaration, as
``--choose`` does.

The sizes keep the test well under a minute on 2 cores (the reference takes up to half a second
on a heavy hand): 10,000 hands in all. ``REALMS_SEARCH_SCALE=10 pytest tests/realms/test_search.py``
runs ten times as many (a one-off, not for CI).
"""

import os
import random
from pathlib import Path

import pytest
from helpers import ROOT, load_module

from scorer.core.errors import RuleError
from scorer.games.realms import search
from scorer.games.realms.cards import deck
from scorer.games.realms.effects import RULES, Slot
from scorer.games.realms.resolve import DECLARERS, Declarations, HandScore, best, options
from scorer.games.realms.search import best_key

reference = load_module(Path(__file__).with_name("reference_search.py"))
#: The benchmark's heaviest hands known, each with why it was heavy (the hunt's finds): searched here too.
WORST = load_module(ROOT / "benchmarks" / "realms_bench.py").WORST
IDS = sorted(deck().cards)
#: Cards that compare suits, blank, clear, count runs or bases, or name many other cards.
TRICKY = [
    "collector",
    "world_tree",
    "wildfire",
    "great_flood",
    "gem_of_order",
    "rainstorm",
    "blizzard",
    "basilisk",
    "smoke",
    "war_dirigible",
    "warship",
    "enchantress",
    "fountain_of_life",
    "elven_archers",
    "protection_rune",
    "rangers",
    "beastmaster",
    "mountain",
    "cavern",
    "unicorn",
    "whirlwind",
    "elven_longbow",
    "warlord",
    "princess",
    "candle",
]
SCALE = int(os.environ.get("REALMS_SEARCH_SCALE", "1"))
#: kind -> (chunks, hands per chunk); chunks let pytest-xdist share the work.
SIZES = {"plain": (7, 1000), "necromancer": (3, 500), "one": (4, 250), "two": (4, 100), "three": (4, 25)}


def _legal(hand: list[str]) -> bool:
    """7 distinct cards, or 8 with Necromancer and an Army, Leader, Wizard or Beast besides it
    (rulebook: Necromancer's eighth card; ``game.check_hand_size``)."""
    d = deck()
    if len(set(hand)) != len(hand):
        return False
    return len(hand) == 7 or (
        len(hand) == 8
        and "necromancer" in hand
        and any(d[c].suit in ("army", "leader", "wizard", "beast") for c in hand if c != "necromancer")
    )


def _hand(kind: str, rnd: random.Random) -> list[str]:
    while True:
        hand = _draw(kind, rnd)
        if _legal(hand):
            return hand


def _draw(kind: str, rnd: random.Random) -> list[str]:
    if kind == "plain":
        return rnd.sample(IDS, 7)
    if kind == "necromancer":
        hand = ["necromancer", *rnd.sample([c for c in IDS if c != "necromancer"], 7)]
        rnd.shuffle(hand)
        return hand
    declaring = {"one": 1, "two": 2, "three": 3}[kind]
    hand = rnd.sample(DECLARERS, declaring) + rnd.sample(TRICKY, rnd.choice([1, 2, 2, 3]))
    size = 8 if rnd.random() < 0.3 else 7
    if size == 8:
        hand.append("necromancer")
    hand += rnd.sample([c for c in IDS if c not in hand], size - len(hand))
    rnd.shuffle(hand)
    return hand


def _forced(hand: list[str], rnd: random.Random) -> Declarations | None:
    """One declaration forced (a choice, or unused) in a tenth of the hands that have a choice."""
    opts = options(hand)
    if not opts or rnd.random() > 0.1:
        return None
    card = rnd.choice(sorted(opts))
    value = rnd.choice(opts[card])
    return Declarations(unused=frozenset([card])) if value is None else Declarations(**{card: value})


def _outcome(result: HandScore) -> tuple:
    return (
        result.total,
        result.base_strength_total,
        result.declarations,
        result.declarations.used(),
        [(c.slot.card_id, c.slot.name, c.slot.suit, c.blanked, c.points) for c in result.cards],
        "search" in result.readings,
    )


def _compare(hand: list[str], forced: Declarations | None) -> None:
    try:
        expected = _outcome(reference.best(hand, forced))
    except RuleError as e:  # a forced Island on a card that is no Flood or Flame: refused by both
        with pytest.raises(RuleError, match=str(e)[:20]):
            best(hand, forced)
        return
    assert _outcome(best(hand, forced)) == expected, (hand, forced)


@pytest.mark.parametrize(
    "kind,chunk", [(kind, i) for kind, (chunks, _) in SIZES.items() for i in range(chunks * SCALE)]
)
def test_fast_search_gives_the_reference_answers(kind, chunk):
    rnd = random.Random(f"{kind}-{chunk}")
    for _ in range(SIZES[kind][1]):
        hand = _hand(kind, rnd)
        _compare(hand, _forced(hand, rnd))


@pytest.mark.parametrize("kind,chunk", [(kind, i) for kind in ("one", "two", "three") for i in range(SIZES[kind][0])])
def test_the_branch_and_bound_on_hands_it_leaves_to_every(kind, chunk, monkeypatch):
    # a hand of up to search.EVERY combinations is evaluated whole (search._every), not branched and
    # bounded: the same hands as above, those of more than search.SMALL combinations, searched with
    # EVERY lowered to SMALL, keep the branch and bound tested on them as well
    rnd = random.Random(f"{kind}-{chunk}")
    every = search.EVERY
    monkeypatch.setattr(search, "EVERY", search.SMALL)
    for _ in range(SIZES[kind][1]):
        hand = _hand(kind, rnd)
        forced = _forced(hand, rnd)
        if search.SMALL < _combinations(hand) <= every:
            _compare(hand, forced)


def _combinations(hand: list[str]) -> int:
    n = 1
    for values in options(hand).values():
        n *= len(values)
    return n


@pytest.mark.parametrize(
    "hand",
    [
        *WORST.values(),
        # issue 10's slowest kinds not among them (a few tenths of a second to seconds in the reference)
        ["mirage", "shapeshifter", "book_of_changes", "island", "great_flood", "collector", "gem_of_order"],
    ],
)
def test_fast_search_on_heavy_hands(hand):
    _compare(hand, None)
    _compare(hand, Declarations(unused=frozenset(["doppelganger"])) if "doppelganger" in hand else None)


@pytest.mark.parametrize("chunk", range(2 * SCALE))
def test_collector_hands_whose_book_of_changes_suits_held_once_are_one_choice(chunk):
    # with Collector the only card comparing suits (no World Tree), Book of Changes giving a card a suit that
    # one other card holds, or none, is one choice when no text tells the two suits apart: the suit then holds
    # two cards at most, and Collector scores from three. Hands the branch and bound searches (more than
    # search.EVERY combinations): Collector, Book of Changes, one or two wild cards, a card that blanks or counts
    # a suit, two cards of one suit (a third makes Collector's +10, so that suit is a choice of its own), against
    # the reference brute force (which tries every suit)
    rnd = random.Random(f"collector-book-{chunk}")
    d = deck()
    counters = ["wildfire", "rainstorm", "great_flood", "blizzard", "sword_of_keth", "shield_of_keth", "king"]
    others = [c for c in IDS if c not in DECLARERS and c not in counters and c not in ("collector", "world_tree")]
    tried = 0
    while tried < 10:
        wild = rnd.sample(["mirage", "shapeshifter", "doppelganger"], rnd.choice([1, 2]))
        hand = ["collector", "book_of_changes", *wild, *rnd.sample(counters, rnd.choice([1, 2]))]
        suit = rnd.choice(sorted({d[c].suit for c in others}))
        hand += rnd.sample([c for c in others if d[c].suit == suit], 2)
        hand += rnd.sample([c for c in others if c not in hand], max(0, 7 - len(hand)))
        if len(hand) == 7 and _combinations(hand) > search.EVERY:
            tried += 1
            _compare(hand, None)


@pytest.mark.parametrize("kind", list(SIZES))
def test_the_key_of_a_hand_and_a_floor(kind):
    # best_key (for the advisor) gives best()'s total, base strength and declarations; with a floor it
    # gives None exactly when best()'s (total, -base) is not above it (the last number decides equals)
    rnd = random.Random(f"key-{kind}")
    for _ in range(60):
        hand = _hand(kind, rnd)
        result = best(hand)
        key, winner = best_key(hand, deck())
        assert (key[0], -key[1]) == (result.total, result.base_strength_total), hand
        assert winner == result.declarations, hand
        own = (result.total, -result.base_strength_total)
        for floor, beats in [
            ((own[0] - 1, own[1], float("inf")), True),
            ((*own, float("-inf")), True),
            ((*own, float("inf")), False),
            ((own[0], own[1] + 1, float("-inf")), False),
            ((own[0] + 1, own[1], float("-inf")), False),
        ]:
            found = best_key(hand, deck(), floor)
            assert (found is not None) == beats, (hand, floor)
            if found:
                assert (found[0][0], -found[0][1]) == (result.total, result.base_strength_total)


def test_the_test_sizes():
    # the issue asks for at least 10,000 random hands in CI time
    assert sum(chunks * per for chunks, per in SIZES.values()) >= 10_000


# --- the card facts the search's bounds rest on (effects.Rule monotone / bound / points) -------------

SUITS = [s for s in deck().suits if s != "wild"]


def _random_slots(rnd: random.Random, first: str, n: int) -> list[Slot]:
    """``first`` and ``n - 1`` other cards as they may stand: some with another suit (Book of Changes),
    some wild cards declared as a name or a bare suit; ``first`` as printed."""
    d = deck()
    out = [Slot(0, first, first, d[first].suit, d[first].base, bonus=first, penalty=first)]
    for i, card in enumerate(rnd.sample([c for c in IDS if c != first], n - 1), start=1):
        c = d[card]
        name, suit, base = card, c.suit, c.base
        if c.suit == "wild":
            if rnd.random() < 0.5:
                name, suit = None, rnd.choice(SUITS)
            else:
                other = d[rnd.choice([x for x in IDS if d[x].suit != "wild"])]
                name, suit = other.id, other.suit
        elif rnd.random() < 0.2:
            suit = rnd.choice(SUITS)
        out.append(Slot(i, card, name, suit, base, bonus=card, penalty=card))
    return out


def _points(rule, me, hand) -> int:
    return sum(p for p, _ in rule.bonus(me, hand))


@pytest.mark.parametrize(
    "card", [c for c, r in RULES.items() if r.bonus and c in deck().cards]
)  # expansion cards: test_hoard_rules.py
def test_bonus_bounds_hold(card):
    # monotone: a card added never lowers the bonus; points: the bonus's points; subadditive: see the
    # check; bound (or for a monotone bonus, the bonus over the pool, the card as it stands): at least the
    # bonus of any hand drawn from the
    # pool with up to three cards standing otherwise, each in one of its other ways (Mirage, Shapeshifter
    # and the card Book of Changes changes: the search bounds them together), this card too
    rule = RULES[card]
    rnd = random.Random(card)
    for _ in range(400):
        hand = _random_slots(rnd, card, rnd.randint(2, 8))
        me = hand[0]
        if rule.points:
            assert rule.points(me, hand) == _points(rule, me, hand)
        if rule.monotone:
            smaller = [me] + [s for s in hand[1:] if rnd.random() < 0.6]
            assert _points(rule, me, smaller) <= _points(rule, me, hand), (card, smaller, hand)
        if rule.subadditive:  # at most the bonus alone plus what each other card adds to it alone
            for mine in (me, Slot(0, card, card, rnd.choice(SUITS), me.base, bonus=card, penalty=card)):
                here = [mine, *hand[1:]]
                alone = _points(rule, mine, [mine])
                adds = sum(_points(rule, mine, [mine, c]) - alone for c in hand[1:])
                assert _points(rule, mine, here) <= alone + adds, (card, here)
        if rule.bound or rule.monotone:
            movers = rnd.sample(range(len(hand)), rnd.randint(1, min(3, len(hand))))
            ways = {
                m: [
                    Slot(m, hand[m].card_id, hand[m].name, suit, hand[m].base, card, card)
                    for suit in rnd.sample(SUITS, rnd.randint(1, 6))
                ]
                for m in movers
            }
            pool = [*hand, *(w for m in movers for w in ways[m])]
            drawn = [s for s in hand if s is me or rnd.random() < 0.7]
            drawn = [rnd.choice(ways[s.index]) if s.index in ways and rnd.random() < 0.7 else s for s in drawn]
            me_now = next(s for s in drawn if s.index == 0) if any(s.index == 0 for s in drawn) else me
            bound = rule.bound(me, pool) if rule.bound else _points(rule, me, pool)
            assert bound >= _points(rule, me_now, drawn), (card, pool, drawn)


@pytest.mark.parametrize("card", [c for c, r in RULES.items() if r.penalty_monotone])
def test_monotone_penalties_never_cost_less_with_a_card_added(card):
    # the search bounds a card's penalty by the cards that score in every candidate (Rule.penalty_monotone)
    rule = RULES[card]
    rnd = random.Random(card)
    for _ in range(400):
        hand = _random_slots(rnd, card, rnd.randint(2, 8))
        me = hand[0]
        me.army_cleared = rnd.random() < 0.3
        smaller = [me] + [s for s in hand[1:] if rnd.random() < 0.6]
        cost = sum(p for p, _ in rule.penalty(me, hand))
        assert cost <= sum(p for p, _ in rule.penalty(me, smaller)) <= 0, (card, smaller, hand)
