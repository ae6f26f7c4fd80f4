"""What a Czech-speaking new user found playing Dominion in a terminal (trial after issues 12 and 13): every line
in Czech (no English words of ours, names from the data), Czech grammar where a player's name is not declined
(the name stands in the nominative: ``Jana: …``, ``vede Cyril``), the rulebook's words (*společná zásoba*, *karty
vítězných bodů*: Czech Cornucopia rulebook, seed 002), and the weak answers made clear (a card named twice on a
line, a line of commas only, 0 turns, the tie rule of a what-if that ends in a tie).

Hand-checked figures: the what-if table of test_whatif.LAST (Ann 27, Bob 13, Cyril 40 VP; Ann 20 turns, Cyril 19):
``--lose Estate --gain Province=2`` gives Ann 40 cards, 5 Provinces 30 + Gardens 2 x floor(40/10) = 8 + 2 Estates 2
= 40 VP, a tie with Cyril's 40 that Cyril wins with fewer turns (Dominion Strategy wiki, Turn).
"""

import json

import pytest
from dominion_helpers import one
from helpers import EXAMPLES, run_cli

from scorer.core.errors import EntryInterrupted, InputError, RuleError, UnknownNameError
from scorer.core.i18n import using
from scorer.core.prompts import Draft, ScriptedPrompter, guard
from scorer.games.dominion import run_entry
from scorer.games.dominion.entry import FULL

#: The full-deck path as the Czech menu offers it (dominion.po).
FULL_CS = "Celý balíček: každá karta s počtem"


def game(tmp_path, record=None):
    from test_whatif import LAST

    path = tmp_path / "game.json"
    path.write_text(json.dumps(record or LAST), encoding="utf-8")
    return path


def enter(tmp_path, answers, lang="cs"):
    """A scripted entry in ``lang``; returns the record and the prompter (its prompts and its echoes)."""
    with using(lang):
        draft = Draft({"game": "dominion"}, tmp_path / "game.json")
        ask = ScriptedPrompter(list(answers))
        with guard(draft):
            record = run_entry(draft, ask)
    assert ask.answers == [], "every scripted answer is used"
    return record, ask


# --- the rulebook's words -------------------------------------------------------------------------------------


def test_tower_count_says_cards_of_victory_points_and_the_common_supply():
    """'kromě karet vítězných bodů' (not 'kromě vítězných bodů'), and 'společná zásoba' as the Czech Cornucopia
    rulebook calls the Supply ("ve společné zásobě"), in the rows, the explanation and the readings."""
    out = run_cli("--lang", "cs", "score", EXAMPLES / "dominion-empires.json", "--explain").out
    assert "8 karet (kromě karet vítězných bodů) z prázdných balíčků společné zásoby → 8 vítězných bodů" in out
    assert "(kromě vítězných bodů)" not in out and "balíčků zásoby" not in out
    assert "karty mimo společnou zásobu nikdy" in out


def test_a_pile_of_several_is_named_in_the_nominative():
    """'2 karty z balíčku: Rytíři', not 'z balíčku Rytíři' (Rytíři is the Czech pile name, pile_names.json, and is
    not declined). Ann's 2 Knights from the Obelisk pile: 2 x 2 VP = 4 VP (Empires rulebook, Obelisk)."""
    record = one({"Sir Martin": 1, "Dame Anna": 1}, landmarks=["Obelisk"], setup={"obelisk_pile": "Knights"})
    with using("cs"):
        from scorer.games.dominion import score_record

        row = next(r for r in score_record(record).players[0].rows if r.item.startswith("Obelisk"))
    assert row.reason == "2 karty z balíčku: Rytíři → 4 vítězné body"


def test_tavern_mat_count_in_czech_words():
    """Distant Lands 1 of 2 on the Tavern mat (Empires example): 'na podložce Taverny 1 (celkem 2)', no '1/2'."""
    out = run_cli("--lang", "cs", "score", EXAMPLES / "dominion-empires.json").out
    assert "na podložce Taverny 1 (celkem 2) → 4 vítězné body za kus; jinde 0" in out and "1/2" not in out


def test_the_listed_cards_line_in_czech():
    """'Ann: 31 zapsaných karet, 10 různých názvů' (Empires example: 31 cards under 10 names), not 'pod 10 názvy'."""
    out = run_cli("--lang", "cs", "score", EXAMPLES / "dominion-empires.json", "--explain").out
    assert "Ann: 31 zapsaných karet, 10 různých názvů" in out and "Bob: 8 zapsaných karet, 3 různé názvy" in out
    with using("en"):
        from scorer.games.dominion import score_record

        english = score_record(json.loads((EXAMPLES / "dominion-empires.json").read_text(encoding="utf-8")))
    assert "Ann: 31 cards listed under 10 names" in english.explanation


# --- names in the nominative, no gendered past ------------------------------------------------------------------


def test_what_if_verdicts_keep_the_names_in_the_nominative(tmp_path):
    """Behind: 'Ann: stále o 4 vítězné body pozadu, vede Cyril (36 : 40 …)'; a tie: 'Ann a Cyril: remíza (40
    vítězných bodů); vítěz: Cyril (méně tahů)'; the best option 'Nejlepší možnost – Ann: …'. No 'hráčem Cyril'."""
    path = game(tmp_path)
    out = run_cli("--lang", "cs", "dominion", "what-if", path, "-p", "ann", "-g", "prov+statek", "-g", "prov").out
    assert "+1× Provincie +1× Statek: Ann: stále o 4 vítězné body pozadu, vede Cyril (36 : 40 vítězných bodů)" in out
    assert "Nejlepší možnost – Ann: +1× Provincie +1× Statek" in out
    tie = run_cli("--lang", "cs", "dominion", "what-if", path, "-p", "ann", "-l", "statek", "-g", "prov=2").out
    assert "Ann a Cyril: remíza (40 vítězných bodů); vítěz: Cyril (méně tahů)" in tie
    lead = run_cli("--lang", "cs", "dominion", "what-if", path, "-p", "cyril", "-g", "prov").out
    assert "Cyril: stále v čele o 19 vítězných bodů, nejblíž Ann (46 : 27 vítězných bodů)" in lead
    for text in (out, tie, lead):
        assert "hráč" not in text.split("Použitá pravidla:")[0]


def test_what_if_errors_keep_the_names_in_the_nominative(tmp_path):
    """'Ann nemá žádné karty Vévodství', 'Ann má 3× Statek, ne 4 ke ztrátě', 'Provincie=13: Ann – celkem
    16× Provincie' (3 players: 12 Provinces, Dominion 2nd edition rulebook), no 'hráč Ann'."""
    path = game(tmp_path)
    for args, message in (
        (["-l", "vevodstvi"], "Ann nemá žádné karty Vévodství: ztratit lze jen vlastní karty"),
        (["-l", "statek=4"], "Ann má 3× Statek, ne 4 ke ztrátě: ztratit lze nejvýše 3"),
        (["-g", "prov=13"], "Ann – celkem 16× Provincie"),
    ):
        code, out, err = run_cli("--lang", "cs", "dominion", "what-if", path, "-p", "ann", *args)
        assert code == 2 and message in err and "hráč Ann" not in err, err


def test_the_tie_break_in_czech_words(tmp_path):
    """Ann and Bob tied at 6 VP, Bob with fewer turns wins: 'rozhoduje menší počet tahů (tahy: Ann 10, Bob 9)'."""
    record = {
        "game": "dominion",
        "players": [
            {"name": "Ann", "cards": {"Province": 1}, "turns": 10},
            {"name": "Bob", "cards": {"Province": 1}, "turns": 9},
        ],
    }
    out = run_cli("--lang", "cs", "score", game(tmp_path, record)).out
    assert "rozhoduje menší počet tahů (tahy: Ann 10, Bob 9)" in out and "ze shodných hráčů" not in out


def test_record_errors_keep_the_names_in_the_nominative(tmp_path):
    """'Ann – žetony vítězných bodů 'five' nejsou celé číslo', not 'žetony vítězných bodů hráče Ann'."""
    code, out, err = run_cli("--lang", "cs", "score", game(tmp_path, one({"Province": 1}, vp_tokens="five")))
    assert code == 2 and "Ann – žetony vítězných bodů 'five' nejsou celé číslo" in err, err
    no_cards = {"game": "dominion", "players": [{"name": "Ann"}]}
    code, out, err = run_cli("--lang", "cs", "score", game(tmp_path, no_cards))
    assert code == 2 and 'Ann nemá pole "cards": zapište všechny karty, které Ann vlastní' in err, err
    code, out, err = run_cli("--lang", "cs", "score", game(tmp_path, one({"Obelisk": 1})))
    assert code == 2 and "Obelisk je památka, ne karta: patří do pole landmarks" in err, err


def test_quick_counts_reading_says_no_json_key(tmp_path):
    """The what-if reading of quick counts says 'v záznamu mezi kartami', not the JSON key 'cards'."""
    record = {"game": "dominion", "players": [{"name": "Ann", "cards": {"Gardens": 1}, "counts": {"total_cards": 30}}]}
    out = run_cli("--lang", "cs", "dominion", "what-if", game(tmp_path, record), "-p", "ann", "-g", "prov").out
    assert "Ann – rychlé počty se posouvají se ziskem; získaná karta, která v záznamu mezi kartami není" in out
    assert "v cards" not in out


# --- the entry in Czech ----------------------------------------------------------------------------------------


def test_the_entry_prompts_and_review_in_czech(tmp_path):
    """The table's questions in Czech: the player's name in the nominative ('Ann – jak zadáte karty?'), the State
    question in Czech with the State's card names (Nocturne has no Czech edition: cards.json's cs is null)."""
    record, ask = enter(
        tmp_path,
        ["Ann", "", "Obelisk", "", "rytíři", "", True, FULL_CS, "Sir Martin 1", "", "", "Miserable", "12"],
    )
    assert record["players"][0]["states"] == ["Miserable"]
    asked = "\n".join(ask.asked)
    assert "Památka v této hře (když už žádná není, stiskněte Enter):" in asked
    assert "Spojenec v této hře (když žádný není, stiskněte Enter):" in asked
    assert "Má někdo na konci hry stav Miserable nebo Twice Miserable (karta stavu z rozšíření Nocturne" in asked
    assert "Ann – jak zadáte karty?" in asked and "Ann: stav na konci hry?" in asked
    assert "Stav Miserable?" not in asked and "Hex" not in asked and "hráče Ann" not in asked


def test_the_recap_labels_in_czech(tmp_path):
    """The review's recap (as a resumed draft shows it): lower-case labels mid-list."""
    from scorer.core.prompts import INTERRUPT

    with using("cs"):
        draft = Draft({"game": "dominion"}, tmp_path / "game.json")
        ask = ScriptedPrompter(
            ["Ann", "", "Obelisk", "", "rytíři", "", True, FULL_CS, "Sir Martin 1", "", "", INTERRUPT]
        )
        with pytest.raises(EntryInterrupted), guard(draft):
            run_entry(draft, ask)
        from scorer.core.entry import recap_lines

        saved = json.loads((tmp_path / "game.json").read_text(encoding="utf-8"))
        recap = "\n".join(recap_lines(saved["_entry"]["answers"]))
    assert "památka Obelisk" in recap and "balíček Obelisku Rytíři" in recap and "stav Miserable ano" in recap
    assert "žetony vítězných bodů 0" in recap
    assert "Památka" not in recap and "Balíček" not in recap and "Žetony" not in recap and "Stavy" not in recap


def test_unknown_names_in_czech_say_what_they_are(tmp_path):
    """'neznámá památka 'xyzzy': zkontrolujte, jak je název napsaný' (not 'jméno (památka)'), the same for an Ally
    and a card; English stays the core's sentence."""
    from scorer.games.dominion.data import card_db

    with using("cs"):
        db = card_db()
        for matcher, message in (
            (db.landmarks, "neznámá památka 'xyzzy': zkontrolujte, jak je název napsaný"),
            (db.allies, "neznámý spojenec 'xyzzy': zkontrolujte, jak je název napsaný"),
            (db.card_names, "neznámá karta 'xyzzy': zkontrolujte, jak je název napsaný"),
        ):
            with pytest.raises(UnknownNameError) as error:
                matcher.match("xyzzy")
            assert str(error.value) == message
        with pytest.raises(UnknownNameError, match=r"^neznámá karta 'Provincei': nemysleli jste 'Provincie'"):
            db.card_names.match("Provincei")
    with using("en"), pytest.raises(UnknownNameError) as error:
        card_db().landmarks.match("xyzzy")
    assert str(error.value) == "unknown Landmark 'xyzzy': check the spelling of the Landmark name"


def test_obelisk_pile_of_two_says_or():
    """Two piles for Obelisk: 'uveďte jen jeden: Vesnice, nebo Kovárna' (Czech), 'name one of Village and Smithy'
    (English, as before)."""
    from scorer.games.dominion.record import one_pile

    with using("cs"):
        assert one_pile(["vesnice", "kovarna"]) == "Obelisk volí jediný balíček: uveďte jen jeden, Vesnice nebo Kovárna"
    with using("en"):
        assert one_pile(["vesnice", "kovarna"]) == "Obelisk chooses one pile: name one of Village and Smithy"


# --- weak answers made clear ------------------------------------------------------------------------------------


def test_a_card_named_twice_on_a_line_says_the_sum(tmp_path):
    """'Provincie 4, provincie 5' is 9 Provinces (a card twice on a line adds up: deck and Tavern mat, as in a
    record), and the line says so: 'Provincie 9 (4 + 5)'."""
    record, ask = enter(tmp_path, ["Ann", "", "", "", False, FULL_CS, "Provincie 4, provincie 5", "", "", ""])
    assert record["players"][0]["cards"] == {"Province": 9}
    assert "  Provincie 9 (4 + 5)" in ask.output


def test_a_line_of_commas_is_refused_not_taken_as_the_end(tmp_path):
    """',' on a card line holds no card: refused (the list does not end), then the cards typed count."""
    with pytest.raises(AssertionError, match="žádnou kartu"):
        enter(tmp_path / "a", ["Ann", "", "", "", False, FULL_CS, ",", "Provincie 2", "", "", ""])
    with pytest.raises(AssertionError, match="no card"):
        enter(tmp_path / "b", ["Ann", "", "", "", False, FULL, " , ;", "Province 2", "", "", ""], lang="en")
    with pytest.raises(AssertionError, match="žádnou památku"):
        enter(tmp_path / "c", ["Ann", "", ",", "", "", False, FULL_CS, "", "", ""])


def test_zero_turns_is_refused_at_the_entry(tmp_path):
    """0 own turns cannot be: the game ends at the end of a turn, after every player's first one (it cannot end in
    the first round: no pile can be emptied that fast, Dominion 2nd edition rulebook, end of the game)."""
    with pytest.raises(AssertionError, match="at least 1"):
        enter(tmp_path, ["Ann", "", "", "", False, FULL, "Province 2", "", "", "0"], lang="en")
    record, _ask = enter(tmp_path / "ok", ["Ann", "", "", "", False, FULL, "Province 2", "", "", "1"], lang="en")
    assert record["players"][0]["turns"] == 1


def test_what_if_tie_prints_the_tie_rule(tmp_path):
    """An option that ends in a tie (Ann 40 = Cyril 40, Cyril wins with 19 turns to 20) depends on the tie rule:
    it is under 'Rules applied' (and in the JSON assumptions); an option with no tie does not print it."""
    path = game(tmp_path)
    out = run_cli("dominion", "what-if", path, "-p", "ann", "-l", "estate", "-g", "province=2").out
    assert "Ann would tie Cyril at 40 VP; Cyril would win (fewer turns)" in out
    assert "a tie goes to the tied player with fewer turns" in out.split("Rules applied:")[1]
    data = json.loads(run_cli("dominion", "what-if", path, "-p", "ann", "-g", "province", "--json").out)
    assert not any("fewer turns" in a for a in data["assumptions"])


def test_czech_help_has_czech_placeholders():
    """'scorer dominion what-if --help' in Czech: JMÉNO and KARTA[=N][+KARTA…], not NAME and CARD."""
    out = run_cli("--lang", "cs", "dominion", "what-if", "--help").out
    assert "JMÉNO" in out and "KARTA[=N][+KARTA…]" in out
    assert "NAME" not in out and "CARD[" not in out
    english = run_cli("--lang", "en", "dominion", "what-if", "--help").out
    assert "NAME" in english and "CARD[=N][+CARD…]" in english


def test_no_error_message_left_unmarked():
    """The unknown-name messages are InputErrors (exit 2) as before."""
    from scorer.games.dominion.data import card_db

    with pytest.raises(InputError):
        card_db().landmarks.match("xyzzy")
    with pytest.raises(RuleError):
        card_db().landmarks.match("Gardens")
