"""Mystical Realms (Fantasy Realms; Czech *Tajuplné říše*): hand scoring.

- :mod:`.cards` — the 53 base-game cards (``cards_data/realms/cards.json``);
- :mod:`.effects` — each card's bonus, penalty and clearing as small functions;
- :mod:`.resolve` — the official resolution order and the best-declaration search;
- :mod:`.game` — records, hands, ``--choose`` texts, results;
- :mod:`.entry` — interactive entry.
"""

from .game import parse_choices, parse_hand, score_hand, score_players, score_record


def run_entry(draft, prompter):
    """Interactive entry (see :func:`.entry.run_entry`); imported on first use."""
    from .entry import run_entry

    return run_entry(draft, prompter)

__all__ = ["parse_choices", "parse_hand", "run_entry", "score_hand", "score_players", "score_record"]
