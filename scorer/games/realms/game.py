"""Mystical Realms game records, hands and results.

Record (pinned, issue #2)::

    {"game": "realms", "players": [{"name": "Ann", "hand": ["Mountain", "great flood", "Kouř", ...],
                                    "choose": ["Mirage=Rainstorm"]}]}

With The Cursed Hoard or the promo cards (issue 11) the record says what the table plays and the
facts of the table the new cards read, all optional (without them a record scores as before)::

    {"game": "realms", "expansions": ["cursed_hoard", "promo"], "printing": "original",
     "player_count": 4, "hand_size": 8, "discard_area": ["Unicorn", "Swamp"],
     "players": [{"name": "Ann", "hand": [...], "items": ["Spyglass"], "choose": ["Angel=King"]}]}
"""

from __future__ import annotations

import contextlib
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

import msgspec

from scorer.core.errors import InputError, RecordError, RuleError, UnknownNameError
from scorer.core.i18n import N_, translations
from scorer.core.records import convert
from scorer.core.result import PlayerScore, Row, ScoreResult, decide
from scorer.core.table import check_players
from scorer.core.words import clip, join

from .cards import EXPANSIONS, PRINTINGS, Card, Deck, deck, deck_for
from .resolve import Declarations, HandScore, best, label
from .table import HOARD_READINGS, Table

if TYPE_CHECKING:
    from scorer.core.names import NameMatcher

#: The messages of Mystical Realms in the output language (``docs/translating.md``; ``realms.po``).
T = translations("realms")
_, ngettext = T.gettext, T.ngettext

#: The game's name, translated where shown (Czech: the Czech edition's *Tajuplné říše*).
# TRANSLATORS: the Czech edition's title (rulebook seed 001).
TITLE = N_("Mystical Realms")
HAND_SIZE = 7
#: The discard area holds at most 10 cards: the game ends when the tenth is laid (rulebook, "Konec hry").
AREA_MAX = 10
TIE_RULE = N_("lowest total base strength of the scoring cards wins (rulebook, end of game)")
#: A record may hold a single hand (``scorer realms score`` scores one); the entry asks for a
#: table of the registry's 2-6 players. The most is the registry's.
RECORD_MIN_PLAYERS = 1

#: The rule readings a result may depend on, printed under "Rules applied" only when they
#: decided something in a hand (see :func:`.resolve._readings`), in this order.
READINGS = {
    "search": N_(
        "Declarations that were not forced are the best ones: every choice that can change the total is tried."
    ),
    "blanked": N_("Blanked cards count for nothing: no suit, strength, bonus or penalty (rulebook p.3)."),
    "self": N_(
        "A card counts itself when it fits its own text, unless the text says 'other' (rulebook example 2: "
        "the card made a Wizard may be any card)."
    ),
    "own_blank": N_(
        "A BLANKS penalty blanks other cards only ('VYMAŽOU určité jiné karty', Czech rulebook): "
        "a card made of the suit it blanks keeps scoring."
    ),
    "wild_wildfire": N_(
        "A wild card left unused keeps its own name and suit, Wild (rulebook FAQ), which Wildfire "
        "does not spare: Wildfire blanks it."
    ),
    "collector": N_(
        "Collector scores every suit with 3+ differently named cards and Gem of Order every run, "
        "two runs of the same strengths too (designer rulings, BGG threads 1864038 and 3101386)."
    ),
    "rangers_dirigible": N_(
        "Rangers clear the word Army from War Dirigible too (designer ruling, BGG thread 2695268)."
    ),
    "fountain": N_("Fountain of Life may add its own base strength when no other card fits (as common scorers do)."),
    "warship_copy": N_("Warship's CLEARS line is printed in its penalty, so a Doppelgänger copying Warship copies it."),
    **HOARD_READINGS,
    "hand_size": N_(
        "With The Cursed Hoard a hand holds 8 cards, 9 with Leprechaun, Genie, Necromancer or Portal (the two "
        "public scorers; the expansion's rulebook was not read here): a record's \"hand_size\" or --hand-size "
        "sets another."
    ),
}

#: The cards whose score reads the number of players (Genie: +10 per other player), and the Cursed Item
#: (Spyglass: -10 in a 2-player game); the spec's "Table-wide facts".
PLAYER_CARDS = frozenset({"genie"})
PLAYER_ITEMS = frozenset({"spyglass"})
#: The cards whose score reads the discard area (spec, "Table-wide facts").
AREA_CARDS = frozenset({"dark_queen", "ghoul", "specter", "death_knight"})
#: The Cursed Item that adds one card to its owner's hand ("one extra card in your hand from now on").
PORTAL = "portal"
#: The hand sizes a record's ``"hand_size"`` (``--hand-size``) may set: the hand before the end-of-game draws.
HAND_SIZES = (7, 8, 9)


class PlayerRecord(msgspec.Struct, forbid_unknown_fields=True):
    name: str
    hand: list[str]
    choose: list[str] = []
    items: list[str] = []


class Record(msgspec.Struct, forbid_unknown_fields=True):
    """A table's record: the players, and with an expansion what the table plays and its facts.

    :ivar expansions: any of :data:`~.cards.EXPANSIONS` (``"cursed_hoard"``, ``"promo"``).
    :ivar printing: ``"original"`` or ``"deluxe"`` (the Deluxe Edition's texts).
    :ivar player_count: the players at the table when not every hand is in the record (Genie, Spyglass).
    :ivar hand_size: the hand before the end-of-game draws (7, 8 or 9; default 7, 8 with The Cursed Hoard).
    :ivar discard_area: the cards face up in the discard area at scoring time (Dark Queen, Ghoul, …).
    """

    game: str
    players: list[PlayerRecord]
    expansions: list[str] = []
    printing: str = "original"
    player_count: int | None = None
    hand_size: int | None = None
    discard_area: list[str] = []


@dataclass(frozen=True)
class Setup:
    """What a table plays and knows besides its hands (issue 11), as read from a record or the command line.

    :ivar expansions: expansion ids (:data:`~.cards.EXPANSIONS`); :ivar printing: a printing id.
    :ivar players: the number of players when given (``player_count``, ``--players``), else ``None``.
    :ivar hand_size: the hand size when given (``hand_size``, ``--hand-size``), else ``None`` (the deck's).
    :ivar area: the discard area's card names, as given (matched by :func:`score_players`).
    """

    expansions: tuple[str, ...] = ()
    printing: str = "original"
    players: int | None = None
    hand_size: int | None = None
    area: tuple[str, ...] = ()

    @property
    def deck(self) -> Deck:
        """The table's deck (:func:`~.cards.deck_for`)."""
        return deck_for(self.expansions, self.printing)


def _table_matcher(what: str) -> NameMatcher:
    """Expansion or printing names as typed (``cursed-hoard``, ``Cursed Hoard``, ``cursed_hoard``)."""
    from scorer.core.names import NameMatcher

    if what == "expansion":
        names = {
            "cursed_hoard": ["cursed-hoard", "cursed_hoard", "The Cursed Hoard"],
            "promo": ["promo", "promo cards"],
        }
        return NameMatcher({e: names[e] for e in EXPANSIONS}, kind=_("expansion"))
    names = {"original": ["original"], "deluxe": ["deluxe", "Deluxe Edition"]}
    return NameMatcher({p: names[p] for p in PRINTINGS}, kind=_("printing"))


def parse_expansions(texts: Sequence[str]) -> tuple[str, ...]:
    """Expansion names (``cursed-hoard``, ``cursed_hoard``, ``promo``; a name once) to ids, in the deck's order.

    :raises UnknownNameError: an unknown name (suggestions in the output language).
    :raises RuleError: one expansion twice.
    """
    m = _table_matcher("expansion")
    found: list[str] = []
    for text in texts:
        ident = m.match(text)
        if ident in found:
            raise RuleError(_("{expansion} is given twice: name each expansion once").format(expansion=ident))
        found.append(ident)
    return tuple(e for e in EXPANSIONS if e in found)


def parse_printing(text: str) -> str:
    """A printing name (``original``, ``deluxe``) to its id.

    :raises UnknownNameError: an unknown name (with suggestions).
    """
    return _table_matcher("printing").match(text)


def check_player_count(n: int, entered: int = 0) -> int:
    """The number of players at the table: 2 to 6 (the registry), and at least the hands ``entered``.

    :raises RuleError: out of range (the message names the fix).
    """
    from scorer.core.registry import find

    game = find("realms")
    if not game.min_players <= n <= game.max_players:
        raise RuleError(
            ngettext(
                "{n} player: a table has {low} to {high} players",
                "{n} players: a table has {low} to {high} players",
                n,
            ).format(n=n, low=game.min_players, high=game.max_players)
        )
    if n < entered:
        raise RuleError(
            _("{n} players, but {entered} hands are entered: give at least {entered}, or leave it out").format(
                n=n, entered=entered
            )
        )
    return n


def check_hand_size_option(n: int) -> int:
    """A hand size set by a record or ``--hand-size``: 7, 8 or 9 (the hand before the end-of-game draws).

    :raises RuleError: another number.
    """
    if n not in HAND_SIZES:
        raise RuleError(_("a hand size of {n}: use 7, 8 or 9 (the hand before the end-of-game draws)").format(n=n))
    return n


def read_setup(record: Record) -> Setup:
    """The table fields of a record, each checked where it is read.

    :raises RecordError: a bad field, named (``$.expansions: unknown expansion 'cursed hord': …``).
    """
    try:
        expansions = parse_expansions(record.expansions)
    except InputError as e:
        raise RecordError(str(e), "$.expansions") from None
    try:
        printing = parse_printing(record.printing)
    except InputError as e:
        raise RecordError(str(e), "$.printing") from None
    players = None
    if record.player_count is not None:
        try:
            players = check_player_count(record.player_count, len(record.players))
        except InputError as e:
            raise RecordError(str(e), "$.player_count") from None
    hand_size = None
    if record.hand_size is not None:
        try:
            hand_size = check_hand_size_option(record.hand_size)
        except InputError as e:
            raise RecordError(str(e), "$.hand_size") from None
    return Setup(expansions, printing, players, hand_size, tuple(record.discard_area))


def split_arguments(args: Sequence[str], d: Deck | None = None) -> list[str]:
    """The card names in command-line arguments: each argument split on commas (``"A,B,C" "D,E"``).

    Without a comma each argument is one name (``Mountain "Great Flood"``). With commas, the
    words of one name may also be separate arguments (``Hora, Stoletá voda, Kouř`` unquoted): at
    an argument break with no comma on either side, the two words are joined when together they
    name a card (``Stoletá`` + ``voda``), and kept apart otherwise (``Smoke`` | ``Wildfire``).

    :returns: the names, stripped, in order (not yet matched: :func:`parse_hand` does that).
    """
    if not any("," in a or ";" in a for a in args):
        return [a.strip() for a in args if a.strip()]
    d = d or deck()
    names: list[str] = []
    open_end = False  # the last name may go on in the next argument (no comma after it)
    for arg in args:
        parts = [p.strip() for p in re.split(r"[,;]", arg)]
        first, rest = parts[0], parts[1:]
        if open_end and first and names and _names_a_card(f"{names[-1]} {first}", d):
            names[-1] = f"{names[-1]} {first}"
        elif first:
            names.append(first)
        names += [p for p in rest if p]
        open_end = bool(parts[-1])
    return names


def _names_a_card(text: str, d: Deck) -> bool:
    try:
        d.matcher.match(text)
    except InputError:
        return False
    return True


def parse_hand(
    names: Sequence[str],
    d: Deck | None = None,
    owner: str | None = None,
    partial: bool = False,
    hand_size: int | None = None,
    items: Sequence[str] = (),
) -> list[str]:
    """Match typed card names (English or Czech, any case, with or without accents).

    :param owner: the hand in messages, in the output language (``"Ann's hand"``; default ``"the hand"``).
    :param partial: the cards are part of a hand (a rules question): 1 to 7 cards, or 8 with Necromancer.
    :param hand_size: the hand size a record or ``--hand-size`` sets (see :func:`hand_limits`).
    :param items: the player's used Cursed Item ids (Portal adds a card).
    :returns: card ids in the order given.
    :raises UnknownNameError: a name matches no card (with suggestions).
    :raises RuleError: the same card twice, or a hand that is not 7 cards
        (8 with Necromancer, whose extra card is an Army, Leader, Wizard or Beast; with The Cursed
        Hoard 8, or 9: :func:`hand_limits`); a :class:`HandSizeError` for the size.
    """
    d = d or deck()
    owner = owner or _("the hand")
    ids: list[str] = []
    for name in names:
        cid = d.matcher.match(name)
        if cid in ids:
            raise RuleError(
                _("{card} is twice in {owner}: each card exists once, remove one").format(card=d.name(cid), owner=owner)
            )
        ids.append(cid)
    check_hand_size(ids, d, owner, partial, hand_size, items)
    return ids


def hand_of(player: str) -> str:
    """A player's hand in messages, in the output language: ``"Ann's hand"`` (Czech ``"ruka hráče Ann"``)."""
    return _("{player}'s hand").format(player=player)


class HandSizeError(RuleError):
    """A hand of the wrong size.

    :ivar problem: the message without the offer of a partial hand.
    :ivar could_be_partial: the same cards may be scored as a partial hand (fewer than 7), which the
        message says; a caller names its own way of asking for one (the command line's ``--partial``,
        :meth:`asked_with`) or drops the offer where there is none (:meth:`without_offer`).
    """

    def __init__(self, problem: str, could_be_partial: bool = False, how: str = ""):
        self.problem = problem
        self.could_be_partial = could_be_partial
        if could_be_partial:
            message = _("{problem}, or score them as a partial hand{how}").format(problem=problem, how=how)
        else:
            message = problem
        super().__init__(message)

    def asked_with(self, option: str) -> HandSizeError:
        """The same error naming how to ask for a partial hand (``" (--partial)"``)."""
        return HandSizeError(self.problem, self.could_be_partial, option)

    def without_offer(self) -> HandSizeError:
        """The same error without the offer of a partial hand (a record, the advisor: no way to ask)."""
        return HandSizeError(self.problem)


def check_hand_size(
    ids: Sequence[str],
    d: Deck,
    owner: str | None = None,
    partial: bool = False,
    hand_size: int | None = None,
    items: Sequence[str] = (),
) -> None:
    """A hand has 7 cards, or 8 with Necromancer (rulebook p.2; Necromancer's text); a partial hand
    (``partial``) 1 to 7, or 8 with Necromancer. With The Cursed Hoard, or a hand size set, see
    :func:`hand_limits`.

    :raises HandSizeError: a hand of another size (too few: the message offers a partial hand), or 8
        cards without Necromancer or without an Army, Leader, Wizard or Beast besides it.
    """
    if hand_size not in (None, HAND_SIZE) or d.end_of_game_draws != ("necromancer",) or PORTAL in items:
        _check_drawn_hand(ids, d, owner or _("the hand"), partial, hand_size, items)
        return
    n = len(ids)
    if n == HAND_SIZE or (partial and 0 < n < HAND_SIZE):
        return
    owner = owner or _("the hand")
    if n == HAND_SIZE + 1 and "necromancer" in ids:
        if not any(d[c].suit in ("army", "leader", "wizard", "beast") for c in ids if c != "necromancer"):
            raise HandSizeError(
                _(
                    "{owner} has 8 cards, but Necromancer's eighth card must be an Army, Leader, Wizard "
                    "or Beast and there is none: remove one card"
                ).format(owner=owner)
            )
        return
    if not partial:
        if n < HAND_SIZE:
            text = ngettext(
                "{owner} has {n} card: a hand has {size} cards, or 8 with Necromancer; add cards",
                "{owner} has {n} cards: a hand has {size} cards, or 8 with Necromancer; add cards",
                n,
            )
        else:
            text = ngettext(
                "{owner} has {n} card: a hand has {size} cards, or 8 with Necromancer; remove cards",
                "{owner} has {n} cards: a hand has {size} cards, or 8 with Necromancer; remove cards",
                n,
            )
        raise HandSizeError(text.format(owner=owner, n=n, size=HAND_SIZE), could_be_partial=0 < n < HAND_SIZE)
    if n == 0:
        raise HandSizeError(
            _("{owner} has no cards: name 1 to {size} cards, or 8 with Necromancer").format(owner=owner, size=HAND_SIZE)
        )
    if n == HAND_SIZE + 1:
        raise HandSizeError(
            _("{owner} has 8 cards: a hand has 8 only with Necromancer; remove 1 card").format(owner=owner)
        )
    extra = n - HAND_SIZE - ("necromancer" in ids)
    raise HandSizeError(
        ngettext(
            "{owner} has {n} cards: a partial hand has 1 to {size} cards, or 8 with Necromancer; remove {extra} card",
            "{owner} has {n} cards: a partial hand has 1 to {size} cards, or 8 with Necromancer; remove {extra} cards",
            extra,
        ).format(owner=owner, n=n, size=HAND_SIZE, extra=extra)
    )


def hand_limits(
    ids: Sequence[str], d: Deck, hand_size: int | None = None, items: Sequence[str] = ()
) -> tuple[int, int]:
    """``(size, most)``: the cards of a full hand, and the most it may hold after the end-of-game draws.

    The size is ``hand_size`` when given (a record's ``"hand_size"``, ``--hand-size``), else the deck's:
    7, or 8 with The Cursed Hoard (its new suits; the two public scorers, spec reading 7). Each of the
    deck's end-of-game draws in the hand (Necromancer; with The Cursed Hoard Leprechaun, Genie and
    Necromancer, CH_RULES in the web scorer's issue #4) and a used Portal adds a card, one at most
    (9 with The Cursed Hoard: the web scorer's issue #57, its maintainer's rulebook screenshot).
    """
    size = hand_size or d.hand_size
    extra = d.max_hand_size - d.hand_size
    draws = sum(c in ids for c in d.end_of_game_draws) + (PORTAL in items)
    return size, size + min(draws, extra)


def _necromancers(d: Deck) -> tuple[str, ...]:
    """The Necromancer of the deck (``necromancer``, or ``necromancer_ch`` with The Cursed Hoard)."""
    return tuple(c for c in d.end_of_game_draws if d[c].name == "Necromancer")


def necromancer_takes(d: Deck) -> tuple[str, ...]:
    """The suits of the card Necromancer takes: Army, Leader, Wizard, Beast (its text), and Undead with
    The Cursed Hoard's Necromancer (``cursed_hoard.json``, ``table.necromancer_takes``)."""
    base = ("army", "leader", "wizard", "beast")
    return (*base, "undead") if "undead" in d.suits else base


def _drawers(d: Deck) -> str:
    """What adds a card at the end, in the output language: ``"Leprechaun, Genie, Necromancer or Portal"``."""
    return join([d.name(c) for c in d.end_of_game_draws] + ([d.name(PORTAL)] if PORTAL in d.items else []), "or")


def _check_drawn_hand(
    ids: Sequence[str], d: Deck, owner: str, partial: bool, hand_size: int | None, items: Sequence[str]
) -> None:
    """:func:`check_hand_size` with The Cursed Hoard's end-of-game draws or a hand size set (:func:`hand_limits`).

    The extra card of a Necromancer that is the hand's only draw must leave a card of the suits it takes
    besides it (:func:`necromancer_takes`). A hand size from The Cursed Hoard's default (8) names the
    option that sets another.

    :raises HandSizeError: as :func:`check_hand_size`.
    """
    size, most = hand_limits(ids, d, hand_size, items)
    n = len(ids)
    hint = ""
    if hand_size is None and "cursed_hoard" in d.expansions:
        hint = _(" (8: the public scorers' reading; a record's \"hand_size\" or --hand-size sets another)")
    if size < n <= most:
        drawn = [c for c in d.end_of_game_draws if c in ids] + ([PORTAL] if PORTAL in items else [])
        necro = _necromancers(d)
        if len(drawn) == 1 and drawn[0] in necro:
            takes = necromancer_takes(d)
            if not any(d[c].suit in takes for c in ids if c not in necro):
                raise HandSizeError(
                    _(
                        "{owner} has {n} cards, but Necromancer's extra card must be {suits} and there is none: "
                        "remove one card"
                    ).format(owner=owner, n=n, suits=join([d.name(s) for s in takes], "or"))
                )
        return
    if n == size or (partial and 0 < n < size):
        return
    cards = _drawers(d)
    if not partial:
        if n == size + 1:
            text = _("{owner} has {n} cards: a hand has {n} only with {cards}; remove 1 card{hint}")
        elif n < size:
            text = ngettext(
                "{owner} has {n} card: a hand has {size} cards, or {most} with {cards}; add cards{hint}",
                "{owner} has {n} cards: a hand has {size} cards, or {most} with {cards}; add cards{hint}",
                n,
            )
        else:
            text = ngettext(
                "{owner} has {n} card: a hand has {size} cards, or {most} with {cards}; remove cards{hint}",
                "{owner} has {n} cards: a hand has {size} cards, or {most} with {cards}; remove cards{hint}",
                n,
            )
        raise HandSizeError(
            text.format(owner=owner, n=n, size=size, most=size + 1, cards=cards, hint=hint),
            could_be_partial=0 < n < size,
        )
    if n == 0:
        raise HandSizeError(
            _("{owner} has no cards: name 1 to {size} cards, or {most} with {cards}").format(
                owner=owner, size=size, most=size + 1, cards=cards
            )
        )
    extra = n - most
    raise HandSizeError(
        ngettext(
            "{owner} has {n} cards: a partial hand has 1 to {size} cards, or {most} with {cards}; remove {extra} card",
            "{owner} has {n} cards: a partial hand has 1 to {size} cards, or {most} with {cards}; remove {extra} cards",
            extra,
        ).format(owner=owner, n=n, size=size, most=size + 1, cards=cards, extra=extra)
    )


def parse_choices(texts: Sequence[str], hand: Sequence[str], d: Deck | None = None) -> Declarations:
    """Turn declaration texts (``--choose`` on the command line, ``choose`` in a record) into declarations.

    Forms: ``Mirage=Rainstorm`` or ``Mirage=Flood`` (a suit), ``Shapeshifter=Weapon``,
    ``Doppelgänger=Basilisk``, ``Book of Changes=Gem of Order:wizard``,
    ``Island=Great Flood``; ``<card>=none`` leaves the card unused.

    :raises RuleError: the text is not of that form, a card twice, or an
        illegal declaration (see :func:`~.resolve.check_declarations`).
    :raises UnknownNameError: an unknown card or suit name.
    """
    d = d or deck()
    fields: dict[str, Any] = {}
    unused: set[str] = set()
    for text in texts:
        left, sep, right = text.partition("=")
        if not sep or not right.strip():
            raise RuleError(
                _("{text} is not CARD=CHOICE: write e.g. {example}").format(
                    text=repr(clip(text)), example=repr(f"{d.name(_in_deck('mirage', d))}={d.name('rainstorm')}")
                )
            )
        who = d.matcher.match(left)
        key = d[who].replaces or who  # a replacement card (mirage_ch) declares as the card it replaces
        if key not in DECLARING:
            raise RuleError(
                _("{card} makes no declaration: only {cards} do").format(
                    card=d.name(who), cards=join([d.name(c) for c in _declaring(d)])
                )
            )
        if key in fields or key in unused:
            raise RuleError(_("{card} is declared twice: keep one declaration for it").format(card=d.name(who)))
        right = right.strip()
        if fold(right) in UNUSED_WORDS:
            unused.add(key)
        elif key in ("mirage", "shapeshifter"):
            fields[key] = _identity(right, d)
        elif key == "book_of_changes":
            target, colon, suit = right.rpartition(":")
            if not colon:
                book = d.name("book_of_changes")
                # TRANSLATORS: CARD and SUIT are the parts of a --choose form: Kniha proměn=KARTA:BARVA.
                card_word, suit_word = T.pgettext("choose form", "CARD"), T.pgettext("choose form", "SUIT")
                raise RuleError(
                    _("{text}: write {form}, e.g. {example}").format(
                        text=repr(clip(text)),
                        form=f"{book}={card_word}:{suit_word}",
                        example=repr(f"{book}={d.name('gem_of_order')}:{d.name('wizard').lower()}"),
                    )
                )
            fields[key] = (d.matcher.match(target), d.suit_matcher.match(suit))
        else:
            fields[key] = d.matcher.match(right)
    dec = Declarations(**fields, unused=frozenset(unused))
    from .resolve import check_declarations

    check_declarations(hand, dec, d)
    return dec


#: The cards that make a declaration (the fields of :class:`~.resolve.Declarations`), in that order; Angel
#: (The Cursed Hoard) protects one other card of the hand.
DECLARING = ("doppelganger", "mirage", "shapeshifter", "book_of_changes", "island", "angel")


def _in_deck(card: str, d: Deck) -> str:
    """The id a base card has in the deck ``d`` (``mirage_ch`` for ``mirage`` with The Cursed Hoard)."""
    return d.replaced.get(card, card)


def _declaring(d: Deck) -> list[str]:
    """The declaring cards in play with deck ``d``, by their ids there."""
    return [_in_deck(c, d) for c in DECLARING if _in_deck(c, d) in d.cards]


#: What leaves a declaring card unused in a ``--choose`` form (``Mirage=none``), English and Czech, folded.
UNUSED_WORDS = ("none", "-", "unused", "nic", "zadna", "zadny", "nepouzita")


def fold(text: str) -> str:
    """``text`` folded as names are matched (case, accents)."""
    from scorer.core.names import fold as fold_name

    return fold_name(text) or text.strip()


def _identity(text: str, d: Deck) -> tuple[str | None, str]:
    if text in d.suit_matcher:
        return (None, d.suit_matcher.match(text))
    try:
        cid = d.matcher.match(text)
    except UnknownNameError as e:
        raise UnknownNameError(_("card or suit"), text, e.suggestions) from None
    return (cid, d[cid].suit)


def score_hand(
    hand: Sequence[str],
    choose: Sequence[str] = (),
    name: str | None = None,
    partial: bool = False,
    why: bool = True,
    setup: Setup = Setup(),
    items: Sequence[str] = (),
) -> RealmsResult:
    """Score one hand (card names) with the best declarations.

    :param name: the player's name (``"Player 1"`` in the output language by default).
    :param partial: score 1 to 7 cards (8 with Necromancer) as given, for a rules question; the result
        says it is not a full hand when it has fewer than 7.
    :param why: add the lines saying why each declaration (see :func:`why_lines`; a search per other
        choice: JSON without an explanation leaves them out).
    :param setup: what the table plays and knows (``--expansion``, ``--printing``, ``--players``,
        ``--area``, ``--hand-size``); :param items: the player's used Cursed Items (names, ``--items``).
    :raises InputError: unknown card, duplicate, wrong size, illegal choice; a table fact that does not
        fit, its option named (``--area: …``).
    """
    return score_players(
        [(name or _("Player 1"), list(hand), list(choose), list(items))], partial=partial, why=why, setup=setup
    )


def score_record(record: dict[str, Any]) -> Any:
    """Validate and score a Mystical Realms game record (a :class:`RealmsResult`), or give the advice
    for a saved last-turn position (``"advise"``, see :func:`advise_record`).

    :raises RecordError: a missing or mistyped field (named).
    :raises InputError: see :func:`score_players`.
    """
    if "advise" in record:
        return advise_record(record)
    rec = convert(record, Record)
    setup = read_setup(rec)
    return score_players([(p.name, p.hand, p.choose, p.items) for p in rec.players], record=True, setup=setup)


class AdvisePosition(msgspec.Struct, forbid_unknown_fields=True):
    """A saved last-turn position: the hand before drawing, the discard area, the seen cards (names)."""

    hand: list[str]
    area: list[str] = []
    seen: list[str] = []


class AdviseRecord(msgspec.Struct):
    """The record ``scorer realms advise`` saves when it asks: ``{"game", "advise": {...}}``."""

    game: str
    advise: AdvisePosition


def advise_record(record: dict[str, Any]) -> Any:
    """The advice for a saved last-turn position (what ``scorer realms advise`` asks and saves):
    ``{"game": "realms", "advise": {"hand": [card], "area": [card], "seen": [card]}}``.

    :returns: an :class:`~.advise.Advice`.
    :raises RecordError: a missing or mistyped field (named).
    :raises InputError: see :func:`~.advise.advise` (the field is named).
    """
    from .advise import advise, read_area, read_hand, read_seen

    rec = convert(record, AdviseRecord)
    if record.get("expansions"):  # a table's expansions were silently ignored (trial of issue 11, W1)
        raise RecordError(_("advise plays the base game only: remove the expansions"), "$.expansions")
    d = deck()
    pos = rec.advise
    try:
        hand = read_hand(pos.hand, d)
    except InputError as e:
        raise RecordError(str(e), "$.advise.hand") from None
    try:
        area = read_area(pos.area, hand, d)
    except InputError as e:
        raise RecordError(str(e), "$.advise.area") from None
    try:
        seen = read_seen(pos.seen, hand, area, d)
    except InputError as e:
        raise RecordError(str(e), "$.advise.seen") from None
    return advise(hand, area, seen, d)


def score_players(
    players: Sequence[
        tuple[str, Sequence[str], Sequence[str]] | tuple[str, Sequence[str], Sequence[str], Sequence[str]]
    ],
    record: bool = False,
    partial: bool = False,
    why: bool = True,
    setup: Setup = Setup(),
) -> RealmsResult:
    """Score every player's hand, rank them and pick the winner.

    :param players: ``(name, card names, declaration texts)`` per player, or with the player's used
        Cursed Items (names) as a fourth element.
    :param record: the players come from a record: a bad declaration names its field
        (``$.players[0].choose``); a hand of the wrong size does not offer a partial hand (a record
        has no way to ask for one). Else a bad table fact names its command-line option (``--area``).
    :param partial: the hands may be partial (see :func:`score_hand`).
    :param why: add the lines saying why each declaration (:func:`why_lines`).
    :param setup: what the table plays and its facts (:class:`Setup`).
    :raises RuleError: no players or more than the registry's 6, empty or duplicate names,
        a card in two hands, an illegal declaration, a hand of the wrong size (:class:`HandSizeError`),
        a card in a hand and the discard area, a Cursed Item twice at the table or without The Cursed
        Hoard, Genie or Spyglass without the number of players.
    """
    from scorer.core.registry import find

    from .advise import slow_notice

    d = setup.deck
    names = check_players([p[0] for p in players], RECORD_MIN_PLAYERS, find("realms").max_players, _(TITLE))
    held: dict[str, str] = {}
    owners: dict[str, str] = {}  # item id -> the player who used it
    hands: list[tuple[list[str], tuple[str, ...], Declarations, bool]] = []
    for i, (name, p) in enumerate(zip(names, players)):
        hand, choose = p[1], p[2]
        with _field(record, f"$.players[{i}].items", "--items"):
            items = read_items(p[3] if len(p) > 3 else (), d, owners, name)
        malformed = [t for t in choose if not t.partition("=")[2].strip()]  # not CARD=CHOICE: said before the hand
        try:
            if malformed:
                parse_choices(malformed[:1], (), d)
            ids = parse_hand(hand, d, hand_of(name), partial, setup.hand_size, items)
        except HandSizeError as e:
            if not (record and e.could_be_partial):
                raise
            raise e.without_offer() from None
        except UnknownNameError as e:  # a record's unknown card names its field, as its other errors do
            if not record:
                raise
            at = next((j for j, n in enumerate(hand) if not malformed and n.strip() == e.text.strip()), None)
            raise RecordError(str(e), f"$.players[{i}].hand" + ("" if at is None else f"[{at}]")) from None
        except InputError as e:
            if not (record and malformed):
                raise
            raise RecordError(str(e), f"$.players[{i}].choose") from None
        for cid in ids:
            if cid in held:
                raise RuleError(
                    _("{card} is in both {first}'s and {second}'s hand: each card exists once").format(
                        card=d.name(cid), first=held[cid], second=name
                    )
                )
            held[cid] = name
        try:
            forced = parse_choices(choose, ids, d)
        except InputError as e:
            if not record:
                raise
            raise RecordError(str(e), f"$.players[{i}].choose") from None
        hands.append((ids, items, forced, bool(choose)))
    with _field(record, "$.discard_area", "--area"):
        area = read_area(setup.area, d, {c: hand_of(who) for c, who in held.items()})
    count = setup.players or (len(players) if len(players) > 1 else None)
    scored: list[tuple[str, HandScore]] = []
    reasons: list[list[str]] = []
    for name, (ids, items, forced, chosen) in zip(names, hands):
        check_player_facts(ids, items, count, d, '"player_count"' if record else "--players N")
        table = Table(players=count, discard_area=area, items=items)
        with slow_notice():  # a line on a terminal if the search takes long (second Czech trial, issue 12)
            hand_score = best(ids, forced, d, table)
        if _size_decided(ids, d, setup, items):
            hand_score.readings.add("hand_size")
        scored.append((name, hand_score))
        reasons.append(why_lines(ids, hand_score, forced if chosen else None, d, table) if why else [])
    return RealmsResult.build(scored, d, partial, reasons, area if any(set(h[0]) & AREA_CARDS for h in hands) else ())


@contextlib.contextmanager
def _field(record: bool, path: str, opt: str) -> Iterator[None]:
    """Name the record field (``$.discard_area``) or the option (``--area``) in an input error about it."""
    try:
        yield
    except RecordError:
        raise
    except InputError as e:
        if record:
            raise RecordError(str(e), path) from None
        raise InputError(f"{opt}: {e}") from None


def read_items(names: Sequence[str], d: Deck, owners: dict[str, str], player: str) -> tuple[str, ...]:
    """A player's used Cursed Items (English or Czech names) as item ids, each once at the table.

    :param owners: item id -> the player who used it, filled here (each item exists once).
    :raises RuleError: items without The Cursed Hoard, an item twice or another player's.
    :raises UnknownNameError: an unknown item (with suggestions).
    """
    if names and not d.items:
        raise RuleError(
            _(
                'Cursed Items come with The Cursed Hoard: add it ("expansions": ["cursed_hoard"] or '
                "--expansion cursed-hoard)"
            )
        )
    found: list[str] = []
    for text in names:
        ident = d.item_matcher.match(text, exclude=[*owners, *found])
        if ident in found:
            raise RuleError(
                _("{item} is named twice: each Cursed Item exists once, name it once").format(item=d.name(ident))
            )
        if ident in owners:
            raise RuleError(
                _("{item} is already {player}'s: each Cursed Item exists once").format(
                    item=d.name(ident), player=owners[ident]
                )
            )
        found.append(ident)
    owners.update(dict.fromkeys(found, player))
    return tuple(found)


def check_player_facts(ids: Sequence[str], items: Sequence[str], count: int | None, d: Deck, how: str) -> None:
    """A hand with Genie, or a used Spyglass, needs the number of players (spec, "Table-wide facts").

    :param count: the number of players, ``None`` when unknown; :param how: how to give it
        (``'"player_count"'`` in a record, ``"--players N"``).
    :raises RuleError: the number is unknown and the hand or the items read it.
    """
    needs = sorted(PLAYER_CARDS & set(ids)) + sorted(PLAYER_ITEMS & set(items))
    if count is None and needs:
        raise RuleError(
            _("{card} counts the players at the table: give their number ({how})").format(
                card=d.name(needs[0]), how=how
            )
        )


def read_area(names: Sequence[str], d: Deck, held: dict[str, str]) -> tuple[str, ...]:
    """The discard area's cards (names) as card ids: each card once, and in no hand.

    :param held: card id -> the hand that holds it, in messages (``"Ann's hand"``).
    :raises RuleError: a card named twice, or also in a hand (whose is said).
    :raises UnknownNameError: an unknown card (with suggestions).
    """
    found: list[str] = []
    for text in names:
        cid = d.matcher.match(text, exclude=[*held, *found])
        if cid in found:
            raise RuleError(_("{card} is named twice: each card exists once, name it once").format(card=d.name(cid)))
        if cid in held:
            raise RuleError(
                _("{card} is both in {owner} and in the discard area: each card exists once").format(
                    card=d.name(cid), owner=held[cid]
                )
            )
        found.append(cid)
    too_many(len(found))
    return tuple(found)


def too_many(n: int, room: int | None = None) -> None:
    """Refuse a discard area of more cards than it can hold at scoring time.

    :param room: the cards it can still take (an entry that already has some); ``None``: all 10.
    :raises RuleError: more than 10 in all (the game ends when the tenth card is laid there, rulebook
        "Konec hry"; the table's count must be a slip).
    """
    room = AREA_MAX if room is None else room
    if n > room:
        raise RuleError(
            ngettext(
                "the discard area holds at most {most} cards (the game ends when the tenth is laid there): "
                "{extra} too many, remove it",
                "the discard area holds at most {most} cards (the game ends when the tenth is laid there): "
                "{extra} too many, remove them",
                n - room,
            ).format(most=AREA_MAX, extra=n - room)
        )


def _size_decided(ids: Sequence[str], d: Deck, setup: Setup, items: Sequence[str]) -> bool:
    """The Cursed Hoard's hand of 8 (spec reading 7) accepted a hand that a hand of 7 would refuse."""
    if setup.hand_size is not None or "cursed_hoard" not in d.expansions or len(ids) < HAND_SIZE + 1:
        return False
    try:
        _check_drawn_hand(ids, d, "", False, HAND_SIZE, items)
    except HandSizeError:
        return True
    return False


def why_lines(
    hand: Sequence[str], result: HandScore, forced: Declarations | None, d: Deck, table: Table | None = None
) -> list[str]:
    """Why the declarations: for each card the search declared, the best other choice and its total
    (``"Mirage=Rainstorm 260; next best Mirage=Weather 220"``); with declarations given by the player
    (``forced``), how the hand compares with the best (``"Chosen: 220, 40 below the best 260 (…)"``).
    Every search here is the hand's own: the table's deck ``d`` and facts ``table`` (players, discard
    area, the player's Cursed Items: their points are in every total).

    Each line costs a search per other choice (:func:`.advise.runner_ups`, which leaves the rest out
    after :data:`.advise.RUNNER_UP_BUDGET` seconds and says so).
    """
    import time

    from .advise import RUNNER_UP_BUDGET, chosen_note, runner_ups

    start = time.monotonic()
    chosen = chosen_note(result, best(hand, None, d, table), d) if forced is not None else None
    # the free search for "Chosen:" counts against the runner-ups' time (a forced 9-card hand with Demon and
    # five declaring cards: 3.3 s with both in full)
    left = max(0.0, RUNNER_UP_BUDGET - (time.monotonic() - start))
    lines = runner_ups(hand, result, forced, d, table, budget=left)
    return lines if chosen is None else [*lines, chosen]


def _blank_reason(reason: str) -> str:
    """A blank reason without its first word (``"blanked by Great Flood"`` -> ``"by Great Flood"``), for the
    row that already says BLANKED; in any output language (the word is the catalogue's)."""
    # TRANSLATORS: the first word of every reason a card is blanked ("blanked by Great Flood"): the
    # row drops it after "BLANKED:". In Czech the rulebook's word, vymazaná.
    word = T.pgettext("first word of a blank reason", "blanked")
    for start in (word + ": ", word + " "):
        if reason.startswith(start):
            return reason[len(start) :]
    return reason


#: The grammatical gender (or number) of every card's Czech name (the data's ``czech``; the English name where
#: it has none), so that the row's BLANKED agrees with it by the catalogue's context (Czech trials, issue 12:
#: *Přelud VYMAZANÝ*, *Zvonice VYMAZANÁ*, *Tornádo VYMAZANÉ*, *Rytířky VYMAZANÉ*, *Hraničáři VYMAZANÍ*).
#: ``"plural"``: a plural name that is not masculine animate; ``"animate"``: a masculine animate plural.
#: A test checks that every card of every deck is here.
CZECH_GENDER: dict[str, str] = {
    **dict.fromkeys(
        (
            "Hora", "Jeskyně", "Zvonice", "Fontána života", "Bažina", "Stoletá voda", "Bouře", "Sněhová vánice",
            "Svíčka", "Kovárna", "Těžká jízda", "Trpasličí pěchota", "Kouzelnice", "Královna", "Princezna",
            "Císařovna", "Hydra", "Válečná loď", "Magická hůl", "Bojová vzducholoď", "Kniha proměn",
            "Ochranná runa", "Krypta", "Kaple", "Temná vládkyně",
        ),
        "feminine",
    ),
    **dict.fromkeys(
        (
            "Les", "Elementál země", "Ostrov", "Elementál vody", "Kouř", "Elementál vzduchu", "Požár", "Blesk",
            "Elementál ohně", "Sběratel", "Pán šelem", "Nekromant", "Nejvyšší mág", "Král", "Velitel",
            "Jednorožec", "Bazilišek", "Válečný oř", "Drak", "Kethský meč", "Elfský luk", "Kethský štít",
            "Krystal řádu", "Strom světa", "Měňavec", "Přelud", "Dvojník", "Zámek", "Džin", "Soudce", "Anděl",
            "Leprikón", "Démon", "Ghúl", "Přízrak", "Kostěj", "Nemrtvý rytíř", "Šašek", "Fénix",
        ),
        "masculine",
    ),
    **dict.fromkeys(("Tornádo", "Podzemí"), "neuter"),
    **dict.fromkeys(("Rytířky", "Zahrady"), "plural"),
    **dict.fromkeys(("Hraničáři", "Elfí lučištníci"), "animate"),
}  # fmt: skip


def _blanked(reasons: str, card: Card) -> str:
    """``"BLANKED: {reasons}"`` agreeing with the card's Czech name (:data:`CZECH_GENDER`)."""
    gender = CZECH_GENDER.get(card.czech or card.name, "feminine")
    if gender == "masculine":
        # TRANSLATORS: a card whose Czech name is masculine singular (Přelud, Les, Drak).
        return T.pgettext("masculine card", "BLANKED: {reasons}").format(reasons=reasons)
    if gender == "neuter":
        # TRANSLATORS: a card whose Czech name is neuter singular (Tornádo, Podzemí).
        return T.pgettext("neuter card", "BLANKED: {reasons}").format(reasons=reasons)
    if gender == "plural":
        # TRANSLATORS: a card whose Czech name is plural, not masculine animate (Rytířky, Zahrady).
        return T.pgettext("plural card", "BLANKED: {reasons}").format(reasons=reasons)
    if gender == "animate":
        # TRANSLATORS: a card whose Czech name is a masculine animate plural (Hraničáři, Elfí lučištníci).
        return T.pgettext("plural animate card", "BLANKED: {reasons}").format(reasons=reasons)
    return _("BLANKED: {reasons}").format(reasons=reasons)


def _card_row(c, d: Deck) -> Row:
    s = c.slot
    if c.blanked:
        reason = _blanked("; ".join(_blank_reason(r) for r in c.blanked_by), d[s.card_id])
    else:
        # TRANSLATORS: the printed base strength in a card's row ("základní síla 9", rulebook).
        parts = [_("base {n}").format(n=s.base)] + [r for _p, r in c.bonus + c.penalty]
        if s.cleared_by:
            parts.append(
                ngettext("penalty cleared by {cards}", "penalty cleared by {cards}", len(s.cleared_by)).format(
                    cards=", ".join(s.cleared_by)
                )
            )
        elif s.army_cleared_by:  # Rangers, Warship: shown where it acts, as a whole penalty's clearing is
            parts.append(
                ngettext(
                    "the word Army cleared by {cards}", "the word Army cleared by {cards}", len(s.army_cleared_by)
                ).format(cards=", ".join(s.army_cleared_by))
            )
        reason = "; ".join(parts)
    return Row(label(s, d), c.points, reason)


def _card_json(c, d: Deck) -> dict[str, Any]:
    s = c.slot
    return {
        "id": s.card_id,
        "name": d.name(s.card_id),
        "suit": None if c.blanked else s.suit,
        "base": s.base,
        "bonus": 0 if c.blanked else c.bonus_points,
        "penalty": 0 if c.blanked else c.penalty_points,
        "blanked": c.blanked,
        "points": c.points,
    }


def _assumptions(hands: Sequence[HandScore]) -> list[str]:
    """The readings some hand's result depended on, in the order of :data:`READINGS`."""
    used = set().union(*(h.readings for h in hands))
    return [_(text) for key, text in READINGS.items() if key in used]


#: The unit the results print ("Ann: 260 points"; Czech "260 bodů", the core's :func:`~scorer.core.result.amount`).
UNIT = "points"


def declared_line(declared: Sequence[str]) -> list[str]:
    """The line under a hand's table: ``["Declared: Mirage=Rainstorm; Island=Swamp"]``."""
    return [_("Declared: {declarations}").format(declarations="; ".join(declared))]


def partial_note(n: int, d: Deck | None = None) -> str:
    """The line under a partial hand's table: ``"Partial hand: 2 cards scored as given, …"``."""
    if d is not None and d.hand_size != HAND_SIZE:
        return ngettext(
            "Partial hand: {n} card scored as given, not a full hand of {size}",
            "Partial hand: {n} cards scored as given, not a full hand of {size}",
            n,
        ).format(n=n, size=d.hand_size)
    return ngettext(
        "Partial hand: {n} card scored as given, not a full hand of {size} (8 with Necromancer)",
        "Partial hand: {n} cards scored as given, not a full hand of {size} (8 with Necromancer)",
        n,
    ).format(n=n, size=HAND_SIZE)


def table_title(d: Deck) -> str:
    """The title of a table's result: ``"Mystical Realms"``, or with what it plays
    (``"Mystical Realms: The Cursed Hoard, promo cards (Deluxe printing)"``)."""
    if not d.expansions and d.printing == "original":
        return _(TITLE)
    parts = [_("The Cursed Hoard") if e == "cursed_hoard" else _("promo cards") for e in d.expansions]
    text = f"{_(TITLE)}: {', '.join(parts)}" if parts else _(TITLE)
    return text + (" " + _("(Deluxe printing)") if d.printing == "deluxe" else "")


def _item_row(item: str, points: int, d: Deck) -> Row:
    """A used Cursed Item's row under the cards: ``Spyglass (Cursed Item)  -10  -10 in a 2-player game``.

    The reason says why the points differ from the printed value: Spyglass's 2-player value, Treasure
    Chest's bonus with enough other used items (``cursed_hoard.json``).
    """
    it = d.items[item]
    if it.two_player_value is not None and points == it.two_player_value != it.value:
        reason = _("{points} in a 2-player game").format(points=points)
    elif it.bonus and points == it.value + it.bonus:
        reason = ngettext(
            "value {n}; +{bonus} with {k} other used item",
            "value {n}; +{bonus} with {k} other used items",
            it.bonus_other_items,
        ).format(n=it.value, bonus=it.bonus, k=it.bonus_other_items)
    else:
        reason = _("value {n}").format(n=it.value)
    return Row(_("{item} (Cursed Item)").format(item=d.name(item)), points, reason)


@dataclass
class RealmsResult(ScoreResult):
    """A scored Mystical Realms table; JSON as pinned in issue #2, with ``unit`` and ``outcome``
    (winners, shared, reason, tie-break as data) added, and ``"partial": true`` when a hand is partial.

    :ivar partial: some hand has fewer than 7 cards (scored with ``partial``: a rules question).
    :ivar expansions: what the table plays besides the base game; with one, or the Deluxe printing,
        the JSON adds ``"expansions"`` and ``"printing"`` (and per player ``"items"`` with The Cursed Hoard).
    """

    partial: bool = False
    expansions: tuple[str, ...] = ()
    printing: str = "original"

    @classmethod
    def build(
        cls,
        scored: Sequence[tuple[str, HandScore]],
        d: Deck,
        partial: bool = False,
        why: Sequence[Sequence[str]] | None = None,
        area: Sequence[str] = (),
    ) -> RealmsResult:
        """The result of the scored hands ``(name, hand)``.

        :param why: per hand, the lines saying why its declarations (:func:`why_lines`), printed
            under the "Declared:" line and after the first line of its explanation.
        :param area: the discard area, said under each hand that reads it (Dark Queen, Ghoul, …).
        """
        why = why or [[] for _ in scored]
        players = []
        short = False
        for (name, hand), reasons in zip(scored, why):
            declared = hand.declarations.describe(d)
            notes = (declared_line(declared) if declared else []) + list(reasons)
            if partial and len(hand.cards) < d.hand_size:
                short = True
                notes.insert(0, partial_note(len(hand.cards), d))
            if area and {c.slot.card_id for c in hand.cards} & AREA_CARDS:
                notes.append(_("Discard area: {cards}").format(cards=d.names(area)))
            extra: dict[str, Any] = {
                "base_strength_total": hand.base_strength_total,
                "cards": [_card_json(c, d) for c in hand.cards],
                "declarations": declared,
            }
            if d.items:
                extra["items"] = [{"id": i, "name": d.name(i), "points": p} for i, p in hand.items]
            players.append(
                PlayerScore(
                    name,
                    [_card_row(c, d) for c in hand.cards] + [_item_row(i, p, d) for i, p in hand.items],
                    total=hand.total,
                    extra=extra,
                    notes=notes,
                )
            )
        outcome = decide(players, lambda p: -p.extra["base_strength_total"], _(TIE_RULE), UNIT)
        tie_break = None
        if outcome.tie_break:
            tied = [p for p in players if sum(q.total == p.total for q in players) > 1]
            tie_break = _("{text} (base strength: {totals})").format(
                text=outcome.tie_break.text,
                totals=", ".join(f"{p.name} {p.extra['base_strength_total']}" for p in tied),
            )
            outcome = replace(outcome, tie_break=replace(outcome.tie_break, text=tie_break))
        explanation = []
        for (name, hand), reasons in zip(scored, why):
            steps = hand.steps[:1] + list(reasons) + hand.steps[1:]
            explanation += [f"{name}:"] + [f"  {step}" for step in steps] if len(scored) > 1 else steps
        return cls(
            game="realms",
            title=table_title(d),
            players=players,
            winners=list(outcome.winners),
            unit=UNIT,
            tie_break=tie_break,
            assumptions=_assumptions([h for _, h in scored]),
            explanation=explanation,
            outcome=outcome,
            partial=short,
            expansions=d.expansions,
            printing=d.printing,
        )

    def to_json(self) -> dict[str, Any]:
        data = super().to_json()
        for p in data["players"]:
            del p["breakdown"]
        if self.tie_break is None:
            del data["tie_break"]
        if self.partial:
            data["partial"] = True
        if self.expansions or self.printing != "original":
            data["expansions"] = list(self.expansions)
            data["printing"] = self.printing
        return data
