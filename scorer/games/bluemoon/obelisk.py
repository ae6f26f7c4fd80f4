"""Obelisk offerings in the Courtyard, and who has won.

Rules (Czech rulebook p.4 offerings and end, p.7 Pillar;
English rules p.3, p.5; boardsandbees.wordpress.com; linchen.info):

- spaces fill from the bottom; an offering costs the lowest open space:
  7, 7, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12 (bottom to top); with 2 players
  the two outer (grey) 7s are not used;
- one offering per turn, plus one more for each Pillar card discarded after an
  offering, paying 1 (Pillar 1) or 2 (Pillar 2) crystals extra;
- the first player to make 6 / 5 / 4 offerings (2 / 3 / 4 players) wins at once;
- if the city is complete and nobody has won, play goes on while anyone can pay
  the next space; then most offerings wins, then most crystals left, else the
  best players share the win; if every player is out of cubes the game is a draw.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from scorer.core.errors import RuleError
from scorer.core.result import competition_ranks

from .cards import Card
from .data import player_range, rules
from .lang import N_, _, ngettext


def check_player_count(players: int) -> int:
    """Check a number of players against the game's range (2-4, from the registry).

    :raises RuleError: a player count outside the range.
    """
    low, high = player_range()
    if isinstance(players, bool) or not isinstance(players, int) or not low <= players <= high:
        raise RuleError(
            _("Blue Moon City is for {low}-{high} players, got {n}: give the number of players at the table").format(
                low=low, high=high, n=repr(players)
            )
        )
    return players


def pillar_surcharge(card: Card) -> int:
    """Extra crystals for the offering a Pillar card allows (1 for Pillar 1, 2 for Pillar 2).

    :raises RuleError: not a Pillar, or a Pillar 3 (no power, Czech rulebook p.5: only 1s and 2s have powers).
    """
    if card.people != "pillar":
        raise RuleError(
            _("{card} is not a Pillar card: only Pillar (yellow) cards give extra offerings").format(card=card.name)
        )
    extra = next((s.extra for s in rules().pillar_surcharge if s.value == card.value), None)
    if extra is None:
        raise RuleError(
            _("{card} has no power: only Pillar 1 and Pillar 2 give an extra offering").format(card=card.name)
        )
    return extra


@dataclass(frozen=True)
class Offerings:
    """The most offerings one turn affords.

    :ivar payments: crystals paid for each offering, in order (surcharge included).
    :ivar pillars_used: the Pillar cards discarded, in order (cheapest surcharge first).
    :ivar next_cost: the cost of the lowest space still open afterwards (``None`` when full).
    """

    payments: list[int]
    pillars_used: list[Card]
    crystals_left: int
    spaces_filled_after: int
    next_cost: int | None

    @property
    def offerings(self) -> int:
        return len(self.payments)


def best_offerings(
    players: int, spaces_filled: int, crystals: int, pillars: Sequence[Card] = (), limit: int | None = None
) -> Offerings:
    """The most offerings affordable this turn.

    Every payment is positive and the costs never fall, so the cheapest way to
    make ``k`` offerings is the next ``k`` spaces with the ``k - 1`` smallest
    Pillar surcharges; we take the largest affordable ``k``.

    :param players: 2-4 (2 players skip the grey spaces).
    :param spaces_filled: obelisk spaces already holding a cube (of the spaces in use).
    :param crystals: the player's crystals.
    :param pillars: Pillar cards in hand the player may discard.
    :param limit: stop after this many offerings (the game is won).
    :raises RuleError: bad player count, negative numbers, more spaces filled
        than the obelisk has, or a card that is not Pillar 1/2.
    """
    check_player_count(players)
    costs = rules().obelisk_costs(players)
    if spaces_filled < 0 or crystals < 0:
        raise RuleError(_("spaces filled and crystals cannot be negative"))
    if spaces_filled > len(costs):
        raise RuleError(
            _("the obelisk has {spaces} spaces with {n} players, not {filled}: count the filled spaces again").format(
                spaces=len(costs), n=players, filled=spaces_filled
            )
        )
    ordered = sorted(pillars, key=pillar_surcharge)
    best = 0
    most = min(1 + len(ordered), len(costs) - spaces_filled, limit if limit is not None else len(costs))
    for k in range(1, most + 1):
        if (
            sum(costs[spaces_filled : spaces_filled + k]) + sum(pillar_surcharge(c) for c in ordered[: k - 1])
            <= crystals
        ):
            best = k
    used = ordered[: max(best - 1, 0)]
    payments = [costs[spaces_filled + i] + (pillar_surcharge(used[i - 1]) if i else 0) for i in range(best)]
    after = spaces_filled + best
    return Offerings(payments, used, crystals - sum(payments), after, costs[after] if after < len(costs) else None)


def offerings_to_win(players: int) -> int:
    """6 / 5 / 4 offerings for 2 / 3 / 4 players (Czech rulebook p.4)."""
    return rules().table(check_player_count(players)).offerings_to_win


#: The tie-break of a complete city, in words with its source.
CRYSTALS_TIE_RULE = N_("most crystals left wins (Czech rulebook p.4)")


@dataclass(frozen=True)
class Standing:
    """One player's place: offerings made, crystals left, rank (1 = best; equal players share it)."""

    name: str
    offerings: int
    crystals: int
    rank: int


@dataclass(frozen=True)
class Decision:
    """Who has won: ``winners`` (empty while the game goes on), ranked standings and how it was decided.

    :ivar tie_break: the tie-break sentence shown to the table, or ``None``.
    :ivar tied: the names tied on offerings that the crystals had to separate (empty if none).
    :ivar decided_by: ``"offerings"`` (6/5/4 reached), ``"complete city"``, ``"draw"`` or ``""`` (not yet).
    :ivar not_yet: why nobody has won yet (``how`` without its "no winner yet: "), or ``""``.
    """

    winners: list[str]
    standings: list[Standing]
    tie_break: str | None
    how: str
    tied: tuple[str, ...] = ()
    decided_by: str = ""
    not_yet: str = ""


def decide_winner(players: Sequence[tuple[str, int, int]], city_complete: bool, out_of_cubes: bool = False) -> Decision:
    """Decide the game from each player's ``(name, offerings, crystals)``.

    Order: a player with the needed offerings wins at once; else a complete city
    in which nobody can pay the next obelisk space (the spaces filled are the
    offerings made; Czech rulebook p.4 "nobody has the crystals to end the game", played
    out turn by turn as in case winner-07) goes to most offerings, then most
    crystals, else a shared win; while someone can still pay, nobody has won yet; else if every
    player is out of cubes, a draw; else nobody has won yet. A complete city is
    decided before the out-of-cubes draw (our reading: the Czech rulebook p.4 gives the
    draw for the game that stalls before the city is complete).

    :raises RuleError: a player count outside 2-4 (the registry's range), negative numbers, two players
        at the winning number (the first to reach it ends the game), or more
        offerings than the obelisk has spaces.
    """
    n = check_player_count(len(players))
    for name, offerings, crystals in players:
        if offerings < 0 or crystals < 0:
            raise RuleError(_("{player}: offerings and crystals cannot be negative").format(player=name))
    spaces = len(rules().obelisk_costs(n))
    if sum(p[1] for p in players) > spaces:
        raise RuleError(
            _(
                "{total} offerings in all, but the obelisk has {spaces} spaces with {n} players: check the offerings"
            ).format(total=sum(p[1] for p in players), spaces=spaces, n=n)
        )
    need = offerings_to_win(n)
    keys = [(o, c) for _, o, c in players]
    ranks = competition_ranks(keys)
    standings = [Standing(name, o, c, r) for (name, o, c), r in zip(players, ranks, strict=True)]
    reached = [p for p in standings if p.offerings >= need]
    if len(reached) > 1:
        from scorer.core.words import join

        raise RuleError(
            _(
                "{names} both have {need}+ offerings, but the game ends when the first reaches {need}: check the "
                "offerings"
            ).format(names=join([p.name for p in reached]), need=need)
        )
    if reached:
        return Decision(
            [reached[0].name],
            standings,
            None,
            _("{player} made {need} offerings ({n} players) and wins at once").format(
                player=reached[0].name, need=need, n=n
            ),
            decided_by="offerings",
        )
    if city_complete:
        filled = sum(p.offerings for p in standings)  # every offering fills one space
        costs = rules().obelisk_costs(n)
        able = [p.name for p in standings if filled < len(costs) and p.crystals >= costs[filled]]
        if able:
            from scorer.core.words import join

            why = ngettext(  # by the number of players who can pay (Czech: může / mohou)
                "the city is complete, but {players} can still pay the next obelisk space ({cost} crystals): play "
                "on until nobody can, then decide",
                "the city is complete, but {players} can still pay the next obelisk space ({cost} crystals): play "
                "on until nobody can, then decide",
                len(able),
            ).format(players=join(able), cost=costs[filled])
            return Decision([], standings, None, _("no winner yet: {why}").format(why=why), not_yet=why)
        top = [p for p in standings if p.rank == 1]
        most = max(p.offerings for p in standings)
        tied = [p for p in standings if p.offerings == most]
        tie_break = None
        if len(tied) > 1:
            names = "/".join(p.name for p in tied)
            # one sentence per number of offerings: Czech says it in the locative (shoda na 4 nabídkách)
            tie_break = (
                ngettext(
                    "tied on {n} offering ({names}): most crystals left wins; still tied, they share the win",
                    "tied on {n} offerings ({names}): most crystals left wins; still tied, they share the win",
                    most,
                )
                if len(top) > 1
                else ngettext(
                    "tied on {n} offering ({names}): most crystals left wins",
                    "tied on {n} offerings ({names}): most crystals left wins",
                    most,
                )
            ).format(n=most, names=names)
        return Decision(
            [p.name for p in top],
            standings,
            tie_break,
            _("the city is complete and nobody reached {need} offerings: most offerings wins").format(need=need),
            tuple(p.name for p in tied) if len(tied) > 1 else (),
            "complete city",
        )
    if out_of_cubes:
        standings = [Standing(p.name, p.offerings, p.crystals, 1) for p in standings]
        return Decision(
            [p.name for p in standings],
            standings,
            None,  # nobody was tied on offerings: the draw is the outcome's reason, not a tie-break
            _("every player is out of cubes: a draw"),
            decided_by="draw",
        )
    why = _("nobody has {need} offerings and the city is not complete").format(need=need)
    return Decision([], standings, None, _("no winner yet: {why}").format(why=why), not_yet=why)
