"""Blue Moon City data: peoples (card colours), buildings and rule numbers.

The JSON files live in ``cards_data/bluemoon/`` and are validated with msgspec
when first loaded (:func:`peoples`, :func:`buildings`, :func:`rules`); a broken
file raises :class:`~scorer.core.errors.RecordError` naming the file and field.
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import Annotated, Any, Optional

import msgspec

from scorer.core.errors import RecordError
from scorer.core.records import convert

#: A count typed by a player: a whole number, never negative.
Count = Annotated[int, msgspec.Meta(ge=0)]


class Reward(msgspec.Struct, forbid_unknown_fields=True):
    """A building reward: crystals, dragon scales and cards (each a count >= 0)."""

    crystals: Count = 0
    scales: Count = 0
    cards: Count = 0

    def __add__(self, other: Reward) -> Reward:
        return Reward(self.crystals + other.crystals, self.scales + other.scales, self.cards + other.cards)

    def to_json(self) -> dict[str, int]:
        return {"crystals": self.crystals, "scales": self.scales, "cards": self.cards}

    def text(self) -> str:
        """``"1 crystal, 2 scales"`` (``"nothing"`` when empty)."""
        parts = [f"{n} {word if n == 1 else word + 's'}" for n, word in
                 ((self.crystals, "crystal"), (self.scales, "scale"), (self.cards, "card")) if n]
        return ", ".join(parts) or "nothing"


class Box(msgspec.Struct, forbid_unknown_fields=True):
    """A printed box: its colour (``"black"`` … or ``"any"`` on the Royal Palace) and value."""

    colour: str
    value: Annotated[int, msgspec.Meta(ge=1)]


class People(msgspec.Struct, forbid_unknown_fields=True):
    id: str
    name: str
    colour: str
    aliases: list[str]
    values: list[int]
    powers: dict[str, str]


class Building(msgspec.Struct, forbid_unknown_fields=True):
    """A tile; ``boxes``/``majority``/``participation`` are ``None`` where unknown."""

    id: str
    name: str
    aliases: list[str]
    colour: Optional[str]
    boxes: Optional[list[Box]]
    majority: Optional[Reward]
    participation: Optional[Reward]
    neighbourhood: Reward
    source: str


class Table(msgspec.Struct, forbid_unknown_fields=True):
    players: int
    scale_supply: int
    offerings_to_win: int


class Space(msgspec.Struct, forbid_unknown_fields=True):
    cost: int
    grey: bool


class Surcharge(msgspec.Struct, forbid_unknown_fields=True):
    value: int
    extra: int


class ScaleAwards(msgspec.Struct, forbid_unknown_fields=True):
    sole_leader: int
    tied_leader: int
    other: int
    minimum_scales: int


class Recolour(msgspec.Struct, forbid_unknown_fields=True):
    value: int
    cards: int
    one_colour: bool


class Rules(msgspec.Struct, forbid_unknown_fields=True):
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


def _load(name: str, typ: Any, key: str | None = None) -> Any:
    where = f"cards_data/bluemoon/{name}"
    try:
        raw = json.loads(resources.files("cards_data").joinpath("bluemoon", name).read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as e:
        raise RecordError(f"cannot read the game data ({e.__class__.__name__}): reinstall scorer", where) from None
    if key is not None:
        raw = raw.get(key) if isinstance(raw, dict) else None
        where += f": $.{key}"
    return convert(raw, typ, where=where)


@cache
def peoples() -> tuple[People, ...]:
    """The eight peoples, validated (``cards_data/bluemoon/peoples.json``)."""
    return tuple(_load("peoples.json", list[People], "peoples"))


@cache
def buildings() -> tuple[Building, ...]:
    """The 21 base-game tiles, validated (``cards_data/bluemoon/buildings.json``)."""
    return tuple(_load("buildings.json", list[Building], "buildings"))


@cache
def rules() -> Rules:
    """The rule numbers, validated (``cards_data/bluemoon/rules.json``)."""
    return _load("rules.json", Rules)
