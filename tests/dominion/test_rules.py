"""One hand-checked value (or more) per VP element of ../shared/reference/dominion_vp_cards.json.

Each expected value is worked out by hand from the rule quoted in the comment;
"ref X" names the element id in the reference file, whose sources are the
dominiontabs card texts/FAQ (DT_EN) and the pages listed there.
"""

import dominion_helpers
import pytest
from dominion_helpers import one, row, total

from scorer.games.dominion import rules, score_record

C7 = {"Copper": 7}

# (card, copies, expected VP of the deck {card: copies, Copper: 7}, source)
FIXED = [
    ("Curse", 2, -2, "ref curse: -1 each"),
    ("Kletba", 2, -2, "ref curse: Czech name Kletba (seed 002 uses it; DT_CS)"),
    ("Estate", 2, 2, "ref estate: 1 each"),
    ("Duchy", 2, 6, "ref duchy: 3 each"),
    ("Province", 2, 12, "ref province: 6 each"),
    ("Colony", 2, 20, "ref colony: 10 each"),
    ("Great Hall", 2, 2, "ref great_hall: 1 each"),
    ("Harem", 2, 4, "ref harem: 2 each"),
    ("Farm", 2, 4, "ref harem: later printings name it Farm"),
    ("Nobles", 2, 4, "ref nobles: 2 each"),
    ("Mill", 2, 2, "ref mill: 1 each"),
    ("Island", 2, 4, "ref island: 2 each"),
    ("Farmland", 2, 4, "ref farmland: 2 each"),
    ("Tunnel", 2, 4, "ref tunnel: 2 each"),
    ("Overgrown Estate", 1, 0, "ref overgrown_estate: 0 VP"),
    ("Dame Josephine", 1, 2, "ref dame_josephine: 2 VP"),
    ("Crumbling Castle", 1, 1, "ref crumbling_castle: 1 VP"),
    ("Small Castle", 1, 2, "ref small_castle: 2 VP"),
    ("Haunted Castle", 1, 2, "ref haunted_castle: 2 VP"),
    ("Opulent Castle", 1, 3, "ref opulent_castle: 3 VP"),
    ("Sprawling Castle", 1, 4, "ref sprawling_castle: 4 VP"),
    ("Grand Castle", 1, 5, "ref grand_castle: 5 VP"),
    ("Cemetery", 2, 4, "ref cemetery: 2 each"),
    ("Distant Shore", 2, 4, "ref distant_shore: 2 each"),
    ("Stronghold", 2, 4, "ref stronghold: 2 each"),
    ("Monument", 2, 0, "ref monument: only its VP tokens count, the card has none"),
    ("Bag of Gold", 1, 0, "ref bag_of_gold: a Prize has no VP"),
    ("Coronet", 1, 0, "ref coronet: a Reward has no VP"),
    ("Hovel", 1, 0, "ref hovel: no VP"),
    ("Necropolis", 1, 0, "ref necropolis: no VP"),
    ("Abandoned Mine", 1, 0, "ref ruins: no VP"),
    ("Tournament", 1, 0, "ref tournament"),
    ("Young Witch", 1, 0, "ref young_witch"),
    ("Joust", 1, 0, "ref joust"),
    ("Followers", 1, 0, "ref followers: a Prize"),
    ("Princess", 1, 0, "ref princess: a Prize"),
    ("Trusty Steed", 1, 0, "ref trusty_steed: a Prize"),
    ("Diadem", 1, 0, "ref diadem: a Prize"),
    ("Courser", 1, 0, "ref courser: a Reward"),
    ("Housecarl", 1, 0, "ref housecarl: a Reward"),
    ("Huge Turnip", 1, 0, "ref huge_turnip: a Reward"),
    ("Renown", 1, 0, "ref renown: a Reward"),
    ("Silver", 3, 0, "ref silver"),
    ("Gold", 3, 0, "ref gold"),
    ("Miser", 1, 0, "ref miser"),
    ("Native Village", 1, 0, "ref native_village"),
    ("Platinum", 1, 0, "ref platinum"),
    ("Potion", 1, 0, "ref potion"),
]


@pytest.mark.parametrize("card,n,expected,source", FIXED)
def test_fixed_value_cards(card, n, expected, source):
    assert total({card: n, **C7}) == expected, source


def test_gardens_edges():
    """ref gardens: 1 VP per full 10 cards, Gardens included (39 → 3, 40 → 4; rulebook p.12: 37 → 3)."""
    assert total({"Gardens": 1, "Copper": 38}) == 3
    assert total({"Gardens": 1, "Copper": 39}) == 4
    assert total({"Gardens": 2, "Copper": 35}) == 6  # 37 cards → 3 each
    assert total({"Zahrady": 1, "Copper": 9}) == 1  # Czech Zahrady = Gardens; 10 cards


def test_duke_counts_duchies_not_itself():
    """ref duke: 1 VP per Duchy; 2 Dukes + 3 Duchies → 3 each + 9 = 15."""
    assert total({"Duke": 2, "Duchy": 3}) == 15
    assert total({"Duke": 3}) == 0


def test_vineyard_counts_every_action_type():
    """ref vineyard: 11 Actions → 3; Great Hall (Action-Victory) and Necropolis (Action-Shelter) are Actions."""
    assert total({"Vineyard": 1, "Village": 10, "Smithy": 1}) == 3
    assert total({"Vineyard": 1, "Village": 1, "Great Hall": 1, "Necropolis": 1}) == 1 + 1  # 3 Actions; GH 1 VP
    # Coronet is Action-Treasure (ref coronet): 2 Coronets + 1 Village = 3 Actions → 1 (a game holds 2 Coronets)
    assert total({"Vineyard": 1, "Coronet": 2, "Village": 1}) == 1


@pytest.mark.parametrize("names,expected", [(4, 0), (5, 2), (9, 2), (10, 4), (14, 4), (15, 6)])
def test_fairgrounds_thresholds(names, expected):
    """ref fairgrounds / seed 002 (Tržiště): 2 VP per full 5 names, Fairgrounds itself one of them."""
    others = [
        "Copper",
        "Silver",
        "Gold",
        "Village",
        "Smithy",
        "Market",
        "Festival",
        "Laboratory",
        "Library",
        "Cellar",
        "Chapel",
        "Moat",
        "Militia",
        "Witch",
    ]
    deck = {"Tržiště": 1, **{c: 2 for c in others[: names - 1]}}
    assert total(deck) == expected


def test_fairgrounds_counts_prizes_ruins_knights_as_names():
    """ref bag_of_gold/diadem, ruins, dame_josephine: each differently named card is a name (WIKI_FAIRGROUNDS_DIFF)."""
    assert total({"Fairgrounds": 1, "Copper": 1, "Estate": 1, "Bag of Gold": 1, "Diadem": 1}) == 2 + 1
    assert total({"Fairgrounds": 1, "Abandoned Mine": 1, "Ruined Library": 1, "Ruined Market": 1, "Survivors": 1}) == 2
    assert total({"Fairgrounds": 1, "Sir Martin": 1, "Dame Anna": 1, "Dame Molly": 1, "Sir Bailey": 1}) == 2


def test_silk_road_and_marchland():
    """ref silk_road: 11 Victory cards → 2 (itself included); ref marchland: 11 → 3; Curses are not Victory cards."""
    assert total({"Silk Road": 1, "Estate": 10}) == 2 + 10
    assert total({"Marchland": 1, "Estate": 10}) == 3 + 10
    assert total({"Silk Road": 1, "Estate": 2, "Curse": 5}) == 0 + 2 - 5  # 3 Victory cards
    # Overgrown Estate is a Victory card (ref overgrown_estate): 4 Victory cards → 1
    assert total({"Silk Road": 1, "Overgrown Estate": 1, "Estate": 2}) == 1 + 0 + 2


def test_feodum():
    """ref feodum: 11 Silvers → 3 each."""
    assert total({"Feodum": 2, "Silver": 11}) == 6
    assert total({"Feodum": 1, "Silver": 2}) == 0


def test_demesne_and_pasture():
    """ref demesne: 1 VP per Gold; ref pasture: 1 VP per Estate (3 Estates → 3), Overgrown Estate is not an Estate."""
    assert total({"Demesne": 2, "Gold": 3}) == 6
    assert total({"Pasture": 1, "Estate": 2, "Overgrown Estate": 1}) == 2 + 2


def test_castles_count_castles():
    """ref humble_castle (1 per Castle), kings_castle (2 per Castle), small_castle 2: 3 Castles → 3 + 6 + 2."""
    assert total({"Humble Castle": 1, "King's Castle": 1, "Small Castle": 1}) == 11
    assert total({"Kings Castle": 1}) == 2  # typed without the apostrophe


def test_territory():
    """ref territory: 1 VP per differently named Victory card (3 Estates, a Province, a Territory → 3)."""
    assert total({"Territory": 2, "Estate": 1}) == 2 * 2 + 1


def test_distant_lands_only_on_tavern_mat_but_always_a_card():
    """ref distant_lands: 4 VP on the Tavern mat, else 0; all three count for Gardens (10 cards → 1)."""
    assert total({"Gardens": 1, "Distant Lands": 3, "Copper": 6}, tavern_mat={"Distant Lands": 2}) == 1 + 8
    assert total({"Distant Lands": 2}) == 0


def test_cards_on_mats_count():
    """ref miser/native_village/island: cards on mats are the player's (rulebook p.4): 10 Coppers, 4 on the Tavern
    mat."""
    assert total({"Copper": 10, "Miser": 1}, tavern_mat={"Copper": 4}, landmarks=["Fountain"]) == 15


def test_vp_tokens_and_token_landmarks():
    """ref vp_tokens: 1 VP each; ref aqueduct…tomb: only tokens taken count."""
    assert total({"Monument": 1, "Estate": 3}, vp_tokens=5) == 8
    assert total({"Estate": 3}, vp_tokens=8, landmarks=["Aqueduct", "Mountain Pass"]) == 11


TOKEN_CARDS = [
    "Monument",
    "Bishop",
    "Goons",
    "Investment",
    "Collection",
    "Chariot Race",
    "Emporium",
    "Farmers' Market",
    "Groundskeeper",
    "Plunder",
    "Sacrifice",
    "Temple",
    "Wild Hunt",
]
TOKEN_LANDMARKS = [
    "Aqueduct",
    "Arena",
    "Basilica",
    "Baths",
    "Battlefield",
    "Colonnade",
    "Defiled Shrine",
    "Labyrinth",
    "Mountain Pass",
    "Tomb",
]


@pytest.mark.parametrize("card", TOKEN_CARDS)
def test_vp_token_cards_score_only_their_tokens(card):
    """ref vp_token_source elements: the card has no VP; the 4 tokens it gave count, + 3 Estates."""
    assert total({card: 2, "Estate": 3}, vp_tokens=4) == 7


@pytest.mark.parametrize("landmark", TOKEN_LANDMARKS)
def test_vp_token_landmarks_score_only_tokens_taken(landmark):
    """ref landmark_vp_tokens elements: nothing at game end beyond the tokens taken (5) + 3 Estates."""
    assert total({"Estate": 3, "Copper": 7}, vp_tokens=5, landmarks=[landmark]) == 8


@pytest.mark.parametrize("event", ["Conquest", "Dominate", "Ritual", "Salt the Earth", "Triumph", "Wedding"])
def test_events_are_not_cards(event):
    """ref Events (Conquest…Wedding): never in a deck; only their tokens count, so listing one is an error."""
    from scorer.core.errors import InputError

    with pytest.raises(InputError):
        total({event: 1})
    assert total({"Province": 1}, vp_tokens=9) == 15  # Dominate: a Province and 9 tokens


def test_misery_is_a_hex_not_a_state():
    """ref misery: the Hex gives the Miserable State; the State scores, the Hex is not held."""
    from scorer.core.errors import InputError

    with pytest.raises(InputError, match="Miserable"):
        total({"Estate": 3}, states=["Misery"])


@pytest.mark.parametrize(
    "state,expected",
    [("Miserable", -2), ("Twice Miserable", -4), ("Envious", 0), ("Deluded", 0), ("Lost in the Woods", 0)],
)
def test_states(state, expected):
    """ref miserable (-2), twice_miserable (-4, replaces it), envious_deluded (0)."""
    assert total({"Estate": 3}, states=[state]) == 3 + expected


def test_bandit_fort():
    """ref bandit_fort: 3 Silvers + 1 Gold → -8."""
    assert total({"Silver": 3, "Gold": 1}, landmarks=["Bandit Fort"]) == -8


def test_fountain_edges():
    """ref fountain: 15 VP from 10 Coppers, nothing more for more."""
    assert total({"Copper": 9}, landmarks=["Fountain"]) == 0
    assert total({"Copper": 10}, landmarks=["Fountain"]) == 15
    assert total({"Copper": 20}, landmarks=["Fountain"]) == 15


def test_coppers_typed_as_plural_are_coppers():
    """ref fountain: 10 Coppers → 15 VP; "Coppers" used to match Coppersmith (0 VP, and 10 Actions for Vineyard)."""
    assert total({"Coppers": 10}, landmarks=["Fountain"]) == 15
    assert total({"Vineyard": 1, "Coppers": 7, "Villages": 2}) == 0  # 2 Actions → 0 (ref vineyard)


def test_keep_compares_players():
    """ref keep: 5 VP per Treasure you have most of or tie for; 0 copies never score (WIKI_KEEP)."""
    record = {
        "game": "dominion",
        "landmarks": ["Keep"],
        "players": [
            {"name": "Ann", "cards": {"Gold": 3, "Silver": 2, "Copper": 7, "Platinum": 1}},
            {"name": "Bob", "cards": {"Gold": 3, "Silver": 4, "Copper": 6}},
        ],
    }
    result = score_record(record)
    assert [p.total for p in result.players] == [15, 10]  # Ann: Gold (tie), Copper, Platinum; Bob: Gold, Silver
    assert row(result, 0, "Keep (Landmark)").reason == "most or tied for most: Copper, Gold, Platinum"
    assert rules.keep({"Gold": 0}, [{}]) == []


def test_museum():
    """ref museum: 2 VP per differently named card: 3 names → 6, + 3 Estates."""
    assert total({"Copper": 7, "Estate": 3, "Silver": 1}, landmarks=["Museum"]) == 9


def test_obelisk_knights_pile_named_by_any_knight():
    """ref obelisk: 2 VP per card from the chosen pile whatever its name; pile named by any card in it."""
    deck = {"Sir Martin": 1, "Dame Josephine": 1, "Estate": 1}
    assert total(deck, landmarks=["Obelisk"], setup={"obelisk_pile": "Dame Anna"}) == 4 + 2 + 1
    assert total({"Abandoned Mine": 2}, landmarks=["Obelisk"], setup={"obelisk_pile": "Ruins"}) == 4


def test_orchard():
    """ref orchard: 4 VP per Action name with 3+ copies; 6 copies give nothing extra."""
    assert total({"Village": 3, "Smithy": 6, "Market": 2}, landmarks=["Orchard"]) == 8


def test_palace():
    """ref palace: 7 Coppers, 5 Silvers, 2 Golds → 2 sets → 6 VP."""
    assert total({"Copper": 7, "Silver": 5, "Gold": 2}, landmarks=["Palace"]) == 6


def test_tower():
    """ref tower: non-Victory cards from empty Supply piles; Curses count, Estates and Shelters do not."""
    deck = {"Curse": 2, "Village": 3, "Estate": 3, "Hovel": 1}
    setup = {"empty_supply_piles": ["Curse", "Village", "Estate"]}
    assert total(deck, landmarks=["Tower"], setup=setup) == 5 - 2 + 3
    split = {"Encampment": 2, "Plunder": 1}
    assert total(split, landmarks=["Tower"], setup={"empty_supply_piles": ["Plunder"]}) == 3


def test_triumphal_arch():
    """ref triumphal_arch: 7 Villa + 4 Wild Hunt → 12; tie for most counts the tied number."""
    assert total({"Villa": 7, "Wild Hunt": 4}, landmarks=["Triumphal Arch"]) == 12
    assert total({"Village": 5, "Smithy": 5}, landmarks=["Triumphal Arch"]) == 15
    assert total({"Village": 5}, landmarks=["Triumphal Arch"]) == 0


def test_wall():
    """ref wall: -1 VP per card past 15 (27 → -12)."""
    assert total({"Copper": 27}, landmarks=["Wall"]) == -12
    assert total({"Copper": 15}, landmarks=["Wall"]) == 0


def test_wolf_den():
    """ref wolf_den: -3 VP per name held exactly once (Province, Gold → -6)."""
    assert total({"Copper": 7, "Estate": 3, "Province": 1, "Gold": 1}, landmarks=["Wolf Den"]) == 3 + 6 - 6


def test_plateau_shepherds():
    """ref plateau_shepherds: 2 VP per Favor paired with a $2 card; Potion costs are not $2 (assumption)."""
    assert total({"Estate": 3, "Pouch": 1}, allies=["Plateau Shepherds"], favors=10) == 3 + 8
    assert total({"Apothecary": 2}, allies=["Plateau Shepherds"], favors=3) == 0


def test_young_witch_bane_is_not_a_curse():
    """Seed 002 (Roh hojnosti): the Bane („prokletí“) is an ordinary Kingdom card, not a Curse (Kletba)."""
    from scorer.core.errors import InputError

    with pytest.raises(InputError, match="Bane pile, not a card name"):
        total({"prokletí": 1})
    assert total({"Young Witch": 1, "Moat": 2, "Curse": 1}) == -1  # Moat as Bane: no VP


def test_breakdown_rows_carry_count_vp_each_and_reason():
    """The JSON contract: item, count, vp_each, vp, reason (rulebook p.12 Gardens: 37 cards → 3 VP each); issue 9
    adds points and unit (the same number as vp, in VP)."""
    result = score_record(one({"Gardens": 3, "Copper": 34}))
    assert result.to_json()["players"][0]["breakdown"] == [
        {
            "item": "Gardens",
            "count": 3,
            "vp_each": 3,
            "vp": 9,
            "points": 9,
            "unit": "VP",
            "reason": "37 cards → 3 VP each",
        }
    ]


def test_docstring_examples():
    """The worked examples in the rule docstrings (Gardens 39/40, Fairgrounds 17 names, second largest)."""
    import doctest

    from scorer.games.dominion import data, record

    for module in (rules, record, data):
        assert doctest.testmod(module).failed == 0, module.__name__


def test_assumptions_printed_follow_the_table():
    """The basic reading always; the tie rule only with tied totals; the others only where they decide something."""
    plain = score_record(one({"Province": 1})).assumptions
    assert len(plain) == 1 and "wherever it is" in plain[0]
    tie = score_record(
        {
            "game": "dominion",
            "players": [
                {"name": "Ann", "cards": {"Province": 1}, "turns": 3},
                {"name": "Bob", "cards": {"Province": 1}, "turns": 4},
            ],
        }
    )
    assert "fewer turns" in tie.assumptions[1]
    rich = " ".join(score_record(dominion_helpers.RICH).assumptions)
    for text in (
        "Distant Lands is worth 4 VP only",
        "Quick counts given (differently named cards)",
        "list every Treasure",
        "Obelisk: every card",
        "Tower: Curses count",
        "Arena: only the VP tokens",
        "Potion or Debt",
        "Triumphal Arch: with a tie",
        "even from one pile",
    ):
        assert text in rich, text


def test_readings_that_decide_nothing_are_not_printed():
    """Fairgrounds with every name from its own pile, Obelisk on Village (one name), Tower with no empty pile,
    Triumphal Arch without a tie for the most common Action, Plateau Shepherds without a Potion-cost card, no tie."""
    notes = " ".join(
        score_record(
            one(
                {"Fairgrounds": 1, "Village": 3, "Smithy": 2, "Estate": 3},
                favors=2,
                landmarks=["Obelisk", "Tower", "Triumphal Arch"],
                allies=["Plateau Shepherds"],
                setup={"obelisk_pile": "Village", "empty_supply_piles": []},
            )
        ).assumptions
    )
    for text in (
        "even from one pile",
        "Obelisk: every card",
        "Tower: Curses count",
        "Triumphal Arch: with a tie",
        "Potion or Debt",
        "fewer turns",
    ):
        assert text not in notes, text


def test_farm_shows_as_farm_not_harem():
    """Farm is the second-edition name of Harem (dominiontabs 'Harem / Farm'; same card, 2 VP each): a record that
    says Farm shows Farm in its rows, one that says Harem shows Harem (issue 13)."""
    farm = score_record(one({"Farm": 2, "Copper": 3})).players[0].rows
    assert [(r.item, r.points, r.reason) for r in farm] == [("Farm", 4, "2 × 2 VP")]
    harem = score_record(one({"Harem": 2})).players[0].rows
    assert [r.item for r in harem] == ["Harem"]
    assert [r.item for r in score_record(one({"farm": 1})).players[0].rows] == ["Farm"]


def test_what_if_says_who_would_win_and_by_how_much():
    """The what-if text says, after each option, where the player would stand (issue 13): Ann 3 Provinces = 18,
    Bob 2 Duchies = 6, Cyril 4 Provinces + 3 Estates = 27 (6 VP a Province, 3 a Duchy, 1 an Estate: 2nd edition
    rulebook). +1 Province: 24, 3 behind; +2 Provinces: 30, leads by 3; +3 Duchies: 27 = Cyril, who took fewer turns
    (17 < 18) and wins the tie (Dominion Strategy wiki, Turn)."""
    from scorer.games.dominion import what_if

    record = {
        "game": "dominion",
        "players": [
            {"name": "Ann", "cards": {"Province": 3}, "turns": 18},
            {"name": "Bob", "cards": {"Duchy": 2}, "turns": 18},
            {"name": "Cyril", "cards": {"Province": 4, "Estate": 3}, "turns": 17},
        ],
    }
    result = what_if(record, "Ann", [("Province", 1), ("Province", 2), ("Duchy", 3)])
    text = result.render()
    assert "+1 Province: Ann would still be 3 VP behind Cyril (24 to 27 VP)" in text
    assert "+2 Provinces: Ann would lead by 3 VP over Cyril (30 to 27 VP)" in text
    assert "+3 Duchies: Ann would tie Cyril at 27 VP; Cyril would win (fewer turns)" in text
    verdicts = [o["verdict"] for o in result.to_json()["options"]]
    assert verdicts[0] == "Ann would still be 3 VP behind Cyril (24 to 27 VP)"
    for p in record["players"]:  # without everyone's turns a tie is shared (Dominion Strategy wiki, Turn)
        del p["turns"]
    shared = what_if(record, "Ann", [("Duchy", 3)]).render()
    assert "+3 Duchies: Ann would tie Cyril at 27 VP; Ann and Cyril would share the win" in shared
