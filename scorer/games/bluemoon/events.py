"""Records of the five Blue Moon City events, validated and answered.

Each record is a JSON object with ``"game": "bluemoon"`` and an ``"event"``
(``payment``, ``building``, ``scales``, ``offering``, ``end``; see
docs/bluemoon.md). :func:`score_event` validates it with msgspec (errors name
the field) and returns an :class:`~.result.EventResult`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Any, Optional, Union

import msgspec

from scorer.core.errors import InputError, RuleError, UnknownNameError
from scorer.core.names import NameMatcher
from scorer.core.records import convert

from . import building as bld
from .cards import ANY, parse_card, parse_colour
from .data import Box, Building, Count, Reward
from .obelisk import best_offerings, check_player_count, decide_winner, offerings_to_win, pillar_surcharge
from .payment import best_payment
from .result import EventResult, plural, table
from .scales import Holding, score_scales


class _Record(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    event: str
    game: str = "bluemoon"
    draft: bool = False
    note: str = ""


class BoxIn(msgspec.Struct, forbid_unknown_fields=True):
    colour: str
    value: int


class PaymentRecord(_Record, kw_only=True):
    box: BoxIn
    hand: list[str]


class BuildingIn(msgspec.Struct, forbid_unknown_fields=True):
    name: str = ""
    boxes: Optional[list[BoxIn]] = None
    majority: Optional[Reward] = None
    participation: Optional[Reward] = None
    neighbourhood: Optional[Reward] = None


class NeighbourIn(msgspec.Struct, forbid_unknown_fields=True):
    name: str = ""
    neighbourhood: Optional[Reward] = None


class BuildingRecord(_Record, kw_only=True):
    building: Union[str, BuildingIn]
    cubes: list[str]
    adjacent_completed: list[Union[str, NeighbourIn]] = []


class ScalePlayer(msgspec.Struct, forbid_unknown_fields=True):
    name: str
    scales: Count
    gained: Count = 0


class ScalesRecord(_Record, kw_only=True):
    players: list[ScalePlayer]
    supply: Count


class OfferingRecord(_Record, kw_only=True):
    player_count: int
    spaces_filled: Count
    crystals: Count
    pillars: list[str] = []
    offerings_before: Optional[Count] = None


class EndPlayer(msgspec.Struct, forbid_unknown_fields=True):
    name: str
    offerings: Count
    crystals: Count


class EndRecord(_Record, kw_only=True):
    city_complete: bool
    players: list[EndPlayer]
    out_of_cubes: bool = False


# --- payment -----------------------------------------------------------------

#: Rule readings printed with every payment answer, citing the Czech rulebook (pages of the
#: translation by Prokop Opletal) and the FFG English rules (2006).
PAYMENT_RULES = [
    "cheapest payment: the fewest cards, then the lowest value reached (least overpaid), then the lowest printed total",
    "a Hoax 1 discarded for its power makes up to 4 cards of one colour count as the box's colour, a Hoax 2 makes 1 "
    "card count as it; a Hoax used this way adds no value. This follows the rulebook (Czech rulebook p.6, English "
    "rules p.5)",
    "wilds (Khind 1, a pair of Mimix 1/2 worth 3) may pay a box alone or with any colour (Czech rulebook p.6; English "
    "rules p.5: 'usable as or added to any colour')",
    "several Hoax cards may serve one contribution, each recolouring its own cards (Czech rulebook p.2: any number "
    "of cards per turn)",
    "when the box cannot be paid, cards_used are the fewest cards reaching the best value",
]


def _at(where: str, parse: Callable[..., Any], *args: Any) -> Any:
    """Run ``parse(*args)``; an error it raises gets the record field ``where`` in front of its message."""
    try:
        return parse(*args)
    except InputError as e:
        e.args = (f"{where}: {e}",)
        raise


def _box(box: BoxIn, where: str) -> tuple[str, int]:
    colour = _at(f"{where}.colour", parse_colour, box.colour)
    if box.value < 1:
        raise RuleError(f"{where}.value: a box value is at least 1, got {box.value}")
    return colour, box.value


def score_payment(r: PaymentRecord) -> EventResult:
    """Answer a payment record: can the hand pay the box, with which cards."""
    colour, value = _box(r.box, "$.box")
    hand = [_at(f"$.hand[{i}]", parse_card, c) for i, c in enumerate(r.hand)]
    pay = best_payment(colour, value, hand)
    box = f"{'Royal Palace box' if colour == ANY else colour + ' box'} of value {value}"
    if pay.can_pay:
        lines = [f"Yes: pay the {box} with {', '.join(pay.cards_used)} (reaches {pay.value}"
                 + (f", {pay.value - value} over" if pay.value > value else ", exact") + ")."]
    elif pay.uses:
        lines = [f"No: the {box} cannot be paid. Best reachable: {pay.value} with {', '.join(pay.cards_used)} "
                 f"({value - pay.value} short)."]
    else:
        lines = [f"No: the {box} cannot be paid: no card in the hand can pay {colour}."]
    steps = [f"{u.card.name}: {u.note}" for u in pay.uses]
    if pay.colour and colour == ANY:
        steps.insert(0, f"Palace box paid in {pay.colour}")
    tried = "every colour (Palace box)" if colour == ANY else colour
    how = [f"hand: {', '.join(c.name for c in hand) or 'no cards'}",
           f"tried every legal contribution in {tried}: each card for its value or its power, never both",
           ("kept the one with the fewest cards, then the lowest value reached, then the lowest printed total"
            if pay.can_pay else "none reaches the box value: kept the highest value, then the fewest cards")]
    data = {"can_pay": pay.can_pay, "cards_used": pay.cards_used, "value": pay.value,
            "box": {"colour": colour, "value": value}, "colour_paid": pay.colour,
            "plan": [{"card": u.card.name, "use": u.note} for u in pay.uses]}
    return EventResult("payment", "Blue Moon City: payment", data, lines + [f"  {s}" for s in steps], list(PAYMENT_RULES), how)


# --- building ----------------------------------------------------------------

BUILDING_RULES = [
    "majority tie: the tied player whose cube is furthest left (Czech rulebook p.3)",
    "each contributor gets the participation and every neighbourhood reward once, however many cubes (Czech rulebook p.3)",
    "cube owners whose names differ only in case or accents are the same player",
]


def _reward(value: Optional[Reward], field: str, name: str, known: Optional[Reward]) -> Reward:
    if value is not None:
        return value
    if known is not None:
        return known
    raise RuleError(f"$.building.{field}: the {field} reward of {name} is not in our data: type it from the tile, "
                    f"e.g. \"building\": {{\"name\": \"{name}\", \"{field}\": {{\"crystals\": 1, \"scales\": 0, "
                    f"\"cards\": 0}}, …}}")


#: The public sources that alone give some tiles' data (the data file's source codes, named for players).
SINGLE_SOURCES = {"S4": "a German quick reference, linchen.info",
                  "S5": "a 2021 play-by-forum game on forum.mafiascum.net"}


def _single_source_notes(known: Optional[Building]) -> list[str]:
    """A note for a tile whose boxes or rewards only one public source gives (Aqueduct, Market Hall…)."""
    if known is None or "single_source" not in known.source:
        return []
    found = [SINGLE_SOURCES[code] for code in SINGLE_SOURCES if f"{code})" in known.source or f"({code} " in known.source]
    where = "; ".join(found) or "one source"
    return [f"{known.name}: part of its data comes from a single source ({where}), not from a rulebook: check it "
            "against the tile"]


def _resolve_building(spec: Union[str, BuildingIn]) -> tuple[str, list[Box], Reward, Reward, list[str]]:
    """Name, boxes, majority and participation rewards, and notes on the data's sources."""
    known = None
    if isinstance(spec, str):
        known = _at("$.building", bld.find_building, spec)
        spec = BuildingIn(name=spec)
    elif spec.name and (spec.boxes is None or spec.majority is None or spec.participation is None):
        try:
            known = bld.find_building(spec.name)
        except UnknownNameError:
            raise RuleError(f"$.building.name: {spec.name!r} is not a base-game tile in our data: give its boxes, "
                            "majority and participation rewards") from None
    if known is not None and known.id == "courtyard":
        raise RuleError("$.building: the Courtyard is complete from the start and has no boxes: name the completed building")
    name = known.name if known else (spec.name or "the building")
    if spec.boxes is not None:
        boxes = [Box(*_box(b, f"$.building.boxes[{i}]")) for i, b in enumerate(spec.boxes)]
    elif known is not None and known.boxes:
        boxes = list(known.boxes)
    else:
        raise RuleError(f"$.building.boxes: the boxes of {name} are not in our data: type them from the tile, "
                        "e.g. [{\"colour\": \"black\", \"value\": 5}]")
    if not boxes:
        raise RuleError("$.building.boxes: a building has at least one box")
    majority = _reward(spec.majority, "majority", name, known.majority if known else None)
    participation = _reward(spec.participation, "participation", name, known.participation if known else None)
    return name, boxes, majority, participation, _single_source_notes(known)


def _neighbours(items: list[Union[str, NeighbourIn]], own: str) -> tuple[list[str], list[Reward]]:
    names, rewards = [], []
    for i, item in enumerate(items):
        if isinstance(item, str) or item.neighbourhood is None:
            text = item if isinstance(item, str) else item.name
            if not text:
                raise RuleError(f"$.adjacent_completed[{i}]: give a building name or its \"neighbourhood\" reward")
            b = _at(f"$.adjacent_completed[{i}]", bld.find_building, text)
            label, reward = b.name, b.neighbourhood
        else:
            label, reward = item.name or f"neighbour {i + 1}", item.neighbourhood
        if label == own:
            raise RuleError(f"$.adjacent_completed[{i}]: {label} cannot neighbour itself: list the buildings around it")
        if label in names:
            raise RuleError(f"$.adjacent_completed[{i}]: {label} is listed twice: each tile is in the city once")
        names.append(label)
        rewards.append(reward)
    return names, rewards


def score_building(r: BuildingRecord) -> EventResult:
    """Answer a building record: the majority player and each contributor's rewards."""
    name, boxes, majority, participation, notes = _resolve_building(r.building)
    adjacent, rewards = _neighbours(r.adjacent_completed, name)
    done = bld.complete(boxes, majority, participation, r.cubes, rewards, name)
    players = [{"name": p, **rw.to_json()} for p, rw in done.rewards.items()]
    rows = [(p, done.cubes[p], rw.crystals, rw.scales, rw.cards) for p, rw in done.rewards.items()]
    lines = [f"{name} completed.", "", table(rows, ["player", "cubes", "crystals", "scales", "cards"]), "",
             f"Majority: {done.majority} ({done.cubes[done.majority]} of {plural(len(boxes), 'cube')})."]
    steps = [f"boxes: {', '.join(f'{b.colour} {b.value}' for b in boxes)}; cubes left to right: {', '.join(r.cubes)}",
             f"majority reward ({majority.text()}) to {done.majority}",
             f"participation reward ({participation.text()}) to each of {', '.join(done.rewards)}"]
    steps += [f"neighbourhood of {n}: {rw.text()} to each contributor" for n, rw in zip(adjacent, rewards, strict=True)]
    data = {"building": name, "majority": done.majority, "players": players, "adjacent_completed": adjacent}
    return EventResult("building", "Blue Moon City: building completed", data, lines, BUILDING_RULES + notes, steps)


# --- scales ------------------------------------------------------------------

SCALE_RULES = [
    "sole most scales 6 crystals, tied for most 3 each, any other player with 3+ scales 3, fewer than 3 nothing; "
    "not additive (Czech rulebook p.4)",
    "only players who got crystals return their scales (the published rule, Czech rulebook p.4; Knizia's original "
    "design had everyone return them, BoardGameGeek game description)",
    "scales that could not be handed out count for this scoring only (Czech rulebook p.3); the last scales in the "
    "supply go to the players in the order listed (the rulebook does not say who gets them)",
]


def score_scale_event(r: ScalesRecord) -> EventResult:
    """Answer a scales record: crystals won and scales kept."""
    from scorer.core.table import check_players

    _at("$.players", check_players, [p.name for p in r.players], 2, 4, "Blue Moon City")
    out, supply_after = score_scales([Holding(p.name, p.scales, p.gained) for p in r.players], r.supply)
    overflow = sum(p.gained for p in r.players) - r.supply
    players = [{"name": s.name, "scales_counted": s.scales_counted, "crystals": s.crystals, "scales_kept": s.scales_kept}
               for s in out]
    rows = [(s.name, s.scales_counted, s.crystals, s.scales_kept) for s in out]
    lines = ["The scale supply ran out: scale scoring.", "",
             table(rows, ["player", "scales counted", "crystals", "scales kept"]), "",
             f"Supply after the scoring: {plural(supply_after, 'scale')}."]
    steps = [f"scales left in the supply: {r.supply}; earned in the action: {r.supply + overflow}; "
             f"counted but not handed out: {max(overflow, 0)}"]
    steps += [f"{s.name}: {p.scales} held + {p.gained} earned = {s.scales_counted} -> {s.crystals} crystals, keeps {s.scales_kept}"
              for s, p in zip(out, r.players, strict=True)]
    data = {"players": players, "supply_after": supply_after, "overflow": max(overflow, 0)}
    return EventResult("scales", "Blue Moon City: dragon scale scoring", data, lines, list(SCALE_RULES), steps)


# --- offering ----------------------------------------------------------------

OFFERING_RULES = [
    "the extra offerings use the cheapest Pillars first (Pillar 1 before Pillar 2)",
    "with 2 players the two outer grey 7s are skipped: spaces_filled counts the spaces in use (Czech rulebook p.4)",
]


def score_offering(r: OfferingRecord) -> EventResult:
    """Answer an offering record: the most offerings this turn affords."""
    players = _at("$.player_count", check_player_count, r.player_count)
    pillars = [_at(f"$.pillars[{i}]", parse_card, p) for i, p in enumerate(r.pillars)]
    for i, c in enumerate(pillars):
        _at(f"$.pillars[{i}]", pillar_surcharge, c)
    need = offerings_to_win(players)
    if r.offerings_before is not None and r.offerings_before >= need:
        raise RuleError(f"$.offerings_before: {r.offerings_before} offerings already win a {players}-player game "
                        f"(Czech rulebook p.4: {need}): the game is over")
    if r.offerings_before is not None and r.offerings_before > r.spaces_filled:
        raise RuleError(f"$.offerings_before: {plural(r.offerings_before, 'offering')} but only "
                        f"{plural(r.spaces_filled, 'obelisk space')} filled: each offering fills a space, check both")
    limit = None if r.offerings_before is None else need - r.offerings_before
    res = best_offerings(players, r.spaces_filled, r.crystals, pillars, limit)
    if res.offerings:
        lines = [f"{plural(res.offerings, 'offering')} this turn, paying {' + '.join(map(str, res.payments))} = "
                 f"{sum(res.payments)} crystals; {res.crystals_left} left."]
    else:
        cost = res.next_cost
        lines = ["No offering possible: " + (f"the next space costs {cost}, you have {r.crystals}." if cost
                                              else "the obelisk is full.")]
    if res.pillars_used:
        lines.append(f"Discard {', '.join(c.name for c in res.pillars_used)} after the first offering.")
    data: dict[str, Any] = {"offerings": res.offerings, "payments": res.payments, "crystals_left": res.crystals_left,
                            "pillars_used": [c.name for c in res.pillars_used], "next_cost": res.next_cost}
    if r.offerings_before is not None:
        total = r.offerings_before + res.offerings
        data["wins"] = total >= need
        lines.append(f"That makes {total} of the {need} offerings needed" + (": you win!" if total >= need else "."))
    steps = [f"{plural(r.spaces_filled, 'obelisk space')} filled ({players} players); {need} offerings win"]
    extras = [None, *res.pillars_used]
    steps += [f"offering {i + 1}: {p} crystals" + (f" ({p - pillar_surcharge(c)} for the space + {pillar_surcharge(c)} "
                                                   f"for discarding {c.name})" if c else " (the space's cost)")
              for i, (p, c) in enumerate(zip(res.payments, extras, strict=False))]
    return EventResult("offering", "Blue Moon City: obelisk offerings", data, lines, list(OFFERING_RULES), steps)


# --- end ---------------------------------------------------------------------

END_RULES = [
    "a complete city is decided by offerings, then crystals, before the all-out-of-cubes draw (Czech rulebook p.4)",
    "a complete city is decided only when nobody can pay the next obelisk space (Czech rulebook p.4: 'nobody has "
    "the crystals to end the game'; the spaces filled are the offerings made)",
]


def score_end(r: EndRecord) -> EventResult:
    """Answer an end record: who has won."""
    from scorer.core.table import check_players

    _at("$.players", check_players, [p.name for p in r.players], 2, 4, "Blue Moon City")
    out = decide_winner([(p.name, p.offerings, p.crystals) for p in r.players], r.city_complete, r.out_of_cubes)
    players = [{"name": s.name, "offerings": s.offerings, "crystals": s.crystals, "rank": s.rank} for s in out.standings]
    rows = [(s.rank, s.name, s.offerings, s.crystals) for s in sorted(out.standings, key=lambda s: s.rank)]
    if not out.winners:
        verdict = f"No winner yet: {out.how.removeprefix('no winner yet: ')}."
    elif len(out.winners) == 1:
        verdict = f"Winner: {out.winners[0]}"
    else:
        verdict = f"Shared win: {', '.join(out.winners)}"
    lines = [table(rows, ["rank", "player", "offerings", "crystals"]), "", verdict]  # standings, then the verdict
    if out.tie_break:
        lines.append(f"Tie-break: {out.tie_break}")
    data = {"winners": out.winners, "players": players, "tie_break": out.tie_break}
    return EventResult("end", "Blue Moon City: who has won", data, lines, list(END_RULES), [out.how])


# --- dispatch ----------------------------------------------------------------


@dataclass(frozen=True)
class Event:
    id: str
    record: type
    score: Callable[[Any], EventResult]
    label: str


EVENTS = {
    "payment": Event("payment", PaymentRecord, score_payment, "payment: can these cards pay for a box?"),
    "building": Event("building", BuildingRecord, score_building, "building: rewards when a building is completed"),
    "scales": Event("scales", ScalesRecord, score_scale_event, "scales: crystals when the dragon scales run out"),
    "offering": Event("offering", OfferingRecord, score_offering, "offering: how many obelisk offerings this turn"),
    "end": Event("end", EndRecord, score_end, "end: who has won"),
}


@cache
def _event_matcher() -> NameMatcher:
    return NameMatcher({"payment": ["pay", "platba"], "building": ["budova", "completion"],
                        "scales": ["scale", "šupiny"], "offering": ["offer", "obelisk", "nabídka"],
                        "end": ["winner", "konec", "vítěz"]}, kind="event")


def find_event(name: Any) -> Event:
    """The event named ``name`` (``"pay"`` → payment).

    :raises RecordError/UnknownNameError: not a string or not an event.
    """
    if not isinstance(name, str):
        raise RuleError("$.event: say which event the record is: payment, building, scales, offering or end")
    return EVENTS[_event_matcher().match(name)]


def score_event(record: dict[str, Any]) -> EventResult:
    """Validate a record and answer its event.

    :raises InputError: any bad field (the message names it).
    """
    event = find_event(record.get("event"))
    return event.score(convert(record, event.record))
