"""Engine of the demo game."""

from referee.core.testing import CounterEngine

__all__ = ["CounterEngine"]
