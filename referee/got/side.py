"""The two sides of a battle (10.1): stored and shown as their plain values.

>>> Side.ATTACKER.value, Side("defender") is Side.DEFENDER, Side.ATTACKER.other
('attacker', True, <Side.DEFENDER: 'defender'>)
"""

from __future__ import annotations

import enum


class Side(enum.StrEnum):
    """A battle's side; stored and shown as its plain value (``"attacker"``)."""

    ATTACKER = "attacker"  # Angreifer: the Mover's army (10.1)
    DEFENDER = "defender"  # Verteidiger

    @property
    def other(self) -> Side:
        return Side.DEFENDER if self is Side.ATTACKER else Side.ATTACKER
