"""Castle War: what the other layers need to know about the game (see :mod:`referee.registry`)."""

from referee.core.spec import GameSpec, PrintoutSpec

SPEC = GameSpec(
    id="burgenkrieg",
    title_de="Burgenkrieg",
    title_en="Castle War",
    order=3,
    package="referee.burgenkrieg",
    engine_class="BurgenkriegEngine",
    extra_interpretations=(),
    printouts=(
        PrintoutSpec("burgenkrieg-zones", "Burgenkrieg-Zonenblatt", "Castle War zone tracker",
                     "printouts.burgenkrieg.sheets:ZoneSheet"),
    ),
    rules_content="burgenkrieg",
)
