"""Figures as the scribe types them: ``Name[:power][@hazard][+damage]``.

>>> s = parse_stand("Titan:7@bramble+2")
>>> s.fighter.power, s.hazard.value, s.damage
(7, 'bramble', 2)
>>> [x.fighter.name for x in parse_army("Ogre, Lion")]
['Ogre', 'Lion']
"""

from __future__ import annotations

import re

from referee.core.errors import InvalidInput
from referee.got.odds.bridge import parse_figure_spec
from referee.got.odds.context import ArmyContext, parse_context
from referee.got.odds.setup import Stand
from referee.got.odds.terrain import Hazard, parse_hazard

_SPEC = re.compile(r"^\s*(?P<fig>[^@+]+?)\s*(?:@\s*(?P<hz>[^+]+?)\s*)?(?:\+\s*(?P<dmg>\d+)\s*)?$")


def parse_stand(spec: str, *, hazard: Hazard | None = None, context: ArmyContext | None = None) -> Stand:
    """One figure with optional power, hazard and damage; ``hazard`` is the default terrain."""
    m = _SPEC.match(spec)
    if not m:
        raise InvalidInput(f"Figur nicht lesbar: {spec!r} (Name[:Stärke][@Hazard][+Schaden]).",
                           f"Cannot read figure {spec!r} (Name[:power][@hazard][+damage]).")
    fighter = parse_figure_spec(m["fig"])
    hz = parse_hazard(m["hz"]) if m["hz"] else (hazard or Hazard.PLAIN)
    return Stand(fighter, hz, context or ArmyContext(), int(m["dmg"] or 0))


def parse_army(text: str, *, hazard: Hazard | None = None, context: ArmyContext | None = None) -> list[Stand]:
    """A comma list of figures, e.g. ``Titan:7, Ogre@bog, Lion+2``."""
    parts = [p for p in text.split(",") if p.strip()]
    if not parts:
        raise InvalidInput("Die Armee ist leer.", "The army is empty.", sections=("4.1",))
    return [parse_stand(p, hazard=hazard, context=context) for p in parts]


def split_hazard(flags: list[str]) -> tuple[ArmyContext, str | None]:
    """Context flags; a hazard name among them (``cloud``, ``darkness``) is where that side's figure stands — one
    land at most (12.7)."""
    hazards = {h.value for h in Hazard}
    where = [f for f in flags if f.strip().lower() in hazards]
    if len(where) > 1:
        raise InvalidInput(f"Mehr als ein Hazard: {', '.join(where)}.", f"More than one hazard: {', '.join(where)}.",
                           sections=("12.7",))
    return parse_context([f for f in flags if f not in where]), (where[0] if where else None)
