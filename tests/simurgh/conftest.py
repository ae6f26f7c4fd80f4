"""Puts this folder on ``sys.path`` so tests can import ``simurgh_helpers`` (pytest runs in importlib mode), and
gives every test the language of its environment: a ``--lang cs`` run in this process (``run_cli``) keeps Czech
chosen until the next command line, so it is taken back before and after each test."""

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))


@pytest.fixture(autouse=True)
def _language_of_the_environment():
    from scorer.core import i18n

    i18n.set_language(None)  # another folder's test may have left Czech chosen
    i18n.set_record_language(None)
    yield
    i18n.set_language(None)
    i18n.set_record_language(None)
