"""Mystical Realms card data: ``cards_data/realms/cards.json``, loaded by the core loader and checked."""

from __future__ import annotations

import functools

import msgspec

from scorer.core.names import NameMatcher

#: The suits a card can have; ``wild`` is the printed suit of the three wild cards.
SUITS = ("land", "flood", "weather", "flame", "army", "wizard", "leader", "beast", "weapon", "artifact", "wild")


class Suit(msgspec.Struct, frozen=True):
    id: str
    name: str
    czech: str
    aliases: tuple[str, ...] = ()


class Card(msgspec.Struct, frozen=True):
    """One printed card.

    :ivar id: snake_case English name (``great_flood``).
    :ivar aliases: other spellings accepted in input (other printings, common slips).
    :ivar suit: printed suit id (one of :data:`SUITS`).
    :ivar base: printed base strength (points).
    :ivar text: our one-line summary of its bonus and penalty.
    :ivar mentions: ids of the cards its text names.
    :ivar suit_groups: the suits its text refers to, grouped by role (the card
        treats the suits of one group alike).
    """

    id: str
    name: str
    czech: str
    aliases: tuple[str, ...]
    suit: str
    base: int
    number: int
    text: str
    mentions: tuple[str, ...]
    suit_groups: tuple[tuple[str, ...], ...]


class CardFile(msgspec.Struct):
    source: str
    suits: list[Suit]
    cards: list[Card]


class Deck:
    """The 53 base-game cards, looked up by id; names matched in English or Czech."""

    def __init__(self, data: CardFile):
        self.cards: dict[str, Card] = {c.id: c for c in data.cards}
        self.suits: dict[str, Suit] = {s.id: s for s in data.suits}
        self.matcher = NameMatcher({c.id: [c.name, c.czech, *c.aliases] for c in data.cards}, kind="card")
        self.suit_matcher = NameMatcher({s.id: [s.name, s.czech, *s.aliases] for s in data.suits}, kind="suit")

    def __getitem__(self, card_id: str) -> Card:
        return self.cards[card_id]

    def name(self, ident: str) -> str:
        """Display name of a card id or a suit id."""
        if ident in self.cards:
            return self.cards[ident].name
        return self.suits[ident].name


def _validate(data: CardFile) -> CardFile:
    """:raises DataError: not 53 distinct cards, other suits, a card without a rule, an unknown mention."""
    from scorer.core.data import data_problem

    from .effects import RULES

    ids = [c.id for c in data.cards]
    suit_ids = {s.id for s in data.suits}
    problems = []
    if len(ids) != 53 or len(set(ids)) != 53:
        problems.append(f"expected 53 distinct cards, found {len(set(ids))}")
    if suit_ids != set(SUITS):
        problems.append(f"suits differ from {SUITS}")
    for c in data.cards:
        if c.suit not in suit_ids:
            problems.append(f"{c.id}: unknown suit {c.suit!r}")
        if c.id not in RULES:
            problems.append(f"{c.id}: no rule in effects.py")
        bad = [m for m in c.mentions if m not in ids] + [s for g in c.suit_groups for s in g if s not in suit_ids]
        if bad:
            problems.append(f"{c.id}: mentions unknown {bad}")
    if problems:
        raise data_problem("realms", "cards.json", "$.cards", "; ".join(problems))
    return data


def load_deck() -> Deck:
    """Read and check the card file (uncached: :func:`deck` keeps the result).

    :raises DataError: the shipped file is missing, broken, or inconsistent (one line naming the field).
    """
    from scorer.core.data import load_data

    return Deck(_validate(load_data("realms", "cards.json", CardFile)))


@functools.cache
def deck() -> Deck:
    """The 53 cards, loaded once (see :func:`load_deck`).

    :raises DataError: the shipped data file is broken (a packaging bug, exit code 1).
    """
    return load_deck()
