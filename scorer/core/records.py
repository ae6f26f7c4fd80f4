"""Game records: JSON files that hold a table's game state.

Every record is a JSON object with a ``"game"`` key (a registered id or alias).
A record written by an interrupted entry also has ``"draft": true``; scoring it
resumes the entry. Field shapes are validated with msgspec so that every error
names the field at fault (``$.players[1].hand``).
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any, TypeVar

from .errors import RecordError
from .i18n import N_, translations

T = TypeVar("T")
_ = translations("core").gettext


def load_record(path: str | os.PathLike[str], keep_language: bool = False) -> dict[str, Any]:
    """Read a game record file and check its envelope (see :func:`check_envelope`).

    A UTF-8 byte-order mark (Windows Notepad) is accepted.

    :param keep_language: keep the envelope's ``"lang"`` (the language the record was entered in,
        see :func:`take_language`); by default it is taken off, so that a game's record type,
        which does not know it, can read the record.
    :returns: the record as a dict with at least a string ``"game"``.
    :raises RecordError: the file does not exist, is not JSON (or is nested too
        deep to be a record), is not an object, or its envelope is wrong.
    """
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8-sig")
    except FileNotFoundError:
        raise RecordError(_("no such file: check the path"), str(p)) from None
    except IsADirectoryError:
        raise RecordError(_("is a folder, not a record file: name a .json file"), str(p)) from None
    except PermissionError:
        raise RecordError(_("cannot be read (no permission): check the file's permissions"), str(p)) from None
    except (OSError, UnicodeDecodeError):
        raise RecordError(_("cannot be read as UTF-8 text: save the record as UTF-8 JSON"), str(p)) from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise RecordError(
            _("not valid JSON (line {line}, column {column}: {problem}): fix the file").format(
                line=e.lineno, column=e.colno, problem=_json_problem(e.msg)
            ),
            str(p),
        ) from None
    except RecursionError:
        raise RecordError(_("not a record: its JSON is nested far too deep"), str(p)) from None
    except ValueError as e:  # e.g. an integer too long to convert
        raise RecordError(_("cannot be read ({problem}): fix the file").format(problem=e), str(p)) from None
    if not isinstance(data, dict):
        raise RecordError(_('a record must be a JSON object with a "game" key'), str(p))
    check_envelope(data, str(p))
    if not keep_language:
        data.pop("lang", None)
    return data


#: The JSON parser's reasons (Python's json module, English only) in words of the output language.
_JSON_PROBLEMS = {
    "Expecting value": N_("a value is expected here"),
    "Expecting property name enclosed in double quotes": N_("a key in double quotes is expected here"),
    "Expecting ',' delimiter": N_("a comma is missing"),
    "Expecting ':' delimiter": N_("a colon is missing after the key"),
    "Unterminated string starting at": N_("a text in quotes is not closed"),
    "Invalid control character at": N_("a text holds a control character (a line break inside quotes?)"),
    "Invalid \\escape": N_("a backslash starts no valid escape"),
    "Invalid \\uXXXX escape": N_("a backslash starts no valid escape"),
    "Extra data": N_("something follows the end of the record"),
    "Illegal trailing comma before end of object": N_("a comma before the closing brace"),
    "Illegal trailing comma before end of array": N_("a comma before the closing bracket"),
}


def _json_problem(message: str) -> str:
    """The reason of a JSON parse error in the output language (an unknown one: a general reason)."""
    said = _JSON_PROBLEMS.get(message)
    return _(said) if said is not None else _("the JSON is broken here")


def check_envelope(data: dict[str, Any], where: str = "") -> dict[str, Any]:
    """Check the fields every record shares, whatever its game.

    ``game`` (a string, a registered id or alias), ``draft`` (``true`` for an
    unfinished entry, else absent or ``false``), ``note`` (free text), ``lang``
    (``"cs"`` or ``"en"``: the language the record was entered in, see
    :func:`take_language`) and, in a draft, ``_entry`` (the answers so far;
    ``_entry.lang`` is the language they are typed in). Everything else is the game's body.

    :returns: ``data`` unchanged.
    :raises RecordError: one of these fields has the wrong type.
    """
    prefix = f"{where}: " if where else ""
    if "game" in data and not isinstance(data["game"], str):
        raise RecordError(_('the game is named in quotes: write e.g. "game": "dominion"'), f"{prefix}$.game")
    if not isinstance(data.get("game"), str):
        raise RecordError(_('missing "game": say which game the record is, e.g. "game": "dominion"'), f"{prefix}$.game")
    if "draft" in data and not isinstance(data["draft"], bool):
        raise RecordError(
            _('expected true or false, got {value}: write "draft": true for an unfinished entry, or remove it').format(
                value=json.dumps(data["draft"])[:40]
            ),
            f"{prefix}$.draft",
        )
    if "note" in data and not isinstance(data["note"], str):
        raise RecordError(_("a note must be text: put it in quotes"), f"{prefix}$.note")
    if "lang" in data:
        from .i18n import parse_language

        if not isinstance(data["lang"], str) or parse_language(data["lang"]) is None:
            raise RecordError(
                _('the language a record was entered in is "cs" or "en": fix it or remove "lang"'), f"{prefix}$.lang"
            )
    if "_entry" in data and data.get("draft") is not True:
        raise RecordError(
            _('only an unfinished entry ("draft": true) keeps answers: remove "_entry"'), f"{prefix}$._entry"
        )
    return data


def take_language(record: dict[str, Any]) -> tuple[str | None, dict[str, Any]]:
    """``(language, record without "lang")``: the language a record was entered in, and the record a game scores.

    A finished record keeps it as ``"lang"``, a draft as ``"_entry": {"lang": ...}``; games never
    see the top-level field (their records do not know it). The CLI gives the language to
    :func:`scorer.core.i18n.set_record_language`: the record is answered in the language it was
    typed in unless ``--lang`` or ``$SCORER_LANG`` says otherwise.
    """
    entry = record.get("_entry")
    lang = record.get("lang")
    if lang is None and isinstance(entry, dict):
        lang = entry.get("lang")
    body = {k: v for k, v in record.items() if k != "lang"}
    return (lang if isinstance(lang, str) else None), body


def is_draft(record: dict[str, Any]) -> bool:
    """True for an unfinished interactive entry (``"draft": true``)."""
    return record.get("draft") is True


def expect_game(
    record: dict[str, Any], game: str, title: str, where: str, purpose: str = "", allow_draft: bool = False
) -> None:
    """Refuse a record of another game, or an unfinished entry, for a command of ``game``.

    :param purpose: what the command needs it for (``"what-if needs a Dominion record"``), in the output language.
    :param allow_draft: a draft is fine (a running score sheet kept as a draft while in play).
    :raises RecordError: the record is another game's (names that game and how to
        score it), of an unknown game (with the closest names), or is a draft (says how to finish it).
    """
    from .errors import UnknownNameError
    from .registry import find
    from .words import clip, quote

    try:
        found = find(record["game"])
    except UnknownNameError as e:
        names = ", ".join(quote(s) for s in e.suggestions)
        text = (
            _("is a record of an unknown game {game} (did you mean {names}?): name a {title} record")
            if e.suggestions
            else _("is a record of an unknown game {game}: name a {title} record")
        )
        raise RecordError(text.format(game=quote(clip(record["game"])), names=names, title=title), where) from None
    if found.id != game:
        text = (
            _(
                "is a {found} record, not {title}: {purpose}; name a {title} record "
                "(or score this one with 'scorer score {where}')"
            )
            if purpose
            else _(
                "is a {found} record, not {title}: name a {title} record "
                "(or score this one with 'scorer score {where}')"
            )
        )
        raise RecordError(text.format(found=found.shown_title(), title=title, purpose=purpose, where=where), where)
    if is_draft(record) and not allow_draft:
        raise RecordError(
            _("is an unfinished entry: finish it with 'scorer score {where}' first").format(where=where), where
        )


def save_record(path: str | os.PathLike[str], record: dict[str, Any]) -> Path:
    """Write ``record`` to ``path`` atomically (a crash never leaves half a file).

    :returns: the path written.
    :raises RecordError: the folder cannot be written.
    """
    import tempfile

    p = Path(path)
    record = _with_language_of(p, record)
    try:
        p.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=".scorer-", suffix=".json", dir=p.parent)
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(record, f, ensure_ascii=False, indent=2)
            f.write("\n")
        os.replace(tmp, p)
    except OSError as e:
        raise RecordError(
            _(
                "cannot write the record ({problem}): choose another folder "
                "(interactive entries go to $SCORER_DRAFTS, else the current folder)"
            ).format(problem=e.strerror),
            str(p),
        ) from None
    return p


def _with_language_of(path: Path, record: dict[str, Any]) -> dict[str, Any]:
    """``record`` with the ``"lang"`` of the file it replaces, when it says no language itself.

    A game reads a record without its envelope's ``"lang"`` (:func:`load_record`) and may write it
    back (an event added, a step scored): the language it was entered in stays with the file.
    """
    entry = record.get("_entry")
    if "lang" in record or (isinstance(entry, dict) and "lang" in entry):
        return record
    lang = file_language(path)
    return {**record, "lang": lang} if lang is not None else record


def file_language(path: str | os.PathLike[str]) -> str | None:
    """The language the record in the file at ``path`` was entered in (``"cs"``, ``"en"``): its
    ``"lang"``, a draft's ``_entry.lang``; ``None`` when the file says none (or is no record)."""
    from .i18n import parse_language

    p = Path(path)
    if not p.is_file():
        return None
    try:
        old = json.loads(p.read_text(encoding="utf-8-sig"))
    except (OSError, ValueError, RecursionError):
        return None
    if not isinstance(old, dict):
        return None
    lang = old.get("lang")
    if lang is None and isinstance(old.get("_entry"), dict):
        lang = old["_entry"].get("lang")
    return parse_language(lang) if isinstance(lang, str) else None


def new_record_path(game: str, folder: str | os.PathLike[str] | None = None) -> Path:
    """Create a fresh record file for an interactive entry and return its path.

    The file is ``scorer-<game>-<time>.json`` in ``folder``, else
    ``$SCORER_DRAFTS``, else the current folder. It is created at once (holding
    an empty draft), so two entries started in the same second never share it.

    :raises RecordError: the folder cannot be written.
    """
    import time

    base = Path(folder or os.environ.get("SCORER_DRAFTS") or ".")
    if base.exists() and not base.is_dir():
        text = (
            _("SCORER_DRAFTS names a file, not a folder: set it to a folder for the record files")
            if not folder and os.environ.get("SCORER_DRAFTS")
            else _("the folder names a file, not a folder: set it to a folder for the record files")
        )
        raise RecordError(text, str(base))
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for n in range(1, 1000):
        p = base / (f"scorer-{game}-{stamp}.json" if n == 1 else f"scorer-{game}-{stamp}-{n}.json")
        try:
            base.mkdir(parents=True, exist_ok=True)
            with open(p, "x", encoding="utf-8") as f:
                json.dump({"game": game, "draft": True}, f)
            return p
        except FileExistsError:
            continue
        except OSError as e:
            raise RecordError(
                _(
                    "cannot create a record file ({problem}): set SCORER_DRAFTS to a folder you can write, "
                    "or run from one"
                ).format(problem=e.strerror),
                str(base),
            ) from None
    raise RecordError(_("too many records started this second: try again"), str(base))


def convert(obj: Any, typ: type[T], where: str = "$", labels: Mapping[str, str] | None = None) -> T:
    """Validate plain JSON data against a msgspec ``Struct`` (or any type msgspec knows).

    :param where: the path of ``obj`` in the record (``"$.objectives"``), put before every field path.
    :param labels: a field's name in words (``{"track_pp": "track PP"}``); ``"name[]"`` words an item
        or a dict value of ``name``, ``{}`` standing for its place or key (``{"pp[]": "the {}-place PP"}``).
    :returns: ``obj`` converted to ``typ``.
    :raises RecordError: a field is missing, has the wrong type or an unknown
        value; the message names the field path and says the fix in plain words (:func:`plain_error`).
    """
    import msgspec

    try:
        return msgspec.convert(obj, typ, strict=True)
    except msgspec.ValidationError as e:
        raise plain_error(str(e), obj, typ, where, labels) from None


#: msgspec's type names as a fix says them (translated where they are shown).
_KINDS = {
    "int": N_("a whole number"),
    "float": N_("a number"),
    "str": N_("text"),
    "bool": N_("true or false"),
    "array": N_("a list [...]"),
    "object": N_("an object {...}"),
    "null": "null",
}


def _json_type(value: object) -> str:
    """msgspec's name for the JSON type of ``value`` (``"str"``, ``"array"``, …)."""
    kinds = {bool: "bool", int: "int", float: "float", str: "str", list: "array", dict: "object"}
    return "null" if value is None else kinds.get(type(value), type(value).__name__)


def _shown(value: object) -> str:
    """What was found, for a message: ``the text '34'``, ``true``, ``2.5``, ``null``, ``a list``, ``an object``."""
    import json

    from .words import clip, quote

    if isinstance(value, str):
        return _("the text {text}").format(text=quote(clip(value)))
    if isinstance(value, float):
        return f"{value:g}"
    if isinstance(value, (list, dict)):
        return _("a list") if isinstance(value, list) else _("an object")
    return clip(json.dumps(value))


def _walk(value: Any, steps: list[str], bad: Callable[[Any], bool]) -> tuple[bool, Any, list[tuple[str, bool]]]:
    """``(found, value, steps)`` at msgspec path ``steps`` in ``value``; a ``[...]`` step (a dict's value)
    becomes the first key whose value leads to one ``bad`` says is at fault. Each step is ``(name, is_key)``."""
    if not steps:
        return True, value, []
    step, rest = steps[0], steps[1:]
    if step == "[...]":
        for key, held in value.items() if isinstance(value, dict) else ():
            found, leaf, path = _walk(held, rest, bad)
            if found and bad(leaf):
                return True, leaf, [(str(key), True), *path]
        return False, None, []
    try:
        held = value[int(step[1:-1])] if step.startswith("[") else value[step[1:]]
    except (KeyError, IndexError, TypeError, ValueError):
        return False, None, []
    found, leaf, path = _walk(held, rest, bad)
    return found, leaf, [(step.removeprefix("."), False), *path]


def _fields_at(typ: Any, steps: list[tuple[str, bool]]) -> list[str]:
    """The field names of the struct at ``steps`` inside ``typ`` (empty if there is none)."""
    import msgspec.inspect as mi

    def options(info: Any) -> tuple[Any, ...]:
        info = info.type if isinstance(info, mi.Metadata) else info
        return tuple(info.types) if isinstance(info, mi.UnionType) else (info,)

    info: Any = mi.type_info(typ)
    for step, is_key in steps:
        if is_key or step.startswith("["):
            inner = [getattr(t, "value_type", None) or getattr(t, "item_type", None) for t in options(info)]
            info = next((t for t in inner if t is not None), None)
        else:
            fields = [f for t in options(info) if isinstance(t, mi.StructType) for f in t.fields]
            info = next((f.type for f in fields if f.encode_name == step), None)
        if info is None:
            return []
    return [f.encode_name for t in options(info) if isinstance(t, mi.StructType) for f in t.fields]


def plain_error(
    message: str, obj: Any, typ: Any = None, where: str = "$", labels: Mapping[str, str] | None = None
) -> RecordError:
    """msgspec's ``Expected `int`, got `str` - at `$.players[0].vp_tokens``` in plain words.

    The value at fault is looked up in ``obj`` (for a dict's value, msgspec's ``[...]``, the key at
    fault is found) and a player with a ``"name"`` is named:
    ``$.players[0].vp_tokens: Ann's VP tokens must be a whole number, not the text '34': write 34 without quotes``.
    See :func:`convert` for ``where`` and ``labels``.
    """
    from .words import clip, join, ordinal, quote

    labels = labels or {}
    text, _sep, at = message.partition(" - at `")
    at = at.rstrip("`") or "$"
    if not at.startswith("$"):  # e.g. "`key` in `$.x`": no path to follow
        plain = text.replace("`", "")
        return RecordError(_("{problem}: fix this field").format(problem=f"{plain[0].lower()}{plain[1:]}"), where)
    rule = re.match(
        r"Object (missing required|contains unknown) field `(.+)`$|Expected `(.+?)`(?: (>=|<=) (-?\d+)|"
        r" of length (\d+), got (\d+)|, got `(\w+)`)$",
        text,
    )
    field_rule, field, expected, bound, limit, length, got_length, got = rule.groups() if rule else (None,) * 8
    field, limit, got_length = field or "", limit or "0", got_length or "0"

    def bad(value: Any) -> bool:
        if field_rule:
            return isinstance(value, dict) and (field in value) == (field_rule == "contains unknown")
        if bound:
            number = isinstance(value, int) and not isinstance(value, bool)
            return number and (value < int(limit) if bound == ">=" else value > int(limit))
        if length:
            return isinstance(value, list) and len(value) == int(got_length)
        return _json_type(value) == got

    found, value, steps = _walk(obj, re.findall(r"\.[^.\[]+|\[\d+\]|\[\.\.\.\]", at), bad)
    if not found:  # msgspec's path without the dict keys it does not name
        steps = [(s.removeprefix("."), False) for s in re.findall(r"\.[^.\[]+|\[\d+\]", at)]
    path = where + "".join(s if s.startswith("[") else f".{s}" for s, _key in steps)
    if field_rule == "missing required":
        path += f".{field}"

    player = None
    if len(steps) >= 2 and steps[0] == ("players", False) and re.fullmatch(r"\[\d+\]", steps[1][0]):
        index = int(steps[1][0][1:-1])
        _found, held, _steps = _walk(obj, [".players", f"[{index}]"], bad)
        name = held.get("name") if isinstance(held, dict) else None
        player = name.strip() if isinstance(name, str) and name.strip() else _("player {n}").format(n=index + 1)
    own = steps[2:] if player else steps

    def words(name: str) -> str:
        return labels.get(name) or _("the {field}").format(field=name.replace("_", " "))

    def bare(name: str) -> str:  # without "the": "Ann's VP tokens", "Ann has no VP tokens"
        said = words(name)
        return said.removeprefix("the ") if said.startswith("the ") else said

    if not own:
        subject = player or _("the record")
    else:
        step, is_key = own[-1]
        base = re.findall(r"\.([^.\[]+)", where)  # where obj sits, for an item of it
        parent = own[-2][0] if len(own) >= 2 else "players" if player else base[-1] if base else ""
        item = labels.get(f"{parent}[]")
        if step.startswith("["):
            place = ordinal(int(step[1:-1]) + 1)
            subject = (
                item.format(place) if item else _("{field} item {n}").format(field=words(parent), n=int(step[1:-1]) + 1)
            )
        else:
            subject = item.format(step) if item and is_key else words(step)
        if player:
            plain_subject = subject.removeprefix("the ") if subject.startswith("the ") else subject
            if subject == _("the {field}").format(field=own[-1][0].replace("_", " ")):
                plain_subject = bare(own[-1][0])
            subject = _("{player}'s {field}").format(player=player, field=plain_subject)

    if field_rule == "missing required":
        if player and not own:
            return RecordError(
                _('{player} has no {field}: add "{key}": ...').format(player=player, field=bare(field), key=field), path
            )
        return RecordError(_('missing "{key}": add it').format(key=field), path)
    if field_rule:
        key = quote(clip(field))
        known = ", ".join(_fields_at(typ, steps) if typ is not None and found else [])
        if player and not own:
            text = (
                _("{player} has an unknown field {key}: remove it or check its spelling (a player has {fields})")
                if known
                else _("{player} has an unknown field {key}: remove it or check its spelling")
            )
        elif not steps:
            text = (
                _("unknown field {key}: remove it or check its spelling (a record has {fields})")
                if known
                else _("unknown field {key}: remove it or check its spelling")
            )
        else:
            text = (
                _("unknown field {key}: remove it or check its spelling (fields: {fields})")
                if known
                else _("unknown field {key}: remove it or check its spelling")
            )
        return RecordError(text.format(player=player, key=key, fields=known), path)
    if bound == ">=":
        text = (
            _("{subject} must be {limit} or more, got {value}: fix it")
            if found
            else _("{subject} must be {limit} or more: fix it")
        )
        return RecordError(text.format(subject=subject, limit=limit, value=value), path)
    if bound == "<=":
        return RecordError(
            _("{subject} is far too large (at most {limit}): fix it").format(subject=subject, limit=limit), path
        )
    if length:
        return RecordError(
            _("{subject} must be a list of {length}, got {got}: fix it").format(
                subject=subject, length=length, got=got_length
            ),
            path,
        )
    kinds = [k for k in (expected or "").split(" | ") if k != "null"]
    if got and all(k in _KINDS for k in kinds):
        shown = _(", not {value}").format(value=_shown(value)) if found else ""
        if kinds == ["int"]:
            digits = isinstance(value, str) and re.fullmatch(r"-?[0-9]+", value.strip())
            fix = (
                _("write {number} without quotes").format(number=clip(value.strip()))
                if digits
                else _("write a whole number like 4")
            )
            return RecordError(
                _("{subject} must be a whole number{shown}: {fix}").format(subject=subject, shown=shown, fix=fix), path
            )
        if kinds == ["bool"]:
            return RecordError(
                _("{subject} must be true or false{shown}: write true or false").format(subject=subject, shown=shown),
                path,
            )
        if kinds == ["str"]:
            if isinstance(value, (list, dict)):  # a list or an object where a name goes: quotes alone do not fix it
                return RecordError(
                    _("{subject} must be text{shown}: write text in quotes").format(subject=subject, shown=shown), path
                )
            return RecordError(_("{subject} must be text: put it in quotes").format(subject=subject), path)
        return RecordError(
            _("{subject} must be {kinds}{shown}: fix it").format(
                subject=subject, kinds=join([_(_KINDS[k]) for k in kinds], "or"), shown=shown
            ),
            path,
        )
    plain = text.replace("`", "")
    return RecordError(_("{problem}: fix this field").format(problem=f"{plain[0].lower()}{plain[1:]}"), path)
