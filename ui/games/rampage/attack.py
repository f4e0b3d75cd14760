"""The attack dialog of Castle Rampage: it walks through the reveals ("angriffe", "anhang").

The scribe names the attack card, its cost and its strength (with every bonus), the target and the
last stands (a stepper each, reducing by at least 1: at most one per hand card of the defender and
Letztes Aufgebot of the game).  Cost and strength offer only the referee's legal values (the option's
``strengths``: the Söldner attacks with 3, with 6 only when a unit is discarded; the Ritter with 5,
with 6 for a second discarded card; where a bonus has no size in the text the strength is open
upwards), the cost no more than the hand can pay.  The engine's attack resolver then asks for the
next card it reaches (``NeedValue``: which stack, which card, how much attack is left); the scribe
enters the value the defender turned up (and the card, if it is violet: Bombenleger, Spion, Saboteur
with its bonus), and so on until the attack is over.
A card the table already knows (the option's ``known``), or a named card whose value the text gives,
is filled in and its value cannot be changed.  What falls and what holds is read off the referee's
new state; nothing is decided here.  While a card is to be revealed, Enter reveals it; once the attack
is worked through, Enter enters it.

Example (the book's): 9 against the gate 3, 4, then an Oger 6 — the dialog asks three times; two
cards fall, the Oger holds with 2 left.
"""

from __future__ import annotations

import dataclasses
from fractions import Fraction

from referee.core.errors import InvalidInput, RefereeError
from referee.core.events import Event
from referee.rampage.attack import Defense, Effect, NeedValue
from referee.rampage.events import Target
from referee.rampage.kinds import OptionKind
from referee.rampage.memory import value_in
from referee.rampage.odds import odds_in_game
from referee.rampage.payloads import AttackDefaults, AttackPayload, AttackStrength, Known, KnownCard, KnownStacks
from referee.rampage.rules import CATALOG
from referee.rampage.units import Unit, unit_of
from referee.rampage.view import RampageState, card_info, turn_line
from ui import i18n
from ui.games.rampage.dialogs import RampageDialog, card_names, falls_text, stack_names
from ui.games.rampage.models import RevealsModel
from ui.panels.widgets import NumberList
from ui.qt import QtWidgets
from ui.service import OpenGame
from ui.tables import table_view

EFFECTS = {"bomber": Effect.BOMBER, "spy": Effect.SPY, "saboteur": Effect.SABOTEUR}
#: the card that reduces an attack ("anhang.letztes-aufgebot")
LAST_STAND = next(c.name for c in CATALOG if c.special == "last_stand")


@dataclasses.dataclass(frozen=True)
class Reveal:
    """One card turned up: on whose side (``"you"``: the defender, ``"own"``: the summoner's own),
    which stack and position, the attack that reached it, and the card."""

    side: str
    stack: str
    position: int
    attack: int
    defense: Defense


def _share(p: Fraction) -> str:
    return f"{p} ({float(p) * 100:.1f} %)".replace(".", ",") if p.denominator != 1 else f"{float(p) * 100:.0f} %"


class AttackDialog(RampageDialog):
    option = OptionKind.ATTACK

    def __init__(self, session: OpenGame[RampageState], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Angriff"))
        self.reveals: list[Reveal] = []
        self.pending: tuple[str, str, int, int] | None = None
        self.after: RampageState | None = None
        self.offered = self.payload(AttackPayload) or AttackPayload(
            (), {}, {}, {}, self.you.gate, self.you.castle, Known(KnownStacks((), ()), KnownStacks((), ())))
        self.card = QtWidgets.QComboBox(self)
        for n in self.offered.cards or card_names(self.state):
            self.card.addItem(n, n)
        self.attack = self.spin(99)
        self.target = QtWidgets.QComboBox(self)
        self._targets()
        self.cost, self.draws = self.hand_cost(), self.spin(self.pile())
        self.extra_cards, self.to_hand = self.spin(0), self.spin(self.you.gate + self.you.castle)  # see _cost_range
        self.strength_note = QtWidgets.QLabel(self)
        self.strength_note.setWordWrap(True)
        stands = card_info(self.state, LAST_STAND).count
        self.last_stand = NumberList(self, low=1, high=self.attack.maximum(),
                                     limit=min(self.you.hand, stands) if stands else self.you.hand)
        self.from_display = QtWidgets.QCheckBox(self.tr("Veteran aus der Auslage"), self)
        self.discards = self.cards_field()
        self.combined, self.drawn = self.cards_field(), self.cards_field()
        self.requires = QtWidgets.QLineEdit(self)
        self.requires.setPlaceholderText(self.tr("Einheiten: %1").replace(
            "%1", ", ".join(u.word(i18n.current()) for u in self.offered.units)))
        self.odds = QtWidgets.QLabel(self)
        self.odds.setWordWrap(True)
        for label, w in ((self.tr("Angriffskarte"), self.card), (self.tr("Kosten (Handkarten)"), self.cost),
                         (self.tr("abgelegte Karten (Namen)"), self.discards),
                         (self.tr("verlangte Einheiten"), self.requires),
                         (self.tr("Angriffswert (mit Boni)"), self.attack), ("", self.strength_note),
                         (self.tr("Ziel"), self.target),
                         (self.tr("Karten gezogen (vorher)"), self.draws),
                         (self.tr("gezogene Karten (Namen, wenn der Tisch sie nennt)"), self.drawn),
                         (self.tr("Letzte Aufgebote (Minderungen)"), self.last_stand),
                         (self.tr("Narr: weitere Angriffskarten"), self.extra_cards),
                         (self.tr("Narr: die Angriffskarten (Namen)"), self.combined),
                         (self.tr("Räuber: Karten auf die Hand"), self.to_hand), ("", self.from_display),
                         (self.tr("Chance"), self.odds)):
            self.form.addRow(label, w)
        box = QtWidgets.QGroupBox(self.tr("Aufdecken"), self)
        grid = QtWidgets.QGridLayout(box)
        self.prompt = QtWidgets.QLabel(box)
        self.prompt.setWordWrap(True)
        self.value = QtWidgets.QSpinBox(box, minimum=0, maximum=30)
        self.revealed_card = QtWidgets.QComboBox(box)
        self.revealed_card.addItem("—", "")
        for n in card_names(self.state):
            self.revealed_card.addItem(n, n)
        self.bonus = QtWidgets.QSpinBox(box, minimum=0, maximum=30)
        self.reveal_button = QtWidgets.QPushButton(self.tr("Aufdecken"), box)
        self.reset_button = QtWidgets.QPushButton(self.tr("Von vorn"), box)
        grid.addWidget(self.prompt, 0, 0, 1, 6)
        cells: tuple[tuple[str, QtWidgets.QWidget], ...] = (
            (self.tr("Wert"), self.value), (self.tr("Karte"), self.revealed_card),
            (self.tr("Bonus (Saboteur)"), self.bonus))
        for col, (label, cell) in enumerate(cells):
            grid.addWidget(QtWidgets.QLabel(label, box), 1, 2 * col)
            grid.addWidget(cell, 1, 2 * col + 1)
        grid.addWidget(self.reveal_button, 2, 0, 1, 3)
        grid.addWidget(self.reset_button, 2, 3, 1, 3)
        self.known = self.offered.known
        self.model = RevealsModel(self)
        self.table = table_view(self, self.model)
        self.table.setMinimumHeight(5 * self.table.verticalHeader().defaultSectionSize())
        self.outcome = QtWidgets.QLabel(self)
        self.outcome.setWordWrap(True)
        self.extra.insertWidget(0, box)
        self.extra.insertWidget(1, self.table, 1)
        self.extra.insertWidget(2, self.outcome)
        self.card.currentIndexChanged.connect(self._card_changed)
        self.cost.valueChanged.connect(self._cost_changed)
        self.revealed_card.currentIndexChanged.connect(self._revealed_card_changed)
        for signal in (self.draws.valueChanged, self.from_display.toggled):
            signal.connect(self._cost_range)
        for signal in (self.attack.valueChanged, self.target.currentIndexChanged):
            signal.connect(self.show_odds)
        for signal in (self.discards.textChanged, self.requires.textChanged):
            signal.connect(self.walk)
        for signal in (self.attack.valueChanged, self.target.currentIndexChanged, self.cost.valueChanged,
                       self.draws.valueChanged, self.extra_cards.valueChanged, self.to_hand.valueChanged,
                       self.last_stand.changed, self.from_display.toggled):
            signal.connect(self.walk)
        self.reveal_button.clicked.connect(lambda: self.reveal())
        self.reset_button.clicked.connect(self.reset)
        self._card_changed()
        self.show_odds()
        self.resize(620, 640)

    # -- the fields -----------------------------------------------------------------------------------
    def _targets(self) -> None:
        """The target "gate, then castle" and the stacks the referee accepts as the target of this card."""
        names = stack_names()
        self.target.blockSignals(True)
        self.target.clear()
        self.target.addItem(self.tr("Tor, dann Burg"), "auto")
        for t in self.offered.targets.get(self.card.currentData() or "", ()):
            self.target.addItem(names[t.value], t.value)
        self.target.blockSignals(False)

    def _card_changed(self) -> None:
        """The card's defaults and legal values from the referee's options: the costs it may have and,
        for each, its strength (exact where the text fixes it), draws, whether it attacks from the display
        (the catalog's values for a card not offered)."""
        name = self.card.currentData() or "Axtkämpfer"
        info = card_info(self.state, name)
        known = AttackDefaults(info.attack or 0, info.min_cost, info.draws, info.special == "veteran")
        d = self.offered.defaults.get(name, known)
        self.draws.blockSignals(True)
        self.draws.setMaximum(info.draws or self.pile())  # a card that draws draws its number ("anhang")
        self.draws.setValue(d.draws)
        self.draws.blockSignals(False)
        self.from_display.blockSignals(True)
        self.from_display.setChecked(d.from_display)
        self.from_display.blockSignals(False)
        self._cost_range()
        self.cost.blockSignals(True)
        self.cost.setValue(d.cost)
        self.cost.blockSignals(False)
        self._cost_changed(walk=False)
        self.attack.blockSignals(True)
        self.attack.setValue(d.attack)
        self.attack.blockSignals(False)
        self._targets()
        self.only_for(self.extra_cards, "fool")
        self.combined.setEnabled(self.extra_cards.isEnabled())  # a Narr's attack cards by name
        if not self.combined.isEnabled():
            self.combined.clear()
        self.only_for(self.to_hand, "robber")
        requiring = name in self.offered.requiring  # the referee's options name the cards that require units
        if not requiring:
            self.requires.clear()
        self.requires.setEnabled(requiring)
        self.reset()

    def _cost_range(self) -> None:
        """From the card's cheapest legal cost to the most its player can pay: the hand less the card (a
        veteran attacks from the display), with the cards drawn before the attack (anhang.axtkaempfer)."""
        rows = self.strengths()
        most = self.me.hand - (0 if self.from_display.isChecked() else 1) + self.draws.value()
        low = rows[0].cost if rows else 0
        high = most if not rows or rows[-1].more_cost else min(rows[-1].cost, most)
        self.cost.blockSignals(True)
        self.cost.setRange(low, max(low, high))
        self.cost.blockSignals(False)
        self.extra_cards.setMaximum(max(0, most))

    def strengths(self) -> tuple[AttackStrength, ...]:
        """The referee's legal (cost, attack) rows for the chosen card (empty: the card is not offered)."""
        return self.offered.strengths.get(self.card.currentData() or "", ())

    def strength_row(self) -> AttackStrength | None:
        cost = self.cost.value()
        return next((r for r in self.strengths() if r.fits(cost)), None)

    def _cost_changed(self, *_: object, walk: bool = True) -> None:
        """The strength the card has at this cost: fixed where the text fixes it, else from its known part up."""
        row = self.strength_row()
        self.attack.blockSignals(True)
        if row is None:
            self.attack.setRange(0, 99)
            self.strength_note.clear()
        else:
            high = row.attack_max
            self.attack.setRange(row.attack_min, 99 if high is None else high)
            self.strength_note.setText(
                self.tr("Angriffswert %1 (so im Regeltext)").replace("%1", str(high)) if high is not None
                else self.tr("Angriffswert mindestens %1 (Rest eingeben)").replace("%1", str(row.attack_min)))
        self.attack.blockSignals(False)
        if walk:
            self.walk()

    def _defenses(self, side: str, stack: str, extra: Defense | None = None) -> tuple[Defense, ...]:
        found = tuple(r.defense for r in self.reveals if r.side == side and r.stack == stack)
        return found if extra is None else (*found, extra)

    def build_event(self, probe: tuple[str, str] | None = None) -> Event:
        zero = Defense(value=0)
        def d(side: str, stack: str) -> tuple[Defense, ...]:
            return self._defenses(side, stack, zero if probe == (side, stack) else None)
        return self.offered.make(
            self.player, self.card.currentData() or "", self.attack.value(),
            target=Target(self.target.currentData() or "auto"), gate=d("you", "gate"), castle=d("you", "castle"),
            own_gate=d("own", "gate"), own_castle=d("own", "castle"), last_stand=self.last_stand.values(),
            cost=self.cost.value(), draws=self.draws.value(),
            extra_cards=0 if self.named(self.combined) else self.extra_cards.value(),
            from_display=self.from_display.isChecked(), to_hand=self.to_hand.value(),
            discards=self.named(self.discards), requires=self.units(), combined=self.named(self.combined),
            drawn=self.named(self.drawn))

    def units(self) -> tuple[Unit, ...]:
        """The units typed ("Pferd, Bogen"); a word that is none is left out (the referee sees the rest)."""
        found = (unit_of(w) for w in self.requires.text().replace(",", " ").split())
        return tuple(u for u in found if u is not None)

    def show_odds(self) -> None:
        """The exact chance of the attack value against the opponent's stacks as known (referee.rampage.odds),
        or why it cannot be told."""
        target = "castle" if self.target.currentData() == "castle" else "gate"
        try:
            o = odds_in_game(self.state, self.attack.value(), target=target)
        except RefereeError as exc:
            self.odds.setText(exc.message(i18n.current()))
            return
        self.odds.setText(self.tr("Tor fällt: %1 · Burg fällt: %2").replace("%1", _share(o.gate_falls)).replace(
            "%2", _share(o.castle_falls)))

    # -- the walk -------------------------------------------------------------------------------------
    def reset(self) -> None:
        self.reveals.clear()
        self.walk()

    def _side_of(self, stack: str) -> str:
        """The summoner attacks the opponent first, then himself: a value the defender's stacks can no
        longer take belongs to the own stack (the resolver says "too many values")."""
        if card_info(self.state, self.card.currentData() or "Axtkämpfer").special != "summoner":
            return "you"
        try:
            self.session.preview(self.build_event(probe=("you", stack)))
        except NeedValue:
            return "you"
        except InvalidInput:
            return "own"
        except RefereeError:
            return "you"
        return "you"

    def walk(self) -> None:
        """Ask the referee how far the attack gets with the values entered so far."""
        self.refusal.clear_refusal()
        self.pending, self.after = None, None
        lang = i18n.current()
        try:
            self.after = self.session.preview(self.build_event())
        except NeedValue as need:
            self.pending = (self._side_of(need.stack), need.stack, need.position, need.attack)
            side = self.me.name if self.pending[0] == "own" else self.you.name
            self.prompt.setText(f"{side}: {need.message(lang)}" + self._suggest(*self.pending[:3]))
        except RefereeError as exc:
            self.prompt.setText("")
            self.refusal.show_error(exc)
        else:
            self.prompt.setText(self.tr("Der Angriff ist abgehandelt."))
        self.reveal_button.setEnabled(self.pending is not None)
        self.reveal_button.setDefault(self.pending is not None)  # Enter reveals, or enters the finished attack
        ok = self.buttons.button(QtWidgets.QDialogButtonBox.StandardButton.Ok)
        if ok is not None:
            ok.setDefault(self.pending is None)
        self._show()

    def _known_at(self, side: str, stack: str, position: int) -> KnownCard | None:
        """What the referee knows of this card (see :mod:`referee.rampage.memory`)."""
        return (self.known.own if side == "own" else self.known.opponent).at(stack, position + 1)

    def _lock_value(self, value: int | None) -> None:
        if value is None:
            self.value.setRange(0, 30)
        else:
            self.value.setRange(value, value)

    def _suggest(self, side: str, stack: str, position: int) -> str:
        """Fill in a card the table already knows; a known value cannot be changed."""
        known = self._known_at(side, stack, position)
        self.revealed_card.blockSignals(True)
        self.revealed_card.setCurrentIndex(max(0, self.revealed_card.findData(known.card)) if known and
                                           known.card else 0)
        self.revealed_card.blockSignals(False)
        self._revealed_card_changed()
        if known is None or (known.value is None and not known.card):
            return ""
        text = " ".join(str(x) for x in (known.card, known.value) if x is not None)
        return " " + self.tr("Bekannt: %1.").replace("%1", text)

    def _revealed_card_changed(self) -> None:
        """The value of the card named, where the referee knows it (the position's, the text's or the table's)."""
        if self.pending is None:
            self._lock_value(None)
            return
        side, stack, position, _ = self.pending
        known = self._known_at(side, stack, position)
        value = known.value if known else None
        name = self.revealed_card.currentData()
        if value is None and name:
            value = value_in(card_info(self.state, name), stack)
        self._lock_value(value)

    def reveal(self, value: int | None = None, card: str | None = None, bonus: int | None = None) -> None:
        """Enter the turned-up card the resolver asked for, then walk on."""
        if self.pending is None:
            return
        side, stack, position, attack = self.pending
        name = self.revealed_card.currentData() if card is None else card
        special = card_info(self.state, name).special if name else ""
        defense = Defense(value=self.value.value() if value is None else value, card=name or "",
                          effect=EFFECTS.get(special, Effect.NONE),
                          bonus=(self.bonus.value() if bonus is None else bonus) if special == "saboteur" else 0)
        self.reveals.append(Reveal(side, stack, position, attack, defense))
        self.revealed_card.setCurrentIndex(0)
        self.walk()

    def _show(self) -> None:
        before, after = self.state, self.after
        names = stack_names()
        then = turn_line(before)
        now = None if after is None else turn_line(after)
        me = then.seat
        rows = []
        for r in self.reveals:
            result = "…"
            if now is not None:
                who = me if r.side == "own" else 1 - me
                lost = getattr(then.sides[who], r.stack) - getattr(now.sides[who], r.stack)
                result = self.tr("fällt") if r.position < lost else self.tr("hält")
            owner = then.sides[me if r.side == "own" else 1 - me].name
            rows.append((f"{names[r.stack]} {owner}", r.position + 1, r.attack, r.defense.value,
                         r.defense.card, result))
        self.model.set_reveals(rows)
        self.table.resizeColumnsToContents()
        self.outcome.setText(falls_text(before, after) if after is not None else "")
