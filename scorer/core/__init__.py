"""The game-agnostic core: errors, names, words, players and limits, results and outcomes,
records and drafts, data loading, prompts and the entry (ask, go back, resume, review).

Nothing here knows any particular game; games import from here.
"""

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
