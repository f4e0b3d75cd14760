"""Shared test set-up: Qt offscreen, no user data directory touched, hypothesis profile."""

from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

settings.register_profile(
    "default", max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.register_profile("ci", max_examples=60, deadline=None, derandomize=True,
                          suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("ci" if os.environ.get("CI") else "default")


def pytest_configure(config: object) -> None:
    # Never write into the real user's data directory from a test.
    os.environ.setdefault("SCHRIFTFUEHRER_DB", os.path.join(os.environ.get("TMPDIR", "/tmp"),
                                                           f"schriftfuehrer-test-{os.getpid()}.sqlite"))
