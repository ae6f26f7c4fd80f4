"""What new users at a Czech table found in the core (LANG=cs_CZ.UTF-8, a real terminal; issues 12 and 9).

1. a menu answer was logged as its shown text, so a draft typed in Czech and resumed in English (or back)
   lost it ("the saved answer 'Celý balíček: …' no longer fits"), and the default then chose another one;
2. a yes/no question took ``n`` at once and the Enter after it answered the next question;
3. Click's, Typer's and the JSON parser's English in Czech output;
4. a long refusal under a prompt cut at the terminal's width;
5. Czech core sentences that decline a player's name ("odpovědi hráče Šárka");
6. the language chosen by one ``main()`` call kept for the next (tests run the CLI in one process);
7. a record re-saved by a game lost its ``"lang"``.
"""

from __future__ import annotations

import json
import os
import re
import sys

import pytest
from helpers import ENTER, EXAMPLES, ROOT, run_cli

from scorer.core import i18n
from scorer.core.entry import Entry, recap_lines, run
from scorer.core.prompts import INTERRUPT, Draft, ScriptedPrompter, guard

core = i18n.translations("core")

#: Two core messages as menu choices: their Czech is in core.po ("Spočítat", "Změnit nastavení hry").
SCORE, CHANGE = "Score it", "Change the table"


def menu_flow(entry: Entry) -> dict:
    """A toy flow: a menu whose choices are catalogue messages, then a number."""
    choice = entry.select("mode", core.gettext("Everything right?"), [core.gettext(SCORE), core.gettext(CHANGE)])
    n = entry.integer("n", "n?")
    return {"game": "toy", "mode": choice, "n": n}


def interrupted(tmp_path, flow, answers, lang):
    """Run ``flow`` in ``lang`` until the scripted Ctrl-C; return the saved draft."""
    path = tmp_path / "d.json"
    draft = Draft({"game": "toy"}, path, lang=lang)
    with i18n.using(lang), pytest.raises(Exception, match=r"saved|uloženo|interrupted|přerušeno"), guard(draft):
        run(flow, draft, ScriptedPrompter([*answers, INTERRUPT]))
    return json.loads(path.read_text(encoding="utf-8"))


def resume(tmp_path, flow, saved, answers, lang):
    path = tmp_path / "d.json"
    ask = ScriptedPrompter(list(answers))
    with i18n.using(lang):
        record = run(flow, Draft(saved, path, lang=lang), ask)
    assert ask.answers == [], "every scripted answer is used"
    return record, ask


# --- 1. menu answers do not depend on the language ---------------------------------------------------------


def test_a_menu_answer_is_logged_in_a_form_that_does_not_depend_on_the_language(tmp_path):
    saved = interrupted(tmp_path, menu_flow, ["Změnit nastavení hry"], "cs")
    (item,) = saved["_entry"]["answers"]
    assert item["answer"] == CHANGE and item["choice"] == 1  # the English message and its position
    assert item["shown"] == "Změnit nastavení hry"  # as it was shown, for the recap


@pytest.mark.parametrize(("typed_in", "resumed_in"), [("cs", "en"), ("en", "cs"), ("cs", "cs")])
def test_a_menu_answer_survives_a_resume_in_another_language(tmp_path, typed_in, resumed_in):
    with i18n.using(typed_in):
        chosen = core.gettext(CHANGE)
    saved = interrupted(tmp_path, menu_flow, [chosen], typed_in)
    record, ask = resume(tmp_path, menu_flow, saved, ["7"], resumed_in)  # only the number is asked
    with i18n.using(resumed_in):
        assert record["mode"] == core.gettext(CHANGE)  # the choice, as the resumed language shows it
    assert ask.asked == ["n?"]
    assert not any("no longer fits" in line or "už nesedí" in line for line in ask.output)


@pytest.mark.parametrize("old_text", ["Změnit nastavení hry", "Change the table"])
def test_an_old_draft_with_the_shown_text_in_either_language_is_read(tmp_path, old_text):
    # Drafts saved before this change hold the menu's text as it was shown, in the language it was typed in.
    old = {"game": "toy", "draft": True, "_entry": {"answers": [{"key": "mode", "ask": "?", "answer": old_text}]}}
    for lang in ("en", "cs"):
        record, ask = resume(tmp_path, menu_flow, json.loads(json.dumps(old)), ["3"], lang)
        with i18n.using(lang):
            assert record["mode"] == core.gettext(CHANGE)
        assert ask.asked == ["n?"]


def test_the_recap_shows_a_menu_answer_in_the_language_of_the_resume(tmp_path):
    saved = interrupted(tmp_path, menu_flow, ["Změnit nastavení hry"], "cs")
    _, ask = resume(tmp_path, menu_flow, saved, ["7"], "en")
    assert ask.output[:2] == ["Entered so far:", "  Table: Change the table"]  # not the Czech it was typed in


def names_flow(entry: Entry) -> dict:
    """A menu that names things from the data (no catalogue message): given as a function of the language."""

    def shown() -> list[str]:
        return [i18n.shown_name("Miserable", "Ubohý"), i18n.shown_name("Twice Miserable", "Dvakrát ubohý")]

    state = entry.select("state", "state?", shown, group="Ann")
    n = entry.integer("n", "n?", group="Ann")
    return {"game": "toy", "state": state, "n": n}


def test_a_menu_of_data_names_given_as_a_function_resumes_in_the_other_language(tmp_path):
    saved = interrupted(tmp_path, names_flow, ["Dvakrát ubohý"], "cs")
    assert saved["_entry"]["answers"][0]["answer"] == "Twice Miserable"  # rendered in English for the log
    record, ask = resume(tmp_path, names_flow, saved, ["2"], "en")
    assert record["state"] == "Twice Miserable" and ask.output[1] == "  Ann: Twice Miserable"


def test_a_menu_with_values_logs_the_value(tmp_path):
    def flow(entry: Entry) -> dict:
        kinds = [core.gettext(SCORE), core.gettext(CHANGE)]
        kind = entry.select("kind", "kind?", kinds, values=["score", "change"])
        return {"game": "toy", "kind": kind, "n": entry.integer("n", "n?")}

    saved = interrupted(tmp_path, flow, ["Spočítat"], "cs")
    assert saved["_entry"]["answers"][0]["answer"] == "score"
    record, _ = resume(tmp_path, flow, saved, ["1"], "en")
    assert record["kind"] == "Score it"


def test_a_menu_of_names_that_are_no_message_falls_back_on_the_position(tmp_path):
    # A plain list of data names (a game that has not given a function): the logged position finds it.
    def flow(entry: Entry) -> dict:
        choices = [i18n.shown_name("None", "Žádný"), i18n.shown_name("Miserable", "Ubohý")]
        return {"game": "toy", "state": entry.select("state", "state?", choices), "n": entry.integer("n", "n?")}

    saved = interrupted(tmp_path, flow, ["Ubohý"], "cs")
    assert saved["_entry"]["answers"][0] == {"key": "state", "ask": "state?", "answer": "Ubohý", "choice": 1}
    record, _ = resume(tmp_path, flow, saved, ["1"], "en")
    assert record["state"] == "Miserable"


def test_dominion_quick_counts_typed_in_czech_stay_quick_counts_in_english(tmp_path):
    # The trial: Jana's quick-counts path, typed in Czech, resumed with --lang en, became the full deck.
    # Gardens count 1 VP per 10 cards (Dominion rulebook, Gardens): 3 Gardens with 37 cards = 9, Province 4 x 6 = 24,
    # Estate 3 x 1 = 3: 36 VP (the figure of tests/dominion/test_entry.py's quick path).
    from scorer.games.dominion import run_entry, score_record
    from scorer.games.dominion.entry import QUICK

    with i18n.using("cs"):
        quick_cs = i18n.translations("dominion").gettext(QUICK)
    assert quick_cs != QUICK
    path = tmp_path / "game.json"
    draft = Draft({"game": "dominion"}, path, lang="cs")
    with i18n.using("cs"), pytest.raises(Exception, match=r"uloženo|přerušeno"), guard(draft):
        run_entry(
            draft,
            ScriptedPrompter(["Jana", "", "", "", False, quick_cs, "Provincie 4, Zahrady 3, Statek 3", "", INTERRUPT]),
        )
    saved = json.loads(path.read_text(encoding="utf-8"))
    ask = ScriptedPrompter(["37", "", ""])
    with i18n.using("en"):
        record = run_entry(Draft(saved, path, lang="en"), ask)
    assert ask.answers == []
    assert ask.asked[0] == "Jana: How many cards do you have in total?"  # still the quick path
    assert not any("no longer fits" in line for line in ask.output)
    assert "Jana: Quick counts" in ask.output[2] and "Celý" not in "".join(ask.output)
    assert score_record(record).players[0].total == 36


def test_recap_lines_of_a_yes_no_answer_follow_the_output_language():
    log = [{"key": "x", "ask": "?", "answer": True, "label": "inn"}]
    assert recap_lines(log) == ["Table: inn yes"]
    with i18n.using("cs"):
        assert recap_lines(log) == ["Nastavení: inn ano"]


# --- 2. yes/no waits for Enter; 4. a long refusal is shown whole ------------------------------------------

ASK = """
import sys
from scorer.core.i18n import set_language
from scorer.core.prompts import QuestionaryPrompter
set_language(sys.argv[1])
p = QuestionaryPrompter()
print("CONFIRM", p.confirm("Play on?", default=False))
print("NEXT", repr(p.text("Next?")))
print("LONG", repr(p.text("Long?", validate=lambda t: True if t == "ok" else "refused: " + "word " * 40 + "END")))
"""


def ask_in_a_terminal(tmp_path, lang, columns=120):
    pexpect = pytest.importorskip("pexpect")
    script = tmp_path / "ask.py"
    script.write_text(ASK, encoding="utf-8")
    env = dict(os.environ, PYTHONPATH=str(ROOT), TERM="xterm", PROMPT_TOOLKIT_NO_CPR="1")
    return pexpect.spawn(
        sys.executable, [str(script), lang], env=env, encoding="utf-8", timeout=30, dimensions=(40, columns)
    )


def plain(text: str) -> str:
    return re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", text)


@pytest.mark.terminal
@pytest.mark.parametrize(("lang", "no", "shown"), [("en", "n", "No"), ("cs", "n", "Ne")])
def test_a_yes_no_letter_waits_for_enter_so_the_enter_does_not_answer_the_next_question(tmp_path, lang, no, shown):
    # The trial: "n⏎" at Dominion's yes/no took n at once, and the Enter ended the next list with no cards.
    pexpect = pytest.importorskip("pexpect")
    child = ask_in_a_terminal(tmp_path, lang)
    child.expect_exact("(y/N)" if lang == "en" else "(a/N)")
    child.send(no)
    child.expect_exact(shown)  # the answer chosen is shown...
    with pytest.raises(pexpect.TIMEOUT):
        child.expect_exact("CONFIRM", timeout=1)  # ...and not given before Enter
    child.send(ENTER)
    child.expect_exact("CONFIRM False")
    assert f"Play on? ({'< back' if lang == 'en' else '< zpět'}) {shown}" in plain(child.before)  # echoed
    child.expect_exact("Next?")
    child.send("Bob" + ENTER)
    child.expect_exact("NEXT 'Bob'")  # the next question got its own answer
    child.sendcontrol("c")
    child.expect(pexpect.EOF)


@pytest.mark.terminal
def test_czech_a_is_yes_and_is_echoed_and_a_stray_key_says_which_keys_work(tmp_path):
    pexpect = pytest.importorskip("pexpect")
    child = ask_in_a_terminal(tmp_path, "cs")
    child.expect_exact("(a/N)")
    child.send("x")
    child.expect_exact("(x: napište a nebo n, pak Enter)")
    child.send("a")
    child.expect_exact("Ano")
    child.send(ENTER)
    child.expect_exact("CONFIRM True")
    assert "Play on? (< zpět) Ano" in plain(child.before)  # the answer stays on the line (it was not, after a)
    child.sendcontrol("c")
    child.expect(pexpect.EOF)


@pytest.mark.terminal
@pytest.mark.parametrize("columns", [40, 80, 120])
def test_a_long_refusal_is_shown_whole_on_as_many_lines_as_it_needs(tmp_path, columns):
    # The trial: a refusal in the prompt's bottom line was cut at the terminal's width ("…30 Princezna a d").
    pexpect = pytest.importorskip("pexpect")
    child = ask_in_a_terminal(tmp_path, "en", columns)
    child.expect_exact("(y/N)")
    child.send(ENTER)
    child.expect_exact("Next?")
    child.send(ENTER)
    child.expect_exact("Long?")
    child.send("no" + ENTER)
    child.expect_exact("END")  # the message's last word: drawn, not cut off
    child.send("\x7f\x7fok" + ENTER)
    child.expect_exact("LONG 'ok'")
    child.expect(pexpect.EOF)


# --- 3. Click's, Typer's and the JSON parser's English in Czech ---------------------------------------------


@pytest.mark.parametrize(
    ("args", "said"),
    [
        # since the second Czech trial (Simurgh D1) a misspelt command points to the help of the one meant
        (["domnion"], "scorer: neznámý příkaz „domnion“: nemysleli jste „dominion“? (viz „scorer dominion --help“)"),
        (
            ["realms", "scor"],
            "scorer: neznámý příkaz „scor“: nemysleli jste „score“? (viz „scorer realms score --help“)",
        ),
        (["score"], "scorer: chybí argument „SOUBOR“ (viz „scorer score --help“)"),
        (["carcassonne", "show"], "scorer: chybí argument „SOUBOR“ (viz „scorer carcassonne show --help“)"),
        (["score", "--foo", "x"], "scorer: neznámá volba: --foo (viz „scorer score --help“)"),
        (["score", "a", "b"], "scorer: nadbytečné argumenty: b (viz „scorer score --help“)"),
        (
            ["realms", "score", "--choose"],
            "scorer: volba „--choose“ potřebuje hodnotu (viz „scorer realms score --help“)",
        ),
        (["score", "--json=1", "f"], "scorer: volba „--json“ nemá hodnotu (viz „scorer score --help“)"),
    ],
)
def test_usage_errors_in_czech(args, said):
    code, out, err = run_cli("--lang", "cs", *args)
    assert code == 2 and err.strip() == said


def test_help_shows_czech_names_for_arguments_and_types():
    out = " ".join(run_cli("--lang", "cs", "score", "--help").out.split())
    # second trial (Carcassonne, Dominion E7): an argument is a placeholder like the others (SOUBOR), not "{soubor}"
    assert "[VOLBY] SOUBOR" in out and "SOUBOR <cesta>" in out and "{" not in out and "<path>" not in out
    out = " ".join(run_cli("--lang", "cs", "realms", "score", "--help").out.split())
    assert "KARTY..." in out and "<list[str]>" not in out and "<text>" in out
    out = " ".join(run_cli("score", "--help").out.split())  # English as Typer says it
    assert "[OPTIONS] FILE" in out and "<path>" in out


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("{\n", "řádek 2, sloupec 1: tady má být klíč v dvojitých uvozovkách"),
        ('{"game": }', "řádek 1, sloupec 10: tady má být hodnota"),
        ('{"game": "realms" "x": 1}', "řádek 1, sloupec 19: chybí čárka"),
        ('{"game": "realms}', "řádek 1, sloupec 10: text v uvozovkách není uzavřený"),
        ('{"game": "realms"} x', "řádek 1, sloupec 20: za koncem záznamu ještě něco je"),
    ],
)
def test_a_json_error_gives_its_reason_in_czech(tmp_path, text, reason):
    path = tmp_path / "bad.json"
    path.write_text(text, encoding="utf-8")
    code, out, err = run_cli("--lang", "cs", "score", path)
    assert code == 2 and f"není platný JSON ({reason}): opravte soubor" in err
    assert "Expecting" not in err and "Unterminated" not in err and "Extra data" not in err


# --- 5. a player's name stands in the nominative ----------------------------------------------------------


def test_the_review_names_the_player_in_the_nominative(tmp_path):
    # "Změnit odpovědi hráče Šárka" declined "hráč" but not the name, and made Šárka a man: the name stands alone.
    def flow(entry: Entry) -> dict:
        names = entry.players("Toy", 1, 2)
        return {"game": "toy", "n": entry.integer("p0.n", f"{names[0]}: body?", group=names[0])}

    ask = ScriptedPrompter(
        ["Šárka", "", "3", "Změnit odpovědi: Šárka", "Šárka: body?: 3", "4", "Spočítat"], review=True
    )
    with i18n.using("cs"):
        record = run(flow, Draft({"game": "toy"}, tmp_path / "d.json"), ask)
    assert record["n"] == 4 and ask.answers == []


def test_no_core_sentence_declines_a_name_or_guesses_a_gender():
    # Every core.po translation with a {player}/{name} placeholder (checked by hand: the review's line was the one
    # that declined; "Vítěz: {name}" is a label, the rest put the name first as the subject) keeps the name bare.
    from babel.messages.pofile import read_po

    with (ROOT / "scorer/locale/cs/LC_MESSAGES/core.po").open("rb") as f:
        catalogue = read_po(f)
    for message in catalogue:
        for text in message.string if isinstance(message.string, tuple) else [message.string]:
            assert not re.search(r"(hráče|hráčky|hráči|hráčem) \{(player|name)\}", text), text
            assert "(a)" not in text, text


# --- 6. the language of one command does not leak into the next ---------------------------------------------


def test_the_test_environment_is_neutral():
    # tests/conftest.py: every test starts in English, whatever the shell that runs pytest says.
    assert os.environ.get("LANG") == "C.UTF-8"
    assert not {"LC_ALL", "LC_MESSAGES", "SCORER_LANG"} & set(os.environ)
    assert i18n.language() == "en"


def test_main_chooses_the_language_afresh_and_leaves_it_as_it_found_it(tmp_path):
    missing = tmp_path / "missing.json"
    assert "soubor neexistuje" in run_cli("--lang", "cs", "score", missing).err
    assert i18n.language() == "en"  # not Czech for the next command or library call
    assert "no such file" in run_cli("score", missing).err
    with i18n.using("cs"):  # a library caller's own choice is kept
        assert "no such file" in run_cli("--lang", "en", "score", missing).err
        assert i18n.language() == "cs"
    # the language of a record scored (its "lang") is not kept either
    record = json.loads((EXAMPLES / "realms-rulebook.json").read_text(encoding="utf-8"))
    path = tmp_path / "cs.json"
    path.write_text(json.dumps({**record, "lang": "cs"}), encoding="utf-8")
    assert "Vítěz" in run_cli("score", path).out
    assert i18n.language() == "en"


# --- 7. a record re-saved keeps its language ----------------------------------------------------------------


def test_a_record_saved_again_keeps_its_language(tmp_path):
    from scorer.core.records import load_record, save_record

    path = tmp_path / "r.json"
    save_record(path, {"game": "bluemoon", "lang": "cs", "players": ["Ann"]})
    record = load_record(path)  # a game reads it without "lang"...
    assert "lang" not in record
    save_record(path, {**record, "events": []})  # ...and writes it back
    assert json.loads(path.read_text(encoding="utf-8"))["lang"] == "cs"
    save_record(path, {"game": "bluemoon", "lang": "en"})  # a record that says its language keeps its own
    assert json.loads(path.read_text(encoding="utf-8"))["lang"] == "en"


def test_a_blue_moon_quick_form_added_to_a_czech_game_keeps_its_lang(tmp_path):
    # The i18n engineer's note: `scorer bluemoon -r FILE pay ...` re-saved the game without its "lang".
    path = tmp_path / "game.json"
    code, out, err = run_cli("--lang", "cs", "bluemoon", "-r", path, "pay", "black", "3", "v3")
    assert code == 0, err
    game = json.loads(path.read_text(encoding="utf-8"))
    game["lang"] = "cs"  # a game begun in Czech (e.g. by the entry)
    path.write_text(json.dumps(game), encoding="utf-8")
    code, out, err = run_cli("bluemoon", "-r", path, "offer", "-p", "2", "-c", "7")
    assert code == 0, err
    game = json.loads(path.read_text(encoding="utf-8"))
    assert [e["event"] for e in game["events"]] == ["payment", "offering"] and game["lang"] == "cs"
