"""What a Mystical Realms table knows besides a hand: the players, the discard area, a player's Cursed Items.

The Cursed Hoard (issue 11) adds cards that read facts of the table, not of the hand: Genie (+10 per
other player) and the Cursed Item Spyglass (-10 at 2 players) read the number of players; Dark
Queen, Ghoul, Specter and Death Knight read the cards face up in the discard area at scoring time
(after the end-of-game draws; cards under a Sealed Vault still count, its text). A player's used
(face-down) Cursed Items add their values to the total. Sources: the card facts in
``cards_data/realms/cursed_hoard.json`` (REF, JPRAET ``js/discard.js``, KLAMEREK ``Game.kt``), the
spec ``docs/realms-cursed-hoard-notes.md`` ("Table-wide facts", "Cursed Items").

A :class:`Table` travels with a hand into :func:`~.resolve.resolve`, which puts it on every
:class:`~.effects.Slot` of the hand (``slot.table``), so the rule functions stay pure functions of
their arguments.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from scorer.core.errors import RuleError
from scorer.core.i18n import N_, translations

from .cards import Deck

_T = translations("realms")
_ = _T.gettext


@dataclass(frozen=True, slots=True)
class Table:
    """The facts of the table one hand is scored at.

    :ivar players: the number of players at the table (``None``: not known; Genie and a 2-player
        Spyglass need it: Genie then scores no bonus, Spyglass its 3+-player value). Genie +10 per
        other player, Spyglass -10 at 2 players (``cursed_hoard.json``: REF, JPRAET, KLAMEREK).
    :ivar discard_area: the card ids face up in the discard area at scoring time (after the
        end-of-game draws). A card there counts by its printed suit only and has no effect
        (KLAMEREK tests ``dark_queen_doubles_effect_with_phoenix``, ``discard_game_effects_are_disabled``;
        JPRAET ``discard.js``): Phoenix there is a Beast only.
    :ivar items: this player's used (face-down) Cursed Item ids; face-up items score nothing (both peers).
    """

    players: int | None = None
    discard_area: tuple[str, ...] = ()
    items: tuple[str, ...] = ()


#: The reading texts the expansion's results may depend on (keys of ``HandScore.readings``), to be merged
#: into ``game.READINGS`` (the spec's "Open readings", ``docs/realms-cursed-hoard-notes.md``).
HOARD_READINGS = {
    "phoenix_once": N_(
        "Phoenix counts once in each of its suits, Beast, Flame and Weather ('also counts as a Flame and "
        "Weather card'): a bonus or penalty per Flame and per Weather counts it twice (as the web scorer's tests)."
    ),
    "phoenix_deluxe_flood": N_(
        "The Deluxe Phoenix is blanked only by its own Flood condition: no other card blanks it, Great Flood "
        "included, once that condition is cleared (its text; web scorer issue #62)."
    ),
    "jester_blanked": N_(
        "A blanked card has no base strength, so it is not odd for Jester (publisher and designer ruling, "
        "BGG thread 1841490)."
    ),
    "demon_phoenix": N_(
        "Demon blanks the promo Phoenix when it is the only card of any one of its suits (it is a Beast, "
        "a Flame and a Weather)."
    ),
    "undead_protected": N_(
        "Undead stay unblankable while Lich or Necromancer is in the hand, even if that card is blanked "
        "itself (as both public scorers)."
    ),
    "judge_cleared": N_(
        "Judge counts a penalty as cleared when nothing of it is left: Rangers or Warship clearing the "
        "only penalty of a card (the word Army) clear it (as the Android scorer)."
    ),
    "phoenix_area": N_(
        "A Phoenix in the discard area is a Beast only: its 'also a Flame and Weather' works in a hand."
    ),
    "replaced": N_(
        "With The Cursed Hoard its replacement cards are in play: a base card's name or id scores the "
        "replacement card (the expansion's rulebook)."
    ),
}


def items_points(items: Sequence[str], table: Table, d: Deck) -> list[tuple[str, int]]:
    """The points of a player's used Cursed Items, in the order given.

    Each item adds its value; Spyglass is worth its ``two_player_value`` (-10) at a 2-player table;
    Treasure Chest adds its ``bonus`` (+25) when its owner has at least ``bonus_other_items`` (3)
    other used items (printed texts, ``cursed_hoard.json``; JPRAET counts more than three face-down
    items, itself included). Repair Kit cannot copy Treasure Chest (its text), so no item adds
    points to another.

    :param items: item ids (``"spyglass"``).
    :param table: the table (its ``players``).
    :param d: a deck with The Cursed Hoard (:func:`~.cards.deck_for`).
    :returns: ``[(item id, points), …]``.
    :raises RuleError: an item id the deck does not know (Cursed Hoard not in play, or a slip), or
        an item given twice (each item exists once at the table).
    """
    out: list[tuple[str, int]] = []
    seen: set[str] = set()
    for ident in items:
        item = d.items.get(ident)
        if item is None:
            if not d.items:
                msg = _("{item} is a Cursed Item of The Cursed Hoard, not in play: add the expansion or remove it")
                raise RuleError(msg.format(item=ident))
            raise RuleError(_("unknown Cursed Item '{item}': use one of the 24 items' names").format(item=ident))
        if ident in seen:
            raise RuleError(
                _("{item} is given twice: each Cursed Item exists once, list it once").format(item=d.name(ident))
            )
        seen.add(ident)
        points = item.value
        if item.two_player_value is not None and table.players == 2:
            points = item.two_player_value
        if item.bonus and len(items) - 1 >= item.bonus_other_items:
            points += item.bonus
        out.append((ident, points))
    return out
