"""Every bad input of issue 6 (and a few more) through the CLI: exit code 2,
one line on stderr naming the problem, no traceback. A real process for no terminal and a good record."""

import json

import pytest
from helpers import run_cli

from .conftest import completed_cities, table

CITY = {"type": "city", "complete": True, "tiles": 3, "meeples": {"A": {"small": 1}}}

BAD = {
    # the list
    "unknown feature type": (
        table({"type": "castle", "complete": True}),
        "$.features[0].type: unknown feature type 'castle'",
    ),
    "unknown option name": (table(options={"farmrule": "per_city_4"}), "unknown option 'farmrule'"),
    "unknown farm rule": (
        table(options={"farm_rule": "per_field_4"}),
        "$.options.farm_rule: unknown farm rule 'per_field_4'",
    ),
    "unknown fairy placement": (table(options={"fairy_placement": "anywhere"}), "unknown fairy placement 'anywhere'"),
    "monastery with 9 neighbours": (
        table({"type": "monastery", "neighbours": 9, "meeples": {"A": {"small": 1}}}),
        "$.features[0].neighbours (surrounding tiles of a monastery) must be at most 8",
    ),
    "city with 0 tiles": (table({**CITY, "tiles": 0}), "$.features[0].tiles (tiles in the city) must be at least 1"),
    "pennants on a road": (
        table({"type": "road", "complete": True, "tiles": 3, "pennants": 1}),
        "$.features[0].pennants: a road has no pennants",
    ),
    "field naming a city not in the record": (
        table({"type": "field", "cities": ["Carcassonne"], "meeples": {"A": {"small": 1}}}),
        "city 'Carcassonne' is not in the record",
    ),
    "meeples of a player not at the table": (
        table({**CITY, "meeples": {"Zed": {"small": 1}}}),
        "meeples of 'Zed', who is not at the table: use one of A or B",
    ),
    "fairy next to a player with no meeple": (
        table({**CITY, "fairy": "B"}),
        "the fairy is next to B, who has no meeple",
    ),
    "more than 6 players": (
        table(players=("A", "B", "C", "D", "E", "F", "G")),
        "Carcassonne takes at most 6 players, got 7",
    ),
    # more
    "two fairies at game end": (
        table(
            {"type": "road", "complete": False, "tiles": 2, "meeples": {"A": {"small": 1}}, "fairy": "A"},
            {"type": "field", "completed_cities": 1, "meeples": {"A": {"small": 1}}, "fairy": "A"},
            *completed_cities(1),
        ),
        "the fairy stands next to one meeple at game end",
    ),
    "fairy list under next_to_meeple": (table({**CITY, "fairy": ["A"]}), "give one player's name"),
    "abbot in a city": (table({**CITY, "meeples": {"A": {"abbot": 1}}}), "an abbot cannot stand in a city"),
    "small meeple on a garden": (
        table({"type": "garden", "neighbours": 2, "meeples": {"A": {"small": 1}}}),
        "a small meeple cannot stand in a garden",
    ),
    "two large meeples": (table({**CITY, "meeples": {"A": {"large": 2}}}), "large must be at most 1"),
    "negative tiles": (table({**CITY, "tiles": -2}), "must be at least 1"),
    "old farm rule needs city names": (
        table(
            {"type": "field", "completed_cities": 2, "meeples": {"A": {"small": 1}}},
            options={"farm_rule": "per_city_4"},
        ),
        "needs the names of the cities",
    ),
    "field names a road": (
        table({"type": "road", "name": "R", "complete": True, "tiles": 1}, {"type": "field", "cities": ["R"]}),
        "'R' is a road, not a city",
    ),
    "field said to be complete": (
        table({"type": "field", "complete": True, "completed_cities": 1}),
        "$.features[0].complete: fields are never completed",
    ),
    "city completeness missing": (
        table({"type": "city", "tiles": 3, "meeples": {"A": {"small": 1}}}),
        "say whether the city is complete",
    ),
    "monastery says complete with 5 neighbours": (
        table({"type": "monastery", "complete": True, "neighbours": 5}),
        "is not complete, but the record says complete",
    ),
    "same name twice": (table({**CITY, "name": "X"}, {**CITY, "name": "x"}), "'x' is also the name of feature 1"),
    "wrong type of tiles": (table({**CITY, "tiles": "four"}), "$.features[0].tiles"),
    "unknown feature key": (table({**CITY, "towers": 2}), "towers"),
    "a figure this game does not know": (
        table({**CITY, "meeples": {"A": {"mayor": 1}}}),
        "$.features[0].meeples.A.mayor: unknown figure 'mayor': use small, large, abbot or pig",
    ),
    "figures as a bare count": (
        table({**CITY, "meeples": {"A": 2}}),
        '$.features[0].meeples.A: give the figures by kind, e.g. {"small": 2}',
    ),
    # Traders & Builders has 9 wine, 6 grain and 5 cloth tokens (reference trade_goods.token_counts_in_box)
    "more wine than the box holds": (
        table(goods={"A": {"wine": 12}}),
        "$.players[0].goods.wine (the box has 9 wine tokens) must be at most 9, got 12",
    ),
    "more cloth at the table than the box holds": (
        table(goods={"A": {"cloth": 3}, "B": {"cloth": 3}}),
        "$.players: 6 cloth tokens in all, but the box has 5",
    ),
    # no tile closes a city alone (rules.json completed_city_min_tiles); 7 small meeples a player (figures.small.most)
    "1-tile completed city": (
        table({**CITY, "tiles": 1}),
        "$.features[0].tiles: a completed city has at least 2 tiles",
    ),
    "8 small meeples in one feature": (
        table({**CITY, "meeples": {"A": {"small": 8}}}),
        "small must be at most 7, got 8",
    ),
    "8 small meeples on the board at game end": (
        table(*[{"type": "road", "complete": False, "tiles": 2, "meeples": {"A": {"small": 4}}}] * 2),
        "A has 8 small meeples in the unfinished features and fields, but each player has 7",
    ),
    "two large meeples on the board at game end": (
        table(
            {"type": "road", "complete": False, "tiles": 2, "meeples": {"A": {"large": 1}}},
            {"type": "field", "completed_cities": 0, "meeples": {"A": {"large": 1}}},
        ),
        "A has 2 large meeples in the unfinished features and fields, but each player has 1",
    ),
    "cathedral without Inns & Cathedrals": (
        table({**CITY, "cathedral": True}, options={"inns_and_cathedrals": False}),
        "a cathedral is from Inns & Cathedrals, which the options say is not in play",
    ),
    "negative goods": (
        table(goods={"A": {"wine": -1}}),
        "$.players[0].goods.wine (the box has 9 wine tokens) must be at least 0",
    ),
    # issue 9 (trial C2): sizes beyond the box. Tiles in play: 72 base + 12 River + 18 Inns & Cathedrals +
    # 24 Traders & Builders + 30 The Princess & the Dragon = 156, 138 without Inns & Cathedrals (rules.json boxes)
    "a 200-tile city": (
        table({**CITY, "tiles": 200}),
        "$.features[0].tiles (tiles in the city) must be at most 156 "
        "(the tiles in play: 72 base game + 12 River + 18 Inns & Cathedrals",
    ),
    "a 10^30-tile city": (table({**CITY, "tiles": 10**30}), "must be at most 156 (the tiles in play"),
    "139 tiles without Inns & Cathedrals": (
        table({**CITY, "tiles": 139}, options={"inns_and_cathedrals": False}),
        "must be at most 138 (the tiles in play: 72 base game + 12 River + 24",
    ),
    # one pennant a tile at most; 10 + 3 + 2 pennants in the boxes (WikiCarpedia Tile Counts)
    "9 pennants on 4 tiles": (
        table({**CITY, "tiles": 4, "pennants": 9}),
        "$.features[0].pennants must be at most 4 (a pennant is on a city tile, one at most, "
        "and the city has 4 tiles), got 9",
    ),
    "16 pennants in a 30-tile city": (
        table({**CITY, "tiles": 30, "pennants": 16}),
        "must be at most 15 (the pennants in play: 10 base game + 3 Inns & Cathedrals + "
        "2 The Princess & the Dragon = 15)",
    ),
    # second trial: the box limits hold across the record, not per feature only. Cities never overlap (nor do
    # roads), so all cities together cover at most the tiles in play, as all roads do, and all cities together
    # hold at most the pennants in play: 12 without Inns & Cathedrals (10 base + 2 P&D, WikiCarpedia Tile Counts)
    "13 pennants in two cities without Inns & Cathedrals": (
        table(
            {**CITY, "tiles": 3, "pennants": 1},
            {**CITY, "tiles": 20, "pennants": 12},
            options={"inns_and_cathedrals": False},
        ),
        "$.features[1].pennants must be at most 11 (the pennants in play: 10 base game + "
        "2 The Princess & the Dragon = 12, and the other cities have 1), got 12",
    ),
    "three 138-tile cities": (
        table(*[{**CITY, "tiles": 138} for _ in range(3)], options={"inns_and_cathedrals": False}),
        "$.features[1].tiles (tiles in the city) must be at most 0 (the tiles in play: 72 base game + 12 River + "
        "24 Traders & Builders + 30 The Princess & the Dragon = 138, and the other cities cover 138), got 138",
    ),
    "two roads of 100 tiles, one unfinished": (
        table(
            {"type": "road", "complete": True, "tiles": 100, "meeples": {"A": {"small": 1}}},
            {"type": "road", "complete": False, "tiles": 100, "meeples": {"A": {"small": 1}}},
        ),
        "$.features[1].tiles (tiles in the road) must be at most 56 (the tiles in play: 72 base game + 12 River + "
        "18 Inns & Cathedrals + 24 Traders & Builders + 30 The Princess & the Dragon = 156, "
        "and the other roads cover 100), got 100",
    ),
    "157 monasteries": (
        table(*[{"type": "monastery", "complete": True} for _ in range(157)]),
        "$.features[156]: 157 monasteries, but a monastery is one tile and 156 tiles are in play",
    ),
    "a field bordering more completed cities than the record holds": (
        table({"type": "field", "completed_cities": 1000, "meeples": {"A": {"small": 1}}}, *completed_cities(1)),
        "$.features[0].completed_cities: 1000 completed cities border this field, but the record holds 1: add the "
        "missing completed cities as city features",
    ),
    # trial C8: plain words, not msgspec's "expected `int | null`, got `str`" / "got None" / no fix named
    "tiles as text": (
        table({**CITY, "tiles": "4"}),
        "$.features[0].tiles: the number of tiles must be a whole number, not the text '4': write 4 without quotes",
    ),
    "tiles as true": (table({**CITY, "tiles": True}), "the number of tiles must be a whole number, not true"),
    "tiles as a decimal": (table({**CITY, "tiles": 4.5}), "the number of tiles must be a whole number, not 4.5"),
    "figures as text": (
        table({**CITY, "meeples": {"A": {"small": "1"}}}),
        "$.features[0].meeples.A.small: the number of small figures must be a whole number, not the text '1'",
    ),
    "missing tiles": (
        table({"type": "road", "complete": True, "meeples": {"A": {"small": 1}}}),
        "$.features[0].tiles: give the number of tiles in the road",
    ),
    "city with 0 tiles names the fix": (table({**CITY, "tiles": 0}), "got 0: give the tiles the city covers"),
    # the second trial: a monastery or garden holds one figure (seed 003, Tajná chodba: no figure "na takové
    # území, kde již stojí jiná figurka"; reference base_game.garden.who_may_occupy "abbot only")
    "two players on a monastery": (
        table({"type": "monastery", "complete": True, "meeples": {"A": {"small": 1}, "B": {"small": 1}}}),
        "$.features[0].meeples: a monastery holds one figure, but this one has 2 (A 1, B 1)",
    ),
    "two meeples of one player on a monastery": (
        table({"type": "monastery", "neighbours": 3, "meeples": {"A": {"small": 1, "abbot": 1}}}),
        "$.features[0].meeples: a monastery holds one figure, but this one has 2 (A 2)",
    ),
    "two abbots on a garden": (
        table({"type": "garden", "neighbours": 3, "meeples": {"A": {"abbot": 1}, "B": {"abbot": 1}}}),
        "$.features[0].meeples: a garden holds one figure, the abbot, but this one has 2 (A 1, B 1)",
    ),
}


def check_one_line_error(proc, expected):
    assert proc.code == 2, proc.err
    assert "Traceback" not in proc.err
    lines = proc.err.strip().splitlines()
    assert len(lines) == 1, proc.err
    assert expected in lines[0]


@pytest.mark.parametrize("what", list(BAD))
def test_bad_record_exits_2_with_one_line(tmp_path, what):
    record, expected = BAD[what]
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    check_one_line_error(run_cli("score", str(path)), expected)


def test_bad_record_through_show(tmp_path):
    path = tmp_path / "game.json"
    path.write_text(json.dumps(BAD["pennants on a road"][0]), encoding="utf-8")
    check_one_line_error(run_cli("carcassonne", "show", str(path), "--json"), "a road has no pennants")


def test_not_json(tmp_path):
    path = tmp_path / "game.json"
    path.write_text("{oops", encoding="utf-8")
    check_one_line_error(run_cli("score", str(path)), "not valid JSON")


def test_score_sheet_needs_a_terminal(tmp_path):
    check_one_line_error(
        run_cli("carcassonne", "feature", "-r", str(tmp_path / "g.json"), process=True), "needs a terminal"
    )
    check_one_line_error(run_cli("carcassonne", process=True), "needs a terminal")


def test_other_games_record_is_refused(tmp_path):
    path = tmp_path / "other.json"
    path.write_text(json.dumps({"game": "dominion", "players": []}), encoding="utf-8")
    check_one_line_error(run_cli("carcassonne", "final", "-r", str(path)), "not Carcassonne")


def test_show_refuses_another_games_record(tmp_path):
    # a Dominion record with two players used to print a Carcassonne result of 0 points each
    path = tmp_path / "other.json"
    path.write_text(json.dumps({"game": "dominion", "players": [{"name": "A"}, {"name": "B"}]}), encoding="utf-8")
    check_one_line_error(run_cli("carcassonne", "show", str(path)), "is a Dominion record, not Carcassonne")


def test_good_record_prints_the_result(example, tmp_path):
    path = tmp_path / "game.json"
    path.write_text(json.dumps(example), encoding="utf-8")
    proc = run_cli("score", str(path), "--json", process=True)
    assert proc.code == 0, proc.err
    data = json.loads(proc.out)
    assert data["winners"] == ["Dana"]
    text = run_cli("carcassonne", "show", str(path), "--explain", process=True).out
    assert "How it was resolved:" in text and "Winner: Dana" in text and "farm rule per_field_3" in text


def test_a_long_name_is_cut_in_the_message(tmp_path):
    # trial: a 100,000-character player name was echoed in full (a 100 KB error line)
    record = table({**CITY, "meeples": {"Zed": {"small": 1}}}, players=("A" * 100_000, "B"))
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    proc = run_cli("score", str(path))
    check_one_line_error(proc, "meeples of 'Zed', who is not at the table")
    assert len(proc.err) < 300
