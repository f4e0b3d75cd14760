"""The short guide of Castle Rampage (Help menu)."""

from __future__ import annotations

#: the short guide of the game (Help menu): paragraphs in German and English; keys as {name} of ui.shortcuts
GUIDE: dict[str, list[str]] = {
    "de": ["Castle Rampage für zwei: jeder verteidigt Tor und Burg. Im Zug wird gezogen ({draw}), verstärkt, eine "
           "Karte ausgespielt ({play}) oder angegriffen ({attack}).",
           "Beim Angriff nennt der Schriftführer die aufgedeckten Verteidigungswerte; das Programm rechnet, "
           "welche Karten fallen. Zugende mit {end_turn}."],
    "en": ["Castle Rampage for two: each defends a gate and a castle. In a turn a player draws ({draw}), "
           "reinforces, plays a card ({play}) or attacks ({attack}).",
           "In an attack the scribe enters the defence values turned up; the program works out which cards "
           "fall. End of turn with {end_turn}."],
}
