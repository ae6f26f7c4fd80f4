"""One loader for every game's data files in ``cards_data/<game>/``.

A data file is JSON shipped in the wheel. :func:`load_data` reads it and
validates it against a msgspec type, so that a broken file is one line that
names the file and the field (:class:`DataError`), never a traceback. Keys that
start with ``_`` (``_source``, ``_doubts``…) are notes for people and are
dropped before validation, at the top level of the file.
"""

from __future__ import annotations

import json
from typing import Any, TypeVar

from .errors import ScorerError

T = TypeVar("T")


class DataError(ScorerError):
    """A data file shipped with ``scorer`` is missing or broken (a packaging bug, exit code 1).

    :ivar path: ``cards_data/<game>/<file>``, with the field path when known.
    """

    exit_code = 1

    def __init__(self, path: str, message: str):
        self.path = path
        from .i18n import translations

        super().__init__(
            translations("core")
            .gettext("{path}: {problem}: the installed data is broken; reinstall scorer or fix the file")
            .format(path=path, problem=message)
        )


def _text(game: str, name: str) -> str:
    """The text of ``cards_data/<game>/<name>`` as installed (in the wheel or the checkout)."""
    from importlib import resources

    return resources.files("cards_data").joinpath(game, name).read_text(encoding="utf-8-sig")


def read_data(game: str, name: str) -> Any:
    """The parsed JSON of ``cards_data/<game>/<name>``, without its top-level ``_`` notes.

    :raises DataError: the file is missing or is not valid JSON.
    """
    where = f"cards_data/{game}/{name}"
    try:
        raw = json.loads(_text(game, name))
    except (OSError, ValueError) as e:
        raise DataError(where, f"cannot be read ({e.__class__.__name__}: {e})") from None
    if isinstance(raw, dict):
        raw = {k: v for k, v in raw.items() if not k.startswith("_")}
    return raw


def load_data(game: str, name: str, typ: type[T], key: str | None = None) -> T:
    """Read ``cards_data/<game>/<name>`` and validate it as ``typ``.

    :param key: validate only this top-level field of the file (``"peoples"``).
    :returns: the file (or its field) converted to ``typ``.
    :raises DataError: missing file, bad JSON, or a field of the wrong shape
        (the message names the field: ``cards_data/bluemoon/peoples.json: $.peoples[2].cards``).
    """
    import msgspec

    raw = read_data(game, name)
    where = f"cards_data/{game}/{name}"
    path = "$"
    if key is not None:
        if not isinstance(raw, dict) or key not in raw:
            raise DataError(where, f"no field {key!r}")
        raw, path = raw[key], f"$.{key}"
    try:
        return msgspec.convert(raw, typ, strict=True)
    except msgspec.ValidationError as e:
        msg = str(e)
        text, _, at = msg.rpartition(" - at `")
        if text:
            msg, path = text, path + at.rstrip("`")[1:]
        raise DataError(f"{where}: {path}", msg[0].lower() + msg[1:]) from None


def data_problem(game: str, name: str, field: str, message: str) -> DataError:
    """A :class:`DataError` for a check a game makes after loading (a duplicate id, a bad total)."""
    return DataError(f"cards_data/{game}/{name}: {field}", message)
