"""Storage of Schriftführer: the game journal (``rulesdb.journal``) and the rules reference
(``rulesdb.rules``), side by side and independent of each other."""
