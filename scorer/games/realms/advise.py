"""Mystical Realms what-ifs: the last-turn advisor, the best hand from more cards, and why a declaration.

- :func:`advise` — at a player's last turn: take which card from the discard area (or draw blind) and
  discard which one (issue 10, "The advisor"); JSON pinned there.
- :func:`best_hand` — the best legal hand of 7 (8 with Necromancer) from 8 to 12 cards.
- :func:`runner_ups` and :func:`chosen_note` — for each declared card, the best other choice and its
  total; for forced declarations, how far below the best they are.

Everything here is built on :func:`~.resolve.best` (``best(hand, forced)``), called many times: a
position of 10 area cards and 40 unseen ones is about 80 + 40 x 8 hands. The discards of one card taken
or drawn are searched most promising first, each only as far as it can still beat the best found
(:func:`~.search.best_key` with a floor), and not at all when a bound shared by all the discards of that
card (:func:`~.search.discard_bounds`) shows it cannot; the hands kept are then resolved once with their
declarations.

A turn (rulebook, seed 001, "Průběh hry"): the player takes the top card of the deck or one face-up
card of the discard area, then must discard one card of the hand ("musí hráč odložit jednu z karet z
ruky"), the card just taken included. The game ends at once when the discard area holds ten cards.
"""

from __future__ import annotations

import contextlib
import itertools
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from scorer.core.errors import InputError, RuleError
from scorer.core.i18n import N_

from .cards import Deck, NotInPlayError, deck
from .game import AREA_MAX, _, ngettext
from .resolve import Declarations, HandScore, best, options, shown
from .table import Table

#: The cards that declare, in the order the lines name them (the fields of :class:`~.resolve.Declarations`).
DECLARING = ("doppelganger", "mirage", "shapeshifter", "book_of_changes", "island", "angel")

#: ``scorer realms best`` chooses a hand from 8 to 12 cards.
BEST_MIN, BEST_MAX = 8, 12
#: Seconds a search may run before it says so on a terminal (:func:`slow_notice`).
SLOW = 0.5
#: Seconds the runner-up searches of one hand may take before the rest are left out (:func:`runner_ups`).
RUNNER_UP_BUDGET = 1.0


@contextlib.contextmanager
def slow_notice(after: float = SLOW) -> Iterator[None]:
    """While the work inside runs longer than ``after`` seconds, one line on standard error, only when it is a
    terminal; the line is erased when the work ends (the result follows on standard output). Also a decorator.

    The second Czech trial (issue 12) waited 2.4 s for a hand of five declaring cards with nothing shown.
    Standard error that is a file or a pipe gets nothing.
    """
    import sys

    stream = sys.stderr
    if not stream.isatty():
        yield
        return
    import threading

    text = _("Looking for the best declarations…")
    lock = threading.Lock()
    state = {"done": False, "shown": False}

    def show() -> None:
        with lock:
            if not state["done"]:
                stream.write(text)
                stream.flush()
                state["shown"] = True

    timer = threading.Timer(after, show)
    timer.daemon = True
    timer.start()
    try:
        yield
    finally:
        timer.cancel()
        with lock:
            state["done"] = True
            if state["shown"]:
                stream.write("\r\x1b[K")  # back to the line's start, and clear it
                stream.flush()


ASSUME_LAST = N_(
    "Each move is scored as the final hand: this is the player's last turn (the game ends when the discard "
    "area holds ten cards, rulebook)."
)
ASSUME_DECK = N_(
    "The blind draw: every unseen card (the 53 less the hand, the discard area and the cards known to be out "
    "of the deck) is equally likely; cards in other players' hands count as unseen unless given as seen."
)
ASSUME_NECRO = N_(
    "Necromancer's eighth card, taken from the discard area at the end of the game, is not counted (it can "
    "only add points): give it as the hand's eighth card to count it."
)
ASSUME_SAME = N_(
    "A card taken may be discarded again in the same turn: the player discards any card of the hand "
    "(rulebook: 'odložit jednu z karet z ruky')."
)

#: Where cards are, in the messages about them (translated where shown).
WHERE = {
    "hand": N_("the hand"),
    "area": N_("the discard area"),
    "seen": N_("the seen cards"),
    "cards": N_("the cards"),
}


def _number(x: float | None, places: int = 2) -> str:
    """A number of points with ``places`` decimals (``0``: as Python writes it), a decimal comma in Czech."""
    from scorer.core.i18n import language

    text = f"{x:.{places}f}" if places else str(x)
    return text.replace(".", ",") if language() == "cs" else text


def _key(h: HandScore) -> tuple[int, int]:
    """The order of two hands: more points, then the lower scoring base strength (the tie-break)."""
    return (h.total, -h.base_strength_total)


class _Scorer:
    """:func:`~.resolve.best` with a cache by the set of cards (a hand is a set: the order never matters),
    and :meth:`above`: a hand's key only when it beats a floor."""

    def __init__(self, d: Deck):
        from .resolve import exact_only

        self.d = d
        self.cache: dict[frozenset[str], HandScore] = {}
        self.exact_only = exact_only

    def __call__(self, cards: Sequence[str]) -> HandScore:
        key = frozenset(cards)
        if key not in self.cache:
            self.cache[key] = best(list(cards), None, self.d)
        return self.cache[key]

    def above(self, cards: list[str], floor: tuple | None) -> tuple[tuple, Declarations] | None:
        """``((total, -scoring base strength, ...), declarations)`` of ``cards`` with their best declarations,
        or ``None`` when that is not above ``floor`` (see :func:`~.search.best_key`)."""
        from .search import best_key

        known = self.cache.get(frozenset(cards))
        if known is not None or self.exact_only(cards, self.d):
            h = known or self(cards)
            key = (h.total, -h.base_strength_total, -h.declarations.used())
            return (key, h.declarations) if floor is None or key > floor else None
        return best_key(cards, self.d, floor)

    def discard_bounds(self, cards: list[str]) -> list[float] | None:
        """:func:`~.search.discard_bounds` of ``cards``, when a card in them declares (else a search of each
        discard is as quick)."""
        from .search import DECLARERS, discard_bounds

        if not any(c in DECLARERS for c in cards):
            return None
        return discard_bounds(cards, self.d)

    def hand(self, cards: list[str], declarations: Declarations) -> HandScore:
        """The hand resolved with the declarations :meth:`above` found (as :func:`~.resolve.best` would)."""
        from .resolve import resolve

        key = frozenset(cards)
        if key not in self.cache:
            self.cache[key] = resolve(cards, declarations, self.d)
        return self.cache[key]


def _legal(cards: Sequence[str], d: Deck) -> bool:
    from .game import check_hand_size

    try:
        check_hand_size(cards, d)
    except RuleError:
        return False
    return True


def _read_cards(names: Sequence[str], d: Deck, where: str) -> list[str]:
    """Card names to ids, each once.

    :param where: a key of :data:`WHERE` (``"area"``), for the message.
    :raises UnknownNameError: an unknown name (with suggestions).
    :raises RuleError: a card named twice.
    """
    ids: list[str] = []
    for name in names:
        try:
            cid = d.matcher.match(name)
        except NotInPlayError as e:
            raise _base_only(e) from None
        if cid in ids:
            raise RuleError(
                _("{card} is twice in {owner}: each card exists once, remove one").format(
                    card=d.name(cid), owner=_(WHERE[where])
                )
            )
        ids.append(cid)
    return ids


# ------------------------------------------------------------------ the advisor


def read_hand(names: Sequence[str], d: Deck | None = None) -> list[str]:
    """The hand before drawing: 7 cards, or 8 with Necromancer (rulebook p.2, Necromancer's text).

    :returns: card ids in the order given.
    :raises UnknownNameError: an unknown card name (with suggestions).
    :raises RuleError: a card twice, a hand of another size (no partial hand here).
    """
    from .game import HandSizeError, parse_hand

    d = d or deck()
    try:
        return parse_hand(names, d, _(WHERE["hand"]))
    except HandSizeError as e:
        raise e.without_offer() from None
    except NotInPlayError as e:
        raise _base_only(e) from None


def _base_only(e: NotInPlayError) -> InputError:
    """A card of an expansion is refused as such: advise and best play the base game only (docs/realms.md)."""
    return RuleError(e.base_only()) if e.expansion else e


def read_area(names: Sequence[str], hand: Sequence[str], d: Deck | None = None) -> list[str]:
    """The discard area's face-up cards: 0 to 10, none of them in ``hand`` (ids).

    :raises UnknownNameError: an unknown card name (with suggestions).
    :raises RuleError: a card twice, a card also in the hand, more than 10 cards.
    """
    d = d or deck()
    pile = _read_cards(names, d, "area")
    if len(pile) > AREA_MAX:
        extra = len(pile) - AREA_MAX
        raise RuleError(
            ngettext(
                "the discard area has {n} cards: it holds at most {most} (the game ends when the tenth is laid); "
                "remove {extra} card",
                "the discard area has {n} cards: it holds at most {most} (the game ends when the tenth is laid); "
                "remove {extra} cards",
                extra,
            ).format(n=len(pile), most=AREA_MAX, extra=extra)
        )
    _apart(d, "hand", hand, pile)
    return pile


def read_seen(names: Sequence[str], hand: Sequence[str], area: Sequence[str], d: Deck | None = None) -> list[str]:
    """Cards known to be out of the deck, none of them in the hand or the discard area (ids).

    :raises UnknownNameError: an unknown card name (with suggestions).
    :raises RuleError: a card twice, a card also in the hand or the area.
    """
    d = d or deck()
    known = _read_cards(names, d, "seen")
    _apart(d, "hand", hand, known, seen=True)
    _apart(d, "area", area, known, seen=True)
    return known


def _apart(d: Deck, first: str, held: Sequence[str], named: Sequence[str], seen: bool = False) -> None:
    """:raises RuleError: a card of ``named`` (the discard area, or the seen cards when ``seen``) is also in
    ``held`` (the hand, ``first == "hand"``, or the discard area)."""
    both = [c for c in named if c in held]
    if not both:
        return
    if first == "hand" and not seen:
        text = _("{card} is both in the hand and in the discard area: each card exists once, remove it from one")
    elif first == "hand":
        text = _("{card} is both in the hand and in the seen cards: each card exists once, remove it from one")
    else:
        text = _("{card} is both in the discard area and in the seen cards: each card exists once, remove it from one")
    raise RuleError(text.format(card=d.name(both[0])))


@dataclass
class Move:
    """One move of the last turn.

    :ivar take: the card taken from the discard area (id), or ``None`` for the blind draw.
    :ivar discard: the card discarded (id; for the blind draw it depends on the card drawn: ``None``).
    :ivar total: the hand's points after the move (``None`` for the blind draw).
    :ivar expected: the blind draw's average points over the unseen cards (``None`` for a take).
    :ivar low: the blind draw's fewest points; :ivar high: its most (``None`` for a take).
    :ivar declarations: the best declarations of the hand after the move (``--choose`` forms).
    :ivar hand: the hand after the move (ids; empty for the blind draw).
    :ivar base: its scoring base strength (the tie-break; 0 for the blind draw).
    :ivar beats: for the blind draw, how many unseen cards give more points than the best take
        (than keeping the hand when the area is empty); :ivar unseen: how many unseen cards there are.
    """

    take: str | None
    discard: str | None
    total: int | None = None
    expected: float | None = None
    low: int | None = None
    high: int | None = None
    declarations: list[str] = field(default_factory=list)
    hand: list[str] = field(default_factory=list)
    base: int = 0
    beats: int = 0
    unseen: int = 0

    @property
    def value(self) -> float:
        """Points for ranking: the total of a take, the average of the blind draw."""
        return float(self.total if self.total is not None else self.expected or 0.0)

    def to_json(self) -> dict[str, Any]:
        """``{"take", "discard", "total", "expected", "min", "max", "declarations"}`` (issue 10, pinned)."""
        return {
            "take": self.take,
            "discard": self.discard,
            "total": self.total,
            "expected": self.expected,
            "min": self.low,
            "max": self.high,
            "declarations": list(self.declarations),
        }


@dataclass
class Advice:
    """The moves of a last turn, ranked best first (:func:`advise`).

    :ivar hand: the hand before drawing (ids); :ivar area: the discard area (ids); :ivar seen: cards
        known to be out of the deck (ids).
    :ivar current: the hand as it is, with its best declarations.
    :ivar moves: every take from the area and the blind draw, best first (:attr:`Move.value`).
    :ivar best: the index in :attr:`moves` of the recommended move.
    :ivar assumptions: what the advice takes for granted, in words.
    """

    hand: list[str]
    area: list[str]
    seen: list[str]
    current: HandScore
    moves: list[Move]
    best: int
    assumptions: list[str]
    d: Deck = field(repr=False, default_factory=deck)

    @property
    def explanation(self) -> list[str]:
        """For ``--explain``: the hand each move leads to, with its declarations."""
        out = [
            ngettext("Now: {cards} = {total} point", "Now: {cards} = {total} points", self.current.total).format(
                cards=self._cards(self.hand), total=self.current.total
            )
        ]
        for m in self.moves:
            if m.take is None:
                out.append(
                    ngettext(
                        "{move}: {n} unseen card, {average} points on average ({low} to {high})",
                        "{move}: {n} unseen cards, {average} points on average ({low} to {high})",
                        m.unseen,
                    ).format(move=self._move(m), n=m.unseen, average=_number(m.expected), low=m.low, high=m.high)
                )
            else:
                total = m.total or 0
                if m.declarations:
                    line = ngettext(
                        "{move}: {cards} = {total} point ({declarations})",
                        "{move}: {cards} = {total} points ({declarations})",
                        total,
                    )
                else:
                    line = ngettext("{move}: {cards} = {total} point", "{move}: {cards} = {total} points", total)
                out.append(
                    line.format(
                        move=self._move(m),
                        cards=self._cards(m.hand),
                        total=m.total,
                        declarations="; ".join(m.declarations),
                    )
                )
        return out

    def to_json(self) -> dict[str, Any]:
        """The pinned contract of issue 10: ``{"game", "hand", "area", "current": {"total", "declarations"},
        "moves": [...], "best", "assumptions"}``."""
        return {
            "game": "realms",
            "hand": list(self.hand),
            "area": list(self.area),
            "current": {"total": self.current.total, "declarations": self.current.declarations.describe(self.d)},
            "moves": [m.to_json() for m in self.moves],
            "best": self.best,
            "assumptions": list(self.assumptions),
        }

    def _cards(self, ids: Sequence[str]) -> str:
        return self.d.names(ids)

    def _move(self, m: Move) -> str:
        if m.take is None:
            return _("draw from the deck")
        return _("take {card}, discard {discard}").format(
            card=self.d.name(m.take), discard=self.d.name(m.discard or "")
        )

    def render(self, explain: bool = False) -> str:
        """The text: the hand now, a table of the moves, the recommended move, the blind draw's odds."""
        from tabulate import tabulate

        from .game import TITLE

        d = self.d
        title = _("{game}: the last turn").format(game=_(TITLE))
        out = [title, "=" * len(title)]
        if explain:
            out += ["", _("How it was worked out:")] + [f"  {line}" for line in self.explanation]
        declared = self.current.declarations.describe(d)
        now = self.current.total
        if declared:
            line = ngettext(
                "Hand now: {total} point ({declarations})", "Hand now: {total} points ({declarations})", now
            )
        else:
            line = ngettext("Hand now: {total} point", "Hand now: {total} points", now)
        out += ["", line.format(total=now, declarations="; ".join(declared))]
        rows = []
        for i, m in enumerate(self.moves, 1):
            if m.take is None:
                move = ngettext(
                    "draw from the deck ({n} unseen card)", "draw from the deck ({n} unseen cards)", m.unseen
                ).format(n=m.unseen)
                points = _("{average} on average ({low} to {high})").format(
                    average=_number(m.expected), low=m.low, high=m.high
                )
                note = ""
            else:
                move, points, note = self._move(m), str(m.total), "; ".join(m.declarations)
            rows.append((i, move, points, note))
        headers = ["#", _("move"), _("points"), _("declared")]
        out.append(tabulate(rows, headers=headers, tablefmt="simple"))
        top = self.moves[self.best]
        out += ["", self._recommend(top)]
        draw = next((m for m in self.moves if m.take is None), None)
        if draw is not None:
            out.append(self._odds(draw))
        if self.assumptions:
            out += ["", _("Assumptions:")] + [f"  - {a}" for a in self.assumptions]
        return "\n".join(out)

    def _recommend(self, m: Move) -> str:
        now = self.current.total
        if m.take is None:
            return _(
                "Recommended: draw from the deck: {average} points on average ({low} to {high}; {now} now)"
            ).format(average=_number(m.expected), low=m.low, high=m.high, now=now)
        assert m.total is not None
        change = m.total - now
        if change > 0:
            diff = ngettext("{n} more than now", "{n} more than now", change).format(n=change)
        elif change == 0:
            diff = _("as many as now")
        else:
            diff = ngettext("{n} fewer", "{n} fewer", -change).format(n=-change)
        card = self.d.name(m.take)
        if m.discard == m.take:
            text = ngettext(
                "Recommended: take {card} from the discard area and discard it again: {total} point ({diff})",
                "Recommended: take {card} from the discard area and discard it again: {total} points ({diff})",
                m.total,
            )
        else:
            text = ngettext(
                "Recommended: take {card} from the discard area and discard {discard}: {total} point ({diff})",
                "Recommended: take {card} from the discard area and discard {discard}: {total} points ({diff})",
                m.total,
            )
        return text.format(card=card, discard=self.d.name(m.discard or ""), total=m.total, diff=diff)

    def _odds(self, draw: Move) -> str:
        takes = [m for m in self.moves if m.take is not None]
        # TRANSLATORS: a share of the unseen cards, in per cent ("5%"; Czech typography puts a space: "5 %").
        share = _("{percent}%").format(percent=f"{100 * draw.beats / draw.unseen:.0f}" if draw.unseen else "0")
        if takes:
            text = ngettext(
                "Drawing blind: {average} points on average ({low} to {high}); {beats} of {n} unseen card "
                "({share}) beat taking {card} ({total} points).",
                "Drawing blind: {average} points on average ({low} to {high}); {beats} of {n} unseen cards "
                "({share}) beat taking {card} ({total} points).",
                draw.unseen,
            )
        else:
            text = ngettext(
                "Drawing blind: {average} points on average ({low} to {high}); {beats} of {n} unseen card "
                "({share}) beat the hand now ({total} points).",
                "Drawing blind: {average} points on average ({low} to {high}); {beats} of {n} unseen cards "
                "({share}) beat the hand now ({total} points).",
                draw.unseen,
            )
        return text.format(
            average=_number(draw.expected),
            low=draw.low,
            high=draw.high,
            beats=draw.beats,
            n=draw.unseen,
            share=share,
            card=self.d.name(takes[0].take or "") if takes else "",
            total=takes[0].total if takes else self.current.total,
        )


def _best_discard(
    cards: list[str], score: _Scorer, d: Deck, current: HandScore | None = None, full: bool = True
) -> tuple[str, HandScore | int] | None:
    """The card to discard from ``cards`` (the hand and the card taken) for the best legal hand.

    Among equal totals the hand with the lower scoring base strength is kept (the tie-break), then the
    earlier discard in ``cards``' order. The discards are tried most promising first (the card taken,
    then the hand's cards from the fewest points in ``current``, the hand before taking), each hand
    searched only as far as it can beat the best found; a hand whose :func:`~.search.discard_bounds`
    bound (one set of bounds for all the discards of ``cards``) is below the best total found is not
    searched at all.

    :param full: False: the kept hand's total only (the blind draw's odds need no more).
    :returns: ``(discarded card, the hand's score or total)``, or ``None`` when no discard leaves a legal hand.
    """
    points = {c.slot.card_id: c.points for c in current.cards} if current else {}
    order = {c: i for i, c in enumerate(cards)}
    tries = sorted(cards, key=lambda c: (c in points, points.get(c, 0), order[c]))
    top: tuple[tuple, str, list[str], Declarations] | None = None
    bounds = score.discard_bounds(cards)
    for out in tries:
        kept = [c for c in cards if c != out]
        if not _legal(kept, d):
            continue
        if top is not None and bounds is not None and bounds[order[out]] < top[0][0] + (0 if full else 1):
            continue  # cannot reach the best total found (nor beat it, for the draw)
        if top is None:
            floor = None
        elif full:
            floor = (*top[0][:2], float("inf") if order[out] > order[top[1]] else float("-inf"))
        else:  # the total alone counts: only a higher one, whatever its base strength
            floor = (top[0][0] + 1, float("-inf"), float("-inf"))
        found = score.above(kept, floor)
        if found is not None:
            top = (found[0], out, kept, found[1])
    if top is None:
        return None
    return top[1], score.hand(top[2], top[3]) if full else int(top[0][0])


@slow_notice()
def advise(hand: Sequence[str], area: Sequence[str] = (), seen: Sequence[str] = (), d: Deck | None = None) -> Advice:
    """Rank the moves of a last turn: each card of the discard area, and the blind draw.

    For each area card: the best total after taking it and discarding the best card (the card taken
    included). For the blind draw: over every unseen card (53 less the hand, the area and ``seen``),
    the best total after drawing it and discarding the best card; its average, fewest and most, and how
    many unseen cards beat the best take. Moves are sorted by total (the draw by its average), best
    first; among equal points a take comes before the draw, and the lower base strength first.

    :param hand: card names (English or Czech): 7, or 8 with Necromancer, the hand before drawing.
    :param area: the discard area's face-up cards, 0 to 10.
    :param seen: other cards known to be out of the deck (in other hands, seen).
    :returns: the :class:`Advice` (points in the game's points).
    :raises UnknownNameError: an unknown card name (with suggestions).
    :raises RuleError: a wrong hand size, a card twice, a card in two places, more than 10 area cards.
    """
    d = d or deck()
    held = read_hand(hand, d)
    pile = read_area(area, held, d)
    known = read_seen(seen, held, pile, d)
    score = _Scorer(d)
    current = score(held)
    moves: list[Move] = []
    same = False
    for take in pile:
        found = _best_discard([*held, take], score, d, current)
        if found is None:
            continue
        out, h = found
        assert isinstance(h, HandScore)
        same = same or out == take
        kept = [c for c in [*held, take] if c != out]
        moves.append(
            Move(take, out, total=h.total, declarations=h.declarations.describe(d), hand=kept, base=-_key(h)[1])
        )
    takes = sorted(moves, key=lambda m: (-m.value, m.base))
    unseen = [c for c in d.cards if c not in held and c not in pile and c not in known]
    if unseen:
        totals = []
        for card in unseen:
            drawn = _best_discard([*held, card], score, d, current, full=False)
            totals.append(int(drawn[1]) if drawn else current.total)  # type: ignore[arg-type]
        bar = takes[0].total if takes else current.total
        assert bar is not None
        draw = Move(
            None,
            None,
            expected=round(sum(totals) / len(totals), 2),
            low=min(totals),
            high=max(totals),
            beats=sum(t > bar for t in totals),
            unseen=len(unseen),
        )
        moves.append(draw)
    ranked = sorted(moves, key=lambda m: (-m.value, m.take is None, m.base))
    if not ranked:
        raise RuleError(_("no move is left: the discard area is empty and every card is in view; check the cards"))
    assumptions = [_(ASSUME_LAST)] + ([_(ASSUME_DECK)] if unseen else [])
    if "necromancer" in held and len(held) == 7:
        assumptions.append(_(ASSUME_NECRO))
    if same:
        assumptions.append(_(ASSUME_SAME))
    return Advice(held, pile, known, current, ranked, 0, assumptions, d)


# ------------------------------------------------------------------ the best hand from more cards


@dataclass
class BestHand:
    """The best legal hand chosen from more cards (:func:`best_hand`).

    :ivar cards: the cards given (ids); :ivar hand: the hand kept (ids, in the order given);
    :ivar dropped: the cards left out; :ivar score: the hand scored with its best declarations.
    """

    cards: list[str]
    hand: list[str]
    dropped: list[str]
    score: HandScore
    d: Deck = field(repr=False, default_factory=deck)

    @property
    def explanation(self) -> list[str]:
        """The kept hand's resolution, step by step."""
        return list(self.score.steps)

    def to_json(self) -> dict[str, Any]:
        """``{"game", "cards", "hand", "dropped", "total", "declarations"}`` (issue 10, pinned)."""
        return {
            "game": "realms",
            "cards": list(self.cards),
            "hand": list(self.hand),
            "dropped": list(self.dropped),
            "total": self.score.total,
            "declarations": self.score.declarations.describe(self.d),
        }

    def render(self, explain: bool = False) -> str:
        """The kept hand's table, as ``scorer realms score`` prints it, and the cards to drop."""
        from scorer.core.render import render_text

        from .game import RealmsResult

        name = ngettext(
            "Best hand of {size} from {n} card", "Best hand of {size} from {n} cards", len(self.cards)
        ).format(size=len(self.hand), n=len(self.cards))
        result = RealmsResult.build([(name, self.score)], self.d)
        dropped = self.d.names(self.dropped) or _("nothing (all the cards are one hand)")
        result.players[0].notes.append(_("Drop: {cards}").format(cards=dropped))
        return render_text(result, explain)


@slow_notice()
def best_hand(cards: Sequence[str], d: Deck | None = None) -> BestHand:
    """The best legal hand from 8 to 12 cards: 7 of them, or 8 with Necromancer (and an Army, Leader,
    Wizard or Beast besides it; rulebook p.2 and Necromancer's text).

    Every legal hand is scored with its best declarations; the most points win, then the lower
    scoring base strength (the tie-break between players), then the first in the order given.

    :param cards: card names, English or Czech.
    :raises UnknownNameError: an unknown card name (with suggestions).
    :raises RuleError: a card twice, fewer than 8 or more than 12 cards.
    """
    d = d or deck()
    ids = _read_cards(cards, d, "cards")
    if not BEST_MIN <= len(ids) <= BEST_MAX:
        if len(ids) == 7:
            text = _(
                "{n} cards given: name {low} to {high} cards to choose a hand of 7 (8 with Necromancer) from; "
                "7 cards are a hand already: score them with 'scorer realms score'"
            )
        else:
            text = ngettext(
                "{n} card given: name {low} to {high} cards to choose a hand of 7 (8 with Necromancer) from",
                "{n} cards given: name {low} to {high} cards to choose a hand of 7 (8 with Necromancer) from",
                len(ids),
            )
        raise RuleError(text.format(n=len(ids), low=BEST_MIN, high=BEST_MAX))
    score = _Scorer(d)
    sizes = [7, 8] if "necromancer" in ids else [7]
    top: tuple[tuple[int, int], list[str], HandScore] | None = None
    for size in sizes:
        for kept in itertools.combinations(ids, size):
            if not _legal(kept, d):
                continue
            h = score(kept)
            if top is None or _key(h) > top[0]:
                top = (_key(h), list(kept), h)
    assert top is not None  # 7 of 8 or more cards is always a legal hand
    _found, hand, h = top
    return BestHand(ids, hand, [c for c in ids if c not in hand], h, d)


# ------------------------------------------------------------------ why this declaration


def _one(card: str, value: Any, d: Deck) -> str:
    """A single declaration in its ``--choose`` form (``"Mirage=Rainstorm"``, ``"Mirage=none"``)."""
    if value is None:
        # TRANSLATORS: a declaring card left unused, in the --choose form ("Mirage=none"); the Czech word
        # must be one parse_choices accepts (game.UNUSED_WORDS: nic).
        return _("{card}=none").format(card=shown(card, d))  # a field: with The Cursed Hoard, Mirage is mirage_ch
    return Declarations(**{card: value}).describe(d)[0]


def runner_ups(
    hand: Sequence[str],
    result: HandScore,
    forced: Declarations | None = None,
    d: Deck | None = None,
    table: Table | None = None,
    budget: float | None = RUNNER_UP_BUDGET,
) -> list[str]:
    """For each card the search declared (Angel too), the best other choice for it and the hand's total then.

    The other choices are those :func:`~.resolve.options` tries (one per class of choices the hand
    tells apart) and leaving the card unused; with each one forced, the other cards' declarations are
    searched again (``best(hand, forced, d, table)``: the table's deck and facts, so the totals are the
    hand's own, Cursed Items included). Ties are broken as the search breaks them, so a choice that
    changes nothing (Book of Changes giving a card a suit alike to its own) never beats leaving the card
    unused, which has one declaration fewer.

    The searches stop once they have run ``budget`` seconds (a hand of many declaring cards with Demon
    may need minutes for them all): the cards not yet compared then get one line saying they are left out.

    :param result: the hand's best result (with ``forced`` kept).
    :param forced: declarations given by the player (``--choose``): those cards get no line.
    :param d: the table's deck; :param table: the table's facts (``None``: nothing known).
    :param budget: seconds; ``None``: no limit.
    :returns: one line per declared card, e.g. ``"Mirage=Rainstorm 260; next best Mirage=Weather 220"``.
    """
    import time

    d = d or deck()
    forced = forced or Declarations()
    dec = result.declarations
    opts = options(hand, d)
    lines = []
    start = time.monotonic()
    longest = 0.0  # the longest search so far: the next one is not begun if it would end past the budget
    left: list[str] = []
    for card in DECLARING:
        chosen = getattr(dec, card)
        if chosen is None or getattr(forced, card) is not None:
            continue
        top: tuple[tuple[int, int, int], Any, HandScore] | None = None
        for value in opts.get(card, []):
            if value == chosen:
                continue
            began = time.monotonic()
            if left or (budget is not None and began - start + longest > budget):
                left.append(_one(card, chosen, d))
                break
            trial = (
                replace(forced, **{card: value})
                if value is not None
                else replace(forced, unused=forced.unused | {card})
            )
            try:
                h = best(hand, trial, d, table)
            except RuleError:
                continue  # Island on a card no declaration makes a Flood or Flame
            finally:
                longest = max(longest, time.monotonic() - began)
            key = (h.total, -h.base_strength_total, -h.declarations.used())
            if top is None or key > top[0]:
                top = (key, value, h)
        if left and left[-1] == _one(card, chosen, d):
            continue
        mine = _one(card, chosen, d)
        if top is None:
            lines.append(_("{choice} {total}; no other choice fits").format(choice=mine, total=result.total))
        else:
            _rank, value, h = top
            if h.total == result.total:
                text = _("{choice} {total}; next best {other} {other_total} too")
            else:
                text = _("{choice} {total}; next best {other} {other_total}")
            lines.append(text.format(choice=mine, total=result.total, other=_one(card, value, d), other_total=h.total))
    if left:
        lines.append(
            ngettext(
                "{choices}: the next best choice is left out (comparing it would take long)",
                "{choices}: the next best choices are left out (comparing them would take long)",
                len(left),
            ).format(choices=", ".join(left))
        )
    return lines


def chosen_note(result: HandScore, unforced: HandScore, d: Deck | None = None) -> str:
    """How the declarations a player chose compare with the best: ``"Chosen: 118, 14 below the best 132
    (Mirage=Rainstorm)"``, or ``"Chosen: 132, the best"``.

    :param result: the hand with the chosen declarations; :param unforced: the same hand searched freely.
    """
    d = d or deck()
    if result.total >= unforced.total:
        return _("Chosen: {total}, the best").format(total=result.total)
    gap = unforced.total - result.total
    declared = "; ".join(unforced.declarations.describe(d)) or _("no declarations")
    return _("Chosen: {total}, {gap} below the best {best} ({declarations})").format(
        total=result.total, gap=gap, best=unforced.total, declarations=declared
    )
