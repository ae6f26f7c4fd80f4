"""``scorer bluemoon``: Blue Moon City's table disputes, one event at a time.

With no command it asks which event; ``pay``, ``building``, ``scales``,
``offer`` and ``end`` go straight to one. ``pay`` and ``offer`` also take the
facts as arguments, for a quick answer without questions. ``payment`` and
``offering``, the events' names in records and answers, work as commands too.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Annotated, Any, Optional

import typer

from scorer.cli import ExplainOpt, JsonOpt, emit, interactive, option
from scorer.core.errors import InputError
from scorer.core.i18n import N_, translations
from scorer.core.registry import find

_ = translations("bluemoon").gettext
ngettext = translations("bluemoon").ngettext

app = typer.Typer(no_args_is_help=False, help=N_("Blue Moon City: payments, buildings, scales, offerings, the winner."))

_OPTION = re.compile(r"--?[A-Za-z][\w-]*(=.*)?")


RecordOpt = Annotated[
    Optional[Path],
    typer.Option(
        "--record",
        "-r",
        metavar=N_("FILE"),
        help=N_("A game's record: the players are asked once, each event is added to it (created if missing)."),
    ),
]


def _ask(event: str | None, as_json: bool, explain: bool, game: Path | None = None) -> None:
    if game is not None:
        _ask_in_game(event, game, as_json, explain)
        return
    record = {"game": "bluemoon"} if event is None else {"game": "bluemoon", "event": event}
    emit(interactive(find("bluemoon"), record), as_json, explain)


def _open_game(path: Path) -> dict[str, Any]:
    """The game record at ``path`` (checked), or a new one to be created there.

    :raises RecordError: the file is not a record, is another game's, is one event's record, has a bad
        event, or would be created in a folder that does not exist.
    """
    from scorer.core.errors import RecordError
    from scorer.core.records import expect_game, is_draft, load_record
    from scorer.games.bluemoon.entry import is_game
    from scorer.games.bluemoon.events import score_event

    if not path.exists():
        if not path.parent.is_dir():
            raise RecordError(
                _("there is no folder {folder}: create it first, or name a record in an existing folder").format(
                    folder=repr(str(path.parent))
                ),
                str(path),
            )
        return {"game": "bluemoon", "events": []}
    record = load_record(path)
    expect_game(record, "bluemoon", _("Blue Moon City"), str(path), allow_draft=True)
    if not is_game(record):
        raise RecordError(
            _(
                "this is one event's record, not a game's: score it with 'scorer score {path}', or give -r a new "
                "file for the game"
            ).format(path=path),
            str(path),
        )
    if not is_draft(record):
        try:
            answer = score_event({k: v for k, v in record.items() if k != "lang"})  # every event checked
        except RecordError:
            raise
        except InputError as e:
            raise RecordError(str(e), str(path)) from None
        _note_if_won(answer.data.get("events", []), path)
    return record


def _note_if_won(events: list[dict[str, Any]], path: Path) -> None:
    """Say on standard error when the game at ``path`` already has a winner (an ``end`` event that named one):
    an event added after it is kept, since the table may be correcting the end, but the table should know."""
    from scorer.core.words import join

    won = [(i, e["winners"]) for i, e in enumerate(events, 1) if e.get("event") == "end" and e.get("winners")]
    if won:
        n, winners = won[-1]
        typer.echo(
            ngettext(
                "(note: the game in {path} already has a winner, {players}, in event {n}; this event is added "
                "after it)",
                "(note: the game in {path} already has winners, {players}, in event {n}; this event is added after it)",
                len(winners),
            ).format(path=path, players=join(winners), n=n),
            err=True,
        )


def _ask_in_game(event: str | None, path: Path, as_json: bool, explain: bool) -> None:
    """One more event of the game at ``path``, asked in the terminal (the players only if the game has none);
    print its answer."""
    from scorer.core.errors import RecordError
    from scorer.core.records import is_draft, load_record
    from scorer.games.bluemoon.events import find_event, score_event

    record = _open_game(path)
    if is_draft(record):  # an event left half-entered: that one is continued
        pending = record.get("event")
        if event is not None and pending is not None and find_event(pending).id != event:
            raise RecordError(
                _(
                    "a {event} event is being entered here: finish it with 'scorer score {path}' or "
                    "'scorer bluemoon -r {path} {pending}'"
                ).format(event=find_event(pending).id, path=path, pending=pending),
                str(path),
            )
    elif event is not None:
        record["event"] = event
    # the core says this only for a record it names itself: a game's record is named by -r
    if sys.stdin.isatty():
        typer.echo(_("(every answer is saved to {path}; < goes back)").format(path=path), err=not sys.stdout.isatty())
    interactive(find("bluemoon"), record, path)
    last = load_record(path)["events"][-1]
    emit(score_event({"game": "bluemoon", **last}), as_json, explain)


def _add_to_game(path: Path | None, event: dict[str, Any]) -> None:
    """Add a quick form's event to the game at ``path`` (nothing without ``-r``).

    :raises RecordError: as :func:`_open_game`, or the game has an event being entered.
    """
    if path is None:
        return
    from scorer.core.errors import RecordError
    from scorer.core.records import is_draft, save_record

    record = _open_game(path)
    if is_draft(record):
        raise RecordError(
            _("an event is being entered here: finish it first with 'scorer score {path}'").format(path=path), str(path)
        )
    record["events"] = [*record["events"], event]
    save_record(path, record)
    # on standard error, so that --json's output stays one JSON document
    typer.echo(_("Added to the game in {path} as event {n}.").format(path=path, n=len(record["events"])), err=True)


def _game(ctx: typer.Context, record: Path | None) -> Path | None:
    """The game's record: the command's ``-r``, else the one given before the command."""
    return record or (ctx.obj or {}).get("record")


def _whole(text: str, what: str, minimum: int | None = None) -> int:
    """``text`` as a whole number; a bad one is one line naming the option or argument.

    :raises InputError: not a whole number, far too long, or below ``minimum``.
    """
    raw = text.strip()
    if not re.fullmatch(r"[+-]?\d+", raw):
        raise InputError(
            _("{what} {text} is not a whole number: type digits, e.g. 5").format(what=what, text=repr(text))
        )
    if len(raw.lstrip("+-")) > 9:
        raise InputError(_("{what} {text}… is far too large: type it again").format(what=what, text=raw[:12]))
    n = int(raw)
    if minimum is not None and n < minimum:
        raise InputError(_("{what} must be {minimum} or more, got {n}").format(what=what, minimum=minimum, n=n))
    return n


def _no_options(words: list[str], command: str) -> None:
    """An option-looking word among the arguments (``--jsn``, ``-x``) is an unknown option, not a card.

    :raises InputError: naming the option and the help to read.
    """
    for word in words:
        if _OPTION.fullmatch(word.strip()):
            raise InputError(
                _(
                    "unknown option {option}: see 'scorer bluemoon {command} --help' (--json and --explain work "
                    "anywhere)"
                ).format(option=repr(word.strip()), command=command)
            )


def _cards(words: list[str]) -> list[Any]:
    """The cards typed as arguments; a value typed apart from its people (``Vulca 3`` unquoted) is joined to it.

    :raises InputError: an unknown card; a card without its value says how to write one on the command line.
    """
    from scorer.games.bluemoon.cards import NoValue, join_card_words, parse_card

    try:
        return [parse_card(w) for w in join_card_words(words)]
    except NoValue as e:
        raise InputError(
            _("{error} (in quotes on the command line, or {people}2)").format(error=e, people=e.people)
        ) from None


def _not_a_record(word: str) -> None:
    """A record's file given where the box colour goes (``pay game.json``): say how records are scored.

    :raises InputError: ``word`` names a JSON file or an existing file.
    """
    from pathlib import Path

    if word.strip().lower().endswith(".json") or Path(word).is_file():
        raise InputError(
            _("{word} is a file, not a box colour: to score a record, run: scorer score {word}").format(word=word)
        )


@app.callback(invoke_without_command=True)
def main(ctx: typer.Context, record: RecordOpt = None, as_json: JsonOpt = False, explain: ExplainOpt = False) -> None:
    """With no command: choose the event and answer its questions."""
    ctx.obj = {"record": record}
    if ctx.invoked_subcommand is None:
        _ask(None, as_json, explain, record)


#: Each command's other name: the event's name in records, answers and the docs.
ALIASES = {"pay": "payment", "offer": "offering"}


def _command(name: str, **settings: Any) -> Callable[[Callable[..., None]], Callable[..., None]]:
    """Register a command under ``name`` and, hidden from the list, under its alias (same help, same options)."""

    def register(func: Callable[..., None]) -> Callable[..., None]:
        app.command(name, **settings)(func)
        app.command(ALIASES[name], hidden=True, **settings)(func)
        return func

    return register


@_command(
    "pay",
    context_settings={"ignore_unknown_options": True},
    help=N_(
        "Can these cards pay for a box? (pay or payment)\n\ne.g. scorer bluemoon pay black 5 'Vulca 3' Khind "
        "'Mimix 1' 'Mimix 2'. Several open boxes of one building: --box COLOUR VALUE for each, then the cards, e.g. "
        "scorer bluemoon pay --box blue 3 --box blue 2 a3 a2 k (the most boxes, then the most value kept in hand)."
    ),
)
def pay(
    ctx: typer.Context,
    colour: Annotated[
        Optional[str],
        typer.Argument(
            metavar=N_("COLOUR"),
            help=N_("Box colour or people (black, Vulca, černá; 'any' or 'palace' for the Palace, also libovolná)."),
        ),
    ] = None,
    value: Annotated[
        Optional[str], typer.Argument(metavar=N_("VALUE"), help=N_("The box's printed value (2-5)."))
    ] = None,
    hand: Annotated[
        Optional[list[str]],
        typer.Argument(
            metavar=N_("CARD"),
            help=N_("Cards in hand: 'Vulca 3' (or Vulca3, v3, or Vulca 3 unquoted) Khind (k) 'Mimix 1' (mi1)."),
        ),
    ] = None,
    record: RecordOpt = None,
    as_json: JsonOpt = False,
    explain: ExplainOpt = False,
) -> None:
    """Can these cards pay for a box? (pay or payment)

    e.g. scorer bluemoon pay black 5 'Vulca 3' Khind 'Mimix 1' 'Mimix 2'. Several open boxes of one
    building: --box COLOUR VALUE for each, then the cards, e.g. scorer bluemoon pay --box blue 3 --box blue 2
    a3 a2 k (the most boxes, then the most value kept in hand).
    """
    game = _game(ctx, record)
    if colour is None:
        _ask("payment", as_json, explain, game)
        return
    words = [colour, *([value] if value is not None else []), *(hand or [])]
    if any(w.strip() == BOX for w in words):
        _pay_boxes(words, as_json, explain, game)
        return
    _not_a_record(colour)
    _no_options([colour, *([value] if value is not None else []), *(hand or [])], "pay")
    if value is None:
        raise InputError(_("give the box value after its colour, e.g. scorer bluemoon pay black 5 'Vulca 3'"))
    from scorer.games.bluemoon.events import answer_payment, check_box_colour, check_box_value, check_hand

    box_colour = check_box_colour(colour)
    box_value = check_box_value(_whole(value, _("box value")))
    if not hand:  # an empty hand pays nothing: the cards were surely left out
        raise InputError(
            _("give the cards in hand after the value, e.g. scorer bluemoon pay {colour} {value} v3 k").format(
                colour=colour.strip(), value=box_value
            )
        )
    cards = check_hand(_cards(hand or []))
    result = answer_payment(box_colour, box_value, cards)
    box = {"colour": box_colour, "value": box_value}
    _add_to_game(game, {"event": "payment", "box": box, "hand": [c.name for c in cards]})
    emit(result, as_json, explain)


#: The option of one box in the several-box form of ``pay``: ``--box black 5``.
BOX = "--box"


def _pay_boxes(words: list[str], as_json: bool, explain: bool, game: Path | None = None) -> None:
    """``pay --box black 5 --box black 3 CARD...``: which of a building's open boxes the cards pay.

    ``--box`` is read here, not by Typer, because it takes two values and may be repeated.

    :raises InputError: a ``--box`` without its colour and value, a bad colour or value (naming ``--box``), a
        box given without ``--box`` before the first one, or a bad card.
    """
    from scorer.games.bluemoon.events import (
        answer_boxes,
        check_box_colour,
        check_box_value,
        check_boxes,
        check_plan_hand,
    )

    if words[0].strip() != BOX:
        raise InputError(
            _(
                "give every box with {option} (e.g. {option} blue 3 {option} blue 2), then the cards: {word} comes "
                "before the first {option}"
            ).format(option=BOX, word=repr(words[0]))
        )
    boxes: list[tuple[str, int]] = []
    cards: list[str] = []
    i = 0
    while i < len(words):
        if words[i].strip() != BOX:
            cards.append(words[i])
            i += 1
            continue
        pair = words[i + 1 : i + 3]
        if len(pair) < 2 or any(w.strip() == BOX for w in pair):
            raise InputError(_("{option} needs a colour and a value, e.g. {option} black 5").format(option=BOX))
        with option(BOX):
            box_colour = check_box_colour(pair[0])
        box_value = _whole(pair[1], _("{option} value").format(option=BOX))
        with option(BOX):
            boxes.append((box_colour, check_box_value(box_value)))
        i += 3
    _no_options(cards, "pay")
    with option(BOX):
        check_boxes(boxes)
    hand = check_plan_hand(_cards(cards))
    result = answer_boxes(boxes, hand)
    shown = [{"colour": c, "value": v} for c, v in boxes]
    _add_to_game(game, {"event": "payment", "boxes": shown, "hand": [c.name for c in hand]})
    emit(result, as_json, explain)


@app.command(
    "building", help=N_("Who gets what when a building is completed (asks for the building, cubes and neighbours).")
)
def building(
    ctx: typer.Context, record: RecordOpt = None, as_json: JsonOpt = False, explain: ExplainOpt = False
) -> None:
    """Who gets what when a building is completed (asks for the building, cubes and neighbours)."""
    _ask("building", as_json, explain, _game(ctx, record))


@app.command(
    "scales", help=N_("Crystals when the dragon-scale supply runs out (asks for the players and each one's scales).")
)
def scales(ctx: typer.Context, record: RecordOpt = None, as_json: JsonOpt = False, explain: ExplainOpt = False) -> None:
    """Crystals when the dragon-scale supply runs out (asks for the players and each one's scales)."""
    _ask("scales", as_json, explain, _game(ctx, record))


@_command(
    "offer",
    help=N_(
        "How many obelisk offerings this turn? (offer or offering)\n\ne.g. scorer bluemoon offer -p 4 -f 3 -c 16 "
        "-b 2 'Pillar 1'."
    ),
)
def offer(
    ctx: typer.Context,
    players: Annotated[
        Optional[str], typer.Option("--players", "-p", metavar="N", help=N_("Players at the table (2-4)."))
    ] = None,
    filled: Annotated[
        str, typer.Option("--filled", "-f", metavar="N", help=N_("Obelisk spaces already filled."))
    ] = "0",
    crystals: Annotated[Optional[str], typer.Option("--crystals", "-c", metavar="N", help=N_("Your crystals."))] = None,
    before: Annotated[
        Optional[str],
        typer.Option("--before", "-b", metavar="N", help=N_("Your offerings already made (then it says if you win).")),
    ] = None,
    pillars: Annotated[
        Optional[list[str]],
        typer.Argument(metavar=N_("PILLAR"), help=N_("Pillar cards you can discard, e.g. 'Pillar 1'.")),
    ] = None,
    record: RecordOpt = None,
    as_json: JsonOpt = False,
    explain: ExplainOpt = False,
) -> None:
    """How many obelisk offerings this turn? (offer or offering)

    e.g. scorer bluemoon offer -p 4 -f 3 -c 16 -b 2 'Pillar 1'.
    """
    game = _game(ctx, record)
    if players is None and crystals is None and before is None and not pillars:
        _ask("offering", as_json, explain, game)
        return
    table = None if game is None else _open_game(game).get("players")
    if table and crystals is not None and players is None:
        players = str(len(table))  # the game's players
    if players is None or crystals is None:
        raise InputError(_("give both --players and --crystals (or neither, to be asked)"))
    from scorer.games.bluemoon.events import (
        answer_offering,
        check_offerings_before,
        check_pillars,
        check_spaces_filled,
    )
    from scorer.games.bluemoon.obelisk import check_player_count

    count, full, money = _whole(players, "--players"), _whole(filled, "--filled", 0), _whole(crystals, "--crystals", 0)
    if table and count != len(table):
        raise InputError(
            _("--players {count}, but the game in {path} has {n} players ({players})").format(
                count=count, path=game, n=len(table), players=", ".join(table)
            )
        )
    with option("--players"):
        n = check_player_count(count)
    with option("--filled"):
        spaces = check_spaces_filled(n, full)
    made = None
    if before is not None:
        so_far = _whole(before, "--before", 0)
        with option("--before"):
            made = check_offerings_before(n, spaces, so_far)
    cards = check_pillars(_cards(pillars or []))
    result = answer_offering(n, spaces, money, cards, made)
    event: dict[str, Any] = {
        "event": "offering",
        "player_count": n,
        "spaces_filled": spaces,
        "crystals": money,
        "pillars": [c.name for c in cards],
    }
    if made is not None:
        event["offerings_before"] = made
    _add_to_game(game, event)
    emit(result, as_json, explain)


@app.command("end", help=N_("Who has won (asks for the players and each one's offerings and crystals)."))
def end(ctx: typer.Context, record: RecordOpt = None, as_json: JsonOpt = False, explain: ExplainOpt = False) -> None:
    """Who has won (asks for the players and each one's offerings and crystals)."""
    _ask("end", as_json, explain, _game(ctx, record))


#: The events' Czech words, as the menu shows them ("konec: kdo vyhrál"), also work as commands, hidden from
#: the list: ``scorer bluemoon konec`` is ``scorer bluemoon end`` (with or without the accents).
CZECH_COMMANDS = {
    "platba": "pay",
    "budova": "building",
    "šupiny": "scales",
    "supiny": "scales",
    "nabídka": "offer",
    "nabidka": "offer",
    "konec": "end",
}


def _czech_commands() -> None:
    commands = {c.name: c for c in app.registered_commands}
    for word, name in CZECH_COMMANDS.items():
        known = commands[name]
        assert known.callback is not None
        app.command(word, hidden=True, help=known.help, context_settings=known.context_settings)(known.callback)


_czech_commands()
