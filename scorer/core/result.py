"""One result object for every game: per-player breakdown rows, ranks, the outcome.

A game builds :class:`PlayerScore` rows, calls :func:`decide` (or
:func:`rank_players`) and wraps everything in a :class:`ScoreResult`.
Renderers (:mod:`scorer.core.render`) and ``--json`` read only this object.

Points always travel with their unit (:data:`UNITS`): VP in Dominion and
Mystical Realms ("points" on the cards), PP in Simurgh, points in Carcassonne,
crystals in Blue Moon City. The JSON keeps the historical ``"vp"`` key of a
row for every game and adds ``"points"`` and ``"unit"``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

from .i18n import translations

T = TypeVar("T")
_T = translations("core")
_ = _T.gettext


def amount(n: int, unit: str | None) -> str:
    """A number with its unit in words of the output language: ``"24 VP"``, ``"1 point"``;
    Czech ``"24 vítězných bodů"``, ``"3 body moci"``, ``"1 krystal"``, ``"5 bodů"``.

    :param unit: ``"VP"``, ``"PP"``, ``"points"`` or ``"crystals"`` (:class:`ScoreResult`'s ``unit``);
        another unit is put after the number as given, ``None`` gives the number alone.
    """
    k = abs(n)
    if unit == "VP":
        text = _T.ngettext("{n} VP", "{n} VP", k)
    elif unit == "PP":
        text = _T.ngettext("{n} PP", "{n} PP", k)
    elif unit == "points":
        text = _T.ngettext("{n} point", "{n} points", k)
    elif unit == "crystals":
        text = _T.ngettext("{n} crystal", "{n} crystals", k)
    else:
        return str(n) if unit is None else f"{n} {unit}"
    return text.format(n=n)


def unit_heading(unit: str) -> str:
    """The unit as a column heading in the output language (``"VP"``; Czech ``"vítězné body"``)."""
    headings = {
        "VP": _T.pgettext("unit heading", "VP"),
        "PP": _T.pgettext("unit heading", "PP"),
        "points": _T.pgettext("unit heading", "points"),
        "crystals": _T.pgettext("unit heading", "crystals"),
    }
    return headings.get(unit, unit)


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

    def to_json(self, unit: str | None = None) -> dict[str, Any]:
        """The row as ``{"item", **extra, "vp", "points", "unit", "reason"}``.

        ``vp`` is the historical key of the points, kept for every game;
        ``points`` holds the same number and ``unit`` says what it counts.
        """
        data = {"item": self.item, **self.extra, "vp": self.points, "points": self.points}
        if unit is not None:
            data["unit"] = unit
        data["reason"] = self.reason
        return data


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

    def to_json(self, unit: str | None = None) -> dict[str, Any]:
        """``{"name", "total", "rank", "breakdown": [row…], **extra}`` (rows carry ``unit``)."""
        return {
            "name": self.name,
            "total": self.total,
            "rank": self.rank,
            "breakdown": [r.to_json(unit) for r in self.rows],
            **self.extra,
        }


@dataclass(frozen=True)
class TieBreak:
    """How players tied on the score were separated, as data.

    :ivar rule: the tie-break rule in words ("fewer turns wins", Dominion rulebook).
    :ivar tied: the names that were tied on the score, per tied score, best score first.
    :ivar decided: True if the rule separated everyone it was applied to.
    :ivar text: the whole sentence shown to the table.
    """

    rule: str | None
    tied: tuple[tuple[str, ...], ...]
    decided: bool
    text: str

    def to_json(self) -> dict[str, Any]:
        """``{"rule", "tied": [[name…]…], "decided", "text"}``."""
        return {"rule": self.rule, "tied": [list(t) for t in self.tied], "decided": self.decided, "text": self.text}


@dataclass(frozen=True)
class Outcome:
    """Who won and why, in the style of python-chess's ``Outcome``.

    :ivar winners: the winners' names, in table order (empty: nobody has won yet).
    :ivar shared: True when several players share the win.
    :ivar reason: why they won, in words ("highest total", "Pia has the most
        ability tokens", "by the rules tied players share the win").
    :ivar tie_break: the tie-break applied, or ``None`` when no scores were tied.
    """

    winners: tuple[str, ...]
    shared: bool
    reason: str
    tie_break: TieBreak | None = None

    def headline(self) -> str:
        """``"Winner: Eva"``, ``"Shared win: Ota, Pia, Rob"``, ``"No winner yet"``."""
        if not self.winners:
            return _("No winner yet")
        if self.shared:
            return _("Shared win: {names}").format(names=", ".join(self.winners))
        return _("Winner: {name}").format(name=self.winners[0])

    def to_json(self) -> dict[str, Any]:
        """``{"winners", "shared", "reason", "tie_break": {...} | null}``."""
        return {
            "winners": list(self.winners),
            "shared": self.shared,
            "reason": self.reason,
            "tie_break": self.tie_break.to_json() if self.tie_break else None,
        }


@dataclass
class ScoreResult:
    """The outcome of scoring one game record.

    :ivar game: the registered game id (``"realms"``, ``"dominion"``…).
    :ivar title: the game's display name.
    :ivar unit: the score unit shown in tables (``"VP"``, ``"PP"``, ``"points"``).
    :ivar tie_break: how a tie for a rank was settled, or ``None`` if no tie-break was needed.
    :ivar assumptions: the rule readings this result depended on (printed with it).
    :ivar explanation: the resolution step by step (printed with ``--explain``).
    :ivar outcome: who won and why; built from ``winners`` and ``tie_break`` when not given.
    """

    game: str
    title: str
    players: list[PlayerScore]
    winners: list[str]
    unit: str = "VP"
    tie_break: str | None = None
    assumptions: list[str] = field(default_factory=list)
    explanation: list[str] = field(default_factory=list)
    outcome: Outcome | None = None

    def __post_init__(self) -> None:
        if self.outcome is None:
            shared = len(self.winners) > 1
            reason = (
                _("tied players share the win")
                if shared
                else _("highest total ({unit})").format(unit=unit_heading(self.unit))
                if self.winners
                else _("no winner")
            )
            tie = TieBreak(None, (), False, self.tie_break) if self.tie_break else None
            self.outcome = Outcome(tuple(self.winners), shared, reason, tie)

    def to_json(self) -> dict[str, Any]:
        """The pinned ``--json`` shape shared by the games (``unit`` and ``outcome`` added)."""
        assert self.outcome is not None
        return {
            "game": self.game,
            "unit": self.unit,
            "players": [p.to_json(self.unit) for p in self.players],
            "winners": list(self.winners),
            "tie_break": self.tie_break,
            "outcome": self.outcome.to_json(),
            "assumptions": list(self.assumptions),
        }


def competition_ranks(keys: Sequence[Any]) -> list[int]:
    """Rank by key, highest first; equal keys share a rank ("1224" ranking).

    >>> competition_ranks([10, 30, 10, 20])
    [3, 1, 3, 2]
    """
    order = sorted(keys, reverse=True)
    return [order.index(k) + 1 for k in keys]


def decide(
    players: Sequence[PlayerScore],
    tie_key: Callable[[PlayerScore], Any] | None = None,
    tie_rule: str | None = None,
    unit: str = "points",
) -> Outcome:
    """Rank ``players`` (sets each ``rank``) and return the :class:`Outcome`.

    Players are ranked by total; equal totals are separated by ``tie_key``
    (higher is better, so negate a "lowest wins" rule). Players still equal
    share the rank; all players of rank 1 win together.

    :param tie_rule: the tie-break rule in words (with its source), in the output language.
    :param unit: the score unit, for the reason ("highest total (24 VP)", :func:`amount`).
    """
    totals = [p.total for p in players]
    keys = [(p.total, tie_key(p) if tie_key else 0) for p in players]
    for p, r in zip(players, competition_ranks(keys), strict=True):
        p.rank = r
    tie: TieBreak | None = None
    if len(set(totals)) < len(totals):
        tied_totals = sorted({t for t in totals if totals.count(t) > 1}, key=lambda t: -(t or 0))
        tied = tuple(tuple(p.name for p in players if p.total == t) for t in tied_totals)
        groups = "; ".join("/".join(g) for g in tied)
        still = any(keys.count(k) > 1 for k in keys)
        if tie_key is None or not tie_rule:
            tie = TieBreak(
                None, tied, False, _("tied on total ({groups}): tied players share the rank").format(groups=groups)
            )
        else:
            text = (
                _("tied on total ({groups}): {rule}; still tied, they share the rank")
                if still
                else _("tied on total ({groups}): {rule}")
            )
            tie = TieBreak(tie_rule, tied, not still, text.format(groups=groups, rule=tie_rule))
    winners = tuple(p.name for p in players if p.rank == 1)
    top = [p for p in players if p.rank == 1]
    if len(winners) > 1:
        reason = (
            _("tied on the score and the tie-break: they share the win")
            if tie_rule
            else _("tied on the score: they share the win")
        )
    elif tie is not None and tie_rule and any(winners[0] in g and len(g) > 1 for g in tie.tied):
        reason = _("tied on the score, won on the tie-break: {rule}").format(rule=tie_rule)
    else:
        reason = (
            _("highest total ({amount})").format(amount=amount(top[0].total or 0, unit)) if top else _("no players")
        )
    return Outcome(winners, len(winners) > 1, reason, tie)


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
    outcome = decide(players, tie_key, tie_rule)
    return list(outcome.winners), outcome.tie_break.text if outcome.tie_break else None
