"""Keep the Czech message catalogues: extract, update, compile, check (Babel; a dev tool, not needed at run time).

One catalogue per domain (``scorer.core.i18n.DOMAINS``): ``core`` holds the messages of
``scorer/core/`` and ``scorer/cli/__init__.py``, each game id those of ``scorer/games/<id>/`` and
``scorer/cli/<id>.py``. The files are ``scorer/locale/cs/LC_MESSAGES/<domain>.po`` (translated by
hand) and ``<domain>.mo`` (compiled from it, committed: the wheel ships it)::

    python tools/catalog.py update realms     # put the code's messages into realms.po (new ones untranslated)
    python tools/catalog.py compile realms    # realms.po -> realms.mo (run after translating)
    python tools/catalog.py check realms      # what is missing, stale or out of date; exit 1 if anything
    python tools/catalog.py update all        # every domain (also compile all, check all)

``update`` keeps every translation whose message is still in the code, adds the new messages
untranslated (a message that changed a little gets the old translation marked fuzzy: check it,
then delete the ``#, fuzzy`` line), and drops the messages no longer in the code.
Messages are found in calls to ``_``, ``gettext``, ``ngettext`` (``T.gettext`` too), ``pgettext``
and ``N_`` whose arguments are plain string literals. ``tests/core/test_i18n.py`` runs ``check``
for every domain.
"""

from __future__ import annotations

import argparse
import io
import string
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from scorer.core.i18n import DOMAINS, LOCALE_DIR  # noqa: E402

LANG = "cs"
KEYWORDS: dict[str, Any] = {
    "_": None,
    "gettext": None,
    "ngettext": (1, 2),
    "pgettext": ((1, "c"), 2),
    "npgettext": ((1, "c"), 2, 3),
    "N_": None,
}
HEADER = """\
# Czech messages of scorer ({domain}).
# Kept with tools/catalog.py (docs/translating.md); the translations are written by hand.
#"""


def sources(domain: str) -> list[Path]:
    """The Python files whose messages belong to ``domain``."""
    if domain == "core":
        files = [*sorted((ROOT / "scorer" / "core").rglob("*.py")), ROOT / "scorer" / "cli" / "__init__.py"]
    else:
        files = sorted((ROOT / "scorer" / "games" / domain).rglob("*.py"))
        cli = ROOT / "scorer" / "cli" / f"{domain}.py"
        if cli.exists():
            files.append(cli)
    return files


def po_path(domain: str) -> Path:
    return LOCALE_DIR / LANG / "LC_MESSAGES" / f"{domain}.po"


def mo_path(domain: str) -> Path:
    return po_path(domain).with_suffix(".mo")


def extract(domain: str) -> Any:
    """The messages in the code of ``domain``, as a Babel template catalogue."""
    from babel.messages.catalog import Catalog
    from babel.messages.extract import extract_from_file

    template = Catalog(domain=domain, project="scorer", fuzzy=False)
    for path in sources(domain):
        rel = path.relative_to(ROOT).as_posix()
        for lineno, message, comments, context in extract_from_file(
            "python", path, keywords=KEYWORDS, comment_tags=("TRANSLATORS:",), strip_comment_tags=True
        ):
            template.add(message, None, [(rel, lineno)], auto_comments=comments, context=context)
    return template


def read_po(domain: str) -> Any:
    """The ``.po`` of ``domain`` (an empty Czech catalogue when there is none yet)."""
    from babel.messages.catalog import Catalog
    from babel.messages.pofile import read_po as babel_read_po

    path = po_path(domain)
    if not path.exists():
        return Catalog(
            locale=LANG,
            domain=domain,
            project="scorer",
            header_comment=HEADER.format(domain=domain),
            language_team="Czech",
            last_translator="scorer",
            fuzzy=False,
        )
    with path.open("rb") as f:
        return babel_read_po(f, locale=LANG, domain=domain)


def write_po(domain: str, catalog: Any) -> None:
    from babel.messages.pofile import write_po as babel_write_po

    path = po_path(domain)
    path.parent.mkdir(parents=True, exist_ok=True)
    buf = io.BytesIO()
    babel_write_po(buf, catalog, width=100, ignore_obsolete=True, include_lineno=False, sort_output=True)
    path.write_bytes(buf.getvalue())


def update(domain: str) -> None:
    """Merge the code's messages into the domain's ``.po`` (new ones untranslated, gone ones dropped)."""
    catalog = read_po(domain)
    catalog.header_comment = HEADER.format(domain=domain)
    catalog.update(extract(domain), update_creation_date=False)
    catalog.obsolete.clear()
    write_po(domain, catalog)
    missing = [m.id for m in catalog if m.id and (not _translated(m) or m.fuzzy)]
    print(f"{po_path(domain).relative_to(ROOT)}: {len(catalog)} messages, {len(missing)} to translate")


def _translated(message: Any) -> bool:
    strings = message.string if isinstance(message.string, (list, tuple)) else [message.string]
    return bool(strings) and all(strings)


def compiled(domain: str) -> bytes:
    """The ``.mo`` the domain's ``.po`` compiles to (fuzzy translations left out)."""
    from babel.messages.mofile import write_mo

    catalog = read_po(domain)
    buf = io.BytesIO()
    write_mo(buf, catalog, use_fuzzy=False)
    return buf.getvalue()


def compile_domain(domain: str) -> None:
    """Write ``<domain>.mo`` from ``<domain>.po``."""
    mo_path(domain).write_bytes(compiled(domain))
    print(f"{mo_path(domain).relative_to(ROOT)} written")


def _fields(text: str) -> set[str]:
    """The ``{name}`` placeholders of a message (``{{`` is a brace, not a placeholder)."""
    try:
        return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}
    except ValueError:
        return {"<bad braces>"}


def problems(domain: str) -> list[str]:
    """Everything wrong with the domain's Czech catalogue, one line each (empty: all is well).

    A message in the code with no Czech translation (or only a fuzzy one), a translation of a
    message no longer in the code, a translation with a ``{placeholder}`` the message does not
    have (it would fail when filled in; leaving one out is allowed), and a ``.mo`` that is not
    what the ``.po`` compiles to.
    """
    code = extract(domain)
    if not po_path(domain).exists():
        return [f"{domain}: no catalogue {po_path(domain).relative_to(ROOT)}: run tools/catalog.py update {domain}"] * (
            len(code) > 0
        )
    catalog = read_po(domain)
    out = []
    where = po_path(domain).relative_to(ROOT)
    for message in code:
        if not message.id:
            continue
        found = catalog.get(message.id, message.context)
        if found is None:
            out.append(f"{where}: not in the catalogue: {message.id!r} (run tools/catalog.py update {domain})")
        elif found.fuzzy or not _translated(found):
            out.append(f"{where}: no Czech translation{' (fuzzy)' * found.fuzzy}: {message.id!r}")
        else:
            ids = message.id if isinstance(message.id, (list, tuple)) else [message.id]
            want = set().union(*(_fields(i) for i in ids))
            strings = found.string if isinstance(found.string, (list, tuple)) else [found.string]
            for s in strings:
                if not _fields(s) <= want:
                    out.append(f"{where}: placeholders {sorted(_fields(s) - want)} in {s!r} are not the message's")
    for message in catalog:
        if message.id and code.get(message.id, message.context) is None:
            out.append(f"{where}: stale (no longer in the code): {message.id!r} (run tools/catalog.py update {domain})")
    if not mo_path(domain).exists() or _messages(mo_path(domain).read_bytes()) != _messages(compiled(domain)):
        out.append(f"{mo_path(domain).relative_to(ROOT)} is out of date: run tools/catalog.py compile {domain}")
    return out


def _messages(mo: bytes) -> tuple[dict[Any, str], str | None]:
    """What a compiled catalogue says: its translations and its plural forms (not who generated it)."""
    import gettext

    read = gettext.GNUTranslations(io.BytesIO(mo))
    return {k: v for k, v in read._catalog.items() if k != ""}, read._info.get("plural-forms")  # type: ignore[attr-defined]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("action", choices=["update", "compile", "check"])
    parser.add_argument("domains", nargs="+", metavar="DOMAIN", help=f"all, or some of: {', '.join(DOMAINS)}")
    args = parser.parse_args(argv)
    chosen = list(DOMAINS) if "all" in args.domains else args.domains
    unknown = [d for d in chosen if d not in DOMAINS]
    if unknown:
        parser.error(f"unknown domain {unknown[0]!r}: use all or one of {', '.join(DOMAINS)}")
    status = 0
    for domain in chosen:
        if args.action == "update":
            update(domain)
        elif args.action == "compile":
            compile_domain(domain)
        else:
            found = problems(domain)
            for line in found:
                print(line)
            print(f"{domain}: {'ok' if not found else f'{len(found)} problems'}")
            status |= bool(found)
    return status


if __name__ == "__main__":
    sys.exit(main())
