"""The app's settings, declared once as data and kept in QSettings.

>>> SETTINGS["ui/language"].default, SETTINGS["odds/samples"].type.__name__
('de', 'int')
"""

from __future__ import annotations

import dataclasses
from typing import TypeVar

from ui.qt import QtCore

T = TypeVar("T")


@dataclasses.dataclass(frozen=True)
class Setting:
    key: str
    type: type
    default: object
    description: str


SETTINGS: dict[str, Setting] = {s.key: s for s in (
    Setting("ui/language", str, "de", "Sprache der Oberfläche (de/en) / language of the app"),
    Setting("ui/last_game", int, 0, "zuletzt geöffnete Partie / last opened game"),
    Setting("ui/continue_last", bool, True, "beim Start die letzte Partie fortsetzen / continue the last game on start"),
    Setting("ui/recent_games", str, "", "zuletzt geöffnete Partien, Komma-Liste / recent games"),
    Setting("window/geometry", QtCore.QByteArray, QtCore.QByteArray(), "Fenstergröße und -lage / window geometry"),
    Setting("window/screen", str, "", "Bildschirm der gespeicherten Fenstergröße (Breite×Höhe@Skalierung, logisch) / "
            "the screen the window geometry was saved on (logical width×height@scale)"),
    Setting("window/state", QtCore.QByteArray, QtCore.QByteArray(), "Docks und Leisten / docks and toolbars"),
    Setting("odds/samples", int, 20_000, "Simulationen je Schlachtberechnung / simulated battles per calculation"),
    Setting("print/paper", str, "a4", "Papierformat (a4/letter) / paper size"),
    Setting("store/url", str, "", "Datenbank-URL der Partien (leer: Standard) / game database URL"),
    Setting("backup/keep", int, 10, "so viele Sicherungen der Partien-Datei bleiben / backups of the games file kept"),
    Setting("got/board_file", str, "", "Spielplan-Datei der letzten Gods-of-Titan-Partie / the last game's board file"),
    Setting("display/screen", str, "", "Bildschirm der Spieleranzeige (Seriennummer, Lage, Name) / "
            "the players' display's screen (serial, geometry, name)"),
    Setting("display/serve", str, "", "im Netz bereitgestellte Partie und Adresse, beim nächsten Öffnen wieder "
            "(»ID HOST:PORT«) / the game served on the network and where, served again when it is next opened"),
)}


class Settings:
    """Typed access to :data:`SETTINGS` over a :class:`QSettings` (``path`` for tests)."""

    def __init__(self, path: str | None = None) -> None:
        if path is None:
            self._q = QtCore.QSettings("Schriftfuehrer", "Schriftfuehrer")
        else:
            self._q = QtCore.QSettings(path, QtCore.QSettings.Format.IniFormat)

    def get(self, key: str) -> object:
        """The value of ``key`` as its declared type (:meth:`text`, :meth:`number`, :meth:`flag`, :meth:`data` say
        which)."""
        s = SETTINGS[key]
        value = self._q.value(key, s.default)
        if value is None:
            return s.default
        if s.type is bool:
            if isinstance(value, bool):
                return value
            return str(value).strip().lower() in ("true", "1", "yes")
        if s.type is int:
            try:
                return int(str(value))
            except (TypeError, ValueError):
                return s.default
        if s.type is str:
            return str(value)
        return value

    def text(self, key: str) -> str:
        """A setting declared ``str``."""
        return self._typed(key, str)

    def number(self, key: str) -> int:
        """A setting declared ``int``."""
        return self._typed(key, int)

    def flag(self, key: str) -> bool:
        """A setting declared ``bool``."""
        return self._typed(key, bool)

    def data(self, key: str) -> QtCore.QByteArray:
        """A setting declared ``QByteArray`` (a window's geometry and state); empty when the stored value is not one."""
        value = self.get(key)
        return value if isinstance(value, QtCore.QByteArray) else QtCore.QByteArray()

    def _typed(self, key: str, kind: type[T]) -> T:
        if SETTINGS[key].type is not kind:
            raise TypeError(f"{key} is a {SETTINGS[key].type.__name__}, not a {kind.__name__}")
        value = self.get(key)
        if not isinstance(value, kind):  # get() turns every stored value into the declared type
            raise TypeError(f"{key}: {kind.__name__} expected, got {type(value).__name__}")
        return value

    def set(self, key: str, value: object) -> None:
        s = SETTINGS[key]
        if s.type in (int, str, bool) and (not isinstance(value, s.type) or (s.type is int and isinstance(value, bool))):
            raise TypeError(f"{key}: {s.type.__name__} expected, got {type(value).__name__}")
        self._q.setValue(key, value)

    def recent(self) -> list[int]:
        return [int(x) for x in self.text("ui/recent_games").split(",") if x.strip().isdigit()]

    def add_recent(self, game_id: int, keep: int = 8) -> None:
        ids = [game_id, *[i for i in self.recent() if i != game_id]][:keep]
        self.set("ui/recent_games", ",".join(map(str, ids)))
        self.set("ui/last_game", game_id)

    def sync(self) -> None:
        self._q.sync()
