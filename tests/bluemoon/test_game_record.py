"""Issue 13 (Blue Moon City): names once per game. ``scorer bluemoon -r game.json`` keeps one game's players,
so that the events after the first ask no names again, and appends each event to that record.

Figures by hand from the Czech rulebook: p.1 (9 scales with 2 players, 12 with 3), p.3 (no scale scoring until
the supply runs out), p.4 (6 / 5 offerings win with 2 / 3 players; the obelisk's first spaces cost 7); the
English rules p.4 (the University example: 1 crystal to each contributor, the majority a scale; the Fire
Temple's neighbourhood reward 3 crystals).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from helpers import ENTER, answer, finish, run_cli, spawn

from scorer.core.errors import InputError
from scorer.core.prompts import Draft, ScriptedPrompter
from scorer.games.bluemoon import run_entry, score_record

NEW = {"game": "bluemoon", "events": []}


def names_asked(prompter: ScriptedPrompter) -> list[str]:
    return [m for m in prompter.asked if "name" in m]


def test_the_first_event_asks_the_players_and_the_next_ones_do_not(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    # scales with 2 players: Ann 5 held + 1 earned, Bob 1 + 0; 3 in the supply (9 - 6), 2 left: no scoring
    first = ScriptedPrompter(["Ann, Bob", "", "5", "1", "1", "0", ""])
    game = run_entry(Draft({**NEW, "event": "scales"}, path), first)
    assert names_asked(first) and game["players"] == ["Ann", "Bob"]
    assert game["events"] == [
        {
            "event": "scales",
            "players": [{"name": "Ann", "scales": 5, "gained": 1}, {"name": "Bob", "scales": 1, "gained": 0}],
            "supply": 3,
        }
    ]
    # the end: Ann 2 offerings 3 crystals, Bob 1 offering 9 crystals; the city not complete, cubes left
    second = ScriptedPrompter(["2", "3", "1", "9", False, False])
    game = run_entry(Draft({**game, "event": "end"}, path), second)
    assert names_asked(second) == [] and second.asked[0] == "Ann: offerings made:"
    assert [e["event"] for e in game["events"]] == ["scales", "end"]
    assert game["events"][1]["players"][1] == {"name": "Bob", "offerings": 1, "crystals": 9}


def test_an_offering_in_a_game_takes_the_player_count_from_it(tmp_path: Path) -> None:
    # 3 players known: no "Number of players" question; 4 spaces filled, 16 crystals: 8, then 8 more costs 16
    game = {**NEW, "players": ["Ann", "Bob", "Cid"], "event": "offering"}
    prompter = ScriptedPrompter(["4", "16", "", "0"])
    full = run_entry(Draft(game, tmp_path / "g.json"), prompter)
    assert not any("Number of players" in m for m in prompter.asked)
    assert full["events"][-1]["player_count"] == 3


def test_cube_owners_are_the_players_of_the_game(tmp_path: Path) -> None:
    # 'a, b' are Ann and Bob; 'Dan' is not at this table and is refused where it is typed
    def game() -> dict:
        return {**NEW, "players": ["Ann", "Bob"], "event": "building"}

    full = run_entry(Draft(game(), tmp_path / "g.json"), ScriptedPrompter(["University", "a, b", "Fire Temple"]))
    assert full["events"][-1]["cubes"] == ["Ann", "Bob"]
    with pytest.raises(AssertionError, match="Dan is not a player of this game"):
        run_entry(Draft(game(), tmp_path / "h.json"), ScriptedPrompter(["University", "Ann, Dan"]))


def test_a_game_record_scores_every_event_in_order() -> None:
    record = {
        "game": "bluemoon",
        "players": ["Ann", "Bob"],
        "events": [
            {"event": "building", "building": "University", "cubes": ["Ann", "Bob"], "adjacent_completed": []},
            {"event": "payment", "box": {"colour": "black", "value": 3}, "hand": ["Vulca 3"]},
        ],
    }
    res = score_record(record)
    data = res.to_json()
    assert data["event"] == "game" and data["players"] == ["Ann", "Bob"]
    assert [e["event"] for e in data["events"]] == ["building", "payment"]
    assert data["events"][1]["can_pay"] is True
    text = res.render()
    assert "1. Blue Moon City: building completed" in text and "2. Blue Moon City: payment" in text


@pytest.mark.parametrize(
    "events, message",
    [
        (
            [
                {
                    "event": "end",
                    "city_complete": False,
                    "players": [
                        {"name": "Ann", "offerings": 1, "crystals": 1},
                        {"name": "Dan", "offerings": 1, "crystals": 1},
                    ],
                }
            ],
            "$.events[0].players: Dan is not a player of this game (Ann, Bob)",
        ),
        ([{"event": "building", "building": "University", "cubes": ["Ann", "Cy"]}], "$.events[0].cubes: Cy is not"),
        ([{"event": "payment", "box": {"colour": "black", "value": 9}, "hand": []}], "$.events[0].box.value"),
    ],
)
def test_a_game_record_checks_each_event_against_its_players(events: list, message: str) -> None:
    with pytest.raises(InputError) as e:
        score_record({"game": "bluemoon", "players": ["Ann", "Bob"], "events": events})
    assert message in str(e.value)


def test_quick_forms_append_to_the_game(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    code, out, err = run_cli("bluemoon", "-r", path, "pay", "black", "3", "v3")
    assert code == 0 and "Yes: pay the black box of value 3 with Vulca 3" in out, err
    code, out, err = run_cli("bluemoon", "offer", "-r", path, "-p", "2", "-c", "7")
    assert code == 0 and "1 offering this turn, paying 7" in out, err
    game = json.loads(path.read_text(encoding="utf-8"))
    assert [e["event"] for e in game["events"]] == ["payment", "offering"]
    assert game["events"][0] == {"event": "payment", "box": {"colour": "black", "value": 3}, "hand": ["Vulca 3"]}
    code, out, err = run_cli("score", path)
    assert code == 0 and "1. Blue Moon City: payment" in out and "2. Blue Moon City: obelisk offerings" in out, err


def test_a_game_with_players_refuses_another_player_count(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text(json.dumps({**NEW, "players": ["Ann", "Bob", "Cid"]}), encoding="utf-8")
    code, out, err = run_cli("bluemoon", "-r", path, "offer", "-p", "2", "-c", "7")
    assert code == 2 and "--players 2, but the game in" in err and "has 3 players" in err, err
    code, out, err = run_cli("bluemoon", "-r", path, "offer", "-c", "7", "--json")  # the count from the game
    assert code == 0 and json.loads(out)["payments"] == [7], err


def test_an_event_record_is_not_a_game(tmp_path: Path) -> None:
    path = tmp_path / "pay.json"
    path.write_text(json.dumps({"game": "bluemoon", "event": "payment", "box": {"colour": "black", "value": 3},
                                "hand": []}), encoding="utf-8")  # fmt: skip
    code, out, err = run_cli("bluemoon", "-r", path, "pay", "black", "3", "v3")
    assert code == 2 and "one event's record, not a game's" in err, err


@pytest.mark.terminal
def test_names_once_in_a_terminal(tmp_path: Path) -> None:
    """The first event asks the names; the second, a new command on the same record, goes straight to the
    counts (2 players, 9 scales: Ann 5 + Bob 1 held, 3 in the supply, Ann earns 1, 2 left: no scale scoring)."""
    path = tmp_path / "game.json"
    child = spawn(tmp_path, "bluemoon", "-r", path, "scales")
    answer(
        child,
        ("Player 1 name", "Ann, Bob" + ENTER),
        ("Player 3 name", ENTER),
        ("Ann: scales held", "5" + ENTER),
        ("Ann: scales earned", "1" + ENTER),
        ("Bob: scales held", "1" + ENTER),
        ("Bob: scales earned", ENTER),
        ("Scales left in the supply", ENTER),
        ("Everything right?", ENTER),
    )
    finish(child, "No scale scoring: Ann takes 1, 2 left in the supply.")
    child = spawn(tmp_path, "bluemoon", "-r", path, "end")
    answer(
        child,
        ("Ann: offerings made", "6" + ENTER),  # 6 offerings win a 2-player game at once (p.4)
        ("Ann: crystals left", "0" + ENTER),
        ("Bob: offerings made", "2" + ENTER),
        ("Bob: crystals left", "4" + ENTER),
        ("Everything right?", ENTER),
    )
    out = finish(child, "Winner: Ann")
    assert "name" not in out
    game = json.loads(path.read_text(encoding="utf-8"))
    assert game["players"] == ["Ann", "Bob"] and [e["event"] for e in game["events"]] == ["scales", "end"]
