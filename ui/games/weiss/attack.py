"""The attack phase of Weiß Schwarz as entries (§ 6): attack with its trigger, counter, damage, battle, encore.

The attacking places, kinds and their damage, the pending damage with the chance that a climax
cancels it, the counter cards, the battle and the encores come from the referee's options
(``session.options()``, see :mod:`referee.weiss.options`).
"""

from __future__ import annotations

from referee.core.events import Event
from referee.weiss.cards import Kind, Trigger
from referee.weiss.events import AttackKind, Battle
from referee.weiss.kinds import OptionKind
from referee.weiss.options import reveal_pool
from referee.weiss.payloads import AttackPayload, CounterPayload, DamagePayload, EncorePayload
from referee.weiss.view import OPPOSITE, SLOTS, WsState, scribe
from ui import i18n
from ui.games.weiss.cards import CardPicker
from ui.games.weiss.decks import POWER_MAX, POWER_STEP
from ui.games.weiss.dialogs import DeckEntry, WeissEntry, fill, need, offers_of, options_of
from ui.games.weiss.models import slot_label
from ui.qt import QtCore, QtWidgets
from ui.service import OpenGame


def kind_label(kind: str) -> str:
    names = {
        "front": QtCore.QCoreApplication.translate("Weiss", "Frontalangriff"),
        "side": QtCore.QCoreApplication.translate("Weiss", "Seitenangriff"),
        "direct": QtCore.QCoreApplication.translate("Weiss", "Direktangriff"),
    }
    return names[kind]


def percent(p: float) -> str:
    """A chance in the locale's words (``45,2 %``)."""
    return i18n.percent(p, 1)


class AttackDialog(DeckEntry):
    """Declare an attack from a front place and reveal the trigger card; its effect's cards (§ 6 I, II)."""

    def __init__(self, session: OpenGame[WsState], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Angriff"))
        table = scribe(self.state)
        self.me, self.other = table.me, table.other
        self.offers = {p.slot: p for _, p in offers_of(session, AttackPayload)}
        self.slot = QtWidgets.QComboBox(self)
        fill(self.slot, [(f"{slot_label(s)}: {o.card}", s) for s, o in self.offers.items()])
        self.kind = QtWidgets.QComboBox(self)
        self.trigger = QtWidgets.QComboBox(self)
        fill(self.trigger, [(c, c) for c in sorted(set(reveal_pool(self.me, 1)))])
        self.icon = QtWidgets.QLabel(self)
        self.pool_card = QtWidgets.QComboBox(self)
        self.drawn = QtWidgets.QComboBox(self)
        self.comeback = QtWidgets.QComboBox(self)
        self.bounce = QtWidgets.QComboBox(self)
        for label, w in ((self.tr("Platz"), self.slot), (self.tr("Angriffsart (Schaden)"), self.kind),
                         (self.tr("Trigger-Karte"), self.trigger), (self.tr("Trigger"), self.icon),
                         (self.tr("Pool: Karte ins Lager"), self.pool_card), (self.tr("Ziehen: Karte"), self.drawn),
                         (self.tr("Comeback: Charakter"), self.comeback),
                         (self.tr("Zurück auf die Hand: Platz"), self.bounce)):
            self.form.addRow(label, w)
        self.refresh_points = self.add_refresh()
        self.refresh_points.set_side(self.me)
        self.slot.currentIndexChanged.connect(self._kinds)
        self.trigger.currentIndexChanged.connect(self._trigger)
        self._kinds()
        self._trigger()
        if not self.offers:
            self.refusal.show_refusal(self.tr("Jetzt kann kein Charakter angreifen (Angriffsphase, stehender "
                                              "Charakter vorn, im ersten Zug nur ein Angriff)."), ("6",))

    def _kinds(self) -> None:
        o = self.offers.get(self.slot.currentData())
        fill(self.kind, [(f"{kind_label(k)} ({n})", k) for k, n in (o.damage.items() if o else ())])

    def _trigger(self) -> None:
        card = self.trigger.currentData()
        icon = self.me.spec(card).trigger if card else Trigger.NONE
        names = {Trigger.NONE: self.tr("keiner"), Trigger.SOUL: self.tr("+1 Seele"),
                 Trigger.RETURN: self.tr("gegnerischer Charakter zurück auf die Hand"),
                 Trigger.POOL: self.tr("oberste Deckkarte ins Lager"),
                 Trigger.COMEBACK: self.tr("Charakter aus dem Warteraum auf die Hand"),
                 Trigger.DRAW: self.tr("eine Karte ziehen")}
        self.icon.setText(names[icon])
        rest = list(reveal_pool(self.me, 2))
        if card in rest:
            rest.remove(card)
        none = [(self.tr("(keine)"), None)]
        for box, kind in ((self.pool_card, Trigger.POOL), (self.drawn, Trigger.DRAW)):
            fill(box, [(c, c) for c in sorted(set(rest))] if icon is kind else [])
            box.setEnabled(icon is kind)
        chars = sorted({c for c in self.me.waiting if self.me.spec(c).kind is Kind.CHARACTER})
        fill(self.comeback, none + [(c, c) for c in chars] if icon is Trigger.COMEBACK else [])
        self.comeback.setEnabled(icon is Trigger.COMEBACK)
        occupied = [(f"{slot_label(s)}: {c.card}", s) for s, c in zip(SLOTS, self.other.stage, strict=True) if c]
        fill(self.bounce, none + occupied if icon is Trigger.RETURN else [])
        self.bounce.setEnabled(icon is Trigger.RETURN)

    def build_event(self) -> Event:
        slot = need(self.slot.currentData(), "Kein Charakter kann angreifen.", "No character can attack.")
        return self.offers[slot].make(
            self.me.name, AttackKind(self.kind.currentData()),
            need(self.trigger.currentData(), "Keine Trigger-Karte.", "No trigger card."),
            pool_card=self.pool_card.currentData(), drawn=self.drawn.currentData(),
            comeback=self.comeback.currentData(), bounce=self.bounce.currentData(),
            refresh_points=self.refresh_points.cards())


class CounterDialog(WeissEntry):
    """The defender plays a counter card in a front attack, before the damage (§ 6 III)."""

    def __init__(self, session: OpenGame[WsState], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Gegenangriff"))
        offer = self.offer = next((p for _, p in offers_of(session, CounterPayload)), None)
        self.player = offer.player if offer else ""
        self.card = QtWidgets.QComboBox(self)
        fill(self.card, [(c, c) for c in (offer.cards if offer else ())])
        self.power = QtWidgets.QSpinBox(self)
        self.power.setRange(0, POWER_MAX)
        self.power.setSingleStep(POWER_STEP)
        self.form.addRow(self.tr("Spieler"), QtWidgets.QLabel(self.player or "-", self))
        self.form.addRow(self.tr("Konter-Karte"), self.card)
        self.form.addRow(self.tr("+ Kraft (Kartentext)"), self.power)
        if offer is None:
            self.refusal.show_refusal(self.tr("Kein Gegenangriff möglich (nur bei einem Frontalangriff vor dem "
                                              "Schaden, mit einer spielbaren Konter-Karte)."), ("6",))

    def build_event(self) -> Event:
        card = need(self.card.currentData(), "Keine Konter-Karte.", "No counter card.")
        offer = self.offer or CounterPayload(self.player, ())
        return offer.make(card, self.power.value())


class DamageDialog(DeckEntry):
    """The defender reveals cards for the damage, up to a climax that cancels it (§ 6 IV)."""

    def __init__(self, session: OpenGame[WsState], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Schaden"))
        self.offer = next((p for _, p in offers_of(session, DamagePayload)), None)
        self.info = QtWidgets.QLabel(self)
        self.revealed = CardPicker(self)
        self.soul = QtWidgets.QSpinBox(self)
        self.soul.setRange(-9, 9)
        self.form.addRow(self.tr("Schaden"), self.info)
        self.form.addRow(self.tr("aufgedeckt"), self.revealed)
        self.form.addRow(self.tr("Seele ± (Kartentext)"), self.soul)
        self.refresh_points = self.add_refresh()
        if self.offer is None:
            self.refusal.show_refusal(self.tr("Es steht kein Schaden an."), ("6",))
            return
        side = scribe(self.state).side(self.offer.player)
        n = self.offer.amount
        text = self.tr("{n} an {p}").format(n=n, p=self.offer.player)
        if self.offer.p_cancel is not None and self.offer.p_level_up is not None:
            text += " — " + self.tr("Climax hebt auf: {c}, Levelaufstieg: {l}").format(
                c=percent(self.offer.p_cancel), l=percent(self.offer.p_level_up))
        self.info.setText(text)
        self.revealed.set_pool(reveal_pool(side, n))
        self.refresh_points.set_side(side)
        self.soul.valueChanged.connect(lambda v: setattr(self.revealed, "limit", max(0, n + v)))
        self.revealed.limit = n

    def build_event(self) -> Event:
        offer = need(self.offer, "Es steht kein Schaden an.", "No damage is due.")
        return offer.make(self.revealed.cards(), self.soul.value(), self.refresh_points.cards())


class BattleDialog(WeissEntry):
    """The battle of a front attack: the lower power is reversed, both on a tie (§ 6 V)."""

    def __init__(self, session: OpenGame[WsState], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Kampf"))
        table = scribe(self.state)
        self.attacker_bonus = QtWidgets.QSpinBox(self)
        self.defender_bonus = QtWidgets.QSpinBox(self)
        for s in (self.attacker_bonus, self.defender_bonus):
            s.setRange(-POWER_MAX, POWER_MAX)
            s.setSingleStep(POWER_STEP)
        self.powers = QtWidgets.QLabel(self)
        atk = table.attack
        if atk is None or not options_of(session, OptionKind.BATTLE):
            self.refusal.show_refusal(self.tr("Ein Kampf folgt nur auf den Schaden eines Frontalangriffs."), ("6",))
        else:
            me, other = table.me, table.other
            a, b = me.on_stage(atk.slot), other.on_stage(OPPOSITE[atk.slot])
            assert a is not None and b is not None  # a battle is offered only with both characters facing (6 V)
            self.base = (me.spec(a.card).power, other.spec(b.card).power + atk.counter_power)
            self.names = (a.card, b.card)
            self.attacker_bonus.valueChanged.connect(self._show)
            self.defender_bonus.valueChanged.connect(self._show)
            self._show()
        self.form.addRow(self.tr("Kraft"), self.powers)
        self.form.addRow(self.tr("Angreifer ± (Kartentext)"), self.attacker_bonus)
        self.form.addRow(self.tr("Verteidiger ± (Kartentext, ohne Konter)"), self.defender_bonus)

    def _show(self) -> None:
        pa = self.base[0] + self.attacker_bonus.value()
        pb = self.base[1] + self.defender_bonus.value()
        self.powers.setText(f"{self.names[0]} {pa} : {pb} {self.names[1]}")

    def build_event(self) -> Event:
        return Battle(attacker_bonus=self.attacker_bonus.value(), defender_bonus=self.defender_bonus.value())


class EncoreDialog(WeissEntry):
    """A reversed character comes back rested for 3 stock cards, or what the card says (§ 6 VI)."""

    def __init__(self, session: OpenGame[WsState], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Encore"))
        self.choice = QtWidgets.QComboBox(self)
        fill(self.choice, [(f"{p.player}: {p.card} ({slot_label(p.slot)}) – "
                            + self.tr("{n} Karten aus dem Lager").format(n=p.cost), p)
                           for _, p in offers_of(session, EncorePayload)])
        self.form.addRow(self.tr("Charakter"), self.choice)
        if not self.choice.count():
            self.refusal.show_refusal(self.tr("Kein Encore möglich (Endphase, besiegter Charakter, genug Karten "
                                              "im Lager)."), ("6",))

    def build_event(self) -> Event:
        offer: EncorePayload = need(self.choice.currentData(), "Kein Encore möglich.", "No encore possible.")
        return offer.make()
