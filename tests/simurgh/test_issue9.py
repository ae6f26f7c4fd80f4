"""Issue 9 for Simurgh, through the library: the trial's findings (S1-S6 and the friction list of
``new-user-trial-realms-dominion-simurgh.md`` section 4), the outcome, the readings that mattered, the
one data loader, and the entry as a core flow (players step, go back, every answer saved, resume)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from simurgh_helpers import SCRIPT, player, record

from scorer.core.data import DataError
from scorer.core.entry import run
from scorer.core.errors import EntryInterrupted, InputError, RecordError
from scorer.core.prompts import BACK, INTERRUPT, Draft, ScriptedPrompter, guard
from scorer.core.render import render_text
from scorer.games.simurgh import data, run_entry, score_record

ROOT = Path(__file__).resolve().parents[2]
SPEARMAN = "Spearman (Kopiník)"
DRAGONLORD = "Dragonlord (Pán draků)"


def score(rec):
    return score_record(rec)


# --- S2: a custom objective named only with punctuation -------------------------------------------


@pytest.mark.parametrize("name", ["!!!", "?", "  ...  "])
def test_s2_record_refuses_a_custom_name_without_letters_or_digits(name):
    """docs/simurgh.md: "the name needs a letter or digit"; '!!!' was scored as a row '!!!' (trial S2)."""
    rec = record(
        [player("Ann", 10, 1, {"73": 1}), player("Ben", 10, 1, {"73": 2})], [73, {"name": name, "pp": [5, 3, 1]}]
    )
    with pytest.raises(
        RecordError,
        match=r"\$\.objectives\[1\]: a custom objective needs a name with letters or "
        r"digits \('",
    ):
        score(rec)


# --- S6: the score track as a limit ---------------------------------------------------------------


def test_s6_track_pp_beyond_the_track_is_refused_with_its_reason():
    """Trial S6: track_pp 10**20 was scored ("Ann: 100000000000000000031 PP")."""
    limit = data.track_limit()
    assert limit.value == 150 and "rulebook does not give the track's length" in limit.source
    ok = record([player("Ann", limit.value), player("Ben", 10)])
    assert score(ok).players[0].total == 150  # Spearman, nothing left: 150 + 0
    for too_many in (limit.value + 1, 10**20):
        bad = record([player("Ann", too_many), player("Ben", 10)])
        with pytest.raises(
            InputError,
            match=r"\$\.players\[0\]\.track_pp: Ann's track PP must be at most 150 "
            r"\(far more than a game reaches",
        ):
            score(bad)


# --- wording of record errors ---------------------------------------------------------------------


def test_a_tile_listed_twice_is_named_once():
    """Trial: "'Objective #73' is listed twice (also as 'Objective #73')"."""
    rec = record([player("Ann", 10, 1, {"73": 1}), player("Ben", 10, 1, {"73": 2})], [73, "#73"])
    with pytest.raises(RecordError) as caught:
        score(rec)
    assert str(caught.value) == "$.objectives[1]: Objective #73 is listed twice: list each objective once"


def test_a_custom_name_clashing_with_a_tile_says_so():
    rec = record(
        [player("Ann", 10, 1, {"73": 1}), player("Ben", 10, 1, {"73": 2})], [73, {"name": "#73", "pp": [5, 1, 0]}]
    )
    with pytest.raises(
        RecordError,
        match=r"\$\.objectives\[1\]: '#73' is also the name of Objective #73: "
        r"give the custom objective another name",
    ):
        score(rec)


def test_misspelt_variant_has_no_double_punctuation():
    """Trial: "did you mean 'Spearman'?: use spearman or dragonlord"."""
    rec = record([player("Ann", 10), player("Ben", 10)], variant="spearmen")
    with pytest.raises(RecordError) as caught:
        score(rec)
    assert (
        str(caught.value) == "$.variant: unknown variant 'spearmen': did you mean 'Spearman'? "
        "(use spearman or dragonlord)"
    )
    with pytest.raises(RecordError, match=r"unknown variant 'emperor': use spearman or dragonlord$"):
        score(record([player("Ann", 10), player("Ben", 10)], variant="emperor"))


# --- S4: the headline agrees with the rule it prints ----------------------------------------------


def tie_example():
    return json.loads((ROOT / "examples" / "simurgh-dragonlord-tie.json").read_text(encoding="utf-8"))


def test_s4_three_way_tie_is_a_shared_win_ranked_1_1_1():
    """examples/simurgh-dragonlord-tie.json: Ota, Pia, Rob all 54 PP (sums in test_cli.test_tie_example).
    By the rules (Czech rulebook p.11) they share the win; if they do not want to share, Pia wins with the
    most ability tokens (3 vs 2 and 1)."""
    result = score(tie_example())
    assert [p.rank for p in result.players] == [1, 1, 1]
    assert result.outcome is not None
    assert result.outcome.winners == ("Ota", "Pia", "Rob") and result.outcome.shared
    text = render_text(result)
    assert "Shared win: Ota, Pia, Rob" in text and "Winner:" not in text
    assert "if they do not want to share, Pia wins with the most dragon ability tokens (Ota 2, Pia 3, Rob 1)" in text
    out = result.to_json()
    # every field printed before is kept: winners after the tie-break, everyone tied in shared_winners
    assert out["winners"] == ["Pia"] and out["shared_winners"] == ["Ota", "Pia", "Rob"]
    assert [p["rank"] for p in out["players"]] == [1, 1, 1]
    outcome = out["outcome"]
    assert outcome["winners"] == ["Ota", "Pia", "Rob"] and outcome["shared"] is True
    assert "share the win" in outcome["reason"] and "Czech rulebook p.11" in outcome["reason"]
    tie = outcome["tie_break"]
    assert tie["tied"] == [["Ota", "Pia", "Rob"]] and tie["decided"] is True
    assert "most dragon ability tokens" in tie["rule"] and tie["text"] == out["tie_break"]
    assert tie["winners"] == ["Pia"]


def test_s4_a_tie_still_tied_on_tokens_is_shared_either_way():
    """C20 of the shared cases: Ota and Pia 48 PP, 2 tokens each (test_cases.test_c20...)."""
    case = next(
        c for c in json.loads((Path(__file__).with_name("cases.json")).read_text(encoding="utf-8")) if c["id"] == "C20"
    )
    out = score(case["record"]).to_json()
    assert out["winners"] == ["Ota", "Pia"] and out["outcome"]["shared"] is True
    assert out["outcome"]["tie_break"]["decided"] is False and out["outcome"]["tie_break"]["winners"] == ["Ota", "Pia"]
    assert [p["rank"] for p in out["players"] if p["name"] in ("Ota", "Pia")] == [1, 1]


def test_a_clear_winner_is_not_shared():
    """examples/simurgh-spearman.json: Ann 65, Cyril 56, Ben 55 (test_cli.test_example_...)."""
    rec = json.loads((ROOT / "examples" / "simurgh-spearman.json").read_text(encoding="utf-8"))
    result = score(rec)
    out = result.to_json()
    assert out["outcome"]["winners"] == ["Ann"] and out["outcome"]["shared"] is False
    assert out["outcome"]["reason"] == "highest total (65 PP)" and out["outcome"]["tie_break"] is None
    assert "Winner: Ann" in render_text(result)
    assert {row["unit"] for p in out["players"] for row in p["breakdown"]} == {"PP"} and out["unit"] == "PP"


def test_lower_ties_share_their_rank_too():
    """The rulebook's ability-token tie-break is for the win only (p.11): Ben and Cy tie for 2nd on 20 PP."""
    result = score(record([player("Ann", 30), player("Ben", 20, tokens=5), player("Cy", 20, tokens=1)]))
    assert [p.rank for p in result.players] == [1, 2, 2]


# --- "Rules applied" lists only the readings the result depended on -------------------------------


def rules(rec) -> list[str]:
    return score(rec).assumptions


def test_objective_tie_reading_only_when_an_objective_was_tied():
    no_tie = record([player("Ann", 30, 1, {"73": 2}), player("Ben", 20, 0, {"73": 1})], [73])
    tie = record([player("Ann", 30, 1, {"73": 2}), player("Ben", 20, 0, {"73": 2})], [73])
    assert not any("tied on an objective" in a for a in rules(no_tie))
    assert any(a.startswith("Players tied on an objective") for a in rules(tie))


def test_zero_count_reading_only_when_a_count_was_0():
    some = record([player("Ann", 30, 1, {"73": 2}), player("Ben", 20, 0, {"73": 1})], [73])
    zero = record([player("Ann", 30, 1, {"73": 2}), player("Ben", 20, 0, {"73": 0})], [73])
    assert not any("count of 0" in a for a in rules(some))
    assert any("count of 0" in a for a in rules(zero))


def test_win_rule_only_when_tied_for_the_win():
    clear = record([player("Ann", 30), player("Ben", 20)])
    tied = record([player("Ann", 30, 2), player("Ben", 30, 1)])
    assert not any("share the win" in a for a in rules(clear))
    assert any(a.startswith("Most PP wins; tied players share the win") for a in rules(tied))


def test_83_84_reading_only_when_a_count_was_worked_out():
    given = record([player("Ann", 0, 5, {"83": 1}), player("Ben", 0, 3, {"83": 2})], [83])
    worked = record([player("Ann", 0, 5), player("Ben", 0, 3)], [83])
    assert not any("#83 counts" in a for a in rules(given))
    assert any("#83 counts" in a for a in rules(worked))


def test_text_style_as_the_other_games():
    """Trial friction: "Rules applied" lines in lower case and '->' where Dominion prints '→'."""
    result = score(json.loads((ROOT / "examples" / "simurgh-spearman.json").read_text(encoding="utf-8")))
    assert all(a[0].isupper() for a in result.assumptions), result.assumptions
    assert not any("->" in line for line in [*result.assumptions, *result.explanation])
    assert any("→" in line for line in result.explanation)


# --- data through the one core loader --------------------------------------------------------------


def test_a_broken_data_file_is_one_line_naming_file_and_field(monkeypatch):
    import scorer.core.data as core_data

    real = core_data.read_data("simurgh", "simurgh.json")
    broken = {**real, "score_track": {"limit": "lots", "why": "", "source": ""}}
    monkeypatch.setattr(core_data, "read_data", lambda game, name: broken)
    data.load.cache_clear()
    try:
        with pytest.raises(DataError, match=r"cards_data/simurgh/simurgh.json: \$\.score_track\.limit"):
            data.load()
    finally:
        data.load.cache_clear()


# --- the entry: a core flow --------------------------------------------------------------------------


def enter(tmp_path, answers, record_=None, name="g.json", review=False):
    draft = Draft(record_ or {"game": "simurgh"}, tmp_path / name)
    prompter = ScriptedPrompter(list(answers), review=review)
    with guard(draft):
        rec = run_entry(draft, prompter)
    assert prompter.answers == [], "every scripted answer is used"
    return rec, prompter


def test_entry_asks_the_players_step_first_then_each_players_answers(tmp_path):
    rec, ask = enter(tmp_path, SCRIPT)
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
    assert ask.asked.index("Player 1 name (or all names, comma-separated):") < ask.asked.index(
        "Ann: PP on the score track:"
    )
    saved = json.loads((tmp_path / "g.json").read_text(encoding="utf-8"))
    assert saved == rec  # finished: no draft mark, no answer log
    # Hand check: #73 2/2 -> 8 each (tied 1st); #84 veg+meat 3/4 -> Ann 4, Ben 6;
    # custom 3/1 -> 10/5; leftovers 7 -> 2 and 7 -> 2.
    assert {p.name: p.total for p in score(rec).players} == {"Ann": 34 + 8 + 4 + 10 + 2, "Ben": 31 + 8 + 6 + 5 + 2}


def test_second_place_pp_has_a_default_like_third(tmp_path):
    """Trial friction: "PP for 2nd place:" had no default while "PP for 3rd place: [0]" had."""
    answers = [
        SPEARMAN,
        "custom",
        "Blue dragons",
        "10",
        "",
        "",
        "",
        "Ann, Ben",
        "",
        "",  # Enter at "Objective counts:": player by player (issue 13)
        "1",
        *[""] * 6,
        "0",
        "2",
        "1",
        *[""] * 6,
        "0",
        "1",
    ]
    rec, _ = enter(tmp_path, answers)
    assert rec["objectives"] == [{"name": "Blue dragons", "pp": [10, 0, 0]}]


@pytest.mark.parametrize("typed", ["７３", "٧٣", "#７３", " 73 "])
def test_s1_other_digits_at_the_tile_prompt_are_read_as_the_number(tmp_path, typed):
    """Trial S1: full-width ７３ and Arabic-Indic ٧٣ raised StopIteration inside the prompt's validator."""
    answers = [SPEARMAN, typed, "", "Ann, Ben", "", "", "1", *[""] * 6, "0", "2", "1", *[""] * 6, "0", "1"]
    rec, _ = enter(tmp_path, answers)
    assert rec["objectives"] == [73]


@pytest.mark.parametrize(
    "typed, words",
    [
        # the Czech trial: a number that is no tile is said to be none (before: only the hint)
        ("85", "85 is no objective tile: type a tile number 73-84"),
        ("7³", "7³ is no objective tile: type a tile number 73-84"),
        ("7" * 5000, "7+… is no objective tile: type a tile number"),  # clipped
        ("73 84", "type one tile number at a time"),
        ("abc", "type a tile number"),
    ],
)
def test_bad_tiles_are_refused_at_the_prompt(tmp_path, typed, words):
    with pytest.raises(AssertionError, match=f"rejected: {words}"):
        enter(tmp_path, [SPEARMAN, typed])


def test_a_tile_taken_twice_is_refused_at_the_prompt(tmp_path):
    with pytest.raises(AssertionError, match="rejected: #74 is already in play"):
        enter(tmp_path, [SPEARMAN, "74", "٧٤"])


@pytest.mark.parametrize(
    "name, words", [("!!!", "letters or digits"), ("", "letters or digits"), ("#73", "taken"), ("red", "taken")]
)
def test_s2_custom_names_refused_at_the_prompt(tmp_path, name, words):
    with pytest.raises(AssertionError, match=f"rejected: .*{words}"):
        enter(tmp_path, [SPEARMAN, "73", "custom", "Red", "5", "", "", "custom", name])


def test_s6_track_pp_refused_at_the_prompt_with_the_reason(tmp_path):
    with pytest.raises(AssertionError, match=r"rejected: at most 150: far more than a game reaches"):
        enter(tmp_path, [DRAGONLORD, "", "Ann, Ben", "", "151"])


def test_resources_at_most_says_why(tmp_path):
    """Trial friction: Dragonlord wisdom 11 after 3 others gave "at most 9" without the reason
    (12 in all in the Dragonlord variant, Czech rulebook p.6)."""
    answers = [DRAGONLORD, "", "Ann, Ben", "", "10", "2", "1", "", "", "11"]
    with pytest.raises(
        AssertionError,
        match=r"rejected: at most 9: 12 in all in the Dragonlord variant, "
        r"3 already entered \(Czech rulebook p\.6\)",
    ):
        enter(tmp_path, answers)
    with pytest.raises(
        AssertionError,
        match=r"rejected: at most 15: 15 in all in the Spearman variant "
        r"\(Czech rulebook p\.6\)",
    ):
        enter(tmp_path, [SPEARMAN, "", "Ann, Ben", "", "10", "16"])


def test_five_players_is_the_most(tmp_path):
    answers = [DRAGONLORD, "", "A, B, C, D, E"]
    for _ in "ABCDE":
        answers += ["10", "", "", "", "", "", "", "0"]
    rec, ask = enter(tmp_path, answers)
    assert [p["name"] for p in rec["players"]] == list("ABCDE")
    assert "Simurgh is for at most 5 players: the table is full, on to the next question." in ask.output
    assert all(p.total == 15 for p in score(rec).players)  # Dragonlord: 0 left -> 5 PP


def test_go_back_from_one_players_answers_to_the_previous_players_track(tmp_path):
    """'<' at Ben's track PP steps back through Ann's answers; Ann's track 43 was meant to be 34."""
    cut = SCRIPT.index("31")  # Ben's track PP is next
    ann = SCRIPT[13:cut]
    back = [BACK] * len(ann)  # at Ben's track PP: back to Ann's last count, ..., back to Ann's track PP
    answers = [*SCRIPT[:13], "43", *ann[1:], *back, "34", *SCRIPT[cut:]]
    rec, ask = enter(tmp_path, answers)
    assert rec["players"][0]["track_pp"] == 34
    assert rec["players"][1]["track_pp"] == 31
    assert "(back to: Ann: PP on the score track; it was 43)" in ask.output
    assert rec == enter(tmp_path, SCRIPT, name="fresh.json")[0]


def test_s5_half_typed_custom_objective_is_kept_on_resume(tmp_path):
    """Trial S5: Ctrl-C after a custom objective's name and 1st-place PP lost both."""
    path = tmp_path / "g.json"
    draft = Draft({"game": "simurgh"}, path)
    with pytest.raises(EntryInterrupted), guard(draft):
        run_entry(draft, ScriptedPrompter([SPEARMAN, "73", "custom", "Modří draci", "10", INTERRUPT]))
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["draft"] is True
    assert [a["answer"] for a in saved["_entry"]["answers"]] == [
        "spearman",
        "73",
        "custom",
        "Modří draci",
        "10",
    ]
    rest = ["5", "", "", "Ann, Ben", "", "", "1", *[""] * 6, "0", "2", "3", "1", *[""] * 6, "0", "1", "2"]
    p = ScriptedPrompter(list(rest))
    rec = run_entry(Draft(saved, path), p)
    assert p.asked[0] == "Modří draci: PP for 2nd place:"
    assert p.output[0] == "Entered so far:"
    assert any("Modří draci" in line and "1st PP 10" in line for line in p.output[1:3]), p.output
    assert rec["objectives"] == [73, {"name": "Modří draci", "pp": [10, 5, 0]}]


def test_resume_asks_the_first_missing_answer_with_a_recap(tmp_path):
    path = tmp_path / "g.json"
    cut = SCRIPT.index("31") + 3  # Ctrl-C while Ben's resources are typed
    draft = Draft({"game": "simurgh"}, path)
    with pytest.raises(EntryInterrupted) as stopped, guard(draft):
        run_entry(draft, ScriptedPrompter([*SCRIPT[:cut], INTERRUPT]))
    assert str(path) in str(stopped.value)
    saved = json.loads(path.read_text(encoding="utf-8"))
    p = ScriptedPrompter(SCRIPT[cut:])
    rec = run_entry(Draft(saved, path), p)
    assert p.asked[0] == "Ben: Wood left:"
    assert "  Ben: track PP 31, vegetables 0, meat 4" in p.output
    assert rec == enter(tmp_path, SCRIPT, name="fresh.json")[0]


def test_review_changes_an_answer_before_scoring(tmp_path):
    answers = [*SCRIPT, "Change Ann's answers", "Ann: PP on the score track: 34", "40", "Score it"]
    rec, _ask = enter(tmp_path, answers, review=True)
    assert rec["players"][0]["track_pp"] == 40 and rec["players"][1]["track_pp"] == 31


def test_objective_ties_from_the_command_line_are_kept_in_the_draft(tmp_path):
    rec, _ = enter(tmp_path, SCRIPT, {"game": "simurgh", "objective_ties": "dense"})
    assert rec["objective_ties"] == "dense"


# --- hand-edited drafts are checked before anything is asked ----------------------------------------


def test_a_draft_with_a_bad_variant_answer_is_refused_before_anything_is_asked(tmp_path):
    draft = {
        "game": "simurgh",
        "draft": True,
        "_entry": {"answers": [{"key": "variant", "ask": "Variant:", "answer": "spearmn"}]},
    }
    p = ScriptedPrompter([])
    with pytest.raises(RecordError, match=r"\$\._entry\.answers\[0\]: unknown variant 'spearmn'"):
        run_entry(Draft(draft, tmp_path / "d.json"), p)
    assert p.asked == []


@pytest.mark.parametrize(
    "body, field",
    [
        ({"variant": "spearmn"}, "variant"),
        ({"players": {"name": "Ann"}}, "players"),
        ({"variant": "spearman", "objectives": "73"}, "objectives"),
        ({"variant": "spearman", "objectives": [73], "players": [{"name": "Ann"}]}, "players"),
        ({"_entry": {"answers": []}, "variant": "spearman"}, "variant"),
        ({"objective_ties": "sparse"}, "objective_ties"),
        ({"objective_ties": 3}, "objective_ties"),
    ],
)
def test_a_draft_with_fields_of_a_record_is_refused_in_one_line(tmp_path, body, field):
    """Trial: '"players": {...}' in a draft was a TypeError traceback; a bad variant was found only
    after the first answer."""
    p = ScriptedPrompter([])
    with pytest.raises(RecordError, match=rf"^\$\.{field}: ") as caught:
        run_entry(Draft({"game": "simurgh", "draft": True, **body}, tmp_path / "d.json"), p)
    assert "\n" not in str(caught.value) and p.asked == []


def test_an_earlier_versions_draft_at_the_objectives_continues(tmp_path):
    """Drafts saved before answers were logged held the set-up as fields; the set-up becomes answers."""
    old = {
        "game": "simurgh",
        "draft": True,
        "variant": "Pán draků",
        "objective_ties": "dense",
        "objectives": [73, {"name": "Blue dragons", "pp": [10, 5, None]}],
    }
    p = ScriptedPrompter(["", "Ann, Ben", "", "", "1", *[""] * 6, "0", "2", "1", "1", *[""] * 6, "0", "1", "2"])
    rec = run_entry(Draft(old, tmp_path / "d.json"), p)
    assert p.asked[0] == "Objective tile on the statue (73-84, 'custom'; Enter when done):"
    assert rec["variant"] == "dragonlord" and rec["objective_ties"] == "dense"
    assert rec["objectives"] == [73, {"name": "Blue dragons", "pp": [10, 5, 0]}]
    assert [pl["objective_counts"] for pl in rec["players"]] == [
        {"73": 2, "Blue dragons": 1},
        {"73": 1, "Blue dragons": 2},
    ]


def test_the_flow_alone_is_deterministic(tmp_path):
    """The flow is a function of its answers: run by the core over the same answers, the same record."""
    from scorer.games.simurgh.entry import flow

    a = run(flow, Draft({"game": "simurgh"}, tmp_path / "a.json"), ScriptedPrompter(list(SCRIPT)))
    b = run(flow, Draft({"game": "simurgh"}, tmp_path / "b.json"), ScriptedPrompter(list(SCRIPT)))
    assert a == b and a["players"][0]["track_pp"] == 34


def test_done_ends_the_tiles_after_going_back_to_a_tile_question(tmp_path):
    """After '<' back to a tile question its old answer is the default, so Enter takes it again; 'done' ends
    the list there (found in a terminal pass: 'custom', then back, and the custom objective could not be
    dropped)."""
    answers = [
        SPEARMAN,
        "73",
        "custom",
        BACK,
        "done",
        "Ann, Ben",
        "",
        "",  # Enter at "Objective counts:": player by player (issue 13)
        "1",
        *[""] * 6,
        "0",
        "2",
        "1",
        *[""] * 6,
        "0",
        "1",
    ]
    rec, ask = enter(tmp_path, answers)
    assert rec["objectives"] == [73]
    assert "(back to: Objective tile on the statue (73-84, 'custom'; Enter when done); it was custom)" in ask.output


def test_the_worked_out_count_reading_names_only_the_tiles_worked_out():
    only_83 = record([player("Ann", 0, 5), player("Ben", 0, 3)], [83])
    both = record([player("Ann", 0, 5, vegetables=1), player("Ben", 0, 3)], [83, 84])
    assert [a for a in rules(only_83) if "counts" in a] == [
        "Objective #83 counts the ability tokens entered, unless a count is given (Czech rulebook, appendix 03)"
    ]
    assert [a for a in rules(both) if "counts" in a] == [
        "Objective #83 counts the ability tokens and #84 the vegetables and meat entered, unless a count is given "
        "(Czech rulebook, appendix 03)"
    ]
