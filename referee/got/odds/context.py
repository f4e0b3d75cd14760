"""The army context of a strike: who else is in the army, what the enemy army is (16.4, 16.5).

One :class:`ArmyContext` per side.  The command line builds it from repeatable
flags (``--context priest --context guardian=god``).

>>> parse_context(["priest", "guardian=god", "necromancer=8"]).guardian_bonus
4
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable

from referee.core.errors import InvalidInput, UnknownName
from referee.got.numbers import NUMBERS

_CLASS_ALIASES = {"god": "lord", "mensch": "human", "halbgott": "demilord", "element_de": "element",
                  "gott": "lord", "herrscher": "master"}
_BONUS = dataclasses.asdict(NUMBERS.guardian_bonus)
#: Guardian bonus by the highest figure class in its army at battle start (16.5; ``data/prices.toml``).
GUARDIAN_BONUS: dict[str, int] = {**_BONUS, **{alias: _BONUS[klass] for alias, klass in _CLASS_ALIASES.items()}}
_MAX_BONUS = max(_BONUS.values())
_NECROMANCER_START = NUMBERS.abilities.necromancer_start_power


@dataclasses.dataclass(frozen=True)
class ArmyContext:
    """What one army brings into a strike besides the two figures."""

    #: Led by the Darklord: native to Darkness, not to Cloud (12.7).
    darklord: bool = False
    #: A Priest in the army: +1 die for its creatures in melee (16.5).
    priest: bool = False
    #: A Priestess in the army: +1 die for its creatures' rangestrikes (16.5).
    priestess: bool = False
    #: A Warlord in the army: movement only (12.3); recorded, never changes a strike.
    warlord: bool = False
    #: The enemy army is black (Darklord) or neutral (grey): Knight +2 power (16.5).
    enemy_black_or_neutral: bool = False
    #: The enemy army holds an element: Jabberwok power 8 (16.5).
    enemy_has_element: bool = False
    #: Guardian bonus 0..5 from the highest class in its army at battle start (16.5).
    guardian_bonus: int = 0
    #: The Necromancer's current power (6 at the start of every battle, 16.5).
    necromancer_power: int = _NECROMANCER_START
    #: God/master trophies of the Executer: +1 power each (16.5).
    executer_trophies: int = 0
    #: Homeland spell cast by this army: all its figures are native (15.6).
    homeland: bool = False

    def __post_init__(self) -> None:
        if not 0 <= self.guardian_bonus <= _MAX_BONUS:
            raise InvalidInput(
                f"Guardian-Bonus {self.guardian_bonus} liegt nicht zwischen 0 und {_MAX_BONUS}.",
                f"Guardian bonus {self.guardian_bonus} is not between 0 and {_MAX_BONUS}.",
                sections=("16.5",),
            )
        if self.necromancer_power < _NECROMANCER_START:
            raise InvalidInput(
                f"Der Necromancer hat mindestens Kampfstärke {_NECROMANCER_START}, nicht {self.necromancer_power}.",
                f"The Necromancer has at least power {_NECROMANCER_START}, not {self.necromancer_power}.",
                sections=("16.5",),
            )
        if self.executer_trophies < 0:
            raise InvalidInput("Trophäen können nicht negativ sein.", "Trophies cannot be negative.",
                               sections=("16.5",))


_FLAGS = {
    "darklord": "darklord", "priest": "priest", "priestess": "priestess", "warlord": "warlord",
    "vs-black": "enemy_black_or_neutral", "vs-neutral": "enemy_black_or_neutral",
    "enemy-black": "enemy_black_or_neutral", "enemy-neutral": "enemy_black_or_neutral",
    "vs-element": "enemy_has_element", "enemy-element": "enemy_has_element",
    "homeland": "homeland",
}
_VALUES = {"guardian": "guardian_bonus", "necromancer": "necromancer_power",
           "executer": "executer_trophies"}


def parse_context(flags: Iterable[str]) -> ArmyContext:
    """Build an :class:`ArmyContext` from flags such as ``priest`` or ``necromancer=8``."""
    kwargs: dict[str, object] = {}
    for raw in flags:
        flag = raw.strip().lower().replace("_", "-")
        name, _, arg = flag.partition("=")
        if name in _FLAGS and not arg:
            kwargs[_FLAGS[name]] = True
        elif name in _VALUES and arg:
            if name == "guardian" and not arg.lstrip("-").isdigit():
                if arg not in GUARDIAN_BONUS:
                    raise UnknownName.of("Figurenklasse", "figure class", arg,
                                         GUARDIAN_BONUS, sections=("16.5",))
                kwargs["guardian_bonus"] = GUARDIAN_BONUS[arg]
                continue
            try:
                kwargs[_VALUES[name]] = int(arg)
            except ValueError:
                raise InvalidInput(f"Keine Zahl: {raw!r}.", f"Not a number: {raw!r}.") from None
        else:
            known = list(_FLAGS) + [f"{k}=N" for k in _VALUES]
            raise UnknownName.of("Kontext-Angabe", "context flag", raw, known)
    return ArmyContext(**kwargs)  # type: ignore[arg-type]
