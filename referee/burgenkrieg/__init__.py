"""Rules engine: burgenkrieg."""
