"""Interpretations of the demo game (none)."""

from referee.core.interpretation import Interpretation

INTERPRETATIONS: tuple[Interpretation, ...] = ()
