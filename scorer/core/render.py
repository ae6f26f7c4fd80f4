"""Turning a :class:`~scorer.core.result.ScoreResult` into text or JSON."""

from __future__ import annotations

import json

from .i18n import translations
from .result import ScoreResult, amount, unit_heading

_ = translations("core").gettext


def render_json(result: ScoreResult, explain: bool = False) -> str:
    """The result's pinned JSON shape, indented, non-ASCII kept.

    :param explain: add ``"explanation"``, the resolution step by step.
    """
    data = result.to_json()
    if explain:
        data["explanation"] = list(getattr(result, "explanation", []))
    return json.dumps(data, ensure_ascii=False, indent=2)


def render_text(result: ScoreResult, explain: bool = False) -> str:
    """A breakdown table per player, the standings, winners, tie-break and assumptions.

    :param explain: put the step-by-step resolution (``result.explanation``) first.
    """
    from tabulate import tabulate

    unit = result.unit
    heading = unit_heading(unit)
    out: list[str] = [result.title, "=" * len(result.title)]
    if explain and result.explanation:
        out += ["", _("How it was resolved:")]
        out += [f"  {line}" for line in result.explanation]
    for p in result.players:
        out += ["", _("{player}: {amount}").format(player=p.name, amount=amount(p.total or 0, unit))]
        if p.rows:
            table = [(r.item, r.points, r.reason) for r in p.rows]
            out.append(
                tabulate(table, headers=["", heading, _("why")], tablefmt="simple", colalign=("left", "right", "left"))
            )
        out += p.notes
    if len(result.players) > 1:
        ranked = sorted(result.players, key=lambda p: p.rank)
        headers = [_("rank"), _("player"), heading]
        out += ["", tabulate([(p.rank, p.name, p.total) for p in ranked], headers=headers, tablefmt="simple")]
    if result.outcome is not None and result.outcome.winners and len(result.players) > 1:
        out += ["", result.outcome.headline()]
    if result.tie_break:
        # Czech drops the heading: the sentence says "remíza (…): …" itself (its first letter made a capital)
        line = _("Tie-break: {text}").format(text=result.tie_break)
        out.append(line[:1].upper() + line[1:])
    if result.assumptions:
        out += ["", _("Rules applied:")]
        out += [f"  - {a}" for a in result.assumptions]
    return "\n".join(out)
