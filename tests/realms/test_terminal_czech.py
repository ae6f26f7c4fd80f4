"""Issue 12: `scorer realms` in a real terminal with a Czech locale (LANG=cs_CZ.UTF-8) and nothing else: the
card prompts, the hand shown after each answer, a refusal, completion and the result in Czech."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from helpers import ENTER, answer, finish, spawn

pytestmark = pytest.mark.terminal

# Rulebook (seed 001) example 1, Jiří's hand, in Czech: 260 bodů; Bob's hand scores less (see below).
ANN = ["Hora", "Stoletá voda", "Kouř", "Tornádo", "Elementál vzduchu", "Požár", "Přelud"]
BOB = ["Sněhová vánice", "Jeskyně", "Rytířky", "Král", "Královna", "Princezna", "Hydra"]


@pytest.fixture
def czech_locale(monkeypatch):
    """The terminal's locale is Czech and nothing else chooses a language (spawn copies os.environ)."""
    for var in ("LC_ALL", "LC_MESSAGES", "SCORER_LANG", "LANGUAGE"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "cs_CZ.UTF-8")


def test_a_table_in_czech(tmp_path, czech_locale):
    """Two players; Ann's hand typed with Tab completion (kour -> Kouř) and a list; Kouř refused in Bob's hand
    with whose hand it is in; the review and the result in Czech; the record keeps English names.

    Ann: rulebook example 1, 260 (seed 001 p.4). Bob is second: he scores less (the result says Vítěz: Ann)."""
    child = spawn(tmp_path, "realms")
    answer(
        child,
        ("Jméno 1. hráče", "Ann, Bob" + ENTER),
        ("Jméno 3. hráče", ENTER),
        ("S jakými kartami se hraje?", ENTER),  # issue 11: Enter, the base game
        ("Ann, karta 1/7 (nebo několik oddělených čárkami):", "Hora" + ENTER),
        ("Ruka – Ann: Hora", ""),
        ("Ann, karta 2/7:", "stoleta voda" + ENTER),
        ("Ann, karta 3/7:", "kour\t"),
        ("Kouř", ENTER),  # completion folds accents: kour -> Kouř
        ("Ruka – Ann: Hora, Stoletá voda, Kouř", ""),
        ("Ann, karta 4/7:", ", ".join(ANN[3:]) + ENTER),
        ("Bob, karta 1/7", "Kouř" + ENTER),
        ("kartu Kouř už někdo má (ruka – Ann): vyberte jinou kartu", "\x7f" * 4 + ", ".join(BOB) + ENTER),
        ("Kontrola před spočítáním:", ""),
        ("Je všechno správně?", ENTER),
    )
    out = finish(child)
    assert "Ann: 260 bodů" in out and "Vítěz: Ann" in out
    assert "Hora " in out and "základní síla 32; postih odstraňuje Hora" in out
    saved = sorted(tmp_path.glob("scorer-realms-*.json"))
    record = json.loads(Path(saved[-1]).read_text(encoding="utf-8"))
    assert record["lang"] == "cs"
    assert record["players"][0]["hand"][:3] == ["Mountain", "Great Flood", "Smoke"]
