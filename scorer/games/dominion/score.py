"""Score a validated Dominion table: one breakdown row per VP source, totals, ranks, winner."""

from __future__ import annotations

from scorer.core.result import PlayerScore, Row, ScoreResult, rank_players

from . import rules
from .data import CardDB, card_db
from .record import Player, Table, effective, needed_counts

#: How a count reads in a reason ("37 cards → 3 VP each").
COUNT_LABELS = {
    "total_cards": "cards",
    "distinct_names": "differently named cards",
    "action_cards": "Action cards",
    "victory_cards": "Victory cards",
    "treasure_cards": "Treasure cards",
    "victory_names": "differently named Victory cards",
    "coppers": "Coppers",
    "silvers": "Silvers",
    "golds": "Golds",
    "estates": "Estates",
    "duchies": "Duchies",
    "castles": "Castles",
    "cards_costing_2": "cards costing $2",
    "obelisk_pile_cards": "cards from the Obelisk pile",
    "empty_pile_cards": "non-Victory cards from empty Supply piles",
    "action_names_3plus": "Action names with 3+ copies",
    "second_most_action": "copies of the 2nd most common Action",
    "singleton_names": "names held exactly once",
}


def _first(values: list[int]) -> int:
    return values[0]


#: A Landmark row's ``count`` (from the counts its rule takes) and ``vp_each`` (None: not per unit).
LANDMARK_UNITS = {
    "Bandit Fort": (sum, -2), "Fountain": (_first, None), "Museum": (_first, 2), "Obelisk": (_first, 2),
    "Orchard": (_first, 4), "Palace": (min, 3), "Tower": (_first, 1), "Triumphal Arch": (_first, 3),
    "Wall": (lambda v: max(0, v[0] - 15), -1), "Wolf Den": (_first, -3),
}

#: Printed with every result (sources in the reference file's ``meta.scoring_rule``).
BASE_ASSUMPTIONS = [
    ("Every card a player owns counts, wherever it is: deck, hand, discard, in play, set aside, "
     "and on the Island, Native Village, Tavern and Exile mats (rulebook p.4; DT_EN Gardens/Island extras; WIKI_EXILE)."),
    "Most VP wins; a tie goes to the tied player with fewer turns; still tied, they share the win (WIKI_TURN).",
]


def _row(item: str, count: int, vp_each: int | None, vp: int, reason: str) -> Row:
    return Row(item, vp, reason, {"count": count, "vp_each": vp_each})


def _card_rows(player: Player, table: Table, db: CardDB) -> list[Row]:
    """Rows for the player's cards that have a VP rule, in the order listed."""
    out = []
    for card, n in player.deck.items():
        rule = db.rules.cards.get(card)
        if rule is None or n == 0:
            continue
        if rule.kind == "fixed":
            out.append(_row(card, n, rule.vp, n * rule.vp, f"{n} × {rule.vp} VP"))
        elif rule.kind == "tavern":
            on = player.tavern.get(card, 0)
            each = rules.distant_lands(1) if on == n else (0 if on == 0 else None)
            out.append(_row(card, n, each, rules.distant_lands(on),
                            f"{on} of {n} on the Tavern mat → 4 VP each; elsewhere 0"))
        else:
            c = effective(player, rule.count, table)
            each = (rules.per_full(c, rule.size, rule.vp) if rule.kind == "per_full"
                    else rules.per_count(c, rule.vp))
            out.append(_row(card, n, each, n * each, f"{c} {COUNT_LABELS[rule.count]} → {each} VP each"))
    return out


def _treasures(player: Player, db: CardDB) -> dict[str, int]:
    return {c: n for c, n in player.deck.items() if db.cards[c].has("Treasure")}


def _landmark_rows(player: Player, table: Table, db: CardDB) -> list[Row]:
    out = []
    for lm in table.landmarks:
        item = f"{lm} (Landmark)"
        if lm == "Keep":
            others = [_treasures(o, db) for o in table.players if o is not player]
            won = rules.keep(_treasures(player, db), others)
            why = "most or tied for most: " + ", ".join(won) if won else "no Treasure you have the most of"
            out.append(_row(item, len(won), 5, 5 * len(won), why))
            continue
        if lm not in rules.LANDMARKS:
            continue  # scores only through VP tokens taken during the game
        fn, needs = rules.LANDMARKS[lm]
        values = [effective(player, k, table) for k in needs]
        vp = fn(*values)
        what = ", ".join(f"{v} {COUNT_LABELS[k]}" for k, v in zip(needs, values))
        if lm == "Obelisk":
            what = f"{values[0]} cards from the {table.obelisk_pile} pile"
        count, each = LANDMARK_UNITS[lm]
        out.append(_row(item, count(values), each, vp, f"{what} → {vp} VP"))
    return out


def _other_rows(player: Player, table: Table, db: CardDB) -> list[Row]:
    out = []
    if "Plateau Shepherds" in table.allies:
        c2 = effective(player, "cards_costing_2", table)
        pairs = min(player.favors, c2)
        out.append(_row("Plateau Shepherds (Ally)", pairs, 2, rules.plateau_shepherds(player.favors, c2),
                        f"{player.favors} Favors, {c2} cards costing $2 → {pairs} pairs"))
    for state in player.states:
        vp = db.rules.states[state].vp if state in db.rules.states else 0
        if vp:
            out.append(_row(f"{state} (State)", 1, vp, vp, f"State held at game end → {vp} VP"))
    if player.vp_tokens:
        out.append(_row("VP tokens", player.vp_tokens, 1, player.vp_tokens, f"{player.vp_tokens} tokens → 1 VP each"))
    return out


def score_player(player: Player, table: Table, db: CardDB | None = None) -> PlayerScore:
    """The player's breakdown: cards, Landmarks, Ally, States and VP tokens (rows in VP)."""
    db = db or card_db()
    rows = _card_rows(player, table, db) + _landmark_rows(player, table, db) + _other_rows(player, table, db)
    return PlayerScore(player.name, rows)


def assumptions(table: Table, db: CardDB) -> list[str]:
    """The rule readings this table relies on (printed with every result)."""
    out = list(BASE_ASSUMPTIONS)
    owned = {c for p in table.players for c in p.deck}
    if "Distant Lands" in owned:
        out.append("Distant Lands is worth 4 VP only on its owner's Tavern mat, 0 elsewhere, "
                   "but is always one of the player's cards (reference distant_lands).")
    if "Fairgrounds" in owned or {"Museum", "Wolf Den"} & set(table.landmarks):
        out.append("Differently named cards are different names even from one pile: Prizes, Rewards, Shelters, "
                   "Ruins, Knights, Castles (WIKI_FAIRGROUNDS_DIFF).")
    if "Triumphal Arch" in table.landmarks:
        out.append("Triumphal Arch: with a tie for the most common Action, the tied count is the 2nd (DT_EN).")
    quick = sorted({k for p in table.players for k in p.counts})
    if quick:
        out.append("Quick counts given (" + ", ".join(quick) + ") replace what the listed cards would give; "
                   "every other count comes from the listed cards.")
        if "Keep" in table.landmarks:
            out.append("Keep compares the Treasures listed for each player: list every Treasure you own.")
    if "Obelisk" in table.landmarks:
        out.append("Obelisk: every card from the chosen pile counts, whatever its name (DT_EN Obelisk extra).")
    if "Tower" in table.landmarks:
        out.append("Tower: Curses count, Victory cards and non-Supply cards never do; "
                   "a split pile is empty only when all of it is gone (DT_EN Tower extra).")
    tokens_only = [lm for lm in table.landmarks if db.rules.landmarks[lm].tokens_only]
    if tokens_only:
        out.append(", ".join(tokens_only) + ": only the VP tokens taken during the game count (enter them as vp_tokens).")
    if "Plateau Shepherds" in table.allies:
        out.append("Plateau Shepherds: a card with Potion or Debt in its cost does not cost $2 "
                   "(not settled in the sources read; reference plateau_shepherds).")
    return out


def explain(player: Player, table: Table, db: CardDB) -> list[str]:
    """Per player: how many cards were listed, and each count the scoring used and where it came from."""
    lines = [f"{player.name}: {sum(player.deck.values())} cards listed under {len(player.deck)} names"]
    for key in needed_counts(player.deck, table.landmarks, table.allies, db):
        source = "quick count" if key in player.counts else "from the listed cards"
        lines.append(f"  {COUNT_LABELS[key]}: {effective(player, key, table)} ({source})")
    return lines


def rank(scores: list[PlayerScore], turns: dict[str, int | None]) -> tuple[list[str], str | None, list[str]]:
    """Rank by VP; a tie goes to the tied player with fewer turns, still tied they share (WIKI_TURN).

    A tie is broken by turns only when every player in it has a turn count.

    :returns: ``(winners, tie-break sentence or None, players in ties left unbroken for lack of turns)``.
    """
    tied: dict[int, list[str]] = {}
    for s in scores:
        tied.setdefault(s.total, []).append(s.name)
    known = {t: all(turns[n] is not None for n in names) for t, names in tied.items()}

    def fewer_turns(s: PlayerScore) -> int:
        return -turns[s.name] if known[s.total] else 0

    shown = ", ".join(f"{n} {t}" for n, t in turns.items() if t is not None)
    winners, tie_break = rank_players(scores, fewer_turns, f"the tied player with fewer turns ranks higher ({shown} turns)"
                                      if shown else None)
    unbroken = [n for t, names in tied.items() if len(names) > 1 and not known[t] for n in names]
    return winners, tie_break, unbroken


def score_table(table: Table, db: CardDB | None = None) -> ScoreResult:
    """Score every player and rank them (ties: fewer turns wins, else shared)."""
    db = db or card_db()
    scores = [score_player(p, table, db) for p in table.players]
    notes = assumptions(table, db)
    winners, tie_break, unbroken = rank(scores, {p.name: p.turns for p in table.players})
    if unbroken:
        notes.append(f"{', '.join(unbroken)} tie and not all of them have turns recorded, so they share the rank.")
    explanation = [line for p in table.players for line in explain(p, table, db)]
    return ScoreResult("dominion", "Dominion", scores, winners, "VP", tie_break, notes, explanation)
