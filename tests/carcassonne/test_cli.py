"""The sheet's commands without a terminal: records opened as they are (checked before anything is
written), --json anywhere, a missing folder, another game's or a misspelt game's record, and how a game in
progress is offered."""

import json
import os
import time

from helpers import run_cli

from scorer.cli.carcassonne import describe_game, games_in_progress

from .conftest import EXAMPLE, table

ROAD = {"type": "road", "complete": True, "tiles": 4, "meeples": {"A": {"small": 1}}}


def one_line(proc, expected):
    assert proc.code == 2, proc.err
    lines = proc.err.strip().splitlines()
    assert len(lines) == 1 and expected in lines[0], proc.err


def test_a_bad_record_is_refused_before_anything_is_asked_or_written(tmp_path):
    # trial C1b: 'final -r' on a hand-edited record without options asked the set-up, rewrote the file
    # ("draft": true) and only then named the bad field; without a terminal it said "needs a terminal"
    path = tmp_path / "tiles-str.json"
    path.write_text(json.dumps(table({**ROAD, "tiles": "four"})), encoding="utf-8")
    before = path.read_bytes()
    for step in ([], ["feature"], ["fairy"], ["final"]):
        one_line(
            run_cli("carcassonne", *step, "-r", path), "$.features[0].tiles: the number of tiles must be a whole number"
        )
    assert path.read_bytes() == before


def test_a_missing_folder_is_refused_not_created(tmp_path):
    # trial C7: a typo in the folder silently created it and started a new game there
    missing = tmp_path / "no-such-folder" / "x.json"
    one_line(run_cli("carcassonne", "fairy", "-r", missing), "there is no folder")
    assert not missing.parent.exists()


def test_json_before_show_prints_json(tmp_path):
    # trial C6: 'scorer carcassonne --json show FILE' printed text
    path = tmp_path / "game.json"
    path.write_text(json.dumps(table(ROAD)), encoding="utf-8")
    proc = run_cli("carcassonne", "--json", "show", path)
    assert proc.code == 0, proc.err
    data = json.loads(proc.out)
    # a completed 4-tile road, A alone: 4 points (base_game.road)
    assert data["players"][0]["total"] == 4 and data["players"][0]["breakdown"][0]["unit"] == "points"


def test_show_takes_a_game_in_play(tmp_path):
    path = tmp_path / "game.json"
    path.write_text(json.dumps({**table(ROAD), "draft": True, "_entry": {"answers": []}}), encoding="utf-8")
    proc = run_cli("carcassonne", "show", path)
    assert proc.code == 0, proc.err
    assert "standings so far (game in progress)" in proc.out


def test_a_misspelt_game_gets_a_suggestion(tmp_path):
    # trial C8: "carcasonne" gave no "did you mean"
    path = tmp_path / "game.json"
    path.write_text(json.dumps({**table(ROAD), "game": "carcasonne"}), encoding="utf-8")
    one_line(run_cli("carcassonne", "show", path), "unknown game 'carcasonne' (did you mean 'carcassonne'?)")


def test_a_game_in_progress_is_offered_with_its_players_features_and_last_change(tmp_path):
    # trial C10: the chooser showed bare file names
    path = tmp_path / "scorer-carcassonne-20261201-080858.json"
    record = {**table(ROAD, ROAD, players=("Anna", "Bořek")), "draft": True}
    record["players"][1]["fairy_turn_points"] = 2
    path.write_text(json.dumps(record), encoding="utf-8")
    stamp = time.mktime((2026, 12, 1, 9, 15, 0, 0, 0, -1))
    os.utime(path, (stamp, stamp))
    (tmp_path / "scorer-carcassonne-20261201-070000.json").write_text(json.dumps(table(ROAD)), encoding="utf-8")
    assert games_in_progress(tmp_path) == [path]  # a finished record is not in progress
    assert describe_game(path) == (
        "Anna, Bořek · 2 features, 2 fairy points · changed 2026-12-01 09:15 (scorer-carcassonne-20261201-080858.json)"
    )
    fresh = tmp_path / "scorer-carcassonne-20261201-100000.json"
    fresh.write_text(json.dumps({"game": "carcassonne", "draft": True}), encoding="utf-8")
    assert describe_game(fresh).startswith("set-up not finished · 0 features · changed ")


def test_a_record_saved_with_a_byte_order_mark_is_read(tmp_path):
    # trial: a BOM-prefixed file (Windows Notepad) said "Unexpected UTF-8 BOM (decode using utf-8-sig)"
    path = tmp_path / "game.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(table(ROAD)).encode("utf-8"))
    proc = run_cli("carcassonne", "show", path)
    assert proc.code == 0, proc.err
    assert "A: 4 points" in proc.out


def test_a_record_without_a_game_names_carcassonne(tmp_path):
    # the trial: '{}' to 'carcassonne show' said 'e.g. "game": "dominion"' (the core's example)
    path = tmp_path / "game.json"
    path.write_text("{}", encoding="utf-8")
    one_line(run_cli("carcassonne", "show", path), 'missing "game": a Carcassonne record says "game": "carcassonne"')
    one_line(run_cli("carcassonne", "fairy", "-r", path), '"game": "carcassonne"')
    path.write_text('{"game": 5}', encoding="utf-8")
    one_line(run_cli("carcassonne", "show", path), 'the game is named in quotes: write "game": "carcassonne"')


def test_show_takes_the_other_reading_of_the_fairy_at_game_end(tmp_path):
    # issue 13: the fairy next to A's meeple on an unfinished road (3 tiles): 3 + 3 by default (JCloisterZone),
    # 3 with --no-fairy-unfinished (the Czech rulebook's '(město, cesta, klášter během hry a louka na konci hry)')
    road = {"type": "road", "complete": False, "tiles": 3, "meeples": {"A": {"small": 1}}, "fairy": "A"}
    path = tmp_path / "game.json"
    path.write_text(json.dumps(table(road)), encoding="utf-8")
    paid = json.loads(run_cli("carcassonne", "show", path, "--json").out)
    assert [p["total"] for p in paid["players"]] == [6, 0]
    assert any("louka na konci hry" in a and "JCloisterZone" in a for a in paid["assumptions"])
    unpaid = json.loads(run_cli("carcassonne", "show", path, "--no-fairy-unfinished", "--json").out)
    assert [p["total"] for p in unpaid["players"]] == [3, 0]
    assert any(a.startswith("fairy_unfinished false") for a in unpaid["assumptions"])
    # the record's option, overridden by the flag
    path.write_text(json.dumps({**table(road), "options": {"fairy_unfinished": False}}), encoding="utf-8")
    assert (
        json.loads(run_cli("carcassonne", "show", path, "--fairy-unfinished", "--json").out)["players"][0]["total"] == 6
    )


def test_show_refuses_both_fairy_readings_at_once():
    # second Czech trial (weak): '--fairy-unfinished --no-fairy-unfinished' gave rc 0, the last flag winning
    run = run_cli("carcassonne", "show", EXAMPLE, "--fairy-unfinished", "--no-fairy-unfinished")
    assert run.code == 2
    assert "--fairy-unfinished and --no-fairy-unfinished say the opposite" in run.err
    # each alone still works
    assert run_cli("carcassonne", "show", EXAMPLE, "--no-fairy-unfinished").code == 0
    assert run_cli("carcassonne", "show", EXAMPLE, "--fairy-unfinished").code == 0
