"""The command line: a thin Typer layer over the library.

This package is the only place that imports Typer, and :func:`main` is the only
place that turns errors into exit codes: 0 success, 2 bad input (one line on
stderr), 130 interrupted entry (saved to a record file).

Conventions every game's commands get from here: ``--json`` and ``--explain``
work before or after any command (:func:`main` takes them out of the
arguments; :func:`emit` applies them), ``-h`` is ``--help``, flags show no
value placeholder, and :func:`option` puts an option's name in front of a
library error about its value.
"""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Annotated, Any, Optional

import typer
from typer.core import TyperArgument, TyperOption, _TyperParameter

from scorer.core.errors import InputError, ScorerError
from scorer.core.i18n import N_, translations
from scorer.core.registry import Game, find, games

T = translations("core")
_ = T.gettext

_display_type = TyperOption.display_type_rich
# A flag takes no value: show none (Typer prints "<bool>" beside --json, --help...).
TyperOption.display_type_rich = lambda self, ctx: None if self.is_flag else _display_type(self, ctx)  # type: ignore[method-assign]


def _argument_name(self: Any) -> str:
    """An argument as every other placeholder is shown (``FILE``, ``SOUBOR``, ``KARTA``), not by its Python name."""
    return str(self.metavar) if self.metavar is not None else str(self.name or "").upper()


def _argument_in_usage(self: Any) -> str:
    """An argument in the usage line as Click shows it: ``FILE`` when required, ``[CARD]...`` when not
    (Typer 0.29 writes a required one in braces, ``{file}``, which reads like a set of choices)."""
    name = self.display_name_raw if self.required else f"[{self.display_name_raw}]"
    return f"{name}..." if self.nargs != 1 else name


TyperArgument.display_name_raw = property(_argument_name)  # type: ignore[assignment,method-assign]
TyperArgument._usage_display_name = _argument_in_usage  # type: ignore[method-assign]

HELP = {"help_option_names": ["-h", "--help"]}

app = typer.Typer(
    add_completion=False,
    pretty_exceptions_enable=False,
    no_args_is_help=False,
    context_settings=HELP,
    help=N_(
        "Score board games at the table: Mystical Realms, Dominion, Simurgh, Blue Moon City, Carcassonne.\n\n"
        "--json, --explain and --lang cs|en work with every command, before or after it; "
        "at any question, < goes back."
    ),
)

JsonOpt = Annotated[
    bool,
    typer.Option(
        "--json", help=N_("Print the result as JSON (the pinned contract); works before or after the command.")
    ),
]
ExplainOpt = Annotated[
    bool,
    typer.Option(
        "--explain", help=N_("Print how the rules were resolved, step by step; works before or after the command.")
    ),
]

#: ``--json`` / ``--explain`` found anywhere on the command line (see :func:`main`).
GLOBAL_FLAGS = {"json": False, "explain": False}
_FLAGS = {"--json": "json", "--explain": "explain"}


def wants(as_json: bool = False, explain: bool = False) -> tuple[bool, bool]:
    """``(as_json, explain)``: a command's own flags, or the same flags given anywhere on the line."""
    return as_json or GLOBAL_FLAGS["json"], explain or GLOBAL_FLAGS["explain"]


@contextlib.contextmanager
def option(name: str, value: object = None) -> Iterator[None]:
    """Name the command-line option in a library error about its value.

    ``with option("--gain", text): parse_gain(text)`` turns ``'Gardens=x': the
    count after '=' must be a whole number`` into ``--gain 'Gardens=x': …``.
    """
    try:
        yield
    except InputError as e:
        from scorer.core.words import clip, quote

        # the value unless the message names it already (a game's message may quote it either way)
        named = value is not None and (repr(value) in str(e) or quote(str(value)) in str(e))
        shown = (
            f" {clip(quote(value) if isinstance(value, str) else repr(value), 60)}"
            if value is not None and not named
            else ""
        )
        raise InputError(f"{name}{shown}: {e}") from None


def emit(result: Any, as_json: bool = False, explain: bool = False) -> None:
    """Print a result (anything with ``to_json``; text via its ``render`` or the core renderer).

    With both ``--json`` and ``--explain`` the JSON gets an ``"explanation"`` list.
    The flags may also come from anywhere on the command line (:func:`wants`).
    """
    as_json, explain = wants(as_json, explain)
    if as_json:
        from scorer.core.render import render_json

        typer.echo(render_json(result, explain))
    elif hasattr(result, "render"):
        typer.echo(result.render(explain=explain))
    else:
        from scorer.core.render import render_text

        typer.echo(render_text(result, explain=explain))


def interactive(game: Game, record: dict[str, Any] | None = None, path: Path | None = None, **options: Any) -> Any:
    """Run the game's entry flow in the terminal, saving to ``path``; return the score.

    ``options`` go to the game's ``run_entry`` (e.g. the step to start at).

    :raises InputError: standard input is not a terminal.
    :raises EntryInterrupted: Ctrl-C / Ctrl-D (the entry so far is saved).
    """
    return _enter(game, record, path, False, options)


@contextlib.contextmanager
def _hangup_as_interrupt() -> Iterator[None]:
    """Within it, a closed terminal (SIGHUP) stops the entry as Ctrl-C does: what was answered is saved,
    and an entry stopped before its first answer leaves no file (README, "Every answer is saved at once")."""
    import signal

    if not hasattr(signal, "SIGHUP"):  # not on Windows
        yield
        return

    def hangup(_signum: int, _frame: Any) -> None:
        raise KeyboardInterrupt

    before = signal.signal(signal.SIGHUP, hangup)
    try:
        yield
    finally:
        signal.signal(signal.SIGHUP, before)


def _enter(game: Game, record: dict[str, Any] | None, path: Path | None, menu: bool, options: dict[str, Any]) -> Any:
    """:func:`interactive`; with ``menu`` (the game was chosen in the ``scorer`` menu), ``<`` at the first
    question with nothing answered goes back to the menu: :class:`~scorer.core.entry.Back` is raised, and
    no file is left."""
    if not sys.stdin.isatty():
        if path is not None and record is not None and record.get("draft") is True:
            from scorer.core.entry import check_log
            from scorer.core.prompts import Draft

            check_log(Draft(record, path))  # a broken draft: what to fix, not a resume in a terminal that fails
            raise InputError(
                _(
                    "{path} is an unfinished entry (a draft): continue it in a terminal with 'scorer score {path}'"
                ).format(path=path)
            )
        raise InputError(
            _("interactive entry needs a terminal: run it in one, or score a finished record with 'scorer score FILE'")
        )
    from scorer.core.entry import Back
    from scorer.core.errors import EntryInterrupted
    from scorer.core.i18n import language
    from scorer.core.prompts import Draft, QuestionaryPrompter, guard
    from scorer.core.records import new_record_path

    module = game.load()
    fresh = path is None
    draft = Draft(record or {"game": game.id}, path or new_record_path(game.id))
    draft.lang = language()  # the record's language if it has none yet (else it keeps its own: Draft.lang)
    given = set(draft.record)  # what the command put in (the game, an event, an option): no answer
    err = not sys.stdout.isatty()
    if fresh:
        typer.echo(_("(every answer is saved to {path}; < goes back)").format(path=draft.path), err=err)
    prompter = QuestionaryPrompter()
    prompter.may_leave = menu
    try:
        with guard(draft), _hangup_as_interrupt():
            full = module.run_entry(draft, prompter, **options)
    except Back:  # '<' at the first question, back to the game menu: nothing was answered
        if fresh:
            draft.path.unlink(missing_ok=True)
        raise
    except EntryInterrupted:
        answered = draft.record.get("_entry", {}).get("answers") or not set(draft.record) <= given | {"draft", "_entry"}
        if fresh and not answered:
            draft.path.unlink(missing_ok=True)  # nothing was answered: leave no empty draft behind
            raise EntryInterrupted(None) from None
        raise
    if draft.record.get("draft") is True:  # a running sheet left for later (Carcassonne's quit): not scored yet
        typer.echo(_("(saved to {path}; go on with: scorer score {path})").format(path=draft.path), err=err)
    else:
        typer.echo(
            _("(record saved to {path}; score it again with: scorer score {path})").format(path=draft.path), err=err
        )
    return module.score_record(full)


def score_file(
    path: Path, game_id: str | None = None, prepare: Callable[[dict[str, Any]], dict[str, Any]] | None = None
) -> Any:
    """Score a record file, resuming the entry first if it is an interrupted draft.

    :param game_id: the game a game's own ``score`` command expects: another game's
        record is refused (a draft of another game too), as :func:`~scorer.core.records.expect_game` says.
    :param prepare: changes the record before it is scored or resumed (an option given on the command line).
    :raises RecordError: the file is not a record, its envelope is wrong, or it is another game's.
    """
    from scorer.core.i18n import set_record_language
    from scorer.core.records import expect_game, is_draft, load_record, take_language

    lang, record = take_language(load_record(path, keep_language=True))
    set_record_language(lang)  # answered in the language it was typed in, unless --lang or SCORER_LANG says
    if game_id is None:
        game = find(record["game"])
    else:
        game = find(game_id)
        expect_game(record, game.id, game.title, str(path), allow_draft=True)
    if prepare is not None:
        record = prepare(record)
    if is_draft(record):
        return interactive(game, record, path)
    return game.load().score_record(record)


@app.callback(invoke_without_command=True)
def root(
    ctx: typer.Context,
    resume: Annotated[
        Optional[Path], typer.Option("--resume", help=N_("Continue an interrupted entry from its record file."))
    ] = None,
) -> None:
    """With no command: choose a game and enter the table's state."""
    if ctx.invoked_subcommand is not None:
        return
    if resume is not None:
        emit(score_file(resume))
        return
    if not sys.stdin.isatty():
        raise InputError(_("no command given: try 'scorer --help', or run 'scorer' in a terminal to be asked"))
    from scorer.core.entry import Back
    from scorer.core.prompts import BACK, QuestionaryPrompter

    titles = {g.shown_title(): g for g in games()}
    prompter = QuestionaryPrompter()
    while True:
        while (choice := prompter.select(_("Which game?"), list(titles))) == BACK:
            prompter.echo(_("(nothing to go back to: this is the first question)"))
        try:
            result = _enter(titles[choice], None, None, True, {})
        except Back:  # '<' at the game's first question: the game menu again
            continue
        emit(result)
        return


@app.command("score", help=N_("Score a saved game record (any game); an interrupted entry is resumed."))
def score(
    file: Annotated[Path, typer.Argument(help=N_("A game record (JSON)."))],
    as_json: JsonOpt = False,
    explain: ExplainOpt = False,
) -> None:
    """Score a saved game record (any game); an interrupted entry is resumed."""
    emit(score_file(file), as_json, explain)


def _game_group(game_id: str) -> Any:
    """The Click group of ``scorer <game_id> …``, from the game's Typer ``app`` in ``scorer/cli/<id>.py``
    (imported only now: a run loads the commands of the game it names, :func:`_localized_command`), or
    ``None`` for a game without commands of its own."""
    import importlib
    import importlib.util

    name = f"{__name__}.{game_id}"
    if importlib.util.find_spec(name) is None:
        return None
    sub = importlib.import_module(name).app
    text = (sub.info.help or find(game_id).title).rstrip()
    _GAME_HELP[game_id] = text
    holder = typer.Typer()  # Typer makes the group as add_typer would on the app itself
    holder.add_typer(sub, name=game_id, context_settings=HELP, help=_game_help(game_id, text))
    return typer.main.get_command(holder).commands[game_id]  # type: ignore[attr-defined]


def command_tree() -> Any:
    """The whole Click command tree, every game's commands in it (for documentation and tests; a run
    builds only what it needs)."""
    command = _localized_command()
    for name in command.list_commands(None):
        command.get_command(None, name)
    return command


#: Each game's own help text (its domain's message), before the core's sentence is added.
_GAME_HELP: dict[str, str] = {}


def _game_help(game_id: str, text: str) -> str:
    """A game group's help: the game's text, then how its entry starts (the core's sentence)."""
    tail = _(
        "Without a command, 'scorer {game}' asks for the table's state at the table (< goes back at any question)."
    )
    return f"{text}\n\n{tail.format(game=game_id)}"


#: Typer's and Click's own words in ``--help`` (module constants of ``typer.rich_utils``), in the core's catalogue.
_HELP_WORDS = {
    "ARGUMENTS_PANEL_TITLE": N_("Arguments"),
    "OPTIONS_PANEL_TITLE": N_("Options"),
    "COMMANDS_PANEL_TITLE": N_("Commands"),
    "REQUIRED_LONG_STRING": N_("[required]"),
    "DEFAULT_STRING": N_("[default: {}]"),
}
#: Typer's value types in ``--help`` (``<path>``), in the output language.
_TYPE_WORDS = {
    "<path>": N_("<path>"),
    "<str>": N_("<text>"),
    "<list[str]>": N_("<text>"),
    "<int>": N_("<number>"),
    "<float>": N_("<number>"),
    "<list[int]>": N_("<number>"),
}
#: The arguments' names as ``--help`` and usage errors show them (Typer shows the Python name: ``file``), and
#: common metavars; a game's own metavars are translated in its domain (mark them with ``N_``).
_ARGUMENT_NAMES = {
    "file": N_("FILE"),
    "cards": N_("CARDS"),
    "hand": N_("HAND"),
    "FILE": N_("FILE"),
    "N": N_("N"),
    "NAME": N_("NAME"),
    "CARD": N_("CARD"),
}
_display_type_of = _TyperParameter.display_type


def _display_type_in_language(self: Any, ctx: Any) -> str:
    shown: str = _display_type_of(self, ctx)
    msgid = _TYPE_WORDS.get(shown)
    return _(msgid) if msgid is not None else shown


_TyperParameter.display_type = _display_type_in_language  # type: ignore[method-assign]
_USAGE = N_("Usage: ")
_HELP_OPTION = N_("Show this message and exit.")

#: Click's and Typer's usage errors (English, not translatable there): their shapes and the core's messages.
_USAGE_ERRORS = (
    (r"No such option: (?P<name>\S+)(?: \(Possible options: (?P<options>.+)\))?", N_("no such option: {name}")),
    (
        r"No such command '(?P<name>.*)'\. Did you mean (?P<matches>'.*')\?",
        N_("no such command '{name}': did you mean {matches}?"),
    ),
    (r"No such command '(?P<name>.*)'\.?", N_("no such command '{name}'")),
    (r"Missing argument '(?P<name>.+)'\.?", N_("missing argument '{name}'")),
    (r"Missing option '(?P<name>.+)'\.?", N_("missing option '{name}'")),
    (r"Missing command\.?", N_("missing command")),
    (r"Got unexpected extra argument(?:\(s\))? \((?P<args>.*)\)", N_("unexpected extra argument(s): {args}")),
    (r"Option '(?P<name>.+)' requires an argument\.?", N_("option '{name}' needs a value")),
    (r"Option '(?P<name>.+)' requires (?P<n>\d+) arguments\.?", N_("option '{name}' needs {n} values")),
    (r"Option '(?P<name>.+)' does not take a value\.?", N_("option '{name}' takes no value")),
    (r"Invalid value for '(?P<name>.+?)': (?P<why>.*)", N_("invalid value for '{name}': {why}")),
    (r"Value (?P<value>.+) is not a valid (?P<kind>integer|float|int|path)\.?", N_("{value} is not a valid number")),
    (r"(?P<value>.+) is not one of (?P<choices>.+?)\.?", N_("{value} is not one of {choices}")),
)


def _usage_error(message: str) -> str:
    """A Click or Typer usage error in the output language (an unknown shape stays as Click says it)."""
    import re

    from scorer.core.i18n import language

    text = message.rstrip(".")
    if language() == "en":
        return text
    for pattern, msgid in _USAGE_ERRORS:
        found = re.fullmatch(pattern, text)
        if found:
            parts = {k: v or "" for k, v in found.groupdict().items()}
            if parts.get("matches"):  # Click's "'a', 'b'": said with the output language's "or"
                from scorer.core.words import join, quote

                parts["matches"] = join([quote(m) for m in re.findall(r"'([^']*)'", parts["matches"])], "or")
            if "why" in parts:
                parts["why"] = _usage_error(parts["why"])
            said = _(msgid).format(**parts)
            if parts.get("options"):
                said += " " + _("(possible options: {options})").format(options=parts["options"])
            return said
    return text


def _localized_command() -> Any:
    """The Click command tree of the CLI with its help in the output language (English: as written).

    Help texts are marked with ``N_`` where they are written and translated here, in the
    domain of the part they belong to: the core's commands in ``core``, ``scorer <id> …`` in the game's.
    """
    from scorer.core.i18n import language

    command: Any = typer.main.get_command(app)

    def help_words() -> None:  # Typer's panel titles; rich_utils imports rich: only when help is shown
        from typer import rich_utils

        for name, msgid in _HELP_WORDS.items():
            setattr(rich_utils, name, _(msgid))

    if language() == "en":
        if "typer.rich_utils" in sys.modules:  # Czech earlier in this process (tests): English again
            help_words()
        _lazy_games(command)
        return command
    from typer._click import formatting

    if not getattr(formatting.HelpFormatter.write_usage, "_localized", False):
        write_usage = formatting.HelpFormatter.write_usage

        def localized_usage(self: Any, prog: str, args: str = "", prefix: str | None = None) -> None:
            write_usage(self, prog, args, _(_USAGE) if prefix is None else prefix)

        localized_usage._localized = True  # type: ignore[attr-defined]
        formatting.HelpFormatter.write_usage = localized_usage  # type: ignore[method-assign]

    def say(domain: Any, text: str) -> str:  # the part's own translation, else the core's (--json in a game)
        said: str = domain.gettext(text)
        return said if said != text else _(text)

    def translate(cmd: Any, domain: Any, game_id: str | None = None) -> None:
        if game_id is not None:
            cmd.help = _game_help(game_id, domain.gettext(_GAME_HELP.get(game_id, "")))
        elif cmd.help:
            cmd.help = say(domain, cmd.help)
        if cmd.short_help:
            cmd.short_help = say(domain, cmd.short_help)
        for param in cmd.params:
            if getattr(param, "help", None):
                param.help = say(domain, param.help)
            if param.metavar:
                param.metavar = say(domain, param.metavar)
            elif isinstance(param, TyperArgument) and param.name in _ARGUMENT_NAMES:
                param.metavar = _(_ARGUMENT_NAMES[param.name])  # "SOUBOR", not the Python name
            if getattr(param, "metavar", None):  # a part's own placeholder (NAME, CARD…), marked with N_
                param.metavar = say(domain, param.metavar)
        if cmd.options_metavar == "[OPTIONS]":
            cmd.options_metavar = _("[OPTIONS]")
        if getattr(cmd, "subcommand_metavar", None) == "COMMAND [ARGS]...":
            cmd.subcommand_metavar = _("COMMAND [ARGS]...")
        made = cmd.get_help_option

        def get_help_option(ctx: Any, made: Any = made) -> Any:  # made on first use, with Click's words
            option = made(ctx)
            if option is not None:
                option.help = _(_HELP_OPTION)
            return option

        cmd.get_help_option = get_help_option
        shown = cmd.format_help

        def format_help(ctx: Any, formatter: Any, shown: Any = shown) -> Any:
            help_words()
            return shown(ctx, formatter)

        cmd.format_help = format_help
        for sub_name, sub in (getattr(cmd, "commands", None) or {}).items():
            if cmd is command and sub_name in _GAME_HELP:
                translate(sub, translations(sub_name), sub_name)
            else:
                translate(sub, domain)

    translate(command, T)
    _lazy_games(command, lambda name, group: translate(group, translations(name), name))
    return command


def _lazy_games(command: Any, made: Callable[[str, Any], None] | None = None) -> None:
    """Give the root group ``command`` every registered game's commands, each game's made when it is
    first asked for (:func:`_game_group`): ``scorer realms …`` imports no other game's commands (start-up,
    issue 10). ``made(game id, group)`` runs on each group made (its help in the output language)."""
    base_get, base_list = command.get_command, command.list_commands

    def get_command(ctx: Any, name: str) -> Any:
        found = base_get(ctx, name)
        if found is None and any(g.id == name for g in games()):
            found = _game_group(name)
            if found is not None:
                if made is not None:
                    made(name, found)
                command.add_command(found, name)
        return found

    def list_commands(ctx: Any) -> list[str]:
        import importlib.util

        have = list(base_list(ctx))
        return have + [
            g.id for g in games() if g.id not in have and importlib.util.find_spec(f"{__name__}.{g.id}") is not None
        ]

    base_resolve = command.resolve_command

    def resolve_command(ctx: Any, args: list[str]) -> Any:
        try:
            return base_resolve(ctx, args)
        except Exception:  # no such command: its suggestions are drawn from every game's name
            for name in list_commands(ctx):
                get_command(ctx, name)
            return base_resolve(ctx, args)

    command.get_command = get_command
    command.list_commands = list_commands
    command.resolve_command = resolve_command


def _command_path(args: list[str], command: Any) -> str:
    """``"scorer realms score"``: the commands named on the command line, for pointing to the right help
    (``command``: the root of the tree the run used, whose game groups are made when first named)."""
    path = ["scorer"]
    for token in args:
        if getattr(command, "commands", None) is None:
            break
        sub = command.get_command(None, token)
        if sub is not None:
            command = sub
            path.append(token)
    return " ".join(path)


def _meant_command(message: str) -> str | None:
    """For Click's "No such command" error, the one command it suggests (``""`` when it suggests none or
    several); ``None`` for any other error. ``scorer simurg score F`` means ``scorer simurgh``: its help is
    the one to see, not that of ``score``, which the rest of the line happens to name."""
    import re

    unknown = re.fullmatch(r"No such command '.*'\.(?: Did you mean (?P<matches>.*)\?)?", message.strip())
    if unknown is None:
        return None
    meant = re.findall(r"'([^']*)'", unknown["matches"] or "")
    return meant[0] if len(meant) == 1 else ""


def _take_language(args: list[str]) -> list[str]:
    """Choose the output language from ``--lang cs|en`` (or ``--lang=cs``) anywhere before ``--``, else
    ``$SCORER_LANG`` (checked here), and return the arguments without it.

    Without either, the record's language or the locale decides (:mod:`scorer.core.i18n`).

    :raises InputError: ``--lang`` without a value, or a language scorer does not speak.
    """
    import os

    from scorer.core import i18n

    i18n.set_language(None)
    i18n.set_record_language(None)
    end = args.index("--") if "--" in args else len(args)
    rest: list[str] = []
    chosen: str | None = None
    i = 0
    while i < len(args):
        arg = args[i]
        if i < end and (arg == "--lang" or arg.startswith("--lang=")):
            if arg == "--lang":
                if i + 1 >= end or args[i + 1].startswith("-"):
                    raise InputError(
                        i18n.translations("core").gettext("--lang needs a language: --lang cs or --lang en")
                    )
                value, i = args[i + 1], i + 2
            else:
                value, i = arg.partition("=")[2], i + 1
            chosen = i18n.check_language(value, "--lang")
            i18n.set_language(chosen)  # a later error on the line is said in it
            continue
        rest.append(arg)
        i += 1
    if chosen is None and os.environ.get("SCORER_LANG", "").strip():
        i18n.check_language(os.environ["SCORER_LANG"], "SCORER_LANG")
    i18n.set_language(chosen)
    return rest


def main(argv: list[str] | None = None) -> None:
    """Run the CLI; every error becomes one line on stderr and an exit code.

    :class:`ScorerError` gives its own code (2 for bad input); a usage error
    (unknown option, missing argument, a value of the wrong type) gives 2, as
    Typer does, but in one line instead of Typer's panel.
    """
    from scorer.core.i18n import kept

    with kept():  # the language is chosen afresh on every call and given back after it (library callers, tests)
        _main(list(sys.argv[1:] if argv is None else argv))


def _main(args: list[str]) -> None:
    try:
        args = _take_language(args)
    except ScorerError as e:
        typer.echo(f"scorer: {e}", err=True)
        sys.exit(e.exit_code)
    end = args.index("--") if "--" in args else len(args)
    for flag, key in _FLAGS.items():
        GLOBAL_FLAGS[key] = flag in args[:end]
    args = [a for i, a in enumerate(args) if i >= end or a not in _FLAGS]
    root = _localized_command()
    try:
        code = root.main(args=args, prog_name="scorer", standalone_mode=False)
    except ScorerError as e:
        typer.echo(f"scorer: {e}", err=True)
        sys.exit(e.exit_code)
    except typer.Abort:
        typer.echo("scorer: " + _("aborted"), err=True)
        sys.exit(130)
    except Exception as e:
        if not (hasattr(e, "format_message") and hasattr(e, "exit_code")):
            raise
        ctx = getattr(e, "ctx", None)
        where = ctx.command_path if ctx is not None else "scorer"
        meant = _meant_command(e.format_message())
        if meant is not None:  # a misspelt command: the help of the one meant (not of a later word on the line)
            where = f"{where} {meant}" if meant else where
        else:
            named = _command_path(args, root)
            if len(named) > len(where):  # Typer names the group for an option error inside a command
                where = named
        see = _("(see '{command} --help')").format(command=where)
        typer.echo(f"scorer: {_usage_error(e.format_message())} {see}", err=True)
        sys.exit(e.exit_code)
    sys.exit(code if isinstance(code, int) else 0)
