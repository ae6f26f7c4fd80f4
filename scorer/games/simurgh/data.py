"""Simurgh's fixed data: resources, the two variants, the score track and objective tiles #73–#84.

The numbers live in ``cards_data/simurgh/simurgh.json`` (read from the Czech
rulebook, seed ``004_84ecc704dd3fbff6.txt``: p.2 box contents, p.6 resource
limits, p.11 end of game and scoring, appendix 03 objective tiles). It is read by the one core
loader (:func:`scorer.core.data.load_data`), so a broken data file is one line
naming the file and the field.
"""

from __future__ import annotations

import functools
from typing import Literal

import msgspec

from scorer.core.i18n import language, shown_name, spellings, translations
from scorer.core.names import NameMatcher
from scorer.core.table import Limit

T = translations("simurgh")
_, ngettext = T.gettext, T.ngettext

#: What a tile whose count the tool can work out itself counts.
CountFrom = Literal["ability_tokens", "vegetables_plus_meat"]

_FILE = "simurgh.json"


class Resource(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A resource kind: ``key`` used in records (the English plural), English name, Czech/other spellings.

    :ivar cs: the Czech name, as the rulebook's component list names the tokens (p.2).
    :ivar one: how results name one of it (``"1 vegetable"``, ``"1 weapon"``, ``"1 meat"``).
    """

    key: str
    en: str
    one: str
    aliases: list[str]
    cs: str | None = None


class Band(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """One row of the Dragonlord leftover table: ``least`` resources or more give ``pp``."""

    least: int
    pp: int


class Leftover(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """How leftover resources score: ``per`` resources → 1 PP, or a ``bands`` table."""

    per: int | None = None
    bands: list[Band] = []


class Variant(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A game variant (Spearman / Dragonlord).

    :ivar resource_limit: most resources a player may keep (Czech rulebook p.6).
    :ivar leftover_text: the leftover rule in words, printed with results (``leftover_text_cs`` in Czech).
    :ivar cs: the Czech name (Czech rulebook p.3: Kopiník, Pán draků).
    """

    key: str
    en: str
    resource_limit: int
    leftover: Leftover
    aliases: list[str]
    leftover_text: str
    cs: str | None = None
    leftover_text_cs: str | None = None

    @property
    def name(self) -> str:
        """The variant's name in the output language (``"Spearman"``, Czech ``"Kopiník"``)."""
        return shown_name(self.en, self.cs)

    @property
    def rule_text(self) -> str:
        """The leftover rule in words, in the output language."""
        return shown_name(self.leftover_text, self.leftover_text_cs)


class Track(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """The most PP a score track can plausibly show at game end.

    :ivar limit: the bound, in PP.
    :ivar why: the reason in a few words, shown with a refused answer (``why_cs`` in Czech).
    :ivar source: where the bound comes from, for people reading the data.
    """

    limit: int
    why: str
    source: str
    why_cs: str | None = None


class Bound(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """The most a count can be at game end, from what the box holds; ``limit`` ``None``: nothing bounds it.

    :ivar why: the reason in a few words, shown with a refused answer (``why_cs`` in Czech).
    :ivar source: how the bound follows from the rulebook, for people reading the data.
    :ivar shared: why the bound holds for the whole table together (the counted things are dragon cards,
        each held by one player); ``None``: it bounds each player alone.
    """

    limit: int | None
    why: str
    source: str
    shared: str | None = None
    why_cs: str | None = None


class Limits(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """Bounds of the counts a player gives (Czech rulebook p.2 box contents, p.11, appendix 02).

    :ivar ability_tokens: dragon ability tokens on one player's dragons.
    :ivar dragon_count: a count for tiles #73-#82 (dragons of the pictured types).
    :ivar custom_count: a custom objective's count (no bound: ``limit`` is ``None``).
    """

    ability_tokens: Bound
    dragon_count: Bound
    custom_count: Bound


class Box(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """What the box holds (Czech rulebook p.2), for people reading the data; the bounds are in :class:`Limits`."""

    dragon_cards: int
    objective_tiles: int
    ability_tokens: str
    resource_tokens: dict[str, int]
    source: str


class Tile(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """An objective tile: its number and the PP for 1st/2nd/3rd place (``None`` = nothing).

    :ivar count_from: for #83/#84, what the tile counts; ``None`` when the
        condition is a picture of dragon types that players count themselves.
    """

    number: int
    pp: tuple[int, int, int | None]
    condition: str | None
    condition_cs: str | None
    count_from: CountFrom | None


class SimurghData(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """The whole data file."""

    source: str
    resources: list[Resource]
    variants: list[Variant]
    box: Box
    limits: Limits
    score_track: Track
    objective_tiles: list[Tile]


def _check(data: SimurghData) -> SimurghData:
    """Cross-field checks msgspec cannot express.

    :raises DataError: a variant has both or neither leftover rule, bands that
        do not start at 0 or do not rise, a box bound without its number, or tile numbers repeat.
    """
    from scorer.core.data import data_problem

    for i, v in enumerate(data.variants):
        where = f"$.variants[{i}].leftover"
        if (v.leftover.per is None) == (not v.leftover.bands):
            raise data_problem("simurgh", _FILE, where, _("give exactly one of per / bands"))
        least = [b.least for b in v.leftover.bands]
        if least and (least[0] != 0 or least != sorted(set(least))):
            raise data_problem("simurgh", _FILE, f"{where}.bands", _("bands must start at 0 and rise"))
    for field in ("ability_tokens", "dragon_count"):
        if getattr(data.limits, field).limit is None:
            raise data_problem("simurgh", _FILE, f"$.limits.{field}.limit", _("give the bound (a whole number)"))
    numbers = [t.number for t in data.objective_tiles]
    if len(set(numbers)) != len(numbers):
        raise data_problem("simurgh", _FILE, "$.objective_tiles", _("tile numbers repeat"))
    return data


@functools.cache
def load() -> SimurghData:
    """Read and validate ``cards_data/simurgh/simurgh.json`` (cached).

    :raises DataError: the file is missing, not JSON, does not match the
        schema, or fails a cross-field check (see :func:`_check`).
    """
    from scorer.core.data import load_data

    return _check(load_data("simurgh", _FILE, SimurghData))


def tiles() -> dict[int, Tile]:
    """Objective tiles by number."""
    return {t.number: t for t in load().objective_tiles}


def variants() -> dict[str, Variant]:
    """Variants by key (``spearman``, ``dragonlord``)."""
    return {v.key: v for v in load().variants}


def track_limit() -> Limit:
    """The most PP the score track can show at game end, with why (see ``score_track`` in the data file)."""
    track = load().score_track
    return Limit(track.limit, shown_name(track.why, track.why_cs))


def token_limit() -> Limit:
    """The most dragon ability tokens one player can have at game end, with why (``limits`` in the data file)."""
    bound = load().limits.ability_tokens
    assert bound.limit is not None  # checked on load
    return Limit(bound.limit, shown_name(bound.why, bound.why_cs))


def dragon_count_limit() -> Limit:
    """The most a player's count for a tile #73-#82 can be (dragons of the pictured types: the box's 24)."""
    bound = load().limits.dragon_count
    assert bound.limit is not None  # checked on load
    return Limit(bound.limit, shown_name(bound.why, bound.why_cs))


def table_room(bound: Limit, held: list[tuple[str, int]], verb: str) -> Limit:
    """What is left of a bound the whole table shares when the players before hold theirs.

    :param held: ``[(name, count)]`` of the players before (players with 0 are not named).
    :param verb: what they do, in the plural: ``"count"`` (tile counts) or ``"have"`` (tokens).
    :returns: ``bound`` less their sum (never below 0), its source naming them:
        ``Limit(18, "24 dragon cards in the box (Czech rulebook p.2), and Ann and Ben count 6")``;
        ``bound`` itself when nobody before holds any.
    """
    from scorer.core.words import join

    named = [(name, n) for name, n in held if n > 0]
    if not named:
        return bound
    total = sum(n for _name, n in named)
    names = join([name for name, _n in named])
    if verb == "have":
        text = ngettext("{bound}, and {names} has {total}", "{bound}, and {names} have {total}", len(named))
    else:
        text = ngettext("{bound}, and {names} counts {total}", "{bound}, and {names} count {total}", len(named))
    return Limit(max(0, bound.value - total), text.format(bound=bound.source, names=names, total=total))


def custom_count_limit() -> Limit | None:
    """The most a custom objective's count can be: ``None``, nothing in the box bounds it (see the data file)."""
    bound = load().limits.custom_count
    return None if bound.limit is None else Limit(bound.limit, shown_name(bound.why, bound.why_cs))


def resource_matcher() -> NameMatcher:
    """Resource names in English or Czech → resource key (suggestions in the output language)."""
    return _resource_matcher(language())


@functools.cache
def _resource_matcher(lang: str) -> NameMatcher:
    matcher = {r.key: spellings(r.en, r.cs, r.aliases) for r in load().resources}
    return NameMatcher(matcher, kind="resource")


def variant_matcher() -> NameMatcher:
    """Variant names in English or Czech → variant key (suggestions in the output language)."""
    return _variant_matcher(language())


@functools.cache
def _variant_matcher(lang: str) -> NameMatcher:
    return NameMatcher({v.key: spellings(v.en, v.cs, v.aliases) for v in load().variants}, kind="variant")


def resource_name(key: str) -> str:
    """The resource's name in the output language, as a heading (``"Vegetables"``, Czech ``"Zelenina"``)."""
    resource = next(r for r in load().resources if r.key == key)
    return shown_name(resource.en, resource.cs)


def resource_amount(n: int, key: str) -> str:
    """``n`` of the resource ``key`` in words, in the output language, singular for one (``"1 weapon"``,
    ``"2 weapons"``, ``"3 stone"``; Czech ``"1 zbraň"``, ``"2 zbraně"``, ``"5 zbraní"``, the rulebook's forms)."""
    forms = {
        "vegetables": ngettext("{n} vegetable", "{n} vegetables", n),
        "meat": ngettext("{n} meat", "{n} meat", n),
        "wood": ngettext("{n} wood", "{n} wood", n),
        "stone": ngettext("{n} stone", "{n} stone", n),
        "wisdom": ngettext("{n} wisdom", "{n} wisdom", n),
        "weapons": ngettext("{n} weapon", "{n} weapons", n),
    }
    return forms[key].format(n=n)


def resource_keys() -> list[str]:
    """The six resource keys in rulebook order."""
    return [r.key for r in load().resources]


class TileList:
    """The objective tiles as ``scorer simurgh tiles`` prints them (text table, or JSON through ``emit``)."""

    def to_json(self) -> list[dict[str, object]]:
        """``[{"number": 73, "pp": [8, 4, 3], "counts": None}, ...]``.

        ``pp`` is 1st/2nd/3rd place (``None``: nothing, #84's 3rd); ``counts`` is what the
        tile counts in the output language, as the text table says it (Czech: the data's
        ``condition_cs``), ``None`` for #73-#82 whose condition is a picture of dragon types.
        """
        return [
            {
                "number": t.number,
                "pp": list(t.pp),
                "counts": shown_name(t.condition, t.condition_cs) if t.condition else None,
            }
            for t in tiles().values()
        ]

    def render(self, explain: bool = False) -> str:
        """The text table: tile, PP 1st/2nd/3rd (``–`` for nothing), what it counts."""
        from tabulate import tabulate

        from .record import pp_text

        pictured = _("dragons pictured on the tile (count them yourselves)")
        rows = [
            (f"#{t.number}", pp_text(t.pp), shown_name(t.condition, t.condition_cs) if t.condition else pictured)
            for t in tiles().values()
        ]
        headers = [_("tile"), _("PP 1st/2nd/3rd"), T.pgettext("tile list heading", "counts")]
        return tabulate(rows, headers=headers, tablefmt="simple")
