"""Shared test set-up: Qt offscreen, no user data directory touched, hypothesis profile."""

from __future__ import annotations

import os
from typing import Any

import pytest
from hypothesis import HealthCheck, is_hypothesis_test, settings

from tests.doctest_modules import ImportFirst

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

settings.register_profile(
    "default", max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.register_profile("ci", max_examples=60, deadline=None, derandomize=True,
                          suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("ci" if os.environ.get("CI") else "default")


def pytest_configure(config: pytest.Config) -> None:
    config.pluginmanager.register(ImportFirst(), "doctests-on-the-imported-modules")
    # Never write into the real user's data directory from a test.
    os.environ.setdefault("SCHRIFTFUEHRER_DB", os.path.join(os.environ.get("TMPDIR", "/tmp"),
                                                           f"schriftfuehrer-test-{os.getpid()}.sqlite"))
    # The many fresh processes of the suite (the workers, the command line, the app) compile the program's
    # modules once and share the bytecode, kept where Python keeps it (``__pycache__``, ignored by git), even
    # where the environment says not to write bytecode (PYTHONDONTWRITEBYTECODE; the workers inherit it). Not
    # in a folder of the run's own (PYTHONPYCACHEPREFIX): Python then reads no other bytecode, and each worker
    # compiled every installed package again (pytest, SQLAlchemy, Qt's, ReportLab …: 12 CPU seconds each).
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)


#: a property test's share of a file's time, in ordinary tests (its 60 examples): for the order of the files
PROPERTY_TEST = 30


def pytest_collection_modifyitems(config: object, items: list[Any]) -> None:
    """The longest files first: files marked ``slow(seconds)`` (about the CPU seconds the file takes), longest
    first, then the others by an estimate — a property test (hypothesis: its examples) as :data:`PROPERTY_TEST`
    ordinary tests — longest first.

    With ``--dist loadfile`` each file runs on one worker, and the workers take files in this order
    (``--no-loadscope-reorder`` keeps it): a long file taken last would make the other worker wait (a file of one
    or two property tests took seconds at the end of the queue, behind hundreds of small ones).
    """
    files: dict[str, list[Any]] = {}
    for item in items:
        files.setdefault(item.nodeid.split("::")[0], []).append(item)
    weight: dict[str, float] = {}
    for name, its in files.items():
        marks = [m for i in its for m in i.iter_markers("slow")]
        if marks:
            weight[name] = max(float(m.args[0]) if m.args else 1.0 for m in marks)

    estimate = {name: sum(PROPERTY_TEST if is_hypothesis_test(getattr(i, "obj", None)) else 1 for i in its)
                for name, its in files.items()}

    def place(item: Any) -> tuple[float, int]:
        name = item.nodeid.split("::")[0]
        return -weight.get(name, 0.0), -estimate[name]

    items.sort(key=place)  # stable: a file's tests stay together and in their order
