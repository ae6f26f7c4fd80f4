"""Interactive entry of a Simurgh game at the table.

Asks for the variant, the objective tiles in play, then per player the track
PP, the six leftover resources, the dragon ability tokens and a count for each
objective whose count cannot be worked out (#73–#82 and custom ones; #83 and
#84 are counted from the tokens and resources). Every answer is saved to the
draft at once, and a resumed draft continues at the first unanswered question.
"""

from __future__ import annotations

import re
from typing import Any, Callable, Union

from scorer.core.names import fold
from scorer.core.prompts import Draft, Prompter
from scorer.core.records import convert

from . import data
from .record import COUNT_FROM_TEXT, MAX_PLAYERS, MIN_PLAYERS, CustomIn, Objective, check_variant, parse_objectives, pp_text
from .rules import ordinal

CUSTOM = "custom objective"
_TILE = re.compile(r"\s*#?\s*(\d+)")


def tile_choices() -> list[str]:
    """Autocomplete entries: ``"73 (8/4/3)"``, ``"83 ability tokens (14/7/3)"``…, then ``custom objective``."""
    out = []
    for tile in data.tiles().values():
        what = f" {COUNT_FROM_TEXT[tile.count_from]}" if tile.count_from else ""
        out.append(f"{tile.number}{what} ({pp_text(tile.pp)})")
    return [*out, CUSTOM]


def tile_answer(text: str, taken: list[Any]) -> int | str | None:
    """What an objective answer means: a tile number, :data:`CUSTOM`, ``None`` (done), or an error message.

    Returns a ``str`` message (not :data:`CUSTOM`) when the answer is unusable.
    """
    if not text.strip():
        return None
    if fold(text) and fold(CUSTOM).startswith(fold(text)):
        return CUSTOM
    m = _TILE.match(text)
    if not m or int(m.group(1)) not in data.tiles():
        return "type a tile number 73-84, 'custom', or press Enter when done"
    label = next(c for c in tile_choices() if c.split(" ", 1)[0] == m.group(1).lstrip("0"))
    if text[m.end():].strip() and not fold(label).startswith(fold(text).lstrip("#").strip()):
        # "73 84" would otherwise be #73 alone, and #84 would silently drop out of the totals
        return "type one tile number at a time (73-84), 'custom', or press Enter when done"
    if int(m.group(1)) in taken:
        return f"#{m.group(1)} is already in play"
    return int(m.group(1))


def _ask_once(draft: Draft, target: dict[str, Any], key: str, ask: Callable[[], Any]) -> Any:
    """Ask for ``target[key]`` unless a resumed draft already holds it; save after."""
    if key not in target:
        target[key] = ask()
        draft.save()
    return target[key]


def enter_objectives(draft: Draft, prompter: Prompter) -> None:
    """Fill ``draft.record["objectives"]`` until the user presses Enter on an empty answer."""
    items: list[Any] = draft.record.setdefault("objectives", [])
    if items:
        prompter.echo("Objectives entered so far: " + ", ".join(o.label for o in parse_objectives(_raw(items))))

    def check(text: str) -> bool | str:
        meaning = tile_answer(text, items)
        return meaning if isinstance(meaning, str) and meaning != CUSTOM else True

    choices = tile_choices()
    while True:
        answer = prompter.autocomplete("Objective tile on the statue (73-84, 'custom'; Enter when done):", choices, check)
        picked = tile_answer(answer, items)
        if picked is None:
            return
        if picked == CUSTOM:
            picked = enter_custom(prompter, items)
        items.append(picked)
        draft.save()


def enter_custom(prompter: Prompter, items: list[Any]) -> dict[str, Any]:
    """Ask a custom objective's name and its PP for 1st, 2nd and 3rd place."""
    used = {fold(str(o["name"] if isinstance(o, dict) else o)) for o in items}

    def check(name: str) -> bool | str:
        if not fold(name):  # blank or only punctuation: the record would refuse it
            return "give the objective a name with letters or digits"
        if fold(name) in used or fold(name).lstrip("#") in {str(n) for n in data.tiles()}:
            return "that name is taken: choose another"
        return True

    name = prompter.text("Custom objective name:", validate=check)
    pp = [prompter.integer(f"PP for {ordinal(i)} place:", minimum=0, default=0 if i == 3 else None) for i in (1, 2, 3)]
    return {"name": name, "pp": pp}


def _raw(items: list[Any]) -> list[Union[int, str, CustomIn]]:
    return convert(items, list[Union[int, str, CustomIn]], "$.objectives")


def enter_player(draft: Draft, prompter: Prompter, player: dict[str, Any], objectives: list[Objective]) -> None:
    """Ask whatever ``player`` (already named) still lacks."""
    name = player["name"]
    variant = check_variant(draft.record["variant"])
    _ask_once(draft, player, "track_pp", lambda: prompter.integer(f"{name}: PP on the score track:", minimum=0))
    held = player.setdefault("resources", {})
    for r in data.load().resources:
        room = variant.resource_limit - sum(held.values())
        _ask_once(draft, held, r.key, lambda: prompter.integer(f"{name}: {r.en} left:", minimum=0, maximum=room, default=0))
    _ask_once(draft, player, "ability_tokens",
              lambda: prompter.integer(f"{name}: dragon ability tokens on your dragons:", minimum=0, default=0))
    counts = player.setdefault("objective_counts", {})
    for o in objectives:
        if o.count_from is None:
            what = "(its condition)" if o.custom else "(the dragons pictured on the tile)"
            _ask_once(draft, counts, o.key, lambda: prompter.integer(f"{name}: count for {o.label} {what}:", minimum=0))


def run_entry(draft: Draft, prompter: Prompter) -> dict[str, Any]:
    """Fill ``draft.record`` interactively (continuing a resumed draft) and return the finished record."""
    rec = draft.record
    rec["game"] = "simurgh"
    variants = list(data.variants().values())
    labels = [f"{v.en} ({v.aliases[0]})" for v in variants]
    _ask_once(draft, rec, "variant",
              lambda: variants[labels.index(prompter.select("Variant:", labels, default=labels[0]))].key)
    rec.setdefault("objective_ties", "skip")
    if "players" not in rec:
        enter_objectives(draft, prompter)
        rec["players"] = []
        draft.save()
    objectives = parse_objectives(_raw(rec.get("objectives", [])))
    players: list[dict[str, Any]] = rec["players"]
    for player in players:
        enter_player(draft, prompter, player, objectives)
    while len(players) < MAX_PLAYERS:
        n = len(players) + 1
        taken = {fold(p["name"]) for p in players}
        done = n > MIN_PLAYERS

        def check(text: str) -> bool | str:
            if not text.strip():
                return True if done else f"Simurgh needs at least {MIN_PLAYERS} players: type a name"
            return "that name is taken: type another" if fold(text) in taken else True

        name = prompter.text(f"Player {n} name" + (" (Enter when done):" if done else ":"), validate=check)
        if not name:
            break
        players.append({"name": name})
        draft.save()
        enter_player(draft, prompter, players[-1], objectives)
    return draft.finish()
