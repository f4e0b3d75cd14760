"""Entry point of the frozen program: the same ``schriftfuehrer`` command as the installed package."""

import sys

from ui.cli.main import main

if __name__ == "__main__":
    sys.exit(main())
