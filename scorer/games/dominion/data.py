"""Dominion card data: every card's name, Czech name, types, cost and pile, and the VP rules.

Three files in ``cards_data/dominion/``, read by the core loader
(:func:`scorer.core.data.load_data`, msgspec-validated) when first needed:

* ``cards.json`` — generated from the ``domdiv`` card database by
  ``tools/dominion_data.py`` (names, Czech names, sets, types, cost, Supply pile);
* ``vp_rules.json`` — hand-written from the card texts, the rulebooks and their FAQs:
  which cards, Landmarks, Allies and States score, and how;
* ``limits.json`` — how many copies of each card a game holds, by player count
  (:mod:`.limits`).
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Mapping

import msgspec

from scorer.core.errors import RuleError, UnknownNameError
from scorer.core.i18n import N_, language, shown_name, spellings, translations
from scorer.core.names import NameMatcher, fold
from scorer.core.words import plural as _plural
from scorer.core.words import plural_form

#: The messages of Dominion, in the output language (``docs/translating.md``): the catalogue is ``dominion.po``.
T = translations("dominion")
_, ngettext = T.gettext, T.ngettext

#: What a quick count is, as asked at the table (English; shown through ``_``). Keys are the ``counts`` keys of a
#: record.
COUNT_QUESTIONS: dict[str, str] = {
    "total_cards": N_("How many cards do you have in total?"),
    "distinct_names": N_("How many differently named cards do you have?"),
    "action_cards": N_("How many Action cards do you have (any card with the Action type)?"),
    "victory_cards": N_("How many Victory cards do you have (any card with the Victory type; Curses are not)?"),
    "treasure_cards": N_("How many Treasure cards do you have?"),
    "victory_names": N_("How many differently named Victory cards do you have?"),
    "coppers": N_("How many Coppers do you have?"),
    "silvers": N_("How many Silvers do you have?"),
    "golds": N_("How many Golds do you have?"),
    "estates": N_("How many Estates do you have?"),
    "duchies": N_("How many Duchies do you have?"),
    "castles": N_("How many Castles do you have?"),
    "cards_costing_2": N_("How many of your cards cost exactly $2?"),
    "obelisk_pile_cards": N_("How many of your cards come from the Obelisk pile?"),
    "empty_pile_cards": N_("How many of your non-Victory cards come from an empty Supply pile?"),
    "action_names_3plus": N_("How many Action card names do you have 3 or more copies of?"),
    "second_most_action": N_("How many copies do you have of your 2nd most common Action card?"),
    "singleton_names": N_("How many card names do you have exactly one copy of?"),
}


def question(key: str) -> str:
    """Quick count ``key``'s question in the output language ("How many cards do you have in total?")."""
    return _(COUNT_QUESTIONS[key])


#: Words for Young Witch's Bane (Czech „prokletí“, seed 002): a role of a Kingdom pile, not a card.
BANE_WORDS = {"bane", "prokleti"}


#: Card names whose English plural no rule below gives.
_IRREGULAR = {"Oasis": "Oases", "Marquis": "Marquises", "Necropolis": "Necropolises"}


def plural(name: str) -> str:
    """The English plural of a card name: Duchy → Duchies, Witch → Witches, Bag of Gold → Bags of Gold;
    a name already ending in s stays (Gardens, Nobles, Distant Lands).

    >>> [plural(n) for n in ("Province", "Duchy", "Highway", "Witch", "Princess", "Bag of Gold", "Gardens")]
    ['Provinces', 'Duchies', 'Highways', 'Witches', 'Princesses', 'Bags of Gold', 'Gardens']
    """
    return _IRREGULAR.get(name) or plural_form(name, 2)


def counted(n: int, one: str, many: str | None = None) -> str:
    """``n`` and an English noun that fits it, card names' plurals included (:func:`scorer.core.words.plural`
    with :func:`plural` as the plural): ``counted(1, "Gold")`` is "1 Gold", ``counted(3, "Duchy")`` "3 Duchies",
    ``counted(2, "Gardens")`` "2 Gardens". English only: a card in the output language is :func:`cards`."""
    return _plural(n, one, many or plural(one))


def name(card: str) -> str:
    """A card's name in the output language: its Czech name from ``cards.json`` when the output is Czech and the
    Czech edition has the card, else the English one (a second English name, Farm, is shown as typed in English and
    by the card's Czech name in Czech). Piles, Landmarks, Allies and States too (:meth:`CardDB.czech`)."""
    return shown_name(card, card_db().czech(card))


def names(cards: Iterable[str]) -> list[str]:
    """:func:`name` of each of ``cards``."""
    return [name(c) for c in cards]


def cards(n: int, card: str) -> str:
    """``n`` copies of ``card`` in the output language: "3 Duchies"; Czech "3× Vévodství" (a Czech card name is
    not declined after a number: the count is written as a multiple)."""
    return f"{n}× {name(card)}" if language() == "cs" else counted(n, card)


def card_plural(card: str) -> str:
    """A card's name for its copies without a number: "Provinces"; Czech the name as printed ("Provincie")."""
    return name(card) if language() == "cs" else plural(card)


def kind_word(kind: str) -> str:
    """What a kind of name is called in the core's messages ("unknown card 'Provnce'"), in the output language:
    ``kind`` is ``"card"``, ``"State"``, ``"Ally"``, ``"Landmark"`` or ``"Supply pile"``."""
    words = {
        "card": T.pgettext("kind of name", "card"),
        "State": T.pgettext("kind of name", "State"),
        "Ally": T.pgettext("kind of name", "Ally"),
        "Landmark": T.pgettext("kind of name", "Landmark"),
        "Supply pile": T.pgettext("kind of name", "Supply pile"),
    }
    return words[kind]


#: The message for a name of another kind (for :class:`KindMatcher`): ``{(what it is, what was asked): message}``.
_OTHER_KIND = {
    ("a card", "Landmark"): N_("{name} is a card, not a Landmark: list it with the player's cards"),
    ("an Ally", "Landmark"): N_("{name} is an Ally, not a Landmark: give it as the Ally"),
    ("a State", "Landmark"): N_("{name} is a State, not a Landmark: give it as a player's State"),
    ("a card", "Ally"): N_("{name} is a card, not an Ally: list it with the player's cards"),
    ("a State", "Ally"): N_("{name} is a State, not an Ally: give it as a player's State"),
    ("a Landmark", "Ally"): N_("{name} is a Landmark, not an Ally: give it as a Landmark"),
}


#: The message for a name that matches nothing, by kind: ``{kind: (with suggestions, without)}``. The English is
#: the core's own sentence; the Czech says the kind as a noun with its gender ("neznámá památka"), not "jméno
#: (památka)" (a card's name is *název*).
_UNKNOWN = {
    "card": (
        N_("unknown card {text}: did you mean {names}?"),
        N_("unknown card {text}: check the spelling of the card name"),
    ),
    "Landmark": (
        N_("unknown Landmark {text}: did you mean {names}?"),
        N_("unknown Landmark {text}: check the spelling of the Landmark name"),
    ),
    "Ally": (
        N_("unknown Ally {text}: did you mean {names}?"),
        N_("unknown Ally {text}: check the spelling of the Ally name"),
    ),
    "State": (
        N_("unknown State {text}: did you mean {names}?"),
        N_("unknown State {text}: check the spelling of the State name"),
    ),
    "Supply pile": (
        N_("unknown Supply pile {text}: did you mean {names}?"),
        N_("unknown Supply pile {text}: check the spelling of the Supply pile name"),
    ),
}


class DominionMatcher(NameMatcher):
    """A :class:`NameMatcher` whose "unknown name" message names the kind in a whole sentence of the output
    language ("neznámá památka 'xyzzy': zkontrolujte, jak je název napsaný"; English as the core says it).

    :param kind: ``"card"``, ``"Landmark"``, ``"Ally"``, ``"State"`` or ``"Supply pile"``.
    """

    def __init__(self, names: Mapping[str, Iterable[str]], kind: str):
        super().__init__(names, kind_word(kind))
        self.kind_id = kind

    def match(self, text: str, exclude: Iterable[str] = ()) -> str:
        """The id named by ``text``.

        :raises UnknownNameError: nothing fits (with up to 3 suggestions, in the output language).
        :raises AmbiguousNameError: ``text`` starts several names.
        """
        from scorer.core.words import clip

        try:
            return super().match(text, exclude)
        except UnknownNameError as error:
            if not error.text.strip():
                raise
            some, none = _UNKNOWN[self.kind_id]
            shown = repr(clip(error.text))
            if error.suggestions:
                said = _(some).format(text=shown, names=", ".join(repr(s) for s in error.suggestions))
            else:
                said = _(none).format(text=shown)
            error.args = (said,)
            raise


class KindMatcher(DominionMatcher):
    """A :class:`NameMatcher` for Landmarks or Allies that knows the other kinds of names: ``Gardens`` typed
    as a Landmark is "Gardens is a card, not a Landmark", not "did you mean 'Arena'?".

    :param kind: ``"Landmark"`` or ``"Ally"`` (its messages are in the output language: :func:`kind_word`).
    :param others: ``[(matcher, "a card")]`` tried, in order, when nothing of this kind fits.
    """

    def __init__(
        self, names: Mapping[str, Iterable[str]], kind: str, others: list[tuple[NameMatcher, str]] | None = None
    ):
        super().__init__(names, kind)
        self.others = others or []

    def match(self, text: str, exclude: Iterable[str] = ()) -> str:
        """The id named by ``text``.

        :raises RuleError: ``text`` names a thing of another kind (a card, an Ally…), said so.
        :raises UnknownNameError: nothing fits (with suggestions).
        :raises AmbiguousNameError: ``text`` starts several names.
        """
        try:
            return super().match(text, exclude)
        except UnknownNameError:
            for matcher, what in self.others:
                if text in matcher:
                    raise RuleError(
                        _(_OTHER_KIND[what, self.kind_id]).format(name=matcher.display[matcher.match(text)])
                    ) from None
            raise


class Card(msgspec.Struct, frozen=True):
    """One card a player can own.

    :ivar coins: cost in $ (0 when the cost is only Potion or Debt).
    :ivar pile: the Supply pile it comes from, or ``None`` (Shelters, Prizes, Heirlooms…).
    """

    name: str
    cs: str | None
    sets: list[str]
    types: list[str]
    coins: int
    potion: bool
    debt: int
    pile: str | None
    aliases: list[str]

    def has(self, card_type: str) -> bool:
        """True if ``card_type`` (``"Action"``, ``"Victory"``…) is among the card's types."""
        return card_type in self.types


class Named(msgspec.Struct, frozen=True):
    name: str
    cs: str | None


class CardsFile(msgspec.Struct, frozen=True):
    source: str
    cards: list[Card]
    piles: dict[str, list[str]]
    landmarks: list[Named]
    allies: list[Named]
    states: list[Named]


class PileNamesFile(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """``pile_names.json``: names of a pile of several cards beyond its cards' names (``cs``: Czech, from the Czech
    card database; ``cs_word``: the Czech common noun for a pile that database keeps in English, Castles → Hrady)."""

    _about: str = msgspec.field(name="_about", default="")
    source: str = ""
    cs: dict[str, str] = {}
    cs_word_source: str = ""
    cs_word: dict[str, str] = {}


class SecondNamesFile(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """``second_names.json``: ``{second English name: card name}`` (Farm → Harem), shown as used."""

    _about: str = msgspec.field(name="_about", default="")
    source: str = ""
    names: dict[str, str] = {}


class CardRule(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A per-copy VP rule: ``fixed``, ``per_full`` (per full ``size``), ``per_count`` or ``tavern``."""

    kind: str
    vp: int
    source: str
    count: str | None = None
    size: int | None = None


class TableRule(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A Landmark or Ally: its source, and whether it only hands out VP tokens during the game
    (its scoring, if any, is code in :mod:`.rules`)."""

    source: str
    tokens_only: bool = False


class StateRule(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    vp: int
    source: str


class RulesFile(msgspec.Struct, frozen=True):
    about: str
    cards: dict[str, CardRule]
    landmarks: dict[str, TableRule]
    allies: dict[str, TableRule]
    states: dict[str, StateRule]


def _spellings(name: str, czech: str | None, aliases: list[str]) -> list[str]:
    """Every accepted spelling: the output language's name first (the one suggestions show), the other, aliases,
    and the English without apostrophes (``King's Castle`` is found as ``kings castle``)."""
    out = spellings(name, czech, aliases)
    bare = name.replace("'", "").replace("’", "")
    return out + ([bare] if bare != name else [])


class CardDB:
    """The loaded, validated card data with name look-ups.

    :ivar cards: ``{English name: Card}``.
    :ivar piles: ``{pile name: pile types}`` for every Supply pile.
    :ivar rules: the VP rules.
    """

    def __init__(
        self,
        cards_file: CardsFile,
        rules: RulesFile,
        pile_names: PileNamesFile | None = None,
        second_names: SecondNamesFile | None = None,
    ):
        self.cards = {c.name: c for c in cards_file.cards}
        self.piles = cards_file.piles
        self.rules = rules
        self.card_names = DominionMatcher(
            {c.name: _spellings(c.name, c.cs, c.aliases) for c in cards_file.cards}, "card"
        )
        self.states = DominionMatcher({x.name: _spellings(x.name, x.cs, []) for x in cards_file.states}, "State")
        self.allies = KindMatcher(
            {x.name: _spellings(x.name, x.cs, []) for x in cards_file.allies},
            "Ally",
            [(self.card_names, "a card"), (self.states, "a State")],
        )
        self.landmarks = KindMatcher(
            {x.name: _spellings(x.name, x.cs, []) for x in cards_file.landmarks},
            "Landmark",
            [(self.card_names, "a card"), (self.allies, "an Ally"), (self.states, "a State")],
        )
        self.allies.others.append((self.landmarks, "a Landmark"))
        #: ``{Landmark, Ally or State: Czech name}`` where the data gives one
        self.other_cs = {x.name: x.cs for x in (*cards_file.landmarks, *cards_file.allies, *cards_file.states) if x.cs}
        pile_spellings: dict[str, list[str]] = {p: [p] for p in self.piles}
        for c in cards_file.cards:  # every spelling of a card names its pile (Vesnice → Village)
            if c.pile:
                pile_spellings[c.pile] += [s for s in _spellings(c.name, c.cs, c.aliases) if s != c.pile]
        self.second_names = {fold(k): (k, v) for k, v in (second_names.names if second_names else {}).items()}
        self.pile_cs = {**(pile_names.cs_word if pile_names else {}), **(pile_names.cs if pile_names else {})}
        for pile, czech in self.pile_cs.items():  # Ruiny → Ruins, Hrady → Castles
            if pile not in pile_spellings:
                from scorer.core.data import data_problem

                raise data_problem("dominion", "pile_names.json", f"$.cs[{pile!r}]", f"{pile!r} is not a pile")
            pile_spellings[pile].append(czech)
        if language() == "cs":  # a pile is shown by its Czech name (suggestions): Vesnice, Ruiny
            for pile, spelled in pile_spellings.items():
                shown = self.czech(pile)
                if shown:
                    pile_spellings[pile] = [shown, *(s for s in spelled if s != shown)]
        self.pile_names = DominionMatcher(pile_spellings, "Supply pile")
        #: ``{folded pile name: pile}`` for a pile of several different cards named as a pile (Knights, Rytíři,
        #: Castles, Hrady, Ruins, Ruiny): typed as a card, it is told to name each card
        several = {c.pile for c in cards_file.cards if c.pile and c.name != c.pile}
        self.pile_words = {fold(p): p for p in several} | {
            fold(cs): p for p, cs in self.pile_cs.items() if p in several
        }
        self._check()

    def _check(self) -> None:
        """Cross-check the two files (a data error, not a user error).

        :raises DataError: names the file and the field.
        """
        from scorer.core.data import data_problem

        for second, card in self.second_names.values():
            if card not in self.cards or self.card_names.match(second) != card:
                raise data_problem(
                    "dominion", "second_names.json", f"$.names[{second!r}]", f"{second!r} does not name {card!r}"
                )
        for name, rule in self.rules.cards.items():
            where = f"$.cards[{name!r}]"
            if name not in self.cards:
                raise data_problem("dominion", "vp_rules.json", where, f"{name!r} is not in cards.json")
            if rule.kind not in {"fixed", "per_full", "per_count", "tavern"}:
                raise data_problem("dominion", "vp_rules.json", where, f"unknown kind {rule.kind!r}")
            if rule.kind in {"per_full", "per_count"} and rule.count not in COUNT_QUESTIONS:
                raise data_problem("dominion", "vp_rules.json", where, f"counts unknown {rule.count!r}")
            if rule.kind == "per_full" and not rule.size:
                raise data_problem("dominion", "vp_rules.json", where, "a per_full rule needs a size")
        for kind, table, matcher in (
            ("landmarks", self.rules.landmarks, self.landmarks),
            ("allies", self.rules.allies, self.allies),
            ("states", self.rules.states, self.states),
        ):
            for name in table:
                if name not in matcher.display:
                    raise data_problem(
                        "dominion", "vp_rules.json", f"$.{kind}[{name!r}]", f"{name!r} is not in cards.json"
                    )

    def czech(self, ident: str) -> str | None:
        """The Czech name of a card, a pile, a Landmark, an Ally or a State (English ``ident``), or ``None`` where
        the Czech edition has none (the English name is shown then). A pile of several cards has its Czech name
        from ``pile_names.json`` (Ruiny), a pile named after a card its card's (Vesnice); a split pile joins its
        cards' Czech names when both have one."""
        card = self.cards.get(ident)
        if card is not None:
            return card.cs
        if ident in self.pile_cs:
            return self.pile_cs[ident]
        if "/" in ident:
            parts = [self.czech(part) for part in ident.split("/")]
            return "/".join(p for p in parts if p) if all(parts) else None
        return self.other_cs.get(ident)

    def shown_name(self, text: str) -> str | None:
        """The second English name ``text`` spells (``"farm"`` → ``"Farm"``, the later printings' name of Harem),
        to show instead of the card's first name; None if ``text`` is no second name."""
        second = self.second_names.get(fold(text.strip()))
        return second[0] if second else None

    def card(self, text: str) -> Card:
        """The card named ``text`` (English or Czech, forgiving).

        :raises RuleError: ``text`` is "Bane" / „prokletí“, which names a pile role, not a card; it names a pile
            of several different cards (``Knights``, ``Rytíři``: says to name each card, e.g. Dame Anna); or it
            names a Landmark, Ally or State (says which field it belongs in).
        :raises UnknownNameError: no such card (with suggestions).
        :raises AmbiguousNameError: ``text`` starts several card names.
        """
        if fold(text) in BANE_WORDS:
            raise RuleError(
                _(
                    "{text} is Young Witch's Bane pile, not a card name: enter the Bane's own card name (a Bane is an "
                    "ordinary Kingdom card, not a Curse)"
                ).format(text=repr(text.strip()))
            )
        try:
            return self.cards[self.card_names.match(text)]
        except UnknownNameError:
            pile = self.pile_words.get(fold(text.strip()))
            if pile is not None:  # Knights, Castles, Ruins: a pile of different cards, each with its own name
                members = sorted(c.name for c in self.cards.values() if c.pile == pile)
                raise RuleError(
                    # TRANSLATORS: Czech names the pile before a colon ("Rytíři: to je balíček různých karet…").
                    _(
                        "{pile} is a pile of different cards, not a card: type each card's own name, e.g. {examples}"
                    ).format(
                        pile=shown_name(pile, self.czech(pile)),
                        examples=", ".join(shown_name(m, self.cards[m].cs) + " 1" for m in members[:2]),
                    )
                ) from None
            for message, matcher in (
                (N_("{name} is a Landmark, not a card: list it under landmarks"), self.landmarks),
                (N_("{name} is an Ally, not a card: list it under allies"), self.allies),
                (N_("{name} is a State, not a card: list it under states"), self.states),
            ):
                if text in matcher:
                    raise RuleError(_(message).format(name=matcher.match(text))) from None
            raise

    def card_before_a_word(self, text: str) -> str | None:
        """The English name of the card ``text`` names but for its last word (``"Smithy six"``: Smithy), when that
        word cannot be part of a longer card name (not ``"Village Gren"``: Village Green), else ``None``: for a
        count typed in words after a card."""
        head = " ".join(text.split()[:-1])
        if not head or head not in self.card_names or self.card_names.continues(head):
            return None
        return self.cards[self.card_names.match(head)].name

    def pile(self, text: str) -> str:
        """The Supply pile named by ``text``: the pile's name or any card in it
        (``"Dame Anna"`` → ``Knights``, ``"Plunder"`` → ``Encampment/Plunder``).

        :raises RuleError: the card named is not from a Supply pile, or ``text`` names a Landmark, an Ally or a
            State (``Obelisk`` typed as Obelisk's pile: said so).
        :raises UnknownNameError: no such pile or card.
        """
        if text not in self.pile_names and text in self.card_names:
            card = self.card(text)
            raise RuleError(
                _("{card} is not from a Supply pile: name a Supply pile, e.g. {example}").format(
                    card=shown_name(card.name, card.cs), example=repr(shown_name("Village", "Vesnice"))
                )
            )
        if text not in self.pile_names:
            for message, matcher in (
                (
                    N_("{name} is a Landmark, not a Supply pile: name a pile by any of its cards, e.g. {example}"),
                    self.landmarks,
                ),
                (
                    N_("{name} is an Ally, not a Supply pile: name a pile by any of its cards, e.g. {example}"),
                    self.allies,
                ),
                (
                    N_("{name} is a State, not a Supply pile: name a pile by any of its cards, e.g. {example}"),
                    self.states,
                ),
            ):
                if text in matcher:
                    raise RuleError(
                        _(message).format(
                            name=matcher.display[matcher.match(text)], example=shown_name("Village", "Vesnice")
                        )
                    )
        return self.pile_names.match(text)

    def pile_choices(self, piles: list[str]) -> list[str]:
        """What a pile prompt offers: the ``piles`` and the Czech names of their cards (Vesnice, Trh)."""
        names = {c.cs for c in self.cards.values() if c.cs and c.pile in piles}
        czech = sorted((names | {self.pile_cs[p] for p in piles if p in self.pile_cs}) - set(piles))
        return [*piles, *czech]

    def is_action_pile(self, pile: str) -> bool:
        """True if the pile's randomizer (its listed types) has the Action type (Obelisk's setup)."""
        return "Action" in self.piles[pile]


def card_db() -> CardDB:
    """The card database, loaded and validated once per output language (through
    :func:`scorer.core.data.load_data`): its name matchers show names in that language (suggestions, recaps).

    :raises DataError: a data file is missing, does not match its schema (names the
        file and the field), or the two files disagree.
    """
    return _card_db(language())


@functools.lru_cache(maxsize=2)
def _card_db(lang: str) -> CardDB:
    from scorer.core.data import load_data

    cards = load_data("dominion", "cards.json", CardsFile)
    rules = load_data("dominion", "vp_rules.json", RulesFile)
    return CardDB(
        cards,
        rules,
        load_data("dominion", "pile_names.json", PileNamesFile),
        load_data("dominion", "second_names.json", SecondNamesFile),
    )
