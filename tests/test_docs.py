"""The user documentation stays in step with the code."""

from __future__ import annotations

from pathlib import Path

from referee.interpretations import all_interpretations, markdown

ROOT = Path(__file__).resolve().parent.parent


def test_interpretations_doc_is_generated_from_the_code() -> None:
    doc = (ROOT / "docs" / "INTERPRETATIONS.md").read_text(encoding="utf-8")
    assert doc == markdown("en"), "regenerate: schriftfuehrer --lang en interpretations --markdown > docs/INTERPRETATIONS.md"


def test_every_interpretation_has_both_languages_and_a_valid_default() -> None:
    ids = set()
    for i in all_interpretations():
        assert i.id not in ids and i.id.startswith(f"{i.game}.")
        ids.add(i.id)
        assert i.title_de and i.title_en and i.digest_de.strip() and i.digest_en.strip() and i.sections
        assert i.resolve({}) == i.default


def test_readme_starts_with_the_two_commands() -> None:
    lines = [ln for ln in (ROOT / "README.md").read_text(encoding="utf-8").splitlines() if ln.strip()]
    assert lines[1] == "```sh"
    assert lines[2].endswith(".venv/bin/schriftfuehrer") and "pip install -e ." in lines[2]
    assert lines[3].endswith(".venv/bin/python -m pytest") and "'.[test]'" in lines[3]
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert lines[3] in ci


def test_docs_cite_no_file_outside_the_repository() -> None:
    for doc in [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]:
        text = doc.read_text(encoding="utf-8")
        assert "../" not in text and "shared/" not in text, doc.name


def test_ci_runs_ruff_and_mypy_before_the_tests() -> None:
    """A lint or type error fails CI in seconds, not after the whole suite (issue 37)."""
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert ci.index("ruff check .") < ci.index("-m mypy") < ci.index("-m pytest")
