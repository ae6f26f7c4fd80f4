"""Words and plurals, in one place for every game.

English plurals are regular enough for the few nouns the games count
(``plural(1, "card")`` → ``"1 card"``, ``plural(3, "Duchy")`` →
``"3 Duchies"``); an irregular one is given (``plural(2, "Gold", "Gold")``).
Czech plural forms come from the translation catalogue, not from here: a count with
its noun is ``ngettext("{n} point", "{n} points", n).format(n=n)`` (:mod:`scorer.core.i18n`).
:func:`join` and :func:`ordinal` speak the output language.
"""

from __future__ import annotations

from collections.abc import Sequence

from .i18n import N_, translations

T = translations("core")
_ = T.gettext

#: The words :func:`join` puts before the last item, in the core's catalogue (Czech *a*, *nebo*).
JOIN_WORDS = (N_("and"), N_("or"))


def plural_form(word: str, n: int, many: str | None = None) -> str:
    """``word`` in the form that goes with ``n`` (English): singular for 1 (and -1), else the plural.

    ``"X of Y"`` takes the plural on X (Bag of Gold → Bags of Gold); a name that
    already ends in a single s stays as it is (Gardens, Distant Lands).

    >>> plural_form("Duchy", 2), plural_form("box", 2), plural_form("point", 1), plural_form("Witch", 3)
    ('Duchies', 'boxes', 'point', 'Witches')
    >>> plural_form("Bag of Gold", 2), plural_form("Gardens", 2), plural_form("Princess", 2)
    ('Bags of Gold', 'Gardens', 'Princesses')
    """
    if abs(n) == 1:
        return word
    if many is not None:
        return many
    head, of, tail = word.partition(" of ")
    if of:
        return plural_form(head, n) + of + tail
    if word.endswith(("ss", "ch", "sh", "x", "z")):
        return word + "es"
    if word.endswith("y") and len(word) > 1 and word[-2].lower() not in "aeiou":
        return word[:-1] + "ies"
    return word if word.endswith("s") else word + "s"


def plural(n: int, word: str, many: str | None = None) -> str:
    """``"1 card"``, ``"3 cards"``, ``"0 Duchies"``: a count with its noun.

    >>> plural(1, "player"), plural(2, "player"), plural(3, "Duchy")
    ('1 player', '2 players', '3 Duchies')
    """
    return f"{n} {plural_form(word, n, many)}"


def join(items: Sequence[str], last: str = "and") -> str:
    """``"Ann"``, ``"Ann and Bob"``, ``"Ann, Bob and Cyril"`` (Czech: ``"Ann, Bob a Cyril"``).

    :param last: ``"and"`` or ``"or"`` (said in the output language: *a*, *nebo*); another word is put as given.

    >>> join(["Ann", "Bob", "Cyril"]), join(["Ann", "Bob"], "or")
    ('Ann, Bob and Cyril', 'Ann or Bob')
    """
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    word = _(last) if last in JOIN_WORDS else last
    return f"{', '.join(items[:-1])} {word} {items[-1]}"


def ordinal(n: int) -> str:
    """``"1st"``, ``"2nd"``, ``"3rd"``, ``"4th"``, ``"11th"``, ``"21st"``.

    >>> [ordinal(i) for i in (1, 2, 3, 4, 11, 12, 13, 21, 22)]
    ['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd']

    In Czech the number with a full stop: ``"1."``, ``"2."``.
    """
    from .i18n import language

    if language() == "cs":
        return f"{n}."
    if 10 <= n % 100 <= 20:
        return f"{n}th"
    return f"{n}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th') }"


def quote(text: str) -> str:
    """``text`` in the output language's quotation marks, for a name or what the user typed inside a message.

    English keeps Python's quoting (``'Quen'``, ``"Bob's"``), Czech takes the catalogue's marks („Quen“,
    the Czech rulebooks' own: seed 002 'balíčkem „prokletí“'). A control character is shown escaped.

    >>> quote("Quen")
    "'Quen'"
    >>> from .i18n import using
    >>> with using("cs"):
    ...     quote("Quen")
    '„Quen“'
    """
    # TRANSLATORS: the quotation marks around a name or what the user typed, in the output language (Czech „{text}“)
    marks = _("'{text}'")
    if marks == "'{text}'":
        return repr(text)
    return marks.format(text=text if text.isprintable() else repr(text)[1:-1])


def clip(text: str, width: int = 40) -> str:
    """``text`` cut to ``width`` characters with ``…``, for echoing what the user typed in a message."""
    return text if len(text) <= width else text[: width - 1] + "…"
