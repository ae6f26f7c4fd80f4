"""Reading and checking a Simurgh game record.

A record (the JSON contract of issue 4)::

    {"game": "simurgh", "variant": "spearman" | "dragonlord",
     "objective_ties": "skip" | "dense",              # optional, default "skip"
     "objectives": [73, 83, {"name": "Red and gold dragons", "pp": [10, 5, 1]}],
     "players": [{"name": "Ann", "track_pp": 34,
                  "resources": {"vegetables": 2, "meat": 1, "wood": 0, "stone": 3, "wisdom": 1, "weapons": 0},
                  "ability_tokens": 4,
                  "objective_counts": {"73": 2, "Red and gold dragons": 3}}]}

Names are forgiving: variants, resources and custom objectives match without
regard to case or accents, and Czech names work (``"Pán draků"``, ``"maso"``).
Every problem raises an :class:`~scorer.core.errors.InputError` naming the field.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import msgspec

from scorer.core.errors import InputError, RecordError, UnknownNameError
from scorer.core.i18n import N_, translations
from scorer.core.names import NameMatcher, fold
from scorer.core.records import convert
from scorer.core.table import Limit, check_count, check_players
from scorer.core.words import clip, join, quote

from . import data
from .rules import TIE_RULES

TITLE = "Simurgh"

T = translations("simurgh")
_, ngettext = T.gettext, T.ngettext


class CustomIn(msgspec.Struct, forbid_unknown_fields=True):
    """A custom objective: its name and PP for 1st, 2nd, 3rd (``null`` = nothing)."""

    name: str
    pp: tuple[int, int, int | None]


class PlayerIn(msgspec.Struct, kw_only=True, forbid_unknown_fields=True):
    """One player's end-of-game state as stored in a record."""

    name: str
    track_pp: int
    resources: dict[str, int] = {}
    ability_tokens: int
    objective_counts: dict[str, int] = {}


class RecordIn(msgspec.Struct, kw_only=True, forbid_unknown_fields=True):
    """A whole Simurgh record as stored."""

    game: str
    draft: bool = False
    note: str = ""
    variant: str
    objective_ties: str = "skip"
    objectives: list[int | str | CustomIn] = []
    players: list[PlayerIn]


#: How results name what #83/#84 count (appendix 03); marked here, translated where shown (``_``).
COUNT_FROM_TEXT = {"ability_tokens": N_("ability tokens"), "vegetables_plus_meat": N_("vegetables + meat")}


def pp_text(pp: tuple[int, int, int | None]) -> str:
    """PP for 1st/2nd/3rd as ``"8/4/3"``; a place that scores nothing shows as ``–`` (``"6/4/–"``)."""
    return "/".join("–" if p is None else str(p) for p in pp)


@dataclass(frozen=True)
class Objective:
    """An objective in play.

    :ivar key: ``"73"`` for a tile, the name for a custom objective; the key of
        the players' ``objective_counts``.
    :ivar label: how results name it (``"Objective #73"``).
    :ivar ref: how a sentence names it after "for" (``"Objective #73"``; Czech ``"kartu cíle #73"``, the
        accusative after *pro*; a custom objective ``"cíl Modří draci"``), see :func:`objective_ref`.
    :ivar pp: PP for 1st, 2nd, 3rd (``None`` = nothing).
    :ivar count_from: for #83/#84, what to count when no count is given.
    """

    key: str
    label: str
    pp: tuple[int, int, int | None]
    count_from: str | None = None
    custom: bool = False
    ref: str = ""

    def pp_text(self) -> str:
        """The tile's PP as ``"8/4/3"``, see :func:`pp_text`."""
        return pp_text(self.pp)


@dataclass
class Player:
    """A checked player: counts are whole numbers ≥ 0, resources keyed by resource key.

    :ivar counts: the objective counts given, by :attr:`Objective.key`.
    """

    name: str
    track_pp: int
    resources: dict[str, int]
    ability_tokens: int
    counts: dict[str, int] = field(default_factory=dict)

    @property
    def resource_total(self) -> int:
        """All leftover resources together."""
        return sum(self.resources.values())


@dataclass
class Game:
    """A checked Simurgh record, ready to score."""

    variant: data.Variant
    tie_rule: str
    objectives: list[Objective]
    players: list[Player]


def tile_objective(tile: data.Tile) -> Objective:
    """The :class:`Objective` for a printed tile, named in the output language (``"Objective #73"``)."""
    # TRANSLATORS: the rulebook's "karta cíle" (objective card) with its number
    label = _("Objective #{number}").format(number=tile.number)
    return Objective(str(tile.number), label, tile.pp, tile.count_from, ref=objective_ref(tile.number))


def objective_ref(number: int | None = None, name: str = "") -> str:
    """An objective as a sentence names it after "for" (Czech *pro* takes the accusative): a tile by its number
    (``"Objective #73"``, Czech ``"kartu cíle #73"``), a custom objective by its name (``"Blue dragons"``,
    Czech ``"cíl Blue dragons"``). Names are not declined: the Czech noun before them takes the case."""
    if number is not None:
        # TRANSLATORS: after "pro" (for): the accusative, "pro kartu cíle #73"
        return T.pgettext("for objective", "Objective #{number}").format(number=number)
    # TRANSLATORS: a custom objective's name after "pro" (for): "pro cíl Modří draci"
    return T.pgettext("for objective", "{name}").format(name=name)


def ascii_digits(text: str) -> str:
    """``text`` with every decimal digit in ASCII: full-width ``７３`` and Arabic-Indic ``٧٣`` become ``73``.

    Only true decimal digits are changed (``³`` stays, so ``7³`` is no tile).
    """
    return "".join(str(unicodedata.decimal(c)) if c.isdecimal() else c for c in text)


def parse_tile_number(value: int | str, where: str) -> int:
    """A tile number from ``73``, ``"73"`` or ``"#73"``; digits of any script are read as at the prompt (``"７３"``).

    :raises RecordError: not a number of a tile #73–#84 (the message says how
        to enter a custom objective instead).
    """
    text = ascii_digits(str(value)).strip().lstrip("#").strip()
    tiles = data.tiles()
    # ASCII digits only, at most 3: str.isdigit() also passes "7³" (int() then fails)
    # and a 5000-digit string would trip int()'s 4300-digit limit.
    if not re.fullmatch(r"[0-9]{1,3}", text) or int(text) not in tiles:
        first, last = min(tiles), max(tiles)
        raise RecordError(
            _(
                "unknown objective tile {value}: tiles are #{first}-#{last}; enter any other objective as {custom}"
            ).format(
                value=quote(value) if isinstance(value, str) else repr(value),
                first=first,
                last=last,
                custom='{"name": ..., "pp": [' + _(PLACES) + "]}",
            ),
            where,
        )
    return int(text)


#: The three places of a custom objective's ``"pp"`` list, as a record message shows its form.
PLACES = N_("1st, 2nd, 3rd")


def check_tie_rule(text: object, where: str | None = "$.objective_ties") -> str:
    """``"skip"`` or ``"dense"`` (case-insensitive).

    :param where: the field named in the message (``None``: none, e.g. for a command-line option).
    :raises RecordError: anything else.
    """
    rule = fold(text) if isinstance(text, str) else None
    if rule not in TIE_RULES:
        raise RecordError(
            _("unknown objective tie rule {rule}: use {rules}").format(
                rule=quote(text) if isinstance(text, str) else repr(text), rules=join(TIE_RULES, "or")
            ),
            where,
        )
    return rule


def check_variant(text: str, where: str | None = "$.variant") -> data.Variant:
    """The variant named by ``text`` (English or Czech: Spearman/Kopiník, Dragonlord/Pán draků).

    :raises RecordError: no variant has that name (with suggestions, and the names to use).
    """
    try:
        return data.variants()[data.variant_matcher().match(text)]
    except UnknownNameError as e:
        keys = join(list(data.variants()), "or")
        if e.suggestions:
            shown = ", ".join(quote(s) for s in e.suggestions)
            raise RecordError(
                _("unknown variant {name}: did you mean {names}? (use {keys})").format(
                    name=quote(clip(text)), names=shown, keys=keys
                ),
                where,
            ) from None
        raise RecordError(
            _("unknown variant {name}: use {keys}").format(name=quote(clip(text)), keys=keys), where
        ) from None
    except InputError as e:
        raise RecordError(
            _("{problem} (use {keys})").format(problem=e, keys=join(list(data.variants()), "or")), where
        ) from None


def has_letter_or_digit(name: str) -> bool:
    """A custom objective's name must have a letter or a digit: counts are keyed by it (``"!!!"`` is not a name)."""
    return any(c.isalnum() for c in name)


def parse_objectives(items: list[int | str | CustomIn]) -> list[Objective]:
    """The objectives in play, in record order.

    :raises RecordError: an unknown tile, a tile listed twice, a custom objective
        with an empty or clashing name or a negative PP value.
    """
    out: list[Objective] = []
    seen: dict[str, Objective] = {}
    for i, item in enumerate(items):
        where = f"$.objectives[{i}]"
        if isinstance(item, CustomIn):
            name = item.name.strip()
            if not has_letter_or_digit(name):  # blank or only punctuation ("--", "!!!")
                text = (
                    _("a custom objective needs a name with letters or digits ({name} has none): rename it")
                    if name
                    else _("a custom objective needs a name with letters or digits: rename it")
                )
                raise RecordError(text.format(name=quote(clip(name))), where)
            if any(p is not None and p < 0 for p in item.pp):
                raise RecordError(
                    _("PP of {name} cannot be negative, got {pp}: use 0 or more").format(
                        name=quote(name), pp=list(item.pp)
                    ),
                    where,
                )
            obj = Objective(name, name, item.pp, custom=True, ref=objective_ref(name=name))
            keys = [fold(name)]
        else:
            obj = tile_objective(data.tiles()[parse_tile_number(item, where)])
            keys = [obj.key, "#" + obj.key]
        for key in keys:
            if key in seen:
                raise RecordError(duplicate_text(obj, seen[key]), where)
            seen[key] = obj
        out.append(obj)
    return out


def duplicate_text(objective: Objective, other: Objective) -> str:
    """The message for an objective named twice (``objective`` clashes with ``other``, listed before it)."""
    label = objective.label
    if label == other.label:
        if objective.custom:  # Czech: "cíl 'Modří draci' je uveden dvakrát" (cíl is masculine)
            text = T.pgettext("custom objective", "{objective} is listed twice: list each objective once")
            return text.format(objective=quote(label))
        # Czech: "Karta cíle #73 je uvedena dvakrát" (karta is feminine)
        return T.pgettext("tile", "{objective} is listed twice: list each objective once").format(objective=label)
    if not other.custom:
        return _("{name} is also the name of {tile}: give the custom objective another name").format(
            name=quote(label), tile=other.label
        )
    return _("{name} is listed twice (also as {other}): list each objective once").format(
        name=quote(label), other=quote(other.label)
    )


def _non_negative(value: int, what: str, where: str) -> int:
    """``value`` if ≥ 0.

    :raises RecordError: ``value`` is negative.
    """
    if value < 0:
        raise RecordError(
            _("{what} cannot be negative (got {value}): enter 0 or more").format(what=what, value=value), where
        )
    return value


def bracketed(limit: Limit | None) -> Limit | None:
    """``limit`` with the brackets inside its source made square, for a record message that puts the whole
    source in brackets: ``(24 dragon cards in the box [Czech rulebook p.2])``, not ``(… (…))``."""
    if limit is None or not limit.source:
        return limit
    return Limit(limit.value, limit.source.replace("(", "[").replace(")", "]"))


def _bounded(value: int, what: str, where: str, limit: Limit | None) -> int:
    """``value`` if from 0 up to ``limit`` (what the box holds, :mod:`.data`; ``None``: no bound).

    :raises RecordError: negative, or above the limit (with its reason).
    """
    _non_negative(value, what, where)
    try:
        return check_count(value, what, 0, bracketed(limit))
    except InputError as e:
        raise RecordError(str(e), where) from None


def check_track(value: int, name: str, where: str) -> int:
    """A player's PP on the score track: 0 up to the track's limit (:func:`.data.track_limit`).

    :raises RecordError: negative, or more than the track can show.
    """
    what = _("{player}'s track PP").format(player=name)
    _non_negative(value, what, where)
    try:
        return check_count(value, what, 0, bracketed(data.track_limit()))
    except InputError as e:
        raise RecordError(str(e), where) from None


def parse_resources(given: dict[str, int], name: str, variant: data.Variant, where: str) -> dict[str, int]:
    """All six resources (missing ones are 0), keyed by resource key.

    :raises RecordError: an unknown resource name, one resource given twice, a negative amount, or a total
        above the variant's limit (15 Spearman, 12 Dragonlord, seed p.6), which cannot happen at game end.
    """
    out = dict.fromkeys(data.resource_keys(), 0)
    seen: set[str] = set()
    for text, amount in given.items():
        try:
            key = data.resource_matcher().match(text)
        except UnknownNameError as e:
            raise RecordError(unknown_resource(text, e.suggestions), where) from None
        except InputError as e:
            raise RecordError(str(e), where) from None
        resource = data.resource_name(key).lower()
        if key in seen:
            raise RecordError(
                _("{player}'s {resource} is given twice: give each resource once").format(
                    player=name, resource=resource
                ),
                where,
            )
        seen.add(key)
        what = _("{player}'s {resource}").format(player=name, resource=resource)
        out[key] = _non_negative(amount, what, f"{where}.{text}")
    total = sum(out.values())
    if total > variant.resource_limit:
        raise RecordError(
            ngettext(
                "{player} has {total} resources, but a player keeps at most {limit} in the {variant} variant (Czech "
                "rulebook p.6), so this cannot happen at game end: check {player}'s resources",
                "{player} has {total} resources, but a player keeps at most {limit} in the {variant} variant (Czech "
                "rulebook p.6), so this cannot happen at game end: check {player}'s resources",
                total,
            ).format(player=name, total=total, limit=variant.resource_limit, variant=variant.name),
            where,
        )
    return out


def unknown_resource(text: str, suggestions: Sequence[str]) -> str:
    """The message for a resource name that matches none (suggestions in the output language)."""
    if not text.strip():
        return _("a resource name is empty: type a resource name")
    if suggestions:
        return _("unknown resource {name}: did you mean {names}?").format(
            name=quote(clip(text)), names=", ".join(quote(s) for s in suggestions)
        )
    return _("unknown resource {name}: check the spelling of the resource name").format(name=quote(clip(text)))


def shared_limit(bound: Limit, field: str, held: Sequence[tuple[str, int]], verb: str) -> Limit:
    """``bound`` for one more player: less what the players before hold (``held``, ``[(name, n)]``) when the
    data says the whole table shares it (``limits.<field>.shared``: the counted things are dragon cards, each
    held by one player, Czech rulebook p.2), else ``bound`` itself. See :func:`.data.table_room`.
    """
    if getattr(data.load().limits, field).shared is None:
        return bound
    return data.table_room(bound, list(held), verb)


def count_limit(objective: Objective, variant: data.Variant, held: Sequence[tuple[str, int]] = ()) -> Limit | None:
    """The most a player's count for ``objective`` can be, and why (``None``: no bound).

    #73-#82 count dragons (the box's 24, Czech rulebook p.2); #83 ability tokens (see
    :func:`.data.token_limit`); #84 vegetables and meat (the variant's resource limit, p.6);
    a custom objective's condition is unknown, so nothing bounds it. #73-#83 count the players'
    own dragon cards, so the table shares their bound: ``held`` (``[(name, count)]`` of the players
    before, for this objective) is taken off it (:func:`shared_limit`).
    """
    if objective.custom:
        return data.custom_count_limit()
    if objective.count_from == "ability_tokens":
        return shared_limit(data.token_limit(), "ability_tokens", held, "have")
    if objective.count_from == "vegetables_plus_meat":
        return Limit(
            variant.resource_limit,
            ngettext(
                "{limit} resources in all in the {variant} variant (Czech rulebook p.6)",
                "{limit} resources in all in the {variant} variant (Czech rulebook p.6)",
                variant.resource_limit,
            ).format(limit=variant.resource_limit, variant=variant.name),
        )
    return shared_limit(data.dragon_count_limit(), "dragon_count", held, "count")


def held_count(objective: Objective, player: Player) -> int:
    """What a checked player counts for ``objective`` where the table shares its bound: the count given, else for
    #83 the player's ability tokens (appendix 03), else 0."""
    if objective.key in player.counts:
        return player.counts[objective.key]
    return player.ability_tokens if objective.count_from == "ability_tokens" else 0


def parse_counts(
    given: dict[str, int],
    player: str,
    objectives: list[Objective],
    where: str,
    variant: data.Variant,
    before: Sequence[Player] = (),
) -> dict[str, int]:
    """The objective counts a player gave, keyed by :attr:`Objective.key`.

    :param before: the players listed before this one (already checked): a count for #73-#83 is bounded
        by what the box holds less what they count (:func:`count_limit`).

    :raises RecordError: a count for an objective not in play, a negative count, a count
        above what the box allows (:func:`count_limit`),
        a count given twice (``"73"`` and ``"#73"``), or no count for an objective whose count cannot be
        worked out (#73–#82, custom).
    """
    matcher = NameMatcher({o.key: [o.key, "#" + o.key] if not o.custom else [o.key] for o in objectives}, "objective")
    counts: dict[str, int] = {}
    for text, value in given.items():
        if text not in matcher and ascii_digits(text) in matcher:  # "７３" as at the prompt
            text = ascii_digits(text)
        if text not in matcher:
            in_play = ", ".join(quote(o.key) for o in objectives) or _("none")
            raise RecordError(
                _("{player} has a count for {name}, which is not in play (in play: {in_play}): remove it").format(
                    player=player, name=quote(text), in_play=in_play
                ),
                where,
            )
        key = matcher.match(text)
        if key in counts:  # "73" and "#73", or one custom name in two spellings
            label = next(o.ref for o in objectives if o.key == key)
            raise RecordError(
                _("{player}'s count for {objective} is given twice: give it once").format(
                    player=player, objective=label
                ),
                where,
            )
        obj = next(o for o in objectives if o.key == key)
        held = [(p.name, held_count(obj, p)) for p in before]
        limit = count_limit(obj, variant, held)
        what = _("{player}'s count for {objective}").format(player=player, objective=obj.ref)
        counts[key] = _bounded(value, what, f"{where}.{text}", limit)
    for o in objectives:
        if o.key not in counts and o.count_from is None:
            raise RecordError(
                _("{player} has no count for {objective} (in play): add {field}, the player's count for it").format(
                    player=player, objective=o.ref, field=f'"{o.key}": N'
                ),
                where,
            )
    return counts


#: Fields in words, for :func:`~scorer.core.records.convert`'s messages (marked here; :func:`labels` translates).
LABELS = {
    "track_pp": N_("track PP"),
    "ability_tokens": N_("ability tokens"),
    "resources": N_("resources"),
    "objective_counts": N_("objective counts"),
    "objective_counts[]": N_("count for '{}'"),
    "players": N_("the players"),
    "objectives": N_("the objectives"),
    "objectives[]": N_("the {} objective"),
    "pp": N_("the PP for 1st, 2nd and 3rd place"),
    "pp[]": N_("the {}-place PP"),
    "variant": N_("the variant"),
    "objective_ties": N_("the objective tie rule"),
}


def labels() -> dict[str, str]:
    """:data:`LABELS` in the output language."""
    return {field: _(words) for field, words in LABELS.items()}


def read_record(record: dict[str, Any]) -> RecordIn:
    """The record's fields, typed (:class:`RecordIn`).

    :raises RecordError: a field is missing, unknown or of the wrong type, said in plain words
        and naming the player (``$.players[0].track_pp: Ann's track PP must be a whole number,
        not the text '34': write 34 without quotes``).
    """
    return convert(record, RecordIn, labels=labels())


def parse_record(record: dict[str, Any]) -> Game:
    """Check a record and return the :class:`Game` to score.

    :raises RecordError: a missing or badly typed field, an unknown tile,
        variant, resource or tie rule, a negative number, a missing count, a resource total over the
        variant's limit.
    :raises RuleError: fewer than 2 or more than 5 players, duplicate names.
    """
    raw = read_record(record)
    variant = check_variant(raw.variant)
    tie_rule = check_tie_rule(raw.objective_ties)
    objectives = parse_objectives(raw.objectives)
    from scorer.core.registry import find

    game = find("simurgh")
    names = check_players([p.name for p in raw.players], game.min_players, game.max_players, TITLE)
    players: list[Player] = []
    for i, (p, name) in enumerate(zip(raw.players, names)):
        at = f"$.players[{i}]"
        tokens = shared_limit(
            data.token_limit(), "ability_tokens", [(q.name, q.ability_tokens) for q in players], "have"
        )
        what = _("{player}'s ability tokens").format(player=name)
        players.append(
            Player(
                name=name,
                track_pp=check_track(p.track_pp, name, f"{at}.track_pp"),
                resources=parse_resources(p.resources, name, variant, f"{at}.resources"),
                ability_tokens=_bounded(p.ability_tokens, what, f"{at}.ability_tokens", tokens),
                counts=parse_counts(p.objective_counts, name, objectives, f"{at}.objective_counts", variant, players),
            )
        )
    return Game(variant, tie_rule, objectives, players)
