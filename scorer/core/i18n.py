"""Czech and English output: the language, gettext catalogues and names in the output language.

English is the language of the code: every message is written in English and is its own
translation (the ``msgid``). Czech comes from standard gettext catalogues, one *domain* per
part of scorer so that each part keeps its own file: ``core`` (``scorer/core`` and
``scorer/cli/__init__.py``) and one per game id (``realms``, ``dominion``, ``simurgh``,
``bluemoon``, ``carcassonne``: ``scorer/games/<id>`` and ``scorer/cli/<id>.py``). The
compiled catalogues are ``scorer/locale/cs/LC_MESSAGES/<domain>.mo``, shipped in the wheel;
they are kept with ``tools/catalog.py`` (see ``docs/translating.md``).

In a module::

    from scorer.core.i18n import N_, translations

    T = translations("realms")
    _, ngettext = T.gettext, T.ngettext

    _("{player} wins with {points}").format(player=name, points=text)
    ngettext("{n} point", "{n} points", n).format(n=n)   # Czech: 1 bod, 2 body, 5 bodů
    KINDS = {"city": N_("city")}                          # marked here, translated where shown: _(KINDS[k])

The language is looked up at every call, so a message is translated into the language in
force when it is shown (a module-level ``_ = T.gettext`` is right). Catalogues are read on
first use and cached (a few hundred microseconds each).

**Which language.** The first of:

1. the language the program chose (:func:`set_language`: the CLI's ``--lang cs|en``);
2. ``$SCORER_LANG`` (``cs`` or ``en``);
3. the language of the record being scored or resumed (its ``"lang"``,
   :func:`set_record_language`), which is the language it was typed in;
4. the locale: the first non-empty of ``$LC_ALL``, ``$LC_MESSAGES``, ``$LANG``
   (``cs_CZ.UTF-8`` and anything else starting with ``cs`` is Czech);
5. English.

The library never reads the command line: the CLI calls :func:`set_language`.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterable, Iterator, Mapping
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import gettext

#: The languages scorer speaks: English (the code's own) and Czech.
LANGUAGES = ("en", "cs")

#: The domains with a catalogue: the core and each game.
DOMAINS = ("core", "realms", "dominion", "simurgh", "bluemoon", "carcassonne")

#: Where the compiled catalogues live (``<lang>/LC_MESSAGES/<domain>.mo``), in the wheel or the checkout.
LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"

_chosen: list[str | None] = [None]  # set_language
_record: list[str | None] = [None]  # set_record_language
_catalogues: dict[tuple[str, str], gettext.NullTranslations] = {}


def N_(message: str) -> str:
    """Mark ``message`` for the catalogue without translating it (a constant, translated where it is shown).

    >>> N_("city")
    'city'
    """
    return message


def parse_language(text: str) -> str | None:
    """``"cs"`` or ``"en"`` for a language code (``cs``, ``CS``, ``cs_CZ.UTF-8``, ``en-GB``), else ``None``."""
    code = text.strip().lower().replace("-", "_").split(".")[0].split("_")[0]
    return code if code in LANGUAGES else None


def check_language(text: str, where: str = "--lang") -> str:
    """The language named by ``text`` (:func:`parse_language`).

    :param where: where it was given (``"--lang"``, ``"SCORER_LANG"``, a record field), for the message.
    :raises InputError: not a language scorer speaks (the message names both).
    """
    lang = parse_language(text) if isinstance(text, str) else None
    if lang is None:
        from .errors import InputError
        from .words import clip, quote

        raise InputError(
            _core()
            .gettext("{where} {value}: the languages are cs (Czech) and en (English): give one of them")
            .format(where=where, value=quote(clip(str(text), 20)))
        )
    return lang


def locale_language(environ: Mapping[str, str] | None = None) -> str | None:
    """``"cs"`` when the locale is Czech: the first non-empty of ``LC_ALL``, ``LC_MESSAGES``, ``LANG``
    starts with ``cs``; ``"en"`` for any other set locale; ``None`` when none is set."""
    env = os.environ if environ is None else environ
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(var, "")
        if value:
            return "cs" if value.lower().startswith("cs") else "en"
    return None


def set_language(lang: str | None) -> None:
    """Choose the output language (``"cs"``, ``"en"``), ahead of ``$SCORER_LANG``, the record and the locale.

    ``None`` takes the choice back (the environment decides again).

    :raises InputError: ``lang`` is not a language scorer speaks.
    """
    _chosen[0] = None if lang is None else check_language(lang)


def set_record_language(lang: str | None) -> None:
    """The language of the record being scored or resumed (its ``"lang"``): used when neither
    :func:`set_language` nor ``$SCORER_LANG`` chose one. ``None`` forgets it; an unknown code is ignored."""
    _record[0] = parse_language(lang) if isinstance(lang, str) else None


def language() -> str:
    """The output language now, ``"cs"`` or ``"en"`` (the order is in the module's docstring)."""
    if _chosen[0] is not None:
        return _chosen[0]
    env = parse_language(os.environ.get("SCORER_LANG", ""))
    if env is not None:
        return env
    if _record[0] is not None:
        return _record[0]
    return locale_language() or "en"


@contextlib.contextmanager
def kept() -> Iterator[None]:
    """Run the block, then restore the language choices it changed (:func:`set_language`,
    :func:`set_record_language`): the CLI's ``main`` chooses afresh on every call and leaves
    a library caller's choice as it found it."""
    before = _chosen[0], _record[0]
    try:
        yield
    finally:
        _chosen[0], _record[0] = before


@contextlib.contextmanager
def using(lang: str) -> Iterator[None]:
    """Speak ``lang`` inside the block (as :func:`set_language`), then restore the previous choice."""
    before = _chosen[0]
    set_language(lang)
    try:
        yield
    finally:
        _chosen[0] = before


def catalogue(domain: str, lang: str) -> gettext.NullTranslations:
    """The compiled catalogue of ``domain`` in ``lang``, read once and cached.

    English, and a language or domain without a file, is the messages themselves.
    """
    key = (domain, lang)
    found = _catalogues.get(key)
    if found is None:
        import gettext

        if lang == "en":
            found = gettext.NullTranslations()
        else:
            found = gettext.translation(domain, LOCALE_DIR, languages=[lang], fallback=True)
        _catalogues[key] = found
    return found


class Translations:
    """The messages of one domain, in the language in force at each call.

    :ivar domain: ``"core"`` or a game id.
    """

    __slots__ = ("domain",)

    def __init__(self, domain: str):
        self.domain = domain

    def gettext(self, message: str) -> str:
        """``message`` in the output language (itself in English or when it has no translation)."""
        return catalogue(self.domain, language()).gettext(message)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        """The form of a message that goes with the number ``n`` (Czech has three: 1 bod, 2 body, 5 bodů).

        The number is not put in: ``ngettext("{n} point", "{n} points", n).format(n=n)``.
        """
        return catalogue(self.domain, language()).ngettext(singular, plural, n)

    def pgettext(self, context: str, message: str) -> str:
        """``message`` in the output language, told apart from the same English words by ``context``."""
        return catalogue(self.domain, language()).pgettext(context, message)


_domains: dict[str, Translations] = {}


def translations(domain: str) -> Translations:
    """The :class:`Translations` of ``domain`` (``"core"`` or a game id); nothing is read until a message is.

    :raises ValueError: an unknown domain (a programming error: add it to :data:`DOMAINS`).
    """
    if domain not in DOMAINS:
        raise ValueError(f"no message domain {domain!r}: the domains are {', '.join(DOMAINS)}")
    found = _domains.get(domain)
    if found is None:
        found = _domains[domain] = Translations(domain)
    return found


def _core() -> Translations:
    return translations("core")


def shown_name(english: str, czech: str | None = None) -> str:
    """A name in the output language: the Czech one when the output is Czech and the data has one,
    else the English one (a card the Czech edition does not have keeps its English name).

    >>> with using("cs"):
    ...     shown_name("Smoke", "Kouř"), shown_name("Abundance", None)
    ('Kouř', 'Abundance')
    """
    return czech if czech and language() == "cs" else english


def spellings(english: str, czech: str | None = None, aliases: Iterable[str] = ()) -> list[str]:
    """Every spelling of a name for a :class:`~scorer.core.names.NameMatcher`, the output language's first.

    The first spelling is the one a matcher shows (suggestions, recaps), so build a matcher
    after the language is chosen (the CLI chooses it before any command runs).

    >>> with using("cs"):
    ...     spellings("Smoke", "Kouř", ["Dým"])
    ['Kouř', 'Smoke', 'Dým']
    >>> with using("en"):
    ...     spellings("Smoke", "Kouř", ["Dým"])
    ['Smoke', 'Kouř', 'Dým']
    """
    first = [czech, english] if czech and language() == "cs" else [english, czech]
    return list(dict.fromkeys(s for s in [*first, *aliases] if s))


_forms: list[tuple[dict[str, set[str]], dict[str, set[str]]]] = []  # (English by translation, translations by English)


def _message_index() -> tuple[dict[str, set[str]], dict[str, set[str]]]:
    """Every catalogue's messages both ways (built on first use: a few milliseconds for all domains)."""
    if not _forms:
        english: dict[str, set[str]] = {}
        translated: dict[str, set[str]] = {}
        for lang in LANGUAGES:
            if lang == "en":
                continue
            for domain in DOMAINS:
                table = getattr(catalogue(domain, lang), "_catalog", {})  # GNUTranslations' own table
                for key, text in table.items():
                    if not isinstance(key, str) or not key or not isinstance(text, str):
                        continue  # the header, and plural forms (keys are (msgid, n)): not menu entries
                    msgid = key.rpartition("\x04")[2]  # a pgettext key is "context\x04message"
                    english.setdefault(text, set()).add(msgid)
                    translated.setdefault(msgid, set()).add(text)
        _forms.append((english, translated))
    return _forms[0]


def message_forms(text: str) -> set[str]:
    """``text`` and the same message in every language scorer speaks, from the catalogues.

    For reading back an answer saved in another language: *Celý balíček* and *Full deck* are one
    message. A text that is no catalogue message (a name, a number) is only itself.

    >>> sorted(message_forms("Yes")) == sorted(message_forms("Ano")) and "Ano" in message_forms("Yes")
    True
    """
    english, translated = _message_index()
    ids = {text} | english.get(text, set())
    return ids | {t for m in ids for t in translated.get(m, ())}


def english_message(text: str) -> str | None:
    """The English message that ``text`` (in the output language) translates, or ``None`` when that is
    not one message (a name, or two messages with this translation)."""
    if language() == "en":
        return text
    english, _ = _message_index()
    found = english.get(text, set())
    return next(iter(found)) if len(found) == 1 else None
