"""The other entries of Gods of Titan: move, split, victory points, corrections (with a reason),
Titan revealed, a player out."""

from __future__ import annotations

from fractions import Fraction

from referee.core.errors import InvalidInput
from referee.got.events import Correction, GoalClaimed, Move, PlayerEliminated, Split, TitanRevealed
from referee.got.goals import goals_of
from referee.got.lands import Terrain
from ui import i18n
from ui.dialogs.base import EntryDialog, combo
from ui.qt import QtWidgets
from ui.service import OpenGame
from ui.service.entries import split_names


class MoveDialog(EntryDialog):
    """Move an army of the Mover ``distance`` lands onto a land the scribe names (8, 9)."""

    def __init__(self, session: OpenGame, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Zug eintragen"))
        self.army = combo([a.marker for a in self.state.armies_of(self.state.mover_player.name)], self)
        self.terrain = combo([t.value for t in Terrain], self)
        self.label = QtWidgets.QLineEdit(self)
        self.label.setPlaceholderText(self.tr("Bezeichnung des Landes, z. B. B12"))
        self.distance = QtWidgets.QSpinBox(self, minimum=0, maximum=12, value=3)
        self.teleport = QtWidgets.QCheckBox(self.tr("Teleport"), self)
        self.form.addRow(self.tr("Armee"), self.army)
        self.form.addRow(self.tr("Gelände"), self.terrain)
        self.form.addRow(self.tr("Land"), self.label)
        self.form.addRow(self.tr("Felder"), self.distance)
        self.form.addRow("", self.teleport)

    def build_event(self) -> Move:
        label = self.label.text().strip() or self.terrain.currentText()
        return Move(marker=self.army.currentData() or "", to=f"{self.terrain.currentText()}:{label}",
                    distance=self.distance.value(), teleport=self.teleport.isChecked())


class SplitDialog(EntryDialog):
    """Split figures off an army under a free marker (4.5)."""

    def __init__(self, session: OpenGame, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Armee teilen"))
        self.army = combo([a.marker for a in self.state.armies_of(self.state.mover_player.name)], self)
        self.new_marker = QtWidgets.QLineEdit(self)
        self.figures = QtWidgets.QLineEdit(self)
        self.figures.setPlaceholderText(self.tr("z. B. Ogre, Gargoyle"))
        self.form.addRow(self.tr("Armee"), self.army)
        self.form.addRow(self.tr("Neues Deckmärkchen"), self.new_marker)
        self.form.addRow(self.tr("Figuren"), self.figures)

    def build_event(self) -> Split:
        return Split(marker=self.army.currentData() or "", new_marker=self.new_marker.text().strip(),
                     figures=tuple(split_names(self.figures.text())))


class VictoryDialog(EntryDialog):
    """A player announces a victory-point goal of table 26.3/26.4 (26.1)."""

    def __init__(self, session: OpenGame, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Siegpunkte"))
        self.player = combo([p.name for p in self.state.seat_order if not p.eliminated], self,
                            self.state.mover_player.name)
        self.goal = QtWidgets.QComboBox(self)
        self.form.addRow(self.tr("Spieler"), self.player)
        self.form.addRow(self.tr("Ziel"), self.goal)
        self.player.currentIndexChanged.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        self.goal.clear()
        name = self.player.currentData()
        if not name:
            return
        p = self.state.player(name)
        en = i18n.current() == "en"
        for key, g in goals_of(p).items():
            done = " ✓" if key in p.goals else ""
            self.goal.addItem(f"{g.en if en else g.de} ({g.points} VP, § {g.section}){done}", key)

    def build_event(self) -> GoalClaimed:
        return GoalClaimed(player=self.player.currentData() or "", goal=self.goal.currentData() or "")


class CorrectionDialog(EntryDialog):
    """A mistake mended by the table's agreement; the reason is required (28.3, 28.9)."""

    def __init__(self, session: OpenGame, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Korrektur"))
        self.player = combo([p.name for p in self.state.seat_order], self)
        self.points = QtWidgets.QLineEdit("0", self)
        self.gems = QtWidgets.QSpinBox(self, minimum=-999, maximum=999)
        self.army = QtWidgets.QComboBox(self)
        self.army.addItem("—", None)
        for a in self.state.armies:
            self.army.addItem(a.marker, a.marker)
        self.remove = QtWidgets.QLineEdit(self)
        self.reason = QtWidgets.QLineEdit(self)
        self.form.addRow(self.tr("Spieler"), self.player)
        self.form.addRow(self.tr("Kampfpunkte ±"), self.points)
        self.form.addRow(self.tr("Lebenssteine ±"), self.gems)
        self.form.addRow(self.tr("Armee"), self.army)
        self.form.addRow(self.tr("Figuren zurück in den Pool"), self.remove)
        self.form.addRow(self.tr("Grund"), self.reason)

    def build_event(self) -> Correction:
        raw = self.points.text().strip().replace(",", ".") or "0"
        try:
            points = Fraction(raw)
        except (ValueError, ZeroDivisionError):
            raise InvalidInput(f"Keine Zahl: {raw!r}.", f"Not a number: {raw!r}.", sections=("28.3",)) from None
        return Correction(reason=self.reason.text().strip(), player=self.player.currentData() or "", points=points,
                          gems=self.gems.value(), army=self.army.currentData(),
                          remove_figures=tuple(split_names(self.remove.text())))


class RevealDialog(EntryDialog):
    """A player shows the Titan for the rest of the game (24.3)."""

    def __init__(self, session: OpenGame, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Titan offenlegen"))
        self.player = combo([p.name for p in self.state.seat_order if not p.eliminated and not p.titan_revealed], self)
        self.form.addRow(self.tr("Spieler"), self.player)

    def build_event(self) -> TitanRevealed:
        return TitanRevealed(player=self.player.currentData() or "")


class EliminationDialog(EntryDialog):
    """A player leaves the game, with the reason (28.11, 24.7, 27.5)."""

    def __init__(self, session: OpenGame, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Spieler scheidet aus"))
        self.player = combo([p.name for p in self.state.seat_order if not p.eliminated], self)
        self.reason = QtWidgets.QLineEdit(self)
        self.form.addRow(self.tr("Spieler"), self.player)
        self.form.addRow(self.tr("Grund"), self.reason)

    def build_event(self) -> PlayerEliminated:
        return PlayerEliminated(player=self.player.currentData() or "", reason=self.reason.text().strip())
