"""Entry dialogs of Burgenkrieg: turn and phase, creatures (enter, leave, change, move, control), life.

Each dialog offers what the referee's options allow now (``session.options()``, see
:mod:`referee.burgenkrieg.options`); the referee still checks the entry, and a refusal is shown in
place with its section.
Combat, assassination and rebuild are in :mod:`ui.games.burgenkrieg.combat`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from referee.burgenkrieg import zones as z
from referee.burgenkrieg.events import (
    ControlChange,
    CreatureLeaves,
    CreatureUpdate,
    LifeChange,
    Phase,
    Turn,
)
from referee.burgenkrieg.kinds import OptionKind
from referee.burgenkrieg.options import NO_CREATURE_MOVES
from referee.burgenkrieg.payloads import (
    EntersPayload,
    ForcedAdvancePayload,
    MovePayload,
    PhasePayload,
    TurnPayload,
)
from referee.burgenkrieg.view import BkState, CreatureLine, board
from referee.core.errors import InvalidInput
from referee.core.events import Event
from referee.core.option import Option, Payload, of_kind, payloads
from ui import i18n
from ui.dialogs.base import EntryDialog
from ui.games.burgenkrieg.models import zone_label
from ui.qt import QtWidgets
from ui.service import OpenGame


def phase_label(phase: Phase) -> str:
    return phase.word(i18n.current())


def options_of(session: OpenGame[BkState], kind: OptionKind, *, allowed: bool = True) -> list[Option]:
    """The referee's options of one kind (only the allowed ones unless ``allowed`` is False)."""
    return [o for o in of_kind(session.options(), kind) if o.allowed or not allowed]


P = TypeVar("P", bound=Payload)
T = TypeVar("T")


def offers_of(session: OpenGame[BkState], cls: type[P], *, allowed: bool = True) -> list[P]:
    """The typed payloads of the referee's options of one kind (only the allowed ones unless ``allowed`` is False)."""
    return [p for _, p in payloads(session.options(), cls, allowed=True if allowed else None)]


def _changed(new: T, old: T) -> T | None:
    """``new`` where it differs from ``old`` (None: unchanged)."""
    return None if new == old else new


def fill(box: QtWidgets.QComboBox, items: Sequence[tuple[str, object]]) -> None:
    """Replace the items of ``box`` by (text, data) pairs."""
    box.blockSignals(True)
    box.clear()
    for text, data in items:
        box.addItem(text, data)
    box.blockSignals(False)


def creature_word(c: CreatureLine) -> str:
    """The creature as the table calls it: its name, or the name and its number where two share it (``Ork 2``);
    an id typed by hand follows the name (``Ork (o7)``)."""
    return c.id if c.id == c.name or c.id.startswith(c.name + " ") else f"{c.name} ({c.id})"


def creature_items(state: BkState, ids: list[str]) -> list[tuple[str, str]]:
    out, b = [], board(state)
    for cid in ids:
        c = b.creature(cid)
        out.append((f"{creature_word(c)} {c.power}/{c.toughness} ({c.controller}, {zone_label(z.name(c.zone))})", c.id))
    return out


def permanent_items(state: BkState) -> list[tuple[str, str]]:
    """The permanents that are no creature, by name: ``Turm (Artefakt, Ann, äußerer Schutzwall)``."""
    b = board(state)
    names = {c.id: c.name for c in b.creatures} | {p.id: p.name for p in b.permanents}
    out = []
    for p in b.permanents:
        kind = p.kind.word(i18n.current())
        if p.attached_to:
            kind = i18n.tr("Burgenkrieg", "{kind} auf {card}").format(kind=kind, card=names.get(p.attached_to, ""))
        out.append((f"{p.name} ({kind}, {p.controller}, {zone_label(z.name(p.zone))})", p.id))
    return out


def need(value: T | None, de: str, en: str) -> T:
    """``value``, or a clear refusal when nothing can be chosen."""
    if value is None or value == "":
        raise InvalidInput(de, en)
    return value


class TurnDialog(EntryDialog[BkState]):
    """A player begins a turn (untap, summoning sickness ends)."""

    def __init__(self, session: OpenGame[BkState], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Zug beginnt"))
        self.player = QtWidgets.QComboBox(self)
        self.offers = offers_of(session, TurnPayload)
        fill(self.player, [(o.player, o.player) for o in self.offers])
        nxt = next((i for i, o in enumerate(self.offers) if o.next), 0)  # the next player in seat order
        self.player.setCurrentIndex(nxt)
        self.form.addRow(self.tr("Spieler"), self.player)

    def build_event(self) -> Event:
        player = self.player.currentData()
        offer = next((o for o in self.offers if o.player == player), None)
        return offer.make() if offer is not None else Turn(player=player)


class PhaseDialog(EntryDialog[BkState]):
    """The next phase of the turn: only phases after the current one are offered."""

    def __init__(self, session: OpenGame[BkState], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Nächste Phase"))
        self.phase = QtWidgets.QComboBox(self)
        self.offers = {o.phase.value: o for o in offers_of(session, PhasePayload)}
        fill(self.phase, [(phase_label(o.phase), value) for value, o in self.offers.items()])
        self.form.addRow(self.tr("Phase"), self.phase)

    def build_event(self) -> Event:
        value = need(self.phase.currentData(), "Erst beginnt ein Zug.", "A turn must begin first.")
        return self.offers[value].make()


class EntersDialog(EntryDialog[BkState]):
    """A creature comes into play: only the controller's own zones without enemy creatures (§ kreaturen)."""

    def __init__(self, session: OpenGame[BkState], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Kreatur kommt ins Spiel"))
        self.offers = {o.player: o for o in offers_of(session, EntersPayload)}
        self.controller = QtWidgets.QComboBox(self)
        fill(self.controller, [(p, p) for p in self.offers])
        # the player whose turn it is brings the creature, as a rule (§ kreaturen)
        self.controller.setCurrentIndex(max(0, self.controller.findData(board(self.state).active)))
        self.zone = QtWidgets.QComboBox(self)
        self.name = QtWidgets.QLineEdit(self)
        self.cid = QtWidgets.QLineEdit(self)
        self.cid.setPlaceholderText(self.tr("leer: aus dem Namen"))
        self.power = QtWidgets.QSpinBox(self)
        self.power.setRange(0, 99)
        self.toughness = QtWidgets.QSpinBox(self)
        self.toughness.setRange(1, 99)
        self.haste = QtWidgets.QCheckBox(self.tr("Eile"), self)
        self.tapped = QtWidgets.QCheckBox(self.tr("kommt getappt ins Spiel"), self)
        for label, w in ((self.tr("Beherrscher"), self.controller), (self.tr("Gebiet"), self.zone),
                         (self.tr("Name"), self.name), (self.tr("Kennung"), self.cid),
                         (self.tr("Stärke"), self.power), (self.tr("Widerstandskraft"), self.toughness)):
            self.form.addRow(label, w)
        self.form.addRow(self.haste)
        self.form.addRow(self.tapped)
        self.controller.currentIndexChanged.connect(self._zones)
        self._zones()

    def _zones(self) -> None:
        o = self.offers.get(self.controller.currentData())
        fill(self.zone, [(zone_label(name), name) for name in (o.zones if o is not None else ())])

    def creature_id(self) -> str:
        """The id typed, or the name as the table says it: ``Ork``, the second ``Ork 2`` (never ``ork1``)."""
        typed = self.cid.text().strip()
        if typed:
            return typed
        base = self.name.text().strip() or "Kreatur"
        taken = {c.id for c in board(self.state).creatures}
        n = 2
        found = base
        while found in taken:
            found, n = f"{base} {n}", n + 1
        return found

    def build_event(self) -> Event:
        name = need(self.name.text().strip(), "Die Kreatur braucht einen Namen.", "The creature needs a name.")
        zone = need(self.zone.currentData(), "Kein Gebiet frei für diese Kreatur.", "No zone is open to it.")
        offer = self.offers[self.controller.currentData()]
        return offer.make(zone, id=self.creature_id(), name=name, power=self.power.value(),
                          toughness=self.toughness.value(), haste=self.haste.isChecked(), tapped=self.tapped.isChecked())


class LeavesDialog(EntryDialog[BkState]):
    """A creature leaves play (dies, is exiled, returns to hand: the scribe records it)."""

    def __init__(self, session: OpenGame[BkState], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Kreatur verlässt das Spiel"))
        self.creature = QtWidgets.QComboBox(self)
        fill(self.creature, creature_items(self.state, [c.id for c in board(self.state).creatures]))
        self.form.addRow(self.tr("Kreatur"), self.creature)

    def build_event(self) -> Event:
        return CreatureLeaves(creature=need(self.creature.currentData(), "Keine Kreatur im Spiel.",
                                            "No creature in play."))


class UpdateDialog(EntryDialog[BkState]):
    """What a card effect did to a creature: power, toughness, damage, tapped (prefilled with the current values)."""

    def __init__(self, session: OpenGame[BkState], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Kreatur ändern"))
        self.creature = QtWidgets.QComboBox(self)
        fill(self.creature, creature_items(self.state, [c.id for c in board(self.state).creatures]))
        self.power, self.toughness, self.damage = (QtWidgets.QSpinBox(self) for _ in range(3))
        self.power.setRange(0, 99)
        self.toughness.setRange(-99, 99)
        self.damage.setRange(0, 99)
        self.tapped = QtWidgets.QCheckBox(self.tr("getappt"), self)
        self.form.addRow(self.tr("Kreatur"), self.creature)
        self.form.addRow(self.tr("Stärke"), self.power)
        self.form.addRow(self.tr("Widerstandskraft"), self.toughness)
        self.form.addRow(self.tr("Schaden"), self.damage)
        self.form.addRow(self.tapped)
        self.creature.currentIndexChanged.connect(self._load)
        self._load()

    def _load(self) -> None:
        cid = self.creature.currentData()
        if cid is None:
            return
        c = board(self.state).creature(cid)
        self.power.setValue(c.power)
        self.toughness.setValue(c.toughness)
        self.damage.setValue(c.damage)
        self.tapped.setChecked(c.tapped)

    def build_event(self) -> Event:
        cid = need(self.creature.currentData(), "Keine Kreatur im Spiel.", "No creature in play.")
        c = board(self.state).creature(cid)
        entry = CreatureUpdate(  # only what changed
            creature=cid,
            power=_changed(self.power.value(), c.power), toughness=_changed(self.toughness.value(), c.toughness),
            damage=_changed(self.damage.value(), c.damage), tapped=_changed(self.tapped.isChecked(), c.tapped))
        if entry == CreatureUpdate(creature=cid):
            raise InvalidInput("Es wurde nichts geändert.", "Nothing was changed.")
        return entry


class OptionCreatureDialog(EntryDialog[BkState]):
    """A creature from one kind of the referee's allowed options (and, for a move, its zones)."""

    payload: type[MovePayload] | type[ForcedAdvancePayload] = MovePayload

    def __init__(self, session: OpenGame[BkState], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.options: dict[str, list[MovePayload | ForcedAdvancePayload]] = {}
        for o in offers_of(session, self.payload):
            self.options.setdefault(o.creature, []).append(o)
        self.creature = QtWidgets.QComboBox(self)
        fill(self.creature, creature_items(self.state, list(self.options)))
        self.form.addRow(self.tr("Kreatur"), self.creature)


class MoveDialog(OptionCreatureDialog):
    """Move one zone forward or back outside combat, only where the referee allows (§ bewegung)."""

    payload = MovePayload

    def __init__(self, session: OpenGame[BkState], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Kreatur bewegen"))
        self.zone = QtWidgets.QComboBox(self)
        self.form.addRow(self.tr("nach"), self.zone)
        self.creature.currentIndexChanged.connect(self._zones)
        self._zones()
        if not self.options:
            self.refusal.show_refusal(NO_CREATURE_MOVES.label(i18n.current()), NO_CREATURE_MOVES.sections)

    def _zones(self) -> None:
        moves = [o for o in self.options.get(self.creature.currentData(), []) if isinstance(o, MovePayload)]
        fill(self.zone, [(zone_label(o.zone), o.zone) for o in moves])

    def build_event(self) -> Event:
        cid = need(self.creature.currentData(), "Keine Kreatur kann sich bewegen.", "No creature can move.")
        zone = need(self.zone.currentData(), "Kein Ziel.", "No target.")
        return next(o for o in self.options[cid] if isinstance(o, MovePayload) and o.zone == zone).make()


class ForcedAdvanceDialog(OptionCreatureDialog):
    """A creature forced to attack that cannot attack moves one zone forward (§ sonstiges)."""

    payload = ForcedAdvancePayload

    def __init__(self, session: OpenGame[BkState], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Vorrücken (Angriffszwang)"))

    def build_event(self) -> Event:
        cid = need(self.creature.currentData(), "Keine Kreatur muss vorrücken.", "No creature has to advance.")
        return self.options[cid][0].make()


class ControlDialog(EntryDialog[BkState]):
    """A permanent — a creature or any other — changes controller; the referee moves it towards the new
    controller, an enchantment put on a card stays on it (§ sonstiges)."""

    def __init__(self, session: OpenGame[BkState], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Kontrollwechsel"))
        self.creature = QtWidgets.QComboBox(self)
        fill(self.creature, [*creature_items(self.state, [c.id for c in board(self.state).creatures]),
                             *permanent_items(self.state)])
        self.new = QtWidgets.QComboBox(self)
        self.form.addRow(self.tr("bleibende Karte"), self.creature)
        self.form.addRow(self.tr("neuer Beherrscher"), self.new)
        self.creature.currentIndexChanged.connect(self._players)
        self._players()

    def _players(self) -> None:
        cid = self.creature.currentData()
        old = board(self.state).controller(cid) if cid else None
        fill(self.new, [(p, p) for p in board(self.state).sides if p != old])

    def build_event(self) -> Event:
        cid = need(self.creature.currentData(), "Keine bleibende Karte im Spiel.", "No permanent in play.")
        return ControlChange(card=cid, new_controller=self.new.currentData())


class LifeDialog(EntryDialog[BkState]):
    """Life of a lord or commander changes by a card effect (walls lose points only in combat, § kampf)."""

    def __init__(self, session: OpenGame[BkState], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Lebenspunkte ändern"))
        self.player = QtWidgets.QComboBox(self)
        fill(self.player, [(p, p) for p in board(self.state).sides])
        self.change = QtWidgets.QSpinBox(self)
        self.change.setRange(-99, 99)
        self.form.addRow(self.tr("Spieler"), self.player)
        self.form.addRow(self.tr("Änderung"), self.change)

    def build_event(self) -> Event:
        if not self.change.value():
            raise InvalidInput("Die Änderung ist 0.", "The change is 0.")
        return LifeChange(player=self.player.currentData(), change=self.change.value())
