"""``referee`` is pure: it imports nothing from ui, rulesdb, printouts or Qt."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
FORBIDDEN = ("ui", "rulesdb", "printouts", "PySide6", "PyQt5", "PyQt6", "shiboken6", "sqlmodel", "sqlalchemy",
             "reportlab")


def _imports(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    names: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.extend(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.append(node.module)
        elif isinstance(node, ast.Call) and getattr(node.func, "attr", getattr(node.func, "id", "")) in (
            "import_module", "__import__"
        ):
            names.extend(a.value for a in node.args if isinstance(a, ast.Constant) and isinstance(a.value, str))
    return names


REFEREE_FILES = sorted((ROOT / "referee").rglob("*.py"))


@pytest.mark.parametrize("path", REFEREE_FILES, ids=lambda p: str(p.relative_to(ROOT)))
def test_referee_module_is_pure(path: Path) -> None:
    bad = [n for n in _imports(path) if n.split(".")[0] in FORBIDDEN]
    assert not bad, f"{path.relative_to(ROOT)} imports {bad}"


def test_contract_check_catches_a_forbidden_import(tmp_path: Path) -> None:
    sample = tmp_path / "x.py"
    sample.write_text("from rulesdb.journal import GameStore\nimport PySide6.QtCore\n", encoding="utf-8")
    assert [n.split(".")[0] for n in _imports(sample)] == ["rulesdb", "PySide6"]


def test_cli_modules_do_not_import_qt() -> None:
    for path in sorted((ROOT / "ui" / "cli").glob("*.py")):
        bad = [n for n in _imports(path) if n.split(".")[0] in ("PySide6", "shiboken6") or n == "ui.qt"]
        assert not bad, f"{path.name} imports {bad}"


CORE_FILES = sorted((ROOT / "referee" / "core").rglob("*.py"))


@pytest.mark.parametrize("path", CORE_FILES, ids=lambda p: str(p.relative_to(ROOT)))
def test_the_core_knows_no_game(path: Path) -> None:
    """``referee/core`` imports neither the registry nor a game's package (issue 24): the registry hands the core
    its finders (:func:`referee.core.events.add_finder`, :func:`referee.core.interpretation.add_finder`)."""
    games = {p.name for p in (ROOT / "referee").iterdir() if (p / "spec.py").exists() and p.name != "core"}
    bad = [n for n in _imports(path) if n == "referee.registry" or (n.split(".")[:1] == ["referee"]
                                                                    and n.split(".")[1:2] != ["core"])]
    named = [node.value for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
             if isinstance(node, ast.Constant) and isinstance(node.value, str)
             and node.value.split(".")[:2] in (["referee", "registry"], *(["referee", g] for g in games))]
    assert not bad and not named, f"{path.relative_to(ROOT)} imports {bad} {named}"


FRONT_END_FILES = sorted(p for p in (ROOT / "ui").rglob("*.py") if p.relative_to(ROOT / "ui").parts[0] != "service")


@pytest.mark.parametrize("path", FRONT_END_FILES, ids=lambda p: str(p.relative_to(ROOT)))
def test_the_front_ends_go_through_the_service(path: Path) -> None:
    """The command line and the app reach the store, the rules reference and the printouts only through
    ``ui/service`` (``ui.service.rules`` for a rules lookup), and log an unexpected error only with
    ``ui.service.errors.log_error`` — one behaviour for both front ends (issue 24)."""
    bad = [n for n in _imports(path) if n.split(".")[0] in ("rulesdb", "printouts", "sqlmodel", "sqlalchemy")]
    text = path.read_text(encoding="utf-8")
    logs = [w for w in ("format_exception", "print_exc", "errors.log") if w in text and "log_error" not in text]
    assert not bad and not logs, f"{path.relative_to(ROOT)} imports {bad}, logs itself {logs}"
