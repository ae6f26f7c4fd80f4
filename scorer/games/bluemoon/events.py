"""Records of the five Blue Moon City events, validated and answered.

Each record is a JSON object with ``"game": "bluemoon"`` and an ``"event"``
(``payment``, ``building``, ``scales``, ``offering``, ``end``; see
docs/bluemoon.md). :func:`score_event` validates it with msgspec (errors name
the field) and returns an :class:`~.result.EventResult`.

The checks of what the box holds (:func:`check_box_colour`,
:func:`check_box_value`, :func:`check_hand`, :func:`check_pillars`…) speak in
the game's terms; a record puts the field in front of their message, the
command line the option or argument, and the entry shows them at the prompt.
The ``answer_*`` functions answer an event from values already checked.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

import msgspec

from scorer.core.errors import InputError, RuleError, UnknownNameError
from scorer.core.names import NameMatcher, fold
from scorer.core.records import convert
from scorer.core.result import Outcome, TieBreak
from scorer.core.words import clip, ordinal

from . import building as bld
from .cards import ANY, Card, parse_card, parse_colour
from .data import Box, Building, Count, Reward, box_colours, limits, player_range, rules
from .lang import BOX, CARD, N_, TO, _, colour_word, ngettext, pgettext
from .obelisk import (
    CRYSTALS_TIE_RULE,
    Decision,
    best_offerings,
    check_player_count,
    decide_winner,
    offerings_to_win,
    pillar_surcharge,
)
from .payment import (
    MAX_HAND,
    PAIR,
    PLAN_HAND,
    POWER,
    WILD,
    BoxesPlan,
    Payment,
    best_payment,
    pairable,
    pay_boxes,
    recolour_power,
    ways_to_pay,
)
from .result import UNIT, EventResult, table
from .scales import Holding, ScaleScore, check_holdings, score_scales


class _Record(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    event: str
    game: str = "bluemoon"
    draft: bool = False
    note: str = ""


class BoxIn(msgspec.Struct, forbid_unknown_fields=True):
    """A box as typed: colour (or people) and value."""

    colour: str
    value: int


class PaymentRecord(_Record, kw_only=True):
    """``{"event": "payment", "box": {...}, "hand": ["Vulca 3", ...]}``, or ``"boxes": [{...}, ...]`` (several
    open boxes of one building) instead of ``"box"``."""

    box: BoxIn | None = None
    boxes: list[BoxIn] | None = None
    hand: list[str]


class BuildingIn(msgspec.Struct, forbid_unknown_fields=True):
    """A building typed from its tile (any part missing comes from our data)."""

    name: str = ""
    boxes: list[BoxIn] | None = None
    majority: Reward | None = None
    participation: Reward | None = None
    neighbourhood: Reward | None = None


class NeighbourIn(msgspec.Struct, forbid_unknown_fields=True):
    """A neighbour typed from its tile: a name and/or its neighbourhood reward."""

    name: str = ""
    neighbourhood: Reward | None = None


class BuildingRecord(_Record, kw_only=True):
    """``{"event": "building", "building": ..., "cubes": [...], "adjacent_completed": [...]}``."""

    building: str | BuildingIn
    cubes: list[str]
    adjacent_completed: list[str | NeighbourIn] = []


class ScalePlayer(msgspec.Struct, forbid_unknown_fields=True):
    """A player's scales held before the triggering action and earned in it."""

    name: str
    scales: Count
    gained: Count = 0


class ScalesRecord(_Record, kw_only=True):
    """``{"event": "scales", "players": [...], "supply": N}``."""

    players: list[ScalePlayer]
    supply: Count


class OfferingRecord(_Record, kw_only=True):
    """``{"event": "offering", "player_count", "spaces_filled", "crystals", "pillars", "offerings_before"?}``."""

    player_count: int
    spaces_filled: Count
    crystals: Count
    pillars: list[str] = []
    offerings_before: Count | None = None


class EndPlayer(msgspec.Struct, forbid_unknown_fields=True):
    """A player's offerings made and crystals left."""

    name: str
    offerings: Count
    crystals: Count


class EndRecord(_Record, kw_only=True):
    """``{"event": "end", "city_complete", "players": [...], "out_of_cubes"?}``."""

    city_complete: bool
    players: list[EndPlayer]
    out_of_cubes: bool = False


def _at(where: str, parse: Callable[..., Any], *args: Any) -> Any:
    """Run ``parse(*args)``; an error it raises gets the record field ``where`` in front of its message."""
    try:
        return parse(*args)
    except InputError as e:
        e.args = (f"{where}: {e}",)
        raise


# --- what the box holds (cards_data/bluemoon/limits.json) -------------------------------


#: Where the Royal Palace's boxes take any colour, one per box.
PALACE_ANY = N_("Czech rulebook p.3")


def check_box_colour(text: str, any_colour: bool = True) -> str:
    """The English colour of a box named ``text`` (``"černá"``, ``"Vulca"``, ``"any"`` for the Royal Palace).

    A typo is never told a colour no box has (``gren`` is not told *green*).

    :param any_colour: ``"any"`` may be named (a Royal Palace box); else only the colours of single tiles.
    :raises UnknownNameError: no colour or people has that name.
    :raises RuleError: a colour no tile has (green: Khind cards are wild; English rules pp.6-7), or ``"any"``
        on a tile other than the Royal Palace (Czech rulebook p.3).
    """
    among = [c for c in box_colours() if any_colour or c != ANY]
    colour = parse_colour(text, among=among)
    if colour == ANY and not any_colour:
        raise RuleError(
            _("only the Royal Palace has boxes of any colour ({source}): name the colour printed in the box").format(
                source=_(PALACE_ANY)
            )
        )
    if colour not in box_colours():
        raise RuleError(
            _("no building has {colour} boxes ({source}): name the colour printed in the box").format(
                colour=colour_word(colour, BOX), source=limits().box_colours.cited()
            )
        )
    return colour


def check_box_value(value: int) -> int:
    """A box's printed value, checked against what the tiles print (2 to 5, with the source).

    :raises RuleError: below 2 or above 5.
    """
    bound = limits().box_value
    if isinstance(value, bool) or not isinstance(value, int) or not bound.minimum <= value <= bound.maximum:
        raise RuleError(
            _("a box is worth {low} to {high} ({source}), got {value}: type the printed number").format(
                low=bound.minimum, high=bound.maximum, source=bound.cited(), value=clip(str(value), 12)
            )
        )
    return value


def check_box_count(n: int) -> int:
    """The number of boxes of a building typed from its tile (1 to 3; the Royal Palace's 4 are known).

    :raises RuleError: none, or more than 3.
    """
    bound = limits().boxes_per_building
    if not bound.minimum <= n <= bound.maximum:
        raise RuleError(
            _("{boxes}, but a building has {low} to {high} ({source}): type the tile's boxes").format(
                boxes=_boxes_n(n), low=bound.minimum, high=bound.maximum, source=bound.cited()
            )
        )
    return n


def _boxes_n(n: int) -> str:
    return ngettext("{n} box", "{n} boxes", n).format(n=n)


def _per_people(cards: Sequence[Card], what: str) -> None:
    from .cards import people_by_id

    bound = limits().cards_per_people
    counts: dict[str, int] = {}
    for card in cards:
        counts[card.people] = counts.get(card.people, 0) + 1
    for people, n in counts.items():
        if n > bound.maximum:
            raise RuleError(
                ngettext(
                    "{n} {people} card, but the deck has {most} ({source}: {most} of each people, all values): "
                    "check the {what}",
                    "{n} {people} cards, but the deck has {most} ({source}: {most} of each people, all values): "
                    "check the {what}",
                    n,
                ).format(n=n, people=people_by_id()[people].name, most=bound.maximum, source=bound.cited(), what=what)
            )


def check_hand(hand: Sequence[Card]) -> list[Card]:
    """A hand of cards, checked: at most 10 of each people (the deck's, with the source) and 30 in all.

    :raises RuleError: more cards of a people than the deck has, or more cards than the search takes.
    """
    _per_people(hand, _("hand"))
    if len(hand) > MAX_HAND:
        raise RuleError(
            _("a hand of {n} cards is too many to search: list at most {most}").format(n=len(hand), most=MAX_HAND)
        )
    return list(hand)


def check_reward(reward: Reward, where: str | None = None) -> Reward:
    """A building's reward, checked against the box: at most its 15 scales and 80 cards (crystals have no
    limit, Czech rulebook p.4: use paper when the tokens run out).

    :param where: the record field of the reward; the message then starts with it (``$.building.majority.scales:``).
    :raises RuleError: more scales or cards than the game has.
    """
    for field, bound in (("scales", limits().reward_scales), ("cards", limits().reward_cards)):
        n = getattr(reward, field)
        if n > bound.maximum:
            at = f"{where}.{field}: " if where else ""
            most = (
                ngettext("{n} scale", "{n} scales", bound.maximum)
                if field == "scales"
                else ngettext("{n} card", "{n} cards", bound.maximum)
            ).format(n=bound.maximum)
            raise RuleError(
                at
                + _("at most {most} in a reward ({source}), not {n}: type the tile's numbers").format(
                    most=most, source=bound.cited(), n=n
                )
            )
    return reward


def check_pillars(cards: Sequence[Card]) -> list[Card]:
    """Pillar cards a player may discard for extra offerings: Pillar 1 or 2, at most the deck's 10 Pillars.

    :raises RuleError: a card that is not a Pillar 1/2, or more Pillars than the deck has.
    """
    for card in cards:
        pillar_surcharge(card)
    _per_people(cards, _("Pillars"))
    return list(cards)


# --- payment -----------------------------------------------------------------

#: Rule readings of a payment, citing the Czech rulebook (pages of the translation by Prokop Opletal) and the
#: FFG English rules (2006); an answer prints those it depended on (:func:`_payment_rules`).
CHEAPEST = N_(
    "cheapest payment: the fewest cards, then the lowest value reached (least overpaid), then the lowest printed total"
)
HOAX = N_(
    "a Hoax 1 discarded for its power makes up to 4 cards of one colour count as the box's colour, a Hoax 2 makes "
    "1 card count as it; a Hoax used this way adds no value. This follows the rulebook (Czech rulebook p.6, "
    "English rules p.5)"
)
WILDS = N_(
    "wilds (Khind 1, a pair of Mimix 1/2 worth 3) may pay a box alone or with any colour (Czech rulebook p.6; "
    "English rules p.5: 'usable as or added to any colour')"
)
SEVERAL_HOAX = N_(
    "several Hoax cards may serve one contribution, each recolouring its own cards (Czech rulebook p.2: "
    "any number of cards per turn)"
)
UNPAYABLE = N_("when the box cannot be paid, cards_used are the fewest cards reaching the best value")
PAYMENT_RULES = [CHEAPEST, HOAX, WILDS, SEVERAL_HOAX, UNPAYABLE]


def _payment_rules(pay: Payment, hand: Sequence[Card], others: Sequence[Payment] = ()) -> list[str]:
    """The readings this payment depended on: the powers used (by it or by the other ways listed), or, for a box
    that cannot be paid, those in the hand."""
    hoaxes = max(sum(1 for u in p.uses if u.role == POWER) for p in (pay, *others))
    wild = any(u.role in (WILD, PAIR) for p in (pay, *others) for u in p.uses)
    if not pay.can_pay:  # the verdict rests on what every card in the hand could do
        hoaxes = max(hoaxes, sum(1 for c in hand if recolour_power(c)))
        wild = wild or any(c.people == "khind" for c in hand) or sum(1 for c in hand if pairable(c)) >= 2
    used = [
        (pay.can_pay, CHEAPEST),
        (hoaxes > 0, HOAX),
        (wild, WILDS),
        (hoaxes > 1, SEVERAL_HOAX),
        (not pay.can_pay and bool(pay.uses), UNPAYABLE),
    ]
    return [_(text) for applies, text in used if applies]


def _left(hand: Sequence[Card], pay: Payment) -> list[str]:
    """The names of the cards ``pay`` leaves in hand, in hand order."""
    spent = {u.index for u in pay.uses}
    return [c.name for i, c in enumerate(hand) if i not in spent]


def _keeps(names: Sequence[str]) -> str:
    return ", ".join(names) if names else _("nothing")


def _reach(pay: Payment, value: int) -> str:
    """``"reaches 5, exact"`` / ``"reaches 6, 1 over"``."""
    if pay.value > value:
        return _("reaches {value}, {over} over").format(value=pay.value, over=pay.value - value)
    return _("reaches {value}, exact").format(value=pay.value)


def _box(colour: str, value: int) -> str:
    """``"black box of value 5"`` / ``"Royal Palace box of value 5"``, in the output language."""
    if colour == ANY:
        return _("Royal Palace box of value {value}").format(value=value)
    return _("{colour} box of value {value}").format(colour=colour_word(colour, BOX), value=value)


#: How many other ways to pay one box an answer lists.
OTHER_WAYS = 3


def _other_ways(colour: str, value: int, hand: Sequence[Card], pay: Payment) -> list[Payment] | None:
    """Up to :data:`OTHER_WAYS` other ways to pay the box, cheapest first; ``None`` when the hand is too big
    to search them all (more than :data:`~.payment.PLAN_HAND` cards)."""
    if len(hand) > PLAN_HAND:
        return None
    if not pay.can_pay:
        return []
    chosen = sorted(u.card for u in pay.uses)
    return [w for w in ways_to_pay(colour, value, hand) if sorted(u.card for u in w.uses) != chosen][:OTHER_WAYS]


def answer_payment(colour: str, value: int, hand: Sequence[Card]) -> EventResult:
    """Can ``hand`` pay the box of ``colour`` (``"any"`` for the Royal Palace) and ``value``, with which cards.

    The answer is the cheapest payment (:func:`~.payment.best_payment`), the cards it leaves in hand, and up to
    three other ways to pay the box (none with a card to spare), each with the cards it leaves: a player who
    would rather keep the wilds sees how.

    :param colour: a box colour checked by :func:`check_box_colour`.
    :param value: a box value checked by :func:`check_box_value`.
    :param hand: cards checked by :func:`check_hand`.
    """
    pay = best_payment(colour, value, hand)
    others = _other_ways(colour, value, hand, pay)
    box = _box(colour, value)
    if pay.can_pay:
        lines = [
            _("Yes: pay the {box} with {cards} ({reach}).").format(
                box=box, cards=", ".join(pay.cards_used), reach=_reach(pay, value)
            )
        ]
    elif pay.uses:
        lines = [
            ngettext(  # the number of cards used (Czech: kartou, kartami)
                "No: the {box} cannot be paid. Best reachable: {value} with {cards} ({short} short).",
                "No: the {box} cannot be paid. Best reachable: {value} with {cards} ({short} short).",
                len(pay.cards_used),
            ).format(box=box, value=pay.value, cards=", ".join(pay.cards_used), short=value - pay.value)
        ]
    else:
        lines = [
            _("No: the {box} cannot be paid: no card in the hand can pay {colour}.").format(
                box=box, colour=colour_word(colour, TO)
            )
        ]
    steps = [f"{u.card.name}: {u.note}" for u in pay.uses]
    if pay.colour and colour == ANY:
        steps.insert(0, _("Palace box paid in {colour}").format(colour=colour_word(pay.colour, TO)))
    after: list[str] = []
    if pay.can_pay:
        after.append(_("Keeps {cards}.").format(cards=_keeps(_left(hand, pay))))
    if others:
        after.append(_("Other ways to pay it:"))
        for w in others:
            cards = ", ".join(w.cards_used)
            if colour == ANY:
                cards = _("{cards} in {colour}").format(cards=cards, colour=colour_word(w.colour or "", TO))
            after.append(
                "  - "
                + _("{cards} ({reach}), keeps {left}").format(
                    cards=cards, reach=_reach(w, value), left=_keeps(_left(hand, w))
                )
            )
    elif others is None and pay.can_pay:
        after.append(_("(other ways to pay it are searched for hands of up to {n} cards)").format(n=PLAN_HAND))
    tried = _("every colour (Palace box)") if colour == ANY else colour_word(colour, TO)
    how = [
        _("hand: {cards}").format(cards=", ".join(c.name for c in hand) or _("no cards")),
        _("tried every legal contribution in {colour}: each card for its value or its power, never both").format(
            colour=tried
        ),
        (
            _("kept the one with the fewest cards, then the lowest value reached, then the lowest printed total")
            if pay.can_pay
            else _("none reaches the box value: kept the highest value, then the fewest cards")
        ),
    ]
    data = {
        "can_pay": pay.can_pay,
        "cards_used": pay.cards_used,
        "value": pay.value,
        "box": {"colour": colour, "value": value},
        "colour_paid": pay.colour,
        "plan": [{"card": u.card.name, "use": u.note} for u in pay.uses],
        "cards_left": _left(hand, pay) if pay.can_pay else [c.name for c in hand],
        "other_ways": [
            {"cards_used": w.cards_used, "cards_left": _left(hand, w), "value": w.value, "colour_paid": w.colour}
            for w in others or []
        ],
    }
    return EventResult(
        "payment",
        _("Blue Moon City: payment"),
        data,
        lines + [f"  {s}" for s in steps] + after,
        _payment_rules(pay, hand, others or ()),
        how,
        unit=None,  # a payment counts card values against a box's value: no crystals
    )


#: Where a building's boxes are counted: 1 to 3 a tile, the Royal Palace 4.
BOXES_SOURCE = N_("Czech rulebook p.2; the Royal Palace has 4")
#: Where the one colour of a tile's boxes is said (the Royal Palace's take any colour, Czech rulebook p.3).
ONE_COLOUR = N_("poeppelkiste.de; English rules pp.6-7")
SEVERAL = N_(
    "several boxes: each is a contribution of its own, with its own cards (Czech rulebook p.3: 'každá musí být "
    "prováděna zvlášť se samostatnými kartami'); a Hoax's power and a Mimix pair serve one box (p.6)"
)
MOST_BOXES = N_(
    "the plan pays the most boxes, then keeps the highest printed total in hand, then spends the fewest cards; "
    "between equal plans each box, in the order given, gets its cheapest way"
)


def _colour_named(colour: str) -> str:
    """A box's colour in "the boxes are black and blue": English ``black``/``any``; the Czech sentence says
    *čtverečky mají různé barvy (šedou a modrou)*, so the accusative (*černou*, *libovolnou*)."""
    if colour == ANY:
        # TRANSLATORS: the Royal Palace's colour 'any' in the accusative, in "mají různé barvy (černou a libovolnou)"
        return pgettext("accusative", "any")
    return colour_word(colour, TO)


def check_tile_colours(colours: Sequence[str], palace: bool = False) -> None:
    """The boxes typed from a tile (``["white", "white"]``) share one colour, as every tile's do (our data, ONE_COLOUR);
    the Royal Palace's take any.

    :raises RuleError: boxes of two colours on a tile other than the Palace.
    """
    given = list(dict.fromkeys(colours))
    if len(given) > 1 and not palace:
        from scorer.core.words import join

        raise RuleError(
            _(
                "the boxes are {colours}, but the boxes of one building share its colour ({source}): type the boxes "
                "printed on the tile"
            ).format(colours=join([_colour_named(c) for c in given]), source=_(ONE_COLOUR))
        )


def check_boxes(boxes: Sequence[tuple[str, int]]) -> list[tuple[str, int]]:
    """The open boxes of one building, each checked already (:func:`check_box_colour`, :func:`check_box_value`):
    1 to 4 of them, all of one colour (every tile has one colour, the Royal Palace's boxes take any).

    :raises RuleError: no box, more than 4 (3 unless they are the Royal Palace's), or boxes of two colours.
    """
    if not boxes:
        raise RuleError(_("give at least one box, e.g. blue 3"))
    colours_given = list(dict.fromkeys(c for c, _v in boxes))
    if len(colours_given) > 1:
        from scorer.core.words import join

        raise RuleError(
            _(
                "the boxes are {colours}, but the boxes of one building share its colour ({source}; the Royal "
                "Palace's are all any): give the open boxes of the building you stand on"
            ).format(colours=join([_colour_named(c) for c in colours_given]), source=_(ONE_COLOUR))
        )
    most = 4 if colours_given == [ANY] else limits().boxes_per_building.maximum
    if len(boxes) > most:
        raise RuleError(
            _("{boxes}, but a building has at most 4 ({source}): give the open boxes of one building").format(
                boxes=_boxes_n(len(boxes)), source=_(BOXES_SOURCE)
            )
            if most == 4
            else _(
                "{boxes}, but a {colour} building has at most {most} ({source}): give the open boxes of one building"
            ).format(
                boxes=_boxes_n(len(boxes)),
                colour=colour_word(colours_given[0], CARD),
                most=most,
                source=_(BOXES_SOURCE),
            )
        )
    return list(boxes)


def _box_name(colour: str, value: int) -> str:
    return f"{colour_word(colour, CARD)} {value}"


def answer_boxes(boxes: Sequence[tuple[str, int]], hand: Sequence[Card]) -> EventResult:
    """Which of several open boxes of one building ``hand`` pays this turn, with which cards, and what is left.

    :param boxes: ``(colour, value)`` of each box, checked by :func:`check_boxes`.
    :param hand: cards checked by :func:`check_plan_hand`.
    :returns: the ``payment`` event's answer ``{"boxes_paid", "boxes", "payments": [{"box", "cards_used",
        "value", "colour_paid", "plan"}], "unpaid", "cards_left"}`` (and the assumptions).
    """
    plan: BoxesPlan = pay_boxes(boxes, hand)
    n = len(boxes)
    if plan.boxes_paid == n:
        head = _("The box is paid:") if n == 1 else _("All {n} boxes paid:").format(n=n)
    elif plan.boxes_paid:
        head = ngettext("{paid} of {n} box paid:", "{paid} of {n} boxes paid:", n).format(paid=plan.boxes_paid, n=n)
    else:
        head = _("No box can be paid with these cards:")
    lines = [head]
    for (colour, value), pay in zip(boxes, plan.payments, strict=True):
        name = _box_name(colour, value)
        if pay is None:
            lines.append("  " + _("{box}: not paid").format(box=name))
        else:
            shown = (
                _("{box} (in {colour})").format(box=name, colour=colour_word(pay.colour or "", TO))
                if colour == ANY
                else name
            )
            lines.append(f"  {shown}: {', '.join(pay.cards_used)} ({_reach(pay, value)})")
    lines.append(_("Keeps {cards}.").format(cards=_keeps(plan.cards_left)))
    steps = [_("hand: {cards}").format(cards=", ".join(c.name for c in hand) or _("no cards"))]
    steps.append(
        _(
            "tried every way to pay each box with no card to spare, and every way to give the boxes such ways "
            "without a card given twice"
        )
    )
    for (colour, value), pay in zip(boxes, plan.payments, strict=True):
        if pay is not None:
            steps += [f"{_box_name(colour, value)}: {u.card.name}: {u.note}" for u in pay.uses]
    paid = [p for p in plan.payments if p is not None]
    hoaxes = max((sum(1 for u in p.uses if u.role == POWER) for p in paid), default=0)
    wild = any(u.role in (WILD, PAIR) for p in paid for u in p.uses)
    applied = [SEVERAL, MOST_BOXES] if n > 1 else [MOST_BOXES]
    applied += [text for applies, text in ((hoaxes > 0, HOAX), (wild, WILDS), (hoaxes > 1, SEVERAL_HOAX)) if applies]
    applied = [_(text) for text in applied]
    data = {
        "boxes_paid": plan.boxes_paid,
        "boxes": [{"colour": c, "value": v} for c, v in boxes],
        "payments": [
            {
                "box": {"colour": c, "value": v},
                "cards_used": p.cards_used,
                "value": p.value,
                "colour_paid": p.colour,
                "plan": [{"card": u.card.name, "use": u.note} for u in p.uses],
            }
            for (c, v), p in zip(boxes, plan.payments, strict=True)
            if p is not None
        ],
        "unpaid": [{"colour": c, "value": v} for (c, v), p in zip(boxes, plan.payments, strict=True) if p is None],
        "cards_left": plan.cards_left,
    }
    return EventResult("payment", _("Blue Moon City: payment"), data, lines, applied, steps, unit=None)


def check_plan_hand(hand: Sequence[Card]) -> list[Card]:
    """A hand for several boxes: :func:`check_hand`, and at most :data:`~.payment.PLAN_HAND` cards (every way
    to pay each box is searched).

    :raises RuleError: as :func:`check_hand`, or more cards than that search takes.
    """
    check_hand(hand)
    if len(hand) > PLAN_HAND:
        raise RuleError(
            _(
                "a hand of {n} cards is too many to plan several boxes: list at most {most} (the cards that can help)"
            ).format(n=len(hand), most=PLAN_HAND)
        )
    return list(hand)


def score_payment(r: PaymentRecord) -> EventResult:
    """Answer a payment record: can the hand pay the box (or which of the boxes), with which cards."""
    if r.box is not None and r.boxes is not None:
        raise RuleError(
            "$.boxes: " + _('give "box" (one box) or "boxes" (several open boxes of one building), not both')
        )
    if r.box is None and r.boxes is None:
        raise RuleError(
            "$.box: "
            + _(
                'give the box, e.g. "box": {{"colour": "black", "value": 5}}, or the building\'s open boxes, '
                '"boxes": [{{"colour": "black", "value": 5}}, …]'
            ).format()
        )
    hand = [_at(f"$.hand[{i}]", parse_card, c) for i, c in enumerate(r.hand)]
    if r.boxes is not None:
        boxes = [
            (
                _at(f"$.boxes[{i}].colour", check_box_colour, b.colour),
                _at(f"$.boxes[{i}].value", check_box_value, b.value),
            )
            for i, b in enumerate(r.boxes)
        ]
        return answer_boxes(_at("$.boxes", check_boxes, boxes), _at("$.hand", check_plan_hand, hand))
    assert r.box is not None
    colour = _at("$.box.colour", check_box_colour, r.box.colour)
    value = _at("$.box.value", check_box_value, r.box.value)
    return answer_payment(colour, value, _at("$.hand", check_hand, hand))


# --- building ----------------------------------------------------------------

MAJORITY_TIE = N_("majority tie: the tied player whose cube is furthest left (Czech rulebook p.3)")
ONCE = N_(
    "each contributor gets the participation and every neighbourhood reward once, however many cubes "
    "(Czech rulebook p.3)"
)
SAME_PLAYER = N_("cube owners whose names differ only in case or accents are the same player")
BUILDING_RULES = [MAJORITY_TIE, ONCE, SAME_PLAYER]


def _reward(value: Reward | None, field: str, name: str, known: Reward | None) -> Reward:
    if value is not None:
        return value
    if known is not None:
        return known
    what = (
        _("the majority reward of {building}") if field == "majority" else _("the participation reward of {building}")
    )
    example = f'"building": {{"name": "{name}", "{field}": {{"crystals": 1, "scales": 0, "cards": 0}}, …}}'
    raise RuleError(
        f"$.building.{field}: "
        + _("{what} is not in our data: type it from the tile, e.g. {example}").format(
            what=what.format(building=bld.shown(name)), example=example
        )
    )


#: The public sources that alone give some tiles' data (the data file's source codes, named for players).
SINGLE_SOURCES = {
    "S4": N_("a German quick reference, linchen.info"),
    "S5": N_("a 2021 play-by-forum game on forum.mafiascum.net"),
}


def _single_source_notes(known: Building | None) -> list[str]:
    """A note for a tile whose boxes or rewards only one public source gives (Aqueduct, Market Hall…)."""
    if known is None or "single_source" not in known.source:
        return []
    found = [
        _(SINGLE_SOURCES[code]) for code in SINGLE_SOURCES if f"{code})" in known.source or f"({code} " in known.source
    ]
    where = "; ".join(found) or _("one source")
    return [
        _(
            "{building}: part of its data comes from a single source ({where}), not from a rulebook: check it "
            "against the tile"
        ).format(building=bld.shown(known.name), where=where)
    ]


def check_box(colour: str, value: int, palace: bool = False) -> Box:
    """A box typed from a tile: a colour some tile has (``"any"`` on the Royal Palace only), a value the tiles print.

    :raises UnknownNameError, RuleError: as :func:`check_box_colour` / :func:`check_box_value`.
    """
    return Box(check_box_colour(colour, any_colour=palace), check_box_value(value))


def _resolve_building(spec: str | BuildingIn) -> tuple[str, list[Box], Reward, Reward, list[str]]:
    """Name, boxes, majority and participation rewards, and notes on the data's sources."""
    known = None
    if isinstance(spec, str):
        known = _at("$.building", bld.find_building, spec)
        spec = BuildingIn(name=spec)
    elif spec.name and (spec.boxes is None or spec.majority is None or spec.participation is None):
        try:
            known = bld.find_building(spec.name)
        except UnknownNameError:
            raise RuleError(
                "$.building.name: "
                + _(
                    "{name} is not a base-game tile in our data: give its boxes, majority and participation rewards"
                ).format(name=repr(spec.name))
            ) from None
    if known is not None and known.id == "courtyard":
        raise RuleError(
            "$.building: " + _("the Courtyard is complete from the start and has no boxes: name the completed building")
        )
    name = known.name if known else (spec.name or _("the building"))
    if spec.boxes is not None:
        palace = known is not None and known.id == "royal_palace"
        _at("$.building.boxes", check_box_count, len(spec.boxes))
        boxes = [
            Box(
                _at(f"$.building.boxes[{i}].colour", check_box_colour, b.colour, palace),
                _at(f"$.building.boxes[{i}].value", check_box_value, b.value),
            )
            for i, b in enumerate(spec.boxes)
        ]
        _at("$.building.boxes", check_tile_colours, [b.colour for b in boxes], palace)
    elif known is not None and known.boxes:
        boxes = list(known.boxes)
    else:
        raise RuleError(
            "$.building.boxes: "
            + _("the boxes of {building} are not in our data: type them from the tile, e.g. {example}").format(
                building=bld.shown(name), example='[{"colour": "black", "value": 5}]'
            )
        )
    majority = _reward(spec.majority, "majority", name, known.majority if known else None)
    participation = _reward(spec.participation, "participation", name, known.participation if known else None)
    for field, given in (("majority", spec.majority), ("participation", spec.participation)):
        if given is not None:
            check_reward(given, f"$.building.{field}")
    return name, boxes, majority, participation, _single_source_notes(known)


def neighbour_names(texts: Sequence[str], own: str) -> list[Building]:
    """The completed buildings next to ``own``, named as typed: each a tile, not ``own``, none twice, at most 4.

    :raises UnknownNameError: a name that is no tile.
    :raises RuleError: the building itself, a tile twice, or more than a tile touches.
    """
    found: list[Building] = []
    for text in texts:
        try:
            b = bld.find_building(text)
        except UnknownNameError as e:  # never suggest the building itself, nor one already listed
            taken = {own, *(f.name for f in found)}
            kept = [s for s in e.suggestions if bld.find_building(s).name not in taken]
            if kept == e.suggestions:
                raise
            raise UnknownNameError(e.kind, e.text, kept) from None
        _check_neighbour(b.name, own, [f.name for f in found])
        found.append(b)
    bld.check_neighbour_count(len(found))
    return found


def _check_neighbour(label: str, own: str, before: Sequence[str]) -> None:
    if label == own:
        raise RuleError(
            _("{building} cannot neighbour itself: list the buildings around it").format(building=bld.shown(label))
        )
    if label in before:
        raise RuleError(
            _("{building} is listed twice: each tile is in the city once").format(building=bld.shown(label))
        )


def _neighbours(items: list[str | NeighbourIn], own: str) -> tuple[list[str], list[Reward]]:
    names: list[str] = []
    rewards: list[Reward] = []
    for i, item in enumerate(items):
        if isinstance(item, str) or item.neighbourhood is None:
            text = item if isinstance(item, str) else item.name
            if not text:
                raise RuleError(
                    f"$.adjacent_completed[{i}]: " + _('give a building name or its "neighbourhood" reward')
                )
            b = _at(f"$.adjacent_completed[{i}]", bld.find_building, text)
            label, reward = b.name, b.neighbourhood
        else:
            label, reward = item.name or _("neighbour {n}").format(n=i + 1), item.neighbourhood
            check_reward(reward, f"$.adjacent_completed[{i}].neighbourhood")
        _at(f"$.adjacent_completed[{i}]", _check_neighbour, label, own, names)
        names.append(label)
        rewards.append(reward)
    _at("$.adjacent_completed", bld.check_neighbour_count, len(names))
    return names, rewards


def _building_rules(cubes: Sequence[str], counts: dict[str, int]) -> list[str]:
    """The readings this completion depended on: a tie for most cubes, several cubes, merged spellings."""
    most = max(counts.values())
    merged = len({c.strip() for c in cubes}) > len({fold(c) for c in cubes})
    used = [(sum(1 for n in counts.values() if n == most) > 1, MAJORITY_TIE), (most > 1, ONCE), (merged, SAME_PLAYER)]
    return [_(text) for applies, text in used if applies]


def score_building(r: BuildingRecord) -> EventResult:
    """Answer a building record: the majority player and each contributor's rewards."""
    name, boxes, majority, participation, notes = _resolve_building(r.building)
    adjacent, rewards = _neighbours(r.adjacent_completed, name)
    # a count of cubes that does not match the boxes is the "cubes" field's fault: name it
    args = (boxes, majority, participation, r.cubes, rewards, name)
    done = _at("$.cubes", bld.complete, *args) if len(r.cubes) != len(boxes) else bld.complete(*args)
    players = [{"name": p, **rw.to_json(), "unit": UNIT} for p, rw in done.rewards.items()]
    rows = [(p, done.cubes[p], rw.crystals, rw.scales, rw.cards) for p, rw in done.rewards.items()]
    lines = [
        _("{building} completed.").format(building=bld.shown(name)),
        "",
        table(rows, [N_("player"), N_("cubes"), N_("crystals"), N_("scales"), N_("cards")]),
        "",
        ngettext(
            "Majority: {player} ({n} of {boxes} cube).", "Majority: {player} ({n} of {boxes} cubes).", len(boxes)
        ).format(player=done.majority, n=done.cubes[done.majority], boxes=len(boxes)),
    ]
    steps = [
        _("boxes: {boxes}; cubes left to right: {cubes}").format(
            boxes=", ".join(f"{colour_word(b.colour, CARD)} {b.value}" for b in boxes), cubes=", ".join(r.cubes)
        ),
        _("majority reward ({reward}) to {player}").format(reward=majority.text(), player=done.majority),
        _("participation reward ({reward}) to each of {players}").format(
            reward=participation.text(), players=", ".join(done.rewards)
        ),
    ]
    steps += [
        _("neighbourhood of {building}: {reward} to each contributor").format(building=bld.shown(n), reward=rw.text())
        for n, rw in zip(adjacent, rewards, strict=True)
    ]
    data = {"building": name, "majority": done.majority, "players": players, "adjacent_completed": adjacent}
    return EventResult(
        "building",
        _("Blue Moon City: building completed"),
        data,
        lines,
        _building_rules(r.cubes, done.cubes) + notes,
        steps,
    )


# --- scales ------------------------------------------------------------------

AWARDS = N_(
    "sole most scales 6 crystals, tied for most 3 each, any other player with 3+ scales 3, fewer than 3 "
    "nothing; not additive (Czech rulebook p.4)"
)
RETURN = N_(
    "only players who got crystals return their scales (the published rule, Czech rulebook p.4; Knizia's "
    "original design had everyone return them, BoardGameGeek game description)"
)
OVERFLOW = N_(
    "scales that could not be handed out count for this scoring only (Czech rulebook p.3); the last scales in "
    "the supply go to the players in the order listed (the rulebook does not say who gets them)"
)
SCALE_RULES = [AWARDS, RETURN, OVERFLOW]


def _scale_rules(out: Sequence[ScaleScore], overflow: int) -> list[str]:
    """The awards always; who returns scales when someone keeps theirs; the overflow when there was one."""
    keeps = any(s.crystals == 0 and s.scales_kept for s in out)
    return [_(text) for applies, text in ((True, AWARDS), (keeps, RETURN), (overflow > 0, OVERFLOW)) if applies]


NO_SCORING = N_("no scale scoring until the supply runs out (Czech rulebook p.3)")


def _no_scale_scoring(r: ScalesRecord) -> EventResult:
    """The action does not empty the supply: a normal game state, answered with what each player now has.

    The JSON has the scoring answer's shape: ``{"scoring": false, "players": [{"name", "scales_counted",
    "crystals": 0, "scales_kept", "unit"}], "supply_after", "overflow": 0}``, where ``scales_counted`` and
    ``scales_kept`` are the scales held plus those earned (Czech rulebook p.3: no scoring until none is left).
    """
    takes = [_("{player} takes {n}").format(player=p.name, n=p.gained) for p in r.players if p.gained]
    left = r.supply - sum(p.gained for p in r.players)
    players = [
        {
            "name": p.name,
            "scales_counted": p.scales + p.gained,
            "crystals": 0,
            "scales_kept": p.scales + p.gained,
            "unit": UNIT,
        }
        for p in r.players
    ]
    lines = [
        _("No scale scoring: {takes}, {left} left in the supply.").format(
            takes=", ".join(takes) if takes else _("nobody takes a scale"), left=left
        )
    ]
    steps = [
        _("scales left in the supply: {supply}; earned in the action: {earned}; left after: {left}").format(
            supply=r.supply, earned=r.supply - left, left=left
        ),
        *(
            _("{player}: {held} held + {earned} earned = {total}").format(
                player=p.name, held=p.scales, earned=p.gained, total=p.scales + p.gained
            )
            for p in r.players
        ),
    ]
    data = {"scoring": False, "players": players, "supply_after": left, "overflow": 0}
    return EventResult("scales", _("Blue Moon City: dragon scale scoring"), data, lines, [_(NO_SCORING)], steps)


def score_scale_event(r: ScalesRecord) -> EventResult:
    """Answer a scales record: crystals won and scales kept."""
    from scorer.core.table import check_players

    _at("$.players", check_players, [p.name for p in r.players], *player_range(), _("Blue Moon City"))
    # the players were checked: what is left is the supply against the scales held
    _at("$.supply", check_holdings, [Holding(p.name, p.scales, p.gained) for p in r.players], r.supply)
    if sum(p.gained for p in r.players) < r.supply:
        return _no_scale_scoring(r)
    out, supply_after = score_scales([Holding(p.name, p.scales, p.gained) for p in r.players], r.supply)
    overflow = max(sum(p.gained for p in r.players) - r.supply, 0)
    players = [
        {
            "name": s.name,
            "scales_counted": s.scales_counted,
            "crystals": s.crystals,
            "scales_kept": s.scales_kept,
            "unit": UNIT,
        }
        for s in out
    ]
    rows = [(s.name, s.scales_counted, s.crystals, s.scales_kept) for s in out]
    short = (  # the scales the supply could not hand out still count (Czech rulebook p.3), said in the answer
        [
            ngettext(
                "The supply was short: {n} scale earned was not handed out, but counts in this scoring.",
                "The supply was short: {n} scales earned were not handed out, but count in this scoring.",
                overflow,
            ).format(n=overflow)
        ]
        if overflow
        else []
    )
    lines = [
        _("The scale supply ran out: scale scoring."),
        *short,
        "",
        table(rows, [N_("player"), N_("scales counted"), N_("crystals"), N_("scales kept")]),
        "",
        ngettext("Supply after the scoring: {n} scale.", "Supply after the scoring: {n} scales.", supply_after).format(
            n=supply_after
        ),
    ]
    steps = [
        _(
            "scales left in the supply: {supply}; earned in the action: {earned}; counted but not handed out: {over}"
        ).format(supply=r.supply, earned=r.supply + overflow, over=overflow)
    ]
    steps += [
        _("{player}: {held} held + {earned} earned = {total} -> {crystals} crystals, keeps {kept}").format(
            player=s.name,
            held=p.scales,
            earned=p.gained,
            total=s.scales_counted,
            crystals=s.crystals,
            kept=s.scales_kept,
        )
        for s, p in zip(out, r.players, strict=True)
    ]
    data = {"scoring": True, "players": players, "supply_after": supply_after, "overflow": overflow}
    return EventResult(
        "scales", _("Blue Moon City: dragon scale scoring"), data, lines, _scale_rules(out, overflow), steps
    )


# --- offering ----------------------------------------------------------------

PILLAR_ORDER = N_("the extra offerings use the cheapest Pillars first (Pillar 1 before Pillar 2)")
GREY_SEVENS = N_(
    "with 2 players the two outer grey 7s are skipped: spaces_filled counts the spaces in use (Czech rulebook p.4)"
)
OFFERING_RULES = [PILLAR_ORDER, GREY_SEVENS]


def check_spaces_filled(players: int, filled: int) -> int:
    """Obelisk spaces already filled: at most the spaces in use (13; 11 with 2 players, Czech rulebook p.4).

    :raises RuleError: more than the obelisk has.
    """
    spaces = len(rules().obelisk_costs(players))
    if filled > spaces:
        raise RuleError(
            _("the obelisk has {spaces} spaces with {n} players, not {filled}: count the filled spaces again").format(
                spaces=spaces, n=players, filled=filled
            )
        )
    most = most_spaces_filled(players)
    if filled > most:
        raise RuleError(
            _("{filled} spaces filled, but {why}: count the filled spaces again").format(
                filled=filled, why=spaces_filled_limit(players)
            )
        )
    return filled


def most_spaces_filled(players: int) -> int:
    """The most obelisk spaces filled while the game goes on: each player below the offerings that win
    (6/5/4 for 2/3/4 players, Czech rulebook p.4), ``(need - 1) * players``: 10, 12, 12 (every offering fills
    one space, p.4)."""
    return min(len(rules().obelisk_costs(players)), (offerings_to_win(players) - 1) * players)


def spaces_filled_limit(players: int) -> str:
    """Why at most :func:`most_spaces_filled` spaces can be filled, in words with the source."""
    need = offerings_to_win(players)
    return _(
        "with {n} players at most {most} are filled while the game goes on: every offering fills a space and "
        "the {need} offering wins at once (Czech rulebook p.4)"
    ).format(n=players, most=most_spaces_filled(players), need=ordinal(need))


def _offerings_n(n: int) -> str:
    return ngettext("{n} offering", "{n} offerings", n).format(n=n)


def check_offerings_before(players: int, filled: int, before: int) -> int:
    """Offerings the player has made so far: fewer than win the game, and no more than the spaces filled.

    :raises RuleError: the game would be won already, or more offerings than filled spaces.
    """
    need = offerings_to_win(players)
    if before >= need:
        raise RuleError(
            _("{offerings} already win a {n}-player game (Czech rulebook p.4: {need}): the game is over").format(
                offerings=_offerings_n(before), n=players, need=need
            )
        )
    if before > filled:
        raise RuleError(
            ngettext(
                "{offerings} but only {n} obelisk space filled: each offering fills a space, check both",
                "{offerings} but only {n} obelisk spaces filled: each offering fills a space, check both",
                filled,
            ).format(offerings=_offerings_n(before), n=filled)
        )
    return before


def answer_offering(
    players: int, filled: int, crystals: int, pillars: Sequence[Card], before: int | None = None
) -> EventResult:
    """The most offerings this turn affords (values checked by the ``check_*`` functions).

    :param players: 2-4 (the registry's range).
    :param filled: obelisk spaces already filled.
    :param crystals: the player's crystals.
    :param pillars: Pillar 1/2 cards the player may discard.
    :param before: the player's offerings so far, if known (then the answer says whether they win).
    """
    need = offerings_to_win(players)
    limit = None if before is None else need - before
    res = best_offerings(players, filled, crystals, pillars, limit)
    if res.offerings:
        lines = [
            # one offering: its cost alone ("paying 7 crystals"), not "7 = 7"
            _("1 offering this turn, paying {total} crystals; {left} left.").format(
                total=sum(res.payments), left=res.crystals_left
            )
            if len(res.payments) == 1
            else ngettext(
                "{n} offering this turn, paying {sum} = {total} crystals; {left} left.",
                "{n} offerings this turn, paying {sum} = {total} crystals; {left} left.",
                res.offerings,
            ).format(
                n=res.offerings,
                sum=" + ".join(map(str, res.payments)),
                total=sum(res.payments),
                left=res.crystals_left,
            )
        ]
    else:
        cost = res.next_cost
        lines = [
            _("No offering possible: the next space costs {cost}, you have {crystals}.").format(
                cost=cost, crystals=crystals
            )
            if cost
            else _("No offering possible: the obelisk is full.")
        ]
    if res.pillars_used:
        after = [
            _("{card} after the {nth} offering (the {next} then costs {space} + {extra})").format(
                card=c.name,
                nth=ordinal(i + 1),
                next=ordinal(i + 2),
                space=p - pillar_surcharge(c),
                extra=pillar_surcharge(c),
            )
            for i, (c, p) in enumerate(zip(res.pillars_used, res.payments[1:], strict=True))
        ]
        lines.append(_("Discard {cards}.").format(cards="; ".join(after)))
    data: dict[str, Any] = {
        "offerings": res.offerings,
        "payments": res.payments,
        "crystals_left": res.crystals_left,
        "pillars_used": [c.name for c in res.pillars_used],
        "next_cost": res.next_cost,
    }
    if before is not None:
        total = before + res.offerings
        data["wins"] = total >= need
        lines.append(
            (
                _("That makes {total} of the {need} offerings needed: you win!")
                if total >= need
                else _("That makes {total} of the {need} offerings needed.")
            ).format(total=total, need=need)
        )
    steps = [
        ngettext(
            "{n} obelisk space filled ({players} players); {need} offerings win",
            "{n} obelisk spaces filled ({players} players); {need} offerings win",
            filled,
        ).format(n=filled, players=players, need=need)
    ]
    extras = [None, *res.pillars_used]
    steps += [
        (
            _("offering {i}: {paid} crystals ({space} for the space + {extra} for discarding {card})").format(
                i=i + 1, paid=p, space=p - pillar_surcharge(c), extra=pillar_surcharge(c), card=c.name
            )
            if c
            else _("offering {i}: {paid} crystals (the space's cost)").format(i=i + 1, paid=p)
        )
        for i, (p, c) in enumerate(zip(res.payments, extras, strict=False))
    ]
    choice = bool(res.pillars_used) and len({pillar_surcharge(c) for c in pillars}) > 1
    applied = [
        _(text)
        for applies, text in ((choice, PILLAR_ORDER), (players == rules().grey_spaces_unused_with_players, GREY_SEVENS))
        if applies
    ]
    return EventResult("offering", _("Blue Moon City: obelisk offerings"), data, lines, applied, steps)


def score_offering(r: OfferingRecord) -> EventResult:
    """Answer an offering record: the most offerings this turn affords."""
    players = _at("$.player_count", check_player_count, r.player_count)
    filled = _at("$.spaces_filled", check_spaces_filled, players, r.spaces_filled)
    pillars = [_at(f"$.pillars[{i}]", parse_card, p) for i, p in enumerate(r.pillars)]
    for i, c in enumerate(pillars):
        _at(f"$.pillars[{i}]", pillar_surcharge, c)
    _at("$.pillars", check_pillars, pillars)
    before = (
        None
        if r.offerings_before is None
        else _at("$.offerings_before", check_offerings_before, players, filled, r.offerings_before)
    )
    return answer_offering(players, filled, r.crystals, pillars, before)


# --- end ---------------------------------------------------------------------

PLAY_ON = N_(
    "a complete city is decided only when nobody can pay the next obelisk space (Czech rulebook p.4: 'nobody has "
    "the crystals to end the game'; the spaces filled are the offerings made)"
)
BEFORE_DRAW = N_(
    "a complete city is decided by offerings, then crystals, before the all-out-of-cubes draw (Czech rulebook p.4)"
)
END_RULES = [BEFORE_DRAW, PLAY_ON]
#: Where the all-out-of-cubes draw is written.
DRAW_SOURCE = N_("Czech rulebook p.4")


def end_outcome(decision: Decision) -> Outcome:
    """The core :class:`Outcome` of an end decision: winners, shared or not, why, and the crystals tie-break as data."""
    winners = tuple(decision.winners)
    shared = len(winners) > 1
    tie = None
    if decision.tied:
        tie = TieBreak(_(CRYSTALS_TIE_RULE), (decision.tied,), not shared, decision.tie_break or "")
    if decision.decided_by == "complete city":
        reason = (
            _("tied on offerings and crystals: they share the win (Czech rulebook p.4)")
            if shared
            else _("tied on offerings, won on the tie-break: {rule}").format(rule=_(CRYSTALS_TIE_RULE))
            if decision.tied
            else _("most offerings in a complete city (Czech rulebook p.4)")
        )
    elif decision.decided_by == "draw":
        reason = _("every player is out of cubes: the game is a draw ({source})").format(source=_(DRAW_SOURCE))
    else:
        reason = decision.how
    return Outcome(winners, shared, reason, tie)


def score_end(r: EndRecord) -> EventResult:
    """Answer an end record: who has won."""
    from scorer.core.table import check_players

    _at("$.players", check_players, [p.name for p in r.players], *player_range(), _("Blue Moon City"))
    # what decide_winner refuses (two players at the winning count, more offerings than spaces) is the players'
    out = _at(
        "$.players",
        decide_winner,
        [(p.name, p.offerings, p.crystals) for p in r.players],
        r.city_complete,
        r.out_of_cubes,
    )
    outcome = end_outcome(out)
    players = [
        {"name": s.name, "offerings": s.offerings, "crystals": s.crystals, "rank": s.rank, "unit": UNIT}
        for s in out.standings
    ]
    rows = [(s.rank, s.name, s.offerings, s.crystals) for s in sorted(out.standings, key=lambda s: s.rank)]
    verdict = outcome.headline()
    if not out.winners:
        verdict += f": {out.not_yet}."
    table_rows = table(rows, [N_("rank"), N_("player"), N_("offerings"), N_("crystals")])
    lines = [table_rows, "", verdict]  # standings, then the verdict
    if out.tie_break:
        lines.append(_("Tie-break: {text}").format(text=out.tie_break))
    if out.decided_by == "draw":
        lines.append(_("A draw: every player is out of cubes ({source}).").format(source=_(DRAW_SOURCE)))
    data = {"winners": out.winners, "players": players, "tie_break": out.tie_break}
    open_city = r.city_complete and out.decided_by != "offerings"
    applied = [
        _(text) for applies, text in ((open_city and r.out_of_cubes, BEFORE_DRAW), (open_city, PLAY_ON)) if applies
    ]
    return EventResult("end", _("Blue Moon City: who has won"), data, lines, applied, [out.how], outcome)


# --- dispatch ----------------------------------------------------------------


@dataclass(frozen=True)
class Event:
    """An event: its id, record type, scoring function and menu label."""

    id: str
    record: type[msgspec.Struct]
    score: Callable[[Any], EventResult]
    label: str


EVENTS = {
    "payment": Event("payment", PaymentRecord, score_payment, N_("payment: can these cards pay for a box?")),
    "building": Event("building", BuildingRecord, score_building, N_("building: rewards when a building is completed")),
    "scales": Event("scales", ScalesRecord, score_scale_event, N_("scales: crystals when the dragon scales run out")),
    "offering": Event("offering", OfferingRecord, score_offering, N_("offering: how many obelisk offerings this turn")),
    "end": Event("end", EndRecord, score_end, N_("end: who has won")),
}


def _event_word(event: str) -> str:
    """An event's id (``"payment"``) as a word of the output language (*platba*), for the game's explanation."""
    words = {
        "payment": pgettext("event", "payment"),
        "building": pgettext("event", "building"),
        "scales": pgettext("event", "scales"),
        "offering": pgettext("event", "offering"),
        "end": pgettext("event", "end"),
    }
    return words.get(event, event)


def _event_matcher() -> NameMatcher:
    from scorer.core.i18n import language

    return _event_matcher_in(language())


@cache
def _event_matcher_in(lang: str) -> NameMatcher:
    return NameMatcher(
        {
            "payment": ["payment", "pay", "platba"],
            "building": ["building", "budova", "completion"],
            "scales": ["scales", "scale", "šupiny"],
            "offering": ["offering", "offer", "obelisk", "nabídka"],
            "end": ["end", "winner", "konec", "vítěz"],
        },
        kind=_("event"),
    )


def find_event(name: Any) -> Event:
    """The event named ``name`` (``"pay"`` → payment).

    :raises RecordError/UnknownNameError: not a string or not an event.
    """
    if not isinstance(name, str):
        raise RuleError("$.event: " + _("say which event the record is: payment, building, scales, offering or end"))
    matcher = _event_matcher()
    try:
        return EVENTS[matcher.match(name)]
    except UnknownNameError as e:  # suggest the events by their record names ('payment', not 'pay')
        ids = list(dict.fromkeys(matcher.match(s) for s in e.suggestions))
        raise UnknownNameError(_("event"), name, ids) from None


#: A record's counts in words, for :func:`~scorer.core.records.convert`'s messages.
LABELS = {
    "crystals": N_("the number of crystals"),
    "scales": N_("the number of dragon scales"),
    "cards": N_("the number of cards"),
    "gained": N_("the number of dragon scales gained"),
    "supply": N_("the number of dragon scales in the supply"),
    "spaces_filled": N_("the number of offering spaces filled"),
    "offerings_before": N_("the number of offerings before"),
    "offerings": N_("the number of offerings"),
    # the yes/no fields named as the file spells them (not "the city complete")
    "city_complete": N_("the field city_complete"),
    "out_of_cubes": N_("the field out_of_cubes"),
}


def _labels() -> dict[str, str]:
    """:data:`LABELS` in the output language."""
    return {k: _(v) for k, v in LABELS.items()}


class GameRecord(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """``{"game": "bluemoon", "players": [...], "events": [{"event": ...}, ...]}``: one game's events in order."""

    game: str = "bluemoon"
    players: list[str] = []
    events: list[dict[str, Any]]
    draft: bool = False
    note: str = ""


def _at_table(where: str, names: Sequence[str], players: Sequence[str]) -> None:
    """Every name is one of the game's players (case and accents folded).

    :raises RuleError: naming the field, the stranger and the table.
    """
    table = {fold(p) for p in players}
    for name in names:
        if fold(name) not in table:
            raise RuleError(
                f"{where}: "
                + _("{name} is not a player of this game ({players}): give their names").format(
                    name=name, players=", ".join(players)
                )
            )


def score_game(record: dict[str, Any]) -> EventResult:
    """Answer every event of a game record, in order; each event's players are the game's.

    :returns: the ``game`` answer: ``{"players", "events": [each event's answer]}``; the text gives each
        event's answer under its number.
    :raises InputError: a bad field of the game or of an event (the message names it: ``$.events[2].supply``),
        or an event naming someone who is not a player of the game.
    """
    from scorer.core.table import check_players

    game: GameRecord = convert(record, GameRecord, labels=_labels())
    if game.players:
        _at("$.players", check_players, game.players, *player_range(), _("Blue Moon City"))
    answers: list[EventResult] = []
    for i, event in enumerate(game.events):
        where = f"$.events[{i}]"
        if not isinstance(event, dict):
            raise RuleError(f"{where}: " + _('an event is an object {{"event": …}}: fix it').format())
        try:
            answer = score_event({"game": "bluemoon", **event})
        except InputError as e:
            e.args = (str(e).replace("$", where, 1) if str(e).startswith("$") else f"{where}: {e}",)
            raise
        if game.players:
            names = [p.get("name", "") for p in event.get("players", []) if isinstance(p, dict)]
            _at_table(f"{where}.players", names, game.players)
            _at_table(f"{where}.cubes", [c for c in event.get("cubes", []) if isinstance(c, str)], game.players)
        answers.append(answer)
    title = (
        _("Blue Moon City: the game of {players}").format(players=", ".join(game.players))
        if game.players
        else _("Blue Moon City: the game")
    )
    lines: list[str] = []
    for i, answer in enumerate(answers, 1):
        lines += ([""] if lines else []) + [f"{i}. {answer.title}", *answer.lines]
    if not answers:
        lines.append(_("No event yet."))
    assumptions = list(dict.fromkeys(a for answer in answers for a in answer.assumptions))
    steps = [
        f"{i}. {_event_word(answer.event)}: {step}"
        for i, answer in enumerate(answers, 1)
        for step in answer.explanation
    ]
    data = {
        "players": game.players,
        "events": [{k: v for k, v in a.to_json().items() if k != "game"} for a in answers],
    }
    return EventResult("game", title, data, lines, assumptions, steps, unit=None)


def score_event(record: dict[str, Any]) -> EventResult:
    """Validate a record and answer its event (or, for a game record with ``"events"``, every event).

    :raises InputError: any bad field (the message names it).
    """
    if "events" in record and "event" not in record:
        return score_game(record)
    event = find_event(record.get("event"))
    checked: Any = convert(record, event.record, labels=_labels())
    return event.score(checked)
