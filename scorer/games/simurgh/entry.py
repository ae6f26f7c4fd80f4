"""Interactive entry of a Simurgh game at the table, as a flow of the core entry.

Asks for the variant, the objective tiles in play (one per answer, Enter when
done; a custom objective's name and its PP for each place), the players (the
one players step of every game), how the objective counts are entered (when
one is needed: player by player, or tile by tile), then per player the PP on
the score track, the six leftover resources, the dragon ability tokens and,
player by player, a count for each objective whose count cannot be worked out
(#73–#82 and custom ones; #83 and #84 are counted from the tokens and
resources). Tile by tile, those counts come after every player's own answers,
one answer per objective holding every player's count (the table counts the
dragons on one tile together).

Every answer is checked where it is typed and saved at once; ``<`` goes back
at any question; a resumed entry shows what is there and asks the first
missing answer; a review comes before scoring (:mod:`scorer.core.entry`).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from scorer.core.entry import Entry, answers_to_log, parse_int, run
from scorer.core.errors import RecordError, RuleError
from scorer.core.i18n import N_, translations
from scorer.core.names import fold
from scorer.core.prompts import Draft, Prompter
from scorer.core.records import convert
from scorer.core.table import Limit
from scorer.core.words import clip, join, ordinal, quote

from . import data
from .record import (
    COUNT_FROM_TEXT,
    TITLE,
    CustomIn,
    Objective,
    ascii_digits,
    check_tie_rule,
    count_limit,
    has_letter_or_digit,
    labels,
    parse_objectives,
    pp_text,
    shared_limit,
)

T = translations("simurgh")
_, ngettext = T.gettext, T.ngettext
Made = TypeVar("Made")

#: The meaning of a custom objective answer, and its choice (shown translated: ``_(CUSTOM)``); the English
#: word is understood in every language.
CUSTOM = N_("custom objective")
TILE_PROMPT = N_("Objective tile on the statue (73-84, 'custom'; Enter when done):")
_TILE = re.compile(r"\s*#?\s*([0-9]+)")
_TILE_HINT = N_("type a tile number 73-84, 'custom', or press Enter (or type 'done') when done")
#: Typed at the tile prompt: no more objectives (Enter does the same, unless going back made an old answer
#: the default); the English word is understood in every language.
DONE = N_("done")

#: The menu of how the objective counts are entered; player by player is the default (as before issue 13).
COUNTS_PROMPT = N_("Objective counts:")
BY_PLAYER = N_("Player by player (each player's counts after their resources)")
BY_TILE = N_("Tile by tile (all players' counts for one objective in one answer)")
_BY_SHOWN = {BY_PLAYER: N_("player by player"), BY_TILE: N_("tile by tile")}

#: Fields a draft may hold besides its answers: the record envelope and the --objective-ties option.
DRAFT_FIELDS = {"game", "draft", "note", "_entry", "objective_ties"}


def variant_labels() -> dict[str, str]:
    """The variant menu: ``{"Spearman (Kopiník)": "spearman", "Dragonlord (Pán draků)": "dragonlord"}``;
    in Czech the Czech name first (``"Kopiník (Spearman)"``)."""
    return {f"{v.name} ({v.en if v.name != v.en else v.aliases[0]})": v.key for v in data.variants().values()}


def counts_labels() -> dict[str, str]:
    """The counts menu in the output language by value: ``{"Player by player (…)": "player", "Tile by tile (…)":
    "tile"}``."""
    return {_(BY_PLAYER): "player", _(BY_TILE): "tile"}


def count_counted(tile: data.Tile) -> str:
    """What #83/#84 count, in the output language (``"ability tokens"``); ``""`` for #73-#82."""
    return _(COUNT_FROM_TEXT[tile.count_from]) if tile.count_from else ""


def tile_choices() -> list[str]:
    """Autocomplete entries: ``"73 (8/4/3)"``, ``"83 ability tokens (14/7/3)"``…, then ``custom objective`` and
    ``done`` (in the output language: ``vlastní cíl``, ``hotovo``)."""
    out = []
    for tile in data.tiles().values():
        what = f" {count_counted(tile)}" if tile.count_from else ""
        out.append(f"{tile.number}{what} ({pp_text(tile.pp)})")
    return [*out, _(CUSTOM), _(DONE)]


def custom_word() -> str:
    """The word that starts a custom objective at the tile prompt, in the output language (``custom``,
    Czech ``vlastní``): a start of :data:`CUSTOM`."""
    # TRANSLATORS: typed at the tile prompt to start a custom objective: a start of "custom objective"'s translation
    return T.pgettext("typed at the tile prompt", "custom")


def _words_meant(text: str) -> str | None:
    """The prompt's word (``custom`` or ``done``, in the output language) closest to a typo of one
    (``hotvo`` → ``hotovo``, ``vlastny`` → ``vlastní``; either language's spelling is read), else ``None``."""
    from scorer.core.names import NameMatcher

    words = NameMatcher({"custom": [custom_word(), "custom"], "done": [_(DONE), "done"]}, kind=_("answer"))
    found = words.suggest(text, limit=1)
    return found[0] if found else None


def in_every_language(make: Callable[[], Made]) -> list[Made]:
    """``make()`` under each language scorer speaks (English first): the forms a saved answer may hold."""
    from scorer.core.i18n import LANGUAGES, using

    out = []
    for lang in LANGUAGES:
        with using(lang):
            out.append(make())
    return out


def _means(text: str, word: str, *, start: bool = False) -> bool:
    """``text`` is ``word`` in any language (``done``, ``hotovo``: a draft typed in Czech resumes in English);
    with ``start``, a start of it."""
    typed = fold(text)
    forms = {fold(form) for form in in_every_language(lambda: _(word))}
    return bool(typed) and any(f.startswith(typed) if start else f == typed for f in forms)


def tile_answer(text: str, taken: list[Any]) -> int | str | None:
    """What an objective answer means: a tile number, :data:`CUSTOM`, ``None`` (done), or an error message.

    Digits of any script are read as their number (``７３`` is #73). An empty
    answer or :data:`DONE` ends the list. Returns a ``str`` message (not
    :data:`CUSTOM`) when the answer is unusable.

    :param taken: the objectives already in play (tile numbers are refused again).
    """
    if not text.strip() or _means(text, DONE):
        return None
    if _means(text, CUSTOM, start=True):
        return CUSTOM
    typed = clip(text.strip())
    text = ascii_digits(text)
    m = _TILE.match(text)
    if not m and any(c.isalpha() for c in text):
        meant = _words_meant(text)
        if meant is not None:
            return _("{answer} is no tile number: did you mean {word}?").format(answer=quote(typed), word=quote(meant))
    if not m or len(m.group(1)) > 3 or int(m.group(1)) not in data.tiles():
        if m:  # "85", "7³": a number, but no tile's
            return _("{answer} is no objective tile: {hint}").format(answer=typed, hint=_(_TILE_HINT))
        return _(_TILE_HINT)
    number = int(m.group(1))
    label = next((c for c in tile_choices() if c.split(" ", 1)[0] == str(number)), str(number))
    if text[m.end() :].strip() and not fold(label).startswith(fold(text).lstrip("#").strip()):
        # "73 84" would otherwise be #73 alone, and #84 would silently drop out of the totals
        return _("type one tile number at a time (73-84), 'custom', or press Enter (or type 'done') when done")
    if number in taken:
        return _("#{number} is already in play").format(number=number)
    return number


def parse_tile(text: str, taken: list[Any]) -> int | str | None:
    """:func:`tile_answer` for the entry: the meaning, or :class:`RuleError` with the message."""
    meaning = tile_answer(text, taken)
    if isinstance(meaning, str) and meaning != CUSTOM:
        raise RuleError(meaning)
    return meaning


def custom_name(text: str, in_play: list[Objective]) -> str:
    """A new custom objective's name, checked as a record would check it.

    :raises RuleError: no letter or digit, or the name of an objective in play or of a tile.
    """
    name = text.strip()
    if not has_letter_or_digit(name):
        raise RuleError(_("give the objective a name with letters or digits"))
    key = fold(name)
    if key.lstrip("#") in {str(n) for n in data.tiles()}:
        raise RuleError(
            _("{name} is taken by tile #{number}: choose another name").format(
                name=quote(clip(name)), number=key.lstrip("#")
            )
        )
    if key in {fold(o.key) for o in in_play}:
        raise RuleError(_("{name} is taken by another objective: choose another name").format(name=quote(clip(name))))
    return name


def resource_room(variant: data.Variant, held: dict[str, int]) -> Limit:
    """How many more resources a player may have, and why (Czech rulebook p.6).

    >>> resource_room(data.variants()["dragonlord"], {"vegetables": 2, "meat": 1})
    Limit(value=9, source='12 in all in the Dragonlord variant, 3 already entered (Czech rulebook p.6)')
    """
    entered = sum(held.values())
    if entered:
        text = ngettext(
            "{limit} in all in the {variant} variant, {entered} already entered (Czech rulebook p.6)",
            "{limit} in all in the {variant} variant, {entered} already entered (Czech rulebook p.6)",
            entered,
        )
    else:
        text = _("{limit} in all in the {variant} variant (Czech rulebook p.6)")
    source = text.format(limit=variant.resource_limit, variant=variant.name, entered=entered)
    return Limit(variant.resource_limit - entered, source)


def will_replay(entry: Entry, key: str) -> bool:
    """Whether the question ``key`` is answered from the log this time (silently), not asked."""
    return any(item["key"] == key for item in entry.unread())


def enter_objectives(entry: Entry, announce: bool = False) -> list[Any]:
    """The objectives in play, one answer each, until Enter on an empty answer.

    :param announce: the answer before was typed now (another variant after going back): when kept
        objectives are then replayed silently, a line says which ("(objectives kept: #73, #74)") before
        the next question or the end of the list.
    :returns: record items: tile numbers and ``{"name": ..., "pp": [1st, 2nd, 3rd]}``.
    """
    items: list[Any] = []
    choices = tile_choices()
    kept: list[str] = []

    def say_kept() -> None:
        if announce and kept:
            entry.prompter.echo(_("(objectives kept: {objectives})").format(objectives=", ".join(kept)))
            kept.clear()

    for i in itertools.count():  # pragma: no branch (ends with Enter)
        taken = list(items)
        replayed = will_replay(entry, f"obj{i}")
        if not replayed:
            say_kept()

        def parse(text: str, taken: list[Any] = taken) -> int | str | None:
            return parse_tile(text, taken)

        picked = entry.text(
            f"obj{i}",
            _(TILE_PROMPT),
            parse,
            choices=choices,
            allow_empty=True,
            label=_("objective"),
            show=tile_shown,
            canonical=tile_canonical,
        )
        if picked is None:
            say_kept()
            return items
        items.append(enter_custom(entry, i, _in_play(items)) if picked == CUSTOM else picked)
        if replayed:
            last = items[-1]
            kept.append(last["name"] if isinstance(last, dict) else f"#{last}")
        else:
            announce = False  # typed now: the person sees the list again from here
    return items  # pragma: no cover (itertools.count never ends)


def tile_canonical(meaning: int | str | None) -> str:
    """How an objective answer is saved: ``"73"`` (also for a typed ``#73`` or ``７３``), the custom word of the
    output language (:func:`custom_word`: ``"custom"``, Czech ``"vlastní"``, also for a typed ``vl`` or
    ``vlastní cíl``), ``""`` (for ``done``/``hotovo``: the list ends here, and Enter ends it again when the
    question is asked again after going back).

    The custom word is the one the person reads again: the going-back line, the default offered and the
    review show the saved answer (the Czech trial: ``[custom]`` at a Czech table). Either language's word is
    read back (:func:`tile_answer`), and a resumed draft's is put in the output language by
    :func:`check_draft`."""
    if meaning is None:
        return ""
    return custom_word() if meaning == CUSTOM else str(meaning)


def tile_shown(meaning: int | str | None) -> str:
    """How an objective answer is listed in the recap and the review: ``#84`` for a typed ``８４``.

    ``custom`` and ``done`` are left out of the recap (``""``): the custom objective is listed
    by its name, which the next answer gives, and ``done`` only ends the list.
    """
    return f"#{meaning}" if isinstance(meaning, int) else ""


def pp_prompt(name: str, n: int) -> str:
    """The question for a custom objective's PP: ``"Blue dragons: PP for 1st place:"``."""
    return _("{objective}: PP for {place} place:").format(objective=name, place=ordinal(n))


def enter_custom(entry: Entry, i: int, in_play: list[Objective]) -> dict[str, Any]:
    """A custom objective's name and PP for 1st, 2nd and 3rd place (2nd and 3rd default to 0).

    The name is listed as the objective in the recap (``objective Blue dragons``); the PP
    questions name it.
    """
    name = entry.text(
        f"obj{i}.name",
        _("Custom objective name:"),
        lambda t: custom_name(t, in_play),
        allow_empty=True,
        label=_("objective"),
    )
    pp = [
        entry.integer(
            f"obj{i}.pp{n}",
            pp_prompt(name, n),
            default=None if n == 1 else 0,
            label=_("{place} PP").format(place=ordinal(n)),
        )
        for n in (1, 2, 3)
    ]
    return {"name": name, "pp": pp}


def _in_play(items: list[Any]) -> list[Objective]:
    return parse_objectives(convert(items, list[int | str | CustomIn], "$.objectives", labels()))


def enter_player(
    entry: Entry,
    i: int,
    name: str,
    variant: data.Variant,
    objectives: list[Objective],
    before: Sequence[dict[str, Any]] = (),
    *,
    with_counts: bool = True,
) -> dict[str, Any]:
    """One player's answers: track PP, the six resources, ability tokens, the counts to give.

    :param before: the records of the players entered before; the ability tokens and the counts for
        #73-#82 are bounded by the box less what they hold (the table shares the 24 dragon cards,
        :func:`~.record.count_limit`).
    :param with_counts: ask the objective counts here (player by player); else they are left to
        :func:`enter_tile_counts` and ``objective_counts`` is empty.
    """
    track = entry.integer(
        f"{entry.seat(name)}.track",
        _("{player}: PP on the score track:").format(player=name),
        maximum=data.track_limit(),
        group=name,
        label=_("track PP"),
    )
    held: dict[str, int] = {}
    for r in data.load().resources:
        resource = data.resource_name(r.key)
        held[r.key] = entry.integer(
            f"{entry.seat(name)}.{r.key}",
            _("{player}: {resource} left:").format(player=name, resource=resource),
            default=0,
            maximum=resource_room(variant, held),
            group=name,
            label=resource.lower(),
        )
    tokens = entry.integer(
        f"{entry.seat(name)}.tokens",
        _("{player}: dragon ability tokens on your dragons:").format(player=name),
        default=0,
        maximum=shared_limit(
            data.token_limit(), "ability_tokens", [(b["name"], b["ability_tokens"]) for b in before], "have"
        ),
        group=name,
        label=_("ability tokens"),
    )
    counts: dict[str, int] = {}
    for o in objectives if with_counts else ():
        if o.count_from is None:
            _count_from_tile_answer(entry, entry.seat(name), o)
            counts[o.key] = entry.integer(
                f"{entry.seat(name)}.count.{o.key}",
                _("{player}: count for {objective} {counted}:").format(
                    player=name, objective=o.label, counted=counted(o)
                ),
                maximum=count_limit(o, variant, [(b["name"], b["objective_counts"][o.key]) for b in before]),
                default=0,  # Enter is 0, as for the resources and tokens (the Czech trial: 0 took two keys)
                group=name,
                label=count_label(o),
            )
    return {"name": name, "track_pp": track, "resources": held, "ability_tokens": tokens, "objective_counts": counts}


def count_label(objective: Objective) -> str:
    """How the recap and the review name a player's count for ``objective``: ``Objective #73`` (Czech ``cíl #73``,
    as the set-up line names the objectives), a custom objective by its name."""
    if objective.custom:
        return objective.label
    # TRANSLATORS: a label in the recap before a player's count ("cíl #73 2"), as "objective" labels the tiles
    return T.pgettext("recap label", "Objective #{number}").format(number=objective.key)


def _count_from_tile_answer(entry: Entry, seat: str, objective: Objective) -> None:
    """Player by player after a switch from tile by tile in the review: the player's count for ``objective``
    is taken from the tile-by-tile answer (``counts.73.p0-p1`` = ``"3 1"``) when the log has no count of the
    player's own, so the counts are kept, not asked again. It is checked again as it is replayed."""
    own = f"{seat}.count.{objective.key}"
    unread = entry.unread()
    if any(item["key"] == own for item in unread):
        return
    for item in unread:
        head, _sep, seats = item["key"].rpartition(".")
        if head == f"counts.{objective.key}" and isinstance(item["answer"], str):
            order, counts = seats.split("-"), item["answer"].split()
            if seat in order and len(counts) == len(order):
                entry.log.insert(entry.pos, {"key": own, "answer": counts[order.index(seat)]})
            return


def _tile_answer_from_counts(entry: Entry, key: str, seats: Sequence[str], objective: Objective) -> None:
    """Tile by tile after a switch from player by player in the review: the answer for ``objective``
    (``"3 1"``) is made of the players' own counts (``p0.count.73``…) when the log has them all and no
    tile-by-tile answer, so the counts are kept, not asked again. It is checked again as it is replayed."""
    unread = entry.unread()
    if any(item["key"] == key for item in unread):
        return
    own = {item["key"]: item["answer"] for item in unread}
    counts = [own.get(f"{seat}.count.{objective.key}") for seat in seats]
    if all(isinstance(c, str) and c.strip() for c in counts):
        entry.log.insert(entry.pos, {"key": key, "answer": " ".join(str(c).strip() for c in counts)})


def counted(objective: Objective) -> str:
    """What a count for ``objective`` counts, for its question: ``"(the dragons pictured on the tile)"``."""
    return _("(its condition)") if objective.custom else _("(the dragons pictured on the tile)")


def counts_needed(objectives: Sequence[Objective]) -> list[Objective]:
    """The objectives whose counts are asked: #73-#82 and custom ones (#83 and #84 are worked out, appendix 03)."""
    return [o for o in objectives if o.count_from is None]


def tile_counts_prompt(objective: Objective, names: Sequence[str]) -> str:
    """The question for one objective's counts, tile by tile:
    ``"Objective #73 (the dragons pictured on the tile), counts for Ann, Ben, Cid:"``."""
    return _("{objective} {counted}, counts for {players}:").format(
        objective=objective.label, counted=counted(objective), players=", ".join(names)
    )


def parse_tile_counts(text: str, objective: Objective, variant: data.Variant, names: Sequence[str]) -> list[int]:
    """Every player's count for ``objective`` from one answer: whole numbers in the players' order, separated
    by spaces or commas (digits of any script, as at every prompt).

    Each count is checked against what the box leaves after the counts before it in the answer, as the
    player-by-player entry checks it against the players before (:func:`~.record.count_limit`: the table
    shares the 24 dragon cards for #73-#82, Czech rulebook p.2; a custom count is not bounded).

    :returns: the counts, one per player, in the order of ``names``.
    :raises RuleError: not one count per player, or a count that is no whole number or beyond the box
        (the message names the player).
    """
    parts = [part for part in re.split(r"[\s,;]+", text.strip()) if part]
    players = ", ".join(names)
    if not parts:
        raise RuleError(
            _("type one count for each of {players}, in this order, separated by spaces").format(players=players)
        )
    if len(parts) != len(names):
        raise RuleError(
            ngettext(
                "{given} counts for {n} players: type one count for each of {players}, in this order",
                "{given} counts for {n} players: type one count for each of {players}, in this order",
                len(parts),
            ).format(given=len(parts), n=len(names), players=players)
        )
    counts: list[int] = []
    for name, part in zip(names, parts):
        held = list(zip(names, counts))
        try:
            counts.append(parse_int(part, 0, count_limit(objective, variant, held)))
        except RuleError as e:
            raise RuleError(_("{player}'s count: {problem}").format(player=name, problem=e)) from None
    return counts


def enter_tile_counts(
    entry: Entry, variant: data.Variant, objectives: Sequence[Objective], players: list[dict[str, Any]]
) -> None:
    """Tile by tile: one answer per objective whose count is asked, every player's count in it (``2 1 0``),
    filled into the players' ``objective_counts`` in objective order, as the player-by-player entry fills them.

    The answer is in the players' order, so its key holds their seats: after the players are reordered in
    the review, each objective is asked again (a kept ``2 1 0`` would give one player's count to another);
    a renamed player keeps the seat, and the counts.
    """
    names = [p["name"] for p in players]
    seats = "-".join(entry.seat(n) for n in names)
    for o in counts_needed(objectives):
        _tile_answer_from_counts(entry, f"counts.{o.key}.{seats}", [entry.seat(n) for n in names], o)

        def parse(text: str, o: Objective = o) -> list[int]:
            return parse_tile_counts(text, o, variant, names)

        counts = entry.text(
            f"counts.{o.key}.{seats}",
            tile_counts_prompt(o, names),
            parse,
            allow_empty=True,
            label=_("{objective} counts").format(objective=o.label if o.custom else "#" + o.key),
            show=lambda cs: ", ".join(f"{n} {c}" for n, c in zip(names, cs)),
            canonical=lambda cs: " ".join(map(str, cs)),
        )
        for player, count in zip(players, counts):
            player["objective_counts"][o.key] = count


def flow(entry: Entry) -> dict[str, Any]:
    """The whole entry (see the module docstring); returns the finished record.

    The objective tie reading is the draft's ``objective_ties`` (set from
    ``--objective-ties``), else ``skip``.
    """
    from scorer.core.registry import find

    settings = entry.draft.record
    ties = check_tie_rule(settings.get("objective_ties", "skip"))
    by_label = variant_labels()
    menu = list(by_label)
    variant_typed = not will_replay(entry, "variant")
    picked = entry.select(
        "variant",
        _("Variant:"),
        lambda: list(variant_labels()),  # rendered again in each language to read a draft's older answers
        default=menu[0],
        label=_("variant"),
        show=(lambda choice: variant_shown(choice, ties)) if "objective_ties" in settings else None,
        shortcuts=True,
        values=list(by_label.values()),  # logged as the variant's key, the same in every language
    )
    variant = data.variants()[by_label[picked]]
    items = enter_objectives(entry, announce=variant_typed and entry.replaying)
    objectives = _in_play(items)
    game = find("simurgh")
    names = entry.players(TITLE, game.min_players, game.max_players)
    by_tile = False
    if counts_needed(objectives):
        by_player, by_tile_label = _(BY_PLAYER), _(BY_TILE)
        shown = {_(k): _(v) for k, v in _BY_SHOWN.items()}
        mode = entry.select(
            "counts",
            _(COUNTS_PROMPT),
            [by_player, by_tile_label],
            default=by_player,
            label=_("counts"),
            show=lambda c: shown[c],
            shortcuts=True,
            values=list(counts_labels().values()),  # logged as "player" / "tile"
        )
        by_tile = mode == by_tile_label
    players: list[dict[str, Any]] = []
    for i, name in enumerate(names):
        players.append(enter_player(entry, i, name, variant, objectives, list(players), with_counts=not by_tile))
    if by_tile:
        enter_tile_counts(entry, variant, objectives, players)
    note = {"note": settings["note"]} if "note" in settings else {}
    return {
        "game": "simurgh",
        **note,
        "variant": variant.key,
        "objective_ties": ties,
        "objectives": items,
        "players": players,
    }


def variant_shown(choice: str, ties: str) -> str:
    """How the variant answer is listed in the recap and the review when the objective tie reading was given
    (``--objective-ties``, kept in the draft): with the reading, which no question asks
    (``"Spearman (Kopiník), objective ties: dense"``; Czech ``"…, shoda na kartě cíle: další hráč dostane hned
    následující místo (dense)"``). The Czech trial: the review did not show ``--objective-ties dense``."""
    from .rules import tie_rule_name

    return _("{variant}, objective ties: {rule}").format(variant=choice, rule=tie_rule_name(ties))


def check_draft(record: dict[str, Any]) -> None:
    """Check a resumed draft before anything is asked; turn an earlier version's set-up into answers.

    A draft holds its answers (``_entry``) and the ``objective_ties`` option.
    A draft saved before answers were logged (``"variant"`` and ``"objectives"``
    as fields) continues: its variant and objectives become answers. One that
    had reached the players cannot (every name is asked first now) and is
    refused, and so is any other record field or a saved variant answer that
    is none of the variants. A saved custom objective's word (``custom``, ``vlastní``) is put into the
    output language (:func:`tile_canonical`).

    :raises RecordError: the field at fault, in one line.
    """
    if "objective_ties" in record:
        check_tie_rule(record["objective_ties"])
    if "_entry" not in record and "variant" in record and set(record) <= DRAFT_FIELDS | {"variant", "objectives"}:
        _from_old_draft(record)
    if "players" in record and "_entry" not in record:
        raise RecordError(
            _(
                "an unfinished entry from an earlier version that had reached the players cannot be "
                "continued (every name is asked first now): start it again with 'scorer simurgh'"
            ),
            "$.players",
        )
    extra = [k for k in record if k not in DRAFT_FIELDS]
    if extra:
        raise RecordError(
            _(
                'an unfinished entry keeps its answers under "_entry", not a record\'s {field}: '
                "remove it, or start the entry again with 'scorer simurgh'"
            ).format(field=quote(extra[0])),
            f"$.{extra[0]}",
        )
    state = record.get("_entry")
    answers = state.get("answers") if isinstance(state, dict) else None
    for i, item in enumerate(answers if isinstance(answers, list) else []):
        if isinstance(item, dict) and _OBJECTIVE_KEY.fullmatch(str(item.get("key"))):
            _custom_in_output_language(item)
        if not isinstance(item, dict) or item.get("key") not in MENUS:
            continue
        values, labels_now = MENUS[item["key"]]()
        answer = item.get("answer")
        if answer in values.values():  # saved as its value (the variant's key)
            continue
        if isinstance(answer, str) and answer in values:  # saved as shown, in either language
            item["answer"] = labels_now[values[answer]]
            continue
        if item["key"] == "variant":
            shown = join([quote(label) for label in variant_labels()], "or")
            raise RecordError(
                _("unknown variant {name}: the answer is {labels}").format(name=quote(clip(str(answer))), labels=shown),
                f"$._entry.answers[{i}]",
            )


#: The key of a tile answer in the log (``obj0``, ``obj1``…; not a custom objective's ``obj1.name``).
_OBJECTIVE_KEY = re.compile(r"obj[0-9]+")


def _custom_in_output_language(item: dict[str, Any]) -> None:
    """A saved tile answer that starts a custom objective in either language (``custom``, ``vlastní``, an older
    version's ``custom objective``) saved as the output language's word (:func:`tile_canonical`), so that going
    back to it offers the word the table reads; any other answer is left as it is."""
    answer = item.get("answer")
    if isinstance(answer, str) and answer.strip() and _means(answer, CUSTOM, start=True):
        item["answer"] = custom_word()
        item.pop("shown", None)


def _variant_menu() -> tuple[dict[str, str], dict[str, str]]:
    """The variant menu's entries of every language by the variant's key, and the entries shown now by key."""
    every = {label: key for labels in in_every_language(variant_labels) for label, key in labels.items()}
    return every, {key: label for label, key in variant_labels().items()}


def _counts_menu() -> tuple[dict[str, str], dict[str, str]]:
    """The counts menu's entries of every language by their value (``player``, ``tile``), and those shown now."""
    every = {label: value for labels in in_every_language(counts_labels) for label, value in labels.items()}
    return every, {value: label for label, value in counts_labels().items()}


#: The menus of the flow by key: what each may have been saved as, and how it is shown now.
MENUS: dict[str, Callable[[], tuple[dict[str, str], dict[str, str]]]] = {
    "variant": _variant_menu,
    "counts": _counts_menu,
}


def _from_old_draft(record: dict[str, Any]) -> None:
    """Replace an earlier version's ``variant`` and ``objectives`` fields by the answers they stand for.

    :raises RecordError: a field of the wrong type or value (named).
    """
    from .record import check_variant

    variant = check_variant(record["variant"]) if isinstance(record["variant"], str) else None
    if variant is None:
        raise RecordError(_('expected the variant\'s name: write "spearman" or "dragonlord"'), "$.variant")
    items = convert(record.get("objectives", []), list[int | str | CustomIn], "$.objectives", labels())
    parse_objectives(items)
    label = next(k for k, v in variant_labels().items() if v == variant.key)
    answers: list[str | bool] = [label]  # in the order the flow asks them
    for item in items:
        if isinstance(item, CustomIn):
            answers += [CUSTOM, item.name, *(str(pp or 0) for pp in item.pp)]
        else:
            answers.append(str(item))
    fields = {k: v for k, v in record.items() if k in ("game", "objective_ties")}
    del record["variant"]
    record.pop("objectives", None)
    record["_entry"] = {"answers": answers_to_log(flow, fields, answers)}


def run_entry(draft: Draft, prompter: Prompter) -> dict[str, Any]:
    """Ask for a game at the table (continuing a resumed draft) and return the finished record.

    :raises RecordError: a hand-edited draft that cannot be continued (see :func:`check_draft`).
    :raises EntryInterrupted: through the caller's :func:`~scorer.core.prompts.guard` on Ctrl-C.
    """
    check_draft(draft.record)
    return run(flow, draft, prompter)
