"""Rules engine: arena."""
