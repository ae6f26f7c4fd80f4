"""Interactive entry for every game: ask, save every answer, go back, resume, review.

A game writes its entry as a *flow*: a plain function ``flow(entry) -> record``
that asks its questions through an :class:`Entry` (``entry.text``,
``entry.integer``, ``entry.select``, ``entry.confirm``, ``entry.names``,
``entry.players``) and returns the finished record. :func:`run` runs it.

How it works: every answer is kept in an answer log in the draft file
(``"_entry": {"answers": [...]}``), by the question's key, and the file is
saved at once. A flow is a function of its answers, so the core can always run
it again from the start, replaying the logged answers without asking. That one
idea gives:

- **resume**: an interrupted entry replays its log, shows a recap of what is
  already there and asks the first missing question;
- **go back**: :data:`~scorer.core.prompts.BACK` (``<``) at any question asks
  the previous one again, its old answer as the default (Enter keeps it);
  across players, hands and set-up, as far back as the first question;
- **review**: before the table is scored, what was entered is listed per
  player, and any answer can be changed.

Replay is by key, not by position: after an answer changes, each later answer
is taken from the log when its question is asked again, and checked again; a
question that is new at that point is asked and its answer inserted; one that
no longer fits is asked again with the reason; answers to questions no longer
asked are dropped when the flow ends. Per-player keys start with the player's
seat (:meth:`Entry.seat`), so answers follow the player, not the position.
"""

from __future__ import annotations

import contextlib
import re
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, TypeVar, cast

from .errors import InputError, RecordError, RuleError
from .i18n import N_, translations
from .names import NameMatcher, fold
from .prompts import BACK, Draft, Prompter
from .table import Limit
from .words import clip, quote

T = TypeVar("T")
_C = translations("core")
_ = _C.gettext

#: A flow asks through an :class:`Entry` and returns the complete record.
Flow = Callable[["Entry"], dict[str, Any]]

#: The review's first choice (English; shown in the output language).
SCORE = N_("Score it")
#: Typed at a question asked again whose empty answer means something ("Enter when done"):
#: the empty answer (Enter keeps the old one).
CLEAR = "-"


class Back(Exception):
    """Raised inside a flow when the person steps back; :func:`run` handles it."""


def _log_of(draft: Draft) -> list[dict[str, Any]]:
    """The draft's answer log, checked (a hand-edited draft is refused with the field named).

    :raises RecordError: ``_entry`` or one of its answers has the wrong shape.
    """
    state = draft.record.setdefault("_entry", {"answers": []})
    game = draft.record.get("game")
    again = _("or start the entry again with 'scorer {game}'").format(game=game if isinstance(game, str) else "")
    if not isinstance(state, dict) or not isinstance(state.setdefault("answers", []), list):
        raise RecordError(
            # replace, not format: the message shows JSON braces
            _('an unfinished entry keeps its answers here as {"answers": [...]}: fix the file, {again}').replace(
                "{again}", again
            ),
            f"{draft.path}: $._entry",
        )
    seats = state.get("seats", {})
    if not isinstance(seats, dict) or not all(isinstance(k, str) and isinstance(v, str) for k, v in seats.items()):
        raise RecordError(
            _('the players\' seats are {"name": "p0", ...}: fix them in the file or remove "seats"'),
            f"{draft.path}: $._entry.seats",
        )
    for i, item in enumerate(state["answers"]):
        if not (
            isinstance(item, dict) and isinstance(item.get("key"), str) and isinstance(item.get("answer"), (str, bool))
        ):
            raise RecordError(
                _('each answer is {"key": ..., "answer": ...}: fix it in the file or remove it'),
                f"{draft.path}: $._entry.answers[{i}]",
            )
    answers: list[dict[str, Any]] = state["answers"]
    return answers


def check_log(draft: Draft) -> None:
    """Check a draft's answer log without running its entry (outside a terminal, before saying how to go on).

    :raises RecordError: ``_entry`` or one of its answers has the wrong shape (the file and the field named).
    """
    _log_of(Draft(dict(draft.record), draft.path))


def parse_int(text: str, minimum: int = 0, maximum: int | Limit | None = None) -> int:
    """Read a whole number typed at a prompt, with its bounds.

    Any Unicode decimal digits are read (``４５`` is 45); the number may have
    at most 9 digits. Every refusal says what is wrong and what to type, in the words of any
    question (a count, PP, crystals): ``'abc' is not a number: type a whole number such as 3``,
    ``at least 0: a negative number does not fit here, type 0 or more``, ``at most 7: type 7 or
    less`` (or ``at most 7: <the Limit's source>``).

    :raises RuleError: empty, not a whole number, below ``minimum``, above ``maximum``
        (the message gives the limit and, for a :class:`Limit`, where it comes from).
    """
    raw = text.strip()
    limit = None if maximum is None else maximum if isinstance(maximum, Limit) else Limit(maximum)
    if not raw:
        raise RuleError(_("no number typed: type a whole number such as 3"))
    if not re.fullmatch(r"[+-]?\d+", raw):
        decimal = re.fullmatch(r"[+-]?\d*[.,]\d+", raw)
        raise RuleError(
            (
                _("{value} is not a whole number: type a whole number such as 3")
                if decimal
                else _("{value} is not a number: type a whole number such as 3")
            ).format(value=quote(clip(raw, 20)))
        )
    too_long = len(raw.lstrip("+-")) > 9
    if too_long and (not raw.startswith("-") or minimum < 0):  # a question that takes negatives: too long either way
        raise RuleError(
            _("that number is far too large: type at most {limit}").format(limit=limit.value)
            if limit is not None
            else _("that number is far too large: type a smaller one")
        )
    n = int(raw)
    if too_long or n < minimum:  # a minus sign and ten digits is below any minimum a question has
        raise RuleError(
            _("at least 0: a negative number does not fit here, type 0 or more")
            if minimum == 0
            else _("at least {minimum}: type {minimum} or more").format(minimum=minimum)
        )
    if limit is not None and n > limit.value:
        raise RuleError(
            _("at most {limit}: {source}").format(limit=limit.value, source=limit.source)
            if limit.source
            else _("at most {limit}: type {limit} or less").format(limit=limit.value)
        )
    return n


def split_list(text: str) -> list[str]:
    """The non-empty parts of a comma- or semicolon-separated answer, stripped."""
    return [part.strip() for part in re.split(r"[,;]", text) if part.strip()]


class Entry:
    """One run of a flow over a draft: asks live, or replays logged answers.

    Every ask method takes a ``key`` (stable and unique within the flow, e.g.
    ``"p2.card5"``) and optionally a ``group`` (the player the answer belongs
    to, for the recap and the review) and a short ``label`` for listings.

    :ivar draft: the draft being filled; games with a persistent record (a
        running score sheet) may keep their own fields in ``draft.record``.
    """

    def __init__(self, draft: Draft, prompter: Prompter, recap: bool = False):
        self.draft = draft
        self.prompter = prompter
        self.log = _log_of(draft)
        self.pos = 0
        self._recap = recap
        self._after_live = False  # the last answer was typed now: what the flow shows next is seen
        self._seats: dict[str, str] = {}
        self._changed = False  # the last answer typed differs from the one it replaced
        self.keep_unfit = False  # log an answer its check refuses (see answers_to_log)
        self._typed: str | None = None  # the key of the last answer typed in this run (see _step_back)
        self._refused: int | None = None  # the position of a saved answer refused on replay, asked again

    # --- replay machinery -------------------------------------------------------------

    @property
    def replaying(self) -> bool:
        """True while logged answers are being replayed (nothing is shown then)."""
        return self.pos < len(self.log)

    def unread(self) -> list[dict[str, Any]]:
        """The logged answers the flow has not reached yet this run, without the one being asked again: after
        a change in the review, the later answers (``{"key", "answer", ...}``); empty while entering for the
        first time. A flow may read them to check an answer against what comes later (a card a later hand
        holds) or to know what will be replayed; it must not change them."""
        return [item for item in self.log[self.pos :] if not item.get("redo")]

    def _replay(
        self,
        key: str,
        check: Callable[[Any], T],
        message: str,
        group: str | None,
        label: str | None,
        show: Callable[[Any], str] | None = None,
        read: Callable[[dict[str, Any]], T] | None = None,
    ) -> tuple[bool, T | None, Any]:
        """``(found, value, old answer to offer as the default)`` for the question at the replay position.

        The log is read by key: the answer to the question asked now is taken from
        wherever it stands after this point; a question that is new here is asked and its
        answer inserted; answers to questions the flow no longer asks are dropped when
        the flow ends (:meth:`finish_log`).
        """
        if not self.replaying:
            return False, None, None
        if self.log[self.pos]["key"] != key:
            later = next((j for j in range(self.pos + 1, len(self.log)) if self.log[j]["key"] == key), None)
            if later is None:
                return False, None, None  # a new question here: asked, and inserted
            self.log.insert(self.pos, self.log.pop(later))  # asked earlier now (players reordered)
        item = self.log[self.pos]
        if item.get("redo"):
            return False, None, item["answer"]
        try:
            value = read(item) if read is not None else check(item["answer"])
        except InputError as e:
            # The answer itself is named (a hand-edited one may disagree with its shown text, which the recap
            # leaves out now), and it is not offered again as the default: it would be refused on Enter.
            self._after_live = True
            self._refused = self.pos
            item.pop("shown", None)
            item.pop("kept", None)
            self.echo(
                _("(the saved answer {answer} no longer fits: {reason}; asked again)").format(
                    answer=quote(clip(_shown(item["answer"]))), reason=e
                )
            )
            return False, None, None
        item["ask"] = message  # the names in a question follow the answers before it (a player renamed)
        shown = show(value) if show is not None else None  # as it counts now (an earlier answer changed)
        if shown is not None and shown != item["answer"]:
            item["shown"] = shown
        else:
            item.pop("shown", None)
        if item.pop("kept", False):  # stepped back through, and kept: said, not reused unseen
            self.echo(
                _("(kept: {question}; it is {answer})").format(
                    question=message.rstrip(":"), answer=clip(item.get("shown") or _shown(item["answer"]), 60)
                )
            )
        for field, value_ in (("group", group), ("label", label)):
            if value_ is None:
                item.pop(field, None)
            else:
                item[field] = value_
        self.pos += 1
        self._after_live = False
        return True, value, None

    def _live(
        self,
        key: str,
        message: str,
        group: str | None,
        label: str | None,
        answer: Any,
        value: T,
        shown: str | None = None,
        extra: dict[str, Any] | None = None,
    ) -> T:
        entry = {"key": key, "ask": message, "answer": answer, **(extra or {})}
        if shown is not None and shown != answer:
            entry["shown"] = shown
        if group is not None:
            entry["group"] = group
        if label is not None:
            entry["label"] = label
        self._changed = True
        if self.pos < len(self.log) and self.log[self.pos]["key"] == key:  # asked again: replace it
            self._changed = self.log[self.pos]["answer"] != answer
            self.log[self.pos] = entry
        else:  # a new question: inserted, the answers after it are kept
            self.log.insert(self.pos, entry)
        self.pos += 1
        self._after_live = True
        self._typed, self._refused = key, None  # answered: '<' from here goes back as usual
        self.draft.save()
        return value

    def finish_log(self) -> None:
        """Drop the answers the flow did not ask for this time (it returned before reaching them)."""
        if self.pos < len(self.log):
            del self.log[self.pos :]
            self.draft.save()

    def _before_live(self) -> None:
        if self._recap:
            self._recap = False
            lines = recap_lines(self.log)  # everything already there, also what comes after this question
            if lines:  # shown even in the middle of the log (a change from the review was interrupted)
                self.prompter.echo(_("Entered so far:"))
                for line in lines:
                    self.prompter.echo(f"  {line}")

    def _ask(
        self,
        key: str,
        message: str,
        group: str | None,
        label: str | None,
        check: Callable[[Any], T],
        prompt: Callable[[Any], Any],
        show: Callable[[T], str] | None = None,
        canonical: Callable[[T], str] | None = None,
        read: Callable[[dict[str, Any]], T] | None = None,
        extra: Callable[[T], dict[str, Any]] | None = None,
    ) -> T:
        found, value, old = self._replay(key, check, message, group, label, show, read)
        if found:
            return value  # type: ignore[return-value]
        self._before_live()
        answer = prompt(old)
        if answer == BACK:
            raise Back
        try:
            value = check(answer)
        except InputError:
            if self.keep_unfit:  # an old draft's answer: kept, so that the resume says why it is asked again
                self.log.insert(self.pos, {"key": key, "ask": message, "answer": answer})
            raise
        if canonical is not None:
            answer = canonical(value)
        more = extra(value) if extra is not None else None
        return self._live(key, message, group, label, answer, value, show(value) if show else None, more)

    # --- what a flow may ask -----------------------------------------------------------

    def text(
        self,
        key: str,
        message: str,
        parse: Callable[[str], T] | None = None,
        *,
        default: str = "",
        choices: Sequence[str] = (),
        allow_empty: bool = False,
        group: str | None = None,
        label: str | None = None,
        show: Callable[[T], str] | None = None,
        canonical: Callable[[T], str] | None = None,
    ) -> T:
        """Ask for a line of text; return ``parse(answer)`` (the stripped answer without ``parse``).

        The answer is checked where it is typed: ``parse`` raising
        :class:`InputError` shows its message and asks again. ``choices``
        turns on Tab completion (accent- and case-folded, per comma-separated part).

        :param allow_empty: an empty answer is passed to ``parse`` (else it is refused).
        :param show: how the answer is listed in the recap and the review
            (``"Necromancer, King"`` for a typed ``"nekro, kral"``); the typed text by default.
            It is worked out again on every replay, so it follows earlier answers that changed.
        :param canonical: the answer to keep in the log instead of what was typed
            (``"7"`` for a typed ``"７"``); it must parse to the same value.
            An empty form leaves the answer out of the recap, as an empty answer is
            (``"done"`` typed to end a list); the review's list of answers shows it as typed.
        """
        parser: Callable[[str], Any] = parse or (lambda t: t.strip())

        def check(answer: Any) -> Any:
            if not isinstance(answer, str):
                raise RuleError(_("type an answer"))
            if not answer.strip() and not allow_empty and not default:
                raise RuleError(_("type an answer"))
            return parser(answer)

        def validate(t: str) -> bool | str:
            try:
                check(t)
            except InputError as e:
                return str(e)
            except Back:  # the parse steps back on this answer (a game's own back key): let it through
                pass
            return True

        def prompt(old: Any) -> Any:
            # Asked again (back, review): the old answer is the default, so Enter keeps it. Where an empty
            # answer means something ("Enter when done"), "-" gives it.
            if old is not None and old != "" and allow_empty and not default and validate("") is True:
                answer = self.prompter.text(
                    _("{question} ({clear} for none)").format(question=message, clear=CLEAR),
                    default=old,
                    validate=lambda t: True if t.strip() == CLEAR else validate(t),
                    choices=choices,
                )
                return "" if answer.strip() == CLEAR else answer
            return self.prompter.text(
                message, default=old if old is not None else default, validate=validate, choices=choices
            )

        value: T = self._ask(key, message, group, label, check, prompt, show, canonical)
        return value

    def integer(
        self,
        key: str,
        message: str,
        *,
        minimum: int = 0,
        maximum: int | Limit | None = None,
        default: int | None = None,
        group: str | None = None,
        label: str | None = None,
    ) -> int:
        """Ask for a whole number between ``minimum`` and ``maximum`` (a :class:`Limit` names its source)."""
        shown = "" if default is None else str(default)

        def parse(t: str) -> int:
            return parse_int(t or shown, minimum, maximum)

        return self.text(key, message, parse, default=shown, allow_empty=True, group=group, label=label, canonical=str)

    def select(
        self,
        key: str,
        message: str,
        choices: Sequence[str] | Callable[[], Sequence[str]],
        default: str | None = None,
        *,
        group: str | None = None,
        label: str | None = None,
        show: Callable[[str], str] | None = None,
        shortcuts: bool = False,
        values: Sequence[str] | None = None,
    ) -> str:
        """Ask for one of ``choices`` from a menu; return the choice as shown (in the output language).

        The answer log keeps a menu answer in a form that does not depend on the language,
        so that an entry typed in Czech resumes in English and the other way round: the
        choice's value (``values``), else its English text, with its position among the
        choices. An answer logged as the text of either language (a draft of an earlier
        version) is read too.

        :param choices: the menu, in the output language; or a function giving it (called
            again under each language to read an answer logged in another one: give one when a
            choice holds names from the data or other words that are not one catalogue message).
        :param values: a language-independent value per choice (an id), logged instead of the text.
        :param show: how the choice is listed in the recap and the review (a long menu entry by its
            short name); the choice itself by default.
        :param shortcuts: each choice gets a letter key that selects it at once
            (:func:`~scorer.core.prompts.shortcut_keys`), shown before it in the terminal.
        :raises ValueError: ``values`` and ``choices`` differ in length (a programming error).
        """
        from .i18n import LANGUAGES, english_message, language, message_forms, using

        render: Callable[[], Sequence[str]] | None = choices if callable(choices) else None
        shown = list(render() if render is not None else cast("Sequence[str]", choices))
        if values is not None and len(values) != len(shown):
            raise ValueError(f"{len(values)} values for {len(shown)} choices of {key!r}")
        given = {"shortcuts": True} if shortcuts else {}

        def stable(i: int) -> str:
            """The logged form of choice ``i``: its value, else its English text (else as shown)."""
            if values is not None:
                return values[i]
            if render is not None and language() != "en":
                with using("en"):
                    return str(list(render())[i])
            return english_message(shown[i]) or shown[i]

        def position(answer: Any, at: Any = None) -> int:
            """Which choice a logged or typed ``answer`` is (``at``: its logged position, a last resort)."""
            if not isinstance(answer, str):
                raise RuleError(_("{answer} is not one of the choices").format(answer=quote(clip(str(answer)))))
            if values is not None and answer in values:
                return list(values).index(answer)
            if answer in shown:
                return shown.index(answer)
            if render is not None:
                for lang in LANGUAGES:
                    with using(lang):
                        other = list(render())
                    if answer in other and len(other) == len(shown):
                        return other.index(answer)
            forms = message_forms(answer)
            same = [i for i, c in enumerate(shown) if c in forms]
            if len(same) == 1:
                return same[0]
            if isinstance(at, int) and not isinstance(at, bool) and 0 <= at < len(shown) and (not same or at in same):
                return at
            if same:
                return same[0]
            raise RuleError(_("{answer} is not one of the choices").format(answer=quote(clip(str(answer)))))

        def read(item: dict[str, Any]) -> str:
            i = position(item["answer"], item.get("choice"))
            item["answer"], item["choice"] = stable(i), i  # an old draft's text: logged as a new one would be
            return shown[i]

        def check(answer: Any) -> str:
            return shown[position(answer)]

        def prompt(old: Any) -> Any:
            try:
                before = shown[position(old)] if old is not None else default
            except InputError:
                before = default
            return self.prompter.select(message, shown, default=before, **given)

        return self._ask(
            key,
            message,
            group,
            label,
            check,
            prompt,
            show=lambda choice: show(choice) if show is not None else choice,
            canonical=lambda choice: stable(shown.index(choice)),
            read=read,
            extra=lambda choice: {"choice": shown.index(choice)},
        )

    def confirm(
        self, key: str, message: str, default: bool = True, *, group: str | None = None, label: str | None = None
    ) -> bool:
        """Ask a yes/no question."""

        def check(answer: Any) -> bool:
            if not isinstance(answer, bool):
                raise RuleError(_("answer yes or no"))
            return answer

        return self._ask(
            key,
            message,
            group,
            label,
            check,
            lambda old: self.prompter.confirm(message, default=old if isinstance(old, bool) else default),
        )

    def names(
        self,
        key: str,
        message: str,
        matcher: NameMatcher,
        *,
        taken: Sequence[str] = (),
        at_most: int | None = None,
        allow_empty: bool = False,
        choices: Sequence[str] | None = None,
        group: str | None = None,
        label: str | None = None,
        check: Callable[[list[str]], None] | None = None,
    ) -> list[str]:
        """Ask for one or more names (comma-separated) and return their ids, in order.

        :param taken: ids that may not be named again (cards already in a hand);
            they are left out of the suggestions and the completion.
        :param at_most: how many names the answer may hold.
        :param check: a further check of the ids (raises :class:`InputError`).
        """
        taken_set = set(taken)

        def parse(text: str) -> list[str]:
            parts = split_list(text)
            if not parts:
                if allow_empty:
                    return []
                several = at_most is None or at_most > 1
                raise RuleError(
                    (
                        _("type a {kind} name, or several, comma-separated") if several else _("type a {kind} name")
                    ).format(kind=matcher.kind)
                )
            if at_most is not None and len(parts) > at_most:
                raise RuleError(
                    _C.ngettext(
                        "{given} names given, but only {n} more fit: remove {extra}",
                        "{given} names given, but only {n} more fit: remove {extra}",
                        at_most,
                    ).format(given=len(parts), n=at_most, extra=len(parts) - at_most)
                )
            ids: list[str] = []
            for part in parts:
                ident = matcher.match(part, exclude=taken_set)
                if ident in ids:
                    raise RuleError(
                        _("{name} is named twice in this answer: name it once").format(name=matcher.display[ident])
                    )
                if ident in taken_set:
                    raise RuleError(
                        _("{name} is already taken: choose another {kind}").format(
                            name=matcher.display[ident], kind=matcher.kind
                        )
                    )
                ids.append(ident)
            if check is not None:
                check(ids)
            return ids

        offered = (
            choices
            if choices is not None
            else [s for i, ss in matcher.spellings.items() if i not in taken_set for s in ss]
        )
        return self.text(
            key,
            message,
            parse,
            choices=offered,
            allow_empty=True,
            group=group,
            label=label,
            show=lambda ids: ", ".join(matcher.display[i] for i in ids),
        )

    def players(self, title: str, minimum: int, maximum: int, key: str = "players") -> list[str]:
        """The one players step of every game: names one by one (or comma-separated at once).

        The range comes from the game's registry entry. Empty and duplicate
        names (case and accents folded) are refused where they are typed; after
        ``minimum`` names an empty answer ends the list; at ``maximum`` the list
        ends and says so.
        """
        names: list[str] = []
        while len(names) < maximum:
            n = len(names) + 1
            may_end = n > minimum
            room = maximum - len(names)
            have = list(names)

            def parse(text: str, have: list[str] = have, may_end: bool = may_end, room: int = room) -> list[str]:
                parts = split_list(text)
                if not parts:
                    if may_end:
                        return []
                    raise RuleError(
                        _C.ngettext(
                            "{game} needs at least {n} player: type a name",
                            "{game} needs at least {n} players: type a name",
                            minimum,
                        ).format(game=title, n=minimum)
                    )
                if len(parts) > room:
                    most = (
                        _C.ngettext(
                            "{game} takes at most {n} player: {room} more at most, {given} given; remove {extra}",
                            "{game} takes at most {n} players: {room} more at most, {given} given; remove {extra}",
                            maximum,
                        )
                        if have
                        else _C.ngettext(
                            "{game} takes at most {n} player: {given} given; remove {extra}",
                            "{game} takes at most {n} players: {given} given; remove {extra}",
                            maximum,
                        )
                    )
                    raise RuleError(
                        most.format(game=title, n=maximum, room=room, given=len(parts), extra=len(parts) - room)
                    )
                seen = {fold(h): h for h in have}
                for part in parts:
                    if not any(ch.isalnum() for ch in part):
                        raise RuleError(_("give each player a name with letters or digits"))
                    if fold(part) in seen:
                        raise RuleError(_("{name} is already at the table: give a different name").format(name=part))
                    seen[fold(part)] = part
                return parts

            if n == 1:
                question = _("Player {n} name (or all names, comma-separated):")
            elif may_end:
                question = _("Player {n} name (Enter when done):")
            else:
                question = _("Player {n} name:")
            new = self.text(
                f"{key}.{n}",
                question.format(n=n),
                parse,
                allow_empty=True,
                label=_("players") if n == 1 else None,  # the recap says "players Ann, Bob, Cid" once
                show=", ".join,
            )
            if self._after_live and self._changed:  # changed now: the names after it are asked again
                later = [i for i in range(self.pos, len(self.log)) if self.log[i]["key"].startswith(f"{key}.")]
                for i in reversed(later):
                    del self.log[i]
            if not new:
                break
            names += new
        if len(names) == maximum and self._after_live:  # said when the last name is typed, not on a resume
            self.echo(
                _C.ngettext(
                    "{game} is for at most {n} player: the table is full, on to the next question.",
                    "{game} is for at most {n} players: the table is full, on to the next question.",
                    maximum,
                ).format(n=maximum, game=title)
            )
        self._seat_players(names)
        return names

    def _seat_players(self, names: list[str]) -> None:
        """Give each player a seat id that stays with the name (see :meth:`seat`), kept in the draft."""
        state = self.draft.record["_entry"]
        old: dict[str, str] = state.get("seats", {})
        folded = [fold(n) for n in names]
        seats = {f: old[f] for f in folded if f in old}
        free = [sid for f, sid in old.items() if f not in seats]  # a renamed player's seat
        k = 0
        for f in folded:
            if f in seats:
                continue
            if free:
                seats[f] = free.pop(0)
                continue
            while f"p{k}" in seats.values() or f"p{k}" in old.values():
                k += 1
            seats[f] = f"p{k}"
        if seats != old:
            state["seats"] = seats
            self.draft.save()
        self._seats = seats

    def seat(self, name: str) -> str:
        """The key prefix of a player's answers (``"p0"``, ``"p1"``…), which stays with the player.

        Build every per-player key from it (``f"{entry.seat(name)}.card1"``): when the
        players are reordered in the review, each keeps their answers; when one is renamed
        (one name replaced by another), the new name takes the old one's answers; a player
        added gets new questions. Seats are given in order, ``p0`` first.

        :raises KeyError: ``name`` was not given in :meth:`players`.
        """
        return self._seats[fold(name)]

    def echo(self, text: str = "") -> None:
        """Show a line (not while replaying: the person has seen it already; a resume's recap comes first)."""
        if not self.replaying or self._after_live:
            self._before_live()
            self.prompter.echo(text)

    def commit(self) -> None:
        """Forget the answers so far (they are kept in the record now): going back stops here.

        For games that keep a persistent record (a running score sheet): once a
        step is written to ``draft.record``, its answers need no replay.
        """
        del self.log[:]
        self.pos = 0
        self.draft.save()

    # --- recap and review -------------------------------------------------------------

    def review(self) -> bool:
        """Show what was entered per player and offer to change any answer.

        :returns: True when an answer was marked to be asked again (run the flow again).
        :raises Back: the person stepped back from the review.
        """
        groups = _groups(self.log)
        self.prompter.echo("")
        self.prompter.echo(_("Review before scoring:"))
        for line in recap_lines(self.log):
            self.prompter.echo(f"  {line}")
        score = _(SCORE)
        options = [score] + [_change(g) for g in groups]
        choice = self.prompter.select(_("Everything right?"), options, default=score)
        if choice == BACK:
            raise Back
        if choice == score:
            return False
        group = groups[options.index(choice) - 1]
        items = [(i, a) for i, a in enumerate(self.log) if a.get("group") == group]
        labels = [f"{a['ask'].rstrip(':')}: {a.get('shown') or _shown(a['answer'])}" for _, a in items]
        picked = self.prompter.select(_("Which answer?"), labels)
        if picked == BACK:
            return True
        index = items[labels.index(picked)][0]
        self.log[index]["redo"] = True
        self.draft.save()
        return True


def _change(group: str | None) -> str:
    """The review's choice that changes a group's answers: ``"Change Ann's answers"``, ``"Change the table"``."""
    return _("Change the table") if group is None else _("Change {player}'s answers").format(player=group)


def _groups(log: list[dict[str, Any]]) -> list[str | None]:
    return list(dict.fromkeys(a.get("group") for a in log))


def _shown(answer: Any) -> str:
    if isinstance(answer, bool):
        return _("yes") if answer else _("no")
    return answer if answer.strip() else _("(none)")


def recap_lines(log: list[dict[str, Any]]) -> list[str]:
    """One line per group: ``"Bob so far: Province 4, Gardens 2"``; the table's set-up first."""
    lines = []
    for group in _groups(log):
        parts = []
        for a in log:
            if a.get("group") != group or (isinstance(a["answer"], str) and not a["answer"].strip()):
                continue
            if a.get("shown") == "":  # shown as nothing ('done' ending a list): like an empty answer
                continue
            label = a.get("label")
            shown = a.get("shown") or _shown(a["answer"])
            parts.append(f"{label} {shown}" if label else shown)
        if parts:
            who = _("Table") if group is None else group
            lines.append(f"{who}: {', '.join(parts)}")
    return lines


class _OutOfAnswers(Exception):
    """The given answers ran out (see :func:`answers_to_log`)."""


class _Feed:
    """A prompter that answers from a list and stops the flow when the list runs out."""

    review = False

    def __init__(self, answers: Sequence[str | bool]):
        self.answers = list(answers)

    def _next(self) -> Any:
        if not self.answers:
            raise _OutOfAnswers
        return self.answers.pop(0)

    def text(self, message: str, default: str = "", validate: Any = None, choices: Sequence[str] = ()) -> str:
        return str(self._next())

    def select(self, message: str, choices: Sequence[str], default: str | None = None, shortcuts: bool = False) -> str:
        return str(self._next())

    def confirm(self, message: str, default: bool = True) -> bool | str:
        return bool(self._next())

    def echo(self, text: str = "") -> None:
        pass


class _Unsaved(Draft):
    def save(self) -> Path:
        return self.path


def answers_to_log(flow: Flow, record: dict[str, Any], answers: Sequence[str | bool]) -> list[dict[str, Any]]:
    """The answer log ``flow`` writes when given ``answers`` in the order it asks its questions.

    For a draft saved by a version of a game that kept record fields instead of
    answers: the game lists the answers those fields stand for, and the flow
    gives them their keys. The log stops where the answers run out, or at the
    first one that no longer fits (kept, so that the resume asks it again and says why).

    :param record: the draft's fields the flow reads (the game, an option given on the command line).
    """
    draft = _Unsaved({**record, "_entry": {"answers": []}}, Path("unsaved.json"))
    entry = Entry(draft, _Feed(answers))
    entry.keep_unfit = True
    with contextlib.suppress(_OutOfAnswers, InputError, Back):  # ran out, or one no longer fits
        flow(entry)
    return entry.log


def run(flow: Flow, draft: Draft, prompter: Prompter, *, review: bool = True) -> dict[str, Any]:
    """Run ``flow`` over ``draft`` until it returns the record; save and return it.

    A draft that already holds answers (a resumed entry) is replayed, with a
    recap before the first new question. :class:`Back` steps back one answer.
    With ``review`` (and a prompter that reviews: the terminal always does), the
    answers are listed before scoring and any of them can be changed.

    :raises RecordError: the draft's answer log is malformed.
    :raises EntryInterrupted: through :func:`~scorer.core.prompts.guard`, on Ctrl-C / Ctrl-D.
    """
    recap = bool(_log_of(draft))
    while True:
        entry = Entry(draft, prompter, recap=recap)
        recap = False
        try:
            record = flow(entry)
            entry.finish_log()
            if review and getattr(prompter, "review", True) and entry.log and entry.review():
                continue
        except Back:
            _step_back(entry)
            continue
        return draft.finish(record)


def _step_back(entry: Entry) -> None:
    """Ask the answer before the question where ``<`` was typed again (its old answer is the default).

    At a saved answer asked again because it no longer fits after a change (the review), the answer
    asked again is the one just changed, not the one before in the flow: ``<`` undoes what was typed
    last. Answers after it are kept: they are replayed as long as they still fit, and one that was
    stepped back through (``<`` typed while it was being changed) says so in a line when it is replayed.

    :raises Back: ``<`` at the first question with nothing answered, when the prompter may leave the
        entry (``may_leave``: the ``scorer`` game menu is before it).
    """
    log = entry.log
    at = entry.pos
    if at == 0:  # nothing before: this question is asked again (a changed one stays changed)
        if not log and getattr(entry.prompter, "may_leave", False):
            raise Back
        entry.prompter.echo(_("(nothing to go back to: this is the first question)"))
        entry.draft.save()
        return
    if at < len(log) and log[at].pop("redo", None):  # stepping back from an answer being changed: it is kept,
        log[at]["kept"] = True  # and says so when it is replayed (the second Carcassonne trial missed it)
    target = at - 1
    if entry._refused == at and entry._typed is not None:
        target = next((i for i in range(at) if log[i]["key"] == entry._typed), target)
    previous = log[target]
    previous["redo"] = True
    was = clip(previous.get("shown") or _shown(previous["answer"]), 60)
    entry.prompter.echo(_("(back to: {question}; it was {was})").format(question=previous["ask"].rstrip(":"), was=was))
    entry.draft.save()
