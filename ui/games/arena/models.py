"""Models of the Titan – Die Arena page: the 8 × 5 grid, the players, the tournament (sections 4, 7, 8, 12, 13).

Filled from the typed ``referee.arena.view.ArenaView`` (plus the hypothetical end-now scores of
:func:`referee.arena.scoring.ending_now`); nothing here decides a rule.

>>> m = GridModel(); m.rowCount(), m.columnCount()
(0, 10)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction

from referee.arena.rules import RULES
from referee.arena.view import ArenaView, Phase
from ui.models.base import RowsModel
from ui.qt import QtCore


def top_text(creature: str, stack: Sequence[str]) -> str:
    """``["Hydra 2", "Zuschauer 0"]`` → ``"Z 0 (2)"``: the visible top card and how many lie in the column."""
    if not stack:
        return ""
    top = stack[-1]
    shown = top[len(creature) + 1:] if top.startswith(creature + " ") else top.replace("Zuschauer ", "Z ")
    return shown if len(stack) == 1 else f"{shown} ({len(stack)})"


class GridModel(RowsModel):
    """One row per creature: name, strength now, the five round columns (top card and the open chips
    laid in that round), revealed secret bets, sponsor and whether the sponsor may use the power."""

    def __init__(self, parent: QtCore.QObject | None = None) -> None:
        super().__init__((), parent)
        self.retranslate()

    def retranslate(self) -> None:
        self.set_headers([self.tr("Kreatur"), self.tr("Stärke"),
                          *[self.tr("R%1").replace("%1", str(r)) for r in range(1, RULES.rounds + 1)],
                          self.tr("Geheim aufgedeckt"), self.tr("Sponsor"), self.tr("Fähigkeit")])

    def set_summary(self, view: ArenaView) -> None:
        rows: list[tuple[object, ...]] = []
        tips, grey = [], []
        for c in view.creatures:
            name = c.name
            cells = []
            for r, stack in enumerate(c.columns, start=1):
                chips = [f"{b.player} {b.ducats}" for b in view.bets
                         if b.creature == name and b.round == r and not b.secret]
                cells.append(" · ".join(x for x in (top_text(name, stack), *chips) if x))
            revealed = ", ".join(f"{b.player} {b.ducats}" for b in view.bets
                                 if b.secret and b.revealed and b.creature == name)
            if c.alive:
                strength: object = "" if c.strength is None else c.strength
                power = self.tr("gesperrt (Zuschauer)") if c.power_blocked else (
                    self.tr("frei") if c.sponsor else "—")
                rows.append((name, strength, *cells, revealed, c.sponsor or "", power))
            else:
                rows.append((name, "†", *cells, revealed, "",
                             self.tr("tot (R%1)").replace("%1", str(c.died_in))))
            ducats = ", ".join(f"{p}: {d}" for p, d in c.ducats.items())
            tips.append(self.tr("Sichtbare Dukaten: %1").replace("%1", ducats or "—"))
            grey.append(not c.alive)
        self.set_rows(rows, tips=tips, grey=grey)


class PlayersModel(RowsModel):
    """One row per player in seat order: hand (limit, set aside), chips left, the secret bet (hidden
    until revealed), ducats as the game stands, ducats if it ended now, status, the chip colour (3)."""

    def __init__(self, parent: QtCore.QObject | None = None) -> None:
        super().__init__((), parent)
        self.retranslate()

    def retranslate(self) -> None:
        self.set_headers([self.tr("Spieler"), self.tr("Hand"), self.tr("Chips"), self.tr("Geheime Wette"),
                          self.tr("Dukaten jetzt"), self.tr("Falls jetzt Ende"), self.tr("Status"),
                          self.tr("Chipfarbe")])

    def set_summary(self, view: ArenaView, end_scores: Mapping[str, int] | None = None,
                    end_winners: Sequence[str] = ()) -> None:
        end_scores = end_scores or {}
        rows = []
        for p in view.players:
            name = p.name
            hand = f"{p.hand}/{p.hand_limit}"
            if p.aside:
                hand += " " + self.tr("(%1 beiseite)").replace("%1", str(p.aside))
            if p.known:  # taken openly from the table: the table knows them (referee.arena.hands)
                hand += " " + self.tr("(bekannt: %1)").replace("%1", ", ".join(p.known))
            secret = next((b for b in view.bets if b.player == name and b.secret), None)
            if secret is None:
                what = "—"
            elif secret.revealed:
                what = f"{secret.creature} {secret.ducats}"
            else:
                what = self.tr("verdeckt")
            status = []
            if view.header.to_move == name:
                status.append(self.tr("am Zug"))
            if view.start_player == name:
                status.append(self.tr("Startspieler"))
            if name in view.header.winners:
                status.append(self.tr("Sieger"))
            elif view.phase is not Phase.OVER and name in end_winners:
                status.append(self.tr("vorn"))
            rows.append((name, hand, p.chips_left, what, view.scores.get(name, 0),
                         end_scores.get(name, 0), ", ".join(status), p.colour or "—"))
        self.set_rows(rows)


class UnseenModel(RowsModel):
    """Card tracking: one row per creature with the strength values nobody has seen yet, its strength now
    and the exact chance that its next card is higher or lower (the referee's ``referee.arena.tracking``)."""

    def __init__(self, parent: QtCore.QObject | None = None) -> None:
        super().__init__((), parent)
        self.retranslate()

    def retranslate(self) -> None:
        self.set_headers([self.tr("Kreatur"), self.tr("Ungesehene Werte"), self.tr("Stärke jetzt"),
                          self.tr("Nächste höher"), self.tr("Nächste niedriger")])

    def set_summary(self, view: ArenaView) -> None:
        def chance(p: Fraction | None) -> str:
            return "" if p is None else f"{p} ({float(p) * 100:.0f} %)"

        rows: list[tuple[object, ...]] = []
        for u in view.unseen:
            name = u.creature if u.alive else f"{u.creature} †"
            rows.append((name, ", ".join(str(v) for v in u.unseen) or "—",
                         "" if u.strength is None else u.strength, chance(u.higher), chance(u.lower)))
        self.set_rows(rows, grey=[not u.alive for u in view.unseen])


class TournamentModel(RowsModel):
    """Players × the three games of a tournament and the total (section 13); missing games stay empty."""

    def __init__(self, parent: QtCore.QObject | None = None) -> None:
        super().__init__((), parent)
        self.retranslate()

    def retranslate(self) -> None:
        self.set_headers([self.tr("Spieler"), *[self.tr("Partie %1").replace("%1", str(n)) for n in (1, 2, 3)],
                          self.tr("Summe")])

    def set_games(self, players: Sequence[str], games: Sequence[Mapping[str, int]]) -> None:
        rows: list[tuple[int, tuple[object, ...]]] = []
        for name in players:
            per = [g.get(name) for g in games][:3]
            per += [None] * (3 - len(per))
            total = sum(v for v in per if v is not None)
            rows.append((total, (name, *per, total)))
        self.set_rows([r for _, r in sorted(rows, key=lambda tr: -tr[0])])
