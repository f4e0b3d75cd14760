"""``schriftfuehrer rules …`` on a database built for the test session."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from ui.cli.main import main

FIXTURE = Path(__file__).with_name("fixtures") / "mini_rulebook.txt"


@pytest.fixture
def rules_env(rules_file: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    target = tmp_path / "rules.sqlite"
    shutil.copy(rules_file, target)
    monkeypatch.setenv("SCHRIFTFUEHRER_RULES", str(target))
    return target


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_search_json(rules_env: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "rules", "search", "Wann darf der Verteidiger nachrekrutieren?",
                       "--game", "got", "--json")
    assert code == 0
    results = json.loads(out)["results"]
    assert {"game", "section", "title", "snippet", "score"} <= set(results[0])
    assert "17.1" in [r["section"] for r in results[:3]]
    assert all(r["game"] == "got" for r in results)


def test_search_text_and_language(rules_env: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "rules", "search", "reinforcement", "--lang", "en", "--limit", "2")
    assert code == 0 and "§ 17." in out and "«reinforc" in out
    assert out.splitlines()[0] == "got § 17.0  Reinforcement"  # the section and its title, no score that reads as one
    code, out, _ = run(capsys, "--lang", "en", "rules", "search", "qqqxxzzyq")
    assert code == 0 and "Nothing found." in out
    code, out, _ = run(capsys, "rules", "search", '"', "NEAR", "(", "--json")
    assert code == 0 and isinstance(json.loads(out)["results"], list)


def test_nothing_found_offers_the_closest_words(rules_env: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "rules", "search", "Klimaks", "--game", "weiss")
    assert code == 0 and out.strip() == "Nichts gefunden. Meinten Sie: Climax?"
    code, out, _ = run(capsys, "--lang", "en", "rules", "search", "Nachrekrutirung", "--game", "got")
    assert out.startswith("Nothing found. Did you mean: Nachrekrutierung")
    code, out, _ = run(capsys, "rules", "search", "Klimaks", "--json")
    data = json.loads(out)
    assert data["results"] == [] and data["suggestions"][0] == "Climax"
    code, out, _ = run(capsys, "rules", "search", "qqqxxzzyq")
    assert out.startswith("Nichts gefunden.") and "Abschnittsnummer" in out  # no close word: how else to look
    code, out, _ = run(capsys, "rules", "search", "Klimax", "--game", "weiss", "--json")  # a spelling variant
    data = json.loads(out)
    assert data["results"][0]["section"] == "5" and data["suggestions"] == []


def test_show_section(rules_env: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "rules", "show", "20.4", "--game", "got")
    assert code == 0
    assert "got § 20.4" in out and "Verwiesen von:" in out and "got.concession_award" in out
    code, out, _ = run(capsys, "rules", "show", "§ 17.1", "--game", "got", "--json")
    data = json.loads(out)
    assert data["section"] == "17.1" and "17.0" in data["referenced_by"] and data["refs"]


def test_show_unknown_section_is_refused(rules_env: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "rules", "show", "17.9", "--game", "got")
    assert code == 2 and "17.9" in err and "17.1" in err  # suggestion


def test_glossary(rules_env: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "rules", "glossary", "rangestrike")
    assert code == 0 and out.startswith("Fernschuss = rangestrike")
    code, out, _ = run(capsys, "rules", "glossary", "Fernschuss", "--json")
    assert json.loads(out)["entries"][0]["en"] == "rangestrike"


def test_import(rules_env: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "rules", "import", str(FIXTURE), "--game", "got", "--json")
    assert code == 0
    data = json.loads(out)
    assert data["sections"] == 7 and data["matched"] == 6  # 2.10 has no digest
    assert (rules_env.parent / "imports" / "got.txt").is_file()
    code, out, _ = run(capsys, "rules", "search", "Quokkawort", "--game", "got", "--json")
    assert json.loads(out)["results"][0]["section"] == "17.1"
    code, _, err = run(capsys, "rules", "import", str(rules_env.parent / "missing.txt"), "--game", "got")
    assert code == 2 and "missing.txt" in err


def test_import_of_a_huge_file_is_refused_with_a_message(rules_env: Path, capsys: pytest.CaptureFixture[str]) -> None:
    huge = rules_env.parent / "riesig.txt"
    with huge.open("wb") as fh:
        fh.truncate(25_000_000)
    code, out, err = run(capsys, "rules", "import", str(huge), "--game", "got")
    assert code == 2 and "riesig.txt" in err and "20 MB" in err and "25,0 MB" in err and out == ""
    assert not (rules_env.parent / "imports").exists()
