"""``scorer dominion``: interactive entry, and ``what-if`` for a saved record."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from scorer.cli import ExplainOpt, JsonOpt, emit, interactive

app = typer.Typer(add_completion=False, pretty_exceptions_enable=False,
                  help="Dominion: end-of-game VP for every set, from a full deck or quick counts.")


@app.callback(invoke_without_command=True)
def main(ctx: typer.Context, as_json: JsonOpt = False, explain: ExplainOpt = False) -> None:
    """With no command: enter the table's cards and print every VP source, totals and the winner."""
    if ctx.invoked_subcommand is None:
        from scorer.core.registry import find

        emit(interactive(find("dominion")), as_json, explain)


@app.command("what-if")
def what_if_cmd(
    file: Annotated[Path, typer.Argument(help="A Dominion game record (JSON).")],
    player: Annotated[str, typer.Option("--player", help="Whose gain to try.")],
    gain: Annotated[list[str], typer.Option("--gain", help="CARD or CARD=N; repeat to compare options.")],
    as_json: JsonOpt = False,
) -> None:
    """Each player's total, and the change if PLAYER gained these cards now (one option per --gain).

    Example: scorer dominion what-if game.json --player Ann --gain Province --gain Duchy --gain Gardens=2
    """
    from scorer.core.records import load_record
    from scorer.games.dominion import parse_gain, what_if
    from scorer.games.dominion.record import check_game

    record = load_record(file)
    check_game(record, f"{file}: $.game", f"what-if needs a Dominion record; score this one with 'scorer score {file}'")
    if record.get("draft"):
        from scorer.core.errors import RecordError

        raise RecordError(f"is an unfinished entry: finish it with 'scorer score {file}', then ask what-if", str(file))
    emit(what_if(record, player, [parse_gain(g) for g in gain]), as_json)
