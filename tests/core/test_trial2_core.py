"""The core's findings of the second Czech trials (issue 12): /tmp/reports/trial2-*.md, each test naming its trial.

A toy flow stands in for a game (as in test_entry.py): players, then a number and a card list per player.
"""

import json

import pytest

from scorer.core import i18n
from scorer.core.entry import Entry, run
from scorer.core.errors import RecordError, UnknownNameError
from scorer.core.names import NameMatcher
from scorer.core.prompts import BACK, Draft, ScriptedPrompter, guard, menu_keys
from scorer.core.records import load_record
from scorer.core.table import Limit
from tests.helpers import run_cli

CARDS = NameMatcher(
    {"smoke": ["Smoke", "Kouř"], "wildfire": ["Wildfire", "Požár"], "queen": ["Queen"], "king": ["King"]},
    kind="card",
)


def toy(entry: Entry) -> dict:
    names = entry.players("Toy", 2, 3)
    players = []
    taken: list[str] = []
    for name in names:
        seat = entry.seat(name)
        n = entry.integer(f"{seat}.n", f"{name}: points?", maximum=Limit(50, "the track has 50 spaces"), group=name)
        cards = entry.names(f"{seat}.cards", f"{name}: cards?", CARDS, taken=taken, group=name, label="cards")
        taken += cards
        players.append({"name": name, "n": n, "cards": cards})
    return {"game": "toy", "players": players}


class Recording(ScriptedPrompter):
    """A scripted prompter that also keeps the default each text question offered."""

    def __init__(self, answers, review=False):
        super().__init__(list(answers), review=review)
        self.defaults: list[tuple[str, str]] = []

    def text(self, message, default="", validate=None, choices=()):
        self.defaults.append((message, default))
        return super().text(message, default, validate, choices)


def go(tmp_path, answers, record=None, review=False, lang=None):
    draft = Draft(record or {"game": "toy"}, tmp_path / "d.json", lang=lang)
    prompter = Recording(answers, review=review)
    with guard(draft):
        rec = run(toy, draft, prompter)
    assert prompter.answers == [], "every scripted answer is used"
    return rec, prompter


# --- 1. a one-off --lang does not change the record's language (all five trials) ---------------------------


def test_a_one_off_language_keeps_the_drafts_language(tmp_path):
    # Realms W1, Dominion, Carcassonne, Simurgh W2: a draft begun in Czech, resumed once with --lang en
    # (the CLI gives the draft lang="en"), was "lang": "en" from then on.
    draft = {
        "game": "toy",
        "draft": True,
        "_entry": {"answers": [{"key": "players.1", "ask": "Player 1", "answer": "Ann, Bob"}], "lang": "cs"},
    }
    path = tmp_path / "d.json"
    path.write_text(json.dumps(draft), encoding="utf-8")
    rec, _ = go(tmp_path, ["", "3", "smoke", "4", "king"], record=load_record(path), lang="en")
    assert json.loads(path.read_text(encoding="utf-8"))["lang"] == "cs"


def test_an_entry_added_to_a_finished_record_keeps_its_language(tmp_path):
    # Blue Moon City: a game record entered in Czech, one event resumed with --lang en: the whole game was
    # English afterwards. load_record takes "lang" off (the game never sees it); the file keeps it.
    path = tmp_path / "d.json"
    path.write_text(json.dumps({"game": "toy", "lang": "cs"}), encoding="utf-8")
    draft = Draft(load_record(path), path, lang="en")
    draft.record["_entry"] = {"answers": []}
    draft.save()
    assert json.loads(path.read_text(encoding="utf-8"))["_entry"]["lang"] == "cs"
    draft.finish({"game": "toy", "n": 1})
    assert json.loads(path.read_text(encoding="utf-8")) == {"game": "toy", "n": 1, "lang": "cs"}


def test_a_fresh_entry_takes_the_language_it_is_typed_in(tmp_path):
    rec, _ = go(tmp_path, ["Ann, Bob", "", "3", "smoke", "4", "king"], lang="cs")
    assert json.loads((tmp_path / "d.json").read_text(encoding="utf-8"))["lang"] == "cs"


# --- 2. the help hint after a misspelt command names the right command (Simurgh D1) ------------------------


@pytest.mark.parametrize(
    "args, see",
    [
        (["simurg", "score", "x.json"], "(see 'scorer simurgh --help')"),  # not 'scorer score --help'
        (["simurgh", "tile"], "(see 'scorer simurgh tiles --help')"),
    ],
)
def test_a_misspelt_command_points_to_the_help_of_the_one_meant(clean_language, args, see):
    code, _, err = run_cli(*args)
    assert code == 2 and err.count("\n") == 1 and err.rstrip().endswith(see), err


# --- 3. the players' limit, said naturally (Simurgh 4, Blue Moon 9) ----------------------------------------


def test_the_players_limit_reached_is_said_naturally(tmp_path, clean_language):
    answers = ["A, B, C", "1", "smoke", "2", "king", "3", "queen"]
    _, ask = go(tmp_path, answers)
    assert "Toy is for at most 3 players: the table is full, on to the next question." in ask.output
    with i18n.using("cs"):
        _, ask = go(tmp_path, answers)
    assert "Hra Toy je nejvýše pro 3 hráče: víc jich přidat nejde, pokračujeme." in ask.output


def test_the_players_limit_is_not_said_again_on_a_resume(tmp_path, clean_language):
    # seen while checking item 3 in tmux: a resumed Simurgh draft with 5 players said the limit again after
    # the recap, as if the names had just been typed.
    record = {
        "game": "toy",
        "draft": True,
        "_entry": {"answers": [{"key": "players.1", "ask": "Player 1", "answer": "A, B, C"}]},
    }
    _, ask = go(tmp_path, ["1", "smoke", "2", "king", "3", "queen"], record=record)
    assert not any("at most 3 players" in line for line in ask.output), ask.output


# --- 4. a saved answer that no longer fits is not offered again (Simurgh W1, Dominion 34) ------------------


def test_a_refused_saved_answer_is_named_and_not_the_default(tmp_path, clean_language):
    record = {
        "game": "toy",
        "draft": True,
        "_entry": {
            "answers": [
                {"key": "players.1", "ask": "Player 1", "answer": "Ann, Bob"},
                {"key": "players.3", "ask": "Player 3", "answer": ""},
                # hand-edited: the answer is 500, the shown text is the old one
                {"key": "p0.n", "ask": "Ann: points?", "answer": "500", "shown": "5"},
            ]
        },
    }
    _, ask = go(tmp_path, ["7", "smoke", "4", "king"], record=record)
    said = next(line for line in ask.output if "no longer fits" in line)
    assert said.startswith("(the saved answer '500' no longer fits: at most 50"), said
    assert ("Ann: points?", "") in ask.defaults  # asked without the refused 500 as its default
    recap = " ".join(ask.output)
    assert "Ann: 5" not in recap  # the recap does not list the stale shown text either


# --- 5. 'Šárka,,Jiří': an empty name between commas is skipped (decided: fine as it is) ---------------------


def test_an_empty_name_between_commas_is_skipped(tmp_path):
    rec, _ = go(tmp_path, ["Ann,,Bob", "", "1", "smoke", "2", "king"])
    assert [p["name"] for p in rec["players"]] == ["Ann", "Bob"]


# --- 6. arguments in --help look like every other placeholder (Carcassonne, Dominion E7) -------------------


def test_help_shows_a_required_argument_as_a_placeholder_not_in_braces(clean_language):
    out = " ".join(run_cli("--lang", "cs", "score", "--help").out.split())
    assert "scorer score [VOLBY] SOUBOR" in out and "{" not in out
    out = " ".join(run_cli("score", "--help").out.split())
    assert "scorer score [OPTIONS] FILE" in out and "{" not in out
    _, _, err = run_cli("--lang", "cs", "score")
    assert err.startswith("scorer: chybí argument „SOUBOR“")


# --- 7. a broken draft outside a terminal says what works (Dominion 33) ------------------------------------


def test_a_broken_draft_outside_a_terminal_says_to_fix_the_file(tmp_path, clean_language):
    path = tmp_path / "d.json"
    path.write_text(json.dumps({"game": "realms", "draft": True, "_entry": "garbage"}), encoding="utf-8")
    code, _, err = run_cli("score", path)
    assert code == 2 and "in a terminal" not in err and err.count("\n") == 1, err
    assert err.startswith(f"scorer: {path}: $._entry: ") and "fix the file, or start the entry again" in err
    assert "'scorer realms'" in err


def test_a_broken_draft_names_its_file_in_the_library_too(tmp_path):
    with pytest.raises(RecordError) as refused:
        go(tmp_path, [], record={"game": "toy", "draft": True, "_entry": {"answers": [3]}})
    assert str(refused.value).startswith(f"{tmp_path / 'd.json'}: $._entry.answers[0]: ")


# --- 8. going back: to the answer just changed; out of the entry to the game menu (Carcassonne, Realms) -----


def test_back_at_an_answer_refused_after_a_change_goes_to_the_change(tmp_path, clean_language):
    # Carcassonne: a goods answer changed in the review made a later player's answer no longer fit; '<' there
    # went to the question before it in the flow, not to the answer just changed (three '<' were needed).
    answers = ["Ann, Bob", "", "3", "smoke", "4", "king", "Change Ann's answers", "Ann: cards?: Smoke"]
    answers += ["smoke, king", BACK]  # Bob's king is now taken: Bob's cards are asked again; '<' there
    answers += ["smoke", "Score it"]  # back at Ann's cards (the change): Bob's king fits again, replayed
    rec, ask = go(tmp_path, answers, review=True)
    assert "(back to: Ann: cards?; it was Smoke, King)" in ask.output
    assert [p["cards"] for p in rec["players"]] == [["smoke"], ["king"]]


def test_back_at_the_first_question_may_leave_the_entry(tmp_path):
    # Carcassonne, Realms: after choosing a game in the 'scorer' menu, '<' at the first question could not
    # go back to the menu. A prompter that may leave (the menu's) ends the entry with Back instead.
    from scorer.core.entry import Back

    draft = Draft({"game": "toy"}, tmp_path / "d.json")
    prompter = ScriptedPrompter([BACK])
    prompter.may_leave = True  # type: ignore[attr-defined]
    with pytest.raises(Back):
        run(toy, draft, prompter)


# --- 9. an answer stepped back through and kept says so (Carcassonne) ------------------------------------


def test_an_answer_stepped_back_through_and_kept_says_so(tmp_path):
    # Carcassonne: '<' twice (back past the grain to the wine) and a new wine answer: the grain came back
    # silently with its kept answer, seen only in the review. It is still kept (one key less for each answer
    # that was right, test_entry's test_back_across_players_keeps_the_old_answer_as_default), but said.
    rec, ask = go(tmp_path, ["Ann, Bob", "", "3", "smoke", BACK, BACK, "5", "4", "king"])
    assert ask.output[-1] == "(kept: Ann: cards?; it is Smoke)"
    assert ask.asked[-3:] == ["Ann: points?", "Bob: points?", "Bob: cards?"]
    assert rec["players"][0] == {"name": "Ann", "n": 5, "cards": ["smoke"]}
    saved = json.loads((tmp_path / "d.json").read_text(encoding="utf-8"))
    assert "kept" not in json.dumps(saved)


# --- 10. an unknown name, in natural Czech whatever the kind's gender (Realms 3) ---------------------------


@pytest.mark.parametrize("kind", ["karta", "hráč", "druh figurky", "město", "budova"])
def test_an_unknown_name_names_the_kind_first_in_czech(clean_language, kind):
    with i18n.using("cs"):
        said = str(UnknownNameError(kind, "velitell", ["Velitel"]))
        bare = str(UnknownNameError(kind, "qqq", []))
    assert said == f"{kind} „velitell“ neexistuje: nemysleli jste „Velitel“?"
    assert bare == f"{kind} „qqq“ neexistuje: zkontrolujte, jak je to napsané"
    assert str(UnknownNameError("card", "velitell", ["Velitel"])) == "unknown card 'velitell': did you mean 'Velitel'?"


# --- 11. a Czech menu takes the English letters too, where they do not clash (Simurgh W3) ------------------


def test_menu_letters_of_both_languages():
    keys = menu_keys(["Kopiník (Spearman)", "Pán draků (Dragonlord)"])
    assert keys == {
        "k": "Kopiník (Spearman)",
        "p": "Pán draků (Dragonlord)",
        "s": "Kopiník (Spearman)",
        "d": "Pán draků (Dragonlord)",
    }
    keys = menu_keys(["Stay", "Swap", "Drop"])  # 's' is Stay's shown key: Swap gets 'w', no hidden 's'
    assert keys["s"] == "Stay" and keys["w"] == "Swap" and keys["d"] == "Drop"


def test_a_scripted_menu_answers_an_english_letter_in_czech(tmp_path):
    def flow(entry):
        return {"v": entry.select("v", "Variant:", ["Kopiník (Spearman)", "Pán draků (Dragonlord)"], shortcuts=True)}

    draft = Draft({"game": "toy"}, tmp_path / "d.json")
    assert run(flow, draft, ScriptedPrompter(["d"]))["v"] == "Pán draků (Dragonlord)"
