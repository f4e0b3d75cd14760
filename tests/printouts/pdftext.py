"""Reading printed PDFs back for the tests: text and page sizes (pypdf)."""

from __future__ import annotations

from pathlib import Path

import pypdf


def pages(path: Path) -> list[str]:
    """The text of every page."""
    return [p.extract_text() for p in pypdf.PdfReader(str(path)).pages]


def text(path: Path) -> str:
    return "\n".join(pages(path))


def lines(path: Path) -> list[str]:
    return [ln.strip() for ln in text(path).splitlines() if ln.strip()]


def size_mm(path: Path) -> tuple[int, int]:
    """Width and height of the first page in whole millimetres."""
    box = pypdf.PdfReader(str(path)).pages[0].mediabox
    return round(float(box.width) / 72 * 25.4), round(float(box.height) / 72 * 25.4)
