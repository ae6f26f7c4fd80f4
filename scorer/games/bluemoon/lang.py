"""Blue Moon City's messages in the output language (the ``bluemoon`` gettext domain, docs/translating.md).

Every module of the game takes ``_``, ``ngettext`` and ``N_`` from here; :func:`colour_word` and
:func:`card_name` give a colour and a card in the output language, from ``cards_data/bluemoon/peoples.json``.
"""

from __future__ import annotations

from scorer.core.i18n import N_, language, shown_name, translations

T = translations("bluemoon")
_, ngettext, pgettext = T.gettext, T.ngettext, T.pgettext

#: The forms of a colour word: a card's ("black 2", Czech feminine *černá*), after "to" / "in" (accusative and
#: instrumental, *černou*), a box's (Czech masculine, *černý čtvereček*).
CARD, TO, BOX = 0, 1, 2


def colour_word(colour: str, form: int = CARD) -> str:
    """``colour`` (an English card colour, or ``"any"``) in the output language, in ``form``.

    English has one form (``"black"``); Czech the rulebook's colour (pp.5-7) as the sentence needs it:
    ``colour_word("black", BOX)`` is *černý* (a box, *čtvereček*), ``TO`` *černou*, ``CARD`` *černá*.
    """
    from .cards import ANY, people_by_id

    if language() != "cs":
        return colour
    if colour == ANY:
        return (_("any"), _("any colour"), _("any"))[form]
    for p in people_by_id().values():
        if p.colour == colour and p.cs_colour:
            return p.cs_colour[form]
    return colour


def cite(english: str, czech: str = "") -> str:
    """A source as data gives it (``limits.json``): its Czech text when the output is Czech and there is one."""
    return czech if czech and language() == "cs" else english


def people_name(people_id: str) -> str:
    """A people's name in the output language (the Czech rulebook names them as the English rules do)."""
    from .cards import people_by_id

    p = people_by_id()[people_id]
    return shown_name(p.name, p.cs)


__all__ = ["BOX", "CARD", "N_", "TO", "_", "cite", "colour_word", "ngettext", "people_name", "pgettext"]
