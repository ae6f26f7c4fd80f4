"""Build ``cases.json`` from ``../shared/cases/carcassonne_public.json`` (run by hand, output committed).

Each shared case becomes a record in our format with its id, sources and
expected totals, so the tests run without ``../shared``. Cases needing figures
this game does not model (mayor, shepherd) are listed under ``skipped`` with
the reason. Run: ``python tests/carcassonne/build_cases.py``.
"""

import json
from pathlib import Path

HERE = Path(__file__).parent
SHARED = HERE.parents[2] / "shared" / "cases" / "carcassonne_public.json"
DROP = ("when", "adjacent_incomplete_cities", "vineyards_in_neighbors", "borders", "completed_by", "goods")
RENAME = {"neighbors_present": "neighbours", "adjacent_completed_cities": "completed_cities"}
OUT_OF_SCOPE = {"flock": "Hills & Sheep shepherds are not part of issue 6"}


def feature(raw: dict) -> dict:
    out = {RENAME.get(k, k): v for k, v in raw.items() if k not in DROP}
    if out["type"] == "field":
        out.pop("complete", None)
    fairy = out.pop("fairy", None)
    if fairy:
        out["fairy"] = fairy["player"]
    return out


def players(names, goods=None) -> list[dict]:
    names = sorted(names)
    if len(names) < 2:
        names.append("Other")  # the game needs two players; the other scores 0
    return [{"name": n, **({"goods": goods[n]} if goods and n in goods else {})} for n in names]


def expected(exp: dict, table: list[dict]) -> dict:
    return {p["name"]: exp.get(p["name"], 0) for p in table}


def convert(case: dict) -> tuple[list[dict], str | None]:
    f = case["feature"]
    if f["type"] in OUT_OF_SCOPE:
        return [], OUT_OF_SCOPE[f["type"]]
    if any("mayor" in m for m in f.get("meeples", {}).values()):
        return [], "the mayor (Abbey & Mayor) is not part of issue 6"
    base = {"id": case["id"], "source": case["source"], "edition": case["edition"]}
    if f["type"] == "trade_goods":
        table = players(f["tokens"], f["tokens"])
        record = {"game": "carcassonne", "players": table, "features": []}
    elif f["type"] == "mini_game":
        table = players(f["tokens_after"], f["tokens_after"])
        record = {"game": "carcassonne", "players": table, "features": [feature(x) for x in f["features"]]}
    else:
        table = players(set(case["expected"]) | set(f.get("meeples", {})))
        record = {"game": "carcassonne", "players": table, "features": [feature(f)]}
        # a field borders at most the completed cities the record holds (issue 9): add them, with no figures
        closed = record["features"][0].get("completed_cities") or 0
        record["features"] += [{"type": "city", "name": f"Closed {i + 1}", "complete": True} for i in range(closed)]
    if case.get("rules"):
        record["options"] = case["rules"]
    out = [{**base, "record": record, "expected": expected(case["expected"], table)}]
    for name, exp in case.get("expected_under_other_rules", {}).items():
        alt = json.loads(json.dumps(record))
        if name == "current":
            alt.pop("options", None)
        elif name == "C1_on_tile_reading":
            alt["options"] = {"fairy_placement": "on_tile"}
            alt["features"][0]["fairy"] = "A"  # the knight shares the fairy's tile
        out.append({**base, "id": f"{case['id']}@{name}", "record": alt, "expected": expected(exp, table)})
    return out, None


def convert_game(game: dict) -> list[dict]:
    base = {"id": game["id"], "source": game["source"], "edition": game["edition"]}
    table = players(game["players"])
    record = {
        "game": "carcassonne",
        "options": game["rules"],
        "players": table,
        "features": [feature(f) for f in game["features"]],
    }
    old = json.loads(json.dumps(record))
    old["options"] = {"farm_rule": "per_city_4", "tiny_city_2": True}
    for new, raw in zip(old["features"], game["features"], strict=True):
        if raw["type"] == "field":
            new.pop("completed_cities")
            new["cities"] = raw["borders"]
    ((_alt, exp),) = game["expected_under_other_rules"].items()
    return [
        {**base, "record": record, "expected": game["expected"]},
        {**base, "id": f"{game['id']}@C1_original", "record": old, "expected": exp},
    ]


def main() -> None:
    shared = json.loads(SHARED.read_text(encoding="utf-8"))
    cases, skipped = [], []
    for case in shared["cases"]:
        made, why = convert(case)
        cases += made
        if why:
            skipped.append({"id": case["id"], "why": why})
    for game in shared["games"]:
        cases += convert_game(game)
    out = {
        "_from": "../shared/cases/carcassonne_public.json (sources: ../shared/reference/carcassonne_scoring.json)",
        "cases": cases,
        "skipped": skipped,
    }
    (HERE / "cases.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
