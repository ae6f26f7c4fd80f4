"""Carcassonne scoring values, names and box contents, read from ``cards_data/carcassonne/rules.json``.

The file is read by the core loader (:func:`scorer.core.data.load_data`) when
first used; a broken data file is one line naming the file and the field
(:class:`~scorer.core.data.DataError`).
"""

from __future__ import annotations

from functools import cache

import msgspec

from scorer.core.i18n import translations
from scorer.core.names import NameMatcher
from scorer.core.table import Limit

T = translations("carcassonne")
_, ngettext = T.gettext, T.ngettext


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


class Name(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """A name in English and Czech, and other spellings accepted when typed.

    :ivar cs: the Czech name, or ``None`` when it has none (the English one is shown then).
    """

    en: str
    cs: str | None = None
    aliases: list[str] = msgspec.field(default_factory=list)

    def shown(self) -> str:
        """The name in the output language (:func:`scorer.core.i18n.shown_name`)."""
        from scorer.core.i18n import shown_name

        return shown_name(self.en, self.cs)

    def spellings(self) -> list[str]:
        """Every spelling, the output language's first (:func:`scorer.core.i18n.spellings`)."""
        from scorer.core.i18n import spellings

        return spellings(self.en, self.cs, self.aliases)


class Figure(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """A figure kind: its names, strength for majorities, how many one player owns, where it may stand."""

    names: Name
    strength: int
    most: int | None
    on: list[str]


class Box(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """One box of tiles: its land tiles and pennants, and the option that says it is in play.

    :ivar option: the record option that brings it into play (``"inns_and_cathedrals"``);
        ``None``: always counted (the sheet does not ask).
    """

    name: str
    tiles: int
    pennants: int
    option: str | None
    name_cs: str | None = None

    def shown(self) -> str:
        """The box's title in the output language."""
        from scorer.core.i18n import shown_name

        return shown_name(self.name, self.name_cs)


class RulesData(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """The whole ``rules.json`` (keys starting with ``_`` are comments)."""

    points: Points
    feature_types: dict[str, Name]
    figures: dict[str, Figure]
    goods: dict[str, Name]
    completed_city_min_tiles: int
    #: Features that hold one figure at most (monastery, garden): see ``_one_figure_on`` in the file.
    one_figure_on: list[str]
    goods_in_box: dict[str, int]
    boxes: dict[str, Box]
    farm_rules: dict[str, Name]
    fairy_placements: dict[str, Name]


@cache
def rules_data() -> RulesData:
    """Load and validate ``cards_data/carcassonne/rules.json`` (once).

    :raises DataError: the file is missing, is not JSON, or has a field of the wrong shape.
    """
    from scorer.core.data import load_data

    return load_data("carcassonne", "rules.json", RulesData)


def points() -> Points:
    """The point values."""
    return rules_data().points


def feature_matcher() -> NameMatcher:
    """Feature types by English or Czech name (``"město"`` → ``city``), shown in the output language."""
    return NameMatcher({k: n.spellings() for k, n in rules_data().feature_types.items()}, kind=_("feature type"))


def figure_matcher() -> NameMatcher:
    """Figure kinds by name (``"velká"`` → ``large``), shown in the output language."""
    return NameMatcher({k: f.names.spellings() for k, f in rules_data().figures.items()}, kind=_("figure"))


def goods_matcher() -> NameMatcher:
    """Goods types by name (``"víno"`` → ``wine``), shown in the output language."""
    return NameMatcher({k: n.spellings() for k, n in rules_data().goods.items()}, kind=_("goods type"))


def display(feature_type: str) -> str:
    """A feature type's name in the output language (``"city"`` → ``"City"``, Czech ``"Město"``)."""
    return rules_data().feature_types[feature_type].shown()


def figure_name(kind: str) -> str:
    """A figure kind's name in the output language (``"large"`` → ``"large meeple"``, Czech ``"velká figurka"``)."""
    return rules_data().figures[kind].names.shown()


def goods_name(kind: str) -> str:
    """A goods type's name in the output language (``"wine"`` → ``"Wine"``, Czech ``"víno"``)."""
    return rules_data().goods[kind].shown()


def _in_play(inns_and_cathedrals: bool) -> list[Box]:
    return [b for b in rules_data().boxes.values() if b.option is None or inns_and_cathedrals]


def tiles_in_play(inns_and_cathedrals: bool = True) -> Limit:
    """The most tiles a feature can cover: every land tile of the boxes in play.

    Base game 72, River 12, Traders & Builders 24, The Princess & the Dragon 30,
    and Inns & Cathedrals 18 when in play (``boxes`` in ``rules.json``, with sources).

    :returns: a :class:`~scorer.core.table.Limit` of 138 (156 with Inns & Cathedrals) that says why.
    """
    boxes = _in_play(inns_and_cathedrals)
    total = sum(b.tiles for b in boxes)
    parts = " + ".join(f"{b.tiles} {b.shown()}" for b in boxes)
    return Limit(total, _("the tiles in play: {parts} = {total}").format(parts=parts, total=total))


def pennants_in_play(inns_and_cathedrals: bool = True) -> Limit:
    """The most pennants a city can have: every pennant of the boxes in play (12, 15 with Inns & Cathedrals).

    Source: WikiCarpedia *Tile Counts* (``boxes`` in ``rules.json``).
    """
    boxes = [b for b in _in_play(inns_and_cathedrals) if b.pennants]
    total = sum(b.pennants for b in boxes)
    parts = " + ".join(f"{b.pennants} {b.shown()}" for b in boxes)
    return Limit(total, _("the pennants in play: {parts} = {total}").format(parts=parts, total=total))
