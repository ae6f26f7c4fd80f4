"""The shared worked cases (../shared/cases/carcassonne_public.json), copied into cases.json
by build_cases.py; each test is named by the case id (``id@rule`` = the case's
``expected_under_other_rules``)."""

import json
from pathlib import Path

import pytest

from scorer.games.carcassonne import score_record

from .conftest import totals

CASES = json.loads((Path(__file__).parent / "cases.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("case", CASES["cases"], ids=[c["id"] for c in CASES["cases"]])
def test_shared_case(case):
    assert totals(score_record(case["record"])) == case["expected"], case["source"]


def test_every_shared_case_is_used_or_skipped_with_a_reason():
    used = {c["id"].split("@")[0] for c in CASES["cases"]}
    skipped = {c["id"] for c in CASES["skipped"]}
    assert not used & skipped
    assert len(used | skipped) == 21  # 20 feature cases + 1 whole game in the shared file
    assert all(s["why"] for s in CASES["skipped"])
