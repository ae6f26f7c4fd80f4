"""Issue 12: Simurgh in Czech. Every example record scored with ``--lang cs`` names the variant, the resources
and the objective cards as the data and the Czech rulebook do (seed 004: "body moci", "karty cílů",
"bodovací stupnice", "Kopiník", "Pán draků", the resources' plural forms "5 mas", "5 dřev", "5 kamenů"…), and
the entry asks in Czech; ``--lang en`` keeps the English output; JSON keys stay English."""

from __future__ import annotations

import json
import re

import pytest
from helpers import EXAMPLES, run_cli
from simurgh_helpers import SCRIPT

from scorer.core.i18n import using
from scorer.core.prompts import Draft, ScriptedPrompter
from scorer.games.simurgh import data, run_entry, score_record

EXAMPLE_FILES = sorted(EXAMPLES.glob("simurgh-*.json"))
#: Words of the game's own English output that must not be left in the Czech one.
ENGLISH = [
    r"Score track",
    r"Leftover resources",
    r"Objective #",
    r"\bvariant\b",
    r"\bcount\b",
    r"\bplace\b",
    r"left \(",
    r"PP earned",
]


def czech_spellings(key: str) -> set[str]:
    """Every Czech spelling of a resource in the data (its name and its aliases: zelenina, zeleniny, zelenin)."""
    resource = next(r for r in data.load().resources if r.key == key)
    return {s.lower() for s in [resource.cs or "", *resource.aliases]}


@pytest.mark.parametrize("path", EXAMPLE_FILES, ids=lambda p: p.name)
def test_each_example_in_czech_uses_the_datas_names_and_the_rulebooks_terms(path):
    record = json.loads(path.read_text(encoding="utf-8"))
    variant = data.variants()[record["variant"]]
    code, out, err = run_cli("--lang", "cs", "score", path)
    assert code == 0 and err == ""
    assert f"Simurgh (varianta {variant.cs})" in out  # the variant's Czech name from cards_data
    assert variant.leftover_text_cs and variant.leftover_text_cs in out  # the leftover rule (rulebook p.11)
    assert "Bodovací stupnice" in out and "Zbylé suroviny" in out and "body moci získané během hry" in out
    for item in record["objectives"]:
        if isinstance(item, int):
            assert f"Karta cíle #{item}" in out  # the rulebook's "karty cílů #73-84"
    for word in ENGLISH:
        assert not re.search(word, out), word
    # every resource in a leftover row is named by one of the data's Czech spellings, in its plural form
    held = re.findall(r"zbývá \d+ \(([^)]*)\)", out)
    assert held, out
    for part in (p.strip() for line in held for p in line.split(",")):
        if part == "žádné":
            continue
        n, word = part.split(" ", 1)
        key = next(k for k in data.resource_keys() if word in czech_spellings(k))
        assert int(n) >= 1 and key in record["players"][0]["resources"]


@pytest.mark.parametrize("path", EXAMPLE_FILES, ids=lambda p: p.name)
def test_each_example_in_english_is_unchanged_by_the_catalogue(path):
    code, out, _err = run_cli("--lang", "en", "score", path)
    assert code == 0 and "Score track" in out and "Leftover resources" in out and "Karta" not in out


def test_json_keys_stay_english_and_names_follow_the_language():
    code, out, _err = run_cli("--lang", "cs", "score", EXAMPLES / "simurgh-spearman.json", "--json")
    result = json.loads(out)
    assert code == 0 and {"players", "winners", "assumptions", "outcome"} <= set(result)
    ann = result["players"][0]
    assert [row["item"] for row in ann["breakdown"]] == [
        "Bodovací stupnice",
        "Karta cíle #73",
        "Karta cíle #83",
        "Karta cíle #84",
        "Red and gold dragons",  # a custom objective keeps the name the players gave it
        "Zbylé suroviny",
    ]
    # Ann keeps 2 vegetables, 1 meat, 3 stone, 1 wisdom (7, Spearman: 7 // 3 = 2 PP, rulebook p.11)
    assert ann["breakdown"][-1]["reason"] == "zbývá 7 (2 zeleniny, 1 maso, 3 kameny, 1 moudrost), varianta Kopiník"
    assert ann["breakdown"][-1]["points"] == 2
    assert "Zbylé suroviny: 1 bod moci za každé 3 jakékoli suroviny" in " ".join(result["assumptions"])


@pytest.mark.parametrize(
    "n, vegetables, meat, wood, stone, wisdom, weapons",
    [
        (1, "1 zelenina", "1 maso", "1 dřevo", "1 kámen", "1 moudrost", "1 zbraň"),
        (3, "3 zeleniny", "3 masa", "3 dřeva", "3 kameny", "3 moudrosti", "3 zbraně"),
        (5, "5 zelenin", "5 mas", "5 dřev", "5 kamenů", "5 moudrostí", "5 zbraní"),  # rulebook: "5 mas", "5 dřev"…
    ],
)
def test_resources_take_the_czech_plural_forms(n, vegetables, meat, wood, stone, wisdom, weapons):
    with using("cs"):
        shown = [data.resource_amount(n, k) for k in data.resource_keys()]
    assert shown == [vegetables, meat, wood, stone, wisdom, weapons]
    with using("en"):
        assert data.resource_amount(1, "weapons") == "1 weapon" and data.resource_amount(5, "meat") == "5 meat"


def test_the_tie_for_the_win_is_said_in_czech():
    """examples/simurgh-dragonlord-tie.json: Ota, Pia and Rob tie on 54 PP; Pia has the most tokens (p.11)."""
    record = json.loads((EXAMPLES / "simurgh-dragonlord-tie.json").read_text(encoding="utf-8"))
    with using("cs"):
        result = score_record(record)
    assert result.tie_break is not None and "mají shodně 54 bodů moci" in result.tie_break
    assert "vítězí Pia s nejvíce žetony schopností draků (Ota 2, Pia 3, Rob 1) (česká pravidla, s. 11)" in (
        result.tie_break
    )


def test_a_bad_record_is_refused_in_czech():
    record = json.loads((EXAMPLES / "simurgh-spearman.json").read_text(encoding="utf-8"))
    record["objectives"][0] = 85
    with using("cs"), pytest.raises(Exception) as caught:
        score_record(record)
    assert "neznámá karta cíle 85: karty jsou #73–#84" in str(caught.value)


def test_the_entry_asks_in_czech_and_builds_the_same_record(tmp_path):
    """The whole scripted entry under Czech: the variant menu and every game question in Czech, the Czech
    'vlastní' and 'hotovo' understood, and the record the same as the English entry's."""
    with using("en"):
        english = run_entry(Draft({"game": "simurgh"}, tmp_path / "en.json"), ScriptedPrompter(list(SCRIPT)))
    answers = ["Kopiník (Spearman)", *SCRIPT[1:]]
    answers[answers.index("cust")] = "vlastní"
    answers[answers.index("", 2)] = "hotovo"  # the end of the objective tiles
    answers[answers.index("Ben") + 2] = "Po hráčích (počty každého hráče hned po jeho surovinách)"
    p = ScriptedPrompter(answers)
    with using("cs"):
        czech = run_entry(Draft({"game": "simurgh"}, tmp_path / "cs.json"), p)
    assert czech == english
    assert p.asked[:2] == ["Varianta:", "Karta cíle u sochy Pána draků (73–84, „vlastní“; Enter, až budou všechny):"]
    assert "Jak zadat počty ke kartám cílů:" in p.asked
    assert "Ann: body moci na bodovací stupnici:" in p.asked
    assert "Ann: Zelenina – kolik zbývá:" in p.asked and "Ann: Zbraně – kolik zbývá:" in p.asked
    assert "Ann: žetony schopností na dracích:" in p.asked
    assert "Ann: Karta cíle #73 (draci vyobrazení na kartě), počet:" in p.asked
    assert "Red and gold dragons: body moci za 1. místo:" in p.asked


def test_a_refused_count_is_said_in_czech(tmp_path):
    """Tile by tile, 20 and 5 for #74: 24 dragon cards in the box (rulebook p.2) leave 4 for Ben."""
    answers = [
        "Kopiník (Spearman)",
        "74",
        "",
        "Ann, Ben",
        "",
        "Po kartách (počty všech hráčů pro jednu kartu cíle v jedné odpovědi)",
    ]
    answers += ["1", *[""] * 6, "", "1", *[""] * 6, "", "20 5"]
    with using("cs"), pytest.raises(AssertionError) as caught:
        run_entry(Draft({"game": "simurgh"}, tmp_path / "g.json"), ScriptedPrompter(answers))
    assert "Ben, počet: " in str(caught.value)
    assert "ve hře je 24 karet draků (česká pravidla, s. 2) a Ann už jich má započítáno 20" in str(caught.value)
