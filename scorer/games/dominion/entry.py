"""Interactive entry of a Dominion game, at the table: a flow for :func:`scorer.core.entry.run`.

Once per table: the players (the one players step, 1–6 from the registry), the
Landmarks one answer at a time (each saved at once), Obelisk's pile, Tower's
empty piles (each saved at once), the Ally, and whether Miserable States are in
play. Then per player, one of two paths:

1. **Full deck** — every card with its count (``Province 4, Gardens 3, …``;
   completion per comma-separated part); every count is derived from the cards.
2. **Quick counts** — only the VP cards (and the Treasures, when Keep or a
   count needs them), then only the counts those cards and the Landmarks need
   ("How many cards do you have in total?" only with Gardens or Wall, and so on).

Both paths end with the Tavern mat (only with Distant Lands), VP tokens, Favors
(only with Plateau Shepherds), the State (only if in play) and the turns taken.

Every count is checked where it is typed, against the cards already given and
against what a game of that many players holds (:mod:`.limits`). The core
saves every answer at once, resumes with a recap, steps back on ``<`` and
reviews the answers before scoring.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from typing import Any, NamedTuple

from scorer.core.entry import Entry, parse_int, run, split_list
from scorer.core.errors import RuleError, UnknownNameError
from scorer.core.i18n import N_, language
from scorer.core.prompts import Draft, Prompter
from scorer.core.table import Limit
from scorer.core.words import clip, join

from .data import CardDB, T, _, card_db, cards, name, names, ngettext, question
from .limits import (
    COUNT_CARDS,
    Group,
    Share,
    card_limit,
    count_limit,
    group_left,
    groups,
    left_for,
    over_a_pile,
    over_the_groups,
    over_the_table,
    over_the_tower,
    owned,
    share,
    too_many,
    total_limit,
    tower_left,
)
from .record import (
    DISJOINT,
    MONOTONE,
    Table,
    derive,
    from_listed_cards,
    needed_counts,
    one_pile,
    parse_record,
)
from .score import extra_turns

pgettext = T.pgettext

#: The two paths and "no State", as offered (English; the menu shows them through ``_``, and an entry keeps the
#: language it was typed in, so a draft's answers match its menus).
FULL = N_("Full deck: every card with its count")
QUICK = N_("Quick counts: only VP cards, then a few counts")
NO_STATE = N_("none")

#: VP tokens or Favors from which a count is taken as a likely slip (999999999 for 9) unless typed with "!": the
#: rules give no most for them, so such a count is asked to be confirmed, not refused.
UNUSUAL = 1000

_LEADING = re.compile(r"^(-?\d+(?:[.]\d+)?)\s*[x×]?\s+(.+)$")
_TRAILING = re.compile(r"^(.+?)(?:\s*[x×=:]\s*|\s+)(-?\d+(?:[.]\d+)?)$")
_NUMERIC_TAIL = re.compile(r"^(.+?)\s*[x×=:]?\s+([-+]?\d\S*)$")
_RUN_ON = re.compile(r"\d\s+[^\d\s]")


def parse_cards(text: str, db: CardDB | None = None, shown: dict[str, str] | None = None) -> list[tuple[str, int]]:
    """Parse a line of cards with counts into ``[(English name, count)]``.

    Accepts ``"Province 4, Gardens 3"``, ``"4 Provincie; Zahrady x3"``, ``"Estate"``
    (count 1); parts are separated by commas or semicolons. A count of 0 removes
    the card. ``shown`` is filled with ``{card: second name}`` for a card typed by its second name
    (``Farm`` for Harem), and loses a card typed by its first name.

    :raises RuleError: a negative or non-whole count (``Province 1e3``), a count in words after a card
        (``Smithy six``: says to write digits), or two cards run together without a comma (``Province 4
        Gardens 3``: says to separate them).
    :raises UnknownNameError: an unknown card (with suggestions).
    :raises AmbiguousNameError: a name fragment that starts several cards.
    """
    db = db or card_db()
    out = []
    for part in split_list(text):
        leading = _LEADING.match(part)
        trailing = None if leading else _TRAILING.match(part)
        if leading:
            count, typed = leading.group(1), leading.group(2)
        elif trailing:
            typed, count = trailing.group(1), trailing.group(2)
        else:
            tail = _NUMERIC_TAIL.match(part)
            if tail:
                raise RuleError(
                    _("{part}: the count {count} is not a whole number: give a count like 3").format(
                        part=repr(clip(part)), count=repr(clip(tail.group(2), 12))
                    )
                )
            typed, count = part, "1"
        if "." in count:
            raise RuleError(_("{part}: a count must be a whole number").format(part=repr(clip(part))))
        if int(count) < 0:
            raise RuleError(_("{part}: a count cannot be negative").format(part=repr(clip(part))))
        try:
            card = db.card(typed).name
        except UnknownNameError:
            if _RUN_ON.search(typed):
                raise RuleError(
                    _("{part} holds more than one card: separate cards with commas, e.g. {example}").format(
                        part=repr(clip(part)), example=_example("Province", 4, "Gardens", 3)
                    )
                ) from None
            known = db.card_before_a_word(typed)
            if known is not None:  # "Smithy six": a card and a count in words (not "Village Gren")
                raise RuleError(
                    _("{part}: no card is called that; write a count in digits, e.g. {example}").format(
                        part=repr(clip(part)), example=_example(known, 2)
                    )
                ) from None
            raise
        if shown is not None:
            second = db.shown_name(typed)
            if second:
                shown[card] = second
            else:
                shown.pop(card, None)
        out.append((card, int(count)))
    return out


def _example(*cards_and_counts: str | int) -> str:
    """An example card line in the output language: "Province 4, Gardens 3"; Czech "Provincie 4, Zahrady 3"."""
    pairs = zip(cards_and_counts[0::2], cards_and_counts[1::2])
    return ", ".join(f"{name(str(card))} {n}" for card, n in pairs)


def _choices() -> tuple[list[str], list[str], list[str], list[str], list[str]]:
    """Completion lists: cards, Landmarks, Allies, Action piles (Obelisk), all piles (Tower); the output
    language's names first."""
    return _choices_in(language())


@functools.lru_cache(maxsize=2)
def _choices_in(lang: str) -> tuple[list[str], list[str], list[str], list[str], list[str]]:
    db = card_db()
    cards = db.card_names.names() + sorted(c.cs for c in db.cards.values() if c.cs)
    landmarks = [s for ss in db.landmarks.spellings.values() for s in ss]
    allies = [s for ss in db.allies.spellings.values() for s in ss]
    action = db.pile_choices([p for p in db.piles if db.is_action_pile(p)])
    return cards, landmarks, allies, action, db.pile_choices(list(db.piles))


def _one_by_one(
    entry: Entry,
    key: str,
    message: str,
    match: Callable[[str, list[str]], str],
    offered: Callable[[list[str]], list[str]],
    *,
    label: Callable[[list[str]], str],
    listed: str,
    another: str,
    nothing: str,
) -> list[str]:
    """A list given one or more names per answer (comma-separated), each answer saved at once; empty ends it.

    Answers are keyed by their place (``landmark1``, ``landmark2``…), so an answer changed in the review keeps
    the ones after it. A name given twice in one answer, or already listed, is refused with the reason.

    :param match: the id named by a part, given the ids already listed (left out of its suggestions; raises
        :class:`InputError`).
    :param offered: the completion, given the ids already listed (they are left out).
    :param label: the answer as the recap and the review show it, given its ids ("Landmarks Obelisk, Tower";
        "" for none, the empty answer that ends the list).
    :param listed: the message for an id already listed (English, ``{name}`` and ``{fix}``).
    :param another: what to do instead of naming a listed one alone ("name another Landmark, or Enter…"; English).
    :param nothing: the message for an answer of commas only (English, ``{text}``): refused, it does not end the
        list.
    """
    chosen: list[str] = []
    j = 0
    while True:
        j += 1
        have = list(chosen)

        def parse(text: str, have: list[str] = have) -> list[str]:
            parts = split_list(text)
            if text.strip() and not parts:  # ',' is no name, not the end of the list
                raise RuleError(_(nothing).format(text=repr(clip(text))))
            ids: list[str] = []
            for part in parts:
                ident = match(part, have)
                if ident in ids:
                    raise RuleError(_("{name} is named twice: leave one out").format(name=name(ident)))
                if ident in have:
                    raise RuleError(
                        _(listed).format(name=name(ident), fix=_("leave it out") if len(parts) > 1 else _(another))
                    )
                ids.append(ident)
            return ids

        ids = entry.text(
            f"{key}{j}",
            message,
            parse,
            allow_empty=True,
            choices=offered(have),
            show=label,
        )
        if not ids:
            return chosen
        chosen += ids


def _landmarks(entry: Entry, db: CardDB) -> list[str]:
    """Landmarks, one or more per answer, each answer saved at once; an empty answer ends the list."""
    return _one_by_one(
        entry,
        "landmark",
        _("Landmark in this game (empty when none/no more):"),
        lambda text, have: db.landmarks.match(text, exclude=have),
        lambda have: [s for i, ss in db.landmarks.spellings.items() if i not in have for s in ss],
        label=lambda ids: (
            ngettext("Landmark {names}", "Landmarks {names}", len(ids)).format(names=", ".join(names(ids)))
            if ids
            else ""
        ),
        listed=N_("{name} is already listed: {fix}"),
        another=N_("name another Landmark, or Enter when there are no more"),
        nothing=N_("{text} names no Landmark: name one, or Enter when there are no more"),
    )


def _obelisk(entry: Entry, db: CardDB) -> str:
    def action_pile(text: str) -> str:
        if len(split_list(text)) > 1:
            raise RuleError(one_pile(split_list(text), db))
        pile = db.pile(text)
        if not db.is_action_pile(pile):
            raise RuleError(
                _("{pile} is not an Action Supply pile: Obelisk chooses an Action pile").format(pile=name(pile))
            )
        return pile

    return entry.text(
        "obelisk",
        _("Obelisk's chosen pile (any card of it):"),
        action_pile,
        choices=_choices()[3],
        label=pgettext("recap label", "Obelisk pile"),
        show=name,  # the pile's name in the output language ('vesnice' is Village, 'dame anna' Knights)
    )


def _empty_piles(entry: Entry, db: CardDB) -> list[str]:
    """Tower's empty Supply piles, one or more per answer, each answer saved at once."""
    return _one_by_one(
        entry,
        "tower",
        _("Empty Supply pile at game end, for Tower (empty to finish):"),
        lambda text, have: db.pile(text),
        lambda have: db.pile_choices([p for p in db.piles if p not in have]) if have else _choices()[4],
        label=lambda ids: (
            ngettext("empty pile {names}", "empty piles {names}", len(ids)).format(names=", ".join(names(ids)))
            if ids
            else ""
        ),
        listed=N_("{name} is already listed as an empty pile: {fix}"),
        another=N_("name another pile, or Enter to finish"),
        nothing=N_("{text} names no pile: name one, or Enter to finish"),
    )


class _Line(NamedTuple):
    """One line of cards as it counts: what it sets (in the order typed), which of them the quick path skips,
    and the deck before it (for the review: "Province 5 (was 4)")."""

    cards: dict[str, int]
    skipped: list[str]
    before: dict[str, int]
    names: dict[str, str]  # {card: second name typed} (Farm for Harem)
    parts: dict[str, list[int]]  # {card: the counts typed for it, when typed more than once ([4, 5])}

    def shown(self) -> str:
        """The line for the recap and the review, as it will be scored (names in the output language; a second
        English name as typed)."""
        parts = []
        for card, n in self.cards.items():
            shown = self.names[card] if card in self.names and language() == "en" else name(card)
            if card in self.skipped:
                # TRANSLATORS: Czech "Vesnice 4 (vynecháno: bez vlastních vítězných bodů)": the card's name is not
                # the subject (it may be plural: Koňští handlíři).
                parts.append(_("{card} {n} skipped (no VP of its own)").format(card=shown, n=n))
            elif card in self.before and self.before[card] != n:
                parts.append(_("{card} {n} (was {before})").format(card=shown, n=n, before=self.before[card]))
            else:
                parts.append(f"{shown} {n}")
            if len(self.parts.get(card, [])) > 1:  # named twice on the line: the counts add up, and it says so
                parts[-1] += " (" + " + ".join(str(k) for k in self.parts[card]) + ")"
        return ", ".join(parts)


class _Player:
    """One player's answers: the path, the cards, the counts and the rest."""

    def __init__(
        self,
        entry: Entry,
        name: str,
        table: Table,
        players: int,
        db: CardDB,
        earlier: list[tuple[str, dict[str, int], dict[str, int]]],
    ):
        self.entry, self.name, self.table, self.players, self.db = entry, name, table, players, db
        #: the players before at the table: ``[(name, {card: copies listed}, {count: quick count})]`` (one pile
        #: serves them all)
        self.earlier = earlier
        self.groups = groups(table.obelisk_pile, table.empty_piles)
        self.deck: dict[str, int] = {}
        #: ``{card: second name}`` for a card typed by its second name (Farm for Harem): the record keeps it
        self.shown: dict[str, str] = {}
        self.counts_given: dict[str, int] = {}

    def ask_int(
        self,
        key: str,
        message: str,
        *,
        minimum: Limit | None = None,
        maximum: int | Limit | None = None,
        default: int | None = None,
        label: str | None = None,
        unusual: str | None = None,
    ) -> int:
        """Ask this player for a whole number; a ``minimum`` :class:`Limit` gives its reason when refused
        ("at least 10: the cards listed already make 10 cards").

        :param unusual: for a count no rule bounds (VP tokens, Favors), the message for one of :data:`UNUSUAL`
            or more (English, ``{n}``): refused as a likely slip unless typed with ``!`` after it (``999999999!``),
            which keeps it (the rules give no most for these tokens).
        """
        shown = "" if default is None else str(default)

        def parse(text: str) -> int:
            if not text.strip() and not shown:
                raise RuleError(_("type a whole number"))
            typed = (text or shown).strip()
            sure = unusual is not None and typed.endswith("!")
            if minimum is not None and re.fullmatch(r"-\d+", typed):  # the least it can be, with its reason
                raise RuleError(_("at least {least}: {source}").format(least=minimum.value, source=minimum.source))
            n = parse_int(typed[:-1] if sure else typed, 0, maximum)
            if minimum is not None and n < minimum.value:
                raise RuleError(_("at least {least}: {source}").format(least=minimum.value, source=minimum.source))
            if unusual is not None and n >= UNUSUAL and not sure:
                raise RuleError(_(unusual).format(n=n))
            return n

        return self.entry.text(
            f"{self.entry.seat(self.name)}.{key}",
            _("{player}: {question}").format(player=self.name, question=message),
            parse,
            default=shown,
            allow_empty=True,
            group=self.name,
            label=label,
            show=str,
        )

    # --- cards -------------------------------------------------------------------------

    def keeps(self, card: str, deck: dict[str, int]) -> bool:
        """On the quick path: a VP card or Curse is always listed; a Treasure with Keep (it compares them) or
        when a count needs that Treasure (Coppers for Fountain, Palace); anything else is left out."""
        if card in self.db.rules.cards:
            return True
        if self.db.cards[card].has("Treasure") and "Keep" in self.table.landmarks:
            return True
        needs = needed_counts(deck, self.table.landmarks, self.table.allies, self.db)
        return any(COUNT_CARDS.get(key) == card for key in needs)

    def still_asked(self, deck: dict[str, int]) -> list[str]:
        """The quick counts that the listed cards do not tell (they are asked after the cards)."""
        needs = needed_counts(deck, self.table.landmarks, self.table.allies, self.db)
        return [k for k in needs if not self.told(k, deck)]

    def told(self, key: str, deck: dict[str, int]) -> bool:
        """True if quick count ``key`` follows from the cards listed (so it is not asked)."""
        return from_listed_cards(key, self.table, self.db) or COUNT_CARDS.get(key, "") in deck

    def check_line(self, line: dict[str, int], before: dict[str, int], kept: dict[str, int]) -> None:
        """Refuse counts above what a game holds: for each card, for the whole deck, and with the players before
        at the table (one pile serves them all).

        :param kept: the deck after the line, without the cards the quick path skips.
        :raises RuleError: names the card, the limit and its source.
        """
        for card, n in line.items():
            limit = card_limit(card, self.players, self.db)
            if n > limit.value:
                raise RuleError(too_many(n, card, limit))
        after = {**before, **line}
        pile = over_a_pile(after, self.players, self.db)
        if pile:
            raise RuleError(pile)
        limit = total_limit(self.players, self.db)
        if sum(after.values()) > limit.value:
            raise RuleError(
                _("{n} cards are more than one player can own: at most {most} {source}").format(
                    n=sum(after.values()), most=limit.value, source=limit.source
                )
            )
        hands = [(who, owned(deck, counts)) for who, deck, counts in self.earlier]
        table = over_the_table([*hands, (self.name, kept)], self.players, self.db)
        table = table or over_the_groups([*self.earlier, (self.name, kept, {})], self.groups, self.players, self.db)
        table = table or self.over_the_tower(kept)
        if table:
            raise RuleError(table)

    def shares(self) -> list[Share]:
        """The players before at the table, each with the cards listed and Tower's count (:class:`.limits.Share`)."""
        return [share(who, deck, given) for who, deck, given in self.earlier]

    def over_the_tower(self, kept: dict[str, int]) -> str | None:
        """The message for a Tower count of a player before that this player's cards ``kept`` (all their copies)
        leave no room for (Ann counts 15 with 5 Curses listed, so the 10 Smithies are hers: Bob lists 1), or
        ``None``."""
        if not self.table.empty_piles:
            return None
        shares = [*self.shares(), Share(self.name, kept)]  # this player's count is asked later, bounded then
        over = over_the_tower(shares, self.table.empty_piles, self.players, self.db)
        if over is None:
            return None
        i, limit = over
        return _("{player}'s count, {cards}, is more than the cards listed leave: at most {most}: {source}").format(
            player=shares[i].who,
            cards=Group("empty_pile_cards", tuple(self.table.empty_piles)).what(shares[i].tower_count or 0),
            most=limit.value,
            source=limit.source,
        )

    def lines(self, key: str, message: str, quick: bool) -> None:
        """Ask lines of cards until an empty line; each line sets those cards' counts (a card twice on a line
        adds up: Copper 5, Měďák 2). On the quick path a card with no VP that no count needs is skipped."""
        j = 0
        while True:
            j += 1
            before = dict(self.deck)

            def parse(text: str, before: dict[str, int] = before) -> _Line:
                if text.strip() and not split_list(text):  # ',' is no card, not the empty line that ends the list
                    raise RuleError(
                        _("{text} holds no card: type cards like {example}, or an empty line to finish").format(
                            text=repr(clip(text)), example=_example("Province", 4, "Gardens", 3)
                        )
                    )
                line: dict[str, int] = {}
                typed: dict[str, list[int]] = {}
                names = dict(self.shown)
                for card, n in parse_cards(text, self.db, names):
                    line[card] = line.get(card, 0) + n
                    typed.setdefault(card, []).append(n)
                vp_only = {c: n for c, n in {**before, **line}.items() if c in self.db.rules.cards}
                skipped = [c for c, n in line.items() if quick and not self.keeps(c, {**vp_only, c: n})]
                kept = {c: n for c, n in {**before, **{c: n for c, n in line.items() if c not in skipped}}.items() if n}
                self.check_line(line, before, kept)
                return _Line(line, skipped, before, names, {c: ns for c, ns in typed.items() if len(ns) > 1})

            line = self.entry.text(
                f"{self.entry.seat(self.name)}.{key}{j}",
                message,
                parse,
                allow_empty=True,
                choices=_choices()[0],
                group=self.name,
                show=_Line.shown,
            )
            if not line.cards:
                return
            self.shown = dict(line.names)
            for card, n in line.cards.items():
                if card in line.skipped:
                    continue
                if n:
                    self.deck[card] = n
                else:
                    self.deck.pop(card, None)
            for card in line.skipped:
                # TRANSLATORS: Czech "(vynecháno: Vesnice – bez vlastních vítězných bodů; …)": the name is not the
                # subject of a verb (it may be plural: Koňští handlíři).
                why = (
                    _("({card} has no VP of its own: skipped; the counts are asked after the cards)")
                    if self.still_asked(self.deck)
                    else _("({card} has no VP of its own: skipped; no count needs it)")
                )
                self.entry.echo("  " + why.format(card=name(card)))
            listed = ", ".join(
                f"{self.shown[c] if c in self.shown and language() == 'en' else name(c)} {n}"
                + (f" ({' + '.join(str(k) for k in line.parts[c])})" if c in line.parts else "")  # named twice
                for c, n in self.deck.items()
            )
            self.entry.echo("  " + (listed or _("(no cards yet)")))

    # --- quick counts ------------------------------------------------------------------

    def counts(self) -> dict[str, int]:
        """The quick counts the listed cards and the Landmarks need, each bounded by what is known."""
        from .score import count_label, count_text

        counts: dict[str, int] = {}
        for key in needed_counts(self.deck, self.table.landmarks, self.table.allies, self.db):
            if self.told(key, self.deck):
                continue
            listed = derive(key, self.deck, self.table, self.db)
            mine = owned(self.deck, counts)  # each card listed with all its copies: they bound Tower's count
            most = count_limit(key, self.players, self.table.obelisk_pile, self.db, self.table.empty_piles, mine)
            card = COUNT_CARDS.get(key)
            hands = [(who, owned(deck, given)) for who, deck, given in self.earlier]
            held = [(who, hand[card]) for who, hand in hands if card and hand.get(card)]
            if card and held:  # the players before own some of that card's copies
                left = left_for(card, self.players, held, self.db)
                most = left if left.value < most.value else most
            for group in self.groups:  # the players before hold some of the Obelisk pile or the empty piles
                have = [(who, group.held(deck, given, self.db)) for who, deck, given in self.earlier]
                have = [(who, n) for who, n in have if n]
                if group.key == key and have:
                    left = group_left(group, self.players, have, self.db)
                    most = left if left.value < most.value else most
            if key == "empty_pile_cards" and self.table.empty_piles is not None:  # and what their cards leave
                left = tower_left(self.table.empty_piles, self.players, Share(self.name, mine), self.shares(), self.db)
                most = left if left.value < most.value else most
            if key == "action_names_3plus":  # each name of 3+ copies takes 3 cards
                for of in ("action_cards", "total_cards"):
                    if of in counts and counts[of] // 3 < most.value:
                        message = (
                            _("{player} has {cards} in total, 3 of each such name")
                            if of == "total_cards"
                            else _("{player} has {cards}, 3 of each such name")
                        )
                        most = Limit(
                            counts[of] // 3, message.format(player=self.name, cards=count_text(counts[of], of))
                        )
            total = counts.get("total_cards")
            if total is not None and key not in ("total_cards", "action_names_3plus"):
                cap, among = total, []
                if key in DISJOINT:  # Coppers, Silvers, Golds, Estates, Duchies share the total
                    for other in DISJOINT:
                        n = counts.get(other, derive(other, self.deck, self.table, self.db))
                        if other != key and n:
                            cap -= n
                            among.append(count_text(n, other))
                if cap < most.value:
                    in_total = ngettext(
                        "{player} has {n} card in total", "{player} has {n} cards in total", total
                    ).format(player=self.name, n=total)
                    most = Limit(
                        cap,
                        _("{total}, {among} among them").format(total=in_total, among=join(among))
                        if among
                        else in_total,
                    )
            counts[key] = self.ask_int(
                key,
                self.question(key),
                minimum=Limit(
                    listed,
                    # TRANSLATORS: Czech agrees the verb with the count ("je už 1 karta", "jsou už 3 názvy").
                    ngettext(
                        "the cards listed already make {cards}", "the cards listed already make {cards}", listed
                    ).format(cards=count_text(listed, key)),
                )
                if key in MONOTONE and listed
                else None,
                maximum=most,
                label=count_label(key),
            )
        self.counts_given = counts
        return counts

    def question(self, key: str) -> str:
        """Quick count ``key``'s question; Tower's names the empty piles and, with the Curse pile, that Curses
        count (Tower's card text counts every non-Victory card; a player counting only the Kingdom cards
        would score too few)."""
        piles = self.table.empty_piles
        if key != "empty_pile_cards" or not piles:
            return question(key)
        if "Curse" in piles:
            text = _("How many of your non-Victory cards come from the empty piles {piles}, Curses included?")
        else:
            text = _("How many of your non-Victory cards come from the empty piles {piles}?")
        return text.format(piles=join(names(piles)))

    # --- the rest ----------------------------------------------------------------------

    def ask(self, misery: bool) -> dict[str, Any]:
        """Every answer for this player; returns the player's record."""
        who, table = self.name, self.table
        path = self.entry.select(
            f"{self.entry.seat(self.name)}.path",
            _("How do you enter {player}'s cards?").format(player=who),
            [_(FULL), _(QUICK)],
            default=_(FULL),
            group=who,
        )
        player: dict[str, Any] = {"name": who, "cards": self.deck}
        if path == _(QUICK):
            vp_cards = (
                _(
                    "{player}'s VP cards and Curses and Treasures (Keep compares them), e.g. {example} "
                    "(empty to finish):"
                )
                if "Keep" in table.landmarks
                else _("{player}'s VP cards and Curses, e.g. {example} (empty to finish):")
            )
            self.lines("vp", vp_cards.format(player=who, example=_example("Province", 4, "Gardens", 3)), quick=True)
            if "Keep" in table.landmarks:
                listed = [f"{name(c)} {n}" for c, n in self.deck.items() if self.db.cards[c].has("Treasure")]
                treasures = (
                    _(
                        "{player}'s other Treasures, for Keep ({listed} listed already), e.g. {example} "
                        "(empty to finish):"
                    )
                    if listed
                    else _("{player}'s Treasures, for Keep, e.g. {example} (empty to finish):")
                )
                self.lines(
                    "treasures",
                    treasures.format(player=who, listed=", ".join(listed), example=_example("Gold", 3, "Silver", 5)),
                    quick=True,
                )
            player["counts"] = self.counts()
        else:
            self.lines(
                "cards",
                _("{player}'s cards, e.g. {example} (empty to finish):").format(
                    player=who, example=_example("Province", 4, "Copper", 7)
                ),
                quick=False,
            )
        if self.deck.get("Distant Lands"):
            n = self.deck["Distant Lands"]
            on = self.ask_int(
                "tavern",
                # TRANSLATORS: Czech asks one card as one: "Je vaše karta Distant Lands na podložce Taverny? (1 = ano,
                # 0 = ne)"; from 2 on "Kolik z vašich 2 karet Distant Lands je na vaší podložce Taverny?".
                ngettext(
                    "how many of your {n} {card} are on your Tavern mat?",
                    "how many of your {n} {card} are on your Tavern mat?",
                    n,
                ).format(n=n, card=name("Distant Lands")),
                maximum=Limit(n, _("{player} has {cards}").format(player=who, cards=cards(n, "Distant Lands"))),
                label=_("{card} on the Tavern mat").format(card=name("Distant Lands")),
            )  # no default: only those on the mat score
            player["tavern_mat"] = {"Distant Lands": on}
        player["vp_tokens"] = self.ask_int(
            "tokens",
            _("VP tokens?"),
            default=0,
            label=pgettext("recap label", "VP tokens"),
            unusual=N_(
                "{n} is an unusually large number of VP tokens: if it is right, type {n}! (with '!'), "
                "else the right count"
            ),
        )
        if "Plateau Shepherds" in table.allies:
            player["favors"] = self.ask_int(
                "favors",
                _("Favors at game end?"),
                default=0,
                label=pgettext("recap label", "Favors"),
                unusual=N_(
                    "{n} is an unusually large number of Favors: if it is right, type {n}! (with '!'), "
                    "else the right count"
                ),
            )
        if misery:
            state = self.entry.select(
                f"{self.entry.seat(self.name)}.state",
                _("{player}: Miserable State?").format(player=who),
                [_(NO_STATE), name("Miserable"), name("Twice Miserable")],
                default=_(NO_STATE),
                group=who,
                label=pgettext("recap label", "State"),
            )
            chosen = {name("Miserable"): "Miserable", name("Twice Miserable"): "Twice Miserable"}.get(state)
            player["states"] = [chosen] if chosen else []
        turns = self.entry.text(
            f"{self.entry.seat(self.name)}.turns",
            _("{player}: own turns taken, for a tie (extra turns do not count: {extra}; empty if unknown)?").format(
                player=who, extra=extra_turns()
            ),
            _turns,
            allow_empty=True,
            group=who,
            label=pgettext("recap label", "turns"),
        )
        if turns is not None:
            player["turns"] = turns
        player["cards"] = {self.shown.get(c, c): n for c, n in self.deck.items()}  # Farm stays Farm
        return player


def _ally(db: CardDB) -> Callable[[str], str]:
    """The Ally typed (empty for none): one name, a game has one Ally (Allies rulebook: with Liaisons in the
    Kingdom, one Ally is added).

    :raises RuleError: several names (``Plateau Shepherds, xyz``).
    :raises UnknownNameError: an unknown Ally (with suggestions).
    """

    def parse(text: str) -> str:
        if not text.strip():
            return ""
        parts = split_list(text)
        if len(parts) > 1:
            raise RuleError(_("a game has one Ally: name one, e.g. {ally}").format(ally=name("Plateau Shepherds")))
        return db.allies.match(parts[0] if parts else text)

    return parse


def _turns(text: str) -> int | None:
    """A player's own turns: empty for unknown, else at least 1 (the game ends at the end of a turn, and no pile
    empties in the first round: every player has had a turn; Dominion 2nd edition rulebook, end of the game).

    :raises InputError: not a whole number, or 0.
    """
    if not text.strip():
        return None
    n = parse_int(text)
    if n < 1:
        raise RuleError(_("at least 1: every player has had a turn before the game can end (empty if unknown)"))
    return n


def flow(entry: Entry) -> dict[str, Any]:
    """The whole Dominion entry as a core flow: asks only through ``entry``; returns the finished record.

    :raises InputError: the finished record does not validate (every answer was checked where it was
        typed, so this guards the whole).
    """
    from scorer.core.registry import find

    db = card_db()
    game = find("dominion")
    seated = entry.players(game.title, game.min_players, game.max_players)
    landmarks = _landmarks(entry, db)
    setup: dict[str, Any] = {}
    if "Obelisk" in landmarks:
        setup["obelisk_pile"] = _obelisk(entry, db)
    if "Tower" in landmarks:
        setup["empty_supply_piles"] = _empty_piles(entry, db)
    ally = entry.text(
        "ally",
        _("Ally in this game (empty if none):"),
        _ally(db),
        allow_empty=True,
        choices=_choices()[2],
        label=pgettext("recap label", "Ally"),
        show=lambda ally: name(ally) if ally else "",
    )
    allies = [ally] if ally else []
    misery = entry.confirm(
        "misery",
        # TRANSLATORS: Nocturne has no Czech edition: the State cards keep their English names (Miserable, Twice
        # Miserable), as cards.json's cs null says.
        _("Did anyone end with a Miserable State (Nocturne's Misery Hex)?"),
        default=False,
        label=pgettext("recap label", "Miserable States"),
    )
    table = Table([], landmarks, allies, setup.get("obelisk_pile"), setup.get("empty_supply_piles"))
    players: list[dict[str, Any]] = []
    earlier: list[tuple[str, dict[str, int], dict[str, int]]] = []
    for who in seated:
        player = _Player(entry, who, table, len(seated), db, list(earlier))
        players.append(player.ask(misery))
        earlier.append((who, dict(player.deck), dict(player.counts_given)))
    record: dict[str, Any] = {"game": "dominion", "players": players, "landmarks": landmarks, "allies": allies}
    if setup:
        record["setup"] = setup
    parse_record(record, db)
    return record


def run_entry(draft: Draft, prompter: Prompter) -> dict[str, Any]:
    """Ask for the table at the table (the core saves, resumes, goes back and reviews); return the record.

    :returns: the complete record (also saved, no longer a draft).
    :raises RecordError: the draft's answer log is malformed (``"_entry": "garbage"``: names the field).
    :raises EntryInterrupted: Ctrl-C / Ctrl-D, through :func:`scorer.core.prompts.guard` (all answers saved).
    """
    return run(flow, draft, prompter)
