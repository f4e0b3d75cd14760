"""Where the Arena rulebook (000) is silent or contradicts itself (RULES-NOTES, Arena 1–4 and more).

A table switches an interpretation in the setup event's ``settings``.

>>> resolve("arena.final_tie", {}), resolve("arena.spectator_count", {"arena.spectator_count": "8"})
('last_turn', '8')
"""

from __future__ import annotations

from collections.abc import Mapping

from referee.arena.rules import RULES
from referee.core.interpretation import Choice, Interpretation

_G = "arena"
_SPECTATORS, _SPECTATORS_9 = RULES.spectators, RULES.spectators_in_section_9

INTERPRETATIONS: tuple[Interpretation, ...] = (
    Interpretation(
        id="arena.spectator_count", game=_G, sections=("2", "9"),
        title_de="Zahl der Zuschauerkarten", title_en="Number of spectator cards",
        digest_de="Die Materialliste nennt 11 Zuschauer (passend zur Summe von 110 Karten), der "
        "Abschnitt über Zuschauer spricht von acht. Standard: 11 im Stapel.",
        digest_en="The component list has 11 spectators (matching the total of 110 cards); the "
        "spectator section speaks of eight. Default: 11 in the deck.",
        default=str(_SPECTATORS),
        choices=(Choice(str(_SPECTATORS), f"{_SPECTATORS} Zuschauer", f"{_SPECTATORS} spectators"),
                 Choice(str(_SPECTATORS_9), f"{_SPECTATORS_9} Zuschauer", f"{_SPECTATORS_9} spectators")),
    ),
    Interpretation(
        id="arena.spectator_value", game=_G, sections=("9",),
        title_de="Wert einer Zuschauerkarte", title_en="Value of a spectator card",
        digest_de="Zuschauer tragen einen Stärkewert (Beispiel: Schlange 0), die Werte aller 11 stehen "
        "aber nicht im Text. Der Schriftführer gibt den Wert der gespielten Karte ein (0–10).",
        digest_en="Spectators carry a strength (example: snake 0) but the text lists none of the 11. "
        "The scribe enters the value of the card played (0–10).",
        default="entered",
    ),
    Interpretation(
        id="arena.chip_colours", game=_G, sections=RULES.chip_sections,
        title_de="Farben der Wettchips", title_en="Colours of the betting chips",
        digest_de="Jeder Spieler wählt beim Aufbau eine der fünf Chipfarben; der Text nennt die Farben nicht. "
        f"Das Programm bietet {', '.join(RULES.chip_colours)} an (in den Daten änderbar); zwei Spieler "
        "haben nie dieselbe Farbe. Ältere Partien ohne Farben bleiben ohne.",
        digest_en="Every player chooses one of the five chip colours at set-up; the text names no colour. The "
        f"program offers {', '.join(RULES.chip_colours)} (German names, changeable in the data); no two "
        "players share a colour. Older games without colours stay without.",
        default="data",
    ),
    Interpretation(
        id="arena.final_tie", game=_G, sections=("12",),
        title_de="Gleichstand am Spielende", title_en="Tie at the end",
        digest_de="Unter den punktgleichen Spielern gewinnt, wer zuletzt am Zug war. Wahlweise "
        "teilen sich die Punktgleichen den Sieg.",
        digest_en="Among the tied players the one who had the most recent turn wins. Optionally the "
        "tied players share the win.",
        default="last_turn",
        choices=(Choice("last_turn", "zuletzt am Zug gewinnt", "most recent turn wins"),
                 Choice("shared", "geteilter Sieg", "shared win")),
    ),
    Interpretation(
        id="arena.overbid_penalty", game=_G, sections=("5",),
        title_de="Strafe für Überbieten", title_en="Penalty for over-bidding",
        digest_de="Wer das Startgebot gewinnt, aber keine Karte dieser Stärke spielen kann, meldet das; "
        "er beginnt trotzdem, spielt eine beliebige Karte und darf für den Rest des Spiels nur 7 statt "
        "8 Handkarten haben (auch bei einem neuen Gebot nach einem Patt).",
        digest_en="A start-bid winner who cannot play a card of that strength declares it; he still "
        "starts, plays any card and has a hand limit of 7 instead of 8 for the rest of the game (also "
        "for a new bid after a stalemate).",
        default="hand_limit_7",
    ),
    Interpretation(
        id="arena.bid_spectator", game=_G, sections=("5", "9"),
        title_de="Zuschauer erfüllt das Startgebot", title_en="Spectator fulfils the start bid",
        digest_de="Der Text sagt nicht, ob ein Zuschauer mit dem gebotenen Wert als 'Karte der gebotenen "
        "Stärke' gilt. Standard: ja, er zählt mit seinem Wert wie jede Stärke.",
        digest_en="The text does not say whether a spectator of the bid value counts as a card of the "
        "bid strength. Default: yes, it counts with its value like any strength.",
        default="yes",
        choices=(Choice("yes", "ja", "yes"), Choice("no", "nein, nur Stärkekarten", "no, strength cards only")),
    ),
    Interpretation(
        id="arena.referee_turn", game=_G, sections=("10", "6", "11"),
        title_de="Zug mit normalem Schiedsrichter", title_en="Turn with a normal referee",
        digest_de="Der normale Schiedsrichter ist die einzige Handlung des Zuges: keine Wette davor, kein "
        "Abwurf danach. Offen ist, ob am Zugende nachgezogen wird; Standard: ja (Auffüllen ist keine "
        "Handlung), wahlweise nein.",
        digest_en="A normal referee is the only action of the turn: no bet before it, no discard after. "
        "Whether the hand is refilled at the end is open; default: yes (refilling is not an action), "
        "optionally no.",
        default="draw",
        choices=(Choice("draw", "nachziehen", "refill"), Choice("no_draw", "nicht nachziehen", "no refill")),
    ),
    Interpretation(
        id="arena.stalemate_column", game=_G, sections=("14",),
        title_de="Patt: welche Spalte wird neuer Stapel", title_en="Stalemate: which column becomes the deck",
        digest_de="Nach einem Patt werden die Karten der 'ersten Kampfspalte' der neue Nachziehstapel. "
        "Standard: wörtlich die Spalte der Runde 1; wahlweise die laufende Spalte.",
        digest_en="After a stalemate the cards of the 'first battle column' become the new deck. "
        "Default: literally the column of round 1; optionally the current column.",
        default="first",
        choices=(Choice("first", "Spalte der Runde 1", "column of round 1"),
                 Choice("current", "laufende Spalte", "current column")),
    ),
    Interpretation(
        id="arena.discard_order", game=_G, sections=("8", "10", "15.6"),
        title_de="Reihenfolge beim Ablegen einer toten Reihe", title_en="Order when a dead row is discarded",
        digest_de="Der Text legt nicht fest, welche Karte einer toten Reihe oben auf dem Ablagestapel "
        "landet (wichtig für Schiedsrichter, Troll und Einhorn). Das Programm legt aufgedeckte "
        "Wettkarten, dann die Spalten von Runde 1 an ab; oben liegt die oberste Karte der letzten Spalte.",
        digest_en="The text does not fix which card of a dead row ends on top of the discard pile "
        "(matters for referee, troll and unicorn). The program discards revealed bet cards, then the "
        "columns from round 1 on; the top card of the last column ends on top.",
        default="row_order",
    ),
    Interpretation(
        id="arena.stalemate_draw", game=_G, sections=("14", "11", "15.4"),
        title_de="Nachziehen nach einem Patt", title_en="Drawing after a stalemate",
        digest_de="Nach einem Patt zieht jeder am Ende seines Zuges höchstens eine Karte (und nie über "
        "sein Handlimit); die Fähigkeit des Rangers zieht weiter drei.",
        digest_en="After a stalemate everyone draws at most one card at the end of a turn (never above "
        "the hand limit); the Ranger's power still draws three.",
        default="one_per_turn",
    ),
    Interpretation(
        id="arena.secret_bet_card", game=_G, sections=("7", "12"),
        title_de="Geheime Wette im Protokoll", title_en="Secret bet in the journal",
        digest_de="Die verdeckte Karte einer geheimen Wette ist eine Stärkekarte der Kreatur, auf die "
        "gewettet wird. Der Schriftführer darf die Kreatur schon beim Setzen eintragen oder erst beim "
        "Aufdecken; die Stärke wird beim Aufdecken eingetragen. Vor der Wertung müssen alle aufgedeckt sein.",
        digest_en="The face-down card of a secret bet is a strength card of the creature bet on. The "
        "scribe may enter the creature when the bet is placed or only when it is revealed; the strength is "
        "entered at the reveal. All are revealed before scoring.",
        default="creature_optional",
    ),
    Interpretation(
        id="arena.tournament", game=_G, sections=("12", "13"),
        title_de="Was ein Turnier zählt", title_en="What a tournament counts",
        digest_de="Ein Turnier sind drei vorher vereinbarte Partien; je Partie werden die überlebenden "
        "Wettpunkte notiert. Überlebende Wettpunkte gibt es erst am Spielende (nach fünf Runden, alle "
        "geheimen Wetten aufgedeckt): eine laufende Partie zählt nicht und wird mit einer Meldung "
        "abgelehnt. Das Programm verlangt dieselben Spieler in allen drei Partien und jede Partie nur "
        "einmal; Turnierblatt und Seite nehmen die Partie und die nächsten beendeten gespeicherten Partien "
        "derselben Spieler und nennen die noch laufenden.",
        digest_en="A tournament is three games agreed beforehand; the surviving bet points of each game are "
        "noted. Surviving bet points exist only at the end of a game (after five rounds, every secret bet "
        "revealed): a game still running does not count and is refused with a message. The program asks for "
        "the same players in all three games and each game once; the tournament sheet and the page take the "
        "game and the next finished stored games of the same players and name those still running.",
        default="finished_games",
    ),
)

BY_ID: dict[str, Interpretation] = {i.id: i for i in INTERPRETATIONS}


def resolve(interpretation_id: str, settings: Mapping[str, str]) -> str:
    """The value of one interpretation under ``settings``."""
    return BY_ID[interpretation_id].resolve(settings)
