"""The last Czech lines of issue 12 in the core (the Czech trials' reports):

1. a refused number said "napište počet znovu" (at a PP question, no count) or a bare "nejméně 0": the core's
   integer question now says what is wrong and what to type, in every game;
2. Czech output quotes what the user typed and names with „…“ (the Czech rulebooks' marks: seed 002
   'balíčkem „prokletí“', seed 001 'pokud text neříká „další“'); English keeps '…';
3. the tie sentence says *remíza*, the rulebooks' word (seed 001 "V případě remízy vítězí hráč…", seed 000
   "při remíze vyhrává…", "Pokud bude stav stále nerozhodný…");
4. a record field that must be text says "must be text" in English too.
"""

from __future__ import annotations

import pytest

from scorer.core.entry import Entry, parse_int, run
from scorer.core.errors import RuleError
from scorer.core.i18n import using
from scorer.core.prompts import Draft, ScriptedPrompter
from scorer.core.table import Limit

# --- 1. the integer question --------------------------------------------------------------------------------


def refusal(text: str, minimum: int = 0, maximum: int | Limit | None = None) -> str:
    with pytest.raises(RuleError) as caught:
        parse_int(text, minimum, maximum)
    return str(caught.value)


@pytest.mark.parametrize(
    ("typed", "minimum", "maximum", "czech"),
    [
        ("abc", 0, None, "„abc“ není číslo: napište celé číslo, třeba 3"),
        ("3,5", 0, None, "„3,5“ není celé číslo: napište celé číslo, třeba 3"),
        ("-1", 0, None, "záporné číslo sem nepatří: napište 0 nebo víc"),
        ("1", 2, None, "číslo musí být nejméně 2: napište 2 nebo víc"),
        ("10", 0, 7, "číslo může být nejvýše 7: napište 7 nebo méně"),
        ("10", 0, Limit(7, "víc jich v krabici není"), "nejvýše 7: víc jich v krabici není"),
        ("10000000000", 0, None, "to číslo je příliš velké: napište menší číslo"),
        ("10000000000", 0, 7, "to číslo je příliš velké: napište nejvýše 7"),
        ("-10000000000", 0, None, "záporné číslo sem nepatří: napište 0 nebo víc"),
        ("-10000000000", -(10**9), None, "to číslo je příliš velké: napište menší číslo"),  # Blue Moon's box value
    ],
)
def test_a_refused_number_says_in_czech_what_is_wrong_and_what_to_type(typed, minimum, maximum, czech):
    with using("cs"):
        said = refusal(typed, minimum, maximum)
    assert said == czech
    assert "počet" not in said  # the question may ask for PP, crystals, tiles: not always a count


@pytest.mark.parametrize(
    ("typed", "minimum", "maximum", "english"),
    [
        ("abc", 0, None, "'abc' is not a number: type a whole number such as 3"),
        ("3.5", 0, None, "'3.5' is not a whole number: type a whole number such as 3"),
        ("-1", 0, None, "at least 0: a negative number does not fit here, type 0 or more"),
        ("1", 2, None, "at least 2: type 2 or more"),
        ("10", 0, 7, "at most 7: type 7 or less"),
        ("10", 0, Limit(7, "the box has 7"), "at most 7: the box has 7"),
        ("10000000000", 0, None, "that number is far too large: type a smaller one"),
        ("10000000000", 0, 7, "that number is far too large: type at most 7"),
    ],
)
def test_the_same_refusals_in_english(typed, minimum, maximum, english):
    with using("en"):
        assert refusal(typed, minimum, maximum) == english


def test_an_empty_answer_to_a_number_without_a_default_says_a_number_is_missing(tmp_path):
    def flow(entry: Entry) -> dict:
        return {"game": "toy", "n": entry.integer("n", "Body moci za 1. místo:")}

    for lang, said in (("cs", "chybí číslo: napište celé číslo, třeba 3"), ("en", "no number typed: type a whole")):
        with using(lang), pytest.raises(AssertionError, match=said):
            run(flow, Draft({"game": "toy"}, tmp_path / f"{lang}.json"), ScriptedPrompter([""]))


# --- 3. the tie sentence -------------------------------------------------------------------------------------

#: A tie rule as a game passes it, in Czech (Dominion's words; the rule: Dominion Strategy wiki, Turn).
FEWER_TURNS = "rozhoduje menší počet tahů (tahy: Ann 10, Bob 9)"


def tied_table(tie_rule: str | None, turns: dict[str, int] | None = None):
    """Ann 40, Bob 40, Cid 30; with ``turns``, fewer turns ranks higher."""
    from scorer.core.result import PlayerScore, decide

    players = [PlayerScore("Ann", total=40), PlayerScore("Bob", total=40), PlayerScore("Cid", total=30)]
    key = (lambda p: -turns[p.name]) if turns else None
    return players, decide(players, key, tie_rule, unit="VP")


def test_the_czech_tie_sentence_says_remiza_as_the_rulebooks_do():
    with using("cs"):
        _players, won = tied_table(FEWER_TURNS, {"Ann": 10, "Bob": 9, "Cid": 9})
        _players, shared = tied_table(None)
        _players, still = tied_table(FEWER_TURNS, {"Ann": 9, "Bob": 9, "Cid": 9})
    assert won.tie_break is not None and won.tie_break.text == f"remíza (Ann/Bob): {FEWER_TURNS}"
    assert won.reason == f"remíza: {FEWER_TURNS}"
    assert shared.tie_break is not None and shared.tie_break.text == "remíza (Ann/Bob): mají stejné pořadí"
    assert shared.reason == "remíza: o vítězství se dělí"
    assert still.tie_break is not None
    # seed 000: "Pokud bude stav stále nerozhodný, rozhoduje…"
    assert still.tie_break.text == f"remíza (Ann/Bob): {FEWER_TURNS}; stav je stále nerozhodný, mají stejné pořadí"
    assert still.reason == "remíza, kterou nerozhodlo ani pravidlo pro remízu: o vítězství se dělí"
    for outcome in (won, shared, still):
        assert "shod" not in outcome.reason and "shod" not in outcome.tie_break.text  # type: ignore[union-attr]


def test_the_tie_line_of_the_breakdown_starts_with_the_sentence_in_czech_and_keeps_its_heading_in_english():
    from scorer.core.render import render_text
    from scorer.core.result import ScoreResult

    def line(lang: str) -> str:
        with using(lang):
            players, outcome = tied_table(FEWER_TURNS, {"Ann": 10, "Bob": 9, "Cid": 9})
            text = outcome.tie_break.text  # type: ignore[union-attr]
            result = ScoreResult("toy", "Toy", players, list(outcome.winners), "VP", text, outcome=outcome)
            return next(x for x in render_text(result).splitlines() if "Ann/Bob" in x)

    assert line("cs") == f"Remíza (Ann/Bob): {FEWER_TURNS}"  # not "Rozhodnutí shody: shoda v součtu (…)"
    assert line("en") == f"Tie-break: tied on total (Ann/Bob): {FEWER_TURNS}"


# --- 4. a record field that must be text ------------------------------------------------------------------


def test_a_field_that_must_be_text_says_so_in_english_and_czech():
    from scorer.core.errors import RecordError
    from scorer.core.records import convert

    def said(value: object, lang: str) -> str:
        with using(lang), pytest.raises(RecordError) as caught:
            convert(["a", value], list[str], "$.hand")
        return str(caught.value)

    assert said(3, "en") == "$.hand[1]: the hand item 2 must be text: put it in quotes"
    assert said({"x": 1}, "en") == "$.hand[1]: the hand item 2 must be text, not an object: write text in quotes"
    assert said(3, "cs").endswith("má být text: napište ho do uvozovek")
    assert said({"x": 1}, "cs").endswith("má být text, ne objekt: napište místo něj text v uvozovkách")


# --- 2. Czech quotation marks ---------------------------------------------------------------------------


def test_the_core_quotes_names_and_typed_text_with_czech_marks():
    from scorer.core.errors import AmbiguousNameError, RecordError, UnknownNameError
    from scorer.core.records import convert
    from scorer.core.table import check_players

    def said(make, lang: str) -> str:
        with using(lang):
            try:
                make()
            except Exception as e:  # each maker raises the error it shows
                return str(e)
        raise AssertionError("nothing refused")

    def unknown() -> None:
        raise UnknownNameError("karta", "Quen", ["Královna", "Kouzelnice"])

    def ambiguous() -> None:
        raise AmbiguousNameError("karta", "elf", ["Elfí lučištníci", "Elfský luk"])

    def text_for_a_number() -> None:
        convert({"n": "x"}, dict[str, int], "$")

    def two_players() -> None:
        check_players(["Ann", "ann"], 2, 4, "Toy")

    assert said(unknown, "cs") == "karta „Quen“ neexistuje: nemysleli jste „Královna“, „Kouzelnice“?"
    assert said(unknown, "en") == "unknown karta 'Quen': did you mean 'Královna', 'Kouzelnice'?"
    assert "„elf“" in said(ambiguous, "cs") and "„Elfí lučištníci“, „Elfský luk“" in said(ambiguous, "cs")
    assert "'elf'" in said(ambiguous, "en")
    assert "„x“" in said(text_for_a_number, "cs") and "the text 'x'" in said(text_for_a_number, "en")
    assert "„ann“" in said(two_players, "cs") and "'ann'" in said(two_players, "en")
    with using("cs"), pytest.raises(RecordError) as caught:
        convert({"n": 1, "colour": 2}, _Toy, "$")
    assert "„colour“" in str(caught.value)


class _Toy:
    """Replaced below by a msgspec Struct (kept out of the import of the test module's top)."""


def _toy_struct():
    import msgspec

    class Toy(msgspec.Struct, forbid_unknown_fields=True):
        n: int

    return Toy


_Toy = _toy_struct()  # type: ignore[misc]


@pytest.mark.parametrize(
    ("args", "czech"),
    [
        # since the second Czech trial (Simurgh D1) a misspelt command points to the help of the one meant
        (["domnion"], "scorer: neznámý příkaz „domnion“: nemysleli jste „dominion“? (viz „scorer dominion --help“)"),
        (["score"], "scorer: chybí argument „SOUBOR“ (viz „scorer score --help“)"),
        (["--lang", "xx", "score", "f"], "scorer: --lang „xx“: jazyky jsou cs (čeština) a en (angličtina)"),
    ],
)
def test_the_clis_own_lines_quote_with_czech_marks(args, czech, monkeypatch):
    from helpers import run_cli

    monkeypatch.setenv("LANG", "cs_CZ.UTF-8")  # a Czech table; --lang xx is refused in its language
    code, _out, err = run_cli(*args)
    assert code == 2 and err.startswith(czech), err


def test_no_czech_core_message_quotes_with_straight_single_quotes():
    """Every quote of the core's Czech catalogue is „…“; straight double quotes stay only around JSON ("game")."""
    import re

    from helpers import ROOT

    po = (ROOT / "scorer" / "locale" / "cs" / "LC_MESSAGES" / "core.po").read_text(encoding="utf-8")
    strings = re.findall(r'^msgstr(?:\[\d\])? "(.*)"$', po, flags=re.M)
    assert len(strings) > 200
    assert [s for s in strings if re.search(r"'[^']+'", s)] == []


# --- 5. the examples and --help in Czech --------------------------------------------------------------------


def test_the_top_help_names_the_czech_edition_of_mystical_realms(monkeypatch):
    """The Czech edition is *Tajuplné říše* (seed 001); the help said only "Mystical Realms"."""
    from helpers import run_cli

    monkeypatch.setenv("LANG", "cs_CZ.UTF-8")
    code, out, _err = run_cli("--help")
    words = " ".join(out.split())  # the help is wrapped at the terminal's width
    assert code == 0 and "Počítání bodů deskových her u stolu: Tajuplné říše (Mystical Realms), Dominion" in words


def test_the_explanation_heading_reads_as_a_heading_in_czech():
    """--explain's heading was "Jak se to vyhodnotilo:" (a question-like phrase); a heading names the steps."""
    from scorer.core.render import render_text
    from scorer.core.result import PlayerScore, ScoreResult

    result = ScoreResult("toy", "Toy", [PlayerScore("Ann", total=3)], ["Ann"], "points", explanation=["krok 1"])
    with using("cs"):
        text = render_text(result, explain=True)
    assert "Postup vyhodnocení:\n  krok 1" in text
