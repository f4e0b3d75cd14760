"""Dialogs of Burgenkrieg for permanents other than creatures, spells and abilities with their targets, and the
counts of mana, hand, library and graveyard.

What is offered comes from the referee's options (``session.options()``, :mod:`referee.burgenkrieg.options`):
the zones a permanent may enter, the cards in reach an enchantment may go on, the targets in reach of a spell
(§ reichweite); the referee still checks the entry and a refusal is shown in place with its section.
"""

from __future__ import annotations

from referee.burgenkrieg.events import PermanentKind
from referee.burgenkrieg.payloads import CastPayload, CountsPayload, PermanentLeavesPayload, PermanentPayload
from referee.burgenkrieg.view import BkState, board
from referee.burgenkrieg.zones import name as zone_name
from referee.core.events import Event
from ui import i18n
from ui.dialogs.base import EntryDialog
from ui.games.burgenkrieg.combat import CreatureChecks
from ui.games.burgenkrieg.dialogs import creature_word, fill, need, offers_of
from ui.games.burgenkrieg.models import zone_label
from ui.qt import QtCore, QtWidgets
from ui.service import OpenGame

Checked = QtCore.Qt.CheckState.Checked


def card_text(state: BkState, cid: str) -> str:
    """A creature, permanent or player as the dialogs list it: ``Riese 7/7 (Ann, Äußerer Schutzwall A)``."""
    b = board(state)
    for c in b.creatures:
        if c.id == cid:
            return f"{creature_word(c)} {c.power}/{c.toughness} ({c.controller}, {zone_label(zone_name(c.zone))})"
    for p in b.permanents:
        if p.id == cid:
            return f"{p.name} ({p.kind.word(i18n.current())}, {p.controller}, {zone_label(zone_name(p.zone))})"
    return cid


def _player_of(session: OpenGame[BkState], players: list[str], box: QtWidgets.QComboBox) -> None:
    """The players offered, the one on turn first chosen (§ kreaturen: as a rule the player on turn plays)."""
    fill(box, [(p, p) for p in players])
    box.setCurrentIndex(max(0, box.findData(board(session.state).active)))


class PermanentDialog(EntryDialog[BkState]):
    """A permanent other than a creature comes into play: in a zone, or an enchantment on a card in reach."""

    def __init__(self, session: OpenGame[BkState], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Bleibende Karte kommt ins Spiel"))
        self.offers = {o.player: o for o in offers_of(session, PermanentPayload, allowed=False)}
        self.controller = QtWidgets.QComboBox(self)
        _player_of(session, list(self.offers), self.controller)
        self.name = QtWidgets.QLineEdit(self)
        self.kind = QtWidgets.QComboBox(self)
        fill(self.kind, [(k.word(i18n.current()), k.value) for k in PermanentKind])
        self.place = QtWidgets.QComboBox(self)
        for label, w in ((self.tr("Name"), self.name), (self.tr("Beherrscher"), self.controller),
                         (self.tr("Art"), self.kind), (self.tr("liegt in / auf"), self.place)):
            self.form.addRow(label, w)
        self.controller.currentIndexChanged.connect(self._places)
        self.kind.currentIndexChanged.connect(self._places)
        self._places()

    def _places(self) -> None:
        """Zones for any kind; for an enchantment also the cards in reach it may be put on."""
        o = self.offers.get(self.controller.currentData())
        items = [(zone_label(n), "zone:" + n) for n in (o.zones if o else ())]
        if self.kind.currentData() == PermanentKind.ENCHANTMENT.value and o is not None:
            items += [(self.tr("auf {card}").format(card=card_text(self.state, h)), "card:" + h) for h in o.hosts]
        fill(self.place, items)

    def permanent_id(self) -> str:
        """The name as the table says it; a second of the same name ``Wald 2``."""
        base = self.name.text().strip()
        b = board(self.state)
        taken = {c.id for c in b.creatures} | {p.id for p in b.permanents}
        found, n = base, 2
        while found in taken:
            found, n = f"{base} {n}", n + 1
        return found

    def build_event(self) -> Event:
        name = need(self.name.text().strip(), "Die Karte braucht einen Namen.", "The card needs a name.")
        place: str = need(self.place.currentData(), "Kein Gebiet und keine Karte frei dafür.",
                          "No zone and no card open to it.")
        offer = need(self.offers.get(self.controller.currentData()), "Kein Spieler.", "No player.")
        where, _, value = place.partition(":")
        return offer.make(PermanentKind(self.kind.currentData()), id=self.permanent_id(), name=name,
                          zone=value if where == "zone" else "", attached_to=value if where == "card" else "")


class PermanentLeavesDialog(EntryDialog[BkState]):
    """A permanent other than a creature leaves play."""

    def __init__(self, session: OpenGame[BkState], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Bleibende Karte verlässt das Spiel"))
        offers = offers_of(session, PermanentLeavesPayload)
        self.offer = offers[0] if offers else None
        self.permanent = QtWidgets.QComboBox(self)
        fill(self.permanent, [(card_text(self.state, p), p) for p in (self.offer.permanents if self.offer else ())])
        self.form.addRow(self.tr("Karte"), self.permanent)

    def build_event(self) -> Event:
        offer = need(self.offer, "Keine bleibende Karte im Spiel.", "No permanent in play.")
        return offer.make(need(self.permanent.currentData(), "Keine Karte gewählt.", "No card chosen."))


class CastDialog(EntryDialog[BkState]):
    """A spell or ability and its targets: only what lies in the player's reach is offered (§ reichweite)."""

    def __init__(self, session: OpenGame[BkState], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Spruch oder Fähigkeit"))
        self.offers = {o.player: o for o in offers_of(session, CastPayload)}
        self.player = QtWidgets.QComboBox(self)
        _player_of(session, list(self.offers), self.player)
        self.name = QtWidgets.QLineEdit(self)
        self.source = QtWidgets.QComboBox(self)
        self.targets = CreatureChecks(self)
        for label, w in ((self.tr("Name"), self.name), (self.tr("Spieler"), self.player),
                         (self.tr("Fähigkeit von"), self.source), (self.tr("Ziele"), self.targets)):
            self.form.addRow(label, w)
        self.player.currentIndexChanged.connect(self._fill)
        self._fill()

    def _fill(self) -> None:
        o = self.offers.get(self.player.currentData())
        fill(self.source, [(self.tr("kein (ein Spruch)"), "")]
             + [(card_text(self.state, s), s) for s in (o.sources if o else ())])
        self.targets.blockSignals(True)
        self.targets.clear()
        sides = board(self.state).sides
        for t in o.targets if o is not None else ():
            words = card_text(self.state, t)
            if t in sides:
                words = (self.tr("Gegner {p}") if sides[t] != sides.get(self.player.currentData(), "")
                         else self.tr("Spieler {p}")).format(p=t)
            item = QtWidgets.QListWidgetItem(words, self.targets)
            item.setData(QtCore.Qt.ItemDataRole.UserRole, t)
            item.setFlags(item.flags() | QtCore.Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(QtCore.Qt.CheckState.Unchecked)
        self.targets.blockSignals(False)
        self.targets.setMaximumHeight(26 * max(2, min(self.targets.count(), 6)))

    def build_event(self) -> Event:
        name = need(self.name.text().strip(), "Der Spruch braucht einen Namen.", "The spell needs a name.")
        offer = need(self.offers.get(self.player.currentData()), "Kein Spieler.", "No player.")
        return offer.make(name, self.targets.ids(), source=self.source.currentData() or "")


class CountsDialog(EntryDialog[BkState]):
    """What the table counts of a player now: mana, hand, library, graveyard (prefilled with the last count)."""

    def __init__(self, session: OpenGame[BkState], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Mana, Hand, Bibliothek, Friedhof"))
        self.offers = {o.player: o for o in offers_of(session, CountsPayload, allowed=False)}
        self.player = QtWidgets.QComboBox(self)
        _player_of(session, list(self.offers), self.player)
        self.form.addRow(self.tr("Spieler"), self.player)
        self.spins: dict[str, QtWidgets.QSpinBox] = {}
        for key, label in (("mana", self.tr("Mana")), ("hand", self.tr("Karten auf der Hand")),
                           ("library", self.tr("Karten in der Bibliothek")),
                           ("graveyard", self.tr("Karten im Friedhof"))):
            spin = QtWidgets.QSpinBox(self)
            spin.setRange(-1, 999)
            spin.setSpecialValueText(self.tr("nicht gezählt"))
            self.spins[key] = spin
            self.form.addRow(label, spin)
        self.player.currentIndexChanged.connect(self._prefill)
        self._prefill()

    def _prefill(self) -> None:
        o = self.offers.get(self.player.currentData())
        for key, spin in self.spins.items():
            value = getattr(o, key) if o is not None else None
            spin.setValue(-1 if value is None else value)

    def build_event(self) -> Event:
        offer = need(self.offers.get(self.player.currentData()), "Kein Spieler.", "No player.")
        v = {k: (None if s.value() < 0 else s.value()) for k, s in self.spins.items()}
        return offer.make(mana=v["mana"], hand=v["hand"], library=v["library"], graveyard=v["graveyard"])
