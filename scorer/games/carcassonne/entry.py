"""The running score sheet: a game record kept up to date at the table.

:func:`run_entry` sets up the table (players, rule options) if the record has
none, then offers a menu: score a completed feature, the fairy's turn point,
the standings, undoing the last step, final scoring, or saving to continue
later. Every step is saved to the record file at once (``draft.save()``), so a
closed terminal loses at most the step being typed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
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
#: After a first fairy point the menu offers ``"Fairy turn point: Anna"`` (2 keys: Down, Enter) and this.
FAIRY_OTHER = "Fairy turn point: another player"
STANDINGS = "Standings"
UNDO = "Undo the last step (feature or fairy point)"
FINAL = "Final scoring (game end)"
QUIT = "Save and quit (continue later)"
QUIT_FINAL = "Save and quit (the record stays final)"
STEPS = {"feature": FEATURE, "fairy": FAIRY, "final": FINAL, "standings": STANDINGS}
DONE = "Done: no more"
NO_FAIRY = "no fairy here"
NEW_CITY = "a new city, complete"
NEW_UNFINISHED_CITY = "a new city, unfinished (its farmers score nothing for it)"
#: One-letter figure kinds for quick typing ("Bob 2 l" = Bob, 2 small... see :func:`parse_figures`).
SHORT = {"s": "small", "l": "large", "a": "abbot", "p": "pig"}


@dataclass
class Session:
    """What the sheet remembers while it is open (not saved in the record).

    :ivar fairy_owner: the player who took the last fairy turn point (offered first next time).
    :ivar steps: the steps taken, for undo: ``("feature", entries added)`` or ``("fairy", player)``.
    :ivar last: the last menu choice.
    """

    fairy_owner: str | None = None
    steps: list[tuple[str, Any]] = field(default_factory=list)
    last: str | None = None


def run_entry(draft: Draft, prompter: Prompter, start: str | None = None) -> dict[str, Any]:
    """Keep the score sheet in ``draft.record``; return it when the game is scored or the user quits.

    A record that is already final (scored: features and no ``"draft": true``) stays
    final: the sheet says so, and every save keeps it final (see :func:`keep_final`).

    :param start: a step to go to at once (``"feature"``, ``"fairy"``, ``"final"``,
        ``"standings"``); the menu follows unless it was the final scoring.
    :returns: the record; finished (``draft.finish()``) after the final scoring,
        still a draft after "save and quit" (unless it was final when opened).
    :raises RecordError, RuleError: a resumed record that is not valid.
    """
    record = draft.record
    final = bool(record.get("features")) and record.get("draft") is not True  # a scored game, not a new one
    _setup(draft, prompter)
    parse_record(record)  # a resumed record must be sound before we add to it
    if final:
        keep_final(draft)
        prompter.echo("This game's final scoring is done: the record stays final (what you change is saved to it).")
    choice = STEPS.get(start or "")
    session = Session()
    while True:
        if choice is None:
            # Enter scores a feature; the fairy's point is next: Down, Enter (it names the last owner)
            choice = prompter.select("What now?", menu(record, session, final), default=FEATURE)
        session.last = choice
        if choice == FEATURE:
            _score_now(draft, prompter, session)
        elif choice.startswith(FAIRY):
            _fairy_turn(draft, prompter, session, ask=choice in (FAIRY, FAIRY_OTHER))
        elif choice == STANDINGS:
            prompter.echo(standings(record))
        elif choice == UNDO:
            _undo(draft, prompter, session)
        elif choice == FINAL:
            _final(draft, prompter)
            return draft.finish()
        else:
            draft.save()
            return record
        choice = None


def menu(record: dict[str, Any], session: Session, final: bool = False) -> list[str]:
    """The menu's choices: after a first fairy point, ``"Fairy turn point: Anna"`` (no question) and another player."""
    fairy = [FAIRY]
    if session.fairy_owner and session.fairy_owner in [p["name"] for p in record["players"]]:
        fairy = [f"{FAIRY}: {session.fairy_owner}", FAIRY_OTHER]
    return [FEATURE, *fairy, STANDINGS, UNDO, FINAL, QUIT_FINAL if final else QUIT]


def keep_final(draft: Draft) -> None:
    """Make every save of ``draft`` keep the record final (no ``"draft": true``).

    ``Draft.save`` marks a record as a draft; a scored game opened again must not
    silently become one (``scorer score`` would then reopen the sheet), so its
    saves, Ctrl-C included, go through ``Draft.finish`` instead.
    """
    draft.save = draft.finish  # type: ignore[method-assign,assignment]


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
        record["options"]["inns_and_cathedrals"] = prompter.confirm(
            "Inns & Cathedrals in play (inns, cathedrals, large meeples)?", default=False)
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


def parse_figures(text: str, players: list[str], feature_type: str,
                  inns_and_cathedrals: bool = True) -> dict[str, dict[str, int]]:
    """Read figures typed as ``"Anna, Bob 2, Cyril large, Dana abbot"``.

    Each comma-separated entry is a player's name (forgiving: case, accents,
    a unique start) followed by counts and kinds: nothing means one small
    meeple, a number alone that many small meeples, a kind (``large``/``l``,
    ``abbot``/``a``, ``pig``/``p``, Czech ``velká``, ``opat``, ``selátko``) one of
    it, ``2 small large`` both. Empty text means no figures.

    :param inns_and_cathedrals: whether the large meeple is in play.
    :returns: ``{player: {kind: count}}`` as stored in the record.
    :raises InputError: an unknown player or figure, a figure that cannot
        stand in ``feature_type``, more of a figure than a player owns (7 small
        meeples, 1 of the others), a large meeple without Inns & Cathedrals
        (checked again when the record is validated).
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
            _check_owned(player, kind, mine[kind], inns_and_cathedrals)
    return out


def _check_owned(player: str, kind: str, count: int, inns_and_cathedrals: bool) -> None:
    """A player cannot place more of a figure than they own (``figures.*.most`` in ``rules.json``)."""
    spec = rules_data().figures[kind]
    if kind == "large" and not inns_and_cathedrals:
        raise RuleError("the large meeple is from Inns & Cathedrals, which is not in play: type a small meeple")
    if spec.most is not None and count > spec.most:
        raise RuleError(f"{player} has {count} × {spec.names[0]}, but each player has {spec.most}: fix the count")


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


def _ask_figures(prompter: Prompter, players: list[str], feature_type: str,
                 inns_and_cathedrals: bool = True) -> dict[str, dict[str, int]]:
    large = "large" if inns_and_cathedrals else "2"
    hint = {"garden": "'Anna' = Anna's abbot", "field": f"'Anna, Bob 2, Cyril {large} pig'",
            "monastery": "'Anna' or 'Anna abbot'"}.get(feature_type, f"'Anna, Bob 2, Cyril {large}'")
    text = prompter.text(f"Figures in it (e.g. {hint}; Enter = none):",
                         validate=validator(lambda t: parse_figures(t, players, feature_type, inns_and_cathedrals)))
    return parse_figures(text, players, feature_type, inns_and_cathedrals)


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
    game = parse_record(record)
    expansion = game.options.inns_and_cathedrals  # inns and cathedrals asked only when in play
    feature: dict[str, Any] = {"type": feature_type, "name": _default_name(record, feature_type)}
    new_cities: list[dict[str, Any]] = []
    if feature_type == "city":
        feature["name"] = prompter.text(f"Name (for the farmers; Enter = {feature['name']}):", default=feature["name"],
                                        validate=validator(lambda t: _new_name(record, t)))
    if feature_type != "field":
        feature["complete"] = complete
    if feature_type in ("city", "road"):
        least = rules_data().completed_city_min_tiles if feature_type == "city" and complete else 1
        feature["tiles"] = prompter.integer("Tiles:", minimum=least)
    if feature_type == "city":
        feature["pennants"] = prompter.integer("Pennants:", minimum=0, default=0)
        if expansion:
            feature["cathedral"] = prompter.confirm("Cathedral in it?", default=False)
    elif feature_type == "road":
        if expansion:
            feature["inn"] = prompter.confirm("Inn on it?", default=False)
    elif feature_type in ("monastery", "garden") and not complete:
        feature["neighbours"] = prompter.integer("Surrounding tiles placed (0-7):", minimum=0, maximum=7)
    elif feature_type == "field":
        new_cities = _ask_field_cities(prompter, record, feature)
    feature["meeples"] = _ask_figures(prompter, players, feature_type, expansion)
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
    matcher = city_matcher(game.features)
    others = {fold(f.name): f.label for f in game.features if f.name and f.type != "city"}
    text = prompter.text(f"Cities bordering it (names, comma-separated; known: {', '.join(matcher.names()) or 'none'}):",
                         validate=validator(lambda t: [find_city(n, matcher, others) for n in _names(t)]))
    new: list[dict[str, Any]] = []
    cities = []
    for name in _names(text):
        city = find_city(name, matcher, others) or _ask_unknown_city(prompter, name, matcher, new)
        cities.append(city)
    feature["cities"] = list(dict.fromkeys(cities))
    prompter.echo("Cities bordering it: " + ", ".join(feature["cities"]))
    return new


def city_matcher(features: Any) -> NameMatcher:
    """The named cities of the record, by name or label (``"Castle"``, ``"City Castle"``), forgiving
    case and accents, a unique start (``"city 1n"`` finds ``City 1North``), with suggestions on a miss."""
    names: dict[str, list[str]] = {}
    taken: set[str] = set()
    cities = [f for f in features if f.name and f.type == "city"]
    for f in cities:
        taken.add(fold(f.name))
    for f in cities:
        names[f.name] = [f.name] + ([f.label] if fold(f.label) not in taken else [])
        taken.add(fold(f.label))
    return NameMatcher(names, kind="city")


def find_city(text: str, matcher: NameMatcher, others: dict[str, str]) -> str | None:
    """The city of the record ``text`` names, or ``None`` if it names none (a new city, asked about).

    :raises RuleError: ``text`` is another feature's name.
    :raises AmbiguousNameError: ``text`` starts several cities' names.
    """
    if fold(text) in others:
        raise RuleError(f"{text!r} is {others[fold(text)]}, not a city: name cities only")
    try:
        return matcher.match(text)
    except UnknownNameError:
        return None


def _ask_unknown_city(prompter: Prompter, name: str, matcher: NameMatcher, new: list[dict[str, Any]]) -> str:
    """A name that is no city of the record: one of the closest cities, or a new city (complete or not),
    chosen explicitly; a new city is added to ``new`` and to ``matcher``'s choices for the next names."""
    for city in new:
        if fold(city["name"]) == fold(name):
            return city["name"]
    suggestions = matcher.suggest(name) if matcher.names() else []
    answer = prompter.select(f"{name!r} is not a city in the record: which city is it?",
                             [*suggestions, NEW_CITY, NEW_UNFINISHED_CITY], default=(suggestions or [NEW_CITY])[0])
    if answer in suggestions:
        return matcher.match(answer)
    new.append({"type": "city", "name": name, "complete": answer == NEW_CITY})
    return name


def _names(text: str) -> list[str]:
    return [n.strip() for n in text.split(",") if n.strip()]


def _add_feature(draft: Draft, prompter: Prompter, entries: list[dict[str, Any]], session: Session | None = None) -> None:
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
    if session is not None:
        session.steps.append(("feature", len(entries)))
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


def _score_now(draft: Draft, prompter: Prompter, session: Session | None = None) -> None:
    kinds = {display(t): t for t in ("city", "road", "monastery", "garden")}
    feature_type = kinds[prompter.select("Which feature was completed?", list(kinds), default="City")]
    _add_feature(draft, prompter, _ask_feature(prompter, draft.record, feature_type, complete=True), session)


def _fairy_turn(draft: Draft, prompter: Prompter, session: Session, ask: bool = True) -> None:
    """The fairy's point at the start of its owner's turn: 1, however many followers share its tile.

    Czech rulebook of *Princezna a drak* (*Víla*), the on-tile wording itself:
    "dostane tento hráč hned jeden bod". Asks whose turn it is unless ``ask`` is
    false: then it is the player who took the last fairy point.
    """
    players = [p["name"] for p in draft.record["players"]]
    name = session.fairy_owner
    if ask or name not in players:
        choices = [p for p in players if p != name] if session.last == FAIRY_OTHER else players
        name = prompter.select("Whose turn starts with the fairy next to their meeple?", choices, default=choices[0])
    points = point_values().fairy_turn
    player = next(p for p in draft.record["players"] if p["name"] == name)
    player["fairy_turn_points"] = player.get("fairy_turn_points", 0) + points
    draft.save()
    session.fairy_owner = name
    session.steps.append(("fairy", name))
    prompter.echo(f"{name}: +{points} fairy turn point ({player['fairy_turn_points']} so far)")


def _undo(draft: Draft, prompter: Prompter, session: Session | None = None) -> None:
    """Undo the last step of this session: a feature (with the cities it added) or a fairy point.

    With nothing done since the sheet was opened, the last feature of the record is offered.
    """
    steps = session.steps if session is not None else []
    features = draft.record["features"]
    kind, what = steps[-1] if steps else ("feature", 1)
    if kind == "feature" and len(features) < what or not features and not steps:
        prompter.echo("Nothing to undo: no feature in the record, no fairy point since the sheet was opened.")
        return
    if kind == "fairy":
        label = f"{what}'s fairy turn point"
    else:
        labels = [f.label for f in parse_record(draft.record).features[-what:]]
        label = labels[-1] + (f" (and the new {', '.join(labels[:-1])})" if len(labels) > 1 else "")
    if not prompter.confirm(f"Undo {label}?", default=False):
        return
    if kind == "fairy":
        player = next(p for p in draft.record["players"] if p["name"] == what)
        player["fairy_turn_points"] = max(0, player.get("fairy_turn_points", 0) - point_values().fairy_turn)
    else:
        del features[-what:]
    if steps:
        steps.pop()
    draft.save()
    prompter.echo(f"Undone: {label}.")


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
