"""What if a player gained some cards now? Each option is scored separately.

Gaining changes more than the card's own VP: a Province also raises Gardens,
Silk Road and Fairgrounds counts, a Gold can take a Keep Treasure from an
opponent, and Wall or Wolf Den may cost VP. So every option re-scores the whole
table and shows each player's total and the change.
"""

from __future__ import annotations

import copy
import re
from dataclasses import dataclass
from typing import Any

from scorer.core.errors import InputError, RuleError
from scorer.core.names import fold

from .data import COUNT_QUESTIONS, card_db, counted
from .record import Table, derive, from_listed_cards, needed_counts, parse_record
from .score import score_table

_GAIN = re.compile(r"^\s*(.+?)\s*(?:=\s*(\S+))?\s*$")


def parse_gain(text: str) -> tuple[str, int]:
    """Parse a gain ``CARD[=N]`` (``"Province"``, ``"Gardens=2"``) into ``(English card name, N)``.

    Messages speak of the gain, not of an option: the CLI names its ``--gain`` (``scorer.cli.option``).

    :raises RuleError: N is not a whole number of at least 1.
    :raises UnknownNameError: no such card.
    """
    m = _GAIN.match(text)
    name, count = (m.group(1), m.group(2)) if m else (text, None)
    try:
        n = 1 if count is None else int(count)
    except ValueError:
        raise RuleError("the count after '=' must be a whole number, e.g. Province=2") from None
    if n < 1:
        raise RuleError("gain at least 1 card")
    return card_db().card(name).name, n


def check_gain_fits(table: Table, player: str, card: str, n: int) -> None:
    """Refuse a gain that would give ``player`` more copies of ``card`` than the game holds.

    :raises RuleError: names the count after the gain, the limit and its source (:mod:`.limits`).
    """
    from .limits import card_limit, too_many

    p = next(x for x in table.players if x.name == player)
    after = p.deck.get(card, 0) + n
    limit = card_limit(card, len(table.players))
    if after > limit.value:
        raise RuleError(f"gaining {counted(n, card)} would give {player} {too_many(after, card, limit)}")


def gain(table: Table, player: str, card: str, n: int) -> Table:
    """A copy of ``table`` where ``player`` has gained ``n`` copies of ``card``.

    Quick counts move by the change the gain makes to the listed cards (so a
    card not listed counts as a new name).
    """
    new = copy.deepcopy(table)
    p = next(x for x in new.players if x.name == player)
    before = dict(p.deck)
    p.deck[card] = p.deck.get(card, 0) + n
    for key in p.counts:
        p.counts[key] += derive(key, p.deck, new) - derive(key, before, new)
    return new


def check_counts_known(table: Table, player: str, card: str) -> None:
    """Refuse a gain that needs a quick count the player did not give.

    On the quick-counts path ``cards`` lists only the VP cards, so a count such as
    ``distinct_names`` (Fairgrounds) or ``total_cards`` (Gardens) derived from it
    would be far too low. Only counts the listed cards tell (:func:`.record.from_listed_cards`:
    Victory cards, with Keep Treasures) are derived.

    :raises RuleError: names the missing count and how to add it.
    """
    p = next(x for x in table.players if x.name == player)
    before = set(needed_counts(p.deck, table.landmarks, table.allies))
    after = needed_counts({**p.deck, card: 1}, table.landmarks, table.allies)
    missing = [k for k in after if k not in before and k not in p.counts and not from_listed_cards(k, table)]
    if missing:
        raise RuleError(
            f"{player} gave quick counts, so gaining {card} needs counts.{missing[0]} "
            f"({COUNT_QUESTIONS[missing[0]]}): add it to {player}'s counts in the record"
        )


@dataclass
class WhatIf:
    """Totals now and after each option.

    :ivar now: ``{player: total}`` as things stand.
    :ivar options: per option ``(card, n, {player: total}, winners)``.
    :ivar assumptions: the rule readings used (those of the scoring, and how quick counts move).
    """

    player: str
    now: dict[str, int]
    options: list[tuple[str, int, dict[str, int], list[str]]]
    assumptions: list[str]

    def to_json(self) -> dict[str, Any]:
        return {
            "game": "dominion",
            "player": self.player,
            "now": self.now,
            "options": [
                {
                    "gain": card,
                    "count": n,
                    "totals": totals,
                    "change": totals[self.player] - self.now[self.player],
                    "winners": winners,
                }
                for card, n, totals, winners in self.options
            ],
            "assumptions": list(self.assumptions),
        }

    def render(self, explain: bool = False) -> str:
        from tabulate import tabulate

        names = list(self.now)
        rows = [["now", *self.now.values(), ""]]
        for card, n, totals, _ in self.options:
            change = totals[self.player] - self.now[self.player]
            rows.append([f"+{counted(n, card)}", *totals.values(), f"{change:+d}"])
        title = f"Dominion what-if for {self.player}"
        table = tabulate(rows, headers=["", *names, f"{self.player} change"], tablefmt="simple")
        best = max(self.options, key=lambda o: o[2][self.player] - self.now[self.player])
        notes = "\n".join(f"  - {a}" for a in self.assumptions)
        return (
            f"{title}\n{'=' * len(title)}\n{table}\n\nBest for {self.player}: +{counted(best[1], best[0])}"
            f"\n\nRules applied:\n{notes}"
        )


def what_if(record: dict[str, Any], player: str, gains: list[tuple[str, int]]) -> WhatIf:
    """Score ``record`` as it is and once per gain option for ``player``.

    :raises InputError: a bad record, or ``player`` is not in it, or no option given, or a gain that would
        give the player more copies than the game holds.
    """
    table = parse_record(record)
    names = {fold(p.name): p.name for p in table.players}
    if fold(player) not in names:
        raise InputError(f"no player {player!r} in the record: use one of {', '.join(names.values())}")
    if not gains:
        raise InputError("give at least one gain CARD[=N], e.g. Province or Gardens=2")
    who = names[fold(player)]
    index = next(i for i, p in enumerate(table.players) if p.name == who)
    if "counts" in record["players"][index]:  # the quick-counts path
        for card, _ in gains:
            check_counts_known(table, who, card)
    for card, n in gains:
        check_gain_fits(table, who, card, n)
    now = score_table(table)
    options = []
    for card, n in gains:
        result = score_table(gain(table, who, card, n))
        options.append((card, n, {p.name: p.total or 0 for p in result.players}, result.winners))
    notes = list(now.assumptions)
    if next(p for p in table.players if p.name == who).counts:
        notes.append(
            f"{who}'s quick counts move with the gain; a gained card not listed in cards counts as a new name."
        )
    return WhatIf(who, {p.name: p.total or 0 for p in now.players}, options, notes)
