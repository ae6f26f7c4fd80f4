"""``scorer realms``: Mystical Realms commands."""

from __future__ import annotations

from typing import Annotated, Optional

import typer

from scorer.cli import ExplainOpt, JsonOpt, emit, interactive, option, wants
from scorer.core.errors import InputError
from scorer.core.i18n import N_, translations
from scorer.core.registry import find

_ = translations("realms").gettext

app = typer.Typer(help=N_("Mystical Realms (Fantasy Realms, Tajuplné říše)."), no_args_is_help=False)


@app.callback(invoke_without_command=True)
def realms(ctx: typer.Context, as_json: JsonOpt = False, explain: ExplainOpt = False) -> None:
    """Enter each player's hand and score the table."""
    if ctx.invoked_subcommand is None:
        emit(interactive(find("realms")), as_json, explain)


CARDS_HELP = N_("The hand's cards, English or Czech (quote names with spaces, or separate them with commas).")
PARTIAL_HELP = N_(
    "Score 1 to 7 cards (8 with Necromancer) as given, not a full hand: a rules question such as "
    "'does Rangers clear War Dirigible?'."
)
CHOOSE_HELP = N_(
    "Force a declaration, e.g. 'Mirage=Rainstorm', 'Book of Changes=Gem of Order:wizard', "
    "'Island=Great Flood'. Repeatable."
)


EXPANSION_HELP = N_(
    "Play an expansion: 'cursed-hoard' (The Cursed Hoard: its new suits, replacement cards and Cursed Items) "
    "or 'promo' (Jester, Phoenix). Repeatable."
)
PRINTING_HELP = N_("The printing: 'original' or 'deluxe' (the Deluxe Edition: Wildfire spares Outsiders; its Phoenix).")
PLAYERS_HELP = N_("The number of players at the table, 2 to 6 (Genie and the Cursed Item Spyglass count them).")
SCORE_AREA_HELP = N_(
    "The discard area's face-up cards at the end, for Dark Queen, Ghoul, Specter and Death Knight: one value, "
    "comma-separated, or repeated."
)
ITEMS_HELP = N_("The player's used (face-down) Cursed Items: one value, comma-separated, or repeated.")
HAND_SIZE_HELP = N_(
    "The hand before the end-of-game draws: 7, 8 or 9 (default 7, 8 with The Cursed Hoard, as the public "
    "scorers read it)."
)


@app.command("score", help=N_("Score one hand with the best declarations (or part of one, with --partial)."))
def score(
    cards: Annotated[list[str], typer.Argument(help=CARDS_HELP)],
    choose: Annotated[Optional[list[str]], typer.Option("--choose", help=CHOOSE_HELP)] = None,
    partial: Annotated[bool, typer.Option("--partial", help=PARTIAL_HELP)] = False,
    expansion: Annotated[Optional[list[str]], typer.Option("--expansion", help=EXPANSION_HELP)] = None,
    printing: Annotated[Optional[str], typer.Option("--printing", help=PRINTING_HELP)] = None,
    players: Annotated[Optional[int], typer.Option("--players", help=PLAYERS_HELP)] = None,
    area: Annotated[Optional[list[str]], typer.Option("--area", "-a", help=SCORE_AREA_HELP)] = None,
    items: Annotated[Optional[list[str]], typer.Option("--items", help=ITEMS_HELP)] = None,
    hand_size: Annotated[Optional[int], typer.Option("--hand-size", help=HAND_SIZE_HELP)] = None,
    as_json: JsonOpt = False,
    explain: ExplainOpt = False,
) -> None:
    """Score one hand with the best declarations (or part of one, with --partial)."""
    from scorer.games.realms import parse_choices, parse_hand, score_hand
    from scorer.games.realms.game import (
        HandSizeError,
        Setup,
        check_hand_size_option,
        check_player_count,
        check_player_facts,
        parse_expansions,
        parse_printing,
        read_area,
        read_items,
        split_arguments,
    )

    as_json, explain = wants(as_json, explain)
    with option("--expansion"):
        exps = parse_expansions(split_arguments(expansion or []))
    with option("--printing", printing):
        kind = parse_printing(printing) if printing is not None else "original"
    with option("--players", players):
        count = check_player_count(players) if players is not None else None
    with option("--hand-size", hand_size):
        size = check_hand_size_option(hand_size) if hand_size is not None else None
    _no_trailing_comma({"--area": area, "--items": items})
    setup_deck = Setup(exps, kind).deck
    setup = Setup(exps, kind, count, size, tuple(split_arguments(area or [], setup_deck)))
    used = split_arguments(items or [])
    with option("--items"):
        item_ids = read_items(used, setup_deck, {}, _("Player 1"))

    for card in cards:
        if card.strip().lower().endswith(".json") or "/" in card or "\\" in card:
            raise InputError(
                _("{file} is a file, not a card: to score a record use 'scorer score {path}'").format(
                    file=repr(card), path=card
                )
            )
    cards = split_arguments(cards, setup_deck)
    for text in choose or []:  # one not of the form CARD=CHOICE needs no hand: said first (second Czech trial)
        if not text.partition("=")[2].strip():
            with option("--choose", text):
                parse_choices([text], (), setup_deck)
    try:
        ids = parse_hand(cards, setup_deck, _("Player 1's hand"), partial, size, item_ids)
    except HandSizeError as e:
        if not e.could_be_partial:
            raise
        raise e.asked_with(" (--partial)") from None  # the library offers a partial hand: name the option
    with option("--area"):
        read_area(setup.area, setup_deck, dict.fromkeys(ids, _("Player 1's hand")))
    check_player_facts(ids, item_ids, count, setup_deck, "--players N")
    for text in choose or []:  # each declaration alone, so that the error names it
        with option("--choose", text):
            parse_choices([text], ids, setup_deck)
    with option("--choose"):
        parse_choices(choose or [], ids, setup_deck)
        # a forced Island target: once suits are known; JSON has no runner-up lines unless explained
        result = score_hand(cards, choose or [], partial=partial, why=not as_json or explain, setup=setup, items=used)
    emit(result, as_json, explain)


def _no_trailing_comma(values: dict[str, Optional[list[str]]]) -> None:
    """Refuse an option value ending in a comma (``--area Smoke, Forge`` unquoted: Forge became a card of the hand)."""
    for name, given in values.items():
        for value in given or []:
            if value.rstrip().endswith((",", ";")):
                raise InputError(
                    _(
                        "{option} {value} ends with a comma, so the names after it were read as the hand: "
                        'quote the whole list ({option} "{example}") or repeat {option} for each card'
                    ).format(option=name, value=repr(value.strip()), example=_example_list())
                )


HAND_HELP = N_(
    "The hand before drawing: 7 cards, or 8 with Necromancer (quote names with spaces, or separate them with "
    "commas). None, in a terminal: the hand, the discard area and the seen cards are asked."
)
AREA_HELP = N_(
    "The discard area's face-up cards, 0 to 10: one value, comma-separated ('Smoke, Great Flood'), or repeated."
)
SEEN_HELP = N_("Other cards known to be out of the deck (seen in other hands), as --area; not drawn blind.")


@app.command(
    "advise",
    help=N_("Last turn: which card to take from the discard area (or draw blind) and which to discard."),
)
def advise(
    hand: Annotated[Optional[list[str]], typer.Argument(help=HAND_HELP, show_default=False)] = None,
    area: Annotated[Optional[list[str]], typer.Option("--area", "-a", help=AREA_HELP)] = None,
    seen: Annotated[Optional[list[str]], typer.Option("--seen", help=SEEN_HELP)] = None,
    as_json: JsonOpt = False,
    explain: ExplainOpt = False,
) -> None:
    """Last turn: which card to take from the discard area (or draw blind) and which to discard."""
    from scorer.games.realms.advise import advise as advise_moves
    from scorer.games.realms.game import split_arguments

    if not hand:
        if area or seen:
            raise InputError(_("name the hand's cards: scorer realms advise HAND_CARD... --area CARD..."))
        emit(interactive(find("realms"), {"game": "realms", "advise": True}), as_json, explain)
        return
    from scorer.games.realms.advise import read_area, read_hand, read_seen

    _no_trailing_comma({"--area": area, "--seen": seen})
    held = read_hand(split_arguments(hand))
    with option("--area"):
        pile = read_area(split_arguments(area or []), held)
    with option("--seen"):
        known = read_seen(split_arguments(seen or []), held, pile)
    emit(advise_moves(held, pile, known), as_json, explain)


def _example_list() -> str:
    """``Smoke, Forge`` in the output language (``Kouř, Kovárna``)."""
    from scorer.games.realms.cards import deck

    return deck().names(["smoke", "forge"])


BEST_HELP = N_("8 to 12 cards (quote names with spaces, or separate them with commas).")


@app.command("best", help=N_("The best hand of 7 (8 with Necromancer) from 8 to 12 cards: which cards to drop."))
def best(
    cards: Annotated[list[str], typer.Argument(help=BEST_HELP)],
    as_json: JsonOpt = False,
    explain: ExplainOpt = False,
) -> None:
    """The best hand of 7 (8 with Necromancer) from 8 to 12 cards: which cards to drop."""
    from scorer.games.realms.advise import best_hand
    from scorer.games.realms.game import split_arguments

    emit(best_hand(split_arguments(cards)), as_json, explain)
