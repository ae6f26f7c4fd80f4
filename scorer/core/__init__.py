"""The game-agnostic core: errors, names, words, players and limits, results and outcomes,
records and drafts, data loading, prompts and the entry (ask, go back, resume, review).

Nothing here knows any particular game; games import from here.
"""

from importlib import import_module
from typing import TYPE_CHECKING, Any

#: Where each public name lives; a submodule is imported only when one of its names is used
#: (start-up stays light: ``scorer.core.errors`` alone costs nothing).
_WHERE = {
    **dict.fromkeys(
        (
            "AmbiguousNameError",
            "EntryInterrupted",
            "InputError",
            "RecordError",
            "RuleError",
            "ScorerError",
            "UnknownNameError",
        ),
        "errors",
    ),
    **dict.fromkeys(("NameMatcher", "fold"), "names"),
    **dict.fromkeys(
        ("check_envelope", "convert", "expect_game", "is_draft", "load_record", "new_record_path", "save_record"),
        "records",
    ),
    **dict.fromkeys(
        ("Outcome", "PlayerScore", "Row", "ScoreResult", "TieBreak", "competition_ranks", "decide", "rank_players"),
        "result",
    ),
    **dict.fromkeys(("Limit", "check_count", "check_players"), "table"),
}

if TYPE_CHECKING:
    from .errors import (
        AmbiguousNameError,
        EntryInterrupted,
        InputError,
        RecordError,
        RuleError,
        ScorerError,
        UnknownNameError,
    )
    from .names import NameMatcher, fold
    from .records import check_envelope, convert, expect_game, is_draft, load_record, new_record_path, save_record
    from .result import Outcome, PlayerScore, Row, ScoreResult, TieBreak, competition_ranks, decide, rank_players
    from .table import Limit, check_count, check_players


def __getattr__(name: str) -> Any:
    if name in _WHERE:
        return getattr(import_module(f"{__name__}.{_WHERE[name]}"), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "AmbiguousNameError",
    "EntryInterrupted",
    "InputError",
    "Limit",
    "NameMatcher",
    "Outcome",
    "PlayerScore",
    "RecordError",
    "Row",
    "RuleError",
    "ScoreResult",
    "ScorerError",
    "TieBreak",
    "UnknownNameError",
    "check_count",
    "check_envelope",
    "check_players",
    "competition_ranks",
    "convert",
    "decide",
    "expect_game",
    "fold",
    "is_draft",
    "load_record",
    "new_record_path",
    "rank_players",
    "save_record",
]
