"""What each player of Castle Rampage could know about the face-down gate and castle stacks.

Defense cards lie face down and nobody may look at them again ("spielvorbereitung"), but a player can
remember what he pushed under a stack, what he planted under the opponent's gate (the opponent only
knows "Spion oder Saboteur", "anhang.spion") and a card an attack turned up that held and went back
on top ("angriffe").  This replays the journal and moves that knowledge along with the cards (a
Verräter, which swaps cards the text does not name, makes it forgotten); the counts always follow the
engine's state, and the values agree with what the engine checks (:mod:`referee.rampage.memory`).
It is the table's memory as each player sees it, for the page.

>>> k = Known(card="Oger", value=6, by=(0, 1))
>>> k.text(("Anton", "Beatrix"))
'Oger 6 (beide)'
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from referee.core.errors import RefereeError
from referee.core.events import Event
from referee.core.frozen import replace
from referee.rampage.discards import normalize
from referee.rampage.events import Attack, Plant, PlayCard, RampageSetup, Reinforce, Stack, Topple
from referee.rampage.state import RampageState

BOTH = (0, 1)


@dataclasses.dataclass(frozen=True)
class Known:
    """A card some players know: its name (if known), its value in this stack (if seen), who knows it;
    ``hint`` is what the others know (a planted card: "Spion oder Saboteur")."""

    card: str = ""
    value: int | None = None
    by: tuple[int, ...] = BOTH
    hint: str = ""

    def text(self, names: Sequence[str], both: str = "beide", hint: str = "") -> str:
        """How the scribe sees it: the card, who knows it, and what the others know (``hint``
        replaces the German hint in another language)."""
        what = " ".join(x for x in (self.card, "" if self.value is None else str(self.value)) if x) or "?"
        who = both if self.by == BOTH else ", ".join(names[i] for i in self.by)
        out = f"{what} ({who})"
        others = [names[i] for i in BOTH if i not in self.by]
        if self.hint and others:
            out += f"; {hint or self.hint} ({', '.join(others)})"
        return out


Slot = Known | None
#: per player: (gate, castle), each top first
Stacks = list[list[list[Slot]]]


def _fit(stack: list[Slot], size: int) -> list[Slot]:
    """Keep the counts of the engine: unknown cards are added or dropped at the bottom."""
    return stack[:size] + [None] * max(0, size - len(stack))


def _lose_top(stack: list[Slot], n: int) -> list[Slot]:
    return stack[max(0, n):]


def _revealed(stack: list[Slot], defenses: Sequence[Any], lost: int) -> list[Slot]:
    """After an attack: ``lost`` cards fell off the top; a further revealed card held and lies on top, seen."""
    rest = _lose_top(stack, lost)
    if len(defenses) > lost and rest:
        d = defenses[lost]
        rest[0] = Known(card=d.card or (rest[0].card if rest[0] else ""), value=d.value)
    return rest


def knowledge(events: Sequence[Any], states: Sequence[RampageState]) -> Stacks:
    """The stacks after ``events``; ``states[n]`` is the state after the first ``n`` events.

    >>> from referee.rampage.events import Draw
    >>> evs = [RampageSetup(players=("Anton", "Beatrix")), Draw(player="Anton"),
    ...        Reinforce(player="Anton", card="Oger", stack=Stack.GATE)]
    >>> stacks = knowledge(evs, replay_states(evs))
    >>> len(stacks[0][0]), stacks[0][0][-1]
    (5, Known(card='Oger', value=6, by=(0, 1), hint=''))
    """
    stacks: Stacks = []
    for n, ev in enumerate(events, start=1):
        before, after = states[n - 1], states[n]
        if isinstance(ev, RampageSetup):
            stacks = [[[None] * s.gate, [None] * s.castle] for s in after.sides]
            continue
        if not stacks:
            continue
        me = before.active
        you = 1 - me
        if isinstance(ev, Reinforce):
            info = before.card(ev.card)
            value = info.gate if ev.stack is Stack.GATE else info.castle
            stacks[me][0 if ev.stack is Stack.GATE else 1].append(Known(card=info.name, value=value))
        elif isinstance(ev, Plant):
            stacks[you][0].append(Known(card=before.card(ev.card).name, by=(me,), hint="Spion oder Saboteur"))
        elif isinstance(ev, Attack):
            for who, gate, castle in ((you, ev.gate, ev.castle), (me, ev.own_gate, ev.own_castle)):
                lost_gate = before.sides[who].gate - after.sides[who].gate
                lost_castle = before.sides[who].castle - after.sides[who].castle
                stacks[who][0] = _revealed(stacks[who][0], gate, lost_gate)
                stacks[who][1] = _revealed(stacks[who][1], castle, lost_castle)
        elif isinstance(ev, Topple):
            for who in BOTH:
                stacks[who][0] = _lose_top(stacks[who][0], before.sides[who].gate - after.sides[who].gate)
                stacks[who][1] = _lose_top(stacks[who][1], before.sides[who].castle - after.sides[who].castle)
        elif isinstance(ev, PlayCard) and before.card(ev.card).special == "traitor":
            # swaps cards the text does not name: nothing known stays known (rampage.known_cards)
            stacks = [[[None] * len(stacks[who][0]), [None] * len(stacks[who][1])] for who in BOTH]
        elif isinstance(ev, PlayCard):
            stolen, stacks[you][0] = stacks[you][0][:ev.steal_gate], stacks[you][0][ev.steal_gate:]
            stacks[me][0] += stolen  # not looked at: what was known stays known
            # as many as the referee moved (the Bauarbeiter's top card, rampage.builder, whatever the entry says)
            try:
                read = normalize(before, ev)
            except RefereeError:  # a stored entry judged differently: as it stands
                read = ev
            n = read.gate_to_castle if isinstance(read, PlayCard) else ev.gate_to_castle
            moved, stacks[me][0] = stacks[me][0][:n], stacks[me][0][n:]
            # under the castle a card has its castle value (known only for a named card whose value is given)
            stacks[me][1] += [None if k is None else replace(
                k, value=before.card(k.card).castle if k.card else None) for k in moved]
        for who, side in enumerate(after.sides):
            stacks[who][0] = _fit(stacks[who][0], side.gate)
            stacks[who][1] = _fit(stacks[who][1], side.castle)
    return stacks


def replay_states(events: Sequence[Event]) -> list[RampageState]:
    """The state before any event and after each (what :func:`knowledge` reads)."""
    from referee.rampage.engine import RampageEngine

    engine = RampageEngine()
    states = [engine.initial_state()]
    for ev in events:
        states.append(engine.apply(states[-1], ev))
    return states
