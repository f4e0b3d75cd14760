"""Army composition (4.2–4.5, 16.5): size limit, one of each non-creature, two end creatures of a kind.

>>> max_size(["Titan", "Ogre"], titan_revealed=True), max_size(["Pegasus", "Titan"], titan_revealed=True)
(8, 9)
>>> try:
...     check_composition(["Ogre", "Hydra", "Hydra", "Hydra"], army="Rot 2")
... except RuleViolation as e:
...     print(e.sections, e.message("en"), e.item)
('3.7', '4.3') At most 2 end creatures of one kind per army (Rot 2: Hydra ×3). ('Rot 2', 'Hydra')
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence

from referee.core.errors import RuleViolation
from referee.core.refusal import refuse
from referee.got.catalog import FigureClass, catalog
from referee.got.markers import SPLIT_SECTION
from referee.got.numbers import NUMBERS
from referee.got.sections import SPECIAL_FIGURES_SECTION

BASE_SIZE = NUMBERS.army.max_size
#: Masters that stand as the army's marker once revealed and so do not count (4.2, 4.4, 16.5).
REVEALED_MARKERS = frozenset({"Titan", "Phantom", "Dark-Titan"})


def max_size(figures: Iterable[str], *, titan_revealed: bool) -> int:
    """Largest number of figures the army may hold (4.2, 16.5: Pegasus and a revealed Titan/Phantom)."""
    names = set(figures)
    size = BASE_SIZE
    if "Pegasus" in names:
        size += NUMBERS.army.pegasus_extra
    if titan_revealed and names & REVEALED_MARKERS:
        size += NUMBERS.army.revealed_master_extra
    return size


def room(figures: Sequence[str], *, titan_revealed: bool) -> int:
    """How many more figures fit."""
    return max_size(figures, titan_revealed=titan_revealed) - len(figures)


def check_composition(figures: Sequence[str], *, army: str, titan_revealed: bool = False) -> None:
    """Refuse the army ``army`` (its marker; "" for a composition only tried) when it breaks 3.1/4.3 (duplicates, end
    creatures) or 4.2 (size): each refusal names the army and is known by it, so that two armies of one entry (a
    split) each get their own verdict."""
    counts = Counter(figures)
    named = f"{army}: " if army else ""
    for name, n in counts.items():
        fig = catalog().figure(name)
        if fig.klass is not FigureClass.CREATURE and n > 1:
            refuse("got.army.may_army_only_once", RuleViolation(
                f"{name} darf nur einmal in einer Armee sein ({named}×{n}).",
                f"{name} may be in an army only once ({named}×{n}).",
                sections=("3.1", "4.3"),
            ), item=(army, name))
        if fig.end_creature and n > NUMBERS.army.same_end_creature_max:
            refuse("got.army.most_end_creatures", RuleViolation(
                f"Höchstens {NUMBERS.army.same_end_creature_max} Endkreaturen gleicher Art je Armee ({named}{name} ×{n}).",
                f"At most {NUMBERS.army.same_end_creature_max} end creatures of one kind per army ({named}{name} ×{n}).",
                sections=("3.7", "4.3"),
            ), item=(army, name))
    limit = max_size(figures, titan_revealed=titan_revealed)
    if len(figures) > limit:
        refuse("got.army.too_many_figures", RuleViolation(
            f"Zu viele Figuren{' in ' + army if army else ''}: {len(figures)} > {limit}.",
            f"Too many figures{' in ' + army if army else ''}: {len(figures)} > {limit}.",
            sections=("4.2", SPECIAL_FIGURES_SECTION),
        ), item=army)


def check_split(source: Sequence[str], moved: Sequence[str]) -> None:
    """A split needs an army of at least four; both parts keep at least two figures (4.5)."""
    a = NUMBERS.army
    if len(source) < a.split_min_size:
        refuse("got.army.only_armies_least_figures", RuleViolation(
            f"Nur Armeen mit mindestens {a.split_min_size} Figuren können geteilt werden ({len(source)}).",
            f"Only armies of at least {a.split_min_size} figures can be split ({len(source)}).",
            sections=(SPLIT_SECTION,),
        ))
    rest = Counter(source)
    rest.subtract(Counter(moved))
    missing = sorted(k for k, v in rest.items() if v < 0)
    if missing:
        refuse("got.army.not_army", RuleViolation(
            f"Nicht in der Armee: {', '.join(missing)}.", f"Not in the army: {', '.join(missing)}.",
            sections=(SPLIT_SECTION,),
        ))
    kept = sum(rest.values())
    if len(moved) < a.split_min_part or kept < a.split_min_part:
        refuse("got.army.both_armies_need_least_figures", RuleViolation(
            f"Beide Armeen brauchen mindestens {a.split_min_part} Figuren ({kept} / {len(moved)}).",
            f"Both armies need at least {a.split_min_part} figures ({kept} / {len(moved)}).",
            sections=(SPLIT_SECTION,),
        ))
