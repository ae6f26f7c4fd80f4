"""Forgiving name matching: case-, whitespace-, punctuation- and diacritics-insensitive.

A :class:`NameMatcher` maps every spelling of a thing (English name, Czech name,
id, aliases) to one canonical id. ``"Kouř"``, ``"kour"``, ``"SMOKE"`` and
``"smoke"`` all find ``smoke``. Near misses raise
:class:`~scorer.core.errors.UnknownNameError` with suggestions (RapidFuzz).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Mapping

from .errors import AmbiguousNameError, UnknownNameError

_SEPARATORS = re.compile(r"[\s_\-.,:;/]+")
_APOSTROPHES = re.compile(r"['’`]")


def fold(text: str) -> str:
    """Return ``text`` reduced to a matching key.

    Lower-cases, strips diacritics (``ř`` → ``r``, ``ä`` → ``a``), drops
    apostrophes (``King's`` → ``kings``) and turns runs of spaces, underscores,
    hyphens and punctuation into one space.

    >>> fold("  Doppelgänger ") == fold("doppelganger") == fold("DOPPEL-GÄNGER".replace("-", ""))
    True
    """
    decomposed = unicodedata.normalize("NFKD", text)
    stripped = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return _SEPARATORS.sub(" ", _APOSTROPHES.sub("", stripped.casefold())).strip()


def singulars(text: str) -> list[str]:
    """English singulars ``text`` may be the plural of, most likely first.

    People count cards aloud in plurals; without this, "Coppers" would be taken
    as the start of "Coppersmith".

    >>> singulars("duchies"), singulars("coppers"), singulars("gold")
    (['duchy', 'duchie', 'duchi'], ['copper'], [])
    """
    out = []
    if text.endswith("ies"):
        out.append(text[:-3] + "y")
    if text.endswith("s"):
        out.append(text[:-1])
    if text.endswith("es"):
        out.append(text[:-2])
    return out


class NameMatcher:
    """Resolve typed names to canonical ids.

    :param names: ``{id: [display name, other spellings…]}``; the first name of
        each entry is the one shown in suggestions and listings.
    :param kind: what the names are (``"card"``, ``"game"``), used in messages: in the output
        language (a game passes ``kind=_("card")``).
    :raises ValueError: two different ids share a spelling (a data error).
    """

    def __init__(self, names: Mapping[str, Iterable[str]], kind: str = "name"):
        self.kind = kind
        self.display: dict[str, str] = {}
        #: ``{id: [every spelling given]}``, for completion lists.
        self.spellings: dict[str, list[str]] = {}
        self._keys: dict[str, str] = {}
        self._spelled: dict[str, str] = {}
        for ident, given in names.items():
            spellings = list(given)
            self.display[ident] = spellings[0] if spellings else ident
            self.spellings[ident] = spellings or [ident]
            for spelling in [*spellings, ident]:
                key = fold(spelling)
                other = self._keys.setdefault(key, ident)
                if other != ident:
                    raise ValueError(f"{kind} spelling {spelling!r} names both {other!r} and {ident!r}")
                self._spelled.setdefault(key, spelling if spelling in spellings else self.display[ident])

    def __contains__(self, text: str) -> bool:
        return fold(text) in self._keys

    def match(self, text: str, exclude: Iterable[str] = ()) -> str:
        """Return the id named by ``text``.

        An exact (folded) spelling wins; then an English plural of one
        (``"Coppers"`` → Copper, not Coppersmith; ``"Duchies"`` → Duchy); then a
        prefix that starts exactly one thing's spellings (``"great fl"`` → ``great_flood``).

        :param exclude: ids left out of the suggestions (cards already taken).
        :raises UnknownNameError: nothing fits; carries up to 3 suggestions.
        :raises AmbiguousNameError: the prefix starts several names.
        """
        key = fold(text)
        if not key:
            raise UnknownNameError(self.kind, text, [])
        if key in self._keys:
            return self._keys[key]
        for singular in singulars(key):
            if singular in self._keys:
                return self._keys[singular]
        starts = sorted({ident for k, ident in self._keys.items() if k.startswith(key)})
        if len(starts) == 1:
            return starts[0]
        if len(starts) > 1:
            raise AmbiguousNameError(self.kind, text, [self.display[i] for i in starts])
        raise UnknownNameError(self.kind, text, self.suggest(text, exclude=exclude))

    def suggest(self, text: str, limit: int = 3, exclude: Iterable[str] = ()) -> list[str]:
        """Return up to ``limit`` names closest to ``text`` (best first).

        In English output they are shown in the language of the closest spelling: a Czech
        typo gets Czech suggestions (``kralovan`` → *Královna*), an English one English names.
        In Czech output they are the display names (the first spelling: the Czech name where
        the matcher was built with :func:`scorer.core.i18n.spellings`).
        Ids in ``exclude`` are never suggested.
        """
        from rapidfuzz import fuzz, process  # only needed on a miss

        from .i18n import language

        skip = set(exclude)
        keys = [k for k, i in self._keys.items() if i not in skip]
        best: dict[str, float] = {}
        column = 0  # which spelling of each name to show: that of the closest match
        for key, score, _ in process.extract(fold(text), keys, scorer=fuzz.WRatio, limit=limit * 4):
            ident = self._keys[key]
            if not best and language() != "cs":
                spelled = self._spelled[key]
                column = self.spellings[ident].index(spelled) if spelled in self.spellings[ident] else 0
            if score >= 60 and score > best.get(ident, 0.0):
                best[ident] = score
        ranked = sorted(best, key=lambda i: -best[i])[:limit]
        return [self._in_column(i, column) for i in ranked]

    def _in_column(self, ident: str, column: int) -> str:
        spellings = self.spellings[ident]
        return spellings[column] if column < len(spellings) and column < 2 else self.display[ident]

    def continues(self, text: str) -> bool:
        """True if some spelling is ``text`` followed by more words (``"Village"``: Village Green), so that a word
        typed after ``text`` may be a misspelt part of that name rather than a count."""
        key = fold(text) + " "
        return any(k.startswith(key) for k in self._keys)

    def names(self) -> list[str]:
        """Every display name, in the order given."""
        return list(self.display.values())
