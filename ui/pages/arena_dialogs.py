"""Entry dialogs of Titan – Die Arena: bids, bets, cards, referees, pass, discard, end of turn, stalemate.

Each dialog offers what ``referee.arena.view.options`` allows now; lists of cards or places are the
candidates the engine accepts (``Journal.check``), so the ui decides no rule.  An entry that is not
allowed now is still offered with a note, and the referee's refusal names the section (5–14).

>>> from referee.arena.state import ArenaState
>>> [str(p) for p in places(ArenaState())], dead_cards(ArenaState())
(['Ablage'], [])
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

from referee.arena.cards import Card, Place, Where
from referee.arena.events import (
    Bid,
    BiddingClosed,
    ChiefReferee,
    Discard,
    EndTurn,
    OpenBet,
    Overbid,
    Pass,
    Play,
    Referee,
    Revealed,
    RevealSecret,
    SecretBet,
    Stalemate,
)
from referee.arena.rules import CREATURES, RULES
from referee.arena.state import ArenaState, Phase
from referee.arena.view import options
from referee.core.errors import RefereeError
from referee.core.events import Event
from ui import i18n
from ui.dialogs.base import EntryDialog
from ui.qt import QtCore, QtWidgets
from ui.service import OpenGame

VALUES = tuple(range(RULES.min_strength, RULES.max_strength + 1))


def accepted(session: OpenGame, candidates: Iterable[tuple[str, Event]]) -> list[tuple[str, Event]]:
    """The candidates the referee would accept now (nothing is stored)."""
    out = []
    for label, ev in candidates:
        try:
            session.preview(ev)
        except RefereeError:
            continue
        out.append((label, ev))
    return out


def places(state: ArenaState) -> list[Place]:
    """Every place that may show a card (section 10): the round columns so far, the discard pile, the bets."""
    out = [Place(where=Where.COLUMN, creature=c, round=r)
           for r in range(1, min(state.round, RULES.rounds) + 1) for c in state.alive()]
    out.append(Place(where=Where.DISCARD))
    out += [Place(where=Where.BET, player=p) for p in state.players]
    return out


def place_label(state: ArenaState, place: Place) -> str:
    card = state.top_at(place)
    return f"{place}: {card}" if card is not None else str(place)


def dead_cards(state: ArenaState) -> list[Card]:
    """Strength cards of dead creatures that are not on the table (they may be in a hand, 11)."""
    table = set(state.table_cards())
    return [Card(creature=c, value=v) for c in state.dead() for v in VALUES if Card(creature=c, value=v) not in table]


class ArenaDialog(EntryDialog):
    """Common frame: the options of the moment, a note when the entry is not allowed now."""

    option = ""
    sections: tuple[str, ...] = ()

    def __init__(self, session: OpenGame, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.opts: dict[str, Any] = options(self.state, i18n.current())
        self.note = QtWidgets.QLabel(self)
        self.note.setWordWrap(True)
        self.extra.addWidget(self.note)
        entry = self.opts.get(self.option) if self.option else None
        if self.option and not self.allowed(entry):
            secs = entry["sections"] if isinstance(entry, dict) else list(self.sections)
            self.note.setText(self.tr("Jetzt nicht erlaubt (§ %1); der Schriftführer erklärt beim Eintragen, warum.")
                              .replace("%1", ", ".join(secs)))

    def allowed(self, entry: Any) -> bool:
        """Whether ``options()`` allows this entry now."""
        return isinstance(entry, dict) and bool(entry.get("allowed", True))

    @property
    def player(self) -> str:
        return str(self.state.active_player)

    def fill(self, box: QtWidgets.QComboBox, items: Sequence[tuple[str, Any]]) -> None:
        box.clear()
        for label, data in items:
            box.addItem(label, data)


class BidDialog(ArenaDialog):
    """A spoken start bid; it may only rise (section 5)."""

    option = "bid"
    sections = ("5",)

    def __init__(self, session: OpenGame, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Startgebot"))
        self.who = QtWidgets.QComboBox(self)
        self.fill(self.who, [(p, p) for p in self.state.players])
        self.value = QtWidgets.QSpinBox(self, minimum=RULES.min_strength, maximum=RULES.max_strength)
        self.form.addRow(self.tr("Spieler"), self.who)
        self.form.addRow(self.tr("Gebot (Stärke der ersten Karte)"), self.value)
        self.who.currentIndexChanged.connect(self._limits)
        self._limits()

    def _limits(self) -> None:
        low = self.opts.get("bid", {}).get("min_bid", {}).get(self.who.currentData(), RULES.min_strength)
        self.value.setMinimum(min(low, RULES.max_strength))

    def build_event(self) -> Event:
        return Bid(player=self.who.currentData() or "", value=self.value.value())


class ConfirmDialog(ArenaDialog):
    """An entry without fields; the dialog shows what it will do (from the referee's new state)."""

    def __init__(self, session: OpenGame, parent: QtWidgets.QWidget | None = None) -> None:
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


class CloseBiddingDialog(ConfirmDialog):
    option = "bid"
    sections = ("5",)

    def allowed(self, entry: Any) -> bool:
        return isinstance(entry, dict) and bool(entry.get("close"))

    def __init__(self, session: OpenGame, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Gebote schließen"))

    def describe(self, after: ArenaState) -> str:
        return self.tr("%1 beginnt und muss eine Karte der Stärke %2 spielen (§ 5).").replace(
            "%1", after.start_player).replace("%2", str(after.bid_due))

    def build_event(self) -> Event:
        return BiddingClosed()


class OverbidDialog(ConfirmDialog):
    option = "overbid"
    sections = ("5",)

    def __init__(self, session: OpenGame, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Überboten"))

    def describe(self, after: ArenaState) -> str:
        return self.tr("%1 kann die gebotene Karte nicht spielen: Handlimit 7 für den Rest des Spiels (§ 5).") \
            .replace("%1", self.state.start_player)

    def build_event(self) -> Event:
        return Overbid(player=self.state.start_player or self.player)


class OpenBetDialog(ArenaDialog):
    """A visible chip on a creature without an open bet this round (section 7)."""

    option = "open_bet"
    sections = ("7",)

    def __init__(self, session: OpenGame, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Offene Wette"))
        bet = self.opts.get("open_bet", {})
        self.creature = QtWidgets.QComboBox(self)
        self.fill(self.creature, [(c, c) for c in bet.get("creatures", [])])
        self.form.addRow(self.tr("Spieler"), QtWidgets.QLabel(self.player))
        self.form.addRow(self.tr("Kreatur"), self.creature)
        self.form.addRow(self.tr("Dukaten"), QtWidgets.QLabel(str(bet.get("ducats", ""))))

    def build_event(self) -> Event:
        return OpenBet(player=self.player, creature=self.creature.currentData() or "")


class SecretBetDialog(ArenaDialog):
    """The one secret bet in round 1 instead of a card; the creature may wait for the reveal (7)."""

    option = "secret_bet"
    sections = ("7",)

    def __init__(self, session: OpenGame, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Geheime Wette"))
        self.creature = QtWidgets.QComboBox(self)
        self.fill(self.creature, [(self.tr("(erst beim Aufdecken)"), ""), *[(c, c) for c in self.state.alive()]])
        self.form.addRow(self.tr("Spieler"), QtWidgets.QLabel(self.player))
        self.form.addRow(self.tr("Kreatur"), self.creature)

    def build_event(self) -> Event:
        return SecretBet(player=self.player, creature=self.creature.currentData() or "")


class RevealDialog(ArenaDialog):
    """A secret bet turned up: its creature and the strength of its card (7, 12)."""

    option = "reveal_secret"
    sections = ("7", "12")

    def __init__(self, session: OpenGame, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Geheime Wette aufdecken"))
        final = self.state.phase is Phase.REVEAL
        who = self.opts.get("reveal_secret", {}).get("players", []) if final else [self.player]
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

    def _creatures(self) -> None:
        bet = self.state.secret_bet(self.who.currentData()) if self.who.currentData() else None
        names = [bet.creature] if bet is not None and bet.creature else list(CREATURES)
        self.fill(self.creature, [(c, c) for c in names])

    def _values(self) -> None:
        who, c = self.who.currentData() or "", self.creature.currentData() or ""
        ok = accepted(self.session, [(str(v), RevealSecret(player=who, creature=c, value=v)) for v in VALUES])
        self.fill(self.value, [(label, int(label)) for label, _ in ok])

    def build_event(self) -> Event:
        return RevealSecret(player=self.who.currentData() or "", creature=self.creature.currentData() or "",
                            value=self.value.currentData() if self.value.currentData() is not None else -1)


class PlayDialog(ArenaDialog):
    """A card into the current column of a creature's row: a strength card or a spectator (6, 8, 9)."""

    option = "play"
    sections = ("6", "8", "9")

    def __init__(self, session: OpenGame, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Karte spielen"))
        self.creature = QtWidgets.QComboBox(self)
        self.fill(self.creature, [(c, c) for c in self.state.alive()])
        self.kind = QtWidgets.QComboBox(self)
        self.fill(self.kind, [(self.tr("Stärkekarte"), False), (self.tr("Zuschauer"), True)])
        self.value = QtWidgets.QComboBox(self)
        self.form.addRow(self.tr("Spieler"), QtWidgets.QLabel(self.player))
        self.form.addRow(self.tr("Kreatur (Reihe)"), self.creature)
        self.form.addRow(self.tr("Karte"), self.kind)
        self.form.addRow(self.tr("Stärke"), self.value)
        must = self.opts.get("play", {}).get("must_value")
        if must is not None:
            self.note.setText(self.tr("Startgebot: die erste Karte muss die Stärke %1 haben (§ 5).")
                              .replace("%1", str(must)))
        self.creature.currentIndexChanged.connect(self._values)
        self.kind.currentIndexChanged.connect(self._values)
        self._values()

    def _values(self) -> None:
        c, spectator = self.creature.currentData() or "", bool(self.kind.currentData())
        ok = accepted(self.session, [(str(v), Play(player=self.player, creature=c, value=v, spectator=spectator))
                                     for v in VALUES])
        self.fill(self.value, [(label, int(label)) for label, _ in ok])

    def choose(self, creature: str, value: int, spectator: bool = False) -> bool:
        """Select a card as the scribe would; False if it is not offered."""
        self.creature.setCurrentIndex(self.creature.findData(creature))
        self.kind.setCurrentIndex(1 if spectator else 0)
        i = self.value.findData(value)
        self.value.setCurrentIndex(i)
        return i >= 0

    def build_event(self) -> Event:
        v = self.value.currentData()
        return Play(player=self.player, creature=self.creature.currentData() or "",
                    value=-1 if v is None else v, spectator=bool(self.kind.currentData()))


class RefereeDialog(ArenaDialog):
    """A normal referee takes a visible strength card into the hand (section 10)."""

    option = "referee"
    sections = ("10",)

    def __init__(self, session: OpenGame, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Schiedsrichter"))
        self.place = QtWidgets.QComboBox(self)
        ok = accepted(session, [(place_label(self.state, p), Referee(player=self.player, take=p))
                                for p in places(self.state)])
        self.fill(self.place, [(label, ev) for label, ev in ok])
        self.form.addRow(self.tr("Spieler"), QtWidgets.QLabel(self.player))
        self.form.addRow(self.tr("Sichtbare Karte nehmen"), self.place)

    def build_event(self) -> Event:
        ev = self.place.currentData()
        return ev if isinstance(ev, Referee) else Referee(player=self.player, take=Place(where=Where.DISCARD))


class ChiefDialog(ArenaDialog):
    """The chief referee: every secret bet on the named creature is revealed, in seat order (10)."""

    option = "chief_referee"
    sections = ("10",)

    def __init__(self, session: OpenGame, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Chefschiedsrichter"))
        self.creature = QtWidgets.QComboBox(self)
        self.fill(self.creature, [(c, c) for c in CREATURES])
        self.form.addRow(self.tr("Spieler"), QtWidgets.QLabel(self.player))
        self.form.addRow(self.tr("Kreatur"), self.creature)
        self.rows: dict[str, tuple[QtWidgets.QCheckBox, QtWidgets.QSpinBox]] = {}
        for b in self.state.bets:
            if b.secret and not b.revealed:
                box = QtWidgets.QCheckBox(self.tr("%1: geheime Wette aufgedeckt").replace("%1", b.player), self)
                spin = QtWidgets.QSpinBox(self, minimum=RULES.min_strength, maximum=RULES.max_strength)
                self.rows[b.player] = (box, spin)
                self.form.addRow(box, spin)
        self.creature.currentIndexChanged.connect(self._required)
        self._required()

    def _required(self) -> None:
        c = self.creature.currentData()
        for b in self.state.bets:
            if b.player in self.rows and b.secret and b.creature:
                box = self.rows[b.player][0]
                box.setChecked(b.creature == c)
                box.setEnabled(False)

    def build_event(self) -> Event:
        reveals = tuple(Revealed(player=p, value=spin.value()) for p, (box, spin) in self.rows.items()
                        if box.isChecked())
        return ChiefReferee(player=self.player, creature=self.creature.currentData() or "", reveals=reveals)


class CardListDialog(ArenaDialog):
    """Base of pass and discard: tick strength cards of dead creatures."""

    def __init__(self, session: OpenGame, parent: QtWidgets.QWidget | None = None) -> None:
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

    option = "pass"
    sections = ("5", "6")

    def __init__(self, session: OpenGame, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Passen"))
        n = self.opts.get("pass", {}).get("must_show", 0)
        self.form.addRow(QtWidgets.QLabel(self.tr("Alle %1 spielbaren Handkarten zeigen (nur Karten toter "
                                                  "Kreaturen):").replace("%1", str(n)), self))

    def build_event(self) -> Event:
        return Pass(player=self.player, hand=self.ticked())


class DiscardDialog(CardListDialog):
    """Up to three shown strength cards of dead creatures (11)."""

    option = "discard"
    sections = ("11",)

    def __init__(self, session: OpenGame, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Abwerfen"))
        n = self.opts.get("discard", {}).get("max_cards", 0)
        self.form.addRow(QtWidgets.QLabel(self.tr("Höchstens %1 Karten toter Kreaturen:").replace("%1", str(n)), self))

    def build_event(self) -> Event:
        return Discard(player=self.player, cards=self.ticked())


class EndTurnDialog(ConfirmDialog):
    """End of the turn: refill, and the round ends if one creature alone is weakest (6, 8, 11)."""

    option = "end_turn"
    sections = ("6", "11")

    def __init__(self, session: OpenGame, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Zugende"))

    def describe(self, after: ArenaState) -> str:
        draws = after.seat(self.player).hand - self.state.seat(self.player).hand
        text = self.tr("%1 zieht %2 Karte(n) nach (§ 11).").replace("%1", self.player).replace("%2", str(draws))
        died = [c for c in after.dead() if c not in self.state.dead()]
        if died:
            text += " " + self.tr("Die Runde endet: %1 stirbt (§ 8).").replace("%1", died[0])
        if after.phase in (Phase.REVEAL, Phase.OVER):
            text += " " + self.tr("Nach fünf Runden ist das Spiel vorbei (§ 12).")
        return text

    def build_event(self) -> Event:
        return EndTurn(player=self.player)


class StalemateDialog(ArenaDialog):
    """A stalemate: agreed at the start of the round starter's turn, or nobody can play (14)."""

    option = "stalemate"
    sections = ("14",)

    def __init__(self, session: OpenGame, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Patt"))
        self.voluntary = QtWidgets.QCheckBox(self.tr("freiwillig (alle einverstanden)"), self)
        self.voluntary.setChecked(bool(self.opts.get("stalemate", {}).get("voluntary")))
        self.form.addRow(self.voluntary)

    def build_event(self) -> Event:
        return Stalemate(voluntary=self.voluntary.isChecked())


DIALOGS: dict[str, Callable[[OpenGame, QtWidgets.QWidget | None], EntryDialog]] = {
    "bid": BidDialog, "close_bidding": CloseBiddingDialog, "overbid": OverbidDialog, "open_bet": OpenBetDialog,
    "secret_bet": SecretBetDialog, "reveal": RevealDialog, "play": PlayDialog, "referee": RefereeDialog,
    "chief": ChiefDialog, "pass": PassDialog, "discard": DiscardDialog, "end_turn": EndTurnDialog,
    "stalemate": StalemateDialog,
}

__all__ = ["DIALOGS", "ArenaDialog", "accepted", "place_label", "places"]
