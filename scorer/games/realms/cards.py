"""Mystical Realms card data, loaded by the core loader and checked.

``cards_data/realms/cards.json`` holds the 53 base cards; :func:`deck` is that
deck, unchanged by anything below. ``cursed_hoard.json`` holds The Cursed
Hoard (15 cards in three new suits, 8 replacement cards, 24 Cursed Items and
the Deluxe printing's Wildfire) and ``promo.json`` the promo cards (Jester and
the two texts of Phoenix). :func:`deck_for` builds the deck a table plays with
for a set of expansions and a printing: with Cursed Hoard the replacement cards
take the place of the base cards they replace (the rulebook, quoted in the web
scorer's issue #20), so "Great Flood" then names ``great_flood_ch``.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable

import msgspec

from scorer.core.errors import InputError, UnknownNameError
from scorer.core.i18n import N_, language, shown_name, spellings, translations
from scorer.core.names import NameMatcher

T = translations("realms")
_ = T.gettext

#: The suits a card can have; ``wild`` is the printed suit of the three wild cards.
SUITS = ("land", "flood", "weather", "flame", "army", "wizard", "leader", "beast", "weapon", "artifact", "wild")

#: The three suits The Cursed Hoard adds (Garden, also new, is a Land).
HOARD_SUITS = ("building", "outsider", "undead")

#: What a table can play besides the base game (record ``expansions``).
EXPANSIONS = ("cursed_hoard", "promo")

#: The printings whose card texts differ (record ``printing``): ``deluxe`` is
#: the Deluxe Edition (Wildfire spares Outsiders; its Phoenix text).
PRINTINGS = ("original", "deluxe")

#: Cursed Item timings (when an item may be used during the game; no effect on scoring).
TIMINGS = ("any_time", "replace_turn", "after_turn", "as_copied")


class Suit(msgspec.Struct, frozen=True):
    id: str
    name: str
    czech: str
    aliases: tuple[str, ...] = ()


class Card(msgspec.Struct, frozen=True):
    """One printed card.

    :ivar id: snake_case English name (``great_flood``).
    :ivar aliases: other spellings accepted in input (other printings, common slips).
    :ivar suit: printed suit id (one of :data:`SUITS`).
    :ivar base: printed base strength (points).
    :ivar text: our one-line summary of its bonus and penalty.
    :ivar mentions: ids of the cards its text names.
    :ivar suit_groups: the suits its text refers to, grouped by role (the card
        treats the suits of one group alike).

    The fields below have defaults, so ``cards.json`` (base game) does not carry them:

    :ivar expansion: ``"base"``, ``"cursed_hoard"`` or ``"promo"``.
    :ivar replaces: for a Cursed Hoard replacement card (``great_flood_ch``), the
        id of the base card it replaces (``great_flood``); it keeps that card's name.
    :ivar printing: ``""`` in every printing, else the one printing this text is
        in (``phoenix_promo``: ``original``, ``phoenix_deluxe``: ``deluxe``).
    :ivar extra_suits: suits it also counts as (Phoenix: Flame and Weather).
    :ivar wild_suits: for a wild replacement card, the suits it may take.
    :ivar compares_suits: its text compares the suits of the hand with each
        other (Demon, the +70 World Tree), so no two suits are alike for it.
    :ivar sources: keys of the file's ``sources`` its facts were checked against.
    :ivar czech_sources: where the Czech name comes from.
    :ivar one_source: each fact of this card that rests on one source only.
    :ivar notes: readings and differences between the sources.
    """

    id: str
    name: str
    czech: str
    aliases: tuple[str, ...]
    suit: str
    base: int
    number: int
    text: str
    mentions: tuple[str, ...]
    suit_groups: tuple[tuple[str, ...], ...]
    expansion: str = "base"
    replaces: str = ""
    printing: str = ""
    extra_suits: tuple[str, ...] = ()
    wild_suits: tuple[str, ...] = ()
    compares_suits: bool = False
    sources: tuple[str, ...] = ()
    czech_sources: tuple[str, ...] = ()
    one_source: tuple[str, ...] = ()
    notes: str = ""


class CardFile(msgspec.Struct):
    source: str
    suits: list[Suit]
    cards: list[Card]


class Item(msgspec.Struct, frozen=True):
    """One Cursed Item (The Cursed Hoard). Items are not cards of the hand: a
    used (face-down) item adds its value to its owner's total at the end.

    :ivar value: points it adds when used (``-30`` … ``+5``).
    :ivar timing: when it may be used (:data:`TIMINGS`; no effect on scoring).
    :ivar two_player_value: its value instead in a 2-player game (Spyglass: -10).
    :ivar bonus: points it adds on top of ``value`` when its owner has at least
        ``bonus_other_items`` other used items (Treasure Chest: +25 with 3).
    """

    id: str
    name: str
    czech: str
    value: int
    timing: str
    text: str
    sources: tuple[str, ...]
    two_player_value: int | None = None
    bonus: int = 0
    bonus_other_items: int = 0
    notes: str = ""


class Variant(msgspec.Struct, frozen=True):
    """Another printing's text of a base card (the Deluxe Wildfire spares Outsiders)."""

    card: str
    printing: str
    text: str
    mentions: tuple[str, ...]
    suit_groups: tuple[tuple[str, ...], ...]
    sources: tuple[str, ...]
    notes: str = ""


class HoardTable(msgspec.Struct, frozen=True):
    """The hand size and the end-of-game draws with the new suits.

    :ivar hand_size: cards in a hand with the new suits (8; the base game: 7).
    :ivar max_hand_size: the most a hand can hold after the end-of-game draws (9).
    :ivar end_of_game_draws: the cards that each add a card at the end, in the
        order they draw (Leprechaun, Genie, Necromancer; before any penalty).
    :ivar necromancer_takes: the suits of the card Necromancer may take.
    :ivar one_source: the facts that rest on one kind of source (the hand sizes).
    """

    hand_size: int
    max_hand_size: int
    end_of_game_draws: tuple[str, ...]
    necromancer_takes: tuple[str, ...]
    sources: tuple[str, ...]
    one_source: tuple[str, ...] = ()
    notes: str = ""


class HoardFile(msgspec.Struct):
    """``cursed_hoard.json``: the expansion's suits, cards, items, printing variants and hand size."""

    sources: dict[str, str]
    suits: list[Suit]
    cards: list[Card]
    items: list[Item]
    printings: list[Variant]
    table: HoardTable


class PromoFile(msgspec.Struct):
    """``promo.json``: Jester and the two texts of Phoenix."""

    sources: dict[str, str]
    cards: list[Card]


class Deck:
    """The cards a table plays with, looked up by id; names matched in English or Czech.

    ``Deck(data)`` is the 53 base-game cards (:func:`deck`); :func:`deck_for`
    builds the deck of a set of expansions and a printing.

    :ivar expansions: the expansions in play (a subset of :data:`EXPANSIONS`, in that order).
    :ivar printing: one of :data:`PRINTINGS`.
    :ivar items: the Cursed Items by id (empty without Cursed Hoard).
    :ivar replaced: base card id -> the id of the card that replaces it
        (``{"great_flood": "great_flood_ch", …}`` with Cursed Hoard).
    :ivar hand_size: cards in a full hand before the end-of-game draws (7; 8
        with Cursed Hoard, see :class:`HoardTable`).
    :ivar max_hand_size: the most cards a hand can hold (8 with the base
        Necromancer; 9 with Cursed Hoard).
    :ivar end_of_game_draws: the card ids that each add one card at the end, in order.
    """

    def __init__(
        self,
        data: CardFile,
        *,
        expansions: tuple[str, ...] = (),
        printing: str = "original",
        items: tuple[Item, ...] = (),
        replaced: dict[str, str] | None = None,
        table: HoardTable | None = None,
    ):
        self.cards: dict[str, Card] = {c.id: c for c in data.cards}
        self.suits: dict[str, Suit] = {s.id: s for s in data.suits}
        self.expansions = expansions
        self.printing = printing
        self.items: dict[str, Item] = {i.id: i for i in items}
        self.replaced: dict[str, str] = dict(replaced or {})
        self.hand_size = table.hand_size if table else 7
        self.max_hand_size = table.max_hand_size if table else 8
        self.end_of_game_draws: tuple[str, ...] = table.end_of_game_draws if table else ("necromancer",)
        self._matchers: dict[tuple[str, str], NameMatcher] = {}
        self._names: dict[str, dict[str, str]] = {}  # language -> id -> name shown (Deck.name)

    def __getitem__(self, card_id: str) -> Card:
        return self.cards[card_id]

    def _matcher(self, what: str) -> NameMatcher:
        """The matcher of ``what`` (``"card"``, ``"suit"``, ``"item"``) for the output language, built on first use.

        Matching is bilingual in every language; the output language decides the names a matcher shows
        (suggestions, completion) and the word for the kind in its messages (:func:`~scorer.core.i18n.spellings`).
        """
        key = (what, language())
        found = self._matchers.get(key)
        if found is None:
            if what == "card":
                names = {c.id: spellings(c.name, c.czech, c.aliases) for c in self.cards.values()}
                kind = _("card")
            elif what == "suit":
                names = {s.id: spellings(s.name, s.czech, s.aliases) for s in self.suits.values()}
                kind = _("suit")
            else:
                names = {i.id: spellings(i.name, i.czech) for i in self.items.values()}
                kind = _("Cursed Item")
            found = self._matchers[key] = _TableMatcher(names, kind=kind, deck=self, what=what)
        return found

    @property
    def matcher(self) -> NameMatcher:
        """Card names, English or Czech (aliases too), to card ids; shows names in the output language."""
        return self._matcher("card")

    @property
    def suit_matcher(self) -> NameMatcher:
        """Suit names, English or Czech, to suit ids; shows names in the output language."""
        return self._matcher("suit")

    @property
    def item_matcher(self) -> NameMatcher:
        """Cursed Item names, English or Czech, to item ids; shows names in the output language."""
        return self._matcher("item")

    def name(self, ident: str) -> str:
        """Display name of a card id, a suit id or a Cursed Item id, in the output language: the Czech
        edition's name (*Tajuplné říše*, ``cards.json``) in Czech, else the English one.

        :raises KeyError: ``ident`` is none of those ids.
        """
        lang = language()
        shown = self._names.get(lang)
        if shown is None:
            shown = self._names[lang] = {}
        found = shown.get(ident)
        if found is None:
            found = shown[ident] = self._name(ident)
        return found

    def _name(self, ident: str) -> str:
        if ident in self.cards:
            c = self.cards[ident]
            return shown_name(c.name, c.czech)
        if ident in self.items:
            i = self.items[ident]
            return shown_name(i.name, i.czech)
        s = self.suits[ident]
        return shown_name(s.name, s.czech)

    def english(self, ident: str) -> str:
        """The English name of a card id, a suit id or a Cursed Item id (what records store)."""
        if ident in self.cards:
            return self.cards[ident].name
        if ident in self.items:
            return self.items[ident].name
        return self.suits[ident].name

    def names(self, ids: Iterable[str]) -> str:
        """Card names in the output language, comma-separated (``"Hora, Kouř"``)."""
        return ", ".join(self.name(c) for c in ids)


class NotInPlayError(UnknownNameError):
    """A name the table's deck lacks but that names something else of the game: a card of an expansion not in
    play (``Castle`` without The Cursed Hoard), a Cursed Item typed as a card or a card typed as a Cursed Item
    (new-user trial of issue 11, W1 and W2). One line naming it and the fix; no suggestions.

    :ivar name: the thing's name in the output language; :ivar expansion: the expansion it needs (an id of
        :data:`EXPANSIONS`), ``None`` when it is in play but of the other kind.
    """

    def __init__(self, kind: str, text: str, message: str, name: str, expansion: str | None = None, item: bool = False):
        self.kind, self.text, self.suggestions = kind, text, []
        self.name, self.expansion, self.item = name, expansion, item
        InputError.__init__(self, message)

    def base_only(self) -> str:
        """The line for ``advise`` and ``best``, which play the base game only."""
        if self.item:
            return _("{item} is a Cursed Item of The Cursed Hoard: advise and best play the base game only").format(
                item=self.name
            )
        return _("{card} is a card of {expansion}: advise and best play the base game only").format(
            card=self.name, expansion=_(EXPANSION_NAMES[self.expansion or "cursed_hoard"])
        )


#: The expansions' names in messages (translated where shown).
EXPANSION_NAMES = {"cursed_hoard": N_("The Cursed Hoard"), "promo": N_("the promo cards")}

#: How a table adds an expansion: the command line's --expansion value.
EXPANSION_OPTIONS = {"cursed_hoard": "cursed-hoard", "promo": "promo"}


class _TableMatcher(NameMatcher):
    """The matcher of one deck's cards or Cursed Items: a name the deck lacks that names a card of an expansion
    not in play, or a thing of the other kind, is refused as such (:class:`NotInPlayError`), not as a typo."""

    def __init__(self, names, kind: str, deck: Deck, what: str):
        super().__init__(names, kind=kind)
        self._deck, self._what = deck, what

    def match(self, text: str, exclude: Iterable[str] = ()) -> str:
        try:
            return super().match(text, exclude)
        except UnknownNameError as e:
            other = self._elsewhere(text) if text.strip() else None
            if other is None:
                raise
            raise other from e

    def _elsewhere(self, text: str) -> NotInPlayError | None:
        from scorer.core.errors import AmbiguousNameError

        d = self._deck
        full = d if set(d.expansions) == set(EXPANSIONS) else deck_for(EXPANSIONS, d.printing)

        def found(what: str, where: Deck) -> str | None:
            if what == "item" and not where.items:
                return None
            try:
                return NameMatcher.match(where._matcher(what), text)
            except (UnknownNameError, AmbiguousNameError):
                return None

        if self._what == "card":
            cid = found("card", full) if full is not d else None
            if cid is not None and full[cid].expansion in EXPANSION_NAMES:
                exp = full[cid].expansion
                return NotInPlayError(
                    self.kind,
                    text,
                    _(
                        "{card} is a card of {expansion}, which is not in play: add it (--expansion {option}, "
                        'or "{id}" in a record\'s "expansions")'
                    ).format(
                        card=full.name(cid),
                        expansion=_(EXPANSION_NAMES[exp]),
                        option=EXPANSION_OPTIONS[exp],
                        id=exp,
                    ),
                    full.name(cid),
                    exp,
                )
            item = found("item", full)
            if item is not None:
                return NotInPlayError(
                    self.kind,
                    text,
                    _(
                        '{item} is a Cursed Item, not a card: give it with the player\'s items (--items, or "items")'
                    ).format(item=full.name(item)),
                    full.name(item),
                    None if "cursed_hoard" in d.expansions else "cursed_hoard",
                    item=True,
                )
        elif self._what == "item":
            cid = found("card", d) or found("card", full)
            if cid is not None:
                shown = d.name(cid) if cid in d.cards else full.name(cid)
                return NotInPlayError(
                    self.kind,
                    text,
                    _("{card} is a card, not a Cursed Item: name it in the hand").format(card=shown),
                    shown,
                )
        return None


def _validate(data: CardFile) -> CardFile:
    """:raises DataError: not 53 distinct cards, other suits, a card without a rule, an unknown mention."""
    from scorer.core.data import data_problem

    from .effects import RULES

    ids = [c.id for c in data.cards]
    suit_ids = {s.id for s in data.suits}
    problems = []
    if len(ids) != 53 or len(set(ids)) != 53:
        problems.append(f"expected 53 distinct cards, found {len(set(ids))}")
    if suit_ids != set(SUITS):
        problems.append(f"suits differ from {SUITS}")
    for c in data.cards:
        if c.suit not in suit_ids:
            problems.append(f"{c.id}: unknown suit {c.suit!r}")
        if c.id not in RULES:
            problems.append(f"{c.id}: no rule in effects.py")
        bad = [m for m in c.mentions if m not in ids] + [s for g in c.suit_groups for s in g if s not in suit_ids]
        if bad:
            problems.append(f"{c.id}: mentions unknown {bad}")
    if problems:
        raise data_problem("realms", "cards.json", "$.cards", "; ".join(problems))
    return data


def load_deck() -> Deck:
    """Read and check the card file (uncached: :func:`deck` keeps the result).

    :raises DataError: the shipped file is missing, broken, or inconsistent (one line naming the field).
    """
    from scorer.core.data import load_data

    return Deck(_validate(load_data("realms", "cards.json", CardFile)))


@functools.cache
def deck() -> Deck:
    """The 53 cards, loaded once (see :func:`load_deck`).

    :raises DataError: the shipped data file is broken (a packaging bug, exit code 1).
    """
    return load_deck()


def _check_table(expansions: Iterable[str], printing: str) -> tuple[tuple[str, ...], str]:
    """The expansions in :data:`EXPANSIONS` order, and the printing, checked.

    :raises InputError: an unknown expansion or printing (one line naming the known ones).
    """
    from scorer.core.errors import InputError

    asked = set(expansions)
    unknown = sorted(asked - set(EXPANSIONS))
    if unknown:
        raise InputError(f"unknown expansion {unknown[0]!r}: use {' or '.join(EXPANSIONS)}")
    if printing not in PRINTINGS:
        raise InputError(f"unknown printing {printing!r}: use {' or '.join(PRINTINGS)}")
    return tuple(e for e in EXPANSIONS if e in asked), printing


def _validate_hoard(base_ids: dict[str, Card], hoard: HoardFile) -> HoardFile:
    """:raises DataError: counts, ids, suits, replacements, items or sources that do not fit."""
    from scorer.core.data import data_problem

    new = [c for c in hoard.cards if not c.replaces]
    repl = [c for c in hoard.cards if c.replaces]
    ids = [c.id for c in hoard.cards]
    suits = set(SUITS) | {s.id for s in hoard.suits}
    in_play = (set(base_ids) - {c.replaces for c in repl}) | set(ids)
    problems = []
    if {s.id for s in hoard.suits} != set(HOARD_SUITS):
        problems.append(f"suits differ from {HOARD_SUITS}")
    if len(new) != 15 or len(repl) != 8 or len(set(ids)) != 23:
        problems.append(f"expected 15 new and 8 replacement cards, all distinct; found {len(new)} and {len(repl)}")
    for c in hoard.cards:
        problems += _card_problems(c, suits, in_play, set(hoard.sources), "cursed_hoard")
        if c.id in base_ids:
            problems.append(f"{c.id}: also a base card id")
        if c.replaces:
            old = base_ids.get(c.replaces)
            if old is None:
                problems.append(f"{c.id}: replaces unknown base card {c.replaces!r}")
            elif (c.id, c.name, c.czech) != (f"{old.id}_ch", old.name, old.czech):
                problems.append(f"{c.id}: a replacement keeps the id (+ _ch) and the names of {old.id}")
    items = [i.id for i in hoard.items]
    if len(items) != 24 or len(set(items)) != 24 or set(items) & in_play:
        problems.append(f"expected 24 distinct Cursed Items apart from the cards, found {len(set(items))}")
    for i in hoard.items:
        if i.timing not in TIMINGS:
            problems.append(f"{i.id}: unknown timing {i.timing!r}")
        if (i.bonus > 0) != (i.bonus_other_items > 0):
            problems.append(f"{i.id}: a bonus needs its count of other items, and the other way round")
        problems += [f"{i.id}: unknown source {s!r}" for s in i.sources if s not in hoard.sources]
    t = hoard.table
    if not 7 <= t.hand_size <= t.max_hand_size or set(t.necromancer_takes) - suits:
        problems.append("table: hand sizes out of order, or Necromancer takes an unknown suit")
    problems += [f"table: unknown card {c!r}" for c in t.end_of_game_draws if c not in ids]
    problems += [f"table: unknown source {s!r}" for s in t.sources if s not in hoard.sources]
    for v in hoard.printings:
        if v.card not in base_ids or v.printing not in PRINTINGS or v.printing == "original":
            problems.append(f"printing of {v.card!r}: not a base card in another printing")
        bad = [m for m in v.mentions if m not in base_ids] + [s for g in v.suit_groups for s in g if s not in suits]
        bad += [s for s in v.sources if s not in hoard.sources]
        if bad:
            problems.append(f"printing of {v.card}: unknown {bad}")
    if problems:
        raise data_problem("realms", "cursed_hoard.json", "$", "; ".join(problems))
    return hoard


def _validate_promo(base_ids: dict[str, Card], hoard: HoardFile, promo: PromoFile) -> PromoFile:
    """:raises DataError: not Jester and the two Phoenix texts, or a card that does not fit."""
    from scorer.core.data import data_problem

    suits = set(SUITS) | {s.id for s in hoard.suits}
    known = set(base_ids) | {c.id for c in hoard.cards}
    ids = [c.id for c in promo.cards]
    problems = []
    if sorted(ids) != ["jester", "phoenix_deluxe", "phoenix_promo"]:
        problems.append(f"expected jester, phoenix_promo and phoenix_deluxe, found {ids}")
    for c in promo.cards:
        problems += _card_problems(c, suits, known | set(ids), set(promo.sources), "promo")
    phoenixes = {c.printing for c in promo.cards if c.name == "Phoenix"}
    if phoenixes != {"original", "deluxe"}:
        problems.append("Phoenix needs one text per printing (original, deluxe)")
    if problems:
        raise data_problem("realms", "promo.json", "$", "; ".join(problems))
    return promo


def _card_problems(c: Card, suits: set[str], ids: set[str], sources: set[str], expansion: str) -> list[str]:
    """What is wrong with one expansion card (empty when nothing): its rule in ``effects.RULES`` too."""
    from .effects import RULES

    problems = [] if c.id in RULES else [f"{c.id}: no rule in effects.py"]
    if c.expansion != expansion:
        problems.append(f"{c.id}: expansion {c.expansion!r}, expected {expansion!r}")
    if c.printing not in ("", *PRINTINGS):
        problems.append(f"{c.id}: unknown printing {c.printing!r}")
    used = [c.suit, *c.extra_suits, *c.wild_suits, *(s for g in c.suit_groups for s in g)]
    bad = [s for s in used if s not in suits] + [m for m in c.mentions if m not in ids]
    bad += [s for s in c.sources if s not in sources]
    if bad:
        problems.append(f"{c.id}: unknown {bad}")
    if not c.sources:
        problems.append(f"{c.id}: no sources")
    if c.wild_suits and c.suit != "wild":
        problems.append(f"{c.id}: only a wild card takes other suits")
    return problems


@functools.cache
def _expansion_files() -> tuple[HoardFile, PromoFile]:
    """The two expansion files, loaded once and checked against the base deck."""
    from scorer.core.data import load_data

    base = deck().cards
    hoard = _validate_hoard(base, load_data("realms", "cursed_hoard.json", HoardFile))
    promo = _validate_promo(base, hoard, load_data("realms", "promo.json", PromoFile))
    return hoard, promo


def load_table_deck(expansions: Iterable[str] = (), printing: str = "original") -> Deck:
    """Build the deck of a table (uncached: :func:`deck_for` keeps the results).

    Cursed Hoard adds its 15 cards and its three suits, puts its 8 replacement
    cards in place of the base cards they replace (ids ``*_ch``; the base card's
    name then names the replacement, and every other card's ``mentions`` follow
    it), makes its 24 Cursed Items known, and sets the hand size to 8 (9 at
    most after the end-of-game draws; the two peer scorers' rule). Promo adds Jester and the Phoenix
    of the printing (``phoenix_promo`` in the original, ``phoenix_deluxe`` in the
    Deluxe Edition). The Deluxe printing also gives Wildfire the text that
    spares Outsiders. The base cards' data (``cards.json``) is checked as by
    :func:`load_deck`; effect rules for the expansion cards are the engine's.

    :param expansions: any of :data:`EXPANSIONS`, in any order; empty: the base game.
    :param printing: one of :data:`PRINTINGS`.
    :returns: the deck, with :attr:`Deck.expansions` in :data:`EXPANSIONS` order.
    :raises InputError: an unknown expansion or printing.
    :raises DataError: a shipped data file is broken (a packaging bug, exit code 1).
    """
    exps, printing = _check_table(expansions, printing)
    base = deck()  # checks cards.json, rules included
    hoard, promo = _expansion_files()
    cards = dict(base.cards)
    suits = list(base.suits.values())
    replaced: dict[str, str] = {}
    items: tuple[Item, ...] = ()
    table: HoardTable | None = None
    if printing != "original":
        for v in hoard.printings:
            if v.printing == printing:
                cards[v.card] = msgspec.structs.replace(
                    cards[v.card], text=v.text, mentions=v.mentions, suit_groups=v.suit_groups, printing=printing
                )
    if "cursed_hoard" in exps:
        suits += hoard.suits
        items = tuple(hoard.items)
        table = hoard.table
        for c in hoard.cards:
            if c.replaces:
                replaced[c.replaces] = c.id
                del cards[c.replaces]
            cards[c.id] = c
    if "promo" in exps:
        for c in promo.cards:
            if c.printing in ("", printing):
                cards[c.id] = c
    if replaced:
        for cid, c in cards.items():
            if any(m in replaced for m in c.mentions):
                cards[cid] = msgspec.structs.replace(c, mentions=tuple(replaced.get(m, m) for m in c.mentions))
    data = CardFile(source="cards.json + cursed_hoard.json + promo.json", suits=suits, cards=list(cards.values()))
    return Deck(data, expansions=exps, printing=printing, items=items, replaced=replaced, table=table)


@functools.cache
def _deck_for(expansions: tuple[str, ...], printing: str) -> Deck:
    return load_table_deck(expansions, printing)


def deck_for(expansions: Iterable[str] = (), printing: str = "original") -> Deck:
    """The deck of a table, loaded once per set of expansions and printing.

    ``deck_for()`` is :func:`deck` itself (the base game, original printing).
    See :func:`load_table_deck` for what each expansion and printing changes.

    :raises InputError: an unknown expansion or printing.
    :raises DataError: a shipped data file is broken (a packaging bug, exit code 1).
    """
    exps, printing = _check_table(expansions, printing)
    if not exps and printing == "original":
        return deck()
    return _deck_for(exps, printing)
