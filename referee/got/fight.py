"""The battle as it happens: opened, fought round by round, ended — and settled from its record.

The scribe records what the table does (10.8, 11): :class:`BattleOpened`, then for each round the
figures beaten (:class:`BattleRound`), the defender's reinforcement in round 4 (17), a god called by
the attacker (18), spells (15.4) and one-time abilities (16.2), and :class:`BattleEnded`.  The
settlement is never typed again: :func:`settlement` turns the record into the same
:class:`BattleSettled` entry a table that records only results would make, and the one settlement
code (:func:`referee.got.battle.settle_battle`) applies it — so both ways settle the same facts alike.

>>> from referee.got.state import Fight
>>> f = Fight("Blau 2", "Rot 1", round=2, beaten=((1, "defender", "Ogre"), (2, "attacker", "Lion")))
>>> standing_after(["Titan", "Ogre"], f, "defender"), f.beaten_of("attacker")
(['Titan'], ['Lion'])
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from referee.core.errors import RuleViolation
from referee.core.field import Field
from referee.core.frozen import replace
from referee.core.refusal import refuse
from referee.got.army import max_size
from referee.got.battle_rules import BEFORE_BATTLE, check_may_fight, reveal_titans
from referee.got.catalog import FigureClass, catalog
from referee.got.checks import check_land_recruit, in_unfought_battle
from referee.got.events import (
    AbilityUsed,
    BattleEnded,
    BattleOpened,
    BattleRound,
    BattleSettled,
    CalledGod,
    Copy,
    FigureValues,
    GodCalled,
    Reinforced,
    Side,
)
from referee.got.fight_values import ATT as ATT  # one definition of the sides, the values of Side (10.1)
from referee.got.fight_values import DFN as DFN
from referee.got.fight_values import value_of
from referee.got.numbers import NUMBERS
from referee.got.readings import FirstRound, GodCallTiming
from referee.got.rolled import check_strikes
from referee.got.sections import BATTLE_ORDER_SECTION, SPECIAL_FIGURES_SECTION, TIME_LOSS_SECTION
from referee.got.sections import REINFORCE_SECTION as REINFORCE_SECTION  # the app shows it from here
from referee.got.settle import Outcome, outcome_name
from referee.got.state import NEUTRAL, Army, Fight, GotState, Phase
from referee.got.values import ARMY_VALUE_SECTION

TITANS = frozenset({"Titan", "Phantom", "Dark-Titan"})


def _rounds() -> int:
    return NUMBERS.battle.rounds


def fight_of(state: GotState) -> Fight:
    """The open battle; refused when none is open."""
    if state.fight is None:
        raise RuleViolation("Es ist kein Kampf eröffnet.", "No battle is open.", sections=("10.1", "10.8"))
    return state.fight


def figures_of(state: GotState, fight: Fight, side: Side) -> list[str]:
    """Every figure that took part on ``side``: the army, plus the reinforcement or the called god."""
    names = list(state.army(fight.attacker if side == ATT else fight.defender).figures.names())
    if side == DFN and fight.reinforcement is not None:
        names.append(fight.reinforcement)
    if side == ATT and fight.called_god is not None:
        names.append(fight.called_god[0])
    return names


def standing_after(figures: Sequence[str], fight: Fight, side: Side, *, until: int | None = None) -> list[str]:
    """``figures`` less those of ``side`` beaten so far (or up to round ``until``), in order."""
    left = Counter(fight.beaten_of(side, until=until))
    out = []
    for n in figures:
        if left[n]:
            left[n] -= 1
        else:
            out.append(n)
    return out


def copies(state: GotState, fight: Fight, side: Side) -> list[tuple[str, int]]:
    """Every figure of ``side`` as (name, number): the figures of one kind counted 1, 2 … in the order of
    :func:`figures_of` (see :class:`referee.got.events.Copy`)."""
    seen: dict[str, int] = {}  # a plain dict: a Counter asks its __missing__ in Python for each new kind
    out = []
    for n in figures_of(state, fight, side):
        k = seen[n] = seen.get(n, 0) + 1
        out.append((n, k))
    return out


def fallen_of(fight: Fight, side: Side, *, until: int | None = None) -> list[tuple[str, int]]:
    """The figures of ``side`` beaten so far (or up to round ``until``), as (name, number)."""
    return [(n, k) for (r, _, _), (s, n, k) in zip(fight.beaten, fight.fallen, strict=True)
            if s == side and (until is None or r <= until)]


def standing_copies(state: GotState, fight: Fight, side: Side, *, until: int | None = None) -> list[tuple[str, int]]:
    """The figures of ``side`` still on the battlefield (after round ``until``), as (name, number)."""
    gone = set(fallen_of(fight, side, until=until))
    return [c for c in copies(state, fight, side) if c not in gone]


def standing(state: GotState, fight: Fight, side: Side) -> list[str]:
    """The figures of ``side`` still on the battlefield."""
    return [n for n, _ in standing_copies(state, fight, side)]


def several(state: GotState, fight: Fight, side: Side, name: str) -> bool:
    """Does ``side`` bring more than one figure of kind ``name`` into the battle (so that a number tells them apart)?"""
    return sum(1 for n, _ in copies(state, fight, side) if n == name) > 1


def decided(state: GotState, fight: Fight) -> bool:
    """One army is gone, a Titan fell for good, or the round marker passed the seventh round (11.1, 11.8, 24.7,
    15.6 Timewarp)."""
    gone = not standing(state, fight, ATT) or not standing(state, fight, DFN)
    return fight.round > 0 and (gone or fight.titan_final_round is not None or fight.next_round > _rounds())


def reinforcement_due(fight: Fight) -> bool:
    """The defender's manoeuvre phase of round 4 comes next, or round 4 was skipped by a Timewarp and round 5
    comes; once per battle (17.1, 17.2, 15.6)."""
    rnd = NUMBERS.battle.reinforcement_round
    return fight.reinforcement is None and (fight.next_round == rnd or fight.round < rnd < fight.next_round)


def next_strike(fight: Fight) -> Side:
    """Who strikes first in the next round: the attacker in round 1 — the battle begins with his entry, so only
    he attacks then (11.1) — else the defender, whose manoeuvre phase opens every round (11.1, 11.9, 13.1)."""
    return Side.ATTACKER if fight.next_round == 1 else Side.DEFENDER


def attacker_alone(state: GotState, fight: Fight) -> bool:
    """Does only the attacker strike in the round an entry made now belongs to — the round not yet entered
    (interpretation ``got.timewarp``)? In round 1 only the attacker strikes, casts and uses one-time abilities
    (11.1, 13.1, 15.2, 16.2); a round 1 repeated by Timewarp counts so too unless the table reads only the round
    of the attacker's entry as his (interpretation ``got.first_round``)."""
    if fight.next_round != 1:
        return False
    return fight.round == 0 or state.reading(FirstRound) is FirstRound.MARKER


# -- entries --------------------------------------------------------------------------------------


def open_fight(state: GotState, e: BattleOpened) -> GotState:
    """The Mover's army meets an enemy army on one land and the battle begins (10.1–10.3)."""
    if state.fight is not None:
        refuse("got.fight.first_end_battle",
               RuleViolation(f"Erst den Kampf {state.fight.attacker} ⚔ {state.fight.defender} beenden.",
                             f"First end the battle {state.fight.attacker} ⚔ {state.fight.defender}.",
                             sections=(BATTLE_ORDER_SECTION,)))
    att, dfn = state.army(e.attacker), state.army(e.defender)
    check_may_fight(state.copy_with(phase=Phase.BATTLE), att, dfn)
    if att.owner != state.mover_player.name:
        refuse("got.fight.attacker_always_army",
               RuleViolation("Angreifer ist immer eine Armee des Movers.", "The attacker is always an army of the Mover.",
                             sections=("10.1",)))
    return state.copy_with(fight=Fight(att.marker, dfn.marker), phase=Phase.BATTLE)


def fight_round(state: GotState, e: BattleRound) -> GotState:
    """Record one round: who fell on each side, damage on the survivors, an Executer kill (11, 13, 24.7).

    In round 1 only the attacker has a strike phase, but the defender's figures strike back in it (11.1, 11.9,
    13.1): both sides may lose figures, as the odds count it. A fought battle shows every figure: a Titan in
    either army is revealed for the rest of the game (10.3, 24.3)."""
    f = fight_of(state)
    nxt = f.next_round
    if decided(state, f):
        refuse("got.fight.battle_decided_enter",
               RuleViolation("Der Kampf ist entschieden; bitte das Kampfende eintragen.",
                             "The battle is decided; please enter its end.", sections=DECIDED_SECTIONS))
    elif e.round != nxt:
        why = "" if nxt == f.round + 1 else " (Timewarp)"
        refuse("got.fight.round_comes_next",
               RuleViolation(f"Als Nächstes kommt Runde {nxt}{why}, nicht {e.round}.",
                             f"Round {nxt}{why} comes next, not {e.round}.", sections=(FIRST_ROUND_SECTION, "11.7", "15.6")))
    check_strikes(e.strikes)
    beaten: list[tuple[int, Side, str]] = []
    fallen: list[tuple[Side, str, int]] = []
    for side, names in ((ATT, e.beaten_attacker), (DFN, e.beaten_defender)):
        found = [catalog().figure(n).name for n in names]
        left = standing_copies(state, f, side)
        missing = Counter(found) - Counter(n for n, _ in left)
        if missing:
            extra = ", ".join(sorted(missing.elements()))
            refuse("got.fight.beaten_not_on_battlefield",
                   RuleViolation(f"Nicht (mehr) auf dem Schlachtfeld: {extra}.",
                                 f"Not (or no longer) on the battlefield: {extra}.", sections=("13.8",)), item=side)
        picked = _which_fell(found, left, [c for c in e.copies if c.side is side])
        beaten += [(e.round, side, n) for n in found]
        fallen += [(side, n, k) for n, k in picked]
    timewarp = f.timewarp if f.timewarp is not None and f.timewarp[0] > f.round else None  # spent once passed
    after = replace(f, round=e.round, beaten=(*f.beaten, *beaten), fallen=(*f.fallen, *fallen),
                                timewarp=timewarp)
    damage = _damage(state, f, after, e)
    final = _titan_final(state, after, e)
    chance = f.god_chance
    if chance == "open":
        chance = "forfeited" if state.reading(GodCallTiming) is GodCallTiming.FIRST_CHANCE else "open"
    if chance == "none" and e.beaten_defender and f.called_god is None:
        chance = "open"  # 18.1: the attacker beat a figure; the god may come in its next manoeuvre phase
    after = replace(after, damage=damage, god_chance=chance, executer_kill=e.executer_kill,
                                titan_final_round=e.round if final else None)
    state = state.copy_with(fight=after)
    return reveal_titans(state, state.army(f.attacker), state.army(f.defender))


def _which_fell(found: list[str], left: list[tuple[str, int]], named: Sequence[object]) -> list[tuple[str, int]]:
    """The copies beaten: those the entry numbers (its ``copies``), the rest the first of their kind still
    standing; a number not standing or not beaten in the entry is refused."""
    todo = list(found)
    free = list(left)
    out: list[tuple[str, int]] = []
    for c in named:
        assert isinstance(c, Copy)
        name = catalog().figure(c.figure).name
        if name not in todo or (name, c.number) not in free:
            refuse("got.fight.not_beaten_round",
                   RuleViolation(f"{name} {c.number} fällt nicht in dieser Runde oder steht nicht mehr.",
                                 f"{name} {c.number} is not beaten in this round or no longer stands.",
                                 sections=("13.8",)), item=(c.side.value, name, c.number))
            continue
        todo.remove(name)
        free.remove((name, c.number))
        out.append((name, c.number))
    for name in todo:
        k = next((k for n, k in free if n == name), 0)  # 0: not there (a refusal waived in a stored game)
        if k:
            free.remove((name, k))
        out.append((name, k))
    return out


def _damage(state: GotState, before: Fight, f: Fight, e: BattleRound) -> tuple[tuple[Side, str, int, int], ...]:
    """The hits on the figures still standing after the round: the last ones recorded, plus what the entry
    names; damage adds up and is never healed (13.5), and a figure falls at its power (13.2)."""
    held = {(s, n, k): h for s, n, k, h in before.damage}
    left = {side: standing_copies(state, f, side) for side in (ATT, DFN)}
    out = {key: h for key, h in held.items() if (key[1], key[2]) in left[key[0]]}
    named: set[tuple[Side, str, int]] = set()
    for d in e.damage:
        side, name = d.side, catalog().figure(d.figure).name
        k = d.number or next((k for n, k in left[side] if n == name and (side, n, k) not in named), 0)
        if (name, k) not in left[side]:
            refuse("got.fight.no_longer_stands",
                   RuleViolation(f"{name} steht nicht mehr auf dem Schlachtfeld.", f"{name} no longer stands on the battlefield.",
                                 sections=(HITS_SECTION,)), item=(side, name, k))
            continue
        key = (side, name, k)
        named.add(key)
        power = value_of(state, f, side, name, k).power
        if not 0 < d.hits < power:
            refuse("got.fight.hits_power_beaten",
                   RuleViolation(f"{name}: {d.hits} Treffer bei Kampfstärke {power} (ab {power} ist sie geschlagen).",
                                 f"{name}: {d.hits} hits at power {power} (at {power} it is beaten).",
                                 sections=(STRENGTH_SECTION, HITS_SECTION)), item=key)
        had = held.get(key, 0)
        if d.hits < had:
            refuse("got.fight.already_hits_damage",
                   RuleViolation(f"{name} hat schon {had} Treffer: Schaden wird aufaddiert und nicht geheilt.",
                                 f"{name} already has {had} hits: damage adds up and is never healed.",
                                 sections=(HITS_SECTION,)), item=key)
        out[key] = max(d.hits, had)
    return tuple((s, n, k, h) for (s, n, k), h in sorted(out.items()))


def hits_of(fight: Fight, side: Side, name: str, number: int) -> int:
    """The hits on copy ``number`` of ``side``'s ``name`` (13.5)."""
    return next((h for s, n, k, h in fight.damage if (s, n, k) == (side, name, number)), 0)


def _titan_final(state: GotState, f: Fight, e: BattleRound) -> bool:
    """Did a Titan/Phantom fall for good in this round (Executer; after the Dark-Titan; the Dark-Titan)?"""
    fallen = [(ATT, n) for n in e.beaten_attacker if n in TITANS] + [(DFN, n) for n in e.beaten_defender if n in TITANS]
    if e.executer_kill:
        killers = {ATT: DFN, DFN: ATT}
        if not any(("Executer" in [n for n, _ in standing_copies(state, f, killers[s], until=e.round - 1)])
                   for s, _ in fallen):
            refuse("got.fight.executer_must_stand",
                   RuleViolation("Der Executer muss gegen den geschlagenen Titan/das Phantom im Kampf stehen.",
                                 "The Executer must stand in the battle against the beaten Titan/Phantom.",
                                 sections=(EXECUTER_SECTION, SPECIAL_FIGURES_SECTION)))
        return True
    return any(n == "Dark-Titan" or state.darklord_appeared for _, n in fallen)


def reinforce(state: GotState, e: Reinforced) -> GotState:
    """The defender's one reinforcement, in its 4th manoeuvre phase — the 5th when a Timewarp skipped round 4
    (17.1, 17.2, 15.6)."""
    f = fight_of(state)
    rnd = NUMBERS.battle.reinforcement_round
    if f.reinforcement is None and not reinforcement_due(f):
        refuse("got.fight.reinforcement_comes_defender",
               RuleViolation(f"Nachrekrutiert wird in der {rnd}. Manöverphase des Verteidigers (nach Runde {rnd - 1}).",
                             f"The reinforcement comes in the defender's manoeuvre phase of round {rnd} (after round {rnd - 1}).",
                             sections=(REINFORCE_SECTION, "15.6")))
    check_reinforcement(state, f, e.figure)
    return state.copy_with(fight=replace(f, reinforcement=catalog().figure(e.figure).name))


def check_reinforcement(state: GotState, f: Fight, figure: str) -> None:
    """Once per battle, only the defender, only an army below its maximum size *as it stands*, and only a
    figure the army could recruit on its land (17.1, 17.2, 22)."""
    if f.reinforcement is not None:
        refuse("got.fight.only_one_reinforcement",
               RuleViolation("Nur einmal pro Kampf wird nachrekrutiert.", "Only one reinforcement per battle.",
                             sections=("17.2",)))
    dfn = state.army(f.defender)
    if dfn.owner == NEUTRAL:
        refuse("got.fight.neutral_towers_not_reinforce",
               RuleViolation("Neutrale Tower rekrutieren nicht nach.", "Neutral towers do not reinforce.",
                             sections=("17.2", "25.1")))
    left = standing(state, f, DFN)
    revealed = state.player(dfn.owner).titan_revealed or "Titan" in left
    if len(left) >= max_size(left, titan_revealed=revealed):
        refuse("got.fight.reinforce_army_full",
               RuleViolation("Die Armee hat (ohne die geschlagenen Figuren) schon maximale Größe.",
                             "The army (not counting beaten figures) is already at maximum size.", sections=("17.2", "4.2")))
    check_land_recruit(state, dfn, left, figure)


def call_god(state: GotState, e: GodCalled) -> GotState:
    """The attacker calls a god in the manoeuvre phase after it first beat a figure (18.1–18.3)."""
    f = fight_of(state)
    if f.god_chance != "open":
        why = {"none": ("Ein Gott wird erst gerufen, nachdem der Angreifer eine Figur geschlagen hat.",
                        "A god is called only after the attacker has beaten a figure."),
               "forfeited": ("Die Gelegenheit, einen Gott zu rufen, ist verstrichen.",
                             "The chance to call a god has passed."),
               "used": ("In diesem Kampf wurde schon ein Gott gerufen.", "A god was already called in this battle.")}
        de, en = why[f.god_chance]
        refuse("got.fight.no_god_chance", RuleViolation(de, en, sections=(GOD_CALL_SECTION, "18.3")))
    check_god_call(state, f.attacker, e.figure, e.from_marker, standing(state, f, ATT))
    god = catalog().figure(e.figure).name
    return state.copy_with(fight=replace(f, called_god=(god, e.from_marker), god_chance="used",
                                                                called_after=f.round))


def check_god_call(state: GotState, attacker: str, figure: str, source_marker: str, left: Sequence[str]) -> None:
    """A god from another free army of the attacker, into an army below its maximum size as it stands
    (beaten figures do not count), one god per combat phase, no god the army already holds (18.2–18.3, 4.3)."""
    att, source = state.army(attacker), state.army(source_marker)
    fig = catalog().figure(figure)
    if fig.klass is not FigureClass.LORD and fig.name != "Jabberwok":
        refuse("got.fight.not_god",
               RuleViolation(f"{fig.name} ist kein Gott.", f"{fig.name} is not a god.",
                             sections=(GOD_CALL_SECTION, SPECIAL_FIGURES_SECTION)))
    if state.god_called_this_phase:
        refuse("got.fight.only_one_god",
               RuleViolation("Pro Kampfphase wird nur ein Gott gerufen.", "Only one god is called per combat phase.",
                             sections=("18.3",)))
    if source.owner != att.owner or source.marker == att.marker:
        refuse("got.fight.gods_come_only_another",
               RuleViolation("Götter kommen nur aus einer anderen eigenen Armee.",
                             "Gods come only from another army of one's own.", sections=("18.2",)))
    if not source.has(fig.name):
        refuse("got.fight.god_not_in_source",
               RuleViolation(f"{fig.name} ist nicht in {source.marker}.", f"{fig.name} is not in {source.marker}.",
                             sections=("18.2",)))
    if in_unfought_battle(state, source):
        refuse("got.fight.source_in_unfought_battle",
               RuleViolation(f"{source.marker} steht selbst in einem unausgefochtenen Kampf.",
                             f"{source.marker} is itself in a battle not yet fought.", sections=("18.2",)))
    if fig.name in left:
        refuse("got.fight.god_already_in_army",
               RuleViolation(f"{fig.name} ist schon in der Armee (jede Nicht-Kreatur nur einmal).",
                             f"{fig.name} is already in the army (every non-creature only once).", sections=("4.3", "18.2")))
    revealed = state.player(att.owner).titan_revealed or "Titan" in left
    if len(left) >= max_size(left, titan_revealed=revealed):
        refuse("got.fight.army_maximum_size",
               RuleViolation("Eine Armee mit maximaler Größe (ohne geschlagene Figuren) darf keinen Gott rufen.",
                             "An army at maximum size (not counting beaten figures) may not call a god.",
                             sections=("4.2", "18.2")))


def use_ability(state: GotState, e: AbilityUsed) -> GotState:
    """A one-time ability (✚) is used once per battle by each creature that has one and stands (16.2): two
    Plaques use theirs once each; ``number`` says which."""
    f = fight_of(state)
    side = e.side
    name = catalog().figure(e.figure).name
    if side == DFN and attacker_alone(state, f):
        refuse("got.fight.round_only_attacker",
               RuleViolation(f"In Runde 1 schlägt nur der Angreifer; {name} des Verteidigers setzt seine einmalige "
                             "Sonderfertigkeit frühestens in Runde 2 ein.",
                             f"In round 1 only the attacker strikes; the defender's {name} uses its one-time ability "
                             "in round 2 at the earliest.", sections=(FIRST_ROUND_SECTION, ABILITY_SECTION)))
    if not catalog().figure(name).one_time:
        refuse("got.fight.no_one_time",
               RuleViolation(f"{name} hat keine einmalige Sonderfertigkeit (✚).", f"{name} has no one-time ability (✚).",
                             sections=(ABILITY_SECTION, SPECIAL_FIGURES_SECTION)))
    left = [k for n, k in standing_copies(state, f, side) if n == name]
    used = {k for s, n, k in f.abilities if s == side and n == name}
    if e.number:
        which = e.number
        if which not in left:
            refuse("got.fight.ability_copy_not_standing",
                   RuleViolation(f"{name} {which} steht nicht auf dem Schlachtfeld.",
                                 f"{name} {which} does not stand on the battlefield.", sections=(ABILITY_SECTION,)))
        elif which in used:
            refuse("got.fight.ability_copy_already_used",
                   RuleViolation(f"{name} {which} hat seine einmalige Sonderfertigkeit schon eingesetzt.",
                                 f"{name} {which} has already used its one-time ability.", sections=(ABILITY_SECTION,)))
    else:
        if not left:
            refuse("got.fight.ability_figure_not_standing",
                   RuleViolation(f"{name} steht nicht auf dem Schlachtfeld.", f"{name} does not stand on the battlefield.",
                                 sections=(ABILITY_SECTION,)))
        fresh = [k for k in left if k not in used]
        if left and not fresh:
            refuse("got.fight.ability_figure_already_used",
                   RuleViolation(f"{name} hat seine einmalige Sonderfertigkeit schon eingesetzt.",
                                 f"{name} has already used its one-time ability.", sections=(ABILITY_SECTION,)))
        which = (fresh or left or [1])[0]
    return state.copy_with(fight=replace(f, abilities=(*f.abilities, (side, name, which))))


def unused_abilities(state: GotState, f: Fight, side: Side) -> list[tuple[str, int]]:
    """The standing figures of ``side`` whose one-time ability is still unused, as (name, number) (16.2)."""
    used = {(n, k) for s, n, k in f.abilities if s == side}
    return [(n, k) for n, k in standing_copies(state, f, side) if catalog().figure(n).one_time and (n, k) not in used]


def set_values(state: GotState, e: FigureValues) -> GotState:
    """The actual power or skill of a figure in the battle, with the reason (16.3–16.5, 12.7)."""
    f = fight_of(state)
    side, name = e.side, catalog().figure(e.figure).name
    if not e.reason.strip():
        refuse("got.fight.give_reason_ability",
               RuleViolation("Bitte den Grund angeben (Fähigkeit oder Land).", "Please give the reason (ability or land).",
                             sections=("16.3", SPECIAL_FIGURES_SECTION)))
    kinds = [k for n, k in copies(state, f, side) if n == name]
    if not kinds or (e.number and e.number not in kinds):
        raise RuleViolation(f"{name}{' ' + str(e.number) if e.number else ''} kämpft nicht auf dieser Seite.",
                            f"{name}{' ' + str(e.number) if e.number else ''} does not fight on this side.",
                            sections=("10.1",))
    if e.power is None and e.skill is None:
        refuse("got.fight.give_power_or_skill",
               RuleViolation("Kampfstärke oder Intelligenz angeben.", "Give the power or the skill.", sections=("3.9",)))
    if any(v is not None and v < 1 for v in (e.power, e.skill)):
        refuse("got.fight.power_skill_least",
               RuleViolation("Kampfstärke und Intelligenz sind mindestens 1.", "Power and skill are at least 1.",
                             sections=("3.9",)))
    for k in [e.number] if e.number else kinds:
        hits = hits_of(f, side, name, k)
        if e.power is not None and hits >= e.power:
            refuse("got.fight.already_hits_power",
                   RuleViolation(f"{name} hat schon {hits} Treffer: bei Kampfstärke {e.power} wäre sie geschlagen.",
                                 f"{name} already has {hits} hits: at power {e.power} it would be beaten.",
                                 sections=(STRENGTH_SECTION, HITS_SECTION)), item=k)
    entry = (side, name, e.number, e.power, e.skill, e.reason.strip())
    return state.copy_with(fight=replace(f, values=(*f.values, entry)))


# -- the end and the settlement -------------------------------------------------------------------


def settlement(state: GotState, e: BattleEnded) -> BattleSettled:
    """The :class:`BattleSettled` entry the record and the end entry describe (the facts, once)."""
    f = fight_of(state)
    outcome, winner = _outcome(state, f, e)
    loser_side = None if winner is None else winner.other
    if outcome in BEFORE_BATTLE:
        losses = e.winner_losses
    else:
        if e.winner_losses:
            refuse("got.fight.fought_battle_losses",
                   RuleViolation("In einer Schlacht ergeben sich die Verluste aus den Runden.",
                                 "In a fought battle the losses come from the rounds.", sections=(ARMY_VALUE_SECTION,)))
        losses = tuple(f.beaten_of(winner)) if winner else ()
    if e.reinforcement is not None and winner is not Side.DEFENDER:
        refuse("got.fight.reinforce_after_only_winner",
               RuleViolation("Nach dem Kampf rekrutiert nur der siegreiche Verteidiger nach.",
                             "After the battle only a winning defender reinforces.", sections=(REINFORCE_SECTION,)))
    if e.reinforcement is not None:
        check_reinforcement(state, f, e.reinforcement)
    if e.called_god is not None:
        if winner is not Side.ATTACKER or f.called_god is not None:
            refuse("got.fight.god_after_only_winner",
                   RuleViolation("Nach dem Kampf ruft nur der siegreiche Angreifer einen Gott (einmal).",
                                 "After the battle only a winning attacker calls a god (once).",
                                 sections=(GOD_CALL_SECTION, "18.3")))
        check_god_call(state, f.attacker, e.called_god.figure, e.called_god.from_marker, standing(state, f, ATT))
    standing_loser: tuple[str, ...] = ()
    if f.titan_final_round is not None and loser_side is not None:
        standing_loser = tuple(standing(state, f, loser_side))
    called = e.called_god or (CalledGod(*f.called_god) if f.called_god else None)
    return BattleSettled(
        attacker=f.attacker, defender=f.defender, outcome=outcome, winner=winner, winner_losses=tuple(losses),
        reinforcement=f.reinforcement or e.reinforcement, called_god=called, gods=e.gods, revived=e.revived,
        executer_kill=f.executer_kill, phantom_to=e.phantom_to, element_to=e.element_to,
        immortal_makes_room=e.immortal_makes_room, loser_standing=standing_loser)


def _outcome(state: GotState, f: Fight, e: BattleEnded) -> tuple[Outcome, Side | None]:
    """How the battle ended: given for flight, negotiation and concession; else read from the record."""
    att_left, dfn_left = standing(state, f, ATT), standing(state, f, DFN)
    if e.outcome in BEFORE_BATTLE:
        if f.round > 0:
            refuse("got.fight.flight_negotiation_concession",
                   RuleViolation("Flucht, Verhandlung und Aufgabe vor der Schlacht gibt es nur vor der ersten Runde.",
                                 "Flight, negotiation and concession before the battle come before the first round.",
                                 sections=("10.4", "10.5", "10.6", "10.8")))
        return e.outcome, e.winner if e.outcome is not Outcome.FLIGHT else Side.ATTACKER
    if e.outcome is Outcome.CONCESSION_BOTH_DURING:  # both give up: a draw (10.6)
        if f.round == 0:
            refuse("got.fight.before_first_round_both_concede",
                   RuleViolation("Vor der ersten Runde heißt das: beide geben vor der Schlacht auf.",
                                 "Before the first round this is: both concede before the battle.",
                                 sections=("10.6", "10.8")))
        return e.outcome, e.winner
    if e.outcome is Outcome.CONCESSION_DURING:
        if f.round == 0:
            refuse("got.fight.before_first_round_concession",
                   RuleViolation("Vor der ersten Runde heißt das Aufgabe vor der Schlacht.",
                                 "Before the first round this is a concession before the battle.", sections=("10.6", "10.8")))
        if e.winner is None:
            both = outcome_name(Outcome.CONCESSION_BOTH_DURING, "de"), outcome_name(Outcome.CONCESSION_BOTH_DURING, "en")
            refuse("got.fight.who_wins_concession",
                   RuleViolation(f"Wer gewinnt durch die Aufgabe? (winner) — oder „{both[0]}“, wenn beide aufgeben.",
                                 f"Who wins by the concession? (winner) — or '{both[1]}' when both concede.",
                                 sections=("10.6",)))
        return e.outcome, e.winner
    if e.outcome is not None and e.outcome not in (Outcome.FOUGHT, Outcome.MUTUAL, Outcome.TIMEOUT):
        refuse("got.fight.unknown_end",
               RuleViolation(f"Unbekanntes Kampfende: {outcome_name(e.outcome, 'de')}.",
                             f"Unknown end: {outcome_name(e.outcome, 'en')}.", sections=("20.4",)))
    if not decided(state, f):
        agreed = e.outcome is Outcome.MUTUAL  # a draw by agreement is its own end (10.5, 10.6)
        refuse("got.fight.battle_not_decided",
               RuleViolation("Die Schlacht ist noch nicht entschieden: beide Armeen stehen, Runde < 7."
                             + (f" Ein vereinbartes Unentschieden: „{outcome_name(Outcome.NEGOTIATED_DRAW, 'de')}“ "
                                f"oder „{outcome_name(Outcome.CONCESSION_BOTH_DURING, 'de')}“." if agreed else ""),
                             "The battle is not decided yet: both armies stand and round 7 is not over."
                             + (f" A draw by agreement: '{outcome_name(Outcome.NEGOTIATED_DRAW, 'en')}' or "
                                f"'{outcome_name(Outcome.CONCESSION_BOTH_DURING, 'en')}'." if agreed else ""),
                             sections=(FIRST_ROUND_SECTION, TIME_LOSS_SECTION, *(("10.5", "10.6") if agreed else ()))))
    found = _decided_outcome(f, att_left, dfn_left)
    if e.outcome is not None and e.outcome is not found[0]:
        refuse("got.fight.record_battle_ended",
               RuleViolation(f"Laut Aufzeichnung endete der Kampf so: {outcome_name(found[0], 'de')}, "
                             f"nicht: {outcome_name(e.outcome, 'de')}.",
                             f"By the record the battle ended: {outcome_name(found[0], 'en')}, "
                             f"not: {outcome_name(e.outcome, 'en')}.",
                             sections=(FIRST_ROUND_SECTION, TIME_LOSS_SECTION, "20.4")))
    return found


def _decided_outcome(f: Fight, att_left: list[str], dfn_left: list[str]) -> tuple[Outcome, Side | None]:
    if f.titan_final_round is not None:
        fell = {s for r, s, n in f.beaten if r == f.titan_final_round and n in TITANS}
        if fell == {ATT, DFN} or (not att_left and not dfn_left):
            return Outcome.MUTUAL, None
        return Outcome.FOUGHT, Side.DEFENDER if ATT in fell else Side.ATTACKER
    if not att_left and not dfn_left:
        return Outcome.MUTUAL, None
    if not dfn_left:
        return Outcome.FOUGHT, Side.ATTACKER
    if not att_left:
        return Outcome.FOUGHT, Side.DEFENDER
    return Outcome.TIMEOUT, Side.DEFENDER


def army_of(state: GotState, f: Fight, side: Side) -> Army:
    return state.army(f.attacker if side == ATT else f.defender)

#: the rounds of a battle (a sheet's column)
ROUNDS = Field("Runden", "Rounds", ("11", "13.8"))
#: opening a battle (the section the app shows)
OPEN_SECTIONS = ("10.1–10.3",)
#: the armies stay hidden until their battle
ARMIES_HIDDEN = Field("Armeen noch verdeckt", "armies still hidden", ("10.3",))
#: in round 1 only the attacker strikes (the section the app shows)
FIRST_ROUND_SECTION = "11.1"
#: who strikes first in a round: the attacker in round 1, then the defender (11.1, 11.9)
STRIKE_ORDER_SECTIONS = (FIRST_ROUND_SECTION, "11.9")
#: a battle is decided (the section the app shows)
DECIDED_SECTIONS = ("11.1", "11.8", "24.7")
#: a figure's power (the section the app shows)
STRENGTH_SECTION = "13.2"
#: the hits on a standing figure (the section the app shows)
HITS_SECTION = "13.5"
#: one-time abilities (the section the app shows)
ABILITY_SECTION = "16.2"
#: a figure's actual power and skill (the battle dialog's box)
FIGURE_VALUES = Field("Kampfwerte", "Combat values", ("16.5",))
#: the defender's reinforcement and when it is not possible (the section the app shows)
REINFORCE_SECTIONS = ("17.1", "17.2")
#: the attacker's god call (the section the app shows)
GOD_CALL_SECTION = "18.1"
#: a Titan beaten by the Executer (the section the app shows)
EXECUTER_SECTION = "24.7"

#: the reinforcement (the section the app shows)
REINFORCEMENT_CHAPTER = "17"
#: the god call (the section the app shows)
GOD_CALL_CHAPTER = "18"
#: the figures that join a battle: reinforcement and god call (a sheet's column)
JOINED = Field("Hinzugekommen", "Joined", (REINFORCEMENT_CHAPTER, GOD_CALL_CHAPTER))
