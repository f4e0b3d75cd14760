"""Rules engine: rampage."""
