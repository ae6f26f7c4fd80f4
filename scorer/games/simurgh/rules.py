"""Simurgh end-of-game scoring rules as small pure functions (all figures in PP).

Source: Czech rulebook, seed ``004_84ecc704dd3fbff6.txt``, p.11 "Konec hry a
bodování" and appendix 03 (objective tiles #73–#84). What the rulebook text does
not say (ties on an objective, a count of 0) follows the defaults of issue 4 and
``shared/reference/simurgh.json`` → ``objective_ties``.
"""

from __future__ import annotations

from collections.abc import Sequence

from scorer.core.errors import RuleError
from scorer.core.i18n import N_, translations
from scorer.core.words import quote

T = translations("simurgh")
_ = T.gettext

#: Objective tie readings: ``skip`` — tied players all take the place they tie
#: for and the next place(s) are skipped (the default); ``dense`` — the next
#: player after a tied group takes the very next place.
TIE_RULES = ("skip", "dense")

#: The rule readings in English, marked for the catalogue (``N_``): translate them where they are shown (``_``).
TIE_RULE_TEXT = {
    "skip": N_(
        "Players tied on an objective each get the PP of the place they tie for, "
        "and the next place(s) are skipped (the rulebook does not say; our default, --objective-ties dense for the "
        "other reading)"
    ),
    "dense": N_(
        "Players tied on an objective each get the PP of the place they tie for, "
        "and the next player takes the very next place (the rulebook does not say; the other reading, chosen with "
        "--objective-ties dense)"
    ),
}


def tie_rule_name(rule: str) -> str:
    """An objective tie reading by its short name in the output language, with its option value in Czech:
    ``"skip"``; Czech ``"další místa se vynechají (skip)"`` (the value ``--objective-ties`` takes)."""
    names = {
        # TRANSLATORS: the reading in a few words, then the option's value (skip) in brackets
        "skip": T.pgettext("objective ties", "skip"),
        # TRANSLATORS: the reading in a few words, then the option's value (dense) in brackets
        "dense": T.pgettext("objective ties", "dense"),
    }
    return names[rule]


ZERO_RULE_TEXT = N_(
    "A player with a count of 0 scores nothing on an objective and takes no place (the rulebook does "
    "not say; our reading)"
)

WIN_RULE_TEXT = N_(
    "Most PP wins; tied players share the win, or, if they do not want to share, the one with the most "
    "dragon ability tokens wins; still tied, they share (Czech rulebook p.11)"
)

#: The tie-break the tied players may ask for instead of sharing (Czech rulebook p.11).
TOKEN_RULE_TEXT = N_(
    "if the tied players do not want to share, the one with the most dragon ability tokens wins; "
    "still tied, they share (Czech rulebook p.11)"
)


def spearman_leftover_pp(total: int, per: int = 3) -> int:
    """PP for leftover resources in the Spearman variant: 1 PP per ``per`` resources, rounded down.

    Source: seed p.11 ("1 bod moci za každé 3 jakékoli suroviny").

    :param total: resources the player has left, of all six kinds together.
    :returns: PP (``total // per``).
    :raises RuleError: ``total`` is negative.

    >>> [spearman_leftover_pp(n) for n in (0, 2, 3, 5, 6, 15)]
    [0, 0, 1, 1, 2, 5]
    """
    if total < 0:
        raise RuleError(_("leftover resources cannot be negative, got {total}").format(total=total))
    return total // per


def dragonlord_leftover_pp(total: int, bands: Sequence[tuple[int, int]]) -> int:
    """PP for leftover resources in the Dragonlord variant, from a table.

    Source: seed p.11: 0 resources → 5 PP, 1–3 → 3, 4–6 → 1, 7 or more → 0.

    :param total: resources left, all kinds together.
    :param bands: ``[(least, pp), …]`` rising from ``least = 0``; the last band whose
        ``least`` is at most ``total`` applies.
    :returns: PP.
    :raises RuleError: ``total`` is negative.

    >>> table = [(0, 5), (1, 3), (4, 1), (7, 0)]
    >>> [dragonlord_leftover_pp(n, table) for n in (0, 1, 3, 4, 6, 7, 12)]
    [5, 3, 3, 1, 1, 0, 0]
    """
    if total < 0:
        raise RuleError(_("leftover resources cannot be negative, got {total}").format(total=total))
    return [pp for least, pp in bands if least <= total][-1]


def objective_places(counts: Sequence[int], tie_rule: str = "skip") -> list[int | None]:
    """Each player's place on one objective (1 = most), or ``None`` for a count of 0.

    Ranking is by count, highest first. Under ``skip`` a player's place is 1 +
    the number of players with a higher count (two tied for 1st, next is 3rd);
    under ``dense`` it is 1 + the number of distinct higher counts (next is 2nd).
    Players with a count of 0 get no place and do not push anyone down.
    Neither reading is in the rulebook; ``skip`` is the issue's default.

    :param counts: one count per player, in table order (each ≥ 0).
    :param tie_rule: ``"skip"`` or ``"dense"``.
    :returns: a place (1, 2, 3, 4, …) or ``None`` per player, in the same order.
    :raises RuleError: unknown ``tie_rule`` or a negative count.

    >>> objective_places([5, 5, 3, 0])
    [1, 1, 3, None]
    >>> objective_places([5, 5, 3, 0], "dense")
    [1, 1, 2, None]
    """
    if tie_rule not in TIE_RULES:
        raise RuleError(
            _("unknown objective tie rule {rule}: use one of {rules}").format(
                rule=quote(tie_rule), rules=", ".join(TIE_RULES)
            )
        )
    if any(c < 0 for c in counts):
        raise RuleError(_("objective counts cannot be negative, got {counts}").format(counts=list(counts)))
    scoring = [c for c in counts if c > 0]
    higher = scoring if tie_rule == "skip" else sorted(set(scoring))
    return [None if c == 0 else 1 + sum(1 for h in higher if h > c) for c in counts]


def place_pp(place: int | None, pp: Sequence[int | None]) -> int:
    """PP for finishing at ``place`` on an objective whose tile shows ``pp`` (1st, 2nd, 3rd).

    A place past the 3rd, no place (count 0) or a place the tile leaves empty
    (#84's 3rd place is printed "nic", nothing — appendix 03) gives 0.

    >>> place_pp(1, (6, 4, None)), place_pp(3, (6, 4, None)), place_pp(4, (8, 4, 3)), place_pp(None, (8, 4, 3))
    (6, 0, 0, 0)
    """
    if place is None or place > len(pp):
        return 0
    return pp[place - 1] or 0


def objective_pp(counts: Sequence[int], pp: Sequence[int | None], tie_rule: str = "skip") -> list[int]:
    """PP each player scores on one objective tile.

    :param counts: one count per player (≥ 0).
    :param pp: the tile's PP for 1st, 2nd and 3rd (``None`` = nothing).
    :param tie_rule: ``"skip"`` (default) or ``"dense"``, see :func:`objective_places`.
    :returns: PP per player, in the order of ``counts``.
    :raises RuleError: as :func:`objective_places`.

    >>> objective_pp([5, 5, 3, 1], (12, 7, 4))
    [12, 12, 4, 0]
    >>> objective_pp([5, 5, 3, 1], (12, 7, 4), "dense")
    [12, 12, 7, 4]
    """
    return [place_pp(p, pp) for p in objective_places(counts, tie_rule)]


def final_winners(totals: Sequence[int], tokens: Sequence[int]) -> tuple[list[int], list[int]]:
    """Who wins: the shared win, and the winners if the tied players do not want to share.

    Source: seed p.11: the most PP wins; tied players share the win; if they do
    not want to share, the tied player with the most dragon ability tokens wins;
    still tied, they share.

    :param totals: each player's final PP.
    :param tokens: each player's dragon ability tokens, same order.
    :returns: ``(shared, broken)``: indexes of the players tied on the most PP,
        and of those among them with the most ability tokens.

    >>> final_winners([37, 37, 32], [2, 1, 4])
    ([0, 1], [0])
    """
    best = max(totals)
    shared = [i for i, t in enumerate(totals) if t == best]
    most = max(tokens[i] for i in shared)
    return shared, [i for i in shared if tokens[i] == most]
