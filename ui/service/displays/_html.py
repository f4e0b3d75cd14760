"""What the games' display parts share: the display's words, tables, odds bars, the dice's luck and the players'
colours, as HTML that both Qt's rich text (the window) and a browser (the page) read. Every string from the game
is escaped here or by the caller.

>>> table(("", "KP"), [("<b>Anna</b>", "12")]).endswith('<th>KP</th></tr><tr><td><b>Anna</b></td><td>12</td></tr></table>')
True
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from fractions import Fraction
from html import escape

from ui.service.displays import DisplayOdds, Panel

WORDS = {
    "round": ("Runde", "Round"), "turn": ("Zug", "Turn"), "phase": ("Phase", "Phase"), "to_move": ("am Zug", "to move"),
    "pact": ("Nichtangriffspakt noch {n} Runden", "Non-aggression pact: {n} more rounds"),
    "pact_one": ("Nichtangriffspakt noch 1 Runde", "Non-aggression pact: 1 more round"),
    "pact_over": ("Pakt vorbei", "Pact over"), "player": ("Spieler", "Player"), "points": ("KP", "CP"),
    "power": ("Titan", "Titan"), "to_next": ("noch {n}", "{n} to go"), "gems": ("LS", "gems"),
    "vp": ("SP", "VP"), "goals": ("Ziele", "Goals"), "next_god": ("nächster Gott bei", "next god at"),
    "armies": ("Armeen", "Armies"), "armies_of": ("Armeen von {p}", "{p}'s armies"),
    "hidden": ("{n} verdeckt", "{n} hidden"), "battles": ("Letzte Kämpfe", "Last battles"),
    "battle": ("Kampf", "Battle"), "against": ("gegen", "against"), "figures": ("Figuren", "figures"),
    "hits": ("Treffer", "hits"), "luck": ("Würfelglück", "The dice's luck"), "winner": ("Sieger", "Winner"),
    "open_table": ("Der Tisch spielt offen.", "The table plays open."), "none": ("–", "–"),
    "creatures": ("Kreaturen", "Creatures"), "bets": ("Wetten", "Bets"), "secret": ("verdeckt", "secret"),
    "leads": ("vorn", "leads"), "strength": ("Stärke", "strength"), "sponsor": ("Sponsor", "sponsor"),
    "gate": ("Tor", "Gate"), "castle": ("Burg", "Castle"), "hand": ("Hand", "Hand"), "display": ("Auslage", "Display"),
    "bonus": ("Angriffsbonus", "Attack bonus"), "draw_pile": ("Nachziehstapel", "Draw pile"),
    "level": ("Level", "Level"), "clock": ("Clock", "Clock"), "stock": ("Vorrat", "Stock"), "deck": ("Deck", "Deck"),
    "stage": ("Bühne", "Stage"), "climax": ("Climax", "Climax"), "attack": ("Angriff", "Attack"),
    "waiting": ("Warteraum", "Waiting room"), "table": ("Tisch", "Table"), "odds": ("Chancen", "Odds"),
    "not_started": ("Die Partie ist noch nicht aufgestellt.", "The game is not set up yet."),
    "title": ("Spieleranzeige", "Players' display"), "last": ("Zuletzt", "Last"),
    "entry": ("Eintrag {n}", "Entry {n}"), "stale": ("NICHT AKTUELL", "NOT CURRENT"),
    "page": ("Seite {i} von {n}", "Page {i} of {n}"), "players": ("Spieler", "Players"),
}

#: the colours of the players' pieces as the display paints them (Gods of Titan's marker colours by name)
MARKER_COLOURS = {"Rot": "#e0503f", "Blau": "#4f8ef0", "Gelb": "#e8c22a", "Grün": "#3cb371", "Schwarz": "#9a9a9a"}
#: the colours of seats in games without coloured pieces, in seat order
SEAT_COLOURS = ("#4f8ef0", "#e0503f", "#3cb371", "#e8c22a", "#b57be8", "#e88a2a")


def w(key: str, lang: str, **kw: object) -> str:
    text = WORDS[key][1 if lang == "en" else 0]
    return text.format(**kw) if kw else text


def num(x: Fraction | int | float) -> str:
    if isinstance(x, Fraction):
        return str(x.numerator) if x.denominator == 1 else f"{float(x):.1f}"
    return str(x)


def percent(x: float, lang: str) -> str:
    text = f"{100 * x:.0f} %"
    return text if lang == "en" else text.replace(".", ",")


def seat_colours(players: Iterable[str]) -> dict[str, str]:
    """Each player's colour by seat (games whose pieces have no colour of their own)."""
    return {p: SEAT_COLOURS[i % len(SEAT_COLOURS)] for i, p in enumerate(players)}


def one_line(text: str) -> str:
    """``text`` escaped, kept on one line where the page's columns allow (an army's marker, a land: the page's
    class ``one-line``; Qt's rich text would break such a word anywhere, so the window wraps it at its spaces)."""
    return f'<span class="one-line">{escape(text)}</span>'


def who(name: str, colour: str) -> str:
    """A player's name in the player's colour (escaped)."""
    return f'<span style="color: {colour}"><b>{escape(name)}</b></span>' if colour else f"<b>{escape(name)}</b>"


def table(head: Iterable[str], rows: Iterable[Iterable[str]]) -> str:
    """A table; the cells are already escaped HTML (an empty head leaves out the head row)."""
    head = tuple(head)
    out = ['<table class="t" cellspacing="0" cellpadding="2">']
    if any(head):
        out += ["<tr>", *(f"<th>{h}</th>" for h in head), "</tr>"]
    elif head:
        out += ["<tr>", *("<th></th>" for _ in head), "</tr>"]
    for row in rows:
        out += ["<tr>", *(f"<td>{c}</td>" for c in row), "</tr>"]
    return "".join([*out, "</table>"])


def odds_html(odds: DisplayOdds, colours: Mapping[str, str] | None = None) -> str:
    """The odds as bars, each with its sentence (a bar in the colour of the player it is about, by its key), then
    what conceding would give."""
    rows = []
    for b in odds.bars:
        pct = max(0, min(100, round(100 * b.chance)))
        colour = (colours or {}).get(b.key) or "#22aa88"
        bar = (f'<table class="bar" width="100%" cellspacing="0"><tr><td class="on" bgcolor="{escape(colour)}" '
               f'width="{max(pct, 1)}%">&nbsp;</td><td class="off" bgcolor="#333333" width="{max(100 - pct, 1)}%">'
               "&nbsp;</td></tr></table>")
        rows.append(f'<tr><td class="sentence">{escape(b.sentence)}</td><td width="40%">{bar}</td></tr>')
    ends = "".join(f'<p class="small">{escape(e)}</p>' for e in odds.endings)
    return f'<table class="odds" width="100%">{"".join(rows)}</table>{ends}'


def lines_html(lines: Iterable[str]) -> str:
    return "".join(f"<p>{escape(line)}</p>" for line in lines)


def luck_panel(luck: tuple[str, ...], lang: str) -> Panel:
    return Panel(w("luck", lang), lines_html(luck))


def odds_panel(odds: DisplayOdds, lang: str) -> Panel:
    return Panel(w("odds", lang), odds_html(odds))
