"""The players' page's live channel, on the page's side (issue 34): the script that keeps the page current, the
"not current" mark, and the QR code of the page's own link.

The server (:mod:`ui.service.serve`) pushes each new display as a server-sent event ``display`` on ``live`` (beside
the page): ``{"version": ..., "html": ...}``, where ``html`` is :func:`ui.service.display_page.body_html`. The script
puts it into the page's element ``#display`` and announces it. The contract with whoever lays out the page:

- ``document`` gets the event ``display:updated`` after ``#display`` was replaced (a layout that fits the page to
  the screen runs again there);
- while the page is not current, ``<body>`` has the attribute ``data-stale`` (``offline``: the server cannot be
  reached; ``renewed``: the scribe renewed the link, this one is locked out; ``store``: the game cannot be read) and
  the class ``stale``; ``document`` gets ``display:stale`` with ``detail.stale`` (true/false) and ``detail.why``
  whenever that changes. The element ``#live-state`` says it in words (styled here plainly; a layout may restyle it);
- ``#link-qr`` holds the QR code of the page's own link (in a corner of a wide screen; a layout may place it).

>>> "EventSource" in live_piece("de", None) and 'id="link-qr"' not in live_piece("en", None)
True
"""

from __future__ import annotations

import base64
import io
import json
from html import escape

#: "not current", by why (offline, renewed, store), German and English
WHY = {
    "offline": ("Nicht aktuell: keine Verbindung zum Schriftführer", "Not current: no connection to the scribe"),
    "renewed": ("Nicht aktuell: dieser Link wurde erneuert – bitte den neuen QR-Code scannen",
                "Not current: this link was renewed – please scan the new QR code"),
    "store": ("Nicht aktuell: die Partie ist gerade nicht lesbar", "Not current: the game cannot be read just now"),
}

_STYLE = ("#live-state { display: none; position: fixed; top: 0; left: 0; right: 0; z-index: 10; padding: 0.3em 0.6em; "
          "background: #b00; color: #fff; font-weight: bold; }\n"
          "body.stale #live-state { display: block; } body.stale #display { opacity: 0.45; }\n"
          "body.stale #link-qr { display: none; }\n"  # its link may be an old one
          "#link-qr { position: fixed; right: 0.4em; bottom: 0.4em; background: #fff; padding: 3px; line-height: 0; }\n"
          "#link-qr img { width: min(16vw, 16vh, 160px); height: auto; }\n"
          # a phone has the link already; the QR code is for the TV's and the laptop's screen
          "@media (max-width: 700px) { #link-qr { display: none; } }\n")

#: the page's script (plain JavaScript, no library): EventSource with its own reconnecting, a watchdog for a
#: connection that went silent (the server sends a comment every few seconds), the stale mark
_SCRIPT = """
(function () {
  const words = %(words)s;
  const body = document.body, state = document.getElementById('live-state');
  let why = null, last = Date.now(), source = null;
  function mark(reason) {
    if (reason === why) return;
    why = reason;
    if (reason) { body.setAttribute('data-stale', reason); body.classList.add('stale'); state.textContent = words[reason]; }
    else { body.removeAttribute('data-stale'); body.classList.remove('stale'); state.textContent = ''; }
    document.dispatchEvent(new CustomEvent('display:stale', {detail: {stale: !!reason, why: reason}}));
  }
  function open() {
    source = new EventSource('live');
    source.addEventListener('open', () => { last = Date.now(); });
    source.addEventListener('ping', () => { last = Date.now(); });
    source.addEventListener('display', (e) => {
      last = Date.now();
      const d = JSON.parse(e.data);
      if (d.version !== body.getAttribute('data-version')) {
        document.getElementById('display').innerHTML = d.html;
        body.setAttribute('data-version', d.version);
        if (d.title) document.title = d.title;
        document.dispatchEvent(new CustomEvent('display:updated', {detail: {version: d.version}}));
      }
      mark(null);
    });
    source.addEventListener('store', () => { last = Date.now(); mark('store'); });
    source.addEventListener('renewed', () => { source.close(); mark('renewed'); });
    source.addEventListener('error', () => {
      if (why === 'renewed') return;
      mark('offline');
      if (source.readyState === EventSource.CLOSED) setTimeout(open, 2000);  // refused (a new token?): try again
    });
  }
  setInterval(() => { if (why !== 'renewed' && Date.now() - last > %(silent_ms)d) { mark('offline'); source.close(); open(); } },
              1000);
  open();
})();
"""

#: how long the page waits for any word from the server before it calls itself not current (the server says
#: something every PING_S seconds)
PING_S = 5
SILENT_MS = 3 * PING_S * 1000


def qr_svg(url: str) -> str:
    """The QR code of ``url`` as an SVG data address (segno, pure Python)."""
    import segno

    out = io.BytesIO()
    segno.make(url, error="m").save(out, kind="svg", scale=4, border=2)
    return "data:image/svg+xml;base64," + base64.b64encode(out.getvalue()).decode("ascii")


def live_piece(lang: str, link: str | None) -> str:
    """What the server adds at the end of the page's body: the "not current" line, the QR code of ``link`` (the
    page's own address as phones reach it; None: none) and the live script."""
    en = lang == "en"
    words = {k: v[1 if en else 0] for k, v in WHY.items()}
    script = _SCRIPT % {"words": json.dumps(words, ensure_ascii=False).replace("<", "\\u003c"), "silent_ms": SILENT_MS}
    qr = f'<div id="link-qr"><img alt="{escape(link)}" src="{qr_svg(link)}"></div>' if link else ""
    return f'<style>{_STYLE}</style><div id="live-state" role="status"></div>{qr}<script>{script}</script>'
