"""Asking the person at the table: one small interface, two implementations.

Game entry flows ask through a :class:`~scorer.core.entry.Entry`, which talks
to a :class:`Prompter`. :class:`QuestionaryPrompter` asks in the terminal
(questionary, imported on first use); :class:`ScriptedPrompter` answers from a
list, for tests through the library. Ctrl-C and Ctrl-D reach the caller as
``KeyboardInterrupt`` / ``EOFError``; :func:`guard` turns them into a saved
draft and :class:`~scorer.core.errors.EntryInterrupted`.

**Going back.** At every question, :data:`BACK` (``<``) steps back to the
previous answer: typed on an empty line it acts at once (no Enter needed), and
in a menu or a yes/no question the key acts at once too. Every prompter
returns :data:`BACK` as the answer; :class:`~scorer.core.entry.Entry` turns it
into the step back.
"""

from __future__ import annotations

import contextlib
import os
import re
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from .errors import EntryInterrupted, InputError
from .i18n import N_, parse_language, translations
from .names import fold
from .records import file_language, save_record

if TYPE_CHECKING:
    from prompt_toolkit.completion import Completer, Completion
    from prompt_toolkit.document import Document

#: A validator returns ``True`` or the message to show under the prompt.
Validator = Callable[[str], "bool | str"]

#: The answer that steps back to the previous question, at every prompt.
BACK = "<"

#: The hint shown with every question (the one place the back key is named; shown in the output language).
BACK_HINT = N_("(< back)")

_ = translations("core").gettext


class Prompter(Protocol):
    """What an entry flow may ask. Every method returns the typed answer, or :data:`BACK`."""

    def text(
        self, message: str, default: str = "", validate: Validator | None = None, choices: Sequence[str] = ()
    ) -> str: ...

    def select(
        self, message: str, choices: Sequence[str], default: str | None = None, shortcuts: bool = False
    ) -> str: ...

    def confirm(self, message: str, default: bool = True) -> bool | str: ...

    def echo(self, text: str = "") -> None: ...


def validator(parse: Callable[[str], object], allow_empty: bool = False) -> Validator:
    """A prompt validator from a parser that raises :class:`InputError` on bad text.

    :data:`BACK` always passes (the entry steps back instead of parsing it).

    :param allow_empty: accept an empty answer without calling ``parse``.
    :returns: a function giving ``True``, or the parser's one-line message.
    """

    def check(text: str) -> bool | str:
        if text.strip() == BACK or (allow_empty and not text.strip()):
            return True
        try:
            parse(text)
        except InputError as e:
            return str(e)
        return True

    return check


def shortcut_keys(choices: Sequence[str]) -> dict[str, str]:
    """One letter (or digit) per menu choice, for a menu asked with ``shortcuts``: the key selects it at once.

    Each choice takes the first free initial of its words, else the first free letter in it
    (case and accents folded: ``"Road completed"`` is ``r``); ``<`` (back) is never a key. A
    choice with no free character gets none (it is reached with the arrow keys).

    :returns: ``{choice: key}``.
    """
    keys: dict[str, str] = {}
    for choice in choices:
        words = fold(choice).split()
        initials = [w[0] for w in words if w and w[0].isalnum()]
        rest = [ch for w in words for ch in w if ch.isalnum()]
        key = next((ch for ch in [*initials, *rest] if ch.isascii() and ch not in keys.values()), None)
        if key is not None:
            keys[choice] = key
    return keys


def menu_keys(choices: Sequence[str]) -> dict[str, str]:
    """``{key: choice}``: each choice's shown key (:func:`shortcut_keys`), and the keys of the other
    language where they do not clash.

    A Czech menu shows Czech letters (``k) Kopiník (Spearman)``), but a table used to the English
    names types ``s``: a choice also answers to the initials of its English text (a catalogue message)
    and of every word in it (a name given in both languages, ``Pán draků (Dragonlord)``), unless the key
    is shown for another choice or fits two choices. (In English the initials of every word work the
    same way: ``Spearman (Kopiník)`` answers ``k`` too.)
    """
    from .i18n import english_message

    shown = shortcut_keys(choices)
    keys = {key: choice for choice, key in shown.items()}
    claims: dict[str, set[str]] = {}
    for choice in choices:
        english = english_message(choice) or ""
        for word in re.findall(r"\w+", fold(f"{english} {choice}")):
            if word[0].isascii() and word[0] not in keys:
                claims.setdefault(word[0], set()).add(choice)
    for key, which in claims.items():
        if len(which) == 1:
            keys[key] = next(iter(which))
    return keys


def _with_default(message: str, default: str) -> str:
    return f"{message} [{default}]" if default else message


class FoldingCompleter:
    """Tab completion that folds case and accents exactly as the name matcher does.

    ``kour`` completes to *Kouř*, ``tez`` to *Těžká jízda*. With ``multi`` the
    last comma-separated part of the line is completed, so a list of cards can
    be typed on one line. A folded start of a spelling ranks before a match in
    the middle of it.

    :param names: every spelling to offer (English and Czech names…).
    """

    def __init__(self, names: Iterable[str], multi: bool = True):
        self.names = list(dict.fromkeys(names))
        self.keys = [fold(n) for n in self.names]
        self.multi = multi

    def matches(self, typed: str) -> list[str]:
        """The spellings ``typed`` completes to (starts first, then matches inside)."""
        key = fold(typed)
        if not key:
            return list(self.names)
        starts = [n for n, k in zip(self.names, self.keys, strict=True) if k.startswith(key)]
        inside = [n for n, k in zip(self.names, self.keys, strict=True) if key in k and not k.startswith(key)]
        return starts + inside

    def as_prompt_toolkit(self) -> Completer:
        """This completer as a prompt_toolkit ``Completer`` (imports prompt_toolkit)."""
        from prompt_toolkit.completion import Completer, Completion

        outer = self

        class _Completer(Completer):
            def get_completions(self, document: Document, complete_event: object) -> Iterator[Completion]:
                before = document.text_before_cursor
                part = before.rsplit(",", 1)[-1] if outer.multi else before
                typed = part.lstrip()
                for name in outer.matches(typed):
                    yield Completion(name, start_position=-len(typed))

        return _Completer()


class QuestionaryPrompter:
    """Terminal prompts through questionary (prompt_toolkit).

    A default is shown in brackets and taken on Enter (typing replaces it, it
    is never pre-filled). ``<`` on an empty line, in a menu or at a yes/no
    question returns :data:`BACK` at once. When standard output is not a
    terminal (``--json > file``), prompts and messages go to standard error so
    the output stays clean.
    """

    #: ``<`` at the first question of an entry with nothing answered ends the entry (:class:`~scorer.core.entry.Back`
    #: out of :func:`~scorer.core.entry.run`): the ``scorer`` game menu is before it.
    may_leave: bool = False

    def __init__(self) -> None:
        import sys

        import questionary

        self._q = questionary
        self._stream = sys.stdout if sys.stdout.isatty() else sys.stderr
        self._extra: dict[str, Any] = {}
        if self._stream is sys.stderr:
            from prompt_toolkit.output import create_output

            self._extra = {"output": create_output(stdout=sys.stderr)}

    def _ask(self, question: Any, empty_only: bool) -> Any:
        """Run ``question`` with the back key bound (on an empty line only, for typed answers)."""
        from prompt_toolkit.application.current import get_app
        from prompt_toolkit.filters import Condition
        from prompt_toolkit.key_binding import KeyBindings, merge_key_bindings

        bindings = KeyBindings()

        @Condition
        def line_empty() -> bool:
            return not get_app().current_buffer.text

        @bindings.add(BACK, filter=line_empty if empty_only else True, eager=True)
        def _back(event: Any) -> None:
            event.app.exit(result=BACK)

        app = question.application
        app.key_bindings = merge_key_bindings([app.key_bindings, bindings]) if app.key_bindings else bindings
        _wrap_refusals(app)
        return question.unsafe_ask()

    def text(
        self, message: str, default: str = "", validate: Validator | None = None, choices: Sequence[str] = ()
    ) -> str:
        def check(t: str) -> bool | str:
            if t.strip() == BACK or validate is None:
                return True
            return validate(t if t.strip() or not default else default)  # Enter takes the default: check it

        shown = f"{_with_default(message, default)} {_(BACK_HINT)}"
        if choices:
            question = self._q.autocomplete(
                shown,
                choices=list(choices),
                validate=check,
                completer=FoldingCompleter(choices).as_prompt_toolkit(),
                **self._extra,
            )
        else:
            question = self._q.text(shown, validate=check, **self._extra)
        answer = str(self._ask(question, empty_only=True) or "").strip()
        return answer or default

    def select(self, message: str, choices: Sequence[str], default: str | None = None, shortcuts: bool = False) -> str:
        from .i18n import language

        keys = shortcut_keys(choices) if shortcuts and len(choices) <= 36 else {}
        # questionary's own hint, in Czech when the output is (English: questionary's words as they are)
        said: dict[str, Any] = {} if language() == "en" else {"instruction": _("(Use arrow keys)")}
        if not keys:
            question = self._q.select(
                f"{message} {_(BACK_HINT)}", choices=list(choices), default=default, **said, **self._extra
            )
            return str(self._ask(question, empty_only=False))
        if said:
            said["instruction"] = _("(Use shortcuts or arrow keys)")
        items = [self._q.Choice(c, value=c, shortcut_key=keys.get(c, False)) for c in choices]
        question = self._q.select(
            f"{message} {_(BACK_HINT)}",
            choices=items,
            default=next((item for item in items if item.value == default), None),
            use_shortcuts=True,
            use_jk_keys=False,
            **said,
            **self._extra,
        )
        self._shortcuts_select_at_once(question, menu_keys(choices))
        return str(self._ask(question, empty_only=False))

    @staticmethod
    def _shortcuts_select_at_once(question: Any, keys: dict[str, str]) -> None:
        """Make each key (``{key: choice}``, :func:`menu_keys`) answer the menu at once (questionary's own
        shortcuts only move the pointer there)."""
        from prompt_toolkit.key_binding import KeyBindings, merge_key_bindings
        from questionary.prompts.common import InquirerControl

        app = question.application
        control = next(c for c in app.layout.find_all_controls() if isinstance(c, InquirerControl))
        bindings = KeyBindings()
        index_of = {str(choice.value): index for index, choice in enumerate(control.choices)}
        for key, value in keys.items():
            if value not in index_of:
                continue

            def pick(event: Any, index: int = index_of[value]) -> None:
                control.pointed_at = index
                control.is_answered = True
                event.app.exit(result=control.get_pointed_at().value)

            bindings.add(key, eager=True)(pick)
        app.key_bindings = merge_key_bindings([app.key_bindings, bindings]) if app.key_bindings else bindings

    def confirm(self, message: str, default: bool = True) -> bool | str:
        """A yes/no question: a letter chooses (shown after the question), Enter gives it.

        ``y``/``n`` (and in Czech ``a`` for *ano*) only choose the answer: Enter then
        answers, so the Enter typed after a letter never answers the next question
        (questionary's own yes/no answers on the letter). Enter alone takes the default;
        another key says which keys work; ``<`` steps back at once.
        """
        from prompt_toolkit import PromptSession
        from prompt_toolkit.formatted_text import to_formatted_text
        from prompt_toolkit.key_binding import KeyBindings
        from prompt_toolkit.keys import Keys
        from questionary.question import Question
        from questionary.styles import merge_styles_default

        from .i18n import language

        czech = language() == "cs"
        yes_keys = ("a", "A", "y", "Y") if czech else ("y", "Y")
        hint = _("(Y/n)") if default else _("(y/N)")
        said = {True: _("Yes"), False: _("No")}
        keys = _("type {yes} or {no}, then Enter").format(yes="a" if czech else "y", no="n")
        status: dict[str, Any] = {"answer": None, "done": False, "stray": None}

        def tokens() -> Any:
            shown: list[Any] = [("class:qmark", "?"), ("class:question", f" {message} {_(BACK_HINT)} ")]
            if not status["done"]:
                shown.append(("class:instruction", f"{hint} "))
            if status["answer"] is not None:
                shown.append(("class:answer", said[status["answer"]]))
            if status["stray"] is not None and not status["done"]:
                shown.append(("class:instruction", f"  ({status['stray']}: {keys})"))
            return to_formatted_text(shown)

        bindings = KeyBindings()

        @bindings.add(Keys.ControlQ, eager=True)
        @bindings.add(Keys.ControlC, eager=True)
        def _stop(event: Any) -> None:
            event.app.exit(exception=KeyboardInterrupt, style="class:aborting")

        @bindings.add(Keys.ControlD, eager=True)
        def _end(event: Any) -> None:
            event.app.exit(exception=EOFError, style="class:aborting")

        def choose(answer: bool) -> Callable[[Any], None]:
            def handler(event: Any) -> None:
                status["answer"], status["stray"] = answer, None

            return handler

        for key in yes_keys:
            bindings.add(key)(choose(True))
        for key in ("n", "N"):
            bindings.add(key)(choose(False))

        @bindings.add(Keys.ControlH)
        def _clear(event: Any) -> None:
            status["answer"] = None

        @bindings.add(Keys.ControlM, eager=True)
        def _enter(event: Any) -> None:
            if status["answer"] is None:
                status["answer"] = default
            status["done"] = True
            event.app.exit(result=status["answer"])

        @bindings.add(Keys.Any)
        def _other(event: Any) -> None:
            if event.data.isprintable():
                status["stray"] = event.data

        session: PromptSession[Any] = PromptSession(
            tokens, key_bindings=bindings, style=merge_styles_default([None]), **self._extra
        )
        answer = self._ask(Question(session.app), empty_only=False)
        return answer if answer == BACK else bool(answer)

    def echo(self, text: str = "") -> None:
        print(text, file=self._stream, flush=True)


def _wrap_refusals(app: Any) -> None:
    """Let the line under a prompt that says why an answer is refused take as many lines as it needs.

    prompt_toolkit's validation toolbar is one line high and cuts a longer message at the
    terminal's width (``…30 Princezna a d``); here it wraps instead.
    """
    from prompt_toolkit.filters import to_filter
    from prompt_toolkit.layout.controls import FormattedTextControl

    for window in app.layout.find_all_windows():
        control = window.content
        text = getattr(control, "text", None) if isinstance(control, FormattedTextControl) else None
        if getattr(text, "__qualname__", "").startswith("ValidationToolbar."):
            window.height = None
            window.wrap_lines = to_filter(True)


#: Put this in a :class:`ScriptedPrompter`'s answers to simulate Ctrl-C.
INTERRUPT = object()


@dataclass
class ScriptedPrompter:
    """Answers prompts from a list, in order (for tests).

    Answers are given as the user would type them (strings), ``True``/``False``
    for yes/no questions, :data:`BACK` to step back; :data:`INTERRUPT` raises
    ``KeyboardInterrupt`` at that point. A validator that rejects an answer
    raises ``AssertionError`` (the terminal would show the message and ask again).

    :ivar asked: the prompt messages, in order.
    :ivar output: everything echoed.
    :ivar review: answer the review before scoring (off by default, so that
        scripts need no answer for it).
    """

    answers: list[Any]
    asked: list[str] = field(default_factory=list)
    output: list[str] = field(default_factory=list)
    review: bool = False
    may_leave: bool = False

    def _next(self, message: str) -> Any:
        self.asked.append(message)
        if not self.answers:
            raise AssertionError(f"no scripted answer left for {message!r}")
        answer = self.answers.pop(0)
        if answer is INTERRUPT:
            raise KeyboardInterrupt
        return answer

    def text(
        self, message: str, default: str = "", validate: Validator | None = None, choices: Sequence[str] = ()
    ) -> str:
        answer = self._next(message)
        if not isinstance(answer, str):
            raise AssertionError(f"answer {answer!r} to {message!r} is not text")
        if answer.strip() == BACK:
            return BACK
        if not answer.strip() and default:
            answer = default
        if validate is not None:
            verdict = validate(answer)
            if verdict is not True:
                raise AssertionError(f"answer {answer!r} to {message!r} rejected: {verdict}")
        return answer.strip()

    def select(self, message: str, choices: Sequence[str], default: str | None = None, shortcuts: bool = False) -> str:
        answer = self._next(message)
        if answer == BACK:
            return BACK
        if answer == "" and default is not None:
            return default
        if shortcuts and answer not in choices:  # a menu's letter key, as typed in the terminal
            answer = menu_keys(choices).get(answer, answer)
        if answer not in choices:
            raise AssertionError(f"{answer!r} is not one of {list(choices)} for {message!r}")
        return str(answer)

    def confirm(self, message: str, default: bool = True) -> bool | str:
        answer = self._next(message)
        if answer == BACK:
            return BACK
        if answer == "":
            return default
        if isinstance(answer, str):  # a letter as typed: y/n, Czech a/n (a script's "n" is not a yes)
            letters = {"y": True, "yes": True, "a": True, "ano": True, "n": False, "no": False, "ne": False}
            if answer.strip().lower() not in letters:
                raise AssertionError(f"{answer!r} is not a yes/no answer for {message!r}")
            return letters[answer.strip().lower()]
        return bool(answer)

    def echo(self, text: str = "") -> None:
        self.output.append(text)


@dataclass
class Draft:
    """A record being entered, with the file it is saved to.

    :ivar record: the draft so far: ``game``, ``draft: true`` and the answers
        under ``_entry`` (see :mod:`scorer.core.entry`).
    :ivar path: where :meth:`save` writes it.
    :ivar lang: the language the entry is typed in now (``"cs"``, ``"en"``); ``None``: not said. It becomes
        the record's language only when the record has none yet: a draft or a record keeps the language
        it was begun in (``_entry.lang``, the file's ``"lang"``), and a one-off ``--lang`` changes only
        the output of that run.
    """

    record: dict[str, Any]
    path: Path
    lang: str | None = None

    def save(self) -> Path:
        """Write the record (marked ``"draft": true``) to :attr:`path`.

        The answer log says the record's language (``_entry.lang``): the one it already has (the
        draft's, or the file's ``"lang"`` when an entry adds to a finished record), else :attr:`lang`.

        :raises RecordError: the file cannot be written.
        """
        self.record["draft"] = True
        entry = self.record.get("_entry")
        if isinstance(entry, dict) and parse_language(str(entry.get("lang"))) is None:
            lang = file_language(self.path) or self.lang
            if lang is not None:
                entry["lang"] = lang
        return save_record(self.path, self.record)

    def finish(self, record: dict[str, Any] | None = None) -> dict[str, Any]:
        """Replace the draft by the complete ``record`` (or mark this one complete), save it, return it.

        The language the answers were typed in (``_entry.lang``) is saved as the file's ``"lang"``;
        the record returned has no ``"lang"`` (the game scores it).

        :raises RecordError: the file cannot be written.
        """
        entry = self.record.get("_entry")
        kept = entry.get("lang") if isinstance(entry, dict) else None
        lang = kept if parse_language(str(kept)) is not None else file_language(self.path) or self.lang
        if record is not None:
            self.record = record
        self.record.pop("draft", None)
        self.record.pop("_entry", None)
        self.record.pop("lang", None)
        # The language it was typed in is kept in the file (the envelope's "lang"), not in the game's record.
        save_record(self.path, {**self.record, "lang": lang} if isinstance(lang, str) else self.record)
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
