"""Simurgh: end-of-game Power Points (PP) from objectives and leftover resources.

``score_record`` checks and scores a game record (see :mod:`.record` for the
format); ``run_entry`` asks for one at the table. Rules: Czech rulebook, seed
``004_84ecc704dd3fbff6.txt`` p.11 and appendix 03; issue 4 for what it leaves open.
"""

from __future__ import annotations

from typing import Any

from .entry import run_entry
from .record import parse_record
from .scoring import SimurghResult, score_game

__all__ = ["run_entry", "score_record"]


def score_record(record: dict[str, Any]) -> SimurghResult:
    """Check and score a Simurgh game record.

    :returns: each player's breakdown (track PP, each objective, leftover
        resources), ranks, winners and the rules applied.
    :raises InputError: a bad field (named in the message), see
        :func:`.record.parse_record`.
    """
    return score_game(parse_record(record))
