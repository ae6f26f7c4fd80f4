"""A new user's reports: command names, the order of the answer, rule texts, plurals, stdout during entry."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from helpers import run_cli

from scorer.core.errors import InputError
from scorer.core.prompts import Draft, ScriptedPrompter
from scorer.games.bluemoon import run_entry, score_record

ROOT = Path(__file__).resolve().parents[2]

#: Names only the project knows: the seed files, issue numbers, shared test cases, the reference's source codes.
INTERNAL = re.compile(r"\bseed\b|\bissue\b|\bcase [a-z]+-\d|\bS\d+\b|single_source|provisional|verified", re.IGNORECASE)


# --- 1. the event names work as commands too ---------------------------------


def test_payment_and_offering_are_commands() -> None:
    code, out, err = run_cli("bluemoon", "payment", "black", "5", "Vulca 3", "Khind", "Mimix 1", "Mimix 2", "--json")
    assert code == 0 and json.loads(out)["cards_used"] == ["Vulca 3", "Mimix 1", "Mimix 2"], err
    code, out, err = run_cli("bluemoon", "offering", "-p", "4", "-f", "3", "-c", "16", "Pillar 1", "--json")
    assert code == 0 and json.loads(out)["payments"] == [7, 9], err  # case obelisk-09: 7 + (8 + 1)


def test_aliases_are_in_the_help() -> None:
    code, out, _ = run_cli("bluemoon", "--help")
    assert code == 0 and "(pay or payment)" in out and "(offer or offering)" in out


# --- 2. the steps first, the winner after the standings ----------------------

END = {
    "game": "bluemoon",
    "event": "end",
    "city_complete": True,
    "players": [
        {"name": "Ann", "offerings": 4, "crystals": 0},
        {"name": "Bob", "offerings": 4, "crystals": 1},
        {"name": "Cid", "offerings": 3, "crystals": 10},
    ],
}


def test_end_reads_like_the_other_games() -> None:
    text = score_record(END).render(explain=True)
    order = ["How it was resolved:", "rank  player", "Winner: Bob", "Tie-break: tied on 4 offerings", "Rules applied:"]
    at = [text.index(part) for part in order]
    assert at == sorted(at), text


def test_explanation_comes_first_for_every_event() -> None:
    for example in sorted(ROOT.glob("examples/bluemoon-*.json")):
        result = score_record(json.loads(example.read_text(encoding="utf-8")))
        lines = result.render(explain=True).splitlines()
        assert lines[3] == "How it was resolved:", (example.name, lines)


def test_building_majority_after_the_table() -> None:
    text = score_record(
        {"game": "bluemoon", "event": "building", "building": "Thermae", "cubes": ["A", "B", "A"]}
    ).render()
    assert text.index("player") < text.index("Majority: A (2 of 3 cubes)")


# --- 3. rule texts cite public sources ---------------------------------------

RECORDS = [json.loads(p.read_text(encoding="utf-8")) for p in sorted(ROOT.glob("examples/bluemoon-*.json"))] + [
    {"game": "bluemoon", "event": "building", "building": "Aqueduct", "cubes": ["A"]},
    {"game": "bluemoon", "event": "building", "building": "Market Hall", "cubes": ["A", "B", "B"]},
    # the Hoax 1 is needed: Aqua 3 + Vulca 2 recoloured to blue (its reading is printed only when a Hoax was used)
    {
        "game": "bluemoon",
        "event": "payment",
        "box": {"colour": "any", "value": 5},
        "hand": ["Hoax 1", "Aqua 3", "Vulca 2"],
    },
    {
        "game": "bluemoon",
        "event": "offering",
        "player_count": 2,
        "spaces_filled": 0,
        "crystals": 7,
        "offerings_before": 0,
    },
]


@pytest.mark.parametrize("record", RECORDS, ids=lambda r: r["event"])
def test_rules_applied_cite_public_sources(record: dict) -> None:
    result = score_record(record)
    for text in [*result.assumptions, *result.explanation, *result.lines]:
        assert not INTERNAL.search(text), text


def test_hoax_rule_says_what_the_tool_does() -> None:
    result = score_record(RECORDS[-2])
    [hoax] = [a for a in result.assumptions if a.startswith("a Hoax")]
    assert "rulebook p.6" in hoax and "English rules p.5" in hoax
    assert "other way round" not in hoax


@pytest.mark.parametrize(
    "record, where",
    [
        (
            {"event": "offering", "player_count": 4, "spaces_filled": 6, "crystals": 9, "offerings_before": 4},
            "rulebook p.4",
        ),
    ],
)
def test_errors_cite_public_sources(record: dict, where: str) -> None:
    with pytest.raises(InputError) as err:
        score_record({"game": "bluemoon", **record})
    assert where in str(err.value) and not INTERNAL.search(str(err.value))


# --- 4. singular and plural ---------------------------------------------------


def test_one_space_filled_is_singular() -> None:
    result = score_record(
        {"game": "bluemoon", "event": "offering", "player_count": 4, "spaces_filled": 1, "crystals": 7}
    )
    assert result.explanation[0].startswith("1 obelisk space filled (4 players)"), result.explanation


def test_tied_on_one_offering_is_singular() -> None:
    result = score_record(
        {
            "game": "bluemoon",
            "event": "end",
            "city_complete": True,
            "players": [{"name": "A", "offerings": 1, "crystals": 2}, {"name": "B", "offerings": 1, "crystals": 1}],
        }
    )
    assert result.data["tie_break"].startswith("tied on 1 offering (A/B)")


def test_one_offering_before_is_singular() -> None:
    with pytest.raises(InputError, match=r"1 offering but only 0 obelisk spaces filled"):
        score_record(
            {
                "game": "bluemoon",
                "event": "offering",
                "player_count": 4,
                "spaces_filled": 0,
                "crystals": 7,
                "offerings_before": 1,
            }
        )


def test_one_scale_held_is_singular() -> None:
    with pytest.raises(InputError, match=r"1 scale held plus 1 in the supply"):
        score_record(
            {
                "game": "bluemoon",
                "event": "scales",
                "supply": 1,
                "players": [{"name": "A", "scales": 1, "gained": 1}, {"name": "B", "scales": 0}],
            }
        )


# --- 5. nothing on stdout while a resumed draft is entered --------------------


@pytest.mark.parametrize(
    "event, first, rest",
    [
        ("offering", ["4", "3"], ["16", "Pillar 1", ""]),
        ("end", ["A, B", "", "2"], ["1", "1", "5", True]),
    ],
)
def test_resumed_entry_prints_nothing_to_stdout(capsys, tmp_path: Path, event: str, first: list, rest: list) -> None:
    from scorer.core.errors import EntryInterrupted
    from scorer.core.prompts import INTERRUPT, guard

    path = tmp_path / "draft.json"
    draft = Draft({"game": "bluemoon", "event": event}, path)
    with pytest.raises(EntryInterrupted), guard(draft):  # drafts are answer logs now: interrupt, then resume
        run_entry(draft, ScriptedPrompter([*first, INTERRUPT]))
    capsys.readouterr()
    prompter = ScriptedPrompter(rest)
    full = run_entry(Draft(json.loads(path.read_text(encoding="utf-8")), path), prompter)
    assert capsys.readouterr().out == ""
    assert prompter.output[0] == "Entered so far:"  # the recap goes to the prompter (stderr in a terminal)
    assert score_record(full).to_json()["event"] == event


@pytest.mark.parametrize(
    "cubes, message",
    [
        (["A", "B"], "2 cubes but Aqueduct has only 1 box: give one owner per box"),
        ([], "Aqueduct is not complete: 1 box but only 0 cubes"),
    ],
)
def test_one_box_is_singular(cubes: list[str], message: str) -> None:
    with pytest.raises(InputError, match=re.escape(message)):
        score_record({"game": "bluemoon", "event": "building", "building": "Aqueduct", "cubes": cubes})
