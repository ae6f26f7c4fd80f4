"""One interactive event in a real terminal (pexpect): questionary prompts, the answer, the saved record."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest

pexpect = pytest.importorskip("pexpect")

ROOT = Path(__file__).resolve().parents[2]


def spawn(tmp_path: Path, *args: str):
    env = {**os.environ, "SCORER_DRAFTS": str(tmp_path), "TERM": "xterm", "COLUMNS": "120", "LINES": "40",
           "PROMPT_TOOLKIT_NO_CPR": "1"}  # no wait for a cursor-position reply pexpect never sends
    return pexpect.spawn(sys.executable, ["-m", "scorer", *args], env=env, cwd=str(ROOT), dimensions=(40, 120),
                         encoding="utf-8", timeout=30)


def test_pay_in_a_terminal(tmp_path: Path) -> None:
    child = spawn(tmp_path, "bluemoon", "pay")
    child.expect("Box colour")
    child.send("modra")  # Czech colour, no accents
    child.send("\r")
    child.expect("Box value")
    child.send("5\r")
    child.expect("Cards in hand")
    child.send("Aqua 2, Mimix 1, Mimix 2, Vulca 3\r")  # case pay-03's hand plus a card that cannot help
    child.expect("Yes: pay the blue box of value 5 with Aqua 2, Mimix 1, Mimix 2")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    [saved] = list(tmp_path.glob("scorer-bluemoon-*.json"))
    record = json.loads(saved.read_text(encoding="utf-8"))
    assert record["box"] == {"colour": "blue", "value": 5} and "draft" not in record


def test_choose_event_then_interrupt_and_resume(tmp_path: Path) -> None:
    child = spawn(tmp_path, "bluemoon")
    child.expect("Which event")
    child.send("\x1b[B\x1b[B\x1b[B")  # down to "offering"
    child.send("\r")
    child.expect("Number of players")
    child.send("\r")  # default 4
    child.expect("spaces already filled")
    child.send("3\r")
    child.expect("Your crystals")
    child.send("\x03")  # Ctrl-C: the draft is saved
    child.expect("saved to")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 130
    [draft] = list(tmp_path.glob("scorer-bluemoon-*.json"))
    assert json.loads(draft.read_text(encoding="utf-8"))["spaces_filled"] == 3
    child = spawn(tmp_path, "score", str(draft))
    child.expect("Your crystals")
    child.send("16\r")
    child.expect("Pillar cards")
    child.send("Pillar 1\r")
    child.expect("Offerings you have made")
    child.send("\r")
    child.expect(r"2 offerings this turn, paying 7 \+ 9 = 16 crystals")  # obelisk-09
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0


def test_resumed_draft_with_stdout_redirected_prints_json(tmp_path: Path) -> None:
    """``scorer score DRAFT --json > file``: the questions stay on the terminal, the file holds only the answer."""
    draft = tmp_path / "scorer-bluemoon-draft.json"
    draft.write_text(json.dumps({"game": "bluemoon", "event": "offering", "player_count": 4, "spaces_filled": 3,
                                 "draft": True}), encoding="utf-8")
    out = tmp_path / "answer.json"
    env = {**os.environ, "SCORER_DRAFTS": str(tmp_path), "TERM": "xterm", "PROMPT_TOOLKIT_NO_CPR": "1"}
    child = pexpect.spawn("/bin/sh", ["-c", f'"{sys.executable}" -m scorer score "{draft}" --json > "{out}"'], env=env,
                          cwd=str(ROOT), dimensions=(40, 120), encoding="utf-8", timeout=30)
    child.expect("Your crystals")
    child.send("16\r")
    child.expect("Pillar cards")
    child.send("Pillar 1\r")
    child.expect("Offerings you have made")
    child.send("0\r")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    answer = json.loads(out.read_text(encoding="utf-8"))  # obelisk-09: 7, then 8 + 1 for the Pillar
    assert answer["event"] == "offering" and answer["payments"] == [7, 9] and answer["wins"] is False
