"""The players' display as one HTML page: for the web page (kept current by the server's live channel) and the desktop window
(Qt's rich text reads the same page). Every string from the game is escaped; large type, read-only.

>>> "<script" in page_html(Display(1, "got", "<b>x</b>", "de", 0, "v", None))
False
"""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction
from html import escape

from referee.arena.public import ArenaPublic
from referee.burgenkrieg.public import BurgenkriegPublic
from referee.core.view import TableView
from referee.got.fight import ARMIES_HIDDEN_SECTION
from referee.got.public import GotPublic, PublicFight
from referee.rampage.public import RampagePublic
from referee.registry import game_ids, spec
from referee.weiss.public import WeissPublic
from referee.weiss.state import slot_word
from ui.service.display import Display, DisplayOdds

WORDS = {
    "round": ("Runde", "Round"), "turn": ("Zug", "Turn"), "phase": ("Phase", "Phase"), "to_move": ("am Zug", "to move"),
    "pact": ("Nichtangriffspakt noch {n} Runden", "Non-aggression pact: {n} more rounds"),
    "pact_one": ("Nichtangriffspakt noch 1 Runde", "Non-aggression pact: 1 more round"),
    "pact_over": ("Pakt vorbei", "Pact over"), "player": ("Spieler", "Player"), "points": ("KP", "CP"),
    "power": ("Titan", "Titan"), "to_next": ("noch {n}", "{n} to go"), "gems": ("LS", "gems"),
    "vp": ("SP", "VP"), "goals": ("Ziele", "Goals"), "next_god": ("nächster Gott bei", "next god at"),
    "armies": ("Armeen", "Armies"), "hidden": ("{n} verdeckt", "{n} hidden"), "battles": ("Letzte Kämpfe", "Last battles"),
    "battle": ("Kampf", "Battle"),
    "not_revealed": (f"Armeen noch verdeckt ({ARMIES_HIDDEN_SECTION})", f"armies still hidden ({ARMIES_HIDDEN_SECTION})"),
    "hits": ("Treffer", "hits"), "luck": ("Würfelglück", "The dice's luck"), "winner": ("Sieger", "Winner"),
    "open_table": ("Der Tisch spielt offen.", "The table plays open."), "none": ("–", "–"),
    "creatures": ("Kreaturen", "Creatures"), "bets": ("Wetten", "Bets"), "secret": ("verdeckt", "secret"),
    "leads": ("vorn", "leads"), "strength": ("Stärke", "strength"), "sponsor": ("Sponsor", "sponsor"),
    "gate": ("Tor", "Gate"), "castle": ("Burg", "Castle"), "hand": ("Hand", "Hand"), "display": ("Auslage", "Display"),
    "bonus": ("Angriffsbonus", "Attack bonus"), "zone": ("Zone", "Zone"), "level": ("Level", "Level"),
    "clock": ("Clock", "Clock"), "stock": ("Vorrat", "Stock"), "deck": ("Deck", "Deck"), "stage": ("Bühne", "Stage"),
    "climax": ("Climax", "Climax"), "attack": ("Angriff", "Attack"), "waiting": ("Warteraum", "Waiting room"),
    "not_started": ("Die Partie ist noch nicht aufgestellt.", "The game is not set up yet."),
    "title": ("Spieleranzeige", "Players' display"),
}

def style(scale: float | None = None) -> str:
    """The page's style: for a browser sized by the screen's width (``scale`` None), for Qt's rich text in pixels
    (``scale`` 1.0 for a window 1000 pixels wide)."""

    def size(px: float, vw: float) -> str:
        return f"{round(px * scale)}px" if scale is not None else f"max({px * 0.7:.0f}px, {vw}vw)"

    return (f"body {{ background: #111; color: #eee; font-family: sans-serif; font-size: {size(26, 2.4)}; margin: 0.5em; }}\n"
            f"p {{ font-size: {size(26, 2.4)}; }} td {{ font-size: {size(26, 2.4)}; }} th {{ font-size: {size(26, 2.4)}; }}\n"
            f".h1 {{ font-size: {size(40, 3.6)}; font-weight: bold; margin: 0.2em 0; }}\n"
            f".h2 {{ font-size: {size(32, 2.9)}; font-weight: bold; margin: 0.6em 0 0.2em 0; color: #fc6; }}\n"
            "table.t { border-collapse: collapse; } table.t td, table.t th { padding: 4px 14px; "
            "border-bottom: 1px solid #444; }\n"
            f"th {{ text-align: left; color: #aaa; }} .big {{ font-size: {size(34, 3.1)}; font-weight: bold; }}\n"
            ".muted { color: #aaa; } .bar { background: #2a8; } .barrest { background: #333; }\n"
            + ("" if scale is not None else "table.t { display: block; overflow-x: auto; max-width: 100%; }\n"))


STYLE = style()


#: Weiß Schwarz's attack kinds and steps in words (§ 6 I)
ATTACK_KINDS = {"front": ("Frontalangriff", "front attack"), "side": ("Seitenangriff", "side attack"),
                "direct": ("Direktangriff", "direct attack"),
                # the attack's next step (§ 6 IV, V)
                "damage": ("als Nächstes: Schaden", "next: damage"), "battle": ("als Nächstes: Kampf", "next: battle")}


def w(key: str, lang: str, **kw: object) -> str:
    text = WORDS[key][1 if lang == "en" else 0]
    return text.format(**kw) if kw else text


def num(x: Fraction | int | float) -> str:
    if isinstance(x, Fraction):
        return str(x.numerator) if x.denominator == 1 else f"{float(x):.1f}"
    return str(x)


def _table(head: Iterable[str], rows: Iterable[Iterable[str]]) -> str:
    """A table; the cells are already escaped HTML."""
    out = ['<table class="t"><tr>', *(f"<th>{h}</th>" for h in head), "</tr>"]
    for row in rows:
        out += ["<tr>", *(f"<td>{c}</td>" for c in row), "</tr>"]
    return "".join([*out, "</table>"])


def _header(v: TableView, lang: str, round_word: str) -> str:
    h = v.header
    parts = []
    if h.round is not None:
        parts.append(f"{escape(round_word)} {h.round}")  # Runde, or Zug where the game counts turns
    if h.to_move:
        parts.append(f"{escape(h.to_move)} {w('to_move', lang)}")
    if h.phase:
        parts.append(escape(h.phase))
    if h.winners:
        parts.append(f"{w('winner', lang)}: {escape(', '.join(h.winners))}")
    return f'<p class="big">{" · ".join(parts)}</p>'


def _odds(odds: DisplayOdds, lang: str) -> str:
    rows = []
    for b in odds.bars:
        pct = max(0, min(100, round(100 * b.chance)))
        bar = (f'<table width="100%" cellspacing="0"><tr><td class="bar" bgcolor="#22aa88" width="{max(pct, 1)}%">&nbsp;</td>'
               f'<td class="barrest" bgcolor="#333333" width="{max(100 - pct, 1)}%">&nbsp;</td></tr></table>')
        rows.append(f"<tr><td>{escape(b.sentence)}</td><td width=\"50%\">{bar}</td></tr>")
    ends = "".join(f"<p>{escape(e)}</p>" for e in odds.endings)
    return f'<table width="100%">{"".join(rows)}</table>{ends}'


def _fight(f: PublicFight, lang: str) -> str:
    head = (f"<p class='h2'>{w('battle', lang)}: {escape(f.attacker)} ({escape(f.attacker_owner)}) – {escape(f.defender)} "
            f"({escape(f.defender_owner)}), {escape(f.land)}, {w('round', lang)} {f.round}</p>")
    if not f.revealed:
        return head + f"<p>{w('not_revealed', lang)}: {f.attacker_size} – {f.defender_size}</p>"

    def side(fighters: Iterable[object]) -> str:
        cells = []
        for x in fighters:
            name, power, skill, hits, beaten = (getattr(x, k) for k in ("name", "power", "skill", "hits", "beaten_in"))
            text = f"{escape(name)} {power}-{skill}" + (f" · {hits} {w('hits', lang)}" if hits else "")
            cells.append(f"<s>{text}</s>" if beaten is not None else text)
        return "<br>".join(cells)

    hits = (f"{w('hits', lang)}: {escape(f.attacker_owner)} {f.hits('attacker')} – "
            f"{escape(f.defender_owner)} {f.hits('defender')}")
    return head + f'<table class="t" width="100%"><tr><td>{side(f.attackers)}</td><td>{side(f.defenders)}</td></tr></table>' \
        f"<p>{hits}</p>"


def _got(v: GotPublic, lang: str, odds: DisplayOdds | None = None, luck: tuple[str, ...] = ()) -> str:
    pact = (w("pact_over", lang) if not v.pact_rounds_left else w("pact_one", lang) if v.pact_rounds_left == 1
            else w("pact", lang, n=v.pact_rounds_left))
    out = [f"<p>{pact}"
           + (f" · {w('open_table', lang)}" if v.open_table else "") + "</p>"]
    rows = []
    for p in v.players:
        to_next = w("to_next", lang, n=num(p.points_to_next_power))
        power = "–" if p.titan_power is None else f'{p.titan_power} <span class="muted">({to_next})</span>'
        goals = escape(", ".join(p.goals)) or w("none", lang)
        name = f"<s>{escape(p.name)}</s>" if p.eliminated else escape(p.name)
        rows.append((f"{name} <span class=\"muted\">{escape(p.colour)}</span>", f"<b>{num(p.points)}</b>", power,
                     str(p.gems), str(p.victory_points), goals, str(p.next_god)))
    out.append(_table((w("player", lang), w("points", lang), w("power", lang), w("gems", lang), w("vp", lang),
                       w("goals", lang), w("next_god", lang)), rows))
    if v.fight is not None:
        out.append(_fight(v.fight, lang))
    if odds is not None:
        out.append(_odds(odds, lang))
    if luck:
        out.append(_luck(luck, lang))
    if v.battles:
        out.append(f"<p class='h2'>{w('battles', lang)}</p>" + "".join(f"<p>{escape(b.text)}</p>" for b in v.battles))
    armies = [(escape(a.marker), escape(a.land), str(a.size),
               escape(", ".join(a.figures)) + (f" <span class=\"muted\">{w('hidden', lang, n=a.hidden)}</span>"
                                               if a.hidden else ""))
              for a in v.armies if a.owner != "neutral"]
    out.append(f"<p class='h2'>{w('armies', lang)}</p>" + _table(("", "", "#", ""), armies))
    return "".join(out)


def _arena(v: ArenaPublic, lang: str) -> str:
    rows = [(escape(c.name) if c.alive else f"<s>{escape(c.name)}</s>", "" if c.strength is None else str(c.strength),
             escape(c.sponsor or ""), escape(" | ".join(" ".join(col) for col in c.columns if col))) for c in v.creatures]
    bets = [(escape(b.player), escape(b.creature) if b.creature else w("secret", lang), str(b.round or ""))
            for b in v.bets]
    lead = escape(", ".join(v.leaders)) or w("none", lang)
    score = " · ".join(f"{escape(p)} {n}" for p, n in v.scores)
    return (f"<p class=\"big\">{w('leads', lang)}: {lead}</p><p>{score}</p><p class='h2'>{w('creatures', lang)}</p>"
            + _table(("", w("strength", lang), w("sponsor", lang), ""), rows)
            + f"<p class='h2'>{w('bets', lang)}</p>" + _table(("", "", w("round", lang)), bets))


def _rampage(v: RampagePublic, lang: str) -> str:
    rows = [(escape(s.name), f"<b>{s.gate}</b> {escape(s.gate_top)}", f"<b>{s.castle}</b> {escape(s.castle_top)}",
             str(s.hand), escape(", ".join(s.display))) for s in v.sides]
    bonus = f"<p>{w('bonus', lang)}: +{v.bonus}</p>" if v.bonus else ""
    return _table(("", w("gate", lang), w("castle", lang), w("hand", lang), w("display", lang)), rows) + bonus


def _burgenkrieg(v: BurgenkriegPublic, lang: str) -> str:
    rows = [(escape(z.zone), escape(z.kind), f"<b>{'' if z.points is None else z.points}</b> / {z.start}",
             escape(", ".join(f"{c.name} {c.power}/{c.toughness}" + (f" ({c.damage})" if c.damage else "")
                              for c in z.creatures))) for z in v.zones]
    return _table((w("zone", lang), "", "", ""), rows)


def _weiss(v: WeissPublic, lang: str) -> str:
    rows = [(escape(s.name), f"<b>{len(s.level)}</b>", f"<b>{len(s.clock)}</b>", str(s.stock), str(s.deck), str(s.hand),
             escape(", ".join(c for c in s.stage if c)), escape(s.climax or "")) for s in v.sides]
    out = _table(("", w("level", lang), w("clock", lang), w("stock", lang), w("deck", lang), w("hand", lang),
                  w("stage", lang), w("climax", lang)), rows)
    if v.attack is not None:
        kind = ATTACK_KINDS.get(v.attack.kind, (v.attack.kind, v.attack.kind))[1 if lang == "en" else 0]
        step = ATTACK_KINDS.get(v.attack.step, (v.attack.step, v.attack.step))[1 if lang == "en" else 0]
        out += (f"<p class='h2'>{w('attack', lang)}</p><p>{escape(v.attack.attacker)}: "
                f"{escape(slot_word(v.attack.slot, lang))}, {escape(kind)}, {escape(step)}</p>")
    return out


def body_html(d: Display) -> str:
    """The page's body: title, header, the game's public part, the odds and the luck."""
    lang = d.lang
    out = [f"<p class='h1'>{escape(d.title)}</p>"]
    v = d.view
    if v is None:
        return "".join([*out, f"<p>{w('not_started', lang)}</p>"])
    out.append(_header(v, lang, spec(d.game).round_word(lang) if d.game in game_ids() else w("round", lang)))
    if isinstance(v, GotPublic):
        out.append(_got(v, lang, d.odds, d.luck))
    elif isinstance(v, ArenaPublic):
        out.append(_arena(v, lang))
    elif isinstance(v, RampagePublic):
        out.append(_rampage(v, lang))
    elif isinstance(v, BurgenkriegPublic):
        out.append(_burgenkrieg(v, lang))
    elif isinstance(v, WeissPublic):
        out.append(_weiss(v, lang))
    if d.odds is not None and not isinstance(v, GotPublic):
        out.append(_odds(d.odds, lang))
    if d.luck and not isinstance(v, GotPublic):
        out.append(_luck(d.luck, lang))
    return "".join(out)


def _luck(lines: tuple[str, ...], lang: str) -> str:
    return f"<p class='h2'>{w('luck', lang)}</p>" + "".join(f"<p>{escape(line)}</p>" for line in lines)


def page_html(d: Display, *, tail: str = "") -> str:
    """The whole page; the body's content is the element ``#display`` (the live channel replaces it with each new
    :func:`body_html`); ``tail`` goes at the body's end (the server's live piece, :mod:`ui.service.live_page`)."""
    return (f'<!DOCTYPE html><html lang="{escape(d.lang)}"><head><meta charset="utf-8">'
            '<meta name="viewport" content="width=device-width, initial-scale=1">'
            f"<title>{escape(d.title)} – {w('title', d.lang)}</title><style>{STYLE}</style></head>"
            f'<body data-version="{escape(d.version)}"><div id="display">{body_html(d)}</div>{tail}</body></html>')
