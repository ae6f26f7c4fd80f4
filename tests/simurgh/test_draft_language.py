"""The Czech trial's DEFECT 1: a Simurgh draft typed in one language resumes in the other. The variant, the
counts mode and the tile prompt's words (custom/vlastní, done/hotovo) are read whatever language they were
saved in, so the entry continues at the first missing answer with nothing asked again, and a draft of an
earlier version that holds either language's shown text resumes too."""

from __future__ import annotations

import json

import pytest

from scorer.core.i18n import using
from scorer.core.prompts import INTERRUPT, Draft, ScriptedPrompter
from scorer.games.simurgh import run_entry

BY_TILE_EN = "Tile by tile (all players' counts for one objective in one answer)"
BY_TILE_CS = "Po kartách (počty všech hráčů pro jednu kartu cíle v jedné odpovědi)"


def start(tmp_path, lang, answers):
    """Type ``answers`` in ``lang`` and stop with Ctrl-C; return the draft's path."""
    path = tmp_path / "g.json"
    with using(lang), pytest.raises(KeyboardInterrupt):
        run_entry(Draft({"game": "simurgh"}, path), ScriptedPrompter([*answers, INTERRUPT]))
    return path


def resume(path, lang, answers):
    """Resume the draft at ``path`` in ``lang`` with ``answers``; return the record and the prompter."""
    prompter = ScriptedPrompter(list(answers))
    with using(lang):
        rec = run_entry(Draft(json.loads(path.read_text(encoding="utf-8")), path), prompter)
    assert prompter.answers == [], "every answer is used"
    return rec, prompter


def check(rec, names, custom):
    """The game both tests enter. Counts tile by tile: #73 2 1, the custom objective 1 2; first player 20 PP on
    the track, 3 tokens; second 25 PP, 1 token; no resources."""
    assert rec["variant"] == "spearman"
    assert rec["objectives"] == [73, {"name": custom, "pp": [10, 0, 0]}]
    assert [p["name"] for p in rec["players"]] == names
    assert [p["track_pp"] for p in rec["players"]] == [20, 25]
    assert [p["ability_tokens"] for p in rec["players"]] == [3, 1]
    assert [p["objective_counts"] for p in rec["players"]] == [{"73": 2, custom: 1}, {"73": 1, custom: 2}]


#: After the first player's track PP: six resources (Enter = 0), 3 tokens; then the second player; then the
#: counts tile by tile.
REST = [*[""] * 6, "3", "25", *[""] * 6, "1", "2 1", "1 2"]


def test_typed_in_english_resumed_in_czech(tmp_path):
    """The trial's keys: Spearman, 73, custom 'Blue' 10/0/0, Enter, Ann, Ben, tile by tile, 20, Ctrl-C; then
    ``scorer score --lang cs FILE`` refused the draft ("neznámá varianta 'Spearman (Kopiník)'")."""
    path = start(
        tmp_path,
        "en",
        ["Spearman (Kopiník)", "73", "custom", "Blue", "10", "", "", "", "Ann, Ben", "", BY_TILE_EN, "20"],
    )
    rec, prompter = resume(path, "cs", REST)
    check(rec, ["Ann", "Ben"], "Blue")
    assert prompter.asked[0] == "Ann: Zelenina – kolik zbývá:"  # the first missing answer, nothing asked again
    assert not any("no longer fits" in line or "už neplatí" in line for line in prompter.output)


def test_typed_in_czech_with_czech_words_resumed_in_english(tmp_path):
    path = start(
        tmp_path,
        "cs",
        ["Kopiník (Spearman)", "73", "vlastní", "Modří", "10", "", "", "hotovo", "Šárka, Jiří", "", BY_TILE_CS, "20"],
    )
    rec, prompter = resume(path, "en", REST)
    check(rec, ["Šárka", "Jiří"], "Modří")
    assert prompter.asked[0] == "Šárka: Vegetables left:"
    # and back to Czech from the finished entry's draft is not needed: the record holds no language's words
    assert "Kopiník" not in json.dumps(rec, ensure_ascii=False)


@pytest.mark.parametrize(
    ("variant", "mode", "custom", "done", "lang"),
    [
        ("Kopiník (Spearman)", BY_TILE_CS, "vlastní", "hotovo", "en"),
        ("Spearman (Kopiník)", BY_TILE_EN, "custom", "done", "cs"),
    ],
)
def test_an_older_draft_holding_shown_text_resumes_in_the_other_language(tmp_path, variant, mode, custom, done, lang):
    """A draft saved before answers were logged in a language-independent form: the menus' shown text and the
    words as typed."""
    answers = [
        ("variant", variant),
        ("obj0", "73"),
        ("obj1", custom),
        ("obj1.name", "Modří"),
        ("obj1.pp1", "10"),
        ("obj1.pp2", "0"),
        ("obj1.pp3", "0"),
        ("obj2", done),
        ("players.1", "Šárka, Jiří"),
        ("players.3", ""),
        ("counts", mode),
        ("p0.track", "20"),
    ]
    path = tmp_path / "old.json"
    path.write_text(
        json.dumps(
            {
                "game": "simurgh",
                "draft": True,
                "_entry": {"answers": [{"key": k, "answer": a} for k, a in answers]},
            },
            ensure_ascii=False,
        ),
        encoding="utf-8",
    )
    rec, prompter = resume(path, lang, REST)
    check(rec, ["Šárka", "Jiří"], "Modří")
    assert len(prompter.asked) == len(REST)
