"""Cards and colours: ``"Vulca 3"``, ``"black 3"``, ``"černá 3"`` all name the same card.

A card is a people and a value. The people may be typed by its English name
(Vulca), its English colour (black) or its Czech colour from the seed (černá);
matching forgives case, accents and unique prefixes (:class:`~scorer.core.names.NameMatcher`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from scorer.core.errors import RuleError
from scorer.core.names import NameMatcher

from .data import People, peoples

#: The Royal Palace box colour: any one colour per box (seed p.3).
ANY = "any"
_ANY_SPELLINGS = [ANY, "Royal Palace", "palace", "palác", "libovolná", "jakákoliv"]
#: A name then an optional value; the sign is kept so that "Vulca -3" is refused, not read as Vulca 3.
_CARD = re.compile(r"^\s*(.*?)\s*([-+]?\d+)?\s*$")


@dataclass(frozen=True, order=True)
class Card:
    """One card: ``people`` id (``"vulca"``) and printed ``value`` (1-3)."""

    people: str
    value: int

    @property
    def name(self) -> str:
        """The English display name, ``"Vulca 3"``."""
        return f"{people_by_id()[self.people].name} {self.value}"

    @property
    def colour(self) -> str:
        """The card's colour in English (``"black"`` for Vulca)."""
        return people_by_id()[self.people].colour

    def __str__(self) -> str:
        return self.name


@cache
def people_by_id() -> dict[str, People]:
    return {p.id: p for p in peoples()}


@cache
def _people_matcher() -> NameMatcher:
    return NameMatcher({p.id: [p.name, p.colour, *p.aliases] for p in peoples()}, kind="card")


@cache
def _colour_matcher() -> NameMatcher:
    names = {p.colour: [p.colour, p.name, *p.aliases] for p in peoples()}
    return NameMatcher({**names, ANY: _ANY_SPELLINGS}, kind="colour")


def colours() -> list[str]:
    """The eight card colours in English, in data order."""
    return [p.colour for p in peoples()]


def parse_colour(text: str, allow_any: bool = True) -> str:
    """Return the English colour named by ``text`` (``"černá"``, ``"Vulca"``, ``"black"`` → ``"black"``).

    :param allow_any: accept ``"any"`` (a Royal Palace box).
    :raises UnknownNameError: no colour or people has that name.
    :raises RuleError: ``"any"`` where a single colour is needed.
    """
    colour = _colour_matcher().match(text)
    if colour == ANY and not allow_any:
        raise RuleError(f"{text!r} is not a single colour: name one of {', '.join(colours())}")
    return colour


def parse_card(text: str) -> Card:
    """Return the card named by ``text``: a people or colour then a value (``"Vulca 3"``, ``"cerna 2"``).

    The value may be left out only for Khind (every Khind is a 1, reference card_peoples).

    :raises UnknownNameError: the people/colour is unknown.
    :raises RuleError: no value, or a value that people's cards do not have.
    """
    if not isinstance(text, str):
        raise RuleError(f"a card must be written as text like 'Vulca 3', got {text!r}")
    m = _CARD.match(text)
    name, digits = (m.group(1), m.group(2)) if m else (text, None)
    people = people_by_id()[_people_matcher().match(name or text)]
    if digits is None:
        if len(people.values) != 1:
            raise RuleError(f"card {text!r} has no value: write it like '{people.name} 2'")
        value = people.values[0]
    else:
        value = digits  # compared as text: a 5000-digit value must not reach int()
    if str(value).lstrip("+0") not in {str(v) for v in people.values}:
        shown = "/".join(str(v) for v in people.values)
        typed = value if len(str(value)) <= 12 else str(value)[:12] + "…"
        raise RuleError(f"there is no {people.name} {typed} card: {people.name} cards have value {shown}")
    value = int(value)
    return Card(people.id, value)


def parse_cards(items: list[str] | str) -> list[Card]:
    """Parse a list of card names, or one comma-separated string of them.

    :raises UnknownNameError, RuleError: as :func:`parse_card`, for the first bad card.
    """
    if isinstance(items, str):
        items = [part for part in items.split(",") if part.strip()]
    return [parse_card(item) for item in items]
