"""Derive ``cards_data/dominion/cards.json`` from the ``domdiv`` card database.

``domdiv`` (PyPI; the dominiontabs project) ships every Dominion card's set,
types and cost, with English and Czech (language code ``cs``) names. It is a
test-only dependency of ``scorer``: this script turns its database into a small
JSON file that is committed, and ``tests/dominion/test_data.py`` checks the
committed file against the installed package.

Usage (from the repository root)::

    python tools/dominion_data.py          # rewrite cards_data/dominion/cards.json
    python tools/dominion_data.py --check  # exit 1 if the committed file is stale

What the file holds, per card a player can own: English name, Czech name (or
null), sets, types, cost ($, Potion, Debt), the Supply pile it comes from (null
for cards that are not in the Supply) and aliases (other English names, and the
Czech rulebook's spelling where DT_CS differs: :data:`CS_SEED_SPELLINGS`). It also lists the
Supply piles with their types (needed for Obelisk and Tower), and the names of
Landmarks, Allies and States.

Fan-made sets (marked ``fan`` in the database's set list) are left out.

The database lumps some piles into one entry; they are expanded here:

* Knights: ten names and costs parsed from the Knights entry's English text;
  types Action-Attack-Knight (+ Victory for Dame Josephine, the one worth 2 VP).
* Ruins: five names parsed from the English and Czech Ruins texts (same order).
* Loot (Plunder): fifteen names parsed from the English Loot text.
* Castles: the database has only the pile; the eight Castles' names, costs and
  types come from ``../shared/reference/dominion_vp_cards.json`` (sources there:
  WIKI_CASTLE, DT_EN, PYDOMINION), written below as :data:`CASTLES`.
"""

from __future__ import annotations

import gzip
import json
import re
import sys
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "cards_data" / "dominion" / "cards.json"

#: Types of things that are not cards a player owns (they never enter a deck).
NOT_OWNED = {
    "Event",
    "Landmark",
    "Project",
    "Way",
    "Ally",
    "Trait",
    "Prophecy",
    "Hex",
    "Boon",
    "State",
    "Artifact",
    "Start Deck",
    "Trash",
}

#: Cards that never come from a Supply pile, by type (Shelters start in the deck,
#: Heirlooms replace starting Coppers, Zombies start in the trash).
NON_SUPPLY_TYPES = {"Shelter", "Heirloom", "Zombie", "Prize", "Reward", "Loot", "Spirit"}

#: The Castles (reference file elements *_castle): name, cost in $, types.
CASTLES = [
    ("Humble Castle", 3, ["Treasure", "Victory", "Castle"]),
    ("Crumbling Castle", 4, ["Victory", "Castle"]),
    ("Small Castle", 5, ["Action", "Victory", "Castle"]),
    ("Haunted Castle", 6, ["Victory", "Castle"]),
    ("Opulent Castle", 7, ["Action", "Victory", "Castle"]),
    ("Sprawling Castle", 8, ["Victory", "Castle"]),
    ("Grand Castle", 9, ["Victory", "Castle"]),
    ("King's Castle", 10, ["Victory", "Castle"]),
]

#: Czech Knight names the Czech Knights text gives in the nominative
#: (reference element dame_josephine: "DT_CS key 'Knights'").
KNIGHTS_CS = {"Dame Josephine": "Lady Josefína"}


#: Czech spellings the Czech rulebook (seed 002, Roh hojnosti) uses where DT_CS differs,
#: kept as extra spellings of the card: DT_CS writes "Trůní sál" for Throne Room.
CS_SEED_SPELLINGS = {"Throne Room": ["Trůnní sál"]}


def _load(db_dir: Path, name: str):
    with gzip.open(db_dir / name, "rt", encoding="utf-8") as f:
        return json.load(f)


def _cost(entry: dict) -> tuple[int, bool, int]:
    """``(coins, potion, debt)`` from a database entry (``"3*"``, ``"4+"``, ``""`` → 3, 4, 0)."""
    digits = re.match(r"\d+", entry.get("cost") or "")
    return (int(digits.group()) if digits else 0, bool(entry.get("potcost")), int(entry.get("debtcost") or 0))


def _underlined(text: str) -> list[str]:
    """Names written as ``<u>Name</u>`` in a card text, in order."""
    return [n.strip() for n in re.findall(r"<u>(.*?)</u>", text)]


def _card(name, cs, sets, types, cost, pile, aliases=()):
    coins, potion, debt = cost
    return {
        "name": name,
        "cs": cs,
        "sets": sets,
        "types": types,
        "coins": coins,
        "potion": potion,
        "debt": debt,
        "pile": pile,
        "aliases": list(aliases),
    }


def build(db_dir: Path) -> dict:
    """Return the compact card data derived from the database in ``db_dir``."""
    db = _load(db_dir, "cards_db.json.gz")
    en = _load(db_dir, "en_us/cards_en_us.json.gz")
    cs = _load(db_dir, "cs/cards_cs.json.gz")
    fan_sets = {name for name, info in _load(db_dir, "sets_db.json.gz").items() if info.get("fan")}
    # Entries without English text are German big-box reprints and Rising Sun
    # Events/Prophecies: none of them is a card a player owns. Fan expansions
    # (marked "fan" in the set list, e.g. Animals) are not Dominion.
    db = [e for e in db if e["card_tag"] in en and not set(e["cardset_tags"]) <= fan_sets]

    def names(entry):
        full = en[entry["card_tag"]]["name"]
        english = [n.strip() for n in full.split("/")]
        czech = cs.get(entry["card_tag"], {}).get("name")
        return english, (czech if czech and czech != full else None)

    # Piles: members of a group that are in the Supply form one split pile when
    # there are two or more of them; its types are the randomizer's (or, with
    # no randomizer card, all members' types).
    groups: dict[str, list[dict]] = {}
    for e in db:
        if e.get("group_tag"):
            groups.setdefault(e["group_tag"], []).append(e)

    def is_randomizer(e):
        return bool(e.get("group_top")) and (e.get("cost") or "").endswith("*")

    def in_supply(e):
        return not (set(e["types"]) & NON_SUPPLY_TYPES) and not (
            e.get("randomizer") is False and (e.get("cost") or "").endswith("*")
        )

    piles: dict[str, list[str]] = {}
    pile_of: dict[str, str] = {}
    for members in groups.values():
        supply = [m for m in members if not is_randomizer(m) and in_supply(m) and not set(m["types"]) & NOT_OWNED]
        supply.sort(key=lambda m: not m.get("group_top"))  # the pile's top card first
        if len(supply) < 2:
            continue
        top = [m for m in members if is_randomizer(m)]
        label = names(top[0])[0][0] if top else "/".join(names(m)[0][0] for m in supply)
        types = top[0]["types"] if top else sorted({t for m in supply for t in m["types"]})
        piles[label] = types
        for m in supply:
            pile_of[m["card_tag"]] = label

    cards: list[dict] = []
    for e in db:
        if set(e["types"]) & NOT_OWNED or is_randomizer(e):
            continue
        english, czech = names(e)
        tag, sets = e["card_tag"], e["cardset_tags"]
        if tag == "Knights":
            piles["Knights"] = e["types"]
            for coins, knight in re.findall(r"(\d+) Coin<u>(.*?)</u>", en[tag]["description"]):
                knight = knight.strip()
                types = ["Action", "Attack", "Knight"] + (["Victory"] if knight == "Dame Josephine" else [])
                cards.append(_card(knight, KNIGHTS_CS.get(knight), sets, types, (int(coins), False, 0), "Knights"))
        elif tag == "Ruins":
            piles["Ruins"] = e["types"]
            czech_ruins = _underlined(cs[tag]["description"])
            for i, ruin in enumerate(_underlined(en[tag]["description"])):
                cards.append(
                    _card(ruin, czech_ruins[i] if i < len(czech_ruins) else None, sets, e["types"], _cost(e), "Ruins")
                )
        elif tag == "Loot":
            for loot in _underlined(en[tag]["description"]):
                cards.append(_card(loot, None, sets, e["types"], _cost(e), None))
        elif tag == "Castles":
            piles["Castles"] = e["types"]
            for castle, coins, types in CASTLES:
                cards.append(_card(castle, None, sets, types, (coins, False, 0), "Castles"))
        else:
            supply = in_supply(e)
            if supply and tag not in pile_of:
                piles[english[0]] = e["types"]
            pile = pile_of.get(tag, english[0]) if supply else None
            aliases = english[1:] + CS_SEED_SPELLINGS.get(english[0], [])
            cards.append(_card(english[0], czech, sets, e["types"], _cost(e), pile, aliases))

    # A Czech name that is another card's English name (or another card's Czech
    # name) would make names ambiguous: such Czech names are left out.
    english_keys = {c["name"].casefold() for c in cards}
    czech_count: dict[str, int] = {}
    for c in cards:
        if c["cs"]:
            czech_count[c["cs"].casefold()] = czech_count.get(c["cs"].casefold(), 0) + 1
    for c in cards:
        if c["cs"] and (c["cs"].casefold() in english_keys or czech_count[c["cs"].casefold()] > 1):
            c["cs"] = None

    def listed(kind):
        out = []
        for e in db:
            if kind in e["types"]:
                english, czech = names(e)
                out += [{"name": n, "cs": czech if len(english) == 1 else None} for n in english]
        return sorted(out, key=lambda x: x["name"])

    cards.sort(key=lambda c: c["name"])
    return {
        "source": "domdiv card database (dominiontabs); generated by tools/dominion_data.py",
        "cards": cards,
        "piles": {name: piles[name] for name in sorted(piles)},
        "landmarks": listed("Landmark"),
        "allies": listed("Ally"),
        "states": listed("State"),
    }


def dumps(data: dict) -> str:
    """JSON text with one card, pile or name per line (readable diffs)."""
    lines = ["{", f'  "source": {json.dumps(data["source"])},']
    for key in ("cards", "piles", "landmarks", "allies", "states"):
        value = data[key]
        if isinstance(value, dict):
            items = [
                f"    {json.dumps(k, ensure_ascii=False)}: {json.dumps(v, ensure_ascii=False)}"
                for k, v in value.items()
            ]
            open_, close = "{", "}"
        else:
            items = [f"    {json.dumps(v, ensure_ascii=False)}" for v in value]
            open_, close = "[", "]"
        comma = "," if key != "states" else ""
        lines += [f'  "{key}": {open_}', ",\n".join(items), f"  {close}{comma}"]
    lines.append("}")
    return "\n".join(lines) + "\n"


def database_dir() -> Path:
    """The installed ``domdiv`` package's ``card_db`` folder."""
    import domdiv

    return Path(domdiv.__file__).resolve().parent / "card_db"


def main(argv: list[str]) -> int:
    text = dumps(build(database_dir()))
    if "--check" in argv:
        if OUT.read_text(encoding="utf-8") != text:
            print(f"{OUT} is stale: run python tools/dominion_data.py", file=sys.stderr)
            return 1
        return 0
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
