"""How to go on after a refusal (issue 35): what the referee accepts now, said with every refused quick line.

A refusal names its sections and the way forward: the entries the referee's options allow now (one label per
kind, in the referee's order) — the actions of the current phase. A refusal without a section of its own is
told the sections of what is possible now (where the rules say how to go on); when nothing is, the referee's
reason why (the game is over) with its sections. The one place every quick line's
refusal passes (:func:`ui.service.quick.refused`).
"""

from __future__ import annotations

from referee.core.errors import RefereeError
from ui.service.session import OpenGame

#: how many kinds of entry the way forward names
_SHOWN = 5


def possible_now(game: OpenGame[object], lang: str) -> tuple[list[str], tuple[str, ...], str]:
    """The labels of what the referee allows now (one per kind) and the sections of the first of them; when
    nothing is allowed, the referee's reason for the first thing refused (and its sections) instead."""
    try:
        options = game.options()
    except RefereeError:
        return [], (), ""
    labels: list[str] = []
    kinds: set[str] = set()
    sections: tuple[str, ...] = ()
    for o in options:
        if not o.allowed or o.kind in kinds or o.facts_only:
            continue
        kinds.add(o.kind)
        labels.append(o.label(lang))
        sections = sections or o.sections
    if labels:
        return labels[:_SHOWN], sections, ""
    blocked = next((o for o in options if not o.allowed and o.reason(lang)), None)
    if blocked is not None:
        return [], blocked.sections, blocked.reason(lang)
    if game.events:  # no option at all (the game is over): the referee's word on the table, as on any entry now
        again = game.check(game.events[-1])
        if not again.value:
            return [], tuple(again.sections), again.why(lang)
    return [], (), ""


def way_forward(game: OpenGame[object], message: str, sections: tuple[str, ...], lang: str, *,
                forms: str = "") -> tuple[str, tuple[str, ...]]:
    """``message`` with what is possible now after it (and ``forms``, the line's forms for it), and its sections
    (those of what is possible now when it has none)."""
    labels, there, why = possible_now(game, lang)
    # the line's forms first: the phase's own; labels apart by " · ", as a label may hold a comma ("…, Märkchen frei")
    said = " · ".join(x for x in (forms, *labels) if x)
    if not said:
        none = "nichts" if lang == "de" else "nothing"
        said = f"{none} — {why}" if why else f"{none} ({'die Partie ist zu Ende' if lang == 'de' else 'the game is over'})"
    head = "Jetzt möglich" if lang == "de" else "Possible now"
    text = message.rstrip()
    return f"{text}{'' if text.endswith(('.', '!', '?', '…')) else '.'} {head}: {said}", sections or there
