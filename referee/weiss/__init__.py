"""Rules engine: weiss."""
