"""What the Cursed Hoard new-user trial found (issue 11; /tmp/reports/trial-hoard.md, not kept): each
case as the trial typed it, with the answer the rules give."""

from __future__ import annotations

import json

import pytest
from helpers import run_cli

from scorer.core.errors import RuleError
from scorer.core.prompts import Draft, ScriptedPrompter, guard
from scorer.games.realms import run_entry
from scorer.games.realms.cards import deck_for
from scorer.games.realms.game import read_area


def test_a_runner_up_that_leaves_the_cursed_hoard_mirage_unused_is_named():
    # D1: the "next best" line named Mirage=none by the base id, which The Cursed Hoard's deck lacks
    # (KeyError: 'mirage'); Mirage as an Army gives King +5 (King: +5 per Army), unused Mirage gives 8
    p = run_cli("realms", "score", "--expansion", "cursed-hoard", "--partial", "Mirage", "King")
    assert p.code == 0, p.err
    assert "Mirage=Army 13; next best Mirage=none 8" in p.out


def test_a_misspelt_record_field_is_refused(tmp_path):
    # D3: "discard_aera" was ignored, and Ghoul then counted nothing (wrong total, no word)
    path = tmp_path / "r.json"
    hand = ["Ghoul", "King", "Queen", "Knights", "Rangers", "Mountain", "Great Flood", "Earth Elemental"]
    path.write_text(
        json.dumps(
            {
                "game": "realms",
                "expansions": ["cursed_hoard"],
                "discard_aera": ["Forest"],
                "players": [{"name": "Eva", "hand": hand}],
            }
        )
    )
    p = run_cli("score", path)
    assert p.code == 2 and "unknown field 'discard_aera'" in p.err and "discard_area" in p.err


def test_the_discard_area_holds_ten_cards_at_most():
    # D4: the game ends when the tenth card is laid in the discard area (rulebook "Konec hry"), so 11 is
    # a slip; it inflated Ghoul (+4 per Wizard, Leader, Army, Beast, Undead there)
    d = deck_for(("cursed_hoard",))
    eleven = ["Forest", "Cavern", "Smoke", "Rainstorm", "Blizzard", "Lightning", "Forge", "Candle", "Swamp"]
    eleven += ["Unicorn", "Hydra"]
    assert len(read_area(eleven[:10], d, {})) == 10
    with pytest.raises(RuleError, match=r"at most 10 cards .* 1 too many"):
        read_area(eleven, d, {})
    hand = ["Ghoul", "King", "Queen", "Knights", "Rangers", "Mountain", "Great Flood", "Earth Elemental"]
    p = run_cli("realms", "score", "--expansion", "cursed-hoard", "--area", ", ".join(eleven), *hand)
    assert p.code == 2 and "--area" in p.err and "at most 10" in p.err


def _enter(tmp_path, answers):
    draft = Draft({"game": "realms"}, tmp_path / "game.json")
    ask = ScriptedPrompter(list(answers))
    with guard(draft):
        rec = run_entry(draft, ask)
    assert ask.answers == [], "every scripted answer is used"
    return rec


GHOUL = "Ghoul, King, Queen, Knights, Rangers, Mountain, Great Flood, Earth Elemental"
OTHER = "Beastmaster, Dragon, Elven Archers, Light Cavalry, Warlord, Princess, Empress, Warhorse"
NINE = "Forest, Cavern, Smoke, Rainstorm, Blizzard, Lightning, Forge, Candle, Swamp"
HOARD = "The Cursed Hoard (its new suits, replacement cards and Cursed Items)"


def test_the_entry_refuses_an_eleventh_area_card_where_it_is_typed(tmp_path):
    # D4 at the table: nine cards, then two in one answer is refused where it is typed
    with pytest.raises(AssertionError, match="rejected") as e:
        _enter(tmp_path, ["Ann, Bob", "", HOARD, "", GHOUL, "", OTHER, NINE, "Unicorn, Hydra"])
    assert "at most 10 cards" in str(e.value) and "1 too many, remove it" in str(e.value)


def test_the_entry_stops_asking_for_the_discard_area_at_ten(tmp_path):
    # the tenth card ends the question: no "Enter when done" after it
    rec = _enter(tmp_path, ["Ann, Bob", "", HOARD, "", GHOUL, "", OTHER, NINE, "Unicorn"])
    assert len(rec["discard_area"]) == 10
