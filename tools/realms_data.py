"""Build cards_data/realms/cards.json from the shared card reference.

Facts (ids, English and Czech names, suits, base strengths, card numbers) are
taken from ../shared/reference/mystical_realms_cards.json (base game only);
the effect descriptions and the ``mentions`` lists are written here.

Run: python tools/realms_data.py [path/to/mystical_realms_cards.json]
"""

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
REFERENCE = ROOT.parent / "shared" / "reference" / "mystical_realms_cards.json"

# Our own one-line summaries, the card names each card's text refers to, and
# the suits it refers to, grouped by the role they play (suits in one group are
# treated alike by that card). The best-declaration search uses both to prune.
EFFECTS = {
    "mountain": (
        "+50 if Smoke and Wildfire are both in the hand. Clears every Flood's penalty.",
        ["smoke", "wildfire"],
        [["flood"]],
    ),
    "cavern": (
        "+25 if Dwarvish Infantry or Dragon is in the hand. Clears every Weather's penalty.",
        ["dwarvish_infantry", "dragon"],
        [["weather"]],
    ),
    "bell_tower": ("+15 if the hand has a Wizard (once).", [], [["wizard"]]),
    "forest": ("+12 per Beast, and +12 for Elven Archers.", ["elven_archers"], [["beast"]]),
    "earth_elemental": ("+15 per other Land.", [], [["land"]]),
    "fountain_of_life": (
        "Adds the base strength of one Weapon, Flood, Flame, Land or Weather in the hand (the highest).",
        [],
        [["weapon", "flood", "flame", "land", "weather"]],
    ),
    "swamp": ("Penalty: -3 per Army and per Flame.", [], [["army"], ["flame"]]),
    "great_flood": (
        "Penalty: blanks every Army, every Land but Mountain, every Flame but Lightning.",
        ["mountain", "lightning"],
        [["army"], ["land"], ["flame"]],
    ),
    "island": ("Clears the penalty of one Flood or Flame of your choice.", [], [["flood", "flame"]]),
    "water_elemental": ("+15 per other Flood.", [], [["flood"]]),
    "rainstorm": ("+10 per Flood. Penalty: blanks every Flame but Lightning.", ["lightning"], [["flood"], ["flame"]]),
    "blizzard": (
        "Penalty: blanks every Flood; -5 per Army, Leader, Beast and Flame.",
        [],
        [["flood"], ["army"], ["leader", "beast", "flame"]],
    ),
    "smoke": ("Penalty: blanked if the hand has no Flame.", [], [["flame"]]),
    "whirlwind": (
        "+40 if Rainstorm and either Blizzard or Great Flood are in the hand.",
        ["rainstorm", "blizzard", "great_flood"],
        [],
    ),
    "air_elemental": ("+15 per other Weather.", [], [["weather"]]),
    "wildfire": (
        "Penalty: blanks every card that is not a Flame, Wizard, Weather, Weapon or Artifact, "
        "except Mountain, Great Flood, Island, Unicorn and Dragon.",
        ["mountain", "great_flood", "island", "unicorn", "dragon"],
        [["flame", "wizard", "weather", "weapon", "artifact"]],
    ),
    "candle": (
        "+100 if Book of Changes, Bell Tower and a Wizard are in the hand.",
        ["book_of_changes", "bell_tower"],
        [["wizard"]],
    ),
    "forge": ("+9 per Weapon and per Artifact.", [], [["weapon", "artifact"]]),
    "lightning": ("+30 if Rainstorm is in the hand.", ["rainstorm"], []),
    "fire_elemental": ("+15 per other Flame.", [], [["flame"]]),
    "knights": ("Penalty: -8 if the hand has no Leader.", [], [["leader"]]),
    "elven_archers": ("+5 if the hand has no Weather.", [], [["weather"]]),
    "light_cavalry": ("Penalty: -2 per Land.", [], [["land"]]),
    "dwarvish_infantry": ("Penalty: -2 per other Army.", [], [["army"]]),
    "rangers": ("+10 per Land. Clears the word Army from every penalty.", [], [["land"]]),
    "collector": ("+10 / +40 / +100 for 3 / 4 / 5 differently named cards of one suit (every suit scores).", [], []),
    "beastmaster": ("+9 per Beast. Clears every Beast's penalty.", [], [["beast"]]),
    "necromancer": (
        "At game end may take an Army, Leader, Wizard or Beast from the discard pile as an eighth card.",
        [],
        [],
    ),
    "warlock_lord": ("Penalty: -10 per Leader and per other Wizard.", [], [["leader"], ["wizard"]]),
    "enchantress": ("+5 per Land, Weather, Flood and Flame.", [], [["land", "weather", "flood", "flame"]]),
    "king": ("+5 per Army, or +20 per Army if Queen is in the hand.", ["queen"], [["army"]]),
    "queen": ("+5 per Army, or +20 per Army if King is in the hand.", ["king"], [["army"]]),
    "princess": ("+8 per Army, Wizard and other Leader.", [], [["army", "wizard"], ["leader"]]),
    "warlord": ("Adds the base strength of every Army.", [], [["army"]]),
    "empress": ("+10 per Army. Penalty: -5 per other Leader.", [], [["army"], ["leader"]]),
    "unicorn": (
        "+30 if Princess is in the hand, otherwise +15 if Empress, Queen or Enchantress is.",
        ["princess", "empress", "queen", "enchantress"],
        [],
    ),
    "basilisk": ("Penalty: blanks every Army, Leader and other Beast.", [], [["army"], ["leader", "beast"]]),
    "warhorse": ("+14 if the hand has a Leader or a Wizard.", [], [["leader", "wizard"]]),
    "dragon": ("Penalty: -40 if the hand has no Wizard.", [], [["wizard"]]),
    "hydra": ("+28 if Swamp is in the hand.", ["swamp"], []),
    "warship": (
        "Penalty: blanked if the hand has no Flood; clears the word Army from every Flood's penalty.",
        [],
        [["flood"]],
    ),
    "magic_wand": ("+25 if the hand has a Wizard (once).", [], [["wizard"]]),
    "sword_of_keth": ("+10 with a Leader, or +40 with a Leader and Shield of Keth.", ["shield_of_keth"], [["leader"]]),
    "elven_longbow": (
        "+30 if Elven Archers, Warlord or Beastmaster is in the hand.",
        ["elven_archers", "warlord", "beastmaster"],
        [],
    ),
    "war_dirigible": (
        "Penalty: blanked if the hand has no Army, and blanked if it has any Weather.",
        [],
        [["army"], ["weather"]],
    ),
    "shield_of_keth": ("+15 with a Leader, or +40 with a Leader and Sword of Keth.", ["sword_of_keth"], [["leader"]]),
    "gem_of_order": (
        "+10 / 30 / 60 / 100 / 150 for a run of 3 / 4 / 5 / 6 / 7 consecutive base strengths (every run scores).",
        [],
        [],
    ),
    "world_tree": ("+50 if no two scoring cards share a suit.", [], []),
    "book_of_changes": ("You may change the suit of one other card (name, strength, bonus and penalty stay).", [], []),
    "protection_rune": ("Clears the penalty of every card.", [], []),
    "shapeshifter": (
        "May take the name and suit of any Artifact, Leader, Wizard, Weapon or Beast (base 0, no bonus or penalty).",
        [],
        [],
    ),
    "mirage": (
        "May take the name and suit of any Army, Land, Weather, Flood or Flame (base 0, no bonus or penalty).",
        [],
        [],
    ),
    "doppelganger": (
        "May copy the name, base strength, suit and penalty (not the bonus) of another card in the hand.",
        [],
        [],
    ),
}

# Other spellings found in the reference's sources ("discrepancies": names and
# Czech names), accepted in input.
ALIASES = {
    "knights": ["Celestial Knights", "Rytíři"],
    "enchantress": ["Elemental Enchantress"],
    "cavern": ["Underground Caverns"],
    "great_flood": ["Deluge"],
    "doppelganger": ["Doppleganger", "Doppelgaenger"],
    "light_cavalry": ["Light Calvary", "Lehká jízda"],
    "earth_elemental": ["Earth Elemantal"],
    "dwarvish_infantry": ["Dwawrvish Infantry"],
}
SUIT_ALIASES = {"flood": ["Povodeň"]}
NOTES = {
    "light_cavalry": "The Czech edition prints 'Těžká jízda' (heavy cavalry; the rulebook's card list, seed 001 p.18, "
    "and the reference's Czech sources JPRAET, KLAMEREK, LADY); 'Lehká jízda', the English name's meaning, is "
    "accepted as an alias.",
}


def build(reference: Path) -> dict:
    ref = json.loads(reference.read_text(encoding="utf-8"))
    suits = [s for s in ref["suits"] if s["expansion"] == "base"]
    cards = [c for c in ref["cards"] if c["expansion"] == "base"]
    assert len(cards) == 53 and set(EFFECTS) == {c["id"] for c in cards}
    return {
        "source": "Facts from shared/reference/mystical_realms_cards.json (base game, 53 cards); "
        "descriptions are ours.",
        "suits": [
            {"id": s["id"], "name": s["english"], "czech": s["czech"], "aliases": SUIT_ALIASES.get(s["id"], [])}
            for s in suits
        ],
        "cards": [
            {
                "id": c["id"],
                "name": c["english_name"],
                "czech": c["czech_name"],
                "aliases": ALIASES.get(c["id"], []),
                **({"notes": NOTES[c["id"]]} if c["id"] in NOTES else {}),
                "suit": c["suit"],
                "base": c["base_strength"],
                "number": int(c["card_number"].split("/")[0]),
                "text": EFFECTS[c["id"]][0],
                "mentions": EFFECTS[c["id"]][1],
                "suit_groups": EFFECTS[c["id"]][2],
            }
            for c in cards
        ],
    }


if __name__ == "__main__":
    ref = Path(sys.argv[1]) if len(sys.argv) > 1 else REFERENCE
    out = ROOT / "cards_data" / "realms" / "cards.json"
    out.write_text(json.dumps(build(ref), ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {out}")
