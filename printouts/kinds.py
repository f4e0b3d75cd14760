"""The printable sheet kinds: id, game, German and English title, and the module drawing it.

>>> KINDS["got-score"].game, KINDS["weiss-match"].title_en
('got', 'Weiss Schwarz match record')
"""

from __future__ import annotations

import dataclasses


@dataclasses.dataclass(frozen=True)
class KindInfo:
    kind: str
    game: str
    title_de: str
    title_en: str

    def title(self, lang: str) -> str:
        return self.title_en if lang == "en" else self.title_de


_ROWS = (
    ("got-score", "got", "Punkteblatt", "Score sheet", "printouts.got_score:ScoreSheet"),
    ("got-battles", "got", "Kampfprotokoll", "Battle record", "printouts.got_battles:BattleSheet"),
    ("got-roster", "got", "Armeeliste", "Army roster", "printouts.got_roster:RosterSheet"),
    ("got-vp", "got", "Siegpunkt-Checkliste", "Victory-point checklist", "printouts.got_vp:VictorySheet"),
    ("got-reference", "got", "Übersichtskarte", "Reference card", "printouts.got_reference:ReferenceSheet"),
    ("arena-bets", "arena", "Wettblatt", "Bet sheet", "printouts.arena:BetSheet"),
    ("arena-tournament", "arena", "Turnierblatt (3 Partien)", "Tournament sheet (3 games)",
     "printouts.arena:TournamentSheet"),
    ("rampage-match", "rampage", "Castle-Rampage-Spielbericht", "Castle Rampage match sheet",
     "printouts.rampage:MatchSheet"),
    ("burgenkrieg-zones", "burgenkrieg", "Burgenkrieg-Zonenblatt", "Castle War zone tracker",
     "printouts.burgenkrieg:ZoneSheet"),
    ("weiss-match", "weiss", "Weiß-Schwarz-Spielbericht", "Weiss Schwarz match record",
     "printouts.weiss:MatchSheet"),
)

#: kind id -> its description
KINDS: dict[str, KindInfo] = {k: KindInfo(k, g, de, en) for k, g, de, en, _ in _ROWS}
#: kind id -> "module:Class" of its sheet
SHEETS: dict[str, str] = {k: where for k, _, _, _, where in _ROWS}
