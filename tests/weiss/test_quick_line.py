"""The Weiß Schwarz quick line (ui.service.weiss.quick): the turn's steps, the attack and the damage read from a
short line, judged by the referee before anything is entered."""

from __future__ import annotations

from pathlib import Path

import pytest

from referee.weiss.events import Attack, AttackKind, Battle, Damage, Draw, NextPhase
from referee.weiss.state import Phase
from tests.weiss.conftest import first_attack
from ui.service import GameService, OpenGame
from ui.service.weiss.quick import card_token, complete, read


@pytest.fixture
def game(tmp_path: Path) -> OpenGame:
    """Anna's first turn in her climax phase: Hana on vorne Mitte, Kaze on vorne links; Ben has nobody."""
    events = first_attack()
    session = GameService(f"sqlite:///{tmp_path}/g.sqlite").new_game(game="weiss", setup=events[0])
    for ev in events[1:-2]:
        session.add(ev)
    return session


def test_phase_attack_damage_battle(game: OpenGame) -> None:
    r = read(game, "p")
    assert r.ok and r.entry == NextPhase(phase=Phase.ATTACK) and r.label() == "6 Angriffsphase"
    wrong = read(game, "p Haupt")  # not the next phase: the referee's refusal with its section
    assert not wrong.ok and wrong.sections == ("5",)
    game.add(read(game, "weiter").entry)  # type: ignore[arg-type]
    r = read(game, "a vm ha")  # the only kind allowed (nobody opposite): direct; Hana by its first letters
    assert r.ok and r.entry == Attack(player="Anna", slot="vorne_mitte", kind=AttackKind.DIRECT, trigger="Hana")
    assert r.label() == "Anna: Direktangriff von vorne Mitte (Trigger Hana)"
    side = read(game, "a vm s Hana")  # a side attack needs somebody opposite (weiss.attack_kinds, § 6)
    assert not side.ok and side.sections == ("6",)
    game.add(r.entry)  # type: ignore[arg-type]
    r = read(game, "s Yuki")  # soul 1 + 1 trigger + 1 direct = 3 cards
    assert not r.ok and r.sections == ("6",)
    r = read(game, "s yuki kaze tori")
    assert r.ok and r.entry == Damage(revealed=("Yuki", "Kaze", "Tori"))
    assert not read(game, "k").ok  # no battle after a direct attack


def test_ambiguous_and_unknown_words_say_so(game: OpenGame) -> None:
    early = read(game, "a vm Hana")  # the climax phase: no attack yet — the referee's refusal of the attack (§ 6)
    assert not early.ok and early.message.startswith("Das geht nur für den Spieler am Zug in Phase 6.")
    game.add(NextPhase(phase=Phase.ATTACK))
    r = read(game, "z S")
    assert not r.ok and r.entry is None
    assert "mehrdeutig" in read(game, "a vm S").message  # Sonne, Sora, Schild …
    assert "nicht im Deck" in read(game, "a vm Xylo").message  # the referee's refusal (§ grundlegendes)
    assert "Platz" in read(game, "a qq Hana").message
    assert not read(game, "Quatsch").ok


def test_draw_when_due_and_not(game: OpenGame) -> None:
    r = read(game, "z Kaze")
    assert not r.ok and "kein Ziehen" in r.message and r.sections == ("2", "3")  # the referee's refusal
    r = read(game, "s Yuki")
    assert not r.ok and r.sections == ("6",)  # no damage is due: the referee says so
    assert card_token("son", ["Sonne", "Sora"]) == "Sonne"


def test_hint_words_are_never_ambiguous(game: OpenGame) -> None:
    """The examples of the page's hint read as exactly one thing in a sample game (issue 25, item 4)."""
    game.add(NextPhase(phase=Phase.ATTACK))
    for line in ("a vm Hana", "p"):
        assert read(game, line).entry is not None, line
    for line in ("z Kaze", "s Yuki Mei", "k"):
        assert "mehrdeutig" not in read(game, line).message, line
    assert complete(game, "a vm Ha") == ["a vm Hana"]
    assert complete(game, "a vm S") == ["a vm Schild", "a vm Sonne", "a vm Sora"]  # full names only
    assert "p" in complete(game, "") and "a vm " in complete(game, "")


def test_whole_game_lines_enter_what_dialogs_would(game: OpenGame) -> None:
    game.add(NextPhase(phase=Phase.ATTACK))
    game.add(read(game, "a vm Hana").entry)  # type: ignore[arg-type]
    game.add(read(game, "s Yuki Kaze Tori").entry)  # type: ignore[arg-type]
    assert game.state.sides[1].clock == ("Yuki", "Kaze", "Tori")
    assert read(game, "p").entry == NextPhase(phase=Phase.END)
    game.add(NextPhase(phase=Phase.END))
    game.add(NextPhase(phase=Phase.STAND))  # Ben's turn
    game.add(NextPhase(phase=Phase.DRAW))
    r = read(game, "z Kaze")
    assert r.ok and r.entry == Draw(player="Ben", cards=("Kaze",))
    assert not read(game, "k").ok and read(game, "k").entry == Battle()  # no front attack: the referee says no
