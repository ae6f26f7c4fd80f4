"""The scoring rules, value by value, checked by hand against the Czech rulebook
(seed 004_84ecc704dd3fbff6.txt, p.11 and appendix 03) and issue 4's defaults."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scorer.core.errors import RuleError
from scorer.games.simurgh import data
from scorer.games.simurgh.rules import (
    dragonlord_leftover_pp,
    final_winners,
    objective_places,
    objective_pp,
    spearman_leftover_pp,
)
from scorer.games.simurgh.scoring import leftover_pp

DRAGONLORD = [(0, 5), (1, 3), (4, 1), (7, 0)]  # seed p.11


# --- leftover resources -----------------------------------------------------


@pytest.mark.parametrize(
    "total, pp", [(0, 0), (1, 0), (2, 0), (3, 1), (4, 1), (5, 1), (6, 2), (7, 2), (14, 4), (15, 5)]
)
def test_spearman_one_pp_per_three(total, pp):
    """Seed p.11: 1 PP for every 3 resources of any kind (rounded down)."""
    assert spearman_leftover_pp(total) == pp
    assert leftover_pp(data.variants()["spearman"], total) == pp


@pytest.mark.parametrize("total, pp", [(0, 5), (1, 3), (2, 3), (3, 3), (4, 1), (5, 1), (6, 1), (7, 0), (12, 0)])
def test_dragonlord_table(total, pp):
    """Seed p.11: 0 -> 5 PP, 1-3 -> 3, 4-6 -> 1, 7 or more -> 0."""
    assert dragonlord_leftover_pp(total, DRAGONLORD) == pp
    assert leftover_pp(data.variants()["dragonlord"], total) == pp


def test_negative_leftover_is_an_error():
    with pytest.raises(RuleError):
        spearman_leftover_pp(-1)
    with pytest.raises(RuleError):
        dragonlord_leftover_pp(-1, DRAGONLORD)


@given(st.integers(0, 15), st.integers(0, 15))
def test_spearman_never_rewards_fewer_resources(a, b):
    """More leftovers never give fewer PP in Spearman; the PP is at most a third of the total."""
    lo, hi = sorted((a, b))
    assert spearman_leftover_pp(lo) <= spearman_leftover_pp(hi) <= hi / 3


@given(st.integers(0, 12), st.integers(0, 12))
def test_dragonlord_never_rewards_more_resources(a, b):
    """In Dragonlord fewer leftovers are never worse (the table only falls), between 0 and 5 PP."""
    lo, hi = sorted((a, b))
    assert 5 >= dragonlord_leftover_pp(lo, DRAGONLORD) >= dragonlord_leftover_pp(hi, DRAGONLORD) >= 0


# --- objective places --------------------------------------------------------

PP = (12, 7, 4)  # tile #79, appendix 03


@pytest.mark.parametrize(
    "counts, skip, dense",
    [
        ([5, 3, 1], [12, 7, 4], [12, 7, 4]),  # no ties
        ([5, 5, 3], [12, 12, 4], [12, 12, 7]),  # tie for 1st
        ([5, 5, 5], [12, 12, 12], [12, 12, 12]),  # three-way tie for 1st
        ([6, 3, 3, 1], [12, 7, 7, 0], [12, 7, 7, 4]),  # tie for 2nd
        ([6, 4, 2, 2, 1], [12, 7, 4, 4, 0], [12, 7, 4, 4, 0]),  # tie for 3rd
        ([5, 5, 3, 3, 1], [12, 12, 4, 4, 0], [12, 12, 7, 7, 4]),  # ties for 1st and 3rd/2nd
        ([4, 0, 0], [12, 0, 0], [12, 0, 0]),  # counts of 0 score nothing
        ([0, 0], [0, 0], [0, 0]),
        ([2, 9], [7, 12], [7, 12]),  # order of players does not matter
    ],
)
def test_objective_ties_skip_and_dense(counts, skip, dense):
    """Issue 4: 'skip' (default) — tied players take the tied place, the next place(s) are skipped;
    'dense' — the next player takes the very next place. A count of 0 scores nothing."""
    assert objective_pp(counts, PP, "skip") == skip
    assert objective_pp(counts, PP, "dense") == dense


def test_places_show_the_skip():
    assert objective_places([5, 5, 3, 0]) == [1, 1, 3, None]
    assert objective_places([5, 5, 3, 0], "dense") == [1, 1, 2, None]


@pytest.mark.parametrize(
    "counts, pp", [([3, 2, 1], [6, 4, 0]), ([3, 3, 1], [6, 6, 0]), ([3, 1, 1], [6, 4, 4]), ([3, 2, 2, 1], [6, 4, 4, 0])]
)
def test_tile_84_has_no_third_place(counts, pp):
    """Appendix 03: #84 gives 6 / 4 / 'nic' (nothing) for 1st / 2nd / 3rd."""
    tile = data.tiles()[84]
    assert tile.pp == (6, 4, None)
    assert objective_pp(counts, tile.pp) == pp


def test_two_players_reach_only_first_and_second():
    """Case C10's point: with 2 players the 3rd-place PP is never used."""
    assert objective_pp([2, 1], (14, 7, 3)) == [14, 7]


def test_bad_tie_rule_and_negative_count():
    with pytest.raises(RuleError, match="tie rule"):
        objective_places([1, 2], "split")
    with pytest.raises(RuleError, match="negative"):
        objective_places([1, -2])


counts_lists = st.lists(st.integers(0, 8), min_size=2, max_size=5)


@given(counts_lists, st.sampled_from(["skip", "dense"]))
def test_place_properties(counts, rule):
    """Higher count never gets a worse place; equal counts share a place; 0 gets none."""
    places = objective_places(counts, rule)
    for c, p in zip(counts, places):
        assert (p is None) == (c == 0)
    for c1, p1 in zip(counts, places):
        for c2, p2 in zip(counts, places):
            if c1 > c2 > 0:
                assert p1 < p2
            if c1 == c2:
                assert p1 == p2


@given(counts_lists)
def test_dense_never_pays_less_than_skip(counts):
    """'dense' places are never below 'skip' places, so nobody scores less under it (PP fall with place)."""
    for tile in data.tiles().values():
        skip, dense = objective_pp(counts, tile.pp, "skip"), objective_pp(counts, tile.pp, "dense")
        assert all(d >= s for d, s in zip(dense, skip))
        if len({c for c in counts if c}) == len([c for c in counts if c]):
            assert skip == dense  # without ties the readings agree


# --- winner ------------------------------------------------------------------


def test_final_winners():
    """Seed p.11: most PP; tie -> share, or most ability tokens; still tied -> share."""
    assert final_winners([40, 38], [0, 9]) == ([0], [0])
    assert final_winners([37, 37, 32], [2, 1, 4]) == ([0, 1], [0])
    assert final_winners([48, 48, 45], [2, 2, 1]) == ([0, 1], [0, 1])
    assert final_winners([30, 30, 30], [1, 3, 3]) == ([0, 1, 2], [1, 2])
