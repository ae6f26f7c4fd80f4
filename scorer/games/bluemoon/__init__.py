"""Blue Moon City (Reiner Knizia): the table's disputes, one event at a time.

Blue Moon City is scored during play, not at the end. A record names its
``"event"``:

- ``payment`` — can these cards pay for that box, and with which cards;
- ``building`` — who gets what when a building is completed;
- ``scales`` — crystals when the dragon-scale supply runs out;
- ``offering`` — how many obelisk offerings these crystals (and Pillars) buy;
- ``end`` — who has won.

Sources: the Czech rulebook (translated by Prokop Opletal), the FFG English rules (2006) and
the public sources of the tile data (``cards_data/bluemoon/buildings.json``); see docs/bluemoon.md.
"""

from __future__ import annotations

from typing import Any

from scorer.core.prompts import Draft, Prompter

from .result import EventResult


def score_record(record: dict[str, Any]) -> EventResult:
    """Validate a Blue Moon City record and answer its event.

    :raises InputError: a bad field, an unknown card/building/colour, or input
        that breaks a rule; the one-line message names the field.
    """
    from .events import score_event

    return score_event(record)


def run_entry(draft: Draft, prompter: Prompter) -> dict[str, Any]:
    """Ask for one event's data (resuming what ``draft.record`` holds) and return the record."""
    from .entry import run_entry as run

    return run(draft, prompter)


__all__ = ["EventResult", "run_entry", "score_record"]
