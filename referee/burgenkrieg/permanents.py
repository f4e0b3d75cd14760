"""Permanents other than creatures and targets of spells and abilities, judged against reach (§ reichweite).

A permanent that lies on no card comes into play where a creature of its controller could
(``burgenkrieg.permanent_zone``); an enchantment put on a card is a targeted spell: the card must be in the
controller's reach, and the enchantment then lies in that card's zone (the text's example: an enchantment on a
creature in the own inner wall is in the inner wall). A target of a spell or ability is a creature, a permanent
or a player (the player, their hand, library or graveyard): a card in a zone the player reaches, an opposing
player once the player reaches the opponent; a commander never targets the own lord. An ability of an
enchantment the player put on an opponent's card reaches only as far as the player does.

>>> from referee.burgenkrieg.events import PlayerSpec
>>> s = BkState(players=(PlayerSpec(name="Ann", side="A"), PlayerSpec(name="Bob", side="B")),
...     values=(15, 10, 5, 5, 10, 15))
>>> target_zone(s, "Ann", "Bob")
'gegner'
"""

from __future__ import annotations

from collections.abc import Sequence

from referee.burgenkrieg import zones as z
from referee.burgenkrieg.events import Cast, PermanentEnters, Role
from referee.burgenkrieg.reach import OPPONENT, reach
from referee.burgenkrieg.state import BkState
from referee.core.errors import InvalidInput, RuleViolation, UnknownName
from referee.core.refusal import each, refuse


def _sections(state: BkState) -> tuple[str, ...]:
    return ("reichweite", "multiplayer") if state.team else ("reichweite",)


def target_zone(state: BkState, player: str, target: str) -> str:
    """What ``player`` must reach to name ``target``: a zone's name, or ``"gegner"`` for an opposing player."""
    names = [p.name for p in state.players]
    if target in names:
        q = state.player(target)
        if q.side != state.side(player):
            return OPPONENT
        return z.name(z.rear(q.side, commander=q.role is Role.COMMANDER))
    idx = state.card_zone(target)
    if idx is None:  # no such card: nothing to judge
        cards = [c.id for c in state.creatures] + [p.id for p in state.permanents]
        raise UnknownName.of("Ziel", "target", target, [*cards, *names])
    return z.name(idx)


def check_target(state: BkState, player: str, target: str) -> None:
    """Refuses a target out of ``player``'s reach (§ reichweite; a commander: § multiplayer)."""
    p = state.player(player)
    if target in {q.name for q in state.players}:
        q = state.player(target)
        if p.role is Role.COMMANDER and q.side == p.side and q.role is Role.LORD:
            refuse("burgenkrieg.permanents.commander_cannot_target",
                   RuleViolation(f"Der Kommandant {player} kann nicht auf den eigenen Burgherrn {target} zielen.",
                                 f"Commander {player} cannot target the own lord {target}.",
                                 sections=("multiplayer", "reichweite")))
    where = target_zone(state, player, target)
    r = reach(state, player)
    if where not in r.value:
        shown = "den Gegner" if where == OPPONENT else z.zone_word(where)
        shown_en = "the opponent" if where == OPPONENT else z.zone_word(where, "en")
        refuse("burgenkrieg.permanents.out_reach_reaches", RuleViolation(
            f"{target} liegt außerhalb der Reichweite von {player} ({shown}); {player} erreicht nur: "
            f"{r.why('de')}.",
            f"{target} is out of {player}'s reach ({shown_en}); {player} reaches only: {r.why('en')}.",
            sections=_sections(state)))


def check_permanent(state: BkState, ev: PermanentEnters, zones: Sequence[int]) -> int:
    """The zone the permanent comes into play in (refused where it may not)."""
    if ev.attached_to:
        check_target(state, ev.controller, ev.attached_to)
        idx = state.card_zone(ev.attached_to)
        if idx is None:  # check_target has refused it already
            raise InvalidInput(f"{ev.attached_to} ist nicht im Spiel.", f"{ev.attached_to} is not in play.")
        if ev.zone and z.index(ev.zone) != idx:
            refuse("burgenkrieg.permanents.wrong_zone", InvalidInput(
                f"{ev.name} liegt auf {ev.attached_to} und damit in {z.zone_word(z.name(idx))}, nicht in "
                f"{z.zone_word(ev.zone)}.",
                f"{ev.name} lies on {ev.attached_to} and so in {z.zone_word(z.name(idx), 'en')}, not in "
                f"{z.zone_word(ev.zone, 'en')}.", sections=_sections(state)))
        return idx
    if not ev.zone:
        refuse("burgenkrieg.permanents.zone_missing",
               InvalidInput(f"{ev.name}: das Gebiet fehlt.", f"{ev.name}: the zone is missing."))
    idx = z.index(ev.zone)
    if idx not in zones:
        allowed = ", ".join(z.zone_word(z.name(i)) for i in zones) or "-"
        allowed_en = ", ".join(z.zone_word(z.name(i), "en") for i in zones) or "-"
        refuse("burgenkrieg.permanents.cannot_enter_creature", RuleViolation(
            f"{ev.name} kann nicht in {z.zone_word(ev.zone)} ins Spiel kommen (wie eine Kreatur nur in eigene "
            f"Gebiete ohne gegnerische Kreaturen). Erlaubt: {allowed}.",
            f"{ev.name} cannot enter {z.zone_word(ev.zone, 'en')} (as a creature, only own zones without enemy "
            f"creatures). Allowed: {allowed_en}.",
            sections=("kreaturen", "reichweite", *(("multiplayer",) if state.team else ()))))
    return idx


def check_cast(state: BkState, ev: Cast) -> None:
    """Every target in reach; an ability of an enchantment on an opponent's card only within reach."""
    if len(set(ev.targets)) != len(ev.targets):
        refuse("burgenkrieg.permanents.target_named_twice",
               InvalidInput("Ein Ziel ist doppelt genannt.", "A target is named twice."))
    if ev.source:
        if state.card_zone(ev.source) is None:
            raise (UnknownName.of("Quelle", "source", ev.source,
                                  [c.id for c in state.creatures] + [p.id for p in state.permanents]))
        if ev.source in {p.id for p in state.permanents}:
            src = state.permanent(ev.source)
            if (src.controller == ev.player and src.attached_to
                    and state.side(state.card_controller(src.attached_to)) != state.side(ev.player)):
                check_target(state, ev.player, ev.source)
    for t in ev.targets:
        with each(t):
            check_target(state, ev.player, t)
