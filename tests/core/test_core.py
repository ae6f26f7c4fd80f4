"""The game-agnostic core: names, ranking, records, registry, CLI plumbing."""

import importlib
import json

import pytest

from scorer.core import (
    AmbiguousNameError,
    NameMatcher,
    PlayerScore,
    RecordError,
    Row,
    RuleError,
    UnknownNameError,
    check_count,
    check_players,
    competition_ranks,
    convert,
    fold,
    load_record,
    rank_players,
    save_record,
)
from scorer.core.registry import find, games


def test_fold_ignores_case_accents_and_separators():
    assert fold("  Doppelgänger ") == fold("DOPPELGANGER") == "doppelganger"
    assert fold("Stoletá  voda") == fold("stoleta-voda") == fold("great_flood".replace("great_flood", "stoleta voda"))
    assert fold("Kouř") == "kour"


MATCHER = NameMatcher(
    {"great_flood": ["Great Flood", "Stoletá voda"], "great_hall": ["Great Hall"], "smoke": ["Smoke", "Kouř"]},
    kind="card",
)


def test_match_exact_czech_and_unique_prefix():
    assert MATCHER.match("kour") == "smoke"
    assert MATCHER.match("great_flood") == "great_flood"
    assert MATCHER.match("Great Fl") == "great_flood"
    assert MATCHER.match("stol") == "great_flood"


def test_ambiguous_prefix_and_unknown_with_suggestions():
    with pytest.raises(AmbiguousNameError, match="'Great Flood', 'Great Hall'"):
        MATCHER.match("great")
    with pytest.raises(UnknownNameError) as e:
        MATCHER.match("Smok3")
    assert e.value.suggestions[0] == "Smoke"
    assert str(e.value) == "unknown card 'Smok3': did you mean 'Smoke'?"


def test_two_ids_sharing_a_spelling_is_a_data_error():
    with pytest.raises(ValueError):
        NameMatcher({"a": ["Same"], "b": ["same"]})


def test_competition_ranking():
    assert competition_ranks([10, 30, 10, 20]) == [3, 1, 3, 2]


def test_rank_players_with_and_without_tie_break():
    a, b, c = PlayerScore("A", [Row("x", 10)]), PlayerScore("B", [Row("x", 10)]), PlayerScore("C", [Row("x", 3)])
    winners, tie = rank_players([a, b, c])
    assert winners == ["A", "B"] and [a.rank, b.rank, c.rank] == [1, 1, 3] and "share" in tie
    winners, tie = rank_players([a, b, c], tie_key=lambda p: p.name == "B", tie_rule="B is luckier")
    assert winners == ["B"] and [a.rank, b.rank] == [2, 1] and tie.endswith("B is luckier")
    winners, tie = rank_players([c, a])
    assert winners == ["A"] and tie is None


def test_check_players():
    assert check_players([" Ann ", "Bob"], 2, 6, "X") == ["Ann", "Bob"]
    for names, msg in (
        (["Ann"], "at least 2"),
        (["a"] * 7, "at most 6"),
        (["Ann", " "], "empty name"),
        (["Ann", "ANN"], "two players are named"),
    ):
        with pytest.raises(RuleError, match=msg):
            check_players(names, 2, 6, "X")


def test_check_count():
    assert check_count(3, "cards") == 3
    for bad, msg in ((-1, "at least 0"), (1.5, "whole number"), (True, "whole number"), (9, "at most 8")):
        with pytest.raises(RuleError, match=msg):
            check_count(bad, "cards", 0, 8)


def test_records_round_trip_and_errors(tmp_path):
    path = save_record(tmp_path / "sub" / "g.json", {"game": "realms", "name": "Jiří"})
    assert load_record(path) == {"game": "realms", "name": "Jiří"}
    (tmp_path / "nogame.json").write_text("{}")
    with pytest.raises(RecordError, match=r"\$\.game"):
        load_record(tmp_path / "nogame.json")
    with pytest.raises(RecordError, match="no such file"):
        load_record(tmp_path / "missing.json")


def test_convert_names_the_field():
    import msgspec

    class P(msgspec.Struct):
        name: str
        cards: list[str]

    class R(msgspec.Struct):
        players: list[P]

    with pytest.raises(RecordError) as e:
        convert({"players": [{"name": "A", "cards": ["x", 3]}]}, R)
    assert e.value.where == "$.players[0].cards[1]"
    with pytest.raises(RecordError) as e:
        convert({"players": [{"name": "A"}]}, R)
    assert e.value.where == "$.players[0].cards" and 'A has no cards: add "cards"' in str(e.value)


def test_every_registered_game_has_rules_and_commands():
    for game in games():
        module = game.load()
        assert callable(module.score_record) and callable(module.run_entry), game.id
        assert importlib.import_module(f"scorer.cli.{game.id}").app is not None, game.id


def test_find_game_by_alias():
    assert find("Fantasy Realms").id == "realms"
    assert find("tajuplne rise").id == "realms"
    with pytest.raises(UnknownNameError):
        find("chess")


def test_library_never_imports_the_cli_framework():
    import subprocess
    import sys

    code = (
        "import sys, scorer.core, scorer.games.realms as r; "
        "r.score_hand(['Mountain','Great Flood','Smoke','Whirlwind','Air Elemental','Wildfire','Mirage']); "
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('typer','click','questionary','tabulate')))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


def test_a_game_command_loads_no_other_games_commands():
    # start-up (issue 10): `scorer realms score ...` builds the realms group only; `scorer --help` lists all
    import subprocess
    import sys

    code = (
        "import sys\n"
        "from scorer.cli import main\n"
        "sys.argv = ['scorer', 'realms', 'score', 'Mountain', 'Smoke', 'Wildfire', 'King', 'Queen', 'Forest', "
        "'Cavern', '--json']\n"
        "try:\n    main()\nexcept SystemExit:\n    pass\n"
        "print(sorted(m for m in sys.modules if m.startswith('scorer.cli.')), file=sys.stderr)"
    )
    err = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stderr
    assert err.strip().splitlines()[-1] == "['scorer.cli.realms']"
    from helpers import run_cli

    listed = run_cli("--help").out
    assert all(game in listed for game in ("realms", "dominion", "simurgh", "bluemoon", "carcassonne"))


def test_no_command_without_a_terminal_is_a_clear_error():
    from helpers import run_cli

    p = run_cli(process=True)
    assert p.code == 2 and "scorer --help" in p.err and "Traceback" not in p.err


def test_json_output_is_parseable_utf8(tmp_path):
    from helpers import EXAMPLES, run_cli

    p = run_cli("score", "--json", EXAMPLES / "realms-rulebook.json", process=True, cwd=tmp_path)
    assert p.code == 0, p.err
    assert [pl["name"] for pl in json.loads(p.out)["players"]] == ["Jiří", "Eva"]


def test_a_huge_integer_is_a_record_error(tmp_path):
    path = tmp_path / "big.json"
    path.write_text('{"game": "realms", "n": ' + "9" * 5000 + "}")
    with pytest.raises(RecordError, match="cannot be read"):
        load_record(path)


def test_plural_wins_over_a_longer_name():
    m = NameMatcher({"copper": ["Copper"], "coppersmith": ["Coppersmith"], "duchy": ["Duchy"]}, kind="card")
    assert m.match("Coppers") == "copper"
    assert m.match("duchies") == "duchy"
    assert m.match("Coppersm") == "coppersmith"  # the prefix rule still works


@pytest.mark.parametrize(
    "args,message",
    [
        (["--bogus"], "scorer: No such option: --bogus (see 'scorer --help')"),
        (["realms", "score"], "scorer: Missing argument 'CARDS' (see 'scorer realms score --help')"),  # as in --help
        (["nosuch"], "scorer: No such command 'nosuch' (see 'scorer --help')"),
    ],
)
def test_usage_errors_are_one_line(args, message):
    from helpers import run_cli

    code, _, err = run_cli(*args)
    assert code == 2 and err.strip() == message


def test_record_files_are_reserved(tmp_path):
    from scorer.core.records import new_record_path

    a, b = new_record_path("realms", tmp_path), new_record_path("realms", tmp_path)
    assert a != b and a.exists() and b.exists()
    assert load_record(a) == {"game": "realms", "draft": True}


@pytest.mark.terminal
def test_json_stays_clean_when_prompts_are_answered_with_stdout_redirected(tmp_path):
    # A resumed draft, answered in a terminal, with --json sent to a file: the prompts
    # go to the terminal (stderr), the file holds only JSON.
    from helpers import ENTER, answer, finish, spawn

    hand = ["Mountain", "Great Flood", "Smoke", "Whirlwind", "Air Elemental", "Wildfire"]
    draft = tmp_path / "draft.json"
    draft.write_text(
        json.dumps(
            {"game": "realms", "draft": True, "players": [{"name": "Ann", "hand": hand}, {"name": "Bob", "hand": []}]}
        )
    )
    out = tmp_path / "out.json"
    child = spawn(tmp_path, "score", "--json", draft, stdout=out)
    answer(
        child,
        ("Ann, card 7 of 7", "Mirage" + ENTER),
        ("Bob, card 1 of 7", "Blizzard, Cavern, Knights, King, Queen, Princess, Hydra" + ENTER),
        ("Everything right?", ENTER),
    )
    finish(child)
    assert json.loads(out.read_text())["players"][0]["total"] == 260
