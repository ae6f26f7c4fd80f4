"""Helpers for the Dominion tests: build a record and score it."""

from __future__ import annotations

from scorer.games.dominion import score_record


def one(cards: dict[str, int], **fields) -> dict:
    """A one-player record; table-level fields (landmarks, allies, setup) go to the record."""
    table = {k: fields.pop(k) for k in ("landmarks", "allies", "setup") if k in fields}
    return {"game": "dominion", **table, "players": [{"name": "Ann", "cards": cards, **fields}]}


def total(cards: dict[str, int], **fields) -> int:
    """Ann's total VP for a one-player record."""
    return score_record(one(cards, **fields)).players[0].total


def row(result, player: int, item: str):
    """The breakdown row ``item`` of a player in a result."""
    return next(r for r in result.players[player].rows if r.item == item)
