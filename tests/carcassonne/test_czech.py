"""Issue 12: Carcassonne in Czech. The examples scored with --lang cs name the feature types, figures and
goods as rules.json's Czech names do and use the Czech rulebook's terms; the sheet asks in Czech (through
the library and in a real terminal with LANG=cs_CZ.UTF-8); JSON keys and ids stay English."""

import json
import re

import pytest
from helpers import ENTER, EXAMPLES, answer, finish, run_cli, spawn

from scorer.core.i18n import using
from scorer.core.prompts import Draft, ScriptedPrompter
from scorer.games.carcassonne import run_entry, score_record

from .conftest import ROOT, totals

RULES = json.loads((ROOT / "cards_data" / "carcassonne" / "rules.json").read_text(encoding="utf-8"))
CZECH = {kind: name["cs"] for kind, name in RULES["feature_types"].items()}
ENGLISH = {kind: name["en"] for kind, name in RULES["feature_types"].items()}
GOODS = {kind: name["cs"].capitalize() for kind, name in RULES["goods"].items()}
EXAMPLE_FILES = sorted(EXAMPLES.glob("carcassonne-*.json"))


def czech_label(feature: dict, index: int) -> str:
    """A record's feature as the Czech output labels it (the data's Czech type name, then its name)."""
    kind = CZECH[{"abbey": "monastery"}.get(feature["type"], feature["type"])]
    name = feature.get("name")
    if not name:
        return f"{kind} #{index + 1}"
    return name if kind.lower() in name.lower().split() else f"{kind} {name}"


@pytest.mark.parametrize("path", EXAMPLE_FILES, ids=lambda p: p.name)
def test_each_example_in_czech_uses_the_datas_names_and_the_rulebooks_terms(path):
    record = json.loads(path.read_text(encoding="utf-8"))
    english = json.loads(run_cli("score", path, "--json", process=True).out)
    czech_run = run_cli("--lang", "cs", "score", path, "--json", process=True)
    assert czech_run.code == 0, czech_run.err
    czech = json.loads(czech_run.out)
    # the same numbers and the same JSON keys and ids: only the words change
    assert [(p["name"], p["total"]) for p in czech["players"]] == [(p["name"], p["total"]) for p in english["players"]]
    assert set(czech) == set(english) and czech["game"] == "carcassonne"
    labels = {czech_label(f, i) for i, f in enumerate(record["features"])}
    allowed = labels | {f"Víla: {label}" for label in labels} | set(GOODS.values())
    allowed |= {"Body víly na začátku tahu", "Jiné body"}
    items = [row["item"] for p in czech["players"] for row in p["breakdown"]]
    per_city = [item for item in items if item.startswith("Sedláci: ")]  # farm rule per_city_4
    assert set(items) - set(per_city) <= allowed, set(items) - allowed
    assert all(item.removeprefix("Sedláci: ") in labels | {f"Město {c}" for c in labels} for item in per_city)
    assert not any(item.split()[0] in ENGLISH.values() for item in items)  # no English type name left
    # the Czech rulebook's terms (Princezna a drak: body, město, cesta, klášter, louka, víla, figurka)
    text = run_cli("--lang", "cs", "score", path, process=True).out
    assert "Carcassonne: konečné skóre" in text
    assert re.search(r"\d+×\d+ (karta|karty|karet)", text)  # '2×5 karet': tiles are 'karty' (seed 003)
    assert "dokončeno" in text and "pravidlo luk" in text
    assert "points scored" not in text and "completed:" not in text and "unfinished at game end" not in text


def test_the_fairy_reading_in_czech_quotes_the_rulebook():
    # the unfinished road with the fairy: 3 + 3 (JCloisterZone); the reading quotes the Czech text itself
    road = {"type": "road", "complete": False, "tiles": 3, "meeples": {"A": {"small": 1}}, "fairy": "A"}
    with using("cs"):
        r = score_record({"game": "carcassonne", "players": [{"name": "A"}, {"name": "B"}], "features": [road]})
    assert totals(r) == {"A": 6, "B": 0}
    reading = next(a for a in r.assumptions if "nedokončené na konci hry" in a)
    assert "(město, cesta, klášter během hry a louka na konci hry)" in reading and "Cesta #1" in reading


def test_the_sheet_asks_in_czech_and_keeps_english_ids(tmp_path):
    # the menu's letters follow the Czech words: m = Město dokončeno, k = Klášter dokončen.
    # City 4 tiles, Anna with the fairy ('víla'): 2*4 = 8 + 3; monastery, Bob: 9
    record = {
        "game": "carcassonne",
        "draft": True,
        "players": [{"name": "Anna"}, {"name": "Bob"}],
        "options": {"inns_and_cathedrals": False},
        "features": [],
    }
    p = ScriptedPrompter(["m", "4", "", "anna víla", "k", "bob", "u"])
    with using("cs"):
        saved = run_entry(Draft(record, tmp_path / "game.json"), p)
    assert p.asked[:4] == ["Co dál?", "Karty:", "Erby:", p.asked[3]]
    assert p.asked[3].startswith(
        "Figurky (např. „Anna, Bob 2, Cyril 2“; „Anna víla“ nebo „Anna f“ = víla u figurky – Anna"
    )
    assert "Město 1: Anna +8, Anna +3 (víla)" in p.output and "Klášter 1: Bob +9" in p.output
    assert [(f["type"], f.get("name"), f.get("fairy")) for f in saved["features"]] == [
        ("city", "Město 1", "Anna"),
        ("monastery", "Klášter 1", None),
    ]


@pytest.mark.terminal
def test_the_sheet_in_a_czech_terminal(tmp_path, monkeypatch):
    # LANG=cs_CZ.UTF-8 (no --lang): the locale chooses Czech
    monkeypatch.setenv("LANG", "cs_CZ.UTF-8")
    for var in ("LC_ALL", "LC_MESSAGES", "SCORER_LANG"):
        monkeypatch.delenv(var, raising=False)
    path = tmp_path / "game.json"
    path.write_text(
        json.dumps(
            {
                "game": "carcassonne",
                "draft": True,
                "players": [{"name": "Anna"}, {"name": "Bořek"}],
                "options": {"inns_and_cathedrals": False},
                "features": [],
            }
        ),
        encoding="utf-8",
    )
    child = spawn(tmp_path, "carcassonne", "-r", str(path))
    child.expect_exact("Pořadí:")
    child.expect_exact("Co dál?")
    child.expect_exact("m) Město dokončeno")
    answer(
        child,
        ("c) Cesta dokončena", "c"),  # the letter chooses at once
        ("Karty:", "3" + ENTER),
        ("Figurky", "b" + ENTER),
    )
    child.expect_exact("Cesta 1: Bořek +3")  # a completed road: 1 point per tile
    answer(child, ("Co dál?", "b"), ("Kdo začíná tah s vílou", "a"))  # b = Bod víly, a = Anna
    child.expect_exact("Anna: +1 bod víly na začátku tahu (zatím 1)")
    answer(child, ("Co dál?", "u"))  # u = Uložit a skončit
    finish(child, "Carcassonne: dosavadní pořadí (hra probíhá)", "Vede: Bořek")
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["features"][0]["type"] == "road" and saved["players"][0]["fairy_turn_points"] == 1
