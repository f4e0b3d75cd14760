"""Burgenkrieg's part of the players' display (:data:`PART`): each castle side, its zones in words (Leibwache A,
Innerer Schutzwall A …) with their points and what they are, and the creatures and cards in each."""

from __future__ import annotations

from html import escape

from referee.burgenkrieg.public import BkZone, BurgenkriegPublic, public
from referee.burgenkrieg.view import BkState
from ui.service.displays import DisplayPart, Panel, Panels, Shown, from_state
from ui.service.displays._html import seat_colours, table


def _zone(z: BkZone) -> tuple[str, str, str]:
    points = f"<b>{'' if z.points is None else z.points}</b> / {z.start}"
    things = [f"{escape(c.name)} {c.power}/{c.toughness}" + (f" ({c.damage})" if c.damage else "") for c in z.creatures]
    things += [f"{escape(p.name)} <span class=\"muted\">({escape(p.kind)})</span>" for p in z.permanents]
    return (f"<b>{escape(z.name)}</b><br><span class=\"muted small\">{escape(z.points_word)}</span>", points,
            ", ".join(things))


def panels(s: Shown[BurgenkriegPublic]) -> Panels:
    """One panel per castle side (its lord's colour), the zones from the rear to the front."""
    v = s.view
    owners = tuple(dict.fromkeys(z.owner for z in v.zones))
    colours = seat_colours(owners)
    out = []
    for owner in owners:
        zones = [z for z in v.zones if z.owner == owner]
        title = owner or zones[0].name
        out.append(Panel(title, table((), (_zone(z) for z in zones)), colours[owner] if owner else ""))
    return Panels(None, tuple(out))


PART: DisplayPart[BurgenkriegPublic] = DisplayPart("burgenkrieg", BurgenkriegPublic, from_state(BkState, public), panels)
