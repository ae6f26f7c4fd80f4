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
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from scorer.core.errors import RuleError
from scorer.core.i18n import language, translations, using

from .cards import Deck, deck
from .effects import BLANKS_OTHER, RULES, WILD_SUITS, Effect, Rule, Slot
from .table import Table, items_points

DECLARERS = ("doppelganger", "mirage", "shapeshifter", "book_of_changes", "island")

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
            for v in (self.doppelganger, self.mirage, self.shapeshifter, self.book_of_changes, self.island)
        )

    def describe(self, d: Deck) -> list[str]:
        """Each used declaration as ``--choose`` text (``"Mirage=Rainstorm"``)."""
        out = []
        if self.doppelganger:
            out.append(f"{d.name('doppelganger')}={d.name(self.doppelganger)}")
        for card, ident in (("mirage", self.mirage), ("shapeshifter", self.shapeshifter)):
            if ident:
                out.append(f"{d.name(card)}={d.name(ident[0] or ident[1])}")
        if self.book_of_changes:
            target, suit = self.book_of_changes
            out.append(f"{d.name('book_of_changes')}={d.name(target)}:{d.name(suit)}")
        if self.island:
            out.append(f"{d.name('island')}={d.name(self.island)}")
        return out + [_("{card}=none").format(card=d.name(card)) for card in DECLARERS if card in self.unused]

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
                if ident[0]:
                    text = _("{card} takes the name and suit of {name} (base 0)").format(
                        card=d.name(card), name=d.name(ident[0])
                    )
                else:
                    text = _("{card} takes the suit {suit} (base 0)").format(card=d.name(card), suit=d.name(ident[1]))
                out.append(text)
        if self.book_of_changes:
            target, suit = self.book_of_changes
            out.append(
                _("{book} makes {card} {suit}").format(
                    book=d.name("book_of_changes"), card=d.name(target), suit=a(d.name(suit))
                )
            )
        return out


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


@dataclass
class HandScore:
    """A resolved hand: per-card scores (in entry order), total points, declarations used.

    :ivar readings: the rule readings this hand's result depended on (keys of
        :data:`~.game.READINGS` and :data:`~.table.HOARD_READINGS`); filled by :func:`resolve` and :func:`best`.
    :ivar items: the player's used Cursed Items, ``[(item id, points)]`` (:func:`~.table.items_points`),
        counted in :attr:`total` (not in the base strength).
    """

    cards: list[CardScore]
    declarations: Declarations
    steps: list[str]
    readings: set[str] = field(default_factory=set)
    items: list[tuple[str, int]] = field(default_factory=list)

    @property
    def total(self) -> int:
        return sum(c.points for c in self.cards) + sum(p for _, p in self.items)

    @property
    def base_strength_total(self) -> int:
        """Sum of the base strengths that score (a blanked card has none: rulebook p.3)."""
        return sum(c.slot.base for c in self.cards if not c.blanked)


# ------------------------------------------------------------------ step 1-2


def _slots(hand: Sequence[str], dec: Declarations, d: Deck) -> list[Slot]:
    slots = []
    for i, cid in enumerate(hand):
        c = d[cid]
        slots.append(Slot(i, cid, cid, c.suit, c.base, bonus=cid, penalty=cid))
    by_id = {s.card_id: s for s in slots}
    for wild in ("doppelganger", "mirage", "shapeshifter"):
        if wild in by_id:
            s = by_id[wild]
            s.bonus = s.penalty = None
    if dec.doppelganger:
        t = d[dec.doppelganger]
        s = by_id["doppelganger"]
        s.name, s.suit, s.base, s.penalty = t.id, t.suit, t.base, t.id
    for wild in ("mirage", "shapeshifter"):
        ident = getattr(dec, wild)
        if ident:
            by_id[wild].name, by_id[wild].suit = ident
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
        rule = _rule(s.penalty) if _rule(s.penalty).clears_in_penalty else _rule(s.bonus)
        if not rule.clears or ("warship_copy" in off and s.card_id == "doppelganger"):
            continue
        for t in slots:
            if t is s or t.cleared or not _rule(t.penalty).has_penalty:
                continue
            if "rangers_dirigible" in off and s.card_id == "rangers" and t.penalty == "war_dirigible":
                continue
            what = rule.clears(s, t)
            if what == "all":
                t.cleared = True
                t.cleared_by.append(d.name(s.card_id))
            elif what == "army" and not t.army_cleared and _rule(t.penalty).army_word:
                t.army_cleared = True
            else:
                continue
            if steps is not None:
                if what == "all":
                    step = _("{card} clears the penalty of {target}")
                else:
                    step = _("{card} clears the word Army from the penalty of {target}")
                steps.append(step.format(card=d.name(s.card_id), target=label(t, d)))
    if dec.island:
        t = next(t for t in slots if t.card_id == dec.island)
        if t.suit not in ("flood", "flame"):
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


def blanking(slots: list[Slot], off: frozenset[str] = frozenset()) -> dict[int, Blanking]:
    """Decide which cards are blanked; return ``{slot index: (kind, cards)}``.

    Three-valued fixpoint: a card is blanked as soon as a non-blanked card
    blanks it (or its own condition fails on cards already known to score),
    and scores once every card that could blank it is known to be blanked.
    When nothing more can be decided, the undecided cards that lie on a cycle
    of "could blank" links are blanked (FAQ: Doppelgänger copying Basilisk),
    and the rest is decided from there.

    :param off: readings to leave out (to learn whether they decide anything): ``"self"``, a card's own
        BLANKED condition never counts the card itself; ``"own_blank"``, a BLANKS penalty may blank its
        own card (a cycle of one: the card is blanked), unless its text says "other"; ``"wild_wildfire"``,
        Wildfire spares a wild card left unused (suit Wild).
    """
    itself = "self" not in off
    spare_wild = "wild_wildfire" in off
    rules = {s.index: _penalty(s) for s in slots}
    blankers = [s for s in slots if rules[s.index].blanks]
    if not blankers and not any(r.blanked_with or r.needs for r in rules.values()):
        return {}  # nothing can blank any card
    sources: dict[int, list[Slot]] = {}
    needs: dict[int, list[Slot] | None] = {}
    state = {s.index: UNKNOWN for s in slots}
    why: dict[int, Blanking] = {}
    for c in slots:
        rule = rules[c.index]
        sources[c.index] = [
            s
            for s in blankers
            if (s is not c or ("own_blank" in off and _blanks_itself(s)))
            and _blanks(rules[s.index], s, c)
            and not (spare_wild and s.penalty == "wildfire" and c.suit == "wild")
        ]
        if rule.blanked_with:
            sources[c.index] += [s for s in slots if s is not c and rule.blanked_with(c, s)]
            if itself and rule.blanked_with(c, c):
                state[c.index] = BLANKED
                why[c.index] = ("itself", [c])
        pred = rule.needs(c) if rule.needs else None
        needs[c.index] = None if pred is None or (itself and pred(c)) else [s for s in slots if s is not c and pred(s)]
    if not any(sources.values()) and all(n is None for n in needs.values()):
        return why
    while True:
        changed = False
        for c in slots:
            if state[c.index] != UNKNOWN:
                continue
            src, need = sources[c.index], needs[c.index]
            by = [s for s in src if state[s.index] == ACTIVE]
            unmet = need is not None and all(state[s.index] == BLANKED for s in need)
            if by or unmet:
                state[c.index] = BLANKED
                why[c.index] = ("by", by) if by else ("unmet", [])
                changed = True
            elif all(state[s.index] == BLANKED for s in src) and (
                need is None or any(state[s.index] == ACTIVE for s in need)
            ):
                state[c.index] = ACTIVE
                changed = True
        if changed:
            continue
        undecided = [c for c in slots if state[c.index] == UNKNOWN]
        if not undecided:
            return why
        links = {
            c.index: {s.index for s in sources[c.index] + (needs[c.index] or []) if state[s.index] == UNKNOWN}
            for c in undecided
        }
        cycle = [c for c in undecided if _on_cycle(c.index, links)]
        for c in cycle:
            state[c.index] = BLANKED
            why[c.index] = ("cycle", [s for s in sources[c.index] if s in cycle])


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

    :param d: the table's deck (:func:`~.cards.deck_for`); ``None``: the base game.
    :param table: the table's facts (players, discard area, this player's used Cursed Items);
        ``None``: ``Table()``, nothing known.
    :returns: per-card scores in entry order, the steps for ``--explain``, the
        readings the result depended on and the Cursed Items' points.
    :raises RuleError: a declaration does not fit the hand (see :func:`check_declarations`),
        a Cursed Item is unknown or given twice (:func:`~.table.items_points`).
    """
    d = d or deck()
    table = table or Table()
    with using(language()):  # the output language looked up once, not for every name and message
        check_declarations(hand, dec, d)
        items = items_points(table.items, table, d)
        result = _resolve(hand, dec, d, dec.explain(d))
        result.readings = _readings(hand, dec, d, result)
        result.items = items
    return result


def _readings(hand: Sequence[str], dec: Declarations, d: Deck, result: HandScore) -> set[str]:
    """The readings of :data:`~.game.READINGS` that decided something in this hand.

    A reading decided something when leaving it out changes a card's points or
    whether it is blanked (the same declarations kept), or, for Collector and
    Gem of Order, when more than one suit or run scored or a repeated name was left out.
    """
    from .effects import collector_ruling, gem_ruling, points_only

    outcome = [(c.blanked, c.points) for c in result.cards]
    held = set(hand)
    slots = [c.slot for c in result.cards]
    wildfire = any(s.penalty == "wildfire" and not s.cleared for s in slots)
    tried = (
        ["self"]
        + (["own_blank"] if any(_blanks_itself(s) for s in slots) else [])
        + (["wild_wildfire"] if wildfire and any(s.suit == "wild" for s in slots) else [])
        + (["fountain"] if "fountain_of_life" in held else [])
        + (["rangers_dirigible"] if "rangers" in held and {"war_dirigible", "doppelganger"} & held else [])
        + (["warship_copy"] if dec.doppelganger == "warship" else [])
    )
    with points_only():  # only the points are compared: no reasons built
        found = {r for r in tried if _outcome_without(r, hand, dec, d, result) != outcome}
    active = [c.slot for c in result.cards if not c.blanked]
    if any(c.blanked for c in result.cards):
        found.add("blanked")
    if (any(s.bonus == "collector" for s in active) and collector_ruling(active)) or (
        any(s.bonus == "gem_of_order" for s in active) and gem_ruling(active)
    ):
        found.add("collector")
    return found


def _outcome_without(
    reading: str, hand: Sequence[str], dec: Declarations, d: Deck, result: HandScore
) -> list[tuple[bool, int]]:
    """:func:`_per_card` with ``reading`` left out. Leaving out ``"self"`` changes no clearing and,
    when no card has a BLANKED condition of its own, no blanking either: then only the bonuses and
    penalties of the scoring cards are worked out again, on ``result``'s cards."""
    slots = [c.slot for c in result.cards]
    if reading != "self" or any(_penalty(s).blanked_with or _penalty(s).needs for s in slots):
        return _per_card(hand, dec, d, frozenset([reading]))
    off = frozenset([reading])
    active = [c.slot for c in result.cards if not c.blanked]
    out = []
    for c in result.cards:
        if c.blanked:
            out.append((True, 0))
        else:
            bonus, penalty = _effects(c.slot, active, off)
            out.append((False, c.slot.base + sum(p for p, _ in bonus + penalty)))
    return out


def _per_card(hand: Sequence[str], dec: Declarations, d: Deck, off: frozenset[str]) -> list[tuple[bool, int]]:
    """``(blanked, points)`` of each card with the readings ``off`` left out."""
    slots = _slots(hand, dec, d)
    _clear(slots, dec, d, None, off)
    blanked = blanking(slots, off)
    active = [s for s in slots if s.index not in blanked]
    out = []
    for s in slots:
        if s.index in blanked:
            out.append((True, 0))
        else:
            bonus, penalty = _effects(s, active, off)
            out.append((False, s.base + sum(p for p, _ in bonus + penalty)))
    return out


def _resolve(hand: Sequence[str], dec: Declarations, d: Deck, steps: list[str] | None) -> HandScore:
    slots = _slots(hand, dec, d)
    _clear(slots, dec, d, steps)
    why = {i: blank_reason(slots[i], w, d) for i, w in blanking(slots).items()}
    if steps is not None:
        steps += [
            _("{card} is {reason}").format(card=label(slots[i], d), reason=reason) for i, reason in sorted(why.items())
        ]
    active = [s for s in slots if s.index not in why]
    scores = []
    for s in slots:
        cs = CardScore(s, [why[s.index]] if s.index in why else [])
        if not cs.blanked:
            cs.bonus, cs.penalty = _effects(s, active)
            if steps is not None:
                steps += [f"{label(s, d)}: {reason} = {pts:+d}" for pts, reason in cs.bonus + cs.penalty]
        scores.append(cs)
    return HandScore(scores, dec, steps or [])


def _effects(s: Slot, active: list[Slot], off: frozenset[str] = frozenset()) -> tuple[list[Effect], list[Effect]]:
    """The bonus and penalty of a scoring card, given the scoring cards.

    :param off: ``"self"``: the card never counts itself (``"fountain"``: for Fountain of Life's bonus).
    """
    bonus = RULES[s.bonus].bonus if s.bonus else None
    penalty = _penalty(s).penalty
    if off:
        others = [x for x in active if x is not s]
        own = "fountain" if s.bonus == "fountain_of_life" else "self"
        return (
            (bonus(s, others if own in off else active) if bonus else []),
            (penalty(s, others if "self" in off else active) if penalty else []),
        )
    return (bonus(s, active) if bonus else []), (penalty(s, active) if penalty else [])


def _total(hand: Sequence[str], dec: Declarations, d: Deck) -> tuple[int, int]:
    """The total and the scoring base strength, for the search (no texts)."""
    slots = _slots(hand, dec, d)
    _clear(slots, dec, d, None)
    blanked = blanking(slots)
    active = [s for s in slots if s.index not in blanked]
    total = 0
    for s in active:
        bonus, penalty = _effects(s, active)
        total += s.base + sum(p for p, _ in bonus) + sum(p for p, _ in penalty)
    return total, sum(s.base for s in active)


def check_declarations(hand: Sequence[str], dec: Declarations, d: Deck) -> None:
    """Check that every declaration is one its card may make.

    :raises RuleError: the declaring card is not in the hand, a Doppelgänger
        copies itself, a wild card or a card not in the hand, a Mirage or
        Shapeshifter takes a suit its text does not allow, Book of Changes
        targets itself or a card not in the hand.
    """
    held = set(hand)
    for card in dec.unused:
        if card not in DECLARERS or getattr(dec, card) is not None:
            raise RuleError(
                _("{card} is both declared and left unused: keep one declaration for it").format(card=d.name(card))
            )
        if card not in held:
            raise RuleError(_("{card} is not in the hand: remove its declaration").format(card=d.name(card)))

    def need(card: str) -> None:
        if card not in held:
            raise RuleError(_("{card} is not in the hand: remove its declaration").format(card=d.name(card)))

    if dec.doppelganger:
        need("doppelganger")
        t = dec.doppelganger
        if t not in held or t == "doppelganger" or d[t].suit == "wild":
            raise RuleError(
                _("{card} copies another non-wild card in the hand, not {other}: choose one you hold").format(
                    card=d.name("doppelganger"), other=d.name(t)
                )
            )
    for wild in ("mirage", "shapeshifter"):
        ident = getattr(dec, wild)
        if ident:
            need(wild)
            name, suit = ident
            allowed = WILD_SUITS[wild]
            if suit not in allowed or (name and d[name].suit != suit):
                raise RuleError(
                    _("{card} may only become {suits} card, not {other}: choose one of those").format(
                        card=d.name(wild), suits=a(" / ".join(d.name(s) for s in allowed)), other=d.name(name or suit)
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
        if suit == "wild":
            raise RuleError(
                _("{book} gives one of the ten suits, not {wild}: choose a suit").format(
                    book=d.name("book_of_changes"), wild=d.name("wild")
                )
            )
    if dec.island:
        need("island")
        need(dec.island)


# ------------------------------------------------------------------ best declarations


def suit_classes(hand: Sequence[str], d: Deck) -> dict[str, str]:
    """Map every suit (Wild included) to a representative of the suits that
    every card in ``hand`` treats alike; only the representatives need trying.

    Two suits are alike when each card's text refers to them in the same role
    (``suit_groups`` in the card data; a group never mixes suits a card counts
    itself in with suits it counts only in other cards). Collector and World
    Tree compare suits with each other, so with them every suit stands for itself.
    """
    if {"collector", "world_tree"} & set(hand):
        return {s: s for s in d.suits}
    groups = [(c, i, set(g)) for c in set(hand) for i, g in enumerate(d[c].suit_groups)]
    first: dict[frozenset, str] = {}
    rep = {}
    for s in sorted(d.suits, key=lambda s: (s == "wild", s)):
        sig = frozenset((c, i) for c, i, g in groups if s in g)
        rep[s] = first.setdefault(sig, s)
    return rep


def options(hand: Sequence[str], d: Deck | None = None) -> dict[str, list]:
    """The declarations worth trying for each special card in ``hand``.

    Names and suits that no card in the hand refers to cannot change the
    result, and suits the hand treats alike are interchangeable, so one
    representative stands for each (issue #2: prune).
    """
    d = d or deck()
    hand = sorted(hand)  # the same options, in the same order, however the hand was entered
    names = {n for c in hand for n in d[c].mentions}
    rep = suit_classes(hand, d)
    reps = sorted(set(rep.values()) - {"wild"})
    neutral = rep["wild"]  # the class of suits nothing refers to
    opts: dict[str, list] = {}
    if "doppelganger" in hand:
        opts["doppelganger"] = [None] + [c for c in hand if d[c].suit != "wild"]
    for wild in ("mirage", "shapeshifter"):
        if wild in hand:
            allowed = WILD_SUITS[wild]
            generic: dict[str, str] = {}  # class -> its first suit this card may take
            for suit in sorted(allowed):
                if rep[suit] != neutral:
                    generic.setdefault(rep[suit], suit)
            opts[wild] = (
                [None]
                + [(None, s) for s in sorted(generic.values())]
                + sorted((n, d[n].suit) for n in names if d[n].suit in allowed)
            )
    if "book_of_changes" in hand:
        opts["book_of_changes"] = [None] + [(c, s) for c in hand if c != "book_of_changes" for s in reps]
    if "island" in hand:
        opts["island"] = [None] + [c for c in hand if c != "island"]
    return opts


def best(
    hand: Sequence[str], forced: Declarations | None = None, d: Deck | None = None, table: Table | None = None
) -> HandScore:
    """Resolve ``hand`` with the declarations that give the highest total.

    The result is that of trying every combination from :func:`options` in order
    (except for the cards whose declaration is forced, or forced unused) and keeping
    the first with the highest total; among equal totals the lower scoring base
    strength wins (it is the tie-break between players), then fewer declarations.
    :func:`.search.best_declarations` finds it without trying the combinations
    that provably score no better than one tried before.

    :param d: the table's deck (:func:`~.cards.deck_for`); ``None``: the base game.
    :param table: the table's facts (:class:`~.table.Table`); ``None``: nothing known.
    :raises RuleError: a forced declaration does not fit the hand.
    """
    from .search import best_declarations

    d = d or deck()
    forced = forced or Declarations()
    check_declarations(hand, forced, d)
    winner, searched = best_declarations(hand, forced, d)
    result = resolve(hand, replace(winner, unused=forced.unused), d, table)
    if searched:
        result.readings.add("search")
    return result


def _suit_before_book(card: str, dec: Declarations, d: Deck) -> str:
    if card == "doppelganger" and dec.doppelganger:
        return d[dec.doppelganger].suit
    ident = getattr(dec, card, None) if card in ("mirage", "shapeshifter") else None
    return ident[1] if ident else d[card].suit


def _island_ok(dec: Declarations, target: str, forced: bool, d: Deck) -> bool:
    """Island may clear ``target`` under ``dec``: it is a Flood or Flame then, and
    (unless forced) it has a penalty to clear."""
    book = dec.book_of_changes
    suit = book[1] if book and book[0] == target else _suit_before_book(target, dec, d)
    if suit not in ("flood", "flame"):
        return False
    penalty = dec.doppelganger if target == "doppelganger" else target
    return forced or bool(penalty and RULES[penalty].has_penalty)
