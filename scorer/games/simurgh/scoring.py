"""Scoring a checked Simurgh game: track PP + objective PP + leftover-resource PP.

Order and rules: seed ``004_84ecc704dd3fbff6.txt`` p.11 (objectives first, then
leftover resources, by variant; winner and tie-break) and appendix 03 (tiles).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from scorer.core.i18n import N_, translations
from scorer.core.result import Outcome, PlayerScore, Row, ScoreResult, TieBreak, decide
from scorer.core.words import join, ordinal

from . import data
from .record import COUNT_FROM_TEXT, Game, Objective, Player
from .rules import (
    TIE_RULE_TEXT,
    TOKEN_RULE_TEXT,
    WIN_RULE_TEXT,
    ZERO_RULE_TEXT,
    dragonlord_leftover_pp,
    final_winners,
    objective_places,
    place_pp,
    spearman_leftover_pp,
    tie_rule_name,
)

GAME_ID = "simurgh"

T = translations(GAME_ID)
_, ngettext = T.gettext, T.ngettext

#: The "worked out" reading by the tiles worked out, in objective order (appendix 03).
_WORKED_TEXT = {
    ("83",): N_(
        "Objective #83 counts the ability tokens entered, unless a count is given (Czech rulebook, appendix 03)"
    ),
    ("84",): N_(
        "Objective #84 counts the vegetables and meat entered, unless a count is given (Czech rulebook, appendix 03)"
    ),
    ("83", "84"): N_(
        "Objective #83 counts the ability tokens and #84 the vegetables and meat entered, unless a count is given "
        "(Czech rulebook, appendix 03)"
    ),
    ("84", "83"): N_(
        "Objective #84 counts the vegetables and meat and #83 the ability tokens entered, unless a count is given "
        "(Czech rulebook, appendix 03)"
    ),
}


@dataclass(frozen=True)
class TokenTieBreak(TieBreak):
    """The ability-token tie-break of a tie for the win, with who it picks (Czech rulebook p.11).

    :ivar winners: the winners if the tied players do not want to share (all
        of them again when the tokens are equal too).
    """

    winners: tuple[str, ...] = ()

    def to_json(self) -> dict[str, Any]:
        """The core tie-break's JSON plus ``"winners"``."""
        return {**super().to_json(), "winners": list(self.winners)}


@dataclass
class SimurghResult(ScoreResult):
    """A :class:`ScoreResult` whose win is shared when totals tie (Czech rulebook p.11).

    :attr:`outcome` holds the rule's winners: everyone on the most PP, sharing
    the win; its tie-break (:class:`TokenTieBreak`) says who wins if they do
    not want to share. :attr:`winners` keeps the winners after that tie-break
    (as printed before), ranks go by PP alone.

    :ivar shared_winners: everyone on the most PP (the rulebook's shared win).
    """

    shared_winners: list[str] = field(default_factory=list)
    variant: str = ""
    objective_ties: str = ""

    def to_json(self) -> dict[str, Any]:
        """The pinned shape plus ``"shared_winners"``, the ``"variant"`` key and the ``"objective_ties"`` reading
        (ids, the same in every language; the rows carry their record key as ``"id"``)."""
        return {
            **super().to_json(),
            "shared_winners": list(self.shared_winners),
            "variant": self.variant,
            "objective_ties": self.objective_ties,
        }


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
    places = objective_places([c for c, _given in counts], game.tie_rule)
    rows = []
    for (count, given), place in zip(counts, places):
        tied = sum(1 for q in places if q == place) > 1
        if place is None:
            why = _("count 0: scores nothing")
        else:
            nothing = place_pp(place, objective.pp) == 0
            if tied:
                text = (
                    _("count {count}: tied for {place} place, which scores nothing")
                    if nothing
                    else _("count {count}: tied for {place} place")
                )
            else:
                text = (
                    _("count {count}: {place} place, which scores nothing")
                    if nothing
                    else _("count {count}: {place} place")
                )
            why = text.format(count=count, place=ordinal(place))
        source = "" if given or objective.count_from is None else f" ({_(COUNT_FROM_TEXT[objective.count_from])})"
        rows.append(
            Row(
                objective.label,
                place_pp(place, objective.pp),
                f"{why}{source} [{objective.pp_text()}]",
                {"id": objective.key, "count": count, "place": place},
            )
        )
    ranking = ", ".join(f"{p.name} {c}" for p, (c, _given) in zip(game.players, counts))
    points = ", ".join(f"{p.name} {r.points}" for p, r in zip(game.players, rows))
    line = _("{objective} [{pp}], counts: {counts} → {points}").format(
        objective=objective.label, pp=objective.pp_text(), counts=ranking, points=points
    )
    return rows, line


def leftover_row(variant: data.Variant, player: Player) -> Row:
    """The leftover-resources row for a player."""
    total = player.resource_total
    held = ", ".join(data.resource_amount(n, k) for k, n in player.resources.items() if n) or _("none")
    return Row(
        _("Leftover resources"),
        leftover_pp(variant, total),
        _("{total} left ({held}), {variant} variant").format(total=total, held=held, variant=variant.name),
        {"id": "resources", "count": total},
    )


def outcome_of(scores: list[PlayerScore], players: list[Player]) -> tuple[Outcome, list[str]]:
    """Rank by PP alone and say who won (Czech rulebook p.11).

    The most PP wins; tied players share the win. If they do not want to
    share, the one with the most dragon ability tokens wins; still tied, they
    share. That tie-break decides the win only, so lower ranks tied on PP
    stay tied.

    :returns: the outcome (a shared win when totals tie, with the token
        tie-break as data), and the winners after the token tie-break.
    """
    totals = [s.total or 0 for s in scores]
    outcome = decide(scores, unit="PP")
    shared, broken = final_winners(totals, [p.ability_tokens for p in players])
    broken_names = [players[i].name for i in broken]
    if len(shared) == 1:
        return outcome, broken_names
    names = [players[i].name for i in shared]
    held = ", ".join(f"{players[i].name} {players[i].ability_tokens}" for i in shared)
    pp = totals[shared[0]]
    if len(broken) == 1:
        text = ngettext(
            "{names} tied on {pp} PP: by the rules they share the win; if they do not want to share, {winner} wins "
            "with the most dragon ability tokens ({held}) (Czech rulebook p.11)",
            "{names} tied on {pp} PP: by the rules they share the win; if they do not want to share, {winner} wins "
            "with the most dragon ability tokens ({held}) (Czech rulebook p.11)",
            pp,
        )
    else:
        text = ngettext(
            "{names} tied on {pp} PP: by the rules they share the win; if they do not want to share, the most dragon "
            "ability tokens decides, and {still} are still tied ({held}), so they share (Czech rulebook p.11)",
            "{names} tied on {pp} PP: by the rules they share the win; if they do not want to share, the most dragon "
            "ability tokens decides, and {still} are still tied ({held}), so they share (Czech rulebook p.11)",
            pp,
        )
    sentence = text.format(names=join(names), pp=pp, winner=broken_names[0], still=join(broken_names), held=held)
    tie = TokenTieBreak(_(TOKEN_RULE_TEXT), (tuple(names),), len(broken) == 1, sentence, tuple(broken_names))
    reason = ngettext(
        "tied on {pp} PP: by the rules tied players share the win (Czech rulebook p.11)",
        "tied on {pp} PP: by the rules tied players share the win (Czech rulebook p.11)",
        pp,
    ).format(pp=pp)
    return Outcome(tuple(names), True, reason, tie), broken_names


def readings(game: Game, counts: list[list[tuple[int, bool]]], outcome: Outcome) -> list[str]:
    """The rule readings this result depended on, for "Rules applied".

    :param counts: per objective, each player's ``(count, given)``.
    """
    out = []
    scoring = [[c for c, _given in per if c > 0] for per in counts]
    if any(len(set(c)) < len(c) for c in scoring):
        out.append(_(TIE_RULE_TEXT[game.tie_rule]))
    if any(c == 0 for per in counts for c, _given in per):
        out.append(_(ZERO_RULE_TEXT))
    out.append(game.variant.rule_text)
    if outcome.shared:
        out.append(_(WIN_RULE_TEXT))
    if any(not o.custom for o in game.objectives):
        out.append(_("Objective tile PP for 1st/2nd/3rd as printed on the tiles (Czech rulebook, appendix 03)"))
    worked = tuple(
        o.key for o, per in zip(game.objectives, counts) if o.count_from and not all(given for _c, given in per)
    )
    if worked:
        out.append(_(_WORKED_TEXT[worked]))
    if any(o.custom for o in game.objectives):
        out.append(_("Custom objectives score the PP entered for them"))
    return out


def score_game(game: Game) -> SimurghResult:
    """Score a checked game (see :mod:`scorer.games.simurgh.record`)."""
    rows: list[list[Row]] = [
        [Row(_("Score track"), p.track_pp, _("PP earned during play"), {"id": "track_pp"})] for p in game.players
    ]
    explanation = [
        _("{variant} variant; objective ties: {rule}.").format(
            variant=game.variant.name, rule=tie_rule_name(game.tie_rule)
        )
    ]
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
    explanation += [
        ngettext("{name}: {sum} = {total} PP", "{name}: {sum} = {total} PP", s.total or 0).format(
            name=s.name, sum=" + ".join(str(r.points) for r in s.rows), total=s.total
        )
        for s in scores
    ]
    outcome, winners = outcome_of(scores, game.players)
    counts = [[objective_count(o, p) for p in game.players] for o in game.objectives]
    return SimurghResult(
        game=GAME_ID,
        title=_("Simurgh ({variant} variant)").format(variant=game.variant.name),
        players=scores,
        winners=winners,
        unit="PP",
        tie_break=outcome.tie_break.text if outcome.tie_break and outcome.shared else None,
        assumptions=readings(game, counts, outcome),
        explanation=explanation,
        outcome=outcome,
        shared_winners=list(outcome.winners),
        variant=game.variant.key,
        objective_ties=game.tie_rule,
    )
