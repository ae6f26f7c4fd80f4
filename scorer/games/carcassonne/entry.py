"""The running score sheet: a game record kept up to date at the table.

The sheet is a flow for the core entry (:func:`scorer.core.entry.run`): the
set-up (the players step, then the rule options), then a menu of steps: score
a completed feature, the fairy's turn point, the standings, undo the last step,
final scoring, or save and quit. Every answer is saved the moment it is given,
so a feature half typed when the terminal closes is still there when the sheet
is opened again (with a recap of its answers); ``<`` goes back inside the step
being typed, up to the menu. When a step is complete it is written into the
record (``draft.record``: players, options, features, fairy points) and its
answers are forgotten (:meth:`~scorer.core.entry.Entry.commit`): going back past
a finished step is *Undo the last step*.
"""

from __future__ import annotations

import os
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from scorer.core.entry import Back, Entry, parse_int, run
from scorer.core.errors import AmbiguousNameError, EntryInterrupted, InputError, RuleError, UnknownNameError
from scorer.core.i18n import N_, message_forms, translations
from scorer.core.names import NameMatcher, fold
from scorer.core.prompts import Draft, Prompter, Validator
from scorer.core.records import save_record
from scorer.core.table import Limit
from scorer.core.words import clip, join, quote

from .data import display, feature_matcher, figure_matcher, goods_name, rules_data
from .data import points as point_values
from .record import (
    FOLLOWERS,
    TITLE,
    check_one_figure,
    completed_city_limit,
    counted,
    leave_out,
    misplaced,
    option_choices,
    parse_record,
    pennant_limit,
    player_matcher,
    player_range,
    tiles_left,
)
from .scoring import fairy_rows, score_feature, score_game

T = translations("carcassonne")
_, ngettext = T.gettext, T.ngettext

# The menu's steps, in English (the code compares these); the menu shows them in the output language.
#: The menu's first choices: a feature completed, one key each (``c``, ``r``, ``m``, ``g``; Enter is the city).
CITY = N_("City completed")
ROAD = N_("Road completed")
MONASTERY = N_("Monastery completed")
GARDEN = N_("Garden completed")
COMPLETED = {CITY: "city", ROAD: "road", MONASTERY: "monastery", GARDEN: "garden"}
FAIRY = N_("Fairy turn point")
#: After a first fairy point the menu offers ``"Fairy turn point: Anna"`` (the key ``f``) and this (``o``).
FAIRY_OWNER = N_("Fairy turn point: {player}")
FAIRY_OTHER = N_("Other player's fairy turn point")
STANDINGS = N_("Standings")
UNDO = N_("Undo the last step (feature or fairy point)")
FINAL = N_("Final scoring (game end)")
QUIT = N_("Quit: save, continue later")
QUIT_FINAL = N_("Quit: save (the record stays final)")
ALL_STEPS = (*COMPLETED, FAIRY, FAIRY_OTHER, STANDINGS, UNDO, FINAL, QUIT, QUIT_FINAL)
#: The steps the command line may start at (``scorer carcassonne feature`` is the menu itself: its first
#: choices are the features).
STEPS = {"fairy": FAIRY, "final": FINAL, "standings": STANDINGS}
MENU = N_("What now?")
DONE = N_("Done: no more")
#: The final scoring's answers in the recap and the review (``Final scoring: game end, Field, …``).
FINAL_GROUP = N_("Final scoring")
#: Typed after a player's figures: the fairy stands next to that player's meeple (``"Anna fairy"``).
FAIRY_WORDS = ("fairy", "f", "víla", "vila")
NEW_CITY = N_("a new city, complete")
NEW_UNFINISHED_CITY = N_("a new city, unfinished (its farmers score nothing for it)")
#: How a figure kind is typed in an example (Czech: malá, velká, opat, selátko; all accepted in both languages).
WORDS = {"small": N_("small"), "large": N_("large"), "abbot": N_("abbot"), "pig": N_("pig")}
#: One-letter figure kinds for quick typing ("Bob 2 l" = Bob, 2 small... see :func:`parse_figures`).
SHORT = {"s": "small", "l": "large", "a": "abbot", "p": "pig"}
#: How many steps a reopened sheet recalls (``sheet.last`` in the record).
LAST_STEPS = 3
#: The keys of a record that a new sheet has before its set-up.
ENVELOPE = {"game", "draft", "note", "_entry"}


class FinalInterrupted(EntryInterrupted):
    """Ctrl-C / Ctrl-D in a sheet opened on a final record: the record stays final.

    Each finished step is in the record, but a final record keeps no answer log, so the step
    being typed is not kept, and ``scorer score`` on it only prints the score: the message says
    so and names the command that opens the sheet again.
    """

    def __init__(self, path: str):
        super().__init__(path)
        Exception.__init__(
            self,
            _(
                "entry interrupted; {path} stays final: every step finished is in it, the step being typed is "
                "not kept (open the sheet again with: scorer carcassonne -r {path})"
            ).format(path=path),
        )


class _Quit(Exception):
    """The sheet is closed with "save and quit" (the record stays in play)."""


@dataclass
class Session:
    """What the sheet remembers while it is open (not saved in the record).

    :ivar fairy_owner: the player who took the last fairy turn point (offered first next time).
    :ivar steps: the steps taken, for undo: ``("feature", entries added)`` or ``("fairy", player)``.
    :ivar last: the last menu choice.
    :ivar start: the step asked for on the command line, until it is taken.
    """

    fairy_owner: str | None = None
    steps: list[tuple[str, Any]] = field(default_factory=list)
    last: str | None = None
    start: str | None = None


def is_new(record: dict[str, Any]) -> bool:
    """A sheet not set up yet: the record holds nothing but the envelope (and the set-up's answers)."""
    return set(record) <= ENVELOPE


def run_entry(draft: Draft, prompter: Prompter, start: str | None = None) -> dict[str, Any]:
    """Keep the score sheet in ``draft.record``; return it when the game is scored or the user quits.

    A record that is not new is checked before anything is asked or written
    (:func:`~.record.parse_record`); a record without ``options`` is read with the
    documented defaults and not asked the set-up again. A record that is already
    final (scored: features and no ``"draft": true``) stays final: the sheet says so,
    and every save keeps it final (see :func:`keep_final`).

    :param start: a step to go to at once (``"feature"``, ``"fairy"``, ``"final"``,
        ``"standings"``); the menu follows unless it was the final scoring. A step
        half typed in the record is resumed instead.
    :returns: the record; finished (``draft.finish()``) after the final scoring,
        still a draft after "save and quit" (unless it was final when opened).
    :raises RecordError, RuleError: a record that is not valid (nothing is written then).
    :raises FinalInterrupted: Ctrl-C / Ctrl-D on a final record (saved, still final).
    """
    record = draft.record
    new = is_new(record)
    if not new:
        parse_record(record)  # a resumed record must be sound before we ask or write anything
    final = not new and bool(record.get("features")) and record.get("draft") is not True
    if final:
        keep_final(draft)
        prompter.echo(_("This game's final scoring is done: the record stays final (what you change is saved to it)."))
    session = Session(start=STEPS.get(start or ""))
    if not new:
        session.fairy_owner = (record.get("sheet") or {}).get("fairy")
        prompter.echo(reopened(record))
    try:
        return run(lambda entry: Sheet(entry, session, final).flow(), draft, prompter)
    except (KeyboardInterrupt, EOFError):
        if not final:
            raise  # the core saves the draft and says how to continue it
        draft.save()
        raise FinalInterrupted(os.fspath(draft.path)) from None
    except _Quit:
        if not draft.record.get("_entry", {}).get("answers"):
            draft.record.pop("_entry", None)
        draft.save()
        return draft.record


def keep_final(draft: Draft) -> None:
    """Make every save of ``draft`` keep the record final (no ``"draft": true``, no answer log).

    ``Draft.save`` marks a record as a draft; a scored game opened again must not
    silently become one (``scorer score`` would then reopen the sheet), so its
    saves, Ctrl-C included, write the record without the marker. The answers of
    a step being typed stay in memory only: a final record keeps no answer log.
    """

    def save() -> Any:
        return save_record(draft.path, {k: v for k, v in draft.record.items() if k not in ("draft", "_entry")})

    draft.save = save  # type: ignore[method-assign]


class _Given:
    """A prompter that gives one menu answer without asking (a step chosen on the command line,
    or final scoring going on after one of its items), so that the answer is logged like any other."""

    def __init__(self, answer: str, asking: Prompter):
        self.answer = answer
        self.asking = asking

    def text(
        self, message: str, default: str = "", validate: Validator | None = None, choices: Sequence[str] = ()
    ) -> str:
        raise AssertionError("only a menu answer is given")  # a programming error: not shown to the table

    def select(self, message: str, choices: Sequence[str], default: str | None = None, shortcuts: bool = False) -> str:
        return self.answer

    def confirm(self, message: str, default: bool = True) -> bool | str:
        raise AssertionError("only a menu answer is given")  # a programming error: not shown to the table

    def echo(self, text: str = "") -> None:
        self.asking.echo(text)


class Sheet:
    """One run of the sheet's flow over the record (the core runs it again on ``<`` and on resume).

    Until the set-up is committed, the players and options live in :attr:`view`
    (the record plus the set-up's answers), so that ``<`` at the first menu goes
    back into the set-up.
    """

    def __init__(self, entry: Entry, session: Session, final: bool):
        self.entry = entry
        self.session = session
        self.final = final
        self.record = entry.draft.record
        self.view = self.record
        #: the group of the step's answers in a resume's recap: the step's name (see :meth:`_group_as`)
        self.group: str | None = None

    # --- the flow ---------------------------------------------------------------------

    def flow(self) -> dict[str, Any]:
        """Set up a new sheet, then take steps until the final scoring (returns the record) or quit."""
        entry = self.entry
        if "players" not in self.record:
            self.view = {**self.record, **self._setup(), "features": []}
        if entry.replaying:
            self.session.start = None  # a step half typed: resume it, not the one asked for
        while True:
            choice = self._choose()
            self.session.last = choice
            if choice == FINAL:
                if self.final and not self._again():
                    self._commit()
                    continue
                return self._final()
            if choice in COMPLETED:
                self._add(self._ask_feature(COMPLETED[choice], complete=True), undoable=True)
            elif choice in (FAIRY, FAIRY_OTHER, FAIRY_OWNER):
                self._fairy_turn(ask=choice != FAIRY_OWNER)
            elif choice == STANDINGS:
                entry.echo(standings(self.view))
                self._commit()
            elif choice == UNDO:
                self._undo()
            else:
                self._commit()
                raise _Quit

    def _choose(self) -> str:
        """The menu (Enter scores a completed city; each choice has a letter key), or the step asked for.

        :returns: the step chosen, in English (:data:`ALL_STEPS` or :data:`FAIRY_OWNER`).
        """
        entry = self.entry
        choices = self._menu()
        start, self.session.start = self.session.start, None
        if start is not None:
            return self._given(start)
        while True:
            try:
                shown = entry.select("menu", _(MENU), choices, default=_(CITY), label=_("step"), shortcuts=True)
                step = _step(shown)
                self._group_as(shown, step)
                return step
            except Back:
                if entry.pos:
                    raise  # the set-up, not written yet, is before the first menu
                entry.prompter.echo(_nothing_before_the_menu(entry.log))

    def _group_as(self, shown: str, step: str) -> None:
        """Give a step's answers a group of their own in a resume's recap (``Step: City completed, tiles 5,
        pennants 1``), not the set-up's (*Table*; the second trial's Czech read *Nastavení: krok Město
        dokončeno*). The final scoring's answers are grouped as *Final scoring* (``Final scoring: game end,
        Monastery, neighbours 5``), in the recap and in the review before the score (*Change Final scoring's
        answers*; the second Czech trial read *Nastavení: krok Závěrečné hodnocení …* and *Změnit nastavení
        hry*, which are no settings)."""
        entry = self.entry
        self.group = {FINAL: _(FINAL_GROUP), QUIT: None, QUIT_FINAL: None}.get(step, _("Step"))
        if self.group is not None:
            item = entry.log[entry.pos - 1]
            item["group"] = self.group
            item.pop("label", None)  # 'Step: City completed', not 'Step: step City completed'
            if step == FINAL:
                item["shown"] = _("game end")  # 'Final scoring: game end', not the menu's words again

    def _given(self, choice: str) -> str:
        """Log ``choice`` (a step, in English) as the menu's answer without asking."""
        entry = self.entry
        asking = entry.prompter
        entry.prompter = _Given(_(choice), asking)
        try:
            shown = entry.select("menu", _(MENU), self._menu(_(choice)), default=_(CITY), label=_("step"))
            step = _step(shown)
            self._group_as(shown, step)
            return step
        finally:
            entry.prompter = asking

    def _menu(self, given: str | None = None) -> list[str]:
        """The menu's choices, with a step given on the command line (or logged so) that it does not show:
        ``fairy`` on a sheet whose menu names the fairy's owner asks whose turn it is."""
        choices = menu(self.view, self.session, self.final)
        entry = self.entry
        at = entry.log[entry.pos] if entry.replaying else {}
        logged = at.get("answer") if at.get("key") == "menu" else None
        for step in (given, logged):
            if not isinstance(step, str):
                continue
            # the log keeps a menu answer in English (the core's stable value), a given step is shown text
            for message in STEPS.values():
                shown = _(message)
                if (step == shown or step in message_forms(message)) and shown not in choices:
                    choices.append(shown)
        return choices

    def _commit(self) -> None:
        """Write the step into the record (the set-up too, the first time) and forget its answers."""
        if self.view is not self.record:
            for key in ("players", "options", "features", "sheet"):
                if key in self.view:
                    self.record[key] = self.view[key]
            self.view = self.record
        self.entry.commit()

    # --- set-up -----------------------------------------------------------------------

    def _setup(self) -> dict[str, Any]:
        """The players step (range from the registry: 2–6), then the rule options."""
        entry = self.entry
        names = entry.players(TITLE, *player_range())
        options = _ask_options(entry)
        options["inns_and_cathedrals"] = entry.confirm(
            "rules.ic",
            _("Inns & Cathedrals in play (inns, cathedrals, large meeples)?"),
            default=False,
            label=_("Inns & Cathedrals"),
        )
        players = [
            {"name": n, "points": 0, "fairy_turn_points": 0, "goods": {"wine": 0, "grain": 0, "cloth": 0}}
            for n in names
        ]
        return {"players": players, "options": options}

    # --- steps ------------------------------------------------------------------------

    def _ask_feature(self, feature_type: str, complete: bool) -> list[dict[str, Any]]:
        """Ask for one feature's size, figures and fairy, each checked where it is typed.

        :returns: the record entries to add: the feature, after any city a field
            names that the record did not hold yet.
        """
        entry = self.entry
        game = parse_record(self.view)
        players = game.names
        expansion = game.options.inns_and_cathedrals  # inns and cathedrals asked only when in play
        feature: dict[str, Any] = {"type": feature_type, "name": _default_name(self.view, feature_type)}
        new_cities: list[dict[str, Any]] = []
        if feature_type != "field":
            feature["complete"] = complete
        if feature_type in ("city", "road"):
            least = rules_data().completed_city_min_tiles if feature_type == "city" and complete else 1
            most = tiles_left(game.features, feature_type, expansion)

            def tiles(t: str) -> int:
                n = parse_int(t, 1, most)
                if n < least:  # a completed city: no tile closes a city alone (rules.json completed_city_min_tiles)
                    raise RuleError(
                        _("a completed city has at least {least} tiles (no tile closes a city alone)").format(
                            least=least
                        )
                    )
                return n

            feature["tiles"] = entry.text(
                "f.tiles", _("Tiles:"), tiles, group=self.group, label=_("tiles"), canonical=str
            )
        if feature_type == "city":
            feature["pennants"] = entry.integer(
                "f.pennants",
                _("Pennants:"),
                minimum=0,
                default=0,
                maximum=pennant_limit(
                    feature["tiles"], expansion, sum(f.pennants for f in game.features if f.type == "city")
                ),
                group=self.group,
                label=_("pennants"),
            )
            if expansion:
                feature["cathedral"] = entry.confirm(
                    "f.cathedral", _("Cathedral in it?"), default=False, group=self.group, label=_("cathedral")
                )
        elif feature_type == "road":
            if expansion:
                feature["inn"] = entry.confirm(
                    "f.inn", _("Inn on it?"), default=False, group=self.group, label=_("inn")
                )
        elif feature_type in ("monastery", "garden") and not complete:
            feature["neighbours"] = entry.integer(
                "f.neighbours",
                _("Surrounding tiles placed (0-7):"),
                minimum=0,
                maximum=Limit(7, _("8 surrounding tiles complete it: score it during the game (the menu's step)")),
                group=self.group,
                label=_("neighbours"),
            )
        elif feature_type == "field":
            new_cities = self._ask_field_cities(feature)
        if feature_type == "city" and game.options.farm_rule != "per_field_3":  # the older rules' fields name it
            # after the size, as for every feature (asked first, a '3' meant as the tiles became the city's
            # name: the second Czech trial)
            default = feature["name"]
            feature["name"] = entry.text(
                "f.name",
                _("Name (for the farmers; Enter = {name}):").format(name=default),
                lambda t: _new_name(self.view, t.strip() or default),
                default=default,
                group=self.group,
                label=_("name"),
            )
        on_board = None if complete else figures_on_board(game.features)
        taken = next(
            (f.label for f in game.features if f.fairy and f.at_game_end),
            None,
        )  # under next_to_meeple it stands by one meeple at game end
        typed = _ask_figures(
            entry,
            players,
            feature_type,
            expansion,
            on_board,
            fairy_at=None if complete or game.options.fairy_placement != "next_to_meeple" else taken,
            group=self.group,
        )
        feature["meeples"] = typed.figures
        if typed.fairy:
            feature["fairy"] = typed.fairy
        return [*new_cities, feature]

    def _ask_field_cities(self, feature: dict[str, Any]) -> list[dict[str, Any]]:
        """Current rule: how many completed cities border the field (at most those the record holds);
        older rules: their names.

        :returns: cities named that the record does not hold yet (asked whether
            complete), to be added with the field.
        """
        entry = self.entry
        game = parse_record(self.view)
        completed = [f for f in game.features if f.type == "city" and f.complete]
        if game.options.farm_rule == "per_field_3" and all(f.name for f in completed):
            return self._pick_field_cities(feature, game, completed)
        if game.options.farm_rule == "per_field_3":  # a record's city without a name cannot be picked
            feature["completed_cities"] = entry.integer(
                "f.cities",
                _("Completed cities bordering it:"),
                minimum=0,
                maximum=completed_city_limit(game.features),
                group=self.group,
                label=_("completed cities"),
            )
            return []
        matcher = city_matcher(game.features)
        others = {fold(f.name): f.label for f in game.features if f.name and f.type != "city"}
        known = ", ".join(matcher.names()) or _("none")
        names = entry.text(
            "f.cities",
            _("Cities bordering it (names, comma-separated; known: {cities}):").format(cities=known),
            lambda t: _city_names(t, matcher, others),
            group=self.group,
            label=_("cities"),
        )
        new: list[dict[str, Any]] = []
        cities = []
        for j, (name, city) in enumerate(names):
            cities.append(city or _ask_unknown_city(entry, j, name, matcher, new, self.group))
        feature["cities"] = list(dict.fromkeys(cities))
        entry.echo(_("Cities bordering it: {cities}").format(cities=", ".join(feature["cities"])))
        return new

    def _pick_field_cities(self, feature: dict[str, Any], game: Any, completed: list[Any]) -> list[dict[str, Any]]:
        """Current rule: the field's bordering cities picked from the completed cities the sheet holds,
        by number or name (``"1, 3"``; Enter: none); a name the record does not hold is asked about
        as under the older rules (a completed city nobody held, not scored yet).

        :returns: the new cities named, to be added with the field.
        """
        entry = self.entry
        matcher = city_matcher(game.features)
        others = {fold(f.name): f.label for f in game.features if f.name and f.type != "city"}
        listed = "; ".join(f"{i} {city_line(f)}" for i, f in enumerate(completed, 1)) or _("none in the record yet")
        picked = entry.text(
            "f.cities",
            _("Completed cities bordering it (numbers or names, comma-separated; Enter = none): {cities}:").format(
                cities=listed
            ),
            lambda t: pick_cities(t, [f.name for f in completed], matcher, others),
            allow_empty=True,
            group=self.group,
            label=_("cities"),
            show=lambda names: ", ".join(n for n, _city in names) or _("none"),
        )
        new: list[dict[str, Any]] = []
        cities = [
            city or _ask_unknown_city(entry, j, name, matcher, new, self.group) for j, (name, city) in enumerate(picked)
        ]
        feature["cities"] = list(dict.fromkeys(cities))
        return new

    def _add(self, entries: list[dict[str, Any]], undoable: bool = False) -> None:
        """Append a feature (and the cities it brings), commit the step and show what it paid.

        Every answer was checked where it was typed; the whole record is checked once
        more, and a feature it refuses is not added (the message says why).
        """
        entry = self.entry
        features = self.view["features"]
        features.extend(entries)
        try:
            game = parse_record(self.view)
        except InputError as e:
            del features[-len(entries) :]
            self._commit()
            entry.echo(_("Not added: {error}").format(error=e))
            return
        scored = game.features[-1]
        rows: dict[str, Any] = {}
        if scored.type != "field" or game.options.farm_rule == "per_field_3":
            rows, _line = score_feature(scored, game.options)
        note: dict[str, Any] = {
            "feature": len(game.features) - 1,
            "paid": {p: r.points for p, r in rows.items()},
            "fairy": {p: r.points for p, r in fairy_rows(scored, game.options).items()},
        }
        if len(entries) > 1:
            note["added"] = len(entries)  # the new cities a field brought: a reopened sheet's undo takes them too
        line = step_line(note, game.features)
        self._note(note)
        self._commit()
        if undoable:
            self.session.steps.append(("feature", len(entries)))
        entry.echo(line)
        for player in lone_pigs(scored.figures):
            entry.echo(
                _(
                    "Note: {player}'s pig has no farmer of {player}'s here, so it adds nothing; if the farmer "
                    "is there, remove this field and type '{example}'"
                ).format(player=player, example=figures_text(player, {"small": 1, "pig": 1}))
            )

    def _fairy_turn(self, ask: bool = True) -> None:
        """The fairy's point at the start of its owner's turn: 1, however many followers share its tile.

        Czech rulebook of *Princezna a drak* (*Víla*), the on-tile wording itself:
        "dostane tento hráč hned jeden bod". Asks whose turn it is unless ``ask`` is
        false: then it is the player who took the last fairy point.
        """
        players = [p["name"] for p in self.view["players"]]
        name = self.session.fairy_owner
        if ask or name not in players:
            choices = [p for p in players if p != name] if self.session.last == FAIRY_OTHER else players
            name = self.entry.select(
                "fairy.who",
                _("Whose turn starts with the fairy next to their meeple?"),
                choices,
                default=choices[0],
                group=self.group,
                label=_("fairy point"),
                shortcuts=True,
            )
        gained = point_values().fairy_turn
        player = next(p for p in self.view["players"] if p["name"] == name)
        player["fairy_turn_points"] = player.get("fairy_turn_points", 0) + gained
        note = {"fairy_turn": name, "n": gained, "total": player["fairy_turn_points"]}
        previous = (self.view.get("sheet") or {}).get("fairy")
        self._note(note, fairy=name)
        self._commit()
        self.session.fairy_owner = name
        self.session.steps.append(("fairy", (name, previous)))
        self.entry.echo(step_line(note, []))

    def _note(self, note: dict[str, Any], fairy: str | None = None) -> None:
        """Keep the step (the last three, as data) and the fairy's owner in the record's ``sheet``, for a reopen."""
        sheet = dict(self.view.get("sheet") or {})
        sheet["last"] = [*sheet.get("last", []), note][-LAST_STEPS:]
        if fairy:
            sheet["fairy"] = fairy
        self.view["sheet"] = sheet

    def _forget(self, kind: str, what: Any) -> None:
        """Take an undone step out of the sheet's last steps (and give the fairy back to its owner before)."""
        sheet = dict(self.view.get("sheet") or {})
        last = list(sheet.get("last", []))
        if kind == "fairy":
            player, previous = what
            for i in range(len(last) - 1, -1, -1):
                if isinstance(last[i], dict) and last[i].get("fairy_turn") == player:
                    del last[i]
                    break
            if previous:
                sheet["fairy"] = previous
            else:
                sheet.pop("fairy", None)
            self.session.fairy_owner = previous
        else:
            left = len(self.view["features"])
            last = [n for n in last if not (isinstance(n, dict) and n.get("feature", -1) >= left)]
        sheet["last"] = last
        self.view["sheet"] = sheet

    def _undo(self) -> None:
        """Undo the last step of this session: a feature (with the cities it added) or a fairy point.

        With nothing done since the sheet was opened, the last feature of the record is offered, with the
        new cities it brought when the sheet's last steps say so (``"added"`` in its note).
        """
        entry = self.entry
        steps = self.session.steps
        features = self.view["features"]
        last: tuple[str, Any] = steps[-1] if steps else ("feature", self._added_last())
        kind, what = last
        if (kind == "feature" and len(features) < what) or (not features and not steps):
            self._commit()
            entry.echo(_("Nothing to undo: no feature in the record, no fairy point since the sheet was opened."))
            return
        if kind == "fairy":
            label = _("{player}'s fairy turn point").format(player=what[0])
        else:
            labels = [f.label for f in parse_record(self.view).features[-what:]]
            label = labels[-1]
            if len(labels) > 1:
                label = _("{feature} (and the new {cities})").format(feature=label, cities=", ".join(labels[:-1]))
        if not entry.confirm(
            "undo", _("Undo {step}?").format(step=label), default=False, group=self.group, label=_("undo")
        ):
            self._commit()
            return
        if kind == "fairy":
            player = next(p for p in self.view["players"] if p["name"] == what[0])
            player["fairy_turn_points"] = max(0, player.get("fairy_turn_points", 0) - point_values().fairy_turn)
        else:
            del features[-what:]
        if steps:
            steps.pop()
        self._forget(kind, what)  # an undone step is not listed among the last steps any more
        self._commit()
        entry.echo(_("Undone: {step}.").format(step=label))

    def _added_last(self) -> int:
        """How many entries the record's last feature was added with (the field and the new cities it
        brought), from the sheet's notes; 1 when they do not say."""
        features = self.view["features"]
        notes = (self.view.get("sheet") or {}).get("last") or []
        note = next((n for n in reversed(notes) if isinstance(n, dict) and "feature" in n), None)
        added = note.get("added", 1) if note and note.get("feature") == len(features) - 1 else 1
        if not isinstance(added, int) or not 1 <= added <= len(features):
            return 1
        return added if all(f.get("type") == "city" for f in features[-added:-1]) else 1

    def _again(self) -> bool:
        """On a finished record: list what its final scoring holds and ask whether to enter it again.

        What is entered again is added to it (a field entered twice pays twice: the second trial's
        97 -> 106), so the default is no.
        """
        game = parse_record(self.view)
        items = [f.label for f in game.features if f.at_game_end]
        goods = [
            _("{player} {goods}").format(player=p["name"], goods=_goods_held(p))
            for p in self.view["players"]
            if any((p.get("goods") or {}).values())
        ]
        held = ", ".join(items) or _("no unfinished feature or field")
        if goods:
            held = _("{items}; goods {goods}").format(items=held, goods="; ".join(goods))
        return bool(
            self.entry.confirm(
                "final.again",
                _("Final scoring is done: it holds {items}. Enter it again (what you enter is added to it)?").format(
                    items=held
                ),
                default=False,
                group=self.group,
                label=_("final scoring again"),
            )
        )

    def _final(self) -> dict[str, Any]:
        """Game end: unfinished features and fields (each written to the record when complete), then goods.

        :returns: the finished record: the sheet with the goods. The goods' answers are not
            committed (the core's review lists them per player); the record itself is not
            changed until then, so that a changed answer runs the flow again on the same sheet.
        """
        entry = self.entry
        kinds = {display(t): t for t in ("city", "road", "monastery", "garden", "field")}
        entry.echo(_("Final scoring: enter every unfinished feature and every field with figures."))
        while True:
            answer = entry.select(
                "final.kind",
                _("Unfinished feature or field to score:"),
                [*kinds, _(DONE)],
                default=display("field"),
                group=self.group,
                show=lambda choice: _("nothing more") if choice == _(DONE) else choice,
                shortcuts=True,
            )
            if answer == _(DONE):
                break
            # undoable like a feature of the game (the second Czech trial, D1: Undo skipped it and took the
            # fairy point before it; D2: the new city a field brought stayed)
            self._add(self._ask_feature(kinds[answer], complete=False), undoable=True)
            self._given(FINAL)  # the next item is part of final scoring too ('<' there goes to the menu)
        players = self.view["players"]
        done = {**self.record, "players": players, "options": self.view["options"], "features": self.view["features"]}
        kinds_held = {p["name"]: _goods_held(p) for p in players}
        recorded = "; ".join(
            _("{player} {goods}").format(player=name, goods=goods) for name, goods in kinds_held.items() if goods
        )
        question = (
            _("Traders & Builders goods to count? (the record holds {goods})").format(goods=clip(recorded, 80))
            if recorded
            else _("Traders & Builders goods to count?")
        )
        if not entry.confirm("goods", question, default=bool(recorded), group=self.group, label=_("goods")):
            if recorded:
                entry.echo(_("No goods counted: the goods in the record are set to 0."))
            none = dict.fromkeys(rules_data().goods, 0)
            return {**done, "players": [{**p, "goods": dict(none)} for p in players]} if recorded else done
        box = rules_data().goods_in_box
        held = {p["name"]: dict(p.get("goods") or {}) for p in players}
        for i, player in enumerate(players):
            name = player["name"]
            for kind in rules_data().goods:
                # no more than the box holds, less what the others hold (9 wine, 6 grain, 5 cloth)
                others = sum(g.get(kind, 0) for n, g in held.items() if n != name)
                left = max(box[kind] - others, 0)
                goods = goods_name(kind).lower()
                why = (
                    _("the box has {n} {goods} tokens and the others hold {others}").format(
                        n=box[kind], goods=goods, others=others
                    )
                    if others
                    else _("the box has {n} {goods} tokens").format(n=box[kind], goods=goods)
                )
                held[name][kind] = entry.integer(
                    f"goods.{i}.{kind}",
                    _("{player}: {goods} tokens:").format(player=name, goods=goods),
                    minimum=0,
                    maximum=Limit(left, why),
                    default=min(held[name].get(kind, 0), left),
                    group=name,
                    label=goods,
                )
        return {**done, "players": [{**p, "goods": held[p["name"]]} for p in players]}


def _step(shown: str) -> str:
    """The step (in English) of a menu choice shown in the output language."""
    for step in ALL_STEPS:
        if _(step) == shown:
            return step
    return FAIRY_OWNER  # "Fairy turn point: Anna"


def _goods_held(player: dict[str, Any]) -> str:
    """``"3 wine, 1 cloth"``: the goods a record's player holds, in the output language."""
    # TRANSLATORS: a count of a goods type held ('3 wine'); Czech puts the goods first ('víno 3')
    return ", ".join(
        _("{n} {goods}").format(n=n, goods=goods_name(kind).lower())
        for kind, n in (player.get("goods") or {}).items()
        if n
    )


def _nothing_before_the_menu(log: list[dict[str, Any]]) -> str:
    """What ``<`` at the menu says: the steps before are in the record (Undo takes them back); and, when
    the answers of a step half typed are kept after it (reopened, or gone back to the menu), that Enter
    goes on with that step, so that nothing looks like it went forward on its own."""
    kept = [a for a in log[1:] if isinstance(a.get("answer"), str) and a["answer"].strip()]
    if not log or not kept:
        return _("(the steps so far are in the record: 'Undo the last step' takes the last one back)")
    first = log[0].get("answer")  # the step's English message (the core's stable value): shown in today's language
    step = _(first) if isinstance(first, str) else _("the step")
    typed = ", ".join(f"{a['label']} {a.get('shown') or a['answer']}" if a.get("label") else a["answer"] for a in kept)
    return _(
        "(nothing before this menu: {step} is half typed ({typed}): Enter goes on with it; "
        "the steps before are in the record: 'Undo the last step' takes the last one back)"
    ).format(step=step, typed=clip(typed, 60))


def menu(record: dict[str, Any], session: Session, final: bool = False) -> list[str]:
    """The menu's choices: the features first (Enter: a city), then after a first fairy point
    ``"Fairy turn point: Anna"`` (no question) and another player's."""
    fairy = [_(FAIRY)]
    if session.fairy_owner and session.fairy_owner in [p["name"] for p in record["players"]]:
        fairy = [_(FAIRY_OWNER).format(player=session.fairy_owner), _(FAIRY_OTHER)]
    return [*(_(c) for c in COMPLETED), *fairy, _(STANDINGS), _(UNDO), _(FINAL), _(QUIT_FINAL) if final else _(QUIT)]


def _ask_options(entry: Entry) -> dict[str, Any]:
    if entry.confirm(
        "rules.current",
        _("Current rules (fields scored each on its own, fairy next to a meeple)?"),
        default=True,
        label=_("current rules"),
    ):
        return {"farm_rule": "per_field_3", "tiny_city_2": False, "fairy_placement": "next_to_meeple"}
    return {
        "farm_rule": _select_option(entry, "rules.farm", _("Farm rule:"), "farm_rules", _("farm rule")),
        "tiny_city_2": entry.confirm(
            "rules.tiny",
            _("Original tiny-city rule (a completed 2-tile city pays 1 per tile)?"),
            default=False,
            label=_("tiny-city rule"),
        ),
        "fairy_placement": _select_option(entry, "rules.fairy", _("Fairy placement:"), "fairy_placements", _("fairy")),
    }


def _select_option(entry: Entry, key: str, message: str, kind: str, label: str) -> str:
    # TRANSLATORS: a rule option in the set-up menu: its id (per_field_3) and description; Czech shows the
    # description alone (the ids are the record's, English)
    choices = {
        _("{value}: {text}").format(value=value, text=text): value for value, text in option_choices(kind).items()
    }
    return choices[entry.select(key, message, list(choices), label=label, shortcuts=True)]


@dataclass(frozen=True)
class Typed:
    """A feature's figures as typed, and the player whose meeple the fairy stands by (``"Anna fairy"``).

    :ivar figures: ``{player: {kind: count}}`` as stored in the record.
    :ivar fairy: the player, or ``None``.
    """

    figures: dict[str, dict[str, int]]
    fairy: str | None = None


def parse_figures(
    text: str,
    players: list[str],
    feature_type: str,
    inns_and_cathedrals: bool = True,
    on_board: dict[tuple[str, str], int] | None = None,
) -> dict[str, dict[str, int]]:
    """The figures of :func:`read_figures` (the fairy, if typed, left out)."""
    return read_figures(text, players, feature_type, inns_and_cathedrals, on_board).figures


def read_figures(
    text: str,
    players: list[str],
    feature_type: str,
    inns_and_cathedrals: bool = True,
    on_board: dict[tuple[str, str], int] | None = None,
    fairy_at: str | None = None,
) -> Typed:
    """Read figures typed as ``"Anna, Bob 2 fairy, Cyril large, Dana abbot"``.

    Each comma-separated entry is a player's name (forgiving: case, accents,
    a unique start) followed by counts and kinds: nothing means one small
    meeple, a number alone that many small meeples, a kind (``large``/``l``,
    ``abbot``/``a``, ``pig``/``p``, Czech ``velká``, ``opat``, ``selátko``) one of
    it, ``2 small large`` both. A player has one pig, so a number before ``pig``
    counts the farmers with it: ``Cyril 2 pig`` is 2 small meeples and the pig.
    ``fairy`` (``f``, Czech ``víla``) after a player's figures says the fairy stands
    next to that player's meeple (it adds no figure): one player at most, who has a
    meeple there (Czech rulebook of *Princezna a drak*, *Víla*; one follower per feature
    under ``on_tile`` too, see :func:`~.record.parse_record`).
    Empty text means no figures.

    :param inns_and_cathedrals: whether the large meeple is in play.
    :param on_board: for an unfinished feature or field, ``{(player, kind): count}``
        already on the board at game end (see :func:`figures_on_board`).
    :param fairy_at: the unfinished feature that has the fairy at game end already
        (under ``next_to_meeple`` it stands by one meeple): the fairy typed here is refused.
    :returns: the figures and the fairy's player.
    :raises InputError: an unknown player or figure, a count that is not a whole
        number or is 0, two counts in a row (``"Anna 2 2"``), a player named twice
        (their figures are given once: ``"Anna 2"``),
        more than one figure on a monastery or garden (:func:`~.record.check_one_figure`),
        a figure that cannot stand in ``feature_type``, the fairy typed for two
        players, for a player with no meeple here, or when ``fairy_at`` has it, more of a figure
        than a player owns (7 small meeples, 1 of the others; with ``on_board``,
        together with the unfinished features and fields), a large meeple without
        Inns & Cathedrals (checked again when the record is validated).
    """
    matcher = player_matcher(players)
    kinds = rules_data().figures
    typed: list[tuple[str, dict[str, int]]] = []
    fairy: list[str] = []
    for entry in (e.strip() for e in re.split(r"[,;]", text)):
        if not entry:
            continue
        player, rest = _leading_player(entry, matcher)
        bad = re.search(r"(?<!\S)[-+]\d+|\d+[.,]\d+", rest)
        if bad:
            raise RuleError(
                _(
                    "{typed} is not a count of figures: type a whole number before the figure, "
                    "e.g. '{player} 2' or '{player} {large}'"
                ).format(typed=quote(bad.group()), player=player, large=_(WORDS["large"]))
            )
        counts: dict[str, int] = {}
        pending: int | None = None
        for number, word in re.findall(r"(\d+)|([^\d\s]+)", rest):
            if number:
                if pending is not None:
                    raise RuleError(
                        _(
                            "{typed}: two counts in a row: type each count before its figure, "
                            "e.g. '{player} {n}' or '{player} {n} {small} {large}'"
                        ).format(
                            typed=quote(clip(entry)),
                            player=player,
                            n=pending,
                            small=_(WORDS["small"]),
                            large=_(WORDS["large"]),
                        )
                    )
                pending = int(number)
                if pending == 0:
                    raise RuleError(
                        _("{typed}: 0 figures is none: leave {player} out").format(
                            typed=quote(clip(entry)), player=player
                        )
                    )
                continue
            if fold(word) in FAIRY_WORDS:
                if player in fairy:
                    raise RuleError(
                        _("{typed}: the fairy is typed twice: type '{fairy}' once").format(
                            typed=quote(clip(entry)), fairy=_("fairy")
                        )
                    )
                fairy.append(player)
                continue
            kind = SHORT.get(fold(word)) or _figure_or_player(word, matcher, entry)
            if feature_type not in kinds[kind].on:
                raise RuleError(_("{why}: {fix}").format(why=misplaced(kind, feature_type), fix=leave_out(kind)))
            if kind == "pig" and pending is not None:
                # a player has one pig (figures.pig.most): 'Cyril 2 pig' is 2 farmers and the pig
                counts["small"] = counts.get("small", 0) + pending
                pending = None
            counts[kind] = counts.get(kind, 0) + (1 if pending is None else pending)
            pending = None
        if pending is not None and set(counts) - {"pig"}:  # 'Zofie large 2': 2 large, or large and 2 small?
            # ('Cyril pig 2' is clear: a player has one pig, so it is 2 farmers with it). The example keeps
            # the figure typed: 'Šárka large 2 small' (a player has one large meeple or abbot, so not
            # 'Šárka 2 large'); small meeples are counted alone ('Jana 8'). The second Czech trial's example
            # dropped the large meeple ('Šárka 2 malá' or 'Šárka malá 2 malá').
            last = [k for k in counts if k != "pig"][-1]
            example = (
                figures_text(player, {"small": pending})
                if last == "small"
                else " ".join([figures_text(player, {last: 1}), str(pending), _(WORDS["small"])])
            )
            raise RuleError(
                _("{typed}: a count after the figures: type each count before its figure, e.g. {example}").format(
                    typed=quote(clip(entry)), example=quote(example)
                )
            )
        if pending is not None or not counts:
            default = "abbot" if feature_type == "garden" else "small"
            counts[default] = counts.get(default, 0) + (1 if pending is None else pending)
        typed.append((player, counts))
    out: dict[str, dict[str, int]] = {}
    for player, counts in typed:
        mine = out.setdefault(player, {})
        for kind, n in counts.items():
            mine[kind] = mine.get(kind, 0) + n
    for player in out:
        if sum(1 for p, _ in typed if p == player) > 1:
            over = next(((k, n) for k, n in out[player].items() if n > (kinds[k].most or n)), None)
            if over is not None:  # 'Jana 7, …, Jana 1': 'e.g. Jana 8' would be refused in turn
                raise RuleError(
                    _(
                        "{player} is named twice, and together that is {count}, but each player has {most}: "
                        "give {player}'s figures once"
                    ).format(player=player, count=counted(*over), most=kinds[over[0]].most)
                )
            raise RuleError(
                _("{player} is named twice: give {player}'s figures once, e.g. {example}").format(
                    player=player, example=quote(figures_text(player, out[player]))
                )
            )
        for kind, n in out[player].items():
            _check_owned(player, kind, n, inns_and_cathedrals)
    if typed:  # after what each player owns: 'Bořek 99999' on a garden is too many abbots, not two figures
        player, counts = typed[0]
        keep = figures_text(player, {next(iter(counts)): 1})
        check_one_figure(feature_type, out, _("keep one, e.g. {example}").format(example=quote(keep)))
    for player, figs in out.items():
        for kind, n in figs.items():
            elsewhere = (on_board or {}).get((player, kind), 0)
            most = kinds[kind].most
            if elsewhere and most is not None and n + elsewhere > most:
                raise RuleError(
                    _(
                        "{player} has {count} on the board at game end ({n} here, {elsewhere} in the "
                        "unfinished features and fields entered), but each player has {most}: fix the count"
                    ).format(player=player, count=counted(kind, n + elsewhere), n=n, elsewhere=elsewhere, most=most)
                )
    return Typed(out, _check_fairy(fairy, out, fairy_at))


def _figure_or_player(word: str, players: NameMatcher, entry: str) -> str:
    """The figure kind ``word`` names; a player's name or its unique start there is a missing comma
    (``"Zofie víla Ondřej"``, ``"anez víla bor"``: the second Czech trial got *neznámé jméno 'bor' (druh
    figurky)* for the start). A figure's own name or unique start wins (``"vel"`` is the large meeple).

    :raises RuleError: ``word`` is a player's name (the fix: a comma before it).
    :raises UnknownNameError: ``word`` is neither (with suggestions of figures).
    :raises AmbiguousNameError: ``word`` starts several figures' names.
    """
    figures = figure_matcher()
    if word not in figures and word in players:
        name = players.match(word)
    else:
        try:
            return figures.match(word)
        except UnknownNameError as e:
            try:
                name = players.match(word)
            except (UnknownNameError, AmbiguousNameError):
                raise e from None
    before = entry[: entry.rfind(word)].rstrip()
    raise RuleError(
        _("{name} is a player: separate the players with a comma, e.g. {example}").format(
            name=name, example=quote(f"{before}, {name}")
        )
    )


def _check_fairy(fairy: list[str], figures: dict[str, dict[str, int]], fairy_at: str | None) -> str | None:
    """The player the fairy was typed after, checked (see :func:`read_figures`)."""
    owners = list(dict.fromkeys(fairy))
    if not owners:
        return None
    if len(owners) > 1:
        raise RuleError(
            _(
                "the fairy stands next to one meeple, but it is typed for {players}: type '{fairy}' after one player"
            ).format(players=join(owners), fairy=_("fairy"))
        )
    player = owners[0]
    if not any(figures[player].get(k) for k in FOLLOWERS):
        raise RuleError(
            _("the fairy stands next to a meeple, and {player} has none here: leave '{fairy}' out").format(
                player=player, fairy=_("fairy")
            )
        )
    if fairy_at is not None:
        raise RuleError(
            _(
                "the fairy is already in {feature} (at game end it stands next to one meeple): leave '{fairy}' out"
            ).format(feature=fairy_at, fairy=_("fairy"))
        )
    return player


def typed_text(typed: Typed) -> str:
    """How a feature's figures are shown in the recap: ``"Anna fairy, Bob large"``, ``"none"``."""
    parts = [figures_text(p, c) + (" " + _("fairy") if p == typed.fairy else "") for p, c in typed.figures.items()]
    return ", ".join(parts) or _("none")


def figures_text(player: str, counts: dict[str, int]) -> str:
    """How a player's figures are typed: ``"Anna"``, ``"Anna 2"``, ``"Anna small large"``, ``"Bob 2 small pig"``.

    :param counts: ``{kind: count}``, counts above 0.
    """
    if set(counts) <= {"small"}:
        n = counts.get("small", 1)
        return player if n == 1 else f"{player} {n}"
    parts = [
        _(WORDS[kind]) if n == 1 else f"{n} {_(WORDS[kind])}"
        for kind in rules_data().figures
        if (n := counts.get(kind, 0))
    ]
    return " ".join([player, *parts])


def figures_on_board(features: Sequence[Any]) -> dict[tuple[str, str], int]:
    """``{(player, kind): count}`` of the figures in the unfinished features and fields of a checked record.

    At game end they are all on the board at once (``figures.*.most`` in ``rules.json``).
    """
    held: dict[tuple[str, str], int] = {}
    for f in features:
        if f.at_game_end:
            for player, figs in f.figures.items():
                for kind, n in figs.items():
                    held[(player, kind)] = held.get((player, kind), 0) + n
    return held


def _check_owned(player: str, kind: str, count: int, inns_and_cathedrals: bool) -> None:
    """A player cannot place more of a figure than they own (``figures.*.most`` in ``rules.json``)."""
    spec = rules_data().figures[kind]
    if kind == "large" and not inns_and_cathedrals:
        raise RuleError(_("the large meeple is from Inns & Cathedrals, which is not in play: type a small meeple"))
    if spec.most is not None and count > spec.most:
        raise RuleError(
            _("{player} has {count}, but each player has {most}: fix the count").format(
                player=player, count=counted(kind, count), most=spec.most
            )
        )


def _leading_player(entry: str, matcher: NameMatcher) -> tuple[str, str]:
    """Split ``"Anna Marie 2 large"`` into a player and the rest (longest exact name first)."""
    words = entry.split()
    for k in range(len(words), 0, -1):
        if " ".join(words[:k]) in matcher:
            return matcher.match(" ".join(words[:k])), " ".join(words[k:])
    try:
        return matcher.match(words[0]), " ".join(words[1:])
    except UnknownNameError:
        # the closest names first ('Ondrje': 'Ondřej'), else every player (the second Czech trial got all
        # the players in the table's order, the wrong one first)
        raise UnknownNameError(_("player"), words[0], matcher.suggest(words[0]) or matcher.names()) from None


def _ask_figures(
    entry: Entry,
    players: list[str],
    feature_type: str,
    inns_and_cathedrals: bool = True,
    on_board: dict[tuple[str, str], int] | None = None,
    fairy_at: str | None = None,
    group: str | None = None,
) -> Typed:
    large = _(WORDS["large"]) if inns_and_cathedrals else "2"
    hint = {
        "garden": _("'Anna' = Anna's abbot"),
        "field": _("'Anna, Bob 2, Cyril {large} {pig}'").format(large=large, pig=_(WORDS["pig"])),
        "monastery": _("'Anna' or 'Anna {abbot}'").format(abbot=_(WORDS["abbot"])),
    }.get(feature_type) or _("'Anna, Bob 2, Cyril {large}'").format(large=large)
    message = (
        _("Figures in it (e.g. {example}; Enter = none):")
        if fairy_at
        else _("Figures in it (e.g. {example}; '{fairy_example}': the fairy is by Anna's meeple; Enter = none):")
    )
    return entry.text(
        "f.figures",
        message.format(example=hint, fairy_example="Anna " + _("fairy")),
        lambda t: read_figures(t, players, feature_type, inns_and_cathedrals, on_board, fairy_at),
        allow_empty=True,
        group=group,
        label=_("figures"),
        show=typed_text,
    )


def _default_name(record: dict[str, Any], feature_type: str) -> str:
    used = {fold(f.get("name") or "") for f in record["features"]}
    n = 1 + sum(1 for f in record["features"] if feature_matcher().match(f["type"]) == feature_type)
    while fold(f"{display(feature_type)} {n}") in used:
        n += 1
    return f"{display(feature_type)} {n}"


def _new_name(record: dict[str, Any], text: str) -> str:
    if any(fold(f.get("name") or "") == fold(text) for f in record["features"]):
        raise RuleError(_("{name} is already a feature's name: choose another").format(name=quote(text)))
    return text


def city_line(city: Any) -> str:
    """A completed city as the field's pick list shows it: ``"City 1 (4 tiles, Anna)"``."""
    held = ", ".join(city.figures)
    size = ngettext("{n} tile", "{n} tiles", city.tiles).format(n=city.tiles) if city.tiles else ""
    about = ", ".join(part for part in (size, held) if part)
    return f"{city.label} ({about})" if about else city.label


def pick_cities(
    text: str, completed: list[str], matcher: NameMatcher, others: dict[str, str]
) -> list[tuple[str, str | None]]:
    """``[(name typed, city of the record or None)]`` for a field's cities picked from a numbered list.

    :param completed: the names of the completed cities, numbered from 1 in the list shown.
    ``,`` or ``;`` separates them (``"1; 2"`` is two cities, not a new city's name).

    :raises InputError: a number not in the list, a name of another feature, an ambiguous start,
        a city of the record that is unfinished (it pays the farmers nothing: WikiCarpedia *The Farmers*),
        a city picked twice.
    """
    out: list[tuple[str, str | None]] = []
    for part in (n.strip() for n in re.split(r"[,;]", text)):
        if not part:
            continue
        if part.isdecimal():
            n = int(part)
            if not 1 <= n <= len(completed):
                raise RuleError(
                    _("{n} is not in the list: pick 1 to {last}, or type a city's name").format(
                        n=n, last=len(completed)
                    )
                    if completed
                    else _(
                        "{n}: the record holds no completed city yet: type the city's name, or Enter for none"
                    ).format(n=n)
                )
            out.append((completed[n - 1], completed[n - 1]))
        else:
            city = find_city(part, matcher, others)
            if city is not None and city not in completed:
                raise RuleError(
                    _(
                        "{city} is unfinished: a field scores only the completed cities bordering it: leave it out"
                    ).format(city=city)
                )
            out.append((part, city))
    seen = [city for _, city in out if city]
    for city in seen:
        if seen.count(city) > 1:
            raise RuleError(_("{city} is picked twice: pick each city once").format(city=city))
    return out


def city_matcher(features: Any) -> NameMatcher:
    """The named cities of the record, by name or label (``"Castle"``, ``"City Castle"``), forgiving
    case and accents, a unique start (``"city 1n"`` finds ``City 1North``), with suggestions on a miss."""
    names: dict[str, list[str]] = {}
    taken: set[str] = set()
    cities = [f for f in features if f.name and f.type == "city"]
    for f in cities:
        taken.add(fold(f.name))
    for f in cities:
        names[f.name] = [f.name] + ([f.label] if fold(f.label) not in taken else [])
        taken.add(fold(f.label))
    return NameMatcher(names, kind=_("city"))


def find_city(text: str, matcher: NameMatcher, others: dict[str, str]) -> str | None:
    """The city of the record ``text`` names, or ``None`` if it names none (a new city, asked about).

    :raises RuleError: ``text`` is another feature's name.
    :raises AmbiguousNameError: ``text`` starts several cities' names.
    """
    if fold(text) in others:
        raise RuleError(
            _("{name} is {feature}, not a city: name cities only").format(name=quote(text), feature=others[fold(text)])
        )
    try:
        return matcher.match(text)
    except UnknownNameError:
        return None


def _city_names(text: str, matcher: NameMatcher, others: dict[str, str]) -> list[tuple[str, str | None]]:
    """``[(name typed, city of the record or None)]`` for a field's bordering cities.

    :raises InputError: no name typed, a name of another feature, an ambiguous start.
    """
    names = [n.strip() for n in text.split(",") if n.strip()]
    if not names:
        raise RuleError(_("type the names of the cities bordering the field, comma-separated"))
    return [(name, find_city(name, matcher, others)) for name in names]


def _ask_unknown_city(
    entry: Entry, j: int, name: str, matcher: NameMatcher, new: list[dict[str, Any]], group: str | None = None
) -> str:
    """A name that is no city of the record: one of the closest cities, or a new city (complete or not),
    chosen explicitly; a new city is added to ``new`` (a later name that is the same city finds it)."""
    for city in new:
        if fold(city["name"]) == fold(name):
            return str(city["name"])
    suggestions = matcher.suggest(name) if matcher.names() else []
    answer = entry.select(
        f"f.city{j}.{fold(name)}",  # the name in the key: another name typed after '<' is asked about anew
        _("{name} is not a city in the record: which city is it?").format(name=quote(name)),
        [*suggestions, _(NEW_CITY), _(NEW_UNFINISHED_CITY)],
        default=(suggestions or [_(NEW_CITY)])[0],
        group=group,
        label=name,
        shortcuts=True,
    )
    if answer in suggestions:
        return matcher.match(answer)
    new.append({"type": "city", "name": name, "complete": answer == _(NEW_CITY)})
    return name


def lone_pigs(figures: dict[str, dict[str, int]]) -> list[str]:
    """Players with a pig but no follower in a field: typed ``"Bob pig"``, which is the pig alone.

    A lone pig is legal (Czech rulebook of *Princezna a drak*: the dragon can leave
    "osamocené selátko"), but it scores nothing (reference ``traders_and_builders.pig``:
    only if its owner scores the field), so the sheet says so rather than let a
    forgotten farmer pass unnoticed.
    """
    return [p for p, figs in figures.items() if figs.get("pig") and not any(figs.get(k) for k in FOLLOWERS)]


def reopened(record: dict[str, Any]) -> str:
    """What a reopened sheet says first: the standings, then the last steps (up to three) it noted.

    :param record: a checked record (:func:`~.record.parse_record`) with its players.
    """
    features = parse_record(record).features
    last = [step_line(n, features) for n in (record.get("sheet") or {}).get("last") or []]
    last = [line for line in last if line]
    text = _("Standings:") + "\n" + standings(record)
    return text + ("\n" + _("Last steps:") + "\n" + "\n".join(f"  {line}" for line in last) if last else "")


def step_line(note: str | dict[str, Any], features: Sequence[Any]) -> str:
    """A step of the sheet's notes in the output language: ``"City 2: Anna +10, Bob +3 (fairy)"``,
    ``"Anna: +1 fairy turn point (2 so far)"``; an older sheet's line of text as it is; ``""`` for a
    feature the record no longer holds.

    :param features: the checked record's features (:func:`~.record.parse_record`), for the labels.
    """
    if isinstance(note, str):
        return note
    if "fairy_turn" in note:
        n = int(note.get("n", 1))
        return ngettext(
            "{player}: +{n} fairy turn point ({total} so far)",
            "{player}: +{n} fairy turn points ({total} so far)",
            n,
        ).format(player=note["fairy_turn"], n=n, total=note.get("total", n))
    i = note.get("feature", -1)
    if not 0 <= i < len(features):
        return ""
    figures = features[i].figures
    # the large meeple is named ('o v' read as Ondřej's large meeple was silent: the second Czech trial)
    paid = [
        _("{player} +{n} (large meeple)").format(player=p, n=n) if (figures.get(p) or {}).get("large") else f"{p} +{n}"
        for p, n in (note.get("paid") or {}).items()
    ]
    paid += [_("{player} +{n} (fairy)").format(player=p, n=n) for p, n in (note.get("fairy") or {}).items()]
    return f"{features[i].label}: " + (", ".join(paid) if paid else _("recorded"))


def standings(record: dict[str, Any]) -> str:
    """The totals so far, best first, one line per player."""
    result = score_game(parse_record(record))
    ranked = sorted(result.players, key=lambda p: p.rank)
    width = max(len(p.name) for p in ranked)
    return "\n".join(
        f"{p.rank}. {p.name:<{width}}  " + ngettext("{n} point", "{n} points", p.total or 0).format(n=f"{p.total:>3}")
        for p in ranked
    )
