"""Rules the set-up form and the command line ask the referee for: the Darklord's colour and the elements only in a
game with a Darklord (4.4, 5.2), one element per Titan player (5.2), the Titan's next power step (24.2) and the gems
for beaten figures (20.4)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from referee.core.errors import InvalidInput
from referee.got.engine import GotEngine
from referee.got.events import GameSetup
from referee.got.setup import elements_named, setup_choices
from referee.got.values import gems_for_beaten, next_power_at, titan_power


def test_elements_only_with_a_darklord() -> None:
    without, with_darklord = setup_choices(darklord=False), setup_choices(darklord=True)
    assert without.titan("Anna", "Rot", 1, "Asher").element is None  # no Darklord: no elements (5.2)
    assert with_darklord.titan("Anna", "Rot", 1, "Asher").element == "Asher"
    dora = with_darklord.darklord("Dora", 4)
    assert (dora.role, dora.colour, dora.element) == ("darklord", "Schwarz", None)  # black (4.4)
    titans = [with_darklord.titan(n, c, i + 1, e) for i, (n, c, e) in enumerate(
        (("Anna", "Rot", "Asher"), ("Ben", "Blau", "Golem"), ("Cleo", "Gelb", "Zephyra")))]
    players = (*titans, dora)
    state = GotEngine().replay([GameSetup(players=players)])
    assert state.player("Dora").colour == "Schwarz" and state.started


def test_one_element_per_titan_player() -> None:
    assert elements_named(3, None) == (None, None, None)
    assert elements_named(2, ["asher", "golem"]) == ("Asher", "Golem")
    with pytest.raises(InvalidInput) as found:
        elements_named(3, ["Asher", "Golem"])
    assert found.value.sections == ("5.2",)


def test_the_titans_next_power_step() -> None:
    # power 6 up to 699 points; then one more every 100 points (24.2)
    assert [next_power_at(p) for p in (0, 699, 700, 750, 800)] == [700, 700, 800, 800, 900]
    assert next_power_at(Fraction(1399, 2)) == 700 and titan_power(700) == 7
    assert all(titan_power(next_power_at(p)) == titan_power(p) + 1 for p in (700, 750, 1234))


def test_gems_for_beaten_figures() -> None:
    assert gems_for_beaten(3) == 30 and gems_for_beaten(0) == 0  # ten a figure (20.4)


def test_the_calculators_refusals_are_the_referees() -> None:
    from referee.got.odds.specs import split_hazard
    from referee.got.values import check_figures_given

    with pytest.raises(InvalidInput) as found:
        check_figures_given([])
    assert found.value.sections == ("20.3",)  # an army's value needs figures
    with pytest.raises(InvalidInput) as found:
        split_hazard(["cloud", "darkness"])
    assert found.value.sections == ("12.7",)  # one figure stands in one hazard
    assert split_hazard(["cloud"])[1] == "cloud"
