"""The user documentation stays in step with the code."""

from __future__ import annotations

from pathlib import Path

import pytest

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


def _readme_commands() -> list[list[str]]:
    """The README's command lines that are examples as typed (not a synopsis: no "a|b", "…" or "JSON"), each split
    as the shell splits it, its optional "[…]" parts and comments left out, in the README's order."""
    import re
    import shlex

    text = (ROOT / "README.md").read_text(encoding="utf-8")
    block = text[text.index("## Command line"):]
    block = block[block.index("```sh\n") + 6:]
    block = block[:block.index("\n```")]
    commands = []
    for line in block.replace("\\\n", " ").splitlines():
        words = shlex.split(re.sub(r"\[[^\]]*\]", "", line), comments=True)
        if words[:1] == ["schriftfuehrer"] and not any(w in ("…", "JSON", "TITLE") or "|" in w for w in words):
            commands.append(words[1:])
    return commands


def test_the_readme_examples_work_as_typed_in_order_on_a_fresh_store(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A new user types the README's examples one after another (ID: the number the game's ``new`` printed): each
    is taken — the Gods of Titan move after the land is named, Burgenkrieg's creature after the turn began (the
    lead's trial: the first example was refused on a fresh store)."""
    from ui.cli.main import main

    db = f"sqlite:///{tmp_path / 'g.sqlite'}"
    commands = _readme_commands()
    ids: dict[str, str] = {}
    assert ["got", "quick", "ID", "R2 B12 3"] in commands and ["burgenkrieg", "quick", "ID", "Wolf 2/3 äu"] in commands
    for words in commands:
        args = [ids.get(words[0], w) if w == "ID" else w for w in words]
        if args[0] == "odds" and args[1] == "battle":
            args += ["--samples", "500", "--seed", "1"]  # as the README's optional part says; fewer samples
        code = main(["--db", db, *args])
        out, err = capsys.readouterr()
        assert code == 0, (words, err)
        if words[1:2] == ["new"]:
            ids[words[0]] = out.strip()
    assert set(ids) == {"got", "arena", "rampage", "burgenkrieg", "weiss"}
