"""Blue Moon City data: peoples (card colours), buildings, rule numbers and what the box holds.

The JSON files live in ``cards_data/bluemoon/`` and are read by the core loader
(:func:`scorer.core.data.load_data`) when first used: a broken file is one line
naming the file and the field (:class:`~scorer.core.data.DataError`).
"""

from __future__ import annotations

from functools import cache
from typing import Annotated

import msgspec

from scorer.core.data import load_data
from scorer.core.table import Limit

#: The largest count a record may hold: 9 digits, as at the prompt and on the command line
#: (:func:`scorer.core.entry.parse_int`).
MAX_COUNT = 999_999_999

#: A count typed by a player: a whole number, never negative, at most 9 digits.
Count = Annotated[int, msgspec.Meta(ge=0, le=MAX_COUNT)]


class Reward(msgspec.Struct, forbid_unknown_fields=True):
    """A building reward: crystals, dragon scales and cards (each a count >= 0)."""

    crystals: Count = 0
    scales: Count = 0
    cards: Count = 0

    def __add__(self, other: Reward) -> Reward:
        return Reward(self.crystals + other.crystals, self.scales + other.scales, self.cards + other.cards)

    def to_json(self) -> dict[str, int]:
        """``{"crystals", "scales", "cards"}``."""
        return {"crystals": self.crystals, "scales": self.scales, "cards": self.cards}

    def text(self) -> str:
        """``"1 crystal, 2 scales"`` (``"nothing"`` when empty), in the output language."""
        from .lang import _, ngettext

        parts = []
        if self.crystals:
            parts.append(ngettext("{n} crystal", "{n} crystals", self.crystals).format(n=self.crystals))
        if self.scales:
            parts.append(ngettext("{n} scale", "{n} scales", self.scales).format(n=self.scales))
        if self.cards:
            parts.append(ngettext("{n} card", "{n} cards", self.cards).format(n=self.cards))
        return ", ".join(parts) or _("nothing")


class Box(msgspec.Struct, forbid_unknown_fields=True):
    """A printed box: its colour (``"black"`` … or ``"any"`` on the Royal Palace) and value."""

    colour: str
    value: Annotated[int, msgspec.Meta(ge=1)]


class People(msgspec.Struct, forbid_unknown_fields=True):
    """One of the eight peoples: a card colour, its card values and powers."""

    id: str
    name: str
    colour: str
    aliases: list[str]
    values: list[int]
    powers: dict[str, str]
    cs: str | None = None
    #: The Czech colour (Czech rulebook pp.5-7): feminine ("černá", a card), accusative ("černou"), masculine
    #: ("černý", a box).
    cs_colour: list[str] = []


class Building(msgspec.Struct, forbid_unknown_fields=True):
    """A tile; ``boxes``/``majority``/``participation`` are ``None`` where unknown."""

    id: str
    name: str
    aliases: list[str]
    colour: str | None
    boxes: list[Box] | None
    majority: Reward | None
    participation: Reward | None
    neighbourhood: Reward
    source: str
    cs: str | None = None  # the name shown in Czech: the rulebook's (Dvůr, Palác) or our translation (see "about")


class Table(msgspec.Struct, forbid_unknown_fields=True):
    """The numbers that depend on the player count (scale supply, offerings to win)."""

    players: int
    scale_supply: int
    offerings_to_win: int


class Space(msgspec.Struct, forbid_unknown_fields=True):
    """One obelisk space: its cost in crystals, and whether it is grey (unused with 2 players)."""

    cost: int
    grey: bool


class Surcharge(msgspec.Struct, forbid_unknown_fields=True):
    """The extra crystals a Pillar card's extra offering costs."""

    value: int
    extra: int


class ScaleAwards(msgspec.Struct, forbid_unknown_fields=True):
    """Crystals for the dragon-scale scoring."""

    sole_leader: int
    tied_leader: int
    other: int
    minimum_scales: int


class Recolour(msgspec.Struct, forbid_unknown_fields=True):
    """How many cards a Hoax power recolours."""

    value: int
    cards: int
    one_colour: bool


class Rules(msgspec.Struct, forbid_unknown_fields=True):
    """The rule numbers of ``rules.json``."""

    about: str
    tables: list[Table]
    obelisk_bottom_to_top: list[Space]
    grey_spaces_unused_with_players: int
    pillar_surcharge: list[Surcharge]
    scale_awards: ScaleAwards
    khind_wild_value: int
    mimix_pair_value: int
    mimix_pair_card_values: list[int]
    hoax_recolour_limit: list[Recolour]

    def table(self, players: int) -> Table:
        """The row for ``players`` (2-4); callers check the count first."""
        return next(t for t in self.tables if t.players == players)

    def obelisk_costs(self, players: int) -> list[int]:
        """Offering costs bottom to top; the grey spaces are dropped for the 2-player game."""
        skip = players == self.grey_spaces_unused_with_players
        return [s.cost for s in self.obelisk_bottom_to_top if not (skip and s.grey)]


class Bound(msgspec.Struct, forbid_unknown_fields=True):
    """A plausible range for a count, with where it comes from (a rulebook page, the box's contents)."""

    minimum: int
    maximum: int
    source: str
    source_cs: str = ""  # the source in Czech

    def cited(self) -> str:
        """The source in the output language."""
        from .lang import cite

        return cite(self.source, self.source_cs)

    @property
    def limit(self) -> Limit:
        """The upper bound as a core :class:`~scorer.core.table.Limit` (value and source)."""
        return Limit(self.maximum, self.cited())


class Note(msgspec.Struct, forbid_unknown_fields=True):
    """A limit that is a set rather than a number: only its source is data (the set comes from the tiles)."""

    source: str
    source_cs: str = ""

    def cited(self) -> str:
        """The source in the output language."""
        from .lang import cite

        return cite(self.source, self.source_cs)


class Layout(msgspec.Struct, forbid_unknown_fields=True):
    """The tiles set around the Courtyard in the standard layout (ids), with the source."""

    around_courtyard: list[str]
    source: str
    source_cs: str = ""

    def cited(self) -> str:
        """The source in the output language."""
        from .lang import cite

        return cite(self.source, self.source_cs)


class Limits(msgspec.Struct, forbid_unknown_fields=True):
    """What the box holds (``limits.json``): box values, boxes per tile, cards per people, neighbours, layout,
    and the scales and cards one reward can give (crystals have no limit: Czech rulebook p.4)."""

    box_value: Bound
    boxes_per_building: Bound
    cards_per_people: Bound
    neighbours: Bound
    reward_scales: Bound
    reward_cards: Bound
    standard_layout: Layout
    box_colours: Note


@cache
def peoples() -> tuple[People, ...]:
    """The eight peoples, validated (``cards_data/bluemoon/peoples.json``)."""
    return tuple(load_data("bluemoon", "peoples.json", list[People], "peoples"))


@cache
def buildings() -> tuple[Building, ...]:
    """The 21 base-game tiles, validated (``cards_data/bluemoon/buildings.json``)."""
    return tuple(load_data("bluemoon", "buildings.json", list[Building], "buildings"))


@cache
def rules() -> Rules:
    """The rule numbers, validated (``cards_data/bluemoon/rules.json``)."""
    return load_data("bluemoon", "rules.json", Rules)


@cache
def limits() -> Limits:
    """What the box holds, with sources (``cards_data/bluemoon/limits.json``)."""
    return load_data("bluemoon", "limits.json", Limits)


@cache
def box_colours() -> tuple[str, ...]:
    """Every colour a box can have: the tiles' colours in data order (no green: no Khind tile), and ``"any"``."""
    return tuple(dict.fromkeys(b.colour for b in buildings() if b.colour))


def player_range() -> tuple[int, int]:
    """``(fewest, most)`` players: the game's registry entry (2-4), the one place the range is written."""
    from scorer.core.registry import find

    game = find("bluemoon")
    return game.min_players, game.max_players
