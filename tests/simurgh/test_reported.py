"""A new user's reports: rule texts for players, singular and plural in reasons, the order of the result,
stdout during entry."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from simurgh_helpers import player, record

from scorer.core.errors import EntryInterrupted, InputError
from scorer.core.prompts import INTERRUPT, Draft, ScriptedPrompter, guard
from scorer.core.render import render_text
from scorer.games.simurgh import run_entry, score_record

ROOT = Path(__file__).resolve().parents[2]

#: Names only the project knows: the seed files, issue numbers, shared test cases.
INTERNAL = re.compile(r"\bseed\b|\bissue\b|\bcase [a-z]+-\d", re.IGNORECASE)

TIED = record(
    [
        player("Ann", 30, tokens=2, counts={"73": 3}, vegetables=1),
        player("Ben", 30, tokens=1, counts={"73": 3}, weapons=1),
    ],
    [73],
    variant="dragonlord",
)
# Dragonlord, 1 resource left -> 3 PP; #73 tied for 1st -> 8 each: 30 + 8 + 3 = 41 each, Ann wins on tokens 2 vs 1


def results():
    examples = [json.loads(p.read_text(encoding="utf-8")) for p in sorted(ROOT.glob("examples/simurgh-*.json"))]
    return [score_record(r) for r in [*examples, TIED, {**TIED, "objective_ties": "dense"}]]


# --- 3. rule texts cite public sources ---------------------------------------


def test_texts_cite_public_sources() -> None:
    for result in results():
        texts = [*result.assumptions, *result.explanation, result.tie_break or ""]
        texts += [row.reason for p in result.players for row in p.rows]
        for text in texts:
            assert not INTERNAL.search(text), text


def test_rules_applied_name_the_rulebook_page() -> None:
    result = score_record(TIED)
    assert any("Czech rulebook p.11" in a for a in result.assumptions)
    assert "(Czech rulebook p.11)" in result.tie_break
    assert any(
        a.startswith("Players tied on an objective") and "the rulebook does not say" in a for a in result.assumptions
    )


def test_resource_limit_error_cites_the_rulebook() -> None:
    with pytest.raises(InputError, match=r"Czech rulebook p\.6"):
        score_record(record([player("Ann", wood=16), player("Ben")]))


# --- 4. singular and plural ---------------------------------------------------


def test_one_vegetable_one_weapon() -> None:
    result = score_record(TIED)
    ann, ben = (p.rows[-1].reason for p in result.players)
    assert ann.startswith("1 left (1 vegetable)"), ann
    assert ben.startswith("1 left (1 weapon)"), ben


def test_plurals_stay_plural() -> None:
    result = score_record(record([player("Ann", vegetables=2, weapons=3, meat=1), player("Ben")]))
    assert result.players[0].rows[-1].reason.startswith("6 left (2 vegetables, 1 meat, 3 weapons)")


# --- 2. the order is the other games' (the shared renderer) -------------------


def test_explanation_first_winner_after_the_standings() -> None:
    text = render_text(score_record(TIED), explain=True)
    # issue 9: tied on PP, by the rules they share the win (the headline says so; Ann wins only if not shared)
    order = [
        "How it was resolved:",
        "Ann: 41 PP",
        "rank  player",
        "Shared win: Ann, Ben",
        "Tie-break:",
        "Rules applied:",
    ]
    at = [text.index(part) for part in order]
    assert at == sorted(at), text


# --- 5. nothing on stdout while a resumed draft is entered --------------------


def test_resumed_entry_prints_nothing_to_stdout(capsys, tmp_path: Path) -> None:
    path = tmp_path / "draft.json"
    draft = Draft({"game": "simurgh"}, path)
    with pytest.raises(EntryInterrupted), guard(draft):
        run_entry(draft, ScriptedPrompter(["Spearman (Kopiník)", "73", INTERRUPT]))
    # still asking for objectives: the recap goes through the prompter, never to stdout
    prompter = ScriptedPrompter(
        ["", "Ann", "Ben", "", "", "30", "", "", "", "", "", "", "", "2", "28", "", "", "", "", "", "", "", "1"]
    )
    full = run_entry(Draft(json.loads(path.read_text(encoding="utf-8")), path), prompter)
    assert capsys.readouterr().out == ""
    assert prompter.output == ["Entered so far:", "  Table: variant Spearman (Kopiník), objective #73"]
    assert score_record(full).winners == ["Ann"]  # 30 + 8 = 38 vs 28 + 4 = 32
