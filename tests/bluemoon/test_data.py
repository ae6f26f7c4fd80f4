"""The data files: validated on load, and consistent with the rulebook numbers."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from scorer.core.data import DataError
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


@pytest.mark.parametrize(
    "content, where",
    [
        ("{not json", "cards_data/bluemoon/peoples.json: cannot be read"),
        (json.dumps({"peoples": [{"id": "vulca"}]}), "cards_data/bluemoon/peoples.json: $.peoples[0]"),
        (json.dumps({"nothing": []}), "cards_data/bluemoon/peoples.json: no field 'peoples'"),
    ],
)
def test_broken_data_is_one_line_naming_the_file_and_field(
    tmp_path: Path, monkeypatch, content: str, where: str
) -> None:
    """The core loader reads the game's data (issue 9): a broken file is a DataError, exit 1, naming the field."""
    import importlib.resources

    (tmp_path / "bluemoon").mkdir()
    (tmp_path / "bluemoon" / "peoples.json").write_text(content, encoding="utf-8")
    monkeypatch.setattr(importlib.resources, "files", lambda _package: tmp_path)
    data.peoples.cache_clear()
    try:
        with pytest.raises(DataError) as err:
            data.peoples()
    finally:
        data.peoples.cache_clear()
    assert str(err.value).startswith(where) and "reinstall" in str(err.value) and err.value.exit_code == 1
    assert "\n" not in str(err.value)


def test_limits_load_with_their_sources() -> None:
    lim = data.limits()
    assert lim.box_value.limit.value == 5 and "poeppelkiste" in lim.box_value.limit.source
    assert lim.standard_layout.around_courtyard == ["fire_temple", "royal_palace", "earth_temple", "water_temple"]
    # no green box: the tiles' colours (reference building_colour_check: black 3, red 3, blue 3, grey 3,
    # yellow 3, white 2, brown 2 tiles, the Palace any)
    assert sorted(data.box_colours()) == ["any", "black", "blue", "brown", "grey", "red", "white", "yellow"]
