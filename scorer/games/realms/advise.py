"""Mystical Realms what-ifs: the last-turn advisor, the best hand from more cards, and why a declaration.

- :func:`advise` — at a player's last turn: take which card from the discard area (or draw blind) and
  discard which one (issue 10, "The advisor"); JSON pinned there.
- :func:`best_hand` — the best legal hand of 7 (8 with Necromancer) from 8 to 12 cards.
- :func:`runner_ups` and :func:`chosen_note` — for each declared card, the best other choice and its
  total; for forced declarations, how far below the best they are.

Everything here is built on :func:`~.resolve.best` (``best(hand, forced)``), called many times: a
position of 10 area cards and 40 unseen ones is about 80 + 40 x 8 hands. Each distinct hand is
searched once (:class:`_Scorer` caches by the set of cards).

A turn (rulebook, seed 001, "Průběh hry"): the player takes the top card of the deck or one face-up
card of the discard area, then must discard one card of the hand ("musí hráč odložit jednu z karet z
ruky"), the card just taken included. The game ends at once when the discard area holds ten cards.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from scorer.core.errors import RuleError
from scorer.core.words import plural

from .cards import Deck, deck
from .resolve import Declarations, HandScore, best, options

#: The cards that declare, in the order the lines name them (the fields of :class:`~.resolve.Declarations`).
DECLARING = ("doppelganger", "mirage", "shapeshifter", "book_of_changes", "island")

#: The discard area holds at most 10 cards: the game ends when the tenth is laid (rulebook, "Konec hry").
AREA_MAX = 10
#: ``scorer realms best`` chooses a hand from 8 to 12 cards.
BEST_MIN, BEST_MAX = 8, 12

ASSUME_LAST = (
    "Each move is scored as the final hand: this is the player's last turn (the game ends when the discard "
    "area holds ten cards, rulebook)."
)
ASSUME_DECK = (
    "The blind draw: every unseen card (the 53 less the hand, the discard area and the cards known to be out "
    "of the deck) is equally likely; cards in other players' hands count as unseen unless given as seen."
)
ASSUME_NECRO = (
    "Necromancer's eighth card, taken from the discard area at the end of the game, is not counted (it can "
    "only add points): give it as the hand's eighth card to count it."
)
ASSUME_SAME = (
    "A card taken may be discarded again in the same turn: the player discards any card of the hand "
    "(rulebook: 'odložit jednu z karet z ruky')."
)


def _key(h: HandScore) -> tuple[int, int]:
    """The order of two hands: more points, then the lower scoring base strength (the tie-break)."""
    return (h.total, -h.base_strength_total)


class _Scorer:
    """:func:`~.resolve.best` with a cache by the set of cards (a hand is a set: the order never matters)."""

    def __init__(self, d: Deck):
        self.d = d
        self.cache: dict[frozenset[str], HandScore] = {}

    def __call__(self, cards: Sequence[str]) -> HandScore:
        key = frozenset(cards)
        if key not in self.cache:
            self.cache[key] = best(list(cards), None, self.d)
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

    :raises UnknownNameError: an unknown name (with suggestions).
    :raises RuleError: a card named twice.
    """
    ids: list[str] = []
    for name in names:
        cid = d.matcher.match(name)
        if cid in ids:
            raise RuleError(f"{d.name(cid)} is twice in {where}: each card exists once, remove one")
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
        return parse_hand(names, d, "the hand")
    except HandSizeError as e:
        raise HandSizeError(str(e).removesuffix(", or score them as a partial hand")) from None


def read_area(names: Sequence[str], hand: Sequence[str], d: Deck | None = None) -> list[str]:
    """The discard area's face-up cards: 0 to 10, none of them in ``hand`` (ids).

    :raises UnknownNameError: an unknown card name (with suggestions).
    :raises RuleError: a card twice, a card also in the hand, more than 10 cards.
    """
    d = d or deck()
    pile = _read_cards(names, d, "the discard area")
    if len(pile) > AREA_MAX:
        raise RuleError(
            f"the discard area has {len(pile)} cards: it holds at most {AREA_MAX} (the game ends when the "
            f"tenth is laid); remove {plural(len(pile) - AREA_MAX, 'card')}"
        )
    _apart(d, ("the hand", hand), ("the discard area", pile))
    return pile


def read_seen(names: Sequence[str], hand: Sequence[str], area: Sequence[str], d: Deck | None = None) -> list[str]:
    """Cards known to be out of the deck, none of them in the hand or the discard area (ids).

    :raises UnknownNameError: an unknown card name (with suggestions).
    :raises RuleError: a card twice, a card also in the hand or the area.
    """
    d = d or deck()
    known = _read_cards(names, d, "the seen cards")
    _apart(d, ("the hand", hand), ("the seen cards", known))
    _apart(d, ("the discard area", area), ("the seen cards", known))
    return known


def _apart(d: Deck, first: tuple[str, Sequence[str]], second: tuple[str, Sequence[str]]) -> None:
    both = [c for c in second[1] if c in first[1]]
    if both:
        raise RuleError(
            f"{d.name(both[0])} is both in {first[0]} and in {second[0]}: each card exists once, remove it from one"
        )


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
        out = [f"Now: {self._cards(self.hand)} = {self.current.total} points"]
        for m in self.moves:
            if m.take is None:
                out.append(
                    f"{self._move(m)}: {m.unseen} unseen cards, {m.expected} points on average ({m.low} to {m.high})"
                )
            else:
                declared = f" ({'; '.join(m.declarations)})" if m.declarations else ""
                out.append(f"{self._move(m)}: {self._cards(m.hand)} = {m.total} points{declared}")
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
        return ", ".join(self.d.name(c) for c in ids)

    def _move(self, m: Move) -> str:
        if m.take is None:
            return "draw from the deck"
        return f"take {self.d.name(m.take)}, discard {self.d.name(m.discard or '')}"

    def render(self, explain: bool = False) -> str:
        """The text: the hand now, a table of the moves, the recommended move, the blind draw's odds."""
        from tabulate import tabulate

        d = self.d
        title = "Mystical Realms: the last turn"
        out = [title, "=" * len(title)]
        if explain:
            out += ["", "How it was worked out:"] + [f"  {line}" for line in self.explanation]
        declared = self.current.declarations.describe(d)
        out += ["", f"Hand now: {self.current.total} points" + (f" ({'; '.join(declared)})" if declared else "")]
        rows = []
        for i, m in enumerate(self.moves, 1):
            if m.take is None:
                move = f"draw from the deck ({plural(m.unseen, 'unseen card')})"
                points, note = f"{m.expected:.2f} on average ({m.low} to {m.high})", ""
            else:
                move, points, note = self._move(m), str(m.total), "; ".join(m.declarations)
            rows.append((i, move, points, note))
        out.append(tabulate(rows, headers=["#", "move", "points", "declared"], tablefmt="simple"))
        top = self.moves[self.best]
        out += ["", "Recommended: " + self._recommend(top)]
        draw = next((m for m in self.moves if m.take is None), None)
        if draw is not None:
            out.append(self._odds(draw))
        if self.assumptions:
            out += ["", "Assumptions:"] + [f"  - {a}" for a in self.assumptions]
        return "\n".join(out)

    def _recommend(self, m: Move) -> str:
        now = self.current.total
        if m.take is None:
            return f"draw from the deck: {m.expected:.2f} points on average ({m.low} to {m.high}; {now} now)"
        assert m.total is not None
        change = m.total - now
        diff = f"{change} more than now" if change > 0 else "as many as now" if change == 0 else f"{-change} fewer"
        discard = "it again" if m.discard == m.take else self.d.name(m.discard or "")
        return f"take {self.d.name(m.take)} from the discard area and discard {discard}: {m.total} points ({diff})"

    def _odds(self, draw: Move) -> str:
        takes = [m for m in self.moves if m.take is not None]
        if takes:
            target = f"taking {self.d.name(takes[0].take or '')} ({takes[0].total} points)"
        else:
            target = f"the hand now ({self.current.total} points)"
        share = f"{100 * draw.beats / draw.unseen:.0f}%" if draw.unseen else "0%"
        return (
            f"Drawing blind: {draw.expected:.2f} points on average ({draw.low} to {draw.high}); "
            f"{draw.beats} of {plural(draw.unseen, 'unseen card')} ({share}) beat {target}."
        )


def _best_discard(cards: list[str], score: _Scorer, d: Deck) -> tuple[str, HandScore] | None:
    """The card to discard from ``cards`` (the hand and the card taken) for the best legal hand.

    Among equal totals the hand with the lower scoring base strength is kept (the tie-break), then the
    earlier discard in ``cards``' order.

    :returns: ``(discarded card, the hand's score)``, or ``None`` when no discard leaves a legal hand.
    """
    top: tuple[tuple[int, int], str, HandScore] | None = None
    for out in cards:
        kept = [c for c in cards if c != out]
        if not _legal(kept, d):
            continue
        h = score(kept)
        if top is None or _key(h) > top[0]:
            top = (_key(h), out, h)
    return None if top is None else (top[1], top[2])


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
        found = _best_discard([*held, take], score, d)
        if found is None:
            continue
        out, h = found
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
            found = _best_discard([*held, card], score, d)
            totals.append(found[1].total if found else current.total)
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
        raise RuleError("no move is left: the discard area is empty and every card is in view; check the cards")
    assumptions = [ASSUME_LAST] + ([ASSUME_DECK] if unseen else [])
    if "necromancer" in held and len(held) == 7:
        assumptions.append(ASSUME_NECRO)
    if same:
        assumptions.append(ASSUME_SAME)
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

        name = f"Best hand of {len(self.hand)} from {len(self.cards)} cards"
        result = RealmsResult.build([(name, self.score)], self.d)
        dropped = ", ".join(self.d.name(c) for c in self.dropped) or "nothing (all the cards are one hand)"
        result.players[0].notes.append(f"Drop: {dropped}")
        return render_text(result, explain)


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
    ids = _read_cards(cards, d, "the cards")
    if not BEST_MIN <= len(ids) <= BEST_MAX:
        fix = "; 7 cards are a hand already: score it" if len(ids) == 7 else ""
        raise RuleError(
            f"{plural(len(ids), 'card')} given: name {BEST_MIN} to {BEST_MAX} cards to choose a hand of 7 "
            f"(8 with Necromancer) from{fix}"
        )
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
    _, hand, h = top
    return BestHand(ids, hand, [c for c in ids if c not in hand], h, d)


# ------------------------------------------------------------------ why this declaration


def _one(card: str, value: Any, d: Deck) -> str:
    """A single declaration in its ``--choose`` form (``"Mirage=Rainstorm"``, ``"Mirage=none"``)."""
    if value is None:
        return f"{d.name(card)}=none"
    return Declarations(**{card: value}).describe(d)[0]


def runner_ups(
    hand: Sequence[str], result: HandScore, forced: Declarations | None = None, d: Deck | None = None
) -> list[str]:
    """For each card the search declared, the best other choice for it and the hand's total then.

    The other choices are those :func:`~.resolve.options` tries (one per class of choices the hand
    tells apart) and leaving the card unused; with each one forced, the other cards' declarations are
    searched again (``best(hand, forced)``). Ties are broken as the search breaks them, so a choice that
    changes nothing (Book of Changes giving a card a suit alike to its own) never beats leaving the card
    unused, which has one declaration fewer.

    :param result: the hand's best result (with ``forced`` kept).
    :param forced: declarations given by the player (``--choose``): those cards get no line.
    :returns: one line per declared card, e.g. ``"Mirage=Rainstorm 260; next best Mirage=Weather 220"``.
    """
    d = d or deck()
    forced = forced or Declarations()
    dec = result.declarations
    opts = options(hand, d)
    lines = []
    for card in DECLARING:
        chosen = getattr(dec, card)
        if chosen is None or getattr(forced, card) is not None:
            continue
        top: tuple[tuple[int, int, int], Any, HandScore] | None = None
        for value in opts.get(card, []):
            if value == chosen:
                continue
            trial = (
                replace(forced, **{card: value})
                if value is not None
                else replace(forced, unused=forced.unused | {card})
            )
            try:
                h = best(hand, trial, d)
            except RuleError:
                continue  # Island on a card no declaration makes a Flood or Flame
            key = (h.total, -h.base_strength_total, -h.declarations.used())
            if top is None or key > top[0]:
                top = (key, value, h)
        line = f"{_one(card, chosen, d)} {result.total}"
        if top is None:
            lines.append(f"{line}; no other choice fits")
        else:
            _, value, h = top
            too = " too" if h.total == result.total else ""
            lines.append(f"{line}; next best {_one(card, value, d)} {h.total}{too}")
    return lines


def chosen_note(result: HandScore, unforced: HandScore, d: Deck | None = None) -> str:
    """How the declarations a player chose compare with the best: ``"Chosen: 118, 14 below the best 132
    (Mirage=Rainstorm)"``, or ``"Chosen: 132, the best"``.

    :param result: the hand with the chosen declarations; :param unforced: the same hand searched freely.
    """
    d = d or deck()
    if result.total >= unforced.total:
        return f"Chosen: {result.total}, the best"
    gap = unforced.total - result.total
    declared = "; ".join(unforced.declarations.describe(d)) or "no declarations"
    return f"Chosen: {result.total}, {gap} below the best {unforced.total} ({declared})"
