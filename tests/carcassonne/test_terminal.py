"""The running score sheet in a real terminal (pexpect): a feature, the terminal closed in the middle
of the next one, the record reopened where it stopped and finished; going back inside a feature; a size
refused at the prompt; the games in progress offered."""

import json
import re

import pytest
from helpers import ENTER, EXAMPLES, answer, finish, saved_after_stop, spawn

pytestmark = pytest.mark.terminal


def set_up(child, inns_and_cathedrals="y" + ENTER):
    """The players step (both names at once, Enter ends the list), the current rules, Inns & Cathedrals."""
    answer(
        child,
        ("Player 1 name (or all names, comma-separated):", "Anna, Bob" + ENTER),
        ("Player 3 name (Enter when done):", ENTER),
        ("Current rules", ENTER),  # default yes
        ("Inns & Cathedrals in play", inns_and_cathedrals),
    )  # default no


def test_score_sheet_survives_a_closed_terminal(tmp_path):
    child = spawn(tmp_path, "carcassonne")
    set_up(child)
    answer(child, ("What now?", ENTER))  # City completed (issue 13: no name asked under the current rules)
    answer(child, ("Tiles:", "4" + ENTER))
    answer(child, ("Pennants:", "1" + ENTER))
    answer(child, ("Cathedral in it?", ENTER))  # no
    answer(child, ("Figures in it", "anna fairy, bob large" + ENTER))  # the fairy by Anna's meeple
    # city 4 tiles + 1 pennant: Bob's large meeple wins 2*4 + 2*1 = 10; Anna's fairy +3
    child.expect_exact("City 1: Anna +0, Bob +10 (large meeple), Anna +3 (fairy)")
    answer(child, ("What now?", "r"))  # Road completed, the menu's letter
    answer(child, ("Tiles:", "3"))
    child.close(force=True)  # the terminal goes away mid-feature

    [path] = tmp_path.glob("scorer-carcassonne-*.json")
    record = json.loads(path.read_text(encoding="utf-8"))
    assert record["draft"] is True
    assert [f["name"] for f in record["features"]] == ["City 1"]

    child = spawn(tmp_path, "score", str(path))  # a draft: the sheet opens where it stopped, in the road
    child.expect_exact("Entered so far:")
    answer(
        child,
        ("Tiles:", "3" + ENTER),
        ("Inn on it?", ENTER),
        ("Figures in it", "Bob" + ENTER),
    )
    child.expect_exact("Road 1: Bob +3")  # a completed 3-tile road: 3
    answer(child, ("What now?", "e"))  # Final scoring (game end)
    answer(child, ("Unfinished feature or field to score:", ENTER))  # Field
    answer(child, ("1 City 1 (4 tiles, Anna, Bob):", "1" + ENTER))  # picked from the completed cities
    answer(child, ("Figures in it", "Bob" + ENTER))
    child.expect_exact("Field 1: Bob +3")
    answer(child, ("Unfinished feature or field to score:", "d"))  # Done
    answer(child, ("Traders & Builders goods to count?", ENTER))  # no
    answer(child, ("Everything right?", ENTER))  # the review: Score it
    child.expect_exact("Bob: 16 points")  # city 10 + road 3 + field 3
    child.expect_exact("Winner: Bob")
    finish(child)
    record = json.loads(path.read_text(encoding="utf-8"))
    assert "draft" not in record and len(record["features"]) == 3


def test_fairy_step_on_an_existing_record_then_ctrl_c(tmp_path):
    path = tmp_path / "game.json"
    path.write_text(
        json.dumps(
            {"game": "carcassonne", "players": [{"name": "Anna"}, {"name": "Bob"}], "options": {}, "features": []}
        ),
        encoding="utf-8",
    )
    child = spawn(tmp_path, "carcassonne", "fairy", "-r", str(path))
    answer(child, ("Whose turn starts with the fairy", "b"))  # Bob, by his initial
    child.expect_exact("Bob: +1 fairy turn point (1 so far)")
    child.expect_exact("What now?")
    child.sendcontrol("c")
    child.expect_exact("entry interrupted")
    assert saved_after_stop(child) == str(path)
    record = json.loads(path.read_text(encoding="utf-8"))
    assert record["players"][1]["fairy_turn_points"] == 1 and record["draft"] is True


def test_plain_command_offers_the_game_in_progress(tmp_path):
    path = tmp_path / "scorer-carcassonne-20261130-120000.json"
    path.write_text(
        json.dumps(
            {
                "game": "carcassonne",
                "draft": True,
                "players": [{"name": "Anna"}, {"name": "Bob"}],
                "features": [{"type": "road", "complete": True, "tiles": 4, "meeples": {"Bob": {"small": 1}}}],
            }
        ),
        encoding="utf-8",
    )
    (tmp_path / "scorer-carcassonne-20261129-120000.json").write_text("{broken", encoding="utf-8")
    child = spawn(tmp_path, "carcassonne")
    # the game is named by its players and progress (trial C10), not by its file name alone
    answer(child, ("Continue a game in progress?", ""), ("Anna, Bob · 1 feature · changed ", ENTER))  # the newest
    # no set-up: a record without options is read with the current rules (trial C1)
    answer(child, ("What now?", "s"))  # Standings
    child.expect(re.compile(r"1\. Bob +4 points"))  # road 4 tiles = 4
    answer(child, ("What now?", "q"))  # Quit: save, continue later
    child.expect_exact("standings so far")
    finish(child)
    assert "options" not in json.loads(path.read_text(encoding="utf-8"))


def test_a_finished_record_reopened_stays_final_and_json_applies(tmp_path):
    # the example is a scored game: reopening it and saving used to make it a draft again
    example = EXAMPLES / "carcassonne-princess-dragon.json"
    path = tmp_path / "game.json"
    path.write_text(example.read_text(encoding="utf-8"), encoding="utf-8")
    child = spawn(tmp_path, "carcassonne", "--json", "-r", str(path))
    child.expect_exact("the record stays final")
    answer(child, ("What now?", "q"))  # Quit: save (the record stays final)
    child.expect_exact('"winners": [')
    finish(child)
    assert "draft" not in json.loads(path.read_text(encoding="utf-8"))
    child = spawn(tmp_path, "score", str(path))  # totals, no menu
    child.expect_exact("Winner: Dana")
    finish(child)


def test_the_fairy_point_takes_two_keys_after_the_first(tmp_path):
    path = tmp_path / "game.json"
    path.write_text(
        json.dumps(
            {
                "game": "carcassonne",
                "draft": True,
                "players": [{"name": "Anna"}, {"name": "Bob"}],
                "options": {},
                "features": [],
            }
        ),
        encoding="utf-8",
    )
    child = spawn(tmp_path, "carcassonne", "fairy", "-r", str(path))
    answer(child, ("Whose turn starts with the fairy", "b"))  # Bob, the first time
    child.expect_exact("Bob: +1 fairy turn point (1 so far)")
    answer(child, ("What now?", "f"))  # Fairy turn point: Bob, one key
    child.expect_exact("Bob: +1 fairy turn point (2 so far)")
    answer(child, ("What now?", "q"))  # Quit
    finish(child)


def test_a_city_half_typed_survives_a_killed_terminal(tmp_path):
    # issue 9 (trial C4): the feature being typed is saved answer by answer; it used to be lost
    child = spawn(tmp_path, "carcassonne")
    set_up(child)
    answer(
        child,
        ("What now?", ENTER),
        ("Tiles:", "4" + ENTER),
        ("Pennants:", "1" + ENTER),
    )
    child.expect_exact("Cathedral in it?")
    child.close(force=True)  # the terminal goes away after tiles and pennants

    [path] = tmp_path.glob("scorer-carcassonne-*.json")
    record = json.loads(path.read_text(encoding="utf-8"))
    assert [a["answer"] for a in record["_entry"]["answers"]][-3:] == ["City completed", "4", "1"]

    child = spawn(tmp_path, "carcassonne", "-r", str(path))
    child.expect_exact("Entered so far:")
    child.expect_exact("Step: City completed, tiles 4, pennants 1")  # a group of its own (trial 3, Czech 14)
    answer(
        child,
        ("Cathedral in it?", ENTER),
        ("Figures in it", "anna" + ENTER),
    )
    child.expect_exact("City 1: Anna +10")  # 4 tiles + 1 pennant, completed: 2*4 + 2*1 (base_game.city)
    answer(child, ("What now?", "q"))  # Quit
    finish(child, "standings so far")
    record = json.loads(path.read_text(encoding="utf-8"))
    assert record["features"][0]["tiles"] == 4 and record["features"][0]["pennants"] == 1


def test_back_inside_a_feature_and_a_huge_city_refused_at_the_prompt(tmp_path):
    child = spawn(tmp_path, "carcassonne")
    set_up(child, inns_and_cathedrals=ENTER)  # no Inns & Cathedrals: no cathedral question
    answer(
        child,
        ("What now?", ENTER),
        ("Tiles:", "99999999999999999999" + ENTER),
    )
    child.expect_exact("that number is far too large")  # trial C2: a 10^20-tile city was scored
    child.send("\x15" + "4" + ENTER)  # Ctrl-U clears the line
    answer(child, ("Pennants:", "<"))  # back at once, on the empty line
    child.expect_exact("(back to: Tiles; it was 4)")
    answer(
        child,
        ("Tiles: [4]", "5" + ENTER),
        ("Pennants:", ENTER),
        ("Figures in it", "anna" + ENTER),
    )
    child.expect_exact("City 1: Anna +10")  # 5 tiles, no pennant: 2*5
    answer(child, ("What now?", "q"))  # Quit
    finish(child, "standings so far")


# --- the second new-user trial ---------------------------------------------------------------------------


def said(text):
    """``text`` as prompt_toolkit draws a message under the prompt: a space may be drawn as a cursor move."""
    return re.compile(r"(?:\s|\x1b\[\d*C)+".join(re.escape(word) for word in text.split()))


def test_two_figures_on_a_monastery_and_a_name_typed_twice_are_refused_where_typed(tmp_path):
    # the trial: 'Anna, Bob' on a monastery paid both +9; 'Anna, Bob 2, Anna' counted Anna twice.
    # A monastery holds one figure (rules.json one_figure_on: seed 003, Tajná chodba)
    child = spawn(tmp_path, "carcassonne")
    set_up(child)
    answer(
        child,
        ("What now?", "m"),  # Monastery completed
        ("Figures in it", "Anna, Bob" + ENTER),
    )
    child.expect(said("a monastery holds one figure, but this one has 2 (Anna 1, Bob 1): keep one, e.g. 'Anna'"))
    child.send("\x15" + "Anna 0" + ENTER)  # Ctrl-U clears the line
    child.expect(said("'Anna 0': 0 figures is none: leave Anna out"))
    child.send("\x15" + "Bob" + ENTER)
    child.expect_exact("Monastery 1: Bob +9")  # a completed monastery: 9 (base_game.monastery)
    answer(
        child,
        ("What now?", "r"),  # Road completed
        ("Tiles:", "3" + ENTER),
        ("Inn on it?", ENTER),
        ("Figures in it", "Anna, Bob 2, Anna" + ENTER),
    )
    child.expect(said("Anna is named twice: give Anna's figures once, e.g. 'Anna 2'"))
    child.send("\x15" + "Anna 2, Bob 2" + ENTER)
    child.expect_exact("Road 1: Anna +3, Bob +3")  # a tie on a 3-tile road: 3 each (base_game.road)
    answer(child, ("What now?", "q"))  # Quit
    # a game in progress has a leader, not a winner (the trial: "Winner: Bob" while still playing)
    out = finish(child, "standings so far", "Leading: Bob")
    assert "Winner" not in out


def test_back_at_the_menu_of_a_reopened_half_typed_road_stays_at_the_menu(tmp_path):
    # the trial: '<' at the menu said "(nothing to go back to: this is the first question)" and went
    # FORWARD into the road half typed
    path = tmp_path / "game.json"
    child = spawn(tmp_path, "carcassonne", "-r", str(path))
    set_up(child)
    answer(child, ("What now?", "s"))  # Standings: the set-up is written to the record
    answer(child, ("What now?", "r"), ("Tiles:", "５" + ENTER))
    child.expect_exact("Inn on it?")
    child.close(force=True)

    child = spawn(tmp_path, "carcassonne", "-r", str(path))
    child.expect_exact("Step: Road completed, tiles 5")  # the recap shows the count as read (full-width digits)
    answer(child, ("Inn on it?", "<"))
    child.expect_exact("(back to: Tiles; it was 5)")
    answer(child, ("Tiles:", "<"), ("What now?", "<"))
    child.expect_exact("(nothing before this menu: Road completed is half typed (tiles 5)")
    child.expect_exact("Enter goes on with it")
    answer(child, ("What now?", ENTER), ("Inn on it?", ENTER), ("Figures in it", "Bob" + ENTER))
    child.expect_exact("Road 1: Bob +5")  # a completed 5-tile road: 5 (base_game.road)
    answer(child, ("What now?", "q"))  # Quit
    finish(child, "Leading: Bob")


def final_copy(tmp_path):
    path = tmp_path / "game.json"
    path.write_text((EXAMPLES / "carcassonne-princess-dragon.json").read_text(encoding="utf-8"), encoding="utf-8")
    return path


def test_ctrl_c_on_a_final_record_says_it_stays_final(tmp_path):
    # the trial: "saved to ... (continue with: scorer score ...)", which only prints the score
    path = final_copy(tmp_path)
    child = spawn(tmp_path, "carcassonne", "-r", str(path))
    answer(child, ("What now?", "r"))
    child.expect_exact("Tiles:")
    child.sendcontrol("c")
    out = finish(child, f"{path} stays final", code=130)
    assert "continue with" not in out
    assert f"open the sheet again with: scorer carcassonne -r {path}" in " ".join(out.split())
    assert "draft" not in json.loads(path.read_text(encoding="utf-8"))


def test_final_scoring_of_a_record_with_goods_offers_them_and_no_means_none(tmp_path):
    # the trial: the goods question defaulted to No on a record holding goods, and No still scored them
    path = final_copy(tmp_path)
    child = spawn(tmp_path, "carcassonne", "final", "-r", str(path))
    # the record is final: final scoring again is asked first, listing what it holds (issue 13); No is the default
    child.expect_exact("Final scoring is done: it holds Old Road, City Keep")
    child.expect_exact("(y/N)")
    child.send("y" + ENTER)  # a letter chooses, Enter answers (core: yes/no waits for Enter)
    answer(child, ("Unfinished feature or field to score:", "d"))  # Done (Field is the default)
    child.expect_exact("Traders & Builders goods to count? (the record holds Anna 3 wine, 1 cloth;")
    child.expect_exact("(Y/n)")  # the default follows the record
    child.send("n" + ENTER)
    child.expect_exact("No goods counted: the goods in the record are set to 0.")
    answer(child, ("Everything right?", ENTER))
    # the example without its goods: Anna 46 - wine 10, Bob 47 - grain 10, Cyril 22 - grain 10, Dana 52 - cloth 10
    finish(child, "Anna: 36 points", "Bob: 37 points", "Cyril: 12 points", "Dana: 42 points", "Winner: Dana")
    assert all(not any(p["goods"].values()) for p in json.loads(path.read_text(encoding="utf-8"))["players"])


def test_a_reopened_sheet_shows_where_the_game_stands_and_keeps_the_fairy_shortcut(tmp_path):
    # issue 13: a draft the sheet kept (its "sheet" notes: Bob took the last fairy point, the last steps)
    # City 1: Bob 2*4 + 2*1 = 10 (large meeple vs Anna's small), Anna's fairy +3; Bob 1 fairy point -> Bob 11, Anna 3
    path = tmp_path / "game.json"
    record = {
        "game": "carcassonne",
        "draft": True,
        "players": [{"name": "Anna"}, {"name": "Bob", "fairy_turn_points": 1}],
        "options": {},
        "features": [
            {
                "type": "city",
                "name": "City 1",
                "complete": True,
                "tiles": 4,
                "pennants": 1,
                "meeples": {"Anna": {"small": 1}, "Bob": {"large": 1}},
                "fairy": "Anna",
            }
        ],
        "sheet": {
            "fairy": "Bob",
            "last": ["City 1: Anna +0, Bob +10, Anna +3 (fairy)", "Bob: +1 fairy turn point (1 so far)"],
        },
    }
    path.write_text(json.dumps(record), encoding="utf-8")
    child = spawn(tmp_path, "carcassonne", "-r", str(path))
    child.expect(r"1\. Bob\s+11 points\s+2\. Anna\s+3 points")
    child.expect_exact("Last steps:")
    child.expect_exact("Bob: +1 fairy turn point (1 so far)")
    answer(child, ("What now?", "f"))  # Fairy turn point: Bob, no question
    child.expect_exact("Bob: +1 fairy turn point (2 so far)")
    child.expect_exact("What now?")
    child.sendcontrol("c")
    finish(child, code=130)
    assert json.loads(path.read_text(encoding="utf-8"))["players"][1]["fairy_turn_points"] == 2


# --- issue 13: a feature in fewer keys; final scoring resumed -------------------------------------------


def keyed(child, *steps):
    """Answer each prompt with its keys; return how many keys were pressed (ENTER is one key)."""
    answer(child, *steps)
    return sum(len(keys) for _, keys in steps)


def test_a_city_takes_six_keys_and_a_road_five(tmp_path):
    # issue 13: a completed city with one meeple cost 11 keys, a road 8 (second trial). Now: the menu's Enter
    # is the city; 4 tiles, Enter for no pennant, Anna's initial: 2*4 = 8 (base game: 2 per tile)
    child = spawn(tmp_path, "carcassonne")
    set_up(child, inns_and_cathedrals=ENTER)  # the plain game: no Inns & Cathedrals
    keys = keyed(
        child, ("What now?", ENTER), ("Tiles:", "4" + ENTER), ("Pennants:", ENTER), ("Figures in it", "a" + ENTER)
    )
    child.expect_exact("City 1: Anna +8")
    assert keys == 6
    # 'r' is the road at once; 3 tiles, Bob: 1 per tile = 3
    keys = keyed(child, ("What now?", "r"), ("Tiles:", "3" + ENTER), ("Figures in it", "b" + ENTER))
    child.expect_exact("Road 1: Bob +3")
    assert keys == 5
    # 'm' a monastery, Anna: 9; with the fairy by her monk +3 (two keys more: ' f')
    keys = keyed(child, ("What now?", "m"), ("Figures in it", "a f" + ENTER))
    child.expect_exact("Monastery 1: Anna +9, Anna +3 (fairy)")
    assert keys == 5
    answer(child, ("What now?", "q"))
    finish(child, "Leading: Anna")  # Anna 8 + 9 + 3 = 20, Bob 3


def test_final_scoring_interrupted_opens_again_in_final_scoring(tmp_path):
    # the second trial C4b: a killed terminal in final scoring reopened at the main menu, the road already in
    path = tmp_path / "game.json"
    child = spawn(tmp_path, "carcassonne", "-r", str(path))
    set_up(child, inns_and_cathedrals=ENTER)
    answer(
        child,
        ("What now?", ENTER),  # a completed 2-tile city, Anna: 4
        ("Tiles:", "2" + ENTER),
        ("Pennants:", ENTER),
        ("Figures in it", "a" + ENTER),
        ("What now?", "e"),  # final scoring
        ("Unfinished feature or field to score:", "r"),
        ("Tiles:", "3" + ENTER),
        ("Figures in it", "b" + ENTER),  # an unfinished road, 3 tiles: Bob 3
        ("Unfinished feature or field to score:", ENTER),  # a field: its cities picked from the sheet
    )
    child.expect_exact("1 City 1 (2 tiles, Anna):")
    child.close(force=True)

    child = spawn(tmp_path, "score", str(path))  # still a draft: the sheet opens where it stopped
    answer(child, ("1 City 1 (2 tiles, Anna):", "1" + ENTER), ("Figures in it", "b" + ENTER))
    child.expect_exact("Field 1: Bob +3")  # 1 completed city: 3 (per_field_3)
    answer(child, ("Unfinished feature or field to score:", "d"), ("Traders & Builders goods", ENTER))
    answer(child, ("Everything right?", ENTER))
    out = finish(child, "Anna: 4 points", "Bob: 6 points", "Winner: Bob")
    assert "What now?" not in out
    assert [f["type"] for f in json.loads(path.read_text(encoding="utf-8"))["features"]] == ["city", "road", "field"]


def test_quitting_a_game_in_play_says_go_on_not_score_again(tmp_path):
    # the Czech trial: leaving a sheet still in play said "znovu ho spočítáte příkazem" (score it again); the game
    # is not scored yet, so the line says how to go on; a scored record still says how to score it again
    path = tmp_path / "game.json"
    child = spawn(tmp_path, "carcassonne", "-r", str(path))
    set_up(child)
    answer(child, ("What now?", "q"))  # Quit: save, continue later
    child.expect_exact(f"go on with: scorer score {path}")
    finish(child)
    child = spawn(tmp_path, "carcassonne", "--lang", "cs", "-r", str(path))
    answer(child, ("Co dál?", "u"))  # Uložit a skončit (pokračovat později)
    child.expect_exact(f"pokračujte příkazem: scorer score {path}")
    finish(child)
    scored = tmp_path / "scored.json"
    scored.write_text((EXAMPLES / "carcassonne-princess-dragon.json").read_text(encoding="utf-8"), encoding="utf-8")
    child = spawn(tmp_path, "carcassonne", "-r", str(scored))
    answer(child, ("What now?", "q"))
    child.expect_exact(f"score it again with: scorer score {scored}")
    finish(child)
