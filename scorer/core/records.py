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
    """Read a game record file.

    :returns: the record as a dict with at least a string ``"game"``.
    :raises RecordError: the file does not exist, is not JSON, is not an object,
        or has no ``"game"``.
    """
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise RecordError("no such file: check the path", str(p)) from None
    except IsADirectoryError:
        raise RecordError("is a folder, not a record file: name a .json file", str(p)) from None
    except (OSError, UnicodeDecodeError) as e:
        raise RecordError(f"cannot read it ({e.__class__.__name__}): name a UTF-8 JSON record", str(p)) from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise RecordError(f"not valid JSON (line {e.lineno}, column {e.colno}: {e.msg}): fix the file", str(p)) from None
    except ValueError as e:  # e.g. an integer too long to convert
        raise RecordError(f"cannot be read ({e}): fix the file", str(p)) from None
    if not isinstance(data, dict):
        raise RecordError("a record must be a JSON object with a \"game\" key", str(p))
    if not isinstance(data.get("game"), str):
        raise RecordError("missing \"game\": add e.g. \"game\": \"realms\"", f"{p}: $.game")
    return data


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
        raise RecordError(f"cannot write the record ({e.strerror}): choose another folder "
                          "(interactive entries go to $SCORER_DRAFTS, else the current folder)", str(p)) from None
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
            raise RecordError(f"cannot create a record file ({e.strerror}): set SCORER_DRAFTS to a folder you can "
                              "write, or run from one", str(base)) from None
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
