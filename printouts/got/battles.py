"""Gods of Titan battle record (Kampfprotokoll): one block per battle.

Each block is headed by the game round, the land, attacker ⚔ defender with their owners,
the outcome and the winner. Below it stand both armies' figures; for a battle recorded
round by round a small table of rounds 1 … last round with the figures beaten on each side
in that round (11, 13.8); the figures that joined — the defender's reinforcement with its
round (17) and the god the attacker called (18); spells cast (15.4) and one-time abilities
used (16.2); then the settlement: the beaten figures as scored, points and gems for winner
and loser (20.3, 20.4), gods that appeared (21), demigods revived (19.1), the Titan power
before → after (24.2; a dash when the scoring player has no Titan: the Darklord before the Dark-Titan
appears, a Phantom, the neutral towers) and the rule sections. A battle entered after the fact
(``got.battle_settled``) has no round table. Blank, the sheet is a stack of empty blocks
with seven round rows each.

The journal is read once from front to back (:func:`battle_entries`), so a long game
prints in time linear in its length.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import ClassVar

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, KeepTogether, Spacer

from printouts.base import Sheet
from printouts.escape import text
from printouts.got.common import LABELS, GotRecord, figures, outcome_name
from printouts.styles import SHADE
from referee.got import battle_log
from referee.got.battle_log import ATT, DFN, BattleEntry, Joined, beaten_by_round
from referee.got.fight import ABILITY_SECTION, JOINED, ROUNDS
from referee.got.gods import GODS_APPEARED
from referee.got.luck import LazyStates
from referee.got.numbers import NUMBERS
from referee.got.spellcast import SPELL_SECTION
from referee.got.spoils import DEMIGODS_REVIVED
from referee.got.values import TITAN_POWER
from referee.got.view import NEUTRAL, GotState, header, open_battle, score_lines, summary

BLANK_BATTLES = 4


def battle_entries(journal: GotRecord) -> list[BattleEntry]:
    """Every battle of the game in order (:func:`referee.got.battle_log.battle_entries`)."""
    return battle_log.battle_entries(journal.events, LazyStates(journal.state_after, len(journal.events) + 1))


class BattleSheet(Sheet):
    kind = "got-battles"
    labels: ClassVar[dict[str, tuple[str, str]]] = {
        **LABELS,
        "battle": ("Kampf", "Battle"),
        "game_round": ("Spielrunde", "Game round"),
        "attacker": ("Angreifer", "Attacker"),
        "defender": ("Verteidiger", "Defender"),
        "outcome": ("Ausgang", "Outcome"),
        "winner": ("Sieger", "Winner"),
        "rounds": ROUNDS.pair(),
        "not_recorded": ("nicht Runde für Runde aufgezeichnet (Ergebnis nachgetragen)",
                         "not recorded round by round (result entered afterwards)"),
        "no_round": ("vor der ersten Runde beendet", "ended before the first round"),
        "joined": JOINED.pair(),
        "reinforced": ("Nachrekrutiert", "Reinforcement"),
        "god_called": ("Gott gerufen", "God called"),
        "from": ("aus", "from"),
        "after_battle": ("nach dem Kampf", "after the battle"),
        "in_round": ("Runde {n}", "round {n}"),
        "spells": (f"Zauber ({SPELL_SECTION})", f"Spells ({SPELL_SECTION})"),
        "abilities": (f"Einmalige Fähigkeiten ({ABILITY_SECTION})", f"One-time abilities ({ABILITY_SECTION})"),
        "killed": ("Geschlagen (Abrechnung)", "Beaten (as scored)"),
        "award": ("Punkte und Lebenssteine", "Points and gems"),
        "award_value": ("Sieger: {p} Punkte, {g} Lebenssteine · Verlierer: {l}",
                        "Winner: {p} points, {g} gems · loser: {l}"),
        "gems_n": ("{n} Lebenssteine", "{n} gems"),
        "gods": GODS_APPEARED.pair(),
        "revived": DEMIGODS_REVIVED.pair(),
        "power": (f"{TITAN_POWER.label_de} vorher → nachher ({TITAN_POWER.where()})",
                  f"{TITAN_POWER.label_en} before → after ({TITAN_POWER.where()})"),
        "sections": ("Regeln", "Rules"),
        "count": ("{n} Kämpfe", "{n} battles"),
        "count_one": ("1 Kampf", "1 battle"),
        "nobody": ("niemand", "nobody"),
        "none_yet": ("Noch kein Kampf ausgetragen.", "No battle settled yet."),
        "running": ("Kampf läuft noch: {a} ⚔ {d}, nach Runde {n} (noch nicht abgerechnet).",
                    "Battle still open: {a} ⚔ {d}, after round {n} (not settled yet)."),
        "luck": ("Würfelglück (aus den erfassten Würfen, gegen ihre genaue Erwartung)",
                 "The dice's luck (from the throws recorded, against their exact expectation)"),
        "totals": ("Summe je Spieler: Punkte und Lebenssteine aus den Kämpfen (abzüglich Wiederbelebungen)",
                   "Totals per player: points and gems from the battles (less revivals)"),
    }

    # -- pieces -------------------------------------------------------------------------------
    def _label(self, key: str) -> Flowable:
        return self.p(self.t(key), "cellbold")

    def _name(self, owner: str) -> str:
        return self.t("neutral") if owner == NEUTRAL else owner

    def _widths(self) -> list[float]:
        w = self.frame_width()
        half = (w - 50 * mm) / 2
        return [50 * mm, half, half]

    def _when(self, j: Joined) -> str:
        if j.after:
            return f" ({self.t('after_battle')})"
        return "" if j.round is None else f" ({self.t('in_round', n=j.round)})"

    def _joined(self, j: Joined | None, key: str) -> str:
        if j is None:
            return "—"
        source = f" {self.t('from')} {j.marker}" if j.marker else ""
        return f"{self.t(key)}: {j.what}{source}{self._when(j)}"

    def _listed(self, items: Sequence[tuple[str, Joined]], side: str) -> str:
        """The spells or abilities of one side, each with its round (the column names the army)."""
        return "; ".join(f"{j.what}{self._when(j)}" for s, j in items if s == side) or "—"

    def _block(self, no: int, entry: BattleEntry | None) -> Flowable:
        """One battle: heading, armies, rounds, what joined, spells and abilities, the settlement."""
        if entry is None:
            return self._blank_block(no)
        b = entry.record
        winner = self.t("nobody") if b.winner is None else self._name(b.winner)
        outcome = outcome_name(b.outcome, self.lang)
        head = (f"{self.t('battle')} {no} · {self.t('game_round')} {b.round} · {self.t('land')} {b.land.label} "
                f"({b.land.terrain.value})\n"
                f"{b.attacker} ({self._name(entry.attacker_owner)}) ⚔ {b.defender} ({self._name(entry.defender_owner)})"
                f" · {outcome} · {self.t('winner')}: {winner}")
        rows: list[list[object]] = [
            [self.p(head, "cellbold"), "", ""],
            ["", self.p(f"{self.t('attacker')}: {self._name(entry.attacker_owner)} ({b.attacker})", "cellbold"),
             self.p(f"{self.t('defender')}: {self._name(entry.defender_owner)} ({b.defender})", "cellbold")],
            [self._label("figures"), self.p(figures(b.attacker_figures)), self.p(figures(b.defender_figures))],
        ]
        spans = [0]
        rounds_at = len(rows)
        if b.last_round:
            for k, (att, dfn) in enumerate(beaten_by_round(b), start=1):
                rows.append([self.p(f"{self.t('round')} {k}"), self.p(figures(att)), self.p(figures(dfn))])
        else:
            note = self.t("no_round") if entry.recorded else self.t("not_recorded")
            rows.append([self._label("rounds"), self.p(note, "note"), ""])
            spans.append(len(rows) - 1)
        rounds_end = len(rows) - 1
        rows += [
            [self._label("joined"), self.p(self._joined(entry.called_god, "god_called")),
             self.p(self._joined(entry.reinforcement, "reinforced"))],
            [self._label("spells"), self.p(self._listed(entry.spells, ATT)),
             self.p(self._listed(entry.spells, DFN))],
            [self._label("abilities"), self.p(self._listed(entry.abilities, ATT)),
             self.p(self._listed(entry.abilities, DFN))],
            [self._label("killed"), self.p(figures(b.killed_attacker)), self.p(figures(b.killed_defender))],
        ]
        loser_gems = "—" if b.winner is None else self.t("gems_n", n=b.gems_loser)
        gods = "; ".join(f"{f} ({m})" for f, m in entry.gods) or (figures(b.gods) if b.gods else "—")
        settle_at = len(rows)
        rows += [
            [self._label("outcome"), self.p(f"{outcome} · {self.t('winner')}: {winner}"),
             self.p(f"{self.t('sections')}: § {', '.join(b.sections)}")],
            [self._label("award"), self.p(self.t("award_value", p=self.num(b.points), g=b.gems_winner, l=loser_gems)),
             self._pair("gods", gods)],
            [self._label("power"), self.p("—" if entry.power is None else f"{entry.power[0]} → {entry.power[1]}"),
             self._pair("revived", figures(b.revived))],
        ]
        extra = self._style(spans)
        if b.last_round:
            extra.append(("LINEBELOW", (0, rounds_end), (-1, rounds_end), 0.9, "black"))
            extra.append(("LINEABOVE", (0, rounds_at), (-1, rounds_at), 0.9, "black"))
        extra.append(("LINEABOVE", (0, settle_at), (-1, settle_at), 0.9, "black"))
        return KeepTogether([self.table(rows, self._widths(), header_rows=1, font_size=7.5, repeat=False,
                                        extra=extra),
                             Spacer(1, 3 * mm)])

    def _pair(self, key: str, value: str) -> Flowable:
        """A label and its value in one cell (the label bold; both escaped)."""
        return self.markup(f"<b>{text(self.t(key))}:</b> {text(value)}")

    def _style(self, spans: list[int]) -> list[tuple[object, ...]]:
        cmds: list[tuple[object, ...]] = [("BACKGROUND", (0, 1), (-1, 1), SHADE)]
        for r in spans:
            cmds.append(("SPAN", (0 if r == 0 else 1, r), (2, r)))
        return cmds

    def _blank_block(self, no: int) -> Flowable:
        """An empty block: the same rows as a filled one, with all seven rounds (11.1) to fill in."""
        rounds = NUMBERS.battle.rounds
        small, gap = "note", "\u00a0" * 14
        rows: list[list[object]] = [
            [self.p(f"{self.t('battle')} {no} · {self.t('game_round')}: ______ · {self.t('land')}: ______________ · "
                    f"{self.t('winner')}: ______________", "cellbold"), "", ""],
            ["", self.p(f"{self.t('attacker')}:", "cellbold"), self.p(f"{self.t('defender')}:", "cellbold")],
            [self._label("figures"), "", ""],
            *([self.p(f"{self.t('round')} {k}"), "", ""] for k in range(1, rounds + 1)),
            [self._label("joined"), self.p(f"{self.t('god_called')}:", small),
             self.p(f"{self.t('reinforced')} "
                    f"({self.t('in_round', n=NUMBERS.battle.reinforcement_round)} / {self.t('after_battle')}):", small)],
            [self._label("spells"), "", ""],
            [self._label("abilities"), "", ""],
            [self._label("killed"), "", ""],
            [self._label("outcome"), "", self.p(f"{self.t('sections')}: §", small)],
            [self._label("award"), self.p(f"{gap}/{gap}/", small), self.p(f"{self.t('gods')}:", small)],
            [self._label("power"), self.p(f"{gap}→", small), self.p(f"{self.t('revived')}:", small)],
        ]
        first_round, settle_at = 3, 3 + rounds + 4
        extra = self._style([0])
        extra += [("TOPPADDING", (0, 1), (-1, -1), 3.5), ("BOTTOMPADDING", (0, 1), (-1, -1), 3.5),
                  ("LINEABOVE", (0, first_round), (-1, first_round), 0.9, "black"),
                  ("LINEABOVE", (0, first_round + rounds), (-1, first_round + rounds), 0.9, "black"),
                  ("LINEABOVE", (0, settle_at), (-1, settle_at), 0.9, "black")]
        return KeepTogether([self.table(rows, self._widths(), header_rows=1, font_size=7.5, repeat=False, extra=extra),
                             Spacer(1, 3 * mm)])

    def _totals(self, state: GotState, entries: list[BattleEntry]) -> Flowable:
        """Net change of every player's points and gems across the battle entries (20.3, 20.4, 19.1)."""
        points: dict[str, Fraction] = {name: Fraction(0) for name in header(state).players}
        gems: dict[str, int] = dict.fromkeys(points, 0)
        for e in entries:
            before = {p.name: p for p in score_lines(self.record(GotState).state_after(e.entry - 1))}
            for p in score_lines(self.record(GotState).state_after(e.entry)):
                points[p.name] += p.points - before[p.name].points
                gems[p.name] += p.gems - before[p.name].gems
        rows: list[list[object]] = [[self.t("player"), self.t("points"), self.t("gems")]]
        rows += [[self.p(n), self.num(points[n]), gems[n]] for n in points]
        w = self.frame_width()
        return self.table(rows, [w * 0.4, w * 0.2, w * 0.2], extra=[("ALIGN", (1, 1), (-1, -1), "RIGHT")])

    # -- hooks ----------------------------------------------------------------------------------
    def blank_story(self) -> list[Flowable]:
        return [self._block(i, None) for i in range(1, BLANK_BATTLES + 1)]

    def filled_story(self) -> list[Flowable]:
        state: GotState = self.record(GotState).state
        fought = summary(state, self.lang).battles
        count = self.t("count_one") if fought == 1 else self.t("count", n=fought)
        out: list[Flowable] = [self.p(count, "body"), Spacer(1, 2 * mm)]
        f = open_battle(state)
        if f is not None:
            out += [self.p(self.t("running", a=f.attacker, d=f.defender, n=f.round), "body"), Spacer(1, 2 * mm)]
        if not fought:
            return [*out, self.p(self.t("none_yet"), "body")]
        entries = battle_entries(self.record(GotState))
        out += [self._block(i, e) for i, e in enumerate(entries, start=1)]
        return [*out, *self._luck(), self.heading(self.t("totals")), self._totals(state, entries)]

    def _luck(self) -> list[Flowable]:
        """The dice's luck of every battle recorded round by round (issue 34, :func:`referee.got.luck.report`, the
        numbers ``display --luck`` shows): each side's sum in words, then round by round the hits rolled against
        their exact expectation."""
        from referee.got.luck import report

        events = self.record(GotState).events
        found = report(events, LazyStates(self.record(GotState).state_after, len(events) + 1), self.lang)
        if not found:
            return []
        out: list[Flowable] = [self.heading(self.t("luck"))]
        for heading, lines in found:
            out.append(self.p(heading, "body"))
            out += [self.p(line, "note") for line in lines]
            out.append(Spacer(1, 2 * mm))
        return out

