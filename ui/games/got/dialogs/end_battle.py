"""The end battle in the Skycastle (27.5, 16.5): the opening with the God's army lent by the Titan players
(at most the option's ``god_army_max`` creatures, out of the option's ``creatures``), then its rounds (the
figures still standing, the hits on the God up to the God's life left); the end is a concrete entry
(:class:`ui.games.got.dialogs.special.EndBattleEndDialog`)."""

from __future__ import annotations

from referee.core.option import payloads
from referee.got import entry_notes
from referee.got.events import EndBattleOpened, EndBattleRound
from referee.got.fight import FIRST_ROUND_SECTION
from referee.got.kinds import OptionKind
from referee.got.numbers import NUMBERS
from referee.got.payloads import EndBattlePayload, EndBattleRoundPayload
from referee.got.view import GotState, army
from ui.games.got.dialogs.options import OptionDialog, add_checkable, checked, checked_names, checked_pairs
from ui.qt import QtCore, QtWidgets
from ui.service import OpenGame


class EndBattleDialog(OptionDialog):
    """The Dark-Titan's army attacks the God; the scribe ticks the creatures lent to the God."""

    kinds = (OptionKind.END_BATTLE,)
    about = entry_notes.about("end_battle")
    absent = entry_notes.absent("end_battle")

    def __init__(self, session: OpenGame[GotState], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Endkampf im Skycastle"))
        o = next((p for _, p in payloads(self.offered(allowed=False), EndBattlePayload)), None)
        self.offer = o or EndBattlePayload("", 0, 0, ())
        self.marker, self.most = self.offer.marker, self.offer.god_army_max
        self.form.addRow(self.tr("Armee des Dark-Titans"), QtWidgets.QLabel(self.marker, self))
        self.form.addRow(self.tr("Leben des Gods"), QtWidgets.QLabel(str(o.god_life) if o else "", self))
        self.count = QtWidgets.QLabel(self)
        self.form.addRow(self.tr("Armee des Gods"), self.count)
        self.creatures = QtWidgets.QListWidget(self)
        for marker, figure in self.offer.creatures:
            for _ in range(army(self.state, marker).figures.count(figure)):
                add_checkable(self.creatures, f"{figure} ({marker})", (marker, figure))
        self.extra.addWidget(QtWidgets.QLabel(self.tr("Kreaturen, die die Titan-Spieler dem God leihen:"), self))
        self.extra.addWidget(self.creatures, 1)
        self.creatures.itemChanged.connect(self.limit)
        if not self.unavailable():
            self.limit()

    def limit(self) -> None:
        """At most ``god_army_max`` creatures: once reached, the others cannot be ticked."""
        n = len(checked(self.creatures))
        self.count.setText(self.tr("%1 von höchstens %2").replace("%1", str(n)).replace("%2", str(self.most)))
        self.creatures.blockSignals(True)
        for i in range(self.creatures.count()):
            item = self.creatures.item(i)
            free = n < self.most or item.checkState() == QtCore.Qt.CheckState.Checked
            flags = item.flags() | QtCore.Qt.ItemFlag.ItemIsEnabled
            item.setFlags(flags if free else flags & ~QtCore.Qt.ItemFlag.ItemIsEnabled)
        self.creatures.blockSignals(False)
        self.live()

    def tick(self, marker: str, figure: str) -> bool:
        """Tick one more ``figure`` of ``marker`` (for tests and demos)."""
        for i in range(self.creatures.count()):
            item = self.creatures.item(i)
            if item.data(QtCore.Qt.ItemDataRole.UserRole) == (marker, figure) and \
                    item.checkState() != QtCore.Qt.CheckState.Checked and item.flags() & QtCore.Qt.ItemFlag.ItemIsEnabled:
                item.setCheckState(QtCore.Qt.CheckState.Checked)
                return True
        return False

    def build_event(self) -> EndBattleOpened:
        return self.offer.make(checked_pairs(self.creatures))


class EndBattleRoundDialog(OptionDialog):
    """One round of the end battle: who fell on either side, the hits on the God (27.5, 11.1, 13.2)."""

    kinds = (OptionKind.END_BATTLE_ROUND,)
    about = entry_notes.about("end_battle_round")
    absent = entry_notes.absent("end_battle_round")

    def __init__(self, session: OpenGame[GotState], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        o = self.offer = next((p for _, p in payloads(self.offered(allowed=False), EndBattleRoundPayload)), None) \
            or EndBattleRoundPayload(1, (), (), 0, 0)
        self.round = o.round
        self.setWindowTitle(self.tr("Endkampf: Runde %1").replace("%1", str(self.round)))
        life, hits = o.god_life, o.god_hits
        god = QtWidgets.QLabel(self.tr("%1 Leben, davon %2 schon getroffen; jeder Angriff auf ihn trifft")
                               .replace("%1", str(life)).replace("%2", str(hits)), self, wordWrap=True)
        self.form.addRow(self.tr("Runde"), QtWidgets.QLabel(self.tr("%1 von %2").replace("%1", str(self.round))
                                                           .replace("%2", str(NUMBERS.battle.rounds)), self))
        self.form.addRow(self.tr("God"), god)
        self.dark, self.god_army = QtWidgets.QListWidget(self), QtWidgets.QListWidget(self)
        for name in sorted(o.darklord_standing):
            add_checkable(self.dark, name, name)
        for marker, figure in o.god_army_standing:
            add_checkable(self.god_army, f"{figure} ({marker})", (marker, figure))
        self.god_hits = QtWidgets.QSpinBox(self, minimum=0, maximum=o.most_hits)
        self.dice = QtWidgets.QLineEdit(self)
        self.dice.setPlaceholderText(self.tr("Würfe (frei, wahlweise)"))
        self.form.addRow(self.tr("Treffer auf den God"), self.god_hits)
        self.form.addRow(self.tr("Würfe"), self.dice)
        first = not o.darklord_may_fall  # the first round: only the attacker strikes
        self.dark.setEnabled(not first)
        first_note = self.tr("(in Runde 1 schlägt nur der Angreifer, %1)").replace("%1", FIRST_ROUND_SECTION)
        dark_title = self.tr("Geschlagen beim Darklord:") + (" " + first_note if first else "")
        for title, items in ((dark_title, self.dark), (self.tr("Geschlagen in der Armee des Gods:"), self.god_army)):
            self.extra.addWidget(QtWidgets.QLabel(title, self))
            self.extra.addWidget(items, 1)
        self.watch(self.dark, self.god_army, self.god_hits)
        if not self.unavailable():
            self.live()

    def tick(self, items: QtWidgets.QListWidget, data: object) -> bool:
        for i in range(items.count()):
            item = items.item(i)
            if item.data(QtCore.Qt.ItemDataRole.UserRole) == data and item.checkState() != QtCore.Qt.CheckState.Checked:
                item.setCheckState(QtCore.Qt.CheckState.Checked)
                return True
        return False

    def build_event(self) -> EndBattleRound:
        return self.offer.make(checked_names(self.dark), checked_pairs(self.god_army), self.god_hits.value(),
                               self.dice.text().strip())

