"""The games ``scorer`` knows, found by id or alias (``fantasy-realms`` → ``realms``).

A game is a module (imported only when the game is used) that provides:

- ``score_record(record: dict) -> ScoreResult`` — validate and score a game
  record; raises :class:`~scorer.core.errors.InputError` on bad input.
- ``run_entry(draft: Draft, prompter: Prompter) -> dict`` — ask for the game
  state interactively and return the complete record. Games write a flow for
  :func:`scorer.core.entry.run`, which saves every answer at once, replays a
  resumed draft, steps back on ``<`` and reviews the answers before scoring.
  The players step reads :attr:`Game.min_players` / :attr:`Game.max_players`.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from types import ModuleType

from .errors import UnknownNameError
from .names import NameMatcher


@dataclass(frozen=True)
class Game:
    """A registered game.

    :ivar id: the id used in records and on the command line (``"realms"``).
    :ivar title: display name (``"Mystical Realms"``).
    :ivar aliases: other accepted names (``"fantasy-realms"``, Czech title…).
    :ivar module: dotted path of the module with ``score_record`` and ``run_entry``.
    :ivar min_players: fewest players.
    :ivar max_players: most players.
    """

    id: str
    title: str
    aliases: tuple[str, ...]
    module: str
    min_players: int
    max_players: int

    def load(self) -> ModuleType:
        """Import and return the game's module."""
        return importlib.import_module(self.module)

    def shown_title(self) -> str:
        """The title in the output language: the game's own catalogue's translation of it
        (Czech *Tajuplné říše* for Mystical Realms), else the title as registered."""
        from .i18n import DOMAINS, translations

        return translations(self.id).gettext(self.title) if self.id in DOMAINS else self.title


_GAMES: dict[str, Game] = {}


def register(game: Game) -> Game:
    """Add ``game`` to the registry (an id registered twice replaces the first)."""
    _GAMES[game.id] = game
    return game


def games() -> list[Game]:
    """Every registered game, in registration order."""
    _load_builtin()
    return list(_GAMES.values())


def find(name: str) -> Game:
    """Return the game whose id, title or alias is ``name``.

    :raises UnknownNameError: no game has that name (with suggestions).
    :raises AmbiguousNameError: ``name`` is the start of several games' names.
    """
    from .i18n import translations

    _load_builtin()
    kind = translations("core").gettext("game")
    matcher = NameMatcher({g.id: [g.id, g.title, *g.aliases] for g in _GAMES.values()}, kind=kind)
    try:
        return _GAMES[matcher.match(name)]
    except UnknownNameError as e:
        ids = list(dict.fromkeys(matcher.match(s) for s in e.suggestions))  # games are named by id
        raise UnknownNameError(kind, name, ids or [g.id for g in _GAMES.values()]) from None


def _load_builtin() -> None:
    if not _GAMES:
        import scorer.games  # noqa: F401  (registers the built-in games)
