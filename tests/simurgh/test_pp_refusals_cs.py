"""Issue 12 (Czech trial, item 16): a custom objective's PP question refused a bad answer with "to číslo je
příliš velké: napište počet znovu" (it asks for PP, not a count) and "-1" with a bare "nejméně 0". The refusal
is the core's integer question's (scorer.core.entry.parse_int), the same in every game: it says what is wrong and
what to type. A custom objective's PP has no upper bound (a table's own objective; the record takes any PP of 0
or more), so 10000 is taken."""

from __future__ import annotations

import re

import pytest
from helpers import ENTER, answer, spawn

from scorer.core.i18n import using
from scorer.core.prompts import Draft, ScriptedPrompter
from scorer.games.simurgh import run_entry

#: Up to the custom objective's 1st-place PP question: "Modří draci: body moci za 1. místo:".
TO_PP = ["Kopiník (Spearman)", "vlastní", "Modří draci"]
PP_QUESTION = "Modří draci: body moci za 1. místo:"


@pytest.mark.parametrize(
    ("typed", "said"),
    [
        ("abc", "„abc“ není číslo: napište celé číslo, třeba 3"),
        ("", "chybí číslo: napište celé číslo, třeba 3"),  # the 1st place has no default (2nd and 3rd: 0)
        ("-1", "záporné číslo sem nepatří: napište 0 nebo víc"),
        ("10000000000", "to číslo je příliš velké: napište menší číslo"),
    ],
)
def test_a_refused_pp_says_what_is_wrong_and_what_to_type(tmp_path, typed, said):
    ask = ScriptedPrompter([*TO_PP, typed])
    with using("cs"), pytest.raises(AssertionError) as caught:
        run_entry(Draft({"game": "simurgh"}, tmp_path / "g.json"), ask)
    assert ask.asked[-1] == PP_QUESTION
    assert str(caught.value).endswith(f"rejected: {said}")
    assert "počet" not in str(caught.value).partition("rejected:")[2]


def test_a_large_custom_pp_is_taken(tmp_path):
    ask = ScriptedPrompter([*TO_PP, "10000", "", "", "hotovo"])
    with using("cs"), pytest.raises(AssertionError, match="no scripted answer left"):
        run_entry(Draft({"game": "simurgh"}, tmp_path / "g.json"), ask)
    assert ask.asked[-1].startswith("Jméno 1. hráče")  # past the objectives: 10000/0/0 was taken


def shown(text: str) -> re.Pattern[str]:
    """``text`` as the terminal draws it: a space may be drawn as a cursor move (``ESC [ C``)."""
    return re.compile(r".{1,6}".join(re.escape(word) for word in text.split(" ")))


@pytest.mark.terminal
def test_the_refusals_in_a_czech_terminal(tmp_path, monkeypatch):
    """Typed at the PP question of `scorer simurgh` with LANG=cs_CZ.UTF-8: letters, Enter, -1, eleven digits;
    each refusal under the question (Ctrl-U clears the kept answer), then 12 is taken. The terminal redraws only
    what changed, so each refusal is known by its first words (the library test above checks them whole)."""
    for var in ("LC_ALL", "LC_MESSAGES", "SCORER_LANG"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "cs_CZ.UTF-8")
    child = spawn(tmp_path, "simurgh")
    clear = "\x15"
    answer(
        child,
        ("Varianta", ENTER),
        ("Karta cíle u sochy Pána draků", "vlastní" + ENTER),
        ("Název vlastního cíle", "Modří draci" + ENTER),
        ("Modří draci: body moci za 1. místo", "abc" + ENTER),
        (shown("„abc“ není číslo"), clear + ENTER),
        (shown("chybí číslo"), clear + "-1" + ENTER),
        (shown("záporné číslo"), clear + "10000000000" + ENTER),
        (shown("příliš velké"), clear + "12" + ENTER),
        ("Modří draci: body moci za 2. místo", ENTER),
    )
    child.terminate(force=True)
