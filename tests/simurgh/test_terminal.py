"""`scorer simurgh` in a real terminal (pexpect): a whole game, Ctrl-C saving the entry,
and `scorer score DRAFT` resuming it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from helpers import DOWN, ENTER, answer, finish, saved_after_stop, spawn

pytestmark = pytest.mark.terminal


def enter_player(child, name: str, track: str, resources: list[str], tokens: str, count73: str) -> None:
    answer(child, ("name", name + ENTER), ("score track", track + ENTER),
           *(("left:", amount + ENTER) for amount in resources),
           ("ability tokens", tokens + ENTER), ("count for Objective #73", count73 + ENTER))


def saved_record(tmp_path: Path) -> dict:
    """The one record the entry saved."""
    (saved,) = tmp_path.glob("scorer-simurgh-*.json")
    return json.loads(saved.read_text(encoding="utf-8"))


def test_whole_game_in_terminal(tmp_path):
    """Dragonlord (one arrow down), #73 and #83; hand check:
    Ann 30 + #73 8 (count 2 > 1) + #83 7 (3 tokens < 5) + 2 left -> 3 = 48;
    Ben 28 + 4 + 14 + 0 left -> 5 = 51. Ben wins."""
    child = spawn(tmp_path, "simurgh")
    answer(child, ("Variant", DOWN + ENTER), ("Objective tile", "73" + ENTER), ("Objective tile", "#83" + ENTER),
           ("Objective tile", ENTER))
    enter_player(child, "Ann", "30", ["", "1", "", "", "1", ""], "3", "2")
    enter_player(child, "Ben", "28", ["", "", "", "", "", ""], "5", "1")
    answer(child, ("Player 3 name", ENTER))
    finish(child, "Ann: 48 PP", "Ben: 51 PP", "Winner: Ben")
    rec = saved_record(tmp_path)
    assert rec["variant"] == "dragonlord" and rec["objectives"] == [73, 83] and "draft" not in rec


def test_ctrl_c_saves_and_score_resumes(tmp_path):
    child = spawn(tmp_path, "simurgh", "--objective-ties", "dense")
    answer(child, ("Variant", ENTER), ("Objective tile", "73" + ENTER), ("Objective tile", ENTER))
    enter_player(child, "Ann", "30", [""] * 6, "0", "3")
    answer(child, ("name", "Ben" + ENTER))
    child.expect("score track")
    child.sendcontrol("c")
    draft = saved_after_stop(child)
    rec = saved_record(tmp_path)
    assert rec["draft"] is True and rec["objective_ties"] == "dense"
    assert [p["name"] for p in rec["players"]] == ["Ann", "Ben"]

    # resume: Ben's answers only. Hand check (Spearman, 0 left -> 0 PP): #73 counts 3/3 -> 8 each;
    # Ann 30 + 8 = 38, Ben 30 + 8 = 38; tie -> shared, or Ben on ability tokens (2 vs 0).
    child = spawn(tmp_path, "score", draft)
    answer(child, ("Ben: PP on the score track", "30" + ENTER), *[("left:", ENTER)] * 6,
           ("ability tokens", "2" + ENTER), ("count for Objective #73", "3" + ENTER), ("Player 3 name", ENTER))
    finish(child, "Winner: Ben", "Ann and Ben tied on 38 PP: by the rules they share the win")
    rec = saved_record(tmp_path)
    assert "draft" not in rec and rec["players"][1]["track_pp"] == 30


def test_resumed_draft_with_stdout_redirected_prints_json(tmp_path):
    """``scorer score DRAFT --json > file``: questions and the "Objectives entered so far" line stay on the
    terminal, the file holds only the result. Hand check (Spearman, nothing left -> 0 PP): #73 counts 2/1 ->
    Ann 8, Ben 4; Ann 30 + 8 = 38, Ben 28 + 4 = 32."""
    draft = tmp_path / "scorer-simurgh-draft.json"
    draft.write_text(json.dumps({"game": "simurgh", "variant": "spearman", "objectives": [73], "draft": True}),
                     encoding="utf-8")
    out = tmp_path / "result.json"
    child = spawn(tmp_path, "score", draft, "--json", stdout=out)
    child.expect("Objectives entered so far: Objective #73")
    answer(child, ("Objective tile", ENTER))
    enter_player(child, "Ann", "30", [""] * 6, "0", "2")
    enter_player(child, "Ben", "28", [""] * 6, "0", "1")
    answer(child, ("Player 3 name", ENTER))
    finish(child)
    result = json.loads(out.read_text(encoding="utf-8"))
    assert [p["total"] for p in result["players"]] == [38, 32] and result["winners"] == ["Ann"]
