"""The hazard effects of 12.7 in words: the phase and the change of every effect, in German and English.

``referee.got.hazards`` keeps each effect machine-readable (``phase = "rangestrike"``,
``change = "attacker_skill"``; the vocabulary is listed in the header of ``data/hazards.toml``).
The reference card prints them as words; what the effect applies to and its condition are plain
text in the data already.

>>> from referee.got.hazards import HazardEffect
>>> e = HazardEffect(phase="strike", applies_to="Dragon striking out of the volcano", where="inside",
...                  change="attacker_dice", amount=3)
>>> effect_text(e, "de")
'Schlag: Dragon striking out of the volcano — Würfel des Angreifers +3'
>>> effect_text(e, "en")
'Strike: Dragon striking out of the volcano — attacker dice +3'
"""

from __future__ import annotations

from referee.core.words import word_of
from referee.got.hazards import HazardEffect

#: ``phase`` -> (German, English)
PHASES: dict[str, tuple[str, str]] = {
    "movement": ("Bewegung", "Movement"),
    "strike": ("Schlag", "Strike"),
    "rangestrike": ("Fernschuss", "Rangestrike"),
    "damage": ("Schaden", "Damage"),
}

#: ``change`` -> (German, English); a change with an amount is followed by it (``+1``, ``-1``, ``+50 %``)
CHANGES: dict[str, tuple[str, str]] = {
    "attacker_skill": ("Intelligenz des Angreifers", "attacker skill"),
    "defender_skill": ("Intelligenz des Verteidigers", "defender skill"),
    "shooter_skill": ("Intelligenz des Schützen", "shooter skill"),
    "target_skill": ("Intelligenz des Ziels", "target skill"),
    "attacker_dice": ("Würfel des Angreifers", "attacker dice"),
    "shooter_dice": ("Würfel des Schützen", "shooter dice"),
    "attacker_dice_percent": ("Würfel des Angreifers", "attacker dice"),
    "strikes": ("Schläge", "strikes"),
    "shots": ("Schüsse", "shots"),
    "damage": ("Schaden", "damage"),
    "damage_reduction": ("Schaden je Treffer", "damage per hit"),
    "slowed": ("verlangsamt", "slowed"),
    "forbidden": ("verboten", "forbidden"),
    "no_end": ("kein Zugende dort", "may not end there"),
    "move_ends": ("Zug endet sofort", "move ends at once"),
    "pinned": ("gefesselt", "pinned"),
    "never_pinned": ("nie gefesselt", "never pinned"),
    "must_strike": ("muss schlagen", "must strike"),
    "dive": ("taucht (zieht wie ein Flieger)", "dives (moves like a flyer)"),
    "no_strike_across": ("kein Schlag hinüber", "no strike across"),
    "no_carry": ("kein Übertrag von Treffern", "no carrying over of hits"),
    "blocked": ("blockiert", "blocked"),
    "no_rangestrike": ("kein Fernschuss", "no rangestrike"),
    "only_magic_target": ("nur magische Fernschüsse treffen", "only magic rangestrikes may target it"),
    "origin_elsewhere": ("Schuss auch von einem anderen Feld dieses Hazards",
                         "the shot may start from another hex of this hazard"),
    "line_rule": ("Sichtlinie wie in der Bedingung", "line of sight as the condition says"),
}


def effect_text(e: HazardEffect, lang: str) -> str:
    """``Phase: applies to — change amount (condition)`` of one hazard effect (12.7), in words."""
    amount = ""
    if e.amount is not None:
        amount = f" {e.amount:+d}" + (" %" if e.change == "attacker_dice_percent" else "")
        if e.change == "damage_reduction":
            amount = f" {-e.amount:+d}"  # the amount is taken off every hit
    german = lang == "de"
    applies_to = e.applies_to_de if german and e.applies_to_de else e.applies_to
    condition = e.condition_de if german and e.condition_de else e.condition
    out = f"{word_of(PHASES, e.phase, lang)}: {applies_to} — {word_of(CHANGES, e.change, lang)}{amount}"
    return out + (f" ({condition})" if condition else "")
