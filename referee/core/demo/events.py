"""Events of the demo game."""

from referee.core.testing import Add

__all__ = ["Add"]
