"""The running score sheet in a real terminal (pexpect): a feature, the terminal
closed in the middle of the next one, the record reopened and finished."""

import json
import re

import pytest
from helpers import DOWN, ENTER, EXAMPLES, answer, finish, saved_after_stop, spawn

pytestmark = pytest.mark.terminal


def test_score_sheet_survives_a_closed_terminal(tmp_path):
    child = spawn(tmp_path, "carcassonne")
    answer(child, ("Players, in turn order", "Anna, Bob" + ENTER))
    answer(child, ("Current rules", ENTER))  # default yes
    answer(child, ("Inns & Cathedrals in play", "y"))  # default no
    answer(child, ("What now?", ENTER))  # score a completed feature
    answer(child, ("Which feature was completed?", ENTER))  # City
    answer(child, ("Name (for the farmers", ENTER))  # City 1
    answer(child, ("Tiles:", "4" + ENTER))
    answer(child, ("Pennants:", "1" + ENTER))
    answer(child, ("Cathedral in it?", ENTER))  # no
    answer(child, ("Figures in it", "anna, bob large" + ENTER))
    answer(child, ("Is the fairy next to a meeple in it?", DOWN + ENTER))  # Anna
    # city 4 tiles + 1 pennant: Bob's large meeple wins 2*4 + 2*1 = 10; Anna's fairy +3
    child.expect_exact("City 1: Anna +0, Bob +10, Anna +3 (fairy)")
    answer(child, ("What now?", ENTER))
    answer(child, ("Which feature was completed?", DOWN + ENTER))  # Road
    answer(child, ("Tiles:", "3"))
    child.close(force=True)  # the terminal goes away mid-feature

    [path] = tmp_path.glob("scorer-carcassonne-*.json")
    record = json.loads(path.read_text(encoding="utf-8"))
    assert record["draft"] is True
    assert [f["name"] for f in record["features"]] == ["City 1"]

    child = spawn(tmp_path, "score", str(path))  # a draft: the sheet opens where it stopped
    answer(child, ("What now?", DOWN * 4 + ENTER))  # Final scoring
    answer(child, ("Unfinished feature or field to score:", ENTER))  # Field
    answer(child, ("Completed cities bordering it:", "1" + ENTER))
    answer(child, ("Figures in it", "Bob" + ENTER))
    answer(child, ("Is the fairy next to a meeple in it?", ENTER))  # no fairy
    child.expect_exact("Field 1: Bob +3")
    answer(child, ("Unfinished feature or field to score:", DOWN + ENTER))  # Done
    answer(child, ("Traders & Builders goods to count?", ENTER))  # no
    child.expect_exact("Bob: 13 points")
    child.expect_exact("Winner: Bob")
    finish(child)
    record = json.loads(path.read_text(encoding="utf-8"))
    assert "draft" not in record and len(record["features"]) == 2


def test_fairy_step_on_an_existing_record_then_ctrl_c(tmp_path):
    path = tmp_path / "game.json"
    path.write_text(json.dumps({"game": "carcassonne", "players": [{"name": "Anna"}, {"name": "Bob"}],
                                "options": {}, "features": []}), encoding="utf-8")
    child = spawn(tmp_path, "carcassonne", "fairy", "-r", str(path))
    answer(child, ("Whose turn starts with the fairy", DOWN + ENTER))  # Bob
    child.expect_exact("Bob: +1 fairy turn point (1 so far)")
    child.expect_exact("What now?")
    child.sendcontrol("c")
    child.expect_exact("entry interrupted")
    assert saved_after_stop(child) == str(path)
    record = json.loads(path.read_text(encoding="utf-8"))
    assert record["players"][1]["fairy_turn_points"] == 1 and record["draft"] is True


def test_plain_command_offers_the_game_in_progress(tmp_path):
    path = tmp_path / "scorer-carcassonne-20261130-120000.json"
    path.write_text(json.dumps({"game": "carcassonne", "draft": True, "players": [{"name": "Anna"}, {"name": "Bob"}],
                                "features": [{"type": "road", "complete": True, "tiles": 4,
                                              "meeples": {"Bob": {"small": 1}}}]}), encoding="utf-8")
    (tmp_path / "scorer-carcassonne-20261129-120000.json").write_text("{broken", encoding="utf-8")
    child = spawn(tmp_path, "carcassonne")
    answer(child, ("Continue a game in progress?", ENTER))  # the newest game in progress
    answer(child, ("Current rules", ENTER))  # the record had no options yet
    answer(child, ("Inns & Cathedrals in play", ENTER))  # no
    answer(child, ("What now?", DOWN * 2 + ENTER))  # Standings
    child.expect(re.compile(r"1\. Bob +4 points"))  # road 4 tiles = 4
    answer(child, ("What now?", DOWN * 5 + ENTER))  # Save and quit
    child.expect_exact("standings so far")
    finish(child)
    assert json.loads(path.read_text(encoding="utf-8"))["options"]["farm_rule"] == "per_field_3"


def test_a_finished_record_reopened_stays_final_and_json_applies(tmp_path):
    # the example is a scored game: reopening it and saving used to make it a draft again
    example = EXAMPLES / "carcassonne-princess-dragon.json"
    path = tmp_path / "game.json"
    path.write_text(example.read_text(encoding="utf-8"), encoding="utf-8")
    child = spawn(tmp_path, "carcassonne", "--json", "-r", str(path))
    child.expect_exact("the record stays final")
    answer(child, ("What now?", DOWN * 5 + ENTER))  # Save and quit (the record stays final)
    child.expect_exact('"winners": [')
    finish(child)
    assert "draft" not in json.loads(path.read_text(encoding="utf-8"))
    child = spawn(tmp_path, "score", str(path))  # totals, no menu
    child.expect_exact("Winner: Dana")
    finish(child)


def test_the_fairy_point_takes_two_keys_after_the_first(tmp_path):
    path = tmp_path / "game.json"
    path.write_text(json.dumps({"game": "carcassonne", "draft": True, "players": [{"name": "Anna"}, {"name": "Bob"}],
                                "options": {}, "features": []}), encoding="utf-8")
    child = spawn(tmp_path, "carcassonne", "fairy", "-r", str(path))
    answer(child, ("Whose turn starts with the fairy", DOWN + ENTER))  # Bob, the first time
    child.expect_exact("Bob: +1 fairy turn point (1 so far)")
    answer(child, ("What now?", DOWN + ENTER))  # Fairy turn point: Bob
    child.expect_exact("Bob: +1 fairy turn point (2 so far)")
    answer(child, ("What now?", DOWN * 6 + ENTER))  # Save and quit
    finish(child)
