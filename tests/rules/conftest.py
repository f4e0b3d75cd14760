"""One rules database per test session, built from the shipped content into a temp folder."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

import pytest

from rulesdb.rules import RulesBook

QUESTIONS = Path(__file__).with_name("questions")
SEEDS = Path(__file__).resolve().parents[3] / "shared" / "seeds"


def all_questions() -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for path in sorted(QUESTIONS.glob("*.toml")):
        with path.open("rb") as fh:
            out.extend(tomllib.load(fh)["q"])
    return out


@pytest.fixture(scope="session")
def questions() -> list[dict[str, Any]]:
    return all_questions()


@pytest.fixture
def seeds() -> Path:
    """The seed rulebooks (../shared/seeds); the test is skipped when they are missing."""
    if not SEEDS.is_dir():
        pytest.skip(f"seed rulebooks not present at {SEEDS} (../shared/seeds)")
    return SEEDS


@pytest.fixture(scope="session")
def rules_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("rules") / "rules.sqlite"
    RulesBook.open(path).close()
    return path


@pytest.fixture(scope="session")
def book(rules_file: Path) -> RulesBook:
    return RulesBook.open(rules_file)
