"""Issue 10 (Mystical Realms): the two rule findings and partial hands.

Card facts (suits, base strengths) from cards_data/realms/cards.json, built from the shared card
reference (../shared/reference/mystical_realms_cards.json); rules from the Czech rulebook (seed 001).
"""

import functools
import itertools
import json
import re

import pytest
from helpers import run_cli

from scorer.core.errors import RuleError
from scorer.games.realms import parse_choices, score_hand, score_record
from scorer.games.realms.cards import deck
from scorer.games.realms.effects import RUN_POINTS, runs
from scorer.games.realms.game import READINGS
from scorer.games.realms.resolve import Declarations, _per_card, best, resolve

# --- Gem of Order with two identical runs ---------------------------------------------------------

#: fantasy-realms/fantasy-realms.github.io js/tests.js, "Gem of Order can score multiple identical sets"
#: (FR46,FR47,FR02,FR05,FR25,FR32 = 105), added by its commit a9095a9 "Gem of Order should allow multiple
#: identical runs", which cites the designer's ruling in https://boardgamegeek.com/thread/3101386.
IDENTICAL_RUNS = ["shield_of_keth", "gem_of_order", "cavern", "earth_elemental", "rangers", "queen"]


def test_gem_of_order_scores_two_identical_runs():
    # base strengths: Shield of Keth 4, Gem of Order 5, Cavern 6, Earth Elemental 4, Rangers 5, Queen 6,
    # so 4,4,5,5,6,6: two disjoint runs 4-5-6, +10 each.
    # Shield of Keth  4 + 15 (a Leader: Queen; no Sword of Keth)       = 19
    # Gem of Order    5 + 10 + 10 (two runs of 3)                      = 25   (one run: 15, total 95)
    # Cavern          6 (no Dwarvish Infantry or Dragon)                =  6
    # Earth Elemental 4 + 15 x 1 (other Land: Cavern)                   = 19
    # Rangers         5 + 10 x 2 (Lands: Cavern, Earth Elemental)       = 25
    # Queen           6 + 5 x 1 (Army: Rangers; no King)                = 11
    # total 19 + 25 + 6 + 19 + 25 + 11 = 105
    result = best(IDENTICAL_RUNS)  # six cards: the library scores them, the command line needs --partial
    assert result.total == 105
    gem = next(c for c in result.cards if c.slot.card_id == "gem_of_order")
    assert (gem.bonus_points, gem.points) == (20, 25)
    assert "collector" in result.readings  # two runs scored: the designer's ruling decided it


def test_gem_of_order_two_identical_runs_with_knights():
    # + Knights (Army, base 20; its "-8 without a Leader" does not apply: Queen). Strengths 4,4,5,5,6,6,20:
    # still two runs of 3 (+20). Knights 20; Queen 6 + 5 x 2 (Rangers, Knights) = 16 (5 more than above).
    # total 105 + 20 + 5 = 130 (one run only: 120)
    assert best([*IDENTICAL_RUNS, "knights"]).total == 130


@pytest.mark.parametrize(
    "strengths,expected",
    [
        ([4, 4, 5, 5, 6, 6], [[4, 5, 6], [4, 5, 6]]),
        ([2, 3, 4, 4, 9, 10, 11, 12], [[2, 3, 4], [9, 10, 11, 12]]),  # the lone second 4 is no run
        ([1, 2, 2, 3, 3, 4], [[1, 2, 3, 4]]),  # 1-4 (+30) beats 1-3 and 2-4 (+10 +10)
        ([0, 0, 1, 1, 2, 2, 3], [[0, 1, 2, 3], [0, 1, 2]]),  # unused wild cards have base 0 (rulebook FAQ)
        ([3, 3, 3, 4, 4, 4, 5, 5], [[3, 4, 5], [3, 4, 5]]),
    ],
)
def test_runs_split_the_cards_into_disjoint_runs(strengths, expected):
    assert runs(strengths) == expected
    assert sorted(v for r in runs(strengths) for v in r) == sorted(v for r in expected for v in r)


@functools.cache
def _best_split(values: tuple[int, ...]) -> int:
    """The most any split of ``values`` (sorted) into disjoint runs of 3+ consecutive values scores."""
    if not values:
        return 0
    first, rest = values[0], list(values[1:])
    top = _best_split(tuple(rest))  # the first card in no run
    length = 1
    while first + length in rest:
        rest.remove(first + length)
        length += 1
        if length >= 3:
            top = max(top, RUN_POINTS[min(length, 7)] + _best_split(tuple(rest)))
    return top


def test_the_split_is_the_best_one_for_every_hand_size():
    # Every multiset of up to 8 base strengths (a hand holds 8 cards at most) in a window of 9 values: the
    # split runs() makes scores as much as the best split found by trying them all.
    for size in range(3, 9):
        for values in itertools.combinations_with_replacement(range(9), size):
            assert sum(RUN_POINTS[min(len(r), 7)] for r in runs(values)) == _best_split(values), values


def test_gem_of_order_search_keeps_the_rulebook_example():
    # Rulebook example 2 (seed 001 p.5): one run 2..8 of seven cards, +150; nothing else changes.
    hand = ["candle", "book_of_changes", "bell_tower", "shield_of_keth", "gem_of_order", "sword_of_keth", "queen"]
    assert best(hand).total == 380


# --- A card whose suit Book of Changes changed, and its own BLANKS penalty --------------------------

#: Blizzard made a Flood by Book of Changes: fantasy-realms/fantasy-realms.github.io js/tests.js "Blanking I"
#: (FR16,FR49,FR11,FR12+FR49:FR12:flood = 11) lets Blizzard blank itself.
BLANKING_I = ["wildfire", "book_of_changes", "rainstorm", "blizzard"]
BLIZZARD_FLOOD = Declarations(book_of_changes=("blizzard", "flood"))


def test_a_blanks_penalty_blanks_other_cards_only():
    # Czech rulebook (seed 001, terms): "V rámci některých postihů se píše, že VYMAŽOU určité jiné karty" (a
    # penalty BLANKS certain *other* cards). Blizzard, now a Flood, keeps scoring:
    # Wildfire        blanked by Rainstorm (a Flame but not Lightning)           =  0
    # Book of Changes 3                                                          =  3
    # Rainstorm       8 + 10 x 1 (Flood: Blizzard)                               = 18
    # Blizzard        30, -5 per Army, Leader, Beast, Flame: none scores         = 30
    # total 51 (the web scorer blanks Blizzard too: Rainstorm 8 + Book 3 = 11)
    result = resolve(BLANKING_I, BLIZZARD_FLOOD)
    assert result.total == 51
    assert "own_blank" in result.readings
    # it is the reading that decided it: without it (a card may blank itself, as a cycle of one) the hand
    # scores the web scorer's 11
    assert sum(points for _, points in _per_card(BLANKING_I, BLIZZARD_FLOOD, deck(), frozenset({"own_blank"}))) == 11


@pytest.mark.parametrize(
    "hand,dec,why",
    [
        (
            [*BLANKING_I, "mountain"],
            BLIZZARD_FLOOD,
            "Mountain clears every Flood's penalty: Blizzard made a Flood blanks nothing",
        ),
        (
            ["book_of_changes", "blizzard", "doppelganger"],
            Declarations(doppelganger="blizzard", book_of_changes=("blizzard", "flood")),
            "the Doppelgänger copying Blizzard (a Weather) blanks Blizzard made a Flood in either reading",
        ),
        (BLANKING_I, Declarations(), "Blizzard stays a Weather"),
    ],
)
def test_the_own_blank_reading_is_left_out_when_it_decided_nothing(hand, dec, why):
    assert "own_blank" not in resolve(hand, dec).readings, why


# --- An unused wild card and Wildfire ------------------------------------------------------------------


def test_wildfire_blanks_an_unused_wild_card_and_says_so():
    # Rulebook FAQ (seed 001): a wild card may be left unused, keeping "její jméno i barvu" (its own name and
    # suit, Wild); Wildfire spares only Flames, Wizards, Weather, Weapons, Artifacts and five named cards, so it
    # blanks the Mirage (the web scorer spares suit Wild). Wildfire 40 + Forge 9 (no Weapon or Artifact) = 49:
    # a Mirage made a Flame would score 0 as well, so the search leaves it unused (fewer declarations).
    result = best(["wildfire", "mirage", "forge"])
    assert result.total == 49 and result.declarations == Declarations()
    assert next(c for c in result.cards if c.slot.card_id == "mirage").blanked_by == ["blanked by Wildfire"]
    assert "wild_wildfire" in result.readings and "wild_wildfire" in READINGS


@pytest.mark.parametrize(
    "hand,choose,why",
    [
        (["wildfire", "mirage", "great_flood"], ["Mirage=none"], "Great Flood blanks Wildfire"),
        (["wildfire", "mirage", "protection_rune"], ["Mirage=none"], "Protection Rune clears Wildfire's penalty"),
        (["wildfire", "mirage", "forge"], ["Mirage=Flame"], "the Mirage is a Flame"),
        (["wildfire", "mirage", "forge"], ["Mirage=Land"], "the Mirage is a Land: blanked, but not as a wild card"),
        (["wildfire", "mirage", "book_of_changes"], ["Book of Changes=Mirage:weapon"], "the Mirage is a Weapon"),
    ],
)
def test_the_unused_wild_card_reading_is_left_out_when_it_decided_nothing(hand, choose, why):
    assert "wild_wildfire" not in resolve(hand, parse_choices(choose, hand)).readings, why


# --- Partial hands, for rules disputes (issue 10) --------------------------------------------------


def test_a_partial_hand_is_scored_as_given_and_says_so():
    # the example: "does Rangers clear War Dirigible's Army penalty?" with the two cards in question.
    # Rangers 5 (no Land); War Dirigible 35: its "blanked if no Army" is met by Rangers, an Army = 40
    result = score_hand(["Rangers", "War Dirigible"], partial=True)
    assert result.players[0].total == 40
    assert result.to_json()["partial"] is True
    assert result.players[0].notes == [
        "Partial hand: 2 cards scored as given, not a full hand of 7 (8 with Necromancer)"
    ]


def test_the_ruling_in_a_partial_hand_is_printed():
    # Book of Changes makes Rangers a Land (shared case rangers_clear_dirigible_army, 53): no Army is left, so
    # War Dirigible scores only because Rangers clear the word Army from its penalty (designer ruling, BGG
    # thread 2695268). War Dirigible 35 + Rangers 5 + 10 (itself a Land) + Book 3 = 53.
    result = score_hand(["Rangers", "War Dirigible", "Book of Changes"], ["Book of Changes=Rangers:land"], partial=True)
    assert result.players[0].total == 53
    assert READINGS["rangers_dirigible"] in result.assumptions


@pytest.mark.parametrize("n", [1, 6])
def test_without_partial_a_short_hand_is_an_error_that_speaks_of_a_partial_hand(n):
    cards = ["Mountain", "Cavern", "Forest", "Knights", "King", "Queen"][:n]
    with pytest.raises(RuleError) as e:
        score_hand(cards)
    assert str(e.value).endswith("add cards, or score them as a partial hand")
    assert "--partial" not in str(e.value)  # the library speaks of hands, the command line names its option


@pytest.mark.parametrize(
    "cards,message",
    [
        (
            ["Mountain", "Cavern", "Forest", "Knights", "King", "Queen", "Forge", "Candle"],
            "has 8 cards: a hand has 8 only with Necromancer; remove 1 card",
        ),
        (
            ["Necromancer", "Mountain", "Cavern", "Forest", "Island", "Forge", "Candle", "Smoke"],
            "Necromancer's eighth card must be an Army, Leader, Wizard or Beast",
        ),
        (
            ["Necromancer", "Mountain", "Cavern", "Forest", "Island", "Forge", "Candle", "Smoke", "Knights"],
            "has 9 cards: a partial hand has 1 to 7 cards, or 8 with Necromancer; remove 1 card",
        ),
    ],
)
def test_a_partial_hand_still_has_at_most_seven_cards_or_eight_with_necromancer(cards, message):
    with pytest.raises(RuleError, match=re.escape(message)):
        score_hand(cards, partial=True)


def test_a_full_hand_with_partial_is_a_full_hand():
    result = score_hand(["Mountain", "Great Flood", "Smoke", "Whirlwind", "Air Elemental", "Wildfire", "Mirage"])
    assert "partial" not in result.to_json()
    same = score_hand(
        ["Mountain", "Great Flood", "Smoke", "Whirlwind", "Air Elemental", "Wildfire", "Mirage"], partial=True
    )
    assert same.to_json() == result.to_json() and same.players[0].notes == result.players[0].notes


def test_cli_partial_text_and_json():
    code, out, err = run_cli("realms", "score", "--partial", "Rangers", "War Dirigible")
    assert code == 0, err
    assert "Player 1: 40 points" in out
    assert "Partial hand: 2 cards scored as given, not a full hand of 7 (8 with Necromancer)" in out
    code, out, err = run_cli("realms", "score", "--partial", "--json", "Rangers", "War Dirigible")
    data = json.loads(out)
    assert code == 0 and data["partial"] is True and data["players"][0]["total"] == 40


def test_cli_partial_hand_prints_the_own_blank_reading():
    # the rule finding above, on the command line: four cards need --partial
    args = ["realms", "score", "--partial", "Wildfire", "Book of Changes", "Rainstorm", "Blizzard"]
    code, out, err = run_cli(*args, "--choose", "Book of Changes=Blizzard:flood")
    assert code == 0, err
    assert "Player 1: 51 points" in out
    assert "Rules applied:" in out and READINGS["own_blank"] in out
    code, out, err = run_cli(*args)  # the best declarations: Book makes Wildfire an Artifact, 81; no such reading
    assert code == 0 and "Player 1: 81 points" in out and READINGS["own_blank"] not in out


def test_cli_partial_hand_prints_the_unused_wild_card_reading():
    code, out, err = run_cli("realms", "score", "--partial", "Wildfire", "Mirage", "Forge")
    assert code == 0 and "Player 1: 49 points" in out and READINGS["wild_wildfire"] in out
    code, out, err = run_cli(
        "realms", "score", "--partial", "Wildfire", "Mirage", "Great Flood", "--choose", "Mirage=none"
    )
    assert code == 0 and READINGS["wild_wildfire"] not in out


@pytest.mark.parametrize(
    "args,message",
    [
        (
            ["Mountain", "Smoke"],
            "scorer: Player 1's hand has 2 cards: a hand has 7 cards, or 8 with Necromancer; add cards, "
            "or score them as a partial hand (--partial)",
        ),
        (
            [
                "--partial",
                "Necromancer",
                "Mountain",
                "Cavern",
                "Forest",
                "Island",
                "Forge",
                "Candle",
                "Smoke",
                "Knights",
            ],
            "scorer: Player 1's hand has 9 cards: a partial hand has 1 to 7 cards, or 8 with Necromancer; "
            "remove 1 card",
        ),
    ],
)
def test_cli_hand_size_errors(args, message):
    code, out, err = run_cli("realms", "score", *args)
    assert code == 2 and err.strip() == message


def test_a_short_hand_in_a_record_offers_no_partial_hand():
    # a record has no way to ask for a partial hand: its error says only what a hand holds
    with pytest.raises(RuleError) as e:
        score_record({"game": "realms", "players": [{"name": "Ann", "hand": ["Mountain", "Smoke"]}]})
    assert str(e.value) == "Ann's hand has 2 cards: a hand has 7 cards, or 8 with Necromancer; add cards"
