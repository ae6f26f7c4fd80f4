"""`scorer simurgh` in a real terminal (pexpect): a whole game with other digits at the tile prompt, going
back from one player's answers to the previous player's track PP, Ctrl-C saving the entry (also in the middle
of a custom objective) and `scorer score DRAFT` resuming it, hand-edited drafts refused in one line."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from helpers import DOWN, ENTER, answer, finish, saved_after_stop, spawn

pytestmark = pytest.mark.terminal

PLAYERS = [("Player 1 name", "Ann, Ben" + ENTER), ("Player 3 name", ENTER)]
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
        ("Table: variant Spearman (Kopiník), objective #73, players Ann, Ben", ""),
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
