"""Blue Moon City after the second Czech new-user trial (issue 12, /tmp/reports/trial2-bluemoon.md).

Each test names the report's item. Czech words are the rulebook's (translated by Prokop Opletal; seeds/000):
p.4 "vyhrává hráč, který udělal nejvíce nabídek. Pokud bude stav stále nerozhodný, rozhoduje počet zbylých
krystalů", p.1 "ve 2 hráčích jen 9 šupin", p.3 "Rekonstrukce Paláce", p.5 "Žluté (Pillar)". Player names
stand in the nominative; where a tile's name would have to be declined, the sentence is turned round.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from helpers import ENTER, EXAMPLES, answer, finish, run_cli, spawn

from scorer.core import i18n
from scorer.core.errors import InputError, UnknownNameError
from scorer.core.prompts import Draft, ScriptedPrompter
from scorer.games.bluemoon import run_entry, score_record


def _cs(*args: str | Path) -> tuple[int, str, str]:
    return run_cli(*args, "--lang", "cs")


def _record(tmp_path: Path, record: dict[str, Any]) -> Path:
    path = tmp_path / "r.json"
    path.write_text(json.dumps({"game": "bluemoon", **record}), encoding="utf-8")
    return path


def test_layout_note_keeps_both_tiles_in_the_nominative(tmp_path: Path) -> None:
    # unnatural 1: "nesousedí s Palác" (the name would need the instrumental): both names now stand in the
    # nominative. The Water Temple sits at one side of the Courtyard and the Palace at another (Czech rulebook
    # p.1: the temples and the palace around the Courtyard), so they never touch in the standard layout.
    with i18n.using("cs"):
        prompter = ScriptedPrompter(["palac", "Ann, Ben, Ann, Ben", "chram vody"], review=False)
        run_entry(Draft({"game": "bluemoon", "event": "building"}, tmp_path / "b.json"), prompter)
    shown = "\n".join(prompter.output)
    assert "(poznámka: Chrám vody a Palác ve standardním rozložení nikdy nesousedí (" in shown, shown
    assert "s Palác" not in shown


def test_mixed_box_colours_in_czech_agree() -> None:
    # unnatural 2 (and the first trial's 5c): "čtverečky jsou černý a libovolná" -> accusative feminine,
    # agreeing with "barvy"; 'any' is the Royal Palace's colour (Czech rulebook p.3)
    code, _out, err = _cs("bluemoon", "pay", "--box", "černá", "5", "--box", "any", "3", "v3", "t3")
    assert code == 2
    assert "čtverečky mají různé barvy (černou a libovolnou), ale všechny čtverečky jedné budovy mají" in err, err
    code, _out, err = _cs("bluemoon", "pay", "--box", "černá", "5", "--box", "červená", "3", "v3", "t3")
    assert "(černou a červenou)" in err and "černý" not in err, err


def test_players_who_can_still_pay_take_a_plural_verb(tmp_path: Path) -> None:
    # unnatural 3: 4 players, 2 + 3 + 1 + 3 = 9 spaces filled, the next costs 10 (obelisk 7,7,7,7,8,8,9,9,10,
    # Czech rulebook p.4); Anna (10) and Dáša (12) can pay it, so nobody has won yet
    players = [("Anna", 2, 10), ("Bohouš", 3, 4), ("Čeněk", 1, 0), ("Dáša", 3, 12)]
    rec = {
        "event": "end",
        "city_complete": True,
        "players": [{"name": n, "offerings": o, "crystals": c} for n, o, c in players],
    }
    code, out, err = _cs("score", _record(tmp_path, rec))
    assert code == 0, err
    assert "Anna a Dáša ještě mohou zaplatit další místo na obelisku (10 krystalů)" in out, out
    rec["players"][3]["crystals"] = 9  # Anna alone: singular
    code, out, err = _cs("score", _record(tmp_path, rec))
    assert "Anna ještě může zaplatit" in out, out


def test_one_offering_says_its_cost_once() -> None:
    # unnatural 4: "platíte 7 = 7 krystalů"; 4 players, 12 filled: the 13th space costs 12 (Czech rulebook p.4)
    code, out, err = _cs("bluemoon", "offer", "-p", "4", "-f", "12", "-c", "30")
    assert code == 0, err
    assert "1 nabídka v tomto tahu, platíte 12 krystalů; zbylé krystaly: 18." in out, out
    assert "=" not in out.splitlines()[2]
    # two offerings keep the sum: 2 filled, 20 crystals, Pillar 1: 7 + (7 + 1) = 15 (2 players: 7,7,8,…)
    code, out, err = _cs("bluemoon", "offer", "-p", "2", "-f", "2", "-c", "20", "p1")
    assert "2 nabídky v tomto tahu, platíte 8 + 9 = 17 krystalů" in out, out


def test_tie_break_on_crystals_has_a_subject() -> None:
    # unnatural 5: examples/bluemoon-end.json: Ann and Bob tie on 4 offerings, Bob has 1 crystal left, Ann 0
    # (Czech rulebook p.4 "Pokud bude stav stále nerozhodný, rozhoduje počet zbylých krystalů")
    code, out, err = _cs("score", EXAMPLES / "bluemoon-end.json", "--explain")
    assert code == 0, err
    assert "Rozhodnutí shody: shoda na 4 nabídkách (Ann/Bob): rozhoduje počet zbylých krystalů" in out, out
    assert "vyhrává hráč, který udělal nejvíce nabídek" in out
    assert "Rozhodnutí remízy" not in out and "vyhrává víc zbylých krystalů" not in out
    assert "vyhrává nejvíc nabídek" not in out


def test_before_at_the_winning_count_says_which_offering_wins() -> None:
    # unnatural 6: "(česká pravidla s. 4: 4)"; with 4 players the 4th offering wins at once (p.4)
    code, _out, err = _cs("bluemoon", "offer", "-p", "4", "-c", "10", "-f", "5", "-b", "5")
    assert code == 2
    assert "5 nabídek: při 4 hráčích vyhrává ihned 4. nabídka (česká pravidla s. 4), hra tedy skončila" in err, err


def test_a_yes_no_field_is_named_as_the_file_spells_it(tmp_path: Path) -> None:
    # unnatural 7: "pole city complete" -> the field as written in the record
    rec = {"event": "end", "city_complete": "yes", "players": [{"name": "A", "offerings": 1, "crystals": 2}] * 2}
    rec["players"] = [{"name": "A", "offerings": 1, "crystals": 2}, {"name": "B", "offerings": 0, "crystals": 1}]
    code, _out, err = _cs("score", _record(tmp_path, rec))
    assert code == 2
    assert "$.city_complete: pole city_complete" in err, err
    code, _out, err = run_cli("score", _record(tmp_path, rec), "--lang", "en")
    assert "the field city_complete must be" in err, err


def test_palace_payment_lines_agree() -> None:
    # unnatural 8: "čtvereček Paláce" twice with a capital (p.3 "Rekonstrukce Paláce"), "černou barvou" in
    # Czech order. Vulca 3 + 2 reach the Palace box's 5 in black.
    code, out, err = _cs("bluemoon", "pay", "libovolná", "5", "v3", "v2", "t1")
    assert code == 0, err
    assert "čtvereček Paláce zaplacen černou barvou" in out, out
    assert "paláce" not in out and "barvou černou" not in out


def test_offer_help_names_pillar_cards() -> None:
    # unnatural 10: the rulebook never says "pilíř" (p.5 "Žluté (Pillar)")
    code, out, _err = _cs("bluemoon", "offer", "--help")
    assert code == 0
    assert "[KARTA PILLAR]..." in out and "PILÍŘ" not in out


def test_scale_supply_is_that_of_a_game_for_n_players(tmp_path: Path) -> None:
    # unnatural 11: "hra 2 hráčů" -> "hra pro 2 hráče" (p.1: 9 scales with 2 players)
    rec = {
        "event": "scales",
        "players": [{"name": "Jiří", "scales": 5, "gained": 0}, {"name": "Eva", "scales": 3, "gained": 2}],
        "supply": 2,
    }
    code, _out, err = _cs("score", _record(tmp_path, rec))
    assert code == 2
    assert "8 šupin u hráčů a 2 v zásobě je víc než 9, které má hra pro 2 hráče" in err, err
    with i18n.using("cs"):
        prompter = ScriptedPrompter(["Jiří, Eva", "", "5", "20"], review=False)
        with pytest.raises(Exception, match="nejvýše 9: ve hře pro 2 hráče je 9 šupin"):
            run_entry(Draft({"game": "bluemoon", "event": "scales"}, tmp_path / "s.json"), prompter)


def test_pay_help_names_every_palace_spelling() -> None:
    # untranslated 2: the Czech help gave only 'any'; 'libovolná' and 'palác' are read too
    code, out, _err = _cs("bluemoon", "pay", "--help")
    assert code == 0
    assert "„libovolná“ nebo „palác“ pro Palác" in out, out
    for spelling in ("libovolná", "palác", "any"):
        assert _cs("bluemoon", "pay", spelling, "5", "v3", "v2")[0] == 0


def test_filled_spaces_beyond_what_a_game_reaches_are_refused() -> None:
    # first trial W4: with 2 players the 6th offering wins at once (Czech rulebook p.4), so at most 5 + 5 = 10
    # of the 11 spaces are filled while the game goes on; 3 players 4 * 3 = 12 of 13, 4 players 3 * 4 = 12
    code, _out, err = run_cli("bluemoon", "offer", "-p", "2", "-c", "10", "-f", "11", "--lang", "en")
    assert code == 2 and err.count("\n") == 1
    assert "11 spaces filled, but with 2 players at most 10 are filled while the game goes on" in err, err
    assert run_cli("bluemoon", "offer", "-p", "3", "-c", "20", "-f", "13", "--lang", "en")[0] == 2
    code, out, err = run_cli("bluemoon", "offer", "-p", "4", "-c", "20", "-f", "12", "--lang", "en")
    assert code == 0 and "1 offering this turn, paying 12 crystals; 8 left." in out, out
    code, _out, err = _cs("bluemoon", "offer", "-p", "2", "-c", "10", "-f", "11")
    assert "zaplněno 11 míst, ale při 2 hráčích je během hry zaplněno nejvýše 10 míst" in err, err


def test_cross_field_record_errors_name_the_field(tmp_path: Path) -> None:
    # bad inputs 42 and 43: the University has 2 boxes (buildings.json); 2 players have 9 scales (p.1)
    rec = {"event": "building", "building": "University", "cubes": ["A", "B", "A"], "adjacent_completed": []}
    code, _out, err = run_cli("score", _record(tmp_path, rec), "--lang", "en")
    assert code == 2 and err.startswith("scorer: $.cubes: 3 cubes but University has only 2 boxes"), err
    rec = {
        "event": "scales",
        "players": [{"name": "A", "scales": 5, "gained": 0}, {"name": "B", "scales": 3, "gained": 2}],
        "supply": 2,
    }
    code, _out, err = run_cli("score", _record(tmp_path, rec), "--lang", "en")
    assert code == 2 and err.startswith("scorer: $.supply: 8 scales held plus 2 in the supply is more"), err
    # 3 players: the first to 5 offerings ends the game (Czech rulebook p.4), so two cannot both have 5
    rec = {
        "event": "end",
        "city_complete": False,
        "players": [{"name": n, "offerings": o, "crystals": 0} for n, o in (("A", 5), ("B", 5), ("C", 0))],
    }
    code, _out, err = run_cli("score", _record(tmp_path, rec), "--lang", "en")
    assert code == 2 and err.startswith("scorer: $.players: A and B both have 5+ offerings"), err


def test_a_neighbour_typo_never_suggests_the_building_itself() -> None:
    # bad input 32: 'b' next to the Library suggested the Library, which is then refused as its own neighbour
    from scorer.games.bluemoon.events import neighbour_names

    with i18n.using("cs"), pytest.raises(UnknownNameError) as e:
        neighbour_names(["b"], "Library")
    assert "Knihovna" not in e.value.suggestions and "Knihovna" not in str(e.value)


def test_pay_with_no_cards_asks_for_them() -> None:
    # bad input 7: "pay černá 5" with no card answered "cannot be paid": the cards were surely left out
    code, out, err = _cs("bluemoon", "pay", "černá", "5")
    assert code == 2 and out == "" and err.count("\n") == 1
    assert "za hodnotu zadejte karty v ruce, např. scorer bluemoon pay černá 5 v3 k" in err, err
    # a record's empty hand is still answered (it is what the record says)
    code, out, err = run_cli("bluemoon", "pay", "black", "5", "--lang", "en")
    assert code == 2 and "give the cards in hand after the value" in err
    with i18n.using("en"):
        rec = {"game": "bluemoon", "event": "payment", "box": {"colour": "black", "value": 5}, "hand": []}
        assert "cannot be paid" in score_record(rec).render()


def test_too_few_cubes_name_the_field_too() -> None:
    # a building short of cubes is the cubes field's fault too (one owner per box, Czech rulebook p.3)
    rec = {"game": "bluemoon", "event": "building", "building": "University", "cubes": ["A"], "adjacent_completed": []}
    with i18n.using("en"), pytest.raises(InputError, match=r"^\$\.cubes: University is not complete"):
        score_record(rec)


@pytest.mark.terminal
def test_a_game_record_entry_says_where_it_saves(tmp_path: Path) -> None:
    # first trial W3a: "scorer bluemoon -r new.json" started straight at the first question, without the
    # line the other entries show (every answer saved at once, < goes back)
    path = tmp_path / "new.json"
    child = spawn(tmp_path, "bluemoon", "-r", path, "scales", "--lang", "en")
    answer(child, (f"(every answer is saved to {path}; < goes back)", ""), ("Player 1", "Ann" + ENTER))
    answer(child, ("Player 2", "Ben" + ENTER), ("Player 3", ENTER))
    answer(child, ("Ann: scales held", "5" + ENTER), ("Ann: scales earned", "2" + ENTER))
    answer(child, ("Ben: scales held", "2" + ENTER), ("Ben: scales earned", ENTER))
    answer(child, ("Scales left in the supply", ENTER), ("Everything right?", ENTER))
    finish(child, "Blue Moon City: dragon scale scoring")
    assert json.loads(path.read_text(encoding="utf-8"))["players"] == ["Ann", "Ben"]


def test_scales_answer_says_a_scale_was_counted_but_not_handed_out(tmp_path: Path) -> None:
    # weak item: only the rule line and --explain said it. examples/bluemoon-scales.json (Czech rulebook p.4's
    # example): 1 scale in the supply, Ann earns 2, so 1 is counted but not handed out (p.3)
    code, out, err = _cs("score", EXAMPLES / "bluemoon-scales.json")
    assert code == 0, err
    assert "Zásoba nestačila: 1 získaná šupina nebyla vydána, ale v tomto vyhodnocení se počítá." in out, out
    # 2 players (9 scales, p.1): 5 + 2 held, 2 in the supply, A earns 4: 2 are not handed out
    rec = {
        "event": "scales",
        "players": [{"name": "A", "scales": 5, "gained": 4}, {"name": "B", "scales": 2, "gained": 0}],
        "supply": 2,
    }
    code, out, err = _cs("score", _record(tmp_path, rec))
    assert "2 získané šupiny nebyly vydány, ale v tomto vyhodnocení se počítají." in out, out
    code, out, err = run_cli("score", _record(tmp_path, rec), "--lang", "en")
    assert "The supply was short: 2 scales earned were not handed out, but count in this scoring." in out, out
    rec["players"][0]["gained"] = 2  # exactly the supply: nothing to say
    code, out, err = run_cli("score", _record(tmp_path, rec), "--lang", "en")
    assert code == 0 and "supply was short" not in out, out


def test_czech_event_words_work_as_commands(tmp_path: Path) -> None:
    # bad input 24: the menu shows "konec: kdo vyhrál", but "scorer bluemoon konec" was an unknown command
    code, out, err = _cs("bluemoon", "platba", "černá", "5", "v3", "v2")
    assert code == 0 and "Ano:" in out, err
    code, out, err = _cs("bluemoon", "nabidka", "-p", "4", "-f", "3", "-c", "16", "p1")
    assert code == 0 and "2 nabídky v tomto tahu" in out, err  # 7 + (7 + 1) = 15 of 16 (p.4)
    for word in ("konec", "budova", "šupiny", "supiny"):  # the questions need a terminal: refused as such
        code, _out, err = _cs("bluemoon", word)
        assert code == 2 and "neznámý příkaz" not in err and "terminál" in err, err
    code, out, _err = _cs("bluemoon", "--help")
    assert "│ end " in out and "│ konec" not in out and "│ platba" not in out  # hidden from the list


def test_an_event_after_the_games_winner_is_noted(tmp_path: Path) -> None:
    # weak item: g1 got a payment and an offering after its end had a winner, with no remark. Ann made 6
    # offerings in a 2-player game: she won at once (Czech rulebook p.4); the next event is kept, with a note
    path = tmp_path / "g.json"
    end = {
        "event": "end",
        "city_complete": False,
        "players": [{"name": "Ann", "offerings": 6, "crystals": 0}, {"name": "Bob", "offerings": 3, "crystals": 4}],
    }
    path.write_text(json.dumps({"game": "bluemoon", "players": ["Ann", "Bob"], "events": [end]}), encoding="utf-8")
    code, _out, err = _cs("bluemoon", "pay", "černá", "5", "v3", "v2", "-r", path)
    assert code == 0, err
    assert f"(poznámka: hra v {path} už v události č. 1 skončila, vítěz: Ann; tato událost se přidává za ni)" in err, (
        err
    )
    assert len(json.loads(path.read_text(encoding="utf-8"))["events"]) == 2
    end["players"][0]["offerings"] = 5  # nobody has won yet: no note
    path.write_text(json.dumps({"game": "bluemoon", "players": ["Ann", "Bob"], "events": [end]}), encoding="utf-8")
    code, _out, err = run_cli("bluemoon", "pay", "black", "5", "v3", "v2", "-r", path, "--lang", "en")
    assert code == 0 and "note" not in err, err


def test_a_colour_with_nothing_close_is_answered_with_the_colours() -> None:
    # bad input 2: 'purpurová' got "zkontrolujte, jak je napsané" and no suggestion; the answer now lists the
    # box colours (English rules pp.6-7: no tile is green; the Royal Palace's boxes are any, Czech rulebook p.3)
    code, _out, err = _cs("bluemoon", "pay", "purpurová", "5", "v3")
    assert code == 2 and err.count("\n") == 1
    assert "neznámá barva „purpurová“: barvy jsou černá, červená, modrá, šedá, hnědá, bílá, žlutá, libovolná" in err
    assert "zelená" not in err
    code, _out, err = run_cli("bluemoon", "pay", "--box", "purpur", "5", "v3", "--lang", "en")
    assert "--box: unknown colour 'purpur': the colours are black, red, blue, grey, brown, white, yellow" in err
    # a typo with a close colour keeps its suggestion
    assert "nemysleli jste" in _cs("bluemoon", "pay", "sedaa", "5", "v3")[2]
