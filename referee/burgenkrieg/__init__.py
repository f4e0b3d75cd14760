"""Rules engine of Burgenkrieg, the castle-wall variant of a trading card game (2 players or 2 teams).

Modules: ``zones`` (the six zones and their start values), ``events``, ``state``, ``combat`` (walls,
movement trigger, intruding), ``formulas`` (Meucheln, Wiederaufbau), ``reach``, ``engine``, ``view``,
``interpretations``.
"""
