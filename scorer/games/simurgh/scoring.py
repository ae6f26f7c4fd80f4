"""Scoring a checked Simurgh game: track PP + objective PP + leftover-resource PP.

Order and rules: seed ``004_84ecc704dd3fbff6.txt`` p.11 (objectives first, then
leftover resources, by variant; winner and tie-break) and appendix 03 (tiles).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from scorer.core.result import PlayerScore, Row, ScoreResult, rank_players

from . import data
from .record import COUNT_FROM_TEXT, Game, Objective, Player
from .rules import (
    TIE_RULE_TEXT,
    WIN_RULE_TEXT,
    ZERO_RULE_TEXT,
    dragonlord_leftover_pp,
    final_winners,
    objective_places,
    ordinal,
    place_pp,
    spearman_leftover_pp,
)

GAME_ID = "simurgh"


@dataclass
class SimurghResult(ScoreResult):
    """A :class:`ScoreResult` that also lists who shares the win when totals tie.

    :ivar shared_winners: everyone on the most PP (the rulebook's shared win);
        :attr:`winners` holds the winners after the ability-token tie-break.
    """

    shared_winners: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        """The pinned shape plus ``"shared_winners"``."""
        return {**super().to_json(), "shared_winners": list(self.shared_winners)}


def objective_count(objective: Objective, player: Player) -> tuple[int, bool]:
    """A player's count for an objective and whether it was given (``True``) or worked out.

    #83 counts the ability tokens on the player's dragons, #84 the vegetables
    and meat (appendix 03); a count given in the record wins.
    """
    if objective.key in player.counts:
        return player.counts[objective.key], True
    if objective.count_from == "ability_tokens":
        return player.ability_tokens, False
    return player.resources["vegetables"] + player.resources["meat"], False


def leftover_pp(variant: data.Variant, total: int) -> int:
    """PP for ``total`` leftover resources in ``variant`` (seed p.11)."""
    rule = variant.leftover
    if rule.per is not None:
        return spearman_leftover_pp(total, rule.per)
    return dragonlord_leftover_pp(total, [(b.least, b.pp) for b in rule.bands])


def objective_rows(game: Game, objective: Objective) -> tuple[list[Row], str]:
    """One breakdown row per player for ``objective``, and a line for ``--explain``."""
    counts = [objective_count(objective, p) for p in game.players]
    places = objective_places([c for c, _ in counts], game.tie_rule)
    rows = []
    for (count, given), place in zip(counts, places):
        tied = sum(1 for q in places if q == place) > 1
        if place is None:
            why = "count 0: scores nothing"
        else:
            why = f"count {count}: {'tied for ' if tied else ''}{ordinal(place)} place"
            if place_pp(place, objective.pp) == 0:
                why += ", which scores nothing"
        source = "" if given or objective.count_from is None else f" ({COUNT_FROM_TEXT[objective.count_from]})"
        rows.append(Row(objective.label, place_pp(place, objective.pp), f"{why}{source} [{objective.pp_text()}]",
                        {"count": count, "place": place}))
    ranking = ", ".join(f"{p.name} {c}" for p, (c, _) in zip(game.players, counts))
    return rows, f"{objective.label} [{objective.pp_text()}], counts: {ranking} -> " + ", ".join(
        f"{p.name} {r.points}" for p, r in zip(game.players, rows)
    )


def leftover_row(variant: data.Variant, player: Player) -> Row:
    """The leftover-resources row for a player."""
    total = player.resource_total
    held = ", ".join(data.resource_amount(n, k) for k, n in player.resources.items() if n) or "none"
    return Row("Leftover resources", leftover_pp(variant, total), f"{total} left ({held}), {variant.en} variant",
               {"count": total})


def joined(names: list[str]) -> str:
    """``["A", "B", "C"]`` → ``"A, B and C"``."""
    return " and ".join(filter(None, [", ".join(names[:-1]), names[-1]]))


def winner_text(players: list[Player], totals: list[int]) -> tuple[list[str], list[str], str | None]:
    """The shared winners, the winners after the tie-break, and the tie-break sentence (seed p.11)."""
    tokens = [p.ability_tokens for p in players]
    shared, broken = final_winners(totals, tokens)
    shared_names = [players[i].name for i in shared]
    broken_names = [players[i].name for i in broken]
    if len(shared) == 1:
        return shared_names, broken_names, None
    held = ", ".join(f"{players[i].name} {tokens[i]}" for i in shared)
    head = f"{joined(shared_names)} tied on {totals[shared[0]]} PP: by the rules they share the win; if they do not want to share, "
    if len(broken) == 1:
        tail = f"{broken_names[0]} wins with the most dragon ability tokens ({held})"
    else:
        tail = f"the most dragon ability tokens decides, and {joined(broken_names)} are still tied ({held}), so they share"
    return shared_names, broken_names, head + tail + " (Czech rulebook p.11)"


def score_game(game: Game) -> SimurghResult:
    """Score a checked game (see :mod:`scorer.games.simurgh.record`)."""
    rows: list[list[Row]] = [[Row("Score track", p.track_pp, "PP earned during play")] for p in game.players]
    explanation = [f"{game.variant.en} variant; objective ties: {game.tie_rule}."]
    for objective in game.objectives:
        obj_rows, line = objective_rows(game, objective)
        explanation.append(line)
        for mine, row in zip(rows, obj_rows):
            mine.append(row)
    for mine, player in zip(rows, game.players):
        mine.append(leftover_row(game.variant, player))
    scores = [
        PlayerScore(p.name, r, extra={"ability_tokens": p.ability_tokens, "resources": p.resource_total})
        for p, r in zip(game.players, rows)
    ]
    explanation += [f"{s.name}: " + " + ".join(str(r.points) for r in s.rows) + f" = {s.total} PP" for s in scores]
    rank_players(scores, tie_key=lambda s: s.extra["ability_tokens"])
    shared, winners, tie_break = winner_text(game.players, [s.total for s in scores])
    assumptions = [TIE_RULE_TEXT[game.tie_rule], ZERO_RULE_TEXT, game.variant.leftover_text, WIN_RULE_TEXT]
    if any(not o.custom for o in game.objectives):
        assumptions.append("objective tile PP for 1st/2nd/3rd as printed on the tiles (Czech rulebook, appendix 03)")
    if any(o.count_from for o in game.objectives):
        assumptions.append("#83 counts the ability tokens and #84 the vegetables and meat entered, unless a count is "
                           "given (Czech rulebook, appendix 03)")
    if any(o.custom for o in game.objectives):
        assumptions.append("custom objectives score the PP entered for them")
    return SimurghResult(
        game=GAME_ID,
        title=f"Simurgh ({game.variant.en} variant)",
        players=scores,
        winners=winners,
        unit="PP",
        tie_break=tie_break,
        assumptions=assumptions,
        explanation=explanation,
        shared_winners=shared,
    )
