"""The search for the best declarations as it was before issue 10, kept as the reference.

Copied verbatim from ``scorer/games/realms/resolve.py`` at commit 819bd2f (the brute force over every
combination of :func:`options`, with its helpers: slots, clearing, blanking, effects, the total),
so that the fast search in ``scorer/games/realms/search.py`` can be checked against it
(tests/realms/test_search.py). Only two things are added below the copy: :func:`resolve`, which
scores the winner with this copy (the production resolve also explains; here only points count),
and :func:`check_declarations`, taken from production (it only refuses bad forced declarations).
The card rules themselves (``effects.RULES``) are shared: they are what the score means.

Do not edit the copied part: it is what "the same answers as today" means.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import replace

from scorer.core.errors import RuleError
from scorer.games.realms.cards import Deck, deck
from scorer.games.realms.effects import BLANKS_OTHER, RULES, WILD_SUITS, Effect, Rule, Slot
from scorer.games.realms.resolve import DECLARERS, CardScore, Declarations, HandScore, check_declarations


def resolve(hand: Sequence[str], dec: Declarations | None = None, d: Deck | None = None) -> HandScore:
    """Score ``hand`` with ``dec`` using the copied steps (no texts, no readings)."""
    d = d or deck()
    dec = dec or Declarations()
    check_declarations(hand, dec, d)
    slots = _slots(hand, dec, d)
    _clear(slots, dec, d, None)
    blanked = blanking(slots)
    active = [s for s in slots if s.index not in blanked]
    cards = []
    for s in slots:
        cs = CardScore(s, [blanked[s.index][0]] if s.index in blanked else [])
        if not cs.blanked:
            cs.bonus, cs.penalty = _effects(s, active)
        cards.append(cs)
    return HandScore(cards, dec, [])


# ------------------------------------------------------------------ copied verbatim from resolve.py at 819bd2f


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
                part = "the penalty" if what == "all" else "the word Army from the penalty"
                steps.append(f"{d.name(s.card_id)} clears {part} of {label(t, d)}")
    if dec.island:
        t = next(t for t in slots if t.card_id == dec.island)
        if t.suit not in ("flood", "flame"):
            raise RuleError(
                f"Island clears a Flood or Flame, and {label(t, d)} is {a(d.name(t.suit))}: choose another card"
            )
        if not t.cleared:
            t.cleared = True
            t.cleared_by.append("Island")
            if steps is not None:
                steps.append(f"Island clears the penalty of {label(t, d)}")


def a(word: str) -> str:
    """``word`` with its indefinite article: ``an Army``, ``a Weather``."""
    return ("an " if word[:1].lower() in "aeiou" else "a ") + word


def label(s: Slot, d: Deck) -> str:
    """The card's name, with what it became: ``Mirage (as Rainstorm, Weather)``,
    ``Bell Tower (now a Wizard)``, ``Shapeshifter (as a Weapon)``."""
    own = d.name(s.card_id)
    if s.name == s.card_id:
        return own if s.suit == d[s.card_id].suit else f"{own} (now {a(d.name(s.suit))})"
    if s.name is None:
        return f"{own} (as {a(d.name(s.suit))})"
    return f"{own} (as {d.name(s.name)}, {d.name(s.suit)})"


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


def best(hand: Sequence[str], forced: Declarations | None = None, d: Deck | None = None) -> HandScore:
    """Resolve ``hand`` with the declarations that give the highest total.

    Every combination from :func:`options` is tried, except for the cards
    whose declaration is forced (or forced unused). Among equal totals the
    lower scoring base strength wins (it is the tie-break between players),
    then fewer declarations.

    :raises RuleError: a forced declaration does not fit the hand.
    """
    d = d or deck()
    forced = forced or Declarations()
    check_declarations(hand, forced, d)
    opts = options(hand, d)
    rep = suit_classes(hand, d)

    def choices(card: str) -> list:
        if getattr(forced, card) is not None:
            return [getattr(forced, card)]
        return [None] if card in forced.unused else opts.get(card, [None])

    top: tuple[int, int, int] | None = None
    winner = forced
    for dop, mirage, shape, book in itertools.product(*(choices(k) for k in DECLARERS[:4])):
        partial = Declarations(dop, mirage, shape, book)
        if book and book != forced.book_of_changes and rep[book[1]] == rep[_suit_before_book(book[0], partial, d)]:
            continue  # Book of Changes giving a card a suit alike to its own
        for island in choices("island"):
            if island and not _island_ok(partial, island, island == forced.island, d):
                continue
            dec = Declarations(dop, mirage, shape, book, island) if island else partial
            total, base = _total(hand, dec, d)
            key = (total, -base, -dec.used())
            if top is None or key > top:
                top, winner = key, dec
    result = resolve(hand, replace(winner, unused=forced.unused), d)
    if any(len(choices(k)) > 1 for k in DECLARERS):
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
