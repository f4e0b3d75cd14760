"""Rules engine: got."""
