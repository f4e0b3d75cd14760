"""The short guide of Castle Rampage (Help menu)."""

from __future__ import annotations

#: the short guide of the game (Help menu): paragraphs in German and English; keys as {name} of ui.shortcuts
GUIDE: dict[str, list[str]] = {
    "de": ["Castle Rampage für zwei: jeder verteidigt Tor und Burg. Im Zug wird gezogen ({draw}), verstärkt, eine "
           "Karte ausgespielt ({play}) oder angegriffen ({attack}).",
           "Beim Angriff nennt der Schriftführer die aufgedeckten Verteidigungswerte; das Programm rechnet, "
           "welche Karten fallen. Zugende mit {end_turn}.",
           "Schneller in der Eingabezeile: „z“ zieht, „a Sö 6 -Rit Pferd T 2,4“ greift mit dem Söldner (6) an, "
           "legt einen Ritter ab (verlangt: Pferd) und nennt die aufgedeckten Torwerte, „e“ beendet den Zug. "
           "Kartennamen genügen mit ihrem eindeutigen Anfang. Abgelegte Karten mit Namen prüft das Programm "
           "(Einheiten für Söldner, Angriffsplan und Priester) und führt den Ablagestapel als Liste; die Seite "
           "zeigt, was noch im Nachziehstapel sein kann, und der Angriff die genaue Chance."],
    "en": ["Castle Rampage for two: each defends a gate and a castle. In a turn a player draws ({draw}), "
           "reinforces, plays a card ({play}) or attacks ({attack}).",
           "In an attack the scribe enters the defence values turned up; the program works out which cards "
           "fall. End of turn with {end_turn}.",
           "Faster in the entry line: 'z' draws, 'a Sö 6 -Rit Pferd T 2,4' attacks with the mercenary (6), "
           "discards a knight (requires: horse) and names the gate values turned up, 'e' ends the turn. Card "
           "names are read by their unique beginning. Discarded cards named are checked (units for mercenary, "
           "attack plan and priest) and the discard pile is kept as a list; the page shows what may still be in "
           "the draw pile, and the attack its exact odds."],
}
