"""Game records: JSON files that hold a table's game state.

Every record is a JSON object with a ``"game"`` key (a registered id or alias).
A record written by an interrupted entry also has ``"draft": true``; scoring it
resumes the entry. Field shapes are validated with msgspec so that every error
names the field at fault (``$.players[1].hand``).
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any, TypeVar

from .errors import RecordError

T = TypeVar("T")


def load_record(path: str | os.PathLike[str]) -> dict[str, Any]:
    """Read a game record file and check its envelope (see :func:`check_envelope`).

    A UTF-8 byte-order mark (Windows Notepad) is accepted.

    :returns: the record as a dict with at least a string ``"game"``.
    :raises RecordError: the file does not exist, is not JSON (or is nested too
        deep to be a record), is not an object, or its envelope is wrong.
    """
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8-sig")
    except FileNotFoundError:
        raise RecordError("no such file: check the path", str(p)) from None
    except IsADirectoryError:
        raise RecordError("is a folder, not a record file: name a .json file", str(p)) from None
    except PermissionError:
        raise RecordError("cannot be read (no permission): check the file's permissions", str(p)) from None
    except (OSError, UnicodeDecodeError):
        raise RecordError("cannot be read as UTF-8 text: save the record as UTF-8 JSON", str(p)) from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise RecordError(
            f"not valid JSON (line {e.lineno}, column {e.colno}: {e.msg}): fix the file", str(p)
        ) from None
    except RecursionError:
        raise RecordError("not a record: its JSON is nested far too deep", str(p)) from None
    except ValueError as e:  # e.g. an integer too long to convert
        raise RecordError(f"cannot be read ({e}): fix the file", str(p)) from None
    if not isinstance(data, dict):
        raise RecordError('a record must be a JSON object with a "game" key', str(p))
    check_envelope(data, str(p))
    return data


def check_envelope(data: dict[str, Any], where: str = "") -> dict[str, Any]:
    """Check the fields every record shares, whatever its game.

    ``game`` (a string, a registered id or alias), ``draft`` (``true`` for an
    unfinished entry, else absent or ``false``), ``note`` (free text) and, in
    a draft, ``_entry`` (the answers so far). Everything else is the game's body.

    :returns: ``data`` unchanged.
    :raises RecordError: one of these fields has the wrong type.
    """
    prefix = f"{where}: " if where else ""
    if "game" in data and not isinstance(data["game"], str):
        raise RecordError('the game is named in quotes: write e.g. "game": "dominion"', f"{prefix}$.game")
    if not isinstance(data.get("game"), str):
        raise RecordError('missing "game": say which game the record is, e.g. "game": "dominion"', f"{prefix}$.game")
    if "draft" in data and not isinstance(data["draft"], bool):
        raise RecordError(
            f'expected true or false, got {json.dumps(data["draft"])[:40]}: write "draft": true '
            "for an unfinished entry, or remove it",
            f"{prefix}$.draft",
        )
    if "note" in data and not isinstance(data["note"], str):
        raise RecordError("a note is text: put it in quotes", f"{prefix}$.note")
    if "_entry" in data and data.get("draft") is not True:
        raise RecordError(
            'only an unfinished entry ("draft": true) keeps answers: remove "_entry"', f"{prefix}$._entry"
        )
    return data


def is_draft(record: dict[str, Any]) -> bool:
    """True for an unfinished interactive entry (``"draft": true``)."""
    return record.get("draft") is True


def expect_game(
    record: dict[str, Any], game: str, title: str, where: str, purpose: str = "", allow_draft: bool = False
) -> None:
    """Refuse a record of another game, or an unfinished entry, for a command of ``game``.

    :param purpose: what the command needs it for (``"what-if needs a Dominion record"``).
    :param allow_draft: a draft is fine (a running score sheet kept as a draft while in play).
    :raises RecordError: the record is another game's (names that game and how to
        score it), of an unknown game (with the closest names), or is a draft (says how to finish it).
    """
    from .errors import UnknownNameError
    from .registry import find
    from .words import clip

    try:
        found = find(record["game"])
    except UnknownNameError as e:
        close = f" (did you mean {', '.join(repr(s) for s in e.suggestions)}?)" if e.suggestions else ""
        raise RecordError(
            f"is a record of an unknown game {clip(record['game'])!r}{close}: name a {title} record", where
        ) from None
    if found.id != game:
        fix = f"{purpose}; " if purpose else ""
        raise RecordError(
            f"is a {found.title} record, not {title}: {fix}name a {title} record "
            f"(or score this one with 'scorer score {where}')",
            where,
        )
    if is_draft(record) and not allow_draft:
        raise RecordError(f"is an unfinished entry: finish it with 'scorer score {where}' first", where)


def save_record(path: str | os.PathLike[str], record: dict[str, Any]) -> Path:
    """Write ``record`` to ``path`` atomically (a crash never leaves half a file).

    :returns: the path written.
    :raises RecordError: the folder cannot be written.
    """
    import tempfile

    p = Path(path)
    try:
        p.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=".scorer-", suffix=".json", dir=p.parent)
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(record, f, ensure_ascii=False, indent=2)
            f.write("\n")
        os.replace(tmp, p)
    except OSError as e:
        raise RecordError(
            f"cannot write the record ({e.strerror}): choose another folder "
            "(interactive entries go to $SCORER_DRAFTS, else the current folder)",
            str(p),
        ) from None
    return p


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
        where = "SCORER_DRAFTS" if not folder and os.environ.get("SCORER_DRAFTS") else "the folder"
        raise RecordError(f"{where} names a file, not a folder: set it to a folder for the record files", str(base))
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
                f"cannot create a record file ({e.strerror}): set SCORER_DRAFTS to a folder you can "
                "write, or run from one",
                str(base),
            ) from None
    raise RecordError("too many records started this second: try again", str(base))


def convert(obj: Any, typ: type[T], where: str = "$") -> T:
    """Validate plain JSON data against a msgspec ``Struct`` (or any type msgspec knows).

    :returns: ``obj`` converted to ``typ``.
    :raises RecordError: a field is missing, has the wrong type or an unknown
        value; the message names the field path.
    """
    import msgspec

    try:
        return msgspec.convert(obj, typ, strict=True)
    except msgspec.ValidationError as e:
        msg = str(e)
        # msgspec says "Expected `int`, got `str` - at `$.players[0].total`"
        if " - at `" in msg:
            text, _, path = msg.rpartition(" - at `")
            path = where + path.rstrip("`")[1:]
        else:
            text, path = msg, where
        missing = text.partition("missing required field `")[2]
        if missing:
            text, path = "missing", f"{path}.{missing.rstrip('`')}"
        fix = "add it" if text == "missing" else "fix this field"
        raise RecordError(f"{text[0].lower()}{text[1:]}: {fix}", path) from None
