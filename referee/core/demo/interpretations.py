"""Interpretations of the demo game: one, the step the option offers."""

from referee.core.interpretation import Choice, Interpretation

STEP = Interpretation(
    id="demo.step", game="demo", sections=("1.2",), title_de="Schrittweite", title_en="Step",
    digest_de="Um wie viel der Zähler mit einem Angebot steigt.", digest_en="How much an offer adds to the counter.",
    default="1", choices=(Choice("1", "eins", "one"), Choice("2", "zwei", "two")))

INTERPRETATIONS: tuple[Interpretation, ...] = (STEP,)
