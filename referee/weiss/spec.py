"""Weiss Schwarz: what the other layers need to know about the game (see :mod:`referee.registry`)."""

from referee.core.spec import GameSpec, PrintoutSpec

SPEC = GameSpec(
    id="weiss",
    title_de="Weiß Schwarz",
    title_en="Weiss Schwarz",
    order=4,
    package="referee.weiss",
    engine_class="WeissEngine",
    extra_interpretations=(),
    printouts=(
        PrintoutSpec("weiss-match", "Weiß-Schwarz-Spielbericht", "Weiss Schwarz match record",
                     "printouts.weiss.sheets:MatchSheet"),
        PrintoutSpec("weiss-decks", "Weiß-Schwarz-Deckliste", "Weiss Schwarz deck list",
                     "printouts.weiss.decks:DeckSheet"),
    ),
    rules_content="weiss",
    round_de="Zug",  # the header counts turns (Zug), as the German rules do
    round_en="Turn",
)
