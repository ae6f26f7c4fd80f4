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


#: A table where every reading decides something (issue 9: "Rules applied" lists only those): Ann's Fairgrounds
#: counts two Knights (one pile, two names); Obelisk on Knights (several names); Tower with the Curse pile empty;
#: Triumphal Arch with Villages and Smithies tied for the most common Action; Plateau Shepherds with an Apothecary
#: ($2 and Potion); Bob's quick count with Keep.
RICH = {
    "game": "dominion",
    "landmarks": ["Obelisk", "Tower", "Triumphal Arch", "Keep", "Arena"],
    "allies": ["Plateau Shepherds"],
    "setup": {"obelisk_pile": "Knights", "empty_supply_piles": ["Curse"]},
    "players": [
        {
            "name": "Ann",
            "cards": {
                "Fairgrounds": 1,
                "Distant Lands": 1,
                "Sir Martin": 1,
                "Dame Anna": 1,
                "Village": 2,
                "Smithy": 2,
                "Apothecary": 1,
                "Curse": 1,
            },
            "favors": 2,
        },
        {"name": "Bob", "cards": {"Fairgrounds": 1, "Gold": 1}, "counts": {"distinct_names": 9}},
    ],
}
