"""What may happen between the rounds of a battle, offered from the referee's options only.

The defender's reinforcement in its 4th manoeuvre phase (17.1, option kind ``reinforce``), the
attacker's god call while the chance is open (18.1, ``call_god``), one-time abilities of each figure —
two Plaques each once (16.2, ``ability``), the one spell per army (15.4, ``spell``; Timewarp with the way
the round marker moves, 15.6), the Titan shown before the first round (24.3, ``reveal``) and a figure's
actual power and skill with the reason where an ability or the land changes them (16.5, ``figure_values``:
the referee's value offered as the default, its reason shown).  Each button asks to enter one event;
the sheet enters it through the session.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum

from referee.core.events import Event
from referee.core.option import Option
from referee.got.events import FigureValues, Reinforced, Side
from referee.got.fight import (
    ABILITY_SECTION,
    FIGURE_VALUES,
    GOD_CALL_SECTION,
    REINFORCE_SECTION,
    REINFORCE_SECTIONS,
)
from referee.got.kinds import OptionKind
from referee.got.payloads import FigureValuesPayload, SpellPayload, StandingFigure
from referee.got.sections import REVEAL_SECTION
from referee.got.spellcast import NO_SPELL
from ui import i18n
from ui.qt import QtWidgets, Signal


class _Row(QtWidgets.QWidget):
    """A label, a choice among entries and a button that asks to enter the chosen one."""

    def __init__(self, parent: QtWidgets.QWidget, name: str) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        lay = QtWidgets.QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.label = QtWidgets.QLabel(self)
        self.label.setMinimumWidth(150)
        self.choice = QtWidgets.QComboBox(self)
        self.choice.setMinimumContentsLength(16)
        self.choice.setSizeAdjustPolicy(QtWidgets.QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.button = QtWidgets.QPushButton(self)
        self.button.setAutoDefault(False)
        self.why = QtWidgets.QLabel(self)
        self.why.setWordWrap(True)
        self.why.setStyleSheet("color: gray;")
        lay.addWidget(self.label)
        lay.addWidget(self.choice, 1)
        lay.addWidget(self.button)
        lay.addWidget(self.why, 1)
        self.entries: list[Event] = []

    def offer(self, items: Sequence[tuple[str, Event]], why: str = "") -> None:
        self.choice.clear()
        self.entries = [e for _, e in items]
        for text, _ in items:
            self.choice.addItem(text)
        self.choice.setVisible(bool(items))
        self.button.setEnabled(bool(items))
        self.why.setText(why)
        self.why.setVisible(bool(why) and not items)

    def chosen(self) -> Event | None:
        i = self.choice.currentIndex()
        return self.entries[i] if 0 <= i < len(self.entries) else None


class ValuesRow(QtWidgets.QWidget):
    """A figure's actual power and skill in the battle: the referee's values and reason as the default, the
    scribe's reason required (16.3–16.5, 12.7)."""

    def __init__(self, parent: QtWidgets.QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("figure-values")
        lay = QtWidgets.QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.label = QtWidgets.QLabel(self)
        self.label.setMinimumWidth(150)
        self.figure = QtWidgets.QComboBox(self)
        self.figure.setMinimumContentsLength(14)
        self.power = QtWidgets.QSpinBox(self, minimum=1, maximum=999)
        self.skill = QtWidgets.QSpinBox(self, minimum=1, maximum=9)
        self.reason = QtWidgets.QLineEdit(self)
        self.button = QtWidgets.QPushButton(self)
        self.button.setAutoDefault(False)
        self.why = QtWidgets.QLabel(self)
        self.why.setWordWrap(True)
        self.why.setStyleSheet("color: gray;")
        for w, stretch in ((self.label, 0), (self.figure, 1), (self.power, 0), (self.skill, 0), (self.reason, 1),
                           (self.button, 0)):
            lay.addWidget(w, stretch)
        self.figures: list[StandingFigure] = []
        self.figure.currentIndexChanged.connect(lambda _i: self._defaults())
        self.reason.textChanged.connect(lambda _t: self.button.setEnabled(bool(self.reason.text().strip())))

    def offer(self, figures: Sequence[StandingFigure]) -> None:
        keep = self.figure.currentIndex()
        self.figures = list(figures)
        self.figure.blockSignals(True)
        self.figure.clear()
        for f in self.figures:
            name = f"{f.figure} {f.number}" if f.number else f.figure
            side = self.tr("A") if f.side is Side.ATTACKER else self.tr("V")
            self.figure.addItem(f"{name} ({side}) {f.power}/{f.skill or '?'}")
        self.figure.setCurrentIndex(keep if 0 <= keep < len(self.figures) else 0)
        self.figure.blockSignals(False)
        self._defaults()

    def chosen(self) -> StandingFigure | None:
        i = self.figure.currentIndex()
        return self.figures[i] if 0 <= i < len(self.figures) else None

    def _defaults(self) -> None:
        """The referee's values of the chosen figure, and why."""
        f = self.chosen()
        self.power.setValue(f.power if f else 1)
        self.skill.setValue(f.skill or 1 if f else 1)
        why = "" if f is None else f.why(i18n.current())
        self.why.setText(self.tr("Wert des Referees: %1").replace("%1", why) if why else "")
        self.reason.clear()
        self.button.setEnabled(False)

    def event_(self) -> FigureValues | None:
        f = self.chosen()
        return None if f is None else f.make(self.power.value(), self.skill.value(), self.reason.text())


class BattleActions(QtWidgets.QGroupBox):
    """Reinforcement, god call, abilities and spells as the referee offers them now."""

    entered = Signal(object)

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        lay = QtWidgets.QVBoxLayout(self)
        self.prompt = QtWidgets.QLabel(self)
        self.prompt.setWordWrap(True)
        self.prompt.setStyleSheet("background: #fff3c4; padding: 4px; border-radius: 3px;")
        lay.addWidget(self.prompt)
        self.reinforce = _Row(self, "reinforce")
        self.god = _Row(self, "call-god")
        self.ability = _Row(self, "ability")
        self.spells = [_Row(self, "spell-attacker"), _Row(self, "spell-defender")]
        self.reveal = _Row(self, "reveal")
        for row in (self.reinforce, self.god, self.ability, *self.spells, self.reveal):
            lay.addWidget(row)
            row.button.clicked.connect(lambda _c=False, r=row: self._enter(r))
        self.values = ValuesRow(self)
        lay.addWidget(self.values)
        lay.addWidget(self.values.why)
        self.values.button.clicked.connect(self._enter_values)
        self.no_spell = QtWidgets.QLabel(self)
        self.no_spell.setWordWrap(True)
        self.no_spell.setStyleSheet("color: gray;")
        lay.addWidget(self.no_spell)
        self.options: list[Option] = []
        self.retranslate()
        self.set_options([], reinforcement_round=False)

    def retranslate(self) -> None:
        self.setTitle(self.tr("Zwischen den Runden"))
        self.reinforce.label.setText(self.tr("Nachrekrutierung") + f" ({REINFORCE_SECTION})")
        self.reinforce.button.setText(self.tr("Nachrekrutieren"))
        self.god.label.setText(self.tr("Gott rufen") + f" ({GOD_CALL_SECTION})")
        self.god.button.setText(self.tr("Gott rufen"))
        self.ability.label.setText(self.tr("Sonderfertigkeit ✚") + f" ({ABILITY_SECTION})")
        self.ability.button.setText(self.tr("Eingesetzt"))
        for row in self.spells:
            row.button.setText(self.tr("Zauber sprechen"))
        self.reveal.label.setText(self.tr("Titan offenlegen") + f" ({REVEAL_SECTION})")
        self.reveal.button.setText(self.tr("Offenlegen"))
        self.values.label.setText(FIGURE_VALUES.cited(i18n.current()))
        self.values.power.setToolTip(self.tr("Kampfstärke"))
        self.values.skill.setToolTip(self.tr("Intelligenz"))
        self.values.reason.setPlaceholderText(self.tr("Grund (Fähigkeit oder Land)"))
        self.values.button.setText(self.tr("Eintragen"))

    def set_options(self, options: Sequence[Option], *, reinforcement_round: bool) -> None:
        """Offer what ``options`` (the session's) allow; ``reinforcement_round``: round 4 comes next."""
        self.options = list(options)
        lang = i18n.current()
        by_kind: dict[StrEnum, list[Option]] = {}
        for o in options:
            by_kind.setdefault(o.kind, []).append(o)
        reinforce = by_kind.get(OptionKind.REINFORCE, [])
        allowed = [(o.entry.figure, o.entry) for o in reinforce if o.allowed and isinstance(o.entry, Reinforced)]
        # a reason that names a figure is about a figure nobody chose ("Basilisk kann hier nicht …"): only a
        # reason every figure shares is said (issue 35)
        refused = next((o.reason(lang) for o in reinforce if not o.allowed and isinstance(o.entry, Reinforced)
                        and o.entry.figure not in o.reason(lang)), "")
        self.reinforce.offer(allowed, refused or self.tr("keine Figur des Pools kann hier nachrekrutiert werden"))
        self.reinforce.setVisible(bool(reinforce))
        if reinforce and allowed:
            self.prompt.setText(self.tr("Runde 4: Der Verteidiger darf jetzt eine Figur nachrekrutieren (%1).")
                                .replace("%1", ", ".join(REINFORCE_SECTIONS)))
        elif reinforce:
            self.prompt.setText(self.tr("Runde 4: Nachrekrutieren ist nicht möglich (%1).")
                                .replace("%1", ", ".join(REINFORCE_SECTIONS)))
        self.prompt.setVisible(bool(reinforce) and reinforcement_round)
        gods = [(o.label(lang), o.entry) for o in by_kind.get(OptionKind.CALL_GOD, []) if o.allowed and o.entry is not None]
        self.god.offer(gods)
        self.god.setVisible(bool(gods))
        abilities = [(o.label(lang), o.entry) for o in by_kind.get(OptionKind.ABILITY, []) if o.allowed and o.entry is not None]
        self.ability.offer(abilities)
        self.ability.setVisible(bool(abilities))
        no_spell: list[str] = []
        spell_options = by_kind.get(OptionKind.SPELL, [])
        for i, row in enumerate(self.spells):
            spell = spell_options[i] if i < len(spell_options) else None
            offer = spell.payload_of(SpellPayload) if spell is not None else None
            # each cast the referee allows (Timewarp: forward or back)
            spells: list[tuple[str, Event]] = [(self._spell_text(c.spell, c.round_marker), c)
                                               for c in (offer.casts() if offer is not None and spell is not None
                                                         and spell.allowed else ())]
            row.label.setText(self.tr("Zauber von %1").replace("%1", offer.marker if offer is not None else ""))
            row.offer(spells)
            row.setVisible(bool(spells))
            if spell is not None and offer is not None and not spells:
                no_spell.append(f"{offer.marker}: {spell.reason(lang) or self.tr('kein Zauber möglich')}")
        self.no_spell.setText(f"{NO_SPELL.cited(lang)}: {'; '.join(no_spell)}")
        self.no_spell.setVisible(bool(no_spell))
        reveals = [(o.label(lang), o.entry) for o in by_kind.get(OptionKind.REVEAL, []) if o.allowed and o.entry is not None]
        self.reveal.offer(reveals)
        self.reveal.setVisible(bool(reveals))
        values = next((o for o in by_kind.get(OptionKind.FIGURE_VALUES, [])), None)
        self.values.offer(values.payload_of(FigureValuesPayload).figures if values is not None else ())
        self.values.setVisible(values is not None)
        self.values.why.setVisible(values is not None and bool(self.values.why.text()))

    def _spell_text(self, name: str, move: int) -> str:
        if move > 0:
            return self.tr("%1 (Rundenmarker vor: eine Runde übersprungen)").replace("%1", name)
        if move < 0:
            return self.tr("%1 (Rundenmarker zurück: die Runde wiederholt)").replace("%1", name)
        return name

    def _enter_values(self) -> None:
        ev = self.values.event_()
        if ev is not None:
            self.entered.emit(ev)

    def _enter(self, row: _Row) -> None:
        ev = row.chosen()
        if ev is not None:
            self.entered.emit(ev)
