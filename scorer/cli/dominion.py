"""``scorer dominion``: interactive entry, ``score`` and ``what-if`` for a saved record."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from scorer.cli import ExplainOpt, JsonOpt, emit, interactive
from scorer.core.i18n import N_

app = typer.Typer(
    add_completion=False,
    pretty_exceptions_enable=False,
    help=N_("Dominion: end-of-game VP for every set, from a full deck or quick counts."),
)


@app.callback(invoke_without_command=True)
def main(ctx: typer.Context, as_json: JsonOpt = False, explain: ExplainOpt = False) -> None:
    """With no command: enter the table's cards and print every VP source, totals and the winner."""
    if ctx.invoked_subcommand is None:
        from scorer.core.registry import find

        emit(interactive(find("dominion")), as_json, explain)


@app.command("score", help=N_("Score a Dominion record, as 'scorer score FILE' does (an unfinished entry is resumed)."))
def score(
    file: Annotated[Path, typer.Argument(help=N_("A Dominion game record (JSON)."))],
    as_json: JsonOpt = False,
    explain: ExplainOpt = False,
) -> None:
    """Score a Dominion record, as 'scorer score FILE' does (an unfinished entry is resumed)."""
    from scorer.cli import score_file

    emit(score_file(file, "dominion"), as_json, explain)


@app.command(
    "what-if",
    help=N_(
        "Each player's total, and the change if PLAYER gained (or lost) these cards now (one option per --gain). "
        "With --explain: what each option changes in the player's deck and which VP rows change. Examples: scorer "
        "dominion what-if game.json --player Ann --gain Province --gain Duchy+Estate; --player Ann --lose Gold "
        "--gain Province (Remodel); --player Bob --gain Curse"
    ),
)
def what_if_cmd(
    file: Annotated[Path, typer.Argument(help=N_("A Dominion game record (JSON)."))],
    player: Annotated[
        list[str],
        typer.Option(
            "--player",
            "-p",
            metavar=N_("NAME"),
            help=N_("Whose gain or loss to try (one player; a start of the name)."),
        ),
    ],
    gain: Annotated[
        list[str] | None,
        typer.Option(
            "--gain",
            "-g",
            metavar=N_("CARD[=N][+CARD…]"),
            help=N_(
                "One option: CARD, CARD=N, or the cards of one turn joined by + (Province+Estate); repeat to "
                "compare options."
            ),
        ),
    ] = None,
    lose: Annotated[
        list[str] | None,
        typer.Option(
            "--lose",
            "-l",
            metavar=N_("CARD[=N][+CARD…]"),
            help=N_("Cards the player loses or trashes, in every option (alone: the one option)."),
        ),
    ] = None,
    as_json: JsonOpt = False,
    explain: ExplainOpt = False,
) -> None:
    """Each player's total, and the change if PLAYER gained (or lost) these cards now (one option per --gain).

    With --explain: what each option changes in the player's deck and which VP rows change.

    Examples: scorer dominion what-if game.json --player Ann --gain Province --gain Duchy+Estate;
    --player Ann --lose Gold --gain Province (Remodel); --player Bob --gain Curse
    """
    from scorer.cli import option
    from scorer.core.errors import InputError
    from scorer.core.records import expect_game, load_record
    from scorer.core.words import join
    from scorer.games.dominion import parse_cards, what_if
    from scorer.games.dominion.data import _, name, ngettext

    if len(player) > 1:
        raise InputError(
            ngettext(
                "--player is given {n} times ({players}): what-if tries one player's gains; give --player once",
                "--player is given {n} times ({players}): what-if tries one player's gains; give --player once",
                len(player),
            ).format(n=len(player), players=join(player))
            if len(player) > 2
            else _("--player is given twice ({players}): what-if tries one player's gains; give --player once").format(
                players=join(player)
            )
        )
    if not gain and not lose:
        raise InputError(
            _(
                "give at least one --gain or --lose: CARD, CARD=N or the cards of one turn, e.g. --gain {example}"
            ).format(example=f"{name('Province')}+{name('Estate')}")
        )
    record = load_record(file)
    expect_game(record, "dominion", "Dominion", str(file), _("what-if needs a Dominion record"))
    gains = []
    for text in gain or []:
        with option("--gain", text):
            gains.append(parse_cards(text))
    losses = []
    for text in lose or []:
        with option("--lose", text):
            losses += parse_cards(text, "lose")
    emit(what_if(record, player[0], gains, losses), as_json, explain)
