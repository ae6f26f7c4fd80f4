"""Carcassonne scoring values and names, read from ``cards_data/carcassonne/rules.json``.

The file is validated with msgspec when first used; a broken data file is a
bug in the package, reported as :class:`~scorer.core.errors.RecordError`
naming the field.
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources

import msgspec

from scorer.core.names import NameMatcher
from scorer.core.records import convert


class Rates(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """Points per tile and per pennant, for a complete and an incomplete feature."""

    complete_per_tile: int
    complete_per_pennant: int
    incomplete_per_tile: int
    incomplete_per_pennant: int


class Points(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """Every point value the rules use (all in points, Carcassonne's only unit)."""

    city: Rates
    cathedral_city: Rates
    tiny_city: Rates
    tiny_city_tiles: int
    road: Rates
    inn_road: Rates
    cloister_complete: int
    cloister_own_tile: int
    cloister_per_neighbour: int
    cloister_neighbours: int
    field_per_city: dict[str, int]
    pig_per_city: int
    fairy_turn: int
    fairy_feature: int
    goods_majority: int


class Figure(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """A figure kind: its spellings, strength for majorities, how many one player owns, where it may stand."""

    names: list[str]
    strength: int
    most: int | None
    on: list[str]


class RulesData(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """The whole ``rules.json`` (keys starting with ``_`` are comments)."""

    points: Points
    feature_types: dict[str, list[str]]
    figures: dict[str, Figure]
    goods: dict[str, list[str]]
    completed_city_min_tiles: int
    goods_in_box: dict[str, int]
    farm_rules: dict[str, str]
    fairy_placements: dict[str, str]


@cache
def rules_data() -> RulesData:
    """Load and validate ``cards_data/carcassonne/rules.json`` (once).

    :raises RecordError: the file is missing a field or has a wrong type.
    """
    text = resources.files("cards_data").joinpath("carcassonne", "rules.json").read_text(encoding="utf-8")
    raw = {k: v for k, v in json.loads(text).items() if not k.startswith("_")}
    return convert(raw, RulesData, where="cards_data/carcassonne/rules.json: $")


def points() -> Points:
    """The point values."""
    return rules_data().points


@cache
def feature_matcher() -> NameMatcher:
    """Feature types by English or Czech name (``"město"`` → ``city``)."""
    return NameMatcher(rules_data().feature_types, kind="feature type")


@cache
def figure_matcher() -> NameMatcher:
    """Figure kinds by name (``"velká"`` → ``large``)."""
    return NameMatcher({k: f.names for k, f in rules_data().figures.items()}, kind="figure")


@cache
def goods_matcher() -> NameMatcher:
    """Goods types by name (``"víno"`` → ``wine``)."""
    return NameMatcher(rules_data().goods, kind="goods type")


def display(feature_type: str) -> str:
    """English display name of a feature type (``"city"`` → ``"City"``)."""
    return rules_data().feature_types[feature_type][0]
