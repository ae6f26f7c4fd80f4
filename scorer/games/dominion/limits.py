"""How many copies of a card a Dominion game holds: the most a player can own, by player count.

The figures are data (``cards_data/dominion/limits.json``, each with its
source: the rulebooks' set-up, the Cornucopia rulebook of the seeds, the
reference file, and the domdiv card database that ``cards.json`` is built
from). A card's count is at most the copies of its pile in the game: the
Province pile with 3 players holds 12, the Coppers are the 60 of the base
cards with the 7 each player starts with, Estates 3 per player plus the pile,
Curses 10 per player after the first, a Kingdom pile 10 (a Victory Kingdom pile
8 with 2 players, else 12), a Prize 1; a card of a pile of several cards only
its own share (a Knight 1, a split pile's card 5). A player's whole deck is at most what
every pile of the game can hold (:func:`total_limit`).

Every function returns a :class:`~scorer.core.table.Limit` whose ``source``
says where the figure comes from, for the message that refuses a count.
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Mapping
from types import MappingProxyType
from typing import NamedTuple

import msgspec

from scorer.core.i18n import shown_name
from scorer.core.table import Limit
from scorer.core.words import join

from .data import Card, CardDB, _, card_db, card_plural, cards, name, names, ngettext


class Copies(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A pile's size: ``copies`` (one number, or one per player count 1–6) plus ``per_player`` × players;
    ``each`` the copies of each card in a pile of several (Knights 1, Augurs 4, a split Kingdom pile 5).

    :ivar source: where the figure comes from, in words; ``cs``: the same in Czech (:meth:`text`).
    """

    copies: int | list[int]
    source: str
    cs: str | None = None
    per_player: int = 0
    #: the copies are shared by every card of the kind (the Loot deck), not each card's own
    shared: bool = False
    #: in a pile of several cards, the copies of each card (the most of any one where they differ: the Castles)
    each: int | None = None

    def text(self) -> str:
        """The source in the output language."""
        return shown_name(self.source, self.cs)

    def value(self, players: int) -> int:
        """The number of cards with ``players`` players (1–6)."""
        n = max(1, min(players, 6))
        base = self.copies if isinstance(self.copies, int) else self.copies[n - 1]
        return base + self.per_player * n


class Total(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    kingdom_piles: int
    source: str
    cs: str | None = None


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
    """ "with 3 players"; Czech "při 3 hráčích"."""
    return ngettext("with {n} player", "with {n} players", players).format(n=players)


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
    db = db or card_db()
    copies = _card_copies(card, db)
    pile = db.cards[card].pile
    if copies.each is not None and pile is not None and pile != card:
        # a pile of several cards: the card is only its own share of it (Sir Martin 1 of the 10 Knights)
        return Limit(min(copies.each, copies.value(players)), f"{_with(players)}, {copies.text()}")
    return Limit(copies.value(players), f"{_with(players)}, {copies.text()}")


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
    return Limit(copies.value(players), f"{_with(players)}, {copies.text()}")


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
    return Limit(value, f"{_with(players)}, {shown_name(data.total.source, data.total.cs)}")


def over_a_pile(deck: dict[str, int], players: int, db: CardDB | None = None) -> str | None:
    """The message for cards of one Supply pile that add up to more than the pile holds (Encampment 1 and Plunder
    10 from the 10-card Encampment/Plunder pile), or ``None`` when every pile fits."""
    db = db or card_db()
    piles: dict[str, dict[str, int]] = {}
    for card, n in deck.items():
        pile = db.cards[card].pile
        if pile is not None and n:
            piles.setdefault(pile, {})[card] = n
    for pile, held in piles.items():
        limit = pile_limit(pile, players, db)
        if len(held) > 1 and sum(held.values()) > limit.value:
            added = " + ".join(cards(n, c) for c, n in held.items())
            total = sum(held.values())
            return ngettext(
                "{added} = {n} card from the {pile} pile: more than it holds (at most {most} {source})",
                "{added} = {n} cards from the {pile} pile: more than it holds (at most {most} {source})",
                total,
            ).format(added=added, n=total, pile=name(pile), most=limit.value, source=limit.source)
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
    for who, deck in hands:
        for card, n in deck.items():
            if n:
                holders.setdefault(card, []).append((who, n))
                pile = db.cards[card].pile
                if pile is not None:
                    piles.setdefault(pile, []).append((who, card, n))
    for card, held in holders.items():
        limit = card_limit(card, players, db)
        total = sum(n for _, n in held)
        if len(held) > 1 and total > limit.value:
            added = " + ".join(f"{who} {n}" for who, n in held)
            return f"{added} = {too_many(total, card, limit)}"
    for pile, parts in piles.items():
        limit = pile_limit(pile, players, db)
        total = sum(n for _, _, n in parts)
        if len({who for who, _, _ in parts}) > 1 and len({card for _, card, _ in parts}) > 1 and total > limit.value:
            added = " + ".join(f"{who} {cards(n, card)}" for who, card, n in parts)
            return ngettext(
                "{added} = {n} card from the {pile} pile: more than it holds (at most {most} {source})",
                "{added} = {n} cards from the {pile} pile: more than it holds (at most {most} {source})",
                total,
            ).format(added=added, n=total, pile=name(pile), most=limit.value, source=limit.source)
    return None


def left_for(card: str, players: int, held: list[tuple[str, int]], db: CardDB | None = None) -> Limit:
    """The most copies of ``card`` a player can still own when the players ``held`` (``[(name, copies)]``, each
    above 0) own theirs: "at most 10: a game with 2 players holds 60 Coppers (…), and Ann has 50"."""
    copies = _card_copies(card, db or card_db())
    total = copies.value(players)
    has = join([_("{player} has {n}").format(player=who, n=n) for who, n in held])
    return Limit(
        max(0, total - sum(n for _, n in held)),
        _("a game {with_players} holds {cards} ({source}), and {has}").format(
            with_players=_with(players), cards=cards(total, card), source=copies.text(), has=has
        ),
    )


def count_limit(
    key: str,
    players: int,
    obelisk_pile: str | None = None,
    db: CardDB | None = None,
    empty_piles: list[str] | None = None,
    deck: Mapping[str, int] | None = None,
) -> Limit:
    """The most quick count ``key`` can be for one player in a game of ``players``.

    Coppers…Duchies: that card's copies; Castles: the Castles pile; Obelisk's count: the chosen pile; Tower's: the
    non-Victory cards of the ``empty_piles``, less what the player's listed cards ``deck`` (:func:`owned`; a
    complete list of a card's copies) rule out (:func:`empty_pile_limit`); Orchard's: :func:`action_names_limit`;
    every other count is at most the whole deck (:func:`total_limit`). What the other players hold is checked by
    :func:`over_the_groups`.
    """
    db = db or card_db()
    if key in COUNT_CARDS:
        return card_limit(COUNT_CARDS[key], players, db)
    if key == "castles":
        return pile_limit("Castles", players, db)
    if key == "obelisk_pile_cards" and obelisk_pile:
        return pile_limit(obelisk_pile, players, db)
    if key == "empty_pile_cards" and empty_piles is not None:
        return empty_pile_limit(empty_piles, players, db, deck)
    if key == "action_names_3plus":
        return action_names_limit(players, db)
    return total_limit(players, db)


class Group(NamedTuple):
    """The cards one quick count counts, from some Supply piles that serve the whole table: Obelisk's pile
    (``obelisk_pile_cards``: every card of it) or Tower's empty piles (``empty_pile_cards``: the non-Victory
    cards)."""

    key: str
    piles: tuple[str, ...]

    @property
    def victory(self) -> bool:
        """True if Victory cards count (Obelisk: every card of its pile; Tower: none)."""
        return self.key == "obelisk_pile_cards"

    def what(self, n: int) -> str:
        """``n`` such cards in words: "12 cards from the Obelisk pile (Village)"."""
        if self.victory:
            return ngettext(
                "{n} card from the Obelisk pile ({pile})", "{n} cards from the Obelisk pile ({pile})", n
            ).format(n=n, pile=name(self.piles[0]))
        return ngettext(
            "{n} non-Victory card from the empty piles {piles}", "{n} non-Victory cards from the empty piles {piles}", n
        ).format(n=n, piles=join(names(self.piles)))

    def limit(self, players: int, db: CardDB | None = None) -> Limit:
        """What the piles hold: the Obelisk pile, or the empty piles' non-Victory cards."""
        if self.victory:
            return pile_limit(self.piles[0], players, db)
        return empty_pile_limit(list(self.piles), players, db)

    def held(self, deck: dict[str, int], counts: dict[str, int], db: CardDB | None = None) -> int:
        """How many of these cards a player holds: the quick count if given, else the listed cards (``deck``, with
        quick counts of one card's copies in place: :func:`owned`)."""
        db = db or card_db()
        listed = sum(
            n
            for c, n in owned(deck, counts).items()
            if db.cards[c].pile in self.piles and (self.victory or not db.cards[c].has("Victory"))
        )
        return max(listed, counts.get(self.key, 0))


def groups(obelisk_pile: str | None, empty_piles: list[str] | None) -> list[Group]:
    """The pile groups of a table: Obelisk's chosen pile and Tower's empty piles, where set."""
    out = []
    if obelisk_pile:
        out.append(Group("obelisk_pile_cards", (obelisk_pile,)))
    if empty_piles:
        out.append(Group("empty_pile_cards", tuple(empty_piles)))
    return out


def over_the_groups(
    hands: list[tuple[str, dict[str, int], dict[str, int]]],
    table_groups: list[Group],
    players: int,
    db: CardDB | None = None,
) -> str | None:
    """The message for players whose cards of the Obelisk pile or of Tower's empty piles, quick counts included,
    add up to more than those piles hold, or ``None``: Ann's 10 Villages and Bob's quick count of 2 from the
    Obelisk pile (Village) cannot both be true (one pile serves the table, Dominion 2nd edition rulebook, set-up).

    :param hands: ``[(player, {card: copies listed}, {count key: quick count})]`` in table order.
    """
    db = db or card_db()
    for group in table_groups:
        held = [(who, group.held(deck, counts, db)) for who, deck, counts in hands]
        held = [(who, n) for who, n in held if n]
        limit = group.limit(players, db)
        total = sum(n for _, n in held)
        if len(held) > 1 and total > limit.value:
            added = " + ".join(f"{who} {n}" for who, n in held)
            message = (
                _("{added} = {cards}: more than it holds (at most {most} {source})")
                if group.victory
                else _("{added} = {cards}: more than they hold (at most {most} {source})")
            )
            return message.format(added=added, cards=group.what(total), most=limit.value, source=limit.source)
    return None


def group_left(group: Group, players: int, held: list[tuple[str, int]], db: CardDB | None = None) -> Limit:
    """The most of ``group``'s cards a player can still hold when the players ``held`` (``[(name, n)]``, each above
    0) hold theirs: "at most 0: with 2 players, the Obelisk pile (Village) holds 10 (…), and Ann has 10"."""
    db = db or card_db()
    limit = group.limit(players, db)
    has = join([_("{player} has {n}").format(player=who, n=n) for who, n in held])
    source = limit.source
    if group.victory:
        pile = group.piles[0]
        source = _("{with_players}, the Obelisk pile ({pile}) holds {n} ({source})").format(
            with_players=_with(players), pile=name(pile), n=limit.value, source=_pile_copies(pile, db).text()
        )
    return Limit(max(0, limit.value - sum(n for _, n in held)), _("{source}, and {has}").format(source=source, has=has))


def _members(pile: str, db: CardDB) -> list[Card]:
    """The cards of Supply pile ``pile``."""
    return [c for c in db.cards.values() if c.pile == pile]


def in_pile(card: str, players: int, db: CardDB | None = None) -> int:
    """The copies of ``card`` its Supply pile holds in a game of ``players``: the pile, or in a pile of several
    cards each card's share (``each`` in limits.json: one of each Knight, 4 of each Augur, 5 + 5 in a split
    Kingdom pile; the Castles at most 2 of any one).

    >>> in_pile("Village", 2), in_pile("Dame Anna", 2), in_pile("Acolyte", 2), in_pile("Plunder", 2)
    (10, 1, 4, 5)
    """
    db = db or card_db()
    pile = db.cards[card].pile
    if pile is None:
        raise ValueError(f"{card} is not from a Supply pile")
    copies = _pile_copies(pile, db)
    size = copies.value(players)
    if len(_members(pile, db)) == 1 or copies.each is None:
        return size
    return min(copies.each, size)


def _non_victory(pile: str, players: int, db: CardDB) -> int:
    """The non-Victory cards of Supply pile ``pile`` in a game of ``players`` (what Tower counts of it): the whole
    pile, none of a Victory pile, a mixed pile less its Victory cards (the Knights 10 less Dame Josephine: 9)."""
    members = _members(pile, db)
    size = pile_limit(pile, players, db).value
    victory = [c for c in members if c.has("Victory")]
    if not victory:
        return size
    if len(victory) == len(members):
        return 0
    return max(0, size - sum(in_pile(c.name, players, db) for c in victory))


def _empty_piles_held(piles: list[str], players: int, db: CardDB) -> tuple[list[tuple[str, int]], str]:
    """Each of the empty ``piles`` with its non-Victory cards (:func:`_non_victory`), and their sum in words:
    "with 2 players, the empty piles Smithy and Curse hold 20 non-Victory cards (Smithy 10, Curse 10; …)"."""
    parts = [(pile, _non_victory(pile, players, db)) for pile in piles]
    value = sum(n for _, n in parts)
    sources = list(dict.fromkeys(_pile_copies(pile, db).text() for pile in piles))
    each = ", ".join(f"{name(pile)} {n}" for pile, n in parts)
    held = ngettext(
        "{with_players}, the empty piles {piles} hold {n} non-Victory card ({each}; {sources}; Tower card text: "
        "no Victory card counts)",
        "{with_players}, the empty piles {piles} hold {n} non-Victory cards ({each}; {sources}; Tower card text: "
        "no Victory card counts)",
        value,
    ).format(with_players=_with(players), piles=join(names(piles)), n=value, each=each, sources="; ".join(sources))
    return parts, held


def _fixed(cards_of: list[str], deck: Mapping[str, int], db: CardDB) -> dict[str, int]:
    """Of the cards ``cards_of``, those whose copies a player's listed ``deck`` gives exactly: the cards listed (each
    with all its copies) and the Curse (always listed, as it scores; none if not listed)."""
    return {c: deck.get(c, 0) for c in cards_of if c in deck or c in db.rules.cards}


def empty_pile_limit(
    piles: list[str], players: int, db: CardDB | None = None, deck: Mapping[str, int] | None = None
) -> Limit:
    """The most non-Victory cards from the empty Supply ``piles`` a game of ``players`` holds (Tower's count):
    every non-Victory card of those piles (Tower card text and FAQ: Curses count, Victory cards never do).

    With ``deck``, one player's cards as the record tells them (:func:`owned`), the most that player can have:
    a card listed is listed with all its copies, and a card with VP of its own (the Curse) is always listed
    (docs/dominion.md, record format), so of such a card the player has exactly the copies listed (none if not
    listed), and only the pile's other cards can add up to what it holds. Smithy and Curse empty, 2 players, 1 Curse
    listed: 10 Smithies + that Curse, 11 of the 20. What the other players hold: :func:`tower_left`.

    >>> empty_pile_limit(["Smithy", "Curse"], 3).value, empty_pile_limit(["Knights", "Curse"], 1).value
    (30, 19)
    >>> empty_pile_limit(["Smithy", "Curse"], 2, deck={"Curse": 1}).value
    11
    """
    db = db or card_db()
    if not piles:
        return Limit(
            0,
            _("{with_players}, no Supply pile is empty (Tower card text: cards from an empty pile only)").format(
                with_players=_with(players)
            ),
        )
    parts, held = _empty_piles_held(piles, players, db)
    value = sum(n for _, n in parts)
    if deck is None:
        return Limit(value, held)
    fixed: dict[str, int] = {}  # the cards of the piles whose copies the record gives: exactly those
    most = 0
    for pile, n in parts:
        cards_of = [c.name for c in _members(pile, db) if not c.has("Victory")]
        known = _fixed(cards_of, deck, db)
        open_ = sum(in_pile(c, players, db) for c in cards_of if c not in known)
        most += sum(known.values()) + min(open_, max(0, n - sum(known.values())))
        fixed.update(known)
    if most >= value:
        return Limit(value, held)
    return Limit(
        most,
        _(
            "{held}, less the copies this player does not have of the cards listed ({fixed}: a card is listed with all "
            "its copies, and every Curse is, as it scores)"
        ).format(held=held, fixed=", ".join(f"{name(c)} {n}" for c, n in fixed.items())),
    )


class Share(NamedTuple):
    """One player's part of Tower's empty piles as the record tells it (:func:`tower_left`)."""

    who: str
    #: the copies listed (:func:`owned`: quick counts of one card in place), each card with all its copies
    cards: Mapping[str, int]
    #: Tower's count where given and weighed; ``None`` where the cards listed are all of it (a full deck) or the count
    #: is not weighed (a later player's: it is checked at that player)
    tower_count: int | None = None
    #: copies held for certain of cards not listed, but perhaps not all the copies held: a what-if's gain of a card the
    #: player on the quick path does not list (the copies held before are in the count, not in ``cards``)
    gained: Mapping[str, int] = MappingProxyType({})


def share(who: str, deck: dict[str, int], counts: dict[str, int]) -> Share:
    """Player ``who``'s :class:`Share` as the record (or the entry so far) tells it: the cards listed in ``deck``
    with the quick counts of one card (:func:`owned`) and Tower's count (``empty_pile_cards``) where given."""
    return Share(who, owned(deck, counts), counts.get("empty_pile_cards"))


def tower_left(piles: list[str], players: int, me: Share, others: list[Share], db: CardDB | None = None) -> Limit:
    """The most non-Victory cards from the empty Supply ``piles`` player ``me`` can have (Tower's count) when the
    ``others`` hold theirs: :func:`empty_pile_limit` for ``me``'s cards, less what the others' cards and counts take.

    One pile serves the table (Dominion 2nd edition rulebook, set-up), a card is listed with all its copies and every
    Curse is listed (docs/dominion.md, record format). So the copies anyone lists are theirs exactly; of the cards
    ``me`` does not list, ``me`` can have what the cards listed leave of them (each card its own share,
    :func:`in_pile`; each pile its non-Victory cards, :func:`_non_victory`); and another player's count beyond their
    cards listed takes cards that player does not list, from the same room. Exact (max-flow, min-cut): for ``me``
    with any set of the others with counts, their counts beyond their cards listed must fit in what the cards listed
    leave of the cards one of them does not list; the most for ``me`` is ``me``'s cards listed plus the least room so
    left over those sets. Up to 5 others with counts: 32 sets.

    A player's copies ``gained`` (:attr:`Share.gained`) are theirs like the cards listed, but the player may hold more
    of those cards: they take their copies from the room and leave the card open to that player.

    Smithy and Curse empty, 2 players (10 + 10): Ann lists 6 Smithies and 2 Curses, Bob 2 Curses: Bob has at most his
    2 Curses and the 10 − 6 Smithies Ann does not hold, 6. Ann lists 3 Curses and counts 13 (so she holds the 10
    Smithies), Bob lists 2 Curses: at most those 2. Bob gains a Smithy he does not list: still at most 6 (the Smithy
    among the 4); Ann, with Bob's gained Smithy and 2 Curses, at most 3 + 10 − 1 = 12.

    >>> bob = Share("Bob", {"Curse": 2})
    >>> tower_left(["Smithy", "Curse"], 2, bob, [Share("Ann", {"Smithy": 6, "Curse": 2, "Province": 3})]).value
    6
    >>> tower_left(["Smithy", "Curse"], 2, bob, [Share("Ann", {"Curse": 3}, 13)]).value
    2
    >>> bob = Share("Bob", {"Curse": 2}, gained={"Smithy": 1})
    >>> tower_left(["Smithy", "Curse"], 2, bob, [Share("Ann", {"Smithy": 6, "Curse": 2, "Province": 3})]).value
    6
    >>> tower_left(["Smithy", "Curse"], 2, Share("Ann", {"Curse": 3}), [bob]).value
    12

    :param others: the other players, each with the count to weigh (``None`` for none).
    """
    db = db or card_db()
    own = empty_pile_limit(piles, players, db, me.cards)
    if not piles:
        return own
    parts, held = _empty_piles_held(piles, players, db)
    of = {pile: [c.name for c in _members(pile, db) if not c.has("Victory")] for pile, _ in parts}
    everyone = [me, *others]
    taken = {c: sum(s.cards.get(c, 0) + s.gained.get(c, 0) for s in everyone) for cs in of.values() for c in cs}
    card_room = {c: max(0, in_pile(c, players, db) - n) for c, n in taken.items()}
    pile_room = {pile: max(0, n - sum(taken[c] for c in of[pile])) for pile, n in parts}

    def listed(s: Share) -> int:
        """The copies ``s`` holds for certain: the cards listed and those gained."""
        return sum(s.cards.get(c, 0) + s.gained.get(c, 0) for c in taken)

    def unlisted(s: Share) -> set[str]:
        return {c for cs in of.values() for c in cs if c not in _fixed(cs, s.cards, db)}

    def room(among: tuple[Share, ...]) -> int:
        """What the cards listed leave of the cards one of ``among`` does not list."""
        open_ = set().union(*(unlisted(s) for s in among))
        return sum(min(pile_room[p], sum(card_room[c] for c in of[p] if c in open_)) for p in of)

    counted = [s for s in others if s.tower_count is not None and s.tower_count > listed(s)]
    more = min(
        room((me, *among)) - sum(s.tower_count - listed(s) for s in among if s.tower_count is not None)
        for k in range(len(counted) + 1)
        for among in itertools.combinations(counted, k)
    )
    value = listed(me) + max(0, more)
    if value >= own.value:
        return own
    has = []
    for s in others:
        mine = {c: n for c, n in s.cards.items() if c in taken and n}
        shown = join([cards(n, c) for c, n in mine.items()])
        if s.tower_count is not None and s.tower_count > listed(s):  # the copies gained are in the count
            has.append(
                _("{player} has {n} with {cards} listed").format(player=s.who, n=s.tower_count, cards=shown)
                if mine
                else _("{player} has {n}").format(player=s.who, n=s.tower_count)
            )
        else:
            for c, n in s.gained.items():
                if c in taken and n:
                    mine[c] = mine.get(c, 0) + n
            if mine:
                has.append(
                    _("{player} has {cards}").format(player=s.who, cards=join([cards(n, c) for c, n in mine.items()]))
                )
    fixed = {c: n for cs in of.values() for c, n in _fixed(cs, me.cards, db).items()}
    listed_here = sum(me.cards.get(c, 0) for c in taken)  # the copies gained are not listed
    more = value - listed_here
    return Limit(
        value,
        (
            _(
                "{held}, and {has}: {player}'s {listed} listed ({fixed}: a card is listed with all its copies, and "
                "every Curse is, as it scores) and {more} more"
            )
            if more
            else _(
                "{held}, and {has}: only {player}'s {listed} listed ({fixed}: a card is listed with all its copies, "
                "and every Curse is, as it scores)"
            )
        ).format(
            held=held,
            has=join(has),
            player=me.who,
            listed=listed_here,
            more=more,
            fixed=", ".join(f"{name(c)} {n}" for c, n in fixed.items()),
        ),
    )


def over_the_tower(
    shares: list[Share], piles: list[str], players: int, db: CardDB | None = None
) -> tuple[int, Limit] | None:
    """The first player (index in ``shares``, table order) whose Tower count is more than :func:`tower_left` leaves,
    with that limit, or ``None``: each count weighed with the cards listed by everyone and the counts of the players
    before (every set of counts that cannot all be true has a last player, refused there, as the entry refuses it
    where typed).

    :param shares: every player, with Tower's count where given.
    """
    for i, share in enumerate(shares):
        if share.tower_count is None:
            continue
        others = [s if j < i else s._replace(tower_count=None) for j, s in enumerate(shares) if j != i]
        limit = tower_left(piles, players, share, others, db)
        if share.tower_count > limit.value:
            return i, limit
    return None


def action_names_limit(players: int, db: CardDB | None = None) -> Limit:
    """The most differently named Action cards of which a player can own 3 or more copies (Orchard's count) in a
    game of ``players``, whatever the Kingdom.

    A game has at most ``total.kingdom_piles`` Kingdom piles (limits.json: 10, Young Witch's Bane and one more); a
    pile gives at most its Action cards of 3+ copies (one, or up to 4 in a split pile: Augurs), and at most a third
    of the pile. The Kingdom piles that give the most are counted, then the other Supply piles (Ruins) and every
    non-Supply Action card a game holds 3 or more of (Horse, Wish, the Traveller upgrades, Necropolis with 3+
    players). A bound for a typo (400 Action names), not the Kingdom's own count, which the record does not give.

    >>> action_names_limit(2).value, action_names_limit(3).value
    (48, 51)
    """
    db = db or card_db()
    data = limits()

    def action_names(pile: str) -> int:
        members = [c for c in _members(pile, db) if c.has("Action") and in_pile(c.name, players, db) >= 3]
        return min(len(members), pile_limit(pile, players, db).value // 3)

    base = set(data.cards)  # Copper … Curse: no Action card
    others = {"Ruins"}  # a Supply pile beside the Kingdom (with a Looter)
    kingdom = sorted((action_names(p) for p in db.piles if p not in base | others), reverse=True)
    from_kingdom = sum(kingdom[: data.total.kingdom_piles])
    from_others = sum(action_names(p) for p in others)
    outside = [c.name for c in db.cards.values() if c.pile is None and c.has("Action")]
    non_supply = [c for c in outside if card_limit(c, players, db).value >= 3]
    value = from_kingdom + from_others + len(non_supply)
    most = sorted(non_supply, key=lambda c: -card_limit(c, players, db).value)[:3]
    return Limit(
        value,
        _(
            "{with_players}, the Action names a game can hold 3 copies of: {kingdom} from its Kingdom piles (at most "
            "{piles}: 10, Young Witch's Bane and one more; a split pile gives up to 4, Augurs), {ruins} Ruins and "
            "{outside} non-Supply cards ({examples}…) (pile sizes from the rulebooks and the domdiv counts)"
        ).format(
            with_players=_with(players),
            kingdom=from_kingdom,
            piles=data.total.kingdom_piles,
            ruins=from_others,
            outside=len(non_supply),
            examples=", ".join(names(most)),
        ),
    )


def too_many(n: int, card: str, limit: Limit) -> str:
    """The message for ``n`` copies of ``card`` above ``limit``:
    "13 Provinces: more than a game holds (at most 12 with 3 players, the Province pile: …)".
    A count of more than 12 digits is shown cut ("100000… (31 digits)")."""
    if len(str(n)) > 12:
        shown = _("{start}… ({digits} digits) {cards}").format(
            start=str(n)[:6], digits=len(str(n)), cards=card_plural(card)
        )
    else:
        shown = cards(n, card)
    return _("{cards}: more than a game holds (at most {most} {source})").format(
        cards=shown, most=limit.value, source=limit.source
    )
