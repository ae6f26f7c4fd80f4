"""Entering Mystical Realms hands at the table: a flow for :func:`scorer.core.entry.run`.

The players step (2–6 players, from the game's registry entry), then each
hand: a card prompt that takes one card or several, comma-separated
(``Smoke, Wildfire``), in English or Czech, with or without accents, a unique
start being enough; Tab completes, cards already in a hand are refused and
never offered. With Necromancer in a seven-card hand, one question: an eighth
card? ``<`` goes back to the previous answer anywhere (``-`` and Enter at a card
prompt does the same: it takes back the last card). The core saves every answer at
once, resumes an interrupted entry with a recap, and reviews the table before
it is scored.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import msgspec

from scorer.core.entry import Back, Entry, answers_to_log, run, split_list
from scorer.core.errors import InputError, RuleError
from scorer.core.i18n import N_, language
from scorer.core.prompts import Draft, Prompter
from scorer.core.records import convert
from scorer.core.registry import find

from .cards import Deck, deck
from .game import HAND_SIZE, TITLE, _, hand_of, ngettext

#: Typed at a card prompt: take back the last card (the old key; ``<`` does the same everywhere).
UNDO = "-"
#: What Necromancer's eighth card may be (its card text).
EIGHTH_SUITS = ("army", "leader", "wizard", "beast")


def run_entry(draft: Draft, prompter: Prompter) -> dict[str, Any]:
    """Ask for the players and their hands; return the complete record.

    A draft written before answers were logged (``{"players": [{"name", "hand"}]}``)
    is turned into answers first, so it continues where it stopped.

    :returns: ``{"game": "realms", "players": [{"name": str, "hand": [English card names]}]}`` (English
        whatever the language of the entry: a record is read in any language).
    :raises RecordError: the draft has a field of the wrong type (named).
    :raises EntryInterrupted: through the caller's :func:`~scorer.core.prompts.guard`.
    """
    if draft.record.get("advise") is True:  # scorer realms advise, asked: the hand, the area, the seen cards
        return run(advise_flow, draft, prompter)
    if "players" in draft.record and "_entry" not in draft.record:
        _from_old_draft(draft)
    return run(flow, draft, prompter)


def flow(entry: Entry) -> dict[str, Any]:
    """The entry as a function of its answers (see :mod:`scorer.core.entry`)."""
    d = deck()
    game = find("realms")
    names = entry.players(_(TITLE), game.min_players, game.max_players)
    held: dict[str, str] = {}  # card id -> who holds it
    players = []
    for i, name in enumerate(names):
        later = _logged_later(entry, names[i + 1 :], d)
        hand = _hand(entry, i, name, held, d, later=later)
        held.update(dict.fromkeys(hand, name))
        players.append({"name": name, "hand": [d.english(c) for c in hand]})
    return {"game": "realms", "players": players}


def _logged_later(entry: Entry, later: Sequence[str], d: Deck) -> dict[str, str]:
    """The cards the answers of the later players already in the log name: card id -> those players.

    An answer changed in the review comes before the later hands are replayed; a card one of them holds
    is refused where it is typed (a card exists once, rulebook p.2), instead of the later answer being
    asked again whole. While entering for the first time nothing is logged after the question: empty.
    An answer that no longer reads (a card name unknown) is left out: its own replay says so.
    """
    seats = {entry.seat(name): name for name in later}
    found: dict[str, str] = {}
    for item in entry.unread():
        seat, _dot, rest = str(item.get("key", "")).partition(".")
        if seat not in seats or not rest.startswith("c") or not isinstance(item.get("answer"), str):
            continue
        for part in split_list(item["answer"]):
            try:
                found.setdefault(d.matcher.match(part), seats[seat])
            except InputError:
                continue
    return found


def card_prompt(name: str, n: int, size: int) -> str:
    """The card prompt: ``"Ann, card 3 of 7:"`` (the first of a hand says a list may be typed)."""
    if n == 1:
        return _("{player}, card {n} of {size} (or several, comma-separated):").format(player=name, n=n, size=size)
    return _("{player}, card {n} of {size}:").format(player=name, n=n, size=size)


def eighth_prompt(name: str) -> str:
    """The Necromancer question asked once a seven-card hand holds it.

    It says the rule as it is checked: the card Necromancer took is an Army, Leader, Wizard or
    Beast, and since a hand is a set, any card of those suits besides Necromancer can be it.
    """
    return _(
        "{player} holds Necromancer: add an eighth card? "
        "(the hand must then hold an Army, Leader, Wizard or Beast besides Necromancer)"
    ).format(player=name)


def _offered(d: Deck, taken: Sequence[str] | dict[str, str]) -> list[str]:
    """The names Tab completes: every card not ``taken``, the output language's name first."""
    cs = language() == "cs"
    return [
        n for c in d.cards.values() if c.id not in taken for n in ((c.czech, c.name) if cs else (c.name, c.czech)) if n
    ]


def _hand(
    entry: Entry,
    i: int,
    name: str,
    held: dict[str, str],
    d: Deck,
    *,
    prefix: str | None = None,
    owner: str | None = None,
    group: str | None = None,
    later: dict[str, str] | None = None,
) -> list[str]:
    """One player's hand as card ids (7, or 8 with Necromancer; rulebook p.2 and Necromancer's text).

    :param name: the player, as the prompts name them (``"Ann, card 3 of 7:"``).
    :param prefix: the answers' key prefix (the player's seat by default); :param owner: the hand in
        messages and in the line shown after each answer (``"Ann's hand"``); :param group: the answers'
        group in the recap and the review (the player's name); :param later: the cards the later players'
        logged answers hold (card id -> player), refused here too (see :func:`_logged_later`).
    """
    prefix = prefix or entry.seat(name)
    owner = owner or hand_of(name)
    group = group or name
    hand: list[str] = []
    eighth = False
    while True:
        size = HAND_SIZE + 1 if eighth else HAND_SIZE
        if len(hand) >= size:
            if not eighth and len(hand) == HAND_SIZE and "necromancer" in hand:
                eighth = entry.confirm(
                    f"{prefix}.eighth", eighth_prompt(name), default=True, group=group, label=_("eighth card")
                )
                if eighth:
                    continue
            if len(hand) == HAND_SIZE and "necromancer" not in hand:
                _say_eighth_dropped(entry, prefix, name, d)
            return hand
        taken = {
            **{c: hand_of(who) for c, who in (later or {}).items()},
            **{c: hand_of(who) for c, who in held.items()},
            **dict.fromkeys(hand, owner),
        }
        hand += entry.text(
            f"{prefix}.c{len(hand) + 1}",
            card_prompt(name, len(hand) + 1, size),
            _card_parser(d, owner, tuple(hand), taken, eighth, first=not held and not hand),
            choices=_offered(d, taken),
            allow_empty=True,
            group=group,
            show=d.names,
        )
        entry.echo(_("{owner}: {cards}").format(owner=f"{owner[:1].upper()}{owner[1:]}", cards=d.names(hand)))


def _say_eighth_dropped(entry: Entry, prefix: str, name: str, d: Deck) -> None:
    """Say so when a changed answer leaves the hand without Necromancer while an eighth card was logged.

    The eighth card is Necromancer's (its text), so it cannot stay; the core drops the answers a flow
    no longer asks for, which it did without a word (Czech trial, issue 12, DEFECT 1).
    """
    item = next((a for a in entry.unread() if a.get("key") == f"{prefix}.c8"), None)
    if item is None or not isinstance(item.get("answer"), str):
        return
    try:
        cards = d.names([d.matcher.match(p) for p in split_list(item["answer"])])
    except InputError:
        cards = item["answer"]
    entry.echo(
        _("({player}'s eighth card, {cards}, is dropped: the hand holds no Necromancer now)").format(
            player=name, cards=cards
        )
    )


def _card_parser(
    d: Deck, owner: str, hand: Sequence[str], taken: dict[str, str], eighth: bool, first: bool
) -> Callable[[str], list[str]]:
    """Parse one answer at a card prompt into card ids, checked against the hand and the table.

    :param owner: the hand in messages (``"Ann's hand"``).
    :param taken: the cards already in a hand, each with the hand (``"Ann's hand"``).
    :raises Back: the answer is ``-`` (take back the last card), unless nothing was entered yet.
    :raises RuleError: no name, a card named twice in the answer, a card already taken (says whose
        hand), more cards than the hand has room for, an eighth card Necromancer cannot have.
    :raises UnknownNameError: a name matches no card (suggestions leave taken cards out).
    """

    def parse(text: str) -> list[str]:
        if text.strip() == UNDO:
            if first:
                raise RuleError(_("no card to take back yet: type a card name"))
            raise Back
        parts = split_list(text)
        if not parts:
            raise RuleError(_("type a card name"))
        ids: list[str] = []
        for part in parts:
            cid = d.matcher.match(part, exclude=[*taken, *ids])
            if cid in ids:
                raise RuleError(_("{card} is named twice in this answer: name each card once").format(card=d.name(cid)))
            if cid in taken:
                raise RuleError(
                    _("{card} is already taken ({owner}): choose another card").format(
                        card=d.name(cid), owner=taken[cid]
                    )
                )
            ids.append(cid)
        cards = [*hand, *ids]
        room = (HAND_SIZE + 1 if eighth or "necromancer" in cards else HAND_SIZE) - len(hand)
        if len(ids) > room:
            raise RuleError(
                ngettext(
                    "{n} card given, but {owner} has room for {room} more ({size} cards, 8 with Necromancer): "
                    "remove {extra}",
                    "{n} cards given, but {owner} has room for {room} more ({size} cards, 8 with Necromancer): "
                    "remove {extra}",
                    len(ids),
                ).format(n=len(ids), owner=owner, room=room, size=HAND_SIZE, extra=len(ids) - room)
            )
        if len(cards) > HAND_SIZE and not any(d[c].suit in EIGHTH_SUITS for c in cards if c != "necromancer"):
            raise RuleError(
                _(
                    "Necromancer's eighth card must be an Army, Leader, Wizard or Beast, and "
                    "{owner} would hold none: choose one of those"
                ).format(owner=owner)
            )
        return ids

    return parse


# ------------------------------------------------------------------ scorer realms advise, asked


#: The advisor's groups in the recap and the review (translated where shown).
HAND_GROUP, AREA_GROUP, SEEN_GROUP = N_("Hand"), N_("Discard area"), N_("Seen")


def advise_flow(entry: Entry) -> dict[str, Any]:
    """``scorer realms advise`` in a terminal: the hand before drawing, the discard area, the seen cards.

    The hand is asked as in the table's entry (one card or a comma list at a time, Necromancer's
    eighth-card question); then the discard area, 0 to 10 cards, Enter when done; then the cards known
    to be out of the deck (Enter for none). Every answer is checked where it is typed.

    :returns: the advice record ``{"game": "realms", "advise": {"hand", "area", "seen"}}`` (English names),
        scored by :func:`.game.score_record`.
    """
    from .advise import AREA_MAX

    d = deck()
    hand = _hand(entry, 0, _("Your hand"), {}, d, prefix="hand", owner=_("your hand"), group=_(HAND_GROUP))
    place = dict.fromkeys(hand, "hand")
    area: list[str] = []
    while len(area) < AREA_MAX:
        n = len(area) + 1
        if n == 1:
            ask = _("Discard area, card {n} (or several, comma-separated; Enter when done):").format(n=n)
        else:
            ask = _("Discard area, card {n} (Enter when done):").format(n=n)
        got = entry.text(
            f"area.c{n}",
            ask,
            _place_parser(d, place, AREA_MAX - len(area)),
            choices=_offered(d, place),
            allow_empty=True,
            group=_(AREA_GROUP),
            show=d.names,
        )
        if not got:
            break
        area += got
        place.update(dict.fromkeys(got, "area"))
        entry.echo(_("Discard area: {cards}").format(cards=d.names(area)))
    seen = entry.text(
        "seen",
        _("Cards known to be out of the deck, e.g. seen in another hand (comma-separated; Enter for none):"),
        _place_parser(d, place, None),
        choices=_offered(d, place),
        allow_empty=True,
        group=_(SEEN_GROUP),
        show=d.names,
    )
    names = {key: [d.english(c) for c in ids] for key, ids in (("hand", hand), ("area", area), ("seen", seen))}
    return {"game": "realms", "advise": names}


def _place_parser(d: Deck, place: dict[str, str], room: int | None) -> Callable[[str], list[str]]:
    """Parse an answer naming cards of the discard area (``room`` a number) or seen cards (``None``; empty: none).

    :param place: the cards already named, each with where it is (``"hand"`` or ``"area"``).
    :param room: how many more cards fit in the discard area (``None``: the seen cards, no limit).
    :raises RuleError: a card named twice, a card already named elsewhere (says where), too many cards.
    :raises UnknownNameError: a name matches no card (suggestions leave the named cards out).
    """
    from .advise import AREA_MAX

    def parse(text: str) -> list[str]:
        ids: list[str] = []
        for part in split_list(text):
            cid = d.matcher.match(part, exclude=[*place, *ids])
            if cid in ids:
                raise RuleError(_("{card} is named twice in this answer: name each card once").format(card=d.name(cid)))
            if cid in place:
                where = place[cid]
                msg = (
                    _("{card} is already in your hand: each card exists once, choose another")
                    if where == "hand"
                    else _("{card} is already in the discard area: each card exists once, choose another")
                )
                raise RuleError(msg.format(card=d.name(cid)))
            ids.append(cid)
        if room is not None and len(ids) > room:
            raise RuleError(
                ngettext(
                    "{n} card given, but the discard area has room for {room} more "
                    "(at most {most}: the game ends at the tenth): remove {extra}",
                    "{n} cards given, but the discard area has room for {room} more "
                    "(at most {most}: the game ends at the tenth): remove {extra}",
                    len(ids),
                ).format(n=len(ids), room=room, most=AREA_MAX, extra=len(ids) - room)
            )
        return ids

    return parse


class _OldPlayer(msgspec.Struct):
    name: str
    hand: list[str] = []


class _OldDraft(msgspec.Struct):
    players: list[_OldPlayer]
    player_count: int | None = None


def _from_old_draft(draft: Draft) -> None:
    """Turn a draft of the old format into the answers the flow would have logged (in the order it asks them).

    :raises RecordError: ``players`` (or a hand) has the wrong type: the field is named.
    """
    old = convert({k: v for k, v in draft.record.items() if k in ("players", "player_count")}, _OldDraft)
    names = [p.name for p in old.players]
    answers: list[str | bool] = [", ".join(names)] if names else []
    done = old.player_count is None or len(names) >= old.player_count
    if done and 2 <= len(names) < find("realms").max_players:
        answers.append("")  # the list of players was ended
    for i, p in enumerate(old.players if done else []):
        if not p.hand:
            break
        answers.append(", ".join(p.hand))
        if len(p.hand) < HAND_SIZE:
            break
        later = old.players[i + 1 : i + 2]
        if len(p.hand) == HAND_SIZE and "Necromancer" in p.hand and later and later[0].hand:  # it wrote English names
            answers.append(False)  # no eighth card: the entry had gone on to the next hand
    log = answers_to_log(flow, {"game": "realms"}, answers)
    for key in ("players", "player_count"):
        draft.record.pop(key, None)
    draft.record["_entry"] = {"answers": log}
    draft.save()
