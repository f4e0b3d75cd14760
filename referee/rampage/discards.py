"""Costs and discards as cards: a discard that names its cards is checked, and the discard pile keeps
the names it knows ("karten", "spielablauf", "anhang.soeldner", "anhang.angriffsplan", "anhang.priester").

:func:`normalize` runs before every handler: the named cards must be cards of the catalog, and as many
as the count entered (a count left at 0 is taken from the names); the Söldner's bonus needs a unit of
its required kind, the Angriffsplan the units it requires (and one more unit for its bonus), the
Priester's discards are units (interpretations ``rampage.units``, ``rampage.priest``); the
Bauarbeiter moves the top gate card (``rampage.builder``).  :func:`with_discards` runs after it: the
named cards that went to the discard pile join its list; a reshuffle empties it ("spielablauf").

>>> from referee.rampage.engine import RampageEngine
>>> from referee.rampage.events import RampageSetup, Draw, Attack
>>> from referee.rampage.attack import Defense
>>> e = RampageEngine()
>>> s = e.replay([RampageSetup(players=("Anton", "Beatrix")), Draw(player="Anton")])
>>> print(e.check(s, Attack(player="Anton", card="Söldner", attack=6, discards=("Koch",))).why_en)
The mercenary's bonus needs a discarded unit (Koch is none).
>>> s = e.apply(s, Attack(player="Anton", card="Ritter", attack=5, discards=("Koch",), gate=(Defense(value=7),)))
>>> s.discard_cards, s.discard
(('Koch', 'Ritter'), 2)
"""

from __future__ import annotations

from referee.core.errors import InvalidInput, RuleViolation
from referee.core.events import Event
from referee.core.frozen import replace
from referee.core.refusal import refuse
from referee.rampage.events import Attack, Draw, PlayCard, Reinforce, Topple
from referee.rampage.memory import known, with_names
from referee.rampage.readings import Builder, Priest, Robber, Units
from referee.rampage.rules import fold
from referee.rampage.state import RampageState
from referee.rampage.units import Unit, covers, is_unit

Named = Attack | PlayCard | Reinforce | Topple


def _names(state: RampageState, cards: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(state.card(c).name for c in cards)


def _count(cost: int, cards: tuple[str, ...], section: str) -> int:
    """The count a named discard stands for; a count entered must match the names."""
    if cards and cost and cost != len(cards):
        refuse("rampage.discards.count_named",
               InvalidInput(f"{cost} Karten abgelegt, aber {len(cards)} benannt.",
                            f"{cost} cards discarded but {len(cards)} named.", sections=(section,)))
    return len(cards) or cost


def _units_checked(state: RampageState) -> bool:
    return state.reading(Units) is Units.CHECKED


def _check_units(state: RampageState, ev: Attack) -> None:
    kind = fold(state.card(ev.card).name)
    if ev.requires and kind not in ("soeldner", "angriffsplan"):
        refuse("rampage.discards.only_mercenary_attack",
               InvalidInput("Einheiten verlangen nur Söldner und Angriffsplan.",
                            "Only mercenary and attack plan require units.", sections=("karten",)))
    if kind == "soeldner":
        if len(ev.requires) > 1:
            refuse("rampage.discards.mercenary_requires_one_kind",
                   InvalidInput("Ein Söldner verlangt eine Einheitenart.", "A mercenary requires one kind of unit.",
                                sections=("anhang.soeldner",)))
        if ev.discards and _units_checked(state):
            want: tuple[Unit, ...] = ev.requires
            if not (covers(ev.discards, want) if want else all(is_unit(c) for c in ev.discards)):
                what = want[0].word("de") if want else "Einheit"
                refuse("rampage.discards.mercenary_bonus_unit", RuleViolation(
                    f"Der Bonus des Söldners verlangt eine abgeworfene Einheit der Art {what} "
                    f"({', '.join(ev.discards)} ist keine)." if want else
                    f"Der Bonus des Söldners verlangt eine abgeworfene Einheit ({', '.join(ev.discards)} ist keine).",
                    f"The mercenary's bonus needs a discarded unit of the kind {want[0].word('en')} "
                    f"({', '.join(ev.discards)} is none)." if want else
                    f"The mercenary's bonus needs a discarded unit ({', '.join(ev.discards)} is none).",
                    sections=("anhang.soeldner", "karten")))
    if kind == "angriffsplan" and ev.requires:
        n = len(ev.discards) or ev.cost
        if not len(ev.requires) <= n <= len(ev.requires) + 1:
            refuse("rampage.discards.attack_plan_unit_count", RuleViolation(
                f"Der Angriffsplan verlangt {len(ev.requires)} Einheit(en), eine weitere verstärkt ihn; "
                f"abgelegt: {n}.",
                f"The attack plan requires {len(ev.requires)} unit(s), one more strengthens it; discarded: {n}.",
                sections=("anhang.angriffsplan",)))
        if ev.discards and _units_checked(state) and not (
                covers(ev.discards, ev.requires) and all(is_unit(c) for c in ev.discards)):
            need_de = ", ".join(u.word("de") for u in ev.requires)
            need_en = ", ".join(u.word("en") for u in ev.requires)
            refuse("rampage.discards.attack_plan_named_units", RuleViolation(
                f"Der Angriffsplan verlangt die Einheiten {need_de} (jede Karte zählt für ein Symbol, "
                f"eine weitere muss auch eine Einheit sein); abgelegt: {', '.join(ev.discards)}.",
                f"The attack plan requires the units {need_en} (each card counts for one symbol, one more must be "
                f"a unit too); discarded: {', '.join(ev.discards)}.",
                sections=("anhang.angriffsplan", "karten")))


def _check_priest(state: RampageState, ev: PlayCard) -> PlayCard:
    if fold(state.card(ev.card).name) != "priester" or state.reading(Priest) is not Priest.NAMED_UNITS:
        return ev
    if (ev.cost and not ev.discards) or (ev.opponent_discards and not ev.opponent_cards):
        refuse("rampage.discards.priest_both_players",
               RuleViolation("Beim Priester werden die abgeworfenen Einheiten beider Spieler benannt.",
                             "With the priest both players' discarded units are named.", sections=("anhang.priester",)))
    if _units_checked(state):
        bad = [c for c in (*ev.discards, *ev.opponent_cards) if not is_unit(c)]
        if bad:
            refuse("rampage.discards.priest_makes_players",
                   RuleViolation(f"Der Priester lässt nur Einheiten abwerfen; keine Einheit: {', '.join(bad)}.",
                                 f"The priest makes players discard units only; no unit: {', '.join(bad)}.",
                                 sections=("anhang.priester", "karten")))
    return ev


def _check_builder(state: RampageState, ev: PlayCard) -> PlayCard:
    info = state.card(ev.card)
    if info.special != "builder" or state.reading(Builder) is not Builder.TOP_GATE_CARD:
        return ev
    me = state.sides[state.active] if state.sides else None
    top = min(1, me.gate) if me is not None else 0
    if ev.gate_to_castle not in (0, top):
        refuse("rampage.discards.builder_puts_top",
               RuleViolation(f"Der Bauarbeiter legt die oberste Torkarte unter die Burg ({top}), nicht "
                             f"{ev.gate_to_castle}.",
                             f"The builder puts the top gate card under the castle ({top}), not {ev.gate_to_castle}.",
                             sections=("anhang.saboteur",)))
        return ev  # a stored entry keeps what it says
    return replace(ev, gate_to_castle=top)


def _drawn(state: RampageState, ev: Event) -> Event:
    """The drawn cards by their catalog names (where the table names them)."""
    if isinstance(ev, Draw) and ev.cards:
        return replace(ev, cards=_names(state, ev.cards))
    if isinstance(ev, (Attack, PlayCard)) and ev.drawn:
        return replace(ev, drawn=_names(state, ev.drawn))
    return ev


def normalize(state: RampageState, ev: Event) -> Event:
    """Check the named cards of an entry and fill its counts from them (see the module)."""
    if not state.sides:
        return ev
    ev = _drawn(state, ev)
    if not isinstance(ev, Named):
        return ev
    # each pair replaced only where it changes: a replace costs as much as the entry has fields (every entry of a
    # replay passes here)
    discards = _names(state, ev.discards)
    cost = _count(ev.cost, discards, "karten")
    if (discards, cost) != (ev.discards, ev.cost):
        ev = replace(ev, discards=discards, cost=cost)
    if isinstance(ev, PlayCard):
        theirs = _names(state, ev.opponent_cards)
        count = _count(ev.opponent_discards, theirs, "karten")
        if (theirs, count) != (ev.opponent_cards, ev.opponent_discards):
            ev = replace(ev, opponent_cards=theirs, opponent_discards=count)
        ev = _check_builder(state, _check_priest(state, ev))
    if isinstance(ev, Attack):
        combined = _names(state, ev.combined)
        extra = _count(ev.extra_cards, combined, "anhang.narr")
        if (combined, extra) != (ev.combined, ev.extra_cards):
            ev = replace(ev, combined=combined, extra_cards=extra)
        _check_units(state, ev)
    return ev


def _fallen(state: RampageState, after: RampageState, ev: Attack) -> list[str]:
    """The named revealed cards the attack destroyed and sent to the discard pile (the top ones of each stack
    that lost cards, named as entered or as known before the attack; a Räuber's go to the attacker's hand,
    interpretation ``rampage.robber``)."""
    me, you = state.active, 1 - state.active
    out: list[str] = []
    robber = (state.card(ev.card).special == "robber" and state.reading(Robber) is Robber.ALL_DESTROYED)
    for who, stack, shown in ((you, "gate", ev.gate), (you, "castle", ev.castle), (me, "gate", ev.own_gate),
                              (me, "castle", ev.own_castle)):
        lost = getattr(state.sides[who], stack) - getattr(after.sides[who], stack)
        if robber and who == you:
            continue
        named = with_names(known(state.sides[who], stack), shown[:max(0, lost)])
        out += [state.card(d.card).name for d in named if d.card]
    return out[:len(out) - ev.to_hand] if ev.to_hand and not robber else out


def with_discards(state: RampageState, after: RampageState, ev: Event) -> RampageState:
    """``after`` with the discard pile's named cards: those of ``ev`` that went there joined, the oldest
    dropped when a reshuffle took them ("spielablauf")."""
    names: list[str] = []
    if isinstance(ev, Named):
        names += ev.discards
        info = state.card(ev.card) if state.sides else None
        if isinstance(ev, PlayCard):
            names += ev.opponent_cards
            if info is not None and not info.permanent:
                names.append(info.name)
        elif isinstance(ev, Topple) and info is not None:
            names.append(info.name)
        elif isinstance(ev, Attack) and info is not None:
            names += ev.combined  # the Narr's attack cards are played (anhang.narr)
            # the defender's last stands are cards of that name, played face up (anhang.letztes-aufgebot)
            names += [state.card("Letztes Aufgebot").name] * len(ev.last_stand)
            if not ev.from_display:
                names.append(info.name)
            names += _fallen(state, after, ev)
    base = () if after.reshuffles > state.reshuffles else state.discard_cards
    kept = (*base, *names)
    kept = kept[max(0, len(kept) - after.discard):]
    return after if kept == after.discard_cards else replace(after, discard_cards=kept)
