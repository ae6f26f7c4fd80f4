"""Records: the data file, the JSON contract, forgiving names, computed counts, custom
objectives, and every bad input of issue 4 (through the library; the CLI is in test_cli.py)."""

from __future__ import annotations

import pytest
from simurgh_helpers import player, record

from scorer.core.errors import InputError, RecordError, RuleError
from scorer.games.simurgh import data, score_record

# Issue 4 / seed appendix 03, in tile order #73..#84
APPENDIX_03 = [
    (8, 4, 3),
    (9, 5, 1),
    (8, 5, 2),
    (10, 4, 1),
    (10, 6, 2),
    (9, 6, 3),
    (12, 7, 4),
    (13, 8, 5),
    (11, 5, 2),
    (10, 5, 1),
    (14, 7, 3),
    (6, 4, None),
]


def test_data_file_matches_appendix_03():
    tiles = data.tiles()
    assert list(tiles) == list(range(73, 85))
    assert [t.pp for t in tiles.values()] == APPENDIX_03
    assert tiles[83].count_from == "ability_tokens" and tiles[84].count_from == "vegetables_plus_meat"
    assert all(t.count_from is None for n, t in tiles.items() if n < 83)


def test_data_file_variants_and_resources():
    """Seed p.6: at most 15 resources (12 in Dragonlord); six resource kinds."""
    assert {k: v.resource_limit for k, v in data.variants().items()} == {"spearman": 15, "dragonlord": 12}
    assert data.resource_keys() == ["vegetables", "meat", "wood", "stone", "wisdom", "weapons"]


def totals(result):
    return {p.name: p.total for p in result.players}


def test_json_contract():
    rec = record(
        [player("Ann", 34, 4, {"73": 2}, vegetables=2, meat=1, stone=3, wisdom=1), player("Ben", 30, 1, {"73": 1})],
        [73],
    )
    out = score_record(rec).to_json()
    assert set(out) >= {"game", "players", "winners", "tie_break", "assumptions"}
    assert out["game"] == "simurgh" and out["winners"] == ["Ann"] and out["tie_break"] is None
    ann = out["players"][0]
    assert (ann["name"], ann["total"], ann["rank"]) == ("Ann", 34 + 8 + 2, 1)
    assert [(b["item"], b["vp"]) for b in ann["breakdown"]] == [
        ("Score track", 34),
        ("Objective #73", 8),
        ("Leftover resources", 2),
    ]
    assert all(isinstance(b["reason"], str) and b["reason"] for b in ann["breakdown"])
    # issue 9: the objective tie reading is listed only when an objective was tied (here 2 vs 1: it was not)
    assert not any("skipped" in a for a in out["assumptions"])


def test_83_and_84_counted_from_entry():
    """#83 counts ability tokens (14/7/3), #84 vegetables + meat (6/4/-), appendix 03.

    Ann: tokens 5, veg+meat 1+1=2; Ben: tokens 3, veg+meat 4; Cy: tokens 0, veg+meat 1.
    #83: Ann 14, Ben 7, Cy 0 (count 0). #84: Ben 6, Ann 4, Cy 3rd -> nothing.
    Leftovers (Spearman): Ann 2 -> 0, Ben 4 -> 1, Cy 1 -> 0.
    """
    rec = record(
        [player("Ann", 20, 5, vegetables=1, meat=1), player("Ben", 20, 3, meat=4), player("Cy", 20, 0, vegetables=1)],
        [83, 84],
    )
    assert totals(score_record(rec)) == {"Ann": 20 + 14 + 4, "Ben": 20 + 7 + 6 + 1, "Cy": 20}


def test_given_count_overrides_computed():
    """A count given for #83 wins over the tokens entered (e.g. tokens spent after counting)."""
    rec = record([player("Ann", 0, 5, {"83": 1}), player("Ben", 0, 3)], [83])
    assert totals(score_record(rec)) == {"Ann": 7, "Ben": 14}


def test_custom_objective_and_hash_keys():
    """Custom objectives score their own PP; counts may be keyed '#73' or by the name in any case."""
    rec = record(
        [
            player("Ann", 10, 0, {"#73": 1, "red and GOLD dragons": 3}),
            player("Ben", 10, 0, {"73": 2, "Red and gold dragons": 2}),
        ],
        ["#73", {"name": "Red and gold dragons", "pp": [10, 5, 1]}],
    )
    result = score_record(rec)
    assert totals(result) == {"Ann": 10 + 4 + 10, "Ben": 10 + 8 + 5}
    assert any("Custom objectives score the PP entered" in a for a in result.assumptions)


def test_czech_names_accepted():
    """Variant 'Pán draků' and Czech resource names (zelenina, maso, dřevo, kámen, moudrost, zbraně)."""
    p = {
        "name": "Ann",
        "track_pp": 10,
        "ability_tokens": 0,
        "resources": {"zelenina": 1, "Maso": 1, "drevo": 1, "kámen": 0, "moudrost": 0, "zbraně": 0},
    }
    rec = {"game": "simurgh", "variant": "Pán draků", "players": [p, {**p, "name": "Ben", "resources": {}}]}
    result = score_record(rec)
    assert totals(result) == {"Ann": 10 + 3, "Ben": 10 + 5}  # Dragonlord: 3 left -> 3 PP; 0 left -> 5 PP
    assert result.title == "Simurgh (Dragonlord variant)"


def test_two_player_final_tie_break():
    """Seed p.11: equal PP -> share, or most ability tokens wins.

    Issue 9: the ranks follow the rule the result prints (they share, so both rank 1); ``winners`` keeps
    the winner if they do not share, as before."""
    result = score_record(record([player("Ann", 30, 2), player("Ben", 30, 5)]))
    assert result.winners == ["Ben"]
    assert result.to_json()["shared_winners"] == ["Ann", "Ben"]
    assert [p.rank for p in result.players] == [1, 1]
    assert "Ann and Ben tied on 30 PP" in result.tie_break and "Ben wins" in result.tie_break


def test_dense_option_in_record():
    rec = record(
        [player("A", 0, 0, {"79": 5}), player("B", 0, 0, {"79": 5}), player("C", 0, 0, {"79": 3})],
        [79],
        objective_ties="dense",
    )
    result = score_record(rec)
    assert totals(result) == {"A": 12, "B": 12, "C": 7}
    assert any("very next place" in a for a in result.assumptions)


@pytest.mark.parametrize(
    "change, error, words",
    [
        (lambda r: r.update(objectives=[90]), RecordError, "unknown objective tile 90"),
        (lambda r: r.update(objectives=[73, "73"]), RecordError, "listed twice"),
        (lambda r: r["players"][0]["objective_counts"].pop("73"), RecordError, "Ann has no count for Objective #73"),
        (lambda r: r["players"][0]["objective_counts"].update({"74": 1}), RecordError, "not in play"),
        (lambda r: r["players"][0].update(track_pp=-1), RecordError, "cannot be negative"),
        (lambda r: r["players"][0].update(ability_tokens=-2), RecordError, "cannot be negative"),
        (lambda r: r["players"][0]["resources"].update(meat=-1), RecordError, "cannot be negative"),
        (lambda r: r["players"][0]["objective_counts"].update({"73": -1}), RecordError, "cannot be negative"),
        (lambda r: r["players"][0]["resources"].update(wood=16), RecordError, "at most 15 in the Spearman"),
        (
            lambda r: r.update(variant="dragonlord") or r["players"][0]["resources"].update(wood=13),
            RecordError,  # with the field's path since the Czech trial (RuleError before)
            "at most 12 in the Dragonlord",
        ),
        (lambda r: r["players"].pop(), RuleError, "at least 2 players"),
        (
            lambda r: r["players"].extend([{**r["players"][1], "name": n} for n in "CDEF"]),
            RuleError,
            "at most 5 players",
        ),
        (lambda r: r.update(variant="knight"), RecordError, "unknown variant"),
        (lambda r: r.update(objective_ties="split"), RecordError, "tie rule"),
        (lambda r: r["players"][0]["resources"].update(gold=1), RecordError, "unknown resource"),
        (lambda r: r["players"][0].pop("ability_tokens"), RecordError, "ability_tokens"),
        (lambda r: r.update(objectives=[{"name": "X", "pp": [1, 2]}]), RecordError, "objectives[0]"),
        (lambda r: r.update(objectives=[{"name": "X", "pp": [5, -1, 0]}]), RecordError, "cannot be negative"),
        (
            lambda r: r.update(objectives=[74, {"name": "#74", "pp": [5, 1, 0]}]),
            RecordError,
            "'#74' is also the name of Objective #74",
        ),
        (lambda r: r.update(playerz=[]), RecordError, "playerz"),
        (lambda r: r["players"][1].update(name="ann"), RuleError, "two players are named"),
        # review: "7³" passed str.isdigit() and then crashed int() with a traceback
        (lambda r: r.update(objectives=["7³"]), RecordError, "unknown objective tile '7³'"),
        # review: a 5000-digit tile number crashed int() (Python's 4300-digit limit)
        (lambda r: r.update(objectives=["7" * 5000]), RecordError, "unknown objective tile"),
        # review: "73" and "#73" name the same tile; the second count silently won
        (
            lambda r: r["players"][0]["objective_counts"].update({"#73": 5}),
            RecordError,
            "Ann's count for Objective #73 is given twice",
        ),
        # review: a custom name with no letter or digit could never be given a count
        (lambda r: r.update(objectives=[73, {"name": "--", "pp": [5, 3, 1]}]), RecordError, "needs a name"),
    ],
)
def test_bad_records(change, error, words):
    rec = record([player("Ann", 10, 1, {"73": 1}), player("Ben", 10, 1, {"73": 2})], [73])
    change(rec)
    with pytest.raises(error, match=words.replace("[", r"\[").replace("]", r"\]")) as caught:
        score_record(rec)
    assert isinstance(caught.value, InputError) and "\n" not in str(caught.value)
