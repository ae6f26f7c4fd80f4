"""Interactive entry of one Blue Moon City event.

Every answer is checked as it is typed (the same parsers the records use), put
into ``draft.record`` and saved, so an interrupted entry resumes at the first
question not yet answered.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from scorer.core.errors import InputError
from scorer.core.prompts import Draft, Prompter, validator
from scorer.core.table import check_players

from . import building as bld
from .cards import ANY, colours, parse_cards, parse_colour
from .data import buildings, rules
from .events import EVENTS, find_event
from .obelisk import pillar_surcharge
from .result import plural

OTHER = "other (type its boxes and rewards)"
PALACE = "any (Royal Palace box)"


def _split(text: str) -> list[str]:
    return [part.strip() for part in text.split(",") if part.strip()]


def _ask(rec: dict[str, Any], key: str, draft: Draft, ask: Callable[[], Any]) -> Any:
    """Ask for ``rec[key]`` unless a resumed draft already has it; save after answering."""
    if key not in rec:
        rec[key] = ask()
        draft.save()
    return rec[key]


def _players(text: str) -> list[str]:
    return check_players(_split(text), 2, 4, "Blue Moon City")


def _reward(text: str) -> dict[str, int]:
    """``"2 0 1"`` → ``{"crystals": 2, "scales": 0, "cards": 1}`` (missing numbers are 0)."""
    parts = text.replace(",", " ").split()
    if len(parts) > 3 or not all(p.isdigit() for p in parts):
        raise InputError(f"{text!r}: type up to three whole numbers: crystals scales cards, e.g. '2 0 1'")
    nums = [int(p) for p in parts] + [0] * (3 - len(parts))
    return dict(zip(("crystals", "scales", "cards"), nums, strict=True))


def _boxes(text: str) -> list[dict[str, Any]]:
    """``"black 5, black 4"`` → ``[{"colour": "black", "value": 5}, …]``."""
    boxes = []
    for part in _split(text):
        *words, value = part.split()
        if not words or not value.isdigit() or int(value) < 1:
            raise InputError(f"{part!r}: write each box as a colour and its value, e.g. 'black 5'")
        boxes.append({"colour": parse_colour(" ".join(words)), "value": int(value)})
    if not boxes:
        raise InputError("type at least one box, e.g. 'black 5, black 4'")
    return boxes


def _pillars(text: str) -> list[str]:
    cards = parse_cards(text)
    for c in cards:
        pillar_surcharge(c)
    return [c.name for c in cards]


def _payment(rec: dict[str, Any], draft: Draft, p: Prompter) -> None:
    box = rec.setdefault("box", {})
    if "colour" not in box:
        answer = p.autocomplete("Box colour (or people):", [*colours(), PALACE],
                                validate=lambda t: True if t == PALACE else validator(parse_colour)(t))
        box["colour"] = ANY if answer == PALACE else parse_colour(answer)
        draft.save()
    _ask(box, "value", draft, lambda: p.integer("Box value:", minimum=1))
    _ask(rec, "hand", draft, lambda: [c.name for c in parse_cards(
        p.text("Cards in hand (comma-separated, e.g. 'Vulca 3, Khind, Mimix 1'):", validate=validator(parse_cards)))])


def _completable(text: str) -> Any:
    """The tile named ``text``, if it can be completed (every tile but the Courtyard)."""
    b = bld.find_building(text)
    if not b.boxes and b.boxes is not None:
        raise InputError(f"the {b.name} is complete from the start: name the building just completed")
    return b


def _building(rec: dict[str, Any], draft: Draft, p: Prompter) -> None:
    if "building" not in rec:
        names = sorted((b.name for b in buildings() if b.boxes != []),
                       key=lambda n: not bld.scorable(bld.find_building(n)))  # fully known tiles first
        answer = p.autocomplete("Completed building:", [*names, OTHER],
                                validate=lambda t: True if t == OTHER else validator(_completable)(t))
        if answer == OTHER:
            rec["building"] = {"name": p.text("Its name (optional):")}
        else:
            b = _completable(answer)
            rec["building"] = b.name if bld.scorable(b) else {"name": b.name}
        draft.save()
    spec = rec["building"]
    name = spec if isinstance(spec, str) else spec.get("name", "")
    known = bld.find_building(name) if bld.is_building(name) else None
    if isinstance(spec, dict):
        if not (known and known.boxes):
            _ask(spec, "boxes", draft, lambda: _boxes(p.text("Its boxes left to right (e.g. 'black 5, black 4'):",
                                                              validate=validator(_boxes))))
        for part in ("majority", "participation"):
            if getattr(known, part, None) is None:
                _ask(spec, part, draft, lambda part=part: _reward(p.text(
                    f"{part.capitalize()} reward: crystals scales cards (e.g. '2 0 1'):", validate=validator(_reward))))
    n_boxes = len(spec["boxes"]) if isinstance(spec, dict) and "boxes" in spec else len(known.boxes)

    def cubes(text: str) -> list[str]:
        owners = _split(text)
        if len(owners) != n_boxes:
            raise InputError(f"the building has {plural(n_boxes, 'box')}: give {plural(n_boxes, 'owner')}, left to right")
        return owners

    _ask(rec, "cubes", draft, lambda: cubes(p.text(f"Cube owners, left to right ({n_boxes}, comma-separated):",
                                                    validate=validator(cubes))))
    _ask(rec, "adjacent_completed", draft, lambda: [bld.find_building(n).name for n in _split(p.text(
        "Completed buildings next to it (comma-separated, Enter for none):",
        validate=validator(lambda t: [bld.find_building(n) for n in _split(t)])))])


def _ask_players(rec: dict[str, Any], draft: Draft, p: Prompter) -> list[dict[str, Any]]:
    _ask(rec, "players", draft, lambda: [{"name": n} for n in _players(
        p.text("Players (2-4, comma-separated):", validate=validator(_players)))])
    return rec["players"]


def _scales(rec: dict[str, Any], draft: Draft, p: Prompter) -> None:
    players = _ask_players(rec, draft, p)
    for pl in players:
        _ask(pl, "scales", draft, lambda pl=pl: p.integer(f"{pl['name']}: scales held before the action:", minimum=0))
        _ask(pl, "gained", draft, lambda pl=pl: p.integer(f"{pl['name']}: scales earned in the action:", minimum=0, default=0))
    full = rules().table(len(players)).scale_supply
    rest = full - sum(pl["scales"] for pl in players)  # every scale is held or in the supply (Czech rulebook p.1)
    _ask(rec, "supply", draft, lambda: p.integer(f"Scales left in the supply before the action (of {full}):",
                                                 minimum=1, maximum=max(rest, 1), default=rest if rest >= 1 else None))


def _offering(rec: dict[str, Any], draft: Draft, p: Prompter) -> None:
    n = _ask(rec, "player_count", draft, lambda: p.integer("Number of players:", minimum=2, maximum=4, default=4))
    spaces = len(rules().obelisk_costs(n))
    _ask(rec, "spaces_filled", draft, lambda: p.integer(f"Obelisk spaces already filled (of {spaces}):", minimum=0,
                                                        maximum=spaces, default=0))
    _ask(rec, "crystals", draft, lambda: p.integer("Your crystals:", minimum=0))
    _ask(rec, "pillars", draft, lambda: _pillars(p.text("Pillar cards you can discard (e.g. 'Pillar 1, Pillar 2', "
                                                         "Enter for none):", validate=validator(_pillars))))
    most = min(rec["spaces_filled"], rules().table(n).offerings_to_win - 1)  # each fills a space; the winner stops
    _ask(rec, "offerings_before", draft, lambda: p.integer("Offerings you have made so far:", minimum=0, maximum=most,
                                                           default=0))


def _end(rec: dict[str, Any], draft: Draft, p: Prompter) -> None:
    players = _ask_players(rec, draft, p)
    for pl in players:
        _ask(pl, "offerings", draft, lambda pl=pl: p.integer(f"{pl['name']}: offerings made:", minimum=0))
        _ask(pl, "crystals", draft, lambda pl=pl: p.integer(f"{pl['name']}: crystals left:", minimum=0))
    done = _ask(rec, "city_complete", draft, lambda: p.confirm("Is the whole city complete?", default=False))
    if not done:
        _ask(rec, "out_of_cubes", draft, lambda: p.confirm("Is every player out of cubes?", default=False))


FLOWS: dict[str, Callable[[dict[str, Any], Draft, Prompter], None]] = {
    "payment": _payment, "building": _building, "scales": _scales, "offering": _offering, "end": _end,
}


def run_entry(draft: Draft, prompter: Prompter) -> dict[str, Any]:
    """Ask which event (unless the record says), then its data; return the finished record."""
    rec = draft.record
    rec["game"] = "bluemoon"
    if "event" not in rec:
        labels = {e.label: e.id for e in EVENTS.values()}
        rec["event"] = labels[prompter.select("Which event?", list(labels))]
        draft.save()
    rec["event"] = find_event(rec["event"]).id
    FLOWS[rec["event"]](rec, draft, prompter)
    return draft.finish()
