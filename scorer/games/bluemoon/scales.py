"""Dragon-scale scoring, the moment the scale supply runs out.

Rules (Czech rulebook p.1 supply, pp.3-4 scoring and worked
example; English rules pp.2-3):

- supply 15 / 12 / 9 scales for 4 / 3 / 2 players;
- scales a player earned but could not get because the supply ran out count too;
- the sole player with most scales gets 6 crystals; players tied for most get 3
  each; every other player with at least 3 scales gets 3; fewer than 3 get
  nothing. Not additive: a sole leader gets 6, not 6 + 3;
- players who got crystals return all their scales to the supply; the others
  keep theirs.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from scorer.core.errors import RuleError

from .data import player_range, rules
from .lang import _, ngettext


@dataclass(frozen=True)
class Holding:
    """A player's scales before the triggering action and those earned in it."""

    name: str
    scales: int
    gained: int = 0


@dataclass(frozen=True)
class ScaleScore:
    """One player's outcome (scales counted, crystals won, scales kept after)."""

    name: str
    scales_counted: int
    crystals: int
    scales_kept: int


def scale_crystals(counted: Sequence[int]) -> list[int]:
    """Crystals for each player from the scales counted (same order).

    >>> scale_crystals([7, 4, 2])   # Czech rulebook p.4 example
    [6, 3, 0]
    >>> scale_crystals([4, 4, 4])
    [3, 3, 3]

    A player with fewer than 3 scales gets nothing, even if nobody has more
    (Czech rulebook p.4: "Hráči, kteří mají méně než 3 šupiny, nezískávají nic").
    """
    a = rules().scale_awards
    top = max(counted, default=0)
    leaders = counted.count(top)
    out = []
    for n in counted:
        if n < a.minimum_scales:
            out.append(0)
        elif n == top:
            out.append(a.sole_leader if leaders == 1 else a.tied_leader)
        else:
            out.append(a.other)
    return out


def score_scales(players: Sequence[Holding], supply: int) -> tuple[list[ScaleScore], int]:
    """Score the scales when the triggering action empties the supply.

    :param players: every player at the table (2-4), in the order the
        triggering action hands out its scales.
    :param supply: scales left in the supply before the action.
    :returns: each player's :class:`ScaleScore` and the supply after the
        scoring (the table's full supply minus the scales players keep).
    :raises RuleError: negative numbers, a player count outside 2-4, scales
        held plus supply other than the game's 15/12/9 (every scale is held or
        in the supply, Czech rulebook p.1), an empty supply, or an action that does not
        empty the supply.

    Scales that could not be handed out count for this scoring only: a player
    who keeps their scales keeps only those actually handed out, and the
    supply's last scales go to the players in the order given.
    """
    check_holdings(players, supply)
    gained = sum(p.gained for p in players)
    if gained < supply:
        raise RuleError(
            _(
                "the action earns {gained} of the {supply} left: the supply does not run out, so there is no scale "
                "scoring yet"
            ).format(gained=gained, supply=ngettext("{n} scale", "{n} scales", supply).format(n=supply))
        )
    counted = [p.scales + p.gained for p in players]
    crystals = scale_crystals(counted)
    left, out = supply, []
    for p, c, won in zip(players, counted, crystals, strict=True):
        handed = min(p.gained, left)
        left -= handed
        out.append(ScaleScore(p.name, c, won, 0 if won else p.scales + handed))
    return out, rules().table(len(players)).scale_supply - sum(s.scales_kept for s in out)


def check_holdings(players: Sequence[Holding], supply: int) -> None:
    """Check the scales held and the supply before an action (whether or not it empties the supply).

    :raises RuleError: negative numbers, a player count outside 2-4, scales held plus supply other than the
        game's 15/12/9 (every scale is held or in the supply, Czech rulebook p.1), or an empty supply.
    """
    n = len(players)
    low, high = player_range()
    if not low <= n <= high:
        raise RuleError(
            _("scale scoring needs {low}-{high} players, got {n}: list every player at the table").format(
                low=low, high=high, n=n
            )
        )
    for p in players:
        if p.scales < 0 or p.gained < 0:
            raise RuleError(_("{player}: scale counts cannot be negative").format(player=p.name))
    if supply < 0:
        raise RuleError(_("the supply cannot be negative, got {n}").format(n=supply))
    if supply == 0:
        raise RuleError(
            _(
                "the supply is never empty before an action (the scoring that emptied it refilled it): "
                "give the scales left in the supply before the triggering action"
            )
        )
    full = rules().table(n).scale_supply
    held = sum(p.scales for p in players)
    if held + supply != full:
        text = (
            _(
                "{held} held plus {supply} in the supply is more than the {full} a {n}-player game has (every scale "
                "is held or in the supply): check the counts"
            )
            if held + supply > full
            else _(
                "{held} held plus {supply} in the supply is fewer than the {full} a {n}-player game has (every "
                "scale is held or in the supply): check the counts"
            )
        )
        held_text = ngettext("{n} scale", "{n} scales", held).format(n=held)
        raise RuleError(text.format(held=held_text, supply=supply, full=full, n=n))
