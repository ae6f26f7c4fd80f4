"""Simurgh's fixed data: resources, the two variants and objective tiles #73–#84.

The numbers live in ``cards_data/simurgh/simurgh.json`` (read from the Czech
rulebook, seed ``004_84ecc704dd3fbff6.txt``: p.6 resource limits, p.11 end of
game and scoring, appendix 03 objective tiles). This module validates that file
with msgspec when it is first loaded, so a broken data file fails loudly.
"""

from __future__ import annotations

import functools
import json
from importlib import resources
from typing import Literal, Optional

import msgspec

from scorer.core.names import NameMatcher

#: What a tile whose count the tool can work out itself counts.
CountFrom = Literal["ability_tokens", "vegetables_plus_meat"]


class Resource(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A resource kind: ``key`` used in records (the English plural), English name, Czech/other spellings.

    :ivar one: how results name one of it (``"1 vegetable"``, ``"1 weapon"``, ``"1 meat"``).
    """

    key: str
    en: str
    one: str
    aliases: list[str]

    def amount(self, n: int) -> str:
        """``"1 vegetable"``, ``"2 vegetables"``, ``"3 stone"``."""
        return f"{n} {self.one if n == 1 else self.key}"


class Band(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """One row of the Dragonlord leftover table: ``least`` resources or more give ``pp``."""

    least: int
    pp: int


class Leftover(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """How leftover resources score: ``per`` resources → 1 PP, or a ``bands`` table."""

    per: Optional[int] = None
    bands: list[Band] = []


class Variant(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A game variant (Spearman / Dragonlord).

    :ivar resource_limit: most resources a player may keep (seed p.6).
    :ivar leftover_text: the leftover rule in words, printed with results.
    """

    key: str
    en: str
    resource_limit: int
    leftover: Leftover
    aliases: list[str]
    leftover_text: str


class Tile(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """An objective tile: its number and the PP for 1st/2nd/3rd place (``None`` = nothing).

    :ivar count_from: for #83/#84, what the tile counts; ``None`` when the
        condition is a picture of dragon types that players count themselves.
    """

    number: int
    pp: tuple[int, int, Optional[int]]
    condition: Optional[str]
    condition_cs: Optional[str]
    count_from: Optional[CountFrom]


class SimurghData(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """The whole data file."""

    source: str
    resources: list[Resource]
    variants: list[Variant]
    objective_tiles: list[Tile]


def _check(data: SimurghData) -> SimurghData:
    """Cross-field checks msgspec cannot express.

    :raises ValueError: a variant has both or neither leftover rule, bands that
        do not start at 0 or do not rise, or tile numbers repeat.
    """
    for v in data.variants:
        if (v.leftover.per is None) == (not v.leftover.bands):
            raise ValueError(f"simurgh data: variant {v.key} needs exactly one of leftover.per / leftover.bands")
        least = [b.least for b in v.leftover.bands]
        if least and (least[0] != 0 or least != sorted(set(least))):
            raise ValueError(f"simurgh data: variant {v.key} bands must start at 0 and rise")
    numbers = [t.number for t in data.objective_tiles]
    if len(set(numbers)) != len(numbers):
        raise ValueError("simurgh data: objective tile numbers repeat")
    return data


@functools.cache
def load() -> SimurghData:
    """Read and validate ``cards_data/simurgh/simurgh.json`` (cached).

    :raises msgspec.ValidationError: the file does not match the schema.
    :raises ValueError: a cross-field check fails (see :func:`_check`).
    """
    text = resources.files("cards_data").joinpath("simurgh/simurgh.json").read_text(encoding="utf-8")
    return _check(msgspec.convert(json.loads(text), SimurghData, strict=True))


def tiles() -> dict[int, Tile]:
    """Objective tiles by number."""
    return {t.number: t for t in load().objective_tiles}


def variants() -> dict[str, Variant]:
    """Variants by key (``spearman``, ``dragonlord``)."""
    return {v.key: v for v in load().variants}


@functools.cache
def resource_matcher() -> NameMatcher:
    """Resource names in English or Czech → resource key."""
    return NameMatcher({r.key: [r.en, *r.aliases] for r in load().resources}, kind="resource")


@functools.cache
def variant_matcher() -> NameMatcher:
    """Variant names in English or Czech → variant key."""
    return NameMatcher({v.key: [v.en, *v.aliases] for v in load().variants}, kind="variant")


def resource_amount(n: int, key: str) -> str:
    """``n`` of the resource ``key`` in words, singular for one (``"1 weapon"``, ``"2 weapons"``)."""
    return next(r for r in load().resources if r.key == key).amount(n)


def resource_keys() -> list[str]:
    """The six resource keys in rulebook order."""
    return [r.key for r in load().resources]
