"""Quick counts bounded by the piles they count (third new-user trial of Dominion, defects 1-3).

1. Tower's count (non-Victory cards from an empty Supply pile) is at most the non-Victory cards of the empty piles,
   less what the other players hold of them: it took 31 with Smithy and Curse empty, and a record's 500 scored 551.
2. Orchard's count (Action names with 3+ copies) is at most the Action names a game can hold 3 copies of, and a
   third of the player's cards: it took 400 (1600 VP).
3. Obelisk's count (cards from the Obelisk pile) shares the pile with the other players' cards of it: Ann's 10
   Villages and Bob's quick 2 from the 10-card Village pile were accepted.

Figures by hand from cards_data/dominion/limits.json and the rulebooks cited there: a Kingdom pile 10 (2nd edition
rulebook, set-up), Curses 10 per player after the first (10 with one player), the 10 Knights one of each with Dame
Josephine a Victory card (Dark Ages rulebook), Tower counts non-Victory cards only (Tower card text and FAQ).
"""

import json

import pytest
from dominion_helpers import one
from helpers import run_cli

from scorer.core.errors import RuleError
from scorer.core.prompts import Draft, ScriptedPrompter, guard
from scorer.games.dominion import run_entry, score_record
from scorer.games.dominion.entry import FULL, QUICK
from scorer.games.dominion.whatif import what_if


def enter(tmp_path, answers, review=False):
    draft = Draft({"game": "dominion"}, tmp_path / "game.json")
    ask = ScriptedPrompter(list(answers), review=review)
    with guard(draft):
        rec = run_entry(draft, ask)
    assert ask.answers == [], "every scripted answer is used"
    return rec, ask


def refused(tmp_path, answers):
    """The message the last answer was refused with (the terminal shows it and asks again)."""
    draft = Draft({"game": "dominion"}, tmp_path / "g.json")
    with pytest.raises(AssertionError, match="rejected") as e:
        run_entry(draft, ScriptedPrompter(list(answers)))
    return str(e.value)


def write(tmp_path, record):
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    return path


def exit_2(tmp_path, record, message):
    """The record is refused by the library and by 'scorer score' (exit 2, one line with ``message``)."""
    with pytest.raises(RuleError) as e:
        score_record(record)
    assert message in str(e.value), e.value
    code, out, err = run_cli("score", write(tmp_path, record))
    assert code == 2 and out == "" and err.count("\n") == 1 and message in err, err


# --- 1. Tower -----------------------------------------------------------------------------------------------------


def test_the_empty_piles_non_victory_cards_by_hand():
    """Smithy 10 + Curse 10 with 2 players (20 with 3); Knights 9 (Dame Josephine is a Victory card) + Curse 10 with
    1 player; the Clashes 16 less the 4 Territories; the Castles none (all Victory); the Coppers 60, the starting
    ones included (a Copper counts whoever took it from the pile)."""
    from scorer.games.dominion.limits import empty_pile_limit

    assert empty_pile_limit(["Smithy", "Curse"], 2).value == 20
    assert empty_pile_limit(["Smithy", "Curse"], 3).value == 30
    assert empty_pile_limit(["Knights", "Curse"], 1).value == 19
    assert empty_pile_limit(["Clashes"], 4).value == 12
    assert empty_pile_limit(["Castles", "Province"], 3).value == 0
    assert empty_pile_limit(["Copper"], 2).value == 60
    limit = empty_pile_limit(["Smithy", "Curse"], 2)
    assert limit.source.startswith("with 2 players, the empty piles Smithy and Curse hold 20 non-Victory cards")
    assert "Curse 10" in limit.source and "Smithy 10" in limit.source and "rulebook" in limit.source


TOWER_2P = ["Ann", "Bob", "", "Tower", "", "Smithy", "Curse", "", "", False]
ANN_8 = [FULL, "Smithy 6, Curse 2, Province 3", "", "", ""]  # 8 non-Victory cards from the empty piles


def test_tower_count_at_the_prompt_is_what_the_empty_piles_leave(tmp_path):
    """Ann holds 6 Smithies and 2 Curses; the empty Smithy and Curse piles hold 20 with 2 players: Bob has at most
    12 (31 was accepted; his own 8 Curses and the 10 Smithies would allow 18). Bob lists the other 8 Curses, so the 12
    are all that is left (his 8 Curses and the 4 Smithies Ann does not hold). 12 is taken: Bob Tower 12 - 8 Curses
    = 4; Ann 3 Provinces 18 - 2 + Tower 8 = 24."""
    message = refused(tmp_path, [*TOWER_2P, *ANN_8, QUICK, "Curse 8", "", "31"])
    assert "at most 12: with 2 players, the empty piles Smithy and Curse hold 20 non-Victory cards" in message
    assert message.rstrip().endswith("and Ann has 8") or "and Ann has 8" in message, message
    rec, _ = enter(tmp_path, [*TOWER_2P, *ANN_8, QUICK, "Curse 8", "", "12", "", ""])
    assert [p.total for p in score_record(rec).players] == [24, 4]


def test_tower_count_prompt_names_the_empty_piles_and_that_curses_count(tmp_path):
    """Tower counts every non-Victory card from an empty Supply pile, Curses too (Tower card text and FAQ): the
    question names the piles, so that a player holding 2 Curses does not count only the Smithies (a new user's
    trial: 2 was taken for Bob's 4, 30 VP for 32)."""
    _, ask = enter(tmp_path, [*TOWER_2P, *ANN_8, QUICK, "Curse 8", "", "12", "", ""])
    tower = [m for m in ask.asked if "non-Victory" in m]
    assert tower == [
        "Bob: How many of your non-Victory cards come from the empty piles Smithy and Curse, Curses included?"
    ]


def test_tower_count_solo_is_at_most_the_piles(tmp_path):
    """Solo, Knights and Curse empty: 9 non-Victory Knights + 10 Curses = 19 (21 and 20 were accepted); Ann lists
    all 10 Curses (with fewer her own bound is lower: she has only the Curses listed, see tower_ann)."""
    start = ["Ann", "", "Tower", "", "Knights", "Curse", "", "", False, QUICK, "Curse 10", ""]
    assert "at most 19: with 1 player, the empty piles Knights and Curse hold 19" in refused(tmp_path, [*start, "20"])
    rec, _ = enter(tmp_path, [*start, "19", "", ""])
    assert score_record(rec).players[0].total == 19 - 10


def test_tower_count_before_a_full_deck_is_shared_with_it(tmp_path):
    """Ann's quick count of 15 (her 5 Curses and up to 10 Smithies) leaves Bob 5 of the 20: his 6 Smithies are
    refused where typed."""
    ann = [QUICK, "Curse 5", "", "15", "", ""]
    message = refused(tmp_path, [*TOWER_2P, *ann, FULL, "Smithy 6"])
    assert (
        "Ann 15 + Bob 6 = 21 non-Victory cards from the empty piles Smithy and Curse: more than they hold "
        "(at most 20 with 2 players" in message
    )


def test_tower_count_in_a_record(tmp_path):
    """A record's 500 scored 551 VP; solo with Smithy and Curse empty it is at most 20 (with all 10 Curses listed).
    Two players: Ann's 8 and Bob's 13 (his 8 Curses, the rest of the pile, and up to 10 Smithies) are 21 of the 20;
    Bob's 12 (his 8 Curses and the 4 Smithies Ann does not hold) scores: Ann 18 - 2 + 8 = 24, Bob 12 - 8 = 4."""
    solo = one(
        {"Curse": 10},
        landmarks=["Tower"],
        setup={"empty_supply_piles": ["Smithy", "Curse"]},
        counts={"empty_pile_cards": 500},
    )
    exit_2(tmp_path, solo, "counts.empty_pile_cards is 500, more than a game holds: at most 20 with 1 player")
    table = tower_table(13, bob_curses=8)
    exit_2(
        tmp_path,
        table,
        "$.players: Ann 8 + Bob 13 = 21 non-Victory cards from the empty piles Smithy and Curse: more than they hold "
        "(at most 20 with 2 players",
    )
    assert [p.total for p in score_record(tower_table(12, bob_curses=8)).players] == [24, 4]
    none_empty = one({}, landmarks=["Tower"], setup={"empty_supply_piles": []}, counts={"empty_pile_cards": 3})
    exit_2(
        tmp_path, none_empty, "counts.empty_pile_cards is 3, more than a game holds: at most 0 with 1 player, no Supply"
    )


def tower_table(bob: int, bob_curses: int = 2) -> dict:
    return {
        "game": "dominion",
        "landmarks": ["Tower"],
        "setup": {"empty_supply_piles": ["Smithy", "Curse"]},
        "players": [
            {"name": "Ann", "cards": {"Smithy": 6, "Curse": 2, "Province": 3}},
            {"name": "Bob", "cards": {"Curse": bob_curses}, "counts": {"empty_pile_cards": bob}},
        ],
    }


def test_tower_what_if_gain_past_the_empty_piles(tmp_path):
    """Ann 8 + Bob 12 = 20 (Bob's 8 Curses and the 4 Smithies Ann does not hold): neither can gain a Smithy (either
    would make 21). With Bob at 11, a Smithy gives him 12: Tower 12 - 8 Curses = 4."""
    path = write(tmp_path, tower_table(12, bob_curses=8))
    for who in ("Ann", "Bob"):
        code, out, err = run_cli("dominion", "what-if", path, "--player", who, "--gain", "Smithy")
        assert code == 2 and out == "" and err.count("\n") == 1, err
        assert "gaining 1 Smithy would make Ann" in err and "= 21 non-Victory cards from the empty piles" in err, err
    assert what_if(tower_table(11, bob_curses=8), "Bob", [("Smithy", 1)]).options[0][2]["Bob"] == 12 - 8


#: The tail of every what-if refusal by what the cards listed and the counts leave of Tower's empty piles.
FROM_THE_TRASH = (
    "; an empty pile's card can only be gained from the trash, which can hold only copies no player has: gain fewer"
)


def what_if_exit_2(tmp_path, record, player, gains, message):
    """The what-if is refused by the library and by 'scorer dominion what-if' (exit 2, one line with ``message``,
    ending with the fix); ``gains``: ``[(card, copies)]``, one option. Returns the library's whole message."""
    with pytest.raises(RuleError) as e:
        what_if(record, player, [gains])
    assert message in str(e.value) and str(e.value).endswith(FROM_THE_TRASH), e.value
    option = "+".join(f"{card}={n}" for card, n in gains)
    code, out, err = run_cli("dominion", "what-if", write(tmp_path, record), "--player", player, "--gain", option)
    assert code == 2 and out == "" and err.count("\n") == 1 and message in err, err
    return str(e.value)


def after(record, player, gains):
    """Every player's total after ``player`` gains ``gains`` (one option), and now."""
    result = what_if(record, player, [gains])
    return list(result.options[0].totals.values()), list(result.now.values())


def test_tower_what_if_gain_past_what_the_other_players_cards_leave(tmp_path):
    """:func:`tower_table` with Bob at 6: Ann's full deck holds 6 Smithies and 2 Curses, Bob's 2 Curses and count of
    6 take the 10 - 6 = 4 Smithies Ann does not hold (his most, test_tower_count_in_a_record_is_at_most_what_the_
    other_players_cards_leave). The Smithy pile is empty, so a gained Smithy comes from the trash (an empty pile is
    not in the Supply), and every Smithy is held: Bob's gain would give him 7, at most 6 (the table's sum, 8 + 7 =
    15 of the 20, let it through: 11 Smithies of 10); Ann's would leave Bob's 6 needing 4 of the 10 - 7 = 3."""
    message = what_if_exit_2(
        tmp_path,
        tower_table(6),
        "Bob",
        [("Smithy", 1)],
        "gaining 1 Smithy would give Bob 7 non-Victory cards from the empty piles Smithy and Curse: more than the "
        "cards listed leave (at most 6: with 2 players, the empty piles Smithy and Curse hold 20 non-Victory cards "
        "(Smithy 10, Curse 10;",
    )
    assert (
        "no Victory card counts), and Ann has 6 Smithies and 2 Curses: Bob's 2 listed (Curse 2: a "
        "card is listed with all its copies, and every Curse is, as it scores) and 4 more)"
    ) in message, message
    message = what_if_exit_2(
        tmp_path,
        tower_table(6),
        "Ann",
        [("Smithy", 1)],
        "gaining 1 Smithy would make Bob's count, 6 non-Victory cards from the empty piles Smithy and Curse, more "
        "than the cards listed leave (at most 5: with 2 players",
    )
    assert (
        "and Ann has 7 Smithies and 2 Curses: Bob's 2 listed (Curse 2: a card is listed with all its copies, and "
        "every Curse is, as it scores) and 3 more"
    ) in message, message


def test_tower_what_if_gain_of_a_copy_no_one_holds(tmp_path):
    """Bob at 5 (his 2 Curses and 3 Smithies): 10 - 6 - 3 = 1 Smithy is held by no one, in the trash. Either player
    can gain it, and Tower counts it (1 VP per non-Victory card the player has from an empty Supply pile, however
    gained): Bob 5 - 2 Curses = 3 VP, then 6 - 2 = 4; Ann 3 Provinces 18 - 2 Curses + Tower 8 = 24, then 25. Not
    2 of them: Bob's 7 would be past his most, 2 + 10 - 6 = 6."""
    assert after(tower_table(5), "Bob", [("Smithy", 1)]) == ([24, 4], [24, 3])
    assert after(tower_table(5), "Ann", [("Smithy", 1)]) == ([25, 3], [24, 3])
    what_if_exit_2(
        tmp_path, tower_table(5), "Bob", [("Smithy", 2)], "gaining 2 Smithies would give Bob 7 non-Victory cards"
    )


def test_tower_what_if_says_a_gain_from_an_empty_pile_comes_from_the_trash(tmp_path):
    """The reading that decided Bob's 4 (test_tower_what_if_gain_of_a_copy_no_one_holds: Tower counts the Smithy from
    the trash) is printed under "Rules applied"; a gain from a pile that is not empty (Province) prints none."""
    reading = "A gained Smithy comes from the trash, which holds only copies no player has: its Supply pile is empty"
    assert any(a.startswith(reading) for a in what_if(tower_table(5), "Bob", [[("Smithy", 1)]]).assumptions)
    assert not any("trash" in a for a in what_if(tower_table(5), "Bob", [[("Province", 1)]]).assumptions)
    code, out, err = run_cli(
        "dominion", "what-if", write(tmp_path, tower_table(5)), "--player", "Bob", "--gain", "Smithy"
    )
    assert code == 0 and f"  - {reading}" in out, err


def test_tower_what_if_loss_past_the_count_names_the_cards_listed():
    """Bob's count of 5 holds his 2 Curses listed (a card is listed with all its copies): of the Smithies he does
    not list he has 5 - 2 = 3 to lose, and the refusal says where the 2 went (a new user read "5 …, not 4 to lose:
    lose at most 3" as a sum that did not add up)."""
    with pytest.raises(RuleError) as e:
        what_if(tower_table(5), "Bob", losses=[("Smithy", 4)])
    assert str(e.value) == (
        "Bob's quick counts give 5 non-Victory cards from empty Supply piles, 2 of them the cards Bob lists: lose at "
        "most 3, not 4"
    ), e.value
    # 3 can go: Tower 5 - 3 = 2, less the 2 Curses: Bob 3 -> 0 VP; Ann 24
    assert what_if(tower_table(5), "Bob", losses=[("Smithy", 3)]).options[0].totals == {"Ann": 24, "Bob": 0}


def test_tower_what_if_of_the_landmark_itself_says_it_is_no_card(tmp_path):
    """A new user typed --gain Tower and was told to list it under landmarks, where it already was: a Landmark is
    not a card at all (Dominion Strategy wiki, Landmark), so the what-if names a card instead."""
    record = write(tmp_path, tower_table(5))
    code, out, err = run_cli("dominion", "what-if", record, "--player", "Bob", "--gain", "Tower")
    assert (code, out) == (2, "") and err.count("\n") == 1, err
    assert "Tower is a Landmark, not a card: no player gains it; name a card, e.g. Province" in err, err
    code, out, err = run_cli("dominion", "what-if", record, "--player", "Bob", "--lose", "tower")
    assert code == 2 and "Tower is a Landmark, not a card: no player loses it" in err, err


def test_tower_what_if_gain_past_another_players_count(tmp_path):
    """Ann lists 3 Curses and counts 13, so the 10 Smithies are hers (13 - 3); Bob's full deck lists 2 Curses. No
    Smithy is left for Bob (Ann's count would have room for 3 + 10 - 1 = 12); a Curse is (10 - 3 - 2 = 5 held by
    no one), and Tower counts it with his others: Bob -2 Curses + Tower 2 = 0, then -3 + 3 = 0 (not -3 + 2); Ann -3
    + Tower 13 = 10."""
    record = other_tower({"cards": {"Curse": 3}, "counts": {"empty_pile_cards": 13}}, {"cards": {"Curse": 2}})
    message = what_if_exit_2(
        tmp_path,
        record,
        "Bob",
        [("Smithy", 1)],
        "gaining 1 Smithy would make Ann's count, 13 non-Victory cards from the empty piles Smithy and Curse, more "
        "than the cards listed leave (at most 12: with 2 players",
    )
    assert (
        "and Bob has 2 Curses and 1 Smithy: Ann's 3 listed (Curse 3: a card is listed with all its copies, and "
        "every Curse is, as it scores) and 9 more"
    ) in message, message
    assert after(record, "Bob", [("Curse", 1)]) == ([10, 0], [10, 0])


def test_tower_what_if_gain_past_the_players_own_cards(tmp_path):
    """Solo, Smithy and Curse empty (10 + 10 with one player): Ann lists her 1 Curse and counts 11, so she holds the
    10 Smithies (her most, test_tower_count_in_a_record_is_at_most_what_the_listed_cards_leave); a Smithy gained
    would make 12 (the check against the piles' 20 let it through). A Curse can be gained (9 held by no one): Tower
    12 - 2 Curses = 10, from 11 - 1."""
    record = one(
        {"Curse": 1},
        landmarks=["Tower"],
        setup={"empty_supply_piles": ["Smithy", "Curse"]},
        counts={"empty_pile_cards": 11},
    )
    what_if_exit_2(
        tmp_path,
        record,
        "Ann",
        [("Smithy", 1)],
        "gaining 1 Smithy would give Ann 12 non-Victory cards from the empty piles Smithy and Curse: more than the "
        "cards listed leave (at most 11: with 1 player",
    )
    assert after(record, "Ann", [("Curse", 1)]) == ([10], [10])


def tower_ann(cards: dict[str, int], count: int) -> dict:
    """Ann on the quick path with ``cards`` listed and Tower's count ``count``; Bob 4 Provinces, a full deck.

    Smithy and Curse empty, 2 players: Smithy 10 (a Kingdom pile, Dominion 2nd edition rulebook, set-up) + Curse 10
    (10 per player after the first, rulebook set-up and p.9) = 20 non-Victory cards (Tower card text: Curses count,
    Victory cards do not). But the count is Ann's own, and her record tells part of it: every Curse is listed (it
    scores: docs/dominion.md, record format) and a card is listed with all its copies (the same, singleton_names).
    """
    return {
        "game": "dominion",
        "landmarks": ["Tower"],
        "setup": {"empty_supply_piles": ["Smithy", "Curse"]},
        "players": [
            {"name": "Ann", "cards": cards, "counts": {"empty_pile_cards": count}},
            {"name": "Bob", "cards": {"Province": 4}},
        ],
    }


@pytest.mark.parametrize(
    ("cards", "most", "fixed"),
    [
        ({"Province": 4, "Curse": 1}, 11, "Curse 1"),  # exactly 1 Curse, up to the 10 Smithies (12 was accepted)
        ({"Province": 4, "Curse": 1, "Smithy": 3}, 4, "Smithy 3, Curse 1"),  # exactly 3 + 1 (5 was)
        ({"Province": 4}, 10, "Curse 0"),  # no Curse listed is none: the 10 Smithies (11 was)
    ],
)
def test_tower_count_in_a_record_is_at_most_what_the_listed_cards_leave(tmp_path, cards, most, fixed):
    """The figures of :func:`tower_ann`: the message names the copies the cards listed fix; the largest count scores,
    4 Provinces 24 − the Curses + Tower ``most``."""
    exit_2(
        tmp_path,
        tower_ann(cards, most + 1),
        f"$.players[0].counts.empty_pile_cards is {most + 1}, more than a game holds: at most {most} with 2 players, "
        "the empty piles Smithy and Curse hold 20 non-Victory cards",
    )
    with pytest.raises(RuleError) as e:
        score_record(tower_ann(cards, most + 1))
    assert f"({fixed}: " in str(e.value), e.value
    assert [p.total for p in score_record(tower_ann(cards, most)).players] == [24 - cards.get("Curse", 0) + most, 24]


def test_tower_count_at_the_prompt_is_at_most_what_the_listed_curses_leave(tmp_path):
    """Ann lists her 1 Curse (every Curse is listed on the quick path, each scores): of the 20 she can have at most
    the 10 Smithies and that Curse, 11 (12 was accepted). 11 is taken: 24 − 1 + 11 = 34; Bob 4 Provinces 24."""
    ann = [QUICK, "Curse 1, Province 4", ""]
    message = refused(tmp_path, [*TOWER_2P, *ann, "12"])
    assert "at most 11: with 2 players, the empty piles Smithy and Curse hold 20 non-Victory cards" in message, message
    assert "(Curse 1: " in message, message
    rec, _ = enter(tmp_path, [*TOWER_2P, *ann, "11", "", "", FULL, "Province 4", "", "", ""])
    assert [p.total for p in score_record(rec).players] == [34, 24]


def other_tower(ann: dict, bob: dict) -> dict:
    """Ann and Bob (player dicts, in that order) with Smithy and Curse empty: with 2 players Smithy 10 (a Kingdom
    pile, Dominion 2nd edition rulebook, set-up) + Curse 10 (10 per player after the first, rulebook set-up and p.9)
    = 20 non-Victory cards (Tower card text: Curses count, Victory cards do not). A card is listed with all its
    copies and every Curse is listed (it scores: docs/dominion.md, record format), so of a card a player lists the
    others have none of that player's copies: what the table can hold is the cards listed and, of the rest, what
    the counts leave."""
    return {
        "game": "dominion",
        "landmarks": ["Tower"],
        "setup": {"empty_supply_piles": ["Smithy", "Curse"]},
        "players": [{"name": "Ann", **ann}, {"name": "Bob", **bob}],
    }


ANN_FULL_8 = {"cards": {"Smithy": 6, "Curse": 2, "Province": 3}}  # 8 non-Victory cards of the empty piles, all listed


def totals(record: dict) -> list[int]:
    return [p.total for p in score_record(record).players]


@pytest.mark.parametrize("bob", [12, 7])
def test_tower_count_in_a_record_is_at_most_what_the_other_players_cards_leave(tmp_path, bob):
    """Ann lists 6 Smithies and 2 Curses, Bob his 2 Curses with a count of ``bob``. Of the 20, Bob has exactly his 2
    Curses, and of the Smithies only those Ann does not list, 10 − 6 = 4: at most 2 + 4 = 6 (12 scored, 12 − 2 = 10
    VP from Tower and the Curses: the table's check added 8 + 12 = 20 of the 20). Checked once every player is read,
    so Bob first is refused the same. 6 scores: Bob Tower 6 − 2 Curses = 4; Ann 3 Provinces 18 − 2 + Tower 8 = 24."""
    bobs = {"cards": {"Curse": 2}, "counts": {"empty_pile_cards": bob}}
    exit_2(
        tmp_path,
        other_tower(ANN_FULL_8, bobs),
        f"$.players[1].counts.empty_pile_cards is {bob}, more than the cards listed leave: at most 6: with 2 players, "
        "the empty "
        "piles Smithy and Curse hold 20 non-Victory cards (Smithy 10, Curse 10;",
    )
    with pytest.raises(RuleError) as e:
        score_record(other_tower(ANN_FULL_8, bobs))
    assert (
        "Tower card text: no Victory card counts), and Ann has 6 Smithies and 2 Curses: Bob's 2 listed (Curse 2: a "
        "card is listed with all its copies, and every Curse is, as it scores) and 4 more: fix the count"
    ) in str(e.value), e.value
    first = {"game": "dominion", **other_tower(ANN_FULL_8, bobs)}
    first["players"] = first["players"][::-1]
    exit_2(
        tmp_path,
        first,
        f"$.players[0].counts.empty_pile_cards is {bob}, more than the cards listed leave: at most 6: with",
    )
    fits = other_tower(ANN_FULL_8, {"cards": {"Curse": 2}, "counts": {"empty_pile_cards": 6}})
    assert totals(fits) == [24, 4]


def test_tower_count_in_a_record_is_at_most_what_the_other_players_counts_leave(tmp_path):
    """Ann lists 3 Curses and counts 13: her 3 Curses and 10 cards she does not list, which can only be Smithies
    (every Curse is listed, so the other Curses are not hers): all 10. Bob lists 2 Curses and counts 3: 1 Smithy more,
    and none is left: at most 2 (3 scored; the table's check added 13 + 3 = 16 of the 20). 2 scores: Ann Tower 13 − 3
    Curses = 10, Bob 2 − 2 = 0."""
    ann = {"cards": {"Curse": 3}, "counts": {"empty_pile_cards": 13}}
    record = other_tower(ann, {"cards": {"Curse": 2}, "counts": {"empty_pile_cards": 3}})
    exit_2(
        tmp_path,
        record,
        "$.players[1].counts.empty_pile_cards is 3, more than the cards listed leave: at most 2: with 2 players, the "
        "empty piles "
        "Smithy and Curse hold 20 non-Victory cards",
    )
    with pytest.raises(RuleError) as e:
        score_record(record)
    assert "and Ann has 13 with 3 Curses listed: only Bob's 2 listed (Curse 2: " in str(e.value), e.value
    assert totals(other_tower(ann, {"cards": {"Curse": 2}, "counts": {"empty_pile_cards": 2}})) == [10, 0]


def test_tower_count_in_a_record_before_a_full_deck_that_takes_its_cards(tmp_path):
    """Ann lists 5 Curses and counts 15: 10 she does not list, all the Smithies. Bob's full deck holds 1 Smithy: Ann
    has at most 5 + 9 = 14, and the record is refused at her count (the cards read after it bound it too). With
    Bob's 5 Curses and 4 Provinces instead it scores: Ann 15 − 5 = 10; Bob 24 − 5 + Tower 5 = 24."""
    ann = {"cards": {"Curse": 5}, "counts": {"empty_pile_cards": 15}}
    exit_2(
        tmp_path,
        other_tower(ann, {"cards": {"Smithy": 1, "Province": 4}}),
        "$.players[0].counts.empty_pile_cards is 15, more than the cards listed leave: at most 14: with 2 players",
    )
    assert totals(other_tower(ann, {"cards": {"Curse": 5, "Province": 4}})) == [10, 24]


def test_tower_count_at_the_prompt_is_at_most_what_the_earlier_players_cards_leave(tmp_path):
    """The record's figures where Bob types his count: Ann's full deck lists 6 Smithies and 2 Curses, Bob lists his 2
    Curses, so at most 2 + (10 − 6) = 6 (12 and 7 were accepted). 6 is taken: Ann 24, Bob 6 − 2 = 4."""
    bob = [QUICK, "Curse 2", ""]
    for typed in ("12", "7"):
        message = refused(tmp_path, [*TOWER_2P, *ANN_8, *bob, typed])
        assert "at most 6: with 2 players, the empty piles Smithy and Curse hold 20 non-Victory cards" in message
        assert (
            "and Ann has 6 Smithies and 2 Curses: Bob's 2 listed (Curse 2: a card is listed with all its copies, "
            "and every Curse is, as it scores) and 4 more" in message
        ), message
    rec, _ = enter(tmp_path, [*TOWER_2P, *ANN_8, *bob, "6", "", ""])
    assert [p.total for p in score_record(rec).players] == [24, 4]


def test_tower_count_at_the_prompt_is_at_most_what_the_earlier_players_counts_leave(tmp_path):
    """Ann's 3 Curses and count of 13 take all 10 Smithies; Bob's 2 Curses leave him at most 2 (3 was accepted).
    2 is taken: Ann 13 − 3 = 10, Bob 0."""
    ann = [QUICK, "Curse 3", "", "13", "", ""]
    bob = [QUICK, "Curse 2", ""]
    message = refused(tmp_path, [*TOWER_2P, *ann, *bob, "3"])
    assert "at most 2: with 2 players, the empty piles Smithy and Curse hold 20 non-Victory cards" in message
    assert "and Ann has 13 with 3 Curses listed: only Bob's 2 listed" in message
    rec, _ = enter(tmp_path, [*TOWER_2P, *ann, *bob, "2", "", ""])
    assert [p.total for p in score_record(rec).players] == [10, 0]


def test_tower_cards_at_the_prompt_are_refused_where_an_earlier_count_needs_them(tmp_path):
    """Ann's 5 Curses and count of 15 take all 10 Smithies: Bob's full deck cannot hold 1 (the table's check added
    15 + 1 = 16 of the 20). Refused where typed, as the record would be; 5 Curses and 4 Provinces are taken: Ann 10,
    Bob 24 − 5 + Tower 5 = 24."""
    ann = [QUICK, "Curse 5", "", "15", "", ""]
    message = refused(tmp_path, [*TOWER_2P, *ann, FULL, "Smithy 1"])
    assert (
        "Ann's count, 15 non-Victory cards from the empty piles Smithy and Curse, is more than the cards listed leave: "
        "at most 14: with 2 players, the empty piles Smithy and Curse hold 20 non-Victory cards" in message
    ), message
    assert (
        "and Bob has 1 Smithy: Ann's 5 listed (Curse 5: a card is listed with all its copies, and every Curse is, "
        "as it scores) and 9 more" in message
    ), message
    rec, _ = enter(tmp_path, [*TOWER_2P, *ann, FULL, "Curse 5, Province 4", "", "", ""])
    assert [p.total for p in score_record(rec).players] == [10, 24]


# --- 2. Orchard ---------------------------------------------------------------------------------------------------


def test_action_names_a_game_can_hold_three_of_by_hand():
    """12 Kingdom piles at most (limits.json: 10, Young Witch's Bane and one more). The most Action names of 3+ copies
    one pile gives: Augurs, Forts, Townsfolk, Wizards 4 each (4 copies of 4 Action cards), Clashes and Odysseys 3
    (Territory is a Victory card, Sunken Treasure a Treasure; domdiv types Battle Plan an Action), Patrician/Emporium,
    Settlers/Bustling Village, Sauna/Avanto 2 (5 + 5), then 1 each: 22 + 6 + 3 = 31. The Ruins: 10 cards with 1-2
    players (3 names of 3), 20 from 3 players (all 5). Non-Supply Action cards a game holds 3+ of: Horse, Wish, Imp,
    Will-o'-Wisp, Madman, Mercenary and the 8 Traveller upgrades (5 each) = 14, and Necropolis (one Shelter per
    player) from 3 players. 2 players: 31 + 3 + 14 = 48; 3 players 31 + 5 + 15 = 51; 1 player 48."""
    from scorer.games.dominion.limits import action_names_limit

    assert action_names_limit(2).value == 48
    assert action_names_limit(3).value == 51
    assert action_names_limit(6).value == 51
    assert action_names_limit(1).value == 48
    assert "Kingdom piles (at most 12: 10, Young Witch's Bane and one more" in action_names_limit(2).source


def test_orchard_count_at_the_prompt(tmp_path):
    """400 was accepted (1600 VP). 2 players: at most 48; with 20 cards in total (Gardens) at most 6 (3 copies each):
    Gardens 20 cards → 2, Orchard 6 × 4 = 24: 26."""
    start = ["Ann", "", "Orchard", "", "", False, QUICK]
    assert "at most 48: with 1 player" in refused(tmp_path, [*start, "Province 1", "", "400"])
    message = refused(tmp_path, [*start, "Gardens 1", "", "20", "7"])
    assert "at most 6: Ann has 20 cards in total, 3 of each such name" in message, message
    rec, _ = enter(tmp_path, [*start, "Gardens 1", "", "20", "6", "", ""])
    assert score_record(rec).players[0].total == 2 + 24


def test_orchard_count_in_a_record(tmp_path):
    exit_2(
        tmp_path,
        one({}, landmarks=["Orchard"], counts={"action_names_3plus": 400}),
        "counts.action_names_3plus is 400, more than a game holds: at most 48 with 1 player",
    )
    exit_2(
        tmp_path,
        one({"Gardens": 1}, landmarks=["Orchard"], counts={"total_cards": 20, "action_names_3plus": 7}),
        "counts.action_names_3plus is 7, but total_cards is 20: at most 6 names can have 3 copies",
    )
    exit_2(
        tmp_path,
        one({"Vineyard": 1}, landmarks=["Orchard"], counts={"action_cards": 8, "action_names_3plus": 3}),
        "counts.action_names_3plus is 3, but action_cards is 8: at most 2 names can have 3 copies",
    )
    assert score_record(one({}, landmarks=["Orchard"], counts={"action_names_3plus": 48})).players[0].total == 192


def test_orchard_what_if_past_the_bound(tmp_path):
    """Bob at 48 Action names gains 3 Villages (a new name: 49)."""
    rec = {
        "game": "dominion",
        "landmarks": ["Orchard"],
        "players": [{"name": "Ann", "cards": {}}, {"name": "Bob", "cards": {}, "counts": {"action_names_3plus": 48}}],
    }
    code, out, err = run_cli("dominion", "what-if", write(tmp_path, rec), "--player", "Bob", "--gain", "Village=3")
    assert code == 2 and out == "" and err.count("\n") == 1, err
    assert (
        "gaining 3 Villages would give Bob 49 Action names with 3+ copies: more than a game holds "
        "(at most 48 with 2 players" in err
    ), err


# --- 3. Obelisk ---------------------------------------------------------------------------------------------------

OBELISK_2P = ["Ann", "Bob", "", "Obelisk", "", "Village", "", False]


def test_obelisk_count_at_the_prompt_is_what_the_pile_leaves(tmp_path):
    """Ann's full deck holds all 10 Villages: Bob's quick count is at most 0 (2 was accepted)."""
    message = refused(tmp_path, [*OBELISK_2P, FULL, "Village 10", "", "", "", QUICK, "Province 1", "", "2"])
    assert "at most 0: with 2 players, the Obelisk pile (Village) holds 10" in message and "Ann has 10" in message


def test_obelisk_count_before_a_full_deck_is_shared_with_it(tmp_path):
    ann = [QUICK, "Province 1", "", "2", "", ""]
    message = refused(tmp_path, [*OBELISK_2P, *ann, FULL, "Village 9"])
    assert (
        "Ann 2 + Bob 9 = 11 cards from the Obelisk pile (Village): more than it holds (at most 10 with 2 players"
        in message
    )
    rec, _ = enter(tmp_path, [*OBELISK_2P, *ann, FULL, "Village 8", "", "", ""])
    assert [p.total for p in score_record(rec).players] == [6 + 2 * 2, 8 * 2]


def obelisk_table(bob: int) -> dict:
    return {
        "game": "dominion",
        "landmarks": ["Obelisk"],
        "setup": {"obelisk_pile": "Village"},
        "players": [
            {"name": "Ann", "cards": {"Village": 4}},
            {"name": "Bob", "cards": {}, "counts": {"obelisk_pile_cards": bob}},
            {"name": "Cyra", "cards": {"Village": 3}},
        ],
    }


def test_obelisk_count_in_a_record(tmp_path):
    """Ann 4 + Bob 9 + Cyra 3 = 16 of the 10 Villages was accepted."""
    exit_2(
        tmp_path,
        obelisk_table(9),
        "$.players: Ann 4 + Bob 9 + Cyra 3 = 16 cards from the Obelisk pile (Village): more than it holds "
        "(at most 10 with 3 players",
    )
    assert [p.total for p in score_record(obelisk_table(3)).players] == [8, 6, 6]


def test_obelisk_what_if_past_the_pile(tmp_path):
    """Ann 4 + Bob 3 + Cyra 3 = 10: Bob cannot gain a Village (his count moves to 4: 11)."""
    code, out, err = run_cli(
        "dominion", "what-if", write(tmp_path, obelisk_table(3)), "--player", "Bob", "--gain", "Village"
    )
    assert code == 2 and out == "" and err.count("\n") == 1, err
    assert "gaining 1 Village would make Ann 4 + Bob 4 + Cyra 3 = 11 cards from the Obelisk pile (Village)" in err


# --- the Obelisk pile as read -------------------------------------------------------------------------------------


def test_the_obelisk_pile_is_shown_by_its_english_name(tmp_path):
    """'vesnice' was shown as typed in the recap and the review; it is the Village pile (and 'dame anna' Knights)."""
    rec, ask = enter(
        tmp_path,
        ["Ann", "", "Obelisk", "", "dame anna", "", False, FULL, "Sir Martin, Dame Anna", "", "", "", "Score it"],
        True,
    )
    assert rec["setup"] == {"obelisk_pile": "Knights"}
    shown = "\n".join(ask.output)
    assert "Obelisk pile Knights" in shown and "Obelisk pile dame anna" not in shown, shown


def test_two_piles_for_obelisk_say_it_chooses_one(tmp_path):
    message = refused(tmp_path, ["Ann", "", "Obelisk", "", "Village, Smithy"])
    assert "Obelisk chooses one pile: name one of Village and Smithy" in message, message
    with pytest.raises(RuleError, match="Obelisk chooses one pile"):
        score_record(one({}, landmarks=["Obelisk"], setup={"obelisk_pile": "Village, Smithy"}))
