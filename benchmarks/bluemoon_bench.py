"""Blue Moon City benchmark (issue 13): the payment searches. Reports the figures and the targets; asserts nothing.

``palace``
    ``best_payment`` on a 15-card hand of every kind against a Royal Palace box (8 colours to try), values 5, 9,
    40. Target: all three <= 5 s, the bound of the timed test this replaces (tests/bluemoon/test_payment.py).
``ways``
    ``ways_to_pay`` (every way to pay one box, for the other ways an answer lists) on seeded random hands of 8,
    12 and 15 cards with a Hoax 1 and two Hoax 2 (the heaviest kind), black 5 and any 5: median and maximum.
    Target: the maximum at 15 cards <= 2 s; a hand of 8 <= 0.5 s.
``boxes``
    ``pay_boxes`` on the four Royal Palace boxes (5, 4, 4, 3) with the same hands. Target: <= 4 s at 15 cards.

Run: python benchmarks/bluemoon_bench.py [--only palace,ways,boxes] [--hands N] [--seed N]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable


def timed(fn: Callable[[], object]) -> float:
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


def hands(n: int, count: int, seed: int) -> list[list]:
    from scorer.games.bluemoon.cards import card_names, parse_card, parse_cards

    draw = random.Random(seed)
    names = card_names()
    return [
        [parse_card(draw.choice(names)) for _ in range(n - 3)] + parse_cards("Hoax 1, Hoax 2, Hoax 2")
        for _ in range(count)
    ]


def part_palace() -> None:
    from scorer.games.bluemoon.cards import parse_cards
    from scorer.games.bluemoon.payment import best_payment

    hand = parse_cards(
        "Vulca 1, Vulca 3, Terrah 2, Aqua 1, Aqua 3, Flit 2, Khind, Mimix 1, Mimix 2, Hoax 1, "
        "Hoax 2, Pillar 1, Pillar 3, Terrah 3, Flit 1"
    )
    seconds = timed(lambda: [best_payment("any", t, hand) for t in (5, 9, 40)])
    print(f"palace: best_payment, 15 cards, values 5/9/40: {seconds:.2f} s (target <= 5 s)")


def part_ways(count: int, seed: int) -> None:
    from scorer.games.bluemoon.payment import ways_to_pay

    for n in (8, 12, 15):
        for colour in ("black", "any"):
            times = [timed(lambda h=h: ways_to_pay(colour, 5, h)) for h in hands(n, count, seed)]
            print(
                f"ways: {n} cards, {colour} 5: median {statistics.median(times):.3f} s, max {max(times):.3f} s"
                + (" (target max <= 2 s)" if n == 15 else " (target <= 0.5 s)" if n == 8 else "")
            )


def part_boxes(count: int, seed: int) -> None:
    from scorer.games.bluemoon.payment import pay_boxes

    for n in (8, 12, 15):
        times = [
            timed(lambda h=h: pay_boxes([("any", 5), ("any", 4), ("any", 4), ("any", 3)], h))
            for h in hands(n, count, seed)
        ]
        print(
            f"boxes: the Palace's 4 boxes, {n} cards: median {statistics.median(times):.3f} s, max {max(times):.3f} s"
            + (" (target <= 4 s)" if n == 15 else "")
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", default="palace,ways,boxes")
    parser.add_argument("--hands", type=int, default=5)
    parser.add_argument("--seed", type=int, default=13)
    args = parser.parse_args()
    parts = args.only.split(",")
    if "palace" in parts:
        part_palace()
    if "ways" in parts:
        part_ways(args.hands, args.seed)
    if "boxes" in parts:
        part_boxes(args.hands, args.seed)


if __name__ == "__main__":
    main()
