"""The ``schriftfuehrer`` command line (no Qt is imported here)."""
