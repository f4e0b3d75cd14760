"""Titan – Die Arena: the bet sheet and the tournament sheet over three games.

The bet sheet lists creatures × rounds with the open bets (who, how many ducats:
section 7), the secret bets (hidden until revealed, section 12), the round each
creature was eliminated in, and the final ducats per player (section 12). The
tournament sheet adds up three finished games per player (sections 12, 13): a game still
running has no surviving ducats yet and is named, not counted.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import ClassVar

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Spacer

from printouts.base import Context, Sheet
from printouts.styles import BOLD
from referee.arena.rules import RULES
from referee.arena.scoring import OPEN_BETS, TOURNAMENT_SECTION, WIN_SECTION
from referee.arena.tournament import TournamentGames
from referee.arena.tournament import tournament_games as found
from referee.arena.view import ArenaState, ArenaView, Phase, header, summary

BLANK_PLAYERS = 5

LABELS: dict[str, tuple[str, str]] = {
    "creature": ("Kreatur", "Creature"),
    "out_in": ("ausgeschieden in Runde", "eliminated in round"),
    "open_bets": (f"{OPEN_BETS.label_de}, § {OPEN_BETS.where()}", f"{OPEN_BETS.label_en}, § {OPEN_BETS.where()}"),
    "secret": (f"Geheime Wetten, § {WIN_SECTION}", f"Secret bets, § {WIN_SECTION}"),
    "hidden": ("verdeckt", "hidden"),
    "ducats": ("Dukaten", "Ducats"),
    "final": (f"Endstand (Dukaten auf überlebenden Kreaturen), § {WIN_SECTION}",
              f"Final score (ducats on surviving creatures), § {WIN_SECTION}"),
    "standing": (f"Zwischenstand (Dukaten auf lebenden Kreaturen; die Partie läuft noch, § {WIN_SECTION})",
                 f"Standing (ducats on living creatures; the game is still running, § {WIN_SECTION})"),
    "winner": ("Sieger", "Winner"),
    "chips": ("Chips", "chips"),
    "game_n": ("Partie {n}", "Game {n}"),
    "tournament": ("Turnier über drei Partien: Dukaten je Partie und Summe",
                   "Tournament over three games: ducats per game and total"),
    "alive": ("lebt", "alive"),
    "score": ("Endstand", "Final score"),
    "missing": ("Noch {n} Partie(n) offen: die nächsten beendeten Arena-Partien derselben Spieler zählen mit.",
                "{n} game(s) still to play: the next finished Arena games of the same players count."),
    "running": (f"Noch nicht beendet, zählt erst am Spielende (§ {WIN_SECTION}, {TOURNAMENT_SECTION}): {{games}}.",
                f"Not finished, counts only at its end (§ {WIN_SECTION}, {TOURNAMENT_SECTION}): {{games}}."),
    "this_game": ("diese Partie", "this game"),
    "game_no": ("Partie {n}", "game {n}"),
}


class BetSheet(Sheet):
    kind = "arena-bets"
    wide = True
    labels: ClassVar[dict[str, tuple[str, str]]] = LABELS

    def _grid(self, s: ArenaView | None) -> Flowable:
        rounds = RULES.rounds
        head: list[object] = [self.p(h, "cellbold") for h in (
            self.t("creature"), self.t("out_in"), *(f"{self.t('round')} {r}" for r in range(1, rounds + 1)))]
        rows: list[list[object]] = [head]
        if s is None:
            rows += [[c.name, *[""] * (len(head) - 1)] for c in RULES.creatures]
        else:
            for c in s.creatures:
                row: list[object] = [self.p(c.name), c.died_in or self.t("alive")]
                for r in range(1, rounds + 1):
                    bets = [b for b in s.bets if b.creature == c.name and b.round == r]
                    row.append(self.p(", ".join(f"{b.player} ({b.ducats})" for b in bets)))
                rows.append(row)
        w = self.frame_width()
        rest = (w - 70 * mm) / rounds
        return self.table(rows, [38 * mm, 32 * mm] + [rest] * rounds,
                          extra=[("TOPPADDING", (0, 1), (-1, -1), 4 if s is None else 1.5)])

    def _players(self, s: ArenaView | None) -> Flowable:
        head: list[object] = [self.p(h, "cellbold") for h in (
            self.t("player"), self.t("secret"), self.t("ducats"), self.t("score"))]
        rows: list[list[object]] = [head]
        if s is None:
            rows += [[""] * 4 for _ in range(BLANK_PLAYERS)]
        else:
            for p in s.players:
                secret = [b for b in s.bets if b.player == p.name and b.secret]
                what = ", ".join(b.creature or self.t("hidden") for b in secret) or "—"
                value = ", ".join(str(b.ducats) for b in secret) or "—"
                name = p.name + (f", {self.t('chips')} {p.colour}" if p.colour else "")
                name += f" ({self.t('winner')})" if p.name in s.header.winners else ""
                rows.append([self.p(name), self.p(what), value, s.scores.get(p.name, 0)])
        w = self.frame_width()
        return self.table(rows, [w * 0.3, w * 0.3, w * 0.15, w * 0.25],
                          extra=[("ALIGN", (2, 1), (-1, -1), "RIGHT"),
                                 ("TOPPADDING", (0, 1), (-1, -1), 4 if s is None else 1.5)])

    def blank_story(self) -> list[Flowable]:
        return [self.heading(self.t("open_bets")), self._grid(None), Spacer(1, 3 * mm),
                self.heading(self.t("final")), self._players(None)]

    def filled_story(self) -> list[Flowable]:
        state = self.record(ArenaState).state
        s = summary(state, self.lang)
        final = self.t("final") if s.phase is Phase.OVER else self.t("standing")
        out: list[Flowable] = [self.heading(self.t("open_bets")), self._grid(s), Spacer(1, 3 * mm),
                               self.heading(final), self._players(s)]
        if s.why:
            out.append(self.p(s.why, "note"))
        return out


def tournament_games(state: ArenaState, ctx: Context) -> TournamentGames:
    """The tournament of the printed game (its table ``state``), as the referee finds it
    (:mod:`referee.arena.tournament`)."""
    return found(state, ctx.game_id, ctx.store)


def running_text(found: TournamentGames, printed: int | None, t: Callable[..., str]) -> str:
    """``"this game, game 7"``: the games of the tournament still running (``t``: the sheet's labels)."""
    return ", ".join(t("this_game") if gid is None or gid == printed else t("game_no", n=gid)
                     for gid in found.running)


class TournamentSheet(Sheet):
    kind = "arena-tournament"
    shows_notes = False  # over the games of a tournament: each game's own sheets show its notes
    labels: ClassVar[dict[str, tuple[str, str]]] = LABELS

    def _table(self, names: list[str], games: list[Mapping[str, int]]) -> Flowable:
        head = [self.t("player")] + [self.t("game_n", n=i) for i in (1, 2, 3)] + [self.t("total")]
        rows: list[list[object]] = [list(head)]
        for name in names:
            per = [g.get(name) for g in games] + [None] * (3 - len(games))
            total = sum(v for v in per if v is not None) if games else ""
            rows.append([self.p(name), *("" if v is None else v for v in per), total])
        w = self.frame_width()
        return self.table(rows, [w * 0.32] + [w * 0.17] * 4,
                          extra=[("ALIGN", (1, 1), (-1, -1), "RIGHT"), ("TOPPADDING", (0, 1), (-1, -1), 5),
                                 ("BOTTOMPADDING", (0, 1), (-1, -1), 5), ("FONT", (-1, 0), (-1, -1), BOLD, 8)])

    def blank_story(self) -> list[Flowable]:
        return [self.heading(self.t("tournament")), self._table([""] * BLANK_PLAYERS, [])]

    def filled_story(self) -> list[Flowable]:
        state = self.record(ArenaState).state
        found = tournament_games(state, self.ctx)
        games = list(found.games)
        totals = found.totals
        out: list[Flowable] = [self.heading(self.t("tournament")), self._table(list(header(state, self.lang).players), games)]
        if totals is not None:
            out.append(self.p(totals.why(self.lang), "body"))
        else:
            out.append(self.p(self.t("missing", n=found.missing), "note"))
        if found.running:
            out.append(self.p(self.t("running", games=running_text(found, self.ctx.game_id, self.t)), "note"))
        return out
