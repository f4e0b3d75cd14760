"""Panels of the main window: the Gods of Titan table, odds, rules reference, history."""
