"""Carcassonne's scoring rules as small pure functions.

All values are points (Carcassonne's only unit) and come from
``cards_data/carcassonne/rules.json``; each function names the rule's source in
``../shared/reference/carcassonne_scoring.json`` (ids such as ``WICA-IC`` are
that file's ``sources``). Seed ``003_f137e879d6c9b3dc.txt`` is the Czech
rulebook of *The Princess & the Dragon* (*Princezna a drak*).
"""

from __future__ import annotations

from collections.abc import Mapping

from .data import Rates, points, rules_data


def strength(figures: Mapping[str, int]) -> int:
    """A player's strength in one feature: the sum of their figures' strengths.

    :param figures: ``{"small": n, "large": n, "abbot": n, "pig": n}`` (missing kinds count 0).
    :returns: small meeple 1, large meeple 2, abbot 1, pig 0 each
        (reference ``figures``; JCZ-BIGF: the large meeple counts 2 for the
        majority and never adds points).
    """
    kinds = rules_data().figures
    return sum(kinds[k].strength * n for k, n in figures.items())


def majority(strengths: Mapping[str, int]) -> list[str]:
    """The players who score a feature: every player tied for the highest strength above 0.

    Tied players each score the full value; nothing is split (reference
    ``conventions.majority``, ``base_game.majority_and_ties``).

    :param strengths: ``{player: strength}``.
    :returns: the winners in the order given; empty when nobody has strength.
    """
    best = max(strengths.values(), default=0)
    return [p for p, s in strengths.items() if best > 0 and s == best]


def city_rates(complete: bool, cathedral: bool = False, tiny_city_2: bool = False, tiles: int = 0) -> tuple[int, int]:
    """Points per tile and per pennant of a city.

    - current rules: complete 2 + 2, incomplete at game end 1 + 1 (``base_game.city``);
    - with a cathedral (Inns & Cathedrals): complete 3 + 3, incomplete 0 + 0 (WICA-IC, PAPAGEEK-IC);
    - option ``tiny_city_2`` (original 1st edition): a *completed* city of exactly
      2 tiles pays 1 + 1 (GRACEFULBOOT, JCZT-TINY, JCZT-TINYCOA).

    :returns: ``(per_tile, per_pennant)``.
    """
    pts = points()
    rates = pts.cathedral_city if cathedral else pts.city
    if tiny_city_2 and complete and not cathedral and tiles == pts.tiny_city_tiles:
        rates = pts.tiny_city
    return _pick(rates, complete)


def road_rates(complete: bool, inn: bool = False) -> int:
    """Points per tile of a road: 1 complete or not; with an inn 2 complete, 0 incomplete.

    Sources: ``base_game.road`` (ADAMPSZ-RULES), ``inns_and_cathedrals.road_with_inn`` (WICA-IC, JCZT-INNS).
    """
    return _pick(points().inn_road if inn else points().road, complete)[0]


def _pick(rates: Rates, complete: bool) -> tuple[int, int]:
    if complete:
        return rates.complete_per_tile, rates.complete_per_pennant
    return rates.incomplete_per_tile, rates.incomplete_per_pennant


def cloister_value(neighbours: int) -> int:
    """A monastery's or garden's points: 9 when all 8 surrounding tiles are placed,
    else 1 for its own tile + 1 per surrounding tile present.

    Sources: ``base_game.monastery`` and ``base_game.garden`` (JCZT-MONASTERY: 9 / 4; JCZT-GARDEN).

    :param neighbours: surrounding tiles present, 0–8.
    :raises ValueError: ``neighbours`` outside 0–8 (records are checked before this).
    """
    pts = points()
    if not 0 <= neighbours <= pts.cloister_neighbours:
        raise ValueError(f"neighbours must be 0-{pts.cloister_neighbours}, got {neighbours}")
    if neighbours == pts.cloister_neighbours:
        return pts.cloister_complete
    return pts.cloister_own_tile + pts.cloister_per_neighbour * neighbours


def field_per_city(farm_rule: str) -> int:
    """Points a field's farmer majority earns per completed city under ``farm_rule``.

    ``per_field_3`` and ``once_per_city_3``: 3 (WICA-FARMERS, DIZED-FIELD, GRACEFULBOOT);
    ``per_city_4``: 4 (GRACEFULBOOT, JEFFTK).
    """
    return points().field_per_city[farm_rule]


def pig_bonus(cities: int) -> int:
    """A pig's extra points for its owner when they score the field: 1 per completed city.

    Source: ``traders_and_builders.pig`` (FANDOM-TB, WICA-TB-PIG, JCZT-PIG: 8 vs 6 on a 2-city field).
    """
    return points().pig_per_city * cities


def goods_winners(tokens: Mapping[str, int]) -> list[str]:
    """The players who score one goods type at game end: the most tokens, at least 1; ties all score.

    Source: ``traders_and_builders.trade_goods.game_end`` (PAPAGEEK-TB, WICA-TB,
    JCZ-TRADE; nobody scores a type no one holds).

    :param tokens: ``{player: tokens of this type}``.
    """
    return majority(tokens)
