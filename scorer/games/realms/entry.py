"""Entering Mystical Realms hands at the table: a flow for :func:`scorer.core.entry.run`.

The players step (2–6 players, from the game's registry entry), then what the
table plays (the base game, The Cursed Hoard, the promo cards: a menu whose first
choice, Enter, is the base game), then each hand: with The Cursed Hoard first the
player's used Cursed Items (Enter for none), then a card prompt that takes one
card or several, comma-separated (``Smoke, Wildfire``), in English or Czech, with or without accents, a unique
start being enough; Tab completes, cards already in a hand are refused and
never offered. With Necromancer in a seven-card hand, one question: an eighth
card? (With The Cursed Hoard a hand has 8 cards, and Leprechaun, Genie, Necromancer or
Portal asks for a ninth.) After the hands, the printing is asked only when it changes
a hand (Phoenix; Wildfire with an Outsider or Book of Changes), and the discard area
only when a hand holds a card that reads it (Dark Queen, Ghoul, Specter, Death
Knight). The number of players is never asked: every hand is entered.
``<`` goes back to the previous answer anywhere (``-`` and Enter at a card
prompt does the same: it takes back the last card). The core saves every answer at
once, resumes an interrupted entry with a recap, and reviews the table before
it is scored.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from typing import Any

import msgspec

from scorer.core.entry import Back, Entry, answers_to_log, run, split_list
from scorer.core.errors import InputError, RuleError
from scorer.core.i18n import N_, language
from scorer.core.prompts import Draft, Prompter
from scorer.core.records import convert
from scorer.core.registry import find

from .cards import Deck, deck, deck_for
from .game import (
    AREA_CARDS,
    AREA_MAX,
    HAND_SIZE,
    PORTAL,
    TITLE,
    _,
    _drawers,
    _necromancers,
    hand_limits,
    hand_of,
    necromancer_takes,
    ngettext,
    too_many,
)

#: Typed at a card prompt: take back the last card (the old key; ``<`` does the same everywhere).
UNDO = "-"
#: Where a card of the discard area is, among the hands a card prompt checks (no hand is called so).
_IN_AREA = "\x00discard area"


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


#: What a table plays, as the entry's menu offers it: the logged value and the expansions (base game first).
PLAYS = (
    ("base", ()),
    ("cursed_hoard", ("cursed_hoard",)),
    ("promo", ("promo",)),
    ("cursed_hoard+promo", ("cursed_hoard", "promo")),
)


def _plays_menu() -> list[str]:
    """The menu of :data:`PLAYS` in the output language."""
    return [
        _("The base game only"),
        _("The Cursed Hoard (its new suits, replacement cards and Cursed Items)"),
        _("The promo cards (Jester, Phoenix)"),
        _("The Cursed Hoard and the promo cards"),
    ]


def flow(entry: Entry) -> dict[str, Any]:
    """The entry as a function of its answers (see :mod:`scorer.core.entry`).

    :returns: the record; with an expansion it adds ``"expansions"``, and ``"printing"``,
        ``"discard_area"`` and the players' ``"items"`` where they were asked (see the module).
    """
    game = find("realms")
    names = entry.players(_(TITLE), game.min_players, game.max_players)
    menu = _plays_menu()
    plays = entry.select(
        "expansions",
        _("Which cards does the table play?"),
        _plays_menu,
        default=menu[0],
        values=[v for v, _e in PLAYS],
        label=_("cards"),
        # the recap and the review name the base game in a few words ("cards of the base game only"), the
        # expansions by their menu text
        show=lambda choice: _("of the base game only") if choice == _plays_menu()[0] else choice,
    )
    expansions = PLAYS[menu.index(plays)][1]
    d = deck_for(expansions)
    held: dict[str, str] = {}  # card id -> who holds it
    owners: dict[str, str] = {}  # Cursed Item id -> who used it
    players: list[dict[str, Any]] = []
    hands: list[list[str]] = []
    for i, name in enumerate(names):
        items = _items(entry, name, d, owners) if d.items else []
        owners.update(dict.fromkeys(items, name))
        later = _logged_later(entry, names[i + 1 :], d)
        hand = _hand(entry, i, name, held, d, later=later, items=items)
        held.update(dict.fromkeys(hand, name))
        hands.append(hand)
        player: dict[str, Any] = {"name": name, "hand": [d.english(c) for c in hand]}
        if items:
            player["items"] = [d.english(c) for c in items]
        players.append(player)
    record: dict[str, Any] = {"game": "realms"}
    if expansions:
        record["expansions"] = list(expansions)
    if any(printing_matters(h, d) for h in hands):
        printings = [_("The original printing"), _("The Deluxe Edition")]
        printing = entry.select(
            "printing",
            _("Which printing are the cards? (the Deluxe Edition's Phoenix and Wildfire have other texts)"),
            printings,
            default=printings[0],
            values=["original", "deluxe"],
            label=_("printing"),
        )
        record["printing"] = ("original", "deluxe")[printings.index(printing)]
    if any(set(h) & AREA_CARDS for h in hands):
        record["discard_area"] = [d.english(c) for c in _area(entry, d, held)]
    record["players"] = players
    return record


def printing_matters(hand: Sequence[str], d: Deck) -> bool:
    """The printing changes how ``hand`` scores: Phoenix (the promo text or the Deluxe one), or Wildfire with
    an Outsider or with Book of Changes (which can make a card an Outsider): the Deluxe Wildfire spares
    Outsiders (``cursed_hoard.json``, ``printings``)."""
    if any(d[c].name == "Phoenix" for c in hand):
        return True
    return "wildfire" in hand and (
        any(d[c].suit == "outsider" for c in hand) or ("book_of_changes" in hand and "outsider" in d.suits)
    )


def _items(entry: Entry, name: str, d: Deck, owners: dict[str, str]) -> list[str]:
    """A player's used (face-down) Cursed Items, asked before the hand (Portal adds a card to it); Enter for none.

    :param owners: the items already used by earlier players (each item exists once), refused and not offered.
    """

    def free(ids: list[str]) -> None:
        """An item an earlier player used is refused with whose it is (trial of issue 11, W3)."""
        for ident in ids:
            if ident in owners:
                raise RuleError(
                    _("{item} is already {player}'s: each Cursed Item exists once, choose another").format(
                        item=d.name(ident), player=owners[ident]
                    )
                )

    matcher = d.item_matcher
    return entry.names(
        f"{entry.seat(name)}.items",
        _("{player}'s used Cursed Items (face down; comma-separated, Enter for none):").format(player=name),
        matcher,
        allow_empty=True,
        choices=[sp for i, spellings in matcher.spellings.items() if i not in owners for sp in spellings],
        group=name,
        label=_("items"),
        check=free,
    )


def _area(entry: Entry, d: Deck, held: dict[str, str]) -> list[str]:
    """The discard area's face-up cards at the end (after the end-of-game draws), one or several at a time,
    Enter when done: asked when a hand holds Dark Queen, Ghoul, Specter or Death Knight."""

    def refused(card: str, where: str) -> str:
        if where == "area":
            return _("{card} is already in the discard area: each card exists once, choose another").format(card=card)
        return _("{card} is already taken ({owner}): choose another card").format(card=card, owner=where)

    return _area_cards(
        entry,
        d,
        {c: hand_of(who) for c, who in held.items()},
        _("Discard area at the end, card {n} (or several, comma-separated; Enter when done):"),
        _("Discard area at the end, card {n} (Enter when done):"),
        refused,
        too_many,  # the record's refusal: a fact of the table, as a record or --area gives it
        first_label=_("discard area"),  # a fact of the table: "Change the table" changes it
    )


def _area_cards(
    entry: Entry,
    d: Deck,
    place: dict[str, str],
    first: str,
    more: str,
    refused: Callable[[str, str], str],
    over: Callable[[int, int], None],
    first_label: str | None = None,
    group: str | None = None,
) -> list[str]:
    """The discard area's face-up cards (0 to :data:`AREA_MAX`), one or several at a time, Enter when done,
    each checked where it is typed (the table's entry and the advisor's).

    :param place: card id -> where it already is (``"area"`` for the discard area), for ``refused``; the
        area's cards are added to it.
    :param first: the question for the first card, ``more`` for the next ones (``{n}``: the card's number).
    :param refused: the refusal of a card already somewhere (:func:`_cards_of`).
    :param over: the refusal of too many cards (:func:`_place_parser`).
    :param first_label: the first question's label in the recap; ``group``: every question's group.
    """
    area: list[str] = []
    while len(area) < AREA_MAX:
        n = len(area) + 1
        got = entry.text(
            f"area.c{n}",
            (first if n == 1 else more).format(n=n),
            _place_parser(d, place, AREA_MAX - len(area), refused, over),
            choices=_offered(d, place),
            allow_empty=True,
            group=group,
            label=first_label if n == 1 else None,
            show=d.names,
        )
        if not got:
            break
        area += got
        place.update(dict.fromkeys(got, "area"))
        entry.echo(_("Discard area: {cards}").format(cards=d.names(area)))
    return area


def _cards_of(
    parts: Sequence[str],
    d: Deck,
    elsewhere: Mapping[str, str],
    refused: Callable[[str, str], str],
    exclude: Collection[str] | None = None,
) -> list[str]:
    """The card ids the names ``parts`` of one answer give, each once, none already somewhere else.

    :param elsewhere: card id -> where it already is (a hand, the discard area), for ``refused``.
    :param refused: the refusal of a card already somewhere: ``(card name, where) -> message``.
    :param exclude: the cards the suggestions leave out (default: those of ``elsewhere``).
    :raises RuleError: a card named twice in the answer, or already somewhere else.
    :raises UnknownNameError: a name matches no card (with suggestions).
    """
    ids: list[str] = []
    for part in parts:
        cid = d.matcher.match(part, exclude=[*(elsewhere if exclude is None else exclude), *ids])
        if cid in ids:
            raise RuleError(_("{card} is named twice in this answer: name each card once").format(card=d.name(cid)))
        if cid in elsewhere:
            raise RuleError(refused(d.name(cid), elsewhere[cid]))
        ids.append(cid)
    return ids


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


def _logged_area(entry: Entry, d: Deck) -> set[str]:
    """The cards the discard area's saved answers hold, while a hand is asked again (a change in the review):
    such a card is refused where it is typed, as a later hand's card is (trial of issue 11, W6; the area
    answer was thrown out instead). Empty while entering for the first time."""
    found: set[str] = set()
    for item in entry.unread():
        if not str(item.get("key", "")).startswith("area.c") or not isinstance(item.get("answer"), str):
            continue
        for part in split_list(item["answer"]):
            try:
                found.add(d.matcher.match(part))
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
    items: Sequence[str] = (),
) -> list[str]:
    """One player's hand as card ids (7, or 8 with Necromancer; rulebook p.2 and Necromancer's text; with
    The Cursed Hoard 8, or 9 with Leprechaun, Genie, Necromancer or Portal: :func:`~.game.hand_limits`).

    :param name: the player, as the prompts name them (``"Ann, card 3 of 7:"``).
    :param prefix: the answers' key prefix (the player's seat by default); :param owner: the hand in
        messages and in the line shown after each answer (``"Ann's hand"``); :param group: the answers'
        group in the recap and the review (the player's name); :param later: the cards the later players'
        logged answers hold (card id -> player), refused here too (see :func:`_logged_later`);
        :param items: the player's used Cursed Items (Portal adds a card).
    """
    prefix = prefix or entry.seat(name)
    owner = owner or hand_of(name)
    group = group or name
    base = d.hand_size
    hand: list[str] = []
    extra = False
    while True:
        size = base + 1 if extra else base
        if len(hand) >= size:
            if not extra and len(hand) == base and hand_limits(hand, d, None, items)[1] > base:
                if base == HAND_SIZE:
                    key, label = f"{prefix}.eighth", _("eighth card")
                else:
                    key, label = f"{prefix}.ninth", _("ninth card")
                extra = entry.confirm(key, extra_prompt(name, hand, d, items), default=True, group=group, label=label)
                if extra:
                    continue
            if len(hand) == base and hand_limits(hand, d, None, items)[1] == base:
                _say_extra_dropped(entry, prefix, name, d)
            return hand
        in_area = _logged_area(entry, d)
        taken = {
            **dict.fromkeys(in_area, _("the discard area")),
            **{c: hand_of(who) for c, who in (later or {}).items()},
            **{c: hand_of(who) for c, who in held.items()},
            **dict.fromkeys(hand, owner),
        }
        logged = entry.unread()  # one of them answers this question, unless it is typed now
        hand += entry.text(
            f"{prefix}.c{len(hand) + 1}",
            card_prompt(name, len(hand) + 1, size),
            _card_parser(
                d, owner, tuple(hand), taken, extra, first=not held and not hand, items=items, in_area=in_area
            ),
            choices=_offered(d, taken),
            allow_empty=True,
            group=group,
            # with Cursed Items before it, the recap says where the hand starts ("items Spyglass, hand Demon, …")
            label=_("hand") if d.items and not hand else None,
            show=d.names,
        )
        if not any(a is entry.log[entry.pos - 1] for a in logged):  # a replayed answer: the resume's recap has it
            entry.echo(_("{owner}: {cards}").format(owner=f"{owner[:1].upper()}{owner[1:]}", cards=d.names(hand)))


def extra_prompt(name: str, hand: Sequence[str], d: Deck, items: Sequence[str] = ()) -> str:
    """The question asked once a full hand holds a card that adds one at the end (:func:`eighth_prompt` in
    the base game; with The Cursed Hoard Leprechaun, Genie, Necromancer or a used Portal: a ninth card)."""
    if d.hand_size == HAND_SIZE and d.end_of_game_draws == ("necromancer",):
        return eighth_prompt(name)
    drawn = [c for c in d.end_of_game_draws if c in hand] + ([PORTAL] if PORTAL in items else [])
    if len(drawn) == 1 and drawn[0] in _necromancers(d):
        return _(
            "{player} holds Necromancer: add a ninth card? "
            "(the hand must then hold an Army, Leader, Wizard, Beast or Undead besides Necromancer)"
        ).format(player=name)
    cards = [c for c in drawn if c != PORTAL]
    if PORTAL not in drawn:
        return _("{player} holds {cards}: add a ninth card? (drawn at the end of the game; 9 cards at most)").format(
            player=name, cards=d.names(cards)
        )
    # Portal is a Cursed Item in front of the player, not a card of the hand, and its card is not drawn at the
    # end: it skipped one discard, so the hand keeps one card more (its text; trial of issue 11, W4)
    if not cards:
        return _(
            "{player} used Portal: add a ninth card? (Portal skipped a discard, so the hand keeps one card more; "
            "9 cards at most)"
        ).format(player=name)
    return _(
        "{player} holds {cards} and used Portal: add a ninth card? (drawn at the end of the game, or kept by "
        "Portal's skipped discard; 9 cards at most)"
    ).format(player=name, cards=d.names(cards))


def _say_extra_dropped(entry: Entry, prefix: str, name: str, d: Deck) -> None:
    """Say so when a changed answer leaves the hand without the card that allowed its logged extra card.

    The eighth card is Necromancer's (its text), so it cannot stay; the core drops the answers a flow
    no longer asks for, which it did without a word (Czech trial, issue 12, DEFECT 1). With The Cursed
    Hoard the ninth card is Leprechaun's, Genie's, Necromancer's or Portal's.
    """
    item = next((a for a in entry.unread() if a.get("key") == f"{prefix}.c{d.hand_size + 1}"), None)
    if item is None or not isinstance(item.get("answer"), str):
        return
    try:
        cards = d.names([d.matcher.match(p) for p in split_list(item["answer"])])
    except InputError:
        cards = item["answer"]
    if d.hand_size == HAND_SIZE:
        text = _("({player}'s eighth card, {cards}, is dropped: the hand holds no Necromancer now)")
    else:
        text = _("({player}'s ninth card, {cards}, is dropped: the hand holds no {drawers} now)")
    # Shown even while the rest of the hand is replayed (Entry.echo is silent then): the drop is news, from
    # an earlier answer of the hand changed in the review (second Czech trial, issue 12, D1).
    entry.prompter.echo(text.format(player=name, cards=cards, drawers=_drawers(d)))


def _card_parser(
    d: Deck,
    owner: str,
    hand: Sequence[str],
    taken: dict[str, str],
    eighth: bool,
    first: bool,
    items: Sequence[str] = (),
    in_area: Collection[str] = (),
) -> Callable[[str], list[str]]:
    """Parse one answer at a card prompt into card ids, checked against the hand and the table.

    :param owner: the hand in messages (``"Ann's hand"``).
    :param taken: the cards already in a hand, each with the hand (``"Ann's hand"``).
    :param eighth: the extra card (Necromancer's eighth; with The Cursed Hoard the ninth) was asked for.
    :param items: the player's used Cursed Items (Portal adds a card).
    :param in_area: the cards the discard area's saved answers hold (a hand changed in the review).
    :raises Back: the answer is ``-`` (take back the last card), unless nothing was entered yet.
    :raises RuleError: no name, a card named twice in the answer, a card already taken (says whose
        hand), more cards than the hand has room for, an extra card Necromancer cannot have.
    :raises UnknownNameError: a name matches no card (suggestions leave taken cards out).
    """
    base_game = d.hand_size == HAND_SIZE and d.end_of_game_draws == ("necromancer",)
    base = d.hand_size
    necro = _necromancers(d)
    takes = necromancer_takes(d)

    def refused(card: str, where: str) -> str:
        if where == _IN_AREA:
            return _("{card} is in the discard area: change that answer first, or choose another card").format(
                card=card
            )
        return _("{card} is already taken ({owner}): choose another card").format(card=card, owner=where)

    def parse(text: str) -> list[str]:
        if text.strip() == UNDO:
            if first:
                raise RuleError(_("no card to take back yet: type a card name"))
            raise Back
        parts = split_list(text)
        if not parts:
            raise RuleError(_("type a card name"))
        ids = _cards_of(parts, d, {**taken, **dict.fromkeys(in_area, _IN_AREA)}, refused, exclude=taken)
        cards = [*hand, *ids]
        most = hand_limits(cards, d, None, items)[1]
        room = (base + 1 if eighth else most) - len(hand)
        if len(ids) > room:
            if base_game:
                message = ngettext(
                    "{n} card given, but {owner} has room for {room} more ({size} cards, 8 with Necromancer): "
                    "remove {extra}",
                    "{n} cards given, but {owner} has room for {room} more ({size} cards, 8 with Necromancer): "
                    "remove {extra}",
                    len(ids),
                )
            else:
                message = ngettext(
                    "{n} card given, but {owner} has room for {room} more ({size} cards, {most} with {drawers}): "
                    "remove {extra}",
                    "{n} cards given, but {owner} has room for {room} more ({size} cards, {most} with {drawers}): "
                    "remove {extra}",
                    len(ids),
                )
            raise RuleError(
                message.format(
                    n=len(ids),
                    owner=owner,
                    room=room,
                    size=base,
                    most=base + 1,
                    drawers=_drawers(d),
                    extra=len(ids) - room,
                )
            )
        drawn = [c for c in d.end_of_game_draws if c in cards] + ([PORTAL] if PORTAL in items else [])
        only_necromancer = len(drawn) == 1 and drawn[0] in necro
        if len(cards) > base and only_necromancer and not any(d[c].suit in takes for c in cards if c not in necro):
            if base_game:
                message = _(
                    "Necromancer's eighth card must be an Army, Leader, Wizard or Beast, and "
                    "{owner} would hold none: choose one of those"
                )
            else:
                message = _(
                    "Necromancer's ninth card must be an Army, Leader, Wizard, Beast or Undead, and "
                    "{owner} would hold none: choose one of those"
                )
            raise RuleError(message.format(owner=owner))
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
    d = deck()
    hand = _hand(entry, 0, _("Your hand"), {}, d, prefix="hand", owner=_("your hand"), group=_(HAND_GROUP))
    place = dict.fromkeys(hand, "hand")
    area = _area_cards(
        entry,
        d,
        place,
        _("Discard area, card {n} (or several, comma-separated; Enter when done):"),
        _("Discard area, card {n} (Enter when done):"),
        _in_hand_or_area,
        _no_room,
        group=_(AREA_GROUP),
    )
    seen = entry.text(
        "seen",
        _("Cards known to be out of the deck, e.g. seen in another hand (comma-separated; Enter for none):"),
        _place_parser(d, place, None, _in_hand_or_area, _no_room),
        choices=_offered(d, place),
        allow_empty=True,
        group=_(SEEN_GROUP),
        show=d.names,
    )
    names = {key: [d.english(c) for c in ids] for key, ids in (("hand", hand), ("area", area), ("seen", seen))}
    return {"game": "realms", "advise": names}


def _in_hand_or_area(card: str, where: str) -> str:
    """The advisor's refusal of a card already named (``where``: ``"hand"`` or ``"area"``)."""
    if where == "hand":
        return _("{card} is already in your hand: each card exists once, choose another").format(card=card)
    return _("{card} is already in the discard area: each card exists once, choose another").format(card=card)


def _place_parser(
    d: Deck,
    place: dict[str, str],
    room: int | None,
    refused: Callable[[str, str], str],
    over: Callable[[int, int], None],
) -> Callable[[str], list[str]]:
    """Parse an answer naming cards of the discard area (``room`` a number) or seen cards (``None``; empty: none).

    :param place: the cards already named, each with where it is (a hand, or ``"area"``), for ``refused``.
    :param room: how many more cards fit in the discard area (``None``: the seen cards, no limit).
    :param over: ``(cards given, room)``, raising the refusal of too many.
    :raises RuleError: a card named twice, a card already named elsewhere (says where), too many cards.
    :raises UnknownNameError: a name matches no card (suggestions leave the named cards out).
    """

    def parse(text: str) -> list[str]:
        ids = _cards_of(split_list(text), d, place, refused)
        if room is not None:
            over(len(ids), room)
        return ids

    return parse


def _no_room(n: int, room: int) -> None:
    """The advisor's refusal of ``n`` cards where the discard area has ``room`` more.

    :raises RuleError: more than ``room``."""
    if n > room:
        raise RuleError(
            ngettext(
                "{n} card given, but the discard area has room for {room} more "
                "(at most {most}: the game ends at the tenth): remove {extra}",
                "{n} cards given, but the discard area has room for {room} more "
                "(at most {most}: the game ends at the tenth): remove {extra}",
                n,
            ).format(n=n, room=room, most=AREA_MAX, extra=n - room)
        )


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
    if done and len(names) >= 2:
        answers.append("base")  # what the table plays: such a draft knew the base game only
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
