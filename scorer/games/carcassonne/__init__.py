"""Carcassonne with The Princess & the Dragon: a running score sheet and final scoring.

Also covers what tables combine with it: Inns & Cathedrals (inns, cathedrals,
the large meeple), Traders & Builders (goods, the pig), the abbot and gardens,
and the older farm and tiny-city rules as options.

- :func:`score_record` checks and totals a game record;
- :func:`run_entry` keeps the running score sheet in the terminal.
"""

from .entry import run_entry
from .scoring import score_record

__all__ = ["run_entry", "score_record"]
