"""The shared worked cases (``shared/cases/simurgh_public.json``, copied to ``cases.json``).

Each case's totals, per-objective PP, leftover PP and winner were hand-checked
by the case author under the default readings (objective ties: skip, i.e. the
cases' rule "A"; a count of 0 scores nothing); the notes repeat the sums.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from scorer.games.simurgh import score_record

CASES = json.loads(Path(__file__).with_name("cases.json").read_text(encoding="utf-8"))


def test_all_shared_cases_are_here():
    assert [c["id"] for c in CASES] == ["C02", "C05", "C10", "C11", "C12", "C15", "C20"]


@pytest.mark.parametrize("case", CASES, ids=[c["id"] for c in CASES])
def test_case(case):
    result = score_record(case["record"])
    totals = {p.name: p.total for p in result.players}
    assert totals == case["expected"], case["notes"]
    for p in result.players:
        rows = {r.item: r.points for r in p.rows}
        assert {k: rows[k] for k in case["objective_pp"][p.name]} == case["objective_pp"][p.name], case["id"]
        assert rows["Leftover resources"] == case["resource_pp"][p.name], case["id"]
    assert result.winners == case["winners"], case["notes"]


def test_c15_tie_broken_on_ability_tokens():
    """C15: Gus and Hana tie on 37; Gus has 2 tokens to Hana's 1 and wins if they do not share."""
    case = next(c for c in CASES if c["id"] == "C15")
    result = score_record(case["record"])
    assert result.to_json()["shared_winners"] == ["Gus", "Hana"]
    assert result.winners == ["Gus"]
    assert "share the win" in result.tie_break and "Gus wins" in result.tie_break


def test_c20_tie_still_tied_is_shared():
    """C20: Ota and Pia tie on 48 with 2 tokens each: they share; Rob's count of 0 scores nothing."""
    case = next(c for c in CASES if c["id"] == "C20")
    result = score_record(case["record"])
    assert result.winners == ["Ota", "Pia"]
    assert "still tied" in result.tie_break
    rob = next(p for p in result.players if p.name == "Rob")
    assert next(r for r in rob.rows if r.item == "T1").reason.startswith("count 0: scores nothing")


def test_c05_under_dense_reading():
    """C05 under --objective-ties dense: veg+meat 5/5/3/1 -> Fay 12, Gus 12, Hana 7 (2nd), Ivo 4 (3rd).

    Hand check: Fay 20+12+2=34, Gus 22+12+2=36, Hana 25+7+2=34, Ivo 24+4+2=30.
    """
    case = next(c for c in CASES if c["id"] == "C05")
    result = score_record({**case["record"], "objective_ties": "dense"})
    assert {p.name: p.total for p in result.players} == {"Fay": 34, "Gus": 36, "Hana": 34, "Ivo": 30}
