"""Gods of Titan: what the other layers need to know about the game (see :mod:`referee.registry`)."""

from referee.core.spec import GameSpec, PrintoutSpec

SPEC = GameSpec(
    id="got",
    title_de="Gods of Titan",
    title_en="Gods of Titan",
    order=0,
    package="referee.got",
    engine_class="GotEngine",
    extra_interpretations=("referee.got.odds.interpretations:ODDS_INTERPRETATIONS",),
    printouts=(
        PrintoutSpec("got-score", "Punkteblatt", "Score sheet", "printouts.got.score:ScoreSheet"),
        PrintoutSpec("got-battles", "Kampfprotokoll", "Battle record", "printouts.got.battles:BattleSheet"),
        PrintoutSpec("got-roster", "Armeeliste", "Army roster", "printouts.got.roster:RosterSheet"),
        PrintoutSpec("got-vp", "Siegpunkt-Checkliste", "Victory-point checklist", "printouts.got.vp:VictorySheet"),
        PrintoutSpec("got-reference", "Übersichtskarte", "Reference card", "printouts.got.reference:ReferenceSheet"),
    ),
    rules_content="got",
)
