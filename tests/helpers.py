"""Shared test helpers: run the CLI and capture what it prints, or drive it in a real terminal (pexpect).

``tests/conftest.py`` puts this folder on ``sys.path`` (pytest runs in importlib mode), so a test imports
``from helpers import run_cli, spawn, answer, finish, saved_after_stop``.

A test that calls :func:`spawn` must be marked ``terminal`` (``pytestmark = pytest.mark.terminal``); the
conftest checks it, so ``pytest -m "not terminal"`` really leaves out every pexpect test.
"""

from __future__ import annotations

import contextlib
import io
import os
import re
import shlex
import subprocess
import sys
from pathlib import Path
from typing import Any, NamedTuple

import pytest

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "examples"


def load_module(path: Path, name: str | None = None) -> Any:
    """The Python file ``path`` run as a module (``name``: its name, else the file's stem): for the tools,
    benchmarks and reference implementations, which are not importable (pytest runs in importlib mode)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location(name or path.stem, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


DOWN, ENTER = "\x1b[B", "\r"
ROWS, COLUMNS = 40, 120

#: Set by ``tests/conftest.py`` for each test: whether it is marked ``terminal``.
terminal_allowed = True


# --- the CLI, not in a terminal -----------------------------------------------


class CliRun(NamedTuple):
    """What ``scorer ARGS`` did: exit code, stdout, stderr (unpacks as ``code, out, err``)."""

    code: int
    out: str
    err: str


def run_cli(*args: str | Path, process: bool = False, cwd: str | Path | None = None) -> CliRun:
    """Run ``scorer ARGS`` with standard input not a terminal; return its exit code and output.

    By default in this process, through :func:`scorer.cli.main` (fast). ``process=True`` runs
    ``python -m scorer ARGS`` as a real process (stdin from /dev/null, in ``cwd``), for what only a
    real process shows: the entry point, start-up imports, a relative path, no terminal at all.
    """
    argv = [str(a) for a in args]
    if process:
        proc = subprocess.run(
            [sys.executable, "-m", "scorer", *argv],
            capture_output=True,
            text=True,
            stdin=subprocess.DEVNULL,
            cwd=cwd,
            timeout=60,
        )
        return CliRun(proc.returncode, proc.stdout, proc.stderr)
    if cwd is not None:
        raise ValueError("cwd needs process=True")
    from scorer.cli import main

    out, err = io.StringIO(), io.StringIO()
    code: Any = 0
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            main(argv)
        except SystemExit as e:
            code = e.code
    return CliRun(code or 0, out.getvalue(), err.getvalue())


# --- the CLI in a real terminal (pexpect) -------------------------------------


def spawn(
    drafts: Path, *args: str | Path, stdout: Path | None = None, cwd: Path | None = None, timeout: float = 30
) -> Any:
    """Start ``scorer ARGS`` on a pseudo-terminal of 40 x 120; return the pexpect child.

    Interactive entries save to ``drafts`` ($SCORER_DRAFTS), which is also the working folder unless
    ``cwd`` is given. ``stdout=FILE`` sends standard output to that file (``scorer ... > FILE``) while
    the questions stay on the terminal.
    """
    assert terminal_allowed, "a test that spawns a terminal must be marked: pytestmark = pytest.mark.terminal"
    pexpect = pytest.importorskip("pexpect")
    # PROMPT_TOOLKIT_NO_CPR: pexpect never answers prompt_toolkit's cursor-position request, which
    # otherwise costs a 1 s timeout a prompt (a real terminal answers it).
    env = dict(
        os.environ,
        SCORER_DRAFTS=str(drafts),
        TERM="xterm",
        COLUMNS=str(COLUMNS),
        LINES=str(ROWS),
        PROMPT_TOOLKIT_NO_CPR="1",
    )
    command, argv = sys.executable, ["-m", "scorer", *map(str, args)]
    if stdout is not None:
        command, argv = "/bin/sh", ["-c", shlex.join([command, *argv]) + " > " + shlex.quote(str(stdout))]
    return pexpect.spawn(
        command, argv, env=env, cwd=str(cwd or drafts), dimensions=(ROWS, COLUMNS), encoding="utf-8", timeout=timeout
    )


def _expect(child: Any, text: str | re.Pattern[str]) -> None:
    """Wait for ``text``: a plain string is matched as it is, a compiled pattern as a regular expression."""
    if isinstance(text, re.Pattern):
        child.expect(text)
    else:
        child.expect_exact(text)


def answer(child: Any, *steps: tuple[str | re.Pattern[str], str]) -> None:
    """Answer prompts in order: each step is (text to wait for, keys to send, e.g. ``"Ann" + ENTER``)."""
    for expected, keys in steps:
        _expect(child, expected)
        child.send(keys)


def finish(child: Any, *shown: str | re.Pattern[str], code: int = 0) -> str:
    """Wait for each of ``shown`` in order, then for the end with exit ``code``; return the output after the last.

    Also checks that no traceback was printed there.
    """
    for text in shown:
        _expect(child, text)
    child.expect(pytest.importorskip("pexpect").EOF)
    out: str = child.before
    child.close()
    assert child.exitstatus == code, out
    assert "Traceback" not in out, out
    return out


def saved_after_stop(child: Any) -> str:
    """After Ctrl-C / Ctrl-D: the record path the program printed; checks exit 130 and no traceback."""
    child.expect(r"saved to (\S+\.json)")
    path: str = child.match.group(1)
    finish(child, code=130)
    return path
