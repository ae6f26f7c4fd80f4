"""``scorer carcassonne``: the running score sheet for Carcassonne with The Princess & the Dragon."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated, Any, Optional

import typer

from scorer.cli import ExplainOpt, JsonOpt, emit, interactive
from scorer.core.registry import find

app = typer.Typer(
    add_completion=False,
    pretty_exceptions_enable=False,
    help="Carcassonne with The Princess & the Dragon: a running score sheet (features, fairy, final scoring).",
)

RecordOpt = Annotated[
    Optional[Path],
    typer.Option("--record", "-r", help="The game's record file: opened if it exists, else created there."),
]


def _open(path: Path | None) -> dict[str, Any] | None:
    """The record at ``path``, or ``None`` to create it there (or in a fresh file).

    :raises RecordError: the file is not a record, or is another game's.
    """
    if path is None or not path.exists():
        return None
    return _load(path)


def _load(path: Path) -> dict[str, Any]:
    """The Carcassonne record at ``path``.

    :raises RecordError: the file is not a record, or is another game's.
    """
    from scorer.core.errors import RecordError, ScorerError
    from scorer.core.records import load_record

    record = load_record(path)
    try:
        game = find(record["game"])
    except ScorerError:
        raise RecordError(f"is a {record['game']!r} record, not Carcassonne: name a Carcassonne record", str(path)) from None
    if game.id != "carcassonne":
        raise RecordError(f"is a {game.title} record, not Carcassonne: name a Carcassonne record "
                          f"(or score it with 'scorer score {path}')", str(path))
    return record


def _sheet(step: str | None, path: Path | None) -> Any:
    """Run the score sheet in the terminal, starting at ``step``; return the score."""
    options = {"start": step} if step else {}
    return interactive(find("carcassonne"), _open(path), path, **options)


NEW_GAME = "New game"


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


def _choose_record() -> Path | None:
    """Offer the games in progress in the drafts folder (newest first, the default), or a new game."""
    import os

    if not sys.stdin.isatty():
        return None
    drafts = games_in_progress(Path(os.environ.get("SCORER_DRAFTS") or "."))
    if not drafts:
        return None
    from scorer.core.prompts import QuestionaryPrompter

    choices = {p.name: p for p in drafts}
    answer = QuestionaryPrompter().select("Continue a game in progress?", [*choices, NEW_GAME], default=drafts[0].name)
    return choices.get(answer)


@app.callback(invoke_without_command=True)
def sheet(ctx: typer.Context, record: RecordOpt = None, as_json: JsonOpt = False, explain: ExplainOpt = False) -> None:
    """Open or create a game record, then score features, fairy points and the final scoring.

    Without ``--record``, a game in progress in the drafts folder can be continued.
    ``--json`` / ``--explain`` apply to the score printed at the end (here or after a subcommand).
    """
    ctx.obj = {"record": record, "as_json": as_json, "explain": explain}
    if ctx.invoked_subcommand is None:
        emit(_sheet(None, record or _choose_record()), as_json, explain)


def _run_step(ctx: typer.Context, step: str, record: Path | None, as_json: bool, explain: bool) -> None:
    """Run the sheet at ``step``; options given before the subcommand (``scorer carcassonne --json final``) count too."""
    given = ctx.obj or {}
    emit(_sheet(step, record or given.get("record")), as_json or given.get("as_json", False),
         explain or given.get("explain", False))


@app.command("feature")
def feature(ctx: typer.Context, record: RecordOpt = None, as_json: JsonOpt = False, explain: ExplainOpt = False) -> None:
    """Score a completed feature now (then the menu)."""
    _run_step(ctx, "feature", record, as_json, explain)


@app.command("fairy")
def fairy(ctx: typer.Context, record: RecordOpt = None, as_json: JsonOpt = False, explain: ExplainOpt = False) -> None:
    """Add the fairy's point at the start of its owner's turn (then the menu)."""
    _run_step(ctx, "fairy", record, as_json, explain)


@app.command("final")
def final(ctx: typer.Context, record: RecordOpt = None, as_json: JsonOpt = False, explain: ExplainOpt = False) -> None:
    """Final scoring: unfinished features, fields and goods; prints the totals and the winner."""
    _run_step(ctx, "final", record, as_json, explain)


@app.command("show")
def show(file: Annotated[Path, typer.Argument(help="A Carcassonne record (JSON).")],
         as_json: JsonOpt = False, explain: ExplainOpt = False) -> None:
    """Print the standings or final score of a record without asking anything."""
    from scorer.games.carcassonne import score_record

    emit(score_record(_load(file)), as_json, explain)
