"""Card data for every game, as plain JSON files under ``cards_data/<game>/``.

Shipped inside the wheel; each game validates its files when it loads them.
"""
