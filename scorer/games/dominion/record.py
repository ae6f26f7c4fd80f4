"""A Dominion game record: its JSON shape, its validation, and the counts derived from a deck.

Record (``scorer score FILE``)::

    {"game": "dominion", "landmarks": ["Obelisk"], "allies": ["Plateau Shepherds"],
     "setup": {"obelisk_pile": "Village", "empty_supply_piles": ["Curse"]},
     "players": [{"name": "Ann", "cards": {"Province": 4, "Gardens": 3},
                  "vp_tokens": 0, "turns": 18, "tavern_mat": {"Distant Lands": 1},
                  "states": ["Miserable"], "favors": 0, "counts": {"total_cards": 37}}]}

``cards`` lists every card the player owns at game end, mats included. A
``counts`` entry (the quick-counts path) replaces what the listed cards would
give for that count: then ``cards`` need only list the VP cards.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

import msgspec

from scorer.core.entry import split_list
from scorer.core.errors import InputError, RecordError, RuleError
from scorer.core.i18n import N_, language
from scorer.core.records import convert
from scorer.core.registry import find
from scorer.core.table import Limit, check_players
from scorer.core.words import join

from . import rules
from .data import COUNT_QUESTIONS, CardDB, _, card_db, card_plural, cards, name, ngettext
from .limits import (
    card_limit,
    count_limit,
    groups,
    over_a_pile,
    over_the_groups,
    over_the_table,
    over_the_tower,
    owned,
    share,
    too_many,
    total_limit,
)


class PlayerIn(msgspec.Struct, forbid_unknown_fields=True):
    name: str
    cards: dict[str, Any] = {}  # counts checked by _count, which names the card
    vp_tokens: Any = 0  # checked by _player_number, which names the player
    turns: Any = None
    tavern_mat: dict[str, Any] = {}
    states: list[str] = []
    favors: Any = 0
    counts: dict[str, Any] = {}


class SetupIn(msgspec.Struct, forbid_unknown_fields=True):
    obelisk_pile: str | None = None
    empty_supply_piles: list[str] | None = None


class RecordIn(msgspec.Struct, forbid_unknown_fields=True):
    game: str
    players: list[PlayerIn]
    landmarks: list[str] = []
    allies: list[str] = []
    setup: SetupIn = msgspec.field(default_factory=SetupIn)


@dataclass
class Player:
    """One player, with canonical English names.

    :ivar deck: ``{card: copies}`` as listed (every card owned, or only the VP
        cards when ``counts`` supplies the rest).
    :ivar tavern: ``{card: copies}`` on the Tavern mat (also in ``deck``).
    :ivar counts: the quick counts given (``{count key: value}``).
    :ivar shown: ``{card: second name}`` for a card listed under its second name (Farm for Harem): rows show it.
    """

    name: str
    deck: dict[str, int]
    vp_tokens: int = 0
    turns: int | None = None
    tavern: dict[str, int] = field(default_factory=dict)
    states: list[str] = field(default_factory=list)
    favors: int = 0
    counts: dict[str, int] = field(default_factory=dict)
    shown: dict[str, str] = field(default_factory=dict)


@dataclass
class Table:
    """A validated game: players, Landmarks, Allies and the setup choices they need."""

    players: list[Player]
    landmarks: list[str] = field(default_factory=list)
    allies: list[str] = field(default_factory=list)
    obelisk_pile: str | None = None
    empty_piles: list[str] | None = None


def _sum_where(test: Callable[[Any], bool]) -> Callable[[Mapping[str, int], CardDB, Table], int]:
    return lambda deck, db, table: sum(n for c, n in deck.items() if test(db.cards[c]))


def _names_where(test: Callable[[Any, int], bool]) -> Callable[[Mapping[str, int], CardDB, Table], int]:
    return lambda deck, db, table: sum(1 for c, n in deck.items() if n > 0 and test(db.cards[c], n))


def _named(name: str) -> Callable[[Mapping[str, int], CardDB, Table], int]:
    return lambda deck, db, table: deck.get(name, 0)


#: How each quick count follows from a complete deck: ``f(deck, db, table) -> int``.
DERIVE: dict[str, Callable[[Mapping[str, int], CardDB, Table], int]] = {
    "total_cards": _sum_where(lambda c: True),
    "distinct_names": _names_where(lambda c, n: True),
    "action_cards": _sum_where(lambda c: c.has("Action")),
    "victory_cards": _sum_where(lambda c: c.has("Victory")),
    "treasure_cards": _sum_where(lambda c: c.has("Treasure")),
    "victory_names": _names_where(lambda c, n: c.has("Victory")),
    "coppers": _named("Copper"),
    "silvers": _named("Silver"),
    "golds": _named("Gold"),
    "estates": _named("Estate"),
    "duchies": _named("Duchy"),
    "castles": _sum_where(lambda c: c.has("Castle")),
    # Plateau Shepherds: a cost with Potion or Debt is not "costing $2" (an assumption, printed by score.assumptions).
    "cards_costing_2": _sum_where(lambda c: c.coins == 2 and not c.potion and not c.debt),
    "obelisk_pile_cards": lambda deck, db, table: sum(
        n for c, n in deck.items() if table.obelisk_pile and db.cards[c].pile == table.obelisk_pile
    ),
    "empty_pile_cards": lambda deck, db, table: sum(
        n for c, n in deck.items() if not db.cards[c].has("Victory") and db.cards[c].pile in (table.empty_piles or [])
    ),
    "action_names_3plus": _names_where(lambda c, n: c.has("Action") and n >= 3),
    "second_most_action": lambda deck, db, table: rules.second_largest(
        n for c, n in deck.items() if n > 0 and db.cards[c].has("Action")
    ),
    "singleton_names": _names_where(lambda c, n: n == 1),
}

#: Counts that the cards not listed can only raise, so a quick count below what the listed
#: cards already give is a contradiction. ``singleton_names`` is one of them: a listed card is
#: listed with all its copies (a card line sets the player's count of that card), so the cards
#: not listed are other names, and each can only add a name held once (Wolf Den: a Duke and a
#: Province listed once each make at least 2 such names, -6 VP, Empires rulebook).
MONOTONE = set(DERIVE)

#: Counts of Victory cards only. Every Victory card scores, so every one must be in ``cards``
#: (the quick-counts path lists them all): these counts come from the listed cards, and a
#: different quick count would leave Victory cards unscored (2 Dukes + 3 Duchies counted, not
#: listed: 6 VP instead of 15).
FROM_VICTORY_CARDS = ("victory_cards", "victory_names", "duchies", "estates", "castles")

#: Counts of Treasures only. With Keep every Treasure is listed (Keep compares them), so these
#: come from the listed Treasures too.
FROM_TREASURES = ("treasure_cards", "coppers", "silvers", "golds")

#: Counts of differently named cards: together they cannot exceed ``total_cards``.
DISJOINT = ("coppers", "silvers", "golds", "estates", "duchies")


def derive(key: str, deck: Mapping[str, int], table: Table, db: CardDB | None = None) -> int:
    """The value of quick count ``key`` for a complete ``deck`` (``{card: copies}``)."""
    return DERIVE[key](deck, db or card_db(), table)


def needed_counts(
    cards: Iterable[str], landmarks: Iterable[str], allies: Iterable[str], db: CardDB | None = None
) -> list[str]:
    """The counts that the VP ``cards``, the ``landmarks`` and the ``allies`` score with, in question order.

    >>> needed_counts(["Gardens", "Province"], ["Palace"], [])
    ['total_cards', 'coppers', 'silvers', 'golds']
    """
    db = db or card_db()
    needs = {db.rules.cards[c].count for c in cards if c in db.rules.cards} - {None}
    for lm in landmarks:
        needs |= set(rules.LANDMARKS.get(lm, (None, ()))[1])
    if "Plateau Shepherds" in allies:
        needs.add("cards_costing_2")
    return [k for k in COUNT_QUESTIONS if k in needs]


def _pile_listed(pile: str, db: CardDB) -> bool:
    """True if every non-Victory card of ``pile`` has a VP rule (the Curse pile), so it is listed."""
    return all(c.name in db.rules.cards for c in db.cards.values() if c.pile == pile and not c.has("Victory"))


def from_listed_cards(key: str, table: Table, db: CardDB | None = None) -> bool:
    """True if quick count ``key`` is told by the cards listed on the quick-counts path, so it is not asked.

    That path lists every Victory card and Curse (each scores) and, with Keep, every Treasure. So the
    Victory-card counts, with Keep the Treasure counts, Obelisk's count when its pile holds only Victory
    cards (Nobles), and Tower's when the empty piles hold no non-Victory card but Curses, all follow
    from the listed cards; a different count would leave listed-kind cards unscored.

    >>> from_listed_cards("duchies", Table([])), from_listed_cards("golds", Table([], ["Keep"]))
    (True, True)
    >>> from_listed_cards("golds", Table([])), from_listed_cards("total_cards", Table([], ["Keep"]))
    (False, False)
    """
    db = db or card_db()
    if key in FROM_VICTORY_CARDS:
        return True
    if key in FROM_TREASURES:
        return "Keep" in table.landmarks
    if key == "obelisk_pile_cards":
        return table.obelisk_pile is not None and _pile_listed(table.obelisk_pile, db)
    if key == "empty_pile_cards":
        return table.empty_piles is not None and all(_pile_listed(p, db) for p in table.empty_piles)
    return False


def _listed_hint(key: str) -> str:
    """How to fix a count that must come from the listed cards (names what to list)."""
    if key in FROM_TREASURES:
        return _("list every Treasure in cards (Keep compares them)")
    if key in FROM_VICTORY_CARDS:
        return _("list every Victory card in cards (each one scores)")
    return _("list every Victory card and Curse in cards (each one scores)")


def effective(player: Player, key: str, table: Table) -> int:
    """Quick count ``key`` for ``player``: the given count, else derived from the listed cards."""
    if key in player.counts:
        return player.counts[key]
    return derive(key, player.deck, table)


def _match(matcher_call: Callable[[str], str], text: str, where: str) -> str:
    try:
        return matcher_call(text)
    except RecordError:
        raise
    except InputError as e:
        raise RecordError(str(e), where) from None


def _count(value: Any, where: str) -> int:
    """A count of cards: a whole number, 0 or more.

    :raises RecordError: anything else (names the field).
    """
    if isinstance(value, bool) or not isinstance(value, int):
        raise RecordError(_("{value} is not a whole number: give a count like 3").format(value=repr(value)), where)
    if value < 0:
        raise RecordError(_("{value} is negative: a count is 0 or more").format(value=value), where)
    return value


#: The most digits a player's VP tokens, Favors or turns may have: as many as the entry takes
#: (:func:`scorer.core.entry.parse_int`). The box does not limit tokens (substitutes may be used), so only a
#: typo is refused.
MOST_DIGITS = 9


#: A player's numbers in a record, for the messages that name them: ``{field: (not whole, negative, too long)}``.
_NUMBER_MESSAGES = {
    "vp_tokens": (
        N_("{player}'s VP tokens {value} is not a whole number: give a count like 3"),
        N_("{player}'s VP tokens {value} is negative: give 0 or more"),
        N_("{player}'s VP tokens {start}… ({digits} digits) are far too many: fix the count"),
    ),
    "turns": (
        N_("{player}'s turns {value} is not a whole number: give a count like 3"),
        N_("{player}'s turns {value} is negative: give 0 or more"),
        N_("{player}'s turns {start}… ({digits} digits) are far too many: fix the count"),
    ),
    "favors": (
        N_("{player}'s Favors {value} is not a whole number: give a count like 3"),
        N_("{player}'s Favors {value} is negative: give 0 or more"),
        N_("{player}'s Favors {start}… ({digits} digits) are far too many: fix the count"),
    ),
}


def _player_number(value: Any, where: str, who: str, what: str) -> int:
    """A player's VP tokens, Favors or turns (``what``: ``"vp_tokens"``, ``"favors"``, ``"turns"``): a whole
    number, 0 or more, of at most :data:`MOST_DIGITS` digits.

    :raises RecordError: anything else, in words that name the player ("Ann's VP tokens 'five' is not a whole
        number").
    """
    whole, negative, long = _NUMBER_MESSAGES[what]
    if isinstance(value, bool) or not isinstance(value, int):
        raise RecordError(_(whole).format(player=who, value=repr(value)), where)
    if value < 0:
        raise RecordError(_(negative).format(player=who, value=value), where)
    digits = str(value)
    if len(digits) > MOST_DIGITS:
        raise RecordError(_(long).format(player=who, start=digits[:6], digits=len(digits)), where)
    return value


def _resolve_cards(
    db: CardDB, cards: Mapping[str, Any], where: str, players: int, shown: dict[str, str] | None = None
) -> dict[str, int]:
    """``{card: copies}`` with English names (spellings of one card add up), each within what a game holds.

    :param shown: filled with ``{card: second name}`` for a card listed under its second name (Farm for Harem).

    :raises RecordError: a bad count or an unknown card (names the field).
    :raises RuleError: more copies of a card than a game of ``players`` holds (:func:`.limits.card_limit`),
        or more cards than all its piles hold (:func:`.limits.total_limit`).
    """
    out: dict[str, int] = {}
    for text, n in cards.items():
        n = _count(n, f"{where}[{text!r}]")
        card = _match(lambda t: db.card(t).name, text, f"{where}[{text!r}]")
        out[card] = out.get(card, 0) + n
        second = db.shown_name(text)
        if shown is not None and second:
            shown[card] = second
    for text in cards:
        card = db.card(text).name
        limit = card_limit(card, players, db)
        if out[card] > limit.value:
            raise RuleError(
                _("{where}: {problem}: fix the count").format(
                    where=f"{where}[{text!r}]", problem=too_many(out[card], card, limit)
                )
            )
    pile = over_a_pile(out, players, db)
    if pile:
        raise RuleError(_("{where}: {problem}: fix the counts").format(where=where, problem=pile))
    limit = total_limit(players, db)
    if sum(out.values()) > limit.value:
        raise RuleError(
            _("{where}: {n} cards are more than one player can own: at most {most} {source}: fix the counts").format(
                where=where, n=sum(out.values()), most=limit.value, source=limit.source
            )
        )
    return out


#: What may lie on the Tavern mat besides Reserve cards: Coppers put there by Miser (Adventures).
TAVERN_EXTRA = {"Copper"}


def _check_tavern(tavern: Mapping[str, int], db: CardDB, where: str) -> None:
    """Refuse a card that never goes on the Tavern mat (it would be silently ignored).

    :raises RuleError: a card that is neither a Reserve card nor a Copper (Miser).
    """
    for card in tavern:
        if not db.cards[card].has("Reserve") and card not in TAVERN_EXTRA:
            raise RuleError(
                _(
                    "{where}: {card} does not go on the Tavern mat (only Reserve cards such as {example}, and "
                    "{coppers} put there by Miser): remove it"
                ).format(where=where, card=name(card), example=name("Distant Lands"), coppers=card_plural("Copper"))
            )


def _check_has_cards(record: Mapping[str, Any]) -> None:
    """A player without ``"cards"`` would score 0 VP in silence (a hand-edit typo).

    :raises RecordError: names the player.
    """
    players = record.get("players")
    if not isinstance(players, list):
        return
    for i, p in enumerate(players):
        if isinstance(p, dict) and "cards" not in p:
            who = p.get("name") if isinstance(p.get("name"), str) else f"player {i + 1}"
            raise RecordError(
                _(
                    '{player} has no "cards": list every card {player} owns (on the quick-counts path the VP cards; '
                    "{{}} for none)"
                ).format(player=who),
                f"$.players[{i}]",
            )


def _count_over(field: str, value: int, limit: Limit, message: str | None = None) -> RuleError:
    """The error for count ``field`` of ``value`` above ``limit`` (a count of more than 12 digits shown cut);
    ``message``: another translated text with the same fields as "more than a game holds"."""
    text = message or _("{field} is {value}, more than a game holds: at most {most} {source}: fix the count")
    return RuleError(
        text.format(
            field=field,
            value=f"{str(value)[:12]}{'…' if len(str(value)) > 12 else ''}",
            most=limit.value,
            source=limit.source,
        )
    )


def _check_tower_shares(table: Table, players: int, db: CardDB) -> None:
    """Reject a Tower count that the other players' cards listed, and the counts before it, leave no room for.

    Checked once every player is read: a later player's cards listed bound an earlier count too (Ann counts 15 with
    5 Curses listed, so all 10 Smithies are hers; Bob's full deck lists 1 Smithy).

    :raises RuleError: names the count, the most it can be (:func:`.limits.tower_left`) and the others' cards.
    """
    if not table.empty_piles:
        return
    key = "empty_pile_cards"
    shares = [share(p.name, p.deck, p.counts) for p in table.players]
    over = over_the_tower(shares, table.empty_piles, players, db)
    if over:
        i, limit = over
        raise _count_over(
            f"$.players[{i}].counts.{key}",
            table.players[i].counts[key],
            limit,
            _("{field} is {value}, more than the cards listed leave: at most {most}: {source}: fix the count"),
        )


def _check_counts(player: Player, table: Table, where: str, players: int = 2) -> None:
    """Reject quick counts that contradict the listed cards.

    :raises RuleError: an unknown count key, a count below what the listed cards
        already make, a count the listed cards tell (:func:`from_listed_cards`) other than theirs, a
        count above ``total_cards``, or Coppers, Silvers, Golds, Estates and Duchies adding up to more
        than ``total_cards``.
    """
    for key, value in player.counts.items():
        if key not in DERIVE:
            raise RecordError(
                _("unknown count {key}: use one of {keys}").format(key=repr(key), keys=", ".join(DERIVE)),
                f"{where}.counts",
            )
        field = f"{where}.counts.{key}"
        # the player's cards bound their own count (Tower's), unless the count must be theirs exactly (said below)
        told = from_listed_cards(key, table)
        mine = None if told else owned(player.deck, player.counts)
        limit = count_limit(key, players, table.obelisk_pile, empty_piles=table.empty_piles, deck=mine)
        if value > limit.value:
            raise _count_over(field, value, limit)
        listed = derive(key, player.deck, table)
        if told and value != listed:
            raise RuleError(
                _("{field} is {value}, but the cards listed make {listed}: {hint} and leave {key} out").format(
                    field=field, value=value, listed=listed, hint=_listed_hint(key), key=key
                )
            )
        if key in MONOTONE and value < listed:
            raise RuleError(
                _(
                    "{field} is {value}, but the cards listed already make {listed}: raise the count or fix the cards"
                ).format(field=field, value=value, listed=listed)
            )
    total = player.counts.get("total_cards")
    if total is not None:
        for key, value in player.counts.items():
            if value > total and key != "total_cards":
                raise RuleError(
                    _("{field} is {value}, more than total_cards {total}: fix one of them").format(
                        field=f"{where}.counts.{key}", value=value, total=total
                    )
                )
        parts = {k: effective(player, k, table) for k in DISJOINT}
        if sum(parts.values()) > total:
            added = " + ".join(f"{k} {v}" for k, v in parts.items() if v)
            many = sum(parts.values())
            raise RuleError(
                ngettext(
                    "{field}: {added} = {n} different card, more than total_cards {total}: fix one of them",
                    "{field}: {added} = {n} different cards, more than total_cards {total}: fix one of them",
                    many,
                ).format(field=f"{where}.counts", added=added, n=many, total=total)
            )
    threes = player.counts.get("action_names_3plus")
    for key in ("action_cards", "total_cards"):  # each name of 3+ copies takes 3 of them
        if threes is not None and key in player.counts and 3 * threes > player.counts[key]:
            raise RuleError(
                _(
                    "{field} is {value}, but {key} is {of}: at most {most} names can have 3 copies: fix one of them"
                ).format(
                    field=f"{where}.counts.action_names_3plus",
                    value=threes,
                    key=key,
                    of=player.counts[key],
                    most=player.counts[key] // 3,
                )
            )


def one_pile(parts: list[str], db: CardDB | None = None) -> str:
    """The message for several piles given as Obelisk's: "Obelisk chooses one pile: name one of Village and
    Smithy" (each part by its pile's name where it names one)."""
    db = db or card_db()
    named = []
    for part in parts:
        try:
            named.append(name(db.pile(part)))
        except InputError:
            named.append(part)
    named = list(dict.fromkeys(named))
    # English says "one of Village and Smithy"; Czech "jen jeden, Vesnice nebo Kovárna" (one of them, or the other)
    word = "or" if language() == "cs" else "and"
    # TRANSLATORS: {piles} is "Village and Smithy" in English, joined with "or" in Czech ("Vesnice nebo Kovárna").
    return _("Obelisk chooses one pile: name one of {piles}").format(piles=join(named, word))


def check_game(record: Mapping[str, Any], where: str = "$.game", fix: str | None = None) -> None:
    """Refuse another game's record before its fields are read (a Mystical Realms ``hand`` is no Dominion field).

    :raises RecordError: names the record's game.
    """
    game = record.get("game")
    if game == "dominion":
        return
    fix = fix or _("name a Dominion record")
    try:
        found = find(str(game))
    except InputError:
        raise RecordError(
            _("{game} is no game scorer knows, and not Dominion: name a Dominion record").format(game=repr(game)), where
        ) from None
    if found.id != "dominion":
        raise RecordError(_("this is a {game} record, not Dominion: {fix}").format(game=found.title, fix=fix), where)


def parse_record(record: Mapping[str, Any], db: CardDB | None = None) -> Table:
    """Validate a Dominion record and return it with canonical names.

    :raises RecordError: another game's record, a field has the wrong shape, a negative or non-integer
        count, an unknown card, Landmark, Ally, State or pile (names the field).
    :raises RecordError: a player without ``cards`` (would score 0 in silence).
    :raises RecordError: VP tokens, Favors or turns that are not a whole number of 0 or more, or far too large
        (names the player).
    :raises RuleError: more than 6 players (or none; the registry's range), more copies of a card or more
        cards than a game of that many players holds (:mod:`.limits`), players whose copies of one card or one
        pile add up to more than the game holds (one pile serves the table), quick counts that
        contradict the cards or exceed what a game holds, a Tower count more than the other players' cards
        and counts leave of the empty piles, more cards on the Tavern mat than owned, a card
        that never goes on the Tavern mat, both
        Miserable states, Obelisk or Tower without its setup choice, an Obelisk
        pile that is not an Action Supply pile.
    """
    db = db or card_db()
    check_game(record)
    _check_has_cards(record)
    rec = convert(dict(record), RecordIn)
    game = find("dominion")
    names = check_players([p.name for p in rec.players], game.min_players, game.max_players, game.title)
    table = Table(players=[])
    table.landmarks = list(
        dict.fromkeys(_match(db.landmarks.match, t, f"$.landmarks[{i}]") for i, t in enumerate(rec.landmarks))
    )
    table.allies = list(dict.fromkeys(_match(db.allies.match, t, f"$.allies[{i}]") for i, t in enumerate(rec.allies)))
    if "Obelisk" in table.landmarks:
        if not rec.setup.obelisk_pile:
            raise RuleError(
                _("Obelisk needs its chosen pile: add setup.obelisk_pile (any card of that Action Supply pile)")
            )
        if len(split_list(rec.setup.obelisk_pile)) > 1:
            raise RuleError(f"$.setup.obelisk_pile: {one_pile(split_list(rec.setup.obelisk_pile), db)}")
        pile = _match(db.pile, rec.setup.obelisk_pile, "$.setup.obelisk_pile")
        if not db.is_action_pile(pile):
            raise RuleError(
                _("{where}: {pile} is not an Action Supply pile: Obelisk chooses an Action pile").format(
                    where="$.setup.obelisk_pile", pile=name(pile)
                )
            )
        table.obelisk_pile = pile
    if "Tower" in table.landmarks:
        if rec.setup.empty_supply_piles is None:
            raise RuleError(_("Tower needs the empty Supply piles: add setup.empty_supply_piles (a list; [] if none)"))
        table.empty_piles = list(
            dict.fromkeys(
                _match(db.pile, t, f"$.setup.empty_supply_piles[{i}]")
                for i, t in enumerate(rec.setup.empty_supply_piles)
            )
        )
    for i, (p, who) in enumerate(zip(rec.players, names)):
        where = f"$.players[{i}]"
        shown: dict[str, str] = {}
        deck = _resolve_cards(db, p.cards, f"{where}.cards", len(names), shown)
        tavern = _resolve_cards(db, p.tavern_mat, f"{where}.tavern_mat", len(names))
        _check_tavern(tavern, db, f"{where}.tavern_mat")
        for card, n in tavern.items():
            if n > deck.get(card, 0):
                raise RuleError(
                    _(
                        "{where}.tavern_mat has {cards} but cards lists {listed}: cards must list every card the "
                        "player owns, mats included"
                    ).format(where=where, cards=cards(n, card), listed=deck.get(card, 0))
                )
        states = [_match(db.states.match, t, f"{where}.states[{j}]") for j, t in enumerate(p.states)]
        if {"Miserable", "Twice Miserable"} <= set(states) or states.count("Miserable") > 1:
            raise RuleError(
                _("{where}.states: a player holds one Miserable card (one side or the other): keep one").format(
                    where=where
                )
            )
        counts = {k: _count(v, f"{where}.counts.{k}") for k, v in p.counts.items()}
        tokens = _player_number(p.vp_tokens, f"{where}.vp_tokens", who, "vp_tokens")
        turns = None if p.turns is None else _player_number(p.turns, f"{where}.turns", who, "turns")
        favors = _player_number(p.favors, f"{where}.favors", who, "favors")
        player = Player(who, deck, tokens, turns, tavern, list(dict.fromkeys(states)), favors, counts, shown)
        _check_counts(player, table, where, len(names))
        table.players.append(player)
    shared = over_the_table([(p.name, owned(p.deck, p.counts)) for p in table.players], len(names), db)
    shared = shared or over_the_groups(
        [(p.name, p.deck, p.counts) for p in table.players],
        groups(table.obelisk_pile, table.empty_piles),
        len(names),
        db,
    )
    if shared:
        raise RuleError(_("{where}: {problem}: fix the counts").format(where="$.players", problem=shared))
    _check_tower_shares(table, len(names), db)
    return table
