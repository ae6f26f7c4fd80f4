"""What if a player gained some cards now? Each option is scored separately.

Gaining changes more than the card's own VP: a Province also raises Gardens,
Silk Road and Fairgrounds counts, a Gold can take a Keep Treasure from an
opponent, and Wall or Wolf Den may cost VP. So every option re-scores the whole
table and shows each player's total and the change.
"""

from __future__ import annotations

import copy
import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from scorer.core.errors import InputError, RuleError, UnknownNameError
from scorer.core.names import fold

from .data import COUNT_QUESTIONS, card_db, counted
from .record import Table, derive, from_listed_cards, needed_counts, parse_record
from .score import score_table

if TYPE_CHECKING:
    from scorer.core.result import ScoreResult

#: A count written beside the card instead of after '=': "Duchy 2", "2 Duchy", "Duchy x2".
_BESIDE = (re.compile(r"^(.+?)\s*[x×]?\s*(\d+)$"), re.compile(r"^(\d+)\s*[x×]?\s+(.+)$"))


def parse_gain(text: str) -> tuple[str, int]:
    """Parse a gain ``CARD[=N]`` (``"Province"``, ``"Gardens=2"``) into ``(English card name, N)``.

    Messages speak of the gain, not of an option: the CLI names its ``--gain`` (``scorer.cli.option``).

    :raises RuleError: N is missing after '=', not a whole number, or below 1; a count written beside the
        card (``"Duchy 2"``: says to write CARD=N).
    :raises UnknownNameError: no such card.
    """
    db = card_db()
    name, eq, count = text.partition("=")
    if eq and not count.strip():
        raise RuleError(f"the count after '=' is missing: write CARD=N, e.g. {name.strip() or 'Province'}=2")
    try:
        n = int(count) if eq else 1
    except ValueError:
        raise RuleError("the count after '=' must be a whole number: write CARD=N, e.g. Province=2") from None
    if n < 1:
        raise RuleError("gain at least 1 card")
    try:
        return db.card(name).name, n
    except UnknownNameError:
        if not eq:
            beside = _beside(name.strip())
            if beside:
                card, many = beside[0]
                raise RuleError(f"write CARD=N, e.g. {card}={many}") from None
        raise


def _beside(text: str) -> list[tuple[str, str]]:
    """``[(card, count)]`` when ``text`` is a card with its count beside it ("Duchy 2"), else ``[]``."""
    for i, pattern in enumerate(_BESIDE):
        m = pattern.match(text)
        if m:
            try:
                return [(card_db().card(m.group(1 + i)).name, m.group(2 - i))]
            except InputError:
                pass
    return []


def check_gain_fits(table: Table, player: str, card: str, n: int) -> None:
    """Refuse a gain that would give ``player`` more copies of ``card`` than the game holds, or move a quick count
    past what a game holds (Orchard's Action names, Tower's cards from the empty piles), or make the table hold more
    of the Obelisk pile or of the empty piles than they hold, quick counts included.

    :raises RuleError: names the count after the gain, the limit and its source (:mod:`.limits`).
    """
    from .limits import card_limit, count_limit, groups, over_a_pile, over_the_groups, over_the_table, owned, too_many
    from .score import count_text

    p = next(x for x in table.players if x.name == player)
    after = p.deck.get(card, 0) + n
    limit = card_limit(card, len(table.players))
    if after > limit.value:
        raise RuleError(f"gaining {counted(n, card)} would give {player} {too_many(after, card, limit)}")
    pile = over_a_pile({**p.deck, card: after}, len(table.players))
    if pile:
        raise RuleError(f"gaining {counted(n, card)} would make {pile}")
    hands = []
    for x in table.players:
        hand = owned(x.deck, x.counts)
        if x is p:
            hand = {**hand, card: hand.get(card, 0) + n}
        hands.append((x.name, hand))
    shared = over_the_table(hands, len(table.players))
    if shared:
        raise RuleError(f"gaining {counted(n, card)} would make {shared}")
    gained = gain(table, player, card, n)
    q = next(x for x in gained.players if x.name == player)
    for key, value in q.counts.items():
        limit = count_limit(key, len(table.players), table.obelisk_pile, empty_piles=table.empty_piles)
        if value != p.counts[key] and value > limit.value:
            raise RuleError(
                f"gaining {counted(n, card)} would give {player} {count_text(value, key)}: more than a game holds "
                f"(at most {limit.value} {limit.source})"
            )
    shared = over_the_groups(
        [(x.name, x.deck, x.counts) for x in gained.players],
        groups(table.obelisk_pile, table.empty_piles),
        len(table.players),
    )
    if shared:
        raise RuleError(f"gaining {counted(n, card)} would make {shared}")


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


def verdict(who: str, now: dict[str, int], totals: dict[str, int], winners: list[str]) -> str:
    """Where ``who`` would stand after an option: ahead or behind the best other player and by how much, or the
    tie and who would win it (fewer turns, Dominion Strategy wiki, Turn; ``winners`` from the scoring).

    ``"Ann would still be 4 VP behind Cyril (24 to 28 VP)"``, ``"Ann would lead by 2 VP over Cyril (30 to 28 VP)"``,
    ``"Ann would tie Cyril at 27 VP; Cyril would win (fewer turns)"``; "" with no other player.
    """
    from scorer.core.words import join

    others = {name: vp for name, vp in totals.items() if name != who}
    if not others:
        return ""
    best = max(others.values())
    ahead = [name for name, vp in others.items() if vp == best]
    mine = totals[who]
    before = now[who] - max(vp for name, vp in now.items() if name != who)
    rivals = join(ahead)
    if mine < best:
        still = "still " if before < 0 else ""
        return f"{who} would {still}be {best - mine} VP behind {rivals} ({mine} to {best} VP)"
    if mine > best:
        still = "still " if before > 0 else ""
        return f"{who} would {still}lead by {mine - best} VP over {rivals} ({mine} to {best} VP)"
    if winners == [who]:
        end = f"{who} would win (fewer turns)"
    elif len(winners) == 1:
        end = f"{winners[0]} would win (fewer turns)"
    else:
        end = f"{join(winners)} would share the win"
    return f"{who} would tie {rivals} at {mine} VP; {end}"


@dataclass
class WhatIf:
    """Totals now and after each option.

    :ivar now: ``{player: total}`` as things stand.
    :ivar options: per option ``(card, n, {player: total}, winners)``.
    :ivar assumptions: the rule readings used (those of the scoring, and how quick counts move).
    :ivar explanation: per option, what was added to whose deck and which VP rows changed (``--explain``).
    """

    player: str
    now: dict[str, int]
    options: list[tuple[str, int, dict[str, int], list[str]]]
    assumptions: list[str]
    explanation: list[str] = field(default_factory=list)

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
                    "verdict": verdict(self.player, self.now, totals, winners),
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
        said = [
            (f"+{counted(n, card)}", verdict(self.player, self.now, totals, w)) for card, n, totals, w in self.options
        ]
        standing = "".join(f"\n  {option}: {line}" for option, line in said if line)
        standing = f"\n\nAfter each option:{standing}" if standing else ""
        notes = "\n".join(f"  - {a}" for a in self.assumptions)
        changes = ""
        if explain and self.explanation:
            changes = "\n\nWhat each option changes:\n" + "\n".join(f"  {line}" for line in self.explanation)
        return (
            f"{title}\n{'=' * len(title)}\n{table}{standing}{changes}"
            f"\n\nBest for {self.player}: +{counted(best[1], best[0])}"
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
    explanation: list[str] = []
    for card, n in gains:
        after = gain(table, who, card, n)
        result = score_table(after)
        options.append((card, n, {p.name: p.total or 0 for p in result.players}, result.winners))
        explanation += _changes(table, after, now, result, who, card, n)
    notes = list(now.assumptions)
    if next(p for p in table.players if p.name == who).counts:
        notes.append(
            f"{who}'s quick counts move with the gain; a gained card not listed in cards counts as a new name."
        )
    return WhatIf(who, {p.name: p.total or 0 for p in now.players}, options, notes, explanation)


def _changes(
    before: Table, after: Table, now: ScoreResult, then: ScoreResult, who: str, card: str, n: int
) -> list[str]:
    """What one option changes: the gained card in ``who``'s deck, the quick counts it moves, and every VP row
    (any player's: Keep moves between players) whose VP changed, with its new reason."""
    from .data import plural
    from .score import COUNT_LABELS

    old = next(p for p in before.players if p.name == who)
    new = next(p for p in after.players if p.name == who)
    lines = [f"+{counted(n, card)}: {who}'s {plural(card)} {old.deck.get(card, 0)} → {new.deck[card]}"]
    moved = [f"{COUNT_LABELS[k]} {v} → {new.counts[k]}" for k, v in old.counts.items() if new.counts[k] != v]
    if moved:
        lines.append(f"  {who}'s quick counts: {', '.join(moved)}")
    rows = 0
    for was, now_p in zip(now.players, then.players):
        old_rows = {r.item: r for r in was.rows}
        new_rows = {r.item: r for r in now_p.rows}
        for item in dict.fromkeys([*old_rows, *new_rows]):
            a, b = old_rows.get(item), new_rows.get(item)
            if (a.points if a else 0) != (b.points if b else 0):
                why = f" ({b.reason})" if b else ""
                lines.append(f"  {now_p.name}: {item} {a.points if a else 0} → {b.points if b else 0} VP{why}")
                rows += 1
    if not rows:
        lines.append("  no VP changes")
    return lines
