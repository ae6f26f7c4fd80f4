"""Mystical Realms in Czech (issue 12): the example record, the breakdown's terms, the errors and their
suggestions, the advisor, the entry; checked against the card data (``cards_data/realms/cards.json``: the
Czech names of *Tajuplné říše*) and the Czech rulebook's terms (seed 001: *vymazaná*, *ODSTRAŇUJE postih*,
*základní síla*, *prohlásí*, *odkládací prostor*; ``docs/translating.md``). JSON keys and ids stay English.
"""

import json

import pytest
from helpers import EXAMPLES, run_cli

from scorer.core.errors import InputError
from scorer.core.i18n import set_language, using
from scorer.core.prompts import Draft, ScriptedPrompter, guard
from scorer.games.realms import parse_hand, run_entry, score_hand
from scorer.games.realms.cards import deck

EXAMPLE_FILES = sorted(EXAMPLES.glob("realms-*.json"))


def czech_name(card_id: str) -> str:
    """The Czech edition's name of a card, from the data (an expansion's card too: issue 11)."""
    from scorer.games.realms.cards import deck_for

    return (deck().cards.get(card_id) or deck_for(("cursed_hoard", "promo"))[card_id]).czech


@pytest.mark.parametrize("path", EXAMPLE_FILES, ids=lambda p: p.name)
def test_each_example_in_czech(path):
    """The example in Czech: the same totals, ranks and winners as in English; every card's "name" is the
    data's Czech name, ids and keys stay English; the text names the cards as the data does in Czech."""
    cs = json.loads(run_cli("--lang", "cs", "score", path, "--json").out)
    en = json.loads(run_cli("--lang", "en", "score", path, "--json").out)
    assert set(cs) == set(en) and cs["winners"] == en["winners"] and cs["game"] == "realms"
    for p_cs, p_en in zip(cs["players"], en["players"]):
        assert set(p_cs) == set(p_en) and p_cs["total"] == p_en["total"] and p_cs["rank"] == p_en["rank"]
        assert [c["id"] for c in p_cs["cards"]] == [c["id"] for c in p_en["cards"]]
        assert [c["name"] for c in p_cs["cards"]] == [czech_name(c["id"]) for c in p_en["cards"]]
        assert [c["suit"] for c in p_cs["cards"]] == [c["suit"] for c in p_en["cards"]]  # suit ids
    assert cs["assumptions"] and all(a not in en["assumptions"] for a in cs["assumptions"])
    text = run_cli("--lang", "cs", "score", path).out
    assert text.startswith("Tajuplné říše\n" if "expansions" not in en else "Tajuplné říše: ")
    for p in en["players"]:
        for c in p["cards"]:
            assert f"\n{czech_name(c['id'])}" in text, c["id"]
            assert f"\n{c['name']} " not in text or c["name"] == czech_name(c["id"]), c["id"]


def test_the_rulebook_examples_terms_in_czech():
    """Seed 001's two examples (260 and 380, p.4-5) in Czech: Mountain's row, the penalty Mountain clears
    ('Hora … ODSTRAŇUJE postih ze všech Potop': 'postih odstraňuje Hora'), the base strength ('základní síla'),
    the declarations ('prohlásí': 'Prohlášeno:'), the totals with the Czech plural (260 bodů), the winner."""
    out = run_cli("--lang", "cs", "score", EXAMPLES / "realms-rulebook.json").out
    assert "Jiří: 260 bodů" in out and "Eva: 380 bodů" in out and "Vítěz: Eva" in out
    assert "základní síla 32; postih odstraňuje Hora" in out  # Stoletá voda: 32, its penalty cleared
    labels = [line.split("  ")[0] for line in out.splitlines() if "  " in line and not line.startswith(" ")]
    assert {"Hora", "Stoletá voda", "Kouř", "Tornádo", "Svíčka", "Kniha proměn", "Královna"} <= set(labels)
    assert "Prohlášeno: " in out and "Použitá pravidla:" in out
    assert "Prohlášení, která hráč nezadal, jsou ta nejlepší" in out  # the search reading, in Czech


def test_english_is_unchanged_by_a_czech_locale(monkeypatch):
    """--lang en with a Czech locale prints what scorer printed in English before (the rulebook's rows)."""
    monkeypatch.setenv("LANG", "cs_CZ.UTF-8")
    out = run_cli("--lang", "en", "score", EXAMPLES / "realms-rulebook.json").out
    assert out.startswith("Mystical Realms\n")
    assert "Jiří: 260 points" in out and "Winner: Eva" in out
    assert "base 32; penalty cleared by Mountain" in out
    assert "Declared: Mirage=Rainstorm" in out and "Rules applied:" in out
    monkeypatch.delenv("LANG")
    set_language(None)
    assert run_cli("score", EXAMPLES / "realms-rulebook.json").out == out  # no language at all: English


def test_a_blanked_card_and_a_partial_hand_in_czech():
    """Great Flood blanks every Army (its penalty): Knights (base 20) score 0, 'VYMAZANÉ' (Rytířky is plural;
    the rulebook says 'VYMAZÁNA' of one card); Great Flood scores its base 32. A partial hand of 2 cards:
    '2 karty' (2-4: the second form)."""
    out = run_cli("--lang", "cs", "realms", "score", "--partial", "Stoletá voda", "Rytířky").out
    rows = {line.split("  ")[0]: line for line in out.splitlines() if line.startswith(("Rytířky", "Stoletá voda"))}
    assert " 0  VYMAZANÉ" in rows["Rytířky"]
    assert " 32  základní síla 32" in rows["Stoletá voda"]
    assert "Hráč 1: 32 bodů" in out
    assert "Neúplná ruka: 2 karty spočítané tak, jak byly zadány" in out
    assert "Vymazané karty se nepočítají" in out  # the reading printed when a card is blanked (rulebook p.3)


@pytest.mark.parametrize(
    ("cards", "words"),
    [
        (["Hora"], "1 kartu"),  # Czech plural forms from the catalogue: 1, 2-4, 5+
        (["Hora", "Kouř"], "2 karty"),
        (["Hora", "Kouř", "Požár", "Svíčka", "Kovárna"], "5 karet"),
    ],
)
def test_a_short_hand_is_refused_in_czech_with_its_plural(cards, words):
    """A hand of fewer than 7 cards (rulebook p.2: each player holds 7) is refused with the count in Czech
    and the offer of a partial hand naming the option."""
    code, _out, err = run_cli("--lang", "cs", "realms", "score", *cards)
    assert code == 2
    assert f"ruka hráče 1 má {words}: ruka má 7 karet, nebo 8 s Nekromantem; přidejte karty" in err
    assert err.rstrip().endswith("nebo je spočítejte jako neúplnou ruku (--partial)")


def test_suggestions_are_shown_in_the_output_language():
    """A near miss gets suggestions in the output language, whatever language was typed; matching stays
    bilingual (English names are read in Czech output and the other way round)."""
    cs = run_cli("--lang", "cs", "realms", "score", "great flod", "Smoke").err
    assert "„Stoletá voda“" in cs and "Great Flood" not in cs
    en = run_cli("--lang", "en", "realms", "score", "great flod", "Smoke").err
    assert "unknown card 'great flod': did you mean 'Great Flood'?" in en
    with using("cs"):
        assert parse_hand(["Mountain", "kour", "Požár", "candle", "Kovárna", "Blesk", "rain"]) == [
            "mountain",
            "smoke",
            "wildfire",
            "candle",
            "forge",
            "lightning",
            "rainstorm",
        ]


def test_light_cavalry_keeps_its_printed_czech_name_and_accepts_the_literal_one():
    """Light Cavalry is printed 'Těžká jízda' in the Czech edition (seed 001's card list; the reference's Czech
    sources JPRAET, KLAMEREK, LADY); players who translate the English name type 'Lehká jízda': accepted."""
    d = deck()
    assert d["light_cavalry"].czech == "Těžká jízda"
    assert d.matcher.match("Lehká jízda") == d.matcher.match("lehka jizda") == "light_cavalry"
    assert d.matcher.match("Těžká jízda") == "light_cavalry"
    with using("cs"):
        assert d.name("light_cavalry") == "Těžká jízda"
    assert d.name("light_cavalry") == "Light Cavalry"
    # Light Cavalry: base 17, -2 per Land (the reference, FR23); with Mountain (a Land): 17 - 2 = 15
    with using("cs"):
        result = score_hand(["Lehká jízda", "Hora"], partial=True)
    row = result.players[0].rows[0]
    assert (row.item, row.points) == ("Těžká jízda", 15)


def test_declarations_in_czech_read_back():
    """The declarations are printed with Czech names and can be copied back into --choose: 'Přelud=Bouře'
    (rulebook example 1: Jiří declares Mirage as Rainstorm, 260), and '=nic' leaves a card unused as '=none'
    does (Mirage unused: Mountain 59, Great Flood 32, Smoke 27, Whirlwind 13, Air Elemental 4 + 15 x 2, Wildfire
    40 = 205)."""
    hand = ["Hora", "Stoletá voda", "Kouř", "Tornádo", "Elementál vzduchu", "Požár", "Přelud"]
    with using("cs"):
        assert score_hand(hand, ["Přelud=Bouře"]).players[0].total == 260
        unused = score_hand(hand, ["Přelud=nic"])
        assert unused.players[0].total == score_hand(hand, ["Mirage=none"]).players[0].total == 205
        with pytest.raises(InputError, match=r"není ve tvaru KARTA=VOLBA: napište např\. 'Přelud=Bouře'"):
            score_hand(hand, ["Přelud"])


def test_json_keeps_english_keys_and_ids():
    """--json in Czech: the pinned keys, card and suit ids in English; names, assumptions and the explanation
    in Czech."""
    data = json.loads(
        run_cli("--lang", "cs", "realms", "score", "--json", "--explain", "--partial", "Hora", "Kouř").out
    )
    assert set(data) >= {"game", "unit", "players", "winners", "outcome", "assumptions", "explanation"}
    assert data["unit"] == "points" and data["partial"] is True
    card = data["players"][0]["cards"][0]
    assert set(card) == {"id", "name", "suit", "base", "bonus", "penalty", "blanked", "points"}
    assert (card["id"], card["name"], card["suit"], card["points"]) == ("mountain", "Hora", "land", 9)
    assert data["players"][0]["name"] == "Hráč 1"


def test_the_advisor_in_czech():
    """docs/realms.md's advise example in Czech: Dwarvish Infantry (Trpasličí pěchota) taken, Candle (Svíčka)
    discarded, 225 points (61 more than the hand's 164); the moves table and the odds in Czech, the decimal comma."""
    out = run_cli(
        "--lang",
        "cs",
        "realms",
        "advise",
        "Knights,King,Queen,Princess,Rangers,Forge,Candle",
        "--area",
        "Mountain, Dwarvish Infantry",
    ).out
    assert "Tajuplné říše: poslední tah" in out and "Ruka teď: 164 bodů" in out
    assert "vzít kartu Trpasličí pěchota, odložit kartu Svíčka" in out
    assert (
        "Doporučení: vzít kartu Trpasličí pěchota z odkládacího prostoru a odložit kartu Svíčka: 225 bodů "
        "(o 61 víc než teď)" in out
    )
    assert "dobrat z balíčku (44 neviděných karet)" in out and "průměrně 182,52" in out
    # Czech trial (issue 12, items 14, 15): no comma before 'než', '5 %' with a space, the rulebook's reason
    # for the last turn without a hanging ', pravidla'
    assert (
        "Dobrání naslepo: průměrně 182,52 bodu (164 až 230); dobrat naslepo je lepší než vzít kartu Trpasličí "
        "pěchota (součet 225) u 2 ze všech 44 neviděných karet (5 %)." in out  # second trial, item 6
    )
    assert "Předpoklady:" in out
    assert "(podle pravidel hra končí, jakmile je v odkládacím prostoru deset karet)" in out


def test_the_best_hand_in_czech():
    """'Which card should I drop?' in Czech: 9 cards, the kept hand's heading and 'Vyřadit:'."""
    out = run_cli(
        "--lang", "cs", "realms", "best", "Knights,King,Queen,Princess,Rangers,Forge,Candle,Mountain,Dwarvish Infantry"
    ).out
    assert "Nejlepší ruka (7 karet) z 9 karet" in out and "Vyřadit: " in out


def test_the_entry_in_czech_through_the_library(tmp_path):
    """The entry's prompts in Czech (under using("cs")), the hand shown with Czech names, the record saved with
    English names (a record reads in any language); rulebook example 1 scores 260."""
    asked = []

    class Recording(ScriptedPrompter):
        def text(self, message, default="", validate=None, choices=()):
            asked.append((message, list(choices)))
            return super().text(message, default, validate, choices)

        def echo(self, text=""):
            asked.append((text, []))

    cards = ["Mountain", "stoleta voda", "Kouř", "Tornádo", "Elementál vzduchu", "Požár", "Přelud"]
    bob = ["Sněhová vánice", "Jeskyně", "Rytířky", "Král", "Královna", "Princezna", "Hydra"]
    draft = Draft({"game": "realms"}, tmp_path / "game.json")
    with using("cs"), guard(draft):
        record = run_entry(draft, Recording(["Ann, Bob", "", "", *cards, *bob], review=False))
    messages = [m for m, _ in asked]
    assert "Ann, karta 1/7 (nebo několik oddělených čárkami):" in messages
    assert "Ann, karta 2/7:" in messages
    assert "Ruka – Ann: Hora, Stoletá voda" in messages  # second trial, item 9: no "hráče" before a name
    first_choices = next(c for m, c in asked if m.startswith("Ann, karta 1/7"))
    assert first_choices[:2] == ["Hora", "Mountain"]  # completion offers the Czech name first
    assert record["players"][0]["hand"] == [
        "Mountain",
        "Great Flood",
        "Smoke",
        "Whirlwind",
        "Air Elemental",
        "Wildfire",
        "Mirage",
    ]
    from scorer.games.realms import score_record

    assert score_record(record).players[0].total == 260


def test_entry_refusals_in_czech():
    """A card already in another hand is refused naming whose hand (in Czech), and so is a card named twice."""
    from scorer.games.realms.entry import _card_parser

    d = deck()
    with using("cs"):
        parse = _card_parser(d, "ruka hráče Bob", (), {"smoke": "ruka hráče Ann"}, False, first=False)
        with pytest.raises(InputError, match="kartu Kouř už někdo má \\(ruka hráče Ann\\): vyberte jinou kartu"):
            parse("kour")
        with pytest.raises(InputError, match="karta Hora je v této odpovědi dvakrát"):
            parse("Hora, Mountain")
