"""Copy ../shared/cases/dominion_public.json into cases.json here, as scorer records.

Run once from the repository root (``python tests/dominion/copy_cases.py``);
the output is committed so the tests do not need ../shared. Card ids
(``workers_village``) become English card names through the card database;
each case keeps its id, source, notes and expected VP.
"""

import json
import sys
from pathlib import Path

from scorer.games.dominion.data import card_db

HERE = Path(__file__).resolve().parent
SHARED = HERE.parent.parent.parent / "shared" / "cases" / "dominion_public.json"


def name(ident: str) -> str:
    return card_db().card(ident.replace("_", " ")).name


def convert(case: dict) -> dict:
    db = card_db()
    player = {"name": "Player", "cards": {name(k): v for k, v in case["deck"].items()}}
    if case.get("on_tavern_mat"):
        player["tavern_mat"] = {name(k): v for k, v in case["on_tavern_mat"].items()}
    for key in ("vp_tokens", "favors", "turns"):
        if key in case:
            player[key] = case[key]
    if case.get("state"):
        player["states"] = [db.states.match(case["state"].replace("_", " "))]
    record = {"game": "dominion", "players": [player]}
    if case.get("landmarks"):
        record["landmarks"] = [db.landmarks.match(x.replace("_", " ")) for x in case["landmarks"]]
    if case.get("ally"):
        record["allies"] = [db.allies.match(case["ally"].replace("_", " "))]
    if case.get("obelisk_pile"):
        members = case.get("pile_members", {}).get(case["obelisk_pile"], [case["obelisk_pile"]])
        record["setup"] = {"obelisk_pile": name(members[0])}
    if case.get("empty_supply_piles") is not None:
        record.setdefault("setup", {})["empty_supply_piles"] = [name(x) for x in case["empty_supply_piles"]]
    known = {
        "id",
        "source",
        "deck",
        "expected_vp",
        "notes",
        "landmarks",
        "state",
        "ally",
        "favors",
        "vp_tokens",
        "obelisk_pile",
        "pile_members",
        "on_tavern_mat",
        "empty_supply_piles",
        "turns",
    }
    unknown = set(case) - known
    if unknown:
        sys.exit(f"case {case['id']}: fields not converted: {sorted(unknown)}")
    return {
        "id": case["id"],
        "source": case["source"],
        "notes": case.get("notes", ""),
        "expected_vp": case["expected_vp"],
        "record": record,
    }


def main() -> None:
    cases = json.loads(SHARED.read_text(encoding="utf-8"))["cases"]
    out = {"copied_from": "shared/cases/dominion_public.json", "cases": [convert(c) for c in cases]}
    (HERE / "cases.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {len(cases)} cases")


if __name__ == "__main__":
    main()
