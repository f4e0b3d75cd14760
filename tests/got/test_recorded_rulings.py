"""Gods of Titan: a stored entry that today's rules refuse is applied as the table made it, with today's
verdict beside it; only what cannot be applied at all (a figure that is not there) is kept unapplied."""

from __future__ import annotations

import dataclasses

from referee.core.journal import Journal
from referee.got import events as ev

from ..printouts.allgames import darklord_game


def test_a_recruit_today_s_chart_refuses_is_applied_as_recruited() -> None:
    base = darklord_game()
    events = list(base.events)
    i = next(k for k, e in enumerate(events) if isinstance(e, ev.Recruit))
    recruit = dataclasses.replace(events[i], figure="Ogre")  # Brush offers no Ogre (22.3)
    events[i] = recruit
    j = Journal(base.engine, events)
    judged = j.judged(i + 1)
    assert judged is not None and judged.applied and judged.sections == ("22.1", "22.3")
    assert judged.message("en") == "Ogre cannot be recruited here: not on offer."
    after, before = j.state_after(i + 1), j.state_after(i)
    assert after.army(recruit.marker).figures.count("Ogre") == 1
    owner = after.army(recruit.marker).owner
    assert after.player(owner).pool.count("Ogre") == before.player(owner).pool.count("Ogre") - 1
    assert after.player(owner).gems == before.player(owner).gems  # a land recruit costs nothing
    # the later split of two Gargoyles finds one: kept, not applied, and the figures stay where they were
    split = next(d for d in j.judged_differently if d.seq > i + 1)
    assert not split.applied and "5.1" in split.sections
    assert j.state_after(split.seq) == j.state_after(split.seq - 1)


def test_a_new_recruit_of_the_same_is_refused() -> None:
    base = darklord_game()
    events = list(base.events)
    i = next(k for k, e in enumerate(events) if isinstance(e, ev.Recruit))
    verdict = base.engine.check(base.state_after(i), dataclasses.replace(events[i], figure="Ogre"))
    assert not verdict and verdict.sections == ("22.1", "22.3")
