"""Building completion: who gets the majority reward and what every contributor receives.

Rules (Czech rulebook p.3; English rules pp.2-4; fantasyflightgames.com news 2008-11-19):

- the player with most cubes on the building gets its majority reward; a tie
  goes to the tied player whose cube is furthest left;
- every player with at least one cube (the majority player too) gets the
  participation reward once, however many cubes they have;
- every such player also gets, once each, the neighbourhood reward of every
  completed building orthogonally adjacent to this one.

Rewards are crystals, dragon scales and cards (:class:`~.data.Reward`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from scorer.core.errors import RuleError
from scorer.core.names import NameMatcher, fold

from .data import Box, Building, Reward, buildings, limits, player_range
from .lang import _, ngettext


def matcher() -> NameMatcher:
    """Every tile's English name and suggested Czech names (kind ``"building"``, said in the output language)."""
    from scorer.core.i18n import language

    return _matcher(language())


@cache
def _matcher(lang: str) -> NameMatcher:
    from scorer.core.i18n import spellings

    # the output language's name first, so that suggestions speak it ('Knihovna' in Czech)
    return NameMatcher({b.id: spellings(b.name, b.cs, b.aliases) for b in buildings()}, kind=_("building"))


@cache
def by_id() -> dict[str, Building]:
    """The tiles by id."""
    return {b.id: b for b in buildings()}


def shown(name: str) -> str:
    """A tile's name (English, as records keep it) in the output language: the Czech edition's where the data
    has one (*Dvůr*, *Palác*, *Knihovna*…), else the English one; a name that is no tile is shown as it is."""
    from scorer.core.i18n import shown_name

    found = next((b for b in buildings() if b.name == name), None)
    return name if found is None else shown_name(found.name, found.cs)


def find_building(name: str) -> Building:
    """The tile named ``name`` (English, suggested Czech name or a unique prefix).

    :raises UnknownNameError: no tile has that name (with suggestions).
    """
    return by_id()[matcher().match(name)]


def is_building(name: str) -> bool:
    """Whether ``name`` is exactly one tile's name or alias (no prefixes)."""
    return name in matcher()


def building_names(complete_only: bool = False) -> list[str]:
    """Tile names; with ``complete_only`` only those whose boxes and rewards are all known."""
    return [b.name for b in buildings() if not complete_only or scorable(b)]


def scorable(b: Building) -> bool:
    """Whether our data holds the tile's boxes, majority and participation rewards."""
    return bool(b.boxes) and b.majority is not None and b.participation is not None


@dataclass(frozen=True)
class Completion:
    """The rewards of one completed building.

    :ivar majority: the player who gets the majority reward.
    :ivar rewards: every contributor's total reward, in order of their first cube from the left.
    :ivar cubes: how many cubes each contributor had.
    :ivar neighbourhood: the neighbourhood reward each contributor got (summed over neighbours).
    """

    majority: str
    rewards: dict[str, Reward]
    cubes: dict[str, int]
    neighbourhood: Reward


def majority_owner(cubes: Sequence[str]) -> str:
    """The player with most cubes; on a tie, the tied player whose cube is furthest left.

    :param cubes: owner of each box, left to right (names already matched).
    :raises RuleError: no cubes.
    """
    if not cubes:
        raise RuleError(_("a completed building has at least one cube: list the owner of each box"))
    most = max(cubes.count(p) for p in cubes)
    return next(p for p in cubes if cubes.count(p) == most)


def complete(
    boxes: Sequence[Box],
    majority: Reward,
    participation: Reward,
    cubes: Sequence[str],
    neighbours: Sequence[Reward],
    name: str = "the building",
) -> Completion:
    """Hand out the rewards for a building whose every box now holds a cube.

    :param boxes: the building's printed boxes, left to right.
    :param cubes: the owner of the cube on each box, left to right (one per box).
        Names that differ only in case or accents are the same player.
    :param neighbours: the neighbourhood rewards of the completed, orthogonally
        adjacent buildings (at most 4).
    :returns: a :class:`Completion` in crystals, scales and cards.
    :raises RuleError: more or fewer cubes than boxes, an empty owner name,
        more owners than the game has players (4) or more than 4 neighbours.
    """
    if len(cubes) > len(boxes):
        raise RuleError(
            _("{cubes} but {building} has only {boxes}: give one owner per box").format(
                cubes=ngettext("{n} cube", "{n} cubes", len(cubes)).format(n=len(cubes)),
                building=shown(name),
                boxes=ngettext("{n} box", "{n} boxes", len(boxes)).format(n=len(boxes)),
            )
        )
    if len(cubes) < len(boxes):
        raise RuleError(
            _("{building} is not complete: {boxes} but only {cubes}; give one owner per box").format(
                building=shown(name),
                boxes=ngettext("{n} box", "{n} boxes", len(boxes)).format(n=len(boxes)),
                cubes=ngettext("{n} cube", "{n} cubes", len(cubes)).format(n=len(cubes)),
            )
        )
    check_neighbour_count(len(neighbours))
    owners = same_players(cubes)
    players = list(dict.fromkeys(owners))
    most = player_range()[1]
    if len(players) > most:
        raise RuleError(
            _("{n} different cube owners: Blue Moon City has at most {most} players").format(n=len(players), most=most)
        )
    leader = majority_owner(owners)
    around = sum(neighbours, Reward())
    rewards = {p: participation + around + (majority if p == leader else Reward()) for p in players}
    return Completion(leader, rewards, {p: owners.count(p) for p in players}, around)


def check_neighbour_count(n: int) -> int:
    """:raises RuleError: more neighbours than a tile can touch (4, with the source)."""
    bound = limits().neighbours
    if n > bound.maximum:
        raise RuleError(
            _("{n} neighbours, but a tile touches at most {most} ({source}): remove {extra}").format(
                n=n, most=bound.maximum, source=bound.cited(), extra=n - bound.maximum
            )
        )
    return n


def same_players(cubes: Sequence[str]) -> list[str]:
    """Owner names, stripped; spellings differing only in case/accents become the first one seen.

    :raises RuleError: an empty owner name.
    """
    seen: dict[str, str] = {}
    out = []
    for owner in cubes:
        if not isinstance(owner, str) or not owner.strip():
            raise RuleError(_("a cube has no owner: give each box the name of the player whose cube is on it"))
        out.append(seen.setdefault(fold(owner), owner.strip()))
    return out


def layout_doubts(own: str | None, neighbours: Sequence[str]) -> list[str]:
    """Neighbours that cannot touch ``own`` in the standard layout (ids); right only in the variant.

    In the standard layout the three temples and the palace sit at the Courtyard's four sides (Czech
    rulebook p.1): two of them never touch, and no other tile touches the Courtyard.

    :param own: the completed tile's id (``None`` for a tile not in our data: nothing is doubted).
    :param neighbours: the neighbours' ids.
    """
    if own is None:
        return []
    around = set(limits().standard_layout.around_courtyard)
    return [n for n in neighbours if (own in around and n in around) or (n == "courtyard" and own not in around)]
