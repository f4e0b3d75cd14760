"""Sections of the Gods of Titan rule text that refusals across the package cite, at the bottom of the package.

This module imports nothing of the game, so every module may name its sections from here without closing an
import cycle (``tests/got/test_import_graph.py``): a refusal writes ``sections=(MARKER_SECTION,)``, never the
literal. Each constant is named after the rule it stands for; a constant named after what a screen shows
(``ARMIES_HIDDEN`` in :mod:`referee.got.fight`) stays with its module.

>>> MARKER_SECTION, BATTLE_ORDER_SECTION
('4.4', '10.3')
"""

from __future__ import annotations

#: the lands of the board, each with its label and terrain (the section the app shows)
LANDS_SECTION = "2.1"
#: the army markers: every army has one of its own, of its player's colour (the section the app shows)
MARKER_SECTION = "4.4"
#: several battles: the Mover orders them, and one is entered to its end before anything else
BATTLE_ORDER_SECTION = "10.3"
#: after the last round the attacker loses on time (the section the app shows)
TIME_LOSS_SECTION = "11.8"
#: the figures with special abilities, one by one (what each can do, where it may stand, what it is worth)
SPECIAL_FIGURES_SECTION = "16.5"
#: the defender's reinforcement (the section the app shows)
REINFORCE_SECTION = "17.1"
#: before the Dark-Titan appears Titan/Phantom armies and black armies neither attack each other nor stop on
#: one land
TITAN_IMMUNITY_SECTION = "23.5"
#: beaten elements: destroyed, or joining the winner; the Darklord appears once all three are destroyed
ELEMENTS_SECTION = "23.6"
#: the Titan shown: it stays revealed, as its army's marker (the section the app shows)
REVEAL_SECTION = "24.3"
#: the Titan players' goals (the section the app shows)
TITAN_GOALS_SECTION = "26.3"
#: the Darklord's goals (the section the app shows)
DARKLORD_GOALS_SECTION = "26.4"
#: a mistake mended by the table (the section the app shows)
CORRECTION_SECTION = "28.3"
