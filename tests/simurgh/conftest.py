"""Puts this folder on ``sys.path`` so tests can import ``simurgh_helpers`` (pytest runs in importlib mode); the
neutral language of every test is the top-level ``tests/conftest.py``'s."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
