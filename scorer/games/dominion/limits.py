"""How many copies of a card a Dominion game holds: the most a player can own, by player count.

The figures are data (``cards_data/dominion/limits.json``, each with its
source: the rulebooks' set-up, the Cornucopia rulebook of the seeds, the
reference file, and the domdiv card database that ``cards.json`` is built
from). A card's count is at most the copies of its pile in the game: the
Province pile with 3 players holds 12, the Coppers are the 60 of the base
cards with the 7 each player starts with, Estates 3 per player plus the pile,
Curses 10 per player after the first, a Kingdom pile 10 (a Victory Kingdom pile
8 with 2 players, else 12), a Prize 1. A player's whole deck is at most what
every pile of the game can hold (:func:`total_limit`).

Every function returns a :class:`~scorer.core.table.Limit` whose ``source``
says where the figure comes from, for the message that refuses a count.
"""

from __future__ import annotations

import functools

import msgspec

from scorer.core.table import Limit
from scorer.core.words import join, plural

from .data import Card, CardDB, card_db, counted


class Copies(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A pile's size: ``copies`` (one number, or one per player count 1–6) plus ``per_player`` × players.

    :ivar source: where the figure comes from, in words.
    """

    copies: int | list[int]
    source: str
    per_player: int = 0
    #: the copies are shared by every card of the kind (the Loot deck), not each card's own
    shared: bool = False

    def value(self, players: int) -> int:
        """The number of cards with ``players`` players (1–6)."""
        n = max(1, min(players, 6))
        base = self.copies if isinstance(self.copies, int) else self.copies[n - 1]
        return base + self.per_player * n


class Total(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    kingdom_piles: int
    source: str


class LimitsFile(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """``cards_data/dominion/limits.json``: base cards by name, Supply piles by name, Kingdom piles,
    non-Supply cards by name and by type."""

    cards: dict[str, Copies]
    piles: dict[str, Copies]
    kingdom: Copies
    victory_kingdom: Copies
    non_supply: dict[str, Copies]
    non_supply_types: dict[str, Copies]
    non_supply_other: Copies
    total: Total


@functools.lru_cache(maxsize=1)
def limits() -> LimitsFile:
    """The pile sizes, loaded and validated once.

    :raises DataError: the file is missing or broken (names the field).
    """
    from scorer.core.data import load_data

    return load_data("dominion", "limits.json", LimitsFile)


def _with(players: int) -> str:
    return f"with {plural(players, 'player')}"


def _pile_copies(pile: str, db: CardDB) -> Copies:
    """The size of Supply pile ``pile``."""
    data = limits()
    if pile in data.piles:
        return data.piles[pile]
    if pile in data.cards:
        return data.cards[pile]
    return data.victory_kingdom if "Victory" in db.piles.get(pile, []) else data.kingdom


def _non_supply(card: Card) -> Copies:
    data = limits()
    if card.name in data.non_supply:
        return data.non_supply[card.name]
    for kind in card.types:
        if kind in data.non_supply_types:
            return data.non_supply_types[kind]
    return data.non_supply_other


def card_limit(card: str, players: int, db: CardDB | None = None) -> Limit:
    """The most copies of ``card`` (English name) a player can own in a game of ``players``.

    >>> card_limit("Province", 3).value, card_limit("Copper", 2).value, card_limit("Estate", 4).value
    (12, 60, 24)
    >>> card_limit("Gardens", 2).value, card_limit("Village", 6).value, card_limit("Curse", 3).value
    (8, 10, 20)
    """
    copies = _card_copies(card, db or card_db())
    return Limit(copies.value(players), f"{_with(players)}, {copies.source}")


def _card_copies(card: str, db: CardDB) -> Copies:
    """How many copies of ``card`` a game holds, with the source."""
    c = db.cards[card]
    data = limits()
    if card in data.cards:
        return data.cards[card]
    if c.pile is None:
        return _non_supply(c)
    return _pile_copies(c.pile, db)


def pile_limit(pile: str, players: int, db: CardDB | None = None) -> Limit:
    """The size of Supply pile ``pile`` in a game of ``players`` (Obelisk's chosen pile, Castles)."""
    copies = _pile_copies(pile, db or card_db())
    return Limit(copies.value(players), f"{_with(players)}, {copies.source}")


def total_limit(players: int, db: CardDB | None = None) -> Limit:
    """The most cards a player can own at all in a game of ``players``: every pile the game can hold.

    That is the base piles, the Ruins, the allowed number of Kingdom piles of the largest size, and every
    non-Supply card (Horses, Spoils, Prizes, Shelters…).

    >>> total_limit(2).value < total_limit(6).value
    True
    """
    db = db or card_db()
    data = limits()
    base = sum(c.value(players) for c in data.cards.values()) + data.piles["Ruins"].value(players)
    largest = max(
        [
            data.kingdom.value(players),
            data.victory_kingdom.value(players),
            *(c.value(players) for name, c in data.piles.items() if name != "Ruins"),
        ]
    )
    kinds = [_non_supply(c) for c in db.cards.values() if c.pile is None]
    shared = {id(k): k for k in kinds if k.shared}  # a shared deck (Loot) counts once
    others = sum(k.value(players) for k in kinds if not k.shared) + sum(k.value(players) for k in shared.values())
    value = base + data.total.kingdom_piles * largest + others
    return Limit(value, f"{_with(players)}, {data.total.source}")


def over_a_pile(deck: dict[str, int], players: int, db: CardDB | None = None) -> str | None:
    """The message for cards of one Supply pile that add up to more than the pile holds (Encampment 1 and Plunder
    10 from the 10-card Encampment/Plunder pile), or ``None`` when every pile fits."""
    db = db or card_db()
    piles: dict[str, dict[str, int]] = {}
    for card, n in deck.items():
        pile = db.cards[card].pile
        if pile is not None and n:
            piles.setdefault(pile, {})[card] = n
    for pile, cards in piles.items():
        limit = pile_limit(pile, players, db)
        if len(cards) > 1 and sum(cards.values()) > limit.value:
            added = " + ".join(counted(n, c) for c, n in cards.items())
            return (
                f"{added} = {sum(cards.values())} cards from the {pile} pile: more than it holds "
                f"(at most {limit.value} {limit.source})"
            )
    return None


#: Quick counts of one card's copies (``coppers`` → Copper).
COUNT_CARDS = {"coppers": "Copper", "silvers": "Silver", "golds": "Gold", "estates": "Estate", "duchies": "Duchy"}


def owned(deck: dict[str, int], counts: dict[str, int]) -> dict[str, int]:
    """The copies of each card a player owns as far as the record tells: the listed ``deck``, with a quick count
    of one card's copies (``coppers``…) in place of that card (on the quick path it is not listed)."""
    return {**deck, **{COUNT_CARDS[k]: n for k, n in counts.items() if k in COUNT_CARDS}}


def over_the_table(hands: list[tuple[str, dict[str, int]]], players: int, db: CardDB | None = None) -> str | None:
    """The message for copies held by several players that add up to more than the game holds, or ``None``.

    One pile serves the whole table (Dominion 2nd edition rulebook, set-up): Ann 3 + Bob 8 Villages from the
    10-card Village pile, or Ann 4 + Bob 9 Provinces with 3 players (12), cannot both be true. Checked per card
    (:func:`card_limit`), then per Supply pile for the cards of one pile together (:func:`pile_limit`).

    :param hands: ``[(player, {card: copies})]`` in table order (see :func:`owned`).
    """
    db = db or card_db()
    holders: dict[str, list[tuple[str, int]]] = {}
    piles: dict[str, list[tuple[str, str, int]]] = {}
    for name, deck in hands:
        for card, n in deck.items():
            if n:
                holders.setdefault(card, []).append((name, n))
                pile = db.cards[card].pile
                if pile is not None:
                    piles.setdefault(pile, []).append((name, card, n))
    for card, held in holders.items():
        limit = card_limit(card, players, db)
        total = sum(n for _, n in held)
        if len(held) > 1 and total > limit.value:
            added = " + ".join(f"{name} {n}" for name, n in held)
            return f"{added} = {too_many(total, card, limit)}"
    for pile, parts in piles.items():
        limit = pile_limit(pile, players, db)
        total = sum(n for _, _, n in parts)
        if len({name for name, _, _ in parts}) > 1 and len({card for _, card, _ in parts}) > 1 and total > limit.value:
            added = " + ".join(f"{name} {counted(n, card)}" for name, card, n in parts)
            return (
                f"{added} = {total} cards from the {pile} pile: more than it holds "
                f"(at most {limit.value} {limit.source})"
            )
    return None


def left_for(card: str, players: int, held: list[tuple[str, int]], db: CardDB | None = None) -> Limit:
    """The most copies of ``card`` a player can still own when the players ``held`` (``[(name, copies)]``, each
    above 0) own theirs: "at most 10: a game with 2 players holds 60 Coppers (…), and Ann has 50"."""
    copies = _card_copies(card, db or card_db())
    total = copies.value(players)
    has = join([f"{name} has {n}" for name, n in held])
    return Limit(
        max(0, total - sum(n for _, n in held)),
        f"a game {_with(players)} holds {counted(total, card)} ({copies.source}), and {has}",
    )


def count_limit(key: str, players: int, obelisk_pile: str | None = None, db: CardDB | None = None) -> Limit:
    """The most quick count ``key`` can be in a game of ``players``.

    Coppers…Duchies: that card's copies; Castles: the Castles pile; Obelisk's count: the chosen pile;
    every other count is at most the whole deck (:func:`total_limit`).
    """
    db = db or card_db()
    if key in COUNT_CARDS:
        return card_limit(COUNT_CARDS[key], players, db)
    if key == "castles":
        return pile_limit("Castles", players, db)
    if key == "obelisk_pile_cards" and obelisk_pile:
        return pile_limit(obelisk_pile, players, db)
    return total_limit(players, db)


def too_many(n: int, card: str, limit: Limit) -> str:
    """The message for ``n`` copies of ``card`` above ``limit``:
    "13 Provinces: more than a game holds (at most 12 with 3 players, the Province pile: …)".
    A count of more than 12 digits is shown cut ("100000… (31 digits)")."""
    shown = str(n) if len(str(n)) <= 12 else f"{str(n)[:6]}… ({len(str(n))} digits)"
    noun = counted(n, card).partition(" ")[2]
    return f"{shown} {noun}: more than a game holds (at most {limit.value} {limit.source})"
