"""Translations of the app: German is the source language, English ships as ``schriftfuehrer_en.qm``.

Every user-visible string goes through ``self.tr()`` or :func:`tr`; switching the
language installs or removes the translator, and windows rebuild their texts
on ``QEvent.LanguageChange``.

>>> lang_of("en_GB"), lang_of("de")
('en', 'de')
"""

from __future__ import annotations

from pathlib import Path

from ui.qt import QtCore

LANGUAGES = ("de", "en")
_HERE = Path(__file__).parent
_installed: list[QtCore.QTranslator] = []
_current = "de"


def lang_of(code: str) -> str:
    """``de`` or ``en`` for a locale name; anything not English is German."""
    return "en" if code.lower().startswith("en") else "de"


def qm_path(lang: str) -> Path:
    return _HERE / f"schriftfuehrer_{lang}.qm"


def current() -> str:
    """The language in force (``de`` or ``en``), also passed to the referee's messages."""
    return _current


def _load(path: Path | str) -> QtCore.QTranslator | None:
    t = QtCore.QTranslator()
    return t if t.load(str(path)) else None


def set_language(lang: str) -> bool:
    """Install the translators for ``lang``: ours for English, Qt's own German for the standard
    buttons and dialogs in German.  True when the language changed."""
    global _current
    lang = lang_of(lang)
    app = QtCore.QCoreApplication.instance()
    changed = lang != _current
    if app is None:
        _current = lang
        return changed
    if not changed and _installed:
        return False
    for old in _installed:
        app.removeTranslator(old)
    _installed.clear()
    # ours first; game pages may ship their own files as ``<module>_en.qm`` beside it
    wanted: list[Path | str] = ([qm_path("en"), *sorted(p for p in _HERE.glob("*_en.qm") if p != qm_path("en"))]
                                if lang == "en" else [])
    if lang == "de":
        qt_dir = QtCore.QLibraryInfo.path(QtCore.QLibraryInfo.LibraryPath.TranslationsPath)
        wanted.append(f"{qt_dir}/qtbase_de.qm")
    for path in wanted:
        loaded = _load(path)
        if loaded is None and path == qm_path("en"):
            raise FileNotFoundError(path)
        if loaded is not None:
            app.installTranslator(loaded)
            _installed.append(loaded)
    _current = lang
    return changed


def tr(context: str, text: str) -> str:
    """Translate ``text`` outside a QObject (``context`` as lupdate sees it)."""
    return QtCore.QCoreApplication.translate(context, text)


def locale() -> QtCore.QLocale:
    """The number and date format of the language in force (German: ``71 %``, ``25.11.26``; English: ``71%``)."""
    if _current == "en":
        system = QtCore.QLocale.system()
        if system.language() == QtCore.QLocale.Language.English:
            return system
        return QtCore.QLocale(QtCore.QLocale.Language.English, QtCore.QLocale.Country.UnitedKingdom)
    return QtCore.QLocale(QtCore.QLocale.Language.German, QtCore.QLocale.Country.Germany)


def percent(p: float, decimals: int | None = None) -> str:
    """``p`` (0…1) as a percentage in the locale's format: ``71 %`` in German, ``71%`` in English; small
    and near-certain values keep one decimal so that 0.4 % is not shown as 0 %."""
    value = 100 * float(p)
    prefix = ""
    if decimals is None:
        decimals = 0 if value == 0 or value == 100 or 1 <= value <= 99 else 1
        if 0 < value < 0.05 or 99.95 < value < 100:  # never "0 %" for what can happen, nor "100 %" for what can fail
            prefix, value = ("<\u00a0", 0.1) if value < 50 else (">\u00a0", 99.9)
    number = locale().toString(value, "f", decimals)
    return prefix + (f"{number}\u00a0%" if _current == "de" else f"{number}%")


def number(value: float, decimals: int = 0) -> str:
    """``value`` with the locale's decimal and group separators (``20.000``, ``3,25`` / ``20,000``, ``3.25``)."""
    return locale().toString(float(value), "f", decimals)
