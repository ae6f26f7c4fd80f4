"""Mystical Realms benchmark (issue #2). Reports, does not assert.

1. Median time to resolve, with best declarations, a hand holding Doppelgänger,
   Mirage, Shapeshifter, Book of Changes and Island plus two other cards
   (target: <= 50 ms).
2. Median over every hand in the tests' cases file.
3. Median wall time of ``scorer realms score ... --json`` on that hand, as a
   ratio to a bare one-command Typer app that prints its arguments as JSON,
   the two run alternately in the same loop (target: <= 1.5x).

Run: python benchmarks/realms_bench.py [--runs N]
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HAND = ["Doppelgänger", "Mirage", "Shapeshifter", "Book of Changes", "Island", "Swamp", "Hydra"]
BARE_APP = """
import json, typer
app = typer.Typer()
@app.command()
def main(args: list[str], as_json: bool = typer.Option(False, "--json")):
    print(json.dumps(args))
app()
"""


def median_ms(fn, runs: int) -> float:
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return statistics.median(times) * 1000


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=30)
    args = parser.parse_args()

    from scorer.games.realms import parse_hand
    from scorer.games.realms.cards import deck
    from scorer.games.realms.resolve import best, options

    ids = parse_hand(HAND)
    n_combos = 1
    for v in options(ids).values():
        n_combos *= len(v)
    result = best(ids)
    hard = median_ms(lambda: best(ids), args.runs)
    print(f"hand: {', '.join(HAND)}")
    print(f"  best total {result.total} with {', '.join(result.declarations.describe(deck()))}")
    print(f"  {n_combos} declaration combinations before pruning of pointless ones")
    print(f"  median resolve time: {hard:.1f} ms (target <= 50 ms)")

    cases = json.loads((ROOT / "tests" / "realms" / "cases.json").read_text(encoding="utf-8"))["cases"]
    per_hand = [median_ms(lambda h=c["hand"]: best(h), max(3, args.runs // 5)) for c in cases]
    print(
        f"  median over the {len(cases)} test-case hands: {statistics.median(per_hand):.2f} ms "
        f"(max {max(per_hand):.1f} ms)"
    )

    with tempfile.TemporaryDirectory() as tmp:
        bare = Path(tmp) / "bare.py"
        bare.write_text(BARE_APP)
        ours_cmd = [sys.executable, "-m", "scorer", "realms", "score", "--json", *HAND]
        bare_cmd = [sys.executable, str(bare), "--json", *HAND]
        ours, theirs = [], []
        for _ in range(args.runs):
            for cmd, bucket in ((ours_cmd, ours), (bare_cmd, theirs)):
                t = time.perf_counter()
                subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
                bucket.append(time.perf_counter() - t)
        o, b = statistics.median(ours) * 1000, statistics.median(theirs) * 1000
        print(
            f"  scorer realms score --json: {o:.0f} ms; bare Typer app: {b:.0f} ms; ratio {o / b:.2f} (target <= 1.5)"
        )


if __name__ == "__main__":
    main()
