"""A whole 4-player Cursed Hoard game entered in a real terminal (pexpect on a pty), as a new user would
(issue 11, "Done when"): the expansion chosen in the menu, Cursed Items, hands of 8, Leprechaun's ninth
card, the discard area for Ghoul, a slip taken back with ``<``, an interruption and its resume, the review.

Hands and items as in tests/realms/test_hoard_table_entry.py; the total asserted is Ann's, whose hand
holds no card The Cursed Hoard changes: it is her base-game hand score plus her items (Spyglass -1 at a
4-player table, Sarcophagus +5; cursed_hoard.json).
"""

import json
from pathlib import Path

import pytest
from helpers import DOWN, ENTER, answer, finish, run_cli, saved_after_stop, spawn

pytestmark = pytest.mark.terminal

ANN = ["Blizzard", "Cavern", "Knights", "King", "Queen", "Princess", "Hydra", "Forge"]
BOB = ["Dragon", "Unicorn", "Mountain", "Forest", "Candle", "Lightning", "Swamp", "Bell Tower"]
CID = ["Ghoul", "Rangers", "Elven Archers", "Warship", "Light Cavalry", "Dwarvish Infantry", "Collector", "Beastmaster"]
DEE = ["Leprechaun", "Warlord", "Empress", "Basilisk", "Warhorse", "Magic Wand", "Sword of Keth", "Elven Longbow"]


def test_a_four_player_cursed_hoard_game(tmp_path):
    child = spawn(tmp_path, "realms")
    answer(
        child,
        ("Player 1 name", "Ann, Bob, Cid, Dee" + ENTER),
        ("Player 5 name", ENTER),
        ("Which cards does the table play?", DOWN + ENTER),  # the second choice: The Cursed Hoard
        ("Ann's used Cursed Items", "spyg\t"),  # Tab completes an item name
        ("Spyglass", ", Sarcophagus" + ENTER),
        ("Ann, card 1 of 8", ", ".join(ANN[:7]) + ENTER),
        ("Ann, card 8 of 8", "Island" + ENTER),  # a slip: it was Forge
        ("Bob's used Cursed Items", "<"),
        ("back to: Ann, card 8 of 8; it was Island", ""),
        ("Ann, card 8 of 8: [Island]", "Forge" + ENTER),
        ("Bob's used Cursed Items", ENTER),
        ("Bob, card 1 of 8", ", ".join(BOB) + ENTER),
        ("Cid's used Cursed Items", ENTER),
        ("Cid, card 1 of 8", ", ".join(CID) + ENTER),
        ("Dee's used Cursed Items", "spyglass" + ENTER),
        ("Spyglass is already Ann's", "\x7f" * 8 + ENTER),  # refused where typed, saying whose (W3, adapted)
        ("Dee, card 1 of 8", ", ".join(DEE) + ENTER),
    )
    child.expect_exact("Dee holds Leprechaun: add a ninth card?")
    child.sendcontrol("c")
    path = saved_after_stop(child)

    child = spawn(tmp_path, "score", path)
    answer(
        child,
        ("Entered so far:", ""),
        ("Table: players Ann, Bob, Cid, Dee, cards The Cursed Hoard", ""),
        ("Ann: items Spyglass, Sarcophagus, hand Blizzard", ""),  # where the hand starts (W5, adapted)
        ("Dee holds Leprechaun: add a ninth card?", "y" + ENTER),
        ("Dee, card 9 of 9", "Shield of Keth" + ENTER),
        ("Discard area at the end, card 1", "Earth Elemental, Water Elemental" + ENTER),
        ("Discard area at the end, card 3", "Fire Elemental" + ENTER),
        ("Discard area at the end, card 4", ENTER),
        ("Review before scoring:", ""),
        ("Everything right?", ENTER),
    )
    out = finish(child)
    assert "Mystical Realms: The Cursed Hoard" in out
    assert "Spyglass (Cursed Item)" in out and "Discard area: Earth Elemental, Water Elemental, Fire Elemental" in out
    record = json.loads(Path(path).read_text())
    assert record["expansions"] == ["cursed_hoard"]
    assert record["discard_area"] == ["Earth Elemental", "Water Elemental", "Fire Elemental"]
    assert record["players"][0] == {"name": "Ann", "hand": ANN, "items": ["Spyglass", "Sarcophagus"]}
    assert record["players"][3]["hand"] == [*DEE, "Shield of Keth"]
    base = json.loads(run_cli("realms", "score", "--json", "--hand-size", "8", "--expansion", "cursed-hoard", *ANN).out)
    data = json.loads(run_cli("score", "--json", path).out)
    assert data["players"][0]["total"] == base["players"][0]["total"] - 1 + 5


@pytest.fixture
def czech_locale(monkeypatch):
    """The terminal's locale is Czech and nothing else chooses a language (as tests/realms/test_terminal_czech.py)."""
    for var in ("LC_ALL", "LC_MESSAGES", "SCORER_LANG", "LANGUAGE"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "cs_CZ.UTF-8")


def test_a_cursed_hoard_table_in_czech(tmp_path, czech_locale):
    """The expansion's questions and its rows in Czech (the catalogue's terms: prokleté předměty, odkládací
    prostor); the record keeps English names and ids."""
    child = spawn(tmp_path, "realms")
    answer(
        child,
        ("Jméno 1. hráče", "Ann, Bob" + ENTER),
        ("Jméno 3. hráče", ENTER),
        ("S jakými kartami se hraje?", DOWN + ENTER),
        ("Ann: použité prokleté předměty", "dalekohled" + ENTER),
        ("Ann, karta 1/8", ", ".join(CID) + ENTER),
        ("Bob: použité prokleté předměty", ENTER),
        ("Bob, karta 1/8", ", ".join(ANN) + ENTER),
        ("Odkládací prostor na konci hry, karta 1", "Kouzelnice" + ENTER),
        ("Odkládací prostor na konci hry, karta 2", ENTER),
        ("Kontrola před spočítáním:", ""),
        ("Je všechno správně?", ENTER),
    )
    out = finish(child)
    assert "Tajuplné říše: The Cursed Hoard" in out
    assert "Dalekohled (prokletý předmět)" in out and "-10 ve hře dvou hráčů" in out
    assert "Odkládací prostor: Kouzelnice" in out
    record = json.loads(sorted(tmp_path.glob("scorer-realms-*.json"))[-1].read_text(encoding="utf-8"))
    assert record["discard_area"] == ["Enchantress"] and record["players"][0]["items"] == ["Spyglass"]
