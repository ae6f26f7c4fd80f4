"""Dominion in Czech (issue 12): the examples, the counts and their plurals, what-if and the errors, checked against
the card data (cards.json's Czech names, from the dominiontabs Czech database) and the Czech Cornucopia rulebook's
terms (*vítězné body*, *kletba*, *karty peněz*; ``docs/translating.md``). JSON keys and ids stay English."""

import json

import pytest
from dominion_helpers import one
from helpers import EXAMPLES, run_cli

from scorer.core.errors import InputError
from scorer.core.i18n import using
from scorer.games.dominion.data import card_db

EXAMPLE_FILES = sorted(EXAMPLES.glob("dominion-*.json"))


#: English words of the Dominion reasons and readings that must not be left in a Czech answer.
ENGLISH = (" each", " cards", " card ", " pile", "Tavern mat", " from the ", "Landmark", "VP token", "listed")


def czech(item: str) -> str:
    """The Czech row name the data gives for an English row name: a card's Czech name (its English one where the
    Czech edition has none), 'X (památka)' for a Landmark, the Czech words for VP tokens."""
    db = card_db()
    if item.endswith(" (Landmark)"):
        name = item.removesuffix(" (Landmark)")
        return f"{db.czech(name) or name} (památka)"
    if item == "VP tokens":
        return "Žetony vítězných bodů"
    return db.czech(item) or item


@pytest.mark.parametrize("path", EXAMPLE_FILES, ids=lambda p: p.name)
def test_each_example_in_czech(path):
    """Each example in Czech: the same totals and winners, every row named as the data names it in Czech, the
    reasons in Czech (no English words of ours left), JSON keys and card ids in English."""
    code, out, err = run_cli("--lang", "cs", "score", path, "--json")
    assert code == 0, err
    cs = json.loads(out)
    en = json.loads(run_cli("--lang", "en", "score", path, "--json").out)
    assert set(cs) == set(en) and cs["winners"] == en["winners"]
    for p_cs, p_en in zip(cs["players"], en["players"]):
        assert p_cs["total"] == p_en["total"] and set(p_cs) == set(p_en)
        assert [r["item"] for r in p_cs["breakdown"]] == [czech(r["item"]) for r in p_en["breakdown"]]
        for row in p_cs["breakdown"]:
            assert not any(word in row["reason"] for word in ENGLISH), row
    for note in cs["assumptions"]:
        assert not any(word in note for word in (" each", " wherever", " counts,", " the ")), note
    text = run_cli("--lang", "cs", "score", path).out
    assert "Počítá se každá karta, kterou hráč vlastní" in text  # the reading every result prints
    assert "Provincie" in text and "Province" not in text


def test_the_examples_card_names_and_terms():
    """Hand-checked rows: Cornucopia example, Ann 44 cards with Gardens (Zahrady, cards.json cs) 4 each; Cecilie's
    Duke (Vévoda) 4 Duchies: '4× Vévodství' (a Czech card name is not declined after a number); Empires example:
    Palace (no Czech edition: English) with '7× Měďák, 5× Stříbrňák, 2× Zlaťák'; Distant Lands 'na podložce
    Taverny 1 (celkem 2)'; Bob's VP tokens '9 žetonů vítězných bodů' (5+: the genitive plural)."""
    corn = run_cli("--lang", "cs", "score", EXAMPLES / "dominion-cornucopia.json").out
    assert "44 karet → 4 VP za kus" in corn.replace("vítězné body", "VP").replace("vítězných bodů", "VP")
    assert "4× Vévodství →" in corn and "12 různě pojmenovaných karet →" in corn
    emp = run_cli("--lang", "cs", "score", EXAMPLES / "dominion-empires.json").out
    for text in (
        "Palace (památka)",
        "7× Měďák, 5× Stříbrňák, 2× Zlaťák →",
        "na podložce Taverny 1 (celkem 2)",
        "9 žetonů vítězných bodů",
        "5 karet z balíčku: Encampment/Plunder",
    ):
        assert text in emp, text


def test_czech_plurals_come_from_the_catalogue():
    """1 karta, 2 karty, 5 karet (the catalogue's three Czech forms); the same for Favors and pairs."""
    from scorer.games.dominion.data import cards
    from scorer.games.dominion.score import count_text

    with using("cs"):
        assert [count_text(n, "total_cards") for n in (1, 2, 5, 0)] == ["1 karta", "2 karty", "5 karet", "0 karet"]
        assert count_text(3, "action_cards") == "3 akční karty"
        assert count_text(21, "victory_cards") == "21 karet vítězných bodů"  # 21 takes the 5+ form in the catalogue
        assert cards(3, "Duchy") == "3× Vévodství" and cards(2, "Distant Lands") == "2× Distant Lands"
    with using("en"):
        assert count_text(1, "total_cards") == "1 card" and cards(3, "Duchy") == "3 Duchies"


def test_what_if_in_czech(tmp_path):
    """The what-if of test_whatif (Ann 27, +Province+Estate 36, Cyril 40) in Czech: the options by their Czech
    card names, the verdict in Czech, JSON keys and card ids English."""
    from test_whatif import LAST

    path = tmp_path / "game.json"
    path.write_text(json.dumps(LAST), encoding="utf-8")
    code, out, err = run_cli("--lang", "cs", "dominion", "what-if", path, "-p", "ann", "-g", "prov+statek", "--json")
    assert code == 0, err
    option = json.loads(out)["options"][0]
    assert option["label"] == "+1× Provincie +1× Statek"
    assert option["gains"] == [{"card": "Province", "count": 1}, {"card": "Estate", "count": 1}]
    assert option["verdict"].startswith("Ann: stále o 4 ") and "pozadu, vede Cyril (36 : 40 " in option["verdict"]
    text = run_cli("--lang", "cs", "dominion", "what-if", path, "-p", "ann", "-l", "zlatak", "-g", "prov").out
    assert "Dominion – co kdyby: Ann" in text and "Po každé možnosti:" in text and "+1× Provincie -1× Zlaťák" in text


@pytest.mark.parametrize(
    "args,message",
    [
        (["-p", "ann", "-l", "vevodstvi"], "Ann nemá žádné karty Vévodství: ztratit lze jen vlastní karty"),
        (["-p", "ann", "-l", "statek=4"], "Ann má 3× Statek, ne 4 ke ztrátě: ztratit lze nejvýše 3"),
        (["-p", "zed", "-g", "prov"], "v záznamu není hráč 'zed'"),
        (["-p", "ann", "-g", "provincie+"], "za „+“ chybí karta"),
        (["-p", "ann"], "zadejte alespoň jedno --gain nebo --lose"),
    ],
)
def test_what_if_errors_in_czech(tmp_path, args, message):
    from test_whatif import LAST

    path = tmp_path / "game.json"
    path.write_text(json.dumps(LAST), encoding="utf-8")
    code, out, err = run_cli("--lang", "cs", "dominion", "what-if", path, *args)
    assert code == 2 and out == "" and err.count("\n") == 1 and message in err, err


def test_tower_what_if_errors_in_czech(tmp_path):
    """The Tower what-ifs of test_pile_counts (tower_table(6): Ann's 6 Smithies and 2 Curses, Bob's 2 Curses and
    count of 6 hold every Smithy) in Czech: Bob's gain gives him 7, at most 6; Ann's leaves Bob's 6 at most 5."""
    from test_pile_counts import tower_table

    path = tmp_path / "game.json"
    path.write_text(json.dumps(tower_table(6)), encoding="utf-8")
    fix = "kartu z prázdného balíčku lze získat jen ze smetiště, kde mohou být jen kopie, které nemá žádný hráč: "
    fix += "získejte méně karet"
    for who, message in [
        (
            "bob",
            "zisk 1× Kovárna: Bob – celkem 7 karet (kromě karet vítězných bodů) z prázdných balíčků Kovárna a "
            "Kletba: víc, než zapsané karty dovolují (nejvýše 6: při 2 hráčích",
        ),
        (
            "ann",
            "zisk 1× Kovárna: Bob – počet 6 karet (kromě karet vítězných bodů) z prázdných balíčků Kovárna a "
            "Kletba by byl víc, než zapsané karty dovolují (nejvýše 5: při 2 hráčích",
        ),
    ]:
        code, out, err = run_cli("--lang", "cs", "dominion", "what-if", path, "-p", who, "-g", "kovarna")
        assert code == 2 and out == "" and err.count("\n") == 1 and message in err and fix in err, err


def test_record_errors_in_czech(tmp_path):
    """Record errors in Czech, naming the field and the player; the limit's source from limits.json's 'cs'."""
    bad = [
        (one({"Province": 1}, vp_tokens="five"), "Ann – žetony vítězných bodů 'five' nejsou celé číslo"),
        (one({"Province": 1}, tavern_mat={"Province": 1}), "Provincie nepatří na podložku Taverny"),
        (one({"Province": 13}), "13× Provincie: víc, než hra obsahuje (nejvýše 12 při 1 hráči, balíček provincií"),
        (one({"Village": 1}, landmarks=["Obelisk"], setup={"obelisk_pile": "Gardens"}), "Zahrady – to není akční"),
        # Tower: Bob's 2 Curses and the 10 - 6 Smithies Ann does not hold (test_pile_counts, other_tower)
        (
            {
                "game": "dominion",
                "landmarks": ["Tower"],
                "setup": {"empty_supply_piles": ["Smithy", "Curse"]},
                "players": [
                    {"name": "Ann", "cards": {"Smithy": 6, "Curse": 2, "Province": 3}},
                    {"name": "Bob", "cards": {"Curse": 2}, "counts": {"empty_pile_cards": 12}},
                ],
            },
            "a Ann má 6× Kovárna a 2× Kletba: Bob tak může mít své zapsané karty, celkem 2 (Kletba 2: karta se "
            "zapisuje se všemi svými kopiemi a každá kletba také, protože boduje), a k nim ještě 4: opravte počet",
        ),
    ]
    for record, message in bad:
        path = tmp_path / "bad.json"
        path.write_text(json.dumps(record), encoding="utf-8")
        code, out, err = run_cli("--lang", "cs", "score", path)
        assert code == 2 and message in err, err


def test_a_bad_limit_source_is_impossible():
    """Every pile size in limits.json has its Czech source (shown in Czech messages), and no Czech source is left
    the same as the English one."""
    from scorer.games.dominion.limits import limits

    data = limits()
    sizes = [*data.cards.values(), *data.piles.values(), data.kingdom, data.victory_kingdom]
    sizes += [*data.non_supply.values(), *data.non_supply_types.values(), data.non_supply_other]
    for size in [*sizes, data.total]:
        assert size.cs and size.cs != size.source, size.source
    with using("cs"), pytest.raises(InputError, match="balíček provincií"):
        from scorer.games.dominion import score_record

        score_record(one({"Province": 99}))


@pytest.mark.terminal
def test_the_entry_in_czech_in_a_terminal(tmp_path, monkeypatch):
    """A Czech locale (LANG=cs_CZ.UTF-8) gives the whole Dominion entry in Czech, Czech card names typed without
    accents, the quick path with Keep (the Treasures kept), a refused name and the result. Hand-checked: Ann 4
    Provinces 24 + 2 Gardens × floor(25/10) = 4, Keep: Gold (1 to 0) and Silver (3 to 0) 10 → 38; Bob 4 Provinces
    24, Keep: Copper (3 to 0) 5 → 29 (Empires rulebook, Keep: 5 VP per Treasure you have the most of)."""
    import re

    from helpers import DOWN, ENTER, answer, finish, spawn

    for var in ("LC_ALL", "LC_MESSAGES", "SCORER_LANG"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "cs_CZ.UTF-8")
    child = spawn(tmp_path, "dominion")
    answer(
        child,
        ("scorer-dominion-", ""),  # the draft's path, then the core's first players question
        (re.compile(r"\?[^\n]*1"), "Ann, Bob" + ENTER),
        (re.compile(r"\?[^\n]*\s3\b"), ENTER),
        ("Památka v této hře", "zahrady" + ENTER),
        ("Zahrady: to je karta, ne památka; zapisuje se mezi karty hráče", "\x15" + "keep" + ENTER),
        ("Památka v této hře", ENTER),
        ("Spojenec v této hře", ENTER),
        ("Má někdo na konci hry stav Miserable", ENTER),
        ("Ann – jak zadáte karty?", DOWN + ENTER),
        (
            "Ann – karty vítězných bodů, kletby a karty peněz (Keep je porovnává), např. Provincie 4, Zahrady 3",
            "provincie 4, zahrady 2, stribrnak 3, zlatak 1, vesnice 2" + ENTER,
        ),
        ("(vynecháno: Vesnice – bez vlastních vítězných bodů; počty zadáte až po kartách)", ""),
        ("Provincie 4, Zahrady 2, Stříbrňák 3, Zlaťák 1", ENTER),
        ("Ann – další karty peněz pro Keep (už zapsáno: Stříbrňák 3, Zlaťák 1)", ENTER),
        ("Ann: Kolik máte karet celkem?", "9" + ENTER),
        ("nejméně 10: mezi zapsanými kartami je už 10 karet", "\x15" + "25" + ENTER),
        ("Ann: Žetony vítězných bodů?", ENTER),
        ("tahy navíc se nepočítají: Strážnice, Mission, Posedlost", "15" + ENTER),
        ("Bob – jak zadáte karty?", ENTER),
        ("Bob – karty, např. Provincie 4, Měďák 7", "provincie 4, medak 3" + ENTER),
        ("Bob – karty", ENTER),
        ("Bob: Žetony vítězných bodů?", ENTER),
        ("Bob: odehrané vlastní tahy", "16" + ENTER),
        ("Bob: Celý balíček: každá karta s počtem, Provincie 4, Měďák 3", ""),
        ("?", ENTER),  # the review: Enter scores
    )
    finish(
        child,
        "25 karet → 2",
        "Keep (památka)",
        "nejvíce nebo shodně nejvíce: Zlaťák, Stříbrňák",
        "nejvíce nebo shodně nejvíce: Měďák",
        "Keep porovnává karty peněz zapsané u každého hráče",
    )
    [saved] = list(tmp_path.glob("scorer-dominion-*.json"))
    record = json.loads(saved.read_text(encoding="utf-8"))
    assert record["players"][0]["cards"] == {"Province": 4, "Gardens": 2, "Silver": 3, "Gold": 1}  # ids in English
    assert record["landmarks"] == ["Keep"] and record["players"][0]["counts"] == {"total_cards": 25}
