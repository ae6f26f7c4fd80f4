"""The data files: validated on load, and consistent with the rulebook numbers."""

from __future__ import annotations

import json
from pathlib import Path
from types import SimpleNamespace

import pytest

from scorer.core.errors import RecordError
from scorer.games.bluemoon import data


def test_data_loads() -> None:
    assert [p.name for p in data.peoples()] == ["Vulca", "Terrah", "Aqua", "Flit", "Khind", "Mimix", "Hoax", "Pillar"]
    assert len(data.buildings()) == 21  # 5x5 without corners (reference setup.layout)
    r = data.rules()
    # seed p.1 (supply) and p.4 (offerings to win)
    assert [(t.players, t.scale_supply, t.offerings_to_win) for t in r.tables] == [(2, 9, 6), (3, 12, 5), (4, 15, 4)]
    assert r.obelisk_costs(4) == [7, 7, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12]
    assert r.obelisk_costs(2) == [7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12]  # the two outer grey 7s dropped


def test_every_tile_has_a_neighbourhood_reward_and_known_boxes_match_the_colour() -> None:
    for b in data.buildings():
        assert b.neighbourhood is not None
        for box in b.boxes or []:
            assert box.colour == b.colour, b.name


@pytest.mark.parametrize("content, where", [
    ("{not json", "peoples.json"),
    (json.dumps({"peoples": [{"id": "vulca"}]}), "peoples.json: $.peoples[0]"),
    (json.dumps({"nothing": []}), "peoples.json: $.peoples"),
])
def test_broken_data_is_a_record_error(tmp_path: Path, monkeypatch, content: str, where: str) -> None:
    (tmp_path / "bluemoon").mkdir()
    (tmp_path / "bluemoon" / "peoples.json").write_text(content, encoding="utf-8")
    monkeypatch.setattr(data, "resources", SimpleNamespace(files=lambda _package: tmp_path))
    with pytest.raises(RecordError, match=where.replace("$", r"\$").replace("[", r"\[")):
        data._load("peoples.json", list[data.People], None if "{not" in content else "peoples")
    with pytest.raises(RecordError, match="reinstall"):
        data._load("missing.json", list[data.People], "peoples")
