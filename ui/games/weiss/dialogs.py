"""Entry dialogs of Weiß Schwarz: drawing, mulligan, phases, clock and level-up, playing, the climax,
end-phase discards and encore.  The attack's steps are in :mod:`ui.games.weiss.attack`.

Each dialog offers what the referee's options allow now (``session.options()``, see
:mod:`referee.weiss.options`), and names cards only from the zone they come from; the referee checks
the entry and a refusal is shown in place with its section.  A dialog opens with the focus in its
first field.
"""

from __future__ import annotations

from typing import Any, TypeVar

from referee.core.errors import InvalidInput
from referee.core.events import Event
from referee.core.option import Option, Payload, of_kind, payloads
from referee.weiss.cards import DECK_SIZE, Kind
from referee.weiss.effects import WORDS_LIMIT
from referee.weiss.kinds import OptionKind
from referee.weiss.options import MULLIGAN_SECTION, reveal_pool
from referee.weiss.payloads import (
    AbilityPayload,
    ClimaxPayload,
    ClockPayload,
    DiscardPayload,
    DrawPayload,
    EffectDamagePayload,
    LevelUpPayload,
    MovePayload,
    MulliganPayload,
    PhasePayload,
    PlayPayload,
)
from referee.weiss.view import SLOTS, Phase, ScribeSide, WsState, scribe
from ui import i18n
from ui.dialogs.base import EntryDialog
from ui.games.weiss.cards import CardPicker
from ui.games.weiss.models import slot_label
from ui.qt import QtWidgets
from ui.service import OpenGame


def phase_label(phase: Phase) -> str:
    return phase.word(i18n.current())


def options_of(session: OpenGame[WsState], kind: OptionKind, *, allowed: bool = True) -> list[Option]:
    """The referee's options of one kind (only the allowed ones unless ``allowed`` is False)."""
    return [o for o in of_kind(session.options(), kind) if o.allowed or not allowed]


P = TypeVar("P", bound=Payload)
T = TypeVar("T")


def offers_of(session: OpenGame[WsState], cls: type[P], *, allowed: bool = True) -> list[tuple[Option, P]]:
    """The referee's options carrying a payload of ``cls``, with it (only the allowed ones unless ``allowed`` is
    False)."""
    return payloads(session.options(), cls, allowed=True if allowed else None)


def side_of(state: WsState, player: str) -> ScribeSide:
    """``player``'s side as the scribe's record holds it (the deck in order, the waiting room, each card's spec)."""
    return scribe(state).side(player)


def fill(box: QtWidgets.QComboBox, items: list[tuple[str, Any]]) -> None:  # Any: a combo box item's data
    box.blockSignals(True)
    box.clear()
    for text, data in items:
        box.addItem(text, data)
    box.blockSignals(False)


def need(value: T | None, de: str, en: str) -> T:
    if value is None or value == "":
        raise InvalidInput(de, en)
    return value


class WeissEntry(EntryDialog[WsState]):
    """An entry dialog of Weiß Schwarz (it opens with the focus in its first field, as every entry dialog)."""


class RefreshPicker(CardPicker):
    """The card(s) that went to clock after a refresh (§ refresh); empty when no refresh happens."""

    def set_side(self, side: ScribeSide) -> None:
        self.set_pool((*side.deck, *side.waiting))


class DeckEntry(WeissEntry):
    """A dialog that may need refresh points; ``add_refresh`` puts the picker in the form."""

    def add_refresh(self) -> RefreshPicker:
        picker = RefreshPicker(self)
        picker.setToolTip(self.tr("Nur wenn das Deck leer wurde: die oberste Karte des neuen Decks ging in den "
                                  "Clock (Deck leer, Refresh)."))
        self.form.addRow(self.tr("Deck leer (Refresh): Karte in den Clock"), picker)
        return picker


class DrawDialog(DeckEntry):
    """Cards drawn: 5 at the start, 1 in the draw phase, 2 after a clock (§ vorbereitung, § 2, § 3)."""

    def __init__(self, session: OpenGame[WsState], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Karten ziehen"))
        self.offers = {p.player: p for _, p in offers_of(session, DrawPayload)}
        self.player = QtWidgets.QComboBox(self)
        fill(self.player, [(p, p) for p in self.offers])
        self.count = QtWidgets.QLabel(self)
        self.cards = CardPicker(self)
        self.form.addRow(self.tr("Spieler"), self.player)
        self.form.addRow(self.tr("zu ziehen"), self.count)
        self.form.addRow(self.tr("gezogen"), self.cards)
        self.refresh_points = self.add_refresh()
        self.player.currentIndexChanged.connect(self._player)
        self._player()
        if not self.offers:
            self.refusal.show_refusal(self.tr("Jetzt ist kein Ziehen fällig."), ("2", "3"))

    def _player(self) -> None:
        o = self.offers.get(self.player.currentData())
        if o is None:
            return
        side = side_of(self.state, o.player)
        count = o.count
        self.count.setText(str(count))
        self.cards.limit = count
        self.cards.set_pool(reveal_pool(side, count))
        self.refresh_points.set_side(side)

    def build_event(self) -> Event:
        player = need(self.player.currentData(), "Jetzt ist kein Ziehen fällig.", "No draw is due now.")
        return self.offers[player].make(self.cards.cards(), self.refresh_points.cards())


class MulliganDialog(DeckEntry):
    """Cards from the hand to the waiting room and as many drawn again; none: keep (§ vorbereitung)."""

    def __init__(self, session: OpenGame[WsState], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Mulligan"))
        self.offer = next((p for _, p in offers_of(session, MulliganPayload)), None)
        self.player_name: str | None = self.offer.player if self.offer else None
        self.discard = CardPicker(self)
        self.draw = CardPicker(self)
        self.form.addRow(self.tr("Spieler"), QtWidgets.QLabel(self.player_name or "-", self))
        self.form.addRow(self.tr("abwerfen"), self.discard)
        self.form.addRow(self.tr("nachziehen"), self.draw)
        self.refresh_points = self.add_refresh()
        if self.player_name is not None:
            side = side_of(self.state, self.player_name)
            self.discard.set_pool(side.hand)
            self.draw.set_pool(side.deck)
            self.refresh_points.set_side(side)
        else:
            self.refusal.show_refusal(self.tr("Jetzt ist kein Mulligan an der Reihe."), (MULLIGAN_SECTION,))

    def build_event(self) -> Event:
        offer = need(self.offer, "Jetzt ist kein Mulligan an der Reihe.", "No mulligan is due now.")
        return offer.make(self.discard.cards(), self.draw.cards(), self.refresh_points.cards())


class PhaseDialog(WeissEntry):
    """The next phase: only when nothing is due (draw, attack, hand limit)."""

    def __init__(self, session: OpenGame[WsState], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Nächste Phase"))
        self.offer = next((p for _, p in offers_of(session, PhasePayload)), None)
        offer = self.offer
        self.phase = offer.phase if offer else None
        text = phase_label(self.phase) if self.phase else "-"
        if self.phase is Phase.STAND:
            other = scribe(self.state).other.name
            text += " " + self.tr("({p} ist am Zug)").format(p=other)
        self.form.addRow(self.tr("nächste Phase"), QtWidgets.QLabel(text, self))
        if offer is None:
            self.refusal.show_refusal(self.tr("Erst muss das Fällige erledigt werden (Ziehen, Angriff, Levelaufstieg, "
                                              "Abwerfen auf 7)."), ("2", "3", "6", "7"))

    def build_event(self) -> Event:
        return need(self.offer, "Jetzt kann keine Phase folgen.", "No phase can follow now.").make()


class CardDialog(WeissEntry):
    """One card chosen from a list the referee offers."""

    def __init__(self, session: OpenGame[WsState], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.card = QtWidgets.QComboBox(self)
        self.form.addRow(self.tr("Karte"), self.card)

    def chosen(self) -> str:
        return str(need(self.card.currentData(), "Keine Karte wählbar.", "No card to choose."))


class ClockDialog(CardDialog):
    """A card from the hand to the clock; 2 cards are drawn after it (§ 3)."""

    def __init__(self, session: OpenGame[WsState], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Karte in den Clock"))
        self.offers = {p.card: p for _, p in offers_of(session, ClockPayload)}
        self.player = next(iter(self.offers.values())).player if self.offers else ""
        fill(self.card, [(card, card) for card in self.offers])
        if not self.offers:
            self.refusal.show_refusal(self.tr("Clock nur einmal in der eigenen Clockphase."), ("3",))

    def build_event(self) -> Event:
        return self.offers[self.chosen()].make()


class LevelUpDialog(CardDialog):
    """Seven cards in clock: one of them to level, the other six to the waiting room (§ 3)."""

    def __init__(self, session: OpenGame[WsState], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Levelaufstieg"))
        self.offers = {p.card: p for _, p in offers_of(session, LevelUpPayload)}
        self.player = next(iter(self.offers.values())).player if self.offers else ""
        self.form.insertRow(0, self.tr("Spieler"), QtWidgets.QLabel(self.player or "-", self))
        fill(self.card, [(card, card) for card in self.offers])
        if not self.offers:
            self.refusal.show_refusal(self.tr("Niemand hat 7 Karten im Clock."), ("3",))

    def build_event(self) -> Event:
        return self.offers[self.chosen()].make()


class PlayDialog(CardDialog):
    """A character to a stage place or an event, in the main phase (§ 4); cards that cannot be played are
    listed greyed with the reason (level, cost, colour)."""

    kind = "play"
    payload: type[PlayPayload] | type[ClimaxPayload] = PlayPayload

    def __init__(self, session: OpenGame[WsState], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Karte spielen") if self.kind == OptionKind.PLAY else self.tr("Climax spielen"))
        found: list[tuple[Option, PlayPayload | ClimaxPayload]] = list(offers_of(session, self.payload, allowed=False))
        self.offers = [o for o, _ in found]
        self.cards = {p.card: p for _, p in found}
        table = scribe(self.state)
        self.me = table.me if table.started else None
        self.slot = QtWidgets.QComboBox(self)
        fill(self.slot, [(slot_label(s), s) for s in SLOTS])
        self.why = QtWidgets.QLabel(self)
        self.why.setWordWrap(True)
        if self.kind == OptionKind.PLAY:
            self.form.addRow(self.tr("Platz"), self.slot)
        else:
            self.slot.hide()  # a climax takes no stage place (not in the form: it would lie over the fields)
        self.form.addRow(self.why)
        model = self.card.model()
        lang = i18n.current()
        for o, p in found:
            self.card.addItem(p.card, p.card)
            if not o.allowed:
                item = model.item(self.card.count() - 1)  # type: ignore[attr-defined]
                item.setEnabled(False)
                item.setToolTip(o.reason(lang))
        first = next((i for i, o in enumerate(self.offers) if o.allowed), -1)
        self.card.setCurrentIndex(first)
        self.card.currentIndexChanged.connect(self._card)
        self._card()
        blocked = [o.reason(lang) or p.card for o, p in found if not o.allowed]
        if blocked:
            self.why.setText(self.tr("Nicht spielbar:") + " " + " · ".join(blocked))
        if not self.offers:
            self.refusal.show_refusal(self.tr("Jetzt kann keine solche Karte gespielt werden."),
                                      ("4",) if self.kind == OptionKind.PLAY else ("5",))

    def _card(self) -> None:
        card = self.card.currentData()
        self.slot.setEnabled(bool(card) and self.me is not None and self.me.spec(card).kind is Kind.CHARACTER)

    def build_event(self) -> Event:
        assert self.me is not None
        offer = self.cards[self.chosen()]
        slot = self.slot.currentData() if self.slot.isEnabled() else None
        assert isinstance(offer, PlayPayload)
        return offer.make(self.me.name, slot)


class ClimaxDialog(PlayDialog):
    """A climax card from the hand into the climax area in the climax phase (§ 5)."""

    kind = "climax"
    payload = ClimaxPayload

    def build_event(self) -> Event:
        assert self.me is not None
        offer = self.cards[self.chosen()]
        assert isinstance(offer, ClimaxPayload)
        return offer.make(self.me.name)


class MoveDialog(WeissEntry):
    """Swap two stage places in the main phase (§ 4)."""

    def __init__(self, session: OpenGame[WsState], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Charakter bewegen"))
        self.me = scribe(self.state).me
        self.from_slot = QtWidgets.QComboBox(self)
        self.to_slot = QtWidgets.QComboBox(self)
        fill(self.from_slot, [(f"{slot_label(s)}: {c.card}", s) for s, c in zip(SLOTS, self.me.stage, strict=True)
                              if c is not None])
        self.form.addRow(self.tr("von"), self.from_slot)
        self.form.addRow(self.tr("nach"), self.to_slot)
        self.from_slot.currentIndexChanged.connect(self._targets)
        self._targets()
        self.offer = next((p for _, p in offers_of(session, MovePayload, allowed=False)), None)
        move = next(iter(options_of(session, OptionKind.MOVE, allowed=False)), None)
        if move is None or not move.allowed:
            why = move.reason(i18n.current()) if move is not None else ""
            self.refusal.show_refusal(why or self.tr("Bewegen nur in der Hauptphase."), move.sections if move else ("4",))

    def _targets(self) -> None:
        src = self.from_slot.currentData()
        fill(self.to_slot, [(slot_label(s) + (f": {c.card}" if c else ""), s)
                            for s, c in zip(SLOTS, self.me.stage, strict=True) if s != src])

    def build_event(self) -> Event:
        src = need(self.from_slot.currentData(), "Kein Charakter auf der Bühne.", "No character on stage.")
        offer = self.offer or MovePayload(())
        return offer.make(self.me.name, src, self.to_slot.currentData())


class DiscardDialog(WeissEntry):
    """Down to 7 cards in hand in the end phase (§ 7)."""

    def __init__(self, session: OpenGame[WsState], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Abwerfen"))
        self.offers = {p.player: p for _, p in offers_of(session, DiscardPayload)}
        self.player = QtWidgets.QComboBox(self)
        fill(self.player, [(f"{p} ({o.count})", p) for p, o in self.offers.items()])
        self.cards = CardPicker(self)
        self.form.addRow(self.tr("Spieler"), self.player)
        self.form.addRow(self.tr("abwerfen"), self.cards)
        self.player.currentIndexChanged.connect(self._player)
        self._player()
        if not self.offers:
            self.refusal.show_refusal(self.tr("Niemand muss abwerfen (nur in der Endphase, über 7 Karten)."), ("7",))

    def _player(self) -> None:
        o = self.offers.get(self.player.currentData())
        if o is not None:
            self.cards.limit = o.count
            self.cards.set_pool(side_of(self.state, o.player).hand)

    def build_event(self) -> Event:
        player = need(self.player.currentData(), "Niemand muss abwerfen.", "Nobody has to discard.")
        return self.offers[player].make(self.cards.cards())


class AbilityDialog(WeissEntry):
    """An activated ability of an own character in the main phase: the stock it costs, whether the character
    is rested for it, what it does in words (§ 4)."""

    def __init__(self, session: OpenGame[WsState], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Fähigkeit aktivieren"))
        found = offers_of(session, AbilityPayload, allowed=False)
        self.offer = next((p for o, p in found if o.allowed), None)
        self.slot = QtWidgets.QComboBox(self)
        self.cost = QtWidgets.QSpinBox(self)
        self.rest = QtWidgets.QCheckBox(self.tr("Charakter dafür ausruhen"), self)
        self.effect = QtWidgets.QLineEdit(self)
        self.effect.setMaxLength(WORDS_LIMIT)
        self.effect.setPlaceholderText(self.tr("was die Fähigkeit bewirkt (Kartentext)"))
        self.form.addRow(self.tr("Charakter"), self.slot)
        self.form.addRow(self.tr("Kosten (Karten aus dem Lager)"), self.cost)
        self.form.addRow(self.rest)
        self.form.addRow(self.tr("Wirkung"), self.effect)
        if self.offer is None:
            why = next((o.reason(i18n.current()) for o, _ in found), "")
            self.refusal.show_refusal(why or self.tr("Fähigkeiten nur in der eigenen Hauptphase."), ("4",))
            return
        side = side_of(self.state, self.offer.player)
        fill(self.slot, [(f"{slot_label(s)}: {c.card}", s) for s in self.offer.slots
                         if (c := side.on_stage(s)) is not None])
        self.cost.setRange(0, self.offer.stock)
        self.slot.currentIndexChanged.connect(self._slot)
        self._slot()

    def _slot(self) -> None:
        standing = self.offer is not None and self.slot.currentData() in self.offer.standing
        self.rest.setEnabled(standing)
        if not standing:
            self.rest.setChecked(False)

    def build_event(self) -> Event:
        offer = need(self.offer, "Fähigkeiten nur in der eigenen Hauptphase.", "Abilities only in one's main phase.")
        slot = need(self.slot.currentData(), "Kein Charakter auf der Bühne.", "No character on stage.")
        return offer.make(slot, self.cost.value(), self.rest.isChecked(), self.effect.text())


class EffectDamageDialog(DeckEntry):
    """A damage by a card's effect, outside an attack: its amount and the cards revealed, up to a climax that
    cancels it (§ 6 IV)."""

    def __init__(self, session: OpenGame[WsState], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Schaden außerhalb eines Angriffs"))
        self.offers = {p.player: p for _, p in offers_of(session, EffectDamagePayload)}
        self.player = QtWidgets.QComboBox(self)
        fill(self.player, [(p, p) for p in self.offers])
        self.amount = QtWidgets.QSpinBox(self)
        self.amount.setRange(1, DECK_SIZE)
        self.revealed = CardPicker(self)
        self.source = QtWidgets.QLineEdit(self)
        self.source.setMaxLength(WORDS_LIMIT)
        self.source.setPlaceholderText(self.tr("Karte oder Wirkung, die den Schaden macht"))
        self.form.addRow(self.tr("Spieler"), self.player)
        self.form.addRow(self.tr("Schaden"), self.amount)
        self.form.addRow(self.tr("aufgedeckt"), self.revealed)
        self.form.addRow(self.tr("durch"), self.source)
        self.refresh_points = self.add_refresh()
        self.player.currentIndexChanged.connect(self._player)
        self.amount.valueChanged.connect(self._player)
        self._player()
        if not self.offers:
            self.refusal.show_refusal(self.tr("Jetzt kann kein Schaden eingetragen werden."), ("6",))

    def _player(self) -> None:
        o = self.offers.get(self.player.currentData())
        if o is None:
            return
        side = side_of(self.state, o.player)
        n = self.amount.value()
        self.revealed.limit = n
        self.revealed.set_pool(reveal_pool(side, n))
        self.refresh_points.set_side(side)

    def build_event(self) -> Event:
        player = need(self.player.currentData(), "Jetzt kann kein Schaden eingetragen werden.",
                      "No damage can be entered now.")
        return self.offers[player].make(self.amount.value(), self.revealed.cards(), self.refresh_points.cards(),
                                        self.source.text())
