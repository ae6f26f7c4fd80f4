"""Scoring a checked Carcassonne record: feature by feature, then fields, fairy and goods.

Every player's breakdown has one row per feature they had figures in (0 when
they lost the majority), one row per fairy bonus, one per goods type they hold,
and rows for the fairy's turn points and for points from outside the record.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from scorer.core.i18n import N_, translations
from scorer.core.result import Outcome, PlayerScore, Row, ScoreResult, decide
from scorer.core.words import join

from .data import display, goods_name, points, rules_data
from .record import Feature, GameRecord, Options, option_choices, parse_record
from .rules import (
    city_rates,
    cloister_value,
    field_per_city,
    goods_winners,
    majority,
    pig_bonus,
    road_rates,
    strength,
)

T = translations("carcassonne")
_, ngettext = T.gettext, T.ngettext

Rows = dict[str, list[Row]]
TITLE_FINAL = N_("Carcassonne: final score")
TITLE_IN_PROGRESS = N_("Carcassonne: standings so far (game in progress)")


def _tiles(n: int) -> str:
    return ngettext("{n} tile", "{n} tiles", n).format(n=n)


def _pennants(n: int) -> str:
    return ngettext("{n} pennant", "{n} pennants", n).format(n=n)


def _cities(n: int) -> str:
    return ngettext("{n} completed city", "{n} completed cities", n).format(n=n)


@dataclass(frozen=True)
class Standing(Outcome):
    """The :class:`~scorer.core.result.Outcome` of a game in progress: who leads so far.

    Its headline says ``"Leading: Anna"`` (``"Leading together: Anna, Bob"``): only the
    final score names a winner. The JSON is the outcome's (``winners`` are the leaders).
    """

    def headline(self) -> str:
        """``"Leading: Anna"``, ``"Leading together: Anna, Bob"``, ``"Nobody leads yet"``."""
        if not self.winners:
            return _("Nobody leads yet")
        if self.shared:
            return _("Leading together: {players}").format(players=", ".join(self.winners))
        return _("Leading: {player}").format(player=self.winners[0])


def feature_value(f: Feature, options: Options) -> tuple[int, str]:
    """What a city, road, monastery or garden pays each player who wins it, and the sum in words.

    A field under ``per_field_3``/``once_per_city_3`` pays 3 per completed city
    (see :func:`field_cities_value`).

    :returns: ``(points, "2×4 tiles + 2×1 pennants = 10")``.
    """
    if f.type == "city":
        per_tile, per_pennant = city_rates(f.complete, f.cathedral, options.tiny_city_2, f.tiles)
        value = per_tile * f.tiles + per_pennant * f.pennants
        how = f"{per_tile}×{_tiles(f.tiles)} + {per_pennant}×{_pennants(f.pennants)} = {value}"
        if f.cathedral:
            how += " " + _("(cathedral)")
        elif options.tiny_city_2 and f.complete and f.tiles == points().tiny_city_tiles:
            how += " " + _("(tiny-city rule)")
        return value, how
    if f.type == "road":
        per_tile = road_rates(f.complete, f.inn)
        value = per_tile * f.tiles
        return value, f"{per_tile}×{_tiles(f.tiles)} = {value}" + (" " + _("(inn)") if f.inn else "")
    if f.type == "field":
        return field_cities_value(f.completed_cities or 0, options.farm_rule)
    value = cloister_value(f.neighbours)
    if f.complete:
        surrounded = (
            T.pgettext("garden", "surrounded by 8 tiles = {value}")
            if f.type == "garden"
            else T.pgettext("monastery", "surrounded by 8 tiles = {value}")
        )
        return value, surrounded.format(value=value)
    neighbours = ngettext("{n} neighbour", "{n} neighbours", f.neighbours).format(n=f.neighbours)
    return value, f"1 + {neighbours} = {value}"


def field_cities_value(cities: int, farm_rule: str) -> tuple[int, str]:
    """A field's worth to its farmer majority: per completed city bordering it."""
    per_city = field_per_city(farm_rule)
    return per_city * cities, f"{per_city}×{_cities(cities)} = {per_city * cities}"


def _state(f: Feature) -> str:
    if f.type == "field":
        return _("field at game end")
    # the context is the feature type: Czech agrees with its gender (město dokončeno, cesta dokončena,
    # klášter dokončen, zahrada dokončena)
    if f.complete:
        return {
            "city": T.pgettext("city", "completed"),
            "road": T.pgettext("road", "completed"),
            "monastery": T.pgettext("monastery", "completed"),
            "garden": T.pgettext("garden", "completed"),
        }[f.type]
    return {
        "city": T.pgettext("city", "unfinished at game end"),
        "road": T.pgettext("road", "unfinished at game end"),
        "monastery": T.pgettext("monastery", "unfinished at game end"),
        "garden": T.pgettext("garden", "unfinished at game end"),
    }[f.type]


def _strengths(f: Feature) -> dict[str, int]:
    return {p: strength(figs) for p, figs in f.figures.items()}


def _standing(strengths: dict[str, int], winners: list[str]) -> str:
    shown = ", ".join(f"{p} {s}" for p, s in strengths.items())
    if not winners:
        return _("strength {shown}: nobody scores").format(shown=shown or _("none"))
    if len(winners) > 1:
        return _("strength {shown}: tie, {players} score").format(shown=shown, players=join(winners))
    return _("strength {shown}: {player} scores").format(shown=shown, player=winners[0])


def score_feature(f: Feature, options: Options) -> tuple[dict[str, Row], str]:
    """Score a city, road, monastery, garden, or a field under ``per_field_3``.

    The players with the highest strength score the full value (ties all
    score); a pig adds 1 per completed city for its owner if they score the
    field (reference ``traders_and_builders.pig``). Players who lose get a 0 row.

    :returns: ``({player: row}, explanation line)`` for every player with figures in it.
    """
    value, how = feature_value(f, options)

    def pay(player: str, figs: dict[str, int]) -> tuple[int, str]:
        if not figs.get("pig"):
            return value, how
        bonus = pig_bonus(f.completed_cities or 0)
        return value + bonus, _("{how}, +{bonus} pig").format(how=how, bonus=bonus)

    strengths = _strengths(f)
    winners = majority(strengths)
    line = _("{feature} ({state}): worth {how}; {standing}").format(
        feature=f.label, state=_state(f), how=how, standing=_standing(strengths, winners)
    )
    return _majority_rows(f, strengths, winners, pay), line


def _majority_rows(
    f: Feature, strengths: dict[str, int], winners: list[str], pay: Callable[[str, dict[str, int]], tuple[int, str]]
) -> dict[str, Row]:
    """A row for every player with figures in ``f``: ``pay(player, figures)`` for the winners, 0 for the others."""
    rows = {}
    for player, figs in f.figures.items():
        if player in winners:
            vp, reason = pay(player, figs)
            tie = " " + _("(tie)") if len(winners) > 1 else ""
            rows[player] = Row(f.label, vp, f"{_state(f)}: {reason}{tie}")
        else:
            rows[player] = Row(
                f.label,
                0,
                _("{state}, lost the majority ({standing})").format(
                    state=_state(f), standing=_standing(strengths, winners)
                ),
            )
    return rows


#: The Czech rulebook's list of when the fairy pays its 3 points (*Princezna a drak*, *Víla*).
CZECH_FAIRY_LIST = "(město, cesta, klášter během hry a louka na konci hry)"


def fairy_unpaid(f: Feature, options: Options) -> bool:
    """Whether the fairy stands in ``f`` but pays nothing: an unfinished city, road, monastery or
    garden at game end under ``fairy_unfinished: false`` (fields at game end always pay)."""
    return bool(f.fairy) and not options.fairy_unfinished and f.type != "field" and not f.complete


def fairy_rows(f: Feature, options: Options | None = None) -> dict[str, Row]:
    """The fairy's 3 points for the owner of the meeple it stands next to in ``f``.

    Paid whenever the feature is scored, during the game or at game end, fields
    included, whether or not the owner wins it and even if it pays 0; a large
    meeple still gets 3 (Czech rulebook of *Princezna a drak*, *Víla*: "hráč, jehož
    figurka stojí na políčku s vílou, dostane tři body, nezávisle na tom, kolik bodů již
    získal"; JCloisterZone ``FairyCapability.appendFiguresBonusPoints``, which pays it for
    every feature scored, final scoring included; its tests "A fairy bonus is warded to inn
    road at the end"). An unfinished feature at game end pays it unless
    ``options.fairy_unfinished`` is off (:func:`fairy_unpaid`).

    :returns: ``{player: row}`` (one player at most).
    """
    if options is not None and fairy_unpaid(f, options):
        return {}
    bonus = points().fairy_feature
    return {
        p: Row(
            _("Fairy: {feature}").format(feature=f.label),
            bonus,
            _("the fairy stood next to {player}'s meeple when it was scored").format(player=p),
        )
        for p in f.fairy
    }


def once_per_city_credits(
    fields: Iterable[Feature], winners: dict[int, list[str]], completed: set[str]
) -> dict[tuple[str, int], list[str]]:
    """Farm rule ``once_per_city_3``: which completed cities each player collects from which field.

    A player collects each completed city bordering a field they win at most
    once (GRACEFULBOOT, "2nd edition"). A city bordering several won fields is
    credited to the first of them with that player's pig, else the first in
    record order, so a pig always adds its point for that city (our reading;
    no source combines this rule with pigs).

    :param winners: ``{field index: players who win that field}``.
    :param completed: names of the completed cities.
    :returns: ``{(player, field index): [city names credited there]}``.
    """
    fields = list(fields)
    credits: dict[tuple[str, int], list[str]] = {}
    players = {p for w in winners.values() for p in w}
    for player in sorted(players):
        won = [f for f in fields if player in winners[f.index]]
        won.sort(key=lambda f: (not f.figures[player].get("pig"), f.index))
        taken: set[str] = set()
        for f in won:
            new = [c for c in f.cities or () if c in completed and c not in taken]
            taken.update(new)
            credits[(player, f.index)] = new
    return credits


def per_city_majorities(
    fields: Iterable[Feature], completed: list[str]
) -> list[tuple[str, dict[str, int], list[str], set[str]]]:
    """Farm rule ``per_city_4``: per completed city, the farmer strength of every player
    over all fields touching it, the winners, and the players with a pig in one of those fields.

    Source: GRACEFULBOOT, JEFFTK (original rule, 4 per city to the most farmers).

    :param completed: completed city names, in record order.
    :returns: ``[(city, {player: strength}, winners, pig owners)]`` for cities touched by a field with figures.
    """
    fields = list(fields)
    out = []
    for city in completed:
        touching = [f for f in fields if city in (f.cities or ())]
        strengths: dict[str, int] = {}
        pigs: set[str] = set()
        for f in touching:
            for player, figs in f.figures.items():
                strengths[player] = strengths.get(player, 0) + strength(figs)
                if figs.get("pig"):
                    pigs.add(player)
        if strengths:
            out.append((city, strengths, majority(strengths), pigs))
    return out


def goods_rows(players: list[str], tokens: dict[str, dict[str, int]]) -> tuple[Rows, list[str]]:
    """Traders & Builders goods at game end: 10 per type to the player(s) with most tokens (at least 1).

    :param tokens: ``{player: {"wine": n, "grain": n, "cloth": n}}``.
    :returns: rows for players holding tokens, and explanation lines.
    """
    rows: Rows = {p: [] for p in players}
    lines = []
    for kind in rules_data().goods:
        counts = {p: tokens[p].get(kind, 0) for p in players}
        winners = goods_winners(counts)
        if not winners:
            continue
        bonus = points().goods_majority
        name = goods_name(kind)
        held = ", ".join(f"{p} {n}" for p, n in counts.items() if n)
        lines.append(f"{name}: {held} → {'/'.join(winners)} {bonus}")
        for p, n in counts.items():
            if n:
                won = p in winners
                if won:
                    why = _("most") + (" " + _("(tie)") if len(winners) > 1 else "")
                else:
                    why = _("fewer than {players}").format(players="/".join(winners))
                count = ngettext("{n} token", "{n} tokens", n).format(n=n)
                rows[p].append(Row(name.capitalize(), bonus if won else 0, f"{count}: {why}"))
    return rows, lines


def score_game(game: GameRecord) -> ScoreResult:
    """Total a checked record: outside points, fairy turn points, features, fields, goods.

    :returns: a :class:`ScoreResult` (unit ``points``; no tie-break: tied players share the win).
    """
    names = game.names
    rows: Rows = {p: [] for p in names}
    lines: list[str] = []
    for player in game.players:
        if player.points:
            rows[player.name].append(Row(_("Other points"), player.points, _("points scored outside this record")))
        if player.fairy_turn_points:
            each = points().fairy_turn
            n = player.fairy_turn_points
            rows[player.name].append(
                Row(
                    _("Fairy turn points"),
                    each * n,
                    ngettext(
                        "{each}×{n} turn begun with the fairy next to a meeple",
                        "{each}×{n} turns begun with the fairy next to a meeple",
                        n,
                    ).format(each=each, n=n),
                )
            )
    opts = game.options
    completed_cities = [f.name for f in game.features if f.type == "city" and f.complete and f.name]
    fields = [f for f in game.features if f.type == "field"]
    field_winners = {f.index: majority(_strengths(f)) for f in fields}
    credits = (
        once_per_city_credits(fields, field_winners, set(completed_cities))
        if opts.farm_rule == "once_per_city_3"
        else {}
    )
    for f in game.features:
        if f.type != "field" or opts.farm_rule == "per_field_3":
            feature_rows, line = score_feature(f, opts)
        elif opts.farm_rule == "once_per_city_3":
            feature_rows, line = _once_per_city_rows(f, field_winners[f.index], credits)
        else:
            feature_rows, line = (
                {},
                _("{feature}: scored per city below (farm rule per_city_4)").format(feature=f.label),
            )
        lines.append(line)
        for p, row in feature_rows.items():
            rows[p].append(row)
        for p, row in fairy_rows(f, opts).items():
            rows[p].append(row)
            lines.append("  " + _("fairy next to {player}'s meeple: +{n}").format(player=p, n=row.points))
    if opts.farm_rule == "per_city_4":
        _add_per_city_rows(rows, lines, fields, completed_cities)
    goods, goods_lines = goods_rows(names, {p.name: p.goods for p in game.players})
    for p in names:
        rows[p] += goods[p]
    lines += goods_lines
    players = [PlayerScore(p, rows[p]) for p in names]
    outcome = decide(players, unit="points")  # no tie-break: tied players share the win
    if game.in_progress:
        reason = _("so far: {reason}").format(reason=outcome.reason)
        outcome = Standing(outcome.winners, outcome.shared, reason, outcome.tie_break)
    title = _(TITLE_IN_PROGRESS) if game.in_progress else _(TITLE_FINAL)
    return ScoreResult(
        "carcassonne",
        title,
        players,
        list(outcome.winners),
        unit="points",
        tie_break=outcome.tie_break.text if outcome.tie_break else None,
        assumptions=assumptions(game),
        explanation=lines,
        outcome=outcome,
    )


def _once_per_city_rows(
    f: Feature, winners: list[str], credits: dict[tuple[str, int], list[str]]
) -> tuple[dict[str, Row], str]:
    per_city = field_per_city("once_per_city_3")

    def pay(player: str, figs: dict[str, int]) -> tuple[int, str]:
        new = credits[(player, f.index)]
        vp = per_city * len(new)
        cities = ngettext("{n} city not yet collected", "{n} cities not yet collected", len(new)).format(n=len(new))
        reason = f"{per_city}×{cities}"
        if new:
            reason += f" ({', '.join(new)})"
        if figs.get("pig") and new:
            vp += pig_bonus(len(new))
            reason = _("{how}, +{bonus} pig").format(how=reason, bonus=pig_bonus(len(new)))
        return vp, f"{reason} = {vp}"

    strengths = _strengths(f)
    rows = _majority_rows(f, strengths, winners, pay)
    return rows, _("{feature}: cities {cities}; {standing}").format(
        feature=f.label, cities=", ".join(f.cities or ()) or _("none"), standing=_standing(strengths, winners)
    )


def _add_per_city_rows(rows: Rows, lines: list[str], fields: list[Feature], completed: list[str]) -> None:
    per_city = field_per_city("per_city_4")
    for city, strengths, winners, pigs in per_city_majorities(fields, completed):
        shown = city if city.split()[0].lower() == display("city").lower() else f"{display('city')} {city}"
        label = _("Farmers at {city}").format(city=shown)
        standing = _standing(strengths, winners)
        lines.append(_("{label}: farmers in all fields touching it, {standing}").format(label=label, standing=standing))
        for player in strengths:
            if player not in winners:
                rows[player].append(Row(label, 0, _("lost the farmer majority ({standing})").format(standing=standing)))
                continue
            vp, reason = per_city, _("most farmers around a completed city: {n}").format(n=per_city)
            if player in pigs:
                vp, reason = vp + pig_bonus(1), _("{how}, +{bonus} pig").format(how=reason, bonus=pig_bonus(1))
            rows[player].append(Row(label, vp, reason + (" " + _("(tie)") if len(winners) > 1 else "")))


def assumptions(game: GameRecord) -> list[str]:
    """The rule readings this result depended on (options first); a reading that changed nothing is left out.

    - the farm rule, when the record has a field;
    - the tiny-city rule, when a completed 2-tile city without a cathedral is scored;
    - the fairy placement and the fairy's points, when the fairy scored;
    - ties and the large meeple, when a feature was tied or a large meeple stood in one;
    - the readings of ours for the older farm rules, when they applied.
    """
    o = game.options
    fields = [f for f in game.features if f.type == "field"]
    fairy_features = [f for f in game.features if f.fairy]
    fairy_turns = any(p.fairy_turn_points for p in game.players)
    tiny = any(
        f.type == "city" and f.complete and not f.cathedral and f.tiles == points().tiny_city_tiles
        for f in game.features
    )
    tied = any(len(majority(_strengths(f))) > 1 for f in game.features)
    large = any(figs.get("large") for f in game.features for figs in f.figures.values())
    out = []
    if fields:
        out.append(
            _("farm rule {rule}: {text}").format(rule=o.farm_rule, text=option_choices("farm_rules")[o.farm_rule])
        )
    if tiny:
        out.append(
            _("tiny_city_2 on: a completed 2-tile city pays 1 per tile and 1 per pennant (original 1st-edition rule)")
            if o.tiny_city_2
            else _("tiny_city_2 off: a completed 2-tile city pays 2 per tile and pennant like any city")
        )
    if fairy_features:
        text = option_choices("fairy_placements")[o.fairy_placement]
        out.append(_("fairy placement {placement}: {text}").format(placement=o.fairy_placement, text=text))
    if fairy_features or fairy_turns:
        out.append(
            _(
                "the fairy pays 3 to its meeple's owner whenever that feature is scored, fields included, won or "
                "lost, even when it pays 0, and 1 at the start of its owner's turn (Czech rulebook of Princezna a "
                "drak, section Víla; JCloisterZone)"
            )
        )
    if tied:
        out.append(_("players tied for the most strength all score in full"))
    if large:
        out.append(_("a large meeple counts 2 for the majority and adds no points"))
    if o.farm_rule == "per_city_4" and any(f.fairy for f in fields):
        out.append(_("farm rule per_city_4: a fairy next to a farmer still pays 3 at final scoring (our reading)"))
    if o.farm_rule == "once_per_city_3" and any(figs.get("pig") for f in fields for figs in f.figures.values()):
        out.append(
            _(
                "farm rule once_per_city_3 with pigs: a city is collected from the player's pig field first "
                "(our reading)"
            )
        )
    unfinished = ", ".join(f.label for f in fairy_features if f.type != "field" and not f.complete)
    if unfinished and o.fairy_unfinished:
        out.append(
            _(
                "the fairy's 3 points are paid for {features}, unfinished at game end (as JCloisterZone does); the "
                "Czech rulebook lists {quote}, which may mean only fields at game end: option fairy_unfinished false "
                "(show --no-fairy-unfinished) reads it so"
            ).format(features=unfinished, quote=CZECH_FAIRY_LIST)
        )
    elif unfinished:
        out.append(
            _(
                "fairy_unfinished false: no fairy points for {features}, unfinished at game end (the Czech rulebook "
                "lists {quote}; JCloisterZone pays them)"
            ).format(features=unfinished, quote=CZECH_FAIRY_LIST)
        )
    if o.fairy_placement == "on_tile" and fairy_features:
        out.append(
            _(
                "fairy on_tile: a feature scored pays the fairy's 3 once, to the one follower named on its tile "
                "(JCloisterZone pays the first follower it finds there; the Czech rulebook: 'hráč, jehož figurka "
                "stojí na políčku s vílou, dostane tři body'); the turn point is 1 however many followers share "
                "the tile"
            )
        )
    if game.in_progress:
        out.append(_("game in progress: only what the record holds so far is scored"))
    return out


def score_record(record: dict[str, Any]) -> ScoreResult:
    """Check and score a Carcassonne record (see :mod:`.record` for its shape).

    :raises RecordError: a field of the wrong shape, unknown feature type or option.
    :raises RuleError: the record breaks a rule (see :func:`.record.parse_record`).
    """
    return score_game(parse_record(record))
