"""The errors every game raises.

Every error a user can cause is a :class:`InputError`: its message is one line
that names the problem and says how to fix it. The CLI turns any
:class:`ScorerError` into that line on stderr and its :attr:`~ScorerError.exit_code`
(2 for bad input); nothing else in the library knows about exit codes.
"""

from __future__ import annotations

from .i18n import translations

_ = translations("core").gettext


class ScorerError(Exception):
    """Base of all errors raised on purpose by ``scorer``.

    ``str(error)`` is a single line meant for the person at the table.
    """

    #: Process exit code the CLI uses for this error.
    exit_code: int = 1


class InputError(ScorerError, ValueError):
    """Bad input: an unknown name, a wrong count, an illegal choice (exit code 2)."""

    exit_code = 2


class UnknownNameError(InputError):
    """A name (card, game, building, …) that matches nothing.

    :ivar kind: what was looked up, e.g. ``"card"`` or ``"game"``, in the output language
        (a game passes its own translation: ``kind=_("card")``).
    :ivar text: what the user typed.
    :ivar suggestions: up to three known names close to ``text``.
    """

    def __init__(self, kind: str, text: str, suggestions: list[str] | None = None):
        from .words import clip, quote

        self.kind = kind
        self.text = text
        self.suggestions = list(suggestions or [])
        if not text.strip():
            super().__init__(_("a {kind} name is empty: type a {kind} name").format(kind=kind))
            return
        if self.suggestions:
            hint = _("did you mean {names}?").format(names=", ".join(quote(s) for s in self.suggestions))
        else:
            hint = _("check the spelling of the {kind} name").format(kind=kind)
        super().__init__(_("unknown {kind} {text}: {hint}").format(kind=kind, text=quote(clip(text)), hint=hint))


class AmbiguousNameError(InputError):
    """A name fragment that fits several known names equally well."""

    def __init__(self, kind: str, text: str, candidates: list[str]):
        from .words import clip, quote

        self.kind = kind
        self.text = text
        self.candidates = candidates
        shown = ", ".join(quote(c) for c in candidates[:5])
        super().__init__(
            _("{kind} {text} is ambiguous ({names}): type more of the name").format(
                kind=kind, text=quote(clip(text)), names=shown
            )
        )


class RecordError(InputError):
    """A game record that cannot be used: missing file, not JSON, a bad field.

    :ivar where: the file or the field path (``$.players[0].hand``) at fault.
    """

    def __init__(self, message: str, where: str | None = None):
        self.where = where
        super().__init__(f"{where}: {message}" if where else message)


class RuleError(InputError):
    """Input that is well formed but breaks a game rule (illegal declaration,
    wrong hand size, more players than the game allows, …)."""


class EntryInterrupted(ScorerError):
    """Interactive entry stopped by Ctrl-C or Ctrl-D; what was typed is saved.

    :ivar path: the record file that holds the entry so far (resume it with
        ``scorer score PATH``), or ``None`` when nothing had been answered yet
        (no file is left behind).
    """

    exit_code = 130

    def __init__(self, path: str | None):
        self.path = path
        if path is None:
            super().__init__(_("entry interrupted before the first answer: nothing to save"))
        else:
            super().__init__(
                _("entry interrupted; saved to {path} (continue with: scorer score {path})").format(path=path)
            )
