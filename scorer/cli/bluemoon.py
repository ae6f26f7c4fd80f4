"""``scorer bluemoon``: Blue Moon City's table disputes, one event at a time.

With no command it asks which event; ``pay``, ``building``, ``scales``,
``offer`` and ``end`` go straight to one. ``pay`` and ``offer`` also take the
facts as arguments, for a quick answer without questions. ``payment`` and
``offering``, the events' names in records and answers, work as commands too.
"""

from __future__ import annotations

from typing import Annotated, Optional

import typer

from scorer.cli import ExplainOpt, JsonOpt, emit, interactive
from scorer.core.errors import InputError
from scorer.core.registry import find

app = typer.Typer(no_args_is_help=False, help="Blue Moon City: payments, buildings, scales, offerings, the winner.")


def _ask(event: str | None, as_json: bool, explain: bool) -> None:
    record = {"game": "bluemoon"} if event is None else {"game": "bluemoon", "event": event}
    emit(interactive(find("bluemoon"), record), as_json, explain)


def _whole(text: str | None, what: str) -> int | None:
    """``text`` as a whole number (``None`` stays ``None``); typed numbers are parsed here so a bad one is one line.

    :raises InputError: not a whole number.
    """
    if text is None:
        return None
    try:
        return int(text.strip())
    except ValueError:
        raise InputError(f"{what} {text!r} is not a whole number: type digits, e.g. 5") from None


def _answer(record: dict, as_json: bool, explain: bool) -> None:
    from scorer.games.bluemoon import score_record

    emit(score_record(record), as_json, explain)


@app.callback(invoke_without_command=True)
def main(ctx: typer.Context, as_json: JsonOpt = False, explain: ExplainOpt = False) -> None:
    """With no command: choose the event and answer its questions."""
    if ctx.invoked_subcommand is None:
        _ask(None, as_json, explain)


#: Each command's other name: the event's name in records, answers and the docs.
ALIASES = {"pay": "payment", "offer": "offering"}


def _command(name: str, **settings):
    """Register a command under ``name`` and, hidden from the list, under its alias (same help, same options)."""

    def register(func):
        app.command(name, **settings)(func)
        app.command(ALIASES[name], hidden=True, **settings)(func)
        return func

    return register


@_command("pay", context_settings={"ignore_unknown_options": True})
def pay(
    colour: Annotated[Optional[str], typer.Argument(help="Box colour or people (black, Vulca, černá; 'any' for the Palace).")] = None,
    value: Annotated[Optional[str], typer.Argument(metavar="VALUE", help="The box's printed value.")] = None,
    hand: Annotated[Optional[list[str]], typer.Argument(help="Cards in hand, e.g. 'Vulca 3' Khind 'Mimix 1'.")] = None,
    as_json: JsonOpt = False,
    explain: ExplainOpt = False,
) -> None:
    """Can these cards pay for a box? (pay or payment) e.g. scorer bluemoon pay black 5 'Vulca 3' Khind 'Mimix 1' 'Mimix 2'."""
    if colour is None:
        _ask("payment", as_json, explain)
    elif value is None:
        raise InputError("give the box value after its colour, e.g. scorer bluemoon pay black 5 'Vulca 3'")
    else:
        box = {"colour": colour, "value": _whole(value, "box value")}
        _answer({"event": "payment", "box": box, "hand": hand or []}, as_json, explain)


@app.command("building")
def building(as_json: JsonOpt = False, explain: ExplainOpt = False) -> None:
    """Who gets what when a building is completed (asks for the building, cubes and neighbours)."""
    _ask("building", as_json, explain)


@app.command("scales")
def scales(as_json: JsonOpt = False, explain: ExplainOpt = False) -> None:
    """Crystals when the dragon-scale supply runs out (asks for each player's scales)."""
    _ask("scales", as_json, explain)


@_command("offer")
def offer(
    players: Annotated[Optional[str], typer.Option("--players", "-p", metavar="N", help="Players at the table (2-4).")] = None,
    filled: Annotated[str, typer.Option("--filled", "-f", metavar="N", help="Obelisk spaces already filled.")] = "0",
    crystals: Annotated[Optional[str], typer.Option("--crystals", "-c", metavar="N", help="Your crystals.")] = None,
    pillars: Annotated[Optional[list[str]], typer.Argument(help="Pillar cards you can discard, e.g. 'Pillar 1'.")] = None,
    as_json: JsonOpt = False,
    explain: ExplainOpt = False,
) -> None:
    """How many obelisk offerings this turn? (offer or offering) e.g. scorer bluemoon offer -p 4 -f 3 -c 16 'Pillar 1'."""
    if players is None and crystals is None and not pillars:
        _ask("offering", as_json, explain)
    elif players is None or crystals is None:
        raise InputError("give both --players and --crystals (or neither, to be asked)")
    else:
        _answer({"event": "offering", "player_count": _whole(players, "--players"),
                 "spaces_filled": _whole(filled, "--filled"), "crystals": _whole(crystals, "--crystals"),
                 "pillars": pillars or []}, as_json, explain)


@app.command("end")
def end(as_json: JsonOpt = False, explain: ExplainOpt = False) -> None:
    """Who has won (asks for each player's offerings and crystals)."""
    _ask("end", as_json, explain)
