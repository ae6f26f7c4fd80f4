"""The second new-user trial of Simurgh (after the core keyed answers by seat): a review change keeps
the other answers; the recap and the review show what was read; a custom objective's PP questions
name it; records read digits as the prompt does and say what is wrong in plain words; counts beyond
what the box holds are refused."""

from __future__ import annotations

import json

import pytest
from simurgh_helpers import player, record

from scorer.core.errors import EntryInterrupted, InputError, RecordError
from scorer.core.prompts import INTERRUPT, Draft, ScriptedPrompter, guard
from scorer.games.simurgh import data, run_entry, score_record

SPEARMAN = "Spearman (Kopiník)"
TILE_ASK = "Objective tile on the statue (73-84, 'custom'; Enter when done)"


def enter(tmp_path, answers, review=False):
    draft = Draft({"game": "simurgh"}, tmp_path / "g.json")
    prompter = ScriptedPrompter(list(answers), review=review)
    with guard(draft):
        rec = run_entry(draft, prompter)
    assert prompter.answers == [], "every scripted answer is used"
    return rec, prompter


def player_answers(track, veg, meat, wood, stone, wisdom, weapons, tokens, *counts):
    return [str(track), str(veg), str(meat), str(wood), str(stone), str(wisdom), str(weapons), str(tokens)] + [
        str(c) for c in counts
    ]


# --- a review change of an objective keeps every player's other answers -----------------------------

# Variant, #74, Enter; Ann and Ben; Ann: track 20, resources 1 2 0 0 0 0, 3 tokens, #74 count 2;
# Ben: track 25, resources 0 0 3 0 0 0, 1 token, #74 count 1.
BASE = [
    SPEARMAN,
    "74",
    "",
    "Ann, Ben",
    "",
    "",  # Enter at "Objective counts:": player by player (issue 13)
    *player_answers(20, 1, 2, 0, 0, 0, 0, 3, 2),
    *player_answers(25, 0, 0, 3, 0, 0, 0, 1, 1),
]


def test_changing_objective_74_to_75_in_the_review_keeps_every_other_answer(tmp_path):
    """Only the #75 counts are asked; track PP, resources and tokens stay with each player."""
    answers = [
        *BASE,
        "Change the table",
        f"{TILE_ASK}: #74",
        "75",
        "4",  # Ann's count for #75
        "0",  # Ben's count for #75
        "Score it",
    ]
    rec, p = enter(tmp_path, answers, review=True)
    after_review = p.asked[p.asked.index("Which answer?") + 2 :]
    assert after_review == [
        "Ann: count for Objective #75 (the dragons pictured on the tile):",
        "Ben: count for Objective #75 (the dragons pictured on the tile):",
        "Everything right?",
    ]
    assert rec["objectives"] == [75]
    ann, ben = rec["players"]
    assert ann == {
        "name": "Ann",
        "track_pp": 20,
        "resources": {"vegetables": 1, "meat": 2, "wood": 0, "stone": 0, "wisdom": 0, "weapons": 0},
        "ability_tokens": 3,
        "objective_counts": {"75": 4},
    }
    assert ben["track_pp"] == 25 and ben["resources"]["wood"] == 3 and ben["ability_tokens"] == 1
    assert ben["objective_counts"] == {"75": 0}
    # #75 is 8/5/2 (appendix 03): Ann 1st (4) 8 PP, Ben counted 0 scores nothing.
    # Ann 20 + 8 + 3 resources // 3 = 1 -> 29; Ben 25 + 0 + 3 // 3 = 1 -> 26.
    result = score_record(rec)
    assert [(q.name, q.total) for q in result.players] == [("Ann", 29), ("Ben", 26)]


# --- 1. the recap and the review show what was read ------------------------------------------------


def test_the_review_lists_tiles_custom_names_and_numbers_as_read(tmp_path):
    """Typed: '８４', 'custom objective' then its name, 'DONE', track '+30'.

    Shown: '#84', the custom objective's name, nothing for DONE, 30."""
    answers = [
        SPEARMAN,
        "８４",
        "custom objective",
        "Blue dragons",
        "10",
        "5",
        "1",
        "DONE",
        "Ann, Ben",
        "",
        "",  # Enter at "Objective counts:": player by player (issue 13)
        *player_answers("+30", 0, 0, 0, 0, 0, 0, 0, 2),
        *player_answers(10, 0, 0, 0, 0, 0, 0, 0, 1),
        "Score it",
    ]
    _rec, p = enter(tmp_path, answers, review=True)
    review = p.output[p.output.index("Review before scoring:") + 1 :]
    assert review[0] == (
        "  Table: variant Spearman (Kopiník), objective #84, objective Blue dragons, 1st PP 10, 2nd PP 5, 3rd PP 1, "
        "players Ann, Ben, counts player by player"
    )
    assert review[1].startswith("  Ann: track PP 30, ")
    assert "８４" not in " ".join(review) and "DONE" not in " ".join(review)


def test_a_resumed_entry_recaps_what_was_read(tmp_path):
    path = tmp_path / "g.json"
    draft = Draft({"game": "simurgh"}, path)
    with pytest.raises(EntryInterrupted), guard(draft):
        run_entry(draft, ScriptedPrompter([SPEARMAN, "７３", "cust", "Blue dragons", "9", "", "", "done", INTERRUPT]))
    saved = json.loads(path.read_text(encoding="utf-8"))
    rest = [
        "Ann, Ben",
        "",
        "",  # Enter at "Objective counts:": player by player (issue 13)
        *player_answers(1, 0, 0, 0, 0, 0, 0, 0, 1, 1),
        *player_answers(1, 0, 0, 0, 0, 0, 0, 0, 0, 0),
    ]
    p = ScriptedPrompter(rest)
    run_entry(Draft(saved, path), p)
    assert p.output[:2] == [
        "Entered so far:",
        "  Table: variant Spearman (Kopiník), objective #73, objective Blue dragons, 1st PP 9, 2nd PP 0, 3rd PP 0",
    ]


# --- 2. a custom objective's PP questions name it ----------------------------------------------------


def test_the_pp_questions_name_the_custom_objective(tmp_path):
    answers = [SPEARMAN, "custom", "Blue dragons", "10", "5", "1", "", "Ann, Ben", "", ""]
    answers += [*player_answers(1, 0, 0, 0, 0, 0, 0, 0, 1), *player_answers(1, 0, 0, 0, 0, 0, 0, 0, 0)]
    _rec, p = enter(tmp_path, answers)
    assert p.asked[3:6] == [
        "Blue dragons: PP for 1st place:",
        "Blue dragons: PP for 2nd place:",
        "Blue dragons: PP for 3rd place:",
    ]


# --- 3. a record reads full-width digits as the prompt does ----------------------------------------


@pytest.mark.parametrize("tile", ["７３", "#７３", "٧٣"])
def test_a_record_tile_in_other_digits_is_the_tile(tile):
    """The prompt takes ７３ (docs/simurgh.md); a record's "７３" was refused as an unknown tile."""
    rec = record([player("Ann", 10, 0, {"73": 2}), player("Ben", 10, 0, {"73": 1})], [tile])
    result = score_record(rec)
    # #73 is 8/4/3: Ann 1st 10 + 8 = 18, Ben 2nd 10 + 4 = 14 (no resources).
    assert [(q.name, q.total) for q in result.players] == [("Ann", 18), ("Ben", 14)]


def test_a_count_keyed_in_other_digits_is_the_tiles_count():
    rec = record([player("Ann", 10, 0, {"７３": 2}), player("Ben", 10, 0, {"#73": 1})], [73])
    assert [q.total for q in score_record(rec).players] == [18, 14]


# --- 4. record errors in plain words, naming the player ----------------------------------------------


@pytest.mark.parametrize(
    "field, value, message",
    [
        (
            "track_pp",
            "34",
            "$.players[0].track_pp: Ann's track PP must be a whole number, not the text '34': write 34 without quotes",
        ),
        (
            "track_pp",
            3.5,
            "$.players[0].track_pp: Ann's track PP must be a whole number, not 3.5: write a whole number like 4",
        ),
        (
            "track_pp",
            None,
            "$.players[0].track_pp: Ann's track PP must be a whole number, not null: write a whole number like 4",
        ),
        (
            "track_pp",
            True,
            "$.players[0].track_pp: Ann's track PP must be a whole number, not true: write a whole number like 4",
        ),
        (
            "ability_tokens",
            "4",
            "$.players[0].ability_tokens: Ann's ability tokens must be a whole number, not the text '4': "
            "write 4 without quotes",
        ),
        (
            "resources",
            [1, 2],
            "$.players[0].resources: Ann's resources must be an object {...}, not a list: fix it",
        ),
    ],
)
def test_a_wrongly_typed_player_field_is_said_in_plain_words(field, value, message):
    rec = record([player("Ann", 10, 0, {"73": 2}), player("Ben", 10, 0, {"73": 1})], [73])
    rec["players"][0][field] = value
    with pytest.raises(RecordError) as caught:
        score_record(rec)
    assert str(caught.value) == message


def test_a_wrongly_typed_resource_or_count_names_it():
    rec = record([player("Ann", 10, 0, {"73": 2}), player("Ben", 10, 0, {"73": 1})], [73])
    rec["players"][1]["resources"]["wood"] = "2"
    with pytest.raises(RecordError) as caught:
        score_record(rec)
    assert (
        str(caught.value) == "$.players[1].resources.wood: Ben's wood must be a whole number, not the text '2': "
        "write 2 without quotes"
    )
    rec["players"][1]["resources"]["wood"] = 2
    rec["players"][0]["objective_counts"]["73"] = "two"
    with pytest.raises(RecordError) as caught:
        score_record(rec)
    assert str(caught.value) == (
        "$.players[0].objective_counts.73: Ann's count for '73' must be a whole number, not the text 'two': "
        "write a whole number like 4"
    )


@pytest.mark.parametrize(
    "change, message",
    [
        (
            lambda r: r["players"][0].pop("ability_tokens"),
            '$.players[0].ability_tokens: Ann has no ability tokens: add "ability_tokens": ...',
        ),
        (
            lambda r: r["players"][1].update(colour="red"),
            "$.players[1]: Ben has an unknown field 'colour': remove it or check its spelling (a player has "
            "name, track_pp, resources, "
            "ability_tokens, objective_counts)",
        ),
        (lambda r: r["players"][0].update(name=5), "$.players[0].name: player 1's name must be text: put it in quotes"),
        (lambda r: r.update(variant=2), "$.variant: the variant must be text: put it in quotes"),
        (
            lambda r: r.update(players="Ann"),
            "$.players: the players must be a list [...], not the text 'Ann': fix it",
        ),
        (
            lambda r: r.update(objectives=[{"name": "Blue", "pp": [1, 2]}]),
            "$.objectives[0].pp: the PP for 1st, 2nd and 3rd place must be a list of 3, got 2: fix it",
        ),
        (lambda r: r.pop("variant"), '$.variant: missing "variant": add it'),
        (
            lambda r: r.update(objectives=[3.5]),
            "$.objectives[0]: the 1st objective must be a whole number, text or an object {...}, not 3.5: fix it",
        ),
        (
            lambda r: r.update(objectives=[{"name": "Blue", "pp": [5, 3, "1"]}]),
            "$.objectives[0].pp[2]: the 3rd-place PP must be a whole number, not the text '1': write 1 without quotes",
        ),
        (
            lambda r: r.update(objectives=[{"name": 7, "pp": [5, 3, 1]}]),
            "$.objectives[0].name: the name must be text: put it in quotes",
        ),
        (
            lambda r: r.update(colour="red"),
            "$: unknown field 'colour': remove it or check its spelling (a record has game, draft, note, variant, "
            "objective_ties, objectives, players)",
        ),
    ],
)
def test_other_record_shape_errors_are_said_in_plain_words(change, message):
    rec = record([player("Ann", 10, 0, {"73": 2}), player("Ben", 10, 0, {"73": 1})], [73])
    change(rec)
    with pytest.raises(RecordError) as caught:
        score_record(rec)
    assert str(caught.value) == message


def test_a_record_may_have_a_note():
    """Every record may carry a "note" (README, records); a Simurgh record with one was refused as unknown."""
    rec = record([player("Ann", 10, 0, {"73": 2}), player("Ben", 10, 0, {"73": 1})], [73], note="Friday at Eva's")
    assert [q.total for q in score_record(rec).players] == [18, 14]


# --- 6. counts beyond what the box holds ------------------------------------------------------------


def test_the_box_bounds_come_from_the_data_with_their_source():
    """Czech rulebook p.2: 24 dragon cards; appendix 02: at most 3 abilities a dragon; p.11: one token an ability."""
    tokens, dragons = data.token_limit(), data.dragon_count_limit()
    assert tokens.value == 72 and "24 dragon cards" in tokens.source and "p.2" in tokens.source
    assert dragons.value == 24 and "24 dragon cards" in dragons.source
    assert data.load().limits.custom_count.limit is None  # no box bound for a custom objective


def test_ability_tokens_beyond_the_box_are_refused_at_the_prompt(tmp_path):
    answers = [SPEARMAN, "", "Ann, Ben", "", "1", *[""] * 6, "99"]
    draft = Draft({"game": "simurgh"}, tmp_path / "g.json")
    with pytest.raises(AssertionError, match=r"rejected: at most 72: .*24 dragon cards"), guard(draft):
        run_entry(draft, ScriptedPrompter(answers))


def test_a_dragon_tile_count_beyond_the_box_is_refused_at_the_prompt(tmp_path):
    answers = [SPEARMAN, "74", "", "Ann, Ben", "", "", "1", *[""] * 6, "", "30"]
    draft = Draft({"game": "simurgh"}, tmp_path / "g.json")
    with pytest.raises(AssertionError, match=r"rejected: at most 24: .*24 dragon cards"), guard(draft):
        run_entry(draft, ScriptedPrompter(answers))
    ok = [SPEARMAN, "74", "", "Ann, Ben", "", "", "1", *[""] * 6, "", "24", "1", *[""] * 6, "", "0"]
    rec, _ = enter(tmp_path, ok)
    assert rec["players"][0]["objective_counts"] == {"74": 24}


def test_a_custom_count_has_no_box_bound(tmp_path):
    """The rulebook cannot bound a house rule's count: 500 is taken (only the 9-digit cap of every prompt)."""
    answers = [SPEARMAN, "custom", "Gold", "5", "", "", "", "Ann, Ben", "", "", "1", *[""] * 6, "", "500"]
    answers += ["1", *[""] * 6, "", "0"]
    rec, _ = enter(tmp_path, answers)
    assert rec["players"][0]["objective_counts"] == {"Gold": 500}


@pytest.mark.parametrize(
    "change, message",
    [
        (
            lambda a: a.update(ability_tokens=99),
            "$.players[0].ability_tokens: Ann's ability tokens must be at most 72 (24 dragon cards",
        ),
        (
            lambda a: a["objective_counts"].update({"74": 30}),
            "$.players[0].objective_counts.74: Ann's count for Objective #74 must be at most 24 (24 dragon cards",
        ),
    ],
)
def test_record_counts_beyond_the_box_are_refused(change, message):
    rec = record([player("Ann", 10, 0, {"74": 2}), player("Ben", 10, 0, {"74": 1})], [74])
    change(rec["players"][0])
    with pytest.raises(InputError) as caught:
        score_record(rec)
    assert str(caught.value).startswith(message)
    ok = record([player("Ann", 10, 72, {"74": 24}), player("Ben", 10, 0, {"74": 0})], [74])
    assert score_record(ok).players[0].total == 10 + 9  # #74 1st: 9 PP (appendix 03)


@pytest.mark.parametrize(
    "tile, too_many, message",
    [
        (83, 73, "Ann's count for Objective #83 must be at most 72 (24 dragon cards"),
        (84, 16, "Ann's count for Objective #84 must be at most 15 (15 resources in all in the Spearman variant"),
    ],
)
def test_a_given_count_for_83_or_84_is_bounded_by_what_it_counts(tile, too_many, message):
    """#83 counts ability tokens (at most 72, as the tokens), #84 vegetables and meat (at most the variant's 15)."""
    rec = record([player("Ann", 10, 0, {str(tile): too_many}), player("Ben", 10, 0)], [tile])
    with pytest.raises(RecordError) as caught:
        score_record(rec)
    assert str(caught.value).startswith(f"$.players[0].objective_counts.{tile}: {message}")
    rec["players"][0]["objective_counts"][str(tile)] = too_many - 1
    # 1st place on the given count against Ben's worked-out 0: #83 14 PP, #84 6 PP (appendix 03).
    assert score_record(rec).players[0].total == 10 + {83: 14, 84: 6}[tile]


def test_a_custom_count_in_a_record_has_no_box_bound():
    rec = record(
        [player("Ann", 10, 0, {"Gold": 500}), player("Ben", 10, 0, {"Gold": 499})], [{"name": "Gold", "pp": [5, 2, 0]}]
    )
    assert [q.total for q in score_record(rec).players] == [15, 12]
