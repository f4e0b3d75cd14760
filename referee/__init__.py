"""Pure, typed rules engines for the five games of Schriftführer.

Nothing in this package imports Qt, ``ui``, ``rulesdb`` or ``printouts``.
"""
