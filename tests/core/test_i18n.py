"""Czech output (issue 12): the catalogues, choosing the language, plurals, the core's entry and errors in Czech.

Czech words are the rulebooks' (../shared/seeds/, docs/translating.md): *body* (seed 001 "Vítězí hráč s
nejvíce body"), *vítězné body* (seed 002 "karty vítězných bodů"), *body moci* (seed 004), *krystaly*
(seed 000 "získávají oba pouze 3 krystaly"); Czech plural forms: 1 bod, 2 body, 5 bodů.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from helpers import EXAMPLES, ROOT, load_module, run_cli

from scorer.core import i18n
from scorer.core.entry import Entry, run
from scorer.core.prompts import INTERRUPT, Draft, ScriptedPrompter
from scorer.core.result import amount, unit_heading
from scorer.core.words import join, ordinal


def _catalog_tool():
    return load_module(ROOT / "tools" / "catalog.py", "catalog_tool")


# --- the catalogues ----------------------------------------------------------------------------------


@pytest.mark.parametrize("domain", i18n.DOMAINS)
def test_catalogues_are_complete_and_compiled(domain):
    # Every message in the domain's code has a Czech translation, none is stale, none has a placeholder
    # the message lacks, and the shipped .mo is what the .po compiles to (tools/catalog.py check).
    problems = _catalog_tool().problems(domain)
    assert problems == [], "\n".join(problems)


def test_the_check_finds_a_missing_and_a_stale_translation(tmp_path, monkeypatch):
    # The check itself can fail: a message only in the code, one only in the catalogue, an old .mo.
    tool = _catalog_tool()
    code = tmp_path / "scorer" / "games" / "realms"
    code.mkdir(parents=True)
    (code / "x.py").write_text('_("Ann wins")\n_("kept")\n', encoding="utf-8")
    monkeypatch.setattr(tool, "ROOT", tmp_path)
    monkeypatch.setattr(tool, "LOCALE_DIR", tmp_path / "locale")
    po = tool.po_path("realms")
    po.parent.mkdir(parents=True)
    po.write_text(
        'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=utf-8\\n"\n\n'
        'msgid "kept"\nmsgstr "ponecháno"\n\nmsgid "gone"\nmsgstr "pryč"\n',
        encoding="utf-8",
    )
    found = tool.problems("realms")
    assert any("no Czech translation" in p and "'Ann wins'" in p for p in found) or any(
        "not in the catalogue" in p and "'Ann wins'" in p for p in found
    )
    assert any("stale" in p and "'gone'" in p for p in found)
    assert any("out of date" in p for p in found)


def test_czech_plural_forms_come_from_the_catalogue(clean_language):
    # Czech: 1 bod, 2-4 body, 0 and 5+ bodů (the .po header's Plural-Forms); the same for each unit.
    with i18n.using("cs"):
        assert [amount(n, "points") for n in (1, 2, 4, 5, 0, 21)] == [
            "1 bod",
            "2 body",
            "4 body",
            "5 bodů",
            "0 bodů",
            "21 bodů",
        ]
        assert [amount(n, "crystals") for n in (1, 3, 6)] == ["1 krystal", "3 krystaly", "6 krystalů"]
        assert [amount(n, "VP") for n in (1, 2, 44)] == ["1 vítězný bod", "2 vítězné body", "44 vítězných bodů"]
        assert [amount(n, "PP") for n in (1, 3, 65)] == ["1 bod moci", "3 body moci", "65 bodů moci"]
        assert amount(-16, "VP") == "-16 vítězných bodů"
        assert unit_heading("PP") == "body moci"
    assert [amount(1, "points"), amount(2, "points"), amount(24, "VP")] == ["1 point", "2 points", "24 VP"]


def test_join_and_ordinal_in_czech(clean_language):
    with i18n.using("cs"):
        assert join(["Ann", "Bob", "Cyril"]) == "Ann, Bob a Cyril"
        assert join(["skip", "dense"], "or") == "skip nebo dense"
        assert ordinal(2) == "2."
    assert join(["Ann", "Bob", "Cyril"]) == "Ann, Bob and Cyril" and ordinal(2) == "2nd"


def test_names_in_the_output_language(clean_language):
    assert i18n.shown_name("Smoke", "Kouř") == "Smoke"
    with i18n.using("cs"):
        assert i18n.shown_name("Smoke", "Kouř") == "Kouř"
        assert i18n.shown_name("Abundance", None) == "Abundance"  # no Czech name in the data: English
        assert i18n.spellings("Smoke", "Kouř", ["Dým"]) == ["Kouř", "Smoke", "Dým"]


# --- choosing the language ---------------------------------------------------------------------------


def test_language_precedence_flag_env_record_locale_english(clean_language):
    env = clean_language
    assert i18n.language() == "en"  # nothing set
    env.setenv("LANG", "cs_CZ.UTF-8")
    assert i18n.language() == "cs"  # the locale
    env.setenv("LC_ALL", "C")  # LC_ALL comes before LANG
    assert i18n.language() == "en"
    env.delenv("LC_ALL")
    i18n.set_record_language("en")
    assert i18n.language() == "en"  # the record beats the locale
    env.setenv("SCORER_LANG", "cs")
    assert i18n.language() == "cs"  # SCORER_LANG beats the record
    i18n.set_language("en")
    assert i18n.language() == "en"  # --lang beats everything


def test_lang_flag_anywhere_and_env_on_the_command_line(clean_language):
    record = EXAMPLES / "realms-rulebook.json"
    code, out, _ = run_cli("score", record, "--lang", "cs")
    assert code == 0 and "Jiří: 260 bodů" in out  # seed 001 example 1: Jiří 260
    code, out, _ = run_cli("--lang=en", "score", record)
    assert code == 0 and "Jiří: 260 points" in out
    clean_language.setenv("SCORER_LANG", "cs")
    assert "260 bodů" in run_cli("score", record).out
    assert "260 points" in run_cli("score", record, "--lang", "en").out  # the flag beats SCORER_LANG


def test_the_locale_chooses_czech_when_nothing_else_does(clean_language):
    clean_language.setenv("LANG", "cs_CZ.UTF-8")
    assert "Jiří: 260 bodů" in run_cli("score", EXAMPLES / "realms-rulebook.json").out
    clean_language.setenv("LC_MESSAGES", "en_GB.UTF-8")
    assert "Jiří: 260 points" in run_cli("score", EXAMPLES / "realms-rulebook.json").out


@pytest.mark.parametrize(
    ("args", "env", "said"),
    [
        (["--lang", "xx", "score", "x.json"], {}, "--lang 'xx': the languages are cs (Czech) and en (English)"),
        (["score", "x.json", "--lang"], {}, "--lang needs a language: --lang cs or --lang en"),
        (["score", "x.json"], {"SCORER_LANG": "de"}, "SCORER_LANG 'de': the languages are cs"),
        (["--lang", "cs", "score", "--lang=xx"], {}, "--lang „xx“: jazyky jsou cs (čeština) a en (angličtina)"),
    ],
)
def test_an_unknown_language_is_refused_in_one_line(clean_language, args, env, said):
    for k, v in env.items():
        clean_language.setenv(k, v)
    code, out, err = run_cli(*args)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and said in err and "Traceback" not in err


def test_a_record_is_answered_in_its_language_unless_told(tmp_path, clean_language):
    record = json.loads((EXAMPLES / "realms-rulebook.json").read_text(encoding="utf-8"))
    path = tmp_path / "cs.json"
    path.write_text(json.dumps({**record, "lang": "cs"}), encoding="utf-8")
    assert "Jiří: 260 bodů" in run_cli("score", path).out  # the record's language (games never see "lang")
    assert "Jiří: 260 points" in run_cli("score", path, "--lang", "en").out
    clean_language.setenv("SCORER_LANG", "en")
    assert "Jiří: 260 points" in run_cli("score", path).out
    clean_language.delenv("SCORER_LANG")
    clean_language.setenv("LANG", "en_US.UTF-8")
    assert "Jiří: 260 bodů" in run_cli("score", path).out  # the record beats the locale
    path.write_text(json.dumps({**record, "lang": "klingon"}), encoding="utf-8")
    code, _, err = run_cli("score", path)
    assert code == 2 and '$.lang: the language a record was entered in is "cs" or "en"' in err


def test_json_keeps_english_keys_and_words_follow_the_language(clean_language):
    record = EXAMPLES / "realms-rulebook.json"
    en = json.loads(run_cli("--json", "score", record).out)
    cs = json.loads(run_cli("--json", "--lang", "cs", "score", record).out)

    def keys(data):
        if isinstance(data, dict):
            return {k: keys(v) for k, v in data.items()}
        if isinstance(data, list):
            return [keys(v) for v in data]
        return None

    assert keys(cs) == keys(en)
    assert cs["game"] == en["game"] == "realms" and cs["unit"] == en["unit"] == "points"
    assert [p["total"] for p in cs["players"]] == [p["total"] for p in en["players"]]
    assert cs["outcome"]["reason"] != en["outcome"]["reason"]


# --- the CLI's own words -----------------------------------------------------------------------------


def test_help_and_usage_errors_in_czech(clean_language):
    code, out, _ = run_cli("--lang", "cs", "score", "--help")
    assert code == 0
    assert "Použití:" in out and "Záznam hry (JSON)." in out and "Volby" in out and "[povinné]" in out
    assert "Zobrazit tuto nápovědu a skončit." in out
    code, _, err = run_cli("--lang", "cs", "--jsn")
    assert code == 2 and err == "scorer: neznámá volba: --jsn (viz „scorer --help“)\n"
    code, _, err = run_cli("--lang", "cs", "score")
    assert code == 2 and err == "scorer: chybí argument „SOUBOR“ (viz „scorer score --help“)\n"  # Czech name
    code, _, err = run_cli("--jsn")
    assert code == 2 and err == "scorer: No such option: --jsn (see 'scorer --help')\n"  # English unchanged
    code, out, _ = run_cli("score", "--help")  # in the same process: English again
    assert code == 0 and "Usage:" in out and "Options" in out and "Show this message and exit." in out


def test_record_errors_in_czech(tmp_path, clean_language):
    code, _, err = run_cli("--lang", "cs", "score", tmp_path / "missing.json")
    assert code == 2 and err.endswith("missing.json: soubor neexistuje: zkontrolujte cestu\n")
    bad = tmp_path / "bad.json"
    bad.write_text('{"game": "realms",', encoding="utf-8")
    code, _, err = run_cli("--lang", "cs", "score", bad)
    assert code == 2 and "není platný JSON (řádek 1" in err


# --- the core's entry in Czech -----------------------------------------------------------------------


def _flow(entry: Entry) -> dict:
    names = entry.players("Mystical Realms", 2, 3)
    return {
        "game": "realms",
        "scores": {n: entry.integer(f"{entry.seat(n)}.points", f"{n}:", maximum=99, group=n) for n in names},
    }


def test_the_core_entry_speaks_czech_through_a_scripted_prompter(tmp_path, clean_language):
    draft = Draft({"game": "realms"}, tmp_path / "d.json", lang="cs")
    with i18n.using("cs"), pytest.raises(AssertionError, match="ann už u stolu sedí: zadejte jiné jméno"):
        run(_flow, draft, ScriptedPrompter(["Ann", "ann"]))  # Ann again (case folded): refused where typed

    draft = Draft({"game": "realms"}, tmp_path / "d2.json", lang="cs")
    prompter = ScriptedPrompter(["Ann", "Bob", "", "7", "8", "Změnit odpovědi: Bob", "Bob: 8", "9", "Spočítat"])
    prompter.review = True
    with i18n.using("cs"):
        record = run(_flow, draft, prompter)
    assert record == {"game": "realms", "scores": {"Ann": 7, "Bob": 9}}
    assert prompter.asked[:3] == [
        "Jméno 1. hráče (nebo všechna jména oddělená čárkou):",
        "Jméno 2. hráče:",
        "Jméno 3. hráče (Enter = hotovo):",
    ]
    assert "Je všechno správně?" in prompter.asked and "Kterou odpověď?" in prompter.asked
    assert "Kontrola před spočítáním:" in prompter.output
    assert "  Nastavení: hráči Ann, Bob" in prompter.output
    saved = json.loads(draft.path.read_text(encoding="utf-8"))
    assert saved["lang"] == "cs" and "draft" not in saved  # the record keeps the language it was typed in


def test_a_resumed_czech_entry_recaps_in_czech_and_refuses_in_czech(tmp_path, clean_language):
    draft = Draft({"game": "realms"}, tmp_path / "d.json", lang="cs")
    with i18n.using("cs"), pytest.raises(KeyboardInterrupt):
        run(_flow, draft, ScriptedPrompter(["Ann, Bob", "", "7", INTERRUPT]))
    saved = json.loads(draft.path.read_text(encoding="utf-8"))
    assert saved["_entry"]["lang"] == "cs"

    prompter = ScriptedPrompter(["8"])
    with i18n.using("cs"):
        run(_flow, Draft(saved, draft.path), prompter)
    assert prompter.output[:3] == ["Zatím zadáno:", "  Nastavení: hráči Ann, Bob", "  Ann: 7"]
    with i18n.using("cs"):
        check = Entry(Draft({"game": "realms"}, tmp_path / "x.json"), ScriptedPrompter(["100"]))
        with pytest.raises(AssertionError, match="nejvýše 99"):
            check.integer("n", "Kolik?", maximum=99)


# --- in a real terminal ------------------------------------------------------------------------------

ANN = "Mountain, Great Flood, Smoke, Whirlwind, Air Elemental, Wildfire, Mirage"  # seed 001 example 1: 260
BOB = "Blizzard, Cavern, Knights, King, Queen, Princess, Hydra"
#: The question for Bob's second card, whatever its words: Bob, then 2 before the back hint.
BOB_SECOND = re.compile(r"Bob\D*2\D[^\n]*\(< zpět\)")


@pytest.mark.terminal
def test_an_entry_in_a_czech_terminal(tmp_path, clean_language):
    # LANG=cs_CZ.UTF-8 and nothing else: the core's questions, hints, recap, review and result in Czech;
    # the draft and the record keep the language the answers were typed in.
    from helpers import ENTER, answer, finish, spawn

    clean_language.setenv("LANG", "cs_CZ.UTF-8")
    child = spawn(tmp_path, timeout=60)  # a loaded machine (the suite in parallel) is slow to draw
    answer(
        child,
        ("Kterou hru? (< zpět)", ""),
        ("Tajuplné říše", ENTER),  # the Czech edition's title (seed 001), listed first
        ("každá odpověď se hned ukládá do", ""),
        ("Jméno 1. hráče (nebo všechna jména oddělená čárkou): (< zpět)", "Ann, ann" + ENTER),
        ("ann už u stolu sedí: zadejte jiné jméno", "\x7f" * 3 + "Bob" + ENTER),
        ("Jméno 3. hráče (Enter = hotovo): (< zpět)", ENTER),
        ("S jakými kartami se hraje?", ENTER),  # Realms' expansion menu (issue 11): Enter, the base game
        (re.compile(r"Ann[^\n]*\(< zpět\)"), ANN + ENTER),
        (re.compile(r"Bob\D*1\D[^\n]*\(< zpět\)"), "Blizzard" + ENTER),  # Bob's first card
    )
    child.expect(BOB_SECOND)  # drawn: Ctrl-C now reaches the prompt
    child.sendcontrol("c")
    child.expect(r"zadávání přerušeno; uloženo do (\S+\.json)")
    path = child.match.group(1)
    finish(child, code=130)
    saved = json.loads(Path(path).read_text(encoding="utf-8"))
    assert saved["draft"] is True and saved["_entry"]["lang"] == "cs"

    clean_language.setenv("LANG", "C.UTF-8")  # the draft's language carries on without the locale
    child = spawn(tmp_path, "score", path, timeout=60)
    answer(child, ("Zatím zadáno:", ""), ("Nastavení: hráči Ann, Bob", ""))
    child.expect(BOB_SECOND)
    child.send(BOB.split(", ", 1)[1] + ENTER)
    answer(child, ("Kontrola před spočítáním:", ""), ("Je všechno správně? (< zpět)", ENTER))  # Enter: Spočítat
    out = finish(child)
    assert "Ann: 260 bodů" in out and "Vítěz: Ann" in out  # seed 001 example 1
    record = json.loads(Path(path).read_text(encoding="utf-8"))
    assert record["lang"] == "cs" and "draft" not in record and "_entry" not in record


def test_a_record_with_its_language_is_read_by_every_command(tmp_path, clean_language):
    # A game's own commands that read a record (what-if) never see "lang": load_record takes it off.
    record = json.loads((EXAMPLES / "dominion-cornucopia.json").read_text(encoding="utf-8"))
    path = tmp_path / "cs.json"
    path.write_text(json.dumps({**record, "lang": "cs"}), encoding="utf-8")
    code, out, err = run_cli("dominion", "what-if", path, "--player", "Ann", "--gain", "Province")
    assert code == 0, err
    from scorer.core.records import load_record

    assert "lang" not in load_record(path) and load_record(path, keep_language=True)["lang"] == "cs"


def test_suggestions_are_in_the_output_language(clean_language):
    # Matching is bilingual in both languages; in Czech output the suggestions are the Czech names
    # (the display names of a matcher built with i18n.spellings), whatever language the typo was in.
    from scorer.core.errors import UnknownNameError
    from scorer.core.names import NameMatcher

    data = {"queen": ("Queen", "Královna"), "king": ("King", "Král")}
    with i18n.using("cs"):
        matcher = NameMatcher({k: i18n.spellings(en, cs) for k, (en, cs) in data.items()}, kind="karta")
        assert matcher.match("kralovna") == matcher.match("Queen") == "queen"
        with pytest.raises(UnknownNameError) as typo:
            matcher.match("Quen")
    assert typo.value.suggestions[0] == "Královna"
    assert "karta „Quen“ neexistuje: nemysleli jste „Královna“" in str(typo.value)
    matcher = NameMatcher({k: i18n.spellings(en, cs) for k, (en, cs) in data.items()}, kind="card")
    with pytest.raises(UnknownNameError) as typo:
        matcher.match("Quen")
    assert typo.value.suggestions[0] == "Queen"  # English output: the typo's own language


@pytest.mark.terminal
def test_czech_yes_no_and_menu_hints_in_a_terminal(tmp_path):
    # In Czech a yes/no question shows (a/N) and takes "a" (ano) for yes, then Enter; a menu's hint is Czech.
    import os
    import sys

    pexpect = pytest.importorskip("pexpect")
    script = tmp_path / "ask.py"
    script.write_text(
        "from scorer.core.i18n import set_language\n"
        "from scorer.core.prompts import QuestionaryPrompter\n"
        "set_language('cs')\n"
        "p = QuestionaryPrompter()\n"
        "print('CONFIRM', p.confirm('Hrát dál?', default=False))\n"
        "print('SELECT', p.select('Kterou?', ['Jedna', 'Dvě']))\n",
        encoding="utf-8",
    )
    env = dict(os.environ, PYTHONPATH=str(ROOT), TERM="xterm", PROMPT_TOOLKIT_NO_CPR="1")
    child = pexpect.spawn(sys.executable, [str(script)], env=env, encoding="utf-8", timeout=30, dimensions=(40, 120))
    child.expect_exact("Hrát dál? (< zpět)")
    child.expect_exact("(a/N)")
    child.send("a\r")  # a chooses yes, Enter answers (test_trial_cs: the letter alone no longer answers)
    child.expect_exact("CONFIRM True")
    child.expect_exact("Kterou? (< zpět)")
    child.expect_exact("(vyberte šipkami)")
    child.send("\x1b[B\r")  # down, Enter
    child.expect_exact("SELECT Dvě")
    child.expect(pexpect.EOF)


def test_going_back_is_said_in_czech(tmp_path, clean_language):
    from scorer.core.prompts import BACK

    draft = Draft({"game": "realms"}, tmp_path / "d.json", lang="cs")
    prompter = ScriptedPrompter([BACK, "Ann, Bob", "", "7", BACK, "8", "9"])
    with i18n.using("cs"):
        record = run(_flow, draft, prompter)
    assert record["scores"] == {"Ann": 8, "Bob": 9}
    assert prompter.output[0] == "(není kam se vrátit: tohle je první otázka)"
    assert "(zpět k otázce: Ann; bylo 7)" in prompter.output


def test_player_counts_in_czech_sentences(clean_language):
    # The plural form follows the number: alespoň 2 hráče, nejvýše pro 6 hráčů (Mystical Realms: 2-6 players).
    from scorer.core.errors import RuleError
    from scorer.core.table import check_players

    with i18n.using("cs"):
        with pytest.raises(RuleError) as few:
            check_players(["Ann"], 2, 6, "Tajuplné říše")
        with pytest.raises(RuleError) as many:
            check_players([f"P{i}" for i in range(7)], 2, 6, "Tajuplné říše")
    assert str(few.value) == "hra Tajuplné říše potřebuje alespoň 2 hráče, zadáno 1: přidejte 1"
    assert str(many.value) == "hra Tajuplné říše je nejvýše pro 6 hráčů, zadáno 7: odeberte 1"
