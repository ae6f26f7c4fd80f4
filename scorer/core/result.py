"""One result object for every game: per-player breakdown rows, ranks, winners.

A game builds :class:`PlayerScore` rows, calls :func:`rank_players` and wraps
everything in a :class:`ScoreResult`. Renderers (:mod:`scorer.core.render`) and
``--json`` read only this object.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

T = TypeVar("T")


@dataclass
class Row:
    """One line of a player's breakdown.

    :ivar item: what scored (a card, an objective, a feature), in English.
    :ivar points: the points it added (negative for a penalty), in the game's unit.
    :ivar reason: why, e.g. ``"37 cards → 3 VP each"``.
    :ivar extra: game-specific fields merged into the row's JSON (``count``, ``vp_each``…).
    """

    item: str
    points: int
    reason: str = ""
    extra: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        """The row as ``{"item", **extra, "vp", "reason"}`` (``vp`` holds the points)."""
        return {"item": self.item, **self.extra, "vp": self.points, "reason": self.reason}


@dataclass
class PlayerScore:
    """A player's score: breakdown rows and, once ranked, the rank (1 = best).

    :ivar total: the sum of the rows' points unless given.
    :ivar extra: game-specific fields merged into the player's JSON.
    :ivar notes: lines printed under the player's table (not in the JSON).
    """

    name: str
    rows: list[Row] = field(default_factory=list)
    total: int | None = None
    rank: int = 0
    extra: dict[str, Any] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        if self.total is None:
            self.total = sum(r.points for r in self.rows)

    def to_json(self) -> dict[str, Any]:
        """``{"name", "total", "rank", "breakdown": [row…], **extra}``."""
        return {
            "name": self.name,
            "total": self.total,
            "rank": self.rank,
            "breakdown": [r.to_json() for r in self.rows],
            **self.extra,
        }


@dataclass
class ScoreResult:
    """The outcome of scoring one game record.

    :ivar game: the registered game id (``"realms"``, ``"dominion"``…).
    :ivar title: the game's display name.
    :ivar unit: the score unit shown in tables (``"VP"``, ``"PP"``, ``"points"``).
    :ivar tie_break: how a tie for a rank was settled, or ``None`` if no tie-break was needed.
    :ivar assumptions: rule readings used (printed with every result).
    :ivar explanation: the resolution step by step (printed with ``--explain``).
    """

    game: str
    title: str
    players: list[PlayerScore]
    winners: list[str]
    unit: str = "VP"
    tie_break: str | None = None
    assumptions: list[str] = field(default_factory=list)
    explanation: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        """The pinned ``--json`` shape shared by the games."""
        return {
            "game": self.game,
            "players": [p.to_json() for p in self.players],
            "winners": list(self.winners),
            "tie_break": self.tie_break,
            "assumptions": list(self.assumptions),
        }


def competition_ranks(keys: Sequence[Any]) -> list[int]:
    """Rank by key, highest first; equal keys share a rank ("1224" ranking).

    >>> competition_ranks([10, 30, 10, 20])
    [3, 1, 3, 2]
    """
    order = sorted(keys, reverse=True)
    return [order.index(k) + 1 for k in keys]


def rank_players(
    players: Sequence[PlayerScore],
    tie_key: Callable[[PlayerScore], Any] | None = None,
    tie_rule: str | None = None,
) -> tuple[list[str], str | None]:
    """Set each player's rank and return ``(winners, tie_break)``.

    Players are ranked by total; players with equal totals are separated by
    ``tie_key`` (higher is better, so negate a "lowest wins" rule). Players
    still equal share the rank, and all players of rank 1 are winners.

    :param tie_rule: the rule in words, e.g. ``"lowest total base strength wins"``.
    :returns: the winners' names in table order, and a sentence saying how a tie
        for a rank was settled (``None`` when no totals were equal).
    """
    totals = [p.total for p in players]
    keys = [(p.total, tie_key(p) if tie_key else 0) for p in players]
    for p, r in zip(players, competition_ranks(keys)):
        p.rank = r
    tie_break = None
    if len(set(totals)) < len(totals):
        tied = sorted({t for t in totals if totals.count(t) > 1}, reverse=True)
        groups = ["/".join(p.name for p in players if p.total == t) for t in tied]
        shared = any(keys.count(k) > 1 for k in keys)
        if tie_key is None or not tie_rule:
            tie_break = f"tied on total ({'; '.join(groups)}): tied players share the rank"
        else:
            tie_break = f"tied on total ({'; '.join(groups)}): {tie_rule}" + (
                "; still tied, they share the rank" if shared else ""
            )
    winners = [p.name for p in players if p.rank == 1]
    return winners, tie_break
