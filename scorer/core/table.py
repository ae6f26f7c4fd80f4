"""The table: who plays, checked against the game's player limits."""

from __future__ import annotations

from collections.abc import Sequence

from .errors import RuleError
from .names import fold


def check_players(names: Sequence[str], minimum: int, maximum: int, game: str) -> list[str]:
    """Check a table's player names and return them stripped.

    :param minimum: fewest players the game allows.
    :param maximum: most players the game allows.
    :raises RuleError: too few or too many players, an empty name, or two
        players whose names differ only in case or accents.
    """
    if len(names) > maximum:
        raise RuleError(f"{game} takes at most {maximum} players, got {len(names)}: remove {len(names) - maximum}")
    if len(names) < minimum:
        raise RuleError(f"{game} needs at least {minimum} players, got {len(names)}: add {minimum - len(names)}")
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


def check_count(value: object, what: str, minimum: int = 0, maximum: int | None = None) -> int:
    """Check a whole-number count typed by a player.

    :raises RuleError: not a whole number, below ``minimum`` or above ``maximum``.
    """
    if isinstance(value, bool) or not isinstance(value, int):
        raise RuleError(f"{what} must be a whole number, got {value!r}")
    if value < minimum:
        raise RuleError(f"{what} must be at least {minimum}, got {value}")
    if maximum is not None and value > maximum:
        raise RuleError(f"{what} must be at most {maximum}, got {value}")
    return value
