"""What the second Czech new-user trial of Dominion found (issue 12, /tmp/reports/trial2-dominion.md): the one
defect (D1: Wolf Den's count of names held once below what the listed cards make was taken), the English words
left in Czech sentences (U1–U3), and the Czech lines that did not read right (N1–N11).

Czech grammar: a card or pile name is not declined and may be plural in Czech (*Zahrady*, *Hrady*, *Rytíři*), so
a sentence names it before a colon and goes on with *to* (*Zahrady: to je karta, ne památka*); the terms are the
Czech Cornucopia rulebook's (seed 002: *kletba*, *odměny*, *společná zásoba*).
"""

import json

import pytest
from dominion_helpers import RICH, one
from helpers import run_cli

from scorer.core.errors import EntryInterrupted, RuleError
from scorer.core.i18n import using
from scorer.core.prompts import Draft, ScriptedPrompter, guard
from scorer.games.dominion import run_entry, score_record
from scorer.games.dominion.entry import FULL

#: The two paths as the Czech menu offers them (dominion.po).
FULL_CS = "Celý balíček: každá karta s počtem"
QUICK_CS = "Rychlé počty: jen karty vítězných bodů, pak pár počtů"


def enter(tmp_path, answers, lang="cs"):
    """A scripted entry in ``lang``; returns the record and the prompter (its prompts and its echoes)."""
    with using(lang):
        draft = Draft({"game": "dominion"}, tmp_path / "game.json")
        ask = ScriptedPrompter(list(answers))
        with guard(draft):
            record = run_entry(draft, ask)
    assert ask.answers == [], "every scripted answer is used"
    return record, ask


def recap(tmp_path, answers, lang="cs"):
    """The recap a resumed draft shows after ``answers`` (in ``lang``), the entry stopped with Ctrl-C."""
    from scorer.core.entry import recap_lines
    from scorer.core.prompts import INTERRUPT

    with using(lang):
        draft = Draft({"game": "dominion"}, tmp_path / "game.json")
        with pytest.raises(EntryInterrupted), guard(draft):
            run_entry(draft, ScriptedPrompter([*answers, INTERRUPT]))
        saved = json.loads((tmp_path / "game.json").read_text(encoding="utf-8"))
        return "\n".join(recap_lines(saved["_entry"]["answers"]))


def write(tmp_path, record):
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    return path


# --- D1: Wolf Den's count below the listed single copies ------------------------------------------------------

#: Quick counts with Wolf Den: Tržiště (Fairgrounds), Vévoda (Duke) and Kletba (Curse) are listed once each, so
#: the player holds at least 3 names of one copy (Wolf Den: -3 VP per such name, Empires rulebook).
WOLF_DEN = ["Ann", "", "Wolf Den", "", "", False, QUICK_CS, "Provincie 2, Zahrady 2, Trziste, Vevoda 1, Kletba", ""]


def test_wolf_den_count_below_the_listed_single_copies_is_refused_at_the_entry(tmp_path):
    """D1: '2' single copies with 3 listed was taken (Wolf Den -6 instead of at least -9): now 'nejméně 3'.
    Counts asked: total cards (Gardens) 30, different names (Fairgrounds) 12, then names held once."""
    with pytest.raises(AssertionError, match="nejméně 3: mezi zapsanými kartami jsou už 3 názvy v jediné kopii"):
        enter(tmp_path / "a", [*WOLF_DEN, "30", "12", "2"])
    with pytest.raises(AssertionError, match="nejméně 3"):
        enter(tmp_path / "b", [*WOLF_DEN, "30", "12", "0"])
    record, _ask = enter(tmp_path / "c", [*WOLF_DEN, "30", "12", "3", "", ""])
    assert record["players"][0]["counts"]["singleton_names"] == 3
    wolf = next(r for r in score_record(record).players[0].rows if r.item.startswith("Wolf Den"))
    assert wolf.points == -9  # 3 names x -3 VP


def test_wolf_den_count_below_the_listed_single_copies_is_refused_in_a_record(tmp_path):
    """D1: a record with a Duke and a Province (2 names held once) and singleton_names 0 scored Wolf Den 0; it is
    at least 2 (-6 VP)."""
    record = one({"Duke": 1, "Province": 1}, landmarks=["Wolf Den"], counts={"singleton_names": 0})
    code, out, err = run_cli("--lang", "en", "score", write(tmp_path, record))
    assert code == 2 and "counts.singleton_names is 0, but the cards listed already make 2" in err, err
    record["players"][0]["counts"]["singleton_names"] = 2
    assert next(r for r in score_record(record).players[0].rows if r.item.startswith("Wolf Den")).points == -6


# --- U1–U3: no English words in Czech sentences --------------------------------------------------------------


def test_the_names_reading_has_no_english_word():
    """U1: 'odměny, Rewards, …' → Prizes and Rewards are both *odměny* (the Reward cards are Cornucopia's second
    edition's Prizes); Ann's Fairgrounds counts two Knights (RICH), so the reading is printed."""
    with using("cs"):
        result = score_record(RICH)
    reading = next(a for a in result.assumptions if "různé názvy" in a)
    assert "Rewards" not in reading and "odměny obou vydání Rohu hojnosti" in reading, reading


def test_the_bane_message_says_kletba_only():
    """U2: '„prokletí“ je obyčejná karta království, ne Kletba/Curse' → '…, ne Kletba'."""
    from scorer.games.dominion.data import card_db

    with using("cs"), pytest.raises(RuleError) as error:
        card_db().card("prokletí")
    assert str(error.value).endswith("(„prokletí“ je obyčejná karta království, ne Kletba)"), str(error.value)


def test_the_castles_pile_is_hrady_in_czech():
    """U3: the pile of Castles is *Hrady* in Czech sentences (the Czech card database keeps 'Castles'; Empires has no
    Czech edition): the Obelisk refusal, and Tower's limit with the Knights and Castles empty at 2 players (9 Knights
    without Dame Josephine + 0 Castles, all Victory cards: Tower card text)."""
    from scorer.games.dominion.data import card_db
    from scorer.games.dominion.limits import empty_pile_limit

    with using("cs"):
        db = card_db()
        limit = empty_pile_limit([db.pile("rytiri"), db.pile("humble castle")], 2, db)
        assert db.pile("hrady") == "Castles"
    assert limit.value == 9
    assert "Castles" not in limit.source and "Rytíři a Hrady" in limit.source and "Hrady 0" in limit.source
    assert "po dvou Humble, Small, Opulent a King's Castle" in limit.source and "druhý" not in limit.source
    with using("en"):
        assert "Knights and Castles" in empty_pile_limit(["Knights", "Castles"], 2).source


def test_the_obelisk_refusal_names_the_pile_before_a_colon(tmp_path):
    """U3 and N1's grammar: 'Hrady: to není akční balíček…' (Hrady is plural, 'Hrady není' would not agree)."""
    with pytest.raises(AssertionError, match="Hrady: to není akční balíček společné zásoby; Obelisk volí"):
        enter(tmp_path, ["Ann", "", "Obelisk", "", "humble castle"])


# --- N1–N11: Czech that reads right ----------------------------------------------------------------------------


def test_a_card_as_a_landmark_names_it_before_a_colon(tmp_path):
    """N1: 'Zahrady je karta, ne památka' → 'Zahrady: to je karta, ne památka'."""
    with pytest.raises(AssertionError, match="Zahrady: to je karta, ne památka; zapisuje se mezi karty hráče"):
        enter(tmp_path, ["Ann", "", "zahrady"])


def test_a_landmark_named_twice_says_once(tmp_path):
    """N2: 'Obelisk je v odpovědi dvakrát: jedno vynechte' → 'Obelisk: v odpovědi dvakrát; uveďte ho jen jednou'
    (a neutral 'uveďte jen jednou': the name may be any gender)."""
    with pytest.raises(AssertionError, match="Obelisk: v odpovědi dvakrát; uveďte jen jednou"):
        enter(tmp_path, ["Ann", "", "Obelisk, obelisk"])


def test_one_distant_lands_is_asked_as_one(tmp_path):
    """N3: with 1 Distant Lands, not 'Kolik z vaší 1 karty…' but 'Je vaše karta Distant Lands na podložce Taverny?'
    (1 = yes, 0 = no); with 2 the count question stays."""
    with pytest.raises(AssertionError, match="no scripted answer left") as error:
        enter(tmp_path / "a", ["Ann", "", "", "", False, FULL_CS, "Distant Lands 1", ""])
    assert "Ann: Je vaše karta Distant Lands na podložce Taverny? (1 = ano, 0 = ne)" in str(error.value)
    with pytest.raises(AssertionError, match="no scripted answer left") as error:
        enter(tmp_path / "b", ["Ann", "", "", "", False, FULL_CS, "Distant Lands 2", ""])
    assert "Kolik z vašich 2 karet Distant Lands je na vaší podložce Taverny?" in str(error.value)


def test_the_listed_cards_bound_agrees_with_its_number(tmp_path):
    """N4: 'zapsané karty už dávají 1 karta' (wrong case) → 'mezi zapsanými kartami je už 1 karta …'. Tower with the
    Smithy and Curse piles empty, one Curse listed: Tower's count is at least 1 (Curses count, Tower card text)."""
    answers = ["Ann", "", "Tower", "", "kovarna, kletba", "", "", False, QUICK_CS, "Provincie 1, Kletba 1", "", "0"]
    with pytest.raises(AssertionError, match="nejméně 1: mezi zapsanými kartami je už 1 karta \\(kromě karet"):
        enter(tmp_path, answers)


def test_several_landmarks_in_one_answer_have_a_plural_label(tmp_path):
    """N5: 'památka Obelisk, Tower, Wall' → 'památky Obelisk, Tower, Wall'; one Landmark keeps 'památka Keep'; the
    same for Tower's piles ('prázdné balíčky Kovárna, Kletba')."""
    text = recap(tmp_path, ["Ann", "", "Obelisk, Tower, Wall", "Keep", "", "vesnice", "kovarna, kletba", ""])
    assert "památky Obelisk, Tower, Wall" in text and "památka Keep" in text, text
    assert "prázdné balíčky Kovárna, Kletba" in text and "památka Obelisk, Tower" not in text, text
    english = recap(tmp_path / "en", ["Ann", "", "Obelisk, Tower, Wall", "Keep", ""], lang="en")
    assert "Landmarks Obelisk, Tower, Wall, Landmark Keep" in english, english


def test_a_skipped_card_reads_right(tmp_path):
    """N6: '(Vesnice nemá vlastní vítězné body: vynecháno; počty se zadají po kartách)' → '(vynecháno: Vesnice – bez
    vlastních vítězných bodů; počty zadáte až po kartách)', and in the review 'Vesnice 4 (vynecháno: bez vlastních
    vítězných bodů)' (Gardens needs the total of cards, asked after the cards)."""
    answers = ["Ann", "", "", "", False, QUICK_CS, "Zahrady 1, Vesnice 4", ""]
    with using("cs"):
        ask = ScriptedPrompter(list(answers))
        draft = Draft({"game": "dominion"}, tmp_path / "s.json")
        with pytest.raises(AssertionError, match="no scripted answer left"), guard(draft):
            run_entry(draft, ask)
    assert "  (vynecháno: Vesnice – bez vlastních vítězných bodů; počty zadáte až po kartách)" in ask.output
    text = recap(tmp_path, answers)
    assert "Vesnice 4 (vynecháno: bez vlastních vítězných bodů)" in text and "4 vynecháno" not in text, text


def test_zero_turns_says_leave_it_empty(tmp_path):
    """N7: '(prázdné, pokud nevíte)' → '(nechte prázdné, pokud nevíte)'."""
    with pytest.raises(AssertionError, match="\\(nechte prázdné, pokud nevíte\\)"):
        enter(tmp_path, ["Ann", "", "", "", False, FULL_CS, "Provincie 2", "", "", "0"])


def test_favors_are_favor_tokens(tmp_path):
    """N8: *přízeň* is not countable: 'Přízně na konci hry?' → 'Žetony přízně na konci hry?', '2 přízně' → '2 žetony
    přízně'. Plateau Shepherds: 2 Favors, 3 Estates → 2 pairs, 4 VP (card text: 2 VP per Favor paired with a $2
    card)."""
    answers = ["Ann", "", "", "Plateau Shepherds", False, FULL_CS, "Statek 3", "", "", "2", ""]
    record, ask = enter(tmp_path, answers)
    assert "Ann: Žetony přízně na konci hry?" in "\n".join(ask.asked)
    with using("cs"):
        row = next(r for r in score_record(record).players[0].rows if r.item.startswith("Plateau"))
    assert row.points == 4 and row.reason.startswith("2 žetony přízně, 3 karty za 2 mince → 2 páry"), row.reason
    with using("cs"):
        from scorer.games.dominion.score import ngettext

        assert ngettext("{n} Favor", "{n} Favors", 5).format(n=5) == "5 žetonů přízně"


def test_the_deck_limit_reads_right():
    """N10: 'největší velikosti … mimo zásobu' → 'každý s nejvíce kartami, jaké může mít … mimo společnou zásobu'
    (678 cards with 2 players, limits.json)."""
    from scorer.games.dominion.limits import total_limit

    with using("cs"):
        limit = total_limit(2)
    assert limit.value == 678
    assert "největší velikosti" not in limit.source and "mimo zásobu" not in limit.source
    assert "každý s nejvíce kartami, jaké balíček může mít" in limit.source and "mimo společnou zásobu" in limit.source


def test_the_castles_label_is_lower_case():
    """N11: '--explain' labels are lower case mid-list: 'hrady: 2', not 'Hrady: 2'."""
    from scorer.games.dominion.score import count_label

    with using("cs"):
        assert count_label("castles") == "hrady"


def test_what_if_tie_words_match_the_result(tmp_path):
    """The result says 'Společné vítězství', what-if said 'dělené vítězství': one term. With no
    turns: Bob's +1 Province ties Ann's 12 VP (2 Provinces each), and without turns they share the win
    (Dominion Strategy wiki, Turn)."""
    record = {
        "game": "dominion",
        "players": [{"name": "Ann", "cards": {"Province": 2}}, {"name": "Bob", "cards": {"Province": 1}}],
    }
    out = run_cli("--lang", "cs", "dominion", "what-if", write(tmp_path, record), "-p", "bob", "-g", "prov").out
    assert "společné vítězství:" in out and "dělené" not in out, out


# --- the first trial's VP tokens: 999999999 was taken without a word ------------------------------------------


def test_an_unusual_token_count_is_kept_only_when_confirmed(tmp_path):
    """A thousand VP tokens or more is most likely a slip (999999999 for 9): refused, saying how to keep it ('!'
    after the number); the Prosperity rulebook does not limit the tokens, so a count so typed is kept. 999 is
    taken as it is. The same for Favors (Plateau Shepherds)."""
    start = ["Ann", "", "", "", False, FULL_CS, "Provincie 2", ""]
    with pytest.raises(AssertionError, match="napište 999999999! \\(s vykřičníkem\\), jinak správný počet"):
        enter(tmp_path / "a", [*start, "999999999"])
    record, ask = enter(tmp_path / "b", [*start, "999999999!", ""])
    assert record["players"][0]["vp_tokens"] == 999999999
    assert score_record(record).players[0].total == 12 + 999999999
    record, _ask = enter(tmp_path / "c", [*start, "999", ""])
    assert record["players"][0]["vp_tokens"] == 999
    favors = ["Ann", "", "", "Plateau Shepherds", False, FULL, "Estate 1", "", ""]
    with pytest.raises(AssertionError, match="type 5000! \\(with '!'\\), else the right count"):
        enter(tmp_path / "d", [*favors, "5000"], lang="en")


def test_a_confirmed_token_count_resumes_and_is_shown_as_a_number(tmp_path):
    """The kept answer '999999999!' replays on resume (no question again) and the recap shows 'žetony vítězných
    bodů 999999999'."""
    text = recap(tmp_path, ["Ann", "", "", "", False, FULL_CS, "Provincie 2", "", "999999999!"])
    assert "žetony vítězných bodů 999999999" in text and "999999999!" not in text, text


# --- weak answers of the second trial made clear ----------------------------------------------------------------


def test_a_pile_name_on_a_card_line_asks_for_the_cards_own_names(tmp_path):
    """'rytíři', 'Knights', 'Castles', 'Ruiny' on a card line named no card and got unrelated suggestions; they
    name a pile of several different cards (Dark Ages rulebook: 10 different Knights, 5 kinds of Ruins; Empires:
    8 Castles), so the answer says so and asks for each card's own name, as 'bane' does."""
    from scorer.games.dominion.data import card_db

    with using("cs"):
        db = card_db()
        for typed, pile in (("rytíři", "Rytíři"), ("Knights", "Rytíři"), ("Castles", "Hrady"), ("Ruiny", "Ruiny")):
            with pytest.raises(RuleError, match=f"^{pile}: to je balíček různých karet, ne karta; napište vlastní"):
                db.card(typed)
    with using("en"), pytest.raises(RuleError, match=r"^Knights is a pile of different cards, not a card: type each"):
        card_db().card("knights")
    with pytest.raises(AssertionError, match="Rytíři: to je balíček různých karet"):
        enter(tmp_path, ["Ann", "", "", "", False, FULL_CS, "rytíři 2"])


def test_a_negative_count_says_the_least_it_can_be(tmp_path):
    """Total cards '-3' said 'at least 0' when the listed cards already make 10 (Gardens 1 + Estate 3 + Province
    6): it says 'at least 10' with the reason."""
    answers = ["Ann", "", "", "", False, "Quick counts: only VP cards, then a few counts"]
    answers += ["Gardens 1, Estate 3, Province 6", "", "-3"]
    with pytest.raises(AssertionError, match="at least 10: the cards listed already make 10 cards"):
        enter(tmp_path, answers, lang="en")


def test_the_ally_takes_one_name(tmp_path):
    """'Plateau Shepherds, xyz' was looked up as one name; a game uses one Ally (Allies rulebook: with Liaisons in
    the Kingdom, one Ally is added), so a comma list is refused saying so."""
    with pytest.raises(AssertionError, match="spojenec je ve hře jen jeden: uveďte jeden"):
        enter(tmp_path / "a", ["Ann", "", "", "Plateau Shepherds, xyz"])
    with pytest.raises(AssertionError, match="a game has one Ally: name one"):
        enter(tmp_path / "b", ["Ann", "", "", "Plateau Shepherds, Fellowship of Scribes"], lang="en")


def test_what_if_names_every_best_option_when_they_are_equal(tmp_path):
    """Two options equally good were shown as one 'Best for'. Ann: 2 Gardens and 28 Coppers (30 cards, 3 VP per
    Gardens: Gardens text). +1 Province: 31 cards, +6 VP; +2 Gardens: 32 cards, 4 x 3 = 12, +6 VP; +1 Duchy +3 VP."""
    record = one({"Gardens": 2, "Copper": 28})
    args = ["dominion", "what-if", write(tmp_path, record), "-p", "ann", "-g", "province", "-g", "gardens=2"]
    out = run_cli("--lang", "en", *args, "-g", "duchy").out
    assert "Best for Ann: +1 Province or +2 Gardens (equal)" in out, out
    czech = run_cli("--lang", "cs", *args).out
    assert "Nejlepší možnost – Ann: +1× Provincie nebo +2× Zahrady (stejně dobré)" in czech, czech
    one_best = run_cli(
        "--lang", "en", "dominion", "what-if", write(tmp_path, record), "-p", "ann", "-g", "province", "-g", "duchy"
    ).out
    assert "Best for Ann: +1 Province\n" in one_best


def test_the_keep_treasure_prompt_says_what_is_listed(tmp_path):
    """With Keep, Treasures typed with the VP cards: the Treasure prompt still came as if none were listed. It now
    asks for the other Treasures and says which are listed ('už zapsáno: Zlaťák 2'); with none listed it stays."""
    answers = ["Ann", "", "Keep", "", "", False, QUICK_CS, "Provincie 1, Zlaťák 2", "", "", "", ""]
    _record, ask = enter(tmp_path / "a", answers)
    assert "Ann – další karty peněz pro Keep (už zapsáno: Zlaťák 2), např. Zlaťák 3, Stříbrňák 5" in "\n".join(
        ask.asked
    )
    _record, ask = enter(tmp_path / "b", ["Ann", "", "Keep", "", "", False, QUICK_CS, "Provincie 1", "", "", "", ""])
    assert "Ann – karty peněz pro Keep, např. Zlaťák 3, Stříbrňák 5 (prázdný řádek = konec):" in ask.asked


def test_the_score_command_help_says_what_it_does_as_the_top_help():
    """'scorer dominion --help' said 'Spočítá záznam…' where 'scorer --help' says 'Spočítat …': the infinitive."""
    out = run_cli("--lang", "cs", "dominion", "--help").out
    assert "Spočítat záznam hry Dominion" in out and "Spočítá " not in out


@pytest.mark.terminal
def test_the_second_trial_in_a_czech_terminal(tmp_path, monkeypatch):
    """In a real terminal (LANG=cs_CZ.UTF-8): a card typed as a Landmark names it before a colon; several Landmarks in
    one answer are 'památky …' in the review; 999999999 VP tokens are refused as a likely slip and kept with '!'
    added to the same answer. Hand-checked: 2 Provinces 12 + Obelisk on Villages, 3 × 2 = 6, + Wall (5 cards, none
    beyond 15: 0) + 999999999 tokens = 1000000017 VP (Empires rulebook, Obelisk and Wall)."""
    from helpers import ENTER, answer, finish, spawn

    for var in ("LC_ALL", "LC_MESSAGES", "SCORER_LANG"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "cs_CZ.UTF-8")
    child = spawn(tmp_path, "dominion", timeout=60)
    answer(
        child,
        ("Jméno 1. hráče", "Aleš" + ENTER),
        ("Jméno 2. hráče", ENTER),
        ("Památka v této hře", "zahrady" + ENTER),
        ("Zahrady: to je karta, ne památka", "\x15" + "obelisk, wall" + ENTER),
        ("Památka v této hře", ENTER),
        ("Balíček zvolený pro Obelisk", "vesnice" + ENTER),
        ("Spojenec v této hře", ENTER),
        ("Má někdo na konci hry stav Miserable", ENTER),
        ("Aleš – jak zadáte karty?", ENTER),
        ("Aleš – karty, např.", "provincie 2, vesnice 3" + ENTER),
        ("Aleš – karty", ENTER),
        ("Aleš: Žetony vítězných bodů?", "999999999" + ENTER),
        ("nezvykle mnoho žetonů vítězných bodů", "!" + ENTER),
        ("Aleš: odehrané vlastní tahy", "12" + ENTER),
        ("památky Obelisk, Wall", ""),
        ("žetony vítězných bodů 999999999", ""),
        ("?", ENTER),  # the review: Enter scores
    )
    finish(child, "1000000017")
