"""Doctests run on the very modules the product imports, not on a second copy of them.

Under ``--import-mode=importlib`` pytest imports a module for its doctests from its file; when importing its
package imports the module first (``ui/service/__init__.py`` imports ``games``, which imports ``summaries``),
pytest puts a second copy into ``sys.modules``. A test in the same worker then patches that copy and misses the
one the product calls — a failure that depends on how xdist places the files. Importing each product module the
ordinary way just before its doctests are collected makes pytest find it in ``sys.modules`` and use it.
"""

from __future__ import annotations

import contextlib
import importlib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("referee", "rulesdb", "printouts", "ui")


def module_name(file_path: Path) -> str | None:
    """``ui.service.summaries`` for ``ui/service/summaries.py`` of this checkout; None outside the packages.

    >>> module_name(ROOT / "ui" / "service" / "summaries.py"), module_name(ROOT / "referee" / "__init__.py")
    ('ui.service.summaries', 'referee')
    >>> module_name(ROOT / "tests" / "conftest.py") is None
    True
    """
    try:
        parts = file_path.resolve().relative_to(ROOT).with_suffix("").parts
    except ValueError:
        return None
    if file_path.suffix != ".py" or not parts or parts[0] not in PACKAGES:
        return None
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


class ImportFirst:
    """The plug-in: imports a product module before the doctest collector does."""

    @pytest.hookimpl(tryfirst=True)
    def pytest_collect_file(self, file_path: Path) -> None:
        name = module_name(file_path)
        if name is not None:
            with contextlib.suppress(Exception):  # a module that cannot be imported: its doctests say why
                importlib.import_module(name)
