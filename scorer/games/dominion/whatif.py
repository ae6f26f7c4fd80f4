"""What if a player gained or lost some cards now? Each option is scored separately.

An option is one card (``Province``), the cards of one turn together
(``Province+Estate``: a turn with +Buy), and the cards the player loses or
trashes in every option (a Remodelled Gold); any player's, so an opponent's
Curse too. Gaining changes more than the card's own VP: a Province also raises
Gardens, Silk Road and Fairgrounds counts, a Gold can take a Keep Treasure from
an opponent, and Wall or Wolf Den may cost VP. So every option re-scores the
whole table and shows each player's total, the change, and where the player
would stand.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, NamedTuple

from scorer.core.errors import InputError, RuleError, UnknownNameError
from scorer.core.names import fold
from scorer.core.words import join

from .data import _, card_db, card_plural, cards, name, ngettext, question
from .record import MONOTONE, Table, derive, from_listed_cards, needed_counts, parse_record
from .score import score_table, tie_rule

if TYPE_CHECKING:
    from scorer.core.result import ScoreResult

#: Cards of one option: ``[(English card name, copies)]``, each card once.
Cards = list[tuple[str, int]]

#: A count written beside the card instead of after '=': "Duchy 2", "2 Duchy", "Duchy x2".
_BESIDE = (re.compile(r"^(.+?)\s*[x×]?\s*(\d+)$"), re.compile(r"^(\d+)\s*[x×]?\s+(.+)$"))


def parse_gain(text: str, verb: str = "gain") -> tuple[str, int]:
    """Parse one card ``CARD[=N]`` (``"Province"``, ``"Gardens=2"``) into ``(English card name, N)``.

    Messages speak of the gain (or, with ``verb="lose"``, the loss), not of an option: the CLI names its
    ``--gain``/``--lose`` (``scorer.cli.option``).

    :raises RuleError: N is missing after '=', not a whole number, or below 1; a count written beside the
        card (``"Duchy 2"``: says to write CARD=N), or in words (``"Duchy two"``: in digits); a Landmark.
    :raises UnknownNameError: no such card.
    """
    db = card_db()
    typed, eq, count = text.partition("=")
    if eq and not count.strip():
        raise RuleError(
            _("the count after '=' is missing: write CARD=N, e.g. {example}").format(
                example=f"{typed.strip() or name('Province')}=2"
            )
        )
    try:
        n = int(count) if eq else 1
    except ValueError:
        raise RuleError(
            _("the count after '=' must be a whole number: write CARD=N, e.g. {example}").format(
                example=f"{name('Province')}=2"
            )
        ) from None
    if n < 1:
        raise RuleError(_("gain at least 1 card") if verb == "gain" else _("lose at least 1 card"))
    # a Landmark is not a card at all (Dominion Strategy wiki, Landmark); "list it under landmarks" fits a record only
    if typed not in db.card_names and typed in db.landmarks:
        message = (
            _("{name} is a Landmark, not a card: no player gains it; name a card, e.g. {example}")
            if verb == "gain"
            else _("{name} is a Landmark, not a card: no player loses it; name a card, e.g. {example}")
        )
        raise RuleError(message.format(name=db.landmarks.match(typed), example=name("Province")))
    try:
        return db.card(typed).name, n
    except UnknownNameError:
        if not eq:
            beside = _beside(typed.strip())
            if beside:
                card, many = beside[0]
                raise RuleError(_("write CARD=N, e.g. {example}").format(example=f"{name(card)}={many}")) from None
            worded = db.card_before_a_word(typed)
            if worded is not None:  # "Smithy six"
                raise RuleError(
                    _("{typed}: no card is called that; write a count as CARD=N in digits, e.g. {example}").format(
                        typed=repr(typed.strip()), example=f"{name(worded)}=2"
                    )
                ) from None
        raise


#: What joins the cards of one option: ``+`` (``Province+Estate``), or a comma or semicolon as on the entry's card
#: lines. Not ``-``: it is part of names (Ill-Gotten Gains, Will-o'-Wisp).
_JOIN = re.compile(r"\s*([+,;])\s*")


def parse_cards(text: str, verb: str = "gain") -> list[tuple[str, int]]:
    """Parse the cards of one option, ``CARD[=N]`` joined by ``+`` (``"Province+Estate"``, ``"Province=2+Estate"``;
    a comma or semicolon works as ``+``), into ``[(English card name, N)]``; the same card twice adds up.

    :raises RuleError: a part is empty ("a card is missing after '+'") or bad (:func:`parse_gain`).
    :raises UnknownNameError: no such card.
    """
    pieces = _JOIN.split(text.strip())
    parts, seps = pieces[0::2], pieces[1::2]
    cards: dict[str, int] = {}
    for i, part in enumerate(parts):
        if not part.strip() and seps:
            message = (
                _("a card is missing after '{sep}': join the cards of one option as CARD+CARD, e.g. {example}")
                if i
                else _("a card is missing before '{sep}': join the cards of one option as CARD+CARD, e.g. {example}")
            )
            raise RuleError(
                message.format(sep=seps[i - 1] if i else seps[0], example=f"{name('Province')}+{name('Estate')}")
            )
        card, n = parse_gain(part, verb)
        cards[card] = cards.get(card, 0) + n
    return list(cards.items())


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


def describe(gains: Cards, losses: Cards) -> str:
    """An option in words, for messages: "gaining 1 Province and 1 Estate", "losing 1 Duchy", "gaining 1 Province
    and losing 1 Gold"."""
    gained = join([cards(n, card) for card, n in gains])
    lost = join([cards(n, card) for card, n in losses])
    if gains and losses:
        return _("gaining {gains} and losing {losses}").format(gains=gained, losses=lost)
    if gains:
        return _("gaining {gains}").format(gains=gained)
    return _("losing {losses}").format(losses=lost)


def check_gains_fit(table: Table, player: str, gains: Cards, what: str) -> None:
    """Refuse gains that would give ``player`` more copies of a card than the game holds, or move a quick count
    past what a game holds (Orchard's Action names, Tower's cards from the empty piles), or make the table hold more
    of a card, a pile, the Obelisk pile or the empty piles than they hold, quick counts included, or leave no deal of
    Tower's empty piles that fits every player's cards and count (:func:`check_tower_after`).

    Checked on ``table`` as it is, before the option's losses: a trashed card goes to the trash, not back to its
    pile (Dominion 2nd edition rulebook, Trash), so it makes no room for a gain.

    :param what: the whole option in words (:func:`describe`), which the message names.
    :raises RuleError: names the count after the gains, the limit and its source (:mod:`.limits`).
    """
    from .limits import card_limit, count_limit, groups, over_a_pile, over_the_groups, over_the_table, owned, too_many
    from .score import count_text

    players = len(table.players)
    p = next(x for x in table.players if x.name == player)
    gained = change(table, player, gains, [])
    q = next(x for x in gained.players if x.name == player)
    for card, _n in gains:
        limit = card_limit(card, players)
        if q.deck[card] > limit.value:
            raise RuleError(
                _("{what} would give {player} {cards}").format(
                    what=what, player=player, cards=too_many(q.deck[card], card, limit)
                )
            )
    problem = over_a_pile(q.deck, players)
    problem = problem or over_the_table([(x.name, owned(x.deck, x.counts)) for x in gained.players], players)
    if problem:
        raise RuleError(_("{what} would make {problem}").format(what=what, problem=problem))
    for key, value in q.counts.items():
        limit = count_limit(key, players, table.obelisk_pile, empty_piles=table.empty_piles)
        if value != p.counts[key] and value > limit.value:
            raise RuleError(
                _("{what} would give {player} {cards}: more than a game holds (at most {most} {source})").format(
                    what=what, player=player, cards=count_text(value, key), most=limit.value, source=limit.source
                )
            )
    problem = over_the_groups(
        [(x.name, x.deck, x.counts) for x in gained.players], groups(table.obelisk_pile, table.empty_piles), players
    )
    if problem:
        raise RuleError(_("{what} would make {problem}").format(what=what, problem=problem))
    check_tower_after(table, gained, player, what)


def check_tower_after(table: Table, gained: Table, player: str, what: str) -> None:
    """Refuse a gain after which no deal of the non-Victory cards of Tower's empty piles fits every player's cards
    listed and count (``gained``: ``table`` after ``player``'s gains, :func:`change`).

    An empty pile is no longer part of the Supply, and a gained card comes from the Supply unless the card gaining
    it says otherwise (Dominion Strategy wiki, Supply and Gain, official rules): a card of an empty pile is gained
    from the trash (Lurker: "gain an Action card from the trash"; Graverobber, Rogue), which can hold only copies no
    player has. So the copies gained come on top of what every player held before, and the gain fits exactly when
    some deal of the cards leaves them (:func:`.limits.over_the_tower`, exact). Tower counts such a card (1 VP per
    non-Victory card the player has from an empty Supply pile, card text: how it was gained does not matter), so
    the player's count rises with it, as :func:`change` moves it. On the quick path a gained card the player does
    not list is not all of their copies: they may hold more, in their count (:attr:`.limits.Share.gained`); a card
    they list, or a Curse, is (the gain adds to its copies).

    The player's own count is weighed first, against every other player's cards and count (the message names it:
    "would give Bob 7 …"); then every count in table order, as a record's (another player's: "would make Ann's
    count, 13 …, more than …").

    :raises RuleError: names the count, the most it can be with its source (:func:`.limits.tower_left`), and the fix.
    """
    from .limits import Group, over_the_tower, owned, share, tower_left

    if not table.empty_piles:
        return
    db = card_db()
    key = "empty_pile_cards"
    players = len(table.players)
    shares = []
    for before, after in zip(table.players, gained.players):
        mine = share(after.name, after.deck, after.counts)
        if before.name == player and mine.tower_count is not None:  # gained cards not listed before: not all copies
            listed = owned(before.deck, before.counts)
            extra = {c: n for c, n in mine.cards.items() if c not in listed and c not in db.rules.cards}
            mine = mine._replace(cards={c: n for c, n in mine.cards.items() if c not in extra}, gained=extra)
        shares.append(mine)
    i = next(j for j, p in enumerate(table.players) if p.name == player)
    me = shares[i]
    if me.tower_count is not None:
        limit = tower_left(table.empty_piles, players, me, [s for j, s in enumerate(shares) if j != i], db)
        if me.tower_count > limit.value:
            raise RuleError(
                _(
                    "{what} would give {player} {cards}: more than the cards listed leave (at most {most}: {source}); "
                    "an empty pile's card can only be gained from the trash, which can hold only copies no player has: "
                    "gain fewer"
                ).format(
                    what=what,
                    player=player,
                    cards=Group(key, tuple(table.empty_piles)).what(me.tower_count),
                    most=limit.value,
                    source=limit.source,
                )
            )
    over = over_the_tower(shares, table.empty_piles, players, db)
    if over:
        j, limit = over
        raise RuleError(
            _(
                "{what} would make {player}'s count, {cards}, more than the cards listed leave (at most {most}: "
                "{source}); an empty pile's card can only be gained from the trash, which can hold only copies no "
                "player has: gain fewer"
            ).format(
                what=what,
                player=shares[j].who,
                cards=Group(key, tuple(table.empty_piles)).what(shares[j].tower_count or 0),
                most=limit.value,
                source=limit.source,
            )
        )


#: The copies held of a card that is not listed, tried to see whether a loss moves a quick count the same way
#: whatever that number is: name counts change at 1, 2 and 3 copies (a name held, held once, held 3+ times).
_TRIED_COPIES = range(4)


def check_losses(table: Table, player: str, losses: Cards, quick: bool) -> None:
    """Refuse losing cards ``player`` does not have.

    A listed card: at most its listed copies. A card not listed: on a full deck the player has none; on the
    quick-counts path (``quick``) the player may have it (only the VP cards, Curses and with Keep the Treasures are
    listed, each with all its copies), so the loss moves the quick counts: refused when how it moves one depends on
    the copies held (a name count: is the name gone?), or when a count would fall below what the listed cards make.

    :raises RuleError: names the card, what the player has, and how to fix it.
    """
    db = card_db()
    p = next(x for x in table.players if x.name == player)
    for card, n in losses:
        held = p.deck.get(card, 0)
        if held:
            if n > held:
                raise RuleError(
                    _("{player} has {cards}, not {n} to lose: lose at most {held}").format(
                        player=player, cards=cards(held, card), n=n, held=held
                    )
                )
            continue
        if not quick or card in db.rules.cards or (db.cards[card].has("Treasure") and "Keep" in table.landmarks):
            raise RuleError(
                _("{player} has no {cards}: lose only cards {player} owns").format(
                    player=player, cards=card_plural(card)
                )
            )
        for key, value in p.counts.items():
            moves = {_unlisted_move(key, p.deck, table, card, n, n + extra) for extra in _TRIED_COPIES}
            if len(moves) > 1 or (key == "second_most_action" and db.cards[card].has("Action")):
                raise RuleError(
                    _(
                        "{player} gave quick counts and {card} is not among {player}'s listed cards, so whether losing "
                        "{cards} changes counts.{key} ({question}) depends on how many {player} has: list {player}'s "
                        "{plural} in cards in the record"
                    ).format(
                        player=player,
                        card=name(card),
                        cards=cards(n, card),
                        key=key,
                        question=question(key),
                        plural=card_plural(card),
                    )
                )
            lowest = derive(key, p.deck, table) if key in MONOTONE else 0
            if value + moves.pop() < lowest:
                from .score import count_text

                message = (
                    _(
                        "{player}'s quick counts give {counts}, {lowest} of them the cards {player} lists: lose at "
                        "most {most}, not {n}"
                    )
                    if lowest
                    else _("{player}'s quick counts give {counts}: lose at most {most}, not {n}")
                )
                raise RuleError(
                    message.format(
                        player=player, counts=count_text(value, key), lowest=lowest, n=n, most=value - lowest
                    )
                )


def _unlisted_move(key: str, deck: dict[str, int], table: Table, card: str, n: int, held: int) -> int:
    """How quick count ``key`` moves when a player holding ``held`` copies of an unlisted ``card`` loses ``n``."""
    return derive(key, {**deck, card: held - n}, table) - derive(key, {**deck, card: held}, table)


def change(table: Table, player: str, gains: Cards, losses: Cards) -> Table:
    """A copy of ``table`` where ``player`` has lost ``losses`` and then gained ``gains`` (``[(card, copies)]``).

    Quick counts move by the change the cards make to the listed cards (so a gained card not listed counts as a
    new name; a lost card not listed moves them as :func:`check_losses` allowed). A lost card on the Tavern mat
    is taken from the deck first: cards on the mat stay there until called (Adventures rulebook, Reserve).
    """
    new = copy.deepcopy(table)
    p = next(x for x in new.players if x.name == player)
    for card, n in losses:
        before = dict(p.deck)
        held = before.get(card, 0)
        if held:
            p.deck[card] = held - n
            if not p.deck[card]:
                del p.deck[card]
            off_mat = held - p.tavern.get(card, 0)
            if n > off_mat:
                p.tavern[card] -= n - off_mat
                if not p.tavern[card]:
                    del p.tavern[card]
            for key in p.counts:
                p.counts[key] += derive(key, p.deck, new) - derive(key, before, new)
        else:  # quick counts, the card not listed (check_losses)
            for key in p.counts:
                p.counts[key] += _unlisted_move(key, p.deck, new, card, n, n)
    for card, n in gains:
        before = dict(p.deck)
        p.deck[card] = p.deck.get(card, 0) + n
        for key in p.counts:
            p.counts[key] += derive(key, p.deck, new) - derive(key, before, new)
    return new


def gain(table: Table, player: str, card: str, n: int) -> Table:
    """A copy of ``table`` where ``player`` has gained ``n`` copies of ``card`` (:func:`change`)."""
    return change(table, player, [(card, n)], [])


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
            _(
                "{player} gave quick counts, so gaining {card} needs counts.{key} ({question}): add it to {player}'s "
                "counts in the record"
            ).format(player=player, card=name(card), key=missing[0], question=question(missing[0]))
        )


def _mat_reading(table: Table, player: str, losses: Cards) -> str | None:
    """The reading for a lost card of which the player has copies both on the Tavern mat and elsewhere (which copy
    is lost decides its VP: Distant Lands), or ``None``."""
    p = next(x for x in table.players if x.name == player)
    for card, n in losses:
        on = p.tavern.get(card, 0)
        if on and p.deck.get(card, 0) > on and n < p.deck[card]:
            return _(
                "A lost {card} is one from {player}'s deck, not from the Tavern mat: Reserve cards stay on the mat "
                "until called (Adventures rulebook)."
            ).format(card=name(card), player=player)
    return None


def _trash_reading(table: Table, choices: Sequence[Cards]) -> str | None:
    """The reading for a gain of a card whose Supply pile is empty (Tower's empty piles), or ``None``: an empty pile
    is no longer part of the Supply, so the card comes from the trash (Dominion Strategy wiki, Supply and Gain) and
    Tower counts it (:func:`check_tower_after`)."""
    if not table.empty_piles:
        return None
    db = card_db()
    gained = [c for option in choices for c, _n in option if db.cards[c].pile in table.empty_piles]
    if not gained:
        return None
    return _(
        "A gained {cards} comes from the trash, which holds only copies no player has: its Supply pile is empty, and "
        "an empty pile is no longer part of the Supply (Dominion Strategy wiki, Supply); Tower counts it if it is not "
        "a Victory card."
    ).format(cards=join([name(c) for c in dict.fromkeys(gained)], "or"))


def verdict(who: str, now: dict[str, int], totals: dict[str, int], winners: list[str]) -> str:
    """Where ``who`` would stand after an option: ahead or behind the best other player and by how much, or the
    tie and who would win it (fewer turns, Dominion Strategy wiki, Turn; ``winners`` from the scoring).

    ``"Ann would still be 4 VP behind Cyril (24 to 28 VP)"``, ``"Ann would lead by 2 VP over Cyril (30 to 28 VP)"``,
    ``"Ann would tie Cyril at 27 VP; Cyril would win (fewer turns)"``; "" with no other player.
    """
    others = {name: vp for name, vp in totals.items() if name != who}
    if not others:
        return ""
    from .score import vp

    best = max(others.values())
    ahead = [rival for rival, total in others.items() if total == best]
    mine = totals[who]
    before = now[who] - max(total for rival, total in now.items() if rival != who)
    rivals, many = join(ahead), len(ahead)
    if mine != best:
        if mine < best and before < 0:
            # TRANSLATORS: the plural forms follow the number of players named in {rivals} (1, 2…).
            message = ngettext(
                "{who} would still be {gap} behind {rivals} ({mine} to {best})",
                "{who} would still be {gap} behind {rivals} ({mine} to {best})",
                many,
            )
        elif mine < best:
            message = ngettext(
                "{who} would be {gap} behind {rivals} ({mine} to {best})",
                "{who} would be {gap} behind {rivals} ({mine} to {best})",
                many,
            )
        elif before > 0:
            message = ngettext(
                "{who} would still lead by {gap} over {rivals} ({mine} to {best})",
                "{who} would still lead by {gap} over {rivals} ({mine} to {best})",
                many,
            )
        else:
            message = ngettext(
                "{who} would lead by {gap} over {rivals} ({mine} to {best})",
                "{who} would lead by {gap} over {rivals} ({mine} to {best})",
                many,
            )
        return message.format(who=who, gap=vp(abs(best - mine)), rivals=rivals, mine=mine, best=vp(best))
    if winners == [who] or len(winners) == 1:
        end = _("{winner} would win (fewer turns)").format(winner=winners[0])
    else:
        end = _("{winners} would share the win").format(winners=join(winners))
    return ngettext(
        "{who} would tie {rivals} at {total}; {end}", "{who} would tie {rivals} at {total}; {end}", many
    ).format(who=who, rivals=rivals, total=vp(mine), end=end)


class Option(NamedTuple):
    """One option scored: ``label`` ("+1 Province +1 Estate -1 Gold"), the ``gains`` and ``losses`` (``[(card,
    copies)]``), every player's total after it (``{player: VP}``) and the winners then."""

    label: str
    gains: Cards
    totals: dict[str, int]
    winners: list[str]
    losses: Cards


def label(gains: Cards, losses: Cards) -> str:
    """An option as a row of the table: "+1 Province +1 Estate -1 Gold"."""
    return " ".join([*(f"+{cards(n, c)}" for c, n in gains), *(f"-{cards(n, c)}" for c, n in losses)])


@dataclass
class WhatIf:
    """Totals now and after each option.

    :ivar now: ``{player: total}`` as things stand.
    :ivar options: the options scored (:class:`Option`).
    :ivar assumptions: the rule readings used (those of the scoring, and how quick counts move).
    :ivar explanation: per option, what was added to whose deck and which VP rows changed (``--explain``).
    """

    player: str
    now: dict[str, int]
    options: list[Option]
    assumptions: list[str]
    explanation: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        options = []
        for o in self.options:
            one = len(o.gains) == 1 and not o.losses
            options.append(
                {
                    "label": o.label,
                    "gains": [{"card": c, "count": n} for c, n in o.gains],
                    "losses": [{"card": c, "count": n} for c, n in o.losses],
                    "gain": o.gains[0][0] if one else None,
                    "count": o.gains[0][1] if one else None,
                    "totals": o.totals,
                    "change": o.totals[self.player] - self.now[self.player],
                    "winners": o.winners,
                    "verdict": verdict(self.player, self.now, o.totals, o.winners),
                }
            )
        return {
            "game": "dominion",
            "player": self.player,
            "now": self.now,
            "options": options,
            "assumptions": list(self.assumptions),
        }

    def render(self, explain: bool = False) -> str:
        from tabulate import tabulate

        names = list(self.now)
        rows = [[_("now"), *self.now.values(), ""]]
        for o in self.options:
            rows.append([o.label, *o.totals.values(), f"{o.totals[self.player] - self.now[self.player]:+d}"])
        title = _("Dominion what-if for {player}").format(player=self.player)
        headers = ["", *names, _("{player} change").format(player=self.player)]
        table = tabulate(rows, headers=headers, tablefmt="simple")
        said = [(o.label, verdict(self.player, self.now, o.totals, o.winners)) for o in self.options]
        standing = "".join(f"\n  {option}: {line}" for option, line in said if line)
        standing = "\n\n" + _("After each option:") + standing if standing else ""
        notes = "\n".join(f"  - {a}" for a in self.assumptions)
        changes = ""
        if explain and self.explanation:
            lines = "\n".join(f"  {line}" for line in self.explanation)
            changes = "\n\n" + _("What each option changes:") + "\n" + lines
        best = ""
        if len(self.options) > 1:  # one option leaves nothing to choose
            most = max(o.totals[self.player] for o in self.options)
            tops = [o.label for o in self.options if o.totals[self.player] == most]
            best = "\n\n" + (
                _("Best for {player}: {option}").format(player=self.player, option=tops[0])
                if len(tops) == 1
                else _("Best for {player}: {options} (equal)").format(player=self.player, options=join(tops, "or"))
            )
        rules = _("Rules applied:")
        return f"{title}\n{'=' * len(title)}\n{table}{standing}{changes}{best}\n\n{rules}\n{notes}"


def _merged(cards: Sequence[tuple[str, int]]) -> Cards:
    """``[(card, copies)]`` with each card once (copies added up), in first-seen order."""
    out: dict[str, int] = {}
    for card, n in cards:
        out[card] = out.get(card, 0) + n
    return list(out.items())


def find_player(names: list[str], text: str) -> str:
    """The player ``text`` names: the whole name, or a unique start of one, case and accents folded ("cy" is Cyril).

    :raises InputError: no such player (lists them), or a start several names share.
    """
    want = fold(text)
    exact = [n for n in names if fold(n) == want]
    starts = exact or [n for n in names if want and fold(n).startswith(want)]
    if len(starts) == 1:
        return starts[0]
    if starts:
        raise InputError(
            _("{text} is the start of {players}: type more of the name").format(text=repr(text), players=join(starts))
        )
    raise InputError(
        _("no player {text} in the record: use one of {players}").format(text=repr(text), players=", ".join(names))
    )


def _cards_of(option: tuple[str, int] | Sequence[tuple[str, int]]) -> Sequence[tuple[str, int]]:
    """An option's cards: one ``(card, copies)`` or several."""
    if len(option) == 2 and isinstance(option[0], str) and isinstance(option[1], int):
        return [(option[0], option[1])]
    return option  # type: ignore[return-value]


def what_if(
    record: dict[str, Any],
    player: str,
    gains: Sequence[tuple[str, int] | Sequence[tuple[str, int]]] = (),
    losses: Sequence[tuple[str, int]] = (),
) -> WhatIf:
    """Score ``record`` as it is and once per option for ``player``.

    :param gains: the options, each one card ``(card, copies)`` or the cards of one turn together
        (``[("Province", 1), ("Estate", 1)]``: a turn with +Buy).
    :param losses: cards ``player`` loses or trashes in every option (a Remodelled Gold); with no ``gains``, the
        losses are the one option.
    :raises InputError: a bad record, or ``player`` is not in it, or no option given, a loss of cards the player does
        not have, or a gain that would give the player (or the table) more copies than the game holds.
    """
    table = parse_record(record)
    who = find_player([p.name for p in table.players], player)
    choices = [_merged(_cards_of(g)) for g in gains]
    lost = _merged(losses)
    if not choices and not lost:
        raise InputError(
            _("give at least one gain or loss CARD[=N], e.g. {example}").format(
                example=join([name("Province"), f"{name('Gardens')}=2", f"{name('Province')}+{name('Estate')}"], "or")
            )
        )
    choices = choices or [[]]
    index = next(i for i, p in enumerate(table.players) if p.name == who)
    quick = "counts" in record["players"][index]  # the quick-counts path
    check_losses(table, who, lost, quick)
    for option in choices:
        if quick:
            for card, _n in option:
                check_counts_known(table, who, card)
        check_gains_fit(table, who, option, describe(option, lost))
    now = score_table(table)
    options = []
    explanation: list[str] = []
    for option in choices:
        after = change(table, who, option, lost)
        result = score_table(after)
        totals = {p.name: p.total or 0 for p in result.players}
        options.append(Option(label(option, lost), option, totals, result.winners, lost))
        explanation += _changes(table, after, now, result, who, label(option, lost), [*option, *lost])
    notes = list(now.assumptions)
    rule = tie_rule()
    tied = any(o.totals[who] == max((t for p, t in o.totals.items() if p != who), default=None) for o in options)
    if tied and rule not in notes:  # an option ends in a tie: its verdict rests on the tie rule (WIKI_TURN)
        notes.insert(1, rule)
    if next(p for p in table.players if p.name == who).counts:
        if any(choices) and lost:
            note = _(
                "{player}'s quick counts move with the gain and the loss; a gained card not listed in cards counts "
                "as a new name."
            )
        elif lost:
            note = _("{player}'s quick counts move with the loss.")
        else:
            note = _(
                "{player}'s quick counts move with the gain; a gained card not listed in cards counts as a new name."
            )
        notes.append(note.format(player=who))
    for reading in (_mat_reading(table, who, lost), _trash_reading(table, choices)):
        if reading:
            notes.append(reading)
    return WhatIf(who, {p.name: p.total or 0 for p in now.players}, options, notes, explanation)


def _changes(
    before: Table, after: Table, now: ScoreResult, then: ScoreResult, who: str, what: str, changed: Cards
) -> list[str]:
    """What one option (``what``, its label) changes: the cards ``changed`` (gained or lost) in ``who``'s deck, the
    quick counts they move, and every VP row (any player's: Keep moves between players) whose VP changed, with its
    new reason."""
    from .score import count_label, vp

    old = next(p for p in before.players if p.name == who)
    new = next(p for p in after.players if p.name == who)
    moved_cards = [
        f"{card_plural(card)} {old.deck.get(card, 0)} → {new.deck.get(card, 0)}"
        for card in dict.fromkeys(c for c, _n in changed)
        if old.deck.get(card, 0) != new.deck.get(card, 0)
    ]
    lines = [
        _("{option}: {player}'s {changes}").format(option=what, player=who, changes=", ".join(moved_cards))
        if moved_cards
        else f"{what}:"
    ]
    moved = [f"{count_label(k)} {v} → {new.counts[k]}" for k, v in old.counts.items() if new.counts[k] != v]
    if moved:
        lines.append("  " + _("{player}'s quick counts: {counts}").format(player=who, counts=", ".join(moved)))
    rows = 0
    for was, now_p in zip(now.players, then.players):
        old_rows = {r.item: r for r in was.rows}
        new_rows = {r.item: r for r in now_p.rows}
        for item in dict.fromkeys([*old_rows, *new_rows]):
            a, b = old_rows.get(item), new_rows.get(item)
            if (a.points if a else 0) != (b.points if b else 0):
                why = f" ({b.reason})" if b else ""
                lines.append(f"  {now_p.name}: {item} {a.points if a else 0} → {vp(b.points if b else 0)}{why}")
                rows += 1
    if not rows:
        lines.append("  " + _("no VP changes"))
    return lines
