"""The app's dialog for the players' display on the local network: where to serve it, then its link and QR code.

The page runs (:class:`ui.service.serve.DisplayServer`, in a background thread of the app) until stopped here or
the app ends; it reads the store, so a phone keeps showing the game when the app is restarted and the page is
served again.
"""

from __future__ import annotations

import io

from referee.core.errors import RefereeError
from ui import i18n
from ui.qt import QtCore, QtGui, QtWidgets
from ui.service.serve import DisplayServer, parse_bind


def qr_pixmap(url: str, scale: int = 6) -> QtGui.QPixmap:
    """The QR code of ``url`` (segno, pure Python)."""
    import segno

    out = io.BytesIO()
    segno.make(url, error="m").save(out, kind="png", scale=scale, border=2)
    pixmap = QtGui.QPixmap()
    pixmap.loadFromData(out.getvalue(), "PNG")
    return pixmap


class ServeDialog(QtWidgets.QDialog):
    """Start or stop serving the open game's display; shows the link and its QR code while it runs."""

    def __init__(self, db: str, game_id: int, server: DisplayServer | None,
                 parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.db, self.game_id, self.server = db, game_id, server
        de = i18n.current() != "en"
        self.setWindowTitle("Spieleranzeige im Netz" if de else "Players' display on the network")
        self.where = QtWidgets.QLineEdit("127.0.0.1:8765", self)
        self.where.setToolTip("HOST:PORT – 0.0.0.0 für alle Geräte im Netz / for every device on the network")
        self.start_button = QtWidgets.QPushButton("Starten" if de else "Start", self)
        self.stop_button = QtWidgets.QPushButton("Beenden" if de else "Stop", self)
        self.link = QtWidgets.QLabel(self)
        self.link.setTextInteractionFlags(QtCore.Qt.TextInteractionFlag.TextBrowserInteraction)
        self.link.setOpenExternalLinks(True)
        self.qr = QtWidgets.QLabel(self)
        self.error = QtWidgets.QLabel(self)
        self.error.setWordWrap(True)
        form = QtWidgets.QFormLayout()
        form.addRow("HOST:PORT", self.where)
        buttons = QtWidgets.QHBoxLayout()
        buttons.addWidget(self.start_button)
        buttons.addWidget(self.stop_button)
        layout = QtWidgets.QVBoxLayout(self)
        layout.addLayout(form)
        layout.addLayout(buttons)
        layout.addWidget(self.error)
        layout.addWidget(self.link)
        layout.addWidget(self.qr, alignment=QtCore.Qt.AlignmentFlag.AlignCenter)
        self.start_button.clicked.connect(self.start)
        self.stop_button.clicked.connect(self.stop)
        self._update()

    def start(self) -> None:
        try:
            host, port = parse_bind(self.where.text().strip())
            self.server = DisplayServer(self.db, self.game_id, host=host, port=port)
        except RefereeError as exc:
            self.error.setText(exc.message(i18n.current()))
            return
        except OSError as exc:
            self.error.setText(str(exc))
            return
        self.server.start()
        self.error.clear()
        self._update()

    def stop(self) -> None:
        if self.server is not None:
            self.server.close()
            self.server = None
        self._update()

    def _update(self) -> None:
        running = self.server is not None
        self.where.setEnabled(not running)
        self.start_button.setEnabled(not running)
        self.stop_button.setEnabled(running)
        if self.server is None:
            self.link.clear()
            self.qr.clear()
            return
        url = self.server.url
        self.link.setText(f'<a href="{url}">{url}</a>')
        self.qr.setPixmap(qr_pixmap(url))
