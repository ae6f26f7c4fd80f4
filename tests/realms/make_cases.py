"""Copy the Mystical Realms cases from ../shared/cases into tests/realms/cases.json.

Keeps what the tests need: id, source, hand, the best total with its per-card
points, and (where the source forced choices) those choices in ``--choose``
form with their total. Run once: python tests/realms/make_cases.py
"""

import json
import re
from pathlib import Path

HERE = Path(__file__).parent
SHARED = HERE.parent.parent.parent / "shared" / "cases" / "mystical_realms_public.json"


def card_points(lines):
    out = {}
    for line in lines or []:
        card, _, rest = line.partition(" ")
        out[card.split("(")[0].rstrip(":")] = int(rest.rsplit("=", 1)[1])
    return out


def choose(text):
    who, _, what = text.partition(": ")
    if who == "book_of_changes":
        target, suit = re.fullmatch(r"(\w+) -> suit (\w+)", what).groups()
        return f"book_of_changes={target}:{suit}"
    target = what.split()[-1]
    return f"{who}={target}"


def main():
    data = json.loads(SHARED.read_text(encoding="utf-8"))
    cases = []
    for c in data["cases"]:
        if c["expansions"] != ["base"]:
            continue
        case = {
            "id": c["id"],
            "source": c["source"],
            "hand": c["hand"],
            "expected_total": c["expected_total"],
            "card_points": card_points(c["breakdown"]),
        }
        if c.get("source_choices"):
            case["choose"] = [choose(t) for t in c["source_choices"]]
            case["fixed_choice_total"] = c["fixed_choice_total"]
            if c.get("fixed_choice_breakdown"):
                case["fixed_card_points"] = card_points(c["fixed_choice_breakdown"])
        cases.append(case)
    (HERE / "cases.json").write_text(
        json.dumps({"from": "shared/cases/mystical_realms_public.json", "cases": cases}, ensure_ascii=False, indent=1)
        + "\n",
        encoding="utf-8",
    )
    print(len(cases), "cases")


if __name__ == "__main__":
    main()
