"""The second new-user trial of Mystical Realms (after the core keyed answers by seat): a card named twice
in one answer, the Necromancer question's wording, long --choose values, comma lists over several
arguments, and what docs/realms.md says about '-' and the suggestions."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import run_cli

from scorer.core.prompts import Draft, ScriptedPrompter, guard
from scorer.games.realms import run_entry
from scorer.games.realms.cards import deck

DOCS = (Path(__file__).resolve().parents[2] / "docs" / "realms.md").read_text(encoding="utf-8")
TABLE = ["Ann, Bob", "", ""]  # the players, then Enter: the base game (issue 11 added the question)
# rulebook example 1 (seed 001 p.4): 260
EXAMPLE_1 = ["Mountain", "Great Flood", "Smoke", "Whirlwind", "Air Elemental", "Wildfire", "Mirage"]


def refused(tmp_path, answers):
    """The message under the prompt for the last answer of ``answers``."""
    draft = Draft({"game": "realms"}, tmp_path / "game.json")
    with pytest.raises(AssertionError, match="rejected") as e, guard(draft):
        run_entry(draft, ScriptedPrompter(list(answers)))
    return str(e.value).partition("rejected: ")[2]


# --- 7. a card named twice in one answer --------------------------------------------------------------


@pytest.mark.parametrize("answer", ["Mountain, Mountain", "Mountain, hora", "Smoke, Wildfire, kouř"])
def test_a_card_named_twice_in_one_answer_says_so(tmp_path, answer):
    """It said "Mountain is already taken (Ann's hand)": nothing was in Ann's hand yet."""
    name = deck().name(deck().matcher.match(answer.rpartition(",")[2]))
    assert refused(tmp_path, [*TABLE, answer]) == f"{name} is named twice in this answer: name each card once"


def test_a_card_in_a_hand_is_still_taken(tmp_path):
    message = refused(tmp_path, [*TABLE, "Mountain", "Smoke, hora"])
    assert message == "Mountain is already taken (Ann's hand): choose another card"


# --- 8. the Necromancer question says the rule -------------------------------------------------------

SEVEN = ["Necromancer", "Knights", "Mountain", "Forest", "Swamp", "Island", "Rainstorm"]


def test_the_eighth_card_question_says_what_the_hand_must_hold(tmp_path):
    """The rule (docs): some card of the hand besides Necromancer must be an Army, Leader, Wizard or Beast;
    the eighth card itself may be a Flame when the hand holds Knights (an Army)."""
    draft = Draft({"game": "realms"}, tmp_path / "game.json")
    other = ["Blizzard", "Cavern", "King", "Queen", "Princess", "Hydra", "Unicorn"]
    p = ScriptedPrompter([*TABLE, ", ".join(SEVEN), True, "Wildfire", ", ".join(other)])
    with guard(draft):
        rec = run_entry(draft, p)
    question = next(a for a in p.asked if "eighth" in a)
    assert question == (
        "Ann holds Necromancer: add an eighth card? "
        "(the hand must then hold an Army, Leader, Wizard or Beast besides Necromancer)"
    )
    assert rec["players"][0]["hand"][-1] == "Wildfire"


# --- 9. a long --choose value is cut short in the message --------------------------------------------


@pytest.mark.parametrize(
    "choose",
    [
        "Mirage=" + " " * 100_000,
        "x" * 100_000,
        "Book of Changes=" + "x" * 100_000,
        "Mirage=" + "x" * 100_000,
    ],
)
def test_a_long_choose_value_gives_a_short_line(choose):
    hand = [*EXAMPLE_1[:6], "Book of Changes"] if choose.startswith("Book") else EXAMPLE_1
    code, out, err = run_cli("realms", "score", "--choose", choose, *hand)
    assert code == 2 and out == ""
    assert len(err.splitlines()) == 1 and len(err) < 300, err[:400]
    assert err.startswith("scorer: --choose ")


# --- 11. comma lists over several arguments ---------------------------------------------------------


def test_each_argument_is_split_on_commas():
    """ "A,B,C" "D,E" "F,G" was joined with spaces: "unknown card 'Wildfire Lightning'"."""
    code, out, err = run_cli(
        "realms", "score", "Mountain,Great Flood,Smoke", "Whirlwind,Air Elemental", "Wildfire,Mirage"
    )
    assert (code, err) == (0, "")
    assert "Player 1: 260 points" in out  # rulebook example 1


def test_words_of_one_name_may_still_be_separate_arguments():
    """docs/realms.md: `scorer realms score Hora, Stoletá voda, Kouř, ...` unquoted (shell words)."""
    args = ["Hora,", "Stoletá", "voda,", "Kouř,", "Tornádo,", "Elementál", "vzduchu,", "Požár,", "Přelud"]
    code, out, err = run_cli("realms", "score", *args)
    assert (code, err) == (0, "")
    assert "Player 1: 260 points" in out


def test_two_cards_on_either_side_of_an_argument_break_stay_two():
    code, out, err = run_cli(
        "realms", "score", "Mountain,Great Flood,Smoke,Whirlwind", "Air Elemental,Wildfire", "Mirage"
    )
    assert (code, err) == (0, "") and "Player 1: 260 points" in out


# --- 10. what the docs say about '-' and the suggestions ---------------------------------------------


def test_docs_say_dash_needs_enter():
    assert "`-` and Enter at a card prompt" in DOCS


def test_docs_suggestion_example_is_what_the_matcher_says():
    """docs/realms.md: suggestions in the language of the closest spelling, with its examples."""
    from scorer.core.errors import UnknownNameError

    for typed, first in (("kralovan", "'Král', 'Královna'"), ("Great Flod", "'Great Flood'")):
        with pytest.raises(UnknownNameError) as e:
            deck().matcher.match(typed)
        assert f"did you mean {first}" in str(e.value)
        assert f"`{typed}` → did you mean {first}" in " ".join(DOCS.split())
