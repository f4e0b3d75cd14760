"""One army on the battle sheet: each figure with power, skill, hits and the round it fell in (11, 13).

The rows come from :func:`ui.service.got.battle.fight_view`; the model also keeps what the scribe marks
for the round being entered: the figures beaten in it (a check mark) and the hits on the standing
figures (13.5).  Nothing here decides a rule: which figures may fall comes from the referee's
``battle_round`` option.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from referee.got import strike
from referee.got.fight import ABILITY_SECTION, HITS_SECTION, STRENGTH_SECTION
from referee.got.fight_view import FighterView
from ui import i18n
from ui.models.base import Index, Role
from ui.qt import QtCore, QtGui

NAME, POWER, SKILL, HITS, STATUS = range(5)


class FightersModel(QtCore.QAbstractTableModel):
    """The figures of one side; :meth:`toggle` marks a figure beaten in the round being entered."""

    def __init__(self, parent: QtCore.QObject | None = None) -> None:
        super().__init__(parent)
        self.fighters: list[FighterView] = []
        self.markable: set[int] = set()
        self.marked: set[int] = set()
        self.hits: dict[int, int] = {}
        self.abilities: set[str] = set()
        self._headers: list[str] = []
        self._tips: list[str] = []
        self.retranslate()

    def retranslate(self) -> None:
        self._headers = [self.tr("Figur"), self.tr("Stärke"), self.tr("Int."), self.tr("Treffer"), self.tr("Status")]
        self._tips = [self.tr("Klick oder Leertaste: in dieser Runde geschlagen"),
                      self.tr("Kampfstärke") + f" ({STRENGTH_SECTION})",
                      self.tr("Intelligenz") + f" ({strike.SECTION})", self.tr("Treffer auf der Figur") + f" ({HITS_SECTION})",
                      self.tr("Runde, in der die Figur fiel")]
        self.headerDataChanged.emit(QtCore.Qt.Orientation.Horizontal, 0, len(self._headers) - 1)

    def set_fighters(self, fighters: Sequence[FighterView], may_fall: Iterable[str], abilities: Iterable[str] = (),
                     hits: Sequence[tuple[str, int]] | None = None) -> None:
        """Show ``fighters``; the standing ones named in ``may_fall`` may be marked beaten; ``abilities``
        are the figures (by name, or by label where several of a kind fight: ``"Plaque 2"``) whose one-time
        ability (✚) is still unused (16.2). Marks start empty.

        The hits are each figure's own (``FighterView.hits``, per copy); ``hits``, the older (figure, hits)
        list, gives each entry to the next standing figure of that name instead."""
        self.beginResetModel()
        self.fighters = list(fighters)
        names = set(may_fall)
        self.markable = {i for i, f in enumerate(self.fighters) if f.beaten_in is None and f.name in names}
        self.marked = set()
        standing = [i for i, f in enumerate(self.fighters) if f.beaten_in is None]
        if hits is None:
            self.hits = {i: self.fighters[i].hits for i in standing}
        else:
            self.hits = dict.fromkeys(standing, 0)
            for name, h in hits:
                row = next((i for i in standing if self.fighters[i].name == name and not self.hits[i]), None)
                if row is not None:
                    self.hits[row] = h
        self.abilities = set(abilities)
        self.endResetModel()

    def unused_ability(self, f: FighterView) -> bool:
        return f.label in self.abilities or (not f.number and f.name in self.abilities)

    # -- the round being entered -------------------------------------------------------------------
    def toggle(self, row: int) -> bool:
        """Mark (or unmark) the figure in ``row`` as beaten in this round; False when it may not fall."""
        if row not in self.markable:
            return False
        self.marked ^= {row}
        self.dataChanged.emit(self.index(row, 0), self.index(row, STATUS))
        return True

    def set_hits(self, row: int, hits: int) -> None:
        """Hits on a standing figure (13.5), kept until it falls."""
        if row in self.hits:
            self.hits[row] = hits
            self.dataChanged.emit(self.index(row, HITS), self.index(row, HITS))

    def hits_changed(self) -> bool:
        """Hits on a standing figure set for this round and not yet entered (they differ from the record)."""
        return any(h != self.fighters[i].hits for i, h in self.hits.items())

    def beaten_now(self) -> tuple[str, ...]:
        return tuple(self.fighters[i].name for i in sorted(self.marked))

    def numbers_now(self) -> tuple[tuple[str, int], ...]:
        """(figure, number) of the marked figures of a kind that fights several times: which of them falls."""
        return tuple((self.fighters[i].name, self.fighters[i].number) for i in sorted(self.marked)
                     if self.fighters[i].number)

    def damage(self) -> tuple[tuple[str, int], ...]:
        """(figure, hits) of the figures that stay standing with hits on them."""
        return tuple((self.fighters[i].name, h) for i, h in sorted(self.hits.items()) if h and i not in self.marked)

    def numbered_damage(self) -> tuple[tuple[str, int, int], ...]:
        """(figure, hits, number) of the figures that stay standing with hits on them; the number tells
        several of a kind apart (0 for the only one)."""
        return tuple((self.fighters[i].name, h, self.fighters[i].number) for i, h in sorted(self.hits.items())
                     if h and i not in self.marked)

    def standing_rows(self) -> list[int]:
        return [i for i, f in enumerate(self.fighters) if f.beaten_in is None]

    def row_of(self, name: str, *, standing: bool = True) -> int:
        """The first row showing ``name`` — a name, or a label such as ``"Plaque 2"`` (standing, if asked)."""
        return next(i for i, f in enumerate(self.fighters)
                    if name in (f.name, f.label) and (not standing or f.beaten_in is None))

    # -- the model ---------------------------------------------------------------------------------
    def rowCount(self, parent: Index = QtCore.QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.fighters)

    def columnCount(self, parent: Index = QtCore.QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._headers)

    def flags(self, index: Index) -> QtCore.Qt.ItemFlag:
        if not index.isValid():
            return QtCore.Qt.ItemFlag.NoItemFlags
        return QtCore.Qt.ItemFlag.ItemIsEnabled | QtCore.Qt.ItemFlag.ItemIsSelectable

    def data(self, index: Index, role: int = Role.DisplayRole) -> object:
        if not index.isValid() or index.row() >= len(self.fighters) or index.column() >= len(self._headers):
            return None
        row, col = index.row(), index.column()
        f = self.fighters[row]
        if role == Role.DisplayRole:
            return self._text(row, col, f)
        if role == Role.CheckStateRole and col == NAME and row in self.markable:
            return QtCore.Qt.CheckState.Checked if row in self.marked else QtCore.Qt.CheckState.Unchecked
        if role == Role.ForegroundRole and f.beaten_in is not None:
            return QtGui.QBrush(QtGui.QColor("gray"))
        if role == Role.BackgroundRole and row in self.marked:
            return QtGui.QBrush(QtGui.QColor("#f6d5d1"))
        if role == Role.FontRole and (row in self.marked or f.beaten_in is not None):
            font = QtGui.QFont()
            font.setStrikeOut(True)
            return font
        if role == Role.TextAlignmentRole and col in (POWER, SKILL, HITS):
            return int(QtCore.Qt.AlignmentFlag.AlignCenter)
        if role == Role.ToolTipRole and col == NAME and f.one_time:
            return self.tr("Einmalige Sonderfertigkeit (✚, %1)").replace("%1", ABILITY_SECTION)
        if role == Role.ToolTipRole and col in (POWER, SKILL) and f.why[0]:
            why = f.why[1] if i18n.current() == "en" else f.why[0]
            return (self.tr("eingetragen: %1") if f.entered else self.tr("Wert des Referees: %1")).replace("%1", why)
        if role == Role.UserRole:
            return f.name
        return None

    def _text(self, row: int, col: int, f: FighterView) -> str:
        if col == NAME:
            mark = (" ✚" if self.unused_ability(f) else " (✚)") if f.one_time else ""
            return f.label + mark
        if col == POWER:
            return str(f.power) + (" ✎" if f.entered else " *" if f.why[0] else "")
        if col == SKILL:
            return str(f.skill) + (" ✎" if f.entered else "")
        if col == HITS:
            return "" if f.beaten_in is not None else str(self.hits.get(row, 0))
        if f.beaten_in is not None:
            return self.tr("fiel in Runde %1").replace("%1", str(f.beaten_in))
        return self.tr("fällt jetzt") if row in self.marked else self.tr("steht")

    def headerData(self, section: int, orientation: QtCore.Qt.Orientation, role: int = Role.DisplayRole) -> object:
        if role == Role.ToolTipRole and orientation == QtCore.Qt.Orientation.Horizontal:
            return self._tips[section] if 0 <= section < len(self._tips) else None
        if role != Role.DisplayRole:
            return None
        if orientation == QtCore.Qt.Orientation.Horizontal:
            return self._headers[section] if 0 <= section < len(self._headers) else None
        return section + 1
