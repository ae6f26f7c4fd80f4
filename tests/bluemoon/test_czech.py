"""Blue Moon City in Czech (issue 12): the examples, the quick forms and the entry speak Czech.

Terms are the Czech rulebook's (translated by Prokop Opletal; docs/translating.md): *krystaly* (p.4 "získávají
oba pouze 3 krystaly"), *šupiny* (p.3 "zlaté šupiny"), *nabídky* obelisku (p.4 "3 hráči : 5 nabídek"),
*čtvereček* (p.2 "barevné čtverečky s číslem uvnitř"), *kostičky* (p.3), *dostavěná budova* (p.3), *žolík*
(p.6); the colours of the cards (pp.5-7, cards_data/bluemoon/peoples.json cs_colour). Czech plurals: 1 krystal,
2 krystaly, 5 krystalů.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from helpers import ENTER, EXAMPLES, answer, finish, run_cli, spawn

from scorer.core import i18n
from scorer.core.prompts import Draft, ScriptedPrompter
from scorer.games.bluemoon import run_entry, score_record
from scorer.games.bluemoon.cards import parse_card, people_by_id
from scorer.games.bluemoon.data import buildings

#: English words that must not be left in a Czech answer (the game's terms and the answers' frames).
ENGLISH = re.compile(
    r"\b(crystals?|scales?|offerings?|box(es)?|cubes?|completed|Rules applied|How it was resolved|Keeps|"
    r"player|Majority|Supply|paying|left in|Yes|No:|wins?|black|blue|recolou?rs?)\b"
)
#: The Czech term each example's answer must use.
TERMS = {
    "bluemoon-building.json": ["dostavěna", "kostičky", "krystaly", "šupiny", "Většina"],
    "bluemoon-end.json": ["nabídky", "krystaly", "Vítěz"],
    "bluemoon-offering.json": ["nabídky", "krystalů", "Odhoďte"],
    "bluemoon-payment.json": ["čtvereček", "zaplaťte", "V ruce zůstane"],
    "bluemoon-scales.json": ["šupin", "krystaly"],
    "bluemoon-scales-not-out.json": ["Šupiny se nevyhodnocují", "v zásobě"],
}


def _names_in(record: dict) -> list[str]:
    """The cards and buildings a record names, as the data shows them in Czech."""
    shown: list[str] = []
    for text in record.get("hand", []) + record.get("pillars", []):
        card = parse_card(text)
        people = people_by_id()[card.people]
        shown.append(f"{people.cs or people.name} {card.value}")
    names = [record["building"]] if isinstance(record.get("building"), str) else []
    names += [n for n in record.get("adjacent_completed", []) if isinstance(n, str)]
    by_name = {b.name: b for b in buildings()}
    shown += [by_name[n].cs or by_name[n].name for n in names]  # cs is null: the English name is shown
    return shown


@pytest.mark.parametrize("name", sorted(TERMS))
def test_each_example_in_czech(name: str, clean_language) -> None:
    path = EXAMPLES / name
    record = json.loads(path.read_text(encoding="utf-8"))
    code, out, err = run_cli("score", path, "--lang", "cs", "--explain")
    assert code == 0, err
    for term in TERMS[name]:
        assert term in out, (term, out)
    for shown in _names_in(record):
        assert shown in out, (shown, out)
    assert not ENGLISH.findall(out.replace("Blue Moon City", "")), ENGLISH.findall(out)
    code, again, _ = run_cli("score", path, "--lang", "en")
    assert code == 0 and "Blue Moon City" in again and not re.search(r"[čšžř]", again.replace("černá", ""))


def test_a_card_colour_in_the_rulebooks_czech(clean_language) -> None:
    # examples/bluemoon-payment.json: black 5 with Vulca 2 + Aqua 3 recoloured by Hoax 2 (Czech rulebook p.6)
    code, out, err = run_cli("score", EXAMPLES / "bluemoon-payment.json", "--lang", "cs")
    assert "Ano: černý čtvereček s hodnotou 5 zaplaťte kartami Vulca 2, Aqua 3, Hoax 2 (dosáhne 5, přesně)." in out
    assert "Aqua 3: černá 3 (barvu změnila karta Hoax 2)" in out
    assert "přebarvuje na černou: Aqua 3" in out  # one card or four: no plural to get wrong (trial 2, item 16)


def test_czech_plurals(clean_language) -> None:
    # 1 krystal, 2-4 krystaly, 5+ krystalů; 1 šupina, 5 šupin (the catalogue's three forms)
    from scorer.games.bluemoon.data import Reward

    with i18n.using("cs"):
        assert Reward(1, 1, 1).text() == "1 krystal, 1 šupina, 1 karta"
        assert Reward(3, 2, 4).text() == "3 krystaly, 2 šupiny, 4 karty"
        assert Reward(6, 5, 0).text() == "6 krystalů, 5 šupin"
        res = score_record(
            {
                "game": "bluemoon",
                "event": "scales",
                "players": [{"name": "Ann", "scales": 5, "gained": 2}, {"name": "Bob", "scales": 3}],
                "supply": 1,
            }
        )  # 2 players, 9 scales: 8 held + 1 in the supply; Ann earns 2 of the 1 left (p.3): the supply runs out
        assert "Zásoba po vyhodnocení: 9 šupin." in res.render()


def test_json_keys_stay_english_names_follow_the_language(clean_language) -> None:
    code, out, err = run_cli("score", EXAMPLES / "bluemoon-payment.json", "--lang", "cs", "--json")
    data = json.loads(out)
    assert code == 0 and data["can_pay"] is True and data["colour_paid"] == "black", err
    assert data["plan"][0] == {"card": "Vulca 2", "use": "černá 2"}
    assert any("česká pravidla" in a for a in data["assumptions"])


def test_a_quick_form_and_an_error_in_czech(clean_language) -> None:
    code, out, err = run_cli(
        "bluemoon", "pay", "--lang", "cs", "--box", "modrá", "3", "--box", "modrá", "2", "a3", "k", "k"
    )
    assert code == 0 and "Zaplaceny všechny čtverečky (2):" in out and "modrá 2: Khind 1, Khind 1" in out, out
    code, out, err = run_cli("bluemoon", "pay", "--lang", "cs", "černá", "9", "v3")
    assert code == 2 and "čtvereček má hodnotu 2 až 5" in err and err.count("\n") == 1, err
    code, out, err = run_cli("bluemoon", "pay", "--lang", "cs", "černá", "5", "Vulkan3")
    assert code == 2 and "karta „Vulkan“ neexistuje" in err and "„Vulca“" in err, err  # the kind in Czech too
    code, out, err = run_cli("bluemoon", "pay", "černá", "5", "Vulkan3", "--lang", "en")
    assert code == 2 and "unknown card 'Vulkan'" in err, err


def test_the_entry_in_czech_through_the_library(clean_language, tmp_path: Path) -> None:
    # the offering entry: 4 players, 3 spaces filled (next 7, 8), 16 crystals, Pillar 1: 7 + 8 + 1 (p.4, p.7)
    with i18n.using("cs"):
        prompter = ScriptedPrompter(["4", "3", "16", "Pillar 1", "0"])
        full = run_entry(Draft({"game": "bluemoon", "event": "offering"}, tmp_path / "o.json"), prompter)
        assert prompter.asked[:3] == ["Počet hráčů:", "Už zaplněná místa na obelisku (z 13):", "Vaše krystaly:"]
        assert "2 nabídky v tomto tahu, platíte 7 + 9 = 16 krystalů; zbylé krystaly: 0." in score_record(full).render()


@pytest.mark.terminal
def test_the_entry_in_a_czech_terminal(clean_language, tmp_path: Path) -> None:
    """LANG=cs_CZ.UTF-8: the scales entry asks and answers in Czech (2 players, 9 scales, Czech rulebook p.1:
    Ann 5 + Bob 1 held, 3 in the supply, Ann earns 1: 2 left, no scale scoring, p.3)."""
    clean_language.setenv("LANG", "cs_CZ.UTF-8")
    child = spawn(tmp_path, "bluemoon", "scales")
    answer(
        child,
        ("Jméno 1. hráče", "Ann, Bob" + ENTER),
        ("Jméno 3. hráče", ENTER),
        ("Ann: šupiny v držení před akcí", "5" + ENTER),
        ("Ann: šupiny získané v akci", "1" + ENTER),
        ("Bob: šupiny v držení před akcí", "1" + ENTER),
        ("Bob: šupiny získané v akci", ENTER),
        ("Šupiny v zásobě před akcí (z 9)", ENTER),
        ("Je všechno správně?", ENTER),
    )
    finish(child, "Šupiny se nevyhodnocují: Ann bere 1, v zásobě zbývá 2.")


def test_building_names_in_czech_as_the_data_says(clean_language) -> None:
    # the Czech rulebook names the Courtyard "Dvůr" (p.1, p.2 "Pokud se zastavíte na Dvoře") and the Palace
    # ("palác", p.1; "Rekonstrukce Paláce", p.3); the other tiles show our translation (the data's cs)
    from scorer.games.bluemoon import building as bld

    with i18n.using("cs"):
        assert bld.shown("Courtyard") == "Dvůr" and bld.shown("University") == "Univerzita"
        assert bld.shown("Royal Palace") == "Palác"
        assert bld.find_building("Dvůr").name == "Courtyard"
    assert bld.shown("Courtyard") == "Courtyard"
