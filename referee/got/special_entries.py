"""Handlers of the entries of issue 16: teleports (9, 26.5), spying and darkening (23.2–23.4), the revealed
Titan as marker (4.9), the Titan revived in the Dungeon (24.6), giving up (28.11) and the end battle in the
Skycastle (27.5).

:class:`SpecialEntries` is a base of :class:`referee.got.engine.GotEngine`; each handler validates with
the rules of its module and refuses with :class:`~referee.core.errors.RuleViolation` naming the sections.
"""

from __future__ import annotations

from collections.abc import Sequence

from referee.core.engine import Engine, handles
from referee.core.errors import RuleViolation
from referee.core.refusal import refuse
from referee.got import darklord, endgame
from referee.got import events as ev
from referee.got.allowed import check_not_engaged
from referee.got.checks import open_battles
from referee.got.checks import own_army as _own_army
from referee.got.markers import check_master_split, free_master_marker
from referee.got.movement_end import check_movement_over
from referee.got.sea import check_sea_recruit, check_sea_split
from referee.got.settle import STANDING_SECTION
from referee.got.state import Army, GotState, Phase
from referee.got.teleport import check_recruit_after_teleport, check_teleport

#: what may be entered while the end battle runs (27.5)
END_BATTLE_ENTRIES = (ev.EndBattleRound, ev.EndBattleEnded, ev.Correction)


def check_split_allowed(state: GotState, army: Army, moved: Sequence[str]) -> None:
    """The master that marks its army stays (4.9); no splitting of sea armies after the landing (27.4)."""
    check_master_split(state, army, moved)
    check_sea_split(state, army)


def check_recruit_allowed(state: GotState, army: Army) -> None:
    """No recruiting after a free or Darkland teleport (26.5, 9.5), nor by sea armies without Aquarian after the
    landing (27.4)."""
    check_recruit_after_teleport(state, army)
    check_sea_recruit(state, army)


def _end_movement(state: GotState) -> None:
    if state.phase is Phase.MOVEMENT:
        check_movement_over(state)


class SpecialEntries(Engine[GotState]):
    """The handlers; :meth:`apply` of the engine runs them like its own."""

    def _pass_turn_of(self, state: GotState, name: str) -> GotState:
        """An eliminated Mover's turn passes on (as after 28.11)."""
        left = state.players_left
        if state.mover_player.name == name and len(left) > 1:
            return self.apply(state, ev.TurnEnded(player=name))
        return state

    @handles(ev.Teleport)
    def _teleport(self, state: GotState, e: ev.Teleport) -> GotState:
        army = _own_army(state, e.marker, Phase.MOVEMENT, "9.1")
        check_not_engaged(state, army)  # it stays for its battle (8.2)
        return check_teleport(state, army, e)

    @handles(ev.Spied)
    def _spied(self, state: GotState, e: ev.Spied) -> GotState:
        army = _own_army(state, e.marker, Phase.MOVEMENT, "23.3")
        return darklord.spy(state, army, e)

    @handles(ev.Darkened)
    def _darkened(self, state: GotState, e: ev.Darkened) -> GotState:
        return darklord.darken(state, e)

    @handles(ev.MarkerFreed)
    def _marker_freed(self, state: GotState, e: ev.MarkerFreed) -> GotState:
        if state.player(e.player).eliminated:
            refuse("got.special_entries.out_game",
                   RuleViolation(f"{e.player} ist ausgeschieden.", f"{e.player} is out of the game.",
                                 sections=(STANDING_SECTION,)))
        return free_master_marker(state, e.player)

    @handles(ev.TitanRestored)
    def _titan_restored(self, state: GotState, e: ev.TitanRestored) -> GotState:
        if state.mover_player.name != e.player:
            refuse("got.special_entries.not_turn",
                   RuleViolation(f"{state.player(e.player).name} ist nicht am Zug.", f"It is not {e.player}'s turn.",
                                 sections=("24.6", "6.4")))
        _end_movement(state)
        if open_battles(state):
            refuse("got.special_entries.settle_all_battles",
                   RuleViolation("Erst alle Kämpfe austragen, dann rekrutieren.", "Settle all battles before recruiting.",
                                 sections=("6.1", "6.3")))
        return darklord.restore_titan(state, e)

    @handles(ev.PlayerResigned)
    def _resigned(self, state: GotState, e: ev.PlayerResigned) -> GotState:
        return self._pass_turn_of(endgame.resign(state, e.player), e.player)

    @handles(ev.EndBattleOpened)
    def _end_battle_opened(self, state: GotState, e: ev.EndBattleOpened) -> GotState:
        _end_movement(state)
        return endgame.open_end_battle(state, e)

    @handles(ev.EndBattleRound)
    def _end_battle_round(self, state: GotState, e: ev.EndBattleRound) -> GotState:
        return endgame.end_battle_round(state, e)

    @handles(ev.EndBattleEnded)
    def _end_battle_ended(self, state: GotState, e: ev.EndBattleEnded) -> GotState:
        darklord_name = state.army(endgame.end_battle_of(state).marker).owner
        state = endgame.close_end_battle(state, e)
        return state if state.winner is not None else self._pass_turn_of(state, darklord_name)
