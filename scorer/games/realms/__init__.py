"""Mystical Realms (Fantasy Realms; Czech *Tajuplné říše*): hand scoring.

- :mod:`.cards` — the 53 base-game cards (``cards_data/realms/cards.json``);
- :mod:`.effects` — each card's bonus, penalty and clearing as small functions;
- :mod:`.resolve` — the official resolution order and the best-declaration search;
- :mod:`.game` — records, hands, declaration texts (``--choose``, ``choose``), results;
- :mod:`.entry` — interactive entry, a flow for :func:`scorer.core.entry.run`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .game import parse_choices, parse_hand, score_hand, score_players, score_record

if TYPE_CHECKING:
    from scorer.core.prompts import Draft, Prompter


def run_entry(draft: Draft, prompter: Prompter) -> dict[str, Any]:
    """Interactive entry (see :func:`.entry.run_entry`); imported on first use."""
    from .entry import run_entry

    return run_entry(draft, prompter)


__all__ = ["parse_choices", "parse_hand", "run_entry", "score_hand", "score_players", "score_record"]
