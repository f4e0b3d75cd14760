"""The players' display in the app (issue 26): its window (:mod:`ui.display.window`), the web page's dialog with
its QR code (:mod:`ui.display.serving`) and the one hook the main window calls (:func:`install`)."""

from __future__ import annotations

from ui.display.hook import install

__all__ = ["install"]
