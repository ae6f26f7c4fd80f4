"""The second Czech new-user trial of Simurgh (issue 12; /tmp/reports/trial2-simurgh.md), the findings in the
game's own words: the custom objective's answer shown in English (the review, the default after going back, the
going-back line), `tiles --json` in English, word order and wording of the tile, name, box-limit and count-list
refusals, the unfinished entry named as the core names it ("nedokončené zadávání"), and the review showing the
objective tie reading given on the command line."""

from __future__ import annotations

import json
from dataclasses import dataclass, field

import pytest

from scorer.core.errors import RecordError
from scorer.core.i18n import using
from scorer.core.prompts import BACK, INTERRUPT, Draft, ScriptedPrompter
from scorer.games.simurgh import run_entry
from scorer.games.simurgh.data import TileList

KOPINIK = "Kopiník (Spearman)"
TILE_CS = "Karta cíle u sochy Pána draků (73–84, „vlastní“; Enter, až budou všechny):"


@dataclass
class Watching(ScriptedPrompter):
    """A scripted prompter that also keeps each text question's default and each menu's choices."""

    defaults: list[tuple[str, str]] = field(default_factory=list)
    menus: list[tuple[str, list[str]]] = field(default_factory=list)

    def text(self, message, default="", validate=None, choices=()):
        self.defaults.append((message, default))
        return super().text(message, default, validate, choices)

    def select(self, message, choices, default=None, shortcuts=False):
        self.menus.append((message, list(choices)))
        return super().select(message, choices, default, shortcuts)


def czech(tmp_path, answers, record_=None, review=False):
    """Run the entry in Czech over ``answers`` up to a Ctrl-C (``INTERRUPT`` at the end) or to the record."""
    prompter = Watching(list(answers), review=review)
    draft = Draft(dict(record_ or {"game": "simurgh"}), tmp_path / "g.json")
    with using("cs"):
        try:
            rec = run_entry(draft, prompter)
        except KeyboardInterrupt:
            rec = None
    return rec, prompter


# --- untranslated 1-3: the custom objective's answer -------------------------------------------------------


@pytest.mark.parametrize("typed", ["vlastní", "vlastni", "vlastní cíl", "custom"])
def test_going_back_to_a_custom_objective_offers_the_czech_word(tmp_path, typed):
    """Trial: after `vl`+Tab and `<` at the name question, the tile question offered `[custom]` and the
    going-back line said `bylo custom`."""
    _rec, ask = czech(tmp_path, [KOPINIK, typed, BACK, INTERRUPT])
    assert (
        "(zpět k otázce: Karta cíle u sochy Pána draků (73–84, „vlastní“; Enter, až budou všechny); bylo vlastní)"
        in (ask.output)
    )
    assert ask.defaults[-1] == (f"{TILE_CS} (- = nic)", "vlastní")
    assert all("custom" not in line for line in ask.output)


def test_the_review_lists_a_custom_objective_in_czech(tmp_path):
    """Trial: the review's list of the table's answers read `…: custom`."""
    answers = [KOPINIK, "vlastní", "Rudí draci", "12", "", "", "", "Ann, Ben", "", ""]
    answers += ["10", *[""] * 6, "", "1", "12", *[""] * 6, "", "2"]
    answers += ["Změnit nastavení hry", BACK, "Spočítat"]
    rec, ask = czech(tmp_path, answers, review=True)
    assert rec is not None and rec["objectives"] == [{"name": "Rudí draci", "pp": [12, 0, 0]}]
    which = next(choices for message, choices in ask.menus if message == "Kterou odpověď?")
    assert f"{TILE_CS.removesuffix(':')}: vlastní" in which
    assert not any(c.endswith(": custom") for c in which)


@pytest.mark.parametrize("saved_word", ["custom", "vlastní", "custom objective", "vlastní cíl"])
def test_a_resumed_draft_offers_the_custom_word_of_the_resume(tmp_path, saved_word):
    """A draft typed in either language (or saved by an earlier version, as typed) holds `custom` or `vlastní`:
    resumed in Czech, going back to that tile offers `vlastní`; resumed in English, `custom` (both are read in
    either language)."""
    log = [("variant", "spearman"), ("obj0", saved_word), ("obj0.name", "Rudí")]
    saved = {"game": "simurgh", "draft": True, "_entry": {"answers": [{"key": k, "answer": a} for k, a in log]}}
    _rec, ask = czech(tmp_path, [BACK, BACK, INTERRUPT], json.loads(json.dumps(saved)))
    assert ask.defaults[-1][1] == "vlastní"
    prompter = Watching([BACK, BACK, INTERRUPT])
    with pytest.raises(KeyboardInterrupt):
        run_entry(Draft(json.loads(json.dumps(saved)), tmp_path / "e.json"), prompter)
    assert prompter.defaults[-1][1] == "custom"


# --- untranslated 4-5: tiles --json -------------------------------------------------------------------------


def test_tiles_json_says_what_83_and_84_count_in_czech():
    """Trial: `LANG=cs_CZ.UTF-8 scorer simurgh tiles --json` gave the English sentences; the text table gives the
    data's `condition_cs` (cards_data/simurgh/simurgh.json)."""
    with using("cs"):
        tiles = TileList().to_json()
    assert tiles[10]["counts"] == "Celkový počet žetonů schopností na všech dracích"
    assert tiles[11]["counts"] == "Celkový počet zelenin a mas"
    assert tiles[0]["counts"] is None


# --- unnatural Czech 1, 2, 3, 8 -------------------------------------------------------------------------------


def refused(tmp_path, answers):
    """The refusal of the last answer, in Czech."""
    with using("cs"), pytest.raises(AssertionError) as caught:
        run_entry(Draft({"game": "simurgh"}, tmp_path / "g.json"), ScriptedPrompter(list(answers)))
    return str(caught.value).partition("rejected: ")[2]


def test_a_tile_taken_twice_is_said_in_the_natural_order(tmp_path):
    assert refused(tmp_path, [KOPINIK, "73", "73"]) == "#73 už je ve hře"


def test_a_custom_name_taken_says_the_name_is_taken(tmp_path):
    said = refused(tmp_path, [KOPINIK, "vlastní", "Modří draci", "10", "", "", "vlastní", "modri draci"])
    assert said == "název „modri draci“ už má jiný cíl: zvolte jiný název"


def test_the_box_limit_says_how_many_the_players_before_have_counted(tmp_path):
    """24 dragon cards in the box (Czech rulebook p.2): Šárka counted 2 for #73, so Tomáš has at most 22."""
    answers = [KOPINIK, "73", "", "Šárka, Tomáš", "", ""]
    answers += ["10", *[""] * 6, "", "2", "10", *[""] * 6, "", "23"]
    said = refused(tmp_path, answers)
    assert said == "nejvýše 22: ve hře je 24 karet draků (česká pravidla, s. 2) a Šárka už jich má započítáno 2"


def test_the_box_limit_for_several_players_before_is_plural(tmp_path):
    """#80 tile by tile, `5 5 5 5 5`: the first four count 20, so Eliška has at most 4 (24 dragon cards, p.2)."""
    answers = [KOPINIK, "80", "", "Šárka, Tomáš, Žofie, Ondřej, Eliška", "k"]
    for _ in range(5):
        answers += ["10", *[""] * 6, ""]
    said = refused(tmp_path, [*answers, "5 5 5 5 5"])
    assert said.endswith("a Šárka, Tomáš, Žofie a Ondřej už jich mají započítáno 20"), said
    assert said.startswith("Eliška, počet: nejvýše 4")


@pytest.mark.parametrize(
    ("typed", "said"),
    [
        ("3", "zadán 1 počet místo 3"),
        ("3 3", "zadány 2 počty místo 3"),
        ("3 3 1 0 2", "zadáno 5 počtů místo 3"),
    ],
)
def test_a_wrong_number_of_counts_is_one_sentence(tmp_path, typed, said):
    """Trial: `počtů: 3, hráčů: 5: napište…`, a chain of colons."""
    answers = [KOPINIK, "73", "", "Ann, Ben, Cid", "", "k"]
    for _ in range(3):
        answers += ["10", *[""] * 6, ""]
    assert refused(tmp_path, [*answers, typed]) == (
        f"{said}: napište jeden počet za každého hráče v pořadí Ann, Ben, Cid"
    )


# --- unnatural Czech 7: one term for an unfinished entry ------------------------------------------------------


@pytest.mark.parametrize(
    "body",
    [
        {"_entry": {"answers": []}, "variant": "spearman"},
        {"variant": "spearman", "objectives": [73], "players": [{"name": "Ann"}]},
    ],
)
def test_a_hand_edited_draft_is_named_as_the_core_names_it(tmp_path, body):
    """The core says "nedokončené zadávání" (its resume and draft messages); Simurgh's own said "zadání"."""
    with using("cs"), pytest.raises(RecordError) as caught:
        run_entry(Draft({"game": "simurgh", "draft": True, **body}, tmp_path / "d.json"), ScriptedPrompter([]))
    assert "nedokončené zadávání" in str(caught.value) and "zadání" not in str(caught.value)


# --- weak 5: the review shows the objective tie reading --------------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "shown"),
    [
        ("cs", "varianta Kopiník (Spearman), shoda na kartě cíle: další hráč dostane hned následující místo (dense)"),
        ("en", "variant Spearman (Kopiník), objective ties: dense"),
    ],
)
def test_the_recap_shows_the_objective_tie_reading_from_the_command_line(tmp_path, lang, shown):
    """Trial: `--objective-ties dense` is saved in the draft but the review did not show it."""
    variant = KOPINIK if lang == "cs" else "Spearman (Kopiník)"
    prompter = Watching([variant, "73", INTERRUPT])
    path = tmp_path / "g.json"
    with using(lang), pytest.raises(KeyboardInterrupt):
        run_entry(Draft({"game": "simurgh", "objective_ties": "dense"}, path), prompter)
    resumed = Watching([INTERRUPT])
    with using(lang), pytest.raises(KeyboardInterrupt):
        run_entry(Draft(json.loads(path.read_text(encoding="utf-8")), path), resumed)
    assert any(line.strip().startswith(("Nastavení: ", "Table: ")) and shown in line for line in resumed.output), (
        resumed.output
    )


def test_the_default_tie_reading_is_not_listed(tmp_path):
    prompter = Watching(["Spearman (Kopiník)", "73", INTERRUPT])
    path = tmp_path / "g.json"
    with pytest.raises(KeyboardInterrupt):
        run_entry(Draft({"game": "simurgh"}, path), prompter)
    resumed = Watching([INTERRUPT])
    with pytest.raises(KeyboardInterrupt):
        run_entry(Draft(json.loads(path.read_text(encoding="utf-8")), path), resumed)
    assert not any("objective ties" in line for line in resumed.output), resumed.output


# --- Czech quotation marks around names and what was typed (docs/translating.md: the core's quote) -------------


def test_a_record_quotes_what_was_typed_with_czech_marks():
    """The Czech rulebooks quote with „…“ (seed 002 'balíčkem „prokletí“'); English keeps '…' (as before)."""
    from simurgh_helpers import player, record

    from scorer.core.errors import InputError
    from scorer.games.simurgh import score_record

    rec = record([player("Ann", 10, zelxx=1), player("Ben", 9)], [73])
    rec["players"][0]["objective_counts"] = {"73": 1}
    rec["players"][1]["objective_counts"] = {"73": 0}
    with using("cs"), pytest.raises(InputError) as caught:
        score_record(rec)
    assert "neznámá surovina „zelxx“: nemysleli jste „Zelenina“?" in str(caught.value)
    with pytest.raises(InputError) as caught:
        score_record(rec)
    assert "unknown resource 'zelxx': did you mean 'Zelenina'?" in str(caught.value)  # the closest spelling
