"""Can these cards pay for that box? The contribution rule and the wild cards.

Rules (seed 000_7d5d67c3a83db1b1.txt p.2-3, pp.5-6; reference card_peoples, S1 pp.2, 4-5):

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

from collections.abc import Sequence
from dataclasses import dataclass

from scorer.core.errors import RuleError

from .cards import ANY, Card, colours
from .data import rules

#: Largest hand the exhaustive search accepts (a real hand rarely passes 15).
MAX_HAND = 30

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
            note = f"wild, worth {rules().khind_wild_value}"
        elif u.role == PAIR:
            mate = by_index[partner[u.index]].card.name
            note = f"Mimix pair with {mate}: together a wild worth {rules().mimix_pair_value}"
        elif u.role == POWER:
            targets = ", ".join(t.card.name for t in covered[u.index])
            note = f"power: recolours {targets} to {colour} (adds no value)"
        elif u.index in recoloured_by:
            note = f"{colour} {u.card.value} (recoloured by {by_index[recoloured_by[u.index]].card.name})"
        else:
            note = f"{colour} {u.card.value}"
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
        raise RuleError(f"a box value is at least 1, got {box_value}: type the number printed in the box")
    if len(hand) > MAX_HAND:
        raise RuleError(f"a hand of {len(hand)} cards is too many to search: list at most {MAX_HAND}")
    best = _Best(box_value)
    for colour in colours() if box_colour == ANY else [box_colour]:
        _search(hand, colour, best)
    if best.plan is None:
        return Payment(box_colour, box_value, None, False, 0, ())
    plan = best.plan
    return Payment(box_colour, box_value, best.colour, plan.value >= box_value, plan.value, plan.uses)
