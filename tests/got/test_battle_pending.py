"""No battle is pending: the referee's refusal the page shows when the scribe asks for a battle (8.3, 6.3, 10.1)."""

from __future__ import annotations

import pytest

from referee.core.errors import RuleViolation
from referee.got.allowed import check_battle_pending
from referee.got.numbers import NUMBERS
from tests.got.helpers import new_game, to_round
from tests.got.test_fight import OPEN, battle_table, run


def test_during_the_pact_no_battle_is_pending() -> None:
    j = new_game()
    with pytest.raises(RuleViolation) as found:
        check_battle_pending(j.state)
    last = NUMBERS.movement.non_aggression_rounds
    assert found.value.sections == ("8.3",) and f"round {last}" in found.value.message("en")  # through round 10


def test_after_the_pact_without_an_enemy_in_reach() -> None:
    j = new_game()
    to_round(j, NUMBERS.movement.non_aggression_rounds + 1)
    with pytest.raises(RuleViolation) as found:
        check_battle_pending(j.state)
    assert found.value.sections == ("6.3", "10.1")


def test_a_battle_in_reach_or_running_is_pending() -> None:
    s = battle_table()
    check_battle_pending(s)  # Ben's army shares the marsh with Anna's
    check_battle_pending(run(s, OPEN))
