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
