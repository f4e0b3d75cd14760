"""Panels of the main window shared by every game: the rules reference and small shared widgets."""
