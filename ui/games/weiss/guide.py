"""The short guide of Weiß Schwarz (Help menu)."""

from __future__ import annotations

#: the short guide of the game (Help menu): paragraphs in German and English; keys as {name} of ui.shortcuts
GUIDE: dict[str, list[str]] = {
    "de": ["Weiß Schwarz für zwei mit je einem 50-Karten-Deck. Die Seite zeigt Bühne, Hand, Clock, Level und "
           "Stock beider Spieler.",
           "Karten ziehen ({draw}), nächste Phase ({phase}), Karte spielen ({play}) und Angriff ({attack}). "
           "Schaden und Levelaufstieg werden geprüft; wer Level 4 erreicht, verliert.",
           "Schneller in der Eingabezeile: p (nächste Phase), z Kaze (ziehen; die Starthand mit dem Spieler davor: "
           "z Ben Kaze Hana …), a vm Hana (Angriff von vorne Mitte, "
           "Trigger Hana; f, s oder d davor für frontal, seitlich, direkt), s Yuki Mei (Schaden), k (Kampf); "
           "eine Karte nach einem Schrägstrich ging beim Refresh in den Clock. Die Chancen zeigen auch die "
           "ganze Angriffsphase mit jedem Trigger."],
    "en": ["Weiss Schwarz for two, each with a 50-card deck. The page shows stage, hand, clock, level and stock "
           "of both players.",
           "Draw cards ({draw}), next phase ({phase}), play a card ({play}) and attack ({attack}). Damage and "
           "level-up are checked; whoever reaches level 4 loses.",
           "Faster in the entry line: p (next phase), z Kaze (draw; the opening hand with the player first: "
           "z Ben Kaze Hana …), a vm Hana (attack from front centre, trigger "
           "Hana; f, s or d before it for front, side, direct), s Yuki Mei (damage), k (battle); a card after a "
           "slash went to clock at a refresh. The odds also show the whole attack phase with every trigger."],
}
