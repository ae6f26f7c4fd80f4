"""Shared by every test folder: makes ``helpers`` importable (pytest runs in importlib mode), checks
that a test driving a real terminal is marked ``terminal``, so ``pytest -m "not terminal"`` leaves it out,
and gives every test a neutral language: English locale (``LANG=C.UTF-8``), no ``LC_ALL``, ``LC_MESSAGES``,
``SCORER_LANG`` (or ``LANGUAGE``), nothing chosen in the process (a Czech test sets the locale itself)."""

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

import helpers  # importable once this folder is on sys.path


@pytest.fixture(autouse=True)
def _terminal_tests_are_marked(request: pytest.FixtureRequest):
    helpers.terminal_allowed = request.node.get_closest_marker("terminal") is not None
    yield
    helpers.terminal_allowed = True


@pytest.fixture(autouse=True)
def _neutral_language(monkeypatch: pytest.MonkeyPatch):
    from scorer.core import i18n

    monkeypatch.setenv("LANG", "C.UTF-8")
    for var in ("LC_ALL", "LC_MESSAGES", "SCORER_LANG", "LANGUAGE"):
        monkeypatch.delenv(var, raising=False)
    with i18n.kept():
        i18n.set_language(None)
        i18n.set_record_language(None)
        yield


@pytest.fixture
def clean_language(monkeypatch: pytest.MonkeyPatch):
    """No language at all from the environment (no ``LANG`` either): each test says what it sets."""
    from scorer.core import i18n

    for var in ("SCORER_LANG", "LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        monkeypatch.delenv(var, raising=False)
    i18n.set_language(None)
    i18n.set_record_language(None)
    yield monkeypatch
    i18n.set_language(None)
    i18n.set_record_language(None)
