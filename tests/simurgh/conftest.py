"""Puts this folder on ``sys.path`` so tests can import ``simurgh_helpers`` (pytest runs in importlib mode)."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
