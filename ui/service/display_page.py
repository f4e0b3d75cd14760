"""The players' display as one web page (issue 34): one screen, no scrolling, on a TV, a phone or a laptop.

The page is a column of three: the top (title, round, who moves, phase; the "not current" mark), one line with
the game's note and the last entry, and the rest — the lead (a battle being recorded) and then the game's panels
in as many columns as the screen's width takes (CSS columns). Nothing scrolls (``overflow: hidden``); the page's
fit script (:data:`FIT_SCRIPT`, apart from the connection script of :mod:`ui.service.live_page`) makes the type as
large as fits, down to a readable least size, and past that splits the panels into pages that turn by themselves.
Every string from the game is escaped; read-only.

The "not current" mark is CSS keyed on ``body.stale`` (the server's live channel sets it when the page cannot reach
the server, its link was renewed or the games were replaced), and the live channel's ``display:updated`` lays the
page out anew.

>>> "<script" in page_html(Display(1, "got", "<b>x</b>", "de", 0, "v", None))
True
>>> "<b>x</b>" in page_html(Display(1, "got", "<b>x</b>", "de", 0, "v", None))
False
"""

from __future__ import annotations

from html import escape

from ui.service.display import Display, Layout, layout_of
from ui.service.displays import Panel
from ui.service.displays._html import w

#: the page's style: the frame fills the screen and never scrolls; the panels flow into columns
STYLE = """
html, body { margin: 0; padding: 0; height: 100%; width: 100%; overflow: hidden; }
html { font-size: max(14px, 2.2vmin); }
body { background: #111; color: #eee; font-family: "DejaVu Sans", "Noto Sans", Arial, sans-serif; line-height: 1.25;
  display: flex; flex-direction: column; box-sizing: border-box; padding: 0.35rem 0.6rem; }
#display { flex: 1 1 auto; min-height: 0; display: flex; flex-direction: column; }
#top { flex: 0 0 auto; display: flex; flex-wrap: wrap; align-items: baseline; column-gap: 1rem; }
#top .title { font-size: 1.35rem; font-weight: bold; }
#top .head { font-size: 1.35rem; }
#top .note { color: #bbb; }
#sub { flex: 0 0 auto; display: flex; column-gap: 1rem; color: #bbb; white-space: nowrap; overflow: hidden; }
#sub .last { overflow: hidden; text-overflow: ellipsis; min-width: 0; }
#fit { flex: 1 1 auto; min-height: 0; overflow: hidden; display: flex; flex-direction: column; margin-top: 0.3rem; }
#panels { flex: 1 1 auto; min-height: 0; overflow: hidden; column-width: 22rem; column-gap: 0.8rem;
  column-fill: auto; }
.panel { break-inside: avoid; background: #1a1a1a; border-left: 0.35rem solid var(--c, #555);
  padding: 0.15rem 0.5rem 0.3rem 0.5rem; margin: 0 0 0.5rem 0; overflow: hidden; }
.panel.lead { flex: 0 0 auto; border-left-width: 0.5rem; background: #1c1c24; }
.panel[hidden] { display: none; }
.h2 { font-size: 1.1rem; font-weight: bold; color: #fc6; margin: 0.1rem 0 0.2rem 0; }
.lead .h2 { font-size: 1.25rem; }
p { margin: 0.1rem 0; }
table { border-collapse: collapse; }
table.t td, table.t th { padding: 0.08rem 0.45rem 0.08rem 0; border-bottom: 1px solid #333; vertical-align: top;
  text-align: left; }
th { color: #aaa; font-weight: normal; font-size: 0.85rem; }
table.sides td.side { vertical-align: top; border-left: 0.3rem solid #777; padding: 0 0.5rem; }
table.odds td { padding: 0.1rem 0.3rem 0.1rem 0; }
table.bar { border-collapse: collapse; height: 0.9rem; }
table.bar td { padding: 0; }
.big { font-size: 1.15rem; font-weight: bold; }
.small { font-size: 0.85rem; }
.muted { color: #999; }
.one-line { white-space: nowrap; }
#pager { flex: 0 0 auto; text-align: right; color: #999; font-size: 0.8rem; }
#stale-mark { display: none; }
body.stale #stale-mark { display: block; background: #c0392b; color: #fff; font-weight: bold; padding: 0 0.6rem; }
body.stale #fit, body.stale #sub { opacity: 0.45; }
"""

#: the page's fit script (rendering only; the connection script is separate): the largest type that fits, down to a
#: least size, then pages that turn by themselves. ``window.displayFit()`` lays the page out again (called on
#: resize, and on the event ``display-updated`` after the connection script changed the page).
FIT_SCRIPT = """
(function () {
  var TURN_MS = 8000, timer = null, pages = [], shown = 0;
  function el(id) { return document.getElementById(id); }
  function over() {
    var fit = el("fit"), panels = el("panels"), b = document.body;
    return b.scrollHeight > window.innerHeight + 1 || b.scrollWidth > window.innerWidth + 1 ||
      fit.scrollHeight > fit.clientHeight + 1 || fit.scrollWidth > fit.clientWidth + 1 ||
      (panels !== null && (panels.scrollWidth > panels.clientWidth + 1 || panels.scrollHeight > panels.clientHeight + 1));
  }
  function show(i) {
    shown = i;
    pages.forEach(function (page, k) { page.forEach(function (p) { p.hidden = k !== i; }); });
    var pager = el("pager");
    pager.textContent = pages.length > 1 ?
      pager.getAttribute("data-word").replace("{i}", i + 1).replace("{n}", pages.length) : "";
  }
  function fit() {
    var root = document.documentElement, all = Array.prototype.slice.call(document.querySelectorAll("#panels > .panel"));
    if (timer !== null) { clearInterval(timer); timer = null; }
    all.forEach(function (p) { p.hidden = false; });
    el("pager").textContent = "";
    var w = window.innerWidth, h = window.innerHeight;
    var size = Math.max(14, Math.min(w / 34, h / 19, 40)), least = Math.max(12, Math.min(w, h) / 64);
    root.style.fontSize = size + "px";
    while (over() && size > least) { size = Math.max(least, size * 0.93); root.style.fontSize = size + "px"; }
    if (!over()) {  // then as large as still fits, in finer steps
      while (size * 1.015 <= 40) {
        root.style.fontSize = size * 1.015 + "px";
        if (over()) { break; }
        size = size * 1.015;
      }
      root.style.fontSize = size + "px";
    }
    pages = [all];
    if (over() && all.length > 1) {
      el("pager").textContent = "…";
      pages = [];
      var page = [];
      all.forEach(function (p) { p.hidden = true; });
      all.forEach(function (p) {
        p.hidden = false;
        if (over() && page.length > 0) {
          page.forEach(function (q) { q.hidden = true; });
          pages.push(page);
          page = [];
        }
        page.push(p);
      });
      pages.push(page);
      show(0);
      timer = setInterval(function () { show((shown + 1) % pages.length); }, TURN_MS);
    }
    document.body.setAttribute("data-fit", String(Math.round(size * 10) / 10));
  }
  window.displayFit = fit;
  window.addEventListener("resize", fit);
  document.addEventListener("display-updated", fit);
  document.addEventListener("display:updated", fit);
  if (document.readyState === "loading") { document.addEventListener("DOMContentLoaded", fit); } else { fit(); }
})();
"""


def panel_html(p: Panel, *, lead: bool = False) -> str:
    """One panel as a section: its title, its body, the player's colour as its edge."""
    colour = f' style="--c: {escape(p.colour)}"' if p.colour else ""
    return (f'<section class="panel{" lead" if lead else ""}"{colour}><p class="h2">{escape(p.title)}</p>'
            f"{p.body}</section>")


def frame_html(layout: Layout, lang: str) -> str:
    """The page's body without scripts: top, the line below it, the lead and the panels, the pager."""
    head = f'<span class="head">{layout.top}</span>' if layout.top else ""
    note = f'<span class="note">{layout.note}</span>' if layout.note else ""
    out = [f'<header id="top"><span class="title">{escape(layout.title)}</span>{head}{note}'
           f'<span id="stale-mark">{w("stale", lang)}</span></header>']
    last = f'<span class="last">{w("last", lang)}: {escape(layout.last)}</span>' if layout.last else ""
    out.append(f'<div id="sub">{last}</div><main id="fit">')
    if layout.panels.lead is not None:
        out.append(panel_html(layout.panels.lead, lead=True))
    out.append('<div id="panels">' + "".join(panel_html(p) for p in layout.panels.panels) + "</div></main>")
    out.append(f'<footer id="pager" data-word="{escape(w("page", lang))}"></footer>')
    return "".join(out)


def body_html(d: Display) -> str:
    """The display's content as HTML (the page's body without scripts; the command line prints it as text)."""
    return frame_html(layout_of(d), d.lang)


def page_html(d: Display, *, tail: str = "") -> str:
    """The whole page; the body's content is the element ``#display`` (the live channel replaces it with each new
    :func:`body_html`); ``tail`` goes at the body's end (the server's live piece, :mod:`ui.service.live_page`)."""
    return (f'<!DOCTYPE html><html lang="{escape(d.lang)}"><head><meta charset="utf-8">'
            '<meta name="viewport" content="width=device-width, initial-scale=1">'
            f"<title>{escape(d.title)} – {w('title', d.lang)}</title><style>{STYLE}</style></head>"
            f'<body data-version="{escape(d.version)}"><div id="display">{body_html(d)}</div>'
            f"<script>{FIT_SCRIPT}</script>{tail}</body></html>")
