"""The other entries of Gods of Titan: move, split, corrections (with a reason), Titan revealed, a player out.
(The victory points are credited by the journal itself — :mod:`ui.games.got.dialogs.goals` shows them — and set by a
correction for a game taken over from paper.)"""

from __future__ import annotations

from fractions import Fraction
from urllib.parse import quote

from referee.core.errors import InvalidInput
from referee.core.events import Event
from referee.got.events import Correction, Move, PlayerEliminated, Split, TitanRevealed
from referee.got.lands import Land
from referee.got.markers import TITAN_MARKER
from referee.got.movement import NO_ARMY_MOVES, SPLIT_MOVE_SECTIONS
from referee.got.sections import CORRECTION_SECTION
from referee.got.towers import GARRISON_SECTION
from referee.got.view import (
    NEUTRAL,
    ArmyView,
    GotState,
    armies,
    army,
    garrison_on,
    goal_table,
    header,
    mover,
    player_score,
    pool_figures,
    score_lines,
)
from ui import i18n
from ui.dialogs.base import EntryDialog, combo
from ui.games.base import GamePage
from ui.games.got.dialogs.figure_ticks import FigureTicks
from ui.games.got.dialogs.lands import LandField
from ui.qt import QtCore, QtWidgets
from ui.service import OpenGame
from ui.service.got import operations as got_service


class MoveDialog(EntryDialog[GotState]):
    """Move an army of the Mover ``distance`` lands onto a land the scribe names (8, 9). Joining the own tower
    garrison when it has no room, the garrison figures that go back to the pool are ticked (25.7). A teleport
    has its own dialog (the button closes this one and opens it)."""

    def __init__(self, session: OpenGame[GotState], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Zug eintragen"))
        self.army = combo(list(got_service.movable_armies(session)), self)  # the referee's: not moved, no garrison, no battle
        self.land = LandField(session, self)  # the game's lands, or a new one named with its terrain (2.1)
        self.distance = QtWidgets.QSpinBox(self, minimum=0, maximum=12, value=3)
        self.teleport = QtWidgets.QPushButton(self.tr("Teleport statt Zug …"), self)
        self.teleport.setAutoDefault(False)
        self.teleport.clicked.connect(self.to_teleport)
        self.form.addRow(self.tr("Armee"), self.army)
        self.form.addRow(self.tr("Land"), self.land)
        self.form.addRow(self.tr("Felder"), self.distance)
        self.form.addRow("", self.teleport)
        self.leaves_label = QtWidgets.QLabel(self, wordWrap=True)
        self.leaves = FigureTicks(self)
        self.extra.addWidget(self.leaves_label)
        self.extra.addWidget(self.leaves, 1)
        self._garrison: str | None = None
        for signal in (self.army.currentIndexChanged, self.land.picker.editTextChanged, self.distance.valueChanged):
            signal.connect(self.refresh_garrison)
        self.refresh_garrison()
        self.army.setFocus()
        if not self.army.count():
            self.nothing_to_choose(NO_ARMY_MOVES.label(i18n.current()), NO_ARMY_MOVES.sections)

    def _to(self) -> str:
        return self.land.entry_text()

    def first_entries(self) -> tuple[Event, ...]:
        """A new land typed with its terrain is named first (one entry dialog for both, 2.1)."""
        named = self.land.naming()
        return (named,) if named is not None else ()

    def garrison(self) -> ArmyView | None:
        """The Mover's own tower garrison on the land named, which the army would join (25.7)."""
        c = self.land.choice()
        if c is None or not Land.parse(c.entry).terrain.is_tower:
            return None
        land = Land.parse(c.entry)
        return garrison_on(self.state, land.label, mover(self.state), other_than=self.army.currentData())

    def refresh_garrison(self) -> None:
        """Offer the garrison's figures only when the merge needs room (the move alone is refused by 25.7)."""
        g = self.garrison()
        needs = False
        if g is not None:
            verdict = self.judged_on().check(Move(marker=self.army.currentData() or "", to=self._to(),
                                              distance=self.distance.value()))
            needs = not verdict.value and GARRISON_SECTION in verdict.sections
        if not needs:
            g = None
        if (g.marker if g else None) != self._garrison:
            self._garrison = g.marker if g else None
            self.leaves.set_figures(list(g.figures) if g else [])
            self.leaves.untick_all()
        if g is not None:
            room = got_service.garrison_must_leave(self.session, g.marker, self.army.currentData())
            self.leaves_label.setText(self.tr("%1 hat keinen Platz für alle: welche Figuren der Besatzung gehen in den "
                                              "Pool zurück (%2 nötig, § %3)?").replace("%1", g.marker)
                                      .replace("%2", str(room)).replace("%3", GARRISON_SECTION))
        self.leaves_label.setVisible(g is not None)
        self.leaves.setVisible(g is not None)

    def to_teleport(self) -> None:
        """A teleport is its own entry (9.1): close this dialog and open the teleport's for the same army."""
        parent = self.parent()
        marker = self.army.currentData() or ""
        self.reject()
        if isinstance(parent, GamePage):
            parent.entry_requested.emit(f"teleport:{quote(marker)}")

    def build_event(self) -> Move:
        return Move(marker=self.army.currentData() or "", to=self._to(), distance=self.distance.value(),
                    garrison_leaves=self.leaves.ticked() if self.leaves.isVisibleTo(self) else ())


class SplitDialog(EntryDialog[GotState]):
    """Split figures off an army under a free marker (4.5): the army's figures are ticked, not typed."""

    def __init__(self, session: OpenGame[GotState], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Armee teilen"))
        self.army = combo(list(got_service.movable_armies(session)), self)  # a split comes before the army's move (4.5)
        free = list(got_service.free_markers(session))
        self.new_marker = combo(free, self, free[0] if free else None)  # the next free marker (4.4)
        self.figures = FigureTicks(self)  # one checkable line per figure of the army (Space ticks)
        self.form.addRow(self.tr("Armee"), self.army)
        self.form.addRow(self.tr("Neues Deckmärkchen"), self.new_marker)
        self.form.addRow(self.tr("Figuren, die abgehen"), self.figures)
        self.army.currentIndexChanged.connect(self.fill_figures)
        self.fill_figures()
        self.army.setFocus()
        if not self.army.count():
            self.nothing_to_choose(self.tr("Keine Armee kann jetzt geteilt werden: geteilt wird vor dem Zug der "
                                           "Armee."), SPLIT_MOVE_SECTIONS)

    def fill_figures(self) -> None:
        marker = self.army.currentData()
        self.figures.set_figures(list(army(self.state, marker).figures) if marker else [])
        self.figures.untick_all()

    def build_event(self) -> Split:
        return Split(marker=self.army.currentData() or "", new_marker=self.new_marker.currentData() or "",
                     figures=self.figures.ticked())


class CorrectionDialog(EntryDialog[GotState]):
    """A mistake mended by the table's agreement; the reason is required (28.3, 28.9). Besides points and gems it
    takes figures out of an army into the pool or out of the pool into it (a figure forgotten at recruiting), and
    sets the victory-point goals and points of a game taken over from a paper sheet (26.1): the goals are ticked
    from the player's table (26.3/26.4), the journal's own goals still count. Points, gems and victory points are
    each changed by an amount or set to the sheet's value ("Anna hat 48"); the referee keeps them within the rules."""

    def __init__(self, session: OpenGame[GotState], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Korrektur"))
        self.player = combo(list(header(self.state).players), self)
        self.points = QtWidgets.QLineEdit("0", self)
        self.gems = QtWidgets.QSpinBox(self, minimum=-99999, maximum=99999)
        #: per tally: change it by the amount (False) or set it to the value (True)
        self.points_mode, self.gems_mode, self.victory_points_mode = (self._mode() for _ in range(3))
        self.army = QtWidgets.QComboBox(self)
        self.remove = FigureTicks(self)  # the chosen army's figures that go back to the pool
        self.add = FigureTicks(self)  # the owner's pool, one line per kind: figures that join the army
        self.goals = QtWidgets.QListWidget(self)  # the player's goals not reached yet (26.3, 26.4)
        self.goals.setMaximumHeight(140)
        self.victory_points = QtWidgets.QSpinBox(self, minimum=-100, maximum=100)
        self.army.currentIndexChanged.connect(lambda _i: self.fill_army())
        self.player.currentIndexChanged.connect(lambda _i: self.fill_player())
        self.reason = QtWidgets.QLineEdit(self)
        self.form.addRow(self.tr("Spieler"), self.player)
        self.form.addRow(self.tr("Kampfpunkte"), self._row(self.points_mode, self.points))
        self.form.addRow(self.tr("Lebenssteine"), self._row(self.gems_mode, self.gems))
        self.form.addRow(self.tr("Armee"), self.army)
        self.form.addRow(self.tr("Figuren zurück in den Pool"), self.remove)
        self.form.addRow(self.tr("Figuren aus dem Pool dazu"), self.add)
        self.form.addRow(self.tr("Siegpunkt-Ziele erreicht"), self.goals)
        self.form.addRow(self.tr("Siegpunkte (ohne Ziel)"), self._row(self.victory_points_mode, self.victory_points))
        for mode in (self.points_mode, self.gems_mode, self.victory_points_mode):
            mode.currentIndexChanged.connect(lambda _i: self.fill_values())
        self.form.addRow(self.tr("Grund"), self.reason)
        self.fill_player()

    def _mode(self) -> QtWidgets.QComboBox:
        box = QtWidgets.QComboBox(self)
        box.addItem(self.tr("ändern um"), False)
        box.addItem(self.tr("setzen auf"), True)
        return box

    def _row(self, mode: QtWidgets.QComboBox, field: QtWidgets.QWidget) -> QtWidgets.QWidget:
        row = QtWidgets.QWidget(self)
        lay = QtWidgets.QHBoxLayout(row)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(mode)
        lay.addWidget(field, 1)
        return row

    def set_values(self, *, points: str | None = None, gems: int | None = None, victory_points: int | None = None) -> None:
        """Set tallies to a paper sheet's values (as a scribe does: "setzen auf", then the value)."""
        for mode, value in ((self.points_mode, points), (self.gems_mode, gems), (self.victory_points_mode, victory_points)):
            if value is not None:
                mode.setCurrentIndex(mode.findData(True))
        if points is not None:
            self.points.setText(points)
        if gems is not None:
            self.gems.setValue(gems)
        if victory_points is not None:
            self.victory_points.setValue(victory_points)

    def fill_values(self) -> None:
        """A tally to set starts at the player's value now; one to change at 0."""
        name = self.player.currentData()
        p = player_score(self.state, name) if name else None
        points = p.points if p is not None and self.points_mode.currentData() else Fraction(0)
        self.points.setText(str(points.numerator) if points.denominator == 1 else f"{float(points):g}")
        self.gems.setValue(p.gems if p is not None and self.gems_mode.currentData() else 0)
        self.victory_points.setRange(-100, 100)
        self.victory_points.setValue(p.victory_points if p is not None and self.victory_points_mode.currentData() else 0)

    def fill_player(self) -> None:
        """The player's armies, pool and goals not reached yet."""
        name = self.player.currentData()
        self.army.blockSignals(True)
        self.army.clear()
        self.army.addItem("—", None)
        for a in armies(self.state):
            if name is None or a.owner == name:
                self.army.addItem(a.marker, a.marker)
        self.army.blockSignals(False)
        self.goals.clear()
        if name:
            reached = player_score(self.state, name).goals
            lang = "en" if i18n.current() == "en" else "de"
            for key, goal in goal_table(self.state, name).items():
                if key in reached:
                    continue
                item = QtWidgets.QListWidgetItem(f"{goal.en if lang == 'en' else goal.de} ({goal.points})", self.goals)
                item.setData(QtCore.Qt.ItemDataRole.UserRole, key)
                item.setFlags(item.flags() | QtCore.Qt.ItemFlag.ItemIsUserCheckable)
                item.setCheckState(QtCore.Qt.CheckState.Unchecked)
        self.fill_army()
        self.fill_values()

    def fill_army(self) -> None:
        marker = self.army.currentData()
        self.remove.set_figures(list(army(self.state, marker).figures) if marker else [])
        owner = army(self.state, marker).owner if marker else None
        pool = list(pool_figures(self.state, owner)) if owner and owner != NEUTRAL else []
        self.add.set_figures(pool)

    def ticked_goals(self) -> tuple[str, ...]:
        return tuple(str(self.goals.item(i).data(QtCore.Qt.ItemDataRole.UserRole)) for i in range(self.goals.count())
                     if self.goals.item(i).checkState() == QtCore.Qt.CheckState.Checked)

    def build_event(self) -> Correction:
        raw = self.points.text().strip().replace(",", ".") or "0"
        try:
            points = Fraction(raw)
        except (ValueError, ZeroDivisionError):
            raise InvalidInput(f"Keine Zahl: {raw!r}.", f"Not a number: {raw!r}.", sections=(CORRECTION_SECTION,)) from None
        set_points, set_gems, set_vp = (m.currentData() for m in (self.points_mode, self.gems_mode, self.victory_points_mode))
        gems, vp = self.gems.value(), self.victory_points.value()
        return Correction(reason=self.reason.text().strip(), player=self.player.currentData() or "",
                          points=Fraction(0) if set_points else points, points_to=points if set_points else None,
                          gems=0 if set_gems else gems, gems_to=gems if set_gems else None, army=self.army.currentData(),
                          remove_figures=self.remove.ticked(), add_figures=self.add.ticked(),
                          goals=self.ticked_goals(), victory_points=0 if set_vp else vp,
                          victory_points_to=vp if set_vp else None)


class RevealDialog(EntryDialog[GotState]):
    """A player shows the Titan for the rest of the game (24.3); the Titan may serve as its army's marker at
    once, freeing the marker (4.4, 4.9) — offered when the referee would accept it."""

    def __init__(self, session: OpenGame[GotState], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Titan offenlegen"))
        self.player = combo([p.name for p in score_lines(self.state) if not p.eliminated and not p.titan_revealed], self)
        self.free_marker = QtWidgets.QCheckBox(TITAN_MARKER.cited(i18n.current(), mark="§ "), self)
        self.form.addRow(self.tr("Spieler"), self.player)
        self.form.addRow("", self.free_marker)
        self.player.currentIndexChanged.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        name = self.player.currentData() or ""
        may = bool(name) and self.session.check(TitanRevealed(player=name, free_marker=True)).value
        self.free_marker.setEnabled(may)
        if not may:
            self.free_marker.setChecked(False)

    def build_event(self) -> TitanRevealed:
        return TitanRevealed(player=self.player.currentData() or "", free_marker=self.free_marker.isChecked())


class EliminationDialog(EntryDialog[GotState]):
    """A player leaves the game, with the reason (28.11, 24.7, 27.5)."""

    def __init__(self, session: OpenGame[GotState], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Spieler scheidet aus"))
        self.player = combo([p.name for p in score_lines(self.state) if not p.eliminated], self)
        self.reason = QtWidgets.QLineEdit(self)
        self.form.addRow(self.tr("Spieler"), self.player)
        self.form.addRow(self.tr("Grund"), self.reason)

    def build_event(self) -> PlayerEliminated:
        return PlayerEliminated(player=self.player.currentData() or "", reason=self.reason.text().strip())
