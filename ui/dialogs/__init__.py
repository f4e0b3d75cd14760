"""Dialogs of the app, one per kind of entry; each builds an event and lets the referee judge it."""
