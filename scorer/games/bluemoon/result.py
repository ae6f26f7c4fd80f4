"""The answer to one Blue Moon City event, as text and as the pinned JSON."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from scorer.core.result import Outcome

from .lang import _

#: What Blue Moon City counts: crystals (the score of a building, the scales, the end).
UNIT = "crystals"


@dataclass
class EventResult:
    """One event's answer.

    :ivar event: ``payment``, ``building``, ``scales``, ``offering`` or ``end``.
    :ivar data: the event's JSON fields (the issue 5 contract), after ``game`` and ``event``.
    :ivar lines: the answer in words, for the terminal.
    :ivar assumptions: the rule readings this answer depended on (printed with it).
    :ivar explanation: the resolution step by step (``--explain``).
    :ivar outcome: who won and why, for an event that decides a winner (``end``); ``None`` otherwise.
    :ivar unit: what the answer's numbers count: ``"crystals"``, or ``None`` for a payment (card values
        against a box's value: no crystals), whose JSON then has no ``"unit"``.
    """

    event: str
    title: str
    data: dict[str, Any]
    lines: list[str]
    assumptions: list[str] = field(default_factory=list)
    explanation: list[str] = field(default_factory=list)
    outcome: Outcome | None = None
    unit: str | None = UNIT

    def to_json(self) -> dict[str, Any]:
        """``{"game": "bluemoon", "event", "unit"?, **data, "outcome"?, "assumptions"}``.

        ``unit`` is left out where nothing is counted in crystals (a payment); ``outcome`` (winners,
        shared, reason, tie_break as data) is there for ``end`` only.
        """
        out: dict[str, Any] = {"game": "bluemoon", "event": self.event}
        if self.unit is not None:
            out["unit"] = self.unit
        out.update(self.data)
        if self.outcome is not None:
            out["outcome"] = self.outcome.to_json()
        out["assumptions"] = list(self.assumptions)
        return out

    def render(self, explain: bool = False) -> str:
        """The title, the steps (with ``explain``), the answer and the rules applied.

        The order of the other games' results (:func:`scorer.core.render.render_text`):
        how it was resolved first, the verdict after the tables, the rules last.
        """
        out = [self.title, "=" * len(self.title)]
        if explain and self.explanation:
            out += ["", _("How it was resolved:"), *(f"  {line}" for line in self.explanation), ""]
        out += self.lines
        if self.assumptions:
            out += ["", _("Rules applied:"), *(f"  - {a}" for a in self.assumptions)]
        return "\n".join(out)


def table(rows: list[tuple[Any, ...]], headers: list[str]) -> str:
    """A plain text table (tabulate, imported on use); ``headers`` are marked messages, shown translated."""
    from tabulate import tabulate

    return str(tabulate(rows, headers=[_(h) for h in headers], tablefmt="simple"))
