"""Interactive entry of one Blue Moon City event, as a core flow (:mod:`scorer.core.entry`).

The flow asks which event (unless the command named it), then that event's
questions. Every answer is checked where it is typed, with the same checks the
records use (a building as its own neighbour, scales held beyond the game's
15/12/9, offerings beyond what wins, a box value no tile prints, more cards of
a people than the deck has), so an entry never ends in an error after the
last answer. The core saves each answer at once, ``<`` goes back to any
earlier one, a resumed entry recaps what is there, and a review before
scoring lets any answer be changed. Events that need the players ask for
them in the one players step, with the range of the game's registry entry.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from scorer.core.entry import Entry, answers_to_log, parse_int, run, split_list
from scorer.core.errors import RuleError, UnknownNameError
from scorer.core.names import NameMatcher, fold
from scorer.core.prompts import Draft, Prompter
from scorer.core.table import Limit
from scorer.core.words import join

from . import building as bld
from .cards import ANY, Card, card_names, parse_card
from .data import Box, Building, Reward, box_colours, limits, peoples, player_range, rules
from .events import (
    EVENTS,
    check_box,
    check_box_colour,
    check_box_count,
    check_box_value,
    check_hand,
    check_pillars,
    check_reward,
    check_tile_colours,
    find_event,
    most_spaces_filled,
    neighbour_names,
    spaces_filled_limit,
)
from .lang import CARD, N_, _, colour_word, ngettext, pgettext
from .obelisk import offerings_to_win

TITLE = N_("Blue Moon City")
OTHER = N_("other (type its boxes and rewards)")
PALACE = N_("any (Royal Palace box)")
HAND = N_("Cards in hand (comma-separated, e.g. 'Vulca 3, Khind, Mimix 1'):")


def _is(text: str, choice: str) -> bool:
    """Whether ``text`` is the menu choice ``choice`` (a marked message), in English or in the output language."""
    return fold(text) in (fold(choice), fold(_(choice)))


def run_entry(draft: Draft, prompter: Prompter) -> dict[str, Any]:
    """Ask for one event (the one ``draft.record["event"]`` names, else chosen first) and return its record.

    :raises InputError: the draft names an unknown event.
    :raises RecordError: the draft's answer log is malformed.
    """
    given = draft.record.get("event")
    fixed = None if given is None else find_event(given).id  # named by the command, not an answer
    if is_game(draft.record):
        return run(_game_flow(fixed), draft, prompter)

    def flow(entry: Entry) -> dict[str, Any]:
        event = fixed or _ask_event(entry)
        return {"game": "bluemoon", "event": event, **FLOWS[event](entry, None)}

    if fixed is not None:
        _upgrade(draft, fixed, flow)
    return run(flow, draft, prompter)


# --- a game: its players once, its events one after another ---------------------------


def is_game(record: dict[str, Any]) -> bool:
    """Whether ``record`` is a game's (its players and its events, ``"events": [...]``), not one event's."""
    return isinstance(record.get("events"), list)


def _game_flow(fixed: str | None) -> Callable[[Entry], dict[str, Any]]:
    """The flow of one more event of a game: the players first if the game has none yet (kept at once, so
    every later event, and a resumed one, knows them), then the event, which asks no names."""

    def flow(entry: Entry) -> dict[str, Any]:
        record = entry.draft.record
        players = record.get("players")
        if not players:
            players = entry.players(_(TITLE), *player_range())
            record["players"] = players
            entry.commit()  # kept in the record: going back stops here
        event = fixed or _ask_event(entry)
        new = {"event": event, **FLOWS[event](entry, list(players))}
        return {"game": "bluemoon", "players": list(players), "events": [*record.get("events", []), new]}

    return flow


def _seats(entry: Entry, players: list[str] | None) -> tuple[list[str], Callable[[str], str]]:
    """The event's players and the key prefix of each one's answers: a game's players (by their place, which
    a game keeps), or the players step's (``entry.seat``)."""
    if players:
        return players, lambda name: f"p{players.index(name)}"
    return entry.players(_(TITLE), *player_range()), entry.seat


# --- drafts of the previous version ---------------------------------------------------

#: The fields an entry of the previous version wrote into its draft: the records' own (no answer log).
_OLD_FIELDS = {f for e in EVENTS.values() for f in e.record.__struct_fields__} - {"event", "game", "draft", "note"}


class _Stop(Exception):
    """The old draft's answers have a gap: those before it are kept."""


def _old_answers(event: str, rec: dict[str, Any]) -> list[Any]:
    """The answers, in the order the flow asks them, that a previous version's draft holds (up to the first gap)."""
    out: list[Any] = []

    def add(*values: Any) -> None:
        for value in values:
            if value is None:
                raise _Stop
            out.append(value)

    def players(*fields: str) -> None:
        rows = rec.get("players")
        if not isinstance(rows, list) or not all(isinstance(p, dict) and "name" in p for p in rows):
            raise _Stop
        add(", ".join(str(p["name"]) for p in rows))
        if len(rows) < player_range()[1]:
            add("")
        for p in rows:
            add(*(None if p.get(f) is None else str(p[f]) for f in fields))

    try:
        if event == "payment":
            box = rec.get("box") or {}
            add(PALACE if box.get("colour") == ANY else box.get("colour"), box.get("value"))
            add(None if rec.get("hand") is None else ", ".join(rec["hand"]))
        elif event == "building":
            spec = rec.get("building")
            name = spec if isinstance(spec, str) else (spec or {}).get("name")
            if isinstance(spec, dict) and not (name and bld.is_building(name)):
                add(OTHER, name)
            else:
                add(name)
            known = bld.find_building(name) if name and bld.is_building(name) else None
            if isinstance(spec, dict):
                if not (known and known.boxes):
                    boxes = spec.get("boxes")
                    add(None if boxes is None else ", ".join(f"{b['colour']} {b['value']}" for b in boxes))
                for part in ("majority", "participation"):
                    if getattr(known, part, None) is None:
                        r = spec.get(part)
                        add(None if r is None else " ".join(str(r.get(k, 0)) for k in ("crystals", "scales", "cards")))
            add(None if rec.get("cubes") is None else ", ".join(rec["cubes"]))
            add(None if rec.get("adjacent_completed") is None else ", ".join(rec["adjacent_completed"]))
        elif event == "scales":
            players("scales", "gained")
            add(rec.get("supply"))
        elif event == "offering":
            add(rec.get("player_count"), rec.get("spaces_filled"), rec.get("crystals"))
            add(None if rec.get("pillars") is None else ", ".join(rec["pillars"]))
            add(rec.get("offerings_before"))
        elif event == "end":
            players("offerings", "crystals")
            add(rec.get("city_complete"))
            add(rec.get("out_of_cubes"))
    except (_Stop, AttributeError, KeyError, TypeError):
        pass
    return [a if isinstance(a, bool) else str(a) for a in out]


def _upgrade(draft: Draft, event: str, flow: Callable[[Entry], dict[str, Any]]) -> None:
    """Turn a previous version's draft (the record's fields) into an answer log, so that it continues.

    Its answers are given to the flow one by one; where one is missing or no longer fits, the log stops
    and the entry asks from there.
    """
    rec = draft.record
    old = set(rec) & _OLD_FIELDS
    if not old or rec.get("_entry"):
        return
    log = answers_to_log(flow, {"game": "bluemoon", "event": event}, _old_answers(event, rec))
    for field in old:
        del rec[field]
    rec["_entry"] = {"answers": log}


#: Each event's name in the recap ("event building").
EVENT_WORDS = {
    "payment": N_("payment"),
    "building": N_("building"),
    "scales": N_("scales"),
    "offering": N_("offering"),
    "end": N_("end"),
}


def _ask_event(entry: Entry) -> str:
    labels = {_(e.label): e.id for e in EVENTS.values()}
    return labels[
        entry.select(
            "event", _("Which event?"), list(labels), label=_("event"), show=lambda t: _(EVENT_WORDS[labels[t]])
        )
    ]


def _cards_shown(cards: list[Card]) -> str:
    return ", ".join(c.name for c in cards)


# --- payment -------------------------------------------------------------------------


def _colour(text: str) -> str:
    return ANY if _is(text, PALACE) else check_box_colour(text)


def _box_value(text: str) -> int:
    return check_box_value(parse_int(text, minimum=-(10**9)))


def _hand(text: str) -> list[Card]:
    parts = split_list(text)
    if not parts:
        raise RuleError(_("type the cards in the hand, e.g. 'Vulca 3, Khind, Mimix 1'"))
    return check_hand([parse_card(p) for p in parts])


def _payment(entry: Entry, players: list[str] | None = None) -> dict[str, Any]:
    named = [p for p in peoples() if p.colour in box_colours()]
    choices = list(dict.fromkeys([*(colour_word(p.colour, CARD) for p in named), *(p.name for p in named), _(PALACE)]))
    colour = entry.text(
        "box.colour",
        _("Box colour (or people):"),
        _colour,
        choices=choices,
        label=pgettext("label", "box"),  # Czech 'barva čtverečku černá', not 'čtvereček černá'
        show=lambda c: _("any (Royal Palace)") if c == ANY else colour_word(c, CARD),
    )
    value = entry.text("box.value", _("Box value:"), _box_value, label=_("value"), show=str)
    hand = entry.text(
        "hand",
        _(HAND),
        _hand,
        choices=card_names(),
        allow_empty=True,
        label=pgettext("label", "hand"),
        show=_cards_shown,
    )
    return {"box": {"colour": colour, "value": value}, "hand": [c.name for c in hand]}


# --- building ------------------------------------------------------------------------


def _completable(text: str) -> Building | None:
    """The tile named ``text`` if it can be completed (every tile but the Courtyard); ``None`` for OTHER."""
    if _is(text, OTHER) or fold(text) in ("other", fold(_("other"))):
        return None
    b = bld.find_building(text)
    if b.boxes == []:
        raise RuleError(
            _("the {building} is complete from the start: name the building just completed").format(
                building=bld.shown(b.name)
            )
        )
    return b


def _other_name(text: str) -> str:
    name = text.strip()
    if name and bld.is_building(name) and bld.find_building(name).boxes == []:
        raise RuleError(
            _("the {building} is complete from the start: name the building just completed").format(
                building=bld.shown(bld.find_building(name).name)
            )
        )
    return name


def _reward(text: str) -> dict[str, int]:
    """``"2 0 1"`` → ``{"crystals": 2, "scales": 0, "cards": 1}`` (missing numbers are 0), within the box.

    :raises RuleError: not up to three whole numbers, one far too large, or more scales or cards than the
        game has (:func:`~.events.check_reward`).
    """
    parts = text.replace(",", " ").split()
    if len(parts) <= 3 and any(p.startswith("-") and p[1:].isdigit() for p in parts):
        raise RuleError(_("a reward has no negative numbers: type crystals scales cards, e.g. '2 0 1'"))
    if len(parts) > 3 or not all(p.isdigit() for p in parts):
        raise RuleError(_("type up to three whole numbers: crystals scales cards, e.g. '2 0 1'"))
    nums = [parse_int(p) for p in parts] + [0] * (3 - len(parts))
    reward = dict(zip(("crystals", "scales", "cards"), nums, strict=True))
    check_reward(Reward(**reward))
    return reward


def _reward_shown(reward: dict[str, int]) -> str:
    return Reward(**reward).text()


def _boxes(text: str) -> list[dict[str, Any]]:
    """``"black 5, black 4"`` → ``[{"colour": "black", "value": 5}, …]``, each box checked against the tiles."""
    boxes: list[Box] = []
    for part in split_list(text):
        *words, value = part.split()
        if not words or not value.lstrip("+-").isdigit() or len(value) > 9:
            raise RuleError(_("{box}: write each box as a colour and its value, e.g. 'black 5'").format(box=repr(part)))
        boxes.append(check_box(" ".join(words), parse_int(value, minimum=-(10**9))))
    if not boxes:
        raise RuleError(_("type at least one box, e.g. 'black 5, black 4'"))
    check_box_count(len(boxes))
    check_tile_colours([b.colour for b in boxes])
    return [{"colour": b.colour, "value": b.value} for b in boxes]


def _boxes_shown(boxes: list[dict[str, Any]]) -> str:
    return ", ".join(f"{colour_word(b['colour'], CARD)} {b['value']}" for b in boxes)


def _cubes(n_boxes: int, table: list[str] | None = None) -> Callable[[str], list[str]]:
    """Read the cube owners, left to right; in a game, each is one of its players (a unique start is enough).

    :raises RuleError: not one owner a box, more owners than players, or (in a game) a name not at the table.
    """
    most = player_range()[1]
    matcher = None if not table else NameMatcher({name: [name] for name in table}, kind=_("player"))

    def parse(text: str) -> list[str]:
        owners = split_list(text)
        if len(owners) != n_boxes:
            raise RuleError(
                ngettext(
                    "the building has {n} box: give {n} owner, left to right",
                    "the building has {n} boxes: give {n} owners, left to right",
                    n_boxes,
                ).format(n=n_boxes)
            )
        if matcher is not None and table is not None:
            found = []
            for owner in owners:
                try:
                    found.append(matcher.match(owner))
                except UnknownNameError:
                    raise RuleError(
                        _("{name} is not a player of this game ({players}): give the players' names").format(
                            name=owner, players=", ".join(table)
                        )
                    ) from None
            owners = found
        players = {fold(o) for o in owners}
        if len(players) > most:
            raise RuleError(
                _("{n} different cube owners: Blue Moon City has at most {most} players").format(
                    n=len(players), most=most
                )
            )
        return owners

    return parse


def _building(entry: Entry, players: list[str] | None = None) -> dict[str, Any]:
    names = sorted(
        (b.name for b in bld.buildings() if b.boxes != []), key=lambda n: not bld.scorable(bld.find_building(n))
    )  # fully known tiles first
    picked = entry.text(
        "building",
        _("Completed building:"),
        _completable,
        choices=[*(bld.shown(n) for n in names), _(OTHER)],
        label=_("building"),
        show=lambda b: _("other") if b is None else bld.shown(b.name),
    )
    spec: str | dict[str, Any]
    if picked is None:
        name = entry.text("building.name", _("Its name (optional):"), _other_name, allow_empty=True, label=_("name"))
        known = bld.find_building(name) if name and bld.is_building(name) else None
        spec = {"name": name}
    else:
        known = picked
        spec = known.name if bld.scorable(known) else {"name": known.name}
    if isinstance(spec, dict):
        if not (known and known.boxes):
            spec["boxes"] = entry.text(
                "building.boxes",
                _("Its boxes left to right (e.g. 'black 5, black 4'):"),
                _boxes,
                label=_("boxes"),
                show=_boxes_shown,
            )
        for part in ("majority", "participation"):
            if getattr(known, part, None) is None:
                spec[part] = entry.text(
                    f"building.{part}",
                    _("Majority reward: crystals scales cards (e.g. '2 0 1'):")
                    if part == "majority"
                    else _("Participation reward: crystals scales cards (e.g. '2 0 1'):"),
                    _reward,
                    label=_("majority") if part == "majority" else _("participation"),
                    show=_reward_shown,
                )
    boxes = spec["boxes"] if isinstance(spec, dict) and "boxes" in spec else (known.boxes if known else [])
    n = len(boxes or [])
    ask = _("Cube owner (1 box):") if n == 1 else _("Cube owners, left to right ({n}, comma-separated):").format(n=n)
    cubes = entry.text("cubes", ask, _cubes(n, players), label=_("cubes"), show=", ".join)
    own = known.name if known else (spec["name"] if isinstance(spec, dict) else spec)
    around = [s for b in bld.buildings() if b.name != own for s in [b.name, *b.aliases]]
    adjacent = entry.text(
        "adjacent",
        _("Completed buildings next to it (comma-separated, Enter for none):"),
        lambda t: neighbour_names(split_list(t), own),
        choices=around,
        allow_empty=True,
        label=_("neighbours"),
        show=lambda found: ", ".join(bld.shown(b.name) for b in found),
    )
    doubts = bld.layout_doubts(known.id if known else None, [b.id for b in adjacent])
    if doubts:
        shown = join([bld.shown(bld.by_id()[d].name) for d in doubts])
        entry.echo(
            # TRANSLATORS: every tile's name stays in the nominative (names are not declined): "Chrám vody a Palác
            # … nikdy nesousedí", not "nesousedí s Palác"
            ngettext(
                "(note: {tiles} never touches {building} in the standard layout ({source}); right only in the variant)",
                "(note: {tiles} never touch {building} in the standard layout ({source}); right only in the variant)",
                len(doubts),
            ).format(tiles=shown, building=bld.shown(own), source=limits().standard_layout.cited())
        )
    return {"building": spec, "cubes": cubes, "adjacent_completed": [b.name for b in adjacent]}


# --- scales --------------------------------------------------------------------------


def _scales(entry: Entry, given: list[str] | None = None) -> dict[str, Any]:
    names, seat = _seats(entry, given)
    n = len(names)
    full = rules().table(n).scale_supply
    game = _("a {n}-player game has {full} scales (Czech rulebook p.1)").format(n=n, full=full)
    held = gained = 0
    players: list[dict[str, Any]] = []
    for name in names:
        why = (
            _("{game}, {held} held, at least 1 in the supply").format(game=game, held=held)
            if held
            else _("{game}, at least 1 in the supply").format(game=game)
        )
        scales = entry.integer(
            f"{seat(name)}.scales",
            _("{player}: scales held before the action:").format(player=name),
            maximum=Limit(full - 1 - held, why),
            group=name,
            label=_("held"),
        )
        got = entry.integer(
            f"{seat(name)}.gained",
            _("{player}: scales earned in the action:").format(player=name),
            maximum=Limit(full, game),
            default=0,
            group=name,
            label=_("earned"),
        )
        held, gained = held + scales, gained + got
        players.append({"name": name, "scales": scales, "gained": got})
    rest = full - held

    def supply(text: str) -> int:
        left = parse_int(text, 1)
        if left != rest:
            raise RuleError(
                _(
                    "{held} of the {full} scales held, so {rest} in the supply (Czech rulebook p.1): type {rest}, "
                    "or < to fix a count"
                ).format(held=held, full=full, rest=rest)
            )
        return left

    # keyed by what the counts leave: after a change to them it is a new question, offering the new rest
    left = entry.text(
        f"supply.{rest}",
        _("Scales left in the supply before the action (of {full}):").format(full=full),
        supply,
        default=str(rest),
        label=_("supply"),
        show=str,
    )
    return {"players": players, "supply": left}


# --- offering ------------------------------------------------------------------------


def _pillars(text: str) -> list[Card]:
    return check_pillars([parse_card(p) for p in split_list(text)])


def _offering(entry: Entry, players: list[str] | None = None) -> dict[str, Any]:
    low, high = player_range()
    n = (
        len(players)
        if players
        else entry.integer(
            "player_count",
            _("Number of players:"),
            minimum=low,
            maximum=Limit(high, _("Blue Moon City is for {low}-{high} players").format(low=low, high=high)),
            default=high,
            label=pgettext("label", "players"),
        )
    )
    spaces = len(rules().obelisk_costs(n))
    filled = entry.integer(
        "spaces_filled",
        _("Obelisk spaces already filled (of {spaces}):").format(spaces=spaces),
        minimum=0,
        maximum=Limit(most_spaces_filled(n), spaces_filled_limit(n)),
        default=0,
        label=_("filled"),
    )
    crystals = entry.integer("crystals", _("Your crystals:"), label=_("crystals"))
    pillars = entry.text(
        "pillars",
        _("Pillar cards you can discard (e.g. 'Pillar 1, Pillar 2', Enter for none):"),
        _pillars,
        choices=["Pillar 1", "Pillar 2"],
        allow_empty=True,
        label=pgettext("label", "Pillars"),
        show=_cards_shown,
    )
    need = offerings_to_win(n)
    if need - 1 <= filled:
        most, why = (
            need - 1,
            _("{need} offerings win a {n}-player game at once (Czech rulebook p.4)").format(need=need, n=n),
        )
    else:
        most, why = (
            filled,
            ngettext(
                "each offering fills an obelisk space, and {n} space is filled",
                "each offering fills an obelisk space, and {n} spaces are filled",
                filled,
            ).format(n=filled),
        )
    before = entry.integer(
        "offerings_before",
        _("Offerings you have made so far:"),
        minimum=0,
        maximum=Limit(most, why),
        default=0,
        label=_("offerings so far"),
    )
    return {
        "player_count": n,
        "spaces_filled": filled,
        "crystals": crystals,
        "pillars": [c.name for c in pillars],
        "offerings_before": before,
    }


# --- end -----------------------------------------------------------------------------


def _end(entry: Entry, given: list[str] | None = None) -> dict[str, Any]:
    names, seat = _seats(entry, given)
    n = len(names)
    need = offerings_to_win(n)
    spaces = len(rules().obelisk_costs(n))
    players: list[dict[str, Any]] = []
    winner: str | None = None
    for name in names:
        total = sum(p["offerings"] for p in players)
        if winner is None:
            most, why = (
                need,
                _("{need} offerings win a {n}-player game at once (Czech rulebook p.4)").format(need=need, n=n),
            )
        else:
            most, why = (
                need - 1,
                _("the first to {need} offerings ends the game (Czech rulebook p.4), and {player} has {need}").format(
                    need=need, player=winner
                ),
            )
        if spaces - total < most:
            most, why = (
                spaces - total,
                _(
                    "the obelisk has {spaces} spaces with {n} players (Czech rulebook p.4), {total} filled before"
                ).format(spaces=spaces, n=n, total=total),
            )
        offerings = entry.integer(
            f"{seat(name)}.offerings",
            _("{player}: offerings made:").format(player=name),
            minimum=0,
            maximum=Limit(most, why),
            group=name,
            label=_("offerings"),
        )
        crystals = entry.integer(
            f"{seat(name)}.crystals", _("{player}: crystals left:").format(player=name), group=name, label=_("crystals")
        )
        if offerings >= need:
            winner = name
        players.append({"name": name, "offerings": offerings, "crystals": crystals})
    record: dict[str, Any] = {"city_complete": False, "players": players}
    if winner is None:  # a player with the winning offerings has won: nothing else matters
        record["city_complete"] = entry.confirm(
            "city_complete", _("Is the whole city complete?"), default=False, label=pgettext("label", "city complete")
        )
        if not record["city_complete"]:
            record["out_of_cubes"] = entry.confirm(
                "out_of_cubes",
                _("Is every player out of cubes?"),
                default=False,
                label=pgettext("label", "out of cubes"),
            )
    return record


#: Each event's questions; the second argument is a game's players (``None``: the event asks for them).
FLOWS: dict[str, Callable[[Entry, list[str] | None], dict[str, Any]]] = {
    "payment": _payment,
    "building": _building,
    "scales": _scales,
    "offering": _offering,
    "end": _end,
}

__all__ = ["FLOWS", "is_game", "run_entry"]
