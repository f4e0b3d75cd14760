"""Scoring of Titan – Die Arena: surviving ducats, the tie rule, the tournament (sections 7, 12, 13).

A game's surviving ducats exist only once it has ended (section 12: after five rounds, every secret
bet revealed); a tournament adds up three such games of the same players (section 13) and refuses a
game still running (interpretation ``arena.tournament``).

>>> tournament([{"A": 9, "B": 7}, {"A": 0, "B": 5}, {"A": 4, "B": 4}]).value
{'B': 16, 'A': 13}
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence

from referee.arena.readings import FinalTie
from referee.arena.rules import RULES
from referee.arena.state import ArenaState, Phase
from referee.core.errors import InvalidInput, RuleViolation
from referee.core.field import Field
from referee.core.refusal import refuse
from referee.core.verdict import Verdict

TOURNAMENT_GAMES = RULES.tournament_games  # section 13
#: who wins a game
WIN_SECTION = "12"
#: the tournament over three games
TOURNAMENT_SECTION = "13"


def scores(state: ArenaState) -> dict[str, int]:
    """Ducats of visible bets on living creatures (at the end all secret bets are revealed, 12)."""
    out = {p: 0 for p in state.players}
    alive = set(state.alive())
    for b in state.bets:
        if b.visible and b.creature in alive:
            out[b.player] += b.value
    return out


def winners(state: ArenaState) -> Verdict[tuple[str, ...]]:
    """Who won; empty before the end. A tie goes to the most recent turn (interpretation arena.final_tie)."""
    if state.phase is not Phase.OVER:
        return Verdict((), (WIN_SECTION,), "Das Spiel läuft noch.", "The game is still running.")
    pts = scores(state)
    best = max(pts.values())
    tied = [p for p, v in pts.items() if v == best]
    if len(tied) == 1:
        return Verdict((tied[0],), (WIN_SECTION,), f"{tied[0]} hat die meisten Dukaten ({best}).",
                       f"{tied[0]} has the most ducats ({best}).")
    if state.reading(FinalTie) is FinalTie.SHARED:
        return Verdict(tuple(tied), (WIN_SECTION,), "Gleichstand: geteilter Sieg.", "Tie: shared win.")
    last = max(tied, key=lambda p: state.seat(p).last_turn)
    return Verdict((last,), (WIN_SECTION,), f"Gleichstand mit {best}; {last} war zuletzt am Zug.",
                   f"Tie at {best}; {last} had the most recent turn.")


def ending_now(state: ArenaState) -> tuple[dict[str, int], tuple[str, ...]]:
    """Scores and winners if the game ended now: secret bets whose creature is known are turned up
    (section 12) and the scoring and tie rule above decide.  Bets on unknown creatures stay out.

    >>> from referee.arena.engine import ArenaEngine
    >>> from referee.arena.events import ArenaSetup, Bid, BiddingClosed, EndTurn, Play, SecretBet
    >>> s = ArenaEngine().replay([ArenaSetup(players=("A", "B")), Bid(player="A", value=8), BiddingClosed(),
    ...                           Play(player="A", creature="Zyklop", value=8), EndTurn(player="A"),
    ...                           SecretBet(player="B", creature="Hydra")])
    >>> scores(s), ending_now(s)
    ({'A': 0, 'B': 0}, ({'A': 0, 'B': 5}, ('B',)))
    """
    bets = tuple(dataclasses.replace(b, revealed=True) if b.secret and b.creature else b for b in state.bets)
    end = dataclasses.replace(state, bets=bets, phase=Phase.OVER)
    return scores(end), winners(end).value


def final_scores(state: ArenaState, name_de: str = "Die Partie", name_en: str = "The game") -> dict[str, int]:
    """The surviving ducats of a finished game (section 12); a game still running has none yet.

    >>> from referee.arena.engine import ArenaEngine
    >>> from referee.arena.events import ArenaSetup
    >>> final_scores(ArenaEngine().replay([ArenaSetup(players=("A", "B"))]))
    Traceback (most recent call last):
    ...
    referee.core.errors.RuleViolation: § 12, 13: Die Partie ist noch nicht beendet (Runde 1 von 5): ...
    """
    if state.phase is not Phase.OVER:
        where_de = ("alle Runden gespielt, geheime Wetten noch verdeckt" if state.phase is Phase.REVEAL
                    else f"Runde {min(state.round, RULES.rounds)} von {RULES.rounds}")
        where_en = ("all rounds played, secret bets still hidden" if state.phase is Phase.REVEAL
                    else f"round {min(state.round, RULES.rounds)} of {RULES.rounds}")
        refuse("arena.scoring.not_finished_bets", RuleViolation(
            f"{name_de} ist noch nicht beendet ({where_de}): ihre Wetten haben noch nichts überlebt; "
            "ein Turnier zählt nur beendete Partien.",
            f"{name_en} has not finished ({where_en}): its bets have survived nothing yet; "
            "a tournament counts only finished games.", sections=(WIN_SECTION, TOURNAMENT_SECTION)))
    return scores(state)


def tournament_of(games: Sequence[ArenaState], names: Sequence[tuple[str, str]] = ()) -> Verdict[dict[str, int]]:
    """The tournament of three stored games: each finished (12), the same players, no game twice (13).
    ``names`` name the games in the refusal (German, English)."""
    labels = list(names) or [(f"Partie {n}", f"Game {n}") for n in range(1, len(games) + 1)]
    results = [final_scores(g, *label) for g, label in zip(games, labels, strict=True)]
    if len(set(labels)) != len(labels):
        refuse("arena.scoring.game_counts_only_once",
               InvalidInput("Eine Partie zählt im Turnier nur einmal.", "A game counts only once in a tournament.",
                            sections=(TOURNAMENT_SECTION,)))
    players = [set(g.players) for g in games]
    if any(p != players[0] for p in players):
        refuse("arena.scoring.tournament_three_games",
               RuleViolation("Ein Turnier sind drei Partien derselben Spieler.",
                             "A tournament is three games of the same players.", sections=(TOURNAMENT_SECTION,)))
    return tournament(results)


def tournament(results: Sequence[Mapping[str, int]]) -> Verdict[dict[str, int]]:
    """Totals of a three-game tournament, best first (section 13)."""
    if len(results) != TOURNAMENT_GAMES:
        refuse("arena.scoring.tournament_games_not",
               InvalidInput(f"Ein Turnier hat {TOURNAMENT_GAMES} Spiele, nicht {len(results)}.",
                            f"A tournament has {TOURNAMENT_GAMES} games, not {len(results)}.", sections=(TOURNAMENT_SECTION,)))
    total: dict[str, int] = {}
    for game in results:
        for player, pts in game.items():
            total[player] = total.get(player, 0) + pts
    ranked = dict(sorted(total.items(), key=lambda kv: (-kv[1], kv[0])))
    lead = next(iter(ranked))
    return Verdict(ranked, (TOURNAMENT_SECTION,), f"{lead} führt mit {ranked[lead]} Wettpunkten.",
                   f"{lead} leads with {ranked[lead]} bet points.")

#: the open bets (a sheet's table)
OPEN_BETS = Field("Offene Wetten (Spieler, Dukaten)", "Open bets (player, ducats)", ("7",))
