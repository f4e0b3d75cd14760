"""The short guide of Titan – Die Arena (Help menu)."""

from __future__ import annotations

#: the short guide of the game (Help menu): paragraphs in German and English; keys as {name} of ui.shortcuts
GUIDE: dict[str, list[str]] = {
    "de": ["Titan – Die Arena: erst die Startgebote, dann spielt jeder reihum Karten auf die Kreaturen und wettet "
           "offen oder geheim. Die Seite zeigt die Kreaturen mit Stärke und Wetten, die Handkarten und die "
           "Dukaten jedes Spielers.",
           "Karte spielen ({play}), Fähigkeit ({power}), offene Wette ({open_bet}) und Zugende ({end_turn}); am "
           "Ende werden die geheimen Wetten aufgedeckt und gewertet."],
    "en": ["Titan – The Arena: the opening bids first, then each player in turn plays cards on the creatures "
           "and bets openly or secretly. The page shows the creatures with strength and bets, the hands and "
           "each player's ducats.",
           "Play a card ({play}), power ({power}), open bet ({open_bet}) and end of turn ({end_turn}); at the end "
           "the secret bets are revealed and scored."],
}
