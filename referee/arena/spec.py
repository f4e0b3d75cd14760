"""Titan – The Arena: what the other layers need to know about the game (see :mod:`referee.registry`)."""

from referee.core.spec import GameSpec, PrintoutSpec

SPEC = GameSpec(
    id="arena",
    title_de="Titan – Die Arena",
    title_en="Titan – The Arena",
    order=1,
    package="referee.arena",
    engine_class="ArenaEngine",
    extra_interpretations=(),
    printouts=(
        PrintoutSpec("arena-bets", "Wettblatt", "Bet sheet", "printouts.arena.sheets:BetSheet"),
        PrintoutSpec("arena-columns", "Kampfspalten und gesehene Karten", "Battle columns and cards seen",
                     "printouts.arena.columns:ColumnsSheet"),
        PrintoutSpec("arena-tournament", "Turnierblatt (3 Partien)", "Tournament sheet (3 games)",
                     "printouts.arena.sheets:TournamentSheet"),
    ),
    rules_content="arena",
)
