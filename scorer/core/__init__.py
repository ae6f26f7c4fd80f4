"""The game-agnostic core: errors, names, players, results, ranking, records, prompts.

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
from .records import convert, load_record, new_record_path, save_record
from .result import PlayerScore, Row, ScoreResult, competition_ranks, rank_players
from .table import check_count, check_players

__all__ = [
    "AmbiguousNameError",
    "EntryInterrupted",
    "InputError",
    "NameMatcher",
    "PlayerScore",
    "RecordError",
    "Row",
    "RuleError",
    "ScoreResult",
    "ScorerError",
    "UnknownNameError",
    "check_count",
    "check_players",
    "competition_ranks",
    "convert",
    "fold",
    "load_record",
    "new_record_path",
    "rank_players",
    "save_record",
]
