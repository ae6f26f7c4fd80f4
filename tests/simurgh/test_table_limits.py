"""The box's limits bound the whole table, not only one player (second new-user trial, box limits).

Czech rulebook p.2: the box has 24 dragon cards; p.11 and appendix 02: one ability token per ability and
at most 3 abilities a dragon, so 72 tokens at most. No dragon card is held by two players, so the
players' ability tokens together are at most 72, and their counts for one tile #73-#82 (dragons of
the pictured types, or sets of them: each holds at least one of the player's own dragon cards)
together at most 24. A count for #84 (vegetables + meat, approximate box) and a custom objective's
count are not bounded across the table.
"""

from __future__ import annotations

import pytest
from simurgh_helpers import player, record

from scorer.core.errors import RecordError
from scorer.core.prompts import Draft, ScriptedPrompter, guard
from scorer.core.table import Limit
from scorer.games.simurgh import data, run_entry, score_record

SPEARMAN = "Spearman (Kopiník)"


def enter(tmp_path, answers):
    draft = Draft({"game": "simurgh"}, tmp_path / "g.json")
    prompter = ScriptedPrompter(list(answers))
    with guard(draft):
        rec = run_entry(draft, prompter)
    assert prompter.answers == [], "every scripted answer is used"
    return rec


# --- library ---------------------------------------------------------------------------------------


def test_the_table_shares_the_dragon_cards():
    """24 dragon cards (p.2): when Ann and Ben count 3 each, 24 - 6 = 18 are left; players at 0 are not named."""
    room = data.table_room(data.dragon_count_limit(), [("Ann", 3), ("Ben", 3)], "count")
    assert room == Limit(18, "24 dragon cards in the box (Czech rulebook p.2), and Ann and Ben count 6")
    one = data.table_room(data.dragon_count_limit(), [("Ann", 3), ("Ben", 0)], "count")
    assert one.value == 21 and one.source.endswith(", and Ann counts 3")
    assert data.table_room(data.dragon_count_limit(), [("Ann", 0)], "count") == data.dragon_count_limit()


def test_which_bounds_the_table_shares_is_in_the_data():
    """Dragon counts and ability tokens are shared (each is on one player's dragon cards); a custom count is not."""
    limits = data.load().limits
    assert limits.dragon_count.shared and "dragon card" in limits.dragon_count.shared
    assert limits.ability_tokens.shared and "dragon card" in limits.ability_tokens.shared
    assert limits.custom_count.shared is None


# --- records ----------------------------------------------------------------------------------------


def test_a_record_with_3_times_30_ability_tokens_is_refused():
    """72 tokens at most (p.2, p.11, appendix 02): Ann 30 + Ben 30 leave 12 for Cid, who has 30."""
    rec = record([player("Ann", 10, 30), player("Ben", 10, 30), player("Cid", 10, 30)])
    with pytest.raises(RecordError) as caught:
        score_record(rec)
    text = str(caught.value)
    assert text.startswith("$.players[2].ability_tokens: Cid's ability tokens must be at most 12 (")
    assert "24 dragon cards" in text and "and Ann and Ben have 60" in text and "got 30" in text


def test_a_record_with_3_times_20_counts_for_73_is_refused():
    """24 dragon cards (p.2): Ann 20 + Ben 20 is already more than the box: Ben may have at most 4."""
    rec = record(
        [player("Ann", 10, 0, {"73": 20}), player("Ben", 10, 0, {"73": 20}), player("Cid", 10, 0, {"73": 20})], [73]
    )
    with pytest.raises(RecordError) as caught:
        score_record(rec)
    text = str(caught.value)
    assert text.startswith("$.players[1].objective_counts.73: Ben's count for Objective #73 must be at most 4 (")
    assert "24 dragon cards in the box" in text and "and Ann counts 20" in text


def test_counts_that_fit_the_box_together_still_score():
    """Ann 12 + Ben 12 = 24 for #73 (the whole box): both tie for 1st, 8 PP each (appendix 03, skip reading)."""
    rec = record([player("Ann", 10, 36, {"73": 12}), player("Ben", 10, 36, {"73": 12})], [73])
    assert [p.total for p in score_record(rec).players] == [18, 18]


def test_other_tiles_count_their_own_dragons():
    """The 24 dragon cards bound each tile separately: Ann 20 for #73 and Ben 20 for #74 are fine."""
    rec = record([player("Ann", 0, 0, {"73": 20, "74": 0}), player("Ben", 0, 0, {"73": 0, "74": 20})], [73, 74])
    assert [p.total for p in score_record(rec).players] == [8, 9]


def test_custom_counts_are_not_shared():
    rec = record(
        [player("Ann", 0, 0, {"Gold": 500}), player("Ben", 0, 0, {"Gold": 500})], [{"name": "Gold", "pp": [5, 0, 0]}]
    )
    assert [p.total for p in score_record(rec).players] == [5, 5]


# --- at the prompt ----------------------------------------------------------------------------------


def test_ann_6_and_ben_70_tokens_are_refused_at_the_prompt(tmp_path):
    """The trial's Ann 6 + Ben 70 = 76 tokens: Ben is refused with 'at most 66', then 66 is taken."""
    answers = [SPEARMAN, "", "Ann, Ben", "", "1", *[""] * 6, "6", "1", *[""] * 6, "70"]
    draft = Draft({"game": "simurgh"}, tmp_path / "g.json")
    with pytest.raises(AssertionError, match=r"rejected: at most 66: 24 dragon cards.*, and Ann has 6$"), guard(draft):
        run_entry(draft, ScriptedPrompter(list(answers)))
    rec = enter(tmp_path, [*answers[:-1], "66"])
    assert [p["ability_tokens"] for p in rec["players"]] == [6, 66]


def test_counts_3_22_1_for_74_are_refused_at_the_prompt(tmp_path):
    """The trial's #74 counts 3 + 22 + 1 = 26 > 24 dragon cards (p.2): Ben's 22 is refused ('at most 21'),
    and after Ben's 21 Cid's 1 ('at most 0'); Cid's 0 is taken."""
    p = ["1", *[""] * 6, ""]
    start = [SPEARMAN, "74", "", "Ann, Ben, Cid", "", "", *p, "3", *p]
    draft = Draft({"game": "simurgh"}, tmp_path / "g.json")
    expected = r"rejected: at most 21: 24 dragon cards in the box \(Czech rulebook p\.2\), and Ann counts 3$"
    with pytest.raises(AssertionError, match=expected), guard(draft):
        run_entry(draft, ScriptedPrompter([*start, "22"]))
    draft = Draft({"game": "simurgh"}, tmp_path / "h.json")
    expected = r"rejected: at most 0: 24 dragon cards in the box \(Czech rulebook p\.2\), and Ann and Ben count 24$"
    with pytest.raises(AssertionError, match=expected), guard(draft):
        run_entry(draft, ScriptedPrompter([*start, "21", *p, "1"]))
    rec = enter(tmp_path, [*start, "21", *p, "0"])
    assert [q["objective_counts"]["74"] for q in rec["players"]] == [3, 21, 0]
