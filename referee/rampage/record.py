"""The game as it went: every attack, and the cards each turn played ("angriffe", "spielablauf").

An attack entry holds the cards the table revealed (top first); comparing the stacks before and after it
tells which fell and which held.  This is the record the match sheet prints and the page lists.

>>> from referee.rampage.engine import RampageEngine
>>> from referee.rampage.events import RampageSetup, Draw, Attack
>>> from referee.rampage.attack import Defense
>>> evs = [RampageSetup(players=("Anton", "Beatrix")), Draw(player="Anton"),
...        Attack(player="Anton", card="Söldner", attack=3, gate=(Defense(value=2, card="Drache"), Defense(value=4)))]
>>> states = [RampageEngine().initial_state()]
>>> for ev in evs: states.append(RampageEngine().apply(states[-1], ev))
>>> r = attack_records(evs, states)[0]
>>> r.text("de")
'Anton → Beatrix: Söldner 3 gegen Tor: Drache 2 fällt, 4 hält · Tor 3, Burg 4'
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from referee.core.events import Event
from referee.core.frozen import replace
from referee.core.note import Note
from referee.rampage.attack import Defense
from referee.rampage.events import Attack, Draw, EndTurn, RampageSetup
from referee.rampage.memory import known, with_names
from referee.rampage.state import RampageState


@dataclasses.dataclass(frozen=True)
class Revealed:
    """A revealed defense card: its stack (``gate``/``castle``), owner, value, name (if known), whether it fell."""

    stack: str
    owner: str
    value: int
    card: str
    fell: bool


@dataclasses.dataclass(frozen=True)
class AttackRecord:
    """One attack: entry number, turn, attacker and defender, card and value (the last stands' reductions
    apart), the cards revealed in order, and each player's gate and castle after it."""

    seq: int
    turn: int
    attacker: str
    defender: str
    card: str
    attack: int
    last_stand: tuple[int, ...]
    revealed: tuple[Revealed, ...]
    after: tuple[tuple[str, int, int], ...]

    def revealed_text(self, lang: str = "de") -> str:
        words = {"gate": ("Tor", "gate"), "castle": ("Burg", "castle")}
        parts: list[str] = []
        stack = ""
        for r in self.revealed:
            name = f"{r.card} {r.value}" if r.card else str(r.value)
            verdict = ("falls" if r.fell else "holds") if lang == "en" else ("fällt" if r.fell else "hält")
            head = ""
            if r.stack != stack:
                stack = r.stack
                head = words[r.stack][lang == "en"] + ((" of " + r.owner if lang == "en" else " von " + r.owner)
                                                       if r.owner != self.defender else "") + ": "
            parts.append(f"{head}{name} {verdict}")
        return ", ".join(parts) if parts else ("nothing revealed" if lang == "en" else "nichts aufgedeckt")

    def text(self, lang: str = "de") -> str:
        en = lang == "en"
        value = f"{self.card} {self.attack}" + (f" − {sum(self.last_stand)}" if self.last_stand else "")
        mine = next(((g, c) for n, g, c in self.after if n == self.defender), (0, 0))
        tail = f"gate {mine[0]}, castle {mine[1]}" if en else f"Tor {mine[0]}, Burg {mine[1]}"
        return (f"{self.attacker} → {self.defender}: {value} {'against' if en else 'gegen'} "
                f"{self.revealed_text(lang)} · {tail}")


def _revealed(stack: str, owner: str, shown: Sequence[Defense], lost: int) -> list[Revealed]:
    return [Revealed(stack, owner, d.value, d.card, i < lost) for i, d in enumerate(shown)]


def attack_records(events: Sequence[Event], states: Sequence[RampageState]) -> tuple[AttackRecord, ...]:
    """Every attack of a journal (``states[k]``: the state after the first ``k`` events)."""
    out: list[AttackRecord] = []
    for k, ev in enumerate(events):
        if not isinstance(ev, Attack) or k + 1 >= len(states):
            continue
        before, after = states[k], states[k + 1]
        if not before.sides or after is before:
            continue
        me, you = before.active, 1 - before.active
        shown: list[Revealed] = []
        for who, stack, cards in ((you, "gate", ev.gate), (you, "castle", ev.castle), (me, "gate", ev.own_gate),
                                  (me, "castle", ev.own_castle)):
            lost = getattr(before.sides[who], stack) - getattr(after.sides[who], stack)
            shown += _revealed(stack, before.sides[who].name, with_names(known(before.sides[who], stack), cards), lost)
        out.append(AttackRecord(k + 1, before.turn_no, before.sides[me].name, before.sides[you].name,
                                after.card(ev.card).name, ev.attack, ev.last_stand, tuple(shown),
                                tuple((s.name, s.gate, s.castle) for s in after.sides)))
    return tuple(out)


@dataclasses.dataclass(frozen=True)
class TurnPlay:
    """One turn: its number, the player, and what was entered in words (draw and end of turn left out)."""

    turn: int
    player: str
    entries: tuple[str, ...]


def turn_plays(events: Sequence[Event], states: Sequence[RampageState], lang: str = "de") -> tuple[TurnPlay, ...]:
    """The cards played turn by turn (every entry but the set-up, the draw and the end of the turn; a note is
    no play, the sheets list notes apart)."""
    out: list[TurnPlay] = []
    for k, ev in enumerate(events):
        if isinstance(ev, (RampageSetup, Draw, EndTurn, Note)) or k >= len(states) or not states[k].sides:
            continue
        st = states[k]
        player = st.active_player
        if out and out[-1].turn == st.turn_no:
            out[-1] = replace(out[-1], entries=(*out[-1].entries, ev.label(lang)))
        else:
            out.append(TurnPlay(st.turn_no, player, (ev.label(lang),)))
    return tuple(out)
