"""``scorer realms``: Mystical Realms commands."""

from __future__ import annotations

from typing import Annotated, Optional

import typer

from scorer.cli import ExplainOpt, JsonOpt, emit, interactive
from scorer.core.registry import find

app = typer.Typer(help="Mystical Realms (Fantasy Realms, Tajuplné říše).", no_args_is_help=False)


@app.callback(invoke_without_command=True)
def realms(ctx: typer.Context, as_json: JsonOpt = False, explain: ExplainOpt = False) -> None:
    """Enter each player's hand and score the table."""
    if ctx.invoked_subcommand is None:
        emit(interactive(find("realms")), as_json, explain)


@app.command("score")
def score(
    cards: Annotated[list[str], typer.Argument(help="The hand's cards, English or Czech (quote names with spaces, or separate them with commas).")],
    choose: Annotated[Optional[list[str]], typer.Option("--choose", help="Force a declaration, e.g. 'Mirage=Rainstorm', 'Book of Changes=Gem of Order:wizard', 'Island=Great Flood'. Repeatable.")] = None,
    as_json: JsonOpt = False,
    explain: ExplainOpt = False,
) -> None:
    """Score one hand with the best declarations."""
    from scorer.games.realms import score_hand

    if any("," in c for c in cards):
        cards = [c.strip() for c in " ".join(cards).split(",") if c.strip()]
    emit(score_hand(cards, choose or []), as_json, explain)
