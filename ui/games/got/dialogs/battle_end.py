"""The end of the battle on the sheet: how it ends, the choices it leaves, and what it gives (10, 17–21, 24).

The ways to end it now are the referee's ``battle_ended`` options (settle a decided battle; before the
first round flight, negotiation, concession; during it a concession); the choices of the chosen way come
from :func:`ui.service.got.battle.end_choices`, the award from the referee's preview of the very entry.
"""

from __future__ import annotations

import html
from collections.abc import Sequence

from referee.core.errors import RefereeError
from referee.core.option import Option
from referee.got.choices import EndChoice
from referee.got.events import BattleEnded, Side
from referee.got.kinds import OptionKind
from referee.got.settle import Outcome
from referee.got.view import GotState, open_battle
from ui import i18n
from ui.games.got.dialogs.battle_choices import EndChoicesForm, defaults
from ui.games.got.dialogs.battle_odds import number
from ui.games.got.dialogs.figure_ticks import FigureTicks
from ui.qt import QtCore, QtWidgets, Signal
from ui.service import OpenGame
from ui.service.got.battle import end_choices, end_previews, winner_figures
from ui.service.got.operations import BattlePreview, battle_preview

Way = tuple[Outcome | None, Side | None]


def elided(text: str, most: int = 36) -> str:
    """``text`` cut to ``most`` characters with '…' (a button's words).

    >>> elided("Verteidiger gibt auf"), elided("x" * 40, 5)
    ('Verteidiger gibt auf', 'xxxx…')
    """
    return text if len(text) <= most else text[: most - 1].rstrip() + "…"


def way_preview(game: OpenGame[GotState], way: Way, lang: str) -> tuple[BattlePreview | None, EndChoice]:
    """What ending the open battle ``way`` now gives, the unavoidable choices taken at their first legal
    value (returned too); None when the referee offers no such way."""
    base = BattleEnded(outcome=way[0], winner=way[1])
    try:
        assumed = defaults(end_choices(game, base))
    except RefereeError:
        assumed = defaults(None)
    for p in end_previews(game, lang=lang, choices=assumed.make(base)):
        ev = p.event
        if isinstance(ev, BattleEnded) and (ev.outcome, ev.winner) == way:
            return p, assumed
    return None, assumed


class BattleEndBox(QtWidgets.QGroupBox):
    """The way the battle ends, its choices with legal values only, the preview and the commit button."""

    changed = Signal()

    def __init__(self, game: OpenGame[GotState], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.way = QtWidgets.QComboBox(self)
        self.losses = FigureTicks(self)  # the winner's figures (10.5)
        self.choices = EndChoicesForm(self)
        self.preview_label = QtWidgets.QLabel(self, wordWrap=True)
        self.button = QtWidgets.QPushButton(self)
        self.button.setAutoDefault(False)
        form = QtWidgets.QFormLayout()
        self.way_label, self.losses_label = QtWidgets.QLabel(self), QtWidgets.QLabel(self)
        form.addRow(self.way_label, self.way)
        form.addRow(self.losses_label, self.losses)
        lay = QtWidgets.QVBoxLayout(self)
        lay.addLayout(form)
        lay.addWidget(self.choices)
        lay.addWidget(self.preview_label, 1)
        lay.addWidget(self.button)
        self.ways: list[Way] = []
        self.preview: BattlePreview | None = None
        self.way.currentIndexChanged.connect(self.update_choices)
        self.losses.changed.connect(self.update_choices)
        self.choices.changed.connect(self.update_preview)
        self.retranslate()

    def changeEvent(self, event: QtCore.QEvent) -> None:
        """The commit button may sit elsewhere (the battle sheet's button row): it is enabled with the pane."""
        if event.type() == QtCore.QEvent.Type.EnabledChange:
            self.button.setEnabled(self.isEnabled())
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setTitle(self.tr("Kampfende"))
        self.way_label.setText(self.tr("Der Kampf endet"))
        self.losses_label.setText(self.tr("Verluste des Siegers"))
        self.button.setText(self.tr("Kampf beenden"))

    def set_options(self, options: Sequence[Option]) -> None:
        """The ways to end the battle now, from the session's options (a way chosen before stays chosen)."""
        lang = i18n.current()
        ends = [o for o in options if o.kind == OptionKind.BATTLE_ENDED and isinstance(o.entry, BattleEnded)]
        ways = [(o.entry.outcome, o.entry.winner) for o in ends if isinstance(o.entry, BattleEnded)]
        kept = self.current_way()
        self.way.blockSignals(True)
        self.way.clear()
        for o in ends:
            self.way.addItem(o.label(lang))
        self.ways = ways
        if kept in ways:
            self.way.setCurrentIndex(ways.index(kept))
        self.way.blockSignals(False)
        self.setEnabled(bool(ways))
        self.update_choices()

    def current_way(self) -> Way | None:
        i = self.way.currentIndex()
        return self.ways[i] if 0 <= i < len(self.ways) else None

    def choose_way(self, outcome: Outcome | None, winner: Side | None = None) -> bool:
        """Select the way ``(outcome, winner)``; False when it is not offered now."""
        if (outcome, winner) not in self.ways:
            return False
        self.way.setCurrentIndex(self.ways.index((outcome, winner)))
        return True

    def update_choices(self) -> None:
        way = self.current_way()
        negotiated = way is not None and way[0] is Outcome.NEGOTIATED
        fight = open_battle(self.game.state)
        figures = winner_figures(self.game, attacker=fight.attacker, defender=fight.defender,
                                 winner=way[1]) if fight and way and negotiated else []
        self.losses.blockSignals(True)
        self.losses.set_figures(figures)
        self.losses.blockSignals(False)
        self.losses.setVisible(negotiated)
        self.losses_label.setVisible(negotiated)
        choices = None
        if way is not None:
            try:
                choices = end_choices(self.game, self._base())
            except RefereeError:
                choices = None
        self.choices.set_choices(choices)
        self.update_preview()

    def _base(self) -> BattleEnded:
        way = self.current_way() or (None, None)
        losses = self.losses.ticked() if way[0] is Outcome.NEGOTIATED else ()
        return BattleEnded(outcome=way[0], winner=way[1], winner_losses=losses)

    def build_event(self) -> BattleEnded:
        """The end entry the fields describe."""
        return self.choices.values().make(self._base())

    def update_preview(self) -> None:
        # the button names the way it enters (it may sit apart from the pane, in the sheet's button row)
        way = self.way.currentText()
        self.button.setText(self.tr("Kampf beenden") + (f": {elided(way)}" if way else ""))
        self.button.setToolTip(way)
        if self.current_way() is None:
            self.preview = None
            self.preview_label.setText("")
            return
        self.preview = battle_preview(self.game, event=self.build_event(), lang=i18n.current())
        self.preview_label.setText(self.describe(self.preview))
        self.changed.emit()

    def describe(self, p: BattlePreview) -> str:
        e = html.escape
        links = " ".join(f"<a href='section:{e(s)}'>§ {e(s)}</a>" for s in p.sections)
        if not p.ok:
            return f"<span style='color:#a40000'>{e(p.message)}</span> {links}"
        lines = [self.tr("Sieger: %1").replace("%1", e(p.winner or self.tr("niemand"))),
                 self.tr("Kampfpunkte: +%1").replace("%1", number(p.points))]
        if p.gems:
            lines.append(self.tr("Lebenssteine: %1").replace("%1", ", ".join(f"{e(k)} {v:+d}" for k, v in p.gems.items())))
        if p.titan_power[0] != p.titan_power[1]:
            lines.append(self.tr("Titan-Stärke: %1 → %2").replace("%1", str(p.titan_power[0]))
                         .replace("%2", str(p.titan_power[1])))
        return "<br>".join(lines) + f"<br>{links}"
