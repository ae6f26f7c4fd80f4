"""Resolving a Mystical Realms hand in the official order, and finding the best declarations.

Order (rulebook "Otázky a odpovědi", seed 001; issue #2):

1. Doppelgänger, then Mirage, then Shapeshifter take their identities.
2. Book of Changes changes the suit of one other card.
3. Every CLEARS effect applies (Island's on the card chosen), even from a
   card that ends up blanked.
4. Blanking: a card is blanked by a BLANKS penalty of a card that is not
   blanked, or by its own BLANKED condition checked against non-blanked cards.
   Cards that blank each other in a cycle are all blanked (FAQ: Doppelgänger
   copying Basilisk). The outcome does not depend on the order of entry.
5. Bonuses and the remaining penalties of non-blanked cards.

With The Cursed Hoard and the promo cards (issue 11; the spec ``docs/realms-cursed-hoard-notes.md``,
"Rule order with the expansion"): Angel's protected card is a declaration; before any blanking the
unblankable cards are fixed (Angel, the card it protects, every Undead while Lich or the Cursed Hoard
Necromancer is in the hand, the Deluxe Phoenix against every other card), then Demon blanks every
card that is not an Outsider and is the only card of one of its suits, then blanking goes on as
above. A blanked promo Phoenix keeps its three suits for the other cards (base 0). The table's facts
(:class:`~.table.Table`) reach the rules through :class:`~.effects.Context` on every slot; the
player's used Cursed Items add their points to the total.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, field, replace

from scorer.core.errors import RuleError
from scorer.core.i18n import language, translations, using

from .cards import Card, Deck, deck
from .effects import BLANKS_OTHER, RULES, WILD_SUITS, Context, Effect, Rule, Slot, has
from .table import Table, items_points

DECLARERS = ("doppelganger", "mirage", "shapeshifter", "book_of_changes", "island")

#: Every field of :class:`Declarations` a card fills, in option order: the base game's, then Angel's.
ALL_DECLARERS = (*DECLARERS, "angel")

#: The wild cards whose choice is a name and a suit, by field: the base card, then the Cursed Hoard one.
WILD_CARDS = {"mirage": ("mirage", "mirage_ch"), "shapeshifter": ("shapeshifter", "shapeshifter_ch")}

#: The cards that copy or take an identity (no bonus or penalty of their own when unused).
WILD_IDS = frozenset({"doppelganger", "mirage", "shapeshifter", "mirage_ch", "shapeshifter_ch"})
#: The cards that make a choice: those that declare (the Cursed Hoard's wild cards too) and Angel (the card it
#: protects). A hand without one has one candidate: :func:`best` scores it at once.
CHOOSING = frozenset({*ALL_DECLARERS, *WILD_IDS})

#: The hands whose candidates the search (``search.best_declarations``) blanks as :func:`blanking` does
#: (``search._Evaluator.blanked_slow``), not with the base game's blanking, which does not know these cards' rules:
#: Demon's blanking first, the unblankable cards (Angel and the card it protects, Undead with Lich or the
#: Cursed Hoard Necromancer, the Deluxe Phoenix), Angel's choice, Phoenix's extra suits and the blanked
#: promo Phoenix keeping them. The evaluator knows the rest of the expansion: the table's facts on every
#: slot (Genie; Dark Queen, Ghoul, Specter and Death Knight's discard area; Jester's hand size), the
#: Cursed Hoard wild cards and their suits, the Deluxe Wildfire's rule (:func:`rule_id`).
EXACT_ONLY = frozenset({"demon", "angel", "lich", "necromancer_ch", "phoenix_promo", "phoenix_deluxe"})

#: The messages of Mystical Realms (the ``realms`` catalogue, ``docs/translating.md``).
_T = translations("realms")
_, ngettext = _T.gettext, _T.ngettext

#: A wild card's identity: ``(name id or None, suit id)``.
Identity = tuple[str | None, str]


@dataclass(frozen=True, slots=True)
class Declarations:
    """The choices a hand's special cards make; ``None`` leaves a card unused.

    :ivar doppelganger: id of the card in hand it copies.
    :ivar mirage: identity it takes (any Army, Land, Weather, Flood or Flame).
    :ivar shapeshifter: identity it takes (any Artifact, Leader, Wizard, Weapon or Beast).
    :ivar book_of_changes: ``(card id in hand, new suit id)``.
    :ivar island: id of the Flood or Flame whose penalty it clears.
    :ivar angel: id of the other card in hand Angel protects from any blanking (The Cursed Hoard).
    :ivar unused: declaring cards forced to stay unused (``--choose Mirage=none``);
        :func:`best` does not search their choices.
    """

    doppelganger: str | None = None
    mirage: Identity | None = None
    shapeshifter: Identity | None = None
    book_of_changes: tuple[str, str] | None = None
    island: str | None = None
    unused: frozenset[str] = frozenset()
    angel: str | None = None

    def used(self) -> int:
        return sum(
            v is not None
            for v in (self.doppelganger, self.mirage, self.shapeshifter, self.book_of_changes, self.island, self.angel)
        )

    def describe(self, d: Deck) -> list[str]:
        """Each used declaration as ``--choose`` text (``"Mirage=Rainstorm"``)."""
        out = []
        if self.doppelganger:
            out.append(f"{d.name('doppelganger')}={d.name(self.doppelganger)}")
        for card, ident in (("mirage", self.mirage), ("shapeshifter", self.shapeshifter)):
            if ident:
                out.append(f"{d.name(in_deck(card, d))}={d.name(ident[0] or ident[1])}")
        if self.book_of_changes:
            target, suit = self.book_of_changes
            out.append(f"{d.name('book_of_changes')}={d.name(target)}:{d.name(suit)}")
        if self.island:
            out.append(f"{d.name('island')}={d.name(self.island)}")
        if self.angel:
            out.append(f"{d.name('angel')}={d.name(self.angel)}")
        return out + [
            _("{card}=none").format(card=d.name(in_deck(card, d))) for card in ALL_DECLARERS if card in self.unused
        ]

    def explain(self, d: Deck) -> list[str]:
        """Steps 1-2 of the resolution in words, for ``--explain``: first the declarations,
        as the table's "Declared:" line gives them, then what each wild card and Book of Changes does."""
        declared = self.describe(d)
        out = [
            _("Declared: {declarations}").format(declarations="; ".join(declared)) if declared else _("no declarations")
        ]
        if self.doppelganger:
            t = d[self.doppelganger]
            out.append(
                _("{card} copies {copied}: name, base {base}, suit {suit} and penalty").format(
                    card=d.name("doppelganger"), copied=d.name(t.id), base=t.base, suit=d.name(t.suit)
                )
            )
        for card, ident in (("mirage", self.mirage), ("shapeshifter", self.shapeshifter)):
            if ident:
                own = d.name(in_deck(card, d))
                if ident[0]:
                    text = _("{card} takes the name and suit of {name} (base 0)").format(
                        card=own, name=d.name(ident[0])
                    )
                else:
                    text = _("{card} takes the suit {suit} (base 0)").format(card=own, suit=d.name(ident[1]))
                out.append(text)
        if self.book_of_changes:
            target, suit = self.book_of_changes
            out.append(
                _("{book} makes {card} {suit}").format(
                    book=d.name("book_of_changes"), card=d.name(target), suit=a(d.name(suit))
                )
            )
        return out  # Angel's protection: one of the unblankable cards' lines (_unblankable_steps)


#: No declaration (:func:`check_declarations` has nothing to check).
_NOTHING = Declarations()

#: Nothing known of the table (:func:`context` then gives the base game's rules no facts).
_NO_TABLE = Table()


def in_deck(card: str, d: Deck) -> str:
    """The id a base card has in deck ``d``: its replacement's with The Cursed Hoard (``mirage_ch``)."""
    return d.replaced.get(card, card)


def rule_id(card: Card) -> str:
    """The id of the rule (``effects.RULES``) a printed card scores by: its own id, but
    ``wildfire_deluxe`` for the Deluxe printing's Wildfire (it spares Outsiders)."""
    if card.printing == "deluxe" and card.id == "wildfire":
        return "wildfire_deluxe"
    return card.id


@dataclass
class CardScore:
    """How one card scored.

    :ivar slot: the card as it stood (name, suit, strength after declarations).
    :ivar blanked_by: why it is blanked (empty if it scores).
    :ivar bonus: ``(points, reason)`` of its bonus; :ivar penalty: of its penalty.
    :ivar points: base + bonus + penalty (0 when blanked).
    """

    slot: Slot
    blanked_by: list[str] = field(default_factory=list)
    bonus: list[Effect] = field(default_factory=list)
    penalty: list[Effect] = field(default_factory=list)

    @property
    def blanked(self) -> bool:
        return bool(self.blanked_by)

    @property
    def bonus_points(self) -> int:
        return sum(p for p, _ in self.bonus)

    @property
    def penalty_points(self) -> int:
        return sum(p for p, _ in self.penalty)

    @property
    def points(self) -> int:
        return 0 if self.blanked else self.slot.base + self.bonus_points + self.penalty_points


class _Steps:
    """:attr:`HandScore.steps`, a list of lines, of which :func:`resolve` leaves all but the clearing's to be
    written when they are first read (:func:`_defer_steps`): most callers (the search's own,
    :func:`~.advise.advise`) only read the points. Setting the list drops any lines not yet written."""

    def __get__(self, obj: HandScore | None, owner: type | None = None) -> list[str]:
        if obj is None:
            raise AttributeError("steps")  # a field without a default (dataclasses ask the class)
        state = obj.__dict__
        more = state.get("_more_steps")
        if more is not None:
            state["_more_steps"] = None
            state["_steps"] = more()
        steps: list[str] = state["_steps"]
        return steps

    def __set__(self, obj: HandScore, value: list[str]) -> None:
        obj.__dict__["_steps"] = value
        obj.__dict__["_more_steps"] = None


def _defer_steps(result: HandScore, more: Callable[[], list[str]]) -> None:
    """Let ``more`` write ``result``'s steps (all of them) the first time they are read."""
    result.__dict__["_more_steps"] = more


@dataclass
class HandScore:
    """A resolved hand: per-card scores (in entry order), total points, declarations used.

    :ivar steps: the resolution in words, for ``--explain`` (written on first read).
    :ivar readings: the rule readings this hand's result depended on (keys of
        :data:`~.game.READINGS` and :data:`~.table.HOARD_READINGS`); filled by :func:`resolve` and :func:`best`.
    :ivar items: the player's used Cursed Items, ``[(item id, points)]`` (:func:`~.table.items_points`),
        counted in :attr:`total` (not in the base strength).
    """

    cards: list[CardScore]
    declarations: Declarations
    steps: _Steps = _Steps()
    #: the readings known so far, and the work that finds the others (:func:`_readings`), done when
    #: :attr:`readings` is first read: most callers (the search's own, :func:`~.advise.advise`) never do
    _known: set[str] = field(default_factory=set, repr=False, compare=False)
    #: (given the result itself: a function holding the result would make a cycle only the garbage collector frees)
    _pending: Callable[[HandScore], set[str]] | None = field(default=None, repr=False, compare=False)
    items: list[tuple[str, int]] = field(default_factory=list)

    @property
    def readings(self) -> set[str]:
        """The rule readings this hand's result depended on (see the class)."""
        if self._pending is not None:
            pending, self._pending = self._pending, None
            self._known |= pending(self)
        return self._known

    @readings.setter
    def readings(self, value: set[str]) -> None:
        self._known, self._pending = set(value), None

    @property
    def total(self) -> int:
        return sum(c.points for c in self.cards) + sum(p for _, p in self.items)

    @property
    def base_strength_total(self) -> int:
        """Sum of the base strengths that score (a blanked card has none: rulebook p.3)."""
        return sum(c.slot.base for c in self.cards if not c.blanked)


# ------------------------------------------------------------------ step 1-2


def _slots(hand: Sequence[str], dec: Declarations, d: Deck, ctx: Context | None = None) -> list[Slot]:
    known = d.cards
    slots = []
    for i, cid in enumerate(hand):
        c = known[cid]
        # every field given in order (Slot's): a third faster than by keyword, and this runs for every card
        if cid in WILD_IDS:
            slots.append(Slot(i, cid, cid, c.suit, c.base, None, None, False, [], False, [], (), False, ctx))
        else:
            rid = rule_id(c)
            slots.append(Slot(i, cid, cid, c.suit, c.base, rid, rid, False, [], False, [], c.extra_suits, False, ctx))
    if not (dec.doppelganger or dec.mirage or dec.shapeshifter or dec.book_of_changes):
        return slots
    by_id = {s.card_id: s for s in slots}
    if dec.doppelganger:
        t = d[dec.doppelganger]
        s = by_id["doppelganger"]  # a copy has no extra suits: "also counts as" is Phoenix's bonus text
        s.name, s.suit, s.base, s.penalty = t.id, t.suit, t.base, rule_id(t)
    for wild, cards in WILD_CARDS.items():
        ident = getattr(dec, wild)
        if ident:
            s = by_id[cards[0]] if cards[0] in by_id else by_id[cards[1]]
            s.name, s.suit = ident
    if dec.book_of_changes:
        target, suit = dec.book_of_changes
        by_id[target].suit = suit
    return slots


def _rule(ident: str | None) -> Rule:
    return RULES[ident] if ident else _NO_RULE


_NO_RULE = Rule()


# ------------------------------------------------------------------ step 3


def _clear(
    slots: list[Slot], dec: Declarations, d: Deck, steps: list[str] | None, off: frozenset[str] = frozenset()
) -> None:
    """Apply every CLEARS effect (and Island's) to ``slots``; note them in ``steps``.

    :param off: readings to leave out (to learn whether they decide anything):
        ``"rangers_dirigible"``, ``"warship_copy"``.
    """
    for s in slots:
        rule = RULES[s.penalty] if s.penalty else _NO_RULE
        if not rule.clears_in_penalty:
            rule = RULES[s.bonus] if s.bonus else _NO_RULE
        if not rule.clears or ("warship_copy" in off and s.card_id == "doppelganger"):
            continue
        for t in slots:
            if t is s or t.cleared or not (t.penalty and RULES[t.penalty].has_penalty):
                continue
            if "rangers_dirigible" in off and s.card_id in ("rangers", "rangers_ch") and t.penalty == "war_dirigible":
                continue
            what = rule.clears(s, t)
            if what == "all":
                t.cleared = True
                t.cleared_by.append(d.name(s.card_id))
            elif what == "army" and not t.army_cleared and _rule(t.penalty).army_word:
                t.army_cleared = True
                t.army_cleared_by.append(d.name(s.card_id))
            else:
                continue
            if steps is not None:
                if what == "all":
                    step = _("{card} clears the penalty of {target}")
                elif s.card_id in ("rangers", "rangers_ch"):
                    # TRANSLATORS: the card's Czech name is plural (Hraničáři odstraňují); the other (Warship,
                    # a Doppelgänger copying it) is singular.
                    step = _T.pgettext("plural card", "{card} clears the word Army from the penalty of {target}")
                else:
                    step = _("{card} clears the word Army from the penalty of {target}")
                steps.append(step.format(card=d.name(s.card_id), target=label(t, d)))
    if dec.island:
        t = next(t for t in slots if t.card_id == dec.island)
        if not has(t, "flood", "flame"):  # Phoenix is a Flame
            raise RuleError(
                _("{island} clears a Flood or Flame, and {card} is {suit}: choose another card").format(
                    island=d.name("island"), card=label(t, d), suit=a(d.name(t.suit))
                )
            )
        if not t.cleared:
            t.cleared = True
            t.cleared_by.append(d.name("island"))
            if steps is not None:
                steps.append(
                    _("{card} clears the penalty of {target}").format(card=d.name("island"), target=label(t, d))
                )


def a(word: str) -> str:
    """``word`` with its indefinite article: ``an Army``, ``a Weather`` (Czech has none: ``Armáda``)."""
    if language() == "cs":
        return word
    return ("an " if word[:1].lower() in "aeiou" else "a ") + word


def label(s: Slot, d: Deck) -> str:
    """The card's name, with what it became: ``Mirage (as Rainstorm, Weather)``,
    ``Bell Tower (now a Wizard)``, ``Shapeshifter (as a Weapon)``."""
    own = d.name(s.card_id)
    if s.name == s.card_id:
        if s.suit == d[s.card_id].suit:
            return own
        return _("{card} (now {suit})").format(card=own, suit=a(d.name(s.suit)))
    if s.name is None:
        return _("{card} (as {suit})").format(card=own, suit=a(d.name(s.suit)))
    return _("{card} (as {name}, {suit})").format(card=own, name=d.name(s.name), suit=d.name(s.suit))


# ------------------------------------------------------------------ step 4

ACTIVE, BLANKED, UNKNOWN = "active", "blanked", "unknown"


def _penalty(s: Slot) -> Rule:
    return _NO_RULE if s.cleared else _rule(s.penalty)


#: Why a card is blanked: ``(kind, cards)`` with kind ``"by"`` (blanked by those
#: cards), ``"unmet"`` (its own condition fails), ``"itself"`` (it is of the suit
#: that blanks it) or ``"cycle"`` (blanked in a cycle with those cards).
Blanking = tuple[str, list[Slot]]


def blanking(slots: list[Slot], off: frozenset[str] = frozenset(), angel: int | None = None) -> dict[int, Blanking]:
    """Decide which cards are blanked; return ``{slot index: (kind, cards)}``.

    First the unblankable cards are fixed (:func:`unblankable`) and Demon blanks every other card that
    is not an Outsider and is the only card of one of its suits (``"demon"``; its text: before any
    other blanking, all at once on the whole hand). Then a three-valued fixpoint: a card is blanked as
    soon as a non-blanked card blanks it (or its own condition fails on cards already known to score),
    and scores once every card that could blank it is known to be blanked. When nothing more can be
    decided, the undecided cards that lie on a cycle of "could blank" links are blanked (FAQ:
    Doppelgänger copying Basilisk), and the rest is decided from there. The Deluxe Phoenix is blanked
    by its own Flood condition only and blanks no card; a blanked promo Phoenix keeps its suits, so it
    counts for the other cards' own conditions (Smoke's Flame, War Dirigible's Weather) either way.

    :param angel: the slot index of the card Angel protects (``None``: none).
    :param off: readings to leave out (to learn whether they decide anything): ``"self"``, a card's own
        BLANKED condition never counts the card itself; ``"own_blank"``, a BLANKS penalty may blank its
        own card (a cycle of one: the card is blanked), unless its text says "other"; ``"wild_wildfire"``,
        Wildfire spares a wild card left unused (suit Wild); ``"deluxe_flood"``, a Flood's BLANKS
        penalty blanks the Deluxe Phoenix (the web scorer's replacement Great Flood); ``"demon_phoenix"``,
        Demon looks at the promo Phoenix's printed suit only; ``"undead_kept"``: no Undead is unblankable.
    """
    itself = "self" not in off
    spare_wild = "wild_wildfire" in off
    own_blank = "own_blank" in off
    rules: dict[int, Rule] = {}
    blankers: list[Slot] = []
    demons: list[Slot] = []
    conditions = False  # a card has a BLANKED condition of its own
    for s in slots:
        rules[s.index] = rule = _NO_RULE if s.cleared or not s.penalty else RULES[s.penalty]  # _penalty(s)
        if rule.blanks:
            blankers.append(s)
        if rule.blanks_first:
            demons.append(s)
        if rule.blanked_with or rule.needs:
            conditions = True
    if not blankers and not demons and not conditions:
        return {}  # nothing can blank any card
    state = {s.index: UNKNOWN for s in slots}
    why: dict[int, Blanking] = {}
    ids = {s.card_id for s in slots}
    safe = unblankable(slots, angel, off) if angel is not None or ids & UNBLANKABLE else set()
    for i in safe:
        state[i] = ACTIVE
    # the Deluxe Phoenix is blanked by its own condition only; the promo Phoenix keeps its suits when blanked
    immune = {s.index for s in slots if s.card_id == "phoenix_deluxe"} if "phoenix_deluxe" in ids else set()
    keeps = {s.index for s in slots if s.card_id == "phoenix_promo"} if "phoenix_promo" in ids else set()
    if demons:
        for c in slots:
            if c.index in safe or c.index in immune:
                continue
            seen = replace(c, extra=()) if "demon_phoenix" in off and c.index in keeps else c
            by = [s for s in demons if s is not c and _blanks_first(rules[s.index], s, seen, slots)]
            if by:
                state[c.index] = BLANKED
                why[c.index] = ("demon", by)
    if not blankers and not conditions:
        return why  # nothing else can blank any card
    sources: dict[int, list[Slot]] = {}
    withs: dict[int, list[Slot]] = {}  # the cards its own BLANKED-with condition sees
    needs: dict[int, list[Slot] | None] = {}
    for c in slots:
        sources[c.index], withs[c.index], needs[c.index] = [], [], None
    # the cards each undecided card may be blanked by, in the order of ``blankers``
    open_ = [c for c in slots if state[c.index] == UNKNOWN and c.index not in immune]
    for s in blankers:
        blanks = rules[s.index].blanks
        itself_too = own_blank and _blanks_itself(s)
        spares_wild = spare_wild and s.penalty in WILDFIRES
        for c in open_:
            if (c is not s or itself_too) and blanks(s, c) and not (spares_wild and c.suit == "wild"):  # type: ignore[misc]
                sources[c.index].append(s)
    for c in slots:
        rule = rules[c.index]
        if state[c.index] != UNKNOWN:
            continue
        if c.index in immune and "deluxe_flood" in off:
            sources[c.index] = [s for s in blankers if s is not c and has(s, "flood") and _blanks(rules[s.index], s, c)]
        if rule.blanked_with:
            withs[c.index] = [s for s in slots if s is not c and s.index not in immune and rule.blanked_with(c, s)]
            if itself and rule.blanked_with(c, c):
                state[c.index] = BLANKED
                why[c.index] = ("itself", [c])
        pred = rule.needs(c) if rule.needs else None
        needs[c.index] = None if pred is None or (itself and pred(c)) else [s for s in slots if s is not c and pred(s)]
    if not any(sources.values()) and not any(withs.values()) and all(n is None for n in needs.values()):
        return why

    def live(s: Slot) -> bool:  # scores, or keeps its suits for the other cards' conditions
        return state[s.index] == ACTIVE or s.index in keeps

    def dead(s: Slot) -> bool:
        return state[s.index] == BLANKED and s.index not in keeps

    while True:
        changed = False
        for c in slots:
            if state[c.index] != UNKNOWN:
                continue
            src, wth, need = sources[c.index], withs[c.index], needs[c.index]
            if not src and not wth and need is None:  # nothing can blank it (as below, without the work)
                state[c.index] = ACTIVE
                changed = True
                continue
            by = [s for s in src if state[s.index] == ACTIVE] + [s for s in wth if live(s)]
            unmet = need is not None and all(dead(s) for s in need)
            if by or unmet:
                state[c.index] = BLANKED
                why[c.index] = ("by", by) if by else ("unmet", [])
                changed = True
            elif (
                all(state[s.index] == BLANKED for s in src)
                and all(dead(s) for s in wth)
                and (need is None or any(live(s) for s in need))
            ):
                state[c.index] = ACTIVE
                changed = True
        if changed:
            continue
        undecided = [c for c in slots if state[c.index] == UNKNOWN]
        if not undecided:
            return why
        links = {
            c.index: {
                s.index
                for s in sources[c.index] + withs[c.index] + (needs[c.index] or [])
                if state[s.index] == UNKNOWN and s.index not in keeps
            }
            for c in undecided
        }
        cycle = [c for c in undecided if _on_cycle(c.index, links)]
        for c in cycle:
            state[c.index] = BLANKED
            why[c.index] = ("cycle", [s for s in sources[c.index] + withs[c.index] if s in cycle])


#: The rule ids of Wildfire (both printings).
WILDFIRES = ("wildfire", "wildfire_deluxe")

#: The cards whose presence makes every Undead unblankable (their texts; the base Necromancer has no such power).
UNDEAD_KEEPERS = ("lich", "necromancer_ch")

#: The cards that make a card unblankable (:func:`unblankable`).
UNBLANKABLE = frozenset({"angel", *UNDEAD_KEEPERS})


def unblankable(slots: list[Slot], angel: int | None = None, off: frozenset[str] = frozenset()) -> set[int]:
    """The slot indexes no card can blank, fixed before any blanking (spec, step 4): Angel itself (its
    text), the card it protects (``angel``), every Undead while Lich or the Cursed Hoard Necromancer is
    in the hand, even if that card is blanked later (both peers; reading ``undead_protected``). Only the
    printed card has these powers: a copy of Angel or Lich does not (they are bonus text). The Deluxe
    Phoenix, blanked by its own condition only, is handled by :func:`blanking`.

    :param off: ``"undead_kept"`` leaves the Undead out (to learn whether the reading decided a result).
    """
    out = {s.index for s in slots if s.card_id == "angel"}
    if angel is not None:
        out.add(angel)
    if "undead_kept" not in off and any(s.card_id in UNDEAD_KEEPERS for s in slots):
        out |= {s.index for s in slots if has(s, "undead")}
    return out


def _blanks_first(rule: Rule, me: Slot, target: Slot, hand: list[Slot]) -> bool:
    """True if ``rule`` (the penalty of ``me``, Demon's) blanks ``target`` before any other blanking."""
    return rule.blanks_first is not None and bool(rule.blanks_first(me, target, hand))


def _blanks(rule: Rule, me: Slot, target: Slot) -> bool:
    """True if ``rule`` (the penalty of ``me``) BLANKS ``target``."""
    return rule.blanks is not None and bool(rule.blanks(me, target))


def _blanks_itself(s: Slot) -> bool:
    """True if the BLANKS penalty of ``s`` would blank ``s`` but for the reading that a BLANKS penalty
    blanks other cards only ("VYMAŽOU určité jiné karty"); a text that says "other" (Basilisk's
    "every other Beast") spares its own card by itself."""
    return _blanks(_penalty(s), s, s) and s.suit not in BLANKS_OTHER.get(s.penalty or "", ())


def blank_reason(c: Slot, why: Blanking, d: Deck) -> str:
    """``why`` in words: ``"blanked by Great Flood"``, ``"blanked: no Flame scores"``…"""
    # TRANSLATORS: every reason starts with the word the catalogue gives for "blanked" (context "first word
    # of a blank reason"): the card's row drops it after "BLANKED:".
    kind, cards = why
    if kind == "by":
        return ngettext("blanked by {cards}", "blanked by {cards}", len(cards)).format(
            cards=", ".join(label(s, d) for s in cards)
        )
    if kind == "itself":
        return _("blanked: it is itself {suit}").format(suit=a(d.name(c.suit)))
    if kind == "demon":
        return ngettext(
            "blanked by {cards}: the only card of its suit", "blanked by {cards}: the only card of its suit", len(cards)
        ).format(cards=", ".join(label(s, d) for s in cards))
    if kind == "cycle":
        if not cards:
            return _("blanked in a cycle with other cards")
        return ngettext("blanked in a cycle with {cards}", "blanked in a cycle with {cards}", len(cards)).format(
            cards=", ".join(label(s, d) for s in cards)
        )
    wants = {
        "smoke": _("blanked: no Flame scores"),
        "warship": _("blanked: no Flood scores"),
        "war_dirigible": _("blanked: no Army scores"),
    }
    return wants.get(c.penalty or "") or _("blanked: its condition is not met")


def _on_cycle(start: int, links: dict[int, set[int]]) -> bool:
    seen, todo = set(), list(links[start])
    while todo:
        n = todo.pop()
        if n == start:
            return True
        if n not in seen:
            seen.add(n)
            todo.extend(links.get(n, ()))
    return False


# ------------------------------------------------------------------ step 5


def resolve(
    hand: Sequence[str], dec: Declarations = Declarations(), d: Deck | None = None, table: Table | None = None
) -> HandScore:
    """Score ``hand`` (card ids) with the declarations ``dec``.

    With The Cursed Hoard a base card's id that a replacement card replaces (``great_flood``) scores the
    replacement (``great_flood_ch``; reading ``replaced``).

    :param d: the table's deck (:func:`~.cards.deck_for`); ``None``: the base game.
    :param table: the table's facts (players, discard area, this player's used Cursed Items);
        ``None``: ``Table()``, nothing known.
    :returns: per-card scores in entry order, the steps for ``--explain``, the
        readings the result depended on and the Cursed Items' points.
    :raises RuleError: a card not in play (its expansion or printing is not the table's), a base and a
        replacement version of one card, a declaration that does not fit the hand (see
        :func:`check_declarations`), a Cursed Item unknown or given twice (:func:`~.table.items_points`),
        a discard-area card unknown or also in the hand.
    """
    d = d or deck()
    table = _NO_TABLE if table is None else table
    with using(language()):  # the output language looked up once, not for every name and message
        hand, dec, mapped = in_play(hand, dec, d)
        check_declarations(hand, dec, d)
        return _scored(hand, dec, d, table, context(hand, table, d), mapped)


def _scored(hand: list[str], dec: Declarations, d: Deck, table: Table, ctx: Context | None, mapped: bool) -> HandScore:
    """:func:`resolve` once ``hand`` and ``dec`` are checked (:func:`in_play`, :func:`check_declarations`)
    and ``ctx`` is made (:func:`context`); ``mapped``: :func:`in_play` changed an id."""
    items = items_points(table.items, table, d)
    result = _resolve(hand, dec, d, [], ctx, items)
    result._pending = lambda result: _readings(hand, dec, d, result, ctx)
    if mapped:
        result._known.add("replaced")
    return result


def context(hand: Sequence[str], table: Table, d: Deck) -> Context | None:
    """The :class:`~.effects.Context` the rules of ``hand`` read (``None`` for a base-game deck with
    nothing known of the table: the rules then read nothing of it).

    :raises RuleError: a discard-area card the deck does not know, or also in the hand.
    """
    if not d.expansions and (table is _NO_TABLE or table == _NO_TABLE):
        return None
    area = tuple(in_deck(c, d) for c in table.discard_area)
    held = set(hand)
    for c in area:
        if c not in d.cards:
            raise _not_in_play(c, d)
        if c in held:
            raise RuleError(
                _("{card} is both in the hand and in the discard area: a card is in one place only").format(
                    card=d.name(c)
                )
            )
    return Context(table, len(hand), tuple(d[c].suit for c in area), area, d)


def in_play(hand: Sequence[str], dec: Declarations, d: Deck) -> tuple[list[str], Declarations, bool]:
    """``hand`` and ``dec`` with the ids of deck ``d``: with The Cursed Hoard a base card that a
    replacement card replaces is that replacement (the expansion's rulebook, web scorer issue #20;
    ``Deck.replaced``); a ``_ch`` id in ``unused`` is its field's (``mirage_ch``: ``mirage``).

    :returns: ``(hand, declarations, whether an id was changed)``.
    :raises RuleError: a card that is not in play (named, with the expansion or printing it needs), or a
        base card and its replacement in one hand.
    """
    if not d.replaced:
        for c in hand:
            if c not in d.cards:
                raise _not_in_play(c, d)
        return list(hand), dec, False
    new = [in_deck(c, d) for c in hand]
    for c, n in zip(hand, new, strict=True):
        if n not in d.cards:
            raise _not_in_play(c, d)
        if c != n and n in hand:
            raise RuleError(
                _(
                    "{card} is in the hand as the base card and as The Cursed Hoard's replacement card: keep one "
                    "(the replacement is in play)"
                ).format(card=d.name(n))
            )
    changed = new != list(hand)

    def card(c: str | None) -> str | None:
        return in_deck(c, d) if c else c

    ident = {}
    for wild in WILD_CARDS:
        got = getattr(dec, wild)
        ident[wild] = (card(got[0]), got[1]) if got else None
    book = (in_deck(dec.book_of_changes[0], d), dec.book_of_changes[1]) if dec.book_of_changes else None
    unused = frozenset(next((f for f, cards in WILD_CARDS.items() if u in cards), u) for u in dec.unused)
    new_dec = replace(
        dec,
        doppelganger=card(dec.doppelganger),
        mirage=ident["mirage"],
        shapeshifter=ident["shapeshifter"],
        book_of_changes=book,
        island=card(dec.island),
        angel=card(dec.angel),
        unused=unused,
    )
    return new, new_dec, changed or new_dec != dec


def _not_in_play(card: str, d: Deck) -> RuleError:
    """The error for ``card``, an id not in deck ``d``: which expansion or printing it needs."""
    from .cards import EXPANSIONS, deck_for

    for printing in ("original", "deluxe"):
        full = deck_for(EXPANSIONS, printing)
        c = full.cards.get(in_deck(card, full))
        if c is None:
            continue
        if c.expansion != "base" and c.expansion not in d.expansions:
            return RuleError(
                _("{card} is a card of the expansion {expansion}, not in play: add it to the table").format(
                    card=full.name(c.id), expansion=c.expansion
                )
            )
        if c.printing and c.printing != d.printing:
            return RuleError(
                _("{card} ({id}) is the text of the {printing} printing: set that printing for the table").format(
                    card=full.name(c.id), id=c.id, printing=c.printing
                )
            )
    return RuleError(_("unknown card id {card}: use a card id of the deck").format(card=repr(card)))


def _readings(
    hand: Sequence[str], dec: Declarations, d: Deck, result: HandScore, ctx: Context | None = None
) -> set[str]:
    """The readings of :data:`~.game.READINGS` and :data:`~.table.HOARD_READINGS` that decided something
    in this hand.

    A reading decided something when leaving it out changes a card's points or
    whether it is blanked (the same declarations kept), or, for Collector and
    Gem of Order, when more than one suit or run scored or a repeated name was left out.
    """
    from .effects import collector_ruling, gem_ruling, points_only

    outcome = [(c.blanked, c.points) for c in result.cards]
    held = set(hand)
    slots = [c.slot for c in result.cards]
    wildfire = any(s.penalty in WILDFIRES and not s.cleared for s in slots)
    keepers = held & set(UNDEAD_KEEPERS)
    # "a card counts itself" can change only a card that may count itself (may_count_itself): a scoring
    # one, or one whose BLANKED condition may be met by itself
    self_counts = any(
        may_count_itself(c.slot, d)
        for c in result.cards
        if not c.blanked or _penalty(c.slot).blanked_with or _penalty(c.slot).needs
    )
    tried = (
        (["self"] if self_counts else [])
        + (["own_blank"] if any(_blanks_itself(s) for s in slots) else [])
        + (["wild_wildfire"] if wildfire and any(s.suit == "wild" for s in slots) else [])
        + (["fountain"] if {"fountain_of_life", "fountain_of_life_ch"} & held else [])
        + (
            ["rangers_dirigible"]
            if {"rangers", "rangers_ch"} & held and {"war_dirigible", "doppelganger"} & held
            else []
        )
        + (["warship_copy"] if dec.doppelganger == "warship" else [])
        + (["phoenix_once"] if {"phoenix_promo", "phoenix_deluxe"} & held else [])
        + (["deluxe_flood"] if "phoenix_deluxe" in held else [])
        + (["demon_phoenix"] if {"phoenix_promo", "demon"} <= held or dec.doppelganger == "demon" else [])
        + (["undead_kept"] if keepers and all(c.blanked for c in result.cards if c.slot.card_id in keepers) else [])
    )
    with points_only():  # only the points are compared: no reasons built
        found = {r for r in tried if _outcome_without(r, hand, dec, d, result, ctx) != outcome}
    found = {HOARD_OFF.get(r, r) for r in found}
    active = [c.slot for c in result.cards if not c.blanked]
    if any(c.blanked for c in result.cards):
        found.add("blanked")
    if (any(s.bonus == "collector" for s in active) and collector_ruling(active)) or (
        any(s.bonus == "gem_of_order" for s in active) and gem_ruling(active)
    ):
        found.add("collector")
    if any(s.bonus == "judge" for s in active) and any(
        s.army_cleared and not s.cleared and s.penalty and RULES[s.penalty].army_only for s in active
    ):
        found.add("judge_cleared")  # the other reading counts it (judged() does not)
    blanked_bases = [c.slot.base for c in result.cards if c.blanked]
    if (
        any(s.bonus == "jester" for s in active)
        and blanked_bases
        and (all(s.base % 2 for s in active) or any(b % 2 for b in blanked_bases))
    ):
        # without the ruling: Jester's +50 when every scoring card is odd (a blanked card would not stop
        # it), or +3 more for each blanked card of odd printed strength (issue 11 trial, D5: Great Flood
        # blanking Smoke, 27)
        found.add("jester_blanked")
    if (
        ctx is not None
        and any(s.bonus == "dark_queen" for s in active)
        and {"phoenix_promo", "phoenix_deluxe"} & set(ctx.area_ids)
    ):
        found.add("phoenix_area")  # as a Flame and a Weather there, +10 more
    return found


#: The readings left out in :func:`_readings`, by the key of :data:`~.table.HOARD_READINGS` they test.
HOARD_OFF = {
    "phoenix_once": "phoenix_once",
    "deluxe_flood": "phoenix_deluxe_flood",
    "demon_phoenix": "demon_phoenix",
    "undead_kept": "undead_protected",
}


def _outcome_without(
    reading: str, hand: Sequence[str], dec: Declarations, d: Deck, result: HandScore, ctx: Context | None = None
) -> list[tuple[bool, int]]:
    """:func:`_per_card` with ``reading`` left out. Leaving out ``"self"`` changes no clearing and,
    when no card has a BLANKED condition of its own, no blanking either: then only the bonuses and
    penalties of the scoring cards are worked out again, on ``result``'s cards."""
    from .effects import phoenix_once_per_card

    if reading == "phoenix_once":
        with phoenix_once_per_card():
            return _per_card(hand, dec, d, frozenset(), ctx)
    slots = [c.slot for c in result.cards]
    if reading != "self" or any(
        (_penalty(s).blanked_with or _penalty(s).needs) and may_count_itself(s, d) for s in slots
    ):  # a BLANKED condition that may count its own card: the blanking may change
        return _per_card(hand, dec, d, frozenset([reading]), ctx)
    off = frozenset([reading])
    active = _seen([c.slot for c in result.cards], {i for i, c in enumerate(result.cards) if c.blanked})
    out = []
    for c in result.cards:
        if c.blanked:
            out.append((True, 0))
        elif not may_count_itself(c.slot, d):
            out.append((False, c.points))
        else:
            bonus, penalty = _effects(c.slot, active, off)
            out.append((False, c.slot.base + sum(p for p, _ in bonus + penalty)))
    return out


def may_count_itself(s: Slot, d: Deck) -> bool:
    """False when the card ``s`` cannot count itself: the texts of the cards whose bonus and penalty it has
    name no suit it has now and not its name (their ``suit_groups`` and ``mentions``, which say what each
    text reads: the search's interchangeable suits rest on them too). A text that reads neither (Collector,
    Gem of Order, World Tree, Jester, Judge...) may count anything: True. Leaving out the reading ``"self"``
    changes only the cards this is True of (:func:`_readings` works out no other)."""
    for rule_card in (s.bonus, s.penalty):
        if rule_card is None:
            continue
        c = d.cards.get(rule_card)
        if c is None or not (c.suit_groups or c.mentions):
            return True
        if (s.name is not None and s.name in c.mentions) or any(x in g for g in c.suit_groups for x in s.suits):
            return True
    return False


def _angel(hand: Sequence[str], dec: Declarations) -> int | None:
    """The position in ``hand`` of the card Angel protects."""
    return list(hand).index(dec.angel) if dec.angel else None


def _seen(slots: list[Slot], blanked: Collection[int]) -> list[Slot]:
    """The cards the rules see: those not blanked, and a blanked promo Phoenix as a ghost that keeps its
    suits (base 0, no bonus or penalty; its text)."""
    out = []
    for s in slots:
        if s.index not in blanked:
            out.append(s)
        elif s.card_id == "phoenix_promo":
            out.append(replace(s, base=0, bonus=None, penalty=None, ghost=True))
    return out


def _per_card(
    hand: Sequence[str], dec: Declarations, d: Deck, off: frozenset[str], ctx: Context | None = None
) -> list[tuple[bool, int]]:
    """``(blanked, points)`` of each card with the readings ``off`` left out."""
    slots = _slots(hand, dec, d, ctx)
    _clear(slots, dec, d, None, off)
    blanked = blanking(slots, off, _angel(hand, dec))
    active = _seen(slots, blanked)
    out = []
    for s in slots:
        if s.index in blanked:
            out.append((True, 0))
        else:
            bonus, penalty = _effects(s, active, off)
            out.append((False, s.base + sum(p for p, _ in bonus + penalty)))
    return out


def _resolve(
    hand: Sequence[str],
    dec: Declarations,
    d: Deck,
    steps: list[str] | None,
    ctx: Context | None = None,
    items: list[tuple[str, int]] | None = None,
) -> HandScore:
    """``hand`` resolved with ``dec``; ``steps`` (``None``: none kept) collects the clearing's lines, and the
    other lines of ``--explain`` (:func:`_steps`) are written when :attr:`HandScore.steps` is first read."""
    items = items or []
    slots = _slots(hand, dec, d, ctx)
    _clear(slots, dec, d, steps)
    angel = _angel(hand, dec)
    blanked = blanking(slots, angel=angel)
    why = {i: blank_reason(slots[i], w, d) for i, w in blanked.items()}
    active = _seen(slots, why)
    scores = []
    for s in slots:
        reason = why.get(s.index)
        if reason is None:
            scores.append(CardScore(s, [], *_effects(s, active)))
        else:
            scores.append(CardScore(s, [reason]))
    result = HandScore(scores, dec, steps or [], items=items)
    if steps is not None:
        lang = language()
        cleared: list[str] = steps

        def more() -> list[str]:  # the lines of --explain, in the language of the resolution
            with using(lang):
                return _steps(dec, d, cleared, slots, angel, why, scores, items)

        _defer_steps(result, more)
    return result


def _steps(
    dec: Declarations,
    d: Deck,
    cleared: list[str],
    slots: list[Slot],
    angel: int | None,
    why: dict[int, str],
    scores: list[CardScore],
    items: list[tuple[str, int]],
) -> list[str]:
    """The steps of :func:`_resolve` for ``--explain``: the declarations, the clearing (``cleared``), the
    unblankable and blanked cards, the points of each scoring card, the Cursed Items."""
    steps = dec.explain(d) + cleared + _unblankable_steps(slots, angel, d)
    steps += [
        _("{card} is {reason}").format(card=label(slots[i], d), reason=reason) for i, reason in sorted(why.items())
    ]
    steps += [
        _("{card} keeps its suits {suits} for the other cards (base 0)").format(
            card=label(s, d), suits=", ".join(d.name(x) for x in s.suits)
        )
        for s in slots
        if s.index in why and s.card_id == "phoenix_promo"
    ]
    for cs in scores:
        if not cs.blanked:
            steps += [f"{label(cs.slot, d)}: {reason} = {pts:+d}" for pts, reason in cs.bonus + cs.penalty]
    steps += [_("Cursed Item {item}: {points}").format(item=d.name(i), points=f"{p:+d}") for i, p in items]
    return steps


def _unblankable_steps(slots: list[Slot], angel: int | None, d: Deck) -> list[str]:
    """The lines of ``--explain`` that say which cards also count as other suits (Phoenix) and which
    cannot be blanked, and why."""
    out = [
        _("{card} also counts as {suits}").format(card=label(s, d), suits=", ".join(d.name(x) for x in s.extra))
        for s in slots
        if s.extra
    ]
    keeper = next((s for s in slots if s.card_id in UNDEAD_KEEPERS), None)
    for s in slots:
        if s.card_id == "angel":
            out.append(_("{card} cannot be blanked (its text)").format(card=label(s, d)))
        elif s.index == angel:
            out.append(
                _("{card} cannot be blanked: {angel} protects it").format(card=label(s, d), angel=d.name("angel"))
            )
        elif keeper is not None and has(s, "undead"):
            out.append(
                _("{card} cannot be blanked: an Undead with {keeper}").format(
                    card=label(s, d), keeper=d.name(keeper.card_id)
                )
            )
        elif s.card_id == "phoenix_deluxe":
            out.append(
                _("{card} is blanked by its own Flood condition only, by no other card").format(card=label(s, d))
            )
    return out


def _effects(s: Slot, active: list[Slot], off: frozenset[str] = frozenset()) -> tuple[list[Effect], list[Effect]]:
    """The bonus and penalty of a scoring card, given the scoring cards.

    :param off: ``"self"``: the card never counts itself (``"fountain"``: for Fountain of Life's bonus).
    """
    bonus = RULES[s.bonus].bonus if s.bonus else None
    penalty = _penalty(s).penalty
    if off:
        others = [x for x in active if x is not s]
        own = "fountain" if s.bonus in ("fountain_of_life", "fountain_of_life_ch") else "self"
        return (
            (bonus(s, others if own in off else active) if bonus else []),
            (penalty(s, others if "self" in off else active) if penalty else []),
        )
    return (bonus(s, active) if bonus else []), (penalty(s, active) if penalty else [])


def _total(hand: Sequence[str], dec: Declarations, d: Deck, ctx: Context | None = None) -> tuple[int, int]:
    """The total and the scoring base strength, for the search (no texts)."""
    slots = _slots(hand, dec, d, ctx)
    _clear(slots, dec, d, None)
    blanked = blanking(slots, angel=_angel(hand, dec))
    active = _seen(slots, blanked)
    total = 0
    base = 0
    for s in active:
        if s.ghost:
            continue
        bonus, penalty = _effects(s, active)
        total += s.base + sum(p for p, _ in bonus) + sum(p for p, _ in penalty)
        base += s.base
    return total, base


def shown(card: str, d: Deck) -> str:
    """The name of ``card`` (a card id, or a base id its replacement has in ``d``) in the output
    language, also when ``d`` does not hold it (Angel named at a table without The Cursed Hoard)."""
    from .cards import EXPANSIONS, deck_for

    for deck_ in (d, deck_for(EXPANSIONS)):
        if in_deck(card, deck_) in deck_.cards:
            return deck_.name(in_deck(card, deck_))
    return card


def allowed_suits(card: str, d: Deck) -> tuple[str, ...]:
    """The suits the wild card ``card`` (``mirage``, ``mirage_ch`` …) may take: its ``wild_suits`` (the
    Cursed Hoard cards add Building and Undead) or those of :data:`~.effects.WILD_SUITS`."""
    return d[card].wild_suits or WILD_SUITS[card]


def held_card(field: str, held: Collection[str]) -> str | None:
    """The card of ``hand`` that makes the declaration ``field`` (``mirage`` or ``mirage_ch`` for
    ``"mirage"``), or ``None``."""
    for card in WILD_CARDS.get(field, (field,)):
        if card in held:
            return card
    return None


def check_declarations(hand: Sequence[str], dec: Declarations, d: Deck) -> None:
    """Check that every declaration is one its card may make.

    :raises RuleError: the declaring card is not in the hand, a Doppelgänger
        copies itself, a wild card or a card not in the hand, a Mirage or
        Shapeshifter takes a suit its text does not allow, Book of Changes
        targets itself, a card not in the hand or the Deluxe Phoenix, Angel
        protects itself or a card not in the hand.
    """
    if dec == _NOTHING:
        return  # nothing declared (most hands): nothing to check
    held = set(hand)
    for card in dec.unused:
        if card not in ALL_DECLARERS or getattr(dec, card) is not None:
            raise RuleError(
                _("{card} is both declared and left unused: keep one declaration for it").format(card=shown(card, d))
            )
        if held_card(card, held) is None:
            raise RuleError(_("{card} is not in the hand: remove its declaration").format(card=shown(card, d)))

    def need(field: str) -> str:
        card = held_card(field, held)
        if card is None:
            raise RuleError(_("{card} is not in the hand: remove its declaration").format(card=shown(field, d)))
        return card

    if dec.doppelganger:
        need("doppelganger")
        t = dec.doppelganger
        if t not in held or t == "doppelganger" or d[t].suit == "wild":
            raise RuleError(
                _("{card} copies another non-wild card in the hand, not {other}: choose one you hold").format(
                    card=d.name("doppelganger"), other=d.name(t)
                )
            )
    for wild in WILD_CARDS:
        ident = getattr(dec, wild)
        if ident:
            card = need(wild)
            name, suit = ident
            allowed = allowed_suits(card, d)
            if suit not in allowed or (name and (name not in d.cards or d[name].suit != suit)):
                raise RuleError(
                    _("{card} may only become {suits} card, not {other}: choose one of those").format(
                        card=d.name(card),
                        suits=a(" / ".join(d.name(s) for s in allowed)),
                        other=d.name(name) if name in d.cards else (name or d.name(suit)),
                    )
                )
    if dec.book_of_changes:
        need("book_of_changes")
        target, suit = dec.book_of_changes
        if target == "book_of_changes" or target not in held:
            raise RuleError(
                _("{book} changes the suit of one other card in the hand: name one you hold").format(
                    book=d.name("book_of_changes")
                )
            )
        if target == "phoenix_deluxe":
            raise RuleError(
                _("{book} cannot change {card} (its Deluxe text): choose another card").format(
                    book=d.name("book_of_changes"), card=d.name(target)
                )
            )
        if suit == "wild":
            raise RuleError(
                _("{book} gives one of the ten suits, not {wild}: choose a suit").format(
                    book=d.name("book_of_changes"), wild=d.name("wild")
                )
            )
    if dec.island:
        need("island")
        need(dec.island)
    if dec.angel:
        need("angel")
        if dec.angel == "angel" or dec.angel not in held:
            raise RuleError(
                _("{angel} protects one other card in the hand, not {card}: choose one you hold").format(
                    angel=d.name("angel"), card=d.name(dec.angel) if dec.angel in d.cards else dec.angel
                )
            )


# ------------------------------------------------------------------ best declarations


def suit_comparers(hand: Sequence[str], d: Deck) -> set[str]:
    """The cards of ``hand`` whose texts compare the suits of the hand's cards with each other: Collector,
    World Tree and the cards marked ``compares_suits`` (Demon, the Cursed Hoard World Tree)."""
    return {c for c in hand if c in ("collector", "world_tree") or d.cards[c].compares_suits}


def suit_classes(hand: Sequence[str], d: Deck) -> dict[str, str]:
    """Map every suit (Wild included) to a representative of the suits that
    every card in ``hand`` treats alike; only the representatives need trying.

    Two suits are alike when each card's text refers to them in the same role
    (``suit_groups`` in the card data; a group never mixes suits a card counts
    itself in with suits it counts only in other cards). Collector, World Tree
    and the cards that compare suits (``compares_suits``: Demon, the Cursed Hoard
    World Tree) compare suits with each other, so with them every suit stands for itself.
    """
    if suit_comparers(hand, d):
        return {s: s for s in d.suits}
    cards = d.cards
    held = set(hand)
    # each suit's signature: the (card, group) pairs of the hand's texts that name it, one bit per pair
    sigs = dict.fromkeys(_suit_order(d), 0)
    bit = 1
    for c in held:
        for g in cards[c].suit_groups:
            for s in g:
                if s in sigs:
                    sigs[s] |= bit
            bit <<= 1
    first: dict[int, str] = {}
    return {s: first.setdefault(sig, s) for s, sig in sigs.items()}


def _suit_order(d: Deck) -> list[str]:
    """The suits of ``d`` in the order :func:`suit_classes` picks representatives: by id, Wild last."""
    found = _SUIT_ORDER.get(id(d))
    if found is None or found[0] is not d:
        found = _SUIT_ORDER[id(d)] = (d, sorted(d.suits, key=lambda s: (s == "wild", s)))
    return found[1]


#: :func:`_suit_order` by deck (a deck is loaded once per table kind: a handful at most).
_SUIT_ORDER: dict[int, tuple[Deck, list[str]]] = {}


def options(hand: Sequence[str], d: Deck | None = None) -> dict[str, list]:
    """The declarations worth trying for each special card in ``hand`` (by the field of
    :class:`Declarations`: ``"mirage"`` for Mirage and the Cursed Hoard Mirage alike).

    Names and suits that no card in the hand refers to cannot change the
    result, and suits the hand treats alike are interchangeable, so one
    representative stands for each (issue #2: prune). Angel may protect any other card;
    Book of Changes never changes the Deluxe Phoenix (its text).
    """
    d = d or deck()
    hand = sorted(hand)  # the same options, in the same order, however the hand was entered
    wilds = [(wild, card) for wild in WILD_CARDS if (card := held_card(wild, hand))]
    book = "book_of_changes" in hand
    # the suits alike, only for the choices of a suit (most hands searched have none: Island, Doppelgänger)
    rep = suit_classes(hand, d) if wilds or book else {}
    opts: dict[str, list] = {}
    if "doppelganger" in hand:
        opts["doppelganger"] = [None] + [c for c in hand if d[c].suit != "wild"]
    if wilds:
        names = {n for c in hand for n in d[c].mentions}
        neutral = rep["wild"]  # the class of suits nothing refers to
        for wild, card in wilds:
            allowed = allowed_suits(card, d)
            generic: dict[str, str] = {}  # class -> its first suit this card may take
            for suit in sorted(allowed):
                if rep[suit] != neutral:
                    generic.setdefault(rep[suit], suit)
            opts[wild] = (
                [None]
                + [(None, s) for s in sorted(generic.values())]
                + sorted((n, d[n].suit) for n in names if n in d.cards and d[n].suit in allowed)
            )
    if book:
        reps = sorted(set(rep.values()) - {"wild"})
        opts["book_of_changes"] = [None] + [
            (c, s) for c in hand if c not in ("book_of_changes", "phoenix_deluxe") for s in reps
        ]
    if "island" in hand:
        opts["island"] = [None] + [c for c in hand if c != "island"]
    if "angel" in hand:
        opts["angel"] = [None] + [c for c in hand if c != "angel"]
    return opts


def exact_only(hand: Sequence[str], d: Deck) -> bool:
    """True if the search scores ``hand``'s candidates with this module's blanking (:data:`EXACT_ONLY`).
    ``d``: the table's deck (kept for the callers; the cards alone decide)."""
    return not EXACT_ONLY.isdisjoint(hand)


def best(
    hand: Sequence[str], forced: Declarations | None = None, d: Deck | None = None, table: Table | None = None
) -> HandScore:
    """Resolve ``hand`` with the declarations that give the highest total.

    The result is that of trying every combination from :func:`options` in order
    (except for the cards whose declaration is forced, or forced unused) and keeping
    the first with the highest total; among equal totals the lower scoring base
    strength wins (it is the tie-break between players), then fewer declarations.
    :func:`.search.best_declarations` finds it without trying the combinations
    that provably score no better than one tried before; a hand of :func:`exact_only` too, each of
    its candidates scored by :func:`_total` (a small one: :func:`brute_force`, every option).
    The Cursed Items change no choice: their points are added to the winner's.

    :param d: the table's deck (:func:`~.cards.deck_for`); ``None``: the base game.
    :param table: the table's facts (:class:`~.table.Table`); ``None``: nothing known.
    :raises RuleError: a forced declaration does not fit the hand; see also :func:`resolve`.
    """
    d = d or deck()
    table = _NO_TABLE if table is None else table
    forced = forced or Declarations()
    with using(language()):  # the output language looked up once, not for every name and message
        hand, forced, mapped = in_play(hand, forced, d)
        check_declarations(hand, forced, d)
        ctx = context(hand, table, d)
        if CHOOSING.isdisjoint(hand):
            # nothing to choose (most hands): one candidate, scored as resolve() scores it, Demon and the
            # unblankable cards of exact_only() included
            return _scored(hand, forced, d, table, ctx, mapped)
        from .search import best_declarations

        winner, searched = best_declarations(hand, forced, d, ctx)
        dec = winner if winner.unused == forced.unused else replace(winner, unused=forced.unused)
        check_declarations(hand, dec, d)
        result = _scored(hand, dec, d, table, ctx, mapped)
    if searched:
        result._known.add("search")
    return result


def choice_lists(opts: dict[str, list], forced: Declarations) -> list[list]:
    """The choices to try for each field of :data:`ALL_DECLARERS`, in that order: the forced one, ``[None]``
    for a field forced unused, else the field's :func:`options` (``opts``; ``[None]`` without its card)."""

    def choices(field: str) -> list:
        if getattr(forced, field) is not None:
            return [getattr(forced, field)]
        return [None] if field in forced.unused else opts.get(field, [None])

    return [choices(f) for f in ALL_DECLARERS]


def brute_force(
    hand: Sequence[str], forced: Declarations, d: Deck, ctx: Context | None = None
) -> tuple[Declarations, bool]:
    """Every combination of :func:`options` (fields in :data:`ALL_DECLARERS` order, the forced ones
    kept), scored with :func:`_total`; the first with the highest total, then the lowest scoring base
    strength, then the fewest declarations wins. Skipped: an Island on a card that is no Flood or
    Flame then (or, unless forced, has no penalty), a Book of Changes giving a suit alike to the card's
    own (it changes nothing), and Angel's choices when nothing is blanked without it (it changes nothing).

    :returns: ``(winner with the forced declarations, unused not set; whether any card had a choice)``.
    """
    import itertools

    from .effects import points_only

    opts = options(hand, d)
    lists = choice_lists(opts, forced)
    if not any(len(x) > 1 for x in lists):
        return replace(forced, unused=frozenset()), False
    rep = suit_classes(hand, d)
    top: tuple[int, int, int] | None = None
    winner = forced
    with points_only():
        for dop, mirage, shape, book in itertools.product(*lists[:4]):
            if book and book != forced.book_of_changes:
                before = Declarations(dop, mirage, shape)
                own = next(s for s in _slots(hand, before, d) if s.card_id == book[0])
                if rep[book[1]] == rep[own.suit]:
                    continue  # Book of Changes giving a card a suit alike to its own
            for island in lists[4]:
                dec = Declarations(dop, mirage, shape, book, island)
                if island and not _island_fits(hand, dec, island == forced.island, d):
                    continue
                angels = lists[5]
                if len(angels) > 1 and None in angels and not _anything_blanked(hand, dec, d, ctx):
                    angels = [None]
                for angel in angels:
                    dec = Declarations(dop, mirage, shape, book, island, angel=angel)
                    total, base = _total(hand, dec, d, ctx)
                    key = (total, -base, -dec.used())
                    if top is None or key > top:
                        top, winner = key, dec
    return winner, True


def _anything_blanked(hand: Sequence[str], dec: Declarations, d: Deck, ctx: Context | None) -> bool:
    slots = _slots(hand, dec, d, ctx)
    _clear(slots, dec, d, None)
    return bool(blanking(slots))


def _island_fits(hand: Sequence[str], dec: Declarations, forced: bool, d: Deck) -> bool:
    """Island may clear its card under ``dec``: a Flood or Flame then (Phoenix is a Flame), and (unless
    forced) with a penalty to clear."""
    s = next(s for s in _slots(hand, replace(dec, island=None), d) if s.card_id == dec.island)
    return has(s, "flood", "flame") and (forced or bool(s.penalty and RULES[s.penalty].has_penalty))


def _suit_before_book(card: str, dec: Declarations, d: Deck) -> str:
    if card == "doppelganger" and dec.doppelganger:
        return d[dec.doppelganger].suit
    ident = getattr(dec, card, None) if card in ("mirage", "shapeshifter") else None
    return ident[1] if ident else d[card].suit


def _island_ok(dec: Declarations, target: str, forced: bool, d: Deck) -> bool:
    """Island may clear ``target`` under ``dec``: it is a Flood or Flame then, and
    (unless forced) it has a penalty to clear (the base game's cards; :func:`_island_fits` for every hand)."""
    book = dec.book_of_changes
    suit = book[1] if book and book[0] == target else _suit_before_book(target, dec, d)
    if suit not in ("flood", "flame"):
        return False
    penalty = dec.doppelganger if target == "doppelganger" else target
    return forced or bool(penalty and RULES[penalty].has_penalty)
