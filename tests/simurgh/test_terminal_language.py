"""The Czech trial's DEFECT 1 in a real terminal: an entry typed with ``--lang en`` is stopped with Ctrl-C,
continued with ``scorer score --lang cs FILE`` (which refused the draft: "neznámá varianta 'Spearman
(Kopiník)'"), stopped again and finished with ``--lang en``; each resume asks only the missing answers."""

from __future__ import annotations

import json

import pytest
from helpers import ENTER, answer, finish, saved_after_stop, spawn

pytestmark = pytest.mark.terminal

RESOURCES_EN = ["Vegetables", "Meat", "Wood", "Stone", "Wisdom", "Weapons"]
RESOURCES_CS = ["Zelenina", "Maso", "Dřevo", "Kámen", "Moudrost", "Zbraně"]


def test_typed_in_english_continued_in_czech_and_finished_in_english(tmp_path):
    """The trial's keys: ``s``, 73, custom 'Blue' 10/0/0, Enter, 'Ann, Ben', Enter, ``t``, 20, Ctrl-C.

    Hand check (Spearman, nothing left -> 0 PP, appendix 03 #73 8/4/3, skip ties): #73 counts 2/1 -> Ann 8,
    Ben 4; Blue 10/0/0 counts 1/2 -> Ben 1st 10, Ann 2nd 0. Ann 20 + 8 + 0 = 28, Ben 25 + 4 + 10 = 39."""
    child = spawn(tmp_path, "simurgh", "--lang", "en")
    answer(
        child,
        ("Variant", "s"),
        ("Objective tile", "73" + ENTER),
        ("Objective tile", "custom" + ENTER),
        ("Custom objective name", "Blue" + ENTER),
        ("Blue: PP for 1st place", "10" + ENTER),
        ("Blue: PP for 2nd place", ENTER),
        ("Blue: PP for 3rd place", ENTER),
        ("Objective tile", ENTER),
        ("Player 1 name", "Ann, Ben" + ENTER),
        ("Player 3 name", ENTER),
        ("Objective counts", "t"),
        ("Ann: PP on the score track", "20" + ENTER),
    )
    child.expect_exact("Ann: Vegetables left")
    child.sendcontrol("c")
    draft = saved_after_stop(child)

    child = spawn(tmp_path, "score", "--lang", "cs", draft)
    answer(
        child,
        ("Zatím zadáno:", ""),
        ("Ann: body moci na stupnici 20", ""),
        *((f"Ann: {what} – kolik zbývá", ENTER) for what in RESOURCES_CS),
        ("Ann: žetony schopností na dracích", "3" + ENTER),
    )
    child.expect_exact("Ben: body moci na bodovací stupnici")
    child.sendcontrol("c")
    child.expect(r"uloženo do (\S+\.json)")  # "saved to", in Czech
    assert child.match.group(1) == draft
    finish(child, code=130)

    child = spawn(tmp_path, "score", "--lang", "en", draft)
    answer(
        child,
        ("Entered so far:", ""),
        ("Ann: track PP 20", ""),
        ("Ben: PP on the score track", "25" + ENTER),
        *((f"Ben: {what} left", ENTER) for what in RESOURCES_EN),
        ("Ben: dragon ability tokens", "1" + ENTER),
        ("Objective #73 (the dragons pictured on the tile), counts for Ann, Ben:", "2 1" + ENTER),
        ("Blue (its condition), counts for Ann, Ben:", "1 2" + ENTER),
        ("Everything right?", ENTER),
    )
    out = finish(child, "Ann: 28 PP", "Ben: 39 PP", "Winner: Ben")
    assert "no longer fits" not in out and "neplatí" not in out
    (saved,) = tmp_path.glob("scorer-simurgh-*.json")
    rec = json.loads(saved.read_text(encoding="utf-8"))
    assert rec["variant"] == "spearman" and rec["objectives"] == [73, {"name": "Blue", "pp": [10, 0, 0]}]
