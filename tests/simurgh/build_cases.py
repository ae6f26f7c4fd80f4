"""Rebuild ``cases.json`` from ``../shared/cases/simurgh_public.json`` (run by hand; not a test).

The shared cases use synthetic objectives (T1, T2…) that count vegetables+meat
or ability tokens with a PP triple of their own; they become custom objectives
here, with each player's count worked out from the case's inputs as the case's
``_meta.count_keys`` defines it. Only the default tie reading (the cases' rule
"A", our ``skip``) is kept; rules "B"/"C" and "zero counts compete" are readings
the issue does not offer.

    python tests/simurgh/build_cases.py ../shared/cases/simurgh_public.json
"""

import json
import sys
from pathlib import Path

COUNTERS = {
    "vegetables_plus_meat": lambda p: p["resources"]["vegetables"] + p["resources"]["meat"],
    "ability_tokens": lambda p: p["ability_tokens"],
}


def convert(case: dict) -> dict:
    objectives = [{"name": o["id"], "pp": o["pp"]} for o in case["objectives_in_play"]]
    players = []
    for name, p in case["players"].items():
        counts = {o["id"]: COUNTERS[o["count"]](p) for o in case["objectives_in_play"]}
        players.append(
            {
                "name": name,
                "track_pp": p["track_pp"],
                "resources": p["resources"],
                "ability_tokens": p["ability_tokens"],
                "objective_counts": counts,
            }
        )
    winner = case["winner"]
    return {
        "id": case["id"],
        "source": "shared/cases/simurgh_public.json",
        "covers": case["covers"],
        "notes": case["notes"],
        "record": {"game": "simurgh", "variant": case["variant"], "objectives": objectives, "players": players},
        "expected": case["expected"],
        "objective_pp": {n: b["objective_pp"] for n, b in case["breakdown"].items()},
        "resource_pp": {n: b["resource_pp"] for n, b in case["breakdown"].items()},
        "winners": winner if isinstance(winner, list) else [winner],
    }


if __name__ == "__main__":
    src = json.loads(Path(sys.argv[1]).read_text(encoding="utf-8"))
    out = [convert(c) for c in src["cases"]]
    text = json.dumps(out, ensure_ascii=False, indent=1) + "\n"
    Path(__file__).with_name("cases.json").write_text(text, encoding="utf-8")
    print(f"wrote {len(out)} cases")
