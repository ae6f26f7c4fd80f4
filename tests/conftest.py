"""Shared by every test folder: makes ``helpers`` importable (pytest runs in importlib mode) and checks
that a test driving a real terminal is marked ``terminal``, so ``pytest -m "not terminal"`` leaves it out."""

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
