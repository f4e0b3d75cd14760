"""The short guide of Titan – Die Arena (Help menu)."""

from __future__ import annotations

#: the short guide of the game (Help menu): paragraphs in German and English; keys as {name} of ui.shortcuts
GUIDE: dict[str, list[str]] = {
    "de": ["Titan – Die Arena: erst die Startgebote, dann spielt jeder reihum Karten auf die Kreaturen und wettet "
           "offen oder geheim. Die Seite zeigt die Kreaturen mit Stärke und Wetten, die Handkarten und die "
           "Dukaten jedes Spielers.",
           "Karte spielen ({play}), Fähigkeit ({power}), offene Wette ({open_bet}) und Zugende ({end_turn}); am "
           "Ende werden die geheimen Wetten aufgedeckt und gewertet.",
           "Schneller in der Eingabezeile: „H 3“ spielt Hydra 3, „H z0“ einen Zuschauer 0, „w Ti“ wettet offen auf "
           "den Titan, „g“ wettet geheim, „A 8“ bietet beim Startgebot, "
           "„gs“ schließt die Gebote (Gebote schließen), „e“ beendet den Zug; die ersten Buchstaben "
           "genügen, wenn sie nur eine Kreatur oder einen Spieler meinen. Unter „Karten“ steht, welche Stärkewerte "
           "jeder Kreatur noch niemand gesehen hat und wie wahrscheinlich die nächste Karte höher oder niedriger ist."],
    "en": ["Titan – The Arena: the opening bids first, then each player in turn plays cards on the creatures "
           "and bets openly or secretly. The page shows the creatures with strength and bets, the hands and "
           "each player's ducats.",
           "Play a card ({play}), power ({power}), open bet ({open_bet}) and end of turn ({end_turn}); at the end "
           "the secret bets are revealed and scored.",
           "Faster in the entry line: 'H 3' plays Hydra 3, 'H z0' a spectator 0, 'w Ti' bets openly on the Titan, "
           "'g' bets secretly, 'A 8' bids at the start, "
           "'gs' closes the bidding, 'e' ends the turn; the first letters are enough when they "
           "mean one creature or player. 'Cards' shows which strength values of each creature nobody has seen yet "
           "and how likely the next card is higher or lower."],
}
