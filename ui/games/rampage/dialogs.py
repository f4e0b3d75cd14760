"""Entry dialogs of Castle Rampage: draw, reinforce, play a card, plant a spy or saboteur, dragon or
earthquake, end of turn ("spielablauf", "anhang").  The attack has its own dialog
(:mod:`ui.games.rampage.attack`).

Cards, stacks and counts offered are those of the referee's options (``session.options()``, see
:mod:`referee.rampage.options`); when no card is accepted, every card is listed and the refusal
explains why with its section.  Every count is a stepper bounded by the table: a card's cost by the
hand (less the card itself), cards drawn or built by the draw and discard piles, cards taken by the
stacks and the opponent's hand they come from; a count only one card makes (the Überläufer's gate cards,
the Bauarbeiter's) is open only for that card.  The focus starts in the first field.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from referee.core.errors import RefereeError
from referee.core.events import Event
from referee.core.option import Option, Payload, of_kind, payloads
from referee.rampage.events import EndTurn, Plant, Stack, Topple
from referee.rampage.kinds import OptionKind
from referee.rampage.options import COURSE_OF_PLAY, PLANTS, TOPPLES
from referee.rampage.options import card_names as referee_card_names
from referee.rampage.payloads import DrawPayload, PlayPayload, ReinforcePayload
from referee.rampage.view import RampageState, SideLine, card_info, turn_line
from ui import i18n
from ui.dialogs.base import EntryDialog
from ui.qt import QtWidgets
from ui.service import OpenGame

P = TypeVar("P", bound=Payload)


def card_names(state: RampageState) -> list[str]:
    return referee_card_names(state)


def stack_names() -> dict[str, str]:
    from ui.qt import QtCore

    return {"gate": QtCore.QCoreApplication.translate("RampageDialog", "Tor"),
            "castle": QtCore.QCoreApplication.translate("RampageDialog", "Burg")}


class RampageDialog(EntryDialog[RampageState]):
    """Common frame: the active player, the options of the moment, a note when nothing is allowed."""

    option: OptionKind | None = None
    #: the card the dialog enters (the dialogs that name one)
    card: QtWidgets.QComboBox

    def __init__(self, session: OpenGame[RampageState], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.opts: list[Option] = session.options()
        self.note = QtWidgets.QLabel(self)
        self.note.setWordWrap(True)
        self.extra.addWidget(self.note)
        if self.option and not any(o.allowed for o in self.offers()):
            refused = next((o for o in self.offers() if not o.allowed), None)
            lang = i18n.current()
            where = (f"§ {', '.join(refused.sections)}" if refused is not None else
                     f"{COURSE_OF_PLAY.label(lang)}, § {COURSE_OF_PLAY.where()}")
            self.note.setText(self.tr("Jetzt nicht erlaubt (%1); der Schriftführer erklärt beim Eintragen, warum.")
                              .replace("%1", where))
        self.form.addRow(self.tr("Spieler"), QtWidgets.QLabel(self.player, self))


    @property
    def player(self) -> str:
        return turn_line(self.state).active

    @property
    def me(self) -> SideLine:
        return turn_line(self.state).mine

    @property
    def you(self) -> SideLine:
        return turn_line(self.state).theirs

    def pile(self) -> int:
        """Cards that can still be drawn: the draw pile and, shuffled, the discard pile ("spielablauf")."""
        line = turn_line(self.state)
        return line.draw_pile + line.discard

    def hand_cost(self) -> QtWidgets.QSpinBox:
        """Hand cards a card played now costs: at most the hand less the card itself ("karten")."""
        return self.spin(self.me.hand - 1)

    def offers(self, kind: OptionKind | None = None) -> list[Option]:
        """The referee's options of this dialog's kind (or of ``kind``)."""
        wanted = kind or self.option
        return of_kind(self.opts, wanted) if wanted is not None else []

    def payload(self, cls: type[P]) -> P | None:
        """The typed payload of the first allowed option of this dialog's kind (else of the first one)."""
        found = self.offers()
        o = next((o for o in found if o.allowed), found[0] if found else None)
        return o.payload if o is not None and isinstance(o.payload, cls) else None

    def entry_cards(self) -> list[str]:
        """The cards of the allowed concrete options of this dialog's kind."""
        return [str(getattr(o.entry, "card", "")) for o in self.offers() if o.allowed and o.entry is not None]

    def card_box(self, offered: Sequence[str], every: Sequence[str] | None = None) -> QtWidgets.QComboBox:
        """The cards the referee accepts; every card (or ``every``) when it accepts none."""
        names = list(offered) or list(every if every is not None else card_names(self.state))
        box = QtWidgets.QComboBox(self)
        for n in names:
            box.addItem(n, n)
        return box

    def cards_field(self) -> QtWidgets.QLineEdit:
        """Card names, separated by commas; any unique prefix will do ("Rit, Bogen")."""
        field = QtWidgets.QLineEdit(self)
        field.setPlaceholderText(self.tr("Karten, durch Komma getrennt (Anfang genügt)"))
        return field

    def named(self, field: QtWidgets.QLineEdit) -> tuple[str, ...]:
        """The cards a field names (a prefix read as its card; a word no card begins is left for the referee to
        refuse with the cards it knows)."""
        from ui.service.rampage.quick import matches

        names = card_names(self.state)
        out: list[str] = []
        for word in (w.strip() for w in field.text().split(",") if w.strip()):
            found = matches(word, names)
            out.append(found[0] if len(found) == 1 else word)
        return tuple(out)

    def spin(self, maximum: int) -> QtWidgets.QSpinBox:
        """A count from 0 to ``maximum`` (never below 0)."""
        return QtWidgets.QSpinBox(self, minimum=0, maximum=max(0, maximum))

    def only_for(self, box: QtWidgets.QSpinBox, special: str) -> None:
        """A count only the card ``special`` makes: open for it, 0 for any other card."""
        name = self.card.currentData()
        mine = bool(name) and card_info(self.state, name).special == special
        if not mine:
            box.setValue(0)
        box.setEnabled(mine)


class DrawDialog(RampageDialog):
    """The draw at the start of a turn: 2 cards (the start player's first turn 1), + counsellors."""

    option = OptionKind.DRAW

    def __init__(self, session: OpenGame[RampageState], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Ziehen"))
        self.draws = [p for _, p in payloads(self.offers(), DrawPayload)]
        counsellors = max((p.extra for p in self.draws), default=0)  # one more card each
        self.extra_cards = self.spin(counsellors)
        base = next((p.cards for p in self.draws if p.extra == 0), "")
        self.form.addRow(self.tr("Karten"), QtWidgets.QLabel(str(base), self))
        self.form.addRow(self.tr("mehr je Berater"), self.extra_cards)
        self.cards = self.cards_field()
        self.form.addRow(self.tr("gezogene Karten (Namen, wenn der Tisch sie nennt)"), self.cards)

    def build_event(self) -> Event:
        extra = self.extra_cards.value()
        offer = next((p for p in self.draws if p.extra == extra), DrawPayload(0, extra))
        return offer.make(self.player, self.named(self.cards))


class ReinforceDialog(RampageDialog):
    """A played hand card pushed under the own gate or castle, once per turn; only the Oger has costs
    (and its use counts as the turn's reinforcement, anhang.oger)."""

    option = OptionKind.REINFORCE

    def __init__(self, session: OpenGame[RampageState], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Verstärken"))
        self.offered = self.payload(ReinforcePayload) or ReinforcePayload((), ())
        self.card = self.card_box(self.offered.cards)
        self.stack = QtWidgets.QComboBox(self)
        names = stack_names()
        for s in self.offered.stacks or tuple(Stack):
            self.stack.addItem(names[s.value], s.value)
        self.cost = self.hand_cost()
        self.discards = self.cards_field()
        self.form.addRow(self.tr("Karte"), self.card)
        self.form.addRow(self.tr("unter"), self.stack)
        self.form.addRow(self.tr("Kosten (nur Oger)"), self.cost)
        self.form.addRow(self.tr("abgelegte Karten (nur Oger)"), self.discards)
        self.card.currentIndexChanged.connect(self._card_changed)
        self._card_changed()

    def _card_changed(self) -> None:
        """Reinforcing costs nothing, except the Oger ("spielablauf")."""
        self.only_for(self.cost, "ogre")
        name = self.card.currentData()
        self.discards.setEnabled(bool(name) and card_info(self.state, name).special == "ogre")

    def build_event(self) -> Event:
        named = self.named(self.discards) if self.discards.isEnabled() else ()
        return self.offered.make(self.player, self.card.currentData() or "", Stack(self.stack.currentData() or "gate"),
                                 cost=self.cost.value(), discards=named)


class PlayCardDialog(RampageDialog):
    """A card played for its effect: costs, cards drawn or discarded, cards moved as it says."""

    option = OptionKind.PLAY

    def __init__(self, session: OpenGame[RampageState], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Karte ausspielen"))
        self.offered = self.payload(PlayPayload) or PlayPayload(())
        self.card = self.card_box(self.offered.cards)
        self.cost, self.draws, self.opponent = self.hand_cost(), self.spin(self.pile()), self.spin(self.you.hand)
        self.steal, self.to_castle = self.spin(self.you.gate), self.spin(self.me.gate)
        self.build_gate, self.build_castle = self.spin(self.pile()), self.spin(self.pile())
        self.discards, self.opponent_cards = self.cards_field(), self.cards_field()
        self.drawn = self.cards_field()
        for label, w in ((self.tr("Karte"), self.card), (self.tr("Kosten (abgelegte Handkarten)"), self.cost),
                         (self.tr("abgelegte Karten (Namen)"), self.discards),
                         (self.tr("Karten gezogen"), self.draws),
                         (self.tr("gezogene Karten (Namen, wenn der Tisch sie nennt)"), self.drawn),
                         (self.tr("Gegner wirft ab"), self.opponent),
                         (self.tr("Gegner wirft ab (Namen)"), self.opponent_cards),
                         (self.tr("Torkarten des Gegners geholt (Überläufer)"), self.steal),
                         (self.tr("Karten vom Stapel unter das Tor"), self.build_gate),
                         (self.tr("Karten vom Stapel unter die Burg"), self.build_castle),
                         (self.tr("Torkarten unter die Burg (Bauarbeiter)"), self.to_castle)):
            self.form.addRow(label, w)
        self.card.currentIndexChanged.connect(self._card_changed)
        self._card_changed()

    def _card_changed(self) -> None:
        """Gate cards are taken only by the Überläufer, moved into the castle only by the Bauarbeiter."""
        self.only_for(self.steal, "turncoat")
        self.only_for(self.to_castle, "builder")

    def build_event(self) -> Event:
        mine, theirs = self.named(self.discards), self.named(self.opponent_cards)
        return self.offered.make(self.player, self.card.currentData() or "", cost=self.cost.value(),
                                 draws=self.draws.value(),
                                 opponent_discards=self.opponent.value(),
                                 steal_gate=self.steal.value(), build_gate=self.build_gate.value(),
                                 build_castle=self.build_castle.value(), gate_to_castle=self.to_castle.value(),
                                 discards=mine, opponent_cards=theirs, drawn=self.named(self.drawn))


class PlantDialog(RampageDialog):
    """A Spion or Saboteur pushed face down under the opponent's gate ("anhang.spion")."""

    option = OptionKind.PLANT

    def __init__(self, session: OpenGame[RampageState], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Spion / Saboteur unterschieben"))
        self.card = self.card_box(self.entry_cards(), PLANTS)
        self.form.addRow(self.tr("Karte"), self.card)

    def build_event(self) -> Event:
        return Plant(player=self.player, card=self.card.currentData() or "")


class ToppleDialog(RampageDialog):
    """Drache (the opponent) or Erdbeben (both) throws top cards off; the dialog shows what falls."""

    option = OptionKind.TOPPLE

    def __init__(self, session: OpenGame[RampageState], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Drache / Erdbeben"))
        self.card = self.card_box(self.entry_cards(), TOPPLES)
        self.cost = self.hand_cost()
        self.discards = self.cards_field()
        self.preview = QtWidgets.QLabel(self)
        self.preview.setWordWrap(True)
        self.form.addRow(self.tr("Karte"), self.card)
        self.form.addRow(self.tr("Kosten"), self.cost)
        self.form.addRow(self.tr("abgelegte Karten (Namen)"), self.discards)
        self.form.addRow(self.preview)
        for signal in (self.card.currentIndexChanged, self.cost.valueChanged):
            signal.connect(self.show_preview)
        self.show_preview()

    def show_preview(self) -> None:
        try:
            after = self.session.preview(self.build_event())
        except RefereeError:
            self.preview.clear()
            return
        self.preview.setText(falls_text(self.state, after))

    def build_event(self) -> Event:
        named = self.named(self.discards)
        return Topple(player=self.player, card=self.card.currentData() or "", cost=self.cost.value(),
                      discards=named)


def falls_text(before: RampageState, after: RampageState) -> str:
    """``Beatrix: Tor −1, Burg −0`` for each side that lost cards, and the end of the game if it came."""
    from ui.qt import QtCore

    parts = []
    then, now = turn_line(before), turn_line(after)
    for b, a in zip(then.sides, now.sides, strict=True):
        if (b.gate, b.castle) != (a.gate, a.castle):
            parts.append(QtCore.QCoreApplication.translate("RampageDialog", "%1: Tor −%2, Burg −%3").replace(
                "%1", b.name).replace("%2", str(b.gate - a.gate)).replace("%3", str(b.castle - a.castle)))
    text = "; ".join(parts) or QtCore.QCoreApplication.translate("RampageDialog", "Keine Karte fällt.")
    if now.winner and not then.winner:
        why = now.why_en if i18n.current() == "en" else now.why_de
        text += " " + QtCore.QCoreApplication.translate("RampageDialog", "Spielende: %1 gewinnt (%2).").replace(
            "%1", now.winner).replace("%2", why)
    return text


class EndTurnDialog(RampageDialog):
    option = OptionKind.END_TURN

    def __init__(self, session: OpenGame[RampageState], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Zugende"))

    def build_event(self) -> Event:
        return EndTurn(player=self.player)
