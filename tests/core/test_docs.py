"""Every command and option of the command line is documented: in README.md, or for a game's commands
in README.md or the game's page docs/<id>.md. Hidden commands (aliases such as ``bluemoon payment``)
and ``--help`` are left out."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from scorer.cli import command_tree

ROOT = Path(__file__).resolve().parents[2]


def walk(command: Any, path: tuple[str, ...]) -> Iterator[tuple[tuple[str, ...], Any]]:
    yield path, command
    for name, sub in sorted(getattr(command, "commands", {}).items()):  # a group's subcommands
        if not sub.hidden:
            yield from walk(sub, (*path, name))


COMMANDS = dict(walk(command_tree(), ("scorer",)))


def option_names(command: Any) -> list[str]:
    return [
        name
        for param in command.params
        if param.param_type_name == "option" and not param.hidden
        for name in (*param.opts, *param.secondary_opts)
    ]


def pages(path: tuple[str, ...]) -> dict[str, str]:
    """Where the command at ``path`` may be documented: README.md, and the page of its game."""
    files = [ROOT / "README.md"]
    if len(path) > 1 and (ROOT / "docs" / f"{path[1]}.md").exists():
        files.append(ROOT / "docs" / f"{path[1]}.md")
    return {str(f.relative_to(ROOT)): f.read_text(encoding="utf-8") for f in files}


def mentioned(word: str, text: str) -> bool:
    """``word`` in ``text`` as a whole word or command line (``-p`` is not in ``-pX`` or ``a-p``)."""
    return re.search(r"(?<![\w-])" + r"\s+".join(map(re.escape, word.split())) + r"(?![\w-])", text) is not None


def test_the_walk_finds_every_game_and_its_commands() -> None:
    assert {
        "scorer score",
        "scorer realms score",
        "scorer dominion what-if",
        "scorer simurgh tiles",
        "scorer bluemoon pay",
        "scorer carcassonne show",
    } <= {" ".join(p) for p in COMMANDS}
    assert "--objective-ties" in option_names(COMMANDS["scorer", "simurgh", "score"])


@pytest.mark.parametrize("path", list(COMMANDS), ids=" ".join)
def test_command_and_its_options_are_documented(path: tuple[str, ...]) -> None:
    texts = pages(path)
    missing = [
        word
        for word in (" ".join(path), *option_names(COMMANDS[path]))
        if not any(mentioned(word, text) for text in texts.values())
    ]
    assert not missing, f"'{' '.join(path)}': {', '.join(missing)} not in {' or '.join(texts)}"
