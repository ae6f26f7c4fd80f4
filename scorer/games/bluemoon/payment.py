"""Can these cards pay for that box? The contribution rule and the wild cards.

Rules (Czech rulebook p.2-3, pp.5-6; English rules pp.2, 4-5):

- one contribution pays one box: one or more cards of the box's colour whose
  values add up to at least the box's value (overpaying is allowed, no change);
- a Royal Palace box (colour ``"any"``) takes one colour per box, plus wilds;
- Khind (green): every Khind is a wild card worth 1;
- Mimix (brown): any two Mimix of value 1 or 2 together are one wild card worth 3;
- Hoax (white) used for its power adds no value and recolours, for this one
  contribution, up to four cards of one colour (Hoax 1) or one card (Hoax 2);
- a card is used for its value or its power, never both; a Hoax 3 or Mimix 3
  has no power and is a plain white or brown card.

:func:`best_payment` finds the cheapest way: the fewest cards, then the lowest
value reached (least overpaid), then the lowest printed total, then the fewest
wilds and powers spent.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from scorer.core.errors import RuleError

from .cards import ANY, Card, colours
from .data import rules
from .lang import CARD, TO, _, colour_word

#: Largest hand the exhaustive search accepts (a real hand rarely passes 15).
MAX_HAND = 30
#: Largest hand whose every way to pay is searched (several boxes, the other ways to pay one box): the game
#: deals 8 cards and a turn adds 2 at most (Czech rulebook p.2), and the search grows fast beyond 15.
PLAN_HAND = 15

# Roles a card can play in one contribution.
VALUE, WILD, PAIR, POWER = "value", "wild", "pair", "power"


@dataclass(frozen=True)
class Use:
    """How one card of the hand is used: ``role`` is value/wild/pair/power; ``note`` says it in words."""

    index: int
    card: Card
    role: str
    note: str


@dataclass(frozen=True)
class Payment:
    """The answer for one box.

    :ivar colour: the colour the cards pay in (the box's, or the one chosen for a Palace box).
    :ivar can_pay: the cards reach the box value.
    :ivar value: what the used cards reach (the best reachable when ``can_pay`` is false).
    :ivar uses: the cards used, in hand order.
    """

    box_colour: str
    box_value: int
    colour: str | None
    can_pay: bool
    value: int
    uses: tuple[Use, ...]

    @property
    def cards_used(self) -> list[str]:
        """The used cards' names, in hand order (``["Vulca 3", "Khind 1"]``)."""
        return [u.card.name for u in self.uses]


@dataclass(frozen=True)
class _Plan:
    value: int
    uses: tuple[Use, ...]

    def key(self) -> tuple:
        printed = sum(u.card.value for u in self.uses)
        special = sum(u.role != VALUE for u in self.uses)
        return (len(self.uses), self.value, printed, special, tuple(u.index for u in self.uses))


def recolour_power(card: Card) -> int:
    """How many cards (of one colour) this card's power recolours; 0 if it cannot."""
    if card.people != "hoax":
        return 0
    return next((r.cards for r in rules().hoax_recolour_limit if r.value == card.value), 0)


def pairable(card: Card) -> bool:
    """Whether this card can be half of a Mimix pair (a Mimix 1 or 2)."""
    return card.people == "mimix" and card.value in rules().mimix_pair_card_values


def _options(card: Card, n: int, colour: str, can_recolour: bool) -> list[tuple[tuple[str, int], ...]]:
    """Every way to use ``k <= n`` copies of ``card`` in one contribution in ``colour``."""
    if card.people == "khind":
        return [((WILD, k),) for k in range(n + 1)]
    useful_value = card.colour == colour or can_recolour
    second = PAIR if pairable(card) else POWER if recolour_power(card) else None
    if second is None:
        return [((VALUE, k),) for k in range(n + 1 if useful_value else 1)]
    return [((VALUE, v), (second, s)) for v in range(n + 1 if useful_value else 1) for s in range(n + 1 - v)]


def _assign_recolours(to_recolour: list[Use], hoaxes: list[Use]) -> dict[int, list[Use]] | None:
    """Give every off-colour value card to a Hoax power; ``None`` if they cannot all be covered.

    Each Hoax covers up to its limit of cards of ONE colour. Bigger Hoaxes go
    first, each to the colour with most cards still uncovered: the gain of one
    more Hoax on a colour never grows, so this greedy choice covers the most.
    """
    left: dict[str, list[Use]] = {}
    for use in to_recolour:
        left.setdefault(use.card.colour, []).append(use)
    covered: dict[int, list[Use]] = {}
    for hoax in sorted(hoaxes, key=lambda h: -recolour_power(h.card)):
        if not any(left.values()):
            break
        source = max(left, key=lambda c: len(left[c]))
        limit = recolour_power(hoax.card)
        covered[hoax.index], left[source] = left[source][:limit], left[source][limit:]
    return None if any(left.values()) else covered


class _Best:
    """The best plan found so far, over every colour tried, and the bounds it gives the search."""

    def __init__(self, target: int):
        self.target = target
        self.key: tuple | None = None
        self.colour: str | None = None
        self.plan: _Plan | None = None
        self.pay_count: int | None = None  # fewest cards of any paying plan
        self.top_value = 0  # highest value of any plan

    def offer(self, plan: _Plan, colour: str) -> None:
        k = plan.key()
        key = (0, *k) if plan.value >= self.target else (1, -plan.value, *k)
        if self.key is None or key < self.key:
            self.key, self.colour, self.plan = key, colour, plan
        if plan.value >= self.target and (self.pay_count is None or len(plan.uses) < self.pay_count):
            self.pay_count = len(plan.uses)
        self.top_value = max(self.top_value, plan.value)

    def hopeless(self, count: int, reachable: float) -> bool:
        """Whether a partial plan with ``count`` cards that can reach at most ``reachable`` cannot win."""
        if self.pay_count is not None:
            return count > self.pay_count or reachable < self.target
        return reachable < self.top_value


def _search(hand: Sequence[Card], colour: str, best: _Best) -> None:
    """Offer ``best`` every legal contribution in ``colour`` that could beat it.

    A depth-first search over the kinds of card in the hand, choosing how many
    of each to use in each role. Hoax kinds come first so the recolouring
    capacity is known before any off-colour card is chosen; a branch stops
    when it has more cards than a known payment, cannot reach the value it
    needs, or holds more off-colour cards than its Hoaxes can recolour.
    """
    r = rules()
    can_recolour = any(recolour_power(c) for c in hand)
    positions: dict[Card, list[int]] = {}
    for i, card in enumerate(hand):
        positions.setdefault(card, []).append(i)
    kinds = sorted(positions, key=lambda c: (not recolour_power(c), c.colour != colour, -c.value))
    hoax_kinds = sum(1 for c in kinds if recolour_power(c))
    choices = [list(reversed(_options(card, len(positions[card]), colour, can_recolour))) for card in kinds]

    def worth(card: Card, role: str) -> float:
        """A card's value in a role (a pair member is half a wild 3)."""
        return {VALUE: card.value, WILD: r.khind_wild_value, PAIR: r.mimix_pair_value / 2, POWER: 0}[role]

    most = [
        max((sum(k * worth(card, role) for role, k in option) for option in opts), default=0)
        for card, opts in zip(kinds, choices, strict=True)
    ]
    rest = [sum(most[i:]) for i in range(len(kinds) + 1)]

    def leaf(chosen: list[tuple[Card, str, int]]) -> None:
        uses: list[Use] = []
        for card, role, k in chosen:
            taken = sum(u.card == card for u in uses)
            uses += [Use(i, card, role, "") for i in positions[card][taken : taken + k]]
        pairs = [u for u in uses if u.role == PAIR]
        off = [u for u in uses if u.role == VALUE and u.card.colour != colour]
        hoaxes = [u for u in uses if u.role == POWER]
        covered = _assign_recolours(off, hoaxes) if off or hoaxes else {}
        if not uses or len(pairs) % 2 or covered is None or len(covered) < len(hoaxes):
            return  # nothing used, a lone Mimix, an off-colour card left unpaid, or a Hoax spent for nothing
        value = sum(worth(u.card, u.role) for u in uses if u.role != PAIR) + r.mimix_pair_value * (len(pairs) // 2)
        best.offer(_Plan(int(value), _describe(uses, colour, covered)), colour)

    def walk(i: int, chosen: list, count: int, value: float, off: int, capacity: int) -> None:
        if best.hopeless(count, value + rest[i]) or (i >= hoax_kinds and off > capacity):
            return
        if i == len(kinds):
            leaf(chosen)
            return
        card = kinds[i]
        for option in choices[i]:
            used = [(card, role, k) for role, k in option if k]
            walk(
                i + 1,
                chosen + used,
                count + sum(k for _, _, k in used),
                value + sum(k * worth(card, role) for _, role, k in used),
                off + sum(k for _, role, k in used if role == VALUE and card.colour != colour),
                capacity + sum(k * recolour_power(card) for _, role, k in used if role == POWER),
            )

    walk(0, [], 0, 0, 0, 0)


def _describe(uses: list[Use], colour: str, covered: dict[int, list[Use]]) -> tuple[Use, ...]:
    """The uses in hand order, each with a note in words."""
    recoloured_by = {u.index: h for h, group in covered.items() for u in group}
    by_index = {u.index: u for u in uses}
    pairs = sorted(u.index for u in uses if u.role == PAIR)
    partner = {a: b for x, y in zip(pairs[::2], pairs[1::2], strict=True) for a, b in ((x, y), (y, x))}
    out = []
    for u in sorted(uses, key=lambda u: u.index):
        if u.role == WILD:
            note = _("wild, worth {n}").format(n=rules().khind_wild_value)
        elif u.role == PAIR:
            mate = by_index[partner[u.index]].card.name
            note = _("Mimix pair with {card}: together a wild worth {n}").format(card=mate, n=rules().mimix_pair_value)
        elif u.role == POWER:
            targets = ", ".join(t.card.name for t in covered[u.index])
            note = _("power: recolours {cards} to {colour} (adds no value)").format(
                cards=targets, colour=colour_word(colour, TO)
            )
        elif u.index in recoloured_by:
            note = _("{colour} {value} (recoloured by {card})").format(
                colour=colour_word(colour, CARD), value=u.card.value, card=by_index[recoloured_by[u.index]].card.name
            )
        else:
            note = f"{colour_word(colour, CARD)} {u.card.value}"
        out.append(Use(u.index, u.card, u.role, note))
    return tuple(out)


def best_payment(box_colour: str, box_value: int, hand: Sequence[Card]) -> Payment:
    """Find the cheapest way to pay one box, or the best value reachable if none.

    :param box_colour: an English card colour, or ``"any"`` for a Royal Palace box.
    :param box_value: the printed value (>= 1).
    :param hand: the cards in hand (any order; repeats allowed).
    :returns: a :class:`Payment`; when the box cannot be paid, ``uses`` are the
        fewest cards reaching the best value (nothing if the hand has nothing usable).
    :raises RuleError: a box value below 1, or a hand larger than :data:`MAX_HAND`.
    """
    if box_value < 1:
        raise RuleError(_("a box value is at least 1, got {n}: type the number printed in the box").format(n=box_value))
    if len(hand) > MAX_HAND:
        raise RuleError(
            _("a hand of {n} cards is too many to search: list at most {most}").format(n=len(hand), most=MAX_HAND)
        )
    best = _Best(box_value)
    for colour in colours() if box_colour == ANY else [box_colour]:
        _search(hand, colour, best)
    if best.plan is None:
        return Payment(box_colour, box_value, None, False, 0, ())
    plan = best.plan
    return Payment(box_colour, box_value, best.colour, plan.value >= box_value, plan.value, plan.uses)


# --- every way to pay a box, and several boxes at once -------------------------------------------------------


def most_value(colour: str, cards: Sequence[Card]) -> int:
    """The highest value any legal contribution in ``colour`` reaches with some of ``cards`` (not ``"any"``).

    The same rules as :func:`best_payment`, counted directly: cards of the colour add their value, every
    Khind 1, every two Mimix 1/2 taken as a pair 3; each Hoax 1/2 is either spent for its power or a white
    card; each Hoax spent recolours the cards of one colour (up to 4 for a Hoax 1, 1 for a Hoax 2) that then
    add their value. Every split of the Hoaxes (power or value) and the Mimix 1/2 (pair or brown card) is
    tried, and every choice of colour for each Hoax 1; the Hoax 1s take the best cards of their colours, the
    Hoax 2s the best cards left.
    """
    r = rules()
    native = wild = 0
    off: dict[str, list[int]] = {}
    hoaxes: dict[int, int] = {}  # recolour limit -> how many
    hoax_cards: dict[int, list[Card]] = {}
    mimix: list[Card] = []
    for c in cards:
        if c.people == "khind":
            wild += r.khind_wild_value
        elif pairable(c):
            mimix.append(c)
        elif recolour_power(c):
            hoaxes[recolour_power(c)] = hoaxes.get(recolour_power(c), 0) + 1
            hoax_cards.setdefault(recolour_power(c), []).append(c)
        elif c.colour == colour:
            native += c.value
        else:
            off.setdefault(c.colour, []).append(c.value)
    limits = sorted(hoax_cards)
    mimix.sort(key=lambda c: c.value)
    best = 0
    for spent in itertools.product(*(range(len(hoax_cards[k]) + 1) for k in limits)):
        # the Hoaxes not spent are white cards of value 1/2 (hoax_cards[k] are alike in limit and value)
        powers = [k for k, n in zip(limits, spent, strict=True) for _ in range(n)]
        white = [c.value for k, n in zip(limits, spent, strict=True) for c in hoax_cards[k][n:]]
        for paired in range(0, len(mimix) + 1, 2):
            # the lowest Mimix make the pairs (any two are worth 3); the others are brown cards
            brown = [c.value for c in mimix[paired:]]
            extra: dict[str, list[int]] = {k: list(v) for k, v in off.items()}
            value = native + wild + r.mimix_pair_value * (paired // 2)
            for card_colour, values in (("white", white), ("brown", brown)):
                if card_colour == colour:
                    value += sum(values)
                elif values:
                    extra.setdefault(card_colour, []).extend(values)
            best = max(best, value + _recoloured(extra, powers))
    return best


def _recoloured(off: dict[str, list[int]], powers: list[int]) -> int:
    """The most value the Hoax powers ``powers`` (each a recolour limit) add by recolouring ``off`` cards."""
    if not powers or not off:
        return 0
    big = [p for p in powers if p > 1]
    singles = len(powers) - len(big)
    ranked = {k: sorted(v, reverse=True) for k, v in off.items()}
    best = 0
    for choice in itertools.combinations_with_replacement(sorted(ranked), len(big)):
        taken = {k: 0 for k in ranked}
        for k, p in zip(choice, sorted(big, reverse=True), strict=True):
            taken[k] += p
        value = sum(sum(v[: taken[k]]) for k, v in ranked.items())
        rest = sorted((x for k, v in ranked.items() for x in v[taken[k] :]), reverse=True)
        best = max(best, value + sum(rest[:singles]))
    return best


def _upper(card: Card) -> float:
    """The most ``card`` can add to a contribution (a Mimix 1 is half a wild worth 3)."""
    return max(card.value, rules().mimix_pair_value / 2) if pairable(card) else card.value


def _remap(pay: Payment, indices: Sequence[int]) -> Payment:
    """``pay`` found on ``[hand[i] for i in indices]``, with its uses indexing ``hand`` itself."""
    uses = tuple(Use(indices[u.index], u.card, u.role, u.note) for u in pay.uses)
    return Payment(pay.box_colour, pay.box_value, pay.colour, pay.can_pay, pay.value, uses)


def _cheapest(pay: Payment) -> tuple:
    """The order of :func:`best_payment`: fewest cards, lowest value reached, lowest printed total, fewest powers."""
    return _Plan(pay.value, pay.uses).key()


def ways_to_pay(box_colour: str, box_value: int, hand: Sequence[Card]) -> list[Payment]:
    """Every way to pay one box with no card to spare, cheapest first.

    A way is a set of cards of the hand that pays the box (:func:`best_payment` on those cards alone) and
    stops paying it when any one of them is taken out; a card beyond such a set only leaves the hand poorer,
    so these are all the payments a player can want. Copies of a card are one card to this search: each set
    of cards is listed once, by the first copies in the hand. A Royal Palace box is searched colour by colour,
    and a set that holds a smaller way in another colour is dropped.

    :param box_colour: an English colour, or ``"any"`` for a Royal Palace box.
    :param box_value: the printed value (>= 1).
    :param hand: the cards in hand.
    :returns: the payments (``can_pay`` true, ``uses`` indexing ``hand``), in the order of :func:`best_payment`
        (fewest cards, lowest value reached, lowest printed total, fewest wilds and powers); empty when the
        box cannot be paid.
    :raises RuleError: as :func:`best_payment`, or a hand of more than :data:`PLAN_HAND` cards.
    """
    best_payment(box_colour, box_value, [])  # the same checks of the value
    if len(hand) > PLAN_HAND:
        raise RuleError(
            _(
                "a hand of {n} cards is too many to search every way to pay: list at most {most} (the cards that "
                "can help)"
            ).format(n=len(hand), most=PLAN_HAND)
        )
    sets: dict[tuple[int, ...], None] = {}
    for colour in colours() if box_colour == ANY else [box_colour]:
        for indices in _ways_in(colour, box_value, hand):
            sets[indices] = None
    if box_colour == ANY:  # minimal in its colour, but it may hold a smaller way in another colour
        counted = {s: _count(hand[i] for i in s) for s in sets}
        sets = {
            s: None
            for s in sets
            if not any(t != s and all(counted[s].get(c, 0) >= n for c, n in counted[t].items()) for t in sets)
        }
    ways = [_remap(best_payment(box_colour, box_value, [hand[i] for i in s]), s) for s in sets]
    return sorted(ways, key=_cheapest)


def _ways_in(colour: str, box_value: int, hand: Sequence[Card]) -> list[tuple[int, ...]]:
    """The sets of cards (indices of their first copies in ``hand``) that pay ``colour`` with no card to spare.

    A depth-first search over the kinds of card that can help, adding one card at a time: a set that pays is
    kept if every card of it is used, and never grown (a bigger set has a card to spare); a set whose cards
    cannot reach the value even with every card still to come, or that holds more off-colour cards than its
    Hoaxes recolour, is not grown either. Hoax kinds come first, so the recolouring is known before any
    off-colour card is added.
    """
    hoax = any(recolour_power(c) for c in hand)
    positions: dict[Card, list[int]] = {}
    for i, c in enumerate(hand):
        if hoax or c.colour == colour or c.people == "khind" or pairable(c):
            positions.setdefault(c, []).append(i)

    def off(card: Card) -> bool:  # counts only with a Hoax's power behind it
        return card.colour != colour and card.people != "khind" and not pairable(card) and not recolour_power(card)

    kinds = sorted(positions, key=lambda c: (not recolour_power(c), -_upper(c), c))
    room = [sum(_upper(k) * len(positions[k]) for k in kinds[j:]) for j in range(len(kinds) + 1)]
    # with no card to spare a way reaches less than the box value plus what its smallest part adds (a card, or
    # a Mimix pair worth 3), so it has fewer than box_value + 3 cards that add value (each adds 1 or more), and
    # at most one Hoax for each card it recolours
    most = 2 * (box_value + 2)
    found: list[tuple[int, ...]] = []
    counts = [0] * len(kinds)

    def pays(key: tuple[int, ...]) -> bool:
        if key not in memo:
            memo[key] = most_value(colour, [c for c, n in zip(kinds, key, strict=True) for _ in range(n)]) >= box_value
        return memo[key]

    memo: dict[tuple[int, ...], bool] = {}

    def walk(start: int, size: int, reach: float, capacity: int, outside: int) -> None:
        if size:
            key = tuple(counts)
            if pays(key):  # a bigger set holds this one: it has a card to spare
                less = [(*key[:j], key[j] - 1, *key[j + 1 :]) for j, n in enumerate(key) if n]
                if not any(pays(k) for k in less):
                    found.append(tuple(sorted(i for k, n in zip(kinds, key, strict=True) for i in positions[k][:n])))
                return
        if size == most:
            return
        for j in range(start, len(kinds)):
            card = kinds[j]
            if reach + room[j] < box_value:
                return  # the kinds from j on cannot reach the value (after the Hoaxes, the most a card adds first)
            if counts[j] == len(positions[card]) or (off(card) and outside + 1 > capacity):
                continue
            counts[j] += 1
            walk(j, size + 1, reach + _upper(card), capacity + recolour_power(card), outside + off(card))
            counts[j] -= 1

    walk(0, 0, 0.0, 0, 0)
    return found


@dataclass(frozen=True)
class BoxesPlan:
    """Several boxes of one building paid in one turn.

    :ivar boxes: the boxes, ``(colour, value)``, in the order given.
    :ivar payments: for each box its payment, or ``None`` when it is left unpaid; ``uses`` index the hand.
    :ivar left: the cards that stay in hand, in hand order.
    """

    boxes: tuple[tuple[str, int], ...]
    payments: tuple[Payment | None, ...]
    left: tuple[Card, ...]

    @property
    def boxes_paid(self) -> int:
        """How many boxes are paid."""
        return sum(p is not None for p in self.payments)

    @property
    def cards_left(self) -> list[str]:
        """The names of the cards left in hand (``["Aqua 3"]``)."""
        return [c.name for c in self.left]


def pay_boxes(boxes: Sequence[tuple[str, int]], hand: Sequence[Card]) -> BoxesPlan:
    """Pay as many of ``boxes`` as the hand can, each with cards of its own, keeping the most value in hand.

    Each box is a contribution of its own, with its own cards (Czech rulebook p.3: several contributions a
    turn, "každá … se samostatnými kartami"); a Hoax's power and a Mimix pair serve one contribution (p.6).
    The search is exact: it tries every way to give each box one of its :func:`ways_to_pay` (or nothing)
    with no card given twice, and keeps the plan that pays the most boxes, then keeps the highest printed
    total in hand, then spends the fewest cards; among equal plans each box, in the order given, gets its
    cheapest way (as :func:`best_payment` orders them).

    :param boxes: ``(colour, value)`` of each box (``"any"`` for a Royal Palace box), as checked by the caller.
    :param hand: the cards in hand.
    :raises RuleError: as :func:`ways_to_pay` (a box value below 1, a hand of more than :data:`PLAN_HAND` cards).
    """
    ways: dict[tuple[str, int], list[tuple[Payment, dict[Card, int]]]] = {}
    for box in boxes:
        if box not in ways:
            options = ways_to_pay(box[0], box[1], hand)
            ways[box] = [(p, _count(u.card for u in p.uses)) for p in options]
    have = _count(hand)
    chosen: list[tuple[Payment, dict[Card, int]] | None] = [None] * len(boxes)
    best: dict[str, Any] = {"key": None, "plan": list(chosen)}

    def walk(i: int, paid: int, spent: int, cards: int) -> None:
        key = (-paid, spent, cards)
        top = best["key"]
        if top is not None and (paid + len(boxes) - i, -spent) < (-top[0], -top[1]):
            return  # even paying every box left cannot beat the best plan
        if i == len(boxes):
            if top is None or key < top:
                best["key"], best["plan"] = key, list(chosen)
            return
        for option in ways[boxes[i]]:
            pay, need = option
            if all(have[c] >= n for c, n in need.items()):
                for c, n in need.items():
                    have[c] -= n
                chosen[i] = option
                walk(i + 1, paid + 1, spent + sum(u.card.value for u in pay.uses), cards + len(pay.uses))
                chosen[i] = None
                for c, n in need.items():
                    have[c] += n
        walk(i + 1, paid, spent, cards)

    walk(0, 0, 0, 0)
    free: dict[Card, list[int]] = {}
    for i, c in enumerate(hand):
        free.setdefault(c, []).append(i)
    payments: list[Payment | None] = []
    for option in best["plan"]:
        if option is None:
            payments.append(None)
            continue
        pay = option[0]
        indices = [free[u.card].pop(0) for u in pay.uses]  # copies of a card are alike: the first free ones
        order = sorted(range(len(indices)), key=lambda t: indices[t])
        uses = tuple(Use(indices[t], pay.uses[t].card, pay.uses[t].role, pay.uses[t].note) for t in order)
        payments.append(Payment(pay.box_colour, pay.box_value, pay.colour, True, pay.value, uses))
    spent_at = {u.index for p in payments if p for u in p.uses}
    left = tuple(c for i, c in enumerate(hand) if i not in spent_at)
    return BoxesPlan(tuple(boxes), tuple(payments), left)


def _count(cards: Iterable[Card]) -> dict[Card, int]:
    out: dict[Card, int] = {}
    for c in cards:
        out[c] = out.get(c, 0) + 1
    return out
