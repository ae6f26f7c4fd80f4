"""Record builders shared by the Simurgh tests (imported as ``simurgh_helpers``)."""

from __future__ import annotations

import copy
from typing import Any

NO_RESOURCES = {"vegetables": 0, "meat": 0, "wood": 0, "stone": 0, "wisdom": 0, "weapons": 0}


def player(
    name: str, track_pp: int = 0, tokens: int = 0, counts: dict[str, int] | None = None, **resources: int
) -> dict[str, Any]:
    """A player entry; resources default to 0."""
    return {
        "name": name,
        "track_pp": track_pp,
        "resources": {**NO_RESOURCES, **resources},
        "ability_tokens": tokens,
        "objective_counts": dict(counts or {}),
    }


def record(
    players: list[dict[str, Any]], objectives: list[Any] | None = None, variant: str = "spearman", **extra: Any
) -> dict[str, Any]:
    """A Simurgh record."""
    return copy.deepcopy(
        {"game": "simurgh", "variant": variant, "objectives": list(objectives or []), "players": players, **extra}
    )


#: A whole Spearman entry: variant, objectives (#73, "#84", a custom one, Enter), the players step
#: (Ann, Ben, Enter), Enter at "Objective counts:" (player by player, issue 13), then per player: track PP,
#: 6 resources, ability tokens, count for #73, count for the custom objective.
SCRIPT = [
    "Spearman (Kopiník)",
    "73",
    "#84",
    "cust",
    "Red and gold dragons",
    "10",
    "5",
    "1",
    "",
    "Ann",
    "Ben",
    "",
    "",
    "34",
    "2",
    "1",
    "0",
    "3",
    "1",
    "0",
    "4",
    "2",
    "3",
    "31",
    "",
    "4",
    "2",
    "",
    "",
    "1",
    "2",
    "2",
    "1",
]
