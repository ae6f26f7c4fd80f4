"""Mystical Realms game records, hands and results.

Record (pinned, issue #2)::

    {"game": "realms", "players": [{"name": "Ann", "hand": ["Mountain", "great flood", "Kouř", ...],
                                    "choose": ["Mirage=Rainstorm"]}]}
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import msgspec

from scorer.core.errors import RuleError, UnknownNameError
from scorer.core.records import convert
from scorer.core.result import PlayerScore, Row, ScoreResult, rank_players
from scorer.core.table import check_players

from .cards import Deck, deck
from .resolve import Declarations, HandScore, best, label

TITLE = "Mystical Realms"
MAX_PLAYERS = 6
HAND_SIZE = 7
TIE_RULE = "lowest total base strength of the scoring cards wins (rulebook, end of game)"


class PlayerRecord(msgspec.Struct, forbid_unknown_fields=True):
    name: str
    hand: list[str]
    choose: list[str] = []


class Record(msgspec.Struct):
    game: str
    players: list[PlayerRecord]


def parse_hand(names: Sequence[str], d: Deck | None = None, owner: str = "the hand") -> list[str]:
    """Match typed card names (English or Czech, any case, with or without accents).

    :returns: card ids in the order given.
    :raises UnknownNameError: a name matches no card (with suggestions).
    :raises RuleError: the same card twice, or a hand that is not 7 cards
        (8 with Necromancer, whose extra card is an Army, Leader, Wizard or Beast).
    """
    d = d or deck()
    ids: list[str] = []
    for name in names:
        cid = d.matcher.match(name)
        if cid in ids:
            raise RuleError(f"{d.name(cid)} is twice in {owner}: each card exists once, remove one")
        ids.append(cid)
    check_hand_size(ids, d, owner)
    return ids


def check_hand_size(ids: Sequence[str], d: Deck, owner: str = "the hand") -> None:
    """:raises RuleError: not 7 cards, or 8 without Necromancer (rulebook p.2; Necromancer's text)."""
    n = len(ids)
    if n == HAND_SIZE:
        return
    if n == HAND_SIZE + 1 and "necromancer" in ids:
        if not any(d[c].suit in ("army", "leader", "wizard", "beast") for c in ids if c != "necromancer"):
            raise RuleError(f"{owner} has 8 cards, but Necromancer's eighth card must be an Army, Leader, Wizard "
                            "or Beast and there is none: remove one card")
        return
    raise RuleError(f"{owner} has {n} card{'' if n == 1 else 's'}: a hand has {HAND_SIZE} cards, or 8 with "
                    f"Necromancer; {'add' if n < HAND_SIZE else 'remove'} cards")


def parse_choices(texts: Sequence[str], hand: Sequence[str], d: Deck | None = None) -> Declarations:
    """Turn ``--choose`` texts into declarations.

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
            raise RuleError(f"--choose {text!r} is not CARD=CHOICE: write e.g. 'Mirage=Rainstorm'")
        who = d.matcher.match(left)
        key = who if who in ("doppelganger", "mirage", "shapeshifter", "book_of_changes", "island") else None
        if key is None:
            raise RuleError(f"{d.name(who)} makes no declaration: only Doppelgänger, Mirage, Shapeshifter, "
                            "Book of Changes and Island do")
        if key in fields or key in unused:
            raise RuleError(f"{d.name(who)} is chosen twice: keep one --choose for it")
        right = right.strip()
        if right.lower() in ("none", "-", "unused"):
            unused.add(key)
        elif key in ("mirage", "shapeshifter"):
            fields[key] = _identity(right, d)
        elif key == "book_of_changes":
            target, colon, suit = right.rpartition(":")
            if not colon:
                raise RuleError(f"--choose {text!r}: write Book of Changes=CARD:SUIT, e.g. 'Book of Changes=Gem of Order:wizard'")
            fields[key] = (d.matcher.match(target), d.suit_matcher.match(suit))
        else:
            fields[key] = d.matcher.match(right)
    dec = Declarations(**fields, unused=frozenset(unused))
    from .resolve import check_declarations

    check_declarations(hand, dec, d)
    return dec


def _identity(text: str, d: Deck) -> tuple[str | None, str]:
    if text in d.suit_matcher:
        return (None, d.suit_matcher.match(text))
    try:
        cid = d.matcher.match(text)
    except UnknownNameError as e:
        raise UnknownNameError("card or suit", text, e.suggestions) from None
    return (cid, d[cid].suit)


def score_hand(hand: Sequence[str], choose: Sequence[str] = (), name: str = "Player 1") -> "RealmsResult":
    """Score one hand (card names) with the best declarations.

    :raises InputError: unknown card, duplicate, wrong size, illegal choice.
    """
    return score_players([(name, list(hand), list(choose))])


def score_record(record: dict[str, Any]) -> "RealmsResult":
    """Validate and score a Mystical Realms game record.

    :raises RecordError: a missing or mistyped field (named).
    :raises InputError: see :func:`score_players`.
    """
    rec = convert(record, Record)
    return score_players([(p.name, p.hand, p.choose) for p in rec.players])


def score_players(players: Sequence[tuple[str, Sequence[str], Sequence[str]]]) -> "RealmsResult":
    """Score every player's hand, rank them and pick the winner.

    :param players: ``(name, card names, --choose texts)`` per player.
    :raises RuleError: 0 or more than 6 players, empty or duplicate names, a card in two hands.
    """
    d = deck()
    names = check_players([p[0] for p in players], 1, MAX_PLAYERS, TITLE)
    held: dict[str, str] = {}
    scored: list[tuple[str, HandScore]] = []
    for name, hand, choose in zip(names, (p[1] for p in players), (p[2] for p in players)):
        ids = parse_hand(hand, d, f"{name}'s hand")
        for cid in ids:
            if cid in held:
                raise RuleError(f"{d.name(cid)} is in both {held[cid]}'s and {name}'s hand: each card exists once")
            held[cid] = name
        scored.append((name, best(ids, parse_choices(choose, ids, d), d)))
    return RealmsResult.build(scored, d)


def _card_row(c, d: Deck) -> Row:
    s = c.slot
    if c.blanked:
        reason = "BLANKED: " + "; ".join(r.removeprefix("blanked ").removeprefix("blanked: ") for r in c.blanked_by)
    else:
        parts = [f"base {s.base}"] + [r for _, r in c.bonus + c.penalty]
        if s.cleared_by:
            parts.append("penalty cleared by " + ", ".join(s.cleared_by))
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
    held = {c.slot.card_id for h in hands for c in h.cards}
    notes = ["Best declarations are found automatically (--choose forces one); blanked cards count for nothing.",
             "A card counts itself when it fits its own text, unless the text says 'other' (rulebook example 2: "
             "the card made a Wizard may be any card)."]
    if "collector" in held or "gem_of_order" in held:
        notes.append("Collector scores every suit with 3+ differently named cards and Gem of Order every run "
                     "(designer ruling, BGG thread 1864038).")
    if "rangers" in held and "war_dirigible" in held:
        notes.append("Rangers clear the word Army from War Dirigible too (designer ruling, BGG thread 2695268).")
    if "fountain_of_life" in held:
        notes.append("Fountain of Life may add its own base strength when no other card fits (as common scorers do).")
    if "doppelganger" in held and "warship" in held:
        notes.append("Warship's CLEARS line is printed in its penalty, so a Doppelgänger copying Warship copies it.")
    return notes


class RealmsResult(ScoreResult):
    """A scored Mystical Realms table; JSON as pinned in issue #2."""

    @classmethod
    def build(cls, scored: Sequence[tuple[str, HandScore]], d: Deck) -> "RealmsResult":
        players = []
        for name, hand in scored:
            players.append(PlayerScore(
                name,
                [_card_row(c, d) for c in hand.cards],
                total=hand.total,
                extra={
                    "base_strength_total": hand.base_strength_total,
                    "cards": [_card_json(c, d) for c in hand.cards],
                    "declarations": hand.declarations.describe(d),
                },
                notes=["Declared: " + "; ".join(hand.declarations.describe(d))] if hand.declarations.describe(d) else [],
            ))
        winners, tie_break = rank_players(players, lambda p: -p.extra["base_strength_total"], TIE_RULE)
        if tie_break:
            tied = [p for p in players if sum(q.total == p.total for q in players) > 1]
            tie_break += " (base strength: " + ", ".join(f"{p.name} {p.extra['base_strength_total']}" for p in tied) + ")"
        explanation = []
        for (name, hand) in scored:
            explanation += [f"{name}:"] + [f"  {step}" for step in hand.steps] if len(scored) > 1 else hand.steps
        return cls(game="realms", title=TITLE, players=players, winners=winners, unit="points",
                   tie_break=tie_break, assumptions=_assumptions([h for _, h in scored]), explanation=explanation)

    def to_json(self) -> dict[str, Any]:
        data = super().to_json()
        for p in data["players"]:
            del p["breakdown"]
        if self.tie_break is None:
            del data["tie_break"]
        return data
