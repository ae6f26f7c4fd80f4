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
from .names import fold
from .words import plural


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

    :param minimum: fewest players the game allows.
    :param maximum: most players the game allows.
    :raises RuleError: too few or too many players, an empty name, or two
        players whose names differ only in case or accents.
    """
    if len(names) > maximum:
        raise RuleError(
            f"{game} takes at most {plural(maximum, 'player')}, got {len(names)}: remove {len(names) - maximum}"
        )
    if len(names) < minimum:
        raise RuleError(
            f"{game} needs at least {plural(minimum, 'player')}, got {len(names)}: add {minimum - len(names)}"
        )
    cleaned: list[str] = []
    seen: dict[str, str] = {}
    for i, name in enumerate(names, 1):
        if not isinstance(name, str) or not name.strip():
            raise RuleError(f"player {i} has an empty name: give every player a name")
        name = name.strip()
        if fold(name) in seen:
            raise RuleError(f"two players are named {name!r}: give each player a different name")
        seen[fold(name)] = name
        cleaned.append(name)
    return cleaned


def check_count(value: object, what: str, minimum: int = 0, maximum: int | Limit | None = None) -> int:
    """Check a whole-number count typed by a player or read from a record.

    :param maximum: the largest plausible count; a :class:`Limit` also says why.
    :raises RuleError: not a whole number, below ``minimum`` or above ``maximum``
        (the message names the limit and its source).
    """
    if isinstance(value, bool) or not isinstance(value, int):
        raise RuleError(f"{what} must be a whole number, got {value!r}")
    if value < minimum:
        raise RuleError(f"{what} must be at least {minimum}, got {value}")
    if maximum is not None:
        limit = maximum if isinstance(maximum, Limit) else Limit(maximum)
        if value > limit.value:
            why = f" ({limit.source})" if limit.source else ""
            raise RuleError(f"{what} must be at most {limit.value}{why}, got {value}: fix the count")
    return value
