"""Asking the person at the table: one small interface, two implementations.

Game entry flows talk to a :class:`Prompter`. :class:`QuestionaryPrompter`
asks in the terminal (questionary, imported on first use); :class:`ScriptedPrompter`
answers from a list, for tests through the library. Ctrl-C and Ctrl-D reach
the caller as ``KeyboardInterrupt`` / ``EOFError``; :func:`guard` turns them
into a saved draft and :class:`~scorer.core.errors.EntryInterrupted`.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from .errors import EntryInterrupted, InputError
from .records import save_record

#: A validator returns ``True`` or the message to show under the prompt.
Validator = Callable[[str], "bool | str"]


class Prompter(Protocol):
    """What an entry flow may ask. Every method returns the typed answer."""

    def text(self, message: str, default: str = "", validate: Validator | None = None) -> str: ...

    def integer(self, message: str, minimum: int = 0, maximum: int | None = None, default: int | None = None) -> int: ...

    def select(self, message: str, choices: Sequence[str], default: str | None = None) -> str: ...

    def autocomplete(self, message: str, choices: Sequence[str], validate: Validator | None = None) -> str: ...

    def confirm(self, message: str, default: bool = True) -> bool: ...

    def echo(self, text: str = "") -> None: ...


def validator(parse: Callable[[str], object], allow_empty: bool = False) -> Validator:
    """A prompt validator from a parser that raises :class:`InputError` on bad text.

    :param allow_empty: accept an empty answer without calling ``parse``.
    :returns: a function giving ``True``, or the parser's one-line message.
    """

    def check(text: str) -> bool | str:
        if allow_empty and not text.strip():
            return True
        try:
            parse(text)
        except InputError as e:
            return str(e)
        return True

    return check


def _int_validator(minimum: int, maximum: int | None) -> Validator:
    def check(text: str) -> bool | str:
        try:
            n = int(text.strip())
        except ValueError:
            return "type a whole number"
        if n < minimum:
            return f"at least {minimum}"
        if maximum is not None and n > maximum:
            return f"at most {maximum}"
        return True

    return check


def _with_default(message: str, default: str) -> str:
    return f"{message} [{default}]" if default else message


class QuestionaryPrompter:
    """Terminal prompts through questionary (prompt_toolkit).

    A default is shown in brackets and taken on Enter (typing replaces it, it
    is never pre-filled). When standard output is not a terminal (``--json >
    file``), prompts and messages go to standard error so the output stays clean.
    """

    def __init__(self) -> None:
        import sys

        import questionary

        self._q = questionary
        self._stream = sys.stdout if sys.stdout.isatty() else sys.stderr
        self._extra: dict = {}
        if self._stream is sys.stderr:
            from prompt_toolkit.output import create_output

            self._extra = {"output": create_output(stdout=sys.stderr)}

    def text(self, message: str, default: str = "", validate: Validator | None = None) -> str:
        check = (lambda t: True if not t.strip() else validate(t)) if (validate and default) else validate
        answer = self._q.text(_with_default(message, default), validate=check, **self._extra).unsafe_ask().strip()
        return answer or default

    def integer(self, message: str, minimum: int = 0, maximum: int | None = None, default: int | None = None) -> int:
        check = _int_validator(minimum, maximum)
        shown = "" if default is None else str(default)
        answer = self._q.text(_with_default(message, shown), validate=lambda t: True if shown and not t.strip()
                              else check(t), **self._extra).unsafe_ask().strip()
        return int(answer) if answer else int(shown)

    def select(self, message: str, choices: Sequence[str], default: str | None = None) -> str:
        return self._q.select(message, choices=list(choices), default=default, **self._extra).unsafe_ask()

    def autocomplete(self, message: str, choices: Sequence[str], validate: Validator | None = None) -> str:
        return self._q.autocomplete(
            message, choices=list(choices), validate=validate, ignore_case=True, match_middle=True, **self._extra
        ).unsafe_ask().strip()

    def confirm(self, message: str, default: bool = True) -> bool:
        return self._q.confirm(message, default=default, **self._extra).unsafe_ask()

    def echo(self, text: str = "") -> None:
        print(text, file=self._stream, flush=True)


#: Put this in a :class:`ScriptedPrompter`'s answers to simulate Ctrl-C.
INTERRUPT = object()


@dataclass
class ScriptedPrompter:
    """Answers prompts from a list, in order (for tests).

    Answers are given as the user would type them (strings), or ``True``/``False``
    for confirms; :data:`INTERRUPT` raises ``KeyboardInterrupt`` at that point.
    A validator that rejects an answer raises ``AssertionError``.

    :ivar asked: the prompt messages, in order.
    :ivar output: everything echoed.
    """

    answers: list[Any]
    asked: list[str] = field(default_factory=list)
    output: list[str] = field(default_factory=list)

    def _next(self, message: str, validate: Validator | None = None) -> Any:
        self.asked.append(message)
        if not self.answers:
            raise AssertionError(f"no scripted answer left for {message!r}")
        answer = self.answers.pop(0)
        if answer is INTERRUPT:
            raise KeyboardInterrupt
        if validate is not None and isinstance(answer, str):
            verdict = validate(answer)
            if verdict is not True:
                raise AssertionError(f"answer {answer!r} to {message!r} rejected: {verdict}")
        return answer

    def text(self, message: str, default: str = "", validate: Validator | None = None) -> str:
        answer = self._next(message, validate)
        return (answer or default).strip()

    def integer(self, message: str, minimum: int = 0, maximum: int | None = None, default: int | None = None) -> int:
        answer = self._next(message)
        if answer == "" and default is not None:
            return default
        verdict = _int_validator(minimum, maximum)(str(answer))
        if verdict is not True:
            raise AssertionError(f"answer {answer!r} to {message!r} rejected: {verdict}")
        return int(answer)

    def select(self, message: str, choices: Sequence[str], default: str | None = None) -> str:
        answer = self._next(message)
        if answer not in choices:
            raise AssertionError(f"{answer!r} is not one of {list(choices)} for {message!r}")
        return answer

    def autocomplete(self, message: str, choices: Sequence[str], validate: Validator | None = None) -> str:
        return self._next(message, validate).strip()

    def confirm(self, message: str, default: bool = True) -> bool:
        return bool(self._next(message))

    def echo(self, text: str = "") -> None:
        self.output.append(text)


@dataclass
class Draft:
    """A record being entered, with the file it is saved to.

    :ivar record: the record so far (mutated by the entry flow).
    :ivar path: where :meth:`save` writes it.
    """

    record: dict[str, Any]
    path: Path

    def save(self) -> Path:
        """Write the record (marked ``"draft": true``) to :attr:`path`."""
        self.record["draft"] = True
        return save_record(self.path, self.record)

    def finish(self) -> dict[str, Any]:
        """Mark the record complete, save it, and return it."""
        self.record.pop("draft", None)
        save_record(self.path, self.record)
        return self.record


@contextlib.contextmanager
def guard(draft: Draft) -> Iterator[Draft]:
    """Save ``draft`` if the block is interrupted by Ctrl-C / Ctrl-D.

    :raises EntryInterrupted: on ``KeyboardInterrupt`` or ``EOFError``, after saving.
    """
    try:
        yield draft
    except (KeyboardInterrupt, EOFError):
        draft.save()
        raise EntryInterrupted(os.fspath(draft.path)) from None
