"""Score a validated Dominion table: one breakdown row per VP source, totals, ranks, winner."""

from __future__ import annotations

from collections.abc import Callable

from scorer.core.i18n import N_, language
from scorer.core.result import Outcome, PlayerScore, Row, ScoreResult, amount, decide

from . import rules
from .data import CardDB, _, card_db, cards, name, names, ngettext
from .record import Player, Table, effective, needed_counts

#: How a count reads with its value, in the output language: ``{key: n -> text}`` ("1 Gold", "37 cards",
#: "3 Duchies"; Czech "37 karet").
COUNT_NOUNS: dict[str, Callable[[int], str]] = {
    "total_cards": lambda n: ngettext("{n} card", "{n} cards", n),
    "distinct_names": lambda n: ngettext("{n} differently named card", "{n} differently named cards", n),
    "action_cards": lambda n: ngettext("{n} Action card", "{n} Action cards", n),
    "victory_cards": lambda n: ngettext("{n} Victory card", "{n} Victory cards", n),
    "treasure_cards": lambda n: ngettext("{n} Treasure card", "{n} Treasure cards", n),
    "victory_names": lambda n: ngettext("{n} differently named Victory card", "{n} differently named Victory cards", n),
    "coppers": lambda n: cards(n, "Copper"),
    "silvers": lambda n: cards(n, "Silver"),
    "golds": lambda n: cards(n, "Gold"),
    "estates": lambda n: cards(n, "Estate"),
    "duchies": lambda n: cards(n, "Duchy"),
    "castles": lambda n: ngettext("{n} Castle", "{n} Castles", n),
    "cards_costing_2": lambda n: ngettext("{n} card costing $2", "{n} cards costing $2", n),
    "obelisk_pile_cards": lambda n: ngettext("{n} card from the Obelisk pile", "{n} cards from the Obelisk pile", n),
    "empty_pile_cards": lambda n: ngettext(
        "{n} non-Victory card from empty Supply piles", "{n} non-Victory cards from empty Supply piles", n
    ),
    "action_names_3plus": lambda n: ngettext("{n} Action name with 3+ copies", "{n} Action names with 3+ copies", n),
    "second_most_action": lambda n: ngettext(
        "{n} copy of the 2nd most common Action", "{n} copies of the 2nd most common Action", n
    ),
    "singleton_names": lambda n: ngettext("{n} name held exactly once", "{n} names held exactly once", n),
}

#: A count's label on its own, as in ``--explain`` ("Duchies: 3"; English, shown through :func:`count_label`).
COUNT_LABELS = {
    "total_cards": N_("cards"),
    "distinct_names": N_("differently named cards"),
    "action_cards": N_("Action cards"),
    "victory_cards": N_("Victory cards"),
    "treasure_cards": N_("Treasure cards"),
    "victory_names": N_("differently named Victory cards"),
    "coppers": N_("Coppers"),
    "silvers": N_("Silvers"),
    "golds": N_("Golds"),
    "estates": N_("Estates"),
    "duchies": N_("Duchies"),
    "castles": N_("Castles"),
    "cards_costing_2": N_("cards costing $2"),
    "obelisk_pile_cards": N_("cards from the Obelisk pile"),
    "empty_pile_cards": N_("non-Victory cards from empty Supply piles"),
    "action_names_3plus": N_("Action names with 3+ copies"),
    "second_most_action": N_("copies of the 2nd most common Action"),
    "singleton_names": N_("names held exactly once"),
}


def count_label(key: str) -> str:
    """Quick count ``key``'s label in the output language ("Duchies"; Czech "Vévodství")."""
    return _(COUNT_LABELS[key])


def count_text(n: int, key: str) -> str:
    """Quick count ``key`` with its value, read naturally: "1 Gold", "37 cards", "1 card from the Obelisk pile"."""
    return COUNT_NOUNS[key](n).format(n=n)


def vp(n: int) -> str:
    """``n`` VP in the output language ("3 VP"; Czech "3 vítězné body")."""
    return amount(n, "VP")


def _first(values: list[int]) -> int:
    return values[0]


#: A Landmark row's ``count`` (from the counts its rule takes) and ``vp_each`` (None: not per unit).
LANDMARK_UNITS: dict[str, tuple[Callable[[list[int]], int], int | None]] = {
    "Bandit Fort": (sum, -2),
    "Fountain": (_first, None),
    "Museum": (_first, 2),
    "Obelisk": (_first, 2),
    "Orchard": (_first, 4),
    "Palace": (min, 3),
    "Tower": (_first, 1),
    "Triumphal Arch": (_first, 3),
    "Wall": (lambda v: max(0, v[0] - 15), -1),
    "Wolf Den": (_first, -3),
}

#: The reading every score rests on (the reference file's ``meta.scoring_rule``: RULES_2E_P4, DT_EN extras =
#: the rulebooks' card FAQs, WIKI_EXILE), printed with every result.
WHEREVER = N_(
    "Every card a player owns counts, wherever it is: deck, hand, discard, in play, set aside, "
    "and on the Island, Native Village, Tavern and Exile mats (Dominion 2nd edition rulebook p.4; the Gardens, "
    "Island and Native Village FAQs; Dominion Strategy wiki, Exile)."
)

#: The tie rule (WIKI_TURN), printed only when totals are tied.
TIE_RULE = N_(
    "Most VP wins; a tie goes to the tied player with fewer turns; still tied, they share the win "
    "(Dominion Strategy wiki, Turn). Only a player's own turns count: extra turns ({extra}) do not (Dominion "
    "Strategy wiki, Extra turn)."
)

#: The cards, Events and Projects that give extra turns, which do not count toward the tie-break (Dominion Strategy
#: wiki, Extra turn).
EXTRA_TURN_GIVERS = ("Outpost", "Mission", "Possession", "Fleet", "Voyage", "Seize the Day")


def extra_turns() -> str:
    """The extra-turn givers in the output language: "Outpost, Mission, …" (Czech names where the data has them)."""
    return ", ".join(names(EXTRA_TURN_GIVERS))


def tie_rule() -> str:
    """The tie rule in the output language."""
    return _(TIE_RULE).format(extra=extra_turns())


#: Kept for callers that list the readings every result may print (English).
BASE_ASSUMPTIONS = [WHEREVER, TIE_RULE.format(extra=", ".join(EXTRA_TURN_GIVERS))]


def _row(item: str, count: int, vp_each: int | None, vp: int, reason: str) -> Row:
    return Row(item, vp, reason, {"count": count, "vp_each": vp_each})


def _card_rows(player: Player, table: Table, db: CardDB) -> list[Row]:
    """Rows for the player's cards that have a VP rule, in the order listed."""
    out = []
    for card, n in player.deck.items():
        rule = db.rules.cards.get(card)
        if rule is None or n == 0:
            continue
        # the name listed (Farm, not Harem); in Czech the card's Czech name (Harém), the second name being English
        item = player.shown[card] if card in player.shown and language() == "en" else name(card)
        if rule.kind == "fixed":
            out.append(_row(item, n, rule.vp, n * rule.vp, f"{n} × {vp(rule.vp)}"))
        elif rule.kind == "tavern":
            on = player.tavern.get(card, 0)
            each = rules.distant_lands(1) if on == n else (0 if on == 0 else None)
            out.append(
                _row(
                    item,
                    n,
                    each,
                    rules.distant_lands(on),
                    _("{on} of {n} on the Tavern mat → {vp} each; elsewhere 0").format(
                        on=on, n=n, vp=vp(rules.distant_lands(1))
                    ),
                )
            )
        else:
            assert rule.count is not None  # checked when the rules were loaded (CardDB._check)
            c = effective(player, rule.count, table)
            each = (
                rules.per_full(c, rule.size or 1, rule.vp) if rule.kind == "per_full" else rules.per_count(c, rule.vp)
            )
            out.append(
                _row(
                    item,
                    n,
                    each,
                    n * each,
                    _("{count} → {vp} each").format(count=count_text(c, rule.count), vp=vp(each)),
                )
            )
    return out


def _treasures(player: Player, db: CardDB) -> dict[str, int]:
    return {c: n for c, n in player.deck.items() if db.cards[c].has("Treasure")}


def _landmark_rows(player: Player, table: Table, db: CardDB) -> list[Row]:
    out = []
    for lm in table.landmarks:
        item = _("{name} (Landmark)").format(name=name(lm))
        if lm == "Keep":
            others = [_treasures(o, db) for o in table.players if o is not player]
            won = rules.keep(_treasures(player, db), others)
            why = (
                _("most or tied for most: {treasures}").format(treasures=", ".join(names(won)))
                if won
                else _("no Treasure you have the most of")
            )
            out.append(_row(item, len(won), 5, 5 * len(won), why))
            continue
        if lm not in rules.LANDMARKS:
            continue  # scores only through VP tokens taken during the game
        fn, needs = rules.LANDMARKS[lm]
        values = [effective(player, k, table) for k in needs]
        got = fn(*values)
        what = ", ".join(count_text(v, k) for k, v in zip(needs, values))
        if lm == "Obelisk":
            what = ngettext("{n} card from the {pile} pile", "{n} cards from the {pile} pile", values[0]).format(
                n=values[0], pile=name(table.obelisk_pile or "")
            )
        count, each = LANDMARK_UNITS[lm]
        out.append(_row(item, count(values), each, got, f"{what} → {vp(got)}"))
    return out


def _other_rows(player: Player, table: Table, db: CardDB) -> list[Row]:
    out = []
    if "Plateau Shepherds" in table.allies:
        c2 = effective(player, "cards_costing_2", table)
        pairs = min(player.favors, c2)
        favors = ngettext("{n} Favor", "{n} Favors", player.favors).format(n=player.favors)
        out.append(
            _row(
                _("{name} (Ally)").format(name=name("Plateau Shepherds")),
                pairs,
                2,
                rules.plateau_shepherds(player.favors, c2),
                _("{favors}, {cards} → {pairs}").format(
                    favors=favors,
                    cards=count_text(c2, "cards_costing_2"),
                    pairs=ngettext("{n} pair", "{n} pairs", pairs).format(n=pairs),
                ),
            )
        )
    for state in player.states:
        got = db.rules.states[state].vp if state in db.rules.states else 0
        if got:
            out.append(
                _row(
                    _("{name} (State)").format(name=name(state)),
                    1,
                    got,
                    got,
                    _("State held at game end → {vp}").format(vp=vp(got)),
                )
            )
    if player.vp_tokens:
        tokens = player.vp_tokens
        out.append(
            _row(
                _("VP tokens"),
                tokens,
                1,
                tokens,
                _("{tokens} → {vp} each").format(
                    tokens=ngettext("{n} VP token", "{n} VP tokens", tokens).format(n=tokens), vp=vp(1)
                ),
            )
        )
    return out


def score_player(player: Player, table: Table, db: CardDB | None = None) -> PlayerScore:
    """The player's breakdown: cards, Landmarks, Ally, States and VP tokens (rows in VP)."""
    db = db or card_db()
    rows = _card_rows(player, table, db) + _landmark_rows(player, table, db) + _other_rows(player, table, db)
    return PlayerScore(player.name, rows)


def _names_from_one_pile(player: Player, db: CardDB) -> bool:
    """True if the player's listed cards hold two names from one pile, or a non-Supply card (a Prize, a Shelter):
    then "differently named" decides a count (Fairgrounds, Museum, Wolf Den)."""
    piles = [db.cards[c].pile for c, n in player.deck.items() if n]
    return None in piles or len(piles) != len(set(piles))


def assumptions(table: Table, db: CardDB, tied: bool = True) -> list[str]:
    """The rule readings this result depended on, each with its public source.

    The basic reading (every card counts wherever it is) always; the tie rule only when totals are
    ``tied``; every other reading only when the table holds what it decides (a Fairgrounds player with
    two names from one pile, a Triumphal Arch tie for the most common Action, a Tower pile where Curses,
    Victory cards or a split pile make a difference…).
    """
    out = [_(WHEREVER)]
    if tied:
        out.append(tie_rule())
    owned = {c for p in table.players for c in p.deck}
    if "Distant Lands" in owned:
        out.append(
            _(
                "{card} is worth 4 VP only on its owner's Tavern mat, 0 elsewhere, but is always one of the "
                "player's cards (Adventures rulebook, Distant Lands FAQ)."
            ).format(card=name("Distant Lands"))
        )
    names_count = {"distinct_names", "singleton_names", "action_names_3plus"}
    if any(
        _names_from_one_pile(p, db)
        and not names_count & set(p.counts)
        and names_count & set(needed_counts(p.deck, table.landmarks, table.allies, db))
        for p in table.players
    ):
        out.append(
            _(
                "Differently named cards are different names even from one pile: Prizes, Rewards, Shelters, "
                "Ruins, Knights, Castles (Dominion Strategy wiki, Fairgrounds FAQ)."
            )
        )
    if "Triumphal Arch" in table.landmarks and any(
        "second_most_action" not in p.counts
        and len(a := sorted((n for c, n in p.deck.items() if n and db.cards[c].has("Action")), reverse=True)) > 1
        and a[0] == a[1]
        for p in table.players
    ):
        out.append(
            _(
                "Triumphal Arch: with a tie for the most common Action, the tied count is the 2nd (card text: "
                '"if it\'s a tie, count either"; Empires rulebook: 7 Villa + 4 Wild Hunt → 12 VP).'
            )
        )
    quick = [k for k in COUNT_LABELS if any(k in p.counts for p in table.players)]  # in question order
    if quick:
        out.append(
            _(
                "Quick counts given ({counts}) replace what the listed cards would give; every other count comes "
                "from the listed cards."
            ).format(counts=", ".join(count_label(k) for k in quick))
        )
        if "Keep" in table.landmarks:
            out.append(
                _(
                    "Keep compares the Treasures listed for each player: list every Treasure you own "
                    "(Empires rulebook, Keep FAQ: ties for most all score)."
                )
            )
    if (
        "Obelisk" in table.landmarks
        and table.obelisk_pile
        and sum(1 for c in db.cards.values() if c.pile == table.obelisk_pile) > 1
    ):
        out.append(
            _("Obelisk: every card from the chosen pile counts, whatever its name (Empires rulebook, Obelisk FAQ).")
        )
    if "Tower" in table.landmarks and _tower_reading_matters(table, db):
        out.append(
            _(
                "Tower: Curses count, Victory cards and non-Supply cards never do; a split pile is empty only when "
                "all of it is gone (Tower card text; Empires rulebook, Tower FAQ)."
            )
        )
    tokens_only = [lm for lm in table.landmarks if db.rules.landmarks[lm].tokens_only]
    if tokens_only:
        out.append(
            _(
                "{landmarks}: only the VP tokens taken during the game count; enter them as VP tokens (Empires "
                "rulebook)."
            ).format(landmarks=", ".join(names(tokens_only)))
        )
    if "Plateau Shepherds" in table.allies and any(
        "cards_costing_2" not in p.counts
        and p.favors
        and any(db.cards[c].coins == 2 and (db.cards[c].potion or db.cards[c].debt) for c in p.deck)
        for p in table.players
    ):
        out.append(
            _(
                "Plateau Shepherds: a card with Potion or Debt in its cost does not cost $2 (the card text and the "
                "Japanese Dominion wiki do not settle it; Estates and $2 Heirlooms count)."
            )
        )
    return out


def _tower_reading_matters(table: Table, db: CardDB) -> bool:
    """True if Tower's reading decides a count: an empty Curse, Victory or split pile, or a non-Supply card owned."""
    empty = table.empty_piles or []
    if any(
        p == "Curse"
        or "Victory" in db.piles.get(p, [])
        or "/" in p
        or sum(1 for c in db.cards.values() if c.pile == p) > 1
        for p in empty
    ):
        return bool(empty)
    return bool(empty) and any(db.cards[c].pile is None for p in table.players for c in p.deck)


def explain(player: Player, table: Table, db: CardDB) -> list[str]:
    """Per player: how many cards were listed, and each count the scoring used and where it came from."""
    total, kinds = sum(player.deck.values()), len(player.deck)
    lines = [
        _("{player}: {cards} {under}").format(
            player=player.name,
            cards=ngettext("{n} card listed", "{n} cards listed", total).format(n=total),
            under=ngettext("under {n} name", "under {n} names", kinds).format(n=kinds),
        )
    ]
    for key in needed_counts(player.deck, table.landmarks, table.allies, db):
        source = _("quick count") if key in player.counts else _("from the listed cards")
        lines.append(f"  {count_label(key)}: {effective(player, key, table)} ({source})")
    return lines


def rank(scores: list[PlayerScore], turns: dict[str, int | None]) -> tuple[Outcome, list[str]]:
    """Rank by VP; a tie goes to the tied player with fewer turns, still tied they share (WIKI_TURN).

    A tie is broken by turns only when every player in it has a turn count. Sets each player's rank.

    :returns: ``(outcome, players in ties left unbroken for lack of turns)``; the outcome's tie-break
        carries the rule and the turns as data.
    """
    tied: dict[int, list[str]] = {}
    for s in scores:
        tied.setdefault(s.total or 0, []).append(s.name)
    known = {t: all(turns[n] is not None for n in names) for t, names in tied.items()}

    def fewer_turns(s: PlayerScore) -> int:
        return -(turns[s.name] or 0) if known[s.total or 0] else 0

    shown = ", ".join(f"{n} {t}" for n, t in turns.items() if t is not None)
    rule = _("the tied player with fewer turns ranks higher (turns: {turns})").format(turns=shown) if shown else None
    outcome = decide(scores, fewer_turns, rule, unit="VP")
    unbroken = [n for t, names in tied.items() if len(names) > 1 and not known[t] for n in names]
    return outcome, unbroken


def score_table(table: Table, db: CardDB | None = None) -> ScoreResult:
    """Score every player and rank them (ties: fewer turns wins, else shared).

    :returns: the result in VP, with its :class:`~scorer.core.result.Outcome` (the fewer-turns tie-break as
        data) and only the rule readings it depended on.
    """
    db = db or card_db()
    scores = [score_player(p, table, db) for p in table.players]
    outcome, unbroken = rank(scores, {p.name: p.turns for p in table.players})
    notes = assumptions(table, db, tied=outcome.tie_break is not None)
    if unbroken:
        notes.append(
            _("{players} tie and not all of them have turns recorded, so they share the rank.").format(
                players=", ".join(unbroken)
            )
        )
    explanation = [line for p in table.players for line in explain(p, table, db)]
    return ScoreResult(
        "dominion",
        "Dominion",
        scores,
        list(outcome.winners),
        "VP",
        outcome.tie_break.text if outcome.tie_break else None,
        notes,
        explanation,
        outcome,
    )
