"""The running score sheet: a game record kept up to date at the table.

:func:`run_entry` sets up the table (players, rule options) if the record has
none, then offers a menu: score a completed feature, the fairy's turn point,
the standings, removing the last feature, final scoring, or saving to continue
later. Every step is saved to the record file at once (``draft.save()``), so a
closed terminal loses at most the step being typed.
"""

from __future__ import annotations

import re
from typing import Any

from scorer.core.errors import InputError, RuleError, UnknownNameError
from scorer.core.names import NameMatcher, fold
from scorer.core.prompts import Draft, Prompter, validator
from scorer.core.table import check_players

from .data import display, feature_matcher, figure_matcher, rules_data
from .data import points as point_values
from .record import FOLLOWERS, MAX_PLAYERS, MIN_PLAYERS, TITLE, misplaced, option_choices, parse_record, player_matcher
from .scoring import fairy_rows, score_feature, score_game

FEATURE = "Score a completed feature"
FAIRY = "Fairy turn point"
STANDINGS = "Standings"
UNDO = "Remove the last feature"
FINAL = "Final scoring (game end)"
QUIT = "Save and quit (continue later)"
STEPS = {"feature": FEATURE, "fairy": FAIRY, "final": FINAL, "standings": STANDINGS}
DONE = "Done: no more"
NO_FAIRY = "no fairy here"
#: One-letter figure kinds for quick typing ("Bob 2 l" = Bob, 2 small... see :func:`parse_figures`).
SHORT = {"s": "small", "l": "large", "a": "abbot", "p": "pig"}


def run_entry(draft: Draft, prompter: Prompter, start: str | None = None) -> dict[str, Any]:
    """Keep the score sheet in ``draft.record``; return it when the game is scored or the user quits.

    :param start: a step to go to at once (``"feature"``, ``"fairy"``, ``"final"``,
        ``"standings"``); the menu follows unless it was the final scoring.
    :returns: the record; finished (``draft.finish()``) after the final scoring,
        still a draft after "save and quit".
    :raises RecordError, RuleError: a resumed record that is not valid.
    """
    record = draft.record
    _setup(draft, prompter)
    parse_record(record)  # a resumed record must be sound before we add to it
    choice = STEPS.get(start or "")
    last_fairy: list[str] = []
    while True:
        if choice is None:
            choice = prompter.select("What now?", [FEATURE, FAIRY, STANDINGS, UNDO, FINAL, QUIT], default=FEATURE)
        if choice == FEATURE:
            _score_now(draft, prompter)
        elif choice == FAIRY:
            _fairy_turn(draft, prompter, last_fairy)
        elif choice == STANDINGS:
            prompter.echo(standings(record))
        elif choice == UNDO:
            _undo(draft, prompter)
        elif choice == FINAL:
            _final(draft, prompter)
            return draft.finish()
        else:
            draft.save()
            return record
        choice = None


def _setup(draft: Draft, prompter: Prompter) -> None:
    record = draft.record
    record["game"] = "carcassonne"
    if not record.get("players"):
        names = prompter.text("Players, in turn order (comma-separated):", validate=validator(_split_players))
        record["players"] = [{"name": n, "points": 0, "fairy_turn_points": 0, "goods": {"wine": 0, "grain": 0, "cloth": 0}}
                             for n in _split_players(names)]
        draft.save()
    if "options" not in record:
        record["options"] = _ask_options(prompter)
        draft.save()
    record.setdefault("features", [])


def _split_players(text: str) -> list[str]:
    return check_players([n for n in re.split(r"[,;]", text) if n.strip()], MIN_PLAYERS, MAX_PLAYERS, TITLE)


def _ask_options(prompter: Prompter) -> dict[str, Any]:
    if prompter.confirm("Current rules (fields scored each on its own, fairy next to a meeple)?", default=True):
        return {"farm_rule": "per_field_3", "tiny_city_2": False, "fairy_placement": "next_to_meeple"}
    return {
        "farm_rule": _select_option(prompter, "Farm rule:", "farm_rules"),
        "tiny_city_2": prompter.confirm("Original tiny-city rule (a completed 2-tile city pays 1 per tile)?", default=False),
        "fairy_placement": _select_option(prompter, "Fairy placement:", "fairy_placements"),
    }


def _select_option(prompter: Prompter, message: str, kind: str) -> str:
    choices = {f"{key}: {text}": key for key, text in option_choices(kind).items()}
    return choices[prompter.select(message, list(choices))]


def parse_figures(text: str, players: list[str], feature_type: str) -> dict[str, dict[str, int]]:
    """Read figures typed as ``"Anna, Bob 2, Cyril large, Dana abbot"``.

    Each comma-separated entry is a player's name (forgiving: case, accents,
    a unique start) followed by counts and kinds: nothing means one small
    meeple, a number alone that many small meeples, a kind (``large``/``l``,
    ``abbot``/``a``, ``pig``/``p``, Czech ``velká``, ``opat``, ``selátko``) one of
    it, ``2 small large`` both. Empty text means no figures.

    :returns: ``{player: {kind: count}}`` as stored in the record.
    :raises InputError: an unknown player or figure, or a figure that cannot
        stand in ``feature_type`` (checked again when the record is validated).
    """
    matcher = player_matcher(players)
    kinds = rules_data().figures
    out: dict[str, dict[str, int]] = {}
    for entry in (e.strip() for e in re.split(r"[,;]", text)):
        if not entry:
            continue
        player, rest = _leading_player(entry, matcher)
        counts: dict[str, int] = {}
        pending: int | None = None
        for number, word in re.findall(r"(\d+)|([^\d\s]+)", rest):
            if number:
                pending = int(number)
                continue
            kind = SHORT.get(fold(word)) or figure_matcher().match(word)
            if feature_type not in kinds[kind].on:
                raise RuleError(f"{misplaced(kind, feature_type)}: leave it out")
            counts[kind] = counts.get(kind, 0) + (1 if pending is None else pending)
            pending = None
        if pending is not None or not counts:
            default = "abbot" if feature_type == "garden" else "small"
            counts[default] = counts.get(default, 0) + (1 if pending is None else pending)
        mine = out.setdefault(player, {})
        for kind, n in counts.items():
            mine[kind] = mine.get(kind, 0) + n
    return out


def _leading_player(entry: str, matcher: NameMatcher) -> tuple[str, str]:
    """Split ``"Anna Marie 2 large"`` into a player and the rest (longest exact name first)."""
    words = entry.split()
    for k in range(len(words), 0, -1):
        if " ".join(words[:k]) in matcher:
            return matcher.match(" ".join(words[:k])), " ".join(words[k:])
    try:
        return matcher.match(words[0]), " ".join(words[1:])
    except UnknownNameError:
        raise UnknownNameError("player", words[0], matcher.names()) from None


def _ask_figures(prompter: Prompter, players: list[str], feature_type: str) -> dict[str, dict[str, int]]:
    hint = {"garden": "'Anna' = Anna's abbot", "field": "'Anna, Bob 2, Cyril large pig'",
            "monastery": "'Anna' or 'Anna abbot'"}.get(feature_type, "'Anna, Bob 2, Cyril large'")
    text = prompter.text(f"Figures in it (e.g. {hint}; Enter = none):",
                         validate=validator(lambda t: parse_figures(t, players, feature_type)))
    return parse_figures(text, players, feature_type)


def _ask_fairy(prompter: Prompter, figures: dict[str, dict[str, int]]) -> str | None:
    owners = [p for p, figs in figures.items() if any(figs.get(k) for k in FOLLOWERS)]
    if not owners:
        return None
    answer = prompter.select("Is the fairy next to a meeple in it?", [NO_FAIRY, *owners], default=NO_FAIRY)
    return None if answer == NO_FAIRY else answer


def _default_name(record: dict[str, Any], feature_type: str) -> str:
    used = {fold(f.get("name") or "") for f in record["features"]}
    n = 1 + sum(1 for f in record["features"] if feature_matcher().match(f["type"]) == feature_type)
    while fold(f"{display(feature_type)} {n}") in used:
        n += 1
    return f"{display(feature_type)} {n}"


def _ask_feature(prompter: Prompter, record: dict[str, Any], feature_type: str, complete: bool) -> list[dict[str, Any]]:
    """Ask for one feature's size, figures and fairy.

    :returns: the record entries to add: the feature, after any city a field
        names that the record did not hold yet.
    """
    players = [p["name"] for p in record["players"]]
    feature: dict[str, Any] = {"type": feature_type, "name": _default_name(record, feature_type)}
    new_cities: list[dict[str, Any]] = []
    if feature_type == "city":
        feature["name"] = prompter.text(f"Name (for the farmers; Enter = {feature['name']}):", default=feature["name"],
                                        validate=validator(lambda t: _new_name(record, t)))
    if feature_type != "field":
        feature["complete"] = complete
    if feature_type in ("city", "road"):
        feature["tiles"] = prompter.integer("Tiles:", minimum=1)
    if feature_type == "city":
        feature["pennants"] = prompter.integer("Pennants:", minimum=0, default=0)
        feature["cathedral"] = prompter.confirm("Cathedral in it?", default=False)
    elif feature_type == "road":
        feature["inn"] = prompter.confirm("Inn on it?", default=False)
    elif feature_type in ("monastery", "garden") and not complete:
        feature["neighbours"] = prompter.integer("Surrounding tiles placed (0-7):", minimum=0, maximum=7)
    elif feature_type == "field":
        new_cities = _ask_field_cities(prompter, record, feature)
    feature["meeples"] = _ask_figures(prompter, players, feature_type)
    game = parse_record(record)
    fairy_taken = not complete and game.options.fairy_placement == "next_to_meeple" and any(
        f.fairy and f.at_game_end for f in game.features)  # it stands by one meeple at game end
    fairy = None if fairy_taken else _ask_fairy(prompter, feature["meeples"])
    if fairy:
        feature["fairy"] = fairy
    return [*new_cities, feature]


def _new_name(record: dict[str, Any], text: str) -> None:
    if any(fold(f.get("name") or "") == fold(text) for f in record["features"]):
        raise RuleError(f"{text!r} is already a feature's name: choose another")


def _ask_field_cities(prompter: Prompter, record: dict[str, Any], feature: dict[str, Any]) -> list[dict[str, Any]]:
    """Current rule: how many completed cities border the field; older rules: their names.

    :returns: cities named that the record does not hold yet (asked whether
        complete), to be added with the field.
    """
    game = parse_record(record)
    if game.options.farm_rule == "per_field_3":
        feature["completed_cities"] = prompter.integer("Completed cities bordering it:", minimum=0)
        return []
    known = {fold(f.name): f.name for f in game.features if f.name and f.type == "city"}
    others = {fold(f.name): f.label for f in game.features if f.name and f.type != "city"}

    def check(text: str) -> None:
        for name in _names(text):
            if fold(name) in others:
                raise RuleError(f"{name!r} is {others[fold(name)]}, not a city: name cities only")

    text = prompter.text(f"Cities bordering it (names, comma-separated; known: {', '.join(known.values()) or 'none'}):",
                         validate=validator(check))
    new = []
    for name in _names(text):
        if fold(name) not in known:
            complete = prompter.confirm(f"City {name!r} is not in the record yet: is it complete?", default=True)
            new.append({"type": "city", "name": name, "complete": complete})
            known[fold(name)] = name
    feature["cities"] = list(dict.fromkeys(known[fold(name)] for name in _names(text)))
    return new


def _names(text: str) -> list[str]:
    return [n.strip() for n in text.split(",") if n.strip()]


def _add_feature(draft: Draft, prompter: Prompter, entries: list[dict[str, Any]]) -> None:
    """Append a feature (and the cities it brings) if the whole record stays valid; save and show what it paid."""
    features = draft.record["features"]
    features.extend(entries)
    try:
        game = parse_record(draft.record)
    except InputError as e:
        del features[-len(entries):]
        prompter.echo(f"Not added: {e}")
        return
    draft.save()
    scored = game.features[-1]
    rows: dict[str, Any] = {}
    if scored.type != "field" or game.options.farm_rule == "per_field_3":
        rows, _ = score_feature(scored, game.options)
    paid = [f"{p} +{r.points}" for p, r in rows.items()]
    paid += [f"{p} +{r.points} (fairy)" for p, r in fairy_rows(scored).items()]
    prompter.echo(f"{scored.label}: " + (", ".join(paid) if paid else "recorded"))
    for player in lone_pigs(scored.figures):
        prompter.echo(f"Note: {player}'s pig has no farmer of {player}'s here, so it adds nothing; if the farmer "
                      f"is there, remove this field and type '{player} small pig'")


def lone_pigs(figures: dict[str, dict[str, int]]) -> list[str]:
    """Players with a pig but no follower in a field: typed ``"Bob pig"``, which is the pig alone.

    A lone pig is legal (seed 003: the dragon can leave "osamocené selátko"), but it
    scores nothing (reference ``traders_and_builders.pig``: only if its owner scores the
    field), so the sheet says so rather than let a forgotten farmer pass unnoticed.
    """
    return [p for p, figs in figures.items() if figs.get("pig") and not any(figs.get(k) for k in FOLLOWERS)]


def _score_now(draft: Draft, prompter: Prompter) -> None:
    kinds = {display(t): t for t in ("city", "road", "monastery", "garden")}
    feature_type = kinds[prompter.select("Which feature was completed?", list(kinds), default="City")]
    _add_feature(draft, prompter, _ask_feature(prompter, draft.record, feature_type, complete=True))


def _fairy_turn(draft: Draft, prompter: Prompter, last: list[str]) -> None:
    """The fairy's point at the start of its owner's turn: 1, however many followers share its tile.

    Seed 003 (*Víla*), the on-tile wording itself: "dostane tento hráč hned jeden bod".
    """
    players = [p["name"] for p in draft.record["players"]]
    name = prompter.select("Whose turn starts with the fairy next to their meeple?", players,
                           default=last[0] if last else players[0])
    points = point_values().fairy_turn
    player = next(p for p in draft.record["players"] if p["name"] == name)
    player["fairy_turn_points"] = player.get("fairy_turn_points", 0) + points
    draft.save()
    last[:] = [name]
    prompter.echo(f"{name}: +{points} fairy turn point ({player['fairy_turn_points']} so far)")


def _undo(draft: Draft, prompter: Prompter) -> None:
    features = draft.record["features"]
    if not features:
        prompter.echo("No feature to remove.")
        return
    label = parse_record(draft.record).features[-1].label
    if prompter.confirm(f"Remove {label}?", default=False):
        features.pop()
        draft.save()
        prompter.echo(f"Removed {label}.")


def _final(draft: Draft, prompter: Prompter) -> None:
    """Game end: unfinished features and fields, then Traders & Builders goods."""
    kinds = {display(t): t for t in ("city", "road", "monastery", "garden", "field")}
    prompter.echo("Final scoring: enter every unfinished feature and every field with figures.")
    while True:
        answer = prompter.select("Unfinished feature or field to score:", [*kinds, DONE], default="Field")
        if answer == DONE:
            break
        _add_feature(draft, prompter, _ask_feature(prompter, draft.record, kinds[answer], complete=False))
    if prompter.confirm("Traders & Builders goods to count?", default=False):
        players = draft.record["players"]
        box = rules_data().goods_in_box
        for player in players:
            goods = player.setdefault("goods", {})
            for kind, names in rules_data().goods.items():
                # no more than the box holds, less what the others hold (9 wine, 6 grain, 5 cloth)
                left = box[kind] - sum(p.get("goods", {}).get(kind, 0) for p in players if p is not player)
                goods[kind] = prompter.integer(f"{player['name']}: {names[0].lower()} tokens:", minimum=0,
                                               maximum=max(left, 0), default=min(goods.get(kind, 0), max(left, 0)))
            draft.save()


def standings(record: dict[str, Any]) -> str:
    """The totals so far, best first, one line per player."""
    result = score_game(parse_record(record))
    ranked = sorted(result.players, key=lambda p: p.rank)
    width = max(len(p.name) for p in ranked)
    return "\n".join(f"{p.rank}. {p.name:<{width}}  {p.total:>3} points" for p in ranked)
