"""What may be entered now in Castle Rampage, as :class:`~referee.core.option.Option`\\ s ("spielablauf", "anhang").

Concrete entries (the draw, with one more card per counsellor in the display; a spy or saboteur
planted; a dragon or earthquake; the end of the turn) are judged by the engine itself
(:meth:`~referee.core.engine.Engine.options`).  Reinforcing, playing a card for its effect and an
attack are templates: the cards, stacks and targets listed are those the engine accepts, and an
attack card comes with its legal values (``strengths``: per cost in hand cards, the attack value —
exact where the text fixes it, e.g. the Söldner 3, or 6 only with a discarded unit — see
:mod:`referee.rampage.strength`), its defaults, and what is known of the stacks it will reveal
(``known``, see :mod:`referee.rampage.memory`).

>>> from referee.rampage.engine import RampageEngine
>>> from referee.rampage.events import RampageSetup
>>> e = RampageEngine()
>>> s = e.replay([RampageSetup(players=("Anton", "Beatrix"))])
>>> [(str(o.kind), o.allowed) for o in e.options(s)][:3]
[('draw', True), ('reinforce', False), ('play', False)]
>>> e.options(s)[0].payload_of(DrawPayload).cards
1
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence

from referee.core.engine import Engine
from referee.core.errors import RefereeError
from referee.core.events import Event
from referee.core.field import Field
from referee.core.frozen import replace
from referee.core.option import Option, judged, with_payload
from referee.core.option import accepted as accepted_by
from referee.core.verdict import Verdict
from referee.rampage import memory
from referee.rampage.attack import NeedValue
from referee.rampage.engine import in_display
from referee.rampage.events import Attack, Draw, EndTurn, Plant, PlayCard, Reinforce, Stack, Target, Topple
from referee.rampage.kinds import OptionKind
from referee.rampage.payloads import (
    AttackDefaults,
    AttackPayload,
    AttackStrength,
    DrawPayload,
    Known,
    KnownCard,
    KnownStacks,
    PlayPayload,
    ReinforcePayload,
)
from referee.rampage.rules import CATALOG, RULES
from referee.rampage.state import Phase, RampageState
from referee.rampage.strength import strengths
from referee.rampage.units import Unit

PLANTS = ("Spion", "Saboteur")
TOPPLES = ("Drache", "Erdbeben")


def card_names(state: RampageState) -> list[str]:
    """The catalog's names and the table's own cards (set-up completions)."""
    known = {c.name.lower() for c in CATALOG}
    return [c.name for c in CATALOG] + [c.name for c in state.cards if c.name.lower() not in known]


def verdict(engine: Engine[RampageState], state: RampageState, ev: Event) -> Verdict[bool]:
    """The engine's verdict; an attack that only waits for the values of revealed cards is accepted."""
    try:
        engine.apply(state, ev)
    except NeedValue:
        return Verdict(True)
    except RefereeError as exc:
        return Verdict(False, exc.sections, exc.message("de"), exc.message("en"))
    return Verdict(True)


def accepted(engine: Engine[RampageState], state: RampageState,
             probes: Iterable[Event]) -> tuple[list[Event], Verdict[bool] | None]:
    """As :func:`referee.core.option.accepted`, an attack that waits only for revealed values counting as accepted."""
    return accepted_by(engine, state, probes, check=lambda ev: verdict(engine, state, ev))


# -- the candidates -------------------------------------------------------------------------------


def candidates(engine: Engine[RampageState], state: RampageState) -> Iterator[Option]:
    """The active player's entries worth offering now (the engine's ``candidates`` hook)."""
    if state.phase is Phase.SETUP:
        yield Option.template(OptionKind.SETUP, "Aufbau", "Setup", ("spielvorbereitung",))
        return
    if state.phase is not Phase.PLAY:
        return
    i, me = state.active, state.active_player
    names = card_names(state)
    base = RULES.first_draw if state.turn_no == 1 else RULES.draw
    for extra in range(in_display(state, i, "counsellor") + 1):
        label = f" (+{extra} Berater)" if extra else ""
        yield with_payload(Option.entry_of(OptionKind.DRAW, f"Ziehen{label}", f"Draw{label.replace('Berater', 'counsellor')}",
                                           Draw(player=me, extra=extra), ("spielablauf", "anhang.berater")),
                           DrawPayload(base + extra, extra))
    stacks, refusal = accepted(engine, state, (Reinforce(player=me, card=names[0], stack=s) for s in Stack))
    cards = [n for n in names if verdict(engine, state, Reinforce(player=me, card=n, stack=Stack.GATE)).value] \
        if stacks else []
    yield judged(OptionKind.REINFORCE, "Verstärken", "Reinforce", ("spielablauf", "anhang.oger"), stacks, refusal,
                 ReinforcePayload(tuple(ev.stack for ev in stacks if isinstance(ev, Reinforce)), tuple(cards)))
    ok, refusal = accepted(engine, state, (PlayCard(player=me, card=n) for n in names))
    yield judged(OptionKind.PLAY, "Karte ausspielen", "Play a card", ("spielablauf", "anhang"), ok, refusal,
                 PlayPayload(tuple(ev.card for ev in ok if isinstance(ev, PlayCard))))
    for n in PLANTS:
        yield Option.entry_of(OptionKind.PLANT, f"{n} unterschieben", f"Plant the {n}", Plant(player=me, card=n),
                              ("anhang.spion", "anhang.saboteur"))
    for n in TOPPLES:
        yield Option.entry_of(OptionKind.TOPPLE, n, n, Topple(player=me, card=n), ("anhang.drache", "anhang.erdbeben"))
    yield _attack(engine, state, names)
    yield Option.entry_of(OptionKind.END_TURN, "Zugende", "End of turn", EndTurn(player=me), ("spielablauf",))


def known_of(state: RampageState, who: int) -> KnownStacks:
    """What is known of a player's stacks: position (1 = top), card, value (None: not known)."""
    side = state.sides[who]

    def stack(name: str) -> tuple[KnownCard, ...]:
        return tuple(KnownCard(n, k.card or None, k.value)
                     for n, k in enumerate(memory.known(side, name), start=1)
                     if k is not None and (k.card or k.value is not None))

    return KnownStacks(stack("gate"), stack("castle"))


def _attack(engine: Engine[RampageState], state: RampageState, names: Sequence[str]) -> Option:
    """Attack cards the engine accepts (an attack only waits for the revealed values), their targets,
    their legal values per cost and defaults (the cheapest legal entry), and what is known of the stacks."""
    i, me = state.active, state.active_player
    defaults: dict[str, AttackDefaults] = {}
    rows: dict[str, tuple[AttackStrength, ...]] = {}
    probes = []
    for n in names:
        info = state.card(n)
        legal = strengths(state, n)
        rows[n] = tuple(AttackStrength(r.cost, r.low, r.high, r.more_cost) for r in legal)
        defaults[n] = AttackDefaults(legal[0].low, legal[0].cost, info.draws, info.special == "veteran")
        probes.append(Attack(player=me, card=n, attack=legal[0].low, cost=legal[0].cost,
                             from_display=info.special == "veteran"))
    ok, refusal = accepted(engine, state, probes)
    cards = [ev.card for ev in ok if isinstance(ev, Attack)]
    targets: dict[str, tuple[Target, ...]] = {}
    for ev in ok:
        if isinstance(ev, Attack):
            aimed = (replace(ev, target=t) for t in (Target.GATE, Target.CASTLE))
            targets[ev.card] = tuple(a.target for a in accepted(engine, state, aimed)[0] if isinstance(a, Attack))
    # the cards that take the units they require (Söldner, Angriffsplan), found by the engine's check
    needing = tuple(ev.card for ev in ok if isinstance(ev, Attack)
                    and verdict(engine, state, replace(ev, requires=(Unit.HORSE,))).value)
    you = state.sides[1 - i]
    return judged(OptionKind.ATTACK, "Angriff", "Attack",
                  ("angriffe", "anhang.tunnelgraeber", "anhang.bogenschuetze", "anhang.diplomat"), ok, refusal,
                  AttackPayload(cards=tuple(cards), targets=targets, defaults={n: defaults[n] for n in cards},
                                strengths={n: rows[n] for n in cards}, opponent_gate=you.gate,
                                opponent_castle=you.castle,
                                known=Known(opponent=known_of(state, 1 - i), own=known_of(state, i)),
                                requiring=needing, units=tuple(Unit)))

#: the course of play
COURSE_OF_PLAY = Field("Spielablauf", "Course of play", ("spielablauf",))
