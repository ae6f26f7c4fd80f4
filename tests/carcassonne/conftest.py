"""Shared helpers for the Carcassonne tests."""

import copy
import json
from pathlib import Path

import pytest

HERE = Path(__file__).parent
ROOT = HERE.parents[1]
EXAMPLE = ROOT / "examples" / "carcassonne-princess-dragon.json"


def totals(result) -> dict[str, int]:
    return {p.name: p.total for p in result.players}


def table(*features, players=("A", "B"), options=None, **player_fields) -> dict:
    """A record with the given features (player fields: ``goods={"A": {...}}``, ``fairy_turn_points={...}``)."""
    record = {"game": "carcassonne", "players": [], "features": [copy.deepcopy(f) for f in features]}
    for name in players:
        p = {"name": name}
        for key, per_player in player_fields.items():
            if name in per_player:
                p[key] = per_player[name]
        record["players"].append(p)
    if options is not None:
        record["options"] = options
    return record


def completed_cities(n: int) -> list[dict]:
    """``n`` completed cities nobody scored: a field borders at most the completed cities the record
    holds (issue 9), so a record with a field of ``n`` completed cities holds them (they score nothing)."""
    return [{"type": "city", "name": f"Closed {i + 1}", "complete": True} for i in range(n)]


@pytest.fixture
def example() -> dict:
    return json.loads(EXAMPLE.read_text(encoding="utf-8"))
