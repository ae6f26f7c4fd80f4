"""Issue 12: `scorer simurgh` in a real terminal with a Czech locale (LANG=cs_CZ.UTF-8): the game's questions,
refusals and result in Czech, the Czech words 'vlastní' and 'hotovo' understood, counts tile by tile."""

from __future__ import annotations

import json
import re

import pytest
from helpers import DOWN, ENTER, answer, finish, spawn

pytestmark = pytest.mark.terminal

RESOURCES = ["Zelenina", "Maso", "Dřevo", "Kámen", "Moudrost", "Zbraně"]


@pytest.fixture
def czech_locale(monkeypatch):
    """The terminal's locale is Czech and nothing else chooses a language (spawn copies os.environ)."""
    for var in ("LC_ALL", "LC_MESSAGES", "SCORER_LANG"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "cs_CZ.UTF-8")


def own_answers(name: str, track: str, resources: list[str], tokens: str) -> list[tuple[str, str]]:
    """A player's track PP, six resources and ability tokens, as the Czech questions ask them."""
    return [
        (f"{name}: body moci na bodovací stupnici", track + ENTER),
        *((f"{name}: {what} – kolik zbývá", amount + ENTER) for what, amount in zip(RESOURCES, resources)),
        (f"{name}: žetony schopností na dracích", tokens + ENTER),
    ]


def test_a_whole_game_in_czech(tmp_path, czech_locale):
    """Spearman (Kopiník), #74 and a custom objective 'Modří draci' 10/0/0, Šárka and Petr, counts tile by tile.
    Šárka's 14 meat after 2 vegetables is refused (15 at most in the Spearman variant, Czech rulebook p.6).

    Hand check (rulebook p.11, appendix 03: #74 9/5/1; skip ties): #74 counts 3/1 -> Šárka 9, Petr 5; Modří draci
    2/2 -> tied 1st, 10 each; leftovers 3 -> 1 PP and 0 -> 0. Šárka 30 + 9 + 10 + 1 = 50, Petr 25 + 5 + 10 = 40."""
    child = spawn(tmp_path, "simurgh")
    answer(
        child,
        ("Varianta", ENTER),  # Kopiník (Spearman), listed first
        ("Karta cíle u sochy Pána draků", "74" + ENTER),
        ("Karta cíle u sochy Pána draků", "vlastní" + ENTER),
        ("Název vlastního cíle", "Modří draci" + ENTER),
        ("Modří draci: body moci za 1. místo", "10" + ENTER),
        ("Modří draci: body moci za 2. místo", ENTER),
        ("Modří draci: body moci za 3. místo", ENTER),
        ("Karta cíle u sochy Pána draků", "hotovo" + ENTER),
        # the players step and the review are the core's (Czech once its catalogue has them)
        (re.compile(r"Player 1 name|Jméno 1\. hráče"), "Šárka, Petr" + ENTER),
        (re.compile(r"Player 3 name|Jméno 3\. hráče"), ENTER),
        ("Jak zadat počty ke kartám cílů", DOWN + ENTER),  # Po kartách
        ("Šárka: body moci na bodovací stupnici", "30" + ENTER),
        ("Šárka: Zelenina – kolik zbývá", "2" + ENTER),
        ("Šárka: Maso – kolik zbývá", "14" + ENTER),
        # refused where it is typed (the line keeps the answer: Ctrl-U clears it); spaces may be drawn as moves
        (re.compile(r"ve.{1,4}variantě.{1,4}Kopiník.{1,4}celkem.{1,4}nejvýše.{1,4}15"), "\x15" + "1" + ENTER),
        *own_answers("Šárka", "", [""] * 6, "3")[3:],  # wood to weapons (Enter = 0), tokens
        *own_answers("Petr", "25", [""] * 6, "5"),
        ("Karta cíle #74 (draci vyobrazení na kartě), počty v pořadí Šárka, Petr:", "3 1" + ENTER),
        ("Modří draci (vlastní cíl), počty v pořadí Šárka, Petr:", "2 2" + ENTER),
        ("počty #74 Šárka 3, Petr 1", ""),
        (re.compile(r"Everything right\?|Je všechno správně\?"), ENTER),
    )
    finish(
        child,
        "Simurgh (varianta Kopiník)",
        "Bodovací stupnice",
        "Karta cíle #74",
        "počet 3: 1. místo [9/5/1]",
        "zbývá 3 (2 zeleniny, 1 maso), varianta Kopiník",
        "Zbylé suroviny: 1 bod moci za každé 3 jakékoli suroviny, zaokrouhleno dolů (česká pravidla, s. 11)",
    )
    (saved,) = tmp_path.glob("scorer-simurgh-*.json")
    record = json.loads(saved.read_text(encoding="utf-8"))
    assert record["variant"] == "spearman" and record["objectives"] == [74, {"name": "Modří draci", "pp": [10, 0, 0]}]
    assert [p["objective_counts"] for p in record["players"]] == [
        {"74": 3, "Modří draci": 2},
        {"74": 1, "Modří draci": 2},
    ]
    assert record["players"][0]["resources"]["meat"] == 1


def test_going_back_to_a_custom_objective_offers_vlastni(tmp_path, czech_locale):
    """Second Czech trial (untranslated 2, 3): `vl`+Tab, then `<` at the name question; the tile question came back
    with `[custom]` and the line `(zpět k otázce: …; bylo custom)`. Now it is the word the table reads, and Enter
    keeps it: the name question is asked again."""
    child = spawn(tmp_path, "simurgh")
    answer(
        child,
        ("Varianta", ENTER),
        ("Karta cíle u sochy Pána draků", "vl\t"),
        ("vlastní cíl", ENTER),
        ("Název vlastního cíle", "<"),
        ("bylo vlastní)", ""),
        (re.compile(r"\(- = nic\) \[vlastní\]"), ENTER),
        ("Název vlastního cíle", ""),
    )
    child.sendcontrol("c")
    child.expect("uloženo do")
    finish(child, code=130)
    (saved,) = tmp_path.glob("scorer-simurgh-*.json")
    answers = json.loads(saved.read_text(encoding="utf-8"))["_entry"]["answers"]
    assert [a["answer"] for a in answers] == ["spearman", "vlastní"]
