"""The Titan – Die Arena page: the 8 × 5 grid, the round's state, players' standings and the tournament.

Everything shown comes from the typed ``referee.arena.view.ArenaView``, the referee's options (what may be entered
now; who dies at the end of this turn, section 8) and its scoring (sections 12, 13); entries are the dialogs of
:mod:`ui.games.arena.dialogs` and :mod:`ui.games.arena.powers`.
"""

from __future__ import annotations

from referee.arena.kinds import OptionKind
from referee.arena.payloads import EndTurnPayload, PowerPayload
from referee.arena.rules import RULES
from referee.arena.scoring import TOURNAMENT_SECTION, WIN_SECTION, ending_now
from referee.arena.tracking import TRACKING_SECTIONS
from referee.arena.view import ArenaState, ArenaView, Phase
from referee.core.option import Option, of_kind, payloads
from ui import i18n
from ui.games.arena.dialogs import DIALOGS
from ui.games.arena.models import GridModel, PlayersModel, TournamentModel, UnseenModel
from ui.games.arena.powers import PowerDialog
from ui.games.base import GamePage, LineReading
from ui.qt import QtCore, QtWidgets
from ui.service import OpenGame
from ui.service.arena import quick as quick_arena
from ui.service.arena.operations import tournament_games
from ui.service.sections import section_words
from ui.tables import fit_height, table_view


def _title(parent: QtWidgets.QWidget) -> QtWidgets.QLabel:
    """A group box's title as a label that wraps."""
    label = QtWidgets.QLabel(parent)
    label.setWordWrap(True)
    font = label.font()
    font.setBold(True)
    label.setFont(font)
    return label


class ArenaPage(GamePage):
    game = "arena"

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.grid, self.players, self.tournament = GridModel(self), PlayersModel(self), TournamentModel(self)
        self.unseen = UnseenModel(self)
        self.indicator = QtWidgets.QLabel(self)
        font = self.indicator.font()
        font.setPointSizeF(font.pointSizeF() * 1.2)
        font.setBold(True)
        self.indicator.setFont(font)
        self.indicator.setWordWrap(True)  # the page's room beside the docks at 512×300 (scale 2)
        self.round_state = QtWidgets.QLabel(self)
        self.round_state.setWordWrap(True)
        self.round_state.setTextFormat(QtCore.Qt.TextFormat.RichText)
        self.round_state.linkActivated.connect(lambda link: self.section_clicked.emit(link.removeprefix("§")))
        self.grid_view = table_view(self, self.grid)
        self.grid_view.setSelectionMode(QtWidgets.QAbstractItemView.SelectionMode.NoSelection)
        self.players_view = table_view(self, self.players)
        self.tournament_view = table_view(self, self.tournament)
        self.unseen_view = table_view(self, self.unseen)
        self.unseen_view.setVerticalScrollBarPolicy(QtCore.Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.spectators = QtWidgets.QLabel(self)
        self.spectators.setWordWrap(True)
        self.unseen_box = QtWidgets.QGroupBox(self)
        unseen_lay = QtWidgets.QVBoxLayout(self.unseen_box)
        # the boxes' long titles wrap (a group box's own title does not: it made the page wider than the room beside
        # the docks, cut at the rules dock's splitter, issue 35)
        self.unseen_title, self.players_title = _title(self), _title(self)
        unseen_lay.addWidget(self.unseen_title)
        unseen_lay.addWidget(self.unseen_view)
        unseen_lay.addWidget(self.spectators)
        self.tournament_note = QtWidgets.QLabel(self)
        self.tournament_note.setWordWrap(True)
        tour = QtWidgets.QWidget(self)
        tl = QtWidgets.QVBoxLayout(tour)
        tl.setContentsMargins(0, 0, 0, 0)
        tl.addWidget(self.tournament_view, 1)
        tl.addWidget(self.tournament_note)
        self.piles = QtWidgets.QLabel(self)
        self.piles.setWordWrap(True)
        self.legal = QtWidgets.QLabel(self)
        self.legal.setWordWrap(True)
        self.players_box = QtWidgets.QGroupBox(self)
        players_lay = QtWidgets.QVBoxLayout(self.players_box)
        players_lay.addWidget(self.players_title)
        players_lay.addWidget(self.players_view)
        self.tournament_box = QtWidgets.QGroupBox(self)
        QtWidgets.QVBoxLayout(self.tournament_box).addWidget(tour)
        for view in (self.players_view, self.tournament_view):
            view.setVerticalScrollBarPolicy(QtCore.Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.grid_view.horizontalHeader().setSectionResizeMode(QtWidgets.QHeaderView.ResizeMode.ResizeToContents)
        self.grid_view.setVerticalScrollBarPolicy(QtCore.Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        lay = QtWidgets.QVBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        lay.addWidget(self.indicator)
        lay.addWidget(self.round_state)
        lay.addWidget(self.piles)
        lay.addWidget(self.grid_view)
        lay.addWidget(self.legal)
        lay.addWidget(self.players_box)
        lay.addWidget(self.unseen_box)
        lay.addWidget(self.tournament_box)
        lay.addStretch(1)
        self.view: ArenaView | None = None
        self._journal: OpenGame[ArenaState] | None = None
        self._lang = i18n.current()
        self.retranslate()

    def retranslate(self) -> None:
        self.players_title.setText(self.tr("Spieler: Stand jetzt und falls das Spiel jetzt endete (§ %1)")
                                   .replace("%1", WIN_SECTION))
        self.tournament_box.setTitle(self.tr("Turnier über 3 Partien (§ %1)").replace("%1", TOURNAMENT_SECTION))
        self.unseen_title.setText(self.tr("Karten: noch ungesehene Stärkewerte, Chance der nächsten Karte (§ %1)")
                                  .replace("%1", ", ".join(TRACKING_SECTIONS)))
        for model in (self.grid, self.players, self.tournament, self.unseen):
            model.retranslate()

    def changeEvent(self, event: QtCore.QEvent) -> None:
        if event.type() == QtCore.QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- GamePage ------------------------------------------------------------------------------------
    def entry_actions(self) -> list[tuple[str, str]]:
        return [("bid", self.tr("Startgebot …")), ("close_bidding", self.tr("Gebote schließen …")),
                ("overbid", self.tr("Überboten (Handlimit 7) …")),
                ("open_bet", self.tr("Offene Wette …")),
                ("secret_bet", self.tr("Geheime Wette …")), ("reveal", self.tr("Geheime Wette aufdecken …")),
                ("play", self.tr("Karte spielen …")), ("power", self.tr("Fähigkeit …")),
                ("referee", self.tr("Schiedsrichter …")), ("chief", self.tr("Chefschiedsrichter …")),
                ("pass", self.tr("Passen …")), ("discard", self.tr("Abwerfen …")),
                ("end_turn", self.tr("Zugende …")), ("stalemate", self.tr("Patt …"))]

    def read_line(self, session: OpenGame[object], text: str, *, lang: str = "de") -> LineReading | None:
        """An Arena quick line ("Hy 3", "w Ti", "An 8": :mod:`ui.service.arena.quick`) with the referee's verdict,
        else the name of an entry (its dialog opens)."""
        r = quick_arena.read(session.typed(ArenaState), text, lang=lang)
        return self.quick_reading(session, r, text, lang=lang)

    def line_hint(self) -> str:
        state = self._journal.state if self._journal is not None else None
        return quick_arena.hint(state, i18n.current()) + self.tr(" · oder ein Eintrag: Fähigkeit, Passen …")

    def complete_line(self, session: OpenGame[object], text: str) -> list[str]:
        return quick_arena.complete(session.typed(ArenaState), text) or super().complete_line(session, text)

    def open_entry(self, key: str, any_session: OpenGame[object]) -> QtWidgets.QDialog:
        session = any_session.typed(ArenaState)
        if key == "power":
            return PowerDialog(session, self)
        return DIALOGS[key](session, self)

    def refresh(self, any_session: OpenGame[object]) -> None:
        session = any_session.typed(ArenaState)
        self._journal = session
        if self._lang != i18n.current():  # the LanguageChange event may come later
            self._lang = i18n.current()
            self.retranslate()
        state = session.state
        s = self.view = session.view(ArenaView, i18n.current())
        if s is None:
            return
        phases = {Phase.BIDDING: self.tr("Startgebote"), Phase.PLAY: self.tr("Kampf"),
                  Phase.REVEAL: self.tr("Aufdecken der geheimen Wetten"), Phase.OVER: self.tr("Spielende")}
        text = self.tr("Runde %1 · Phase: %2").replace("%1", str(s.header.round)).replace(
            "%2", phases.get(s.phase, s.phase.value))
        if s.header.to_move:
            text += " · " + self.tr("am Zug: %1").replace("%1", s.header.to_move)
        if s.header.winners:
            text += " · " + self.tr("Sieger: %1").replace("%1", ", ".join(s.header.winners))
        self.indicator.setText(text)
        opts = session.options()
        self.round_state.setText(self.round_text(s, opts))
        self.piles.setText(self.tr("Nachziehstapel: %1 · Ablage: %2 (oben: %3) · Patts: %4").replace(
            "%1", str(s.draw_pile)).replace("%2", str(s.discard_count)).replace(
            "%3", s.discard_top or "—").replace("%4", str(s.stalemates)))
        self.grid.set_summary(s)
        end_scores, end_winners = ending_now(state)
        self.players.set_summary(s, end_scores, end_winners)
        self.players_view.resizeColumnsToContents()
        fit_height(self.grid_view, len(RULES.creatures))
        fit_height(self.players_view, len(s.header.players))
        self.legal.setText(self.legal_text(opts))
        self.unseen.set_summary(s)
        self.unseen_view.resizeColumnsToContents()
        fit_height(self.unseen_view, len(RULES.creatures))
        self.spectators.setText(self.tr("Zuschauer ungesehen: %1 (ihre Werte nennt der Text nicht)")
                                .replace("%1", str(s.spectators_unseen)))
        self._tournament(session, s.header.players)

    def round_text(self, s: ArenaView, opts: list[Option]) -> str:
        """Who is lowest now and whether the round ends with this turn (section 8)."""
        link = '<a href="§{0}">§ {0}</a>'
        if s.phase is Phase.BIDDING:
            bids = ", ".join(f"{b.player} {b.value}" for b in s.bids) or "—"
            return self.tr("Gebote: %1").replace("%1", bids) + f" ({link.format('5')})"
        if s.phase is not Phase.PLAY:
            return s.why
        strengths = {c.name: c.strength for c in s.creatures if c.alive}
        missing = [c for c, v in strengths.items() if v is None]
        laid = {c: v for c, v in strengths.items() if v is not None}
        low = min(laid.values()) if laid else None
        lowest = [c for c, v in laid.items() if v == low]
        parts = []
        if lowest:
            parts.append(self.tr("Niedrigste: %1 (%2)").replace("%1", ", ".join(lowest)).replace("%2", str(low)))
        victim = next((p.dies for _, p in payloads(opts, EndTurnPayload)), None)
        if missing:
            parts.append(self.tr("noch ohne Karte in Spalte %1: %2").replace("%1", str(s.round)).replace(
                "%2", ", ".join(missing)))
        elif victim is not None:
            parts.append(self.tr("die Runde endet mit diesem Zug: %1 stirbt").replace("%1", victim))
        else:
            parts.append(self.tr("Gleichstand der Niedrigsten: die Runde geht weiter"))
        return " · ".join(parts) + f" ({link.format('8')})"

    def legal_text(self, opts: list[Option]) -> str:
        """The entries the referee's options allow now, with their sections."""
        names = {OptionKind.BID: self.tr("Startgebot"), OptionKind.OPEN_BET: self.tr("Offene Wette"),
                 OptionKind.SECRET_BET: self.tr("Geheime Wette"), OptionKind.REVEAL_SECRET: self.tr("Aufdecken"),
                 OptionKind.PLAY: self.tr("Karte"), OptionKind.REFEREE: self.tr("Schiedsrichter"),
                 OptionKind.CHIEF_REFEREE: self.tr("Chefschiedsrichter"), OptionKind.PASS: self.tr("Passen"),
                 OptionKind.OVERBID: self.tr("Überboten"), OptionKind.DISCARD: self.tr("Abwerfen"),
                 OptionKind.END_TURN: self.tr("Zugende"), OptionKind.STALEMATE: self.tr("Patt")}
        parts = []
        for key, label in names.items():
            ok = [o for o in of_kind(opts, key) if o.allowed]
            if ok:
                parts.append(f"{label} ({section_words('arena', ok[0].sections, i18n.current())})")
        parts += [self.tr("Fähigkeit %1 (%2)").replace("%1", p.creature)
                  .replace("%2", section_words("arena", o.sections, i18n.current()))
                  for o, p in payloads(opts, PowerPayload, allowed=True)]
        return self.tr("Jetzt möglich: %1").replace("%1", " · ".join(parts) or "—")

    def _tournament(self, session: OpenGame[ArenaState], players: tuple[str, ...]) -> None:
        """The game and the next stored Arena games of the same players, only finished ones (as the
        tournament sheet, 12, 13); the games still running are named."""
        found = tournament_games(self.service, session)
        games = list(found.games)
        self.tournament.set_games(list(players), games)
        self.tournament_view.resizeColumnsToContents()
        fit_height(self.tournament_view, len(players))
        totals = found.totals
        if totals is not None:
            note = totals.why(i18n.current()) + f" ({section_words('arena', totals.sections, i18n.current())})"
        else:
            note = self.tr("Noch %1 Partie(n) offen: die nächsten beendeten Arena-Partien derselben Spieler "
                           "zählen mit (§ %2).").replace("%1", str(found.missing)).replace("%2", TOURNAMENT_SECTION)
        if found.running:
            names = ", ".join(self.tr("diese Partie") if gid is None or gid == session.id
                              else self.tr("Partie %1").replace("%1", str(gid)) for gid in found.running)
            note += " " + (self.tr("Noch nicht beendet, zählt erst am Spielende (§ %2): %1.").replace("%1", names)
                          .replace("%2", WIN_SECTION))
        self.tournament_note.setText(note)


PAGE = ArenaPage
