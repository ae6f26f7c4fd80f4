"""``scorer carcassonne``: the running score sheet for Carcassonne with The Princess & the Dragon."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated, Any

import typer

from scorer.cli import ExplainOpt, JsonOpt, emit, interactive
from scorer.core.i18n import N_, translations
from scorer.core.registry import find

T = translations("carcassonne")
_ = T.gettext

app = typer.Typer(
    add_completion=False,
    pretty_exceptions_enable=False,
    help=N_("Carcassonne with The Princess & the Dragon: a running score sheet (features, fairy, final scoring)."),
)

RecordOpt = Annotated[
    Path | None,
    typer.Option("--record", "-r", help=N_("The game's record file: opened if it exists, else created there.")),
]


def _open(path: Path | None) -> dict[str, Any] | None:
    """The record at ``path``, checked, or ``None`` to create it there (or in a fresh file).

    Nothing is written here: a record the sheet cannot use is refused as it is.

    :raises RecordError: the file is not a record, is another game's, breaks a rule,
        or would be created in a folder that does not exist.
    """
    if path is None:
        return None
    if not path.exists():
        from scorer.core.errors import RecordError

        if not path.parent.is_dir():
            raise RecordError(
                _("there is no folder {folder}: create it first, or name a record in an existing folder").format(
                    folder=repr(str(path.parent))
                ),
                str(path),
            )
        return None
    return _load(path, sheet=True)


def _load(path: Path, sheet: bool = False) -> dict[str, Any]:
    """The Carcassonne record at ``path``, checked (a game in play, ``"draft": true``, is fine).

    :param sheet: the record is opened in the sheet: one not set up yet is fine too.
    :raises RecordError: the file is not a record, is another game's, or breaks a rule.
    """
    from scorer.core.errors import RecordError
    from scorer.core.records import expect_game, load_record
    from scorer.games.carcassonne.entry import is_new
    from scorer.games.carcassonne.record import parse_record

    try:
        record = load_record(path)
    except RecordError as e:
        if e.where != f"{path}: $.game":
            raise
        # the core's example names another game: here the record is a Carcassonne one
        if _game_missing(path):
            raise RecordError(_('missing "game": a Carcassonne record says "game": "carcassonne"'), e.where) from None
        raise RecordError(_('the game is named in quotes: write "game": "carcassonne"'), e.where) from None
    expect_game(record, "carcassonne", "Carcassonne", str(path), allow_draft=True)
    if not (sheet and is_new(record)):
        parse_record(record)
    return record


def _game_missing(path: Path) -> bool:
    """Whether the record at ``path`` has no ``"game"`` at all (rather than a game that is not a name)."""
    import json

    try:
        raw = json.loads(path.read_text(encoding="utf-8-sig"))
    except (OSError, ValueError):
        return False
    return isinstance(raw, dict) and "game" not in raw


def _sheet(step: str | None, path: Path | None) -> Any:
    """Run the score sheet in the terminal, starting at ``step``; return the score."""
    options = {"start": step} if step else {}
    return interactive(find("carcassonne"), _open(path), path, **options)


NEW_GAME = N_("New game")


def games_in_progress(folder: Path) -> list[Path]:
    """Carcassonne records still in play (``"draft": true``) in ``folder``, newest first (at most 5)."""
    import json

    found = []
    for path in sorted(folder.glob("scorer-carcassonne-*.json"), key=lambda p: p.stat().st_mtime, reverse=True):
        try:
            if json.loads(path.read_text(encoding="utf-8")).get("draft"):
                found.append(path)
        except (OSError, ValueError, AttributeError):
            continue  # not a record we can continue: leave it alone
    return found[:5]


def describe_game(path: Path) -> str:
    """How a game in progress is offered: ``"Anna, Bob · 3 features · changed 2026-12-01 08:58 (FILE)"``.

    The players, the features and fairy points scored so far and when the file was last saved, so that
    two games of one evening can be told apart.
    """
    import json
    import time

    from scorer.core.words import clip

    try:
        record = json.loads(path.read_text(encoding="utf-8"))
        players = [clip(str(p.get("name")), 20) for p in record.get("players") or [] if isinstance(p, dict)]
        features = record.get("features") or []
        fairy = sum(p.get("fairy_turn_points") or 0 for p in record.get("players") or [] if isinstance(p, dict))
        changed = time.strftime("%Y-%m-%d %H:%M", time.localtime(path.stat().st_mtime))
    except (OSError, ValueError, AttributeError, TypeError):
        return path.name
    table = ", ".join(players) if players else _("set-up not finished")
    steps = T.ngettext("{n} feature", "{n} features", len(features)).format(n=len(features))
    if fairy:
        steps += ", " + T.ngettext("{n} fairy point", "{n} fairy points", fairy).format(n=fairy)
    return _("{table} · {steps} · changed {changed} ({file})").format(
        table=table, steps=steps, changed=changed, file=path.name
    )


def _choose_record() -> Path | None:
    """Offer the games in progress in the drafts folder (newest first, the default), or a new game."""
    import os

    if not sys.stdin.isatty():
        return None
    drafts = games_in_progress(Path(os.environ.get("SCORER_DRAFTS") or "."))
    if not drafts:
        return None
    from scorer.core.prompts import BACK, QuestionaryPrompter

    choices = {describe_game(p): p for p in drafts}
    prompter = QuestionaryPrompter()
    while (
        answer := prompter.select(
            _("Continue a game in progress?"), [*choices, _(NEW_GAME)], default=next(iter(choices)), shortcuts=True
        )
    ) == BACK:
        prompter.echo(_("(nothing to go back to: this is the first question)"))
    return choices.get(answer)


@app.callback(invoke_without_command=True)
def sheet(ctx: typer.Context, record: RecordOpt = None, as_json: JsonOpt = False, explain: ExplainOpt = False) -> None:
    """Open or create a game record, then score features, fairy points and the final scoring.

    Without ``--record``, a game in progress in the drafts folder can be continued.
    ``--json`` / ``--explain`` apply to the score printed at the end (here or after a subcommand).
    """
    ctx.obj = {"record": record}
    if ctx.invoked_subcommand is None:
        emit(_sheet(None, record or _choose_record()), as_json, explain)


def _run_step(ctx: typer.Context, step: str, record: Path | None, as_json: bool, explain: bool) -> None:
    """Run the sheet at ``step``; ``-r`` given before the subcommand (``scorer carcassonne -r FILE final``) counts."""
    given = ctx.obj or {}
    emit(_sheet(step, record or given.get("record")), as_json, explain)


@app.command("feature", help=N_("Score a completed feature now (the menu, whose first choices are the features)."))
def feature(
    ctx: typer.Context, record: RecordOpt = None, as_json: JsonOpt = False, explain: ExplainOpt = False
) -> None:
    """Score a completed feature now (then the menu)."""
    _run_step(ctx, "feature", record, as_json, explain)


@app.command("fairy", help=N_("Add the fairy's point at the start of its owner's turn (then the menu)."))
def fairy(ctx: typer.Context, record: RecordOpt = None, as_json: JsonOpt = False, explain: ExplainOpt = False) -> None:
    """Add the fairy's point at the start of its owner's turn (then the menu)."""
    _run_step(ctx, "fairy", record, as_json, explain)


@app.command(
    "final", help=N_("Final scoring: unfinished features, fields and goods; prints the totals and the winner.")
)
def final(ctx: typer.Context, record: RecordOpt = None, as_json: JsonOpt = False, explain: ExplainOpt = False) -> None:
    """Final scoring: unfinished features, fields and goods; prints the totals and the winner."""
    _run_step(ctx, "final", record, as_json, explain)


@app.command("show", help=N_("Print the standings or final score of a record without asking anything."))
def show(
    file: Annotated[Path, typer.Argument(help=N_("A Carcassonne record (JSON)."))],
    fairy_unfinished: Annotated[
        bool,
        typer.Option(
            "--fairy-unfinished",
            help=N_(
                "Pay the fairy's 3 points for an unfinished city, road or monastery at game end too (default: the "
                "record's option, else yes, as JCloisterZone does)."
            ),
        ),
    ] = False,
    fields_only: Annotated[
        bool,
        typer.Option(
            "--no-fairy-unfinished",
            help=N_(
                "Pay the fairy's 3 points at game end for fields only, not for an unfinished city, road or "
                "monastery (the Czech rulebook's narrower reading)."
            ),
        ),
    ] = False,
    as_json: JsonOpt = False,
    explain: ExplainOpt = False,
) -> None:
    """Print the standings or final score of a record without asking anything."""
    from scorer.core.errors import InputError
    from scorer.games.carcassonne import score_record

    if fairy_unfinished and fields_only:  # a pair of flags let the last one win silently (second Czech trial)
        raise InputError(
            _("--fairy-unfinished and --no-fairy-unfinished say the opposite: give one of them, or neither")
        )
    record = _load(file)
    if fairy_unfinished or fields_only:
        record = {**record, "options": {**(record.get("options") or {}), "fairy_unfinished": fairy_unfinished}}
    emit(score_record(record), as_json, explain)
