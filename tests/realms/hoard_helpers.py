"""Helpers of the Cursed Hoard engine tests: a ``--choose``-form parser on card ids (the peer cases'
``choose`` lists), and the decks."""

from __future__ import annotations

from collections.abc import Sequence

from scorer.games.realms.cards import Deck, deck_for
from scorer.games.realms.resolve import WILD_CARDS, Declarations

#: The Cursed Hoard and promo decks of each printing.
HOARD = deck_for(("cursed_hoard",))
BOTH = deck_for(("cursed_hoard", "promo"))
BOTH_DELUXE = deck_for(("cursed_hoard", "promo"), "deluxe")


def field(key: str) -> str:
    """The field of :class:`Declarations` a declaring card id fills (``mirage_ch``: ``mirage``)."""
    return next((f for f, cards in WILD_CARDS.items() if key in cards), key)


def declarations(choose: Sequence[str], d: Deck) -> Declarations:
    """``["angel=queen", "book_of_changes=basilisk:wizard", "mirage_ch=none", "shapeshifter_ch=undead"]``
    (card and suit ids) as :class:`Declarations`."""
    fields: dict = {}
    unused = set()
    for text in choose:
        key, _, value = text.partition("=")
        key = field(key)
        if value == "none":
            unused.add(key)
        elif key in WILD_CARDS:
            fields[key] = (None, value) if value in d.suits else (value, d[value].suit)
        elif key == "book_of_changes":
            target, _, suit = value.partition(":")
            fields[key] = (target, suit)
        else:
            fields[key] = value
    return Declarations(**fields, unused=frozenset(unused))
