"""The Czech new-user trial of Simurgh (after issue 13 and the Czech catalogue; /tmp/reports/trial-simurgh.md):
record messages and prompts in Czech with the player's name in the nominative and the objective in the case
its sentence needs, the rulebook's words ("nic" for a place that scores nothing, appendix 03), no English id
left in the explanation, no nested brackets, a tile prompt that says what it did not understand and
suggests the word meant."""

from __future__ import annotations

import json
import re

import pytest
from simurgh_helpers import player, record

from scorer.core.errors import InputError
from scorer.core.i18n import using
from scorer.core.prompts import INTERRUPT, Draft, ScriptedPrompter
from scorer.games.simurgh import entry, run_entry, score_record


def refusal(rec) -> str:
    """The one-line message of a refused record, in Czech."""
    with using("cs"), pytest.raises(InputError) as e:
        score_record(rec)
    return str(e.value)


def nests(text: str) -> bool:
    """Whether brackets are nested in ``text`` ("(a (b))")."""
    depth = 0
    for c in text:
        depth += {"(": 1, ")": -1}.get(c, 0)
        if depth > 1:
            return True
    return False


def two(**ann_extra):
    """Ann and Ben on #73 (counts 2 and 1)."""
    return record(
        [player("Ann", 10, 1, {"73": 2}, **ann_extra), player("Ben", 10, 1, {"73": 1})],
        [73],
    )


# --- records ------------------------------------------------------------------------------------------


def test_an_unknown_tile_says_how_to_write_a_custom_objective_in_czech():
    rec = two()
    rec["objectives"].append(85)
    text = refusal(rec)
    assert text.startswith("$.objectives[1]: neznámá karta cíle 85")
    assert '{"name": ..., "pp": [za 1., 2., 3. místo]}' in text and "1st" not in text


def test_ability_tokens_of_the_wrong_type_or_missing_are_named_in_czech():
    """Trial: "Ann: pole ability tokens: má být celé číslo" (neither Czech nor the JSON key)."""
    rec = two()
    rec["players"][0]["ability_tokens"] = 3.5
    text = refusal(rec)
    assert text.startswith("$.players[0].ability_tokens: Ann: žetony schopností") and "ability tokens" not in text
    del rec["players"][0]["ability_tokens"]
    text = refusal(rec)
    assert text.startswith('$.players[0].ability_tokens: Ann nemá žetony schopností: doplňte "ability_tokens"')


def test_a_tile_listed_twice_is_feminine_karta_and_a_custom_one_masculine_cil():
    rec = two()
    rec["objectives"].append("#73")
    assert refusal(rec) == "$.objectives[1]: Karta cíle #73 je uvedena dvakrát: uveďte každý cíl jen jednou"
    rec = two()
    rec["objectives"] += [{"name": "Modří draci", "pp": [5, 3, 1]}, {"name": "modri draci", "pp": [5, 3, 1]}]
    text = refusal(rec)
    assert text.startswith("$.objectives[2]: cíl „modri draci“ je uveden dvakrát (také jako „Modří draci“)")


def test_counts_name_the_player_in_the_nominative_and_the_card_after_pro_in_the_accusative():
    """Trial: "počet hráče Ann pro cíl Karta cíle #73", "Ben nemá počet pro cíl Karta cíle #73"."""
    rec = two()
    del rec["players"][1]["objective_counts"]["73"]
    assert refusal(rec) == (
        '$.players[1].objective_counts: Ben: chybí počet pro kartu cíle #73 (je ve hře): doplňte "73": N'
    )
    rec = two()
    rec["players"][0]["objective_counts"]["73"] = 99
    text = refusal(rec)
    # 24 dragon cards in the box (Czech rulebook p.2)
    assert text.startswith("$.players[0].objective_counts.73: Ann: počet pro kartu cíle #73: nejvýše 24 (")
    assert not nests(text), text
    rec = two()
    rec["players"][0]["objective_counts"]["#73"] = 2
    assert refusal(rec).endswith("Ann: počet pro kartu cíle #73 je uveden dvakrát: uveďte ho jen jednou")


def test_limits_in_record_messages_have_no_brackets_in_brackets():
    """Trial: "nejvýše 150 (mnohem víc, než hra dosáhne (nejlepší … neuvádějí))"."""
    rec = two()
    rec["players"][0]["track_pp"] = 999
    text = refusal(rec)
    assert text.startswith("$.players[0].track_pp: Ann: body moci na bodovací stupnici: nejvýše 150 (")
    assert not nests(text), text
    rec = two()
    rec["players"][0]["ability_tokens"] = 80
    text = refusal(rec)
    assert "nejvýše 72" in text and not nests(text), text
    with pytest.raises(InputError) as e:  # English too
        score_record({**two(), "players": [player("Ann", 999), player("Ben")]})
    assert str(e.value).startswith("$.players[0].track_pp: Ann's track PP must be at most 150 (") and not nests(
        str(e.value)
    )


def test_too_many_resources_in_a_record_name_the_field():
    """Trial: the 17-resources line had no ``$.`` path (the Spearman limit is 15, Czech rulebook p.6)."""
    text = refusal(two(wood=17))
    assert text.startswith("$.players[0].resources: Ann má 17 surovin, ale ve variantě Kopiník")
    assert "hráče Ann" not in text


def test_the_explanation_names_the_tie_reading_in_czech():
    """Trial: "Varianta Kopiník; shoda na kartách cílů: skip." (the option's id)."""
    with using("cs"):
        first = score_record(two()).explanation[0]
        dense = score_record({**two(), "objective_ties": "dense"}).explanation[0]
    assert first == "Varianta Kopiník; shoda na kartě cíle: další místa se vynechají (skip)."
    assert dense == "Varianta Kopiník; shoda na kartě cíle: další hráč dostane hned následující místo (dense)."
    assert score_record(two()).explanation[0] == "Spearman variant; objective ties: skip."  # English as before


def test_a_place_that_scores_nothing_is_nic_as_the_rulebook_prints_it():
    """#84 prints "nic" for 3rd place (appendix 03): Cid with 1 vegetable is 3rd and scores 0."""
    rec = record(
        [player("Ann", vegetables=3), player("Ben", vegetables=2), player("Cid", vegetables=1)],
        [84],
    )
    with using("cs"):
        result = score_record(rec)
    row = next(r for r in result.players[2].rows if r.item == "Karta cíle #84")
    assert row.points == 0 and row.reason == "počet 1: 3. místo, nic (zelenina + maso) [6/4/–]"
    rec["players"][2]["resources"]["vegetables"] = 2  # Ben and Cid tied for 2nd: 4 PP each
    rec["players"][1]["resources"]["vegetables"] = 3  # Ann and Ben tied for 1st, Cid 3rd: nothing
    with using("cs"):
        result = score_record(rec)
    row = next(r for r in result.players[1].rows if r.item == "Karta cíle #84")
    assert row.points == 6 and row.reason.startswith("počet 3: shoda na 1. místě")


# --- the entry ----------------------------------------------------------------------------------------

#: Kopiník, #73, a custom objective "Modří draci" (10/0/0), Šárka and Jiří, player by player; Šárka: 30 PP,
#: no resources, 3 tokens, #73 count 2, custom count 1; Jiří: 20 PP, no resources, 1 token, #73 count 1, then
#: Ctrl-C before Jiří's custom count.
CS = ["Kopiník (Spearman)", "73", "vlastní", "Modří draci", "10", "", "", "", "Šárka", "Jiří", "", ""]
CS += ["30", "", "", "", "", "", "", "3", "2", "1", "20", "", "", "", "", "", "", "1", "1"]


def test_czech_prompts_name_a_custom_objective_as_such_and_do_not_say_vasich(tmp_path):
    """Trial: "Modří draci (podle jeho podmínky), počet" and "žetony schopností na vašich dracích"."""
    draft = Draft({"game": "simurgh"}, tmp_path / "g.json")
    prompter = ScriptedPrompter([*CS, INTERRUPT])
    with using("cs"), pytest.raises(KeyboardInterrupt):
        run_entry(draft, prompter)
    assert "Šárka: Modří draci (vlastní cíl), počet:" in prompter.asked
    assert "Šárka: žetony schopností na dracích:" in prompter.asked
    assert not any("vaš" in ask for ask in prompter.asked)
    from scorer.core.entry import recap_lines

    with using("cs"):
        lines = recap_lines(json.loads(draft.path.read_text(encoding="utf-8"))["_entry"]["answers"])
    # the review's counts are named as the set-up line names the objectives: "cíl #73", lower case
    assert lines[0].startswith("Nastavení: varianta Kopiník (Spearman), cíl #73, cíl Modří draci")
    assert lines[1].endswith("žetony schopností 3, cíl #73 2, Modří draci 1")


@pytest.mark.parametrize(
    ("typed", "lang", "expected"),
    [
        ("85", "cs", "85 není karta cíle: napište číslo karty 73–84"),
        ("85", "en", "85 is no objective tile: type a tile number 73-84"),
        ("hotvo", "cs", "nemysleli jste „hotovo“?"),
        ("vlastny", "cs", "nemysleli jste „vlastní“?"),
        ("dnoe", "en", "did you mean 'done'?"),
        ("custm", "en", "did you mean 'custom'?"),
    ],
)
def test_the_tile_prompt_says_what_it_did_not_understand(typed, lang, expected):
    with using(lang):
        message = entry.tile_answer(typed, [])
    assert isinstance(message, str) and expected in message, message


def test_tab_at_the_tile_prompt_offers_the_word_that_ends_the_list():
    """Trial: ``hot`` + Tab did not offer ``hotovo``."""
    with using("cs"):
        assert "hotovo" in entry.tile_choices() and entry.tile_answer("hotovo", []) is None
    assert "done" in entry.tile_choices()


def test_a_count_reason_in_a_tile_by_tile_answer_names_the_player_first():
    """Trial: "Ben's count: at most 4" in Czech, the name in the nominative (24 dragon cards, p.2; Ann counts 20)."""
    objective = entry._in_play([74])[0]
    with using("cs"), pytest.raises(InputError) as e:
        entry.parse_tile_counts("20 5 0", objective, entry.data.variants()["spearman"], ["Ann", "Ben", "Cid"])
    assert str(e.value).startswith("Ben, počet: nejvýše 4: ")
    assert re.search(r"a Ann už jich má započítáno 20$", str(e.value))


# --- JSON -----------------------------------------------------------------------------------------------


def test_json_rows_carry_the_records_ids_and_the_result_its_variant_in_every_language():
    """docs/simurgh.md said the JSON keeps ids in English (``"variant": "spearman"``, ``"73"``) while rows had only
    the Czech ``"item": "Karta cíle #73"``: each row now has the record's key as ``id`` (``track_pp``, the tile
    number or custom name of ``objective_counts``, ``resources``), the result its ``variant`` and
    ``objective_ties``; the same in both languages."""
    from helpers import EXAMPLES, run_cli

    outs = []
    for lang in ("cs", "en"):
        code, out, _err = run_cli("--lang", lang, "score", EXAMPLES / "simurgh-spearman.json", "--json")
        assert code == 0
        outs.append(json.loads(out))
    for result in outs:
        assert result["variant"] == "spearman" and result["objective_ties"] == "skip"
        ann = result["players"][0]["breakdown"]
        assert [row["id"] for row in ann] == ["track_pp", "73", "83", "84", "Red and gold dragons", "resources"]
    cs, en = outs
    assert [r["item"] for r in cs["players"][0]["breakdown"]][1] == "Karta cíle #73"
    assert [r["item"] for r in en["players"][0]["breakdown"]][1] == "Objective #73"


# --- switching the counts mode in the review keeps the counts --------------------------------------------

BY_PLAYER_EN = "Player by player (each player's counts after their resources)"
BY_TILE_EN = "Tile by tile (all players' counts for one objective in one answer)"


def review_entry(tmp_path, answers):
    """Enter ``answers`` with the review on; return the record and the prompter."""
    prompter = ScriptedPrompter(list(answers), review=True)
    rec = run_entry(Draft({"game": "simurgh"}, tmp_path / "g.json"), prompter)
    assert prompter.answers == [], "every answer is used"
    return rec, prompter


#: Spearman, #73 and #74; Ann and Ben; then the counts mode.
SETUP = ["Spearman (Kopiník)", "73", "74", "", "Ann, Ben", ""]


def test_switching_to_tile_by_tile_in_the_review_keeps_the_counts(tmp_path):
    """Trial: switching the counts mode in the review asked every count again from empty. Ann: #73 3, #74 0;
    Ben: #73 1, #74 2 (player by player); switched to tile by tile, they are the answers "3 1" and "0 2"."""
    answers = [*SETUP, BY_PLAYER_EN]
    answers += ["20", *[""] * 6, "2", "3", "0", "25", *[""] * 6, "1", "1", "2"]
    answers += ["Change the table", "Objective counts: player by player", BY_TILE_EN, "Score it"]
    rec, prompter = review_entry(tmp_path, answers)
    after = prompter.asked[prompter.asked.index("Which answer?") + 1 :]
    assert after == ["Objective counts:", "Everything right?"]  # no count asked again
    assert [p["objective_counts"] for p in rec["players"]] == [{"73": 3, "74": 0}, {"73": 1, "74": 2}]
    assert any("#73 counts Ann 3, Ben 1" in line for line in prompter.output)  # the review lists them tile by tile


def test_switching_to_player_by_player_in_the_review_keeps_the_counts(tmp_path):
    answers = [*SETUP, BY_TILE_EN]
    answers += ["20", *[""] * 6, "2", "25", *[""] * 6, "1", "3 1", "0 2"]
    answers += ["Change the table", "Objective counts: tile by tile", BY_PLAYER_EN, "Score it"]
    rec, prompter = review_entry(tmp_path, answers)
    after = prompter.asked[prompter.asked.index("Which answer?") + 1 :]
    assert after == ["Objective counts:", "Everything right?"]
    assert [p["objective_counts"] for p in rec["players"]] == [{"73": 3, "74": 0}, {"73": 1, "74": 2}]


# --- going back to the variant says which objectives are kept ------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "variants", "line"),
    [
        ("en", ["Spearman (Kopiník)", "Dragonlord (Pán draků)"], "(objectives kept: #73, #74, Gold)"),
        ("cs", ["Kopiník (Spearman)", "Pán draků (Dragonlord)"], "(cíle zůstávají: #73, #74, Gold)"),
    ],
)
def test_another_variant_after_going_back_says_the_objectives_are_kept(tmp_path, lang, variants, line):
    """Trial: after '<' back to the variant and another choice, the entry went on at the next tile with no word
    that #73 and #74 were kept."""
    answers = [variants[0], "73", "74", "custom", "Gold", "6", "", "", *["<"] * 8]  # back to the variant
    answers += [variants[1], INTERRUPT]
    prompter = ScriptedPrompter(answers)
    with using(lang), pytest.raises(KeyboardInterrupt):
        run_entry(Draft({"game": "simurgh"}, tmp_path / "g.json"), prompter)
    assert prompter.output[-1] == line, prompter.output
    assert prompter.asked[-1] == prompter.asked[1]  # the next tile, asked with the line before it


def test_enter_at_a_players_count_is_0(tmp_path):
    """Trial (keys): player-by-player counts had no default, so a 0 took two keys. Enter is 0 now, as for the
    resources and tokens; a count of 0 scores nothing and takes no place (our reading, docs). #73 8/4/3: Ann 2
    -> 1st, 8 PP; Ben 0 -> nothing. Ann 10 + 8 = 18, Ben 10."""
    answers = [*SETUP[:2], "", "Ann, Ben", "", ""]  # Spearman, #73, Enter; players; player by player
    answers += ["10", *[""] * 6, "", "2", "10", *[""] * 6, "", ""]  # Ben's count: Enter
    prompter = ScriptedPrompter(answers)
    rec = run_entry(Draft({"game": "simurgh"}, tmp_path / "g.json"), prompter)
    assert [p["objective_counts"] for p in rec["players"]] == [{"73": 2}, {"73": 0}]
    assert [p.total for p in score_record(rec).players] == [18, 10]
