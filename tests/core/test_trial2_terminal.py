"""The core's findings of the second Czech trials (issue 12) that only a real terminal shows (pexpect)."""

from __future__ import annotations

import json

import pytest
from helpers import ENTER, answer, finish, saved_after_stop, spawn

pytestmark = pytest.mark.terminal


def test_back_at_the_first_question_goes_back_to_the_game_menu(tmp_path):
    # Carcassonne, Realms: 'scorer', a game chosen, then '<' at its first question said "nothing to go back
    # to"; it goes back to the game menu now, and the entry left no file.
    child = spawn(tmp_path, "--lang", "cs")
    answer(child, ("Kterou hru?", ENTER), ("Jméno 1. hráče", "<"))
    answer(child, ("Kterou hru?", ENTER), ("Jméno 1. hráče", "\x03"))
    finish(child, "před první odpovědí", code=130)
    assert list(tmp_path.glob("*.json")) == []


def test_a_czech_menu_takes_the_english_letter(tmp_path):
    # Simurgh W3: the Czech variant menu (k, p) ignored 'd' for Dragonlord without a word.
    child = spawn(tmp_path, "--lang", "cs", "simurgh")
    answer(child, ("Varianta:", "d"), ("Karta cíle", "\x03"))
    finish(child, code=130)
    (path,) = tmp_path.glob("scorer-simurgh-*.json")
    assert json.loads(path.read_text(encoding="utf-8"))["_entry"]["answers"][0]["answer"] == "dragonlord"


def test_a_one_off_lang_does_not_change_the_drafts_language(tmp_path):
    # Dominion, Carcassonne, Realms, Simurgh, Blue Moon City: 'scorer score DRAFT --lang en' at a Czech table
    # turned the draft English for good. The run is English; the draft stays Czech.
    path = tmp_path / "d.json"
    answers = [{"key": "players.1", "ask": "Jméno 1. hráče", "answer": "Jiří, Eva"}]
    path.write_text(
        json.dumps({"game": "realms", "draft": True, "_entry": {"answers": answers, "lang": "cs"}}), encoding="utf-8"
    )
    child = spawn(tmp_path, "score", path, "--lang", "en")
    answer(child, ("Entered so far:", ""), ("Player 3 name", "\x03"))
    saved_after_stop(child)
    assert json.loads(path.read_text(encoding="utf-8"))["_entry"]["lang"] == "cs"
