"""Mystical Realms game records, hands and results.

Record (pinned, issue #2)::

    {"game": "realms", "players": [{"name": "Ann", "hand": ["Mountain", "great flood", "Kouř", ...],
                                    "choose": ["Mirage=Rainstorm"]}]}
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

import msgspec

from scorer.core.errors import InputError, RecordError, RuleError, UnknownNameError
from scorer.core.i18n import N_, translations
from scorer.core.records import convert
from scorer.core.result import PlayerScore, Row, ScoreResult, decide
from scorer.core.table import check_players
from scorer.core.words import clip, join

from .cards import Deck, deck
from .resolve import Declarations, HandScore, best, label

#: The messages of Mystical Realms in the output language (``docs/translating.md``; ``realms.po``).
T = translations("realms")
_, ngettext = T.gettext, T.ngettext

#: The game's name, translated where shown (Czech: the Czech edition's *Tajuplné říše*).
# TRANSLATORS: the Czech edition's title (rulebook seed 001).
TITLE = N_("Mystical Realms")
HAND_SIZE = 7
TIE_RULE = N_("lowest total base strength of the scoring cards wins (rulebook, end of game)")
#: A record may hold a single hand (``scorer realms score`` scores one); the entry asks for a
#: table of the registry's 2-6 players. The most is the registry's.
RECORD_MIN_PLAYERS = 1

#: The rule readings a result may depend on, printed under "Rules applied" only when they
#: decided something in a hand (see :func:`.resolve._readings`), in this order.
READINGS = {
    "search": N_(
        "Declarations that were not forced are the best ones: every choice that can change the total is tried."
    ),
    "blanked": N_("Blanked cards count for nothing: no suit, strength, bonus or penalty (rulebook p.3)."),
    "self": N_(
        "A card counts itself when it fits its own text, unless the text says 'other' (rulebook example 2: "
        "the card made a Wizard may be any card)."
    ),
    "own_blank": N_(
        "A BLANKS penalty blanks other cards only ('VYMAŽOU určité jiné karty', Czech rulebook): "
        "a card made of the suit it blanks keeps scoring."
    ),
    "wild_wildfire": N_(
        "A wild card left unused keeps its own name and suit, Wild (rulebook FAQ), which Wildfire "
        "does not spare: Wildfire blanks it."
    ),
    "collector": N_(
        "Collector scores every suit with 3+ differently named cards and Gem of Order every run, "
        "two runs of the same strengths too (designer rulings, BGG threads 1864038 and 3101386)."
    ),
    "rangers_dirigible": N_(
        "Rangers clear the word Army from War Dirigible too (designer ruling, BGG thread 2695268)."
    ),
    "fountain": N_("Fountain of Life may add its own base strength when no other card fits (as common scorers do)."),
    "warship_copy": N_("Warship's CLEARS line is printed in its penalty, so a Doppelgänger copying Warship copies it."),
}


class PlayerRecord(msgspec.Struct, forbid_unknown_fields=True):
    name: str
    hand: list[str]
    choose: list[str] = []


class Record(msgspec.Struct):
    game: str
    players: list[PlayerRecord]


def split_arguments(args: Sequence[str], d: Deck | None = None) -> list[str]:
    """The card names in command-line arguments: each argument split on commas (``"A,B,C" "D,E"``).

    Without a comma each argument is one name (``Mountain "Great Flood"``). With commas, the
    words of one name may also be separate arguments (``Hora, Stoletá voda, Kouř`` unquoted): at
    an argument break with no comma on either side, the two words are joined when together they
    name a card (``Stoletá`` + ``voda``), and kept apart otherwise (``Smoke`` | ``Wildfire``).

    :returns: the names, stripped, in order (not yet matched: :func:`parse_hand` does that).
    """
    if not any("," in a or ";" in a for a in args):
        return [a.strip() for a in args if a.strip()]
    d = d or deck()
    names: list[str] = []
    open_end = False  # the last name may go on in the next argument (no comma after it)
    for arg in args:
        parts = [p.strip() for p in re.split(r"[,;]", arg)]
        first, rest = parts[0], parts[1:]
        if open_end and first and names and _names_a_card(f"{names[-1]} {first}", d):
            names[-1] = f"{names[-1]} {first}"
        elif first:
            names.append(first)
        names += [p for p in rest if p]
        open_end = bool(parts[-1])
    return names


def _names_a_card(text: str, d: Deck) -> bool:
    try:
        d.matcher.match(text)
    except InputError:
        return False
    return True


def parse_hand(
    names: Sequence[str], d: Deck | None = None, owner: str | None = None, partial: bool = False
) -> list[str]:
    """Match typed card names (English or Czech, any case, with or without accents).

    :param owner: the hand in messages, in the output language (``"Ann's hand"``; default ``"the hand"``).
    :param partial: the cards are part of a hand (a rules question): 1 to 7 cards, or 8 with Necromancer.
    :returns: card ids in the order given.
    :raises UnknownNameError: a name matches no card (with suggestions).
    :raises RuleError: the same card twice, or a hand that is not 7 cards
        (8 with Necromancer, whose extra card is an Army, Leader, Wizard or Beast); a
        :class:`HandSizeError` for the size.
    """
    d = d or deck()
    owner = owner or _("the hand")
    ids: list[str] = []
    for name in names:
        cid = d.matcher.match(name)
        if cid in ids:
            raise RuleError(
                _("{card} is twice in {owner}: each card exists once, remove one").format(card=d.name(cid), owner=owner)
            )
        ids.append(cid)
    check_hand_size(ids, d, owner, partial)
    return ids


def hand_of(player: str) -> str:
    """A player's hand in messages, in the output language: ``"Ann's hand"`` (Czech ``"ruka hráče Ann"``)."""
    return _("{player}'s hand").format(player=player)


class HandSizeError(RuleError):
    """A hand of the wrong size.

    :ivar problem: the message without the offer of a partial hand.
    :ivar could_be_partial: the same cards may be scored as a partial hand (fewer than 7), which the
        message says; a caller names its own way of asking for one (the command line's ``--partial``,
        :meth:`asked_with`) or drops the offer where there is none (:meth:`without_offer`).
    """

    def __init__(self, problem: str, could_be_partial: bool = False, how: str = ""):
        self.problem = problem
        self.could_be_partial = could_be_partial
        if could_be_partial:
            message = _("{problem}, or score them as a partial hand{how}").format(problem=problem, how=how)
        else:
            message = problem
        super().__init__(message)

    def asked_with(self, option: str) -> HandSizeError:
        """The same error naming how to ask for a partial hand (``" (--partial)"``)."""
        return HandSizeError(self.problem, self.could_be_partial, option)

    def without_offer(self) -> HandSizeError:
        """The same error without the offer of a partial hand (a record, the advisor: no way to ask)."""
        return HandSizeError(self.problem)


def check_hand_size(ids: Sequence[str], d: Deck, owner: str | None = None, partial: bool = False) -> None:
    """A hand has 7 cards, or 8 with Necromancer (rulebook p.2; Necromancer's text); a partial hand
    (``partial``) 1 to 7, or 8 with Necromancer.

    :raises HandSizeError: a hand of another size (too few: the message offers a partial hand), or 8
        cards without Necromancer or without an Army, Leader, Wizard or Beast besides it.
    """
    n = len(ids)
    if n == HAND_SIZE or (partial and 0 < n < HAND_SIZE):
        return
    owner = owner or _("the hand")
    if n == HAND_SIZE + 1 and "necromancer" in ids:
        if not any(d[c].suit in ("army", "leader", "wizard", "beast") for c in ids if c != "necromancer"):
            raise HandSizeError(
                _(
                    "{owner} has 8 cards, but Necromancer's eighth card must be an Army, Leader, Wizard "
                    "or Beast and there is none: remove one card"
                ).format(owner=owner)
            )
        return
    if not partial:
        if n < HAND_SIZE:
            text = ngettext(
                "{owner} has {n} card: a hand has {size} cards, or 8 with Necromancer; add cards",
                "{owner} has {n} cards: a hand has {size} cards, or 8 with Necromancer; add cards",
                n,
            )
        else:
            text = ngettext(
                "{owner} has {n} card: a hand has {size} cards, or 8 with Necromancer; remove cards",
                "{owner} has {n} cards: a hand has {size} cards, or 8 with Necromancer; remove cards",
                n,
            )
        raise HandSizeError(text.format(owner=owner, n=n, size=HAND_SIZE), could_be_partial=0 < n < HAND_SIZE)
    if n == 0:
        raise HandSizeError(
            _("{owner} has no cards: name 1 to {size} cards, or 8 with Necromancer").format(owner=owner, size=HAND_SIZE)
        )
    if n == HAND_SIZE + 1:
        raise HandSizeError(
            _("{owner} has 8 cards: a hand has 8 only with Necromancer; remove 1 card").format(owner=owner)
        )
    extra = n - HAND_SIZE - ("necromancer" in ids)
    raise HandSizeError(
        ngettext(
            "{owner} has {n} cards: a partial hand has 1 to {size} cards, or 8 with Necromancer; remove {extra} card",
            "{owner} has {n} cards: a partial hand has 1 to {size} cards, or 8 with Necromancer; remove {extra} cards",
            extra,
        ).format(owner=owner, n=n, size=HAND_SIZE, extra=extra)
    )


def parse_choices(texts: Sequence[str], hand: Sequence[str], d: Deck | None = None) -> Declarations:
    """Turn declaration texts (``--choose`` on the command line, ``choose`` in a record) into declarations.

    Forms: ``Mirage=Rainstorm`` or ``Mirage=Flood`` (a suit), ``Shapeshifter=Weapon``,
    ``Doppelgänger=Basilisk``, ``Book of Changes=Gem of Order:wizard``,
    ``Island=Great Flood``; ``<card>=none`` leaves the card unused.

    :raises RuleError: the text is not of that form, a card twice, or an
        illegal declaration (see :func:`~.resolve.check_declarations`).
    :raises UnknownNameError: an unknown card or suit name.
    """
    d = d or deck()
    fields: dict[str, Any] = {}
    unused: set[str] = set()
    for text in texts:
        left, sep, right = text.partition("=")
        if not sep or not right.strip():
            raise RuleError(
                _("{text} is not CARD=CHOICE: write e.g. {example}").format(
                    text=repr(clip(text)), example=repr(f"{d.name('mirage')}={d.name('rainstorm')}")
                )
            )
        who = d.matcher.match(left)
        key = who if who in DECLARING else None
        if key is None:
            raise RuleError(
                _("{card} makes no declaration: only {cards} do").format(
                    card=d.name(who), cards=join([d.name(c) for c in DECLARING])
                )
            )
        if key in fields or key in unused:
            raise RuleError(_("{card} is declared twice: keep one declaration for it").format(card=d.name(who)))
        right = right.strip()
        if fold(right) in UNUSED_WORDS:
            unused.add(key)
        elif key in ("mirage", "shapeshifter"):
            fields[key] = _identity(right, d)
        elif key == "book_of_changes":
            target, colon, suit = right.rpartition(":")
            if not colon:
                book = d.name("book_of_changes")
                # TRANSLATORS: CARD and SUIT are the parts of a --choose form: Kniha proměn=KARTA:BARVA.
                card_word, suit_word = T.pgettext("choose form", "CARD"), T.pgettext("choose form", "SUIT")
                raise RuleError(
                    _("{text}: write {form}, e.g. {example}").format(
                        text=repr(clip(text)),
                        form=f"{book}={card_word}:{suit_word}",
                        example=repr(f"{book}={d.name('gem_of_order')}:{d.name('wizard').lower()}"),
                    )
                )
            fields[key] = (d.matcher.match(target), d.suit_matcher.match(suit))
        else:
            fields[key] = d.matcher.match(right)
    dec = Declarations(**fields, unused=frozenset(unused))
    from .resolve import check_declarations

    check_declarations(hand, dec, d)
    return dec


#: The cards that make a declaration (the fields of :class:`~.resolve.Declarations`), in that order.
DECLARING = ("doppelganger", "mirage", "shapeshifter", "book_of_changes", "island")

#: What leaves a declaring card unused in a ``--choose`` form (``Mirage=none``), English and Czech, folded.
UNUSED_WORDS = ("none", "-", "unused", "nic", "zadna", "zadny", "nepouzita")


def fold(text: str) -> str:
    """``text`` folded as names are matched (case, accents)."""
    from scorer.core.names import fold as fold_name

    return fold_name(text) or text.strip()


def _identity(text: str, d: Deck) -> tuple[str | None, str]:
    if text in d.suit_matcher:
        return (None, d.suit_matcher.match(text))
    try:
        cid = d.matcher.match(text)
    except UnknownNameError as e:
        raise UnknownNameError(_("card or suit"), text, e.suggestions) from None
    return (cid, d[cid].suit)


def score_hand(
    hand: Sequence[str],
    choose: Sequence[str] = (),
    name: str | None = None,
    partial: bool = False,
    why: bool = True,
) -> RealmsResult:
    """Score one hand (card names) with the best declarations.

    :param name: the player's name (``"Player 1"`` in the output language by default).
    :param partial: score 1 to 7 cards (8 with Necromancer) as given, for a rules question; the result
        says it is not a full hand when it has fewer than 7.
    :param why: add the lines saying why each declaration (see :func:`why_lines`; a search per other
        choice: JSON without an explanation leaves them out).
    :raises InputError: unknown card, duplicate, wrong size, illegal choice.
    """
    return score_players([(name or _("Player 1"), list(hand), list(choose))], partial=partial, why=why)


def score_record(record: dict[str, Any]) -> Any:
    """Validate and score a Mystical Realms game record (a :class:`RealmsResult`), or give the advice
    for a saved last-turn position (``"advise"``, see :func:`advise_record`).

    :raises RecordError: a missing or mistyped field (named).
    :raises InputError: see :func:`score_players`.
    """
    if "advise" in record:
        return advise_record(record)
    rec = convert(record, Record)
    return score_players([(p.name, p.hand, p.choose) for p in rec.players], record=True)


class AdvisePosition(msgspec.Struct, forbid_unknown_fields=True):
    """A saved last-turn position: the hand before drawing, the discard area, the seen cards (names)."""

    hand: list[str]
    area: list[str] = []
    seen: list[str] = []


class AdviseRecord(msgspec.Struct):
    """The record ``scorer realms advise`` saves when it asks: ``{"game", "advise": {...}}``."""

    game: str
    advise: AdvisePosition


def advise_record(record: dict[str, Any]) -> Any:
    """The advice for a saved last-turn position (what ``scorer realms advise`` asks and saves):
    ``{"game": "realms", "advise": {"hand": [card], "area": [card], "seen": [card]}}``.

    :returns: an :class:`~.advise.Advice`.
    :raises RecordError: a missing or mistyped field (named).
    :raises InputError: see :func:`~.advise.advise` (the field is named).
    """
    from .advise import advise, read_area, read_hand, read_seen

    rec = convert(record, AdviseRecord)
    d = deck()
    pos = rec.advise
    try:
        hand = read_hand(pos.hand, d)
    except InputError as e:
        raise RecordError(str(e), "$.advise.hand") from None
    try:
        area = read_area(pos.area, hand, d)
    except InputError as e:
        raise RecordError(str(e), "$.advise.area") from None
    try:
        seen = read_seen(pos.seen, hand, area, d)
    except InputError as e:
        raise RecordError(str(e), "$.advise.seen") from None
    return advise(hand, area, seen, d)


def score_players(
    players: Sequence[tuple[str, Sequence[str], Sequence[str]]],
    record: bool = False,
    partial: bool = False,
    why: bool = True,
) -> RealmsResult:
    """Score every player's hand, rank them and pick the winner.

    :param players: ``(name, card names, declaration texts)`` per player.
    :param record: the players come from a record: a bad declaration names its field
        (``$.players[0].choose``); a hand of the wrong size does not offer a partial hand (a record
        has no way to ask for one).
    :param partial: the hands may be partial (see :func:`score_hand`).
    :param why: add the lines saying why each declaration (:func:`why_lines`).
    :raises RuleError: no players or more than the registry's 6, empty or duplicate names,
        a card in two hands, an illegal declaration, a hand of the wrong size (:class:`HandSizeError`).
    """
    from scorer.core.registry import find

    d = deck()
    names = check_players([p[0] for p in players], RECORD_MIN_PLAYERS, find("realms").max_players, _(TITLE))
    held: dict[str, str] = {}
    scored: list[tuple[str, HandScore]] = []
    reasons: list[list[str]] = []
    for i, (name, hand, choose) in enumerate(zip(names, (p[1] for p in players), (p[2] for p in players))):
        try:
            ids = parse_hand(hand, d, hand_of(name), partial)
        except HandSizeError as e:
            if not (record and e.could_be_partial):
                raise
            raise e.without_offer() from None
        for cid in ids:
            if cid in held:
                raise RuleError(
                    _("{card} is in both {first}'s and {second}'s hand: each card exists once").format(
                        card=d.name(cid), first=held[cid], second=name
                    )
                )
            held[cid] = name
        try:
            forced = parse_choices(choose, ids, d)
        except InputError as e:
            if not record:
                raise
            raise RecordError(str(e), f"$.players[{i}].choose") from None
        hand_score = best(ids, forced, d)
        scored.append((name, hand_score))
        reasons.append(why_lines(ids, hand_score, forced if choose else None, d) if why else [])
    return RealmsResult.build(scored, d, partial, reasons)


def why_lines(hand: Sequence[str], result: HandScore, forced: Declarations | None, d: Deck) -> list[str]:
    """Why the declarations: for each card the search declared, the best other choice and its total
    (``"Mirage=Rainstorm 260; next best Mirage=Weather 220"``); with declarations given by the player
    (``forced``), how the hand compares with the best (``"Chosen: 220, 40 below the best 260 (…)"``).

    Each line costs a search per other choice (:func:`.advise.runner_ups`).
    """
    from .advise import chosen_note, runner_ups

    lines = runner_ups(hand, result, forced, d)
    if forced is not None:
        lines.append(chosen_note(result, best(hand, None, d), d))
    return lines


def _blank_reason(reason: str) -> str:
    """A blank reason without its first word (``"blanked by Great Flood"`` -> ``"by Great Flood"``), for the
    row that already says BLANKED; in any output language (the word is the catalogue's)."""
    # TRANSLATORS: the first word of every reason a card is blanked ("blanked by Great Flood"): the
    # row drops it after "BLANKED:". In Czech the rulebook's word, vymazaná.
    word = T.pgettext("first word of a blank reason", "blanked")
    for start in (word + ": ", word + " "):
        if reason.startswith(start):
            return reason[len(start) :]
    return reason


#: The cards whose Czech name is plural (the Czech trial, issue 12): their row's BLANKED agrees with it,
#: by the catalogue's context. Masculine animate plurals (Hraničáři, Elfí lučištníci) take another ending
#: than the others (Rytířky, Zahrady). The names are the data's ``czech``.
_CZECH_NUMBER = {
    "knights": "plural",
    "garden": "plural",
    "rangers": "animate",
    "rangers_ch": "animate",
    "elven_archers": "animate",
}


def _card_row(c, d: Deck) -> Row:
    s = c.slot
    if c.blanked:
        reasons = "; ".join(_blank_reason(r) for r in c.blanked_by)
        number = _CZECH_NUMBER.get(s.card_id)
        if number == "plural":
            # TRANSLATORS: a card whose Czech name is plural, not masculine animate (Rytířky, Zahrady).
            reason = T.pgettext("plural card", "BLANKED: {reasons}").format(reasons=reasons)
        elif number == "animate":
            # TRANSLATORS: a card whose Czech name is a masculine animate plural (Hraničáři, Elfí lučištníci).
            reason = T.pgettext("plural animate card", "BLANKED: {reasons}").format(reasons=reasons)
        else:
            reason = _("BLANKED: {reasons}").format(reasons=reasons)
    else:
        # TRANSLATORS: the printed base strength in a card's row ("základní síla 9", rulebook).
        parts = [_("base {n}").format(n=s.base)] + [r for _p, r in c.bonus + c.penalty]
        if s.cleared_by:
            parts.append(
                ngettext("penalty cleared by {cards}", "penalty cleared by {cards}", len(s.cleared_by)).format(
                    cards=", ".join(s.cleared_by)
                )
            )
        reason = "; ".join(parts)
    return Row(label(s, d), c.points, reason)


def _card_json(c, d: Deck) -> dict[str, Any]:
    s = c.slot
    return {
        "id": s.card_id,
        "name": d.name(s.card_id),
        "suit": None if c.blanked else s.suit,
        "base": s.base,
        "bonus": 0 if c.blanked else c.bonus_points,
        "penalty": 0 if c.blanked else c.penalty_points,
        "blanked": c.blanked,
        "points": c.points,
    }


def _assumptions(hands: Sequence[HandScore]) -> list[str]:
    """The readings some hand's result depended on, in the order of :data:`READINGS`."""
    used = set().union(*(h.readings for h in hands))
    return [_(text) for key, text in READINGS.items() if key in used]


#: The unit the results print ("Ann: 260 points"; Czech "260 bodů", the core's :func:`~scorer.core.result.amount`).
UNIT = "points"


def declared_line(declared: Sequence[str]) -> list[str]:
    """The line under a hand's table: ``["Declared: Mirage=Rainstorm; Island=Swamp"]``."""
    return [_("Declared: {declarations}").format(declarations="; ".join(declared))]


def partial_note(n: int) -> str:
    """The line under a partial hand's table: ``"Partial hand: 2 cards scored as given, …"``."""
    return ngettext(
        "Partial hand: {n} card scored as given, not a full hand of {size} (8 with Necromancer)",
        "Partial hand: {n} cards scored as given, not a full hand of {size} (8 with Necromancer)",
        n,
    ).format(n=n, size=HAND_SIZE)


@dataclass
class RealmsResult(ScoreResult):
    """A scored Mystical Realms table; JSON as pinned in issue #2, with ``unit`` and ``outcome``
    (winners, shared, reason, tie-break as data) added, and ``"partial": true`` when a hand is partial.

    :ivar partial: some hand has fewer than 7 cards (scored with ``partial``: a rules question).
    """

    partial: bool = False

    @classmethod
    def build(
        cls,
        scored: Sequence[tuple[str, HandScore]],
        d: Deck,
        partial: bool = False,
        why: Sequence[Sequence[str]] | None = None,
    ) -> RealmsResult:
        """The result of the scored hands ``(name, hand)``.

        :param why: per hand, the lines saying why its declarations (:func:`why_lines`), printed
            under the "Declared:" line and after the first line of its explanation.
        """
        why = why or [[] for _ in scored]
        players = []
        short = False
        for (name, hand), reasons in zip(scored, why):
            declared = hand.declarations.describe(d)
            notes = (declared_line(declared) if declared else []) + list(reasons)
            if partial and len(hand.cards) < HAND_SIZE:
                short = True
                notes.insert(0, partial_note(len(hand.cards)))
            players.append(
                PlayerScore(
                    name,
                    [_card_row(c, d) for c in hand.cards],
                    total=hand.total,
                    extra={
                        "base_strength_total": hand.base_strength_total,
                        "cards": [_card_json(c, d) for c in hand.cards],
                        "declarations": declared,
                    },
                    notes=notes,
                )
            )
        outcome = decide(players, lambda p: -p.extra["base_strength_total"], _(TIE_RULE), UNIT)
        tie_break = None
        if outcome.tie_break:
            tied = [p for p in players if sum(q.total == p.total for q in players) > 1]
            tie_break = _("{text} (base strength: {totals})").format(
                text=outcome.tie_break.text,
                totals=", ".join(f"{p.name} {p.extra['base_strength_total']}" for p in tied),
            )
            outcome = replace(outcome, tie_break=replace(outcome.tie_break, text=tie_break))
        explanation = []
        for (name, hand), reasons in zip(scored, why):
            steps = hand.steps[:1] + list(reasons) + hand.steps[1:]
            explanation += [f"{name}:"] + [f"  {step}" for step in steps] if len(scored) > 1 else steps
        return cls(
            game="realms",
            title=_(TITLE),
            players=players,
            winners=list(outcome.winners),
            unit=UNIT,
            tie_break=tie_break,
            assumptions=_assumptions([h for _, h in scored]),
            explanation=explanation,
            outcome=outcome,
            partial=short,
        )

    def to_json(self) -> dict[str, Any]:
        data = super().to_json()
        for p in data["players"]:
            del p["breakdown"]
        if self.tie_break is None:
            del data["tie_break"]
        if self.partial:
            data["partial"] = True
        return data
