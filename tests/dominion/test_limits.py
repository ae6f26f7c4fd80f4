"""Plausible counts (issue 9, D2): a card's count is at most the copies of its pile for the player count, a deck at
most what every pile of a game holds. The figures are data (cards_data/dominion/limits.json) with their sources."""

import gzip
import json
import re
from pathlib import Path

import pytest
from dominion_helpers import one
from helpers import run_cli

from scorer.core.errors import RuleError
from scorer.games.dominion import score_record
from scorer.games.dominion.limits import card_limit, count_limit, limits, total_limit

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(
    "card,players,most",
    [
        # Dominion 2nd edition rulebook set-up: Victory piles 8 with 2 players, 12 with 3-4; p.9: 15/18 Provinces
        ("Province", 2, 8),
        ("Province", 3, 12),
        ("Province", 4, 12),
        ("Province", 5, 15),
        ("Province", 6, 18),
        ("Duchy", 2, 8),
        ("Duchy", 6, 12),
        ("Gardens", 2, 8),
        ("Gardens", 3, 12),
        ("Great Hall", 5, 12),
        # Estates: the pile and the 3 each player starts with
        ("Estate", 2, 8 + 6),
        ("Estate", 4, 12 + 12),
        # Curses: 10 per player after the first (p.9: 40 with 5, 50 with 6)
        ("Curse", 2, 10),
        ("Curse", 3, 20),
        ("Curse", 4, 30),
        ("Curse", 6, 50),
        # Coppers: the 60 of the base cards, the starting 7 each included; 5-6 players add a second set (p.9)
        ("Copper", 2, 60),
        ("Copper", 4, 60),
        ("Copper", 5, 120),
        ("Silver", 3, 40),
        ("Gold", 6, 60),
        ("Platinum", 4, 12),
        ("Potion", 2, 16),
        # a Kingdom pile of 10 (Cornucopia rulebook p.1, "každá karta 10krát"); a card of a pile of several holds
        # only its own share: split piles 5 + 5 (Catapult/Rocks), the Augurs 4 copies of 4 cards (Allies rulebook)
        ("Village", 2, 10),
        ("Fairgrounds", 4, 12),
        ("Catapult", 3, 5),
        ("Acolyte", 3, 4),
        # Castles: 2 copies of King's Castle with 3+ players (Dominion Strategy wiki, Castle: 12 cards, a second
        # Humble, Small, Opulent and King's Castle; the data keeps the most of any one, 2, for every Castle);
        # Knights: 10 different Knights, one of each (Dark Ages rulebook); Ruins: 10 of each of the 5 (Dark Ages),
        # so 10 Survivors at most even in the 20-card pile of 3 players
        ("King's Castle", 3, 2),
        ("Dame Anna", 4, 1),
        ("Sir Martin", 2, 1),
        ("Survivors", 3, 10),
        # non-Supply: one of each Prize (Cornucopia p.1); Rewards 1 with 2 players, 2 with 3+ (Joust FAQ); Heirlooms
        # and Shelters one per player; Horses 30
        ("Bag of Gold", 4, 1),
        ("Demesne", 2, 1),
        ("Demesne", 3, 2),
        ("Pasture", 3, 3),
        ("Hovel", 5, 5),
        ("Horse", 2, 30),
    ],
)
def test_card_limits(card, players, most):
    limit = card_limit(card, players)
    assert limit.value == most and limit.source.startswith(f"with {players} player")


def test_total_limit_by_hand():
    """2 players: base piles 60 + 40 + 30 + 12 + 16 + 14 + 8 + 8 + 8 + 10 = 206, Ruins 10, 12 Kingdom piles of the
    largest size (Rats, 20) = 240, non-Supply cards 222 (Horses 30, Spoils 15, Wishes 12, Imps 13, Ghosts 6,
    Will-o'-Wisps 12, Bats 10, Madmen 10, Mercenaries 10, Champions 5, Teachers 5, 5 Prizes, 6 Rewards, 3 Zombies,
    6 Travellers x 5, the Loot deck 30, 7 Heirlooms x 2, 3 Shelters x 2): 678. One player (larger readings:
    Victory piles 12, 2 of each Reward): 687."""
    assert total_limit(2).value == 206 + 10 + 240 + 222
    assert total_limit(1).value == 687
    assert count_limit("total_cards", 2).value == 678 and count_limit("coppers", 5).value == 120
    assert count_limit("obelisk_pile_cards", 3, "Knights").value == 10


def test_every_figure_has_a_source():
    data = limits()
    groups = [data.cards, data.piles, data.non_supply, data.non_supply_types]
    for entry in [e for g in groups for e in g.values()] + [data.kingdom, data.victory_kingdom]:
        assert re.search(r"rulebook|wiki|domdiv|FAQ", entry.source), entry


def test_domdiv_counts_in_the_limits_match_the_installed_database():
    """Every 'domdiv count N' cited in limits.json is the count of the domdiv card database (the data cards.json
    is built from, tools/dominion_data.py)."""
    domdiv = pytest.importorskip("domdiv")
    folder = Path(domdiv.__file__).resolve().parent / "card_db"
    with gzip.open(folder / "cards_db.json.gz", "rt", encoding="utf-8") as f:
        counts = {e["card_tag"]: e.get("count") for e in json.load(f)}
    data = limits()
    checked = 0
    for name, entry in [
        *data.cards.items(),
        *data.non_supply.items(),
        ("Loot", data.non_supply_types["Loot"]),
        ("Ruins", data.piles["Ruins"]),
        ("Port", data.piles["Port"]),
        ("Rats", data.piles["Rats"]),
    ]:
        cited = re.search(r"domdiv count (\d+)", entry.source)
        if cited:
            assert int(counts[name]) == int(cited.group(1)), name
            checked += 1
    for pile in ("Augurs", "Clashes", "Forts", "Odysseys", "Townsfolk", "Wizards"):
        members = json.loads((ROOT / "cards_data/dominion/cards.json").read_text(encoding="utf-8"))["cards"]
        assert sum(int(counts[c["name"]]) for c in members if c["pile"] == pile) == data.piles[pile].copies == 16
    assert checked >= 15


@pytest.mark.parametrize(
    "record,message",
    [
        (one({"Province": 10**30}), "100000… (31 digits) Provinces: more than a game holds (at most 12 with 1 player"),
        (
            {"game": "dominion", "players": [{"name": "Ann", "cards": {"Province": 9}}, {"name": "Bob", "cards": {}}]},
            "9 Provinces: more than a game holds (at most 8 with 2 players, the Province pile",
        ),
        (one({"Gardens": 1}, counts={"total_cards": 10**6}), "counts.total_cards is 1000000, more than a game holds"),
        (one({"Copper": 40, "Provincie": 1, "Měďák": 30}), "70 Coppers: more than a game holds (at most 60"),
    ],
)
def test_records_beyond_what_a_game_holds_exit_2(tmp_path, record, message):
    """D2: '"Province": 10**30' scored 6100000000000000000000000000038 VP."""
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    code, out, err = run_cli("score", path)
    assert code == 2 and out == "" and err.count("\n") == 1 and message in err, err
    with pytest.raises(RuleError):
        score_record(record)


def test_what_if_gain_beyond_the_pile_exit_2(tmp_path):
    """'--gain Gardens=1000000000000' printed an absurd table; 2 players: at most 8 Gardens."""
    path = tmp_path / "game.json"
    path.write_text(
        json.dumps(
            {"game": "dominion", "players": [{"name": "Ann", "cards": {"Gardens": 3}}, {"name": "Bob", "cards": {}}]}
        ),
        encoding="utf-8",
    )
    code, out, err = run_cli("dominion", "what-if", path, "--player", "Ann", "--gain", "Gardens=1000000000000")
    assert code == 2 and out == "" and err.count("\n") == 1, err
    assert (
        "gaining 1000000000000 Gardens would give Ann 100000… (13 digits) Gardens: more than a game holds "
        "(at most 8 with 2 players" in err
    )
    code, out, err = run_cli("dominion", "what-if", path, "--player", "Ann", "--gain", "Gardens=5")
    assert code == 0 and "+5 Gardens" in out  # 8 Gardens fit


def test_cards_of_one_pile_share_it():
    """Encampment/Plunder is one Kingdom pile of 10 (5 + 5, Empires): 6 Plunders cannot be, 5 + 5 can. The Castles
    with 2 players are 8 cards, one of each (Dominion Strategy wiki, Castle): two of each of four Castles and one
    more is 9 from that pile, refused though each count alone fits."""
    with pytest.raises(RuleError, match=r"6 Plunders: more than a game holds \(at most 5 with 1 player"):
        score_record(one({"Encampment": 1, "Plunder": 6}))
    assert score_record(one({"Encampment": 5, "Plunder": 5, "Humble Castle": 1})).players[0].total == 1
    castles = {"Humble Castle": 2, "Small Castle": 2, "Opulent Castle": 2, "King's Castle": 2, "Crumbling Castle": 1}
    two = {
        "game": "dominion",
        "players": [{"name": "Ann", "cards": castles}, {"name": "Bob", "cards": {"Estate": 3}}],
    }
    with pytest.raises(RuleError, match=r"= 9 cards from the Castles pile: more than it holds \(at most 8 with 2"):
        score_record(two)


def test_each_card_of_a_mixed_pile_is_in_the_data():
    """Tower counts a pile's non-Victory cards: a pile of Victory and non-Victory cards (Knights with Dame Josephine,
    the Clashes with Territory…) is its size less its Victory cards, so each of its cards' copies must be data
    ('each' in limits.json), not a guess. Where domdiv counts each card (Territory 4, Encampment 5), 'each' is it."""
    from scorer.games.dominion.data import card_db
    from scorer.games.dominion.limits import in_pile

    db = card_db()
    data = limits()
    members: dict[str, list] = {}
    for card in db.cards.values():
        if card.pile:
            members.setdefault(card.pile, []).append(card)
    mixed = sorted(p for p, cs in members.items() if 0 < sum(c.has("Victory") for c in cs) < len(cs))
    assert mixed == ["Clashes", "Forts", "Knights", "Odysseys"]
    for pile in mixed:
        assert data.piles[pile].each is not None, pile
    assert [in_pile(c, 3) for c in ("Dame Josephine", "Territory", "Stronghold", "Distant Shore")] == [1, 4, 4, 4]
    domdiv = pytest.importorskip("domdiv")
    folder = Path(domdiv.__file__).resolve().parent / "card_db"
    with gzip.open(folder / "cards_db.json.gz", "rt", encoding="utf-8") as f:
        counts = {e["card_tag"]: e.get("count") for e in json.load(f)}
    for card in ("Territory", "Stronghold", "Distant Shore", "Acolyte", "Encampment", "Plunder"):
        assert in_pile(card, 3) == int(counts[card]), card
