"""Dominion: end-of-game victory points for every set.

``score_record(record)`` scores a game record (see :mod:`.record` for its
shape); ``run_entry(draft, prompter)`` asks for it at the table (full deck or
quick counts, :mod:`.entry`); ``what_if(record, player, gains, losses)`` shows
what gaining or losing cards now would change (:mod:`.whatif`).
"""

from __future__ import annotations

from typing import Any

from scorer.core.result import ScoreResult

from .entry import run_entry
from .record import parse_record
from .score import score_table
from .whatif import parse_cards, parse_gain, what_if

__all__ = ["parse_cards", "parse_gain", "run_entry", "score_record", "what_if"]


def score_record(record: dict[str, Any]) -> ScoreResult:
    """Validate and score a Dominion record.

    :raises InputError: bad record (see :func:`.record.parse_record`).
    """
    return score_table(parse_record(record))
