"""Dominion's end-of-game VP rules as small pure functions.

Every count here is a whole number of cards; every result is in VP. A "deck"
is ``{card name: copies}`` holding every card the player owns at game end,
wherever it is (draw pile, hand, discard, in play, set aside, on the Island,
Native Village, Tavern and Exile mats) — the Dominion 2nd edition rulebook p.4
(reference ``meta.scoring_rule``: RULES_2E_P4, DT_EN Gardens/Island/Native
Village extras, WIKI_EXILE).

Facts are from ``../shared/reference/dominion_vp_cards.json``; each function
names the element it implements.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping


def per_full(count: int, size: int, vp: int) -> int:
    """VP of one copy of a card worth ``vp`` per full ``size`` of ``count``.

    Gardens (``size`` 10, ``vp`` 1; 39 cards → 3), Vineyard (3 Actions → 1),
    Silk Road (4 Victory cards → 1), Feodum (3 Silvers → 1), Marchland (3 Victory
    cards → 1), Fairgrounds (5 differently named cards → 2: 0–4 names 0, 5–9 2,
    10–14 4). Source: reference elements gardens, vineyard, silk_road, feodum,
    marchland, fairgrounds; seed 002 (Roh hojnosti, *Tržiště*).

    >>> per_full(39, 10, 1), per_full(40, 10, 1), per_full(17, 5, 2)
    (3, 4, 6)
    """
    return vp * (count // size)


def per_count(count: int, vp: int) -> int:
    """VP of one copy of a card worth ``vp`` per one of ``count``.

    Duke (per Duchy), Demesne (per Gold), Pasture (per Estate), Humble Castle
    (1 per Castle, itself included), King's Castle (2 per Castle), Territory (per
    differently named Victory card, itself included). Source: reference elements
    duke, demesne, pasture, humble_castle, kings_castle, territory.
    """
    return vp * count


def distant_lands(on_tavern: int) -> int:
    """VP of the Distant Lands a player owns: 4 per copy on the Tavern mat, 0 elsewhere.

    Source: reference element distant_lands (DT_EN extra).
    """
    return 4 * on_tavern


def bandit_fort(silvers: int, golds: int) -> int:
    """Bandit Fort: -2 VP per Silver and per Gold (3 Silvers + 1 Gold → -8).

    Source: reference element bandit_fort.
    """
    return -2 * (silvers + golds)


def fountain(coppers: int) -> int:
    """Fountain: 15 VP with at least 10 Coppers, else 0. Source: reference element fountain."""
    return 15 if coppers >= 10 else 0


def museum(distinct_names: int) -> int:
    """Museum: 2 VP per differently named card. Source: reference element museum."""
    return 2 * distinct_names


def obelisk(pile_cards: int) -> int:
    """Obelisk: 2 VP per card from the chosen pile, whatever its name (split piles, Knights).

    Source: reference element obelisk (DT_EN extra).
    """
    return 2 * pile_cards


def orchard(action_names_3plus: int) -> int:
    """Orchard: 4 VP per differently named Action card you have 3 or more copies of.

    Source: reference element orchard.
    """
    return 4 * action_names_3plus


def palace(coppers: int, silvers: int, golds: int) -> int:
    """Palace: 3 VP per Copper-Silver-Gold set (7/5/2 → 2 sets → 6 VP).

    Source: reference element palace (DT_EN example).
    """
    return 3 * min(coppers, silvers, golds)


def tower(empty_pile_cards: int) -> int:
    """Tower: 1 VP per non-Victory card you have from an empty Supply pile (Curses count).

    Source: reference element tower (DT_EN extra).
    """
    return empty_pile_cards


def triumphal_arch(second_most_action: int) -> int:
    """Triumphal Arch: 3 VP per copy of your 2nd most common Action card (7 Villa + 4 Wild Hunt → 12).

    Source: reference element triumphal_arch (DT_EN example).
    """
    return 3 * second_most_action


def wall(total_cards: int) -> int:
    """Wall: -1 VP per card past the 15th (27 cards → -12). Source: reference element wall."""
    return -max(0, total_cards - 15)


def wolf_den(singleton_names: int) -> int:
    """Wolf Den: -3 VP per card name you have exactly one copy of. Source: reference element wolf_den."""
    return -3 * singleton_names


def plateau_shepherds(favors: int, cards_costing_2: int) -> int:
    """Plateau Shepherds: 2 VP per Favor paired with one of your cards costing $2.

    Source: reference element plateau_shepherds.
    """
    return 2 * min(favors, cards_costing_2)


def keep(own: Mapping[str, int], others: Iterable[Mapping[str, int]]) -> list[str]:
    """Keep: the Treasure names for which this player scores 5 VP each.

    A Treasure scores when the player has at least one copy and no other player
    has more (ties for most all score). Source: reference element keep; WIKI_KEEP.

    :param own: ``{Treasure name: copies}`` of this player.
    :param others: the same for every other player.
    :returns: the scoring Treasure names, sorted.
    """
    others = list(others)
    return sorted(t for t, n in own.items() if n >= 1 and all(n >= o.get(t, 0) for o in others))


def second_largest(values: Iterable[int]) -> int:
    """The second value when sorted high to low (a tie for most gives the tied count), or 0.

    >>> second_largest([7, 4, 1]), second_largest([5, 5]), second_largest([3])
    (4, 5, 0)
    """
    ordered = sorted(values, reverse=True)
    return ordered[1] if len(ordered) > 1 else 0


#: Each Landmark that scores at game end: its function and the counts it takes, in order.
LANDMARKS: dict[str, tuple[Callable[..., int], tuple[str, ...]]] = {
    "Bandit Fort": (bandit_fort, ("silvers", "golds")),
    "Fountain": (fountain, ("coppers",)),
    "Museum": (museum, ("distinct_names",)),
    "Obelisk": (obelisk, ("obelisk_pile_cards",)),
    "Orchard": (orchard, ("action_names_3plus",)),
    "Palace": (palace, ("coppers", "silvers", "golds")),
    "Tower": (tower, ("empty_pile_cards",)),
    "Triumphal Arch": (triumphal_arch, ("second_most_action",)),
    "Wall": (wall, ("total_cards",)),
    "Wolf Den": (wolf_den, ("singleton_names",)),
}
