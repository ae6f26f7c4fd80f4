"""Entering Mystical Realms hands at the table, one card at a time.

The record is saved after every card, so an interrupted entry (Ctrl-C,
Ctrl-D, a closed terminal) resumes exactly where it stopped.
"""

from __future__ import annotations

from typing import Any

from scorer.core.errors import InputError
from scorer.core.prompts import Draft, Prompter, validator
from scorer.core.table import check_players

from .cards import Deck, deck
from .game import HAND_SIZE, MAX_PLAYERS, TITLE, check_hand_size

UNDO = "-"


def run_entry(draft: Draft, prompter: Prompter) -> dict[str, Any]:
    """Ask for the players and their hands; return the complete record.

    Asks the number of players (2–6) and their names, then each hand: a card
    name per prompt (English or Czech, autocompleted; a unique start is
    enough), ``-`` takes back the last card, cards already taken are refused.
    After the seventh card a hand with Necromancer may take an eighth.
    """
    d = deck()
    rec = draft.record
    rec["game"] = "realms"
    players: list[dict[str, Any]] = rec.setdefault("players", [])
    if "player_count" not in rec and not players:
        rec["player_count"] = prompter.integer(f"{TITLE}: how many players?", 2, MAX_PLAYERS, default=2)
        draft.save()
    count = rec.get("player_count", len(players))
    while len(players) < count:
        taken = [p["name"] for p in players]
        name = prompter.text(f"Name of player {len(players) + 1}:",
                             validate=validator(lambda t: check_players([*taken, t], 1, MAX_PLAYERS, TITLE)))
        players.append({"name": name, "hand": []})
        draft.save()
    rec.pop("player_count", None)
    for player in players:
        _enter_hand(player, players, d, draft, prompter)
    return draft.finish()


DONE, TAKE_BACK, EIGHTH = "done", "take back the last card", "add an eighth card (Necromancer)"


def _enter_hand(player: dict[str, Any], players: list[dict[str, Any]], d: Deck, draft: Draft, prompter: Prompter) -> None:
    hand: list[str] = player["hand"]
    size = max(HAND_SIZE, len(hand))
    while True:
        if len(hand) >= size:
            ids = [d.matcher.match(n) for n in hand]
            choices = [DONE, TAKE_BACK] + ([EIGHTH] if "necromancer" in ids and len(hand) == HAND_SIZE else [])
            prompter.echo(f"{player['name']}'s hand: {', '.join(hand)}")
            answer = prompter.select(f"{player['name']}'s hand is complete:", choices, default=DONE)
            if answer == DONE:
                check_hand_size(ids, d, f"{player['name']}'s hand")
                return
            if answer == EIGHTH:
                size = HAND_SIZE + 1
                continue
            size = HAND_SIZE
            prompter.echo(f"took back {hand.pop()}")
            draft.save()
            continue
        taken = {d.matcher.match(n) for p in players for n in p["hand"]}
        prompter.echo(f"{player['name']}'s hand: {', '.join(hand) if hand else '(empty)'}")
        answer = prompter.autocomplete(
            f"{player['name']}, card {len(hand) + 1} of {size} ({UNDO} takes back the last):",
            [n for c in d.cards.values() if c.id not in taken for n in (c.name, c.czech)],
            validate=_card_check(d, taken, hand, size > HAND_SIZE),
        )
        if answer == UNDO:
            prompter.echo(f"took back {hand.pop()}")
        else:
            hand.append(d.name(d.matcher.match(answer)))
        draft.save()


def _card_check(d: Deck, taken: set[str], hand: list[str], eighth: bool):
    def take(text: str) -> None:
        if text.strip() == UNDO:
            if not hand:
                raise InputError("nothing to take back yet: type a card name")
            return
        cid = d.matcher.match(text)
        if cid in taken:
            raise InputError(f"{d.name(cid)} is already taken: choose another card")
        if eighth:
            check_hand_size([d.matcher.match(n) for n in hand] + [cid], d, "the hand")
    return validator(take)
