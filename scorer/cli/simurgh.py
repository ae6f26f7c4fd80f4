"""``scorer simurgh``: enter a Simurgh game at the table, score a record, list the objective tiles."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any, Optional

import typer

from scorer.cli import ExplainOpt, JsonOpt, emit, interactive, option
from scorer.core.i18n import N_
from scorer.core.registry import find

app = typer.Typer(help=N_("Simurgh: end-of-game Power Points from objectives and leftover resources."))

TiesOpt = Annotated[
    Optional[str],
    typer.Option(
        "--objective-ties",
        help=N_(
            "How players tied on an objective score: 'skip' (default: all take the tied place, the next "
            "place(s) are skipped) or 'dense' (the next player takes the very next place)."
        ),
    ),
]


def _with_ties(record: dict[str, Any], ties: str | None) -> dict[str, Any]:
    """``record`` with ``objective_ties`` set from the command line, if given (checked)."""
    if ties is not None:
        from scorer.games.simurgh.record import check_tie_rule

        with option("--objective-ties"):
            record["objective_ties"] = check_tie_rule(ties, where=None)
    return record


@app.callback(invoke_without_command=True)
def enter(ctx: typer.Context, ties: TiesOpt = None, as_json: JsonOpt = False, explain: ExplainOpt = False) -> None:
    """With no command: ask for the variant, the objectives, the players and each player's state, then score."""
    ctx.obj = {"ties": ties}  # 'scorer simurgh --objective-ties dense score FILE' applies it too
    if ctx.invoked_subcommand is None:
        emit(interactive(find("simurgh"), _with_ties({"game": "simurgh"}, ties)), as_json, explain)


@app.command(
    "score",
    help=N_(
        "Score a Simurgh record (an unfinished entry is resumed); --objective-ties overrides the record's reading."
    ),
)
def score(
    ctx: typer.Context,
    file: Annotated[Path, typer.Argument(help=N_("A Simurgh game record (JSON)."))],
    ties: TiesOpt = None,
    as_json: JsonOpt = False,
    explain: ExplainOpt = False,
) -> None:
    """Score a Simurgh record (an unfinished entry is resumed); --objective-ties overrides the record's reading."""
    from scorer.cli import score_file

    if ties is None and isinstance(ctx.obj, dict):
        ties = ctx.obj.get("ties")
    emit(score_file(file, "simurgh", lambda record: _with_ties(record, ties)), as_json, explain)


@app.command(
    "tiles", help=N_("List the objective tiles #73-#84 with their PP for 1st/2nd/3rd place (--json: a list of tiles).")
)
def tiles(as_json: JsonOpt = False) -> None:
    """List the objective tiles #73-#84 with their PP for 1st/2nd/3rd place (--json: a list of tiles)."""
    from scorer.cli import wants
    from scorer.core.errors import InputError
    from scorer.core.i18n import translations
    from scorer.games.simurgh.data import TileList

    as_json, explain = wants(as_json)
    if explain:
        _ = translations("simurgh").gettext
        raise InputError(_("--explain explains a score; the tile list has nothing to explain: leave it out"))
    emit(TileList(), as_json)
