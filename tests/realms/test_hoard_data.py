"""The Cursed Hoard and promo card data (cards_data/realms/cursed_hoard.json, promo.json) and its loading.

Facts are checked by hand against ../shared/reference/mystical_realms_cards.json
(REF) and the two peer scorers' own data: the web scorer's js/deck.js (JPRAET,
fantasy-realms/fantasy-realms.github.io at f35a7e9) and the Android scorer's
CursedHoardSet.kt / PromoSet.kt / DeluxeEditionSet.kt (KLAMEREK,
lcha78/fantasy-realm-scoring at 6d162cd). All three agree on every value below.
These tests check data and loading only: the engine does not score these cards yet.
"""

import json
from pathlib import Path

import pytest

from scorer.core.data import DataError
from scorer.core.errors import InputError
from scorer.games.realms import cards
from scorer.games.realms.cards import EXPANSIONS, HOARD_SUITS, SUITS, deck, deck_for, load_table_deck

HERE = Path(__file__).parent
REFERENCE = HERE.parent.parent.parent / "shared" / "reference" / "mystical_realms_cards.json"

# id: (English name, Czech name, suit, base strength) -- REF, JPRAET deck.js, KLAMEREK *Set.kt.
HOARD_CARDS = {
    "dungeon": ("Dungeon", "Podzemí", "building", 7),
    "castle": ("Castle", "Zámek", "building", 10),
    "crypt": ("Crypt", "Krypta", "building", 21),
    "chapel": ("Chapel", "Kaple", "building", 2),
    "garden": ("Garden", "Zahrady", "land", 11),
    "genie": ("Genie", "Džin", "outsider", -50),
    "judge": ("Judge", "Soudce", "outsider", 11),
    "angel": ("Angel", "Anděl", "outsider", 16),
    "leprechaun": ("Leprechaun", "Leprikón", "outsider", 20),
    "demon": ("Demon", "Démon", "outsider", 45),
    "dark_queen": ("Dark Queen", "Temná vládkyně", "undead", 10),
    "ghoul": ("Ghoul", "Ghúl", "undead", 8),
    "specter": ("Specter", "Přízrak", "undead", 12),
    "lich": ("Lich", "Kostěj", "undead", 13),
    "death_knight": ("Death Knight", "Nemrtvý rytíř", "undead", 14),
}
# Replacement card: (base card it replaces, suit, base strength). Bell Tower becomes a Building.
REPLACEMENTS = {
    "bell_tower_ch": ("bell_tower", "building", 8),
    "fountain_of_life_ch": ("fountain_of_life", "flood", 1),
    "great_flood_ch": ("great_flood", "flood", 32),
    "rangers_ch": ("rangers", "army", 5),
    "necromancer_ch": ("necromancer", "wizard", 3),
    "world_tree_ch": ("world_tree", "artifact", 2),
    "shapeshifter_ch": ("shapeshifter", "wild", 0),
    "mirage_ch": ("mirage", "wild", 0),
}
# Cursed Item: points when used (face down) at the end of the game.
ITEM_VALUES = {
    "spyglass": -1,
    "sarcophagus": 5,
    "blindfold": 5,
    "book_of_prophecy": -1,
    "crystal_ball": -1,
    "market_wagon": -2,
    "backpack": -2,
    "shovel": -2,
    "sealed_vault": -4,
    "crystal_lens": -2,
    "larcenous_gloves": -3,
    "junkyard_map": -3,
    "winged_boots": -4,
    "staff_of_transmutation": -4,
    "rake": -4,
    "treasure_chest": -5,
    "fishhook": -6,
    "repair_kit": -6,
    "hourglass": -7,
    "gold_mirror": -8,
    "cauldron": -9,
    "lantern": -10,
    "portal": -20,
    "wishing_ring": -30,
}


@pytest.fixture(scope="module")
def hoard():
    return deck_for(["cursed_hoard"])


def test_the_base_deck_is_unchanged():
    d = deck()
    assert len(d.cards) == 53 and set(d.suits) == set(SUITS)
    assert d.expansions == () and d.printing == "original" and d.items == {} and d.replaced == {}
    assert (d.hand_size, d.max_hand_size, d.end_of_game_draws) == (7, 8, ("necromancer",))
    assert deck_for() is d and deck_for([], "original") is d
    assert d.matcher.match("Great Flood") == "great_flood"
    assert "bell_tower_ch" not in d.cards and "dungeon" not in d.cards


def test_cursed_hoard_deck_counts(hoard):
    # 53 base cards, 8 of them replaced by their *_ch versions, and 15 new cards.
    assert len(hoard.cards) == 53 + 15
    assert set(hoard.suits) == set(SUITS) | set(HOARD_SUITS)
    assert hoard.expansions == ("cursed_hoard",)
    assert hoard.replaced == {base: ch for ch, (base, *_) in REPLACEMENTS.items()}
    assert not set(hoard.replaced) & set(hoard.cards)
    assert len(hoard.items) == 24


def test_hand_size_and_end_of_game_draws(hoard):
    # Both peers: 8 cards with the new suits, +1 per Leprechaun, Genie, Necromancer, at most 9
    # (JPRAET hand.js, KLAMEREK Game.handSizeExpected); the draws in the rulebook's order (issue #4).
    assert (hoard.hand_size, hoard.max_hand_size) == (8, 9)
    assert hoard.end_of_game_draws == ("leprechaun", "genie", "necromancer_ch")
    assert deck_for(["promo"]).hand_size == 7  # the promo cards alone change nothing


@pytest.mark.parametrize("card_id", sorted(HOARD_CARDS))
def test_new_suit_card_facts(hoard, card_id):
    name, czech, suit, base = HOARD_CARDS[card_id]
    c = hoard[card_id]
    assert (c.name, c.czech, c.suit, c.base) == (name, czech, suit, base)
    assert c.expansion == "cursed_hoard" and not c.replaces
    assert set(c.sources) >= {"JPRAET", "KLAMEREK"}


@pytest.mark.parametrize("card_id", sorted(REPLACEMENTS))
def test_replacement_card_facts(hoard, card_id):
    old_id, suit, base = REPLACEMENTS[card_id]
    c, old = hoard[card_id], deck()[old_id]
    assert (c.replaces, c.suit, c.base) == (old_id, suit, base)
    assert (c.name, c.czech) == (old.name, old.czech)  # the same card name, so the base name means it
    assert hoard.matcher.match(old.name) == card_id
    assert hoard.matcher.match(old.czech) == card_id


def test_only_bell_tower_changes_suit():
    # REF: "Replacement card is a BUILDING (not a Land) with base 8"; every other keeps suit and base.
    changed = [
        ch for ch, (old, suit, base) in REPLACEMENTS.items() if (deck()[old].suit, deck()[old].base) != (suit, base)
    ]
    assert changed == ["bell_tower_ch"]


def test_names_in_both_languages(hoard):
    assert hoard.matcher.match("stoleta voda") == "great_flood_ch"
    assert hoard.matcher.match("Podzemí") == "dungeon"
    assert hoard.matcher.match("nemrtvy rytir") == "death_knight"
    assert hoard.matcher.match("Spectre") == "specter"  # aliases: other spellings seen
    assert hoard.matcher.match("Temný vládkyně") == "dark_queen"
    assert hoard.suit_matcher.match("Nemrtvý") == "undead"
    assert hoard.suit_matcher.match("Budova") == "building"  # KLAMEREK's Czech word for the suit
    assert hoard.item_matcher.match("Truhlice") == "treasure_chest"
    assert hoard.name("wishing_ring") == "Wishing Ring"


def test_mentions_follow_the_replacements(hoard):
    # Whirlwind names Great Flood: with Cursed Hoard that is the replacement card.
    assert deck()["whirlwind"].mentions == ("rainstorm", "blizzard", "great_flood")
    assert hoard["whirlwind"].mentions == ("rainstorm", "blizzard", "great_flood_ch")
    assert hoard["dungeon"].mentions == ("necromancer_ch", "warlock_lord", "demon")
    every = {m for c in hoard.cards.values() for m in c.mentions}
    assert every <= set(hoard.cards)


def test_item_values(hoard):
    assert {i: it.value for i, it in hoard.items.items()} == ITEM_VALUES
    assert hoard.items["spyglass"].two_player_value == -10  # printed footnote (REF, JPRAET, KLAMEREK)
    chest = hoard.items["treasure_chest"]
    assert (chest.value, chest.bonus, chest.bonus_other_items) == (-5, 25, 3)
    assert [i for i, it in hoard.items.items() if it.bonus or it.two_player_value is not None] == [
        "spyglass",
        "treasure_chest",
    ]


def test_promo_cards_follow_the_printing():
    original = deck_for(["promo"])
    deluxe = deck_for(["promo"], "deluxe")
    assert {"jester", "phoenix_promo"} <= set(original.cards) and "phoenix_deluxe" not in original.cards
    assert {"jester", "phoenix_deluxe"} <= set(deluxe.cards) and "phoenix_promo" not in deluxe.cards
    assert original.matcher.match("Phoenix") == "phoenix_promo"
    assert deluxe.matcher.match("Fénix") == "phoenix_deluxe"
    jester = original["jester"]
    assert (jester.suit, jester.base, jester.czech) == ("wizard", 3, "Šašek")
    for ph in (original["phoenix_promo"], deluxe["phoenix_deluxe"]):
        assert (ph.suit, ph.base, ph.extra_suits) == ("beast", 14, ("flame", "weather"))
        assert ph.one_source  # the Czech name Fénix comes from KLAMEREK only
    assert len(original.cards) == 53 + 2 and not original.items  # no Cursed Hoard: no items, no new suits


def test_deluxe_wildfire_spares_outsiders():
    assert "outsider" not in deck_for(["cursed_hoard"])["wildfire"].suit_groups[0]
    deluxe = deck_for(["cursed_hoard"], "deluxe")["wildfire"]
    assert "outsider" in deluxe.suit_groups[0] and "Outsider" in deluxe.text and deluxe.printing == "deluxe"
    assert deck_for(["cursed_hoard"], "deluxe")["mirage_ch"].printing == ""  # the other cards are one text


def test_suit_comparing_and_wild_cards(hoard):
    assert {c.id for c in hoard.cards.values() if c.compares_suits} == {"demon", "world_tree_ch"}
    assert hoard["shapeshifter_ch"].wild_suits == ("artifact", "leader", "wizard", "weapon", "beast", "undead")
    assert hoard["mirage_ch"].wild_suits == ("army", "building", "land", "weather", "flood", "flame")


def test_every_expansion_card_has_its_sources_and_czech_name():
    d = deck_for(EXPANSIONS)
    extra = [c for c in d.cards.values() if c.expansion != "base"]
    assert len(extra) == 15 + 8 + 2
    for c in extra:
        assert c.czech and c.czech_sources and c.sources and c.text, c.id


def test_the_deck_of_a_table_is_loaded_once():
    assert deck_for(["promo", "cursed_hoard"]) is deck_for(("cursed_hoard", "promo"))
    assert deck_for(["cursed_hoard", "promo"]).expansions == ("cursed_hoard", "promo")


@pytest.mark.parametrize(
    "expansions,printing,message",
    [
        (["cursed-hoard"], "original", "unknown expansion 'cursed-hoard': use cursed_hoard or promo"),
        (["promo"], "luxe", "unknown printing 'luxe': use original or deluxe"),
    ],
)
def test_an_unknown_expansion_or_printing_is_one_line(expansions, printing, message):
    with pytest.raises(InputError) as e:
        deck_for(expansions, printing)
    assert str(e.value) == message


def _broken(monkeypatch, name, change):
    import scorer.core.data as data

    real = data.read_data

    def read(game, file):
        raw = real(game, file)
        if file == name:
            change(raw)
        return raw

    monkeypatch.setattr(data, "read_data", read)
    return cards._expansion_files.__wrapped__


def test_a_replacement_of_an_unknown_card_is_refused(monkeypatch):
    def change(raw):
        next(c for c in raw["cards"] if c["id"] == "rangers_ch")["replaces"] = "rangerz"

    load = _broken(monkeypatch, "cursed_hoard.json", change)
    with pytest.raises(DataError, match=r"cursed_hoard.json: \$: .*rangers_ch: replaces unknown base card 'rangerz'"):
        load()


def test_a_card_of_an_unknown_suit_or_source_is_refused(monkeypatch):
    def change(raw):
        raw["cards"][0]["suit"] = "dungeon"
        raw["items"][0]["sources"] = ["BGG"]

    load = _broken(monkeypatch, "cursed_hoard.json", change)
    with pytest.raises(DataError) as e:
        load()
    assert "dungeon: unknown ['dungeon']" in str(e.value) and "spyglass: unknown source 'BGG'" in str(e.value)


def test_a_missing_item_value_names_the_field(monkeypatch):
    load = _broken(monkeypatch, "cursed_hoard.json", lambda raw: raw["items"][3].pop("value"))
    with pytest.raises(DataError, match=r"cursed_hoard.json: \$.items\[3\]: object missing required field `value`"):
        load()


def test_a_promo_file_without_both_phoenix_texts_is_refused(monkeypatch):
    load = _broken(monkeypatch, "promo.json", lambda raw: raw["cards"].pop())
    with pytest.raises(DataError, match=r"promo.json: \$: expected jester, phoenix_promo and phoenix_deluxe"):
        load()


def test_load_table_deck_builds_a_fresh_deck():
    assert load_table_deck(["cursed_hoard"]) is not deck_for(["cursed_hoard"])
    assert set(load_table_deck(["cursed_hoard"]).cards) == set(deck_for(["cursed_hoard"]).cards)


@pytest.mark.skipif(not REFERENCE.exists(), reason="the shared card reference is not next to this checkout")
def test_the_data_agrees_with_the_shared_reference():
    ref = json.loads(REFERENCE.read_text(encoding="utf-8"))
    d = deck_for(EXPANSIONS)
    deluxe = deck_for(EXPANSIONS, "deluxe")
    rows = [r for r in ref["cards"] if r["expansion"] != "base"] + ref["promo_cards"]
    assert len(rows) == 15 + 8 + 24 + 3
    for r in rows:
        if r["suit"] == "cursed_item":
            it = d.items[r["id"]]
            assert (it.name, it.czech, it.value) == (r["english_name"], r["czech_name"], r["point_value"]), r["id"]
            continue
        c = d.cards.get(r["id"]) or deluxe.cards[r["id"]]
        assert (c.name, c.czech, c.suit, c.base) == (
            r["english_name"],
            r["czech_name"],
            r["suit"],
            r["base_strength"],
        ), r["id"]
        assert c.replaces == r.get("replaces", ""), r["id"]


# ------------------------------------------------------------------ the peers' cases (data only)
# tests/realms/peer_hoard_cases.json (make_hoard_cases.py) holds the 62 Cursed Hoard and promo
# assertions of the two peer scorers' suites. The engine cannot score them yet; these tests
# check that each case is well formed and names only cards and choices its table holds.

CASES = json.loads((HERE / "peer_hoard_cases.json").read_text(encoding="utf-8"))
CASE_KEYS = {"id", "sources", "expansions", "printing", "players", "discard_area", "items", "hand", "choose"}
CASE_KEYS |= {"expected_total", "card_points", "partial"}


def test_the_cases_hold_every_peer_assertion():
    # 22 assertions of the web scorer's js/tests.js after enableCursedHoardSuits, 40 of the
    # Android scorer's ScoringTest.kt (counted by make_hoard_cases.py --check against the files).
    assert CASES["count"] == 62 == sum(len(c["sources"]) for c in CASES["cases"])
    ids = [c["id"] for c in CASES["cases"]]
    assert len(ids) == len(set(ids))
    files = {s["file"].split(" ")[0] for c in CASES["cases"] for s in c["sources"]}
    assert files == {"fantasy-realms/fantasy-realms.github.io", "lcha78/fantasy-realm-scoring"}


@pytest.mark.parametrize("case", CASES["cases"], ids=lambda c: c["id"])
def test_a_peer_case_is_well_formed(case):
    assert CASE_KEYS <= set(case) <= CASE_KEYS | {"note", "decision"}
    d = deck_for(case["expansions"], case["printing"])
    assert set(case["hand"]) <= set(d.cards) and len(set(case["hand"])) == len(case["hand"])
    assert set(case["discard_area"]) <= set(d.cards) and not set(case["discard_area"]) & set(case["hand"])
    assert set(case["items"]) <= set(d.items)
    for choice in case["choose"]:
        who, _, what = choice.partition("=")
        target, _, suit = what.partition(":")
        assert who in case["hand"] and (target == "none" or target in d.cards), choice
        assert not suit or suit in d.suits, choice
    assert case["players"] is None or 2 <= case["players"] <= 6
    # the hand-checked points add up, one entry per card
    assert sorted(case["card_points"]) == sorted(case["hand"])
    assert sum(case["card_points"].values()) == case["expected_total"]
    # a total that differs from what a peer asserts says why
    differs = any(s["asserted"] != case["expected_total"] for s in case["sources"])
    assert differs == ("decision" in case)
    for s in case["sources"]:
        assert s["file"] and s["test"] and isinstance(s["asserted"], int)


def test_the_decided_disagreements():
    # Hand-checked: Great Flood + Deluxe Phoenix + Beastmaster (Phoenix's penalty cleared, no other card
    # blanks it): 32 + 14 + 18; Jester with a blanked Warship (BGG 1841490: not odd): 9 + 9 + 9 + 0;
    # Deluxe Phoenix + Enchantress (a Flame and a Weather): 14 + 15.
    decided = {c["id"]: (c["expected_total"], sorted(s["asserted"] for s in c["sources"])) for c in CASES["cases"]}
    decided = {k: v for k, v in decided.items() if any(a != v[0] for a in v[1])}
    assert decided == {
        "jpraet_great_flood_can_still_blank_a_phoenix_since_it_is_a_flood": (64, [41]),
        "jpraet_phoenix_gives_double_bonus_for_enchantress": (29, [24, 29]),
        "klamerek_jester_with_all_cards_as_odd": (27, [71]),
    }
