"""User interfaces of Schriftführer: the command line (``ui.cli``) and the desktop app."""
