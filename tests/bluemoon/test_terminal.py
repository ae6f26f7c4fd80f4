"""Interactive events in a real terminal (pexpect): questionary prompts, checks at the prompt, going back,
the review, Ctrl-C and resume, the saved record."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from helpers import DOWN, ENTER, answer, finish, run_cli, saved_after_stop, spawn

pytestmark = pytest.mark.terminal

BACK = "<"  # on an empty line it steps back at once
CLEAR = "\x15"  # Ctrl-U: clear the line, to type a refused answer again
REVIEW = ("Everything right?", ENTER)  # the review before scoring: Enter takes "Score it"


def test_pay_in_a_terminal(tmp_path: Path) -> None:
    child = spawn(tmp_path, "bluemoon", "pay")
    # modra: the Czech colour, no accents; case pay-03's hand plus a card that cannot help
    answer(
        child,
        ("Box colour", "modra" + ENTER),
        ("Box value", "5" + ENTER),
        ("Cards in hand", "Aqua 2, Mimix 1, Mimix 2, Vulca 3" + ENTER),
        REVIEW,
    )
    finish(child, "Yes: pay the blue box of value 5 with Aqua 2, Mimix 1, Mimix 2")
    [saved] = list(tmp_path.glob("scorer-bluemoon-*.json"))
    record = json.loads(saved.read_text(encoding="utf-8"))
    assert record["box"] == {"colour": "blue", "value": 5} and "draft" not in record


def test_a_self_neighbour_is_refused_at_the_prompt_then_fixed(tmp_path: Path) -> None:
    """B1: the University named as its own neighbour is refused where it is typed (it used to end the entry
    with exit 2 and a record that no longer resumed); fixed to the Fire Temple, it is scored: the English
    rules' p.4 example, Ann and Bob 1 crystal + 3 for the temple, Ann the majority scale."""
    child = spawn(tmp_path, "bluemoon", "building")
    answer(
        child,
        ("Completed building", "University" + ENTER),
        ("Cube owners", "Ann, Bob" + ENTER),
        ("Completed buildings next to it", "University" + ENTER),
        ("University cannot neighbour itself", CLEAR + "Fire Temple" + ENTER),
        REVIEW,
    )
    out = finish(child, "University completed.", "Majority: Ann")
    assert "cannot neighbour" not in out
    [saved] = list(tmp_path.glob("scorer-bluemoon-*.json"))
    assert json.loads(saved.read_text(encoding="utf-8"))["adjacent_completed"] == ["Fire Temple"]


def test_go_back_to_change_the_building_after_the_cubes(tmp_path: Path) -> None:
    """Thermae and its 3 cubes typed, then "it was the University": < twice reaches the building; the 3
    cubes no longer fit its 2 boxes, so they are asked again; the University's rewards come from our data."""
    child = spawn(tmp_path, "bluemoon", "building")
    answer(
        child,
        ("Completed building", "Thermae" + ENTER),
        ("Cube owners, left to right (3", "A, B, A" + ENTER),
        ("Completed buildings next to it", BACK),
        ("back to: Cube owners", BACK),
        ("back to: Completed building", "University" + ENTER),
        ("no longer fits", ""),
        ("Cube owners, left to right (2", "A, B" + ENTER),
        ("Completed buildings next to it", ENTER),
        REVIEW,
    )
    finish(child, "University completed.", "Majority: A (1 of 2 cubes)")
    [saved] = list(tmp_path.glob("scorer-bluemoon-*.json"))
    record = json.loads(saved.read_text(encoding="utf-8"))
    assert record["building"] == "University" and record["cubes"] == ["A", "B"]


@pytest.mark.parametrize("command, first", [(("bluemoon",), "Which event"), (("bluemoon", "pay"), "Box colour")])
def test_ctrl_c_at_the_first_question_leaves_no_draft(tmp_path: Path, command: tuple[str, ...], first: str) -> None:
    """B11: nothing answered, nothing kept (it left {"game": "bluemoon", "draft": true} behind); the event a
    command names is no answer either."""
    child = spawn(tmp_path, *command)
    child.expect_exact(first)
    child.send("\x03")
    finish(child, "nothing to save", code=130)
    assert list(tmp_path.glob("scorer-bluemoon-*.json")) == []


def test_choose_event_then_interrupt_and_resume(tmp_path: Path) -> None:
    child = spawn(tmp_path, "bluemoon")
    child.expect_exact("Which event")
    child.send(DOWN * 3)  # down to "offering"
    child.send(ENTER)
    answer(child, ("Number of players", ENTER), ("spaces already filled", "3" + ENTER))  # default 4 players
    child.expect_exact("Your crystals")
    child.send("\x03")  # Ctrl-C: the draft is saved
    draft = saved_after_stop(child)
    [saved] = list(tmp_path.glob("scorer-bluemoon-*.json"))
    answers = json.loads(saved.read_text(encoding="utf-8"))["_entry"]["answers"]
    assert draft == str(saved) and answers[-1] == {
        "key": "spaces_filled",
        "ask": "Obelisk spaces already filled (of 13):",
        "answer": "3",
        "label": "filled",
    }
    child = spawn(tmp_path, "score", draft)
    # B12: the resumed entry shows what is there first
    answer(
        child,
        ("Table: event offering, players 4, filled 3", ""),
        ("Your crystals", "16" + ENTER),
        ("Pillar cards", "Pillar 1" + ENTER),
        ("Offerings you have made", ENTER),
        REVIEW,
    )
    finish(child, "2 offerings this turn, paying 7 + 9 = 16 crystals")  # obelisk-09


def test_resumed_draft_with_stdout_redirected_prints_json(tmp_path: Path) -> None:
    """``scorer score DRAFT --json > file``: the questions stay on the terminal, the file holds only the answer."""
    draft = tmp_path / "scorer-bluemoon-draft.json"
    logged = [
        {"key": "player_count", "ask": "Number of players:", "answer": "4"},
        {"key": "spaces_filled", "ask": "Obelisk spaces already filled (of 13):", "answer": "3"},
    ]
    draft.write_text(
        json.dumps({"game": "bluemoon", "event": "offering", "draft": True, "_entry": {"answers": logged}}),
        encoding="utf-8",
    )
    out = tmp_path / "answer.json"
    child = spawn(tmp_path, "score", draft, "--json", stdout=out)
    answer(
        child,
        ("Your crystals", "16" + ENTER),
        ("Pillar cards", "Pillar 1" + ENTER),
        ("Offerings you have made", "0" + ENTER),
        REVIEW,
    )
    finish(child)
    result = json.loads(out.read_text(encoding="utf-8"))  # obelisk-09: 7, then 8 + 1 for the Pillar
    assert result["event"] == "offering" and result["payments"] == [7, 9] and result["wins"] is False


def test_a_supply_that_does_not_run_out_is_answered_and_back_to_a_count_scores(tmp_path: Path) -> None:
    """Trial 3, D1 and issue 13: Ann 5 and Bob 3 of the 9 scales (Czech rulebook p.1) leave 1 in the supply,
    offered as the default; nobody earns it, so there is no scale scoring yet (Czech rulebook p.3): it was
    refused, it is now a normal answer. At the review, back to Bob, who earns it: the supply runs out; Ann's
    sole most 5 win 6 crystals, Bob's 4 (3 or more) 3 (Czech rulebook p.4)."""
    child = spawn(tmp_path, "bluemoon", "scales")
    answer(
        child,
        ("Player 1 name", "Ann, Bob" + ENTER),
        ("Player 3 name", ENTER),
        ("Ann: scales held", "5" + ENTER),
        ("Ann: scales earned", ENTER),
        ("Bob: scales held", "3" + ENTER),
        ("Bob: scales earned", ENTER),
        ("Scales left in the supply before the action (of 9): [1]", BACK),
        ("back to: Bob: scales earned in the action; it was 0", "1" + ENTER),
        ("Scales left in the supply before the action (of 9): [1]", ENTER),
        REVIEW,
    )
    finish(child, "The scale supply ran out: scale scoring.")
    [saved] = list(tmp_path.glob("scorer-bluemoon-*.json"))
    record = json.loads(saved.read_text(encoding="utf-8"))
    assert record["supply"] == 1 and record["players"][1] == {"name": "Bob", "scales": 3, "gained": 1}
    code, out, _ = run_cli("score", saved, "--json")
    assert code == 0 and [p["crystals"] for p in json.loads(out)["players"]] == [6, 3]


def test_no_scale_scoring_in_a_terminal(tmp_path: Path) -> None:
    """Issue 13: Ann 5 + Bob 1 of 9 held leave 3 in the supply (Czech rulebook p.1); Ann earns 1: 2 are left,
    so there is no scale scoring (p.3): exit 0 and the answer says who took what and what is left."""
    child = spawn(tmp_path, "bluemoon", "scales")
    answer(
        child,
        ("Player 1 name", "Ann, Bob" + ENTER),
        ("Player 3 name", ENTER),
        ("Ann: scales held", "5" + ENTER),
        ("Ann: scales earned", "1" + ENTER),
        ("Bob: scales held", "1" + ENTER),
        ("Bob: scales earned", ENTER),
        ("Scales left in the supply before the action (of 9): [3]", ENTER),
        REVIEW,
    )
    finish(child, "No scale scoring: Ann takes 1, 2 left in the supply.")
