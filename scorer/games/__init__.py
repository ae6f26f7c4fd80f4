"""The built-in games. Each registers here; its module is imported only when used.

To add a game: create ``scorer/games/<id>/`` with ``score_record`` and
``run_entry`` (see :mod:`scorer.core.registry`), put its data in
``cards_data/<id>/``, add its commands as ``scorer/cli/<id>.py`` (a Typer
``app``), and register it below.
"""

from scorer.core.registry import Game, register

register(
    Game(
        "realms",
        "Mystical Realms",
        ("mystical-realms", "fantasy-realms", "Fantasy Realms", "Tajuplné říše"),
        "scorer.games.realms",
        2,
        6,
    )
)
register(Game("dominion", "Dominion", (), "scorer.games.dominion", 1, 6))
register(Game("simurgh", "Simurgh", (), "scorer.games.simurgh", 2, 5))
register(Game("bluemoon", "Blue Moon City", ("blue-moon-city", "bmc"), "scorer.games.bluemoon", 2, 4))
register(
    Game(
        "carcassonne",
        "Carcassonne",
        ("carcassonne-princess-dragon", "Princezna a drak"),
        "scorer.games.carcassonne",
        2,
        6,
    )
)
