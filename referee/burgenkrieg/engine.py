"""The Burgenkrieg referee: one handler per event, each validating against the variant.

>>> from referee.burgenkrieg.events import PlayerSpec, Setup, Turn
>>> e = BurgenkriegEngine()
>>> s = e.replay([Setup(players=(PlayerSpec(name="Ann", side="A"), PlayerSpec(name="Bob", side="B"))),
...               Turn(player="Ann")])
>>> s.values, s.active
((15, 10, 5, 5, 10, 15), 'Ann')
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence

from referee.burgenkrieg import zones as z
from referee.burgenkrieg.combat import check_attacker, check_strike, resolve_wall
from referee.burgenkrieg.events import (
    Assassinate,
    Cast,
    Combat,
    ControlChange,
    Counts,
    CreatureEnters,
    CreatureLeaves,
    CreatureUpdate,
    ForcedAdvance,
    LifeChange,
    Move,
    NextPhase,
    PermanentEnters,
    PermanentLeaves,
    Phase,
    Rebuild,
    Role,
    Setup,
    Strike,
    Turn,
)
from referee.burgenkrieg.formulas import assassination_damage, rebuild_points
from referee.burgenkrieg.interpretations import INTERPRETATIONS
from referee.burgenkrieg.lethal import blocker_split, settle
from referee.burgenkrieg.permanents import check_cast, check_permanent
from referee.burgenkrieg.readings import CardTexts, SickTapping
from referee.burgenkrieg.rules import RULES
from referee.burgenkrieg.state import BkState, Creature, Permanent
from referee.burgenkrieg.told import told
from referee.core.engine import Engine, handles
from referee.core.errors import InvalidInput, RuleViolation, UnknownName
from referee.core.events import Event
from referee.core.interpretation import validate_settings
from referee.core.option import Option
from referee.core.refusal import each, fail, refuse

PHASE_ORDER = (Phase.UPKEEP, Phase.MAIN, Phase.COMBAT, Phase.MAIN2, Phase.END)


def _no(de: str, en: str, *sections: str) -> RuleViolation:
    return RuleViolation(de, en, sections=sections)


def _phase_now(state: BkState) -> Phase:
    """The phase of the turn under way; refused before the first turn begins (no phase to follow)."""
    if state.phase is None:
        fail("burgenkrieg.phase.turn_begins_first", _no("Zuerst beginnt ein Zug.", "A turn must begin first.", "spielidee"))
    return state.phase


def next_phase(state: BkState) -> Phase:
    """The phase that follows now (the quick line's "weiter"); refused before a turn begins and after the end phase,
    the last of a turn, where the next player's turn begins instead (Spielidee).

    >>> next_phase(BkState(phase=Phase.COMBAT)) is Phase.MAIN2
    True
    """
    later = PHASE_ORDER[PHASE_ORDER.index(_phase_now(state)) + 1:]
    if not later:
        fail("burgenkrieg.phase.end_phase_last", _no("Die Endphase ist die letzte Phase; dann beginnt der nächste Zug.",
                                                     "The end phase is the last one; then the next turn begins.",
                                                     "spielidee"))
    return later[0]


def control_zone(state: BkState, player: str, zone: int, card: str) -> int:
    """Where a card whose control ``player`` gains comes to lie: moved towards them until a zone where they
    already have creatures, at most to their rearmost zone (``burgenkrieg.control_change``); a commander's card
    stands no further back than his inner wall (§ sonstiges, § multiplayer)."""
    new = state.player(player)
    step = -z.forward(new.side)
    commander = new.role is Role.COMMANDER
    stop = z.rear(new.side, commander=commander)
    if z.behind(new.side, zone, commander=commander):
        zone = stop
    while zone != stop and not any(o.controller == player and o.id != card for o in state.in_zone(zone)):
        zone += step
    return zone


def attack_targets(state: BkState, c: Creature) -> tuple[int, ...]:
    """Zones the creature could attack from where it stands (§ kampf)."""
    side = state.side(c.controller)
    return tuple(i for i in z.adjacent(c.zone) if not state.controls(side, i))


def move_targets(state: BkState, c: Creature) -> tuple[int, ...]:
    """Zones reachable without combat: populated only by own creatures, or an own empty zone (§ bewegung)."""
    side = state.side(c.controller)
    out = []
    for i in z.adjacent(c.zone):
        if state.enemies_in(side, i):
            continue
        if state.friends_in(side, i) or z.side_of(i) == side:
            out.append(i)
    return tuple(out)


def _commander_rear(state: BkState, player: str, idx: int, what_de: str, what_en: str, *sections: str) -> None:
    """A commander brings creatures to and acts on nothing behind the own inner wall (§ multiplayer)."""
    p = state.player(player)
    if p.role is Role.COMMANDER and z.behind(p.side, idx, commander=True):
        rear = z.name(z.rear(p.side, commander=True))
        refuse("burgenkrieg.commander_rear.inner_wall_rearmost",
               _no(f"{what_de}: der innere Wall ({rear}) ist das hinterste Gebiet, in das der Kommandant "
                   f"{player} Kreaturen bringen und auf das er einwirken kann (nicht {z.name(idx)}).",
                   f"{what_en}: the inner wall ({rear}) is the rearmost zone commander {player} may bring "
                   f"creatures to or act on (not {z.name(idx)}).", "multiplayer", *sections))


def entry_zones(state: BkState, player: str) -> tuple[int, ...]:
    """Own zones without enemy creatures; a commander not behind the inner wall (§ kreaturen, § multiplayer)."""
    p = state.player(player)
    zones = [i for i in range(len(z.ZONE_NAMES)) if z.side_of(i) == p.side and not state.enemies_in(p.side, i)]
    if p.role is Role.COMMANDER:
        zones = [i for i in zones if z.area_of(i) != "leibwache"]
    return tuple(zones)


class BurgenkriegEngine(Engine[BkState]):
    game = "burgenkrieg"

    def initial_state(self) -> BkState:
        return BkState()

    def candidates(self, state: BkState) -> Iterable[Option]:
        """Turn, phase, creatures entering, moving, attacking, assassination, rebuild (see
        :mod:`referee.burgenkrieg.options`)."""
        from referee.burgenkrieg.options import candidates

        return candidates(self, state)

    def label(self, state: BkState, ev: Event, lang: str = "de") -> str:
        """The entry in words, its cards by name (:func:`referee.burgenkrieg.told.told`)."""
        return told(state, ev).label(lang)

    def apply(self, state: BkState, ev: Event) -> BkState:
        """Every entry, then what follows of itself: a creature with lethal damage leaves play, an enchantment
        follows the card it lies on (:func:`referee.burgenkrieg.lethal.settle`, § kampf, § reichweite)."""
        after = super().apply(state, ev)
        return after if after.reading(CardTexts) is CardTexts.ENTERED else settle(after)

    def started(self, state: BkState) -> bool:
        return state.started

    def finished(self, state: BkState) -> bool:
        """Over once a lord's life is gone (§ spielidee): one side has won."""
        return state.winner is not None

    # -- setup and turn structure -------------------------------------------------

    @handles(Setup)
    def _setup(self, state: BkState, ev: Setup) -> BkState:
        if state.started:
            refuse("burgenkrieg.setup.game_already_set_up",
                   _no("Das Spiel ist schon eingerichtet.", "The game is already set up.", "spielidee"))
        names = [p.name for p in ev.players]
        if len(set(names)) != len(names) or any(not n.strip() for n in names):
            refuse("burgenkrieg.setup.player_names_must_distinct",
                   InvalidInput("Spielernamen müssen verschieden und nicht leer sein.",
                                "Player names must be distinct and not empty."))
        n = RULES.players
        if len(ev.players) not in (n.duel, n.team_game):
            refuse("burgenkrieg.setup.player_count",
                   _no(f"Burgenkrieg spielen {n.duel} Spieler oder {n.team_game // n.team_size} Teams zu je {n.team_size}.",
                       f"Burgenkrieg is played by {n.duel} players or {n.team_game // n.team_size} teams of {n.team_size}.",
                       "spielidee", "multiplayer"))
        for side in z.SIDES:
            mine = [p for p in ev.players if p.side == side]
            lords = [p for p in mine if p.role is Role.LORD]
            if len(lords) != 1 or len(mine) != len(ev.players) // 2:
                refuse("burgenkrieg.setup.side_needs_exactly", _no(
                    f"Seite {side} braucht genau einen Burgherrn"
                    + (" und einen Kommandanten." if len(ev.players) == n.team_game else "."),
                    f"Side {side} needs exactly one lord" + (" and one commander." if len(ev.players) == n.team_game
                                                              else "."),
                    "multiplayer",
                ), item=side)
        if any(p.side not in z.SIDES for p in ev.players):
            refuse("burgenkrieg.setup.sides_a_and_b", InvalidInput("Seiten heißen A und B.", "Sides are A and B."))
        settings = {s.id: s.value for s in ev.settings}
        validate_settings(INTERPRETATIONS, settings)
        team = len(ev.players) == n.team_game
        return BkState(
            players=ev.players,
            settings=tuple(sorted(settings.items())),
            values=tuple(z.start_value(i, team=team) for i in range(len(z.ZONE_NAMES))),
        )

    @handles(Turn)
    def _turn(self, state: BkState, ev: Turn) -> BkState:
        state.require_running()
        state.player(ev.player)
        creatures = tuple(
            dataclasses.replace(c, tapped=False, sick=False, damage=0) if c.controller == ev.player
            else dataclasses.replace(c, damage=0)
            for c in state.creatures
        )
        return dataclasses.replace(state, active=ev.player, phase=Phase.UPKEEP, creatures=creatures,
                                   turn=state.turn + 1)

    @handles(NextPhase)
    def _phase(self, state: BkState, ev: NextPhase) -> BkState:
        state.require_running()
        now = _phase_now(state)
        if PHASE_ORDER.index(ev.phase) <= PHASE_ORDER.index(now):
            refuse("burgenkrieg.phase.phase_not_come",
                   _no(f"Die Phase {ev.phase.word('de')} liegt nicht nach {now.word('de')}.",
                       f"The {ev.phase.word('en').lower()} does not come after the {now.word('en').lower()}.",
                       "spielidee"))
        return dataclasses.replace(state, phase=ev.phase)

    # -- creatures ----------------------------------------------------------------

    @handles(CreatureEnters)
    def _enters(self, state: BkState, ev: CreatureEnters) -> BkState:
        state.require_running()
        state.require_acting(ev.controller)
        idx = z.index(ev.zone)
        if state.card_zone(ev.id) is not None or not ev.id.strip():
            refuse("burgenkrieg.enters.id_empty_or_already_taken",
                   InvalidInput(f"Die Kennung {ev.id!r} ist leer oder schon vergeben.",
                                f"The id {ev.id!r} is empty or already taken."))
        if ev.power < 0 or ev.toughness < 1:
            refuse("burgenkrieg.enters.power_toughness",
                   InvalidInput("Stärke ≥ 0 und Widerstandskraft ≥ 1.", "Power ≥ 0 and toughness ≥ 1."))
        if idx not in entry_zones(state, ev.controller):
            allowed = [z.name(i) for i in entry_zones(state, ev.controller)]
            de = ", ".join(z.zone_word(n) for n in allowed) or "-"
            en = ", ".join(z.zone_word(n, "en") for n in allowed) or "-"
            commander = state.player(ev.controller).role is Role.COMMANDER
            refuse("burgenkrieg.enters.cannot_enter_only_own_zones", _no(
                f"{ev.name} kann nicht in {z.zone_word(ev.zone)} ins Spiel kommen (nur eigene Gebiete ohne "
                f"gegnerische Kreaturen; Kommandant nicht in die Leibwache). Erlaubt: {de}.",
                f"{ev.name} cannot enter {z.zone_word(ev.zone, 'en')} (only own zones without enemy creatures; "
                f"a commander not into the bodyguard zone). Allowed: {en}.",
                *(("kreaturen", "multiplayer") if commander else ("kreaturen",)),
            ))
        if ev.owner:
            state.player(ev.owner)
        c = Creature(id=ev.id, name=ev.name, controller=ev.controller, owner=ev.owner or ev.controller, zone=idx,
                     power=ev.power, toughness=ev.toughness, haste=ev.haste, tapped=ev.tapped)
        return dataclasses.replace(state, creatures=(*state.creatures, c))

    @handles(CreatureLeaves)
    def _leaves(self, state: BkState, ev: CreatureLeaves) -> BkState:
        state.require_running()
        fallen = next((c for c in state.fallen if c.id == ev.creature), None)
        if fallen is not None and state.card_zone(ev.creature) is None:
            refuse("burgenkrieg.leaves.already_left_play",
                   _no(f"{ev.creature} hat das Spiel schon verlassen: tödlicher Schaden ({fallen.damage} bei "
                       f"Widerstandskraft {fallen.toughness}).",
                       f"{ev.creature} has already left play: lethal damage ({fallen.damage} against toughness "
                       f"{fallen.toughness}).", "kampf"))
            return state  # a stored game of the days before the ruling: nothing more to remove
        state.creature(ev.creature)
        return dataclasses.replace(state, creatures=tuple(c for c in state.creatures if c.id != ev.creature))

    @handles(CreatureUpdate)
    def _update(self, state: BkState, ev: CreatureUpdate) -> BkState:
        state.require_running()
        c = state.creature(ev.creature)
        if (ev.power is not None and ev.power < 0) or (ev.damage is not None and ev.damage < 0):
            refuse("burgenkrieg.update.values_may_not_negative",
                   InvalidInput("Werte dürfen nicht negativ sein.", "Values may not be negative."))
        new = dataclasses.replace(
            c,
            power=c.power if ev.power is None else ev.power,
            toughness=c.toughness if ev.toughness is None else ev.toughness,
            tapped=c.tapped if ev.tapped is None else ev.tapped,
            damage=c.damage if ev.damage is None else ev.damage,
        )
        return dataclasses.replace(state, creatures=state.replace_creature(new))

    @handles(Move)
    def _move(self, state: BkState, ev: Move) -> BkState:
        state.require_running()
        c = state.creature(ev.creature)
        target = z.index(ev.to_zone)
        if c.controller != state.active or state.phase not in (Phase.MAIN, Phase.MAIN2):
            refuse("burgenkrieg.move.moving_only_one_own_main",
                   _no("Bewegen nur in der eigenen Hauptphase.", "Moving only in one's own main phase.",
                       "bewegung"))
        state.require_acting(c.controller)
        if c.tapped or c.sick:
            refuse("burgenkrieg.move.tapped_or_summoning",
                   _no(f"{c.id} ist getappt oder hat Einsatzverzögerung.",
                       f"{c.id} is tapped or summoning-sick.", "bewegung"))
        if target not in z.adjacent(c.zone):
            refuse("burgenkrieg.move.only_one_zone",
                   _no("Nur um ein Gebiet nach vorn oder hinten.", "Only one zone forward or back.", "bewegung"))
        _commander_rear(state, c.controller, target, f"{c.id} kann nicht nach {z.zone_word(ev.to_zone)}",
                        f"{c.id} cannot move to {z.zone_word(ev.to_zone, 'en')}", "bewegung")
        if target not in move_targets(state, c):
            refuse("burgenkrieg.move.entered_only_combat", _no(
                f"In {z.zone_word(ev.to_zone)} kommt man nur durch Kampf (gegnerisches Gebiet oder gegnerische "
                f"Kreaturen).",
                f"{z.zone_word(ev.to_zone, 'en')} can be entered only by combat (enemy zone or enemy creatures there).",
                "bewegung", "kampf",
            ))
        # moved creatures are summoning-sick there, even with haste
        new = dataclasses.replace(c, zone=target, sick=True, haste=False)
        return dataclasses.replace(state, creatures=state.replace_creature(new))

    # -- combat ------------------------------------------------------------------

    @handles(Combat)
    def _combat(self, state: BkState, ev: Combat) -> BkState:
        state.require_running()
        if state.active is None:
            raise _no("Angriffe nur in der Kampfphase.", "Attacks only in the combat phase.", "kampf")
        if state.phase is not Phase.COMBAT:
            refuse("burgenkrieg.combat.attacks_only_combat",
                   _no("Angriffe nur in der Kampfphase.", "Attacks only in the combat phase.", "kampf"))
        state.require_acting(state.active)
        side = state.side(state.active)
        if not ev.strikes:
            refuse("burgenkrieg.combat.no_attacker_given", InvalidInput("Kein Angreifer angegeben.", "No attacker given."))
        ids = [s.creature for s in ev.strikes]
        blockers = [b for s in ev.strikes for b in s.blockers]
        if len(set(ids)) != len(ids) or len(set(blockers)) != len(blockers):
            refuse("burgenkrieg.combat.each_creature_attacks",
                   _no("Jede Kreatur greift einmal an, jeder Blocker blockt einmal.",
                       "Each creature attacks once, each blocker blocks once.", "kampf"))
        by_target: dict[int, list[int]] = {}
        for i, s in enumerate(ev.strikes):
            c = state.creature(s.creature)
            target = z.index(s.target)
            with each(s.creature):
                check_attacker(state, c, side, target)
                _commander_rear(state, c.controller, target, f"{c.id} kann {s.target} nicht angreifen",
                                f"{c.id} cannot attack {s.target}", "kampf")
                check_strike(state, s, c, side, target)
            by_target.setdefault(target, []).append(i)
        values = list(state.values)
        entering: set[str] = set()
        winner = None
        inactive = list(state.inactive)
        for target, idxs in by_target.items():
            strikes = tuple(ev.strikes[i] for i in idxs)
            bodyguard = z.area_of(target) == "leibwache"
            res = resolve_wall(wall=state.wall_value(side, target), strikes=strikes, bodyguard=bodyguard)
            for s in strikes:
                if s.enter and s.creature not in res.may_enter:
                    refuse("burgenkrieg.combat.may_not_intrude", _no(
                        f"{s.creature} darf nicht eindringen: kein unverhinderter Schaden am "
                        f"Bewegungsauslöser oder der Wall hat noch Punkte.",
                        f"{s.creature} may not intrude: no unprevented damage to the movement trigger, "
                        f"or the wall still has points.",
                        "kampf",
                    ), item=s.creature)
            entering.update(s.creature for s in strikes if s.enter)
            if z.side_of(target) != side:
                values[target] = res.remaining
                if bodyguard and res.remaining == 0:
                    winner = side
                cmd = state.commander(z.side_of(target))
                if (cmd is not None and z.area_of(target) == "innen" and res.remaining == 0
                        and cmd.name not in inactive):
                    inactive.append(cmd.name)
        targets = {s.creature: z.index(s.target) for s in ev.strikes}
        damage = _creature_damage(state, ev.strikes)
        creatures = tuple(
            dataclasses.replace(c, tapped=True, zone=targets[c.id] if c.id in entering else c.zone,
                                damage=c.damage + damage.get(c.id, 0))
            if c.id in targets else dataclasses.replace(c, damage=c.damage + damage.get(c.id, 0))
            for c in state.creatures
        )
        return dataclasses.replace(state, values=tuple(values), creatures=creatures, winner=winner,
                                   inactive=tuple(inactive))

    # -- permanents, spells and abilities, counts ---------------------------------------

    @handles(PermanentEnters)
    def _permanent_enters(self, state: BkState, ev: PermanentEnters) -> BkState:
        state.require_running()
        state.require_acting(ev.controller)
        if state.card_zone(ev.id) is not None or not ev.id.strip() or not ev.name.strip():
            refuse("burgenkrieg.permanent_enters.id_empty_or_already_taken",
                   InvalidInput(f"Die Kennung {ev.id!r} ist leer oder schon vergeben, oder der Name fehlt.",
                                f"The id {ev.id!r} is empty or already taken, or the name is missing."))
        if ev.owner:
            state.player(ev.owner)
        idx = check_permanent(state, ev, entry_zones(state, ev.controller))
        p = Permanent(id=ev.id, name=ev.name, kind=ev.kind, controller=ev.controller,
                      owner=ev.owner or ev.controller, zone=idx, attached_to=ev.attached_to)
        return dataclasses.replace(state, permanents=(*state.permanents, p))

    @handles(PermanentLeaves)
    def _permanent_leaves(self, state: BkState, ev: PermanentLeaves) -> BkState:
        state.require_running()
        state.permanent(ev.permanent)
        return dataclasses.replace(state, permanents=tuple(p for p in state.permanents if p.id != ev.permanent))

    @handles(Cast)
    def _cast(self, state: BkState, ev: Cast) -> BkState:
        state.require_running()
        state.require_acting(ev.player)
        if not ev.name.strip():
            refuse("burgenkrieg.cast.spell_or_ability",
                   InvalidInput("Der Spruch oder die Fähigkeit braucht einen Namen.",
                                "The spell or ability needs a name."))
        check_cast(state, ev)
        return state

    @handles(Counts)
    def _counts(self, state: BkState, ev: Counts) -> BkState:
        state.require_running()
        state.player(ev.player)
        values = (ev.mana, ev.hand, ev.library, ev.graveyard)
        if any(v is not None and v < 0 for v in values):
            refuse("burgenkrieg.counts.counts_may_not_negative",
                   InvalidInput("Anzahlen dürfen nicht negativ sein.", "Counts may not be negative."))
        old = state.counts_of(ev.player)
        new = dataclasses.replace(
            old, mana=old.mana if ev.mana is None else ev.mana, hand=old.hand if ev.hand is None else ev.hand,
            library=old.library if ev.library is None else ev.library,
            graveyard=old.graveyard if ev.graveyard is None else ev.graveyard)
        counts = (*(c for c in state.counts if c.player != ev.player), new)
        order = [p.name for p in state.players]
        return dataclasses.replace(state, counts=tuple(sorted(counts, key=lambda c: order.index(c.player))))

    @handles(ForcedAdvance)
    def _forced(self, state: BkState, ev: ForcedAdvance) -> BkState:
        state.require_running()
        c = state.creature(ev.creature)
        if c.controller != state.active or state.phase is not Phase.COMBAT:
            refuse("burgenkrieg.forced.only_one_own_combat",
                   _no("Nur in der eigenen Kampfphase.", "Only in one's own combat phase.", "sonstiges"))
        if attack_targets(state, c):
            refuse("burgenkrieg.forced.attack_need_not_advance", _no(
                f"{c.id} kann von {z.name(c.zone)} aus angreifen und muss nicht vorrücken.",
                f"{c.id} can attack from {z.name(c.zone)} and need not advance.",
                "sonstiges",
            ))
        nxt = c.zone + z.forward(state.side(c.controller))
        if not 0 <= nxt < len(z.ZONE_NAMES):
            refuse("burgenkrieg.forced.no_zone_further",
                   _no("Es gibt kein Gebiet weiter vorn.", "There is no zone further forward.", "sonstiges"))
        return dataclasses.replace(state, creatures=state.replace_creature(dataclasses.replace(c, zone=nxt)))

    # -- the variant's extra rules ------------------------------------------------

    def _tap_group(self, state: BkState, player: str, ids: Sequence[str], zone: int,
                   section: str) -> list[Creature]:
        if len(set(ids)) != len(ids):
            refuse("burgenkrieg.tap_group.creature_named_twice",
                   InvalidInput("Eine Kreatur ist doppelt genannt.", "A creature is named twice."))
        sick_ok = state.reading(SickTapping) is SickTapping.ALLOWED
        group = []
        for cid in ids:
            c = state.creature(cid)
            if c.controller != player:
                refuse("burgenkrieg.tap_group.not_control",
                       _no(f"{player} kontrolliert {cid} nicht.", f"{player} does not control {cid}.", section), item=cid)
            if c.tapped:
                refuse("burgenkrieg.tap_group.already_tapped",
                       _no(f"{cid} ist schon getappt.", f"{cid} is already tapped.", section), item=cid)
            if c.zone != zone:
                refuse("burgenkrieg.tap_group.not_in_zone",
                       _no(f"{cid} steht nicht in {z.name(zone)}.", f"{cid} is not in {z.name(zone)}.", section), item=cid)
            if c.sick and not sick_ok:
                refuse("burgenkrieg.tap_group.summoning_sick_setting",
                       _no(f"{cid} hat Einsatzverzögerung (Einstellung burgenkrieg.sick_tapping).",
                           f"{cid} is summoning-sick (setting burgenkrieg.sick_tapping).", section), item=cid)
            group.append(c)
        return group

    @handles(Assassinate)
    def _assassinate(self, state: BkState, ev: Assassinate) -> BkState:
        state.require_running()
        p = state.require_acting(ev.player)
        intruder = state.creature(ev.intruder)
        zone = intruder.zone
        if z.side_of(zone) != p.side or state.side(intruder.controller) == p.side:
            refuse("burgenkrieg.assassinate.not_enemy_intruder",
                   _no(f"{ev.intruder} ist kein gegnerischer Eindringling in einem eigenen Gebiet.",
                       f"{ev.intruder} is not an enemy intruder in an own zone.", "meucheln"))
        _commander_rear(state, ev.player, zone, f"{ev.player} kann dort nicht meucheln",
                        f"{ev.player} cannot assassinate there", "meucheln")
        first = self._tap_group(state, ev.player, ev.tapped, zone, "meucheln")
        extra = self._tap_group(state, ev.player, ev.top_up, zone, "meucheln")
        if set(ev.tapped) & set(ev.top_up):
            refuse("burgenkrieg.assassinate.creature_named_twice",
                   InvalidInput("Eine Kreatur ist doppelt genannt.", "A creature is named twice."))
        verdict = assassination_damage([c.power for c in first], intruder.toughness,
                                       top_up=[c.power for c in extra], raised_toughness=ev.raised_toughness)
        tapped = set(ev.tapped) | set(ev.top_up)
        new_intruder = dataclasses.replace(
            intruder, damage=intruder.damage + verdict.value,
            toughness=intruder.toughness if ev.raised_toughness is None else ev.raised_toughness,
        )
        creatures = tuple(
            new_intruder if c.id == intruder.id else dataclasses.replace(c, tapped=True) if c.id in tapped
            else c for c in state.creatures
        )
        return dataclasses.replace(state, creatures=creatures)

    @handles(Rebuild)
    def _rebuild(self, state: BkState, ev: Rebuild) -> BkState:
        state.require_running()
        p = state.require_acting(ev.player)
        zone = z.index(ev.zone)
        if state.active != ev.player or state.phase is not Phase.UPKEEP:
            refuse("burgenkrieg.rebuild.rebuild_only_one_own_upkeep",
                   _no("Wiederaufbau nur in der eigenen Versorgungsphase.",
                       "Rebuild only in one's own upkeep.", "wiederaufbau"))
        if z.side_of(zone) != p.side or z.area_of(zone) == "leibwache":
            refuse("burgenkrieg.rebuild.rebuild_only_own_wall",
                   _no("Wiederaufbau nur an einem eigenen Wall.", "Rebuild only on an own wall.", "wiederaufbau"))
        if state.enemies_in(p.side, zone):
            refuse("burgenkrieg.rebuild.not_possible_while_enemy",
                   _no("Nicht möglich, solange gegnerische Kreaturen im Gebiet sind.",
                       "Not possible while enemy creatures are in the zone.", "wiederaufbau"))
        group = self._tap_group(state, ev.player, ev.tapped, zone, "wiederaufbau")
        verdict = rebuild_points([c.power for c in group], current=state.values[zone],
                                 start=z.start_value(zone, team=state.team))
        values = list(state.values)
        values[zone] += verdict.value
        inactive = state.inactive
        cmd = state.commander(p.side)
        if cmd is not None and z.area_of(zone) == "innen":
            inactive = tuple(n for n in inactive if n != cmd.name)
        creatures = tuple(dataclasses.replace(c, tapped=True) if c.id in ev.tapped else c
                          for c in state.creatures)
        return dataclasses.replace(state, values=tuple(values), creatures=creatures, inactive=inactive)

    @handles(ControlChange)
    def _control(self, state: BkState, ev: ControlChange) -> BkState:
        """Any permanent of the opponent ("bleibende Karte") moves towards its new controller until it reaches a
        zone where they have creatures; an enchantment put on a card stays on it (§ sonstiges)."""
        state.require_running()
        new = state.player(ev.new_controller)
        if state.card_zone(ev.card) is None:
            raise UnknownName.of("bleibende Karte", "permanent", ev.card,
                                 [c.id for c in state.creatures] + [p.id for p in state.permanents],
                                 sections=("sonstiges",))
        old = state.card_controller(ev.card)
        if old == new.name:
            refuse("burgenkrieg.control.controls_already",
                   InvalidInput(f"{new.name} kontrolliert {ev.card} schon.", f"{new.name} controls {ev.card} already.",
                                sections=("sonstiges",)))
        if ev.card in {p.id for p in state.permanents}:
            p = state.permanent(ev.card)
            zone = p.zone if p.attached_to else control_zone(state, new.name, p.zone, p.id)
            moved_p = dataclasses.replace(p, controller=new.name, zone=zone)
            return dataclasses.replace(state, permanents=tuple(moved_p if q.id == p.id else q
                                                               for q in state.permanents))
        c = state.creature(ev.card)
        moved = dataclasses.replace(c, controller=new.name, zone=control_zone(state, new.name, c.zone, c.id),
                                    sick=True)
        # enchantments put on the creature go with it (they lie in its zone, § reichweite)
        return dataclasses.replace(state, creatures=state.replace_creature(moved), permanents=tuple(
            dataclasses.replace(q, zone=moved.zone) if q.attached_to == c.id else q for q in state.permanents))

    @handles(LifeChange)
    def _life(self, state: BkState, ev: LifeChange) -> BkState:
        state.require_running()
        p = state.player(ev.player)
        values = list(state.values)
        inactive = list(state.inactive)
        if p.role is Role.LORD:
            idx = z.rear(p.side)
            values[idx] += ev.change
            winner = z.other(p.side) if values[idx] <= 0 else None
            return dataclasses.replace(state, values=tuple(values), winner=winner)
        idx = z.rear(p.side, commander=True)
        values[idx] = max(0, values[idx] + ev.change)  # an inactive commander never drops below 0
        if values[idx] == 0 and p.name not in inactive:
            inactive.append(p.name)
        return dataclasses.replace(state, values=tuple(values), inactive=tuple(inactive))


def _creature_damage(state: BkState, strikes: Sequence[Strike]) -> dict[str, int]:
    """Combat damage between creatures: each attacker's to its blockers, the blockers' to the attacker (§ kampf);
    none where the scribe enters it (``burgenkrieg.card_texts`` = ``entered``, games set up before it counted)."""
    out: dict[str, int] = {}
    if state.reading(CardTexts) is CardTexts.ENTERED:
        return out
    for s in strikes:
        if not s.blockers:
            continue
        blockers = [state.creature(b) for b in s.blockers]
        split = s.blocker_damage or blocker_split(s.to_blockers, blockers)
        for b, amount in zip(blockers, split, strict=True):
            out[b.id] = out.get(b.id, 0) + amount
        taken = sum(b.power for b in blockers) if s.damage_taken is None else s.damage_taken
        out[s.creature] = out.get(s.creature, 0) + taken
    return out
