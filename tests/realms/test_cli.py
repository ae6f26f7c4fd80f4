"""The Mystical Realms commands, non-interactive, and their bad-input errors."""

import json

import pytest
from helpers import EXAMPLES, run_cli

EXAMPLE_1 = ["Mountain", "Great Flood", "Smoke", "Whirlwind", "Air Elemental", "Wildfire", "Mirage"]


def test_score_json_contract():
    code, out, err = run_cli("realms", "score", "--json", *EXAMPLE_1)
    assert code == 0, err
    data = json.loads(out)
    assert data["game"] == "realms" and data["winners"] == ["Player 1"]
    p = data["players"][0]
    assert (p["name"], p["total"], p["rank"]) == ("Player 1", 260, 1)
    assert p["declarations"] == ["Mirage=Rainstorm"]
    # base strengths 9 + 32 + 27 + 13 + 4 + 40 + 0 (rulebook example 1)
    assert p["base_strength_total"] == 125
    mountain = p["cards"][0]
    assert mountain == {
        "id": "mountain",
        "name": "Mountain",
        "suit": "land",
        "base": 9,
        "bonus": 50,
        "penalty": 0,
        "blanked": False,
        "points": 59,
    }
    assert set(data) == {"game", "unit", "players", "winners", "outcome", "assumptions"}  # unit, outcome: issue 9
    assert data["unit"] == "points" and data["outcome"]["winners"] == ["Player 1"]


def test_czech_names_commas_and_explain():
    code, out, _ = run_cli(
        "realms",
        "score",
        "--explain",
        "Hora,",
        "stoleta",
        "voda,",
        "Kouř,",
        "Tornádo,",
        "elemental vzduchu,",
        "POZAR,",
        "preLUD",
    )
    assert code == 0
    assert "Player 1: 260 points" in out
    assert "Mountain clears the penalty of Great Flood" in out


def test_choose_forces_a_worse_declaration():
    # FAQ: Doppelgänger copying Basilisk blanks both -> 0 (rulebook seed 001, p.7).
    code, out, _ = run_cli(
        "realms",
        "score",
        "--json",
        "--choose",
        "Doppelganger=Basilisk",
        "Basilisk",
        "Doppelgänger",
        "Knights",
        "Rangers",
        "Forge",
        "Candle",
        "Lightning",
    )
    assert code == 0
    p = json.loads(out)["players"][0]
    cards = {c["id"]: c for c in p["cards"]}
    assert cards["basilisk"]["blanked"] and cards["doppelganger"]["blanked"]
    # Knights 20 - 8, Rangers 5, Forge 9, Candle 2, Lightning 11 (no Rainstorm)
    assert p["total"] == 12 + 5 + 9 + 2 + 11


def test_score_record(tmp_path):
    record = {
        "game": "fantasy-realms",
        "players": [
            {"name": "Ann", "hand": ["Knights", "King", "Doppelgänger", "Rangers", "Forge", "Magic Wand", "Candle"]},
            {"name": "Bob", "hand": ["Queen", "Light Cavalry", "Necromancer", "Hydra", "Dragon", "Warhorse", "Island"]},
        ],
    }
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    code, out, err = run_cli("score", "--json", str(path))
    assert code == 0, err
    data = json.loads(out)
    totals = {p["name"]: p["total"] for p in data["players"]}
    # Ann: Knights 20 (a Leader) + Doppelgänger as Knights 20 + King 8 + 5 x 3 Armies + Rangers 5 (no Land)
    #      + Forge 9 + 9 x 1 Weapon + Magic Wand 1 (no Wizard) + Candle 2 = 89
    # Bob: Queen 6 + 5 x 1 Army + Light Cavalry 17 + Necromancer 3 + Hydra 12 (no Swamp)
    #      + Dragon 30 (Necromancer is a Wizard) + Warhorse 6 + 14 + Island 14 = 107
    assert totals == {"Ann": 89, "Bob": 107}
    assert data["winners"] == ["Bob"]
    assert [p["rank"] for p in data["players"]] == [2, 1]


def test_tie_goes_to_lowest_base_strength():
    from scorer.games.realms import score_players

    # Ann: Necromancer 3, Book of Changes 3, Protection Rune 1, Magic Wand 1 + 25 (Necromancer is a Wizard),
    #      World Tree 2 (three Artifacts), Elven Longbow 3, Fountain of Life 1 + 3 (Longbow) = 42; base 14.
    # Bob: Light Cavalry 17, Rainstorm 8 (no Flood), Knights 20 - 8, War Dirigible and Warship blanked
    #      (Weather present; no Flood), Blizzard 30 - 5 x 3 (two Armies, Dragon), Dragon 30 - 40 = 42; base 105.
    result = score_players(
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
    assert [p.total for p in result.players] == [42, 42]
    assert [p.extra["base_strength_total"] for p in result.players] == [105, 14]
    assert result.winners == ["Ann"]
    assert "lowest total base strength" in result.tie_break


BAD = [
    (
        ["realms", "score", "Mountain", "Great Flod", "Smoke", "Whirlwind", "Air Elemental", "Wildfire", "Mirage"],
        "unknown card 'Great Flod': did you mean 'Great Flood'",
    ),
    (
        ["realms", "score", "Mountain", "Mountain", "Smoke", "Whirlwind", "Air Elemental", "Wildfire", "Mirage"],
        "Mountain is twice in",
    ),
    (["realms", "score", "Mountain", "Smoke"], "has 2 cards: a hand has 7 cards"),
    (
        ["realms", "score", "--choose", "Mirage=Dragon", *EXAMPLE_1],
        "scorer: --choose 'Mirage=Dragon': Mirage may only become an Army / Land / Weather / Flood / Flame card",
    ),
    (
        ["realms", "score", "--choose", "Island=Great Flood", *EXAMPLE_1],
        "scorer: --choose 'Island=Great Flood': Island is not in the hand: remove its declaration",
    ),
    (["realms", "score", "--choose", "Mirage", *EXAMPLE_1], "scorer: --choose: 'Mirage' is not CARD=CHOICE"),
    (
        ["realms", "score", "--choose", "Mirage=Flood", "--choose", "Mirage=Land", *EXAMPLE_1],
        "scorer: --choose: Mirage is declared twice: keep one declaration for it",
    ),
    # an Island target is checked once Book of Changes has changed the suits
    (
        [
            "realms",
            "score",
            "--choose",
            "Island=Smoke",
            "Island",
            "Smoke",
            "Knights",
            "King",
            "Queen",
            "Forge",
            "Candle",
        ],
        "scorer: --choose: Island clears a Flood or Flame, and Smoke is a Weather: choose another card",
    ),
    # the hand's own errors are not blamed on --choose
    (["realms", "score", "--choose", "Mirage=Flood", "Mountain", "Smoke"], "scorer: Player 1's hand has 2 cards"),
    (["chess"], "No such command"),
]


@pytest.mark.parametrize("args,message", BAD, ids=[b[1][:30] for b in BAD])
def test_bad_input_exit_2_one_line(args, message):
    code, out, err = run_cli(*args)
    assert code == 2
    assert message in err
    assert "Traceback" not in err


def test_unknown_game_in_record(tmp_path):
    path = tmp_path / "r.json"
    path.write_text('{"game": "chesss", "players": []}')
    code, _, err = run_cli("score", str(path))
    assert code == 2 and "unknown game 'chesss'" in err and len(err.strip().splitlines()) == 1


@pytest.mark.parametrize(
    "record,message",
    [
        ({"game": "realms"}, "$.players"),
        ({"game": "realms", "players": [{"name": "Ann"}]}, "$.players[0]"),
        ({"game": "realms", "players": [{"name": "Ann", "hand": "Mountain"}]}, "$.players[0].hand"),
        ({"game": "realms", "players": [{"name": "", "hand": []}]}, "empty name"),
        ({"game": "realms", "players": [{"name": f"P{i}", "hand": []} for i in range(7)]}, "at most 6 players"),
        (
            {
                "game": "realms",
                "players": [
                    {
                        "name": "Ann",
                        "hand": ["Mountain", "Cavern", "Bell Tower", "Forest", "Earth Elemental", "Swamp", "Island"],
                    },
                    {"name": "Bob", "hand": ["Mountain", "Knights", "King", "Queen", "Princess", "Hydra", "Dragon"]},
                ],
            },
            "Mountain is in both Ann's and Bob's hand",
        ),
    ],
)
def test_bad_records(tmp_path, record, message):
    path = tmp_path / "r.json"
    path.write_text(json.dumps(record))
    code, _, err = run_cli("score", str(path))
    assert code == 2, err
    assert message in err and len(err.strip().splitlines()) == 1


@pytest.mark.parametrize(
    "content,message", [(None, "no such file"), ("{not json", "not valid JSON"), ("[1]", "JSON object")]
)
def test_bad_files(tmp_path, content, message):
    path = tmp_path / "r.json"
    if content is not None:
        path.write_text(content)
    code, _, err = run_cli("score", str(path))
    assert code == 2 and message in err


def test_choose_none_is_echoed_and_needs_the_card():
    # Rulebook example 1 with Mirage unused: 205 (Whirlwind 13, Air Elemental 4 + 15 x 2).
    code, out, _ = run_cli("realms", "score", "--json", "--choose", "Mirage=none", *EXAMPLE_1)
    p = json.loads(out)["players"][0]
    assert code == 0 and p["total"] == 205 and p["declarations"] == ["Mirage=none"]
    hand = ["Mountain", "Great Flood", "Smoke", "Whirlwind", "Air Elemental", "Wildfire", "Island"]
    code, _, err = run_cli("realms", "score", "--choose", "Mirage=none", *hand)
    assert code == 2 and "Mirage is not in the hand" in err


@pytest.mark.parametrize("arg", ["examples/realms-rulebook.json", "game.JSON", "records/dominion"])
def test_a_record_file_given_as_a_card_points_to_scorer_score(arg):
    # Trial R2 / bad input 30 and 63: the path was taken as a card name ("did you mean 'Empress'").
    code, _, err = run_cli("realms", "score", arg)
    assert code == 2 and len(err.strip().splitlines()) == 1
    assert err.strip() == f"scorer: {arg!r} is a file, not a card: to score a record use 'scorer score {arg}'"


def test_trial_inputs_that_the_core_now_handles(tmp_path):
    # Trial R6-R9 with a Mystical Realms record: a BOM is read, "draft": "yes" and 100 000-deep JSON are
    # one line each, a 10 000-character card name is cut short in the message.
    bom = tmp_path / "bom.json"
    bom.write_bytes(b"\xef\xbb\xbf" + (EXAMPLES / "realms-rulebook.json").read_bytes())
    code, out, err = run_cli("score", bom)
    assert code == 0 and "Eva: 380 points" in out, err
    yes = tmp_path / "yes.json"
    yes.write_text(json.dumps({"game": "realms", "draft": "yes", "players": []}))
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 100_000 + "]" * 100_000)
    for path, message in [(yes, "$.draft: expected true or false"), (deep, "nested far too deep")]:
        code, _, err = run_cli("score", path)
        assert code == 2 and message in err and len(err.strip().splitlines()) == 1
    code, _, err = run_cli("realms", "score", "x" * 10_000, *EXAMPLE_1[1:])
    assert code == 2 and len(err) < 200 and "…" in err


def test_advise_without_cards_needs_a_terminal():
    # issue 10: with no cards 'scorer realms advise' asks for the position, which needs a terminal
    code, out, err = run_cli("realms", "advise")
    assert code == 2 and out == "" and err.count("\n") == 1
    assert "interactive entry needs a terminal" in err


def test_a_saved_advice_position_is_scored_as_a_record(tmp_path):
    # the record 'scorer realms advise' saves when it asks (tests/realms/test_advise.py works out the 225)
    record = {
        "game": "realms",
        "advise": {
            "hand": ["Knights", "King", "Queen", "Princess", "Rangers", "Forge", "Candle"],
            "area": ["Mountain", "Dwarvish Infantry"],
        },
    }
    path = tmp_path / "advice.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    code, out, err = run_cli("score", "--json", str(path))
    assert code == 0, err
    data = json.loads(out)
    assert data["moves"][0]["take"] == "dwarvish_infantry" and data["moves"][0]["total"] == 225
    code, out, _ = run_cli("score", str(path))
    assert "Recommended: take Dwarvish Infantry from the discard area and discard Candle: 225 points" in out
