"""Castle Rampage: what the other layers need to know about the game (see :mod:`referee.registry`)."""

from referee.core.spec import GameSpec, PrintoutSpec

SPEC = GameSpec(
    id="rampage",
    title_de="Castle Rampage",
    title_en="Castle Rampage",
    order=2,
    package="referee.rampage",
    engine_class="RampageEngine",
    extra_interpretations=(),
    printouts=(
        PrintoutSpec("rampage-match", "Castle-Rampage-Spielbericht", "Castle Rampage match sheet",
                     "printouts.rampage.sheets:MatchSheet"),
    ),
    rules_content="rampage",
    round_de="Zug",  # the German rules count turns (Zug), not rounds
    round_en="Turn",
)
