"""The tests' demo game, shaped as a game package (``spec``, ``events``, ``state``, ``engine``, ``interpretations``,
``view``): the counter of :mod:`referee.core.testing` with a set-up, one interpretation and an option.

It is not in :data:`referee.registry.GAMES` (it lives in ``referee/core``); a test adds :data:`SPEC` to the
list of games (``referee.registry.add(SPEC)``) and takes it through every layer, as the walkthrough of
``docs/ARCHITECTURE.md`` ("How to add a sixth game") describes: ``tests/test_sixth_game.py`` and
``tests/ui/test_sixth_game_app.py``.
"""

from referee.core.demo.spec import SPEC

__all__ = ["SPEC"]
