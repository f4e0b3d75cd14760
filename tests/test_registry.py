"""The one list of games: every layer reads it, and a fresh process knows every game's entries."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from printouts.kinds import KINDS
from referee.core.interpretation import WithSettings
from referee.registry import engine_for, game_ids, interpretation, interpretations, spec, specs
from rulesdb.rules.content import GAMES as RULES_GAMES

ROOT = Path(__file__).resolve().parents[1]


def test_the_games_come_from_their_specs() -> None:
    assert game_ids() == ("got", "arena", "rampage", "burgenkrieg", "weiss")
    assert game_ids() == RULES_GAMES
    assert {k.game for k in KINDS.values()} == set(game_ids())
    for s in specs():
        assert (ROOT / "referee" / s.id / "spec.py").exists()
        assert (ROOT / "ui" / "games" / s.id / "page.py").exists()
        assert (ROOT / "rulesdb" / "rules" / "content" / s.rules_content).is_dir()
        assert engine_for(s.id).game == s.id
        assert {i.game for i in interpretations(s.id)} == {s.id}


def test_no_other_list_of_games_is_kept_by_hand() -> None:
    for path in ("referee/interpretations.py", "rulesdb/rules/content.py", "printouts/kinds.py", "ui/games/__init__.py"):
        text = (ROOT / path).read_text(encoding="utf-8")
        assert '"burgenkrieg"' not in text and "'burgenkrieg'" not in text, path
    assert not (ROOT / "ui" / "actions.py").exists()


@pytest.mark.parametrize("game", ["got", "arena", "rampage", "burgenkrieg", "weiss"])
def test_one_way_to_read_a_setting(game: str) -> None:
    state = engine_for(game).initial_state()
    assert isinstance(state, WithSettings)
    assert "setting" not in type(state).__dict__  # no game reads its settings its own way
    first = interpretations(game)[0]
    assert state.setting(first.id) == first.default == interpretation(first.id).default


def test_unknown_game_is_named_with_close_matches() -> None:
    from referee.core.errors import UnknownName

    with pytest.raises(UnknownName) as found:
        spec("wiess")
    assert "weiss" in found.value.suggestions


@pytest.mark.parametrize("game", ["got", "arena", "rampage", "burgenkrieg", "weiss"])
def test_a_fresh_process_decodes_any_games_entry(game: str) -> None:
    """Only the store imported (it asks the registry, which hands the core its finder of event types): the type
    is known (its fields may still be missing: InvalidInput)."""
    code = ("from referee.core.errors import InvalidInput\n"
            "from referee.core.events import from_dict\n"
            "import rulesdb.journal.store\n"
            "try:\n"
            f"    from_dict({{'type': '{game}.setup', 'data': {{}}}})\n"
            "except InvalidInput:\n"
            "    pass\n"
            "print('known')\n")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=False)
    assert proc.returncode == 0 and proc.stdout.strip() == "known", proc.stderr


def test_the_core_alone_knows_no_game() -> None:
    """``referee.core`` imports neither the registry nor a game: in a fresh process that imports only the core,
    a game's entry is an unknown type and no interpretation of a game is known."""
    code = ("import sys\n"
            "from referee.core.errors import UnknownName\n"
            "from referee.core.events import from_dict\n"
            "from referee.core.interpretation import known\n"
            "for attempt in (lambda: from_dict({'type': 'got.setup', 'data': {}}), lambda: known('got.recruit_chart')):\n"
            "    try:\n"
            "        attempt()\n"
            "    except UnknownName:\n"
            "        pass\n"
            "print(sorted(m for m in sys.modules if m == 'referee.registry' or m.startswith('referee.got')))\n")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=False)
    assert proc.returncode == 0 and proc.stdout.strip() == "[]", proc.stderr
