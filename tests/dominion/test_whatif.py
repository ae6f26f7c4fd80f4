"""What-if for the last turn (issue 13): combined gains, losses and trashes, an opponent's gain, with the verdict
and in JSON; counts beyond the piles refused; Gardens-style counts recomputed after the change.

VP from the Dominion 2nd edition rulebook (Estate 1, Duchy 3, Province 6, Curse -1; Gardens 1 VP per 10 cards,
rounded down) and Intrigue (Duke: 1 VP per Duchy); Distant Lands 4 VP on the Tavern mat, else 0 (Adventures
rulebook). Ties go to fewer turns (Dominion Strategy wiki, Turn). Every total below is worked out by hand.
"""

import json

import pytest
from dominion_helpers import one
from helpers import run_cli

from scorer.core.errors import InputError
from scorer.games.dominion.whatif import parse_cards, what_if

#: Ann 39 cards: 3 Provinces 18 + 2 Gardens x floor(39/10) = 6 + 3 Estates 3 = 27 VP.
#: Bob: 2 Duchies 6 + 2 Dukes x 2 Duchies = 4 + 3 Estates 3 = 13 VP.
#: Cyril: 5 Provinces 30 + 3 Duchies 9 + 1 Estate = 40 VP.
#: 3 players: 12 Provinces (8 held), 12 Duchies (5 held), Estates 12 + 3 each.
LAST = {
    "game": "dominion",
    "players": [
        {
            "name": "Ann",
            "cards": {"Province": 3, "Gardens": 2, "Estate": 3, "Copper": 7, "Silver": 13, "Gold": 1, "Smithy": 10},
            "turns": 20,
        },
        {"name": "Bob", "cards": {"Duke": 2, "Duchy": 2, "Copper": 7, "Estate": 3}, "turns": 20},
        {"name": "Cyril", "cards": {"Province": 5, "Duchy": 3, "Estate": 1, "Copper": 7}, "turns": 19},
    ],
}


def write(tmp_path, record):
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    return str(path)


def totals(result):
    return [option.totals for option in result.options]


# --- writing the options ---------------------------------------------------------------------------------------


def test_parse_cards_joins_one_option_with_plus():
    """'+' (or a comma, as on the entry's card lines) joins the cards of one option; names in English or Czech,
    CARD=N as for one card; the same card twice adds up."""
    assert parse_cards("Province+Estate") == [("Province", 1), ("Estate", 1)]
    assert parse_cards("provincie=2 + statek") == [("Province", 2), ("Estate", 1)]
    assert parse_cards("Province, Estate") == [("Province", 1), ("Estate", 1)]
    assert parse_cards("Province+Province=2") == [("Province", 3)]
    assert parse_cards("Ill-Gotten Gains") == [("Ill-Gotten Gains", 1)]  # a hyphen is part of a name


@pytest.mark.parametrize(
    "text,verb,message",
    [
        ("Province+", "gain", "a card is missing after '+': join the cards of one option as CARD+CARD"),
        ("+Estate", "gain", "a card is missing before '+'"),
        ("Duchy=0", "lose", "lose at least 1 card"),
        ("Province+Estat=x", "gain", "whole number"),
    ],
)
def test_parse_cards_refuses(text, verb, message):
    with pytest.raises(InputError, match=message.replace("+", r"\+")):
        parse_cards(text, verb)


# --- combined gains: Gardens and Duke counted after the whole option ----------------------------------------------


def test_combined_gains_count_gardens_after_the_whole_turn():
    """+Province+Estate: 41 cards: 4 Provinces 24 + Gardens 2 x 4 = 8 + 4 Estates = 36 (+9), not 8 + 3 = 11, the
    sum of the two options alone (each reaches 40 cards: +Province 35, +Estate 30); Cyril leads by 4."""
    result = what_if(LAST, "Ann", [[("Province", 1), ("Estate", 1)], ("Province", 1), ("Estate", 1)])
    assert result.now == {"Ann": 27, "Bob": 13, "Cyril": 40}
    assert [t["Ann"] for t in totals(result)] == [36, 35, 30]
    text = result.render()
    assert "+1 Province +1 Estate: Ann would still be 4 VP behind Cyril (36 to 40 VP)" in text
    assert "Best for Ann: +1 Province +1 Estate" in text


def test_a_gained_duchy_and_estate_raise_duke():
    """Bob +Duchy+Estate: 3 Duchies 9 + 2 Dukes x 3 = 6 + 4 Estates = 19 (+6)."""
    result = what_if(LAST, "Bob", [[("Duchy", 1), ("Estate", 1)]])
    assert totals(result) == [{"Ann": 27, "Bob": 19, "Cyril": 40}]


def test_combined_gains_in_json(tmp_path):
    """JSON: each option lists its gains and losses; 'gain'/'count' name the card of a one-card option (as before)
    and are null otherwise."""
    path = write(tmp_path, LAST)
    code, out, err = run_cli(
        "dominion", "what-if", path, "--player", "ann", "--gain", "Province+Estate", "--gain", "Province=2", "--json"
    )
    assert code == 0, err
    first, second = json.loads(out)["options"]
    assert first["label"] == "+1 Province +1 Estate"
    assert first["gains"] == [{"card": "Province", "count": 1}, {"card": "Estate", "count": 1}]
    assert first["losses"] == [] and first["gain"] is None and first["count"] is None
    assert first["totals"] == {"Ann": 36, "Bob": 13, "Cyril": 40} and first["change"] == 9
    assert first["verdict"] == "Ann would still be 4 VP behind Cyril (36 to 40 VP)"
    # +2 Provinces: 41 cards: 30 + 8 + 3 = 41, one more than Cyril's 40
    assert (second["gain"], second["count"], second["change"]) == ("Province", 2, 14)
    assert second["verdict"] == "Ann would lead by 1 VP over Cyril (41 to 40 VP)"


# --- losses and trashes -----------------------------------------------------------------------------------------


def test_a_loss_alone_is_one_option():
    """Cyril loses a Duchy (Swindler, Saboteur…): 37, still 10 ahead of Ann's 27; Bob loses a Duchy: 1 Duchy 3 +
    2 Dukes x 1 + 3 Estates = 8 (-5); Ann trashes an Estate: 38 cards, Gardens still 3 each: 26 (-1)."""
    cyril = what_if(LAST, "Cyril", losses=[("Duchy", 1)])
    assert totals(cyril) == [{"Ann": 27, "Bob": 13, "Cyril": 37}]
    assert "-1 Duchy: Cyril would still lead by 10 VP over Ann (37 to 27 VP)" in cyril.render()
    assert totals(what_if(LAST, "Bob", losses=[("Duchy", 1)]))[0]["Bob"] == 8
    assert totals(what_if(LAST, "Ann", losses=[("Estate", 1)]))[0]["Ann"] == 26


def test_losses_join_every_gain_option():
    """Remodel a Gold into a Province or a Duchy: the Gold is lost in both options. 39 cards stay: +Province 24 +
    6 + 3 = 33 (+6); +Duchy 18 + 6 + 3 + 3 = 30 (+3)."""
    result = what_if(LAST, "Ann", [("Province", 1), ("Duchy", 1)], losses=[("Gold", 1)])
    assert [t["Ann"] for t in totals(result)] == [33, 30]
    assert [o.label for o in result.options] == ["+1 Province -1 Gold", "+1 Duchy -1 Gold"]
    data = result.to_json()["options"][0]
    assert data["losses"] == [{"card": "Gold", "count": 1}] and data["gain"] is None


def test_a_loss_below_a_gardens_step(tmp_path):
    """Ann at 40 cards (one more Silver): Gardens 4 each; trashing a Copper: 39 cards, Gardens 3 each: 18 + 6 + 3
    = 27 (-2). Through the CLI, with the verdict and the explanation."""
    rec = json.loads(json.dumps(LAST))
    rec["players"][0]["cards"]["Silver"] = 14
    path = write(tmp_path, rec)
    code, out, err = run_cli("dominion", "what-if", path, "--player", "Ann", "--lose", "Copper", "--explain")
    assert code == 0, err
    assert "-1 Copper: Ann would still be 13 VP behind Cyril (27 to 40 VP)" in out
    assert "-1 Copper: Ann's Coppers 7 → 6" in out
    assert "Ann: Gardens 8 → 6 VP (39 cards → 3 VP each)" in out
    assert "Best for" not in out  # one option: nothing to choose


@pytest.mark.parametrize(
    "args,message",
    [
        (["--player", "Ann", "--lose", "Duchy"], "Ann has no Duchies: lose only cards Ann owns"),
        (["--player", "Ann", "--lose", "Estate=4"], "Ann has 3 Estates, not 4 to lose: lose at most 3"),
        (["--player", "Ann", "--lose", "Estate+Estate=3"], "Ann has 3 Estates, not 4 to lose"),
        (["--player", "Ann"], "give at least one --gain or --lose"),
        (["--player", "Ann", "--lose", "Duchy="], "--lose 'Duchy=': the count after '=' is missing"),
    ],
)
def test_bad_losses_exit_2(tmp_path, args, message):
    code, out, err = run_cli("dominion", "what-if", write(tmp_path, LAST), *args)
    assert code == 2 and out == "" and err.count("\n") == 1 and message in err, err


def test_distant_lands_lost_from_the_deck_first():
    """Ann has 2 Distant Lands, 1 on the Tavern mat (4 VP): a lost one is the one in her deck (cards on the mat
    stay there until called, Adventures rulebook), so she keeps 4 VP, and the reading is printed; losing both
    leaves 0."""
    rec = one({"Distant Lands": 2}, tavern_mat={"Distant Lands": 1})
    result = what_if(rec, "Ann", losses=[("Distant Lands", 1)])
    assert result.now == {"Ann": 4} and totals(result) == [{"Ann": 4}]
    assert any("Tavern mat" in a and "Adventures rulebook" in a for a in result.assumptions)
    both = what_if(rec, "Ann", losses=[("Distant Lands", 2)])
    assert totals(both) == [{"Ann": 0}]
    assert not any("lost Distant Lands" in a for a in both.assumptions)


# --- an opponent's gain -------------------------------------------------------------------------------------------


def test_an_opponents_gain(tmp_path):
    """Ann's Witch gives Cyril a Curse: 39, still 12 ahead of Ann; the verdict speaks of Cyril, whose gain it is."""
    code, out, err = run_cli(
        "dominion", "what-if", write(tmp_path, LAST), "--player", "Cyril", "--gain", "Curse", "--json"
    )
    assert code == 0, err
    option = json.loads(out)["options"][0]
    assert option["totals"] == {"Ann": 27, "Bob": 13, "Cyril": 39} and option["change"] == -1
    assert option["verdict"] == "Cyril would still lead by 12 VP over Ann (39 to 27 VP)"


# --- counts beyond the piles --------------------------------------------------------------------------------------


def test_combined_gains_past_the_pile_are_refused(tmp_path):
    """Ann 3 + Cyril 5 Provinces of 12 (3 players, 2nd edition rulebook): +4 fits (12), +5 does not, also when the
    five are written as Province+Province=4; the usual message names the whole option."""
    path = write(tmp_path, LAST)
    code, _, err = run_cli("dominion", "what-if", path, "--player", "Ann", "--gain", "Province=4+Estate")
    assert code == 0, err
    for spec in ("Province=5+Estate", "Province+Province=4+Estate"):
        code, out, err = run_cli("dominion", "what-if", path, "--player", "Ann", "--gain", spec)
        assert code == 2 and out == "" and err.count("\n") == 1, err
        assert (
            "gaining 5 Provinces and 1 Estate would make Ann 8 + Cyril 5 = 13 Provinces: more than a game holds "
            "(at most 12 with 3 players" in err
        ), err


def test_a_loss_does_not_make_room_for_a_gain_past_the_pile():
    """A trashed card goes to the trash, not back to its pile (2nd edition rulebook, Trash): Ann 3 + Cyril 5 = 8
    of 12 Provinces leave 4 in the Supply, so Ann cannot gain 5 even if she trashes one; gaining 4 and trashing one:
    6 Provinces 36, 42 cards → Gardens 4 each 8, 3 Estates: 47."""
    with pytest.raises(InputError, match="gaining 5 Provinces and losing 1 Province would make Ann 8 \\+ Cyril 5"):
        what_if(LAST, "Ann", [("Province", 5)], losses=[("Province", 1)])
    ok = what_if(LAST, "Ann", [("Province", 4)], losses=[("Province", 1)])
    assert [t["Ann"] for t in totals(ok)] == [6 * 6 + 2 * 4 + 3]


# --- quick counts -------------------------------------------------------------------------------------------------


def test_quick_counts_move_with_a_loss():
    """Quick counts (total_cards 40, Gardens 2, Estate 3, Province 1): Gardens 4 each = 8 + 3 + 6 = 17. A lost
    listed Estate: 39 cards: 6 + 2 + 6 = 14 (-3); a lost Copper, not listed: total_cards still moves, 39: 6 + 3 +
    6 = 15 (-2)."""
    rec = one({"Gardens": 2, "Estate": 3, "Province": 1}, counts={"total_cards": 40})
    result = what_if(rec, "Ann", losses=[("Estate", 1)])
    assert result.now == {"Ann": 17} and totals(result) == [{"Ann": 14}]
    assert totals(what_if(rec, "Ann", losses=[("Copper", 1)])) == [{"Ann": 15}]


def test_quick_counts_refuse_a_loss_they_cannot_follow():
    """Fairgrounds counts names: a lost Village that is not listed may or may not remove its name, so it is refused
    naming the count; a count of Coppers below the loss is refused too."""
    rec = one({"Fairgrounds": 1}, counts={"distinct_names": 10})
    with pytest.raises(InputError, match=r"counts\.distinct_names.*list Ann's Villages in cards"):
        what_if(rec, "Ann", losses=[("Village", 1)])
    fountain = one({"Estate": 3}, landmarks=["Fountain"], counts={"coppers": 1})
    with pytest.raises(InputError, match="Ann's quick counts give 1 Copper: lose at most 1, not 2"):
        what_if(fountain, "Ann", losses=[("Copper", 2)])


# --- fewer keys: a start of a player's name, short options ----------------------------------------------------------


def test_a_unique_start_of_a_players_name(tmp_path):
    """Names are matched as cards are (a unique start is enough, case and accents folded): 'cy' is Cyril; 'a' is
    Ann; a start two names share is refused naming both."""
    rec = json.loads(json.dumps(LAST))
    assert what_if(rec, "cy", [("Curse", 1)]).player == "Cyril"
    rec["players"][1]["name"] = "Anna"
    with pytest.raises(InputError, match="'an' is the start of Ann and Anna: type more of the name"):
        what_if(rec, "an", [("Curse", 1)])
    assert what_if(rec, "ann", [("Curse", 1)]).player == "Ann"  # a whole name wins over a longer one


def test_short_options(tmp_path):
    """-p, -g and -l are --player, --gain and --lose: the same answer for fewer keys."""
    path = write(tmp_path, LAST)
    long = run_cli("dominion", "what-if", path, "--player", "Ann", "--lose", "Gold", "--gain", "Province+Estate")
    short = run_cli("dominion", "what-if", path, "-p", "ann", "-l", "gold", "-g", "prov+est")
    assert long.code == 0 and short == long
