"""Mystical Realms in Czech (issue 12): the breakdown's reasons, labels, blank reasons, the steps of --explain
and the declaration errors, as the Czech rulebook (seed 001) words them: bonuses "+50, máš-li Kouř a Požár",
"+15 za každé další Počasí"; "VYMAZÁNA"; "ODSTRAŇUJE postih"; "Kniha proměn … změnit barvu"."""

import json

import pytest
from helpers import EXAMPLES, run_cli

from scorer.core.errors import InputError
from scorer.core.i18n import using
from scorer.games.realms import score_hand

#: English words of the breakdown, the steps and the readings that must not be left in a Czech answer.
ENGLISH = (" with ", " base ", " per ", " other ", "cleared", "blanked", "BLANKED", " as ", " now ", " takes ")


def test_the_examples_breakdown_and_steps_in_czech():
    """Rulebook example 1 (seed 001 p.4): Mountain '+50, máš-li Kouř a Požár' (the card's Czech text: '+50,
    máš-li i karty Kouř a Požár'), Air Elemental '+15 × 3 (další Počasí)', Mirage 'jako Bouře, Počasí';
    example 2 (p.5): Bell Tower made a Wizard by Book of Changes, Gem of Order's run 2-8 of 7 cards (+150).
    No English word of ours is left in the rows, the steps or the readings."""
    data = json.loads(run_cli("--lang", "cs", "score", EXAMPLES / "realms-rulebook.json", "--json", "--explain").out)
    text = run_cli("--lang", "cs", "score", EXAMPLES / "realms-rulebook.json", "--explain").out
    for line in (
        "Hora                             59  základní síla 9; +50, máš-li Kouř a Požár",
        "Elementál vzduchu                49  základní síla 4; +15 × 3 (další Počasí)",
        "Přelud (jako Bouře, Počasí)       0  základní síla 0",
        "Zvonice (teď Čaroděj)      23  základní síla 8; +15, máš-li alespoň jednoho Čaroděje",
        "Krystal řádu              155  základní síla 5; +150 za postupku 2–8 (7 karet)",
        "Prohlášeno: Přelud=Bouře",
        "Prohlášeno: Kniha proměn=Zvonice:Čaroděj",
        "Hora odstraňuje postih karty Stoletá voda",
        "Kniha proměn mění barvu karty Zvonice: Čaroděj",
        "Přelud bere jméno a barvu karty Bouře (základní síla 0)",
    ):
        assert line in text, line
    for step in data["explanation"]:
        assert not any(word in step for word in ENGLISH), step
    assert data["players"][0]["declarations"] == ["Přelud=Bouře"]


def test_a_blanked_card_in_czech():
    """Great Flood blanks every Army (its penalty; not cleared without Mountain): Knights score 0, 'VYMAZANÉ:
    kartou Stoletá voda' (Rytířky is plural: the trial, issue 12, item 19); with --explain the step 'Rytířky:
    vymazaná kartou Stoletá voda'. A singular card agrees with its name's gender (second trial, item 5: Kouř
    'VYMAZANÝ', below)."""
    out = run_cli("--lang", "cs", "realms", "score", "--partial", "--explain", "Stoletá voda", "Rytířky").out
    assert "Rytířky            0  VYMAZANÉ: kartou Stoletá voda" in out
    assert "  Rytířky: vymazaná kartou Stoletá voda" in out
    assert not any(word in out for word in ENGLISH)
    # English unchanged
    en = run_cli("--lang", "en", "realms", "score", "--partial", "Great Flood", "Knights").out
    assert "BLANKED: by Great Flood" in en


def test_smoke_without_a_flame_and_knights_without_a_leader_in_czech():
    """Smoke is BLANKED unless with a Flame (its text): 'VYMAZANÝ: nemáš-li alespoň jeden Oheň' (the rulebook's
    words, the Czech trial's item 12); Knights' penalty
    '-8 without a Leader' (its text): '-8, nemáš-li Vůdce' (20 - 8 = 12)."""
    out = run_cli("--lang", "cs", "realms", "score", "--partial", "Kouř", "Rytířky").out
    assert "VYMAZANÝ: nemáš-li alespoň jeden Oheň" in out  # Kouř is masculine (second trial, item 5)
    assert "Rytířky      12  základní síla 20; -8, nemáš-li Vůdce" in out


def test_declaration_errors_in_czech():
    """Illegal declarations are refused in Czech with the cards' Czech names (resolve.check_declarations)."""
    hand = ["Přelud", "Kniha proměn", "Hora", "Kouř", "Požár", "Svíčka", "Kovárna"]
    with using("cs"):
        with pytest.raises(InputError, match="Přelud se může stát jen kartou barvy Armáda / Země"):
            score_hand(hand, ["Přelud=Drak"])  # a Beast: Mirage takes Army, Land, Weather, Flood, Flame
        with pytest.raises(InputError, match="dává jednu z deseti barev, ne barvu Divoká"):
            score_hand(hand, ["Kniha proměn=Hora:divoká"])
        with pytest.raises(InputError, match="karta Dvojník není v ruce: odeberte její prohlášení"):
            score_hand(hand, ["Dvojník=Hora"])


def test_plural_cards_and_collector_in_czech():
    """Czech trial (issue 12, items 8, 10, 19). Rangers (plural in Czech, Hraničáři) clear the word Army from
    Dwarvish Infantry's penalty: 'odstraňují'; Wildfire blanks them: 'VYMAZANÍ' (masculine animate plural)
    while the singular Les is 'VYMAZANÝ' (masculine; second trial, item 5). Collector with Mountain, Forest
    and Cavern (three different Land
    cards, its text: +10) says 'za 3 různé karty' (2-4: plural form [1]); with five Lands (and Bell Tower, Earth
    Elemental) +100 'za 5 různých karet'."""
    out = run_cli(
        "--lang", "cs", "realms", "score", "--partial", "--explain", "Hraničáři", "Trpasličí pěchota", "Les", "Požár"
    ).out
    assert "Hraničáři odstraňují slovo Armáda z postihu karty Trpasličí pěchota" in out
    assert "Hraničáři               0  VYMAZANÍ: kartou Požár" in out
    assert "Les                     0  VYMAZANÝ: kartou Požár" in out  # masculine (second trial, item 5)
    three = run_cli("--lang", "cs", "realms", "score", "--partial", "Sběratel", "Hora", "Les", "Jeskyně").out
    assert "+10 za 3 různé karty barvy Země" in three
    five = run_cli(
        "--lang",
        "cs",
        "realms",
        "score",
        "--partial",
        "Sběratel",
        "Hora",
        "Les",
        "Jeskyně",
        "Elementál země",
        "Zvonice",
    ).out
    assert "+100 za 5 různých karet barvy Země" in five
    en = run_cli("--lang", "en", "realms", "score", "--partial", "Collector", "Mountain", "Forest", "Cavern").out
    assert "+10 for 3 different land cards" in en


def test_the_tie_rule_in_czech():
    """Czech trial (issue 12, item 13): the rulebook calls a tie *remíza* ("V případě remízy vítězí hráč, který
    má v ruce nejnižší součet základních sil karet", seed 001): the tie of test_results (42 points each; base
    strength Bob 105, Ann 14) is won by Ann with the rule in those words, one bracket fewer."""
    from scorer.games.realms import score_players

    bob = ["Light Cavalry", "Rainstorm", "Knights", "War Dirigible", "Warship", "Blizzard", "Dragon"]
    ann = ["Necromancer", "Book of Changes", "Protection Rune", "Magic Wand", "World Tree", "Elven Longbow"]
    with using("cs"):
        tie = score_players([("Bob", bob, []), ("Ann", [*ann, "Fountain of Life"], [])])
        outcome = tie.to_json()["outcome"]
    assert outcome["winners"] == ["Ann"]
    # the core's sentence says "remíza" (the rulebook's word); the rule does not say it again
    assert "remíza: vítězí nejnižší součet základních sil bodujících karet" in outcome["reason"], outcome["reason"]
    assert "konec hry" not in outcome["reason"]
