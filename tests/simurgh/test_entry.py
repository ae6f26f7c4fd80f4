"""Interactive entry through the library (ScriptedPrompter): the whole flow, forgiving
answers, Ctrl-C saving a draft, and resuming it where it stopped."""

from __future__ import annotations

import json

import pytest
from simurgh_helpers import SCRIPT

from scorer.core.errors import EntryInterrupted
from scorer.core.prompts import INTERRUPT, Draft, ScriptedPrompter, guard
from scorer.games.simurgh import run_entry, score_record
from scorer.games.simurgh.entry import tile_answer, tile_choices


def test_full_entry_builds_the_record(tmp_path):
    draft = Draft({"game": "simurgh"}, tmp_path / "g.json")
    p = ScriptedPrompter(list(SCRIPT))
    rec = run_entry(draft, p)
    assert p.answers == []
    assert rec["variant"] == "spearman" and rec["objective_ties"] == "skip"
    assert rec["objectives"] == [73, 84, {"name": "Red and gold dragons", "pp": [10, 5, 1]}]
    ann, ben = rec["players"]
    assert ann == {
        "name": "Ann",
        "track_pp": 34,
        "ability_tokens": 4,
        "resources": {"vegetables": 2, "meat": 1, "wood": 0, "stone": 3, "wisdom": 1, "weapons": 0},
        "objective_counts": {"73": 2, "Red and gold dragons": 3},
    }
    assert ben["resources"] == {"vegetables": 0, "meat": 4, "wood": 2, "stone": 0, "wisdom": 0, "weapons": 1}
    saved = json.loads((tmp_path / "g.json").read_text(encoding="utf-8"))
    assert "draft" not in saved and saved == rec
    # Hand check: #73 2/2 -> 8 each (tied 1st); #84 veg+meat 3/4 -> Ann 4, Ben 6;
    # custom 3/1 -> 10/5; leftovers 7 -> 2 and 7 -> 2.
    result = score_record(rec)
    assert {x.name: x.total for x in result.players} == {"Ann": 34 + 8 + 4 + 10 + 2, "Ben": 31 + 8 + 6 + 5 + 2}
    # #84 is counted from the resources, so no count is asked for it
    assert not any("#84" in q for q in p.asked if q.startswith(("Ann", "Ben")))


def test_players_stop_at_five(tmp_path):
    answers = ["Dragonlord (Pán draků)", "", *"ABCDE"]
    for _ in "ABCDE":
        answers += ["10", "", "", "", "", "", "", "0"]
    rec = run_entry(Draft({"game": "simurgh"}, tmp_path / "g.json"), ScriptedPrompter(answers))
    assert [x["name"] for x in rec["players"]] == list("ABCDE")
    assert all(x["total"] == 15 for x in score_record(rec).to_json()["players"])  # Dragonlord: 0 left -> 5 PP


def test_resource_limit_is_enforced_while_typing(tmp_path):
    """Spearman keeps at most 15 (seed p.6): after 10 vegetables, 6 meat is refused."""
    answers = ["Spearman (Kopiník)", "", "Ann", "Ben", "", "0", "10", "6"]
    with pytest.raises(AssertionError, match="at most 5"):
        run_entry(Draft({"game": "simurgh"}, tmp_path / "g.json"), ScriptedPrompter(answers))


def test_validators_refuse_bad_answers():
    assert tile_answer("", []) is None
    assert tile_answer("cu", []) == "custom objective"
    assert tile_answer("83 ability tokens (14/7/3)", []) == 83
    assert "73-84" in tile_answer("99", [])
    assert "already" in tile_answer("#73", [73])
    assert "84 vegetables + meat (6/4/–)" in tile_choices()
    assert tile_answer("#84 veg", []) == 84


@pytest.mark.parametrize("typed", ["73 84", "73,84", "73abc"])
def test_tile_answer_refuses_more_than_one_number(typed):
    """Review: "73 84" was taken as #73 alone, so #84 silently dropped out of every total."""
    assert isinstance(tile_answer(typed, []), str) and "one tile" in tile_answer(typed, [])


@pytest.mark.parametrize("bad_name", ["", "--", "73"])
def test_custom_objective_name_must_be_usable(tmp_path, bad_name):
    """A custom name with no letter or digit ("--") would fail only at scoring time (review)."""
    answers = ["Spearman (Kopiník)", "73", "custom", bad_name]
    with pytest.raises(AssertionError, match="rejected"):
        run_entry(Draft({"game": "simurgh"}, tmp_path / "g.json"), ScriptedPrompter(answers))


@pytest.mark.parametrize("bad_name, words", [("", "needs at least 2 players"), ("ann", "already at the table")])
def test_second_player_name_is_required_and_unique(tmp_path, bad_name, words):
    answers = ["Spearman (Kopiník)", "", "Ann", bad_name]
    with pytest.raises(AssertionError, match=f"rejected: .*{words}"):
        run_entry(Draft({"game": "simurgh"}, tmp_path / "g.json"), ScriptedPrompter(answers))


def test_interrupt_saves_and_resume_continues(tmp_path):
    path = tmp_path / "g.json"
    cut = SCRIPT.index("31") + 2  # Ctrl-C while Ben's resources are being typed
    draft = Draft({"game": "simurgh"}, path)
    with pytest.raises(EntryInterrupted) as stopped, guard(draft):
        run_entry(draft, ScriptedPrompter([*SCRIPT[:cut], INTERRUPT]))
    assert str(path) in str(stopped.value)
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["draft"] is True
    # every answer so far is in the draft's answer log, as typed (Enter = the default 0)
    # Ann's last count, Ben's track PP, Ben's vegetables
    assert [a["answer"] for a in saved["_entry"]["answers"]][-3:] == ["3", "31", "0"]
    # resume: only the questions not yet answered are asked
    p = ScriptedPrompter(SCRIPT[cut:])
    rec = run_entry(Draft(saved, path), p)
    assert p.asked[0] == "Ben: Meat left:"
    assert rec == run_entry(Draft({"game": "simurgh"}, tmp_path / "fresh.json"), ScriptedPrompter(list(SCRIPT)))


def test_resume_during_objectives_keeps_the_tiles(tmp_path):
    path = tmp_path / "g.json"
    draft = Draft({"game": "simurgh"}, path)
    with pytest.raises(EntryInterrupted), guard(draft):
        run_entry(draft, ScriptedPrompter(["Spearman (Kopiník)", "75", INTERRUPT]))
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert [a["answer"] for a in saved["_entry"]["answers"]] == [
        "spearman",
        "75",
    ]
    p = ScriptedPrompter(
        ["", "Ann", "Bo", "", "", "1", "", "", "", "", "", "", "0", "2", "2", "", "", "", "", "", "", "0", "1"]
    )
    rec = run_entry(Draft(saved, path), p)
    assert p.asked[0] == "Objective tile on the statue (73-84, 'custom'; Enter when done):"
    assert "  Table: variant Spearman (Kopiník), objective #75" in p.output
    assert [x["objective_counts"] for x in rec["players"]] == [{"75": 2}, {"75": 1}]
