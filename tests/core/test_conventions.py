"""Conventions the core fixes once for every game: the record envelope, data loading,
outcomes, units, words, options anywhere on the command line.

Figures: examples/simurgh-spearman.json scores Ann 65 (docs/simurgh.md); the envelope
rules are issue 9's ("Records and drafts") and the new-user trial's R6, R7, R8, R11.
"""

import json
from typing import Annotated

import msgspec
import pytest
from helpers import run_cli

from scorer.core import RecordError, load_record
from scorer.core.data import DataError, load_data
from scorer.core.records import check_envelope, convert, expect_game, new_record_path
from scorer.core.result import PlayerScore, Row, ScoreResult, decide
from scorer.core.table import Limit, check_count, check_players
from scorer.core.words import clip, join, ordinal, plural


def write(tmp_path, text, name="r.json", encoding="utf-8"):
    path = tmp_path / name
    path.write_text(text, encoding=encoding)
    return path


def test_a_byte_order_mark_is_read(tmp_path):
    path = write(tmp_path, '\ufeff{"game": "realms", "players": []}')
    assert load_record(path)["game"] == "realms"


def test_json_nested_far_too_deep_is_a_record_error(tmp_path):
    path = write(tmp_path, "[" * 100_000 + "]" * 100_000)
    with pytest.raises(RecordError, match="nested far too deep"):
        load_record(path)


@pytest.mark.parametrize(
    "field, value, message",
    [
        ("draft", "yes", r"\$\.draft: expected true or false"),
        ("note", 3, r"\$\.note: a note must be text"),
        ("_entry", {"answers": []}, r"\$\._entry: only an unfinished entry"),
    ],
)
def test_the_envelope_is_checked_for_every_game(field, value, message):
    with pytest.raises(RecordError, match=message):
        check_envelope({"game": "simurgh", field: value})


def test_another_games_record_and_a_draft_are_named_in_one_place():
    with pytest.raises(
        RecordError, match="is a Mystical Realms record, not Dominion: what-if needs one; name a Dominion record"
    ):
        expect_game({"game": "realms"}, "dominion", "Dominion", "g.json", "what-if needs one")
    with pytest.raises(RecordError, match=r"is an unfinished entry: finish it with 'scorer score g\.json' first"):
        expect_game({"game": "dominion", "draft": True}, "dominion", "Dominion", "g.json")
    with pytest.raises(RecordError, match="unknown game 'chess'"):
        expect_game({"game": "chess"}, "dominion", "Dominion", "g.json")


def test_scorer_drafts_naming_a_file_says_so(tmp_path, monkeypatch):
    monkeypatch.setenv("SCORER_DRAFTS", str(write(tmp_path, "{}")))
    with pytest.raises(RecordError, match="SCORER_DRAFTS names a file, not a folder"):
        new_record_path("realms")


class Box(msgspec.Struct):
    tiles: int


def test_a_broken_data_file_is_one_line_naming_file_and_field(tmp_path, monkeypatch):
    import scorer.core.data

    (tmp_path / "toy").mkdir()
    (tmp_path / "toy" / "box.json").write_text('{"_source": "x", "tiles": "72"}')
    (tmp_path / "toy" / "bad.json").write_text('{"tiles": ')
    monkeypatch.setattr(scorer.core.data, "_text", lambda game, name: (tmp_path / game / name).read_text())
    with pytest.raises(DataError, match=r"cards_data/toy/box.json: \$\.tiles: expected `int`, got `str`"):
        load_data("toy", "box.json", Box)
    with pytest.raises(DataError, match=r"cards_data/toy/bad\.json: cannot be read"):
        load_data("toy", "bad.json", Box)
    with pytest.raises(DataError, match=r"cards_data/toy/none\.json: cannot be read"):
        load_data("toy", "none.json", Box)


def test_outcome_of_a_tie_broken_and_a_shared_win():
    # Dominion's rule (rulebook, "Game End"): the tied player with fewer turns wins; still tied, they share.
    a, b, c = PlayerScore("Ann", total=30), PlayerScore("Bob", total=30), PlayerScore("Cid", total=20)
    turns = {"Ann": 18, "Bob": 17, "Cid": 18}
    out = decide([a, b, c], lambda p: -turns[p.name], "fewer turns wins", "VP")
    assert (a.rank, b.rank, c.rank) == (2, 1, 3)
    assert out.winners == ("Bob",) and not out.shared and out.reason.endswith("fewer turns wins")
    assert out.tie_break is not None and out.tie_break.tied == (("Ann", "Bob"),) and out.tie_break.decided
    assert out.headline() == "Winner: Bob"
    turns["Bob"] = 18
    out = decide([a, b, c], lambda p: -turns[p.name], "fewer turns wins", "VP")
    assert out.winners == ("Ann", "Bob") and out.shared and out.headline() == "Shared win: Ann, Bob"
    assert not out.tie_break.decided
    out = decide([PlayerScore("Ann", total=3), PlayerScore("Bob", total=5)], unit="PP")
    assert out.winners == ("Bob",) and out.reason == "highest total (5 PP)" and out.tie_break is None


def test_rows_carry_their_unit_and_keep_the_old_vp_key():
    result = ScoreResult(
        "simurgh", "Simurgh", [PlayerScore("Ann", [Row("Score track", 36, "track")])], ["Ann"], unit="PP"
    )
    row = result.to_json()["players"][0]["breakdown"][0]
    assert row == {"item": "Score track", "vp": 36, "points": 36, "unit": "PP", "reason": "track"}
    assert result.to_json()["outcome"] == {
        "winners": ["Ann"],
        "shared": False,
        "reason": "highest total (PP)",
        "tie_break": None,
    }


def test_words():
    assert [plural(1, "player"), plural(0, "player"), plural(2, "Duchy"), plural(3, "box")] == [
        "1 player",
        "0 players",
        "2 Duchies",
        "3 boxes",
    ]
    assert join(["Ann", "Bob", "Cid"]) == "Ann, Bob and Cid" and ordinal(23) == "23rd"
    assert clip("x" * 10_000) == "x" * 39 + "…"


def test_limits_name_their_source():
    with pytest.raises(Exception, match=r"Provinces must be at most 8 \(Province pile with 2 players\), got 13"):
        check_count(13, "Provinces", 0, Limit(8, "Province pile with 2 players"))
    with pytest.raises(Exception, match="needs at least 1 player, got 0"):
        check_players([], 1, 6, "Dominion")


def test_json_before_or_after_the_command(tmp_path):
    for args in (
        ["--json", "score", "examples/simurgh-spearman.json"],
        ["score", "examples/simurgh-spearman.json", "--json"],
    ):
        code, out, err = run_cli(*args)
        assert code == 0, err
        assert json.loads(out)["players"][0]["total"] == 65


def test_h_is_help_and_flags_show_no_value():
    code, out, _ = run_cli("score", "-h")
    assert code == 0 and "--json" in out and "<bool>" not in out


def test_an_unknown_name_is_cut_short_in_the_message():
    from scorer.core import NameMatcher, UnknownNameError

    with pytest.raises(UnknownNameError) as e:
        NameMatcher({"a": ["Alpha"]}, "card").match("x" * 10_000)
    assert len(str(e.value)) < 120
    with pytest.raises(UnknownNameError, match="a card name is empty: type a card name"):
        NameMatcher({"a": ["Alpha"]}, "card").match("  ")


def test_a_usage_error_points_to_the_commands_own_help():
    # new-user trials: "--choose (value missing) -> (see 'scorer --help')", "feature -r" named the wrong help
    for args, where in (
        (["realms", "score", "--choose"], "scorer realms score --help"),
        (["carcassonne", "feature", "-r"], "scorer carcassonne feature --help"),
        (["score", "--json=true", "x.json"], "scorer score --help"),
    ):
        code, out, err = run_cli(*args)
        assert code == 2 and err.count("\n") == 1 and f"(see '{where}')" in err, err


# --- record errors in plain words, for every game (core.records.convert) -------------------------------------


class Seat(msgspec.Struct, forbid_unknown_fields=True):
    name: str = ""
    vp_tokens: int = 0
    turns: int | None = None
    first: bool = False
    goods: dict[str, Annotated[int, msgspec.Meta(ge=0, le=99)]] = {}
    pp: tuple[int, int, int] = (0, 0, 0)
    hand: list[str] = []


class Table(msgspec.Struct, forbid_unknown_fields=True):
    game: str
    players: list[Seat]


LABELS = {"vp_tokens": "VP tokens", "goods[]": "the number of {} tokens"}


def seat(**fields):
    return {"game": "toy", "players": [{"name": "Ann", **fields}]}


@pytest.mark.parametrize(
    "record, message",
    [
        (
            seat(vp_tokens="34"),
            "$.players[0].vp_tokens: Ann's VP tokens must be a whole number, not the text '34': "
            "write 34 without quotes",
        ),
        (seat(vp_tokens=True), "$.players[0].vp_tokens: Ann's VP tokens must be a whole number, not true: "),
        (seat(vp_tokens=2.5), "$.players[0].vp_tokens: Ann's VP tokens must be a whole number, not 2.5: "),
        (seat(vp_tokens=[3]), "$.players[0].vp_tokens: Ann's VP tokens must be a whole number, not a list: "),
        (seat(turns="x"), "$.players[0].turns: Ann's turns must be a whole number, not the text 'x': write a whole"),
        (seat(goods={"wine": 1, "grain": -3}), "$.players[0].goods.grain: Ann's number of grain tokens must be 0 or "),
        (seat(goods={"wine": 100}), "$.players[0].goods.wine: Ann's number of wine tokens is far too large (at most "),
        (seat(first="yes"), "$.players[0].first: Ann's first must be true or false, not the text 'yes': write true"),
        (seat(name=5), "$.players[0].name: player 1's name must be text: put it in quotes"),
        (seat(hand={}), "$.players[0].hand: Ann's hand must be a list [...], not an object: fix it"),
        (seat(goods=[]), "$.players[0].goods: Ann's goods must be an object {...}, not a list: fix it"),
        (seat(pp=[1, 2]), "$.players[0].pp: Ann's pp must be a list of 3, got 2: fix it"),
        (seat(hnad=[]), "$.players[0]: Ann has an unknown field 'hnad': remove it or check its spelling (a player has"),
        (
            {"game": "toy", "players": [], "hnad": 1},
            "$: unknown field 'hnad': remove it or check its spelling (a record has game, players)",
        ),
        ({"game": "toy", "players": [{"name": "Ann"}, {"turns": "3"}]}, "$.players[1].turns: player 2's turns must"),
        ({"players": []}, '$.game: missing "game": add it'),
    ],
)
def test_record_errors_are_in_plain_words_naming_the_player(record, message):
    with pytest.raises(RecordError) as caught:
        convert(record, Table, labels=LABELS)
    assert str(caught.value).startswith(message)
    assert "`" not in str(caught.value) and "expected" not in str(caught.value)


def test_goods_bounds_name_the_value_and_the_limit():
    with pytest.raises(RecordError) as caught:
        convert(seat(goods={"wine": 1, "grain": -3}), Table, labels=LABELS)
    assert (
        str(caught.value) == "$.players[0].goods.grain: Ann's number of grain tokens must be 0 or more, got -3: fix it"
    )
    with pytest.raises(RecordError) as caught:
        convert(seat(goods={"wine": 100}), Table, labels=LABELS)
    assert (
        str(caught.value)
        == "$.players[0].goods.wine: Ann's number of wine tokens is far too large (at most 99): fix it"
    )


def test_a_missing_field_of_a_player_names_the_player():
    class Named(msgspec.Struct):
        name: str
        vp_tokens: int

    class Record(msgspec.Struct):
        players: list[Named]

    with pytest.raises(RecordError) as caught:
        convert({"players": [{"name": "Ann"}]}, Record, labels=LABELS)
    assert str(caught.value) == '$.players[0].vp_tokens: Ann has no VP tokens: add "vp_tokens": ...'
    assert caught.value.where == "$.players[0].vp_tokens"


def test_an_item_is_named_by_its_place_and_where_puts_the_path_in_front():
    with pytest.raises(RecordError) as caught:
        convert([5, "3"], list[int], "$.objectives", {"objectives[]": "the {} objective"})
    assert str(caught.value) == (
        "$.objectives[1]: the 2nd objective must be a whole number, not the text '3': write 3 without quotes"
    )
    with pytest.raises(RecordError) as caught:
        convert(["a", 3], list[str], "$.hand")
    assert str(caught.value) == "$.hand[1]: the hand item 2 must be text: put it in quotes"
    with pytest.raises(RecordError) as caught:
        convert([3.5], list[int | str], "$.objectives")
    assert str(caught.value) == "$.objectives[0]: the objectives item 1 must be a whole number or text, not 3.5: fix it"
