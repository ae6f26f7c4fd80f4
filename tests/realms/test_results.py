"""Mystical Realms results: "Rules applied" only when a reading decided something, the explanation agrees
with the table, the outcome object, library errors in domain terms, the data loader, the player range.

Card facts: cards_data/realms/cards.json (shared card reference); rules: rulebook seed 001.
"""

import pytest

from scorer.core.data import DataError
from scorer.core.errors import InputError, RecordError
from scorer.games.realms import parse_choices, score_hand, score_players, score_record
from scorer.games.realms.game import READINGS
from scorer.games.realms.resolve import Declarations, best, resolve

EXAMPLE_1 = ["Mountain", "Great Flood", "Smoke", "Whirlwind", "Air Elemental", "Wildfire", "Mirage"]
LANDS = ["Bell Tower", "Book of Changes", "Mountain", "Cavern", "Forest", "Earth Elemental", "Rangers"]


def test_rulebook_example_1_depends_only_on_the_search():
    # Mirage is declared by the search; no card counts itself (Air Elemental counts *other* Weather,
    # Mountain and Whirlwind name other cards) and nothing is blanked (Mountain clears Great Flood).
    result = score_hand(EXAMPLE_1)
    assert result.players[0].total == 260
    assert result.assumptions == [READINGS["search"]]


def test_counts_itself_only_when_it_decided_something():
    # Bell Tower made a Wizard is the Wizard of its own "+15 with any Wizard": 8 + 15 = 23.
    # Bell Tower 23, Book 3, Mountain 9, Cavern 6, Forest 7, Earth Elemental 4 + 15 x 3 (Mountain, Cavern,
    # Forest), Rangers 5 + 10 x 4 (those and Earth Elemental) = 142.
    itself = score_hand(LANDS, ["Book of Changes=Bell Tower:wizard"])
    assert itself.players[0].total == 142 and itself.assumptions == [READINGS["self"]]
    # Forest made the Wizard instead: the same 142 (Bell Tower is a Land, so Rangers and Earth Elemental
    # count it in place of Forest), and no card counts itself.
    other = score_hand(LANDS, ["Book of Changes=Forest:wizard"])
    assert other.players[0].total == 142 and other.assumptions == []


@pytest.mark.parametrize(
    "hand,dec,reading,why",
    [
        (["fountain_of_life", "king"], Declarations(), "fountain", "1 + its own base 1: nothing else eligible"),
        (
            ["book_of_changes", "war_dirigible", "rangers"],
            Declarations(book_of_changes=("rangers", "land")),
            "rangers_dirigible",
            "no Army left: the cleared word Army keeps War Dirigible (shared case, 53)",
        ),
        (
            ["collector", "mountain", "cavern", "forest", "swamp", "island", "water_elemental"],
            Declarations(),
            "collector",
            "3 Lands and 3 Floods: two suits score",
        ),
        (
            ["book_of_changes", "great_flood"],
            Declarations(book_of_changes=("great_flood", "land")),
            "own_blank",
            "Great Flood made a Land does not blank itself",
        ),
        (
            ["book_of_changes", "basilisk"],
            Declarations(book_of_changes=("basilisk", "army")),
            "own_blank",
            "Basilisk made an Army blanks every Army but itself",
        ),
        (["smoke", "knights"], Declarations(), "blanked", "no Flame: Smoke is blanked"),
    ],
)
def test_a_reading_is_printed_when_it_mattered(hand, dec, reading, why):
    assert reading in resolve(hand, dec).readings, why


@pytest.mark.parametrize(
    "hand,dec,reading,why",
    [
        (["fountain_of_life", "lightning", "forge"], Declarations(), "fountain", "Lightning's 11 is the highest"),
        (
            ["book_of_changes", "war_dirigible", "rangers"],
            Declarations(),
            "rangers_dirigible",
            "Rangers are an Army: War Dirigible scores without the ruling",
        ),
        (
            ["collector", "mountain", "cavern", "forest", "knights", "king", "queen"],
            Declarations(),
            "collector",
            "only the Lands score",
        ),
        (
            ["doppelganger", "warship", "great_flood", "knights"],
            Declarations(doppelganger="warship"),
            "warship_copy",
            "the Warship itself clears the word Army from Great Flood",
        ),
        (["mountain", "great_flood", "knights"], Declarations(), "blanked", "Mountain clears Great Flood"),
        (["basilisk", "unicorn"], Declarations(), "own_blank", "'every other Beast': the text itself spares Basilisk"),
    ],
)
def test_a_reading_is_left_out_when_it_did_not_matter(hand, dec, reading, why):
    assert reading not in resolve(hand, dec).readings, why


def test_the_search_note_needs_a_searched_declaration():
    assert "search" in best(["mirage", "mountain"]).readings
    assert "search" not in best(["mirage", "mountain"], Declarations(mirage=(None, "land"))).readings
    assert "search" not in best(["mountain", "cavern"]).readings


def test_explanation_agrees_with_the_declarations_line():
    # Trial R3: the explanation said "no declarations" above a table saying "Declared: Island=Swamp".
    result = score_hand(["Island", "Swamp", "Knights", "Light Cavalry", "Hydra", "Forge", "Lightning"])
    # issue 10, "why this declaration": the runner-up line follows. Island clearing Swamp's penalty (-3 for each
    # Army and Flame: Knights, Light Cavalry, Forge, Lightning = -12) gives 121; left unused, 109.
    assert result.players[0].notes == ["Declared: Island=Swamp", "Island=Swamp 121; next best Island=none 109"]
    assert result.explanation[0] == "Declared: Island=Swamp"
    assert "no declarations" not in result.explanation
    assert (
        score_hand(["Mountain", "Cavern", "Forest", "Knights", "King", "Queen", "Forge"]).explanation[0]
        == "no declarations"
    )


def test_outcome_of_a_win_and_of_a_tie_break():
    # Ann 260 (rulebook example 1) against Bob: Blizzard 30 (Cavern clears its penalty), Cavern 6,
    # Knights 20 (a Leader), King 8 + 20 x 1 Army (with Queen), Queen 6 + 20, Princess 2 + 8 x (Knights,
    # King, Queen), Hydra 12 (no Swamp) = 148.
    result = score_players(
        [("Ann", EXAMPLE_1, []), ("Bob", ["Blizzard", "Cavern", "Knights", "King", "Queen", "Princess", "Hydra"], [])]
    )
    assert [p.total for p in result.players] == [260, 148]
    data = result.to_json()
    assert data["outcome"] == {
        "winners": ["Ann"],
        "shared": False,
        "reason": "highest total (260 points)",
        "tie_break": None,
    }
    assert data["unit"] == "points" and "tie_break" not in data  # the old key only when totals tie
    # the tie of test_cli (42 each; base strength Bob 105, Ann 14): the lower base strength wins
    tie = score_players(
        [
            ("Bob", ["Light Cavalry", "Rainstorm", "Knights", "War Dirigible", "Warship", "Blizzard", "Dragon"], []),
            (
                "Ann",
                [
                    "Necromancer",
                    "Book of Changes",
                    "Protection Rune",
                    "Magic Wand",
                    "World Tree",
                    "Elven Longbow",
                    "Fountain of Life",
                ],
                [],
            ),
        ]
    )
    outcome = tie.to_json()["outcome"]
    assert outcome["winners"] == ["Ann"] and not outcome["shared"]
    assert outcome["reason"].startswith("tied on the score, won on the tie-break: lowest total base strength")
    assert outcome["tie_break"]["tied"] == [["Bob", "Ann"]] and outcome["tie_break"]["decided"] is True
    assert outcome["tie_break"]["text"] == tie.tie_break and tie.tie_break.endswith("(base strength: Bob 105, Ann 14)")
    assert tie.outcome.headline() == "Winner: Ann"


@pytest.mark.parametrize(
    "texts,message",
    [
        (["Mirage"], "'Mirage' is not CARD=CHOICE: write e.g. 'Mirage=Rainstorm'"),
        (["Mirage=Rainstorm", "Mirage=Flood"], "Mirage is declared twice: keep one declaration for it"),
        (["Island=Great Flood"], "Island is not in the hand: remove its declaration"),
        (["Book of Changes=Mountain"], "'Book of Changes=Mountain': write Book of Changes=CARD:SUIT"),
    ],
)
def test_library_errors_speak_of_declarations_not_options(texts, message):
    hand = ["mountain", "great_flood", "smoke", "whirlwind", "air_elemental", "wildfire", "mirage", "book_of_changes"]
    with pytest.raises(InputError) as e:
        parse_choices(texts, [c for c in hand if not (texts[0].startswith("Island") and c == "island")])
    assert message in str(e.value) and "--choose" not in str(e.value)


def test_a_bad_choice_in_a_record_names_the_field():
    record = {"game": "realms", "players": [{"name": "Ann", "hand": EXAMPLE_1, "choose": ["Mirage=Basilisk"]}]}
    with pytest.raises(RecordError) as e:
        score_record(record)
    assert str(e.value).startswith("$.players[0].choose: Mirage may only become an Army / Land / Weather")


def test_a_record_may_hold_one_hand_and_says_so_in_the_singular():
    # Trial R12: "needs at least 1 players". A table is 2-6 at the entry (registry); a record may hold one hand.
    assert score_record({"game": "realms", "players": [{"name": "Ann", "hand": EXAMPLE_1}]}).players[0].total == 260
    with pytest.raises(InputError, match="Mystical Realms needs at least 1 player, got 0: add 1"):
        score_record({"game": "realms", "players": []})


def test_a_broken_card_file_is_one_line_naming_the_field(monkeypatch):
    import scorer.core.data as data
    from scorer.games.realms import cards

    real = data.read_data

    def broken(game, name):
        raw = real(game, name)
        raw["cards"][3]["base"] = "nine"
        return raw

    monkeypatch.setattr(data, "read_data", broken)
    with pytest.raises(DataError) as e:
        cards.load_deck()
    assert str(e.value).startswith("cards_data/realms/cards.json: $.cards[3].base: expected `int`, got `str`")

    def short(game, name):
        raw = real(game, name)
        del raw["cards"][0]
        return raw

    monkeypatch.setattr(data, "read_data", short)
    with pytest.raises(DataError, match=r"cards_data/realms/cards.json: \$.cards: expected 53 distinct cards"):
        cards.load_deck()
