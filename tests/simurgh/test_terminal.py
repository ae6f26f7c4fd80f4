"""`scorer simurgh` in a real terminal (pexpect): a whole game, Ctrl-C saving the entry,
and `scorer score DRAFT` resuming it."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest

pexpect = pytest.importorskip("pexpect")

ROOT = Path(__file__).resolve().parents[2]


def spawn(tmp_path: Path, *args: str):
    # PROMPT_TOOLKIT_NO_CPR: pexpect's terminal never answers prompt_toolkit's cursor-position
    # request, which otherwise costs a 1 s timeout per prompt (a real terminal answers it).
    env = dict(os.environ, SCORER_DRAFTS=str(tmp_path), TERM="xterm", COLUMNS="120", LINES="40",
               PROMPT_TOOLKIT_NO_CPR="1")
    return pexpect.spawn(sys.executable, ["-m", "scorer", *args], env=env, dimensions=(40, 120),
                         encoding="utf-8", timeout=30, cwd=str(ROOT))


def answer(child, prompt: str, keys: str = "") -> None:
    child.expect(prompt)
    child.send(keys + "\r")


def enter_player(child, name: str, track: str, resources: list[str], tokens: str, count73: str) -> None:
    answer(child, "name", name)
    answer(child, "score track", track)
    for amount in resources:
        answer(child, "left:", amount)
    answer(child, "ability tokens", tokens)
    answer(child, "count for Objective #73", count73)


def finish(child, tmp_path: Path, exit_code: int) -> dict:
    """Wait for the process to end with ``exit_code``; return the one record it saved."""
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == exit_code
    (saved,) = tmp_path.glob("scorer-simurgh-*.json")
    return json.loads(saved.read_text(encoding="utf-8"))


def test_whole_game_in_terminal(tmp_path):
    """Dragonlord (one arrow down), #73 and #83; hand check:
    Ann 30 + #73 8 (count 2 > 1) + #83 7 (3 tokens < 5) + 2 left -> 3 = 48;
    Ben 28 + 4 + 14 + 0 left -> 5 = 51. Ben wins."""
    child = spawn(tmp_path, "simurgh")
    answer(child, "Variant", "\x1b[B")
    answer(child, "Objective tile", "73")
    answer(child, "Objective tile", "#83")
    answer(child, "Objective tile")
    enter_player(child, "Ann", "30", ["", "1", "", "", "1", ""], "3", "2")
    enter_player(child, "Ben", "28", ["", "", "", "", "", ""], "5", "1")
    answer(child, "Player 3 name")
    child.expect("Ann: 48 PP")
    child.expect("Ben: 51 PP")
    child.expect("Winner: Ben")
    rec = finish(child, tmp_path, 0)
    assert rec["variant"] == "dragonlord" and rec["objectives"] == [73, 83] and "draft" not in rec


def test_ctrl_c_saves_and_score_resumes(tmp_path):
    child = spawn(tmp_path, "simurgh", "--objective-ties", "dense")
    answer(child, "Variant")
    answer(child, "Objective tile", "73")
    answer(child, "Objective tile")
    enter_player(child, "Ann", "30", [""] * 6, "0", "3")
    answer(child, "name", "Ben")
    child.expect("score track")
    child.sendcontrol("c")
    child.expect("saved to")
    rec = finish(child, tmp_path, 130)
    assert rec["draft"] is True and rec["objective_ties"] == "dense"
    assert [p["name"] for p in rec["players"]] == ["Ann", "Ben"]

    # resume: Ben's answers only. Hand check (Spearman, 0 left -> 0 PP): #73 counts 3/3 -> 8 each;
    # Ann 30 + 8 = 38, Ben 30 + 8 = 38; tie -> shared, or Ben on ability tokens (2 vs 0).
    (draft,) = tmp_path.glob("scorer-simurgh-*.json")
    child = spawn(tmp_path, "score", str(draft))
    answer(child, "Ben: PP on the score track", "30")
    for _ in range(6):
        answer(child, "left:", "")
    answer(child, "ability tokens", "2")
    answer(child, "count for Objective #73", "3")
    answer(child, "Player 3 name")
    child.expect("Winner: Ben")
    child.expect("Ann and Ben tied on 38 PP: by the rules they share the win")
    rec = finish(child, tmp_path, 0)
    assert "draft" not in rec and rec["players"][1]["track_pp"] == 30


def test_resumed_draft_with_stdout_redirected_prints_json(tmp_path):
    """``scorer score DRAFT --json > file``: questions and the "Objectives entered so far" line stay on the
    terminal, the file holds only the result. Hand check (Spearman, nothing left -> 0 PP): #73 counts 2/1 ->
    Ann 8, Ben 4; Ann 30 + 8 = 38, Ben 28 + 4 = 32."""
    draft = tmp_path / "scorer-simurgh-draft.json"
    draft.write_text(json.dumps({"game": "simurgh", "variant": "spearman", "objectives": [73], "draft": True}),
                     encoding="utf-8")
    out = tmp_path / "result.json"
    env = dict(os.environ, SCORER_DRAFTS=str(tmp_path), TERM="xterm", PROMPT_TOOLKIT_NO_CPR="1")
    child = pexpect.spawn("/bin/sh", ["-c", f'"{sys.executable}" -m scorer score "{draft}" --json > "{out}"'],
                          env=env, dimensions=(40, 120), encoding="utf-8", timeout=30, cwd=str(ROOT))
    child.expect("Objectives entered so far: Objective #73")
    answer(child, "Objective tile")
    enter_player(child, "Ann", "30", [""] * 6, "0", "2")
    enter_player(child, "Ben", "28", [""] * 6, "0", "1")
    answer(child, "Player 3 name")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    result = json.loads(out.read_text(encoding="utf-8"))
    assert [p["total"] for p in result["players"]] == [38, 32] and result["winners"] == ["Ann"]
