"""`scorer simurgh` in a real terminal (pexpect): a whole game with other digits at the tile prompt, going
back from one player's answers to the previous player's track PP, Ctrl-C saving the entry (also in the middle
of a custom objective) and `scorer score DRAFT` resuming it, hand-edited drafts refused in one line."""

from __future__ import annotations

import io
import json
import re
from pathlib import Path

import pytest
from helpers import DOWN, ENTER, answer, finish, saved_after_stop, spawn

pytestmark = pytest.mark.terminal

#: The players step, then Enter at "Objective counts:" (player by player, issue 13): every game here has an
#: objective whose count is asked.
PLAYERS = [("Player 1 name", "Ann, Ben" + ENTER), ("Player 3 name", ENTER), ("Objective counts", ENTER)]
REVIEW = [("Review before scoring:", ""), ("Everything right?", ENTER)]  # Enter: Score it


def player_steps(name: str, track: str, resources: list[str], tokens: str, *counts: str) -> list[tuple[str, str]]:
    """One player's answers: track PP, the six resources, ability tokens, then each count asked."""
    return [
        (f"{name}: PP on the score track", track + ENTER),
        *(
            (f"{name}: {what} left", amount + ENTER)
            for what, amount in zip(["Vegetables", "Meat", "Wood", "Stone", "Wisdom", "Weapons"], resources)
        ),
        (f"{name}: dragon ability tokens", tokens + ENTER),
        *((f"{name}: count for", c + ENTER) for c in counts),
    ]


def saved_record(tmp_path: Path) -> dict:
    """The one record the entry saved."""
    (saved,) = tmp_path.glob("scorer-simurgh-*.json")
    return json.loads(saved.read_text(encoding="utf-8"))


def test_whole_game_with_other_digits_at_the_tile_prompt(tmp_path):
    """Trial S1: ٧٣ (Arabic-Indic) and ７３ (full-width) at the tile prompt filled the screen with "Unhandled
    exception in event loop". Now ٧٣ is #73, and ７٣ again is refused as already in play.

    Dragonlord (one arrow down), #73 and #83; hand check:
    Ann 30 + #73 8 (count 2 > 1) + #83 7 (3 tokens < 5) + 2 left -> 3 = 48;
    Ben 28 + 4 + 14 + 0 left -> 5 = 51. Ben wins."""
    child = spawn(tmp_path, "simurgh")
    child.logfile_read = seen = io.StringIO()
    answer(
        child,
        ("Variant", DOWN + ENTER),
        ("Objective tile", "٧٣" + ENTER),
        ("Objective tile", "#83" + ENTER),
        ("Objective tile", "７３" + ENTER),
        ("#73 is already in play", "\x15" + ENTER),  # Ctrl-U clears the line; Enter: done
        *PLAYERS,
        *player_steps("Ann", "30", ["", "1", "", "", "1", ""], "3", "2"),
        *player_steps("Ben", "28", [""] * 6, "5", "1"),
        *REVIEW,
    )
    finish(child, "Ann: 48 PP", "Ben: 51 PP", "Winner: Ben")
    assert "Unhandled exception" not in seen.getvalue() and "StopIteration" not in seen.getvalue()
    rec = saved_record(tmp_path)
    assert rec["variant"] == "dragonlord" and rec["objectives"] == [73, 83] and "draft" not in rec


def test_go_back_from_one_players_answers_to_the_previous_players_track(tmp_path):
    """Ann's track PP was 43, not 34: noticed at Ben's first question, '<' (no Enter) steps back through
    Ann's answers to her track PP; her later answers are kept. Hand check (Spearman, #73 counts 2/1):
    Ann 34 + 8 + 3 left -> 1 = 43; Ben 28 + 4 + 0 = 32."""
    child = spawn(tmp_path, "simurgh")
    answer(
        child,
        ("Variant", ENTER),
        ("Objective tile", "73" + ENTER),
        ("Objective tile", ENTER),
        *PLAYERS,
        *player_steps("Ann", "43", ["1", "1", "1", "", "", ""], "0", "2"),
    )
    asked = [
        "Ann: PP on the score track",
        *(f"Ann: {r} left" for r in ["Vegetables", "Meat", "Wood", "Stone", "Wisdom", "Weapons"]),
        "Ann: dragon ability tokens on your dragons",
        "Ann: count for Objective #73 (the dragons pictured on the tile)",
    ]
    was = ["43", "1", "1", "1", "0", "0", "0", "0", "2"]
    steps = [("Ben: PP on the score track", "<")]
    steps += [(f"(back to: {q}; it was {a})", "<") for q, a in zip(asked[:0:-1], was[:0:-1])]
    steps += [
        ("(back to: Ann: PP on the score track; it was 43)", ""),
        ("Ann: PP on the score track: [43]", "34" + ENTER),
    ]
    answer(child, *steps, *player_steps("Ben", "28", [""] * 6, "0", "1"), *REVIEW)
    finish(child, "Ann: 43 PP", "Ben: 32 PP", "Winner: Ann")
    rec = saved_record(tmp_path)
    assert [p["track_pp"] for p in rec["players"]] == [34, 28]
    assert rec["players"][0]["resources"] == {
        "vegetables": 1,
        "meat": 1,
        "wood": 1,
        "stone": 0,
        "wisdom": 0,
        "weapons": 0,
    }


def test_ctrl_c_saves_and_score_resumes_with_a_recap(tmp_path):
    child = spawn(tmp_path, "simurgh", "--objective-ties", "dense")
    answer(
        child,
        ("Variant", ENTER),
        ("Objective tile", "73" + ENTER),
        ("Objective tile", ENTER),
        *PLAYERS,
        *player_steps("Ann", "30", [""] * 6, "0", "3"),
    )
    child.expect_exact("Ben: PP on the score track")
    child.sendcontrol("c")
    draft = saved_after_stop(child)
    rec = saved_record(tmp_path)
    assert rec["draft"] is True and rec["objective_ties"] == "dense"
    assert [a["answer"] for a in rec["_entry"]["answers"]][3:5] == ["Ann, Ben", ""]

    # resume: Ben's answers only. Hand check (Spearman, 0 left -> 0 PP): #73 counts 3/3 -> 8 each;
    # Ann 30 + 8 = 38, Ben 30 + 8 = 38: by the rules they share the win; if not, Ben on tokens (2 vs 0).
    child = spawn(tmp_path, "score", draft)
    answer(
        child,
        ("Entered so far:", ""),
        ("Table: variant Spearman (Kopiník), objective ties: dense, objective #73, players Ann, Ben", ""),
        ("Ann: track PP 30", ""),
        *player_steps("Ben", "30", [""] * 6, "2", "3"),
        *REVIEW,
    )
    finish(
        child,
        "Shared win: Ann, Ben",
        "Ann and Ben tied on 38 PP: by the rules they share the win; if they do not want to share, Ben wins",
    )
    rec = saved_record(tmp_path)
    assert "draft" not in rec and rec["players"][1]["track_pp"] == 30 and rec["objective_ties"] == "dense"


def test_half_typed_custom_objective_is_kept(tmp_path):
    """Trial S5: Ctrl-C after a custom objective's name and 1st-place PP lost both. Hand check (Spearman):
    Modří draci 10/5/0, counts 2/1 -> Ann 10, Ben 5; Ann 20 + 10 = 30, Ben 20 + 5 = 25."""
    child = spawn(tmp_path, "simurgh")
    answer(
        child,
        ("Variant", ENTER),
        ("Objective tile", "custom" + ENTER),
        ("Custom objective name", "Modří draci" + ENTER),
        ("PP for 1st place", "10" + ENTER),
    )
    child.expect_exact("PP for 2nd place")
    child.sendcontrol("c")
    draft = saved_after_stop(child)

    child = spawn(tmp_path, "score", draft)
    answer(
        child,
        ("objective Modří draci, 1st PP 10", ""),
        ("Modří draci: PP for 2nd place: [0]", "5" + ENTER),
        ("Modří draci: PP for 3rd place: [0]", ENTER),
        ("Objective tile", ENTER),
        *PLAYERS,
        *player_steps("Ann", "20", [""] * 6, "0", "2"),
        *player_steps("Ben", "20", [""] * 6, "0", "1"),
        *REVIEW,
    )
    finish(child, "Ann: 30 PP", "Ben: 25 PP", "Winner: Ann")
    assert saved_record(tmp_path)["objectives"] == [{"name": "Modří draci", "pp": [10, 5, 0]}]


def test_resumed_draft_with_stdout_redirected_prints_json(tmp_path):
    """``scorer score DRAFT --json > file``: questions and the recap stay on the terminal, the file holds only
    the result. The draft is in the earlier format (set-up as fields): it continues at the objectives.
    Hand check (Spearman, nothing left -> 0 PP): #73 counts 2/1 -> Ann 8, Ben 4; Ann 30 + 8 = 38, Ben 28 + 4 = 32."""
    draft = tmp_path / "scorer-simurgh-draft.json"
    draft.write_text(
        json.dumps({"game": "simurgh", "variant": "spearman", "objectives": [73], "draft": True}), encoding="utf-8"
    )
    out = tmp_path / "result.json"
    child = spawn(tmp_path, "score", draft, "--json", stdout=out)
    answer(
        child,
        ("Table: variant Spearman (Kopiník), objective #73", ""),
        ("Objective tile", ENTER),
        *PLAYERS,
        *player_steps("Ann", "30", [""] * 6, "0", "2"),
        *player_steps("Ben", "28", [""] * 6, "0", "1"),
        *REVIEW,
    )
    finish(child)
    result = json.loads(out.read_text(encoding="utf-8"))
    assert [p["total"] for p in result["players"]] == [38, 32] and result["winners"] == ["Ann"]


@pytest.mark.parametrize(
    "body, shown",
    [
        ({"players": {"name": "Ann"}}, "scorer: $.players: "),  # trial S3: a TypeError traceback
        ({"variant": "spearmn"}, "scorer: $.variant: unknown variant 'spearmn': did you mean 'Spearman'?"),
    ],
)
def test_hand_edited_draft_is_refused_before_anything_is_asked(tmp_path, body, shown):
    draft = tmp_path / "edited.json"
    draft.write_text(json.dumps({"game": "simurgh", "draft": True, **body}), encoding="utf-8")
    child = spawn(tmp_path, "score", draft)
    out = finish(child, code=2)
    assert out.strip().startswith(shown) and out.strip().count("\n") == 0, out


def test_counts_tile_by_tile_with_a_refused_count_back_ctrl_c_and_resume(tmp_path):
    """Issue 13: the table counts the dragons on one tile together, so the counts are typed tile by tile, every
    player's in one answer. Ben's 5 for #74 after Ann's 20 is refused where it is typed (24 dragon cards in the
    box, Czech rulebook p.2); '<' at the custom objective goes back to #74 (Enter keeps it); Ctrl-C at #74 and
    `scorer score DRAFT` continues there with a recap.

    Hand check (Spearman, skip ties, nothing left, appendix 03): #73 8/4/3 counts 3/1/0 -> Ann 8, Ben 4;
    #74 9/5/1 counts 1/2/2 -> Ben and Cid tie 1st (9 each), Ann 3rd (1); Gold 6/3/0 counts 0/0/4 -> Cid 6.
    Ann 30 + 8 + 1 = 39, Ben 28 + 4 + 9 = 41, Cid 25 + 9 + 6 = 40."""
    ask_73 = "Objective #73 (the dragons pictured on the tile), counts for Ann, Ben, Cid:"
    ask_74 = "Objective #74 (the dragons pictured on the tile), counts for Ann, Ben, Cid:"
    child = spawn(tmp_path, "simurgh")
    answer(
        child,
        ("Variant", ENTER),
        ("Objective tile", "73" + ENTER),
        ("Objective tile", "74" + ENTER),
        ("Objective tile", "custom" + ENTER),
        ("Custom objective name", "Gold" + ENTER),
        ("Gold: PP for 1st place", "6" + ENTER),
        ("Gold: PP for 2nd place", "3" + ENTER),
        ("Gold: PP for 3rd place", ENTER),
        ("Objective tile", ENTER),
        ("Player 1 name", "Ann, Ben, Cid" + ENTER),
        ("Player 4 name", ENTER),
        ("Objective counts", "t"),  # Tile by tile: its letter answers the menu at once
        *player_steps("Ann", "30", [""] * 6, ""),
        *player_steps("Ben", "28", [""] * 6, ""),
        *player_steps("Cid", "25", [""] * 6, ""),
        (ask_73, "3 1 0" + ENTER),
    )
    child.expect_exact(ask_74)
    child.sendcontrol("c")
    draft = saved_after_stop(child)

    child = spawn(tmp_path, "score", draft)
    answer(
        child,
        ("Entered so far:", ""),
        ("counts tile by tile, #73 counts Ann 3, Ben 1, Cid 0", ""),
        (ask_74, "20 5 0" + ENTER),
        # the refused answer stays in the line: Ctrl-U clears it
        ("Ben's count: at most 4: 24 dragon cards in the box (Czech rulebook p.2), and Ann counts 20", "\x15"),
        (re.compile(r"separated.{1,4}by.{1,4}spaces"), "1 2 2" + ENTER),  # the empty line's hint; spaces drawn as moves
        ("Gold (its condition), counts for Ann, Ben, Cid:", "<"),
        ("(back to: " + ask_74.rstrip(":") + "; it was Ann 1, Ben 2, Cid 2)", ""),
        (ask_74 + " [1 2 2]", ENTER),
        ("Gold (its condition), counts for Ann, Ben, Cid:", "0 0 4" + ENTER),
        ("Review before scoring:", ""),
        ("#74 counts Ann 1, Ben 2, Cid 2, Gold counts Ann 0, Ben 0, Cid 4", ""),
        ("Everything right?", ENTER),
    )
    finish(child, "Ann: 39 PP", "Ben: 41 PP", "Cid: 40 PP", "Winner: Ben")
    rec = saved_record(tmp_path)
    assert "draft" not in rec and "_entry" not in rec
    assert [p["objective_counts"] for p in rec["players"]] == [
        {"73": 3, "74": 1, "Gold": 0},
        {"73": 1, "74": 2, "Gold": 0},
        {"73": 0, "74": 2, "Gold": 4},
    ]
