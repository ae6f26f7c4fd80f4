"""The Carcassonne game record: its JSON shape, checks and the validated model.

A record (see ``docs/carcassonne.md``)::

    {"game": "carcassonne",
     "options": {"farm_rule": "per_field_3", "tiny_city_2": false, "fairy_placement": "next_to_meeple"},
     "players": [{"name": "A", "points": 0, "fairy_turn_points": 0, "goods": {"wine": 0, "grain": 0, "cloth": 0}}],
     "features": [{"type": "city", "name": "X", "complete": true, "tiles": 4, "pennants": 1,
                   "meeples": {"A": {"small": 1, "large": 0}}, "fairy": "A"}]}

:func:`parse_record` checks everything a table can get wrong and raises
:class:`~scorer.core.errors.RecordError` / :class:`~scorer.core.errors.RuleError`
naming the field (``$.features[2].meeples``) and the fix.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

import msgspec

from scorer.core.errors import (
    AmbiguousNameError,
    RecordError,
    RuleError,
    UnknownNameError,
)
from scorer.core.i18n import translations
from scorer.core.names import NameMatcher, fold
from scorer.core.records import convert
from scorer.core.table import Limit, check_count, check_players
from scorer.core.words import clip, quote

from .data import (
    display,
    feature_matcher,
    goods_name,
    pennants_in_play,
    points,
    rules_data,
    tiles_in_play,
)

T = translations("carcassonne")
_, ngettext = T.gettext, T.ngettext

TITLE = "Carcassonne"
#: Figures that are meeples (followers): they give strength and can have the fairy next to them.
FOLLOWERS = ("small", "large", "abbot")
#: Features that may be scored during the game when completed (fields only at game end).
CLOISTERS = ("monastery", "garden")


class Figures(msgspec.Struct, forbid_unknown_fields=True):
    small: int = 0
    large: int = 0
    abbot: int = 0
    pig: int = 0


class Goods(msgspec.Struct, forbid_unknown_fields=True):
    wine: int = 0
    grain: int = 0
    cloth: int = 0


class PlayerIn(msgspec.Struct, forbid_unknown_fields=True):
    name: str
    points: int = 0
    fairy_turn_points: int = 0
    goods: Goods = msgspec.field(default_factory=Goods)


class OptionsIn(msgspec.Struct, forbid_unknown_fields=True):
    farm_rule: str = "per_field_3"
    tiny_city_2: bool = False
    fairy_placement: str = "next_to_meeple"
    inns_and_cathedrals: bool = True
    fairy_unfinished: bool = True


class FeatureIn(msgspec.Struct, forbid_unknown_fields=True):
    type: str
    name: str | None = None
    complete: bool | None = None
    tiles: int | None = None
    pennants: int | None = None
    inn: bool | None = None
    cathedral: bool | None = None
    neighbours: int | None = None
    cities: list[str] | None = None
    completed_cities: int | None = None
    meeples: dict[str, Figures] = msgspec.field(default_factory=dict)
    fairy: str | list[str] | None = None


class SheetIn(msgspec.Struct, forbid_unknown_fields=True):
    """The running sheet's notes (no points): who took the last fairy turn point, the last steps' lines."""

    fairy: str | None = None
    #: each step as data, shown in the output language when the sheet is reopened:
    #: ``{"feature": index, "paid": {player: points}, "fairy": {player: points}}`` or
    #: ``{"fairy_turn": player, "n": 1, "total": 4}``; a line of text (older sheets) is shown as it is
    last: list[str | dict[str, Any]] = msgspec.field(default_factory=list)


class RecordIn(msgspec.Struct, forbid_unknown_fields=True):
    game: str
    players: list[PlayerIn]
    draft: bool = False
    note: str | None = None
    features: list[FeatureIn] = msgspec.field(default_factory=list)
    #: written by the sheet (:mod:`.entry`) so that a reopened sheet can say where the game stands
    sheet: SheetIn | None = None


@dataclass(frozen=True)
class Options:
    """The rule options a table chose (defaults: the current rules)."""

    farm_rule: str = "per_field_3"
    tiny_city_2: bool = False
    fairy_placement: str = "next_to_meeple"
    #: Inns & Cathedrals in play (inns, cathedrals, the large meeple); a record that
    #: does not say is read as yes, new games at the table are asked (default no).
    inns_and_cathedrals: bool = True
    #: The fairy's 3 points are paid for an unfinished city, road, monastery or garden at game end
    #: too (JCloisterZone); ``False``: only for features completed during the game and for fields,
    #: the narrower reading of the Czech rulebook's list (see :func:`.scoring.fairy_rows`).
    fairy_unfinished: bool = True


@dataclass(frozen=True)
class Player:
    """A player: points from outside the record, fairy turn points, goods tokens."""

    name: str
    points: int = 0
    fairy_turn_points: int = 0
    goods: dict[str, int] = field(default_factory=dict)


@dataclass(frozen=True)
class Feature:
    """One scored feature, checked.

    :ivar type: ``city``, ``road``, ``monastery``, ``garden`` or ``field``.
    :ivar label: how it is shown (``"City X"``, ``"Road #3"``).
    :ivar complete: completed during the game (fields: ``False``, they score at the end).
    :ivar figures: ``{player: {kind: count}}`` for players with figures in it (counts > 0).
    :ivar fairy: the player whose meeple the fairy stands next to in it (under ``on_tile``,
        whose follower shares its tile): one at most, the fairy's 3 points are paid once per feature.
    :ivar cities: for fields, the canonical names of the cities named (or ``None``).
    :ivar completed_cities: for fields, how many completed cities border it.
    """

    index: int
    type: str
    label: str
    name: str | None = None
    complete: bool = False
    tiles: int = 0
    pennants: int = 0
    inn: bool = False
    cathedral: bool = False
    neighbours: int = 0
    cities: tuple[str, ...] | None = None
    completed_cities: int | None = None
    figures: dict[str, dict[str, int]] = field(default_factory=dict)
    fairy: tuple[str, ...] = ()

    @property
    def at_game_end(self) -> bool:
        """Scored in the final scoring: every field and every unfinished feature."""
        return self.type == "field" or not self.complete


@dataclass(frozen=True)
class GameRecord:
    """A checked record: players in table order, options, features in record order."""

    players: list[Player]
    options: Options
    features: list[Feature]
    in_progress: bool = False

    @property
    def names(self) -> list[str]:
        return [p.name for p in self.players]


def option_choices(kind: str) -> dict[str, str]:
    """``{value: description}`` of ``farm_rules`` or ``fairy_placements``, described in the output language."""
    return {value: text.shown() for value, text in getattr(rules_data(), kind).items()}


def _choice(value: str, kind: str, what: str, where: str) -> str:
    choices = option_choices(kind)
    for key in choices:
        if fold(key) == fold(value):
            return key
    raise RecordError(
        _("unknown {what} {value}: use {choices}").format(
            what=what, value=quote(value), choices=_either(list(choices))
        ),
        where,
    )


def _either(items: list[str]) -> str:
    from scorer.core.words import join

    return join(items, "or")


def _both(items: list[str]) -> str:
    from scorer.core.words import join

    return join(items)


def parse_options(raw: Any, where: str = "$.options") -> Options:
    """Check the options object.

    :raises RecordError: an unknown option name or value.
    """
    if raw is None:
        return Options()
    if isinstance(raw, dict):
        known = list(OptionsIn.__struct_fields__)
        for key in raw:
            if key not in known:
                raise RecordError(
                    _("unknown option {key}: the options are {known}").format(key=quote(key), known=_either(known)),
                    where,
                )
    opts = convert(raw, OptionsIn, where)
    return Options(
        farm_rule=_choice(opts.farm_rule, "farm_rules", _("farm rule"), f"{where}.farm_rule"),
        tiny_city_2=opts.tiny_city_2,
        fairy_placement=_choice(
            opts.fairy_placement, "fairy_placements", _("fairy placement"), f"{where}.fairy_placement"
        ),
        inns_and_cathedrals=opts.inns_and_cathedrals,
        fairy_unfinished=opts.fairy_unfinished,
    )


def player_range() -> tuple[int, int]:
    """``(fewest, most)`` players, from the game's registry entry (2–6)."""
    from scorer.core.registry import find

    game = find("carcassonne")
    return game.min_players, game.max_players


def count(
    value: object, what: str, minimum: int = 0, maximum: int | Limit | None = None, fix: str = "fix the count"
) -> int:
    """:func:`~scorer.core.table.check_count`, with the fix named when the value is too small too.

    :raises RuleError: not a whole number, below ``minimum`` or above ``maximum``.
    """
    try:
        return check_count(value, what, minimum, maximum)
    except RuleError as e:
        text = str(e)
        if fix == "fix the count":
            fix = _("fix the count")
        raise RuleError(text if text.endswith(": " + fix) else f"{text}: {fix}") from None


#: The most points a record may give a player from outside it (``points``): a plausibility bound, not a rule.
OUTSIDE_POINTS_MAX = 999


def outside_points_limit() -> Limit:
    """The bound of a player's ``points`` from outside the record: 999, a typing mistake above it.

    No rule caps a score; what the sheet does not model is small (an abbot taken back early pays
    at most 9: 1 + 8 surrounding tiles), and a whole game's total is in the hundreds.
    """
    return Limit(
        OUTSIDE_POINTS_MAX,
        _("points from outside the record, such as an abbot taken back early, which pays at most 9; more is a typo"),
    )


def parse_players(raw: list[PlayerIn]) -> list[Player]:
    """Check the table: 2 to 6 players, distinct names, counts not negative.

    Goods tokens: at most the box's 9 wine, 6 grain and 5 cloth, for one player
    and for the whole table (reference ``trade_goods.token_counts_in_box``).

    :raises RuleError: too many or too few players, a repeated or empty name, a negative count,
        more goods tokens than the box holds.
    """
    names = check_players([p.name for p in raw], *player_range(), TITLE)
    box = rules_data().goods_in_box
    players = []
    for i, (p, name) in enumerate(zip(raw, names, strict=True)):
        where = f"$.players[{i}]"
        count(p.fairy_turn_points, f"{where}.fairy_turn_points", 0)
        # no rule of these boxes takes points away; and the sheet's plausibility bound above (the second Czech
        # trial's 10^30 was totalled)
        count(p.points, f"{where}.points", 0, outside_points_limit())
        goods = {
            g: count(
                getattr(p.goods, g),
                _("{where} (the box has {n} {goods} tokens)").format(
                    where=f"{where}.goods.{g}", n=box[g], goods=goods_name(g).lower()
                ),
                0,
                box[g],
            )
            for g in Goods.__struct_fields__
        }
        players.append(Player(name, p.points, p.fairy_turn_points, goods))
    for g, most in box.items():
        held = sum(p.goods[g] for p in players)
        if held > most:
            raise RuleError(
                _("$.players: {held} {goods} tokens in all, but the box has {most}: fix the players' counts").format(
                    held=held, goods=goods_name(g).lower(), most=most
                )
            )
    return players


def player_matcher(names: list[str]) -> NameMatcher:
    """Player names, matched forgivingly (case, accents, unique prefix)."""
    return NameMatcher({n: [n] for n in names}, kind=_("player"))


def _player(matcher: NameMatcher, text: str, where: str, what: str) -> str:
    try:
        return matcher.match(text)
    except UnknownNameError:
        raise RuleError(
            _("{where}: {what} {name}, who is not at the table: use one of {players}").format(
                where=where, what=what, name=quote(clip(text)), players=_either([clip(n) for n in matcher.names()])
            )
        ) from None
    except AmbiguousNameError as e:
        raise RuleError(f"{where}: {e}") from None


def _kind(feature_type: str) -> str:
    """A feature type's name in a sentence, lower case (``"road"``, Czech ``"cesta"``)."""
    return display(feature_type).lower()


def _tiles_of(feature_type: str, where: str) -> str:
    """What a feature's tile count is called in a limit message (``"$.features[0].tiles (tiles in the city)"``)."""
    return {
        "city": _("{where} (tiles in the city)"),
        "road": _("{where} (tiles in the road)"),
    }[feature_type].format(where=where)


def _absent(key: str) -> str:
    """What a record's key is called where a feature has none (``"pennants"``, Czech *erby*; the accusative:
    *město nemá hostinec*, *cesta nemá katedrálu*), not the key itself (the second Czech trial read
    *cesta nemá pennants*)."""
    return {
        "neighbours": T.pgettext("a feature has no", "neighbours"),
        "cities": T.pgettext("a feature has no", "cities"),
        "pennants": T.pgettext("a feature has no", "pennants"),
        "cathedral": T.pgettext("a feature has no", "cathedral"),
        "inn": T.pgettext("a feature has no", "inn"),
    }[key]


def _no(value: Any, key: str, feature_type: str, where: str, why: str) -> None:
    """Reject a key that makes no sense for this feature type (0, false, null and [] are fine)."""
    if value:
        raise RuleError(
            _("{where}: a {kind} has no {key} ({why}): remove it").format(
                where=f"{where}.{key}", kind=_kind(feature_type), key=_absent(key), why=why
            )
        )


def feature_label(feature_type: str, name: str | None, index: int) -> str:
    """How a feature is shown: ``"City X"``; ``"City 2"``, ``"Old Road"`` as named; ``"Road #3"`` unnamed.

    A name the sheet gave, a type and a number in either language (``"Město 2"``), is shown in the output
    language (``"City 2"``), so that a sheet kept in Czech reads in English without ``"City Město 2"``.
    """
    kind = display(feature_type)
    if not name:
        return f"{kind} #{index + 1}"
    words = name.split()
    spelled = {fold(w) for w in rules_data().feature_types[feature_type].spellings()}
    if len(words) == 2 and fold(words[0]) in spelled and words[1].isdecimal():
        return (
            f"{kind} {words[1]}"  # a name the sheet gave ('Město 1' of a sheet kept in Czech), in the output language
        )
    return name if fold(kind) in fold(name).split() else f"{kind} {name}"


def parse_feature(i: int, raw: FeatureIn, players: NameMatcher, options: Options) -> Feature:
    """Check one feature (field cities are resolved later by :func:`parse_record`).

    :raises RecordError: unknown feature type.
    :raises RuleError: a count out of range, a key that does not fit the type,
        meeples of a player not at the table, a figure where it cannot stand,
        a fairy next to a player with no meeple there.
    """
    where = f"$.features[{i}]"
    try:
        ftype = feature_matcher().match(raw.type)
    except (UnknownNameError, AmbiguousNameError):
        types = _either(feature_matcher().names())
        raise RecordError(
            _("unknown feature type {name}: use {types} (Czech and English names work)").format(
                name=quote(clip(raw.type)), types=types
            ),
            f"{where}.type",
        ) from None
    name = raw.name.strip() if raw.name and raw.name.strip() else None
    label = feature_label(ftype, name, i)
    figures = _figures(raw.meeples, ftype, players, f"{where}.meeples")
    fairy = _fairy(raw.fairy, figures, players, options, f"{where}.fairy")
    no_neighbours = _("only monasteries and gardens have neighbours")
    no_cities = _("only fields border cities")
    no_pennants = _("pennants are on city tiles")
    no_cathedral = _("cathedrals stand in cities")
    no_inn = _("inns stand by roads")
    base = Feature(index=i, type=ftype, label=label, name=name, figures=figures, fairy=fairy)
    if ftype in ("city", "road"):
        _no(raw.neighbours, "neighbours", ftype, where, no_neighbours)
        _no(raw.cities or raw.completed_cities, "cities", ftype, where, no_cities)
        if ftype == "road":
            _no(raw.pennants, "pennants", ftype, where, no_pennants)
            _no(raw.cathedral, "cathedral", ftype, where, no_cathedral)
        else:
            _no(raw.inn, "inn", ftype, where, no_inn)
        if raw.complete is None:
            raise RuleError(
                _("{where}: say whether the {kind} is complete (true or false)").format(
                    where=f"{where}.complete", kind=_kind(ftype)
                )
            )
        if raw.tiles is None and not figures:
            tiles = 0  # a city named only for the farmers: its size scores nothing
        elif raw.tiles is None:
            raise RuleError(
                _('{where}: give the number of tiles in the {kind} (its figures score by it), e.g. "tiles": 4').format(
                    where=f"{where}.tiles", kind=_kind(ftype)
                )
            )
        else:
            tiles = count(
                raw.tiles,
                _tiles_of(ftype, f"{where}.tiles"),
                1,
                tiles_in_play(options.inns_and_cathedrals),
                fix=_("give the tiles the {kind} covers").format(kind=_kind(ftype)),
            )
            if ftype == "city" and raw.complete:
                _check_completed_city(tiles, f"{where}.tiles")
        pennants = count(
            raw.pennants or 0,
            f"{where}.pennants",
            0,
            pennant_limit(tiles, options.inns_and_cathedrals)
            if raw.tiles is not None
            else pennants_in_play(options.inns_and_cathedrals),
        )
        return replace(
            base,
            complete=raw.complete,
            tiles=tiles,
            pennants=pennants,
            inn=bool(raw.inn),
            cathedral=bool(raw.cathedral),
        )
    for key, why in (
        ("tiles", _("it scores by its neighbours")),
        ("pennants", no_pennants),
        ("inn", no_inn),
        ("cathedral", no_cathedral),
    ):
        _no(getattr(raw, key), key, ftype, where, why)
    if ftype in CLOISTERS:
        _no(raw.cities or raw.completed_cities, "cities", ftype, where, no_cities)
        full = points().cloister_neighbours
        if raw.neighbours is None:
            if raw.complete is not True:
                raise RuleError(
                    _("{where}: give how many of the 8 surrounding tiles are placed (0-8)").format(
                        where=f"{where}.neighbours"
                    )
                )
            neighbours = full
        else:
            neighbours = count(
                raw.neighbours,
                _("{where} (surrounding tiles of a {kind})").format(where=f"{where}.neighbours", kind=_kind(ftype)),
                0,
                full,
            )
        if raw.complete is not None and raw.complete != (neighbours == full):
            message = (
                _("{where}: a {kind} with {n} of {full} neighbours is not complete, but the record says complete")
                if raw.complete
                else _("{where}: a {kind} with {n} of {full} neighbours is complete, but the record says not complete")
            )
            raise RuleError(
                message.format(where=f"{where}.complete", kind=_kind(ftype), n=neighbours, full=full)
                + _(": fix one of them")
            )
        return replace(base, complete=neighbours == full, neighbours=neighbours)
    # field
    _no(raw.neighbours, "neighbours", ftype, where, no_neighbours)
    if raw.complete:
        raise RuleError(
            _("{where}: fields are never completed, they score at game end: remove it").format(
                where=f"{where}.complete"
            )
        )
    if raw.cities is None and raw.completed_cities is None:
        raise RuleError(
            _('{where}: give the bordering cities as "cities" (names) or "completed_cities" (a count)').format(
                where=where
            )
        )
    n = None if raw.completed_cities is None else count(raw.completed_cities, f"{where}.completed_cities", 0)
    return replace(base, cities=None if raw.cities is None else tuple(raw.cities), completed_cities=n)


def pennant_limit(tiles: int, inns_and_cathedrals: bool = True, others: int = 0) -> Limit:
    """The most pennants a city of ``tiles`` tiles can have: one per tile, and no more than the
    boxes in play hold less the ``others`` pennants of the other cities of the record.

    A pennant (coat of arms) is printed on a city tile, at most one on a tile
    (WikiCarpedia *Tile Counts*); the boxes' pennants are in ``rules.json``. Cities never
    share a tile, so all of them together hold at most the pennants in play.
    """
    box = pennants_in_play(inns_and_cathedrals)
    left = box.value - others
    if tiles < left:
        return Limit(
            tiles,
            ngettext(
                "a pennant is on a city tile, one at most, and the city has {n} tile",
                "a pennant is on a city tile, one at most, and the city has {n} tiles",
                tiles,
            ).format(n=tiles),
        )
    if not others:
        return box
    return Limit(max(left, 0), _("{limit}, and the other cities have {n}").format(limit=box.source, n=others))


def tiles_left(features: list[Feature], feature_type: str, inns_and_cathedrals: bool = True) -> Limit:
    """The most tiles one more city or road can cover: the tiles in play less those of the
    record's other ``features`` of the same type (completed and unfinished alike).

    Two cities never share a tile, nor do two roads, so all cities together cover at most
    the tiles in play, as all roads do; a city and a road do share tiles (the road leaving a
    city's tile), so the two types are not summed together (nor fields, which border both).

    :returns: a :class:`~scorer.core.table.Limit` that names the boxes and the tiles taken.
    """
    box = tiles_in_play(inns_and_cathedrals)
    used = sum(f.tiles for f in features if f.type == feature_type)
    if not used:
        return box
    message = {
        "city": _("{limit}, and the other cities cover {n}"),
        "road": _("{limit}, and the other roads cover {n}"),
    }[feature_type]
    return Limit(max(box.value - used, 0), message.format(limit=box.source, n=used))


def _check_box_totals(features: list[Feature], options: Options) -> None:
    """The box holds across the record: the cities together cover at most the tiles in play and
    hold at most its pennants, the roads together cover at most the tiles in play, and there are
    at most as many monasteries (gardens) as tiles in play, each being one tile (``boxes`` in
    ``rules.json``).

    :raises RuleError: at the first feature that goes over, with the limit and its source.
    """
    ic = options.inns_and_cathedrals
    seen: list[Feature] = []
    for f in features:
        where = f"$.features[{f.index}]"
        if f.type in ("city", "road"):
            what = _tiles_of(f.type, f"{where}.tiles")
            count(f.tiles, what, 0, tiles_left(seen, f.type, ic))
        if f.type == "city":
            others = sum(c.pennants for c in seen if c.type == "city")
            count(f.pennants, f"{where}.pennants", 0, pennant_limit(f.tiles or f.pennants, ic, others))
        if f.type in CLOISTERS:
            n = 1 + sum(1 for c in seen if c.type == f.type)
            box = tiles_in_play(ic)
            if n > box.value:
                raise RuleError(
                    {
                        "monastery": ngettext(
                            "{where}: {n} monastery, but a monastery is one tile and {tiles} tiles are in play "
                            "({boxes}): remove the extra ones",
                            "{where}: {n} monasteries, but a monastery is one tile and {tiles} tiles are in play "
                            "({boxes}): remove the extra ones",
                            n,
                        ),
                        "garden": ngettext(
                            "{where}: {n} garden, but a garden is one tile and {tiles} tiles are in play "
                            "({boxes}): remove the extra ones",
                            "{where}: {n} gardens, but a garden is one tile and {tiles} tiles are in play "
                            "({boxes}): remove the extra ones",
                            n,
                        ),
                    }[f.type].format(where=where, n=n, tiles=box.value, boxes=box.source.split(": ", 1)[-1])
                )
        seen.append(f)


def completed_city_limit(features: list[Feature]) -> Limit:
    """The most completed cities a field can border: the completed cities the record holds.

    :returns: a :class:`~scorer.core.table.Limit` that says how many the record holds.
    """
    held = sum(1 for f in features if f.type == "city" and f.complete)
    return Limit(
        held,
        ngettext(
            "the record holds {n} completed city; score a missing one first (a completed city with no figures "
            "is recorded too)",
            "the record holds {n} completed cities; score a missing one first (a completed city with no figures "
            "is recorded too)",
            held,
        ).format(n=held),
    )


def _check_completed_city(tiles: int, where: str) -> None:
    """A completed city has at least 2 tiles: no tile closes a city's walls on its own
    (``completed_city_min_tiles`` in ``rules.json``; the reference's smallest city is the 2-tile city).

    :raises RuleError: fewer tiles.
    """
    least = rules_data().completed_city_min_tiles
    if tiles < least:
        raise RuleError(
            _(
                "{where}: a completed city has at least {least} tiles (no tile closes a city alone), "
                "got {tiles}: fix the tiles, or say complete false"
            ).format(where=where, least=least, tiles=tiles)
        )


def _check_expansions(features: list[Feature], options: Options) -> None:
    """Without Inns & Cathedrals (``options.inns_and_cathedrals`` false) there are no inns,
    cathedrals or large meeples.

    :raises RuleError: one of them in a feature.
    """
    if options.inns_and_cathedrals:
        return
    for f in features:
        used = [
            what
            for what, here in (
                (_("an inn"), f.inn),
                (_("a cathedral"), f.cathedral),
                (_("a large meeple"), any(figs.get("large") for figs in f.figures.values())),
            )
            if here
        ]
        if used:
            raise RuleError(
                _(
                    "{where}: {what} is from Inns & Cathedrals, which the options say is not in play: "
                    "remove it, or set options.inns_and_cathedrals to true"
                ).format(where=f"$.features[{f.index}]", what=used[0])
            )


def _check_figures_on_board(features: list[Feature]) -> None:
    """At game end every unfinished feature and field still holds its figures at once, so
    together they cannot use more of a player's figures than the player owns (7 small
    meeples, 1 large meeple, 1 abbot, 1 pig: ``figures.*.most`` in ``rules.json``).

    :raises RuleError: a player with more of one figure on the board than they own.
    """
    kinds = rules_data().figures
    held: dict[tuple[str, str], int] = {}
    for f in features:
        if not f.at_game_end:
            continue
        for player, figs in f.figures.items():
            for kind, n in figs.items():
                held[(player, kind)] = held.get((player, kind), 0) + n
    for (player, kind), n in held.items():
        most = kinds[kind].most
        if most is not None and n > most:
            raise RuleError(
                _(
                    "$.features: {player} has {count} in the unfinished features and fields, but each "
                    "player has {most}: fix the figures (features scored during the game say complete true)"
                ).format(player=player, count=counted(kind, n), most=most)
            )


def _figures(raw: dict[str, Figures], ftype: str, players: NameMatcher, where: str) -> dict[str, dict[str, int]]:
    kinds = rules_data().figures
    out: dict[str, dict[str, int]] = {}
    for key, figs in raw.items():
        player = _player(players, key, where, _("meeples of"))
        if player in out:
            raise RuleError(
                _("{where}: {player} is listed twice: merge the entries").format(where=where, player=quote(player))
            )
        counts = {}
        for kind, spec in kinds.items():
            n = count(getattr(figs, kind), f"{where}.{key}.{kind}", 0, spec.most)
            if n and ftype not in spec.on:
                raise RuleError(
                    _("{where}: {why}: remove it").format(where=f"{where}.{key}.{kind}", why=misplaced(kind, ftype))
                )
            if n:
                counts[kind] = n
        if counts:
            out[player] = counts
    check_one_figure(ftype, out, _("keep one player's figure"), where)
    return out


def check_one_figure(ftype: str, figures: dict[str, dict[str, int]], fix: str, where: str | None = None) -> None:
    """A monastery or garden holds one figure (``one_figure_on`` in ``rules.json``).

    A figure is never placed on a feature where another already stands (Czech rulebook of
    *Princezna a drak*, *Tajná chodba*: "Nesmí tedy figurku umístit ... na takové území, kde již
    stojí jiná figurka"), and a monastery or garden is one tile that never joins another; a garden
    takes the abbot only (reference ``base_game.garden.who_may_occupy``).

    :param figures: ``{player: {kind: count}}``.
    :param fix: what to do, e.g. ``"keep one, e.g. 'Anna'"``.
    :raises RuleError: more than one figure in all.
    """
    if ftype not in rules_data().one_figure_on:
        return
    held = {player: sum(figs.values()) for player, figs in figures.items()}
    total = sum(held.values())
    if total > 1:
        shown = ", ".join(f"{clip(p, 20)} {n}" for p, n in held.items() if n)
        # ngettext for the Czech verb: 'ale jsou tu 2', 'ale je tu 5' (the second Czech trial read 'v tomto je
        # figurek: 2'); the count is always 2 or more here
        message = (
            ngettext(
                "a garden holds one figure, the abbot, but this one has {total} ({shown}): {fix} "
                "(no figure joins one already there)",
                "a garden holds one figure, the abbot, but this one has {total} ({shown}): {fix} "
                "(no figure joins one already there)",
                total,
            )
            if ftype == "garden"
            else ngettext(
                "a monastery holds one figure, but this one has {total} ({shown}): {fix} "
                "(no figure joins one already there)",
                "a monastery holds one figure, but this one has {total} ({shown}): {fix} "
                "(no figure joins one already there)",
                total,
            )
        )
        raise RuleError((f"{where}: " if where else "") + message.format(total=total, shown=shown, fix=fix))


def _in(feature_type: str) -> str:
    """Where in a feature a figure stands: ``"in a city"``, ``"on a road"`` (Czech *ve městě*, *na cestě*)."""
    return {
        "city": _("in a city"),
        "road": _("on a road"),
        "monastery": _("in a monastery"),
        "garden": _("in a garden"),
        "field": _("in a field"),
    }[feature_type]


def misplaced(kind: str, feature_type: str) -> str:
    """``"an abbot cannot stand in a city, only in a monastery or in a garden"`` (Czech *opat smí stát jen
    v klášteře nebo na zahradě, ne ve městě*; the second Czech trial read *v těchto oblastech: louka (ne:
    město)*)."""
    spec = rules_data().figures[kind]
    places = _either([_in(t) for t in spec.on])
    figure = {
        "small": _("a small meeple"),
        "large": _("a large meeple"),
        "abbot": _("an abbot"),
        "pig": _("a pig"),
    }[kind]
    return _("{figure} cannot stand {kind}, only {places}").format(figure=figure, kind=_in(feature_type), places=places)


def leave_out(kind: str) -> str:
    """``"leave it out"`` for a figure of ``kind`` (Czech *vynechte ji* for a meeple, *vynechte ho* for the
    abbot and the pig: the pronoun follows the figure's gender)."""
    return {
        "small": T.pgettext("small meeple", "leave it out"),
        "large": T.pgettext("large meeple", "leave it out"),
        "abbot": T.pgettext("abbot", "leave it out"),
        "pig": T.pgettext("pig", "leave it out"),
    }[kind]


def counted(kind: str, n: int) -> str:
    """``n`` figures of ``kind`` with their noun: ``"8 small meeples"`` (Czech *8 figurek*, *2 selátka*)."""
    forms = {
        "small": ngettext("{n} small meeple", "{n} small meeples", n),
        "large": ngettext("{n} large meeple", "{n} large meeples", n),
        "abbot": ngettext("{n} abbot", "{n} abbots", n),
        "pig": ngettext("{n} pig", "{n} pigs", n),
    }
    return forms[kind].format(n=n)


def _fairy(
    raw: str | list[str] | None, figures: dict[str, dict[str, int]], players: NameMatcher, options: Options, where: str
) -> tuple[str, ...]:
    if raw is None or raw == "" or raw == []:
        return ()
    if isinstance(raw, list) and options.fairy_placement == "next_to_meeple":
        raise RuleError(
            _(
                "{where}: the fairy stands next to one meeple (fairy_placement next_to_meeple): give one player's name"
            ).format(where=where)
        )
    owners: list[str] = []
    for text in [raw] if isinstance(raw, str) else raw:
        player = _player(players, text, where, _("the fairy next to a meeple of"))
        if not any(figures.get(player, {}).get(k) for k in FOLLOWERS):
            raise RuleError(
                _(
                    "{where}: the fairy is next to {player}, who has no meeple in this feature: "
                    "add {player}'s meeple or fix the fairy"
                ).format(where=where, player=player)
            )
        if player not in owners:
            owners.append(player)
    if len(owners) > 1:
        # on_tile: a feature scored pays the fairy's 3 once, to one follower on its tile (JCloisterZone's
        # FairyCapability.appendFiguresBonusPoints returns after the first follower it finds there; the
        # Czech rulebook of Princezna a drak, Víla: "hráč, jehož figurka stojí na políčku s vílou, dostane tři body")
        raise RuleError(
            _(
                "{where}: the fairy's 3 points go to one follower on its tile per feature (JCloisterZone; the Czech "
                "rulebook names one player), but {players} are given: give one player's name"
            ).format(where=where, players=_both(owners))
        )
    return tuple(owners)


def parse_record(record: dict[str, Any]) -> GameRecord:
    """Check a whole record and return the model scoring works on.

    :raises RecordError: a field of the wrong shape or an unknown option/type.
    :raises RuleError: a rule broken (see :func:`parse_feature`), a field naming a
        city that is not in the record, two fairies at game end under ``next_to_meeple``,
        a field without city names under the older farm rules, 7+ players.
    """
    data = {k: v for k, v in record.items() if k not in ("options", "_entry")}  # _entry: a step being typed
    _check_figure_kinds(data.get("features"))
    rec = convert(data, RecordIn, labels=labels())
    options = parse_options(record.get("options"))
    players = parse_players(rec.players)
    matcher = player_matcher([p.name for p in players])
    features = [parse_feature(i, f, matcher, options) for i, f in enumerate(rec.features)]
    _check_names(features)
    _check_expansions(features, options)
    _check_box_totals(features, options)
    features = _resolve_fields(features, options)
    _check_field_counts(features)
    _check_figures_on_board(features)
    if options.fairy_placement == "next_to_meeple":
        at_end = [f.label for f in features if f.fairy and f.at_game_end]
        if len(at_end) > 1:
            raise RuleError(
                _(
                    "$.features: the fairy stands next to one meeple at game end, but {features} have it: "
                    "keep it on one of them (or use fairy_placement on_tile)"
                ).format(features=_both(at_end))
            )
    return GameRecord(players, options, features, in_progress=rec.draft)


def labels() -> dict[str, str]:
    """The whole-number fields of a record in words, for :func:`~scorer.core.records.convert`'s messages."""
    return {
        "tiles": _("the number of tiles"),
        "pennants": _("the number of pennants"),
        "neighbours": _("the number of surrounding tiles placed"),
        "completed_cities": _("the number of completed cities bordering the field"),
        "points": _("the points from outside the record"),
        "fairy_turn_points": _("the number of fairy turn points"),
        "small": _("the number of small figures"),
        "large": _("the number of large figures"),
        "abbot": _("the number of abbot figures"),
        "pig": _("the number of pig figures"),
        "wine": _("the number of wine tokens"),
        "grain": _("the number of grain tokens"),
        "cloth": _("the number of cloth tokens"),
    }


def _check_field_counts(features: list[Feature]) -> None:
    """A field borders at most the completed cities the record holds (the sheet records every one it scores).

    :raises RuleError: a field's ``completed_cities`` count above that.
    """
    limit = completed_city_limit(features)
    for f in features:
        if f.type == "field" and f.cities is None and (f.completed_cities or 0) > limit.value:
            n = f.completed_cities or 0
            raise RuleError(
                ngettext(
                    "{where}: {n} completed city borders this field, but the record holds {held}: add the missing "
                    'completed cities as city features ({{"type": "city", "complete": true}}), or fix the count',
                    "{where}: {n} completed cities border this field, but the record holds {held}: add the missing "
                    'completed cities as city features ({{"type": "city", "complete": true}}), or fix the count',
                    n,
                ).format(where=f"$.features[{f.index}].completed_cities", n=n, held=limit.value)
            )


def _check_figure_kinds(features: Any) -> None:
    """Name an unknown figure kind and the known ones (msgspec would only say "unknown field").

    :raises RecordError: a player's figures not given by kind, or a figure kind that is not ``small``,
        ``large``, ``abbot`` or ``pig``
        (the mayor, wagon, barn and shepherd are not modelled).
    """
    if not isinstance(features, list):
        return  # the shape check names it
    for i, f in enumerate(features):
        meeples = f.get("meeples") if isinstance(f, dict) else None
        for player, figs in meeples.items() if isinstance(meeples, dict) else ():
            if not isinstance(figs, dict):
                raise RecordError(
                    _('give the figures by kind, e.g. {{"small": {n}}}').format(n=figs if type(figs) is int else 1),
                    f"$.features[{i}].meeples.{player}",
                )
            for kind in figs:
                if kind not in Figures.__struct_fields__:
                    raise RecordError(
                        _("unknown figure {kind}: use {kinds}").format(
                            kind=quote(kind), kinds=_either(list(Figures.__struct_fields__))
                        ),
                        f"$.features[{i}].meeples.{player}.{kind}",
                    )


def _check_names(features: list[Feature]) -> None:
    seen: dict[str, Feature] = {}
    for f in features:
        if f.name is None:
            continue
        other = seen.setdefault(fold(f.name), f)
        if other is not f:
            raise RuleError(
                _("{where}: {name} is also the name of feature {n}: give each feature its own name").format(
                    where=f"$.features[{f.index}].name", name=quote(f.name), n=other.index + 1
                )
            )


def _resolve_fields(features: list[Feature], options: Options) -> list[Feature]:
    """Turn each field's city names into canonical names and count the completed ones."""
    cities = {fold(f.name): f for f in features if f.name and f.type == "city"}
    named = {fold(f.name): f for f in features if f.name}
    out = []
    for f in features:
        if f.type != "field":
            out.append(f)
            continue
        where = f"$.features[{f.index}]"
        if f.cities is None:
            if options.farm_rule != "per_field_3" and f.figures:
                raise RuleError(
                    _(
                        "{where}: the farm rule {rule} needs the names of the cities bordering each field: "
                        'give "cities" instead of "completed_cities"'
                    ).format(where=f"{where}.cities", rule=options.farm_rule)
                )
            out.append(f)
            continue
        resolved = []
        for text in f.cities:
            city = cities.get(fold(text))
            if city is None:
                if fold(text) in named:
                    raise RuleError(
                        _("{where}: {name} is a {kind}, not a city: name cities only").format(
                            where=f"{where}.cities", name=quote(text), kind=_kind(named[fold(text)].type)
                        )
                    )
                raise RuleError(
                    _(
                        "{where}: city {name} is not in the record: add it as a city feature "
                        '(with "name" and "complete") or fix the name'
                    ).format(where=f"{where}.cities", name=quote(text))
                )
            name = city.name or text
            if name in resolved:
                raise RuleError(
                    _("{where}: city {name} is named twice: name each city once").format(
                        where=f"{where}.cities", name=quote(name)
                    )
                )
            resolved.append(name)
        count = sum(1 for n in resolved if cities[fold(n)].complete)
        if f.completed_cities is not None and f.completed_cities != count:
            raise RuleError(
                _("{where}: says {n} but {count} of the cities named are complete: fix one of them").format(
                    where=f"{where}.completed_cities", n=f.completed_cities, count=count
                )
            )
        out.append(replace(f, cities=tuple(resolved), completed_cities=count))
    return out
