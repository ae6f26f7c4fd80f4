"""Issue 13: objective counts entered tile by tile, all players' counts for one tile in one answer (the table
counts the dragons on one tile together), as an alternative to player by player, through the library.

The game used throughout (Spearman, skip ties), checked by hand against the Czech rulebook (p.11 scoring,
appendix 03 tile PP: #73 8/4/3, #75 8/5/2, #83 14/7/3 ability tokens) and the custom objective's own PP:

=====  =====  =====  ===  ============  ======  =====
name   track  #73    #75  Blue dragons  tokens  total
=====  =====  =====  ===  ============  ======  =====
Ann    30     2: 8   0: – 3: 10         4: 7    55
Ben    28     1: 3   3: 8 1: 5          2: 3    47
Cid    25     2: 8   1: 5 0: –          6: 14   52
=====  =====  =====  ===  ============  ======  =====

#73: Ann and Cid tie for 1st (8 each), Ben takes 3rd (3; 2nd is skipped); a count of 0 takes no place;
nobody keeps a resource, so no leftover PP (Spearman: 1 PP per 3).
"""

from __future__ import annotations

import json

import pytest

from scorer.core.errors import EntryInterrupted
from scorer.core.prompts import BACK, INTERRUPT, Draft, ScriptedPrompter, guard
from scorer.games.simurgh import run_entry, score_record
from scorer.games.simurgh.entry import BY_PLAYER, BY_TILE

SETUP = ["Spearman (Kopiník)", "73", "75", "custom", "Blue dragons", "10", "5", "", "83", "", "Ann, Ben, Cid", ""]
NOTHING_LEFT = [""] * 6
#: Each player's own answers: track PP, six resources (Enter = 0), ability tokens.
OWN = {"Ann": ["30", *NOTHING_LEFT, "4"], "Ben": ["28", *NOTHING_LEFT, "2"], "Cid": ["25", *NOTHING_LEFT, "6"]}
#: Each player's counts for #73, #75 and Blue dragons (#83 is counted from the tokens).
COUNTS = {"Ann": ["2", "0", "3"], "Ben": ["1", "3", "1"], "Cid": ["2", "1", "0"]}
PLAYER_BY_PLAYER = [*SETUP, BY_PLAYER, *(a for name in OWN for a in [*OWN[name], *COUNTS[name]])]
TILE_ANSWERS = ["2 1 2", "0 3 1", "3 1 0"]
TILE_BY_TILE = [*SETUP, BY_TILE, *OWN["Ann"], *OWN["Ben"], *OWN["Cid"], *TILE_ANSWERS]
ASK_73 = "Objective #73 (the dragons pictured on the tile), counts for Ann, Ben, Cid:"
ASK_75 = "Objective #75 (the dragons pictured on the tile), counts for Ann, Ben, Cid:"
ASK_BLUE = "Blue dragons (its condition), counts for Ann, Ben, Cid:"


def enter(path, answers, review=False):
    draft = Draft({"game": "simurgh"}, path)
    prompter = ScriptedPrompter(list(answers), review=review)
    with guard(draft):
        rec = run_entry(draft, prompter)
    assert prompter.answers == [], "every scripted answer is used"
    return rec, prompter


def totals(rec):
    return {p.name: p.total for p in score_record(rec).players}


def test_tile_by_tile_gives_the_same_record_as_player_by_player(tmp_path):
    by_player, _ = enter(tmp_path / "a.json", PLAYER_BY_PLAYER)
    by_tile, p = enter(tmp_path / "b.json", TILE_BY_TILE)
    assert by_tile == by_player
    assert json.loads((tmp_path / "b.json").read_text(encoding="utf-8")) == by_player  # saved as the same record
    assert [pl["objective_counts"] for pl in by_tile["players"]] == [
        {"73": 2, "75": 0, "Blue dragons": 3},
        {"73": 1, "75": 3, "Blue dragons": 1},
        {"73": 2, "75": 1, "Blue dragons": 0},
    ]
    assert totals(by_tile) == {"Ann": 55, "Ben": 47, "Cid": 52}  # hand check in the module docstring
    # the counts are asked once per tile, after every player's own answers; never per player
    assert p.asked[-3:] == [ASK_73, ASK_75, ASK_BLUE]
    assert not any(": count for" in q for q in p.asked)


def test_player_by_player_is_the_default_and_asks_as_before(tmp_path):
    """Enter at the menu keeps the player-by-player entry: each player's counts after their own answers."""
    answers = [*SETUP, "", *(a for name in OWN for a in [*OWN[name], *COUNTS[name]])]
    rec, p = enter(tmp_path / "g.json", answers)
    assert totals(rec) == {"Ann": 55, "Ben": 47, "Cid": 52}
    assert "Ann: count for Objective #73 (the dragons pictured on the tile):" in p.asked
    assert ASK_73 not in p.asked


def test_the_menus_letters_choose(tmp_path):
    """'t' is Tile by tile, 's' Spearman (the menus' letter keys); the record is the same."""
    answers = ["s", *SETUP[1:], "t", *OWN["Ann"], *OWN["Ben"], *OWN["Cid"], *TILE_ANSWERS]
    rec, _ = enter(tmp_path / "g.json", answers)
    assert rec == enter(tmp_path / "b.json", TILE_BY_TILE)[0]


def test_no_menu_when_every_count_is_worked_out(tmp_path):
    """#83 and #84 are counted from the tokens and the resources: there is nothing to count by tile."""
    answers = ["Spearman (Kopiník)", "83", "84", "", "Ann", "Ben", "", "30", *NOTHING_LEFT, "1", "20", "1"]
    answers += ["", "", "", "", "", "2"]
    rec, p = enter(tmp_path / "g.json", answers)
    assert "Objective counts:" not in p.asked
    assert [pl["objective_counts"] for pl in rec["players"]] == [{}, {}]


@pytest.mark.parametrize(
    "typed, refused",
    [
        # 24 dragon cards in the box (Czech rulebook p.2), shared by the table: Ann 20 + Ben 4 leave 0 for Cid
        (
            "20 4 1",
            "Cid's count: at most 0: 24 dragon cards in the box (Czech rulebook p.2), and Ann and Ben count 24",
        ),
        ("25 0 0", "Ann's count: at most 24: 24 dragon cards in the box (Czech rulebook p.2)"),
        ("2 1", "2 counts for 3 players: type one count for each of Ann, Ben, Cid, in this order"),
        ("2 1 2 0", "4 counts for 3 players: type one count for each of Ann, Ben, Cid, in this order"),
        ("", "type one count for each of Ann, Ben, Cid, in this order, separated by spaces"),
        ("2 x 2", "Ben's count: 'x' is not a number: type a whole number such as 3"),
        ("2 -1 2", "Ben's count: at least 0"),
    ],
)
def test_every_count_is_checked_where_it_is_typed(tmp_path, typed, refused):
    answers = [*SETUP, BY_TILE, *OWN["Ann"], *OWN["Ben"], *OWN["Cid"], typed]
    with pytest.raises(AssertionError) as caught:
        enter(tmp_path / "g.json", answers)
    assert f"to {ASK_73!r} rejected: {refused}" in str(caught.value)


def test_the_last_count_may_take_what_the_box_has_left(tmp_path):
    """Ann 20 + Ben 4 + Cid 0 = 24, the dragon cards in the box: accepted. A custom objective is not bounded."""
    answers = [*SETUP, BY_TILE, *OWN["Ann"], *OWN["Ben"], *OWN["Cid"], "20, 4, 0", "0 3 1", "123456789 1 0"]
    rec, _ = enter(tmp_path / "g.json", answers)
    assert [pl["objective_counts"]["73"] for pl in rec["players"]] == [20, 4, 0]
    assert rec["players"][0]["objective_counts"]["Blue dragons"] == 123456789


def test_other_digits_are_read_and_kept_as_ascii(tmp_path):
    """Full-width digits (an IME) are read as at every prompt, and kept in the draft as 2 1 2."""
    answers = [*SETUP, BY_TILE, *OWN["Ann"], *OWN["Ben"], *OWN["Cid"], "２ １ ２", INTERRUPT]
    path = tmp_path / "g.json"
    with pytest.raises(EntryInterrupted):
        enter(path, answers)
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["_entry"]["answers"][-1]["answer"] == "2 1 2"


def test_back_from_a_tile_goes_to_the_tile_before_and_to_the_last_player(tmp_path):
    """'<' at #75 asks #73 again (its answer the default); '<' at #73 asks Cid's tokens again, and the
    counts after them are kept (they still fit)."""
    answers = [*SETUP, BY_TILE, *OWN["Ann"], *OWN["Ben"], *OWN["Cid"], "2 1 2", BACK, "2 1 1", BACK, BACK, "5"]
    answers += ["0 3 1", "3 1 0"]
    rec, p = enter(tmp_path / "g.json", answers)
    assert p.asked[-8:] == [
        ASK_73,
        ASK_75,  # '<'
        ASK_73,  # 2 1 1 typed over the old 2 1 2
        ASK_75,  # '<'
        ASK_73,  # '<'
        "Cid: dragon ability tokens on your dragons:",  # 5; #73's 2 1 1 is kept
        ASK_75,
        ASK_BLUE,
    ]
    back = "(back to: Objective #73 (the dragons pictured on the tile), counts for Ann, Ben, Cid; it was "
    assert f"{back}Ann 2, Ben 1, Cid 2)" in p.output and f"{back}Ann 2, Ben 1, Cid 1)" in p.output
    assert [pl["objective_counts"]["73"] for pl in rec["players"]] == [2, 1, 1]
    assert rec["players"][2]["ability_tokens"] == 5


def test_resume_continues_at_the_next_tile_with_a_recap(tmp_path):
    path = tmp_path / "g.json"
    with pytest.raises(EntryInterrupted):
        enter(path, [*TILE_BY_TILE[:-2], INTERRUPT])  # Ctrl-C at #75
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["draft"] is True
    p = ScriptedPrompter(TILE_ANSWERS[1:])
    rec = run_entry(Draft(saved, path), p)
    assert p.asked == [ASK_75, ASK_BLUE]
    assert any(line.endswith("counts tile by tile, #73 counts Ann 2, Ben 1, Cid 2") for line in p.output), p.output
    assert rec == enter(tmp_path / "fresh.json", PLAYER_BY_PLAYER)[0]


def test_review_changes_one_tiles_counts(tmp_path):
    """The review lists a tile's counts by player under the table; changing them asks only that answer."""
    label = f"{ASK_73.rstrip(':')}: Ann 2, Ben 1, Cid 2"
    answers = [*TILE_BY_TILE, "Change the table", label, "2 1 0", "Score it"]
    rec, p = enter(tmp_path / "g.json", answers, review=True)
    table = [line for line in p.output if line.startswith("  Table: ")]
    assert table[0].endswith(
        "players Ann, Ben, Cid, counts tile by tile, #73 counts Ann 2, Ben 1, Cid 2, "
        "#75 counts Ann 0, Ben 3, Cid 1, Blue dragons counts Ann 3, Ben 1, Cid 0"
    )
    assert "#73 counts Ann 2, Ben 1, Cid 0, " in table[1]  # the review after the change
    assert p.asked[-3:] == ["Which answer?", ASK_73, "Everything right?"]  # nothing else asked again
    assert [pl["objective_counts"]["73"] for pl in rec["players"]] == [2, 1, 0]
    # Cid's 0 takes no place on #73 now: Ann 8 (1st), Ben 4 (2nd); Cid loses 8
    assert totals(rec) == {"Ann": 55, "Ben": 48, "Cid": 44}


def test_reordered_players_are_asked_their_tile_counts_again(tmp_path):
    """A tile's answer is in the players' order: after 'Ben, Ann, Cid' in the review, '2 1 2' would give Ann's 2
    to Ben. So each tile is asked again, for the new order; every player keeps their own answers."""
    label = "Player 1 name (or all names, comma-separated): Ann, Ben, Cid"
    answers = [*TILE_BY_TILE, "Change the table", label, "Ben, Ann, Cid", ""]
    answers += ["1 2 2", "3 0 1", "1 3 0", "Score it"]
    rec, p = enter(tmp_path / "g.json", answers, review=True)
    assert "Objective #73 (the dragons pictured on the tile), counts for Ben, Ann, Cid:" in p.asked
    assert [pl["name"] for pl in rec["players"]] == ["Ben", "Ann", "Cid"]
    assert {pl["name"]: pl["objective_counts"] for pl in rec["players"]} == {
        "Ann": {"73": 2, "75": 0, "Blue dragons": 3},
        "Ben": {"73": 1, "75": 3, "Blue dragons": 1},
        "Cid": {"73": 2, "75": 1, "Blue dragons": 0},
    }
    assert totals(rec) == {"Ben": 47, "Ann": 55, "Cid": 52}


def test_switching_to_player_by_player_in_the_review_keeps_the_counts(tmp_path):
    """Since the Czech trial the counts typed tile by tile are kept, each player's from the answer (before: they
    were asked again per player); the record is the one typed player by player."""
    label = "Objective counts: tile by tile"
    answers = [*TILE_BY_TILE, "Change the table", label, BY_PLAYER, "Score it"]
    rec, p = enter(tmp_path / "g.json", answers, review=True)
    assert rec == enter(tmp_path / "b.json", PLAYER_BY_PLAYER)[0]
    assert "Ann: count for Objective #73 (the dragons pictured on the tile):" not in p.asked
