"""The answer to one Blue Moon City event, as text and as the pinned JSON."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass
class EventResult:
    """One event's answer.

    :ivar event: ``payment``, ``building``, ``scales``, ``offering`` or ``end``.
    :ivar data: the event's JSON fields (the issue 5 contract), after ``game`` and ``event``.
    :ivar lines: the answer in words, for the terminal.
    :ivar assumptions: rule readings used (printed with every result).
    :ivar explanation: the resolution step by step (``--explain``).
    """

    event: str
    title: str
    data: dict[str, Any]
    lines: list[str]
    assumptions: list[str] = field(default_factory=list)
    explanation: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        """``{"game": "bluemoon", "event", **data, "assumptions"}``."""
        return {"game": "bluemoon", "event": self.event, **self.data, "assumptions": list(self.assumptions)}

    def render(self, explain: bool = False) -> str:
        """The title, the steps (with ``explain``), the answer and the rules applied.

        The order of the other games' results (:func:`scorer.core.render.render_text`):
        how it was resolved first, the verdict after the tables, the rules last.
        """
        out = [self.title, "=" * len(self.title)]
        if explain and self.explanation:
            out += ["", "How it was resolved:", *(f"  {line}" for line in self.explanation), ""]
        out += self.lines
        if self.assumptions:
            out += ["", "Rules applied:", *(f"  - {a}" for a in self.assumptions)]
        return "\n".join(out)


def plural(n: int, word: str) -> str:
    """``"1 offering"``, ``"2 offerings"``, ``"3 boxes"``."""
    return f"{n} {word}" if n == 1 else f"{n} {word}{'es' if word.endswith(('s', 'x')) else 's'}"


def table(rows: list[tuple], headers: list[str]) -> str:
    """A plain text table (tabulate, imported on use)."""
    from tabulate import tabulate

    return tabulate(rows, headers=headers, tablefmt="simple")
