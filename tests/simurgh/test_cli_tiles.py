"""``scorer simurgh tiles`` with --json (a list of tiles) and --explain (refused in one line), anywhere on the line."""

from __future__ import annotations

import json

import pytest
from helpers import run_cli


@pytest.mark.parametrize("args", [("simurgh", "tiles", "--json"), ("--json", "simurgh", "tiles")])
def test_tiles_as_json(args):
    """Appendix 03: #73 8/4/3 ... #84 6/4/nothing; #83 and #84 say what they count."""
    code, out, err = run_cli(*args)
    assert (code, err) == (0, "")
    tiles = json.loads(out)
    assert [t["number"] for t in tiles] == list(range(73, 85))
    assert tiles[0] == {"number": 73, "pp": [8, 4, 3], "counts": None}
    assert tiles[10] == {
        "number": 83,
        "pp": [14, 7, 3],
        "counts": "Total ability tokens on all of the player's dragons",
    }
    assert tiles[11] == {"number": 84, "pp": [6, 4, None], "counts": "Total vegetables and meat the player has"}


@pytest.mark.parametrize("args", [("simurgh", "tiles", "--explain"), ("--explain", "--json", "simurgh", "tiles")])
def test_tiles_explain_is_refused_in_one_line(args):
    code, out, err = run_cli(*args)
    assert code == 2 and out == ""
    assert err.strip().splitlines() == [
        "scorer: --explain explains a score; the tile list has nothing to explain: leave it out"
    ]


def test_tiles_text_is_unchanged():
    code, out, _ = run_cli("simurgh", "tiles")
    assert code == 0 and "#80" in out and "13/8/5" in out and "dragons pictured on the tile" in out
