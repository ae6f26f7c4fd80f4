"""The worked cases of ../shared/cases/dominion_public.json, copied into cases.json by copy_cases.py.

Each case gives the subject player's deck (every zone) and the hand-checked
total; the case id and source are in cases.json and in the test id.
"""

import json
from pathlib import Path

import pytest

from scorer.games.dominion import score_record

CASES = json.loads((Path(__file__).parent / "cases.json").read_text(encoding="utf-8"))["cases"]


def test_every_shared_case_is_copied():
    """20 cases in the shared file at copy time; each id once."""
    ids = [c["id"] for c in CASES]
    assert len(ids) == 20 and len(set(ids)) == 20


@pytest.mark.parametrize("case", CASES, ids=[c["id"] for c in CASES])
def test_case_total(case):
    result = score_record(case["record"])
    assert result.players[0].total == case["expected_vp"], f"{case['id']} ({case['source']}): {case['notes']}"


def test_fairgrounds_case_row_is_even():
    """bug_councilroom_fairgrounds_6_not_7: 17 names → 6 (Fairgrounds is always even)."""
    case = next(c for c in CASES if c["id"] == "bug_councilroom_fairgrounds_6_not_7")
    rows = {r.item: r for r in score_record(case["record"]).players[0].rows}
    assert rows["Fairgrounds"].points == 6
    assert rows["Fairgrounds"].reason == "17 differently named cards → 6 VP each"
