"""Interactive entry of a Dominion game, at the table.

Once per table: the players, the Landmarks (with Obelisk's pile and Tower's
empty piles), the Ally, and whether Miserable States are in play. Then per
player, one of two paths:

1. **Full deck** — every card with its count (``Province 4, Gardens 3, …``;
   autocomplete per line); every count is derived from the cards.
2. **Quick counts** — only the VP cards, then only the counts those cards and
   the Landmarks need ("How many cards do you have in total?" only with Gardens
   or Wall, and so on).

Both paths end with VP tokens, the Tavern mat (only with Distant Lands), Favors
(only with Plateau Shepherds), the State (only if in play) and the turns taken.
Every answer is saved to the draft at once; a resumed draft skips what is done
(progress is kept under ``"_entry"`` and removed when the entry finishes).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from scorer.core.errors import RuleError
from scorer.core.names import fold
from scorer.core.prompts import Draft, Prompter, validator

from .data import COUNT_QUESTIONS, CardDB, card_db
from .record import (
    DISJOINT,
    MAX_PLAYERS,
    MONOTONE,
    Table,
    derive,
    from_listed_cards,
    needed_counts,
    parse_record,
)

FULL = "Full deck: every card with its count"
QUICK = "Quick counts: only VP cards, then a few counts"
NO_STATE = "none"

_LEADING = re.compile(r"^(-?\d+(?:[.]\d+)?)\s*[x×]?\s+(.+)$")
_TRAILING = re.compile(r"^(.+?)\s*[x×=:]?\s*(-?\d+(?:[.]\d+)?)$")


def parse_cards(text: str, db: CardDB | None = None) -> list[tuple[str, int]]:
    """Parse a line of cards with counts into ``[(English name, count)]``.

    Accepts ``"Province 4, Gardens 3"``, ``"4 Province; Zahrady x3"``, ``"Estate"``
    (count 1); parts are separated by commas or semicolons. A count of 0 removes
    the card.

    :raises RuleError: a negative or non-whole count.
    :raises UnknownNameError: an unknown card (with suggestions).
    :raises AmbiguousNameError: a name fragment that starts several cards.
    """
    db = db or card_db()
    out = []
    for part in re.split(r"[,;]", text):
        part = part.strip()
        if not part:
            continue
        m = _LEADING.match(part) or _TRAILING.match(part)
        if m and _LEADING.match(part):
            count, name = m.group(1), m.group(2)
        elif m:
            name, count = m.group(1), m.group(2)
        else:
            name, count = part, "1"
        if "." in count:
            raise RuleError(f"{part!r}: a count must be a whole number")
        if int(count) < 0:
            raise RuleError(f"{part!r}: a count cannot be negative")
        out.append((db.card(name).name, int(count)))
    return out


class _Entry:
    """One entry session over a draft (the record is kept in ``draft.record``)."""

    def __init__(self, draft: Draft, ask: Prompter):
        self.draft, self.ask, self.db = draft, ask, card_db()
        self.rec = draft.record
        self.rec["game"] = "dominion"
        self.state: dict[str, Any] = self.rec.setdefault("_entry", {})
        self.done: list[str] = self.state.setdefault("done", [])

    def step(self, key: str, run: Callable[[], None]) -> None:
        """Run ``run`` unless a resumed draft has done it; save after it."""
        if key in self.done:
            return
        run()
        self.done.append(key)
        self.draft.save()

    # --- once per table -------------------------------------------------------------

    def players(self) -> None:
        players = self.rec.setdefault("players", [])
        taken = {fold(p["name"]) for p in players}

        def check(text: str) -> bool | str:
            if fold(text) in taken:
                return f"{text.strip()} is already at the table: give a different name"
            return True if text.strip() or players else "at least one player"

        while len(players) < MAX_PLAYERS:
            name = self.ask.text(f"Player {len(players) + 1} name (empty to finish):", validate=check)
            if not name:
                break
            players.append({"name": name})
            taken.add(fold(name))
            self.draft.save()

    def landmarks(self) -> None:
        names = self.db.landmarks.names()
        chosen: list[str] = []
        while True:
            text = self.ask.autocomplete("Landmark in this game (empty when none/no more):", names,
                                         validate=validator(self.db.landmarks.match, allow_empty=True))
            if not text:
                break
            chosen.append(self.db.landmarks.match(text))
        self.rec["landmarks"] = list(dict.fromkeys(chosen))
        setup = self.rec.setdefault("setup", {})
        if "Obelisk" in chosen:
            piles = [p for p in self.db.piles if self.db.is_action_pile(p)]

            def action_pile(t: str) -> str:
                pile = self.db.pile(t)
                if not self.db.is_action_pile(pile):
                    raise RuleError(f"{pile} is not an Action Supply pile")
                return pile

            text = self.ask.autocomplete("Obelisk's chosen pile (any card of it):", self.db.pile_choices(piles),
                                         validate=validator(action_pile, allow_empty=False))
            setup["obelisk_pile"] = action_pile(text)
        if "Tower" in chosen:
            empty: list[str] = []
            while True:
                text = self.ask.autocomplete("Empty Supply pile at game end, for Tower (empty to finish):",
                                             self.db.pile_choices(list(self.db.piles)),
                                             validate=validator(self.db.pile, allow_empty=True))
                if not text:
                    break
                empty.append(self.db.pile(text))
            setup["empty_supply_piles"] = list(dict.fromkeys(empty))
        if not setup:
            del self.rec["setup"]

    def allies(self) -> None:
        text = self.ask.autocomplete("Ally in this game (empty if none):", self.db.allies.names(),
                                     validate=validator(self.db.allies.match, allow_empty=True))
        self.rec["allies"] = [self.db.allies.match(text)] if text else []

    def misery(self) -> None:
        self.state["misery"] = self.ask.confirm(
            "Did anyone end with a Miserable State (Nocturne's Misery Hex)?", default=False)

    # --- per player -------------------------------------------------------------------

    def table(self) -> Table:
        """The table as entered so far (for derived counts and lower bounds)."""
        setup = self.rec.get("setup", {})
        return Table([], self.rec.get("landmarks", []), self.rec.get("allies", []),
                     setup.get("obelisk_pile"), setup.get("empty_supply_piles"))

    def cards(self, player: dict[str, Any], message: str, keep: Callable[[str], bool] | None = None) -> None:
        """Ask lines of cards until an empty line; each line sets those cards' counts (a card twice on a line adds up)."""
        deck: dict[str, int] = player.setdefault("cards", {})
        choices = self.db.card_names.names() + sorted(c.cs for c in self.db.cards.values() if c.cs)
        while True:
            text = self.ask.autocomplete(message, choices, validate=validator(lambda t: parse_cards(t, self.db), allow_empty=True))
            if not text:
                break
            line: dict[str, int] = {}
            for name, n in parse_cards(text, self.db):  # a card twice on one line adds up (Copper 5, Měďák 2)
                line[name] = line.get(name, 0) + n
            for name, n in line.items():
                if keep is not None and not keep(name):
                    self.ask.echo(f"  ({name} has no VP and no count needs it: skipped)")
                    continue
                if n:
                    deck[name] = n
                else:
                    deck.pop(name, None)
            self.ask.echo("  " + (", ".join(f"{c} {n}" for c, n in deck.items()) or "(no cards yet)"))
            self.draft.save()

    def counts(self, player: dict[str, Any]) -> None:
        counts = player.setdefault("counts", {})
        table = self.table()
        needs = needed_counts(player.get("cards", {}), self.rec.get("landmarks", []), self.rec.get("allies", []), self.db)
        for key in needs:
            if key in counts or from_listed_cards(key, table, self.db):  # the listed cards tell it: not asked
                continue
            listed = derive(key, player.get("cards", {}), table, self.db)
            low = listed if key in MONOTONE else 0
            most = counts.get("total_cards") if key != "total_cards" else None  # total_cards is asked first
            if most is not None and key in DISJOINT:  # Coppers, Silvers, Golds, Estates, Duchies share the total
                most -= sum(counts.get(k, derive(k, player.get("cards", {}), table, self.db))
                            for k in DISJOINT if k != key)
            counts[key] = self.ask.integer(f"{player['name']}: {COUNT_QUESTIONS[key]}", minimum=low, maximum=most)
            self.draft.save()

    def tail(self, player: dict[str, Any]) -> None:
        """Tavern mat, VP tokens, Favors, State, turns."""
        name, deck = player["name"], player.get("cards", {})
        if deck.get("Distant Lands"):
            n = deck["Distant Lands"]
            on = self.ask.integer(f"{name}: how many of your {n} Distant Lands are on your Tavern mat?",
                                  minimum=0, maximum=n)  # no default: only those on the mat score
            player["tavern_mat"] = {"Distant Lands": on}
        player["vp_tokens"] = self.ask.integer(f"{name}: VP tokens?", minimum=0, default=0)
        if "Plateau Shepherds" in self.rec.get("allies", []):
            player["favors"] = self.ask.integer(f"{name}: Favors at game end?", minimum=0, default=0)
        if self.state.get("misery"):
            state = self.ask.select(f"{name}: Miserable State?", [NO_STATE, "Miserable", "Twice Miserable"],
                                    default=NO_STATE)
            player["states"] = [] if state == NO_STATE else [state]

        def whole(t: str) -> int:
            if not t.strip().isdigit():
                raise RuleError("type a whole number, or leave it empty")
            return int(t)

        turns = self.ask.text(f"{name}: turns taken (for a tie; empty if unknown)?", validate=validator(whole, allow_empty=True))
        if turns:
            player["turns"] = int(turns)

    def player(self, i: int, player: dict[str, Any]) -> None:
        name = player["name"]
        key = f"{i}:"

        def choose() -> None:
            answer = self.ask.select(f"How do you enter {name}'s cards?", [FULL, QUICK], default=FULL)
            self.state.setdefault("quick", {})[name] = answer == QUICK

        self.step(key + "path", choose)
        quick = self.state["quick"][name]
        if quick:
            vp = set(self.db.rules.cards)
            self.step(key + "cards", lambda: self.cards(
                player, f"{name}'s VP cards and Curses, e.g. Province 4, Gardens 3 (empty to finish):",
                keep=lambda c: c in vp))
            if "Keep" in self.rec.get("landmarks", []):
                self.step(key + "treasures", lambda: self.cards(
                    player, f"{name}'s Treasures, for Keep, e.g. Gold 3, Silver 5 (empty to finish):",
                    keep=lambda c: self.db.cards[c].has("Treasure")))
            self.step(key + "counts", lambda: self.counts(player))
        else:
            self.step(key + "cards", lambda: self.cards(
                player, f"{name}'s cards, e.g. Province 4, Copper 7 (empty to finish):"))
        self.step(key + "tail", lambda: self.tail(player))


def run_entry(draft: Draft, prompter: Prompter) -> dict[str, Any]:
    """Fill ``draft.record`` by asking at the table; resume whatever a saved draft holds.

    :returns: the complete record (also saved, no longer a draft).
    :raises InputError: the finished record does not validate (it stays saved).
    """
    e = _Entry(draft, prompter)
    e.step("players", e.players)
    e.step("landmarks", e.landmarks)
    e.step("allies", e.allies)
    e.step("misery", e.misery)
    for i, player in enumerate(e.rec["players"]):
        e.player(i, player)
    record = {k: v for k, v in e.rec.items() if k not in ("_entry", "draft")}
    parse_record(record)  # every answer was checked on entry; this guards the whole
    draft.record = record
    return draft.finish()
