"""The bonus, penalty and clearing rule of every Mystical Realms base card.

Each rule is a small pure function over :class:`Slot` values (a card as it
stands in the hand after declarations and Book of Changes). ``hand`` is
always the list of the *non-blanked* cards, the card itself included, so
"with X", "for each X" and "unless with X" look only at cards that are not
blanked (rulebook p.3: blanked cards have no suit, strength, bonus or
penalty). A card counts itself when it fits (a Rangers turned into a Land
counts itself, shared case ``rangers_clear_dirigible_army``; the rulebook's
second example lets any card become the Wizard Candle needs) unless its text
says "other". A BLANKS penalty never blanks its own card.

Terms (rulebook, "Bodování karet v ruce", seed 001):
- *with X*: counted once however many X there are;
- *for each X*: counted per card;
- *BLANKS*: a penalty that blanks other cards, applied only if its card is not blanked;
- *BLANKED unless / with*: a card's own condition, checked against non-blanked cards;
- *CLEARS*: removes penalties (or the word Army from them) before any penalty applies.

Card facts: ``cards_data/realms/cards.json`` (from the shared card reference).
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import cached_property
from typing import TYPE_CHECKING

from scorer.core.i18n import N_, language, shown_name, translations

if TYPE_CHECKING:
    from .cards import Deck
    from .table import Table

#: The messages of Mystical Realms (the ``realms`` catalogue, ``docs/translating.md``).
_T = translations("realms")
_, ngettext = _T.gettext, _T.ngettext

#: ``(points, reason)``; points are negative for penalties.
Effect = tuple[int, str]


@dataclass(slots=True)
class Slot:
    """One card of a hand as it scores.

    :ivar index: position in the hand as entered (only for output order).
    :ivar card_id: the physical card's id.
    :ivar name: effective name id (a Mirage declared as Rainstorm: ``"rainstorm"``);
        ``None`` for a declaration of a suit without a name.
    :ivar suit: effective suit id (after declarations and Book of Changes).
    :ivar base: effective base strength (a Doppelgänger has the copied one).
    :ivar bonus: id of the card whose bonus this slot has (``None`` for wild cards).
    :ivar penalty: id of the card whose penalty this slot has (a Doppelgänger has the copied one).
    :ivar cleared: the whole penalty is cleared (by ``cleared_by``).
    :ivar army_cleared: the word Army is cleared from its penalty (Rangers, Warship; by ``army_cleared_by``).
    :ivar extra: the suits it also counts as (Phoenix, in a hand: Flame and Weather; a copy has none).
        A card counts once in each suit it has (reading ``phoenix_once``).
    :ivar ghost: a blanked promo Phoenix, which keeps its suits for the other cards (its text) with
        base 0, no bonus and no penalty; it is in the cards a rule sees, but it is not a scoring card.
    :ivar ctx: the facts of the hand and table the rules read (:class:`Context`; ``None``: none known,
        as in the base game).
    """

    index: int
    card_id: str
    name: str | None
    suit: str
    base: int
    bonus: str | None
    penalty: str | None
    cleared: bool = False
    cleared_by: list[str] = field(default_factory=list)
    army_cleared: bool = False
    army_cleared_by: list[str] = field(default_factory=list)
    extra: tuple[str, ...] = ()
    ghost: bool = False
    ctx: Context | None = None

    def is_(self, *suits: str) -> bool:
        """True if the card has one of ``suits`` (its suit or, Phoenix, one it also counts as)."""
        return self.suit in suits or (bool(self.extra) and any(e in suits for e in self.extra))

    @property
    def suits(self) -> tuple[str, ...]:
        """Every suit it has: its suit, then its extra suits."""
        return (self.suit, *self.extra) if self.extra else (self.suit,)

    @property
    def army_word(self) -> bool:
        """True while the word Army still stands in this slot's penalty."""
        return not self.army_cleared


@dataclass(frozen=True, slots=True)
class Context:
    """What a rule may read besides the cards: set on every slot of a hand by :func:`~.resolve.resolve`.

    :ivar table: the table's facts (:class:`~.table.Table`: players, discard area, items).
    :ivar size: the number of cards in the hand, blanked ones too (Jester: "every card in your hand").
    :ivar area: the printed suits of the cards in the discard area, one per card (a card there
        counts by its printed suit only and has no effect: KLAMEREK tests
        ``dark_queen_doubles_effect_with_phoenix``, ``discard_game_effects_are_disabled``).
    :ivar area_ids: the card ids of the discard area.
    :ivar deck: the table's deck (names in the reasons).
    """

    table: Table
    size: int
    area: tuple[str, ...] = ()
    area_ids: tuple[str, ...] = ()
    deck: Deck | None = None


def has(s: Slot, *suits: str) -> bool:
    """True if ``s`` has one of ``suits`` (see :meth:`Slot.is_`)."""
    return s.suit in suits or (bool(s.extra) and any(e in suits for e in s.extra))


_once_per_card = False  # True inside phoenix_once_per_card(): a card counts once however many suits fit


@contextmanager
def phoenix_once_per_card() -> Iterator[None]:
    """Within it, :func:`count` counts a card of several suits once (the reading left out, to learn
    whether counting Phoenix once in each of its suits decided a result)."""
    global _once_per_card
    before, _once_per_card = _once_per_card, True
    try:
        yield
    finally:
        _once_per_card = before


def count(cards: Iterable[Slot], *suits: str) -> int:
    """How many of ``cards`` have one of ``suits``; a card of several suits (Phoenix: Beast, Flame,
    Weather) counts once in each of them that is one of ``suits`` (reading ``phoenix_once``: "+5 per
    Land, Weather, Flood and Flame" counts Phoenix twice; the web scorer's "double bonus" tests)."""
    n = 0
    for s in cards:
        if s.extra:
            fits = (s.suit in suits) + sum(1 for e in s.extra if e in suits)
            n += min(fits, 1) if _once_per_card else fits
        elif s.suit in suits:
            n += 1
    return n


def other(me: Slot, cards: Iterable[Slot]) -> list[Slot]:
    """``cards`` without ``me`` (card texts that say "other")."""
    return [s for s in cards if s is not me]


def named(cards: Iterable[Slot], *names: str) -> bool:
    """True if one of ``cards`` has one of ``names``."""
    for s in cards:  # noqa: SIM110 (a loop is twice as fast as any() over a generator; most bonuses ask)
        if s.name in names:
            return True
    return False


_reasons = True  # False inside points_only(): rule functions leave their reasons empty


@contextmanager
def points_only() -> Iterator[None]:
    """Within it, bonus and penalty functions give their points with empty reasons (the search
    tries thousands of hands and reads only the points)."""
    global _reasons
    before, _reasons = _reasons, False
    try:
        yield
    finally:
        _reasons = before


#: The reasons :func:`per` and :func:`with_` wrote, by ``(language, points, n or 0 for with_, phrase)``: the
#: same few repeat in every hand, and writing one takes two catalogue look-ups and a format.
_written: dict[tuple[str, int, int, str], str] = {}


def per(points: int, n: int, what: str) -> list[Effect]:
    """``points`` for each of ``n`` cards (nothing if ``n`` is 0): ``"+15 × 3 (other Weather)"``."""
    if not n:
        return []
    if not _reasons:
        return [(points * n, "")]
    key = (language(), points, n, what)
    text = _written.get(key)
    if text is None:
        # TRANSLATORS: a bonus or penalty per card: "+15 × 3 (other Weather)"; {what} is one of the "per" phrases.
        text = _written[key] = _("{points} × {n} ({what})").format(points=f"{points:+d}", n=n, what=_(what))
    return [(points * n, text)]


def with_(points: int, ok: bool, what: str) -> list[Effect]:
    """``points`` once if the condition ``ok`` holds."""
    if not ok:
        return []
    if not _reasons:
        return [(points, "")]
    key = (language(), points, 0, what)
    text = _written.get(key)
    if text is None:
        # TRANSLATORS: a bonus once when a condition holds: "+50 with Smoke and Wildfire"; Czech as the cards
        # print it, "+50, máš-li Kouř a Požár": each {what} phrase says máš-li / nemáš-li itself.
        text = _written[key] = _("{points} with {what}").format(points=f"{points:+d}", what=_(what))
    return [(points, text)]


# ---------------------------------------------------------------- bonuses
# Each takes (me, hand) and returns a list of (points, reason).


def b_mountain(me, hand):
    return with_(50, named(hand, "smoke") and named(hand, "wildfire"), N_("Smoke and Wildfire"))


def b_cavern(me, hand):
    return with_(25, named(hand, "dwarvish_infantry", "dragon"), N_("Dwarvish Infantry or Dragon"))


def b_wizard_once(points):
    def bonus(me, hand):
        return with_(points, count(hand, "wizard") > 0, N_("a Wizard"))

    return bonus


def b_forest(me, hand):
    # "+12 for each Beast and Elven Archers": per Beast, and once for Elven
    # Archers, a single card (shared card reference, notes; jpraet scorer).
    return per(12, count(hand, "beast"), N_("Beast")) + with_(12, named(hand, "elven_archers"), N_("Elven Archers"))


def b_other_of(suit, points, word):
    def bonus(me, hand):
        return per(points, count(other(me, hand), suit), OTHER[word])

    return bonus


#: "other Land" … for the Elementals' "+15 per other …" (the word is the suit's English name).
OTHER = {
    "Land": N_("other Land"),
    "Flood": N_("other Flood"),
    "Weather": N_("other Weather"),
    "Flame": N_("other Flame"),
}


def b_fountain(*suits: str) -> Callable:
    """Fountain of Life's bonus: "the base strength of any one {suits} card in your hand", the highest
    (the Fountain itself is a Flood of base 1)."""

    def bonus(me, hand):
        pool = [s for s in hand if has(s, *suits)]
        if not pool:
            return []
        best = max(pool, key=lambda s: s.base)
        if not best.base:
            return []
        text = _("+ base strength of {card} ({base})").format(card=_name(best), base=best.base) if _reasons else ""
        return [(best.base, text)]

    return bonus


#: "any one Weapon, Flood, Flame, Land or Weather in your hand"
b_fountain_of_life = b_fountain("weapon", "flood", "flame", "land", "weather")


def _name(s: Slot) -> str:
    return _deck(s).name(s.name or s.suit)


def _deck(s: Slot) -> Deck:
    """The deck of the hand ``s`` is in (the base deck when no context is set)."""
    if s.ctx is not None and s.ctx.deck is not None:
        return s.ctx.deck
    from .cards import deck

    return deck()


def b_rainstorm(me, hand):
    return per(10, count(hand, "flood"), N_("Flood"))


def b_whirlwind(me, hand):
    return with_(
        40,
        named(hand, "rainstorm") and named(hand, "blizzard", "great_flood", "great_flood_ch"),
        N_("Rainstorm and Blizzard or Great Flood"),
    )


def b_candle(me, hand):
    ok = named(hand, "book_of_changes") and named(hand, "bell_tower", "bell_tower_ch") and count(hand, "wizard") > 0
    return with_(100, ok, N_("Book of Changes, Bell Tower and a Wizard"))


def b_forge(me, hand):
    return per(9, count(hand, "weapon", "artifact"), N_("Weapon or Artifact"))


def b_lightning(me, hand):
    return with_(30, named(hand, "rainstorm"), N_("Rainstorm"))


def b_elven_archers(me, hand):
    return with_(5, count(hand, "weather") == 0, N_("no Weather"))


def b_rangers(me, hand):
    return per(10, count(hand, "land"), N_("Land"))


COLLECTOR_POINTS = {3: 10, 4: 40, 5: 100}


def b_collector(me, hand):
    """Every suit with 3 / 4 / 5+ differently named cards scores 10 / 40 / 100
    (designer ruling: every qualifying suit scores, BGG thread 1864038; a copy of
    a name already held adds nothing). A declaration without a name counts as a
    card not otherwise in the hand."""
    effects = []
    for suit, distinct in sorted(_distinct_by_suit(hand).items()):
        if distinct >= 3:
            pts = COLLECTOR_POINTS[min(distinct, 5)]
            # TRANSLATORS: Collector's bonus: "+10 for 3 different land cards" ({suit}: the suit, in Czech its name).
            text = ngettext(
                "+{points} for {n} different {suit} cards", "+{points} for {n} different {suit} cards", distinct
            ).format(points=pts, n=distinct, suit=_suit(suit, me))
            effects.append((pts, text))
    return effects


def _suit(suit: str, me: Slot) -> str:
    """A suit in Collector's reason: its id in English (``land``), its Czech name in Czech (*Země*)."""
    found = _deck(me).suits.get(suit)
    return shown_name(suit, found.czech if found else None)


def _distinct_by_suit(hand: Iterable[Slot]) -> dict[str, int]:
    """How many differently named cards of each suit ``hand`` holds (a card without a name is one more)."""
    names: dict[str, set] = {}
    unnamed: dict[str, int] = {}
    for s in hand:
        for suit in s.suits if s.extra else (s.suit,):  # Phoenix is a card of each of its suits
            names.setdefault(suit, set())
            if s.name:
                names[suit].add(s.name)
            else:
                unnamed[suit] = unnamed.get(suit, 0) + 1
    return {suit: len(n) + unnamed.get(suit, 0) for suit, n in names.items()}


def _collector(n: int) -> int:
    return COLLECTOR_POINTS[min(n, 5)] if n >= 3 else 0


def bound_collector(pool: list[Slot]) -> int:
    """An upper bound of :func:`b_collector` over every hand drawn from ``pool`` (see ``Rule.bound``;
    for the search), in points: a card with one way in ``pool`` stands as it is; a card with several
    (the same card id: Mirage, Shapeshifter, the card Book of Changes changes; three at most) is a
    mover, in any one of its suits (its names not compared: an upper bound). The movers' gain is
    bounded by the ways they can share suits: each alone in its best suit, two together (the third
    alone), or all three in one suit."""
    standing: dict[str, Slot] = {}
    moved: dict[str, set[str]] = {}
    for s in pool:
        if s.card_id in standing:
            moved.setdefault(s.card_id, {standing[s.card_id].suit}).add(s.suit)
        else:
            standing[s.card_id] = s
    counts = _distinct_by_suit(s for c, s in standing.items() if c not in moved)
    base = sum(_collector(n) for n in counts.values())
    if not moved:
        return base
    reach = len(moved)
    ways = [w for w in ({x for x in suits if counts.get(x, 0) + reach >= 3} for suits in moved.values()) if w]

    def gain(suit: str, k: int) -> int:
        c = counts.get(suit, 0)
        return _collector(c + k) - _collector(c)

    alone = [max(gain(x, 1) for x in w) for w in ways]
    best = sum(alone)
    if len(ways) > 3:  # not in a hand of this game (Doppelgänger never moves in a bound): a looser bound
        return base + max(best, max(gain(x, k) for w in ways for x in w for k in range(1, len(ways) + 1)) * len(ways))
    for i, j in itertools.combinations(range(len(ways)), 2):
        rest = sum(alone) - alone[i] - alone[j]
        both = ways[i] & ways[j]
        if both:
            best = max(best, max(gain(x, 2) for x in both) + rest)
            if len(ways) == 3:
                k = 3 - i - j
                all3 = both & ways[k]
                if all3:
                    best = max(best, max(gain(x, 3) for x in all3))
    return base + best


def collector_points(hand: Iterable[Slot]) -> int:
    """The points of :func:`b_collector`, without the reasons (for the search)."""
    return sum(COLLECTOR_POINTS[min(n, 5)] for n in _distinct_by_suit(hand).values() if n >= 3)


def collector_ruling(hand: list[Slot]) -> bool:
    """True when the designer's Collector ruling decides its bonus: more than one suit
    scores, or a repeated name (a copy) lowers what a suit scores."""
    scoring, copies = 0, False
    for suit in {x for s in hand for x in s.suits}:
        cards = [s for s in hand if has(s, suit)]
        distinct = len({s.name for s in cards if s.name}) + sum(1 for s in cards if not s.name)
        scoring += distinct >= 3
        copies |= len(cards) >= 3 and COLLECTOR_POINTS.get(min(len(cards), 5)) != COLLECTOR_POINTS.get(min(distinct, 5))
    return scoring > 1 or copies


def b_beastmaster(me, hand):
    return per(9, count(hand, "beast"), N_("Beast"))


def b_enchantress(me, hand):
    return per(5, count(hand, "land", "weather", "flood", "flame"), N_("Land, Weather, Flood or Flame"))


#: King's and Queen's bonus with the other one in the hand, by the partner's id.
ROYAL = {"queen": N_("+20 × {n} (Army, with Queen)"), "king": N_("+20 × {n} (Army, with King)")}


def b_royal(partner, partner_name):
    def bonus(me, hand):
        armies = count(hand, "army")
        if named(hand, partner):
            if not armies:
                return []
            return [(20 * armies, _(ROYAL[partner]).format(n=armies) if _reasons else "")]
        return per(5, armies, N_("Army"))

    return bonus


def b_princess(me, hand):
    n = count(hand, "army", "wizard") + count(other(me, hand), "leader")
    return per(8, n, N_("Army, Wizard or other Leader"))


def b_warlord(me, hand):
    armies = [s for s in hand if has(s, "army")]
    total = sum(s.base for s in armies)
    if not total:
        return []
    if not _reasons:
        return [(total, "")]
    return [(total, _("+ base strength of the Armies ({bases})").format(bases="+".join(str(s.base) for s in armies)))]


def b_empress(me, hand):
    return per(10, count(hand, "army"), N_("Army"))


def b_unicorn(me, hand):
    if named(hand, "princess"):
        return with_(30, True, N_("Princess"))
    return with_(15, named(hand, "empress", "queen", "enchantress"), N_("Empress, Queen or Enchantress"))


def b_warhorse(me, hand):
    return with_(14, count(hand, "leader", "wizard") > 0, N_("a Leader or Wizard"))


def b_hydra(me, hand):
    return with_(28, named(hand, "swamp"), N_("Swamp"))


#: Sword and Shield of Keth's bonus with the other one and a Leader, by the partner's id.
KETH = {"shield_of_keth": N_("a Leader and Shield of Keth"), "sword_of_keth": N_("a Leader and Sword of Keth")}


def b_keth(partner, partner_name, alone):
    def bonus(me, hand):
        if count(hand, "leader") and named(hand, partner):
            return with_(40, True, KETH[partner])
        return with_(alone, count(hand, "leader") > 0, N_("a Leader"))

    return bonus


def b_elven_longbow(me, hand):
    return with_(
        30, named(hand, "elven_archers", "warlord", "beastmaster"), N_("Elven Archers, Warlord or Beastmaster")
    )


RUN_POINTS = {3: 10, 4: 30, 5: 60, 6: 100, 7: 150}


def runs(strengths: Iterable[int]) -> list[list[int]]:
    """The cards' base strengths split into disjoint runs of consecutive values (length ≥ 3).

    Every run scores (designer rulings, BGG threads 1864038 and 3101386), a card in one run only:
    the maximal runs of the distinct strengths first, then the same again among the cards left
    (two cards of each strength 4, 5, 6 are two runs 4–6). For a hand (8 cards at most) this split
    scores as much as any other; a strength held twice does not lengthen a run.

    >>> runs([2, 3, 4, 4, 9, 10, 11, 12])
    [[2, 3, 4], [9, 10, 11, 12]]
    >>> runs([4, 4, 5, 5, 6, 6])
    [[4, 5, 6], [4, 5, 6]]
    """
    left = Counter(strengths)
    found: list[list[int]] = []
    while left:
        current: list[int] = []
        for v in sorted(left):
            if current and v == current[-1] + 1:
                current.append(v)
            else:
                current = [v]
                found.append(current)
        left -= Counter(left.keys())
    return [r for r in found if len(r) >= 3]


def b_gem_of_order(me, hand):
    """Every run scores, two of the same strengths too (designer rulings, BGG threads 1864038 and
    3101386; see :func:`runs`); a wild card not copying a strength has base 0 (rulebook FAQ: it may
    be used in a run)."""
    effects = []
    for run in runs(s.base for s in hand if not s.ghost):
        pts = RUN_POINTS[min(len(run), 7)]
        text = (
            ngettext(
                "+{points} for the run {low}–{high} ({n} card)",
                "+{points} for the run {low}–{high} ({n} cards)",
                len(run),
            ).format(points=pts, low=run[0], high=run[-1], n=len(run))
            if _reasons
            else ""
        )
        effects.append((pts, text))
    return effects


def gem_ruling(hand: list[Slot]) -> bool:
    """True when the designer's Gem of Order ruling decides its bonus: more than one run scores."""
    return len(runs(s.base for s in hand if not s.ghost)) > 1


def bound_gem_of_order(pool: Iterable[Slot]) -> int:
    """An upper bound of :func:`b_gem_of_order` over every hand drawn from ``pool`` (for the search):
    the runs of all its cards, each physical card once (a card that may take several suits has one
    base strength). :func:`runs` splits at most 8 cards as well as any split does, and the best
    split of more cards scores at least that of fewer."""
    bases = {s.card_id: s.base for s in pool}
    return sum(RUN_POINTS[min(len(r), 7)] for r in runs(bases.values()))


def b_world_tree_of(points):
    """World Tree's bonus (+50; the Cursed Hoard card +70): no two scoring cards share a suit, Phoenix
    in each of its suits; a blanked promo Phoenix is not a scoring card (web scorer issue #41)."""

    def bonus(me, hand):
        suits = [x for s in hand if not s.ghost for x in s.suits]
        return with_(points, len(suits) == len(set(suits)), N_("every scoring card of a different suit"))

    return bonus


b_world_tree = b_world_tree_of(50)


# ---------------------------------------------------------------- penalties (points)
# Each takes (me, hand) and returns a list of (negative points, reason);
# me.army_word tells whether the word Army still stands.


def p_swamp(me, hand):
    return per(
        -3,
        count(hand, *(["army"] if me.army_word else []), "flame"),
        N_("Army or Flame") if me.army_word else N_("Flame"),
    )


def p_blizzard(me, hand):
    suits = (["army"] if me.army_word else []) + ["leader", "beast", "flame"]
    return per(
        -5, count(hand, *suits), N_("Army, Leader, Beast, Flame") if me.army_word else N_("Leader, Beast, Flame")
    )


def p_knights(me, hand):
    return [(-8, _("-8 without a Leader") if _reasons else "")] if count(hand, "leader") == 0 else []


def p_light_cavalry(me, hand):
    return per(-2, count(hand, "land"), N_("Land"))


def p_dwarvish_infantry(me, hand):
    return per(-2, count(other(me, hand), "army"), N_("other Army")) if me.army_word else []


def p_warlock_lord(me, hand):
    return per(-10, count(hand, "leader") + count(other(me, hand), "wizard"), N_("Leader or other Wizard"))


def p_empress(me, hand):
    return per(-5, count(other(me, hand), "leader"), N_("other Leader"))


def p_dragon(me, hand):
    return [(-40, _("-40 without a Wizard") if _reasons else "")] if count(hand, "wizard") == 0 else []


# ---------------------------------------------------------------- blanking
# blanks(me, target) -> bool: me's penalty blanks the other card target.


def x_great_flood(me, t):
    return (
        (me.army_word and has(t, "army"))
        or (has(t, "land") and t.name != "mountain")
        or (has(t, "flame") and t.name != "lightning")
    )


def x_rainstorm(me, t):
    return has(t, "flame") and t.name != "lightning"


def x_blizzard(me, t):
    return has(t, "flood")


WILDFIRE_SPARED_SUITS = ("flame", "wizard", "weather", "weapon", "artifact")
WILDFIRE_SPARED_NAMES = ("mountain", "great_flood", "great_flood_ch", "island", "unicorn", "dragon")


def x_wildfire(me, t):
    return not has(t, *WILDFIRE_SPARED_SUITS) and t.name not in WILDFIRE_SPARED_NAMES


def x_wildfire_deluxe(me, t):
    """The Deluxe printing's Wildfire spares Outsiders too (``cursed_hoard.json`` ``printings``: PR64
    photos, KLAMEREK fork ``wildfire_rules_with_outsiders``, BGG thread 3409590)."""
    return x_wildfire(me, t) and not has(t, "outsider")


def x_basilisk(me, t):
    return (me.army_word and has(t, "army")) or has(t, "leader", "beast")


#: Suits a BLANKS text calls "other" ("every other Beast"): its own card of that suit is spared by
#: the text itself, not by the reading that a BLANKS penalty never blanks its own card.
BLANKS_OTHER = {"basilisk": ("beast",)}


# blanked_with(me, card) -> bool: me is blanked while that card (me included) is not blanked.


def w_war_dirigible(me, other):
    return has(other, "weather")


# needs(me) -> predicate: me is blanked unless a non-blanked card (me included) satisfies it.


def n_smoke(me):
    return lambda s: has(s, "flame")


def n_warship(me):
    return lambda s: has(s, "flood")


def n_war_dirigible(me):
    return (lambda s: has(s, "army")) if me.army_word else None


# ---------------------------------------------------------------- clearing
# clears(me, target) -> "all" | "army" | None, applied before any penalty.


def c_suit(suit):
    def clears(me, t):
        return "all" if has(t, suit) else None

    return clears


def c_protection_rune(me, t):
    return "all"


def c_rangers(me, t):
    return "army"


def c_warship(me, t):
    return "army" if has(t, "flood") else None


# ---------------------------------------------------------------- The Cursed Hoard and the promo cards
# The spec: docs/realms-cursed-hoard-notes.md ("Each new card as the engine computes it"); card facts in
# cards_data/realms/cursed_hoard.json and promo.json (REF, JPRAET, KLAMEREK).

#: The names of the Necromancer (base card and its Cursed Hoard replacement), as cards' texts name it.
NECROMANCER = ("necromancer", "necromancer_ch")


def _named_count(cards: Iterable[Slot], *names: str) -> int:
    return sum(1 for s in cards if s.name in names)


def b_dungeon(me, hand):
    """+10 for the first Undead, Beast and Artifact, +5 for each further one; +5 per card named
    Necromancer, Warlock Lord or Demon (JPRAET and KLAMEREK: 10 + 5 x (n - 1) per suit)."""
    out = []
    for suit, word in (
        ("undead", N_("first Undead")),
        ("beast", N_("first Beast")),
        ("artifact", N_("first Artifact")),
    ):
        n = count(hand, suit)
        if n:
            out += with_(10, True, word) + per(5, n - 1, FURTHER[suit])
    return out + per(
        5, _named_count(hand, *NECROMANCER, "warlock_lord", "demon"), N_("Necromancer, Warlock Lord or Demon")
    )


#: "further Undead" … for Dungeon's +5 per card of a suit beyond the first.
FURTHER = {"undead": N_("further Undead"), "beast": N_("further Beast"), "artifact": N_("further Artifact")}


def b_castle(me, hand):
    """+10 with a Leader, an Army, a Land and another Building each; +5 for each other Building
    beyond the first (both peers)."""
    buildings = count(other(me, hand), "building")
    return (
        with_(10, count(hand, "leader") > 0, N_("a Leader"))
        + with_(10, count(hand, "army") > 0, N_("an Army"))
        + with_(10, count(hand, "land") > 0, N_("a Land"))
        + with_(10, buildings > 0, N_("another Building"))
        + per(5, max(0, buildings - 1), N_("further Building"))
    )


def b_crypt(me, hand):
    undead = [s for s in hand if has(s, "undead")]
    total = sum(s.base for s in undead)
    if not total:
        return []
    text = _("+ base strength of the Undead ({bases})").format(bases="+".join(str(s.base) for s in undead))
    return [(total, text if _reasons else "")]


def x_crypt(me, t):
    return has(t, "leader")


def b_chapel(me, hand):
    n = sum(1 for s in hand if has(s, "leader", "wizard", "outsider", "undead"))
    return with_(40, n == 2, N_("exactly two Leaders, Wizards, Outsiders or Undead"))


def b_garden(me, hand):
    return per(11, count(hand, "leader", "beast"), N_("Leader or Beast"))


def w_garden(me, other):
    """Garden is BLANKED with an Undead, a card named Necromancer, or Demon (its text)."""
    return has(other, "undead") or other.name in (*NECROMANCER, "demon")


def b_genie(me, hand):
    """+10 per other player at the table (:attr:`~.table.Table.players`; unknown: no bonus)."""
    players = me.ctx.table.players if me.ctx is not None else None
    return per(10, players - 1, N_("other player")) if players else []


def judged(s: Slot) -> bool:
    """True if ``s`` has a penalty that is not cleared (Judge): a penalty whose only part is the word
    Army is cleared when Rangers or Warship clear that word (reading ``judge_cleared``)."""
    rule = RULES[s.penalty] if s.penalty else None
    if rule is None or not rule.has_penalty or s.cleared:
        return False
    return not (s.army_cleared and rule.army_only)


def b_judge(me, hand):
    """+10 per card with a penalty that is not cleared, whatever it costs (KLAMEREK test
    ``judge_with_and_without_penalty``: Light Cavalry with no Land counts)."""
    return per(10, sum(1 for s in other(me, hand) if judged(s)), N_("card with a penalty not cleared"))


def _area(me: Slot) -> tuple[str, ...]:
    return me.ctx.area if me.ctx is not None else ()


def b_area(points, suits, word):
    """A bonus per card of ``suits`` in the discard area (printed suits: :attr:`Context.area`)."""

    def bonus(me, hand):
        return per(points, sum(1 for suit in _area(me) if suit in suits), word)

    return bonus


_dark_queen_area = b_area(
    5, ("land", "flood", "flame", "weather"), N_("Land, Flood, Flame or Weather in the discard area")
)


def b_dark_queen(me, hand):
    unicorn = me.ctx is not None and "unicorn" in me.ctx.area_ids
    return _dark_queen_area(me, hand) + with_(5, unicorn, N_("Unicorn in the discard area"))


def b_lich(me, hand):
    return with_(10, named(hand, *NECROMANCER), N_("Necromancer")) + per(
        10, count(other(me, hand), "undead"), N_("other Undead")
    )


def b_bell_tower_ch(me, hand):
    return with_(15, count(hand, "wizard", "undead") > 0, N_("a Wizard or an Undead"))


#: The Cursed Hoard's Fountain of Life: Buildings too.
b_fountain_of_life_ch = b_fountain("building", "weapon", "flood", "flame", "land", "weather")


def x_great_flood_ch(me, t):
    return (
        (me.army_word and has(t, "army"))
        or has(t, "building")
        or (has(t, "land") and t.name != "mountain")
        or (has(t, "flame") and t.name != "lightning")
    )


def b_rangers_ch(me, hand):
    return per(10, count(hand, "land", "building"), N_("Land or Building"))


def b_jester(me, hand):
    """+3 per other card with an odd base strength, or +50 instead when every card of the hand has
    one. A blanked card has no base strength, so it is not odd (publisher and designer ruling, BGG
    thread 1841490): it stops the +50 (:attr:`Context.size` counts the blanked cards)."""
    scoring = [s for s in hand if not s.ghost]
    size = me.ctx.size if me.ctx is not None else len(scoring)
    if len(scoring) == size and all(s.base % 2 for s in scoring):
        return with_(50, True, N_("every card of odd base strength"))
    return per(3, sum(1 for s in other(me, hand) if s.base % 2), N_("other card of odd base strength"))


def bound_jester(me: Slot, pool: Sequence[Slot]) -> int:
    """Jester's bonus over any hand drawn from ``pool`` (one way per card, ``me`` as it stands first): +3 per
    other card that may have an odd base strength, or +50 unless a card has an even one however it stands
    (blanked, it has none: no +50 either, when the hand's size is known: :attr:`Context.size`)."""
    odd: dict[str, bool] = {}  # card -> it may be odd
    for s in pool:
        odd[s.card_id] = odd.get(s.card_id, False) or bool(s.base % 2)
    per_card = 3 * sum(1 for c, may in odd.items() if may and c != me.card_id)
    if me.ctx is not None and not all(odd.values()):
        return per_card
    return max(50, per_card)


def w_phoenix(me, other):
    """Phoenix is BLANKED with any Flood (its penalty: clearing removes it)."""
    return has(other, "flood")


def demon_blanks(me, t, hand):
    """Demon blanks ``t`` before any other blanking: ``t`` is not an Outsider and is the only card of one
    of its suits in ``hand`` (every card of the hand after the declarations; Phoenix a card of each of its
    suits, reading ``demon_phoenix``)."""
    if has(t, "outsider"):
        return False
    for suit in t.suits:
        held = 0  # the cards of that suit, counted up to two (the search asks this for every card often)
        for s in hand:
            if s.suit == suit or (s.extra and suit in s.extra):
                held += 1
                if held > 1:
                    break
        if held == 1:
            return True
    return False


@dataclass(frozen=True)
class Rule:
    """A card's rule parts; each is ``None`` when the card has no such part.

    :ivar bonus: ``(me, others) -> [(points, reason)]``
    :ivar penalty: ``(me, others) -> [(negative points, reason)]``
    :ivar blanks: ``(me, target) -> bool`` — its penalty BLANKS ``target``
    :ivar blanked_with: ``(me, card) -> bool`` — BLANKED while ``card`` scores
    :ivar needs: ``me -> predicate | None`` — BLANKED unless some scoring card fits
    :ivar clears: ``(me, target) -> "all" | "army" | None``; ``clears_in_penalty``
        marks a CLEARS line printed in the penalty box (Warship), which a
        Doppelgänger copies with the penalty.
    :ivar army_word: its penalty has the word Army (what Rangers and Warship clear).
    :ivar army_only: the word Army is all its penalty has (Judge: clearing it clears the penalty).
    :ivar blanks_first: ``(me, target, hand) -> bool`` — its penalty blanks ``target`` before any other
        blanking, counted on every card of ``hand`` (Demon). It reads only the suits of ``target`` and of the
        cards of ``hand`` (:attr:`Slot.suits`): the search remembers its answers per the suits the hand holds.

    For the search (``search.py``), which skips declarations that cannot beat the best found:

    :ivar monotone: its bonus never falls when a card is added to the hand, and reads the
        card's own suit only as one of the hand's, so the bonus over a pool of every card that
        may score (a card that may take several suits once per suit, the card as it stands
        first) bounds it. Leave it False when unsure: the search is then only slower.
    :ivar bound: ``(me, pool) -> points``, an upper bound of the bonus over every hand drawn
        from ``pool``, however the card ``me`` stands in it (``None``: the bonus itself if
        ``monotone``, else no bound). ``pool`` holds each card as it stands, then other ways
        some cards may stand (a slot with the same ``card_id``), of which a hand uses one at
        most (Book of Changes changes one card).
    :ivar subadditive: (with ``monotone``) its bonus over a hand is at most its bonus alone plus, for
        each other card, what that card alone adds to it ("+N for each X" is exactly that sum), so a
        card that may stand in several ways adds at most its best way (the search's bound).
    :ivar distinct_suits: its bonus needs every scoring card of a different suit (World Tree).
    :ivar penalty_monotone: its penalty never costs less when a card is added to the hand, so
        the cards that score in every candidate bound it (Knights' "without a Leader" is not).
    :ivar points: ``(me, hand) -> points``, the bonus's points without the reasons (faster;
        ``None``: the sum of ``bonus``). Penalty points are never positive.
    """

    bonus: Callable | None = None
    penalty: Callable | None = None
    blanks: Callable | None = None
    blanked_with: Callable | None = None
    needs: Callable | None = None
    clears: Callable | None = None
    clears_in_penalty: bool = False
    army_word: bool = False
    army_only: bool = False
    blanks_first: Callable | None = None
    monotone: bool = False
    bound: Callable | None = None
    distinct_suits: bool = False
    penalty_monotone: bool = False
    subadditive: bool = False
    points: Callable | None = None

    @cached_property  # read for every card at every clearing: worked out once per rule
    def has_penalty(self) -> bool:
        return any(
            (self.penalty, self.blanks, self.blanked_with, self.needs, self.clears_in_penalty, self.blanks_first)
        )


RULES: dict[str, Rule] = {
    "mountain": Rule(bonus=b_mountain, clears=c_suit("flood"), monotone=True),
    "cavern": Rule(bonus=b_cavern, clears=c_suit("weather"), monotone=True),
    "bell_tower": Rule(bonus=b_wizard_once(15), monotone=True),
    "forest": Rule(bonus=b_forest, monotone=True, subadditive=True),
    "earth_elemental": Rule(bonus=b_other_of("land", 15, "Land"), monotone=True, subadditive=True),
    "fountain_of_life": Rule(bonus=b_fountain_of_life, monotone=True),
    "swamp": Rule(penalty=p_swamp, penalty_monotone=True, army_word=True),
    "great_flood": Rule(blanks=x_great_flood, army_word=True),
    "island": Rule(),  # its clearing is a choice: see resolve.py
    "water_elemental": Rule(bonus=b_other_of("flood", 15, "Flood"), monotone=True, subadditive=True),
    "rainstorm": Rule(bonus=b_rainstorm, blanks=x_rainstorm, monotone=True, subadditive=True),
    "blizzard": Rule(blanks=x_blizzard, penalty=p_blizzard, army_word=True, penalty_monotone=True),
    "smoke": Rule(needs=n_smoke),
    "whirlwind": Rule(bonus=b_whirlwind, monotone=True),
    "air_elemental": Rule(bonus=b_other_of("weather", 15, "Weather"), monotone=True, subadditive=True),
    "wildfire": Rule(blanks=x_wildfire),
    "candle": Rule(bonus=b_candle, monotone=True),
    "forge": Rule(bonus=b_forge, monotone=True, subadditive=True),
    "lightning": Rule(bonus=b_lightning, monotone=True),
    "fire_elemental": Rule(bonus=b_other_of("flame", 15, "Flame"), monotone=True, subadditive=True),
    "knights": Rule(penalty=p_knights),
    "elven_archers": Rule(bonus=b_elven_archers, bound=lambda me, pool: 5),  # falls with a Weather added
    "light_cavalry": Rule(penalty=p_light_cavalry, penalty_monotone=True),
    "dwarvish_infantry": Rule(penalty=p_dwarvish_infantry, penalty_monotone=True, army_word=True, army_only=True),
    "rangers": Rule(bonus=b_rangers, clears=c_rangers, monotone=True, subadditive=True),
    "collector": Rule(
        bonus=b_collector,
        monotone=True,
        bound=lambda me, pool: bound_collector(pool),
        points=lambda me, hand: collector_points(hand),
    ),
    "beastmaster": Rule(bonus=b_beastmaster, clears=c_suit("beast"), monotone=True, subadditive=True),
    "necromancer": Rule(),  # its effect is the eighth card (hand size)
    "warlock_lord": Rule(penalty=p_warlock_lord, penalty_monotone=True),
    "enchantress": Rule(bonus=b_enchantress, monotone=True, subadditive=True),
    "king": Rule(bonus=b_royal("queen", "Queen"), monotone=True),
    "queen": Rule(bonus=b_royal("king", "King"), monotone=True),
    "princess": Rule(bonus=b_princess, monotone=True, subadditive=True),
    "warlord": Rule(bonus=b_warlord, monotone=True, subadditive=True),
    "empress": Rule(bonus=b_empress, penalty=p_empress, monotone=True, subadditive=True, penalty_monotone=True),
    "unicorn": Rule(bonus=b_unicorn, monotone=True),
    "basilisk": Rule(blanks=x_basilisk, army_word=True),
    "warhorse": Rule(bonus=b_warhorse, monotone=True),
    "dragon": Rule(penalty=p_dragon),
    "hydra": Rule(bonus=b_hydra, monotone=True),
    # Warship: both lines are printed in the penalty box (Spanish printed card,
    # shared card reference "Warship layout").
    "warship": Rule(needs=n_warship, clears=c_warship, clears_in_penalty=True),
    "magic_wand": Rule(bonus=b_wizard_once(25), monotone=True),
    "sword_of_keth": Rule(bonus=b_keth("shield_of_keth", "Shield of Keth", 10), monotone=True),
    "elven_longbow": Rule(bonus=b_elven_longbow, monotone=True),
    "war_dirigible": Rule(needs=n_war_dirigible, blanked_with=w_war_dirigible, army_word=True),
    "shield_of_keth": Rule(bonus=b_keth("sword_of_keth", "Sword of Keth", 15), monotone=True),
    "gem_of_order": Rule(bonus=b_gem_of_order, bound=lambda me, pool: bound_gem_of_order(pool)),
    "world_tree": Rule(bonus=b_world_tree, bound=lambda me, pool: 50, distinct_suits=True),
    "book_of_changes": Rule(),  # a declaration: see resolve.py
    "protection_rune": Rule(clears=c_protection_rune),
    "shapeshifter": Rule(),
    "mirage": Rule(),
    "doppelganger": Rule(),
    # The Deluxe printing's Wildfire (a rule id, not a card id: resolve.rule_id).
    "wildfire_deluxe": Rule(blanks=x_wildfire_deluxe),
    # The Cursed Hoard: new cards.
    "dungeon": Rule(bonus=b_dungeon, monotone=True, subadditive=True),
    "castle": Rule(bonus=b_castle, monotone=True, subadditive=True),
    "crypt": Rule(bonus=b_crypt, blanks=x_crypt, monotone=True),
    "chapel": Rule(bonus=b_chapel, bound=lambda me, pool: 40),  # "exactly two": falls with a card added
    "garden": Rule(bonus=b_garden, blanked_with=w_garden, monotone=True, subadditive=True),
    # the bonuses that read the table only are the same in every hand: monotone (the search's bound)
    "genie": Rule(bonus=b_genie, monotone=True),
    "judge": Rule(bonus=b_judge, bound=lambda me, pool: 10 * len({s.card_id for s in pool})),
    "angel": Rule(),  # unblankable, protects a card: see resolve.blanking
    "leprechaun": Rule(),  # its effect is the end-of-game draw (hand size)
    "demon": Rule(blanks_first=demon_blanks),
    "dark_queen": Rule(bonus=b_dark_queen, monotone=True),
    "ghoul": Rule(
        bonus=b_area(
            4,
            ("wizard", "leader", "army", "beast", "undead"),
            N_("Wizard, Leader, Army, Beast or Undead in the discard area"),
        ),
        monotone=True,
    ),
    "specter": Rule(
        bonus=b_area(6, ("wizard", "artifact", "outsider"), N_("Wizard, Artifact or Outsider in the discard area")),
        monotone=True,
    ),
    "lich": Rule(bonus=b_lich, monotone=True, subadditive=True),
    "death_knight": Rule(bonus=b_area(7, ("weapon", "army"), N_("Weapon or Army in the discard area")), monotone=True),
    # The Cursed Hoard: replacement cards (base cards' texts name them by the base id as well).
    "bell_tower_ch": Rule(bonus=b_bell_tower_ch, monotone=True, subadditive=True),
    "fountain_of_life_ch": Rule(bonus=b_fountain_of_life_ch, monotone=True),
    "great_flood_ch": Rule(blanks=x_great_flood_ch, army_word=True),
    "rangers_ch": Rule(bonus=b_rangers_ch, clears=c_rangers, monotone=True, subadditive=True),
    "necromancer_ch": Rule(),  # the end-of-game take; Undead unblankable: see resolve.blanking
    "world_tree_ch": Rule(bonus=b_world_tree_of(70), bound=lambda me, pool: 70, distinct_suits=True),
    "shapeshifter_ch": Rule(),
    "mirage_ch": Rule(),
    # Promo cards.
    "jester": Rule(bonus=b_jester, bound=lambda me, pool: bound_jester(me, pool)),
    "phoenix_promo": Rule(blanked_with=w_phoenix),
    "phoenix_deluxe": Rule(blanked_with=w_phoenix),
}

#: Printed suits a Mirage / Shapeshifter may take (their card texts).
WILD_SUITS = {
    "mirage": ("army", "land", "weather", "flood", "flame"),
    "shapeshifter": ("artifact", "leader", "wizard", "weapon", "beast"),
}
