"""The fast search on the expansion's hands (issue 11: its speed targets hold with the expansion in play).

Hands holding a card whose blanking the evaluator of the base game does not know (Demon, Angel, Lich, the
Cursed Hoard Necromancer, Phoenix: :func:`~scorer.games.realms.resolve.exact_only`) are
searched by the same branch and bound, each candidate scored by the rules' own resolution. It must choose
what trying every declaration (:func:`~scorer.games.realms.resolve.brute_force`) chooses: the same total,
scoring base strength and declarations, over random hands of two to five declaring cards with one or two
such cards, in both printings, with a table of four and a discard area.

The rest of the expansion (the cards that read the table, Jester, the Cursed Hoard wild cards, the Deluxe
Wildfire) is scored by the fast evaluator itself, with the table's facts on every slot: its hands must
choose what trying every declaration chooses as well.
"""

from __future__ import annotations

import random

import pytest
from helpers import ROOT, load_module

from scorer.core.errors import RuleError
from scorer.games.realms.cards import deck_for
from scorer.games.realms.resolve import (
    Declarations,
    best,
    brute_force,
    check_declarations,
    context,
    exact_only,
    in_play,
    resolve,
)
from scorer.games.realms.table import Table

DECLARING = ["doppelganger", "mirage_ch", "shapeshifter_ch", "book_of_changes", "island"]
EXACT = ["demon", "angel", "lich", "necromancer_ch", "phoenix_promo", "genie", "dark_queen", "ghoul", "jester"]
#: The expansion's cards the fast evaluator scores that read more than the cards: the table, the hand's size.
TABLE_READERS = ["genie", "dark_queen", "ghoul", "specter", "death_knight", "jester"]


def _in_play(hand: list[str], d) -> list[str] | None:
    """The hand as it is in play (the Cursed Hoard's versions of replaced cards), or ``None`` when it is no legal
    hand (its declarations refused)."""
    try:
        got, _, _ = in_play(hand, Declarations(), d)
        check_declarations(got, Declarations(), d)
    except RuleError:
        return None
    return got


def _hands(printing: str, rnd: random.Random, n: int):
    d = deck_for(("cursed_hoard", "promo"), printing)
    exact = [c for c in EXACT if c in d.cards]
    others = [c for c in d.cards if c not in DECLARING and c not in exact and c not in ("leprechaun", "genie")]
    made = 0
    while made < n:
        hand = rnd.sample(DECLARING, rnd.choice([2, 3, 3, 4, 5])) + rnd.sample(exact, rnd.choice([1, 2]))
        hand += rnd.sample([c for c in others if c not in hand], 8 - len(hand))
        table = Table(players=4, discard_area=tuple(rnd.sample([c for c in others if c not in hand], 3)))
        hand = _in_play(hand, d)
        if hand is None:
            continue
        if exact_only(hand, d):
            made += 1
            yield d, hand, table


def _as_brute_force(d, hand, table) -> None:
    """best() finds the total, base strength and declarations trying every declaration finds."""
    winner, _ = brute_force(hand, Declarations(), d, context(hand, table, d))
    expected = resolve(hand, winner, d, table)
    found = best(hand, None, d, table)
    assert (found.total, found.base_strength_total, found.declarations) == (
        expected.total,
        expected.base_strength_total,
        expected.declarations,
    ), (hand, table)


@pytest.mark.parametrize("printing,seed", [("original", 1), ("original", 2), ("deluxe", 3)])
def test_the_search_chooses_what_trying_every_declaration_chooses(printing, seed):
    for d, hand, table in _hands(printing, random.Random(f"hoard-search-{seed}"), 10):
        _as_brute_force(d, hand, table)


def _fast_hands(printing: str, rnd: random.Random, n: int):
    d = deck_for(("cursed_hoard", "promo"), printing)
    slow = {c for c in d.cards if exact_only([c], d)}
    others = [c for c in d.cards if c not in DECLARING and c not in TABLE_READERS and c not in slow]
    made = 0
    while made < n:
        hand = rnd.sample(DECLARING, rnd.choice([2, 3, 3, 4])) + rnd.sample(TABLE_READERS, rnd.choice([0, 1, 2]))
        if printing == "deluxe" and rnd.random() < 0.5:
            hand.append("wildfire")  # the Deluxe Wildfire spares Outsiders
        hand += rnd.sample([c for c in others if c not in hand], 8 - len(hand))
        area = tuple(rnd.sample([c for c in others if c not in hand], rnd.choice([0, 3, 5])))
        table = Table(players=rnd.choice([None, 2, 4]), discard_area=area)
        hand = _in_play(hand, d)
        if hand is None:
            continue
        assert not exact_only(hand, d)
        made += 1
        yield d, hand, table


@pytest.mark.parametrize("printing,seed", [("original", 1), ("original", 2), ("deluxe", 3), ("deluxe", 4)])
def test_the_fast_search_on_the_expansion_chooses_what_trying_every_declaration_chooses(printing, seed):
    for d, hand, table in _fast_hands(printing, random.Random(f"hoard-fast-{seed}"), 12):
        _as_brute_force(d, hand, table)


#: Cards that blank, are blanked or clear, for the blanking test below.
BLANKING = [
    "great_flood_ch",
    "wildfire",
    "basilisk",
    "blizzard",
    "rainstorm",
    "war_dirigible",
    "smoke",
    "warship",
    "garden",
    "crypt",
    "protection_rune",
    "rangers_ch",
    "beastmaster",
    "mountain",
]
SLOW = ["demon", "angel", "lich", "necromancer_ch", "phoenix_promo", "phoenix_deluxe"]


@pytest.mark.parametrize("printing", ["original", "deluxe"])
def test_the_search_blanks_and_scores_the_slow_hands_as_resolve_does(printing):
    # the search's own blanking of the exact_only hands (search._Evaluator.blanked_slow) against
    # resolve.blanking, and its total against resolve._total, on random hands and declarations
    from scorer.games.realms.effects import points_only
    from scorer.games.realms.resolve import _angel, _clear, _island_fits, _slots, _total, blanking, options
    from scorer.games.realms.search import _Evaluator

    d = deck_for(("cursed_hoard", "promo"), printing)
    rnd = random.Random(f"hoard-blanking-{printing}")
    slow = [c for c in SLOW if c in d.cards]
    ids = sorted(d.cards)
    checked = blanked = skipped = 0
    while checked < 400:
        hand = rnd.sample(slow, rnd.choice([1, 2, 3])) + rnd.sample([*DECLARING, "angel"], rnd.choice([1, 2, 3]))
        hand = list(dict.fromkeys(hand))
        hand += rnd.sample([c for c in BLANKING if c not in hand], rnd.choice([1, 2, 3, 4]))
        hand += rnd.sample([c for c in ids if c not in hand], max(0, 8 - len(hand)))
        hand = _in_play(hand, d)
        if hand is None:
            continue
        dec = Declarations(**{k: rnd.choice(v) for k, v in options(hand, d).items()})
        if dec.island and not _island_fits(hand, dec, True, d):
            continue
        table = Table(players=4, discard_area=tuple(rnd.sample([c for c in ids if c not in hand], 3)))
        ctx = context(hand, table, d)
        slots = _slots(hand, dec, d, ctx)
        ev = _Evaluator(hand, d, ctx, True)
        cur = [ev.slot(i, (s.card_id, s.name, s.suit, s.base, s.bonus, s.penalty)) for i, s in enumerate(slots)]
        cur = ev.clear(cur, hand.index(dec.island) if dec.island else None)
        _clear(slots, dec, d, None)
        expected = set(blanking(slots, angel=_angel(hand, dec)))
        found = ev.blanked_slow(cur, _angel(hand, dec))
        assert set(found) == expected, (hand, dec)
        with points_only():
            assert ev.score_slow(cur, found) == _total(hand, dec, d, ctx), (hand, dec)
        if "angel" in hand:  # an Angel the search skips blanks as no Angel does
            alone = ev.blanked_slow(cur, None)
            for a in range(len(hand)):
                if hand[a] != "angel" and not ev.angel_matters(cur, a):
                    assert set(blanking(slots, angel=a)) == alone, (hand, dec, hand[a])
                    skipped += 1
        checked += 1
        blanked += bool(expected)
    assert blanked > 100  # the hands do blank
    assert skipped > 100


#: Cards with a penalty the bounds count (or that blank), for the Demon hands below.
PENALTIES = ["swamp", "knights", "dragon", "light_cavalry", "warlock_lord", "empress", "wildfire", "basilisk"]


def _slow_hands_with_blankers(printing: str, rnd: random.Random, n: int, demon: bool = False):
    # hands for the bound facts of the slow path (search._SlowEvaluator): Demon, Lich, the new Necromancer
    # and Phoenix with cards that blank, are blanked or clear, and Book of Changes or a wild card to move them
    d = deck_for(("cursed_hoard", "promo"), printing)
    slow = [c for c in SLOW if c in d.cards and c != "angel"]
    made = 0
    while made < n:
        hand = rnd.sample(slow, rnd.choice([1, 1, 2])) + rnd.sample(DECLARING, rnd.choice([2, 3]))
        if demon and "demon" not in hand:
            hand.insert(0, "demon")
        if "angel" not in hand and rnd.random() < 0.15:
            hand.append("angel")
        hand += rnd.sample([c for c in (PENALTIES if demon else BLANKING) if c not in hand], rnd.choice([1, 2, 3]))
        hand += rnd.sample([c for c in d.cards if c not in hand and c not in DECLARING], max(0, 8 - len(hand)))
        hand = _in_play(hand, d)
        if hand is None:
            continue
        made += 1
        yield d, hand, Table(players=4, discard_area=tuple(rnd.sample([c for c in d.cards if c not in hand], 3)))


@pytest.mark.parametrize(
    "printing,seed,demon", [("original", 1, False), ("original", 2, False), ("deluxe", 3, False), ("original", 4, True)]
)
def test_the_bounds_of_the_slow_hands_keep_what_trying_every_declaration_chooses(printing, seed, demon):
    for d, hand, table in _slow_hands_with_blankers(printing, random.Random(f"hoard-bounds-{seed}"), 15, demon):
        _as_brute_force(d, hand, table)


@pytest.mark.parametrize(
    "hand",
    [
        # a card Demon blanks does not score in every candidate: its penalty, or its blanking, is not for sure
        ["demon", "doppelganger", "mirage_ch", "swamp", "light_cavalry", "king", "necromancer_ch", "magic_wand"],
        ["demon", "island", "mirage_ch", "knights", "great_flood_ch", "basilisk", "empress", "king"],
        ["demon", "shapeshifter_ch", "book_of_changes", "basilisk", "gem_of_order", "wildfire", "princess", "specter"],
    ],
)
def test_demon_hands_whose_bounds_once_went_wrong(hand):
    d = deck_for(("cursed_hoard", "promo"))
    _as_brute_force(d, hand, Table(players=4))


def _as_brute_force_on(d, rnd: random.Random, draw, n: int = 8) -> None:
    """``n`` legal hands that ``draw(rnd)`` makes, each chosen as trying every declaration chooses (a table
    of four, Unicorn in the discard area)."""
    made = 0
    while made < n:
        hand = draw(rnd)
        hand = _in_play(hand, d)
        if hand is None:
            continue
        made += 1
        _as_brute_force(d, hand, Table(players=4, discard_area=("unicorn",) if "unicorn" not in hand else ()))


@pytest.mark.parametrize("seed", [1, 2])
def test_genie_hands_keep_what_trying_every_declaration_chooses(seed):
    # Genie's base strength is -50 (reference: mystical_realms_cards.json): no card can blank it in these
    # hands, so it scores in every candidate and the bounds count its -50 (search._Evaluator.bound), which
    # is what makes them prune; with Angel (the slow path), blankers and a wild card or Book of Changes
    d = deck_for(("cursed_hoard", "promo"))
    blanking = ["great_flood_ch", "wildfire", "rainstorm", "blizzard", "smoke", "crypt", "collector"]

    def draw(rnd):
        hand = ["genie", *rnd.sample(DECLARING, rnd.choice([2, 3])), *rnd.sample(blanking, 2)]
        if rnd.random() < 0.6:
            hand.append("angel")
        return hand + rnd.sample([c for c in d.cards if c not in hand and c not in DECLARING], 9 - len(hand))

    _as_brute_force_on(d, random.Random(f"hoard-genie-{seed}"), draw)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_angel_hands_keep_what_trying_every_declaration_chooses(seed):
    # with Angel, the bounds count the cards blanked for sure as blanked, but for one that may be the card
    # Angel protects (search._Evaluator.bound): Angel with blankers (Wildfire blanks most cards) and cards
    # they blank, 2-3 declaring cards to move them
    d = deck_for(("cursed_hoard", "promo"))
    blanking = ["wildfire", "great_flood_ch", "rainstorm", "blizzard", "smoke", "swamp", "war_dirigible", "garden"]

    def draw(rnd):
        hand = ["angel", *rnd.sample(DECLARING, rnd.choice([2, 3])), *rnd.sample(blanking, rnd.choice([1, 2, 3]))]
        return hand + rnd.sample([c for c in d.cards if c not in hand and c not in DECLARING], 8 - len(hand))

    _as_brute_force_on(d, random.Random(f"hoard-angel-{seed}"), draw)


def test_a_blanker_that_may_be_blanked_is_bounded_by_cases(monkeypatch):
    """Demon blanks the only card of a suit (its text): Wildfire is the only Flame unless Mirage declares
    one, so it may score or be blanked, and every card it blanks (King, Queen, Knights, Demon: the original
    Wildfire blanks all but Flames, Wizards, Weather, Weapons, Artifacts and a few named cards) may score too.
    Bounded by cases (Wildfire blanked; Wildfire scoring, and blanking them for sure), the bound is lower than
    with every card perhaps scoring, and still at least every candidate's total (Mirage as each suit it can
    declare here, or undeclared), each scored as resolve scores it (the slow evaluator's own blanking).

    By hand, the best candidate: Mirage an Army, so Demon blanks Wildfire, Dragon and Chapel (each the only card
    of its suit), and Demon 45 + King 8 + 40 (+20 per Army with Queen: Mirage and Knights) + Queen 6 + 40 +
    Knights 20 (with a Leader: no penalty) = 159, which the bound by cases reaches exactly."""
    from scorer.games.realms import search
    from scorer.games.realms.resolve import context

    d = deck_for(("cursed_hoard", "promo"))
    hand = ["demon", "wildfire", "mirage_ch", "king", "queen", "knights", "dragon", "chapel"]
    ev = search._SlowEvaluator(hand, d, context(hand, Table(players=4), d))
    own = [ev.slot(i, ev.own(c)) for i, c in enumerate(hand)]
    at = hand.index("mirage_ch")
    ways = [ev.slot(at, ("mirage_ch", None, suit, 0, None, None)) for suit in ("flame", "army", "land", "weather")]
    monkeypatch.setattr(search, "CASES", 0)
    together = ev.bound(own, {at: ways})[0][0]
    monkeypatch.setattr(search, "CASES", 2)
    by_cases = ev.bound(own, {at: ways})[0][0]
    totals = []
    for way in [own[at], *ways]:
        cur = ev.clear([*own[:at], way, *own[at + 1 :]], None)
        totals.append(ev.score_slow(cur, ev.blanked_slow(cur, None))[0])
    assert max(totals) == by_cases == 159 < together, (totals, by_cases, together)


BENCH = load_module(ROOT / "benchmarks" / "realms_bench.py")


@pytest.mark.parametrize("label", [k for k in BENCH.HOARD_WORST if k.startswith("hunt") and "demon" in k.lower()])
def test_the_benchmarks_demon_hunt_hands_keep_what_trying_every_declaration_chooses(label):
    """The benchmark's heaviest Demon hands (the hoard hunt's finds: Wildfire or Great Flood perhaps blanked by
    Demon, so bounded by cases) at its table of four, each as trying every declaration chooses (about 3-5 s of
    brute force each)."""
    printing, hand = BENCH.HOARD_WORST[label]
    d = deck_for(("cursed_hoard", "promo"), printing)
    _as_brute_force(d, hand, Table(players=4, discard_area=tuple(c for c in BENCH.HOARD_AREA if c not in hand)))
