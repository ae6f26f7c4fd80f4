"""The search for the best declarations of a Mystical Realms hand: exact, and fast.

:func:`best_declarations` returns what the brute force over every combination of
:func:`~.resolve.options` returned (issue 10; the brute force is kept as the reference in
``tests/realms/reference_search.py`` and a property test holds the two equal): the candidates
are the same, in the same order, and the winner is the first one with the highest key
``(total, -scoring base strength, -declarations used)``. It is faster in three ways.

Fewer candidates, each skipped one provably no better than one that is kept:

- *Interchangeable suits.* Two suits that every card of the hand treats alike (the same
  ``suit_groups`` signature; Collector and World Tree compare suits but treat every suit alike)
  and that no card holds yet can be swapped everywhere without changing any score. Of the
  Mirage, Shapeshifter or Book of Changes choices that give such a "fresh" suit, only the first
  one of each kind is tried; a later one scores exactly as an earlier candidate does.
  (Without Collector or World Tree, :func:`~.resolve.options` already keeps one suit per kind.)
- *A Book of Changes on a wild card's suit.* Book of Changes giving a Mirage or Shapeshifter that
  took a bare suit another suit that card may take itself ends in the same hand as that card taking
  it without the Book: the same total and base strength with one declaration fewer, so it never wins.

Fewer evaluations, by branch and bound: the candidates are split first by the Doppelgänger choice
and the card Book of Changes changes (or no Book), then, when that card blanks, by the suit it is given
(whether it blanks for sure depends on it), then by the Mirage choice, then by the Shapeshifter
choice; each set gets an upper bound of its totals, its later choices standing as other ways the cards
may stand (each card's base strength, its bonus's bound over every way any card may stand, the least
penalty it pays, nothing for a card or a way blanked in every candidate, World Tree only where the cards
can all be of different suits; see :meth:`_Evaluator.bound` and the ``monotone``, ``subadditive``,
``bound``, ``penalty_monotone`` and ``distinct_suits`` facts of :class:`~.effects.Rule`). Blanked in
every candidate: what a card scoring in every candidate blanks (Island clears one card only), a card
blanked with such a card or needing a card no other can be, and cards that can only blank each other,
settled among themselves (:meth:`_Evaluator._never`). A set of a few candidates is evaluated, not
bounded (``LEAF``). The bound is tight only
when Book of Changes may move one card, hence that choice first. Sets are searched best bound first;
one whose bound is below the best total found is skipped, and one whose bound equals it when the
tie-break of a total equal to the bound is known and loses (the set's fewest declarations and earliest
order decide). The winner is still the first best candidate in the order above (ties between
candidates found out of order are decided by that order).

Cheaper evaluations: every card as it may stand is built once per search (an interned
:class:`~.effects.Slot`), the card rules' answers for a pair of cards (blanks, is blanked with,
needs, clears) are remembered, the points of a set of scoring cards are computed once, and the
rules give points without reasons (:func:`~.effects.points_only`). The ``effects`` rule functions
stay the only statement of the rules: a new card needs nothing here (they must be pure functions
of the slots they are given); without its bound facts it is only searched more slowly.

With the expansion every slot carries the table's facts (:class:`~.effects.Context`: the players, the
discard area, the hand's size) and its rule id (the Deluxe Wildfire), so the evaluator scores the cards
that read the table, Jester and the Cursed Hoard wild cards itself. The hands whose blanking it does not
knows only as :func:`~.resolve.blanking` decides it (:func:`~.resolve.exact_only`: Demon's blanking first,
unblankable cards, Angel, Phoenix) go through the same branch and bound, each candidate blanked in that
order (:meth:`_Evaluator.blanked_slow`: what does not depend on Angel's choice worked out once per
candidate, then each Angel choice) and scored as :func:`~.resolve._total` scores it; their bounds know
what of blanking for sure still holds there (:class:`_SlowEvaluator`). A small one is
:func:`~.resolve.brute_force`.
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import replace
from typing import Any

from .cards import Deck
from .effects import RULES, WILD_SUITS, Rule, Slot, has, points_only

DECLARERS = ("doppelganger", "mirage", "shapeshifter", "book_of_changes", "island")
_WILD = ("doppelganger", "mirage", "shapeshifter")
#: The wild cards by card id (The Cursed Hoard's Mirage and Shapeshifter too).
_WILD_IDS = frozenset({*_WILD, "mirage_ch", "shapeshifter_ch"})
_DECLARING = frozenset({*DECLARERS, "mirage_ch", "shapeshifter_ch"})
_NO_RULE = Rule()

#: A card as it stands before clearing: ``(card id, name, suit, base, bonus id, penalty id)``.
Ident = tuple[str, str | None, str, int, str | None, str | None]


def _rule(ident: str | None) -> Rule:
    return RULES[ident] if ident else _NO_RULE


def signatures(hand: Sequence[str], d: Deck) -> dict[str, frozenset]:
    """Each suit's signature: the ``(card, group)`` pairs of the cards in ``hand`` whose text
    names the suit in that group. Suits of one signature are treated alike by every card of the
    hand (Collector and World Tree treat every suit alike; they have no groups)."""
    groups = [(c, i, set(g)) for c in set(hand) for i, g in enumerate(d[c].suit_groups)]
    return {s: frozenset((c, i) for c, i, g in groups if s in g) for s in d.suits}


class _Evaluator:
    """Totals of one hand under declarations, with every per-card fact remembered.

    A card's state before clearing is an :data:`Ident`; after clearing, a *slot* number
    (``self.slots[n]`` the interned :class:`Slot`). Penalties are looked up through the slot's
    ``cleared`` flag exactly as :func:`~.resolve.blanking` and :func:`~.resolve._effects` do.
    """

    def __init__(self, hand: Sequence[str], d: Deck, ctx: Any = None, slow: bool = False):
        self.hand = list(hand)
        self.d = d
        #: The expansion's hands of :func:`~.resolve.exact_only`: blanked by :meth:`blanked_slow` (the order
        #: of :func:`~.resolve.blanking`). Every slot is made as :func:`~.resolve._slots` makes it (rule
        #: ids, Phoenix's extra suits, the table's context ``ctx``: ``None`` in the base game).
        self.slow = slow
        self.ctx = ctx
        #: Angel is in the hand (the expansion's slow path): one card blanked for sure may be the one it
        #: protects (:meth:`bound`).
        self.angel = False
        self.n = len(hand)
        self.pos = {c: i for i, c in enumerate(hand)}
        for field in ("mirage", "shapeshifter"):  # The Cursed Hoard's wild cards declare as the base ones
            if f"{field}_ch" in self.pos and field not in self.pos:
                self.pos[field] = self.pos[f"{field}_ch"]
        self.slots: list[Slot] = []
        self.slot_no: dict[tuple, int] = {}
        self.rule: list[Rule] = []  # the penalty rule of each slot, as blanking reads it
        self.has_penalty: list[bool] = []
        self.blocks: list[bool] = []  # the slot's penalty may blank a card or itself
        self.clearing: list[Rule | None] = []  # the rule whose CLEARS the slot applies
        self.ident: list[Ident] = []
        self.cache: dict[Any, Any] = {}
        self.always_memo: dict[tuple, set[int]] = {}
        self.blanker_groups: dict[tuple[int, ...], int] = {}  # the slot numbers of possible blankers -> a number
        self.safe: dict[int, bool] = {}  # (blanker group << 24 | slot) -> no blanker of the group blanks it
        self.suited_memo: dict[tuple[int, str], int] = {}
        self.cleared_of: dict[int, int] = {}  # slot -> the slot of that card with its penalty cleared
        self.clears: dict[int, str | None] = {}  # (clearing slot << 20 | slot) -> what it clears of it
        #: (slot, another slot or -1) -> what the other adds to the slot's bonus (or the bonus alone), and
        #: (slot, other slots) -> the most one of them adds: for :meth:`_subadditive`
        self.adds: dict[tuple[int, int], int] = {}
        self.most_adds: dict[tuple[int, tuple[int, ...]], int] = {}
        self.pairs: dict[int, bool] = {}  # (blanking slot << 20 | slot) -> it blanks it
        self.withs: dict[int, bool] = {}  # (slot << 20 | slot) -> the first is blanked with the second
        self.fits: dict[int, bool] = {}  # (slot << 20 | slot) -> the second is what the first NEEDS
        self.scoring: list[tuple[Callable | None, Callable | None, Callable | None]] = []
        self.points: dict[tuple[int, ...], tuple[int, int]] = {}
        self.blanked: dict[tuple[int, ...], tuple[int, ...]] = {}
        #: A card has a BLANKED condition of its own (Book of Changes and the wild cards add none).
        self.conditions = any(_rule(c).blanked_with or _rule(c).needs for c in hand)
        #: A card blanked for sure is no card another NEEDS (:meth:`_never_condition`; not with the expansion).
        self.dead_needs = True
        #: Two cards may blank each other (two blankers, or one and Doppelgänger): :meth:`_closed`.
        self.mutual = sum(bool(_rule(c).blanks) for c in hand) + ("doppelganger" in hand) >= 2 and any(
            _rule(c).blanks for c in hand
        )
        self.blanked_x: dict[tuple, frozenset[int]] = {}  # (slots, Angel's card) -> blanked (the expansion's)
        self.cycled_x: dict[tuple[int, ...], bool] = {}  # slots -> that blanking without Angel broke a cycle
        self.facts_x: dict[tuple[int, ...], tuple] = {}  # slots -> what that blanking reads (_slow_facts)
        self.firsts: dict[tuple, int] = {}  # (Demons' slots, every card's suits) -> the bits Demon blanks first
        self.ghosts: dict[int, int] = {}  # slot -> its ghost (a blanked promo Phoenix)
        self.powers: tuple[frozenset[int], int, bool] | None = None  # _held_powers
        #: Cards whose rule may clear: only then is clearing worked out.
        self.clearers = any(
            _rule(c).clears or (c == "doppelganger" and any(_rule(x).clears_in_penalty for x in hand)) for c in hand
        )

    # ----------------------------------------------------------------- identities

    def own(self, card: str) -> Ident:
        c = self.d[card]
        if card in _WILD_IDS:
            return (card, card, c.suit, c.base, None, None)
        rule = self.rule_of(card)
        return (card, card, c.suit, c.base, rule, rule)

    def rule_of(self, card: str) -> str:
        """The id of the rule a card has: its own id, or in the Deluxe printing :func:`~.resolve.rule_id`
        (the Deluxe Wildfire)."""
        if self.d.printing != "deluxe":
            return card
        from .resolve import rule_id

        return rule_id(self.d[card])

    def slot(self, i: int, ident: Ident, cleared: bool = False, army_cleared: bool = False) -> int:
        key = (i, ident, cleared, army_cleared)
        n = self.slot_no.get(key)
        if n is None:
            card, name, suit, base, bonus, penalty = ident
            s = Slot(i, card, name, suit, base, bonus=bonus, penalty=penalty)
            s.cleared, s.army_cleared = cleared, army_cleared
            if self.ctx is not None:  # the table's facts (none in the base game, nor a card with extra suits)
                s.ctx = self.ctx
                if name == card:  # the printed card (a copy has no extra suits: Phoenix's bonus text)
                    s.extra = self.d[card].extra_suits
            n = self.slot_no[key] = len(self.slots)
            self.slots.append(s)
            rule = _NO_RULE if cleared else _rule(penalty)
            self.rule.append(rule)
            self.has_penalty.append(_rule(penalty).has_penalty)
            self.blocks.append(bool(rule.blanks or rule.blanked_with or rule.needs))
            own = _rule(penalty)
            clearing = own if own.clears_in_penalty else _rule(bonus)
            self.clearing.append(clearing if clearing.clears else None)
            self.ident.append(ident)
            gain = _rule(bonus)
            self.scoring.append((gain.points, None if gain.points else gain.bonus, rule.penalty))
        return n

    def suited(self, x: int, suit: str) -> int:
        """The slot number of the card of slot ``x`` (not cleared) given ``suit`` by Book of Changes."""
        n = self.suited_memo.get((x, suit))
        if n is None:
            card, name, _, base, bonus, penalty = self.ident[x]
            n = self.suited_memo[(x, suit)] = self.slot(self.slots[x].index, (card, name, suit, base, bonus, penalty))
        return n

    def _ask(self, kind: str, fn: Callable, a: int, b: int | None = None) -> Any:
        """``fn(slot a)`` or ``fn(slot a, slot b)``, remembered (the rules are pure functions of slots);
        the answers of the kinds ``"blanks"``, ``"with"`` and ``"pred"`` are kept as booleans."""
        key = (kind, a, b)
        try:
            return self.cache[key]
        except KeyError:
            sa = self.slots[a]
            out = fn(sa) if b is None else fn(sa, self.slots[b])
            if kind != "clears" and kind != "needs":
                out = bool(out)
            self.cache[key] = out
            return out

    # ----------------------------------------------------------------- the steps

    def clear(self, standing: Sequence[int], island: int | None) -> list[int]:
        """Step 3 (as :func:`~.resolve._clear`): the slot numbers after every CLEARS effect and the
        Island at position ``island``, from the slot numbers of the cards as they stand."""
        cur = list(standing)
        if self.clearers:
            n = self.n
            slots, clearing, has_penalty, answers = self.slots, self.clearing, self.has_penalty, self.clears
            for i in range(n):
                rule = clearing[cur[i]]
                if rule is None:
                    continue
                for j in range(n):
                    x = cur[j]
                    if j == i or not has_penalty[x]:
                        continue
                    t = slots[x]
                    if t.cleared:
                        continue
                    k = (cur[i] << 20) | x
                    what = answers.get(k, False)
                    if what is False:
                        what = answers[k] = rule.clears(slots[cur[i]], t)  # type: ignore[misc]
                    if what == "all":
                        cur[j] = self.cleared(x)
                    elif what == "army" and not t.army_cleared and _rule(t.penalty).army_word:
                        cur[j] = self.slot(j, self.ident[x], False, True)
        if island is not None:
            t = self.slots[cur[island]]
            if not t.cleared:
                cur[island] = self.cleared(cur[island])
        return cur

    def cleared(self, x: int) -> int:
        """The slot number of the card of slot ``x`` with its penalty cleared (the word Army as in ``x``)."""
        n = self.cleared_of.get(x)
        if n is None:
            t = self.slots[x]
            n = self.cleared_of[x] = self.slot(t.index, self.ident[x], True, t.army_cleared)
        return n

    def blanking(self, cur: list[int]) -> tuple[int, ...]:
        """Step 4 (as :func:`~.resolve.blanking`): the positions of the blanked cards."""
        blocks = self.blocks
        for x in cur:
            if blocks[x]:
                break
        else:
            return ()
        key = tuple(cur)
        found = self.blanked.get(key)
        if found is not None:
            return found
        n = self.n
        rules = [self.rule[x] for x in cur]
        blankers = [i for i in range(n) if rules[i].blanks]
        sources = [0] * n  # per card, the bits of the cards that blank it while they score
        needs = [-1] * n  # per card, the bits of the cards it needs (one scoring), or -1: needs none
        blanked = 0  # blanked with itself
        for c in range(n):
            rule = rules[c]
            src = self._blanked_by_bits(c, cur, blankers) if blankers else 0
            if rule.blanked_with:
                itself, others = self._with_bits(c, cur)
                blanked |= itself
                src |= others
            sources[c] = src
            if rule.needs:
                needs[c] = self._need_bits(c, cur)
        if any(sources) or any(x >= 0 for x in needs):
            blanked = _fixpoint_bits(n, sources, needs, blanked)
        found = self.blanked[key] = tuple(i for i in range(n) if blanked >> i & 1)
        return found

    def _blanked_by_bits(self, c: int, cur: Sequence[int], blankers: Sequence[int]) -> int:
        """The bits of the positions of ``blankers`` (other than ``c``) whose BLANKS penalty blanks the card at
        position ``c``, the cards standing as the slots ``cur`` (answers remembered per pair of slots)."""
        rule, slots, pairs = self.rule, self.slots, self.pairs
        me = cur[c]
        out = 0
        for s in blankers:
            if s != c:
                x = cur[s]
                k = (x << 20) | me
                hit = pairs.get(k)
                if hit is None:
                    hit = pairs[k] = bool(rule[x].blanks(slots[x], slots[me]))  # type: ignore[misc]
                if hit:
                    out |= 1 << s
        return out

    def _with_bits(self, c: int, cur: Sequence[int], skip: Collection[int] = ()) -> tuple[int, int]:
        """``(itself, others)``: the bit of ``c`` if the card at position ``c`` is BLANKED with itself, and the
        bits of the other cards it is BLANKED with (none of ``skip``), the cards standing as the slots ``cur``."""
        slots, withs = self.slots, self.withs
        me = cur[c]
        with_ = self.rule[me].blanked_with
        itself = others = 0
        for s in range(len(cur)):
            if s != c and s in skip:
                continue
            x = cur[s]
            k = (me << 20) | x
            hit = withs.get(k)
            if hit is None:
                hit = withs[k] = bool(with_(slots[me], slots[x]))  # type: ignore[misc]
            if hit:
                if s == c:
                    itself = 1 << c
                else:
                    others |= 1 << s
        return itself, others

    def _need_bits(self, c: int, cur: Sequence[int]) -> int:
        """The bits of the other cards one of which the NEEDS condition of the card at position ``c`` asks for,
        or ``-1`` when it asks for none (or the card meets it itself), the cards standing as the slots ``cur``."""
        me = cur[c]
        pred = self._ask("needs", self.rule[me].needs, me)  # type: ignore[arg-type]
        if pred is None or self._ask("pred", _on(pred), me, me):
            return -1
        slots, fits = self.slots, self.fits
        need = 0
        for s in range(len(cur)):
            x = cur[s]
            k = (me << 20) | x
            hit = fits.get(k)
            if hit is None:
                hit = fits[k] = bool(pred(slots[x]))
            if hit and s != c:
                need |= 1 << s
        return need

    def score(self, active: tuple[int, ...]) -> tuple[int, int]:
        """Step 5: ``(total, scoring base strength)`` of the scoring slots ``active``."""
        found = self.points.get(active)
        if found is None:
            slots, scoring = self.slots, self.scoring
            cards = [slots[x] for x in active]
            total = base = 0
            for x, s in zip(active, cards, strict=True):
                points, bonus, penalty = scoring[x]
                if points:
                    total += points(s, cards)
                elif bonus:
                    for p, _ in bonus(s, cards):
                        total += p
                if penalty:
                    for p, _ in penalty(s, cards):
                        total += p
                base += s.base
            found = self.points[active] = (total + base, base)
        return found

    def bound(
        self,
        cnos: Sequence[int],
        numbers: Mapping[int, Sequence[int]],
        facts: tuple | None = None,
        refine: bool = True,
        need: float | None = None,
    ) -> tuple[tuple[float, int | None], tuple | None]:
        """An upper bound of the total of every candidate in which the cards stand as the slots ``cnos``
        (slot numbers, not cleared), except that the cards of ``numbers`` (position -> the slot numbers
        of the other ways it may stand: another suit, for Book of Changes, or another name and suit of
        the same base strength, bonus and penalty, for Mirage and Shapeshifter) may each stand in one of
        those, and cards are cleared or blanked in any way.
        Each card scores at most its base strength (0 if negative, unless it scores in every candidate:
        Genie's -50), plus its bonus's bound over the pool of all those
        cards (:class:`~.effects.Rule` ``monotone`` and ``bound``; infinite when a bonus has none; a way
        a card is blanked in whenever it stands so is left out of the pool), plus the penalty it pays at
        least (``penalty_monotone``: over the cards that score in every candidate, unless it may be
        cleared), or nothing if it may be blanked. With a bonus that needs every scoring card of a
        different suit (World Tree), the more of that without the bonus, or the strongest card of
        each suit (no penalties) with it.

        A card whose penalty blanks, that cannot move but may itself be blanked (Wildfire, which a Demon or a
        Doppelgänger copying Great Flood may blank), leaves every card it would blank perhaps scoring. So
        the candidates are split in two: those in which it scores, and its blanking is then as sure as that of
        a card scoring in every candidate; and those in which it is blanked, and it counts for nothing. The
        bound is the more of the two bounds, when lower than the bound of all of them together (up to
        :data:`CASES` such cards, two cases each; not with Angel, which the bound handles on its own).

        :param facts: what a bound of the same block with more ``variants`` found (the least penalty
            of each card): true here as well, so not worked out again.
        :param refine: False for a quicker, looser bound: no penalties, every card may be blanked.
        :param need: the best total found so far: the cases are worked out only when the bound of all the
            candidates together is not below it (``None``: nothing found yet, always).
        :returns: ``((bound, base), facts)``: ``base`` is the scoring base strength of any candidate whose
            total equals the bound, when that is known: every card of positive base strength scores (all
            base strengths), or with the World Tree bonus the strongest card of each suit (``None``
            when both ways give the bound, a base strength is negative, or a card may or may not score).
        """
        slots = self.slots
        all_cards = [slots[x] for x in cnos]
        by_position = all_cards
        all_pool = list(all_cards)
        extra: dict[int, list[Slot]] = {}
        for i, ways in numbers.items():
            extra[i] = [slots[x] for x in ways]
            all_pool += extra[i]
        if refine:
            always = self._always(numbers, cnos)
            never, dead = self._never(all_cards, numbers, always, cnos)
            if facts is None:
                facts = ({c.index: self._least_penalty(c, extra, always, all_cards, cnos, numbers) for c in all_cards},)
            least = facts[0]
        else:
            always, never, least, dead = set(), set(), dict.fromkeys(range(self.n), 0), set()

        def tally(never: set[int], dead: set[int], always: set[int] = always) -> tuple[float, int | None]:
            cards, pool = all_cards, all_pool
            if dead:  # a way a card is blanked in whenever it stands so counts for no other card's bonus
                pool = [c for c in pool if id(c) not in dead]
            if never:
                cards = [c for c in cards if c.index not in never]
                pool = [c for c in pool if c.index not in never]
            bonuses: float = 0  # all bonus bounds but those needing distinct suits
            distinct: float = 0  # the bonuses that need every suit different
            refined: float = 0  # per card, with penalties and blanking
            known = all(s.base >= 0 for s in pool)
            alive: dict[int, tuple[int, ...]] | None = None  # the slot numbers of each card's ways in the pool
            for s in cards:
                rule = RULES[s.bonus] if s.bonus else None
                b: float = 0
                if rule and rule.bonus:
                    if rule.bound:
                        b = rule.bound(s, pool)
                    elif rule.subadditive and extra:
                        if alive is None:
                            alive = {}
                            for i, x in enumerate(cnos):
                                if i not in never:
                                    ways = (x, *numbers.get(i, ()))
                                    alive[i] = tuple(w for w in ways if id(slots[w]) not in dead) if dead else ways
                        b = self._subadditive(s, rule, alive)
                    elif rule.monotone:  # the card as it stands: its other ways count as other cards, more
                        b = rule.points(s, pool) if rule.points else sum(p for p, _ in rule.bonus(s, pool))
                    else:
                        return (float("inf"), None)
                    if rule.distinct_suits:
                        distinct += b
                        b = 0
                    else:
                        bonuses += b
                # a card that scores in every candidate counts its base strength even when negative (Genie's
                # -50); another may be blanked and score 0
                net = (s.base if s.index in always else max(0, s.base)) + b + least[s.index]
                if s.index in always or net > 0:
                    refined += net
                else:
                    known = known and s.base <= 0  # it may score 0 or be blanked
            if not distinct:
                return (refined, sum(max(0, s.base) for s in cards) if known else None)
            one_each = _one_per_suit(cards, pool[len(cards) :])
            here = always if refine else self._always(numbers, cnos)  # World Tree's bound depends on it
            if one_each + distinct + bonuses > refined and not self._distinct_possible(by_position, extra, here):
                one_each = -(10**9)  # the bonus cannot score
            # with the bonus, the cards that always score pay at least their least penalties as well
            with_ = one_each + distinct + bonuses + sum(least[i] for i in here if i in least)
            if refined == with_ or not known:
                return (max(refined, with_), None)
            return (max(refined, with_), (sum(max(0, s.base) for s in cards) if refined > with_ else one_each))

        found = tally(never, dead)
        if refine and not self.angel and (need is None or found[0] >= need):
            rule = self.rule
            unsure = [
                i
                for i, x in enumerate(cnos)
                if rule[x].blanks and i not in always and i not in never and i not in numbers
            ][:CASES]
            if unsure:
                by_cases = self._cases(tally, all_cards, numbers, cnos, never, dead, always, unsure)
                if by_cases[0] < found[0]:
                    found = by_cases
        if self.angel and (never or dead):
            # Angel protects one card from blanking: that card escapes, the others blanked for sure stay so
            # (what blanks them scores in every candidate and cannot move; Angel only keeps cards)
            ways_of = {i: {id(slots[w]) for w in (x, *numbers.get(i, ()))} for i, x in enumerate(cnos)}
            for p in sorted({*never, *(i for i, ways in ways_of.items() if ways & dead)}):
                other = tally(never - {p}, dead - ways_of[p])
                if other[0] > found[0]:
                    found = other
                elif other[0] == found[0] and other[1] != found[1]:
                    found = (found[0], None)
                if found[0] == float("inf"):
                    break
        return found, facts

    def _cases(
        self,
        tally: Callable[[set[int], set[int], set[int]], tuple[float, int | None]],
        cards: list[Slot],
        numbers: Mapping[int, Sequence[int]],
        cnos: Sequence[int],
        never: set[int],
        dead: set[int],
        always: set[int],
        unsure: list[int],
    ) -> tuple[float, int | None]:
        """The bound of :meth:`bound` by cases (its ``tally`` of the cards blanked for sure ``never``, the ways
        ``dead`` and the cards scoring for sure ``always``): the first card of ``unsure`` (it blanks, cannot
        move, may or may not be blanked) blanked, or scoring and so blanking for sure what it blanks however it
        stands (:meth:`_never` with it among the cards that always score), each with the rest of ``unsure``
        split the same way. The more of the cases; its base strength ``None`` when two cases give the bound
        with different ones."""
        left = [i for i in unsure if i not in never and i not in always]
        if not left:
            return tally(never, dead, always)
        p, rest = left[0], left[1:]
        cases = [self._cases(tally, cards, numbers, cnos, never | {p}, dead, always, rest)]
        scoring = always | {p}
        never_a, dead_a = self._never(cards, numbers, scoring, cnos)
        if p not in never_a:  # else no candidate has it scoring
            cases.append(self._cases(tally, cards, numbers, cnos, never | never_a, dead | dead_a, scoring, rest))
        most = max(cases, key=lambda c: c[0])
        if any(c[0] == most[0] and c[1] != most[1] for c in cases):
            return (most[0], None)
        return most

    def _subadditive(self, s: Slot, rule: Rule, alive: Mapping[int, tuple[int, ...]]) -> int:
        """A bound of the ``subadditive`` bonus of card ``s``, in points, however the cards stand
        (``alive``: the slot numbers of each card's ways that may score, ``s``'s too): its bonus alone
        plus, for each other card, what its best way adds to it alone; the most of that over the ways
        of ``s``."""
        adds, most_of, slots = self.adds, self.most_adds, self.slots
        best = 0
        for me_no in alive.get(s.index, ()):
            me = slots[me_no]
            alone = adds.get((me_no, -1))
            if alone is None:
                alone = adds[(me_no, -1)] = _points(rule, me, [me])
            total = alone
            for j, ways in alive.items():
                if j == s.index:
                    continue
                most = most_of.get((me_no, ways))
                if most is None:
                    most = 0
                    for w in ways:
                        more = adds.get((me_no, w))
                        if more is None:
                            more = adds[(me_no, w)] = _points(rule, me, [me, slots[w]]) - alone
                        most = max(most, more)
                    most_of[(me_no, ways)] = most
                total += most
            best = max(best, total)
        return best

    def _least_penalty(
        self,
        s: Slot,
        extra: Mapping[int, Sequence[Slot]],
        always: set[int],
        cards: list[Slot],
        cnos: Sequence[int],
        numbers: Mapping[int, Sequence[int]],
    ) -> int:
        """The least penalty (points, never positive) card ``s`` pays when it scores: 0 unless its penalty
        is ``penalty_monotone`` and cannot be cleared; then the penalty over the cards that score in
        every candidate and cannot move (the Word Army cleared from it if that may happen). ``cnos`` and
        ``numbers``: the slot numbers of ``cards`` and ``extra``."""
        rule = _rule(s.penalty)
        if not rule.penalty or not rule.penalty_monotone or "island" in self.pos:
            return 0
        army = False
        for c in cards:
            clearing = self.clearing[cnos[c.index]]
            if clearing is None or c.index == s.index:
                continue
            for way in [s, *extra.get(s.index, ())]:
                what = clearing.clears(c, way)  # type: ignore[misc]
                if what == "all":
                    return 0
                army = army or what == "army"
        for i, v in numbers.items():
            if i != s.index and any(self.clearing[x] is not None for x in v):
                return 0  # a card moved by Book of Changes may clear it: not worth working out
        hand = [c for c in cards if c.index in always and c.index not in extra] + ([] if s.index in always else [s])
        least = 0
        for way in [s, *extra.get(s.index, ())]:
            me = self.slots[self.slot(way.index, self._ident(way), False, True)] if army else way
            here = [me if c.index == me.index else c for c in hand]
            if me not in here:
                here.append(me)
            points = sum(p for p, _ in rule.penalty(me, here))
            least = points if way is s else max(least, points)
        return least

    def _never(
        self, cards: list[Slot], extra: Mapping[int, Sequence[int]], always: set[int], cnos: Sequence[int]
    ) -> tuple[set[int], set[int]]:
        """The positions of the cards blanked in every candidate, and the ways cards may stand in which
        they are blanked (as ``id()`` of the slots): a card that scores in every candidate and cannot
        move blanks them however they stand, unless a card may clear its penalty (``extra``: the other
        slots a card may stand in).

        :returns: ``(positions, ways)``."""
        if self.slow:
            return set(), set()
        out: set[int] = set()
        dead: set[int] = set()
        sure = [s for s in cards if s.index in always and s.index not in extra]
        self._blanked_by(sure, cards, extra, cnos, out, dead)
        if self.conditions:
            self._never_condition(cards, extra, always, cnos, out, dead)
        if self.mutual:
            active = self._closed(cards, extra, cnos, out, dead)
            more = [s for s in cards if s.index in active and s.index not in always]
            if more:
                self._blanked_by(more, cards, extra, cnos, out, dead)
        return out, dead

    def _blanked_by(
        self,
        sure: list[Slot],
        cards: list[Slot],
        extra: Mapping[int, Sequence[int]],
        cnos: Sequence[int],
        out: set[int],
        dead: set[int],
    ) -> None:
        """:meth:`_never` for the cards ``sure`` (scoring in every candidate, not moving): the ways the
        cards may stand in that their BLANKS penalties blank are added to ``dead``, and a card blanked in
        all its ways to ``out``; unless a card may clear the penalty (where it may clear only the word Army:
        what it blanks with the word and without it, Great Flood's Flames with Warship), or Island may and
        no second such card blanks the way too (Island clears one card: Wildfire and a Doppelgänger copying
        it)."""
        slots, pairs = self.slots, self.pairs
        island = "island" in self.pos
        blankers: list[tuple[int, bool, tuple[int, ...]]] = []
        for s in sure:
            me = cnos[s.index]
            rule = self.rule[me]
            if not rule.blanks:
                continue
            what = self._clearing_of(s, cards, extra, cnos)
            if what == "all":
                continue
            by_island = island and s.suit in ("flood", "flame")
            its: tuple[int, ...] = (me,)
            if what == "army":  # the word Army may be cleared from it: what it blanks for sure, it blanks either way
                its = (me, self.slot(s.index, self.ident[me], False, True))
            blankers.append((me, by_island, its))
        if not blankers:
            return

        def blanked(c: Slot, w: int) -> bool:
            soft = 0  # blankers whose penalty Island may clear count 1, the others 2
            for me, by_island, its in blankers:
                if slots[me].index == c.index:
                    continue
                hit = True
                for x in its:
                    k = (x << 20) | w
                    yes = pairs.get(k)
                    if yes is None:
                        yes = pairs[k] = bool(self.rule[x].blanks(slots[x], slots[w]))  # type: ignore[misc]
                    hit = hit and yes
                if hit:
                    soft += 1 if by_island else 2
                    if soft >= 2:
                        return True
            return False

        self._mark(cards, extra, cnos, out, dead, blanked)

    def _mark(
        self,
        cards: list[Slot],
        extra: Mapping[int, Sequence[int]],
        cnos: Sequence[int],
        out: set[int],
        dead: set[int],
        blanked: Callable[[Slot, int], bool],
    ) -> None:
        """For each card of ``cards`` not in ``out``: each way it may stand in (slot ``w``) that is blanked
        for sure (``blanked(card, w)``) is added to ``dead`` (as ``id()`` of its slot), and a card blanked in
        all its ways to ``out`` (:meth:`_never`'s two sets)."""
        slots = self.slots
        for c in cards:
            if c.index in out:
                continue
            ways = [cnos[c.index], *extra.get(c.index, ())]
            hit = 0
            for w in ways:
                if blanked(c, w):
                    hit += 1
                    dead.add(id(slots[w]))
            if hit == len(ways):
                out.add(c.index)

    def _closed(
        self, cards: list[Slot], extra: Mapping[int, Sequence[int]], cnos: Sequence[int], out: set[int], dead: set[int]
    ) -> set[int]:
        """:meth:`_never` for cards that only blank each other (Rainstorm and Wildfire): the cards that
        do not move, have no BLANKED condition, and whose every possible blanker (any card however it
        stands, its word Army cleared or not) is one of them and keeps its penalty, are blanked or not
        in every candidate alike, as :func:`~.resolve.blanking` settles them among themselves (a card
        blanking another that blanks it back: both blanked). Those blanked are added to ``out`` and
        ``dead``.

        :returns: the positions of those that score in every candidate."""
        slots, rules = self.slots, self.rule
        inside: set[int] = set()
        for c in cards:
            i = c.index
            if i in extra or i in out:
                continue
            rule = rules[cnos[i]]
            if rule.needs or rule.blanked_with or (rule.blanks and not self._uncleared(c, cards, extra, cnos)):
                continue
            inside.add(i)
        blankers = [i for i in inside if rules[cnos[i]].blanks]
        ask = self._ask
        if not any(
            ask("blanks", rules[cnos[i]].blanks, cnos[i], cnos[j])  # type: ignore[arg-type]
            and ask("blanks", rules[cnos[j]].blanks, cnos[j], cnos[i])  # type: ignore[arg-type]
            for i, j in itertools.combinations(blankers, 2)
        ):
            return set()  # no two of them blank each other: nothing settled here that _blanked_by does not
        sources: dict[int, set[int]] = {i: set() for i in inside}
        for c in cards:
            j = c.index
            if j in out:
                continue
            ways = [cnos[j]] if j in inside else [cnos[j], *extra.get(j, ())]
            if j not in inside:
                ways += [self.slot(j, self.ident[w], False, True) for w in ways]  # its word Army cleared
            for w in ways:
                rule = rules[w]
                if not rule.blanks:
                    continue
                for i in inside:
                    if i != j and ask("blanks", rule.blanks, w, cnos[i]):
                        sources[i].add(j)
        changed = True
        while changed:  # a card a card outside may blank is not settled among them
            changed = False
            for i in list(inside):
                if not sources[i] <= inside:
                    inside.discard(i)
                    changed = True
        if len(inside) < 2 or not any(sources[i] for i in inside):
            return set()
        bits = [sum(1 << j for j in sources[i]) if i in inside else 0 for i in range(self.n)]
        outside = sum(1 << i for i in range(self.n) if i not in inside)  # fixed as blanked: they do not count
        blanked = _fixpoint_bits(self.n, bits, [-1] * self.n, outside)
        for i in inside:
            if blanked >> i & 1:
                out.add(i)
                dead.add(id(slots[cnos[i]]))
        return {i for i in inside if not blanked >> i & 1}

    def _never_condition(
        self,
        cards: list[Slot],
        extra: Mapping[int, Sequence[int]],
        always: set[int],
        cnos: Sequence[int],
        out: set[int],
        dead: set[int],
    ) -> None:
        """:meth:`_never` for the cards' own BLANKED conditions, adding to ``out`` and ``dead``: a way a
        card may stand in is blanked for sure when its penalty cannot be cleared and it is blanked with
        a card that scores in every candidate and cannot move (War Dirigible with Blizzard's Weather), or
        it needs a card that no other card, however it stands, can be (War Dirigible with no Army
        possible), a way blanked for sure (in ``out`` or ``dead``) not counting (Smoke, when Rainstorm
        blanks every Flame); the same as :func:`~.resolve.blanking`'s first round, which settles these."""
        slots = self.slots
        fixed = [c for c in cards if c.index in always and c.index not in extra]
        gone = self.dead_needs  # a card blanked for sure is no card it needs

        def blanked(c: Slot, w: int) -> bool:
            rule = self.rule[w]
            if not (rule.blanked_with or rule.needs) or not self._uncleared(slots[w], cards, extra, cnos, w):
                return False
            if rule.blanked_with:
                with_ = rule.blanked_with
                if self._ask("with", with_, w, w) or any(
                    self._ask("with", with_, w, cnos[f.index]) for f in fixed if f.index != c.index
                ):
                    return True
            if rule.needs:
                pred = self._ask("needs", rule.needs, w)
                if pred is not None and not self._ask("pred", _on(pred), w, w):
                    test = _on(pred)
                    return not any(
                        self._ask("pred", test, w, x)
                        for o in cards
                        if o.index != c.index and not (gone and o.index in out)
                        for x in (cnos[o.index], *extra.get(o.index, ()))
                        if not (gone and id(slots[x]) in dead)
                    )
            return False

        self._mark(cards, extra, cnos, out, dead, blanked)

    def _uncleared(
        self,
        s: Slot,
        cards: list[Slot],
        extra: Mapping[int, Sequence[int]],
        cnos: Sequence[int],
        me: int | None = None,
        island: bool = True,
    ) -> bool:
        """True if no card, however it stands, clears the penalty of ``s`` (nor the word Army from it, when
        its penalty has the word), and Island cannot choose it (it is no Flood or Flame; ``island``
        False: Island not asked). ``me``: the slot number of ``s`` when it is another way its card may
        stand than ``cnos`` says."""
        if island and "island" in self.pos and s.suit in ("flood", "flame"):
            return False
        return self._clearing_of(s, cards, extra, cnos, me) is None

    def _clearing_of(
        self, s: Slot, cards: list[Slot], extra: Mapping[int, Sequence[int]], cnos: Sequence[int], me: int | None = None
    ) -> str | None:
        """What a card, however it stands, may clear of the penalty of ``s``: ``"all"``, ``"army"`` (the
        word Army, from a penalty that has it) or ``None`` (Island not asked); ``me`` as in :meth:`_uncleared`."""
        if not self.clearers:
            return None
        army = _rule(s.penalty).army_word
        found = None
        target = cnos[s.index] if me is None else me
        for c in cards:
            if c.index == s.index:
                continue
            for w in [cnos[c.index], *extra.get(c.index, ())]:
                clearing = self.clearing[w]
                if clearing is None:
                    continue
                what = self._ask("clears", clearing.clears, w, target)  # type: ignore[arg-type]
                if what == "all":
                    return "all"
                if what == "army" and army:
                    found = "army"
        return found

    def _always(self, extra: Mapping[int, Sequence[int]], standing: Sequence[int]) -> set[int]:
        """The positions of the cards that score in every candidate: no BLANKED condition of their own
        and no other card's BLANKS penalty (Army word cleared or not, however that card stands) can
        blank them, however they stand (``standing``: the slot numbers of the cards as they stand;
        ``extra``: the other slots a card may stand in). With the expansion (Demon's blanking reads the
        whole hand; Angel protects), none is known."""
        if self.slow:
            return set()
        memo = (tuple(standing), tuple((i, tuple(v)) for i, v in extra.items()))
        found = self.always_memo.get(memo)
        if found is not None:
            return found
        blankers = []
        ident = self.ident
        for j, x in enumerate(standing):
            if not _rule(ident[x][5]).blanks:
                continue  # Book of Changes changes a suit, never a penalty
            for way in [x, *extra.get(j, ())]:
                blankers.append(way)
                blankers.append(self.slot(j, ident[way], False, True))
        key = tuple(blankers)
        safe = self.safe
        group = self.blanker_groups.get(key)
        if group is None:
            group = self.blanker_groups[key] = len(self.blanker_groups)
        out = set()
        for i, x in enumerate(standing):
            rule = _rule(ident[x][5])
            if rule.needs or rule.blanked_with:
                continue
            if blankers:
                ok = True
                for w in (x, *extra.get(i, ())):
                    known = safe.get((group << 24) | w)
                    if known is None:
                        known = self._safe(w, key, group)
                    if not known:
                        ok = False
                        break
                if not ok:
                    continue
            out.add(i)
        self.always_memo[memo] = out
        return out

    def _distinct_possible(self, cards: Sequence[Slot], extra: Mapping[int, Sequence[Slot]], always: set[int]) -> bool:
        """False if the cards that score in every candidate (``always``) cannot all be of different
        suits: two of one suit, unless it is the only pair and Book of Changes may move one of the two.
        ``cards``: the slots of the cards as they stand, by position."""
        held: dict[str, list[int]] = {}
        for i in always:
            held.setdefault(cards[i].suit, []).append(i)
        return all(sum(i in extra for i in k) >= len(k) - 1 for k in held.values())

    def _safe(self, way: int, blankers: tuple[int, ...], group: int) -> bool:
        """True if no slot of ``blankers`` (numbered ``group`` in :attr:`blanker_groups`) at another
        position than ``way``'s blanks the slot ``way``."""
        key = (group << 24) | way
        found = self.safe.get(key)
        if found is None:
            i = self.slots[way].index
            found = self.safe[key] = not any(
                self.slots[b].index != i and self._ask("blanks", self.rule[b].blanks, b, way)  # type: ignore[arg-type]
                for b in blankers
            )
        return found

    @staticmethod
    def _ident(s: Slot) -> Ident:
        return (s.card_id, s.name, s.suit, s.base, s.bonus, s.penalty)

    def total(self, standing: Sequence[int], island: int | None) -> tuple[int, int]:
        """``(total, scoring base strength)`` of the hand whose cards stand as the slots ``standing``
        (not cleared yet), with Island clearing the card at position ``island``."""
        cur = self.clear(standing, island) if self.clearers or island is not None else standing
        out = self.blanking(cur)  # type: ignore[arg-type]
        if out:
            cur = list(cur)
            for i in reversed(out):
                del cur[i]
        return self.score(tuple(cur))

    def forget(self) -> None:
        """Drop every remembered fact (the search is over). The search's nested functions hold this
        evaluator in a reference cycle, which only the cyclic garbage collector frees: until then its
        caches (many thousands of objects after a heavy hand) would slow every collection down."""
        for value in vars(self).values():
            if isinstance(value, (dict, list)) and value is not self.hand:
                value.clear()

    # ----------------------------------------------------------------- the expansion's blanking

    def blanked_slow(self, cur: Sequence[int], angel: int | None) -> frozenset[int]:
        """The positions blanked when the cards stand as the slots ``cur`` (cleared) and Angel protects the
        card at position ``angel`` (``None``: none), as :func:`~.resolve.blanking` decides them: the
        unblankable cards fixed first, then Demon's blanking, then the three-valued fixpoint and its cycles,
        the Deluxe Phoenix blanked by its own condition only, the promo Phoenix keeping its suits for the
        other cards' conditions. What does not depend on Angel is worked out once per ``cur``
        (:meth:`_slow_facts`); the result is remembered."""
        key = (tuple(cur), angel)
        found = self.blanked_x.get(key)
        if found is not None:
            return found
        safe, first, itself, sources, withs, needs, keeps, rest = self._slow_facts(key[0])
        n = self.n
        if angel is not None:
            safe |= 1 << angel
        blanked = first & ~safe  # Demon's blanking, before any other (its text)
        cycled = False
        if rest:
            blanked |= itself & ~safe
            blanked, cycled = _fixpoint_slow(n, sources, withs, needs, keeps, safe, blanked)
        if angel is None:
            self.cycled_x[key[0]] = cycled
        found = self.blanked_x[key] = frozenset(i for i in range(n) if blanked >> i & 1)
        return found

    def angel_matters(self, cur: Sequence[int], angel: int) -> bool:
        """False if Angel protecting the card at position ``angel`` blanks the same cards as no Angel, known
        without working it out: the card scores without Angel, and the blanking without Angel needed no
        cycle (its fixpoint is then the least one, which the card fixed to scoring from the start does not
        change: it scores in it). Call :meth:`blanked_slow` with ``angel=None`` on ``cur`` first."""
        key = tuple(cur)
        return angel in self.blanked_x[(key, None)] or self.cycled_x[key]

    def _slow_facts(self, cur: tuple[int, ...]) -> tuple:
        """What :meth:`blanked_slow` reads of the cards standing as ``cur``, whoever Angel protects, as bit
        sets of positions: ``(safe, first, itself, sources, withs, needs, keeps, rest)``: the positions no
        card can blank without Angel's choice (:func:`~.resolve.unblankable`), those Demon blanks first
        (unless safe), those blanked by their own BLANKED-with condition, per position the cards whose BLANKS
        penalty blanks it, those its BLANKED-with condition reads, those its NEEDS condition is met by (``-1``:
        met, or none), the promo Phoenix's positions, and whether anything but Demon may blank a card. The
        answers of the BLANKS, BLANKED-with and NEEDS rules for a pair of slots are remembered (pure
        functions of the slots); Demon's, which reads the suits of the whole hand (:attr:`.Rule.blanks_first`),
        per Demon and the suits every card holds."""
        found = self.facts_x.get(cur)
        if found is not None:
            return found
        from .resolve import unblankable

        n = self.n
        all_slots = self.slots
        slots = [all_slots[x] for x in cur]
        rules = [self.rule[x] for x in cur]  # the penalty as blanking reads it (none once cleared)
        immune, keeps, keeping = self._held_powers()
        safe = 0
        if keeping:
            for i in unblankable(slots):
                safe |= 1 << i
        demons = [i for i in range(n) if rules[i].blanks_first]
        first = 0
        if demons:  # Demon's blanking reads the suits the cards hold (Rule.blanks_first): one answer per suits
            # (a card's extra suits are its position's: only the printed Phoenix has them)
            key = (tuple([cur[s] for s in demons]), tuple([s.suit for s in slots]))
            found_first = self.firsts.get(key)
            if found_first is None:
                for c in range(n):
                    for s in demons:
                        blanks = rules[s].blanks_first
                        if c not in immune and s != c and blanks is not None and blanks(slots[s], slots[c], slots):
                            first |= 1 << c
                            break
                self.firsts[key] = first
            else:
                first = found_first
        blankers = [i for i in range(n) if rules[i].blanks]
        sources: list[int] = []
        withs: list[int] = []
        needs: list[int] = []
        itself = 0
        for c in range(n):
            rule = rules[c]
            sources.append(self._blanked_by_bits(c, cur, blankers) if blankers and c not in immune else 0)
            wth = 0
            if rule.blanked_with:
                own, wth = self._with_bits(c, cur, immune)
                itself |= own
            withs.append(wth)
            needs.append(self._need_bits(c, cur) if rule.needs else -1)
        rest = bool(itself) or any(sources) or any(withs) or any(x >= 0 for x in needs)
        found = self.facts_x[cur] = (safe, first, itself, sources, withs, needs, keeps, rest)
        return found

    def _held_powers(self) -> tuple[frozenset[int], int, bool]:
        """What of :func:`~.resolve.blanking` the printed cards decide (a card's id is its position's however
        it stands, and only the printed card has these powers), worked out once: ``(the Deluxe Phoenix's
        positions, the promo Phoenix's bits, whether a card may be unblankable)`` (Angel, Lich or the Cursed
        Hoard Necromancer held: else :func:`~.resolve.unblankable` finds none, as ``blanking`` knows)."""
        found = self.powers
        if found is None:
            from .resolve import UNBLANKABLE

            hand = self.hand
            found = self.powers = (
                frozenset(i for i, x in enumerate(hand) if x == "phoenix_deluxe"),
                sum(1 << i for i, x in enumerate(hand) if x == "phoenix_promo"),
                not UNBLANKABLE.isdisjoint(hand),
            )
        return found

    def ghost(self, x: int) -> int:
        """The slot number of slot ``x`` blanked as the promo Phoenix is: a ghost keeping its suits for the
        other cards (base 0, no bonus or penalty; :func:`~.resolve._seen`)."""
        n = self.ghosts.get(x)
        if n is None:
            s = self.slots[x]
            n = self.ghosts[x] = len(self.slots)
            self.slots.append(replace(s, base=0, bonus=None, penalty=None, ghost=True))
            self.rule.append(_NO_RULE)
            self.has_penalty.append(False)
            self.blocks.append(False)
            self.clearing.append(None)
            self.ident.append((s.card_id, s.name, s.suit, 0, None, None))
            self.scoring.append((None, None, None))
        return n

    def score_slow(self, cur: Sequence[int], out: frozenset[int]) -> tuple[int, int]:
        """:meth:`score` of the cards ``cur`` (cleared) with the positions ``out`` blanked, as
        :func:`~.resolve._total` scores them (a blanked promo Phoenix seen as a ghost)."""
        if not out:
            return self.score(tuple(cur))
        slots = self.slots
        return self.score(
            tuple(
                x if i not in out else self.ghost(x)
                for i, x in enumerate(cur)
                if i not in out or slots[x].card_id == "phoenix_promo"
            )
        )


class _SlowEvaluator(_Evaluator):
    """The evaluator of a hand of :func:`~.resolve.exact_only`: its candidates are blanked by
    :meth:`~_Evaluator.blanked_slow`, and its bounds know what of the base game's blanking for sure still
    holds (Angel, Lich and Phoenix only keep more cards; Demon blanks more, first):

    - scores in every candidate: as in the base game (no BLANKED condition of its own, no card can blank it
      however they stand), and with Demon in the hand also safe from Demon (an Outsider, or an Undead with
      Lich or the Cursed Hoard Necromancer, however it stands; or Angel itself);
    - blanked in every candidate: as in the base game, and by a Demon that cannot move nor be cleared, a
      card that in each way it may stand has a suit no other card may have (Demon blanks the only card of
      a suit); but not an Undead with Lich or the Cursed Hoard Necromancer, an Outsider (Demon spares
      them), the Deluxe Phoenix (no other card blanks it) nor the promo Phoenix (blanked, its suits still
      count for the other cards). With Angel, one of those cards may be the card it protects and escape
      (the others stay blanked: what blanks them scores in every candidate; Angel only keeps cards), so
      :meth:`~_Evaluator.bound` takes the most of the bounds with each of them escaping in turn."""

    def __init__(self, hand: Sequence[str], d: Deck, ctx: Any = None):
        super().__init__(hand, d, ctx)
        # what the base game's bounds know of blanking for sure that the expansion's blanking does not keep:
        # cards blanking each other settled among themselves (Demon blanks first: one of them may go first),
        # and a card blanked for sure being no card another NEEDS (a blanked promo Phoenix keeps its suits;
        # an Undead with Lich is not blanked)
        self.mutual = False
        self.dead_needs = False
        self.angel = "angel" in hand
        self.keeper = any(c in ("lich", "necromancer_ch") for c in hand)
        self.demon = "demon" in hand  # a Doppelgänger copies Demon only with Demon in the hand

    def _spared(self, ways: Sequence[int], suit: str) -> bool:
        """True if the card standing in one of the slots ``ways`` is, in each of them, of ``suit``."""
        return all(has(self.slots[w], suit) for w in ways)

    def _always(self, extra: Mapping[int, Sequence[int]], standing: Sequence[int]) -> set[int]:
        out = super()._always(extra, standing)
        if not self.demon or not out:
            return out
        safe = set()
        for i in out:
            ways = [standing[i], *extra.get(i, ())]
            if (
                self.ident[standing[i]][0] == "angel"
                or self._spared(ways, "outsider")
                or (self.keeper and self._spared(ways, "undead"))
            ):
                safe.add(i)
        return safe

    def _never(
        self, cards: list[Slot], extra: Mapping[int, Sequence[int]], always: set[int], cnos: Sequence[int]
    ) -> tuple[set[int], set[int]]:
        out, dead = super()._never(cards, extra, always, cnos)  # with Angel, one of them may escape: bound()
        slots = self.slots
        ways_of = {c.index: [cnos[c.index], *extra.get(c.index, ())] for c in cards}
        if self.demon:
            self._demon_never(cards, extra, cnos, ways_of, out, dead)
        if not out and not dead:
            return out, dead
        spare = set()
        for c in cards:
            ways = ways_of[c.index]
            if c.card_id in ("phoenix_promo", "phoenix_deluxe") or (
                self.keeper and any(has(slots[w], "undead") for w in ways)
            ):
                spare.add(c.index)
                dead -= {id(slots[w]) for w in ways}
        return out - spare, dead

    def _demon_never(
        self,
        cards: list[Slot],
        extra: Mapping[int, Sequence[int]],
        cnos: Sequence[int],
        ways_of: Mapping[int, list[int]],
        out: set[int],
        dead: set[int],
    ) -> None:
        """Add to ``out`` and ``dead`` (as :meth:`_never` returns them) the cards and ways a Demon that
        cannot move nor be cleared blanks in every candidate: not an Outsider, and of a suit that no other
        card has, however the others stand."""
        slots = self.slots
        demons = [
            c
            for c in cards
            if self.rule[cnos[c.index]].blanks_first and c.index not in extra and self._uncleared(c, cards, extra, cnos)
        ]
        if not demons:
            return
        held: dict[str, set[int]] = {}  # suit -> the positions that may have it
        for i, ways in ways_of.items():
            for w in ways:
                for x in slots[w].suits:
                    held.setdefault(x, set()).add(i)

        def blanked(c: Slot, w: int) -> bool:
            s = slots[w]
            return not has(s, "outsider") and any(held[x] == {c.index} for x in s.suits)

        self._mark(cards, extra, cnos, out, dead, blanked)


#: :func:`_one_per_suit`'s work on the cards as they stand, by the identities of the slots (the slots
#: themselves kept, so that an identity is not reused while its entry lives).
_TOPS: dict[tuple[int, ...], tuple[list[Slot], dict[int, Slot], dict[str, list[tuple[int, int]]], int]] = {}


def _one_per_suit(cards: Sequence[Slot], moved: Sequence[Slot]) -> int:
    """The most base strength cards of different suits can have: the strongest card of each suit,
    with the cards as they stand or one of them standing as in ``moved`` (same position). Several
    cards may move in a bound, but one at most has a positive base strength (Mirage and Shapeshifter
    have none; Doppelgänger does not move in a bound), so the best single move is the most."""
    key = tuple(map(id, cards))  # slots are interned: the same cards are the same objects
    found = _TOPS.get(key)
    if found is None:
        top: dict[str, list[tuple[int, int]]] = {}  # suit -> the two strongest (base, position)
        for s in cards:
            top.setdefault(s.suit, []).append((max(0, s.base), s.index))
        for suit in top:
            top[suit] = sorted(top[suit], reverse=True)[:2]
        if len(_TOPS) > 4096:
            _TOPS.clear()
        found = _TOPS[key] = (list(cards), {s.index: s for s in cards}, top, sum(t[0][0] for t in top.values()))
    _, at, top, standing = found
    best = standing
    for m in moved:
        own = at[m.index]
        if m.suit == own.suit:
            continue
        mine = top[own.suit]
        lost = mine[0][0] - (mine[1][0] if len(mine) > 1 else 0) if mine[0][1] == m.index else 0
        here = top.get(m.suit, [(0, -1)])[0][0]
        best = max(best, standing - lost + max(0, max(0, m.base) - here))
    return best


def _points(rule: Rule, me: Slot, hand: list[Slot]) -> int:
    """The points of ``rule``'s bonus for ``me`` in ``hand``."""
    return rule.points(me, hand) if rule.points else sum(p for p, _ in rule.bonus(me, hand))  # type: ignore[misc]


def _on(pred: Callable) -> Callable:
    """A NEEDS predicate of one card as a function of (the needing card, the card tested)."""
    return lambda _me, s: pred(s)


def _fixpoint_bits(n: int, sources: list[int], needs: list[int], blanked: int) -> int:
    """:func:`~.resolve.blanking`'s three-valued fixpoint on bit sets (bit ``i``: the card at position ``i``), as
    :meth:`_Evaluator.blanking` needs it: ``sources[c]`` the cards that blank ``c`` while they score,
    ``needs[c]`` the cards ``c`` needs one of (``-1``: none needed), ``blanked`` the cards blanked from
    the start. Each card is settled as :func:`~.resolve.blanking` settles it, in the same order: blanked once a
    card blanking it scores or every card it needs is blanked, scoring once every card blanking it is
    blanked and one it needs scores; the cards left on a cycle of cards waiting for each other are
    blanked together.

    :returns: the bits of the blanked cards."""
    return _fixpoint_slow(n, sources, [0] * n, needs, 0, 0, blanked)[0]


def _cycles(links: dict[int, int]) -> int:
    """The bits of the cards on a cycle of ``links`` (card -> the bits of the undecided cards it waits for)."""
    cycle = 0
    for c in links:
        reach, frontier = 0, links[c]
        while frontier:
            reach |= frontier
            more = 0
            for j in links:
                if frontier >> j & 1:
                    more |= links[j]
            frontier = more & ~reach
        if reach >> c & 1:
            cycle |= 1 << c
    return cycle


def _fixpoint_slow(
    n: int, sources: list[int], withs: list[int], needs: list[int], keeps: int, active: int, blanked: int
) -> tuple[int, bool]:
    """The fixpoint of :func:`~.resolve.blanking` with the expansion, on bit sets of positions as
    :func:`_fixpoint_bits` (``sources``, ``needs``; ``withs[c]``: the cards ``c``'s BLANKED-with condition
    reads; ``active`` and ``blanked``: the cards fixed from the start): a card of ``keeps`` (the promo
    Phoenix) counts for the BLANKED-with and NEEDS conditions of the others whether it scores or not, and is
    on no cycle. Each card is settled in the order of :func:`~.resolve.blanking`.

    :returns: the bits of the blanked cards, and whether a cycle was blanked."""
    unknown = ((1 << n) - 1) & ~(active | blanked)
    cycled = False
    while unknown:
        changed = False
        for c in range(n):
            bit = 1 << c
            if not unknown & bit:
                continue
            src, wth, need = sources[c], withs[c], needs[c]
            live = active | keeps
            dead = blanked & ~keeps
            if src & active or wth & live or (need >= 0 and not need & ~dead):
                blanked |= bit
            elif not src & ~blanked and not wth & ~dead and (need < 0 or need & live):
                active |= bit
            else:
                continue
            unknown &= ~bit
            changed = True
        if changed or not unknown:
            continue
        cycle = _cycles(
            {c: (sources[c] | withs[c] | max(needs[c], 0)) & unknown & ~keeps for c in range(n) if unknown >> c & 1}
        )
        if not cycle:  # cannot happen (cards waiting for each other form a cycle)
            break
        blanked |= cycle
        unknown &= ~cycle
        cycled = True
    return blanked, cycled


def best_declarations(hand: Sequence[str], forced: Any, d: Deck, ctx: Any = None) -> tuple[Any, bool]:
    """The declarations :func:`~.resolve.best` resolves ``hand`` with, and whether any card had a choice.

    A hand :func:`~.resolve.exact_only` names (Demon, Angel, Lich, the new Necromancer, Phoenix) is searched
    the same way, each candidate scored as :func:`~.resolve._total` scores it (the rules' own order: unblankable
    cards, Demon first, Angel's choice tried at each candidate as :func:`~.resolve.brute_force` does) and
    bounded with what of the facts of blanking still holds (:class:`_SlowEvaluator`); a small one is left to
    :func:`~.resolve.brute_force` itself.

    :param forced: a :class:`~.resolve.Declarations` of the forced choices (already checked).
    :param ctx: the table's facts the rules read (:func:`~.resolve.context`; ``None`` in the base game).
    :returns: ``(winner, searched)``; the winner has the forced declarations, ``unused`` not set.
    """
    from .resolve import exact_only

    with points_only():
        winner, searched, _top = _search(hand, forced, d, None, ctx, exact_only(hand, d))
    return winner, searched


#: A hand's place among others: ``(total, -scoring base strength, -declarations used)``, higher first.
Key = tuple[float, float, float]


def best_key(hand: Sequence[str], d: Deck, floor: Key | None = None) -> tuple[Key, Any] | None:
    """The key of ``hand`` with its best declarations (none forced), and those declarations; or ``None``
    when no choice gives a key above ``floor`` (the search then skips everything that cannot: a caller
    comparing many hands, :func:`~.advise.advise`, searches each only as far as it can still win).

    ``floor``'s last number decides an equal total and base strength: ``float("inf")`` to need more,
    ``float("-inf")`` to take it. Only for hands :func:`~.resolve.best` searches here (not
    :func:`~.resolve.exact_only`); the declarations are those :func:`~.resolve.best` finds.
    """
    from .resolve import Declarations

    with points_only():
        winner, searched, top = _search(hand, Declarations(), d, floor)
        if not searched:
            ev = _Evaluator(hand, d)
            total, base = ev.total([ev.slot(i, ev.own(c)) for i, c in enumerate(hand)], None)
            top = (total, -base, 0)
    if top is None or (floor is not None and not top > floor):
        return None
    return top, winner


def _search(
    hand: Sequence[str], forced: Any, d: Deck, floor: Key | None = None, ctx: Any = None, slow: bool = False
) -> tuple[Any, bool, Key | None]:
    """``(winner, searched, its key)``; with ``floor``, the key stays ``floor`` when nothing beats it.
    ``slow``: a hand of :func:`~.resolve.exact_only` (see :func:`best_declarations`; no ``floor``)."""
    from .resolve import Declarations, choice_lists, options, suit_classes, suit_comparers

    if not slow and not any(c in _DECLARING for c in hand):
        return forced, False, None  # nothing to choose (most hands)
    opts = options(hand, d)
    *lists, angels = choice_lists(opts, forced)  # the fields of DECLARERS, then Angel
    searched = any(len(x) > 1 for x in lists)
    if not searched and not slow:
        return forced, False, None
    if slow:
        from .resolve import brute_force

        if not searched and len(angels) == 1:
            return forced, False, None
        if len(lists[0]) * len(lists[1]) * len(lists[2]) * len(lists[3]) * len(lists[4]) <= SMALL:
            winner, searched = brute_force(hand, forced, d, ctx)
            return winner, searched, None
    rep = suit_classes(hand, d)
    if not slow and len(lists[0]) * len(lists[1]) * len(lists[2]) * len(lists[3]) * len(lists[4]) <= EVERY:
        small, small_key = _every(hand, forced, d, lists, rep, floor, ctx)
        return small, True, small_key
    sig = signatures(hand, d)
    held = {x for c in hand for x in (d[c].suit, *d[c].extra_suits)}
    # Phoenix holds three suits: the filters below that read the suits held (interchangeable fresh suits,
    # alike blocks and Book of Changes suits) see one suit per card, so with Phoenix they are left out
    phoenix = any(d[c].extra_suits for c in hand)
    collector_only = suit_comparers(hand, d) == {"collector"}  # the only card comparing suits
    forced_suits = {x[1] for x in (forced.mirage, forced.shapeshifter, forced.book_of_changes) if x}
    taken = held | forced_suits  # suits no interchange may touch

    def fresh_first(values: list, suit_of: Callable[[Any], str | None], also: set[str], group: Callable) -> list:
        """``values`` without the fresh suits that an earlier fresh suit of the same kind stands for
        (within one ``group``: one Book of Changes target)."""
        seen: set = set()
        out = []
        for v in values:
            suit = suit_of(v)
            if suit is not None and suit not in taken and suit not in also:
                kind = (group(v), sig[suit])
                if kind in seen:
                    continue
                seen.add(kind)
            out.append(v)
        return out

    def bare(v: Any) -> str | None:
        return v[1] if v and v[0] is None else None

    dops, mirages, shapes, books, islands = lists
    if forced.mirage is None and not phoenix:
        mirages = fresh_first(mirages, bare, set(), _none)
    if forced.shapeshifter is None and not phoenix:
        shapes = fresh_first(shapes, bare, set(), _none)
    ev = _SlowEvaluator(hand, d, ctx) if slow else _Evaluator(hand, d, ctx)
    own = [ev.own(c) for c in hand]
    pos = ev.pos
    book_free = forced.book_of_changes is None
    wild_options = {w: {v for v in opts.get(w, ()) if bare(v)} for w in ("mirage", "shapeshifter")}
    # a Book of Changes on a wild card is dominated only if neither declaration is forced
    free_wild = {w for w in wild_options if book_free and getattr(forced, w) is None and w not in forced.unused}
    # Blocks (Doppelgänger, Mirage, Shapeshifter) alike up to interchangeable suits: only the first
    # is searched (every candidate of a later one scores as one of the first). Only where every
    # suit is tried (options keeps one suit per kind otherwise) and no suit is forced.
    alike_blocks = all(rep[s] == s for s in rep) and not forced_suits and not phoenix
    per_target: dict[str | None, list] = {}
    for k_no, book in enumerate(books):
        per_target.setdefault(book[0] if book else None, []).append((k_no, book))
    # the Book of Changes choices of each card, worth trying on a hand whose cards hold these suits
    book_items: dict[tuple, list] = {}

    # each card's Book of Changes choices with what the filters below read of their suit
    facts_of = {
        t: [
            (k_no, book, book[1], rep[book[1]], sig[book[1]], (None, book[1]) in wild_options.get(t or "", ()))
            if book
            else (k_no, None, "", "", frozenset(), False)
            for k_no, book in items
        ]
        for t, items in per_target.items()
    }

    def items_for(target: str | None, suits_held: tuple[str, ...], wild_bare: bool, held_at: dict) -> list:
        key = (target, suits_held, wild_bare)
        found = book_items.get(key)
        if found is not None:
            return found
        out = []
        kinds: set = set()
        i = pos[target] if target else -1
        before = suits_held[i] if target else ""
        rep_before, sig_before = rep.get(before), sig.get(before)
        holding = held_at
        if target:
            holding = dict(held_at)
            rest = tuple(j for j in held_at[before] if j != i)
            if rest:
                holding[before] = rest
            else:
                del holding[before]
        for k_no, book, suit, rep_suit, sig_suit, wild_takes in facts_of[target]:
            if book:
                if rep_suit == rep_before and book != forced.book_of_changes:
                    continue  # Book of Changes giving a card a suit alike to its own
                if book_free and not phoenix:
                    if wild_bare and wild_takes:
                        continue  # the wild card could take that suit itself, one declaration fewer
                    holders = holding.get(suit, ())
                    if not holders and sig_suit == sig_before and before not in holding:
                        continue  # interchangeable with the card's own suit: as no Book, one declaration more
                    # with Collector the only card comparing suits, a suit held by one card at most gives it
                    # no points either (two cards of a suit score nothing): which card holds it is not told apart
                    kind = (sig_suit, holders if len(holders) > 1 or not collector_only else ())
                    if kind in kinds:
                        continue  # interchangeable with a suit tried before on this card
                    kinds.add(kind)
            out.append((k_no, book))
        book_items[key] = out
        return out

    at = {w: pos.get(w) for w in _WILD}
    lists_by = {"doppelganger": dops, "mirage": mirages, "shapeshifter": shapes}
    per_block = len(mirages) * len(shapes)

    def wild(card: str, v: Any) -> Ident:
        """Mirage's or Shapeshifter's identity ``v`` as an :data:`Ident` (base 0, no bonus or penalty)."""
        return own[pos[card]] if v is None else (own[pos[card]][0], v[0], v[1], 0, None, None)

    wild_nos: dict[tuple[str, int], int] = {}

    def wild_no(card: str, v_no: int) -> int:
        """The slot number of the wild card ``card`` standing as its choice number ``v_no``."""
        n = wild_nos.get((card, v_no))
        if n is None:
            n = wild_nos[(card, v_no)] = ev.slot(pos[card], wild(card, lists_by[card][v_no]))
        return n

    def with_dop(dop: str | None) -> list[Ident]:
        block = list(own)
        if dop:
            t = d[dop]
            block[pos["doppelganger"]] = ("doppelganger", t.id, t.suit, t.base, None, ev.rule_of(t.id))
        return block

    #: per Doppelgänger choice: (Doppelgänger no, Mirage no, Shapeshifter no) -> (block no, block,
    #: {Book target: items}), in order; made when that choice is first explored, the items of a target
    #: when that target is (an empty list: none)
    made: dict[int, dict[tuple[int, int, int], tuple[int, list[Ident], dict]]] = {}

    def blocks_of(d_no: int) -> dict[tuple[int, int, int], tuple[int, list[Ident], dict]]:
        found = made.get(d_no)
        if found is not None:
            return found
        found = made[d_no] = {}
        dop = dops[d_no]
        seen_blocks: set = set()  # two Doppelgänger choices never make alike blocks (the copy's name differs)
        for m_no, mirage in enumerate(mirages):
            for s_no, shape in enumerate(shapes):
                block = with_dop(dop)
                if mirage:
                    block[pos["mirage"]] = wild("mirage", mirage)
                if shape:
                    block[pos["shapeshifter"]] = wild("shapeshifter", shape)
                if alike_blocks:
                    used0 = (dop is not None) + (mirage is not None) + (shape is not None)
                    form = (used0, _canonical(block, sig))
                    if form in seen_blocks:
                        continue
                    seen_blocks.add(form)
                suits_held = tuple(x[2] for x in block)
                held_at: dict[str, tuple] = {}
                for j, x in enumerate(suits_held):
                    held_at[x] = (*held_at.get(x, ()), j)
                by_target = _Lazy(functools.partial(target_items, mirage, shape, suits_held, held_at))
                found[(d_no, m_no, s_no)] = (d_no * per_block + m_no * len(shapes) + s_no, block, by_target)
        return found

    def target_items(mirage: Any, shape: Any, suits_held: tuple[str, ...], held_at: dict, target: str | None) -> list:
        """The Book of Changes choices on ``target`` of the block of these Mirage and Shapeshifter choices."""
        bare = target in free_wild and (mirage if target == "mirage" else shape) in wild_options[target]
        return items_for(target, suits_held, bare, held_at)

    # the finer bound differs only with a penalty it counts (with Island in the hand, any penalty may be
    # cleared), or a card that blanks (unless its penalty may be cleared: _never)
    refinable = not ev.slow and (
        ("island" not in pos and any(_rule(c).penalty_monotone for c in hand))
        or any(_rule(c).blanks or _rule(c).blanks_first for c in hand)
    )
    book_suits = {t: sorted({b[1] for _, b in items if b}) for t, items in per_target.items()}
    top: Key | None = floor
    first: tuple[int, int, int, int] = (0, 0, 0, 0)
    winner = forced

    def beaten(bound: tuple[float, int | None], used: int, order: tuple) -> bool:
        """True if no candidate can beat the best found: below its total, or equal to it with a known
        scoring base strength (see :meth:`_Evaluator.bound`), so that the tie-break is known as well.
        ``used`` and ``order``: the fewest declarations and the earliest order of the candidates bounded."""
        if top is None:
            return False
        if bound[0] != top[0] or bound[1] is None:
            return bound[0] < top[0]
        best = (top[0], -bound[1], -used)
        return best < top or (best == top and order > first)

    def node(
        block: list[Ident],
        free: dict[str, set[int]],
        target: str | None,
        order: tuple,
        parent: Any = None,
        suit: str | None = None,
        quick: bool = False,
    ) -> tuple:
        """``(bound, fewest declarations, order)`` of the candidates in which the cards stand as ``block``
        except that the wild cards of ``free`` take any of those choices, and Book of Changes is used on
        ``target`` (or not used, ``None``) with any of its suits: those are other ways the cards may stand
        (:meth:`_Evaluator.bound`). ``order``: the earliest order of those candidates, or one before it.
        ``parent``: a bound of a set of candidates holding these; when it already shows that none of them
        can win, it is the bound returned (no finer one is worked out), and it is the bound when it is
        lower than the finer one (these candidates are some of its). ``suit``: the one suit Book of
        Changes gives ``target`` in these candidates (else any of its suits). ``quick``: the quicker,
        looser bound (no penalties, no blanking known)."""
        stand = [ev.slot(i, x) for i, x in enumerate(block)]  # slot numbers
        variants: dict[int, list[int]] = {}
        used = 0
        for card, i in at.items():
            if i is None:
                continue
            values = free.get(card)
            if values is None:
                used += block[i] != own[i]
                continue
            ordered = sorted(values)
            used += all(lists_by[card][v] is not None for v in ordered)
            ways = [wild_no(card, v) for v in ordered]
            stand[i] = ways[0]
            variants[i] = ways[1:]
        if target is not None and suit is not None:
            used += 1
            i = pos[target]
            stand[i] = ev.suited(stand[i], suit)
            if i in variants:
                variants[i] = [ev.suited(w, suit) for w in variants[i]]
        elif target is not None:
            used += 1
            i = pos[target]
            if i in variants:  # Book of Changes on a wild card that may stand otherwise too
                variants[i] += [ev.suited(w, x) for w in [stand[i], *variants[i]] for x in book_suits[target]]
            else:
                variants[i] = [ev.suited(stand[i], x) for x in book_suits[target]]
        if parent is not None and beaten(parent, used, order):
            return parent, used, order
        found = ev.bound(stand, variants, refine=refinable and not quick, need=None if top is None else top[0])[0]
        if parent is not None and parent[0] < found[0]:
            found = parent  # these candidates are some of the parent's: its bound holds for them too
        return found, used, order

    def evaluate(key: tuple[int, int, int], found: dict, target: str | None, only: int | None) -> None:
        nonlocal top, first, winner
        b_no, block, by_target = found[key]
        dop, mirage, shape = dops[key[0]], mirages[key[1]], shapes[key[2]]
        used0 = (dop is not None) + (mirage is not None) + (shape is not None)
        standing = [ev.slot(i, x) for i, x in enumerate(block)]
        for k_no, book in by_target[target]:
            if only is not None and k_no != only:
                continue
            cur = standing
            if book:
                cur = list(standing)
                i = pos[book[0]]
                card, name, _, base, bonus, penalty = block[i]
                cur[i] = ev.slot(i, (card, name, book[1], base, bonus, penalty))
            used1 = used0 + (book is not None)
            for i_no, island in enumerate(islands):
                if slow:
                    slow_candidates(b_no, k_no, i_no, cur, (dop, mirage, shape, book, island), used1)
                    continue
                if island and not _island_fits(ev.ident[cur[pos[island]]], island == forced.island):
                    continue
                total, base = ev.total(cur, pos[island] if island else None)
                key2 = (total, -base, -(used1 + (island is not None)))
                order = (b_no, k_no, i_no, 0)
                if top is None or key2 > top or (key2 == top and order < first):
                    top, first = key2, order
                    winner = Declarations(dop, mirage, shape, book, island)

    angel_at = [pos[a] if a else None for a in angels]

    def slow_candidates(b_no: int, k_no: int, i_no: int, cur: list[int], dec: tuple[Any, ...], used: int) -> None:
        """A candidate of an expansion hand (the cards standing as the slots ``cur``, the declarations
        ``dec`` of :data:`~.resolve.DECLARERS`) and each Angel choice, scored as :func:`~.resolve._total`
        scores them, in the order of :func:`~.resolve.brute_force` (an Angel is not tried when it provably
        changes nothing: nothing is blanked without it, or :meth:`~_Evaluator.angel_matters`)."""
        nonlocal top, first, winner
        island = dec[4]
        at = None
        if island:
            at = pos[island]
            s = ev.slots[cur[at]]
            if not has(s, "flood", "flame"):
                return  # as resolve._island_fits: a Flood or Flame (Phoenix is a Flame), with a penalty to clear
            if island != forced.island and not (s.penalty and RULES[s.penalty].has_penalty):
                return
            used += 1
        cleared = ev.clear(cur, at) if ev.clearers or at is not None else cur
        tried = angel_at
        if len(tried) > 1 and tried[0] is None and not ev.blanked_slow(cleared, None):
            tried = tried[:1]
        for a_no, angel in enumerate(tried):
            if a_no and tried[0] is None and not ev.angel_matters(cleared, angel):  # type: ignore[arg-type]
                continue  # the same total as no Angel, with one declaration more: it loses
            total, base = ev.score_slow(cleared, ev.blanked_slow(cleared, angel))
            key2 = (total, -base, -(used + (angel is not None)))
            order = (b_no, k_no, i_no, a_no)
            if top is None or key2 > top or (key2 == top and order < first):
                top, first = key2, order
                dop, mirage, shape, book, island = dec
                winner = Declarations(dop, mirage, shape, book, island, angel=angels[a_no])

    def explore(
        keys: list[tuple[int, int, int]],
        found: dict,
        target: str | None,
        level: int,
        bound: tuple,
        only: int | None = None,
    ) -> None:
        """Branch and bound over the blocks ``keys`` (alike in their first ``level`` choices of
        Doppelgänger, Mirage and Shapeshifter): split them by the next choice, best bound first.
        ``only``: the one Book of Changes choice (its number) of these candidates, else every one."""
        while level < 3 and len({k[level] for k in keys}) == 1:
            level += 1
        if level == 3 or len(keys) * (1 if only is not None else len(found[keys[0]][2][target])) <= LEAF:
            for key in keys:
                evaluate(key, found, target, only)
            return
        parts: dict[int, list] = {}
        for k in keys:
            parts.setdefault(k[level], []).append(k)
        children = []
        suit = books[only][1] if only is not None else None
        for ks in parts.values():
            b_no, block, by_target = found[ks[0]]
            size = len(ks) * (1 if only is not None else len(by_target[target]))
            if size <= ONE:
                for key in ks:  # a few candidates: evaluated for about what bounding them costs
                    evaluate(key, found, target, only)
                continue
            free = {} if level + 1 >= 3 else {"shapeshifter": {k[2] for k in ks}}
            first_k = only if only is not None else by_target[target][0][0]
            if refinable:  # the quicker bound first: most children lose to the best found by then
                quick = node(block, free, target, (b_no, first_k), bound, suit, quick=True)
                if beaten(*quick):
                    continue
                if size <= REFINED:  # evaluated for less than the finer bound costs
                    for key in ks:
                        evaluate(key, found, target, only)
                    continue
                children.append((node(block, free, target, (b_no, first_k), quick[0], suit), ks))
            else:
                children.append((node(block, free, target, (b_no, first_k), bound, suit), ks))
        children.sort(key=lambda c: -c[0][0][0])
        for (child, used, order), ks in children:
            if not beaten(child, used, order):
                explore(ks, found, target, level + 1, child, only)

    def by_suit(keys: list[tuple[int, int, int]], found: dict, target: str, bound: tuple) -> None:
        """The candidates of one Doppelgänger choice and one Book of Changes target (``keys``: their
        blocks) split by the suit Book of Changes gives, best bound first: with the card's suit known,
        the bound knows whether it blanks or is blanked for sure (:meth:`_Evaluator._never`)."""
        per_k: dict[int, list[tuple[int, int, int]]] = {}
        for k in keys:
            for k_no, _ in found[k][2][target]:
                per_k.setdefault(k_no, []).append(k)
        children = []
        for k_no, ks in per_k.items():
            if len(ks) <= LEAF:  # a few candidates: evaluated sooner than bounded
                explore(ks, found, target, 1, bound, k_no)
                continue
            b_no, block, _ = found[ks[0]]
            free = {"mirage": {k[1] for k in ks}, "shapeshifter": {k[2] for k in ks}}
            children.append((node(block, free, target, (b_no, k_no), bound, books[k_no][1]), k_no, ks))
        children.sort(key=lambda c: -c[0][0][0])
        for (child, used, order), k_no, ks in children:
            if not beaten(child, used, order):
                explore(ks, found, target, 1, child, k_no)

    # the root: one Doppelgänger choice and one Book of Changes target (the bound is tight only when one
    # card at most takes a suit of Book of Changes), every Mirage and Shapeshifter choice, best bound first
    every = {"mirage": set(range(len(mirages))), "shapeshifter": set(range(len(shapes)))}
    roots = []
    for d_no, dop in enumerate(dops):
        block = with_dop(dop)
        for target, items in per_target.items():
            roots.append((node(block, every, target, (d_no * per_block, items[0][0])), d_no, target))
    roots.sort(key=lambda r: -r[0][0][0])
    for (bound, used, order), d_no, target in roots:
        if beaten(bound, used, order):
            continue
        found = blocks_of(d_no)
        keys = [k for k, (_, _, by_target) in found.items() if by_target[target]]
        if keys and target is not None and not slow and _rule(with_dop(dops[d_no])[pos[target]][5]).blanks:
            # a card that blanks, and Book of Changes changes its suit: whether it blanks for sure (it is
            # not blanked itself) depends on the suit, so each suit is bounded on its own
            by_suit(keys, found, target, bound)
        elif keys:
            explore(keys, found, target, 1, bound)
    ev.forget()  # the nested functions above refer to each other: free the caches now, not at the next GC
    return winner, True, top


#: Up to this many combinations, a hand of :func:`~.resolve.exact_only` is left to
#: :func:`~.resolve.brute_force` (bounds would cost more than they save).
SMALL = 40
#: Up to this many combinations, every one is evaluated in order (:func:`_every`): on 20,000 random
#: hands, the most the branch and bound gains at (``benchmarks/realms_bench.py``; 40 before: p99 5.6 ms,
#: at 400 4.9 ms, at 800 5.3 ms).
EVERY = 400
#: A child set of up to this many candidates is evaluated, not bounded first (the worst hands of the
#: benchmark: 11% fewer instructions at 4 than bounding every child; 6 is no better than 1).
ONE = 4
#: A child set of up to this many candidates that the quick bound does not rule out is evaluated, not
#: given the finer bound (which costs about six evaluations): 1% fewer instructions at 12 than 0.
REFINED = 12
#: Up to about this many candidates in a set, they are evaluated, not bounded first (a bound costs
#: about what two or three evaluations cost).
LEAF = 6
#: A bound splits its candidates into cases on up to this many cards that blank but may be blanked
#: (:meth:`_Evaluator.bound`; the expansion's worst hands of the benchmark: 17,061M instructions with none,
#: 10,813M with 2; none of them holds 3).
CASES = 2


def _every(
    hand: Sequence[str],
    forced: Any,
    d: Deck,
    lists: list[list],
    rep: dict[str, str],
    floor: Key | None = None,
    ctx: Any = None,
) -> tuple[Any, Key | None]:
    """The brute force of :func:`~.resolve.best` as it was, on the fast evaluator: every combination
    of ``lists`` (Doppelgänger, Mirage, Shapeshifter, Book of Changes, Island) in order, the first
    with the highest key wins."""
    from .resolve import Declarations

    ev = _Evaluator(hand, d, ctx)
    own = [ev.own(c) for c in hand]
    pos = ev.pos
    own_slots = [ev.slot(i, x) for i, x in enumerate(own)]
    top: Key | None = floor
    winner = forced
    dops, mirages, shapes, books, islands = lists
    ident = ev.ident

    def put(standing: list[int], card: str, x: Ident) -> list[int]:
        """``standing`` with the card ``card`` standing as ``x``."""
        i = pos[card]
        out = list(standing)
        out[i] = ev.slot(i, x)
        return out

    def as_wild(card: str, v: Any) -> Ident:
        return (own[pos[card]][0], v[0], v[1], 0, None, None)

    # the combinations in the order of itertools.product, each card's slot made once per choice
    for dop in dops:
        with_dop = own_slots
        if dop:
            t = d[dop]
            with_dop = put(own_slots, "doppelganger", ("doppelganger", t.id, t.suit, t.base, None, ev.rule_of(t.id)))
        for mirage in mirages:
            with_mirage = put(with_dop, "mirage", as_wild("mirage", mirage)) if mirage else with_dop
            for shape in shapes:
                standing = put(with_mirage, "shapeshifter", as_wild("shapeshifter", shape)) if shape else with_mirage
                used0 = (dop is not None) + (mirage is not None) + (shape is not None)
                for book in books:
                    cur = standing
                    if book:
                        i = pos[book[0]]
                        if book != forced.book_of_changes and rep[book[1]] == rep[ident[standing[i]][2]]:
                            continue  # Book of Changes giving a card a suit alike to its own
                        cur = list(standing)
                        cur[i] = ev.suited(standing[i], book[1])
                    used = used0 + (book is not None)
                    for island in islands:
                        if island and not _island_fits(ident[cur[pos[island]]], island == forced.island):
                            continue
                        total, base = ev.total(cur, pos[island] if island else None)
                        key = (total, -base, -(used + (island is not None)))
                        if top is None or key > top:
                            top, winner = key, Declarations(dop, mirage, shape, book, island)
    return winner, top


class _Lazy(dict):
    """A dict whose missing key is filled in with ``fill(key)`` when it is first read."""

    __slots__ = ("fill",)

    def __init__(self, fill: Callable[[Any], Any]):
        super().__init__()
        self.fill = fill

    def __missing__(self, key: Any) -> Any:
        value = self[key] = self.fill(key)
        return value


def _canonical(idents: Sequence[Ident], sig: dict[str, frozenset]) -> tuple:
    """``idents`` with each suit replaced by its kind and its rank among the suits of that kind held
    (in hand order): equal for two hands that interchangeable suits turn into each other."""
    seen: dict[str, tuple] = {}
    count: dict[frozenset, int] = {}
    out = []
    for card, name, suit, base, bonus, penalty in idents:
        if suit not in seen:
            k = sig[suit]
            count[k] = count.get(k, 0) + 1
            seen[suit] = (k, count[k])
        out.append((card, name, seen[suit], base, bonus, penalty))
    return tuple(out)


def _none(_v: Any) -> None:
    return None


def _island_fits(ident: Ident, forced: bool) -> bool:
    """As :func:`~.resolve._island_ok`: the card is a Flood or Flame then and (unless forced) has a penalty."""
    if ident[2] not in ("flood", "flame"):
        return False
    return forced or bool(ident[5] and RULES[ident[5]].has_penalty)


__all__ = ["WILD_SUITS", "best_declarations", "signatures"]


def discard_bounds(cards: Sequence[str], d: Deck) -> list[float] | None:
    """For each position ``i`` of ``cards`` (a hand and one card more: the advisor's take or draw), an upper
    bound of the total of ``cards`` without ``cards[i]`` under any declarations; one search's worth of root
    bounds serves every discard (:func:`~.advise.advise` skips a discard whose bound cannot reach the best).

    For each Doppelgänger choice and Book of Changes target of ``cards`` (the roots of :func:`_search`;
    a hand without one card has no other choices: its options are among those of ``cards``), each card
    scores at most its base strength (0 if negative) plus its bonus's bound over the pool of every way
    any card may stand there (``Rule.bound``, a ``subadditive`` bonus with each card in its best way, or a
    ``monotone`` bonus over the pool): a hand without one
    card is drawn from that pool. No penalty, blanking or clearing is counted (they only take points).

    :returns: one bound per position, or ``None`` when there is none this way: a bonus without a bound,
        World Tree (its bonus needs every suit different), a hand of :func:`~.resolve.exact_only`, or
        The Cursed Hoard's wild cards.
    """
    from .resolve import Declarations, choice_lists, exact_only, options

    if exact_only(cards, d) or any(c in ("mirage_ch", "shapeshifter_ch") for c in cards):
        return None
    with points_only():
        *lists, _angels = choice_lists(options(cards, d), Declarations())
        dops, mirages, shapes, books, _islands = lists
        ev = _Evaluator(cards, d)
        own = [ev.own(c) for c in cards]
        pos = ev.pos
        suits_of: dict[str | None, list[str]] = {}
        for book in books:
            if book:
                suits_of.setdefault(book[0], []).append(book[1])
            else:
                suits_of.setdefault(None, [])
        n = len(cards)
        top = [float("-inf")] * n
        for dop in dops:
            block = list(own)
            if dop:
                t = d[dop]
                block[pos["doppelganger"]] = ("doppelganger", t.id, t.suit, t.base, None, ev.rule_of(t.id))
            wild_ways: dict[int, list[Ident]] = {}
            for card, values in (("mirage", mirages), ("shapeshifter", shapes)):
                if card in pos:
                    i = pos[card]
                    ways = [own[i] if v is None else (own[i][0], v[0], v[1], 0, None, None) for v in values]
                    block[i] = ways[0]
                    wild_ways[i] = ways[1:]
            standing = [ev.slot(i, x) for i, x in enumerate(block)]
            slots = [ev.slots[x] for x in standing]
            for target, suits in suits_of.items():
                others: dict[int, list[int]] = {i: [ev.slot(i, w) for w in ways] for i, ways in wild_ways.items()}
                if target is not None:
                    i = pos[target]
                    others.setdefault(i, [])
                    for c, name, _suit, base, bonus, penalty in [block[i], *wild_ways.get(i, [])]:
                        others[i] += [ev.slot(i, (c, name, s, base, bonus, penalty)) for s in suits]
                pool = slots + [ev.slots[x] for ways in others.values() for x in ways]
                alive = {i: (x, *others.get(i, ())) for i, x in enumerate(standing)}
                nets = []
                for s in slots:
                    rule = RULES[s.bonus] if s.bonus else None
                    b: float = 0
                    if rule and rule.bonus:
                        if rule.distinct_suits:
                            return None
                        if rule.bound:
                            b = rule.bound(s, pool)
                        elif rule.subadditive:  # each card in its best way for it, not every way at once
                            b = ev._subadditive(s, rule, alive)
                        elif rule.monotone:
                            b = rule.points(s, pool) if rule.points else sum(p for p, _ in rule.bonus(s, pool))
                        else:
                            return None
                    nets.append(max(0.0, max(0, s.base) + b))
                whole = sum(nets)
                for i in range(n):
                    top[i] = max(top[i], whole - nets[i])
        return top
