"""Legal options of Gods of Titan as verdicts with their sections (4.5, 15, 18, 22, 26): what the candidates
(:mod:`referee.got.options`) offer, each judged by the engine's one check where it is a concrete entry."""

from __future__ import annotations

from referee.core.errors import RuleViolation
from referee.core.refusal import refuse
from referee.core.verdict import Verdict
from referee.got.battle_rules import PACT_SECTION
from referee.got.catalog import FigureClass, catalog
from referee.got.checks import in_unfought_battle as in_unfought_battle  # the options' name for it, too
from referee.got.checks import open_battles as open_battles
from referee.got.checks import own_army as _own_army
from referee.got.checks import waits_for_battle
from referee.got.fight import check_god_call, standing
from referee.got.goals import benefits, victory_points
from referee.got.movement import check_not_moved
from referee.got.numbers import NUMBERS
from referee.got.side import Side
from referee.got.spellcast import castable
from referee.got.state import NEUTRAL, Army, GotState, Phase


def may_call_god(state: GotState, attacker: Army) -> Verdict[tuple[tuple[str, str], ...]]:
    """Gods the attacker could call into its battle now: (god, from army), each accepted by the one
    check of a god call (18.1–18.4, 4.2, 4.3)."""
    left = list(attacker.figures.names()) if state.fight is None else standing(state, state.fight, Side.ATTACKER)
    found, why = [], None
    for a in state.armies_of(attacker.owner):
        for n in sorted(set(a.figures.names())):
            fig = catalog().figure(n)
            if a.marker == attacker.marker or (fig.klass is not FigureClass.LORD and n != "Jabberwok"):
                continue
            try:
                check_god_call(state, attacker.marker, n, a.marker, left)
            except RuleViolation as exc:
                why = why or exc
                continue
            found.append((n, a.marker))
    if found:
        return Verdict(tuple(found), ("18.1", "18.2", "18.3", "16.5"), "", "")
    if why is not None:
        return Verdict((), why.sections, why.message("de"), why.message("en"))
    return Verdict((), ("18.2",), "Kein Gott in einer anderen Armee.", "No god in another army.")


def _revealed(state: GotState, army: Army) -> bool:
    return army.owner != NEUTRAL and state.player(army.owner).titan_revealed


def may_move(state: GotState, army: Army) -> Verdict[bool]:
    """Could ``army`` be moved now, wherever to? The checks of a move that concern the army alone: the
    Mover's, in the movement phase, no tower garrison (6.1, 25.7), not moved yet (8.1), and not waiting
    for its battle (:func:`waits_for_battle`)."""
    try:
        _own_army(state, army.marker, Phase.MOVEMENT, "8.1")
        check_not_moved(army)
        check_not_engaged(state, army)
    except RuleViolation as exc:
        return Verdict(False, exc.sections, exc.message("de"), exc.message("en"))
    return Verdict(True, ("8.1",), "", "")


def check_not_engaged(state: GotState, army: Army) -> None:
    """Refuse moving an army that waits for its battle (6.3, 8.2, 10.1; ``got.pact_end``)."""
    if waits_for_battle(state, army):
        refuse("got.not_engaged.shares_land_enemy",
               RuleViolation(f"{army.marker} steht mit einer gegnerischen Armee auf einem Land und wartet auf den "
                             "Kampf; sie zieht nicht weiter.",
                             f"{army.marker} shares a land with an enemy army and waits for the battle; it does not "
                             "move on.", sections=("6.3", "8.2", "10.1")))


def movable_armies(state: GotState) -> tuple[str, ...]:
    """The markers of the Mover's armies that may move now (:func:`may_move`)."""
    return tuple(a.marker for a in state.armies_of(state.mover_player.name) if may_move(state, a).value)


def spells_for(state: GotState, marker: str, opponent: str) -> Verdict[tuple[str, ...]]:
    """Spells the army may cast in its battle against ``opponent`` (15.3–15.5)."""
    spells, reasons = castable(state, marker, opponent)
    sections = tuple(dict.fromkeys(s for *_, ss in reasons for s in ss)) or ("15.3", "15.4", "15.5")
    return Verdict(tuple(spells), sections, "; ".join(r[0] for r in reasons), "; ".join(r[1] for r in reasons))


def benefits_in_force(state: GotState, player: str) -> Verdict[tuple[str, ...]]:
    """VP benefits of the Titan army in force: revealed Titan and threshold reached (26.2, 26.5)."""
    p = state.player(player)
    names = tuple(b.name for b in benefits(p))
    why_en = f"{victory_points(p)} VP" + ("" if p.titan_revealed else ", Titan not revealed (26.2)")
    return Verdict(names, ("26.2", "26.5"), why_en, why_en)


def check_battle_pending(state: GotState) -> None:
    """Refuse to open or settle a battle when none is pending: the non-aggression pact still holds (8.3), or no
    army of the Mover shares a land with an enemy army it may fight (6.3, 10.1). A running battle is pending."""
    if state.fight is not None or open_battles(state):
        return
    if state.pact_in_force:
        last = NUMBERS.movement.non_aggression_rounds
        refuse("got.battle_pending.pact_holds",
               RuleViolation(f"Kein Kampf steht an: bis Ende Runde {last} gilt der Nichtangriffspakt.",
                             f"No battle is pending: the non-aggression pact holds through round {last}.",
                             sections=(PACT_SECTION,)))
    refuse("got.battle_pending.no_army_engaged",
           RuleViolation("Kein Kampf steht an: keine Armee des Movers steht mit einer gegnerischen auf einem Land.",
                         "No battle is pending: no army of the Mover shares a land with an enemy army.",
                         sections=("6.3", "10.1")))
