"""The second Czech new-user trial's undo defects (D1, D2) in a real terminal, with the trial's keys
(LANG=cs_CZ.UTF-8; /tmp/reports/trial2-carcassonne.md)."""

import json

import pytest
from helpers import ENTER, answer, finish, spawn

pytestmark = pytest.mark.terminal


@pytest.fixture
def czech(monkeypatch):
    monkeypatch.setenv("LANG", "cs_CZ.UTF-8")
    for var in ("LC_ALL", "LC_MESSAGES", "SCORER_LANG"):
        monkeypatch.delenv(var, raising=False)


def start(tmp_path):
    """`scorer carcassonne -r g.json`, Jana and Ondřej, the current rules, no Inns & Cathedrals, then a
    completed city of 4 tiles with Jana's meeple (`m 4 ⏎ ⏎ jana ⏎`: 2 per tile = 8, base_game.city)."""
    path = tmp_path / "g.json"
    child = spawn(tmp_path, "carcassonne", "-r", str(path))
    answer(
        child,
        ("Jméno 1. hráče", "Jana, Ondřej" + ENTER),
        ("Jméno 3. hráče", ENTER),
        ("Současná pravidla", ENTER),
        ("Hostince a katedrály", ENTER),
        ("Co dál?", "m"),
        ("Karty:", "4" + ENTER),
        ("Erby:", ENTER),
        ("Figurky", "jana" + ENTER),
    )
    child.expect_exact("Město 1: Jana +8")
    return child, path


def test_undo_after_a_final_field_takes_the_field_not_the_fairy_point(tmp_path, czech):
    # D1: `b j`, `h l 1 ⏎ ondrej ⏎`, `<`, `v` asked 'Vrátit: bod víly (Jana)?'
    child, path = start(tmp_path)
    answer(child, ("Co dál?", "b"), ("Kdo začíná tah s vílou", "j"))
    child.expect_exact("Jana: +1 bod víly na začátku tahu (zatím 1)")
    answer(
        child,
        ("Co dál?", "h"),
        ("Nedokončená oblast nebo louka k hodnocení:", "l"),
        ("1 Město 1", "1" + ENTER),
        ("Figurky", "ondrej" + ENTER),
    )
    child.expect_exact("Louka 1: Ondřej +3")  # 3 per completed city bordering it (WikiCarpedia The Farmers)
    answer(child, ("Nedokončená oblast nebo louka k hodnocení:", "<"), ("Co dál?", "v"))
    answer(child, ("Vrátit: Louka 1?", "a" + ENTER))
    child.expect_exact("Vráceno: Louka 1.")
    answer(child, ("Co dál?", "u"))
    finish(child)
    record = json.loads(path.read_text(encoding="utf-8"))
    assert [f["name"] for f in record["features"]] == ["Město 1"]
    assert record["players"][0]["fairy_turn_points"] == 1


def test_undo_of_a_final_field_takes_its_new_city_too(tmp_path, czech):
    # D2: `h l hrad ⏎ n ondrej ⏎ < v a ⏎` left Město hrad in the record
    child, path = start(tmp_path)
    answer(
        child,
        ("Co dál?", "h"),
        ("Nedokončená oblast nebo louka k hodnocení:", "l"),
        ("1 Město 1", "hrad" + ENTER),
        ("které město to je?", "n"),
        ("Figurky", "ondrej" + ENTER),
    )
    child.expect_exact("Louka 1: Ondřej +3")
    answer(child, ("Nedokončená oblast nebo louka k hodnocení:", "<"), ("Co dál?", "v"))
    answer(child, ("Vrátit: Louka 1 (a nová: Město hrad)?", "a" + ENTER))
    child.expect_exact("Vráceno: Louka 1 (a nová: Město hrad).")
    answer(child, ("Co dál?", "u"))
    finish(child)
    record = json.loads(path.read_text(encoding="utf-8"))
    assert [f["name"] for f in record["features"]] == ["Město 1"]
