"""The card data: the committed file matches the installed domdiv database, and it holds what scoring needs."""

import json
from pathlib import Path

import pytest
from helpers import load_module

from scorer.core.errors import AmbiguousNameError, RuleError, UnknownNameError
from scorer.games.dominion.data import card_db

ROOT = Path(__file__).resolve().parents[2]


def _generator():
    return load_module(ROOT / "tools" / "dominion_data.py", "dominion_data")


def test_committed_cards_match_installed_domdiv():
    """tools/dominion_data.py run on the installed domdiv gives exactly the committed file."""
    pytest.importorskip("domdiv")
    gen = _generator()
    committed = (ROOT / "cards_data" / "dominion" / "cards.json").read_text(encoding="utf-8")
    assert gen.dumps(gen.build(gen.database_dir())) == committed
    assert json.loads(committed)  # and it is JSON


def test_card_facts_from_the_database():
    """Spot checks against the reference file (DT_DB/DT_CS entries) and seed 002."""
    db = card_db()
    assert db.card("Tržiště").name == "Fairgrounds"  # seed 002, Roh hojnosti
    assert db.card("Kletba").name == "Curse"
    assert db.card("Vévodství").name == "Duchy"
    assert db.card("Lady Josefína").name == "Dame Josephine"
    assert db.card("Farm").name == "Harem"
    assert db.card("trůnní sál").name == "Throne Room"  # seed 002's spelling; DT_CS has the typo "Trůní sál"
    gardens = db.cards["Gardens"]
    assert (gardens.types, gardens.coins, gardens.pile) == (["Victory"], 4, "Gardens")
    assert db.cards["Vineyard"].potion and db.cards["Vineyard"].coins == 0
    assert db.cards["Great Hall"].types == ["Action", "Victory"]
    assert db.cards["Dame Josephine"].types == ["Action", "Attack", "Knight", "Victory"]
    assert db.cards["Sir Martin"].coins == 4  # DT_EN Knights: Sir Martin costs 4
    assert len([c for c in db.cards.values() if c.pile == "Knights"]) == 10
    assert len([c for c in db.cards.values() if c.pile == "Castles"]) == 8
    assert [c.name for c in db.cards.values() if c.pile == "Ruins"] == [
        "Abandoned Mine",
        "Ruined Library",
        "Ruined Market",
        "Ruined Village",
        "Survivors",
    ]
    assert db.cards["Hovel"].pile is None and db.cards["Bag of Gold"].pile is None
    assert db.cards["Pasture"].pile is None  # Heirloom


def test_piles_named_by_any_card():
    """A pile is named by any card in it; a split pile by either half (issue 3, record format)."""
    db = card_db()
    assert db.pile("Dame Anna") == "Knights"
    assert db.pile("Plunder") == db.pile("Encampment") == "Encampment/Plunder"
    assert db.pile("Village") == "Village"
    assert db.is_action_pile("Knights") and not db.is_action_pile("Castles")
    # Czech names and aliases name piles too (issue 3: English and Czech names both work); DT_CS Village = Vesnice
    assert db.pile("Vesnice") == "Village" and db.pile("Kletba") == "Curse" and db.pile("Farm") == "Harem"
    assert db.pile("Zahrady") == "Gardens" and db.pile("Trůní sál") == "Throne Room"
    with pytest.raises(RuleError):
        db.pile("Hovel")  # a Shelter is not from a Supply pile


def test_name_errors():
    db = card_db()
    with pytest.raises(UnknownNameError) as e:
        db.card("Provnice")
    assert "Province" in e.value.suggestions
    with pytest.raises(AmbiguousNameError):
        db.card("Sir")


def test_plurals_find_the_card_not_a_longer_name():
    """People count aloud in plurals: "Coppers 7" is 7 Coppers, not 7 Coppersmiths (a prefix of the plural
    used to match Coppersmith silently: Fountain 0 instead of 15, Vineyard counting them as Actions)."""
    db = card_db()
    for typed, card in [
        ("Coppers", "Copper"),
        ("Princes", "Prince"),
        ("Fools", "Fool"),
        ("Provinces", "Province"),
        ("Duchies", "Duchy"),
        ("Colonies", "Colony"),
        ("Estates", "Estate"),
        ("Curses", "Curse"),
        ("Witches", "Witch"),
        ("Great Halls", "Great Hall"),
        ("Silk Roads", "Silk Road"),
    ]:
        assert db.card(typed).name == card, typed
    for exact in ("Nobles", "Gardens", "Fairgrounds", "Coppersmith", "Princess", "Fool's Gold"):
        assert db.card(exact).name == exact  # a real card name always wins
    assert db.pile("Coppers") == "Copper" and db.pile("Villages") == "Village"


def test_no_plural_of_a_card_name_finds_another_card():
    """Scan: no English name + s/es/ies resolves to a different card (unless that is its exact name)."""
    db = card_db()
    wrong = []
    for c in db.cards.values():
        for form in {c.name + "s", c.name + "es"} | ({c.name[:-1] + "ies"} if c.name.endswith("y") else set()):
            try:
                got = db.card(form).name
            except (UnknownNameError, AmbiguousNameError):
                continue
            if got != c.name and form not in db.card_names:
                wrong.append((form, got))
    assert wrong == []


def test_vp_rules_cover_every_vp_card_in_the_database():
    """Every card whose type is Victory or Curse has a VP rule (Victory cards worth 0 listed too)."""
    db = card_db()
    victory = {c.name for c in db.cards.values() if c.has("Victory") or c.has("Curse")}
    assert victory - set(db.rules.cards) == set()
    assert set(db.rules.landmarks) == set(db.landmarks.names())


def test_every_quick_count_has_a_question_and_a_derivation():
    from scorer.games.dominion.data import COUNT_QUESTIONS
    from scorer.games.dominion.record import DERIVE
    from scorer.games.dominion.score import COUNT_LABELS

    assert set(DERIVE) == set(COUNT_QUESTIONS) == set(COUNT_LABELS)


def test_every_scoring_landmark_has_a_rule_and_a_row_shape():
    from scorer.games.dominion import rules
    from scorer.games.dominion.score import LANDMARK_UNITS

    db = card_db()
    scoring = {name for name, rule in db.rules.landmarks.items() if not rule.tokens_only}
    assert scoring == set(rules.LANDMARKS) | {"Keep"} and set(LANDMARK_UNITS) == set(rules.LANDMARKS)


def test_broken_data_files_give_one_line_errors(monkeypatch):
    """A data file that fails its schema, or rules naming an unknown card, is one DataError naming the file and the
    field (read through the core loader, scorer.core.data.load_data), not a traceback."""
    from scorer.core import data as core_data
    from scorer.core.data import DataError
    from scorer.games.dominion import data

    real = core_data.read_data
    try:
        monkeypatch.setattr(
            core_data, "read_data", lambda game, name: {"source": "x"} if name == "cards.json" else real(game, name)
        )
        data._card_db.cache_clear()
        with pytest.raises(DataError, match=r"cards_data/dominion/cards.json: \$: object missing required field"):
            data.card_db()
        rules = real("dominion", "vp_rules.json")
        rules["cards"]["Provinz"] = {"kind": "fixed", "vp": 6, "source": "typo"}
        monkeypatch.setattr(
            core_data, "read_data", lambda game, name: rules if name == "vp_rules.json" else real(game, name)
        )
        data._card_db.cache_clear()
        with pytest.raises(DataError, match=r"vp_rules.json: \$.cards\['Provinz'\]: 'Provinz' is not in cards.json"):
            data.card_db()
    finally:
        monkeypatch.undo()
        data._card_db.cache_clear()


def test_czech_names_of_piles_of_several_cards():
    """The Czech pile name Ruiny (DT_CS key 'Ruins', dominiontabs Czech card database) names the Ruins pile, and
    Rytíři (DT_CS 'Knights') the Knights (issue 13); the individual Ruins keep their own Czech names."""
    db = card_db()
    assert db.pile("Ruiny") == db.pile("ruiny") == "Ruins"
    assert db.pile("Rytíři") == db.pile("rytiri") == "Knights"
    assert db.pile("Zničená knihovna") == "Ruins"
    assert "Ruiny" in db.pile_choices(list(db.piles))  # completion offers it too


def test_czech_pile_names_match_the_installed_domdiv():
    """Each Czech pile name in pile_names.json is the domdiv Czech database's name for that pile's tag."""
    import gzip
    import json
    from pathlib import Path

    domdiv = pytest.importorskip("domdiv")
    folder = Path(domdiv.__file__).resolve().parent / "card_db"
    with gzip.open(folder / "cs" / "cards_cs.json.gz", "rt", encoding="utf-8") as f:
        cs = json.load(f)
    names = json.loads((Path(__file__).resolve().parents[2] / "cards_data/dominion/pile_names.json").read_text("utf-8"))
    assert names["cs"] and all(cs[pile]["name"] == czech for pile, czech in names["cs"].items())
