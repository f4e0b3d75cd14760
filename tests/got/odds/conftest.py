"""Make the shared helpers of the GoT odds tests importable (pytest runs with importlib mode)."""

from __future__ import annotations

import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
