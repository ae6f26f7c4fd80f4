"""The second Czech new-user trial (issue 12, /tmp/reports/trial2-carcassonne.md): its defects, its Czech and
its weak messages, through the library (ScriptedPrompter)."""

import pytest

from scorer.core.errors import EntryInterrupted
from scorer.core.i18n import using
from scorer.core.prompts import BACK, INTERRUPT, Draft, ScriptedPrompter, guard
from scorer.core.records import load_record
from scorer.games.carcassonne import run_entry, score_record
from scorer.games.carcassonne.entry import CITY as CITY_DONE
from scorer.games.carcassonne.entry import DONE, FAIRY, FINAL, NEW_CITY, QUIT, UNDO

from .conftest import totals

# the players step (two players), current rules, no Inns & Cathedrals
SETUP = ["Jana, Ondřej", "", True, False]
# a completed city of 4 tiles, no pennant, Jana's meeple: 2*4 = 8 (base_game.city)
CITY = [CITY_DONE, "4", "0", "jana"]
# the same set-up under the older farm rule per_city_4 (the city's name asked first)
OLD_SETUP = [
    "Jana, Ondřej",
    "",
    False,
    (
        "per_city_4: per completed city, the players with most farmers in all fields "
        "touching it score 4 (original 1st-edition rule)"
    ),
    False,
    "next_to_meeple: next to one meeple (current)",
    False,
]


def draft(tmp_path, record=None):
    return Draft(record or {"game": "carcassonne"}, tmp_path / "game.json")


# --- D1, D2: undo after a final-scoring item -------------------------------------------------------------


def test_undo_after_a_final_item_takes_back_that_item_not_the_fairy_point_before(tmp_path):
    # D1: city, Jana's fairy point, then a field at final scoring; '<' to the menu and Undo offered the
    # fairy point ('Vrátit: bod víly (Jana)?') and took it. It offers the field, and takes it back.
    field = ["Field", "1", "ondřej"]
    p = ScriptedPrompter([*SETUP, *CITY, FAIRY, "Jana", FINAL, *field, BACK, UNDO, True, QUIT])
    record = run_entry(draft(tmp_path), p)
    assert "Undo Field 1?" in p.asked
    assert "Undo Jana's fairy turn point?" not in p.asked
    assert [f["type"] for f in record["features"]] == ["city"]
    assert record["players"][0]["fairy_turn_points"] == 1  # the fairy point stays
    # City 1: Jana 8 + her fairy point 1 (the field, Ondřej's 3, is gone)
    assert totals(score_record(record)) == {"Jana": 9, "Ondřej": 0}


def test_a_second_undo_after_a_final_item_is_the_step_before_it(tmp_path):
    # D1 (the trial's 'the next v offered another fairy point'): after the field, the fairy point
    field = ["Field", "1", "ondřej"]
    p = ScriptedPrompter([*SETUP, *CITY, FAIRY, "Jana", FINAL, *field, BACK, UNDO, True, UNDO, True, QUIT])
    record = run_entry(draft(tmp_path), p)
    assert [q for q in p.asked if q.startswith("Undo")] == ["Undo Field 1?", "Undo Jana's fairy turn point?"]
    assert record["players"][0]["fairy_turn_points"] == 0 and len(record["features"]) == 1


def test_undo_of_a_final_field_takes_back_the_new_city_it_brought(tmp_path):
    # D2: a field at final scoring named a city the record did not hold ('hrad', a new completed city);
    # Undo took back the field only ('Vráceno: Louka 1.') and left Město hrad. Both go, in one undo.
    p = ScriptedPrompter([*SETUP, *CITY, FINAL, "Field", "hrad", NEW_CITY, "ondřej", BACK, UNDO, True, QUIT])
    record = run_entry(draft(tmp_path), p)
    assert "Undo Field 1 (and the new City hrad)?" in p.asked
    assert "Undone: Field 1 (and the new City hrad)." in p.output
    assert [f.get("name") for f in record["features"]] == ["City 1"]


def test_undo_of_a_final_field_in_czech_names_the_new_city(tmp_path):
    # D2 in Czech, the trial's keys: the question names the field and the new city together
    with using("cs"):
        menu = ["Město dokončeno", "Závěrečné hodnocení (konec hry)", "Vrátit poslední krok (oblast nebo bod víly)"]
        city = [menu[0], "4", "0", "jana"]
        field = ["Louka", "hrad", "nové město, dokončené", "ondřej"]
        p = ScriptedPrompter([*SETUP, *city, menu[1], *field, BACK, menu[2], True, "Uložit a skončit (pokračovat později)"])
        record = run_entry(draft(tmp_path), p)
    assert [f.get("name") for f in record["features"]] == ["Město 1"]
    assert any(q.startswith("Vrátit: Louka 1") and "hrad" in q for q in p.asked)


def test_after_reopening_undo_of_a_field_still_takes_its_new_city(tmp_path):
    # the docs said a reopened sheet needs a second undo for a field's new city; the sheet's last steps keep
    # how many entries the step added, so one undo takes both then too
    p = ScriptedPrompter([*SETUP, *CITY, FINAL, "Field", "hrad", NEW_CITY, "ondřej", BACK, QUIT])
    record = run_entry(draft(tmp_path), p)
    assert len(record["features"]) == 3
    p = ScriptedPrompter([UNDO, True, QUIT])
    record = run_entry(draft(tmp_path, record), p)
    assert "Undo Field 1 (and the new City hrad)?" in p.asked
    assert [f.get("name") for f in record["features"]] == ["City 1"]


# --- Czech 1: the final scoring's answers are not the set-up ('Nastavení') -----------------------------------

MENU_CS = {
    "city": "Město dokončeno",
    "final": "Závěrečné hodnocení (konec hry)",
    "undo": "Vrátit poslední krok (oblast nebo bod víly)",
    "quit": "Uložit a skončit (pokračovat později)",
}
SETUP_CS = ["Jana, Ondřej", "", True, False]
CITY_CS = [MENU_CS["city"], "4", "0", "jana"]


def test_the_review_names_the_final_scoring_not_the_set_up(tmp_path):
    # Czech 1: 'Nastavení: krok Závěrečné hodnocení (konec hry), závěrečné hodnocení Hotovo: nic dalšího,
    # zboží ne' and 'Změnit nastavení hry', which opened the final scoring's answers
    with using("cs"):
        p = ScriptedPrompter(
            [*SETUP_CS, *CITY_CS, MENU_CS["final"], "Hotovo: nic dalšího", False, "Spočítat"], review=True
        )
        run_entry(draft(tmp_path), p)
    shown = "\n".join(p.output)
    assert "Závěrečné hodnocení: konec hry, nic dalšího, zboží ne" in shown
    assert "Nastavení" not in shown


def test_the_review_offers_to_change_the_final_scorings_answers_by_that_name(tmp_path):
    with using("cs"):
        p = ScriptedPrompter(
            [*SETUP_CS, *CITY_CS, MENU_CS["final"], "Hotovo: nic dalšího", False, "Změnit odpovědi: Závěrečné hodnocení"],
            review=True,
        )
        # the choice exists (it was 'Změnit nastavení hry'): the next question is which answer
        with pytest.raises(AssertionError, match="no scripted answer left for 'Kterou odpověď\\?'"):
            run_entry(draft(tmp_path), p)


def test_a_resumed_final_item_is_recapped_as_final_scoring(tmp_path):
    # Czech 1 (the recap): 'Nastavení: krok Závěrečné hodnocení (konec hry), závěrečné hodnocení Klášter,
    # okolní karty 5' after Ctrl-C in an unfinished monastery
    d = draft(tmp_path)
    with using("cs"), pytest.raises(EntryInterrupted), guard(d):
        run_entry(d, ScriptedPrompter([*SETUP_CS, *CITY_CS, MENU_CS["final"], "Klášter", "5", INTERRUPT]))
    with using("cs"):
        p = ScriptedPrompter(["jana", "Hotovo: nic dalšího", False])
        record = run_entry(Draft(load_record(tmp_path / "game.json"), tmp_path / "game.json"), p)
    assert "  Závěrečné hodnocení: konec hry, Klášter, okolní karty 5" in p.output
    assert not any("Nastavení" in line for line in p.output)
    # Město 1: Jana 8; the unfinished monastery with 5 surrounding tiles: 1 + 5 = 6 (base_game.monastery)
    assert totals(score_record(record)) == {"Jana": 14, "Ondřej": 0}
