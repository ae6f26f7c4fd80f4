"""The table: who plays, and the limits of what a box holds.

Games check player names with :func:`check_players` (range from the game's
registry entry) and counts with :func:`check_count`, whose upper bound may be a
:class:`Limit` that says where it comes from (a box's contents, a rulebook
page); the limits themselves live in ``cards_data/<id>/``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .errors import RuleError
from .i18n import translations
from .names import fold
from .words import quote

_T = translations("core")
_ = _T.gettext


@dataclass(frozen=True)
class Limit:
    """The most a count can be, and where that comes from.

    :ivar value: the largest plausible value.
    :ivar source: why, in words ("Province pile with 2 players, Dominion rulebook p.3").
    """

    value: int
    source: str = ""


def check_players(names: Sequence[str], minimum: int, maximum: int, game: str) -> list[str]:
    """Check a table's player names and return them stripped.

    :param game: the game's title, as shown.
    :param minimum: fewest players the game allows.
    :param maximum: most players the game allows.
    :raises RuleError: too few or too many players, an empty name, or two
        players whose names differ only in case or accents.
    """
    if len(names) > maximum:
        raise RuleError(
            _T.ngettext(
                "{game} takes at most {n} player, got {got}: remove {extra}",
                "{game} takes at most {n} players, got {got}: remove {extra}",
                maximum,
            ).format(game=game, n=maximum, got=len(names), extra=len(names) - maximum)
        )
    if len(names) < minimum:
        raise RuleError(
            _T.ngettext(
                "{game} needs at least {n} player, got {got}: add {missing}",
                "{game} needs at least {n} players, got {got}: add {missing}",
                minimum,
            ).format(game=game, n=minimum, got=len(names), missing=minimum - len(names))
        )
    cleaned: list[str] = []
    seen: dict[str, str] = {}
    for i, name in enumerate(names, 1):
        if not isinstance(name, str) or not name.strip():
            raise RuleError(_("player {i} has an empty name: give every player a name").format(i=i))
        name = name.strip()
        if fold(name) in seen:
            raise RuleError(
                _("two players are named {name}: give each player a different name").format(name=quote(name))
            )
        seen[fold(name)] = name
        cleaned.append(name)
    return cleaned


def check_count(value: object, what: str, minimum: int = 0, maximum: int | Limit | None = None) -> int:
    """Check a whole-number count typed by a player or read from a record.

    :param what: what is counted, in the output language (the game translates it: ``_("Ann's Provinces")``).

    :param maximum: the largest plausible count; a :class:`Limit` also says why.
    :raises RuleError: not a whole number, below ``minimum`` or above ``maximum``
        (the message names the limit and its source).
    """
    if isinstance(value, bool) or not isinstance(value, int):
        raise RuleError(
            _("{what} must be a whole number, got {value}").format(
                what=what, value=quote(value) if isinstance(value, str) else repr(value)
            )
        )
    if value < minimum:
        raise RuleError(
            _("{what} must be at least {minimum}, got {value}").format(what=what, minimum=minimum, value=value)
        )
    if maximum is not None:
        limit = maximum if isinstance(maximum, Limit) else Limit(maximum)
        if value > limit.value:
            why = f" ({limit.source})" if limit.source else ""
            raise RuleError(
                _("{what} must be at most {limit}{why}, got {value}: fix the count").format(
                    what=what, limit=limit.value, why=why, value=value
                )
            )
    return value
