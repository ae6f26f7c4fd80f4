"""Puts this folder on ``sys.path`` so the tests can import ``dominion_helpers`` (importlib mode)."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
