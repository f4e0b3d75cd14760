"""The Gods of Titan page: the table (:mod:`ui.games.got.table`), the battles still to fight or being recorded, and the
entries of the game (moves, battles …)."""

from __future__ import annotations

import html
from urllib.parse import quote, unquote

from referee.got.kinds import OptionKind
from referee.got.numbers import NUMBERS
from referee.got.view import GotState, end_battle_of, mover, open_battle
from ui import i18n
from ui.dialogs.base import EntryDialog
from ui.games.base import GamePage, LineReading
from ui.games.got.table import GotTable
from ui.qt import QtCore, QtWidgets
from ui.service import OpenGame
from ui.service.got.battle import check_battle_pending, fight_view, pending_battles

#: the entry key of the battle sheet; ``fight:ATTACKER|DEFENDER`` opens that pending battle at once
FIGHT = "fight"
#: the entries of issue 16 (``teleport:MARKER`` opens the teleport of that army)
SPECIAL = ("teleport", "army_blocked", "spy", "darken", "free_marker", "restore_titan", "end_battle", "end_battle_end",
           "resign")


def fight_key(attacker: str, defender: str) -> str:
    """The entry key that opens the battle ``attacker`` ⚔ ``defender`` on the sheet."""
    return f"{FIGHT}:{quote(attacker)}|{quote(defender)}"


class GotPage(GamePage):
    """The table as it stands; the entry dialogs get the army selected in the table where it matters."""

    game = "got"

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = GotTable(self)
        self.battles = QtWidgets.QLabel(self)
        self.battles.setObjectName("got-battles")
        self.battles.setTextFormat(QtCore.Qt.TextFormat.RichText)
        self.battles.setWordWrap(True)
        self.battles.setStyleSheet("background: #fff3c4; padding: 4px; border-radius: 3px;")
        self.battles.linkActivated.connect(self.entry_requested)
        self.battles.hide()
        table_lay = self.table.layout()
        assert isinstance(table_lay, QtWidgets.QBoxLayout)
        table_lay.insertWidget(1, self.battles)  # below the round / Mover line
        self.moves = QtWidgets.QLabel(self)  # the armies still to move (6.2, 8.4), with the way out for a blocked one
        self.moves.setObjectName("got-moves")
        self.moves.setTextFormat(QtCore.Qt.TextFormat.RichText)
        self.moves.setWordWrap(True)
        self.moves.setStyleSheet("background: #e4eefb; padding: 4px; border-radius: 3px;")
        self.moves.linkActivated.connect(self._link)
        self.moves.hide()
        table_lay.insertWidget(2, self.moves)
        lay = QtWidgets.QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.table)
        self._session: OpenGame[GotState] | None = None

    def entry_actions(self) -> list[tuple[str, str]]:
        return [("move", self.tr("Zug …")), ("land", self.tr("Land benennen …")),
                ("teleport", self.tr("Teleport …")),
                ("split", self.tr("Teilen …")), ("army_blocked", self.tr("Armee kann nicht ziehen …")),
                (FIGHT, self.tr("Kampf …")),
                ("battle", self.tr("Kampf abrechnen …")), ("recruit", self.tr("Rekrutieren …")),
                ("spy", self.tr("Spionieren (Darklord) …")), ("darken", self.tr("Verdunklung (Darklord) …")),
                ("reveal", self.tr("Titan offenlegen …")), ("free_marker", self.tr("Titan als Deckmärkchen …")),
                ("restore_titan", self.tr("Titan im Dungeon wiederbeleben …")),
                ("end_battle", self.tr("Endkampf im Skycastle …")), ("end_battle_end", self.tr("Endkampf beenden …")),
                ("victory", self.tr("Siegpunkte ansehen …")), ("correction", self.tr("Korrektur …")),
                ("eliminated", self.tr("Spieler scheidet aus …")), ("resign", self.tr("Partie aufgeben …")),
                ("end_turn", self.tr("Zugende"))]

    def read_line(self, session: OpenGame[object], text: str, *, lang: str = "de") -> LineReading | None:
        """A Gods of Titan quick line ("R2 B12 4", :mod:`ui.service.got.quick`), else the name of an entry."""
        from ui.service.got import quick
        r = quick.read(session.typed(GotState), text, lang=lang)
        return self.quick_reading(session, r, text, lang=lang)

    def line_hint(self) -> str:
        return self.tr("z. B. R2 B12 4 · R2+Tr · R2/Og Ga · l Br B12 · e (Zugende) · oder ein Eintrag: "
                       "Kampf, Teleport …")

    def complete_line(self, session: OpenGame[object], text: str) -> list[str]:
        from ui.service.got import quick
        return quick.complete(session.typed(GotState), text) or super().complete_line(session, text)

    def open_entry(self, key: str, any_session: OpenGame[object]) -> QtWidgets.QDialog | None:
        session = any_session.typed(GotState)
        if key == "end_turn":  # nothing to fill in: the Mover ends the turn (6.5)
            from referee.got.events import TurnEnded

            session.add(TurnEnded(player=mover(session.state)))
            return None
        if key in (FIGHT, "battle"):
            check_battle_pending(session)  # the referee's refusal when no battle is pending
        if key == FIGHT or key.startswith(FIGHT + ":"):
            return self._sheet(key, session)
        if key in SPECIAL or key.startswith("teleport:"):
            return self._special(key, session)
        return self._dialog(key, session)

    def _sheet(self, key: str, session: OpenGame[GotState]) -> EntryDialog:
        """The battle sheet: of the open battle, or of the battle ``key`` names (entered as opened now)."""
        from referee.got.events import BattleOpened
        from ui.games.got.dialogs.battle_sheet import BattleSheet

        attacker = defender = None
        if ":" in key:
            attacker, defender = (unquote(m) for m in key.split(":", 1)[1].split("|", 1))
            if open_battle(session.state) is None:
                session.add(BattleOpened(attacker=attacker, defender=defender))
        return BattleSheet(session, self, attacker=attacker, defender=defender)

    def _dialog(self, key: str, session: OpenGame[GotState]) -> EntryDialog:
        from ui.games.got.dialogs.battle import BattleDialog
        from ui.games.got.dialogs.entries import CorrectionDialog, EliminationDialog, MoveDialog, RevealDialog, SplitDialog
        from ui.games.got.dialogs.goals import GoalsView
        from ui.games.got.dialogs.lands import NameLandDialog
        from ui.games.got.dialogs.recruit import RecruitDialog

        if key == "recruit":
            return RecruitDialog(session, self.table.selected_marker(), self)
        dialogs: dict[str, type[EntryDialog]] = {
            "move": MoveDialog, "split": SplitDialog, "battle": BattleDialog, "victory": GoalsView,
            "correction": CorrectionDialog, "reveal": RevealDialog, "eliminated": EliminationDialog,
            "land": NameLandDialog,
        }
        return dialogs[key](session, self)

    def _special(self, key: str, session: OpenGame[GotState]) -> EntryDialog:
        """The dialogs of issue 16, filled from the referee's options."""
        from ui.games.got.dialogs import end_battle, special
        from ui.games.got.dialogs.teleport import TeleportDialog

        if key.startswith("teleport"):
            marker = unquote(key.split(":", 1)[1]) if ":" in key else self.table.selected_marker()
            return TeleportDialog(session, marker, self)
        if key == "army_blocked":
            return special.BlockedDialog(session, self.table.selected_marker(), self)
        if key == "end_battle":  # the opening, the next round, or (decided) its end
            kinds = {o.kind: o for o in session.options()}
            if end_battle_of(session.state) is None:
                return end_battle.EndBattleDialog(session, self)
            if OptionKind.END_BATTLE_ROUND in kinds and kinds[OptionKind.END_BATTLE_ROUND].allowed:
                return end_battle.EndBattleRoundDialog(session, self)
            return special.EndBattleEndDialog(session, self)
        dialogs: dict[str, type[EntryDialog]] = {
            "spy": special.SpyDialog, "darken": special.DarkenDialog, "free_marker": special.FreeMarkerDialog,
            "restore_titan": special.RestoreTitanDialog, "end_battle_end": special.EndBattleEndDialog,
            "resign": special.ResignDialog,
        }
        return dialogs[key](session, self)

    def refresh(self, any_session: OpenGame[object]) -> None:
        session = any_session.typed(GotState)
        self._session = session
        self.table.refresh(session)
        self.show_battles(session)

    def show_battles(self, session: OpenGame[GotState]) -> None:
        """The battle being recorded, or the battles the Mover still has to fight (6.3, 10.3), as links."""
        e = html.escape
        view = fight_view(session)
        if view is not None:
            state = self.tr("entschieden, Kampfende eintragen") if view.decided else \
                self.tr("%1 von %2 Runden eingetragen").replace("%1", str(view.round)).replace("%2", str(view.last_round))
            text = self.tr("Kampf läuft: %1 · %2").replace(
                "%1", f"<a href='{FIGHT}'>{e(view.attacker)} ⚔ {e(view.defender)}</a>").replace("%2", e(state))
        elif (b := end_battle_of(session.state)) is not None:
            text = self.tr("Endkampf im Skycastle: %1 · %2 von %3 Runden · Treffer auf den God: %4 von %5").replace(
                "%1", f"<a href='end_battle'>{e(b.marker)}</a>").replace("%2", str(b.round)).replace(
                "%3", str(NUMBERS.battle.rounds)).replace("%4", str(b.god_hits)).replace("%5", str(b.god_life))
        else:
            pending = pending_battles(session)
            links = ", ".join(f"<a href='{e(fight_key(a, d))}'>{e(a)} ⚔ {e(d)}</a>" for a, d in pending)
            text = self.tr("Offene Kämpfe: %1").replace("%1", links) if pending else ""
        self.battles.setText(text)
        self.battles.setVisible(bool(text))
        self.show_moves(session)

    def show_moves(self, session: OpenGame[GotState]) -> None:
        """The referee's "still to move" (the movement phase cannot end yet), with the link for an army under
        forced move that cannot move at all (6.2, 8.4, 23.5)."""
        options = session.options()
        still = next((o for o in options if o.kind == OptionKind.MOVEMENT), None)
        text = ""
        if still is not None:
            e = html.escape
            links = " ".join(f"<a href='section:{e(s)}'>§ {e(s)}</a>" for s in still.sections)
            why = e(still.reason(i18n.current()), quote=False)  # the referee's words: which armies, and why
            text = self.tr("Die Bewegung ist noch nicht zu Ende: %1").replace("%1", why) + f" {links}"
            if any(o.kind == OptionKind.ARMY_BLOCKED for o in options):
                text += " · <a href='army_blocked'>" + e(self.tr("Armee kann nicht ziehen …")) + "</a>"
        self.moves.setText(text)
        self.moves.setVisible(bool(text))

    def _link(self, link: str) -> None:
        if link.startswith("section:"):
            self.section_clicked.emit(link.removeprefix("section:"))
        else:
            self.entry_requested.emit(link)

    def retranslate(self) -> None:
        self.table.retranslate()
        if self._session is not None and self._session.started:
            self.show_battles(self._session)


PAGE = GotPage
