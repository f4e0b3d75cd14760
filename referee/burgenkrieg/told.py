"""An entry in words with its cards by name: an entry names a creature or permanent by its id (``W1``, ``Wolf 2``),
the table by its name — where the two differ, its words say the name with the id after it (``Wolf (W1)``), as
the zones show it. The engine's :meth:`~referee.core.engine.Engine.label`, so the history and the sheets read it.

>>> from referee.burgenkrieg.events import Move
>>> from referee.burgenkrieg.state import Creature
>>> s = BkState(creatures=(Creature(id="W1", name="Wolf", controller="Ann", owner="Ann", zone=2, power=2,
...                                 toughness=3),))
>>> told(s, Move(creature="W1", to_zone="A.innen")).label()
'Wolf (W1) → Innerer Schutzwall A'
"""

from __future__ import annotations

import dataclasses
from typing import TypeVar

from referee.burgenkrieg.state import BkState

T = TypeVar("T")

#: the fields of the entries (and of a combat's strikes) that name a card by its id
CARD_FIELDS = frozenset({"creature", "permanent", "card", "attached_to", "source", "targets", "blockers", "intruder",
                         "tapped", "top_up", "strikes"})


def shown(name: str, card_id: str) -> str:
    """A card as the table sees it: its name, and its id after it where the two differ."""
    return name if name == card_id else f"{name} ({card_id})"


def told(state: BkState, ev: T) -> T:
    """``ev`` with the cards it names (on ``state``, the table before it) said by name."""
    named = {c.id: shown(c.name, c.id) for c in (*state.fallen, *state.creatures)}
    named |= {p.id: shown(p.name, p.id) for p in state.permanents}
    if all(k == v for k, v in named.items()):
        return ev
    return _renamed(ev, named)


def _renamed(obj: T, named: dict[str, str]) -> T:
    if not dataclasses.is_dataclass(obj) or isinstance(obj, type):
        return obj
    changes: dict[str, object] = {}
    for f in dataclasses.fields(obj):
        value = getattr(obj, f.name)
        if f.name in CARD_FIELDS:
            changes[f.name] = _value(value, named)
    return dataclasses.replace(obj, **changes) if changes else obj


def _value(value: object, named: dict[str, str]) -> object:
    if isinstance(value, str):
        return named.get(value, value)
    if isinstance(value, tuple):
        return tuple(_value(v, named) for v in value)
    return _renamed(value, named)
