"""Cards and colours: ``"Vulca 3"``, ``"black 3"``, ``"černá 3"`` all name the same card.

A card is a people and a value. The people may be typed by its English name
(Vulca), its English colour (black) or its Czech colour from the Czech rulebook (černá);
matching forgives case, accents and unique prefixes (:class:`~scorer.core.names.NameMatcher`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from scorer.core.errors import RuleError, UnknownNameError
from scorer.core.i18n import language
from scorer.core.names import NameMatcher
from scorer.core.words import clip

from .data import People, peoples
from .lang import _, people_name

#: The Royal Palace box colour: any one colour per box (Czech rulebook p.3).
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
        return f"{people_name(self.people)} {self.value}"

    @property
    def colour(self) -> str:
        """The card's colour in English (``"black"`` for Vulca)."""
        return people_by_id()[self.people].colour

    def __str__(self) -> str:
        return self.name


@cache
def people_by_id() -> dict[str, People]:
    return {p.id: p for p in peoples()}


def _people_matcher() -> NameMatcher:
    return _people_matcher_in(language())


@cache
def _people_matcher_in(lang: str) -> NameMatcher:
    """The peoples' spellings; ``lang`` (the output language) says the kind: *card*, *karta*."""
    return NameMatcher({p.id: [p.name, p.colour, *p.aliases] for p in peoples()}, kind=_("card"))


def _colour_matcher(among: tuple[str, ...] | None = None) -> NameMatcher:
    """Every colour's spellings (English colour, people, Czech); with ``among`` only those colours'."""
    return _colour_matcher_in(among, language())


@cache
def _colour_matcher_in(among: tuple[str, ...] | None, lang: str) -> NameMatcher:
    from scorer.core.i18n import spellings

    # the output language's colour first: a typo is told 'červená' in Czech, 'red' in English
    names = {
        p.colour: spellings(p.colour, p.cs_colour[0] if p.cs_colour else None, [p.name, *p.aliases]) for p in peoples()
    }
    names[ANY] = spellings(ANY, "libovolná", _ANY_SPELLINGS)
    if among is not None:
        names = {c: spellings for c, spellings in names.items() if c in among}
    return NameMatcher(names, kind=_("colour"))


def colours() -> list[str]:
    """The eight card colours in English, in data order."""
    return [p.colour for p in peoples()]


def parse_colour(text: str, allow_any: bool = True, among: Sequence[str] | None = None) -> str:
    """Return the English colour named by ``text`` (``"černá"``, ``"Vulca"``, ``"black"`` → ``"black"``).

    :param allow_any: accept ``"any"`` (a Royal Palace box).
    :param among: the colours that can be meant here; another colour is still returned when it is named
        exactly (so that the caller can say why it does not fit), but never suggested for a typo nor
        reached by a prefix (``gren`` is not told *green* where no box is green).
    :raises UnknownNameError: no colour or people has that name.
    :raises RuleError: ``"any"`` where a single colour is needed.
    """
    try:
        if among is None or text in _colour_matcher():
            colour = _colour_matcher().match(text)
        else:
            colour = _colour_matcher(tuple(among)).match(text)
    except UnknownNameError as e:  # nothing close (purpurová): name the colours there are instead
        if e.suggestions or not text.strip():
            raise
        from .lang import CARD, colour_word

        known = [colour_word(c, CARD) for c in (among or colours()) if c != ANY]
        if allow_any and (among is None or ANY in among):
            known.append(_("any (Royal Palace box)"))
        e.args = (
            _("unknown colour '{text}': the colours are {colours}").format(
                text=clip(text.strip()), colours=", ".join(known)
            ),
        )
        raise
    if colour == ANY and not allow_any:
        raise RuleError(
            _("{text} is not a single colour: name one of {colours}").format(
                text=repr(text), colours=", ".join(colours())
            )
        )
    return colour


class NoValue(RuleError):
    """A card typed without its value (``"Vulca"``); :ivar people: the people's name, for an example."""

    def __init__(self, people: str, message: str):
        super().__init__(message)
        self.people = people


def parse_card(text: str) -> Card:
    """Return the card named by ``text``: a people or colour then a value (``"Vulca 3"``, ``"cerna 2"``).

    The value may be left out only for Khind (every Khind is a 1, Czech rulebook p.6).

    Any decimal digits are read as the value (``"Vulca ３"`` is Vulca 3).

    :raises UnknownNameError: the people/colour is unknown.
    :raises NoValue: no value, for a people whose cards have several.
    :raises RuleError: a value that people's cards do not have.
    """
    if not isinstance(text, str):
        raise RuleError(_("a card must be written as text like 'Vulca 3', got {text}").format(text=repr(text)))
    m = _CARD.match(text)
    name, digits = (m.group(1), m.group(2)) if m else (text, None)
    people = people_by_id()[_people_matcher().match(name or text)]
    if digits is None:
        if len(people.values) != 1:
            raise NoValue(
                people.name,
                _("card {card} has no value: write it like '{people} 2'").format(
                    card=repr(clip(text)), people=people.name
                ),
            )
        digits = str(people.values[0])
    # any decimal digits are read ("３" is 3, as at every prompt); a 5000-digit value must not reach int()
    value = int(digits) if len(digits) <= 9 else None
    if value is None or value not in people.values:
        shown = "/".join(str(v) for v in people.values)
        raise RuleError(
            _("there is no {people} {value} card: {people} cards have value {values}").format(
                people=people.name, value=clip(digits, 12), values=shown
            )
        )
    return Card(people.id, value)


def parse_cards(items: list[str] | str) -> list[Card]:
    """Parse a list of card names, or one comma-separated string of them.

    :raises UnknownNameError, RuleError: as :func:`parse_card`, for the first bad card.
    """
    if isinstance(items, str):
        items = [part for part in re.split(r"[,;]", items) if part.strip()]
    return [parse_card(item) for item in items]


_VALUE = re.compile(r"[-+]?\d+")


def join_card_words(words: Sequence[str]) -> list[str]:
    """Join a value typed apart from its people: ``["Vulca", "3", "Khind"]`` → ``["Vulca 3", "Khind"]``.

    On a command line ``Vulca 3`` without quotes is two arguments; a number
    that follows a name without a value belongs to it.

    :raises RuleError: a value with no people before it (``"3"`` first, or after ``"Vulca 2"``).
    """
    out: list[str] = []
    for word in words:
        if _VALUE.fullmatch(word.strip()):
            if not out or _CARD.match(out[-1]).group(2) is not None:  # type: ignore[union-attr]
                raise RuleError(
                    _(
                        "{word} is a value without a people: write each card as one argument, "
                        "'Vulca 3' in quotes or Vulca3"
                    ).format(word=repr(word.strip()))
                )
            out[-1] = f"{out[-1]} {word.strip()}"
        else:
            out.append(word)
    return out


def card_names() -> list[str]:
    """Every card as it is written, for completion: ``"Vulca 1"`` … ``"Khind"`` … ``"Pillar 3"``."""
    return [p.name if len(p.values) == 1 else f"{p.name} {v}" for p in peoples() for v in p.values]
