"""Entry dialogs of Titan – Die Arena: bids, bets, cards, referees, pass, discard, end of turn, stalemate.

Each dialog offers what the referee's options allow now (``session.options()``, see
:mod:`referee.arena.options`): the strengths, places and targets listed are those the engine accepts,
so the ui decides no rule.  An entry that is not allowed now is still offered with a note, and the
referee's refusal names the section (5–14).

>>> from referee.arena.view import ArenaState
>>> place_label(ArenaState(), Place(where=Where.DISCARD))
'Ablage'
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TypeVar

from referee.arena.cards import Card, Place, Where
from referee.arena.events import (
    BiddingClosed,
    EndTurn,
    Overbid,
    Stalemate,
)
from referee.arena.kinds import OptionKind
from referee.arena.options import dead_cards, places
from referee.arena.payloads import (
    BidPayload,
    ChiefPayload,
    DiscardPayload,
    EndTurnPayload,
    OpenBetPayload,
    PassPayload,
    PlayPayload,
    RefereePayload,
    RevealPayload,
    SecretBetPayload,
)
from referee.arena.rules import CREATURES, RULES
from referee.arena.view import ArenaState, Phase, table_line, top_card
from referee.core.errors import RefereeError
from referee.core.events import Event
from referee.core.option import Option, Payload, of_kind, payloads
from ui.dialogs.base import EntryDialog
from ui.qt import QtCore, QtWidgets
from ui.service import OpenGame

VALUES = tuple(range(RULES.min_strength, RULES.max_strength + 1))
P = TypeVar("P", bound=Payload)


def place_label(state: ArenaState, place: Place) -> str:
    card = top_card(state, place)
    return f"{place}: {card}" if card is not None else str(place)


def place_items(state: ArenaState, names: Iterable[str]) -> list[tuple[str, Place]]:
    """The places named by an option (``str(place)``), labelled with their visible card."""
    by_name = {str(p): p for p in places(state)}
    return [(place_label(state, by_name[n]), by_name[n]) for n in names if n in by_name]


class ArenaDialog(EntryDialog[ArenaState]):
    """Common frame: the options of the moment, a note when the entry is not allowed now."""

    option: OptionKind | None = None
    sections: tuple[str, ...] = ()

    def __init__(self, session: OpenGame[ArenaState], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.opts: list[Option] = session.options()
        self.note = QtWidgets.QLabel(self)
        self.note.setWordWrap(True)
        self.extra.addWidget(self.note)
        if self.option and not self.allowed():
            refused = next((o for o in self.offers() if not o.allowed), None)
            secs = refused.sections if refused is not None else self.sections
            self.note.setText(self.tr("Jetzt nicht erlaubt (§ %1); der Schriftführer erklärt beim Eintragen, warum.")
                              .replace("%1", ", ".join(secs)))

    def offers(self, kind: OptionKind | None = None) -> list[Option]:
        """The referee's options of this dialog's kind (or of ``kind``)."""
        wanted = kind or self.option
        return of_kind(self.opts, wanted) if wanted is not None else []

    def offer(self, kind: OptionKind | None = None) -> Option | None:
        """The first option of the kind: an allowed one if there is one."""
        found = self.offers(kind)
        return next((o for o in found if o.allowed), found[0] if found else None)

    def payload(self, cls: type[P], kind: OptionKind | None = None) -> P | None:
        """The typed payload of the first option of the kind (an allowed one if there is one)."""
        o = self.offer(kind)
        return o.payload if o is not None and isinstance(o.payload, cls) else None

    def allowed(self) -> bool:
        """Whether the referee's options allow this entry now."""
        return any(o.allowed for o in self.offers())

    @property
    def player(self) -> str:
        return table_line(self.state).active

    def fill(self, box: QtWidgets.QComboBox, items: Sequence[tuple[str, object]]) -> None:
        box.clear()
        for label, data in items:
            box.addItem(label, data)


class BidDialog(ArenaDialog):
    """A spoken start bid; it may only rise (section 5)."""

    option = OptionKind.BID
    sections = ("5",)

    def __init__(self, session: OpenGame[ArenaState], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Startgebot"))
        self.who = QtWidgets.QComboBox(self)
        self.fill(self.who, [(p, p) for p in table_line(self.state).players])
        self.value = QtWidgets.QSpinBox(self, minimum=RULES.min_strength, maximum=RULES.max_strength)
        self.form.addRow(self.tr("Spieler"), self.who)
        self.form.addRow(self.tr("Gebot (Stärke der ersten Karte)"), self.value)
        self.who.currentIndexChanged.connect(self._limits)
        self._limits()

    def _limits(self) -> None:
        offer = self.payload(BidPayload)
        low = offer.min_bid.get(self.who.currentData(), RULES.min_strength) if offer else RULES.min_strength
        self.value.setMinimum(min(low, RULES.max_strength))

    def build_event(self) -> Event:
        offer = self.payload(BidPayload) or BidPayload({}, {})
        return offer.make(self.who.currentData() or "", self.value.value())


class ConfirmDialog(ArenaDialog):
    """An entry without fields; the dialog shows what it will do (from the referee's new state)."""

    def __init__(self, session: OpenGame[ArenaState], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.info = QtWidgets.QLabel(self)
        self.info.setWordWrap(True)
        self.form.addRow(self.info)
        try:
            self.info.setText(self.describe(session.preview(self.build_event())))
        except RefereeError as exc:
            self.refusal.show_error(exc)

    def describe(self, after: ArenaState) -> str:
        return ""

    def cited(self) -> str:
        """The sections of this entry's option."""
        o = self.offer()
        return ", ".join(o.sections) if o is not None else ""


class CloseBiddingDialog(ConfirmDialog):
    option = OptionKind.CLOSE_BIDDING
    sections = ("5",)

    def __init__(self, session: OpenGame[ArenaState], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Gebote schließen"))

    def describe(self, after: ArenaState) -> str:
        return self.tr("%1 beginnt und muss eine Karte der Stärke %2 spielen (§ %3).").replace(
            "%1", table_line(after).start_player).replace("%3", self.cited()).replace("%2", str(table_line(after).bid_due))

    def build_event(self) -> Event:
        return BiddingClosed()


class OverbidDialog(ConfirmDialog):
    option = OptionKind.OVERBID
    sections = ("5",)

    def __init__(self, session: OpenGame[ArenaState], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Überboten"))

    def describe(self, after: ArenaState) -> str:
        return self.tr("%1 kann die gebotene Karte nicht spielen: Handlimit 7 für den Rest des Spiels (§ %3).") \
            .replace("%3", self.cited()).replace("%1", table_line(self.state).start_player)

    def build_event(self) -> Event:
        return Overbid(player=table_line(self.state).start_player or self.player)


class OpenBetDialog(ArenaDialog):
    """A visible chip on a creature without an open bet this round (section 7)."""

    option = OptionKind.OPEN_BET
    sections = ("7",)

    def __init__(self, session: OpenGame[ArenaState], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Offene Wette"))
        offered = payloads(self.offers(), OpenBetPayload, allowed=True) or payloads(self.offers(), OpenBetPayload)
        self.creature = QtWidgets.QComboBox(self)
        self.fill(self.creature, [(p.creature, p.creature) for _, p in offered])
        self.form.addRow(self.tr("Spieler"), QtWidgets.QLabel(self.player))
        self.form.addRow(self.tr("Kreatur"), self.creature)
        first = self.payload(OpenBetPayload)
        self.form.addRow(self.tr("Dukaten"), QtWidgets.QLabel(str(first.ducats) if first else ""))

    def build_event(self) -> Event:
        chosen = self.creature.currentData() or ""
        offer = next((p for _, p in payloads(self.offers(), OpenBetPayload) if p.creature == chosen),
                     OpenBetPayload(chosen, 0))
        return offer.make(self.player)


class SecretBetDialog(ArenaDialog):
    """The one secret bet in round 1 instead of a card; the creature may wait for the reveal (7)."""

    option = OptionKind.SECRET_BET
    sections = ("7",)

    def __init__(self, session: OpenGame[ArenaState], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Geheime Wette"))
        self.creature = QtWidgets.QComboBox(self)
        self.fill(self.creature, [(self.tr("(erst beim Aufdecken)"), ""), *[(c, c) for c in table_line(self.state).alive]])
        self.form.addRow(self.tr("Spieler"), QtWidgets.QLabel(self.player))
        self.form.addRow(self.tr("Kreatur"), self.creature)

    def build_event(self) -> Event:
        offer = self.payload(SecretBetPayload) or SecretBetPayload(RULES.secret_value)
        return offer.make(self.player, self.creature.currentData() or "")


class RevealDialog(ArenaDialog):
    """A secret bet turned up: its creature and the strength of its card (7, 12)."""

    option = OptionKind.REVEAL_SECRET
    sections = ("7", "12")

    def __init__(self, session: OpenGame[ArenaState], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Geheime Wette aufdecken"))
        final = table_line(self.state).phase is Phase.REVEAL
        who = [p.player for _, p in payloads(self.offers(), RevealPayload)] if final else [self.player]
        self.who = QtWidgets.QComboBox(self)
        self.fill(self.who, [(p, p) for p in who])
        self.creature = QtWidgets.QComboBox(self)
        self.value = QtWidgets.QComboBox(self)
        self.form.addRow(self.tr("Spieler"), self.who)
        self.form.addRow(self.tr("Kreatur"), self.creature)
        self.form.addRow(self.tr("Stärke der Karte"), self.value)
        self.who.currentIndexChanged.connect(self._creatures)
        self.creature.currentIndexChanged.connect(self._values)
        self._creatures()

    def _offer(self) -> RevealPayload:
        """The referee's offer for the chosen player's secret bet: the creatures and strengths it accepts."""
        player = self.who.currentData() or ""
        return next((p for _, p in payloads(self.offers(), RevealPayload) if p.player == player),
                    RevealPayload(player, {}))

    def _cards(self) -> dict[str, tuple[int, ...]]:
        return dict(self._offer().cards)

    def _creatures(self) -> None:
        self.fill(self.creature, [(c, c) for c in self._cards() or CREATURES])

    def _values(self) -> None:
        values = self._cards().get(self.creature.currentData() or "", ())
        self.fill(self.value, [(str(v), v) for v in values])

    def build_event(self) -> Event:
        value = self.value.currentData()
        return self._offer().make(self.creature.currentData() or "", value if value is not None else -1)


class PlayDialog(ArenaDialog):
    """A card into the current column of a creature's row: a strength card or a spectator (6, 8, 9)."""

    option = OptionKind.PLAY
    sections = ("6", "8", "9")

    def __init__(self, session: OpenGame[ArenaState], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Karte spielen"))
        self.creature = QtWidgets.QComboBox(self)
        self.fill(self.creature, [(c, c) for c in table_line(self.state).alive])
        self.kind = QtWidgets.QComboBox(self)
        self.fill(self.kind, [(self.tr("Stärkekarte"), False), (self.tr("Zuschauer"), True)])
        self.value = QtWidgets.QComboBox(self)
        self.spectator = QtWidgets.QLineEdit(self)
        self.spectator.setPlaceholderText(self.tr("z. B. Schlange (leer: nur der Wert)"))
        self.form.addRow(self.tr("Spieler"), QtWidgets.QLabel(self.player))
        self.form.addRow(self.tr("Kreatur (Reihe)"), self.creature)
        self.form.addRow(self.tr("Karte"), self.kind)
        self.form.addRow(self.tr("Stärke"), self.value)
        self.form.addRow(self.tr("Name des Zuschauers"), self.spectator)
        offer = self.payload(PlayPayload)
        if offer is not None and offer.must_value is not None:
            self.note.setText(self.tr("Startgebot: die erste Karte muss die Stärke %1 haben (§ %2).")
                              .replace("%2", ", ".join(offer.must_sections)).replace("%1", str(offer.must_value)))
        self.creature.currentIndexChanged.connect(self._values)
        self.kind.currentIndexChanged.connect(self._values)
        self._values()

    def _values(self) -> None:
        c, spectator = self.creature.currentData() or "", bool(self.kind.currentData())
        offer = self.payload(PlayPayload)
        values = (offer.spectators if spectator else offer.values).get(c, ()) if offer else ()
        self.fill(self.value, [(str(v), v) for v in values])
        self.spectator.setEnabled(spectator)

    def choose(self, creature: str, value: int, spectator: bool = False) -> bool:
        """Select a card as the scribe would; False if it is not offered."""
        self.creature.setCurrentIndex(self.creature.findData(creature))
        self.kind.setCurrentIndex(1 if spectator else 0)
        i = self.value.findData(value)
        self.value.setCurrentIndex(i)
        return i >= 0

    def build_event(self) -> Event:
        v = self.value.currentData()
        offer = self.payload(PlayPayload) or PlayPayload(None, {}, {})
        spectator = bool(self.kind.currentData())
        return offer.make(self.player, self.creature.currentData() or "", -1 if v is None else v,
                          spectator=spectator, name=self.spectator.text().strip() if spectator else "")


class RefereeDialog(ArenaDialog):
    """A normal referee takes a visible strength card into the hand (section 10)."""

    option = OptionKind.REFEREE
    sections = ("10",)

    def __init__(self, session: OpenGame[ArenaState], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Schiedsrichter"))
        self.offered = self.payload(RefereePayload) or RefereePayload(())
        self.place = QtWidgets.QComboBox(self)
        self.fill(self.place, place_items(self.state, self.offered.places))
        self.form.addRow(self.tr("Spieler"), QtWidgets.QLabel(self.player))
        self.form.addRow(self.tr("Sichtbare Karte nehmen"), self.place)

    def build_event(self) -> Event:
        place = self.place.currentData()
        return self.offered.make(self.player, place if isinstance(place, Place) else Place(where=Where.DISCARD))


class ChiefDialog(ArenaDialog):
    """The chief referee: every secret bet on the named creature is revealed, in seat order (10)."""

    option = OptionKind.CHIEF_REFEREE
    sections = ("10",)

    def __init__(self, session: OpenGame[ArenaState], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Chefschiedsrichter"))
        self.creature = QtWidgets.QComboBox(self)
        self.fill(self.creature, [(c, c) for c in CREATURES])
        self.form.addRow(self.tr("Spieler"), QtWidgets.QLabel(self.player))
        self.form.addRow(self.tr("Kreatur"), self.creature)
        self.rows: dict[str, tuple[QtWidgets.QCheckBox, QtWidgets.QSpinBox]] = {}
        for b in table_line(self.state).bets:
            if b.secret and not b.revealed:
                box = QtWidgets.QCheckBox(self.tr("%1: geheime Wette aufgedeckt").replace("%1", b.player), self)
                spin = QtWidgets.QSpinBox(self, minimum=RULES.min_strength, maximum=RULES.max_strength)
                self.rows[b.player] = (box, spin)
                self.form.addRow(box, spin)
        self.creature.currentIndexChanged.connect(self._required)
        self._required()

    def _required(self) -> None:
        c = self.creature.currentData()
        for b in table_line(self.state).bets:
            if b.player in self.rows and b.secret and b.creature:
                box = self.rows[b.player][0]
                box.setChecked(b.creature == c)
                box.setEnabled(False)

    def build_event(self) -> Event:
        reveals = {p: spin.value() for p, (box, spin) in self.rows.items() if box.isChecked()}
        offer = self.payload(ChiefPayload) or ChiefPayload(tuple(CREATURES), ())
        return offer.make(self.player, self.creature.currentData() or "", reveals)


class CardListDialog(ArenaDialog):
    """Base of pass and discard: tick strength cards of dead creatures."""

    def __init__(self, session: OpenGame[ArenaState], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.cards = QtWidgets.QListWidget(self)
        for card in dead_cards(self.state):
            item = QtWidgets.QListWidgetItem(str(card), self.cards)
            item.setData(QtCore.Qt.ItemDataRole.UserRole, card)
            item.setFlags(item.flags() | QtCore.Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(QtCore.Qt.CheckState.Unchecked)
        self.form.addRow(self.tr("Spieler"), QtWidgets.QLabel(self.player))
        self.extra.insertWidget(0, self.cards)

    def tick(self, names: Iterable[str]) -> None:
        wanted = set(names)
        for i in range(self.cards.count()):
            item = self.cards.item(i)
            item.setCheckState(QtCore.Qt.CheckState.Checked if item.text() in wanted
                               else QtCore.Qt.CheckState.Unchecked)

    def ticked(self) -> tuple[Card, ...]:
        return tuple(self.cards.item(i).data(QtCore.Qt.ItemDataRole.UserRole) for i in range(self.cards.count())
                     if self.cards.item(i).checkState() == QtCore.Qt.CheckState.Checked)


class PassDialog(CardListDialog):
    """Pass: no playable card; the whole usable hand is shown (5, 6)."""

    option = OptionKind.PASS
    sections = ("5", "6")

    def __init__(self, session: OpenGame[ArenaState], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Passen"))
        self.offered = self.payload(PassPayload) or PassPayload(0, ())
        self.form.addRow(QtWidgets.QLabel(self.tr("Alle %1 spielbaren Handkarten zeigen (nur Karten toter "
                                                  "Kreaturen):").replace("%1", str(self.offered.must_show)), self))

    def build_event(self) -> Event:
        return self.offered.make(self.player, self.ticked())


class DiscardDialog(CardListDialog):
    """Up to three shown strength cards of dead creatures (11)."""

    option = OptionKind.DISCARD
    sections = ("11",)

    def __init__(self, session: OpenGame[ArenaState], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Abwerfen"))
        self.offered = self.payload(DiscardPayload) or DiscardPayload(0, ())
        self.form.addRow(QtWidgets.QLabel(self.tr("Höchstens %1 Karten toter Kreaturen:").replace(
            "%1", str(self.offered.max_cards)), self))

    def build_event(self) -> Event:
        return self.offered.make(self.player, self.ticked())


class EndTurnDialog(ConfirmDialog):
    """End of the turn: refill, and the round ends if one creature alone is weakest (6, 8, 11)."""

    option = OptionKind.END_TURN
    sections = ("6", "11")

    def __init__(self, session: OpenGame[ArenaState], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Zugende"))

    def describe(self, after: ArenaState) -> str:
        then, now = table_line(self.state), table_line(after)
        draws = now.hands[self.player] - then.hands[self.player]
        end = self.payload(EndTurnPayload) or EndTurnPayload(draws, None)
        text = self.tr("%1 zieht %2 Karte(n) nach (§ %3).").replace("%3", ", ".join(end.draw_sections)) \
            .replace("%1", self.player).replace("%2", str(draws))
        died = [c for c in now.dead if c not in then.dead]
        if died:
            text += " " + self.tr("Die Runde endet: %1 stirbt (§ %2).").replace("%2", ", ".join(end.death_sections)) \
                .replace("%1", died[0])
        if now.phase in (Phase.REVEAL, Phase.OVER):
            text += " " + self.tr("Nach fünf Runden ist das Spiel vorbei (§ %1).").replace("%1", ", ".join(end.end_sections))
        return text

    def build_event(self) -> Event:
        return EndTurn(player=self.player)


class StalemateDialog(ArenaDialog):
    """A stalemate: agreed at the start of the round starter's turn, or nobody can play (14)."""

    option = OptionKind.STALEMATE
    sections = ("14",)

    def __init__(self, session: OpenGame[ArenaState], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Patt"))
        self.voluntary = QtWidgets.QCheckBox(self.tr("freiwillig (alle einverstanden)"), self)
        self.voluntary.setChecked(any(o.allowed and isinstance(o.entry, Stalemate) and o.entry.voluntary
                                      for o in self.offers()))
        self.form.addRow(self.voluntary)

    def build_event(self) -> Event:
        return Stalemate(voluntary=self.voluntary.isChecked())


DIALOGS: dict[str, Callable[[OpenGame[ArenaState], QtWidgets.QWidget | None], EntryDialog[ArenaState]]] = {
    "bid": BidDialog, "close_bidding": CloseBiddingDialog, "overbid": OverbidDialog, "open_bet": OpenBetDialog,
    "secret_bet": SecretBetDialog, "reveal": RevealDialog, "play": PlayDialog, "referee": RefereeDialog,
    "chief": ChiefDialog, "pass": PassDialog, "discard": DiscardDialog, "end_turn": EndTurnDialog,
    "stalemate": StalemateDialog,
}

__all__ = ["DIALOGS", "ArenaDialog", "place_items", "place_label"]
