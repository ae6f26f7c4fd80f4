"""The second Czech new-user trial of Mystical Realms (issue 12): D1 (the eighth card dropped without a word
when the hand was typed as several answers), the Czech lines (items 4, 5, 6, 8, 9, 10) and the weak points
in the Realms files (a record's unknown card names its field, a --choose without '=' is reported, the
recap is not followed by the hand line again, Rangers' clearing is shown in the rows it affects)."""

from __future__ import annotations

import json

import pytest
from helpers import run_cli

from scorer.core.errors import RecordError
from scorer.core.i18n import using
from scorer.core.prompts import INTERRUPT, Draft, EntryInterrupted, ScriptedPrompter, guard
from scorer.games.realms import run_entry, score_record
from scorer.games.realms.cards import deck_for

TABLE = ["Ann, Bob", "", ""]  # the players, Enter ends the list, Enter: the base game
#: Bob's hand (any seven cards Ann's do not hold).
BOB = ["King", "Queen", "Knights", "Rangers", "Forge", "Candle", "Cavern"]
#: Rulebook example 1 (seed 001 p.4), Mountain first.
EXAMPLE_1 = ["Mountain", "Great Flood", "Smoke", "Whirlwind", "Air Elemental", "Wildfire", "Mirage"]


def rows(out):
    """The lines of ``out`` with each run of spaces made one (a table's column widths vary)."""
    return [" ".join(line.split()) for line in out.splitlines()]


def enter(tmp_path, answers, review=False):
    draft = Draft({"game": "realms"}, tmp_path / "game.json")
    ask = ScriptedPrompter(list(answers), review=review)
    with guard(draft):
        rec = run_entry(draft, ask)
    assert ask.answers == [], "every scripted answer is used"
    return rec, ask


# --- D1: the eighth card of a hand typed as several answers ------------------------------------------------


def test_the_eighth_card_dropped_in_the_review_is_said_when_the_hand_was_several_answers(tmp_path):
    """The trial's keys (report D1): Ann's hand as 'Necromancer, Mountain, Forest' then four more cards, yes,
    Dragon; in the review her first answer becomes 'Warlord, Mountain, Forest'. The hand holds no
    Necromancer now, so Dragon cannot stay (Necromancer's text: the eighth card is its own); the line the
    docs promise must appear, as when the changed answer is the one that finished the hand."""
    first = "Ann, card 1 of 7 (or several, comma-separated): Necromancer, Mountain, Forest"
    answers = [
        *TABLE,
        "Necromancer, Mountain, Forest",
        "Smoke, Rainstorm, Lightning, Wildfire",
        True,
        "Dragon",
        ", ".join(BOB),
        "Change Ann's answers",
        first,
        "Warlord, Mountain, Forest",
        "Score it",
    ]
    rec, ask = enter(tmp_path, answers, review=True)
    assert "(Ann's eighth card, Dragon, is dropped: the hand holds no Necromancer now)" in ask.output
    assert rec["players"][0]["hand"] == ["Warlord", "Mountain", "Forest", "Smoke", "Rainstorm", "Lightning", "Wildfire"]
    assert rec["players"][1]["hand"] == BOB


# --- item 4: the cycle's reason in the rulebook FAQ's words -------------------------------------------------

BASILISK = ["--choose", "Doppelgänger=Basilisk", "Basilisk", "Doppelgänger", "Knights", "Rangers", "Forge"]
BASILISK += ["Candle", "Lightning"]


def test_the_doppelganger_basilisk_cycle_in_czech_says_they_blank_each_other():
    """Rulebook FAQ (seed 001, 'Co když Dvojník kopíruje Baziliška?'): 'Bazilišci se vymažou navzájem'.
    Total 39 (docs/realms.md; the trial worked it out: both blanked, Knights 20-8, Rangers 5, Forge 9,
    Candle 2, Lightning 11)."""
    out = run_cli("--lang", "cs", "realms", "score", *BASILISK).out
    assert "Hráč 1: 39 bodů" in out
    assert "VYMAZANÝ: navzájem s kartou Dvojník (jako Bazilišek, Tvor)" in out
    assert "VYMAZANÝ: navzájem s kartou Bazilišek" in out
    assert "v kruhu" not in out
    english = run_cli("realms", "score", *BASILISK).out
    assert "BLANKED: in a cycle with Doppelgänger (as Basilisk, Beast)" in english


# --- item 5: BLANKED agrees with every card's Czech name ----------------------------------------------------


def test_every_card_of_every_deck_has_the_gender_of_its_czech_name():
    from scorer.games.realms.game import CZECH_GENDER

    d = deck_for(("cursed_hoard", "promo"))
    names = {c.czech or c.name for c in d.cards.values()}
    assert names - set(CZECH_GENDER) == set()
    assert set(CZECH_GENDER.values()) <= {"feminine", "masculine", "neuter", "plural", "animate"}


@pytest.mark.parametrize(
    ("cards", "row"),
    [
        # Wildfire blanks every card but Flames, Wizards, Weather, Weapons, Artifacts and five named ones;
        # an unused Mirage keeps suit Wild (rulebook FAQ), a Forest is a Land: both masculine.
        (["Wildfire", "Mirage", "Forest"], "Přelud 0 VYMAZANÝ: kartou Požár"),
        (["Wildfire", "Mirage", "Forest"], "Les 0 VYMAZANÝ: kartou Požár"),
        (["Wildfire", "Bell Tower"], "Zvonice 0 VYMAZANÁ: kartou Požár"),  # feminine, as before
        # Book of Changes makes Whirlwind a Flood, and Blizzard blanks every Flood: Tornádo is neuter.
        (
            ["Blizzard", "Whirlwind", "Book of Changes", "--choose", "Book of Changes=Whirlwind:flood"],
            "VYMAZANÉ: kartou Sněhová vánice",
        ),
        (["Great Flood", "Knights"], "Rytířky 0 VYMAZANÉ: kartou Stoletá voda"),  # plural, as before
    ],
)
def test_blanked_agrees_with_the_czech_name(cards, row):
    out = run_cli("--lang", "cs", "realms", "score", "--partial", *cards).out
    assert any(row in line for line in rows(out)), out


# --- item 6: the advise odds line ---------------------------------------------------------------------------


def test_the_blind_draw_line_reads_as_czech():
    """The trial's figures (report item 6, and its hand check): the hand now 164, taking Dwarvish Infantry
    225, 44 unseen cards averaging 182.52, 2 of them beat the take (5%)."""
    out = run_cli(
        "--lang",
        "cs",
        "realms",
        "advise",
        *["Knights", "King", "Queen", "Princess", "Rangers", "Forge", "Candle"],
        "--area",
        "Mountain, Dwarvish Infantry",
    ).out
    assert (
        "Dobrání naslepo: průměrně 182,52 bodu (164 až 230); dobrat naslepo je lepší než vzít kartu "
        "Trpasličí pěchota (součet 225) u 2 ze všech 44 neviděných karet (5 %)." in out
    ), out


# --- item 8: King's and Queen's bonus as the card prints it ----------------------------------------------------


def test_king_and_queen_say_for_each_army():
    """Eva's hand of game 1 (report §5): King 8 + 20 x 4 Armies (Knights, Light Cavalry, Elven Archers,
    Rangers) = 88, Queen 6 + 80 = 86; the card prints '+20 za každou Armádu, máš-li Královnu'."""
    hand = ["King", "Queen", "Knights", "Light Cavalry", "Elven Archers", "Rangers", "Warlord"]
    out = run_cli("--lang", "cs", "realms", "score", *hand).out
    assert "88  základní síla 8; +20 za každou Armádu (4), máš-li Královnu" in out
    assert "86  základní síla 6; +20 za každou Armádu (4), máš-li Krále" in out
    assert "× 4 (Armáda" not in out


# --- item 9: a player's hand without 'hráče' --------------------------------------------------------------


def test_the_hand_line_and_the_taken_card_name_the_player_neutrally(tmp_path):
    draft = Draft({"game": "realms"}, tmp_path / "game.json")
    with using("cs"):
        ask = ScriptedPrompter([*TABLE, "Hora", "kour", "hora"])
        with pytest.raises(AssertionError, match="rejected") as e, guard(draft):
            run_entry(draft, ask)
    assert "Ruka – Ann: Hora" in ask.output
    assert "Ruka – Ann: Hora, Kouř" in ask.output
    assert str(e.value).endswith("kartu Hora už někdo má (ruka – Ann): vyberte jinou kartu")
    assert not any("hráče" in line for line in ask.output)


def test_a_card_in_two_hands_names_both_players_neutrally():
    record = {
        "game": "realms",
        "players": [{"name": "Šárka", "hand": ["Mountain", *BOB[:6]]}, {"name": "Eva", "hand": EXAMPLE_1}],
    }
    with using("cs"), pytest.raises(Exception, match="kartu Hora mají v ruce Šárka i Eva: každá karta"):
        score_record(record)


# --- item 10: the eighth card in the recap ------------------------------------------------------------------


def test_the_recap_says_the_eighth_card_as_a_fact(tmp_path):
    path = tmp_path / "game.json"
    seven = "Necromancer, Mountain, Forest, Smoke, Rainstorm, Lightning, Wildfire"
    with using("cs"):
        draft = Draft({"game": "realms"}, path)
        with pytest.raises(EntryInterrupted), guard(draft):
            run_entry(draft, ScriptedPrompter([*TABLE, seven, True, "Drak", INTERRUPT]))
        ask = ScriptedPrompter([INTERRUPT])
        resumed = Draft(json.loads(path.read_text()), path)
        with pytest.raises(EntryInterrupted), guard(resumed):
            run_entry(resumed, ask)
    line = next(line for line in ask.output if line.strip().startswith("Ann:"))
    assert line.strip() == "Ann: Nekromant, Hora, Les, Kouř, Bouře, Blesk, Požár, osmá karta: ano, Drak"


# --- weak points --------------------------------------------------------------------------------------------


def test_a_records_unknown_card_names_its_field():
    hand = ["Mountain", "Cavern", "Swamp", "Whirlwind", "Necromancer", "Unicorn", "Xyz"]
    with pytest.raises(RecordError, match=r"^\$\.players\[0\]\.hand\[6\]: unknown card 'Xyz'"):
        score_record({"game": "realms", "players": [{"name": "Ann", "hand": hand}]})


def test_a_choose_without_equals_is_reported_before_the_hand_size():
    code, _out, err = run_cli("realms", "score", "--choose", "Doppelgänger", "Mountain")
    assert code == 2
    assert "'Doppelgänger' is not CARD=CHOICE" in err, err


def test_a_records_choose_without_equals_names_its_field():
    record = {"game": "realms", "players": [{"name": "Ann", "hand": ["Mountain"], "choose": ["Mirage"]}]}
    with pytest.raises(RecordError, match=r"^\$\.players\[0\]\.choose: 'Mirage' is not CARD=CHOICE"):
        score_record(record)


def test_the_resumed_recap_is_not_followed_by_the_hand_line(tmp_path):
    path = tmp_path / "game.json"
    draft = Draft({"game": "realms"}, path)
    with pytest.raises(EntryInterrupted), guard(draft):
        run_entry(draft, ScriptedPrompter([*TABLE, "Mountain, Great Flood, Smoke", INTERRUPT]))
    ask = ScriptedPrompter(["Whirlwind", INTERRUPT])
    resumed = Draft(json.loads(path.read_text()), path)
    with pytest.raises(EntryInterrupted), guard(resumed):
        run_entry(resumed, ask)
    assert ask.output[0] == "Entered so far:"
    assert "Ann's hand: Mountain, Great Flood, Smoke" not in ask.output  # the recap's line says it
    assert "Ann's hand: Mountain, Great Flood, Smoke, Whirlwind" in ask.output  # typed now: shown


@pytest.mark.parametrize(
    ("cards", "row"),
    [
        # Dwarvish Infantry: -2 for each other Army; Rangers clear the word Army from every penalty: 15.
        (["Rangers", "Dwarvish Infantry"], "Dwarvish Infantry 15 base 15; the word Army cleared by Rangers"),
        # Great Flood blanks every Army: with the word cleared it blanks no Army (rulebook FAQ on Rangers).
        (["Rangers", "Great Flood"], "Great Flood 32 base 32; the word Army cleared by Rangers"),
        # War Dirigible: BLANKED unless with an Army; Rangers clear it too (designer ruling, BGG 2695268).
        (["Rangers", "War Dirigible"], "War Dirigible 35 base 35; the word Army cleared by Rangers"),
        # Mountain clears Great Flood's whole penalty: the word Army is not said again.
        (["Rangers", "Mountain", "Great Flood"], "Great Flood 32 base 32; penalty cleared by Mountain"),
    ],
)
def test_rangers_clearing_is_shown_in_the_rows_it_affects(cards, row):
    out = run_cli("realms", "score", "--partial", *cards).out
    assert row in rows(out), out


def test_rangers_clearing_in_czech():
    out = run_cli("--lang", "cs", "realms", "score", "--partial", "Rangers", "Dwarvish Infantry").out
    assert "základní síla 15; slovo Armáda odstraňuje karta Hraničáři" in out, out


def test_warships_clearing_step_in_czech_is_singular():
    """Warship clears the word Army from every Flood's penalty (its text); --explain said 'Válečná loď
    odstraňují' (the plural verb written for Hraničáři). Rangers keep 'odstraňují'."""
    out = run_cli("--lang", "cs", "realms", "score", "--partial", "--explain", "Warship", "Great Flood").out
    assert "Válečná loď odstraňuje slovo Armáda z postihu karty Stoletá voda" in out, out
    out = run_cli("--lang", "cs", "realms", "score", "--partial", "--explain", "Rangers", "Great Flood").out
    assert "Hraničáři odstraňují slovo Armáda z postihu karty Stoletá voda" in out, out
