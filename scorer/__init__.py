"""scorer: a table-side scoring assistant for board games.

Layout: :mod:`scorer.core` (knows no game), :mod:`scorer.games` (one
subpackage per game, rules as small pure functions), :mod:`scorer.cli` (the
thin Typer layer; the only module that imports Typer).
"""

__version__ = "0.1.0"
